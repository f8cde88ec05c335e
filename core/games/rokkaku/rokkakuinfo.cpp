#include "games/rokkaku/rokkakuinfo.h"

#include "games/rokkaku/rokkakutournament.h"
#include "record/collectionsummary.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

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

GameListing rokkakuListing(const Collection *collection, const GameRecord &game, int index)
{
    const TournamentInfo *tournament = collection && collection->tournament ? &*collection->tournament : nullptr;
    const std::vector<int> teams = rokkakuGameTeams(game);
    const QStringList ownNames = setupOf<RokkakuTeamNames>(game).teamNames;
    GameListing listing;
    for (std::size_t t = 0; t < teams.size() && t < 4; ++t) {
        const int team = teams[t];
        listing.sides << (tournament && team >= 0 && team < tournament->teams.size() ? tournament->teams[team]
                          : int(t) < ownNames.size()
                              ? ownNames[int(t)]
                              : QCoreApplication::translate("GameList", "team %1").arg(team + 1));
    }
    if (tournament && tournament->gamesPerRound > 0)
        listing.event = QCoreApplication::translate("GameList", "Round %1, game %2")
                            .arg(index / tournament->gamesPerRound + 1)
                            .arg(index % tournament->gamesPerRound + 1);
    if (listing.sides.size() == 4) {
        const std::array<int, 4> owned = rokkakuFinalOwned(game);
        std::array<int, 4> order{0, 1, 2, 3};
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return owned[a] > owned[b]; });
        QStringList parts;
        for (int t : order)
            parts << QStringLiteral("%1 %2").arg(listing.sides[t]).arg(owned[std::size_t(t)]);
        listing.result = parts.join(QStringLiteral(" \u00b7 "));
        listing.resultDetail = QCoreApplication::translate("GameList", "Hexels each team owns at the end of the game");
        if (owned[std::size_t(order[0])] > owned[std::size_t(order[1])])
            listing.winner = order[0] + 1;
    }
    return listing;
}

void summarizeRokkaku(const Collection &collection, CollectionSummary &summary)
{
    if (!collection.tournament)
        return;
    summary.tournament = true;
    summary.teams = int(collection.tournament->teams.size());
    summary.rounds = collection.tournament->rounds;
}

QStringList describeRokkaku(const CollectionSummary &summary, const QString &)
{
    if (summary.tournament)
        return {QCoreApplication::translate("CollectionSummary", "Rokkaku tournament"),
                QCoreApplication::translate("CollectionSummary", "%Ln team(s)", nullptr, summary.teams),
                QCoreApplication::translate("CollectionSummary", "%Ln round(s)", nullptr, summary.rounds)};
    return {gameKindText(summary.kind),
            QCoreApplication::translate("CollectionSummary", "%Ln game(s)", nullptr, summary.games)};
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
