#pragma once

// BoardPicture: what a board shows at one node of a game tree, computed from
// the model and nothing else, so that painting (renderers) and deciding what
// to paint (here) can be tested apart. The game's painter (gamepainter.h)
// fills it: Hex, Twixt and the backgammon games have pictures, Rokkaku none.

#include "analysis/followups.h"
#include "games/backgammon/backgammonposition.h"
#include "games/twixt/twixtmove.h"
#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QPoint>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace kibitz {

struct PictureStone {
    int x = 0;
    int y = 0;
    int player = 1;
    int moveNumber = 0; // its move's ply along the path; 0 when it was set up, not played
    bool operator==(const PictureStone &) const = default;
};

struct PictureLink {
    TwixtLink link;
    int player = 1;
    bool operator==(const PictureLink &) const = default;
};

// A move stored below the shown node that places a stone or peg on an empty
// cell, with its classification for the player who makes it.
struct PictureFollowUp {
    int x = 0;
    int y = 0;
    int player = 1;
    Outcome outcome = Outcome::Unknown;
    NodeId node = NoNode;
};

// Backgammon, acey-deucey and tabula: the position after the node and the
// match it belongs to.
struct BackgammonPictureInfo {
    BackgammonPosition position;
    QString player1;
    QString player2;
    int matchLength = 1;
    int score1 = 0; // before the game
    int score2 = 0;
    int lastRoller = 0; // who rolled the dice the position shows (0: nobody yet)
    // Set by views while a roll is being played checker by checker (the
    // position then holds the moves played so far): the dice rolled, shown
    // instead of the position's last roll and in `lastRoller`'s colours, and
    // the dice still to be played (the others are drawn faded).
    int rollDiceCount = 0;
    std::array<int, 3> rollDice{};
    std::vector<int> unusedDice;
};

struct BoardPicture {
    GameKind kind{}; // the game's, set by BoardPictureBuilder
    int columns = 0;
    int rows = 0;
    std::vector<PictureStone> stones; // Hex stones or Twixt pegs, by row then column
    std::vector<PictureLink> links;   // Twixt only
    std::optional<QPoint> lastMove;   // the cell of the last move when it placed one
    std::vector<PictureFollowUp> followUps;
    std::optional<BackgammonPictureInfo> backgammon; // the backgammon games only
    int ply = 0;    // moves replayed from the root
    int toMove = 1; // the player to move in the shown position
    int winner = 0;
    // Set when a move on the path is illegal: the picture then shows the
    // position before that move, which is `failedAt`.
    QString error;
    NodeId failedAt = NoNode;

    bool ok() const { return error.isEmpty(); }
    // 0 for an empty cell (and outside the board).
    int playerAt(int x, int y) const;
};

struct PictureOptions {
    // Classifying follow-ups walks the whole subtree below the node; callers
    // that never show them can skip the walk.
    bool followUps = true;
};

class BoardPictureBuilder {
    Q_DECLARE_TR_FUNCTIONS(BoardPicture)

public:
    // Whether the game's painter draws BoardPictures (gamepaintertable.h).
    static bool supports(GameKind kind);
    static BoardPicture build(const GameRecord &game, NodeId node, const PictureOptions &options = {});
};

inline BoardPicture buildPicture(const GameRecord &game, NodeId node, const PictureOptions &options = {})
{
    return BoardPictureBuilder::build(game, node, options);
}

} // namespace kibitz
