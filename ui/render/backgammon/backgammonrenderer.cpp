#include "render/backgammon/backgammonrenderer.h"

#include "games/backgammon/backgammonnotation.h"

#include <QCoreApplication>

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace kibitz {

namespace {

// Layout in board units (a checker is one unit across).
constexpr double kTray = 1.3;
constexpr double kBar = 1.0;
constexpr double kHalf = 5.4; // a row of points: five checkers and a margin
constexpr double kMiddle = 1.6; // between the two rows
constexpr double kLabel = 0.5; // point numbers above and below the board
constexpr double kLine = 1.2; // a player's line above or below
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

// Column 0..11 of a point from the left, and whether it is on the top row
// when the board is seen from player 1's side.
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

// The context lupdate gives the tr() calls in BackgammonRenderer's members
// (the class's qualified name): with another one the board's words stayed
// untranslated ("score 0 of 11   pips 167" in German).
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::BackgammonRenderer", text);
}

} // namespace

QString BackgammonRenderer::scoreText(const BackgammonPicture &picture, int player)
{
    if (!picture.position)
        return QString();
    QString text = tr("pips %1").arg(picture.position->pipCount(player));
    if (picture.matchLength > 1)
        text = tr("score %1 of %2").arg(player == 1 ? picture.score1 : picture.score2).arg(picture.matchLength)
             + QStringLiteral("   ") + text;
    return text;
}

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

bool BackgammonRenderer::isTopRow(int point) const
{
    return pointColumn(point).second != m_options.flipped;
}

double BackgammonRenderer::columnOf(int point) const
{
    return columnLeft(pointColumn(point).first);
}

QRectF BackgammonRenderer::pointRect(int point) const
{
    const double x = columnOf(point);
    const double y = isTopRow(point) ? kBoardTop : kBoardTop + kBoardHeight - kHalf;
    return QRectF(unit(x, y), unit(x + 1, y + kHalf));
}

QPointF BackgammonRenderer::checkerCentre(int slot, int player, int index) const
{
    const bool upper = isUpperSide(player);
    const double middle = kBoardTop + kBoardHeight / 2;
    if (slot >= 1 && slot <= 24) {
        const QRectF r = pointRect(slot);
        const double offset = (0.5 + std::clamp(index, 0, kMaxStack - 1)) * m_scale;
        return QPointF(r.center().x(), isTopRow(slot) ? r.top() + offset : r.bottom() - offset);
    }
    if (slot == BgBar) {
        const double dy = kMiddle / 2 + 0.5 + std::clamp(index, 0, 2);
        return unit(kTray + 6 + kBar / 2, upper ? middle - dy : middle + dy);
    }
    if (slot == Waiting)
        return unit(kTray / 2, upper ? kBoardTop + 0.7 : kBoardTop + kBoardHeight - 0.7);
    // Borne off: the middle of the index-th bar in the right tray.
    const int i = std::clamp(index, 0, 14);
    const double y = upper ? kBoardTop + 0.2 + i * 0.3 + 0.13 : kBoardTop + kBoardHeight - 0.5 - i * 0.3 + 0.13;
    return unit(kWidth - kTray / 2, y);
}

std::optional<int> BackgammonRenderer::slotAt(const QPointF &point) const
{
    if (m_scale <= 0)
        return std::nullopt;
    const double x = (point.x() - m_origin.x()) / m_scale;
    const double y = (point.y() - m_origin.y()) / m_scale;
    if (x < 0 || x >= kWidth || y < kBoardTop || y >= kBoardTop + kBoardHeight)
        return std::nullopt;
    if (x < kTray)
        return Waiting;
    if (x >= kWidth - kTray)
        return int(BgOff);
    if (x >= kTray + 6 && x < kTray + 6 + kBar)
        return int(BgBar);
    const int column = x < kTray + 6 ? int(x - kTray) : 6 + int(x - kTray - 6 - kBar);
    const bool top = (y < kBoardTop + kBoardHeight / 2) != m_options.flipped; // as seen from player 1
    return top ? 13 + std::clamp(column, 0, 11) : 12 - std::clamp(column, 0, 11);
}

