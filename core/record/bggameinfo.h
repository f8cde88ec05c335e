#pragma once

// What a backgammon-family record holds besides its players and events: the
// match the game belongs to and how it ended. A GameRecord keeps it in its
// `setup` (gamerecord.h) only when the game is of the backgammon family; the
// accessors are backgammonGameInfo and setBackgammonGameInfo
// (games/backgammon/backgammonreplayer.h).

#include <QByteArray>
#include <QtGlobal>

namespace kibitz {

// The match information of a game. A bgammon replay's metadata line is `i
// <timestamp> <player1> <player2> <total> <score1> <score2> <winner> <cube>
// <variant>`; the server writes the scores after the game when it ended by a
// resignation or a declined double and before it otherwise, and the cube
// value where the spec says points: the reader turns them into the scores
// before the game and what the win was worth (formats/bgammon).
struct BgGameInfo {
    qint64 timestamp = 0;
    int matchLength = 1;
    // The score before the game.
    int score1 = 0;
    int score2 = 0;
    int winner = 0;
    // What the win is worth before the cube: 1, 2 or 3 (a single win, a
    // gammon, a backgammon; in acey-deucey the loser's checkers not borne
    // off), as bgammon's server counts it (BackgammonPosition::winPoints);
    // the points won are this times the cube. 0 for an abandoned game.
    int points = 0;
    // The loser abandoned the game (the server's inactivity or forfeit
    // ending, a "t" line): nobody scored and the match ended.
    bool abandoned = false;
    // Not in the file: set by markPostCrawford from the games before this one.
    bool postCrawford = false;
    // The position the game starts from when it was set up (SGF AE/AB/AW,
    // CV, CP, PL, DI before the first move): encodeBgSetup's bytes; empty
    // for the usual start. Empty costs no allocation.
    QByteArray start;
    bool operator==(const BgGameInfo &) const = default;
};

} // namespace kibitz
