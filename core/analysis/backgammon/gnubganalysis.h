#pragma once

// GNU Backgammon's analysis of a backgammon game, read from the SGF properties
// that the GM[6] reader keeps verbatim on the nodes (formats/sgf/
// sgfbackgammon): gnubg writes them in its sgf.c (WriteMoveAnalysis,
// WriteDoubleAnalysis, WriteLuck, WriteSkill, WriteSkillCube,
// WriteStatContext), one node per roll, double, take and drop. Kibitz's model
// folds a double and its answer into one node: the double's properties stay
// as they are, the answer's carry a leading "@" ("@DA", "@BM").
//
//   A[i][move E ver 3 w wg wbg lg lbg equity plies...]...  the candidate
//       moves, best first, and i the index of the played one
//   DA[E ver 3 plies... 7 outputs (no double) 7 outputs (double, take)]
//   LU[luck]  GW/GB[1|2] a lucky/unlucky roll
//   BM[1|2], DO[]: a bad/very bad, doubtful move (or double, take, drop)
//   BC[1|2], DC[]: the same for the cube decision before a roll
//   GS[M:...][C:...][D:...] on a game's root: gnubg's statistics of the game
//
// Equities are gnubg's normalised ones (EMG: per unit of the cube, money
// game equivalent); the thresholds for the marks are GNU Backgammon 1.07's
// defaults (doubtful 0.03, bad 0.06, very bad 0.12 EMG lost, a loss strictly
// larger than the threshold; gnubganalysis.cpp says where they come from).

#include "record/gamerecord.h"
#include "tree/gametree.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace kibitz::bganalysis {

enum class Mark { None, Doubtful, Bad, VeryBad };

// gnubg's Skill(): the mark for an equity loss (>= 0, EMG).
Mark markForLoss(double equityLoss);
// "doubtful", "bad", "very bad" or "" (the JSON and the tests' words).
const char *markName(Mark mark);
// Translated, for the interface.
QString markText(Mark mark);

struct Candidate {
    QString move; // in the mover's numbering, as "24/18 13/10" (bar, off)
    double win = 0; // chances, 0..1
    double winGammon = 0;
    double winBackgammon = 0;
    double loseGammon = 0;
    double loseBackgammon = 0;
    double equity = 0; // cubeful when the analysis was, EMG
    int plies = 0;
};

struct MoveAnalysis {
    std::vector<Candidate> candidates; // best first, as gnubg ranks them
    int played = -1; // index into candidates, -1 unknown
    double equityLoss = 0; // best's equity minus the played one's, >= 0
    Mark mark = Mark::None; // gnubg's mark (BM/DO) or, without one, by the thresholds
};

// A cube decision: gnubg's evaluation of no double and double/take for the
// player on roll. In match play gnubg writes the cubeful outputs as match
// winning chances; `matchWinningChances` says so, and the EMG figures then
// come from the candidates of the same node when there are none.
struct CubeAnalysis {
    std::array<double, 7> noDouble{}; // win, wg, wbg, lg, lbg, cubeless equity, cubeful
    std::array<double, 7> doubleTake{}; // the same after double, take
    bool matchWinningChances = false;
    int plies = 0;
    // In match play: the two cubeful figures as EMG, converted as gnubg does
    // through its match equity table (matchequity.h), from the doubler's side
    // with the cube before the double; nullopt without the table. In money
    // play the figures are EMG already.
    std::optional<double> noDoubleEmg;
    std::optional<double> doubleTakeEmg;
    std::optional<double> doublePassMwc; // match play: winning the cube now
    double noDoubleEquity() const { return noDouble[6]; }
    double doubleTakeEquity() const { return doubleTake[6]; }
};

struct NodeAnalysis {
    NodeId node = NoNode;
    int player = 0; // who acts
    std::optional<MoveAnalysis> move;
    std::optional<CubeAnalysis> cube; // before the roll, or the double's
    std::optional<CubeAnalysis> answer; // the take's or drop's (a double's node)
    Mark cubeMark = Mark::None; // the cube decision (BC/DC, a double's BM/DO)
    Mark answerMark = Mark::None; // the take's or drop's
    std::optional<double> luck; // LU, EMG, for the roller
    int luckMark = 0; // -2 very unlucky .. +2 very lucky
};

// The figures of gnubg's statcontext for one player (GS), summed over games
// for a match. Errors and luck are as gnubg stores them (errors >= 0; gnubg
// prints them negated); EMG and MWC (fraction, not percent).
struct PlayerStatistics {
    int unforcedMoves = 0;
    int totalMoves = 0;
    std::array<int, 4> marks{}; // very bad, bad, doubtful, none
    double chequerErrorEmg = 0;
    double chequerErrorMwc = 0;
    int totalCube = 0;
    int doubles = 0;
    int takes = 0;
    int passes = 0;
    // missed double below CP, missed above CP, wrong double below DP,
    // wrong above TG, wrong take, wrong pass
    std::array<int, 6> cubeErrors{};
    std::array<double, 6> cubeErrorEmg{};
    std::array<double, 6> cubeErrorMwc{};
    std::array<int, 5> luckMarks{}; // very unlucky .. very lucky
    double luckEmg = 0;
    double luckMwc = 0;
    // "Close or actual cube decisions": not in gnubg's SGF; known when
    // gnubg printed it (the runner) or Kibitz kept it (KZ[closecube:a b]).
    std::optional<int> closeCube;

    double cubeErrorTotalEmg() const;
    double cubeErrorTotalMwc() const;
    double overallErrorEmg() const { return chequerErrorEmg + cubeErrorTotalEmg(); }
    // gnubg's rates, mEMG (per unforced move, per close cube decision, per
    // both), as positive numbers; nullopt when there is nothing to divide by.
    std::optional<double> chequerErrorRate() const;
    std::optional<double> cubeErrorRate() const;
    std::optional<double> overallErrorRate() const;
    // PR as the community defines it (eXtreme Gammon's Performance Rating):
    // the mean equity lost per non-forced decision times 500; the decisions
    // are gnubg's unforced moves and close or actual cube decisions, so PR is
    // half gnubg's overall error rate in mEMG.
    std::optional<double> performanceRating() const;
    void add(const PlayerStatistics &other);
};

// gnubg's rating for an error rate (EMG per decision; analysis.c GetRating).
QString ratingText(double errorPerDecision);

struct GameAnalysis {
    std::vector<NodeAnalysis> nodes; // the main line's analysed nodes, in order
    std::optional<std::array<PlayerStatistics, 2>> statistics; // GS of the game
    bool isEmpty() const { return nodes.empty() && !statistics; }
};

// The statistics (GS, with Kibitz's KZ) of a game alone, without its moves.
std::optional<std::array<PlayerStatistics, 2>> readStatistics(const GameRecord &game);
// The analysis kept on a game's main line; empty when gnubg never analysed it.
// Without `moveTexts` the candidates' moves stay empty (their figures are
// read): writing every candidate's move is most of the work, and the move
// list's notes and the evaluation graph need only the figures.
GameAnalysis readGameAnalysis(const GameRecord &game, bool moveTexts = true);
// The statistics of every game of the collection that has them, summed (what
// gnubg's "show statistics match" shows); nullopt when none has.
std::optional<std::array<PlayerStatistics, 2>> matchStatistics(const Collection &collection);

// Parses GS[M:...][C:...][D:...] (one value per section); false when malformed.
bool parseStatistics(const QList<QByteArray> &values, std::array<PlayerStatistics, 2> &out);

} // namespace kibitz::bganalysis
