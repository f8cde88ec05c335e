#include "games/rokkaku/rokkakuplots.h"

#include "render/rokkaku/rokkakurenderer.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace kibitz {

namespace {

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

// A round step for axis ticks: 1, 2 or 5 times a power of ten.
int niceStep(int range, int ticks)
{
    const double raw = std::max(1.0, double(range) / std::max(ticks, 1));
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw)
            return std::max(1, int(m * power));
    return std::max(1, int(10 * power));
}

void paintTeamShape(QPainter &painter, const QPointF &c, double r, const QColor &colour, const QColor &outline)
{
    painter.setPen(QPen(outline, std::max(1.0, r * 0.15)));
    painter.setBrush(colour);
    painter.drawPolygon(QPolygonF{c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)});
}

} // namespace

// ---------------------------------------------------------------- owned plot

RokkakuOwnedPlot::RokkakuOwnedPlot(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Owned hexels per turn"));
    setToolTip(tr("Hexels each team owns after every turn; click to go to a turn"));
    setFocusPolicy(Qt::NoFocus);
}

void RokkakuOwnedPlot::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    invalidate();
}

void RokkakuOwnedPlot::setSeries(const std::vector<std::array<int, 4>> &owned, int turns, const QStringList &teamNames)
{
    m_owned = owned;
    m_turns = std::max(turns, int(owned.size()) - 1);
    m_names = teamNames;
    m_turn = std::clamp(m_turn, 0, m_turns);
    int top = 1;
    for (const auto &row : m_owned)
        for (int v : row)
            top = std::max(top, v);
    const int step = niceStep(top, 4);
    m_maxValue = (top + step - 1) / step * step;
    updateDescription();
    invalidate();
}

void RokkakuOwnedPlot::invalidate()
{
    m_static = QPixmap();
    update();
}

void RokkakuOwnedPlot::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_static = QPixmap();
}

void RokkakuOwnedPlot::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        invalidate();
}

void RokkakuOwnedPlot::setCurrentTurn(int turn)
{
    turn = std::clamp(turn, 0, m_turns);
    if (turn == m_turn)
        return;
    m_turn = turn;
    updateDescription();
    update();
}

void RokkakuOwnedPlot::updateDescription()
{
    if (m_owned.empty()) {
        setAccessibleDescription(QString());
        return;
    }
    const std::array<int, 4> &now = m_owned[std::size_t(std::min(m_turn, int(m_owned.size()) - 1))];
    QStringList parts;
    for (int t = 0; t < 4; ++t)
        parts << tr("%1 %2").arg(teamName(t)).arg(now[std::size_t(t)]);
    setAccessibleDescription(tr("Turn %1 of %2: %3").arg(m_turn).arg(m_turns).arg(parts.join(QStringLiteral(", "))));
}

QString RokkakuOwnedPlot::teamName(int team) const
{
    return team < m_names.size() ? m_names[team] : tr("team %1").arg(team + 1);
}

int RokkakuOwnedPlot::legendColumns() const
{
    const QFontMetrics metrics(font());
    int needed = 8;
    for (int t = 0; t < 4; ++t)
        needed += 26 + metrics.horizontalAdvance(teamName(t)) + 12;
    return needed <= width() ? 4 : 2;
}

RokkakuOwnedPlot::Frame RokkakuOwnedPlot::frame() const
{
    const QFontMetrics metrics(font());
    const double left = metrics.horizontalAdvance(QString::number(m_maxValue)) + 12;
    const double bottom = metrics.height() + 8;
    const int legendRows = 4 / legendColumns();
    const double top = legendRows * metrics.height() + 10;
    Frame f;
    f.rect = QRectF(left, top, std::max(10.0, width() - left - 12), std::max(10.0, height() - top - bottom));
    f.top = std::max(1, m_maxValue);
    f.turns = std::max(1, m_turns);
    return f;
}

QRectF RokkakuOwnedPlot::plotRect() const
{
    return frame().rect;
}

QPointF RokkakuOwnedPlot::pointFor(int turn, int value) const
{
    return frame().point(turn, value);
}

