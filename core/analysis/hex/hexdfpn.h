#pragma once

// Depth-first proof-number search (Nagai's df-pn in negamax form) for Hex,
// iterative: the path from the root is an explicit stack of frames. Each
// node's (phi, delta) are the proof and disproof numbers of "the side to move
// wins"; phi = min over children of delta, delta from the children's phi
// (below). Progressive widening (as in benzene): the children are ordered by
// resistance (hexorder.h), and while n >= 2 of them are not proven losing
// moves, only the first 1 + ceil(n / 4) of those (and the losing ones ordered
// before them) count in phi and are searched; a child proven losing widens
// the window. delta counts every child, in the window or not (a position is
// refuted only in all its moves), as weak proof-number search does (Ueda et
// al. 2008): the largest child phi plus one for each other child not proven a
// losing move. A sum would count a position that several moves reach once for
// each, and Hex has many such transpositions. A child is searched with
// thresholds phi' = th_delta - delta + phi_c and delta' = min(th_phi, delta_2
// + 1) (delta_2 the second smallest child delta): both start above the
// child's numbers. Results are kept in a transposition table keyed by Zobrist
// hash of the position or of its 180-degree turn, whichever is smaller, so
// that a position and its turn share their entry (two slots a bucket, the one
// with less work replaced). The fill-in and mustplay of the positions
// expanded last are cached by the hash of the position as it stands, and so
// are H-search's connections of the open ones (fewer slots): a child's
// H-search starts from its parent's when they are there.
//
// Proof sets. A proven position keeps, in the table, a set P of its empty
// cells such that the winner still wins when the loser is given every empty
// cell outside P (Hex is monotone: a stone more never hurts its owner). A
// move m loses when a sibling's proven losing move m' has a proof set P
// without m: the position after m, with the loser's stones outside P added,
// is the one after m' with the same added (m' among them), which the
// opponent wins; fewer of the loser's stones only help him. So one refuted
// move refutes every move outside its proof set, at once. The sets are built
// bottom up:
// - a position decided by its stones, or by a virtual connection of the
//   winner, needs the connection's carrier (when the opponent's semi
//   connections leave no mustplay, the carriers of some that have no cell
//   in common);
// - a won position needs its winning move and that child's set;
// - a lost one needs every move searched and their children's sets, the
//   carriers of some of the opponent's semi connections whose common cells
//   are the mustplay (HSearch::edgeSemiCells), and the killers of the
//   vulnerable moves left out (hexinferior.h: with those cells still
//   empty, the moves left out stay vulnerable or dominated when the loser
//   has more stones);
// - the fill-in: its dead cells and the winner's captured cells are added
//   (the loser's captured cells are his anyway). With the loser's stones
//   added elsewhere, every step of the fill-in still holds (its tests only
//   become true as stones are added) and gives the filled position the
//   proof was made in, with those stones.
// A set is kept as the position stands, before its fill-in, turned with it
// when the table's key is that of the turned position.

#include "analysis/hex/hexinferior.h"
#include "analysis/hex/hexorder.h"
#include "analysis/hex/hextable.h"
#include "analysis/hex/hexvc.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

namespace kibitz::hexsolve {

inline constexpr std::uint32_t kInf = 1u << 30;

template <int W>
class Dfpn {
public:
    enum class Outcome { Win, Loss, Unknown }; // for the side to move

    // `table`: a transposition table shared with other searches of the same
    // board (null: one of 2^ttBits entries of its own).
    Dfpn(const Geometry<W> &g, int ttBits, VcLimits limits = solverVcLimits(),
         std::shared_ptr<TranspositionTable<W>> table = nullptr)
        : m_g(g)
        , m_zobrist(g.cells)
        , m_inferior(g)
        , m_resistance(g)
        , m_vc(g, limits)
        , m_tt(table ? std::move(table) : std::make_shared<TranspositionTable<W>>(ttBits, false))
        , m_cache(std::size_t(1) << std::min(ttBits, W == 1 ? 19 : 16))
        ,
        // The same for both widths on small boards; a snapshot grows with
        // the board (about 25 KB a player on 7x7: 200 MB in all).
        m_snapCache(std::size_t(1) << (g.cells <= 64 ? 12 : 7))
    { }

