// kibitz-cli check FILE: every move of every variation replayed by the rules.

#include "clicommands.h"
#include "clicommon.h"
#include "clirokkaku.h"

#include "formats/filebytes.h"
#include "games/replayer.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace kibitz::cli {

namespace {

constexpr int kMaxReported = 100;

// The illegal moves found: all are counted, and the messages of the first
// `limit` kept. A message names its place, and describing a place scans the
// file from its start: built for every illegal move, the messages made
// `check` quadratic in the file's size (212 s of CPU on 20 000 games, each
// with an illegal move, where the report shows 100).
struct Findings {
    int limit = kMaxReported;
    int count = 0;
    QStringList shown;
};

// Replays every variation of `g` by the rules: counts its nodes and adds its
// illegal moves to `findings`.
void checkGame(const QString &path, const FileLoad &file, const GameRecord &g, std::size_t &nodes, Findings &findings)
{
    const GameTree &tree = g.tree;
    std::unique_ptr<Replayer> start = Replayer::forGame(g);
    if (!start)
        return;
    // Depth-first over every variation with an explicit stack; a node's
    // position is handed to its last child and copied for the others.
    std::vector<std::pair<NodeId, std::unique_ptr<Replayer>>> stack;
    std::vector<NodeId> kids;
    stack.emplace_back(tree.root(), std::move(start));
    while (!stack.empty()) {
        auto [id, position] = std::move(stack.back());
        stack.pop_back();
        ++nodes;
        kids.clear();
        for (NodeId c = tree.firstChild(id); c != NoNode; c = tree.nextSibling(c))
            kids.push_back(c);
        for (std::size_t i = 0; i < kids.size(); ++i) {
            const NodeId child = kids[kids.size() - 1 - i];
            // NOLINTNEXTLINE(bugprone-use-after-move): moved only for the last child, after which the loop ends
            std::unique_ptr<Replayer> next = i + 1 == kids.size() ? std::move(position) : position->clone();
            const QString why = next->apply(tree.moveTag(child), tree.moveData(child));
            if (!why.isEmpty()) {
                if (findings.count++ < findings.limit)
                    findings.shown << path + u':' + locate(file, g, child, next->failedPart()) + QStringLiteral(": ")
                                          + next->moveText(tree.moveTag(child), tree.moveData(child))
                                          + QStringLiteral(": ") + why;
                continue; // nothing after an illegal move can be judged
            }
            stack.emplace_back(child, std::move(next));
        }
    }
}

// The end of the report: how many problems were left out, or OK.
int finish(const QString &path, int problems, std::size_t games, std::size_t nodes)
{
    if (problems > kMaxReported)
        err() << printable(path) << ": " << (problems - kMaxReported) << " more problems not shown\n";
    if (problems > 0) {
        flushAll();
        return Invalid;
    }
    out() << printable(path) << ": OK, " << count(games, "game", "games") << ", " << count(nodes, "node", "nodes")
          << " checked\n";
    flushAll();
    return Ok;
}

// A file read game by game (FormatRow::readEach): each game is replayed as soon as
// it is read and then dropped, so that memory holds the file and one game.
// The report is the same as for a file read whole: the violations (known
// once the file is read) first, then the illegal moves, 100 lines at most.
int checkGameByGame(const QString &path, FileLoad &file)
{
    std::size_t games = 0;
    std::size_t nodes = 0;
    Findings illegal; // the violations are known once the file is read
    GameVisitor visitor;
    visitor.begin = [&](int) {
        games = nodes = 0;
        illegal = Findings();
    };
    visitor.game = [&](int, GameRecord &g) {
        ++games;
        checkGame(path, file, g, nodes, illegal);
    };
    ReadOptions options;
    options.recordLocations = true;
    options.withoutTexts = true; // the replay needs the moves alone
    // Within the memory budget: a game of millions of nodes is still held whole.
    file.result = readEachWithinBudget(*gameByGameRow(file), file.content, visitor, options, 1);
    if (int rc = reportLoad(path, file, false))
        return rc;
    for (const QString &v : file.result.violations)
        err() << printable(path) << ":" << printable(v) << "\n";
    const int violations = int(file.result.violations.size());
    for (int i = 0; i < std::min<int>(int(illegal.shown.size()), kMaxReported - violations); ++i)
        err() << printable(illegal.shown[i]) << "\n";
    return finish(path, violations + illegal.count, games, nodes);
}

} // namespace

int cmdCheck(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {}, {}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("check takes one FILE"));
    const QString path = opts.positional.first();
    FileLoad file = readFileBytes(path);
    if (gameByGameRow(file))
        return checkGameByGame(path, file);
    if (!file.ioError) {
        ReadOptions options;
        options.recordLocations = true;
        file.result = loadBytes(file.content, file.format, options);
    }
    if (int rc = reportLoad(path, file, false))
        return rc;
    const Collection &c = *file.result.collection;
    // What breaks the format's spec and no known producer writes: errors,
    // each at its place, as an illegal move is.
    for (const QString &v : file.result.violations)
        err() << printable(path) << ":" << printable(v) << "\n";
    if (c.tournament) { // a Rokkaku log, the only format holding a tournament
        flushAll();
        const int rc = checkRokkakuLog(printable(path), file);
        return file.result.violations.isEmpty() ? rc : std::max(rc, int(Invalid));
    }

    const int violations = int(file.result.violations.size());
    Findings illegal;
    illegal.limit = std::max(0, kMaxReported - violations);
    std::size_t nodes = 0;
    for (const GameRecord &g : c.games)
        checkGame(path, file, g, nodes, illegal);
    for (const QString &message : illegal.shown)
        err() << printable(message) << "\n";
    return finish(path, violations + illegal.count, c.games.size(), nodes);
}

} // namespace kibitz::cli
