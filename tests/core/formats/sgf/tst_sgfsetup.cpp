// Set-up positions and what an SGF file asks of a viewer: AB, AW, AE (lists
// and compressed point lists) and PL at the root and at any node, IP, VW and
// N[bookmark X]. Each reads into the model, replays as it says and is written
// back so that it reads to the same model; a conversion to Jgame says what it
// loses.

#include "modeldiff.h"
#include "testfiles.h"

#include "formats/jgame/jgame.h"
#include "formats/sgf/sgfgames.h"
#include "games/boardmove.h"
#include "games/replayer.h"
#include "games/viewproperties.h"

#include <QtTest>

using namespace kibitz;

namespace {

Collection mustRead(const QByteArray &sgf)
{
    LoadResult r = sgf::read(sgf, {});
    if (!r.ok())
        qWarning() << r.error.location() << r.error.message;
    return r.ok() ? std::move(*r.collection) : Collection();
}

// The position text and side to move after the main line's node `ply`.
std::pair<QString, int> positionAt(const GameRecord &game, int ply)
{
    auto replayer = Replayer::forGame(game);
    NodeId node = game.tree.root();
    for (int i = 0; i < ply; ++i) {
        node = game.tree.mainChild(node);
        const QString error = replayer->apply(game.tree.moveTag(node), game.tree.moveData(node));
        if (!error.isEmpty())
            return {error, 0};
    }
    return {replayer->positionText(), replayer->toMove()};
}

// The whole model, kept properties included.
void compareGames(const GameRecord &a, const GameRecord &b)
{
    const QString difference = test::firstDifference(a, b);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

NodeId nodeAtPly(const GameRecord &game, int ply)
{
    NodeId node = game.tree.root();
    for (int i = 0; i < ply; ++i)
        node = game.tree.mainChild(node);
    return node;
}

} // namespace

class TestSgfSetup : public QObject {
    Q_OBJECT

private slots:
    void setupEncoding();
    void playerToMoveIsHonoured();
    void playerToMoveKeptWhereItIsNoSetup();
    void setupRoundTrips_data();
    void setupRoundTrips();
    void viewerPropertiesRoundTrip();
    void initialPosition();
    void viewArea();
    void bookmarks();
    void bookmarkEdits();
    void jgameSaysWhatIsLost();
};

void TestSgfSetup::setupEncoding()
{
    const std::vector<SetupStone> stones = {{0, 1, 1}, {2, 3, 0}};
    const QByteArray plain = encodeSetup(stones);
    QCOMPARE(plain.size(), 10);
    QCOMPARE(setupToMove(plain), 0);
    QCOMPARE(*decodeSetup(plain), stones);
    const QByteArray withTurn = encodeSetup(stones, 2);
    QCOMPARE(withTurn.size(), 11);
    QCOMPARE(setupToMove(withTurn), 2);
    QCOMPARE(*decodeSetup(withTurn), stones);
    QCOMPARE(setupToMove(encodeSetup({}, 1)), 1);
    QVERIFY(decodeSetup(encodeSetup({}, 1))->empty());
    // A turn byte that is no player, or a length that is neither.
    QVERIFY(!decodeSetup(plain + char(3)));
    QVERIFY(!decodeSetup(plain + "\x01\x01"));
}

void TestSgfSetup::playerToMoveIsHonoured()
{
    // Hex: Black is player 1; White moves after the root set-up.
    const GameRecord hex = mustRead("(;FF[4]GM[11]SZ[3]AB[a1]PL[W];W[b2];AE[a1]PL[W])").games.front();
    QCOMPARE(positionAt(hex, 0), std::make_pair(QStringLiteral("1../.../..."), 2));
    QCOMPARE(positionAt(hex, 1), std::make_pair(QStringLiteral("1../.2./..."), 1));
    QCOMPARE(positionAt(hex, 2), std::make_pair(QStringLiteral(".../.2./..."), 2));
    // Twixt: White is player 1; PL[B] hands the move to player 2.
    const GameRecord twixt = mustRead("(;FF[4]GM[21]SZ[8]AW[C3][D5]PL[B])").games.front();
    QCOMPARE(positionAt(twixt, 0).second, 2);
}

void TestSgfSetup::playerToMoveKeptWhereItIsNoSetup()
{
    // Beside a move FF[4] forbids PL; kept as written, it changes nothing.
    const Collection c = mustRead("(;FF[4]GM[11]SZ[3];B[a1]PL[B];W[b2])");
    const GameRecord &g = c.games.front();
    const NodeId move = nodeAtPly(g, 1);
    QCOMPARE(g.tree.moveTag(move), quint8(MoveTag::Place));
    QCOMPARE(g.tree.unknownProperties(move).size(), std::size_t(1));
    QCOMPARE(g.tree.unknownProperties(move).front().key, QByteArray("PL"));
    QVERIFY(sgf::write(c).data.contains(";B[a1]PL[B]"));
    // A value that names no colour is kept too.
    const GameRecord odd = mustRead("(;FF[4]GM[11]SZ[3]PL[X])").games.front();
    QVERIFY(!odd.tree.hasMove(odd.tree.root()));
    QCOMPARE(odd.header.back().key, QByteArray("PL"));
}

void TestSgfSetup::setupRoundTrips_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QByteArray>("written"); // what the set-up node is written as
    QTest::newRow("hex root list") << QByteArray("(;FF[4]GM[11]SZ[5]AB[a1][b2]AW[c3]PL[W])")
                                   << QByteArray("AB[a1][b2]AW[c3]PL[W]");
    QTest::newRow("hex compressed list") << QByteArray("(;FF[4]GM[11]SZ[5]AB[a1:b2]AW[e5])")
                                         << QByteArray("AB[a1][b1][a2][b2]AW[e5]");
    QTest::newRow("hex node removes") << QByteArray("(;FF[4]GM[11]SZ[5];B[c3];AE[c3]AB[d4]PL[B];B[a1])")
                                      << QByteArray(";AB[d4]AE[c3]PL[B]");
    QTest::newRow("hex turn only") << QByteArray("(;FF[4]GM[11]SZ[5];B[c3];PL[B])") << QByteArray(";PL[B]");
    QTest::newRow("twixt pegs") << QByteArray("(;FF[4]GM[21]SZ[12]AW[C3][D5]AB[B8:C9]PL[B];B[J10])")
                                << QByteArray("AB[B8][C8][B9][C9]AW[C3][D5]PL[B]");
}

