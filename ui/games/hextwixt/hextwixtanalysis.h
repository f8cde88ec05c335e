#pragma once

// HexTwixtAnalysis: Analyse Game for Hex and Twixt, run on a worker thread
// (BackgroundWork) with a progress dialog and Cancel while the window stays
// responsive, and the labels of Solve Position (run beside the window by
// HexSolveRun). What is proven becomes the win/loss labels
// the tree stores (Jgame's evaluations, propagated by the follow-up
// classification) in one undoable step; a stored label that a proof
// contradicts is kept and flagged (AnalysisMarks) instead.
//
// - Hex, Solve Position: the exact solver on the position after a node; the
//   node gets the winner's label, and so do its stored follow-ups (once the
//   solver has listed every winning move, each other move loses).
// - Hex, Analyse Game: every position of the main line, with the "decided"
//   verdict (any board) and, on boards of up to `solveCells` cells, the
//   solver within `secondsPerPosition`; the first decided move is marked.
// - Twixt, Analyse Game: connectability along the main line: the positions
//   from which neither player can connect are labelled a tie (0), proven
//   wins the winner's; the first such move is marked and the link distances
//   kept for the Evaluation panel's graph.

#include "analysis/twixt/twixtanalysis.h"
#include "games/hex/hexposition.h"
#include "games/twixt/twixtposition.h"
#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

class QWidget;

namespace kibitz {

class GameDocument;

class HexTwixtAnalysis {
    Q_DECLARE_TR_FUNCTIONS(HexTwixtAnalysis)

public:
    struct Options {
        // How long work may take before the progress dialog shows.
        int delayMilliseconds = 400;
        // Analyse Game solves positions on boards of up to this many cells.
        int solveCells = 49;
        double secondsPerPosition = 10;
    };

    // The position after `node` (its moves replayed from the root); nullopt
    // when a move on the way is illegal or the game is another one.
    static std::optional<HexPosition> hexPositionAfter(const GameRecord &game, NodeId node);
    static std::optional<TwixtPosition> twixtPositionAfter(const GameRecord &game, NodeId node);

    // Returns a sentence for the status bar saying what was found (or that
    // the work was cancelled, changing nothing).
    static QString analyseGame(QWidget *window, GameDocument *document, const Options &options);
    static QString analyseGame(QWidget *window, GameDocument *document)
    {
        return analyseGame(window, document, Options());
    }

    // Labels what the solver proved about `position`, the position after
    // `node`: the node gets the winner's label; a stored follow-up of the
    // side to move gets the mover's when it is among `winningMoves`, the
    // opponent's when the mover loses or the list is `complete`. One undo
    // step; returns how many stored labels contradict it (kept, flagged).
    static int labelSolution(GameDocument *document, NodeId node, const HexPosition &position, int winner,
                             const std::vector<std::pair<int, int>> &winningMoves, bool complete);

private:
    struct Label {
        NodeId node = NoNode;
        int winner = 0; // 0: a draw (tie)
    };
    // Labels the nodes as one undo step and records the proofs; returns how
    // many labels were set and how many contradicted (kept, flagged).
    static std::pair<int, int> applyLabels(GameDocument *document, const std::vector<Label> &labels,
                                           const QString &source, const QString &undoText);
};

} // namespace kibitz
