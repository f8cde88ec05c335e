#pragma once

// Match information of a backgammon-family game (kept in GameRecord::header
// with headerFormat "bgammon", so that it survives a load/save round trip) and
// the Replayer of these games.

#include "games/backgammon/backgammonposition.h"
#include "games/replayer.h"

#include <memory>

class QJsonObject;

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
    bool operator==(const BgGameInfo &) const = default;
};

inline constexpr char BgHeaderFormat[] = "bgammon";

BgGameInfo backgammonGameInfo(const GameRecord &game);
// Replaces the match information in the header; other header entries (the
// SGF root properties a GM[6] file keeps there) stay, after it.
void setBackgammonGameInfo(GameRecord &game, const BgGameInfo &info);
// True for the header keys of the match information ("timestamp", "total", ...).
bool isBackgammonInfoKey(QByteArrayView key);
bool isBackgammonKind(GameKind kind);
// What `kibitz-cli info --json` adds to a game's object (DESIGN.md): the
// match it belongs to, `matchLength` and the `score` before the game.
void addBackgammonGameJson(const Collection &collection, const GameRecord &game, QJsonObject &object);
// Marks the games played after a match's Crawford game: a game where a player
// needs one point, following a game of the same match (same players and
// length) where a player already needed one point. The Crawford flag of
// gnubg's Match ID depends on it.
void markPostCrawford(Collection &collection);
BgVariant backgammonVariant(GameKind kind);
GameKind backgammonKind(BgVariant variant);

// The starting position of a game from its kind and match information.
BackgammonPosition backgammonStart(const GameRecord &game);

// How a game's main line ends, replayed from its start up to the first event
// that cannot be played (BackgammonPosition::applyQuickly: a roll that leaves
// a playable die unused is followed, `check` reports it).
struct BgEnding {
    enum class Kind { Unfinished, BearOff, Declined, Terminated };
    Kind kind = Kind::Unfinished;
    BackgammonPosition position; // after the last playable event
    int terminator = 0; // the player of the final "t"
    bool terminatorOnTurn = false; // who was to act then (a resignation needs that)
};
BgEnding backgammonEnding(const GameRecord &game);
// The points the winner scored: BgGameInfo::points times the cube at the end
// of the main line (0 for an unfinished or abandoned game).
int backgammonPointsWon(const GameRecord &game);
std::unique_ptr<Replayer> makeBackgammonReplayer(const GameRecord &game);

} // namespace kibitz
