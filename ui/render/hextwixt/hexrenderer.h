#pragma once

// HexRenderer: draws a Hex game's HexTwixtPicture the way HexGui does, as a
// rhombus of pointy-top hexagons, each row shifted half a cell to the right
// of the row above, with coloured bands on the sides each player joins.
//
// The geometry (where each cell is, which cell a point is in) depends only on
// the board size, the target rectangle and the options, so interactive views
// can hit-test with the same object that paints.

#include "render/boardfit.h"
#include "render/hextwixt/hextwixtpicture.h"
#include "render/renderoptions.h"

#include <QPainterPath>
#include <QPoint>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <optional>

class QPainter;

namespace kibitz {

// Hex's own option: turns the board half a turn (after any flip), so that the
// board can be read from the opposite side of the table.
inline constexpr GameOption HexRotated{"rotate", false};

class HexRenderer {
public:
    HexRenderer(int columns, int rows, const QRectF &target, const RenderOptions &options = {});

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    // The board with its coloured edge bands, without the coordinates.
    QRectF boardRect() const;
    QPointF cellCenter(int x, int y) const;
    // Centre to corner of a cell, in target pixels.
    double cellRadius() const { return m_fit.toTarget(1.0); }
    QPolygonF cellPolygon(int x, int y) const;
    // Whether a heat map is switched on (RenderOptions::game): the overlay
    // then draws the follow-ups, small, above the cells' numbers.
    bool heatMapShown() const;
    // The cell under a point; none outside the board.
    std::optional<QPoint> cellAt(const QPointF &point) const;

    void paint(QPainter &painter, const HexTwixtPicture &picture, BoardLayers layers = BoardLayers::All) const;
    // Fills `target` with the background colour first (unless only the
    // pieces are painted).
    static void paint(QPainter &painter, const QRectF &target, const HexTwixtPicture &picture,
                      const RenderOptions &options, BoardLayers layers = BoardLayers::All);

private:
    // Display lattice: rows top to bottom, each shifted half a cell right.
    // Flipping exchanges the model's x and y.
    QPointF latticePoint(double column, double row) const;
    QPoint toDisplay(int x, int y) const
    {
        const QPoint flipped = m_options.flipped ? QPoint(y, x) : QPoint(x, y);
        return m_rotated ? QPoint(m_displayColumns - 1 - flipped.x(), m_displayRows - 1 - flipped.y()) : flipped;
    }
    QPointF topLabelPoint(int displayColumn) const;
    QPointF bottomLabelPoint(int displayColumn) const;
    // The part shown (RenderOptions::viewArea): whether a cell is in it, and
    // what a painter is clipped to while it is not the whole board.
    bool inArea(int x, int y) const;
    bool showsPart() const { return !m_options.viewArea.empty(); }
    QPainterPath areaClip() const;
    QRectF unitBounds() const;
    void paintEdges(QPainter &painter) const;
    void paintCells(QPainter &painter) const;
    void paintStones(QPainter &painter, const HexTwixtPicture &picture) const;
    void paintCoordinates(QPainter &painter) const;

    int m_columns = 0;
    int m_rows = 0;
    int m_displayColumns = 0;
    int m_displayRows = 0;
    // The display columns and rows shown: the whole board, or the part's.
    QRect m_shown;
    RenderOptions m_options;
    bool m_rotated = false; // HexRotated
    BoardFit m_fit;
};

} // namespace kibitz
