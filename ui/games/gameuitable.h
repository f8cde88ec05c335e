#pragma once

// The one table of game families in the interface: which GameUi serves a
// kind of game. Adding a family adds one row here (and its GamePainter row
// in ui/render/gamepaintertable.cpp).

#include "games/gameui.h"

namespace kibitz {

const GameUi &gameUiFor(GameKind kind);
inline const GameUi &gameUiFor(const GameRecord &game)
{
    return gameUiFor(game.kind);
}
// Every GameUi once, in the table's order (Hex, Twixt, backgammon, Rokkaku).
const std::vector<const GameUi *> &gameUis();
// The GameUi whose boards take the colours of `group`.
const GameUi &gameUiForColours(ColourGroup group);

} // namespace kibitz
