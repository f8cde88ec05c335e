#include "games/rokkaku/rokkakuinfo.h"

#include "games/rokkaku/rokkakutournament.h"

#include <QJsonArray>

namespace kibitz {

QStringList rokkakuTeamNames(const Collection &collection, const GameRecord &game)
{
    QStringList names;
    const QStringList all = collection.tournament ? collection.tournament->teams : QStringList();
    for (int team : rokkakuGameTeams(game))
        names << (team < all.size() ? all[team] : QStringLiteral("?"));
    return names;
}

void addRokkakuGameJson(const Collection &collection, const GameRecord &game, QJsonObject &object)
{
    object[QStringLiteral("players")] = QJsonArray::fromStringList(rokkakuTeamNames(collection, game));
    QJsonArray teams;
    for (int team : rokkakuGameTeams(game))
        teams.append(team);
    object[QStringLiteral("teams")] = teams;
    object[QStringLiteral("turns")] = qint64(game.tree.stats().mainLine);
    QJsonArray owned;
    for (int count : rokkakuFinalOwned(game))
        owned.append(count);
    object[QStringLiteral("owned")] = owned;
}

QJsonObject rokkakuTournamentJson(const Collection &collection)
{
    QJsonObject o;
    if (!collection.tournament)
        return o;
    o[QStringLiteral("teams")] = QJsonArray::fromStringList(collection.tournament->teams);
    o[QStringLiteral("rounds")] = collection.tournament->rounds;
    QJsonArray standings;
    for (const RokkakuStanding &s : rokkakuStandings(collection)) {
        QJsonObject entry;
        entry[QStringLiteral("rank")] = s.rank;
        entry[QStringLiteral("team")] = s.team;
        entry[QStringLiteral("score")] = s.score;
        entry[QStringLiteral("ratio_sum")] = s.ratioSum;
        entry[QStringLiteral("area_sum")] = s.areaSum;
        standings.append(entry);
    }
    o[QStringLiteral("standings")] = standings;
    return o;
}

} // namespace kibitz
