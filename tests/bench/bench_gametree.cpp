// Benchmark of the game tree panel on trees of 1 000 000 nodes (issue target:
// "a 1 000 000-node tree opens with board shown and tree panel scrollable
// within 1 s"):
//  - opening: a generated Jgame file loaded through GameDocument::load, the
//    board view and the tree panel shown and painted once;
//  - the panel's layout alone, on the bushy tree of bench_jgame and bench_open
//    (shallow and very wide) and on a tree of long random variations (deep);
//  - painting the viewport at several scroll positions;
//  - showing random nodes (the document's current node changes, the panel
//    scrolls to it and repaints).
// Runs offscreen. Run: build/tests/bench/bench_gametree [repetitions]

#include "benchwindow.h"
#include "jgamegenerator.h"

#include "document/gamedocument.h"
#include "games/hextwixt/hextwixtview.h"
#include "panels/gametreepanel.h"

#include "games/boardmove.h"
#include "games/hex/hexmove.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace kibitz;

namespace {

// Long random variations: a 2 000-move main line, then variations of random
// length (1 to 400 moves) branching from random nodes, up to `total` nodes.
GameRecord deepTree(int total)
{
    GameRecord game;
    game.kind = GameKind::Hex;
    game.columns = game.rows = 19;
    GameTree &tree = game.tree;
    tree.reserve(std::size_t(total), std::size_t(total) * 5);
    QRandomGenerator rng(11);
    std::vector<NodeId> nodes{tree.root()};
    std::vector<int> depths{0};
    auto extend = [&](NodeId from, int fromDepth, int moves) {
        for (int i = 0; i < moves && int(nodes.size()) < total; ++i) {
            const int d = fromDepth + i + 1;
            from = tree.appendChild(
                from, std::uint8_t(MoveTag::Place),
                encodeHexStone(HexStone{int(rng.bounded(19)), int(rng.bounded(19)), 1 + (d + 1) % 2}));
            nodes.push_back(from);
            depths.push_back(d);
        }
    };
    extend(tree.root(), 0, 2000);
    while (int(nodes.size()) < total) {
        const std::size_t at = rng.bounded(quint32(nodes.size()));
        extend(nodes[at], depths[at], 1 + int(rng.bounded(400)));
    }
    return game;
}

template <class F>
double bestOf(int reps, F &&f)
{
    double best = 1e18;
    for (int r = 0; r < reps; ++r) {
        QElapsedTimer t;
        t.start();
        f();
        best = std::min(best, t.nsecsElapsed() / 1e6);
    }
    return best;
}

double elapsedMs(const QElapsedTimer &t)
{
    return t.nsecsElapsed() / 1e6;
}

// Paints the viewport at the corners, the middle and random places of the
// picture; returns the mean time of one paint.
double paintAtScrollPositions(GameTreePanel &panel, int count)
{
    QScrollBar *h = panel.horizontalScrollBar();
    QScrollBar *v = panel.verticalScrollBar();
    QRandomGenerator rng(5);
    std::vector<QPoint> positions{{0, 0},
                                  {h->maximum() / 2, v->maximum() / 2},
                                  {h->maximum(), v->maximum()},
                                  {0, v->maximum()},
                                  {h->maximum(), 0}};
    while (int(positions.size()) < count)
        positions.emplace_back(int(rng.bounded(h->maximum() + 1)), int(rng.bounded(v->maximum() + 1)));
    QElapsedTimer t;
    t.start();
    for (const QPoint &p : positions) {
        h->setValue(p.x());
        v->setValue(p.y());
        (void)panel.viewport()->grab();
    }
    return elapsedMs(t) / double(positions.size());
}

struct JumpTimes {
    double jump = 0; // the document shows the node, the panel scrolls to it
    double paint = 0; // a repaint of the viewport around it (where the tree is densest)
    double paintCpu = 0; // the same in processor time (the figure a busy machine disturbs least)
};

JumpTimes jumpToRandomNodes(GameDocument &document, GameTreePanel &panel, int count)
{
    const GameTree &tree = document.tree();
    QRandomGenerator rng(9);
    std::vector<NodeId> targets;
    while (int(targets.size()) < count) {
        const NodeId n = NodeId(rng.bounded(quint32(tree.capacity())));
        if (tree.isAttached(n))
            targets.push_back(n);
    }
    QElapsedTimer t;
    t.start();
    for (const NodeId n : targets)
        document.setCurrentNode(n);
    const double jump = elapsedMs(t) / count;
    double painting = 0, cpu = 0;
    for (const NodeId n : targets) {
        document.setCurrentNode(n);
        t.restart();
        const std::clock_t start = std::clock();
        (void)panel.viewport()->grab();
        cpu += double(std::clock() - start) * 1000.0 / CLOCKS_PER_SEC;
        painting += elapsedMs(t);
    }
    return {jump, painting / count, cpu / count};
}

void reportPanel(GameDocument &document, GameTreePanel &panel, int reps)
{
    const GameTreeLayout &layout = panel.layout();
    std::printf("  layout: %d rows x %d columns, %zu nodes\n", layout.rowCount(), layout.columnCount(),
                layout.nodeCount());
    const double compute = bestOf(reps, [&] {
        GameTreeLayout fresh; // new memory each time, as after opening a file
        fresh.compute(document.tree());
    });
    std::printf("  layout computation: %.1f ms\n", compute);
    std::printf("  viewport paint (%dx%d) at 20 scroll positions: %.2f ms each\n", panel.viewport()->width(),
                panel.viewport()->height(), paintAtScrollPositions(panel, 20));
    const JumpTimes jumps = jumpToRandomNodes(document, panel, 500);
    std::printf("  show a random node and scroll to it: %.3f ms; viewport paint around it: %.2f ms (%.2f ms CPU)\n",
                jumps.jump, jumps.paint, jumps.paintCpu);
}

} // namespace

