// The SGF FF[4] syntax layer: the real files of the corpus, escapes and text
// modes, charsets, every kind of malformed input with its exact line:column,
// deep nesting, truncation, and write -> read round trips.

#include "formats/sgf/sgfdocument.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using namespace kibitz;
using test::readFile;

namespace {

SgfDocument parseOk(const QByteArray &bytes)
{
    SgfParseResult r = SgfDocument::parse(bytes);
    if (!r.ok())
        qWarning() << r.error.location() << r.error.message;
    return std::move(r.document);
}

QByteArray valueText(const SgfDocument &doc, int node, QByteArrayView id, SgfTextMode mode = SgfTextMode::Text,
                     int index = 0)
{
    const int p = doc.findProperty(node, id);
    if (p < 0 || index >= doc.valueCount(p))
        return "<missing>";
    return doc.text(doc.firstValue(p) + index, mode);
}

int childCount(const SgfDocument &doc, int node)
{
    int n = 0;
    for (int c = doc.firstChild(node); c >= 0; c = doc.nextSibling(c))
        ++n;
    return n;
}

// Structure and values of two documents must agree one to one: the writer
// writes nodes in the order the reader numbers them.
bool sameDocument(const SgfDocument &a, const SgfDocument &b, SgfTextMode mode, QString *why)
{
    auto fail = [&](const QString &m) {
        *why = m;
        return false;
    };
    if (a.nodeCount() != b.nodeCount())
        return fail(QStringLiteral("node count %1 vs %2").arg(a.nodeCount()).arg(b.nodeCount()));
    if (a.treeCount() != b.treeCount())
        return fail(QStringLiteral("tree count %1 vs %2").arg(a.treeCount()).arg(b.treeCount()));
    for (int t = 0; t < a.treeCount(); ++t)
        if (a.treeRoot(t) != b.treeRoot(t))
            return fail(QStringLiteral("root of tree %1").arg(t));
    for (int n = 0; n < a.nodeCount(); ++n) {
        if (a.parent(n) != b.parent(n) || a.firstChild(n) != b.firstChild(n) || a.nextSibling(n) != b.nextSibling(n))
            return fail(QStringLiteral("links of node %1").arg(n));
        if (a.propertyCount(n) != b.propertyCount(n))
            return fail(QStringLiteral("property count of node %1").arg(n));
        for (int i = 0; i < a.propertyCount(n); ++i) {
            const int pa = a.firstProperty(n) + i, pb = b.firstProperty(n) + i;
            if (a.identifier(pa) != b.identifier(pb))
                return fail(QStringLiteral("identifier of node %1 property %2").arg(n).arg(i));
            if (a.valueCount(pa) != b.valueCount(pb))
                return fail(QStringLiteral("value count of node %1 property %2").arg(n).arg(i));
            for (int v = 0; v < a.valueCount(pa); ++v) {
                const QByteArray ta = a.text(a.firstValue(pa) + v, mode);
                const QByteArray tb = b.text(b.firstValue(pb) + v, mode);
                if (ta != tb)
                    return fail(QStringLiteral("value %1 of node %2 property %3: \"%4\" vs \"%5\"")
                                    .arg(v)
                                    .arg(n)
                                    .arg(i)
                                    .arg(QString::fromLatin1(ta), QString::fromLatin1(tb)));
            }
        }
    }
    return true;
}

QString sharedDir()
{
    return QStringLiteral(KIBITZ_SHARED_DIR);
}

// The writer's promise: a line is longer than the width only where a single
// value is, so such a line opens at most one value.
bool longLinesHoldOneValue(const QByteArray &sgf, int width)
{
    bool inValue = false;
    int lineLength = 0, opened = 0;
    for (qsizetype i = 0; i <= sgf.size(); ++i) {
        const char c = i < sgf.size() ? sgf[i] : '\n';
        if (c == '\n') {
            if (lineLength > width && opened > 1) {
                qWarning() << "line too long:" << sgf.mid(i - lineLength, lineLength);
                return false;
            }
            lineLength = opened = 0;
            continue;
        }
        ++lineLength;
        if (inValue) {
            if (c == '\\' && i + 1 < sgf.size() && sgf[i + 1] != '\n') {
                ++i;
                ++lineLength;
            } else if (c == ']') {
                inValue = false;
            }
        } else if (c == '[') {
            inValue = true;
            ++opened;
        }
    }
    return true;
}

} // namespace

class TestSgfSyntax : public QObject {
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void corpusDetails();
    void escapes();
    void softLineBreaks();
    void textModes();
    void whitespaceBetweenTokens();
    void identifiers();
    void charsets();
    void composeValues();
    void malformed_data();
    void malformed();
    void warningsOutsideTrees();
    void strayBrackets();
    void partialDocumentOnError();
    void treeByTree();
    void locations();
    void hugeValue();
    void valueEndsAtEveryOffset();
    void textRunsAtEveryOffset();
    void inputNotOwned();
    void nulBytes();
    void deepNesting();
    void longLinearGame();
    void truncationNeverCrashes();
    void mutationsNeverCrash();
    void writerLayout();
    void writerWrapsLongLines();
    void writerEscaping();
    void writeReadRoundTrip();
    void corpusRoundTrip();
};

void TestSgfSyntax::corpus_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("trees");
    const QDir shared(sharedDir());
    if (!shared.exists(QStringLiteral("corpus"))) {
        QTest::newRow("no corpus") << QString() << 0; // so that corpus() reports the skip
        return;
    }
    const QHash<QString, int> collections = {
        {QStringLiteral("1381.txt"), 32},
        {QStringLiteral("1410h.txt"), 10},
        {QStringLiteral("1382.txt"), 15},
        {QStringLiteral("10-resign-and-forfeit.sgf"), 2},
    };
    for (const char *folder : {"corpus/real/hex-sgf", "corpus/real/twixt-lg", "corpus/spec-examples/twixt-sgf"}) {
        const QDir dir(shared.filePath(QLatin1String(folder)));
        for (const QFileInfo &info : dir.entryInfoList(QDir::Files, QDir::Name)) {
            if (info.suffix() == QLatin1String("md"))
                continue; // the README of the examples
            QTest::newRow(qPrintable(info.fileName())) << info.filePath() << collections.value(info.fileName(), 1);
        }
    }
}

void TestSgfSyntax::corpus()
{
    if (!QDir(sharedDir()).exists(QStringLiteral("corpus")))
        QSKIP("the shared corpus (KIBITZ_SHARED_DIR/corpus) is not present");
    QFETCH(QString, path);
    QFETCH(int, trees);
    const QByteArray bytes = readFile(path);
    QVERIFY(!bytes.isEmpty());
    const SgfParseResult r = SgfDocument::parse(bytes);
    QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1Char(' ') + r.error.message));
    QVERIFY2(r.warnings.isEmpty(),
             qPrintable(r.warnings.value(0).location() + QLatin1Char(' ') + r.warnings.value(0).message));
    QCOMPARE(r.document.treeCount(), trees);
    for (int t = 0; t < r.document.treeCount(); ++t)
        QVERIFY(r.document.propertyCount(r.document.treeRoot(t)) > 0);
}

