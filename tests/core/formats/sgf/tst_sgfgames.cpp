// SGF games: the spec examples' hand-checked positions, every real file in the
// shared corpus, the dialects, evaluations, round trips and malformed input.

#include "deepgames.h"
#include "modeldiff.h"
#include "testfiles.h"

#include "formats/jgame/jgame.h"
#include "formats/registry.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfgames.h"
#include "games/hex/hexmove.h"
#include "games/hex/hexposition.h"
#include "games/replayer.h"
#include "games/twixt/twixtnotation.h"
#include "games/twixt/twixtposition.h"

#include <QDir>
#include <QtTest>

using namespace kibitz;
using test::readFile;

namespace {

QString sharedDir(const QString &sub)
{
    return QStringLiteral(KIBITZ_SHARED_DIR "/") + sub;
}

Collection mustRead(const QByteArray &sgf)
{
    LoadResult r = sgf::read(sgf, {});
    if (!r.ok())
        qWarning() << r.error.location() << r.error.message;
    return r.ok() ? std::move(*r.collection) : Collection();
}

TwixtPosition twixtAfterMainLine(const GameRecord &g)
{
    TwixtPosition p(g.columns, g.rows, setupOf<TwixtSetup>(g).rules);
    for (NodeId id = g.tree.mainChild(g.tree.root()); id != NoNode; id = g.tree.mainChild(id))
        [&] { QCOMPARE(p.applyMove(MoveTag(g.tree.moveTag(id)), g.tree.moveData(id)), TwixtPosition::Error::None); }();
    return p;
}

std::pair<int, int> hole(const char *name)
{
    return *twixtnotation::parseHole(QString::fromLatin1(name));
}

int pegAt(const TwixtPosition &p, const char *name)
{
    const auto [x, y] = hole(name);
    return p.pegAt(x, y);
}

bool linked(const TwixtPosition &p, const char *a, const char *b)
{
    const auto [ax, ay] = hole(a);
    const auto [bx, by] = hole(b);
    const auto link = TwixtLink::between(ax, ay, bx, by);
    return link && p.hasLink(*link);
}

// Every node replays without an illegal move (what `check` does).
QString firstIllegalMove(const GameRecord &g)
{
    std::vector<std::pair<NodeId, std::unique_ptr<Replayer>>> stack;
    stack.emplace_back(g.tree.root(), Replayer::forGame(g));
    while (!stack.empty()) {
        auto [id, position] = std::move(stack.back());
        stack.pop_back();
        for (NodeId c = g.tree.firstChild(id); c != NoNode; c = g.tree.nextSibling(c)) {
            auto next = position->clone();
            const QString why = next->apply(g.tree.moveTag(c), g.tree.moveData(c));
            if (!why.isEmpty())
                return next->moveText(g.tree.moveTag(c), g.tree.moveData(c)) + QStringLiteral(": ") + why;
            stack.emplace_back(c, std::move(next));
        }
    }
    return QString();
}

// The model's content, node by node, in pre-order (kept properties apart:
// conversions through Jgame drop SGF's).
void compareGames(const GameRecord &a, const GameRecord &b)
{
    const QString difference = kibitz::test::firstDifference(a, b, {false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

} // namespace

class TestSgfGames : public QObject {
    Q_OBJECT

private slots:
    void specExampleNumbers_data();
    void specExampleNumbers();
    void specExamplePositions();
    void realCorpus_data();
    void realCorpus();
    void hexSwapConventions();
    void littleGolemHex();
    void littleGolemTwixt();
    void littleGolemUnescapedNames();
    void littleGolemRealFilesWithQuirks_data();
    void littleGolemRealFilesWithQuirks();
    void textBeforeTheFirstTree();
    void twixtSpecRulesAccepted();
    void rootSetupIsTheStartingPosition();
    void repeatedSetupPropertiesReadBackTheSame();
    void repeatedGameInfoAndComments();
    void evaluations();
    void keptProperties();
    void keptPropertiesSharedBetweenGames();
    void keptPropertiesOfManyGames();
    void linkCentreForms();
    void removalsSettleOnTheLinkOnTheBoard();
    void charsets();
    void jgameToSgfAndBack();
    void jgameLongMoveWithoutAutoLinks();
    void malformed_data();
    void malformed();
    void truncatedEverywhere();
    void hugeValues();
    void fuzzLittleGolemTwixtWithStandardMove();
    void nestedVariationsThroughEveryLayer_data();
    void nestedVariationsThroughEveryLayer();
    void millionMoveGame();
    void fuzzLittleGolemDrawOfferKeptAsWritten();
};

void TestSgfGames::specExampleNumbers_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("mainLine");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("comments");
    // The table of the examples' README.
    QTest::newRow("01") << "01-plain-game" << 0 << "24x24" << 12 << 9 << 9 << 2 << 9;
    QTest::newRow("02") << "02-long-move-spec-example" << 0 << "24x24" << 13 << 12 << 12 << 1 << 5;
    QTest::newRow("03") << "03-swap-pieces" << 0 << "24x24" << 8 << 7 << 7 << 1 << 7;
    QTest::newRow("04") << "04-swap-sides" << 0 << "24x24" << 8 << 7 << 7 << 1 << 7;
    QTest::newRow("05") << "05-pp-own-links-cross" << 0 << "24x24" << 13 << 12 << 12 << 1 << 8;
    QTest::newRow("06") << "06-handicap-24x20" << 0 << "24x20" << 12 << 11 << 11 << 1 << 8;
    QTest::newRow("07") << "07-puzzle-quarter-board" << 0 << "24x24" << 14 << 11 << 11 << 3 << 10;
    QTest::newRow("08") << "08-bookmarks" << 0 << "24x24" << 10 << 7 << 7 << 2 << 8;
    QTest::newRow("09") << "09-board-30x30-double-letters" << 0 << "30x30" << 10 << 9 << 9 << 1 << 8;
    QTest::newRow("10a") << "10-resign-and-forfeit" << 0 << "24x24" << 6 << 5 << 5 << 1 << 3;
    QTest::newRow("10b") << "10-resign-and-forfeit" << 1 << "24x24" << 5 << 4 << 4 << 1 << 2;
}

void TestSgfGames::specExampleNumbers()
{
    QFETCH(QString, file);
    const QString path = sharedDir(QStringLiteral("corpus/spec-examples/twixt-sgf/%1.sgf").arg(file));
    if (!QFile::exists(path))
        QSKIP("../shared/corpus is not beside the checkout");
    QFETCH(int, game);
    const FileLoad load = loadFile(path);
    QVERIFY2(load.result.ok(), qPrintable(load.result.error.message));
    QCOMPARE(load.format, FileFormat::Sgf);
    const GameRecord &g = load.result.collection->games.at(std::size_t(game));
    QCOMPARE(g.kind, GameKind::Twixt);
    QTEST(QStringLiteral("%1x%2").arg(g.columns).arg(g.rows), "board");
    const TreeStats s = g.tree.stats();
    QTEST(int(s.nodes), "nodes");
    QTEST(int(s.mainLine), "mainLine");
    QTEST(int(s.depth), "depth");
    QTEST(int(s.leaves), "leaves");
    QTEST(int(s.comments), "comments");
    QCOMPARE(firstIllegalMove(g), QString());
}

void TestSgfGames::specExamplePositions()
{
    const QString dir = sharedDir(QStringLiteral("corpus/spec-examples/twixt-sgf/"));
    if (!QDir(dir).exists())
        QSKIP("../shared/corpus is not beside the checkout");
    auto game = [&](const char *file, int index = 0) {
        return std::move(mustRead(readFile(dir + QLatin1String(file))).games.at(std::size_t(index)));
    };
    { // The specification's long move: removals by centre, a '\' addition, then the peg.
        const TwixtPosition p = twixtAfterMainLine(game("02-long-move-spec-example.sgf"));
        for (const char *b : {"I3", "I4", "J2", "J5", "K5", "K4"})
            QCOMPARE(pegAt(p, b), 2);
        QVERIFY(linked(p, "I3", "J5"));
        QVERIFY(linked(p, "I3", "K4"));
        QVERIFY(linked(p, "J2", "K4"));
        QVERIFY(!linked(p, "I4", "J2"));
        QVERIFY(!linked(p, "I4", "K5"));
        QCOMPARE(p.links().size(), std::size_t(5 + 3));
    }
    { // swap-pieces: E3 becomes Black's C5.
        const TwixtPosition p = twixtAfterMainLine(game("03-swap-pieces.sgf"));
        QCOMPARE(pegAt(p, "E3"), 0);
        QCOMPARE(pegAt(p, "C5"), 2);
        QVERIFY(linked(p, "C5", "E6"));
        QVERIFY(linked(p, "L10", "M12"));
    }
    { // swap-sides: the board stays, two B nodes in a row.
        const TwixtPosition p = twixtAfterMainLine(game("04-swap-sides.sgf"));
        QCOMPARE(pegAt(p, "E3"), 1);
        QVERIFY(linked(p, "E3", "F5"));
        QVERIFY(linked(p, "M13", "O14"));
    }
    { // PP: own links cross, the opponent's still block.
        const GameRecord g = game("05-pp-own-links-cross.sgf");
        QCOMPARE(setupOf<TwixtSetup>(g).rules, TwixtRules::PaperAndPencil);
        const TwixtPosition p = twixtAfterMainLine(g);
        QVERIFY(linked(p, "I4", "J2"));
        QVERIFY(linked(p, "I3", "J5"));
        QVERIFY(!linked(p, "L10", "K12"));
    }
    { // The puzzle's main answer: a removal of an own link, then G1.
        const TwixtPosition p = twixtAfterMainLine(game("07-puzzle-quarter-board.sgf"));
        QVERIFY(linked(p, "G1", "E2"));
        QVERIFY(linked(p, "G1", "F3"));
        QVERIFY(!linked(p, "E2", "G3"));
        QVERIFY(!linked(p, "C2", "D4"));
        QVERIFY(linked(p, "H4", "J5"));
    }
    { // Columns after Z.
        const TwixtPosition p = twixtAfterMainLine(game("09-board-30x30-double-letters.sgf"));
        QVERIFY(linked(p, "AB13", "AC11"));
        QVERIFY(linked(p, "AC11", "AD13"));
        QVERIFY(!linked(p, "AB12", "AD13"));
    }
    { // Handicap board, and special moves.
        const GameRecord g = game("06-handicap-24x20.sgf");
        QCOMPARE(g.columns, 24);
        QCOMPARE(g.rows, 20);
        QVERIFY(linked(twixtAfterMainLine(g), "L18", "K20"));
        const GameRecord forfeit = game("10-resign-and-forfeit.sgf", 1);
        const NodeId last = forfeit.tree.endOfLine(forfeit.tree.root());
        QCOMPARE(decodeSpecial(forfeit.tree.moveData(last))->first, SpecialMove::Forfeit);
        QCOMPARE(forfeit.result, QStringLiteral("W+Forfeit"));
        QCOMPARE(forfeit.player1, QStringLiteral("Hal")); // PW: White moves first in Twixt
    }
}

void TestSgfGames::realCorpus_data()
{
    QTest::addColumn<QString>("path");
    const QString root = sharedDir(QStringLiteral("corpus/real"));
    for (const QString &sub : {QStringLiteral("hex-sgf"), QStringLiteral("twixt-lg")}) {
        const QDir dir(root + u'/' + sub);
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(sub + u'/' + name)) << dir.filePath(name);
    }
}

void TestSgfGames::realCorpus()
{
    QFETCH(QString, path);
    const FileLoad load = loadFile(path);
    QVERIFY2(load.result.ok(), qPrintable(load.result.error.location() + u' ' + load.result.error.message));
    QCOMPARE(load.format, FileFormat::Sgf);
    const Collection &c = *load.result.collection;
    for (const GameRecord &g : c.games)
        QCOMPARE(firstIllegalMove(g), QString());

    // SGF -> model -> SGF -> model keeps the model, and writing is stable.
    const SaveResult once = serialize(c, FileFormat::Sgf);
    QVERIFY2(once.ok(), qPrintable(once.error));
    const Collection again = mustRead(once.data);
    QCOMPARE(again.games.size(), c.games.size());
    for (std::size_t i = 0; i < c.games.size(); ++i)
        compareGames(c.games[i], again.games[i]);
    QCOMPARE(serialize(again, FileFormat::Sgf).data, once.data);
    for (const QByteArray &line : once.data.split('\n'))
        QVERIFY2(line.size() <= 80 || line.count('[') <= 1, line.constData());

    // Every root property of the file is still there.
    for (std::size_t i = 0; i < c.games.size(); ++i) {
        for (const RawProperty &p : c.games[i].header) {
            const auto &h = again.games[i].header;
            QVERIFY2(std::any_of(h.begin(), h.end(), [&](const RawProperty &q) { return q.key == p.key; }),
                     p.key.constData());
        }
    }

    // Jgame holds one game; what it cannot hold is a warning, not a failure.
    const SaveResult jgame = serialize(c, FileFormat::Jgame);
    if (c.games.size() > 1) {
        QVERIFY(!jgame.ok());
        return;
    }
    QVERIFY2(jgame.ok(), qPrintable(jgame.error));
    const LoadResult back = jgame::read(jgame.data);
    QVERIFY(back.ok());
    const GameRecord &j = back.collection->games.front();
    QCOMPARE(j.player1, c.games.front().player1);
    QCOMPARE(firstIllegalMove(j), QString());
}

void TestSgfGames::hexSwapConventions()
{
    auto specialAt = [](const GameRecord &g, int ply) {
        NodeId id = g.tree.root();
        for (int i = 0; i < ply; ++i)
            id = g.tree.mainChild(id);
        return decodeSpecial(g.tree.moveData(id))->first;
    };
    // HexGui: the swapper's colour moves again, the stone stays.
    const GameRecord hexgui = mustRead("(;FF[4]GM[11]SZ[11];B[a4];W[swap-pieces];W[b10])").games.front();
    QCOMPARE(specialAt(hexgui, 2), SpecialMove::SwapSides);
    // PlayHex: strict alternation; the stone moves to the mirror cell.
    const GameRecord playhex = mustRead("(;FF[4]GM[11]SZ[11];B[a2];W[swap-pieces];B[k5])").games.front();
    QCOMPARE(specialAt(playhex, 2), SpecialMove::SwapPieces);
    auto replayer = Replayer::forGame(playhex);
    for (NodeId id = playhex.tree.mainChild(0); id != NoNode; id = playhex.tree.mainChild(id))
        QCOMPARE(replayer->apply(playhex.tree.moveTag(id), playhex.tree.moveData(id)), QString());
    QVERIFY(replayer->positionText().contains(u'2'));
    // The keyword as written survives a save.
    const QByteArray old = "(;FF[4]GM[11]SZ[11];B[a4];W[SWAP];W[b10])";
    QVERIFY(sgf::write(mustRead(old)).data.contains("W[SWAP]"));
    // A swap anywhere but the second move is illegal.
    const GameRecord late = mustRead("(;FF[4]GM[11]SZ[11];B[a4];W[b2];B[swap-sides])").games.front();
    QVERIFY(firstIllegalMove(late).contains(QLatin1String("swap")));
}

void TestSgfGames::littleGolemHex()
{
    const QByteArray lg = "(;FF[4]EV[hex.in.HEX11.22]PB[budhess]PW[Nagy]SZ[11]RE[W]GC[ game #1]"
                          "SO[http://www.littlegolem.com];W[ff];B[swap];W[eg];B[resign])";
    const GameRecord g = mustRead(lg).games.front();
    QCOMPARE(g.kind, GameKind::Hex);
    QCOMPARE(g.player1, QStringLiteral("budhess")); // PB moves first, with the W letter
    const NodeId first = g.tree.mainChild(g.tree.root());
    QCOMPARE(decodeHexStone(g.tree.moveData(first))->player, 1);
    QCOMPARE(decodeHexStone(g.tree.moveData(first))->x, 5);
    QCOMPARE(decodeHexStone(g.tree.moveData(first))->y, 5);
    QCOMPARE(decodeSpecial(g.tree.moveData(g.tree.mainChild(first)))->first, SpecialMove::SwapPieces);
    // Written back in the standard dialect: player 1 is Black. Saving says
    // so before anything is written (once for the collection).
    const SaveResult written = sgf::write(mustRead(lg + lg));
    QCOMPARE(written.warnings.size(), 1);
    QVERIFY2(written.warnings.front().startsWith(QStringLiteral("2 Little Golem record")), // "record(s)" untranslated
             qPrintable(written.warnings.front()));
    QVERIFY2(written.warnings.front().contains(QStringLiteral("will be written as standard SGF")),
             qPrintable(written.warnings.front()));
    const QByteArray out = sgf::write(mustRead(lg)).data;
    QVERIFY(out.contains("GM[11]"));
    QVERIFY(out.contains(";B[f6]"));
    QVERIFY(out.contains("PB[budhess]"));
    compareGames(g, mustRead(out).games.front());
}

void TestSgfGames::littleGolemTwixt()
{
    const QByteArray lg = "(;FF[4]EV[twixt.ld.DEFAULT]PB[slaap]PW[agt]SZ[24]SO[https://www.littlegolem.net];"
                          "b[ec];r[ff];b[pj];r[qi|draw];b[pk];r[resign])";
    const GameRecord g = mustRead(lg).games.front();
    QCOMPARE(g.kind, GameKind::Twixt);
    QCOMPARE(setupOf<TwixtSetup>(g).rules, TwixtRules::PaperAndPencil);
    QCOMPARE(g.player1, QStringLiteral("slaap"));
    const std::vector<NodeId> line = g.tree.mainLine();
    const auto first = decodeTwixtMove(g.tree.moveData(line.at(1)));
    QCOMPARE(first->player, 1);
    QCOMPARE(first->x, 4); // e
    QCOMPARE(first->y, 2); // c = row 3
    const NodeId offer = line.at(4);
    QCOMPARE(g.tree.unknownProperties(offer).size(), std::size_t(1));
    QCOMPARE(g.tree.unknownProperties(offer).front().key, QByteArray("LG"));
    QCOMPARE(decodeTwixtMove(g.tree.moveData(offer))->x, 16); // q
    // Written back in its dialect: no GM or RU, b and r moves with
    // two-letter points, PB for player 1, the draw offer on its move.
    const SaveResult written = sgf::write(mustRead(lg));
    QVERIFY2(written.warnings.isEmpty(), qPrintable(written.warnings.join(u'\n')));
    const QByteArray out = written.data;
    QVERIFY2(!out.contains("GM[") && !out.contains("RU["), out.constData());
    QVERIFY2(out.contains(";b[ec]") && out.contains(";r[ff]"), out.constData());
    QVERIFY2(out.contains("PB[slaap]") && out.contains("PW[agt]"), out.constData());
    QVERIFY2(out.contains(";r[qi|draw]") && !out.contains("LG["), out.constData());
    QVERIFY2(out.contains(";r[resign]"), out.constData());
    compareGames(g, mustRead(out).games.front());
    QCOMPARE(sgf::write(mustRead(out)).data, out);
    // A draw offer of its own (no move) is the side to move's.
    const QByteArray alone = "(;FF[4]EV[twixt.ld.DEFAULT]PB[slaap]PW[agt]SZ[24]SO[https://www.littlegolem.net];"
                             "b[ec];r[draw];r[ff])";
    const QByteArray aloneOut = sgf::write(mustRead(alone)).data;
    QVERIFY2(aloneOut.contains(";r[draw]"), aloneOut.constData());
    compareGames(mustRead(alone).games.front(), mustRead(aloneOut).games.front());

    // What the dialect cannot say (other rules here): the standard dialect,
    // and a warning names why before anything is written.
    Collection standard = mustRead(lg);
    setupFor<TwixtSetup>(standard.games.front()).rules = TwixtRules::Standard;
    const SaveResult changed = sgf::write(standard);
    QVERIFY(changed.data.contains("GM[21]"));
    QVERIFY(changed.data.contains(";W[E3]"));
    QVERIFY(changed.data.contains("PW[slaap]"));
    QVERIFY(changed.data.contains("LG[|draw]"));
    QCOMPARE(changed.warnings.size(), 1);
    QVERIFY2(changed.warnings.front().contains(QStringLiteral("paper and pencil")),
             qPrintable(changed.warnings.front()));
    compareGames(standard.games.front(), mustRead(changed.data).games.front());
}

// Little Golem writes names unescaped ("PW[Shumacher;]]"): the name is kept
// exactly, with a warning at the stray ']', and saved escaped.
void TestSgfGames::littleGolemUnescapedNames()
{
    const QByteArray lg = "(;FF[4]EV[hex.in.HEX11.22]PB[budhess]PW[Shumacher;]]SZ[11]RE[W]GC[ game #1]]\n"
                          "SO[http://www.littlegolem.com];W[ff];B[swap];W[eg];B[resign])";
    const LoadResult r = sgf::read(lg);
    QVERIFY2(r.ok(), qPrintable(r.error.location() + u' ' + r.error.message));
    const GameRecord &g = r.collection->games.front();
    QCOMPARE(g.player1, QStringLiteral("budhess"));
    QCOMPARE(g.player2, QStringLiteral("Shumacher;]"));
    QCOMPARE(r.warnings.size(), 2);
    QVERIFY2(r.warnings[0].startsWith(QStringLiteral("1:52: unescaped ']'")), qPrintable(r.warnings[0]));
    QVERIFY2(r.warnings[1].startsWith(QStringLiteral("1:76: ")), qPrintable(r.warnings[1]));
    // GC is kept as written, escaped now that it is saved.
    const auto gc = std::find_if(g.header.begin(), g.header.end(), [](const RawProperty &p) { return p.key == "GC"; });
    QVERIFY(gc != g.header.end());
    QCOMPARE(gc->values.value(0), QByteArray(" game #1\\]"));
    const QByteArray out = sgf::write(*r.collection).data;
    QVERIFY2(out.contains("PW[Shumacher;\\]]"), out.constData());
    QVERIFY2(out.contains("GC[ game #1\\]]"), out.constData());
    const LoadResult back = sgf::read(out);
    QVERIFY(back.ok());
    QVERIFY2(back.warnings.isEmpty(), qPrintable(back.warnings.join(u'\n')));
    QCOMPARE(back.collection->games.front().player2, QStringLiteral("Shumacher;]"));
    compareGames(g, back.collection->games.front());
    QCOMPARE(sgf::write(*back.collection).data, out);
}

// The real Little Golem files, with the two quirks the corpus lacks written
// into them: a name line before the collection and a name ending in ']'.
void TestSgfGames::littleGolemRealFilesWithQuirks_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::newRow("1381") << "hex-sgf/1381.txt" << 32;
    QTest::newRow("1382") << "hex-sgf/1382.txt" << 15;
    QTest::newRow("1410h") << "hex-sgf/1410h.txt" << 10;
    QTest::newRow("tsgf") << "twixt-lg/game2206555.tsgf" << 1;
    QTest::newRow("tsgf draw offer") << "twixt-lg/game2232217.tsgf" << 1;
}

