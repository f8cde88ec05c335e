#pragma once

// Match information of a backgammon-family game (BgGameInfo, kept in
// GameRecord::setup) and the Replayer of these games.

#include "games/backgammon/backgammonposition.h"
#include "games/replayer.h"

#include <memory>

namespace kibitz {

// The headerFormat of a backgammon-family game's header: the SGF root
// properties a GM[6] file keeps, a .mat file's header comments ("mat:" keys).
inline constexpr char BgHeaderFormat[] = "bgammon";

// The game's match information (the default one when it has none).
BgGameInfo backgammonGameInfo(const GameRecord &game);
// Replaces the match information (and marks the header as BgHeaderFormat's).
void setBackgammonGameInfo(GameRecord &game, const BgGameInfo &info);
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
