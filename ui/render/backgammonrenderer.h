#pragma once

// BackgammonRenderer: draws a backgammon, acey-deucey or tabula position. The
// board is seen from player 1's side: points 13..24 along the top from left to
// right, 12..1 along the bottom, player 1's home (1..6) at the bottom right,
// the bar in the middle, borne-off checkers in the tray on the right and, in
// acey-deucey and tabula, the checkers still waiting to enter in the tray on
// the left (player 2's at the top, player 1's at the bottom throughout).
// Stacks taller than five show their count on the outermost checker. The last
// roll's dice lie in the right half, the cube in the left tray (in the middle
// while centred, else on its owner's side), and a line above and below the
// board names each player with the match score and the pip count.

#include "render/boardfit.h"
#include "render/boardpicture.h"
#include "render/renderoptions.h"

#include <QRectF>

class QPainter;

namespace kibitz {

class BackgammonRenderer {
public:
    BackgammonRenderer(const QRectF &target, const RenderOptions &options = {});

    // The playing surface with trays and bar, without the name lines.
    QRectF boardRect() const;
    // The area of point 1..24 (its triangle's bounding box).
    QRectF pointRect(int point) const;

    void paint(QPainter &painter, const BoardPicture &picture) const;
    static void paint(QPainter &painter, const QRectF &target, const BoardPicture &picture,
                      const RenderOptions &options);

private:
    QPointF unit(double x, double y) const;
    double scale() const { return m_scale; }
    void paintChecker(QPainter &painter, const QPointF &centre, int player, int count) const;
    void paintDie(QPainter &painter, const QRectF &rect, int value, int player) const;

    RenderOptions m_options;
    QPointF m_origin;
    double m_scale = 1.0;
};

} // namespace kibitz
