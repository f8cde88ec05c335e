#include "panels/evaluationpanel.h"
#include "treedocuments.h"

#include <QAbstractButton>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::test;

using Label = EvaluationPanel::Label;

class TestEvaluationPanel : public QObject {
    Q_OBJECT

private slots:
    void buttonsSetTheValueAndUndoRestoresIt_data();
    void buttonsSetTheValueAndUndoRestoresIt();
    void clearRemovesTheValue();
    void valueTextNamesThePlayers();
    void valueTextWithoutNames();
    void buttonsShowTheCurrentLabel();
    void graphFollowsTheCurrentLine();
    void clickingTheGraphShowsThatPly();
    void graphScalesValues();
    void longLineGraphPaints();
    void switchingGamesUsesThatGamesNames();
    void withoutADocumentNothingIsEnabled();
    void renamingAPlayerRenamesTheButtons();
    void fourTeamGamesSayWhyThereIsNothingToLabel();
};

namespace {

// A main line of 12 moves with a variation of 3 at ply 5.
struct Fixture {
    std::unique_ptr<GameDocument> document;
    std::vector<NodeId> line;
    NodeId variationEnd = NoNode;
};

Fixture fixture(const QString &player1 = QStringLiteral("Alice"), const QString &player2 = QStringLiteral("Bob"))
{
    GameRecord game = hexGame(11, player1, player2);
    GameTree &tree = game.tree;
    const NodeId end = addLine(tree, tree.root(), 12);
    Fixture f;
    f.line = tree.pathFromRoot(end);
    const NodeId variation = addStone(tree, f.line[5], 10, 10);
    f.variationEnd = addLine(tree, variation, 2);
    f.document = documentOf(std::move(game));
    return f;
}

} // namespace

void TestEvaluationPanel::buttonsSetTheValueAndUndoRestoresIt_data()
{
    QTest::addColumn<int>("label");
    QTest::addColumn<int>("value");
    QTest::newRow("player 1 wins") << int(Label::Player1Wins) << 10000;
    QTest::newRow("player 1 better") << int(Label::Player1Better) << EvaluationPanel::Advantage;
    QTest::newRow("even") << int(Label::Even) << 0;
    QTest::newRow("player 2 better") << int(Label::Player2Better) << -EvaluationPanel::Advantage;
    QTest::newRow("player 2 wins") << int(Label::Player2Wins) << -10000;
    QTest::newRow("undetermined") << int(Label::Undetermined) << 12345;
}

void TestEvaluationPanel::buttonsSetTheValueAndUndoRestoresIt()
{
    QFETCH(int, label);
    QFETCH(int, value);
    Fixture f = fixture();
    GameDocument &document = *f.document;
    const NodeId node = f.line[4];
    GameTree &tree = document.mutableTree(0);
    tree.setEvaluation(node, 77); // a value the file held
    document.setCurrentNode(node);
    EvaluationPanel panel;
    panel.setDocument(&document);

    QTest::mouseClick(panel.button(Label(label)), Qt::LeftButton);
    QCOMPARE(document.tree().evaluation(node), std::optional<int>(value));
    QVERIFY(document.isModified());
    QCOMPARE(panel.valueLabel()->text(), panel.describe(value));
    document.undoStack()->undo();
    QCOMPARE(document.tree().evaluation(node), std::optional<int>(77));
    QCOMPARE(panel.valueLabel()->text(), panel.describe(77));
    document.undoStack()->redo();
    QCOMPARE(document.tree().evaluation(node), std::optional<int>(value));
}

void TestEvaluationPanel::clearRemovesTheValue()
{
    Fixture f = fixture();
    GameDocument &document = *f.document;
    document.setCurrentNode(f.line[2]);
    EvaluationPanel panel;
    panel.setDocument(&document);
    QVERIFY(!panel.button(Label::Clear)->isEnabled());
    QTest::mouseClick(panel.button(Label::Player2Wins), Qt::LeftButton);
    QVERIFY(panel.button(Label::Clear)->isEnabled());
    QTest::mouseClick(panel.button(Label::Clear), Qt::LeftButton);
    QCOMPARE(document.tree().evaluation(f.line[2]), std::nullopt);
    QCOMPARE(panel.valueLabel()->text(), EvaluationPanel::tr("No evaluation"));
    QVERIFY(!panel.button(Label::Clear)->isEnabled());
    document.undoStack()->undo();
    QCOMPARE(document.tree().evaluation(f.line[2]), std::optional<int>(-10000));
    document.undoStack()->undo();
    QCOMPARE(document.tree().evaluation(f.line[2]), std::nullopt);
}

