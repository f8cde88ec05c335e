// SGF board marks, move and position marks of Hex and Twixt (sgfmarkup.h):
// read typed, written in the spec's syntax, round trips of every property,
// what stays verbatim, how they sit beside evaluations, and what Jgame loses.

#include "formats/jgame/jgame.h"
#include "formats/sgf/sgfgames.h"
#include "tree/markup.h"

#include <QtTest>

using namespace kibitz;

namespace {

Collection mustRead(const QByteArray &sgf, QStringList *warnings = nullptr)
{
    LoadResult r = sgf::read(sgf, {});
    if (!r.ok())
        qWarning() << r.error.location() << r.error.message;
    if (warnings)
        *warnings = r.warnings;
    return r.ok() ? std::move(*r.collection) : Collection();
}

QByteArray mustWrite(const Collection &c)
{
    const SaveResult r = sgf::write(c);
    if (!r.error.isEmpty())
        qWarning() << r.error;
    return r.data;
}

NodeId firstMove(const GameRecord &g)
{
    return g.tree.mainChild(g.tree.root());
}

std::vector<MarkCell> cells(std::initializer_list<std::pair<int, int>> list)
{
    std::vector<MarkCell> out;
    for (auto [x, y] : list)
        out.push_back({x, y});
    return out;
}

const QByteArray kHexMarked = "(;FF[4]GM[11]SZ[9]\n"
                              ";B[e5]TE[2]GB[1]HO[1]TR[a1][b2]SQ[c1:d2]CR[e1]MA[f1]SL[g1]DD[h1:i2]"
                              "LB[a9:A][b9:12][c9:Ko]AR[a3:c3][d3:d5]LN[e7:g8]\n"
                              ";W[c3]BM[1]GW[2]\n;B[c4]DO[]DM[1]\n;W[d4]IT[]UC[2]HO[2])\n";

} // namespace

class TestSgfMarkup : public QObject {
    Q_OBJECT

private slots:
    void cellLists();
    void nextLabel();
    void treeKeepsMarkup();
    void hexEveryProperty();
    void twixtPoints();
    void roundTrips_data();
    void roundTrips();
    void writtenAsRead();
    void labelEscapes();
    void keptVerbatim_data();
    void keptVerbatim();
    void dimmingIsInherited();
    void besideEvaluations();
    void jgameSaysWhatIsLost();
};

void TestSgfMarkup::cellLists()
{
    CellList list;
    list.appendRange({{0, 0}, {2, 1}}); // a1:c2
    QVERIFY(list.contains(1, 1));
    QVERIFY(!list.contains(3, 0));
    list.add(1, 1); // already there: nothing added
    QCOMPARE(list.ranges().size(), std::size_t(1));
    list.remove(1, 0);
    QVERIFY(!list.contains(1, 0));
    QCOMPARE(list.cells(), cells({{0, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}}));
    list.add(5, 5);
    QCOMPARE(list.cells().back(), (MarkCell{5, 5}));
    QCOMPARE(moveMarkText(MoveMark::Good, 2), QStringLiteral("!!"));
    QCOMPARE(moveMarkText(MoveMark::Bad, 1), QStringLiteral("?"));
    QCOMPARE(moveMarkText(MoveMark::Doubtful, 1), QStringLiteral("?!"));
    QCOMPARE(moveMarkText(MoveMark::Interesting, 1), QStringLiteral("!?"));
    QCOMPARE(moveMarkText(MoveMark::None, 1), QString());
}

void TestSgfMarkup::nextLabel()
{
    NodeMarkup m;
    QCOMPARE(nextFreeLabel(m, false), QStringLiteral("A"));
    QCOMPARE(nextFreeLabel(m, true), QStringLiteral("1"));
    m.labels.push_back({{0, 0}, QStringLiteral("A")});
    m.labels.push_back({{1, 0}, QStringLiteral("C")});
    m.labels.push_back({{2, 0}, QStringLiteral("1")});
    QCOMPARE(nextFreeLabel(m, false), QStringLiteral("B"));
    QCOMPARE(nextFreeLabel(m, true), QStringLiteral("2"));
    for (int i = 0; i < 26; ++i)
        m.labels.push_back({{i, 1}, QString(QChar(u'A' + i))});
    QCOMPARE(nextFreeLabel(m, false), QStringLiteral("AA"));
}

