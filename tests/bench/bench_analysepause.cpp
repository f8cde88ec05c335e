// Benchmark of the interface thread's pauses while the main window analyses a
// 15-game match with the real GNU Backgammon (issue 19: the interface thread
// never blocks for more than 50 ms during an analysis).
//
// Two probes run on the interface thread, offscreen:
//   - a 5 ms timer: the longest gap between two of its ticks is the longest
//     pause a user would feel (input waits as long as the timer);
//   - QApplication::notify: every top-level event that takes 5 ms or more is
//     kept with its receiver's class and name and the event's type, with its
//     wall clock and the thread's CPU time, so that each long gap says which
//     step it belongs to (the progress dialog's paint, the analysis being
//     attached, a panel's refresh, ...).
// The longest gaps of every run are printed with the events inside them.
// The machine may be shared: the load average is printed beside the figures,
// and every figure gives the wall clock and the CPU time.
// Then the undo and the redo of the analysis (--undo N times each), which
// swap it on the interface thread, with the refreshes and a repaint.
// Run: build/tests/bench/bench_analysepause [--runs N] [--undo N] [--match FILE]

#include "benchclock.h"
#include "benchwindow.h"

#include "document/gamedocument.h"
#include "games/backgammon/backgammonanalysis.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMetaEnum>
#include <QTimer>
#include <QUndoStack>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace kibitz;

namespace {

struct EventRecord {
    double start = 0; // ms since the run began
    double wallMs = 0;
    double cpuMs = 0;
    QString what;
};

class ProbeApplication : public QApplication {
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth > 0 || !m_recording) {
            ++m_depth;
            const bool r = QApplication::notify(receiver, event);
            --m_depth;
            return r;
        }
        ++m_depth;
        const qint64 wall0 = m_clock.nsecsElapsed();
        const std::int64_t cpu0 = threadCpuNs();
        // Named before the event: a deferred delete destroys the receiver.
        const QString what = describe(receiver, event);
        const bool r = QApplication::notify(receiver, event);
        const double wall = double(m_clock.nsecsElapsed() - wall0) / 1e6;
        const double cpu = double(threadCpuNs() - cpu0) / 1e6;
        --m_depth;
        if (wall >= 5.0)
            m_events.push_back({double(wall0) / 1e6, wall, cpu, what});
        return r;
    }

    void startRecording()
    {
        m_events.clear();
        m_clock.start();
        m_recording = true;
    }
    void stopRecording() { m_recording = false; }
    double now() const { return double(m_clock.nsecsElapsed()) / 1e6; }
    const std::vector<EventRecord> &events() const { return m_events; }

private:
    static QString describe(QObject *receiver, QEvent *event)
    {
        static const QMetaEnum types = QMetaEnum::fromType<QEvent::Type>();
        const char *type = types.valueToKey(event->type());
        QString name = QString::fromLatin1(receiver->metaObject()->className());
        if (!receiver->objectName().isEmpty())
            name += u'"' + receiver->objectName() + u'"';
        return name + u' ' + (type ? QString::fromLatin1(type) : QString::number(event->type()));
    }

    QElapsedTimer m_clock;
    std::vector<EventRecord> m_events;
    int m_depth = 0;
    bool m_recording = false;
};

struct Gap {
    double start = 0;
    double ms = 0;
};

double childrenCpuMs()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

} // namespace

