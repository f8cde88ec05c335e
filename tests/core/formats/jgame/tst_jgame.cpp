#include "deepgames.h"
#include "formats/jgame/jgame.h"
#include "formats/registry.h"
#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"
#include "jgamebuilder.h"
#include "modeldiff.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace kibitz;
using test::JgameBuilder;

namespace {

// A small Hex tree: root comment; main line a (g) -> b, and a variation c with
// an evaluation; player names in UTF-8.
QByteArray sampleHex()
{
    JgameBuilder b = JgameBuilder::standard("hex1", 5, "Ærlig", "Bob");
    b.comment("start").children(2);
    b.move(1, 2, 1).mainMark(1).children(1);
    b.move(2, 2, 2).eval(10000).comment("wins").children(0);
    b.move(0, 4, 1).eval(-250).children(0);
    return b.bytes();
}

QByteArray sampleTwixtLong()
{
    JgameBuilder b = JgameBuilder::standard("twixt1", 24, "V", "H");
    b.children(1);
    b.move(5, 5, 1).children(1);
    b.move(10, 10, 2).children(1);
    b.move(6, 7, 1).children(1); // links to (5,5): bottom (6,7), dir 3
    // Long move: remove (6,7) dir 3, add nothing, place (12,12) for player 2,
    // pbem_null = 1.
    QByteArray lm;
    lm.append(char(12)).append(char(12)).append(char(2)).append(char(1));
    lm.append(char(0)).append(char(1)).append(char(6)).append(char(7)).append(char(3));
    lm.append(char(0)).append(char(0));
    b.pair("m", lm).children(0);
    return b.bytes();
}

Collection load(const QByteArray &bytes)
{
    LoadResult r = jgame::read(bytes);
    if (!r.ok())
        qWarning() << r.error.location() << r.error.message;
    Q_ASSERT(r.ok());
    return std::move(*r.collection);
}

} // namespace

class TestJgame : public QObject {
    Q_OBJECT
private slots:
    void specHeaderExample()
    {
        // The spec's example encodes 'bdsize' => 10 as a one-byte value
        // ({\x06 'b' 'd' 's' 'i' 'z' 'e' \x00 \x00 \x00 \x01 \x0a}) while its
        // key table says 4 bytes: both are read, and the width is kept.
        JgameBuilder b;
        b.headerInt("gtv", 2).raw(QByteArray("\x06"
                                             "bdsize"
                                             "\x00\x00\x00\x01\x0a",
                                             12));
        b.header("type", "hex1").headerInt("hgtv", 1).end().children(0);
        const QByteArray bytes = b.bytes();
        const Collection c = load(bytes);
        QCOMPARE(c.games.front().columns, 10);
        QCOMPARE(c.games.front().kind, GameKind::Hex);
        QCOMPARE(jgame::write(c.games.front()).data, bytes);

        JgameBuilder wide;
        wide.headerInt("gtv", 2).headerInt("bdsize", 10).header("type", "hex1").end().children(0);
        QVERIFY(wide.bytes().contains(QByteArray("\x06"
                                                 "bdsize"
                                                 "\x00\x00\x00\x04\x00\x00\x00\x0a",
                                                 15)));
        QCOMPARE(load(wide.bytes()).games.front().columns, 10);
    }

