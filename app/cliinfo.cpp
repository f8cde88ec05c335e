// kibitz-cli info FILE [--json]: what a file holds, game by game.

#include "clicommands.h"
#include "clicommon.h"
#include "clirokkaku.h"

#include "formats/filebytes.h"
#include "formats/sgf/sgfgames.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <charconv>
#include <thread>

namespace kibitz::cli {

namespace {

QString boardText(const GameRecord &g)
{
    return QStringLiteral("%1x%2").arg(g.columns).arg(g.rows);
}

void appendNumber(QByteArray &text, std::size_t n)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    text.append(digits, end - digits);
}

// count() for the byte report: "1 node", "57 nodes".
void appendCount(QByteArray &text, std::size_t n, const char *singular, const char *plural)
{
    appendNumber(text, n);
    text.append(' ').append(n == 1 ? singular : plural);
}

// Past this size freeing the collection at exit costs more than it is worth
// (exitWithoutFreeing).
constexpr qsizetype kBigFile = 16 * 1024 * 1024;

// The line of `info` on a game after "game N: ", with its line break.
void appendGameLine(QByteArray &text, const Collection &c, const GameRecord &g)
{
    const TreeStats s = g.tree.stats();
    text.append(gameKindName(g.kind).toUtf8()).append(' ');
    appendNumber(text, std::size_t(g.columns));
    text.append('x');
    appendNumber(text, std::size_t(g.rows));
    if (isRokkakuGame(g)) {
        text.append(", ").append(rokkakuTeamNames(c, g).join(QStringLiteral(", ")).toUtf8());
    } else if (!g.player1.isEmpty() || !g.player2.isEmpty()) {
        text.append(", ").append(g.player1.isEmpty() ? QByteArray("?") : g.player1.toUtf8());
        text.append(" vs ").append(g.player2.isEmpty() ? QByteArray("?") : g.player2.toUtf8());
    }
    if (!g.name.isEmpty())
        text.append(", \"").append(g.name.toUtf8()).append('"');
    text.append("\n  ");
    appendCount(text, s.nodes, "node", "nodes");
    text.append(", ");
    appendCount(text, s.mainLine, "main-line move", "main-line moves");
    text.append(", depth ");
    appendNumber(text, s.depth);
    text.append(", ");
    appendCount(text, s.leaves, "leaf", "leaves");
    text.append(", ");
    appendCount(text, s.comments, "comment", "comments");
    text.append(", ");
    appendCount(text, s.evaluations, "evaluation", "evaluations");
    if (!g.result.isEmpty())
        text.append(", result ").append(g.result.toUtf8());
    text.append('\n');
}

void appendHeader(QByteArray &text, const QString &path, FileFormat format, std::size_t games)
{
    text.append(path.toUtf8()).append(": ").append(formatName(format).toUtf8()).append(", ");
    appendCount(text, games, "game", "games");
    text.append('\n');
}

// Past this size an SGF file is read in parts on threads of their own.
constexpr qsizetype kPartsFrom = 8 * 1024 * 1024;

// The text report of an SGF file, read game by game (sgf::readEach): each
// game's line is written as the game is read and the game dropped, so memory
// holds the file, its report and a game per thread, not the collection.
int infoGameByGame(const QString &path, FileLoad &file)
{
    struct Part {
        QByteArray lines;             // each game's line after "game N: "
        std::vector<qsizetype> ends;  // where each line ends in `lines`
    };
    std::vector<Part> parts;
    const Collection none;
    sgf::GameVisitor visitor;
    visitor.begin = [&parts](int n) {
        parts.clear();
        parts.resize(std::size_t(n));
    };
    visitor.game = [&](int part, GameRecord &g) {
        Part &p = parts[std::size_t(part)];
        appendGameLine(p.lines, none, g);
        p.ends.push_back(p.lines.size());
    };
    const int threads = file.content.size() >= kPartsFrom
        ? int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u)) : 1;
    file.result = sgf::readEach(file.content, visitor, {}, threads);
    if (int rc = reportLoad(path, file))
        return rc;
    file.content = QByteArray(); // the file is no longer needed

    std::size_t games = 0;
    for (const Part &p : parts)
        games += p.ends.size();
    QByteArray text;
    text.reserve(2 << 20);
    appendHeader(text, path, file.format, games);
    std::size_t number = 1;
    for (Part &p : parts) {
        qsizetype start = 0;
        for (const qsizetype end : p.ends) {
            text.append("game ");
            appendNumber(text, number++);
            text.append(": ").append(QByteArrayView(p.lines).sliced(start, end - start));
            start = end;
            if (text.size() >= (2 << 20) - 4096) {
                writeOut(text);
                text.resize(0); // keeps the capacity
            }
        }
        p = Part();
    }
    writeOut(text);
    flushAll();
    return Ok;
}

} // namespace

