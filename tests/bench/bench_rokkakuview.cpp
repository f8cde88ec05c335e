// Benchmark of the Rokkaku view (issue targets in parentheses), offscreen, on
// a generated tournament of 64 teams and 10 rounds (160 games) on 40x40 fields
// with 300 turns each:
//  - opening it in the view: reading the file, building the view (the
//    timeline replays every game once) and painting it (< 1 s); and the same
//    through the main window's File > Open;
//  - jumping to random turns of random games (< 5 ms): the view's update
//    (the position, standings, scoreboard, plot, description),
//    then the repaint the window would do next, forced at once (every visible
//    widget that changed is painted and the window flushed), with each
//    widget's share of it (field, owned-hexel plot, scoreboard and title,
//    standings table, score chart, slider and turn box), once for
//    each side tab shown (only the shown tab paints); and the same in the
//    main window at its default size with its panels bound;
//  - the turn animation: the paint time of each frame, timed frame by frame
//    over the phases of many turns, and the frames actually shown per second
//    while turns animate in real time (60 frames per second: < 16.7 ms a frame).
// Run from a Release build: QT_QPA_PLATFORM=offscreen build-release/tests/bench/bench_rokkakuview
// (--write PATH keeps the generated log, --log PATH reads one instead of
// generating it, --jumps N sets the jumps of each pass (default 1500),
// --quick times the jumps in the view only and --quick-window those in the
// main window only, for profiling).

#include "benchclock.h"
#include "benchwindow.h"
#include "document/gamedocument.h"
#include "games/gameuitable.h"
#include "games/rokkaku/rokkakufield.h"
#include "games/rokkaku/rokkakuview.h"
#include "panels/gamespanel.h"
#include "panels/gametreepanel.h"
#include "panels/movelistpanel.h"
#include "rokkakugenerator.h"
#include "window/mainwindow.h"

#include "formats/registry.h"
#include "games/rokkaku/rokkakuplots.h"

#include <QAbstractButton>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <map>

using namespace kibitz;

namespace {

void report(const char *what, std::vector<double> v, double target)
{
    if (v.empty())
        return;
    std::sort(v.begin(), v.end());
    double sum = 0;
    for (double x : v)
        sum += x;
    std::printf("%-46s n=%-5zu mean %7.3f  median %7.3f  95%% %7.3f  99%% %7.3f  max %7.3f ms", what, v.size(),
                sum / double(v.size()), v[v.size() / 2], v[v.size() * 95 / 100], v[v.size() * 99 / 100], v.back());
    if (target > 0)
        std::printf(" (target < %.1f ms)", target);
    std::printf("\n");
}

// Counts the paint events a widget receives and times its own painting.
class PaintCounter : public QObject {
public:
    int paints = 0;
    std::vector<double> cpu; // thread CPU of each paint event of the widget alone
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint)
            return false;
        ++paints;
        const double start = threadCpuMs();
        watched->event(event);
        cpu.push_back(threadCpuMs() - start);
        return true;
    }
};

// Times every paint event by the widget it is sent to (its own painting and
// its event filters: an item view paints through its viewport's filter).
class TimingApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool recording = false;
    std::map<QObject *, double> paintCpu; // since the last reset
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!recording || event->type() != QEvent::Paint)
            return QApplication::notify(receiver, event);
        const double start = threadCpuMs();
        const bool result = QApplication::notify(receiver, event);
        paintCpu[receiver] += threadCpuMs() - start;
        return result;
    }
};

struct Share {
    const char *name;
    std::vector<QWidget *> widgets; // a paint goes to the first whose family has the receiver
    std::vector<double> cpu;
};

bool within(QObject *object, QWidget *widget)
{
    for (; object; object = object->parent())
        if (object == widget)
            return true;
    return false;
}

