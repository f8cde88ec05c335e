// The edge templates of H-search (core/analysis/hex/hextemplates.h): each one,
// in every orientation (the four edges, both mirror images), is won by its
// owner with the opponent moving first inside the carrier: by brute force
// for the small ones (II, III-a), and for all of them by the solver with the
// templates switched off. Every carrier is minimal (a carrier cell taken by
// the opponent breaks it), and H-search reports the templates as full
// connections to the edge.

#include "analysis/hex/hexdfpn.h"
#include "analysis/hex/hextemplates.h"
#include "analysis/hex/hexvc.h"
#include "hexsweeps.h"

#include <QtTest>

#include <unordered_map>

using namespace kibitz;
using namespace kibitz::hexsolve;

namespace {

using Set = Bits<6>;

// A template placed on a board just deep enough: the template's rows, and
// one more row (or column) on the far side holding the owner's stone next to
// the anchor, which joins the anchor to the owner's far edge. Every cell but
// the carrier, the template's stones and that link belongs to the opponent.
struct Setup {
    int columns = 0;
    int rows = 0;
    int owner = 1;
    int edge = Top;
    int anchor = -1;
    Set own;
    Set carrier;
};

int depthOf(const EdgeTemplate &t)
{
    int d = 0;
    for (const auto &s : t.stones)
        d = std::max(d, s.second);
    return d;
}

// One placement per edge and mirror image (the placements along an edge
// differ only by a shift), each anchor on its own.
std::vector<Setup> setups(int templateIndex)
{
    const EdgeTemplate &t = edgeTemplates()[std::size_t(templateIndex)];
    const int depth = depthOf(t) + 2;
    const int width = 16;
    std::vector<Setup> out;
    for (const int edge : {int(Top), int(Bottom), int(Left), int(Right)}) {
        const bool horizontal = edge == Top || edge == Bottom;
        const int columns = horizontal ? width : depth;
        const int rows = horizontal ? depth : width;
        const Geometry<6> g(columns, rows);
        std::vector<std::pair<Set, Set>> seen; // one per mirror image
        for (const auto &p : placeTemplates(g, {edge})) {
            if (p.templateIndex != templateIndex)
                continue;
            // Shifted copies of a shape already taken are skipped: a shape is
            // known by its cells relative to its first cell.
            auto normal = [&](const Set &s, int base) {
                Set r;
                s.forEach([&](int c) { r.set(c - base + 64); });
                return r;
            };
            const int base = (p.stones | p.carrier).first();
            const std::pair<Set, Set> shape{normal(p.stones, base), normal(p.carrier, base)};
            if (std::find(seen.begin(), seen.end(), shape) != seen.end())
                continue;
            seen.push_back(shape);
            for (const int a : p.anchors) {
                Setup s;
                s.columns = columns;
                s.rows = rows;
                s.owner = horizontal ? 1 : 2;
                s.edge = edge;
                s.anchor = a;
                s.own = p.stones;
                s.carrier = p.carrier;
                const int ax = a % columns;
                const int ay = a / columns;
                const int lx = edge == Left ? ax + 1 : edge == Right ? ax - 1 : ax;
                const int ly = edge == Top ? ay + 1 : edge == Bottom ? ay - 1 : ay;
                s.own.set(ly * columns + lx);
                out.push_back(s);
            }
        }
    }
    return out;
}

// Brute force, apart from the solver: the owner joins the anchor to the edge
// with the opponent moving first, every reply tried.
struct Brute {
    const Geometry<6> &g;
    const Setup &s;
    std::unordered_map<std::uint64_t, bool> memo;

    bool joined(const Set &own) const
    {
        Set group;
        group.set(s.anchor);
        Set frontier = group;
        while (frontier.any()) {
            Set next;
            frontier.forEach([&](int c) { next |= g.neighbours[std::size_t(c)]; });
            next = (next & own).minus(group);
            group |= next;
            frontier = next;
        }
        return group.intersects(g.edgeCells[std::size_t(s.edge)]);
    }
    // Cells are numbered by their place in the carrier.
    bool ownerWins(const std::vector<int> &cells, std::uint32_t mine, std::uint32_t theirs, bool ownerMoves)
    {
        Set own = s.own;
        for (std::size_t k = 0; k < cells.size(); ++k) {
            if (mine >> k & 1)
                own.set(cells[k]);
        }
        if (joined(own))
            return true;
        const std::uint32_t free = ((std::uint32_t(1) << cells.size()) - 1) & ~mine & ~theirs;
        if (free == 0)
            return false;
        const std::uint64_t key = (std::uint64_t(mine) << 32 | theirs) * 2 + (ownerMoves ? 1 : 0);
        if (const auto it = memo.find(key); it != memo.end())
            return it->second;
        bool result = !ownerMoves;
        for (std::size_t k = 0; k < cells.size(); ++k) {
            if (!(free >> k & 1))
                continue;
            const std::uint32_t bit = std::uint32_t(1) << k;
            const bool w
                = ownerMoves ? ownerWins(cells, mine | bit, theirs, false) : ownerWins(cells, mine, theirs | bit, true);
            if (w == ownerMoves) {
                result = w;
                break;
            }
        }
        memo[key] = result;
        return result;
    }
};

bool bruteHolds(const Setup &s)
{
    const Geometry<6> g(s.columns, s.rows);
    std::vector<int> cells;
    s.carrier.forEach([&](int c) { cells.push_back(c); });
    Brute b{g, s, {}};
    return b.ownerWins(cells, 0, 0, false);
}

// The solver without edge templates, on the board of the setup with the
// opponent to move (the owner's far edge is joined to the anchor).
bool solverHolds(const Setup &s, const Set &taken = {})
{
    const Geometry<6> g(s.columns, s.rows);
    Board<6> b;
    b.of(s.owner) = s.own;
    b.of(3 - s.owner) = g.all.minus(s.own).minus(s.carrier) | taken;
    b.toMove = 3 - s.owner;
    VcLimits limits;
    limits.edgeTemplates = false;
    Dfpn<6> dfpn(g, 16, limits);
    return dfpn.solve(b) == Dfpn<6>::Outcome::Loss;
}

} // namespace

