// Benchmark of the Rokkaku view (issue targets in parentheses), offscreen, on
// a generated tournament of 64 teams and 10 rounds (160 games) on 40x40 fields
// with 300 turns each:
//  - opening it in the view: reading the file, building the view (the
//    timeline replays every game once) and painting it (< 1 s); and the same
//    through the main window's File > Open;
//  - jumping to random turns of random games: the view's update (the
//    position, standings, scoreboard, plot, navigator, description) and the
//    synchronous repaint that follows (the field and every other widget the
//    jump changed: plot, scoreboard, standings, chart, turn box), apart and
//    together, and the field's own paint alone (< 5 ms);
//  - the turn animation: the paint time of each frame, timed frame by frame
//    over the phases of many turns, and the frames actually shown per second
//    while turns animate in real time (60 frames per second: < 16.7 ms a frame).
// Run from a Release build: QT_QPA_PLATFORM=offscreen build-release/tests/bench/bench_rokkakuview
// (--write PATH keeps the generated log).

#include "gamedocument.h"
#include "mainwindow.h"
#include "rokkakufield.h"
#include "rokkakugenerator.h"
#include "rokkakuview.h"

#include "formats/registry.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace kibitz;

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

void report(const char *what, std::vector<double> v, double target)
{
    if (v.empty())
        return;
    std::sort(v.begin(), v.end());
    double sum = 0;
    for (double x : v)
        sum += x;
    std::printf("%-40s n=%-5zu mean %7.3f  median %7.3f  99%% %7.3f  max %7.3f ms (target < %.1f ms)\n", what, v.size(),
                sum / double(v.size()), v[v.size() / 2], v[v.size() * 99 / 100], v.back(), target);
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

} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QString writePath;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i)
        if (args[i] == QLatin1String("--write"))
            writePath = args[i + 1];

    testing::RokkakuGeneratorOptions o;
    o.teams = 64;
    o.rounds = 10;
    o.width = o.height = 40;
    o.turns = 300;
    o.gates = 6;
    o.seed = 2013;
    o.occupations = false; // every game plays its 300 turns
    QElapsedTimer timer;
    timer.start();
    const QByteArray log = testing::generateRokkakuLog(o);
    QTemporaryDir dir;
    const QString path = writePath.isEmpty() ? dir.filePath(QStringLiteral("bench.log")) : writePath;
    if (const QString error = writeFileAtomically(path, log); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("generated: 64 teams, 10 rounds, 160 games of 300 turns on 40x40, %.1f MB, in %lld ms\n",
                log.size() / 1048576.0, timer.elapsed());

    // Opening: read, build the view, show and paint it.
    std::vector<double> opens, openCpus;
    std::unique_ptr<QWidget> shell;
    RokkakuView *view = nullptr;
    GameDocument *document = nullptr;
    for (int r = 0; r < 3; ++r) {
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
        std::printf("open in the view: read %.0f ms, view built %.0f ms, shown and painted %.0f ms (target < 1000 ms)\n",
                    readMs, builtMs - readMs, total - builtMs);
    }
    report("open in the view (total, wall)", opens, 1000);
    report("open in the view (total, thread CPU)", openCpus, 1000);

    {
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

    // Jumps.
    PaintCounter fieldPaints;
    view->field()->installEventFilter(&fieldPaints);
    view->setInstant(true);
    QCoreApplication::processEvents();
    QRandomGenerator rng(5);
    std::vector<double> updateWall, updateCpu, paintWall, paintCpu, totalWall, totalCpu, coldTotal, coldCpu;
    std::vector<bool> visited(std::size_t(document->gameCount()), false);
    for (int i = 0; i < 1500; ++i) {
        const int game = int(rng.bounded(document->gameCount()));
        const int turn = int(rng.bounded(301));
        const bool cold = !visited[std::size_t(game)];
        visited[std::size_t(game)] = true;
        timer.start();
        const double cpu = threadCpuMs();
        document->setGameIndex(game);
        view->jumpToTurn(turn);
        const double update = timer.nsecsElapsed() / 1e6;
        const double updateCpuMs = threadCpuMs() - cpu;
        view->field()->repaint();
        const double total = timer.nsecsElapsed() / 1e6;
        const double totalCpuMs = threadCpuMs() - cpu;
        if (cold) {
            coldTotal.push_back(total);
            coldCpu.push_back(totalCpuMs);
            continue;
        }
        updateWall.push_back(update);
        updateCpu.push_back(updateCpuMs);
        paintWall.push_back(total - update);
        paintCpu.push_back(totalCpuMs - updateCpuMs);
        totalWall.push_back(total);
        totalCpu.push_back(totalCpuMs);
        if (i % 50 == 0)
            QCoreApplication::processEvents(); // let the other widgets paint what changed
    }
    report("jump, view update (wall)", updateWall, 5);
    report("jump, view update (thread CPU)", updateCpu, 5);
    report("jump, repaint of what changed (wall)", paintWall, 5);
    report("jump, repaint of what changed (CPU)", paintCpu, 5);
    report("jump, the field's paint alone (CPU)", fieldPaints.cpu, 5);
    view->field()->removeEventFilter(&fieldPaints);
    report("jump, update + repaint (wall)", totalWall, 5);
    report("jump, update + repaint (thread CPU)", totalCpu, 5);
    report("jump, first in its game (wall)", coldTotal, 5);
    report("jump, first in its game (thread CPU)", coldCpu, 5);

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
