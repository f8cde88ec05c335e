#include "analysis/hex/hexheat.h"

#include <cmath>
#include <limits>

namespace kibitz {

namespace {
// The six neighbours, as in hexposition.cpp.
constexpr int kDx[6] = {1, -1, 0, 0, 1, -1};
constexpr int kDy[6] = {0, 0, 1, -1, -1, 1};

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Which of the player's edges a cell touches: bit 0 the first (top or left),
// bit 1 the second (bottom or right).
int edgesTouched(const HexPosition &position, int player, int x, int y)
{
    const int along = player == 1 ? y : x;
    const int last = (player == 1 ? position.rows() : position.columns()) - 1;
    return (along == 0 ? 1 : 0) | (along == last ? 2 : 0);
}

// The player's groups: a group number per cell (-1 for other cells) and the
// edges each group touches. Breadth-first, so no recursion.
struct Groups {
    std::vector<int> of;
    std::vector<int> edges;
};

Groups findGroups(const HexPosition &position, int player)
{
    const int columns = position.columns();
    const int rows = position.rows();
    Groups groups;
    groups.of.assign(std::size_t(columns) * std::size_t(rows), -1);
    std::vector<int> queue;
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < columns; ++x) {
            const std::size_t start = std::size_t(y) * std::size_t(columns) + std::size_t(x);
            if (position.at(x, y) != player || groups.of[start] >= 0)
                continue;
            const int id = int(groups.edges.size());
            groups.edges.push_back(0);
            groups.of[start] = id;
            queue.assign(1, int(start));
            for (std::size_t head = 0; head < queue.size(); ++head) {
                const int cx = queue[head] % columns;
                const int cy = queue[head] / columns;
                groups.edges.back() |= edgesTouched(position, player, cx, cy);
                for (int k = 0; k < 6; ++k) {
                    const int nx = cx + kDx[k];
                    const int ny = cy + kDy[k];
                    if (position.at(nx, ny) != player)
                        continue;
                    const std::size_t n = std::size_t(ny) * std::size_t(columns) + std::size_t(nx);
                    if (groups.of[n] < 0) {
                        groups.of[n] = id;
                        queue.push_back(int(n));
                    }
                }
            }
        }
    }
    return groups;
}
} // namespace

std::array<std::vector<int>, 2> hexTwoDistances(const HexPosition &position, int player)
{
    const int columns = position.columns();
    const int rows = position.rows();
    const std::size_t cells = std::size_t(columns) * std::size_t(rows);
    const Groups groups = findGroups(position, player);

    // The contracted neighbours of every empty cell, each once, and the edges
    // it reaches directly or through a group.
    std::vector<std::vector<int>> neighbours(cells);
    std::vector<int> reachesEdges(cells, 0);
    std::vector<std::size_t> seenStamp(cells, 0);
    std::vector<std::size_t> groupStamp(groups.edges.size(), 0);
    // Members of each group, to walk round it.
    std::vector<std::vector<int>> members(groups.edges.size());
    for (std::size_t i = 0; i < cells; ++i) {
        if (groups.of[i] >= 0)
            members[std::size_t(groups.of[i])].push_back(int(i));
    }
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < columns; ++x) {
            if (position.at(x, y) != 0)
                continue;
            const std::size_t c = std::size_t(y) * std::size_t(columns) + std::size_t(x);
            const std::size_t stamp = c + 1;
            seenStamp[c] = stamp;
            int edges = edgesTouched(position, player, x, y);
            const auto addEmpty = [&](int nx, int ny) {
                if (position.at(nx, ny) != 0 || !position.inside(nx, ny))
                    return;
                const std::size_t n = std::size_t(ny) * std::size_t(columns) + std::size_t(nx);
                if (seenStamp[n] != stamp) {
                    seenStamp[n] = stamp;
                    neighbours[c].push_back(int(n));
                }
            };
            for (int k = 0; k < 6; ++k) {
                const int nx = x + kDx[k];
                const int ny = y + kDy[k];
                if (!position.inside(nx, ny))
                    continue;
                const int g = groups.of[std::size_t(ny) * std::size_t(columns) + std::size_t(nx)];
                if (g < 0) {
                    addEmpty(nx, ny);
                    continue;
                }
                if (groupStamp[std::size_t(g)] == stamp)
                    continue;
                groupStamp[std::size_t(g)] = stamp;
                edges |= groups.edges[std::size_t(g)];
                for (int m : members[std::size_t(g)]) {
                    for (int j = 0; j < 6; ++j)
                        addEmpty(m % columns + kDx[j], m / columns + kDy[j]);
                }
            }
            reachesEdges[c] = edges;
        }
    }

    std::array<std::vector<int>, 2> distances;
    std::vector<int> queue;
    std::vector<std::uint8_t> settledNeighbours(cells);
    for (int edge = 0; edge < 2; ++edge) {
        std::vector<int> &d = distances[std::size_t(edge)];
        d.assign(cells, HexHeatMap::Unreachable);
        std::fill(settledNeighbours.begin(), settledNeighbours.end(), 0);
        queue.clear();
        for (std::size_t c = 0; c < cells; ++c) {
            if (position.at(int(c) % columns, int(c) / columns) == 0 && (reachesEdges[c] & (1 << edge))) {
                d[c] = 1;
                queue.push_back(int(c));
            }
        }
        // Cells leave the queue in order of distance, so the second settled
        // neighbour of a cell is its second-nearest one.
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int u = queue[head];
            for (int v : neighbours[std::size_t(u)]) {
                if (d[std::size_t(v)] != HexHeatMap::Unreachable)
                    continue;
                if (++settledNeighbours[std::size_t(v)] == 2) {
                    d[std::size_t(v)] = d[std::size_t(u)] + 1;
                    queue.push_back(v);
                }
            }
        }
    }
    return distances;
}

