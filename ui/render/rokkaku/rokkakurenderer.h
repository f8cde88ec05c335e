#pragma once

// RokkakuRenderer: draws a Rokkaku Conquest field as the official runtime
// lays it out (rokkakuRowLength): pointy-topped hexagons in rows, the odd rows
// width hexels long and the even rows (row 0 first) a hexel shorter and
// shifted half a hexel to the right. With the option RokkakuColumnOffset
// the same field is drawn transposed: flat-topped hexagons in columns, column
// y holding row y's hexels from the top down, the even columns shifted half a
// hexel down; (0,0) is at the top left either way. An owned hexel is
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

#include <array>
#include <optional>
#include <vector>

class QPainter;

namespace kibitz {

// Rokkaku's own option: flat-topped hexagons in columns, every odd column
// shifted down half a hexel, instead of pointy-topped ones in rows, every odd
// row shifted right.
inline constexpr GameOption RokkakuColumnOffset{"columnOffset", false};

class RokkakuRenderer {
public:
    RokkakuRenderer(int width, int height, const QRectF &target, const RenderOptions &options = {});

    // Whether hexel (x, y) is on the field (rokkakuHexelExists).
    bool hasHexel(int x, int y) const;
    QPointF hexelCenter(int x, int y) const;
    // Centre to corner, in target pixels.
    double hexelRadius() const { return m_fit.toTarget(1.0); }
    QPolygonF hexelPolygon(int x, int y) const;
    // The hexel under a point; none outside the field.
    std::optional<QPoint> hexelAt(const QPointF &point) const;

    // Everything: paintField, then paintAgents.
    void paint(QPainter &painter, const RokkakuPosition &position) const;

    // The layers a view caches and animates separately. The field: hexels
    // tinted by owner, gates, coordinates (when the options ask for them);
    // nothing here depends on where the agents stand.
    void paintField(QPainter &painter, const RokkakuPosition &position) const;
    // One hexel as paintField draws it, for a view that updates a cached
    // field where owners changed.
    void paintHexel(QPainter &painter, int x, int y, int owner, bool gate) const;
    // paintField's layers, in the order it paints them, for a view that
    // caches them apart: the hexels' fills (no outlines), the outlines of
    // every hexel, the gates' rings, and the coordinates (when the options
    // ask for them).
    void paintFills(QPainter &painter, const RokkakuPosition &position) const;
    void paintOutlines(QPainter &painter) const;
    void paintGates(QPainter &painter, const RokkakuPosition &position) const;
    void paintGates(QPainter &painter, const std::vector<Hexel> &gates) const;
    void paintCoordinates(QPainter &painter) const;
    // Where paintCoordinates draws its labels (none without coordinates).
    std::vector<QRectF> coordinateBoxes() const;
    // Whether paintFills antialiases (large hexels only: below, the
    // antialiased outlines cover the fills' edges).
    bool antialiasedFills() const { return hexelRadius() >= 16; }
    // A hexel's fill colour for an owner (-1: nobody).
    QColor fillColour(int owner) const;

    // Where an agent is drawn: agents sharing a hexel stand side by side,
    // smaller. Target pixels; `visible` is false for an agent outside the field.
    struct AgentSpot {
        QPointF center;
        double radius = 0;
        bool visible = false;
    };
    std::array<AgentSpot, RokkakuAgents> agentSpots(const RokkakuPosition &position) const;
    // Agent `agent` (team * 4 + number) at a spot; `frozen` from 0 (not) to 1
    // (fully frozen: the icy ring and cross), so that a view can fade it in.
    void paintAgent(QPainter &painter, const AgentSpot &spot, int agent, double frozen) const;
    void paintAgents(QPainter &painter, const RokkakuPosition &position) const;

    const RenderOptions &options() const { return m_options; }
    const BoardFit &fit() const { return m_fit; }
    // The hexagon of a hexel scaled about its centre (1 is the hexel itself).
    QPolygonF hexelPolygon(int x, int y, double scale) const;
    // The colour of in-game team 0-3 in a theme, in the official
    // visualizer's order: red (the theme's player 1), green (team3), blue
    // (player 2), yellow (team4).
    static QColor teamColour(const BoardTheme &theme, int team);

private:
    QPointF unitCenter(int x, int y) const;
    QPolygonF unitHexagon(const QPointF &center, double radius) const;

    int m_width = 0;
    int m_height = 0;
    RenderOptions m_options;
    bool m_columnOffset = false; // RokkakuColumnOffset
    BoardFit m_fit;
};

// Fills the whole image with the theme's background and draws the field in it.
QByteArray rokkakuPngBytes(const RokkakuPosition &position, const QSize &size, const RenderOptions &options = {});
QByteArray rokkakuSvgBytes(const RokkakuPosition &position, const QSize &size, const RenderOptions &options = {},
                           const QString &title = QString());

} // namespace kibitz