void TestSgfSyntax::corpusDetails()
{
    const QDir corpus(sharedDir() + QStringLiteral("/corpus"));
    if (!corpus.exists())
        QSKIP("the shared corpus (KIBITZ_SHARED_DIR/corpus) is not present");

    { // Little Golem Twixt: lower-case identifiers kept as written
        const SgfDocument doc = parseOk(readFile(corpus.filePath(QStringLiteral("real/twixt-lg/game2232217.tsgf"))));
        QCOMPARE(doc.treeCount(), 1);
        QCOMPARE(doc.nodeCount(), 39);
        const int first = doc.firstChild(doc.treeRoot(0));
        QCOMPARE(doc.identifier(doc.firstProperty(first)), QByteArrayView("b"));
        QCOMPARE(valueText(doc, first, "b"), QByteArray("ec"));
        int node = first;
        while (doc.firstChild(node) >= 0 && valueText(doc, node, "r") != "qi|draw")
            node = doc.firstChild(node);
        QCOMPARE(valueText(doc, node, "r"), QByteArray("qi|draw"));
        QVERIFY(doc.findIdentifier("B") < 0);
    }
    { // nested variations written with indentation (benzene)
        const SgfDocument doc = parseOk(readFile(corpus.filePath(QStringLiteral("real/hex-sgf/8-b7.sgf"))));
        const int setup = doc.firstChild(doc.treeRoot(0));
        QCOMPARE(valueText(doc, setup, "AB"), QByteArray("b7"));
        QCOMPARE(childCount(doc, setup), 3);
        const int e2 = doc.firstChild(setup);
        QCOMPARE(valueText(doc, e2, "W"), QByteArray("e2"));
        QCOMPARE(childCount(doc, doc.firstChild(e2)), 2);
        QCOMPARE(doc.nodeCount(), 2 + 2 + 2 + 6 + 2 + 2 + 2 + 6);
    }
    { // twogtp: "(" and ";" on separate lines, GC over several lines
        const SgfDocument doc = parseOk(readFile(corpus.filePath(QStringLiteral("real/hex-sgf/mw1.sgf"))));
        const QByteArray gc = valueText(doc, doc.treeRoot(0), "GC");
        QVERIFY(gc.startsWith("Generated by twogtp.py.\nBlack Cmd:"));
        QVERIFY(gc.endsWith("Result according to W: B+"));
        QVERIFY(
            valueText(doc, doc.treeRoot(0), "GC", SgfTextMode::SimpleText).startsWith("Generated by twogtp.py. Black"));
    }
    { // AB/AW value lists wrapped over lines
        const SgfDocument doc = parseOk(readFile(corpus.filePath(QStringLiteral("real/hex-sgf/13x13-game01.sgf"))));
        const int node = doc.firstChild(doc.treeRoot(0));
        QCOMPARE(doc.valueCount(doc.findProperty(node, "AB")), 24);
        QCOMPARE(doc.valueCount(doc.findProperty(node, "AW")), 24);
        QCOMPARE(valueText(doc, node, "PL"), QByteArray("B"));
    }
    { // the Twixt examples: escaped brackets, long moves, 12 nodes and 9 comments
        const SgfDocument doc
            = parseOk(readFile(corpus.filePath(QStringLiteral("spec-examples/twixt-sgf/01-plain-game.sgf"))));
        QCOMPARE(doc.nodeCount(), 12);
        const int c = doc.findIdentifier("C");
        int comments = 0;
        for (const SgfProperty &p : doc.properties())
            comments += p.identifierId == c;
        QCOMPARE(comments, 9); // the README: "9 nodes have a comment", the root's included
        bool sawEscapedResult = false;
        for (int v = 0; v < int(doc.values().size()); ++v)
            sawEscapedResult |= doc.text(v).contains("only as RE[W+].");
        QVERIFY(sawEscapedResult);

        const SgfDocument longMove = parseOk(
            readFile(corpus.filePath(QStringLiteral("spec-examples/twixt-sgf/02-long-move-spec-example.sgf"))));
        int node = longMove.treeRoot(0);
        while (longMove.firstChild(node) >= 0)
            node = longMove.firstChild(node);
        const int b = longMove.findProperty(node, "B");
        QCOMPARE(longMove.valueCount(b), 4);
        const int v = longMove.firstValue(b);
        QCOMPARE(longMove.text(v + 0, SgfTextMode::RawMoveValue), QByteArray("-I'3"));
        QCOMPARE(longMove.text(v + 1, SgfTextMode::RawMoveValue), QByteArray("-J4'"));
        QCOMPARE(longMove.text(v + 2, SgfTextMode::RawMoveValue), QByteArray("\\I'4"));
        QCOMPARE(longMove.text(v + 2, SgfTextMode::Text), QByteArray("I'4"));
        QVERIFY(longMove.hasBackslash(v + 2));
        QVERIFY(!longMove.hasBackslash(v + 3));
        QVERIFY(valueText(longMove, node, "C").contains("3. \\I'4 adds the link I3-J5"));
    }
}

void TestSgfSyntax::escapes()
{
    const SgfDocument doc = parseOk("(;C[a\\]b\\\\c\\:d\\e]GN[\\\\]N[x\\\\\\]y])");
    const int root = doc.treeRoot(0);
    QCOMPARE(valueText(doc, root, "C", SgfTextMode::Raw), QByteArray("a\\]b\\\\c\\:d\\e"));
    QCOMPARE(valueText(doc, root, "C", SgfTextMode::Text), QByteArray("a]b\\c:de"));
    QCOMPARE(valueText(doc, root, "C", SgfTextMode::SimpleText), QByteArray("a]b\\c:de"));
    QCOMPARE(valueText(doc, root, "C", SgfTextMode::RawMoveValue), QByteArray("a]b\\c\\:d\\e"));
    // A value that ends in an escaped backslash: the ']' after it closes.
    QCOMPARE(valueText(doc, root, "GN"), QByteArray("\\"));
    QCOMPARE(valueText(doc, root, "N"), QByteArray("x\\]y"));
    QVERIFY(doc.hasBackslash(doc.firstValue(doc.findProperty(root, "C"))));

    const SgfDocument plain = parseOk("(;C[no escapes here])");
    QVERIFY(!plain.hasBackslash(0));
    QCOMPARE(plain.raw(0), QByteArrayView("no escapes here"));
    QCOMPARE(plain.valueOffset(0), 3);

    // Twixt long moves: only \] and \\ are escapes in a move value.
    const SgfDocument moves = parseOk("(;B[-I'3][-J4'][\\I'4][K4];W[/A'2][\\\\B'3])");
    const int move = moves.firstProperty(moves.treeRoot(0));
    QCOMPARE(moves.valueCount(move), 4);
    QCOMPARE(moves.text(2, SgfTextMode::RawMoveValue), QByteArray("\\I'4"));
    QCOMPARE(moves.text(4, SgfTextMode::RawMoveValue), QByteArray("/A'2"));
    QCOMPARE(moves.text(5, SgfTextMode::RawMoveValue), QByteArray("\\B'3"));
}

void TestSgfSyntax::softLineBreaks()
{
    const SgfDocument doc = parseOk("(;C[ab\\\ncd\\\r\nef\\\n\rgh\\\rij\nkl])");
    QCOMPARE(doc.text(0, SgfTextMode::Text), QByteArray("abcdefghij\nkl"));
    QCOMPARE(doc.text(0, SgfTextMode::SimpleText), QByteArray("abcdefghij kl"));
    QCOMPARE(doc.text(0, SgfTextMode::Raw), QByteArray("ab\\\ncd\\\r\nef\\\n\rgh\\\rij\nkl"));
    // Only a backslash right before the break makes it soft.
    const SgfDocument spaced = parseOk("(;C[ab\\ \ncd])");
    QCOMPARE(spaced.text(0), QByteArray("ab \ncd"));
}

void TestSgfSyntax::textModes()
{
    const SgfDocument doc = parseOk("(;C[a\tb\r\nc\rd\n\re\vf\\\tg])");
    QCOMPARE(doc.text(0, SgfTextMode::Text), QByteArray("a b\nc\nd\ne f g"));
    QCOMPARE(doc.text(0, SgfTextMode::SimpleText), QByteArray("a b c d e f g"));
    QCOMPARE(doc.text(0, SgfTextMode::RawMoveValue), QByteArray("a\tb\r\nc\rd\n\re\vf\\\tg"));
    QCOMPARE(SgfDocument::unescape("x\\", SgfTextMode::Text), QByteArray("x"));
    QCOMPARE(SgfDocument::unescape("", SgfTextMode::Text), QByteArray(""));
    QCOMPARE(doc.string(0, SgfTextMode::SimpleText, SgfCharset()), QStringLiteral("a b c d e f g"));
}

