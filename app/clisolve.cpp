// kibitz-cli solve FILE [--game N] [--ply K] [--seconds S] [--one] [--threads T]
// [--json]: the exact solution of a Hex position (core/analysis/hex/hexsolver.h):
// who wins and every winning move, or with --one who wins and one winning move
// (often much sooner); --threads proves the moves on T threads (the same
// answer).

#include "clicommands.h"
#include "clicommon.h"

#include "analysis/hex/hexsolver.h"
#include "games/gameregistry.h"
#include "games/replayer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <memory>

namespace kibitz::cli {

namespace {

constexpr double kDefaultSeconds = 60;

} // namespace

int cmdSolve(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args,
                      {QStringLiteral("--game"), QStringLiteral("--ply"), QStringLiteral("--seconds"),
                       QStringLiteral("--threads")},
                      {QStringLiteral("--json"), QStringLiteral("--one")}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("solve takes one FILE"));
    double seconds = kDefaultSeconds;
    if (opts.values.contains(QStringLiteral("--seconds"))) {
        bool ok = false;
        seconds = opts.values.value(QStringLiteral("--seconds")).toDouble(&ok);
        if (!ok || !(seconds > 0) || !std::isfinite(seconds))
            return usage(QStringLiteral("--seconds must be a number above 0"));
    }
    int threads = 1;
    if (opts.values.contains(QStringLiteral("--threads"))) {
        bool ok = false;
        threads = opts.values.value(QStringLiteral("--threads")).toInt(&ok);
        if (!ok || threads < 1 || threads > 64)
            return usage(QStringLiteral("--threads must be 1 to 64"));
    }
    const bool one = opts.flags.contains(QStringLiteral("--one"));
    const QString path = opts.positional.first();
    FileLoad file;
    if (int rc = load(path, file, true))
        return rc;
    const Collection &c = *file.result.collection;
    int index = 0;
    if (opts.values.contains(QStringLiteral("--game"))) {
        bool ok = false;
        const int n = opts.values.value(QStringLiteral("--game")).toInt(&ok);
        if (!ok || n < 1 || n > int(c.games.size()))
            return usage(QStringLiteral("--game must be 1 to %1").arg(c.games.size()));
        index = n - 1;
    }
    const GameRecord &g = c.games[std::size_t(index)];
    if (!HexSolver::solves(g.kind)) {
        err() << printable(path) << ": solve is available for Hex games only, not " << gameKindName(g.kind) << "\n";
        flushAll();
        return Invalid;
    }
    const GameTree &tree = g.tree;
    int mainLine = 0;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id))
        ++mainLine;
    int ply = mainLine;
    if (opts.values.contains(QStringLiteral("--ply"))) {
        bool ok = false;
        ply = opts.values.value(QStringLiteral("--ply")).toInt(&ok);
        if (!ok || ply < 0 || ply > mainLine)
            return usage(QStringLiteral("--ply must be 0 to %1").arg(mainLine));
    }
    // The replayer checks the moves (and names them in messages); the
    // position follows it.
    std::unique_ptr<Replayer> replayer = Replayer::forGame(g);
    HexPosition position(g.columns, g.rows);
    if (tree.hasMove(tree.root()))
        position.applyMove(MoveTag(tree.moveTag(tree.root())), tree.moveData(tree.root()));
    NodeId id = tree.root();
    for (int i = 0; i < ply; ++i) {
        id = tree.mainChild(id);
        const QString move = replayer->moveText(tree.moveTag(id), tree.moveData(id));
        const QString why = replayer->apply(tree.moveTag(id), tree.moveData(id));
        if (!why.isEmpty()) {
            err() << printable(path) << ":" << locate(file, g, id, replayer->failedPart()) << ": " << move << ": "
                  << why << "\n";
            flushAll();
            return Invalid;
        }
        if (tree.moveTag(id) != quint8(MoveTag::None))
            position.applyMove(MoveTag(tree.moveTag(id)), tree.moveData(id));
    }

    HexSolveOptions options;
    options.seconds = seconds;
    options.threads = threads;
    HexSolver solver(options);
    const HexSolveResult r = one ? solver.solveOne(position) : solver.solve(position);
    if (!r.supported) {
        err() << printable(path) << ": solve is available for boards of up to 384 cells (19x19), not " << g.columns
              << "x" << g.rows << "\n";
        flushAll();
        return Invalid;
    }
    const QString board = QStringLiteral("%1x%2").arg(g.columns).arg(g.rows);
    QStringList moves;
    for (const auto &[x, y] : r.winningMoves)
        moves << HexPosition::cellName(x, y);
    const double rounded = std::round(r.seconds * 1000) / 1000;
    if (opts.flags.contains(QStringLiteral("--json"))) {
        QJsonObject o;
        o[QStringLiteral("game")] = QStringLiteral("hex");
        o[QStringLiteral("board")] = board;
        o[QStringLiteral("to_move")] = r.toMove;
        o[QStringLiteral("winner")] = r.winner == 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(r.winner);
        o[QStringLiteral("winning_moves")] = QJsonArray::fromStringList(moves);
        o[QStringLiteral("seconds")] = rounded;
        o[QStringLiteral("nodes")] = double(r.nodes);
        out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
    } else {
        out() << printable(path) << ": " << board << " after " << count(std::size_t(ply), "move", "moves")
              << ", player " << r.toMove << " to move: ";
        if (r.winner == 0)
            out() << "unsolved, the time ran out";
        else if (position.winner() != 0)
            out() << "player " << r.winner << " has already won";
        else if (r.winner == r.toMove && one)
            out() << "player " << r.winner << " wins, for one with " << moves.join(QStringLiteral(", "));
        else if (r.winner == r.toMove)
            out() << "player " << r.winner << " wins with " << moves.join(QStringLiteral(", "));
        else
            out() << "player " << r.winner << " wins, every move of player " << r.toMove << " loses";
        out() << " (" << QString::number(rounded, 'f', 3) << " s, "
              << count(std::size_t(r.nodes), "position", "positions") << ")\n";
    }
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
