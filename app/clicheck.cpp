// kibitz-cli check FILE: every move of every variation replayed by the rules.

#include "clicommands.h"
#include "clicommon.h"
#include "clirokkaku.h"

#include "games/replayer.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace kibitz::cli {

int cmdCheck(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {}, {}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("check takes one FILE"));
    const QString path = opts.positional.first();
    FileLoad file;
    if (int rc = load(path, file, true, false))
        return rc;
    const Collection &c = *file.result.collection;
    // What breaks the format's spec and no known producer writes: errors,
    // each at its place, as an illegal move is.
    for (const QString &v : file.result.violations)
        err() << path << ":" << v << "\n";
    if (c.tournament) { // a Rokkaku log, the only format holding a tournament
        flushAll();
        const int rc = checkRokkakuLog(path, file);
        return file.result.violations.isEmpty() ? rc : std::max(rc, int(Invalid));
    }

    int problems = int(file.result.violations.size());
    constexpr int kMaxReported = 100;
    std::size_t nodes = 0;
    for (const GameRecord &g : c.games) {
        const GameTree &tree = g.tree;
        std::unique_ptr<Replayer> start = Replayer::forGame(g);
        if (!start)
            continue;
        // Depth-first over every variation with an explicit stack; a node's
        // position is handed to its last child and copied for the others.
        std::vector<std::pair<NodeId, std::unique_ptr<Replayer>>> stack;
        stack.emplace_back(tree.root(), std::move(start));
        while (!stack.empty()) {
            auto [id, position] = std::move(stack.back());
            stack.pop_back();
            ++nodes;
            const std::vector<NodeId> kids = tree.children(id);
            for (std::size_t i = 0; i < kids.size(); ++i) {
                const NodeId child = kids[kids.size() - 1 - i];
                std::unique_ptr<Replayer> next = i + 1 == kids.size() ? std::move(position) : position->clone();
                const QString why = next->apply(tree.moveTag(child), tree.moveData(child));
                if (!why.isEmpty()) {
                    if (++problems <= kMaxReported)
                        err() << path << ":" << locate(file, g, child, next->failedPart()) << ": "
                              << next->moveText(tree.moveTag(child), tree.moveData(child)) << ": " << why << "\n";
                    continue; // nothing after an illegal move can be judged
                }
                stack.emplace_back(child, std::move(next));
            }
        }
    }
    if (problems > kMaxReported)
        err() << path << ": " << (problems - kMaxReported) << " more problems not shown\n";
    if (problems > 0) {
        flushAll();
        return Invalid;
    }
    out() << path << ": OK, " << count(c.games.size(), "game", "games") << ", " << count(nodes, "node", "nodes")
          << " checked\n";
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