void TestSgfGames::littleGolemRealFilesWithQuirks()
{
    QFETCH(QString, file);
    QFETCH(int, games);
    const QString path = sharedDir(QStringLiteral("corpus/real/") + file);
    if (!QFile::exists(path))
        QSKIP("../shared/corpus/real is not beside the checkout");
    const QByteArray original = readFile(path);
    const LoadResult plain = sgf::read(original);
    QVERIFY(plain.ok());
    QCOMPARE(int(plain.collection->games.size()), games);
    QVERIFY2(plain.warnings.isEmpty(), qPrintable(plain.warnings.join(u'\n')));
    // As Little Golem would write a player called "<name>;]".
    const qsizetype pw = original.indexOf("PW[");
    const qsizetype close = original.indexOf(']', pw);
    QVERIFY(pw >= 0 && close > pw);
    QByteArray quirky = original;
    quirky.insert(close, ";]");
    quirky.prepend("Games of one player, saved from the browser\r\n");
    QCOMPARE(detectFormat(quirky, QStringLiteral("games.txt")), FileFormat::Sgf);
    QCOMPARE(detectFormat(quirky, QStringLiteral("games")), FileFormat::Sgf);
    const LoadResult r = sgf::read(quirky);
    QVERIFY2(r.ok(), qPrintable(r.error.location() + u' ' + r.error.message));
    QCOMPARE(r.warnings.size(), 1); // the ']', not the name line
    const SgfLocation at = sgfLocation(quirky, close + 2 + 45);
    QVERIFY2(r.warnings[0].startsWith(QStringLiteral("%1:%2: ").arg(at.line).arg(at.column)),
             qPrintable(r.warnings[0]));
    const Collection &c = *r.collection;
    QCOMPARE(int(c.games.size()), games);
    const GameRecord &before = plain.collection->games.front();
    const GameRecord &after = c.games.front();
    // Little Golem's PW is player 2 in Hex and Twixt alike.
    QCOMPARE(after.player2, before.player2 + QStringLiteral(";]"));
    for (std::size_t i = 1; i < c.games.size(); ++i)
        compareGames(plain.collection->games[i], c.games[i]);
    const QByteArray out = sgf::write(c).data;
    const LoadResult back = sgf::read(out);
    QVERIFY(back.ok());
    QVERIFY(back.warnings.isEmpty());
    QCOMPARE(back.collection->games.front().player2, after.player2);
}