HexPlayerHeat hexResistance(const HexPosition &position, int player)
{
    const int columns = position.columns();
    const int rows = position.rows();
    const std::size_t cells = std::size_t(columns) * std::size_t(rows);
    HexPlayerHeat heat;
    heat.heat.assign(cells, 0.0);
    heat.resistance = kInfinity;
    if (cells == 0)
        return heat;

    // Nodes: 0 the first edge, 1 the second, then one per group not merged
    // into an edge, then one per empty cell.
    const Groups groups = findGroups(position, player);
    std::vector<int> groupNode(groups.edges.size());
    int nodes = 2;
    for (std::size_t g = 0; g < groups.edges.size(); ++g) {
        if (groups.edges[g] == 3) {
            heat.resistance = 0;
            return heat;
        }
        groupNode[g] = groups.edges[g] == 1 ? 0 : groups.edges[g] == 2 ? 1 : nodes++;
    }
    std::vector<int> cellNode(cells, -1);
    for (std::size_t c = 0; c < cells; ++c) {
        if (groups.of[c] >= 0)
            cellNode[c] = groupNode[std::size_t(groups.of[c])];
        else if (position.at(int(c) % columns, int(c) / columns) == 0)
            cellNode[c] = nodes++;
    }

    struct Edge {
        int a;
        int b;
        double conductance;
    };
    std::vector<Edge> edges;
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < columns; ++x) {
            const std::size_t c = std::size_t(y) * std::size_t(columns) + std::size_t(x);
            if (position.at(x, y) != 0)
                continue; // own stones meet edges and each other at no cost
            const int touched = edgesTouched(position, player, x, y);
            for (int e = 0; e < 2; ++e) {
                if (touched & (1 << e))
                    edges.push_back({cellNode[c], e, 2.0}); // r/2 = 1/2
            }
            for (int k = 0; k < 6; ++k) {
                const int nx = x + kDx[k];
                const int ny = y + kDy[k];
                if (!position.inside(nx, ny))
                    continue;
                const std::size_t n = std::size_t(ny) * std::size_t(columns) + std::size_t(nx);
                if (cellNode[n] < 0)
                    continue; // the opponent's stone
                if (position.at(nx, ny) == 0) {
                    if (n > c) // each pair of empty cells once
                        edges.push_back({cellNode[c], cellNode[n], 1.0}); // 1/2 + 1/2
                } else {
                    edges.push_back({cellNode[c], cellNode[n], 2.0}); // 1/2 + 0
                }
            }
        }
    }

    // Adjacency in compressed rows.
    std::vector<int> start(std::size_t(nodes) + 1, 0);
    for (const Edge &e : edges) {
        ++start[std::size_t(e.a) + 1];
        ++start[std::size_t(e.b) + 1];
    }
    for (int i = 0; i < nodes; ++i)
        start[std::size_t(i) + 1] += start[std::size_t(i)];
    std::vector<int> fill(start.begin(), start.end() - 1);
    std::vector<int> other(edges.size() * 2);
    std::vector<double> conductance(edges.size() * 2);
    for (const Edge &e : edges) {
        other[std::size_t(fill[std::size_t(e.a)])] = e.b;
        conductance[std::size_t(fill[std::size_t(e.a)]++)] = e.conductance;
        other[std::size_t(fill[std::size_t(e.b)])] = e.a;
        conductance[std::size_t(fill[std::size_t(e.b)]++)] = e.conductance;
    }

    // Only the nodes connected to the first edge carry current, and only when
    // the second edge is among them.
    std::vector<std::uint8_t> live(std::size_t(nodes), 0);
    std::vector<int> queue{0};
    live[0] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int u = queue[head];
        for (int k = start[std::size_t(u)]; k < start[std::size_t(u) + 1]; ++k) {
            const int v = other[std::size_t(k)];
            if (!live[std::size_t(v)]) {
                live[std::size_t(v)] = 1;
                queue.push_back(v);
            }
        }
    }
    if (!live[1])
        return heat;

    // Preconditioned conjugate gradients on the live inner nodes: L v = b,
    // where the first edge is held at 1 V and the second at 0 V.
    std::vector<double> voltage(std::size_t(nodes), 0.0);
    voltage[0] = 1.0;
    std::vector<int> unknowns;
    for (int i = 2; i < nodes; ++i) {
        if (live[std::size_t(i)])
            unknowns.push_back(i);
    }
    std::vector<double> diagonal(std::size_t(nodes), 0.0);
    std::vector<double> r(std::size_t(nodes), 0.0), z(std::size_t(nodes), 0.0), p(std::size_t(nodes), 0.0),
        q(std::size_t(nodes), 0.0);
    double bNorm = 0;
    for (int i : unknowns) {
        double b = 0;
        for (int k = start[std::size_t(i)]; k < start[std::size_t(i) + 1]; ++k) {
            diagonal[std::size_t(i)] += conductance[std::size_t(k)];
            if (other[std::size_t(k)] == 0)
                b += conductance[std::size_t(k)];
        }
        r[std::size_t(i)] = b; // the start is v = 0
        bNorm += b * b;
    }
    const auto applyLaplacian = [&](const std::vector<double> &in, std::vector<double> &out) {
        for (int i : unknowns) {
            double sum = diagonal[std::size_t(i)] * in[std::size_t(i)];
            for (int k = start[std::size_t(i)]; k < start[std::size_t(i) + 1]; ++k) {
                const int j = other[std::size_t(k)];
                if (j >= 2)
                    sum -= conductance[std::size_t(k)] * in[std::size_t(j)];
            }
            out[std::size_t(i)] = sum;
        }
    };
    double rz = 0;
    for (int i : unknowns) {
        z[std::size_t(i)] = r[std::size_t(i)] / diagonal[std::size_t(i)];
        p[std::size_t(i)] = z[std::size_t(i)];
        rz += r[std::size_t(i)] * z[std::size_t(i)];
    }
    const double tolerance = 1e-26 * bNorm;
    const std::size_t maxIterations = 4 * unknowns.size() + 50;
    for (std::size_t iteration = 0; iteration < maxIterations; ++iteration) {
        double rr = 0;
        for (int i : unknowns)
            rr += r[std::size_t(i)] * r[std::size_t(i)];
        if (rr <= tolerance)
            break;
        applyLaplacian(p, q);
        double pq = 0;
        for (int i : unknowns)
            pq += p[std::size_t(i)] * q[std::size_t(i)];
        if (pq <= 0)
            break;
        const double alpha = rz / pq;
        double rzNext = 0;
        for (int i : unknowns) {
            voltage[std::size_t(i)] += alpha * p[std::size_t(i)];
            r[std::size_t(i)] -= alpha * q[std::size_t(i)];
            z[std::size_t(i)] = r[std::size_t(i)] / diagonal[std::size_t(i)];
            rzNext += r[std::size_t(i)] * z[std::size_t(i)];
        }
        const double beta = rzNext / rz;
        rz = rzNext;
        for (int i : unknowns)
            p[std::size_t(i)] = z[std::size_t(i)] + beta * p[std::size_t(i)];
    }

    double current = 0;
    for (int k = start[0]; k < start[1]; ++k)
        current += conductance[std::size_t(k)] * (1.0 - voltage[std::size_t(other[std::size_t(k)])]);
    heat.resistance = 1.0 / current;
    for (std::size_t c = 0; c < cells; ++c) {
        if (groups.of[c] >= 0 || cellNode[c] < 0)
            continue;
        const int i = cellNode[c];
        double through = 0;
        for (int k = start[std::size_t(i)]; k < start[std::size_t(i) + 1]; ++k)
            through += std::abs(conductance[std::size_t(k)]
                                * (voltage[std::size_t(i)] - voltage[std::size_t(other[std::size_t(k)])]));
        heat.heat[c] = through / 2;
    }
    return heat;
}

