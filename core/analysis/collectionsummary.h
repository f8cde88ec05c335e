#pragma once

// A collection described in a few words for people, as the start page and the
// recent files show it: "Hex, 1,785 games, 13×13", "backgammon match to 5,
// 2 games, Anna – Bruno", "Rokkaku tournament, 4 teams, 3 rounds". Numbers
// follow the default QLocale; the words are translated (context
// "CollectionSummary").

#include "games/gameregistry.h"
#include "record/gamerecord.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace kibitz {

// What the description says, as data: kept (e.g. in the recent files'
// settings) and worded again in whatever language is current when shown.
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

CollectionSummary summarizeCollection(const Collection &collection);
// The words, in the current language (the name is not part of them).
QString describeCollection(const CollectionSummary &summary);
QString describeCollection(const Collection &collection);
// The summary as settings keep it, and back (nullopt: not one).
QVariantMap collectionSummaryToVariant(const CollectionSummary &summary);
std::optional<CollectionSummary> collectionSummaryFromVariant(const QVariant &value);

} // namespace kibitz
