#include "games/rokkaku/rokkakufield.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace kibitz {

namespace {

double easeInOut(double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2;
}

QColor withAlpha(QColor c, double alpha)
{
    c.setAlphaF(float(std::clamp(alpha, 0.0, 1.0)));
    return c;
}

QPointF lerp(const QPointF &a, const QPointF &b, double t)
{
    return a + (b - a) * t;
}

} // namespace

RokkakuField::RokkakuField(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Rokkaku field"));
    m_animation = new QVariantAnimation(this);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        m_before.reset();
        m_spans.clear();
        update();
        emit animationFinished();
    });
}

RokkakuField::~RokkakuField() = default;

void RokkakuField::setRenderOptions(const RenderOptions &options)
{
    m_options = options;
    update();
}

void RokkakuField::setTeamNames(const QStringList &names)
{
    m_teamNames = names;
}

void RokkakuField::setMessage(const QString &message)
{
    if (message == m_message)
        return;
    m_message = message;
    update();
}

void RokkakuField::showPosition(const RokkakuPosition &position, const std::optional<RokkakuTurn> &lastTurn)
{
    if (m_animation->state() != QAbstractAnimation::Stopped)
        m_animation->stop(); // no finished signal: this is not the animation's end
    const bool wasAnimating = m_before.has_value();
    m_before.reset();
    m_spans.clear();
    m_after = position;
    m_turn = lastTurn;
    update();
    if (wasAnimating)
        emit animationFinished();
}

void RokkakuField::animateTurn(const RokkakuPosition &after, const RokkakuTurn &turn, int phaseMilliseconds)
{
    finishAnimation();
    if (!m_after || phaseMilliseconds <= 0) {
        showPosition(after, turn);
        return;
    }
    m_before = m_after;
    m_after = after;
    m_turn = turn;
    m_spans.clear();
    int time = 0;
    const auto add = [&](Phase phase, int length) {
        m_spans.push_back({phase, time, time + length});
        time += length;
    };
    add(Phase::Move, phaseMilliseconds);
    bool frozenChanges = false;
    for (int a = 0; a < RokkakuAgents; ++a)
        frozenChanges = frozenChanges || m_before->isFrozen(a) != after.isFrozen(a);
    if (!turn.ownerChanges.empty() || frozenChanges)
        add(Phase::Ownership, phaseMilliseconds);
    if (!turn.syzygies.empty())
        add(Phase::Syzygy, phaseMilliseconds);
    if (!turn.sieges.empty())
        add(Phase::Siege, phaseMilliseconds);
    if (!turn.occupations.empty())
        add(Phase::Occupation, 2 * phaseMilliseconds);
    m_animation->setDuration(time);
    m_animation->start();
    update();
}

void RokkakuField::finishAnimation()
{
    if (m_animation->state() == QAbstractAnimation::Stopped && !m_before)
        return;
    m_animation->stop();
    m_before.reset();
    m_spans.clear();
    update();
    emit animationFinished();
}

bool RokkakuField::isAnimating() const
{
    return m_before.has_value();
}

int RokkakuField::animationDuration() const
{
    return isAnimating() ? m_animation->duration() : 0;
}

int RokkakuField::animationTime() const
{
    return isAnimating() ? m_animation->currentTime() : 0;
}

RokkakuField::Phase RokkakuField::phase() const
{
    return isAnimating() ? currentSpan(animationTime()).phase : Phase::Idle;
}

RokkakuField::PhaseSpan RokkakuField::currentSpan(int time) const
{
    for (const PhaseSpan &span : m_spans)
        if (time < span.end)
            return span;
    return m_spans.empty() ? PhaseSpan{} : m_spans.back();
}

int RokkakuField::teamOfHexels(const std::vector<Hexel> &hexels) const
{
    if (!m_after || hexels.empty())
        return -1;
    // The team that owns them after the turn, else the team of an agent there.
    const int owner = m_after->owner(hexels.front());
    if (owner >= 0)
        return owner;
    for (int a = 0; a < RokkakuAgents; ++a)
        if (m_after->agent(a) == hexels.front())
            return a / RokkakuAgentsPerTeam;
    return -1;
}

