#pragma once

// A position of backgammon, acey-deucey or tabula as bgammon.org plays them,
// advanced one replay event at a time, and its GNU Backgammon Position ID and
// Match ID.
//
// The rules follow bgammon's game code (tslocum/bgammon game.go: NewBoard,
// SpaceDiff, HaveDiceRoll, MayBearOff, SecondHalf, DiceRolls, addMove):
// - backgammon: the usual start; player 1 moves 24 -> 1 and bears off from
//   1..6, player 2 moves 1 -> 24 and bears off from 19..24; doubles give four moves.
// - acey-deucey: all 15 checkers start off the board and enter like checkers
//   on the bar (player 1 onto 24..19, player 2 onto 1..6), at any time; bearing
//   off needs every checker entered and home. After a 1-2 whose two moves were
//   played the same player plays a double of their choice (a roll line "d-d"
//   of its own) and then rolls again (server_command.go, "ok").
// - tabula: three dice on every roll, the opening too (the server rolls the
//   opener's first roll anew), no doubles rule; both players move 1 -> 24
//   and enter (from the start and from the bar) onto 1..6; no checker may
//   pass point 12 before all have entered; bearing off starts when all are
//   in 13..24.
// Every move uses one die: the exact distance, or in backgammon only, when
// bearing off, a larger die if no own checker is farther back (bgammon uses
// the highest such die; tabula's board.go HaveRoll and UseRoll allow the
// larger die for VariantBackgammon alone, so acey-deucey and tabula bear off
// with the exact die).
// Checkers on the bar enter first; a point with two or more opposing checkers
// is blocked; a single opposing checker is hit to the bar. A roll must not
// leave a die unused while a move with it is possible (bgammon's "ok").

#include "games/backgammon/backgammonevent.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace kibitz {

enum class BgVariant { Backgammon = 0, AceyDeucey = 1, Tabula = 2 };

// The part of an event at fault (BackgammonPosition::apply), besides the
// index of a checker move: for placing an error on its token in a file.
namespace BgPart {
inline constexpr int Event = -1; // the event as a whole (whose turn, game over)
inline constexpr int Dice = -2; // the dice of a roll
inline constexpr int Cube = -3; // the cube value of a double
} // namespace BgPart

// A backgammon position set up by hand or from an ID, as the start of a
// game (BgGameInfo::start): the checkers, the cube, who is on roll and the
// dice. The match length and score are the game's.
struct BgSetup {
    // Points 1..24 (index 0..23), numbered from player 1's side: checkers of
    // player 1 positive, of player 2 negative.
    std::array<int, 24> points{};
    std::array<int, 2> bar{};
    int cubeValue = 1;
    int cubeOwner = 0; // 0: centred
    int onRoll = 1;
    std::array<int, 2> dice{}; // {0, 0}: not rolled yet
    // The player's checkers neither on the board nor on the bar.
    int borneOff(int player) const;
    bool operator==(const BgSetup &) const = default;
};
// The bytes BgGameInfo::start holds; decodeBgSetup reads them back (nullopt
// for bytes that are no set-up).
QByteArray encodeBgSetup(const BgSetup &setup);
std::optional<BgSetup> decodeBgSetup(QByteArrayView bytes);

class BackgammonPosition {
    Q_DECLARE_TR_FUNCTIONS(BackgammonPosition)

public:
    static constexpr int Checkers = 15;

    // `postCrawford`: the Crawford game of this match has been played.
    explicit BackgammonPosition(BgVariant variant = BgVariant::Backgammon, int matchLength = 1, int score1 = 0,
                                int score2 = 0, bool postCrawford = false);

    BgVariant variant() const { return m_variant; }
    // Checkers of `player` on point 1..24 (numbered from player 1's side).
    int checkers(int point, int player) const;
    int bar(int player) const { return m_bar[std::size_t(player - 1)]; }
    int borneOff(int player) const { return m_off[std::size_t(player - 1)]; }
    // Checkers that have not entered yet (acey-deucey, tabula).
    int waiting(int player) const { return m_waiting[std::size_t(player - 1)]; }
    int cubeValue() const { return m_cubeValue; }
    int cubeOwner() const { return m_cubeOwner; } // 0: centred
    // The player who acts next (rolls or doubles); 0 before the opening roll.
    int toAct() const { return m_toAct; }
    int winner() const { return m_winner; }
    bool isOver() const { return m_winner != 0; }
    // The dice of the last roll (count 0 before any roll).
    int diceCount() const { return m_diceCount; }
    int die(int i) const { return m_dice[std::size_t(i)]; }
    int matchLength() const { return m_matchLength; }
    int score(int player) const { return m_score[std::size_t(player - 1)]; }
    // Pips the player still has to travel (checkers waiting or on the bar count 25).
    int pipCount(int player) const;

