#include "clirokkaku.h"

#include "formats/rokkaku/rokkakulog.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QJsonArray>
#include <QTextStream>

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
        standings.append(entry);
    }
    o[QStringLiteral("standings")] = standings;
    return o;
}

int checkRokkakuLog(const QString &path, const FileLoad &file)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const Collection &c = *file.result.collection;
    int problems = 0;
    constexpr int kMaxReported = 100;
    auto report = [&](qint64 offset, const QString &message) {
        if (++problems <= kMaxReported)
            err << path << ":" << describeOffset(file.format, file.content, std::max<qint64>(offset, 0)) << ": "
                << message << "\n";
    };
    // The offset of the item-th number of the record a node starts.
    auto place = [&](const GameRecord &g, NodeId node, int item) -> qint64 {
        const qint64 start = node < g.nodeOffsets.size() ? g.nodeOffsets[node] : -1;
        if (start < 0)
            return 0;
        const qint64 at = rokkaku::numberOffset(file.content, start, std::max(item, 0));
        return at < 0 ? start : at;
    };

    std::size_t turns = 0;
    int number = 0;
    for (const GameRecord &g : c.games) {
        ++number;
        const GameTree &tree = g.tree;
        const auto setup = decodeRokkakuSetup(tree.moveData(tree.root()));
        if (!setup) {
            report(place(g, tree.root(), 0), QStringLiteral("game %1: not a Rokkaku game").arg(number));
            continue;
        }
        if (const auto problem = RokkakuPosition::checkSetup(*setup)) {
            report(place(g, tree.root(), problem->item), QStringLiteral("game %1: %2").arg(number).arg(problem->message));
            continue;
        }
        RokkakuPosition position(*setup);
        int turn = 0;
        for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
            ++turn;
            ++turns;
            if (const auto problem = position.applyMove(tree.moveTag(id), tree.moveData(id))) {
                report(place(g, id, problem->item),
                       QStringLiteral("game %1, turn %2: %3").arg(number).arg(turn).arg(problem->message));
                break; // nothing after an inconsistent turn can be judged
            }
        }
    }

    // The final results as written against the totals of the games; only
    // when every game is consistent, as the totals mean nothing otherwise.
    if (problems == 0 && c.tournament && !c.tournament->results.empty()) {
        const std::vector<RokkakuStanding> standings = rokkakuStandings(c);
        std::vector<const RokkakuStanding *> byTeam(standings.size());
        for (const RokkakuStanding &s : standings)
            byTeam[std::size_t(s.team)] = &s;
        for (const TournamentInfo::Result &r : c.tournament->results) {
            const RokkakuStanding &s = *byTeam[std::size_t(r.team)];
            if (r.score != s.score)
                report(r.offset, QStringLiteral("final results: team %1 (%2) has %3 points in the log, %4 from the games")
                                     .arg(r.team).arg(c.tournament->teams[r.team]).arg(r.score).arg(s.score));
            else if (r.rank > 0 && r.rank != s.rank)
                report(r.offset, QStringLiteral("final results: team %1 (%2) is ranked %3 in the log, %4 from the games")
                                     .arg(r.team).arg(c.tournament->teams[r.team]).arg(r.rank).arg(s.rank));
        }
    }

    if (problems > kMaxReported)
        err << path << ": " << (problems - kMaxReported) << " more problems not shown\n";
    if (problems > 0)
        return 1;
    out << path << ": OK, " << c.games.size() << (c.games.size() == 1 ? " game, " : " games, ") << turns
        << (turns == 1 ? " turn" : " turns") << " checked\n";
    return 0;
}

} // namespace kibitz
