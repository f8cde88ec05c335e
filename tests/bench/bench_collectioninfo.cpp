// Where `kibitz-cli info` spends its time and memory on a big collection,
// part by part: reading the file; sgf::readEach game by game on 1 and 2
// threads, as the command reads an SGF file now; then as it did before,
// holding the whole collection: sgf::read (through
// loadBytes), the statistics of every game, writing the report (to a buffer),
// and freeing the collection. Then the opening explorer on the same games, to
// depth 10, without and with transpositions. Times are the thread's CPU time
// (the machine is shared); memory is the heap in use after each part
// (mallinfo2) and the process's peak resident set.
//
// Run: build/tests/bench/bench_collectioninfo FILE
// tests/bench/collection_info.sh makes the 133 MB collection (ten copies of
// bench_sgfmodel's) and runs this, `kibitz-cli info` under /usr/bin/time and
// @sabaki/sgf on it.

#include "benchclock.h"

#include "analysis/explorer.h"
#include "formats/filebytes.h"
#include "formats/registry.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfgames.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <malloc.h>
#include <sys/resource.h>

#include <charconv>
#include <chrono>
#include <cstdio>

using namespace kibitz;

namespace {

std::int64_t processCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return std::int64_t(t.tv_sec) * 1000000000 + t.tv_nsec;
}

double heapMb()
{
    const struct mallinfo2 m = mallinfo2();
    return double(m.uordblks + m.hblkhd) / 1e6;
}

double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) * 1024 / 1e6;
}