    // Applies an event; returns why it is illegal (empty when legal). The
    // position is unchanged when it is illegal. `failedPart` (when given)
    // tells which part of the event is at fault: a BgPart value, or the
    // index of the checker move (0 for the first).
    QString apply(const BackgammonEvent &event, int *failedPart = nullptr);
    // As apply, without checking that a roll leaves no playable die unused
    // (the costly part): for following a game's course quickly, as the
    // .match reader does for every game it reads.
    QString applyQuickly(const BackgammonEvent &event);

    // Plays one checker move of `player` with one of `dice` (removing the die
    // used) without touching whose turn it is: for building turns move by
    // move. Returns false, with the reason, when the move is illegal.
    bool playChecker(int player, const BgMove &move, std::vector<int> &dice, QString *why = nullptr);
    // Moves of one checker the player could make now with one of `dice`.
    std::vector<BgMove> legalSingleMoves(int player, const std::vector<int> &dice) const;

    // What a win of `winner` in this position is worth before the cube, as
    // bgammon's server counts it (serverGame.winPoints), also for a
    // resignation or a declined double: acey-deucey, the loser's checkers not
    // borne off; backgammon and tabula, 3 for a backgammon (tabula: the loser
    // has checkers waiting; both: a loser's checker on the bar or in the
    // winner's home row), 2 for a gammon (nothing borne off), else 1.
    int winPoints(int winner) const;

    // GNU Backgammon's IDs with toAct() on roll (player 1 when nobody has
    // rolled yet), as gnubg prints them; for standard backgammon only.
    // With `onRoll` (1 or 2) given, that player is on roll and the game is
    // under way also before the opening roll (a hint for the opening roll).
    QString gnubgPositionId(int onRoll = 0) const;
    QString gnubgMatchId(int onRoll = 0) const;
    // A standard backgammon position set up from gnubg's IDs (what
    // gnubgPositionId and gnubgMatchId print, or "PositionID:MatchID" in
    // `positionId` alone; without a Match ID a money game, player 1 on roll,
    // the cube centred, no dice) or from eXtreme Gammon's XGID
    // ("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10"). nullopt with
    // `error` saying what is wrong when the text is no such ID or no position.
    static std::optional<BackgammonPosition> fromGnubgIds(QStringView positionId, QStringView matchId,
                                                          QString *error = nullptr);
    static std::optional<BackgammonPosition> fromXgid(QStringView xgid, QString *error = nullptr);
    // The checkers, cube, player on roll and dice of a standard backgammon
    // position (toAct(), or player 1 before the opening roll).
    BgSetup setup() const;
    // The position `setup` describes in a game of this match (the game under
    // way, setup.onRoll to act); nullopt with `error` saying what is wrong
    // when it is no position (more than 15 checkers, both players on one
    // point, a player with none left, a cube or dice out of range).
    static std::optional<BackgammonPosition> fromSetup(const BgSetup &setup, int matchLength = 0, int score1 = 0,
                                                       int score2 = 0, bool postCrawford = false,
                                                       QString *error = nullptr);
    // `kibitz-cli positions`: "PositionID:MatchID" (gnubg's GNUBGID) for
    // backgammon; for the variants, which gnubg cannot hold, the signed
    // checker counts of points 1..24 (player 1 positive), then bar, waiting
    // and borne-off checkers of both players, cube and who acts.
    QString toText() const;

    bool operator==(const BackgammonPosition &) const = default;

private:
    int pipOf(int point, int player) const;
    int pointOfPip(int pip, int player) const;
    bool mayBearOff(int player) const;
    // Checks one move against the dice; returns the index of the die it uses
    // (or -1 and the reason).
    int dieFor(int player, const BgMove &move, const std::vector<int> &dice, QString *why) const;
    void play(int player, const BgMove &move);
    QString applyEvent(const BackgammonEvent &event, int &failedPart, bool checkUnusedDice);
    QString playRoll(const BackgammonEvent &event, int &failedPart, bool checkUnusedDice);

    BgVariant m_variant;
    std::array<std::int8_t, 25> m_points{}; // index 1..24; + player 1, - player 2
    std::array<int, 2> m_bar{};
    std::array<int, 2> m_off{};
    std::array<int, 2> m_waiting{};
    std::array<int, 2> m_score{};
    std::array<int, 3> m_dice{};
    int m_diceCount = 0;
    int m_matchLength = 1;
    bool m_postCrawford = false;
    int m_cubeValue = 1;
    int m_cubeOwner = 0;
    int m_toAct = 0;
    int m_winner = 0;
    int m_gameState = 1; // gnubg's: 1 playing, 2 over, 3 resigned, 4 dropped cube
    enum AceyPhase : std::uint8_t { AceyNone, AceyChoose, AceyRollAgain };
    AceyPhase m_aceyPhase = AceyNone;
    // A double was just taken in money play: the taker may beaver (redouble
    // at once, keeping the cube) before anything else happens.
    bool m_beaverOpen = false;
};

} // namespace kibitz