int main(int argc, char **argv)
{
    useOffscreenUnlessSet();
    ProbeApplication app(argc, argv);
    const TemporarySettings settings;
    int runs = 3;
    int undoLoops = 5;
    QString match = QStringLiteral(KIBITZ_BENCH_DATA "/jellyfish/galaxy-match8067917-15games.txt");
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--runs"))
            runs = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--undo"))
            undoLoops = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--match"))
            match = args[++i];
    }
    if (!QFile::exists(QStringLiteral("/usr/games/gnubg"))) {
        std::fprintf(stderr, "GNU Backgammon is not installed (/usr/games/gnubg)\n");
        return 2;
    }
    std::printf("match: %s, %d runs; load average before: %s\n", qPrintable(match), runs, loadAverage().constData());

    std::vector<double> longestPerRun;
    for (int run = 0; run < runs; ++run) {
        MainWindow window;
        window.resize(1400, 900);
        waitForExposure(window);
        QString error;
        if (!window.openFile(match, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        QCoreApplication::processEvents();
        auto *analysis = window.findChild<BackgammonAnalysis *>();
        QAction *analyseMatch = window.findChild<QAction *>(QStringLiteral("analyseMatch"));
        if (!analysis || !analyseMatch) {
            std::fprintf(stderr, "no Analyse Match in the window\n");
            return 1;
        }
        bool done = false;
        bool ok = false;
        double finishedAt = 0;
        QObject::connect(analysis, &BackgammonAnalysis::finished, &app, [&](bool success) {
            done = true;
            ok = success;
            finishedAt = app.now();
        });
        std::vector<Gap> gaps;
        double lastTick = 0;
        QTimer tick;
        tick.setInterval(5);
        QObject::connect(&tick, &QTimer::timeout, &app, [&] {
            const double now = app.now();
            gaps.push_back({lastTick, now - lastTick});
            lastTick = now;
        });
        const QByteArray load = loadAverage();
        const double cpu0 = processCpuMs();
        const double children0 = childrenCpuMs();
        const std::int64_t threadCpu0 = threadCpuNs();
        app.startRecording();
        tick.start();
        // As the menu does: the match exported, gnubg started, the dialog shown.
        const double triggerAt = app.now();
        const std::int64_t triggerCpu = threadCpuNs();
        analyseMatch->trigger();
        const double triggerMs = app.now() - triggerAt;
        const double triggerCpuMs = double(threadCpuNs() - triggerCpu) / 1e6;
        {
            // An event loop that sleeps between events (processEvents with a
            // time limit would spin and burn the interface thread's CPU).
            QEventLoop loop;
            QObject::connect(analysis, &BackgammonAnalysis::finished, &loop, &QEventLoop::quit);
            QTimer::singleShot(600000, &loop, &QEventLoop::quit);
            if (!done)
                loop.exec();
            // The repaints and slices after the analysis was attached.
            QTimer::singleShot(300, &loop, &QEventLoop::quit);
            loop.exec();
        }
        tick.stop();
        app.stopRecording();
        const double wall = app.now();
        const double uiCpu = double(threadCpuNs() - threadCpu0) / 1e6;
        const double cpu = processCpuMs() - cpu0;
        const double gnubgCpu = childrenCpuMs() - children0;
        if (!ok) {
            std::fprintf(stderr, "the analysis failed: %s\n", qPrintable(analysis->lastError()));
            return 1;
        }
        if (window.currentDocument()->undoStack()->undoText() != QLatin1String("Analysis by GNU Backgammon")) {
            std::fprintf(stderr, "the analysis is not on the undo stack\n");
            return 1;
        }
        std::sort(gaps.begin(), gaps.end(), [](const Gap &a, const Gap &b) { return a.ms > b.ms; });
        longestPerRun.push_back(gaps.empty() ? 0 : gaps.front().ms);
        std::printf("\nrun %d: load average %s; analysis finished after %.0f ms wall (run %.0f ms); CPU: interface "
                    "thread %.0f ms, "
                    "whole process %.0f ms, gnubg %.0f ms\n",
                    run + 1, load.constData(), finishedAt, wall, uiCpu, cpu, gnubgCpu);
        std::printf("  Analyse Match itself (export, gnubg started, dialog shown): %.1f ms wall, %.1f ms CPU\n",
                    triggerMs, triggerCpuMs);
        std::printf("  longest pauses of the interface thread (gaps between 5 ms ticks):\n");
        for (std::size_t i = 0; i < gaps.size() && i < 4; ++i) {
            const Gap &g = gaps[i];
            std::printf("  %5.1f ms at %6.0f ms%s\n", g.ms, g.start,
                        g.start >= finishedAt - g.ms && g.start <= finishedAt ? " (the analysis finished in it)" : "");
            for (const EventRecord &e : app.events()) {
                if (e.start + e.wallMs > g.start && e.start < g.start + g.ms)
                    std::printf("      %5.1f ms wall, %5.1f ms CPU: %s\n", e.wallMs, e.cpuMs, qPrintable(e.what));
            }
        }
        // Undo and redo of the analysis swap it back and forth on the
        // interface thread: timed with what they cause (refreshes, repaint).
        QUndoStack *undo = window.currentDocument()->undoStack();
        std::vector<double> undoWall, undoCpu;
        for (int i = 0; i < undoLoops; ++i) {
            for (const bool back : {true, false}) {
                QElapsedTimer t;
                t.start();
                const std::int64_t c = threadCpuNs();
                if (back)
                    undo->undo();
                else
                    undo->redo();
                QCoreApplication::processEvents();
                window.repaint();
                undoWall.push_back(double(t.nsecsElapsed()) / 1e6);
                undoCpu.push_back(double(threadCpuNs() - c) / 1e6);
            }
        }
        std::sort(undoWall.begin(), undoWall.end());
        std::sort(undoCpu.begin(), undoCpu.end());
        std::printf("  undo / redo of the analysis with the refreshes and a repaint (%zu): median %.1f ms wall, "
                    "%.1f ms CPU; max %.1f ms wall; load average %s\n",
                    undoWall.size(), undoWall[undoWall.size() / 2], undoCpu[undoCpu.size() / 2], undoWall.back(),
                    loadAverage().constData());
        undo->setClean();
    }
    std::sort(longestPerRun.begin(), longestPerRun.end());
    std::printf("\nlongest pause: median %.1f ms, max %.1f ms over %d runs (target <= 50 ms); load average after: %s\n",
                longestPerRun[longestPerRun.size() / 2], longestPerRun.back(), runs, loadAverage().constData());
    return 0;
}
