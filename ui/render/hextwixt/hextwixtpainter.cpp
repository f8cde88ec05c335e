#include "render/hextwixt/hextwixtpainter.h"

#include "render/hextwixt/hexoverlay.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/hextwixtpicture.h"
#include "render/hextwixt/twixtrenderer.h"

namespace kibitz {

PositionImage HexTwixtPainter::positionImage(const GameRecord &game, NodeId node, const QSize &size,
                                             const RenderOptions &options, ImageFormat format,
                                             const QString &title) const
{
    return imageOf(buildHexTwixtPicture(game, node), size, options, format, title);
}

std::vector<GameOption> HexPainter::gameOptions() const
{
    return {HexRotated, HexShowDecided, HexTwoDistanceHeat, HexResistanceHeat};
}

std::vector<GameOption> TwixtPainter::gameOptions() const
{
    return {TwixtGuidelines, TwixtShowConnection};
}

} // namespace kibitz