void BackgammonRenderer::paintChecker(QPainter &painter, const QPointF &centre, int player, int count) const
{
    const BoardTheme &theme = m_options.theme;
    const double r = checkerRadius();
    painter.setPen(QPen(theme.stoneOutline, std::max(1.0, 0.05 * m_scale)));
    painter.setBrush(theme.playerColour(player));
    painter.drawEllipse(centre, r, r);
    // A ring inside the rim, as on real checkers.
    painter.setBrush(Qt::NoBrush);
    QColor ring = theme.stoneOutline;
    ring.setAlphaF(0.35f);
    painter.setPen(QPen(ring, std::max(1.0, 0.03 * m_scale)));
    painter.drawEllipse(centre, r * 0.68, r * 0.68);
    if (count > 1) {
        QFont font = painter.font();
        font.setPixelSize(std::max(6, int(0.5 * m_scale)));
        font.setBold(true);
        painter.setFont(font);
        // The count in the other player's colour reads on either checker.
        painter.setPen(theme.playerColour(player == 1 ? 2 : 1));
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(count));
    }
}

void BackgammonRenderer::paintDie(QPainter &painter, const QRectF &rect, int value, int player, bool used) const
{
    const BoardTheme &theme = m_options.theme;
    painter.save();
    if (used)
        painter.setOpacity(0.35);
    // An ivory die rimmed in the roller's colour, with dark pips: legible
    // on either board.
    painter.setPen(QPen(theme.playerColour(player), std::max(1.5, 0.09 * m_scale)));
    painter.setBrush(QColor(250, 246, 236));
    painter.drawRoundedRect(rect, rect.width() * 0.15, rect.width() * 0.15);
    // Pip positions on a 3x3 grid, by face.
    static const char *const faces[7] = {"", "4", "08", "048", "0268", "02468", "023568"};
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(30, 30, 30));
    const double cell = rect.width() / 4;
    for (const char *c = faces[std::clamp(value, 0, 6)]; *c; ++c) {
        const int i = *c - '0';
        const int row = i / 3;
        const QPointF p(rect.left() + cell * (1 + i % 3), rect.top() + cell * (1 + row));
        painter.drawEllipse(p, cell * 0.38, cell * 0.38);
    }
    painter.restore();
}

