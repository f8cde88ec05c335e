#include "render/boardpicture.h"

#include "games/gameregistry.h"

#include <QCoreApplication>

namespace kibitz {

bool startPicture(BoardPicture &picture, const GameRecord &game, NodeId node, bool familyGame)
{
    picture.columns = game.columns;
    picture.rows = game.rows;
    if (!familyGame) {
        picture.error = QCoreApplication::translate("BoardPicture", "%1 games have no board picture")
                            .arg(gameKindName(game.kind));
        return false;
    }
    if (game.columns < 1 || game.rows < 1) {
        picture.error = QCoreApplication::translate("BoardPicture", "the board has no cells");
        return false;
    }
    if (!game.tree.isValid(node) || !game.tree.isAttached(node)) {
        picture.error = QCoreApplication::translate("BoardPicture", "no such node in the game tree");
        return false;
    }
    return true;
}

} // namespace kibitz
