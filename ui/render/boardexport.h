#pragma once

// Painting a BoardPicture of any game family (the picture paints itself with
// its family's renderer) and exporting it as PNG or SVG. Files are written
// atomically: the whole image is produced in memory first, so a failed export
// never leaves half a file behind.

#include "render/boardpicture.h"
#include "render/renderoptions.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace kibitz {

// Fills `target` with the theme's background and draws the board in it, as
// large as fits, centred. Pictures of boards without cells leave just the
// background.
// With `layers`, only the background or only the pieces (see BoardLayers).
void paintBoard(QPainter &painter, const QRectF &target, const BoardPicture &picture, const RenderOptions &options,
                BoardLayers layers = BoardLayers::All);

// An image of `size` logical pixels; with a devicePixelRatio above 1 the image
// holds that many more physical pixels and is drawn just as crisply.
QImage renderImage(const BoardPicture &picture, const QSize &size, const RenderOptions &options = {},
                   qreal devicePixelRatio = 1.0);

QByteArray pngBytes(const BoardPicture &picture, const QSize &size, const RenderOptions &options = {});
QByteArray svgBytes(const BoardPicture &picture, const QSize &size, const RenderOptions &options = {},
                    const QString &title = QString());

// The encodings every board export shares. `paint` draws into the target
// rectangle (0, 0, size); `background`, when valid, is filled first. Empty
// bytes when the image cannot be produced.
using PaintFunction = std::function<void(QPainter &painter, const QRectF &target)>;
QByteArray pngBytes(const QImage &image);
QByteArray svgBytes(const QSize &size, const QColor &background, const QString &title, const QString &description,
                    const PaintFunction &paint);
// Writes exported bytes atomically; false with `error` set when `data` is
// empty (nothing was produced) or the file cannot be written.
bool writeImageFile(const QString &path, const QByteArray &data, QString *error);

// Return false and set `error` (when given) if the file cannot be written.
bool writePng(const QString &path, const BoardPicture &picture, const QSize &size, const RenderOptions &options = {},
              QString *error = nullptr);
bool writeSvg(const QString &path, const BoardPicture &picture, const QSize &size, const RenderOptions &options = {},
              const QString &title = QString(), QString *error = nullptr);

} // namespace kibitz
