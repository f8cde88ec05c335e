// File > Open of a big collection as the user meets it (issue 20, targets in
// parentheses), offscreen: the 133 MB, 200 000-game Twixt collection (ten
// copies of the 20 000-game benchmark collection, twixtsgfcollection.h).
//  - the real MainWindow opens the file through DocumentFiles (the worker
//    thread, the progress dialog's event loop, the document added, every panel
//    bound) and the window is painted: the list is shown and scrollable
//    (< 1.5 s); then the event loop runs until it is idle (the Explorer's
//    sliced counting done), with the longest it was kept from the user;
//  - then one keystroke in the Games panel's filter box until its rows are
//    updated and painted (< 100 ms; what the keystroke posted, the paint
//    among it, delivered as the event loop does before its timers), and the
//    keystroke that clears it; then the Explorer's first slice of counting
//    and the idle loop, with the longest the loop was kept from the user;
//  - the parts, each alone and in the order the window does them: the file
//    read, the SGF parse (sgf::read as the window calls it, and sgf::readEach
//    in parallel parts beside it), the document made from the collection, the
//    Games panel's rows (GameList), the Explorer's aggregate, the first paint,
//    and the parse with the parts listing the games as they read them (as
//    File > Open does now).
// Every figure is wall clock and process CPU time (user + system of every
// thread, getrusage), with the load average: the machine is shared.
// Run from a Release build:
//   QT_QPA_PLATFORM=offscreen build-release/tests/bench/bench_opencollection [copies] [--file PATH]
//       [--window-only] [--grab PNG [--filter TEXT]]
// (copies of the 20 000-game collection, 10 by default, or a file of one's
// own; --grab saves the window with the list filtered by TEXT, "Player 42" by
// default, and the Explorer in front).

#include "benchclock.h"
#include "benchwindow.h"
#include "twixtsgfcollection.h"

#include "analysis/gamelist.h"
#include "document/gamedocument.h"
#include "formats/filebytes.h"
#include "formats/registry.h"
#include "formats/sgf/sgfgames.h"
#include "panels/explorerpanel.h"
#include "panels/gamespanel.h"
#include "window/mainwindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoStack>

#include <cstdio>
#include <mutex>

using namespace kibitz;