void TestSgfMarkup::treeKeepsMarkup()
{
    GameTree tree;
    const NodeId a = tree.appendChild(tree.root(), 1, "x");
    QVERIFY(!tree.hasMarkup(a));
    QVERIFY(tree.markup(a).isEmpty());
    NodeMarkup m;
    m.shape(MarkShape::Triangle).add(2, 3);
    m.move = MoveMark::Bad;
    tree.setMarkup(a, m);
    QVERIFY(tree.hasMarkup(a));
    QCOMPARE(tree.markup(a), m);
    // Copies keep it, and a copy's markup is its own.
    GameTree copy = tree;
    const NodeId pasted = tree.copySubtree(copy, a, a);
    QCOMPARE(tree.markup(pasted), m);
    tree.setMarkup(a, NodeMarkup());
    QVERIFY(!tree.hasMarkup(a));
    QCOMPARE(copy.markup(a), m);
    QCOMPARE(tree.markup(pasted), m);
}

void TestSgfMarkup::hexEveryProperty()
{
    QStringList warnings;
    const Collection c = mustRead(kHexMarked, &warnings);
    QCOMPARE(c.games.size(), std::size_t(1));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
    const GameRecord &g = c.games.front();
    const NodeId n1 = firstMove(g);
    QVERIFY(g.tree.unknownProperties(n1).empty());
    const NodeMarkup &m = g.tree.markup(n1);
    QCOMPARE(m.move, MoveMark::Good);
    QCOMPARE(m.moveEmphasis, 2);
    QCOMPARE(m.position, PositionMark::GoodForBlack);
    QCOMPARE(m.positionEmphasis, 1);
    QCOMPARE(m.hotspot, 1);
    QCOMPARE(m.shape(MarkShape::Triangle).cells(), cells({{0, 0}, {1, 1}}));
    QCOMPARE(m.shape(MarkShape::Square).cells(), cells({{2, 0}, {3, 0}, {2, 1}, {3, 1}}));
    QCOMPARE(m.shape(MarkShape::Circle).cells(), cells({{4, 0}}));
    QCOMPARE(m.shape(MarkShape::Cross).cells(), cells({{5, 0}}));
    QCOMPARE(m.shape(MarkShape::Selected).cells(), cells({{6, 0}}));
    QCOMPARE(m.shape(MarkShape::Dimmed).cells(), cells({{7, 0}, {8, 0}, {7, 1}, {8, 1}}));
    QCOMPARE(m.labels.size(), std::size_t(3));
    QCOMPARE(m.labels[0], (BoardLabel{{0, 8}, QStringLiteral("A")}));
    QCOMPARE(m.labels[1], (BoardLabel{{1, 8}, QStringLiteral("12")}));
    QCOMPARE(m.labels[2], (BoardLabel{{2, 8}, QStringLiteral("Ko")}));
    QCOMPARE(m.arrows, (std::vector<BoardLine>{{{0, 2}, {2, 2}}, {{3, 2}, {3, 4}}}));
    QCOMPARE(m.lines, (std::vector<BoardLine>{{{4, 6}, {6, 7}}}));
    QVERIFY(!g.tree.evaluation(n1));

    const NodeId n2 = g.tree.mainChild(n1);
    QCOMPARE(g.tree.markup(n2).move, MoveMark::Bad);
    QCOMPARE(g.tree.markup(n2).position, PositionMark::GoodForWhite);
    QCOMPARE(g.tree.markup(n2).positionEmphasis, 2);
    const NodeId n3 = g.tree.mainChild(n2);
    QCOMPARE(g.tree.markup(n3).move, MoveMark::Doubtful);
    QCOMPARE(g.tree.markup(n3).position, PositionMark::Even);
    const NodeId n4 = g.tree.mainChild(n3);
    QCOMPARE(g.tree.markup(n4).move, MoveMark::Interesting);
    QCOMPARE(g.tree.markup(n4).position, PositionMark::Unclear);
    QCOMPARE(g.tree.markup(n4).positionEmphasis, 2);
    QCOMPARE(g.tree.markup(n4).hotspot, 2);
    QVERIFY(!g.tree.evaluation(n4));
}

