#pragma once

// What a few words about a collection say, as data (analysis/collectionsummary.h
// makes and words it): kept, e.g. in the recent files' settings, and worded
// again in whatever language is current when shown. A game's row in the
// registry of games (games/gameregistry.h) fills and words what is its own.

#include "record/gamerecord.h"

#include <QString>

namespace kibitz {

struct CollectionSummary {
    GameKind kind = GameKind::Hex;
    int games = 0;
    int columns = 0, rows = 0;
    bool severalSizes = false;
    QString player1, player2; // every game's players, when they are the same two
    int matchLength = 0; // backgammon: the one match's length; 0 none
    bool tournament = false; // Rokkaku: a tournament log
    int teams = 0, rounds = 0;
    QString name; // the one game's name, in a file of one game
    bool operator==(const CollectionSummary &) const = default;
};

} // namespace kibitz
