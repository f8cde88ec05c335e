// Rokkaku Conquest: the log reader and writer (round trips in every layout,
// every malformed case with its line:column), replaying games, standings.

#include "formats/registry.h"
#include "formats/rokkaku/rokkakulog.h"
#include "games/replayer.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using namespace kibitz;

namespace {

QByteArray data(const QString &name)
{
    QFile f(QStringLiteral(KIBITZ_TEST_DATA "/rokkaku/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

// Replaces the `line`-th line (1-based) of `text`.
QByteArray withLine(const QByteArray &text, int line, const QByteArray &replacement)
{
    QList<QByteArray> lines = text.split('\n');
    lines[line - 1] = replacement;
    return lines.join('\n');
}

// Everything the model says, for comparing two reads.
struct Model {
    QStringList teams;
    int rounds = 0;
    std::vector<TournamentInfo::Result> results;
    std::vector<std::vector<QByteArray>> games; // root set-up, then the turns
    QStringList players;
    bool operator==(const Model &) const = default;
};

Model modelOf(const Collection &c)
{
    Model m;
    if (c.tournament) {
        m.teams = c.tournament->teams;
        m.rounds = c.tournament->rounds;
        m.results = c.tournament->results;
    }
    for (const GameRecord &g : c.games) {
        std::vector<QByteArray> moves;
        for (NodeId id : g.tree.mainLine())
            moves.push_back(g.tree.moveData(id).toByteArray());
        m.games.push_back(moves);
        m.players << g.player1 << g.player2 << QString::number(g.columns) << QString::number(g.rows);
    }
    return m;
}

Collection withoutKeptText(Collection c)
{
    c.tournament->raw.clear();
    for (GameRecord &g : c.games) {
        g.header.clear();
        g.headerFormat.clear();
    }
    return c;
}

// The first inconsistency `kibitz-cli check` would report: "LINE:COLUMN message".
QString firstProblem(const QByteArray &content)
{
    ReadOptions options;
    options.recordLocations = true;
    const LoadResult r = rokkaku::read(content, options);
    if (!r.ok())
        return QStringLiteral("malformed ") + r.error.location();
    for (const GameRecord &g : r.collection->games) {
        const auto setup = decodeRokkakuSetup(g.tree.moveData(0));
        auto where = [&](NodeId node, int item) {
            return describeOffset(FileFormat::RokkakuLog, content,
                                  rokkaku::numberOffset(content, g.nodeOffsets[node], item));
        };
        if (const auto p = RokkakuPosition::checkSetup(*setup))
            return where(0, p->item) + u' ' + p->message;
        RokkakuPosition position(*setup);
        for (NodeId id = g.tree.mainChild(0); id != NoNode; id = g.tree.mainChild(id)) {
            if (const auto p = position.applyMove(g.tree.moveTag(id), g.tree.moveData(id)))
                return where(id, p->item) + u' ' + p->message;
        }
    }
    return QString();
}

} // namespace

class TestRokkaku : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("results");
        QTest::newRow("team score, writer's layout") << "team-score.log" << 1 << 4;
        QTest::newRow("rank team score, comments, free layout") << "rank-comments.log" << 2 << 8;
        QTest::newRow("CR LF and a BOM") << "crlf-bom.log" << 1 << 4;
        QTest::newRow("no final results") << "no-results.log" << 1 << 0;
    }
    void roundTrip()
    {
        QFETCH(QString, file);
        QFETCH(int, games);
        QFETCH(int, results);
        const QByteArray content = data(file);
        QVERIFY(!content.isEmpty());
        QCOMPARE(detectFormat(content), FileFormat::RokkakuLog);
        const LoadResult read = rokkaku::read(content);
        QVERIFY2(read.ok(), qPrintable(read.error.location() + u' ' + read.error.message));
        QCOMPARE(int(read.collection->games.size()), games);
        QCOMPARE(int(read.collection->tournament->results.size()), results);

        // Unedited: byte for byte.
        const SaveResult saved = rokkaku::write(*read.collection);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QVERIFY(saved.warnings.isEmpty());
        QCOMPARE(saved.data, content);

        // In the writer's own layout: the same model.
        const SaveResult plain = rokkaku::write(withoutKeptText(*read.collection));
        QVERIFY(plain.ok());
        const LoadResult reread = rokkaku::read(plain.data);
        QVERIFY2(reread.ok(), qPrintable(reread.error.location() + u' ' + reread.error.message));
        QVERIFY(modelOf(*reread.collection) == modelOf(*read.collection));
        QCOMPARE(rokkaku::write(*reread.collection).data, plain.data);
    }

    void teamNameStartingWithByteOrderMark()
    {
        // A BOM is skipped at the start of the file only; one at the start of
        // a team's name is part of the name and written back.
        QByteArray content = data(QStringLiteral("rank-comments.log"));
        content.replace("\nAlpha\n", "\n\xEF\xBB\xBF"
                                     "Alpha\n");
        const LoadResult read = rokkaku::read(content);
        QVERIFY2(read.ok(), qPrintable(read.error.location() + u' ' + read.error.message));
        QCOMPARE(read.collection->tournament->teams.front(), QString(QChar(0xFEFF)) + QStringLiteral("Alpha"));
        const SaveResult plain = rokkaku::write(withoutKeptText(*read.collection));
        QVERIFY(plain.ok());
        QVERIFY(plain.data.contains("\n\xEF\xBB\xBF"
                                    "Alpha\n"));
        const LoadResult reread = rokkaku::read(plain.data);
        QVERIFY(reread.ok());
        QVERIFY(modelOf(*reread.collection) == modelOf(*read.collection));
    }

    void readsTheModel()
    {
        const LoadResult r = rokkaku::read(data(QStringLiteral("team-score.log")));
        QVERIFY(r.ok());
        const Collection &c = *r.collection;
        QCOMPARE(c.tournament->teams, (QStringList{"Alpha", "Beta", "Gamma", QStringLiteral("Délta")}));
        QCOMPARE(c.tournament->rounds, 1);
        QCOMPARE(c.tournament->gamesPerRound, 1);
        QCOMPARE(c.tournament->results.size(), std::size_t(4));
        QCOMPARE(c.tournament->results[3].team, 3);
        QCOMPARE(c.tournament->results[3].score, 3);
        QCOMPARE(c.tournament->results[3].rank, 0);
        const GameRecord &g = c.games[0];
        QCOMPARE(g.kind, GameKind::Rokkaku);
        QCOMPARE(g.columns, 5);
        QCOMPARE(g.rows, 4);
        QCOMPARE(g.player1, QStringLiteral("Gamma"));
        QCOMPARE(g.player2, QStringLiteral("Alpha"));
        QCOMPARE(g.tree.stats().mainLine, std::size_t(2));
        QCOMPARE(g.tree.stats().leaves, std::size_t(1));
        const auto setup = decodeRokkakuSetup(g.tree.moveData(0));
        QVERIFY(setup);
        QCOMPARE(setup->teams, (std::array<int, 4>{2, 0, 3, 1}));
        QCOMPARE(setup->maxTurns, 3);
        QCOMPARE(setup->gates, (std::vector<Hexel>{{0, 0}, {4, 3}}));
        QCOMPARE(setup->agents[15], (Hexel{1, 2}));
        const auto second = decodeRokkakuTurn(g.tree.moveData(g.tree.mainLine()[2]));
        QVERIFY(second);
        RokkakuTurn expected;
        expected.moves = {{{4, 1}, {3, 1}}};
        expected.syzygies = {{{2, 1}, {3, 1}, {2, 2}}};
        expected.ownerChanges = {{{3, 1}, 2}, {{2, 1}, 2}, {{3, 2}, 2}};
        expected.sieges = {{{3, 2}}};
        QVERIFY(*second == expected);

        const LoadResult ranked = rokkaku::read(data(QStringLiteral("rank-comments.log")));
        QVERIFY(ranked.ok());
        const TournamentInfo &t = *ranked.collection->tournament;
        // Names are whole lines, trimmed; `//` inside a name is part of it.
        QCOMPARE(t.teams[1], QStringLiteral("Beta"));
        QCOMPARE(t.teams[4], QStringLiteral("Team Five // part of the name"));
        QCOMPARE(t.results[0].rank, 1);
        QCOMPARE(t.results[0].team, 4);
        QCOMPARE(t.results[0].score, 2);
        QCOMPARE(ranked.collection->games[1].name, QStringLiteral("round 1, game 2"));
    }

    void keptTextGivesWayToEdits()
    {
        LoadResult r = rokkaku::read(data(QStringLiteral("rank-comments.log")));
        QVERIFY(r.ok());
        Collection &c = *r.collection;
        c.tournament->teams[0] = QStringLiteral("Renamed");
        c.games[0].player1 = QStringLiteral("Renamed");
        c.tournament->results[0].score = 7;
        GameTree &tree = c.games[1].tree;
        RokkakuTurn turn = *decodeRokkakuTurn(tree.moveData(1));
        turn.moves[0].to = {2, 0};
        QByteArray bytes;
        QVERIFY(encodeRokkakuTurn(turn, bytes));
        tree.setMove(1, std::uint8_t(RokkakuTag::Turn), bytes);
        const SaveResult saved = rokkaku::write(c);
        QVERIFY(saved.ok());
        const LoadResult reread = rokkaku::read(saved.data);
        QVERIFY(reread.ok());
        QVERIFY(modelOf(*reread.collection) == modelOf(c));
        // The untouched first game keeps its comments.
        QVERIFY(saved.data.contains("0 // no turn at all"));
        QVERIFY(!saved.data.contains("one turn on one line"));
    }

    void writerRefuses()
    {
        Collection hex;
        hex.games.emplace_back();
        QVERIFY(!rokkaku::write(hex).ok());
        LoadResult r = rokkaku::read(data(QStringLiteral("team-score.log")));
        Collection c = *r.collection;
        c.tournament->teams[1] = QStringLiteral("two\nlines");
        QVERIFY(!rokkaku::write(c).ok());
        c.tournament->teams[1] = QStringLiteral(" padded");
        QVERIFY(!rokkaku::write(c).ok());
        // Names the reader takes whole are written whole: a no-break space or
        // a CR inside is part of the name.
        c.tournament->teams[1] = QStringLiteral("\u00a0two\rparts\u00a0");
        const SaveResult odd = rokkaku::write(c);
        QVERIFY2(odd.ok(), qPrintable(odd.error));
        QCOMPARE(rokkaku::read(odd.data).collection->tournament->teams[1], c.tournament->teams[1]);
        c = *r.collection;
        c.games.push_back(c.games[0]);
        QVERIFY(!rokkaku::write(c).ok()); // one round of four teams is one game
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("message");
        const QByteArray log = data(QStringLiteral("team-score.log"));
        QTest::newRow("empty") << QByteArray() << "1:1"
                               << "number of teams";
        QTest::newRow("N not a multiple of four") << withLine(log, 1, "5") << "1:1"
                                                  << "multiple of four";
        QTest::newRow("N zero") << withLine(log, 1, "0") << "1:1"
                                << "multiple of four";
        QTest::newRow("no rounds") << withLine(log, 6, "0") << "6:1"
                                   << "at least one round";
        QTest::newRow("too many gates") << withLine(log, 10, "20000 " + QByteArray("0 0 ").repeated(20000)) << "7:1"
                                        << "set-up is too long";
        QTest::newRow("N not alone") << withLine(log, 1, "4 Alpha") << "1:3"
                                     << "alone on its line";
        QTest::newRow("names missing") << QByteArray("4\nAlpha\nBeta\n") << "4:1"
                                       << "name of team 2";
        QTest::newRow("team out of range") << withLine(log, 7, "2 0 4 1") << "7:5"
                                           << "team 4 does not exist";
        QTest::newRow("team twice") << withLine(log, 7, "2 0 2 1") << "7:5"
                                    << "listed twice";
        QTest::newRow("not a number") << withLine(log, 8, "x") << "8:1"
                                      << "maximum number of turns";
        QTest::newRow("negative") << withLine(log, 8, "-3") << "8:1"
                                  << "non-negative";
        QTest::newRow("too large") << withLine(log, 8, "99999999999") << "8:1"
                                   << "too large";
        QTest::newRow("coordinate too large") << withLine(log, 10, "2 0 0 70000 3") << "10:7"
                                              << "too large";
        QTest::newRow("stray slash") << withLine(log, 9, "5 4 / 3") << "9:5"
                                     << "gates";
        QTest::newRow("number glued to text") << withLine(log, 9, "5 4x") << "9:3"
                                              << "height";
        QTest::newRow("field width 0") << withLine(log, 9, "0 4") << "9:1"
                                       << "width must be 1 to";
        QTest::newRow("field too high") << withLine(log, 9, "5 2000") << "9:3"
                                        << "height must be 1 to";
        QTest::newRow("flag not 0 or 1") << withLine(log, 15, "2") << "15:1"
                                         << "too large";
        QTest::newRow("turn beyond the maximum") << withLine(log, 8, "1") << "22:1"
                                                 << "maximum of 1 turns";
        QTest::newRow("truncated inside a turn") << log.first(log.indexOf("2 1 0 2 1 1 3") + 13) << "16:14"
                                                 << "ends where";
        QTest::newRow("truncated set-up") << log.first(log.indexOf("0 3 1 3")) << "12:1"
                                          << "starting hexel";
        QTest::newRow("game end missing") << log.first(log.indexOf("0\n0 1\n")) << "29:1"
                                          << "0 (the game ends)";
        QTest::newRow("too few results") << log.first(log.size() - 4) << "33:1"
                                         << "hold 6 numbers";
        QTest::newRow("results between layouts") << log + "4 5\n"
                                                 << "34:1"
                                                 << "hold 10 numbers";
        QTest::newRow("too many results") << log + "4 5 6 7 8\n"
                                          << "34:9"
                                          << "more than three";
        QTest::newRow("result team out of range") << withLine(log, 33, "4 3") << "33:1"
                                                  << "team 4 does not exist";
        QTest::newRow("result team twice") << withLine(log, 33, "2 3") << "33:1"
                                           << "listed twice";
        QTest::newRow("rank 0") << QByteArray(log).replace("0 1\n1 0\n2 0\n3 3\n", "1 3 3\n2 0 1\n0 1 0\n3 2 0\n")
                                << "32:1"
                                << "rank 0";
        QByteArray crlf = data(QStringLiteral("crlf-bom.log"));
        QTest::newRow("CR LF, BOM") << crlf.replace("2 0 3 1\r\n", "2 0 9 1\r\n") << "7:5"
                                    << "team 9";
        QTest::newRow("BOM, first line") << QByteArray("\xef\xbb\xbf"
                                                       "6\nA\n")
                                         << "1:1"
                                         << "multiple of four";
    }
    void malformed()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, location);
        QFETCH(QString, message);
        const LoadResult r = rokkaku::read(content);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.location(), location);
        QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
    }

    void inconsistent_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("problem");
        const QByteArray log = data(QStringLiteral("team-score.log"));
        QTest::newRow("consistent") << log << QString();
        QTest::newRow("move from an empty hexel")
            << withLine(log, 16, "2 3 2 2 1 1 3 2 2") << "16:3 move from 3,2, where no agent stands";
        QTest::newRow("frozen agent moves")
            << withLine(log, 23, "1 0 2 1 2")
            << "23:3 samurai 1 of team 3 moves from 0,2 but was frozen after the previous turn";
        QTest::newRow("owner change outside")
            << withLine(log, 18, "2 7 1 0 2 2 1") << "18:3 owner change: hexel 7,1 is outside the 5x4 field";
        QTest::newRow("owner change to team 4") << withLine(log, 18, "2 2 1 4 2 2 1")
                                                << "18:7 owner change of 2,1 to team 4, which is not in the game (0-3)";
        QTest::newRow("move outside") << withLine(log, 23, "1 4 1 5 1")
                                      << "23:7 move to hexel 5,1 is outside the 5x4 field";
        QTest::newRow("syzygy outside") << withLine(log, 24, "1 3 2 1 3 1 2 9")
                                        << "24:13 syzygy: hexel 2,9 is outside the 5x4 field";
        QTest::newRow("siege outside") << withLine(log, 27, "1 1 3 4")
                                       << "27:5 siege: hexel 3,4 is outside the 5x4 field";
        QTest::newRow("frozen team 4") << withLine(log, 19, "1 4 1")
                                       << "19:3 frozen agent of team 4, which is not in the game (0-3)";
        QTest::newRow("frozen agent 4") << withLine(log, 19, "1 3 4")
                                        << "19:5 frozen agent 4: agents are 0 (the dog) to 3";
        QTest::newRow("gate outside") << withLine(log, 10, "2 0 0 5 3")
                                      << "10:7 gate: hexel 5,3 is outside the 5x4 field";
        QTest::newRow("comment glued to a number")
            << withLine(log, 16, "2//c 9 9\n3 2 2 1 1 3 2 2") << "17:1 move from 3,2, where no agent stands";
        QTest::newRow("agent outside") << withLine(log, 14, "0 1 0 2 1 1 1 4")
                                       << "14:13 start of samurai 3 of team 3: hexel 1,4 is outside the 5x4 field";
    }
    void inconsistent()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, problem);
        QCOMPARE(firstProblem(content), problem);
    }

    void replayCounts()
    {
        const LoadResult r = rokkaku::read(data(QStringLiteral("team-score.log")));
        const GameRecord &g = r.collection->games[0];
        std::unique_ptr<Replayer> replayer = Replayer::forGame(g);
        QVERIFY(replayer);
        const auto *rokkaku = dynamic_cast<const RokkakuReplayer *>(replayer.get());
        QVERIFY(rokkaku);
        const RokkakuPosition &p = rokkaku->position();
        // Each samurai owns its starting hexel (the official runtime's rule).
        QCOMPARE(p.ownedCounts(), (std::array<int, 4>{3, 3, 3, 3}));
        QCOMPARE(p.owner({1, 0}), 0);
        QCOMPARE(p.owner({0, 0}), -1); // a dog's
        QCOMPARE(p.owner({2, 1}), -1);
        const std::vector<NodeId> line = g.tree.mainLine();
        // For people: who moved where (the teams by the tournament's names,
        // in game order Gamma, Alpha, Délta, Beta), and what the turn did;
        // the log's tokens stay moveText.
        QCOMPARE(setupOf<RokkakuTeamNames>(g).teamNames,
                 (QStringList{"Gamma", "Alpha", QStringLiteral("Délta"), "Beta"}));
        const QString turn1 = replayer->moveNotation(g.tree.moveTag(line[1]), g.tree.moveData(line[1]));
        QVERIFY2(turn1.startsWith(QStringLiteral("Gamma samurai 1 to 2,1; Alpha samurai 1 to 2,2 \u00b7 2 hexel")),
                 qPrintable(turn1));
        // Without names, the teams are counted from 1 in game order.
        const RokkakuReplayer unnamed(*decodeRokkakuSetup(g.tree.moveData(g.tree.root())));
        const QString plain = unnamed.moveNotation(g.tree.moveTag(line[1]), g.tree.moveData(line[1]));
        QVERIFY2(plain.startsWith(QStringLiteral("team 1 samurai 1 to 2,1; team 2 samurai 1 to 2,2 \u00b7 2 hexel")),
                 qPrintable(plain));
        QVERIFY2(turn1.contains(QStringLiteral(" \u00b7 1 agent")), qPrintable(turn1));
        QVERIFY(!turn1.contains(QStringLiteral("syzygy")));
        QVERIFY(replayer->notationDependsOnPosition());
        QVERIFY(replayer->apply(g.tree.moveTag(line[1]), g.tree.moveData(line[1])).isEmpty());
        QCOMPARE(p.ownedCounts(), (std::array<int, 4>{4, 4, 3, 3}));
        QCOMPARE(p.agent(1), (Hexel{2, 1}));
        QVERIFY(p.isFrozen(13));
        QVERIFY(!p.isFrozen(12));
        QCOMPARE(replayer->moveText(g.tree.moveTag(line[1]), g.tree.moveData(line[1])),
                 QStringLiteral("1,0>2,1 1,3>2,2"));
        QVERIFY(replayer->apply(g.tree.moveTag(line[2]), g.tree.moveData(line[2])).isEmpty());
        QCOMPARE(p.ownedCounts(), (std::array<int, 4>{3, 4, 6, 3}));
        QCOMPARE(p.owner({2, 1}), 2);
        // The syzygy 2,1 3,1 2,2 swapped its ends: samurai 1 of teams 0 and 1.
        QCOMPARE(p.agent(1), (Hexel{2, 2}));
        QCOMPARE(p.agent(5), (Hexel{2, 1}));
        QCOMPARE(p.agent(9), (Hexel{3, 1}));
        QVERIFY(!p.isFrozen(13));
        QCOMPARE(p.turns(), 2);
        QCOMPARE(replayer->positionText(),
                 QStringLiteral("A:0,0;2,2;2,0;3,0;0,3;2,1;2,3;3,3;4,0;3,1;4,2;4,3;0,1;0,2;1,1;1,2 O:3,4,6,3 "
                                "H:.000./.3222/33122/.1112"));
        QCOMPARE(rokkakuFinalOwned(g), (std::array<int, 4>{3, 4, 6, 3}));

        // An inconsistent turn changes nothing.
        RokkakuPosition copy = p;
        RokkakuTurn bad;
        bad.ownerChanges = {{{0, 0}, 1}, {{9, 9}, 1}};
        QVERIFY(copy.applyTurn(bad));
        QCOMPARE(copy.toText(), p.toText());
        QVERIFY(copy.applyMove(std::uint8_t(RokkakuTag::Turn), "\x00\x05").has_value());
    }

    void simultaneousMoves()
    {
        // Two agents swap hexels and two share one: each move names where its
        // agent stood when the turn began.
        RokkakuSetup setup;
        setup.width = setup.height = 3;
        for (int a = 0; a < RokkakuAgents; ++a)
            setup.agents[std::size_t(a)] = {a % 3, a / 8};
        RokkakuPosition p(setup);
        RokkakuTurn turn;
        turn.moves = {{{0, 0}, {1, 0}}, {{1, 0}, {0, 0}}, {{0, 0}, {2, 2}}};
        QVERIFY(!p.applyTurn(turn));
        QCOMPARE(p.agent(0), (Hexel{1, 0}));
        QCOMPARE(p.agent(1), (Hexel{0, 0}));
        QCOMPARE(p.agent(3), (Hexel{2, 2}));

        // A frozen agent sharing a hexel stays; the other one there moves.
        RokkakuTurn freeze;
        freeze.frozen = {{0, 2}}; // agent 2, at 2,0 like agent 5 (samurai 1 of team 1)
        QVERIFY(!p.applyTurn(freeze));
        QCOMPARE(p.agent(5), (Hexel{2, 0}));
        RokkakuTurn move;
        move.moves = {{{2, 0}, {2, 1}}};
        QVERIFY(!p.applyTurn(move));
        QCOMPARE(p.agent(2), (Hexel{2, 0}));
        QCOMPARE(p.agent(5), (Hexel{2, 1}));
        // With every agent there frozen, the move is inconsistent.
        RokkakuTurn freezeAll;
        freezeAll.frozen = {{0, 2}};
        QVERIFY(!p.applyTurn(freezeAll));
        RokkakuTurn again;
        again.moves = {{{2, 0}, {1, 1}}};
        const auto problem = p.applyTurn(again);
        QVERIFY(problem);
        QCOMPARE(problem->message,
                 QStringLiteral("samurai 2 of team 0 moves from 2,0 but was frozen after the previous turn"));
    }

    void positionCacheJumps()
    {
        // A generated game long enough for snapshots: jumping anywhere gives
        // the position replayed from the start.
        RokkakuSetup setup;
        setup.width = 12;
        setup.height = 10;
        setup.maxTurns = 1000;
        for (int a = 0; a < RokkakuAgents; ++a)
            setup.agents[std::size_t(a)] = {a % 12, a / 12};
        GameRecord g;
        g.kind = GameKind::Rokkaku;
        g.tree.setMove(0, std::uint8_t(RokkakuTag::Setup), encodeRokkakuSetup(setup));
        RokkakuPosition walk(setup);
        NodeId last = 0;
        QByteArray bytes;
        std::vector<NodeId> nodes{0};
        for (int t = 0; t < 500; ++t) {
            RokkakuTurn turn;
            const int a = t % RokkakuAgents;
            const Hexel from = walk.agent(a);
            const Hexel to{(from.x + 1) % 12, (from.y + t) % 10};
            turn.moves = {{from, to}};
            turn.ownerChanges = {{to, a / 4}};
            QVERIFY(!walk.applyTurn(turn));
            QVERIFY(encodeRokkakuTurn(turn, bytes));
            last = g.tree.appendChildAfter(last, NoNode, std::uint8_t(RokkakuTag::Turn), bytes);
            nodes.push_back(last);
        }
        PositionCache cache(g, 16);
        for (int i : {500, 3, 250, 17, 499, 0, 128}) {
            std::unique_ptr<Replayer> r = Replayer::forGame(g);
            for (int k = 1; k <= i; ++k)
                QVERIFY(r->apply(g.tree.moveTag(nodes[k]), g.tree.moveData(nodes[k])).isEmpty());
            QString error;
            const Replayer *cached = cache.at(nodes[std::size_t(i)], &error);
            QVERIFY(cached);
            QVERIFY(error.isEmpty());
            QCOMPARE(cached->positionText(), r->positionText());
        }
    }

    void standings()
    {
        const LoadResult a = rokkaku::read(data(QStringLiteral("team-score.log")));
        const std::vector<RokkakuStanding> s = rokkakuStandings(*a.collection);
        // Areas 3 4 6 3 in game order (teams 2 0 3 1): points 1 4 6 1, a
        // ratio of 1000000 * area / 16; teams 1 and 2 tie on all three.
        QCOMPARE(s, (std::vector<RokkakuStanding>{
                        {1, 3, 6, 375000, 6}, {2, 0, 4, 250000, 4}, {3, 1, 1, 187500, 3}, {3, 2, 1, 187500, 3}}));
        const LoadResult b = rokkaku::read(data(QStringLiteral("rank-comments.log")));
        const std::vector<RokkakuStanding> t = rokkakuStandings(*b.collection);
        QCOMPARE(t.size(), std::size_t(8));
        // Game 1 ends 2 1 1 2 (5 1 1 5 points), game 2 3 1 1 1 (6 2 2 2); six
        // hexels owned in each.
        QCOMPARE(t[0], (RokkakuStanding{1, 4, 6, 500000, 3}));
        QCOMPARE(t[1], (RokkakuStanding{2, 0, 5, 333333, 2}));
        QCOMPARE(t[2], (RokkakuStanding{2, 3, 5, 333333, 2}));
        QCOMPARE(t[3], (RokkakuStanding{4, 5, 2, 166666, 1}));
        QCOMPARE(t[7], (RokkakuStanding{7, 2, 1, 166666, 1}));
    }

    void everyDamageIsReported()
    {
        // Every prefix and every single-byte change of a log reads or fails
        // with a place; and whatever reads replays and writes without a crash.
        const QByteArray log = data(QStringLiteral("rank-comments.log"));
        auto exercise = [](const QByteArray &content) {
            ReadOptions options;
            options.recordLocations = true;
            const LoadResult r = rokkaku::read(content, options);
            if (!r.ok())
                return r.error.line > 0 && r.error.column > 0 && !r.error.message.isEmpty() && r.error.offset >= 0
                    && r.error.offset <= content.size();
            (void)firstProblem(content);
            (void)rokkakuStandings(*r.collection);
            const SaveResult saved = rokkaku::write(*r.collection);
            return !saved.ok() || saved.data == content;
        };
        for (qsizetype n = 0; n < log.size(); ++n)
            QVERIFY2(exercise(log.first(n)), qPrintable(QString::number(n)));
        for (qsizetype i = 0; i < log.size(); ++i) {
            for (char c : {'0', '9', ' ', '\n', '/', 'x'}) {
                QByteArray changed = log;
                changed[i] = c;
                QVERIFY2(exercise(changed), qPrintable(QStringLiteral("%1 %2").arg(i).arg(c)));
            }
        }
        // Random runs of changes, insertions and deletions in every test log.
        QRandomGenerator rng(42);
        for (const char *name : {"team-score.log", "rank-comments.log", "crlf-bom.log", "no-results.log"}) {
            const QByteArray original = data(QLatin1String(name));
            for (int round = 0; round < 1500; ++round) {
                QByteArray changed = original;
                for (int k = 1 + int(rng.bounded(4)); k > 0; --k) {
                    const qsizetype at = qsizetype(rng.bounded(quint32(changed.size() + 1)));
                    const char c = "0123456789 \n\r/x\t"[rng.bounded(16)];
                    switch (rng.bounded(3)) {
                    case 0:
                        if (at < changed.size())
                            changed[at] = c;
                        break;
                    case 1:
                        changed.insert(at, c);
                        break;
                    default:
                        changed.remove(at, 1 + qsizetype(rng.bounded(8)));
                        break;
                    }
                }
                QVERIFY2(exercise(changed), changed.constData());
            }
        }
    }

    void detection()
    {
        QCOMPARE(detectFormat(QByteArrayView("// a log\n8 // teams\nA\n")), FileFormat::RokkakuLog);
        QCOMPARE(detectFormat(QByteArrayView("(;GM[11]SZ[3])")), FileFormat::Sgf);
        QCOMPARE(detectFormat(QByteArrayView("12 x\n")), FileFormat::Unknown);
        QCOMPARE(detectFormat(QByteArrayView("5\n"), QStringLiteral("t.log")), FileFormat::RokkakuLog);
        QVERIFY(canWrite(FileFormat::RokkakuLog));
    }
};

QTEST_GUILESS_MAIN(TestRokkaku)
#include "tst_rokkaku.moc"