QString RokkakuField::phaseCaption(Phase phase) const
{
    if (!m_turn)
        return QString();
    const auto name = [this](int team) {
        return team >= 0 && team < m_teamNames.size() ? m_teamNames[team] : tr("team %1").arg(team + 1);
    };
    switch (phase) {
    case Phase::Syzygy: {
        if (m_turn->syzygies.size() == 1) {
            const int team = teamOfHexels(m_turn->syzygies.front());
            return team >= 0 ? tr("Syzygy: %1").arg(name(team)) : tr("Syzygy");
        }
        return tr("%n syzygies", nullptr, int(m_turn->syzygies.size()));
    }
    case Phase::Siege: {
        int hexels = 0;
        for (const auto &siege : m_turn->sieges)
            hexels += int(siege.size());
        if (m_turn->sieges.size() == 1 && teamOfHexels(m_turn->sieges.front()) >= 0)
            return tr("Siege: %1 takes %n hexel(s)", nullptr, hexels).arg(name(teamOfHexels(m_turn->sieges.front())));
        return tr("%n siege(s), %1 hexels", nullptr, int(m_turn->sieges.size())).arg(hexels);
    }
    case Phase::Occupation: {
        const int team = teamOfHexels(m_turn->occupations.front());
        return team >= 0 ? tr("Continental occupation by %1").arg(name(team)) : tr("Continental occupation");
    }
    default:
        return QString();
    }
}

QString RokkakuField::captionText() const
{
    if (isAnimating())
        return phaseCaption(phase());
    if (m_turn && !m_turn->occupations.empty())
        return phaseCaption(Phase::Occupation);
    return QString();
}

void RokkakuField::buildGeometry(const RokkakuRenderer &renderer, int width, int height, const QSize &pixels,
                                 qreal ratio)
{
    Layer &l = m_layer;
    const int count = width * height;
    l.antialiased = renderer.antialiasedFills();
    l.bounds.assign(std::size_t(count), QRect());
    const QRect all(QPoint(0, 0), pixels);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < rokkakuRowLength(width, y); ++x) {
            const QRectF r = renderer.hexelPolygon(x, y).boundingRect();
            const QRectF device(r.topLeft() * ratio, r.size() * ratio);
            // Two pixels more for the antialiased edges of the fill and the outline.
            l.bounds[std::size_t(y * width + x)] = device.toAlignedRect().adjusted(-2, -2, 2, 2) & all;
        }
    }
    l.spans.clear();
    l.spanStart.assign(std::size_t(count) + 1, 0);
    if (l.antialiased)
        return;
    // Which pixels each hexel's fill takes: the fills drawn as paintFills
    // draws them (the same polygons, in the same order, unantialiased), each
    // in a colour of its own that is its index.
    constexpr QRgb None = 0xffffffff;
    QImage index(pixels, QImage::Format_RGB32);
    index.fill(None);
    {
        QPainter painter(&index);
        painter.scale(ratio, ratio);
        painter.setPen(Qt::NoPen);
        painter.setRenderHint(QPainter::Antialiasing, false);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < rokkakuRowLength(width, y); ++x) {
                const int i = y * width + x;
                painter.setBrush(QColor::fromRgb(qRgb((i >> 16) & 0xff, (i >> 8) & 0xff, i & 0xff)));
                painter.drawPolygon(renderer.hexelPolygon(x, y));
            }
        }
    }
    // Runs of one hexel along each row of pixels, then grouped by hexel.
    std::vector<std::pair<int, Span>> runs;
    for (int py = 0; py < index.height(); ++py) {
        const auto *line = reinterpret_cast<const QRgb *>(index.constScanLine(py));
        int px = 0;
        while (px < index.width()) {
            const QRgb value = line[px];
            int end = px + 1;
            while (end < index.width() && line[end] == value)
                ++end;
            if (value != None) {
                const int i = int(value & 0xffffff);
                if (i < count)
                    runs.push_back({i, Span{py, px, end}});
            }
            px = end;
        }
    }
    for (const auto &run : runs)
        ++l.spanStart[std::size_t(run.first) + 1];
    for (int i = 0; i < count; ++i)
        l.spanStart[std::size_t(i) + 1] += l.spanStart[std::size_t(i)];
    l.spans.resize(runs.size());
    std::vector<int> next(l.spanStart.begin(), l.spanStart.end() - 1);
    for (const auto &run : runs)
        l.spans[std::size_t(next[std::size_t(run.first)]++)] = run.second;
}

