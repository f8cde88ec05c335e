#pragma once

// BackgammonBoard: the board of the backgammon view. Paints a picture with
// BackgammonRenderer, slides checkers from one picture to the next (one step
// per checker move, a hit checker flying to the bar at the same time), and
// turns presses, clicks and drags on its checkers into requested moves. It
// knows no rules: the view tells it which moves are legal (to highlight
// them) and checks every requested move.

#include "games/backgammon/backgammonevent.h"
#include "render/backgammon/backgammonpicture.h"
#include "render/backgammon/backgammonrenderer.h"
#include "render/renderoptions.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QWidget>

#include <deque>
#include <optional>
#include <vector>

class QVariantAnimation;

namespace kibitz {

class BackgammonBoard : public QWidget {
    Q_OBJECT

public:
    // A checker sliding from one slot to another (slots as in
    // BackgammonRenderer: points, BgBar, BgOff for borne off, Waiting).
    struct Motion {
        int player = 1;
        int from = 0;
        int to = 0;
    };

    explicit BackgammonBoard(QWidget *parent = nullptr);

    void setRenderOptions(const RenderOptions &options);
    const RenderOptions &renderOptions() const { return m_options; }
    // How long one checker move slides; 0 shows moves at once.
    void setAnimationMilliseconds(int milliseconds);
    int animationMilliseconds() const { return m_duration; }

    // Shows a picture at once (ending any animation).
    void showPicture(const BackgammonPicture &picture);
    // Slides to `picture` after the steps already queued, moving `motions`
    // from the picture before it.
    void queueStep(const BackgammonPicture &picture, std::vector<Motion> motions);
    bool isAnimating() const { return m_step.has_value(); }
    // Jumps to the end of every queued step.
    void finishAnimation();
    // The picture the board ends on (what it shows once the animation is over).
    const BackgammonPicture &picture() const { return m_target; }

    // The player who may move now (0: nobody) and their legal single moves,
    // for highlighting; the board offers the player's checkers to move.
    void setMovable(int player, std::vector<BgMove> legal);
    int selectedSlot() const { return m_selected; }
    void clearSelection();

    BackgammonRenderer renderer() const;
    // The centre of a slot's top checker of `player`, for tests and tools.
    QPointF slotCentre(int slot, int player) const;

    // Milliseconds the last few animation frames took to paint, for the benchmark.
    double lastFrameMilliseconds() const { return m_lastFrameMs; }
    int framesPainted() const { return m_frames; }

    QSize sizeHint() const override { return QSize(720, 560); }
    QSize minimumSizeHint() const override { return QSize(240, 180); }

signals:
    // A checker of the movable player was asked to move from one slot to
    // another (legal or not; the view checks it).
    void moveRequested(int fromSlot, int toSlot);
    // A press on a slot that holds no checker the player can move from.
    void emptyPress(int slot);
    // Wheel steps: +1 forward, -1 back.
    void wheelStep(int direction);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    struct Step {
        BackgammonPicture picture;
        std::vector<Motion> motions;
    };
    void startNextStep();
    bool ownsCheckerOn(int slot) const;
    std::vector<int> targetsOf(int slot) const;
    static int count(const BackgammonPosition &position, int slot, int player);

    RenderOptions m_options;
    int m_duration = 300;
    BackgammonPicture m_shown; // the picture the current step starts from (or shows)
    BackgammonPicture m_target; // the last picture queued
    std::deque<Step> m_queue;
    std::optional<Step> m_step; // the step sliding now
    double m_progress = 0;
    QVariantAnimation *m_animation = nullptr;

    int m_player = 0;
    std::vector<BgMove> m_legal;
    int m_selected = -1;
    std::optional<int> m_pressSlot;
    QPointF m_pressPoint;
    std::optional<QPointF> m_dragPoint;
    int m_wheelDelta = 0;

    QElapsedTimer m_frameTimer;
    double m_lastFrameMs = 0;
    int m_frames = 0;
};

} // namespace kibitz
