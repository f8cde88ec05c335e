#pragma once

// AnalysisMarks: what an analysis found out about a document's nodes that is
// not a label the file stores, kept beside the document (one per document, a
// child QObject) for the panels to show: the result a solver proved for a
// node (flagged while the node's stored label contradicts it), the first
// move after which the game was decided, the move from which it is a draw,
// and per-ply values to graph. Marks are never saved; node ids stay valid
// after edits (detached nodes are kept), so marks of a deleted node simply
// stop showing.

#include "tree/gametree.h"

#include <QObject>
#include <QString>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace kibitz {

class GameDocument;

class AnalysisMarks : public QObject {
    Q_OBJECT

public:
    // The marks of a document, made on first use (never null).
    static AnalysisMarks *of(GameDocument *document);
    // The marks of a document if any were made.
    static const AnalysisMarks *find(const GameDocument *document);

    // What an analysis proved about the position after a node: the player
    // who wins (1 or 2) or a draw (0).
    struct Proof {
        int winner = 0;
        QString source; // "solver", "decided", … as shown
    };
    void setProof(int game, NodeId node, const Proof &proof);
    std::optional<Proof> proof(int game, NodeId node) const;
    // The node's stored label says the other player wins or is better while
    // the proof names a winner, or says a player wins where the proof says draw.
    bool contradicts(const GameDocument *document, NodeId node) const;
    static bool labelContradicts(std::optional<int> label, int winner);

    // The first node of the main line after which the game was decided (or
    // drawn); NoNode for none.
    void setFirstDecided(int game, NodeId node, int winner);
    NodeId firstDecided(int game) const;
    int firstDecidedWinner(int game) const;

    // Values per ply of the main line for each player (the link distances
    // of Twixt), -1 for none.
    void setPlyValues(int game, std::vector<std::array<int, 2>> values);
    const std::vector<std::array<int, 2>> &plyValues(int game) const;

    // A short mark for lists ("⚠ solver: Blue wins", "◆ decided"), empty when
    // the node has none; `names` are the players' names.
    QString shortMark(const GameDocument *document, NodeId node) const;
    // The marks in sentences (tool tips, the Evaluation panel).
    QString describe(const GameDocument *document, NodeId node) const;

signals:
    void changed();

private:
    explicit AnalysisMarks(GameDocument *document);
    struct GameMarks {
        std::map<NodeId, Proof> proofs;
        NodeId firstDecided = NoNode;
        int firstDecidedWinner = 0;
        std::vector<std::array<int, 2>> plyValues;
    };
    const GameMarks *marks(int game) const;
    std::map<int, GameMarks> m_games;
};

} // namespace kibitz
