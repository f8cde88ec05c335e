// Backgammon positions set up from gnubg's Position ID and Match ID and from
// eXtreme Gammon's XGID. GNU Backgammon is the oracle: the expected IDs are
// what `gnubg -t` printed after `set xgid` with each XGID (show board), and
// its own IDs read back to the IDs it printed. gnubgMatchId writes the IDs
// before the roll (a hint sets the dice apart): the dice are compared on
// their own.

#include "games/backgammon/backgammonposition.h"

#include <QtTest>

using namespace kibitz;

class TestBackgammonSetup : public QObject {
    Q_OBJECT

private slots:
    void gnubgIdsReadBack_data();
    void gnubgIdsReadBack();
    void xgidAsGnubgReadsIt_data();
    void xgidAsGnubgReadsIt();
    void startingPosition();
    void badIdsSayWhy_data();
    void badIdsSayWhy();
};

void TestBackgammonSetup::gnubgIdsReadBack_data()
{
    QTest::addColumn<QString>("positionId");
    QTest::addColumn<QString>("matchId");
    QTest::addColumn<QString>("beforeTheRoll"); // the Match ID without its dice
    QTest::addColumn<int>("dice"); // as two digits, 0 for none
    QTest::newRow("start, 52 rolled, 7-point match") << "4HPwATDgc/ABMA"
                                                     << "cInqAAAAAAAE"
                                                     << "cAngAAAAAAAE" << 52;
    QTest::newRow("crawford 6-4") << "4HPwATDgc/ABMA"
                                  << "8InqAGAAIAAE"
                                  << "8AngAGAAIAAE" << 52;
    QTest::newRow("bear-in, money") << "2HMAAIXtAAAjAA"
                                    << "cAkAAAAAAAAE"
                                    << "cAkAAAAAAAAE" << 0;
}

void TestBackgammonSetup::gnubgIdsReadBack()
{
    QFETCH(QString, positionId);
    QFETCH(QString, matchId);
    QFETCH(QString, beforeTheRoll);
    QFETCH(int, dice);
    QString error;
    const auto position = BackgammonPosition::fromGnubgIds(positionId, matchId, &error);
    QVERIFY2(position, qPrintable(error));
    QCOMPARE(position->gnubgPositionId(), positionId);
    QCOMPARE(position->gnubgMatchId(), beforeTheRoll);
    QCOMPARE(position->diceCount(), dice ? 2 : 0);
    if (dice)
        QCOMPARE(position->die(0) * 10 + position->die(1), dice);
    // The GNUBGID form, both in one.
    const auto joined = BackgammonPosition::fromGnubgIds(positionId + u':' + matchId, {}, &error);
    QVERIFY2(joined, qPrintable(error));
    QCOMPARE(*joined, *position);
}

void TestBackgammonSetup::xgidAsGnubgReadsIt_data()
{
    QTest::addColumn<QString>("xgid");
    QTest::addColumn<QString>("positionId");
    QTest::addColumn<QString>("matchId"); // gnubg's, with its dice
    QTest::newRow("start, 52") << "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10"
                               << "4HPwATDgc/ABMA"
                               << "cInqAAAAAAAE";
    QTest::newRow("crawford") << "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:4:6:1:7:10"
                              << "4HPwATDgc/ABMA"
                              << "8InqAGAAIAAE";
    QTest::newRow("bars, money") << "XGID=aa--BBC-----------c-dbB--A:0:0:1:00:0:0:0:0:10"
                                 << "2HMAAIXtAAAjAA"
                                 << "cAkAAAAAAAAE";
}

void TestBackgammonSetup::xgidAsGnubgReadsIt()
{
    QFETCH(QString, xgid);
    QFETCH(QString, positionId);
    QFETCH(QString, matchId);
    QString error;
    const auto position = BackgammonPosition::fromXgid(xgid, &error);
    QVERIFY2(position, qPrintable(error));
    QCOMPARE(position->gnubgPositionId(), positionId);
    // The same position as gnubg's IDs for it give, dice included.
    QCOMPARE(*position, *BackgammonPosition::fromGnubgIds(positionId, matchId));
}

void TestBackgammonSetup::startingPosition()
{
    const auto position = BackgammonPosition::fromGnubgIds(u"4HPwATDgc/ABMA", {});
    QVERIFY(position);
    const BackgammonPosition start(BgVariant::Backgammon, 0);
    for (int point = 1; point <= 24; ++point)
        for (int player : {1, 2})
            QCOMPARE(position->checkers(point, player), start.checkers(point, player));
    QCOMPARE(position->toAct(), 1);
    QCOMPARE(position->diceCount(), 0);
    QCOMPARE(position->cubeValue(), 1);
    QCOMPARE(position->pipCount(1), 167);
    QCOMPARE(position->pipCount(2), 167);
}

void TestBackgammonSetup::badIdsSayWhy_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("xgid");
    QTest::addColumn<QString>("why");
    QTest::newRow("short") << "4HPwATDgc/AB" << false << "is not a Position ID";
    QTest::newRow("bad character") << "4HPwATDgc/AB!A" << false << "is not a Position ID";
    QTest::newRow("too many checkers") << "//////////////" << false << "does not end";
    QTest::newRow("bad match id") << "4HPwATDgc/ABMA:cInq" << false << "is not a Match ID";
    QTest::newRow("xgid short") << "XGID=-b----E-C---:0:0:1:52:0:0:0:7:10" << true << "is not an XGID";
    QTest::newRow("xgid dice") << "XGID=-b----E-C---eE---c-e----B-:0:0:1:77:0:0:0:7:10" << true << "dice";
    QTest::newRow("xgid checkers") << "XGID=-b----E-C---eE---c-e---OB-:0:0:1:52:0:0:0:7:10" << true << "more than 15";
    QTest::newRow("xgid score") << "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:7:0:0:7:10" << true << "score";
}

void TestBackgammonSetup::badIdsSayWhy()
{
    QFETCH(QString, text);
    QFETCH(bool, xgid);
    QFETCH(QString, why);
    QString error;
    const auto position
        = xgid ? BackgammonPosition::fromXgid(text, &error) : BackgammonPosition::fromGnubgIds(text, {}, &error);
    QVERIFY(!position);
    QVERIFY2(error.contains(why), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestBackgammonSetup)
#include "tst_backgammonsetup.moc"
