#include "render/boardpainting.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPixmapCache>

#include <algorithm>
#include <cmath>

namespace kibitz::boardpainting {

QFont fontOfHeight(double pixelHeight, bool bold)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    // Cap height is about 0.72 of the pixel size in common sans fonts.
    font.setPixelSize(std::max(1, int(std::lround(pixelHeight / 0.72))));
    font.setBold(bold);
    return font;
}

void drawCentredText(QPainter &painter, const QPointF &centre, const QString &text, const QFont &font,
                     const QColor &colour)
{
    // Centre on the ink of the text rather than on the line box, so that
    // labels sit in the middle of stones and next to their rows. Vertically
    // on the ink of the text with each small letter taken as an "x" and
    // each capital as an "H": a row of labels (a, b, ... h; I, J) shares
    // one baseline instead of zig-zagging with ascenders and descenders.
    const QFontMetricsF metrics(font, painter.device());
    const QRectF ink = metrics.tightBoundingRect(text);
    QString shape = text;
    for (QChar &c : shape) {
        if (c.isLower())
            c = QLatin1Char('x');
        else if (c.isUpper())
            c = QLatin1Char('H');
    }
    const QRectF body = metrics.tightBoundingRect(shape);
    const QPointF baseline(centre.x() - ink.center().x(), centre.y() - body.center().y());
    painter.save();
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(baseline, text);
    painter.restore();
}

void drawOutcomeGlyph(QPainter &painter, const QPointF &centre, double radius, Outcome outcome, const BoardTheme &theme,
                      bool proven)
{
    const QColor colour = theme.outcomeColour(outcome);
    painter.save();
    if (outcome == Outcome::Unknown) {
        // A plain next-move marker: nothing is said about the move.
        painter.setPen(QPen(theme.glyphOutline, 0.12 * radius));
        painter.setBrush(colour);
        painter.drawEllipse(centre, 0.24 * radius, 0.24 * radius);
        painter.restore();
        return;
    }
    // What rests on the labels only is drawn smaller and hollow.
    const double r = proven ? radius : 0.85 * radius;
    QPainterPath shape;
    bool stroked = !proven; // lines (cross, equals, hollow outlines) rather than filled areas
    switch (outcome) {
    case Outcome::Win:
        shape.addEllipse(centre, (proven ? 0.62 : 0.55) * r, (proven ? 0.62 : 0.55) * r);
        break;
    case Outcome::Loss:
        shape.moveTo(centre + QPointF(-0.55 * r, -0.55 * r));
        shape.lineTo(centre + QPointF(0.55 * r, 0.55 * r));
        shape.moveTo(centre + QPointF(0.55 * r, -0.55 * r));
        shape.lineTo(centre + QPointF(-0.55 * r, 0.55 * r));
        stroked = true;
        break;
    case Outcome::Favourable:
        shape.moveTo(centre + QPointF(0, -0.75 * r));
        shape.lineTo(centre + QPointF(0.7 * r, 0.5 * r));
        shape.lineTo(centre + QPointF(-0.7 * r, 0.5 * r));
        shape.closeSubpath();
        break;
    case Outcome::Unfavourable:
        shape.moveTo(centre + QPointF(0, 0.75 * r));
        shape.lineTo(centre + QPointF(0.7 * r, -0.5 * r));
        shape.lineTo(centre + QPointF(-0.7 * r, -0.5 * r));
        shape.closeSubpath();
        break;
    case Outcome::Tie:
        shape.moveTo(centre + QPointF(-0.6 * r, -0.3 * r));
        shape.lineTo(centre + QPointF(0.6 * r, -0.3 * r));
        shape.moveTo(centre + QPointF(-0.6 * r, 0.3 * r));
        shape.lineTo(centre + QPointF(0.6 * r, 0.3 * r));
        stroked = true;
        break;
    case Outcome::Unknown:
        break;
    }

    painter.setBrush(Qt::NoBrush);
    if (stroked) {
        const double width = (proven ? 0.26 : 0.15) * r;
        painter.setPen(QPen(theme.glyphOutline, width + 0.16 * r, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(shape);
        painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(shape);
    } else {
        painter.setPen(QPen(theme.glyphOutline, 0.18 * r, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(shape);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawPath(shape);
    }
    painter.restore();
}

void drawMoveNumber(QPainter &painter, const QPointF &centre, double stoneRadius, int number, const QColor &colour)
{
    const QString text = QString::number(number);
    const double shrink = text.size() <= 1 ? 0.85 : text.size() == 2 ? 0.72 : text.size() == 3 ? 0.55 : 0.42;
    drawCentredText(painter, centre, text, fontOfHeight(stoneRadius * shrink, true), colour);
}

void drawLastMoveRing(QPainter &painter, const QPointF &centre, double radius, const QColor &colour, double width)
{
    painter.setPen(QPen(colour, width));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, radius, radius);
}

void drawLastMoveDot(QPainter &painter, const QPointF &centre, double radius, const QColor &colour)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(centre, radius, radius);
}

void drawDisc(QPainter &painter, const QPointF &centre, double radius, const QColor &fill, const QColor &outline,
              double outlineWidth)
{
    const QPaintEngine *engine = painter.paintEngine();
    const bool raster = engine && engine->type() == QPaintEngine::Raster;
    const QTransform &transform = painter.worldTransform();
    if (!raster || !transform.isIdentity() || radius > 200) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(outline, outlineWidth));
        painter.setBrush(fill);
        painter.drawEllipse(centre, radius, radius);
        painter.restore();
        return;
    }
    const qreal ratio = painter.device()->devicePixelRatioF();
    // Sized in device pixels, with a pixel to spare for antialiasing.
    const int side = int(std::ceil((2 * radius + outlineWidth) * ratio)) + 2;
    const QString key = QStringLiteral("kibitz-disc %1 %2 %3 %4 %5 %6")
                            .arg(fill.rgba())
                            .arg(outline.rgba())
                            .arg(radius, 0, 'f', 3)
                            .arg(outlineWidth, 0, 'f', 3)
                            .arg(ratio)
                            .arg(side);
    QPixmap sprite;
    if (!QPixmapCache::find(key, &sprite)) {
        sprite = QPixmap(side, side);
        sprite.fill(Qt::transparent);
        QPainter p(&sprite);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(outline, outlineWidth * ratio));
        p.setBrush(fill);
        p.drawEllipse(QPointF(side / 2.0, side / 2.0), radius * ratio, radius * ratio);
        p.end();
        sprite.setDevicePixelRatio(ratio);
        QPixmapCache::insert(key, sprite);
    }
    const double half = side / (2.0 * ratio);
    // Whole device pixels: a sprite drawn between pixels would be resampled.
    const QPointF topLeft(std::round((centre.x() - half) * ratio) / ratio,
                          std::round((centre.y() - half) * ratio) / ratio);
    painter.drawPixmap(topLeft, sprite);
}

} // namespace kibitz::boardpainting