void TestEvaluationPanel::valueTextNamesThePlayers()
{
    Fixture f = fixture();
    EvaluationPanel panel;
    panel.setDocument(f.document.get());
    // In words, not the file's "r = 500".
    QCOMPARE(panel.describe(10000), QStringLiteral("Alice wins"));
    QCOMPARE(panel.describe(-10000), QStringLiteral("Bob wins"));
    QCOMPARE(panel.describe(500), QStringLiteral("Alice better by 500 (a win is 10000)"));
    QCOMPARE(panel.describe(-20), QStringLiteral("Bob better by 20 (a win is 10000)"));
    QCOMPARE(panel.describe(0), QStringLiteral("Even"));
    QCOMPARE(panel.describe(12345), QStringLiteral("Undetermined"));
    QCOMPARE(panel.describe(std::nullopt), QStringLiteral("No evaluation"));
    f.document->setCurrentNode(f.line[3]);
    f.document->setEvaluation(f.line[3], 10000);
    QCOMPARE(panel.valueLabel()->text(), QStringLiteral("Alice wins"));
    QVERIFY(panel.button(Label::Player1Wins)->text().contains(QStringLiteral("Alice")));
    QVERIFY(panel.button(Label::Player2Wins)->text().contains(QStringLiteral("Bob")));
}

void TestEvaluationPanel::valueTextWithoutNames()
{
    Fixture f = fixture(QString(), QString());
    EvaluationPanel panel;
    panel.setDocument(f.document.get());
    QCOMPARE(panel.describe(10000), QStringLiteral("Player 1 wins"));
    QCOMPARE(panel.describe(-10000), QStringLiteral("Player 2 wins"));
}

void TestEvaluationPanel::buttonsShowTheCurrentLabel()
{
    Fixture f = fixture();
    GameDocument &document = *f.document;
    document.mutableTree(0).setEvaluation(f.line[6], 1234);
    EvaluationPanel panel;
    panel.setDocument(&document);
    for (int i = 0; i < EvaluationPanel::LabelCount; ++i)
        QVERIFY(!panel.button(Label(i))->isChecked());
    document.setCurrentNode(f.line[6]);
    QVERIFY(panel.button(Label::Player1Better)->isChecked());
    QVERIFY(!panel.button(Label::Player1Wins)->isChecked());
    // Clicking the checked button again keeps the value (and the check).
    QTest::mouseClick(panel.button(Label::Player1Better), Qt::LeftButton);
    QVERIFY(panel.button(Label::Player1Better)->isChecked());
    QCOMPARE(document.tree().evaluation(f.line[6]), std::optional<int>(EvaluationPanel::Advantage));
}

void TestEvaluationPanel::graphFollowsTheCurrentLine()
{
    Fixture f = fixture();
    GameDocument &document = *f.document;
    EvaluationPanel panel;
    panel.setDocument(&document);
    EvaluationGraph *graph = panel.graph();
    QCOMPARE(graph->line(), f.line); // root to the end of the main line
    document.setCurrentNode(f.line[9]);
    QCOMPARE(graph->line(), f.line);
    document.setCurrentNode(f.variationEnd);
    const std::vector<NodeId> variationLine = document.tree().pathFromRoot(f.variationEnd);
    QCOMPARE(graph->line(), variationLine);
    QCOMPARE(graph->line().size(), std::size_t(9));
    document.setCurrentNode(f.line[2]); // on both lines: the graph keeps the variation
    QCOMPARE(graph->line(), variationLine);
}

