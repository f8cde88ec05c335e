#include "panels/gametreepanel.h"
#include "treedocuments.h"

#include <QRandomGenerator>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::test;

class TestGameTreePanel : public QObject {
    Q_OBJECT

private slots:
    void mainLineIsStraight();
    void variationGoesToTheSide();
    void markedMainChildStaysInTheMainColumn();
    void manyBranchesNeverOverlapOrCross();
    void detachedNodesAreNotLaidOut();
    void clickingANodeShowsIt();
    void clickingBetweenNodesChangesNothing();
    void currentNodeIsScrolledIntoView();
    void keyboardNavigates();
    void playingAMoveRelaysOut();
    void edgeCrossingTheViewIsDrawn();
    void currentLineCrossingTheViewIsHighlighted();
    void deepLinearTreeLaysOutWithoutRecursion();
    void wideTreeLaysOut();
    void nestedVariationsLayOut();
    void switchingGamesRelaysOut();
    void coloursFollowThePalette();
    void annotationMarksAreDrawn();
    void documentGoingAwayLeavesAnEmptyPanel();
    void accessibleAndFocusable();
};

namespace {

// Checks the layout's promises on any tree: one node per cell, row = depth,
// rows sorted by column, children never left of their parent, variations
// strictly right of it, and parents' columns non-decreasing along each row
// (so edges do not cross).
void checkLayout(const GameTree &tree, const GameTreeLayout &layout)
{
    QSet<qint64> cells;
    std::size_t count = 0;
    for (NodeId n = tree.root(); n != NoNode; n = tree.nextInPreorder(n)) {
        ++count;
        QVERIFY(layout.contains(n));
        QCOMPARE(layout.row(n), tree.depth(n));
        const qint64 cell = qint64(layout.row(n)) << 32 | quint32(layout.column(n));
        QVERIFY2(!cells.contains(cell), "two nodes share a cell");
        cells.insert(cell);
        QCOMPARE(layout.nodeAt(layout.row(n), layout.column(n)), n);
        const NodeId parent = tree.parent(n);
        if (parent == NoNode)
            continue;
        if (tree.mainChild(parent) == n)
            QCOMPARE(layout.column(n), layout.column(parent));
        else
            QVERIFY(layout.column(n) > layout.column(parent));
    }
    QCOMPARE(layout.nodeCount(), count);
    for (int row = 0; row < layout.rowCount(); ++row) {
        const std::span<const NodeId> nodes = layout.nodesInRow(row);
        for (std::size_t i = 1; i < nodes.size(); ++i) {
            QVERIFY(layout.column(nodes[i - 1]) < layout.column(nodes[i]));
            if (row > 0)
                QVERIFY(layout.column(tree.parent(nodes[i - 1])) <= layout.column(tree.parent(nodes[i])));
        }
    }
}

std::unique_ptr<GameTreePanel> shownPanel(GameDocument *document, QSize size = QSize(200, 300))
{
    auto panel = std::make_unique<GameTreePanel>();
    panel->setDocument(document);
    panel->resize(size);
    panel->show();
    if (!QTest::qWaitForWindowExposed(panel.get()))
        return nullptr;
    return panel;
}

bool visibleInViewport(GameTreePanel &panel, NodeId node)
{
    const QPointF centre = panel.nodeCentre(node);
    const double r = panel.cellSize() / 2.0;
    return QRectF(panel.viewport()->rect()).contains(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r));
}

} // namespace

void TestGameTreePanel::mainLineIsStraight()
{
    GameRecord game = hexGame();
    const NodeId last = addLine(game.tree, game.tree.root(), 30);
    auto document = documentOf(std::move(game));
    GameTreePanel panel;
    panel.setDocument(document.get());
    const GameTreeLayout &layout = panel.layout();
    QCOMPARE(layout.rowCount(), 31);
    QCOMPARE(layout.columnCount(), 1);
    int row = 0;
    for (NodeId n : document->tree().pathFromRoot(last)) {
        QCOMPARE(layout.column(n), 0);
        QCOMPARE(layout.row(n), row++);
    }
    // Drawn in one vertical line, one cell apart.
    const QPointF a = panel.nodeCentre(document->tree().root());
    const QPointF b = panel.nodeCentre(last);
    QCOMPARE(a.x(), b.x());
    QCOMPARE(b.y() - a.y(), 30.0 * panel.cellSize());
}

