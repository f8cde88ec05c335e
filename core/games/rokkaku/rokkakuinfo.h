#pragma once

// What Rokkaku Conquest adds to the shared views of a collection: to
// `kibitz-cli info` (DESIGN.md) its games' four teams and a log's tournament,
// to the Games panel a game's teams, round and hexels owned, and to a
// collection's summary its tournament. The game's row in the registry of
// games (gameregistry.cpp) points at all but the tournament's JSON.

#include "games/gameregistry.h"

#include <QJsonObject>
#include <QStringList>

namespace kibitz {

// The four team names of a game, in game order.
QStringList rokkakuTeamNames(const Collection &collection, const GameRecord &game);
// Sets `players` to the four team names and adds `teams`, `turns` and `owned`.
void addRokkakuGameJson(const Collection &collection, const GameRecord &game, QJsonObject &object);
// The teams (the log's names, else the game's own), "Round 2, game 3" as the
// event in a tournament, and the hexels each team owns at the end as the
// result, most first (context "GameList").
GameListing rokkakuListing(const Collection *collection, const GameRecord &game, int index);
// A log's teams and rounds.
void summarizeRokkaku(const Collection &collection, CollectionSummary &summary);
QStringList describeRokkaku(const CollectionSummary &summary, const QString &players);
// `teams` (names), `rounds` and `standings` recomputed from the games.
QJsonObject rokkakuTournamentJson(const Collection &collection);

} // namespace kibitz
