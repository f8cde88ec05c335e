#include "render/rokkaku/rokkakupainter.h"

#include "games/rokkaku/rokkakureplayer.h"
#include "render/rokkaku/rokkakurenderer.h"

#include <QCoreApplication>

namespace kibitz {

PositionImage RokkakuPainter::positionImage(const GameRecord &game, NodeId node, const QSize &size,
                                            const RenderOptions &options, ImageFormat format,
                                            const QString &title) const
{
    PositionImage image;
    PositionCache cache(game);
    QString why;
    NodeId failedAt = NoNode;
    const auto *position = dynamic_cast<const RokkakuReplayer *>(cache.at(node, &why, &failedAt));
    if (!position) {
        image.problem = PositionImage::Problem::NoPosition;
        image.message = QCoreApplication::translate("RenderCommand", "the game has no Rokkaku set-up");
        return image;
    }
    if (!why.isEmpty()) {
        image.problem = PositionImage::Problem::IllegalMove;
        image.message = why;
        image.failedAt = failedAt;
        return image;
    }
    image.bytes = format == ImageFormat::Svg ? rokkakuSvgBytes(position->position(), size, options, title)
                                             : rokkakuPngBytes(position->position(), size, options);
    if (image.bytes.isEmpty())
        image.problem = PositionImage::Problem::NotProduced;
    return image;
}

std::vector<GameOption> RokkakuPainter::gameOptions() const
{
    return {RokkakuColumnOffset};
}

} // namespace kibitz
