#pragma once

// Virtual connections by H-search (Anshelevich): for one player, full
// connections (he connects two ends whatever the opponent does in the
// carrier, even moving first) and semi connections (he connects them if he
// moves first, by playing the key) between ends: his groups (an edge with
// the stones joined to it is one group) and empty cells. Base: adjacent ends
// are fully connected with an empty carrier. AND rule: full x-z and full
// z-y with disjoint carriers (neither holding x or y) make a full x-y when z
// is a group and a semi x-y with key z when z is an empty cell; a full x-z
// and a semi z-y through a group z make a semi x-y. OR rule: semi
// connections x-y whose carriers have no common cell make a full x-y
// (combinations of at most maxOr semis). Lists per pair are capped, so the
// search is incomplete but every connection it claims is real. Edge
// templates (hextemplates.h) whose carrier is empty are added to the base as
// full connections between their stone's end and the edge.
//
// Incremental runs: a run may start from the snapshot of an earlier complete
// run for the same player on a position with a subset of the stones (the
// parent in the solver's search: one move and the fill-in less). The
// snapshot's connections are carried over: those whose carrier or end holds
// a new stone of the opponent are dropped, the player's new stones leave
// the carriers (a semi connection whose key he now holds is full) and merge
// the ends they join. A connection whose carrier shrank or whose end grew is
// added as new (AND and OR rules run from it); the others, which met each
// other in the earlier run already, are taken as they are. Every connection
// carried over is still proven; the set may differ from a run from scratch
// only where the per-pair caps kept other connections.

#include "analysis/hex/hexboard.h"
#include "analysis/hex/hextemplates.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace kibitz::hexsolve {

struct VcLimits {
    int maxFull = 10; // full connections kept per pair
    int maxSemi = 20; // semi connections kept per pair
    int maxOr = 4; // semi connections combined by one OR
    int maxWork = 400000; // AND combinations tried, a safety net
    bool andOverEdge = false; // AND rule with an edge (and its stones) as the middle
    bool edgeTemplates = true; // the edge templates of hextemplates.h in the base
};

// The solver's: more semi connections a pair than hexDecided keeps. With
// the incremental runs, the longer lists cost little and save positions
// (6x6 a3: 5427 positions instead of 5668; 7x7 b3: 7055 instead of 11388).
inline VcLimits solverVcLimits()
{
    VcLimits l;
    l.maxSemi = 30;
    return l;
}

template <int W>
class HSearch {
public:
    struct Semi {
        Bits<W> carrier; // holds the key
        int key = -1;
    };
    struct End {
        int cell = -1; // an empty cell, or -1 for a group
        Bits<W> stones; // the group's stones (empty for a bare edge)
        int edges = 0; // the player's edges the group includes
    };

    // The connections of a complete run, to start a later run from.
    struct Conn {
        Bits<W> carrier;
        // An end: an empty cell, the first stone of a group, or -1 / -2 for
        // the group of the player's first / second edge.
        std::int16_t a = 0;
        std::int16_t b = 0;
        std::int16_t key = -1; // -1: a full connection
    };
    struct Snapshot {
        bool valid = false;
        int player = 0;
        Board<W> board; // the position of the run
        std::vector<Conn> conns;
        std::vector<Bits<W>> edgeSemis; // every semi between the edges found (for the mustplay)
    };

    HSearch(const Geometry<W> &g, VcLimits limits = {})
        : m_g(g)
        , m_limits(limits)
    { }

