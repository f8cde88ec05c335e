#pragma once

// RokkakuField: the field of the Rokkaku view, and the turn animation a
// tournament visualizer shows an audience. A turn plays in phases: the agents
// walk to their new hexels, then the hexels that changed owner flash in their
// new owner's colour (agents frozen after the turn ice over at the same
// time), then the turn's syzygies, sieges and continental occupations are
// highlighted one kind after the other, each with a caption. Phases a turn
// does not have are skipped; with a phase length of 0 the turn shows at once.
//
// Painting is layered: the field (hexels, owners, gates, coordinates) is
// cached in an image, updated hexel by hexel where owners changed, so that a
// frame paints the cached field, the agents and the highlights only. The
// cache keeps its layers apart: the outlines and coordinates (drawn once for
// a size and theme), the fills (each hexel's pixels known, so that a hexel
// changing owner is a fill of its pixel runs, not a polygon to draw), and
// the two composed with the gates (recomposed where hexels changed). It shows
// the same pixels as drawing the field afresh.
// When no animation runs, the last turn's changes stay marked faintly.

#include "games/rokkaku/rokkakuposition.h"
#include "render/renderoptions.h"
#include "render/rokkaku/rokkakurenderer.h"

#include <QElapsedTimer>
#include <QImage>
#include <QStringList>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QVariantAnimation;

namespace kibitz {

class RokkakuField : public QWidget {
    Q_OBJECT

public:
    enum class Phase { Idle, Move, Ownership, Syzygy, Siege, Occupation };

    explicit RokkakuField(QWidget *parent = nullptr);
    ~RokkakuField() override;

    void setRenderOptions(const RenderOptions &options);
    const RenderOptions &renderOptions() const { return m_options; }
    // The four teams of the shown game, for the captions.
    void setTeamNames(const QStringList &names);

    // Shows a position at once; `lastTurn` (the turn that led to it, if any)
    // is marked faintly. Stops any animation.
    void showPosition(const RokkakuPosition &position, const std::optional<RokkakuTurn> &lastTurn);
    // Animates `turn` from the shown position to `after`, each phase lasting
    // `phaseMilliseconds` (the occupation twice as long). A running animation
    // is finished first.
    void animateTurn(const RokkakuPosition &after, const RokkakuTurn &turn, int phaseMilliseconds);
    void finishAnimation();
    bool isAnimating() const;
    Phase phase() const;
    // Total length of the running animation and the time into it (ms).
    int animationDuration() const;
    int animationTime() const;

    const std::optional<RokkakuPosition> &position() const { return m_after; }
    const std::optional<RokkakuTurn> &turn() const { return m_turn; }

    // Paints what the widget shows now into `target` (without the cached
    // pixmap when `useCache` is false: exports, SVG).
    void paintFrame(QPainter &painter, const QRectF &target, bool useCache);
    QImage frameImage(const QSize &size, qreal devicePixelRatio = 1.0);
    // The message drawn over the field (an unreplayable turn), empty for none.
    void setMessage(const QString &message);
    // Shown in the caption of highlights while no animation runs.
    QString captionText() const;

    QSize sizeHint() const override { return QSize(640, 560); }
    QSize minimumSizeHint() const override { return QSize(160, 140); }

signals:
    void animationFinished();
    void hexelClicked(const QPoint &hexel);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    struct PhaseSpan {
        Phase phase = Phase::Idle;
        int start = 0;
        int end = 0;
    };
    // The field layer for `position` at `size` logical pixels (device
    // pixels: size * ratio), from the cache, updated where owners differ.
    const QImage &fieldLayer(const RokkakuRenderer &renderer, const RokkakuPosition &position, const QSize &size,
                             qreal ratio);
    PhaseSpan currentSpan(int time) const;
    void paintHighlights(QPainter &painter, const RokkakuRenderer &renderer, const PhaseSpan &span, double t) const;
    void paintCaption(QPainter &painter, const QRectF &target, const QString &text, double opacity) const;
    void paintMarks(QPainter &painter, const RokkakuRenderer &renderer) const;
    QString phaseCaption(Phase phase) const;
    int teamOfHexels(const std::vector<Hexel> &hexels) const;

    RenderOptions m_options;
    QStringList m_teamNames;
    QString m_message;
    std::optional<RokkakuPosition> m_before; // during an animation: the position before the turn
    std::optional<RokkakuPosition> m_after; // the shown position (after the turn)
    std::optional<RokkakuTurn> m_turn; // the turn that led to m_after
    std::vector<PhaseSpan> m_spans;
    QVariantAnimation *m_animation = nullptr;

    // The cached field layer, in device pixels.
    struct Span {
        int y, x0, x1; // x1 excluded
    };
    struct Layer {
        QString geometryKey; // size, ratio, field size, rows or columns
        QString styleKey; // colours, coordinates
        bool antialiased = false; // fills antialiased (large hexels): no spans
        QImage fills; // background and hexel fills
        QImage outlines; // outlines over transparency
        QImage composed; // fills, outlines, gates
        std::vector<int> spanStart; // hexel i's pixel runs: spans[spanStart[i] .. spanStart[i + 1])
        std::vector<Span> spans;
        std::vector<QRect> bounds; // each hexel's pixels, its antialiased edge included
        std::vector<std::int8_t> owners; // as the fills show them; -2: not filled
        std::array<QRgb, 5> colours{}; // fill pixel of owner - 1 (nobody, teams 0-3)
        std::vector<Hexel> gates; // as composed
        std::vector<QRect> labels; // the coordinates' boxes
    };
    void buildGeometry(const RokkakuRenderer &renderer, int width, int height, const QSize &pixels, qreal ratio);
    Layer m_layer;
};

} // namespace kibitz
