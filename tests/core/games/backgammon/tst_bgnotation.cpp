// The familiar backgammon notation: writing events from the mover's side with
// hits, joined checker moves and counts, and reading typed plays back against
// the position and the dice.

#include "games/backgammon/backgammonnotation.h"

#include <QtTest>

using namespace kibitz;

namespace {

BackgammonEvent roll(int player, std::vector<int> dice, const std::vector<BgMove> &moves)
{
    return BackgammonNotation::rollEvent(player, std::move(dice), moves);
}

// Applies events in turn; fails the test on an illegal one.
BackgammonPosition after(std::initializer_list<BackgammonEvent> events, BgVariant variant = BgVariant::Backgammon)
{
    BackgammonPosition p(variant);
    for (const BackgammonEvent &e : events) {
        const QString why = p.apply(e);
        if (!why.isEmpty())
            qWarning("illegal test event: %s", qPrintable(why));
    }
    return p;
}

// Player 1 opens 2-1 leaving blots on 11 and 5; player 2 answers 3-1 with
// 1/4 (a blot on player 1's 4 point) and 17/18.
BackgammonPosition blotsPosition()
{
    return after({roll(1, {2, 1}, {{13, 11}, {6, 5}}), roll(2, {3, 1}, {{1, 4}, {17, 18}})});
}

} // namespace

class TestBgNotation : public QObject {
    Q_OBJECT

private slots:
    void pointNumbers()
    {
        QCOMPARE(BackgammonNotation::pointNumber(BgVariant::Backgammon, 13, 1), 13);
        QCOMPARE(BackgammonNotation::pointNumber(BgVariant::Backgammon, 13, 2), 12);
        QCOMPARE(BackgammonNotation::pointNumber(BgVariant::AceyDeucey, 1, 2), 24);
        QCOMPARE(BackgammonNotation::pointNumber(BgVariant::Tabula, 1, 1), 24);
        QCOMPARE(BackgammonNotation::pointNumber(BgVariant::Tabula, 1, 2), 24);
        QCOMPARE(BackgammonNotation::pointNumber(BgVariant::Backgammon, BgBar, 2), BgBar);
        for (BgVariant v : {BgVariant::Backgammon, BgVariant::AceyDeucey, BgVariant::Tabula})
            for (int player : {1, 2})
                for (int point = 1; point <= 24; ++point)
                    QCOMPARE(
                        BackgammonNotation::boardPoint(v, BackgammonNotation::pointNumber(v, point, player), player),
                        point);
    }

    void writesPlaysFromTheMoversSide()
    {
        const BackgammonPosition start;
        QCOMPARE(BackgammonNotation::eventText(start, roll(1, {5, 3}, {{13, 8}, {24, 21}})),
                 QStringLiteral("5-3: 13/8 24/21"));
        // Player 2 moves from point 1 towards 24: their 24 is the file's 1.
        QCOMPARE(BackgammonNotation::eventText(start, roll(2, {6, 4}, {{1, 7}, {12, 16}})),
                 QStringLiteral("6-4: 24/18 13/9"));
        QCOMPARE(BackgammonNotation::eventText(start, roll(1, {2, 1}, {})), QStringLiteral("2-1: no move"));
    }

    void joinsOneCheckersMovesAndCountsDoubles()
    {
        const BackgammonPosition start;
        QCOMPARE(BackgammonNotation::playText(start, 1, {{24, 18}, {18, 13}}), QStringLiteral("24/13"));
        QCOMPARE(BackgammonNotation::playText(start, 1, {{24, 18}, {24, 18}, {13, 7}, {13, 7}}),
                 QStringLiteral("24/18(2) 13/7(2)"));
        QCOMPARE(BackgammonNotation::playText(start, 1, {{13, 7}, {7, 1}, {13, 7}, {7, 1}}), QStringLiteral("13/1(2)"));
    }

