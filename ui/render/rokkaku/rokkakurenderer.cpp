#include "render/rokkaku/rokkakurenderer.h"

#include "render/boardexport.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace kibitz {

namespace {

constexpr double Sqrt3 = 1.7320508075688772;
// Labels take this many units on the top and left; a little space is left on
// the other sides.
constexpr double LabelMargin = 1.4;
constexpr double Margin = 0.3;

bool isDark(const BoardTheme &theme)
{
    return theme.background.lightness() < 128;
}

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

QColor iceColour(const BoardTheme &theme)
{
    return isDark(theme) ? QColor(0x9b, 0xe7, 0xff) : QColor(0x00, 0xa3, 0xd9);
}

// Pointy-topped rows (rokkakuunit): a hexel is sqrt3 wide and 2 high, rows
// 1.5 apart, the odd rows' hexel x centred at sqrt3 * x and the even rows'
// half a hexel further right. The column layout is this picture transposed.
QPointF rowCenter(int x, int y)
{
    return QPointF(Sqrt3 * (x + ((y & 1) ? 0.0 : 0.5)), 1.5 * y);
}

QPointF transposed(const QPointF &p, bool columnOffset)
{
    return columnOffset ? QPointF(p.y(), p.x()) : p;
}

QRectF unitBounds(int width, int height, bool columnOffset)
{
    // The odd rows are the widest: width hexels from -sqrt3/2 on.
    const QRectF rows(-Sqrt3 / 2 - LabelMargin, -1 - LabelMargin, Sqrt3 * width + LabelMargin + Margin,
                      1.5 * (height - 1) + 2 + LabelMargin + Margin);
    return columnOffset ? QRectF(rows.y(), rows.x(), rows.height(), rows.width()) : rows;
}

} // namespace

RokkakuRenderer::RokkakuRenderer(int width, int height, const QRectF &target, const RenderOptions &options)
    : m_width(std::max(width, 1))
    , m_height(std::max(height, 1))
    , m_options(options)
    , m_columnOffset(options.game.value(RokkakuColumnOffset))
    , m_fit(unitBounds(m_width, m_height, m_columnOffset), target)
{ }

QColor RokkakuRenderer::teamColour(const BoardTheme &theme, int team)
{
    // The official visualizer's order: red, green, blue, yellow.
    switch (team) {
    case 0:
        return theme.player1;
    case 1:
        return theme.team3;
    case 2:
        return theme.player2;
    default:
        return theme.team4;
    }
}

QPointF RokkakuRenderer::unitCenter(int x, int y) const
{
    return transposed(rowCenter(x, y), m_columnOffset);
}

bool RokkakuRenderer::hasHexel(int x, int y) const
{
    return rokkakuHexelExists(m_width, m_height, Hexel{x, y});
}