    void readsHexTree()
    {
        const Collection c = load(sampleHex());
        QCOMPARE(c.games.size(), std::size_t(1));
        const GameRecord &g = c.games.front();
        QCOMPARE(g.kind, GameKind::Hex);
        QCOMPARE(g.columns, 5);
        QCOMPARE(g.rows, 5);
        QCOMPARE(g.player1, QStringLiteral("Ærlig"));
        QCOMPARE(g.player2, QStringLiteral("Bob"));
        const GameTree &t = g.tree;
        QCOMPARE(t.comment(t.root()), QStringLiteral("start"));
        QCOMPARE(t.childCount(t.root()), 2);
        const NodeId a = t.child(t.root(), 0);
        QCOMPARE(decodeHexStone(t.moveData(a)), std::optional<HexStone>(HexStone{1, 2, 1}));
        QCOMPARE(t.mainMark(a), std::optional<std::uint8_t>(1));
        const NodeId b = t.child(a, 0);
        QCOMPARE(t.evaluation(b), std::optional<int>(Eval::Player1Wins));
        QCOMPARE(t.comment(b), QStringLiteral("wins"));
        const NodeId c2 = t.child(t.root(), 1);
        QCOMPARE(t.evaluation(c2), std::optional<int>(-250));
        const TreeStats s = t.stats();
        QCOMPARE(s.nodes, std::size_t(4));
        QCOMPARE(s.mainLine, std::size_t(2));
        QCOMPARE(s.leaves, std::size_t(2));
        QCOMPARE(s.comments, std::size_t(2));
        QCOMPARE(s.evaluations, std::size_t(2));
    }

