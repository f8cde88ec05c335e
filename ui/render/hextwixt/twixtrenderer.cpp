#include "render/hextwixt/twixtrenderer.h"

#include "games/twixt/twixtnotation.h"
#include "render/boardpainting.h"
#include "render/hextwixt/markpainting.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace kibitz {

namespace {

// Units are the hole spacing.
constexpr double kBoardMargin = 0.7; // board surface beyond the outermost holes
constexpr double kHoleRadius = 0.09;
constexpr double kPegRadius = 0.32;
constexpr double kLinkWidth = 0.16;
constexpr double kBorderLineWidth = 0.12;
constexpr double kGuidelineWidth = 0.035;
constexpr double kGlyphRadius = 0.4;
constexpr double kLabelHeight = 0.42;
constexpr double kLabelDistance = 1.25; // label centres beyond the outermost holes
constexpr double kMargin = 0.2;

QRectF labelBox(const QPointF &centre, int characters)
{
    const double halfWidth = 0.5 * characters * 0.9 * kLabelHeight;
    const double halfHeight = 0.5 * kLabelHeight;
    return QRectF(centre.x() - halfWidth, centre.y() - halfHeight, 2 * halfWidth, 2 * halfHeight);
}

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double lengthSquared = QPointF::dotProduct(ab, ab);
    const double t = lengthSquared > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / lengthSquared, 0.0, 1.0) : 0.0;
    const QPointF nearest = a + t * ab;
    return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
}

} // namespace

TwixtRenderer::TwixtRenderer(int columns, int rows, const QRectF &target, const RenderOptions &options)
    : m_columns(std::max(1, columns))
    , m_rows(std::max(1, rows))
    , m_options(options)
    , m_shown(0, 0, m_columns, m_rows)
{
    if (showsPart()) {
        QRect area;
        for (const QRect &r : options.viewArea)
            area |= r;
        area &= m_shown;
        if (area.isEmpty())
            m_options.viewArea.clear();
        else
            m_shown = area;
    }
    m_fit = BoardFit(unitBounds(), target);
}

bool TwixtRenderer::inArea(int x, int y) const
{
    if (!showsPart())
        return true;
    return std::any_of(m_options.viewArea.begin(), m_options.viewArea.end(),
                       [&](const QRect &r) { return r.contains(x, y); });
}

QPainterPath TwixtRenderer::areaClip() const
{
    // Half a hole around each shown hole, and the board's margin where the
    // part reaches the board's sides.
    QPainterPath clip;
    for (const QRect &r : m_options.viewArea) {
        const double left = r.left() == 0 ? kBoardMargin : 0.5;
        const double top = r.top() == 0 ? kBoardMargin : 0.5;
        const double right = r.right() == m_columns - 1 ? kBoardMargin : 0.5;
        const double bottom = r.bottom() == m_rows - 1 ? kBoardMargin : 0.5;
        const QRectF unit = QRectF(m_fit.toTarget(unitPoint(r.left() - left, r.top() - top)),
                                   m_fit.toTarget(unitPoint(r.right() + right, r.bottom() + bottom)))
                                .normalized();
        clip.addRect(unit);
    }
    clip.setFillRule(Qt::WindingFill);
    return clip.simplified();
}

QRectF TwixtRenderer::unitBoard() const
{
    const QPointF farCorner = unitPoint(m_columns - 1, m_rows - 1);
    return QRectF(-kBoardMargin, -kBoardMargin, farCorner.x() + 2 * kBoardMargin, farCorner.y() + 2 * kBoardMargin);
}

