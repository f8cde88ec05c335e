// Benchmark of the backgammon view, offscreen: a generated five-game match
// (random legal plays, so its games are long), stepped event by event to the
// end of each game and back with slides off, each step including a
// synchronous repaint of the board; the same by single checker moves; and the
// time one animation frame takes to paint while checkers slide (a checker in
// flight and, on hits, a second one). Target: a step well under the 16 ms of
// a 60 Hz frame, a frame under 5 ms.
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_bgview [ROUNDS]

#include "benchclock.h"
#include "benchwindow.h"
#include "bgammongenerator.h"
#include "document/gamedocument.h"
#include "games/backgammon/backgammonboard.h"
#include "games/backgammon/backgammonview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QWindow>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace kibitz;

namespace {

struct Figures {
    double mean = 0;
    double median = 0;
    double p95 = 0;
    double worst = 0;
    std::size_t count = 0;
};

Figures summarize(std::vector<double> times)
{
    Figures f;
    if (times.empty())
        return f;
    std::sort(times.begin(), times.end());
    for (double t : times)
        f.mean += t;
    f.count = times.size();
    f.mean /= double(times.size());
    f.median = times[times.size() / 2];
    f.p95 = times[std::min(times.size() - 1, times.size() * 95 / 100)];
    f.worst = times.back();
    return f;
}

void print(const char *what, const Figures &f)
{
    std::printf("%-44s %6zu samples: mean %.3f ms, median %.3f ms, p95 %.3f ms, worst %.3f ms\n", what, f.count, f.mean,
                f.median, f.p95, f.worst);
}

} // namespace

int main(int argc, char **argv)
{
    useOffscreenUnlessSet();
    QApplication app(argc, argv);
    const TemporarySettings settings;
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 3;

    test::BgGeneratorOptions options;
    options.doubleChance = 0.03;
    const Collection match = test::generateBgMatch(7, 0, 5, options);
    std::size_t events = 0;
    for (const GameRecord &g : match.games)
        events += g.tree.liveNodeCount() - 1;
    std::printf("generated %zu games, %zu events\n", match.games.size(), events);

    auto *document = new GameDocument(match, QString(), FileFormat::BgammonMatch);
    BackgammonView view(document);
    document->setParent(&view);
    view.resize(1100, 800);
    waitForExposure(view);
    BackgammonBoard *board = view.board();
    view.setAnimationMilliseconds(0);

    std::vector<double> eventSteps, eventCpu;
    std::vector<double> checkerSteps, checkerCpu;
    // Steps with `step` until it cannot go on, timing each step and its repaint.
    const auto measure
        = [board](const std::function<bool()> &step, std::vector<double> &wall, std::vector<double> &cpuTimes) {
              QElapsedTimer timer;
              for (;;) {
                  timer.start();
                  const double cpu = threadCpuMs();
                  const bool moved = step();
                  board->repaint();
                  if (!moved)
                      return;
                  wall.push_back(double(timer.nsecsElapsed()) / 1e6);
                  cpuTimes.push_back(threadCpuMs() - cpu);
              }
          };
    for (int round = 0; round < rounds; ++round) {
        for (int game = 0; game < document->gameCount(); ++game) {
            document->setGameIndex(game);
            document->goToRoot();
            measure([&] { return document->goToMainChild(); }, eventSteps, eventCpu);
            measure([&] { return document->goToParent(); }, eventSteps, eventCpu);
            measure([&] { return view.stepCheckerForward(); }, checkerSteps, checkerCpu);
            measure([&] { return view.stepCheckerBack(); }, checkerSteps, checkerCpu);
        }
    }
    print("event step + repaint (slides off), wall", summarize(eventSteps));
    print("  the same, thread CPU time", summarize(eventCpu));
    print("checker step + repaint (slides off), wall", summarize(checkerSteps));
    print("  the same, thread CPU time", summarize(checkerCpu));

    // Frames: with slides of a minute each, step and paint the frames of the
    // first slide at a few points of its way.
    view.setAnimationMilliseconds(60000);
    std::vector<double> frames, frameCpu;
    for (int game = 0; game < document->gameCount(); ++game) {
        document->setGameIndex(game);
        document->goToRoot();
        for (int step = 0; step < 200; ++step) {
            if (!document->goToMainChild())
                break;
            if (!board->isAnimating())
                continue;
            for (int frame = 0; frame < 4; ++frame) {
                const double cpu = threadCpuMs();
                board->repaint();
                frameCpu.push_back(threadCpuMs() - cpu);
                frames.push_back(board->lastFrameMilliseconds());
            }
            board->finishAnimation();
        }
    }
    print("animation frame (checkers sliding), wall", summarize(frames));
    print("  the same, thread CPU time", summarize(frameCpu));
    return 0;
}
