// Jellyfish .mat files: the reader on files of GNU Backgammon and of the
// eXtreme Gammon layout, round trips through the writer, every malformed
// case at its line:column, and the producers' quirks as warnings.

#include "bgammongenerator.h"
#include "bgammontesting.h"
#include "testfiles.h"

#include "formats/jellyfish/jellyfish.h"
#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QDateTime>
#include <QFile>
#include <QTimeZone>
#include <QtTest>

using namespace kibitz;

namespace {

using test::eventsOf;

QByteArray dataFile(const char *name)
{
    return test::readFile(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/") + QLatin1String(name));
}

QByteArray headerValue(const GameRecord &g, const char *key)
{
    for (const RawProperty &p : g.header) {
        if (p.key == key && !p.values.isEmpty())
            return p.values.first();
    }
    return QByteArray();
}

void compareMatches(const Collection &a, const Collection &b)
{
    QCOMPARE(a.games.size(), b.games.size());
    for (std::size_t i = 0; i < a.games.size(); ++i) {
        QCOMPARE(a.games[i].player1, b.games[i].player1);
        QCOMPARE(a.games[i].player2, b.games[i].player2);
        QCOMPARE(a.games[i].result, b.games[i].result);
        const BgGameInfo x = backgammonGameInfo(a.games[i]);
        const BgGameInfo y = backgammonGameInfo(b.games[i]);
        QCOMPARE(x.matchLength, y.matchLength);
        QCOMPARE(x.score1, y.score1);
        QCOMPARE(x.score2, y.score2);
        QCOMPARE(x.winner, y.winner);
        QCOMPARE(x.points, y.points);
        QCOMPARE(x.postCrawford, y.postCrawford);
        QVERIFY2(eventsOf(a.games[i]) == eventsOf(b.games[i]), qPrintable(QStringLiteral("game %1").arg(i + 1)));
    }
}

const QByteArray kHead = " 3 point match\n\n Game 1\n Anna : 0                   Bruno : 0\n";
const QByteArray kMoney = " 0 point match\n\n Game 1\n Anna : 0                   Bruno : 0\n";

} // namespace

class TestJellyfish : public QObject {
    Q_OBJECT
private slots:
    void detection()
    {
        QVERIFY(jellyfish::looksLikeMat(dataFile("gnubg108-charlot-7p.mat")));
        QVERIFY(jellyfish::looksLikeMat(dataFile("xg-style.mat")));
        QVERIFY(jellyfish::looksLikeMat(" 0 point match\n"));
        QVERIFY(!jellyfish::looksLikeMat("; [Site \"x\"]\n\n Game 1\n"));
        QVERIFY(!jellyfish::looksLikeMat("i 0 a b 1 0 0 0 0 0\n"));
        QVERIFY(!jellyfish::looksLikeMat("(;FF[4]GM[6])"));
        QCOMPARE(detectFormat(dataFile("xg-style.mat")), FileFormat::JellyfishMat);
    }