void TestSgfMarkup::twixtPoints()
{
    const QByteArray twixt = "(;FF[4]GM[21]SZ[24]\n;W[F5]TR[b3:C4]LB[x24:end][A1:a]AR[F5:H6]MA[F6])\n";
    const Collection c = mustRead(twixt);
    QCOMPARE(c.games.size(), std::size_t(1));
    const GameRecord &g = c.games.front();
    const NodeMarkup &m = g.tree.markup(firstMove(g));
    QCOMPARE(m.shape(MarkShape::Triangle).cells(), cells({{1, 2}, {2, 2}, {1, 3}, {2, 3}}));
    QCOMPARE(m.labels[0], (BoardLabel{{23, 23}, QStringLiteral("end")}));
    QCOMPARE(m.arrows, (std::vector<BoardLine>{{{5, 4}, {7, 5}}}));
    // Twixt holes are written upper case, as its moves are.
    const QByteArray written = mustWrite(c);
    QVERIFY2(written.contains("TR[B3:C4]"), written.constData());
    QVERIFY2(written.contains("LB[X24:end][A1:a]"), written.constData());
    QVERIFY2(written.contains("AR[F5:H6]"), written.constData());
    QVERIFY2(written.contains("MA[F6]"), written.constData());
}

void TestSgfMarkup::roundTrips_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("hex, every property") << kHexMarked;
    QTest::newRow("root marks") << QByteArray("(;FF[4]GM[11]SZ[5]LB[c3:X]TR[a1]\n;B[b2])\n");
    QTest::newRow("twixt") << QByteArray("(;FF[4]GM[21]SZ[12]\n;W[F5]SL[A1:L12]DD[B2]\n;B[G7]DD[]BM[2]HO[1])\n");
    QTest::newRow("variations") << QByteArray(
        "(;FF[4]GM[11]SZ[7]\n(;B[d4]LN[a1:g7][g1:a7]\n;W[c5]CR[d4])\n(;B[e5]IT[]SQ[a1][b1][c1]))\n");
    QTest::newRow("non-ASCII label") << QByteArray("(;FF[4]CA[UTF-8]GM[11]SZ[5]\n;B[a1]LB[b2:\xc3\xa9t\xc3\xa9])\n");
}

// Every property is read back as the same marks, twice over, and the second
// writing is the first byte for byte.
void TestSgfMarkup::roundTrips()
{
    QFETCH(QByteArray, sgf);
    const Collection a = mustRead(sgf);
    QCOMPARE(a.games.size(), std::size_t(1));
    const QByteArray once = mustWrite(a);
    const Collection b = mustRead(once);
    QCOMPARE(b.games.size(), std::size_t(1));
    const GameTree &ta = a.games.front().tree;
    const GameTree &tb = b.games.front().tree;
    int marked = 0;
    for (NodeId x = ta.root(), y = tb.root(); x != NoNode; x = ta.nextInPreorder(x), y = tb.nextInPreorder(y)) {
        QVERIFY(y != NoNode);
        QCOMPARE(tb.markup(y), ta.markup(x));
        QCOMPARE(tb.unknownProperties(y), ta.unknownProperties(x));
        marked += ta.hasMarkup(x);
    }
    QVERIFY(marked > 0);
    QCOMPARE(mustWrite(b), once);
}

// What an unedited node holds is written as the file wrote it: ranges stay
// compressed, lists keep their order.
void TestSgfMarkup::writtenAsRead()
{
    // Long nodes are wrapped between values: the line breaks do not count.
    const QByteArray written = mustWrite(mustRead(kHexMarked)).replace('\n', QByteArray());
    for (const char *property : {"TE[2]", "GB[1]", "HO[1]", "TR[a1][b2]", "SQ[c1:d2]", "CR[e1]", "MA[f1]", "SL[g1]",
                                 "DD[h1:i2]", "LB[a9:A][b9:12][c9:Ko]", "AR[a3:c3][d3:d5]", "LN[e7:g8]", "BM[1]",
                                 "GW[2]", "DO[]", "DM[1]", "IT[]", "UC[2]", "HO[2]"})
        QVERIFY2(written.contains(property), property);
}