void TestSgfSyntax::whitespaceBetweenTokens()
{
    const QByteArray bytes = "\xEF\xBB\xBF\r\n\r\n  ( \r\n ; FF [4]\n AB[aa] [bb]\n\t[cc]\r\n\r\n[dd] \n"
                             "; B\n[ee] ( ; W[ff] ) \n ( ;W[gg]\n;B[hh] )\n ) \r\n\r\n";
    const SgfParseResult r = SgfDocument::parse(bytes);
    QVERIFY2(r.ok(), qPrintable(r.error.message));
    QVERIFY(r.warnings.isEmpty());
    const SgfDocument &doc = r.document;
    QCOMPARE(doc.treeCount(), 1);
    const int root = doc.treeRoot(0);
    const int ab = doc.findProperty(root, "AB");
    QCOMPARE(doc.valueCount(ab), 4);
    QCOMPARE(doc.text(doc.firstValue(ab) + 3), QByteArray("dd"));
    QCOMPARE(valueText(doc, root, "FF"), QByteArray("4"));
    const int b = doc.firstChild(root);
    QCOMPARE(valueText(doc, b, "B"), QByteArray("ee"));
    QCOMPARE(childCount(doc, b), 2);
    QCOMPARE(valueText(doc, doc.firstChild(doc.nextSibling(doc.firstChild(b))), "B"), QByteArray("hh"));
    QCOMPARE(doc.nodeCount(), 5);
}

void TestSgfSyntax::identifiers()
{
    const SgfDocument doc = parseOk("(;AddBlack[aa][bb]AB[cc]GaMe[21]b[dd]r[resign]zZ[x];B[aa])");
    const int root = doc.treeRoot(0);
    const int first = doc.firstProperty(root);
    QCOMPARE(doc.propertyCount(root), 6);
    QCOMPARE(doc.identifier(first), QByteArrayView("AB"));
    QCOMPARE(doc.spelling(first), QByteArrayView("AddBlack"));
    QCOMPARE(doc.identifier(first + 1), QByteArrayView("AB"));
    QCOMPARE(doc.identifierId(first), doc.identifierId(first + 1));
    QCOMPARE(doc.identifier(first + 2), QByteArrayView("GM"));
    QCOMPARE(doc.identifier(first + 3), QByteArrayView("b"));
    QCOMPARE(doc.identifier(first + 4), QByteArrayView("r"));
    QCOMPARE(doc.identifier(first + 5), QByteArrayView("Z"));
    QCOMPARE(valueText(doc, root, "r"), QByteArray("resign"));
    QCOMPARE(valueText(doc, root, "GM"), QByteArray("21"));
    // "b" (Little Golem) and "B" (FF[4]) stay different identifiers.
    QVERIFY(doc.identifierId(first + 3) != doc.identifierId(doc.firstProperty(doc.firstChild(root))));
    QCOMPARE(doc.findProperty(root, "XX"), -1);
    QCOMPARE(doc.identifiers().size(), 6);

    // Longer identifiers go through the general table, including the same
    // spelling met again.
    const SgfDocument longer = parseOk("(;MULTIGOGM[1];MULTIGOGM[2]WhiteTime[30];WL[5])");
    QCOMPARE(longer.identifier(0), QByteArrayView("MULTIGOGM"));
    QCOMPARE(longer.identifierId(0), longer.identifierId(1));
    QCOMPARE(longer.identifier(2), QByteArrayView("WT"));
    QCOMPARE(longer.spelling(2), QByteArrayView("WhiteTime"));
}

void TestSgfSyntax::charsets()
{
    { // CA Latin-1
        const SgfDocument doc = parseOk("(;CA[ISO-8859-1]PB[J\xF6rg M\xFCller]C[caf\xE9])");
        QCOMPARE(doc.declaredCharset(0), QByteArray("ISO-8859-1"));
        const SgfCharset cs = doc.charset(0);
        QVERIFY(cs.isValid());
        QCOMPARE(cs.name(), QByteArray("ISO-8859-1"));
        QCOMPARE(doc.string(1, SgfTextMode::SimpleText, cs), QStringLiteral("Jörg Müller"));
        QCOMPARE(doc.string(2, SgfTextMode::Text, cs), QStringLiteral("café"));
    }
    { // other spellings of Latin-1
        for (const char *name : {"latin1", "Latin-1", "iso-8859-1", " ISO-8859-1 "}) {
            const SgfDocument doc = parseOk(QByteArray("(;CA[") + name + "]PB[\xF6])");
            QCOMPARE(doc.string(1, SgfTextMode::SimpleText, doc.charset(0)), QStringLiteral("ö"));
        }
    }
    { // UTF-8, declared and by default
        const SgfDocument declared = parseOk("(;CA[UTF-8]PB[\xC3\x86rlig])");
        QCOMPARE(declared.string(1, SgfTextMode::SimpleText, declared.charset(0)), QStringLiteral("Ærlig"));
        const SgfDocument plain = parseOk("(;PB[\xC3\x86rlig])");
        QVERIFY(plain.declaredCharset(0).isEmpty());
        QCOMPARE(plain.string(0, SgfTextMode::SimpleText, plain.charset(0)), QStringLiteral("Ærlig"));
        // Without CA, bytes that are not UTF-8 are taken as Latin-1.
        const SgfDocument old = parseOk("(;PB[J\xF6rg])");
        QCOMPARE(old.string(0, SgfTextMode::SimpleText, old.charset(0)), QStringLiteral("Jörg"));
        // With CA[UTF-8] declared they are not.
        const SgfDocument wrong = parseOk("(;CA[UTF-8]PB[J\xF6rg])");
        QCOMPARE(wrong.string(1, SgfTextMode::SimpleText, wrong.charset(0)), QStringLiteral("J\uFFFDrg"));
    }
    { // ill-formed UTF-16 gives no surrogate without its pair (it could not be
        // written as UTF-8 and read back the same), but U+FFFD
        const QByteArray lone("\x00\x41\xD8\x3D\x00\x42", 6); // A, a high surrogate alone, B
        const QString text = SgfCharset::forName("UTF-16BE").decode(lone);
        QCOMPARE(text, QStringLiteral("A\uFFFDB"));
        const QByteArray pair("\xD8\x3D\xDE\x00", 4); // U+1F600, a well-formed pair
        QCOMPARE(SgfCharset::forName("UTF-16BE").decode(pair), QString::fromUcs4(U"\U0001F600"));
    }
    { // a charset Qt only knows through ICU
        const SgfCharset cp1252 = SgfCharset::forName("windows-1252");
        if (!cp1252.isValid())
            QSKIP("this Qt has no ICU charsets");
        const SgfDocument doc = parseOk("(;CA[windows-1252]C[\x80 5])");
        QCOMPARE(doc.string(1, SgfTextMode::Text, doc.charset(0)), QStringLiteral("€ 5"));
        const SgfDocument sjis = parseOk("(;CA[Shift_JIS]PB[\x93\xfa\x96\x7b])");
        QCOMPARE(sjis.string(1, SgfTextMode::SimpleText, sjis.charset(0)), QStringLiteral("日本"));
    }
    { // UTF-7 (ICU) whose base64 ends inside a character: no lone surrogate
        // either (found by fuzzing: the result changed when written and read back)
        const SgfDocument doc = parseOk("(;CA[UTF7]RE[+Forfaz])");
        const QString text = doc.string(1, SgfTextMode::SimpleText, doc.charset(0));
        QVERIFY(!text.isEmpty());
        for (const QChar c : text)
            QVERIFY2(!c.isSurrogate(), qPrintable(QString::number(c.unicode(), 16)));
        QCOMPARE(QString::fromUtf8(text.toUtf8()), text);
    }
    { // an unknown charset: the default, and the declared name is still there
        const SgfDocument doc = parseOk("(;CA[x-no-such-charset]PB[abc])");
        QCOMPARE(doc.declaredCharset(0), QByteArray("x-no-such-charset"));
        QVERIFY(!SgfCharset::forName("x-no-such-charset").isValid());
        QCOMPARE(doc.charset(0).name(), QByteArray("UTF-8"));
        QCOMPARE(doc.string(1, SgfTextMode::SimpleText, doc.charset(0)), QStringLiteral("abc"));
    }
    { // each tree of a collection has its own CA
        const SgfDocument doc = parseOk("(;CA[ISO-8859-1]C[\xE9])(;C[\xC3\xA9])");
        QCOMPARE(doc.string(1, SgfTextMode::Text, doc.charset(0)), QStringLiteral("é"));
        QCOMPARE(doc.string(2, SgfTextMode::Text, doc.charset(1)), QStringLiteral("é"));
    }
}

