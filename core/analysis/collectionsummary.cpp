#include "analysis/collectionsummary.h"

#include <QCoreApplication>
#include <QStringList>

namespace kibitz {

CollectionSummary summarizeCollection(const Collection &collection)
{
    CollectionSummary summary;
    if (collection.games.empty())
        return summary;
    const GameRecord &first = collection.games.front();
    summary.kind = first.kind;
    summary.games = int(collection.games.size());
    summary.columns = first.columns;
    summary.rows = first.rows;
    bool samePlayers = !first.player1.isEmpty() || !first.player2.isEmpty();
    for (const GameRecord &g : collection.games) {
        summary.severalSizes = summary.severalSizes || g.columns != first.columns || g.rows != first.rows;
        samePlayers = samePlayers && g.player1 == first.player1 && g.player2 == first.player2;
    }
    if (samePlayers) {
        summary.player1 = first.player1;
        summary.player2 = first.player2;
    }
    if (const auto summarize = gameInfo(first.kind).summarize)
        summarize(collection, summary);
    if (summary.games == 1)
        summary.name = first.name;
    return summary;
}

QString describeCollection(const CollectionSummary &summary)
{
    if (summary.games == 0)
        return QCoreApplication::translate("CollectionSummary", "no games");
    const int count = summary.games;
    // "Anna – Bruno" when every game has the same two players.
    QString players;
    if (!summary.player1.isEmpty() || !summary.player2.isEmpty()) {
        const QString unknown = QStringLiteral("?");
        players = QStringLiteral("%1 \u2013 %2")
                      .arg(summary.player1.isEmpty() ? unknown : summary.player1,
                           summary.player2.isEmpty() ? unknown : summary.player2);
    }
    if (const auto describe = gameInfo(summary.kind).describe)
        return describe(summary, players).join(QStringLiteral(", "));
    QStringList parts;
    // Hex and Twixt: one game names its players; a collection says how many.
    parts << gameKindText(summary.kind);
    if (count > 1)
        parts << QCoreApplication::translate("CollectionSummary", "%Ln game(s)", nullptr, count);
    parts << (summary.severalSizes ? QCoreApplication::translate("CollectionSummary", "several board sizes")
                                   : QStringLiteral("%1\u00d7%2").arg(summary.columns).arg(summary.rows));
    if (count == 1 && !players.isEmpty())
        parts << players;
    return parts.join(QStringLiteral(", "));
}

QString describeCollection(const Collection &collection)
{
    return describeCollection(summarizeCollection(collection));
}

QVariantMap collectionSummaryToVariant(const CollectionSummary &summary)
{
    QVariantMap map;
    map.insert(QStringLiteral("game"), gameKindName(summary.kind));
    map.insert(QStringLiteral("games"), summary.games);
    map.insert(QStringLiteral("columns"), summary.columns);
    map.insert(QStringLiteral("rows"), summary.rows);
    if (summary.severalSizes)
        map.insert(QStringLiteral("severalSizes"), true);
    if (!summary.player1.isEmpty() || !summary.player2.isEmpty())
        map.insert(QStringLiteral("players"), QStringList{summary.player1, summary.player2});
    if (summary.matchLength > 0)
        map.insert(QStringLiteral("matchLength"), summary.matchLength);
    if (summary.tournament) {
        map.insert(QStringLiteral("teams"), summary.teams);
        map.insert(QStringLiteral("rounds"), summary.rounds);
    }
    if (!summary.name.isEmpty())
        map.insert(QStringLiteral("name"), summary.name);
    return map;
}

std::optional<CollectionSummary> collectionSummaryFromVariant(const QVariant &value)
{
    if (value.typeId() != QMetaType::QVariantMap)
        return std::nullopt;
    const QVariantMap map = value.toMap();
    CollectionSummary summary;
    const QString game = map.value(QStringLiteral("game")).toString();
    const std::optional<GameKind> kind = gameKindNamed(game);
    if (!kind)
        return std::nullopt;
    summary.kind = *kind;
    summary.games = map.value(QStringLiteral("games")).toInt();
    summary.columns = map.value(QStringLiteral("columns")).toInt();
    summary.rows = map.value(QStringLiteral("rows")).toInt();
    summary.severalSizes = map.value(QStringLiteral("severalSizes")).toBool();
    const QStringList players = map.value(QStringLiteral("players")).toStringList();
    if (players.size() == 2) {
        summary.player1 = players.at(0);
        summary.player2 = players.at(1);
    }
    summary.matchLength = map.value(QStringLiteral("matchLength")).toInt();
    summary.tournament = map.contains(QStringLiteral("teams"));
    summary.teams = map.value(QStringLiteral("teams")).toInt();
    summary.rounds = map.value(QStringLiteral("rounds")).toInt();
    summary.name = map.value(QStringLiteral("name")).toString();
    return summary;
}

} // namespace kibitz