void TestEvaluationPanel::clickingTheGraphShowsThatPly()
{
    Fixture f = fixture();
    GameDocument &document = *f.document;
    EvaluationPanel panel;
    panel.setDocument(&document);
    panel.resize(240, 360);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    EvaluationGraph *graph = panel.graph();
    for (const int ply : {7, 0, 12, 3}) {
        const QPoint at(int(std::lround(graph->xOfPly(ply))), graph->height() / 2);
        QCOMPARE(graph->plyAt(at.x()), ply);
        QTest::mouseClick(graph, Qt::LeftButton, {}, at);
        QCOMPARE(document.currentNode(), f.line[std::size_t(ply)]);
    }
    // Beyond the ends: the first and the last ply.
    QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(graph->width() - 1, 5));
    QCOMPARE(document.currentNode(), f.line.back());
    QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(0, 5));
    QCOMPARE(document.currentNode(), f.line.front());
}

void TestEvaluationPanel::graphScalesValues()
{
    Fixture f = fixture();
    EvaluationGraph graph;
    graph.setDocument(f.document.get());
    graph.resize(200, 100);
    QVERIFY(graph.yOfValue(10000) < graph.yOfValue(500));
    QVERIFY(graph.yOfValue(500) < graph.yOfValue(0));
    QVERIFY(graph.yOfValue(0) < graph.yOfValue(-10000));
    QCOMPARE(graph.yOfValue(30000), graph.yOfValue(10000)); // clamped
    QCOMPARE(graph.yOfValue(-30000), graph.yOfValue(-10000));
    // The usual advantages stand well off the even line (a quarter of the
    // way to a win and more), symmetrically.
    const double half = graph.yOfValue(0) - graph.yOfValue(10000);
    QVERIFY(graph.yOfValue(0) - graph.yOfValue(300) > half / 4);
    QVERIFY(graph.yOfValue(0) - graph.yOfValue(500) > graph.yOfValue(0) - graph.yOfValue(300));
    QCOMPARE(graph.yOfValue(-500) - graph.yOfValue(0), graph.yOfValue(0) - graph.yOfValue(500));
    QVERIFY(graph.xOfPly(0) < graph.xOfPly(1));
    QVERIFY(graph.xOfPly(11) < graph.xOfPly(12));
    QVERIFY(graph.xOfPly(12) <= graph.width());
}

void TestEvaluationPanel::longLineGraphPaints()
{
    GameRecord game = hexGame();
    const NodeId end = addLine(game.tree, game.tree.root(), 200000);
    const std::vector<NodeId> line = game.tree.pathFromRoot(end);
    for (std::size_t i = 0; i < line.size(); i += 7)
        game.tree.setEvaluation(line[i], i % 3 == 0 ? 12345 : int(i % 20001) - 10000);
    auto document = documentOf(std::move(game));
    EvaluationPanel panel;
    panel.setDocument(document.get());
    panel.resize(240, 360);
    document->setCurrentNode(line[150000]);
    QCOMPARE(panel.graph()->line().size(), std::size_t(200001));
    QVERIFY(!panel.grab().isNull());
    const double x = panel.graph()->xOfPly(150000);
    QVERIFY(std::abs(panel.graph()->plyAt(x) - 150000) < 200000 / panel.graph()->width() + 1);
}

void TestEvaluationPanel::switchingGamesUsesThatGamesNames()
{
    Collection collection;
    collection.games.push_back(hexGame(11, QStringLiteral("Alice"), QStringLiteral("Bob")));
    collection.games.push_back(hexGame(11, QStringLiteral("Carol"), QStringLiteral("Dave")));
    addLine(collection.games[0].tree, 0, 3);
    const NodeId end = addLine(collection.games[1].tree, 0, 5);
    collection.games[1].tree.setEvaluation(end, -10000);
    GameDocument document(std::move(collection), QString(), FileFormat::Jgame);
    EvaluationPanel panel;
    panel.setDocument(&document);
    QCOMPARE(panel.graph()->line().size(), std::size_t(4));
    document.setGameIndex(1);
    QVERIFY(panel.button(Label::Player1Wins)->text().contains(QStringLiteral("Carol")));
    QCOMPARE(panel.graph()->line().size(), std::size_t(6));
    document.setCurrentNode(end);
    QCOMPARE(panel.valueLabel()->text(), QStringLiteral("Dave wins"));
}

