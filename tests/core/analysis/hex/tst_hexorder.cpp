// The solver's move order (core/analysis/hex/hexorder.h): the resistance
// scores against currents worked out by hand, the symmetries of the empty
// board, a bottleneck carrying all of a player's current, and the network
// of given connections against the network of neighbours.

#include "analysis/hex/hexorder.h"

#include <QtTest>

using namespace kibitz::hexsolve;

namespace {

int cell(const Geometry<1> &g, int x, int y)
{
    return y * g.columns + x;
}

} // namespace

class TstHexOrder : public QObject {
    Q_OBJECT

private slots:
    void oneRowByHand()
    {
        // Three cells in a row: player 1 (top to bottom) crosses each cell
        // on its own (2 and 2 in series: 1/3 A each, in and out 2/3);
        // player 2 (left to right) sends his whole ampere through all three
        // (in and out 2).
        const Geometry<1> g(3, 1);
        Resistance<1> r(g);
        const std::vector<double> &s = r.scores(Board<1>());
        for (int c = 0; c < 3; ++c)
            QVERIFY2(std::abs(s[std::size_t(c)] - (2.0 + 2.0 / 3)) < 1e-9,
                     qPrintable(QString::number(s[std::size_t(c)])));
    }

    void emptyBoardIsSymmetric()
    {
        const Geometry<1> g(5, 5);
        Resistance<1> r(g);
        const std::vector<double> s = r.scores(Board<1>());
        for (int c = 0; c < g.cells; ++c)
            QVERIFY(std::abs(s[std::size_t(c)] - s[std::size_t(g.cells - 1 - c)]) < 1e-9);
        // Mirrored along the long diagonal, the players swap and so do
        // their currents: the sum stays.
        for (int y = 0; y < 5; ++y) {
            for (int x = 0; x < 5; ++x)
                QVERIFY(std::abs(s[std::size_t(cell(g, x, y))] - s[std::size_t(cell(g, y, x))]) < 1e-9);
        }
        // The acute corners carry the least.
        for (int c = 1; c < g.cells - 1; ++c)
            QVERIFY(s[std::size_t(c)] > s[0]);
    }

    void bottleneckCarriesAll()
    {
        // 3 columns, 2 rows; player 1 holds the top middle cell. Player 2
        // (left to right) must pass the bottom middle cell: his whole
        // ampere runs through it.
        const Geometry<1> g(3, 2);
        Board<1> b;
        b.of(1).set(cell(g, 1, 0));
        Resistance<1> r(g);
        const std::vector<double> &s = r.scores(b);
        QCOMPARE(s[std::size_t(cell(g, 1, 0))], 0.0);
        // Player 2's 2 A plus player 1's share.
        QVERIFY(s[std::size_t(cell(g, 1, 1))] > 2.0 - 1e-9);
    }

    void cutOffPlayerCarriesNothing()
    {
        // Player 2's stones fill row 1 of a 3x3 board: he has joined his
        // edges (his network is not solved) and player 1 is cut off (no
        // current), so every score is 0.
        const Geometry<1> g(3, 3);
        Board<1> b;
        b.of(2).set(cell(g, 0, 1));
        b.of(2).set(cell(g, 1, 1));
        b.of(2).set(cell(g, 2, 1));
        Resistance<1> r(g);
        const std::vector<double> &s = r.scores(b);
        for (int c = 0; c < g.cells; ++c)
            QCOMPARE(s[std::size_t(c)], 0.0);
    }

    void neighbourConnectionsGiveTheNeighbourNetwork()
    {
        // The connections of neighbouring ends, each with an empty carrier,
        // make the same network as the neighbours themselves.
        const Geometry<1> g(4, 4);
        Board<1> b;
        b.of(1).set(cell(g, 1, 1));
        b.of(1).set(cell(g, 2, 1)); // one group of two stones
        b.of(2).set(cell(g, 1, 2));
        b.of(1).set(cell(g, 3, 3)); // joined to player 1's bottom edge
        Resistance<1> r(g);
        const std::vector<double> plain = r.scores(b);
        std::array<std::vector<Resistance<1>::Connection>, 2> conns;
        const Bits<1> empty = g.all.minus(b.occupied());
        for (int p = 1; p <= 2; ++p) {
            const Bits<1> own = b.of(p);
            const Bits<1> first = edgeGroup(g, own, firstEdge(p));
            const Bits<1> second = edgeGroup(g, own, secondEdge(p));
            // An end's name: an edge's group -1 / -2, else the cell (any
            // stone of a group).
            const auto rep = [&](int c) { return first.test(c) ? -1 : second.test(c) ? -2 : c; };
            auto &out = conns[std::size_t(p - 1)];
            empty.forEach([&](int c) {
                g.neighbours[std::size_t(c)].forEach([&](int d) {
                    if (empty.test(d) && d > c)
                        out.push_back({c, d, 0});
                    else if (own.test(d))
                        out.push_back({c, rep(d), 0});
                });
                if (g.touches(c, firstEdge(p)))
                    out.push_back({c, -1, 0});
                if (g.touches(c, secondEdge(p)))
                    out.push_back({-2, c, 0});
            });
            // A stone touched twice would link twice: keep one per pair of
            // nodes, as the neighbour network does.
            std::vector<Resistance<1>::Connection> unique;
            for (const auto &k : out) {
                const auto node
                    = [&](int e) { return e < 0 ? e : (own.test(e) ? groupOf(g, own, e).first() + 1000 : e); };
                bool seen = false;
                for (const auto &u : unique) {
                    if ((node(u.a) == node(k.a) && node(u.b) == node(k.b))
                        || (node(u.a) == node(k.b) && node(u.b) == node(k.a)))
                        seen = true;
                }
                if (!seen)
                    unique.push_back(k);
            }
            out = unique;
        }
        const std::vector<double> viaConnections = r.scores(b, &conns);
        for (int c = 0; c < g.cells; ++c)
            QVERIFY(std::abs(plain[std::size_t(c)] - viaConnections[std::size_t(c)]) < 1e-9);
        // A wider connection changes the network (and so the scores).
        conns[0].push_back({cell(g, 0, 0), cell(g, 3, 2), 1});
        const std::vector<double> widened = r.scores(b, &conns);
        double difference = 0;
        for (int c = 0; c < g.cells; ++c)
            difference += std::abs(widened[std::size_t(c)] - plain[std::size_t(c)]);
        QVERIFY(difference > 1e-6);
    }
};

QTEST_APPLESS_MAIN(TstHexOrder)
#include "tst_hexorder.moc"
