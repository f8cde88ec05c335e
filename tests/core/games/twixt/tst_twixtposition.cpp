// TwixtPosition: peg legality (corners, border rows), automatic links, link
// crossing in every geometry, the two rule sets, Jgame long moves, special
// moves, setup, the tree encoding, winners, and the text forms.

#include "games/replayer.h"
#include "games/twixt/twixtposition.h"

#include <QtTest>

using namespace kibitz;

using Error = TwixtPosition::Error;

namespace {
TwixtMove peg(int x, int y, int player)
{
    TwixtMove m;
    m.x = x;
    m.y = y;
    m.player = player;
    return m;
}

TwixtLink link(int ax, int ay, int bx, int by)
{
    const std::optional<TwixtLink> l = TwixtLink::between(ax, ay, bx, by);
    if (!l)
        qFatal("test setup: %d,%d-%d,%d is not a knight's move", ax, ay, bx, by);
    return *l;
}

TwixtMove longMove(int x, int y, int player, bool pbemNull, std::vector<TwixtLink> removed,
                   std::vector<TwixtLink> added)
{
    TwixtMove m = peg(x, y, player);
    m.longMove = true;
    m.pbemNull = pbemNull ? 1 : 0;
    m.removed = std::move(removed);
    m.added = std::move(added);
    return m;
}

TwixtPosition withPegs(const std::vector<TwixtMove> &moves, int size = 10, TwixtRules rules = TwixtRules::Standard)
{
    TwixtPosition p(size, size, rules);
    for (const TwixtMove &m : moves) {
        if (p.apply(m) != Error::None)
            qFatal("test setup: cannot place %d,%d", m.x, m.y);
    }
    return p;
}

// Crossing by parameters (Cramer's rule), written apart from the position's
// orientation test on purpose: 0 < t < 1 and 0 < u < 1 strictly.
bool crossesByParameters(int ax, int ay, int bx, int by, int cx, int cy, int dx, int dy)
{
    const int rx = bx - ax, ry = by - ay, sx = dx - cx, sy = dy - cy;
    int den = rx * sy - ry * sx;
    int t = (cx - ax) * sy - (cy - ay) * sx;
    int u = (cx - ax) * ry - (cy - ay) * rx;
    if (den == 0)
        return false;
    if (den < 0) {
        den = -den;
        t = -t;
        u = -u;
    }
    return t > 0 && t < den && u > 0 && u < den;
}

constexpr int kKnight[8][2] = {{2, 1}, {1, 2}, {-1, 2}, {-2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
} // namespace

class TestTwixtPosition : public QObject {
    Q_OBJECT
private slots:
    void emptyBoard()
    {
        const TwixtPosition p(24, 24);
        QCOMPARE(p.columns(), 24);
        QCOMPARE(p.rows(), 24);
        QCOMPARE(p.rules(), TwixtRules::Standard);
        QCOMPARE(p.toMove(), 1);
        QCOMPARE(p.winner(), 0);
        QCOMPARE(p.toText(), QStringLiteral("P: L:"));
    }

    void placementAndTurns()
    {
        TwixtPosition p(10, 10);
        QCOMPARE(p.apply(peg(3, 4, 1)), Error::None);
        QCOMPARE(p.pegAt(3, 4), 1);
        QCOMPARE(p.pegAt(4, 3), 0);
        QCOMPARE(p.toMove(), 2);
        QCOMPARE(p.apply(peg(6, 2, 2)), Error::None);
        QCOMPARE(p.pegAt(6, 2), 2);
        QCOMPARE(p.toMove(), 1);
        QCOMPARE(p.pegCount(), 2);
    }

    void rejectedPegs()
    {
        TwixtPosition p = withPegs({peg(3, 4, 1)});
        const TwixtPosition before = p;
        QCOMPARE(p.apply(peg(3, 4, 2)), Error::Occupied);
        QCOMPARE(p.apply(peg(3, 4, 1)), Error::Occupied);
        QCOMPARE(p.apply(peg(10, 4, 1)), Error::OutOfRange);
        QCOMPARE(p.apply(peg(4, 10, 2)), Error::OutOfRange);
        QCOMPARE(p.apply(peg(5, 5, 0)), Error::BadPlayer);
        QCOMPARE(p.apply(peg(5, 5, 3)), Error::BadPlayer);
        TwixtMove noPeg;
        noPeg.player = 1;
        QCOMPARE(p.apply(noPeg), Error::NoPeg);
        QVERIFY(p == before);
        QCOMPARE(p.toMove(), 2);
    }

    void cornersAndBorders()
    {
        const TwixtPosition p(10, 8);
        for (int player = 1; player <= 2; ++player) {
            QCOMPARE(p.canPlacePeg(0, 0, player), Error::Corner);
            QCOMPARE(p.canPlacePeg(9, 0, player), Error::Corner);
            QCOMPARE(p.canPlacePeg(0, 7, player), Error::Corner);
            QCOMPARE(p.canPlacePeg(9, 7, player), Error::Corner);
            QCOMPARE(p.canPlacePeg(4, 4, player), Error::None);
        }
        // Player 1 owns the top and bottom rows, player 2 the side columns.
        QCOMPARE(p.canPlacePeg(5, 0, 1), Error::None);
        QCOMPARE(p.canPlacePeg(5, 7, 1), Error::None);
        QCOMPARE(p.canPlacePeg(0, 3, 1), Error::OpponentBorder);
        QCOMPARE(p.canPlacePeg(9, 3, 1), Error::OpponentBorder);
        QCOMPARE(p.canPlacePeg(0, 3, 2), Error::None);
        QCOMPARE(p.canPlacePeg(9, 3, 2), Error::None);
        QCOMPARE(p.canPlacePeg(5, 0, 2), Error::OpponentBorder);
        QCOMPARE(p.canPlacePeg(5, 7, 2), Error::OpponentBorder);
        QCOMPARE(p.canPlacePeg(8, 6, 2), Error::None);
        QCOMPARE(p.canPlacePeg(-1, 3, 2), Error::OutOfRange);
        QCOMPARE(p.canPlacePeg(3, 8, 1), Error::OutOfRange);
        QVERIFY(!TwixtPosition::errorText(Error::OpponentBorder).isEmpty());
        QVERIFY(TwixtPosition::errorText(Error::None).isEmpty());
    }

    void autoLinks()
    {
        TwixtPosition p(10, 10);
        QCOMPARE(p.apply(peg(3, 4, 1)), Error::None);
        QCOMPARE(p.apply(peg(5, 5, 1)), Error::None);
        QVERIFY(p.hasLink(link(3, 4, 5, 5)));
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,1;5,5,1 L:3,4,5,5"));
        // The opponent's pegs a knight's move away are not linked.
        QCOMPARE(p.apply(peg(7, 6, 2)), Error::None);
        QVERIFY(!p.hasLink(link(5, 5, 7, 6)));
        // Every own peg a knight's move away is linked, in all eight directions.
        TwixtPosition star(12, 12);
        for (const auto &k : kKnight)
            QCOMPARE(star.apply(peg(6 + k[0], 6 + k[1], 1)), Error::None);
        QCOMPARE(star.linkCount(), 0);
        QCOMPARE(star.apply(peg(6, 6, 1)), Error::None);
        QCOMPARE(star.linkCount(), 8);
        for (const auto &k : kKnight)
            QVERIFY(star.hasLink(link(6, 6, 6 + k[0], 6 + k[1])));
        QCOMPARE(star.links().size(), std::size_t(8));
    }

    void linksSortedAndDirections()
    {
        TwixtPosition p = withPegs({peg(4, 5, 1), peg(6, 4, 1), peg(5, 3, 1), peg(3, 3, 1), peg(2, 4, 1)});
        // From (4,5) upwards in the four Jgame directions.
        QVERIFY(p.hasLink({4, 5, 1}));
        QVERIFY(p.hasLink({4, 5, 2}));
        QVERIFY(p.hasLink({4, 5, 3}));
        QVERIFY(p.hasLink({4, 5, 4}));
        QVERIFY(!p.hasLink({4, 5, 0}));
        QVERIFY(!p.hasLink({4, 5, 5}));
        const std::vector<TwixtLink> expected{{4, 5, 1}, {4, 5, 2}, {4, 5, 3}, {4, 5, 4}};
        QCOMPARE(p.links(), expected);
        QCOMPARE(p.toText(), QStringLiteral("P:2,4,1;3,3,1;4,5,1;5,3,1;6,4,1 L:2,4,4,5;3,3,4,5;4,5,5,3;4,5,6,4"));
    }

    void crossingGeometries_data()
    {
        QTest::addColumn<int>("ax");
        QTest::addColumn<int>("ay");
        QTest::addColumn<int>("bx");
        QTest::addColumn<int>("by");
        QTest::newRow("shallow") << 3 << 4 << 5 << 5;
        QTest::newRow("shallow rising") << 3 << 5 << 5 << 4;
        QTest::newRow("steep") << 4 << 3 << 5 << 5;
        QTest::newRow("steep rising") << 5 << 3 << 4 << 5;
    }

    void crossingGeometries()
    {
        QFETCH(int, ax);
        QFETCH(int, ay);
        QFETCH(int, bx);
        QFETCH(int, by);
        TwixtPosition p = withPegs({peg(ax, ay, 1), peg(bx, by, 1)});
        QCOMPARE(p.linkCount(), 1);
        // Every candidate link near the existing one, against the reference.
        int crossings = 0;
        for (int x = 0; x < 10; ++x) {
            for (int y = 0; y < 10; ++y) {
                for (const auto &k : kKnight) {
                    const int ox = x + k[0];
                    const int oy = y + k[1];
                    if (!p.inside(ox, oy))
                        continue;
                    const bool expected = crossesByParameters(ax, ay, bx, by, x, y, ox, oy);
                    const TwixtLink candidate = link(x, y, ox, oy);
                    QVERIFY2(p.linkCrosses(candidate, 2) == expected,
                             qPrintable(QStringLiteral("%1,%2-%3,%4").arg(x).arg(y).arg(ox).arg(oy)));
                    crossings += expected ? 1 : 0;
                }
            }
        }
        // Each link is crossed by nine others (each counted from both ends).
        QCOMPARE(crossings, 18);
    }

    void namedCrossings()
    {
        const TwixtPosition p = withPegs({peg(3, 4, 1), peg(5, 5, 1)});
        // The classic X: two shallow links over the same centre.
        QVERIFY(p.linkCrosses(link(3, 5, 5, 4), 2));
        // Steep links through the shallow one.
        QVERIFY(p.linkCrosses(link(3, 5, 4, 3), 2));
        QVERIFY(p.linkCrosses(link(4, 4, 5, 6), 2));
        QVERIFY(p.linkCrosses(link(4, 6, 5, 4), 2));
        QVERIFY(p.linkCrosses(link(3, 6, 4, 4), 2));
        // Shallow links offset by one.
        QVERIFY(p.linkCrosses(link(2, 5, 4, 4), 2));
        QVERIFY(p.linkCrosses(link(4, 5, 6, 4), 2));
        // Neighbours that do not cross: sharing a peg, parallel, end to end,
        // and steep links that pass beside.
        QVERIFY(!p.linkCrosses(link(5, 5, 7, 6), 2));
        QVERIFY(!p.linkCrosses(link(3, 4, 4, 6), 2));
        QVERIFY(!p.linkCrosses(link(3, 5, 5, 6), 2));
        QVERIFY(!p.linkCrosses(link(3, 3, 5, 4), 2));
        QVERIFY(!p.linkCrosses(link(1, 3, 3, 4), 2));
        QVERIFY(!p.linkCrosses(link(5, 4, 6, 6), 2));
        QVERIFY(!p.linkCrosses(link(2, 5, 3, 3), 2));
        QVERIFY(!p.linkCrosses(link(4, 5, 5, 7), 2));
        // The link itself does not cross itself.
        QVERIFY(!p.linkCrosses(link(3, 4, 5, 5), 1));
    }

    void crossingBlocksAutoLinks()
    {
        // Standard: a link blocks the opponent's and one's own.
        TwixtPosition p = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 2), peg(5, 4, 2)});
        QVERIFY(p.hasLink(link(3, 4, 5, 5)));
        QVERIFY(!p.hasLink(link(3, 5, 5, 4)));
        QCOMPARE(p.linkCount(), 1);
        TwixtPosition own = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1), peg(5, 4, 1)});
        QVERIFY(!own.hasLink(link(3, 5, 5, 4)));
        QVERIFY(own.linkCrosses(link(3, 5, 5, 4)));
    }

    void paperAndPencil()
    {
        // Own links may cross.
        TwixtPosition own
            = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1), peg(5, 4, 1)}, 10, TwixtRules::PaperAndPencil);
        QVERIFY(own.hasLink(link(3, 4, 5, 5)));
        QVERIFY(own.hasLink(link(3, 5, 5, 4)));
        QCOMPARE(own.toText(), QStringLiteral("P:3,4,1;3,5,1;5,4,1;5,5,1 L:3,4,5,5;3,5,5,4"));
        // The opponent's links still block.
        TwixtPosition theirs
            = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 2), peg(5, 4, 2)}, 10, TwixtRules::PaperAndPencil);
        QVERIFY(!theirs.hasLink(link(3, 5, 5, 4)));
        QVERIFY(theirs.linkCrosses(link(3, 5, 5, 4), 2));
        QVERIFY(!theirs.linkCrosses(link(3, 5, 5, 4), 1));
        // Added own links may cross one another too.
        TwixtPosition unlinked(10, 10, TwixtRules::PaperAndPencil);
        for (const auto &[x, y] : {std::pair{3, 4}, {5, 5}, {3, 5}, {5, 4}})
            QCOMPARE(unlinked.apply(longMove(x, y, 1, false, {}, {})), Error::None);
        QCOMPARE(unlinked.linkCount(), 0);
        QCOMPARE(unlinked.apply(longMove(-1, -1, 1, false, {}, {link(3, 4, 5, 5), link(3, 5, 5, 4)})), Error::None);
        QCOMPARE(unlinked.toText(), own.toText());
        // Links are never removed.
        const TwixtPosition before = own;
        QCOMPARE(own.apply(longMove(6, 6, 1, true, {link(3, 4, 5, 5)}, {})), Error::RemovalNotAllowed);
        QVERIFY(own == before);
    }

    void longMoveWithoutAutoLinks()
    {
        // pbem_null false: only the listed links, even to the new peg.
        TwixtPosition p = withPegs({peg(3, 4, 1), peg(6, 7, 1)});
        QCOMPARE(p.apply(longMove(5, 5, 1, false, {}, {link(3, 4, 5, 5)})), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,1;5,5,1;6,7,1 L:3,4,5,5"));
        QCOMPARE(p.toMove(), 2);
        // And with nothing listed, no link at all.
        TwixtPosition bare = withPegs({peg(3, 4, 1)});
        QCOMPARE(bare.apply(longMove(5, 5, 1, false, {}, {})), Error::None);
        QCOMPARE(bare.linkCount(), 0);
    }

    void longMoveWithAutoLinks()
    {
        TwixtPosition p = withPegs({peg(3, 4, 1), peg(6, 7, 1)});
        QCOMPARE(p.apply(longMove(5, 5, 1, true, {}, {})), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,1;5,5,1;6,7,1 L:3,4,5,5;5,5,6,7"));
        // Removed, added and automatic links together (SGF long moves): the
        // added link was blocked by the removed one.
        TwixtPosition q = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1), peg(5, 4, 1)});
        QCOMPARE(q.linkCount(), 1);
        TwixtPosition jgame = q;
        TwixtMove sgf = longMove(7, 5, 1, false, {link(3, 4, 5, 5)}, {link(3, 5, 5, 4)});
        sgf.notation = true;
        QCOMPARE(q.apply(sgf), Error::None);
        QCOMPARE(q.toText(), QStringLiteral("P:3,4,1;3,5,1;5,4,1;5,5,1;7,5,1 L:3,5,5,4;5,4,7,5"));
        // Jgame with pbem_null true ignores the added list (the spec).
        QCOMPARE(jgame.apply(longMove(7, 5, 1, true, {link(3, 4, 5, 5)}, {link(3, 5, 5, 4)})), Error::None);
        QCOMPARE(jgame.toText(), QStringLiteral("P:3,4,1;3,5,1;5,4,1;5,5,1;7,5,1 L:5,4,7,5"));
        // The notation kind survives the tree encoding.
        QCOMPARE(decodeTwixtMove(encodeTwixtMove(sgf)), std::optional<TwixtMove>(sgf));
        // Decoding into a move reused from another (a reader's scratch move)
        // gives the same moves, short and long, and refuses what the other
        // form refuses.
        TwixtMove reused = sgf;
        for (const TwixtMove &m : {peg(4, 2, 2), sgf, longMove(7, 5, 2, true, {}, {link(3, 5, 5, 4)}), peg(1, 1, 1)}) {
            QVERIFY(decodeTwixtMove(encodeTwixtMove(m), reused));
            QCOMPARE(reused, m);
        }
        TwixtMove linkOnly = longMove(0, 0, 1, false, {link(3, 4, 5, 5)}, {});
        linkOnly.x = linkOnly.y = -1;
        QVERIFY(decodeTwixtMove(encodeTwixtMove(linkOnly), reused));
        QCOMPARE(reused, linkOnly);
        for (const QByteArray &bad : {QByteArray("\0\1\0\1\1", 5), QByteArray("\0\1\0\1\1\3\0", 7),
                                      encodeTwixtMove(sgf).chopped(1), encodeTwixtMove(sgf) + '\0'}) {
            QVERIFY(!decodeTwixtMove(bad));
            QVERIFY(!decodeTwixtMove(bad, reused));
        }
        // reset(): a default move again, the lists' room kept.
        QVERIFY(decodeTwixtMove(encodeTwixtMove(sgf), reused));
        reused.reset();
        QCOMPARE(reused, TwixtMove{});
        QVERIFY(reused.removed.capacity() > 0 || reused.added.capacity() > 0);
    }

    void longMoveRemovesThenLinks()
    {
        // The crossing own link goes first, so the new peg's link is made.
        TwixtPosition p = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1)});
        QCOMPARE(p.apply(longMove(5, 4, 1, true, {link(3, 4, 5, 5)}, {})), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,1;3,5,1;5,4,1;5,5,1 L:3,5,5,4"));
        // Same without automatic links: the added link may cross the removed one.
        TwixtPosition q = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1)});
        QCOMPARE(q.apply(longMove(5, 4, 1, false, {link(3, 4, 5, 5)}, {link(3, 5, 5, 4)})), Error::None);
        QCOMPARE(q.toText(), p.toText());
        // A link-only turn: no peg.
        TwixtPosition r = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1), peg(5, 4, 1)});
        TwixtMove relink = longMove(-1, -1, 1, false, {link(3, 4, 5, 5)}, {link(3, 5, 5, 4)});
        QCOMPARE(r.apply(relink), Error::None);
        QCOMPARE(r.toText(), p.toText());
        QCOMPARE(r.toMove(), 2);
    }

    void longMoveErrorsLeaveThePosition_data()
    {
        QTest::addColumn<int>("removeAx");
        QTest::addColumn<int>("removeAy");
        QTest::addColumn<int>("removeBx");
        QTest::addColumn<int>("removeBy");
        QTest::addColumn<int>("addAx");
        QTest::addColumn<int>("addAy");
        QTest::addColumn<int>("addBx");
        QTest::addColumn<int>("addBy");
        QTest::addColumn<int>("error");
        // Board: player 1 link 3,4-5,5 and lone peg 3,5; player 2 link 6,2-8,3.
        // -1 in the first coordinate: no link in that list.
        QTest::newRow("remove nonexistent") << 3 << 5 << 5 << 4 << -1 << 0 << 0 << 0 << int(Error::NoSuchLink);
        QTest::newRow("remove opponent's") << 6 << 2 << 8 << 3 << -1 << 0 << 0 << 0 << int(Error::NotOwnPegs);
        QTest::newRow("add crossing") << -1 << 0 << 0 << 0 << 3 << 5 << 5 << 4 << int(Error::LinkCrosses);
        QTest::newRow("add existing") << -1 << 0 << 0 << 0 << 3 << 4 << 5 << 5 << int(Error::LinkExists);
        QTest::newRow("add to empty hole") << -1 << 0 << 0 << 0 << 3 << 5 << 4 << 7 << int(Error::NotOwnPegs);
        QTest::newRow("add to opponent") << -1 << 0 << 0 << 0 << 6 << 2 << 5 << 4 << int(Error::NotOwnPegs);
    }

    void longMoveErrorsLeaveThePosition()
    {
        QFETCH(int, removeAx);
        QFETCH(int, removeAy);
        QFETCH(int, removeBx);
        QFETCH(int, removeBy);
        QFETCH(int, addAx);
        QFETCH(int, addAy);
        QFETCH(int, addBx);
        QFETCH(int, addBy);
        QFETCH(int, error);
        TwixtPosition p = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1), peg(6, 2, 2), peg(8, 3, 2)});
        QVERIFY(p.hasLink(link(6, 2, 8, 3)));
        std::vector<TwixtLink> removed;
        std::vector<TwixtLink> added;
        if (removeAx >= 0)
            removed.push_back(link(removeAx, removeAy, removeBx, removeBy));
        if (addAx >= 0)
            added.push_back(link(addAx, addAy, addBx, addBy));
        // The peg would be legal on its own.
        const TwixtPosition before = p;
        QCOMPARE(p.apply(longMove(5, 4, 1, false, removed, added)), Error(error));
        QVERIFY(p == before);
        QCOMPARE(p.apply(longMove(5, 4, 1, false, {}, {})), Error::None);
    }

    void longMoveListErrors()
    {
        TwixtPosition p = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1)});
        const TwixtPosition before = p;
        const TwixtLink existing = link(3, 4, 5, 5);
        // The same link removed twice.
        QCOMPARE(p.apply(longMove(7, 7, 1, false, {existing, existing}, {})), Error::NoSuchLink);
        // Two added links that cross each other.
        TwixtPosition q = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(3, 5, 1), peg(5, 4, 1)});
        const TwixtPosition qBefore = q;
        QCOMPARE(q.apply(longMove(7, 7, 1, false, {existing}, {link(3, 5, 5, 4), existing})), Error::LinkCrosses);
        QVERIFY(q == qBefore);
        // The same link added twice.
        QCOMPARE(p.apply(longMove(7, 6, 1, false, {}, {link(5, 5, 7, 6), link(5, 5, 7, 6)})), Error::LinkExists);
        // A link with no direction, and one off the board.
        QCOMPARE(p.apply(longMove(7, 7, 1, false, {{3, 4, 0}}, {})), Error::NotKnightMove);
        QCOMPARE(p.apply(longMove(7, 7, 1, false, {}, {{9, 4, 1}})), Error::OutOfRange);
        // The peg itself is checked too.
        QCOMPARE(p.apply(longMove(0, 4, 1, true, {existing}, {})), Error::OpponentBorder);
        QVERIFY(p == before);
        // Removing and re-adding the same link is fine.
        QCOMPARE(p.apply(longMove(7, 7, 1, false, {existing}, {existing})), Error::None);
        QVERIFY(p.hasLink(existing));
    }

    void verticalWinner()
    {
        TwixtPosition p = withPegs({peg(2, 0, 1), peg(3, 2, 1), peg(2, 4, 1)}, 6);
        QCOMPARE(p.winner(), 0);
        QCOMPARE(p.apply(peg(4, 5, 1)), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:2,0,1;2,4,1;3,2,1;4,5,1 L:2,0,3,2;2,4,3,2;2,4,4,5"));
        QCOMPARE(p.winner(), 1);
        // Removing a link of the chain ends the win.
        QCOMPARE(p.apply(longMove(-1, -1, 1, false, {link(3, 2, 2, 4)}, {})), Error::None);
        QCOMPARE(p.winner(), 0);
    }

    void horizontalWinner()
    {
        TwixtPosition p = withPegs({peg(0, 2, 2), peg(2, 3, 2), peg(4, 2, 2)}, 6);
        QCOMPARE(p.winner(), 0);
        QCOMPARE(p.apply(peg(5, 4, 2)), Error::None);
        QCOMPARE(p.winner(), 2);
        // Starting next to the bottom corner.
        const TwixtPosition low = withPegs({peg(0, 4, 2), peg(2, 3, 2), peg(4, 4, 2), peg(5, 2, 2)}, 6);
        QCOMPARE(low.linkCount(), 3);
        QCOMPARE(low.winner(), 2);
    }

    void noFalseWinner()
    {
        // Pegs in every row, but not linked: a column of pegs one row apart.
        TwixtPosition column(6, 6);
        for (int y = 0; y < 6; ++y)
            QCOMPARE(column.apply(peg(2, y, 1)), Error::None);
        QCOMPARE(column.linkCount(), 0);
        QCOMPARE(column.winner(), 0);
        // A chain from the top that stops one row short.
        const TwixtPosition shortChain = withPegs({peg(2, 0, 1), peg(3, 2, 1), peg(2, 4, 1), peg(4, 5, 1)}, 7);
        QCOMPARE(shortChain.winner(), 0);
        // Player 2's chain across the same rows does not win for player 1.
        const TwixtPosition sideways = withPegs({peg(1, 1, 2), peg(2, 3, 2), peg(1, 5, 2)}, 7);
        QCOMPARE(sideways.winner(), 0);
    }

    void bigBoardWinnerIsLocal()
    {
        // A straight chain down a 702-row board: iterative and fast.
        const int n = 702;
        TwixtPosition p(n, n);
        for (int y = 0; y < n; ++y)
            QCOMPARE(p.apply(peg(10 + (y % 2), y, 1)), Error::None);
        QCOMPARE(p.winner(), 0); // one row apart: no knight's moves
        TwixtPosition q(n, n);
        for (int y = 0; y + 1 < n; y += 2)
            QCOMPARE(q.apply(peg(10 + (y / 2) % 2, y, 1)), Error::None);
        QCOMPARE(q.winner(), 0);
        QCOMPARE(q.apply(peg(12, n - 1, 1)), Error::None);
        QCOMPARE(q.winner(), 1);
        QCOMPARE(q.linkCount(), n / 2);
    }

    void swapPieces()
    {
        TwixtPosition p = withPegs({peg(3, 7, 1)});
        QCOMPARE(p.applySpecial(SpecialMove::SwapPieces, 2), Error::None);
        QCOMPARE(p.pegAt(3, 7), 0);
        QCOMPARE(p.pegAt(7, 3), 2);
        QCOMPARE(p.toMove(), 1);
        QCOMPARE(p.toText(), QStringLiteral("P:7,3,2 L:"));
        // A peg in player 1's border row lands in player 2's border column.
        TwixtPosition border = withPegs({peg(5, 0, 1)});
        QCOMPARE(border.applySpecial(SpecialMove::SwapPieces, 2), Error::None);
        QCOMPARE(border.pegAt(0, 5), 2);
        // Needs exactly one peg.
        TwixtPosition empty(10, 10);
        QCOMPARE(empty.applySpecial(SpecialMove::SwapPieces, 2), Error::SwapNotAllowed);
        TwixtPosition two = withPegs({peg(3, 7, 1), peg(5, 5, 2)});
        QCOMPARE(two.applySpecial(SpecialMove::SwapPieces, 2), Error::SwapNotAllowed);
        // On a handicap board the mirror hole may not exist.
        TwixtPosition wide(12, 8);
        QCOMPARE(wide.apply(peg(9, 3, 1)), Error::None);
        const TwixtPosition before = wide;
        QCOMPARE(wide.applySpecial(SpecialMove::SwapPieces, 2), Error::OutOfRange);
        QVERIFY(wide == before);
    }

    void swapSidesAndOtherSpecials()
    {
        TwixtPosition p = withPegs({peg(3, 7, 1)});
        const QString board = p.toText();
        QCOMPARE(p.applySpecial(SpecialMove::SwapSides, 2), Error::None);
        QCOMPARE(p.toText(), board);
        QCOMPARE(p.toMove(), 2);
        QCOMPARE(p.applySpecial(SpecialMove::Pass, 2), Error::None);
        QCOMPARE(p.toMove(), 1);
        QCOMPARE(p.applySpecial(SpecialMove::Resign, 1), Error::None);
        QCOMPARE(p.applySpecial(SpecialMove::Forfeit, 2), Error::None);
        QCOMPARE(p.applySpecial(SpecialMove::Resign, 3), Error::BadPlayer);
        QCOMPARE(p.toText(), board);
    }

    void setup()
    {
        TwixtPosition p(10, 10);
        QCOMPARE(p.applySetup({{3, 4, 1}, {5, 5, 1}, {4, 6, 2}}), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,1;4,6,2;5,5,1 L:3,4,5,5"));
        // Taking a peg off takes its links; replacing it changes its colour.
        QCOMPARE(p.applySetup({{5, 5, 0}, {3, 4, 2}}), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,2;4,6,2 L:3,4,4,6"));
        QCOMPARE(p.pegCount(), 2);
        QCOMPARE(p.linkCount(), 1);
        // Setting up a peg that is already there changes nothing, not even
        // links its owner took away.
        TwixtPosition again = withPegs({peg(3, 4, 1), peg(5, 5, 1)});
        QCOMPARE(again.apply(longMove(-1, -1, 1, false, {link(3, 4, 5, 5)}, {})), Error::None);
        QCOMPARE(again.applySetup({{3, 4, 1}}), Error::None);
        QCOMPARE(again.toText(), QStringLiteral("P:3,4,1;5,5,1 L:"));
        // The top end of a link (the link is stored at its bottom peg).
        TwixtPosition top = withPegs({peg(3, 4, 1), peg(5, 5, 1), peg(4, 2, 1)});
        QCOMPARE(top.linkCount(), 2);
        QCOMPARE(top.applySetup({{3, 4, 0}}), Error::None);
        QCOMPARE(top.toText(), QStringLiteral("P:4,2,1;5,5,1 L:"));
        QCOMPARE(top.linkCount(), 0);
        const TwixtPosition before = p;
        QCOMPARE(p.applySetup({{6, 6, 1}, {0, 0, 1}}), Error::Corner);
        QCOMPARE(p.applySetup({{6, 6, 1}, {0, 5, 1}}), Error::OpponentBorder);
        QCOMPARE(p.applySetup({{6, 6, 1}, {10, 5, 0}}), Error::OutOfRange);
        QVERIFY(p == before);
        p.setToMove(2);
        QCOMPARE(p.toMove(), 2);
    }

    void applyMoveDecodesTheTreeEncoding()
    {
        TwixtPosition p(10, 10);
        QCOMPARE(p.applyMove(MoveTag::None, {}), Error::None);
        QCOMPARE(p.applyMove(MoveTag::Place, encodeTwixtMove(peg(3, 4, 1))), Error::None);
        QCOMPARE(p.applyMove(MoveTag::Place, encodeTwixtMove(peg(5, 5, 1))), Error::None);
        QCOMPARE(p.applyMove(MoveTag::Place, encodeTwixtMove(peg(3, 5, 1))), Error::None);
        const TwixtMove relink = longMove(5, 4, 1, false, {link(3, 4, 5, 5)}, {link(3, 5, 5, 4)});
        QCOMPARE(p.applyMove(MoveTag::Place, encodeTwixtMove(relink)), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,1;3,5,1;5,4,1;5,5,1 L:3,5,5,4"));
        QCOMPARE(p.applyMove(MoveTag::Special, encodeSpecial(SpecialMove::Pass, 1)), Error::None);
        QCOMPARE(p.toMove(), 2);
        QCOMPARE(p.applyMove(MoveTag::Setup, encodeSetup({{3, 5, 0}})), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("P:3,4,1;5,4,1;5,5,1 L:"));
        const TwixtPosition before = p;
        QCOMPARE(p.applyMove(MoveTag::Place, QByteArray("\x00\x01\x00", 3)), Error::BadEncoding);
        QCOMPARE(p.applyMove(MoveTag::Special, QByteArray("\x00\x01", 2)), Error::BadEncoding);
        QCOMPARE(p.applyMove(MoveTag::Setup, QByteArray(4, '\0')), Error::BadEncoding);
        QCOMPARE(p.applyMove(MoveTag::Place, encodeTwixtMove(peg(5, 5, 2))), Error::Occupied);
        QVERIFY(p == before);
    }

    // The Moves list names a long move by what it leaves on the board: the
    // peg, then the links that differ from an ordinary move's.
    void longMovesAreNamedByTheirLinks()
    {
        GameRecord game;
        game.kind = GameKind::Twixt;
        game.columns = game.rows = 10;
        std::unique_ptr<Replayer> r = Replayer::forGame(game);
        for (const TwixtMove &m : {peg(3, 4, 1), peg(8, 2, 2), peg(6, 7, 1), peg(8, 5, 2)})
            QCOMPARE(r->apply(quint8(MoveTag::Place), encodeTwixtMove(m)), QString());
        const auto name
            = [&](const TwixtMove &m) { return r->moveNotation(quint8(MoveTag::Place), encodeTwixtMove(m)); };
        // Only long moves need the position.
        QVERIFY(!r->notationDependsOnPosition(quint8(MoveTag::Place), encodeTwixtMove(peg(5, 5, 1))));
        QVERIFY(r->notationDependsOnPosition(quint8(MoveTag::Place), encodeTwixtMove(longMove(5, 5, 1, true, {}, {}))));
        QCOMPARE(name(peg(5, 5, 1)), QStringLiteral("F6"));
        QCOMPARE(name(longMove(5, 5, 1, false, {}, {})), QStringLiteral("F6 (no links)"));
        QCOMPARE(name(longMove(5, 5, 1, true, {}, {})), QStringLiteral("F6 (long move, the usual links)"));
        QCOMPARE(name(longMove(5, 5, 1, false, {}, {link(3, 4, 5, 5), link(5, 5, 6, 7)})),
                 QStringLiteral("F6 (long move, the usual links)"));
        QCOMPARE(name(longMove(5, 5, 1, false, {}, {link(3, 4, 5, 5)})), QStringLiteral("F6 \u2212F6\u2013G8"));
        // The file's own text stays what moveText gives (CLI, find).
        QCOMPARE(r->moveText(quint8(MoveTag::Place), encodeTwixtMove(longMove(5, 5, 1, false, {}, {link(3, 4, 5, 5)}))),
                 QStringLiteral("\\E5' F6"));
    }

    void holeNames()
    {
        QCOMPARE(TwixtPosition::holeName(0, 0), QStringLiteral("A1"));
        QCOMPARE(TwixtPosition::holeName(3, 2), QStringLiteral("D3"));
        QCOMPARE(TwixtPosition::holeName(25, 23), QStringLiteral("Z24"));
        QCOMPARE(TwixtPosition::holeName(26, 0), QStringLiteral("AA1"));
        QCOMPARE(TwixtPosition::holeName(27, 0), QStringLiteral("AB1"));
        QCOMPARE(TwixtPosition::holeName(51, 0), QStringLiteral("AZ1"));
        QCOMPARE(TwixtPosition::holeName(52, 0), QStringLiteral("BA1"));
        QCOMPARE(TwixtPosition::holeName(701, 701), QStringLiteral("ZZ702"));
    }
};

QTEST_APPLESS_MAIN(TestTwixtPosition)
#include "tst_twixtposition.moc"
