#pragma once

// The one table of game painters: which GamePainter draws a family of the
// registry of games (games/gameregistry.h), and so a kind of game. Adding a
// game family adds one row here (and its GameUi row in
// ui/games/gameuitable.cpp); nothing else asks which game is drawn.

#include "games/gameregistry.h"

namespace kibitz {

class GamePainter;

// Null for a kind that nothing can draw.
const GamePainter *gamePainterFor(GameKind kind);

} // namespace kibitz
