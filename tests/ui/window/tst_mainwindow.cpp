// Drives the real main window offscreen: open, navigate by keys, play and
// undo by clicking the board, edit comments, variations and game info, save,
// reopen and compare. With KIBITZ_SCREENSHOTS=DIR set, it also saves
// screenshots of both games at two sizes in both themes there.

#include "document/gamedocument.h"
#include "games/backgammon/backgammonview.h"
#include "games/hextwixt/hextwixtview.h"
#include "jgamegenerator.h"
#include "panels/commentpanel.h"
#include "panels/gameinfopanel.h"
#include "panels/movelistpanel.h"
#include "settings/translations.h"
#include "testfiles.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "formats/registry.h"
#include "games/hex/hexmove.h"
#include "games/twixt/twixtnotation.h"
#include "render/backgammon/backgammonrenderer.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

namespace {

const QString hexSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame");
const QString twixtSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame");

QPointF cellCentre(HexTwixtView *view, int x, int y)
{
    const HexTwixtPicture &picture = view->picture();
    if (picture.kind == GameKind::Hex)
        return HexRenderer(picture.columns, picture.rows, view->boardTarget(), view->renderOptions()).cellCenter(x, y);
    return TwixtRenderer(picture.columns, picture.rows, view->boardTarget(), view->renderOptions()).cellCenter(x, y);
}

void click(HexTwixtView *view, int x, int y, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::mouseClick(view, Qt::LeftButton, modifiers, cellCentre(view, x, y).toPoint());
}

// The first empty cell of the shown position, scanning rows from the top.
QPoint emptyCell(HexTwixtView *view)
{
    const HexTwixtPicture &picture = view->picture();
    for (int y = 0; y < picture.rows; ++y)
        for (int x = 0; x < picture.columns; ++x)
            if (picture.playerAt(x, y) == 0)
                return QPoint(x, y);
    return QPoint(-1, -1);
}

// A free hole, away from the edges, a knight's move from one of the
// mover's pegs (`peg`): a peg there gets a link when it is played as usual.
QPoint linkableHole(HexTwixtView *view, QPoint *peg = nullptr)
{
    const HexTwixtPicture &picture = view->picture();
    static constexpr int knight[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (const PictureStone &stone : picture.stones) {
        if (stone.player != picture.toMove)
            continue;
        for (const auto &d : knight) {
            const int x = stone.x + d[0], y = stone.y + d[1];
            if (x > 0 && y > 0 && x < picture.columns - 1 && y < picture.rows - 1 && picture.playerAt(x, y) == 0) {
                if (peg)
                    *peg = QPoint(stone.x, stone.y);
                return QPoint(x, y);
            }
        }
    }
    return QPoint(-1, -1);
}

// The sample's one branch point on its main line.
NodeId branchPoint(const GameTree &tree)
{
    NodeId branch = NoNode;
    for (NodeId n : tree.mainLine())
        if (tree.childCount(n) > 1)
            branch = n;
    return branch;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() { return m_window.get(); }

    void openSample(const QString &path)
    {
        QString error;
        QVERIFY2(window()->openFile(path, &error), qPrintable(error));
        QVERIFY(window()->currentView<HexTwixtView>());
        QApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        // Keep the user's settings out of the tests and the tests out of them.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8()); // recovery copies
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        scriptPrompts(*m_window).onSaveDespiteLosses = [](const QString &, const QStringList &) { return true; };
        m_window->resize(1100, 750);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        // Edits left unsaved would ask; the tests decide nothing by dialog.
        discardWindow(m_window);
    }

    void startPageListsSamples()
    {
        QVERIFY(window()->isStartPageShown());
        const QList<QPushButton *> buttons = window()->startPage()->findChildren<QPushButton *>();
        QStringList texts;
        for (const QPushButton *button : buttons)
            texts << button->text();
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("hex-analysis.jgame")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("twixt-game.jgame")), qPrintable(all));
    }

    // File > Open Recent and the start page name a recent file and say
    // what it holds, from what was read when it was opened: listing them
    // reads no file (a recent file may be huge, or changed since).
    void recentFilesSayWhatTheyHold()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine & yours.jgame"));
        QVERIFY(QFile::copy(hexSample, path));
        QVERIFY(window()->openFile(path));
        QMenu *recent = nullptr;
        for (QMenu *menu : window()->findChildren<QMenu *>())
            if (menu->title() == QStringLiteral("Open &Recent"))
                recent = menu;
        QVERIFY(recent);
        emit recent->aboutToShow();
        QAction *first = recent->actions().value(0);
        QVERIFY(first);
        QVERIFY2(first->text().startsWith(QStringLiteral("mine && yours.jgame — ")), qPrintable(first->text()));
        QVERIFY2(first->text().contains(QStringLiteral("Hex")), qPrintable(first->text()));
        QCOMPARE(first->toolTip(), QDir::toNativeSeparators(QFileInfo(path).canonicalFilePath()));

