#include "clirokkaku.h"

#include "clicommon.h"

#include "formats/rokkaku/rokkakucomments.h"
#include "formats/rokkaku/rokkakulog.h"
#include "games/rokkaku/rokkakureferee.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QTextStream>

namespace kibitz {

int checkRokkakuLog(const QString &path, const FileLoad &file)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const Collection &c = *file.result.collection;
    int problems = 0;
    constexpr int kMaxReported = 100;
    auto where = [&](qint64 offset) { return describeOffset(file.format, file.content, std::max<qint64>(offset, 0)); };
    auto report = [&](qint64 offset, const QString &message) {
        if (++problems <= kMaxReported)
            err << path << ":" << where(offset) << ": " << cli::printable(message) << "\n";
    };
    auto warn = [&](qint64 offset, const QString &message) {
        err << path << ":" << where(offset) << ": warning: " << cli::printable(message) << "\n";
    };
    // The offset of the item-th number of the record a node starts.
    auto place = [&](const GameRecord &g, NodeId node, int item) -> qint64 {
        const qint64 start = node < g.nodeOffsets.size() ? g.nodeOffsets[node] : -1;
        if (start < 0)
            return 0;
        const qint64 at = rokkaku::numberOffset(file.content, start, std::max(item, 0));
        return at < 0 ? start : at;
    };

