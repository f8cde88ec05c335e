// GNU Backgammon's hint (core/analysis/backgammon/gnubghint): its printed
// candidates read back (an excerpt of what gnubg 1.07 printed for 31 at the
// start, and a match-play line in MWC), the positions it cannot be asked
// about, and a real run: gnubg's best move for an opening 31 is 8/5 6/5 at
// any setting, before the opening roll too (a game under way is set up); in
// match play the candidates in EMG and MWC, compared with what the real gnubg
// prints for the same position with `set output mwc` off and on.

#include "analysis/backgammon/gnubghint.h"
#include "analysis/backgammon/matchequity.h"
#include "formats/registry.h"
#include "games/backgammon/backgammonposition.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;
using namespace kibitz::bganalysis;

namespace {

const QString kGnubg = QStringLiteral("/usr/games/gnubg");

} // namespace

class TestGnubgHint : public QObject {
    Q_OBJECT

private slots:
    void parsesGnubgsCandidates()
    {
        const QByteArray printed = "The dice have been set to 3 and 1.\n"
                                   "\n"
                                   "    1. Cubeful 2-ply    8/5 6/5                      Eq.: +0.103\n"
                                   "       0.552 0.168 0.008 - 0.448 0.114 0.004\n"
                                   "        2-ply cubeful prune [world class]\n"
                                   "    2. Cubeful 2-ply    24/23 13/10                  Eq.: -0.009 (-0.112)\n"
                                   "       0.496 0.138 0.006 - 0.504 0.137 0.006\n"
                                   "        2-ply cubeful prune [world class]\n"
                                   "   10. Cubeful 0-ply    24/21 8/7                    Eq.: -0.054 (-0.157)\n"
                                   "       0.473 0.118 0.006 - 0.527 0.145 0.007\n"
                                   "        0-ply cubeful prune [expert]\n";
        const HintResult r = parseHint(printed);
        QVERIFY(r.ok);
        QVERIFY(!r.matchWinningChances);
        QCOMPARE(r.candidates.size(), std::size_t(3));
        QCOMPARE(r.candidates[0].move, QStringLiteral("8/5 6/5"));
        QCOMPARE(r.candidates[0].plies, 2);
        QCOMPARE(r.candidates[0].equity, 0.103);
        QCOMPARE(r.candidates[0].win, 0.552);
        QCOMPARE(r.candidates[0].winGammon, 0.168);
        QCOMPARE(r.candidates[0].winBackgammon, 0.008);
        QCOMPARE(r.candidates[0].loseGammon, 0.114);
        QCOMPARE(r.candidates[0].loseBackgammon, 0.004);
        QCOMPARE(r.candidates[1].equity, -0.009); // the equity, not the difference after it
        QCOMPARE(r.candidates[2].move, QStringLiteral("24/21 8/7"));
        QCOMPARE(r.candidates[2].plies, 0);

        const HintResult mwc = parseHint("    1. Cubeful 0-ply    13/10 6/5                    MWC: 52.345%\n"
                                         "       0.510 0.140 0.007 - 0.490 0.130 0.006\n");
        QVERIFY(mwc.ok && mwc.matchWinningChances);
        QCOMPARE(mwc.candidates.front().equity, 0.52345);
        QVERIFY(!parseHint("You cannot double.\n").ok);
    }

    void refusesWhatGnubgCannotBeAskedAbout()
    {
        BackgammonPosition start;
        QVERIFY(GnubgHint::unsupportedReason(start, 3, 1).isEmpty());
        QVERIFY(!GnubgHint::unsupportedReason(start, 0, 1).isEmpty());
        QVERIFY(!GnubgHint::unsupportedReason(start, 3, 7).isEmpty());
        QVERIFY(!GnubgHint::unsupportedReason(BackgammonPosition(BgVariant::AceyDeucey), 3, 1).isEmpty());
    }

