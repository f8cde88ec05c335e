// Text encodings of SGF: UTF-16 files (Sabaki and libsgfc++ read them),
// CA charsets whose bytes are not ASCII-transparent (ISO-2022-JP), a CA no
// decoder knows, and names whose bytes lose something when decoded (not
// UTF-8, a NUL): read, with a warning that names the place.

#include "formats/registry.h"
#include "formats/sgf/sgfgames.h"

#include <QStringDecoder>
#include <QStringEncoder>
#include <QTest>

using namespace kibitz;

namespace {

QByteArray encodeUtf16(const QString &text, QStringConverter::Encoding encoding, bool bom)
{
    QStringEncoder encoder(encoding, bom ? QStringConverter::Flag::WriteBom : QStringConverter::Flag::Default);
    return encoder(text);
}

const QString kGame
    = QStringLiteral("(;FF[4]GM[11]SZ[5]PB[Zo\u00eb]PW[\u5c71\u7530]C[\u00e9t\u00e9]\n;B[a1];W[b2]\n;B[c3])\n");

} // namespace

class TestSgfEncodings : public QObject {
    Q_OBJECT

private slots:
    void utf16_data()
    {
        QTest::addColumn<int>("encoding");
        QTest::addColumn<bool>("bom");
        // What the file's CA says: nothing, or the truth (a UTF-16 file's
        // values are read as its text, not decoded again by CA), or a charset
        // that the text was not in.
        QTest::addColumn<QString>("charset");
        QTest::newRow("LE with BOM") << int(QStringConverter::Utf16LE) << true << QString();
        QTest::newRow("BE with BOM") << int(QStringConverter::Utf16BE) << true << QString();
        QTest::newRow("LE without BOM") << int(QStringConverter::Utf16LE) << false << QString();
        QTest::newRow("BE without BOM") << int(QStringConverter::Utf16BE) << false << QString();
        QTest::newRow("LE, CA[UTF-16]") << int(QStringConverter::Utf16LE) << true << QStringLiteral("UTF-16");
        QTest::newRow("BE, CA[utf-16be]") << int(QStringConverter::Utf16BE) << false << QStringLiteral("utf-16be");
        QTest::newRow("LE, CA[UTF-16LE]") << int(QStringConverter::Utf16LE) << false << QStringLiteral("UTF-16LE");
        QTest::newRow("LE, CA[ISO-8859-1]") << int(QStringConverter::Utf16LE) << true << QStringLiteral("ISO-8859-1");
    }

    // Read as the same text in UTF-8, with a warning.
    void utf16()
    {
        QFETCH(int, encoding);
        QFETCH(bool, bom);
        QFETCH(QString, charset);
        QString game = kGame;
        if (!charset.isEmpty())
            game.replace(QStringLiteral("GM[11]"), QStringLiteral("GM[11]CA[%1]").arg(charset));
        const QByteArray data = encodeUtf16(game, QStringConverter::Encoding(encoding), bom);
        QCOMPARE(detectFormat(data, QStringLiteral("x.txt")), FileFormat::Sgf);
        const LoadResult expected = loadBytes(kGame.toUtf8(), FileFormat::Sgf);
        QVERIFY(expected.ok());
        for (const int parts : {1, 4}) {
            const LoadResult r = loadBytes(data, FileFormat::Sgf, {}, parts);
            QVERIFY2(r.ok(), qPrintable(r.error.location() + u' ' + r.error.message));
            const GameRecord &g = r.collection->games.front();
            QCOMPARE(g.player1, QStringLiteral("Zo\u00eb"));
            QCOMPARE(g.player2, QStringLiteral("\u5c71\u7530"));
            QCOMPARE(g.tree.comment(g.tree.root()), QStringLiteral("\u00e9t\u00e9"));
            QCOMPARE(g.tree.stats().nodes, expected.collection->games.front().tree.stats().nodes);
            QCOMPARE(r.warnings.size(), 1);
            QVERIFY(r.warnings.front().startsWith(QStringLiteral("1:1: the file is in UTF-16")));
        }
        // Headers only (File > Open): the trees are read at once.
        ReadOptions headers;
        headers.headersOnly = true;
        const LoadResult h = loadBytes(data, FileFormat::Sgf, headers);
        QVERIFY(h.ok());
        QCOMPARE(h.collection->games.front().unreadTree.offset, qint64(-1));
        QCOMPARE(h.collection->games.front().tree.stats().nodes, std::size_t(4));
    }