    // Which inferior moves the search leaves out (all by default).
    void setPruning(typename Inferior<W>::Pruning pruning) { m_inferior.setPruning(pruning); }

    // Stops when `stop` says so (asked at every step: an expansion of a
    // large board takes milliseconds, more under a sanitizer).
    void setStop(std::function<bool()> stop) { m_stop = std::move(stop); }
    std::int64_t expansions() const { return m_expansions; }

    Outcome solve(const Board<W> &root)
    {
        std::vector<Frame> stack;
        const auto [rootKey, rootTurned] = tableKey(root);
        if (const auto e = m_tt->lookup(rootKey)) {
            if (e->first == 0)
                return Outcome::Win;
            if (e->second == 0)
                return Outcome::Loss;
        }
        bool stopped = false;
        auto push = [&](std::uint64_t key, bool turned, const Board<W> &b, std::uint32_t thPhi,
                        std::uint32_t thDelta) -> int {
            // Expands; returns 0, or +1 (-1) when the side to move wins
            // (loses) at once (its values are then in the table).
            // H-search starts from the parent's connections when they are
            // still cached.
            const Snaps *parent = stack.empty() ? nullptr : cachedSnaps(stack.back().posKey, 3 - b.toMove);
            const std::uint64_t posKey = m_zobrist.hash(b);
            const Expansion &x = expand(posKey, b, parent);
            if (x.outcome != 0) {
                m_tt->store(key, x.outcome > 0 ? 0 : kInf, x.outcome > 0 ? kInf : 0, 1, oriented(x.proof, turned));
                return x.outcome;
            }
            Frame f{key,     posKey,       x.filled, x.order, {}, {},        thPhi,
                    thDelta, m_expansions, turned,   {},      {}, x.winBase, x.lossBase};
            const std::uint64_t base = m_zobrist.hash(x.filled) ^ m_zobrist.toMoveKey;
            const std::uint64_t rotated = m_zobrist.rotatedHash(x.filled, m_g.cells) ^ m_zobrist.toMoveKey;
            f.childKeys.reserve(f.moves.size());
            f.childTurned.reserve(f.moves.size());
            for (int m : f.moves) {
                const std::uint64_t as = base ^ m_zobrist.stone(m, b.toMove);
                const std::uint64_t turnedKey = rotated ^ m_zobrist.stone(m_g.cells - 1 - m, b.toMove);
                f.childKeys.push_back(std::min(as, turnedKey));
                f.childTurned.push_back(turnedKey < as);
            }
            f.childValues.assign(f.moves.size(), {1, 1});
            f.refuting.assign(f.moves.size(), 0);
            stack.push_back(std::move(f));
            return 0;
        };
        if (const int outcome = push(rootKey, rootTurned, root, kInf, kInf))
            return outcome > 0 ? Outcome::Win : Outcome::Loss;
        std::pair<std::uint32_t, std::uint32_t> rootValues{1, 1};
        while (!stack.empty()) {
            Frame &f = stack.back();
            // Values from the table (the child just searched, transpositions,
            // other threads' proofs), else the last known.
            for (std::size_t i = 0; i < f.moves.size(); ++i) {
                if (const auto e = m_tt->lookup(f.childKeys[i]))
                    f.childValues[i] = *e;
            }
            refuteOutside(f);
            // Progressive widening: only the first children in the order
            // that are not proven losing moves count (and the losing ones
            // among them).
            const std::size_t window = widening(f.childValues);
            std::uint32_t phi = kInf;
            std::uint32_t maxPhi = 0;
            int openCount = 0;
            bool anyInfPhi = false;
            int best = -1;
            std::uint32_t bestDelta = kInf + 1;
            std::uint32_t secondDelta = kInf;
            for (std::size_t i = 0; i < f.moves.size(); ++i) {
                const auto [cp, cd] = f.childValues[i];
                if (cp >= kInf)
                    anyInfPhi = true;
                maxPhi = std::max(maxPhi, cp);
                openCount += cp != 0;
                // A winning move counts wherever it stands.
                if (i >= window && cd != 0)
                    continue;
                phi = std::min(phi, cd);
                if (cd < bestDelta) {
                    secondDelta = bestDelta;
                    bestDelta = cd;
                    best = int(i);
                } else if (cd < secondDelta) {
                    secondDelta = cd;
                }
            }
            const std::uint64_t weak = openCount > 0 ? std::uint64_t(maxPhi) + std::uint64_t(openCount - 1) : 0;
            const std::uint32_t delta = anyInfPhi ? kInf : std::uint32_t(std::min<std::uint64_t>(weak, kInf - 1));
            if (m_stop && m_stop())
                stopped = true;
            if (phi >= f.thPhi || delta >= f.thDelta || stopped) {
                const bool proven = phi == 0 || delta == 0;
                m_tt->store(f.key, phi, delta, m_expansions - f.workStart + 1,
                            proven ? oriented(proofOf(f, phi == 0), f.turned) : Bits<W>());
                if (stack.size() == 1)
                    rootValues = {phi, delta};
                stack.pop_back();
                continue;
            }
            const auto [cPhi, cDelta] = f.childValues[std::size_t(best)];
            const std::uint64_t thPhiChild64 = std::uint64_t(f.thDelta) - delta + cPhi;
            const std::uint32_t thPhiChild
                = f.thDelta >= kInf ? kInf : std::uint32_t(std::min<std::uint64_t>(thPhiChild64, kInf));
            const std::uint64_t widened = std::uint64_t(secondDelta) + 1;
            const std::uint32_t thDeltaChild
                = std::uint32_t(std::min<std::uint64_t>(f.thPhi, std::min<std::uint64_t>(widened, kInf)));
            Board<W> child = f.board;
            child.of(child.toMove).set(f.moves[std::size_t(best)]);
            child.toMove = 3 - child.toMove;
            const std::uint64_t childKey = f.childKeys[std::size_t(best)];
            const bool childTurned = f.childTurned[std::size_t(best)];
            // push() may reallocate the stack: f is not used after it.
            push(childKey, childTurned, child, thPhiChild, thDeltaChild);
        }
        if (rootValues.first == 0)
            return Outcome::Win;
        if (rootValues.second == 0)
            return Outcome::Loss;
        return Outcome::Unknown;
    }

