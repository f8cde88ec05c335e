#pragma once

// The one table of game families in the interface: which GameUi serves a
// family of the registry of games (games/gameregistry.h), and so a kind of
// game. Adding a family adds one row here (and its GamePainter row in
// ui/render/gamepaintertable.cpp).

#include "games/gameregistry.h"
#include "games/gameui.h"

#include <vector>

namespace kibitz {

const GameUi &gameUiFor(GameKind kind);
inline const GameUi &gameUiFor(const GameRecord &game)
{
    return gameUiFor(game.kind);
}
// The GameUi of a family (its boards' colours, its remembered Flip Board).
const GameUi &gameUiForFamily(GameFamily family);
// The family's row, null when the table lacks it (tests ask).
const GameUi *gameUiRowFor(GameFamily family);
// Every GameUi once, in the table's order (Hex, Twixt, backgammon, Rokkaku).
const std::vector<const GameUi *> &gameUis();

// The list (familyList, games/gameregistry.h) of the families whose GameUi row answers `can` with true.
QString familiesThat(bool (GameUi::*can)() const);

// The view its GameUi makes for a document's game; the document becomes its child.
DocumentView *createDocumentView(GameDocument *document);

} // namespace kibitz