void TestEvaluationPanel::withoutADocumentNothingIsEnabled()
{
    Fixture f = fixture();
    EvaluationPanel panel;
    panel.setDocument(f.document.get());
    QVERIFY(panel.button(Label::Player1Wins)->isEnabled());
    f.document.reset(); // the panel lets go of a document that goes away
    for (int i = 0; i < EvaluationPanel::LabelCount; ++i)
        QVERIFY(!panel.button(Label(i))->isEnabled());
    QVERIFY(panel.graph()->line().empty());
    QCOMPARE(panel.graph()->plyAt(10), -1);
    QTest::mouseClick(panel.graph(), Qt::LeftButton, {}, QPoint(10, 10));
    QVERIFY(!panel.grab().isNull());
}

void TestEvaluationPanel::renamingAPlayerRenamesTheButtons()
{
    Fixture f = fixture();
    GameDocument &document = *f.document;
    document.setCurrentNode(f.line[2]);
    document.setEvaluation(f.line[2], 10000);
    EvaluationPanel panel;
    panel.setDocument(&document);
    GameDocument::GameInfo info = document.gameInfo();
    info.player1 = QStringLiteral("Erin");
    QVERIFY(document.setGameInfo(info));
    QVERIFY(panel.button(Label::Player1Wins)->text().contains(QStringLiteral("Erin")));
    QCOMPARE(panel.valueLabel()->text(), QStringLiteral("Erin wins"));
    document.undoStack()->undo();
    QCOMPARE(panel.valueLabel()->text(), QStringLiteral("Alice wins"));
}

void TestEvaluationPanel::fourTeamGamesSayWhyThereIsNothingToLabel()
{
    // Two-player games (Hex here; backgammon the same) show the buttons.
    Fixture hex = fixture();
    GameRecord backgammonGame = hexGame();
    backgammonGame.kind = GameKind::Backgammon;
    std::unique_ptr<GameDocument> backgammon = documentOf(std::move(backgammonGame));
    GameRecord rokkakuGame = hexGame();
    rokkakuGame.kind = GameKind::Rokkaku;
    std::unique_ptr<GameDocument> rokkaku = documentOf(std::move(rokkakuGame));
    EvaluationPanel panel;
    panel.resize(260, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const auto labelling = [&] {
        for (int i = 0; i < EvaluationPanel::LabelCount; ++i)
            if (!panel.button(Label(i))->isVisible())
                return false;
        return panel.graph()->isVisible() && panel.valueLabel()->isVisible();
    };
    for (GameDocument *two : {hex.document.get(), backgammon.get()}) {
        panel.setDocument(two);
        QVERIFY(panel.isApplicable());
        QVERIFY(labelling());
        QVERIFY(!panel.notApplicableLabel()->isVisible());
        QVERIFY(panel.button(Label::Player1Wins)->isEnabled());
    }
    // A Rokkaku Conquest game: a sentence why, no buttons to press.
    panel.setDocument(rokkaku.get());
    QVERIFY(!panel.isApplicable());
    QVERIFY(panel.notApplicableLabel()->isVisible());
    QVERIFY(!panel.button(Label::Player1Wins)->isVisible());
    QVERIFY(!panel.graph()->isVisible());
    QVERIFY(!panel.button(Label::Player1Wins)->isEnabled());
    const QString why = panel.notApplicableLabel()->text();
    QVERIFY2(why.contains(QStringLiteral("four teams")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("Standings")), qPrintable(why));
    // Reachable from the keyboard (F6 lands on the first focusable child).
    QVERIFY(panel.notApplicableLabel()->focusPolicy() & Qt::TabFocus);
    QVERIFY(!panel.notApplicableLabel()->accessibleName().isEmpty());
    // Back to a two-player game: the buttons again.
    panel.setDocument(hex.document.get());
    QVERIFY(labelling());
    QVERIFY(!panel.notApplicableLabel()->isVisible());
    // Without a document: the buttons, disabled, as before.
    panel.setDocument(nullptr);
    QVERIFY(labelling());
    QVERIFY(!panel.button(Label::Player1Wins)->isEnabled());
}

QTEST_MAIN(TestEvaluationPanel)
#include "tst_evaluationpanel.moc"
