// kibitz-cli explore FILE... [--depth D] [--positions] [--json]: the opening
// tree of a collection (core/analysis/explorer.h). Several files are one
// collection.

#include "clicommands.h"
#include "clicommon.h"

#include "analysis/explorer.h"
#include "formats/filebytes.h"

#include <memory>
#include <vector>

namespace kibitz::cli {

namespace {

constexpr int kDefaultDepth = 10;
constexpr int kMaxDepth = 1000;

void appendJsonString(QString &out, const QString &text)
{
    out += u'"';
    for (QChar c : text) {
        switch (c.unicode()) {
        case '"': out += QLatin1String("\\\""); break;
        case '\\': out += QLatin1String("\\\\"); break;
        case '\n': out += QLatin1String("\\n"); break;
        case '\r': out += QLatin1String("\\r"); break;
        case '\t': out += QLatin1String("\\t"); break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += u'"';
}

void appendStats(QString &out, const OpeningStats &s)
{
    out += QStringLiteral("\"games\": %1, \"wins\": [%2, %3]").arg(s.games).arg(s.wins[0]).arg(s.wins[1]);
}

QString percent(std::uint32_t part, std::uint32_t whole)
{
    return whole ? QStringLiteral("%1%").arg(100.0 * part / whole, 0, 'f', 1) : QStringLiteral("-");
}

QString statsText(const OpeningStats &s)
{
    return QStringLiteral("%1, wins %2 / %3 (%4 / %5)")
        .arg(count(s.games, "game", "games"))
        .arg(s.wins[0])
        .arg(s.wins[1])
        .arg(percent(s.wins[0], s.games), percent(s.wins[1], s.games));
}

// One level of the walk: a position's moves and the next to print. An
// explicit stack, not recursion (DESIGN.md), though the depth is bounded.
struct Frame {
    std::vector<OpeningTree::Move> moves;
    std::size_t next = 0;
};

void printJson(const OpeningTree &tree)
{
    QString text;
    text += QStringLiteral("{\"games\": %1, \"root\": {").arg(tree.gameCount());
    appendStats(text, tree.stats(tree.root()));
    text += QLatin1String(", \"children\": [");
    std::vector<Frame> stack;
    stack.push_back({tree.moves(tree.root()), 0});
    while (!stack.empty()) {
        Frame &top = stack.back();
        if (top.next == top.moves.size()) {
            stack.pop_back();
            text += QLatin1String("]}");
            if (stack.empty())
                break;
            continue;
        }
        const OpeningTree::Move m = top.moves[top.next];
        if (top.next++)
            text += QLatin1String(", ");
        text += QLatin1String("{\"move\": ");
        appendJsonString(text, tree.moveText(m));
        text += QLatin1String(", ");
        appendStats(text, m.stats);
        text += QLatin1String(", \"children\": [");
        const bool deeper = int(stack.size()) < tree.options().depth;
        stack.push_back({deeper ? tree.moves(m.position) : std::vector<OpeningTree::Move>{}, 0});
        if (text.size() > (1 << 20)) {
            out() << text;
            text.clear();
        }
    }
    text += QLatin1String("}\n");
    out() << text;
}

void printText(const OpeningTree &tree)
{
    out() << "start: " << statsText(tree.stats(tree.root())) << "\n";
    std::vector<Frame> stack;
    stack.push_back({tree.moves(tree.root()), 0});
    while (!stack.empty()) {
        Frame &top = stack.back();
        if (top.next == top.moves.size()) {
            stack.pop_back();
            continue;
        }
        const OpeningTree::Move m = top.moves[top.next++];
        out() << QString(int(stack.size()) * 2, u' ') << tree.moveText(m) << ": " << statsText(m.stats) << "\n";
        const bool deeper = int(stack.size()) < tree.options().depth;
        if (deeper)
            stack.push_back({tree.moves(m.position), 0});
    }
}

} // namespace

int cmdExplore(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {QStringLiteral("--depth")}, {QStringLiteral("--positions"), QStringLiteral("--json")},
                      opts, error))
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

    // Game by game where it can (FormatRow::readEach, each game added
    // to the tree as it is read and then dropped; the tree keeps copies of
    // the moves it counts), else each file read whole.
    qsizetype bytes = 0;
    OpeningTree tree;
    bool whole = false; // an SGF file was read again whole: build from whole files
    {
        OpeningTree::Builder builder(options);
        for (const QString &path : opts.positional) {
            FileLoad file = mapFileBytes(path);
            bytes += file.content.size();
            if (const FormatRow *row = gameByGameRow(file)) {
                int begins = 0;
                GameVisitor visitor;
                // A second begin() means the games handed over so far are
                // handed over again (backgammon trees are read whole).
                visitor.begin = [&](int) { whole = whole || ++begins > 1; };
                visitor.game = [&](int, GameRecord &g) {
                    if (!whole)
                        builder.add(&g);
                };
                ReadOptions read;
                read.withoutTexts = true; // the tree counts moves and results only
                file.result = row->readEach(file.content, visitor, read, 1);
                if (int rc = reportLoad(path, file))
                    return rc;
            } else {
                if (!file.ioError)
                    file.result = loadBytes(file.content, file.format);
                if (int rc = reportLoad(path, file))
                    return rc;
                for (const GameRecord &g : file.result.collection->games)
                    builder.add(&g);
            }
            if (whole)
                break;
        }
        if (!whole)
            tree = builder.finish();
    }
    std::vector<std::unique_ptr<FileLoad>> files; // the games of the tree built from whole files
    if (whole) {
        std::vector<const GameRecord *> games;
        for (const QString &path : opts.positional) {
            auto file = std::make_unique<FileLoad>();
            if (int rc = load(path, *file))
                return rc;
            for (const GameRecord &g : file->result.collection->games)
                games.push_back(&g);
            files.push_back(std::move(file));
        }
        tree = OpeningTree::build(games, options);
    }
    if (tree.gameCount() == 0) {
        err() << opts.positional.join(QStringLiteral(", "))
              << ": no Hex, Twixt or backgammon game to explore\n";
        flushAll();
        return Invalid;
    }
    if (opts.flags.contains(QStringLiteral("--json"))) {
        printJson(tree);
    } else {
        out() << count(tree.gameCount(), "game", "games");
        if (tree.skippedGames())
            out() << " (" << count(tree.skippedGames(), "game", "games") << " of other kinds left out)";
        out() << ", depth " << options.depth << (options.transpositions ? ", transpositions merged" : "")
              << "; wins of player 1 / player 2\n";
        printText(tree);
    }
    flushAll();
    if (bytes > 16 * 1024 * 1024) // as `info` does: the kernel frees the games faster
        exitWithoutFreeing(Ok);
    return Ok;
}

} // namespace kibitz::cli
