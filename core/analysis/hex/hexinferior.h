#pragma once

// Inferior cells: dead cells (whose colour can never change who wins) and
// captured pairs (two cells a player can keep for himself whatever the
// opponent does there), found by local tests and filled in. Filling them in
// keeps the value of the position (Hayward, Henderson et al., "inferior cell
// analysis"), so the solver searches the filled position instead.
//
// The dead test: an empty cell c is dead when, for each player, the
// neighbours of c he may still own (his stones, his edges, empty cells) are
// pairwise linked without c: adjacent, in one group, or an empty cell next to
// a group. Then a chain of his through c can always go round c, whichever
// colour c gets. Later stones only shrink those neighbours and grow the groups,
// so a dead cell stays dead. A pair of adjacent empty cells a, b is captured
// by a player when, if the opponent takes either, the player's answer in the
// other makes the opponent's stone dead.

#include "analysis/hex/hexboard.h"

#include <array>

namespace kibitz::hexsolve {

template<int W>
class Inferior {
public:
    explicit Inferior(const Geometry<W> &g) : m_g(g) {}

    // Whether `cell` (empty) is dead in the position with the stones given.
    bool dead(const Bits<W> &p1, const Bits<W> &p2, int cell) const
    {
        return deadFor(p1, p2, cell, 1) && deadFor(p2, p1, cell, 2);
    }

    // Fills dead cells (with player 1's colour; it does not matter) and
    // captured pairs (with their owner's) until none is left. Returns the
    // number of cells filled; `captured` (when given) gets the captured
    // cells of each player (index player - 1).
    int fill(Board<W> &b, std::array<Bits<W>, 2> *captured = nullptr) const
    {
        int filled = 0;
        for (bool changed = true; changed;) {
            changed = false;
            const Bits<W> empty = m_g.all.minus(b.occupied());
            empty.forEach([&](int c) {
                if (b.occupied().test(c))
                    return;
                if (dead(b.of(1), b.of(2), c)) {
                    b.of(1).set(c);
                    ++filled;
                    changed = true;
                }
            });
            for (int p = 1; p <= 2; ++p) {
                const Bits<W> e = m_g.all.minus(b.occupied());
                e.forEach([&](int a) {
                    if (b.occupied().test(a))
                        return;
                    const Bits<W> partners = (m_g.neighbours[std::size_t(a)] & m_g.all).minus(b.occupied());
                    partners.forEach([&](int c) {
                        if (c < a || b.occupied().test(a) || b.occupied().test(c))
                            return;
                        if (this->captured(b, p, a, c)) {
                            b.of(p).set(a);
                            b.of(p).set(c);
                            if (captured) {
                                (*captured)[std::size_t(p - 1)].set(a);
                                (*captured)[std::size_t(p - 1)].set(c);
                            }
                            filled += 2;
                            changed = true;
                        }
                    });
                });
            }
        }
        return filled;
    }

    // Whether player p captures the adjacent empty cells a and c.
    bool captured(const Board<W> &b, int p, int a, int c) const
    {
        Bits<W> own = b.of(p);
        const Bits<W> &opp = b.of(3 - p);
        own.set(c);
        if (!deadWith(own, opp, p, a))
            return false;
        own.reset(c);
        own.set(a);
        return deadWith(own, opp, p, c);
    }

private:
    bool deadWith(const Bits<W> &own, const Bits<W> &opp, int p, int cell) const
    {
        return p == 1 ? dead(own, opp, cell) : dead(opp, own, cell);
    }

    // A neighbour node of the cell tested: an empty cell, or a group of the
    // player's stones with the edges it touches (an edge alone is a group
    // with no stones).
    struct Node {
        int cell = -1; // empty cell, or -1 for a group
        Bits<W> group;
        int edges = 0;
    };

    bool deadFor(const Bits<W> &own, const Bits<W> &opp, int cell, int player) const
    {
        const Bits<W> around = m_g.neighbours[std::size_t(cell)].minus(opp);
        const Bits<W> empties = around.minus(own);
        // Empty neighbours first: they must be pairwise adjacent.
        bool ok = true;
        empties.forEach([&](int u) {
            if (ok && !empties.minus(m_g.neighbours[std::size_t(u)]).minus(single(u)).none())
                ok = false;
        });
        if (!ok)
            return false;
        std::array<Node, 8> nodes;
        int count = 0;
        Bits<W> seen;
        const Bits<W> stones = around & own;
        stones.forEach([&](int u) {
            if (seen.test(u))
                return;
            Node n;
            n.group = groupOf(m_g, own, u);
            seen |= n.group;
            n.edges = edgesOfGroup(n.group, player);
            nodes[std::size_t(count++)] = n;
        });
        for (int e : {firstEdge(player), secondEdge(player)}) {
            if (!m_g.touches(cell, e))
                continue;
            bool merged = false;
            for (int k = 0; k < count; ++k) {
                if (nodes[std::size_t(k)].edges & (1 << e))
                    merged = true;
            }
            if (merged)
                continue;
            Node n;
            n.group = edgeGroup(m_g, own, e);
            n.edges = (1 << e) | edgesOfGroup(n.group, player);
            nodes[std::size_t(count++)] = n;
        }
        // Groups pairwise: distinct groups are never linked unless they share
        // an edge.
        for (int i = 0; i < count; ++i) {
            for (int j = i + 1; j < count; ++j) {
                if (!(nodes[std::size_t(i)].edges & nodes[std::size_t(j)].edges))
                    return false;
            }
        }
        // Each empty neighbour with each group.
        empties.forEach([&](int u) {
            for (int k = 0; ok && k < count; ++k) {
                const Node &n = nodes[std::size_t(k)];
                const bool linked = m_g.neighbours[std::size_t(u)].intersects(n.group)
                    || (m_g.edgesOf[std::size_t(u)] & n.edges);
                if (!linked)
                    ok = false;
            }
        });
        return ok;
    }

    int edgesOfGroup(const Bits<W> &group, int player) const
    {
        int edges = 0;
        for (int e : {firstEdge(player), secondEdge(player)}) {
            if (group.intersects(m_g.edgeCells[std::size_t(e)]))
                edges |= 1 << e;
        }
        return edges;
    }

    static Bits<W> single(int c)
    {
        Bits<W> b;
        b.set(c);
        return b;
    }

    const Geometry<W> &m_g;
};

} // namespace kibitz::hexsolve