void TestSgfMarkup::labelEscapes()
{
    const QByteArray sgf = "(;FF[4]GM[11]SZ[5]\n;B[a1]LB[a2:x\\]y][b2:back\\\\slash][c3:a\\:b][d4:a:b])\n";
    const Collection c = mustRead(sgf);
    const NodeMarkup &m = c.games.front().tree.markup(firstMove(c.games.front()));
    QCOMPARE(m.labels.size(), std::size_t(4));
    QCOMPARE(m.labels[0].text, QStringLiteral("x]y"));
    QCOMPARE(m.labels[1].text, QStringLiteral("back\\slash"));
    QCOMPARE(m.labels[2].text, QStringLiteral("a:b"));
    QCOMPARE(m.labels[3].text, QStringLiteral("a:b"));
    const QByteArray written = mustWrite(c);
    QVERIFY2(written.contains("LB[a2:x\\]y][b2:back\\\\slash][c3:a\\:b][d4:a\\:b]"), written.constData());
    const Collection again = mustRead(written);
    QCOMPARE(again.games.front().tree.markup(firstMove(again.games.front())), m);
}

void TestSgfMarkup::keptVerbatim_data()
{
    QTest::addColumn<QByteArray>("node");
    QTest::addColumn<QByteArray>("kept");
    QTest::newRow("off the board") << QByteArray("TR[a1][z9]") << QByteArray("TR");
    QTest::newRow("not a point") << QByteArray("CR[hello]") << QByteArray("CR");
    QTest::newRow("label without a point") << QByteArray("LB[b2]") << QByteArray("LB");
    QTest::newRow("empty label") << QByteArray("LB[b2:]") << QByteArray("LB");
    QTest::newRow("arrow to itself") << QByteArray("AR[b2:b2]") << QByteArray("AR");
    QTest::newRow("TE without 1 or 2") << QByteArray("TE[3]") << QByteArray("TE");
    QTest::newRow("DO with a value") << QByteArray("DO[1]") << QByteArray("DO");
    QTest::newRow("second move mark") << QByteArray("TE[1]BM[1]") << QByteArray("BM");
    QTest::newRow("empty triangle list") << QByteArray("TR[]") << QByteArray("TR");
}

// A property that does not say what its identifier means is kept as the file
// wrote it (and written back so), with a warning naming its place.
void TestSgfMarkup::keptVerbatim()
{
    QFETCH(QByteArray, node);
    QFETCH(QByteArray, kept);
    QStringList warnings;
    const Collection c = mustRead("(;FF[4]GM[11]SZ[5]\n;B[a1]" + node + ")\n", &warnings);
    QCOMPARE(c.games.size(), std::size_t(1));
    const GameRecord &g = c.games.front();
    const auto &unknown = g.tree.unknownProperties(firstMove(g));
    QCOMPARE(unknown.size(), std::size_t(1));
    QCOMPARE(unknown.front().key, kept);
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.front().startsWith(QStringLiteral("2:")), qPrintable(warnings.front()));
    QVERIFY2(warnings.front().contains(QString::fromLatin1(kept)), qPrintable(warnings.front()));
    QVERIFY(mustWrite(c).contains(node));
}

