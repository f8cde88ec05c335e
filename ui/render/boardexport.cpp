#include "render/boardexport.h"

#include "formats/registry.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QSvgGenerator>

namespace kibitz {

bool writeImageFile(const QString &path, const QByteArray &data, QString *error)
{
    if (data.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("BoardExport", "the image could not be produced");
        return false;
    }
    const QString ioError = writeFileAtomically(path, data);
    if (error)
        *error = ioError;
    return ioError.isEmpty();
}

QByteArray pngBytes(const QImage &image)
{
    if (image.isNull())
        return QByteArray();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return QByteArray();
    return bytes;
}

QByteArray svgBytes(const QSize &size, const QColor &background, const QString &title, const QString &description,
                    const PaintFunction &paint)
{
    if (size.isEmpty())
        return QByteArray();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(title);
    generator.setDescription(description);
    QPainter painter(&generator);
    const QRectF target(QPointF(0, 0), QSizeF(size));
    if (background.isValid())
        painter.fillRect(target, background);
    paint(painter, target);
    painter.end();
    return bytes;
}

void paintBoard(QPainter &painter, const QRectF &target, const BoardPicture &picture, const RenderOptions &options,
                BoardLayers layers)
{
    if (picture.columns < 1 || picture.rows < 1) {
        if (layers != BoardLayers::Pieces)
            painter.fillRect(target, options.theme.background);
        return;
    }
    picture.paint(painter, target, options, layers);
}

QImage renderImage(const BoardPicture &picture, const QSize &size, const RenderOptions &options, qreal devicePixelRatio)
{
    if (size.isEmpty() || devicePixelRatio <= 0)
        return QImage();
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(options.theme.background);
    QPainter painter(&image);
    paintBoard(painter, QRectF(QPointF(0, 0), QSizeF(size)), picture, options);
    painter.end();
    return image;
}

QByteArray pngBytes(const BoardPicture &picture, const QSize &size, const RenderOptions &options)
{
    return pngBytes(renderImage(picture, size, options));
}

QByteArray svgBytes(const BoardPicture &picture, const QSize &size, const RenderOptions &options, const QString &title)
{
    return svgBytes(size, QColor(), title, QCoreApplication::translate("BoardExport", "Board drawn by Kibitz"),
                    [&](QPainter &painter, const QRectF &target) { paintBoard(painter, target, picture, options); });
}

bool writePng(const QString &path, const BoardPicture &picture, const QSize &size, const RenderOptions &options,
              QString *error)
{
    return writeImageFile(path, pngBytes(picture, size, options), error);
}

bool writeSvg(const QString &path, const BoardPicture &picture, const QSize &size, const RenderOptions &options,
              const QString &title, QString *error)
{
    return writeImageFile(path, svgBytes(picture, size, options, title), error);
}

} // namespace kibitz