    // An error names line:column of the decoded text, and a node's offset
    // (kibitz-cli check) is described there too.
    void utf16Places()
    {
        const QString broken = QStringLiteral("(;FF[4]GM[11]SZ[5]PB[\u5c71]\n;B[a1]\n;W[b2]Q\n)");
        const LoadResult expected = loadBytes(broken.toUtf8(), FileFormat::Sgf);
        QVERIFY(!expected.ok());
        for (const auto encoding : {QStringConverter::Utf16LE, QStringConverter::Utf16BE}) {
            const QByteArray data = encodeUtf16(broken, encoding, true);
            const LoadResult r = loadBytes(data, FileFormat::Sgf);
            QVERIFY(!r.ok());
            QCOMPARE(r.error.message, expected.error.message);
            QCOMPARE(r.error.line, 3);
            QCOMPARE(r.error.line, expected.error.line);
            QCOMPARE(r.error.column, expected.error.column);
        }
        const QByteArray data = encodeUtf16(kGame, QStringConverter::Utf16LE, true);
        ReadOptions locations;
        locations.recordLocations = true;
        const LoadResult r = loadBytes(data, FileFormat::Sgf, locations);
        QVERIFY(r.ok());
        const GameRecord &g = r.collection->games.front();
        const NodeId last = g.tree.mainLine().back();
        // ";B[c3]" on line 3: the node's place is its move's value.
        QCOMPARE(describeOffset(FileFormat::Sgf, data, g.nodeOffsets[last]), QStringLiteral("3:3"));
    }

    // The escape sequences of ISO-2022-JP are ASCII bytes: they must be
    // decoded, not kept as they are, and the saved file holds UTF-8.
    void iso2022jp()
    {
        QVERIFY(QStringDecoder("ISO-2022-JP").isValid());
        const QByteArray hello = "\x1b$B$3$s$K$A$O\x1b(B"; // こんにちは
        const QByteArray data = "(;FF[4]GM[11]CA[ISO-2022-JP]SZ[5]PB[" + hello + "]EV[" + hello + "]C[" + hello
                              + "];B[a1]C[" + hello + "]XX[" + hello + "])";
        const LoadResult r = loadBytes(data, FileFormat::Sgf);
        QVERIFY(r.ok());
        const QString expected = QStringLiteral("\u3053\u3093\u306b\u3061\u306f");
        const GameRecord &g = r.collection->games.front();
        QCOMPARE(g.player1, expected);
        QCOMPARE(g.tree.comment(g.tree.root()), expected);
        QCOMPARE(g.tree.comment(g.tree.mainLine().back()), expected);
        const SaveResult saved = serialize(*r.collection, FileFormat::Sgf);
        QVERIFY(saved.ok());
        QVERIFY2(!saved.data.contains('\x1b'), saved.data.constData());
        QVERIFY(saved.data.contains("CA[UTF-8]"));
        QVERIFY(saved.data.contains("EV[" + expected.toUtf8() + "]"));
        QVERIFY(saved.data.contains("XX[" + expected.toUtf8() + "]"));
        QVERIFY(r.warnings.isEmpty());
    }

    void unknownCharsetWarns()
    {
        const LoadResult r = loadBytes("(;FF[4]GM[11]SZ[5]\nCA[x-no-such-charset]PB[Ann];B[a1])", FileFormat::Sgf);
        QVERIFY(r.ok());
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings.front().startsWith(QStringLiteral("2:3: CA[x-no-such-charset]")),
                 qPrintable(r.warnings.front()));
        QCOMPARE(r.collection->games.front().player1, QStringLiteral("Ann"));
    }

    // Latin-1 bytes without CA: read as Latin-1, and said so; with CA[UTF-8]
    // they are not UTF-8. A NUL cannot be shown.
    void namesThatLoseBytes()
    {
        const LoadResult latin1 = loadBytes("(;FF[4]GM[11]SZ[5]\nPB[Zo\xeb];B[a1])", FileFormat::Sgf);
        QVERIFY(latin1.ok());
        QCOMPARE(latin1.collection->games.front().player1, QStringLiteral("Zo\u00eb"));
        QCOMPARE(latin1.warnings.size(), 1);
        QVERIFY2(latin1.warnings.front().startsWith(QStringLiteral("2:3: PB[] is not UTF-8")),
                 qPrintable(latin1.warnings.front()));
        QVERIFY(latin1.warnings.front().contains(QStringLiteral("Latin-1")));

        const LoadResult declared = loadBytes("(;FF[4]GM[11]CA[UTF-8]SZ[5]GN[x\xeb]\n;B[a1])", FileFormat::Sgf);
        QVERIFY(declared.ok());
        QCOMPARE(declared.warnings.size(), 1);
        QVERIFY2(declared.warnings.front().startsWith(QStringLiteral("1:30: GN[] is not UTF-8 as CA declares")),
                 qPrintable(declared.warnings.front()));

        const LoadResult nul = loadBytes(QByteArray("(;FF[4]GM[11]SZ[5]PW[A\0B];B[a1])", 32), FileFormat::Sgf);
        QVERIFY(nul.ok());
        QCOMPARE(nul.warnings.size(), 1);
        QVERIFY2(nul.warnings.front().startsWith(QStringLiteral("1:21: PW[] holds a NUL byte")),
                 qPrintable(nul.warnings.front()));

        // Valid UTF-8 and plain ASCII say nothing.
        QVERIFY(loadBytes("(;FF[4]GM[11]SZ[5]PB[Zo\xc3\xab]PW[Bob];B[a1])", FileFormat::Sgf).warnings.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSgfEncodings)
#include "tst_sgfencodings.moc"
