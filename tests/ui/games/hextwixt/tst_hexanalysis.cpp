// Hex and Twixt analysis in the interface (issue 22): Solve Position and
// Analyse Game from the board's context menu and the Evaluation panel, the
// labels they set (one undo step), contradicted labels flagged, the overlays
// switched on and off, Twixt's draw. Solve Position runs beside the window
// (issue 35): the user browses while it works, sees the winner as soon as it
// is known and the winning moves starred on the board as they are proven,
// and can stop it.

#include "analysis/hex/hexdecided.h"
#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/hextwixt/hexsolverun.h"
#include "games/hextwixt/hextwixtanalysis.h"
#include "games/hextwixt/hextwixtevaluationtools.h"
#include "games/hextwixt/hextwixtview.h"
#include "panels/evaluationpanel.h"
#include "panels/movelistpanel.h"
#include "treedocuments.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::test;

class TestHexAnalysis : public QObject {
    Q_OBJECT

private slots:
    void solveFromTheContextMenuLabelsTheTree();
    void solveFromTheEvaluationPanel();
    void stopWhileBrowsingLeavesTheDocumentUntouched();
    void winnerFirstThenTheMovesWhileBrowsing();
    void aContradictedLabelIsKeptAndFlagged();
    void analyseGameMarksTheFirstDecidedMove();
    void overlaysToggle();
    void twixtDrawOnARealGame();
    void screenshots();
};

namespace {

QAction *action(QMenu *menu, const QString &name)
{
    for (QAction *a : menu->actions())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

QString sharedFile(const QString &relative)
{
    return QDir(QStringLiteral(KIBITZ_SHARED_DIR)).filePath(relative);
}

} // namespace

void TestHexAnalysis::solveFromTheContextMenuLabelsTheTree()
{
    // The empty 3x3 board, with two first moves stored: the centre wins for
    // player 1 (the strategy-stealing argument says the first player wins;
    // on 3x3 the centre joins both edges with two bridges).
    GameRecord game = hexGame(3);
    const NodeId centre = addStone(game.tree, game.tree.root(), 1, 1);
    const NodeId corner = addStone(game.tree, game.tree.root(), 0, 0);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    HexTwixtView view(document.get());
    std::unique_ptr<QMenu> menu(view.createContextMenu(nullptr));
    QAction *solve = action(menu.get(), QStringLiteral("SolvePosition"));
    QVERIFY(solve);
    QSignalSpy status(&view, &DocumentView::statusMessage);
    solve->trigger();
    // It runs beside the window: the first message says so, the second
    // what was found.
    QTRY_COMPARE_WITH_TIMEOUT(status.size(), 2, 60000);
    const GameTree &tree = document->tree();
    QCOMPARE(tree.evaluation(tree.root()), std::optional<int>(Eval::Player1Wins));
    QCOMPARE(tree.evaluation(centre), std::optional<int>(Eval::Player1Wins));
    QVERIFY(tree.evaluation(corner) == Eval::Player1Wins || tree.evaluation(corner) == Eval::Player2Wins);
    QCOMPARE(document->currentNode(), tree.root()); // labelling did not move the view
    QVERIFY2(status.at(1).at(0).toString().contains(QStringLiteral("Solved")),
             qPrintable(status.at(1).at(0).toString()));
    // The winning moves are starred on the board, all of them, and the
    // legend says so (not "Not decided yet").
    const HexOverlay &overlay = view.hexOverlay();
    QCOMPARE(overlay.solvedWinner, 1);
    QVERIFY(overlay.winningMovesComplete);
    QVERIFY(std::find(overlay.winningMoves.begin(), overlay.winningMoves.end(), std::make_pair(1, 1))
            != overlay.winningMoves.end());
    const QString legend = HexOverlayPainter::legend(overlay);
    QVERIFY2(legend.contains(QStringLiteral("Proven by the solver: Alice wins")), qPrintable(legend));
    QVERIFY2(!legend.contains(QStringLiteral("Not decided")), qPrintable(legend));
    // One undo step takes every label away.
    QCOMPARE(document->undoStack()->count(), 1);
    document->undoStack()->undo();
    QVERIFY(!tree.evaluation(tree.root()));
    QVERIFY(!tree.evaluation(centre));
    QVERIFY(!tree.evaluation(corner));
}

void TestHexAnalysis::solveFromTheEvaluationPanel()
{
    std::unique_ptr<GameDocument> document = documentOf(decidedHexGame());
    document->goToEndOfLine();
    EvaluationPanel panel;
    panel.setDocument(document.get());
    auto *tools = panel.findChild<HexTwixtEvaluationTools *>();
    QVERIFY(tools);
    QVERIFY(!tools->solveButton()->isHidden());
    tools->solveButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(document->tree().evaluation(document->currentNode()),
                              std::optional<int>(Eval::Player1Wins), 60000);
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("Proven by the solver")),
             qPrintable(tools->noteLabel()->text()));
}

