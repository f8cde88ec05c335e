#pragma once

// The colours a board is drawn with. One struct holds a whole palette so that
// a view can switch between light and dark (or a user palette) in one
// assignment, and so that tests can ask which colour a pixel should have.

#include "analysis/followups.h"

#include <QColor>

#include <array>

namespace kibitz {

struct BoardTheme {
    QColor background; // around the board
    QColor board; // the playing surface (Hex cells, Twixt board)
    QColor grid; // Hex cell outlines, Twixt holes
    QColor player1; // stones / pegs and links of player 1
    QColor player2;
    // Rokkaku's green and yellow teams (the second and fourth; player1 and
    // player2 are its red and blue ones, the first and third).
    QColor team3;
    QColor team4;
    QColor player1Edge; // the sides each player joins
    QColor player2Edge;
    QColor stoneOutline;
    QColor coordinates;
    QColor lastMove; // marker drawn on the last stone; contrasts with both players' colours
    QColor moveNumber; // numbers drawn on stones
    QColor guideline; // Twixt guide lines
    // Follow-up glyph colours indexed by Outcome; each must stand out on `board`.
    std::array<QColor, 6> outcome;
    QColor glyphOutline; // a thin halo keeping glyphs legible on any board colour

    QColor playerColour(int player) const { return player == 2 ? player2 : player1; }
    QColor edgeColour(int player) const { return player == 2 ? player2Edge : player1Edge; }
    QColor outcomeColour(Outcome o) const { return outcome[std::size_t(o)]; }

    static BoardTheme light();
    static BoardTheme dark();
};

// A user's colours for one game's boards (the preferences): each valid colour
// replaces the palette's, in the light and the dark theme alike; invalid
// ones leave the palette's.
struct BoardColours {
    QColor board;
    QColor player1; // also the sides player 1 joins
    QColor player2;
    QColor team3;
    QColor team4;

    bool isEmpty() const { return *this == BoardColours(); }
    BoardTheme appliedTo(BoardTheme theme) const;
    bool operator==(const BoardColours &) const = default;
};

// The colours of a board (BoardColours' members); every game's boards have
// the first three (the first two teams are the players), Rokkaku's all five.
enum class ColourRole { Board, Player1, Player2, Team3, Team4 };

} // namespace kibitz