class TestHexTemplates : public QObject {
    Q_OBJECT
private slots:
    void shapes()
    {
        const auto &t = edgeTemplates();
        QCOMPARE(int(t.size()), 5);
        const std::vector<std::pair<const char *, int>> expected{
            {"II", 2}, {"III-a", 8}, {"IV-1a", 19}, {"IV-2a", 16}, {"V", 34}};
        for (std::size_t k = 0; k < t.size(); ++k) {
            QCOMPARE(QByteArray(t[k].name), QByteArray(expected[k].first));
            QCOMPARE(int(t[k].carrier.size()), expected[k].second);
        }
    }

    void placedInEveryOrientation()
    {
        // Four edges, two mirror images; II and IV-2a are their own mirror
        // images, and IV-2a has
        // two anchors.
        const std::vector<int> counts{4, 8, 8, 8, 8};
        for (int k = 0; k < 5; ++k) {
            int n = 0;
            for (const Setup &s : setups(k))
                n += s.anchor >= 0 ? 1 : 0;
            QCOMPARE(n, counts[std::size_t(k)]);
        }
    }

    void smallTemplatesHoldByBruteForce()
    {
        for (int k = 0; k < 2; ++k) {
            for (const Setup &s : setups(k))
                QVERIFY2(bruteHolds(s), edgeTemplates()[std::size_t(k)].name);
        }
    }

    void bruteForceFailsWithoutTheWholeCarrier()
    {
        // The check can fail: the ziggurat less any one cell is broken.
        for (const Setup &s : setups(1)) {
            s.carrier.forEach([&](int c) {
                Setup less = s;
                less.carrier.reset(c);
                QVERIFY(!bruteHolds(less));
            });
        }
    }

    void everyTemplateHoldsBySolver()
    {
        // V's 34-cell carrier is the expensive one: in the sanitizer builds
        // only one orientation of it.
        for (int k = 0; k < 5; ++k) {
            const std::vector<Setup> all = setups(k);
            const int count = k == 4 ? test::hexSweepCount(int(all.size()), 1) : int(all.size());
            for (int i = 0; i < count; ++i)
                QVERIFY2(solverHolds(all[std::size_t(i)]), edgeTemplates()[std::size_t(k)].name);
        }
    }

    void carriersAreMinimal()
    {
        // The opponent in any one carrier cell breaks the template (top edge).
        for (int k = 0; k < 5; ++k) {
            if (k == 4 && !test::fullHexSweeps())
                continue;
            const Setup s = setups(k).front();
            s.carrier.forEach([&](int c) {
                Set taken;
                taken.set(c);
                QVERIFY2(!solverHolds(s, taken), edgeTemplates()[std::size_t(k)].name);
            });
        }
    }

    void hsearchUsesTheTemplates()
    {
        // A lone stone on the fifth row of an empty 11x11 board is joined to
        // its edge by template V, which H-search alone does not find.
        const Geometry<2> g(11, 11);
        Board<2> b;
        b.of(1).set(4 * 11 + 4);
        for (const bool templates : {true, false}) {
            VcLimits limits;
            limits.edgeTemplates = templates;
            HSearch<2> hs(g, limits);
            hs.run(b, 1, false);
            int stoneEnd = -1;
            for (int i = 0; i < int(hs.ends().size()); ++i) {
                if (hs.ends()[std::size_t(i)].stones.test(4 * 11 + 4))
                    stoneEnd = i;
            }
            QVERIFY(stoneEnd >= 0);
            const auto fulls = hs.fulls(stoneEnd, hs.edgeEnd(0));
            QCOMPARE(!fulls.empty(), templates);
            if (templates) {
                const bool smallest
                    = std::any_of(fulls.begin(), fulls.end(), [](const Bits<2> &c) { return c.count() <= 34; });
                QVERIFY(smallest);
            }
        }
        // Player 2's edges too: the same stone transposed, fifth column.
        Board<2> t;
        t.of(2).set(4 * 11 + 4);
        HSearch<2> hs(g);
        hs.run(t, 2, false);
        int stoneEnd = -1;
        for (int i = 0; i < int(hs.ends().size()); ++i) {
            if (hs.ends()[std::size_t(i)].stones.test(4 * 11 + 4))
                stoneEnd = i;
        }
        QVERIFY(!hs.fulls(stoneEnd, hs.edgeEnd(0)).empty());
    }
};

QTEST_GUILESS_MAIN(TestHexTemplates)
#include "tst_hextemplates.moc"