void report(const char *part, std::int64_t ns, qint64 bytes)
{
    std::printf("%-28s %8.1f ms CPU  %8.1f MB/s  heap %7.1f MB  peak RSS %7.1f MB\n", part, double(ns) / 1e6,
                bytes ? double(bytes) / 1e6 / (double(ns) / 1e9) : 0.0, heapMb(), peakRssMb());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    std::int64_t t = threadCpuNs();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", argv[1]);
        return 2;
    }
    QByteArray content = file.readAll();
    const qint64 size = content.size();
    report("read the file", threadCpuNs() - t, size);

    // Game by game, as `kibitz-cli info` reads an SGF file now: each game's
    // statistics taken and the game dropped, on 1 and 2 threads (process CPU
    // time, since two threads run, and the wall clock).
    if (detectFormat(content, path) == FileFormat::Sgf) {
        for (const int parts : {1, 2}) {
            std::vector<std::size_t> nodesOf;
            sgf::GameVisitor visitor;
            visitor.begin = [&nodesOf](int n) { nodesOf.assign(std::size_t(n), 0); };
            visitor.game = [&nodesOf](int part, GameRecord &g) { nodesOf[std::size_t(part)] += g.tree.stats().nodes; };
            const std::int64_t cpu = processCpuNs();
            const auto wall = std::chrono::steady_clock::now();
            const LoadResult streamed = sgf::readEach(content, visitor, {}, parts);
            const std::int64_t wallNs
                = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - wall).count();
            if (!streamed.ok()) {
                std::fprintf(stderr, "%s\n", qPrintable(streamed.error.message));
                return 1;
            }
            std::size_t total = 0;
            for (std::size_t n : nodesOf)
                total += n;
            report(parts == 1 ? "readEach, 1 part (CPU)" : "readEach, 2 parts (CPU)", processCpuNs() - cpu, size);
            std::printf("  %zu parts read, %zu nodes; wall clock %.1f ms, %.1f MB/s\n", nodesOf.size(), total,
                        double(wallNs) / 1e6, double(size) / 1e6 / (double(wallNs) / 1e9));
        }
    }

    // The parts of `kibitz-cli info` now, on one thread: the file read
    // again; the syntax layer alone (scanning and parsing the game
    // trees); readEach without the texts info does not show (syntax and
    // model), handing each game to a visitor that does nothing, then one
    // that takes each game's statistics.
    if (detectFormat(content, path) == FileFormat::Sgf) {
        t = threadCpuNs();
        {
            const FileLoad copied = readFileBytes(path);
            qint64 sum = 0; // touch every page, as the reader will
            for (qsizetype i = 0; i < copied.content.size(); i += 4096)
                sum += copied.content.constData()[i];
            report("read the file (readFileBytes), touch its pages", threadCpuNs() - t, size);
            std::printf("  (a byte of each page summed: %lld)\n", static_cast<long long>(sum));
        }
        t = threadCpuNs();
        std::size_t trees = 0;
        const SgfParseResult syntax
            = SgfDocument::parseTreeByTreeInPlace(content, [&trees](const SgfDocument &) { ++trees; });
        report("syntax alone (SgfDocument)", threadCpuNs() - t, size);
        std::printf("  %zu game trees%s\n", trees, syntax.ok() ? "" : " (error)");
        ReadOptions lean;
        lean.withoutTexts = true;
        for (const bool statistics : {false, true}) {
            std::size_t nodes = 0;
            sgf::GameVisitor visitor;
            visitor.begin = [&nodes](int) { nodes = 0; };
            visitor.game = [&nodes, statistics](int, GameRecord &g) {
                nodes += statistics ? g.tree.stats().nodes : g.tree.liveNodeCount();
            };
            t = threadCpuNs();
            const LoadResult r = sgf::readEach(content, visitor, lean, 1);
            report(statistics ? "readEach lean + statistics" : "readEach without texts", threadCpuNs() - t, size);
            std::printf("  %zu nodes%s\n", nodes, r.ok() ? "" : " (error)");
        }
    }

    t = threadCpuNs();
    LoadResult loaded = loadBytes(content, detectFormat(content, path));
    if (!loaded.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.error.message));
        return 1;
    }
    report("loadBytes (sgf::read)", threadCpuNs() - t, size);
    const Collection &c = *loaded.collection;
    std::printf("  %zu games in room for %zu, %zu bytes a GameRecord\n", c.games.size(), c.games.capacity(),
                sizeof(GameRecord));

    t = threadCpuNs();
    std::size_t nodes = 0;
    for (const GameRecord &g : c.games)
        nodes += g.tree.stats().nodes;
    report("statistics", threadCpuNs() - t, size);

    t = threadCpuNs();
    QString text;
    {
        QTextStream out(&text);
        int number = 1;
        for (const GameRecord &g : c.games) {
            const TreeStats s = g.tree.stats();
            out << "game " << number++ << ": " << gameKindName(g.kind) << " " << g.columns << "x" << g.rows << ", "
                << g.player1 << " vs " << g.player2 << ", \"" << g.name << "\"\n  " << s.nodes << " nodes, "
                << s.mainLine << " main-line moves, depth " << s.depth << ", " << s.leaves << " leaves, " << s.comments
                << " comments, " << s.evaluations << " evaluations, result " << g.result << "\n";
        }
    }
    report("report, QTextStream (before)", threadCpuNs() - t, size);
    std::printf("  %zu games, %zu nodes, %lld characters of report\n", c.games.size(), nodes,
                static_cast<long long>(text.size()));
    text.clear();
    text.squeeze();

    // As cliinfo.cpp writes it now: UTF-8 bytes appended in place, numbers by std::to_chars.
    t = threadCpuNs();
    QByteArray bytes;
    bytes.reserve(2 << 20);
    qint64 written = 0;
    {
        auto appendNumber = [&bytes](std::size_t n) {
            char digits[24];
            const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
            bytes.append(digits, end - digits);
        };
        auto appendCount = [&](std::size_t n, const char *singular, const char *plural) {
            appendNumber(n);
            bytes.append(' ').append(n == 1 ? singular : plural);
        };
        std::size_t number = 1;
        for (const GameRecord &g : c.games) {
            const TreeStats s = g.tree.stats();
            bytes.append("game ");
            appendNumber(number++);
            bytes.append(": ").append(gameKindName(g.kind).toUtf8()).append(' ');
            appendNumber(std::size_t(g.columns));
            bytes.append('x');
            appendNumber(std::size_t(g.rows));
            bytes.append(", ").append(g.player1.toUtf8()).append(" vs ").append(g.player2.toUtf8());
            bytes.append(", \"").append(g.name.toUtf8()).append("\"\n  ");
            appendCount(s.nodes, "node", "nodes");
            bytes.append(", ");
            appendCount(s.mainLine, "main-line move", "main-line moves");
            bytes.append(", depth ");
            appendNumber(s.depth);
            bytes.append(", ");
            appendCount(s.leaves, "leaf", "leaves");
            bytes.append(", ");
            appendCount(s.comments, "comment", "comments");
            bytes.append(", ");
            appendCount(s.evaluations, "evaluation", "evaluations");
            bytes.append(", result ").append(g.result.toUtf8()).append('\n');
            if (bytes.size() >= (2 << 20) - 4096) { // the command writes the block out here
                written += bytes.size();
                bytes.resize(0);
            }
        }
        written += bytes.size();
    }
    report("report, UTF-8 bytes (now)", threadCpuNs() - t, size);
    std::printf("  %lld bytes of report\n", static_cast<long long>(written));
    bytes = QByteArray();

    for (const bool merge : {false, true}) {
        t = threadCpuNs();
        const OpeningTree tree = OpeningTree::build(c, {10, merge});
        report(merge ? "explore, depth 10, positions" : "explore, depth 10", threadCpuNs() - t, 0);
        std::printf("  %zu games, %zu positions, %zu moves\n", tree.gameCount(), tree.positionCount(),
                    tree.moveCount());
    }

    t = threadCpuNs();
    content.clear();
    content.squeeze();
    loaded = LoadResult();
    report("free the collection", threadCpuNs() - t, size);
    return 0;
}