void TestGameTreePanel::variationGoesToTheSide()
{
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId mainEnd = addLine(tree, tree.root(), 10);
    const NodeId branchPoint = tree.pathFromRoot(mainEnd)[4];
    const NodeId variation = addStone(tree, branchPoint, 9, 9);
    const NodeId variationEnd = addLine(tree, variation, 3);
    auto document = documentOf(std::move(game));
    GameTreePanel panel;
    panel.setDocument(document.get());
    const GameTreeLayout &layout = panel.layout();
    const GameTree &t = document->tree();
    QCOMPARE(layout.column(mainEnd), 0);
    QCOMPARE(layout.row(variation), 5);
    QCOMPARE(layout.column(variation), 1);
    QCOMPARE(layout.column(variationEnd), 1);
    QCOMPARE(layout.row(variationEnd), 8);
    checkLayout(t, layout);
    QVERIFY(panel.nodeCentre(variation).x() > panel.nodeCentre(branchPoint).x());
}

void TestGameTreePanel::markedMainChildStaysInTheMainColumn()
{
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId first = addStone(tree, tree.root(), 1, 1);
    const NodeId second = addStone(tree, tree.root(), 2, 2);
    addLine(tree, first, 2);
    addLine(tree, second, 2);
    tree.setMainMark(second, 1);
    auto document = documentOf(std::move(game));
    GameTreePanel panel;
    panel.setDocument(document.get());
    QCOMPARE(panel.layout().column(second), 0);
    QCOMPARE(panel.layout().column(first), 1);
    checkLayout(document->tree(), panel.layout());
}

void TestGameTreePanel::manyBranchesNeverOverlapOrCross()
{
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    QRandomGenerator rng(42);
    std::vector<NodeId> nodes{tree.root()};
    for (int i = 0; i < 4000; ++i) {
        // Mostly extend recent nodes (long lines), sometimes branch anywhere.
        const std::size_t pick = rng.bounded(4) == 0
                                   ? rng.bounded(quint32(nodes.size()))
                                   : nodes.size() - 1 - rng.bounded(quint32(std::min<std::size_t>(nodes.size(), 8)));
        nodes.push_back(addStone(tree, nodes[pick], int(rng.bounded(11)), int(rng.bounded(11))));
    }
    // Some main-line marks on later children, as Jgame files have.
    for (std::size_t i = 0; i < nodes.size(); i += 37)
        if (tree.childCount(nodes[i]) > 1)
            tree.setMainMark(tree.lastChild(nodes[i]), 1);
    auto document = documentOf(std::move(game));
    GameTreePanel panel;
    panel.setDocument(document.get());
    checkLayout(document->tree(), panel.layout());
    QVERIFY(panel.layout().columnCount() > 10);
}

void TestGameTreePanel::detachedNodesAreNotLaidOut()
{
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId end = addLine(tree, tree.root(), 5);
    const NodeId branchPoint = tree.pathFromRoot(end)[2];
    const NodeId variation = addStone(tree, branchPoint, 8, 8);
    const NodeId variationEnd = addLine(tree, variation, 4);
    tree.detachSubtree(variation);
    auto document = documentOf(std::move(game));
    GameTreePanel panel;
    panel.setDocument(document.get());
    QVERIFY(!panel.layout().contains(variation));
    QVERIFY(!panel.layout().contains(variationEnd));
    QCOMPARE(panel.layout().columnCount(), 1);
    QCOMPARE(panel.layout().nodeCount(), std::size_t(6));
}

void TestGameTreePanel::clickingANodeShowsIt()
{
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId end = addLine(tree, tree.root(), 6);
    const NodeId variation = addStone(tree, tree.pathFromRoot(end)[3], 7, 7);
    addLine(tree, variation, 2);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    for (const NodeId target : {variation, end, document->tree().root()}) {
        const QPointF centre = panel->nodeCentre(target);
        QVERIFY(panel->viewport()->rect().contains(centre.toPoint()));
        QCOMPARE(panel->nodeAt(centre.toPoint()), target);
        QTest::mouseClick(panel->viewport(), Qt::LeftButton, {}, centre.toPoint());
        QCOMPARE(document->currentNode(), target);
    }
}

void TestGameTreePanel::clickingBetweenNodesChangesNothing()
{
    GameRecord game = hexGame();
    addLine(game.tree, game.tree.root(), 3);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    const QPointF root = panel->nodeCentre(document->tree().root());
    const QPoint empty = (root + QPointF(3 * panel->cellSize(), 0)).toPoint();
    QCOMPARE(panel->nodeAt(empty), NoNode);
    QTest::mouseClick(panel->viewport(), Qt::LeftButton, {}, empty);
    QCOMPARE(document->currentNode(), document->tree().root());
}

