#pragma once

// A collection described in a few words for people, as the start page and the
// recent files show it: "Hex, 1,785 games, 13×13", "backgammon match to 5,
// 2 games, Anna – Bruno", "Rokkaku tournament, 4 teams, 3 rounds". Numbers
// follow the default QLocale; the words are translated (context
// "CollectionSummary").

#include "games/gameregistry.h"
#include "record/collectionsummary.h"

#include <QVariant>

#include <optional>

namespace kibitz {

CollectionSummary summarizeCollection(const Collection &collection);
// The words, in the current language (the name is not part of them).
QString describeCollection(const CollectionSummary &summary);
QString describeCollection(const Collection &collection);
// The summary as settings keep it, and back (nullopt: not one).
QVariantMap collectionSummaryToVariant(const CollectionSummary &summary);
std::optional<CollectionSummary> collectionSummaryFromVariant(const QVariant &value);

} // namespace kibitz
