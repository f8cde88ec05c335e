// Benchmark of the SGF syntax layer (core/formats/sgf): a collection of 20 000
// synthetic Twixt games (GM[21], 24x24, 30-60 moves, a few comments, now and
// then a long move or a variation), about 13 MB, generated in memory and
// parsed repeatedly. The whole SGF -> model pipeline should reach 200 MB/s, so
// this layer alone is meant to stay well above 400 MB/s (MB = 10^6 bytes).
//
// Run: build/tests/bench/bench_sgfsyntax [repetitions] [--write PATH]
// --write saves the generated collection, e.g. to time another parser on the
// same bytes.

#include "formats/sgf/sgfdocument.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace kibitz;

namespace {

// A fixed-seed generator, so that every run (and every other parser fed with
// --write) sees the same bytes.
class Random
{
public:
    quint32 next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return quint32(m_state >> 11);
    }
    int below(int n) { return int(next() % quint32(n)); }

private:
    quint64 m_state = 0x9E3779B97F4A7C15ull;
};

void appendHole(QByteArray &out, Random &rng)
{
    out.append(char('A' + rng.below(24)));
    out.append(QByteArray::number(1 + rng.below(24)));
}

const char *const commentWords[] = {"White", "Black", "links", "the", "peg", "edge", "blocks", "a", "strong",
                                    "move", "threatens", "to", "connect", "here", "better", "was", "instead",
                                    "of", "this", "line", "wins", "loses", "tempo", "setup"};

void appendComment(QByteArray &out, Random &rng)
{
    out.append("C[");
    const int words = 6 + rng.below(10);
    for (int w = 0; w < words; ++w) {
        if (w)
            out.append(rng.below(12) == 0 ? '\n' : ' ');
        out.append(commentWords[rng.below(int(std::size(commentWords)))]);
    }
    if (rng.below(6) == 0)
        out.append(" (see RE\\[W+\\])");
    out.append(".]");
}

void appendMoves(QByteArray &out, Random &rng, int count, int firstColour)
{
    for (int i = 0; i < count; ++i) {
        out.append(((i + firstColour) & 1) ? ";B[" : ";W[");
        if (i > 6 && rng.below(40) == 0) { // a long move: remove, add, place
            out.append('-');
            appendHole(out, rng);
            out.append("'][\\");
            appendHole(out, rng);
            out.append("'][");
        }
        appendHole(out, rng);
        out.append(']');
        if (rng.below(20) == 0)
            appendComment(out, rng);
        out.append('\n');
    }
}

QByteArray generateCollection(int games)
{
    Random rng;
    QByteArray out;
    out.reserve(games * 700);
    for (int g = 0; g < games; ++g) {
        out.append("(;FF[4]GM[21]SZ[24]CA[UTF-8]AP[Kibitz:bench]RU[STD]\n");
        out.append("GN[Bench game ").append(QByteArray::number(g + 1)).append("]");
        out.append("PW[Player ").append(QByteArray::number(rng.below(5000))).append("]");
        out.append("PB[Player ").append(QByteArray::number(rng.below(5000))).append("]");
        out.append("DT[2024-05-").append(QByteArray::number(10 + rng.below(19))).append("]");
        out.append(rng.below(2) ? "RE[W+]\n" : "RE[B+]\n");
        if (rng.below(2) == 0) {
            appendComment(out, rng);
            out.append('\n');
        }
        const int moves = 30 + rng.below(31);
        if (rng.below(20) == 0) { // a variation near the end
            const int main = moves - 4;
            appendMoves(out, rng, main, 0);
            out.append("(");
            appendMoves(out, rng, 4, main);
            out.append(")\n(");
            appendMoves(out, rng, 3, main);
            out.append(")");
        } else {
            appendMoves(out, rng, moves, 0);
        }
        out.append(")\n");
    }
    return out;
}

double mbPerSecond(qint64 bytes, qint64 nanoseconds)
{
    return double(bytes) / 1e6 / (double(nanoseconds) / 1e9);
}

} // namespace

int main(int argc, char **argv)
{
    int repetitions = 20;
    const char *writePath = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--write") == 0 && i + 1 < argc)
            writePath = argv[++i];
        else
            repetitions = std::max(1, std::atoi(argv[i]));
    }

    const QByteArray data = generateCollection(20000);
    std::printf("collection: %d games, %.2f MB\n", 20000, double(data.size()) / 1e6);
    if (writePath) {
        QFile file(QString::fromLocal8Bit(writePath));
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size()) {
            std::fprintf(stderr, "cannot write %s\n", writePath);
            return 2;
        }
        std::printf("written to %s\n", writePath);
    }

    std::vector<qint64> times;
    SgfParseResult last;
    for (int r = 0; r < repetitions; ++r) {
        QElapsedTimer timer;
        timer.start();
        SgfParseResult result = SgfDocument::parse(data);
        times.push_back(timer.nsecsElapsed());
        if (!result.ok()) {
            std::fprintf(stderr, "parse error %d:%d: %s\n", result.error.line, result.error.column,
                         qPrintable(result.error.message));
            return 1;
        }
        if (r == repetitions - 1)
            last = std::move(result);
    }
    std::sort(times.begin(), times.end());
    const SgfDocument &doc = last.document;
    std::printf("parse: best %.0f MB/s, median %.0f MB/s (%d runs)\n", mbPerSecond(data.size(), times.front()),
                mbPerSecond(data.size(), times[times.size() / 2]), repetitions);
    std::printf("document: %d trees, %d nodes, %zu properties, %zu values, %.1f MB of vectors\n", doc.treeCount(),
                doc.nodeCount(), doc.properties().size(), doc.values().size(),
                double(doc.nodes().size_bytes() + doc.properties().size_bytes() + doc.values().size_bytes())
                    / 1e6);

    // What a mapping layer adds on top: every value unescaped (moves in the
    // Twixt mode, everything else as Text).
    const int moveW = doc.findIdentifier("W");
    const int moveB = doc.findIdentifier("B");
    QElapsedTimer timer;
    timer.start();
    qint64 characters = 0;
    for (int p = 0; p < int(doc.properties().size()); ++p) {
        const int id = doc.identifierId(p);
        const SgfTextMode mode = (id == moveW || id == moveB) ? SgfTextMode::RawMoveValue : SgfTextMode::Text;
        const int first = doc.firstValue(p);
        for (int v = first; v < first + doc.valueCount(p); ++v)
            characters += doc.text(v, mode).size();
    }
    const qint64 textTime = timer.nsecsElapsed();
    std::printf("text() of every value: %.0f MB/s of source (%lld bytes out)\n", mbPerSecond(data.size(), textTime),
                characters);

    timer.restart();
    const QByteArray written = writeSgf(doc);
    std::printf("writeSgf: %.0f MB/s (%.2f MB written)\n", mbPerSecond(written.size(), timer.nsecsElapsed()),
                double(written.size()) / 1e6);
    return 0;
}
