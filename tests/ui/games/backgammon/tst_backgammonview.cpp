// The backgammon view in the real main window, offscreen: opening a .match,
// stepping by event (the Go menu) and by single checker, sliding checkers,
// autoplay, the games list, the move notation in the Moves panel, entering
// variations by typing and by clicking (and undoing them), refusing illegal
// plays with a reason, copying the Position ID, flipping, exporting, the
// accessible description. With KIBITZ_SCREENSHOTS=DIR set it also saves
// screenshots of the view mid-game in both themes there.

#include "document/gamedocument.h"
#include "games/backgammon/backgammonboard.h"
#include "games/backgammon/backgammonview.h"
#include "panels/gameinfopanel.h"
#include "panels/gamespanel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

namespace {

// Two games of a nine-point match between Anna (player 1) and Bruno, in the
// form bgammon.org's server writes: the scores after a resignation, the cube
// as the ninth field. The first: Anna opens 2-1 leaving a blot on 5, Bruno
// hits it, Anna enters, Bruno doubles and Anna takes, Bruno plays, Anna hits
// back, Bruno resigns (a backgammon: he is on the bar; 3 times the cube, 2).
// The second: Bruno opens, Anna resigns (her back checkers are in Bruno's home).
const char matchText[] = "i 1702738670 Anna Bruno 9 6 0 1 2 0\n"
                         "1 r 2-1 13/11 6/5\n"
                         "2 r 4-3 1/5 1/4\n"
                         "1 r 6-5 bar/20 13/7\n"
                         "2 d 2 1\n"
                         "2 r 6-4 12/18 12/16\n"
                         "1 r 3-1 8/5 6/5\n"
                         "2 t\n"
                         "i 1702739270 Anna Bruno 9 6 3 2 1 0\n"
                         "2 r 6-1 12/18 17/18\n"
                         "1 t\n";

const QString sample = QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match");

} // namespace

