#include "render/boardpicture.h"

#include "render/gamepainter.h"
#include "render/gamepaintertable.h"

#include <algorithm>

namespace kibitz {

int BoardPicture::playerAt(int x, int y) const
{
    const auto it = std::find_if(stones.begin(), stones.end(),
                                 [x, y](const PictureStone &s) { return s.x == x && s.y == y; });
    return it == stones.end() ? 0 : it->player;
}

bool BoardPictureBuilder::supports(GameKind kind)
{
    const GamePainter *painter = gamePainterFor(kind);
    return painter && painter->drawsBoardPictures();
}

BoardPicture BoardPictureBuilder::build(const GameRecord &game, NodeId node, const PictureOptions &options)
{
    BoardPicture picture;
    picture.kind = game.kind;
    picture.columns = game.columns;
    picture.rows = game.rows;
    const GamePainter *painter = gamePainterFor(game.kind);
    if (!painter || !painter->drawsBoardPictures()) {
        picture.error = tr("%1 games have no board picture").arg(gameKindName(game.kind));
        return picture;
    }
    if (game.columns < 1 || game.rows < 1) {
        picture.error = tr("the board has no cells");
        return picture;
    }
    if (!game.tree.isValid(node) || !game.tree.isAttached(node)) {
        picture.error = tr("no such node in the game tree");
        return picture;
    }
    painter->buildPicture(game, node, options, picture);
    return picture;
}

} // namespace kibitz
