#include "games/backgammon/backgammonboard.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>

namespace kibitz {

namespace {

int fromSlot(const BgMove &move)
{
    return move.from == BgOff ? BackgammonRenderer::Waiting : move.from;
}

} // namespace

BackgammonBoard::BackgammonBoard(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Backgammon board"));
    m_animation = new QVariantAnimation(this);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::InOutQuad);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_progress = value.toDouble();
        update();
    });
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        if (!m_step)
            return;
        m_shown = std::move(m_step->picture);
        m_step.reset();
        startNextStep();
        update();
    });
}

void BackgammonBoard::setRenderOptions(const RenderOptions &options)
{
    m_options = options;
    update();
}

void BackgammonBoard::setAnimationMilliseconds(int milliseconds)
{
    m_duration = std::max(0, milliseconds);
    if (m_duration == 0)
        finishAnimation();
}

int BackgammonBoard::count(const BackgammonPosition &position, int slot, int player)
{
    if (slot == BgBar)
        return position.bar(player);
    if (slot == BgOff)
        return position.borneOff(player);
    if (slot == BackgammonRenderer::Waiting)
        return position.waiting(player);
    return position.checkers(slot, player);
}

void BackgammonBoard::showPicture(const BackgammonPicture &picture)
{
    m_queue.clear();
    m_step.reset();
    m_animation->stop();
    m_shown = picture;
    m_target = picture;
    m_dragPoint.reset();
    update();
}

void BackgammonBoard::queueStep(const BackgammonPicture &picture, std::vector<Motion> motions)
{
    m_target = picture;
    if (m_duration == 0 || !isVisible()) {
        // Nothing to watch: end where the steps end.
        m_queue.clear();
        m_step.reset();
        m_animation->stop();
        m_shown = picture;
        update();
        return;
    }
    m_queue.push_back(Step{picture, std::move(motions)});
    if (!m_step)
        startNextStep();
}

void BackgammonBoard::startNextStep()
{
    if (m_queue.empty())
        return;
    m_step = std::move(m_queue.front());
    m_queue.pop_front();
    m_progress = 0;
    m_animation->stop();
    m_animation->setDuration(m_duration);
    m_animation->start();
    update();
}

void BackgammonBoard::finishAnimation()
{
    if (!m_step && m_queue.empty())
        return;
    m_animation->stop();
    m_step.reset();
    m_queue.clear();
    m_shown = m_target;
    update();
}

void BackgammonBoard::setMovable(int player, std::vector<BgMove> legal)
{
    m_player = player;
    m_legal = std::move(legal);
    if (m_selected >= 0 && !ownsCheckerOn(m_selected))
        m_selected = -1;
    update();
}

void BackgammonBoard::clearSelection()
{
    m_selected = -1;
    m_pressSlot.reset();
    m_dragPoint.reset();
    update();
}

BackgammonRenderer BackgammonBoard::renderer() const
{
    return BackgammonRenderer(QRectF(rect()), m_options);
}

QPointF BackgammonBoard::slotCentre(int slot, int player) const
{
    const BackgammonPicture &picture = m_target;
    const int n = picture.position ? count(*picture.position, slot, player) : 0;
    return renderer().checkerCentre(slot, player, std::max(0, n - 1));
}

bool BackgammonBoard::ownsCheckerOn(int slot) const
{
    if (m_player == 0 || !m_target.position)
        return false;
    return count(*m_target.position, slot, m_player) > 0 && slot != BgOff;
}

std::vector<int> BackgammonBoard::targetsOf(int slot) const
{
    std::vector<int> targets;
    for (const BgMove &m : m_legal)
        if (fromSlot(m) == slot && std::find(targets.begin(), targets.end(), m.to) == targets.end())
            targets.push_back(m.to);
    return targets;
}

void BackgammonBoard::paintEvent(QPaintEvent *)
{
    m_frameTimer.start();
    QPainter painter(this);
    painter.fillRect(rect(), m_options.theme.background);
    const BackgammonRenderer r = renderer();
    BackgammonOverlay overlay;
    const BackgammonPicture &picture = m_step ? m_step->picture : m_shown;
    if (m_step && m_shown.position && picture.position) {
        const BackgammonPosition &before = *m_shown.position;
        const BackgammonPosition &after = *picture.position;
        for (const Motion &m : m_step->motions) {
            int &hidden = overlay.hidden[std::size_t(m.player - 1)][std::size_t(m.to)];
            const QPointF from = r.checkerCentre(m.from, m.player, count(before, m.from, m.player) - 1);
            const QPointF to = r.checkerCentre(m.to, m.player, count(after, m.to, m.player) - 1 - hidden);
            ++hidden;
            overlay.flying.push_back({from + (to - from) * m_progress, m.player});
        }
    }
    if (!m_step && m_player != 0) {
        if (m_selected >= 0) {
            overlay.selected = m_selected;
            overlay.selectedPlayer = m_player;
            overlay.targets = targetsOf(m_selected);
        }
        if (m_dragPoint && m_pressSlot && ownsCheckerOn(*m_pressSlot)) {
            ++overlay.hidden[std::size_t(m_player - 1)][std::size_t(*m_pressSlot)];
            overlay.flying.push_back({*m_dragPoint, m_player});
        }
    }
    r.paint(painter, picture, &overlay);
    if (!picture.ok()) {
        painter.setPen(m_options.theme.coordinates);
        painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
                         tr("Illegal event: %1").arg(picture.error));
    }
    m_lastFrameMs = double(m_frameTimer.nsecsElapsed()) / 1e6;
    ++m_frames;
}

void BackgammonBoard::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    finishAnimation();
    const std::optional<int> slot = renderer().slotAt(event->position());
    m_pressPoint = event->position();
    m_dragPoint.reset();
    m_pressSlot.reset();
    event->accept();
    if (!slot)
        return;
    if (m_selected >= 0 && *slot != m_selected) {
        const std::vector<int> targets = targetsOf(m_selected);
        const bool target = std::find(targets.begin(), targets.end(), *slot) != targets.end();
        if (target || !ownsCheckerOn(*slot)) {
            const int from = m_selected;
            clearSelection();
            emit moveRequested(from, *slot);
            return;
        }
    }
    if (ownsCheckerOn(*slot)) {
        m_selected = *slot;
        m_pressSlot = slot;
        update();
        return;
    }
    emit emptyPress(*slot);
}

void BackgammonBoard::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressSlot || !(event->buttons() & Qt::LeftButton))
        return;
    if (!m_dragPoint && (event->position() - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragPoint = event->position();
    update();
}

void BackgammonBoard::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const std::optional<int> pressed = m_pressSlot;
    const bool dragged = m_dragPoint.has_value();
    m_pressSlot.reset();
    m_dragPoint.reset();
    event->accept();
    if (!pressed || !dragged) {
        update();
        return;
    }
    // A drag plays the checker where it is dropped; dropped where it was
    // picked up (or off the board) it stays selected.
    const std::optional<int> slot = renderer().slotAt(event->position());
    if (slot && *slot != *pressed) {
        clearSelection();
        emit moveRequested(*pressed, *slot);
    }
    update();
}

void BackgammonBoard::wheelEvent(QWheelEvent *event)
{
    m_wheelDelta += event->angleDelta().y();
    while (m_wheelDelta >= 120) {
        m_wheelDelta -= 120;
        emit wheelStep(-1);
    }
    while (m_wheelDelta <= -120) {
        m_wheelDelta += 120;
        emit wheelStep(+1);
    }
    event->accept();
}

} // namespace kibitz