const QImage &RokkakuField::fieldLayer(const RokkakuRenderer &renderer, const RokkakuPosition &position,
                                       const QSize &size, qreal ratio)
{
    Layer &l = m_layer;
    const int w = position.width(), h = position.height();
    const QSize pixels = size * ratio;
    const QString geometryKey = QStringLiteral("%1x%2@%3 %4x%5 %6")
                                    .arg(pixels.width())
                                    .arg(pixels.height())
                                    .arg(ratio)
                                    .arg(w)
                                    .arg(h)
                                    .arg(int(m_options.game.value(RokkakuColumnOffset)));
    const BoardTheme &theme = m_options.theme;
    QString styleKey = geometryKey + QStringLiteral(" %1").arg(int(m_options.coordinates));
    for (const QColor &c : {theme.background, theme.board, theme.grid, theme.coordinates, theme.player1, theme.player2,
                            theme.team3, theme.team4})
        styleKey += QLatin1Char(' ') + QString::number(c.rgba64(), 16);
    const std::size_t count = std::size_t(w) * std::size_t(h);
    if (geometryKey != l.geometryKey || l.fills.isNull()) {
        buildGeometry(renderer, w, h, pixels, ratio);
        l.geometryKey = geometryKey;
        l.styleKey.clear();
    }
    bool recompose = false;
    if (styleKey != l.styleKey) {
        l.styleKey = styleKey;
        l.outlines = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        l.outlines.fill(Qt::transparent);
        {
            QPainter painter(&l.outlines);
            painter.scale(ratio, ratio);
            renderer.paintOutlines(painter);
        }
        // The coordinates are drawn on the composed image (text blends
        // differently over transparency), again wherever it is recomposed
        // over their boxes.
        l.labels.clear();
        for (const QRectF &box : renderer.coordinateBoxes())
            l.labels.push_back(QRectF(box.topLeft() * ratio, box.size() * ratio).toAlignedRect());
        // The fill colours as a fill writes them.
        QImage sample(1, 1, QImage::Format_ARGB32_Premultiplied);
        for (int owner = -1; owner < 4; ++owner) {
            sample.fill(Qt::black);
            QPainter painter(&sample);
            painter.fillRect(QRect(0, 0, 1, 1), renderer.fillColour(owner));
            painter.end();
            l.colours[std::size_t(owner + 1)] = sample.pixel(0, 0);
        }
        l.fills = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        l.fills.fill(theme.background);
        l.composed = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        l.owners.assign(count, std::int8_t(-2));
        recompose = true;
    }
    if (l.gates != position.gates()) {
        l.gates = position.gates();
        recompose = true;
    }

    // The hexels whose owner changed, and their rows.
    std::vector<int> changed;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < rokkakuRowLength(w, y); ++x)
            if (l.owners[std::size_t(y * w + x)] != position.owner({x, y}))
                changed.push_back(y * w + x);
    const bool many = changed.size() * 4 > count;
    if (l.antialiased && !changed.empty()) {
        // Antialiased fills blend into their neighbours: where a hexel
        // changes, its pixels are filled again with every hexel that reaches
        // them, in paintFills' order.
        QPainter painter(&l.fills);
        if (many) {
            painter.fillRect(l.fills.rect(), theme.background);
            painter.scale(ratio, ratio);
            renderer.paintFills(painter, position);
        } else {
            painter.setPen(Qt::NoPen);
            painter.setRenderHint(QPainter::Antialiasing);
            for (int i : changed) {
                const int x = i % w, y = i / w;
                const QRect &r = l.bounds[std::size_t(i)];
                painter.resetTransform();
                painter.setClipRect(r);
                painter.fillRect(r, theme.background);
                painter.scale(ratio, ratio);
                for (int ny = std::max(0, y - 1); ny <= std::min(h - 1, y + 1); ++ny) {
                    for (int nx = std::max(0, x - 1); nx <= std::min(w - 1, x + 1); ++nx) {
                        if (!renderer.hasHexel(nx, ny))
                            continue;
                        painter.setBrush(renderer.fillColour(position.owner({nx, ny})));
                        painter.drawPolygon(renderer.hexelPolygon(nx, ny));
                    }
                }
            }
        }
    } else {
        // Unantialiased fills are opaque runs of pixels.
        for (int i : changed) {
            const QRgb colour = l.colours[std::size_t(position.owner({i % w, i / w}) + 1)];
            for (int k = l.spanStart[std::size_t(i)]; k < l.spanStart[std::size_t(i) + 1]; ++k) {
                const Span &span = l.spans[std::size_t(k)];
                auto *line = reinterpret_cast<QRgb *>(l.fills.scanLine(span.y));
                std::fill(line + span.x0, line + span.x1, colour);
            }
        }
    }
    for (int i : changed)
        l.owners[std::size_t(i)] = std::int8_t(position.owner({i % w, i / w}));

    // Composed again where fills changed: a rectangle for each row of
    // hexels with changes (or everything).
    std::vector<QRect> dirty;
    if (recompose || many) {
        dirty.push_back(l.composed.rect());
    } else {
        for (std::size_t k = 0; k < changed.size();) {
            const int row = changed[k] / w;
            QRect r;
            for (; k < changed.size() && changed[k] / w == row; ++k)
                r |= l.bounds[std::size_t(changed[k])];
            if (!r.isEmpty())
                dirty.push_back(r);
        }
    }
    if (!dirty.empty()) {
        QPainter painter(&l.composed);
        for (const QRect &r : dirty) {
            painter.resetTransform();
            painter.setClipRect(r);
            painter.setCompositionMode(QPainter::CompositionMode_Source);
            painter.drawImage(r.topLeft(), l.fills, r);
            painter.setCompositionMode(QPainter::CompositionMode_SourceOver);
            painter.drawImage(r.topLeft(), l.outlines, r);
            std::vector<Hexel> gates;
            for (const Hexel &g : l.gates)
                if (renderer.hasHexel(g.x, g.y) && l.bounds[std::size_t(g.y * w + g.x)].intersects(r))
                    gates.push_back(g);
            painter.scale(ratio, ratio);
            if (!gates.empty())
                renderer.paintGates(painter, gates);
            if (std::any_of(l.labels.begin(), l.labels.end(), [&](const QRect &box) { return box.intersects(r); }))
                renderer.paintCoordinates(painter);
        }
    }
    return l.composed;
}

