#pragma once

// Tournament standings recomputed from the games of a Rokkaku Conquest log.
// A team's score is the number of hexels it owns at the end of each of its
// games, summed over the tournament (the log format leaves scoring to the game
// manager; this is what its final results are compared with).

#include "record/gamerecord.h"

#include <array>

namespace kibitz {

struct RokkakuStanding {
    int rank = 0; // 1-based; tied teams share a rank and the next rank skips (1, 2, 2, 4)
    int team = 0; // tournament team number
    qint64 score = 0;
    bool operator==(const RokkakuStanding &) const = default;
};

// The tournament team numbers of a game, in game order (empty when the game's
// root holds no Rokkaku set-up).
std::vector<int> rokkakuGameTeams(const GameRecord &game);
// Hexels each of the game's four teams owns after its last consistent turn.
std::array<int, 4> rokkakuFinalOwned(const GameRecord &game);
// Sorted by rank, then team number; every team of the tournament appears.
std::vector<RokkakuStanding> rokkakuStandings(const Collection &collection);

} // namespace kibitz