    // Where each record starts, with the areas after it when the game was
    // judged that far: the `Current Area Sizes` comments are matched to the
    // record before them.
    struct Mark {
        qint64 offset;
        std::optional<std::array<int, RokkakuTeams>> areas;
    };
    std::vector<Mark> marks;
    std::vector<qint64> gameStarts;
    std::vector<std::optional<std::array<int, RokkakuTeams>>> finalAreas;
    bool teamsWarned = false;
    std::size_t turns = 0;
    int number = 0;
    for (const GameRecord &g : c.games) {
        ++number;
        const GameTree &tree = g.tree;
        gameStarts.push_back(place(g, tree.root(), 0));
        marks.push_back({gameStarts.back(), std::nullopt});
        finalAreas.emplace_back();
        const auto setup = decodeRokkakuSetup(tree.moveData(tree.root()));
        if (!setup) {
            report(place(g, tree.root(), 0), QStringLiteral("game %1: not a Rokkaku game").arg(number));
            continue;
        }
        if (const auto problem = RokkakuPosition::checkSetup(*setup)) {
            report(place(g, tree.root(), problem->item),
                   QStringLiteral("game %1: %2").arg(number).arg(problem->message));
            continue;
        }
        // First the record's own consistency (every turn), then the rules.
        RokkakuPosition position(*setup);
        bool consistent = true;
        int turn = 0;
        for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
            ++turn;
            ++turns;
            if (const auto problem = position.applyMove(tree.moveTag(id), tree.moveData(id))) {
                report(place(g, id, problem->item),
                       QStringLiteral("game %1, turn %2: %3").arg(number).arg(turn).arg(problem->message));
                consistent = false;
                break; // nothing after an inconsistent turn can be judged
            }
        }
        if (!consistent)
            continue;
        if (const auto problem = RokkakuReferee::checkSetup(*setup)) {
            report(place(g, tree.root(), problem->item),
                   QStringLiteral("game %1: %2").arg(number).arg(problem->message));
            continue;
        }
        RokkakuReferee referee(*setup);
        bool lawful = true;
        turn = 0;
        NodeId last = tree.root();
        std::optional<RokkakuTurn> lastTurn;
        for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
            ++turn;
            marks.push_back({place(g, id, 0), std::nullopt});
            const std::optional<RokkakuTurn> record = decodeRokkakuTurn(tree.moveData(id));
            if (!record)
                break; // the consistency check has reported it
            if (!teamsWarned) {
                if (const int item = RokkakuReferee::firstGroupTeamItem(*record); item >= 0) {
                    teamsWarned = true;
                    warn(place(g, id, item),
                         QStringLiteral(
                             "sieges and continental occupations name their team before their size, as the official "
                             "SamurAI 2013 runtime writes them (the spec names none); read as that dialect"));
                }
            }
            if (const auto problem = referee.playTurn(*record)) {
                report(place(g, id, problem->item),
                       QStringLiteral("game %1, turn %2: %3").arg(number).arg(turn).arg(problem->message));
                lawful = false;
                break;
            }
            marks.back().areas = referee.areas();
            last = id;
            lastTurn = record;
        }
        if (!lawful)
            continue;
        if (!referee.gameOver() && referee.turns() < setup->maxTurns) {
            // The 0 that ends the game follows its last record.
            const int item = lastTurn ? RokkakuReferee::recordNumbers(*lastTurn)
                                      : 8 + 2 * int(setup->gates.size()) + 2 * RokkakuAgents;
            report(place(g, last, item),
                   QStringLiteral("game %1 ends after %2 of its %3 turns without a continental occupation "
                                  "by a leading team; the runtime plays on")
                       .arg(number)
                       .arg(referee.turns())
                       .arg(setup->maxTurns));
            continue;
        }
        finalAreas.back() = referee.areas();
    }

    // The results the runtime writes as comments, against the games.
    const std::vector<rokkaku::ResultComment> comments
        = rokkaku::resultComments(file.content, gameStarts.empty() ? file.content.size() : gameStarts.front());
    std::vector<RokkakuStanding> totals; // by team, after the games so far
    const int teamCount = c.tournament ? int(c.tournament->teams.size()) : 0;
    totals.reserve(teamCount);
    for (int t = 0; t < teamCount; ++t)
        totals.push_back({0, t, 0, 0, 0});
    std::size_t scored = 0; // games added to totals
    bool scoresKnown = true; // every game added was judged
    // The game a comment follows: the last one starting before it.
    auto gameBefore = [&](qint64 offset) -> int {
        const auto it = std::upper_bound(gameStarts.begin(), gameStarts.end(), offset);
        return int(it - gameStarts.begin()) - 1;
    };
    auto scoreThrough = [&](int game) {
        while (int(scored) <= game) {
            const auto &areas = finalAreas[scored];
            if (!areas) {
                scoresKnown = false;
            } else {
                const RokkakuGameScore score = rokkakuGameScore(*areas);
                const std::vector<int> gameTeams = rokkakuGameTeams(c.games[scored]);
                for (std::size_t i = 0; i < gameTeams.size() && i < 4; ++i) {
                    RokkakuStanding &s = totals[std::size_t(gameTeams[i])];
                    s.score += score.points[i];
                    s.ratioSum += score.ratio[i];
                    s.areaSum += score.area[i];
                }
            }
            ++scored;
        }
    };
    auto differs = [&](const rokkaku::ResultComment &comment, std::size_t i, qint64 value, const QString &what) {
        if (comment.values[i] == value)
            return false;
        report(comment.offsets[i],
               QStringLiteral("the comment says %1 %2; the games give %3").arg(what).arg(comment.values[i]).arg(value));
        return true;
    };
    const rokkaku::ResultComment *previousRanking = nullptr;
    for (const rokkaku::ResultComment &comment : comments) {
        const qint64 at = comment.offsets.front();
        const int game = gameBefore(at);
        if (game < 0)
            continue;
        if (comment.kind == rokkaku::ResultComment::Kind::Areas) {
            const auto mark = std::upper_bound(marks.begin(), marks.end(), at,
                                               [](qint64 o, const Mark &m) { return o < m.offset; });
            if (mark == marks.begin() || !(mark - 1)->areas)
                continue;
            const std::array<int, RokkakuTeams> &areas = *(mark - 1)->areas;
            for (std::size_t t = 0; t < 4; ++t) {
                if (differs(comment, t, areas[t], QStringLiteral("team %1 owns").arg(t)))
                    break;
            }
            continue;
        }
        scoreThrough(game);
        if (!scoresKnown)
            continue;
        const int team = int(comment.values[1]);
        if (team < 0 || team >= teamCount) {
            report(comment.offsets[1], QStringLiteral("the comment names team %1, which does not exist").arg(team));
            continue;
        }
        const RokkakuStanding &total = totals[std::size_t(team)];
        if (comment.kind == rokkaku::ResultComment::Kind::GameScore) {
            previousRanking = nullptr;
            const std::vector<int> gameTeams = rokkakuGameTeams(c.games[std::size_t(game)]);
            const auto slot = std::find(gameTeams.begin(), gameTeams.end(), team);
            if (slot == gameTeams.end()) {
                report(comment.offsets[1],
                       QStringLiteral("the comment gives a score of game %1 to team %2, which does not play in it")
                           .arg(game + 1)
                           .arg(team));
                continue;
            }
            const std::size_t i = std::size_t(slot - gameTeams.begin());
            const RokkakuGameScore score = rokkakuGameScore(*finalAreas[std::size_t(game)]);
            std::array<int, 4> sorted = score.area;
            std::sort(sorted.begin(), sorted.end(), std::greater<int>());
            const qint64 rank = comment.values[0];
            if (rank >= 0 && rank < 4 && sorted[std::size_t(rank)] != score.area[i]) {
                report(comment.offsets[0],
                       QStringLiteral("the comment ranks team %1 %2 in game %3; its area %4 ranks it %5")
                           .arg(team)
                           .arg(rank)
                           .arg(game + 1)
                           .arg(score.area[i])
                           .arg(std::find(sorted.begin(), sorted.end(), score.area[i]) - sorted.begin()));
                continue;
            }
            differs(comment, 2, score.area[i], QStringLiteral("an area of"))
                || differs(comment, 3, score.points[i], QStringLiteral("points"))
                || differs(comment, 4, total.score, QStringLiteral("total points"))
                || differs(comment, 5, total.ratioSum, QStringLiteral("a ratio sum of"))
                || differs(comment, 6, total.areaSum, QStringLiteral("an area sum of"));
            continue;
        }
        // A ranking: after a whole round, in the order of compareScores.
        const int perRound = c.tournament ? c.tournament->gamesPerRound : 1;
        if ((game + 1) % perRound != 0 || comment.round != (game + 1) / perRound - 1) {
            report(at, QStringLiteral(
                           "the comment gives the ranking after round %1, but follows game %2 (%3 games a round)")
                           .arg(comment.round)
                           .arg(game + 1)
                           .arg(perRound));
            continue;
        }
        if (differs(comment, 2, total.score, QStringLiteral("total points"))
            || differs(comment, 3, total.ratioSum, QStringLiteral("a ratio sum of"))
            || differs(comment, 4, total.areaSum, QStringLiteral("an area sum of")))
            continue;
        if (previousRanking && previousRanking->values.size() == comment.values.size()) {
            const RokkakuStanding &before = totals[std::size_t(previousRanking->values[1])];
            if (rokkakuAhead(total, before))
                report(comment.offsets[0], QStringLiteral("the comment ranks team %1 after team %2, which is behind it")
                                               .arg(team)
                                               .arg(before.team));
        }
        previousRanking = &comment;
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
                report(r.offset,
                       QStringLiteral("final results: team %1 (%2) has %3 points in the log, %4 from the games")
                           .arg(r.team)
                           .arg(c.tournament->teams[r.team])
                           .arg(r.score)
                           .arg(s.score));
            else if (r.rank > 0 && r.rank != s.rank)
                report(r.offset,
                       QStringLiteral("final results: team %1 (%2) is ranked %3 in the log, %4 from the games")
                           .arg(r.team)
                           .arg(c.tournament->teams[r.team])
                           .arg(r.rank)
                           .arg(s.rank));
        }
    }

    if (c.tournament && c.tournament->results.empty() && !c.games.empty())
        warn(file.content.size(),
             QStringLiteral("the log has no final results; the official SamurAI 2013 runtime writes "
                            "them only as comments (Kibitz computes them from the games)"));
    if (problems > kMaxReported)
        err << path << ": " << (problems - kMaxReported) << " more problems not shown\n";
    if (problems > 0)
        return 1;
    out << path << ": OK, " << c.games.size() << (c.games.size() == 1 ? " game, " : " games, ") << turns
        << (turns == 1 ? " turn" : " turns") << " checked\n";
    return 0;
}

} // namespace kibitz
