// The moves the Hex solver leaves out as inferior (core/analysis/hex/
// hexinferior.h, Inferior::prune): vulnerable cells and dominated cells.
// Each claim is played out by a brute-force minimax of its own on random
// positions of 3x3 and 4x4 boards and nearly full 5x5 ones: a vulnerable
// cell is dead once the opponent holds its killer, a vulnerable cell is
// never the only winning move, a dominated cell never wins where its
// dominator loses, and the moves prune() keeps hold a winning move whenever
// the side to move wins. The solver with the pruning agrees with the solver
// without it on random 5x5 positions and the 6x6 openings.

#include "analysis/hex/hexdfpn.h"
#include "analysis/hex/hexinferior.h"
#include "hexbrute.h"
#include "hexsweeps.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace kibitz;
using namespace kibitz::hexsolve;
using kibitz::test::Brute;

namespace {

struct Sample {
    int size = 0;
    std::vector<int> cells; // per cell: 0 empty, 1 or 2
    int toMove = 1;
};

// A random position of `size` with `stones` stones, no winner yet.
Sample randomSample(QRandomGenerator &rng, int size, int stones)
{
    for (;;) {
        Sample s{size, std::vector<int>(std::size_t(size * size)), int(rng.bounded(2)) + 1};
        for (int k = 0; k < stones;) {
            int &c = s.cells[std::size_t(rng.bounded(size * size))];
            if (c == 0) {
                c = int(rng.bounded(2)) + 1;
                ++k;
            }
        }
        Brute brute{size, size, {}};
        if (!brute.joins(s.cells, 1) && !brute.joins(s.cells, 2))
            return s;
    }
}

Board<1> boardOf(const Sample &s)
{
    Board<1> b;
    b.toMove = s.toMove;
    for (std::size_t c = 0; c < s.cells.size(); ++c) {
        if (s.cells[c])
            b.of(s.cells[c]).set(int(c));
    }
    return b;
}

std::vector<int> cellsOf(const Board<1> &b, int count)
{
    std::vector<int> cells(static_cast<std::size_t>(count));
    for (int c = 0; c < count; ++c)
        cells[std::size_t(c)] = b.of(1).test(c) ? 1 : b.of(2).test(c) ? 2 : 0;
    return cells;
}

// The positions the sweeps run over: 3x3 with one to five stones, 4x4 and
// 5x5 with at most eleven empty cells (brute force stays quick).
std::vector<Sample> samples(quint32 seed, int count)
{
    QRandomGenerator rng(seed);
    std::vector<Sample> out;
    for (int n = 0; n < count; ++n) {
        const int kind = n % 4;
        if (kind == 0)
            out.push_back(randomSample(rng, 3, 1 + int(rng.bounded(5))));
        else if (kind == 3)
            out.push_back(randomSample(rng, 5, 14 + int(rng.bounded(6))));
        else
            out.push_back(randomSample(rng, 4, 5 + int(rng.bounded(6))));
    }
    return out;
}

// Whether the side to move wins by playing `m`.
bool winsBy(Brute &brute, std::vector<int> cells, int toMove, int m)
{
    cells[std::size_t(m)] = toMove;
    return brute.winner(cells, 3 - toMove) == toMove;
}

QString describe(const std::vector<int> &cells, int size, int toMove)
{
    QString s;
    for (std::size_t c = 0; c < cells.size(); ++c) {
        if (c && c % std::size_t(size) == 0)
            s += '/';
        s += cells[c] ? QChar('0' + cells[c]) : QChar('.');
    }
    return s + QString(" player %1 to move").arg(toMove);
}

} // namespace