void TestHexAnalysis::stopWhileBrowsingLeavesTheDocumentUntouched()
{
    // The 9x9 board after e5 takes the solver far longer than the test waits.
    GameRecord game = hexGame(9);
    const NodeId e5 = addStone(game.tree, game.tree.root(), 4, 4);
    addStone(game.tree, e5, 3, 3);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    document->setCurrentNode(e5);
    HexTwixtView view(document.get());
    EvaluationPanel panel;
    panel.setDocument(document.get());
    auto *tools = panel.findChild<HexTwixtEvaluationTools *>();
    QVERIFY(tools);
    QElapsedTimer clock;
    clock.start();
    QSignalSpy status(&view, &DocumentView::statusMessage);
    std::unique_ptr<QMenu> menu(view.createContextMenu(nullptr));
    action(menu.get(), QStringLiteral("SolvePosition"))->trigger();
    QVERIFY2(clock.elapsed() < 1000, "Solve Position waited for the solver");
    HexSolveRun *run = HexSolveRun::find(document.get());
    QVERIFY(run && run->running());
    QVERIFY(!tools->stopSolvingButton()->isHidden());
    // No dialog, no modal window: the user browses while it works.
    QVERIFY(!QApplication::activeModalWidget());
    document->goToEndOfLine();
    QCOMPARE(document->currentNode(), document->tree().mainChild(e5));
    document->setCurrentNode(document->tree().root());
    document->setCurrentNode(e5);
    // The progress: positions and time, then more positions.
    QTRY_VERIFY_WITH_TIMEOUT(run->positions() > 0, 60000); // a wait, generous for a busy machine
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("Solving:")), qPrintable(tools->noteLabel()->text()));
    QVERIFY2(HexOverlayPainter::legend(view.hexOverlay()).contains(QStringLiteral("solver is at work")),
             qPrintable(HexOverlayPainter::legend(view.hexOverlay())));
    clock.restart();
    tools->stopSolvingButton()->click();
    QVERIFY2(clock.elapsed() < 5000, "Stop did not stop the solver");
    QVERIFY(!run->running());
    QVERIFY(tools->stopSolvingButton()->isHidden());
    QTRY_COMPARE(status.size(), 2);
    QVERIFY2(status.at(1).at(0).toString().contains(QStringLiteral("stopped")),
             qPrintable(status.at(1).at(0).toString()));
    QCOMPARE(document->undoStack()->count(), 0);
    QVERIFY(!document->isModified());
    QVERIFY(!document->tree().evaluation(e5));
    const AnalysisMarks *marks = AnalysisMarks::find(document.get());
    QVERIFY(!marks || !marks->proof(0, e5));
}