void TestSgfSyntax::composeValues()
{
    auto split = [](QByteArrayView raw) { return SgfDocument::splitCompose(raw); };
    QVERIFY(!split("aa").has_value());
    QCOMPARE(split("aa:bb")->first, QByteArrayView("aa"));
    QCOMPARE(split("aa:bb")->second, QByteArrayView("bb"));
    QCOMPARE(split("a\\:b:c")->first, QByteArrayView("a\\:b"));
    QCOMPARE(split("a\\:b:c")->second, QByteArrayView("c"));
    QCOMPARE(split("a\\\\:b")->first, QByteArrayView("a\\\\"));
    QCOMPARE(split(":")->first, QByteArrayView(""));
    QCOMPARE(split(":")->second, QByteArrayView(""));
    QCOMPARE(split("24:20:x")->second, QByteArrayView("20:x"));

    const SgfDocument doc = parseOk("(;SZ[24:20]VW[A1:L12]LB[dd:a\\:b])");
    const auto sz = SgfDocument::splitCompose(doc.raw(0));
    QVERIFY(sz.has_value());
    QCOMPARE(sz->first, QByteArrayView("24"));
    QCOMPARE(sz->second, QByteArrayView("20"));
    const auto lb = SgfDocument::splitCompose(doc.raw(2));
    QCOMPARE(SgfDocument::unescape(lb->second, SgfTextMode::SimpleText), QByteArray("a:b"));

    // The writer's compose values read back as written.
    const QByteArray composed = SgfWriter::composeValue("x:y]", "z\\");
    const auto back = SgfDocument::splitCompose(composed);
    QVERIFY(back.has_value());
    QCOMPARE(SgfDocument::unescape(back->first, SgfTextMode::Text), QByteArray("x:y]"));
    QCOMPARE(SgfDocument::unescape(back->second, SgfTextMode::Text), QByteArray("z\\"));
}

void TestSgfSyntax::malformed_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message"); // a part of the message

    QTest::newRow("empty") << QByteArray() << 1 << 1 << "empty input";
    QTest::newRow("white space only") << QByteArray("  \r\n ") << 2 << 2 << "no game tree";
    QTest::newRow("no tree") << QByteArray("garbage") << 1 << 8 << "no game tree";
    QTest::newRow("binary garbage") << QByteArray("\x00\xff\x13\x80", 4) << 1 << 5 << "no game tree";
    QTest::newRow("truncated") << QByteArray("(;FF[4]GM[21];W[L6]") << 1 << 20 << "missing ')'";
    QTest::newRow("truncated in variation")
        << QByteArray("(;B[aa]\n(;W[bb])\n(;W[cc]") << 3 << 8 << "opened at 3:1 is not closed";
    QTest::newRow("unterminated value") << QByteArray("(;FF[4]C[abc") << 1 << 9 << "unterminated value";
    QTest::newRow("unterminated, escaped ]") << QByteArray("(;C[abc\\])") << 1 << 4 << "unterminated value";
    QTest::newRow("unterminated over lines")
        << QByteArray("(;FF[4]\nC[line 1\nline 2\n") << 2 << 2 << "unterminated value";
    QTest::newRow("identifier without value") << QByteArray("(;FF[4]B;W[aa])") << 1 << 8 << "'B' without a value";
    QTest::newRow("identifier at end") << QByteArray("(;B") << 1 << 3 << "'B' without a value";
    QTest::newRow("identifier before ')'") << QByteArray("(;B[aa]\n  W)") << 2 << 3 << "'W' without a value";
    QTest::newRow("missing ; after (") << QByteArray("(;B[aa](W[bb]))") << 1 << 9 << "missing ';' after '('";
    QTest::newRow("missing ; at top") << QByteArray("(B[aa])") << 1 << 2 << "missing ';' after '('";
    QTest::newRow("empty tree") << QByteArray("()") << 1 << 2 << "missing ';' after '('";
    QTest::newRow("empty variation") << QByteArray("(;B[aa]\n())") << 2 << 2 << "missing ';' after '('";
    QTest::newRow("( at end") << QByteArray("(;B[aa](") << 1 << 9 << "missing ';' after '('";
    QTest::newRow("missing )") << QByteArray("(;B[aa](;W[bb])") << 1 << 16 << "opened at 1:1 is not closed";
    // (A ']' right after a value's ']' is Little Golem's unescaped name: see strayBrackets.)
    QTest::newRow("stray ]") << QByteArray("(;B[aa];])") << 1 << 9 << "unexpected ']'";
    QTest::newRow("value without identifier") << QByteArray("(;[aa])") << 1 << 3 << "without a property identifier";
    QTest::newRow("binary in tree") << QByteArray("(;B[aa]\x01)") << 1 << 8 << "byte 0x01";
    QTest::newRow("digit as identifier") << QByteArray("(;B2[aa])") << 1 << 3 << "'B' without a value";
    QTest::newRow("CRLF lines") << QByteArray("\r\n\r\n(;FF[4]\r\n  B[aa]\r\n  W)") << 5 << 3 << "'W' without";
    QTest::newRow("CR lines") << QByteArray("(;FF[4]\r\r;B[aa]{") << 3 << 7 << "unexpected '{'";
    QTest::newRow("LF CR lines") << QByteArray("(;FF[4]\n\r;B[aa]{") << 2 << 7 << "unexpected '{'";
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF(;B[aa]") << 1 << 8 << "missing ')'";
    QTest::newRow("node after variation") << QByteArray("(;B[aa](;W[bb]);B[cc])") << 1 << 16 << "after a variation";
    QTest::newRow("property after variation") << QByteArray("(;B[aa](;W[bb])C[x])") << 1 << 16 << "after a variation";
    QTest::newRow("long identifier") << (QByteArray("(;B[aa]\n;") + QByteArray(101, 'Q') + "[x])") << 2 << 2
                                     << "longer than 100";
    QTest::newRow("second tree broken") << QByteArray("(;B[aa])\n\n(;W[bb]\n;B[cc") << 4 << 3 << "unterminated value";
    QTest::newRow("column counts bytes") << QByteArray("(;C[\xC3\xA9\xC3\xA9]}") << 1 << 10 << "unexpected '}'";
}

void TestSgfSyntax::malformed()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const SgfParseResult r = SgfDocument::parse(input);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
    QCOMPARE(r.error.line, line);
    QCOMPARE(r.error.column, column);
    QCOMPARE(r.error.location(), QStringLiteral("%1:%2").arg(line).arg(column));
    QVERIFY(r.error.offset >= 0 && r.error.offset <= input.size());
    const SgfLocation again = sgfLocation(input, r.error.offset);
    QCOMPARE(again.line, line);
    QCOMPARE(again.column, column);
    // Tree by tree: the same error.
    const SgfParseResult byTree = SgfDocument::parseTreeByTree(input, [](const SgfDocument &) {});
    QCOMPARE(byTree.error.message, r.error.message);
    QCOMPARE(byTree.error.offset, r.error.offset);
    QCOMPARE(byTree.error.location(), r.error.location());
}

void TestSgfSyntax::warningsOutsideTrees()
{
    { // before, between and after: skipped; FF[4] allows text before the
        // first tree, so only the other two are reported, each with its place,
        // as violations of FF[4] (no known producer writes them)
        const SgfParseResult r
            = SgfDocument::parse("Subject: a game\n(;B[aa])\n-- next --\n(;W[bb])\n)\nSent from my phone\n");
        QVERIFY(r.ok());
        QCOMPARE(r.document.treeCount(), 2);
        QVERIFY(r.warnings.isEmpty());
        QCOMPARE(r.violations.size(), 2);
        QCOMPARE(r.violations[0].location(), QStringLiteral("3:1"));
        QVERIFY(r.violations[0].message.contains("between"));
        QCOMPARE(r.violations[1].location(), QStringLiteral("5:1")); // the extra ')' and the text after it
        QVERIFY(r.violations[1].message.contains("after the last"));
    }
    { // a name line over a downloaded collection, and a '(' in it
        const SgfParseResult r = SgfDocument::parse("Games of monomero (all)\r\n(;B[aa])\n(;W[bb])\n");
        QVERIFY(r.ok());
        QCOMPARE(r.document.treeCount(), 2);
        QVERIFY(r.warnings.isEmpty());
    }
    { // a '(' that does not start a tree between trees is skipped too
        const SgfParseResult r = SgfDocument::parse("(;B[aa]) (see below) (;W[bb])");
        QVERIFY(r.ok());
        QCOMPARE(r.document.treeCount(), 2);
        QCOMPARE(r.violations.size(), 1);
        QCOMPARE(r.violations[0].location(), QStringLiteral("1:10"));
    }
    { // white space alone is no junk (Little Golem's leading CRLFs, trailing spaces)
        const SgfParseResult r = SgfDocument::parse("\r\n\r\n(;B[aa])\n\n(;W[bb])\n\n   ");
        QVERIFY(r.ok());
        QVERIFY(r.warnings.isEmpty());
    }
}

