#pragma once

// Heat maps of a Hex position: two classic estimates of how much each empty
// cell matters to each player. They are evaluations, not proofs.
//
// Two-distance (after van Rijswijck's Queenbee). For player p and one of his
// edges E, on the graph where p's stones are contracted into their groups and
// the opponent's stones are removed:
//  - the contracted neighbours of an empty cell c are the empty cells next to
//    c, and the empty cells next to any of p's groups that touch c (c itself
//    excluded), each counted once; E is a neighbour of c when c touches E or
//    touches a group of p that touches E;
//  - d(c) = 1 when E is a neighbour of c (the edge is as good as a stone);
//  - otherwise d(c) = 1 + the second-smallest d among c's contracted
//    neighbours (the opponent can always take the best one away), and
//    unreachable (HexHeatMap::Unreachable) when c has fewer than two
//    neighbours with a distance.
// The potential of an empty cell is the sum of its two-distances to both of
// the player's edges (Unreachable when either is); its smallest value over
// the board is the player's two-distance evaluation (lower is better).
//
// Electrical resistance (after Anshelevich). Every cell is a resistor whose
// two halves meet at its centre: an empty cell has resistance 1, the
// player's own stones 0, the opponent's stones are cut out. Neighbouring
// cells a and b are joined by r(a)/2 + r(b)/2, a cell and an edge it touches
// by r(cell)/2, so a path of k empty cells in a row from edge to edge has
// resistance k, and a chain of own stones from edge to edge 0. The Kirchhoff
// system is solved with the player's first edge at 1 V and the second at 0 V
// (own groups contracted into one node each, conjugate gradients on the
// remaining node voltages). The heat of an empty cell is the current that
// passes through it (half the sum of the absolute currents of its
// connections); the current leaving the first edge is 1/R.
//
// Player 1 joins the top and bottom rows, player 2 the left and right columns
// (hexposition.h). Vectors are indexed by y * columns + x; values at stones
// are Unreachable (distances) and 0 (heat).

#include "games/hex/hexposition.h"

#include <array>
#include <vector>

namespace kibitz {

struct HexPlayerHeat {
    // Two-distance of each cell to the player's first edge (top, or left) and
    // to his second (bottom, or right).
    std::array<std::vector<int>, 2> twoDistance;
    // twoDistance[0] + twoDistance[1], or Unreachable.
    std::vector<int> potential;
    // The smallest potential of an empty cell (Unreachable when none has one;
    // 0 when the player has already joined his edges).
    int bestPotential = 0;
    // Current through each empty cell with 1 V between the edges.
    std::vector<double> heat;
    // Resistance between the two edges: 0 when they are joined by the
    // player's stones, +infinity when the opponent has cut them apart.
    double resistance = 0;
};

struct HexHeatMap {
    static constexpr int Unreachable = -1;
    int columns = 0;
    int rows = 0;
    std::array<HexPlayerHeat, 2> players; // [0] player 1, [1] player 2
    // log(R2 / R1): positive favours player 1, negative player 2; +infinity
    // when player 1 has won or player 2 is cut off, -infinity the other way
    // round, 0 on an empty board.
    double evaluation = 0;

    const HexPlayerHeat &player(int p) const { return players[std::size_t(p - 1)]; }
    std::size_t index(int x, int y) const { return std::size_t(y) * std::size_t(columns) + std::size_t(x); }
};

// Both evaluations for both players. Cost: linear in the board for the
// distances; the resistance needs at most one conjugate-gradient iteration
// per empty cell, each linear in the board.
HexHeatMap hexHeatMap(const HexPosition &position);

// The two evaluations alone, for one player (1 or 2).
std::array<std::vector<int>, 2> hexTwoDistances(const HexPosition &position, int player);
HexPlayerHeat hexResistance(const HexPosition &position, int player);

} // namespace kibitz
