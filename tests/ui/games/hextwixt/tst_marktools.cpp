// The mark tools of Hex and Twixt boards (issue 34): the Marks tool bar's
// tools on the board (add, change, remove, undo), the move and position marks
// from the Edit menu, its shortcuts and the board's context menu, the marks
// in the Moves list, the screen reader's description and Copy Diagram.

#include "document/gamedocument.h"
#include "formats/registry.h"
#include "games/hextwixt/hextwixtview.h"
#include "games/hextwixt/marktools.h"
#include "panels/movelistpanel.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolBar>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace kibitz;

namespace {

const QString twixtSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame");

QPointF cellCentre(HexTwixtView *view, int x, int y)
{
    const HexTwixtPicture &picture = view->picture();
    if (picture.kind == GameKind::Hex)
        return HexRenderer(picture.columns, picture.rows, view->boardTarget(), view->renderOptions()).cellCenter(x, y);
    return TwixtRenderer(picture.columns, picture.rows, view->boardTarget(), view->renderOptions()).cellCenter(x, y);
}

void click(HexTwixtView *view, int x, int y)
{
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, cellCentre(view, x, y).toPoint());
}

void drag(HexTwixtView *view, QPoint from, QPoint to)
{
    QTest::mousePress(view, Qt::LeftButton, Qt::NoModifier, cellCentre(view, from.x(), from.y()).toPoint());
    QTest::mouseRelease(view, Qt::LeftButton, Qt::NoModifier, cellCentre(view, to.x(), to.y()).toPoint());
}

QAction *findAction(QMenu *menu, const QString &name)
{
    for (QAction *a : menu->actions())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

} // namespace

