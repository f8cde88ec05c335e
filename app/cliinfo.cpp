// kibitz-cli info FILE [--json]: what a file holds, game by game.

#include "clicommands.h"
#include "clicommon.h"
#include "clirokkaku.h"

#include "games/backgammon/backgammonreplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kibitz::cli {

namespace {

QString boardText(const GameRecord &g)
{
    return QStringLiteral("%1x%2").arg(g.columns).arg(g.rows);
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
        return Ok;
    }

    out() << path << ": " << formatName(file.format) << ", " << count(c.games.size(), "game", "games") << "\n";
    int number = 1;
    for (const GameRecord &g : c.games) {
        const TreeStats s = g.tree.stats();
        out() << "game " << number++ << ": " << gameKindName(g.kind) << " " << boardText(g);
        if (isRokkakuGame(g))
            out() << ", " << rokkakuTeamNames(c, g).join(QStringLiteral(", "));
        else if (!g.player1.isEmpty() || !g.player2.isEmpty())
            out() << ", " << (g.player1.isEmpty() ? QStringLiteral("?") : g.player1) << " vs "
                  << (g.player2.isEmpty() ? QStringLiteral("?") : g.player2);
        if (!g.name.isEmpty())
            out() << ", \"" << g.name << "\"";
        out() << "\n  " << count(s.nodes, "node", "nodes") << ", " << count(s.mainLine, "main-line move", "main-line moves")
              << ", depth " << s.depth << ", " << count(s.leaves, "leaf", "leaves") << ", "
              << count(s.comments, "comment", "comments") << ", " << count(s.evaluations, "evaluation", "evaluations");
        if (!g.result.isEmpty())
            out() << ", result " << g.result;
        out() << "\n";
    }
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
