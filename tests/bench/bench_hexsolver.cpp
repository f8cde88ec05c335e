// The Hex solver's speed: every opening move on an NxN board (the position
// after player 1's first stone, player 2 to move) solved for its winner, or,
// with --classes, every position of 5x5 reachable in two moves. Results are
// checked against the published winners (benzene's regression files for
// 6x6 and 7x7, the first 7x7 solution by Hayward et al.). Run by hand:
//   bench_hexsolver [--size N] [--seconds S] [--moves|--one] [--threads T] [--classes] [--cells a1,b2]
//   bench_hexsolver --table [--seconds S] [--one] [--threads T]
// (--seconds: CPU seconds per position, of all threads)
// --moves also lists every winning move of player 2 (HexSolver::solve), --one
// the winner and one winning move (HexSolver::solveOne). --table solves the
// positions of issue 35's table (7x7 a1 g4 a6 a4 g2 b2 g1 c5 d4, 8x8 e4 d4)
// for every winning move unless --one, and prints their times and positions.

#include "analysis/hex/hexsolver.h"
#include "benchclock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <vector>

using namespace kibitz;

namespace {

// Openings that player 1 wins, by size ("a1" names column a, row 1).
QStringList publishedWins(int size)
{
    if (size == 6) {
        return QString("a3 a4 a5 a6 b2 b3 b4 b5 c2 c3 c4 c5 d2 d3 d4 d5 e2 e3 e4 e5 f1 f2 f3 f4").split(' ');
    }
    if (size == 7) {
        // a1..d4 published; the rest by the 180-degree symmetry.
        QStringList half = QString("a4 a6 a7 b3 b4 b5 b6 c2 c3 c4 c5 c6 d3 d4").split(' ');
        QStringList all = half;
        for (const QString &c : half) {
            const int x = c[0].unicode() - 'a';
            const int y = c.mid(1).toInt() - 1;
            const QString r = HexPosition::cellName(6 - x, 6 - y);
            if (!all.contains(r))
                all << r;
        }
        return all;
    }
    return {};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int size = 6;
    double seconds = 0;
    bool moves = false;
    bool classes = false;
    bool one = false;
    bool table = false;
    int threads = 1;
    QStringList only;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == "--size" && i + 1 < args.size())
            size = args[++i].toInt();
        else if (args[i] == "--seconds" && i + 1 < args.size())
            seconds = args[++i].toDouble();
        else if (args[i] == "--moves")
            moves = true;
        else if (args[i] == "--classes")
            classes = true;
        else if (args[i] == "--one")
            one = true;
        else if (args[i] == "--table")
            table = true;
        else if (args[i] == "--threads" && i + 1 < args.size())
            threads = std::max(1, args[++i].toInt());
        else if (args[i] == "--cells" && i + 1 < args.size())
            only = args[++i].split(',');
    }
    // --seconds limits the thread's CPU time per position (the machine may
    // be shared; the solver's own limit is the wall clock).
    HexSolveOptions options;
    options.threads = threads;
    double cpuStart = 0;
    if (seconds > 0)
        options.cancelled = [&] { return processCpuMs() - cpuStart > seconds * 1000; };
    if (table) {
        // Issue 35's table: Black's opening, White to move.
        const std::vector<std::pair<int, QString>> positions{{7, "a1"}, {7, "g4"}, {7, "a6"}, {7, "a4"},
                                                             {7, "g2"}, {7, "b2"}, {7, "g1"}, {7, "c5"},
                                                             {7, "d4"}, {8, "e4"}, {8, "d4"}};
        double total = 0;
        int wrong = 0;
        for (const auto &[n, cell] : positions) {
            HexPosition p(n);
            const int x = cell[0].unicode() - 'a';
            const int y = cell.mid(1).toInt() - 1;
            p.place({x, y, 1});
            HexSolver solver(options);
            const double cpu0 = cpuStart = processCpuMs();
            const HexSolveResult r = one ? solver.solveOne(p) : solver.solve(p);
            const double cpu = (processCpuMs() - cpu0) / 1000;
            total += cpu;
            const QStringList wins = publishedWins(n);
            QString check;
            if (r.winner != 0 && !wins.isEmpty() && wins.contains(cell) != (r.winner == 1)) {
                check = "  WRONG";
                ++wrong;
            }
            QStringList ws;
            for (const auto &[mx, my] : r.winningMoves)
                ws << HexPosition::cellName(mx, my);
            std::printf(
                "%dx%d %-3s winner %s  %8.2f s cpu %8.2f s wall  %10lld nodes  %d threads  load %s%s  moves %s\n", n, n,
                qPrintable(cell), r.winner == 0 ? "unknown" : qPrintable(QString::number(r.winner)), cpu, r.seconds,
                static_cast<long long>(r.nodes), threads, loadAverage().constData(), qPrintable(check),
                qPrintable(ws.join(',')));
            std::fflush(stdout);
        }
        std::printf("table: CPU time total %.2f s, %d wrong\n", total, wrong);
        return wrong == 0 ? 0 : 1;
    }
    if (classes) {
        // 5x5: every position after two moves, and the empty board.
        double worst = 0;
        double total = 0;
        int count = 0;
        QString worstPosition;
        std::int64_t worstNodes = 0;
        std::int64_t allNodes = 0;
        for (int a = -1; a < 25; ++a) {
            for (int b = -1; b < 25; ++b) {
                if ((a < 0 && b >= 0) || (a >= 0 && a == b))
                    continue;
                HexPosition p(5);
                if (a >= 0)
                    p.place({a % 5, a / 5, 1});
                if (b >= 0)
                    p.place({b % 5, b / 5, 2});
                HexSolver solver(options);
                const double cpu0 = cpuStart = processCpuMs();
                const HexSolveResult r = solver.solve(p);
                const double cpu = (processCpuMs() - cpu0) / 1000;
                if (cpu > worst) {
                    worst = cpu;
                    worstPosition = p.toText();
                    worstNodes = r.nodes;
                }
                total += cpu;
                allNodes += r.nodes;
                ++count;
                if (r.winner == 0)
                    std::printf("unsolved: %s\n", qPrintable(p.toText()));
            }
        }
        std::printf("5x5: %d positions (empty, one and two stones), all winning moves: CPU time worst %.4f s (%s, %lld "
                    "positions), total %.2f s, %lld positions, load %s\n",
                    count, worst, qPrintable(worstPosition.simplified()), static_cast<long long>(worstNodes), total,
                    static_cast<long long>(allNodes), loadAverage().constData());
        return 0;
    }
    const QStringList wins = publishedWins(size);
    double total = 0;
    double worst = 0;
    int wrong = 0;
    int unknown = 0;
    std::int64_t allNodes = 0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const QString name = HexPosition::cellName(x, y);
            if (!only.isEmpty() && !only.contains(name))
                continue;
            HexPosition p(size);
            p.place({x, y, 1});
            HexSolver solver(options);
            const double cpu0 = cpuStart = processCpuMs();
            const HexSolveResult r = one ? solver.solveOne(p) : moves ? solver.solve(p) : solver.solveWinner(p);
            const double cpu = (processCpuMs() - cpu0) / 1000;
            total += cpu;
            allNodes += r.nodes;
            worst = std::max(worst, cpu);
            QString verdict = r.winner == 0 ? "unknown" : QString::number(r.winner);
            QString check;
            if (r.winner == 0) {
                ++unknown;
            } else if (!wins.isEmpty()) {
                const bool published = wins.contains(name);
                if (published != (r.winner == 1)) {
                    check = "  WRONG";
                    ++wrong;
                }
            }
            QStringList ws;
            for (const auto &[mx, my] : r.winningMoves)
                ws << HexPosition::cellName(mx, my);
            std::printf("%dx%d %-4s winner %s  %8.3f s cpu %8.3f s wall  %9lld nodes%s%s%s\n", size, size,
                        qPrintable(name), qPrintable(verdict), cpu, r.seconds, static_cast<long long>(r.nodes),
                        qPrintable(check), moves || one ? "  moves " : "", qPrintable(ws.join(',')));
            std::fflush(stdout);
        }
    }
    std::printf("%dx%d: CPU time total %.2f s, worst %.3f s, %lld positions, %d wrong, %d unknown, load %s\n", size,
                size, total, worst, static_cast<long long>(allNodes), wrong, unknown, loadAverage().constData());
    return wrong == 0 ? 0 : 1;
}
