#pragma once

// HexSolveRun: Solve Position of a Hex document, run beside the window (one
// per document, a child QObject, made on first use). The solver works on its
// own threads while the user browses and edits; what it proves shows at
// once: the winner as soon as it is known (a proof in AnalysisMarks), then
// each winning move as it is proven (winningMoves(), drawn on the board by
// HexTwixtView while the solved position is shown), and the positions
// searched and the time so far (progressText()). Stop ends it at any time,
// keeping what was proven. When the solve ends, the proven results become
// the labels of the node and of its stored follow-ups in one undoable step
// (HexTwixtAnalysis's rules: a contradicted stored label is kept and
// flagged).

#include "tree/gametree.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <thread>
#include <utility>
#include <vector>

namespace kibitz {

class GameDocument;

class HexSolveRun : public QObject {
    Q_OBJECT

public:
    // The run of a document, made on first use (never null).
    static HexSolveRun *of(GameDocument *document);
    static HexSolveRun *find(const GameDocument *document);
    ~HexSolveRun() override; // stops the solver and waits for it

    // Starts solving the position after `node` of the document's current
    // game, stopping a solve under way. Returns an empty string when it
    // started, else a sentence saying why not. `seconds`: a time limit (0
    // for none); `threads`: 0 for one per core.
    QString start(NodeId node, double seconds = 0, int threads = 0);
    // Stops the solve; what was proven stays. Does nothing when none runs.
    void stop();

    bool running() const { return m_running; }
    // The solved (or solving) position: the game and node; NoNode before the
    // first start.
    int game() const { return m_game; }
    NodeId node() const { return m_node; }
    // Proven so far: the winner (0 until known), the side to move and its
    // winning moves (x, y); complete() when every winning move is known.
    int winner() const { return m_winner; }
    int toMove() const { return m_toMove; }
    const std::vector<std::pair<int, int>> &winningMoves() const { return m_moves; }
    bool complete() const { return m_complete; }
    std::int64_t positions() const { return m_positions; }
    double seconds() const;
    // What the run is doing or did, in a sentence or two (empty before the
    // first start).
    QString progressText() const;
    // Whether the run's results are those of `node` of the current game.
    bool shows(NodeId node) const;

signals:
    // Something changed: the winner, a move, the progress (a few times a
    // second while it runs).
    void progressed();
    // The solve ended (done, stopped or out of time): a sentence for the
    // status bar.
    void finished(const QString &text);

private:
    explicit HexSolveRun(GameDocument *document);
    void join();
    void end();
    QString resultText() const;

    GameDocument *m_document = nullptr;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<std::int64_t> m_liveNodes{0};
    QTimer m_tick;
    QElapsedTimer m_clock;
    double m_elapsed = 0; // once ended
    int m_generation = 0; // callbacks of an earlier run are dropped
    bool m_running = false;
    bool m_stopped = false;
    bool m_timedOut = false;
    int m_game = -1;
    NodeId m_node = NoNode;
    int m_toMove = 1;
    int m_winner = 0;
    bool m_complete = false;
    std::vector<std::pair<int, int>> m_moves;
    std::int64_t m_positions = 0;
};

} // namespace kibitz
