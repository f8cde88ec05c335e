// The "decided" verdict on real Hex games: for each file given (SGF or any
// format Kibitz reads), the first position of game 1's main line that
// hexDecided() calls won, how many moves before the last that is, and the
// time per position (the thread's CPU time). Run by hand, e.g. on the 2008
// ICGA Olympiad 11x11 games (benzene's regression/sgf/games/olympiad/08):
//   bench_hexdecided [--no-solve] DIR/*.sgf
// (--no-solve: skip solving each game's last position, which may take a
// minute on 11x11 and larger boards.)

#include "analysis/hex/hexdecided.h"
#include "analysis/hex/hexsolver.h"
#include "benchclock.h"
#include "formats/registry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace kibitz;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::vector<int> before;
    std::vector<double> times;
    int games = 0;
    QStringList paths = app.arguments().mid(1);
    const bool solve = !paths.removeAll(QStringLiteral("--no-solve"));
    for (const QString &path : paths) {
        const FileLoad file = loadFile(path);
        if (!file.result.ok() || file.result.collection->games.empty()) {
            std::printf("%s: cannot read\n", qPrintable(path));
            continue;
        }
        const GameRecord &g = file.result.collection->games.front();
        if (g.kind != GameKind::Hex)
            continue;
        ++games;
        // Time every position of the main line, then find the first decided.
        HexPosition position(g.columns, g.rows);
        const GameTree &tree = g.tree;
        if (tree.hasMove(tree.root()))
            position.applyMove(MoveTag(tree.moveTag(tree.root())), tree.moveData(tree.root()));
        int firstPly = -1;
        int winner = 0;
        int ply = 0;
        double worst = 0;
        for (NodeId id = tree.root();;) {
            const double t0 = threadCpuMs();
            const HexDecided d = hexDecided(position);
            const double ms = threadCpuMs() - t0;
            times.push_back(ms);
            worst = std::max(worst, ms);
            if (d.winner != 0 && firstPly < 0) {
                firstPly = ply;
                winner = d.winner;
            }
            id = tree.mainChild(id);
            if (id == NoNode || position.winner() != 0)
                break;
            if (tree.moveTag(id) != quint8(MoveTag::None))
                position.applyMove(MoveTag(tree.moveTag(id)), tree.moveData(id));
            ++ply;
        }
        const HexGameDecided check = hexFirstDecided(g);
        if (check.ply != firstPly)
            std::printf("  (hexFirstDecided disagrees: %d)\n", check.ply);
        std::printf("%-28s %dx%d %3d moves  ", qPrintable(QFileInfo(path).fileName()), g.columns, g.rows, ply);
        if (firstPly >= 0) {
            before.push_back(ply - firstPly);
            std::printf("decided after move %3d for player %d, %3d moves before the last", firstPly, winner,
                        ply - firstPly);
        } else {
            std::printf("never decided");
        }
        // Who wins the last position: the connection on the board, else the
        // solver's answer (the games end with a resignation; in some the
        // last move is the loser's).
        HexSolveOptions options;
        options.seconds = 60;
        const int finalWinner = position.winner() ? position.winner()
                              : solve             ? HexSolver(options).solveWinner(position).winner
                                                  : 0;
        std::printf("  (worst %.1f ms)%s\n", worst,
                    firstPly >= 0 && finalWinner != 0 && winner != finalWinner
                        ? "  WRONG: the last position is won by the other"
                        : "");
        std::fflush(stdout);
    }
    std::sort(before.begin(), before.end());
    std::sort(times.begin(), times.end());
    const double median = before.empty()    ? 0
                        : before.size() % 2 ? before[before.size() / 2]
                                            : (before[before.size() / 2 - 1] + before[before.size() / 2]) / 2.0;
    double sum = 0;
    for (double t : times)
        sum += t;
    std::printf("%zu of %d games decided, median %.1f moves before the last; %zu positions: mean %.1f ms, "
                "90th percentile %.1f ms, worst %.1f ms (CPU time)\n",
                before.size(), games, median, times.size(), times.empty() ? 0 : sum / double(times.size()),
                times.empty() ? 0 : times[times.size() * 9 / 10], times.empty() ? 0 : times.back());
    return 0;
}
