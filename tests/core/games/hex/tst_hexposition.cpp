// HexPosition: placement, connection on the rhombus (acute corner at (0,0)),
// special moves and setup, the tree encoding, and the text forms.

#include "games/hex/hexposition.h"

#include <QtTest>

using namespace kibitz;

using Error = HexPosition::Error;
using Chain = std::vector<std::pair<int, int>>;

namespace {
HexPosition withStones(int size, const std::vector<HexStone> &stones)
{
    HexPosition p(size);
    for (const HexStone &s : stones) {
        if (p.place(s) != Error::None)
            qFatal("test setup: cannot place %d,%d", s.x, s.y);
    }
    return p;
}

// Written apart from HexPosition's own neighbour table on purpose.
bool adjacent(std::pair<int, int> a, std::pair<int, int> b)
{
    const int dx = b.first - a.first;
    const int dy = b.second - a.second;
    return (std::abs(dx) + std::abs(dy) == 1) || (dx == 1 && dy == -1) || (dx == -1 && dy == 1);
}

bool isChain(const HexPosition &p, const Chain &chain, int player)
{
    if (chain.empty())
        return false;
    const int last = player == 1 ? p.rows() - 1 : p.columns() - 1;
    const auto along = [player](std::pair<int, int> c) { return player == 1 ? c.second : c.first; };
    if (along(chain.front()) != 0 || along(chain.back()) != last)
        return false;
    for (std::size_t i = 0; i < chain.size(); ++i) {
        if (p.at(chain[i].first, chain[i].second) != player)
            return false;
        if (i > 0 && !adjacent(chain[i - 1], chain[i]))
            return false;
    }
    return true;
}
} // namespace

class TestHexPosition : public QObject {
    Q_OBJECT
private slots:
    void emptyBoard()
    {
        const HexPosition p(5);
        QCOMPARE(p.size(), 5);
        QCOMPARE(p.stoneCount(), 0);
        QCOMPARE(p.toMove(), 1);
        QCOMPARE(p.winner(), 0);
        QVERIFY(p.winningChain().empty());
        QCOMPARE(p.toText(), QStringLiteral("...../...../...../...../....."));
    }

    void placeAndTurns()
    {
        HexPosition p(4);
        QCOMPARE(p.place({1, 2, 1}), Error::None);
        QCOMPARE(p.at(1, 2), 1);
        QCOMPARE(p.at(2, 1), 0);
        QCOMPARE(p.toMove(), 2);
        QCOMPARE(p.place({3, 0, 2}), Error::None);
        QCOMPARE(p.at(3, 0), 2);
        QCOMPARE(p.toMove(), 1);
        // Turn order is not enforced (HexGui writes runs of one colour).
        QCOMPARE(p.place({0, 0, 2}), Error::None);
        QCOMPARE(p.toMove(), 1);
        QCOMPARE(p.stoneCount(), 3);
        QCOMPARE(p.toText(), QStringLiteral("2..2/..../.1../...."));
    }

    void rejectedPlacementsLeaveThePosition()
    {
        HexPosition p = withStones(3, {{1, 1, 1}});
        const HexPosition before = p;
        QCOMPARE(p.place({3, 0, 2}), Error::OutOfRange);
        QCOMPARE(p.place({0, 3, 2}), Error::OutOfRange);
        QCOMPARE(p.place({-1, 0, 2}), Error::OutOfRange);
        QCOMPARE(p.place({0, -1, 2}), Error::OutOfRange);
        QCOMPARE(p.place({1, 1, 2}), Error::Occupied);
        QCOMPARE(p.place({1, 1, 1}), Error::Occupied);
        QCOMPARE(p.place({0, 0, 0}), Error::BadPlayer);
        QCOMPARE(p.place({0, 0, 3}), Error::BadPlayer);
        QCOMPARE(p.canPlace({0, 0, 2}), Error::None);
        QVERIFY(p == before);
        QCOMPARE(p.toMove(), 2);
        QVERIFY(!HexPosition::errorText(Error::Occupied).isEmpty());
        QVERIFY(HexPosition::errorText(Error::None).isEmpty());
    }

