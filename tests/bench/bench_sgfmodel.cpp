// Benchmark of the whole SGF -> model pipeline (sgf::read: syntax, meaning,
// Twixt replay of long moves) and of the way back (sgf::write), on the same
// 13 MB collection of 20 000 synthetic Twixt games as bench_sgfsyntax
// (twixtsgfcollection.h). The target for reading is 200 MB/s
// (MB = 10^6 bytes). tests/bench/compare_sgf.sh sets this against Sabaki's
// JavaScript parser (@sabaki/sgf) on the same bytes.
//
// Run: build/tests/bench/bench_sgfmodel [repetitions] [--write PATH] [--file PATH]
// --write saves the generated collection (e.g. for tests/bench/sabaki);
// --file times an existing SGF file instead of the generated collection (the
// game and node counts are then checked against the syntax layer's).
// Each figure is given twice: from the wall clock, and from the thread's CPU
// time, which is what to compare on a shared, loaded machine (preemption does
// not count; page faults and the allocator's system calls do).

#include "benchclock.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfgames.h"
#include "twixtsgfcollection.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace kibitz;
using kibitz::bench::mbPerSecond;

namespace {

struct Timings {
    qint64 best = 0;
    qint64 median = 0;
};

Timings summarize(std::vector<qint64> times)
{
    std::sort(times.begin(), times.end());
    return {times.front(), times[times.size() / 2]};
}

// Wall clock and CPU time of repeated runs.
struct Clocks {
    std::vector<qint64> wall, cpu;
    template <class F>
    auto time(F &&f)
    {
        QElapsedTimer timer;
        const qint64 cpuStart = threadCpuNs();
        timer.start();
        auto result = f();
        wall.push_back(timer.nsecsElapsed());
        cpu.push_back(threadCpuNs() - cpuStart);
        return result;
    }
    void print(const char *what, qint64 bytes, const char *unit) const
    {
        const Timings w = summarize(wall), c = summarize(cpu);
        std::printf("%s: best %.1f MB/s, median %.1f MB/s%s (CPU time); wall clock best %.1f, median %.1f "
                    "(%zu runs)\n",
                    what, mbPerSecond(bytes, c.best), mbPerSecond(bytes, c.median), unit, mbPerSecond(bytes, w.best),
                    mbPerSecond(bytes, w.median), wall.size());
    }
};

qint64 totalNodes(const Collection &collection)
{
    qint64 nodes = 0;
    for (const GameRecord &game : collection.games)
        nodes += qint64(game.tree.liveNodeCount());
    return nodes;
}

} // namespace

int main(int argc, char **argv)
{
    int repetitions = 10;
    const char *writePath = nullptr;
    const char *filePath = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--write") == 0 && i + 1 < argc) {
            writePath = argv[++i];
        } else if (std::strcmp(argv[i], "--file") == 0 && i + 1 < argc) {
            filePath = argv[++i];
        } else if (argv[i][0] >= '0' && argv[i][0] <= '9') {
            repetitions = std::max(1, std::atoi(argv[i]));
        } else {
            std::fprintf(stderr, "usage: %s [repetitions] [--write PATH] [--file PATH]\n", argv[0]);
            return 2;
        }
    }

    QByteArray data;
    int expectedGames = 0;
    qint64 expectedNodes = 0;
    if (filePath) {
        QFile file(QString::fromLocal8Bit(filePath));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "cannot read %s\n", filePath);
            return 2;
        }
        data = file.readAll();
        const SgfParseResult syntax = SgfDocument::parse(data);
        if (!syntax.ok()) {
            std::fprintf(stderr, "%s:%d:%d: %s\n", filePath, syntax.error.line, syntax.error.column,
                         qPrintable(syntax.error.message));
            return 1;
        }
        expectedGames = syntax.document.treeCount();
        expectedNodes = syntax.document.nodeCount();
        std::printf("file %s: %d games, %.2f MB\n", filePath, expectedGames, double(data.size()) / 1e6);
    } else {
        bench::TwixtSgfCollection generated = bench::generateTwixtSgfCollection(20000);
        data = std::move(generated.data);
        expectedGames = generated.games;
        expectedNodes = generated.nodes;
        std::printf("collection: %d games, %.2f MB\n", expectedGames, double(data.size()) / 1e6);
    }
    if (writePath) {
        QFile file(QString::fromLocal8Bit(writePath));
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size()) {
            std::fprintf(stderr, "cannot write %s\n", writePath);
            return 2;
        }
        std::printf("written to %s\n", writePath);
    }

    // Reading. Each result is destroyed after its timer has stopped.
    Clocks readClocks;
    LoadResult loaded;
    for (int r = 0; r < repetitions; ++r) {
        LoadResult result = readClocks.time([&] { return sgf::read(data); });
        if (!result.ok()) {
            std::fprintf(stderr, "read error %s: %s\n", qPrintable(result.error.location()),
                         qPrintable(result.error.message));
            return 1;
        }
        if (r == repetitions - 1)
            loaded = std::move(result);
    }
    const Collection &collection = *loaded.collection;
    const int games = int(collection.games.size());
    const qint64 nodes = totalNodes(collection);
    readClocks.print("sgf::read", data.size(), "");
    std::printf("model: %d games, %lld nodes, %lld warnings\n", games, nodes, qint64(loaded.warnings.size()));
    if (games != expectedGames || nodes != expectedNodes) {
        std::fprintf(stderr, "expected %d games and %lld nodes\n", expectedGames, expectedNodes);
        return 1;
    }

    // Writing the model back.
    Clocks writeClocks;
    SaveResult saved;
    for (int r = 0; r < repetitions; ++r) {
        SaveResult result = writeClocks.time([&] { return sgf::write(collection); });
        if (!result.ok()) {
            std::fprintf(stderr, "write error: %s\n", qPrintable(result.error));
            return 1;
        }
        if (r == repetitions - 1)
            saved = std::move(result);
    }
    writeClocks.print("sgf::write", saved.data.size(), " of output");
    std::printf("  %.2f MB written\n", double(saved.data.size()) / 1e6);

    // What was written reads back into as many games and nodes.
    const LoadResult reread = sgf::read(saved.data);
    if (!reread.ok() || int(reread.collection->games.size()) != games || totalNodes(*reread.collection) != nodes) {
        std::fprintf(stderr, "the written collection does not read back into %d games and %lld nodes\n", games, nodes);
        return 1;
    }
    std::printf("round trip: ok (%s)\n", saved.data == data ? "byte-identical" : "same games and nodes");
    return 0;
}
