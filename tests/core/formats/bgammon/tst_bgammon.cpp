// bgammon.org replays: reader, writer, the rules of backgammon, acey-deucey
// and tabula, and gnubg's Position ID and Match ID.

#include "bgammongenerator.h"
#include "bgammontesting.h"

#include "formats/bgammon/bgammon.h"
#include "formats/jellyfish/jellyfish.h"
#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QtTest>

using namespace kibitz;

namespace {

using test::eventsOf;

void compareCollections(const Collection &a, const Collection &b)
{
    QCOMPARE(a.games.size(), b.games.size());
    for (std::size_t i = 0; i < a.games.size(); ++i) {
        QCOMPARE(a.games[i].kind, b.games[i].kind);
        QCOMPARE(a.games[i].player1, b.games[i].player1);
        QCOMPARE(a.games[i].player2, b.games[i].player2);
        QCOMPARE(a.games[i].result, b.games[i].result);
        QVERIFY(backgammonGameInfo(a.games[i]) == backgammonGameInfo(b.games[i]));
        QVERIFY(eventsOf(a.games[i]) == eventsOf(b.games[i]));
    }
}

// Replays a game's events; returns the first error ("event N: why") or empty.
QString replay(const GameRecord &g, BackgammonPosition *end = nullptr)
{
    BackgammonPosition p = backgammonStart(g);
    int n = 0;
    for (const BackgammonEvent &e : eventsOf(g)) {
        ++n;
        const QString why = p.apply(e);
        if (!why.isEmpty())
            return QStringLiteral("event %1: %2").arg(n).arg(why);
    }
    if (end)
        *end = p;
    return QString();
}

// The spec example cut after `keep` events, plus `extra` lines.
QString trySpecExample(int keep, const QByteArray &extra)
{
    const QList<QByteArray> lines = test::bgammonDataFile("spec-example.match").split('\n');
    QByteArray text = lines[1] + '\n';
    for (int i = 0; i < keep; ++i)
        text += lines[2 + i] + '\n';
    text += extra;
    const LoadResult r = bgammon::read(text);
    if (!r.ok())
        return QStringLiteral("unreadable: ") + r.error.message;
    return replay(r.collection->games.front());
}

// A game of `variant` made of `lines`, replayed.
QString tryGame(int variant, const QByteArray &lines, BackgammonPosition *end = nullptr)
{
    const LoadResult r = bgammon::read("i 0 a b 1 0 0 0 0 " + QByteArray::number(variant) + '\n' + lines);
    if (!r.ok())
        return QStringLiteral("unreadable: ") + r.error.location() + ' ' + r.error.message;
    return replay(r.collection->games.front(), end);
}

} // namespace

class TestBgammon : public QObject {
    Q_OBJECT
private slots:
    void readsTheSpecExample()
    {
        const QByteArray bytes = test::bgammonDataFile("spec-example.match");
        QVERIFY(!bytes.isEmpty());
        QCOMPARE(detectFormat(bytes), FileFormat::BgammonMatch);
        const LoadResult r = bgammon::read(bytes);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QVERIFY(r.warnings.isEmpty());
        QCOMPARE(r.collection->games.size(), std::size_t(1));
        const GameRecord &g = r.collection->games.front();
        QCOMPARE(g.kind, GameKind::Backgammon);
        QCOMPARE(g.player1, QStringLiteral("Guest_385"));
        QCOMPARE(g.player2, QStringLiteral("BOT_tabula"));
        QCOMPARE(g.result, QStringLiteral("1+1"));
        const BgGameInfo info = backgammonGameInfo(g);
        QCOMPARE(info.timestamp, qint64(1702738670));
        QCOMPARE(info.matchLength, 1);
        QCOMPARE(info.winner, 1);
        const std::vector<BackgammonEvent> events = eventsOf(g);
        QCOMPARE(events.size(), std::size_t(41));
        QCOMPARE(events[3].moves.size(), std::size_t(4));
        QCOMPARE(events[3].moves[0], (BgMove{BgBar, 3}));
        BackgammonPosition end;
        QCOMPARE(replay(g, &end), QString());
        QCOMPARE(end.winner(), 1);
        QCOMPARE(end.borneOff(1), 15);
    }