void TestSgfGames::textBeforeTheFirstTree()
{
    const QByteArray game = "(;FF[4]GM[11]SZ[5]PB[a]PW[b];B[c3];W[d2])";
    for (const QByteArray &before :
         {QByteArray("monomero\n"), QByteArray("Subject: (see below); game\r\n\r\n"), QByteArray(70000, 'x') + "\n"}) {
        const QByteArray text = before + game;
        const LoadResult r = sgf::read(text);
        QVERIFY(r.ok());
        QVERIFY2(r.warnings.isEmpty(), qPrintable(r.warnings.join(u'\n'))); // FF[4] allows it
        QCOMPARE(r.collection->games.front().player1, QStringLiteral("a"));
        // Found by content within the first 64 KiB, whatever the name.
        QCOMPARE(detectFormat(text, QStringLiteral("x.txt")) == FileFormat::Sgf, before.size() < 65536);
        QCOMPARE(detectFormat(text, QStringLiteral("x.sgf")), FileFormat::Sgf);
    }
    // A "(;" not followed by a property is no SGF, and other formats stay theirs.
    QVERIFY(!sgf::looksLikeSgf("see f(;) and g( ; 2)\n"));
    QVERIFY(!sgf::looksLikeSgf("text (; only"));
    QVERIFY(sgf::looksLikeSgf("name\n( ;\n FF [4])"));
    const QString t1 = sharedDir(QStringLiteral("corpus/real/twixt-t1/puzzle01.T1"));
    if (QFile::exists(t1))
        QCOMPARE(detectFormat(readFile(t1), QStringLiteral("puzzle01.txt")), FileFormat::T1);
}

