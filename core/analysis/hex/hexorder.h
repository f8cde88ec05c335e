#pragma once

// The solver's move order: electrical resistance (after Anshelevich; benzene
// orders its df-pn children the same way). For each player, the board is a
// network: an empty cell is a node, each group of his stones (an edge with
// the stones joined to it included) one node, the opponent's stones are cut
// out. Neighbouring empty cells are joined by a conductance of 1, an empty
// cell and a group or edge it touches by 2 (half a cell between them); when
// the player's full virtual connections are known (hexvc.h), every pair of
// ends they join is linked instead, with those conductances divided by one
// more than the number of cells common to all of the pair's carriers. One
// ampere enters at the player's first edge and leaves at his second; a cell's
// score for the player is the current through it (in and out, summed over
// its links). A cell's score is the sum over both players: the cells where
// both players' currents run are the ones that matter most. The order is a
// guess for the search, never a proof: any order gives the same results.
//
// The networks are small (an 8x8 board has at most 66 nodes), so the
// Kirchhoff system is solved directly (Cholesky), on the nodes joined to the
// second edge; the others carry no current.

#include "analysis/hex/hexboard.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

namespace kibitz::hexsolve {

template <int W>
class Resistance {
public:
    explicit Resistance(const Geometry<W> &g)
        : m_g(g)
        , m_node(std::size_t(g.cells))
        , m_score(std::size_t(g.cells))
    { }

    // A full virtual connection of a player between two ends (an empty
    // cell or a stone of a group, -1 and -2 his first and second edge's
    // group, as in HSearch::Conn) and how many cells all of that pair's
    // carriers share.
    struct Connection {
        int a = 0;
        int b = 0;
        int overlap = 0;
    };

    // The score of every empty cell of `b` (indexed by cell; 0 elsewhere).
    // With `connections` (per player, index player - 1; an empty list
    // stands for none known), each pair of ends of a full connection is
    // linked instead of the neighbours only, by 1 or 2 divided by one more
    // than their overlap (benzene's weights).
    const std::vector<double> &scores(const Board<W> &b,
                                      const std::array<std::vector<Connection>, 2> *connections = nullptr)
    {
        std::fill(m_score.begin(), m_score.end(), 0.0);
        for (int p = 1; p <= 2; ++p)
            addCurrents(b, p, connections ? &(*connections)[std::size_t(p - 1)] : nullptr);
        return m_score;
    }

private:
    struct Link {
        int a;
        int b;
        double g;
    };

