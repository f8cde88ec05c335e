// The opening explorer on big collections, offscreen: aggregating the games
// (OpeningTree::build, to depth 10 as `kibitz-cli explore` does by default,
// and to the panel's depth), then the Explorer panel following the board:
// the time from a move shown (GameDocument::setCurrentNode, which the panel
// answers synchronously) until the panel's table is filled and repainted,
// along the main lines of many games. Target: under 50 ms a move.
//
// The collection is bench_sgfmodel's generator (tests/bench/twixtsgfcollection.h)
// with 200 000 distinct games by default (--games N), or a file (--file PATH).
//
// Run: build/tests/bench/bench_explorerpanel [--games N] [--file PATH] [--grab PNG]
// --grab saves a picture of the panel after the first moves of game 1.

#include "benchclock.h"
#include "twixtsgfcollection.h"

#include "document/gamedocument.h"
#include "formats/registry.h"
#include "panels/explorerpanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QTableWidget>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

using namespace kibitz;

namespace {

void printTimes(const char *what, std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    if (times.empty())
        return;
    std::printf("%s: %zu moves, median %.2f ms, 95th percentile %.2f ms, max %.2f ms (wall clock)\n", what,
                times.size(), times[times.size() / 2], times[times.size() * 95 / 100], times.back());
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int games = 200000;
    const char *file = nullptr;
    const char *grab = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc)
            games = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--file") == 0 && i + 1 < argc)
            file = argv[++i];
        else if (std::strcmp(argv[i], "--grab") == 0 && i + 1 < argc)
            grab = argv[++i];
    }
    QByteArray data;
    if (file) {
        QFile f(QString::fromLocal8Bit(file));
        if (!f.open(QIODevice::ReadOnly))
            return 2;
        data = f.readAll();
    } else {
        data = bench::generateTwixtSgfCollection(games).data;
    }
    LoadResult loaded = loadBytes(data, FileFormat::Sgf);
    if (!loaded.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.error.message));
        return 1;
    }
    data = QByteArray();
    std::printf("collection: %zu games\n", loaded.collection->games.size());

    for (const int depth : {10, ExplorerPanel::Depth}) {
        for (const bool merge : {false, true}) {
            const std::int64_t start = threadCpuNs();
            QElapsedTimer wall;
            wall.start();
            const OpeningTree tree = OpeningTree::build(*loaded.collection, {depth, merge});
            std::printf("OpeningTree::build, depth %d%s: %.0f ms CPU, %lld ms wall clock; %zu positions, %zu moves\n",
                        depth, merge ? ", transpositions" : "", double(threadCpuNs() - start) / 1e6,
                        static_cast<long long>(wall.elapsed()), tree.positionCount(), tree.moveCount());
        }
    }

    { // The panel's way, game by game: the adding, then finish() (sorting the moves).
        OpeningTree::Builder builder({ExplorerPanel::Depth, false});
        std::int64_t start = threadCpuNs();
        for (const GameRecord &game : loaded.collection->games)
            builder.add(&game);
        const double adding = double(threadCpuNs() - start) / 1e6;
        start = threadCpuNs();
        const OpeningTree tree = builder.finish();
        std::printf("OpeningTree::Builder, depth %d: adding %.0f ms CPU, finish %.0f ms CPU\n", ExplorerPanel::Depth,
                    adding, double(threadCpuNs() - start) / 1e6);
    }

    GameDocument document(std::move(*loaded.collection), QStringLiteral("bench.sgf"), FileFormat::Sgf);
    ExplorerPanel panel;
    panel.resize(420, 600);
    // The panel counts a big collection in slices between events: how long
    // until it shows the counts, and the longest the event loop could not
    // answer (the largest gap between the ticks of a 1 ms timer).
    const auto waitForCounts = [&](const char *what, const std::function<void()> &start) {
        QElapsedTimer whole;
        whole.start();
        QElapsedTimer sinceTick;
        sinceTick.start();
        qint64 longest = 0;
        QTimer heartbeat;
        heartbeat.setInterval(1);
        QObject::connect(&heartbeat, &QTimer::timeout, [&] {
            longest = std::max(longest, sinceTick.elapsed());
            sinceTick.restart();
        });
        heartbeat.start();
        start();
        while (panel.isBuilding())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        panel.repaint();
        longest = std::max(longest, sinceTick.elapsed());
        std::printf("panel: %s: counted and shown in %lld ms, longest pause %lld ms\n", what,
                    static_cast<long long>(whole.elapsed()), static_cast<long long>(longest));
    };
    waitForCounts("every game", [&] {
        panel.setDocument(&document);
        panel.show();
    });
    QVector<int> half;
    for (int g = 0; g < document.gameCount(); g += 2)
        half << g;
    waitForCounts("a filter showing half the games", [&] { panel.setGameSubset(half); });
    waitForCounts("the filter cleared", [&] { panel.clearGameSubset(); });

    for (const bool merge : {false, true}) {
        waitForCounts(merge ? "transpositions merged" : "transpositions apart",
                      [&] { panel.transpositionsBox()->setChecked(merge); });
        std::vector<double> times;
        for (int g = 0; g < std::min(document.gameCount(), 200); ++g) {
            document.setGameIndex(g * (document.gameCount() / std::min(document.gameCount(), 200)));
            NodeId node = document.tree().root();
            for (int ply = 0; ply < ExplorerPanel::Depth; ++ply) {
                node = document.tree().mainChild(node);
                if (node == NoNode)
                    break;
                QElapsedTimer t;
                t.start();
                document.setCurrentNode(node);
                panel.table()->viewport()->repaint();
                times.push_back(double(t.nsecsElapsed()) / 1e6);
            }
        }
        printTimes(merge ? "panel update after a move, transpositions" : "panel update after a move", times);
    }
    if (grab) {
        waitForCounts("transpositions apart", [&] { panel.transpositionsBox()->setChecked(false); });
        document.setGameIndex(0);
        NodeId node = document.tree().root();
        for (int ply = 0; ply < 2; ++ply)
            node = document.tree().mainChild(node);
        document.setCurrentNode(node);
        panel.grab().save(QString::fromLocal8Bit(grab));
    }
    return 0;
}