// Little Golem writes names unescaped: "PW[Shumacher;]]" is the name
// "Shumacher;]". A ']' after a value's ']' belongs to the value, with a warning.
void TestSgfSyntax::strayBrackets()
{
    {
        const SgfParseResult r = SgfDocument::parse("(;PB[x]PW[Shumacher;]]SZ[11]\n;W[aa])");
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        const SgfDocument &doc = r.document;
        QCOMPARE(doc.nodeCount(), 2);
        QCOMPARE(valueText(doc, 0, "PW"), QByteArray("Shumacher;]"));
        QCOMPARE(doc.raw(doc.firstValue(doc.findProperty(0, "PW"))), QByteArrayView("Shumacher;]"));
        QCOMPARE(valueText(doc, 0, "SZ"), QByteArray("11"));
        QVERIFY(doc.hasStrayBrackets());
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].location(), QStringLiteral("1:22"));
        QVERIFY2(r.warnings[0].message.contains("unescaped ']'"), qPrintable(r.warnings[0].message));
    }
    { // several, white space between, the last value of a node, escapes kept
        const SgfParseResult r = SgfDocument::parse("(;GN[a\\]b]] ]\n]PB[c]]\n)");
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(valueText(r.document, 0, "GN", SgfTextMode::Raw), QByteArray("a\\]b]] ]\n"));
        QCOMPARE(valueText(r.document, 0, "GN"), QByteArray("a]b]] ]\n"));
        QCOMPARE(valueText(r.document, 0, "PB"), QByteArray("c]"));
        QCOMPARE(r.warnings.size(), 2); // one per value
        QCOMPARE(r.warnings[0].location(), QStringLiteral("1:11"));
        QCOMPARE(r.warnings[1].location(), QStringLiteral("2:7"));
        QCOMPARE(SgfDocument::escapeStrayBrackets(r.document.raw(r.document.firstValue(0))),
                 QByteArray("a\\]b\\]\\] \\]\n"));
    }
    { // a clean document has none, and tree by tree reads the same
        QVERIFY(!SgfDocument::parse("(;PW[a\\]])").document.hasStrayBrackets());
        const QByteArray input = "(;PW[a]]);(;PB[b]])";
        const SgfParseResult whole = SgfDocument::parse(input);
        QStringList names;
        const SgfParseResult byTree = SgfDocument::parseTreeByTree(
            input, [&](const SgfDocument &doc) { names << QString::fromLatin1(doc.text(doc.firstValue(0))); });
        QCOMPARE(names, QStringList({"a]", "b]"}));
        QCOMPARE(byTree.warnings.size(), whole.warnings.size());
        QCOMPARE(whole.warnings.size(), 2); // two brackets
        QCOMPARE(byTree.violations.size(), 1); // the ';' between the trees
        QCOMPARE(whole.violations.size(), 1);
    }
}

void TestSgfSyntax::partialDocumentOnError()
{
    const SgfParseResult r = SgfDocument::parse("(;FF[4];B[aa](;W[bb];B[cc]C[trunc");
    QVERIFY(!r.ok());
    const SgfDocument &doc = r.document;
    QCOMPARE(doc.treeCount(), 1);
    QCOMPARE(doc.nodeCount(), 4);
    QCOMPARE(valueText(doc, 3, "B"), QByteArray("cc"));
    QCOMPARE(doc.propertyCount(3), 1); // the unterminated C is left out
    QCOMPARE(doc.parent(3), 2);
    QCOMPARE(doc.nodeOffset(3), 20);
    QCOMPARE(doc.firstChild(1), 2);
}

// parseTreeByTree hands over each tree as parse() reads it, numbered from 0,
// with the same warnings and errors.
void TestSgfSyntax::treeByTree()
{
    const QByteArray inputs[] = {
        "junk\n(;FF[4]GM[21]AddBlack[a1]C[x\\]y];W[b2](;B[c3];W[d4])(;B[e5]C[])) between\r\n"
        "(;GM[11]CA[ISO-8859-1];b[aa]r[bb];B[cc](;W[dd]))(;A[1][2][3];;(;)(;B[x]))\ntrailing",
        "(;B[aa])(;W[bb];B[cc]C[trunc",
        "(;A[x])",
    };
    for (const QByteArray &input : inputs) {
        const SgfParseResult whole = SgfDocument::parse(input);
        int tree = 0;
        const SgfParseResult byTree = SgfDocument::parseTreeByTree(input, [&](const SgfDocument &doc) {
            QCOMPARE(doc.treeCount(), 1);
            QCOMPARE(doc.treeRoot(0), 0);
            QVERIFY(tree < whole.document.treeCount());
            const SgfDocument &all = whole.document;
            const int root = all.treeRoot(tree);
            const int end = tree + 1 < all.treeCount() ? all.treeRoot(tree + 1) : all.nodeCount();
            QCOMPARE(doc.nodeCount(), end - root);
            auto shifted = [&](int node) { return node < 0 ? node : node + root; };
            for (int n = 0; n < doc.nodeCount(); ++n) {
                QCOMPARE(shifted(doc.parent(n)), all.parent(n + root));
                QCOMPARE(shifted(doc.firstChild(n)), all.firstChild(n + root));
                QCOMPARE(shifted(doc.nextSibling(n)), all.nextSibling(n + root));
                QCOMPARE(doc.nodeOffset(n), all.nodeOffset(n + root));
                QCOMPARE(doc.propertyCount(n), all.propertyCount(n + root));
                for (int i = 0; i < doc.propertyCount(n); ++i) {
                    const int p = doc.firstProperty(n) + i, q = all.firstProperty(n + root) + i;
                    QCOMPARE(doc.identifier(p), all.identifier(q));
                    QCOMPARE(doc.spelling(p), all.spelling(q));
                    QCOMPARE(doc.valueCount(p), all.valueCount(q));
                    for (int j = 0; j < doc.valueCount(p); ++j) {
                        QCOMPARE(doc.raw(doc.firstValue(p) + j), all.raw(all.firstValue(q) + j));
                        QCOMPARE(doc.valueOffset(doc.firstValue(p) + j), all.valueOffset(all.firstValue(q) + j));
                        QCOMPARE(doc.hasBackslash(doc.firstValue(p) + j), all.hasBackslash(all.firstValue(q) + j));
                    }
                }
            }
            ++tree;
        });
        QCOMPARE(byTree.ok(), whole.ok());
        QCOMPARE(byTree.error.message, whole.error.message);
        QCOMPARE(byTree.error.offset, whole.error.offset);
        QCOMPARE(tree, whole.ok() ? whole.document.treeCount() : whole.document.treeCount() - 1);
        QCOMPARE(byTree.warnings.size(), whole.warnings.size());
        for (qsizetype i = 0; i < whole.warnings.size(); ++i) {
            QCOMPARE(byTree.warnings[i].message, whole.warnings[i].message);
            QCOMPARE(byTree.warnings[i].location(), whole.warnings[i].location());
        }
    }
}

