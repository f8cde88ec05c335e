// Benchmark of the SGF syntax layer (core/formats/sgf): a collection of 20 000
// synthetic Twixt games (GM[21], 24x24, 30-60 moves, a few comments, now and
// then a long move or a variation; twixtsgfcollection.h), about 13 MB,
// generated in memory and parsed repeatedly. The whole SGF -> model pipeline
// should reach 200 MB/s (bench_sgfmodel), so this layer alone is meant to stay
// well above 400 MB/s (MB = 10^6 bytes).
//
// Run: build/tests/bench/bench_sgfsyntax [repetitions] [--write PATH]
// --write saves the generated collection, e.g. to time another parser on the
// same bytes.

#include "formats/sgf/sgfdocument.h"
#include "twixtsgfcollection.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace kibitz;
using kibitz::bench::mbPerSecond;

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

    const bench::TwixtSgfCollection collection = bench::generateTwixtSgfCollection(20000);
    const QByteArray &data = collection.data;
    std::printf("collection: %d games, %.2f MB\n", collection.games, double(data.size()) / 1e6);
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
                double(doc.nodes().size_bytes() + doc.properties().size_bytes() + doc.values().size_bytes()) / 1e6);

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
