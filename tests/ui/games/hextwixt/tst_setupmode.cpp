// Set-up positions and what an SGF file asks of a viewer (issue 34): the
// board's set-up mode for Hex and Twixt (add, change, remove, the player to
// move, each one undo step, at the root and below a move), the file opened
// at its IP node, only the VW area drawn (pixels) until View > Show Whole
// Board, and the bookmarks' keys.

#include "document/gamedocument.h"
#include "formats/sgf/sgfgames.h"
#include "games/boardmove.h"
#include "games/hextwixt/hextwixtview.h"
#include "games/viewproperties.h"
#include "pixels.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace kibitz;

namespace {

const QString puzzleFile
    = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/spec-examples/twixt-sgf/07-puzzle-quarter-board.sgf");
const QString bookmarksFile = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/spec-examples/twixt-sgf/08-bookmarks.sgf");

std::unique_ptr<GameDocument> documentOf(const QByteArray &sgf)
{
    LoadResult r = sgf::read(sgf, {});
    if (!r.ok())
        qWarning() << r.error.message;
    return std::make_unique<GameDocument>(std::move(*r.collection), QString(), FileFormat{});
}

QPointF cellCentre(HexTwixtView *view, int x, int y)
{
    const HexTwixtPicture &picture = view->picture();
    if (picture.kind == GameKind::Hex)
        return HexRenderer(picture.columns, picture.rows, view->boardTarget(), view->shownOptions()).cellCenter(x, y);
    return TwixtRenderer(picture.columns, picture.rows, view->boardTarget(), view->shownOptions()).cellCenter(x, y);
}

void click(HexTwixtView *view, int x, int y, Qt::MouseButton button = Qt::LeftButton,
           Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::mouseClick(view, button, modifiers, cellCentre(view, x, y).toPoint());
}

QString positionText(GameDocument &document)
{
    const Replayer *position = document.positionAfter(document.currentNode());
    return position ? position->positionText() : QString();
}

int toMove(GameDocument &document)
{
    const Replayer *position = document.positionAfter(document.currentNode());
    return position ? position->toMove() : 0;
}

} // namespace

