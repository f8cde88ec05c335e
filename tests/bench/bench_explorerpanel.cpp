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
// With --window, as a user meets it instead: the real window offscreen opens
// the collection (File > Open; the file is written to a temporary folder
// first unless --file names one), the Explorer's dock is raised and counts
// every game, then moves are played on the board of games across the
// collection (GameDocument::play, what a click on the board does; the move
// is the game's own next one) and each is timed until the window is
// repainted with the panel showing the new position's rows (checked against
// the tree). Then a filter typed into the Games panel: the keystroke's time,
// and the time until the Explorer shows the filtered games' counts.
//
// Run: build/tests/bench/bench_explorerpanel [--games N] [--file PATH] [--grab PNG]
//      build/tests/bench/bench_explorerpanel --window [--games N] [--file PATH] [--filter TEXT --screenshot PNG]
// --grab saves a picture of the panel after the first moves of game 1;
// --screenshot one of the window with the list filtered by TEXT, its first
// game shown after two moves (and PNG's name with -explorer, the panel alone).

#include "benchclock.h"
#include "benchwindow.h"
#include "twixtsgfcollection.h"

#include "document/gamedocument.h"
#include "formats/registry.h"
#include "panels/explorerpanel.h"
#include "panels/gamespanel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

using namespace kibitz;

namespace {

void printTimes(const char *what, std::vector<double> times);

// The window's way (--window): see the head of this file.
int benchWindow(const QString &path, const QString &filter, const QString &screenshot)
{
    const TemporarySettings settings;
    MainWindow window;
    window.resize(1400, 900);
    waitForExposure(window);
    QCoreApplication::processEvents();
    ExplorerPanel *panel = window.explorerPanel();
    for (QWidget *w = panel; w; w = w->parentWidget()) {
        if (auto *dock = qobject_cast<QDockWidget *>(w)) {
            dock->show();
            dock->raise();
        }
    }
    {
        const Stopwatch open;
        QString error;
        if (!window.openFile(path, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        QCoreApplication::processEvents();
        window.repaint();
        open.print("window: File > Open, shown");
        while (panel->isBuilding())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        window.repaint();
        open.print("window: ... and the Explorer's counts of every game shown");
    }
    GameDocument *document = window.currentDocument();
    const OpeningTree *tree = panel->openingTree();
    if (!document || !tree) {
        std::fprintf(stderr, "no document or no counts\n");
        return 1;
    }
    std::printf("  %d games, %zu positions\n", document->gameCount(), tree->positionCount());
    std::vector<double> wall, cpu;
    int wrong = 0;
    const int sample = std::min(document->gameCount(), 100);
    for (int i = 0; i < sample; ++i) {
        document->setGameIndex(i * (document->gameCount() / sample));
        document->setCurrentNode(document->tree().root());
        QCoreApplication::processEvents();
        for (int ply = 0; ply < 12; ++ply) {
            NodeId next = document->tree().mainChild(document->currentNode());
            while (next != NoNode && !document->tree().hasMove(next))
                next = document->tree().mainChild(next);
            if (next == NoNode)
                break;
            const QByteArray data = document->tree().moveData(next).toByteArray();
            const std::uint8_t tag = document->tree().moveTag(next);
            const Stopwatch move;
            document->play(tag, data);
            QCoreApplication::processEvents();
            window.repaint();
            wall.push_back(move.wallMs());
            cpu.push_back(move.cpuMs());
            const OpeningTree *shown = panel->openingTree();
            const int position = panel->currentPosition();
            const std::size_t rows = shown && position != OpeningTree::NoPosition ? shown->moves(position).size() : 0;
            wrong += panel->table()->rowCount() != int(rows) || position == OpeningTree::NoPosition;
        }
    }
    printTimes("window: a move played on the board, panel and window repainted", wall);
    printTimes("  the same, this thread's CPU time", cpu);
    std::printf("  positions shown wrong or not found: %d\n", wrong);

    GamesPanel *games = window.gamesPanel();
    for (const char *text : {"Player 4", "Player 42", ""}) {
        const Stopwatch keystroke;
        games->setFilterText(QString::fromLatin1(text));
        const double keyWall = keystroke.wallMs(), keyCpu = keystroke.cpuMs();
        QCoreApplication::processEvents();
        window.repaint();
        const QByteArray label = QByteArray("window: filter \"") + text + "\", the keystroke alone";
        std::printf("%-62s %8.1f ms wall %8.1f ms CPU (Explorer counting: %s)\n", label.constData(), keyWall, keyCpu,
                    panel->isBuilding() ? "yes" : "no");
        while (panel->isBuilding())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        window.repaint();
        const QByteArray until = QByteArray("  ... until the Explorer shows the counts of the ")
                               + QByteArray::number(int(panel->openingTree() ? panel->openingTree()->gameCount() : 0))
                               + " games";
        keystroke.print(until.constData());
    }
    if (!screenshot.isEmpty()) {
        // The list filtered, its first game chosen, two of its moves played.
        games->setFilterText(filter);
        while (panel->isBuilding())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QTableView *list = games->table();
        list->setCurrentIndex(list->model()->index(0, 0));
        QCoreApplication::processEvents();
        document = window.currentDocument();
        document->setCurrentNode(document->tree().root());
        for (int moves = 0; moves < 2;) {
            const NodeId next = document->tree().mainChild(document->currentNode());
            if (next == NoNode)
                break;
            document->setCurrentNode(next);
            moves += document->tree().hasMove(next);
        }
        QCoreApplication::processEvents();
        if (!window.grab().save(screenshot))
            std::fprintf(stderr, "cannot write %s\n", qPrintable(screenshot));
        if (!panel->grab().save(QString(screenshot).replace(QLatin1String(".png"), QLatin1String("-explorer.png"))))
            std::fprintf(stderr, "cannot write the panel's picture\n");
    }
    return 0;
}

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
    useOffscreenUnlessSet();
    QApplication app(argc, argv);
    int games = 200000;
    const char *file = nullptr;
    const char *grab = nullptr;
    bool window = false;
    QString filter, screenshot;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc)
            games = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--file") == 0 && i + 1 < argc)
            file = argv[++i];
        else if (std::strcmp(argv[i], "--grab") == 0 && i + 1 < argc)
            grab = argv[++i];
        else if (std::strcmp(argv[i], "--window") == 0)
            window = true;
        else if (std::strcmp(argv[i], "--filter") == 0 && i + 1 < argc)
            filter = QString::fromLocal8Bit(argv[++i]);
        else if (std::strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc)
            screenshot = QString::fromLocal8Bit(argv[++i]);
    }
    if (window) {
        QTemporaryDir dir;
        QString path = file ? QString::fromLocal8Bit(file) : dir.filePath(QStringLiteral("collection.sgf"));
        if (!file) {
            QFile out(path);
            if (!out.open(QIODevice::WriteOnly) || out.write(bench::generateTwixtSgfCollection(games).data) < 0)
                return 2;
        }
        return benchWindow(path, filter, screenshot);
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