void RokkakuField::paintMarks(QPainter &painter, const RokkakuRenderer &renderer) const
{
    if (!m_turn || !m_after)
        return;
    const BoardTheme &theme = m_options.theme;
    const double r = renderer.hexelRadius();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    if (m_options.lastMoveMarker) {
        // Hexels that changed owner in the last turn: an inner outline.
        for (const RokkakuOwnerChange &c : m_turn->ownerChanges) {
            if (!m_after->inside(c.hexel))
                continue;
            painter.setPen(QPen(RokkakuRenderer::teamColour(theme, c.team), std::max(1.0, r * 0.1)));
            painter.drawPolygon(renderer.hexelPolygon(c.hexel.x, c.hexel.y, 0.82));
        }
        for (const auto &syzygy : m_turn->syzygies) {
            const int team = teamOfHexels(syzygy);
            QPen pen(withAlpha(RokkakuRenderer::teamColour(theme, std::max(team, 0)), 0.8), std::max(1.0, r * 0.1),
                     Qt::DashLine, Qt::RoundCap);
            painter.setPen(pen);
            QPolygonF line;
            for (const Hexel &h : syzygy)
                line << renderer.hexelCenter(h.x, h.y);
            if (line.size() > 2)
                line << line.front();
            painter.drawPolyline(line);
        }
    }
    // A continental occupation ends the game: keep it visible.
    for (const auto &occupation : m_turn->occupations) {
        const int team = std::max(teamOfHexels(occupation), 0);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QBrush(withAlpha(RokkakuRenderer::teamColour(theme, team), 0.55), Qt::BDiagPattern));
        for (const Hexel &h : occupation)
            if (m_after->inside(h))
                painter.drawPolygon(renderer.hexelPolygon(h.x, h.y));
    }
    painter.restore();
}