QPolygonF RokkakuRenderer::unitHexagon(const QPointF &center, double radius) const
{
    QPolygonF polygon;
    const double start = m_columnOffset ? 0.0 : 30.0; // flat or pointy top
    for (int i = 0; i < 6; ++i) {
        const double angle = (start + 60.0 * i) * M_PI / 180.0;
        polygon << center + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

QPointF RokkakuRenderer::hexelCenter(int x, int y) const
{
    return m_fit.toTarget(unitCenter(x, y));
}

QPolygonF RokkakuRenderer::hexelPolygon(int x, int y) const
{
    QPolygonF polygon;
    for (const QPointF &p : unitHexagon(unitCenter(x, y), 1.0))
        polygon << m_fit.toTarget(p);
    return polygon;
}

std::optional<QPoint> RokkakuRenderer::hexelAt(const QPointF &point) const
{
    // The nearest centre among the hexels around the estimate lies in its hexagon.
    const QPointF u = m_fit.toUnit(point);
    const QPointF r = transposed(u, m_columnOffset);
    const int row = int(std::lround(r.y() / 1.5));
    const int column = int(std::lround(r.x() / Sqrt3));
    std::optional<QPoint> best;
    double bestDistance = 1e9;
    for (int y = row - 1; y <= row + 1; ++y) {
        for (int x = column - 1; x <= column + 1; ++x) {
            if (!hasHexel(x, y))
                continue;
            const QPointF d = unitCenter(x, y) - u;
            const double distance = QPointF::dotProduct(d, d);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = QPoint(x, y);
            }
        }
    }
    if (best && !unitHexagon(unitCenter(best->x(), best->y()), 1.0).containsPoint(u, Qt::OddEvenFill))
        return std::nullopt;
    return best;
}

QPolygonF RokkakuRenderer::hexelPolygon(int x, int y, double scale) const
{
    QPolygonF polygon;
    for (const QPointF &p : unitHexagon(unitCenter(x, y), scale))
        polygon << m_fit.toTarget(p);
    return polygon;
}

void RokkakuRenderer::paintAgent(QPainter &painter, const AgentSpot &spot, int agent, double frozen) const
{
    if (!spot.visible)
        return;
    const BoardTheme &theme = m_options.theme;
    const int team = agent / RokkakuAgentsPerTeam;
    const int number = agent % RokkakuAgentsPerTeam;
    const double r = spot.radius;
    const QPointF c = spot.center;
    frozen = std::clamp(frozen, 0.0, 1.0);
    QColor ice = iceColour(theme);
    if (frozen > 0) {
        QColor ring = ice;
        ring.setAlphaF(float(frozen));
        painter.setPen(Qt::NoPen);
        painter.setBrush(ring);
        painter.drawEllipse(c, r * 1.3, r * 1.3);
    }
    painter.setPen(QPen(theme.stoneOutline, std::max(1.0, r * 0.12)));
    painter.setBrush(teamColour(theme, team));
    if (number == 0) {
        // The dog: a diamond.
        painter.drawPolygon(QPolygonF{c + QPointF(0, -r * 1.15), c + QPointF(r * 1.15, 0), c + QPointF(0, r * 1.15),
                                      c + QPointF(-r * 1.15, 0)});
    } else {
        painter.drawEllipse(c, r, r);
    }
    if (frozen > 0) {
        // A cross of ice over the shape, so that frozen agents read without colour too.
        ice.setAlphaF(float(frozen));
        painter.setPen(QPen(ice, std::max(1.0, r * 0.14), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(c + QPointF(-r * 0.8, -r * 0.8), c + QPointF(r * 0.8, r * 0.8));
        painter.drawLine(c + QPointF(-r * 0.8, r * 0.8), c + QPointF(r * 0.8, -r * 0.8));
    }
    if (number > 0 && r >= 4) {
        // Large and in the ink that stands out on the disc: dark on the
        // light teams (yellow, green in the dark theme), light on the others.
        QFont font = painter.font();
        font.setPixelSize(std::max(7, int(r * 1.45)));
        font.setBold(true);
        painter.setFont(font);
        const QColor disc = teamColour(theme, team);
        const double luminance = 0.299 * disc.redF() + 0.587 * disc.greenF() + 0.114 * disc.blueF();
        painter.setPen(luminance > 0.55 ? theme.stoneOutline : theme.moveNumber);
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(number));
    }
}

std::array<RokkakuRenderer::AgentSpot, RokkakuAgents> RokkakuRenderer::agentSpots(const RokkakuPosition &position) const
{
    std::array<AgentSpot, RokkakuAgents> spots{};
    for (int a = 0; a < RokkakuAgents; ++a) {
        const Hexel h = position.agent(a);
        if (!hasHexel(h.x, h.y))
            continue;
        // The agents on the same hexel, in agent order.
        int n = 0;
        int i = 0;
        for (int b = 0; b < RokkakuAgents; ++b) {
            if (position.agent(b) == h) {
                if (b < a)
                    ++i;
                ++n;
            }
        }
        const double radius = n == 1 ? 0.42 : n == 2 ? 0.3 : 0.22;
        const double spread = n == 1 ? 0.0 : n == 2 ? 0.38 : 0.5;
        const double angle = -M_PI / 2 + 2 * M_PI * i / std::max(n, 1);
        const QPointF center = unitCenter(h.x, h.y) + QPointF(spread * std::cos(angle), spread * std::sin(angle));
        spots[std::size_t(a)] = {m_fit.toTarget(center), m_fit.toTarget(radius), true};
    }
    return spots;
}

void RokkakuRenderer::paintAgents(QPainter &painter, const RokkakuPosition &position) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const std::array<AgentSpot, RokkakuAgents> spots = agentSpots(position);
    for (int a = 0; a < RokkakuAgents; ++a)
        paintAgent(painter, spots[std::size_t(a)], a, position.isFrozen(a) ? 1.0 : 0.0);
    painter.restore();
}

QColor RokkakuRenderer::fillColour(int owner) const
{
    const BoardTheme &theme = m_options.theme;
    return owner < 0 ? theme.board : blend(theme.board, teamColour(theme, owner), 0.55);
}

void RokkakuRenderer::paintHexel(QPainter &painter, int x, int y, int owner, bool gate) const
{
    const BoardTheme &theme = m_options.theme;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(theme.grid, std::max(0.5, m_fit.toTarget(0.06))));
    painter.setBrush(fillColour(owner));
    painter.drawPolygon(hexelPolygon(x, y));
    if (gate) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(theme.coordinates, std::max(1.0, m_fit.toTarget(0.14))));
        painter.drawPolygon(hexelPolygon(x, y, 0.72));
    }
    painter.restore();
}

