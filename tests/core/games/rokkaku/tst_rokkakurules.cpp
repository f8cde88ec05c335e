// Rokkaku Conquest by the official SamurAI 2013 runtime's rules: its logs
// (corpus/real/rokkaku and tests/data/rokkaku/official-*) replay under
// RokkakuReferee, give the areas, game scores and rankings the runtime wrote
// as comments and that this test computes on its own, and give the same
// standings with every comment stripped; the referee's own decisions.

#include "formats/registry.h"
#include "formats/rokkaku/rokkakucomments.h"
#include "formats/rokkaku/rokkakulog.h"
#include "games/rokkaku/rokkakureferee.h"
#include "games/rokkaku/rokkakutournament.h"
#include "testfiles.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>

using namespace kibitz;
using test::readFile;

namespace {

QString logPath(const QString &name)
{
    if (name.startsWith(u"corpus/"))
        return QStringLiteral(KIBITZ_SHARED_DIR "/") + name;
    return QStringLiteral(KIBITZ_TEST_DATA "/rokkaku/") + name;
}

QByteArray withoutComments(const QByteArray &log)
{
    QList<QByteArray> lines = log.split('\n');
    for (QByteArray &line : lines) {
        const qsizetype at = line.indexOf("//");
        if (at >= 0)
            line.truncate(at);
    }
    return lines.join('\n');
}

// Game points computed apart from the library: tied teams share the average
// of the points (6, 4, 2, 0) of the places they take together.
int expectedPoints(const std::array<int, 4> &areas, int team)
{
    const int places[4] = {6, 4, 2, 0};
    int ahead = 0, tied = 0;
    for (int a : areas) {
        ahead += a > areas[std::size_t(team)];
        tied += a == areas[std::size_t(team)];
    }
    int sum = 0;
    for (int k = ahead; k < ahead + tied; ++k)
        sum += places[k];
    return sum / tied;
}

using Areas = std::array<int, 4>;

struct Totals {
    qint64 points = 0, ratio = 0, area = 0;
};

} // namespace

