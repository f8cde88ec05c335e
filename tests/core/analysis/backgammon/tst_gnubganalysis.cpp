// GNU Backgammon's analysis as Kibitz reads it from the kept SGF properties
// (core/analysis/backgammon/gnubganalysis), and the runner: progress per
// game, cancellation, games gnubg does not play, and a record that does not
// line up leaving the document untouched.

#include "bgammontesting.h"

#include "analysis/backgammon/gnubganalysis.h"
#include "analysis/backgammon/gnubgrunner.h"
#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QSignalSpy>
#include <QtTest>

using namespace kibitz;
using namespace kibitz::bganalysis;

namespace {

const QString kGnubg = QStringLiteral("/usr/games/gnubg");

Collection load(const QString &path)
{
    const FileLoad f = loadFile(path);
    return f.result.ok() ? *f.result.collection : Collection();
}

QString data(const char *path)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/") + QLatin1String(path);
}

} // namespace

class TestGnubgAnalysis : public QObject {
    Q_OBJECT

private slots:
    void marksUseGnubgsThresholds()
    {
        QCOMPARE(markForLoss(0.0), Mark::None);
        QCOMPARE(markForLoss(0.03), Mark::None);
        QCOMPARE(markForLoss(0.0301), Mark::Doubtful);
        QCOMPARE(markForLoss(0.06), Mark::Doubtful);
        QCOMPARE(markForLoss(0.0601), Mark::Bad);
        QCOMPARE(markForLoss(0.12), Mark::Bad);
        QCOMPARE(markForLoss(0.1201), Mark::VeryBad);
        QCOMPARE(QString::fromLatin1(markName(Mark::VeryBad)), QStringLiteral("very bad"));
    }

    // GS as gnubg 1.07 wrote it for a 5-point match (checked against its
    // `show statistics match`).
    void statisticsFromGs()
    {
        const QList<QByteArray> gs{
            "M:42 33 50 49 1 0 2 0 2 2 45 47 0.476293 0.111787 0.135605 0.023666",
            "C:29 20 1 2 2 1 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0.000000 0.000000 0.000000 0.000000 0.057878 0.008563 "
            "0.000000 0.000000 0.000000 0.000000 0.000000 0.000000 0.000000 0.000000 0.000000 0.000000 0.000000 "
            "0.000000 0.000000 0.000000 0.000000 0.000000 0.000000 0.000000",
            "D:1 0 1 3 45 45 1 1 2 0 0.870549 0.514488 -0.030614 -0.044212"};
        std::array<PlayerStatistics, 2> s;
        QVERIFY(parseStatistics(gs, s));
        QCOMPARE(s[0].unforcedMoves, 42);
        QCOMPARE(s[1].unforcedMoves, 33);
        QCOMPARE(s[0].totalMoves, 50);
        QCOMPARE(s[0].marks, (std::array<int, 4>{1, 2, 2, 45}));
        QCOMPARE(s[0].chequerErrorEmg, 0.476293);
        QCOMPARE(s[1].chequerErrorMwc, 0.023666);
        QCOMPARE(s[0].totalCube, 29);
        QCOMPARE(s[1].doubles, 2);
        QCOMPARE(s[0].takes, 2);
        QCOMPARE(s[0].cubeErrors[2], 1); // a wrong double below the double point
        QCOMPARE(s[0].cubeErrorTotalEmg(), 0.057878);
        QCOMPARE(s[0].luckMarks, (std::array<int, 5>{1, 1, 45, 1, 2}));
        QCOMPARE(s[0].luckEmg, 0.870549);
        QCOMPARE(s[1].luckEmg, -0.030614);
        // The rates need gnubg's count of close cube decisions (4 and 7 here).
        QVERIFY(!s[0].overallErrorRate());
        s[0].closeCube = 4;
        QVERIFY(std::abs(*s[0].chequerErrorRate() - 11.340) < 0.001); // gnubg: -11.3
        QVERIFY(std::abs(*s[0].cubeErrorRate() - 14.4695) < 0.001); // gnubg: -14.5
        QVERIFY(std::abs(*s[0].overallErrorRate() - 11.6124) < 0.001); // gnubg: -11.6
        QVERIFY(std::abs(*s[0].performanceRating() - 5.8062) < 0.001);
        QCOMPARE(ratingText(*s[0].overallErrorRate() / 1000), QStringLiteral("Advanced"));
        QCOMPARE(ratingText(0.0034), QStringLiteral("World class"));
        // Malformed: refused, not guessed.
        QVERIFY(!parseStatistics({"M:1 2 3"}, s));
        QVERIFY(!parseStatistics({"X:1"}, s));
    }

