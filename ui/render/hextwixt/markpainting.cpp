#include "render/hextwixt/markpainting.h"

#include "render/boardpainting.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <cmath>

namespace kibitz::markpainting {

QColor contrastingColour(const QColor &colour)
{
    return colour.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

namespace {

QColor colourAt(const HexTwixtPicture &picture, const BoardTheme &theme, int x, int y)
{
    const int player = picture.playerAt(x, y);
    return contrastingColour(player ? theme.playerColour(player) : theme.board);
}

void paintShape(QPainter &painter, MarkShape shape, const QPointF &c, double r)
{
    switch (shape) {
    case MarkShape::Triangle: {
        const double h = r * 0.95;
        painter.drawPolygon(
            QPolygonF({c + QPointF(0, -h), c + QPointF(h * 0.866, h * 0.5), c + QPointF(-h * 0.866, h * 0.5)}));
        return;
    }
    case MarkShape::Square:
        painter.drawRect(QRectF(c.x() - r * 0.7, c.y() - r * 0.7, r * 1.4, r * 1.4));
        return;
    case MarkShape::Circle:
        painter.drawEllipse(c, r * 0.75, r * 0.75);
        return;
    case MarkShape::Cross:
        painter.drawLine(c + QPointF(-r * 0.65, -r * 0.65), c + QPointF(r * 0.65, r * 0.65));
        painter.drawLine(c + QPointF(-r * 0.65, r * 0.65), c + QPointF(r * 0.65, -r * 0.65));
        return;
    case MarkShape::Selected:
    case MarkShape::Dimmed:
        return; // veils, painted first
    }
}

} // namespace

void paintMarks(QPainter &painter, const HexTwixtPicture &picture, const Geometry &g, const BoardTheme &theme)
{
    const NodeMarkup &m = picture.markup;
    if (!m.hasBoardMarks() && picture.dimmed.empty() && m.move == MoveMark::None)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // Dimmed cells: veiled with the background colour.
    QColor veil = theme.background;
    veil.setAlphaF(0.62);
    painter.setPen(Qt::NoPen);
    painter.setBrush(veil);
    for (const MarkCell &c : picture.dimmed)
        painter.drawEllipse(g.centre(c.x, c.y), g.cellRadius, g.cellRadius);
    // Selected cells: a translucent blue disc, apart from the veil in both
    // themes.
    QColor selection(40, 125, 235);
    selection.setAlphaF(0.5);
    painter.setBrush(selection);
    for (const MarkCell &c : m.shape(MarkShape::Selected).cells())
        painter.drawEllipse(g.centre(c.x, c.y), g.cellRadius * 0.8, g.cellRadius * 0.8);

    const double width = std::max(1.0, g.radius * 0.16);
    painter.setBrush(Qt::NoBrush);
    for (MarkShape shape : {MarkShape::Triangle, MarkShape::Square, MarkShape::Circle, MarkShape::Cross}) {
        for (const MarkCell &c : m.shape(shape).cells()) {
            painter.setPen(QPen(colourAt(picture, theme, c.x, c.y), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            paintShape(painter, shape, g.centre(c.x, c.y), g.radius);
        }
    }

    // Lines and arrows run between cell centres, in the colour that stands
    // out on the board, with a thin halo of the board's colour.
    const QColor ink = contrastingColour(theme.board);
    const QColor halo = contrastingColour(ink);
    auto stroke = [&](const QPainterPath &path) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(halo, width * 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
        painter.setPen(QPen(ink, width * 1.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
    };
    for (const BoardLine &l : m.lines) {
        QPainterPath path(g.centre(l.from.x, l.from.y));
        path.lineTo(g.centre(l.to.x, l.to.y));
        stroke(path);
    }
    for (const BoardLine &l : m.arrows) {
        const QPointF from = g.centre(l.from.x, l.from.y);
        const QPointF to = g.centre(l.to.x, l.to.y);
        const QLineF line(from, to);
        const double head = std::min(g.radius * 1.1, line.length() * 0.4);
        QLineF back(to, from);
        back.setLength(head);
        QPainterPath path(from);
        path.lineTo(to);
        for (double turn : {28.0, -28.0}) {
            QLineF wing = back;
            wing.setAngle(back.angle() + turn);
            path.moveTo(to);
            path.lineTo(wing.p2());
        }
        stroke(path);
    }

    // Labels: bold text, shrunk to fit the cell; on an empty cell a disc of
    // the board's colour behind it hides the grid.
    for (const BoardLabel &l : m.labels) {
        const QPointF c = g.centre(l.at.x, l.at.y);
        QFont font = boardpainting::fontOfHeight(g.radius * 1.2, true);
        const QFontMetricsF metrics(font, painter.device());
        const double wide = metrics.horizontalAdvance(l.text);
        if (wide > g.radius * 2.1)
            font = boardpainting::fontOfHeight(g.radius * 1.2 * g.radius * 2.1 / wide, true);
        if (!picture.playerAt(l.at.x, l.at.y)) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(theme.board);
            painter.drawEllipse(c, g.radius * 1.05, g.radius * 1.05);
        }
        boardpainting::drawCentredText(painter, c, l.text, font, colourAt(picture, theme, l.at.x, l.at.y));
    }

    // The move's mark above and to the right of the last move.
    if (m.move != MoveMark::None && picture.lastMove) {
        const QString text = moveMarkText(m.move, m.moveEmphasis);
        const QPointF c = g.centre(picture.lastMove->x(), picture.lastMove->y())
                        + QPointF(g.cellRadius * 0.75, -g.cellRadius * 0.75);
        const QFont font = boardpainting::fontOfHeight(g.radius * 1.1, true);
        const QFontMetricsF metrics(font, painter.device());
        const double w = metrics.horizontalAdvance(text) + g.radius * 0.6;
        const double h = g.radius * 1.7;
        const bool good = m.move == MoveMark::Good || m.move == MoveMark::Interesting;
        QColor badge = theme.outcomeColour(good ? Outcome::Win : Outcome::Loss);
        painter.setPen(QPen(contrastingColour(badge), std::max(1.0, width * 0.5)));
        painter.setBrush(badge);
        painter.drawRoundedRect(QRectF(c.x() - w / 2, c.y() - h / 2, w, h), h / 2, h / 2);
        boardpainting::drawCentredText(painter, c, text, font, contrastingColour(badge));
    }
    painter.restore();
}

} // namespace kibitz::markpainting