    void marksHits()
    {
        const BackgammonPosition p = blotsPosition();
        QCOMPARE(p.checkers(4, 2), 1);
        QCOMPARE(p.checkers(1, 2), 1);
        // Player 1 hits on 4 and goes on to hit on 1.
        QCOMPARE(BackgammonNotation::playText(p, 1, {{6, 4}, {4, 1}}), QStringLiteral("6/4*/1*"));
        QCOMPARE(BackgammonNotation::playText(p, 1, {{6, 3}, {3, 1}}), QStringLiteral("6/1*"));
        // The hit checker of player 2 enters: bar/N from their side.
        BackgammonPosition hit = p;
        QVERIFY(hit.apply(roll(1, {3, 2}, {{6, 4}, {13, 10}})).isEmpty());
        QCOMPARE(hit.bar(2), 1);
        // Their 21 is the file's 4, where player 1's checker now stands alone.
        QCOMPARE(BackgammonNotation::eventText(hit, roll(2, {4, 2}, {{BgBar, 4}, {12, 14}})),
                 QStringLiteral("4-2: bar/21* 13/11"));
    }

    void writesCubeEventsAndBearOff()
    {
        const BackgammonPosition start;
        BackgammonEvent d;
        d.kind = BackgammonEvent::Kind::Double;
        d.player = 1;
        d.cubeValue = 2;
        d.accepted = true;
        QCOMPARE(BackgammonNotation::eventText(start, d), QStringLiteral("doubles to 2, takes"));
        d.accepted = false;
        d.cubeValue = 4;
        QCOMPARE(BackgammonNotation::eventText(start, d), QStringLiteral("doubles to 4, passes"));
        BackgammonEvent t;
        t.kind = BackgammonEvent::Kind::Terminate;
        t.player = 2;
        QCOMPARE(BackgammonNotation::eventText(start, t), QStringLiteral("resigns"));
        // Entering in acey-deucey is written from "in".
        const BackgammonPosition acey(BgVariant::AceyDeucey);
        QCOMPARE(BackgammonNotation::playText(acey, 1, {{BgOff, 20}, {BgOff, 22}}), QStringLiteral("in/20 in/22"));
        QCOMPARE(BackgammonNotation::playText(acey, 2, {{BgOff, 5}}), QStringLiteral("in/20"));
    }

    void movesThatDoNotApplyAreStillWritten()
    {
        const BackgammonPosition start;
        QCOMPARE(BackgammonNotation::playText(start, 1, {{3, 1}, {13, 8}}), QStringLiteral("3/1 13/8"));
    }

    void readsTypedPlays_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("player");
        QTest::addColumn<std::vector<int>>("dice");
        QTest::addColumn<QString>("expected"); // the play written back

