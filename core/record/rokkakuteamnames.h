#pragma once

// What a Rokkaku Conquest record holds besides its field and turns: the names
// of its four teams. A GameRecord keeps it in its `setup` (gamerecord.h) only
// when the game is Rokkaku.

#include <QStringList>

namespace kibitz {

struct RokkakuTeamNames {
    // The game's teams in game order (the record's player1 and player2 are the
    // first two), when the file names them.
    QStringList teamNames;
    bool operator==(const RokkakuTeamNames &) const = default;
};

} // namespace kibitz
