#pragma once

// Inferior cells: dead cells (whose colour can never change who wins) and
// captured pairs (two cells a player can keep for himself whatever the
// opponent does there), found by local tests and filled in. Filling them in
// keeps the value of the position (Hayward, Henderson et al., "inferior cell
// analysis"), so the solver searches the filled position instead.
//
// The dead test: an empty cell c is dead when, for one of the players, the
// neighbours of c he may still own (his stones, his edges, empty cells) are
// pairwise linked without c: adjacent, in one group, or an empty cell next to
// a group. Then a chain of his through c can always go round c, so his stone
// there never joins his edges where the opponent's would not. For one player
// is enough: on a full board exactly one player is joined, so if his colour
// on c never wins a board that the other colour loses, neither does the
// opponent's (a stone more never hurts). Later stones only shrink those
// neighbours and grow the groups, so a dead cell stays dead. A pair of
// adjacent empty cells a, b is captured by a player when, if the opponent
// takes either, the player's answer in the other makes the opponent's stone
// dead.
//
// Moves that need not be searched (prune()), for the side to move P and
// his opponent O:
// - vulnerable: a cell m that O's stone on some empty cell k (the killer)
//   makes dead. If P's move at m wins, P also wins after O's answer at k,
//   where m is dead: the position with O's stones on k and m, P to move. A
//   winning move there wins in the position itself (two O stones fewer). By
//   induction on the empty cells it may be taken neither dead nor
//   vulnerable there, and so neither here (the tests are local and only
//   become true as stones are added: a vulnerable cell here is vulnerable or
//   dead there). So when P wins, some winning move is not vulnerable, and
//   all vulnerable cells can be left out together.
// - dominated: a cell c that P's stone on another cell m makes dead or
//   captured by P, also once such cells are filled in with P's colour
//   (which keeps the value). Then the position after m is worth that after
//   m and c, at least as much as after c alone (a stone more never hurts in
//   Hex): m dominates c. Of cells dominating each other one stays, and a
//   cell is only left out while a cell dominating it is kept, so some kept
//   cell is as good as each one left out. Only cells that are not
//   vulnerable dominate, so the winning move that is not vulnerable, or one
//   as good, stays.

#include "analysis/hex/hexboard.h"

#include <array>
#include <vector>

namespace kibitz::hexsolve {

template <int W>
class Inferior {
public:
    explicit Inferior(const Geometry<W> &g)
        : m_g(g)
        , m_near(std::size_t(g.cells))
    {
        for (int c = 0; c < g.cells; ++c) {
            Bits<W> near = g.neighbours[std::size_t(c)];
            g.neighbours[std::size_t(c)].forEach([&](int n) { near |= g.neighbours[std::size_t(n)]; });
            near.reset(c);
            m_near[std::size_t(c)] = near & g.all;
        }
    }

    // What prune() leaves out.
    struct Pruning {
        bool vulnerable = true;
        bool dominated = true;
    };
    void setPruning(Pruning p) { m_pruning = p; }

    // Whether `m` (empty) is vulnerable for `p`, the player about to move:
    // an opponent's stone on an empty cell within two steps of it makes it
    // dead. `killer` (when given) gets that cell.
    bool vulnerable(const Board<W> &b, int p, int m, int *killer = nullptr) const
    {
        const Bits<W> empty = m_g.all.minus(b.occupied());
        Bits<W> opp = b.of(3 - p);
        const Bits<W> &own = b.of(p);
        bool found = false;
        (m_near[std::size_t(m)] & empty).forEach([&](int k) {
            if (found)
                return;
            opp.set(k);
            if (p == 1 ? dead(own, opp, m) : dead(opp, own, m)) {
                found = true;
                if (killer)
                    *killer = k;
            }
            opp.reset(k);
        });
        return found;
    }

    // The empty cells that p's stone on `m` makes dead or captured by p,
    // also after those are filled in with p's colour, again and again: m
    // dominates each of them for p.
    Bits<W> dominatedBy(const Board<W> &b, int p, int m) const
    {
        Board<W> t = b;
        t.of(p).set(m);
        Bits<W> filled;
        Bits<W> look = m_near[std::size_t(m)];
        while (look.any()) {
            Bits<W> next;
            look.minus(t.occupied()).forEach([&](int c) {
                if (t.occupied().test(c))
                    return;
                const int d = fillablePartner(t, p, c);
                if (d == -2)
                    return;
                for (int e : {c, d}) {
                    if (e >= 0) {
                        t.of(p).set(e);
                        filled.set(e);
                        next |= m_near[std::size_t(e)];
                    }
                }
            });
            look = next.minus(t.occupied());
        }
        return filled;
    }

    // Whether m dominates `c` (empty, another cell) for p that way.
    bool dominates(const Board<W> &b, int p, int m, int c) const { return dominatedBy(b, p, m).test(c); }

    // The moves among `moves` (empty cells of a position with no dead cells
    // left, p = b.toMove to move) still to be searched: without the
    // vulnerable ones, and without those dominated by one kept. When p wins,
    // one of them wins; none left means p loses.
    // `killers` (when given) gets the killers of the vulnerable moves left
    // out: with the kept moves, the cells a proof that p loses needs.
    Bits<W> prune(const Board<W> &b, const Bits<W> &moves, Bits<W> *killers = nullptr) const
    {
        const int p = b.toMove;
        Bits<W> kept = moves;
        if (m_pruning.vulnerable) {
            moves.forEach([&](int m) {
                int killer = -1;
                if (vulnerable(b, p, m, &killer)) {
                    kept.reset(m);
                    if (killers)
                        killers->set(killer);
                }
            });
        }
        if (!m_pruning.dominated || kept.count() < 2)
            return kept;
        // dominators[c]: the kept cells found to dominate c.
        std::array<Bits<W>, W * 64> dominators{};
        const Bits<W> candidates = kept;
        candidates.forEach([&](int m) {
            (dominatedBy(b, p, m) & candidates).forEach([&](int c) { dominators[std::size_t(c)].set(m); });
        });
        // A cell goes while a dominator of it is kept; that one may go later
        // only for a dominator of its own kept then, so every chain ends in
        // a kept cell.
        candidates.forEach([&](int c) {
            if (dominators[std::size_t(c)].intersects(kept))
                kept.reset(c);
        });
        return kept;
    }

    // Whether `cell` (empty) is dead in the position with the stones given.
    bool dead(const Bits<W> &p1, const Bits<W> &p2, int cell) const
    {
        return deadFor(p1, p2, cell, 1) || deadFor(p2, p1, cell, 2);
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
    // -1 when empty `c` is dead in t, the empty neighbour d when p captures
    // the pair c, d, else -2.
    int fillablePartner(const Board<W> &t, int p, int c) const
    {
        if (dead(t.of(1), t.of(2), c))
            return -1;
        const Bits<W> partners = (m_g.neighbours[std::size_t(c)] & m_g.all).minus(t.occupied());
        int found = -2;
        partners.forEach([&](int d) {
            if (found == -2 && captured(t, p, c, d))
                found = d;
        });
        return found;
    }

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
                const bool linked
                    = m_g.neighbours[std::size_t(u)].intersects(n.group) || (m_g.edgesOf[std::size_t(u)] & n.edges);
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
    std::vector<Bits<W>> m_near; // per cell: the cells within two steps
    Pruning m_pruning;
};

} // namespace kibitz::hexsolve
