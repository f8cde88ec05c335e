// Writer of bgammon.org replays: what the spec says (index table of
// eight-digit offsets, the ten-field metadata line, events separated by single
// spaces, "\n" after every line), with the metadata line's fields as the
// server fills them (see the reader): the cube value at the end as the ninth
// field (0 for an unfinished game, which the server never writes), and the scores after the game when it ended by a resignation or a
// declined double, before it otherwise.

#include "formats/bgammon/bgammon.h"

#include "games/backgammon/backgammonreplayer.h"
#include "games/gameregistry.h"

#include <QCoreApplication>

namespace kibitz::bgammon {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct BgammonWriter {
    Q_DECLARE_TR_FUNCTIONS(BgammonWriter)
};

// The games whose names a .match line cannot hold as they are, by player.
struct NameProblems {
    std::vector<int> unnamed[2];
    std::vector<int> spaced[2];
};

// Names are one field of a space-separated line.
QByteArray nameField(const QString &name, int player, int game, NameProblems &problems)
{
    QByteArray bytes = name.toUtf8();
    if (bytes.isEmpty()) {
        problems.unnamed[player - 1].push_back(game);
        return QByteArrayLiteral("-");
    }
    if (bytes.contains(' ') || bytes.contains('\n') || bytes.contains('\r')) {
        problems.spaced[player - 1].push_back(game);
        bytes.replace(' ', '_').replace('\n', '_').replace('\r', '_');
    }
    return bytes;
}

// Game numbers in ascending order as runs, "1-3, 7", the first eight runs
// only: a warning about a million games stays one short line.
QString gameNumbers(const std::vector<int> &games)
{
    QStringList runs;
    std::size_t i = 0;
    for (; i < games.size() && runs.size() < 8; ++i) {
        const int first = games[i];
        while (i + 1 < games.size() && games[i + 1] == games[i] + 1)
            ++i;
        runs << (games[i] == first ? QString::number(first) : QStringLiteral("%1-%2").arg(first).arg(games[i]));
    }
    if (i < games.size())
        //: %1 is how many more game numbers a list leaves out
        runs << BgammonWriter::tr("and %1 more").arg(games.size() - i);
    return runs.join(QLatin1String(", "));
}

QString perGame(const std::vector<std::pair<int, qint64>> &counts)
{
    QStringList parts;
    for (std::size_t i = 0; i < counts.size() && i < 8; ++i)
        //: %1 is how many (comments, variations...), %2 a game number; several are joined with commas
        parts << BgammonWriter::tr("%1 in game %2").arg(counts[i].second).arg(counts[i].first);
    if (counts.size() > 8)
        parts << BgammonWriter::tr("and in %1 more games").arg(counts.size() - 8);
    return parts.join(QLatin1String(", "));
}

} // namespace