    void roundTripsByteForByte_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("spec example") << QStringLiteral("spec-example.match");
        QTest::newRow("acey-deucey") << QStringLiteral("acey-deucey.match");
        QTest::newRow("tabula") << QStringLiteral("tabula.match");
        QTest::newRow("server 7-point match") << QStringLiteral("server-7-point-match.match");
        QTest::newRow("server tabula") << QStringLiteral("server-tabula.match");
        QTest::newRow("server acey-deucey") << QStringLiteral("server-acey-deucey.match");
    }
    void roundTripsByteForByte()
    {
        QFETCH(QString, file);
        const QByteArray bytes = test::bgammonDataFile(file.toLatin1().constData());
        const LoadResult r = bgammon::read(bytes);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QVERIFY(r.warnings.isEmpty());
        QCOMPARE(replay(r.collection->games.front()), QString());
        const SaveResult saved = bgammon::write(*r.collection);
        QVERIFY(saved.ok());
        QCOMPARE(saved.data, bytes);
    }

    void readsWhatTheServerWrites()
    {
        // No index table, ", " between moves, no final newline.
        const QByteArray bytes = test::bgammonDataFile("server-style.match");
        QCOMPARE(detectFormat(bytes), FileFormat::BgammonMatch);
        const LoadResult r = bgammon::read(bytes);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY(r.warnings.first().contains(QLatin1String("no index table")));
        const GameRecord &g = r.collection->games.front();
        QCOMPARE(eventsOf(g)[1].moves, (std::vector<BgMove>{{1, 7}, {7, 11}}));
        BackgammonPosition end;
        QCOMPARE(replay(g, &end), QString());
        QCOMPARE(end.winner(), 1); // the double was declined
        // The server adds the points of a drop before it writes the metadata
        // line: 3 (bgammon's winPoints: dave still has a checker on carol's
        // 1 point) times the cube, 1 (the ninth field), so 3-0 is the score
        // after the game and 0-0 the score before.
        const BgGameInfo info = backgammonGameInfo(g);
        QCOMPARE(info.score1, 0);
        QCOMPARE(info.score2, 0);
        QCOMPARE(info.points, 3);
        QCOMPARE(g.result, QStringLiteral("1+3"));
        const SaveResult saved = bgammon::write(*r.collection);
        QCOMPARE(saved.data, QByteArray("bgammon-replay 00000024\n"
                                        "i 1702738900 carol dave 1 3 0 1 1 0\n"
                                        "1 r 3-1 8/5 6/5\n"
                                        "2 r 6-4 1/7 7/11\n"
                                        "1 d 2 0\n"));
        const LoadResult again = bgammon::read(saved.data);
        QVERIFY(again.ok());
        QVERIFY(again.warnings.isEmpty());
        compareCollections(*r.collection, *again.collection);
    }

    // A 7-point match in the server's form: a declined double (the scores
    // after it on its metadata line), bear-offs (before), a resignation with
    // the cube at 2 (after), a Crawford game and one after it.
    void scoresBeforeEachGame()
    {
        const QByteArray bytes = test::bgammonDataFile("server-7-point-match.match");
        const LoadResult r = bgammon::read(bytes);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n')));
        const std::vector<GameRecord> &games = r.collection->games;
        QCOMPARE(games.size(), std::size_t(7));
        const int before[7][2] = {{0, 0}, {0, 3}, {2, 3}, {4, 3}, {4, 5}, {4, 6}, {6, 6}};
        const int points[7] = {3, 2, 1, 2, 1, 2, 2};
        for (std::size_t i = 0; i < games.size(); ++i) {
            const BgGameInfo info = backgammonGameInfo(games[i]);
            QCOMPARE(info.score1, before[i][0]);
            QCOMPARE(info.score2, before[i][1]);
            QCOMPARE(info.points, points[i]);
            QVERIFY(!info.abandoned);
            QCOMPARE(info.postCrawford, i == 6);
            QCOMPARE(replay(games[i]), QString());
        }
        QCOMPARE(backgammonEnding(games[0]).kind, BgEnding::Kind::Declined);
        QCOMPARE(backgammonEnding(games[2]).kind, BgEnding::Kind::Terminated);
        QCOMPARE(backgammonEnding(games[2]).position.cubeValue(), 2);
        QCOMPARE(backgammonEnding(games[6]).kind, BgEnding::Kind::BearOff);
        // The Match ID of the first position carries 0-0, not the 0-3 of the line.
        QCOMPARE(backgammonStart(games[0]).gnubgMatchId(), BackgammonPosition(BgVariant::Backgammon, 7).gnubgMatchId());
        QCOMPARE(bgammon::write(*r.collection).data, bytes);
    }

    // Whole games of the variants in the server's form: tabula's three dice
    // on every roll (the opening too), acey-deucey's exact-die bear-offs.
    void readsTheServersVariants()
    {
        LoadResult r = bgammon::read(test::bgammonDataFile("server-tabula.match"));
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QVERIFY(r.warnings.isEmpty());
        GameRecord g = r.collection->games.front();
        QCOMPARE(g.kind, GameKind::Tabula);
        for (const BackgammonEvent &e : eventsOf(g))
            QCOMPARE(e.diceCount, 3);
        BackgammonPosition end;
        QCOMPARE(replay(g, &end), QString());
        QCOMPARE(end.winner(), 1);
        QCOMPARE(backgammonGameInfo(g).points, 3); // tabula: the loser has checkers in 13..24
        r = bgammon::read(test::bgammonDataFile("server-acey-deucey.match"));
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QVERIFY(r.warnings.isEmpty());
        g = r.collection->games.front();
        QCOMPARE(g.kind, GameKind::AceyDeucey);
        QCOMPARE(replay(g, &end), QString());
        QCOMPARE(end.winner(), 2);
        QCOMPARE(backgammonGameInfo(g).points, BackgammonPosition::Checkers - end.borneOff(1));
        // A 3-2 bears off from 2 and leaves the 3 unused: no checker is on 3.
        const std::vector<BackgammonEvent> events = eventsOf(g);
        const auto it = std::find_if(events.begin(), events.end(), [](const BackgammonEvent &e) {
            return e.kind == BackgammonEvent::Kind::Roll && e.player == 1 && e.dice[0] == 3 && e.dice[1] == 2
                && e.moves.size() == 1 && e.moves[0] == BgMove{2, BgOff};
        });
        QVERIFY(it != events.end());
    }

    // How a game ending with "t" is read: a resignation (the scores after the
    // game) or an abandonment (before, no points).
    void terminationReadings_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("game");
        QTest::addColumn<int>("score1");
        QTest::addColumn<int>("score2");
        QTest::addColumn<int>("points");
        QTest::addColumn<bool>("abandoned");
        QTest::addColumn<QString>("warning");
        const QByteArray resign = "1 r 3-1 8/5 6/5\n2 t\n"; // player 2, on turn
        const QByteArray drop = "1 r 3-1 8/5 6/5\n2 r 6-4 1/7 7/11\n1 d 2 0\n";
        QTest::newRow("before the opening roll: abandoned")
            << QByteArray("i 1 a b 1 0 0 2 1 0\n1 t\n") << 0 << 0 << 0 << 0 << true << QString();
        QTest::newRow("resigning wins the match")
            << "i 1 a b 1 3 0 1 1 0\n" + resign << 0 << 0 << 0 << 3 << false << QString();
        QTest::newRow("not on turn: abandoned")
            << QByteArray("i 1 a b 7 0 3 2 1 0\n1 r 3-1 8/5 6/5\n1 t\n") << 0 << 0 << 3 << 0 << true << QString();
        QTest::newRow("resignation impossible: abandoned")
            << "i 1 a b 7 2 1 1 1 0\n" + resign << 0 << 2 << 1 << 0 << true << QString();
        QTest::newRow("nothing decides: resignation")
            << "i 1 a b 7 3 0 1 1 0\n" + resign << 0 << 0 << 0 << 3 << false << QString();
        QTest::newRow("the game before: abandoned") << "i 1 a b 7 3 0 1 1 0\n" + drop + "i 1 a b 7 3 0 1 1 0\n" + resign
                                                    << 1 << 3 << 0 << 0 << true << QString();
        QTest::newRow("the game before: resignation")
            << "i 1 a b 7 3 0 1 1 0\n" + drop + "i 1 a b 7 6 0 1 1 0\n" + resign << 1 << 3 << 0 << 3 << false
            << QString();
        QTest::newRow("a game follows: resignation") << "i 1 a b 7 3 0 1 1 0\n" + resign + "i 1 a b 7 3 0 0 0 0\n"
                                                     << 0 << 0 << 0 << 3 << false << QString();
        QTest::newRow("a game follows, scores too low")
            << "i 1 a b 7 2 0 1 1 0\n" + resign + "i 1 a b 7 5 0 0 0 0\n"
            << 0 << 2 << 0 << 3 << false << QStringLiteral("fits neither a resignation nor an abandonment");
        QTest::newRow("not on turn, a game follows")
            << QByteArray("i 1 a b 7 0 3 2 1 0\n1 r 3-1 8/5 6/5\n1 t\ni 1 a b 7 0 6 0 0 0\n") << 0 << 0 << 3 << 3
            << false << QStringLiteral("fits neither a resignation nor an abandonment");
        QTest::newRow("drop, scores after") << "i 1 a b 1 3 0 1 1 0\n" + drop << 0 << 0 << 0 << 3 << false << QString();
        QTest::newRow("drop, scores before (dialect)")
            << "i 1 a b 7 0 0 1 1 0\n" + drop << 0 << 0 << 0 << 3 << false << QStringLiteral("read as before the game");
        QTest::newRow("points where the cube goes (dialect)")
            << "i 1 a b 1 3 0 1 3 0\n" + drop << 0 << 0 << 0 << 3 << false
            << QStringLiteral("gives 3 where the server writes the cube value (1 at the end of the game)");
        QTest::newRow("the game before does not lead here")
            << "i 1 a b 7 3 0 1 1 0\n" + drop + "i 1 a b 7 5 0 1 1 0\n1 r 3-1 8/5 6/5\n2 r 6-4 1/7 7/11\n1 d 2 0\n"
            << 1 << 2 << 0 << 3 << false
            << QStringLiteral("game 2: the score before it, 2-0, does not follow from game 1 (3-0 after it)");
    }
    void terminationReadings()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, game);
        QFETCH(int, score1);
        QFETCH(int, score2);
        QFETCH(int, points);
        QFETCH(bool, abandoned);
        QFETCH(QString, warning);
        const LoadResult r = bgammon::read(input);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        const QStringList warnings = r.warnings.filter(QStringLiteral("index table"), Qt::CaseInsensitive);
        QStringList others = r.warnings;
        for (const QString &w : warnings)
            others.removeAll(w);
        if (warning.isEmpty()) {
            QVERIFY2(others.isEmpty(), qPrintable(others.join(u'\n')));
        } else {
            QCOMPARE(others.size(), 1);
            QVERIFY2(others.first().contains(warning), qPrintable(others.first()));
        }
        const GameRecord &g = r.collection->games[std::size_t(game)];
        const BgGameInfo info = backgammonGameInfo(g);
        QCOMPARE(info.score1, score1);
        QCOMPARE(info.score2, score2);
        QCOMPARE(info.points, points);
        QCOMPARE(info.abandoned, abandoned);
        // Written back in the server's form, it reads the same.
        const SaveResult saved = bgammon::write(*r.collection);
        QVERIFY(saved.ok());
        const LoadResult again = bgammon::read(saved.data);
        QVERIFY(again.ok());
        QVERIFY(backgammonGameInfo(again.collection->games[std::size_t(game)]) == info);
    }

    void oldMetadataWithoutTimestamp()
    {
        const LoadResult r = bgammon::read("i a b 5 2 1 2 1 0\n2 r 3-1 17/20 19/20\n");
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        const BgGameInfo info = backgammonGameInfo(r.collection->games.front());
        QCOMPARE(info.matchLength, 5);
        QCOMPARE(info.score1, 2);
        QCOMPARE(info.score2, 1);
        QCOMPARE(info.timestamp, qint64(0));
    }

    void wrongIndexFallsBackToScanning()
    {
        QByteArray bytes = bgammon::write(test::generateBgMatch(7, 0, 3, {})).data;
        QVERIFY(bytes.startsWith("bgammon-replay 00000072\n"));
        bytes.replace(15, 8, "00000070"); // the first game moved by two bytes
        const LoadResult r = bgammon::read(bytes);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.collection->games.size(), std::size_t(3));
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings.first().contains(QLatin1String("game 1 starts at byte 72, not 70")),
                 qPrintable(r.warnings.first()));
        // An index listing fewer games than the file holds.
        const QByteArray shortIndex = bytes.sliced(24);
        const LoadResult r2 = bgammon::read(shortIndex);
        QVERIFY(r2.ok());
        QVERIFY(r2.warnings.first().contains(QLatin1String("lists 2 games, the file holds 3")));
    }

    void manyGamesRoundTrip_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("length");
        QTest::newRow("backgammon 7-point match") << 0 << 7;
        QTest::newRow("acey-deucey") << 1 << 0;
        QTest::newRow("tabula") << 2 << 0;
    }
    void manyGamesRoundTrip()
    {
        QFETCH(int, variant);
        QFETCH(int, length);
        test::BgGeneratorOptions options;
        options.variant = BgVariant(variant);
        options.resignChance = 0.002;
        const Collection c = test::generateBgMatch(quint32(100 + variant), length, 6, options);
        QVERIFY(c.games.size() >= 2);
        for (const GameRecord &g : c.games)
            QCOMPARE(replay(g), QString());
        const SaveResult saved = serialize(c, FileFormat::BgammonMatch);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        const LoadResult r = loadBytes(saved.data, detectFormat(saved.data));
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n')));
        compareCollections(c, *r.collection);
        QCOMPARE(serialize(*r.collection, FileFormat::BgammonMatch).data, saved.data);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("message");
        const QByteArray meta = "i 1 a b 1 0 0 0 0 0\n";
        QTest::newRow("empty") << QByteArray() << "1:1"
                               << "no game";
        QTest::newRow("event first") << QByteArray("1 r 3-1 8/5 6/5\n") << "1:1"
                                     << "before the first metadata";
        QTest::newRow("few fields") << QByteArray("i 1 a b 1 0 0\n") << "1:14"
                                    << "has 7 fields";
        QTest::newRow("many fields") << QByteArray("i 1 a b 1 0 0 0 0 0 7\n") << "1:20"
                                     << "has 11 fields";
        QTest::newRow("empty field") << QByteArray("i 1 a  b 1 0 0 0 0\n") << "1:7"
                                     << "empty field";
        QTest::newRow("variant") << QByteArray("i 1 a b 1 0 0 0 0 3\n") << "1:19"
                                 << "variant is larger than 2";
        QTest::newRow("winner") << QByteArray("i 1 a b 1 0 0 4 0 0\n") << "1:15"
                                << "winner is larger than 2";
        QTest::newRow("length 0") << QByteArray("i 1 a b 0 0 0 0 0 0\n") << "1:9"
                                  << "at least 1";
        QTest::newRow("timestamp") << QByteArray("i x a b 1 0 0 0 0 0\n") << "1:3"
                                   << "timestamp";
        QTest::newRow("score text") << QByteArray("i 1 a b 1 0x 0 0 0 0\n") << "1:12"
                                    << "player 1's score";
        QTest::newRow("player 3") << meta + "3 r 3-1\n"
                                  << "2:1"
                                  << "player 1 or 2";
        QTest::newRow("no kind") << meta + "1\n"
                                 << "2:1"
                                 << "expected an event";
        QTest::newRow("unknown kind") << meta + "1 x\n"
                                      << "2:3"
                                      << "unknown event";
        QTest::newRow("die 7") << meta + "1 r 7-1\n"
                               << "2:5"
                               << "die from 1 to 6";
        QTest::newRow("die 0") << meta + "1 r 3-0\n"
                               << "2:7"
                               << "die from 1 to 6";
        QTest::newRow("one die") << meta + "1 r 3\n"
                                 << "2:6"
                                 << "two dice";
        QTest::newRow("four dice") << meta + "1 r 3-1-2-4\n"
                                   << "2:11"
                                   << "more than three";
        QTest::newRow("no slash") << meta + "1 r 3-1 8/5 6-5\n"
                                  << "2:14"
                                  << "\"/\"";
        QTest::newRow("point 25") << meta + "1 r 3-1 25/5\n"
                                  << "2:9"
                                  << "no point 25";
        QTest::newRow("point 0") << meta + "1 r 3-1 0/5\n"
                                 << "2:9"
                                 << "no point 0";
        QTest::newRow("to bar") << meta + "1 r 3-1 8/bar\n"
                                << "2:11"
                                << "cannot end on the bar";
        QTest::newRow("same space") << meta + "1 r 3-1 8/8\n"
                                    << "2:11"
                                    << "must go somewhere";
        QTest::newRow("double space") << meta + "1 r 3-1 8/5  6/5\n"
                                      << "2:13"
                                      << "a point, bar or off";
        QTest::newRow("trailing space") << meta + "1 r 3-1 8/5 \n"
                                        << "2:13"
                                        << "a point, bar or off";
        QTest::newRow("junk after dice") << meta + "1 r 3-1x\n"
                                         << "2:8"
                                         << "space before the next move";
        QTest::newRow("cube 1") << meta + "1 d 1 1\n"
                                << "2:5"
                                << "at least 2";
        QTest::newRow("cube answer") << meta + "1 d 2 x\n"
                                     << "2:7"
                                     << "accepted";
        QTest::newRow("cube no answer") << meta + "1 d 2\n"
                                        << "2:6"
                                        << "accepted";
        QTest::newRow("terminate junk") << meta + "1 t x\n"
                                        << "2:4"
                                        << "after \"t\"";
        QTest::newRow("index junk") << QByteArray("bgammon-replay 0000002x\n") << "1:23"
                                    << "after the index";
        QTest::newRow("index empty") << QByteArray("bgammon-replay\n") << "1:15"
                                     << "byte offset";
        QTest::newRow("late index") << meta + "bgammon-replay 00000000\n"
                                    << "2:1"
                                    << "after the first game";
        QTest::newRow("third line") << meta + "1 r 3-1 8/5 6/5\n2 r 6\n"
                                    << "3:6"
                                    << "two dice";
        QTest::newRow("name not utf-8") << QByteArray("i 1 ab\x99"
                                                      "c d 1 0 0 0 0 0\n")
                                        << "1:7"
                                        << "player 1 is not UTF-8 (byte 0x99)";
        QTest::newRow("truncated utf-8") << QByteArray("i 1 a \xC3 1 0 0 0 0 0\n") << "1:7"
                                         << "player 2 is not UTF-8 (byte 0xc3)";
        QTest::newRow("overlong utf-8") << QByteArray("i 1 \xC0\xAF b 1 0 0 0 0 0\n") << "1:5"
                                        << "player 1 is not UTF-8";
        QTest::newRow("surrogate") << QByteArray("i 1 a x\xED\xA0\x80 1 0 0 0 0 0\n") << "1:8"
                                   << "player 2 is not UTF-8";
        QTest::newRow("cr in a name") << QByteArray("i 1 a\rb c 1 0 0 0 0 0\n") << "1:6"
                                      << "carriage return inside a line";
        QTest::newRow("cr in an event") << meta + "1 r 3-1\r 8/5\n"
                                        << "2:8"
                                        << "carriage return inside a line";
    }
    void malformed()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, where);
        QFETCH(QString, message);
        const LoadResult r = bgammon::read(input);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.location(), where);
        QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
        // The registry's byte offset names the same place.
        QCOMPARE(describeOffset(FileFormat::BgammonMatch, input, r.error.offset), where);
    }

    // Random edits of valid files: every result is an error with a place or a
    // collection that replays without crashing and survives a round trip.
    void mutatedInputIsHandled()
    {
        const QByteArray base = test::bgammonDataFile("spec-example.match")
                              + test::bgammonDataFile("acey-deucey.match").sliced(24)
                              + test::bgammonDataFile("tabula.match").sliced(24);
        const QByteArray alphabet(" 0123456789/-rdtibaof,\n\r\xff");
        QRandomGenerator rng(5);
        int readable = 0;
        for (int round = 0; round < 3000; ++round) {
            QByteArray b = base;
            const int edits = 1 + int(rng.bounded(4));
            for (int e = 0; e < edits && !b.isEmpty(); ++e) {
                const qsizetype at = qsizetype(rng.bounded(quint32(b.size())));
                const char c = alphabet[qsizetype(rng.bounded(quint32(alphabet.size())))];
                switch (rng.bounded(4)) {
                case 0:
                    b[at] = c;
                    break;
                case 1:
                    b.remove(at, 1);
                    break;
                case 2:
                    b.insert(at, c);
                    break;
                default:
                    b.truncate(at);
                    break;
                }
            }
            ReadOptions options;
            options.recordLocations = true;
            const LoadResult r = bgammon::read(b, options);
            if (!r.ok()) {
                QVERIFY(r.error.line >= 1 && r.error.column >= 1);
                QCOMPARE(describeOffset(FileFormat::BgammonMatch, b, r.error.offset), r.error.location());
                continue;
            }
            ++readable;
            for (const GameRecord &g : r.collection->games) {
                QCOMPARE(g.nodeOffsets.size(), g.tree.capacity());
                replay(g);
            }
            const SaveResult saved = bgammon::write(*r.collection);
            QVERIFY(saved.ok());
            const LoadResult again = bgammon::read(saved.data);
            QVERIFY2(again.ok(), qPrintable(again.error.message));
            if (saved.warnings.isEmpty())
                compareCollections(*r.collection, *again.collection);
        }
        QVERIFY(readable > 100);
    }

    void toleratesCarriageReturnsAndBlankLines()
    {
        const LoadResult r = bgammon::read("i 1 a b 1 0 0 0 0 0\r\n\r\n1 r 3-1 8/5 6/5\r\n");
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(eventsOf(r.collection->games.front()).size(), std::size_t(1));
        QVERIFY(r.warnings.join(u' ').contains(QLatin1String("carriage returns")));
    }

    // Found by fuzzing (tests/fuzz/regressions/fuzz_bgammon/player-name-not-utf8.match):
    // names were decoded with replacement characters, so a file whose names
    // were not UTF-8 (or held a carriage return) read, but wrote back other
    // names. Such names are now refused at their first bad byte.
    void fuzzPlayerNameNotUtf8()
    {
        const QByteArray found("i 17027389\x99l\r\x00\x80"
                               "a\x00\x00 d\x9e"
                               "ave 1 0 0 1 1 0\n"
                               "1 r 3-4-1 1/7 1/2\n1 d 2 0",
                               62);
        LoadResult r = bgammon::read(found);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.location(), QStringLiteral("1:13"));
        QVERIFY2(r.error.message.contains(QLatin1String("carriage return")), qPrintable(r.error.message));
        QByteArray withoutCr = found;
        withoutCr.remove(12, 1);
        r = bgammon::read(withoutCr);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.location(), QStringLiteral("1:11"));
        QVERIFY2(r.error.message.contains(QLatin1String("player 1 is not UTF-8 (byte 0x99)")),
                 qPrintable(r.error.message));
        QCOMPARE(describeOffset(FileFormat::BgammonMatch, withoutCr, r.error.offset), QStringLiteral("1:11"));
        // Names in UTF-8, controls included, survive a round trip byte for byte.
        const QByteArray names("i 1 J\xC3\xBCrgen \xE6\x9D\xB1\x00\x09\xF0\x9F\x8E\xB2 1 0 0 0 0 0\n1 r 3-1 8/5 6/5\n",
                               50);
        r = bgammon::read(names);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.collection->games.front().player1, QStringLiteral("J\u00FCrgen"));
        QCOMPARE(r.collection->games.front().player2.toUtf8(), QByteArray("\xE6\x9D\xB1\x00\x09\xF0\x9F\x8E\xB2", 9));
        const SaveResult saved = bgammon::write(*r.collection);
        QVERIFY(saved.ok());
        QVERIFY(saved.warnings.isEmpty());
        QVERIFY(saved.data.endsWith(names));
    }

    // Found by fuzzing (tests/fuzz/regressions/fuzz_bgammon/player-name-with-byte-order-marks.match):
    // names were decoded with QString::fromUtf8, which drops a byte-order mark
    // at the start, so a name beginning with U+FEFF came back one character
    // shorter after a save.
    void fuzzPlayerNameStartingWithByteOrderMark()
    {
        const QByteArray found("i \xEF\xBB\xBF\xEF\xBB\xBF"
                               "a te 1 0 0 1 3 0");
        const LoadResult r = bgammon::read(found);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        const QString name = QString(2, QChar(0xFEFF)) + u'a';
        QCOMPARE(r.collection->games.front().player1, name);
        const SaveResult saved = bgammon::write(*r.collection);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        // The ninth field is written as the server writes it: the cube value.
        QVERIFY(saved.data.contains("\ni 0 \xEF\xBB\xBF\xEF\xBB\xBF"
                                    "a te 1 0 0 1 1 0"));
        const LoadResult again = bgammon::read(saved.data);
        QVERIFY2(again.ok(), qPrintable(again.error.message));
        QCOMPARE(again.collection->games.front().player1, name);
    }

    void writerRefusesOtherGames()
    {
        Collection c;
        c.games.emplace_back();
        QVERIFY(!bgammon::write(c).ok());
        QVERIFY(!jellyfish::write(c).ok());
    }

    void backgammonRules_data()
    {
        QTest::addColumn<int>("keep");
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("error");
        QTest::newRow("legal") << 0 << QByteArray("1 r 4-1 13/9 9/8") << "";
        QTest::newRow("wrong turn") << 1 << QByteArray("1 r 4-1 13/9 9/8") << "player 2's turn";
        QTest::newRow("distance") << 0 << QByteArray("1 r 4-1 13/8") << "no die of 5";
        QTest::newRow("empty point") << 0 << QByteArray("1 r 4-1 14/10 13/12") << "no checker on point 14";
        QTest::newRow("opponent's checker") << 0 << QByteArray("1 r 4-1 12/8 13/12") << "no checker on point 12";
        QTest::newRow("backwards") << 0 << QByteArray("1 r 4-1 8/12 13/12") << "backwards";
        QTest::newRow("blocked") << 0 << QByteArray("1 r 5-4 24/19 13/9") << "point 19 is blocked";
        QTest::newRow("bear off early") << 0 << QByteArray("1 r 6-5 6/off 13/8") << "before all checkers are home";
        QTest::newRow("unused die") << 0 << QByteArray("1 r 4-1 13/9") << "left unused";
        QTest::newRow("too many moves") << 0 << QByteArray("1 r 4-1 13/9 9/8 8/7") << "all dice are used";
        QTest::newRow("doubles") << 6 << QByteArray("1 r 4-4 24/20 20/16 24/20 20/16") << "";
        QTest::newRow("doubles five") << 6 << QByteArray("1 r 4-4 24/20 20/16 24/20 20/16 13/9") << "all dice are used";
        QTest::newRow("bar first") << 3 << QByteArray("2 r 3-3 12/15 bar/3 bar/3 12/15") << "enter from the bar first";
        QTest::newRow("enter") << 3 << QByteArray("2 r 3-3 bar/3 bar/3 12/15 12/15") << "";
        QTest::newRow("enter blocked") << 3 << QByteArray("2 r 6-6") << "";
        QTest::newRow("from off") << 0 << QByteArray("1 r 4-1 off/21 13/12") << "off the board in backgammon";
        QTest::newRow("higher die refused") << 38 << QByteArray("1 r 6-3 2/off 3/off") << "no die of 2";
        QTest::newRow("higher die") << 38 << QByteArray("1 r 6-3 3/off 2/off") << "";
        QTest::newRow("after the win") << 41 << QByteArray("2 r 3-1") << "already over";
        QTest::newRow("double before roll") << 0 << QByteArray("1 d 2 1") << "before the opening roll";
        QTest::newRow("double out of turn") << 1 << QByteArray("1 d 2 1") << "only player 2";
        QTest::newRow("double value") << 1 << QByteArray("2 d 4 1") << "not 4";
        QTest::newRow("redouble by owner") << 1 << QByteArray("2 d 2 1\n2 r 6-1 1/7 1/2\n1 d 4 1") << "";
        QTest::newRow("cube not owned") << 1 << QByteArray("2 d 2 1\n2 r 6-1 1/7 1/2\n1 r 6-5 13/7 13/8\n2 d 4 1")
                                        << "player 1 owns the cube";
        QTest::newRow("declined ends") << 1 << QByteArray("2 d 2 0\n1 r 3-1") << "already over";
        QTest::newRow("resign ends") << 1 << QByteArray("1 t\n2 r 3-1") << "already over";
    }
    void backgammonRules()
    {
        QFETCH(int, keep);
        QFETCH(QByteArray, line);
        QFETCH(QString, error);
        const QString why = trySpecExample(keep, line + '\n');
        if (error.isEmpty())
            QCOMPARE(why, QString());
        else
            QVERIFY2(why.contains(error), qPrintable(why));
    }

    void aceyDeuceyRules()
    {
        BackgammonPosition p;
        // Everyone starts off the board; entering at any time.
        QCOMPARE(tryGame(1, "", &p), QString());
        QCOMPARE(p.waiting(1), 15);
        QCOMPARE(p.pipCount(1), 375);
        QCOMPARE(tryGame(1, "1 r 5-3 off/20 off/22\n2 r 6-4 off/6 off/4\n", &p), QString());
        QCOMPARE(p.checkers(20, 1), 1);
        QCOMPARE(p.checkers(6, 2), 1);
        QCOMPARE(p.waiting(2), 13);
        // Player 1 enters onto 19..24, not 1..6.
        QVERIFY(tryGame(1, "1 r 5-3 off/5 off/3\n").contains(QLatin1String("no die of 20")));
        // 1-2: the 1 and the 2, then a line with the double the player chose,
        // then another roll of the same player.
        QCOMPARE(tryGame(1, "1 r 2-1 off/23 off/24\n", &p), QString());
        QCOMPARE(p.toAct(), 1);
        QCOMPARE(tryGame(1, "1 r 2-1 off/23 off/24\n1 r 4-4 off/21 off/21 off/21 off/21\n", &p), QString());
        QCOMPARE(p.toAct(), 1);
        QCOMPARE(tryGame(1, "1 r 2-1 off/23 off/24\n1 r 4-4 off/21 off/21 off/21 off/21\n1 r 6-5 21/15 21/16\n", &p),
                 QString());
        QCOMPARE(p.toAct(), 2);
        QVERIFY(tryGame(1, "1 r 2-1 off/23 off/24\n2 r 6-5 off/6 off/5\n").contains(QLatin1String("player 1's turn")));
        QVERIFY(tryGame(1, "1 r 2-1 off/23 off/24\n1 r 6-5 off/19 off/20\n")
                    .contains(QLatin1String("double of their choice")));
        QVERIFY(tryGame(1, "1 r 2-1 off/23 off/24\n1 d 2 1\n").contains(QLatin1String("middle of an acey-deucey")));
        QVERIFY(tryGame(1, "1 r 2-1 off/23 off/24 off/21\n").contains(QLatin1String("all dice are used")));
        // The hand-made file.
        const LoadResult r = bgammon::read(test::bgammonDataFile("acey-deucey.match"));
        QVERIFY(r.ok());
        QCOMPARE(r.collection->games.front().kind, GameKind::AceyDeucey);
        QCOMPARE(replay(r.collection->games.front(), &p), QString());
        QCOMPARE(p.winner(), 1);
    }

    void aceyDeuceyBearsOffOnlyWhenAllEntered()
    {
        // Player 2 gets a checker home quickly but may not bear it off while
        // others wait to enter.
        BackgammonPosition p(BgVariant::AceyDeucey);
        std::vector<int> dice{6, 6};
        QVERIFY(p.playChecker(2, {BgOff, 6}, dice));
        dice = {6, 6, 6};
        QVERIFY(p.playChecker(2, {6, 12}, dice));
        QVERIFY(p.playChecker(2, {12, 18}, dice));
        QVERIFY(p.playChecker(2, {18, 24}, dice));
        dice = {1};
        QString why;
        QVERIFY(!p.playChecker(2, {24, BgOff}, dice, &why));
        QVERIFY(why.contains(QLatin1String("before all checkers are home")));
    }

    void tabulaRules()
    {
        BackgammonPosition p;
        QCOMPARE(tryGame(2,
                         test::bgammonDataFile("tabula.match")
                             .sliced(test::bgammonDataFile("tabula.match").indexOf("\n2 r") + 1),
                         &p),
                 QString());
        // Both players move from 1 towards 24 and enter onto 1..6.
        QCOMPARE(tryGame(2, "2 r 4-2-1 off/4 off/2 off/1\n1 r 6-4-2 off/6 off/4 off/2\n", &p), QString());
        QCOMPARE(p.bar(2), 2);
        QCOMPARE(p.checkers(6, 1), 1);
        QVERIFY(tryGame(2, "1 r 4-2-1 off/21 off/23 off/24\n").contains(QLatin1String("no die of 21")));
        // Three dice on every roll, the opening too (the server rolls the
        // opener's first roll anew, with the third die), each used once.
        QVERIFY(tryGame(2, "1 r 4-2-1 off/4 off/2 off/1\n2 r 5-5-5 off/5 off/5 off/5 off/5\n")
                    .contains(QLatin1String("all dice are used")));
        QVERIFY(
            tryGame(2, "1 r 4-2-1 off/4 off/2 off/1\n2 r 5-5-5 off/5 off/5\n").contains(QLatin1String("left unused")));
        QVERIFY(tryGame(2, "1 r 4-2-1 off/4 off/2 off/1\n2 r 5-4 off/5 off/4\n")
                    .contains(QLatin1String("2 dice were rolled; tabula rolls 3")));
        QVERIFY(tryGame(2, "1 r 4-2 off/4 off/2\n").contains(QLatin1String("2 dice were rolled; tabula rolls 3")));
        QVERIFY(tryGame(0, "1 r 4-2-1 13/9 13/11 6/5\n").contains(QLatin1String("backgammon rolls 2")));
        // No checker passes point 12 while others wait to enter.
        QVERIFY(tryGame(2, "1 r 4-2-1 off/4 off/2 off/1\n2 r 6-6-6 off/6 6/12 12/18\n")
                    .contains(QLatin1String("pass point 12")));
        // Bearing off starts when every checker is in 13..24: from 13 with a 12? No:
        // the distance to off from point 13 is 12, so only from 19 up with one die.
        BackgammonPosition t(BgVariant::Tabula);
        std::vector<int> dice;
        for (int i = 0; i < 15; ++i) {
            dice = {6, 6, 6, 6};
            QVERIFY(t.playChecker(1, {BgOff, 6}, dice));
            QVERIFY(t.playChecker(1, {6, 12}, dice));
        }
        dice = {6};
        QString why;
        QVERIFY(!t.playChecker(1, {12, BgOff}, dice, &why)); // all on 12: not yet in the second half
        for (int i = 0; i < 15; ++i) {
            dice = {6};
            QVERIFY(t.playChecker(1, {12, 18}, dice));
        }
        dice = {6};
        QVERIFY(!t.playChecker(1, {18, BgOff}, dice, &why)); // 7 pips from off
        dice = {6};
        QVERIFY(t.playChecker(1, {18, 24}, dice));
        dice = {1};
        QVERIFY(t.playChecker(1, {24, BgOff}, dice));
        QCOMPARE(t.borneOff(1), 1);
        // Bearing off needs the exact die in tabula, even from the farthest
        // point back (tabula's HaveRoll: a larger die in backgammon only).
        dice = {2};
        QVERIFY(t.playChecker(1, {18, 20}, dice));
        for (int i = 0; i < 13; ++i) {
            dice = {6};
            QVERIFY(t.playChecker(1, {18, 24}, dice));
        }
        dice = {6};
        QVERIFY(!t.playChecker(1, {20, BgOff}, dice, &why));
        QVERIFY2(why.contains(QLatin1String("no die of 5")), qPrintable(why));
        QVERIFY(t.legalSingleMoves(1, {6}).empty());
        dice = {5};
        QVERIFY(t.playChecker(1, {20, BgOff}, dice));
    }

    // Acey-deucey bears off with the exact die only: a larger die that could
    // bear off in backgammon is left unused, and the roll is complete.
    void aceyDeuceyBearsOffWithTheExactDie()
    {
        BackgammonPosition p(BgVariant::AceyDeucey);
        std::vector<int> dice;
        // Player 1 enters all 15 checkers onto 19 and brings them to 3.
        for (int i = 0; i < 15; ++i) {
            dice = {6, 6, 6, 6};
            QVERIFY(p.playChecker(1, {BgOff, 19}, dice));
            QVERIFY(p.playChecker(1, {19, 13}, dice));
            QVERIFY(p.playChecker(1, {13, 7}, dice));
            dice = {4};
            QVERIFY(p.playChecker(1, {7, 3}, dice));
        }
        QString why;
        dice = {6};
        QVERIFY(!p.playChecker(1, {3, BgOff}, dice, &why));
        QVERIFY2(why.contains(QLatin1String("larger die bears off in backgammon only")), qPrintable(why));
        QVERIFY(p.legalSingleMoves(1, {6, 5}).empty());
        dice = {3};
        QVERIFY(p.playChecker(1, {3, BgOff}, dice));
        // The same position in backgammon bears off with the 6.
        BackgammonPosition b;
        for (int point : {24, 24, 13, 13, 13, 13, 13, 8, 8, 8, 6, 6, 6, 6, 6}) {
            dice = {point - 3};
            QVERIFY(b.playChecker(1, {point, 3}, dice));
        }
        dice = {6};
        QVERIFY(b.playChecker(1, {3, BgOff}, dice));
    }

    // serverGame.winPoints: what a win is worth before the cube.
    void winPointsAsTheServerCounts()
    {
        BackgammonPosition start;
        // Player 2's back checkers sit in player 1's home: a backgammon.
        QCOMPARE(start.winPoints(1), 3);
        QCOMPARE(start.winPoints(2), 3);
        QCOMPARE(start.winPoints(0), 0);
        BackgammonPosition acey(BgVariant::AceyDeucey);
        QCOMPARE(acey.winPoints(1), 15);
        BackgammonPosition tabula(BgVariant::Tabula);
        QCOMPARE(tabula.winPoints(2), 3); // checkers not entered
        QCOMPARE(tryGame(0, "1 r 6-5 24/18 18/13\n2 r 3-3 1/4 1/4 4/7 4/7\n", &start), QString());
        QCOMPARE(start.winPoints(1), 2); // nothing borne off, nothing in 1..6
        QCOMPARE(start.winPoints(2), 3); // player 1 still has a checker on 24
    }

    void gnubgIds()
    {
        // Values printed by GNU Backgammon 1.07 (export match text).
        BackgammonPosition start;
        QCOMPARE(start.gnubgPositionId(), QStringLiteral("4HPwATDgc/ABMA"));
        QCOMPARE(start.pipCount(1), 167);
        QCOMPARE(start.pipCount(2), 167);
        BackgammonPosition p(BgVariant::Backgammon, 3, 0, 0);
        BackgammonEvent e;
        e.player = 2;
        e.diceCount = 2;
        e.dice = {3, 1, 0};
        e.moves = {{17, 20}, {19, 20}};
        QCOMPARE(p.apply(e), QString());
        QCOMPARE(p.gnubgPositionId(), QStringLiteral("sGfwATDgc/ABMA"));
        e.player = 1;
        e.dice = {5, 2, 0};
        e.moves = {{13, 8}, {13, 11}};
        QCOMPARE(p.apply(e), QString());
        // gnubg: "root on roll, cube decision?" in a 3-point match at 0-0.
        QCOMPARE(p.gnubgPositionId(), QStringLiteral("4PPIATCwZ/ABMA"));
        QCOMPARE(p.gnubgMatchId(), QStringLiteral("cAlgAAAAAAAE"));
    }

    void positionCacheJumps()
    {
        const Collection c = test::generateBgMatch(3, 0, 1, {});
        const GameRecord &g = c.games.front();
        PositionCache cache(g, 8);
        const std::vector<NodeId> line = g.tree.mainLine();
        BackgammonPosition p = backgammonStart(g);
        std::vector<QString> texts{p.toText()};
        for (std::size_t i = 1; i < line.size(); ++i) {
            p.apply(*decodeBackgammonEvent(g.tree.moveTag(line[i]), g.tree.moveData(line[i])));
            texts.push_back(p.toText());
        }
        for (std::size_t i : {line.size() - 1, std::size_t(0), line.size() / 2, std::size_t(1)}) {
            QString error;
            const Replayer *r = cache.at(line[i], &error);
            QVERIFY(r);
            QCOMPARE(error, QString());
            QCOMPARE(r->positionText(), texts[i]);
        }
    }
};

QTEST_GUILESS_MAIN(TestBgammon)
#include "tst_bgammon.moc"
