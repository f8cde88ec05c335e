#pragma once

// HexTwixtDescription: the position a board view shows, in words, for screen
// readers (the view's accessible description) and for anyone who cannot see
// the board: whose turn it is, the last move, every stone or peg of each
// player by coordinates in the game's own notation (Hex "f6", Twixt "F6"),
// Twixt links, the stored follow-up moves, the winner.

#include "record/gamerecord.h"
#include "render/hextwixt/hextwixtpicture.h"

#include <QCoreApplication>
#include <QString>

namespace kibitz {

class HexTwixtDescription {
    Q_DECLARE_TR_FUNCTIONS(HexTwixtDescription)

public:
    struct Context {
        // The move that led to the shown position in the game's notation
        // (empty at the start).
        QString lastMoveText;
        // The board is shown flipped: player 1's sides are left and right.
        bool flipped = false;
    };
    // A short name for the view ("Hex board, 11 by 11").
    static QString name(const HexTwixtPicture &picture);
    static QString describe(const HexTwixtPicture &picture, const GameRecord &game, const Context &context);
    // The player's name, or "Player N" when the record has none.
    static QString playerName(const GameRecord &game, int player);
    // A cell or hole in the game's notation.
    static QString cellName(GameKind kind, int x, int y);
};

} // namespace kibitz