    void addCurrents(const Board<W> &b, int player, const std::vector<Connection> *connections)
    {
        const Bits<W> &own = b.of(player);
        const Bits<W> empty = m_g.all.minus(b.occupied());
        // Nodes: 0 the first edge's group, 1 the second's, then the other
        // groups, then the empty cells.
        std::fill(m_node.begin(), m_node.end(), -1);
        const Bits<W> first = edgeGroup(m_g, own, firstEdge(player));
        const Bits<W> second = edgeGroup(m_g, own, secondEdge(player));
        if (first.intersects(second))
            return;
        first.forEach([&](int c) { m_node[std::size_t(c)] = 0; });
        second.forEach([&](int c) { m_node[std::size_t(c)] = 1; });
        int n = 2;
        own.forEach([&](int c) {
            if (m_node[std::size_t(c)] >= 0)
                return;
            const int id = n++;
            groupOf(m_g, own, c).forEach([&](int s) { m_node[std::size_t(s)] = id; });
        });
        m_cellOfNode.assign(std::size_t(n), -1);
        empty.forEach([&](int c) {
            m_node[std::size_t(c)] = n++;
            m_cellOfNode.push_back(c);
        });
        m_links.clear();
        if (connections && !connections->empty()) {
            const auto nodeOf = [&](int rep) { return rep < 0 ? -1 - rep : m_node[std::size_t(rep)]; };
            for (const Connection &k : *connections) {
                const int na = nodeOf(k.a);
                const int nb = nodeOf(k.b);
                const bool ea = k.a >= 0 && empty.test(k.a);
                const bool eb = k.b >= 0 && empty.test(k.b);
                if (na < 0 || nb < 0 || na == nb || (!ea && !eb))
                    continue;
                m_links.push_back({na, nb, (ea && eb ? 1.0 : 2.0) / (1 + k.overlap)});
            }
        }
        // Else links from each empty cell: to empty neighbours of a higher
        // number, and once to each group or edge it touches.
        const bool linked = !m_links.empty();
        empty.forEach([&](int c) {
            if (linked)
                return;
            const int nc = m_node[std::size_t(c)];
            m_touched.clear();
            const auto touch = [&](int node) {
                if (std::find(m_touched.begin(), m_touched.end(), node) == m_touched.end()) {
                    m_touched.push_back(node);
                    m_links.push_back({nc, node, 2.0});
                }
            };
            m_g.neighbours[std::size_t(c)].forEach([&](int d) {
                if (empty.test(d)) {
                    if (d > c)
                        m_links.push_back({nc, m_node[std::size_t(d)], 1.0});
                } else if (own.test(d)) {
                    touch(m_node[std::size_t(d)]);
                }
            });
            if (m_g.touches(c, firstEdge(player)))
                touch(0);
            if (m_g.touches(c, secondEdge(player)))
                touch(1);
        });
        // The nodes joined to the second edge (breadth first over the
        // links); the first edge must be among them.
        m_adjacent.assign(std::size_t(n), {});
        for (std::size_t k = 0; k < m_links.size(); ++k) {
            m_adjacent[std::size_t(m_links[k].a)].push_back(int(k));
            m_adjacent[std::size_t(m_links[k].b)].push_back(int(k));
        }
        m_index.assign(std::size_t(n), -1);
        m_queue.assign(1, 1);
        m_index[1] = -2; // the ground
        int unknowns = 0;
        for (std::size_t h = 0; h < m_queue.size(); ++h) {
            for (int k : m_adjacent[std::size_t(m_queue[h])]) {
                const Link &l = m_links[std::size_t(k)];
                const int o = l.a == m_queue[h] ? l.b : l.a;
                if (m_index[std::size_t(o)] == -1) {
                    m_index[std::size_t(o)] = unknowns++;
                    m_queue.push_back(o);
                }
            }
        }
        if (m_index[0] < 0)
            return; // the opponent has cut the edges apart
        // G v = i, G the conductance matrix of the unknowns, one ampere
        // into the first edge.
        const std::size_t u = std::size_t(unknowns);
        m_matrix.assign(u * u, 0.0);
        for (const Link &l : m_links) {
            const int ia = m_index[std::size_t(l.a)];
            const int ib = m_index[std::size_t(l.b)];
            if (ia == -1 || ib == -1)
                continue;
            if (ia >= 0)
                m_matrix[std::size_t(ia) * u + std::size_t(ia)] += l.g;
            if (ib >= 0)
                m_matrix[std::size_t(ib) * u + std::size_t(ib)] += l.g;
            if (ia >= 0 && ib >= 0) {
                m_matrix[std::size_t(ia) * u + std::size_t(ib)] -= l.g;
                m_matrix[std::size_t(ib) * u + std::size_t(ia)] -= l.g;
            }
        }
        m_voltage.assign(u, 0.0);
        m_voltage[std::size_t(m_index[0])] = 1.0;
        if (!solve(u))
            return;
        // The current through each empty cell.
        for (const Link &l : m_links) {
            const double va = voltage(l.a);
            const double vb = voltage(l.b);
            const double i = std::abs(l.g * (va - vb));
            addScore(l.a, i);
            addScore(l.b, i);
        }
    }

    double voltage(int node) const
    {
        const int i = m_index[std::size_t(node)];
        return i >= 0 ? m_voltage[std::size_t(i)] : 0.0;
    }

    void addScore(int node, double current)
    {
        const int c = m_cellOfNode[std::size_t(node)];
        if (c >= 0)
            m_score[std::size_t(c)] += current;
    }

    // Cholesky of the matrix in place, then the right-hand side in
    // m_voltage solved. False when the matrix is not positive definite
    // (it always is when every unknown is joined to the ground).
    bool solve(std::size_t u)
    {
        std::vector<double> &a = m_matrix;
        for (std::size_t j = 0; j < u; ++j) {
            double d = a[j * u + j];
            for (std::size_t k = 0; k < j; ++k)
                d -= a[j * u + k] * a[j * u + k];
            if (d <= 1e-12)
                return false;
            d = std::sqrt(d);
            a[j * u + j] = d;
            for (std::size_t i = j + 1; i < u; ++i) {
                double s = a[i * u + j];
                for (std::size_t k = 0; k < j; ++k)
                    s -= a[i * u + k] * a[j * u + k];
                a[i * u + j] = s / d;
            }
        }
        std::vector<double> &x = m_voltage;
        for (std::size_t i = 0; i < u; ++i) {
            double s = x[i];
            for (std::size_t k = 0; k < i; ++k)
                s -= a[i * u + k] * x[k];
            x[i] = s / a[i * u + i];
        }
        for (std::size_t i = u; i-- > 0;) {
            double s = x[i];
            for (std::size_t k = i + 1; k < u; ++k)
                s -= a[k * u + i] * x[k];
            x[i] = s / a[i * u + i];
        }
        return true;
    }

    const Geometry<W> &m_g;
    std::vector<int> m_node; // per cell: its node, or -1
    std::vector<double> m_score;
    std::vector<Link> m_links;
    std::vector<int> m_touched;
    std::vector<std::vector<int>> m_adjacent;
    std::vector<int> m_index; // per node: its unknown, -2 the ground, -1 none
    std::vector<int> m_queue;
    std::vector<double> m_matrix;
    std::vector<double> m_voltage;
    std::vector<int> m_cellOfNode; // per node: its empty cell, or -1
};

} // namespace kibitz::hexsolve