void BackgammonRenderer::paint(QPainter &painter, const BackgammonPicture &picture,
                               const BackgammonOverlay *overlay) const
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

    // Points: alternating colours, numbers outside the board, counted from
    // the side of the player at the bottom.
    const BgVariant variant = picture.variant;
    const int viewer = m_options.flipped ? 2 : 1;
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(0.36 * m_scale)));
    painter.setFont(font);
    const auto isTarget = [overlay](int slot) {
        return overlay && std::find(overlay->targets.begin(), overlay->targets.end(), slot) != overlay->targets.end();
    };
    for (int point = 1; point <= 24; ++point) {
        const QRectF r = pointRect(point);
        const bool top = isTopRow(point);
        QPolygonF triangle;
        if (top)
            triangle << r.topLeft() << r.topRight() << QPointF(r.center().x(), r.bottom() - 0.3 * m_scale);
        else
            triangle << r.bottomLeft() << r.bottomRight() << QPointF(r.center().x(), r.top() + 0.3 * m_scale);
        painter.setPen(Qt::NoPen);
        painter.setBrush(point % 2 ? mix(theme.board, theme.grid, 0.55) : mix(theme.board, theme.background, 0.6));
        painter.drawPolygon(triangle);
        if (isTarget(point)) {
            painter.setPen(QPen(theme.lastMove, std::max(1.5, 0.08 * m_scale)));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(triangle);
        }
        if (m_options.coordinates) {
            painter.setPen(theme.coordinates);
            const double y = top ? kBoardTop - kLabel : kBoardTop + kBoardHeight;
            painter.drawText(QRectF(QPointF(r.left(), unit(0, y).y()), QSizeF(r.width(), kLabel * m_scale)),
                             Qt::AlignCenter, QString::number(BackgammonNotation::pointNumber(variant, point, viewer)));
        }
    }

    if (!picture.position) {
        painter.restore();
        return;
    }
    const BackgammonPosition &p = *picture.position;
    const auto hidden = [overlay](int slot, int player) {
        return overlay ? overlay->hidden[std::size_t(player - 1)][std::size_t(slot)] : 0;
    };
    const auto highlight = [&](const QPointF &centre) {
        painter.setPen(QPen(theme.lastMove, std::max(2.0, 0.1 * m_scale)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, checkerRadius() * 1.12, checkerRadius() * 1.12);
    };

    // Checkers on the points, stacked from the board's edge.
    for (int point = 1; point <= 24; ++point) {
        for (int player : {1, 2}) {
            const int n = p.checkers(point, player) - hidden(point, player);
            if (n <= 0)
                continue;
            for (int i = 0; i < std::min(n, kMaxStack); ++i)
                paintChecker(painter, checkerCentre(point, player, i), player,
                             i == kMaxStack - 1 && n > kMaxStack ? n : 0);
            if (overlay && overlay->selected == point && overlay->selectedPlayer == player)
                highlight(checkerCentre(point, player, std::min(n, kMaxStack) - 1));
        }
    }
    for (int player : {1, 2}) {
        const int n = p.bar(player) - hidden(BgBar, player);
        for (int i = 0; i < std::min(n, 3); ++i)
            paintChecker(painter, checkerCentre(BgBar, player, i), player, i == std::min(n, 3) - 1 && n > 3 ? n : 0);
        if (n > 0 && overlay && overlay->selected == BgBar && overlay->selectedPlayer == player)
            highlight(checkerCentre(BgBar, player, std::min(n, 3) - 1));
    }
    // Left tray: checkers waiting to enter; right tray: borne off.
    for (int player : {1, 2}) {
        const bool upper = isUpperSide(player);
        if (const int waiting = p.waiting(player) - hidden(Waiting, player); waiting > 0) {
            paintChecker(painter, checkerCentre(Waiting, player, 0), player, waiting);
            if (overlay && overlay->selected == Waiting && overlay->selectedPlayer == player)
                highlight(checkerCentre(Waiting, player, 0));
        }
        const int off = p.borneOff(player) - hidden(BgOff, player);
        painter.setPen(QPen(theme.stoneOutline, std::max(1.0, 0.03 * m_scale)));
        painter.setBrush(theme.playerColour(player));
        for (int i = 0; i < off; ++i) {
            const QPointF c = checkerCentre(BgOff, player, i);
            painter.drawRect(QRectF(QPointF(c.x() - (kTray / 2 - 0.2) * m_scale, c.y() - 0.13 * m_scale),
                                    QPointF(c.x() + (kTray / 2 - 0.2) * m_scale, c.y() + 0.13 * m_scale)));
        }
        if (off > 0) {
            painter.setPen(theme.coordinates);
            const double y = upper ? kBoardTop + 0.2 + off * 0.3 : kBoardTop + kBoardHeight - 0.5 - off * 0.3 - 0.5;
            painter.drawText(QRectF(unit(kWidth - kTray, y), unit(kWidth, y + 0.5)), Qt::AlignCenter,
                             QString::number(off));
        }
    }
    if (isTarget(BgOff)) {
        painter.setPen(QPen(theme.lastMove, std::max(1.5, 0.08 * m_scale)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(
            QRectF(unit(kWidth - kTray, kBoardTop), unit(kWidth, kBoardTop + kBoardHeight)).adjusted(2, 2, -2, -2));
    }
    // The cube: in the middle of the left tray while centred, else on its
    // owner's side.
    const double middle = kBoardTop + kBoardHeight / 2;
    {
        const double size = 0.9;
        const double y = p.cubeOwner() == 0         ? middle - size / 2
                       : isUpperSide(p.cubeOwner()) ? kBoardTop + 1.6
                                                    : kBoardTop + kBoardHeight - 1.6 - size;
        const QRectF cube(unit((kTray - size) / 2, y), unit((kTray + size) / 2, y + size));
        painter.setPen(QPen(theme.stoneOutline, std::max(1.0, 0.05 * m_scale)));
        painter.setBrush(mix(theme.background, QColor(Qt::white), 0.8));
        painter.drawRoundedRect(cube, 0.1 * m_scale, 0.1 * m_scale);
        painter.setPen(QColor(20, 20, 20));
        QFont cubeFont = painter.font();
        cubeFont.setPixelSize(std::max(6, int(0.45 * m_scale)));
        cubeFont.setBold(true);
        painter.setFont(cubeFont);
        painter.drawText(cube, Qt::AlignCenter, QString::number(p.cubeValue() == 1 ? 64 : p.cubeValue()));
    }
    // The dice: those of a roll being played (used ones faded), else the
    // last roll's, in the right half.
    std::vector<int> dice;
    std::vector<bool> used;
    if (picture.rollDiceCount > 0) {
        std::vector<int> unused = picture.unusedDice;
        const bool doubles
            = picture.rollDiceCount == 2 && picture.rollDice[0] == picture.rollDice[1] && variant != BgVariant::Tabula;
        for (int i = 0; i < picture.rollDiceCount; ++i) {
            const int d = picture.rollDice[std::size_t(i)];
            dice.push_back(d);
            if (doubles) {
                // Four moves on two dice: the second fades after the first
                // two moves, the first after all four.
                const auto left = std::count(unused.begin(), unused.end(), d);
                used.push_back(i == 0 ? left == 0 : left <= 2);
            } else {
                const auto it = std::find(unused.begin(), unused.end(), d);
                used.push_back(it == unused.end());
                if (it != unused.end())
                    unused.erase(it);
            }
        }
    } else if (picture.lastRoller != 0) {
        for (int i = 0; i < p.diceCount(); ++i) {
            dice.push_back(p.die(i));
            used.push_back(false);
        }
    }
    if (!dice.empty()) {
        const double size = 0.9;
        const double gap = 0.3;
        const double total = double(dice.size()) * size + double(dice.size() - 1) * gap;
        // On the roller's right-hand half as they sit: the right half for
        // the player at the bottom, the left for the one at the top.
        const bool right = !isUpperSide(picture.lastRoller == 0 ? 1 : picture.lastRoller);
        const double x0 = (right ? kTray + 6 + kBar + 3 : kTray + 3) - total / 2;
        for (std::size_t i = 0; i < dice.size(); ++i) {
            const double x = x0 + double(i) * (size + gap);
            paintDie(painter, QRectF(unit(x, middle - size / 2), unit(x + size, middle + size / 2)), dice[i],
                     picture.lastRoller == 0 ? 1 : picture.lastRoller, used[i]);
        }
    }
    // Player lines: the upper side's player above, the other below.
    QFont nameFont = painter.font();
    nameFont.setPixelSize(std::max(7, int(0.5 * m_scale)));
    nameFont.setBold(false);
    painter.setFont(nameFont);
    for (int player : {1, 2}) {
        const QString name = player == 1 ? picture.player1 : picture.player2;
        QString text = name.isEmpty() ? tr("player %1").arg(player) : name;
        const QString right = scoreText(picture, player);
        if (p.winner() == player) {
            text += QStringLiteral(" \u2013 ") + tr("wins");
        } else if (p.winner() == 0
                   && (picture.rollDiceCount > 0 ? picture.lastRoller == player : p.toAct() == player)) {
            text += QStringLiteral(" \u2013 ") + (picture.rollDiceCount > 0 ? tr("to play") : tr("on roll"));
        }
        const double y = isUpperSide(player) ? 0.0 : kHeight - kLine;
        const QRectF line(unit(0, y), unit(kWidth, y + kLine));
        const double r = 0.3 * m_scale;
        painter.setPen(QPen(theme.stoneOutline, 1.0));
        painter.setBrush(theme.playerColour(player));
        painter.drawEllipse(QPointF(line.left() + r + 0.1 * m_scale, line.center().y()), r, r);
        painter.setPen(theme.coordinates);
        QFont bold = nameFont;
        bold.setBold(p.winner() == player || (p.winner() == 0 && p.toAct() == player));
        painter.setFont(bold);
        painter.drawText(line.adjusted(2 * r + 0.4 * m_scale, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
        painter.setFont(nameFont);
        painter.drawText(line, Qt::AlignVCenter | Qt::AlignRight, right);
    }
    if (overlay) {
        for (const BackgammonOverlay::Flying &f : overlay->flying)
            paintChecker(painter, f.centre, f.player, 0);
    }
    painter.restore();
}

void BackgammonRenderer::paint(QPainter &painter, const QRectF &target, const BackgammonPicture &picture,
                               const RenderOptions &options)
{
    painter.fillRect(target, options.theme.background);
    BackgammonRenderer(target, options).paint(painter, picture);
}

} // namespace kibitz