QRectF TwixtRenderer::unitBounds() const
{
    const QPointF nearCorner = unitPoint(m_shown.left(), m_shown.top());
    const QPointF farCorner = unitPoint(m_shown.right(), m_shown.bottom());
    QRectF bounds = QRectF(nearCorner, farCorner).adjusted(-kBoardMargin, -kBoardMargin, kBoardMargin, kBoardMargin);
    if (m_options.coordinates) {
        const int longest
            = std::max(int(twixtnotation::columnLetters(m_columns - 1).size()), int(QString::number(m_rows).size()));
        bounds |= labelBox(QPointF(nearCorner.x(), nearCorner.y() - kLabelDistance), longest);
        bounds |= labelBox(QPointF(farCorner.x(), farCorner.y() + kLabelDistance), longest);
        bounds |= labelBox(QPointF(nearCorner.x() - kLabelDistance, nearCorner.y()), longest);
        bounds |= labelBox(QPointF(farCorner.x() + kLabelDistance, farCorner.y()), longest);
    }
    return bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

QRectF TwixtRenderer::boardRect() const
{
    return m_fit.toTarget(unitBoard());
}

QPointF TwixtRenderer::cellCenter(int x, int y) const
{
    return m_fit.toTarget(unitPoint(x, y));
}

double TwixtRenderer::pegRadius() const
{
    return m_fit.toTarget(kPegRadius);
}

bool TwixtRenderer::isHole(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_columns || y >= m_rows)
        return false;
    const bool edgeColumn = x == 0 || x == m_columns - 1;
    const bool edgeRow = y == 0 || y == m_rows - 1;
    return !(edgeColumn && edgeRow);
}

std::optional<QPoint> TwixtRenderer::cellAt(const QPointF &point) const
{
    const QPointF unit = m_fit.toUnit(point);
    const QPointF model = m_options.flipped ? QPointF(unit.y(), unit.x()) : unit;
    const int x = int(std::lround(model.x()));
    const int y = int(std::lround(model.y()));
    if (!isHole(x, y) || !inArea(x, y))
        return std::nullopt;
    return QPoint(x, y);
}

bool TwixtRenderer::canLink(const TwixtLink &link) const
{
    const int ax = link.x, ay = link.y, bx = link.otherX(), by = link.otherY();
    if (!isHole(ax, ay) || !isHole(bx, by))
        return false;
    // Player 1 never uses the edge columns, player 2 never the edge rows.
    const auto usableBy1 = [this](int x) { return x != 0 && x != m_columns - 1; };
    const auto usableBy2 = [this](int y) { return y != 0 && y != m_rows - 1; };
    return (usableBy1(ax) && usableBy1(bx)) || (usableBy2(ay) && usableBy2(by));
}

std::optional<TwixtLink> TwixtRenderer::linkAt(const QPointF &point, double tolerance) const
{
    const QPointF unit = m_fit.toUnit(point);
    const QPointF model = m_options.flipped ? QPointF(unit.y(), unit.x()) : unit;
    // Link midpoints lie halfway between two columns on a row (steep links)
    // or halfway between two rows on a column (shallow links).
    const twixtnotation::LinkCenter steep{true, int(std::floor(model.x())), int(std::lround(model.y()))};
    const twixtnotation::LinkCenter shallow{false, int(std::lround(model.x())), int(std::floor(model.y()))};
    const QPointF steepMidpoint(steep.x + 0.5, steep.y);
    const QPointF shallowMidpoint(shallow.x, shallow.y + 0.5);
    const double steepDistance = QLineF(model, steepMidpoint).length();
    const double shallowDistance = QLineF(model, shallowMidpoint).length();
    const bool steepNearer = steepDistance <= shallowDistance;
    if ((steepNearer ? steepDistance : shallowDistance) > tolerance)
        return std::nullopt;

    std::optional<TwixtLink> best;
    double bestDistance = 0;
    for (const TwixtLink &link : twixtnotation::linksAt(steepNearer ? steep : shallow)) {
        if (!canLink(link))
            continue;
        const double distance
            = distanceToSegment(model, QPointF(link.x, link.y), QPointF(link.otherX(), link.otherY()));
        if (!best || distance < bestDistance) {
            best = link;
            bestDistance = distance;
        }
    }
    return best;
}

void TwixtRenderer::paint(QPainter &painter, const QRectF &target, const HexTwixtPicture &picture,
                          const RenderOptions &options, BoardLayers layers)
{
    if (layers != BoardLayers::Pieces) {
        painter.save();
        painter.fillRect(target, options.theme.background);
        painter.restore();
    }
    TwixtRenderer(picture.columns, picture.rows, target, options).paint(painter, picture, layers);
}