    // GNU Backgammon 1.08's export: a resignation with the cube at 2, a
    // dropped redouble, a gammon with the cube at 2, a backgammon; rolls
    // without moves (dances); an opening roll of the second player.
    void gnubgExport()
    {
        const LoadResult r = jellyfish::read(dataFile("gnubg108-charlot-7p.mat"));
        QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1String(": ") + r.error.message));
        QCOMPARE(r.warnings, QStringList());
        const Collection &c = *r.collection;
        QCOMPARE(c.games.size(), std::size_t(4));
        const int scores[4][2] = {{0, 0}, {0, 2}, {2, 2}, {6, 2}};
        const char *results[4] = {"2+1", "1+1", "1+2", "1+3"};
        for (int i = 0; i < 4; ++i) {
            const GameRecord &g = c.games[std::size_t(i)];
            QCOMPARE(g.player1, QStringLiteral("charlot1"));
            QCOMPARE(g.player2, QStringLiteral("charlot2"));
            const BgGameInfo info = backgammonGameInfo(g);
            QCOMPARE(info.matchLength, 7);
            QCOMPARE(info.score1, scores[i][0]);
            QCOMPARE(info.score2, scores[i][1]);
            QCOMPARE(g.result, QString::fromLatin1(results[i]));
            QCOMPARE(headerValue(g, "mat:EventDate"), QByteArray("2025.11.08"));
        }
        // Game 1 ends with player 2's resignation.
        const auto events = eventsOf(c.games.front());
        QCOMPARE(events.back().kind, BackgammonEvent::Kind::Terminate);
        QCOMPARE(events.back().player, 1);
        QCOMPARE(events.front().player, 2);
        // Written again and read back: the same match.
        const SaveResult again = jellyfish::write(c);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY(again.data.startsWith("; [EventDate \"2025.11.08\"]\n\n 7 point match\n"));
        const LoadResult back = jellyfish::read(again.data);
        QVERIFY(back.ok());
        compareMatches(*back.collection, c);
        QCOMPARE(jellyfish::write(*back.collection).data, again.data);
    }

    // The eXtreme Gammon layout: byte order mark, CR LF, header comments,
    // no leading spaces, "Bar" and "Off", moves over several dice, counts
    // "(2)", "Wins" on the row of a drop, "and the match".
    void xgLayout()
    {
        const LoadResult r = jellyfish::read(dataFile("xg-style.mat"));
        QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1String(": ") + r.error.message));
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings.front().startsWith(QLatin1String("36:38: a roll the player did not play")),
                 qPrintable(r.warnings.front()));
        const Collection &c = *r.collection;
        QCOMPARE(c.games.size(), std::size_t(3));
        const GameRecord &g = c.games.front();
        QCOMPARE(g.player1, QStringLiteral("Anna Maria"));
        QCOMPARE(headerValue(g, "mat:Player 1 Elo"), QByteArray("1600.00/0"));
        QCOMPARE(headerValue(g, "mat:Transcriber"), QByteArray("Kibitz tests"));
        QCOMPARE(headerValue(g, "mat:Crawford"), QByteArray("On"));
        QCOMPARE(c.games[0].result, QStringLiteral("2+1"));
        QCOMPARE(c.games[1].result, QStringLiteral("1+1")); // 2 points, the cube at 2
        QCOMPARE(c.games[2].result, QStringLiteral("1+1"));
        // The third game is the Crawford game, not after it.
        QVERIFY(!backgammonGameInfo(c.games[2]).postCrawford);
        // "24/14" with 6-4 is two moves; "13/3(2)" with 5-5 four.
        QCOMPARE(eventsOf(c.games[0])[1].moves.size(), std::size_t(2));
        QCOMPARE(eventsOf(c.games[1])[6].moves.size(), std::size_t(4));
        // Every header comment survives a save as .mat, in order.
        const SaveResult again = jellyfish::write(c);
        QVERIFY(again.ok());
        QVERIFY(
            again.data.startsWith("; [Site \"Club Table\"]\n; [Match ID \"12345\"]\n; [Player 1 \"Anna Maria\"]\n"));
        QVERIFY(again.data.contains("; [Transcriber \"Kibitz tests\"]\n\n 3 point match\n"));
        const LoadResult back = jellyfish::read(again.data);
        QVERIFY(back.ok());
        compareMatches(*back.collection, c);
        QCOMPARE(back.collection->games[1].header, c.games[1].header);
    }

    // .match -> model -> .mat -> model -> .mat, on generated matches with
    // hits, doubles taken and dropped, resignations, gammons and Crawford.
    void roundTrip_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("length");
        QTest::newRow("5 points") << 31u << 5;
        QTest::newRow("9 points") << 32u << 9;
        QTest::newRow("3 points") << 33u << 3;
    }
    void roundTrip()
    {
        QFETCH(quint32, seed);
        QFETCH(int, length);
        test::BgGeneratorOptions options;
        options.doubleChance = 0.08;
        options.resignChance = 0.01;
        const Collection match = test::generateBgMatch(seed, length, 0, options);
        const SaveResult mat = jellyfish::write(match);
        QVERIFY2(mat.ok(), qPrintable(mat.error));
        const LoadResult r = jellyfish::read(mat.data);
        QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1String(": ") + r.error.message));
        QCOMPARE(r.warnings, QStringList());
        compareMatches(*r.collection, match);
        QCOMPARE(jellyfish::write(*r.collection).data, mat.data);
    }

    void moneyAndCrawfordOff()
    {
        const QByteArray money = "; [Jacoby \"On\"]\n 0 point match\n\n Game 1\n Anna : 0  Bruno : 0\n"
                                 "  1) 31: 8/5 6/5\n";
        const LoadResult m = jellyfish::read(money);
        QVERIFY2(m.ok(), qPrintable(m.error.message));
        QCOMPARE(backgammonGameInfo(m.collection->games.front()).matchLength, 0);
        QCOMPARE(headerValue(m.collection->games.front(), "mat:Jacoby"), QByteArray("On"));
        QCOMPARE(m.collection->games.front().result, QString()); // not finished
        // Without the Crawford rule, the game at 2-away/1-away is no Crawford game.
        const QByteArray off = "; [Crawford \"Off\"]\n 3 point match\n\n Game 1\n A : 2  B : 0\n  1) 31: 8/5 6/5\n";
        const LoadResult o = jellyfish::read(off);
        QVERIFY(o.ok());
        QVERIFY(backgammonGameInfo(o.collection->games.front()).postCrawford);
        QVERIFY(!backgammonGameInfo(jellyfish::read(off.mid(off.indexOf('\n') + 1)).collection->games.front())
                     .postCrawford);
    }

    // gnubg 1.07 crashes on these; Kibitz reads them.
    void emptyAndSpacedNames()
    {
        const LoadResult r = jellyfish::read(" 1 point match\n\n Game 1\n  : 0                  Bruno de la Vega : 0\n"
                                             "  1) 31: 8/5 6/5\n");
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.collection->games.front().player1, QString());
        QCOMPARE(r.collection->games.front().player2, QStringLiteral("Bruno de la Vega"));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("no match length") << QByteArray(" Game 1\n") << 1 << 1 << "a game before the match length";
        QTest::newRow("empty file") << QByteArray("\n") << 2 << 1 << "the file holds no match";
        QTest::newRow("no game") << QByteArray(" 3 point match\n") << 2 << 1 << "the file holds no game";
        QTest::newRow("unknown line before the game")
            << QByteArray(" 3 point match\nhello\n") << 2 << 1 << "expected \" Game 1\"";
        QTest::newRow("no score line") << QByteArray(" 3 point match\n Game 1\n  1) 31: 8/5 6/5\n") << 3 << 1
                                       << "expected the scores";
        QTest::newRow("unknown text in a row") << kHead + "  1)  hello\n" << 5 << 7 << "unexpected \"hello\"";
        QTest::newRow("unknown text after moves") << kHead + "  1) 31: 8/5 6/5     hello\n"
                                                  << 5 << 22 << "\"hello\": expected a point 1-24, bar or off";
        QTest::newRow("bad dice") << kHead + "  1) 72: 13/6 13/11\n" << 5 << 6 << "\"72:\" is not a roll";
        QTest::newRow("one die") << kHead + "  1) 5: 13/8\n" << 5 << 6 << "\"5:\" is not a roll";
        QTest::newRow("illegal move") << kHead + "  1) 52: 13/8 13/10\n"
                                      << 5 << 15 << "13/10: no die of 3 is left to play";
        QTest::newRow("truncated row") << kHead + "  1) 52: 13/8 13/\n"
                                       << 5 << 18 << "expected a point 1-24, bar or off";
        QTest::newRow("not all dice used") << kHead + "  1) 52: 13/8\n" << 5 << 10 << "can still be played";
        QTest::newRow("illegal second player move") << kHead + "  1) 52: 13/8 13/11      64: 24/18 13/8\n"
                                                    << 5 << 36 << "13/8: no die of 5 is left to play";
        QTest::newRow("wrong turn") << kHead + "  1) 52: 13/8 13/11\n  2) 31: 8/5 6/5\n"
                                    << 6 << 6 << "player 1 rolls where it is player 2's turn";
        QTest::newRow("answer without double") << kHead + "  1) 52: 13/8 13/11      Takes\n"
                                               << 5 << 26 << "\"Takes\" without a double";
        QTest::newRow("roll after an unanswered double")
            << kHead + "  1) 52: 13/8 13/11      Doubles => 2\n  2) 31: 8/5 6/5\n"
            << 6 << 6 << "a roll where the answer to the double was expected";
        QTest::newRow("double without answer at the end") << kHead + "  1) 52: 13/8 13/11      Doubles => 2\n"
                                                          << 5 << 26 << "the double has no answer";
        QTest::newRow("wrong cube value") << kHead + "  1) 52: 13/8 13/11      Doubles => 4\n" << 5 << 37 << "not 4";
        QTest::newRow("beaver in a match") << kHead + "  1) 52: 13/8 13/11      Doubles => 2\n  2)  Beavers\n"
                                           << 6 << 7 << "allowed in money play only";
        QTest::newRow("raccoon") << kMoney
                                        + "  1) 52: 13/8 13/11      Doubles => 2\n  2)  Beavers => 4\n"
                                          "  3)                     Beavers => 8\n"
                                 << 7 << 26 << "a raccoon";
        QTest::newRow("beaver to the wrong value")
            << kMoney + "  1) 52: 13/8 13/11      Doubles => 2\n  2)  Beavers => 8\n"
            << 6 << 18 << "a beaver makes it 4, not 8";
        QTest::newRow("result without points") << kHead + "  1) 52: 13/8 13/11\n      Wins\n"
                                               << 6 << 7 << "expected \"Wins N point(s)\"";
        QTest::newRow("both win")
            << kHead + "  1) 52: 13/8 13/11\n      Wins 1 point\n                                  Wins 1 point\n"
            << 7 << 35 << "both players win";
        QTest::newRow("unplayed roll, no resignation") << kHead + "  1) 52: \n  2) 31: 8/5 6/5\n"
                                                       << 5 << 6 << "5-2 not played";
        QTest::newRow("variation") << QByteArray("; [Variation \"Nackgammon\"]\n") + kHead << 1 << 1
                                   << "the variation \"Nackgammon\" is not supported";
        QTest::newRow("second match length") << kHead + " 5 point match\n" << 5 << 1 << "a second match length";
        QTest::newRow("scores going back") << kHead + "  1) 52: 13/8 13/11\n Game 2\n Anna : 0   Bruno : 0\n"
                                           << 7 << 1 << "the score 0-0 does not follow the game before's 0-0";
        QTest::newRow("other players") << kHead + " Game 2\n Anna : 1   Carl : 0\n"
                                       << 6 << 1 << "the players differ from the game before";
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const LoadResult r = jellyfish::read(text);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
        QCOMPARE(r.error.line, line);
        QCOMPARE(r.error.column, column);
    }

    void quirks_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("warning");
        QTest::addColumn<int>("events");
        QTest::addColumn<QString>("result");
        QTest::newRow("move number repeated mid-row") << kHead + "  1) 52: 13/8 13/11  1) 64: 24/18 13/9\n"
                                                      << "5:22: a move number repeated" << 2 << "";
        QTest::newRow("unknown move")
            << kHead
                   + "  1) 52: 13/8 13/11       64: 24/18 13/9\n  2) ????                  33: 8/5\n"
                     "                                Wins 1 point\n"
            << "6:6: an unknown move" << 2 << "";
        QTest::newRow("absurd points") << kHead + "  1) 52: 13/8 13/11\n      Wins 4016 point\n"
                                       << "6:7: 4016 points cannot be won" << 2 << "1+1";
        QTest::newRow("more points than the board gives")
            << QByteArray(" 1 point match\n\n Game 1\n a : 0  b : 0\n  1) 52: 13/8 13/11  Doubles => 2\n  2)  Drops\n"
                          "                                  Wins 2 points\n")
            << "7:35: 2 points where the game gives 1" << 2 << "2+1";
        QTest::newRow("row numbers out of order")
            << kHead + "  1) 52: 13/8 13/11       64: 24/18 13/9\n  1) 31: 8/5 6/5\n"
            << "6:3: row 1 follows row 1" << 3 << "";
        QTest::newRow("empty row") << kHead + "  1) 52: 13/8 13/11\n  2)\n"
                                   << "6:1: an empty row" << 1 << "";
        QTest::newRow("Losses beside Wins")
            << kHead + "  1) 52: 13/8 13/11       64: 24/18 13/9\n  2)  Losses 1 point            Wins 1 point\n"
            << "" << 3 << "2+1";
        QTest::newRow("header comment without a value") << QByteArray("; [Site]\n") + kHead + "  1) 52: 13/8 13/11\n"
                                                        << "1:1: a header comment" << 1 << "";
        QTest::newRow("eXtreme Gammon: ??? after the roll of a player who resigns")
            << kHead + "  1) 52: 13/8 13/11       64: 24/18 13/9\n  2) 33: ???                  Wins 1 point\n"
            << "6:6: a roll the player did not play" << 3 << "2+1";
        QTest::newRow("BackgammonGalaxy: Losses and Wins in contradicting columns")
            << QByteArray(" 3 point match\n\n Game 1\n Anna : 2                   Bruno : 0\n"
                          "  1) 52: 13/8 13/11       64: 24/18 13/9\n"
                          " Losses 1 point\n\n      Wins 1 point and the match\n")
            << "6:2: the result lines name both players; player 1 wins" << 3 << "1+1";
        QTest::newRow("BackgammonGalaxy: Losses and Wins in their columns")
            << kHead
                   + "  1) 52: 13/8 13/11       64: 24/18 13/9\n"
                     "  2)  Losses 1 point            Wins 1 point\n"
            << "" << 3 << "2+1";
        QTest::newRow("EventDate that is no date")
            << QByteArray("; [EventDate \"yesterday\"]\n") + kHead + "  1) 52: 13/8 13/11\n"
            << "1:1: EventDate \"yesterday\" is not a date" << 1 << "";
        QTest::newRow("Latin-1 names") << QByteArray(
            " 1 point match\n\n Game 1\n J\xf6rg : 0       Bruno : 0\n  1) 52: 13/8 13/11\n")
                                       << "4:1: the names are not UTF-8" << 1 << "";
    }
    void quirks()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, warning);
        QFETCH(int, events);
        QFETCH(QString, result);
        const LoadResult r = jellyfish::read(text);
        QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1String(": ") + r.error.message));
        if (warning.isEmpty()) {
            QCOMPARE(r.warnings, QStringList());
        } else {
            QCOMPARE(r.warnings.size(), 1);
            QVERIFY2(r.warnings.front().startsWith(warning), qPrintable(r.warnings.front()));
        }
        QCOMPARE(int(eventsOf(r.collection->games.front()).size()), events);
        QCOMPARE(r.collection->games.front().result, result);
    }

    // A beaver in money play: the taker redoubles at once and keeps the
    // cube, in both ways producers write it ("Beavers" and gnubg's
    // "Doubles => N" in the answer's place); a roll after a beaver takes it.
    void beavers_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("taken");
        QTest::newRow("Beavers, Takes") << kMoney
                                               + "  1) 52: 13/8 13/11      Doubles => 2\n  2)  Beavers => 4\n"
                                                 "  3)                       Takes\n"
                                                 "  4)                       64: 24/18 13/9\n"
                                        << true;
        QTest::newRow("gnubg: Doubles in the answer's place") << kMoney
                                                                     + "  1) 52: 13/8 13/11      Doubles => 2\n"
                                                                       "  2)  Doubles => 4          Takes\n"
                                                                       "  3)                        64: 24/18 13/9\n"
                                                              << true;
        QTest::newRow("Beavers, then a roll") << kMoney
                                                     + "  1) 52: 13/8 13/11      Doubles => 2\n  2)  Beavers\n"
                                                       "  3)                        64: 24/18 13/9\n"
                                              << true;
        QTest::newRow("Beavers, Drops") << kMoney
                                               + "  1) 52: 13/8 13/11      Doubles => 2\n  2)  Beavers => 4\n"
                                                 "  3)                       Drops\n"
                                        << false;
    }
    void beavers()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, taken);
        const LoadResult r = jellyfish::read(text);
        QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1String(": ") + r.error.message));
        const GameRecord &g = r.collection->games.front();
        const std::vector<BackgammonEvent> events = eventsOf(g);
        QVERIFY(events.size() >= 3);
        QCOMPARE(events[1].kind, BackgammonEvent::Kind::Double);
        QCOMPARE(events[1].player, 2);
        QVERIFY(events[1].accepted);
        QCOMPARE(events[2].kind, BackgammonEvent::Kind::Double);
        QCOMPARE(events[2].player, 1);
        QCOMPARE(events[2].cubeValue, 4);
        QCOMPARE(events[2].accepted, taken);
        BackgammonPosition p = backgammonStart(g);
        for (std::size_t i = 0; i < 3; ++i)
            QCOMPARE(p.apply(events[i]), QString());
        if (taken) {
            QCOMPARE(p.cubeValue(), 4);
            QCOMPARE(p.cubeOwner(), 1); // the beaverer keeps the cube
            QCOMPARE(p.toAct(), 2);
        } else {
            QCOMPARE(p.winner(), 1);
            QCOMPARE(backgammonPointsWon(g), 2);
        }
        // Written back as gnubg writes a beaver, and read again the same.
        const SaveResult w = jellyfish::write(*r.collection);
        QVERIFY2(w.error.isEmpty(), qPrintable(w.error));
        const LoadResult again = jellyfish::read(w.data);
        QVERIFY2(again.ok(),
                 qPrintable(again.error.location() + QLatin1String(": ") + again.error.message + "\n" + w.data));
        QVERIFY(eventsOf(again.collection->games.front()) == events);
    }

    void eventDateIsTheMatchTime()
    {
        const LoadResult r = jellyfish::read(dataFile("studio-llabba-pasiphae-7p.txt"));
        QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1String(": ") + r.error.message));
        QCOMPARE(backgammonGameInfo(r.collection->games.front()).timestamp,
                 QDateTime(QDate(2023, 10, 25), QTime(8, 23), QTimeZone::utc()).toSecsSinceEpoch());
        // Written back: the same EventDate and EventTime.
        const SaveResult w = jellyfish::write(*r.collection);
        QVERIFY(w.data.contains("; [EventDate \"2023.10.25\"]\n"));
        QCOMPARE(w.data.count("EventDate"), 1);
    }

    // BackgammonGalaxy ends a match with a move number in the middle of a
    // row, "Losses" in the second column and "Wins ... and the match" to the
    // right of it: the score says who won.
    void galaxyMatchEndAfterAMoveNumber()
    {
        const LoadResult r = jellyfish::read(" 3 point match\n\n Game 1\n Anna : 0                   Bruno : 1\n"
                                             "  1) 52: 13/8 13/11       64: 24/18 13/9\n"
                                             "  2) 31: 8/5 6/5         2)  Losses 2 point               "
                                             "Wins 2 point and the match\n");
        QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1String(": ") + r.error.message));
        QCOMPARE(r.warnings.size(), 2);
        QVERIFY2(r.warnings[0].startsWith(QLatin1String("6:26: a move number repeated")), qPrintable(r.warnings[0]));
        QVERIFY2(r.warnings[1].contains(QLatin1String("player 2 wins the match by the score")),
                 qPrintable(r.warnings[1]));
        QCOMPARE(r.collection->games.front().result, QStringLiteral("2+2"));
    }

    void latin1NameIsKept()
    {
        const LoadResult r = jellyfish::read(" 1 point match\n\n Game 1\n J\xf6rg : 0       Bruno : 0\n");
        QVERIFY(r.ok());
        QCOMPARE(r.collection->games.front().player1, QStringLiteral("J\u00f6rg"));
    }

    void locationsForCheck()
    {
        ReadOptions options;
        options.recordLocations = true;
        const QByteArray text = kHead + "  1) 52: 13/8 13/11       64: 24/18 13/9\n";
        const LoadResult r = jellyfish::read(text, options);
        QVERIFY(r.ok());
        const GameRecord &g = r.collection->games.front();
        const NodeId second = g.tree.mainChild(g.tree.mainChild(g.tree.root()));
        QCOMPARE(g.nodeOffsets[second], text.indexOf("64:"));
    }
};

QTEST_GUILESS_MAIN(TestJellyfish)
#include "tst_jellyfish.moc"