    void acuteCornerNeighbours()
    {
        // (0,0) touches (1,0) and (0,1) only: the (1,1) diagonal is not adjacent.
        QCOMPARE(withStones(2, {{0, 0, 1}, {1, 1, 1}}).winner(), 0);
        QCOMPARE(withStones(2, {{0, 0, 1}, {0, 1, 1}}).winner(), 1);
        QCOMPARE(withStones(2, {{0, 0, 2}, {1, 0, 2}}).winner(), 2);
        // The other diagonal, (x+1,y-1), is adjacent.
        QCOMPARE(withStones(2, {{1, 0, 1}, {0, 1, 1}}).winner(), 1);
        QCOMPARE(withStones(2, {{1, 0, 2}, {0, 1, 2}}).winner(), 2);
        // The obtuse corner (n-1,0) touches (n-2,0), (n-1,1) and (n-2,1).
        QCOMPARE(withStones(3, {{2, 0, 1}, {1, 1, 1}, {1, 2, 1}}).winner(), 1);
        QCOMPARE(withStones(3, {{0, 0, 1}, {1, 1, 1}, {2, 2, 1}}).winner(), 0);
    }

    void verticalWinner()
    {
        HexPosition p = withStones(3, {{2, 0, 1}, {0, 0, 2}, {1, 1, 1}, {0, 1, 2}});
        QCOMPARE(p.winner(), 0);
        QCOMPARE(p.place({0, 2, 1}), Error::None);
        QCOMPARE(p.winner(), 1);
        QCOMPARE(p.winningChain(), (Chain{{2, 0}, {1, 1}, {0, 2}}));
    }

    void horizontalWinner()
    {
        HexPosition p = withStones(4, {{0, 3, 2}, {1, 2, 2}, {2, 2, 2}, {3, 1, 1}});
        QCOMPARE(p.winner(), 0);
        QCOMPARE(p.place({3, 2, 2}), Error::None);
        QCOMPARE(p.winner(), 2);
        QCOMPARE(p.winningChain(), (Chain{{0, 3}, {1, 2}, {2, 2}, {3, 2}}));
    }

    void noFalseWinner()
    {
        // Player 1 spans every column but joins no two rows; player 2 spans
        // every row in one column only.
        const HexPosition rowOfOnes = withStones(4, {{0, 1, 1}, {1, 1, 1}, {2, 1, 1}, {3, 1, 1}});
        QCOMPARE(rowOfOnes.winner(), 0);
        const HexPosition columnOfTwos = withStones(4, {{1, 0, 2}, {1, 1, 2}, {1, 2, 2}, {1, 3, 2}});
        QCOMPARE(columnOfTwos.winner(), 0);
        // A chain broken by the opponent.
        const HexPosition broken = withStones(3, {{1, 0, 1}, {1, 1, 2}, {1, 2, 1}});
        QCOMPARE(broken.winner(), 0);
        // A full chain with one stone of the wrong colour.
        const HexPosition mixed = withStones(3, {{0, 0, 1}, {0, 1, 2}, {0, 2, 1}});
        QCOMPARE(mixed.winner(), 0);
    }

    void bigBoardWinnerIsIterative()
    {
        // A snake through every other row: the only chain is thousands of
        // cells long, which a recursive search would not survive on a small
        // stack.
        const int n = 101;
        HexPosition p(n);
        for (int y = 0; y < n; ++y) {
            if (y % 2 == 0) {
                for (int x = 0; x < n; ++x)
                    QCOMPARE(p.place({x, y, 1}), Error::None);
            } else {
                QCOMPARE(p.place({y % 4 == 1 ? n - 1 : 0, y, 1}), Error::None);
            }
        }
        QCOMPARE(p.winner(), 1);
        const Chain chain = p.winningChain();
        QVERIFY(isChain(p, chain, 1));
        QVERIFY(chain.size() > std::size_t(n * n / 4));
        // Cut the snake at its last turn.
        QCOMPARE(p.applySetup({{0, n - 2, 0}}), Error::None);
        QCOMPARE(p.winner(), 0);
    }

    void swapPiecesMirrors()
    {
        HexPosition p(11);
        QCOMPARE(p.place({2, 5, 1}), Error::None);
        QCOMPARE(p.applySpecial(SpecialMove::SwapPieces, 2), Error::None);
        QCOMPARE(p.at(2, 5), 0);
        QCOMPARE(p.at(5, 2), 2);
        QCOMPARE(p.stoneCount(), 1);
        QCOMPARE(p.toMove(), 1);
        // A stone on the diagonal stays and changes colour.
        HexPosition d(5);
        QCOMPARE(d.place({2, 2, 1}), Error::None);
        QCOMPARE(d.applySpecial(SpecialMove::SwapPieces, 2), Error::None);
        QCOMPARE(d.toText(), QStringLiteral("...../...../..2../...../....."));
    }

