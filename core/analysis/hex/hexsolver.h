#pragma once

// The exact Hex solver: who wins a position with best play, and every
// winning move of the side to move. Plain Hex (no swap). Proof-number search
// (df-pn, iterative over an explicit stack) on positions with their dead and
// captured cells filled in (hexinferior.h), a win recognised as soon as the
// side to move has a full or semi virtual connection between his edges
// (hexvc.h), and only the moves in the mustplay region (the cells common to
// all of the opponent's semi connections between his edges) searched. The
// winning moves at the root are each proven on their own, so a move left out
// of the search as inferior is still tried before it is called losing.
//
// Who wins is known first (the root's proof), then one winning move (the
// root's mustplay moves in the search's order, most already proven in the
// table), then, for solve(), every other move is proven on its own, on
// `threads` threads (one transposition table for all, hextable.h; the
// moves are handed out in order, and a move dominated by one proven losing
// is skipped as losing). With more than one thread, solve() proves the
// root's own moves (its mustplay less the inferior moves) on all threads
// instead of the root's proof on one: the side to move wins exactly when
// one of them wins. The set of winning moves is exact, so it is the same
// for any number of threads; only the count of positions differs.
// Observers hear the winner and each winning move as soon as they are
// proven, and `stop` (set from any thread) ends the search.

#include "games/hex/hexposition.h"
#include "record/gamerecord.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace kibitz {

struct HexSolveOptions {
    // Wall-clock limit in seconds; 0 means none.
    double seconds = 0;
    // The transposition table holds 2^ttBits entries (32 bytes each up to
    // 8x8, 72 on larger boards: an entry keeps a proof set); 0 sizes it by
    // the board (2^14 for 5x5, 2^20 for 7x7, 2^21 for 8x8, 2^20 beyond).
    int ttBits = 0;
    // For tests: the board of six 64-bit words even where one word would
    // hold it (the two must agree).
    bool wideBoard = false;
    // Asked now and then; true stops the search (the result is then unknown).
    // With threads > 1 it is asked from each of them.
    std::function<bool()> cancelled;
    // Set (from any thread) to stop the search; the result is then unknown.
    const std::atomic<bool> *stop = nullptr;
    // Threads proving the root's moves in solve(): 1, or up to 64. The
    // result is the same for any number.
    int threads = 1;
    // Observers, called on a solving thread, one call at a time: the winner
    // as soon as it is proven; each winning move of the side to move as soon
    // as it is proven (x, y; on one thread the first one before any other is
    // tried, then in no set order; on several, in no set order); the
    // positions expanded so far, every few thousand.
    std::function<void(int winner)> onWinner;
    std::function<void(int x, int y)> onWinningMove;
    std::function<void(std::int64_t nodes)> onProgress;
};

struct HexSolveResult {
    bool supported = true; // false for boards over 384 cells
    int toMove = 1;
    // The player who wins with best play; 0 when the time ran out or the
    // search was cancelled.
    int winner = 0;
    // Every winning move of the side to move (x, y), when winner == toMove.
    std::vector<std::pair<int, int>> winningMoves;
    double seconds = 0;
    std::int64_t nodes = 0; // positions expanded
};

class HexSolver {
public:
    explicit HexSolver(HexSolveOptions options = {});
    // Whether the solver solves positions of this kind of game (`kibitz-cli
    // solve` asks, so that it names no game).
    static bool solves(GameKind kind);
    // Solves the position with its side to move (HexPosition::toMove).
    HexSolveResult solve(const HexPosition &position);
    // Only who wins, without the list of winning moves.
    HexSolveResult solveWinner(const HexPosition &position);
    // Who wins and, when the side to move does, one winning move
    // (winningMoves holds it).
    HexSolveResult solveOne(const HexPosition &position);

    enum class Moves { None, One, All };

private:
    HexSolveResult run(const HexPosition &position, Moves moves);
    HexSolveOptions m_options;
};

} // namespace kibitz