void TestGameTreePanel::currentNodeIsScrolledIntoView()
{
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId end = addLine(tree, tree.root(), 400);
    const std::vector<NodeId> line = tree.pathFromRoot(end);
    // Variations far down and, through many siblings, far to the right.
    NodeId farRight = NoNode;
    for (int i = 0; i < 60; ++i)
        farRight = addStone(tree, line[300], i % 11, 10);
    const NodeId farRightEnd = addLine(tree, farRight, 5);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get(), QSize(160, 240));
    QVERIFY(panel);
    QVERIFY(visibleInViewport(*panel, document->tree().root()));
    QVERIFY(!visibleInViewport(*panel, end));

    for (const NodeId target : {end, farRightEnd, line[150], line[151], document->tree().root()}) {
        document->setCurrentNode(target);
        QVERIFY2(visibleInViewport(*panel, target), qPrintable(QString::number(target)));
    }
    // Stepping to a neighbour scrolls by little: the previous node stays in view.
    document->setCurrentNode(line[200]);
    for (int i = 201; i < 230; ++i) {
        document->setCurrentNode(line[std::size_t(i)]);
        QVERIFY(visibleInViewport(*panel, line[std::size_t(i)]));
        QVERIFY(visibleInViewport(*panel, line[std::size_t(i - 1)]));
    }
}

void TestGameTreePanel::keyboardNavigates()
{
    // The keys of the window's Go menu.
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId end = addLine(tree, tree.root(), 4);
    const std::vector<NodeId> line = tree.pathFromRoot(end);
    const NodeId sibling = addStone(tree, line[1], 9, 9);
    const NodeId afterSibling = addStone(tree, sibling, 8, 8);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    panel->setFocus();
    QTest::keyClick(panel.get(), Qt::Key_Right);
    QCOMPARE(document->currentNode(), line[1]);
    QTest::keyClick(panel.get(), Qt::Key_Right);
    QCOMPARE(document->currentNode(), line[2]);
    QTest::keyClick(panel.get(), Qt::Key_Down);
    QCOMPARE(document->currentNode(), sibling);
    QTest::keyClick(panel.get(), Qt::Key_Up);
    QCOMPARE(document->currentNode(), line[2]);
    QTest::keyClick(panel.get(), Qt::Key_End);
    QCOMPARE(document->currentNode(), end);
    QTest::keyClick(panel.get(), Qt::Key_Left);
    QCOMPARE(document->currentNode(), line[3]);
    QTest::keyClick(panel.get(), Qt::Key_Home);
    QCOMPARE(document->currentNode(), line[0]);
    document->setCurrentNode(afterSibling);
    QTest::keyClick(panel.get(), Qt::Key_Left, Qt::ShiftModifier);
    QCOMPARE(document->currentNode(), line[1]);
}

void TestGameTreePanel::playingAMoveRelaysOut()
{
    GameRecord game = hexGame(5);
    GameTree &tree = game.tree;
    const NodeId a = addStone(tree, tree.root(), 0, 0, 1);
    addStone(tree, a, 1, 1, 2);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    QCOMPARE(panel->layout().nodeCount(), std::size_t(3));
    document->setCurrentNode(a);
    QCOMPARE(document->play(std::uint8_t(MoveTag::Place), encodeHexStone(HexStone{2, 2, 2})),
             GameDocument::PlayResult::Added);
    const NodeId added = document->currentNode();
    QCOMPARE(panel->layout().nodeCount(), std::size_t(4));
    QCOMPARE(panel->layout().row(added), 2);
    QCOMPARE(panel->layout().column(added), 1);
    QCoreApplication::processEvents();
    QVERIFY(visibleInViewport(*panel, added));
    document->undoStack()->undo();
    QCOMPARE(document->currentNode(), a);
    QVERIFY(!panel->layout().contains(added));
    QCOMPARE(panel->layout().nodeCount(), std::size_t(3));
    document->undoStack()->redo();
    QCOMPARE(document->currentNode(), added);
    QVERIFY(panel->layout().contains(added));
}

