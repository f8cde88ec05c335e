#include "render/backgammonrenderer.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace kibitz {

namespace {

// Layout in board units (a checker is one unit across).
constexpr double kTray = 1.3;
constexpr double kBar = 1.0;
constexpr double kHalf = 5.4;   // a row of points: five checkers and a margin
constexpr double kMiddle = 1.6; // between the two rows
constexpr double kLabel = 0.5;  // point numbers above and below the board
constexpr double kLine = 1.2;   // a player's line above or below
constexpr double kWidth = kTray + 6 + kBar + 6 + kTray;
constexpr double kBoardHeight = 2 * kHalf + kMiddle;
constexpr double kHeight = kBoardHeight + 2 * kLabel + 2 * kLine;
constexpr double kBoardTop = kLine + kLabel;
constexpr int kMaxStack = 5;

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

// Column 0..11 of a point from the left, and whether it is on the top row.
std::pair<int, bool> pointColumn(int point)
{
    if (point >= 13)
        return {point - 13, true};
    return {12 - point, false};
}

double columnLeft(int column)
{
    return kTray + column + (column >= 6 ? kBar : 0.0);
}

} // namespace

BackgammonRenderer::BackgammonRenderer(const QRectF &target, const RenderOptions &options)
    : m_options(options)
{
    m_scale = std::max(0.0, std::min(target.width() / kWidth, target.height() / kHeight));
    m_origin = QPointF(target.center().x() - kWidth * m_scale / 2, target.center().y() - kHeight * m_scale / 2);
}

QPointF BackgammonRenderer::unit(double x, double y) const
{
    return m_origin + QPointF(x * m_scale, y * m_scale);
}

QRectF BackgammonRenderer::boardRect() const
{
    return QRectF(unit(0, kBoardTop), unit(kWidth, kBoardTop + kBoardHeight));
}

QRectF BackgammonRenderer::pointRect(int point) const
{
    const auto [column, top] = pointColumn(point);
    const double x = columnLeft(column);
    const double y = top ? kBoardTop : kBoardTop + kBoardHeight - kHalf;
    return QRectF(unit(x, y), unit(x + 1, y + kHalf));
}

void BackgammonRenderer::paintChecker(QPainter &painter, const QPointF &centre, int player, int count) const
{
    const BoardTheme &theme = m_options.theme;
    const double r = 0.46 * m_scale;
    painter.setPen(QPen(theme.stoneOutline, std::max(1.0, 0.05 * m_scale)));
    painter.setBrush(theme.playerColour(player));
    painter.drawEllipse(centre, r, r);
    if (count > 1) {
        QFont font = painter.font();
        font.setPixelSize(std::max(6, int(0.5 * m_scale)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(theme.moveNumber);
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(count));
    }
}

void BackgammonRenderer::paintDie(QPainter &painter, const QRectF &rect, int value, int player) const
{
    const BoardTheme &theme = m_options.theme;
    painter.setPen(QPen(theme.playerColour(player), std::max(1.0, 0.08 * m_scale)));
    painter.setBrush(mix(theme.background, QColor(Qt::white), 0.7));
    painter.drawRoundedRect(rect, rect.width() * 0.15, rect.width() * 0.15);
    // Pip positions on a 3x3 grid, by face.
    static const char *const faces[7] = {"", "4", "06", "048", "0268", "02468", "023568"};
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme.stoneOutline);
    const double cell = rect.width() / 4;
    for (const char *c = faces[std::clamp(value, 0, 6)]; *c; ++c) {
        const int i = *c - '0';
        const QPointF p(rect.left() + cell * (1 + i % 3), rect.top() + cell * (1 + i / 3));
        painter.drawEllipse(p, cell * 0.38, cell * 0.38);
    }
}

