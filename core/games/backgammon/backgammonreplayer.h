#pragma once

// Match information of a backgammon-family game (kept in GameRecord::header
// with headerFormat "bgammon", so that it survives a load/save round trip) and
// the Replayer of these games.

#include "games/backgammon/backgammonposition.h"
#include "games/replayer.h"

#include <memory>

namespace kibitz {

// The metadata line of a bgammon replay: `i <timestamp> <player1> <player2>
// <total> <score1> <score2> <winner> <points> <variant>`. Scores are before the
// game; `points` is what the game was worth (bgammon does not multiply it by
// the cube).
struct BgGameInfo {
    qint64 timestamp = 0;
    int matchLength = 1;
    int score1 = 0;
    int score2 = 0;
    int winner = 0;
    int points = 0;
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
// Marks the games played after a match's Crawford game: a game where a player
// needs one point, following a game of the same match (same players and
// length) where a player already needed one point. The Crawford flag of
// gnubg's Match ID depends on it.
void markPostCrawford(Collection &collection);
BgVariant backgammonVariant(GameKind kind);
GameKind backgammonKind(BgVariant variant);

// The starting position of a game from its kind and match information.
BackgammonPosition backgammonStart(const GameRecord &game);
std::unique_ptr<Replayer> makeBackgammonReplayer(const GameRecord &game);

} // namespace kibitz
