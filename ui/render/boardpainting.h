#pragma once

// Drawing pieces shared by the Hex and Twixt renderers: fonts sized in target
// pixels, centred labels and the follow-up glyphs.

#include "render/boardtheme.h"

#include <QFont>
#include <QPointF>
#include <QString>

class QPainter;

namespace kibitz::boardpainting {

// A font whose capital letters are about `pixelHeight` tall; rounding to whole
// pixels keeps small labels hinted and crisp.
QFont fontOfHeight(double pixelHeight, bool bold = false);

void drawCentredText(QPainter &painter, const QPointF &centre, const QString &text, const QFont &font,
                     const QColor &colour);

// The glyph for `outcome` centred on `centre`, fitting in a circle of `radius`:
// Win a disc, Loss a cross, Favourable an up triangle, Unfavourable a down
// triangle, Tie an equals sign; Unknown a small neutral dot (a plain
// next-move marker: "?" would call the move doubtful). Shapes differ as well
// as colours so that they stay distinguishable without colour vision. A
// `proven` outcome is drawn solid (filled shapes, bold lines); one that only
// the tree's labels give is drawn smaller and hollow (outlines, thin lines).
void drawOutcomeGlyph(QPainter &painter, const QPointF &centre, double radius, Outcome outcome, const BoardTheme &theme,
                      bool proven);

// A filled disc with an outline: a stone or a peg. On raster devices (the
// views, PNG export) a sprite drawn once per colour, size and pixel ratio is
// copied, which is many times faster than rasterising each disc; vector
// devices (SVG) get true circles.
void drawDisc(QPainter &painter, const QPointF &centre, double radius, const QColor &fill, const QColor &outline,
              double outlineWidth);

// The stones' move numbers get smaller as they get longer.
void drawMoveNumber(QPainter &painter, const QPointF &centre, double stoneRadius, int number, const QColor &colour);

// The last move's mark: a ring when move numbers are shown (it leaves the
// number readable), else a dot.
void drawLastMoveRing(QPainter &painter, const QPointF &centre, double radius, const QColor &colour, double width);
void drawLastMoveDot(QPainter &painter, const QPointF &centre, double radius, const QColor &colour);

} // namespace kibitz::boardpainting