class TestHexInferior : public QObject {
    Q_OBJECT
private slots:
    void vulnerableCellsDieAfterTheKiller()
    {
        // The killer's stone makes the vulnerable cell dead: either colour
        // there gives the same winner, either side to move.
        int found = 0;
        QRandomGenerator rng(111u);
        for (const Sample &s : samples(101u, kibitz::test::hexSweepCount(1200, 300))) {
            Geometry<1> g(s.size, s.size);
            Inferior<1> inferior(g);
            const Board<1> b = boardOf(s);
            Brute brute{s.size, s.size, {}};
            for (int m = 0; m < g.cells; ++m) {
                int killer = -1;
                if (s.cells[std::size_t(m)] || !inferior.vulnerable(b, s.toMove, m, &killer))
                    continue;
                ++found;
                QVERIFY(killer >= 0 && killer != m && s.cells[std::size_t(killer)] == 0);
                std::vector<int> cells = s.cells;
                cells[std::size_t(killer)] = 3 - s.toMove;
                // Dead: its colour decides no filled board (random fills of
                // the other empty cells)...
                for (int fill = 0; fill < 40; ++fill) {
                    std::vector<int> full = cells;
                    for (int &v : full) {
                        if (v == 0)
                            v = int(rng.bounded(2)) + 1;
                    }
                    full[std::size_t(m)] = 1;
                    const bool joins1 = brute.joins(full, 1);
                    full[std::size_t(m)] = 2;
                    QVERIFY2(joins1 == brute.joins(full, 1),
                             qPrintable(describe(s.cells, s.size, s.toMove)
                                        + QString(" cell %1 killer %2").arg(m).arg(killer)));
                }
                // ...and no winner with best play, either side to move.
                for (int toMove = 1; toMove <= 2; ++toMove) {
                    cells[std::size_t(m)] = 1;
                    const int w1 = brute.winner(cells, toMove);
                    cells[std::size_t(m)] = 2;
                    const int w2 = brute.winner(cells, toMove);
                    cells[std::size_t(m)] = 0;
                    QVERIFY2(w1 == w2, qPrintable(describe(s.cells, s.size, s.toMove)
                                                  + QString(" cell %1 killer %2").arg(m).arg(killer)));
                }
            }
        }
        qInfo("vulnerable cells: %d", found);
        QVERIFY2(found >= 100, qPrintable(QString::number(found)));
    }

    void vulnerableCellsAreNeverTheOnlyWinningMoves()
    {
        // When the side to move wins, some winning move is neither dead nor
        // vulnerable: all vulnerable cells may be left out together.
        int withVulnerable = 0;
        for (const Sample &s : samples(202u, kibitz::test::hexSweepCount(1200, 300))) {
            Geometry<1> g(s.size, s.size);
            Inferior<1> inferior(g);
            const Board<1> b = boardOf(s);
            Brute brute{s.size, s.size, {}};
            std::vector<int> cells = s.cells;
            if (brute.winner(cells, s.toMove) != s.toMove)
                continue;
            bool anyVulnerableWin = false;
            bool keptWin = false;
            for (int m = 0; m < g.cells; ++m) {
                if (s.cells[std::size_t(m)] || !winsBy(brute, s.cells, s.toMove, m))
                    continue;
                if (inferior.vulnerable(b, s.toMove, m))
                    anyVulnerableWin = true;
                else if (!inferior.dead(b.of(1), b.of(2), m))
                    keptWin = true;
            }
            if (anyVulnerableWin)
                ++withVulnerable;
            QVERIFY2(keptWin, qPrintable(describe(s.cells, s.size, s.toMove)));
        }
        // Positions where a vulnerable cell wins too, so the check bites.
        QVERIFY2(withVulnerable >= 20, qPrintable(QString::number(withVulnerable)));
    }

