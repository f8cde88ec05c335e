#include "render/backgammon/backgammonpainter.h"

#include "render/backgammon/backgammonpicture.h"

namespace kibitz {

PositionImage BackgammonPainter::positionImage(const GameRecord &game, NodeId node, const QSize &size,
                                               const RenderOptions &options, ImageFormat format,
                                               const QString &title) const
{
    return imageOf(buildBackgammonPicture(game, node), size, options, format, title);
}

} // namespace kibitz
