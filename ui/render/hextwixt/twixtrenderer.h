#pragma once

// TwixtRenderer: draws a Twixt game's HexTwixtPicture as a board of holes
// with the border lines printed in the colour of the player who owns the rows
// beyond them, pegs, links between peg centres, and optionally the
// knight-move guide lines of printed boards.
//
// Geometry depends only on the board size, the target rectangle and the
// options, so views hit-test holes and links with the object that paints.

#include "games/twixt/twixtmove.h"
#include "render/boardfit.h"
#include "render/hextwixt/hextwixtpicture.h"
#include "render/renderoptions.h"

#include <QPainterPath>
#include <QPoint>
#include <QPointF>
#include <QRectF>

#include <optional>

class QPainter;

namespace kibitz {

// Twixt's own option: the thin knight-move lines printed on real boards.
inline constexpr GameOption TwixtGuidelines{"guidelines", true};

class TwixtRenderer {
public:
    TwixtRenderer(int columns, int rows, const QRectF &target, const RenderOptions &options = {});

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    // The board surface, without the coordinates.
    QRectF boardRect() const;
    QPointF cellCenter(int x, int y) const;
    // The distance between neighbouring holes, in target pixels.
    double holeSpacing() const { return m_fit.toTarget(1.0); }
    double pegRadius() const;
    // The hole nearest to a point (within half a hole spacing); none outside
    // the board and at the four unused corners.
    std::optional<QPoint> cellAt(const QPointF &point) const;
    // The link whose midpoint is nearest to a point, if within `tolerance`
    // hole spacings; of the two links crossing at one midpoint, the one whose
    // line passes nearer. Only links that some player could make are found.
    std::optional<TwixtLink> linkAt(const QPointF &point, double tolerance = 0.35) const;
    bool isHole(int x, int y) const;

    void paint(QPainter &painter, const HexTwixtPicture &picture, BoardLayers layers = BoardLayers::All) const;
    // Fills `target` with the background colour first (unless only the
    // pieces are painted).
    static void paint(QPainter &painter, const QRectF &target, const HexTwixtPicture &picture,
                      const RenderOptions &options, BoardLayers layers = BoardLayers::All);

private:
    // Display coordinates: flipping exchanges the model's x and y.
    QPointF unitPoint(double x, double y) const { return m_options.flipped ? QPointF(y, x) : QPointF(x, y); }
    QRectF unitBounds() const;
    QRectF unitBoard() const;
    // The part shown (RenderOptions::viewArea): whether a hole is in it, and
    // what a painter is clipped to while it is not the whole board.
    bool inArea(int x, int y) const;
    bool showsPart() const { return !m_options.viewArea.empty(); }
    QPainterPath areaClip() const;
    bool canLink(const TwixtLink &link) const;
    void paintBoard(QPainter &painter) const;
    void paintGuidelines(QPainter &painter) const;
    void paintBorderLines(QPainter &painter) const;
    void paintHoles(QPainter &painter, const HexTwixtPicture &picture) const;
    void paintPegsAndLinks(QPainter &painter, const HexTwixtPicture &picture) const;
    void paintCoordinates(QPainter &painter) const;

    int m_columns = 0;
    int m_rows = 0;
    RenderOptions m_options;
    // The holes shown, in board coordinates: the whole board, or the part's.
    QRect m_shown;
    BoardFit m_fit;
};

} // namespace kibitz