int cmdInfo(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {}, {QStringLiteral("--json")}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("info takes one FILE"));
    const QString path = opts.positional.first();
    const bool json = opts.flags.contains(QStringLiteral("--json"));
    FileLoad file = readFileBytes(path);
    if (!json && !file.ioError && file.format == FileFormat::Sgf)
        return infoGameByGame(path, file);
    if (!file.ioError)
        file.result = loadBytes(file.content, file.format);
    if (int rc = reportLoad(path, file))
        return rc;
    const Collection &c = *file.result.collection;

    if (json) {
        QJsonArray games;
        for (const GameRecord &g : c.games) {
            const TreeStats s = g.tree.stats();
            QJsonObject o;
            o[QStringLiteral("game")] = gameKindName(g.kind);
            o[QStringLiteral("board")] = boardText(g);
            o[QStringLiteral("players")] = QJsonArray{g.player1, g.player2};
            o[QStringLiteral("nodes")] = qint64(s.nodes);
            o[QStringLiteral("mainline")] = qint64(s.mainLine);
            o[QStringLiteral("depth")] = qint64(s.depth);
            o[QStringLiteral("leaves")] = qint64(s.leaves);
            o[QStringLiteral("comments")] = qint64(s.comments);
            o[QStringLiteral("evaluations")] = qint64(s.evaluations);
            o[QStringLiteral("result")] = g.result.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(g.result);
            if (isBackgammonKind(g.kind)) {
                // The match this game belongs to: its length and the score before the game.
                const BgGameInfo match = backgammonGameInfo(g);
                o[QStringLiteral("matchLength")] = match.matchLength;
                o[QStringLiteral("score")] = QJsonArray{match.score1, match.score2};
            }
            if (isRokkakuGame(g))
                addRokkakuGameJson(c, g, o);
            games.append(o);
        }
        QJsonObject root;
        root[QStringLiteral("file")] = path;
        root[QStringLiteral("format")] = formatName(file.format);
        root[QStringLiteral("games")] = games;
        if (c.tournament)
            root[QStringLiteral("tournament")] = rokkakuTournamentJson(c);
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
        flushAll();
        if (file.content.size() > kBigFile)
            exitWithoutFreeing(Ok);
        return Ok;
    }

    // The report is built as UTF-8 bytes and written in large blocks: a
    // collection of 200 000 games makes 32 MB of it, which QString::arg and
    // QTextStream took a second to format.
    QByteArray text;
    text.reserve(2 << 20);
    appendHeader(text, path, file.format, c.games.size());
    std::size_t number = 1;
    for (const GameRecord &g : c.games) {
        text.append("game ");
        appendNumber(text, number++);
        text.append(": ");
        appendGameLine(text, c, g);
        if (text.size() >= (2 << 20) - 4096) {
            writeOut(text);
            text.resize(0); // keeps the capacity
        }
    }
    writeOut(text);
    if (file.content.size() > kBigFile)
        exitWithoutFreeing(Ok);
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