void TestSgfSyntax::locations()
{
    const QByteArray source = "\xEF\xBB\xBF(;A[x]\r\n;B[\ny]\r\r\n\n\r\n;C[z])\n\n";
    const SgfLineIndex index(source);
    for (qint64 offset = 0; offset <= source.size() + 2; ++offset) {
        const SgfLocation a = sgfLocation(source, offset);
        const SgfLocation b = index.at(offset);
        QCOMPARE(b.line, a.line);
        QCOMPARE(b.column, a.column);
    }
    QCOMPARE(sgfLocation(source, 3).line, 1);
    QCOMPARE(sgfLocation(source, 3).column, 1); // the '(' after the BOM
    QCOMPARE(sgfLocation(source, 0).column, 1);
    const qint64 c = source.indexOf(";C");
    QCOMPARE(sgfLocation(source, c).line, 7); // after "y]": CR, CR LF, LF CR, LF
    QCOMPARE(sgfLocation(source, c).column, 1);

    const SgfDocument doc = parseOk(source);
    const SgfLocation y = doc.valueLocation(1);
    QCOMPARE(y.line, 2);
    QCOMPARE(y.column, 3);
}

void TestSgfSyntax::hugeValue()
{
    const qsizetype size = 50 * 1000 * 1000;
    QByteArray bytes;
    bytes.reserve(size + 64);
    bytes.append("(;FF[4]C[");
    bytes.append(QByteArray(size, 'x'));
    bytes.append("\\]end]GN[g])");
    const SgfParseResult r = SgfDocument::parse(bytes);
    QVERIFY(r.ok());
    const SgfDocument &doc = r.document;
    QCOMPARE(qsizetype(doc.raw(1).size()), size + 5);
    QVERIFY(doc.hasBackslash(1));
    QVERIFY(doc.text(1).endsWith("x]end"));
    QCOMPARE(valueText(doc, doc.treeRoot(0), "GN"), QByteArray("g"));

    // Unterminated, the error names the '['.
    bytes.chop(7);
    const SgfParseResult bad = SgfDocument::parse(bytes.left(size));
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error.location(), QStringLiteral("1:9"));
}

// The reader finds a value's end 16 bytes at a time: an escape or the ']'
// at every place of a chunk, and a backslash as the input's last byte.
void TestSgfSyntax::valueEndsAtEveryOffset()
{
    for (int before = 0; before < 40; ++before) {
        for (int after = 0; after < 20; ++after) {
            const QByteArray head(before, 'a'), tail(after, 'b');
            const QByteArray bytes = "(;C[" + head + "\\]" + tail + "]GN[" + head + "])";
            const SgfParseResult r = SgfDocument::parse(bytes);
            QVERIFY2(r.ok(), qPrintable(r.error.message));
            QCOMPARE(r.document.raw(0), QByteArrayView(head + "\\]" + tail));
            QVERIFY(r.document.hasBackslash(0));
            QCOMPARE(r.document.text(0), head + ']' + tail);
            QCOMPARE(r.document.raw(1), QByteArrayView(head));
            QVERIFY(!r.document.hasBackslash(1));
            // "\\\\" then ']': the backslash is escaped, the ']' closes.
            const SgfDocument pair = parseOk("(;C[" + head + "\\\\]GN[x])");
            QCOMPARE(pair.text(0), head + '\\');
            QCOMPARE(pair.raw(1), QByteArrayView("x"));
        }
        // Unterminated, with and without a final backslash: the error names the '['.
        for (const QByteArray &end : {QByteArray(), QByteArray("\\"), QByteArray("\\]")}) {
            const SgfParseResult bad = SgfDocument::parse("(;C[" + QByteArray(before, 'a') + end);
            QVERIFY(!bad.ok());
            QCOMPARE(bad.error.location(), QStringLiteral("1:4"));
            QCOMPARE(bad.error.message, QStringLiteral("unterminated value: no ']' before the end of the input"));
        }
    }
}

// Text and SimpleText copy the runs between the bytes they change at once:
// every such byte at every place, against the rules applied byte by byte.
void TestSgfSyntax::textRunsAtEveryOffset()
{
    auto byteByByte = [](QByteArrayView raw, bool simple) {
        QByteArray out;
        for (qsizetype i = 0; i < raw.size(); ++i) {
            char c = raw[i];
            const bool isBreak = c == '\n' || c == '\r';
            auto breakLength = [&](qsizetype at) {
                return at + 1 < raw.size() && (raw[at + 1] == '\n' || raw[at + 1] == '\r') && raw[at + 1] != raw[at]
                         ? 2
                         : 1;
            };
            if (c == '\\') {
                if (i + 1 == raw.size())
                    break;
                c = raw[++i];
                if (c == '\n' || c == '\r') {
                    i += breakLength(i) - 1;
                    continue;
                }
            } else if (isBreak) {
                i += breakLength(i) - 1;
                out.append(simple ? ' ' : '\n');
                continue;
            }
            out.append(c == '\t' || c == '\v' || c == '\f' ? ' ' : c);
        }
        return out;
    };
    const QByteArray specials[]
        = {"\\]", "\\\\", "\n", "\r\n", "\n\r", "\r", "\t", "\v", "\f", "\\\n", "\\\r\n", "\\x"};
    for (int before = 0; before < 40; ++before) {
        for (const QByteArray &special : specials) {
            for (int after : {0, 1, 15, 17}) {
                const QByteArray raw = QByteArray(before, 'a') + special + QByteArray(after, 'b') + special;
                QCOMPARE(SgfDocument::unescape(raw, SgfTextMode::Text), byteByByte(raw, false));
                QCOMPARE(SgfDocument::unescape(raw, SgfTextMode::SimpleText), byteByByte(raw, true));
            }
        }
    }
}

// The reader stops its scans at the '\0' that ends the data a QByteArray
// owns; data it does not own is read without looking past its end.
void TestSgfSyntax::inputNotOwned()
{
    static const char buffer[] = "(;FF[4]GN[x])AB[y](;GN[abc]def])";
    const SgfParseResult whole = SgfDocument::parse(QByteArray::fromRawData(buffer, 13));
    QVERIFY2(whole.ok(), qPrintable(whole.error.message));
    QVERIFY(whole.warnings.isEmpty());
    QCOMPARE(whole.document.nodeCount(), 1);
    QCOMPARE(whole.document.raw(1), QByteArrayView("x"));
    // Cut inside a value, an identifier and after a node: the bytes that
    // follow in memory would end them, the input does not.
    const SgfParseResult value = SgfDocument::parse(QByteArray::fromRawData(buffer + 18, 8));
    QVERIFY(!value.ok());
    QCOMPARE(value.error.message, QStringLiteral("unterminated value: no ']' before the end of the input"));
    const SgfParseResult identifier = SgfDocument::parse(QByteArray::fromRawData(buffer, 14));
    QVERIFY(identifier.ok());
    QCOMPARE(identifier.violations.size(), 1); // "A" after the tree
    const SgfParseResult node = SgfDocument::parse(QByteArray::fromRawData(buffer + 18, 2));
    QVERIFY(!node.ok());
    QCOMPARE(node.error.location(), QStringLiteral("1:3"));
    QVERIFY(node.error.message.startsWith(QStringLiteral("missing ')'")));
}

// A NUL byte is data inside a value and an error elsewhere, never the end.
void TestSgfSyntax::nulBytes()
{
    const QByteArray inValue("(;C[a\0b]GN[x])", 15);
    const SgfDocument doc = parseOk(inValue);
    QCOMPARE(doc.raw(0), QByteArrayView("a\0b", 3));
    QCOMPARE(doc.raw(1), QByteArrayView("x"));
    const std::pair<QByteArray, const char *> errors[] = {
        {QByteArray("(;GN[x]\0)", 9), "1:8: unexpected byte 0x00 in a game tree"},
        {QByteArray("(;GN[x]\0", 8), "1:8: unexpected byte 0x00 in a game tree"},
        {QByteArray("(;G\0N[x])", 9), "1:3: property identifier 'G' without a value"},
    };
    for (const auto &[bytes, expected] : errors) {
        const SgfParseResult r = SgfDocument::parse(bytes);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.location() + QStringLiteral(": ") + r.error.message, QString::fromLatin1(expected));
    }
}