// What twixt-sgf-ff4.txt allows next to what it forbids (see malformed).
void TestSgfGames::twixtSpecRulesAccepted()
{
    { // the parts of a long move in order; one IP, kept and written back
        const QByteArray text = "(;GM[21]SZ[24];W[D4];B[K4];W[D8];B[-I'3][\\I'4][M4];W[D12]IP[])";
        const LoadResult r = sgf::read(text);
        QVERIFY2(r.ok(), qPrintable(r.error.location() + u' ' + r.error.message));
        const QByteArray out = sgf::write(*r.collection).data;
        QVERIFY2(out.contains("IP[]"), out.constData());
        QVERIFY(sgf::read(out).ok());
    }
    { // a handicap game without a swap; HA means nothing to Hex
        QVERIFY(sgf::read("(;GM[21]SZ[24:20]HA[];W[D4];B[K4])").ok());
        QVERIFY(sgf::read("(;GM[11]SZ[5]HA[2];B[c3];W[swap-pieces])").ok());
    }
    { // a puzzle's link changes before its IP, the IP node's own included
        const LoadResult r = sgf::read("(;GM[21]PZ[];W[D4];W[F5];W[-E4'](;B[K4];B[M5];B[-L4']IP[];W[H8]))");
        QVERIFY2(r.ok(), qPrintable(r.error.location() + u' ' + r.error.message));
        const GameRecord &g = r.collection->games.front();
        QCOMPARE(firstIllegalMove(g), QString());
        const QByteArray out = sgf::write(*r.collection).data;
        const LoadResult back = sgf::read(out);
        QVERIFY2(back.ok(), qPrintable(back.error.message + u'\n' + QString::fromUtf8(out)));
        compareGames(g, back.collection->games.front());
    }
    { // the spec's own examples: a handicap game and a puzzle
        for (const char *name :
             {"06-handicap-24x20.sgf", "07-puzzle-quarter-board.sgf", "02-long-move-spec-example.sgf"}) {
            const QString path = sharedDir(QStringLiteral("corpus/spec-examples/twixt-sgf/") + QLatin1String(name));
            if (!QFile::exists(path))
                QSKIP("../shared/corpus is not beside the checkout");
            const LoadResult r = sgf::read(readFile(path));
            QVERIFY2(r.ok(), qPrintable(QLatin1String(name) + u' ' + r.error.location() + u' ' + r.error.message));
        }
    }
}

void TestSgfGames::rootSetupIsTheStartingPosition()
{
    const GameRecord g = mustRead("(;AP[HexGui:1.0.]FF[4]GM[11]SZ[3];AB[a2][b3]AW[a1]PL[W])").games.front();
    const NodeId node = g.tree.mainChild(g.tree.root());
    QCOMPARE(g.tree.moveTag(node), quint8(MoveTag::Setup));
    const GameRecord root = mustRead("(;FF[4]GM[11]SZ[3]AB[a1:b2]AW[c3])").games.front();
    QCOMPARE(Replayer::forGame(root)->positionText(), QStringLiteral("11./11./..2"));
    // Jgame has no set-up: the stones become moves.
    const SaveResult j = jgame::write(root);
    QVERIFY2(j.ok(), qPrintable(j.error));
    QVERIFY(j.warnings.join(u' ').contains(QLatin1String("set-up")));
    QCOMPARE(jgame::read(j.data).collection->games.front().tree.stats().mainLine, std::size_t(5));
}

// FF[4] allows AB, AW and AE once per node; HexGui-like files repeat them.
// The position is what applying them in file order gives; the writer's one
// AB, one AW and one AE read back to the same model (a fuzzing finding).
void TestSgfGames::repeatedSetupPropertiesReadBackTheSame()
{
    const QByteArray text = "(;FF[4]GM[11]SZ[5];AW[a1][b2]AB[a1][c3]\nAE[b2]AW[d4]AB[e5])";
    const LoadResult r = sgf::read(text, {});
    QVERIFY(r.ok());
    // FF[4] wants a point once per node, and no known producer repeats it: a
    // violation of the spec, which `check` reports as an error.
    QVERIFY(r.warnings.isEmpty());
    QCOMPARE(r.violations.size(), 1);
    QVERIFY2(r.violations.front().contains(QLatin1String("1:32")), qPrintable(r.violations.front())); // the second a1
    const GameRecord &g = r.collection->games.front();
    const NodeId setup = g.tree.mainChild(g.tree.root());
    const auto replayer = Replayer::forGame(g);
    QCOMPARE(replayer->apply(g.tree.moveTag(setup), g.tree.moveData(setup)), QString());
    QCOMPARE(replayer->positionText(), QStringLiteral("1..../...../..1../...2./....1"));
    const QByteArray out = sgf::write(*r.collection).data;
    QVERIFY2(out.contains(";AB[a1][c3][e5]AW[d4]AE[b2])"), out.constData());
    const LoadResult again = sgf::read(out, {});
    QVERIFY(again.ok());
    QVERIFY(again.warnings.isEmpty() && again.violations.isEmpty());
    compareGames(g, again.collection->games.front());
    QCOMPARE(sgf::write(*again.collection).data, out);
    // Without a repeated point nothing is dropped, whatever the order.
    const GameRecord twixt = mustRead("(;FF[4]GM[21]SZ[8];AB[B2]AW[C3]AB[D4])").games.front();
    const auto stones = decodeSetup(twixt.tree.moveData(twixt.tree.mainChild(twixt.tree.root())));
    QVERIFY(stones);
    QCOMPARE(stones->size(), std::size_t(3));
}

// Game information given twice in the root: the first counts (what saving
// writes), and a later one that differs is reported where it stands, since
// saving drops it. Two comments in a node are joined: nothing is lost.
void TestSgfGames::repeatedGameInfoAndComments()
{
    const QByteArray text
        = "(;FF[4]GM[21]SZ[8]PB[Ann]RU[PP]PB[Bob]\nPW[Cy]PW[Cy]RU[STD]C[root]C[again];W[B2]C[one]C[two]N[a]N[b])";
    const LoadResult r = sgf::read(text, {});
    QVERIFY(r.ok());
    QCOMPARE(r.violations.size(), 2); // no known producer repeats them: violations of FF[4]
    QVERIFY2(r.violations.at(0).startsWith(QLatin1String("1:34: PB is given again")), qPrintable(r.violations.at(0)));
    QVERIFY2(r.violations.at(1).startsWith(QLatin1String("2:15: RU is given again")), qPrintable(r.violations.at(1)));
    const GameRecord &g = r.collection->games.front();
    QCOMPARE(g.player2, QStringLiteral("Ann")); // Twixt: Black is player 2
    QCOMPARE(g.player1, QStringLiteral("Cy"));
    QCOMPARE(setupOf<TwixtSetup>(g).rules, TwixtRules::PaperAndPencil);
    QCOMPARE(g.tree.comment(g.tree.root()), QStringLiteral("root\n\nagain"));
    const NodeId move = g.tree.mainChild(g.tree.root());
    QCOMPARE(g.tree.comment(move), QStringLiteral("one\n\ntwo"));
    QCOMPARE(g.tree.unknownProperties(move).size(), std::size_t(2)); // N twice: kept as it is
    const QByteArray out = sgf::write(*r.collection).data;
    QCOMPARE(out.count("PB["), 1);
    QCOMPARE(out.count("RU["), 1);
    QVERIFY2(out.contains("C[one\n\ntwo]"), out.constData());
    QVERIFY2(out.contains("N[a]N[b]"), out.constData());
    const LoadResult again = sgf::read(out, {});
    QVERIFY(again.ok());
    QVERIFY(again.warnings.isEmpty());
    compareGames(g, again.collection->games.front());
    // Hex has no rule sets: its RU is not interpreted, so both are kept.
    const LoadResult hex = sgf::read("(;FF[4]GM[11]SZ[5]RU[a]RU[b];B[a1])", {});
    QVERIFY(hex.ok());
    QVERIFY(hex.warnings.isEmpty());
    QVERIFY(sgf::write(*hex.collection).data.contains("RU[a]RU[b]"));
}

