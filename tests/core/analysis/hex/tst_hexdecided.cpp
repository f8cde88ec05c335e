// The "decided" verdict (core/analysis/hex/hexdecided.h): never wrong. On
// thousands of random positions of boards up to 8x8, every position it calls
// won is won by that player according to the solver (itself checked against
// brute force in tst_hexsolver); the carrier and mustplay it gives are
// empty cells; and the first decided position along a game.

#include "analysis/hex/hexdecided.h"
#include "analysis/hex/hexsolver.h"
#include "hexrandom.h"
#include "hexsweeps.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace kibitz;

namespace { } // namespace

class TestHexDecided : public QObject {
    Q_OBJECT
private slots:
    void agreesWithTheSolver_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("fullCount");
        QTest::addColumn<int>("minStones");
        QTest::newRow("4x4") << 4 << 1200 << 2;
        QTest::newRow("5x5") << 5 << 1000 << 4;
        QTest::newRow("6x6") << 6 << 500 << 10;
        QTest::newRow("7x7") << 7 << 250 << 20;
        QTest::newRow("8x8") << 8 << 120 << 30;
    }
    void agreesWithTheSolver()
    {
        QFETCH(int, size);
        QFETCH(int, fullCount);
        QFETCH(int, minStones);
        const int count = test::hexSweepCount(fullCount, fullCount / 4);
        QRandomGenerator rng(4242u + unsigned(size));
        int decided = 0;
        int solved = 0;
        for (int n = 0; n < count; ++n) {
            const int stones = minStones + int(rng.bounded(size * size / 3));
            const HexPosition p = test::randomHexPosition(rng, size, size, stones, test::StoneColours::Alternate,
                                                          test::Winner::Excluded);
            const HexDecided d = hexDecided(p);
            QVERIFY(d.supported);
            // The six-word board (over 64 cells) says the same.
            const HexDecided wide = hexDecided(p, true);
            QCOMPARE(wide.winner, d.winner);
            QVERIFY(wide.carrier == d.carrier && wide.mustplay == d.mustplay);
            if (d.winner == 0)
                continue;
            ++decided;
            for (const auto &[x, y] : d.carrier)
                QVERIFY(p.inside(x, y) && p.at(x, y) == 0);
            for (const auto &[x, y] : d.mustplay)
                QVERIFY(p.inside(x, y) && p.at(x, y) == 0);
            HexSolveOptions options;
            options.seconds = 20;
            const HexSolveResult r = HexSolver(options).solveWinner(p);
            if (r.winner == 0)
                continue; // the solver ran out of time: nothing to compare
            ++solved;
            const QByteArray where = p.toText().toUtf8() + " to move " + QByteArray::number(p.toMove());
            QVERIFY2(r.winner == d.winner, where.constData());
        }
        // The verdict must say something on a good share of them.
        QVERIFY2(decided > count / 5, qPrintable(QStringLiteral("%1 decided of %2").arg(decided).arg(count)));
        QVERIFY(solved > decided * 9 / 10);
    }

    void narrowAndWideBoardsAgree()
    {
        // 9x9 to 13x13 (two and three 64-bit words a cell set) against the
        // six-word board.
        QRandomGenerator rng(977u);
        int decided = 0;
        const int count = test::hexSweepCount(40, 10);
        for (int n = 0; n < count; ++n) {
            const int size = 9 + n % 5;
            const HexPosition p = test::randomHexPosition(rng, size, size, size * 2 + int(rng.bounded(size * size / 2)),
                                                          test::StoneColours::Alternate, test::Winner::Excluded);
            const HexDecided d = hexDecided(p);
            const HexDecided wide = hexDecided(p, true);
            QVERIFY2(wide.winner == d.winner, qPrintable(p.toText()));
            QVERIFY(wide.carrier == d.carrier && wide.mustplay == d.mustplay);
            decided += d.winner != 0;
        }
        QVERIFY(decided > 0 && decided < count);
    }

    void openBoards()
    {
        // 3x3: the side to move has a semi connection through the centre.
        QCOMPARE(hexDecided(HexPosition(3)).winner, 1);
        for (int size = 9; size <= 13; size += 2)
            QCOMPARE(hexDecided(HexPosition(size)).winner, 0);
        QVERIFY(!hexDecided(HexPosition(20)).supported);
    }

    void bridgesToBothEdges()
    {
        // 5x5, player 1 on c2, c3, c4: c2 bridges to the top edge and c4 to
        // the bottom edge, so player 2 to move has lost: a full connection,
        // no mustplay left.
        HexPosition p(5);
        p.place({2, 1, 1});
        p.place({2, 2, 1});
        p.place({2, 3, 1});
        p.setToMove(2);
        const HexDecided d = hexDecided(p);
        QCOMPARE(d.winner, 1);
        QVERIFY(!d.carrier.empty());
        QVERIFY(d.mustplay.empty());
        // Without c3: c3 is one way to join c2 and c4, a4 with the cells
        // left of them another, so even player 2 to move has lost, and the
        // verdict sees it (the solver agrees).
        HexPosition q(5);
        q.place({2, 1, 1});
        q.place({2, 3, 1});
        q.setToMove(2);
        QCOMPARE(hexDecided(q).winner, 1);
        QCOMPARE(HexSolver().solveWinner(q).winner, 1);
        // The empty 3x3 board: player 1 to move wins by a semi connection;
        // player 2 would have to play in the cells common to all of them,
        // which lie in the carrier shown.
        const HexDecided e = hexDecided(HexPosition(3));
        QCOMPARE(e.winner, 1);
        QVERIFY(!e.mustplay.empty());
        for (const auto &cell : e.mustplay)
            QVERIFY(std::find(e.carrier.begin(), e.carrier.end(), cell) != e.carrier.end());
    }

    void firstDecidedAlongAGame()
    {
        // 7x7: player 1 walks down column d, player 2 down column a (which
        // joins nothing for him). The empty board is not decided as far as
        // the verdict sees; some position before the last move is, for
        // player 1, and the solver agrees there.
        GameRecord g;
        g.kind = GameKind::Hex;
        g.columns = g.rows = 7;
        std::vector<HexStone> moves;
        for (int y = 0; y < 7; ++y) {
            moves.push_back({3, y, 1});
            if (y < 6)
                moves.push_back({0, y, 2});
        }
        NodeId at = g.tree.root();
        for (const HexStone &s : moves)
            at = g.tree.addMove(at, quint8(MoveTag::Place), encodeHexStone(s));
        const HexGameDecided d = hexFirstDecided(g);
        QCOMPARE(d.mainLine, int(moves.size()));
        QCOMPARE(d.winner, 1);
        QVERIFY(d.ply > 0 && d.ply < d.mainLine);
        HexPosition p(7);
        for (int i = 0; i < d.ply; ++i) {
            QCOMPARE(hexDecided(p).winner, 0);
            p.place(moves[std::size_t(i)]);
        }
        QCOMPARE(hexDecided(p).winner, 1);
        QCOMPARE(HexSolver().solveWinner(p).winner, 1);
        // Not a Hex game: nothing.
        GameRecord t;
        t.kind = GameKind::Twixt;
        QCOMPARE(hexFirstDecided(t).ply, -1);
    }
};

QTEST_GUILESS_MAIN(TestHexDecided)
#include "tst_hexdecided.moc"
