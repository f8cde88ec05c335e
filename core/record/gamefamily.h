#pragma once

// The families of games that one collection may hold: a collection read from
// several files (File > Open Folder) must be of one family, as a file is.

#include "record/gamerecord.h"

namespace kibitz {

enum class GameFamily { Hex, Twixt, Backgammon, Rokkaku };

inline GameFamily gameFamily(GameKind kind)
{
    switch (kind) {
    case GameKind::Hex:
        return GameFamily::Hex;
    case GameKind::Twixt:
        return GameFamily::Twixt;
    case GameKind::Backgammon:
    case GameKind::AceyDeucey:
    case GameKind::Tabula:
        return GameFamily::Backgammon;
    case GameKind::Rokkaku:
        break;
    }
    return GameFamily::Rokkaku;
}

} // namespace kibitz
