#include "games/rokkaku/rokkakutournament.h"

#include "games/rokkaku/rokkakureplayer.h"

#include <algorithm>

namespace kibitz {

RokkakuGameScore rokkakuGameScore(const std::array<int, 4> &areas)
{
    RokkakuGameScore score;
    score.area = areas;
    std::array<int, 4> order{0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return areas[std::size_t(a)] > areas[std::size_t(b)]; });
    std::array<int, 4> a{};
    for (std::size_t r = 0; r < 4; ++r)
        a[r] = areas[std::size_t(order[r])];
    // game.cc's cases, by which neighbours in the order are tied. All four
    // tied gives 3 each: the runtime means that, but sets the fourth team's
    // points one place past its array (and leaves them unset).
    std::array<int, 4> p{};
    if (a[0] != a[1]) {
        p[0] = 6;
        if (a[1] != a[2]) {
            p[1] = 4;
            if (a[2] != a[3])
                p[2] = 2, p[3] = 0;
            else
                p[2] = 1, p[3] = 1;
        } else if (a[2] != a[3]) {
            p[1] = 3, p[2] = 3, p[3] = 0;
        } else {
            p[1] = 2, p[2] = 2, p[3] = 2;
        }
    } else if (a[1] != a[2]) {
        p[0] = 5, p[1] = 5;
        if (a[2] != a[3])
            p[2] = 2, p[3] = 0;
        else
            p[2] = 1, p[3] = 1;
    } else if (a[2] != a[3]) {
        p[0] = 4, p[1] = 4, p[2] = 4, p[3] = 0;
    } else {
        p[0] = 3, p[1] = 3, p[2] = 3, p[3] = 3;
    }
    const int owned = areas[0] + areas[1] + areas[2] + areas[3];
    for (std::size_t r = 0; r < 4; ++r) {
        const std::size_t t = std::size_t(order[r]);
        score.points[t] = p[r];
        // (int)(1000000.0*area/nonNeutral), as the runtime computes it.
        score.ratio[t] = owned > 0 ? int(1000000.0 * areas[t] / owned) : 0;
    }
    return score;
}

bool isRokkakuGame(const GameRecord &game)
{
    return game.kind == GameKind::Rokkaku;
}

std::vector<int> rokkakuGameTeams(const GameRecord &game)
{
    const GameTree &tree = game.tree;
    if (tree.moveTag(tree.root()) != std::uint8_t(RokkakuTag::Setup))
        return {};
    const auto setup = decodeRokkakuSetup(tree.moveData(tree.root()));
    if (!setup)
        return {};
    return {setup->teams.begin(), setup->teams.end()};
}

std::array<int, 4> rokkakuFinalOwned(const GameRecord &game)
{
    std::unique_ptr<RokkakuReplayer> replayer = RokkakuReplayer::forGame(game);
    if (!replayer)
        return {};
    RokkakuPosition position = replayer->position();
    const GameTree &tree = game.tree;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        if (position.applyMove(tree.moveTag(id), tree.moveData(id)))
            break;
    }
    return position.ownedCounts();
}

bool rokkakuAhead(const RokkakuStanding &a, const RokkakuStanding &b)
{
    if (a.score != b.score)
        return a.score > b.score;
    if (a.ratioSum != b.ratioSum)
        return a.ratioSum > b.ratioSum;
    return a.areaSum > b.areaSum;
}

std::vector<RokkakuStanding> rokkakuStandings(const Collection &collection, std::size_t games,
                                              const std::array<int, 4> *current)
{
    std::vector<RokkakuStanding> standings;
    const int teams = collection.tournament ? int(collection.tournament->teams.size()) : 0;
    standings.reserve(std::size_t(teams));
    for (int t = 0; t < teams; ++t)
        standings.push_back({0, t, 0, 0, 0});
    auto add = [&](const GameRecord &game, const std::array<int, 4> &areas) {
        const std::vector<int> gameTeams = rokkakuGameTeams(game);
        const RokkakuGameScore score = rokkakuGameScore(areas);
        for (std::size_t i = 0; i < gameTeams.size() && i < 4; ++i) {
            if (gameTeams[i] < 0 || gameTeams[i] >= teams)
                continue;
            RokkakuStanding &s = standings[std::size_t(gameTeams[i])];
            s.score += score.points[i];
            s.ratioSum += score.ratio[i];
            s.areaSum += score.area[i];
        }
    };
    const std::size_t count = std::min(games, collection.games.size());
    for (std::size_t g = 0; g < count; ++g)
        add(collection.games[g], rokkakuFinalOwned(collection.games[g]));
    if (current && count < collection.games.size())
        add(collection.games[count], *current);
    std::stable_sort(standings.begin(), standings.end(), rokkakuAhead);
    for (std::size_t i = 0; i < standings.size(); ++i)
        standings[i].rank = i > 0 && !rokkakuAhead(standings[i - 1], standings[i]) ? standings[i - 1].rank : int(i) + 1;
    return standings;
}

} // namespace kibitz
