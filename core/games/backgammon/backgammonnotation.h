#pragma once

// The familiar notation of backgammon plays, as players and GNU Backgammon
// write them ("13/8 24/21", "bar/22*", "6/off", "8/5(2)"), written from the
// events of a replay and read back from what a user types.
//
// - Points are numbered from the side of the player who moves: 24 is the
//   farthest from home, 1 the last point before bearing off (in tabula, where
//   both players move from point 1 to 24, that is 25 minus the file's point
//   for both). "bar" is the bar, "off" a borne-off checker, and "in" the
//   start of an acey-deucey or tabula checker that enters the board (the file
//   writes it "off/N"; typed, "off/N" is read as an entry too).
// - "*" after a point marks a hit there.
// - One checker's consecutive moves are joined: "24/16", or "24/21*/16" when
//   it hits on the way. Identical moves are counted: "8/5(2)".
// - An event: the dice and the play ("5-3: 13/8 24/21", "6-4-1: ..." in
//   tabula, "2-1: no move"), "doubles to 2, takes", "doubles to 4, passes",
//   "resigns".

#include "games/backgammon/backgammonposition.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <vector>

namespace kibitz {

class BackgammonNotation {
    Q_DECLARE_TR_FUNCTIONS(BackgammonNotation)

public:
    // The number of board point 1..24 as `player` counts it; BgBar and
    // BgOff unchanged.
    static int pointNumber(BgVariant variant, int point, int player);
    // The board point of `player`'s point number 1..24.
    static int boardPoint(BgVariant variant, int number, int player);

    // The dice a roll lets the player use: doubles four times (not in tabula).
    static std::vector<int> playableDice(BgVariant variant, const std::vector<int> &rolled);
    // "5-3", "6-4-1".
    static QString diceText(const std::vector<int> &rolled);

    // The play of `player` from `before`, in the notation above; empty for no
    // move. Moves that do not apply (an illegal event) are written without
    // hit marks from the point where they stop applying.
    static QString playText(const BackgammonPosition &before, int player, const std::vector<BgMove> &moves);
    static QString eventText(const BackgammonPosition &before, const BackgammonEvent &event);

    // Why `player` cannot move one checker by `move` with one of `dice` (the
    // dice still to be played) in `position`, in the player's numbering;
    // empty when the move is legal.
    static QString moveProblem(const BackgammonPosition &position, int player, const BgMove &move,
                               const std::vector<int> &dice);

    // Reads a typed play ("13/8 24/21", "24/16", "8/5(2) 6/5*(2)", "bar/22*",
    // "6/off", moves separated by spaces or commas) for `player` who rolled
    // `rolled` (2 or 3 dice) in `before`. A move over several dice ("24/16")
    // is split into single-die moves, preferring the way that hits where the
    // text marks hits. The play must use every die it can. On success
    // `error` is empty and the moves are in the order the event records them.
    struct Parsed {
        std::vector<BgMove> moves;
        QString error;
        bool ok() const { return error.isEmpty(); }
    };
    static Parsed parsePlay(QStringView text, const BackgammonPosition &before, int player,
                            const std::vector<int> &rolled);

    // The roll event of `player` with `rolled` and `moves` (dice as recorded:
    // highest first, as the server writes them).
    static BackgammonEvent rollEvent(int player, std::vector<int> rolled, const std::vector<BgMove> &moves);
};

} // namespace kibitz
