// GNU Backgammon's hint (core/analysis/backgammon/gnubghint): its printed
// candidates read back (an excerpt of what gnubg 1.07 printed for 31 at the
// start, and a match-play line in MWC), the positions it cannot be asked
// about, and a real run: gnubg's best move for an opening 31 is 8/5 6/5 at
// any setting, before the opening roll too (a game under way is set up).

#include "analysis/backgammon/gnubghint.h"
#include "games/backgammon/backgammonposition.h"

#include <QFile>
#include <QSignalSpy>
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
        const QByteArray printed =
            "The dice have been set to 3 and 1.\n"
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
