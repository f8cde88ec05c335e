#include "analysis/hex/hexheat.h"

#include "hexrandom.h"
#include <QRandomGenerator>
#include <QtTest>

#include <cmath>

using namespace kibitz;

namespace {
constexpr int U = HexHeatMap::Unreachable;
constexpr int kDx[6] = {1, -1, 0, 0, 1, -1};
constexpr int kDy[6] = {0, 0, 1, -1, -1, 1};

// Rows top to bottom, '.', '1', '2'.
HexPosition board(const QStringList &rows)
{
    HexPosition p(int(rows.first().size()), int(rows.size()));
    for (int y = 0; y < rows.size(); ++y) {
        for (int x = 0; x < rows[y].size(); ++x) {
            if (rows[y][x] != QLatin1Char('.'))
                p.place({x, y, rows[y][x].digitValue()});
        }
    }
    return p;
}

// The position mirrored in the long diagonal with the colours exchanged:
// player 2's task on it is player 1's on the original.
HexPosition transposed(const HexPosition &p)
{
    HexPosition t(p.rows(), p.columns());
    for (int y = 0; y < p.rows(); ++y) {
        for (int x = 0; x < p.columns(); ++x) {
            if (p.at(x, y))
                t.place({y, x, 3 - p.at(x, y)});
        }
    }
    return t;
}

// The two-distance straight from its definition, written differently from
// the analysis: the contracted neighbours by a flood through the player's
// stones from each cell, then the rule applied over and over until nothing
// changes (the values only fall, starting from unreachable).
std::vector<int> twoDistanceByIteration(const HexPosition &p, int player, int edge)
{
    const int w = p.columns(), h = p.rows();
    const auto touches = [&](int x, int y) {
        const int along = player == 1 ? y : x;
        const int last = (player == 1 ? h : w) - 1;
        return along == (edge == 0 ? 0 : last);
    };
    std::vector<std::vector<int>> neighbours(std::size_t(w * h));
    std::vector<bool> atEdge(std::size_t(w * h), false);
    for (int c = 0; c < w * h; ++c) {
        if (p.at(c % w, c / w) != 0)
            continue;
        std::vector<bool> seen(std::size_t(w * h), false);
        std::vector<int> stack{c};
        seen[std::size_t(c)] = true;
        atEdge[std::size_t(c)] = touches(c % w, c / w);
        while (!stack.empty()) {
            const int s = stack.back();
            stack.pop_back();
            for (int k = 0; k < 6; ++k) {
                const int nx = s % w + kDx[k], ny = s / w + kDy[k];
                if (!p.inside(nx, ny) || seen[std::size_t(ny * w + nx)])
                    continue;
                seen[std::size_t(ny * w + nx)] = true;
                if (p.at(nx, ny) == 0) {
                    neighbours[std::size_t(c)].push_back(ny * w + nx);
                } else if (p.at(nx, ny) == player) {
                    if (touches(nx, ny))
                        atEdge[std::size_t(c)] = true;
                    stack.push_back(ny * w + nx);
                }
            }
        }
    }
    const int big = 1 << 20;
    std::vector<int> d(std::size_t(w * h), big);
    for (bool changed = true; changed;) {
        changed = false;
        for (int c = 0; c < w * h; ++c) {
            if (p.at(c % w, c / w) != 0)
                continue;
            int value = big;
            if (atEdge[std::size_t(c)]) {
                value = 1;
            } else {
                int first = big, second = big;
                for (int n : neighbours[std::size_t(c)]) {
                    const int v = d[std::size_t(n)];
                    if (v < first) {
                        second = first;
                        first = v;
                    } else if (v < second) {
                        second = v;
                    }
                }
                if (second < big)
                    value = second + 1;
            }
            if (value < d[std::size_t(c)]) {
                d[std::size_t(c)] = value;
                changed = true;
            }
        }
    }
    for (int &v : d) {
        if (v == big)
            v = U;
    }
    return d;
}

// The resistance by dense Gaussian elimination on the cell network without
// contraction: own stones are nodes joined to their neighbours by a very
// large conductance instead of being merged.
double resistanceByElimination(const HexPosition &p, int player)
{
    const int w = p.columns(), h = p.rows();
    const int n = w * h + 2; // cells, then the two edges
    const double stoneConductance = 1e7;
    std::vector<std::vector<double>> g(std::size_t(n), std::vector<double>(std::size_t(n), 0.0));
    const auto half = [&](int x, int y) { return p.at(x, y) == player ? 0.0 : 0.5; };
    const auto join = [&](int a, int b, double r) {
        const double c = r == 0 ? stoneConductance : 1.0 / r;
        g[std::size_t(a)][std::size_t(b)] += c;
        g[std::size_t(b)][std::size_t(a)] += c;
    };
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (p.at(x, y) == 3 - player)
                continue;
            const int along = player == 1 ? y : x;
            const int last = (player == 1 ? h : w) - 1;
            if (along == 0)
                join(y * w + x, w * h, half(x, y));
            if (along == last)
                join(y * w + x, w * h + 1, half(x, y));
            for (int k = 0; k < 6; ++k) {
                const int nx = x + kDx[k], ny = y + kDy[k];
                if (p.inside(nx, ny) && p.at(nx, ny) != 3 - player && ny * w + nx > y * w + x)
                    join(y * w + x, ny * w + nx, half(x, y) + half(nx, ny));
            }
        }
    }
    // Unknowns: the cells; a cell with no connection at all is pinned to 0 V.
    const int m = w * h;
    std::vector<std::vector<double>> a(std::size_t(m), std::vector<double>(std::size_t(m) + 1, 0.0));
    for (int i = 0; i < m; ++i) {
        double sum = 0;
        for (int j = 0; j < n; ++j)
            sum += g[std::size_t(i)][std::size_t(j)];
        if (sum == 0) {
            a[std::size_t(i)][std::size_t(i)] = 1;
            continue;
        }
        a[std::size_t(i)][std::size_t(i)] = sum;
        for (int j = 0; j < m; ++j)
            a[std::size_t(i)][std::size_t(j)] -= j == i ? 0 : g[std::size_t(i)][std::size_t(j)];
        a[std::size_t(i)][std::size_t(m)] = g[std::size_t(i)][std::size_t(m)]; // the first edge at 1 V
    }
    std::vector<double> v(std::size_t(m), 0.0);
    for (int col = 0; col < m; ++col) {
        int pivot = col;
        for (int r = col + 1; r < m; ++r) {
            if (std::abs(a[std::size_t(r)][std::size_t(col)]) > std::abs(a[std::size_t(pivot)][std::size_t(col)]))
                pivot = r;
        }
        std::swap(a[std::size_t(col)], a[std::size_t(pivot)]);
        if (std::abs(a[std::size_t(col)][std::size_t(col)]) < 1e-9)
            continue; // a floating island: its voltage does not matter
        for (int r = 0; r < m; ++r) {
            if (r == col)
                continue;
            const double f = a[std::size_t(r)][std::size_t(col)] / a[std::size_t(col)][std::size_t(col)];
            if (f == 0)
                continue;
            for (int k = col; k <= m; ++k)
                a[std::size_t(r)][std::size_t(k)] -= f * a[std::size_t(col)][std::size_t(k)];
        }
    }
    for (int i = 0; i < m; ++i) {
        if (std::abs(a[std::size_t(i)][std::size_t(i)]) >= 1e-9)
            v[std::size_t(i)] = a[std::size_t(i)][std::size_t(m)] / a[std::size_t(i)][std::size_t(i)];
    }
    double current = g[std::size_t(m)][std::size_t(m + 1)];
    for (int i = 0; i < m; ++i)
        current += g[std::size_t(m)][std::size_t(i)] * (1.0 - v[std::size_t(i)]);
    // Round-off of the 1e7 conductances leaves about 1e-9 A where none flows.
    return current <= 1e-6 ? std::numeric_limits<double>::infinity() : 1.0 / current;
}
} // namespace