class TestRokkakuRules : public QObject {
    Q_OBJECT
private slots:
    void officialLogs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("games");
        QTest::newRow("corpus, four teams") << "corpus/real/rokkaku/official-four-1x500-29x23.log" << 1;
        QTest::newRow("corpus, eight teams") << "corpus/real/rokkaku/official-mixed8-4x200-21x19.log" << 8;
        QTest::newRow("four, 13x11") << "official-four-1x80-13x11.log" << 1;
        QTest::newRow("four, syzygy") << "official-four-1x120-15x13.log" << 1;
        QTest::newRow("greedy, 9x7") << "official-greedy-1x300-9x7.log" << 1;
        QTest::newRow("eight, two rounds") << "official-eight-2x40-11x9.log" << 4;
    }
    void officialLogs()
    {
        QFETCH(QString, file);
        QFETCH(int, games);
        const QString path = logPath(file);
        if (file.startsWith(u"corpus/") && !QFile::exists(path))
            QSKIP("../shared/corpus is not beside the checkout");
        const QByteArray log = readFile(path);
        ReadOptions options;
        options.recordLocations = true;
        const LoadResult r = rokkaku::read(log, options);
        QVERIFY2(r.ok(), qPrintable(r.error.location() + u' ' + r.error.message));
        const Collection &c = *r.collection;
        QCOMPARE(int(c.games.size()), games);

        // The areas the runtime wrote after every turn, in log order.
        std::vector<std::array<qint64, 4>> writtenAreas;
        std::vector<std::vector<qint64>> gameScores, rankings;
        for (const rokkaku::ResultComment &comment : rokkaku::resultComments(log)) {
            if (comment.kind == rokkaku::ResultComment::Kind::Areas)
                writtenAreas.push_back({comment.values[0], comment.values[1], comment.values[2], comment.values[3]});
            else if (comment.kind == rokkaku::ResultComment::Kind::GameScore)
                gameScores.push_back(comment.values);
            else
                rankings.push_back(comment.values);
        }
        QCOMPARE(gameScores.size(), std::size_t(4 * games));

        std::size_t areaComment = 0;
        std::vector<Totals> totals(c.tournament->teams.size());
        bool sawTeams = false;
        for (std::size_t g = 0; g < c.games.size(); ++g) {
            const GameRecord &game = c.games[g];
            const auto setup = decodeRokkakuSetup(game.tree.moveData(0));
            QVERIFY(setup);
            QVERIFY(!RokkakuReferee::checkSetup(*setup));
            RokkakuReferee referee(*setup);
            int turn = 0;
            for (NodeId id = game.tree.mainChild(0); id != NoNode; id = game.tree.mainChild(id)) {
                ++turn;
                const auto record = decodeRokkakuTurn(game.tree.moveData(id));
                QVERIFY(record);
                sawTeams = sawTeams || !record->siegeTeams.empty() || !record->occupationTeams.empty();
                const auto problem = referee.playTurn(*record);
                QVERIFY2(!problem, qPrintable(QStringLiteral("game %1, turn %2: %3")
                                                  .arg(g + 1)
                                                  .arg(turn)
                                                  .arg(problem ? problem->message : QString())));
                const std::array<int, 4> areas = referee.areas();
                QVERIFY(areaComment < writtenAreas.size());
                for (std::size_t t = 0; t < 4; ++t)
                    QCOMPARE(qint64(areas[t]), writtenAreas[areaComment][t]);
                ++areaComment;
            }
            QVERIFY(referee.gameOver() || referee.turns() == setup->maxTurns);
            const std::array<int, 4> areas = referee.areas();
            QCOMPARE(rokkakuFinalOwned(game), areas);

            // The game's scores: the library's, this test's and the runtime's.
            const RokkakuGameScore score = rokkakuGameScore(areas);
            const int owned = areas[0] + areas[1] + areas[2] + areas[3];
            for (std::size_t t = 0; t < 4; ++t) {
                QCOMPARE(score.points[t], expectedPoints(areas, int(t)));
                QCOMPARE(qint64(score.ratio[t]), qint64(1000000) * areas[t] / owned);
                Totals &total = totals[std::size_t(setup->teams[t])];
                total.points += score.points[t];
                total.ratio += score.ratio[t];
                total.area += areas[t];
            }
            for (std::size_t line = 4 * g; line < 4 * g + 4; ++line) {
                const std::vector<qint64> &v = gameScores[line];
                const auto slot = std::find(setup->teams.begin(), setup->teams.end(), int(v[1])) - setup->teams.begin();
                QVERIFY(slot < 4);
                QCOMPARE(v[2], qint64(areas[std::size_t(slot)]));
                QCOMPARE(v[3], qint64(score.points[std::size_t(slot)]));
                const Totals &total = totals[std::size_t(v[1])];
                QCOMPARE(v[4], total.points);
                QCOMPARE(v[5], total.ratio);
                QCOMPARE(v[6], total.area);
            }
        }
        QCOMPARE(areaComment, writtenAreas.size());
        QVERIFY(sawTeams); // every one of these logs has a siege or an occupation

        // The standings: the last ranking the runtime wrote, in its order.
        const std::vector<RokkakuStanding> standings = rokkakuStandings(c);
        const std::size_t teams = c.tournament->teams.size();
        QCOMPARE(rankings.size(), teams * std::size_t(c.tournament->rounds));
        for (std::size_t i = 0; i < teams; ++i) {
            const std::vector<qint64> &v = rankings[rankings.size() - teams + i];
            const RokkakuStanding &s = standings[i];
            const Totals &total = totals[std::size_t(s.team)];
            QCOMPARE(s.score, total.points);
            QCOMPARE(s.ratioSum, total.ratio);
            QCOMPARE(s.areaSum, total.area);
            // Teams equal on all three may come in either order.
            const auto written = std::find_if(standings.begin(), standings.end(),
                                              [&](const RokkakuStanding &x) { return x.team == v[1]; });
            QCOMPARE(written->rank, s.rank);
            QCOMPARE(v[2], written->score);
            QCOMPARE(v[3], written->ratioSum);
            QCOMPARE(v[4], written->areaSum);
        }

        // Without a single comment: the same games, the same standings.
        const QByteArray stripped = withoutComments(log);
        QVERIFY(!stripped.contains("//"));
        const LoadResult bare = rokkaku::read(stripped);
        QVERIFY2(bare.ok(), qPrintable(bare.error.location() + u' ' + bare.error.message));
        QCOMPARE(rokkakuStandings(*bare.collection), standings);
        for (std::size_t g = 0; g < c.games.size(); ++g) {
            QCOMPARE(rokkakuFinalOwned(bare.collection->games[g]), rokkakuFinalOwned(c.games[g]));
            QCOMPARE(bare.collection->games[g].tree.mainLine().size(), c.games[g].tree.mainLine().size());
        }

        // An unedited log is written back byte for byte.
        const SaveResult saved = rokkaku::write(c);
        QVERIFY(saved.ok());
        QCOMPARE(saved.data, log);

        // Without the kept text the writer writes the spec's form: no team
        // before a siege or an occupation, the same games and standings.
        Collection edited = c;
        edited.tournament->raw.clear();
        for (GameRecord &g : edited.games) {
            g.header.clear();
            g.headerFormat.clear();
        }
        const SaveResult spec = rokkaku::write(edited);
        QVERIFY(spec.ok());
        QVERIFY(!spec.data.contains("//"));
        const LoadResult again = rokkaku::read(spec.data);
        QVERIFY2(again.ok(), qPrintable(again.error.location() + u' ' + again.error.message));
        QCOMPARE(rokkakuStandings(*again.collection), standings);
        for (std::size_t g = 0; g < c.games.size(); ++g) {
            const std::vector<NodeId> a = c.games[g].tree.mainLine(), b = again.collection->games[g].tree.mainLine();
            QCOMPARE(b.size(), a.size());
            RokkakuReferee referee(*decodeRokkakuSetup(again.collection->games[g].tree.moveData(0)));
            for (std::size_t k = 1; k < a.size(); ++k) {
                auto original = decodeRokkakuTurn(c.games[g].tree.moveData(a[k]));
                const auto written = decodeRokkakuTurn(again.collection->games[g].tree.moveData(b[k]));
                QVERIFY(written && written->siegeTeams.empty() && written->occupationTeams.empty());
                original->siegeTeams.clear();
                original->occupationTeams.clear();
                QCOMPARE(*written, *original);
                QVERIFY(!referee.playTurn(*written));
            }
        }
    }

    void gamePoints_data()
    {
        QTest::addColumn<Areas>("areas");
        QTest::addColumn<Areas>("points");
        QTest::newRow("all apart") << Areas{10, 40, 20, 30} << Areas{0, 6, 2, 4};
        QTest::newRow("first two tied") << Areas{40, 40, 20, 30} << Areas{5, 5, 0, 2};
        QTest::newRow("middle tied") << Areas{40, 30, 30, 10} << Areas{6, 3, 3, 0};
        QTest::newRow("last two tied") << Areas{40, 30, 10, 10} << Areas{6, 4, 1, 1};
        QTest::newRow("two pairs") << Areas{40, 10, 40, 10} << Areas{5, 1, 5, 1};
        QTest::newRow("last three tied") << Areas{40, 10, 10, 10} << Areas{6, 2, 2, 2};
        QTest::newRow("first three tied") << Areas{40, 40, 10, 40} << Areas{4, 4, 0, 4};
        QTest::newRow("all tied") << Areas{7, 7, 7, 7} << Areas{3, 3, 3, 3};
    }
    void gamePoints()
    {
        QFETCH(Areas, areas);
        QFETCH(Areas, points);
        const RokkakuGameScore score = rokkakuGameScore(areas);
        QCOMPARE(score.points, points);
        for (int t = 0; t < 4; ++t)
            QCOMPARE(score.points[std::size_t(t)], expectedPoints(areas, t));
        QCOMPARE(rokkakuGameScore({1, 1, 1, 0}).ratio, (std::array<int, 4>{333333, 333333, 333333, 0}));
    }

    void standingsOrder()
    {
        // compareScores: points, then ratio sum, then area sum; teams equal
        // on all three share a rank.
        const RokkakuStanding a{0, 0, 10, 500, 90}, b{0, 1, 10, 500, 80}, c{0, 2, 10, 600, 10}, d{0, 3, 10, 500, 90};
        QVERIFY(rokkakuAhead(c, a));
        QVERIFY(rokkakuAhead(a, b));
        QVERIFY(!rokkakuAhead(a, d));
        QVERIFY(!rokkakuAhead(d, a));
    }

    void field()
    {
        // 7x5: even rows hold 6 hexels, odd rows 7; gates join (2,0)-(2,4)
        // and (0,1)-(6,1).
        RokkakuSetup setup;
        setup.width = 7;
        setup.height = 5;
        setup.maxTurns = 10;
        setup.gates = {{2, 0}, {2, 4}, {0, 1}, {6, 1}};
        const Hexel places[RokkakuAgents] = {{0, 2}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}, {0, 3}, {1, 3},
                                             {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {1, 4}, {3, 4}, {5, 4}};
        std::copy(std::begin(places), std::end(places), setup.agents.begin());
        QVERIFY(!RokkakuReferee::checkSetup(setup));
        const RokkakuReferee r(setup);
        QVERIFY(r.exists({5, 0}));
        QVERIFY(!r.exists({6, 0}));
        QVERIFY(r.exists({6, 1}));
        // Even row: up-left is straight above; odd row: up-left is one column left.
        QCOMPARE(r.neighbour({3, 2}, 0), std::optional<Hexel>(Hexel{3, 1}));
        QCOMPARE(r.neighbour({3, 2}, 1), std::optional<Hexel>(Hexel{4, 1}));
        QCOMPARE(r.neighbour({3, 1}, 0), std::optional<Hexel>(Hexel{2, 0}));
        QCOMPARE(r.neighbour({3, 1}, 4), std::optional<Hexel>(Hexel{2, 2}));
        QCOMPARE(r.neighbour({6, 1}, 1), std::nullopt);
        QCOMPARE(r.step({2, 0}, 0), std::optional<Hexel>(Hexel{2, 4}));
        QCOMPARE(r.step({2, 4}, 3), std::optional<Hexel>(Hexel{2, 0}));
        QCOMPARE(r.step({0, 1}, 5), std::optional<Hexel>(Hexel{6, 1}));
        QCOMPARE(r.step({6, 1}, 2), std::optional<Hexel>(Hexel{0, 1}));
        QCOMPARE(r.step({3, 0}, 0), std::nullopt); // no gate there
        // Samurai own their starting hexels.
        QCOMPARE(r.areas(), (std::array<int, 4>{3, 3, 3, 3}));
        QCOMPARE(r.owner({1, 2}), 0);
        QCOMPARE(r.owner({0, 2}), -1); // a dog's

        RokkakuSetup unpaired = setup;
        unpaired.gates = {{2, 0}, {3, 4}};
        const auto problem = RokkakuReferee::checkSetup(unpaired);
        QVERIFY(problem);
        QCOMPARE(problem->item, 8);
        RokkakuSetup missing = setup;
        missing.agents[5] = {6, 2};
        QVERIFY(RokkakuReferee::checkSetup(missing));
    }

    void decisions()
    {
        // decideTurn against playTurn: what the referee writes it accepts,
        // and the runtime's refusals freeze the agent.
        RokkakuSetup setup;
        setup.width = 9;
        setup.height = 7;
        setup.maxTurns = 5;
        setup.gates = {{1, 0}, {1, 6}, {6, 0}, {6, 6}};
        const Hexel places[RokkakuAgents] = {{1, 1}, {1, 2}, {3, 2}, {5, 2}, {7, 1}, {6, 1}, {5, 1}, {4, 1},
                                             {1, 5}, {0, 4}, {1, 4}, {2, 4}, {7, 5}, {6, 5}, {5, 5}, {4, 5}};
        std::copy(std::begin(places), std::end(places), setup.agents.begin());
        QVERIFY(!RokkakuReferee::checkSetup(setup));
        RokkakuReferee decider(setup);
        RokkakuReferee judge(setup);
        std::array<int, RokkakuAgents> tries;
        tries.fill(-1);
        tries[1] = 4; // team 0 samurai 1: 1,2 -> 1,3
        tries[2] = 2; // 3,2 -> 4,2
        tries[3] = 5; // 5,2 -> 4,2: the same hexel, both frozen
        tries[5] = 5; // 6,1 -> 5,1, occupied: frozen
        tries[9] = 0; // team 2 samurai 1: 0,4 -> 0,3, the only move made
        tries[10] = 0; // 1,4 -> 1,3: taken by the move of agent 1 too: both frozen
        tries[0] = 7; // not a direction: frozen
        const RokkakuTurn turn = decider.decideTurn(tries);
        QVERIFY2(!judge.playTurn(turn), "the referee refuses what it decided");
        std::vector<std::pair<int, int>> frozen;
        for (const RokkakuAgentId &a : turn.frozen)
            frozen.push_back({a.team, a.agent});
        QCOMPARE(frozen, (std::vector<std::pair<int, int>>{{0, 0}, {1, 1}, {0, 1}, {0, 2}, {0, 3}, {2, 2}}));
        QCOMPARE(turn.moves.size(), std::size_t(1));
        QCOMPARE(turn.moves[0].from, (Hexel{0, 4}));
        QVERIFY(decider.isFrozen(1));
        // A frozen agent that tries to move stays frozen; staying melts it.
        tries.fill(-1);
        tries[2] = 2;
        const RokkakuTurn second = decider.decideTurn(tries);
        QVERIFY(!judge.playTurn(second));
        QCOMPARE(second.frozen.size(), std::size_t(1));
        QVERIFY(!decider.isFrozen(1));
        QVERIFY(decider.isFrozen(2));

        // What the runtime would not write is refused, at its number.
        RokkakuTurn jump = second;
        jump.frozen.clear();
        jump.moves = {{{3, 2}, {3, 4}}};
        RokkakuReferee copy = judge;
        auto p = copy.playTurn(jump);
        QVERIFY(p);
        QCOMPARE(p->item, 2); // the agent was frozen by the previous turn
        RokkakuTurn far;
        far.moves = {{{1, 1}, {3, 3}}};
        p = copy.playTurn(far);
        QVERIFY(p);
        QCOMPARE(p->item, 4);
        QVERIFY(p->message.contains(u"not one step away"));
        RokkakuTurn early;
        early.syzygies = {{{1, 1}, {1, 2}, {1, 5}, {1, 4}}};
        p = copy.playTurn(early);
        QVERIFY(p);
        QCOMPARE(p->item, 2);
        QVERIFY(p->message.contains(u"no syzygy"));
    }

    void realFormDetection()
    {
        // The runtime's `<team> <size>` before a siege's hexels, and the spec's
        // `<size>`: each read as written, the team kept in the model.
        const QString path = logPath(QStringLiteral("official-four-1x80-13x11.log"));
        const QByteArray log = readFile(path);
        const LoadResult r = rokkaku::read(log);
        QVERIFY(r.ok());
        int sieges = 0;
        for (NodeId id : r.collection->games[0].tree.mainLine()) {
            if (id == 0)
                continue;
            const auto turn = decodeRokkakuTurn(r.collection->games[0].tree.moveData(id));
            QVERIFY(turn);
            QCOMPARE(turn->siegeTeams.size(), turn->sieges.empty() ? std::size_t(0) : turn->sieges.size());
            sieges += int(turn->sieges.size());
        }
        QVERIFY(sieges > 0);
        // The same log in the spec's form: every team before a size dropped.
        QByteArray spec;
        const QRegularExpression team(QStringLiteral("^\\d+ (\\d+ // (Sieged team|Team and size).*)$"));
        for (const QByteArray &line : log.split('\n')) {
            const QRegularExpressionMatch m = team.match(QString::fromUtf8(line));
            spec += m.hasMatch() ? m.captured(1).toUtf8() : line;
            spec += '\n';
        }
        spec.chop(1);
        const LoadResult s = rokkaku::read(spec);
        QVERIFY2(s.ok(), qPrintable(s.error.location() + u' ' + s.error.message));
        QCOMPARE(rokkakuStandings(*s.collection), rokkakuStandings(*r.collection));
        QCOMPARE(rokkakuFinalOwned(s.collection->games[0]), rokkakuFinalOwned(r.collection->games[0]));
    }
};

QTEST_GUILESS_MAIN(TestRokkakuRules)
#include "tst_rokkakurules.moc"
