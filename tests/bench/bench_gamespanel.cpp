// Benchmark of the Games panel (issue 20 targets in parentheses), offscreen,
// on the SGF benchmark collection made 200 000 Twixt games (about 133 MB,
// twixtsgfcollection.h):
//  - File > Open until the window shows the game list, painted and
//    scrollable (< 1.5 s): the file read, the list built (GameList: every
//    game's row, measured alone too) and the first paint; then scrolling to
//    the end of the list and back;
//  - filtering the 200 000 rows by a player, a result, text no game has, and
//    back to all (< 100 ms each): the filter, the per-player totals, the
//    table and totals models reset and the panel repainted;
//  - sorting by players and by length.
// Wall clock and the main thread's CPU time (the machine is shared).
// Run from a Release build: QT_QPA_PLATFORM=offscreen build-release/tests/bench/bench_gamespanel
// [games] [--screenshot PNG] (the window with the list filtered, as a picture).

#include "benchclock.h"
#include "benchwindow.h"
#include "twixtsgfcollection.h"

#include "analysis/gamelist.h"
#include "document/gamedocument.h"
#include "formats/registry.h"
#include "panels/gamespanel.h"
#include "window/mainwindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <cstdio>

using namespace kibitz;

namespace {

void settle(QWidget *window)
{
    QCoreApplication::processEvents();
    window->repaint();
}

} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    useOffscreenUnlessSet();
    QApplication app(argc, argv);
    const TemporarySettings settings;
    int games = 200000;
    QString screenshot;
    for (int i = 1; i < argc; ++i) {
        if (QByteArrayView(argv[i]) == "--screenshot" && i + 1 < argc)
            screenshot = QString::fromLocal8Bit(argv[++i]);
        else
            games = std::max(1, atoi(argv[i]));
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("collection.sgf"));
    {
        const bench::TwixtSgfCollection generated = bench::generateTwixtSgfCollection(games);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(generated.data) < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 2;
        }
    }
    std::printf("file: %d Twixt games, %.1f MB\n", games, double(QFileInfo(path).size()) / 1e6);

    {
        // The list alone, from a collection in memory.
        FileLoad load = loadFile(path);
        if (!load.result.ok())
            return 1;
        const Stopwatch build;
        const GameList list(*load.result.collection);
        build.print("GameList of every game (in memory)");
        std::vector<int> shown = list.filter(QString());
        const Stopwatch filter;
        shown = list.filter(QStringLiteral("Player 42"));
        filter.print("GameList::filter \"Player 42\" alone");
        const Stopwatch totals;
        const auto t = list.totals(shown);
        totals.print("GameList::totals of those rows alone");
        std::printf("  %zu games shown, %zu players\n", shown.size(), t.size());
    }

    MainWindow window;
    window.resize(1400, 900);
    waitForExposure(window);
    QCoreApplication::processEvents();
    GamesPanel *panel = window.gamesPanel();
    QTableView *table = panel->table();

    const Stopwatch open;
    QString error;
    if (!window.openFile(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    settle(&window);
    open.print("File > Open until the list is shown and painted", 1500);
    std::printf("  %d rows, panel visible: %s\n", table->model()->rowCount(), panel->isVisible() ? "yes" : "no");

    {
        const Stopwatch scroll;
        table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum());
        settle(&window);
        scroll.print("scroll to the last game, repainted");
        const Stopwatch back;
        table->verticalScrollBar()->setValue(0);
        settle(&window);
        back.print("scroll back to the first, repainted");
    }

    for (const char *text : {"Player 42", "Player 4", "W+", "no game has this", "", "player 1234 "}) {
        const Stopwatch filter;
        panel->setFilterText(QString::fromLatin1(text));
        settle(&window);
        const QByteArray label = QByteArray("filter \"") + text + "\" ("
                               + QByteArray::number(table->model()->rowCount()) + " rows), repainted";
        filter.print(label.constData(), 100);
    }
    if (!screenshot.isEmpty()) {
        panel->setFilterText(QStringLiteral("Player 42"));
        settle(&window);
        if (!window.grab().save(screenshot))
            std::fprintf(stderr, "cannot write %s\n", qPrintable(screenshot));
        panel->setFilterText(QString());
    }
    {
        const Stopwatch sort;
        table->sortByColumn(1, Qt::AscendingOrder);
        settle(&window);
        sort.print("sort 200 000 rows by players, repainted");
        const Stopwatch byLength;
        table->sortByColumn(5, Qt::DescendingOrder);
        settle(&window);
        byLength.print("sort by length, repainted");
    }
    {
        const Stopwatch next;
        GameDocument *document = window.currentDocument();
        table->setCurrentIndex(table->model()->index(table->model()->rowCount() / 2, 0));
        settle(&window);
        next.print("choose a game in the middle of the list, shown");
        std::printf("  shown game: %d\n", document->gameIndex() + 1);
        document->undoStack()->setClean();
    }
    return 0;
}