void RokkakuField::paintHighlights(QPainter &painter, const RokkakuRenderer &renderer, const PhaseSpan &span,
                                   double t) const
{
    if (!m_turn || !m_after)
        return;
    const BoardTheme &theme = m_options.theme;
    const double r = renderer.hexelRadius();
    const double pulse = std::sin(M_PI * std::clamp(t, 0.0, 1.0)); // 0 -> 1 -> 0
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    switch (span.phase) {
    case Phase::Ownership:
        // New owners flash: a bright hexel that shrinks back into the field.
        for (const RokkakuOwnerChange &c : m_turn->ownerChanges) {
            if (!m_after->inside(c.hexel))
                continue;
            const QColor colour = RokkakuRenderer::teamColour(theme, c.team);
            painter.setPen(QPen(colour.darker(130), std::max(1.0, r * 0.12)));
            painter.setBrush(withAlpha(colour, 0.85 * (1 - t)));
            painter.drawPolygon(renderer.hexelPolygon(c.hexel.x, c.hexel.y, 1.0 + 0.18 * pulse));
        }
        break;
    case Phase::Syzygy:
        for (const auto &syzygy : m_turn->syzygies) {
            const QColor colour = RokkakuRenderer::teamColour(theme, std::max(teamOfHexels(syzygy), 0));
            QPolygonF line;
            for (const Hexel &h : syzygy)
                line << renderer.hexelCenter(h.x, h.y);
            if (line.size() > 2)
                line << line.front();
            painter.setPen(
                QPen(withAlpha(theme.background.lightness() < 128 ? QColor(Qt::white) : QColor(Qt::black), 0.5 * pulse),
                     r * 0.45, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawPolyline(line);
            painter.setPen(
                QPen(withAlpha(colour, 0.3 + 0.7 * pulse), r * 0.25, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawPolyline(line);
            painter.setBrush(Qt::NoBrush);
            for (const Hexel &h : syzygy)
                painter.drawEllipse(renderer.hexelCenter(h.x, h.y), r * (0.7 + 0.4 * pulse), r * (0.7 + 0.4 * pulse));
        }
        break;
    case Phase::Siege:
        for (const auto &siege : m_turn->sieges) {
            const QColor colour = RokkakuRenderer::teamColour(theme, std::max(teamOfHexels(siege), 0));
            // A ring closing in on each besieged hexel.
            for (const Hexel &h : siege) {
                if (!m_after->inside(h))
                    continue;
                painter.setBrush(withAlpha(colour, 0.5 * pulse));
                painter.setPen(QPen(colour.darker(140), r * 0.16));
                painter.drawPolygon(renderer.hexelPolygon(h.x, h.y, 2.4 - 1.4 * easeInOut(t)));
            }
        }
        break;
    case Phase::Occupation:
        for (const auto &occupation : m_turn->occupations) {
            const QColor colour = RokkakuRenderer::teamColour(theme, std::max(teamOfHexels(occupation), 0));
            // A wave running along the occupied hexels, then a steady glow.
            const std::size_t n = occupation.size();
            for (std::size_t i = 0; i < n; ++i) {
                const Hexel &h = occupation[i];
                if (!m_after->inside(h))
                    continue;
                const double reached = std::clamp(t * 2 - double(i) / double(std::max<std::size_t>(n, 1)), 0.0, 1.0);
                painter.setPen(QPen(colour.lighter(130), r * 0.12));
                painter.setBrush(withAlpha(colour, 0.25 + 0.6 * reached * (0.6 + 0.4 * pulse)));
                painter.drawPolygon(renderer.hexelPolygon(h.x, h.y, 0.6 + 0.4 * reached));
            }
        }
        break;
    default:
        break;
    }
    painter.restore();
}

void RokkakuField::paintCaption(QPainter &painter, const QRectF &target, const QString &text, double opacity) const
{
    if (text.isEmpty() || opacity <= 0)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setOpacity(std::clamp(opacity, 0.0, 1.0));
    QFont font = painter.font();
    font.setPixelSize(std::clamp(int(target.height() / 18), 12, 48));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double w = metrics.horizontalAdvance(text) + font.pixelSize() * 1.5;
    const double h = font.pixelSize() * 1.8;
    const QRectF box(target.center().x() - w / 2, target.top() + h * 0.4, w, h);
    const bool dark = m_options.theme.background.lightness() < 128;
    painter.setPen(Qt::NoPen);
    painter.setBrush(dark ? QColor(0, 0, 0, 200) : QColor(255, 255, 255, 220));
    painter.drawRoundedRect(box, h / 2, h / 2);
    painter.setPen(dark ? QColor(0xf2, 0xf2, 0xf2) : QColor(0x20, 0x20, 0x20));
    painter.drawText(box, Qt::AlignCenter, text);
    painter.restore();
}

void RokkakuField::paintFrame(QPainter &painter, const QRectF &target, bool useCache)
{
    painter.fillRect(target, m_options.theme.background);
    if (!m_after) {
        painter.setPen(m_options.theme.coordinates);
        painter.drawText(target, Qt::AlignCenter, m_message.isEmpty() ? tr("No field") : m_message);
        return;
    }
    const RokkakuRenderer renderer(m_after->width(), m_after->height(), target, m_options);
    const bool animating = isAnimating() && !m_spans.empty();
    const int time = animating ? animationTime() : 0;
    const PhaseSpan span = animating ? currentSpan(time) : PhaseSpan{};
    const double t = span.end > span.start ? double(time - span.start) / double(span.end - span.start) : 1.0;
    const RokkakuPosition &fieldPosition = animating && span.phase == Phase::Move ? *m_before : *m_after;

    if (useCache && target.topLeft() == QPointF(0, 0)) {
        const QImage &layer
            = fieldLayer(renderer, fieldPosition, target.size().toSize(), painter.device()->devicePixelRatioF());
        painter.drawImage(QRectF(QPointF(0, 0), target.size()), layer, QRectF(layer.rect()));
    } else {
        renderer.paintField(painter, fieldPosition);
    }
    if (animating)
        paintHighlights(painter, renderer, span, t);
    else
        paintMarks(painter, renderer);

    // Agents: walking during the move, icing over (or thawing) with the new owners.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const auto after = renderer.agentSpots(*m_after);
    if (animating && span.phase == Phase::Move) {
        const auto before = renderer.agentSpots(*m_before);
        const double e = easeInOut(t);
        for (int a = 0; a < RokkakuAgents; ++a) {
            RokkakuRenderer::AgentSpot spot = after[std::size_t(a)];
            const RokkakuRenderer::AgentSpot &from = before[std::size_t(a)];
            if (from.visible && spot.visible) {
                spot.center = lerp(from.center, spot.center, e);
                spot.radius = from.radius + (spot.radius - from.radius) * e;
            } else if (from.visible) {
                spot = from;
            }
            renderer.paintAgent(painter, spot, a, m_before->isFrozen(a) ? 1.0 : 0.0);
        }
    } else {
        const bool thawing = animating && span.phase == Phase::Ownership;
        for (int a = 0; a < RokkakuAgents; ++a) {
            double frozen = m_after->isFrozen(a) ? 1.0 : 0.0;
            if (thawing) {
                const double was = m_before->isFrozen(a) ? 1.0 : 0.0;
                frozen = was + (frozen - was) * t;
            }
            renderer.paintAgent(painter, after[std::size_t(a)], a, frozen);
        }
    }
    painter.restore();

    if (animating) {
        const double fade = std::min({1.0, t * 5, (1 - t) * 5});
        paintCaption(painter, target, phaseCaption(span.phase), fade);
    } else {
        paintCaption(painter, target, captionText(), 1.0);
    }
    if (!m_message.isEmpty()) {
        painter.setPen(m_options.theme.coordinates);
        painter.drawText(target.adjusted(8, 8, -8, -8), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, m_message);
    }
}

QImage RokkakuField::frameImage(const QSize &size, qreal devicePixelRatio)
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(devicePixelRatio);
    QPainter painter(&image);
    paintFrame(painter, QRectF(QPointF(0, 0), QSizeF(size)), false);
    return image;
}

void RokkakuField::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintFrame(painter, QRectF(rect()), true);
}

void RokkakuField::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_after) {
        const RokkakuRenderer renderer(m_after->width(), m_after->height(), QRectF(rect()), m_options);
        if (const std::optional<QPoint> hexel = renderer.hexelAt(event->position()))
            emit hexelClicked(*hexel);
        event->accept();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

} // namespace kibitz
