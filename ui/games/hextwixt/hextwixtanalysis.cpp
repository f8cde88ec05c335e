#include "games/hextwixt/hextwixtanalysis.h"

#include "analysis/hex/hexdecided.h"
#include "analysis/hex/hexsolver.h"
#include "document/backgroundwork.h"
#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "record/twixtsetup.h"

#include <QUndoStack>

#include <algorithm>

namespace kibitz {

namespace {

std::vector<NodeId> pathTo(const GameTree &tree, NodeId node)
{
    std::vector<NodeId> path;
    for (NodeId n = node; n != NoNode && n != tree.root(); n = tree.parent(n))
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

template <class Position>
std::optional<Position> replay(const GameRecord &game, NodeId node, Position position)
{
    const GameTree &tree = game.tree;
    if (!tree.isValid(node))
        return std::nullopt;
    using Error = typename Position::Error;
    if (tree.hasMove(tree.root())
        && position.applyMove(MoveTag(tree.moveTag(tree.root())), tree.moveData(tree.root())) != Error::None)
        return std::nullopt;
    for (const NodeId n : pathTo(tree, node)) {
        if (tree.moveTag(n) == quint8(MoveTag::None))
            continue;
        if (position.applyMove(MoveTag(tree.moveTag(n)), tree.moveData(n)) != Error::None)
            return std::nullopt;
    }
    return position;
}

std::vector<NodeId> mainLine(const GameTree &tree)
{
    std::vector<NodeId> line{tree.root()};
    for (NodeId n = tree.mainChild(tree.root()); n != NoNode; n = tree.mainChild(n))
        line.push_back(n);
    return line;
}

int labelOf(int winner)
{
    return winner == 1 ? Eval::Player1Wins : winner == 2 ? Eval::Player2Wins : Eval::Even;
}

} // namespace

std::optional<HexPosition> HexTwixtAnalysis::hexPositionAfter(const GameRecord &game, NodeId node)
{
    if (game.kind != GameKind::Hex || game.columns < 1 || game.rows < 1)
        return std::nullopt;
    return replay(game, node, HexPosition(game.columns, game.rows));
}

std::optional<TwixtPosition> HexTwixtAnalysis::twixtPositionAfter(const GameRecord &game, NodeId node)
{
    if (game.kind != GameKind::Twixt || game.columns < 1 || game.rows < 1)
        return std::nullopt;
    return replay(game, node, TwixtPosition(game.columns, game.rows, setupOf<TwixtSetup>(game).rules));
}

std::pair<int, int> HexTwixtAnalysis::applyLabels(GameDocument *document, const std::vector<Label> &labels,
                                                  const QString &source, const QString &undoText)
{
    AnalysisMarks *marks = AnalysisMarks::of(document);
    const GameTree &tree = document->tree();
    std::vector<Label> changes;
    int contradictions = 0;
    for (const Label &label : labels) {
        marks->setProof(document->gameIndex(), label.node, AnalysisMarks::Proof{label.winner, source});
        const std::optional<int> stored = tree.evaluation(label.node);
        if (AnalysisMarks::labelContradicts(stored, label.winner))
            ++contradictions; // kept, and flagged by the marks
        else if (stored != labelOf(label.winner))
            changes.push_back(label);
    }
    if (!changes.empty()) {
        const NodeId current = document->currentNode();
        document->undoStack()->beginMacro(undoText);
        for (const Label &label : changes)
            document->setEvaluation(label.node, labelOf(label.winner));
        document->undoStack()->endMacro();
        document->setCurrentNode(current); // each label showed its node
    }
    document->notifyTreeChanged(); // the panels show the new marks
    return {int(changes.size()), contradictions};
}

int HexTwixtAnalysis::labelSolution(GameDocument *document, NodeId node, const HexPosition &position, int winner,
                                    const std::vector<std::pair<int, int>> &winningMoves, bool complete)
{
    std::vector<Label> labels{{node, winner}};
    const GameTree &tree = document->tree();
    const int mover = position.toMove();
    for (NodeId child = tree.firstChild(node); child != NoNode; child = tree.nextSibling(child)) {
        const std::optional<HexStone> stone
            = tree.moveTag(child) == quint8(MoveTag::Place) ? decodeHexStone(tree.moveData(child)) : std::nullopt;
        if (!stone || stone->player != mover || position.at(stone->x, stone->y) != 0)
            continue;
        const bool wins = winner == mover
                       && std::find(winningMoves.begin(), winningMoves.end(), std::make_pair(stone->x, stone->y))
                              != winningMoves.end();
        if (wins)
            labels.push_back({child, mover});
        else if (winner != mover || complete)
            labels.push_back({child, 3 - mover});
    }
    return applyLabels(document, labels, tr("solver"), tr("Solve position")).second;
}

QString HexTwixtAnalysis::analyseGame(QWidget *window, GameDocument *document, const Options &options)
{
    const GameRecord game = document->game(); // a copy: the worker reads it while the window lives
    const std::vector<NodeId> line = mainLine(game.tree);
    BackgroundWork::Progress progress;
    progress.total = qint64(line.size());
    std::vector<Label> labels;
    int firstPly = -1, firstWinner = 0;
    std::vector<std::array<int, 2>> distances;
    const int gameIndex = document->gameIndex();
    std::function<void()> work;
    QString label;
    if (game.kind == GameKind::Hex) {
        label = tr("Analysing the game…");
        work = [&] {
            const bool solve = game.columns * game.rows <= options.solveCells;
            std::optional<HexPosition> position = hexPositionAfter(game, game.tree.root());
            for (std::size_t ply = 0; ply < line.size() && position && !progress.cancel; ++ply) {
                if (ply > 0) {
                    const NodeId n = line[ply];
                    if (game.tree.moveTag(n) != quint8(MoveTag::None)
                        && position->applyMove(MoveTag(game.tree.moveTag(n)), game.tree.moveData(n))
                               != HexPosition::Error::None)
                        break;
                }
                int winner = position->winner();
                if (winner == 0) {
                    const HexDecided decided = hexDecided(*position);
                    winner = decided.winner;
                    if (winner != 0 && firstPly < 0) {
                        firstPly = int(ply);
                        firstWinner = winner;
                    }
                } else if (firstPly < 0) {
                    firstPly = int(ply);
                    firstWinner = winner;
                }
                if (winner == 0 && solve) {
                    HexSolveOptions solveOptions;
                    solveOptions.seconds = options.secondsPerPosition;
                    solveOptions.cancelled = [&] { return progress.cancel.load(); };
                    winner = HexSolver(solveOptions).solveWinner(*position).winner;
                }
                if (winner != 0)
                    labels.push_back({line[ply], winner});
                progress.done = qint64(ply + 1);
            }
        };
    } else if (game.kind == GameKind::Twixt) {
        label = tr("Analysing the game…");
        work = [&] {
            // Progress per position (done/total in the dialog); Cancel stops
            // at the next one.
            const TwixtGameAnalysis analysis = analyseTwixtGame(game, false, [&](int analysed) {
                progress.done = qint64(analysed);
                return !progress.cancel.load();
            });
            if (progress.cancel)
                return;
            for (std::size_t ply = 0; ply < analysis.plies.size() && ply < line.size(); ++ply) {
                const TwixtAnalysis &a = analysis.plies[ply];
                distances.push_back(a.distance);
                if (a.decidedWinner != 0)
                    labels.push_back({line[ply], a.decidedWinner});
                else if (a.draw)
                    labels.push_back({line[ply], 0});
            }
            const int draw = analysis.drawFromPly, decided = analysis.decidedFromPly;
            if (draw >= 0 && (decided < 0 || draw <= decided)) {
                firstPly = draw;
                firstWinner = 0;
            } else if (decided >= 0) {
                firstPly = decided;
                firstWinner = analysis.decidedWinner;
            }
            progress.done = progress.total.load();
        };
    } else {
        return tr("Analyse Game is for Hex and Twixt games.");
    }
    const bool finished = BackgroundWork::run(window, options.delayMilliseconds, label, true, work, &progress);
    if (!finished || progress.cancel)
        return tr("Analysis cancelled; nothing was changed.");
    AnalysisMarks *marks = AnalysisMarks::of(document);
    marks->setFirstDecided(gameIndex, firstPly >= 0 ? line[std::size_t(firstPly)] : NoNode, firstWinner);
    if (game.kind == GameKind::Twixt)
        marks->setPlyValues(gameIndex, distances);
    const auto [changed, contradicted] = applyLabels(
        document, labels, game.kind == GameKind::Hex ? tr("analysis") : tr("connection analysis"), tr("Analyse game"));
    QString text;
    if (firstPly < 0)
        text = tr("Analysed %n position(s): not decided.", nullptr, int(line.size()));
    else if (firstWinner == 0)
        text = tr("Analysed %n position(s): a draw from move %1 on.", nullptr, int(line.size())).arg(firstPly);
    else
        text = tr("Analysed %n position(s): decided at move %1.", nullptr, int(line.size())).arg(firstPly);
    text += QLatin1Char(' ') + tr("%n label(s) set.", nullptr, changed);
    if (contradicted)
        text += QLatin1Char(' ') + tr("%n stored label(s) contradict it (kept and flagged).", nullptr, contradicted);
    return text;
}

} // namespace kibitz
