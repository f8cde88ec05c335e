// Backgammon SGF (GM[6]): reader and writer against the model a .match file
// gives, what GNU Backgammon writes, round trips with comments and
// variations, and malformed values with their line:column.

#include "bgammongenerator.h"
#include "bgammontesting.h"
#include "modeldiff.h"

#include "formats/bgammon/bgammon.h"
#include "formats/registry.h"
#include "formats/sgf/sgfbackgammon.h"
#include "formats/sgf/sgfgames.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QtTest>

using namespace kibitz;

namespace {

using test::eventsOf;

// Replays every variation; returns the first problem or empty.
QString replayAll(const GameRecord &g)
{
    std::vector<std::pair<NodeId, BackgammonPosition>> stack{{g.tree.root(), backgammonStart(g)}};
    while (!stack.empty()) {
        auto [id, position] = stack.back();
        stack.pop_back();
        for (NodeId child : g.tree.children(id)) {
            BackgammonPosition next = position;
            const auto e = decodeBackgammonEvent(g.tree.moveTag(child), g.tree.moveData(child));
            if (!e)
                return QStringLiteral("node %1 does not decode").arg(child);
            const QString why = next.apply(*e);
            if (!why.isEmpty())
                return QStringLiteral("node %1: %2").arg(child).arg(why);
            stack.emplace_back(child, next);
        }
    }
    return QString();
}

// Adds comments, evaluations and variations (other legal rolls and the
// other answer to a double) to generated games.
void annotate(Collection &c, quint32 seed)
{
    QRandomGenerator rng(seed);
    for (GameRecord &g : c.games) {
        g.tree.setComment(g.tree.root(),
                          QStringLiteral("Match of %1 and %2: ünïcode ] \\ [brackets]").arg(g.player1, g.player2));
        const std::vector<NodeId> line = g.tree.mainLine();
        BackgammonPosition position = backgammonStart(g);
        for (std::size_t k = 1; k < line.size(); ++k) {
            const NodeId id = line[k];
            const auto e = decodeBackgammonEvent(g.tree.moveTag(id), g.tree.moveData(id));
            if (rng.bounded(5) == 0)
                g.tree.setComment(id, QStringLiteral("comment %1\nsecond line").arg(k));
            if (rng.bounded(7) == 0)
                g.tree.setEvaluation(id, int(rng.bounded(20001)) - 10000);
            if (rng.bounded(11) == 0)
                g.tree.setEvaluation(id, Eval::Undetermined);
            if (e->kind == BackgammonEvent::Kind::Double) {
                // The other answer as a variation, with a line after a take.
                BackgammonEvent other = *e;
                other.accepted = !e->accepted;
                const NodeId alt
                    = g.tree.appendChild(line[k - 1], backgammonEventTag(other), encodeBackgammonEvent(other));
                g.tree.setComment(alt, QStringLiteral("what if %1").arg(other.accepted ? "take" : "drop"));
            } else if (e->kind == BackgammonEvent::Kind::Roll && rng.bounded(6) == 0 && position.toAct() != 0) {
                // Another way to play the same roll, if there is one.
                BackgammonPosition scratch = position;
                std::vector<int> dice(e->dice.begin(), e->dice.begin() + e->diceCount);
                if (g.kind != GameKind::Tabula && e->dice[0] == e->dice[1] && e->diceCount == 2)
                    dice.assign(4, e->dice[0]);
                BackgammonEvent alt = *e;
                alt.moves.clear();
                for (;;) {
                    const std::vector<BgMove> moves = scratch.legalSingleMoves(e->player, dice);
                    if (moves.empty() || scratch.borneOff(e->player) == BackgammonPosition::Checkers)
                        break;
                    const BgMove m = moves[rng.bounded(quint32(moves.size()))];
                    scratch.playChecker(e->player, m, dice);
                    alt.moves.push_back(m);
                }
                BackgammonPosition check = position;
                if (alt.moves != e->moves && check.apply(alt).isEmpty()) {
                    const NodeId a
                        = g.tree.appendChild(line[k - 1], backgammonEventTag(alt), encodeBackgammonEvent(alt));
                    g.tree.addUnknownProperty(a, {QByteArrayLiteral("MR"), {QByteArray()}});
                }
            }
            position.apply(*e);
        }
    }
}

struct Malformed {
    QByteArray body; // nodes after the root
    int line;
    int column;
    const char *message;
};

} // namespace