void TestSgfGames::evaluations()
{
    const QByteArray text = "(;FF[4]GM[21]SZ[24];W[L6]V[-5];B[F12]V[-10000]GW[2];W[M8]UC[1];B[H13]V[0.5])";
    const GameRecord g = mustRead(text).games.front();
    const std::vector<NodeId> line = g.tree.mainLine();
    QCOMPARE(g.tree.evaluation(line[1]), std::optional<int>(5)); // bad for Black = good for player 1 (White)
    QCOMPARE(g.tree.evaluation(line[2]), std::optional<int>(Eval::Player1Wins));
    QVERIFY(g.tree.unknownProperties(line[2]).empty());
    QCOMPARE(g.tree.evaluation(line[3]), std::optional<int>(Eval::Undetermined));
    QCOMPARE(g.tree.evaluation(line[4]), std::nullopt); // not an integer: kept as it is
    QCOMPARE(g.tree.unknownProperties(line[4]).front().key, QByteArray("V"));
    const QByteArray out = sgf::write(mustRead(text)).data;
    for (const char *p : {"V[-5]", "V[-10000]", "GW[2]", "UC[1]", "V[0.5]"})
        QVERIFY2(out.contains(p), p);
    QVERIFY(!out.contains("GB["));
    // Hex keeps the sign: player 1 is Black.
    const GameRecord hex = mustRead("(;FF[4]GM[11]SZ[5];B[a1]V[7])").games.front();
    QCOMPARE(hex.tree.evaluation(hex.tree.mainChild(0)), std::optional<int>(7));
}

void TestSgfGames::keptProperties()
{
    const QByteArray text = "(;FF[4]GM[11]SZ[11]AP[HexGui:0.9]XX[a\\]b][c]\n;BL[0]B[a2]WL[3]N[bookmark 1]\n)";
    const Collection c = mustRead(text);
    const QByteArray out = sgf::write(c).data;
    for (const char *p : {"AP[HexGui:0.9]", "XX[a\\]b][c]", "BL[0]", "WL[3]", "N[bookmark 1]"})
        QVERIFY2(out.contains(p), p);
    compareGames(c.games.front(), mustRead(out).games.front());
    // Names changed in the model are written; unchanged ones keep their bytes.
    Collection edited = mustRead("(;FF[4]GM[21]PW[Ann]PB[Bo\\]b])");
    QVERIFY(sgf::write(edited).data.contains("PB[Bo\\]b]"));
    edited.games.front().player1 = QStringLiteral("Cy");
    QVERIFY(sgf::write(edited).data.contains("PW[Cy]"));
}

// Root properties equal to an earlier game's share its storage: every game
// still has its own values, and editing one leaves the others alone.
void TestSgfGames::keptPropertiesSharedBetweenGames()
{
    QByteArray text;
    for (int g = 0; g < 6; ++g) {
        text += "(;FF[4]GM[21]SZ[24]AP[Bench:1]RE[" + QByteArray(g % 2 ? "W+" : "B+") + "]DT[2024-0"
              + QByteArray::number(g) + "]XY[" + QByteArray(g < 3 ? "same" : "caf\xC3\xA9") + "][two]\n;W[L6])\n";
    }
    Collection c = mustRead(text);
    QCOMPARE(int(c.games.size()), 6);
    auto value = [](const GameRecord &game, const char *key, int index = 0) -> QByteArray {
        for (const RawProperty &p : game.header) {
            if (p.key == key)
                return index < p.values.size() ? p.values[index] : QByteArray("<no value>");
        }
        return "<missing>";
    };
    for (int g = 0; g < 6; ++g) {
        const GameRecord &game = c.games[std::size_t(g)];
        QCOMPARE(value(game, "AP"), QByteArray("Bench:1"));
        QCOMPARE(value(game, "RE"), QByteArray(g % 2 ? "W+" : "B+"));
        QCOMPARE(value(game, "DT"), "2024-0" + QByteArray::number(g));
        QCOMPARE(value(game, "XY"), QByteArray(g < 3 ? "same" : "caf\xC3\xA9"));
        QCOMPARE(value(game, "XY", 1), QByteArray("two"));
        QCOMPARE(game.result, QString::fromLatin1(g % 2 ? "W+" : "B+"));
    }
    for (RawProperty &p : c.games[0].header) {
        if (p.key == "AP")
            p.values[0] = "Edited:2";
    }
    QCOMPARE(value(c.games[0], "AP"), QByteArray("Edited:2"));
    QCOMPARE(value(c.games[1], "AP"), QByteArray("Bench:1"));
    const QByteArray out = sgf::write(c).data;
    QCOMPARE(out.count("AP[Bench:1]"), 5);
    QCOMPARE(out.count("AP[Edited:2]"), 1);
}

void TestSgfGames::removalsSettleOnTheLinkOnTheBoard()
{
    // Random standard-rules games in which the mover now and then removes one
    // of his links, written as SGF writes a removal, by its centre alone; side
    // variations (leaves) remove at a centre where he may have no link. A
    // removal is settled on the link at its centre that is on the board, or
    // on the falling one ('\', the first of linksAt) when neither is.
    quint64 state = 0x2545F4914F6CDD1Dull;
    auto random = [&](int n) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return int((state >> 11) % quint64(n));
    };
    constexpr int side = 12;
    QByteArray sgf;
    std::vector<std::vector<TwixtLink>> expected; // per game, its removals in file order
    auto removalText = [](const TwixtLink &removed, int x, int y) {
        return "[-" + twixtnotation::linkCenterName(twixtnotation::centerOf(removed)).toLatin1() + "]["
             + twixtnotation::holeName(x, y).toLatin1() + "]";
    };
    auto onBoard = [](const TwixtPosition &position, const TwixtLink &removed) {
        const auto both = twixtnotation::linksAt(twixtnotation::centerOf(removed));
        return position.hasLink(both[0]) || !position.hasLink(both[1]) ? both[0] : both[1];
    };
    for (int g = 0; g < 300; ++g) {
        sgf += "(;FF[4]GM[21]SZ[" + QByteArray::number(side) + "]";
        TwixtPosition position(side, side);
        std::vector<TwixtLink> removals;
        int depth = 0;
        int player = 1;
        std::pair<int, int> last[3] = {{-1, -1}, {-1, -1}, {-1, -1}}; // each player's last peg
        const int moves = 16 + random(30);
        for (int m = 0; m < moves; ++m) {
            auto freeHole = [&] {
                for (;;) {
                    int x = random(side), y = random(side);
                    if (last[player].first >= 0 && random(3) != 0) { // a knight's move from his last peg
                        static constexpr int dx[8] = {2, 1, -1, -2, -2, -1, 1, 2};
                        static constexpr int dy[8] = {-1, -2, -2, -1, 1, 2, 2, 1};
                        const int k = random(8);
                        x = last[player].first + dx[k];
                        y = last[player].second + dy[k];
                    }
                    if (position.canPlacePeg(x, y, player) == TwixtPosition::Error::None)
                        return std::make_pair(x, y);
                }
            };
            const QByteArray colour = player == 1 ? "W" : "B";
            std::vector<TwixtLink> own;
            for (const TwixtLink &link : position.links()) {
                if (position.pegAt(link.x, link.y) == player)
                    own.push_back(link);
            }
            if (m > 4 && random(4) == 0) { // a side variation that removes at some centre
                const auto [x, y] = freeHole();
                TwixtLink removed;
                if (!own.empty() && random(2) == 0) {
                    removed = own[std::size_t(random(int(own.size())))];
                } else {
                    const twixtnotation::LinkCenter centre{random(2) == 0, 1 + random(side - 3), 1 + random(side - 3)};
                    removed = twixtnotation::linksAt(centre)[std::size_t(random(2))];
                }
                removals.push_back(onBoard(position, removed));
                sgf += "(;" + colour + removalText(removed, x, y) + ")(";
                ++depth;
            }
            const auto [x, y] = freeHole();
            TwixtMove move;
            move.x = x;
            move.y = y;
            move.player = player;
            if (!own.empty() && random(4) == 0) { // the main line removes one of his links
                move.longMove = move.notation = true;
                move.removed = {own[std::size_t(random(int(own.size())))]};
                removals.push_back(move.removed.front());
                sgf += ";" + colour + removalText(move.removed.front(), x, y);
            } else {
                sgf += ";" + colour + "[" + twixtnotation::holeName(x, y).toLatin1() + "]";
            }
            QCOMPARE(position.apply(move), TwixtPosition::Error::None);
            last[player] = {x, y};
            player = 3 - player;
        }
        sgf += QByteArray(depth, ')') + ")\n";
        expected.push_back(std::move(removals));
    }

    const Collection collection = mustRead(sgf);
    QCOMPARE(collection.games.size(), expected.size());
    std::size_t settled = 0, rising = 0;
    for (std::size_t g = 0; g < expected.size(); ++g) {
        const GameTree &tree = collection.games[g].tree;
        std::vector<TwixtLink> read;
        for (NodeId id = tree.root(); id != NoNode; id = tree.nextInPreorder(id)) {
            const auto move = decodeTwixtMove(tree.moveData(id));
            if (tree.moveTag(id) == std::uint8_t(MoveTag::Place) && move && !move->removed.empty())
                read.push_back(move->removed.front());
        }
        QCOMPARE(read, expected[g]);
        settled += read.size();
        for (const TwixtLink &link : read)
            rising += twixtnotation::risesToTheRight(link);
    }
    // Both kinds occur, so some removals needed the position to be settled.
    QVERIFY(settled > 300);
    QVERIFY(rising > 50);
}

