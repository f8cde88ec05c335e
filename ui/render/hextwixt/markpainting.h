#pragma once

// Board marks (tree/markup.h) drawn over a Hex or Twixt board, shared by
// HexRenderer and TwixtRenderer: dimmed and selected cells, the shapes
// (triangle, square, circle, cross), lines and arrows, labels, and the move
// mark ("!", "?!"...) beside the last move. A mark on a stone or peg takes the
// colour that stands out on it; on an empty cell the one that stands out on
// the board.

#include "render/boardtheme.h"
#include "render/hextwixt/hextwixtpicture.h"

#include <QPointF>

#include <functional>

class QPainter;

namespace kibitz::markpainting {

struct Geometry {
    std::function<QPointF(int x, int y)> centre; // a cell's centre in target pixels
    double radius = 0; // half a mark's size, in target pixels
    double cellRadius = 0; // how far a cell's dimming or selection reaches
};

// Black or white, whichever stands out on `colour`.
QColor contrastingColour(const QColor &colour);

void paintMarks(QPainter &painter, const HexTwixtPicture &picture, const Geometry &geometry, const BoardTheme &theme);

} // namespace kibitz::markpainting