class TestSgfBackgammon : public QObject {
    Q_OBJECT
private slots:
    void readsWhatGnubgSaves()
    {
        const QByteArray bytes = test::bgammonDataFile("gnubg-saved.sgf");
        QVERIFY(!bytes.isEmpty());
        QCOMPARE(detectFormat(bytes), FileFormat::Sgf);
        const LoadResult r = loadBytes(bytes, FileFormat::Sgf);
        QVERIFY2(r.ok(), qPrintable(r.error.location() + ' ' + r.error.message));
        QCOMPARE(r.warnings, QStringList());
        QCOMPARE(r.collection->games.size(), std::size_t(2));
        const GameRecord &g1 = r.collection->games[0];
        QCOMPARE(g1.kind, GameKind::Backgammon);
        QCOMPARE(g1.player1, QStringLiteral("gnubg")); // PW: White, gnubg's player 0
        QCOMPARE(g1.player2, QStringLiteral("root"));
        QCOMPARE(g1.result, QStringLiteral("2+1")); // B+1: a dropped double
        BgGameInfo info = backgammonGameInfo(g1);
        QCOMPARE(info.matchLength, 7);
        QCOMPARE(info.score1, 0);
        QCOMPARE(info.score2, 0);
        QCOMPARE(info.winner, 2);
        QCOMPARE(info.points, 1);
        QCOMPARE(info.timestamp, QDateTime(QDate(2026, 11, 23), QTime(0, 0), Qt::UTC).toSecsSinceEpoch());
        const std::vector<BackgammonEvent> events = eventsOf(g1);
        QCOMPARE(events.size(), std::size_t(29));
        // ;B[21lnab]: player 2 plays 2-1 as 12/14 1/2 (points from White's side).
        QCOMPARE(events[0].player, 2);
        QCOMPARE(events[0].dice[0], 2);
        QCOMPARE(events[0].dice[1], 1);
        QCOMPARE(events[0].moves, (std::vector<BgMove>{{12, 14}, {1, 2}}));
        // ;W[52mhxv]: player 1 plays 13/8 24/22.
        QCOMPARE(events[1].moves, (std::vector<BgMove>{{13, 8}, {24, 22}}));
        // ;B[double];W[drop] is one event.
        QCOMPARE(events.back().kind, BackgammonEvent::Kind::Double);
        QCOMPARE(events.back().player, 2);
        QCOMPARE(events.back().cubeValue, 2);
        QVERIFY(!events.back().accepted);
        // gnubg's analysis stays on its node, the statistics in the header.
        const NodeId first = g1.tree.mainChild(g1.tree.root());
        QCOMPARE(g1.tree.unknownProperties(first).front().key, QByteArray("A"));
        const NodeId last = g1.tree.endOfLine(g1.tree.root());
        QCOMPARE(g1.tree.unknownProperties(last).size(), std::size_t(2));
        QCOMPARE(g1.tree.unknownProperties(last)[1].key, QByteArray("@DA")); // the drop's analysis
        QVERIFY(std::any_of(g1.header.begin(), g1.header.end(), [](const RawProperty &p) { return p.key == "GS"; }));
        QCOMPARE(replayAll(g1), QString());

        const GameRecord &g2 = r.collection->games[1];
        info = backgammonGameInfo(g2);
        QCOMPARE(info.score2, 1);
        QCOMPARE(g2.result, QStringLiteral("1+1")); // W+2 with the cube at 2
        QCOMPARE(info.points, 1);
        QCOMPARE(replayAll(g2), QString());

        // Saved again: the same games, gnubg's properties where they were.
        const SaveResult saved = serialize(*r.collection, FileFormat::Sgf);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QVERIFY(saved.data.contains("\n;B[double]"));
        QVERIFY(saved.data.contains("\n;W[drop]"));
        QVERIFY(saved.data.contains("RU[Crawford]RE[B+1]"));
        const LoadResult again = loadBytes(saved.data, FileFormat::Sgf);
        QVERIFY2(again.ok(), qPrintable(again.error.message));
        QCOMPARE(test::firstDifference(*r.collection, *again.collection), QString());
    }

