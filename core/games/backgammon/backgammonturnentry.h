#pragma once

// BackgammonTurnEntry: entering one turn of backgammon, acey-deucey or
// tabula on the position of a node, as the backgammon view lets a user do:
// - the dice of a roll, set by hand or taken from the stored next roll (the
//   node's main child, when it is a roll), then its checker moves one at a
//   time, each checked against the rules, until the play is complete;
// - or a cube action (a double taken or passed, a resignation).
// While the moves entered are the stored roll's own, the entry follows that
// roll, so that stepping checker by checker can go on with it.
//
// It knows neither windows nor the document: the view gives it the node's
// position and the stored roll, shows what it holds, slides the checkers it
// moves, words its refusals and plays the events it makes.

#include "games/backgammon/backgammonevent.h"
#include "games/backgammon/backgammonposition.h"
#include "tree/gametree.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace kibitz {

class BackgammonTurnEntry {
public:
    // The roll being entered.
    struct Roll {
        int player = 1;
        std::vector<int> rolled; // highest first
        std::vector<BgMove> moves; // entered so far
        BackgammonPosition position; // after the moves
        std::vector<int> dice; // still to play
        NodeId follows = NoNode; // the stored roll these dice and moves are
        std::vector<BgMove> followedMoves; // that roll's moves
        // Every die that can be played is: nothing is left to enter.
        bool complete() const;
    };

    // A roll of the tree: its node and event.
    struct StoredRoll {
        NodeId node = NoNode;
        BackgammonEvent event;
    };

    // Why something cannot be entered.
    enum class Refusal {
        None,
        NoPosition, // the node has no backgammon position
        IllegalLine, // an illegal event on the way to the node
        GameOver,
        NoDice, // no roll set and no stored roll to take the dice from
        DiceCount, // not expectedDice() dice of 1 to 6
        IllegalMove, // moveProblem() says why
        NothingToUndo,
        Incomplete, // a die is left that can be played
        IllegalPlay, // the typed play; parseProblem() says why
    };

    enum class CubeAction { DoubleTaken, DoublePassed, Resign };

    // The node's position (none: not a backgammon position), whether the line
    // to it is legal, and the stored next roll. The roll being entered stays.
    void setBase(const std::optional<BackgammonPosition> &position, bool lineLegal,
                 const std::optional<StoredRoll> &storedNext);
    const std::optional<StoredRoll> &storedNext() const { return m_stored; }

    // Who plays the opening roll entered by hand; 0: as in the file.
    void setOpener(int player) { m_opener = player; }
    int opener() const { return m_opener; }

    // Whether a turn can be entered here, or why not.
    Refusal possible() const;
    // The player to roll next (the opening roll's: opener(), else the stored
    // roll's player, else player 1).
    int playerToRoll() const;
    // 2, or 3 in tabula.
    int expectedDice() const;

    const std::optional<Roll> &roll() const { return m_roll; }
    void setRoll(std::optional<Roll> roll) { m_roll = std::move(roll); }
    void clear() { m_roll.reset(); }
    // A roll of `rolled` by `player` on `before`, no checker moved yet.
    static Roll startRoll(const BackgammonPosition &before, int player, std::vector<int> rolled,
                          NodeId follows = NoNode, std::vector<BgMove> followedMoves = {});
    // A stored roll (which it follows) on `before`, no checker moved yet.
    static Roll startRoll(const BackgammonPosition &before, const StoredRoll &stored);
    // The same with the stored roll's first `moves` moves played.
    static Roll partlyPlayed(const BackgammonPosition &before, const StoredRoll &stored, std::size_t moves);

    // Sets the dice of the roll to enter (`dice` in any order). The stored
    // next roll is followed when it has the same dice and player.
    Refusal enterDice(const std::vector<int> &dice);
    // The stored next roll becomes the roll entered when none is.
    Refusal ensureRoll();
    // Plays one checker of the roll (starting the stored one if need be).
    Refusal moveChecker(const BgMove &move);
    QString moveProblem() const { return m_problem; }
    // Takes back the last checker entered; `taken` gets it.
    Refusal undoChecker(BgMove *taken);
    // The event of the complete roll entered (the stored roll's when none
    // is entered yet).
    Refusal completePlay(BackgammonEvent *event);
    // The typed play for the roll entered: its event (the moves entered so
    // far are dropped, the play is read from the base position).
    Refusal typedPlay(QStringView text, BackgammonEvent *event);
    QString parseProblem() const { return m_problem; }
    // A cube action of the player on turn (player 1 before the opening).
    Refusal cubeEvent(CubeAction action, BackgammonEvent *event);

    // The next move of the followed roll: none when the entry follows no
    // roll or has entered all its moves.
    std::optional<BgMove> nextFollowedMove() const;
    // Enters that move.
    void playNextFollowed();
    // The followed roll's node is no longer in the tree.
    void forgetFollowed();

private:
    void updateFollowing(Roll &roll) const;

    std::optional<BackgammonPosition> m_base;
    bool m_lineLegal = true;
    std::optional<StoredRoll> m_stored;
    int m_opener = 0;
    std::optional<Roll> m_roll;
    QString m_problem;
};

} // namespace kibitz