namespace {

// Runs the event loop until it has had nothing to do for 50 ms (timers of
// sliced work fire at once, so they keep it busy while they run). Returns
// the longest time one pass took (wall clock, ms): how long a keystroke
// would have waited at most meanwhile.
double untilIdle()
{
    QElapsedTimer quiet;
    quiet.start();
    qint64 longest = 0;
    while (quiet.elapsed() < 50) {
        QElapsedTimer one;
        one.start();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        const qint64 took = one.nsecsElapsed();
        longest = std::max(longest, took);
        if (took > 200000) // it did something
            quiet.restart();
        QThread::usleep(200);
    }
    return double(longest) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    useOffscreenUnlessSet();
    QApplication app(argc, argv);
    const TemporarySettings settings;
    int copies = 10;
    QString grab;
    QString given;
    QString grabFilter = QStringLiteral("Player 42");
    bool windowOnly = false;
    for (int i = 1; i < argc; ++i) {
        if (QByteArrayView(argv[i]) == "--window-only")
            windowOnly = true;
        else if (QByteArrayView(argv[i]) == "--grab" && i + 1 < argc)
            grab = QString::fromLocal8Bit(argv[++i]);
        else if (QByteArrayView(argv[i]) == "--file" && i + 1 < argc)
            given = QString::fromLocal8Bit(argv[++i]);
        else if (QByteArrayView(argv[i]) == "--filter" && i + 1 < argc)
            grabFilter = QString::fromLocal8Bit(argv[++i]);
        else
            copies = std::max(1, atoi(argv[i]));
    }

    QTemporaryDir dir;
    const QString path = given.isEmpty() ? dir.filePath(QStringLiteral("collection.sgf")) : given;
    if (given.isEmpty()) {
        const bench::TwixtSgfCollection generated = bench::generateTwixtSgfCollection(20000);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return 2;
        for (int c = 0; c < copies; ++c)
            if (file.write(generated.data) < 0)
                return 2;
    }
    std::printf("file: %s, %.1f MB, %d threads\n",
                given.isEmpty() ? qPrintable(QStringLiteral("%1 Twixt games").arg(20000 * copies)) : qPrintable(given),
                double(QFileInfo(path).size()) / 1e6, QThread::idealThreadCount());

    if (!windowOnly) {
        std::printf("\nThe parts, each alone:\n");
        const Stopwatch read(Stopwatch::Process);
        FileLoad load = readFileBytes(path);
        read.print("file read (readFileBytes)");
        const Stopwatch parse(Stopwatch::Process);
        ReadOptions withProgress; // as the window reads: it shows progress
        withProgress.progress = [](qint64, qint64) { return true; };
        load.result = loadBytes(load.content, load.format, withProgress);
        parse.print("parse, one thread (sgf::read, as File > Open does)");
        if (!load.result.ok())
            return 1;
        {
            const int parts = std::max(2, QThread::idealThreadCount());
            std::vector<std::vector<GameRecord>> games;
            const Stopwatch parallel(Stopwatch::Process);
            const LoadResult r = sgf::readEach(
                load.content,
                {[&](int n) { games.assign(std::size_t(n), {}); },
                 [&](int part, GameRecord &game) { games[std::size_t(part)].push_back(std::move(game)); }},
                {}, parts);
            std::size_t n = 0;
            for (const auto &g : games)
                n += g.size();
            const QByteArray label = "parse, " + QByteArray::number(parts) + " parts (sgf::readEach, games kept)";
            parallel.print(label.constData());
            std::printf("  %zu games, %s\n", n, r.ok() ? "ok" : "error");
        }
        for (const bool headersOnly : {true, false}) {
            // As File > Open reads now: the parts list the games as they
            // read them (their headers only: the trees are read after the
            // list is shown), the lists joined after the games; then the
            // whole trees, as the document reads them in the background.
            const int parts = std::max(2, QThread::idealThreadCount());
            GameList::Builder listing;
            const GameVisitor observer{[&](int n) { listing.begin(n); },
                                       [&](int part, GameRecord &game) { listing.add(part, game); }};
            ReadOptions options = withProgress;
            options.headersOnly = headersOnly;
            const Stopwatch parallel(Stopwatch::Process);
            LoadResult r = loadBytes(load.content, load.format, options, parts, headersOnly ? &observer : nullptr);
            const QByteArray label
                = "parse, " + QByteArray::number(parts) + " parts, games joined, "
                + (headersOnly ? "headers only, listed as read (File > Open)" : "whole trees (read after the list)");
            parallel.print(label.constData());
            if (headersOnly) {
                const Stopwatch join(Stopwatch::Process);
                const std::unique_ptr<GameList> list = r.ok() ? listing.join(*r.collection) : nullptr;
                join.print("  the parts' lists joined");
                std::printf("  %d games listed\n", list ? list->size() : 0);
            }
        }
        const Stopwatch model(Stopwatch::Process);
        auto document = std::make_unique<GameDocument>(std::move(*load.result.collection), path, load.format);
        model.print("document from the collection (GameDocument)");
        const Stopwatch rows(Stopwatch::Process);
        const GameList list(document->collection());
        rows.print("Games panel rows (GameList of every game)");
        {
            // The Games panel alone (no Explorer listening): bound to the
            // document and painted, then the keystrokes the window gets.
            GamesPanel alone;
            alone.resize(500, 700);
            alone.show();
            const Stopwatch bound(Stopwatch::Process);
            alone.setDocument(document.get());
            alone.repaint();
            bound.print("Games panel alone: bound and painted");
            const auto key = [&](const char *what, auto press) {
                const Stopwatch stroke(Stopwatch::Process);
                press();
                alone.repaint();
                const QByteArray label = QByteArray("  keystroke ") + what + " ("
                                       + QByteArray::number(alone.table()->model()->rowCount()) + " rows), painted";
                stroke.print(label.constData(), 100);
            };
            alone.filterEdit()->setText(QStringLiteral("Player 4"));
            key("'2': \"Player 42\"", [&] { alone.filterEdit()->insert(QStringLiteral("2")); });
            key("Backspace: \"Player 4\"", [&] { alone.filterEdit()->backspace(); });
            alone.filterEdit()->setText(QStringLiteral("x"));
            key("Backspace: cleared", [&] { alone.filterEdit()->backspace(); });
            alone.setDocument(nullptr);
        }
        {
            ExplorerPanel explorer;
            explorer.resize(400, 600);
            explorer.show();
            const Stopwatch aggregate(Stopwatch::Process);
            explorer.setDocument(document.get());
            while (explorer.isBuilding())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            untilIdle();
            aggregate.print("Explorer aggregate (sliced, until idle)");
            explorer.setDocument(nullptr);
        }
        const Stopwatch freeing(Stopwatch::Process);
        document.reset();
        load = FileLoad();
        freeing.print("freeing the document and the bytes");
    }

    std::printf("\nIn the window, as the user meets it:\n");
    MainWindow window;
    window.resize(1400, 900);
    waitForExposure(window);
    untilIdle();
    GamesPanel *panel = window.gamesPanel();
    QTableView *table = panel->table();

    const Stopwatch open(Stopwatch::Process);
    QString error;
    if (!window.openFile(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    open.print("openFile returned (read, parse, document, panels bound)");
    window.repaint();
    const double shown = open.print("  + the window painted: the list is shown", 1500);
    // The moves are read on threads after the list is shown (the loop sees
    // nothing of it until they are in), then the Explorer counts them.
    // The Explorer finishes a big count on a thread of its own, which the
    // loop does not see either.
    const ExplorerPanel *explorer = window.findChild<ExplorerPanel *>();
    const auto untilCounted = [explorer] {
        double longest = 0;
        do
            longest = std::max(longest, untilIdle());
        while (explorer && explorer->isBuilding());
        return longest;
    };
    double gap = 0;
    const GameDocument *document = window.currentDocument();
    do
        gap = std::max(gap, untilCounted());
    while (document && !document->treesComplete() && document->readError().isEmpty());
    open.print("  + the moves read, the event loop idle (Explorer counted)");
    std::printf("  the event loop's longest wait meanwhile: %.1f ms wall\n", gap);
    std::printf("  %d rows, Games panel visible: %s, %.0f ms\n", table->model()->rowCount(),
                panel->isVisible() ? "yes" : "no", shown);
    {
        const Stopwatch paint(Stopwatch::Process);
        window.repaint();
        paint.print("one more paint of the whole window");
    }

    QLineEdit *filter = panel->filterEdit();
    filter->setFocus();
    const auto keystroke = [&](const char *what, auto press) {
        const Stopwatch key(Stopwatch::Process);
        press();
        // What the keystroke posted, the window's paint among it, as the
        // event loop delivers it before any timer: the rows, the count and
        // the totals the user sees.
        QCoreApplication::sendPostedEvents();
        window.repaint();
        const QByteArray label
            = QByteArray(what) + " (" + QByteArray::number(table->model()->rowCount()) + " rows), painted";
        key.print(label.constData(), 100);
        // The Explorer counts the shown games in slices after that, the
        // first at once (its timer's first shot).
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        window.repaint();
        key.print("  + the Explorer's first slice");
        const double gap = untilCounted();
        key.print("  + the event loop idle (Explorer counted)");
        std::printf("  the event loop's longest wait meanwhile: %.1f ms wall\n", gap);
    };
    filter->setText(QStringLiteral("Player 4"));
    untilCounted();
    keystroke("keystroke '2' in the filter: \"Player 42\"", [&] { filter->insert(QStringLiteral("2")); });
    keystroke("keystroke Backspace: \"Player 4\"", [&] { filter->backspace(); });
    filter->setText(QStringLiteral("x"));
    untilCounted();
    keystroke("keystroke Backspace: the filter cleared, every row", [&] { filter->backspace(); });
    if (!grab.isEmpty()) {
        filter->setText(grabFilter);
        untilCounted();
        if (auto *explorerDock = window.findChild<QDockWidget *>(QStringLiteral("ExplorerDock")))
            explorerDock->raise();
        untilCounted();
        if (!window.grab().save(grab))
            std::fprintf(stderr, "cannot write %s\n", qPrintable(grab));
    }
    window.currentDocument()->undoStack()->setClean();
    const Stopwatch close(Stopwatch::Process);
    window.closeDocument(0);
    close.print("closing the document");
    return 0;
}
