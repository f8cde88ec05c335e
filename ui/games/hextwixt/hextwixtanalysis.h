#pragma once

// HexTwixtAnalysis: Solve Position and Analyse Game for Hex and Twixt, run
// on a worker thread (BackgroundWork) with a progress dialog and Cancel while
// the window stays responsive. What is proven becomes the win/loss labels
// the tree stores (Jgame's evaluations, propagated by the follow-up
// classification) in one undoable step; a stored label that a proof
// contradicts is kept and flagged (AnalysisMarks) instead.
//
// - Hex, Solve Position: the exact solver on the position after a node; the
//   node gets the winner's label, and so do its stored follow-ups (the
//   solver lists every winning move, so each other move loses).
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
        // Solve Position's time limit (0: until done or cancelled).
        double solveSeconds = 0;
    };

    // The position after `node` (its moves replayed from the root); nullopt
    // when a move on the way is illegal or the game is another one.
    static std::optional<HexPosition> hexPositionAfter(const GameRecord &game, NodeId node);
    static std::optional<TwixtPosition> twixtPositionAfter(const GameRecord &game, NodeId node);

    // Both return a sentence for the status bar saying what was found (or
    // that the work was cancelled, changing nothing).
    static QString solvePosition(QWidget *window, GameDocument *document, NodeId node, const Options &options);
    static QString analyseGame(QWidget *window, GameDocument *document, const Options &options);
    static QString solvePosition(QWidget *window, GameDocument *document, NodeId node)
    {
        return solvePosition(window, document, node, Options());
    }
    static QString analyseGame(QWidget *window, GameDocument *document)
    {
        return analyseGame(window, document, Options());
    }

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