void TestSgfSetup::setupRoundTrips()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QByteArray, written);
    const LoadResult r = sgf::read(sgf, {});
    QVERIFY2(r.ok(), qPrintable(r.error.message));
    QVERIFY(r.warnings.isEmpty() && r.violations.isEmpty());
    const QByteArray out = sgf::write(*r.collection).data;
    QVERIFY2(out.contains(written), out.constData());
    const LoadResult back = sgf::read(out, {});
    QVERIFY2(back.ok(), qPrintable(back.error.message));
    compareGames(r.collection->games.front(), back.collection->games.front());
    QCOMPARE(sgf::write(*back.collection).data, out);
    // Every position along the main line replays.
    const GameRecord &g = back.collection->games.front();
    for (int ply = 0; ply <= int(g.tree.stats().mainLine); ++ply)
        QVERIFY(positionAt(g, ply).second != 0);
}

void TestSgfSetup::viewerPropertiesRoundTrip()
{
    // IP, VW and N are written back exactly, with their escapes and lists,
    // at the root and below it.
    const QByteArray sgf = "(;FF[4]GM[21]SZ[24]PZ[]VW[A1:L12]N[bookmark 3]\n"
                           ";W[F7]VW[A1:F6][H8]IP[]\n"
                           "(;B[D4]N[bookmark 1]\n;W[E5]VW[])\n"
                           "(;B[J5]N[Blocking \\] try]))\n";
    const LoadResult r = sgf::read(sgf, {});
    QVERIFY2(r.ok(), qPrintable(r.error.message));
    const QByteArray out = sgf::write(*r.collection).data;
    for (const char *part : {"VW[A1:L12]N[bookmark 3]", ";W[F7]VW[A1:F6][H8]IP[]", ";B[D4]N[bookmark 1]", ";W[E5]VW[]",
                             ";B[J5]N[Blocking \\] try]"})
        QVERIFY2(out.contains(part), qPrintable(QLatin1String(part) + u'\n' + QString::fromUtf8(out)));
    const LoadResult back = sgf::read(out, {});
    QVERIFY(back.ok());
    compareGames(r.collection->games.front(), back.collection->games.front());
    QCOMPARE(sgf::write(*back.collection).data, out);
}

void TestSgfSetup::initialPosition()
{
    const QString path
        = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/spec-examples/twixt-sgf/07-puzzle-quarter-board.sgf");
    if (!QFile::exists(path))
        QSKIP("../shared/corpus is not beside the checkout");
    const Collection c = mustRead(test::readFile(path));
    const GameRecord &g = c.games.front();
    QCOMPARE(viewprops::initialPosition(g), nodeAtPly(g, 10));
    // Hex keeps IP as any other property: the same.
    const GameRecord hex = mustRead("(;FF[4]GM[11]SZ[5];B[a1];W[b2]IP[];B[c3])").games.front();
    QCOMPARE(viewprops::initialPosition(hex), nodeAtPly(hex, 2));
    QCOMPARE(viewprops::initialPosition(mustRead("(;FF[4]GM[11]SZ[5];B[a1])").games.front()), NoNode);
    QCOMPARE(viewprops::initialPosition(mustRead("(;FF[4]GM[11]SZ[5]IP[];B[a1])").games.front()), NodeId(0));
}