void TestHexAnalysis::winnerFirstThenTheMovesWhileBrowsing()
{
    // The empty 7x7 board: who wins and a winning move come in seconds,
    // every winning move in minutes.
    GameRecord game = hexGame(7);
    const NodeId d4 = addStone(game.tree, game.tree.root(), 3, 3);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    const NodeId root = document->tree().root();
    HexTwixtView view(document.get());
    EvaluationPanel panel;
    panel.setDocument(document.get());
    auto *tools = panel.findChild<HexTwixtEvaluationTools *>();
    QVERIFY(tools);
    QElapsedTimer clock;
    clock.start();
    tools->solveButton()->click();
    HexSolveRun *run = HexSolveRun::find(document.get());
    QVERIFY(run && run->running());
    // Browsing meanwhile: the solved position is not shown, the board says
    // nothing of it, the panel says what runs.
    document->setCurrentNode(d4);
    QCOMPARE(view.hexOverlay().solvedWinner, 0);
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("not the one shown")),
             qPrintable(tools->noteLabel()->text()));
    document->setCurrentNode(root);
    // The winner, then a first winning move, starred on the board.
    QTRY_VERIFY_WITH_TIMEOUT(!view.hexOverlay().winningMoves.empty(), 60000);
    const qint64 firstMove = clock.elapsed();
    qInfo("the empty 7x7 board: winner and a winning move after %lld ms", firstMove);
    QCOMPARE(run->winner(), 1);
    QVERIFY(run->running());
    const HexOverlay &overlay = view.hexOverlay();
    QCOMPARE(overlay.solvedWinner, 1);
    QVERIFY(!overlay.winningMovesComplete);
    const QString legend = HexOverlayPainter::legend(overlay);
    QVERIFY2(legend.contains(QStringLiteral("Proven by the solver: Alice wins"))
                 && legend.contains(QStringLiteral("so far")) && !legend.contains(QStringLiteral("Not decided")),
             qPrintable(legend));
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("Proven by the solver: Alice wins")),
             qPrintable(tools->noteLabel()->text()));
    // Stopped: the winner stays proven and labelled, the moves proven so far
    // stay starred; d4 (the centre wins on 7x7) is labelled only if proven.
    tools->stopSolvingButton()->click();
    QVERIFY(!run->running());
    QCOMPARE(document->tree().evaluation(root), std::optional<int>(Eval::Player1Wins));
    QCOMPARE(document->undoStack()->count(), 1);
    const HexOverlay &after = view.hexOverlay();
    QCOMPARE(after.solvedWinner, 1);
    QVERIFY(!after.winningMoves.empty());
    QVERIFY2(HexOverlayPainter::legend(after).contains(QStringLiteral("not all were proven")),
             qPrintable(HexOverlayPainter::legend(after)));
    const bool d4Proven = std::find(after.winningMoves.begin(), after.winningMoves.end(), std::make_pair(3, 3))
                       != after.winningMoves.end();
    QCOMPARE(document->tree().evaluation(d4).has_value(), d4Proven);
}

void TestHexAnalysis::aContradictedLabelIsKeptAndFlagged()
{
    std::unique_ptr<GameDocument> document = documentOf(decidedHexGame());
    document->goToEndOfLine();
    const NodeId end = document->currentNode();
    // A stored label that says the wrong player wins.
    document->setEvaluation(end, Eval::Player2Wins);
    const int steps = document->undoStack()->count();
    MoveListPanel moves;
    moves.setDocument(document.get());
    EvaluationPanel panel;
    panel.setDocument(document.get());
    HexTwixtView view(document.get());
    std::unique_ptr<QMenu> menu(view.createContextMenu(nullptr));
    action(menu.get(), QStringLiteral("SolvePosition"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!HexSolveRun::find(document.get())->running(), 60000);
    QCOMPARE(document->tree().evaluation(end), std::optional<int>(Eval::Player2Wins)); // not overwritten
    QCOMPARE(document->undoStack()->count(), steps);
    const AnalysisMarks *marks = AnalysisMarks::find(document.get());
    QVERIFY(marks && marks->contradicts(document.get(), end));
    const QString row = moves.rowText(document->tree().depth(end));
    QVERIFY2(row.contains(QChar(0x26A0)) && row.contains(QStringLiteral("Alice wins")), qPrintable(row));
    auto *tools = panel.findChild<HexTwixtEvaluationTools *>();
    QVERIFY(tools);
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("Contradiction")),
             qPrintable(tools->noteLabel()->text()));
    // Correcting the label clears the flag.
    document->setEvaluation(end, Eval::Player1Wins);
    QVERIFY(!marks->contradicts(document.get(), end));
    QVERIFY(!moves.rowText(document->tree().depth(end)).contains(QChar(0x26A0)));
}

