#include "games/rokkaku/rokkakutournament.h"

#include "games/rokkaku/rokkakureplayer.h"

#include <algorithm>

namespace kibitz {

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

std::vector<RokkakuStanding> rokkakuStandings(const Collection &collection)
{
    std::vector<RokkakuStanding> standings;
    const int teams = collection.tournament ? int(collection.tournament->teams.size()) : 0;
    for (int t = 0; t < teams; ++t)
        standings.push_back({0, t, 0});
    for (const GameRecord &game : collection.games) {
        const std::vector<int> gameTeams = rokkakuGameTeams(game);
        if (gameTeams.empty())
            continue;
        const std::array<int, 4> owned = rokkakuFinalOwned(game);
        for (std::size_t i = 0; i < gameTeams.size(); ++i) {
            if (gameTeams[i] >= 0 && gameTeams[i] < teams)
                standings[std::size_t(gameTeams[i])].score += owned[i];
        }
    }
    std::stable_sort(standings.begin(), standings.end(),
                     [](const RokkakuStanding &a, const RokkakuStanding &b) { return a.score > b.score; });
    for (std::size_t i = 0; i < standings.size(); ++i)
        standings[i].rank = i > 0 && standings[i].score == standings[i - 1].score ? standings[i - 1].rank : int(i) + 1;
    return standings;
}

} // namespace kibitz