void TestSgfSetup::viewArea()
{
    const GameRecord g
        = mustRead("(;FF[4]GM[21]SZ[24]VW[A1:L12];W[F7];B[D4]VW[b2][D5:C4];W[E5]VW[];B[X24]VW[Z1])").games.front();
    const auto quarter = viewprops::viewAreaAt(g, g.tree.root());
    QVERIFY(quarter);
    QCOMPARE(quarter->bounds(), QRect(0, 0, 12, 12));
    QVERIFY(quarter->contains(11, 11));
    QVERIFY(!quarter->contains(12, 0));
    QCOMPARE(viewprops::viewAreaAt(g, nodeAtPly(g, 1)), quarter); // inherited
    const auto two = viewprops::viewAreaAt(g, nodeAtPly(g, 2));
    QVERIFY(two);
    QCOMPARE(two->rects.size(), std::size_t(2));
    QCOMPARE(two->bounds(), QRect(QPoint(1, 1), QPoint(3, 4)));
    QVERIFY(two->contains(1, 1) && two->contains(2, 3) && !two->contains(1, 2));
    QVERIFY(!viewprops::viewAreaAt(g, nodeAtPly(g, 3))); // VW[]: the whole board again
    QVERIFY(!viewprops::viewAreaAt(g, nodeAtPly(g, 4))); // Z1 is off a 24-column board
}

void TestSgfSetup::bookmarks()
{
    const QString path = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/spec-examples/twixt-sgf/08-bookmarks.sgf");
    if (!QFile::exists(path))
        QSKIP("../shared/corpus is not beside the checkout");
    const Collection c = mustRead(test::readFile(path));
    const GameRecord &g = c.games.front();
    const std::vector<viewprops::Bookmark> marks = viewprops::bookmarks(g);
    QCOMPARE(marks.size(), std::size_t(2)); // "Blocking try" is a name, not a bookmark
    QCOMPARE(marks[0].number, 1);
    QCOMPARE(marks[0].node, nodeAtPly(g, 3));
    QCOMPARE(marks[1].number, 2);
    QCOMPARE(marks[1].node, nodeAtPly(g, 6));
    QCOMPARE(viewprops::bookmarkNumber({"Bookmark  7 "}), std::optional<int>(7));
    QCOMPARE(viewprops::bookmarkNumber({"bookmark x"}), std::nullopt);
    QCOMPARE(viewprops::bookmarkNumber({"bookmark 0"}), std::nullopt);
}

void TestSgfSetup::bookmarkEdits()
{
    std::vector<RawProperty> props = {{"C", {"x"}}};
    props = viewprops::withBookmark(props, 4);
    QCOMPARE(props.back(), (RawProperty{"N", {"bookmark 4"}}));
    props = viewprops::withBookmark(props, 2);
    QCOMPARE(props.size(), std::size_t(2));
    QCOMPARE(props.back().values.front(), QByteArray("bookmark 2"));
    props = viewprops::withBookmark(props, std::nullopt);
    QCOMPARE(props, (std::vector<RawProperty>{{"C", {"x"}}}));
    // Clearing leaves a node's own name alone.
    const std::vector<RawProperty> named = {{"N", {"Blocking try"}}};
    QCOMPARE(viewprops::withBookmark(named, std::nullopt), named);
}

void TestSgfSetup::jgameSaysWhatIsLost()
{
    const Collection c = mustRead("(;FF[4]GM[11]SZ[5]AB[a1]PL[W]VW[a1:c3];W[b2]IP[]N[bookmark 1])");
    const SaveResult j = jgame::write(c.games.front());
    QVERIFY2(j.ok(), qPrintable(j.error));
    const QString warnings = j.warnings.join(u'\n');
    QVERIFY2(warnings.contains(QLatin1String("set-up")), qPrintable(warnings));
    QVERIFY2(warnings.contains(QLatin1String("PL")), qPrintable(warnings));
    QVERIFY2(warnings.contains(QLatin1String("VW")), qPrintable(warnings));
    QVERIFY2(warnings.contains(QLatin1String("node propert")), qPrintable(warnings));
}

QTEST_GUILESS_MAIN(TestSgfSetup)
#include "tst_sgfsetup.moc"