void RokkakuRenderer::paintFills(QPainter &painter, const RokkakuPosition &position) const
{
    // Hexels, tinted by their owners, one by one (a 40x40 field is 1600
    // hexagons; filling them one by one is several times faster than filling
    // one path that holds them all). Small hexels are filled without
    // antialiasing, which halves the time: the antialiased outline drawn over
    // them covers their edges.
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing, antialiasedFills());
    QColor brush;
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < rokkakuRowLength(m_width, y); ++x) {
            const QColor colour = fillColour(position.owner({x, y}));
            if (colour != brush) {
                brush = colour;
                painter.setBrush(colour);
            }
            painter.drawPolygon(hexelPolygon(x, y));
        }
    }
    painter.restore();
}

void RokkakuRenderer::paintOutlines(QPainter &painter) const
{
    // Every outline in one stroke.
    QPainterPath outlines;
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < rokkakuRowLength(m_width, y); ++x) {
            outlines.addPolygon(hexelPolygon(x, y));
            outlines.closeSubpath();
        }
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.strokePath(outlines, QPen(m_options.theme.grid, std::max(0.5, m_fit.toTarget(0.06))));
    painter.restore();
}

void RokkakuRenderer::paintGates(QPainter &painter, const RokkakuPosition &position) const
{
    paintGates(painter, position.gates());
}

void RokkakuRenderer::paintGates(QPainter &painter, const std::vector<Hexel> &gates) const
{
    // Gates: an inner ring.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(m_options.theme.coordinates, std::max(1.0, m_fit.toTarget(0.14))));
    for (const Hexel &g : gates) {
        if (!hasHexel(g.x, g.y))
            continue;
        painter.drawPolygon(hexelPolygon(g.x, g.y, 0.72));
    }
    painter.restore();
}

std::vector<QRectF> RokkakuRenderer::coordinateBoxes() const
{
    // The columns' numbers x above the top row (over hexel (x,0); the last
    // one, which row 0 lacks, over (x,1) and a little to the right, clear of
    // the one before, half a hexel away), the rows' numbers y left of
    // the odd rows' first hexels; every fifth when hexels are small. In the
    // column layout, transposed: x down the left, y along the top.
    std::vector<QRectF> boxes;
    if (!m_options.coordinates)
        return boxes;
    const int step = hexelRadius() >= 9 ? 1 : 5;
    const double box = m_fit.toTarget(1.6);
    const bool columns = m_columnOffset;
    const auto add = [&](const QPointF &rowUnit) {
        const QPointF c = m_fit.toTarget(transposed(rowUnit, columns));
        boxes.emplace_back(c.x() - box, c.y() - box / 2, 2 * box, box);
    };
    for (int x = 0; x < m_width; x += step) {
        const double above = columns ? Sqrt3 / 2 + 1.0 : 1.7;
        const double along = hasHexel(x, 0) ? rowCenter(x, 0).x() : rowCenter(x, 1).x() + 0.45;
        add(QPointF(along, -above));
    }
    for (int y = 0; y < m_height; y += step) {
        const double before = columns ? Sqrt3 / 2 + 0.7 : Sqrt3 / 2 + 0.8;
        add(QPointF(-before, rowCenter(0, y).y()));
    }
    return boxes;
}

void RokkakuRenderer::paintCoordinates(QPainter &painter) const
{
    if (!m_options.coordinates)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const int step = hexelRadius() >= 9 ? 1 : 5;
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(m_fit.toTarget(0.7))));
    font.setBold(false);
    painter.setFont(font);
    painter.setPen(m_options.theme.coordinates);
    const std::vector<QRectF> boxes = coordinateBoxes();
    const int columns = (m_width + step - 1) / step;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const int label = int(i) < columns ? int(i) * step : (int(i) - columns) * step;
        painter.drawText(boxes[i], Qt::AlignCenter, QString::number(label));
    }
    painter.restore();
}

void RokkakuRenderer::paintField(QPainter &painter, const RokkakuPosition &position) const
{
    paintFills(painter, position);
    paintOutlines(painter);
    paintGates(painter, position);
    paintCoordinates(painter);
}

void RokkakuRenderer::paint(QPainter &painter, const RokkakuPosition &position) const
{
    paintField(painter, position);
    paintAgents(painter, position);
}

QByteArray rokkakuPngBytes(const RokkakuPosition &position, const QSize &size, const RenderOptions &options)
{
    if (size.isEmpty())
        return QByteArray();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return QByteArray();
    image.fill(options.theme.background);
    QPainter painter(&image);
    RokkakuRenderer(position.width(), position.height(), QRectF(QPointF(0, 0), QSizeF(size)), options)
        .paint(painter, position);
    painter.end();
    return pngBytes(image);
}

QByteArray rokkakuSvgBytes(const RokkakuPosition &position, const QSize &size, const RenderOptions &options,
                           const QString &title)
{
    return svgBytes(size, options.theme.background, title,
                    QCoreApplication::translate("BoardExport", "Board drawn by Kibitz"),
                    [&](QPainter &painter, const QRectF &target) {
                        RokkakuRenderer(position.width(), position.height(), target, options).paint(painter, position);
                    });
}

} // namespace kibitz
