// The Games panel's rows (core/analysis/gamelist): the columns in the game's
// words, the filter, the order and the per-player totals; the collection
// summaries of the start page (collectionsummary); several files read as one
// collection (formats/collectionload).

#include "../../bench/twixtsgfcollection.h"

#include "analysis/collectionsummary.h"
#include "analysis/gamelist.h"
#include "formats/collectionload.h"
#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QtTest>

using namespace kibitz;

namespace {

// Three Twixt games and one Hex game, as Little Golem and HexGui write them.
const char *const twixtCollection = "(;FF[4]GM[21]SZ[24]PW[Anna]PB[Bruno]EV[Twixt Cup]RO[2]DT[2024-05-10]RE[B+R]"
                                    ";W[J10];B[K12]C[a comment];W[L14])\n"
                                    "(;FF[4]GM[21]SZ[24]PW[Bruno]PB[Carla]DT[2024-05-11]RE[W+]"
                                    ";W[D4](;B[E6];W[F8])(;B[G7]))\n"
                                    "(;FF[4]GM[21]SZ[24]PW[Carla]PB[Anna]GN[Friendly]RE[Draw];W[A2])\n"
                                    "(;FF[4]GM[21]SZ[24]PW[Anna]PB[Dora]EV[Twixt Cup]RE[?];W[B3];B[C5])\n";

Collection read(const QByteArray &bytes, FileFormat format = FileFormat::Sgf)
{
    LoadResult r = loadBytes(bytes, format);
    if (!r.ok())
        qFatal("%s", qPrintable(r.error.message));
    return std::move(*r.collection);
}

QString sample(const char *name)
{
    return QStringLiteral(KIBITZ_SAMPLES_DIR "/") + QLatin1String(name);
}

std::vector<int> all(const GameList &list)
{
    return list.filter(QString());
}

// Whether two lists of the same games show the same rows, names, texts,
// order, filter matches and totals.
void compareLists(const GameList &made, const GameList &one)
{
    QCOMPARE(made.size(), one.size());
    QCOMPARE(made.sideCount(), one.sideCount());
    for (int s = 0; s < one.sideCount(); ++s)
        QCOMPARE(made.sideName(s), one.sideName(s));
    using C = GameList::Column;
    for (int g = 0; g < one.size(); ++g) {
        for (C column : {C::Number, C::Players, C::Event, C::Date, C::Result, C::Length, C::Notes})
            QCOMPARE(made.text(g, column), one.text(g, column));
        QCOMPARE(made.entry(g).sides, one.entry(g).sides);
        QCOMPARE(made.entry(g).winner, one.entry(g).winner);
    }
    for (const QString &text :
         {QStringLiteral("Player 4"), QStringLiteral("late"), QStringLiteral("time"), QStringLiteral("cup, round")})
        QCOMPARE(made.filter(text), one.filter(text));
    for (C column : {C::Players, C::Event, C::Result, C::Date}) {
        std::vector<int> a = all(one), b = all(made);
        one.sort(a, column, true);
        made.sort(b, column, true);
        QCOMPARE(b, a);
    }
    const auto totalsA = one.totals(all(one)), totalsB = made.totals(all(made));
    QCOMPARE(totalsB.size(), totalsA.size());
    for (std::size_t i = 0; i < totalsA.size(); ++i) {
        QCOMPARE(totalsB[i].side, totalsA[i].side);
        QCOMPARE(totalsB[i].games, totalsA[i].games);
        QCOMPARE(totalsB[i].wins, totalsA[i].wins);
        QCOMPARE(totalsB[i].losses, totalsA[i].losses);
    }
}

} // namespace

