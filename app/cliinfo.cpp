// kibitz-cli info FILE [--json]: what a file holds, game by game.

#include "clicommands.h"
#include "clicommon.h"
#include "clirokkaku.h"
#include "clitext.h"

#include "formats/filebytes.h"
#include "games/gameregistry.h"
#include "games/rokkaku/rokkakuinfo.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <thread>

namespace kibitz::cli {

namespace {

QString boardText(const GameRecord &g)
{
    return QStringLiteral("%1x%2").arg(g.columns).arg(g.rows);
}

// count() for the byte report: "1 node", "57 nodes".
void appendCount(std::string &text, std::size_t n, std::string_view singular, std::string_view plural)
{
    appendNumber(text, n);
    text += ' ';
    text += n == 1 ? singular : plural;
}

// gameKindName in UTF-8 (the row's id).
std::string_view kindName(GameKind kind)
{
    return gameInfo(kind).id;
}

// Writes the report's bytes to stdout (after what out() holds).
void writeText(const std::string &text)
{
    writeOut(QByteArray::fromRawData(text.data(), qsizetype(text.size())));
}

// Past this size freeing the collection at exit costs more than it is worth
// (exitWithoutFreeing).
constexpr qsizetype kBigFile = 16 * 1024 * 1024;

// The report is written out in blocks of about this size.
constexpr std::size_t kBlock = 2 << 20;

// The line of `info` on a game after "game N: ", with its line break.
void appendGameLine(std::string &text, const Collection &c, const GameRecord &g)
{
    const TreeStats s = g.tree.stats();
    text += kindName(g.kind);
    text += ' ';
    appendNumber(text, std::size_t(g.columns));
    text += 'x';
    appendNumber(text, std::size_t(g.rows));
    if (const auto sideNames = gameInfo(g.kind).sideNames) {
        text += ", ";
        appendText(text, sideNames(c, g).join(QStringLiteral(", ")));
    } else if (!g.player1.isEmpty() || !g.player2.isEmpty()) {
        text += ", ";
        g.player1.isEmpty() ? void(text += '?') : appendText(text, g.player1);
        text += " vs ";
        g.player2.isEmpty() ? void(text += '?') : appendText(text, g.player2);
    }
    if (!g.name.isEmpty()) {
        text += ", \"";
        appendText(text, g.name);
        text += '"';
    }
    text += "\n  ";
    appendCount(text, s.nodes, "node", "nodes");
    text += ", ";
    appendCount(text, s.mainLine, "main-line move", "main-line moves");
    text += ", depth ";
    appendNumber(text, s.depth);
    text += ", ";
    appendCount(text, s.leaves, "leaf", "leaves");
    text += ", ";
    appendCount(text, s.comments, "comment", "comments");
    text += ", ";
    appendCount(text, s.evaluations, "evaluation", "evaluations");
    if (!g.result.isEmpty()) {
        text += ", result ";
        appendText(text, g.result);
    }
    text += '\n';
}

void appendHeader(std::string &text, const QString &path, FileFormat format, std::size_t games)
{
    appendText(text, path);
    text += ": ";
    appendText(text, formatName(format));
    text += ", ";
    appendCount(text, games, "game", "games");
    text += '\n';
}

// Past this size an SGF file is read in parts on threads of their own.
constexpr qsizetype kPartsFrom = 8 * 1024 * 1024;

// The text report of a file read game by game (FormatRow::readEach): each
// game's line is written as the game is read and the game dropped, so memory
// holds the file, its report and a game per thread, not the collection.
int infoGameByGame(const QString &path, FileLoad &file)
{
    struct Part {
        std::string lines; // each game's line after "game N: "
        std::vector<std::size_t> ends; // where each line ends in `lines`
    };
    std::vector<Part> parts;
    const Collection none;
    const qsizetype size = file.content.size();
    GameVisitor visitor;
    visitor.begin = [&parts, size](int n) {
        parts.clear();
        parts.resize(std::size_t(n));
        // A game's line takes about a quarter of its bytes in the file.
        for (Part &p : parts)
            p.lines.reserve(std::size_t(size / n / 4));
    };
    visitor.game = [&](int part, GameRecord &g) {
        Part &p = parts[std::size_t(part)];
        appendGameLine(p.lines, none, g);
        p.ends.push_back(p.lines.size());
    };
    const int threads = size >= kPartsFrom ? int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u)) : 1;
    ReadOptions options;
    options.withoutTexts = true; // the report counts comments and shows no header property
    // Within the memory budget: a game of millions of nodes is still held whole.
    file.result = readEachWithinBudget(*gameByGameRow(file), file.content, visitor, options, threads);
    if (int rc = reportLoad(path, file))
        return rc;
    file.content = QByteArray(); // the file is no longer needed

