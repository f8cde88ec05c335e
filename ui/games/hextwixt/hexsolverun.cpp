#include "games/hextwixt/hexsolverun.h"

#include "analysis/hex/hexsolver.h"
#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/hextwixt/hextwixtanalysis.h"

#include <QLocale>
#include <QMetaObject>
#include <QStringList>

#include <algorithm>

namespace kibitz {

namespace {

// Threads for a solve in the window: one per core, at most four (each
// thread keeps its own tables, a few hundred MB on 7x7).
int defaultThreads()
{
    return int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
}

} // namespace

HexSolveRun *HexSolveRun::of(GameDocument *document)
{
    if (HexSolveRun *run = document->findChild<HexSolveRun *>(QString(), Qt::FindDirectChildrenOnly))
        return run;
    return new HexSolveRun(document);
}

HexSolveRun *HexSolveRun::find(const GameDocument *document)
{
    return document ? document->findChild<HexSolveRun *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

HexSolveRun::HexSolveRun(GameDocument *document)
    : QObject(document)
    , m_document(document)
{
    m_tick.setInterval(250);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        m_positions = std::max(m_positions, m_liveNodes.load());
        emit progressed();
    });
}

HexSolveRun::~HexSolveRun()
{
    join();
}

void HexSolveRun::join()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

double HexSolveRun::seconds() const
{
    return m_running ? double(m_clock.elapsed()) / 1000 : m_elapsed;
}

bool HexSolveRun::shows(NodeId node) const
{
    return m_node != NoNode && node == m_node && m_game == m_document->gameIndex();
}

QString HexSolveRun::start(NodeId node, double seconds, int threads)
{
    const GameRecord &game = m_document->game();
    if (game.kind != GameKind::Hex)
        return tr("Solve Position is for Hex positions.");
    const std::optional<HexPosition> position = HexTwixtAnalysis::hexPositionAfter(game, node);
    if (!position)
        return tr("The position cannot be solved: a move before it is illegal.");
    if (position->winner() != 0)
        return tr("The game is over.");
    if (position->columns() * position->rows() > 384)
        return tr("The solver takes boards of up to 384 cells.");
    // An earlier solve ends first; its late callbacks are dropped.
    join();
    ++m_generation;
    m_stop = false;
    m_liveNodes = 0;
    m_running = true;
    m_stopped = false;
    m_timedOut = false;
    m_game = m_document->gameIndex();
    m_node = node;
    m_toMove = position->toMove();
    m_winner = 0;
    m_complete = false;
    m_moves.clear();
    m_positions = 0;
    m_elapsed = 0;
    m_clock.start();
    m_tick.start();
    const int generation = m_generation;
    HexSolveOptions options;
    options.seconds = seconds;
    options.threads = threads > 0 ? threads : defaultThreads();
    options.stop = &m_stop;
    // Called on the solver's threads: each finding goes to this object's
    // thread as a queued call.
    options.onWinner = [this, generation](int winner) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, winner] {
                if (generation != m_generation)
                    return;
                m_winner = winner;
                AnalysisMarks::of(m_document)->setProof(m_game, m_node, AnalysisMarks::Proof{winner, tr("solver")});
                emit progressed();
            },
            Qt::QueuedConnection);
    };
    options.onWinningMove = [this, generation](int x, int y) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, x, y] {
                if (generation != m_generation)
                    return;
                m_moves.emplace_back(x, y);
                emit progressed();
            },
            Qt::QueuedConnection);
    };
    options.onProgress = [this](std::int64_t nodes) { m_liveNodes = nodes; };
    m_thread = std::thread([this, generation, options, position = *position] {
        const HexSolveResult result = HexSolver(options).solve(position);
        QMetaObject::invokeMethod(
            this,
            [this, generation, result] {
                if (generation != m_generation)
                    return;
                m_positions = result.nodes;
                m_elapsed = result.seconds;
                if (result.winner != 0) {
                    m_winner = result.winner;
                    m_moves = result.winningMoves; // the same moves, in board order
                    m_complete = true;
                } else {
                    m_timedOut = !m_stopped;
                }
                end();
            },
            Qt::QueuedConnection);
    });
    emit progressed();
    return QString();
}

void HexSolveRun::stop()
{
    if (!m_running)
        return;
    m_stopped = true;
    join();
    // The thread's last call, still queued, is dropped: the run ends here.
    ++m_generation;
    m_elapsed = double(m_clock.elapsed()) / 1000;
    m_positions = std::max(m_positions, m_liveNodes.load());
    end();
}

void HexSolveRun::end()
{
    m_running = false;
    m_tick.stop();
    if (m_thread.joinable())
        m_thread.join();
    int contradicted = 0;
    if (m_winner != 0 && m_game == m_document->gameIndex()) {
        if (const std::optional<HexPosition> position = HexTwixtAnalysis::hexPositionAfter(m_document->game(), m_node))
            contradicted
                = HexTwixtAnalysis::labelSolution(m_document, m_node, *position, m_winner, m_moves, m_complete);
    }
    QString text = resultText();
    if (contradicted)
        text += QLatin1Char(' ') + tr("%n stored label(s) contradict it (kept and flagged).", nullptr, contradicted);
    emit progressed();
    emit finished(text);
}

QString HexSolveRun::resultText() const
{
    const QString name = m_winner == 1 ? tr("player 1") : tr("player 2");
    const QString time = QLocale().toString(seconds(), 'f', 2);
    const QString positions = QLocale().toString(qlonglong(m_positions));
    QStringList cells;
    for (const auto &[x, y] : m_moves)
        cells << HexPosition::cellName(x, y);
    const QString list = cells.join(QStringLiteral(", "));
    if (m_running) {
        if (m_winner == 0)
            return tr("Solving: %1 positions in %2 s; who wins is not known yet.").arg(positions, time);
        if (m_winner != m_toMove)
            return tr("Solving: %1 wins; every move of the side to move loses.").arg(name);
        if (cells.isEmpty())
            return tr("Solving: %1 positions in %2 s; %3 wins, looking for the winning moves.")
                .arg(positions, time, name);
        return tr("Solving: %1 positions in %2 s; %3 wins; %n winning move(s) so far: %4.", nullptr, int(cells.size()))
            .arg(positions, time, name, list);
    }
    if (m_winner == 0)
        return m_timedOut ? tr("The solver ran out of time after %1 s; nothing was changed.").arg(time)
                          : tr("Solving stopped after %1 s; nothing was changed.").arg(time);
    if (m_complete) {
        if (m_winner != m_toMove)
            return tr("Solved in %1 s (%2 positions): %3 wins; every move loses.").arg(time, positions, name);
        return tr("Solved in %1 s (%2 positions): %3 wins; %n winning move(s): %4.", nullptr, int(cells.size()))
            .arg(time, positions, name, list);
    }
    if (m_winner != m_toMove)
        return tr("Solved in %1 s (%2 positions): %3 wins; every move loses.").arg(time, positions, name);
    return tr("Stopped after %1 s (%2 positions): %3 wins; %n winning move(s) proven: %4; the others are not known.",
              nullptr, int(cells.size()))
        .arg(time, positions, name, list);
}

QString HexSolveRun::progressText() const
{
    return m_node == NoNode ? QString() : resultText();
}

} // namespace kibitz
