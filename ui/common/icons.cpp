#include "common/icons.h"

#include <QAction>
#include <QObject>
#include <QPainter>
#include <QPixmap>
#include <QPolygonF>

#include <cmath>

namespace kibitz::Icons {

namespace {

const char *const GlyphProperty = "kibitzGlyph";

// The playback glyphs and the flip: filled shapes on a 64 pixel square,
// scaled down by the style to the toolbar's icon size.
QIcon filledGlyph(Glyph glyph, const QColor &ink)
{
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    const auto left = [&p](double x, double size) {
        p.drawPolygon(QPolygonF({QPointF(x, 32), QPointF(x + size, 32 - size), QPointF(x + size, 32 + size)}));
    };
    const auto right = [&p](double x, double size) {
        p.drawPolygon(QPolygonF({QPointF(x + size, 32), QPointF(x, 32 - size), QPointF(x, 32 + size)}));
    };
    switch (glyph) {
    case Glyph::Start:
        p.drawRect(QRectF(12, 14, 6, 36));
        left(20, 18);
        left(38, 18);
        break;
    case Glyph::Previous:
        left(10, 20);
        left(32, 20);
        break;
    case Glyph::PreviousStep:
        left(18, 16);
        p.drawEllipse(QPointF(44, 32), 8, 8);
        break;
    case Glyph::Play:
        right(18, 22);
        break;
    case Glyph::Pause:
        p.drawRect(QRectF(18, 12, 10, 40));
        p.drawRect(QRectF(36, 12, 10, 40));
        break;
    case Glyph::NextStep:
        p.drawEllipse(QPointF(20, 32), 8, 8);
        right(30, 16);
        break;
    case Glyph::Next:
        right(12, 20);
        right(34, 20);
        break;
    case Glyph::End:
        right(8, 18);
        right(26, 18);
        p.drawRect(QRectF(46, 14, 6, 36));
        break;
    case Glyph::PreviousGame:
        p.drawRect(QRectF(12, 12, 40, 6));
        p.drawPolygon(QPolygonF({QPointF(32, 22), QPointF(12, 50), QPointF(52, 50)}));
        break;
    case Glyph::NextGame:
        p.drawPolygon(QPolygonF({QPointF(32, 42), QPointF(12, 14), QPointF(52, 14)}));
        p.drawRect(QRectF(12, 46, 40, 6));
        break;
    case Glyph::Flip:
        p.drawPolygon(QPolygonF({QPointF(20, 6), QPointF(8, 22), QPointF(32, 22)}));
        p.drawRect(QRectF(16, 22, 8, 26));
        p.drawPolygon(QPolygonF({QPointF(44, 58), QPointF(32, 42), QPointF(56, 42)}));
        p.drawRect(QRectF(40, 16, 8, 26));
        break;
    case Glyph::Columns:
    case Glyph::Coordinates:
    case Glyph::Present:
    case Glyph::AutoAdvance:
        break;
    }
    return QIcon(pixmap);
}

// Line drawings at 16, 24 and 32 pixels, each drawn on a 16 unit square: thin
// lines stay sharp at every toolbar size.
QIcon lineGlyph(Glyph glyph, const QColor &ink)
{
    QIcon icon;
    for (const int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(size / 16.0, size / 16.0);
        painter.setPen(QPen(ink, 1.2));
        painter.setBrush(Qt::NoBrush);
        if (glyph == Glyph::Columns) {
            // Flat-topped hexagons in offset columns.
            const auto hexagon = [&](QPointF c) {
                QPolygonF polygon;
                for (int i = 0; i < 6; ++i)
                    polygon << c + QPointF(3.6 * std::cos(M_PI / 3 * i), 3.6 * std::sin(M_PI / 3 * i));
                painter.drawPolygon(polygon);
            };
            hexagon(QPointF(4.2, 4.2));
            hexagon(QPointF(4.2, 11.4));
            hexagon(QPointF(10.0, 7.8));
        } else if (glyph == Glyph::AutoAdvance) {
            // Three quarters of a circle, its end an arrowhead.
            painter.setPen(QPen(ink, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawArc(QRectF(2.5, 2.5, 11, 11), 90 * 16, 270 * 16);
            painter.setPen(Qt::NoPen);
            painter.setBrush(ink);
            painter.drawPolygon(QPolygonF({QPointF(13.5, 4.6), QPointF(16.0, 9.0), QPointF(11.0, 9.0)}));
        } else if (glyph == Glyph::Present) {
            // The four corners of a screen, pointing out.
            painter.setPen(QPen(ink, 1.6));
            for (const QPointF corner :
                 {QPointF(2.5, 2.5), QPointF(13.5, 2.5), QPointF(2.5, 13.5), QPointF(13.5, 13.5)}) {
                const double dx = corner.x() < 8 ? 4 : -4;
                const double dy = corner.y() < 8 ? 4 : -4;
                painter.drawPolyline(QPolygonF({corner + QPointF(dx, 0), corner, corner + QPointF(0, dy)}));
            }
        } else {
            // A ruled corner with a point on the field.
            painter.drawLine(QPointF(4.5, 4.5), QPointF(15, 4.5));
            painter.drawLine(QPointF(4.5, 4.5), QPointF(4.5, 15));
            for (double t : {7.5, 10.5, 13.5}) {
                painter.drawLine(QPointF(t, 2), QPointF(t, 4.5));
                painter.drawLine(QPointF(2, t), QPointF(4.5, t));
            }
            painter.setBrush(ink);
            painter.setPen(Qt::NoPen);
            painter.drawEllipse(QPointF(10.5, 10.5), 2, 2);
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

QIcon icon(Glyph glyph, const QColor &ink)
{
    if (glyph == Glyph::Columns || glyph == Glyph::Coordinates || glyph == Glyph::Present
        || glyph == Glyph::AutoAdvance)
        return lineGlyph(glyph, ink);
    return filledGlyph(glyph, ink);
}

void setGlyph(QAction *action, Glyph glyph, const QColor &ink)
{
    action->setProperty(GlyphProperty, int(glyph));
    action->setIcon(icon(glyph, ink));
}

void repaint(QObject *root, const QColor &ink)
{
    QList<QAction *> actions = root->findChildren<QAction *>();
    if (auto *self = qobject_cast<QAction *>(root))
        actions.prepend(self);
    for (QAction *action : actions) {
        const QVariant glyph = action->property(GlyphProperty);
        if (glyph.isValid())
            action->setIcon(icon(Glyph(glyph.toInt()), ink));
    }
}

} // namespace kibitz::Icons