void TwixtRenderer::paint(QPainter &painter, const HexTwixtPicture &picture, BoardLayers layers) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    if (showsPart()) {
        painter.save();
        painter.setClipPath(areaClip(), Qt::IntersectClip);
    }
    if (layers != BoardLayers::Pieces) {
        paintBoard(painter);
        if (m_options.game.value(TwixtGuidelines))
            paintGuidelines(painter);
        paintBorderLines(painter);
        // A cached background holds every hole; the pegs painted over it
        // cover theirs.
        paintHoles(painter, layers == BoardLayers::All ? picture : HexTwixtPicture());
    }
    if (layers != BoardLayers::Background) {
        paintPegsAndLinks(painter, picture);
        markpainting::Geometry geometry;
        geometry.centre = [this](int x, int y) { return cellCenter(x, y); };
        geometry.radius = m_fit.toTarget(0.36);
        geometry.cellRadius = m_fit.toTarget(0.48);
        markpainting::paintMarks(painter, picture, geometry, m_options.theme);
    }
    if (showsPart())
        painter.restore();
    if (layers != BoardLayers::Pieces && m_options.coordinates)
        paintCoordinates(painter); // outside the board: no piece covers them
    painter.restore();
}

void TwixtRenderer::paintBoard(QPainter &painter) const
{
    const BoardTheme &theme = m_options.theme;
    const QRectF board = boardRect();
    const double corner = m_fit.toTarget(0.25);
    painter.setPen(QPen(theme.grid, m_fit.toTarget(0.03)));
    painter.setBrush(theme.board);
    painter.drawRoundedRect(board, corner, corner);
}

void TwixtRenderer::paintGuidelines(QPainter &painter) const
{
    // From each corner of the playing area (the holes one in from the board's
    // corners) along both knight-move diagonals towards the middle, as far as
    // the centre column or row: the pattern printed on Twixt boards.
    if (m_columns < 5 || m_rows < 5)
        return;
    const double centreX = (m_columns - 1) / 2.0;
    const double centreY = (m_rows - 1) / 2.0;
    const double near = 1.0;
    const double farX = m_columns - 2.0;
    const double farY = m_rows - 2.0;
    painter.setPen(QPen(m_options.theme.guideline, m_fit.toTarget(kGuidelineWidth)));
    for (const double cornerX : {near, farX}) {
        for (const double cornerY : {near, farY}) {
            const double towardsX = cornerX == near ? 1.0 : -1.0;
            const double towardsY = cornerY == near ? 1.0 : -1.0;
            const double shallowRun = std::abs(centreX - cornerX); // two columns per row
            const double steepRun = std::abs(centreY - cornerY); // two rows per column
            const QPointF start = m_fit.toTarget(unitPoint(cornerX, cornerY));
            painter.drawLine(start, m_fit.toTarget(unitPoint(cornerX + towardsX * shallowRun,
                                                             cornerY + towardsY * shallowRun / 2.0)));
            painter.drawLine(
                start, m_fit.toTarget(unitPoint(cornerX + towardsX * steepRun / 2.0, cornerY + towardsY * steepRun)));
        }
    }
}