    void roundTripIsByteIdentical_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("hex") << sampleHex();
        QTest::newRow("twixt long move") << sampleTwixtLong();
        {
            // Keys in an unusual order, unknown header and node keys, a Latin-1
            // comment, a 'g' byte that is neither 0 nor 1, 'pov', duplicate
            // sibling moves.
            JgameBuilder b;
            b.header("zz", "opaque").headerInt("gtv", 2).header("name", "Caf\xe9").header("pov", QByteArray(1, 2));
            b.headerInt("bdsize", 7).header("type", "hex1").headerInt("hgtv", 1).end();
            b.pair("x", "root extra").children(3);
            b.comment("Caf\xe9").pair("q", "1").move(3, 3, 1).mainMark(7).eval(12345).children(0);
            b.move(3, 3, 1).children(0);
            b.mainMark(0).move(0, 0, 2).children(0);
            QTest::newRow("odd order") << b.bytes();
        }
        {
            // No player names, no comments: the minimum.
            JgameBuilder b;
            b.headerInt("gtv", 2).headerInt("hgtv", 1).headerInt("bdsize", 3).header("type", "hex1").end().children(0);
            QTest::newRow("empty tree") << b.bytes();
        }
    }
    void roundTripIsByteIdentical()
    {
        QFETCH(QByteArray, bytes);
        const Collection c = load(bytes);
        const SaveResult saved = jgame::write(c.games.front());
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(saved.data.toHex(' '), bytes.toHex(' '));
    }

    void editsAreWritten()
    {
        Collection c = load(sampleHex());
        GameRecord &g = c.games.front();
        g.player2 = QStringLiteral("Ève");
        const NodeId a = g.tree.child(g.tree.root(), 0);
        g.tree.setComment(a, QStringLiteral("new"));
        g.tree.clearEvaluation(g.tree.child(g.tree.root(), 1));
        g.tree.addMove(a, quint8(MoveTag::Place), encodeHexStone({4, 4, 2}));
        const SaveResult saved = jgame::write(g);
        QVERIFY(saved.ok());
        const Collection back = load(saved.data);
        const GameRecord &h = back.games.front();
        QCOMPARE(h.player2, QStringLiteral("Ève"));
        QCOMPARE(h.player1, g.player1);
        const NodeId a2 = h.tree.child(h.tree.root(), 0);
        QCOMPARE(h.tree.comment(a2), QStringLiteral("new"));
        QCOMPARE(h.tree.childCount(a2), 2);
        QCOMPARE(h.tree.evaluation(h.tree.child(h.tree.root(), 1)), std::nullopt);
    }

    void twixtLongMove()
    {
        const Collection c = load(sampleTwixtLong());
        const GameRecord &g = c.games.front();
        QCOMPARE(g.kind, GameKind::Twixt);
        QCOMPARE(g.columns, 24);
        const NodeId last = g.tree.endOfLine(g.tree.root());
        const auto m = decodeTwixtMove(g.tree.moveData(last));
        QVERIFY(m);
        QVERIFY(m->longMove);
        QCOMPARE(m->pbemNull, std::uint8_t(1));
        QVERIFY(m->autoLink());
        QCOMPARE(m->removed, (std::vector<TwixtLink>{TwixtLink{6, 7, 3}}));
        QVERIFY(m->added.empty());
        QCOMPARE(m->x, 12);
        QCOMPARE(m->player, 2);
    }

    void oldJhexFormat()
    {
        JgameBuilder b(true);
        b.header("size", QByteArray(1, 6)).header("vplayer", "Vert").header("hplayer", "Horiz").header("name", "old");
        b.end();
        b.children(2);
        float one = 1.0f, minusHalf = -0.5f;
        quint32 bitsOne, bitsHalf;
        std::memcpy(&bitsOne, &one, 4);
        std::memcpy(&bitsHalf, &minusHalf, 4);
        b.move(2, 3, 1)
            .pair("v", JgameBuilder::int32(qint32(bitsOne)))
            .pair("g", QByteArray(1, 1))
            .pair("c", "old comment")
            .children(0);
        b.move(1, 1, 1).pair("v", JgameBuilder::int32(qint32(bitsHalf))).children(0);
        const QByteArray bytes = b.bytes();
        QCOMPARE(detectFormat(bytes), FileFormat::JgameOld);
        const Collection c = load(bytes);
        const GameRecord &g = c.games.front();
        QCOMPARE(g.columns, 6);
        QCOMPARE(g.player1, QStringLiteral("Vert"));
        QCOMPARE(g.player2, QStringLiteral("Horiz"));
        QCOMPARE(g.name, QStringLiteral("old"));
        const NodeId a = g.tree.child(g.tree.root(), 0);
        QCOMPARE(g.tree.evaluation(a), std::optional<int>(Eval::Player1Wins));
        QCOMPARE(g.tree.comment(a), QStringLiteral("old comment"));
        QCOMPARE(g.tree.evaluation(g.tree.child(g.tree.root(), 1)), std::optional<int>(-5000));

        // Saved in the current format, and read back the same.
        const SaveResult saved = jgame::write(g);
        QVERIFY(saved.ok());
        QCOMPARE(detectFormat(saved.data), FileFormat::Jgame);
        const Collection back = load(saved.data);
        const GameRecord &h = back.games.front();
        QCOMPARE(h.player1, QStringLiteral("Vert"));
        QCOMPARE(h.columns, 6);
        QCOMPARE(h.tree.stats().nodes, std::size_t(3));
        QCOMPARE(h.tree.comment(h.tree.child(h.tree.root(), 0)), QStringLiteral("old comment"));
    }

    void detection()
    {
        QCOMPARE(detectFormat(sampleHex()), FileFormat::Jgame);
        QCOMPARE(detectFormat(QByteArray("(;FF[4]GM[11])")), FileFormat::Sgf);
        QCOMPARE(detectFormat(QByteArray()), FileFormat::Unknown);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::addColumn<qint64>("offset");

        QTest::newRow("empty") << QByteArray() << "unexpected end of file" << qint64(0);
        {
            // Found by fuzzing: the model kept one value, the header both.
            JgameBuilder b;
            b.headerInt("gtv", 2).header("player2", "Ada");
            const qint64 at = b.bytes().size();
            b.header("player2", "Bao").headerInt("bdsize", 5).header("type", "hex1").end().children(0);
            QTest::newRow("header key twice") << b.bytes() << "second 'player2'" << at;
        }
        {
            // Found by fuzzing: an old file's 'pov' was kept unchecked and
            // saved in the current format, whose reader refused it.
            JgameBuilder b(true);
            b.header("size", QByteArray(1, 6));
            const qint64 at = b.bytes().size();
            b.header("pov", QByteArray()).end().children(0);
            QTest::newRow("old file, empty pov") << b.bytes() << "'pov' must be a 1-byte integer" << at;
        }
        {
            JgameBuilder b;
            b.headerInt("gtv", 2).raw(QByteArray("\x04"
                                                 "name"
                                                 "\x7f\xff\xff\xff"
                                                 "abc",
                                                 12));
            QTest::newRow("huge header length") << b.bytes() << "claims 2147483647 bytes" << qint64(17);
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            const qint64 at = b.bytes().size();
            b.raw(QByteArray("\x01"
                             "c"
                             "\x7f\xff\xff\xff",
                             6));
            QTest::newRow("huge comment length") << b.bytes() << "claims 2147483647 bytes" << at + 2;
        }
        {
            // Cut short inside a move: the message names the move, not its key.
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            const qint64 at = b.bytes().size();
            b.raw(QByteArray("\x01"
                             "m"
                             "\x00\x03"
                             "\x01",
                             5));
            QTest::newRow("truncated move")
                << b.bytes() << "the file ends inside the move: it claims 3 bytes but only 1 remain" << at + 2;
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(3).move(1, 1, 1).children(0);
            QTest::newRow("child count beyond data")
                << b.bytes() << "unexpected end of file" << qint64(b.bytes().size());
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(1);
            const qint64 at = b.bytes().size();
            b.pair("m", "\x01\x01").children(0);
            QTest::newRow("short move") << b.bytes() << "at least 3 bytes" << at;
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(1);
            const qint64 at = b.bytes().size();
            b.pair("m", QByteArray("\x01\x01\x01\x00", 4)).children(0);
            QTest::newRow("hex move of 4 bytes") << b.bytes() << "must be 3 bytes" << at;
        }
        {
            JgameBuilder b = JgameBuilder::standard("twixt1", 24);
            b.children(1);
            const qint64 at = b.bytes().size();
            b.pair("m", QByteArray("\x01\x01\x01\x00\x00", 5)).children(0);
            QTest::newRow("twixt move of 5 bytes") << b.bytes() << "at least 8 bytes" << at;
        }
        {
            JgameBuilder b = JgameBuilder::standard("twixt1", 24);
            b.children(1);
            const qint64 at = b.bytes().size() + 4;
            b.pair("m", QByteArray("\x01\x01\x01\x00\x00\x05\x00\x00", 8)).children(0);
            QTest::newRow("twixt link count too big") << b.bytes() << "do not fit" << at + 4;
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(1);
            const qint64 at = b.bytes().size() + 4;
            b.move(5, 0, 1).children(0);
            QTest::newRow("x outside") << b.bytes() << "outside the 5x5 board" << at;
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(1);
            const qint64 at = b.bytes().size() + 6;
            b.move(0, 0, 3).children(0);
            QTest::newRow("bad colour") << b.bytes() << "neither 1 nor 2" << at;
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(1);
            const qint64 at = b.bytes().size();
            b.comment("no move").children(0);
            QTest::newRow("node without move") << b.bytes() << "has no move" << at;
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(0).raw("xyz");
            QTest::newRow("trailing bytes") << b.bytes() << "unexpected bytes after" << qint64(b.bytes().size() - 3);
        }
        {
            JgameBuilder b;
            b.headerInt("gtv", 3).headerInt("bdsize", 5).header("type", "hex1").end().children(0);
            QTest::newRow("version 3") << b.bytes() << "unsupported game tree version 3" << qint64(0);
        }
        {
            JgameBuilder b;
            b.headerInt("gtv", 2).headerInt("bdsize", 5).header("type", "chess").end().children(0);
            QTest::newRow("unknown type") << b.bytes() << "unknown game type" << qint64(27);
        }
        {
            JgameBuilder b;
            b.headerInt("gtv", 2).headerInt("bdsize", 0).header("type", "hex1").end().children(0);
            QTest::newRow("board size 0") << b.bytes() << "out of range" << qint64(12);
        }
        {
            JgameBuilder b;
            b.header("name", "x").end().children(0);
            QTest::newRow("no gtv, no size") << b.bytes() << "neither 'gtv' nor 'size'" << qint64(0);
        }
        {
            JgameBuilder b = JgameBuilder::standard("hex1", 5);
            b.children(1);
            const qint64 at = b.bytes().size() + 7;
            b.move(1, 1, 1).pair("r", "\x01").children(0);
            QTest::newRow("r of 1 byte") << b.bytes() << "'r' must be a 2-byte integer" << at;
        }
        {
            JgameBuilder b(true);
            b.header("size", QByteArray(1, 5)).end();
            const qint64 at = b.bytes().size() + 1;
            b.raw(QByteArray("\x00\x7f\xff\xff\xff", 5));
            QTest::newRow("old child count 0x7fffffff") << b.bytes() << "unexpected end of file" << at + 4;
        }
    }
    void malformed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QFETCH(qint64, offset);
        const LoadResult r = jgame::read(bytes);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
        QCOMPARE(r.error.offset, offset);
    }

    void truncationAtEveryOffset()
    {
        for (const QByteArray &full : {sampleHex(), sampleTwixtLong()}) {
            for (qsizetype n = 0; n < full.size(); ++n) {
                const LoadResult r = jgame::read(full.first(n));
                QVERIFY2(!r.ok(), qPrintable(QStringLiteral("prefix of %1 bytes was accepted").arg(n)));
                QVERIFY(r.error.offset >= 0 && r.error.offset <= n);
                QVERIFY(!r.error.message.isEmpty());
            }
            QVERIFY(jgame::read(full).ok());
        }
    }

    void randomBytesNeverCrash()
    {
        QRandomGenerator rng(42);
        const QByteArray base = sampleHex();
        for (int i = 0; i < 3000; ++i) {
            QByteArray bytes = base;
            // Flip a few bytes of a valid file, or make up a random one.
            if (i % 3 == 0) {
                bytes = QByteArray(int(rng.bounded(200)), '\0');
                for (char &c : bytes)
                    c = char(rng.bounded(256));
            } else {
                for (int k = 0; k < 1 + i % 4; ++k)
                    bytes[int(rng.bounded(bytes.size()))] = char(rng.bounded(256));
            }
            const LoadResult r = jgame::read(bytes);
            if (r.ok()) {
                // Whatever is accepted is written and re-read the same way.
                const SaveResult s = jgame::write(r.collection->games.front());
                QVERIFY(s.ok());
                const LoadResult again = jgame::read(s.data);
                QVERIFY(again.ok());
                QCOMPARE(again.collection->games.front().tree.stats().nodes,
                         r.collection->games.front().tree.stats().nodes);
            } else {
                QVERIFY(r.error.offset >= 0 && r.error.offset <= bytes.size());
            }
        }
    }

    void deepTreeWithoutRecursion()
    {
        // 100 000 moves in a line on a 255x255 board.
        JgameBuilder b = JgameBuilder::standard("hex1", 255);
        b.children(1);
        for (int i = 0; i < 100000; ++i)
            b.move(i % 255, (i / 255) % 255, 1 + i % 2).children(i + 1 < 100000 ? 1 : 0);
        const QByteArray bytes = b.bytes();
        const Collection c = load(bytes);
        QCOMPARE(c.games.front().tree.stats().depth, std::size_t(100000));
        const SaveResult s = jgame::write(c.games.front());
        QVERIFY(s.ok());
        QCOMPARE(s.data, bytes);
    }

    // 200 000 levels with a second move at each, and a line of 1 000 000
    // moves: read, written byte for byte, converted to SGF and back, walked.
    void deepBranchingAndMillionMoveTrees_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<bool>("siblings");
        QTest::newRow("200 000 levels, two moves each") << 200000 << true;
        QTest::newRow("1 000 000 moves in a line") << 1000000 << false;
    }
    void deepBranchingAndMillionMoveTrees()
    {
        QFETCH(int, depth);
        QFETCH(bool, siblings);
        const QByteArray bytes = kibitz::test::deepJgame(depth, siblings);
        const Collection c = load(bytes);
        const GameTree &tree = c.games.front().tree;
        const TreeStats stats = tree.stats();
        QCOMPARE(stats.depth, std::size_t(depth));
        QCOMPARE(stats.nodes, std::size_t(siblings ? 2 * depth + 1 : depth + 1));
        QCOMPARE(tree.pathFromRoot(tree.endOfLine(tree.root())).size(), std::size_t(depth + 1));
        std::size_t walked = 0;
        for (NodeId n = tree.root(); n != NoNode; n = tree.nextInPreorder(n))
            ++walked;
        QCOMPARE(walked, stats.nodes);
        const SaveResult written = jgame::write(c.games.front());
        QVERIFY(written.ok());
        QCOMPARE(written.data, bytes);
        const SaveResult sgf = serialize(c, FileFormat::Sgf);
        QVERIFY2(sgf.ok(), qPrintable(sgf.error));
        const LoadResult back = loadBytes(sgf.data, FileFormat::Sgf);
        QVERIFY2(back.ok(), qPrintable(back.error.message));
        const QString difference = kibitz::test::firstDifference(c, *back.collection, {false, false});
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    // Found by fuzzing (tests/fuzz/regressions/fuzz_jgame/header-without-tgtv.bin,
    // then version-key-holding-text.bin):
    // a Twixt header whose 'tgtv' was mangled into another key read, and the
    // writer added the required 'tgtv', so the kept header changed on a round
    // trip without the user being told. Such headers (a required key missing,
    // the other game's version key, a negative version) still read, with a
    // warning that saving normalises them; the save is then stable.
    void fuzzHeaderWithoutVersionKey_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("warning");
        auto twixt = [](bool version, bool type, const QByteArray &extra = {}, qint32 versionValue = 1) {
            JgameBuilder b;
            b.headerInt("gtv", 2).header("player1", "Vera").header("name", "Sample");
            if (version)
                b.headerInt("tgtv", versionValue);
            if (!extra.isEmpty())
                b.headerInt(extra, 1);
            b.headerInt("bdsize", 24);
            if (type)
                b.header("type", "twixt1");
            b.end().children(1).move(11, 8, 1).children(0);
            return b.bytes();
        };
        QTest::newRow("no tgtv") << twixt(false, true, "tgt`") << "lacks the required 'tgtv'";
        QTest::newRow("no type") << twixt(true, false) << "lacks the required 'type'";
        QTest::newRow("hgtv in Twixt") << twixt(true, true, "hgtv") << "'hgtv' contradicts its Twixt game";
        QTest::newRow("negative tgtv") << twixt(true, true, {}, -3) << "'tgtv' is not a version number";
        // The second finding: a version key holding text (19 bytes).
        JgameBuilder text;
        text.headerInt("gtv", 2).header("player2", "Bao").header("tgtv", "Sample Hex analysis");
        text.headerInt("bdsize", 24).header("type", "twixt1").end().children(1).move(11, 8, 1).children(0);
        QTest::newRow("tgtv holding text") << text.bytes() << "'tgtv' is not a version number";
    }
    void fuzzHeaderWithoutVersionKey()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, warning);
        const LoadResult first = jgame::read(bytes);
        QVERIFY2(first.ok(), qPrintable(first.error.message));
        // No known producer writes such a header: a violation of the spec.
        QVERIFY(first.warnings.isEmpty());
        QCOMPARE(first.violations.size(), 1);
        QVERIFY2(first.violations.first().contains(warning), qPrintable(first.violations.first()));
        const SaveResult saved = jgame::write(first.collection->games.front());
        QVERIFY(saved.ok());
        QVERIFY(saved.data.contains("\x04tgtv\x00\x00\x00\x04\x00\x00\x00\x01"));
        QVERIFY(saved.data.contains("\x04type\x00\x00\x00\x06twixt1"));
        QVERIFY(!saved.data.contains("hgtv"));
        const LoadResult second = jgame::read(saved.data);
        QVERIFY2(second.ok(), qPrintable(second.error.message));
        QVERIFY(second.warnings.isEmpty() && second.violations.isEmpty());
        const QString difference = kibitz::test::firstDifference(*first.collection, *second.collection, {true, false});
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(jgame::write(second.collection->games.front()).data, saved.data);
    }

    // Found by reading the writer after the finding above, confirmed by the
    // harness (tests/fuzz/regressions/fuzz_jgame/empty-player-name.bin): a
    // header key the file gives an empty value ('player1' left blank) was
    // dropped on saving. It is now written back as it was.
    void emptyHeaderValuesStay()
    {
        JgameBuilder b;
        b.headerInt("gtv", 2).header("player1", "").header("player2", "Bob").header("name", "");
        b.headerInt("hgtv", 1)
            .headerInt("bdsize", 11)
            .header("type", "hex1")
            .end()
            .children(1)
            .move(5, 5, 1)
            .children(0);
        const QByteArray bytes = b.bytes();
        const LoadResult r = jgame::read(bytes);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QVERIFY(r.warnings.isEmpty());
        GameRecord game = r.collection->games.front();
        QVERIFY(game.player1.isEmpty());
        QCOMPARE(jgame::write(game).data, bytes);
        // Emptied by the user: a key that had a value is left out.
        game.player2.clear();
        const QByteArray saved = jgame::write(game).data;
        QVERIFY(!saved.contains("player2"));
        QVERIFY(saved.contains(QByteArray("\x07player1\x00\x00\x00\x00", 12)));
        // Named by the user: the blank key gets the name.
        game.player1 = QStringLiteral("Alice");
        QVERIFY(jgame::write(game).data.contains(QByteArray("\x07player1\x00\x00\x00\x05"
                                                            "Alice",
                                                            17)));
    }

    void progressAndCancel()
    {
        JgameBuilder b = JgameBuilder::standard("hex1", 255);
        b.children(1);
        for (int i = 0; i < 50000; ++i)
            b.move(i % 255, (i / 255) % 255, 1 + i % 2).children(i + 1 < 50000 ? 1 : 0);
        const QByteArray bytes = b.bytes();
        // Reported: growing offsets within the input, every few thousand nodes.
        std::vector<qint64> reported;
        ReadOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            if (total != bytes.size())
                return false;
            reported.push_back(done);
            return true;
        };
        QVERIFY(jgame::read(bytes, options).ok());
        QVERIFY(reported.size() >= 10);
        QVERIFY(std::is_sorted(reported.begin(), reported.end()));
        QVERIFY(reported.back() < bytes.size());
        // Cancelled: a failure that says so, and no collection.
        int calls = 0;
        options.progress = [&](qint64, qint64) { return ++calls < 3; };
        const LoadResult cancelled = jgame::read(bytes, options);
        QVERIFY(!cancelled.ok());
        QVERIFY(cancelled.error.cancelled);
        QCOMPARE(calls, 3);
    }

    void writerRefusesWhatItCannotHold()
    {
        GameRecord g;
        g.kind = GameKind::Hex;
        g.columns = g.rows = 11;
        const NodeId a = g.tree.appendChild(g.tree.root(), quint8(MoveTag::Place), encodeHexStone({0, 0, 1}));
        g.tree.appendChild(a, quint8(MoveTag::Special), encodeSpecial(SpecialMove::Resign, 2));
        SaveResult s = jgame::write(g);
        QVERIFY(s.ok());
        QCOMPARE(s.warnings.size(), 1);
        QVERIFY(s.warnings.first().contains(QLatin1String("resign")));

        const NodeId swap = g.tree.appendChild(a, quint8(MoveTag::Special), encodeSpecial(SpecialMove::SwapPieces, 2));
        g.tree.appendChild(swap, quint8(MoveTag::Place), encodeHexStone({1, 1, 1}));
        s = jgame::write(g);
        QVERIFY(!s.ok());

        GameRecord big;
        big.kind = GameKind::Twixt;
        big.columns = 30;
        big.rows = 24;
        QVERIFY(!jgame::write(big).ok());
        big.kind = GameKind::Backgammon;
        QVERIFY(!jgame::write(big).ok());
    }
};

QTEST_GUILESS_MAIN(TestJgame)
#include "tst_jgame.moc"