// Kept values are right whether or not the reader shares them: unique
// values (GN), values that cycle (PB), and values that are unique for a
// while and then repeat (DT).
void TestSgfGames::keptPropertiesOfManyGames()
{
    QByteArray text;
    auto dt = [](int g) { return g < 150 ? "2024-" + QByteArray::number(g) : QByteArray("2025-01-01"); };
    for (int g = 0; g < 300; ++g) {
        text += "(;FF[4]GM[21]SZ[24]GN[Game " + QByteArray::number(g) + "]PB[Player " + QByteArray::number(g % 3)
              + "]DT[" + dt(g) + "]XY[" + QByteArray::number(g % 7) + "][x]\n;W[L6])\n";
    }
    const Collection c = mustRead(text);
    QCOMPARE(int(c.games.size()), 300);
    for (int g = 0; g < 300; ++g) {
        const GameRecord &game = c.games[std::size_t(g)];
        std::vector<RawProperty> expected = {
            {"FF", {"4"}},
            {"GM", {"21"}},
            {"SZ", {"24"}},
            {"GN", {"Game " + QByteArray::number(g)}},
            {"PB", {"Player " + QByteArray::number(g % 3)}},
            {"DT", {dt(g)}},
            {"XY", {QByteArray::number(g % 7), "x"}},
        };
        QCOMPARE(game.header, expected);
        QCOMPARE(game.name, QStringLiteral("Game %1").arg(g));
    }
    QCOMPARE(sgf::write(c).data.count("DT[2025-01-01]"), 150);
}

// Link centres in every form the notation allows, read the short way (one
// letter, one or two digits) or the general one, give the links
// twixtnotation::parseLinkCenter gives; impossible ones are errors.
void TestSgfGames::linkCentreForms()
{
    for (const char *form : {"J4'", "J'4", "J4*", "J*4", "J04'", "J'04", "j12'", "x'3", "AB4'", "AB'4", "C'123"}) {
        const QByteArray text = "(;FF[4]GM[21]SZ[200];W[/" + QByteArray(form) + "][A10])";
        const LoadResult r = sgf::read(text);
        QVERIFY2(r.ok(), form);
        const auto move = decodeTwixtMove(r.collection->games.front().tree.moveData(1));
        QVERIFY2(move && move->added.size() == 1, form);
        const auto centre = twixtnotation::parseLinkCenter(QString::fromLatin1(form));
        QVERIFY2(centre, form);
        QCOMPARE(move->added.front(), twixtnotation::linksAt(*centre)[1]);
    }
    for (const char *form : {"J0'", "J'0", "J'", "4'", "J4", "J4''", "JKL4'"}) {
        const LoadResult r = sgf::read("(;FF[4]GM[21]SZ[24];W[/" + QByteArray(form) + "][A10])");
        QVERIFY2(!r.ok(), form);
        QVERIFY2(r.error.message.contains(QLatin1String("is not a link centre")), qPrintable(r.error.message));
    }
}

void TestSgfGames::charsets()
{
    QByteArray latin1 = "(;FF[4]CA[ISO-8859-1]GM[11]SZ[5]PB[J\xF6rg]C[gr\xFC\xDF]GC[\xE9t\xE9])";
    const GameRecord g = mustRead(latin1).games.front();
    QCOMPARE(g.player1, QStringLiteral("Jörg"));
    QCOMPARE(g.tree.comment(0), QStringLiteral("grüß"));
    const QByteArray out = sgf::write(mustRead(latin1)).data;
    QVERIFY(out.contains("CA[UTF-8]"));
    QVERIFY(out.contains("GC[\xC3\xA9t\xC3\xA9]"));
    compareGames(g, mustRead(out).games.front());
    // A value that starts with a byte-order mark keeps it (U+FEFF), in UTF-8
    // as in the other charsets.
    const QByteArray bom = "(;FF[4]CA[UTF-8]GM[11]SZ[5]PB[\xEF\xBB\xBFJ]C[\xEF\xBB\xBF\xEF\xBB\xBFx])";
    const GameRecord b = mustRead(bom).games.front();
    QCOMPARE(b.player1, QString(QChar(0xFEFF)) + u'J');
    QCOMPARE(b.tree.comment(0), QString(2, QChar(0xFEFF)) + u'x');
    Collection edited = mustRead(bom);
    edited.games.front().tree.setComment(0, edited.games.front().tree.comment(0));
    edited.games.front().player1 = b.player1;
    compareGames(b, mustRead(sgf::write(edited).data).games.front());
    // Kept values in a charset that does not map '\' to itself keep their
    // escapes (found by fuzzing: tests/fuzz/regressions/fuzz_sgf/utf7-escape-in-kept-value.sgf).
    // UTF-7 decodes '\' to U+FFFD, and in Shift_JIS 0x5C after 0x95 is the
    // second byte of a character: decoding the whole value undid the escape
    // of the ']' after it, and the saved value ended early.
    const struct {
        QByteArray input, kept;
    } escaped[] = {
        {"(;FF[4]CA[UTF-7]GM[11]SZ[5]XX[a\\]b\xFF])", "XX[a\\]b\xEF\xBF\xBD]"},
        {"(;FF[4]CA[Shift_JIS]GM[11]SZ[5]XX[\x95\\]x])", "XX[\xEF\xBF\xBD\\]x]"},
        {"(;FF[4]CA[UTF-8]GM[11]SZ[5]XX[\\\xFF\\\\])", "XX[\\\xEF\xBF\xBD\\\\]"},
    };
    for (const auto &e : escaped) {
        const Collection first = mustRead(e.input);
        const QByteArray out = sgf::write(first).data;
        QVERIFY2(out.contains(e.kept), out.constData());
        compareGames(first.games.front(), mustRead(out).games.front());
        const auto kept = [](const Collection &c) {
            for (const RawProperty &p : c.games.front().header)
                if (p.key == "XX")
                    return p.values;
            return QList<QByteArray>();
        };
        QCOMPARE(kept(mustRead(out)), kept(first));
    }
    // No CA and not UTF-8: read as Latin-1.
    QCOMPARE(mustRead("(;GM[11]PB[J\xF6rg])").games.front().player1, QStringLiteral("Jörg"));
}

void TestSgfGames::jgameToSgfAndBack()
{
    for (const char *name : {"hex-analysis.jgame", "twixt-game.jgame"}) {
        const FileLoad load = loadFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/") + QLatin1String(name));
        QVERIFY2(load.result.ok(), name);
        const GameRecord &original = load.result.collection->games.front();
        const SaveResult sgfText = serialize(*load.result.collection, FileFormat::Sgf);
        QVERIFY2(sgfText.ok(), qPrintable(sgfText.error));
        const Collection viaSgf = mustRead(sgfText.data);
        const SaveResult jgameBytes = serialize(viaSgf, FileFormat::Jgame);
        QVERIFY2(jgameBytes.ok(), qPrintable(jgameBytes.error));
        const GameRecord back = std::move(jgame::read(jgameBytes.data).collection->games.front());
        // Moves, comments, evaluations and the main line survive; the main
        // line comes first in SGF, so compare lines and counts, not order.
        QCOMPARE(back.tree.stats().nodes, original.tree.stats().nodes);
        QCOMPARE(back.tree.stats().comments, original.tree.stats().comments);
        QCOMPARE(back.tree.stats().evaluations, original.tree.stats().evaluations);
        const std::vector<NodeId> a = original.tree.mainLine(), b = back.tree.mainLine();
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(back.tree.moveData(b[i]).toByteArray(), original.tree.moveData(a[i]).toByteArray());
            QCOMPARE(back.tree.comment(b[i]), original.tree.comment(a[i]));
            QCOMPARE(back.tree.evaluation(b[i]), original.tree.evaluation(a[i]));
        }
        QCOMPARE(back.player1, original.player1);
        QCOMPARE(back.player2, original.player2);
    }
}

