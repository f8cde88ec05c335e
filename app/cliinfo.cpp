// kibitz-cli info FILE [--json]: what a file holds, game by game.

#include "clicommands.h"
#include "clicommon.h"
#include "clirokkaku.h"

#include "games/backgammon/backgammonreplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <charconv>

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
    FileLoad file;
    if (int rc = load(path, file))
        return rc;
    const Collection &c = *file.result.collection;

    if (opts.flags.contains(QStringLiteral("--json"))) {
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
    text.append(path.toUtf8()).append(": ").append(formatName(file.format).toUtf8()).append(", ");
    appendCount(text, c.games.size(), "game", "games");
    text.append('\n');
    std::size_t number = 1;
    for (const GameRecord &g : c.games) {
        const TreeStats s = g.tree.stats();
        text.append("game ");
        appendNumber(text, number++);
        text.append(": ").append(gameKindName(g.kind).toUtf8()).append(' ');
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