    // A match whose game 3 gnubg analysed at 0-ply (kibitz-cli analyse
    // --game 3 -o, tests/data/SOURCES.md).
    void analysisOfAGame()
    {
        const Collection c = load(data("gnubg/studio-game3-analysed-0ply.sgf"));
        QCOMPARE(c.games.size(), std::size_t(4));
        QVERIFY(readGameAnalysis(c.games[0]).isEmpty());
        const GameAnalysis a = readGameAnalysis(c.games[2]);
        QVERIFY(a.statistics);
        const std::array<PlayerStatistics, 2> &s = *a.statistics;
        QCOMPARE(s[0].unforcedMoves, 13);
        QCOMPARE(s[1].unforcedMoves, 15);
        QCOMPARE(s[0].chequerErrorEmg, 0.070325);
        QCOMPARE(s[0].closeCube, std::optional<int>(11));
        QCOMPARE(s[1].closeCube, std::optional<int>(2));
        int moves = 0;
        std::array<int, 2> marked{};
        std::array<double, 2> luck{};
        int doubles = 0;
        for (const NodeAnalysis &n : a.nodes) {
            if (n.luck)
                luck[std::size_t(n.player - 1)] += *n.luck;
            if (n.answer)
                ++doubles;
            if (!n.move)
                continue;
            ++moves;
            const MoveAnalysis &m = *n.move;
            QVERIFY(!m.candidates.empty());
            QVERIFY(m.played >= 0 && m.played < int(m.candidates.size()));
            QCOMPARE(m.equityLoss, m.candidates.front().equity - m.candidates[std::size_t(m.played)].equity);
            for (const Candidate &candidate : m.candidates) {
                QVERIFY(candidate.equity <= m.candidates.front().equity);
                QVERIFY(candidate.win >= 0 && candidate.win <= 1);
                QVERIFY(candidate.winGammon <= candidate.win);
                QVERIFY(!candidate.move.isEmpty());
            }
            if (m.mark != Mark::None)
                ++marked[std::size_t(n.player - 1)];
        }
        QVERIFY(moves >= 25);
        QCOMPARE(doubles, 2);
        // The marked moves are those gnubg counted.
        QCOMPARE(marked[0], s[0].marks[0] + s[0].marks[1] + s[0].marks[2]);
        QCOMPARE(marked[1], s[1].marks[0] + s[1].marks[1] + s[1].marks[2]);
        // The luck per roll adds up to gnubg's luck total.
        QVERIFY2(std::abs(luck[0] - s[0].luckEmg) < 0.001, qPrintable(QString::number(luck[0] - s[0].luckEmg)));
        QVERIFY(std::abs(luck[1] - s[1].luckEmg) < 0.001);
        // The match's statistics are those of its one analysed game.
        const auto match = matchStatistics(c);
        QVERIFY(match);
        QCOMPARE((*match)[1].chequerErrorEmg, s[1].chequerErrorEmg);
    }

    void unsupportedGames()
    {
        const Collection acey = load(data("bgammon/acey-deucey.match"));
        QVERIFY(GnubgRunner::unsupportedReason(acey, -1).contains(QLatin1String("does not play it")));
        GnubgRunner runner;
        QSignalSpy finished(&runner, &GnubgRunner::finished);
        runner.start(acey, RunOptions());
        QVERIFY(finished.wait(5000));
        QVERIFY(!runner.result().ok);
        QVERIFY(runner.result().error.contains(QLatin1String("does not play it")));
    }

    // A record that does not line up changes nothing.
    void mismatchLeavesTheDocument()
    {
        const Collection analysed = load(data("gnubg/studio-game3-analysed-0ply.sgf"));
        Collection target = load(data("jellyfish/studio-llabba-pasiphae-7p.txt"));
        const Collection before = target;
        Collection other = analysed;
        std::swap(other.games[0], other.games[1]);
        QVERIFY(GnubgRunner::attach(target, other, {}).contains(QLatin1String("does not line up")));
        QVERIFY(test::eventsOf(target.games[0]) == test::eventsOf(before.games[0]));
        QCOMPARE(target.games[2].tree.unknownProperties(target.games[2].tree.mainChild(target.games[2].tree.root())),
                 before.games[2].tree.unknownProperties(before.games[2].tree.mainChild(before.games[2].tree.root())));
        // The right record attaches.
        QCOMPARE(GnubgRunner::attach(target, analysed, {}), QString());
        QVERIFY(readGameAnalysis(target.games[2]).statistics);
    }

    void progressPerGameAndCancel()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        const Collection match = load(data("jellyfish/galaxy-match8067917-15games.txt"));
        QCOMPARE(match.games.size(), std::size_t(15));
        {
            // The whole match: one progress step per game, then the result.
            GnubgRunner runner;
            QSignalSpy progress(&runner, &GnubgRunner::progress);
            QSignalSpy finished(&runner, &GnubgRunner::finished);
            runner.start(match, RunOptions());
            QVERIFY(runner.isRunning());
            QVERIFY(finished.wait(120000));
            QVERIFY2(runner.result().ok, qPrintable(runner.result().error));
            QVERIFY(progress.size() >= 16);
            QCOMPARE(progress.last().at(0).toInt(), 15);
            QCOMPARE(progress.last().at(1).toInt(), 15);
            for (int i = 1; i < progress.size(); ++i)
                QVERIFY(progress[i].at(0).toInt() >= progress[i - 1].at(0).toInt());
            for (const GameRecord &g : runner.result().analysed.games)
                QVERIFY(readGameAnalysis(g).statistics);
        }
        {
            // Cancelled after the first game: no result.
            GnubgRunner runner;
            QSignalSpy finished(&runner, &GnubgRunner::finished);
            connect(&runner, &GnubgRunner::progress, &runner, [&runner](int done, int) {
                if (done == 1)
                    runner.cancel();
            });
            runner.start(match, RunOptions());
            QVERIFY(finished.wait(120000));
            QVERIFY(!runner.result().ok);
            QVERIFY(runner.result().cancelled);
            QVERIFY(runner.result().error.contains(QLatin1String("cancelled")));
            QVERIFY(!runner.isRunning());
        }
    }
};

QTEST_GUILESS_MAIN(TestGnubgAnalysis)
#include "tst_gnubganalysis.moc"