class TestHexHeat : public QObject {
    Q_OBJECT
private slots:
    void oneCell()
    {
        const HexHeatMap map = hexHeatMap(HexPosition(1));
        for (int p = 1; p <= 2; ++p) {
            // Half a cell to each edge.
            QCOMPARE(map.player(p).resistance, 1.0);
            QCOMPARE(map.player(p).heat[0], 1.0);
            QCOMPARE(map.player(p).twoDistance[0][0], 1);
            QCOMPARE(map.player(p).potential[0], 2);
            QCOMPARE(map.player(p).bestPotential, 2);
        }
        QCOMPARE(map.evaluation, 0.0);
    }

    void twoByTwoClosedForm()
    {
        // Cells a b / c d; b and c touch. By the half-turn symmetry
        // Va = 1 - Vd and Vb = 1 - Vc; Kirchhoff at a and b gives Va = 3/4,
        // Vb = 2/3, so 2(1/4) + 2(1/3) = 7/6 A leave the top edge.
        const HexHeatMap map = hexHeatMap(HexPosition(2));
        for (int p = 1; p <= 2; ++p) {
            const HexPlayerHeat &h = map.player(p);
            QVERIFY(std::abs(h.resistance - 6.0 / 7.0) < 1e-12);
            // Through a: 1/2 from the edge, 1/12 to b, 5/12 to c.
            QVERIFY(std::abs(h.heat[map.index(0, 0)] - 0.5) < 1e-12);
            QVERIFY(std::abs(h.heat[map.index(1, 0)] - 0.75) < 1e-12);
            QVERIFY(std::abs(h.heat[map.index(0, 1)] - 0.75) < 1e-12);
            QVERIFY(std::abs(h.heat[map.index(1, 1)] - 0.5) < 1e-12);
        }
        QVERIFY(std::abs(map.evaluation) < 1e-12);
    }

