#pragma once

// A collection described in a few words for people, as the start page and the
// recent files show it: "Hex, 1,785 games, 13×13", "backgammon match to 5,
// 2 games, Anna – Bruno", "Rokkaku tournament, 4 teams, 3 rounds". Numbers
// follow the default QLocale; the words are translated (context
// "CollectionSummary").

#include "record/gamerecord.h"

#include <QString>

namespace kibitz {

// The game's name in words ("Hex", "Twixt", "backgammon", "acey-deucey",
// "tabula", "Rokkaku"), translated.
QString gameKindText(GameKind kind);
QString describeCollection(const Collection &collection);

} // namespace kibitz