void TestGameTreePanel::edgeCrossingTheViewIsDrawn()
{
    // The root's second child lies far to the right of the first: its line
    // spans rows that many short variations fill. Its edge runs along the gap
    // between rows 0 and 1 through columns where no node is drawn.
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId mainEnd = addLine(tree, tree.root(), 10);
    const NodeId row2 = tree.pathFromRoot(mainEnd)[2];
    for (int i = 0; i < 40; ++i)
        addStone(tree, row2, i % 11, 5);
    const NodeId last = addStone(tree, tree.root(), 10, 10);
    addLine(tree, last, 4);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get(), QSize(200, 200));
    QVERIFY(panel);
    const GameTreeLayout &layout = panel->layout();
    const int farColumn = layout.column(last);
    QVERIFY2(farColumn > 30, qPrintable(QString::number(farColumn)));
    // Scroll so that columns around the middle of the edge are shown.
    panel->horizontalScrollBar()->setValue(panel->cellSize() * (farColumn / 2));
    const QImage image = panel->viewport()->grab().toImage();
    const QPointF root = panel->nodeCentre(document->tree().root());
    const int gapY = int(std::lround(root.y() + panel->cellSize() / 2.0));
    const QColor base = panel->palette().color(QPalette::Base);
    int drawn = 0;
    for (int x = 0; x < image.width(); ++x)
        if (image.pixelColor(x, gapY) != base)
            ++drawn;
    QVERIFY2(drawn > image.width() / 2, qPrintable(QString::number(drawn)));
}

void TestGameTreePanel::currentLineCrossingTheViewIsHighlighted()
{
    // As above, with two far variations of the root: the current node is the
    // farther one, whose edge shares the gap with its nearer sibling's.
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    const NodeId mainEnd = addLine(tree, tree.root(), 10);
    const NodeId row2 = tree.pathFromRoot(mainEnd)[2];
    for (int i = 0; i < 40; ++i)
        addStone(tree, row2, i % 11, 5);
    const NodeId nearer = addStone(tree, tree.root(), 10, 10);
    addLine(tree, nearer, 4);
    const NodeId farther = addStone(tree, tree.root(), 9, 9);
    auto document = documentOf(std::move(game));
    document->setCurrentNode(farther);
    auto panel = shownPanel(document.get(), QSize(200, 200));
    QVERIFY(panel);
    QVERIFY(panel->layout().column(farther) > panel->layout().column(nearer));
    panel->horizontalScrollBar()->setValue(panel->cellSize() * (panel->layout().column(nearer) / 2));
    panel->verticalScrollBar()->setValue(0);
    const QImage image = panel->viewport()->grab().toImage();
    const int gapY = int(std::lround(panel->nodeCentre(document->tree().root()).y() + panel->cellSize() / 2.0));
    const QColor highlight = panel->palette().color(QPalette::Highlight);
    for (const int x : {10, image.width() / 2, image.width() - 10})
        QCOMPARE(image.pixelColor(x, gapY), highlight);
}

void TestGameTreePanel::deepLinearTreeLaysOutWithoutRecursion()
{
    GameRecord game = hexGame();
    const NodeId end = addLine(game.tree, game.tree.root(), 200000);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    const GameTreeLayout &layout = panel->layout();
    QCOMPARE(layout.rowCount(), 200001);
    QCOMPARE(layout.columnCount(), 1);
    QCOMPARE(layout.row(end), 200000);
    document->setCurrentNode(end);
    QVERIFY(visibleInViewport(*panel, end));
    QCOMPARE(panel->nodeAt(panel->nodeCentre(end).toPoint()), end);
    QVERIFY(!panel->viewport()->grab().isNull());
}

void TestGameTreePanel::wideTreeLaysOut()
{
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    NodeId last = NoNode;
    for (int i = 0; i < 100000; ++i) // appended in O(1) each
        last = tree.appendChildAfter(tree.root(), last, std::uint8_t(MoveTag::Place),
                                     encodeHexStone(HexStone{i % 11, (i / 11) % 11, 1}));
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    const GameTreeLayout &layout = panel->layout();
    QCOMPARE(layout.rowCount(), 2);
    QCOMPARE(layout.columnCount(), 100000);
    QCOMPARE(layout.column(last), 99999);
    document->setCurrentNode(last);
    QVERIFY(visibleInViewport(*panel, last));
    QCOMPARE(panel->nodeAt(panel->nodeCentre(last).toPoint()), last);
    // The view starts at the root again: every edge from the root crosses it.
    document->setCurrentNode(document->tree().root());
    QVERIFY(!panel->viewport()->grab().isNull());
}