void TestSgfMarkup::dimmingIsInherited()
{
    const Collection c = mustRead("(;FF[4]GM[11]SZ[5]\n;B[a1]DD[b1:c1]\n;W[a2]\n;B[a3]DD[]\n;W[a4]DD[e5])\n");
    const GameTree &t = c.games.front().tree;
    const NodeId n1 = t.mainChild(t.root()), n2 = t.mainChild(n1), n3 = t.mainChild(n2), n4 = t.mainChild(n3);
    QCOMPARE(dimmedCells(t, t.root()), std::vector<MarkCell>());
    QCOMPARE(dimmedCells(t, n1), cells({{1, 0}, {2, 0}}));
    QCOMPARE(dimmedCells(t, n2), cells({{1, 0}, {2, 0}}));
    QVERIFY(t.markup(n3).undim);
    QCOMPARE(dimmedCells(t, n3), std::vector<MarkCell>());
    QCOMPARE(dimmedCells(t, n4), cells({{4, 4}}));
    QVERIFY(mustWrite(c).contains("DD[]"));
}

// V with GB[2]/GW[2] for a win, and a lone UC[1], are Kibitz evaluations as
// before; any other GB, GW, DM, UC is a position mark. A node with both
// writes each property once.
void TestSgfMarkup::besideEvaluations()
{
    const Collection c = mustRead("(;FF[4]GM[11]SZ[5]\n;B[a1]V[10000]GB[2]\n;W[a2]UC[1]\n;B[a3]V[5]GB[1]\n"
                                  ";W[a4]V[-10000]GW[2]DM[1]\n;B[a5]UC[1]V[3])\n");
    GameRecord g = c.games.front();
    GameTree &t = g.tree;
    const NodeId n1 = t.mainChild(t.root()), n2 = t.mainChild(n1), n3 = t.mainChild(n2), n4 = t.mainChild(n3),
                 n5 = t.mainChild(n4);
    QCOMPARE(t.evaluation(n1), std::optional<int>(Eval::Player1Wins));
    QVERIFY(!t.hasMarkup(n1));
    QCOMPARE(t.evaluation(n2), std::optional<int>(Eval::Undetermined));
    QVERIFY(!t.hasMarkup(n2));
    QCOMPARE(t.evaluation(n3), std::optional<int>(5));
    QCOMPARE(t.markup(n3).position, PositionMark::GoodForBlack);
    QCOMPARE(t.evaluation(n4), std::optional<int>(Eval::Player2Wins));
    QCOMPARE(t.markup(n4).position, PositionMark::Even);
    QCOMPARE(t.evaluation(n5), std::optional<int>(3));
    QCOMPARE(t.markup(n5).position, PositionMark::Unclear);

    // An evaluation and a mark that name the same property: written once,
    // with the mark's value.
    NodeMarkup m;
    m.position = PositionMark::GoodForBlack;
    m.positionEmphasis = 1;
    t.setMarkup(n1, m);
    m.position = PositionMark::Unclear;
    m.positionEmphasis = 2;
    t.setMarkup(n2, m);
    Collection edited;
    edited.games.push_back(g);
    const QByteArray written = mustWrite(edited);
    QCOMPARE(written.count("GB["), qsizetype(2)); // n1's mark, n3's mark
    QVERIFY2(written.contains("GB[1]V[10000]") || written.contains("V[10000]GB[1]"), written.constData());
    QVERIFY2(written.contains(";W[a2]UC[2]\n"), written.constData());
    const Collection back = mustRead(written);
    const GameTree &b = back.games.front().tree;
    const NodeId b1 = b.mainChild(b.root()), b2 = b.mainChild(b1);
    QCOMPARE(b.evaluation(b1), std::optional<int>(Eval::Player1Wins));
    QCOMPARE(b.markup(b1).position, PositionMark::GoodForBlack);
    QCOMPARE(b.markup(b2).position, PositionMark::Unclear);
    QCOMPARE(b.markup(b2).positionEmphasis, 2);
    // UC holds one value: the mark "very unclear" took the place of the
    // undetermined evaluation's UC[1] (the user guide says so).
    QVERIFY(!b.evaluation(b2));
}

void TestSgfMarkup::jgameSaysWhatIsLost()
{
    const Collection c = mustRead(kHexMarked);
    const SaveResult r = jgame::write(c.games.front());
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY2(r.warnings.join('\n').contains(QStringLiteral("4 node(s) lose them")), qPrintable(r.warnings.join('\n')));
}

QTEST_GUILESS_MAIN(TestSgfMarkup)
#include "tst_sgfmarkup.moc"
