#pragma once

// The compact Hex board the solver works on: sets of cells as bitsets, the
// board's geometry (neighbours, the cells along each edge) and the groups of
// one player. Cells are numbered y * columns + x as in HexPosition (x the
// column, y the row; (x+1, y-1) and (x-1, y+1) are neighbours). Player 1
// joins the top and bottom rows (edges Top and Bottom), player 2 the left and
// right columns (edges Left and Right); the four edges are virtual cells that
// never appear in a set of cells.
//
// Everything is a template over the number of 64-bit words of a cell set:
// one word holds boards up to 64 cells (8x8), six hold 19x19.

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

namespace kibitz::hexsolve {

template <int W>
struct Bits {
    std::array<std::uint64_t, W> w{};

    void set(int i) { w[std::size_t(i >> 6)] |= std::uint64_t(1) << (i & 63); }
    void reset(int i) { w[std::size_t(i >> 6)] &= ~(std::uint64_t(1) << (i & 63)); }
    bool test(int i) const { return (w[std::size_t(i >> 6)] >> (i & 63)) & 1; }
    bool any() const
    {
        std::uint64_t a = 0;
        for (int k = 0; k < W; ++k)
            a |= w[std::size_t(k)];
        return a != 0;
    }
    bool none() const { return !any(); }
    int count() const
    {
        int n = 0;
        for (int k = 0; k < W; ++k)
            n += std::popcount(w[std::size_t(k)]);
        return n;
    }
    int first() const
    {
        for (int k = 0; k < W; ++k) {
            if (w[std::size_t(k)])
                return k * 64 + std::countr_zero(w[std::size_t(k)]);
        }
        return -1;
    }
    Bits operator|(const Bits &o) const
    {
        Bits r;
        for (int k = 0; k < W; ++k)
            r.w[std::size_t(k)] = w[std::size_t(k)] | o.w[std::size_t(k)];
        return r;
    }
    Bits operator&(const Bits &o) const
    {
        Bits r;
        for (int k = 0; k < W; ++k)
            r.w[std::size_t(k)] = w[std::size_t(k)] & o.w[std::size_t(k)];
        return r;
    }
    Bits minus(const Bits &o) const
    {
        Bits r;
        for (int k = 0; k < W; ++k)
            r.w[std::size_t(k)] = w[std::size_t(k)] & ~o.w[std::size_t(k)];
        return r;
    }
    Bits &operator|=(const Bits &o)
    {
        for (int k = 0; k < W; ++k)
            w[std::size_t(k)] |= o.w[std::size_t(k)];
        return *this;
    }
    Bits &operator&=(const Bits &o)
    {
        for (int k = 0; k < W; ++k)
            w[std::size_t(k)] &= o.w[std::size_t(k)];
        return *this;
    }
    bool intersects(const Bits &o) const
    {
        std::uint64_t a = 0;
        for (int k = 0; k < W; ++k)
            a |= w[std::size_t(k)] & o.w[std::size_t(k)];
        return a != 0;
    }
    bool subsetOf(const Bits &o) const
    {
        std::uint64_t a = 0;
        for (int k = 0; k < W; ++k)
            a |= w[std::size_t(k)] & ~o.w[std::size_t(k)];
        return a == 0;
    }
    bool operator==(const Bits &o) const
    {
        std::uint64_t a = 0;
        for (int k = 0; k < W; ++k)
            a |= w[std::size_t(k)] ^ o.w[std::size_t(k)];
        return a == 0;
    }
    template <class F>
    void forEach(F f) const
    {
        for (int k = 0; k < W; ++k) {
            std::uint64_t x = w[std::size_t(k)];
            while (x) {
                f(k * 64 + std::countr_zero(x));
                x &= x - 1;
            }
        }
    }
};

enum Edge { Top = 0, Bottom = 1, Left = 2, Right = 3 };

// The first and second edge of a player (1 or 2).
inline int firstEdge(int player)
{
    return player == 1 ? Top : Left;
}
inline int secondEdge(int player)
{
    return player == 1 ? Bottom : Right;
}

template <int W>
struct Geometry {
    int columns = 0;
    int rows = 0;
    int cells = 0;
    std::vector<Bits<W>> neighbours; // per cell: neighbouring cells
    std::vector<std::uint8_t> edgesOf; // per cell: bit e set when it touches edge e
    std::array<Bits<W>, 4> edgeCells{}; // per edge: the cells along it
    Bits<W> all;