int main(int argc, char **argv)
{
    useOffscreenUnlessSet();
    QApplication app(argc, argv);
    const int reps = argc > 1 ? std::max(1, atoi(argv[1])) : 5;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bushy.jgame"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bench::bigTree(1000000)) < 0) {
            std::printf("cannot write %s\n", qPrintable(path));
            return 1;
        }
    }

    std::printf("1 000 000-node bushy Hex tree (the generated Jgame file of bench_jgame and bench_open):\n");
    QElapsedTimer total;
    total.start();
    const std::clock_t openCpu = std::clock();
    QString error;
    QElapsedTimer step;
    step.start();
    std::unique_ptr<GameDocument> document = GameDocument::load(path, &error);
    if (!document) {
        std::printf("load failed: %s\n", qPrintable(error));
        return 1;
    }
    const double load = elapsedMs(step);
    step.restart();
    HexTwixtView board(document.get());
    board.resize(640, 560);
    board.show();
    (void)board.grab();
    const double boardShown = elapsedMs(step);
    step.restart();
    GameTreePanel panel;
    panel.resize(260, 800);
    panel.setDocument(document.get());
    const double panelMade = elapsedMs(step);
    step.restart();
    (void)panel.layout();
    const double panelLaidOut = elapsedMs(step);
    std::printf("  tree panel made and bound to the document: %.1f ms\n", panelMade);
    step.restart();
    panel.show();
    (void)panel.viewport()->grab();
    const double panelShown = elapsedMs(step);
    app.processEvents();
    const double openMs = elapsedMs(total);
    std::printf("  open: load %.1f ms + board shown %.1f ms + tree panel laid out %.1f ms + shown and painted"
                " %.1f ms = %.1f ms, %.1f ms CPU (target < 1000)\n",
                load, boardShown, panelLaidOut, panelShown, openMs,
                double(std::clock() - openCpu) * 1000.0 / CLOCKS_PER_SEC);
    reportPanel(*document, panel, reps);

    std::printf("1 000 000-node tree of long random variations (built in memory):\n");
    Collection collection;
    collection.games.push_back(deepTree(1000000));
    GameDocument deep(std::move(collection), QString(), FileFormat::Jgame);
    step.restart();
    GameTreePanel deepPanel;
    deepPanel.resize(260, 800);
    deepPanel.setDocument(&deep);
    deepPanel.show();
    (void)deepPanel.viewport()->grab();
    std::printf("  tree panel laid out and painted: %.1f ms\n", elapsedMs(step));
    reportPanel(deep, deepPanel, reps);
    return 0;
}
