#include "common/playbackbar.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>

namespace kibitz {

PlaybackBar::PlaybackBar(const QString &title, QWidget *owner, Qt::ShortcutContext context, QWidget *parent)
    : QToolBar(title, parent)
    , m_owner(owner)
    , m_context(context)
{
    setAccessibleName(title);
    setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &PlaybackBar::timeout);
}

QColor PlaybackBar::ink() const
{
    return palette().color(QPalette::WindowText);
}

QAction *PlaybackBar::addButton(const QString &name, const QString &text, const QString &tip, const QKeySequence &key,
                                std::optional<Icons::Glyph> glyph, QToolBar *bar, bool showOn)
{
    auto *action = new QAction(text, m_owner);
    action->setObjectName(name);
    action->setToolTip(key.isEmpty() ? tip : tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    if (glyph) {
        Icons::setGlyph(action, *glyph, ink());
        m_glyphActions.append(action);
    }
    if (!key.isEmpty()) {
        // Only where the owner is: another tab's view has the same keys.
        action->setShortcut(key);
        action->setShortcutContext(m_context);
    }
    m_owner->addAction(action);
    if (showOn) {
        QToolBar *shownOn = bar ? bar : this;
        shownOn->addAction(action);
        if (QWidget *button = shownOn->widgetForAction(action)) {
            button->setAccessibleName(text);
            button->setObjectName(name + QStringLiteral("Button"));
        }
    }
    return action;
}

QAction *PlaybackBar::addStart(const QString &name, const QString &text, const QString &tip)
{
    QAction *action = addButton(name, text, tip, {}, Icons::Glyph::Start);
    connect(action, &QAction::triggered, this, [this] { emit positionRequested(Target::Start); });
    m_backSteps.append(action);
    return action;
}

QAction *PlaybackBar::addPrevious(const QString &name, const QString &text, const QString &tip)
{
    QAction *action = addButton(name, text, tip, {}, Icons::Glyph::Previous);
    connect(action, &QAction::triggered, this, [this] { emit stepRequested(-1); });
    m_backSteps.append(action);
    return action;
}

QAction *PlaybackBar::addNext(const QString &name, const QString &text, const QString &tip)
{
    QAction *action = addButton(name, text, tip, {}, Icons::Glyph::Next);
    connect(action, &QAction::triggered, this, [this] { emit stepRequested(1); });
    m_forwardSteps.append(action);
    return action;
}

QAction *PlaybackBar::addEnd(const QString &name, const QString &text, const QString &tip)
{
    QAction *action = addButton(name, text, tip, {}, Icons::Glyph::End);
    connect(action, &QAction::triggered, this, [this] { emit positionRequested(Target::End); });
    m_forwardSteps.append(action);
    return action;
}

QAction *PlaybackBar::addPlayPause(const QString &name, const QString &tip, const QKeySequence &key)
{
    m_playPause = addButton(name, tr("Play"), tip, key, Icons::Glyph::Play);
    m_playPause->setCheckable(true);
    connect(m_playPause, &QAction::triggered, this, [this] {
        // The check mark shows what the view decides, not the click.
        m_playPause->setChecked(m_playing);
        emit playRequested(!m_playing);
    });
    return m_playPause;
}

void PlaybackBar::setStepsEnabled(bool back, bool forward)
{
    for (const QPointer<QAction> &action : std::as_const(m_backSteps))
        if (action)
            action->setEnabled(back);
    for (const QPointer<QAction> &action : std::as_const(m_forwardSteps))
        if (action)
            action->setEnabled(forward);
}

QSpinBox *PlaybackBar::addPositionBox(const QString &accessibleName, const QString &tip)
{
    m_positionBox = new QSpinBox;
    m_positionBox->setAccessibleName(accessibleName);
    m_positionBox->setToolTip(tip);
    // Typing "12" goes to 12, not to 1 on the way.
    m_positionBox->setKeyboardTracking(false);
    connect(m_positionBox, &QSpinBox::valueChanged, this, &PlaybackBar::positionChosen);
    addWidget(m_positionBox);
    return m_positionBox;
}

void PlaybackBar::setRange(int last)
{
    if (!m_positionBox)
        return;
    const QSignalBlocker blocker(m_positionBox);
    m_positionBox->setRange(0, last);
    m_positionBox->setSuffix(tr(" / %1").arg(last));
}

void PlaybackBar::setPosition(int position)
{
    if (!m_positionBox)
        return;
    const QSignalBlocker blocker(m_positionBox);
    m_positionBox->setValue(position);
}

void PlaybackBar::setPlaying(bool playing)
{
    if (playing == m_playing)
        return;
    m_playing = playing;
    if (playing) {
        if (m_interval > 0)
            m_timer->start(m_interval);
    } else {
        m_timer->stop();
    }
    if (m_playPause) {
        const QString text = playing ? tr("Pause") : tr("Play");
        m_playPause->setChecked(playing);
        m_playPause->setText(text);
        Icons::setGlyph(m_playPause, playing ? Icons::Glyph::Pause : Icons::Glyph::Play, ink());
        if (QWidget *button = widgetForAction(m_playPause))
            button->setAccessibleName(text);
    }
    emit playingChanged(playing);
}

void PlaybackBar::setInterval(int milliseconds)
{
    m_interval = std::max(1, milliseconds);
    if (m_timer->isActive())
        m_timer->start(m_interval);
}

void PlaybackBar::scheduleNext(int milliseconds)
{
    if (m_playing)
        m_timer->start(std::max(0, milliseconds));
}

bool PlaybackBar::isScheduled() const
{
    return m_timer->isActive();
}

void PlaybackBar::timeout()
{
    if (!m_playing)
        return;
    emit advanceRequested();
    // A fixed pace goes on unless the view stopped or scheduled otherwise.
    if (m_playing && m_interval > 0 && !m_timer->isActive())
        m_timer->start(m_interval);
}

QComboBox *PlaybackBar::speedBox(const QList<std::pair<QString, QVariant>> &choices)
{
    if (!m_speedBox) {
        m_speedBox = new QComboBox(this);
        for (const auto &[text, value] : choices)
            m_speedBox->addItem(text, value);
        connect(m_speedBox, &QComboBox::activated, this,
                [this](int index) { emit speedChosen(m_speedBox->itemData(index)); });
    }
    return m_speedBox;
}

void PlaybackBar::showSpeed(const QVariant &value)
{
    if (!m_speedBox)
        return;
    const int index = m_speedBox->findData(value);
    if (index >= 0)
        m_speedBox->setCurrentIndex(index);
}

void PlaybackBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        const QColor colour = ink();
        for (const QPointer<QAction> &action : std::as_const(m_glyphActions))
            if (action)
                Icons::repaint(action, colour);
    }
    QToolBar::changeEvent(event);
}

} // namespace kibitz