        QTest::newRow("plain") << "13/8 24/21" << 1 << std::vector<int>{5, 3} << "13/8 24/21";
        QTest::newRow("commas") << "13/8, 24/21" << 1 << std::vector<int>{5, 3} << "13/8 24/21";
        QTest::newRow("one checker") << "24/16" << 1 << std::vector<int>{5, 3} << "24/16";
        QTest::newRow("steps written") << "24/21/16" << 1 << std::vector<int>{5, 3} << "24/16";
        QTest::newRow("player 2") << "24/18 13/9" << 2 << std::vector<int>{6, 4} << "24/18 13/9";
        QTest::newRow("doubles counted") << "24/18(2) 13/7(2)" << 1 << std::vector<int>{6, 6} << "24/18(2) 13/7(2)";
        QTest::newRow("upper case and bar-free") << "8/5 6/5" << 1 << std::vector<int>{3, 1} << "8/5 6/5";
    }
    void readsTypedPlays()
    {
        QFETCH(QString, text);
        QFETCH(int, player);
        QFETCH(std::vector<int>, dice);
        QFETCH(QString, expected);
        const BackgammonPosition start;
        const auto parsed = BackgammonNotation::parsePlay(text, start, player, dice);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(BackgammonNotation::playText(start, player, parsed.moves), expected);
        BackgammonPosition check = start;
        QCOMPARE(check.apply(BackgammonNotation::rollEvent(player, dice, parsed.moves)), QString());
    }

    void readsBoardMovesInTheirOrder()
    {
        const auto parsed = BackgammonNotation::parsePlay(u"13/8 24/21", BackgammonPosition(), 1, {5, 3});
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.moves.size(), std::size_t(2));
        QCOMPARE(parsed.moves[0], (BgMove{13, 8}));
        QCOMPARE(parsed.moves[1], (BgMove{24, 21}));
        // 24/16 with 5-3: 24/19 is blocked, so the 3 goes first.
        const auto joined = BackgammonNotation::parsePlay(u"24/16", BackgammonPosition(), 1, {5, 3});
        QVERIFY(joined.ok());
        QCOMPARE(joined.moves[0], (BgMove{24, 21}));
        QCOMPARE(joined.moves[1], (BgMove{21, 16}));
        const auto player2 = BackgammonNotation::parsePlay(u"24/18 13/9", BackgammonPosition(), 2, {6, 4});
        QVERIFY(player2.ok());
        QCOMPARE(player2.moves[0], (BgMove{1, 7}));
        QCOMPARE(player2.moves[1], (BgMove{12, 16}));
    }

    void prefersTheWrittenHits()
    {
        const BackgammonPosition p = blotsPosition();
        // 6/1* could pass over the blot on 4 or hit it there.
        const auto passing = BackgammonNotation::parsePlay(u"6/1*", p, 1, {3, 2});
        QVERIFY2(passing.ok(), qPrintable(passing.error));
        QCOMPARE(BackgammonNotation::playText(p, 1, passing.moves), QStringLiteral("6/1*"));
        const auto hitting = BackgammonNotation::parsePlay(u"6/4*/1*", p, 1, {3, 2});
        QVERIFY2(hitting.ok(), qPrintable(hitting.error));
        QCOMPARE(hitting.moves[0], (BgMove{6, 4}));
        QCOMPARE(BackgammonNotation::playText(p, 1, hitting.moves), QStringLiteral("6/4*/1*"));
        // An unmarked hit is still read when there is no other way.
        const auto unmarked = BackgammonNotation::parsePlay(u"6/4 13/10", p, 1, {3, 2});
        QVERIFY2(unmarked.ok(), qPrintable(unmarked.error));
        QCOMPARE(BackgammonNotation::playText(p, 1, unmarked.moves), QStringLiteral("6/4* 13/10"));
    }

    void readsBarAndBearOff()
    {
        BackgammonPosition p = blotsPosition();
        QVERIFY(p.apply(roll(1, {3, 2}, {{6, 4}, {13, 10}})).isEmpty());
        const auto enter = BackgammonNotation::parsePlay(u"bar/21* 13/11", p, 2, {4, 2});
        QVERIFY2(enter.ok(), qPrintable(enter.error));
        QCOMPARE(enter.moves[0], (BgMove{BgBar, 4}));
        const auto mustEnter = BackgammonNotation::parsePlay(u"13/9 13/11", p, 2, {4, 2});
        QVERIFY(!mustEnter.ok());
        QVERIFY2(mustEnter.error.contains(QStringLiteral("bar must enter first")), qPrintable(mustEnter.error));

        // Bearing off: player 1 with everything home.
        BackgammonPosition home;
        const auto bearOff = BackgammonNotation::parsePlay(u"6/off 5/off", home, 1, {6, 5});
        QVERIFY(!bearOff.ok()); // not home yet at the start
        QVERIFY2(bearOff.error.contains(QStringLiteral("all your checkers are home")), qPrintable(bearOff.error));
    }

    void refusesIllegalPlaysWithReasons_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<std::vector<int>>("dice");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no such die") << "13/9 24/21" << std::vector<int>{5, 3} << "no die of 4";
        QTest::newRow("die left") << "13/8" << std::vector<int>{5, 3} << "can still be played";
        QTest::newRow("nothing typed") << "" << std::vector<int>{5, 3} << "must be played";
        QTest::newRow("blocked") << "24/19 13/10" << std::vector<int>{5, 3} << "19 is blocked";
        QTest::newRow("backwards") << "8/13 24/21" << std::vector<int>{5, 3} << "backwards";
        QTest::newRow("empty point") << "10/5 24/21" << std::vector<int>{5, 3} << "no checker on 10";
        QTest::newRow("garbage") << "13-8" << std::vector<int>{5, 3} << "column 1";
        QTest::newRow("bad point") << "13/8 24/x" << std::vector<int>{5, 3} << "column 9";
        QTest::newRow("bad count") << "13/8(7)" << std::vector<int>{5, 3} << "a count";
        QTest::newRow("too many") << "13/8 24/21 6/5" << std::vector<int>{5, 3} << "every die";
        QTest::newRow("to the bar") << "13/bar" << std::vector<int>{5, 3} << "to the bar";
    }
    void refusesIllegalPlaysWithReasons()
    {
        QFETCH(QString, text);
        QFETCH(std::vector<int>, dice);
        QFETCH(QString, reason);
        const auto parsed = BackgammonNotation::parsePlay(text, BackgammonPosition(), 1, dice);
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.moves.empty());
        QVERIFY2(parsed.error.contains(reason), qPrintable(parsed.error));
    }

    void noLegalMoveIsAnEmptyPlay()
    {
        // Player 2 hits player 1's blot on 5; 6-6 cannot enter against
        // player 2's five checkers on 19.
        BackgammonPosition p;
        QVERIFY(p.apply(roll(1, {2, 1}, {{13, 11}, {6, 5}})).isEmpty());
        QVERIFY(p.apply(roll(2, {4, 3}, {{1, 5}, {1, 4}})).isEmpty());
        QCOMPARE(p.bar(1), 1);
        const auto parsed = BackgammonNotation::parsePlay(u"", p, 1, {6, 6});
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QVERIFY(parsed.moves.empty());
        const auto moving = BackgammonNotation::parsePlay(u"13/7", p, 1, {6, 6});
        QVERIFY(!moving.ok());
        QVERIFY2(moving.error.contains(QStringLiteral("bar must enter first")), qPrintable(moving.error));
        // With a 5 it can enter, so the empty play is refused.
        QVERIFY(!BackgammonNotation::parsePlay(u"", p, 1, {5, 6}).ok());
    }

    void moveProblemNamesPointsFromTheMoversSide()
    {
        const BackgammonPosition start;
        QCOMPARE(BackgammonNotation::moveProblem(start, 1, {13, 8}, {5, 3}), QString());
        QVERIFY(BackgammonNotation::moveProblem(start, 2, {12, 17}, {3, 1}).contains(QStringLiteral("13/8")));
        QVERIFY(BackgammonNotation::moveProblem(start, 2, {1, 6}, {5, 3}).contains(QStringLiteral("19 is blocked")));
        QVERIFY(BackgammonNotation::moveProblem(start, 1, {13, 8}, {}).contains(QStringLiteral("every die")));
        QVERIFY(BackgammonNotation::moveProblem(start, 1, {BgBar, 20}, {5}).contains(QStringLiteral("bar")));
    }

    void tabulaThreeDice()
    {
        BackgammonPosition p(BgVariant::Tabula);
        // Three dice from the opening roll on, as the server rolls them.
        QVERIFY(!p.apply(roll(1, {4, 2}, {{BgOff, 4}, {BgOff, 2}})).isEmpty());
        QVERIFY(p.apply(roll(1, {4, 2, 1}, {{BgOff, 4}, {BgOff, 2}, {BgOff, 1}})).isEmpty());
        QCOMPARE(p.toText().left(6), QStringLiteral("1,1,0,"));
        QVERIFY(p.apply(roll(2, {5, 3, 3}, {{BgOff, 5}, {BgOff, 3}, {BgOff, 3}})).isEmpty());
        const auto parsed = BackgammonNotation::parsePlay(u"in/19 in/23 21/20*", p, 1, {6, 2, 1});
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(BackgammonNotation::eventText(p, BackgammonNotation::rollEvent(1, {6, 2, 1}, parsed.moves)),
                 QStringLiteral("6-2-1: in/19 in/23 21/20*"));
    }
};

QTEST_GUILESS_MAIN(TestBgNotation)
#include "tst_bgnotation.moc"