        // Closed, then overwritten by another program: the start page still
        // says what the file held when Kibitz read it.
        QVERIFY(window()->closeDocument(0));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("not a game");
        file.close();
        openSample(twixtSample);
        QVERIFY(window()->closeDocument(0)); // the start page again
        QVERIFY(window()->isStartPageShown());
        QStringList texts;
        for (const QPushButton *button : window()->startPage()->findChildren<QPushButton *>())
            texts << button->text();
        const QString all = texts.join(QLatin1Char('\n'));
        // "&&": the button shows the name's "&", not a shortcut mark.
        QVERIFY2(all.contains(QStringLiteral("mine && yours.jgame\n")), qPrintable(all));
        QVERIFY2(all.contains(first->text().section(QStringLiteral(" — "), 1)), qPrintable(all));
    }

    // A recent file's description is kept as what it says (game, games,
    // match length, players), worded in the language shown now; the text
    // that older versions kept is still shown as it was.
    void recentFileDescriptionFollowsTheLanguage()
    {
        const auto startPageText = [this] {
            QStringList texts;
            for (const QPushButton *button : window()->startPage()->findChildren<QPushButton *>())
                texts << button->text();
            return texts.join(QLatin1Char('\n'));
        };
        QTemporaryDir dir;
        const QString match = dir.filePath(QStringLiteral("final.match"));
        QVERIFY(QFile::copy(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"), match));
        const QString old = dir.filePath(QStringLiteral("old.match"));
        QVERIFY(QFile::copy(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"), old));
        const QString canonicalMatch = QFileInfo(match).canonicalFilePath();
        const QString canonicalOld = QFileInfo(old).canonicalFilePath();
        QVERIFY(window()->openFile(match));
        QVERIFY(window()->closeDocument(0));
        QVERIFY(window()->isStartPageShown());
        QVERIFY2(startPageText().contains(QStringLiteral("final.match\nbackgammon match to ")),
                 qPrintable(startPageText()));

        // Kept as data, not as English words.
        QSettings s(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
        const QVariant kept = s.value(QStringLiteral("recentFileDescriptions")).toMap().value(canonicalMatch);
        QCOMPARE(kept.typeId(), int(QMetaType::QVariantMap));
        QCOMPARE(kept.toMap().value(QStringLiteral("game")).toString(), QStringLiteral("backgammon"));
        QVERIFY(kept.toMap().value(QStringLiteral("matchLength")).toInt() > 1);

        QCOMPARE(translations::install(QStringLiteral("de")), QStringLiteral("de"));
        QApplication::processEvents();
        // The board's own words too (they stayed English once).
        BackgammonPicture board;
        board.position = BackgammonPosition();
        board.matchLength = 11;
        QCOMPARE(BackgammonRenderer::scoreText(board, 1), QStringLiteral("Stand 0 von 11   Pips 167"));
        QVERIFY2(startPageText().contains(QStringLiteral("final.match\nBackgammon-Match auf 11 Punkte, 3 Partien")),
                 qPrintable(startPageText()));
        QVERIFY2(!startPageText().contains(QStringLiteral("match to")), qPrintable(startPageText()));
        QMenu *recent = nullptr;
        for (QMenu *menu : window()->findChildren<QMenu *>())
            if (menu->title() == QStringLiteral("&Zuletzt geöffnet"))
                recent = menu;
        QVERIFY(recent);
        emit recent->aboutToShow();
        QVERIFY2(recent->actions().value(0)->text().contains(QStringLiteral("-Match auf ")),
                 qPrintable(recent->actions().value(0)->text()));
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        QApplication::processEvents();
        QVERIFY2(startPageText().contains(QStringLiteral("final.match\nbackgammon match to ")),
                 qPrintable(startPageText()));

        // What an older version kept: its text, shown as it is.
        discardWindow(m_window);
        QVariantMap descriptions = s.value(QStringLiteral("recentFileDescriptions")).toMap();
        descriptions.insert(canonicalOld, QStringLiteral("backgammon 12x2"));
        s.setValue(QStringLiteral("recentFileDescriptions"), descriptions);
        s.setValue(QStringLiteral("recentFiles"), QStringList{canonicalOld, canonicalMatch});
        s.sync();
        init();
        QVERIFY2(startPageText().contains(QStringLiteral("old.match\nbackgammon 12x2")), qPrintable(startPageText()));
        QVERIFY2(startPageText().contains(QStringLiteral("final.match\nbackgammon match to ")),
                 qPrintable(startPageText()));
    }

    // The View menu's check boxes for one game's options come from its
    // GameUi: checking one sets that option in the window's render options,
    // and the options' own defaults show (Twixt's guidelines are on).
    void viewMenuOffersEachGamesOptions()
    {
        QAction *rotate = window()->findChild<QAction *>(QLatin1String(HexRotated.key));
        QAction *guidelines = window()->findChild<QAction *>(QLatin1String(TwixtGuidelines.key));
        QVERIFY(rotate && guidelines);
        QVERIFY(rotate->isCheckable() && guidelines->isCheckable());
        QCOMPARE(rotate->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
        QCOMPARE(rotate->isChecked(), window()->renderOptions().game.value(HexRotated));
        QVERIFY(guidelines->isChecked());
        QVERIFY(window()->renderOptions().game.value(TwixtGuidelines));
        const bool turned = rotate->isChecked();
        rotate->toggle();
        QCOMPARE(window()->renderOptions().game.value(HexRotated), !turned);
        guidelines->toggle();
        QVERIFY(!window()->renderOptions().game.value(TwixtGuidelines));
        // Set from elsewhere (another window, Preferences), the boxes follow.
        RenderOptions options = window()->renderOptions();
        options.game.set(HexRotated, turned);
        options.game.set(TwixtGuidelines, true);
        window()->setRenderOptions(options);
        QCOMPARE(rotate->isChecked(), turned);
        QVERIFY(guidelines->isChecked());
    }

    void openingTwiceShowsTheOpenTab()
    {
        openSample(hexSample);
        openSample(twixtSample);
        QCOMPARE(window()->documentCount(), 2);
        openSample(hexSample);
        QCOMPARE(window()->documentCount(), 2);
        QCOMPARE(window()->currentDocument()->game().kind, GameKind::Hex);
        QVERIFY(!window()->isStartPageShown());
    }

    void openReportsErrors()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.jgame"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("\x03gtv\x00\x00\x00\x04\x00\x00", 10));
        file.close();
        QString error;
        QVERIFY(!window()->openFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.jgame")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("byte")), qPrintable(error));
        QCOMPARE(window()->documentCount(), 0);
    }

    void keysNavigate()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        const GameTree &tree = document->tree();
        QCOMPARE(document->currentNode(), tree.root());
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(document->currentNode(), tree.mainChild(tree.root()));
        QCOMPARE(view->picture().ply, 1);
        QTest::keyClick(view, Qt::Key_End);
        QCOMPARE(document->currentNode(), tree.endOfLine(tree.root()));
        QCOMPARE(view->picture().ply, 11);
        QCOMPARE(window()->moveListPanel()->currentRow(), 11);
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->picture().ply, 10);
        QTest::keyClick(view, Qt::Key_Home);
        QCOMPARE(document->currentNode(), tree.root());
        QCOMPARE(view->picture().stones.size(), std::size_t(0));
    }

    void variationKeysAndBranchPoint()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        const GameTree &tree = document->tree();
        const NodeId branch = branchPoint(tree);
        QVERIFY(branch != NoNode);
        document->setCurrentNode(tree.mainChild(branch));
        QTest::keyClick(window()->currentView<HexTwixtView>(), Qt::Key_Down);
        QCOMPARE(document->currentNode(), tree.child(branch, 1));
        QTest::keyClick(window()->currentView<HexTwixtView>(), Qt::Key_Up);
        QCOMPARE(document->currentNode(), tree.child(branch, 0));
        document->setCurrentNode(tree.endOfLine(tree.child(branch, 1)));
        QTest::keyClick(window()->currentView<HexTwixtView>(), Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(document->currentNode(), branch);
    }

    void clickAddsVariationAndUndoRemovesIt()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        document->goToMainChild();
        const NodeId before = document->currentNode();
        const int children = document->tree().childCount(before);
        const QPoint cell = emptyCell(view);
        click(view, cell.x(), cell.y());
        const NodeId added = document->currentNode();
        QVERIFY(added != before);
        QCOMPARE(document->tree().parent(added), before);
        QCOMPARE(document->tree().childCount(before), children + 1);
        QCOMPARE(view->picture().playerAt(cell.x(), cell.y()), 2);
        QVERIFY(document->isModified());
        QVERIFY(window()->windowTitle().contains(QStringLiteral("[*]")));
        // The Moves list says there is another move here, in words, and its
        // tip says where to see it.
        if (children == 1) {
            const int row = document->tree().depth(added);
            QVERIFY2(window()->moveListPanel()->rowText(row).contains(QStringLiteral("(+1 variation")),
                     qPrintable(window()->moveListPanel()->rowText(row)));
            QVERIFY2(window()->moveListPanel()->rowToolTip(row).startsWith(QStringLiteral("1 other move")),
                     qPrintable(window()->moveListPanel()->rowToolTip(row)));
        }

        window()->undoAction()->trigger();
        QCOMPARE(document->tree().childCount(before), children);
        QCOMPARE(document->currentNode(), before);
        QCOMPARE(view->picture().playerAt(cell.x(), cell.y()), 0);
        QVERIFY(!document->isModified());

        window()->redoAction()->trigger();
        QCOMPARE(document->currentNode(), added);

        // Clicking the same cell again from the parent follows the move.
        document->setCurrentNode(before);
        click(view, cell.x(), cell.y());
        QCOMPARE(document->currentNode(), added);
        QCOMPARE(document->tree().childCount(before), children + 1);
    }

    // A click that gives the board the focus (from the Games list, here the
    // Moves list) only focuses: it adds no variation and the file stays
    // unmodified; the status bar says to click again. A stored move is
    // followed at once. A second click plays, says so and how to undo it.
    void focusClickDoesNotEdit()
    {
        openSample(hexSample);
        window()->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window()));
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        document->goToMainChild();
        const NodeId before = document->currentNode();
        const int children = document->tree().childCount(before);
        QWidget *list = window()->moveListPanel()->findChild<QListView *>();
        QVERIFY(list);
        list->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(list->hasFocus());
        const QPoint cell = emptyCell(view);
        click(view, cell.x(), cell.y());
        QVERIFY(view->hasFocus());
        QCOMPARE(document->currentNode(), before);
        QCOMPARE(document->tree().childCount(before), children);
        QVERIFY(!document->isModified());
        QVERIFY2(window()->statusBar()->currentMessage().contains(QStringLiteral("again")),
                 qPrintable(window()->statusBar()->currentMessage()));
        // The board has the focus: the next click plays, visibly undoable.
        click(view, cell.x(), cell.y());
        QCOMPARE(document->tree().parent(document->currentNode()), before);
        QVERIFY(document->isModified());
        QVERIFY2(window()->statusBar()->currentMessage().contains(QStringLiteral("new variation")),
                 qPrintable(window()->statusBar()->currentMessage()));
        QVERIFY2(window()->statusBar()->currentMessage().contains(
                     QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
                 qPrintable(window()->statusBar()->currentMessage()));
        window()->undoAction()->trigger();
        QVERIFY(!document->isModified());
        QCOMPARE(document->currentNode(), before);
        // A focusing click on the stored next move follows it (no edit).
        document->goToParent();
        const NodeId stored = document->tree().mainChild(document->currentNode());
        const auto stone = decodeHexStone(document->tree().moveData(stored));
        QVERIFY(stone);
        list->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(list->hasFocus());
        click(view, stone->x, stone->y);
        QCOMPARE(document->currentNode(), stored);
        QVERIFY(!document->isModified());
    }

    // Saving a Little Golem Twixt record (.tsgf) keeps its dialect: no GM,
    // b and r moves, PB for player 1; nothing asked, nothing lost.
    void savingLittleGolemTwixtKeepsItsDialect()
    {
        const QString original = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/twixt-lg/game2206555.tsgf");
        if (!QFile::exists(original))
            QSKIP("../shared/corpus/real is not beside the checkout");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.tsgf"));
        QVERIFY(QFile::copy(original, path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        openSample(path);
        GameDocument *document = window()->currentDocument();
        const QString player1 = document->game().player1;
        document->goToEndOfLine();
        document->goToParent(); // before the resignation
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        // A new peg away from the borders (a variation).
        bool played = false;
        for (int x = 5; x < 19 && !played; ++x)
            for (int y = 5; y < 19 && !played; ++y)
                if (view->picture().playerAt(x, y) == 0) {
                    QString error;
                    played = view->playTypedMove(twixtnotation::holeName(x, y), &error);
                }
        QVERIFY(played);
        QVERIFY(document->isModified());
        QStringList warned;
        scriptPrompts(*window()).onSaveDespiteLosses = [&](const QString &, const QStringList &warnings) {
            warned = warnings;
            return true;
        };
        QVERIFY(window()->saveCurrent());
        QVERIFY2(warned.isEmpty(), qPrintable(warned.join(u'\n')));
        QVERIFY(!window()->currentDocument()->isModified());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY2(!saved.contains("GM[") && saved.contains(";b[dd]") && saved.contains(";r[th]"), saved.constData());
        QVERIFY2(saved.contains("PB[" + player1.toUtf8() + "]"), saved.constData());
        QCOMPARE(saved.count(";b[") + saved.count(";r["), 19); // the new peg (a variation) too
    }

    // A refusal names the format and the game as people know them, not by
    // kibitz-cli's names ("bgammon-match", "hex").
    void refusalNamesTheFormatInWords()
    {
        QTemporaryDir dir;
        openSample(hexSample);
        QString error;
        QVERIFY(!window()->saveCurrentAs(dir.filePath(QStringLiteral("game.match")), &error));
        QVERIFY2(error.startsWith(QStringLiteral("bgammon.org replays cannot hold this file: game 1 is a Hex game")),
                 qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("game.match"))));
    }

    void clickOnStoneDoesNothing()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        document->goToEndOfLine();
        const PictureStone stone = view->picture().stones.front();
        const NodeId before = document->currentNode();
        click(view, stone.x, stone.y);
        QCOMPARE(document->currentNode(), before);
        QVERIFY(!document->isModified());
    }

    void wheelStepsThroughMoves()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        const QPoint centre = view->rect().center();
        QWheelEvent down(centre, view->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                         Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &down);
        QApplication::sendEvent(view, &down);
        QCOMPARE(view->picture().ply, 2);
        QWheelEvent up(centre, view->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                       Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &up);
        QCOMPARE(view->picture().ply, 1);
        QCOMPARE(document->tree().depth(document->currentNode()), 1);
    }

    void commentEditsAreUndoable()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        document->goToMainChild();
        const NodeId node = document->currentNode();
        const QString old = document->tree().comment(node);
        QPlainTextEdit *editor = window()->commentPanel()->editor();
        editor->setFocus();
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("Strong opening"));
        QCOMPARE(document->tree().comment(node), QStringLiteral("Strong opening"));
        // A whole typing session is one undo step.
        window()->undoAction()->trigger();
        QCOMPARE(document->tree().comment(node), old);
        QCOMPARE(editor->toPlainText(), old);
    }

    void variationEdits()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        const GameTree &tree = document->tree();
        const NodeId branch = branchPoint(tree);
        QVERIFY(branch != NoNode);
        const NodeId mainChild = tree.child(branch, 0);
        const NodeId side = tree.child(branch, 1);
        const std::size_t nodes = tree.liveNodeCount();

        document->setCurrentNode(side);
        window()->action(QStringLiteral("promoteVariation"))->trigger();
        QCOMPARE(tree.mainChild(branch), side);
        window()->undoAction()->trigger();
        QCOMPARE(tree.mainChild(branch), mainChild);
        QCOMPARE(tree.child(branch, 1), side);

        document->setCurrentNode(side);
        window()->action(QStringLiteral("moveVariationUp"))->trigger();
        QCOMPARE(tree.child(branch, 0), side);
        window()->action(QStringLiteral("moveVariationDown"))->trigger();
        QCOMPARE(tree.child(branch, 1), side);

        document->setCurrentNode(side);
        window()->action(QStringLiteral("deleteVariation"))->trigger();
        QCOMPARE(tree.childCount(branch), 1);
        QCOMPARE(document->currentNode(), branch);
        QVERIFY(tree.liveNodeCount() < nodes);
        window()->undoAction()->trigger();
        QCOMPARE(tree.childCount(branch), 2);
        QCOMPARE(tree.liveNodeCount(), nodes);
        QCOMPARE(tree.child(branch, 1), side);
    }

    void copyAndPasteVariationBetweenFiles()
    {
        QTemporaryDir dir;
        const QString copyPath = dir.filePath(QStringLiteral("copy.jgame"));
        QVERIFY(QFile::copy(hexSample, copyPath));
        openSample(hexSample);
        GameDocument *source = window()->currentDocument();
        const NodeId first = source->tree().mainChild(source->tree().root());
        source->setCurrentNode(first);
        QVERIFY(window()->copyVariation());
        const int copiedNodes = int(source->tree().liveNodeCount()) - 1; // all below the root

        openSample(copyPath);
        GameDocument *target = window()->currentDocument();
        QVERIFY(target != source);
        // Pasting the same opening on the root is refused (f6 exists, and its
        // moves are legal), so paste it below a fresh empty board instead:
        // delete the whole main line first.
        target->deleteVariation(target->tree().mainChild(target->tree().root()));
        QCOMPARE(target->tree().liveNodeCount(), std::size_t(1));
        QString error;
        QVERIFY2(window()->pasteVariation(&error), qPrintable(error));
        QCOMPARE(int(target->tree().liveNodeCount()) - 1, copiedNodes);
        QCOMPARE(target->moveText(target->currentNode()), source->moveText(first));
        window()->undoAction()->trigger();
        QCOMPARE(target->tree().liveNodeCount(), std::size_t(1));

        // Below a position where its first move is taken, pasting is refused.
        window()->redoAction()->trigger();
        target->setCurrentNode(target->tree().mainChild(target->tree().root()));
        QVERIFY(!window()->pasteVariation(&error));
        QVERIFY2(error.contains(QStringLiteral("illegal")), qPrintable(error));

        // Into a Twixt game, never.
        openSample(twixtSample);
        QVERIFY(!window()->pasteVariation(&error));
        QVERIFY2(error.contains(QStringLiteral("hex")), qPrintable(error));
    }

    void gameInfoEditsAreUndoable()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        QLineEdit *player1 = window()->gameInfoPanel()->player1Edit();
        QCOMPARE(player1->text(), QStringLiteral("Ada (vertical)"));
        player1->setFocus();
        player1->selectAll();
        QTest::keyClicks(player1, QStringLiteral("Alice"));
        QTest::keyClick(player1, Qt::Key_Return);
        QCOMPARE(document->game().player1, QStringLiteral("Alice"));
        window()->undoAction()->trigger();
        QCOMPARE(document->game().player1, QStringLiteral("Ada (vertical)"));
        QCOMPARE(player1->text(), QStringLiteral("Ada (vertical)"));
        // The board size of a game with moves stays.
        GameDocument::GameInfo info = document->gameInfo();
        info.columns = 9;
        QVERIFY(!document->setGameInfo(info));
    }

    void findByCommentAndMove()
    {
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        const GameTree &tree = document->tree();
        NodeId commented = NoNode;
        for (NodeId n = tree.nextInPreorder(tree.root()); n != NoNode; n = tree.nextInPreorder(n))
            if (tree.hasComment(n) && commented == NoNode)
                commented = n;
        QVERIFY(commented != NoNode);
        const QString word = tree.comment(commented).split(QLatin1Char(' ')).first();
        QVERIFY(window()->findNext(word.toUpper(), true));
        QCOMPARE(document->currentNode(), commented);

        const NodeId last = tree.endOfLine(tree.root());
        const QString move = document->moveText(last);
        document->goToRoot();
        QVERIFY(window()->findNext(move, false));
        QCOMPARE(document->moveText(document->currentNode()), move);
        QVERIFY(!window()->findNext(QStringLiteral("no such words anywhere"), true));
    }

    void twixtManualLinking()
    {
        openSample(twixtSample);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        document->goToEndOfLine();
        const HexTwixtPicture before = view->picture();
        QVERIFY(!before.links.empty());
        const int mover = before.toMove;
        // A hole a knight's move away from one of the mover's pegs, free.
        QPoint hole(-1, -1), peg(-1, -1);
        static constexpr int knight[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (const PictureStone &stone : before.stones) {
            if (stone.player != mover || hole.x() >= 0)
                continue;
            for (const auto &d : knight) {
                const int x = stone.x + d[0], y = stone.y + d[1];
                if (x > 0 && y > 0 && x < before.columns - 1 && y < before.rows - 1 && before.playerAt(x, y) == 0) {
                    hole = QPoint(x, y);
                    peg = QPoint(stone.x, stone.y);
                    break;
                }
            }
        }
        QVERIFY(hole.x() >= 0);
        click(view, hole.x(), hole.y(), Qt::ControlModifier);
        QVERIFY(view->isManualLinking());
        QVERIFY(view->manualMove()->added.empty());
        click(view, peg.x(), peg.y());
        QVERIFY(!view->manualMove()->added.empty());
        const std::vector<TwixtLink> added = view->manualMove()->added;
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(!view->isManualLinking());
        QCOMPARE(view->picture().playerAt(hole.x(), hole.y()), mover);
        for (const TwixtLink &link : added)
            QVERIFY(std::any_of(view->picture().links.begin(), view->picture().links.end(),
                                [&](const PictureLink &l) { return l.link == link; }));
        window()->undoAction()->trigger();
        QCOMPARE(view->picture().playerAt(hole.x(), hole.y()), 0);

        // Escape leaves nothing behind.
        click(view, hole.x(), hole.y(), Qt::ControlModifier);
        QVERIFY(view->isManualLinking());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->isManualLinking());
        QCOMPARE(view->picture().playerAt(hole.x(), hole.y()), 0);
    }

    // A long move without links has no SGF notation (an SGF peg is always
    // linked): once saved as SGF, the clean tab shows the peg linked, as the
    // file holds it and as reopening shows it.
    void lossySaveShowsWhatTheFileHolds()
    {
        QTemporaryDir dir;
        openSample(twixtSample);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        document->goToEndOfLine();
        const int mover = view->picture().toMove;
        const QPoint hole = linkableHole(view);
        QVERIFY(hole.x() >= 0);
        const auto linksAtHole = [&](const HexTwixtPicture &picture) {
            return std::count_if(picture.links.begin(), picture.links.end(), [&](const PictureLink &l) {
                return (l.link.x == hole.x() && l.link.y == hole.y())
                    || (l.link.otherX() == hole.x() && l.link.otherY() == hole.y());
            });
        };
        click(view, hole.x(), hole.y(), Qt::ControlModifier);
        QVERIFY(view->isManualLinking());
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(view->picture().playerAt(hole.x(), hole.y()), mover);
        QCOMPARE(linksAtHole(view->picture()), 0);
        // The Moves list tells it from an ordinary move.
        const QString holeName = twixtnotation::holeName(hole.x(), hole.y());
        QCOMPARE(document->moveText(document->currentNode()), holeName + QStringLiteral(" (no links)"));
        const std::vector<int> path = document->tree().indexPath(document->currentNode());

        QStringList warned;
        scriptPrompts(*window()).onSaveDespiteLosses = [&](const QString &, const QStringList &warnings) {
            warned = warnings;
            return true;
        };
        const QString sgfPath = dir.filePath(QStringLiteral("long.sgf"));
        QString error;
        QVERIFY2(window()->saveCurrentAs(sgfPath, &error), qPrintable(error));
        QVERIFY(!warned.isEmpty());
        GameDocument *shown = window()->currentDocument();
        QVERIFY(!shown->isModified());
        QCOMPARE(shown->format(), FileFormat::Sgf);
        QCOMPARE(shown->tree().indexPath(shown->currentNode()), path);
        HexTwixtView *shownView = window()->currentView<HexTwixtView>();
        QCOMPARE(shownView->picture().playerAt(hole.x(), hole.y()), mover);
        QCOMPARE(shown->moveText(shown->currentNode()), holeName);
        const auto shownLinks = linksAtHole(shownView->picture());
        QVERIFY(shownLinks > 0);
        // The same tab, its undo history kept: the reading back is one step
        // on top, and undoing it brings back the move as it was played.
        QCOMPARE(shown, document);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Saved as long.sgf (what the file holds)"));
        QVERIFY(document->undoStack()->count() >= 2);
        window()->undoAction()->trigger();
        QVERIFY(document->isModified());
        QCOMPARE(document->moveText(document->currentNode()), holeName + QStringLiteral(" (no links)"));
        QCOMPARE(linksAtHole(window()->currentView<HexTwixtView>()->picture()), 0);
        window()->redoAction()->trigger();
        QVERIFY(!document->isModified());
        QCOMPARE(linksAtHole(window()->currentView<HexTwixtView>()->picture()), shownLinks);

        // What the tab shows is what a fresh read of the file shows.
        window()->action(QStringLiteral("close"))->trigger();
        QCOMPARE(window()->documentCount(), 0);
        openSample(sgfPath);
        window()->currentDocument()->setCurrentNode(window()->currentDocument()->tree().nodeByPath(path));
        QCOMPARE(linksAtHole(window()->currentView<HexTwixtView>()->picture()), shownLinks);
    }

    // With no document the Game Info panel says so, with no leftover fields
    // (no "0 columns", no placeholders, no last game's rules).
    void gameInfoSaysWhenNothingIsOpen()
    {
        GameInfoPanel *panel = window()->gameInfoPanel();
        const auto fieldsShown = [&] {
            const QList<QWidget *> children = panel->findChildren<QWidget *>();
            return panel->player1Edit()->isVisibleTo(panel) || panel->nameEdit()->isVisibleTo(panel)
                || std::any_of(children.begin(), children.end(), [&](QWidget *w) {
                       return (qobject_cast<QSpinBox *>(w) || qobject_cast<QComboBox *>(w)) && w->isVisibleTo(panel);
                   });
        };
        QVERIFY(panel->nothingOpenLabel()->isVisibleTo(panel));
        QCOMPARE(panel->nothingOpenLabel()->text(), QStringLiteral("No game is open."));
        QVERIFY(!fieldsShown());
        openSample(twixtSample);
        QVERIFY(!panel->nothingOpenLabel()->isVisibleTo(panel));
        QVERIFY(fieldsShown());
        window()->action(QStringLiteral("close"))->trigger();
        QCOMPARE(window()->documentCount(), 0);
        QVERIFY(panel->nothingOpenLabel()->isVisibleTo(panel));
        QVERIFY(!fieldsShown());
        QVERIFY(panel->player1Edit()->text().isEmpty());
    }

    // Status messages go when they stop being true.
    void linkingMessagesEndWithTheLinking()
    {
        openSample(twixtSample);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        document->goToEndOfLine();
        const HexTwixtPicture before = view->picture();
        const int mover = before.toMove;
        QPoint peg;
        const QPoint hole = linkableHole(view, &peg);
        QVERIFY(hole.x() >= 0);
        QStatusBar *status = window()->statusBar();
        click(view, hole.x(), hole.y(), Qt::ControlModifier);
        QCOMPARE(status->currentMessage(), QStringLiteral("Manual linking started"));
        click(view, peg.x(), peg.y());
        QVERIFY2(status->currentMessage().contains(QStringLiteral("added")), qPrintable(status->currentMessage()));
        // Taking the link back: "1 link added" is no longer true.
        const std::size_t addedCount = view->manualMove()->added.size();
        const TwixtLink link = view->manualMove()->added.front();
        const TwixtRenderer renderer(before.columns, before.rows, view->boardTarget(), view->renderOptions());
        // Off its centre, which the crossing link shares.
        const QPointF middle
            = renderer.cellCenter(link.x, link.y) * 0.65 + renderer.cellCenter(link.otherX(), link.otherY()) * 0.35;
        QVERIFY(!view->cellAt(middle)
                || view->picture().playerAt(view->cellAt(middle)->x(), view->cellAt(middle)->y()) != mover);
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, middle.toPoint());
        QCOMPARE(view->manualMove()->added.size(), addedCount - 1);
        QVERIFY2(!status->currentMessage().contains(QStringLiteral("added")), qPrintable(status->currentMessage()));
        // Played: nothing about the linking stays.
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(!view->isManualLinking());
        QVERIFY2(status->currentMessage().isEmpty(), qPrintable(status->currentMessage()));
        // Started and left by stepping away: the same.
        window()->undoAction()->trigger();
        click(view, hole.x(), hole.y(), Qt::ControlModifier);
        QVERIFY(view->isManualLinking());
        document->goToParent();
        QVERIFY(!view->isManualLinking());
        QVERIFY2(status->currentMessage().isEmpty(), qPrintable(status->currentMessage()));
    }

    // kibitz BADFILE: the window shows, and the error over it.
    void commandLineErrorsShowOverTheWindow()
    {
        discardWindow(m_window);
        m_window = std::make_unique<MainWindow>();
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.jgame"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a game record");
        file.close();
        QString text;
        QWidget *parent = nullptr;
        bool windowShown = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("OpenErrors"));
            if (!box || !box->isVisible())
                return;
            text = box->text();
            parent = box->parentWidget();
            windowShown = m_window->isVisible();
            box->accept();
        });
        poll.start(20);
        QVERIFY(!m_window->isVisible());
        QCOMPARE(m_window->openFiles({twixtSample, bad}), 1);
        QVERIFY2(text.contains(QStringLiteral("bad.jgame")), qPrintable(text));
        QCOMPARE(parent, static_cast<QWidget *>(m_window.get()));
        QVERIFY(windowShown);
        QCOMPARE(m_window->documentCount(), 1);
    }

    void saveReopenCompare()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("edited.jgame"));
        QVERIFY(QFile::copy(hexSample, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        openSample(path);
        GameDocument *document = window()->currentDocument();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        document->goToMainChild();
        const QPoint cell = emptyCell(view);
        click(view, cell.x(), cell.y());
        const std::vector<int> addedPath = document->tree().indexPath(document->currentNode());
        QPlainTextEdit *editor = window()->commentPanel()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("A new idea"));
        QVERIFY(document->isModified());
        QVERIFY(window()->saveCurrent());
        QVERIFY(!document->isModified());
        window()->action(QStringLiteral("close"))->trigger();

        FileLoad reloaded = loadFile(path);
        QVERIFY2(reloaded.result.ok(), qPrintable(reloaded.result.error.message));
        const GameTree &tree = reloaded.result.collection->games.front().tree;
        const NodeId node = tree.nodeByPath(addedPath);
        QVERIFY(node != NoNode);
        QCOMPARE(tree.comment(node), QStringLiteral("A new idea"));

        // Save As SGF writes the other format and the document follows it.
        openSample(path);
        const QString sgfPath = dir.filePath(QStringLiteral("edited.sgf"));
        QString error;
        QVERIFY2(window()->saveCurrentAs(sgfPath, &error), qPrintable(error));
        QCOMPARE(window()->currentDocument()->format(), FileFormat::Sgf);
        FileLoad sgf = loadFile(sgfPath);
        QVERIFY(sgf.result.ok());
        QCOMPARE(sgf.result.collection->games.front().tree.comment(
                     sgf.result.collection->games.front().tree.nodeByPath(addedPath)),
                 QStringLiteral("A new idea"));
    }

    void failedSaveKeepsFileAndReports()
    {
        QTemporaryDir dir;
        openSample(hexSample);
        GameDocument *document = window()->currentDocument();
        document->goToMainChild();
        click(window()->currentView<HexTwixtView>(), emptyCell(window()->currentView<HexTwixtView>()).x(),
              emptyCell(window()->currentView<HexTwixtView>()).y());
        QString error;
        QVERIFY(!window()->saveCurrentAs(dir.filePath(QStringLiteral("missing/dir/x.jgame")), &error));
        QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
        QVERIFY(document->isModified());
        // A folder that takes no files (as /proc on Linux): said so, not
        // "No such file or directory".
        if (QFileInfo(QStringLiteral("/proc/self")).exists()) {
            QVERIFY(!window()->saveCurrentAs(QStringLiteral("/proc/x.jgame"), &error));
            QVERIFY2(error.contains(QStringLiteral("/proc cannot be written to")), qPrintable(error));
        }
        // An extension no format has (.txt is a Jellyfish match export now).
        QVERIFY(!window()->saveCurrentAs(dir.filePath(QStringLiteral("x.xyz")), &error));
        QVERIFY2(error.contains(QStringLiteral("format")), qPrintable(error));
    }

    void unsavedChangesAreAskedAbout()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.jgame"));
        QVERIFY(QFile::copy(hexSample, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray original = test::readFile(path);
        openSample(path);
        GameDocument *document = window()->currentDocument();
        document->goToMainChild();
        click(window()->currentView<HexTwixtView>(), emptyCell(window()->currentView<HexTwixtView>()).x(),
              emptyCell(window()->currentView<HexTwixtView>()).y());
        QStringList asked;
        UserPrompts::UnsavedAnswer answer = UserPrompts::UnsavedAnswer::Cancel;
        scriptPrompts(*window()).onUnsavedChanges = [&](const QString &name) {
            asked << name;
            return answer;
        };
        // Cancel keeps the tab, and closing the window is refused.
        QVERIFY(!window()->closeDocument(0));
        QCOMPARE(window()->documentCount(), 1);
        QVERIFY(!window()->close());
        QCOMPARE(asked, QStringList({QStringLiteral("game.jgame"), QStringLiteral("game.jgame")}));
        // Discard closes without writing.
        answer = UserPrompts::UnsavedAnswer::Discard;
        QVERIFY(window()->closeDocument(0));
        QCOMPARE(window()->documentCount(), 0);
        QVERIFY(window()->isStartPageShown());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), original);
        f.close();
        // Save writes, then closes.
        openSample(path);
        window()->currentDocument()->goToMainChild();
        click(window()->currentView<HexTwixtView>(), emptyCell(window()->currentView<HexTwixtView>()).x(),
              emptyCell(window()->currentView<HexTwixtView>()).y());
        answer = UserPrompts::UnsavedAnswer::Save;
        QVERIFY(window()->closeDocument(0));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll() != original);
    }

    void droppedFilesOpen()
    {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(hexSample), QUrl::fromLocalFile(twixtSample)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window(), &drop);
        QCOMPARE(window()->documentCount(), 2);
    }

    void bigFilesOpenWithProgressAndCanBeCancelled()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.jgame"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(kibitz::bench::bigTree(1000000));
        }
        window()->setProgressDelay(0);
        // Cancel as soon as the progress dialog shows.
        bool sawDialog = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *progress = window()->findChild<QProgressDialog *>(QStringLiteral("OpenProgress"));
            if (progress && progress->isVisible() && !sawDialog) {
                sawDialog = true;
                QPushButton *cancel = progress->findChild<QPushButton *>();
                QVERIFY(cancel);
                cancel->click(); // as the user would
            }
        });
        poll.start(1);
        QString error;
        QVERIFY(!window()->openFile(path, &error));
        poll.stop();
        QVERIFY(sawDialog);
        QVERIFY2(error.contains(QStringLiteral("cancelled")), qPrintable(error));
        QCOMPARE(window()->documentCount(), 0);
        QVERIFY(window()->isStartPageShown());

        // Not cancelled, it opens, and the window stays usable meanwhile.
        int ticks = 0;
        QTimer heartbeat;
        connect(&heartbeat, &QTimer::timeout, this, [&] { ++ticks; });
        heartbeat.start(5);
        QVERIFY2(window()->openFile(path, &error), qPrintable(error));
        heartbeat.stop();
        QCOMPARE(window()->documentCount(), 1);
        QCOMPARE(window()->currentDocument()->tree().liveNodeCount(), std::size_t(1000000));
        QVERIFY2(ticks > 0, "the event loop did not run while the file was read");
        window()->setProgressDelay(400);
    }

    void exportBoardImage()
    {
        QTemporaryDir dir;
        openSample(twixtSample);
        window()->currentDocument()->goToEndOfLine();
        const QString png = dir.filePath(QStringLiteral("board.png"));
        const QString svg = dir.filePath(QStringLiteral("board.svg"));
        QVERIFY(window()->exportBoardImage(png));
        QVERIFY(window()->exportBoardImage(svg));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), window()->currentView<HexTwixtView>()->size());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
    }

    void viewOptionsApplyToBoardsAndPersist()
    {
        openSample(hexSample);
        QAction *coordinates = window()->action(QStringLiteral("coordinates"));
        const bool hadCoordinates = coordinates->isChecked();
        coordinates->trigger();
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().coordinates, !hadCoordinates);
        window()->close();
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(m_window->action(QStringLiteral("coordinates"))->isChecked(), !hadCoordinates);
        m_window->action(QStringLiteral("coordinates"))->trigger();
        m_window->close();
    }

    // Flip Board flips the tab it was asked for; other tabs and other games
    // keep their side. It is remembered per game family.
    void flipIsPerTabAndRememberedPerGame()
    {
        openSample(twixtSample);
        HexTwixtView *twixt = window()->currentView<HexTwixtView>();
        QAction *flip = window()->action(QStringLiteral("flip"));
        QVERIFY(flip && !flip->isChecked());
        QVERIFY(!twixt->renderOptions().flipped);
        flip->trigger();
        QVERIFY(twixt->renderOptions().flipped);

        QString error;
        QVERIFY2(window()->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"), &error),
                 qPrintable(error));
        QVERIFY(!window()->currentView<HexTwixtView>()); // the backgammon view
        QVERIFY(!flip->isChecked());
        QVERIFY(twixt->renderOptions().flipped);
        openSample(hexSample);
        HexTwixtView *hex = window()->currentView<HexTwixtView>();
        QVERIFY(!hex->renderOptions().flipped);
        QVERIFY(!flip->isChecked());
        // Back on the Twixt tab the menu shows its flip; unflipping the hex
        // board later leaves it flipped.
        QTabWidget *tabs = nullptr;
        for (QTabWidget *t : window()->findChildren<QTabWidget *>())
            if (t->accessibleName() == QStringLiteral("Open files"))
                tabs = t;
        QVERIFY(tabs);
        tabs->setCurrentIndex(0);
        QVERIFY(flip->isChecked());
        tabs->setCurrentIndex(2);
        QVERIFY(!flip->isChecked());
        flip->trigger();
        QVERIFY(hex->renderOptions().flipped);
        QVERIFY(twixt->renderOptions().flipped);
        flip->trigger();
        QVERIFY(!hex->renderOptions().flipped);
        QVERIFY(twixt->renderOptions().flipped);

        // A new window starts unflipped; a Twixt board opens flipped again,
        // a Hex board does not.
        discardWindow(m_window);
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(!m_window->action(QStringLiteral("flip"))->isChecked());
        openSample(hexSample);
        QVERIFY(!window()->currentView<HexTwixtView>()->renderOptions().flipped);
        openSample(twixtSample);
        QVERIFY(window()->currentView<HexTwixtView>()->renderOptions().flipped);
        QVERIFY(window()->action(QStringLiteral("flip"))->isChecked());
        window()->action(QStringLiteral("flip"))->trigger(); // leave the settings unflipped
        QVERIFY(!window()->currentView<HexTwixtView>()->renderOptions().flipped);
    }

    void openAndSaveAsFiltersFollowTheFormats()
    {
        // File > Open: the "Game records" filter and a filter of its own for
        // every format Kibitz reads, so that each sample file is listed.
        const QStringList open = MainWindow::openFilters();
        QVERIFY(open.last().contains(QStringLiteral("(*)")));
        const auto patterns = [](const QString &filter) {
            const qsizetype from = filter.lastIndexOf(QLatin1Char('(')), to = filter.lastIndexOf(QLatin1Char(')'));
            return filter.mid(from + 1, to - from - 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        };
        const QStringList all = patterns(open.front());
        for (const QString &file :
             {hexSample, twixtSample, QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"),
              QStringLiteral(KIBITZ_SAMPLES_DIR "/rokkaku-tournament.log"),
              QStringLiteral(KIBITZ_TEST_DATA "/bgammon/gnubg-saved.sgf"), QStringLiteral("x.hsgf"),
              QStringLiteral("x.tsgf"), QStringLiteral("x.jhex"), QStringLiteral("x.T1"), QStringLiteral("x.t1")}) {
            const QString pattern = QStringLiteral("*.") + QFileInfo(file).suffix();
            QVERIFY2(all.contains(pattern), qPrintable(pattern));
            int own = 0;
            for (qsizetype i = 1; i + 1 < open.size(); ++i)
                own += patterns(open[i]).contains(pattern);
            QVERIFY2(own == 1, qPrintable(pattern));
        }

        // Save As offers only the formats that can hold the file's games,
        // and every one of them writes it.
        const auto formats = [](const QString &path) {
            FileLoad load = loadFile(path);
            std::vector<FileFormat> result;
            if (!load.result.ok())
                return result;
            for (const MainWindow::SaveFilter &f : MainWindow::saveFilters(*load.result.collection)) {
                if (!serialize(*load.result.collection, f.format).ok())
                    return std::vector<FileFormat>{};
                if (!f.filter.contains(QStringLiteral("*.") + defaultExtension(f.format)))
                    return std::vector<FileFormat>{};
                result.push_back(f.format);
            }
            return result;
        };
        QCOMPARE(formats(hexSample), (std::vector<FileFormat>{FileFormat::Jgame, FileFormat::Sgf}));
        QCOMPARE(formats(twixtSample), (std::vector<FileFormat>{FileFormat::Jgame, FileFormat::Sgf}));
        QCOMPARE(formats(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match")),
                 (std::vector<FileFormat>{FileFormat::BgammonMatch, FileFormat::Sgf, FileFormat::JellyfishMat}));
        QCOMPARE(formats(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/gnubg-saved.sgf")),
                 (std::vector<FileFormat>{FileFormat::BgammonMatch, FileFormat::Sgf, FileFormat::JellyfishMat}));
        // Jellyfish files hold standard backgammon only.
        QCOMPARE(formats(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/acey-deucey.match")),
                 (std::vector<FileFormat>{FileFormat::BgammonMatch, FileFormat::Sgf}));
        QCOMPARE(formats(QStringLiteral(KIBITZ_SAMPLES_DIR "/rokkaku-tournament.log")),
                 (std::vector<FileFormat>{FileFormat::RokkakuLog}));
        // T1 files are read only: a Twixt game from one saves as Jgame or SGF.
        QTemporaryDir dir;
        const QString t1 = dir.filePath(QStringLiteral("game.T1"));
        QFile t1File(t1);
        QVERIFY(t1File.open(QIODevice::WriteOnly));
        t1File.write(
            "#\n#\n1 # version\nA # player 1\nB # player 2\n24 # y\n24 # x\nH #\nH #\n1 #\nV #\nY #\nN #\nI9\nswap\n");
        t1File.close();
        QCOMPARE(formats(t1), (std::vector<FileFormat>{FileFormat::Jgame, FileFormat::Sgf}));
        // A Jgame file holds one game: not offered for a collection of two.
        FileLoad hex = loadFile(hexSample);
        QVERIFY(hex.result.ok());
        Collection two = *hex.result.collection;
        two.games.push_back(two.games.front());
        const std::vector<MainWindow::SaveFilter> twoFilters = MainWindow::saveFilters(two);
        QCOMPARE(twoFilters.size(), std::size_t(1));
        QCOMPARE(twoFilters.front().format, FileFormat::Sgf);
        QVERIFY(MainWindow::saveFilters(Collection{}).empty());
    }

    void everyMenuActionHasAShortcutOrIsAMenuItem()
    {
        // Shortcuts shown in the menus: the navigation keys are menu actions.
        for (const QString &name :
             {QStringLiteral("previousMove"), QStringLiteral("nextMove"), QStringLiteral("previousVariation"),
              QStringLiteral("nextVariation"), QStringLiteral("branchPoint"), QStringLiteral("start"),
              QStringLiteral("end"), QStringLiteral("undo"), QStringLiteral("redo"), QStringLiteral("find")}) {
            QAction *a = window()->action(name);
            QVERIFY2(a, qPrintable(name));
            QVERIFY2(!a->shortcut().isEmpty(), qPrintable(name));
        }
    }

    void moveListShowsTheCurrentMove()
    {
        openSample(twixtSample);
        window()->currentDocument()->goToEndOfLine();
        QApplication::processEvents();
        MoveListPanel *moves = window()->moveListPanel();
        QListView *list = moves->list();
        const int last = moves->rowCount() - 1;
        QVERIFY(list->sizeHintForRow(0) * (last + 1) > list->viewport()->height()); // more rows than it shows
        QCOMPARE(moves->currentRow(), last);
        const QRect row = list->visualRect(list->model()->index(last, 0));
        QVERIFY2(list->viewport()->rect().contains(row), qPrintable(QStringLiteral("row %1 at y %2, viewport height %3")
                                                                        .arg(last)
                                                                        .arg(row.y())
                                                                        .arg(list->viewport()->height())));
        // Back to the start, then to the end again: followed both ways.
        window()->currentDocument()->goToRoot();
        QApplication::processEvents();
        QVERIFY(list->viewport()->rect().contains(list->visualRect(list->model()->index(0, 0))));
        window()->currentDocument()->goToEndOfLine();
        QApplication::processEvents();
        QVERIFY(list->viewport()->rect().contains(list->visualRect(list->model()->index(last, 0))));
        // Resizing keeps it in sight, whether the list shrinks or grows.
        const QSize size = window()->size();
        for (const QSize &other : {QSize(size.width(), size.height() - 150), QSize(1600, 1000), size}) {
            window()->resize(other);
            QApplication::processEvents();
            QVERIFY2(list->viewport()->rect().contains(list->visualRect(list->model()->index(last, 0))),
                     qPrintable(QStringLiteral("window %1x%2").arg(other.width()).arg(other.height())));
        }
    }

    // With KIBITZ_SCREENSHOTS=DIR: the states the fixes of a new user's
    // reports changed, at 1200x800 and 1024x768, light and dark.
    void fixScreenshots()
    {
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots");
        QDir().mkpath(dir);
        QTemporaryDir files;
        const QString twixtCopy = files.filePath(QStringLiteral("twixt.jgame"));
        QVERIFY(QFile::copy(twixtSample, twixtCopy));
        QFile::setPermissions(twixtCopy, QFile::ReadOwner | QFile::WriteOwner);
        for (const bool dark : {false, true}) {
            window()->setDarkTheme(dark);
            const QString theme = dark ? QStringLiteral("dark") : QStringLiteral("light");
            for (const QSize &size : {QSize(1200, 800), QSize(1024, 768)}) {
                window()->resize(size);
                const auto shot = [&](const QString &what) {
                    QApplication::processEvents();
                    QVERIFY(window()->grab().save(QStringLiteral("%1/%2-%3-%4x%5.png")
                                                      .arg(dir, what, theme)
                                                      .arg(size.width())
                                                      .arg(size.height())));
                };
                shot(QStringLiteral("nothing-open"));
                openSample(twixtCopy);
                HexTwixtView *view = window()->currentView<HexTwixtView>();
                window()->currentDocument()->goToEndOfLine();
                const QPoint hole = linkableHole(view);
                click(view, hole.x(), hole.y(), Qt::ControlModifier);
                shot(QStringLiteral("twixt-linking"));
                QTest::keyClick(view, Qt::Key_Return);
                shot(QStringLiteral("twixt-long-move"));
                QVERIFY(window()->saveCurrentAs(
                    files.filePath(QStringLiteral("twixt-%1-%2.sgf").arg(theme).arg(size.width()))));
                shot(QStringLiteral("twixt-saved-as-sgf"));
                window()->action(QStringLiteral("flip"))->trigger();
                QString error;
                QVERIFY(window()->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"), &error));
                shot(QStringLiteral("backgammon-after-flipped-twixt"));
                // A variation of one's own: no roll follows, the dice boxes are blank.
                if (auto *backgammon = qobject_cast<BackgammonView *>(window()->currentDocumentView())) {
                    backgammon->setAnimationMilliseconds(0);
                    window()->currentDocument()->goToMainChild();
                    QVERIFY(backgammon->setRoll({4, 2}));
                    QVERIFY(backgammon->playTyped(QStringLiteral("13/9 13/11")));
                    shot(QStringLiteral("backgammon-variation-dice"));
                }
                QVERIFY(window()->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/rokkaku-tournament.log"), &error));
                window()->currentDocument()->goToEndOfLine();
                shot(QStringLiteral("rokkaku"));
                discardWindow(m_window);
                m_window = std::make_unique<MainWindow>();
                scriptPrompts(*m_window).onSaveDespiteLosses
                    = [](const QString &, const QStringList &) { return true; };
                m_window->resize(size);
                m_window->show();
                QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
                window()->setDarkTheme(dark);
                window()->action(QStringLiteral("flip"))->trigger(); // no tab: nothing flips
            }
        }
        // Leave Twixt unflipped in the settings.
        openSample(twixtSample);
        if (window()->currentView<HexTwixtView>()->renderOptions().flipped)
            window()->action(QStringLiteral("flip"))->trigger();
        window()->setDarkTheme(false);
    }

    // With KIBITZ_SCREENSHOTS=DIR: backgammon (.match and .mat) and Rokkaku
    // at 1366x768 and 1600x900, light and dark, in English and German (the
    // states issue 33's fixes changed: the board's words, who played each
    // move, the team colours, the standings and scoreboard, the Explorer).
    void issue33Screenshots()
    {
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots");
        QDir().mkpath(dir);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            for (const bool dark : {false, true}) {
                window()->setDarkTheme(dark); // applies the preferences' language: installed after
                translations::install(language);
                for (const QSize &size : {QSize(1366, 768), QSize(1600, 900)}) {
                    window()->resize(size);
                    const auto shot = [&](const QString &what) {
                        QApplication::processEvents();
                        QVERIFY(window()->grab().save(
                            QStringLiteral("%1/%2-%3-%4-%5x%6.png")
                                .arg(dir, what, language, dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                .arg(size.width())
                                .arg(size.height())));
                    };
                    QString error;
                    for (const QString &match : {QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"),
                                                 QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/xg-style.mat")}) {
                        QVERIFY2(window()->openFile(match, &error), qPrintable(error));
                        auto *backgammon = qobject_cast<BackgammonView *>(window()->currentDocumentView());
                        QVERIFY(backgammon);
                        backgammon->setAnimationMilliseconds(0);
                        for (int i = 0; i < 6; ++i)
                            window()->currentDocument()->goToMainChild();
                        backgammon->stepCheckerForward();
                        shot(QStringLiteral("backgammon-%1").arg(QFileInfo(match).suffix()));
                    }
                    QVERIFY(window()->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/rokkaku-tournament.log"), &error));
                    shot(QStringLiteral("rokkaku-start"));
                    for (int i = 0; i < 40; ++i)
                        window()->currentDocument()->goToMainChild();
                    shot(QStringLiteral("rokkaku-turn40"));
                    while (window()->documentCount() > 0)
                        window()->action(QStringLiteral("close"))->trigger();
                }
            }
        }
        translations::install(QStringLiteral("en"));
        window()->setDarkTheme(false);
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots");
        QDir().mkpath(dir);
        for (const bool dark : {false, true}) {
            window()->setDarkTheme(dark);
            for (const QString &sample : {hexSample, twixtSample}) {
                openSample(sample);
                window()->currentDocument()->goToEndOfLine();
                window()->currentDocument()->goToParent();
                for (const QSize &size : {QSize(1100, 750), QSize(1600, 1000)}) {
                    window()->resize(size);
                    QApplication::processEvents();
                    const QString name = QStringLiteral("%1/%2-%3-%4x%5.png")
                                             .arg(dir, QFileInfo(sample).baseName(),
                                                  dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                             .arg(size.width())
                                             .arg(size.height());
                    QVERIFY(window()->grab().save(name));
                }
            }
        }
        window()->setDarkTheme(false);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