    void matchModelRoundTrips_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("length");
        QTest::addColumn<double>("resign");
        QTest::newRow("backgammon 7-point match") << 0 << 7 << 0.0;
        QTest::newRow("backgammon 5-point match, resignations") << 0 << 5 << 0.01;
        QTest::newRow("acey-deucey") << 1 << 0 << 0.0;
        QTest::newRow("tabula, resignations") << 2 << 0 << 0.005;
    }
    void matchModelRoundTrips()
    {
        QFETCH(int, variant);
        QFETCH(int, length);
        QFETCH(double, resign);
        test::BgGeneratorOptions options;
        options.variant = BgVariant(variant);
        options.resignChance = resign;
        options.doubleChance = 0.06;
        // Through a .match file first, so that the model is exactly what that reader gives.
        const Collection generated = test::generateBgMatch(31u + quint32(variant), length, length ? 0 : 4, options);
        const LoadResult fromMatch = bgammon::read(bgammon::write(generated).data);
        QVERIFY(fromMatch.ok());
        const SaveResult sgf = serialize(*fromMatch.collection, FileFormat::Sgf);
        QVERIFY2(sgf.ok(), qPrintable(sgf.error));
        QCOMPARE(sgf.warnings.isEmpty(), variant == 0);
        QVERIFY(sgf.data.startsWith("(;FF[4]GM[6]CA[UTF-8]MI[length:"));
        const LoadResult back = loadBytes(sgf.data, FileFormat::Sgf);
        QVERIFY2(back.ok(), qPrintable(back.error.location() + ' ' + back.error.message));
        QCOMPARE(back.warnings, QStringList());
        QCOMPARE(test::firstDifference(*fromMatch.collection, *back.collection), QString());
        // And on to .match: the same bytes.
        QCOMPARE(bgammon::write(*back.collection).data, bgammon::write(*fromMatch.collection).data);

        // With comments, evaluations and variations.
        Collection annotated = *fromMatch.collection;
        annotate(annotated, 7u + quint32(variant));
        const SaveResult rich = serialize(annotated, FileFormat::Sgf);
        QVERIFY(rich.ok());
        const LoadResult richBack = loadBytes(rich.data, FileFormat::Sgf);
        QVERIFY2(richBack.ok(), qPrintable(richBack.error.location() + ' ' + richBack.error.message));
        QCOMPARE(test::firstDifference(annotated, *richBack.collection), QString());
        for (const GameRecord &g : richBack.collection->games)
            QCOMPARE(replayAll(g), QString());
        // A second save gives the same bytes.
        QCOMPARE(serialize(*richBack.collection, FileFormat::Sgf).data, rich.data);
        // The .match writer names what it drops.
        const SaveResult match = bgammon::write(annotated);
        QVERIFY(match.ok());
        const QString warnings = match.warnings.join(u'\n');
        QVERIFY2(warnings.contains(QLatin1String("comments are dropped (")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QLatin1String("variations are dropped")), qPrintable(warnings));
    }

    void writesWhatGnubgWrites()
    {
        // The spec example of .match: player 1 is White, points from White's side.
        const LoadResult r = bgammon::read(test::bgammonDataFile("spec-example.match"));
        QVERIFY(r.ok());
        const SaveResult saved = serialize(*r.collection, FileFormat::Sgf);
        QVERIFY(saved.ok());
        QVERIFY2(saved.data.startsWith("(;FF[4]GM[6]CA[UTF-8]MI[length:1][game:0][ws:0][bs:0]PW[Guest_385]"
                                       "PB[BOT_tabula]\nDT[2023-12-16]TS[1702738670]RE[W+1]\n;W[41miih]\n;B[61"),
                 saved.data.constData());
        // 3 r 3-3 bar/22 ...: the bar is y.
        QVERIFY(saved.data.contains(";B[33yc"));
        QVERIFY(saved.data.endsWith(";W[21azbz])\n"));
    }

    void doublesResignationsAndCrawford()
    {
        const QByteArray text = "(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]PW[Ann]PB[Bob]RU[Crawford]RE[B+2R]\n"
                                ";W[41miih]C[opening]\n"
                                ";B[61agab]\n"
                                ";W[double]C[too early?]DA[x]\n"
                                "(;B[take]C[sure]DA[y]\n"
                                ";W[65mggb])\n"
                                "(;B[drop]))\n"
                                "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:2]PW[Ann]PB[Bob]RU[Crawford:CrawfordGame]\n"
                                ";B[41aeef])\n"
                                "(;FF[4]GM[6]MI[length:3][game:2][ws:1][bs:2]PW[Ann]PB[Bob]RU[Crawford]\n"
                                ";W[31hefe])\n";
        const LoadResult r = loadBytes(text, FileFormat::Sgf);
        QVERIFY2(r.ok(), qPrintable(r.error.location() + ' ' + r.error.message));
        QCOMPARE(r.warnings, QStringList());
        const GameRecord &g = r.collection->games[0];
        // take and drop: two double events, the double's comment on each.
        const NodeId beforeDouble = g.tree.mainLine()[2];
        QCOMPARE(g.tree.childCount(beforeDouble), 2);
        const NodeId take = g.tree.child(beforeDouble, 0);
        const NodeId drop = g.tree.child(beforeDouble, 1);
        QCOMPARE(g.tree.comment(take), QStringLiteral("too early?\n\nsure"));
        QCOMPARE(g.tree.comment(drop), QStringLiteral("too early?"));
        QCOMPARE(g.tree.unknownProperties(take), (std::vector<RawProperty>{{"DA", {"x"}}, {"@DA", {"y"}}}));
        const auto takeEvent = decodeBackgammonEvent(g.tree.moveTag(take), g.tree.moveData(take));
        QCOMPARE(takeEvent->cubeValue, 2);
        QVERIFY(takeEvent->accepted);
        QVERIFY(!decodeBackgammonEvent(g.tree.moveTag(drop), g.tree.moveData(drop))->accepted);
        // RE[B+2R]: White resigned after the main line, worth 1 before the cube of 2.
        const std::vector<BackgammonEvent> events = eventsOf(g);
        QCOMPARE(events.back().kind, BackgammonEvent::Kind::Terminate);
        QCOMPARE(events.back().player, 1);
        QCOMPARE(g.result, QStringLiteral("2+1"));
        QCOMPARE(replayAll(g), QString());
        // Crawford: game 2 is the Crawford game, game 3 comes after it.
        QVERIFY(!backgammonGameInfo(r.collection->games[1]).postCrawford);
        QVERIFY(backgammonGameInfo(r.collection->games[2]).postCrawford);
        // Alone in a file, the post-Crawford game keeps what RU says.
        const LoadResult alone = loadBytes("(;GM[6]MI[length:3][ws:1][bs:2]RU[Crawford];W[31hefe])", FileFormat::Sgf);
        QVERIFY(alone.ok());
        QVERIFY(backgammonGameInfo(alone.collection->games[0]).postCrawford);

        // Written back: one double node per event, the resignation as a node and in RE.
        const SaveResult saved = serialize(*r.collection, FileFormat::Sgf);
        QVERIFY(saved.ok());
        QVERIFY2(saved.data.contains("RE[B+2R]"), saved.data.constData());
        QVERIFY2(saved.data.contains("(;W[double]DA[x]C[too early?\n\nsure]\n;B[take]DA[y]\n"), saved.data.constData());
        QVERIFY2(saved.data.contains("(;W[double]DA[x]C[too early?]\n;B[drop]))"), saved.data.constData());
        QVERIFY(saved.data.contains(";W[resign])"));
        QVERIFY(saved.data.contains("RU[Crawford:CrawfordGame]"));
        const LoadResult again = loadBytes(saved.data, FileFormat::Sgf);
        QVERIFY(again.ok());
        // The joined comment stays one comment.
        QCOMPARE(again.collection->games[0].tree.comment(
                     again.collection->games[0].tree.child(again.collection->games[0].tree.mainLine()[2], 0)),
                 QStringLiteral("too early?\n\nsure"));
    }

    void warnsAboutWhatItCannotHold()
    {
        const LoadResult r
            = loadBytes("(;GM[6]MI[length:5][foo:1]RE[Void]RU[Jacoby]\n;W[41miih]\n;B[double])", FileFormat::Sgf);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        const QString w = r.warnings.join(u'\n');
        QVERIFY2(w.contains(QLatin1String("1:20: unknown match information MI[foo:1]")), qPrintable(w));
        QVERIFY2(w.contains(QLatin1String("RE[Void] is not a backgammon result")), qPrintable(w));
        QVERIFY2(w.contains(QLatin1String("RU[Jacoby] is not a rule")), qPrintable(w));
        QVERIFY2(w.contains(QLatin1String("3:3: a double without a take or drop was left out")), qPrintable(w));
        const GameRecord &g = r.collection->games[0];
        QCOMPARE(g.tree.mainLine().size(), std::size_t(2));
        QCOMPARE(backgammonGameInfo(g).winner, 0);
        // The unreadable result is kept and written back.
        QVERIFY(serialize(*r.collection, FileFormat::Sgf).data.contains("RE[Void]"));
        // A money game (no MI): match length 0; as .match it becomes a 1-point match, with a warning.
        const LoadResult money = loadBytes("(;GM[6];W[41miih])", FileFormat::Sgf);
        QVERIFY(money.ok());
        QCOMPARE(backgammonGameInfo(money.collection->games[0]).matchLength, 0);
        const SaveResult match = bgammon::write(*money.collection);
        QVERIFY(match.data.contains("\ni 0 - - 1 0 0 0 0 0\n"));
        QVERIFY(match.warnings.join(u'\n').contains(QLatin1String("games 1 are money games")));
        // Many such games: one warning of each kind, the games as runs.
        QByteArray many;
        for (int i = 0; i < 30; ++i)
            many += i == 12 ? "(;GM[6]PB[b]PW[w]MI[length:3][game:1][bs:0][ws:0])" : "(;GM[6])";
        const LoadResult moneyGames = loadBytes(many, FileFormat::Sgf);
        QVERIFY2(moneyGames.ok(), qPrintable(moneyGames.error.message));
        const SaveResult matches = bgammon::write(*moneyGames.collection);
        QCOMPARE(matches.warnings.size(), 3);
        const QString said = matches.warnings.join(u'\n');
        QVERIFY2(said.contains(QLatin1String("player 1 has no name in games 1-12, 14-30;")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("player 2 has no name in games 1-12, 14-30;")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("games 1-12, 14-30 are money games")), qPrintable(said));
        // A node without a move adds to the node before it.
        const LoadResult moveless = loadBytes("(;GM[6];W[41miih];PL[B]C[later])", FileFormat::Sgf);
        QVERIFY(moveless.ok());
        const GameTree &t = moveless.collection->games[0].tree;
        QCOMPARE(t.liveNodeCount(), std::size_t(2));
        QCOMPARE(t.comment(1), QStringLiteral("later"));
        QCOMPARE(t.unknownProperties(1), (std::vector<RawProperty>{{"PL", {"B"}}}));
        // After the answer to a double, they join the answer's.
        const LoadResult answered
            = loadBytes("(;GM[6];W[41miih];B[double]DA[d];W[take]DA[t];PL[B]XX[x];B[66])", FileFormat::Sgf);
        QVERIFY(answered.ok());
        QCOMPARE(answered.collection->games[0].tree.unknownProperties(2),
                 (std::vector<RawProperty>{{"DA", {"d"}}, {"@DA", {"t"}}, {"@PL", {"B"}}, {"@XX", {"x"}}}));
        QVERIFY(serialize(*answered.collection, FileFormat::Sgf).data.contains("W[take]DA[t]PL[B]XX[x]"));
    }

    void mixedCollections()
    {
        // A Hex game and a backgammon game in one SGF file.
        const LoadResult r = loadBytes("(;FF[4]GM[11]SZ[5];B[a1])(;FF[4]GM[6];W[41miih])", FileFormat::Sgf);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.collection->games[0].kind, GameKind::Hex);
        QCOMPARE(r.collection->games[1].kind, GameKind::Backgammon);
        const SaveResult saved = serialize(*r.collection, FileFormat::Sgf);
        QVERIFY(saved.ok());
        const LoadResult again = loadBytes(saved.data, FileFormat::Sgf);
        QVERIFY(again.ok());
        QCOMPARE(test::firstDifference(*r.collection, *again.collection), QString());
    }

    // The fuzzing harnesses' property (tests/fuzz/roundtrip.h) on files with
    // what the reader normalises: read, write, read gives the same model, and
    // a second save the same bytes.
    void normalisedFilesAreStable_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("gnubg") << test::bgammonDataFile("gnubg-saved.sgf");
        QTest::newRow("odd root") << QByteArray("(;GM[6]MI[length:5][foo:1]RE[Void]RE[B+3]DT[1969-01-01]V[5]V[7]"
                                                "C[a]RU[Jacoby]\n;PL[W]C[b];W[41miih]V[x]UC[1]C[c]C[d]\n;B[double])");
        QTest::newRow("double answers") << QByteArray("(;GM[6]MI[length:3];W[41miih];B[61agab];W[double]C[x]"
                                                      "(;B[take]C[y]LU[1];W[66]RE[z])(;B[drop]))");
        QTest::newRow("resigned") << QByteArray("(;GM[6]MI[length:3]RE[W+1R];W[41miih];B[61agab]"
                                                "(;W[31hefe])(;W[31hfhe]))");
        QTest::newRow("charset") << QByteArray("(;GM[6]CA[ISO-8859-1]PW[J\xf6rg]GC[\xe9t\xe9];W[41miih]C[\xe0])");
        // Found by fuzzing (tests/fuzz/regressions/fuzz_sgf/gm6-moveless-node-after-answer.sgf):
        // a node without a move after a take added its properties to the
        // double's own, before the take's; written back they moved after it.
        QTest::newRow("moveless after answer") << QByteArray("(;GM[6];W[41miih];B[double]DA[d];W[take]DA[t]"
                                                             ";b[x]r[y]C[z];B[66])");
    }
    void normalisedFilesAreStable()
    {
        QFETCH(QByteArray, input);
        const LoadResult first = loadBytes(input, FileFormat::Sgf);
        QVERIFY2(first.ok(), qPrintable(first.error.location() + ' ' + first.error.message));
        const SaveResult saved = serialize(*first.collection, FileFormat::Sgf);
        QVERIFY(saved.ok());
        const LoadResult second = loadBytes(saved.data, FileFormat::Sgf);
        QVERIFY2(second.ok(), qPrintable(second.error.message));
        test::DiffOptions options;
        options.header = false;
        QCOMPARE(test::firstDifference(*first.collection, *second.collection, options), QString());
        const SaveResult again = serialize(*second.collection, FileFormat::Sgf);
        QCOMPARE(again.data, saved.data);
        const LoadResult third = loadBytes(again.data, FileFormat::Sgf);
        QVERIFY(third.ok());
        QCOMPARE(test::firstDifference(*second.collection, *third.collection), QString());
    }

    void malformedValuesAreLocated_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *body, int line, int column, const char *message) {
            QTest::newRow(name) << QByteArray(body) << line << column << QString::fromUtf8(message);
        };
        // The root is line 1; the body starts on line 2.
        row("die of 7", ";W[41miih]\n;B[71xr]", 3, 4, "a die shows 1 to 6, not 7");
        row("die of 0", ";W[04miih]", 2, 4, "a die shows 1 to 6, not 0");
        row("one die", ";W[4miih]", 2, 5, "expected a roll: two dice");
        row("four dice", ";W[4411mi]", 2, 7, "more than three dice");
        row("not a point", ";W[41mi!h]", 2, 8, "'!' is not a point");
        row("upper case", ";W[41Mi]", 2, 6, "'M' is not a point");
        row("no destination", ";W[41mii]", 2, 8, "the move from 'i' has no destination");
        row("to the bar", ";W[41my]", 2, 7, "a checker cannot move to the bar (y)");
        row("nowhere", ";W[41mm]", 2, 6, "a move must go somewhere");
        row("take without double", ";W[41miih]\n;B[take]", 3, 3,
            "take answers a double, but the node before is no double");
        row("double answered by a roll", ";W[41miih]\n;B[double]\n;W[61xr]", 4, 3,
            "a double is answered by take or drop");
        row("double answered by its doubler", ";W[41miih]\n;B[double]\n;B[take]", 4, 3,
            "the player who doubled cannot answer");
        row("beaver", ";W[41miih]\n;B[double]\n;W[double]", 4, 3, "a beaver");
        // A set-up before the first move is the game's start (tst_backgammonsetup); after it, an error.
        row("set-up", ";W[41miih]\n;AB[a][b]", 3, 4, "AB: a set-up after the first move cannot be held");
        row("cube set-up", ";W[41miih]CP[w]", 2, 13, "CP: a set-up after the first move cannot be held");
        row("set-up of 17 checkers", ";AB[a][b]", 2, 1, "the set-up is no position: Player 2 has more than 15");
        row("set-up point", ";AE[a:y]AW[z]", 2, 11, "AW[z]: expected a point a..x or the bar y");
        row("two moves", ";W[41miih]B[31]", 2, 12, "a node holds one move");
        row("two values", ";W[41miih][31]", 2, 11, "a backgammon move has one value");
    }
    void malformedValuesAreLocated()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const LoadResult r = loadBytes("(;FF[4]GM[6]MI[length:3]\n" + body + ")", FileFormat::Sgf);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
        QCOMPARE(r.error.line, line);
        QCOMPARE(r.error.column, column);
    }

    void malformedRootIsLocated()
    {
        const LoadResult score = loadBytes("(;GM[6]\nMI[length:3][ws:3])", FileFormat::Sgf);
        QVERIFY(!score.ok());
        QCOMPARE(score.error.location(), QStringLiteral("2:3"));
        QVERIFY(score.error.message.contains(QLatin1String("has already won a 3-point match")));
        const LoadResult length = loadBytes("(;GM[6]MI[length:x])", FileFormat::Sgf);
        QVERIFY(!length.ok());
        QCOMPARE(length.error.location(), QStringLiteral("1:10"));
        const LoadResult rootMove = loadBytes("(;GM[6]W[41miih])", FileFormat::Sgf);
        QVERIFY(!rootMove.ok());
        QVERIFY(rootMove.error.message.contains(QLatin1String("root node holds the game information")));
        const LoadResult ts = loadBytes("(;GM[6]TS[yesterday])", FileFormat::Sgf);
        QVERIFY(!ts.ok());
        QCOMPARE(ts.error.location(), QStringLiteral("1:10"));
        // In the second tree: the game is named.
        const LoadResult second = loadBytes("(;GM[6];W[41miih])\n(;GM[6];W[41miiy])", FileFormat::Sgf);
        QVERIFY(!second.ok());
        QCOMPARE(second.error.location(), QStringLiteral("2:16"));
        QVERIFY(second.error.message.startsWith(QLatin1String("game 2: ")));
    }

    void partOffsets()
    {
        // .match: the dice, then each checker move, also after ", ".
        const QByteArray match = "i 0 a b 1 0 0 0 0 0\n2 r 6-5 1/7, 12/18\n1 d 4 1\n";
        const qint64 line2 = match.indexOf("2 r");
        QCOMPARE(bgammon::eventPartOffset(match, line2, BgPart::Event), line2);
        QCOMPARE(bgammon::eventPartOffset(match, line2, BgPart::Dice), line2 + 4);
        QCOMPARE(bgammon::eventPartOffset(match, line2, 0), line2 + 8);
        QCOMPARE(bgammon::eventPartOffset(match, line2, 1), line2 + 13);
        QCOMPARE(bgammon::eventPartOffset(match, line2, 2), line2); // no third move
        const qint64 line3 = match.indexOf("1 d");
        QCOMPARE(bgammon::eventPartOffset(match, line3, BgPart::Cube), line3 + 4);
        // SGF: from the value's '['.
        const QByteArray sgf = "(;GM[6];W[41miih];B[531abc])";
        const qint64 v = sgf.indexOf("[41");
        QCOMPARE(sgf::backgammon::eventPartOffset(sgf, v, BgPart::Dice), v + 1);
        QCOMPARE(sgf::backgammon::eventPartOffset(sgf, v, 1), v + 5);
        QCOMPARE(sgf::backgammon::eventPartOffset(sgf, v, 2), v); // past the value
        const qint64 w = sgf.indexOf("[531");
        QCOMPARE(sgf::backgammon::eventPartOffset(sgf, w, 0), w + 4);
        QCOMPARE(movePartOffset(FileFormat::Sgf, sgf, w, 0), w + 4);
        QCOMPARE(movePartOffset(FileFormat::Jgame, sgf, w, 0), w);
        // Which part: the position names it.
        BackgammonPosition p;
        BackgammonEvent e;
        e.player = 1;
        e.diceCount = 2;
        e.dice = {3, 1, 0};
        e.moves = {{8, 5}, {6, 2}};
        int part = 99;
        QVERIFY(!p.apply(e, &part).isEmpty());
        QCOMPARE(part, 1);
        e.moves = {{8, 5}};
        QVERIFY(!p.apply(e, &part).isEmpty());
        QCOMPARE(part, BgPart::Dice); // a die left unused
        e.moves = {{8, 5}, {6, 5}};
        QVERIFY(p.apply(e, &part).isEmpty());
        QCOMPARE(part, BgPart::Event);
    }
};

QTEST_GUILESS_MAIN(TestSgfBackgammon)
#include "tst_sgfbackgammon.moc"
