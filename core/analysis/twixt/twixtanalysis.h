#pragma once

// What can be said about a Twixt position without search: whether each
// player can still join his borders, how many pegs he needs at least, and,
// where it can be proven, who has won.
//
// Player 1 joins rows 0 and rows()-1, player 2 columns 0 and columns()-1
// (twixtposition.h). A hole is usable by a player when it is on the board,
// not a corner, not on the opponent's border lines, and empty or his own. A
// possible link of a player joins two holes usable by him a knight's move
// apart and crosses no link of the opponent on the board. The player's own
// links do not count as obstacles here: paper-and-pencil rules let them
// cross, and the other rules let him remove them.
//
// - canConnect: a chain of possible links joins the player's borders. When
//   there is none, the player cannot win, whatever anybody plays: pegs and
//   the opponent's links never go away unless the opponent removes them.
// - draw: neither player can connect.
// - distance: 0-1 breadth-first search over possible links where the
//   player's pegs cost 0 and empty holes 1: the fewest pegs he still has to
//   place (0 once connected; a lower bound, as the opponent answers).
// - decidedWinner: the player who has won, when a strategy for him is proven
//   against every reply. The proof is a chain from border to border made of
//   the player's linked pegs and of gaps, each gap closable in one move by
//   one of its routes: a route is an empty hole with the links that join the
//   two sides of the gap through it (or an empty border hole with the link
//   that reaches it). A route breaks when the opponent takes its hole or has
//   pegs at both ends of a possible link crossing one of its links; its kill
//   sets are those one or two holes. The zone of a gap is every hole of its
//   routes' kill sets. A hole in the zones of two gaps is the concern of one
//   of them first (an opponent peg there is answered in that gap, or in the
//   other once the first is closed), so the opponent gets at most one peg for
//   free against a gap from each other gap that comes first on a hole of
//   its zone, and one more before the gap is closed. The chain holds when, for
//   every set of holes that breaks all routes of a gap (one kill set per
//   route), at least two of its holes are that gap's concern when played:
//   its size minus the other gaps first on one of its holes is at least 2
//   (without shared holes: no single opponent peg breaks all routes). Also no
//   hole is in three zones, no two gaps use the same hole, and except under
//   paper-and-pencil rules no route link crosses a route link of another gap.
//   The strategy: answer a peg in a gap's zone (first concern, then later
//   concern) by closing that gap with a route still whole; otherwise close
//   any gap. Opponent links that the player's links already cross count as
//   impossible (the player never removes his own links); the opponent's own
//   links never count as obstacles for him (he may remove them). A route
//   that a link between two of the opponent's existing pegs could cross is
//   not used. No proof is looked for while a swap is still possible (a
//   single peg on the board). The proof holds whoever moves. It is sound, not
//   complete: a position the analysis does not call decided may still be won
//   (edge templates that need two more pegs, gaps of two or more moves).

#include "games/twixt/twixtposition.h"
#include "record/gamerecord.h"

#include <array>
#include <functional>
#include <utility>
#include <vector>

namespace kibitz {

struct TwixtRoute {
    int holeX = 0;
    int holeY = 0;
    std::vector<TwixtLink> links; // the links the peg in the hole gets
};

struct TwixtGap {
    std::vector<TwixtRoute> routes;
    // (x, y) of the holes of the gap's zone that are its first concern;
    // laterZone: those that become its concern once the other gap whose
    // zone they are in is closed.
    std::vector<std::pair<int, int>> zone;
    std::vector<std::pair<int, int>> laterZone;
};

struct TwixtAnalysis {
    static constexpr int Unreachable = -1;
    std::array<bool, 2> canConnect{}; // [0] player 1, [1] player 2
    bool draw = false;
    std::array<int, 2> distance{Unreachable, Unreachable};
    int decidedWinner = 0; // 0: not proven
    // The gaps of the winning chain still to close (empty when the winner
    // is already connected or nobody has won).
    std::vector<TwixtGap> proof;
};

TwixtAnalysis analyseTwixt(const TwixtPosition &position);

struct TwixtGameAnalysis {
    // [k]: the position after k moves along the main line (0: the start).
    std::vector<TwixtAnalysis> plies;
    // The first ply at which the analysis says draw, or names a proven
    // winner (decidedWinner); -1 when it never does.
    int drawFromPly = -1;
    int decidedFromPly = -1;
    int decidedWinner = 0;
    // The ply whose move the rules refused (the analysis stops before it), -1 none.
    int illegalPly = -1;
};

// Every position along the main line; proofs are dropped unless asked for.
// `step`, when set, is called after each position with the number analysed so
// far; when it returns false the analysis stops there (the result then holds
// the positions analysed until then).
TwixtGameAnalysis analyseTwixtGame(const GameRecord &game, bool keepProofs = false,
                                   const std::function<bool(int analysed)> &step = {});

} // namespace kibitz
