// Benchmark for the Twixt analysis (issue 22: under 5 ms per position on
// 24x24): every position of random 24x24 games under both rule sets, from
// the empty board to 300 pegs; positions with chains of double links across
// the board (where the proof search works hardest); and every position of
// the files given on the command line.
// Thread CPU time per position: mean, 90th percentile, maximum.
// Run: build/tests/bench/bench_twixtanalysis [games] [FILE...]

#include "benchclock.h"

#include "analysis/twixt/twixtanalysis.h"
#include "formats/registry.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace kibitz;

namespace {

struct Timings {
    std::vector<double> ms;
    int decided = 0;
    int drawn = 0;
    void add(const TwixtPosition &p)
    {
        const std::int64_t start = threadCpuNs();
        const TwixtAnalysis a = analyseTwixt(p);
        ms.push_back(double(threadCpuNs() - start) / 1e6);
        decided += a.decidedWinner != 0 ? 1 : 0;
        drawn += a.draw ? 1 : 0;
    }
    void print(const char *what)
    {
        if (ms.empty())
            return;
        std::sort(ms.begin(), ms.end());
        double sum = 0;
        for (double v : ms)
            sum += v;
        std::printf("%-44s %6zu positions: mean %.3f ms, p90 %.3f ms, max %.3f ms (%d decided, %d drawn)\n", what,
                    ms.size(), sum / double(ms.size()), ms[ms.size() * 9 / 10], ms.back(), decided, drawn);
    }
};

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::max(1, atoi(argv[1])) : 20;
    QRandomGenerator random(22);
    for (TwixtRules rules : {TwixtRules::Standard, TwixtRules::PaperAndPencil}) {
        Timings timings;
        for (int g = 0; g < games; ++g) {
            TwixtPosition p(24, 24, rules);
            timings.add(p);
            for (int ply = 0; ply < 300; ++ply) {
                const int player = 1 + ply % 2;
                TwixtMove m;
                m.player = player;
                // Random holes until one is legal.
                for (int tries = 0; tries < 1000; ++tries) {
                    m.x = int(random.bounded(24));
                    m.y = int(random.bounded(24));
                    if (p.canPlacePeg(m.x, m.y, player) == TwixtPosition::Error::None)
                        break;
                }
                if (p.apply(m) != TwixtPosition::Error::None)
                    continue;
                timings.add(p);
            }
        }
        timings.print(rules == TwixtRules::Standard ? "random 24x24 games, standard rules"
                                                    : "random 24x24 games, paper and pencil");
    }
    // Chains of double links across the board (steps that leave two bridge
    // holes) with opponent pegs scattered over them: the prover's work.
    const int steps[][2] = {{0, 2}, {1, 1}, {1, 3}, {3, 1}, {3, 3}, {0, 4}};
    for (TwixtRules rules : {TwixtRules::Standard, TwixtRules::PaperAndPencil}) {
        Timings timings;
        for (int g = 0; g < games * 50; ++g) {
            TwixtPosition p(24, 24, rules);
            // From row 2 to row 23, whence the border rows are in reach.
            for (int x = 1 + int(random.bounded(22)), y = 1;;) {
                TwixtMove m;
                m.x = x;
                m.y = y;
                p.apply(m);
                if (y == 22)
                    break;
                int nx, ny;
                do {
                    const auto &step = steps[random.bounded(6)];
                    nx = x + step[0] * (random.bounded(2) ? 1 : -1);
                    ny = y + step[1];
                } while (nx < 1 || nx > 22 || ny > 22 || ny == 21);
                x = nx;
                y = ny;
            }
            const int opponents = int(random.bounded(6));
            for (int i = 0; i < opponents; ++i) {
                TwixtMove m;
                m.player = 2;
                m.x = int(random.bounded(24));
                m.y = int(random.bounded(24));
                p.apply(m);
            }
            timings.add(p);
        }
        timings.print(rules == TwixtRules::Standard ? "24x24 double-link chains, standard rules"
                                                    : "24x24 double-link chains, paper and pencil");
    }
    for (int i = 2; i < argc; ++i) {
        const FileLoad file = loadFile(QString::fromLocal8Bit(argv[i]));
        if (!file.result.ok()) {
            std::fprintf(stderr, "%s: cannot read\n", argv[i]);
            continue;
        }
        Timings timings;
        for (const GameRecord &game : file.result.collection->games) {
            if (game.kind != GameKind::Twixt)
                continue;
            TwixtPosition p(game.columns, game.rows, setupOf<TwixtSetup>(game).rules);
            timings.add(p);
            for (NodeId id = game.tree.mainChild(game.tree.root()); id != NoNode; id = game.tree.mainChild(id)) {
                if (p.applyMove(MoveTag(game.tree.moveTag(id)), game.tree.moveData(id)) != TwixtPosition::Error::None)
                    break;
                timings.add(p);
            }
        }
        timings.print(argv[i]);
    }
    return 0;
}
