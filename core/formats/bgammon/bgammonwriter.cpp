// Writer of bgammon.org replays: what the spec says (index table of
// eight-digit offsets, the ten-field metadata line, events separated by single
// spaces, "\n" after every line).

#include "formats/bgammon/bgammon.h"

#include "games/backgammon/backgammonreplayer.h"

namespace kibitz::bgammon {

namespace {

// Names are one field of a space-separated line.
QByteArray nameField(const QString &name, int player, int game, QStringList &warnings)
{
    QByteArray bytes = name.toUtf8();
    if (bytes.isEmpty()) {
        warnings << QStringLiteral("game %1: player %2 has no name; written as \"-\"").arg(game).arg(player);
        return QByteArrayLiteral("-");
    }
    if (bytes.contains(' ') || bytes.contains('\n') || bytes.contains('\r')) {
        warnings << QStringLiteral("game %1: the name of player %2 holds white space, written as \"_\"").arg(game).arg(player);
        bytes.replace(' ', '_').replace('\n', '_').replace('\r', '_');
    }
    return bytes;
}

} // namespace

SaveResult write(const Collection &collection)
{
    SaveResult r;
    std::vector<QByteArray> games;
    games.reserve(collection.games.size());
    bool warnedVariations = false;
    bool warnedAnnotations = false;
    int number = 0;
    for (const GameRecord &g : collection.games) {
        ++number;
        if (!isBackgammonKind(g.kind)) {
            r.error = QStringLiteral("game %1 is a %2 game; .match files hold backgammon, acey-deucey and tabula")
                          .arg(number).arg(gameKindName(g.kind));
            return r;
        }
        const BgGameInfo info = backgammonGameInfo(g);
        QByteArray text;
        const GameTree &tree = g.tree;
        text.reserve(qsizetype(tree.liveNodeCount()) * 20 + 64);
        text.append("i ").append(QByteArray::number(info.timestamp)).append(' ');
        text.append(nameField(g.player1, 1, number, r.warnings)).append(' ');
        text.append(nameField(g.player2, 2, number, r.warnings)).append(' ');
        for (int v : {info.matchLength, info.score1, info.score2, info.winner, info.points,
                      int(backgammonVariant(g.kind))})
            text.append(QByteArray::number(v)).append(' ');
        text.back() = '\n';
        for (NodeId id = tree.root(); id != NoNode; id = tree.mainChild(id)) {
            if (tree.childCount(id) > 1 && !warnedVariations) {
                r.warnings << QStringLiteral("game %1: only the main line is written; variations are dropped (SGF keeps them)").arg(number);
                warnedVariations = true;
            }
            if ((tree.hasComment(id) || tree.evaluation(id)) && !warnedAnnotations) {
                r.warnings << QStringLiteral("game %1: comments and evaluations are dropped (SGF keeps them)").arg(number);
                warnedAnnotations = true;
            }
            if (id == tree.root())
                continue;
            if (!appendBackgammonEventLine(tree.moveTag(id), tree.moveData(id), text)) {
                r.error = QStringLiteral("game %1 holds a move that is not a backgammon event").arg(number);
                return r;
            }
            text.append('\n');
        }
        games.push_back(std::move(text));
    }
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