HexHeatMap hexHeatMap(const HexPosition &position)
{
    HexHeatMap map;
    map.columns = position.columns();
    map.rows = position.rows();
    const std::size_t cells = std::size_t(map.columns) * std::size_t(map.rows);
    for (int player = 1; player <= 2; ++player) {
        HexPlayerHeat &heat = map.players[std::size_t(player - 1)];
        heat = hexResistance(position, player);
        heat.twoDistance = hexTwoDistances(position, player);
        heat.potential.assign(cells, HexHeatMap::Unreachable);
        heat.bestPotential = HexHeatMap::Unreachable;
        for (std::size_t c = 0; c < cells; ++c) {
            const int a = heat.twoDistance[0][c];
            const int b = heat.twoDistance[1][c];
            if (a == HexHeatMap::Unreachable || b == HexHeatMap::Unreachable)
                continue;
            heat.potential[c] = a + b;
            if (heat.bestPotential == HexHeatMap::Unreachable || a + b < heat.bestPotential)
                heat.bestPotential = a + b;
        }
        if (heat.resistance == 0)
            heat.bestPotential = 0;
    }
    const double r1 = map.players[0].resistance;
    const double r2 = map.players[1].resistance;
    if (r1 == r2)
        map.evaluation = 0;
    else if (r1 == 0 || std::isinf(r2))
        map.evaluation = kInfinity;
    else if (r2 == 0 || std::isinf(r1))
        map.evaluation = -kInfinity;
    else
        map.evaluation = std::log(r2 / r1);
    return map;
}

} // namespace kibitz