class TestBackgammonView : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;

    MainWindow *window() { return m_window.get(); }
    BackgammonView *view() { return qobject_cast<BackgammonView *>(window()->currentDocumentView()); }
    GameDocument *document() { return window()->currentDocument(); }

    void openMatch()
    {
        QString error;
        QVERIFY2(window()->openFile(m_path, &error), qPrintable(error));
        QVERIFY(view());
        view()->setAnimationMilliseconds(0);
        QApplication::processEvents();
    }

    // The node of the current game after `ply` main-line events.
    NodeId nodeAt(int ply)
    {
        NodeId node = document()->tree().root();
        for (int i = 0; i < ply; ++i)
            node = document()->tree().mainChild(node);
        return node;
    }

    void clickSlot(int slot, int player)
    {
        BackgammonBoard *board = view()->board();
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->slotCentre(slot, player).toPoint());
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        m_path = m_dir.filePath(QStringLiteral("two-games.match"));
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(matchText);
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        scriptPrompts(*m_window).onSaveDespiteLosses = [](const QString &, const QStringList &) { return true; };
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { discardWindow(m_window); }

    void opensInTheBackgammonView()
    {
        openMatch();
        QVERIFY(window()->currentView<BackgammonView>());
        // The games of the match, in the Games panel: the score before each
        // and who won what.
        QAbstractItemModel *games = window()->gamesPanel()->table()->model();
        QCOMPARE(games->rowCount(), 2);
        QCOMPARE(games->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Score"));
        QCOMPARE(games->index(0, 2).data().toString(), QStringLiteral("0-0 of 9"));
        QCOMPARE(games->index(0, 4).data().toString(), QStringLiteral("Anna wins 6 points"));
        QCOMPARE(games->index(1, 2).data().toString(), QStringLiteral("6-0 of 9"));
        QCOMPARE(games->index(1, 4).data().toString(), QStringLiteral("Bruno wins 3 points"));
        const BackgammonPosition *p = view()->shownPosition();
        QVERIFY(p);
        QCOMPARE(p->checkers(24, 1), 2);
        QCOMPARE(p->checkers(19, 2), 5);
    }

    void theSampleOpensToo()
    {
        QVERIFY2(QFileInfo::exists(sample), qPrintable(sample));
        QString error;
        QVERIFY2(window()->openFile(sample, &error), qPrintable(error));
        QVERIFY(view());
        QVERIFY(document()->gameCount() >= 3);
        QCOMPARE(window()->gamesPanel()->table()->model()->rowCount(), document()->gameCount());
        QVERIFY(document()->goToEndOfLine());
        QVERIFY(view()->shownPosition()->isOver());
    }

    void stepsByEventWithTheGoMenu()
    {
        openMatch();
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(document()->currentNode(), nodeAt(1));
        QCOMPARE(view()->shownPosition()->checkers(11, 1), 1);
        QCOMPARE(view()->shownPosition()->checkers(5, 1), 1);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(view()->shownPosition()->bar(1), 1);
        window()->action(QStringLiteral("end"))->trigger();
        QCOMPARE(document()->currentNode(), nodeAt(7));
        QVERIFY(view()->shownPosition()->isOver());
        window()->action(QStringLiteral("previousMove"))->trigger();
        QCOMPARE(document()->currentNode(), nodeAt(6));
        window()->action(QStringLiteral("start"))->trigger();
        QCOMPARE(document()->currentNode(), nodeAt(0));
        window()->action(QStringLiteral("nextGame"))->trigger();
        QCOMPARE(document()->gameIndex(), 1);
        QCOMPARE(window()->gamesPanel()->table()->currentIndex().row(), 1);
        window()->action(QStringLiteral("previousGame"))->trigger();
        QCOMPARE(document()->gameIndex(), 0);
        // The keys reach the actions with the board focused.
        view()->board()->setFocus();
        QTest::keyClick(view()->board(), Qt::Key_Right);
        QCOMPARE(document()->currentNode(), nodeAt(1));
        QTest::keyClick(view()->board(), Qt::Key_Left);
        QCOMPARE(document()->currentNode(), nodeAt(0));
    }

    void stepsBySingleCheckers()
    {
        openMatch();
        // The first roll's two moves one at a time: the node changes with the last.
        QVERIFY(view()->stepCheckerForward());
        QCOMPARE(document()->currentNode(), nodeAt(0));
        QCOMPARE(view()->pendingMoves().size(), std::size_t(1));
        QCOMPARE(view()->pendingDice(), (std::vector<int>{2, 1}));
        QCOMPARE(view()->shownPosition()->checkers(13, 1), 4);
        QCOMPARE(view()->shownPosition()->checkers(6, 1), 5);
        QCOMPARE(view()->shownPicture().unusedDice, std::vector<int>{1});
        QVERIFY(view()->stepCheckerForward());
        QCOMPARE(document()->currentNode(), nodeAt(1));
        QVERIFY(view()->pendingMoves().empty());
        // Back: the parent with one move played, then without.
        QVERIFY(view()->stepCheckerBack());
        QCOMPARE(document()->currentNode(), nodeAt(0));
        QCOMPARE(view()->pendingMoves().size(), std::size_t(1));
        QVERIFY(view()->stepCheckerBack());
        QVERIFY(view()->pendingMoves().empty());
        QCOMPARE(view()->shownPosition()->checkers(13, 1), 5);
        QVERIFY(!view()->stepCheckerBack()); // the root
        // The keys of the view: Ctrl+Right and Ctrl+Left.
        view()->board()->setFocus();
        QTest::keyClick(view()->board(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(view()->pendingMoves().size(), std::size_t(1));
        QTest::keyClick(view()->board(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(document()->currentNode(), nodeAt(1));
        QTest::keyClick(view()->board(), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(view()->pendingMoves().size(), std::size_t(1));
        // Left (Go > Previous Move) with a roll half played takes the roll
        // back first, like the toolbar's Previous Event, then steps.
        QTest::keyClick(view()->board(), Qt::Key_Left);
        QCOMPARE(document()->currentNode(), nodeAt(0));
        QVERIFY(view()->pendingMoves().empty());
        QCOMPARE(view()->shownPosition()->checkers(13, 1), 5);
        document()->setCurrentNode(nodeAt(2));
        QVERIFY(view()->stepCheckerForward());
        QCOMPARE(view()->pendingMoves().size(), std::size_t(1));
        window()->action(QStringLiteral("previousMove"))->trigger();
        QCOMPARE(document()->currentNode(), nodeAt(2));
        QVERIFY(view()->pendingMoves().empty());
        window()->action(QStringLiteral("previousMove"))->trigger();
        QCOMPARE(document()->currentNode(), nodeAt(1));
        // A double is one step.
        document()->setCurrentNode(nodeAt(3));
        QVERIFY(view()->stepCheckerForward());
        QCOMPARE(document()->currentNode(), nodeAt(4));
        QCOMPARE(view()->shownPosition()->cubeValue(), 2);
        QCOMPARE(view()->shownPosition()->cubeOwner(), 1);
    }

    void checkersSlide()
    {
        openMatch();
        view()->setAnimationMilliseconds(150);
        BackgammonBoard *board = view()->board();
        const int frames = board->framesPainted();
        window()->action(QStringLiteral("nextMove"))->trigger();
        QVERIFY(board->isAnimating());
        // What the board ends on is already the event's position.
        QCOMPARE(board->picture().position->checkers(11, 1), 1);
        QTRY_VERIFY(!board->isAnimating());
        QVERIFY(board->framesPainted() > frames + 2);
        // Instant when off.
        view()->setAnimationMilliseconds(0);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QVERIFY(!board->isAnimating());
        // Stepping on finishes the slide under way.
        view()->setAnimationMilliseconds(5000);
        window()->action(QStringLiteral("previousMove"))->trigger();
        QVERIFY(board->isAnimating());
        window()->action(QStringLiteral("previousMove"))->trigger();
        board->finishAnimation();
        QVERIFY(!board->isAnimating());
        QCOMPARE(board->picture().position->checkers(13, 1), 5);
    }

    void autoplayAdvances()
    {
        openMatch();
        view()->setAutoplayInterval(15);
        window()->findChild<QAction *>(QStringLiteral("bgPlayPause"))->trigger();
        QVERIFY(view()->isAutoplaying());
        QTRY_COMPARE(document()->currentNode(), nodeAt(7));
        QTRY_VERIFY(!view()->isAutoplaying()); // it stops at the end
        // Pause in the middle.
        document()->goToRoot();
        view()->setAutoplayInterval(40);
        view()->setAutoplay(true);
        QTRY_VERIFY(document()->tree().depth(document()->currentNode()) >= 2);
        view()->setAutoplay(false);
        const NodeId paused = document()->currentNode();
        QTest::qWait(150);
        QCOMPARE(document()->currentNode(), paused);
    }

    void gamesListJumpsToAGame()
    {
        openMatch();
        QTableView *games = window()->gamesPanel()->table();
        QTest::mouseClick(games->viewport(), Qt::LeftButton, Qt::NoModifier,
                          games->visualRect(games->model()->index(1, 1)).center());
        QCOMPARE(document()->gameIndex(), 1);
        QCOMPARE(view()->shownPosition()->score(1), 6);
        games->setCurrentIndex(games->model()->index(0, 0));
        QCOMPARE(document()->gameIndex(), 0);
    }

    // The Game Info panel: players editable; the result follows from the
    // match (shown, not edited: the writers take it from the moves and the
    // match information); no board size or rules.
    void gameInfoShowsTheResult()
    {
        openMatch();
        GameInfoPanel *panel = window()->gameInfoPanel();
        QLineEdit *result = panel->resultEdit();
        QVERIFY2(result->text().startsWith(QLatin1String("Anna wins 6 point")), qPrintable(result->text()));
        QVERIFY(result->isReadOnly());
        QVERIFY(!panel->player1Edit()->isReadOnly());
        QVERIFY(!panel->findChild<QComboBox *>()->isVisibleTo(panel)); // rules
        for (QSpinBox *spin : panel->findChildren<QSpinBox *>())
            QVERIFY(!spin->isVisibleTo(panel));
        const QString stored = document()->game().result;
        panel->player1Edit()->setText(QStringLiteral("Annabel"));
        emit panel->player1Edit()->editingFinished();
        QCOMPARE(document()->game().player1, QStringLiteral("Annabel"));
        QCOMPARE(document()->game().result, stored); // not replaced by the shown text
        QVERIFY2(result->text().startsWith(QLatin1String("Annabel wins 6 point")), qPrintable(result->text()));
        document()->setGameIndex(1);
        QVERIFY2(result->text().startsWith(QLatin1String("Bruno wins 3 point")), qPrintable(result->text()));
        QVERIFY(document()->undoStack()->canUndo());
    }

    void movesAreWrittenInFamiliarNotation()
    {
        openMatch();
        QCOMPARE(document()->moveText(nodeAt(1)), QStringLiteral("2-1: 13/11 6/5"));
        QCOMPARE(document()->moveText(nodeAt(2)), QStringLiteral("4-3: 24/20* 24/21"));
        QCOMPARE(document()->moveText(nodeAt(3)), QStringLiteral("6-5: bar/20 13/7"));
        QCOMPARE(document()->moveText(nodeAt(4)), QStringLiteral("doubles to 2, takes"));
        QCOMPARE(document()->moveText(nodeAt(5)), QStringLiteral("6-4: 13/7 13/9"));
        QCOMPARE(document()->moveText(nodeAt(6)), QStringLiteral("3-1: 8/5* 6/5"));
        QCOMPARE(document()->moveText(nodeAt(7)), QStringLiteral("resigns"));
        auto *moves = window()->findChild<MoveListPanel *>();
        QVERIFY(moves);
        QVERIFY(moves->rowCount() >= 8);
        // The list says who played each roll: the players take turns with
        // dice, doubles and answers, so the row number alone does not tell.
        const int mover = document()->moverOf(nodeAt(2));
        QVERIFY(mover == 1 || mover == 2);
        QCOMPARE(document()->moverOf(nodeAt(1)), 3 - mover);
        const QString second = QStringLiteral("2. %1: 4-3: 24/20* 24/21").arg(document()->playerName(mover));
        QCOMPARE(moves->rowText(2), second);
        QVERIFY(!document()->playerName(mover).isEmpty());
        // As the list shows it.
        QCOMPARE(moves->list()->model()->index(2, 0).data().toString(), second);
        // Finding by move uses the same words.
        QCOMPARE(document()->find(QStringLiteral("3-1: 8/5* 6/5"), GameDocument::FindWhat::Move, nodeAt(0)), nodeAt(6));
    }

    void typedPlayBecomesAVariation()
    {
        openMatch();
        document()->setCurrentNode(nodeAt(1)); // Bruno to play the stored 4-3
        QUndoStack *undo = document()->undoStack();
        const int before = undo->count();
        view()->playEdit()->setText(QStringLiteral("24/21 13/9"));
        QTest::keyClick(view()->playEdit(), Qt::Key_Return);
        QCOMPARE(undo->count(), before + 1);
        const NodeId added = document()->currentNode();
        QCOMPARE(document()->tree().parent(added), nodeAt(1));
        QCOMPARE(document()->tree().childCount(nodeAt(1)), 2);
        QCOMPARE(document()->moveText(added), QStringLiteral("4-3: 24/21 13/9"));
        QVERIFY(view()->playEdit()->text().isEmpty());
        // The stored play typed in another order is followed, not added.
        document()->setCurrentNode(nodeAt(1));
        QVERIFY(view()->playTyped(QStringLiteral("24/21 24/20*")));
        QCOMPARE(document()->currentNode(), nodeAt(2));
        QCOMPARE(undo->count(), before + 1);
        // Undo takes the variation away.
        window()->undoAction()->trigger();
        QCOMPARE(document()->tree().childCount(nodeAt(1)), 1);
        QCOMPARE(document()->currentNode(), nodeAt(1));
        // Saving as .match says what it cannot hold and suggests SGF.
        window()->redoAction()->trigger();
        QCOMPARE(document()->tree().childCount(nodeAt(1)), 2);
        const SaveResult saved = document()->serializeAs(FileFormat::BgammonMatch);
        QVERIFY(saved.ok());
        QVERIFY2(saved.warnings.join(u' ').contains(QStringLiteral("SGF")), qPrintable(saved.warnings.join(u' ')));
    }

    // The dice boxes show only dice that are set: after a variation is added
    // no roll follows, so they are blank, and what they show is what a typed
    // play is checked against.
    void diceBoxesShowOnlyDiceThatAreSet()
    {
        openMatch();
        QSpinBox *first = nullptr;
        QSpinBox *second = nullptr;
        for (QSpinBox *box : view()->findChildren<QSpinBox *>()) {
            if (box->accessibleName() == QStringLiteral("First die"))
                first = box;
            if (box->accessibleName() == QStringLiteral("Second die"))
                second = box;
        }
        QVERIFY(first && second);
        document()->setCurrentNode(nodeAt(1)); // the stored 4-3 follows
        QCOMPARE(first->value(), 4);
        QCOMPARE(second->value(), 3);
        QVERIFY(view()->setRoll({4, 2}));
        QVERIFY(view()->playTyped(QStringLiteral("13/9 13/11")));
        QCOMPARE(document()->tree().parent(document()->currentNode()), nodeAt(1));
        // Anna's roll is not known: nothing shown, nothing assumed.
        QCOMPARE(first->value(), 0);
        QCOMPARE(second->value(), 0);
        QCOMPARE(first->text(), first->specialValueText());
        QVERIFY(!view()->playTyped(QStringLiteral("13/8 13/11")));
        QVERIFY2(view()->message().contains(QStringLiteral("Set the dice")), qPrintable(view()->message()));
        // One die set is no roll yet; the second makes it, as shown.
        first->setValue(5);
        QVERIFY(view()->pendingDice().empty());
        QCOMPARE(first->value(), 5);
        QCOMPARE(second->value(), 0);
        second->setValue(2);
        QCOMPARE(view()->pendingDice(), (std::vector<int>{5, 2}));
        QCOMPARE(first->value(), 5);
        QCOMPARE(second->value(), 2);
    }

    // Messages about a node or a game go when another is shown.
    void entryMessagesGoWhenTheyStopBeingTrue()
    {
        openMatch();
        QStatusBar *status = window()->statusBar();
        document()->setCurrentNode(nodeAt(1));
        QVERIFY(view()->setRoll({5, 2}));
        QVERIFY(view()->playTyped(QStringLiteral("13/8 13/11")));
        QVERIFY2(view()->message().startsWith(QStringLiteral("Added the variation")), qPrintable(view()->message()));
        QVERIFY(status->currentMessage().startsWith(QStringLiteral("Added the variation")));
        document()->setGameIndex(1);
        QVERIFY2(view()->message().isEmpty(), qPrintable(view()->message()));
        QVERIFY2(status->currentMessage().isEmpty(), qPrintable(status->currentMessage()));
        // A message of this tab's view leaves the status bar when another tab
        // is shown.
        QVERIFY(view()->setRoll({5, 2}));
        QVERIFY(view()->playTyped(QStringLiteral("13/8 13/11")));
        QVERIFY(status->currentMessage().startsWith(QStringLiteral("Added the variation")));
        auto *tabs = window()->findChild<QTabWidget *>();
        QVERIFY(tabs);
        const int matchTab = tabs->currentIndex();
        QString error;
        QVERIFY2(window()->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame"), &error), qPrintable(error));
        QVERIFY(tabs->currentIndex() != matchTab);
        QVERIFY2(!status->currentMessage().startsWith(QStringLiteral("Added the variation")),
                 qPrintable(status->currentMessage()));
        tabs->setCurrentIndex(matchTab);
        // Play at the end of the line: nothing to play; at Start that is not so.
        document()->goToEndOfLine();
        view()->setAutoplay(true);
        QVERIFY(view()->message().startsWith(QStringLiteral("The end of the line")));
        window()->findChild<QAction *>(QStringLiteral("bgStart"))->trigger();
        QCOMPARE(document()->currentNode(), document()->tree().root());
        QVERIFY2(view()->message().isEmpty(), qPrintable(view()->message()));
        QVERIFY2(status->currentMessage().isEmpty(), qPrintable(status->currentMessage()));
    }

    void theOpeningRollGoesToTheChosenPlayer()
    {
        openMatch();
        // Before the opening roll the user says who plays it; the file's
        // opening roller until then.
        QVERIFY(view()->openerBox()->isVisibleTo(view()));
        QCOMPARE(view()->openerBox()->currentIndex(), 0);
        QCOMPARE(view()->openerBox()->itemText(1), document()->game().player2);
        view()->openerBox()->setCurrentIndex(1);
        QVERIFY(view()->setRoll({3, 1}));
        QVERIFY(!view()->openerBox()->isVisibleTo(view()));
        QVERIFY(view()->playTyped(QStringLiteral("8/5 6/5")));
        const NodeId added = document()->currentNode();
        QCOMPARE(document()->tree().parent(added), nodeAt(0));
        QVERIFY(added != nodeAt(1));
        const auto event = decodeBackgammonEvent(document()->tree().moveTag(added), document()->tree().moveData(added));
        QVERIFY(event);
        QCOMPARE(event->player, 2);
        QVERIFY(!view()->openerBox()->isVisibleTo(view())); // player 1 on roll now
        // Another game starts from the file's roller again.
        window()->action(QStringLiteral("nextGame"))->trigger();
        const GameTree &tree = document()->tree();
        const NodeId opening = tree.mainChild(tree.root());
        const auto stored = decodeBackgammonEvent(tree.moveTag(opening), tree.moveData(opening));
        QVERIFY(stored);
        QCOMPARE(view()->openerBox()->currentIndex(), stored->player - 1);
        view()->openerBox()->setCurrentIndex(2 - stored->player);
        window()->action(QStringLiteral("previousGame"))->trigger();
        QCOMPARE(view()->openerBox()->currentIndex(), 0);
    }

    void clickedPlayBecomesAVariation()
    {
        openMatch();
        document()->setCurrentNode(nodeAt(1));
        const int before = document()->undoStack()->count();
        // Bruno's 13 point is the file's 12; 13/9 is 12 -> 16.
        clickSlot(12, 2);
        QCOMPARE(view()->board()->selectedSlot(), 12);
        clickSlot(16, 2);
        QCOMPARE(view()->pendingMoves().size(), std::size_t(1));
        QCOMPARE(document()->currentNode(), nodeAt(1));
        // Dragged: 24/21 is 1 -> 4.
        BackgammonBoard *board = view()->board();
        const QPoint from = board->slotCentre(1, 2).toPoint();
        const QPoint to = board->slotCentre(4, 2).toPoint();
        QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(board, (from + to) / 2);
        QTest::mouseMove(board, to);
        QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(document()->undoStack()->count(), before + 1);
        QCOMPARE(document()->moveText(document()->currentNode()), QStringLiteral("4-3: 13/9 24/21"));
        window()->undoAction()->trigger();
        QCOMPARE(document()->tree().childCount(nodeAt(1)), 1);
        // Taking back a clicked checker.
        clickSlot(12, 2);
        clickSlot(16, 2);
        QVERIFY(view()->undoChecker());
        QVERIFY(view()->pendingMoves().empty());
        QCOMPARE(view()->shownPosition()->checkers(12, 2), 5);
    }

    void illegalPlaysAreRefusedWithAReason()
    {
        openMatch();
        const int before = document()->undoStack()->count();
        // Anna's stored roll is 2-1.
        QVERIFY(!view()->playTyped(QStringLiteral("13/9")));
        QVERIFY2(view()->message().contains(QStringLiteral("not a legal play")), qPrintable(view()->message()));
        QVERIFY2(view()->message().contains(QStringLiteral("no die of 4")), qPrintable(view()->message()));
        QVERIFY(!view()->playTyped(QStringLiteral("13/11")));
        QVERIFY2(view()->message().contains(QStringLiteral("can still be played")), qPrintable(view()->message()));
        QVERIFY(!view()->playTyped(QStringLiteral("13:11")));
        QVERIFY2(view()->message().contains(QStringLiteral("column")), qPrintable(view()->message()));
        // A click to a point no die reaches.
        clickSlot(24, 1);
        clickSlot(19, 1);
        QVERIFY2(view()->message().contains(QStringLiteral("19 is blocked"))
                     || view()->message().contains(QStringLiteral("no die of 5")),
                 qPrintable(view()->message()));
        QVERIFY(view()->pendingMoves().empty());
        QCOMPARE(document()->undoStack()->count(), before);
        // At the end of the game nothing can be played.
        document()->goToEndOfLine();
        QVERIFY(!view()->playTyped(QStringLiteral("13/11 6/5")));
        QVERIFY2(view()->message().contains(QStringLiteral("over")), qPrintable(view()->message()));
    }

    void aRollOfOnesOwnForAVariation()
    {
        openMatch();
        document()->setCurrentNode(nodeAt(4)); // after the double: Bruno's stored 6-4 follows
        QVERIFY(view()->setRoll({5, 5}));
        QCOMPARE(view()->pendingPlayer(), 2);
        QCOMPARE(view()->pendingDice(), (std::vector<int>{5, 5}));
        QVERIFY(!view()->setRoll({5, 5, 5})); // not tabula
        QVERIFY(view()->playTyped(QStringLiteral("13/3(2)")));
        QCOMPARE(document()->moveText(document()->currentNode()), QStringLiteral("5-5: 13/3(2)"));
        QCOMPARE(document()->tree().childCount(nodeAt(4)), 2);
        // Cube actions are variations too.
        document()->setCurrentNode(nodeAt(2));
        QVERIFY(view()->playCubeAction(BackgammonView::CubeAction::DoublePassed));
        QCOMPARE(document()->moveText(document()->currentNode()), QStringLiteral("doubles to 2, passes"));
        QVERIFY(view()->shownPosition()->isOver());
        // The dice pickers set a roll too; the third die is for tabula only.
        document()->setCurrentNode(nodeAt(1));
        QSpinBox *first = nullptr;
        QSpinBox *third = nullptr;
        for (QSpinBox *box : view()->findChildren<QSpinBox *>()) {
            if (box->accessibleName() == QStringLiteral("First die"))
                first = box;
            if (box->accessibleName() == QStringLiteral("Third die"))
                third = box;
        }
        QVERIFY(first && third);
        QVERIFY(!third->isVisible());
        QCOMPARE(first->value(), 4); // the stored roll's
        first->setValue(6);
        QCOMPARE(view()->pendingDice(), (std::vector<int>{6, 3}));
        QCOMPARE(view()->pendingPlayer(), 2);
        view()->clearEntry();
        QVERIFY(view()->pendingDice().empty());
    }

    // Tabula rolls three dice from the opening roll on: the third die picker
    // shows before the first roll, and a roll of two dice is refused.
    void tabulaRollsThreeDiceFromTheOpening()
    {
        QString error;
        QVERIFY2(window()->openFile(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/server-tabula.match"), &error),
                 qPrintable(error));
        QVERIFY(view());
        view()->setAnimationMilliseconds(0);
        QApplication::processEvents();
        document()->setCurrentNode(document()->tree().root());
        QApplication::processEvents();
        QCOMPARE(document()->moveText(nodeAt(1)).left(7), QStringLiteral("5-5-4: "));
        QSpinBox *third = nullptr;
        for (QSpinBox *box : view()->findChildren<QSpinBox *>()) {
            if (box->accessibleName() == QStringLiteral("Third die"))
                third = box;
        }
        QVERIFY(third);
        QVERIFY(third->isVisible());
        QCOMPARE(third->value(), 4); // the stored opening roll's
        QVERIFY(!view()->setRoll({5, 4}));
        QVERIFY(view()->setRoll({6, 2, 1}));
        QCOMPARE(view()->pendingDice().size(), std::size_t(3));
    }

    void copiesThePositionId()
    {
        openMatch();
        QCOMPARE(view()->positionId(), QStringLiteral("4HPwATDgc/ABMA"));
        QApplication::clipboard()->clear();
        QToolButton *button = nullptr;
        for (QToolButton *b : view()->findChildren<QToolButton *>())
            if (b->text() == QStringLiteral("Copy Position ID"))
                button = b;
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("4HPwATDgc/ABMA"));
        QVERIFY(view()->copyPositionId());
        view()->findChild<QAction *>(QStringLiteral("bgCopyMatchId"))->trigger();
        QCOMPARE(QApplication::clipboard()->text(), view()->matchId());
        QVERIFY(!view()->matchId().isEmpty());
        // The ID follows single checker steps.
        view()->stepCheckerForward();
        QVERIFY(view()->positionId() != QStringLiteral("4HPwATDgc/ABMA"));
    }

    void flipsTheBoard()
    {
        openMatch();
        BackgammonBoard *board = view()->board();
        const double middle = board->renderer().boardRect().center().y();
        QVERIFY(board->renderer().pointRect(24).center().y() < middle);
        window()->action(QStringLiteral("flip"))->trigger();
        QVERIFY(board->renderOptions().flipped);
        QVERIFY(board->renderer().pointRect(24).center().y() > middle);
        QVERIFY(board->renderer().pointRect(1).center().y() < middle);
        // Pixels: player 1's checkers on 24 are now drawn at the bottom.
        const QImage image = board->grab().toImage();
        const QPointF c = board->slotCentre(24, 1);
        QCOMPARE(image.pixelColor(c.toPoint()).rgb(), board->renderOptions().theme.player1.rgb());
        QVERIFY(c.y() > middle);
        // The toolbar's button does the same as the menu.
        view()->viewAction(QStringLiteral("bgFlip"))->trigger();
        QVERIFY(!board->renderOptions().flipped);
        QVERIFY(!window()->action(QStringLiteral("flip"))->isChecked());
    }

    void exportsTheBoardAsShown()
    {
        openMatch();
        view()->stepCheckerForward(); // one move of 2-1 played
        const QString png = m_dir.filePath(QStringLiteral("board.png"));
        QString error;
        QVERIFY2(window()->exportBoardImage(png, &error), qPrintable(error));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), view()->board()->size());
        // The moved checker stands on 11 in the export.
        BackgammonRenderer renderer(QRectF(QPointF(0, 0), QSizeF(image.size())), view()->board()->renderOptions());
        QCOMPARE(image.pixelColor(renderer.checkerCentre(11, 1, 0).toPoint()).rgb(),
                 view()->board()->renderOptions().theme.player1.rgb());
        const QString svg = m_dir.filePath(QStringLiteral("board.svg"));
        QVERIFY2(window()->exportBoardImage(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
    }

    void darkThemePaintsDarkColours()
    {
        openMatch();
        window()->setDarkTheme(true);
        const QImage image = view()->board()->grab().toImage();
        QCOMPARE(image.pixelColor(2, 2).rgb(), BoardTheme::dark().background.rgb());
        QCOMPARE(image.pixelColor(view()->board()->slotCentre(6, 1).toPoint()).rgb(), BoardTheme::dark().player1.rgb());
        window()->setDarkTheme(false);
    }

    void describesThePositionInWords()
    {
        openMatch();
        const QString start = view()->board()->accessibleDescription();
        QVERIFY2(start.contains(QStringLiteral("Anna on roll")), qPrintable(start));
        QVERIFY2(start.contains(QStringLiteral("2 on 24")), qPrintable(start));
        QVERIFY2(start.contains(QStringLiteral("Match to 9")), qPrintable(start));
        document()->setCurrentNode(nodeAt(2));
        const QString hit = view()->board()->accessibleDescription();
        QVERIFY2(hit.contains(QStringLiteral("Bruno rolled 4-3")), qPrintable(hit));
        QVERIFY2(hit.contains(QStringLiteral("1 on the bar")), qPrintable(hit));
        view()->stepCheckerForward();
        QVERIFY2(view()->board()->accessibleDescription().contains(QStringLiteral("Anna to play 6-5")),
                 qPrintable(view()->board()->accessibleDescription()));
        document()->setCurrentNode(nodeAt(4));
        QVERIFY(view()->board()->accessibleDescription().contains(QStringLiteral("Anna owns the cube at 2")));
        QVERIFY(!view()->playEdit()->accessibleName().isEmpty());
        QVERIFY(!window()->gamesPanel()->table()->accessibleName().isEmpty());
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots");
        QDir().mkpath(dir);
        QString error;
        QVERIFY2(window()->openFile(sample, &error), qPrintable(error));
        view()->setAnimationMilliseconds(0);
        document()->goToRoot();
        QApplication::processEvents();
        QVERIFY(view()->grab().save(QStringLiteral("%1/backgammon-view-opening.png").arg(dir)));
        for (const bool dark : {false, true}) {
            window()->setDarkTheme(dark);
            document()->setGameIndex(2);
            document()->goToRoot();
            for (int i = 0; i < 20; ++i)
                document()->goToMainChild();
            // Into a roll: one of its checkers played, the rest to come.
            for (int i = 0; i < 20 && view()->pendingMoves().empty(); ++i)
                view()->stepCheckerForward();
            QVERIFY(!view()->pendingMoves().empty());
            QApplication::processEvents();
            const QString name = dark ? QStringLiteral("dark") : QStringLiteral("light");
            QVERIFY(window()->grab().save(QStringLiteral("%1/backgammon-window-%2.png").arg(dir, name)));
            QVERIFY(view()->grab().save(QStringLiteral("%1/backgammon-view-%2.png").arg(dir, name)));
            window()->action(QStringLiteral("flip"))->trigger();
            QApplication::processEvents();
            QVERIFY(view()->board()->grab().save(QStringLiteral("%1/backgammon-flipped-%2.png").arg(dir, name)));
            window()->action(QStringLiteral("flip"))->trigger();
        }
        window()->setDarkTheme(false);
    }
};

QTEST_MAIN(TestBackgammonView)
#include "tst_backgammonview.moc"