    void seriesCellsAddUp()
    {
        // A corridor of k empty cells between player 2's stones: resistance k.
        const HexHeatMap map = hexHeatMap(board({"2.2", "2.2", "2.2", "2.2"}));
        QVERIFY(std::abs(map.player(1).resistance - 4.0) < 1e-12);
        // Player 2 needs one of the corridor's cells.
        QVERIFY(map.player(2).resistance < 1);
        QVERIFY(map.evaluation < 0);
        for (int y = 0; y < 4; ++y) {
            QVERIFY(std::abs(map.player(1).heat[map.index(1, y)] - 0.25) < 1e-12);
            QCOMPARE(map.player(1).twoDistance[0][map.index(1, y)], y == 0 ? 1 : U);
        }
        // A single path is no two-distance path: only the cells next to an
        // edge get a distance.
        QCOMPARE(map.player(1).bestPotential, U);
    }

    void chainOfStonesHasNoResistance()
    {
        const HexHeatMap map = hexHeatMap(board({".1.", "21.", ".1."}));
        QCOMPARE(map.player(1).resistance, 0.0);
        QCOMPARE(map.player(1).bestPotential, 0);
        QVERIFY(std::isinf(map.player(2).resistance));
        QVERIFY(std::isinf(map.evaluation) && map.evaluation > 0);
        for (double h : map.player(2).heat)
            QCOMPARE(h, 0.0);
        // The other way round: player 2 across.
        const HexHeatMap across = hexHeatMap(board({"...", "222", "1.."}));
        QCOMPARE(across.player(2).resistance, 0.0);
        QVERIFY(std::isinf(across.evaluation) && across.evaluation < 0);
    }

    void ownStonesShortenTheWay()
    {
        // One stone of player 1 in the middle of 3x3 lowers his resistance
        // and raises player 2's.
        const HexHeatMap empty = hexHeatMap(HexPosition(3));
        const HexHeatMap centre = hexHeatMap(board({"...", ".1.", "..."}));
        QVERIFY(centre.player(1).resistance < empty.player(1).resistance);
        QVERIFY(centre.player(2).resistance > empty.player(2).resistance);
        QVERIFY(centre.evaluation > 0);
        QCOMPARE(centre.player(1).heat[centre.index(1, 1)], 0.0);
    }

    void threeByThreeTwoDistances()
    {
        // Worked by hand: row 1 has two distance-1 neighbours except at its
        // right end, where the obtuse corner leaves one.
        const auto d = hexTwoDistances(HexPosition(3), 1);
        const std::vector<int> top{1, 1, 1, 2, 2, 3, 3, 4, 5};
        QCOMPARE(d[0], top);
        const std::vector<int> bottom{5, 4, 3, 3, 2, 2, 1, 1, 1};
        QCOMPARE(d[1], bottom);
        // Player 2 sees the transposed board.
        const auto d2 = hexTwoDistances(HexPosition(3), 2);
        const std::vector<int> left{1, 2, 3, 1, 2, 4, 1, 3, 5};
        QCOMPARE(d2[0], left);
        const HexHeatMap map = hexHeatMap(HexPosition(3));
        QCOMPARE(map.player(1).potential[map.index(1, 1)], 4);
        QCOMPARE(map.player(1).bestPotential, 4);
    }

