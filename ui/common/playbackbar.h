#pragma once

// PlaybackBar: the replay toolbar of every view that replays a game (the
// backgammon view, the Rokkaku view). It holds what replaying has in common:
//
// - the step buttons (to the start, back, forward, to the end), which ask the
//   view to move with positionRequested and stepRequested (the view enables
//   them with setStepsEnabled), and any buttons
//   of the view's own (addButton), all with the Icons glyphs repainted on a
//   palette change, the key in the tooltip and the shortcut in the view;
// - play and pause: one button (Space in both views) whose text and glyph
//   follow the state; it asks with playRequested, and the view answers with
//   setPlaying (it may refuse: at the end of the line, nothing to play);
// - the timer: while playing, advanceRequested asks the view for the next
//   step, either every interval() (setInterval: a fixed pace) or when the
//   view says (scheduleNext: a pace the view works out, as after an
//   animation);
// - the position box ("12 / 300"): the view tells the bar the range and the
//   position (setRange, setPosition), the bar says which the user typed
//   (positionChosen);
// - the speed box: the choices the view gives, speedChosen when the user
//   picks one; the view places it where it likes.
//
// The words (texts, tooltips, accessible names) are the view's: "event" in
// backgammon, "turn" in Rokkaku. Only Play, Pause, the position box's " / N"
// and the tooltips' "tip (key)" form are the bar's.

#include "common/icons.h"

#include <QKeySequence>
#include <QList>
#include <QPointer>
#include <QToolBar>
#include <QVariant>

#include <optional>
#include <utility>

class QComboBox;
class QSpinBox;
class QTimer;

namespace kibitz {

class PlaybackBar : public QToolBar {
    Q_OBJECT

public:
    enum class Target { Start, End };

    // The bar's actions become `owner`'s (its children, in its actions()),
    // their shortcuts working in `context`.
    PlaybackBar(const QString &title, QWidget *owner, Qt::ShortcutContext context, QWidget *parent = nullptr);

    // An action of the owner with its tooltip ("tip (key)" when it has a key)
    // and its shortcut; shown on `bar` (this bar when null; pass `showOn` false
    // to show it nowhere) with the button named `name`Button and accessible
    // as `text`. The glyph, when given, is the icon, repainted with the palette.
    QAction *addButton(const QString &name, const QString &text, const QString &tip, const QKeySequence &key,
                       std::optional<Icons::Glyph> glyph, QToolBar *bar = nullptr, bool showOn = true);
    // The steps, in the order the view adds them.
    QAction *addStart(const QString &name, const QString &text, const QString &tip);
    QAction *addPrevious(const QString &name, const QString &text, const QString &tip);
    QAction *addNext(const QString &name, const QString &text, const QString &tip);
    QAction *addEnd(const QString &name, const QString &text, const QString &tip);
    // The play / pause button ("Play" or "Pause", checked while playing).
    QAction *addPlayPause(const QString &name, const QString &tip, const QKeySequence &key);
    QAction *playPauseAction() const { return m_playPause; }
    // Enables the steps back (start, previous) and forward (next, end).
    void setStepsEnabled(bool back, bool forward);

    // The position box: 0 to the last position, shown as "position / last".
    QSpinBox *addPositionBox(const QString &accessibleName, const QString &tip);
    QSpinBox *positionBox() const { return m_positionBox; }
    void setRange(int last);
    void setPosition(int position);

    // Playing: the state the view has decided.
    void setPlaying(bool playing);
    bool isPlaying() const { return m_playing; }
    // A fixed pace: advanceRequested every `milliseconds` (at least 1) while
    // playing. 0 (the default): the view paces playback with scheduleNext.
    void setInterval(int milliseconds);
    int interval() const { return m_interval; }
    // While playing: advanceRequested once, `milliseconds` from now.
    void scheduleNext(int milliseconds);
    // A step is due (scheduled or at the fixed pace).
    bool isScheduled() const;

    // The speed box with `choices` (its text, its value), created by the
    // first call; the view adds it to a toolbar and names it.
    QComboBox *speedBox(const QList<std::pair<QString, QVariant>> &choices = {});
    // Shows the choice whose value is `value` (no speedChosen).
    void showSpeed(const QVariant &value);

signals:
    void positionRequested(PlaybackBar::Target target);
    void positionChosen(int position); // in the position box
    void stepRequested(int direction); // -1 back, +1 forward
    void playRequested(bool play);
    void advanceRequested();
    void speedChosen(const QVariant &value);
    void playingChanged(bool playing);

protected:
    void changeEvent(QEvent *event) override;

private:
    QColor ink() const;
    void timeout();

    QWidget *m_owner = nullptr;
    Qt::ShortcutContext m_context;
    QList<QPointer<QAction>> m_glyphActions;
    QAction *m_playPause = nullptr;
    QList<QPointer<QAction>> m_backSteps, m_forwardSteps;
    QSpinBox *m_positionBox = nullptr;
    QComboBox *m_speedBox = nullptr;
    QTimer *m_timer = nullptr;
    int m_interval = 0;
    bool m_playing = false;
};

} // namespace kibitz
