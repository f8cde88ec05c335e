#pragma once

// What Rokkaku Conquest adds to `kibitz-cli info` (DESIGN.md): its games'
// four teams, and a log's tournament. The game's row in the registry of games
// (gameregistry.cpp) points at the first two.

#include "record/gamerecord.h"

#include <QJsonObject>
#include <QStringList>

namespace kibitz {

// The four team names of a game, in game order.
QStringList rokkakuTeamNames(const Collection &collection, const GameRecord &game);
// Sets `players` to the four team names and adds `teams`, `turns` and `owned`.
void addRokkakuGameJson(const Collection &collection, const GameRecord &game, QJsonObject &object);
// `teams` (names), `rounds` and `standings` recomputed from the games.
QJsonObject rokkakuTournamentJson(const Collection &collection);

} // namespace kibitz