    // Runs H-search for `player` on the position. With stopAtSemi, it stops
    // as soon as the player's edges are joined by a semi (or full)
    // connection; with stopAtNoMustplay, as soon as the carriers of the semi
    // connections between his edges found so far have no common cell (the
    // opponent, moving first, has lost). Returns whether the player's edges
    // are fully connected. With `from` (a valid snapshot for the player on
    // a position whose stones b holds too), the run is incremental.
    bool run(const Board<W> &b, int player, bool stopAtSemi = false, bool stopAtNoMustplay = false,
             const Snapshot *from = nullptr)
    {
        m_player = player;
        m_stopAtSemi = stopAtSemi;
        m_stopAtNoMustplay = stopAtNoMustplay;
        m_won = false;
        m_work = 0;
        m_mustplay = m_g.all.minus(b.occupied());
        setUpEnds(b);
        for (int k = 0; k < m_pairCount; ++k) {
            m_pairs[std::size_t(k)].full.clear();
            m_pairs[std::size_t(k)].semi.clear();
        }
        m_pairCount = 0;
        std::fill(m_pairIndex.begin(), m_pairIndex.begin() + std::ptrdiff_t(m_n) * m_n, -1);
        if (m_partners.size() < m_ends.size())
            m_partners.resize(m_ends.size());
        for (auto &v : m_partners)
            v.clear();
        m_queue.clear();
        m_semiQueue.clear();
        m_edgeSemiLog.clear();
        m_complete = false;
        m_incremental = false;
        if (m_edgeEnd[0] == m_edgeEnd[1]) {
            m_won = true;
            return true;
        }
        if (from && from->valid && from->player == player && from->board.of(1).subsetOf(b.of(1))
            && from->board.of(2).subsetOf(b.of(2))) {
            m_incremental = true;
            carryOver(*from, b);
        }
        // Base: adjacent ends (already there when carried over).
        const int n = int(m_ends.size());
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                if (adjacent(i, j))
                    addFull(i, j, Bits<W>());
            }
        }
        if (m_limits.edgeTemplates)
            addTemplates(b);
        std::size_t q = 0;
        std::size_t sq = 0;
        while (!done() && (q < m_queue.size() || sq < m_semiQueue.size())) {
            if (q < m_queue.size()) {
                const Item item = m_queue[q++];
                combine(item.a, item.b, item.carrier);
                combine(item.b, item.a, item.carrier);
            } else {
                const SemiItem item = m_semiQueue[sq++];
                extendSemi(item.a, item.b, item.semi);
                extendSemi(item.b, item.a, item.semi);
            }
        }
        m_complete = !done();
        return m_won;
    }

    // Whether the last run went to its end (no stop, no work limit): only
    // such a run can be snapshot.
    bool complete() const { return m_complete; }
    bool wasIncremental() const { return m_incremental; }

    // The connections of the last run on `b` (valid only when it was
    // complete).
    void snapshot(const Board<W> &b, Snapshot &s) const
    {
        s.valid = m_complete;
        s.player = m_player;
        s.board = b;
        s.conns.clear();
        s.edgeSemis = m_edgeSemiLog;
        if (!m_complete)
            return;
        std::vector<std::int16_t> rep(m_ends.size());
        for (std::size_t i = 0; i < m_ends.size(); ++i) {
            const End &e = m_ends[i];
            if (int(i) == m_edgeEnd[0])
                rep[i] = -1;
            else if (int(i) == m_edgeEnd[1])
                rep[i] = -2;
            else
                rep[i] = std::int16_t(e.cell >= 0 ? e.cell : e.stones.first());
        }
        for (int k = 0; k < m_pairCount; ++k) {
            const Pair &p = m_pairs[std::size_t(k)];
            for (const Bits<W> &c : p.full)
                s.conns.push_back(Conn{c, rep[std::size_t(p.a)], rep[std::size_t(p.b)], -1});
            for (const Semi &x : p.semi)
                s.conns.push_back(Conn{x.carrier, rep[std::size_t(p.a)], rep[std::size_t(p.b)], std::int16_t(x.key)});
        }
    }

    bool edgesFull() const { return m_won; }
    // The carrier of the smallest full connection of the edges (after run()).
    Bits<W> edgeFullCarrier() const
    {
        const Pair *p = pairOf(m_edgeEnd[0], m_edgeEnd[1]);
        Bits<W> best;
        int size = 1 << 30;
        if (p) {
            for (const Bits<W> &c : p->full) {
                if (c.count() < size) {
                    size = c.count();
                    best = c;
                }
            }
        }
        return best;
    }
    std::vector<Semi> edgeSemis() const
    {
        const Pair *p = pairOf(m_edgeEnd[0], m_edgeEnd[1]);
        return p ? p->semi : std::vector<Semi>();
    }
    // The cells common to the carriers of every semi connection between the
    // player's edges found in the run (also those a smaller one replaced):
    // where the opponent must play, moving first, not to lose at once. Empty
    // when there is none or the player's edges are fully connected.
    Bits<W> edgeMustplay() const { return m_won ? Bits<W>() : m_mustplay; }
    // The cells of some of those carriers whose common cells are the
    // mustplay's: what a proof that the opponent loses outside the mustplay
    // needs. Chosen greedily: each next carrier the one that narrows the
    // common cells most, then the one with fewest new cells.
    Bits<W> edgeSemiCells() const
    {
        Bits<W> cells;
        Bits<W> common = m_g.all;
        while (!(common == m_mustplay)) {
            const Bits<W> *best = nullptr;
            int bestNarrows = 0;
            int bestNew = 0;
            for (const Bits<W> &c : m_edgeSemiLog) {
                const int narrows = common.minus(c).count();
                const int added = c.minus(cells).count();
                if (narrows > bestNarrows || (narrows == bestNarrows && narrows > 0 && added < bestNew)) {
                    best = &c;
                    bestNarrows = narrows;
                    bestNew = added;
                }
            }
            if (!best)
                break;
            common &= *best;
            cells |= *best;
        }
        return cells;
    }
    // The carrier of the smallest semi connection between the edges.
    Bits<W> smallestEdgeSemi() const
    {
        Bits<W> best;
        int size = 1 << 30;
        if (const Pair *p = pairOf(m_edgeEnd[0], m_edgeEnd[1])) {
            for (const Semi &x : p->semi) {
                if (x.carrier.count() < size) {
                    size = x.carrier.count();
                    best = x.carrier;
                }
            }
        }
        return best;
    }
    bool edgesSemi() const
    {
        const Pair *p = pairOf(m_edgeEnd[0], m_edgeEnd[1]);
        return p && !p->semi.empty();
    }

    // For tests: the ends and every full and semi connection found.
    const std::vector<End> &ends() const { return m_ends; }
    std::vector<Bits<W>> fulls(int i, int j) const
    {
        const Pair *p = pairOf(i, j);
        return p ? p->full : std::vector<Bits<W>>();
    }
    std::vector<Semi> semis(int i, int j) const
    {
        const Pair *p = pairOf(i, j);
        return p ? p->semi : std::vector<Semi>();
    }
    int edgeEnd(int k) const { return m_edgeEnd[std::size_t(k)]; }

