#include "render/gamepainter.h"

#include "render/boardexport.h"

#include <algorithm>

namespace kibitz {

PositionImage GamePainter::imageOf(const BoardPicture &picture, const QSize &size, const RenderOptions &options,
                                   ImageFormat format, const QString &title)
{
    PositionImage image;
    if (!picture.ok()) {
        image.problem = PositionImage::Problem::IllegalMove;
        image.message = picture.error;
        image.failedAt = picture.failedAt;
        return image;
    }
    image.bytes
        = format == ImageFormat::Svg ? svgBytes(picture, size, options, title) : pngBytes(picture, size, options);
    if (image.bytes.isEmpty())
        image.problem = PositionImage::Problem::NotProduced;
    return image;
}

bool GamePainter::hasGameOption(const char *key) const
{
    const std::vector<GameOption> options = gameOptions();
    return std::any_of(options.begin(), options.end(),
                       [key](const GameOption &option) { return qstrcmp(option.key, key) == 0; });
}

} // namespace kibitz