void TestHexAnalysis::analyseGameMarksTheFirstDecidedMove()
{
    // 9x9: too large for the solver in Analyse Game, the verdict alone.
    std::unique_ptr<GameDocument> document = documentOf(decidedHexGame(9));
    const HexGameDecided expected = hexFirstDecided(document->game());
    QVERIFY(expected.ply > 0);
    HexTwixtView view(document.get());
    std::unique_ptr<QMenu> menu(view.createContextMenu(nullptr));
    action(menu.get(), QStringLiteral("AnalyseGame"))->trigger();
    const std::vector<NodeId> line = document->tree().pathFromRoot([&] {
        NodeId n = document->tree().root();
        while (document->tree().mainChild(n) != NoNode)
            n = document->tree().mainChild(n);
        return n;
    }());
    const AnalysisMarks *marks = AnalysisMarks::find(document.get());
    QVERIFY(marks);
    QCOMPARE(marks->firstDecided(0), line[std::size_t(expected.ply)]);
    QCOMPARE(marks->firstDecidedWinner(0), 1);
    // The decided positions are labelled (the verdict never says decided
    // before the first one), in one undo step.
    for (std::size_t ply = 0; ply < line.size(); ++ply)
        QVERIFY(!document->tree().evaluation(line[ply]) || int(ply) >= expected.ply);
    QCOMPARE(document->tree().evaluation(line[std::size_t(expected.ply)]), std::optional<int>(Eval::Player1Wins));
    QCOMPARE(document->tree().evaluation(line.back()), std::optional<int>(Eval::Player1Wins));
    QCOMPARE(document->undoStack()->count(), 1);
    MoveListPanel moves;
    moves.setDocument(document.get());
    QVERIFY(moves.rowText(expected.ply).contains(QStringLiteral("decided")));
}

void TestHexAnalysis::overlaysToggle()
{
    std::unique_ptr<GameDocument> document = documentOf(decidedHexGame());
    document->goToEndOfLine();
    HexTwixtView view(document.get());
    view.resize(500, 400);
    // The verdict is on by default, the heat maps off.
    QVERIFY(view.hexOverlay().decided.has_value());
    QCOMPARE(view.hexOverlay().decided->winner, 1);
    QVERIFY(!view.hexOverlay().decided->carrier.empty());
    QVERIFY(!view.hexOverlay().heatMap);
    QVERIFY(HexOverlayPainter::legend(view.hexOverlay()).contains(QStringLiteral("Decided: Alice wins")));
    const QImage withVerdict = view.grab().toImage();

    std::unique_ptr<QMenu> menu(view.createContextMenu(nullptr));
    QAction *decided = action(menu.get(), QStringLiteral("ShowDecided"));
    QVERIFY(decided && decided->isChecked());
    decided->trigger();
    QVERIFY(!view.hexOverlay().showDecided);
    QVERIFY(!view.hexOverlay().decided);
    const QImage plain = view.grab().toImage();
    QVERIFY(plain != withVerdict);

    QAction *twoDistance = action(menu.get(), QStringLiteral("HeatTwoDistance"));
    QAction *resistance = action(menu.get(), QStringLiteral("HeatResistance"));
    QVERIFY(twoDistance && resistance && !twoDistance->isChecked() && !resistance->isChecked());
    twoDistance->trigger();
    QCOMPARE(view.hexOverlay().heat, HexOverlay::Heat::TwoDistance);
    QVERIFY(view.hexOverlay().heatMap);
    QVERIFY(HexOverlayPainter::legend(view.hexOverlay()).contains(QStringLiteral("estimate")));
    QVERIFY(HexOverlayPainter::heatOf(view.hexOverlay(), 3, 3).has_value());
    QVERIFY(!HexOverlayPainter::heatOf(view.hexOverlay(), 2, 0).has_value()); // a stone
    QVERIFY(view.grab().toImage() != plain);
    resistance->trigger(); // exclusive with the other map
    QVERIFY(!twoDistance->isChecked());
    QCOMPARE(view.hexOverlay().heat, HexOverlay::Heat::Resistance);
    QVERIFY(HexOverlayPainter::legend(view.hexOverlay()).contains(QStringLiteral("Resistance heat map")));
    resistance->trigger();
    QCOMPARE(view.hexOverlay().heat, HexOverlay::Heat::None);
    QVERIFY(!view.hexOverlay().heatMap);
    QCOMPARE(view.grab().toImage(), plain);
}