private:
    struct Pair {
        std::vector<Bits<W>> full;
        std::vector<Semi> semi;
        int a = -1; // the ends, a < b
        int b = -1;
    };
    struct Item {
        int a;
        int b;
        Bits<W> carrier;
    };
    struct SemiItem {
        int a;
        int b;
        Semi semi;
    };
    struct Step {
        std::size_t next;
        Bits<W> meet;
        Bits<W> join;
        int depth;
    };

    // The end of a snapshot's end in this run, or -1 when the opponent holds
    // it now.
    int endOfRep(int rep) const
    {
        if (rep < 0)
            return m_edgeEnd[std::size_t(-1 - rep)];
        return m_endOfCell[std::size_t(rep)];
    }

    void carryOver(const Snapshot &from, const Board<W> &b)
    {
        const Bits<W> ownNew = b.of(m_player).minus(from.board.of(m_player));
        const Bits<W> oppNew = b.of(3 - m_player).minus(from.board.of(3 - m_player));
        // Ends holding a new stone of the player.
        std::vector<char> &grown = m_grown;
        grown.assign(m_ends.size(), 0);
        for (std::size_t i = 0; i < m_ends.size(); ++i)
            grown[i] = m_ends[i].cell < 0 && m_ends[i].stones.intersects(ownNew);
        // Unchanged connections first, as they are; then the changed ones
        // through addFull/addSemi, which queue them and run the OR rule with
        // all the pair's semis.
        std::vector<std::size_t> &changed = m_changed;
        changed.clear();
        for (std::size_t k = 0; k < from.conns.size(); ++k) {
            const Conn &c = from.conns[k];
            if (c.carrier.intersects(oppNew))
                continue;
            const int i = endOfRep(c.a);
            const int j = endOfRep(c.b);
            if (i < 0 || j < 0 || i == j)
                continue;
            if (grown[std::size_t(i)] || grown[std::size_t(j)] || c.carrier.intersects(ownNew)) {
                changed.push_back(k);
                continue;
            }
            Pair &p = pairFor(std::min(i, j), std::max(i, j));
            if (c.key >= 0) {
                p.semi.push_back(Semi{c.carrier, c.key});
                continue;
            }
            // Partners: the pairs with a full connection, as addFull makes them.
            if (p.full.empty()) {
                m_partners[std::size_t(i)].push_back(j);
                m_partners[std::size_t(j)].push_back(i);
            }
            p.full.push_back(c.carrier);
        }
        // The mustplay: every semi between the edges found before that is
        // still one.
        for (const Bits<W> &c : from.edgeSemis) {
            if (c.intersects(oppNew))
                continue;
            m_edgeSemiLog.push_back(c.minus(ownNew));
            m_mustplay &= c;
        }
        for (const std::size_t k : changed) {
            const Conn &c = from.conns[k];
            const int i = endOfRep(c.a);
            const int j = endOfRep(c.b);
            const Bits<W> carrier = c.carrier.minus(ownNew);
            if (c.key < 0 || ownNew.test(c.key))
                addFull(i, j, carrier);
            else
                addSemi(i, j, carrier, c.key);
        }
    }

    // Every template on the board with an empty carrier and its stones the
    // player's (a one-stone template's stone may be an empty cell): a full
    // connection from each anchor's end to the edge.
    void addTemplates(const Board<W> &b)
    {
        auto &placements = m_templates[std::size_t(m_player - 1)];
        if (!m_templatesPlaced[std::size_t(m_player - 1)]) {
            placements = placeTemplates(m_g, {firstEdge(m_player), secondEdge(m_player)});
            m_templatesPlaced[std::size_t(m_player - 1)] = true;
        }
        const Bits<W> &own = b.of(m_player);
        const Bits<W> empty = m_g.all.minus(b.occupied());
        for (const TemplatePlacement<W> &t : placements) {
            if (!t.carrier.subsetOf(empty))
                continue;
            if (!t.stones.subsetOf(own) && !(t.anchors.size() == 1 && t.stones.subsetOf(empty)))
                continue;
            const int edgeEnd = m_edgeEnd[t.edge == firstEdge(m_player) ? 0 : 1];
            for (const int a : t.anchors) {
                const int end = m_endOfCell[std::size_t(a)];
                if (end != edgeEnd)
                    addFull(end, edgeEnd, t.carrier);
                if (done())
                    return;
            }
        }
    }

    bool done() const
    {
        return m_won || (m_stopAtSemi && edgesSemi()) || (m_stopAtNoMustplay && m_mustplay.none())
            || m_work > m_limits.maxWork;
    }

    void setUpEnds(const Board<W> &b)
    {
        const Bits<W> &own = b.of(m_player);
        const Bits<W> empty = m_g.all.minus(b.occupied());
        m_ends.clear();
        m_endOfCell.assign(std::size_t(m_g.cells), -1);
        Bits<W> seen;
        for (int k = 0; k < 2; ++k) {
            const int e = k == 0 ? firstEdge(m_player) : secondEdge(m_player);
            const Bits<W> group = edgeGroup(m_g, own, e);
            if (k == 1 && group.intersects(m_ends[0].stones)) {
                m_edgeEnd[1] = 0;
                m_ends[0].edges |= 1 << e;
                continue;
            }
            End end;
            end.stones = group;
            end.edges = 1 << e;
            m_edgeEnd[std::size_t(k)] = int(m_ends.size());
            seen |= group;
            group.forEach([&](int c) { m_endOfCell[std::size_t(c)] = int(m_ends.size()); });
            m_ends.push_back(end);
        }
        own.forEach([&](int c) {
            if (seen.test(c))
                return;
            End end;
            end.stones = groupOf(m_g, own, c);
            seen |= end.stones;
            end.stones.forEach([&](int s) { m_endOfCell[std::size_t(s)] = int(m_ends.size()); });
            m_ends.push_back(end);
        });
        empty.forEach([&](int c) {
            End end;
            end.cell = c;
            m_endOfCell[std::size_t(c)] = int(m_ends.size());
            m_ends.push_back(end);
        });
        // Empty cells next to each end.
        m_adj.assign(m_ends.size(), Bits<W>());
        for (std::size_t i = 0; i < m_ends.size(); ++i) {
            const End &e = m_ends[i];
            Bits<W> nb;
            if (e.cell >= 0) {
                nb = m_g.neighbours[std::size_t(e.cell)];
            } else {
                e.stones.forEach([&](int c) { nb |= m_g.neighbours[std::size_t(c)]; });
                for (int k = 0; k < 4; ++k) {
                    if (e.edges & (1 << k))
                        nb |= m_g.edgeCells[std::size_t(k)];
                }
            }
            m_adj[i] = nb & empty;
        }
        const std::size_t n = m_ends.size();
        if (m_pairIndex.size() < n * n)
            m_pairIndex.resize(n * n);
        m_n = int(n);
    }

    bool adjacent(int i, int j) const
    {
        const End &a = m_ends[std::size_t(i)];
        const End &b = m_ends[std::size_t(j)];
        if (a.cell >= 0)
            return m_adj[std::size_t(j)].test(a.cell);
        if (b.cell >= 0)
            return m_adj[std::size_t(i)].test(b.cell);
        return false; // distinct groups of one player never touch
    }

    const Pair *pairOf(int i, int j) const
    {
        if (i > j)
            std::swap(i, j);
        const int k = m_pairIndex[std::size_t(i * m_n + j)];
        return k < 0 ? nullptr : &m_pairs[std::size_t(k)];
    }
    Pair &pairFor(int i, int j)
    {
        int &k = m_pairIndex[std::size_t(i * m_n + j)];
        if (k < 0) {
            k = m_pairCount++;
            if (std::size_t(k) >= m_pairs.size())
                m_pairs.emplace_back();
            m_pairs[std::size_t(k)].a = i;
            m_pairs[std::size_t(k)].b = j;
        }
        return m_pairs[std::size_t(k)];
    }

    bool isEdgePair(int i, int j) const
    {
        return (i == m_edgeEnd[0] && j == m_edgeEnd[1]) || (i == m_edgeEnd[1] && j == m_edgeEnd[0]);
    }

    // The full connection x-mid (carrier c) with every full connection mid-w.
    void combine(int x, int mid, const Bits<W> &c)
    {
        const End &m = m_ends[std::size_t(mid)];
        if (m.edges != 0 && !m_limits.andOverEdge)
            return;
        const int xCell = m_ends[std::size_t(x)].cell;
        const int midCell = m.cell;
        // By index: adding connections may grow the partner list and move
        // the pairs.
        const std::size_t partnerCount = m_partners[std::size_t(mid)].size();
        for (std::size_t k = 0; k < partnerCount; ++k) {
            const int w = m_partners[std::size_t(mid)][k];
            if (w == x)
                continue;
            const int wCell = m_ends[std::size_t(w)].cell;
            if (wCell >= 0 && c.test(wCell))
                continue;
            const int pi = m_pairIndex[std::size_t(std::min(mid, w) * m_n + std::max(mid, w))];
            const std::size_t fullCount = m_pairs[std::size_t(pi)].full.size();
            for (std::size_t d = 0; d < fullCount && d < m_pairs[std::size_t(pi)].full.size(); ++d) {
                ++m_work;
                const Bits<W> other = m_pairs[std::size_t(pi)].full[d];
                if (other.intersects(c))
                    continue;
                if (xCell >= 0 && other.test(xCell))
                    continue;
                Bits<W> u = c | other;
                if (midCell < 0) {
                    addFull(x, w, u);
                } else {
                    u.set(midCell);
                    addSemi(x, w, u, midCell);
                }
                if (done())
                    return;
            }
            if (midCell >= 0)
                continue;
            // Through a group, a full x-mid and a semi mid-w make a semi x-w.
            const std::size_t semiCount = m_pairs[std::size_t(pi)].semi.size();
            for (std::size_t d = 0; d < semiCount && d < m_pairs[std::size_t(pi)].semi.size(); ++d) {
                ++m_work;
                const Semi other = m_pairs[std::size_t(pi)].semi[d];
                if (other.carrier.intersects(c) || (xCell >= 0 && other.carrier.test(xCell)))
                    continue;
                addSemi(x, w, c | other.carrier, other.key);
                if (done())
                    return;
            }
        }
    }

    // A new semi x-mid (mid a group) with every full mid-w: semi x-w.
    void extendSemi(int x, int mid, const Semi &s)
    {
        const End &m = m_ends[std::size_t(mid)];
        if (m.cell >= 0 || (m.edges != 0 && !m_limits.andOverEdge))
            return;
        const int xCell = m_ends[std::size_t(x)].cell;
        const std::size_t partnerCount = m_partners[std::size_t(mid)].size();
        for (std::size_t k = 0; k < partnerCount; ++k) {
            const int w = m_partners[std::size_t(mid)][k];
            if (w == x)
                continue;
            const int wCell = m_ends[std::size_t(w)].cell;
            if (wCell >= 0 && s.carrier.test(wCell))
                continue;
            const int pi = m_pairIndex[std::size_t(std::min(mid, w) * m_n + std::max(mid, w))];
            const std::size_t fullCount = m_pairs[std::size_t(pi)].full.size();
            for (std::size_t d = 0; d < fullCount && d < m_pairs[std::size_t(pi)].full.size(); ++d) {
                ++m_work;
                const Bits<W> other = m_pairs[std::size_t(pi)].full[d];
                if (other.intersects(s.carrier) || (xCell >= 0 && other.test(xCell)))
                    continue;
                addSemi(x, w, s.carrier | other, s.key);
                if (done())
                    return;
            }
        }
    }

    void addFull(int i, int j, const Bits<W> &c)
    {
        if (i > j)
            std::swap(i, j);
        Pair &p = pairFor(i, j);
        for (const Bits<W> &f : p.full) {
            if (f.subsetOf(c))
                return;
        }
        const bool first = p.full.empty();
        std::erase_if(p.full, [&](const Bits<W> &f) { return c.subsetOf(f); });
        if (int(p.full.size()) >= m_limits.maxFull) {
            // Keep the smaller carriers.
            auto largest = std::max_element(p.full.begin(), p.full.end(),
                                            [](const Bits<W> &a, const Bits<W> &b) { return a.count() < b.count(); });
            if (largest->count() <= c.count())
                return;
            *largest = c;
        } else {
            p.full.push_back(c);
        }
        std::erase_if(p.semi, [&](const Semi &s) { return c.subsetOf(s.carrier); });
        if (first) {
            m_partners[std::size_t(i)].push_back(j);
            m_partners[std::size_t(j)].push_back(i);
        }
        if (isEdgePair(i, j))
            m_won = true;
        m_queue.push_back({i, j, c});
    }

    void addSemi(int i, int j, const Bits<W> &c, int key)
    {
        if (i > j)
            std::swap(i, j);
        Pair &p = pairFor(i, j);
        for (const Bits<W> &f : p.full) {
            if (f.subsetOf(c))
                return;
        }
        for (const Semi &s : p.semi) {
            if (s.carrier.subsetOf(c))
                return;
        }
        std::erase_if(p.semi, [&](const Semi &s) { return c.subsetOf(s.carrier); });
        if (int(p.semi.size()) >= m_limits.maxSemi) {
            auto largest = std::max_element(p.semi.begin(), p.semi.end(), [](const Semi &a, const Semi &b) {
                return a.carrier.count() < b.carrier.count();
            });
            if (largest->carrier.count() <= c.count())
                return;
            *largest = Semi{c, key};
        } else {
            p.semi.push_back(Semi{c, key});
        }
        m_semiQueue.push_back({i, j, Semi{c, key}});
        if (isEdgePair(i, j)) {
            m_mustplay &= c;
            m_edgeSemiLog.push_back(c);
        }
        // OR rule: the new semi with others whose carriers leave no common
        // cell (explicit stack over increasing indices).
        // No combination can leave no common cell when all of them share one.
        Bits<W> common = c;
        for (const Semi &s : p.semi)
            common &= s.carrier;
        if (common.any())
            return;
        // Nothing changes p.semi until the search below is over.
        const std::vector<Semi> &semis = p.semi;
        // rest[k]: the cells common to semis k, k+1, ...; a combination whose
        // common cells meet rest[k] keeps one of them whatever it adds from k
        // on, so that branch is cut (the same combinations are found).
        std::vector<Bits<W>> &rest = m_orRest;
        rest.resize(semis.size() + 1);
        rest[semis.size()] = m_g.all;
        for (std::size_t k = semis.size(); k-- > 0;)
            rest[k] = rest[k + 1] & semis[k].carrier;
        std::vector<Step> &stack = m_orStack;
        stack.clear();
        stack.push_back({0, c, c, 1});
        std::vector<Bits<W>> &found = m_orFound;
        found.clear();
        while (!stack.empty()) {
            Step s = stack.back();
            stack.pop_back();
            for (std::size_t k = s.next; k < semis.size(); ++k) {
                if (s.meet.intersects(rest[k]))
                    break;
                const Bits<W> &o = semis[k].carrier;
                if (o == c || !s.meet.minus(o).any())
                    continue; // does not narrow the common cells
                const Bits<W> meet = s.meet & o;
                const Bits<W> join = s.join | o;
                if (meet.none()) {
                    found.push_back(join);
                } else if (s.depth + 1 < m_limits.maxOr) {
                    stack.push_back({k + 1, meet, join, s.depth + 1});
                }
            }
        }
        if (found.empty())
            return;
        // addFull() does not touch m_orFound.
        for (const Bits<W> &f : found)
            addFull(i, j, f);
    }

    const Geometry<W> &m_g;
    VcLimits m_limits;
    int m_player = 1;
    bool m_stopAtSemi = false;
    bool m_stopAtNoMustplay = false;
    Bits<W> m_mustplay;
    bool m_won = false;
    long m_work = 0;
    int m_n = 0;
    std::vector<End> m_ends;
    std::vector<int> m_endOfCell;
    std::vector<Bits<W>> m_adj;
    std::array<int, 2> m_edgeEnd{};
    std::vector<int> m_pairIndex;
    std::vector<Pair> m_pairs;
    int m_pairCount = 0;
    std::vector<std::vector<int>> m_partners;
    std::vector<Item> m_queue;
    std::vector<SemiItem> m_semiQueue;
    std::vector<Step> m_orStack;
    std::vector<Bits<W>> m_orFound;
    std::vector<Bits<W>> m_orRest;
    std::vector<Bits<W>> m_edgeSemiLog;
    std::vector<char> m_grown;
    std::vector<std::size_t> m_changed;
    bool m_complete = false;
    bool m_incremental = false;
    std::array<std::vector<TemplatePlacement<W>>, 2> m_templates;
    std::array<bool, 2> m_templatesPlaced{};
};

} // namespace kibitz::hexsolve