int RokkakuOwnedPlot::turnAt(const QPointF &point) const
{
    const QRectF r = plotRect();
    const double fraction = (point.x() - r.left()) / std::max(1.0, r.width());
    return std::clamp(int(std::lround(fraction * m_turns)), 0, m_turns);
}

void RokkakuOwnedPlot::paintStatic(QPainter &painter, const Frame &f) const
{
    painter.fillRect(rect(), m_theme.background);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF &r = f.rect;
    const QFontMetrics metrics(font());
    const QColor text = m_theme.coordinates;
    const QColor grid = mix(m_theme.background, text, 0.2);

    // Axes and ticks.
    const int top = m_maxValue;
    const int yStep = niceStep(top, 4);
    painter.setPen(QPen(grid, 1));
    for (int v = 0; v <= top; v += yStep) {
        const double y = f.point(0, v).y();
        painter.setPen(QPen(grid, 1));
        painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        painter.setPen(text);
        painter.drawText(QRectF(0, y - metrics.height() / 2.0, r.left() - 6, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
    const int xStep = niceStep(std::max(1, m_turns), std::max(2, int(r.width() / 70)));
    for (int turn = 0; turn <= m_turns; turn += xStep) {
        const double x = f.point(turn, 0).x();
        painter.setPen(text);
        painter.drawText(QRectF(x - 30, r.bottom() + 4, 60, metrics.height()), Qt::AlignHCenter | Qt::AlignTop,
                         QString::number(turn));
    }
    painter.setPen(QPen(text, 1));
    painter.drawLine(r.bottomLeft(), r.bottomRight());
    painter.drawLine(r.bottomLeft(), r.topLeft());

    // Legend: four entries in a row, or two rows of two in a narrow plot.
    const int columns = legendColumns();
    const double slot = (width() - 8.0) / columns;
    for (int t = 0; t < 4 && !m_owned.empty(); ++t) {
        const double lx = 4 + (t % columns) * slot;
        const int row = t / columns;
        const double ly = 4 + row * metrics.height();
        const QColor colour = RokkakuRenderer::teamColour(m_theme, t);
        painter.setPen(QPen(colour, 3));
        painter.drawLine(QPointF(lx, ly + metrics.height() / 2.0), QPointF(lx + 16, ly + metrics.height() / 2.0));
        painter.setPen(text);
        painter.drawText(QPointF(lx + 20, ly + metrics.ascent()),
                         metrics.elidedText(teamName(t), Qt::ElideRight, std::max(20, int(slot) - 26)));
    }

    // The series, as separate flat-capped segments (at this width their
    // joins need no filling): the raster engine draws such lines directly,
    // where a polyline with joins goes through the path stroker and costs
    // four times as much (it was half of what a jump to another game took).
    // Square caps would cover the joins but darken them to beads.
    std::vector<QLineF> segments;
    segments.reserve(m_owned.size());
    for (int t = 0; t < 4 && m_owned.size() > 1; ++t) {
        segments.clear();
        QPointF previous = f.point(0, m_owned[0][std::size_t(t)]);
        for (std::size_t k = 1; k < m_owned.size(); ++k) {
            const QPointF next = f.point(int(k), m_owned[k][std::size_t(t)]);
            segments.emplace_back(previous, next);
            previous = next;
        }
        painter.setPen(QPen(RokkakuRenderer::teamColour(m_theme, t), 2, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        painter.drawLines(segments.data(), int(segments.size()));
    }
}

void RokkakuOwnedPlot::paintEvent(QPaintEvent *)
{
    const Frame f = frame();
    const qreal ratio = devicePixelRatioF();
    if (m_static.isNull() || m_static.size() != size() * ratio) {
        m_static = QPixmap(size() * ratio);
        m_static.setDevicePixelRatio(ratio);
        QPainter painter(&m_static);
        painter.setFont(font());
        paintStatic(painter, f);
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_static);
    painter.setRenderHint(QPainter::Antialiasing);

    // The current turn.
    if (!m_owned.empty()) {
        const QRectF &r = f.rect;
        const double x = f.point(m_turn, 0).x();
        painter.setPen(QPen(m_theme.lastMove, 1.5, Qt::DashLine));
        painter.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
        const int shown = std::min(m_turn, int(m_owned.size()) - 1);
        const std::array<int, 4> &now = m_owned[std::size_t(shown)];
        for (int t = 0; t < 4; ++t) {
            painter.setPen(QPen(m_theme.background, 1.5));
            painter.setBrush(RokkakuRenderer::teamColour(m_theme, t));
            painter.drawEllipse(f.point(shown, now[std::size_t(t)]), 4, 4);
        }
    }
}

void RokkakuOwnedPlot::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_owned.empty()) {
        emit turnRequested(turnAt(event->position()));
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void RokkakuOwnedPlot::mouseMoveEvent(QMouseEvent *event)
{
    if ((event->buttons() & Qt::LeftButton) && !m_owned.empty()) {
        const int turn = turnAt(event->position());
        if (turn != m_turn)
            emit turnRequested(turn);
        event->accept();
        return;
    }
    QWidget::mouseMoveEvent(event);
}

// --------------------------------------------------------------- score chart

RokkakuScoreChart::RokkakuScoreChart(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Tournament scores"));
    setToolTip(tr("Each team's score so far (bar), its total over the whole log (outline) and the log's final "
                  "result (tick; red where it disagrees)"));
}

void RokkakuScoreChart::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void RokkakuScoreChart::setTeamNames(const QStringList &names)
{
    m_names = names;
    m_widestName = -1;
    updateGeometry();
    update();
}

void RokkakuScoreChart::setScores(const std::vector<RokkakuStanding> &now, const std::vector<qint64> &finals,
                                  const std::vector<std::optional<qint64>> &written,
                                  const std::array<int, 4> &gameTeams)
{
    const bool rowsChanged = now.size() != m_now.size();
    m_now = now;
    m_finals = finals;
    m_written = written;
    m_gameTeams = gameTeams;
    if (rowsChanged)
        updateGeometry();
    QStringList parts;
    for (std::size_t i = 0; i < m_now.size() && i < 5; ++i)
        parts << tr("%1. %2 %3").arg(m_now[i].rank).arg(m_names.value(m_now[i].team)).arg(m_now[i].score);
    setAccessibleDescription(tr("Leading: %1").arg(parts.join(QStringLiteral(", "))));
    update();
}

void RokkakuScoreChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        m_widestName = -1;
}

int RokkakuScoreChart::rowHeight() const
{
    return QFontMetrics(font()).height() + 6;
}

int RokkakuScoreChart::rowOf(int team) const
{
    for (std::size_t i = 0; i < m_now.size(); ++i)
        if (m_now[i].team == team)
            return int(i);
    return -1;
}

QSize RokkakuScoreChart::sizeHint() const
{
    return QSize(320, int(m_now.size()) * rowHeight() + 8);
}

void RokkakuScoreChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_theme.background);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics(font());
    const QColor text = m_theme.coordinates;
    const int rh = rowHeight();
    qint64 top = 1;
    for (const RokkakuStanding &s : m_now)
        top = std::max(top, s.score);
    for (qint64 f : m_finals)
        top = std::max(top, f);
    for (const auto &w : m_written)
        if (w)
            top = std::max(top, *w);
    if (m_widestName < 0) {
        m_widestName = 40;
        for (const QString &name : m_names)
            m_widestName = std::max(m_widestName, metrics.horizontalAdvance(name));
    }
    const int nameWidth = std::min(m_widestName, width() / 3);
    const int rankWidth = metrics.horizontalAdvance(QStringLiteral("000.")) + 4;
    const int valueWidth = metrics.horizontalAdvance(QString::number(top)) + 8;
    const double barLeft = 4 + rankWidth + nameWidth + 8;
    const double barWidth = std::max(10.0, width() - barLeft - valueWidth - 8);
    const QColor neutral = mix(m_theme.background, text, 0.45);
    const QColor disagree(0xd0, 0x20, 0x20);
    for (std::size_t i = 0; i < m_now.size(); ++i) {
        const RokkakuStanding &s = m_now[i];
        const double y = 4 + double(i) * rh;
        const int inGame = int(std::find(m_gameTeams.begin(), m_gameTeams.end(), s.team) - m_gameTeams.begin());
        const QColor colour = inGame < 4 ? RokkakuRenderer::teamColour(m_theme, inGame) : neutral;
        if (inGame < 4)
            painter.fillRect(QRectF(0, y, width(), rh), mix(m_theme.background, colour, 0.12));
        painter.setPen(text);
        m_texts.draw(painter, QRectF(4, y, rankWidth, rh), Qt::AlignRight, QStringLiteral("%1.").arg(s.rank));
        m_texts.draw(painter, QRectF(8 + rankWidth, y, nameWidth, rh), Qt::AlignLeft,
                     m_names.value(s.team, tr("Team %1").arg(s.team)));
        const double scale = barWidth / double(top);
        const QRectF bar(barLeft, y + 3, double(s.score) * scale, rh - 6);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRect(bar);
        if (std::size_t(s.team) < m_finals.size()) {
            painter.setPen(QPen(colour, 1));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(barLeft, y + 3, double(m_finals[std::size_t(s.team)]) * scale, rh - 6));
        }
        if (std::size_t(s.team) < m_written.size() && m_written[std::size_t(s.team)]) {
            const qint64 w = *m_written[std::size_t(s.team)];
            const bool differs = std::size_t(s.team) < m_finals.size() && w != m_finals[std::size_t(s.team)];
            const double x = barLeft + double(w) * scale;
            painter.setPen(QPen(differs ? disagree : text, differs ? 3 : 1.5));
            painter.drawLine(QPointF(x, y + 1), QPointF(x, y + rh - 1));
        }
        painter.setPen(text);
        m_texts.draw(painter, QRectF(width() - valueWidth - 4, y, valueWidth, rh), Qt::AlignRight,
                     QString::number(s.score));
    }
}

// --------------------------------------------------------------- score board

RokkakuScoreBoard::RokkakuScoreBoard(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Scoreboard"));
    setToolTip(tr("Each team of the game: hexels owned now (large), the points the game would give it if it "
                  "ended now, its rank and score in the tournament's finished games, and its frozen agents"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void RokkakuScoreBoard::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void RokkakuScoreBoard::setHeading(const QString &heading)
{
    m_heading = heading;
    update();
}

void RokkakuScoreBoard::setEntries(const std::array<Entry, 4> &entries)
{
    m_entries = entries;
    QStringList parts;
    for (int t = 0; t < 4; ++t)
        parts << (entries[std::size_t(t)].projected >= 0
                      ? tr("%1: %n hexel(s) now, %2 points if the game ended now, tournament %3", nullptr,
                           entries[std::size_t(t)].owned)
                            .arg(entries[std::size_t(t)].name)
                            .arg(entries[std::size_t(t)].projected)
                            .arg(entries[std::size_t(t)].tournament)
                      : tr("%1: %n hexel(s) now, tournament %2", nullptr, entries[std::size_t(t)].owned)
                            .arg(entries[std::size_t(t)].name)
                            .arg(entries[std::size_t(t)].tournament));
    setAccessibleDescription(m_heading + QStringLiteral(". ") + parts.join(QStringLiteral("; ")));
    update();
}

void RokkakuScoreBoard::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_theme.background);
    painter.setRenderHint(QPainter::Antialiasing);
    const double h = height();
    const int columns = this->columns();
    const int rows = 4 / columns;
    const double headingHeight = std::min(h * (rows == 1 ? 0.26 : 0.15), 40.0);
    QFont headingFont = font();
    headingFont.setPixelSize(std::max(10, int(headingHeight * 0.7)));
    painter.setFont(headingFont);
    painter.setPen(m_theme.coordinates);
    painter.drawText(QRectF(8, 0, width() - 16, headingHeight), Qt::AlignLeft | Qt::AlignVCenter, m_heading);

    const double cellWidth = width() / double(columns);
    const double cellTop = headingHeight;
    const double cellHeight = (h - headingHeight) / rows;
    QFont nameFont = font();
    nameFont.setPixelSize(std::max(10, int(cellHeight * 0.3)));
    nameFont.setBold(true);
    QFont detailFont = font();
    detailFont.setPixelSize(std::max(9, int(cellHeight * 0.24)));
    QFont numberFont = font();
    numberFont.setPixelSize(std::max(12, int(cellHeight * 0.46)));
    numberFont.setBold(true);
    const QFontMetrics nameMetrics(nameFont), detailMetrics(detailFont), numberMetrics(numberFont);
    for (int t = 0; t < 4; ++t) {
        const Entry &e = m_entries[std::size_t(t)];
        const QColor colour = RokkakuRenderer::teamColour(m_theme, t);
        const int row = t / columns;
        const QRectF cell((t % columns) * cellWidth + 3, cellTop + row * cellHeight + 2, cellWidth - 6, cellHeight - 4);
        painter.setPen(Qt::NoPen);
        painter.setBrush(mix(m_theme.background, colour, 0.18));
        painter.drawRoundedRect(cell, 6, 6);
        painter.fillRect(QRectF(cell.left(), cell.top() + 4, 4, cell.height() - 8), colour);
        // The name across the top, beside the team's diamond.
        const double r = std::clamp(cell.height() * 0.14, 4.0, 12.0);
        const double top = cell.top() + cell.height() * 0.08;
        const double nameHeight = nameMetrics.height();
        paintTeamShape(painter, QPointF(cell.left() + 8 + r, top + nameHeight / 2), r, colour, m_theme.stoneOutline);
        const double textLeft = cell.left() + 14 + 2 * r;
        const double textWidth = std::max(10.0, cell.right() - 6 - textLeft);
        // A long name gets a smaller font (down to two thirds) before it is
        // cut: "Mouri.Motonari" whole rather than "Mouri.Mot…".
        QFont fitted = nameFont;
        const int natural = nameMetrics.horizontalAdvance(e.name);
        if (natural > textWidth) {
            const int smallest = std::max(9, nameFont.pixelSize() * 2 / 3);
            fitted.setPixelSize(std::max(smallest, int(nameFont.pixelSize() * textWidth / natural)));
        }
        painter.setFont(fitted);
        painter.setPen(m_theme.coordinates);
        painter.drawText(QRectF(textLeft, top, textWidth, nameHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetrics(fitted).elidedText(e.name, Qt::ElideRight, int(textWidth)));
        // Below: the hexels owned now, large, then rank, score and frozen agents.
        const QRectF lower(cell.left() + 10, top + nameHeight, cell.width() - 16, cell.bottom() - top - nameHeight);
        const QString owned = QString::number(e.owned);
        const double numberWidth = numberMetrics.horizontalAdvance(owned);
        painter.setFont(numberFont);
        painter.drawText(QRectF(lower.left(), lower.top(), numberWidth + 2, lower.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, owned);
        //: on the scoreboard: the rank and the score in the tournament's finished games
        QString detail = tr("#%1 · %2 pts").arg(e.rank).arg(e.tournament);
        // The projected points when there is room (they are in the tip too).
        if (e.projected >= 0) {
            //: on the scoreboard: the points the game would give if it ended now
            const QString projected = tr("+%1 now").arg(e.projected) + QStringLiteral(" · ") + detail;
            if (detailMetrics.horizontalAdvance(projected) <= lower.right() - (lower.left() + numberWidth + 8))
                detail = projected;
        }
        if (e.frozen > 0)
            detail += QStringLiteral(" · ") + tr("%n frozen", nullptr, e.frozen);
        painter.setFont(detailFont);
        painter.setPen(mix(m_theme.background, m_theme.coordinates, 0.75));
        const double detailLeft = lower.left() + numberWidth + 8;
        painter.drawText(
            QRectF(detailLeft, lower.top(), std::max(10.0, lower.right() - detailLeft), lower.height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            detailMetrics.elidedText(detail, Qt::ElideRight, int(std::max(10.0, lower.right() - detailLeft))));
    }
}

} // namespace kibitz
