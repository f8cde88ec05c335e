#include "render/hextwixt/hexrenderer.h"

#include "games/hex/hexposition.h"
#include "render/boardpainting.h"
#include "render/hextwixt/hexoverlay.h"
#include "render/hextwixt/markpainting.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kibitz {

namespace {

// Units are the hexagon's circumradius: a cell is sqrt(3) wide and rows are
// 1.5 apart.
const double kCellWidth = std::sqrt(3.0);
constexpr double kRowStep = 1.5;
// How far beyond the corner cells' centres (in cells) the edge bands reach:
// one cell puts the band's outer edge half a row above the top hexagons.
constexpr double kEdgeBand = 1.0;
// Where the coordinates sit, in cells beyond the outermost cells' centres.
constexpr double kColumnLabelDistance = 1.45;
constexpr double kRowLabelDistance = 1.6;
constexpr double kLabelHeight = 0.62;
constexpr double kMargin = 0.25;
constexpr double kStoneRadius = 0.78 * 0.5 * 1.7320508075688772; // of the inscribed circle
constexpr double kGlyphRadius = 0.58;

QString columnLetters(int x)
{
    QString name = HexPosition::cellName(x, 0);
    name.chop(1); // the row number "1"
    return name;
}

QRectF labelBox(const QPointF &centre, int characters)
{
    const double halfWidth = 0.5 * characters * 0.9 * kLabelHeight;
    const double halfHeight = 0.5 * kLabelHeight;
    return QRectF(centre.x() - halfWidth, centre.y() - halfHeight, 2 * halfWidth, 2 * halfHeight);
}

} // namespace

HexRenderer::HexRenderer(int columns, int rows, const QRectF &target, const RenderOptions &options)
    : m_columns(std::max(1, columns))
    , m_rows(std::max(1, rows))
    , m_options(options)
    , m_rotated(options.game.value(HexRotated))
{
    m_displayColumns = options.flipped ? m_rows : m_columns;
    m_displayRows = options.flipped ? m_columns : m_rows;
    m_shown = QRect(0, 0, m_displayColumns, m_displayRows);
    if (showsPart()) {
        QRect area;
        for (const QRect &r : options.viewArea)
            area |= r;
        area &= QRect(0, 0, m_columns, m_rows);
        if (area.isEmpty()) {
            m_options.viewArea.clear();
        } else {
            const QPoint a = toDisplay(area.left(), area.top());
            const QPoint b = toDisplay(area.right(), area.bottom());
            m_shown = QRect(QPoint(std::min(a.x(), b.x()), std::min(a.y(), b.y())),
                            QPoint(std::max(a.x(), b.x()), std::max(a.y(), b.y())));
        }
    }
    m_fit = BoardFit(unitBounds(), target);
}

bool HexRenderer::inArea(int x, int y) const
{
    if (!showsPart())
        return true;
    return std::any_of(m_options.viewArea.begin(), m_options.viewArea.end(),
                       [&](const QRect &r) { return r.contains(x, y); });
}

QPainterPath HexRenderer::areaClip() const
{
    // The shown cells and, where they reach the board's sides, its edge
    // bands: the shown part's rhombus widened by the bands, less every cell
    // that is not shown.
    QPainterPath clip;
    clip.addPolygon(
        QPolygonF({m_fit.toTarget(latticePoint(m_shown.left() - kEdgeBand, m_shown.top() - kEdgeBand)),
                   m_fit.toTarget(latticePoint(m_shown.right() + kEdgeBand, m_shown.top() - kEdgeBand)),
                   m_fit.toTarget(latticePoint(m_shown.right() + kEdgeBand, m_shown.bottom() + kEdgeBand)),
                   m_fit.toTarget(latticePoint(m_shown.left() - kEdgeBand, m_shown.bottom() + kEdgeBand))}));
    QPainterPath hidden;
    for (int y = 0; y < m_rows; ++y)
        for (int x = 0; x < m_columns; ++x) {
            const QPoint d = toDisplay(x, y);
            const bool near = d.x() >= m_shown.left() - 2 && d.x() <= m_shown.right() + 2 && d.y() >= m_shown.top() - 2
                           && d.y() <= m_shown.bottom() + 2;
            if (near && !inArea(x, y))
                hidden.addPolygon(cellPolygon(x, y));
        }
    hidden.setFillRule(Qt::WindingFill);
    return hidden.isEmpty() ? clip : clip.subtracted(hidden);
}

