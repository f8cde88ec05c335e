// Backgammon positions set up from gnubg's Position ID and Match ID and from
// eXtreme Gammon's XGID. GNU Backgammon is the oracle: the expected IDs are
// what `gnubg -t` printed after `set xgid` with each XGID (show board), and
// its own IDs read back to the IDs it printed. gnubgMatchId writes the IDs
// before the roll (a hint sets the dice apart): the dice are compared on
// their own.

#include "formats/registry.h"
#include "games/backgammon/backgammonposition.h"
#include "games/backgammon/backgammonreplayer.h"

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
    void setupRoundTrip();
    void setupAsGnubgWritesIt();
    void setupRefusals();
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
namespace {

// A 7-point match at 2-4, the game starting from a set-up position.
Collection setUpMatch(const BackgammonPosition &position)
{
    Collection collection;
    GameRecord game;
    game.kind = GameKind::Backgammon;
    game.columns = 12;
    game.rows = 2;
    game.player1 = QStringLiteral("White");
    game.player2 = QStringLiteral("Black");
    BgGameInfo info;
    info.matchLength = 7;
    info.score1 = 2;
    info.score2 = 4;
    info.start = encodeBgSetup(position.setup());
    setBackgammonGameInfo(game, info);
    collection.games.push_back(std::move(game));
    return collection;
}

} // namespace

void TestBackgammonSetup::setupRoundTrip()
{
    // gnubg's IDs: a bear-in with a checker on the bar, cube 2 owned by player 2, 6-4 rolled.
    const auto position = BackgammonPosition::fromXgid(u"XGID=-b----E-C---eE---c-e----B-:1:-1:1:64:0:0:0:0:10");
    QVERIFY(position);
    const BgSetup setup = position->setup();
    QCOMPARE(decodeBgSetup(encodeBgSetup(setup)), setup);
    const Collection match = setUpMatch(*position);
    const BackgammonPosition start = backgammonStart(match.games[0]);
    QCOMPARE(start.setup(), setup);
    QCOMPARE(start.score(2), 4);
    QCOMPARE(start.matchLength(), 7);
    QCOMPARE(start.gnubgPositionId(), position->gnubgPositionId());

    const SaveResult saved = serialize(match, FileFormat::Sgf);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QVERIFY2(saved.data.contains("AE[a:y]"), saved.data.constData());
    const LoadResult loaded = loadBytes(saved.data, FileFormat::Sgf);
    QVERIFY2(loaded.collection, qPrintable(loaded.error.message));
    QCOMPARE(backgammonGameInfo(loaded.collection->games[0]).start, backgammonGameInfo(match.games[0]).start);
    QCOMPARE(backgammonStart(loaded.collection->games[0]).setup(), setup);
}

void TestBackgammonSetup::setupAsGnubgWritesIt()
{
    // What gnubg 1.07 saved after new match 5, set score 2 1, set board, set
    // cube value 2, set cube owner 1, set dice 5 2 (the opening 6-3 rolled before).
    const QByteArray file = "(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:5][game:0][ws:2][bs:1]"
                            "PW[gnubg]PB[root]RU[Crawford]\n;PL[B]DI[63]\n;PL[B]AE[a:y]AW[f][f][f][f][f][h][h][h]"
                            "[m][m][m][m][m][x][y]AB[s][s][s][s][s][q][q][q][l][l][l][l][l][a][a]\n;CV[2]\n;CP[b]"
                            "\n;PL[B]DI[52])";
    const LoadResult loaded = loadBytes(file, FileFormat::Sgf);
    QVERIFY2(loaded.collection, qPrintable(loaded.error.message));
    const BackgammonPosition start = backgammonStart(loaded.collection->games[0]);
    QCOMPARE(start.checkers(6, 1), 5);
    QCOMPARE(start.checkers(24, 1), 1);
    QCOMPARE(start.bar(1), 1);
    QCOMPARE(start.checkers(1, 2), 2);
    QCOMPARE(start.cubeValue(), 2);
    QCOMPARE(start.cubeOwner(), 2);
    QCOMPARE(start.toAct(), 2);
    QCOMPARE(start.diceCount(), 2);
    QCOMPARE(start.die(0) * 10 + start.die(1), 52);
    QCOMPARE(start.score(1), 2);
}

void TestBackgammonSetup::setupRefusals()
{
    const auto position = BackgammonPosition::fromGnubgIds(u"4HPwATDgc/ABMA", u"cInqAAAAAAAE");
    QVERIFY(position);
    const Collection match = setUpMatch(*position);
    const SaveResult mat = serialize(match, FileFormat::JellyfishMat);
    QVERIFY(!mat.ok());
    QVERIFY2(mat.error.contains(QLatin1String("set-up")), qPrintable(mat.error));
    QVERIFY(!serialize(match, FileFormat::BgammonMatch).ok());

    BgSetup setup = position->setup();
    QString why;
    setup.points[5] = 9; // 19 checkers of player 1
    QVERIFY(!BackgammonPosition::fromSetup(setup, 0, 0, 0, false, &why));
    QVERIFY2(why.contains(QLatin1String("15")), qPrintable(why));
    setup = position->setup();
    setup.cubeValue = 3;
    QVERIFY(!BackgammonPosition::fromSetup(setup, 0, 0, 0, false, &why));
    // A set-up after the first move cannot be held.
    const QByteArray late = "(;FF[4]GM[6]MI[length:0];W[52mhxu];AE[a:y])";
    const LoadResult refused = loadBytes(late, FileFormat::Sgf);
    QVERIFY(!refused.collection);
    QVERIFY2(refused.error.message.contains(QLatin1String("set-up")), qPrintable(refused.error.message));
}

#include "tst_backgammonsetup.moc"