// Random jumps in `view`: update, then the pending repaint forced.
// With `sameGame`, the jumps go to random turns of one game, another game
// every 25 jumps (those are left out).
void jumpPasses(TimingApplication &app, RokkakuView *view, GameDocument *document, int jumps, const char *where,
                bool sameGame = false)
{
    QWidget *window = view->window();
    QRandomGenerator rng(5);
    std::vector<bool> visited(std::size_t(document->gameCount()), false);
    const std::vector<int> tabs{0, 2}; // Standings, Scores
    const std::array<const char *, 3> tabNames{"standings", "results", "scores"};
    for (int tab : tabs) {
        view->sideTabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        std::vector<Share> shares{
            {"field", {view->field()}, {}},
            {"owned-hexel plot", {view->ownedPlot()}, {}},
            {"scoreboard and title",
             {view->scoreBoard(), view->findChild<QLabel *>(QStringLiteral("RokkakuTitle"))},
             {}},
            {"standings table", {view->standingsTable()}, {}},
            {"games panel", {window->findChild<GamesPanel *>()}, {}},
            {"score chart", {view->scoreChart()}, {}},
            {"slider, turn box, toolbars", {view->turnSlider(), view->toolBar(), view->displayBar()}, {}},
            // The main window's panels (absent from a bare view).
            {"move list", {window->findChild<MoveListPanel *>()}, {}},
            {"game tree panel", {window->findChild<GameTreePanel *>()}, {}},
            {"anything else", {window}, {}},
        };
        std::vector<double> modelWall, modelCpu, paintWall, paintCpu, totalWall, totalCpu, coldWall, coldCpu;
        int painted = 0;
        for (int i = 0; i < jumps; ++i) {
            const bool newGame = !sameGame || i % 25 == 0;
            const int game = newGame ? int(rng.bounded(document->gameCount())) : document->gameIndex();
            const int turn = int(rng.bounded(301));
            const bool cold = !visited[std::size_t(game)] || (sameGame && newGame);
            visited[std::size_t(game)] = true;
            app.paintCpu.clear();
            app.recording = true;
            QElapsedTimer timer;
            timer.start();
            const double cpu = threadCpuMs();
            document->setGameIndex(game);
            view->jumpToTurn(turn);
            const double update = timer.nsecsElapsed() / 1e6;
            const double updateCpu = threadCpuMs() - cpu;
            // What the event loop does next: the window's update request.
            QCoreApplication::sendPostedEvents(window, QEvent::UpdateRequest);
            const double total = timer.nsecsElapsed() / 1e6;
            const double totalCpuMs = threadCpuMs() - cpu;
            app.recording = false;
            if (cold) {
                coldWall.push_back(total);
                coldCpu.push_back(totalCpuMs);
                continue;
            }
            painted += app.paintCpu.empty() ? 0 : 1;
            modelWall.push_back(update);
            modelCpu.push_back(updateCpu);
            paintWall.push_back(total - update);
            paintCpu.push_back(totalCpuMs - updateCpu);
            totalWall.push_back(total);
            totalCpu.push_back(totalCpuMs);
            std::vector<double> sums(shares.size(), 0.0);
            for (const auto &[receiver, ms] : app.paintCpu) {
                for (std::size_t s = 0; s < shares.size(); ++s) {
                    const auto &ws = shares[s].widgets;
                    // The receiver by value: Clang 14 captures no structured binding.
                    if (std::any_of(ws.begin(), ws.end(),
                                    [&, r = receiver](QWidget *w) { return w && within(r, w); })) {
                        sums[s] += ms;
                        break;
                    }
                }
            }
            for (std::size_t s = 0; s < shares.size(); ++s)
                shares[s].cpu.push_back(sums[s]);
        }
        std::printf("-- %s, %s, %s tab shown: %d jumps painted something (of %zu %s)\n", where,
                    sameGame ? "random turns of the shown game" : "random turns of random games",
                    tabNames[std::size_t(tab)], painted, totalWall.size(), sameGame ? "in the game" : "warm");
        report("jump: view update (wall)", modelWall, 0);
        report("jump: view update (thread CPU)", modelCpu, 0);
        for (const Share &s : shares) {
            if (std::all_of(s.cpu.begin(), s.cpu.end(), [](double v) { return v == 0; }))
                continue;
            report((std::string("jump: paint of the ") + s.name + " (CPU)").c_str(), s.cpu, 0);
        }
        report("jump: repaint with flush (wall)", paintWall, 0);
        report("jump: repaint with flush (thread CPU)", paintCpu, 0);
        report("jump: whole, update + repaint (wall)", totalWall, 5);
        report("jump: whole, update + repaint (thread CPU)", totalCpu, 5);
        if (!sameGame) {
            report("jump: whole, first in its game (wall)", coldWall, 0);
            report("jump: whole, first in its game (thread CPU)", coldCpu, 0);
        }
    }
    view->sideTabs()->setCurrentIndex(0);
}

} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    useOffscreenUnlessSet();
    TimingApplication app(argc, argv);
    const TemporarySettings settings;
    QString writePath, logPath;
    int jumps = 1500;
    bool quick = false, windowOnly = false;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--quick"))
            quick = true;
        if (args[i] == QLatin1String("--quick-window"))
            quick = windowOnly = true;
        if (i + 1 >= args.size())
            continue;
        if (args[i] == QLatin1String("--write"))
            writePath = args[i + 1];
        if (args[i] == QLatin1String("--log"))
            logPath = args[i + 1];
        if (args[i] == QLatin1String("--jumps"))
            jumps = std::max(10, args[i + 1].toInt());
    }

    testing::RokkakuGeneratorOptions o;
    o.teams = 64;
    o.rounds = 10;
    o.width = o.height = 40;
    o.turns = 300;
    o.gates = 6;
    o.seed = 2013;
    o.occupations = false; // every game plays its 300 turns
    QElapsedTimer timer;
    QTemporaryDir dir;
    QString path = logPath;
    if (path.isEmpty()) {
        timer.start();
        const QByteArray log = testing::generateRokkakuLog(o);
        path = writePath.isEmpty() ? dir.filePath(QStringLiteral("bench.log")) : writePath;
        if (const QString error = writeFileAtomically(path, log); !error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("generated: 64 teams, 10 rounds, 160 games of 300 turns on 40x40, %.1f MB, in %lld ms\n",
                    log.size() / 1048576.0, timer.elapsed());
    }

    // Opening: read, build the view, show and paint it.
    std::vector<double> opens, openCpus;
    std::unique_ptr<QWidget> shell;
    RokkakuView *view = nullptr;
    GameDocument *document = nullptr;
    for (int r = 0; r < (quick ? 1 : 3); ++r) {
        shell.reset();
        timer.start();
        const double openCpu = threadCpuMs();
        QString error;
        std::unique_ptr<GameDocument> loaded = GameDocument::load(path, &error);
        if (!loaded) {
            std::fprintf(stderr, "open failed: %s\n", qPrintable(error));
            return 1;
        }
        const double readMs = timer.nsecsElapsed() / 1e6;
        document = loaded.release();
        DocumentView *created = createDocumentView(document);
        view = qobject_cast<RokkakuView *>(created);
        if (!view) {
            std::fprintf(stderr, "not a Rokkaku view\n");
            return 1;
        }
        const double builtMs = timer.nsecsElapsed() / 1e6;
        shell.reset(created);
        created->resize(1280, 900);
        created->show();
        created->repaint();
        view->field()->repaint();
        const double total = timer.nsecsElapsed() / 1e6;
        opens.push_back(total);
        openCpus.push_back(threadCpuMs() - openCpu);
        std::printf(
            "open in the view: read %.0f ms, view built %.0f ms, shown and painted %.0f ms (target < 1000 ms)\n",
            readMs, builtMs - readMs, total - builtMs);
    }
    report("open in the view (total, wall)", opens, 1000);
    report("open in the view (total, thread CPU)", openCpus, 1000);

    if (!quick) {
        MainWindow window;
        window.resize(1280, 900);
        window.show();
        QCoreApplication::processEvents();
        timer.start();
        QString error;
        if (!window.openFile(path, &error)) {
            std::fprintf(stderr, "main window open failed: %s\n", qPrintable(error));
            return 1;
        }
        window.repaint();
        std::printf("open through the main window (File > Open, panels bound, painted): %.0f ms (target < 1000 ms)\n",
                    timer.nsecsElapsed() / 1e6);
    }

    // Jumps: the view's update (the document's signals and everything the
    // view sets), then the repaint the window would do next, forced at once
    // (the pending update request: every visible widget that changed is
    // painted and the window flushed). Each side tab shows in turn, since only
    // the shown one paints.
    view->setInstant(true);
    QCoreApplication::processEvents();
    if (!windowOnly) {
        jumpPasses(app, view, document, jumps, "view");
        jumpPasses(app, view, document, jumps, "view", true);
    }
    if (!quick || windowOnly) {
        // The same in the main window at its default size, its panels bound.
        MainWindow window;
        window.show();
        QString error;
        if (!window.openFile(path, &error)) {
            std::fprintf(stderr, "main window open failed: %s\n", qPrintable(error));
            return 1;
        }
        auto *inWindow = qobject_cast<RokkakuView *>(window.currentDocumentView());
        inWindow->setInstant(true);
        QCoreApplication::processEvents();
        std::printf("main window %dx%d, field %dx%d\n", window.width(), window.height(), inWindow->field()->width(),
                    inWindow->field()->height());
        jumpPasses(app, inWindow, window.currentDocument(), jumps / 2, "main window");
        for (GameDocument *d : window.findChildren<GameDocument *>())
            d->undoStack()->setClean();
    }
    if (quick)
        return 0;

    // Animation frames: paint time at points through every phase.
    RenderOptions options;
    options.animationMilliseconds = 300;
    view->setRenderOptions(options);
    view->setInstant(false);
    document->setGameIndex(7);
    view->jumpToTurn(100);
    QCoreApplication::processEvents();
    RokkakuField *field = view->field();
    std::vector<double> frames, frameCpu;
    PaintCounter framePaints;
    field->installEventFilter(&framePaints);
    for (int turn = 0; turn < 60; ++turn) {
        document->goToMainChild(); // starts the turn's animation
        if (!field->isAnimating())
            continue;
        const int duration = field->animationDuration();
        // Paint frames as the animation clock advances.
        QElapsedTimer clock;
        clock.start();
        while (field->isAnimating() && clock.elapsed() < duration + 200) {
            timer.start();
            const double cpu = threadCpuMs();
            field->repaint();
            frames.push_back(timer.nsecsElapsed() / 1e6);
            frameCpu.push_back(threadCpuMs() - cpu);
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        }
    }
    field->removeEventFilter(&framePaints);
    report("animation frame repaint (wall)", frames, 1000.0 / 60);
    report("animation frame repaint (CPU)", frameCpu, 1000.0 / 60);
    report("animation frame, field paint alone (CPU)", framePaints.cpu, 1000.0 / 60);

    // Frames actually shown while animating in real time.
    PaintCounter counter;
    field->installEventFilter(&counter);
    double animated = 0;
    for (int turn = 0; turn < 20; ++turn) {
        document->goToMainChild();
        QElapsedTimer clock;
        clock.start();
        const int before = counter.paints;
        while (field->isAnimating())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        const double ms = clock.nsecsElapsed() / 1e6;
        if (counter.paints > before) {
            animated += ms;
        }
    }
    std::printf("real-time animation: %d frames painted in %.0f ms of animation = %.1f frames per second (target 60)\n",
                counter.paints, animated, counter.paints * 1000.0 / std::max(1.0, animated));
    std::printf("field widget: %dx%d logical pixels\n", field->width(), field->height());
    return 0;
}