void TestSgfGames::jgameLongMoveWithoutAutoLinks()
{
    // Jgame's long move with pbem_null false makes only the listed links; SGF's
    // peg is always linked automatically. Same meaning only when nothing is left out.
    auto game = [](bool listsTheLink) {
        GameRecord g;
        g.kind = GameKind::Twixt;
        g.columns = g.rows = 24;
        g.headerFormat = "jgame";
        TwixtMove a;
        a.x = 5, a.y = 5, a.player = 1;
        TwixtMove b;
        b.x = 10, b.y = 10, b.player = 2;
        TwixtMove c;
        c.x = 6, c.y = 7, c.player = 1, c.longMove = true;
        if (listsTheLink)
            c.added.push_back(*TwixtLink::between(5, 5, 6, 7));
        NodeId id = g.tree.appendChild(g.tree.root(), quint8(MoveTag::Place), encodeTwixtMove(a));
        id = g.tree.appendChild(id, quint8(MoveTag::Place), encodeTwixtMove(b));
        g.tree.appendChild(id, quint8(MoveTag::Place), encodeTwixtMove(c));
        Collection collection;
        collection.games.push_back(std::move(g));
        return collection;
    };
    const SaveResult same = sgf::write(game(true));
    QVERIFY(same.ok());
    QVERIFY2(same.warnings.isEmpty(), qPrintable(same.warnings.join(u'|')));
    QVERIFY2(same.data.contains("W[\\F'7][G8]"), same.data.constData()); // the falling link F6-G8, then the peg
    const SaveResult differs = sgf::write(game(false));
    QVERIFY(differs.ok());
    QCOMPARE(differs.warnings.size(), 1);
    QVERIFY(differs.warnings.front().contains(QLatin1String("1 Jgame long move")));
}

void TestSgfGames::malformed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");
    QTest::newRow("unclosed tree") << QByteArray("(;GM[11]SZ[5]\n;B[a1]") << "2:7"
                                   << "";
    QTest::newRow("unclosed value") << QByteArray("(;GM[11]SZ[5]\n;C[abc") << "2:3"
                                    << "";
    QTest::newRow("other game") << QByteArray("(;GM[1]SZ[19])") << "1:5"
                                << "GM[1]";
    QTest::newRow("board too big") << QByteArray("(;GM[21]SZ[703])") << "1:11"
                                   << "SZ[703]";
    QTest::newRow("board too small") << QByteArray("(;GM[21]SZ[2])") << "1:11"
                                     << "SZ[2]";
    QTest::newRow("not a point") << QByteArray("(;GM[11]SZ[5]\n;B[a1]\n;W[x])") << "3:3"
                                 << "'x' is not a point";
    QTest::newRow("off the board") << QByteArray("(;GM[11]SZ[5]\n;B[f1])") << "2:3"
                                   << "outside the 5x5 board";
    QTest::newRow("two moves") << QByteArray("(;GM[11]SZ[5];B[a1]W[b2])") << "1:21"
                               << "one move";
    QTest::newRow("move and setup") << QByteArray("(;GM[11]SZ[5];B[a1]AB[b2])") << "1:14"
                                    << "set-up";
    QTest::newRow("peg not last") << QByteArray("(;GM[21];B[K4][-I'3])") << "1:15"
                                  << "comes after";
    QTest::newRow("bad centre") << QByteArray("(;GM[21];B[-Q][K4])") << "1:11"
                                << "link centre";
    // What twixt-sgf-ff4.txt forbids.
    QTest::newRow("two IP") << QByteArray("(;GM[21];W[D4]IP[];B[K4]\n;W[F5]IP[])") << "2:9"
                            << "second IP";
    QTest::newRow("two IP in a node") << QByteArray("(;GM[21]IP[]IP[])") << "1:15"
                                      << "(the first is at 1:11)";
    QTest::newRow("two IP in variations") << QByteArray("(;GM[21](;W[D4]IP[])(;W[E4]IP[]))") << "1:30"
                                          << "second IP";
    QTest::newRow("swap in handicap") << QByteArray("(;GM[21]SZ[24:20]HA[]\n;W[D4]\n;B[swap-pieces])") << "3:3"
                                      << "a swap in a handicap game";
    QTest::newRow("swap-sides in handicap") << QByteArray("(;GM[21]HA[];W[D4];B[swap-sides])") << "1:21"
                                            << "a swap in a handicap game";
    QTest::newRow("addition before removal")
        << QByteArray("(;GM[21];W[D4];B[K4];W[D8];B[-I'3][\\I'4][-J4'][M4])") << "1:41"
        << "removal after a link addition";
    QTest::newRow("long move without peg") << QByteArray("(;GM[21];W[D4];B[K4]\n;W[-D5'])") << "2:3"
                                           << "without a peg";
    QTest::newRow("pegless in puzzle without IP") << QByteArray("(;GM[21]PZ[];W[D4];W[F5];W[-E4'])") << "1:27"
                                                  << "without a peg";
    QTest::newRow("pegless in puzzle after IP") << QByteArray("(;GM[21]PZ[];W[D4];W[F5]IP[];W[-E4'])") << "1:31"
                                                << "without a peg";
    QTest::newRow("pegless in puzzle beside IP")
        << QByteArray("(;GM[21]PZ[];W[D4];W[F5](;B[K4]IP[])(;W[-E4']))") << "1:40"
        << "without a peg";
    QTest::newRow("second game") << QByteArray("(;GM[21])\n(;GM[21];W[A0])") << "2:11"
                                 << "game 2";
    QTest::newRow("no tree") << QByteArray("just text") << "1:10"
                             << "";
    // Little Golem's Twixt (no GM, moves b and r) mixed with the standard B and W.
    QTest::newRow("lg twixt with B") << QByteArray("(;SZ[24]\n;b[pd]B[V10])") << "2:8"
                                     << "B[] in a Little Golem Twixt";
    QTest::newRow("lg twixt with root W") << QByteArray("(;SZ[24]W[A1]\n;r[pd])") << "1:10"
                                          << "W[] in a Little Golem Twixt";
    QTest::newRow("lg twixt with late B") << QByteArray("(;SZ[24];b[pd];r[ee];b[ff];B[gg])") << "1:29"
                                          << "whose moves are b[] and r[]";
}

void TestSgfGames::malformed()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, location);
    QFETCH(QString, message);
    const LoadResult r = sgf::read(text);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.location(), location);
    QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
}

void TestSgfGames::truncatedEverywhere()
{
    const QByteArray full
        = "(;FF[4]GM[21]SZ[24]PW[A]C[x\\]y]\n;W[L6];B[-I'3][\\I'4][K4]\n(;W[M8]V[3])(;W[swap-pieces]))";
    QVERIFY(sgf::read(full).ok());
    for (qsizetype n = 0; n < full.size(); ++n) {
        const LoadResult r = sgf::read(full.left(n));
        if (!r.ok())
            QVERIFY(r.error.line >= 1 && r.error.column >= 1);
    }
}

void TestSgfGames::hugeValues()
{
    // A 20 MB comment.
    QByteArray huge = "(;GM[11]SZ[11];B[a1]C[" + QByteArray(20 << 20, 'x') + "])";
    const Collection h = mustRead(huge);
    QCOMPARE(h.games.front().tree.comment(1).size(), 20 << 20);
}