    // The position's fill-in and verdict, without search.
    struct Expansion {
        std::uint64_t key = 0; // the hash of the position as it stands
        Board<W> filled;
        Bits<W> moves; // the mustplay region, to be searched
        std::vector<int> order; // the moves in the search's order
        int outcome = 0; // +1 the side to move wins, -1 loses, 0 open
        Bits<W> proof; // decided: the winner's proof set
        // Open: what a proof that the side to move wins (loses) needs
        // besides the children's sets.
        Bits<W> winBase;
        Bits<W> lossBase;
    };
    using Snaps = std::array<typename HSearch<W>::Snapshot, 2>; // by player
    // `parent`: H-search's connections of the position one move before, if
    // known. An open position's own go to the cache of snapshots.
    const Expansion &expand(std::uint64_t key, const Board<W> &b, const Snaps *parent = nullptr)
    {
        Expansion &slot = m_cache[std::size_t(key & (m_cache.size() - 1))];
        if (slot.key == key && slot.filled.toMove == b.toMove && key != 0)
            return slot;
        ++m_expansions;
        slot.key = key;
        slot.moves = Bits<W>();
        slot.outcome = 0;
        Board<W> f = b;
        std::array<Bits<W>, 2> captured{};
        m_inferior.fill(f, &captured);
        slot.filled = f;
        const int me = f.toMove;
        const int you = 3 - me;
        // A proof needs the fill-in's dead cells and the winner's captured ones.
        const Bits<W> dead = f.occupied().minus(b.occupied()).minus(captured[0] | captured[1]);
        const auto decide = [&](int outcome, const Bits<W> &carrier) -> const Expansion & {
            slot.outcome = outcome;
            slot.proof = carrier | dead | captured[std::size_t(outcome > 0 ? me - 1 : you - 1)];
            return slot;
        };
        if (connected(m_g, f.of(me), me))
            return decide(1, Bits<W>());
        if (connected(m_g, f.of(you), you))
            return decide(-1, Bits<W>());
        auto from = [&](int player) { return parent ? &(*parent)[std::size_t(player - 1)] : nullptr; };
        m_vc.run(f, me, true, false, from(me));
        if (m_vc.edgesFull())
            return decide(1, m_vc.edgeFullCarrier());
        if (m_vc.edgesSemi())
            return decide(1, m_vc.smallestEdgeSemi());
        m_vc.snapshot(f, m_newSnaps[std::size_t(me - 1)]);
        // Every semi connection of the opponent's edges found narrows the
        // mustplay, also one a smaller carrier replaced later; the search
        // stops when none is left.
        if (m_vc.run(f, you, false, true, from(you)))
            return decide(-1, m_vc.edgeFullCarrier());
        m_vc.snapshot(f, m_newSnaps[std::size_t(you - 1)]);
        const Bits<W> must = m_vc.edgeMustplay();
        const Bits<W> semis = m_vc.edgeSemiCells();
        if (must.none())
            return decide(-1, semis);
        // The parent's snapshots may share this slot: written only now.
        SnapSlot &cached = m_snapCache[std::size_t(key & (m_snapCache.size() - 1))];
        cached.key = key;
        cached.toMove = me;
        std::swap(cached.snaps, m_newSnaps);
        // Vulnerable and dominated moves are left out (hexinferior.h): a
        // winning move, if any, stays.
        Bits<W> killers;
        slot.moves = m_inferior.prune(f, must, &killers);
        if (slot.moves.none())
            return decide(-1, semis | killers);
        slot.winBase = dead | captured[std::size_t(me - 1)];
        slot.lossBase = semis | killers | dead | captured[std::size_t(you - 1)];
        slot.order = orderedMoves(f, slot.moves, &cached.snaps);
        return slot;
    }