void TestHexAnalysis::twixtDrawOnARealGame()
{
    const QString path = sharedFile(QStringLiteral("corpus/real/twixt-t1/drawngame.T1"));
    if (!QFileInfo::exists(path))
        QSKIP("../shared/corpus/real is absent");
    QString error;
    std::unique_ptr<GameDocument> document = GameDocument::load(path, &error);
    QVERIFY2(document, qPrintable(error));
    document->goToEndOfLine();
    HexTwixtView view(document.get());
    QVERIFY(view.twixtAnalysis().has_value());
    QVERIFY(view.twixtAnalysis()->draw);
    QVERIFY2(view.twixtConnectionText().contains(QStringLiteral("Draw")), qPrintable(view.twixtConnectionText()));
    EvaluationPanel panel;
    panel.setDocument(document.get());
    auto *tools = panel.findChild<HexTwixtEvaluationTools *>();
    QVERIFY(tools);
    QVERIFY(tools->solveButton()->isHidden()); // Hex only
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("Draw")), qPrintable(tools->noteLabel()->text()));

    // Analyse Game: the draw is labelled a tie from the first move where it
    // is true, and the link distances are graphed.
    const TwixtGameAnalysis expected = analyseTwixtGame(document->game());
    QVERIFY(expected.drawFromPly > 0);
    tools->analyseButton()->click();
    const AnalysisMarks *marks = AnalysisMarks::find(document.get());
    QVERIFY(marks);
    const NodeId first = marks->firstDecided(0);
    QVERIFY(first != NoNode);
    QCOMPARE(document->tree().depth(first), expected.drawFromPly);
    QCOMPARE(marks->firstDecidedWinner(0), 0);
    QCOMPARE(document->tree().evaluation(first), std::optional<int>(Eval::Even));
    QCOMPARE(marks->plyValues(0).size(), expected.plies.size());
    QVERIFY(!tools->distanceGraph()->isHidden());
    MoveListPanel moves;
    moves.setDocument(document.get());
    QVERIFY(moves.rowText(expected.drawFromPly).contains(QStringLiteral("draw")));
}

void TestHexAnalysis::screenshots()
{
    const QByteArray dir = qgetenv("KIBITZ_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots");
    // The first real 11x11 or larger game that the verdict finds decided,
    // shown at its first decided position.
    const QDir games(sharedFile(QStringLiteral("corpus/real/hex-sgf")));
    if (!games.exists())
        QSKIP("../shared/corpus/real is absent");
    std::unique_ptr<GameDocument> document;
    HexGameDecided decided;
    for (const QString &name : games.entryList({QStringLiteral("*.sgf")}, QDir::Files, QDir::Name)) {
        QString error;
        std::unique_ptr<GameDocument> candidate = GameDocument::load(games.filePath(name), &error);
        if (!candidate || candidate->game().kind != GameKind::Hex || candidate->game().columns < 11)
            continue;
        decided = hexFirstDecided(candidate->game());
        if (decided.ply > 0) {
            qInfo() << "screenshots of" << name << "decided at move" << decided.ply << "of" << decided.mainLine;
            document = std::move(candidate);
            break;
        }
    }
    QVERIFY(document);
    NodeId n = document->tree().root();
    for (int i = 0; i < decided.ply; ++i)
        n = document->tree().mainChild(n);
    document->setCurrentNode(n);
    HexTwixtView view(document.get());
    view.resize(900, 620);
    QVERIFY(view.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("hex-decided.png"))));
    view.setDarkTheme(true);
    QVERIFY(view.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("hex-decided-dark.png"))));
    view.setDarkTheme(false);
    view.setShowDecided(false);
    view.setHeatMap(HexOverlay::Heat::TwoDistance);
    document->setCurrentNode(document->tree().mainChild(document->tree().mainChild(document->tree().root())));
    QVERIFY(view.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("hex-twodistance.png"))));
    view.setHeatMap(HexOverlay::Heat::Resistance);
    QVERIFY(view.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("hex-resistance.png"))));
    view.setDarkTheme(true);
    QVERIFY(view.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("hex-resistance-dark.png"))));

    // Twixt: the drawn game at its end.
    const QString twixt = sharedFile(QStringLiteral("corpus/real/twixt-t1/drawngame.T1"));
    QString error;
    std::unique_ptr<GameDocument> drawn = GameDocument::load(twixt, &error);
    QVERIFY2(drawn, qPrintable(error));
    drawn->goToEndOfLine();
    HexTwixtView twixtView(drawn.get());
    twixtView.resize(700, 700);
    QVERIFY(twixtView.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("twixt-draw.png"))));
}

QTEST_MAIN(TestHexAnalysis)
#include "tst_hexanalysis.moc"
