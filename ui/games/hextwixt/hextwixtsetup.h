#pragma once

// HexTwixtSetup: the board's set-up mode for Hex and Twixt (Edit > Set Up
// Position): stones or pegs put on and taken off (SGF AB, AW, AE) and the
// player to move (PL), at the root or at any node, for puzzles and for
// studying a position no game reached. The root, a set-up node or a node
// without a move changes in place; below a move a set-up node is added.
// Each change is one undoable step. A Twixt peg set up gets the links an
// ordinary move would give it (twixt-sgf-ff4.txt: moves place pegs and link
// them; a puzzle's other links are made by moves before its IP).

#include "document/gamedocument.h"

#include <QCoreApplication>
#include <QString>

namespace kibitz {

class HexTwixtSetup {
    Q_DECLARE_TR_FUNCTIONS(HexTwixtSetup)

public:
    // Whether the current node's set-up is changed in place.
    static bool editsInPlace(const GameDocument &document);
    // Puts `player`'s stone or peg on the cell (x, y), or empties it (0).
    // False when nothing changes or the rules refuse it (`error` says why).
    static bool setCell(GameDocument &document, int x, int y, int player, QString *error = nullptr);
    // The player to move after the current node's set-up (1 or 2).
    static bool setPlayerToMove(GameDocument &document, int player, QString *error = nullptr);
};

} // namespace kibitz
