#include "games/rokkaku/rokkakutimeline.h"

#include "games/rokkaku/rokkakureplayer.h"

#include <algorithm>

namespace kibitz {

std::array<int, 4> RokkakuTimeline::Game::ownedAt(int turn) const
{
    if (owned.empty())
        return {};
    return owned[std::size_t(std::clamp(turn, 0, int(owned.size()) - 1))];
}

QString RokkakuTimeline::teamName(int team) const
{
    if (team >= 0 && team < m_teamNames.size())
        return m_teamNames[team];
    return tr("Team %1").arg(team);
}

void RokkakuTimeline::replayGame(const GameRecord &record, Game &game) const
{
    game.owned.assign(1, std::array<int, 4>{});
    game.turns = 0;
    game.occupation = false;
    game.problem.clear();
    game.problemTurn = -1;
    std::unique_ptr<RokkakuReplayer> replayer = RokkakuReplayer::forGame(record);
    if (!replayer) {
        game.teams = {-1, -1, -1, -1};
        return;
    }
    RokkakuPosition position = replayer->position();
    game.owned.front() = position.ownedCounts(); // each samurai's starting hexel
    game.width = position.width();
    game.height = position.height();
    const GameTree &tree = record.tree;
    if (const auto setup = decodeRokkakuSetup(tree.moveData(tree.root()))) {
        game.teams = setup->teams;
        game.maxTurns = setup->maxTurns;
    }
    NodeId last = tree.root();
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        ++game.turns;
        last = id;
        if (game.problemTurn >= 0)
            continue;
        if (const auto problem = position.applyMove(tree.moveTag(id), tree.moveData(id))) {
            game.problem = problem->message;
            game.problemTurn = game.turns;
            continue;
        }
        game.owned.push_back(position.ownedCounts());
    }
    if (last != tree.root()) {
        const auto turn = decodeRokkakuTurn(tree.moveData(last));
        game.occupation = turn && !turn->occupations.empty();
    }
}

void RokkakuTimeline::build(const Collection &collection)
{
    m_teamNames.clear();
    m_results.clear();
    m_rounds = 0;
    m_gamesPerRound = 0;
    if (collection.tournament) {
        m_teamNames = collection.tournament->teams;
        m_rounds = collection.tournament->rounds;
        m_gamesPerRound = collection.tournament->gamesPerRound;
        m_results = collection.tournament->results;
    }
    m_games.assign(collection.games.size(), Game());
    if (m_gamesPerRound <= 0)
        m_gamesPerRound = std::max<int>(1, int(collection.games.size()));
    for (std::size_t g = 0; g < collection.games.size(); ++g) {
        Game &game = m_games[g];
        game.round = int(g) / m_gamesPerRound;
        game.indexInRound = int(g) % m_gamesPerRound;
        replayGame(collection.games[g], game);
    }
    sum();
}

void RokkakuTimeline::rebuildGame(const Collection &collection, int game)
{
    if (game < 0 || game >= int(m_games.size()) || game >= int(collection.games.size()))
        return;
    replayGame(collection.games[std::size_t(game)], m_games[std::size_t(game)]);
    sum();
}

void RokkakuTimeline::addGame(const Game &game, const std::array<int, 4> &owned, std::vector<RokkakuStanding> &totals)
{
    if (!game.hasSetup())
        return;
    const RokkakuGameScore score = rokkakuGameScore(owned);
    for (std::size_t i = 0; i < 4; ++i) {
        const int team = game.teams[i];
        if (team < 0 || std::size_t(team) >= totals.size())
            continue;
        RokkakuStanding &t = totals[std::size_t(team)];
        t.score += score.points[i];
        t.ratioSum += score.ratio[i];
        t.areaSum += score.area[i];
    }
}

void RokkakuTimeline::sum()
{
    const std::size_t teams = std::size_t(teamCount());
    m_before.assign((m_games.size() + 1) * teams, RokkakuStanding());
    for (std::size_t t = 0; t < teams; ++t)
        m_before[t].team = int(t);
    for (std::size_t g = 0; g < m_games.size(); ++g) {
        std::vector<RokkakuStanding> totals(m_before.begin() + std::ptrdiff_t(g * teams),
                                            m_before.begin() + std::ptrdiff_t((g + 1) * teams));
        addGame(m_games[g], m_games[g].final(), totals);
        std::copy(totals.begin(), totals.end(), m_before.begin() + std::ptrdiff_t((g + 1) * teams));
    }
}

std::vector<RokkakuStanding> RokkakuTimeline::totalsAt(int game, int turn) const
{
    const std::size_t teams = std::size_t(teamCount());
    game = std::clamp(game, 0, gameCount());
    std::vector<RokkakuStanding> totals(m_before.begin() + std::ptrdiff_t(std::size_t(game) * teams),
                                        m_before.begin() + std::ptrdiff_t(std::size_t(game + 1) * teams));
    if (game < gameCount() && m_games[std::size_t(game)].finishedAt(turn))
        addGame(m_games[std::size_t(game)], m_games[std::size_t(game)].ownedAt(turn), totals);
    return totals;
}

std::array<int, 4> RokkakuTimeline::projectedPointsAt(int game, int turn) const
{
    if (game < 0 || game >= gameCount() || !m_games[std::size_t(game)].hasSetup())
        return {};
    return rokkakuGameScore(m_games[std::size_t(game)].ownedAt(turn)).points;
}

std::vector<qint64> RokkakuTimeline::scoresAt(int game, int turn) const
{
    std::vector<qint64> scores;
    for (const RokkakuStanding &s : totalsAt(game, turn))
        scores.push_back(s.score);
    return scores;
}

std::vector<RokkakuStanding> RokkakuTimeline::rank(std::vector<RokkakuStanding> standings)
{
    std::stable_sort(standings.begin(), standings.end(), rokkakuAhead);
    for (std::size_t i = 0; i < standings.size(); ++i)
        standings[i].rank = i > 0 && !rokkakuAhead(standings[i - 1], standings[i]) ? standings[i - 1].rank : int(i) + 1;
    return standings;
}

std::vector<RokkakuStanding> RokkakuTimeline::standingsAt(int game, int turn) const
{
    return rank(totalsAt(game, turn));
}

std::vector<RokkakuStanding> RokkakuTimeline::finalStandings() const
{
    return rank(totalsAt(gameCount(), 0));
}

std::vector<RokkakuTimeline::ResultCheck> RokkakuTimeline::checkResults() const
{
    std::vector<ResultCheck> checks;
    const std::vector<RokkakuStanding> standings = finalStandings();
    std::vector<const RokkakuStanding *> byTeam(std::size_t(teamCount()), nullptr);
    for (const RokkakuStanding &s : standings)
        byTeam[std::size_t(s.team)] = &s;
    for (const TournamentInfo::Result &written : m_results) {
        ResultCheck check;
        check.written = written;
        if (written.team < 0 || written.team >= teamCount()) {
            check.knownTeam = false;
        } else {
            const RokkakuStanding &s = *byTeam[std::size_t(written.team)];
            check.recomputedRank = s.rank;
            check.recomputedScore = s.score;
            check.scoreDiffers = s.score != written.score;
            check.rankDiffers = written.rank != 0 && s.rank != written.rank;
        }
        checks.push_back(check);
    }
    return checks;
}

int RokkakuTimeline::disagreements() const
{
    const std::vector<ResultCheck> checks = checkResults();
    return int(std::count_if(checks.begin(), checks.end(), [](const ResultCheck &c) { return c.disagrees(); }));
}

} // namespace kibitz