    void groupsCarryDistances()
    {
        // Player 1's stones at b2 and b3 reach the bottom edge: every empty
        // cell next to that group is one step from it.
        const HexPosition p = board({"...", ".1.", ".1."});
        const auto d = hexTwoDistances(p, 1);
        QCOMPARE(d[1][std::size_t(0 * 3 + 1)], 1);
        QCOMPARE(d[1][std::size_t(0 * 3 + 2)], 1);
        QCOMPARE(d[1][std::size_t(1 * 3 + 0)], 1);
        QCOMPARE(d[0][std::size_t(1 * 3 + 0)], 2);
        QCOMPARE(d[1][std::size_t(1 * 3 + 1)], U); // a stone
    }

    void distancesMatchTheDefinition()
    {
        QRandomGenerator random(22);
        for (int round = 0; round < 300; ++round) {
            const int w = 1 + int(random.bounded(7)), h = 1 + int(random.bounded(7));
            const HexPosition p = test::randomHexPosition(random, w, h, int(random.bounded(w * h + 1)));
            for (int player = 1; player <= 2; ++player) {
                const auto d = hexTwoDistances(p, player);
                for (int edge = 0; edge < 2; ++edge)
                    QCOMPARE(d[std::size_t(edge)], twoDistanceByIteration(p, player, edge));
            }
        }
    }

    void resistanceMatchesEliminationWithoutContraction()
    {
        QRandomGenerator random(7);
        for (int round = 0; round < 150; ++round) {
            const int w = 1 + int(random.bounded(6)), h = 1 + int(random.bounded(6));
            const HexPosition p = test::randomHexPosition(random, w, h, int(random.bounded(w * h + 1)));
            for (int player = 1; player <= 2; ++player) {
                const double r = hexResistance(p, player).resistance;
                const double check = resistanceByElimination(p, player);
                if (std::isinf(r) || std::isinf(check)) {
                    QVERIFY2(std::isinf(r) && std::isinf(check), qPrintable(p.toText()));
                } else {
                    // The stand-in for 0-ohm stones leaves an error of about
                    // 1e-7 per stone on the way.
                    QVERIFY2(std::abs(r - check) < 1e-5 * (1 + r),
                             qPrintable(QStringLiteral("%1: %2 vs %3").arg(p.toText()).arg(r).arg(check)));
                }
            }
        }
    }

    void symmetricUnderTransposition()
    {
        QRandomGenerator random(3);
        for (int round = 0; round < 100; ++round) {
            const int w = 2 + int(random.bounded(8)), h = 2 + int(random.bounded(8));
            const HexPosition p = test::randomHexPosition(random, w, h, int(random.bounded(w * h / 2 + 1)));
            const HexHeatMap a = hexHeatMap(p);
            const HexHeatMap b = hexHeatMap(transposed(p));
            QVERIFY(std::abs(a.evaluation + b.evaluation) < 1e-9
                    || (std::isinf(a.evaluation) && a.evaluation == -b.evaluation));
            for (int player = 1; player <= 2; ++player) {
                const HexPlayerHeat &x = a.player(player);
                const HexPlayerHeat &y = b.player(3 - player);
                QVERIFY(x.resistance == y.resistance || std::abs(x.resistance - y.resistance) < 1e-9 * x.resistance);
                QCOMPARE(x.bestPotential, y.bestPotential);
                for (int cy = 0; cy < h; ++cy) {
                    for (int cx = 0; cx < w; ++cx) {
                        QCOMPARE(x.potential[a.index(cx, cy)], y.potential[b.index(cy, cx)]);
                        QVERIFY(std::abs(x.heat[a.index(cx, cy)] - y.heat[b.index(cy, cx)]) < 1e-9);
                    }
                }
            }
        }
    }

    void currentIsConserved()
    {
        // On an empty board all current crosses every row: the heat of a row
        // counts each crossing link between it and the next, so the heat
        // summed over all cells is at least the total current 1/R and every
        // cell's heat at most 1/R.
        for (int n = 1; n <= 11; ++n) {
            const HexPlayerHeat h = hexResistance(HexPosition(n), 1);
            double sum = 0;
            for (double v : h.heat) {
                QVERIFY(v >= 0 && v <= 1 / h.resistance + 1e-9);
                sum += v;
            }
            QVERIFY(sum >= 1 / h.resistance - 1e-9);
            // Bigger boards are wider (more parallel paths) and longer.
            if (n > 1)
                QVERIFY(h.resistance > 0 && std::isfinite(h.resistance));
        }
    }

    void emptyBoardIsHarmless()
    {
        const HexHeatMap map = hexHeatMap(HexPosition(0));
        QVERIFY(map.player(1).heat.empty());
        QVERIFY(std::isinf(map.player(1).resistance));
        QCOMPARE(map.evaluation, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestHexHeat)
#include "tst_hexheat.moc"
