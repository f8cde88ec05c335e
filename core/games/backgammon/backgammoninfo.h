#pragma once

// What the backgammon family adds to the shared views of a collection: the
// keys of `kibitz-cli info --json` (DESIGN.md), the Games panel's entry (the
// score before the game as its event, the result in words) and a match's
// summary. The rows of backgammon, acey-deucey and tabula in the registry of
// games (gameregistry.cpp) point at them.

#include "games/gameregistry.h"

class QJsonObject;

namespace kibitz {

// Adds the match the game belongs to: its `matchLength` and the `score`
// before the game.
void addBackgammonGameJson(const Collection &collection, const GameRecord &game, QJsonObject &object);
GameListing backgammonListing(const Collection *collection, const GameRecord &game, int index);
// Sets matchLength when every game is of one match of more than one point.
void summarizeBackgammon(const Collection &collection, CollectionSummary &summary);
QStringList describeBackgammon(const CollectionSummary &summary, const QString &players);
// The result in words: "Bruno wins 2 points", "Not finished" (context
// "GameList").
QString backgammonResultText(const GameRecord &game);

} // namespace kibitz