// Found by fuzzing (tests/fuzz/regressions/fuzz_sgf/lg-twixt-with-standard-move.sgf):
// a puzzle without GM whose second node held b[pd] and B[V10]. The b made it a
// Little Golem Twixt record, where B is no move, so B[V10] was kept as an
// uninterpreted property; the writer, which writes GM[21] and B/W moves, then
// wrote a node with two moves that its own reader refused. Such a record is
// now refused where the B stands.
void TestSgfGames::fuzzLittleGolemTwixtWithStandardMove()
{
    const QByteArray found = "(;FF[4]DT[21]SZ[24]PZ[]PL[W]VW[A2:L12]\n"
                             "GN[White to play]\n"
                             "C[A puzzle];b[pd]B[V10]\n"
                             ";W[K16]C[L14-K16.]\n"
                             "(;W[-F2'][G1])(;W[G1]))";
    const LoadResult r = sgf::read(found);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.location(), QStringLiteral("3:19"));
    QVERIFY2(r.error.message.contains(QLatin1String("B[] in a Little Golem Twixt record")),
             qPrintable(r.error.message));
    // Without the stray B the same record reads as Little Golem Twixt, and what
    // the writer makes of it reads back to the same game, kept properties too.
    QByteArray clean = found;
    clean.replace("B[V10]", "");
    clean.replace(";W[K16]", ";r[kp]").replace("(;W[-F2'][G1])(;W[G1])", "(;b[gb])(;b[ga])");
    const LoadResult lg = sgf::read(clean);
    QVERIFY2(lg.ok(), qPrintable(lg.error.message));
    QCOMPARE(lg.collection->games.front().kind, GameKind::Twixt);
    const SaveResult written = sgf::write(*lg.collection);
    QVERIFY(written.ok());
    const LoadResult back = sgf::read(written.data);
    QVERIFY2(back.ok(), qPrintable(back.error.message));
    // The writer adds GM[21] (and FF) to the header; the rest is kept.
    QString difference = kibitz::test::firstDifference(*lg.collection, *back.collection, {true, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    const SaveResult again = sgf::write(*back.collection);
    QCOMPARE(again.data, written.data);
}

// 200 000 variations nested in one another, SGF's deepest shape: read,
// written, re-read, converted to Jgame and back, and every tree walk the
// program makes, none of which may recurse per level (a recursion that deep
// overflows the stack, the 8 MiB of the main thread and less on the thread
// that opens files).
void TestSgfGames::nestedVariationsThroughEveryLayer_data()
{
    QTest::addColumn<bool>("siblings");
    QTest::newRow("one variation per level") << false;
    QTest::newRow("two variations per level") << true;
}

void TestSgfGames::nestedVariationsThroughEveryLayer()
{
    QFETCH(bool, siblings);
    const int depth = 200000;
    const QByteArray bytes = kibitz::test::nestedSgf(depth, siblings);
    const Collection c = mustRead(bytes);
    QCOMPARE(c.games.size(), std::size_t(1));
    const GameTree &tree = c.games.front().tree;
    const TreeStats stats = tree.stats();
    QCOMPARE(stats.depth, std::size_t(depth));
    QCOMPARE(stats.nodes, std::size_t(siblings ? 2 * depth + 1 : depth + 1));
    QCOMPARE(stats.leaves, std::size_t(siblings ? depth + 1 : 1));
    QCOMPARE(stats.mainLine, std::size_t(depth));

    // The walks of the move list and the game tree panel.
    const NodeId deepest = tree.endOfLine(tree.root());
    QCOMPARE(tree.depth(deepest), depth);
    QCOMPARE(tree.pathFromRoot(deepest).size(), std::size_t(depth + 1));
    QCOMPARE(tree.mainLine().size(), std::size_t(depth + 1));
    QCOMPARE(tree.nodeByPath(tree.indexPath(deepest)), deepest);
    QVERIFY(tree.isAncestor(tree.root(), deepest));
    std::size_t walked = 0;
    for (NodeId n = tree.root(); n != NoNode; n = tree.nextInPreorder(n))
        ++walked;
    QCOMPARE(walked, stats.nodes);

    // Written: the same SGF (nested variations become one sequence when a
    // node has one child), read back to the same game.
    const SaveResult written = serialize(c, FileFormat::Sgf);
    QVERIFY2(written.ok(), qPrintable(written.error));
    QCOMPARE(written.data.count('('), qsizetype(siblings ? 2 * depth + 1 : 1));
    const Collection back = mustRead(written.data);
    QString difference = kibitz::test::firstDifference(c, back, {true, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Converted to Jgame and back; the Jgame reader sees the same tree.
    const SaveResult jgame = serialize(c, FileFormat::Jgame);
    QVERIFY2(jgame.ok(), qPrintable(jgame.error));
    LoadResult fromJgame = loadBytes(jgame.data, detectFormat(jgame.data));
    QVERIFY2(fromJgame.ok(), qPrintable(fromJgame.error.message));
    difference = kibitz::test::firstDifference(c, *fromJgame.collection, {false, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    const SaveResult again = serialize(*fromJgame.collection, FileFormat::Sgf);
    QVERIFY(again.ok());
    difference = kibitz::test::firstDifference(c, mustRead(again.data), {false, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // The same tree built as Jgame reads to the same model.
    LoadResult built = loadBytes(kibitz::test::deepJgame(depth, siblings), FileFormat::Jgame);
    QVERIFY2(built.ok(), qPrintable(built.error.message));
    built.collection->games.front().player1.clear();
    built.collection->games.front().player2.clear();
    difference = kibitz::test::firstDifference(c, *built.collection, {false, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));

    // Editing at depth: copying, promoting and detaching whole lines.
    GameTree edited = tree;
    const NodeId copy = edited.copySubtree(tree, tree.firstChild(tree.root()), edited.root());
    const TreeStats withCopy = edited.stats();
    QCOMPARE(withCopy.depth, std::size_t(depth));
    QCOMPARE(withCopy.nodes, stats.nodes + (siblings ? 2 * depth - 1 : depth));
    edited.promoteToMainLine(edited.endOfLine(copy));
    QCOMPARE(edited.endOfLine(edited.root()), edited.endOfLine(copy));
    const int index = edited.detachSubtree(copy);
    QCOMPARE(edited.stats().nodes, stats.nodes);
    edited.reattachSubtree(copy, edited.root(), index);
    QCOMPARE(edited.stats().nodes, withCopy.nodes);
}

// A game of 1 000 000 moves: read, written, converted to Jgame and back.
void TestSgfGames::millionMoveGame()
{
    const int moves = 1000000;
    const Collection c = mustRead(kibitz::test::longSgf(moves));
    QCOMPARE(c.games.size(), std::size_t(1));
    const GameTree &tree = c.games.front().tree;
    QCOMPARE(tree.stats().depth, std::size_t(moves));
    QCOMPARE(tree.depth(tree.endOfLine(tree.root())), moves);
    const SaveResult written = serialize(c, FileFormat::Sgf);
    QVERIFY(written.ok());
    QString difference = kibitz::test::firstDifference(c, mustRead(written.data), {true, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    const SaveResult jgame = serialize(c, FileFormat::Jgame);
    QVERIFY2(jgame.ok(), qPrintable(jgame.error));
    const LoadResult back = loadBytes(jgame.data, FileFormat::Jgame);
    QVERIFY2(back.ok(), qPrintable(back.error.message));
    difference = kibitz::test::firstDifference(c, *back.collection, {false, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

// Found by fuzzing (tests/fuzz/regressions/fuzz_registry/lg-draw-offer-not-utf8.sgf):
// the text after '|' of a Little Golem Twixt move (a draw offer) was kept as
// the uninterpreted property LG unescaped and in the file's bytes, unlike
// every other kept value: bytes that were not UTF-8 changed when the saved
// file was read again, and an escaped ']' was written unescaped, ending the
// value early. It is now kept escaped and in UTF-8, as other values are
// (without CA, bytes that are not UTF-8 are read as Latin-1).
void TestSgfGames::fuzzLittleGolemDrawOfferKeptAsWritten()
{
    const QByteArray lg = "(;FF[4]EV[twixt.ld.DEFAULT]SZ[24]SO[https://www.littlegolem.net];b[ec];"
                          "r[qi|dr\\]a\xd7w];b[pj];r[ff|draw\\\\])";
    const LoadResult r = sgf::read(lg);
    QVERIFY2(r.ok(), qPrintable(r.error.message));
    const GameTree &tree = r.collection->games.front().tree;
    const std::vector<NodeId> line = tree.mainLine();
    QCOMPARE(tree.unknownProperties(line.at(2)).front().values.front(), QByteArray("|dr\\]a\xC3\x97w"));
    QCOMPARE(tree.unknownProperties(line.at(4)).front().values.front(), QByteArray("|draw\\\\"));
    const SaveResult written = sgf::write(*r.collection);
    QVERIFY(written.ok());
    QVERIFY2(written.data.contains("r[qi|dr\\]a\xC3\x97w]"), written.data.constData());
    QVERIFY(written.data.contains("CA[UTF-8]"));
    const LoadResult back = sgf::read(written.data);
    QVERIFY2(back.ok(), qPrintable(back.error.message));
    const QString difference = kibitz::test::firstDifference(*r.collection, *back.collection, {true, false});
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(sgf::write(*back.collection).data, written.data);
}

QTEST_GUILESS_MAIN(TestSgfGames)
#include "tst_sgfgames.moc"