SaveResult write(const Collection &collection)
{
    SaveResult r;
    std::vector<QByteArray> games;
    games.reserve(collection.games.size());
    // What a .match file cannot hold, per game: (game number, count).
    std::vector<std::pair<int, qint64>> variations, comments, evaluations, properties;
    QStringList headerKeys;
    std::vector<int> moneyGames;
    NameProblems names;
    //: listed with the names of other game information, as "the game name, rating"
    const QString gameName = BgammonWriter::tr("the game name");
    int number = 0;
    for (const GameRecord &g : collection.games) {
        ++number;
        if (!isBackgammonKind(g.kind)) {
            //: %1 is a game number, %2 a game's name in words (Hex, Twixt, Rokkaku Conquest)
            r.error = BgammonWriter::tr("game %1 is a %2 game; .match files hold backgammon, acey-deucey and tabula")
                          .arg(number)
                          .arg(gameKindText(g.kind));
            return r;
        }
        const BgGameInfo info = backgammonGameInfo(g);
        if (!info.start.isEmpty()) {
            //: %1 is a game number
            r.error = BgammonWriter::tr("game %1 starts from a set-up position, which a .match file cannot hold (its "
                                        "games start from the usual position); save it as SGF")
                          .arg(number);
            return r;
        }
        QByteArray text;
        const GameTree &tree = g.tree;
        text.reserve(qsizetype(tree.liveNodeCount()) * 20 + 64);
        text.append("i ").append(QByteArray::number(info.timestamp)).append(' ');
        text.append(nameField(g.player1, 1, number, names)).append(' ');
        text.append(nameField(g.player2, 2, number, names)).append(' ');
        if (info.matchLength < 1)
            moneyGames.push_back(number);
        const BgEnding ending = backgammonEnding(g);
        // The scores after the game for a drop, and for a "t" the reader can
        // take for a resignation (by the player on turn, who lost); before
        // it otherwise, so that the reader gets back the same scores.
        const bool after = ending.kind == BgEnding::Kind::Declined
                        || (ending.kind == BgEnding::Kind::Terminated && !info.abandoned && ending.terminatorOnTurn
                            && info.winner != 0 && info.winner != ending.terminator);
        const int won
            = after && info.winner != 0 ? ending.position.winPoints(info.winner) * ending.position.cubeValue() : 0;
        for (int v : {std::max(info.matchLength, 1), info.score1 + (info.winner == 1 ? won : 0),
                      info.score2 + (info.winner == 2 ? won : 0), info.winner,
                      info.winner != 0 ? ending.position.cubeValue() : 0, int(backgammonVariant(g.kind))})
            text.append(QByteArray::number(v)).append(' ');
        text.back() = '\n';
        if (!g.name.isEmpty() && !headerKeys.contains(gameName))
            headerKeys << gameName;
        if (g.headerFormat == BgHeaderFormat) {
            for (const RawProperty &p : g.header) {
                if (!headerKeys.contains(QString::fromLatin1(p.key)))
                    headerKeys << QString::fromLatin1(p.key);
            }
        }
        // Everything off the main line, and the annotations of every node.
        qint64 offLine = 0, commented = 0, evaluated = 0, kept = 0;
        for (NodeId id = tree.root(); id != NoNode; id = tree.nextInPreorder(id)) {
            if (id != tree.root() && tree.mainChild(tree.parent(id)) != id)
                ++offLine;
            commented += tree.hasComment(id) && !tree.commentBytes(id).isEmpty();
            evaluated += tree.evaluation(id).has_value();
            kept += qint64(tree.unknownProperties(id).size());
        }
        for (auto [list, n] : {std::pair{&variations, offLine}, std::pair{&comments, commented},
                               std::pair{&evaluations, evaluated}, std::pair{&properties, kept}}) {
            if (n > 0)
                list->emplace_back(number, n);
        }
        for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
            if (!appendBackgammonEventLine(tree.moveTag(id), tree.moveData(id), text)) {
                r.error = BgammonWriter::tr("game %1 holds a move that is not a backgammon event").arg(number);
                return r;
            }
            text.append('\n');
        }
        games.push_back(std::move(text));
    }
    if (!variations.empty())
        //: %1 lists counts per game, as "3 in game 1, 1 in game 4"
        r.warnings << BgammonWriter::tr("a .match file holds the main line only; variations are dropped "
                                        "(variation starts: %1); SGF keeps them")
                          .arg(perGame(variations));
    if (!comments.empty())
        //: %1 lists counts per game, as "3 in game 1, 1 in game 4"
        r.warnings << BgammonWriter::tr("a .match file has no comments; comments are dropped (%1); SGF keeps them")
                          .arg(perGame(comments));
    if (!evaluations.empty())
        //: %1 lists counts per game, as "3 in game 1, 1 in game 4"
        r.warnings << BgammonWriter::tr(
                          "a .match file has no evaluations; evaluations are dropped (%1); SGF keeps them")
                          .arg(perGame(evaluations));
    if (!properties.empty())
        //: %1 lists counts per game, as "3 in game 1, 1 in game 4"
        r.warnings << BgammonWriter::tr("a .match file has no place for other node properties (SGF analysis, "
                                        "markup); they are dropped (%1)")
                          .arg(perGame(properties));
    if (!headerKeys.isEmpty())
        //: %1 lists the game information, as "the game name, rating"
        r.warnings << BgammonWriter::tr("a .match file has no place for the game information %1; it is dropped")
                          .arg(headerKeys.join(QLatin1String(", ")));
    for (int player = 1; player <= 2; ++player) {
        if (const std::vector<int> &games = names.unnamed[player - 1]; !games.empty())
            //: %1 is 1 or 2; %2 lists game numbers, as "1-3, 7"
            r.warnings << BgammonWriter::tr("player %1 has no name in games %2; written as \"-\"")
                              .arg(player)
                              .arg(gameNumbers(games));
        if (const std::vector<int> &games = names.spaced[player - 1]; !games.empty())
            //: %1 is 1 or 2; %2 lists game numbers, as "1-3, 7"
            r.warnings << BgammonWriter::tr("the name of player %1 holds white space in games %2; written with \"_\"")
                              .arg(player)
                              .arg(gameNumbers(games));
    }
    if (!moneyGames.empty())
        //: %1 lists game numbers, as "1-3, 7"
        r.warnings << BgammonWriter::tr("games %1 are money games; a .match file holds matches, so they are written "
                                        "as 1-point matches")
                          .arg(gameNumbers(moneyGames));
    // The index lines' length depends on the offsets they hold; offsets under
    // 10^8 take the spec's eight digits, larger ones more.
    qint64 headerSize = qint64(games.size()) * 24;
    std::vector<qint64> offsets(games.size());
    for (int pass = 0; pass < 3; ++pass) {
        qint64 at = headerSize;
        qint64 size = 0;
        for (std::size_t i = 0; i < games.size(); ++i) {
            offsets[i] = at;
            at += games[i].size();
            size += 16 + std::max<qint64>(8, QByteArray::number(offsets[i]).size());
        }
        if (size == headerSize)
            break;
        headerSize = size;
    }
    qint64 total = headerSize;
    for (const QByteArray &g : games)
        total += g.size();
    r.data.reserve(qsizetype(total));
    for (qint64 offset : offsets)
        r.data.append("bgammon-replay ").append(QByteArray::number(offset).rightJustified(8, '0')).append('\n');
    for (const QByteArray &g : games)
        r.data.append(g);
    return r;
}

} // namespace kibitz::bgammon
