// Benchmarks for the foundation (issue targets in parentheses):
//  - a Jgame Hex tree of 1 000 000 nodes: load (< 0.3 s), resident memory of
//    the loaded tree (< 100 MB), save (< 0.3 s);
//  - a linear game of 60 000 moves: load and compute the last position
//    (< 0.2 s), and jumping to random nodes through the position cache.
// Run: build/tests/bench/bench_jgame [repetitions]

#include "jgamegenerator.h"

#include "formats/jgame/jgame.h"
#include "games/replayer.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QtEndian>

#include <algorithm>
#include <cstdio>

using namespace kibitz;
using namespace kibitz::bench;

namespace {

// Resident set size of this process in MB (Linux).
double residentMb()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toDouble() * 4096.0 / (1024.0 * 1024.0) : -1;
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

} // namespace

int main(int argc, char **argv)
{
    const int reps = argc > 1 ? std::max(1, atoi(argv[1])) : 5;

    const QByteArray big = bigTree(1000000);
    std::printf("1 000 000-node Hex tree: %.1f MB on disk\n", big.size() / 1e6);
    {
        const double before = residentMb();
        LoadResult kept = jgame::read(big);
        const double after = residentMb();
        if (!kept.ok()) {
            std::printf("load failed: %s\n", qPrintable(kept.error.message));
            return 1;
        }
        std::printf("  nodes: %zu, resident memory of the loaded tree: %.1f MB (target < 100)\n",
                    kept.collection->games.front().tree.liveNodeCount(), after - before);
        std::printf("  process resident total: %.1f MB (includes the %.1f MB file image)\n", after, big.size() / 1e6);
    }
    const double load = bestOf(reps, [&] { (void)jgame::read(big); });
    std::printf("  load: %.1f ms (target < 300)\n", load);
    const LoadResult loaded = jgame::read(big);
    QByteArray saved;
    const double save = bestOf(reps, [&] { saved = jgame::write(loaded.collection->games.front()).data; });
    std::printf("  save: %.1f ms (target < 300), byte-identical: %s\n", save, saved == big ? "yes" : "NO");

    const QByteArray line = linearGame(60000, 250);
    std::printf("60 000-move linear Hex game on 250x250: %.1f MB\n", line.size() / 1e6);
    QString lastText;
    const double lineTime = bestOf(reps, [&] {
        LoadResult r = jgame::read(line);
        const GameRecord &g = r.collection->games.front();
        PositionCache cache(g);
        const Replayer *p = cache.at(g.tree.endOfLine(g.tree.root()));
        lastText = p ? p->positionText() : QString();
    });
    std::printf("  load + last position: %.1f ms (target < 200)\n", lineTime);

    {
        LoadResult r = jgame::read(line);
        const GameRecord &g = r.collection->games.front();
        PositionCache cache(g);
        (void)cache.at(g.tree.endOfLine(g.tree.root()));
        const std::vector<NodeId> path = g.tree.mainLine();
        QRandomGenerator rng(3);
        QElapsedTimer t;
        t.start();
        const int jumps = 2000;
        for (int i = 0; i < jumps; ++i)
            (void)cache.at(path[rng.bounded(int(path.size()))]);
        std::printf("  random jumps through the position cache: %.3f ms each\n", t.nsecsElapsed() / 1e6 / jumps);
    }
    return 0;
}
