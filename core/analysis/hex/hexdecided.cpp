#include "analysis/hex/hexdecided.h"

#include "analysis/hex/hexinferior.h"
#include "analysis/hex/hexvc.h"

namespace kibitz {

namespace {

using namespace hexsolve;

template <int W>
std::vector<std::pair<int, int>> cellsOf(const Geometry<W> &g, const Bits<W> &set)
{
    std::vector<std::pair<int, int>> cells;
    set.forEach([&](int c) { cells.emplace_back(c % g.columns, c / g.columns); });
    return cells;
}

template <int W>
HexDecided decide(const HexPosition &position)
{
    HexDecided d;
    const Geometry<W> g(position.columns(), position.rows());
    Board<W> b;
    b.toMove = position.toMove();
    for (int y = 0; y < position.rows(); ++y) {
        for (int x = 0; x < position.columns(); ++x) {
            if (const int p = position.at(x, y))
                b.of(p).set(y * g.columns + x);
        }
    }
    if (const int w = position.winner()) {
        d.winner = w;
        return d;
    }
    const Board<W> original = b;
    std::array<Bits<W>, 2> captured{};
    Inferior<W>(g).fill(b, &captured);
    const Bits<W> empty = g.all.minus(original.occupied());
    for (int p = 1; p <= 2; ++p) {
        if (connected(g, b.of(p), p)) {
            // Filled-in cells alone join his edges: they are the carrier.
            d.winner = p;
            d.carrier = cellsOf(g, captured[std::size_t(p - 1)]);
            return d;
        }
    }
    HSearch<W> hs(g);
    const int me = b.toMove;
    for (int p : {me, 3 - me}) {
        const bool full = hs.run(b, p, false);
        if (!full && !(p == me && hs.edgesSemi()))
            continue;
        d.winner = p;
        Bits<W> carrier;
        Bits<W> common = empty;
        if (full) {
            carrier = hs.edgeFullCarrier();
            common &= carrier;
        } else {
            int best = 1 << 30;
            for (const auto &s : hs.edgeSemis()) {
                common &= s.carrier;
                if (s.carrier.count() < best) {
                    best = s.carrier.count();
                    carrier = s.carrier;
                }
            }
        }
        // Cells captured by the winner belong to his connection too.
        carrier |= captured[std::size_t(p - 1)];
        d.carrier = cellsOf(g, carrier & empty);
        d.mustplay = full ? std::vector<std::pair<int, int>>() : cellsOf(g, common);
        return d;
    }
    return d;
}

} // namespace

HexGameDecided hexFirstDecided(const GameRecord &game, const std::function<bool()> &cancelled)
{
    HexGameDecided result;
    if (game.kind != GameKind::Hex)
        return result;
    const GameTree &tree = game.tree;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id))
        ++result.mainLine;
    HexPosition position(game.columns, game.rows);
    if (tree.hasMove(tree.root())
        && position.applyMove(MoveTag(tree.moveTag(tree.root())), tree.moveData(tree.root()))
               != HexPosition::Error::None)
        return result;
    NodeId id = tree.root();
    for (int ply = 0;; ++ply) {
        if (cancelled && cancelled())
            return result;
        const HexDecided d = hexDecided(position);
        if (d.winner != 0) {
            result.ply = ply;
            result.winner = d.winner;
            return result;
        }
        id = tree.mainChild(id);
        if (id == NoNode)
            return result;
        if (tree.moveTag(id) != quint8(MoveTag::None)
            && position.applyMove(MoveTag(tree.moveTag(id)), tree.moveData(id)) != HexPosition::Error::None)
            return result;
    }
}

HexDecided hexDecided(const HexPosition &position, bool wideBoard)
{
    const int cells = position.columns() * position.rows();
    if (cells <= 64 && !wideBoard)
        return decide<1>(position);
    // The narrowest cell sets that hold the board: every H-search step is
    // linear in the words (11x11 fits in two, 13x13 in three).
    if (cells <= 2 * 64 && !wideBoard)
        return decide<2>(position);
    if (cells <= 3 * 64 && !wideBoard)
        return decide<3>(position);
    if (cells <= 6 * 64)
        return decide<6>(position);
    HexDecided d;
    d.supported = false;
    return d;
}

} // namespace kibitz