void TestSgfSyntax::deepNesting()
{
    const int depth = 100000;
    QByteArray bytes = "(;B[aa]";
    bytes.reserve(depth * 10);
    for (int i = 0; i < depth; ++i)
        bytes.append((i & 1) ? "(;B[aa]" : "(;W[bb]");
    bytes.append(QByteArray(depth + 1, ')'));
    const SgfParseResult r = SgfDocument::parse(bytes);
    QVERIFY2(r.ok(), qPrintable(r.error.message));
    const SgfDocument &doc = r.document;
    QCOMPARE(doc.nodeCount(), depth + 1);
    int leaf = doc.treeRoot(0), length = 0;
    while (doc.firstChild(leaf) >= 0) {
        leaf = doc.firstChild(leaf);
        ++length;
    }
    QCOMPARE(length, depth);
    int up = 0;
    for (int n = leaf; doc.parent(n) >= 0; n = doc.parent(n))
        ++up;
    QCOMPARE(up, depth);

    // Each node is its parent's only child, so the writer makes it one sequence.
    const QByteArray written = writeSgf(doc);
    const SgfParseResult back = SgfDocument::parse(written);
    QVERIFY(back.ok());
    QString why;
    QVERIFY2(sameDocument(doc, back.document, SgfTextMode::Raw, &why), qPrintable(why));

    // Deep and branching: two variations at every level, 50 000 levels.
    QByteArray branching = "(;B[aa]";
    for (int i = 0; i < 50000; ++i)
        branching.append("(;W[bb])(;B[cc]");
    branching.append(QByteArray(50001, ')'));
    const SgfParseResult deep = SgfDocument::parse(branching);
    QVERIFY2(deep.ok(), qPrintable(deep.error.message));
    QCOMPARE(deep.document.nodeCount(), 100001);
    const SgfParseResult deepBack = SgfDocument::parse(writeSgf(deep.document));
    QVERIFY(deepBack.ok());
    QVERIFY2(sameDocument(deep.document, deepBack.document, SgfTextMode::Raw, &why), qPrintable(why));

    // Unclosed at depth: the error names the innermost '('.
    const SgfParseResult open = SgfDocument::parse(bytes.left(bytes.size() - depth));
    QVERIFY(!open.ok());
    QVERIFY(open.error.message.contains(QStringLiteral("opened at 1:%1").arg(8 + (depth - 2) * 7)));
}

void TestSgfSyntax::longLinearGame()
{
    QByteArray bytes = "(;FF[4]GM[21]SZ[24]";
    for (int i = 0; i < 100000; ++i)
        bytes.append((i & 1) ? "\n;B[" : "\n;W[")
            .append(char('A' + i % 24))
            .append(QByteArray::number(1 + i % 24))
            .append(']');
    bytes.append(')');
    const SgfDocument doc = parseOk(bytes);
    QCOMPARE(doc.nodeCount(), 100001);
    QCOMPARE(doc.parent(100000), 99999);
    QCOMPARE(doc.text(doc.firstValue(doc.firstProperty(100000))), QByteArray("P16")); // move 99 999
}

void TestSgfSyntax::truncationNeverCrashes()
{
    QByteArray sample
        = "\xEF\xBB\xBF\r\n(;FF[4]GM[21]SZ[24]CA[UTF-8]PB[\xC3\x86rlig]C[multi\r\nline \\] esc\\\\ soft\\\nbreak]\n"
          ";W[L6];B[-I'3][\\I'4][K4]\n(;W[M8]C[x:y]\n(;B[aa])(;B[bb]AB[a1] [b2]\n[c3]))\n(;W[N9]))\n"
          "(;GM[11];B[a1])junk";
    const QString corpusFile
        = sharedDir() + QStringLiteral("/corpus/spec-examples/twixt-sgf/07-puzzle-quarter-board.sgf");
    if (QFile::exists(corpusFile))
        sample += readFile(corpusFile);
    QVERIFY(SgfDocument::parse(sample).ok());
    for (qsizetype n = 0; n <= sample.size(); ++n) {
        const QByteArray prefix = sample.left(n);
        const SgfParseResult r = SgfDocument::parse(prefix);
        if (!r.ok()) {
            QVERIFY(r.error.line >= 1);
            QVERIFY(r.error.column >= 1);
            QVERIFY(r.error.offset >= 0 && r.error.offset <= n);
        }
        // Whatever was read is a consistent tree that can be walked and written.
        const SgfDocument &doc = r.document;
        for (int node = 0; node < doc.nodeCount(); ++node) {
            QVERIFY(doc.parent(node) < node);
            QVERIFY(doc.propertyCount(node) >= 0);
            for (int p = doc.firstProperty(node); p < doc.firstProperty(node) + doc.propertyCount(node); ++p)
                QVERIFY(doc.valueCount(p) >= 1);
        }
        if (r.ok()) {
            const SgfParseResult back = SgfDocument::parse(writeSgf(doc));
            QVERIFY(back.ok());
            QString why;
            QVERIFY2(sameDocument(doc, back.document, SgfTextMode::Raw, &why), qPrintable(why));
        }
    }
}

void TestSgfSyntax::mutationsNeverCrash()
{
    const QByteArray sample = "(;FF[4]GM[21]C[a\\]b]\n;W[L6];B[-I'3][\\I'4][K4]\n(;W[M8]\n(;B[aa])(;B[bb]))\n(;W[N9]))";
    const char alphabet[] = "();[]\\:aZ \n\r\x00\xff";
    QRandomGenerator rng(20240501);
    for (int round = 0; round < 20000; ++round) {
        QByteArray bytes = sample;
        const int edits = 1 + rng.bounded(4);
        for (int e = 0; e < edits; ++e) {
            const int at = rng.bounded(int(bytes.size()));
            const char c = alphabet[rng.bounded(int(sizeof(alphabet) - 1))];
            switch (rng.bounded(3)) {
            case 0:
                bytes[at] = c;
                break;
            case 1:
                bytes.insert(at, c);
                break;
            default:
                bytes.remove(at, 1);
                break;
            }
        }
        const SgfParseResult r = SgfDocument::parse(bytes);
        if (r.ok()) {
            const SgfParseResult back = SgfDocument::parse(writeSgf(r.document));
            QVERIFY2(back.ok(), bytes.constData());
            QString why;
            QVERIFY2(sameDocument(r.document, back.document, SgfTextMode::Raw, &why), qPrintable(why));
        } else {
            QVERIFY(r.error.line >= 1 && r.error.column >= 1);
        }
    }
}

void TestSgfSyntax::writerLayout()
{
    auto build = [](SgfWriter &w) {
        w.beginTree();
        w.beginNode();
        w.property("FF", "4");
        w.property("GM", "21");
        w.property("C", "two\nlines");
        w.beginNode();
        w.property("W", "L6");
        w.beginNode();
        w.property("B", "F12");
        w.beginTree();
        w.beginNode();
        w.property("W", "M8");
        w.beginNode();
        w.property("B", "H13");
        w.endTree();
        w.beginTree();
        w.beginNode();
        w.property("W", "K12");
        w.property("C", "x]y");
        w.endTree();
        w.endTree();
        w.beginTree();
        w.beginNode();
        w.property("GM", "11");
        w.endTree();
    };
    SgfWriter oneNodePerLine;
    build(oneNodePerLine);
    QCOMPARE(oneNodePerLine.finish(), QByteArray("(;FF[4]GM[21]C[two\nlines]\n"
                                                 ";W[L6]\n"
                                                 ";B[F12]\n"
                                                 "(;W[M8]\n"
                                                 ";B[H13])\n"
                                                 "(;W[K12]C[x\\]y]))\n"
                                                 "(;GM[11])\n"));
    SgfWriter packed(SgfWriter::Options{80, SgfWriter::Layout::Packed});
    build(packed);
    QCOMPARE(packed.finish(), QByteArray("(;FF[4]GM[21]C[two\nlines];W[L6];B[F12]\n"
                                         "(;W[M8];B[H13])\n"
                                         "(;W[K12]C[x\\]y]))\n"
                                         "(;GM[11])\n"));
    // Unbalanced use is closed, not left broken.
    SgfWriter open;
    open.beginNode();
    open.property("B", "aa");
    open.beginTree();
    open.beginNode();
    open.property("W", "bb");
    QCOMPARE(open.finish(), QByteArray("(;B[aa]\n(;W[bb]))\n"));
}

