// kibitz-cli positions FILE [--game N] [--last]: the main line's positions.

#include "clicommands.h"
#include "clicommon.h"

#include "games/gameregistry.h"
#include "games/replayer.h"

#include <memory>

namespace kibitz::cli {

namespace {

bool gameNumber(const Options &opts, const Collection &c, int &index, QString &error)
{
    index = 0;
    if (opts.values.contains(QStringLiteral("--game"))) {
        bool ok = false;
        const int n = opts.values.value(QStringLiteral("--game")).toInt(&ok);
        if (!ok || n < 1 || n > int(c.games.size())) {
            error = QStringLiteral("--game must be 1 to %1").arg(c.games.size());
            return false;
        }
        index = n - 1;
    }
    return true;
}

} // namespace

int cmdPositions(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {QStringLiteral("--game")}, {QStringLiteral("--last")}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("positions takes one FILE"));
    const QString path = opts.positional.first();
    FileLoad file;
    if (int rc = load(path, file, true))
        return rc;
    const Collection &c = *file.result.collection;
    int index = 0;
    if (!gameNumber(opts, c, index, error))
        return usage(error);
    const GameRecord &g = c.games[std::size_t(index)];
    std::unique_ptr<Replayer> position = Replayer::forGame(g);
    if (!position) {
        err() << printable(path) << ": positions are not available for " << gameKindName(g.kind) << " games\n";
        flushAll();
        return Invalid;
    }
    const bool lastOnly = opts.flags.contains(QStringLiteral("--last"));
    const GameTree &tree = g.tree;
    int ply = 0;
    QString lastMove = QStringLiteral("-");
    if (!lastOnly)
        out() << 0 << '\t' << lastMove << '\t' << position->positionText() << '\n';
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        lastMove = position->moveText(tree.moveTag(id), tree.moveData(id));
        const QString why = position->apply(tree.moveTag(id), tree.moveData(id));
        if (!why.isEmpty()) {
            out().flush();
            err() << printable(path) << ":" << locate(file, g, id, position->failedPart()) << ": " << lastMove << ": "
                  << why << "\n";
            flushAll();
            return Invalid;
        }
        ++ply;
        if (!lastOnly)
            out() << ply << '\t' << lastMove << '\t' << position->positionText() << '\n';
    }
    if (lastOnly)
        out() << ply << '\t' << lastMove << '\t' << position->positionText() << '\n';
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
