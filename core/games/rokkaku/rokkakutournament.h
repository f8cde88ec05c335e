#pragma once

// Tournament standings recomputed from the games of a Rokkaku Conquest log,
// exactly as the official SamurAI 2013 game manager scores them
// (runtime/game.cc, playGames and compareScores): each game gives points by
// the hexels each team owns at its end (6, 4, 2, 0; tied teams share: 5 5,
// 3 3, 1 1, 2 2 2, 4 4 4, 3 3 3 3), a ratio (1000000 * area / hexels owned by
// the four teams, truncated) and the area; teams are ordered by total
// points, then ratio sum, then area sum. The log format leaves scoring to the
// game manager; these are what its comments and final results are compared
// with.

#include "record/gamerecord.h"

#include <array>

namespace kibitz {

struct RokkakuStanding {
    int rank = 0; // 1 + the number of teams ahead: teams equal on all three share a rank (1, 2, 2, 4)
    int team = 0; // tournament team number
    qint64 score = 0; // total points
    qint64 ratioSum = 0;
    qint64 areaSum = 0;
    bool operator==(const RokkakuStanding &) const = default;
};

// One game's result for each of its four teams, in game order.
struct RokkakuGameScore {
    std::array<int, 4> area{};
    std::array<int, 4> points{};
    std::array<int, 4> ratio{};
};
RokkakuGameScore rokkakuGameScore(const std::array<int, 4> &areas);

// Whether the record is a Rokkaku Conquest game (callers outside the game's
// folders ask this rather than naming its kind).
bool isRokkakuGame(const GameRecord &game);
// The tournament team numbers of a game, in game order (empty when the game's
// root holds no Rokkaku set-up).
std::vector<int> rokkakuGameTeams(const GameRecord &game);
// Hexels each of the game's four teams owns after its last consistent turn
// (each samurai owns its starting hexel).
std::array<int, 4> rokkakuFinalOwned(const GameRecord &game);
// The standings after the first `games` games of the log (all by default),
// sorted by rank, then team number; every team of the tournament appears.
// `current` (when given) is added as the areas of game number `games`
// (0-based) as it stands, for a view that shows a game in progress.
std::vector<RokkakuStanding> rokkakuStandings(const Collection &collection, std::size_t games = std::size_t(-1),
                                              const std::array<int, 4> *current = nullptr);
// Whether a is ahead of b in the runtime's order (compareScores).
bool rokkakuAhead(const RokkakuStanding &a, const RokkakuStanding &b);

} // namespace kibitz