    // The position's empty cells, the likeliest winning moves first: the
    // keys of the side to move's semi connections of his edges, the
    // mustplay region in the search's order, then the other cells from the
    // centre out.
    std::vector<int> likelyWinners(const Board<W> &b)
    {
        std::vector<int> order;
        Bits<W> taken = b.occupied();
        const auto add = [&](int c) {
            if (!taken.test(c)) {
                taken.set(c);
                order.push_back(c);
            }
        };
        const Expansion x = expand(m_zobrist.hash(b), b);
        if (x.outcome > 0) {
            m_vc.run(x.filled, b.toMove, true, false, nullptr);
            for (const auto &semi : m_vc.edgeSemis())
                add(semi.key);
        } else if (x.outcome == 0) {
            // The moves the table already has proven winning (the child
            // lost) first: the root's proof went through one.
            const std::vector<int> &moves = x.order;
            const std::uint64_t base = m_zobrist.hash(x.filled) ^ m_zobrist.toMoveKey;
            const std::uint64_t turned = m_zobrist.rotatedHash(x.filled, m_g.cells) ^ m_zobrist.toMoveKey;
            for (int m : moves) {
                const auto e = m_tt->lookup(std::min(base ^ m_zobrist.stone(m, b.toMove),
                                                     turned ^ m_zobrist.stone(m_g.cells - 1 - m, b.toMove)));
                if (e && e->second == 0)
                    add(m);
            }
            for (int m : moves)
                add(m);
        }
        std::vector<int> rest;
        m_g.all.minus(taken).forEach([&](int c) { rest.push_back(c); });
        std::stable_sort(rest.begin(), rest.end(), [&](int a, int c) { return centreDistance(a) < centreDistance(c); });
        order.insert(order.end(), rest.begin(), rest.end());
        return order;
    }