    std::size_t games = 0;
    for (const Part &p : parts)
        games += p.ends.size();
    std::string text;
    text.reserve(kBlock + 4096);
    appendHeader(text, path, file.format, games);
    std::size_t number = 1;
    for (Part &p : parts) {
        std::size_t start = 0;
        for (const std::size_t end : p.ends) {
            text += "game ";
            appendNumber(text, number++);
            text += ": ";
            text.append(p.lines, start, end - start);
            start = end;
            if (text.size() >= kBlock) {
                writeText(text);
                text.clear(); // keeps the capacity
            }
        }
        p = Part();
    }
    writeText(text);
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
    if (!json && gameByGameRow(file))
        return infoGameByGame(path, file);
    if (!file.ioError)
        file.result = loadBytes(file.content, file.format);
    if (int rc = reportLoad(path, file))
        return rc;
    const Collection &c = *file.result.collection;

    if (json) {
        // Written a game at a time, as QJsonDocument writes the whole
        // object (its keys in order: file, format, games, tournament): a
        // QJsonArray of every game's object took hundreds of times the
        // bytes of a file of tiny games.
        const auto indented = [](const QJsonObject &o, const char *indent) {
            QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Indented);
            text.chop(1); // its last '\n'
            QByteArray lines;
            lines.reserve(text.size() + text.size() / 8);
            qsizetype start = 0;
            while (start < text.size()) {
                qsizetype end = text.indexOf('\n', start);
                end = end < 0 ? text.size() : end + 1;
                if (start > 0)
                    lines += indent;
                lines += QByteArrayView(text).sliced(start, end - start);
                start = end;
            }
            return lines;
        };
        QJsonObject head;
        head[QStringLiteral("file")] = path;
        head[QStringLiteral("format")] = formatName(file.format);
        QByteArray text = QJsonDocument(head).toJson(QJsonDocument::Indented);
        text.chop(3); // "\n}\n"
        text += ",\n    \"games\": [";
        bool first = true;
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
            if (const auto addInfoJson = gameInfo(g.kind).addInfoJson)
                addInfoJson(c, g, o);
            text += first ? "\n        " : ",\n        ";
            first = false;
            text += indented(o, "        ");
            if (text.size() >= qsizetype(kBlock)) {
                writeOut(text);
                text.clear();
            }
        }
        text += "\n    ]"; // as QJsonDocument closes an array, empty or not
        if (c.tournament) {
            QJsonObject tail;
            tail[QStringLiteral("tournament")] = rokkakuTournamentJson(c);
            const QByteArray object = indented(tail, "");
            // "{\n    \"tournament\": ...\n}": its key and value, after a comma.
            text += ",\n" + object.sliced(2, object.size() - 4);
        }
        text += "\n}\n";
        writeOut(text);
        flushAll();
        if (file.content.size() > kBigFile)
            exitWithoutFreeing(Ok);
        return Ok;
    }

    // The report is built as UTF-8 bytes and written in large blocks: a
    // collection of 200 000 games makes 32 MB of it, which QString::arg and
    // QTextStream took a second to format.
    std::string text;
    text.reserve(kBlock + 4096);
    appendHeader(text, path, file.format, c.games.size());
    std::size_t number = 1;
    for (const GameRecord &g : c.games) {
        text += "game ";
        appendNumber(text, number++);
        text += ": ";
        appendGameLine(text, c, g);
        if (text.size() >= kBlock) {
            writeText(text);
            text.clear(); // keeps the capacity
        }
    }
    writeText(text);
    if (file.content.size() > kBigFile)
        exitWithoutFreeing(Ok);
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