    Geometry(int c, int r)
        : columns(c)
        , rows(r)
        , cells(c * r)
        , neighbours(std::size_t(c * r))
        , edgesOf(std::size_t(c * r))
    {
        static constexpr int dx[6] = {1, -1, 0, 0, 1, -1};
        static constexpr int dy[6] = {0, 0, 1, -1, -1, 1};
        for (int y = 0; y < rows; ++y) {
            for (int x = 0; x < columns; ++x) {
                const int i = y * columns + x;
                all.set(i);
                for (int n = 0; n < 6; ++n) {
                    const int nx = x + dx[n];
                    const int ny = y + dy[n];
                    if (nx >= 0 && ny >= 0 && nx < columns && ny < rows)
                        neighbours[std::size_t(i)].set(ny * columns + nx);
                }
                std::uint8_t e = 0;
                if (y == 0)
                    e |= 1 << Top;
                if (y == rows - 1)
                    e |= 1 << Bottom;
                if (x == 0)
                    e |= 1 << Left;
                if (x == columns - 1)
                    e |= 1 << Right;
                edgesOf[std::size_t(i)] = e;
                for (int k = 0; k < 4; ++k) {
                    if (e & (1 << k))
                        edgeCells[std::size_t(k)].set(i);
                }
            }
        }
    }
    bool touches(int cell, int edge) const { return (edgesOf[std::size_t(cell)] >> edge) & 1; }
};

// A position of the solver: the stones of each player and who moves.
template <int W>
struct Board {
    std::array<Bits<W>, 2> stones{}; // index player - 1
    int toMove = 1;

    Bits<W> occupied() const { return stones[0] | stones[1]; }
    const Bits<W> &of(int player) const { return stones[std::size_t(player - 1)]; }
    Bits<W> &of(int player) { return stones[std::size_t(player - 1)]; }
};

// The stones of `player` connected to his edge `edge` (flood fill).
template <int W>
Bits<W> edgeGroup(const Geometry<W> &g, const Bits<W> &own, int edge)
{
    Bits<W> group = g.edgeCells[std::size_t(edge)] & own;
    Bits<W> frontier = group;
    while (frontier.any()) {
        Bits<W> next;
        frontier.forEach([&](int c) { next |= g.neighbours[std::size_t(c)]; });
        next = (next & own).minus(group);
        group |= next;
        frontier = next;
    }
    return group;
}

// The group of stones in `own` holding `cell`.
template <int W>
Bits<W> groupOf(const Geometry<W> &g, const Bits<W> &own, int cell)
{
    Bits<W> group;
    group.set(cell);
    Bits<W> frontier = group;
    while (frontier.any()) {
        Bits<W> next;
        frontier.forEach([&](int c) { next |= g.neighbours[std::size_t(c)]; });
        next = (next & own).minus(group);
        group |= next;
        frontier = next;
    }
    return group;
}

// Whether `player`'s stones join his two edges.
template <int W>
bool connected(const Geometry<W> &g, const Bits<W> &own, int player)
{
    const Bits<W> top = edgeGroup(g, own, firstEdge(player));
    return top.intersects(g.edgeCells[std::size_t(secondEdge(player))]);
}

// Zobrist keys of the stones and the side to move.
struct Zobrist {
    std::vector<std::uint64_t> keys; // cell * 2 + player - 1
    std::uint64_t toMoveKey = 0;
    explicit Zobrist(int cells)
    {
        std::uint64_t s = 0x9e3779b97f4a7c15ull ^ std::uint64_t(cells);
        auto next = [&s] {
            s += 0x9e3779b97f4a7c15ull;
            std::uint64_t z = s;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            return z ^ (z >> 31);
        };
        keys.resize(std::size_t(cells) * 2);
        for (auto &k : keys)
            k = next();
        toMoveKey = next();
    }
    std::uint64_t stone(int cell, int player) const { return keys[std::size_t(cell) * 2 + std::size_t(player - 1)]; }
    template <int W>
    std::uint64_t hash(const Board<W> &b) const
    {
        std::uint64_t h = b.toMove == 2 ? toMoveKey : 0;
        for (int p = 1; p <= 2; ++p)
            b.of(p).forEach([&](int c) { h ^= stone(c, p); });
        return h;
    }
    // The hash of the board turned by 180 degrees (cell c to cells - 1 - c),
    // which keeps each player's edges his own: the same position for Hex.
    template <int W>
    std::uint64_t rotatedHash(const Board<W> &b, int cells) const
    {
        std::uint64_t h = b.toMove == 2 ? toMoveKey : 0;
        for (int p = 1; p <= 2; ++p)
            b.of(p).forEach([&](int c) { h ^= stone(cells - 1 - c, p); });
        return h;
    }
};

} // namespace kibitz::hexsolve