    // The key of the transposition table: the smaller of the hashes of the
    // position and of its 180-degree turn.
    std::uint64_t canonicalKey(const Board<W> &b) const { return tableKey(b).first; }

    const Zobrist &zobrist() const { return m_zobrist; }

    // The proof set of a position the search has proven: its empty cells
    // the winner needs (every cell when the table no longer has it).
    Bits<W> proofSet(const Board<W> &b) const
    {
        const auto [key, turned] = tableKey(b);
        const auto p = m_tt->proof(key);
        return p ? oriented(*p, turned) : m_g.all;
    }

private:
    // The table's key (canonicalKey) and whether it is that of the turn.
    std::pair<std::uint64_t, bool> tableKey(const Board<W> &b) const
    {
        const std::uint64_t as = m_zobrist.hash(b);
        const std::uint64_t turned = m_zobrist.rotatedHash(b, m_g.cells);
        return {std::min(as, turned), turned < as};
    }

    // A position on the search's path.
    struct Frame {
        std::uint64_t key;
        std::uint64_t posKey; // the hash of the position as it stands (before the fill-in)
        Board<W> board; // filled in
        std::vector<int> moves;
        std::vector<std::uint64_t> childKeys;
        std::vector<std::pair<std::uint32_t, std::uint32_t>> childValues;
        std::uint32_t thPhi;
        std::uint32_t thDelta;
        std::int64_t workStart;
        bool turned; // the key is that of the position turned
        std::vector<char> childTurned;
        std::vector<char> refuting; // a losing move whose proof set has refuted its siblings
        Bits<W> winBase; // what a proof of a win needs besides the winning child's
        Bits<W> lossBase; // what a proof of a loss needs besides the children's
    };

    // A proof set as the table keeps it: turned with the key.
    Bits<W> oriented(const Bits<W> &proof, bool turned) const
    {
        if (!turned)
            return proof;
        Bits<W> r;
        proof.forEach([&](int c) { r.set(m_g.cells - 1 - c); });
        return r;
    }

    // The proof set of f's proven child i (every cell when the table lost it).
    Bits<W> childProof(const Frame &f, std::size_t i) const
    {
        const auto p = m_tt->proof(f.childKeys[i]);
        return p ? oriented(*p, bool(f.childTurned[i])) : m_g.all;
    }

    // The proof set of f, proven won (a child lost) or lost (every child won).
    Bits<W> proofOf(const Frame &f, bool won) const
    {
        if (won) {
            // The smallest of the winning moves' sets.
            Bits<W> best = m_g.all;
            for (std::size_t i = 0; i < f.moves.size(); ++i) {
                if (f.childValues[i].second == 0) {
                    Bits<W> p = childProof(f, i) | f.winBase;
                    p.set(f.moves[i]);
                    if (p.count() < best.count())
                        best = p;
                }
            }
            return best;
        }
        Bits<W> p = f.lossBase;
        for (std::size_t i = 0; i < f.moves.size(); ++i) {
            p |= childProof(f, i);
            p.set(f.moves[i]);
        }
        return p;
    }

    // A losing move refutes every open sibling outside its proof set: they
    // are proven losing with the same set.
    void refuteOutside(Frame &f)
    {
        for (std::size_t i = 0; i < f.moves.size(); ++i) {
            if (f.childValues[i].first != 0 || f.refuting[i])
                continue;
            f.refuting[i] = 1;
            const Bits<W> proof = childProof(f, i);
            for (std::size_t j = 0; j < f.moves.size(); ++j) {
                auto &v = f.childValues[j];
                if (v.first == 0 || v.second == 0 || proof.test(f.moves[j]))
                    continue;
                v = {0, kInf};
                f.refuting[j] = 1;
                m_tt->store(f.childKeys[j], 0, kInf, 1, oriented(proof, bool(f.childTurned[j])));
            }
        }
    }

