// Benchmarks for the foundation (issue targets in parentheses):
//  - a Jgame Hex tree of 1 000 000 nodes: load (< 0.3 s), resident memory of
//    the loaded tree (< 100 MB), save (< 0.3 s);
//  - a linear game of 60 000 moves: load and compute the last position
//    (< 0.2 s), and jumping to random nodes through the position cache.
// Run: build/tests/bench/bench_jgame [repetitions]

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

void put16(QByteArray &out, quint16 v)
{
    char b[2];
    qToBigEndian(v, b);
    out.append(b, 2);
}

void header(QByteArray &out, int size)
{
    auto pair = [&](const char *key, const QByteArray &value) {
        out.append(char(qstrlen(key))).append(key);
        char b[4];
        qToBigEndian(quint32(value.size()), b);
        out.append(b, 4).append(value);
    };
    auto int32 = [](qint32 v) {
        QByteArray b(4, '\0');
        qToBigEndian(v, b.data());
        return b;
    };
    pair("gtv", int32(2));
    pair("player1", "Bench One");
    pair("player2", "Bench Two");
    pair("hgtv", int32(1));
    pair("bdsize", int32(size));
    pair("type", "hex1");
    out.append('\0');
}

void node(QByteArray &out, int x, int y, int player, int children, bool comment, bool eval)
{
    out.append('\1').append('m');
    put16(out, 3);
    out.append(char(x)).append(char(y)).append(char(player));
    if (eval) {
        out.append('\1').append('r');
        put16(out, 2);
        put16(out, quint16(qint16(player == 1 ? 10000 : -10000)));
    }
    if (comment) {
        out.append('\1').append('c');
        const QByteArray c("a comment on this move");
        char b[4];
        qToBigEndian(quint32(c.size()), b);
        out.append(b, 4).append(c);
    }
    out.append('\0');
    put16(out, quint16(children));
}

// A bushy analysis tree of exactly `total` nodes on 11x11: every node has up to
// four children, breadth-first sizes assigned so that the count is exact. It is
// written depth-first as the format wants, with an explicit stack.
QByteArray bigTree(int total)
{
    QRandomGenerator rng(7);
    // First decide the shape: children counts in BFS order.
    std::vector<int> childCount(std::size_t(total), 0);
    std::vector<int> depth(std::size_t(total), 0);
    int assigned = 1;
    for (int i = 0; i < total && assigned < total; ++i) {
        const int want = std::min<int>(1 + int(rng.bounded(4)), total - assigned);
        childCount[std::size_t(i)] = depth[std::size_t(i)] < 100 ? want : 0;
        for (int k = 0; k < childCount[std::size_t(i)]; ++k)
            depth[std::size_t(assigned + k)] = depth[std::size_t(i)] + 1;
        assigned += childCount[std::size_t(i)];
        if (i + 1 == assigned && assigned < total) {
            childCount[std::size_t(i)] += 1; // keep the tree growing
            depth[std::size_t(assigned)] = depth[std::size_t(i)] + 1;
            ++assigned;
        }
    }
    // BFS index of each node's first child.
    std::vector<int> firstChild(std::size_t(total), 0);
    int next = 1;
    for (int i = 0; i < total; ++i) {
        firstChild[std::size_t(i)] = next;
        next += childCount[std::size_t(i)];
    }
    QByteArray out;
    out.reserve(qsizetype(total) * 12);
    header(out, 11);
    std::vector<int> stack{0};
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int kids = childCount[std::size_t(i)];
        if (i == 0) {
            out.append('\0');
            put16(out, quint16(kids));
        } else {
            node(out, i % 11, (i / 11) % 11, 1 + depth[std::size_t(i)] % 2, kids, i % 97 == 0, kids == 0 && i % 3 == 0);
        }
        for (int k = kids - 1; k >= 0; --k)
            stack.push_back(firstChild[std::size_t(i)] + k);
    }
    return out;
}

QByteArray linearGame(int moves, int size)
{
    QByteArray out;
    header(out, size);
    out.append('\0');
    put16(out, 1);
    for (int i = 0; i < moves; ++i)
        node(out, i % size, i / size, 1 + i % 2, i + 1 < moves ? 1 : 0, false, false);
    return out;
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