void TestSgfSyntax::writerWrapsLongLines()
{
    SgfWriter w(SgfWriter::Options{80, SgfWriter::Layout::Packed});
    w.beginTree();
    w.beginNode();
    w.property("FF", "4");
    w.property("GM", "11");
    w.property("SZ", "19");
    w.property("PB", "A player with a rather long name, to fill the line");
    w.property("PW", "Another player with a long name");
    w.beginNode();
    QList<QByteArray> stones;
    for (int i = 0; i < 60; ++i)
        stones.append(QByteArray(1, char('a' + i % 19)) + QByteArray::number(1 + i % 19));
    w.property("AB", stones);
    for (int i = 0; i < 200; ++i) {
        w.beginNode();
        w.property((i & 1) ? "W" : "B", stones[i % 60]);
    }
    w.beginNode();
    w.property("C", QByteArray(200, 'c'));
    w.endTree();
    const QByteArray out = w.finish();
    QVERIFY(longLinesHoldOneValue(out, 80));
    QVERIFY(out.contains("\n;C[" + QByteArray(200, 'c') + "])"));
    const SgfDocument doc = parseOk(out);
    QCOMPARE(doc.nodeCount(), 203);
    QCOMPARE(doc.valueCount(doc.findProperty(1, "AB")), 60);
    QVERIFY(out.count('\n') > 10);
}

void TestSgfSyntax::writerEscaping()
{
    QCOMPARE(SgfWriter::escape("a]b\\c:d", SgfValueEscaping::Text), QByteArray("a\\]b\\\\c:d"));
    QCOMPARE(SgfWriter::escape("\\I'4", SgfValueEscaping::Move), QByteArray("\\I'4"));
    QCOMPARE(SgfWriter::escape("a\\", SgfValueEscaping::Move), QByteArray("a\\\\"));
    QCOMPARE(SgfWriter::escape("\\\\x", SgfValueEscaping::Move), QByteArray("\\\\\\x"));
    QCOMPARE(SgfWriter::escape("\\]", SgfValueEscaping::Move), QByteArray("\\\\\\]"));
    QCOMPARE(SgfWriter::escape("a\\]b", SgfValueEscaping::Raw), QByteArray("a\\]b"));

    SgfWriter w;
    w.beginTree();
    w.beginNode();
    w.property("FF", "4");
    w.beginNode();
    w.property("B", {"-I'3", "-J4'", "\\I'4", "K4"}, SgfValueEscaping::Move);
    w.endTree();
    const QByteArray out = w.finish();
    QCOMPARE(out, QByteArray("(;FF[4]\n;B[-I'3][-J4'][\\I'4][K4])\n"));
    const SgfDocument doc = parseOk(out);
    QCOMPARE(doc.text(3, SgfTextMode::RawMoveValue), QByteArray("\\I'4"));
}

void TestSgfSyntax::writeReadRoundTrip()
{
    // Random trees with awkward values, built and checked without recursion.
    QRandomGenerator rng(7);
    const QByteArray pieces[] = {"a", "]", "\\", ":", "\n", "x y", "\\]", "\\\\", "(;", ")", "é", "[", "\\\n"};
    auto randomValue = [&](bool move) {
        QByteArray v;
        const int n = rng.bounded(6);
        for (int i = 0; i < n; ++i) {
            const QByteArray &p = pieces[rng.bounded(int(std::size(pieces)))];
            if (move && (p.contains('\n')))
                continue;
            v += p;
        }
        return v;
    };
    for (int round = 0; round < 200; ++round) {
        for (SgfWriter::Layout layout : {SgfWriter::Layout::OneNodePerLine, SgfWriter::Layout::Packed}) {
            SgfWriter writer(SgfWriter::Options{40 + rng.bounded(60), layout});
            // Expected values in write order, to compare with the reader's numbering.
            QList<QByteArray> expectedValues;
            QList<bool> isMove;
            int nodes = 0;
            const int trees = 1 + rng.bounded(3);
            for (int t = 0; t < trees; ++t) {
                writer.beginTree();
                int open = 1;
                int remaining = 5 + rng.bounded(30);
                bool needNode = true;
                while (open > 0) {
                    const int action = needNode ? 0 : rng.bounded(10);
                    if (needNode || (action < 6 && remaining > 0)) {
                        writer.beginNode();
                        ++nodes;
                        --remaining;
                        needNode = false;
                        const int properties = rng.bounded(4);
                        for (int p = 0; p < properties; ++p) {
                            const bool move = rng.bounded(2);
                            const int values = 1 + rng.bounded(3);
                            writer.beginProperty(move ? QByteArrayView("B")
                                                      : (rng.bounded(2) ? QByteArrayView("C") : QByteArrayView("lg")));
                            for (int v = 0; v < values; ++v) {
                                const QByteArray value = randomValue(move);
                                writer.value(value, move ? SgfValueEscaping::Move : SgfValueEscaping::Text);
                                expectedValues.append(value);
                                isMove.append(move);
                            }
                        }
                    } else if (action < 8 && remaining > 0) {
                        writer.beginTree();
                        ++open;
                        needNode = true;
                    } else {
                        // Only close after the variations of a node, never
                        // leave a node after a variation: end this tree.
                        writer.endTree();
                        --open;
                        needNode = false;
                        if (open > 0 && remaining > 0 && rng.bounded(2)) {
                            writer.beginTree();
                            ++open;
                            needNode = true;
                        } else {
                            while (open > 0) {
                                writer.endTree();
                                --open;
                            }
                        }
                    }
                }
            }
            const QByteArray out = writer.finish();
            const SgfParseResult r = SgfDocument::parse(out);
            QVERIFY2(r.ok(), qPrintable(r.error.location() + QLatin1Char(' ') + r.error.message + QLatin1Char('\n')
                                        + QString::fromUtf8(out)));
            const SgfDocument &doc = r.document;
            QCOMPARE(doc.nodeCount(), nodes);
            QCOMPARE(doc.treeCount(), trees);
            QCOMPARE(int(doc.values().size()), int(expectedValues.size()));
            for (int v = 0; v < expectedValues.size(); ++v) {
                const SgfTextMode mode = isMove[v] ? SgfTextMode::RawMoveValue : SgfTextMode::Text;
                QCOMPARE(doc.text(v, mode), expectedValues[v]);
            }
            // And the document written again is the same document.
            const SgfParseResult again = SgfDocument::parse(writeSgf(doc, SgfWriter::Options{60, layout}));
            QVERIFY(again.ok());
            QString why;
            QVERIFY2(sameDocument(doc, again.document, SgfTextMode::Raw, &why), qPrintable(why));
        }
    }
}

void TestSgfSyntax::corpusRoundTrip()
{
    const QDir shared(sharedDir());
    if (!shared.exists(QStringLiteral("corpus")))
        QSKIP("the shared corpus (KIBITZ_SHARED_DIR/corpus) is not present");
    int files = 0;
    for (const char *folder : {"corpus/real/hex-sgf", "corpus/real/twixt-lg", "corpus/spec-examples/twixt-sgf"}) {
        const QDir dir(shared.filePath(QLatin1String(folder)));
        for (const QFileInfo &info : dir.entryInfoList(
                 {QStringLiteral("*.sgf"), QStringLiteral("*.tsgf"), QStringLiteral("*.txt")}, QDir::Files)) {
            const SgfDocument doc = parseOk(readFile(info.filePath()));
            for (SgfWriter::Layout layout : {SgfWriter::Layout::OneNodePerLine, SgfWriter::Layout::Packed}) {
                const QByteArray written = writeSgf(doc, SgfWriter::Options{80, layout});
                const SgfParseResult back = SgfDocument::parse(written);
                QVERIFY2(back.ok(), qPrintable(info.fileName()));
                QString why;
                QVERIFY2(sameDocument(doc, back.document, SgfTextMode::Raw, &why),
                         qPrintable(info.fileName() + QLatin1Char(' ') + why));
                QVERIFY2(longLinesHoldOneValue(written, 80), qPrintable(info.fileName()));
            }
            ++files;
        }
    }
    QCOMPARE(files, 38);
}

QTEST_GUILESS_MAIN(TestSgfSyntax)
#include "tst_sgfsyntax.moc"