void TwixtRenderer::paintBorderLines(QPainter &painter) const
{
    // Each line separates a border row (or column) from the playing area and
    // takes the colour of the player who may place pegs beyond it.
    const BoardTheme &theme = m_options.theme;
    const double first = 0.5;
    const double lastColumn = m_columns - 1.5;
    const double lastRow = m_rows - 1.5;
    const auto line = [this](double x1, double y1, double x2, double y2) {
        return QLineF(m_fit.toTarget(unitPoint(x1, y1)), m_fit.toTarget(unitPoint(x2, y2)));
    };
    const double width = m_fit.toTarget(kBorderLineWidth);
    painter.setPen(QPen(theme.edgeColour(1), width, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(line(first, first, lastColumn, first));
    painter.drawLine(line(first, lastRow, lastColumn, lastRow));
    painter.setPen(QPen(theme.edgeColour(2), width, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(line(first, first, first, lastRow));
    painter.drawLine(line(lastColumn, first, lastColumn, lastRow));
}

void TwixtRenderer::paintHoles(QPainter &painter, const HexTwixtPicture &picture) const
{
    std::vector<bool> occupied(std::size_t(m_columns) * std::size_t(m_rows), false);
    for (const PictureStone &peg : picture.stones)
        if (peg.x >= 0 && peg.y >= 0 && peg.x < m_columns && peg.y < m_rows)
            occupied[std::size_t(peg.y) * std::size_t(m_columns) + std::size_t(peg.x)] = true;
    const double radius = m_fit.toTarget(kHoleRadius);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_options.theme.grid);
    for (int y = 0; y < m_rows; ++y)
        for (int x = 0; x < m_columns; ++x)
            if (isHole(x, y) && !occupied[std::size_t(y) * std::size_t(m_columns) + std::size_t(x)])
                painter.drawEllipse(cellCenter(x, y), radius, radius);
}

void TwixtRenderer::paintPegsAndLinks(QPainter &painter, const HexTwixtPicture &picture) const
{
    const BoardTheme &theme = m_options.theme;
    painter.setBrush(Qt::NoBrush);
    for (const PictureLink &link : picture.links) {
        painter.setPen(QPen(theme.playerColour(link.player), m_fit.toTarget(kLinkWidth), Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(cellCenter(link.link.x, link.link.y), cellCenter(link.link.otherX(), link.link.otherY()));
    }
    const double radius = pegRadius();
    for (const PictureStone &peg : picture.stones)
        boardpainting::drawDisc(painter, cellCenter(peg.x, peg.y), radius, theme.playerColour(peg.player),
                                theme.stoneOutline, m_fit.toTarget(0.04));
    if (m_options.moveNumbers)
        for (const PictureStone &peg : picture.stones)
            if (peg.moveNumber > 0)
                boardpainting::drawMoveNumber(painter, cellCenter(peg.x, peg.y), radius, peg.moveNumber,
                                              theme.moveNumber);
    if (m_options.lastMoveMarker && picture.lastMove
        && picture.playerAt(picture.lastMove->x(), picture.lastMove->y())) {
        const QPointF centre = cellCenter(picture.lastMove->x(), picture.lastMove->y());
        if (m_options.moveNumbers) {
            const QColor owner = theme.playerColour(picture.playerAt(picture.lastMove->x(), picture.lastMove->y()));
            boardpainting::drawLastMoveRing(painter, centre, 1.25 * radius, owner, m_fit.toTarget(0.06));
        } else {
            boardpainting::drawLastMoveDot(painter, centre, 0.32 * radius, theme.lastMove);
        }
    }
    if (m_options.followUps)
        for (const PictureFollowUp &followUp : picture.followUps)
            boardpainting::drawOutcomeGlyph(painter, cellCenter(followUp.x, followUp.y), m_fit.toTarget(kGlyphRadius),
                                            followUp.outcome, theme, followUp.proven);
}

void TwixtRenderer::paintCoordinates(QPainter &painter) const
{
    const QFont font = boardpainting::fontOfHeight(m_fit.toTarget(kLabelHeight * 0.8));
    const QColor colour = m_options.theme.coordinates;
    // Labels are placed in model coordinates one and a quarter holes beyond
    // the outermost holes, so that flipping carries them along.
    for (int x = m_shown.left(); x <= m_shown.right(); ++x) {
        const QString label = twixtnotation::columnLetters(x);
        boardpainting::drawCentredText(painter, m_fit.toTarget(unitPoint(x, m_shown.top() - kLabelDistance)), label,
                                       font, colour);
        boardpainting::drawCentredText(painter, m_fit.toTarget(unitPoint(x, m_shown.bottom() + kLabelDistance)), label,
                                       font, colour);
    }
    for (int y = m_shown.top(); y <= m_shown.bottom(); ++y) {
        const QString label = QString::number(y + 1);
        boardpainting::drawCentredText(painter, m_fit.toTarget(unitPoint(m_shown.left() - kLabelDistance, y)), label,
                                       font, colour);
        boardpainting::drawCentredText(painter, m_fit.toTarget(unitPoint(m_shown.right() + kLabelDistance, y)), label,
                                       font, colour);
    }
}

} // namespace kibitz