class TestMarkTools : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    HexTwixtView *open(const QString &path)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1000, 760);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return nullptr;
        QString error;
        if (!m_window->openFile(path, &error))
            qWarning("%s", qPrintable(error));
        QApplication::processEvents();
        return m_window->currentView<HexTwixtView>();
    }

    // A Hex game of three moves in SGF, on a board of `size`.
    QString hexFile(int size = 9)
    {
        const QString path = m_dir.filePath(QStringLiteral("marks%1.sgf").arg(size));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return QString();
        file.write(QStringLiteral("(;FF[4]GM[11]SZ[%1];B[c3];W[d4];B[e5])").arg(size).toUtf8());
        return path;
    }

    void useTool(const char *name)
    {
        QAction *tool = m_window->findChild<QAction *>(QLatin1String(name));
        QVERIFY2(tool, name);
        QVERIFY(tool->isEnabled());
        tool->trigger();
    }

    static const NodeMarkup &marks(HexTwixtView *view)
    {
        return view->document()->tree().markup(view->document()->currentNode());
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    }

    void cleanup() { discardWindow(m_window); }

    void shapes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("size");
        QTest::newRow("hex 9") << QStringLiteral("hex") << 9;
        QTest::newRow("hex 19") << QStringLiteral("hex") << 19;
        QTest::newRow("twixt") << QStringLiteral("twixt") << 24;
    }

    // Each shape tool adds its mark to a clicked cell, another shape replaces
    // it, a second click takes it away; each change is one undo step.
    void shapes()
    {
        QFETCH(QString, file);
        QFETCH(int, size);
        HexTwixtView *view = open(file == QLatin1String("hex") ? hexFile(size) : twixtSample);
        QVERIFY(view);
        GameDocument *document = view->document();
        document->goToEndOfLine();
        const NodeId node = document->currentNode();
        const int steps = document->undoStack()->count();
        const QPoint cell(1, size - 2);

        useTool("markToolTriangle");
        QCOMPARE(view->markTool(), HexTwixtView::MarkTool::Triangle);
        click(view, cell.x(), cell.y());
        QVERIFY(marks(view).shape(MarkShape::Triangle).contains(cell.x(), cell.y()));
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(document->currentNode(), node); // marking plays no move
        QVERIFY(view->picture().markup.shape(MarkShape::Triangle).contains(cell.x(), cell.y()));

        useTool("markToolSquare");
        click(view, cell.x(), cell.y());
        QVERIFY(marks(view).shape(MarkShape::Square).contains(cell.x(), cell.y()));
        QVERIFY(!marks(view).shape(MarkShape::Triangle).contains(cell.x(), cell.y()));

        for (const char *tool : {"markToolCircle", "markToolCross", "markToolSelect", "markToolDim"}) {
            useTool(tool);
            click(view, cell.x() + 1, cell.y());
        }
        QVERIFY(marks(view).shape(MarkShape::Cross).contains(cell.x() + 1, cell.y()));
        QVERIFY(!marks(view).shape(MarkShape::Circle).contains(cell.x() + 1, cell.y()));
        QVERIFY(marks(view).shape(MarkShape::Selected).contains(cell.x() + 1, cell.y()));
        QVERIFY(marks(view).shape(MarkShape::Dimmed).contains(cell.x() + 1, cell.y()));
        QCOMPARE(document->undoStack()->count(), steps + 6);

        // Clicked again: taken away.
        useTool("markToolSquare");
        click(view, cell.x(), cell.y());
        QVERIFY(!marks(view).shape(MarkShape::Square).contains(cell.x(), cell.y()));
        QCOMPARE(document->undoStack()->count(), steps + 7);
        document->undoStack()->undo();
        QVERIFY(marks(view).shape(MarkShape::Square).contains(cell.x(), cell.y()));
        while (document->undoStack()->index() > steps)
            document->undoStack()->undo();
        QVERIFY(!document->tree().hasMarkup(node));

        // Back to playing: a click plays a move again.
        useTool("markToolPlay");
        QCOMPARE(view->markTool(), HexTwixtView::MarkTool::None);
    }

    // Labels count up (A, B... or 1, 2...), taking the next free one; a
    // click on a label takes it away.
    void labels()
    {
        HexTwixtView *view = open(hexFile());
        QVERIFY(view);
        useTool("markToolLetter");
        click(view, 0, 0);
        click(view, 1, 0);
        click(view, 2, 0);
        QCOMPARE(marks(view).labels.size(), std::size_t(3));
        QCOMPARE(marks(view).labels[2].text, QStringLiteral("C"));
        click(view, 1, 0); // B goes
        QCOMPARE(marks(view).labels.size(), std::size_t(2));
        click(view, 5, 5); // and is the next one given
        QCOMPARE(marks(view).labelAt(5, 5)->text, QStringLiteral("B"));
        useTool("markToolNumber");
        click(view, 6, 6);
        click(view, 7, 7);
        QCOMPARE(marks(view).labelAt(7, 7)->text, QStringLiteral("2"));
        view->document()->undoStack()->undo();
        QVERIFY(!marks(view).labelAt(7, 7));
        // The screen reader hears them.
        QVERIFY2(view->accessibleDescription().contains(QStringLiteral("Labels: A on a1, C on c1, B on f6, 1 on g7.")),
                 qPrintable(view->accessibleDescription()));
    }

    void arrowsAndLines_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("hex") << QStringLiteral("hex");
        QTest::newRow("twixt") << QStringLiteral("twixt");
    }

    // Dragged from cell to cell; a line is the same both ways, an arrow not.
    void arrowsAndLines()
    {
        QFETCH(QString, file);
        HexTwixtView *view = open(file == QLatin1String("hex") ? hexFile() : twixtSample);
        QVERIFY(view);
        useTool("markToolArrow");
        drag(view, QPoint(1, 1), QPoint(4, 2));
        QCOMPARE(marks(view).arrows, (std::vector<BoardLine>{{{1, 1}, {4, 2}}}));
        drag(view, QPoint(4, 2), QPoint(1, 1));
        QCOMPARE(marks(view).arrows.size(), std::size_t(2));
        click(view, 3, 3); // a click draws no arrow
        QCOMPARE(marks(view).arrows.size(), std::size_t(2));
        useTool("markToolLine");
        drag(view, QPoint(2, 5), QPoint(5, 6));
        QCOMPARE(marks(view).lines, (std::vector<BoardLine>{{{2, 5}, {5, 6}}}));
        drag(view, QPoint(5, 6), QPoint(2, 5)); // the same line: taken away
        QVERIFY(marks(view).lines.empty());
        view->document()->undoStack()->undo();
        QCOMPARE(marks(view).lines.size(), std::size_t(1));
    }

    // Move marks from the Edit menu, its shortcuts and the context menu;
    // shown in the Moves list; position marks and the hotspot.
    void moveAndPositionMarks()
    {
        HexTwixtView *view = open(hexFile());
        QVERIFY(view);
        GameDocument *document = view->document();
        document->goToEndOfLine();
        QAction *good = m_window->findChild<QAction *>(QStringLiteral("markGoodMove"));
        QVERIFY(good);
        QVERIFY(good->isEnabled());
        good->trigger();
        QCOMPARE(marks(view).move, MoveMark::Good);
        QCOMPARE(marks(view).moveEmphasis, 1);
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_5, Qt::AltModifier); // !!
        QCOMPARE(marks(view).move, MoveMark::Good);
        QCOMPARE(marks(view).moveEmphasis, 2);
        QTest::keyClick(view, Qt::Key_4, Qt::AltModifier); // ?!
        QCOMPARE(marks(view).move, MoveMark::Doubtful);
        auto *moves = m_window->findChild<MoveListPanel *>();
        QVERIFY(moves);
        QVERIFY2(moves->rowText(3).contains(QStringLiteral("?!")), qPrintable(moves->rowText(3)));

        std::unique_ptr<QMenu> menu(view->createContextMenu(nullptr));
        QMenu *here = menu->findChild<QMenu *>(QStringLiteral("MarkMoveHere"));
        QVERIFY(here);
        QAction *bad = findAction(here, QStringLiteral("markBadMoveHere"));
        QVERIFY(bad);
        bad->trigger();
        QCOMPARE(marks(view).move, MoveMark::Bad);
        QMenu *position = menu->findChild<QMenu *>(QStringLiteral("MarkPositionHere"));
        QVERIFY(position);
        position->actions().at(1)->trigger(); // good for White
        QCOMPARE(marks(view).position, PositionMark::GoodForWhite);
        findAction(position, QStringLiteral("markHotspot"))->trigger();
        QCOMPARE(marks(view).hotspot, 1);
        QVERIFY(view->accessibleDescription().contains(QStringLiteral("The move is marked bad (?).")));
        QVERIFY(view->accessibleDescription().contains(QStringLiteral("Marked good for White.")));

        QTest::keyClick(view, Qt::Key_0, Qt::AltModifier);
        QCOMPARE(marks(view).move, MoveMark::None);
        // Undo steps back through each one.
        document->undoStack()->undo();
        QCOMPARE(marks(view).move, MoveMark::Bad);
    }

    // Marks are written to SGF on saving and read back.
    void savedAsSgf()
    {
        HexTwixtView *view = open(hexFile());
        QVERIFY(view);
        useTool("markToolTriangle");
        click(view, 4, 4);
        useTool("markToolLetter");
        click(view, 5, 4);
        view->setMoveMark(MoveMark::Interesting);
        const SaveResult saved = serialize(view->document()->collection(), FileFormat::Sgf);
        QVERIFY2(saved.error.isEmpty(), qPrintable(saved.error));
        const QByteArray text = saved.data;
        QVERIFY2(text.contains("TR[e5]") && text.contains("LB[f5:A]") && text.contains("IT[]"), text.constData());
    }

    // Copy Diagram puts the board, marks included, on the clipboard.
    void copyDiagram()
    {
        HexTwixtView *view = open(hexFile());
        QVERIFY(view);
        QApplication::clipboard()->clear();
        QAction *copy = m_window->findChild<QAction *>(QStringLiteral("copyDiagram"));
        QVERIFY(copy);
        const QImage plain = view->diagram();
        useTool("markToolCross");
        click(view, 0, 8);
        copy->trigger();
        const QImage image = QApplication::clipboard()->image();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), plain.size());
        QVERIFY(image != plain);
    }

    // With KIBITZ_SCREENSHOTS=DIR: a Hex position marked up with every tool
    // and a move mark, in the window, light and dark, to look at.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots");
        HexTwixtView *view = open(hexFile(9));
        QVERIFY(view);
        view->document()->goToEndOfLine();
        useTool("markToolTriangle");
        click(view, 3, 2);
        useTool("markToolSquare");
        click(view, 5, 3);
        useTool("markToolCircle");
        click(view, 2, 5);
        useTool("markToolCross");
        click(view, 6, 6);
        useTool("markToolSelect");
        click(view, 4, 5);
        click(view, 5, 5);
        useTool("markToolDim");
        for (int x = 0; x < 3; ++x)
            click(view, x, 8);
        useTool("markToolLetter");
        click(view, 1, 1);
        click(view, 7, 2);
        useTool("markToolNumber");
        click(view, 6, 4);
        click(view, 7, 4);
        useTool("markToolArrow");
        drag(view, QPoint(4, 4), QPoint(7, 1));
        useTool("markToolLine");
        drag(view, QPoint(1, 7), QPoint(4, 6));
        view->setMoveMark(MoveMark::Good, 2);
        useTool("markToolPlay");
        for (const bool dark : {false, true}) {
            m_window->setDarkTheme(dark);
            QApplication::processEvents();
            QVERIFY(m_window->grab().save(QStringLiteral("%1/hex-marks-%2.png")
                                              .arg(dir, dark ? QStringLiteral("dark") : QStringLiteral("light"))));
        }
        m_window->setDarkTheme(false);
    }

    // The tool bar shows with games of such a board only, and the marks'
    // actions are off for the others.
    void toolBarFollowsTheGame()
    {
        HexTwixtView *view = open(hexFile());
        QVERIFY(view);
        auto *tools = m_window->findChild<MarkTools *>();
        QVERIFY(tools);
        QVERIFY(tools->toolBar()->isVisible());
        QString error;
        QVERIFY(m_window->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"), &error));
        QApplication::processEvents();
        QVERIFY(!tools->toolBar()->isVisible());
        QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("markGoodMove"))->isEnabled());
        QVERIFY(m_window->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame"), &error));
        QApplication::processEvents();
        QVERIFY(tools->toolBar()->isVisible());
    }
};

QTEST_MAIN(TestMarkTools)
#include "tst_marktools.moc"
