#include "render/backgammon/backgammonpainter.h"

#include "games/backgammon/backgammonreplayer.h"
#include "render/backgammon/backgammonrenderer.h"

#include <QCoreApplication>
#include <QPainter>

namespace kibitz {

namespace {

// Replays the path to `node` (games are linear lists of events, but any path works).
void replayBackgammon(const GameRecord &game, NodeId node, BoardPicture &picture)
{
    const GameTree &tree = game.tree;
    const BgGameInfo match = backgammonGameInfo(game);
    BackgammonPictureInfo info{backgammonStart(game), game.player1, game.player2, match.matchLength, match.score1,
                               match.score2, 0, 0, {}, {}};
    const std::vector<NodeId> path = tree.pathFromRoot(node);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const auto event = decodeBackgammonEvent(tree.moveTag(path[i]), tree.moveData(path[i]));
        const QString why = event ? info.position.apply(*event) : QCoreApplication::translate("BoardPicture", "not a backgammon event");
        if (!why.isEmpty()) {
            picture.error = why;
            picture.failedAt = path[i];
            break;
        }
        if (event->kind == BackgammonEvent::Kind::Roll)
            info.lastRoller = event->player;
        ++picture.ply;
    }
    picture.toMove = info.position.toAct() == 0 ? 1 : info.position.toAct();
    picture.winner = info.position.winner();
    picture.backgammon = std::move(info);
}

} // namespace

void BackgammonPainter::buildPicture(const GameRecord &game, NodeId node, const PictureOptions &,
                                     BoardPicture &picture) const
{
    replayBackgammon(game, node, picture);
}

void BackgammonPainter::paint(QPainter &painter, const QRectF &target, const BoardPicture &picture,
                              const RenderOptions &options, BoardLayers layers) const
{
    // One layer only: its background is the plain fill, and the pieces are
    // the whole board, painted over it.
    if (layers == BoardLayers::Background)
        painter.fillRect(target, options.theme.background);
    else
        BackgammonRenderer::paint(painter, target, picture, options);
}

} // namespace kibitz
