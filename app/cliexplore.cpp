// kibitz-cli explore FILE... [--depth D] [--positions] [--board B] [--json]:
// the opening tree of a collection (core/analysis/explorer.h). Several files
// are one collection. The same moves on boards of other sizes (or in another
// backgammon variant) are other positions: the tree is that of one board,
// the one --board names, else the one most games were played on (the first
// met of those tied); a note on stderr names the games left out and how to
// explore them. A collection of one board prints what it printed before.

#include "clicommands.h"
#include "clicommon.h"
#include "clitext.h"

#include "analysis/explorer.h"
#include "formats/filebytes.h"
#include "games/gameregistry.h"

#include <algorithm>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace kibitz::cli {

namespace {

// The families the explorer takes, in words: "Hex, Twixt or backgammon".
QString explorableFamilies()
{
    QStringList names;
    for (const GameFamily family : familiesWhere(explored))
        names << gameFamilyText(family);
    const QString last = names.takeLast();
    return names.isEmpty() ? last : names.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

constexpr int kDefaultDepth = 10;
constexpr int kMaxDepth = 1000;

// Past this size an SGF file is read in parts on threads of their own (as
// `info` does), each part into an opening tree of its own; the trees are
// merged in the parts' order, which gives the tree of one reader.
constexpr qsizetype kPartsFrom = 8 * 1024 * 1024;

// The output is written in blocks of about this size.
constexpr std::size_t kBlock = 2 << 20;

void writeBlock(std::string &text)
{
    writeOut(QByteArray::fromRawData(text.data(), qsizetype(text.size())));
    text.clear(); // keeps the capacity
}

void appendJsonStats(std::string &out, const OpeningStats &s)
{
    out += "\"games\": ";
    appendNumber(out, s.games);
    out += ", \"wins\": [";
    appendNumber(out, s.wins[0]);
    out += ", ";
    appendNumber(out, s.wins[1]);
    out += ']';
}

// "12.5%" of `part` in `whole` as QString::arg(double, 0, 'f', 1) writes it,
// each pair formatted once: most lines of a deep tree share a few pairs.
class Percents {
public:
    void append(std::string &out, std::uint32_t part, std::uint32_t whole)
    {
        if (!whole) {
            out += '-';
            return;
        }
        const std::uint64_t key = (std::uint64_t(part) << 32) | whole;
        auto it = m_texts.find(key);
        if (it == m_texts.end())
            it = m_texts.emplace(key, QStringLiteral("%1%").arg(100.0 * part / whole, 0, 'f', 1).toStdString()).first;
        out += it->second;
    }

private:
    std::unordered_map<std::uint64_t, std::string> m_texts;
};

// "3 games, wins 2 / 1 (66.7% / 33.3%)".
void appendStatsText(std::string &out, const OpeningStats &s, Percents &percents)
{
    appendNumber(out, s.games);
    out += s.games == 1 ? " game, wins " : " games, wins ";
    appendNumber(out, s.wins[0]);
    out += " / ";
    appendNumber(out, s.wins[1]);
    out += " (";
    percents.append(out, s.wins[0], s.games);
    out += " / ";
    percents.append(out, s.wins[1], s.games);
    out += ")";
}

// One level of the walk: a position's moves and the next to print. An
// explicit stack, not recursion (DESIGN.md), though the depth is bounded.
struct Frame {
    std::vector<OpeningTree::Move> moves;
    std::size_t next = 0;
};

void printJson(const OpeningTree &tree, std::string &text)
{
    text += "{\"games\": ";
    appendNumber(text, tree.gameCount());
    text += ", \"root\": {";
    appendJsonStats(text, tree.stats(tree.root()));
    text += ", \"children\": [";
    std::vector<Frame> stack;
    stack.push_back({tree.moves(tree.root()), 0});
    while (!stack.empty()) {
        Frame &top = stack.back();
        if (top.next == top.moves.size()) {
            stack.pop_back();
            text += "]}";
            if (stack.empty())
                break;
            continue;
        }
        const OpeningTree::Move m = top.moves[top.next];
        if (top.next++)
            text += ", ";
        text += "{\"move\": ";
        appendText(text, tree.moveText(m), true);
        text += ", ";
        appendJsonStats(text, m.stats);
        text += ", \"children\": [";
        const bool deeper = int(stack.size()) < tree.options().depth;
        stack.push_back({deeper ? tree.moves(m.position) : std::vector<OpeningTree::Move>{}, 0});
        if (text.size() >= kBlock)
            writeBlock(text);
    }
    text += "}\n";
}

void printText(const OpeningTree &tree, std::string &text)
{
    Percents percents;
    text += "start: ";
    appendStatsText(text, tree.stats(tree.root()), percents);
    text += '\n';
    std::vector<Frame> stack;
    stack.push_back({tree.moves(tree.root()), 0});
    while (!stack.empty()) {
        Frame &top = stack.back();
        if (top.next == top.moves.size()) {
            stack.pop_back();
            continue;
        }
        const OpeningTree::Move m = top.moves[top.next++];
        text.append(stack.size() * 2, ' ');
        appendText(text, tree.moveText(m), false);
        text += ": ";
        appendStatsText(text, m.stats, percents);
        text += '\n';
        const bool deeper = int(stack.size()) < tree.options().depth;
        if (deeper)
            stack.push_back({tree.moves(m.position), 0});
        if (text.size() >= kBlock)
            writeBlock(text);
    }
}

// "15 games on 13x13", "3 games of acey-deucey".
QString gamesOn(const ExplorerBoard &board, std::size_t games)
{
    const bool sized = board.columns > 0;
    return QStringLiteral("%1 %2 %3")
        .arg(count(games, "game", "games"), sized ? QStringLiteral("on") : QStringLiteral("of"),
             explorerBoardName(board));
}

} // namespace

int cmdExplore(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {QStringLiteral("--depth"), QStringLiteral("--board")},
                      {QStringLiteral("--positions"), QStringLiteral("--json")}, opts, error))
        return usage(error);
    if (opts.positional.isEmpty())
        return usage(QStringLiteral("explore takes one or more FILEs"));
    OpeningTree::Options options;
    options.depth = kDefaultDepth;
    if (opts.values.contains(QStringLiteral("--depth"))) {
        bool ok = false;
        options.depth = opts.values.value(QStringLiteral("--depth")).toInt(&ok);
        if (!ok || options.depth < 1 || options.depth > kMaxDepth)
            return usage(QStringLiteral("--depth must be 1 to %1").arg(kMaxDepth));
    }
    options.transpositions = opts.flags.contains(QStringLiteral("--positions"));

    QString boardName;
    if (opts.values.contains(QStringLiteral("--board"))) {
        boardName = opts.values.value(QStringLiteral("--board")).trimmed();
        if (boardName.isEmpty())
            return usage(QStringLiteral("--board names a board size (11x11) or a backgammon variant"));
    }

    // A tree per board, in the order the boards are first met; games of
    // kinds the explorer does not take are only counted.
    struct Boards {
        std::vector<std::pair<ExplorerBoard, OpeningTree::Builder>> trees;
        std::size_t skipped = 0;

        void add(const GameRecord &g, const OpeningTree::Options &options)
        {
            if (!explorerSupports(g.kind)) {
                ++skipped;
                return;
            }
            builderFor(explorerBoard(g), options).add(&g);
        }
        OpeningTree::Builder &builderFor(const ExplorerBoard &board, const OpeningTree::Options &options)
        {
            for (auto &[b, builder] : trees) {
                if (b == board)
                    return builder;
            }
            OpeningTree::Options own = options;
            own.board = board;
            return trees.emplace_back(board, OpeningTree::Builder(own)).second;
        }
        // `other`'s games after these.
        void merge(Boards &&other, const OpeningTree::Options &options)
        {
            for (auto &[board, builder] : other.trees) {
                OpeningTree::Builder &mine = builderFor(board, options);
                if (mine.added() == 0)
                    mine = std::move(builder);
                else
                    mine.merge(std::move(builder));
            }
            skipped += other.skipped;
            other = Boards();
        }
    };

    // Game by game where it can (FormatRow::readEach, each game added to
    // the tree of its part as it is read and then dropped; the tree keeps
    // copies of the moves it counts), else each file read whole.
    qsizetype bytes = 0;
    Boards boards;
    for (const QString &path : opts.positional) {
        FileLoad file = readFileBytes(path);
        const qsizetype size = file.content.size();
        bytes += size;
        if (const FormatRow *row = gameByGameRow(file)) {
            std::vector<Boards> parts;
            GameVisitor visitor;
            // Called again when the file is read again as one part: the
            // games handed over so far are handed over again.
            visitor.begin = [&](int n) {
                parts.clear();
                parts.resize(std::size_t(n));
            };
            visitor.game = [&](int part, GameRecord &g) { parts[std::size_t(part)].add(g, options); };
            ReadOptions read;
            read.withoutTexts = true; // the tree counts moves and results only
            const int threads = size >= kPartsFrom ? int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u)) : 1;
            // Within the memory budget: the opening tree grows with the games.
            file.result = readEachWithinBudget(*row, file.content, visitor, read, threads);
            if (int rc = reportLoad(path, file))
                return rc;
            for (Boards &part : parts)
                boards.merge(std::move(part), options);
        } else {
            if (!file.ioError)
                file.result = loadBytes(file.content, file.format);
            if (int rc = reportLoad(path, file))
                return rc;
            for (const GameRecord &g : file.result.collection->games)
                boards.add(g, options);
        }
    }
    // The board explored: the one named, else the most played (the first
    // met of those tied).
    auto &trees = boards.trees;
    auto chosen = trees.end();
    for (auto it = trees.begin(); it != trees.end(); ++it) {
        if (boardName.isEmpty() ? chosen == trees.end() || it->second.added() > chosen->second.added()
                                : explorerBoardNamed(it->first, boardName))
            chosen = it;
    }
    const auto boardList = [&] {
        QStringList names;
        for (const auto &[board, builder] : trees)
            names << QStringLiteral("%1 (%2)").arg(explorerBoardName(board), count(builder.added(), "game", "games"));
        return names.join(QStringLiteral(", "));
    };
    if (chosen == trees.end() && !boardName.isEmpty() && !trees.empty()) {
        err() << printable(opts.positional.join(QStringLiteral(", "))) << ": no game on " << boardName
              << " to explore; the games are on " << boardList() << "\n";
        flushAll();
        return Invalid;
    }
    const OpeningTree tree = chosen == trees.end() ? OpeningTree() : chosen->second.finish();
    if (tree.gameCount() == 0) {
        err() << printable(opts.positional.join(QStringLiteral(", "))) << ": no " << explorableFamilies()
              << " game to explore\n";
        flushAll();
        return Invalid;
    }
    if (trees.size() > 1) {
        QStringList left;
        for (auto it = trees.begin(); it != trees.end(); ++it) {
            if (it != chosen)
                left << gamesOn(it->first, it->second.added());
        }
        const QString other = explorerBoardName((chosen == trees.begin() ? trees.begin() + 1 : trees.begin())->first);
        err() << "kibitz-cli explore: the tree of the " << gamesOn(chosen->first, tree.gameCount())
              << (boardName.isEmpty() ? " (the most common board)" : "") << "; left out "
              << left.join(QStringLiteral(", ")) << " (explore those with --board " << other << ")\n";
        err().flush();
    }
    std::string text;
    text.reserve(kBlock + 4096);
    if (opts.flags.contains(QStringLiteral("--json"))) {
        printJson(tree, text);
    } else {
        out() << count(tree.gameCount(), "game", "games");
        // Kinds the explorer does not take, and variants without a replayer.
        if (const std::size_t skipped = boards.skipped + tree.skippedGames())
            out() << " (" << count(skipped, "game", "games") << " of other kinds left out)";
        out() << ", depth " << options.depth << (options.transpositions ? ", transpositions merged" : "")
              << "; wins of player 1 / player 2\n";
        printText(tree, text);
    }
    writeBlock(text);
    flushAll();
    if (bytes > 16 * 1024 * 1024) // as `info` does: the kernel frees the games faster
        exitWithoutFreeing(Ok);
    return Ok;
}

} // namespace kibitz::cli