class TestSetupMode : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(900, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
    }

    void cleanup() { discardWindow(m_window); }

    void hexSetupAtTheRoot()
    {
        auto document = documentOf("(;FF[4]GM[11]SZ[4])");
        HexTwixtView view(document.get());
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSetupMode(true);
        QVERIFY(view.isSetupMode());
        QUndoStack *undo = document->undoStack();

        click(&view, 0, 0); // add player 1's stone
        QCOMPARE(positionText(*document), QStringLiteral("1.../..../..../...."));
        QCOMPARE(document->currentNode(), document->tree().root());
        click(&view, 1, 1, Qt::RightButton); // add player 2's
        QCOMPARE(positionText(*document), QStringLiteral("1.../.2../..../...."));
        click(&view, 2, 2, Qt::LeftButton, Qt::ShiftModifier); // Shift: player 2's too
        QCOMPARE(positionText(*document), QStringLiteral("1.../.2../..2./...."));
        click(&view, 1, 1); // change its colour
        QCOMPARE(positionText(*document), QStringLiteral("1.../.1../..2./...."));
        click(&view, 0, 0); // remove
        QCOMPARE(positionText(*document), QStringLiteral("..../.1../..2./...."));
        QCOMPARE(undo->count(), 5);
        QCOMPARE(document->tree().childCount(document->tree().root()), 0); // all in place, at the root

        // The player to move (PL), one more step.
        QCOMPARE(toMove(*document), 1);
        QString error;
        QVERIFY2(view.switchPlayerToMove(&error), qPrintable(error));
        QCOMPARE(toMove(*document), 2);
        QCOMPARE(undo->count(), 6);
        const QByteArray saved = sgf::write(document->collection()).data;
        QVERIFY2(saved.contains("AB[b2]AW[c3]PL[W]"), saved.constData());

        // Each step undoes alone, back to the empty board.
        undo->undo();
        QCOMPARE(toMove(*document), 1);
        undo->undo();
        QCOMPARE(positionText(*document), QStringLiteral("1.../.1../..2./...."));
        while (undo->canUndo())
            undo->undo();
        QCOMPARE(positionText(*document), QStringLiteral("..../..../..../...."));
        QVERIFY(!document->tree().hasMove(document->tree().root()));
        QVERIFY(!document->isModified());
        undo->redo();
        QCOMPARE(positionText(*document), QStringLiteral("1.../..../..../...."));
    }

    void hexSetupBelowAMove()
    {
        auto document = documentOf("(;FF[4]GM[11]SZ[4];B[b2])");
        HexTwixtView view(document.get());
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(document->goToMainChild());
        const NodeId move = document->currentNode();
        view.setSetupMode(true);
        click(&view, 3, 3);
        // A set-up node below the move, shown; the next click changes it.
        const NodeId setup = document->currentNode();
        QCOMPARE(document->tree().parent(setup), move);
        QCOMPARE(document->tree().moveTag(setup), quint8(MoveTag::Setup));
        click(&view, 1, 1); // takes off the move's stone: AE in the set-up node
        QCOMPARE(document->currentNode(), setup);
        QCOMPARE(positionText(*document), QStringLiteral("..../..../..../...1"));
        QCOMPARE(*decodeSetup(document->tree().moveData(setup)), (std::vector<SetupStone>{{3, 3, 1}, {1, 1, 0}}));
        QVERIFY(sgf::write(document->collection()).data.contains(";AB[d4]AE[b2]"));
        QCOMPARE(document->undoStack()->count(), 2);
        document->undoStack()->undo();
        document->undoStack()->undo();
        QCOMPARE(document->tree().childCount(move), 0);
        // Out of set-up mode a click plays again.
        view.setSetupMode(false);
        document->setCurrentNode(move);
        click(&view, 0, 0);
        QCOMPARE(document->tree().moveTag(document->currentNode()), quint8(MoveTag::Place));
    }

    void twixtSetupFollowsTheRules()
    {
        auto document = documentOf("(;FF[4]GM[21]SZ[8])");
        HexTwixtView view(document.get());
        view.resize(500, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSetupMode(true);
        click(&view, 2, 2); // C3 for player 1 (White)
        click(&view, 3, 4); // D5: a knight's move away, linked as a move would be
        QCOMPARE(view.picture().stones.size(), std::size_t(2));
        QCOMPARE(view.picture().links.size(), std::size_t(1));
        click(&view, 5, 3, Qt::RightButton); // F4 for player 2
        QCOMPARE(view.picture().playerAt(5, 3), 2);
        // Player 2 may not use player 1's border rows: refused, nothing changes.
        const int steps = document->undoStack()->count();
        QString error;
        QVERIFY(!view.setUpClick(4, 0, 2, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(document->undoStack()->count(), steps);
        click(&view, 3, 4); // off again, and its link with it
        QCOMPARE(view.picture().links.size(), std::size_t(0));
        const QByteArray saved = sgf::write(document->collection()).data;
        QVERIFY2(saved.contains("AB[F4]AW[C3]"), saved.constData());
        document->undoStack()->undo();
        QCOMPARE(view.picture().links.size(), std::size_t(1));
    }

    // Edit > Set Up Position switches the current tab's view; another tab
    // keeps its own mode.
    void editMenuSwitchesTheMode()
    {
        if (!QFile::exists(bookmarksFile))
            QSKIP("../shared/corpus is not beside the checkout");
        openWindow();
        QVERIFY(m_window->openFile(bookmarksFile));
        QAction *setup = m_window->action(QStringLiteral("setupMode"));
        QVERIFY(setup && setup->isCheckable() && setup->isEnabled());
        HexTwixtView *view = m_window->currentView<HexTwixtView>();
        QVERIFY(view);
        setup->setChecked(true);
        QVERIFY(view->isSetupMode());
        setup->setChecked(false);
        QVERIFY(!view->isSetupMode());
    }

    void opensAtTheInitialPosition()
    {
        if (!QFile::exists(puzzleFile))
            QSKIP("../shared/corpus is not beside the checkout");
        openWindow();
        QVERIFY(m_window->openFile(puzzleFile));
        GameDocument *document = m_window->currentDocument();
        const NodeId ip = viewprops::initialPosition(document->game());
        QVERIFY(ip != NoNode);
        QCOMPARE(document->currentNode(), ip);
        QCOMPARE(document->tree().depth(ip), 10);
    }

    // The puzzle's VW[A1:L12]: the quarter board fills the view, the holes
    // beyond it are not drawn nor clicked; Show Whole Board shows them all.
    void viewAreaLimitsWhatIsDrawn()
    {
        if (!QFile::exists(puzzleFile))
            QSKIP("../shared/corpus is not beside the checkout");
        openWindow();
        QVERIFY(m_window->openFile(puzzleFile));
        HexTwixtView *view = m_window->currentView<HexTwixtView>();
        QVERIFY(view);
        view->setShowTwixtConnection(false); // its text box covers part of the board
        QCOMPARE(view->shownOptions().viewArea, (std::vector<QRect>{QRect(0, 0, 12, 12)}));
        const QImage shown = view->grab().toImage();
        const double ratio = shown.devicePixelRatio();
        const QColor board = view->renderOptions().theme.board;
        const QColor background = view->renderOptions().theme.background;
        // Between holes L6 and M6 lies the edge of the shown part: its board
        // on one side, the background beyond.
        const QPointF l6 = cellCentre(view, 11, 5), m6 = cellCentre(view, 12, 5);
        QVERIFY(view->rect().contains(m6.toPoint()));
        const QPointF inside = l6 + (m6 - l6) * 0.3, outside = m6 + QPointF(0, (m6 - l6).x() * 0.5);
        QCOMPARE(test::pixelAt(shown, inside * ratio), board);
        QCOMPARE(test::pixelAt(shown, outside * ratio), background);
        QVERIFY(view->cellAt(l6).has_value());
        QVERIFY(!view->cellAt(m6).has_value());
        // The quarter board is drawn larger than the whole board would be.
        const TwixtRenderer whole(24, 24, view->boardTarget(), view->renderOptions());
        QVERIFY(whole.holeSpacing() * 1.5 < (m6 - l6).x());

        // For looking at: the puzzle in both themes.
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
            for (const bool dark : {false, true}) {
                m_window->setDarkTheme(dark);
                QApplication::processEvents();
                QVERIFY(m_window->grab().save(dir
                                              + (dark ? QStringLiteral("/twixt-puzzle-vw-dark.png")
                                                      : QStringLiteral("/twixt-puzzle-vw-light.png"))));
            }
            m_window->setDarkTheme(false);
        }

        QAction *wholeBoard = m_window->action(QStringLiteral("wholeBoard"));
        QVERIFY(wholeBoard && wholeBoard->isCheckable());
        wholeBoard->setChecked(true);
        QVERIFY(view->shownOptions().viewArea.empty());
        const QImage all = view->grab().toImage();
        const QPointF m6Whole = whole.cellCenter(12, 5);
        QVERIFY(view->cellAt(m6Whole).has_value());
        const QPointF beside = m6Whole + QPointF(whole.holeSpacing() * 0.3, whole.holeSpacing() * 0.3);
        QCOMPARE(test::pixelAt(all, beside * ratio), board);
        wholeBoard->setChecked(false);
    }

    void hexViewArea()
    {
        auto document = documentOf("(;FF[4]GM[11]SZ[9]VW[a1:d4]AB[b2]AW[h8])");
        HexTwixtView view(document.get());
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.cellAt(cellCentre(&view, 1, 1)).has_value());
        QVERIFY(!view.cellAt(cellCentre(&view, 4, 1)).has_value());
        const QImage shown = view.grab().toImage();
        const double ratio = shown.devicePixelRatio();
        const QPointF e2 = cellCentre(&view, 4, 1);
        if (view.rect().contains(e2.toPoint()))
            QCOMPARE(test::pixelAt(shown, e2 * ratio), view.renderOptions().theme.background);
        QCOMPARE(test::pixelAt(shown, cellCentre(&view, 1, 1) * ratio), view.renderOptions().theme.playerColour(1));
    }

    void bookmarkKeys()
    {
        if (!QFile::exists(bookmarksFile))
            QSKIP("../shared/corpus is not beside the checkout");
        openWindow();
        QVERIFY(m_window->openFile(bookmarksFile));
        GameDocument *document = m_window->currentDocument();
        HexTwixtView *view = m_window->currentView<HexTwixtView>();
        view->setFocus();
        QCOMPARE(document->bookmarks().size(), std::size_t(2));
        QTest::keyClick(view, Qt::Key_2);
        QCOMPARE(document->currentNode(), document->bookmarks()[1].second);
        QTest::keyClick(view, Qt::Key_1);
        QCOMPARE(document->currentNode(), document->bookmarks()[0].second);
        QCOMPARE(document->tree().depth(document->currentNode()), 3);
        // Key 5: no such bookmark, nothing moves.
        const NodeId before = document->currentNode();
        QTest::keyClick(view, Qt::Key_5);
        QCOMPARE(document->currentNode(), before);

        // Ctrl+5 makes the shown node bookmark 5; Ctrl+0 clears it; undo.
        document->goToEndOfLine();
        const NodeId end = document->currentNode();
        QTest::keyClick(view, Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(document->bookmarkAt(end), std::optional<int>(5));
        document->goToRoot();
        QTest::keyClick(view, Qt::Key_5);
        QCOMPARE(document->currentNode(), end);
        QVERIFY(sgf::write(document->collection()).data.contains("N[bookmark 5]"));
        // Another node taking number 1 takes it from the node that had it.
        QTest::keyClick(view, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(document->bookmarks().size(), std::size_t(2));
        QCOMPARE(document->bookmarks()[0], std::make_pair(1, end));
        document->undoStack()->undo();
        QCOMPARE(document->bookmarks().size(), std::size_t(3));
        QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(document->bookmarkAt(end), std::nullopt);
        document->undoStack()->undo();
        QCOMPARE(document->bookmarkAt(end), std::optional<int>(5));
        // A node's own name is not a bookmark and Clear leaves it.
        QVERIFY(!m_window->action(QStringLiteral("bookmark9"))->shortcut().isEmpty());
    }

    // The shortcuts of the new actions are each the only one of their keys.
    void shortcutsDoNotClash()
    {
        openWindow();
        QHash<QString, QString> owners;
        for (QAction *action : m_window->findChildren<QAction *>()) {
            for (const QKeySequence &key : action->shortcuts()) {
                const QString text = key.toString();
                if (owners.contains(text) && owners.value(text) != action->objectName())
                    QFAIL(qPrintable(
                        QStringLiteral("%1 is %2's and %3's").arg(text, owners.value(text), action->objectName())));
                owners.insert(text, action->objectName());
            }
        }
        for (const char *name : {"setupMode", "setupSwitchToMove", "bookmark1", "setBookmark1", "clearBookmark"})
            QVERIFY2(m_window->action(QLatin1String(name)), name);
    }
};

QTEST_MAIN(TestSetupMode)
#include "tst_setupmode.moc"