    void realGnubgRanksTheOpening31()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        for (const int player : {1, 2}) {
            GnubgHint hint;
            QSignalSpy finished(&hint, &GnubgHint::finished);
            RunOptions options;
            options.setting = QStringLiteral("expert");
            hint.start(BackgammonPosition(BgVariant::Backgammon, 5), player, 3, 1, options);
            QVERIFY(hint.isRunning());
            QVERIFY(finished.wait(60000));
            QVERIFY2(hint.result().ok, qPrintable(hint.result().error));
            QVERIFY(hint.result().candidates.size() >= 10);
            QCOMPARE(hint.result().candidates.front().move, QStringLiteral("8/5 6/5"));
            for (std::size_t i = 1; i < hint.result().candidates.size(); ++i)
                QVERIFY(hint.result().candidates[i].equity <= hint.result().candidates[i - 1].equity);
        }
    }

    void matchPlayInEmgAndMwcAsGnubgShowsThem()
    {
        // Converting printed MWC: gnubg's own figures back (MWC to EMG and
        // back, as mwc2eq and eq2mwc).
        MatchEquityTable flat;
        flat.pre = {{0.5, 0.7}, {0.3, 0.5}};
        flat.post = {0.5, 0.3};
        BackgammonPosition twoAway(BgVariant::Backgammon, 2);
        HintResult printed = parseHint("    1. Cubeful 0-ply    13/10 6/5                    MWC:  60.00%\n");
        QVERIFY(printed.matchWinningChances);
        addMatchEquities(printed, twoAway, 1, &flat);
        QVERIFY(!printed.matchWinningChances);
        // Player 1 at 0-0 of 2, cube 1: wins to 1-away vs 2-away (0.7), loses to 2-away vs 1-away (0.3).
        QVERIFY(qAbs(printed.candidates.front().equity - 0.5) < 1e-9);
        QCOMPARE(printed.candidateMwc.size(), std::size_t(1));
        QVERIFY(qAbs(printed.candidateMwc.front() - 0.6) < 1e-9);
        HintResult money = parseHint("    1. Cubeful 0-ply    13/10 6/5                    Eq.: +0.100\n");
        addMatchEquities(money, BackgammonPosition(BgVariant::Backgammon, 0), 1, &flat);
        QVERIFY(money.candidateMwc.empty());

        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        const MatchEquityTable *table = defaultMatchEquityTable();
        if (!table)
            QSKIP("gnubg's match equity table is not installed (package gnubg-data)");
        // A position of a real 17-point match with a score and the cube turned.
        FileLoad loaded = loadFile(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/galaxy-match8067917-15games.txt"));
        QVERIFY(loaded.result.ok());
        std::optional<BackgammonPosition> before;
        BackgammonEvent roll;
        for (const GameRecord &game : loaded.result.collection->games) {
            BackgammonPosition position = backgammonStart(game);
            for (NodeId id = game.tree.mainChild(game.tree.root()); id != NoNode && !before;
                 id = game.tree.mainChild(id)) {
                const auto event = decodeBackgammonEvent(game.tree.moveTag(id), game.tree.moveData(id));
                QVERIFY(event);
                if (event->kind == BackgammonEvent::Kind::Roll && event->diceCount == 2 && event->moves.size() >= 2
                    && position.cubeValue() > 1 && position.score(1) + position.score(2) > 0) {
                    before = position;
                    roll = *event;
                }
                QVERIFY(position.applyQuickly(*event).isEmpty());
            }
            if (before)
                break;
        }
        QVERIFY(before);
        QVERIFY(before->matchLength() == 17);

        GnubgHint hint;
        QSignalSpy finished(&hint, &GnubgHint::finished);
        RunOptions options; // 0-ply
        hint.start(*before, roll.player, roll.dice[0], roll.dice[1], options);
        QVERIFY(finished.wait(60000));
        const HintResult &ours = hint.result();
        QVERIFY2(ours.ok, qPrintable(ours.error));
        QVERIFY(!ours.matchWinningChances);
        QCOMPARE(ours.candidateMwc.size(), ours.candidates.size());

        // gnubg itself, the same position, once in EMG and once in MWC.
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("prefs"));
        auto gnubg = gnubgProcess(kGnubg, dir);
        gnubg->start();
        gnubg->write("set matchid " + before->gnubgMatchId(roll.player).toLatin1() + "\nset board "
                     + before->gnubgPositionId(roll.player).toLatin1() + "\nset dice "
                     + QByteArray::number(roll.dice[0]) + ' ' + QByteArray::number(roll.dice[1])
                     + "\nset output mwc off\nhint\nset output mwc on\nhint\n");
        gnubg->closeWriteChannel();
        QVERIFY(gnubg->waitForFinished(60000));
        const QByteArray output = gnubg->readAllStandardOutput();
        // The second hint begins at its first candidate, the first in MWC.
        const qsizetype split = output.lastIndexOf("    1. ", output.indexOf("MWC:"));
        QVERIFY2(split > 0 && output.indexOf("Eq.:") < split, output.right(400).constData());
        const HintResult emg = parseHint(output.left(split));
        const HintResult mwc = parseHint(output.mid(split));
        QVERIFY(emg.ok && !emg.matchWinningChances);
        QVERIFY(mwc.ok && mwc.matchWinningChances);
        QCOMPARE(ours.candidates.size(), emg.candidates.size());
        QCOMPARE(ours.candidates.size(), mwc.candidates.size());
        double worstEmg = 0;
        double worstMwc = 0;
        for (std::size_t i = 0; i < ours.candidates.size(); ++i) {
            QCOMPARE(ours.candidates[i].move, emg.candidates[i].move);
            QCOMPARE(ours.candidates[i].move, mwc.candidates[i].move);
            worstEmg = std::max(worstEmg, qAbs(ours.candidates[i].equity - emg.candidates[i].equity));
            worstMwc = std::max(worstMwc, qAbs(ours.candidateMwc[i] - mwc.candidates[i].equity));
        }
        // The other way round (gnubg's printed MWC to EMG) loses precision:
        // printed to 0.01 %, reported only.
        HintResult fromMwc = mwc;
        addMatchEquities(fromMwc, *before, roll.player, table);
        double worstFromMwc = 0;
        for (std::size_t i = 0; i < fromMwc.candidates.size(); ++i)
            worstFromMwc = std::max(worstFromMwc, qAbs(fromMwc.candidates[i].equity - emg.candidates[i].equity));
        qInfo("%zu candidates at %d-%d of %d, cube %d: EMG within %.4f, MWC within %.5f of gnubg's; "
              "EMG converted from gnubg's printed MWC instead: within %.4f",
              ours.candidates.size(), before->score(1), before->score(2), before->matchLength(), before->cubeValue(),
              worstEmg, worstMwc, worstFromMwc);
        QVERIFY(worstEmg <= 0.001);
        // gnubg prints MWC to 0.01 %; the conversion from its EMG (printed to
        // 0.001) lands within that rounding and the EMG's.
        QVERIFY(worstMwc <= 0.001);
    }

    void missingGnubgSaysHowToInstall()
    {
        GnubgHint hint;
        QSignalSpy finished(&hint, &GnubgHint::finished);
        RunOptions options;
        options.program = QStringLiteral("/nonexistent/gnubg");
        hint.start(BackgammonPosition(), 1, 3, 1, options);
        QVERIFY(finished.wait(10000));
        QVERIFY(!hint.result().ok);
        QVERIFY2(hint.result().error.contains(QLatin1String("apt-get install gnubg")), qPrintable(hint.result().error));
    }
};

QTEST_MAIN(TestGnubgHint)
#include "tst_gnubghint.moc"