void TestGameTreePanel::nestedVariationsLayOut()
{
    // Each variation branches again at its first move: 50 000 lines, each
    // one column right of the last, pushed and popped without recursion.
    GameRecord game = hexGame();
    GameTree &tree = game.tree;
    NodeId node = tree.root();
    for (int i = 0; i < 50000; ++i) {
        addStone(tree, node, 0, 0, 1 + i % 2); // the main child, a leaf
        node = addStone(tree, node, 1, 1, 1 + i % 2); // the variation, which goes on
    }
    auto document = documentOf(std::move(game));
    GameTreePanel panel;
    panel.setDocument(document.get());
    const GameTreeLayout &layout = panel.layout();
    QCOMPARE(layout.rowCount(), 50001);
    QCOMPARE(layout.column(node), 50000);
    QCOMPARE(layout.nodeCount(), std::size_t(100001));
    QCOMPARE(layout.nodeAt(50000, 50000), node);
}

void TestGameTreePanel::switchingGamesRelaysOut()
{
    Collection collection;
    collection.games.push_back(hexGame());
    collection.games.push_back(hexGame());
    addLine(collection.games[0].tree, 0, 3);
    GameTree &second = collection.games[1].tree;
    addLine(second, second.root(), 7);
    addLine(second, second.root(), 2);
    GameDocument document(std::move(collection), QString(), FileFormat::Jgame);
    auto panel = shownPanel(&document);
    QVERIFY(panel);
    QCOMPARE(panel->layout().nodeCount(), std::size_t(4));
    document.setGameIndex(1);
    QCOMPARE(panel->layout().nodeCount(), std::size_t(10));
    QCOMPARE(panel->layout().columnCount(), 2);
    checkLayout(document.tree(), panel->layout());
}

void TestGameTreePanel::coloursFollowThePalette()
{
    GameRecord game = hexGame();
    const NodeId first = addStone(game.tree, game.tree.root(), 3, 3, 1);
    const NodeId second = addStone(game.tree, first, 4, 4, 2);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    auto colourAt = [&](NodeId node) {
        return panel->viewport()->grab().toImage().pixelColor(panel->nodeCentre(node).toPoint());
    };
    QCOMPARE(colourAt(first), BoardTheme::light().player1);
    QCOMPARE(colourAt(second), BoardTheme::light().player2);
    QPalette dark = panel->palette();
    dark.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    panel->setPalette(dark);
    QCOMPARE(colourAt(first), BoardTheme::dark().player1);
    QCOMPARE(colourAt(second), BoardTheme::dark().player2);
    const QPoint corner = panel->viewport()->rect().bottomRight() - QPoint(2, 2);
    QCOMPARE(panel->viewport()->grab().toImage().pixelColor(corner), QColor(0x1f, 0x21, 0x24));
}

void TestGameTreePanel::annotationMarksAreDrawn()
{
    GameRecord game = hexGame();
    const NodeId end = addLine(game.tree, game.tree.root(), 5);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    document->setEvaluation(end, 10000);
    document->setCurrentNode(document->tree().root());
    // The evaluation's mark, in the colour of its outcome for the mover, is
    // drawn at the node's lower right.
    const QImage image = panel->viewport()->grab().toImage();
    const QPointF centre = panel->nodeCentre(end);
    const double r = panel->cellSize() * 0.3;
    QCOMPARE(image.pixelColor((centre + QPointF(r * 0.95, r * 0.95)).toPoint()),
             BoardTheme::light().outcomeColour(outcomeOfLabel(10000, 1)));
}

void TestGameTreePanel::documentGoingAwayLeavesAnEmptyPanel()
{
    GameRecord game = hexGame();
    addLine(game.tree, game.tree.root(), 3);
    auto document = documentOf(std::move(game));
    auto panel = shownPanel(document.get());
    QVERIFY(panel);
    const QPoint root = panel->nodeCentre(document->tree().root()).toPoint();
    document.reset();
    QCOMPARE(panel->document(), nullptr);
    QCOMPARE(panel->layout().nodeCount(), std::size_t(0));
    QCOMPARE(panel->nodeAt(root), NoNode);
    QTest::mouseClick(panel->viewport(), Qt::LeftButton, {}, root);
    QTest::keyClick(panel.get(), Qt::Key_Down);
    QVERIFY(!panel->viewport()->grab().isNull());
}

void TestGameTreePanel::accessibleAndFocusable()
{
    GameTreePanel panel;
    QVERIFY(!panel.accessibleName().isEmpty());
    QCOMPARE(panel.focusPolicy(), Qt::StrongFocus);
}

QTEST_MAIN(TestGameTreePanel)
#include "tst_gametreepanel.moc"
