#pragma once

// RokkakuRenderer: draws a Rokkaku Conquest field. Hexels are pointy-topped
// hexagons in rows, every odd row shifted half a hexel to the right (or, with
// RenderOptions::rokkakuColumnOffset, flat-topped in columns, every odd column
// shifted half a hexel down); (0,0) is at the top left. An owned hexel is
// tinted with its team's colour, gates carry an inner ring, the dog is a
// diamond and the samurai are discs numbered 1-3 in the team's colour, and a
// frozen agent has an icy ring. Agents sharing a hexel are drawn side by side.
//
// As with the other renderers, the geometry depends only on the field size,
// the target and the options, so a view can hit-test with this object.

#include "games/rokkaku/rokkakuposition.h"
#include "render/boardfit.h"
#include "render/renderoptions.h"

#include <QByteArray>
#include <QPoint>
#include <QPolygonF>
#include <QRectF>
#include <QSize>

#include <optional>

class QPainter;

namespace kibitz {

class RokkakuRenderer {
public:
    RokkakuRenderer(int width, int height, const QRectF &target, const RenderOptions &options = {});

    QPointF hexelCenter(int x, int y) const;
    // Centre to corner, in target pixels.
    double hexelRadius() const { return m_fit.toTarget(1.0); }
    QPolygonF hexelPolygon(int x, int y) const;
    // The hexel under a point; none outside the field.
    std::optional<QPoint> hexelAt(const QPointF &point) const;

    void paint(QPainter &painter, const RokkakuPosition &position) const;
    // The colour of in-game team 0-3 in a theme (team 0 and 1 take the
    // theme's player colours).
    static QColor teamColour(const BoardTheme &theme, int team);

private:
    QPointF unitCenter(int x, int y) const;
    QPolygonF unitHexagon(const QPointF &center, double radius) const;
    void paintAgent(QPainter &painter, const QPointF &center, double radius, int agent, bool frozen) const;

    int m_width = 0;
    int m_height = 0;
    RenderOptions m_options;
    BoardFit m_fit;
};

// Fills the whole image with the theme's background and draws the field in it.
QByteArray rokkakuPngBytes(const RokkakuPosition &position, const QSize &size, const RenderOptions &options = {});
QByteArray rokkakuSvgBytes(const RokkakuPosition &position, const QSize &size, const RenderOptions &options = {},
                           const QString &title = QString());

} // namespace kibitz
