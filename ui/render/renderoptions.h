#pragma once

// How a board picture is drawn. Geometry depends on these options and the
// target size only, never on the position, so a view can hit-test without
// painting.

#include "render/boardtheme.h"

namespace kibitz {

// Which part of a board to paint. Views cache the background (board, holes or
// cells, coordinates: everything that does not change from move to move) and
// paint only the pieces over it; exports paint everything at once.
enum class BoardLayers { All, Background, Pieces };

struct RenderOptions {
    BoardTheme theme = BoardTheme::light();
    bool coordinates = true;
    bool moveNumbers = false;
    bool lastMoveMarker = true;
    bool followUps = true;
    // Mirrors the board across its long diagonal (cell (x, y) is shown where
    // (y, x) would be), so that the board is seen from the other player's side:
    // player 1's edges become left and right.
    bool flipped = false;
    // Hex only: turns the board half a turn (after any flip), so that the
    // board can be read from the opposite side of the table.
    bool rotated = false;
    // Twixt only: the thin knight-move lines printed on real boards.
    bool guidelines = true;
    // Rokkaku only: flat-topped hexagons in columns, every odd column shifted
    // down half a hexel, instead of pointy-topped ones in rows, every odd row
    // shifted right.
    bool rokkakuColumnOffset = false;
    // Views that animate moves (backgammon checkers sliding, Rokkaku agents
    // walking): how long one step's animation lasts; 0 shows moves at once.
    int animationMilliseconds = 300;
};

} // namespace kibitz
