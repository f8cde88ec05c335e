#pragma once

// The one table of game families in the interface: which GameUi serves a
// kind of game. Adding a family adds one row here (and its GamePainter row
// in ui/render/gamepaintertable.cpp).

#include "games/gameui.h"

namespace kibitz {

const GameUi &gameUiFor(GameKind kind);
inline const GameUi &gameUiFor(const GameRecord &game) { return gameUiFor(game.kind); }

} // namespace kibitz