class TestGameList : public QObject {
    Q_OBJECT
    QTranslator m_english;

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // The English catalogue gives the plural forms ("1 game", "2 games"),
        // as in the application; kibitz-cli's copy is built beside the tests.
        const QString catalogue = QStringLiteral(QT_TESTCASE_BUILDDIR "/../app/kibitz_en.qm");
        QVERIFY2(m_english.load(catalogue), qPrintable(catalogue + QStringLiteral(": build kibitz-cli first")));
        QCoreApplication::installTranslator(&m_english);
    }

    void columnsInTheGamesWords()
    {
        const Collection c = read(twixtCollection);
        const GameList list(c);
        QCOMPARE(list.size(), 4);
        QVERIFY(!list.hasSources());
        using C = GameList::Column;
        QCOMPARE(list.text(0, C::Number), QStringLiteral("1"));
        QCOMPARE(list.text(0, C::Players), QStringLiteral("Anna \u2013 Bruno"));
        QCOMPARE(list.text(0, C::Event), QStringLiteral("Twixt Cup, round 2"));
        QCOMPARE(list.text(0, C::Date), QStringLiteral("2024-05-10"));
        QCOMPARE(list.text(0, C::Result), QStringLiteral("B+ (resign)"));
        QCOMPARE(list.text(0, C::Length), QStringLiteral("3"));
        QCOMPARE(list.text(0, C::Notes), QStringLiteral("comments"));
        // Twixt: White (PW) moves first; B+ is Bruno's win.
        QCOMPARE(list.entry(0).winner, 2);
        QCOMPARE(list.text(1, C::Result), QStringLiteral("W+"));
        QCOMPARE(list.entry(1).winner, 1);
        QCOMPARE(list.text(1, C::Length), QStringLiteral("3"));
        QCOMPARE(list.text(1, C::Notes), QStringLiteral("variations"));
        // No event: the game's name.
        QCOMPARE(list.text(2, C::Event), QStringLiteral("Friendly"));
        QCOMPARE(list.text(2, C::Result), QStringLiteral("draw"));
        QCOMPARE(list.entry(2).winner, 0);
        QCOMPARE(list.text(3, C::Result), QStringLiteral("unknown"));
        QCOMPARE(list.text(3, C::Notes), QString());
    }

    void littleGolemsNullEventIsNoEvent()
    {
        const Collection c = read("(;FF[4]GM[11]SZ[13]EV[null]PB[Clark94]PW[budhess]RE[B+];B[a1])\n"
                                  "(;FF[4]GM[11]SZ[13]EV[null]GN[Ladder]PB[Clark94]PW[budhess];B[a2])\n");
        const GameList list(c);
        QCOMPARE(list.text(0, GameList::Column::Event), QString());
        QCOMPARE(list.text(1, GameList::Column::Event), QStringLiteral("Ladder"));
        QVERIFY(list.filter(QStringLiteral("null")).empty());
        // The file keeps what it says.
        bool kept = false;
        for (const RawProperty &p : c.games[0].header)
            kept = kept || (p.key == "EV" && p.values.front() == "null");
        QVERIFY(kept);
    }

    void resultWords_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("shown");
        QTest::newRow("resign") << "B+R"
                                << "B+ (resign)";
        QTest::newRow("resign spelt out") << "B+Resign"
                                          << "B+ (resign)";
        QTest::newRow("time") << "W+T"
                              << "W+ (time)";
        QTest::newRow("forfeit") << "w+forfeit"
                                 << "W+ (forfeit)";
        QTest::newRow("colour only") << "W"
                                     << "W+";
        QTest::newRow("plain") << "B+"
                               << "B+";
        QTest::newRow("points") << "B+3.5"
                                << "B+3.5";
        QTest::newRow("draw") << "0"
                              << "draw";
        QTest::newRow("void") << "Void"
                              << "no result";
        QTest::newRow("own words") << "Blue won on time"
                                   << "Blue won on time";
        QTest::newRow("none") << ""
                              << "";
    }
    void resultWords()
    {
        QFETCH(QString, written);
        QFETCH(QString, shown);
        QCOMPARE(GameList::resultText(written), shown);
    }

    void hexBlackMovesFirst()
    {
        const Collection c = read("(;FF[4]GM[11]SZ[13]PB[Red]PW[Blue]RE[W+];B[a1];W[b2])");
        const GameList list(c);
        QCOMPARE(c.games[0].player1, QStringLiteral("Red"));
        QCOMPARE(list.entry(0).winner, 2); // Blue, White
    }

    void filterMatchesPlayersEventAndResult()
    {
        const Collection c = read(twixtCollection);
        const GameList list(c);
        QCOMPARE(list.filter(QStringLiteral("anna")), (std::vector<int>{0, 2, 3}));
        QCOMPARE(list.filter(QStringLiteral("  CUP ")), (std::vector<int>{0, 3}));
        QCOMPARE(list.filter(QStringLiteral("resign")), (std::vector<int>{0}));
        QCOMPARE(list.filter(QStringLiteral("Friendly")), (std::vector<int>{2}));
        // The date is not searched.
        QCOMPARE(list.filter(QStringLiteral("2024")), std::vector<int>());
        QCOMPARE(all(list), (std::vector<int>{0, 1, 2, 3}));
    }

    void sortsByEachColumn()
    {
        const Collection c = read(twixtCollection);
        const GameList list(c);
        using C = GameList::Column;
        std::vector<int> games = all(list);
        list.sort(games, C::Players, false);
        QCOMPARE(games, (std::vector<int>{0, 3, 1, 2})); // Anna – Bruno, Anna – Dora, Bruno, Carla
        list.sort(games, C::Length, true);
        QCOMPARE(games, (std::vector<int>{0, 1, 3, 2})); // 3, 3 (stable), 2, 1
        list.sort(games, C::Number, true);
        QCOMPARE(games, (std::vector<int>{3, 2, 1, 0}));
        list.sort(games, C::Date, false);
        QCOMPARE(games, (std::vector<int>{3, 2, 0, 1})); // no date first
    }

    void totalsOfTheShownGames()
    {
        const Collection c = read(twixtCollection);
        const GameList list(c);
        const auto find = [&](const std::vector<GameList::PlayerTotals> &totals, const QString &name) {
            for (const GameList::PlayerTotals &t : totals)
                if (list.sideName(t.side) == name)
                    return t;
            return GameList::PlayerTotals{};
        };
        const std::vector<GameList::PlayerTotals> totals = list.totals(all(list));
        QCOMPARE(totals.size(), std::size_t(4));
        QCOMPARE(list.sideName(totals.front().side), QStringLiteral("Anna")); // most games first
        const GameList::PlayerTotals anna = find(totals, QStringLiteral("Anna"));
        QCOMPARE(anna.games, 3);
        QCOMPARE(anna.wins, 0);
        QCOMPARE(anna.losses, 1); // the draw and the unknown result count in games only
        const GameList::PlayerTotals bruno = find(totals, QStringLiteral("Bruno"));
        QCOMPARE(bruno.games, 2);
        QCOMPARE(bruno.wins, 2);
        QCOMPARE(bruno.losses, 0);
        const std::vector<GameList::PlayerTotals> filtered = list.totals(list.filter(QStringLiteral("cup")));
        QCOMPARE(filtered.size(), std::size_t(3));
        QCOMPARE(find(filtered, QStringLiteral("Anna")).games, 2);
        QCOMPARE(find(filtered, QStringLiteral("Carla")).games, 0);
    }

    void updateFollowsAnEdit()
    {
        Collection c = read(twixtCollection);
        GameList list(c);
        c.games[3].result = QStringLiteral("B+T");
        c.games[3].player2 = QStringLiteral("Dorothea");
        list.update(c, 3);
        QCOMPARE(list.text(3, GameList::Column::Result), QStringLiteral("B+ (time)"));
        QCOMPARE(list.entry(3).winner, 2);
        QCOMPARE(list.filter(QStringLiteral("dorothea")), std::vector<int>{3});
    }

    void lengthAndNotesCountedOnDemand()
    {
        // Made without walking a tree; a row's length and notes are counted
        // when asked for, a sort by them counts every game.
        const Collection c = read(twixtCollection);
        const GameList list(c);
        QCOMPARE(list.countedGames(), 0);
        QCOMPARE(list.filter(QStringLiteral("anna")).size(), std::size_t(3));
        QCOMPARE(list.totals(all(list)).size(), std::size_t(4));
        QCOMPARE(list.countedGames(), 0);
        QCOMPARE(list.text(1, GameList::Column::Length), QStringLiteral("3"));
        QCOMPARE(list.countedGames(), 1);
        QVERIFY(list.entry(1).variations);
        QVERIFY(!list.entry(1).comments);
        QCOMPARE(list.countedGames(), 1);
        std::vector<int> games = all(list);
        list.sort(games, GameList::Column::Length, false);
        QCOMPARE(list.countedGames(), 4);
        QCOMPARE(games, (std::vector<int>{2, 3, 0, 1}));
        for (int g = 0; g < list.size(); ++g)
            QCOMPARE(std::size_t(list.entry(g).length), c.games[std::size_t(g)].tree.stats().mainLine);
        QVERIFY(list.entry(0).comments);
    }

    void threadsMakeTheSameList()
    {
        // A big collection listed on threads: the same rows, names, texts,
        // order, filter and totals as on one thread, and an edit after it.
        Collection c = read(bench::generateTwixtSgfCollection(7000).data);
        c.games[6500].player1 = QStringLiteral("Only Late");
        c.games[100].result = QStringLiteral("B+T");
        const GameList one(c);
        GameList threaded(c, 3);
        compareLists(threaded, one);
        if (QTest::currentTestFailed())
            return;
        using C = GameList::Column;
        c.games[5000].result = c.games[10].result;
        c.games[5000].player2 = QStringLiteral("Only Late");
        threaded.update(c, 5000);
        QCOMPARE(threaded.text(5000, C::Result), one.text(10, C::Result));
        QCOMPARE(threaded.filter(QStringLiteral("only late")), (std::vector<int>{5000, 6500}));
    }

    void filterFindsGamesByTheirNames()
    {
        // A game without an event is found by its own name: ignoring case,
        // never by a match running from one game's name into the next one's,
        // and by its new name after an edit.
        Collection c = read("(;FF[4]GM[21]SZ[24]GN[Alpha One];W[A2])\n"
                            "(;FF[4]GM[21]SZ[24]GN[beta two];W[A2])\n"
                            "(;FF[4]GM[21]SZ[24]GN[ALPHA Three];W[A2])\n"
                            "(;FF[4]GM[21]SZ[24]EV[Cup]GN[Alpha in a cup];W[A2])\n");
        GameList list(c);
        QCOMPARE(list.filter(QStringLiteral("alpha")), (std::vector<int>{0, 2}));
        QCOMPARE(list.filter(QStringLiteral(" TWO ")), std::vector<int>{1});
        QCOMPARE(list.filter(QStringLiteral("onebeta")), std::vector<int>());
        QCOMPARE(list.filter(QStringLiteral("one beta")), std::vector<int>());
        QCOMPARE(list.filter(QStringLiteral("e")), (std::vector<int>{0, 1, 2}));
        c.games[1].name = QStringLiteral("Alpha Four");
        list.update(c, 1);
        QCOMPARE(list.filter(QStringLiteral("alpha")), (std::vector<int>{0, 1, 2}));
        QCOMPARE(list.filter(QStringLiteral("two")), std::vector<int>());

        // Against a search of each game's texts, on generated names.
        const Collection many = read(bench::generateTwixtSgfCollection(3000).data);
        const GameList big(many);
        for (const QString &needle : {QStringLiteral("game 12"), QStringLiteral("BENCH GAME 2999"),
                                      QStringLiteral("me 3"), QStringLiteral("player 7"), QStringLiteral("w+")}) {
            std::vector<int> expected;
            for (int g = 0; g < big.size(); ++g) {
                using C = GameList::Column;
                if (big.text(g, C::Players).contains(needle, Qt::CaseInsensitive)
                    || big.text(g, C::Event).contains(needle, Qt::CaseInsensitive)
                    || big.text(g, C::Result).contains(needle, Qt::CaseInsensitive))
                    expected.push_back(g);
            }
            QVERIFY(!expected.empty());
            QCOMPARE(big.filter(needle), expected);
        }
    }

    void listedWhileReadInParts()
    {
        // File > Open lists the games as the reader's parts hand them over:
        // the same list as one made from the collection afterwards, with
        // events, rounds, names met first in a later part, and a reader that
        // starts over as one part.
        QByteArray bytes = bench::generateTwixtSgfCollection(6000).data;
        bytes += twixtCollection;
        bytes += "(;FF[4]GM[21]SZ[24]PW[Only Late]PB[Bruno]EV[Twixt Cup]RO[3]RE[B+T];W[J10])\n";
        GameList::Builder listing;
        int partsRead = 0;
        const GameVisitor observer{[&](int parts) {
                                       partsRead = parts;
                                       listing.begin(parts);
                                   },
                                   [&](int part, GameRecord &game) { listing.add(part, game); }};
        LoadResult r = loadBytes(bytes, FileFormat::Sgf, {}, 3, &observer);
        QVERIFY(r.ok());
        QCOMPARE(partsRead, 3);
        const Collection &c = *r.collection;
        QCOMPARE(int(c.games.size()), 6005);
        const std::unique_ptr<GameList> made = listing.join(c);
        QVERIFY(made);
        compareLists(*made, GameList(c));
        QCOMPARE(made->filter(QStringLiteral("only late")), std::vector<int>{6004});
        QCOMPARE(made->text(6004, GameList::Column::Event), QStringLiteral("Twixt Cup, round 3"));

        // Started over as one part: what the parts gave before is forgotten.
        GameList::Builder again;
        again.begin(2);
        again.add(1, c.games[7]);
        again.begin(1);
        for (const GameRecord &game : c.games)
            again.add(0, game);
        const std::unique_ptr<GameList> whole = again.join(c);
        QVERIFY(whole);
        compareLists(*whole, GameList(c));

        // Not the games added, or games whose files the collection names:
        // made from the collection instead.
        GameList::Builder fewer;
        fewer.begin(1);
        fewer.add(0, c.games[0]);
        QVERIFY(!fewer.join(c));
        Collection files = read(twixtCollection);
        files.sourceFiles
            = {QStringLiteral("a.sgf"), QStringLiteral("a.sgf"), QStringLiteral("b.sgf"), QStringLiteral("b.sgf")};
        GameList::Builder sourced;
        sourced.begin(1);
        for (const GameRecord &game : files.games)
            sourced.add(0, game);
        QVERIFY(!sourced.join(files));
    }

    void backgammonMatch()
    {
        FileLoad file = loadFile(sample("backgammon-match.match"));
        QVERIFY(file.result.ok());
        const Collection &c = *file.result.collection;
        const GameList list(c);
        QCOMPARE(list.size(), 3);
        const int length = backgammonGameInfo(c.games[0]).matchLength;
        QVERIFY(length > 1);
        using C = GameList::Column;
        // The score before each game, and who won what.
        QCOMPARE(list.text(0, C::Event), QStringLiteral("0-0 of %1").arg(length));
        QCOMPARE(list.text(0, C::Result), QStringLiteral("Bruno wins 3 points"));
        QCOMPARE(list.text(1, C::Event), QStringLiteral("0-3 of %1").arg(length));
        QCOMPARE(list.text(1, C::Result), QStringLiteral("Anna wins 3 points"));
        QCOMPARE(list.text(2, C::Result), QStringLiteral("Bruno wins %1 points").arg(backgammonPointsWon(c.games[2])));
        QCOMPARE(list.entry(2).winner, 2);
        QVERIFY(!list.text(0, C::Date).isEmpty());
        const std::vector<GameList::PlayerTotals> totals = list.totals(all(list));
        QCOMPARE(totals.size(), std::size_t(2));
        QCOMPARE(totals[0].games, 3);
        QCOMPARE(list.sideName(totals[0].side), QStringLiteral("Anna"));
        QCOMPARE(totals[0].wins, 1);
        QCOMPARE(totals[0].losses, 2);
        QCOMPARE(totals[1].wins, 2);
        QCOMPARE(describeCollection(c),
                 QStringLiteral("backgammon match to %1, 3 games, Anna \u2013 Bruno").arg(length));
    }

    void rokkakuTournamentByRound()
    {
        FileLoad file = loadFile(sample("rokkaku-tournament.log"));
        QVERIFY(file.result.ok());
        const Collection &c = *file.result.collection;
        QVERIFY(c.tournament);
        const GameList list(c);
        QCOMPARE(list.size(), int(c.games.size()));
        const int perRound = c.tournament->gamesPerRound;
        QVERIFY(perRound > 0);
        using C = GameList::Column;
        QCOMPARE(list.text(0, C::Event), QStringLiteral("Round 1, game 1"));
        QCOMPARE(list.text(perRound, C::Event), QStringLiteral("Round 2, game 1"));
        // Four teams, and the hexels each owns at the end, most first.
        QCOMPARE(list.entry(0).sideCount, 4);
        const QStringList parts = list.text(0, C::Result).split(QStringLiteral(" \u00b7 "));
        QCOMPARE(parts.size(), 4);
        int previous = INT_MAX;
        for (const QString &part : parts) {
            const int owned = part.section(u' ', -1).toInt();
            QVERIFY(owned <= previous);
            previous = owned;
        }
        QCOMPARE(describeCollection(c), QStringLiteral("Rokkaku tournament, %1 teams, %2 rounds")
                                            .arg(c.tournament->teams.size())
                                            .arg(c.tournament->rounds));
    }

    void summaries()
    {
        // Numbers in the default locale's digits and separators.
        Collection hex;
        GameRecord g;
        g.kind = GameKind::Hex;
        g.columns = g.rows = 13;
        for (int i = 0; i < 1785; ++i)
            hex.games.push_back(g);
        QCOMPARE(describeCollection(hex), QStringLiteral("Hex, 1,785 games, 13\u00d713"));
        hex.games.resize(1);
        hex.games[0].player1 = QStringLiteral("Anna");
        hex.games[0].player2 = QStringLiteral("Bruno");
        QCOMPARE(describeCollection(hex), QStringLiteral("Hex, 13\u00d713, Anna \u2013 Bruno"));
        Collection twixt = read(twixtCollection);
        twixt.games[1].columns = 30;
        QCOMPARE(describeCollection(twixt), QStringLiteral("Twixt, 4 games, several board sizes"));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(describeCollection(read(twixtCollection)), QStringLiteral("Twixt, 4 games, 24\u00d724"));
        hex.games.resize(2000, g);
        QVERIFY2(describeCollection(hex).contains(QStringLiteral("2.000")), qPrintable(describeCollection(hex)));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(describeCollection(Collection{}), QStringLiteral("no games"));
    }

    // The summary as the recent files keep it: back the same, worded the same.
    void summariesKeptAsData()
    {
        FileLoad match = loadFile(sample("backgammon-match.match"));
        FileLoad tournament = loadFile(sample("rokkaku-tournament.log"));
        QVERIFY(match.result.ok() && tournament.result.ok());
        Collection twixt = read(twixtCollection);
        twixt.games[1].columns = 30;
        Collection named = read(twixtCollection);
        named.games.resize(1);
        named.games[0].name = QStringLiteral("Final");
        const std::vector<const Collection *> collections
            = {&*match.result.collection, &*tournament.result.collection, &twixt, &named};
        for (const Collection *c : collections) {
            const CollectionSummary summary = summarizeCollection(*c);
            const std::optional<CollectionSummary> back
                = collectionSummaryFromVariant(QVariant(collectionSummaryToVariant(summary)));
            QVERIFY(back);
            QVERIFY(*back == summary);
            QCOMPARE(describeCollection(*back), describeCollection(*c));
        }
        QCOMPARE(summarizeCollection(named).name, QStringLiteral("Final"));
        QVERIFY(summarizeCollection(*match.result.collection).matchLength > 1);
        // An older version's text is not a summary.
        QVERIFY(!collectionSummaryFromVariant(QVariant(QStringLiteral("backgammon 12x2"))));
        QVERIFY(!collectionSummaryFromVariant(QVariant(QVariantMap{{QStringLiteral("game"), QStringLiteral("go")}})));
    }

    void severalFilesAsOneCollection()
    {
        QTemporaryDir dir;
        const auto write = [&](const QString &name, const QByteArray &bytes) {
            QDir().mkpath(QFileInfo(dir.filePath(name)).absolutePath());
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        write(QStringLiteral("b.sgf"), "(;FF[4]GM[21]SZ[24]PW[Anna]PB[Bruno];W[A2])(;FF[4]GM[21]SZ[24];W[B3])");
        write(QStringLiteral("a.sgf"), "(;FF[4]GM[21]SZ[24]PW[Carla]PB[Dora];W[C4])");
        write(QStringLiteral("sub/c.sgf"), "(;FF[4]GM[21]SZ[24]PW[Emil]PB[Anna];W[D5])");
        write(QStringLiteral("notes.txt"), "not a game");
        write(QStringLiteral("broken.sgf"), "(;FF[4]GM[21]SZ[24];W[");

        QStringList files = readableFilesIn(dir.path(), false);
        QCOMPARE(files.size(), 3); // a, b, broken; not notes.txt; not sub/
        files = readableFilesIn(dir.path());
        QCOMPARE(files.size(), 4);
        QVERIFY(files.last().endsWith(QStringLiteral("sub/c.sgf")));

        qint64 lastDone = -1, lastTotal = -1;
        ReadOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
            return true;
        };
        const CollectionLoad load = loadCollection(files, options);
        QVERIFY2(load.ok(), qPrintable(load.error));
        const Collection &c = *load.collection;
        QCOMPARE(c.games.size(), std::size_t(4));
        QCOMPARE(c.sourceFiles.size(), 4);
        QVERIFY(c.sourceFiles[0].endsWith(QStringLiteral("/a.sgf")));
        QVERIFY(c.sourceFiles[1].endsWith(QStringLiteral("/b.sgf")));
        QCOMPARE(c.sourceFiles[2], c.sourceFiles[1]);
        QVERIFY(c.sourceFiles[3].endsWith(QStringLiteral("/sub/c.sgf")));
        QCOMPARE(c.games[0].player1, QStringLiteral("Carla"));
        QCOMPARE(load.files.size(), 3);
        // The broken file is left out, and said so with its place.
        QCOMPARE(load.warnings.size(), 1);
        QVERIFY2(load.warnings[0].contains(QStringLiteral("broken.sgf:1:")), qPrintable(load.warnings[0]));
        QVERIFY(lastTotal > 0);
        QVERIFY(lastDone <= lastTotal);

        const GameList list(c);
        QVERIFY(list.hasSources());
        QCOMPARE(list.text(2, GameList::Column::Source), QStringLiteral("b.sgf"));
        QCOMPARE(list.filter(QStringLiteral("anna")), (std::vector<int>{1, 3}));

        // Saved as one file, the games are all there.
        const SaveResult saved = serialize(c, FileFormat::Sgf);
        QVERIFY(saved.ok());
        QCOMPARE(read(saved.data).games.size(), std::size_t(4));
    }

    void familiesDoNotMix()
    {
        QTemporaryDir dir;
        QFile hex(dir.filePath(QStringLiteral("h.sgf")));
        QVERIFY(hex.open(QIODevice::WriteOnly));
        hex.write("(;FF[4]GM[11]SZ[11];B[a1])");
        hex.close();
        QFile twixt(dir.filePath(QStringLiteral("t.sgf")));
        QVERIFY(twixt.open(QIODevice::WriteOnly));
        twixt.write("(;FF[4]GM[21]SZ[24];W[A2])");
        twixt.close();
        const CollectionLoad load = loadCollection(readableFilesIn(dir.path()));
        QVERIFY(!load.ok());
        QVERIFY2(load.error.contains(QStringLiteral("Hex: 1 file"))
                     && load.error.contains(QStringLiteral("Twixt: 1 file")),
                 qPrintable(load.error));

        // Two tournament logs are two tournaments.
        const QString log = sample("rokkaku-tournament.log");
        const CollectionLoad logs = loadCollection({log, log});
        QVERIFY(!logs.ok());
        QVERIFY(logs.error.contains(QStringLiteral("Rokkaku")));
        // One log alone keeps its tournament.
        const CollectionLoad one = loadCollection({log});
        QVERIFY(one.ok());
        QVERIFY(one.collection->tournament);

        const CollectionLoad none = loadCollection({dir.filePath(QStringLiteral("missing.sgf"))});
        QVERIFY(!none.ok());
        QCOMPARE(none.warnings.size(), 1);
    }

    void cancelStopsReading()
    {
        ReadOptions options;
        options.progress = [](qint64, qint64) { return false; };
        const CollectionLoad load = loadCollection({sample("backgammon-match.match")}, options);
        QVERIFY(load.cancelled);
        QVERIFY(!load.ok());
    }
};

QTEST_GUILESS_MAIN(TestGameList)
#include "tst_gamelist.moc"
