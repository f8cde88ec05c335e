#pragma once

// What kibitz-cli adds for Rokkaku Conquest tournament logs (clirokkaku.cpp):
// the keys of `info --json` (DESIGN.md) and `check`, which points at the
// number that is inconsistent and compares the final results with the games.

#include "formats/registry.h"

#include <QJsonObject>

namespace kibitz {

// The four team names of a game, in game order.
QStringList rokkakuTeamNames(const Collection &collection, const GameRecord &game);
// Sets `players` to the four team names and adds `teams`, `turns` and `owned`.
void addRokkakuGameJson(const Collection &collection, const GameRecord &game, QJsonObject &object);
// `teams` (names), `rounds` and `standings` recomputed from the games.
QJsonObject rokkakuTournamentJson(const Collection &collection);
// `kibitz-cli check` of a loaded log (read with locations): prints the
// problems as FILE:LINE:COLUMN: message, or the OK line; returns the exit code.
// `path` is the name as printed (control characters already escaped).
int checkRokkakuLog(const QString &path, const FileLoad &file);

} // namespace kibitz
