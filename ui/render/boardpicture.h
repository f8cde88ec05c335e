#pragma once

// BoardPicture: what a board shows at one node of a game tree, computed from
// the model and nothing else, so that painting (renderers) and deciding what
// to paint (the family's builder) can be tested apart.
//
// This struct holds only what every game's picture has: the board's size as
// the record gives it, how far the path was replayed, who is to move, the
// winner and the move that failed. Each game family has its own picture
// type, derived from it, in its own folder, built and drawn by that family's
// code: HexTwixtPicture (render/hextwixt/hextwixtpicture.h: stones or pegs,
// links, the last move, follow-ups) and BackgammonPicture
// (render/backgammon/backgammonpicture.h: the position and its match).
// Rokkaku's views and painter draw its replayed position itself and have no
// picture. Shared code (paintBoard and the exports in boardexport.h) takes a
// BoardPicture and lets it paint itself, so it never asks which game it is.

#include "record/gamerecord.h"
#include "render/renderoptions.h"

#include <QString>

class QPainter;
class QRectF;

namespace kibitz {

struct BoardPicture {
    virtual ~BoardPicture() = default;

    int columns = 0; // the board's size in the record (GameRecord::columns, rows)
    int rows = 0;
    int ply = 0; // moves replayed from the root
    int toMove = 1; // the player to move in the shown position
    int winner = 0;
    // Set when a move on the path is illegal: the picture then shows the
    // position before that move, which is `failedAt`. Also set (with nothing
    // replayed) when the game, its board or the node cannot be pictured.
    QString error;
    NodeId failedAt = NoNode;

    bool ok() const { return error.isEmpty(); }

    // Draws the picture into `target` with its family's renderer (see
    // paintBoard in boardexport.h, which leaves boards without cells blank).
    virtual void paint(QPainter &painter, const QRectF &target, const RenderOptions &options,
                       BoardLayers layers) const = 0;

protected:
    BoardPicture() = default;
    BoardPicture(const BoardPicture &) = default;
    BoardPicture(BoardPicture &&) = default;
    BoardPicture &operator=(const BoardPicture &) = default;
    BoardPicture &operator=(BoardPicture &&) = default;
};

// What every family's builder checks first: sets the picture's size from
// the record; false with `error` set when the game is not one the family
// draws (`familyGame` false), its board has no cells or `node` is not in its
// tree.
bool startPicture(BoardPicture &picture, const GameRecord &game, NodeId node, bool familyGame);

} // namespace kibitz
