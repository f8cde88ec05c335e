#pragma once

// The "decided" verdict: whether a position is already won for a player by
// the virtual connections H-search finds (hexvc.h) after the dead and
// captured cells are filled in (hexinferior.h). No search, so it is quick on
// real boards (11x11 to 19x19), and never wrong: every connection it relies
// on is proven (it may miss decided positions, never call an open one
// decided). The side to move has won with a full or semi connection
// between its edges; the opponent has won with a full one.

#include "games/hex/hexposition.h"
#include "record/gamerecord.h"

#include <functional>

#include <utility>
#include <vector>

namespace kibitz {

struct HexDecided {
    bool supported = true; // false for boards over 384 cells
    int winner = 0; // 0: not decided (as far as the verdict sees)
    // The empty cells of the winner's connection between his edges (with the
    // key of a semi connection).
    std::vector<std::pair<int, int>> carrier;
    // Where the player who is behind would have to play to break the
    // winner's connections: the cells common to all of them (empty when the
    // winner has a full connection whatever is played).
    std::vector<std::pair<int, int>> mustplay;
};

// wideBoard (for tests): the board of six 64-bit words even where fewer
// would hold it (one up to 8x8, two up to 11x11, three up to 13x13).
HexDecided hexDecided(const HexPosition &position, bool wideBoard = false);

// The first position along a Hex game's main line that is decided: `ply`
// counts the moves played before it (0 the starting position), -1 when none
// is (or the moves stop being legal first, or `cancelled` says so).
struct HexGameDecided {
    int ply = -1;
    int winner = 0;
    int mainLine = 0; // moves on the main line
};
HexGameDecided hexFirstDecided(const GameRecord &game, const std::function<bool()> &cancelled = {});

} // namespace kibitz