    void dominatedCellsNeverBeatTheirDominator()
    {
        // m dominates c for the side to move: whenever c wins, m wins.
        int pairs = 0;
        int cWins = 0;
        for (const Sample &s : samples(303u, kibitz::test::hexSweepCount(1200, 300))) {
            Geometry<1> g(s.size, s.size);
            Inferior<1> inferior(g);
            const Board<1> b = boardOf(s);
            Brute brute{s.size, s.size, {}};
            for (int m = 0; m < g.cells; ++m) {
                if (s.cells[std::size_t(m)])
                    continue;
                for (int c = 0; c < g.cells; ++c) {
                    if (c == m || s.cells[std::size_t(c)] || !inferior.dominates(b, s.toMove, m, c))
                        continue;
                    ++pairs;
                    if (!winsBy(brute, s.cells, s.toMove, c))
                        continue;
                    ++cWins;
                    QVERIFY2(winsBy(brute, s.cells, s.toMove, m),
                             qPrintable(describe(s.cells, s.size, s.toMove) + QString(" %1 over %2").arg(m).arg(c)));
                }
            }
        }
        QVERIFY2(pairs >= 500 && cWins >= 50, qPrintable(QString("%1 %2").arg(pairs).arg(cWins)));
    }

    void prunedMovesKeepAWinningMove()
    {
        // The solver's step: the position filled in, then prune() over its
        // empty cells. When the side to move wins, a kept move wins; none
        // kept means he loses.
        int pruned = 0;
        int won = 0;
        for (const Sample &s : samples(404u, kibitz::test::hexSweepCount(1600, 400))) {
            Geometry<1> g(s.size, s.size);
            Inferior<1> inferior(g);
            Board<1> b = boardOf(s);
            inferior.fill(b);
            Brute brute{s.size, s.size, {}};
            const std::vector<int> cells = cellsOf(b, g.cells);
            if (brute.joins(cells, 1) || brute.joins(cells, 2))
                continue;
            const Bits<1> empty = g.all.minus(b.occupied());
            const Bits<1> kept = inferior.prune(b, empty);
            QVERIFY(kept.subsetOf(empty));
            pruned += empty.count() - kept.count();
            std::vector<int> work = cells;
            if (brute.winner(work, b.toMove) != b.toMove) {
                continue;
            }
            ++won;
            bool keptWin = false;
            kept.forEach([&](int m) {
                if (!keptWin && winsBy(brute, cells, b.toMove, m))
                    keptWin = true;
            });
            QVERIFY2(keptWin, qPrintable(describe(cells, s.size, b.toMove)));
        }
        QVERIFY2(pruned >= 300 && won >= 100, qPrintable(QString("%1 %2").arg(pruned).arg(won)));
    }

    void solverAgreesWithoutPruning()
    {
        // The search with the pruning and without it: the same winner, on
        // random 5x5 positions and on 6x6 openings, and fewer positions.
        QRandomGenerator rng(505u);
        Geometry<1> g5(5, 5);
        std::int64_t with = 0;
        std::int64_t without = 0;
        const int count = kibitz::test::hexSweepCount(300, 60);
        for (int n = 0; n < count; ++n) {
            const Sample s = randomSample(rng, 5, 2 + int(rng.bounded(12)));
            const Board<1> b = boardOf(s);
            Dfpn<1> on(g5, 16);
            Dfpn<1> off(g5, 16);
            off.setPruning({false, false});
            const auto a = on.solve(b);
            const auto c = off.solve(b);
            QVERIFY(a != Dfpn<1>::Outcome::Unknown);
            QVERIFY2(a == c, qPrintable(describe(s.cells, 5, s.toMove)));
            with += on.expansions();
            without += off.expansions();
        }
        Geometry<1> g6(6, 6);
        const int openings = kibitz::test::hexSweepCount(36, 6);
        for (int n = 0; n < openings; ++n) {
            // The part run in the slow builds: the quick openings of row 2.
            const int cell = openings == 36 ? n : 6 + n;
            Board<1> b;
            b.of(1).set(cell);
            b.toMove = 2;
            Dfpn<1> on(g6, 18);
            Dfpn<1> off(g6, 18);
            off.setPruning({false, false});
            const auto a = on.solve(b);
            QVERIFY(a != Dfpn<1>::Outcome::Unknown);
            QCOMPARE(a, off.solve(b));
            with += on.expansions();
            without += off.expansions();
        }
        QVERIFY2(with < without, qPrintable(QString("%1 %2").arg(with).arg(without)));
    }
};

QTEST_GUILESS_MAIN(TestHexInferior)
#include "tst_hexinferior.moc"
