// Benchmark of bgammon.org replays (issue targets in parentheses): a generated
// .match file of 5 000 games (backgammon, acey-deucey and tabula) is written,
// opened (< 1 s), and then random games and events are reached through a
// position cache per game (< 5 ms per jump).
// Run: build-release/tests/bench/bench_bgammon [--games N] [--write PATH | --file PATH]

#include "benchclock.h"
#include "bgammongenerator.h"

#include "formats/registry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace kibitz;

namespace {

double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

Collection generate(int games)
{
    Collection c;
    c.games.reserve(std::size_t(games));
    for (int i = 0; i < games; ++i) {
        test::BgGeneratorOptions options;
        options.variant = BgVariant(i % 3);
        options.resignChance = 0.001;
        Collection one = test::generateBgMatch(quint32(1000 + i), 0, 1, options);
        c.games.push_back(std::move(one.games.front()));
    }
    return c;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    int games = 5000;
    QString writePath = QStringLiteral("/tmp/bgammon-bench.match");
    QString filePath;
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--games"))
            games = args[++i].toInt();
        else if (args[i] == QLatin1String("--write"))
            writePath = args[++i];
        else if (args[i] == QLatin1String("--file"))
            filePath = args[++i];
    }

    QByteArray bytes;
    if (filePath.isEmpty()) {
        QElapsedTimer t;
        t.start();
        const Collection c = generate(games);
        std::printf("generated %d games in %.0f ms\n", games, ms(t));
        t.restart();
        const SaveResult saved = serialize(c, FileFormat::BgammonMatch);
        std::printf("write: %.1f ms for %.1f MB\n", ms(t), saved.data.size() / 1e6);
        bytes = saved.data;
        if (!writeFileAtomically(writePath, bytes).isEmpty())
            std::printf("could not write %s\n", qPrintable(writePath));
        filePath = writePath;
    }

    // Opening: read the file and parse it into the model, best of 5.
    double best = 1e9;
    std::unique_ptr<FileLoad> load;
    for (int rep = 0; rep < 5; ++rep) {
        QElapsedTimer t;
        t.start();
        auto l = std::make_unique<FileLoad>(loadFile(filePath));
        best = std::min(best, ms(t));
        if (!l->result.ok()) {
            std::printf("load failed: %s\n", qPrintable(l->result.error.message));
            return 1;
        }
        load = std::move(l);
    }
    const Collection &c = *load->result.collection;
    std::size_t events = 0;
    for (const GameRecord &g : c.games)
        events += g.tree.liveNodeCount() - 1;
    std::printf("open: %.1f ms (best of 5) for %.1f MB, %zu games, %zu events (target < 1000 ms)\n", best,
                load->content.size() / 1e6, c.games.size(), events);

    // Jumps: a random game, a random event; each game gets its position cache
    // when first visited (that is part of the measured jump).
    std::vector<std::unique_ptr<PositionCache>> caches(c.games.size());
    QRandomGenerator rng(42);
    std::vector<double> jumps;
    std::vector<double> cpuJumps; // the same without time the thread spent preempted
    const int jumpCount = 20000;
    jumps.reserve(jumpCount);
    for (int i = 0; i < jumpCount; ++i) {
        const std::size_t gi = rng.bounded(quint32(c.games.size()));
        const GameRecord &g = c.games[gi];
        const double cpuStart = threadCpuMs();
        QElapsedTimer t;
        t.start();
        if (!caches[gi])
            caches[gi] = std::make_unique<PositionCache>(g, 16);
        const std::vector<NodeId> line = g.tree.mainLine();
        const NodeId node = line[rng.bounded(quint32(line.size()))];
        QString error;
        const Replayer *r = caches[gi]->at(node, &error);
        const QString text = r ? r->positionText() : QString();
        jumps.push_back(ms(t));
        cpuJumps.push_back(threadCpuMs() - cpuStart);
        if (!r || !error.isEmpty() || text.isEmpty()) {
            std::printf("jump failed: %s\n", qPrintable(error));
            return 1;
        }
    }
    std::sort(jumps.begin(), jumps.end());
    std::sort(cpuJumps.begin(), cpuJumps.end());
    std::printf("jump to a random game and event: median %.3f ms, 99%% %.3f ms, 99.9%% %.3f ms, max %.3f ms "
                "wall clock over %d jumps; max %.3f ms of thread CPU time (target < 5 ms)\n",
                jumps[jumps.size() / 2], jumps[jumps.size() * 99 / 100], jumps[jumps.size() * 999 / 1000], jumps.back(),
                jumpCount, cpuJumps.back());

    // The costliest jump the cache allows: into the longest game, straight to
    // its last event with a fresh cache (best of 5, so that a scheduler tick
    // does not count).
    {
        std::size_t longest = 0;
        for (std::size_t i = 1; i < c.games.size(); ++i) {
            if (c.games[i].tree.liveNodeCount() > c.games[longest].tree.liveNodeCount())
                longest = i;
        }
        const GameRecord &g = c.games[longest];
        double bestCold = 1e9;
        for (int rep = 0; rep < 5; ++rep) {
            QElapsedTimer t;
            t.start();
            PositionCache cache(g, 16);
            const Replayer *r = cache.at(g.tree.endOfLine(g.tree.root()));
            const QString text = r ? r->positionText() : QString();
            bestCold = std::min(bestCold, ms(t));
        }
        std::printf("cold jump to the last event of the longest game (%zu events): %.3f ms (best of 5)\n",
                    g.tree.liveNodeCount() - 1, bestCold);
    }

    // Validating every event of every game (what `kibitz-cli check` does).
    QElapsedTimer t;
    t.start();
    for (const GameRecord &g : c.games) {
        std::unique_ptr<Replayer> r = Replayer::forGame(g);
        for (NodeId id = g.tree.mainChild(g.tree.root()); id != NoNode; id = g.tree.mainChild(id)) {
            if (!r->apply(g.tree.moveTag(id), g.tree.moveData(id)).isEmpty()) {
                std::printf("illegal event in a generated game\n");
                return 1;
            }
        }
    }
    std::printf("replay and validate every event: %.1f ms\n", ms(t));
    return 0;
}
