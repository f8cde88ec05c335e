#include "render/backgammon/backgammonpicture.h"

#include "games/backgammon/backgammonreplayer.h"
#include "render/backgammon/backgammonrenderer.h"

#include <QCoreApplication>
#include <QPainter>

namespace kibitz {

void BackgammonPicture::paint(QPainter &painter, const QRectF &target, const RenderOptions &options,
                              BoardLayers layers) const
{
    if (layers == BoardLayers::Background)
        painter.fillRect(target, options.theme.background);
    else
        BackgammonRenderer::paint(painter, target, *this, options);
}

BackgammonPicture buildBackgammonPicture(const GameRecord &game, NodeId node)
{
    BackgammonPicture picture;
    picture.variant = backgammonVariant(game.kind); // Backgammon for other games
    if (!startPicture(picture, game, node, isBackgammonKind(game.kind)))
        return picture;
    const GameTree &tree = game.tree;
    const BgGameInfo match = backgammonGameInfo(game);
    picture.player1 = game.player1;
    picture.player2 = game.player2;
    picture.matchLength = match.matchLength;
    picture.score1 = match.score1;
    picture.score2 = match.score2;
    BackgammonPosition position = backgammonStart(game);
    const std::vector<NodeId> path = tree.pathFromRoot(node);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const auto event = decodeBackgammonEvent(tree.moveTag(path[i]), tree.moveData(path[i]));
        const QString why
            = event ? position.apply(*event) : QCoreApplication::translate("BoardPicture", "not a backgammon event");
        if (!why.isEmpty()) {
            picture.error = why;
            picture.failedAt = path[i];
            break;
        }
        if (event->kind == BackgammonEvent::Kind::Roll)
            picture.lastRoller = event->player;
        ++picture.ply;
    }
    picture.toMove = position.toAct() == 0 ? 1 : position.toAct();
    picture.winner = position.winner();
    picture.position = position;
    return picture;
}

} // namespace kibitz