    // How many children count: all when fewer than two are not proven
    // losing moves (a child proven won for its side to move), else up to
    // the base plus a part of those.
    std::size_t widening(const std::vector<std::pair<std::uint32_t, std::uint32_t>> &values) const
    {
        int open = 0;
        for (const auto &v : values)
            open += v.first != 0;
        if (open < 2)
            return values.size();
        const int look = 1 + (open + 3) / 4;
        int seen = 0;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (values[i].first != 0 && ++seen == look)
                return i + 1;
        }
        return values.size();
    }

    // The highest resistance score first (hexorder.h, on the networks of
    // both players' full connections when both H-searches went to their
    // end, else of neighbouring cells), then centre first: the ties of
    // df-pn go to the earlier move.
    std::vector<int> orderedMoves(const Board<W> &b, const Bits<W> &must, const Snaps *snaps = nullptr)
    {
        std::vector<int> moves;
        must.forEach([&](int c) { moves.push_back(c); });
        if (moves.size() < 2)
            return moves;
        const bool withVcs = snaps && (*snaps)[0].valid && (*snaps)[1].valid;
        if (withVcs) {
            for (std::size_t p = 0; p < 2; ++p) {
                auto &out = m_connections[p];
                out.clear();
                const auto &conns = (*snaps)[p].conns;
                // A pair's full connections come together, before its semis.
                for (std::size_t k = 0; k < conns.size();) {
                    const auto &c = conns[k];
                    if (c.key >= 0) {
                        ++k;
                        continue;
                    }
                    Bits<W> common = c.carrier;
                    std::size_t j = k + 1;
                    for (; j < conns.size() && conns[j].key < 0 && conns[j].a == c.a && conns[j].b == c.b; ++j)
                        common &= conns[j].carrier;
                    out.push_back({c.a, c.b, common.count()});
                    k = j;
                }
            }
        }
        const std::vector<double> &score = m_resistance.scores(b, withVcs ? &m_connections : nullptr);
        std::stable_sort(moves.begin(), moves.end(), [&](int a, int c) {
            if (score[std::size_t(a)] != score[std::size_t(c)])
                return score[std::size_t(a)] > score[std::size_t(c)];
            return centreDistance(a) < centreDistance(c);
        });
        return moves;
    }

    int centreDistance(int c) const
    {
        const int x = c % m_g.columns;
        const int y = c / m_g.columns;
        // Hex distance from the centre in doubled units.
        const int dx = 2 * x - (m_g.columns - 1);
        const int dy = 2 * y - (m_g.rows - 1);
        return std::max({std::abs(dx), std::abs(dy), std::abs(dx + dy)});
    }

    const Snaps *cachedSnaps(std::uint64_t key, int toMove) const
    {
        const SnapSlot &s = m_snapCache[std::size_t(key & (m_snapCache.size() - 1))];
        return s.key == key && s.toMove == toMove && key != 0 ? &s.snaps : nullptr;
    }

    const Geometry<W> &m_g;
    Zobrist m_zobrist;
    Inferior<W> m_inferior;
    Resistance<W> m_resistance;
    std::array<std::vector<typename Resistance<W>::Connection>, 2> m_connections;
    HSearch<W> m_vc;
    std::shared_ptr<TranspositionTable<W>> m_tt;
    std::vector<Expansion> m_cache;
    struct SnapSlot {
        std::uint64_t key = 0; // the hash of the position as it stands
        int toMove = 0;
        Snaps snaps;
    };
    std::vector<SnapSlot> m_snapCache;
    Snaps m_newSnaps;
    std::function<bool()> m_stop;
    std::int64_t m_expansions = 0;
};

} // namespace kibitz::hexsolve