    void swapPiecesNeedsOneStone()
    {
        HexPosition empty(5);
        QCOMPARE(empty.applySpecial(SpecialMove::SwapPieces, 2), Error::SwapNotAllowed);
        HexPosition two = withStones(5, {{0, 0, 1}, {1, 1, 2}});
        const HexPosition before = two;
        QCOMPARE(two.applySpecial(SpecialMove::SwapPieces, 2), Error::SwapNotAllowed);
        QVERIFY(two == before);
        QCOMPARE(two.applySpecial(SpecialMove::SwapPieces, 0), Error::BadPlayer);
    }

    void swapSidesAndOtherSpecials()
    {
        HexPosition p = withStones(5, {{1, 3, 1}});
        const QString board = p.toText();
        QCOMPARE(p.applySpecial(SpecialMove::SwapSides, 2), Error::None);
        QCOMPARE(p.toText(), board);
        QCOMPARE(p.toMove(), 2);
        QCOMPARE(p.applySpecial(SpecialMove::Pass, 2), Error::None);
        QCOMPARE(p.toMove(), 1);
        QCOMPARE(p.applySpecial(SpecialMove::Resign, 1), Error::None);
        QCOMPARE(p.applySpecial(SpecialMove::Forfeit, 2), Error::None);
        QCOMPARE(p.toText(), board);
    }

    void setup()
    {
        HexPosition p = withStones(3, {{0, 0, 1}});
        QCOMPARE(p.applySetup({{1, 1, 2}, {2, 2, 1}, {0, 0, 0}, {0, 1, 2}}), Error::None);
        QCOMPARE(p.toText(), QStringLiteral(".../22./..1"));
        QCOMPARE(p.stoneCount(), 3);
        // Replacing a stone keeps the count right.
        QCOMPARE(p.applySetup({{1, 1, 1}}), Error::None);
        QCOMPARE(p.toText(), QStringLiteral(".../21./..1"));
        QCOMPARE(p.stoneCount(), 3);
        // All or nothing.
        const HexPosition before = p;
        QCOMPARE(p.applySetup({{0, 0, 1}, {3, 0, 1}}), Error::OutOfRange);
        QCOMPARE(p.applySetup({{0, 0, 1}, {0, 2, 7}}), Error::BadPlayer);
        QVERIFY(p == before);
        p.setToMove(2);
        QCOMPARE(p.toMove(), 2);
    }

    void applyMoveDecodesTheTreeEncoding()
    {
        HexPosition p(5);
        QCOMPARE(p.applyMove(MoveTag::None, {}), Error::None);
        QCOMPARE(p.applyMove(MoveTag::Place, encodeHexStone({3, 1, 1})), Error::None);
        QCOMPARE(p.at(3, 1), 1);
        QCOMPARE(p.applyMove(MoveTag::Special, encodeSpecial(SpecialMove::SwapPieces, 2)), Error::None);
        QCOMPARE(p.at(1, 3), 2);
        QCOMPARE(p.applyMove(MoveTag::Place, encodeHexStone({1, 3, 1})), Error::Occupied);
        QCOMPARE(p.applyMove(MoveTag::Setup, encodeSetup({{4, 4, 1}, {1, 3, 0}})), Error::None);
        QCOMPARE(p.toText(), QStringLiteral("...../...../...../...../....1"));
        const HexPosition before = p;
        QCOMPARE(p.applyMove(MoveTag::Place, QByteArray("\x00\x01", 2)), Error::BadEncoding);
        QCOMPARE(p.applyMove(MoveTag::Special, QByteArray("\x09\x01", 2)), Error::BadEncoding);
        QCOMPARE(p.applyMove(MoveTag::Setup, QByteArray("\x00\x01\x00", 3)), Error::BadEncoding);
        QCOMPARE(p.applyMove(MoveTag(9), {}), Error::BadEncoding);
        QVERIFY(p == before);
    }

    void cellNames()
    {
        QCOMPARE(HexPosition::cellName(0, 0), QStringLiteral("a1"));
        QCOMPARE(HexPosition::cellName(10, 10), QStringLiteral("k11"));
        QCOMPARE(HexPosition::cellName(18, 14), QStringLiteral("s15"));
        QCOMPARE(HexPosition::cellName(25, 0), QStringLiteral("z1"));
        QCOMPARE(HexPosition::cellName(26, 0), QStringLiteral("aa1"));
        QCOMPARE(HexPosition::cellName(27, 99), QStringLiteral("ab100"));
    }
};

QTEST_APPLESS_MAIN(TestHexPosition)
#include "tst_hexposition.moc"