void BackgammonRenderer::paint(QPainter &painter, const BoardPicture &picture) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const BoardTheme &theme = m_options.theme;
    const QRectF board = boardRect();
    painter.setPen(QPen(theme.grid, std::max(1.0, 0.08 * m_scale)));
    painter.setBrush(theme.board);
    painter.drawRect(board);
    // Trays and bar a shade darker than the surface.
    const QColor frame = mix(theme.board, theme.grid, 0.35);
    painter.setBrush(frame);
    painter.drawRect(QRectF(unit(0, kBoardTop), unit(kTray, kBoardTop + kBoardHeight)));
    painter.drawRect(QRectF(unit(kWidth - kTray, kBoardTop), unit(kWidth, kBoardTop + kBoardHeight)));
    painter.drawRect(QRectF(unit(kTray + 6, kBoardTop), unit(kTray + 6 + kBar, kBoardTop + kBoardHeight)));

    // Points: alternating colours, numbers outside the board.
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(0.36 * m_scale)));
    painter.setFont(font);
    for (int point = 1; point <= 24; ++point) {
        const QRectF r = pointRect(point);
        const bool top = point >= 13;
        QPolygonF triangle;
        if (top)
            triangle << r.topLeft() << r.topRight() << QPointF(r.center().x(), r.bottom() - 0.3 * m_scale);
        else
            triangle << r.bottomLeft() << r.bottomRight() << QPointF(r.center().x(), r.top() + 0.3 * m_scale);
        painter.setPen(Qt::NoPen);
        painter.setBrush(point % 2 ? mix(theme.board, theme.grid, 0.55) : mix(theme.board, theme.background, 0.6));
        painter.drawPolygon(triangle);
        painter.setPen(theme.coordinates);
        const double y = top ? kBoardTop - kLabel : kBoardTop + kBoardHeight;
        painter.drawText(QRectF(QPointF(r.left(), unit(0, y).y()), QSizeF(r.width(), kLabel * m_scale)),
                         Qt::AlignCenter, QString::number(point));
    }

    if (!picture.backgammon) {
        painter.restore();
        return;
    }
    const BackgammonPictureInfo &info = *picture.backgammon;
    const BackgammonPosition &p = info.position;

    // Checkers on the points, stacked from the board's edge.
    for (int point = 1; point <= 24; ++point) {
        for (int player : {1, 2}) {
            const int n = p.checkers(point, player);
            if (n == 0)
                continue;
            const QRectF r = pointRect(point);
            const bool top = point >= 13;
            for (int i = 0; i < std::min(n, kMaxStack); ++i) {
                const double offset = (0.5 + i) * m_scale;
                const QPointF c(r.center().x(), top ? r.top() + offset : r.bottom() - offset);
                paintChecker(painter, c, player, i == kMaxStack - 1 && n > kMaxStack ? n : 0);
            }
        }
    }
    // The bar: player 2 above the middle, player 1 below.
    const double barX = kTray + 6 + kBar / 2;
    const double middle = kBoardTop + kBoardHeight / 2;
    for (int player : {1, 2}) {
        const int n = p.bar(player);
        for (int i = 0; i < std::min(n, 3); ++i) {
            const double dy = kMiddle / 2 + 0.5 + i;
            paintChecker(painter, unit(barX, player == 2 ? middle - dy : middle + dy), player,
                         i == std::min(n, 3) - 1 && n > 3 ? n : 0);
        }
    }
    // Left tray: checkers waiting to enter; right tray: borne off.
    for (int player : {1, 2}) {
        if (const int waiting = p.waiting(player)) {
            const double y = player == 2 ? kBoardTop + 0.7 : kBoardTop + kBoardHeight - 0.7;
            paintChecker(painter, unit(kTray / 2, y), player, waiting);
        }
        const int off = p.borneOff(player);
        painter.setPen(QPen(theme.stoneOutline, std::max(1.0, 0.03 * m_scale)));
        painter.setBrush(theme.playerColour(player));
        for (int i = 0; i < off; ++i) {
            const double y = player == 2 ? kBoardTop + 0.2 + i * 0.3 : kBoardTop + kBoardHeight - 0.5 - i * 0.3;
            painter.drawRect(QRectF(unit(kWidth - kTray + 0.2, y), unit(kWidth - 0.2, y + 0.26)));
        }
        if (off > 0) {
            painter.setPen(theme.coordinates);
            const double y = player == 2 ? kBoardTop + 0.2 + off * 0.3 : kBoardTop + kBoardHeight - 0.5 - off * 0.3 - 0.5;
            painter.drawText(QRectF(unit(kWidth - kTray, y), unit(kWidth, y + 0.5)), Qt::AlignCenter,
                             QString::number(off));
        }
    }
    // The cube.
    {
        const double size = 0.9;
        const double y = p.cubeOwner() == 2 ? kBoardTop + 1.6 : p.cubeOwner() == 1 ? kBoardTop + kBoardHeight - 1.6 - size
                                                                                   : middle - size / 2;
        const QRectF cube(unit((kTray - size) / 2, y), unit((kTray + size) / 2, y + size));
        painter.setPen(QPen(theme.stoneOutline, std::max(1.0, 0.05 * m_scale)));
        painter.setBrush(mix(theme.background, QColor(Qt::white), 0.8));
        painter.drawRoundedRect(cube, 0.1 * m_scale, 0.1 * m_scale);
        painter.setPen(theme.stoneOutline);
        QFont cubeFont = painter.font();
        cubeFont.setPixelSize(std::max(6, int(0.45 * m_scale)));
        cubeFont.setBold(true);
        painter.setFont(cubeFont);
        painter.drawText(cube, Qt::AlignCenter, QString::number(p.cubeValue() == 1 ? 64 : p.cubeValue()));
    }
    // The last roll, in the right half.
    if (p.diceCount() > 0 && info.lastRoller != 0) {
        const double size = 0.9;
        const double gap = 0.3;
        const double total = p.diceCount() * size + (p.diceCount() - 1) * gap;
        const double x0 = kTray + 6 + kBar + 3 - total / 2;
        for (int i = 0; i < p.diceCount(); ++i) {
            const double x = x0 + i * (size + gap);
            paintDie(painter, QRectF(unit(x, middle - size / 2), unit(x + size, middle + size / 2)), p.die(i),
                     info.lastRoller);
        }
    }
    // Player lines: player 2 above, player 1 below.
    QFont nameFont = painter.font();
    nameFont.setPixelSize(std::max(7, int(0.5 * m_scale)));
    nameFont.setBold(false);
    painter.setFont(nameFont);
    for (int player : {1, 2}) {
        const QString name = player == 1 ? info.player1 : info.player2;
        QString text = name.isEmpty() ? QStringLiteral("player %1").arg(player) : name;
        text += QStringLiteral("   score %1/%2   pips %3")
                    .arg(player == 1 ? info.score1 : info.score2)
                    .arg(info.matchLength)
                    .arg(p.pipCount(player));
        if (p.winner() == player)
            text += QStringLiteral("   wins");
        else if (p.winner() == 0 && p.toAct() == player)
            text += QStringLiteral("   to play");
        const double y = player == 2 ? 0.0 : kHeight - kLine;
        const QRectF line(unit(0, y), unit(kWidth, y + kLine));
        const double r = 0.3 * m_scale;
        painter.setPen(QPen(theme.stoneOutline, 1.0));
        painter.setBrush(theme.playerColour(player));
        painter.drawEllipse(QPointF(line.left() + r + 0.1 * m_scale, line.center().y()), r, r);
        painter.setPen(theme.coordinates);
        painter.drawText(line.adjusted(2 * r + 0.4 * m_scale, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
    }
    painter.restore();
}

void BackgammonRenderer::paint(QPainter &painter, const QRectF &target, const BoardPicture &picture,
                               const RenderOptions &options)
{
    painter.fillRect(target, options.theme.background);
    BackgammonRenderer(target, options).paint(painter, picture);
}

} // namespace kibitz