QPointF HexRenderer::latticePoint(double column, double row) const
{
    return QPointF(kCellWidth * (column + row / 2.0), kRowStep * row);
}

// Column labels sit straight above the top cell and straight below the
// bottom cell of their column, as HexGui places them, rather than further
// along the slanted column.
QPointF HexRenderer::topLabelPoint(int displayColumn) const
{
    return latticePoint(displayColumn + kColumnLabelDistance / 2.0, m_shown.top() - kColumnLabelDistance);
}

QPointF HexRenderer::bottomLabelPoint(int displayColumn) const
{
    return latticePoint(displayColumn - kColumnLabelDistance / 2.0, m_shown.bottom() + kColumnLabelDistance);
}

QRectF HexRenderer::unitBounds() const
{
    const double firstColumn = m_shown.left();
    const double firstRow = m_shown.top();
    const double lastColumn = m_shown.right();
    const double lastRow = m_shown.bottom();
    QRectF bounds = QPolygonF({latticePoint(firstColumn - kEdgeBand, firstRow - kEdgeBand),
                               latticePoint(lastColumn + kEdgeBand, firstRow - kEdgeBand),
                               latticePoint(lastColumn + kEdgeBand, lastRow + kEdgeBand),
                               latticePoint(firstColumn - kEdgeBand, lastRow + kEdgeBand)})
                        .boundingRect();
    if (m_options.coordinates) {
        const int longest = std::max({int(columnLetters(std::max(m_columns, m_rows) - 1).size()),
                                      int(QString::number(std::max(m_columns, m_rows)).size())});
        for (int dx : {m_shown.left(), m_shown.right()}) {
            bounds |= labelBox(topLabelPoint(dx), longest);
            bounds |= labelBox(bottomLabelPoint(dx), longest);
        }
        for (int dy : {m_shown.top(), m_shown.bottom()}) {
            bounds |= labelBox(latticePoint(firstColumn - kRowLabelDistance, dy), longest);
            bounds |= labelBox(latticePoint(lastColumn + kRowLabelDistance, dy), longest);
        }
    }
    return bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

QRectF HexRenderer::boardRect() const
{
    const double lastColumn = m_displayColumns - 1;
    const double lastRow = m_displayRows - 1;
    const QRectF unit
        = QPolygonF({latticePoint(-kEdgeBand, -kEdgeBand), latticePoint(lastColumn + kEdgeBand, -kEdgeBand),
                     latticePoint(lastColumn + kEdgeBand, lastRow + kEdgeBand),
                     latticePoint(-kEdgeBand, lastRow + kEdgeBand)})
              .boundingRect();
    return m_fit.toTarget(unit);
}

bool HexRenderer::heatMapShown() const
{
    return m_options.game.value(HexTwoDistanceHeat) || m_options.game.value(HexResistanceHeat);
}

QPointF HexRenderer::cellCenter(int x, int y) const
{
    const QPoint d = toDisplay(x, y);
    return m_fit.toTarget(latticePoint(d.x(), d.y()));
}

QPolygonF HexRenderer::cellPolygon(int x, int y) const
{
    const QPointF centre = cellCenter(x, y);
    const double radius = cellRadius();
    QPolygonF polygon;
    for (int corner = 0; corner < 6; ++corner) {
        const double angle = (-90.0 + 60.0 * corner) * M_PI / 180.0; // pointy top
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

std::optional<QPoint> HexRenderer::cellAt(const QPointF &point) const
{
    // Fractional axial coordinates, then cube rounding: the nearest lattice
    // point in the hexagonal metric is exactly the hexagon the point lies in.
    const QPointF unit = m_fit.toUnit(point);
    const double row = unit.y() / kRowStep;
    const double column = unit.x() / kCellWidth - row / 2.0;
    const double third = -column - row;
    double roundedColumn = std::round(column);
    double roundedRow = std::round(row);
    const double roundedThird = std::round(third);
    const double columnError = std::abs(roundedColumn - column);
    const double rowError = std::abs(roundedRow - row);
    const double thirdError = std::abs(roundedThird - third);
    if (columnError > rowError && columnError > thirdError)
        roundedColumn = -roundedRow - roundedThird;
    else if (rowError > thirdError)
        roundedRow = -roundedColumn - roundedThird;
    int dx = int(roundedColumn);
    int dy = int(roundedRow);
    if (dx < 0 || dy < 0 || dx >= m_displayColumns || dy >= m_displayRows)
        return std::nullopt;
    if (m_rotated) {
        dx = m_displayColumns - 1 - dx;
        dy = m_displayRows - 1 - dy;
    }
    const QPoint cell = m_options.flipped ? QPoint(dy, dx) : QPoint(dx, dy);
    if (!inArea(cell.x(), cell.y()))
        return std::nullopt;
    return cell;
}

void HexRenderer::paint(QPainter &painter, const QRectF &target, const HexTwixtPicture &picture,
                        const RenderOptions &options, BoardLayers layers)
{
    if (layers != BoardLayers::Pieces) {
        painter.save();
        painter.fillRect(target, options.theme.background);
        painter.restore();
    }
    HexRenderer(picture.columns, picture.rows, target, options).paint(painter, picture, layers);
}

void HexRenderer::paint(QPainter &painter, const HexTwixtPicture &picture, BoardLayers layers) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    if (showsPart()) {
        painter.save();
        painter.setClipPath(areaClip(), Qt::IntersectClip);
    }
    if (layers != BoardLayers::Pieces) {
        paintEdges(painter);
        paintCells(painter);
    }
    if (layers != BoardLayers::Background) {
        paintStones(painter, picture);
        markpainting::Geometry geometry;
        geometry.centre = [this](int x, int y) { return cellCenter(x, y); };
        geometry.radius = m_fit.toTarget(0.5);
        geometry.cellRadius = m_fit.toTarget(0.86);
        markpainting::paintMarks(painter, picture, geometry, m_options.theme);
    }
    if (showsPart())
        painter.restore();
    if (layers != BoardLayers::Pieces && m_options.coordinates)
        paintCoordinates(painter); // outside the board: no stone covers them
    painter.restore();
}

void HexRenderer::paintEdges(QPainter &painter) const
{
    // Four triangles from the centre to the corners of a rhombus slightly
    // larger than the board; the cells cover all but a band on each side.
    const double lastColumn = m_displayColumns - 1;
    const double lastRow = m_displayRows - 1;
    const QPointF centre = m_fit.toTarget(latticePoint(lastColumn / 2.0, lastRow / 2.0));
    const QPointF topLeft = m_fit.toTarget(latticePoint(-kEdgeBand, -kEdgeBand));
    const QPointF topRight = m_fit.toTarget(latticePoint(lastColumn + kEdgeBand, -kEdgeBand));
    const QPointF bottomRight = m_fit.toTarget(latticePoint(lastColumn + kEdgeBand, lastRow + kEdgeBand));
    const QPointF bottomLeft = m_fit.toTarget(latticePoint(-kEdgeBand, lastRow + kEdgeBand));
    // Player 1 joins the model's top and bottom rows, which flipping turns
    // into the left and right sides.
    const int topBottomPlayer = m_options.flipped ? 2 : 1;
    const int leftRightPlayer = 3 - topBottomPlayer;
    const BoardTheme &theme = m_options.theme;
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme.edgeColour(topBottomPlayer));
    painter.drawPolygon(QPolygonF({centre, topLeft, topRight}));
    painter.drawPolygon(QPolygonF({centre, bottomRight, bottomLeft}));
    painter.setBrush(theme.edgeColour(leftRightPlayer));
    painter.drawPolygon(QPolygonF({centre, topRight, bottomRight}));
    painter.drawPolygon(QPolygonF({centre, bottomLeft, topLeft}));
}

void HexRenderer::paintCells(QPainter &painter) const
{
    QPainterPath cells;
    for (int y = 0; y < m_rows; ++y)
        for (int x = 0; x < m_columns; ++x)
            if (inArea(x, y))
                cells.addPolygon(cellPolygon(x, y));
    cells.setFillRule(Qt::WindingFill);
    const BoardTheme &theme = m_options.theme;
    painter.setPen(QPen(theme.grid, m_fit.toTarget(0.07), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(theme.board);
    painter.drawPath(cells);
}

void HexRenderer::paintStones(QPainter &painter, const HexTwixtPicture &picture) const
{
    const BoardTheme &theme = m_options.theme;
    const double stoneRadius = m_fit.toTarget(kStoneRadius);
    for (const PictureStone &stone : picture.stones)
        boardpainting::drawDisc(painter, cellCenter(stone.x, stone.y), stoneRadius, theme.playerColour(stone.player),
                                theme.stoneOutline, m_fit.toTarget(0.05));
    if (m_options.moveNumbers)
        for (const PictureStone &stone : picture.stones)
            if (stone.moveNumber > 0)
                boardpainting::drawMoveNumber(painter, cellCenter(stone.x, stone.y), stoneRadius, stone.moveNumber,
                                              theme.moveNumber);
    if (m_options.lastMoveMarker && picture.lastMove
        && picture.playerAt(picture.lastMove->x(), picture.lastMove->y())) {
        const QPointF centre = cellCenter(picture.lastMove->x(), picture.lastMove->y());
        if (m_options.moveNumbers) {
            boardpainting::drawLastMoveRing(painter, centre, 0.8 * stoneRadius, theme.lastMove, m_fit.toTarget(0.08));
        } else {
            boardpainting::drawLastMoveDot(painter, centre, 0.28 * stoneRadius, theme.lastMove);
        }
    }
    if (m_options.followUps && !heatMapShown())
        for (const PictureFollowUp &followUp : picture.followUps)
            boardpainting::drawOutcomeGlyph(painter, cellCenter(followUp.x, followUp.y), m_fit.toTarget(kGlyphRadius),
                                            followUp.outcome, theme, followUp.proven);
}

void HexRenderer::paintCoordinates(QPainter &painter) const
{
    const QFont font = boardpainting::fontOfHeight(m_fit.toTarget(kLabelHeight * 0.8));
    const QColor colour = m_options.theme.coordinates;
    // Along the top and bottom run the display's columns, which are the
    // model's rows when the board is flipped.
    // A rotated board reads its labels backwards.
    const auto columnLabel = [this](int dx) {
        const int i = m_rotated ? m_displayColumns - 1 - dx : dx;
        return m_options.flipped ? QString::number(i + 1) : columnLetters(i);
    };
    const auto rowLabel = [this](int dy) {
        const int i = m_rotated ? m_displayRows - 1 - dy : dy;
        return m_options.flipped ? columnLetters(i) : QString::number(i + 1);
    };
    const double firstColumn = m_shown.left();
    const double lastColumn = m_shown.right();
    for (int dx = m_shown.left(); dx <= m_shown.right(); ++dx) {
        const QString label = columnLabel(dx);
        boardpainting::drawCentredText(painter, m_fit.toTarget(topLabelPoint(dx)), label, font, colour);
        boardpainting::drawCentredText(painter, m_fit.toTarget(bottomLabelPoint(dx)), label, font, colour);
    }
    for (int dy = m_shown.top(); dy <= m_shown.bottom(); ++dy) {
        const QString label = rowLabel(dy);
        boardpainting::drawCentredText(painter, m_fit.toTarget(latticePoint(firstColumn - kRowLabelDistance, dy)),
                                       label, font, colour);
        boardpainting::drawCentredText(painter, m_fit.toTarget(latticePoint(lastColumn + kRowLabelDistance, dy)), label,
                                       font, colour);
    }
}

} // namespace kibitz
