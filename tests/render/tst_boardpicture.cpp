// What a board picture holds: stones along the path, move numbers, the last
// move, Twixt links, follow-ups and their outcomes, and errors.

#include "handmadegames.h"

#include "render/backgammon/backgammonpicture.h"
#include "render/hextwixt/hextwixtpicture.h"

#include <QtTest>

using namespace kibitz;
using namespace kibitz::test;

class TestBoardPicture : public QObject {
    Q_OBJECT
private slots:
    void hexStonesNumbersAndLastMove()
    {
        GameRecord game = emptyGame(GameKind::Hex, 5, 4);
        const NodeId a = addHexStone(game, 0, 2, 1, 1);
        const NodeId b = addHexStone(game, a, 0, 3, 2);
        const NodeId c = addHexStone(game, b, 4, 0, 1);

        const HexTwixtPicture picture = buildHexTwixtPicture(game, c);
        QVERIFY2(picture.ok(), qPrintable(picture.error));
        QCOMPARE(picture.kind, GameKind::Hex);
        QCOMPARE(picture.columns, 5);
        QCOMPARE(picture.rows, 4);
        QCOMPARE(picture.ply, 3);
        QCOMPARE(picture.toMove, 2);
        // By row, then column.
        const std::vector<PictureStone> expected{{4, 0, 1, 3}, {2, 1, 1, 1}, {0, 3, 2, 2}};
        QCOMPARE(picture.stones, expected);
        QCOMPARE(picture.lastMove, std::optional<QPoint>(QPoint(4, 0)));
        QCOMPARE(picture.playerAt(0, 3), 2);
        QCOMPARE(picture.playerAt(1, 1), 0);

        const HexTwixtPicture middle = buildHexTwixtPicture(game, a);
        QCOMPARE(middle.stones.size(), std::size_t(1));
        QCOMPARE(middle.lastMove, std::optional<QPoint>(QPoint(2, 1)));

        const HexTwixtPicture start = buildHexTwixtPicture(game, game.tree.root());
        QVERIFY(start.ok());
        QVERIFY(start.stones.empty());
        QVERIFY(!start.lastMove);
        QCOMPARE(start.ply, 0);
    }

    void hexSwapNumbersTheSwappedStone()
    {
        GameRecord game = emptyGame(GameKind::Hex, 5, 5);
        const NodeId a = addHexStone(game, 0, 3, 1, 1);
        const NodeId swap
            = game.tree.appendChild(a, std::uint8_t(MoveTag::Special), encodeSpecial(SpecialMove::SwapPieces, 2));
        const HexTwixtPicture picture = buildHexTwixtPicture(game, swap);
        QVERIFY2(picture.ok(), qPrintable(picture.error));
        QCOMPARE(picture.stones, (std::vector<PictureStone>{{1, 3, 2, 2}}));
        QCOMPARE(picture.lastMove, std::optional<QPoint>(QPoint(1, 3)));
    }

    void illegalMoveStopsWithAnError()
    {
        GameRecord game = emptyGame(GameKind::Hex, 3, 3);
        const NodeId a = addHexStone(game, 0, 1, 1, 1);
        const NodeId again = addHexStone(game, a, 1, 1, 2); // occupied
        const NodeId after = addHexStone(game, again, 0, 0, 1);
        const HexTwixtPicture picture = buildHexTwixtPicture(game, after);
        QVERIFY(!picture.ok());
        QCOMPARE(picture.failedAt, again);
        QVERIFY2(picture.error.contains(QLatin1String("b2")), qPrintable(picture.error));
        // The position before the illegal move is still shown.
        QCOMPARE(picture.stones, (std::vector<PictureStone>{{1, 1, 1, 1}}));
        QCOMPARE(picture.ply, 1);

        GameRecord outside = emptyGame(GameKind::Hex, 3, 3);
        const NodeId far = addHexStone(outside, 0, 7, 9, 1);
        QVERIFY(!buildHexTwixtPicture(outside, far).ok());

        GameRecord twixt = emptyGame(GameKind::Twixt, 12, 12);
        const NodeId border = addTwixtPeg(twixt, 0, 5, 0, 2); // player 2 in player 1's border row
        const HexTwixtPicture twixtPicture = buildHexTwixtPicture(twixt, border);
        QVERIFY(!twixtPicture.ok());
        QCOMPARE(twixtPicture.failedAt, border);
        QVERIFY(twixtPicture.stones.empty());

        // A move whose bytes do not decode.
        GameRecord garbled = emptyGame(GameKind::Hex, 3, 3);
        const NodeId bad = garbled.tree.appendChild(0, std::uint8_t(MoveTag::Place), QByteArray("\x01", 1));
        QVERIFY(!buildHexTwixtPicture(garbled, bad).ok());
    }

    void unsupportedGamesAndNodes()
    {
        GameRecord backgammon = emptyGame(GameKind::Backgammon, 0, 0);
        QVERIFY(!buildHexTwixtPicture(backgammon, 0).ok());
        QVERIFY(!buildBackgammonPicture(backgammon, 0).ok());
        QVERIFY(!buildBackgammonPicture(backgammon, 0).position);
        // Each family's builder pictures its own games only.
        const GameRecord board = emptyGame(GameKind::Backgammon, 12, 2);
        QVERIFY(buildBackgammonPicture(board, 0).ok());
        const HexTwixtPicture notHex = buildHexTwixtPicture(board, 0);
        QVERIFY(!notHex.ok());
        QVERIFY(notHex.stones.empty());
        QVERIFY(!buildBackgammonPicture(emptyGame(GameKind::Hex, 3, 3), 0).ok());
        QVERIFY(!buildHexTwixtPicture(emptyGame(GameKind::Rokkaku, 13, 11), 0).ok());
        GameRecord hex = emptyGame(GameKind::Hex, 3, 3);
        QVERIFY(!buildHexTwixtPicture(hex, 42).ok());
        const NodeId a = addHexStone(hex, 0, 0, 0, 1);
        hex.tree.detachSubtree(a);
        QVERIFY(!buildHexTwixtPicture(hex, a).ok());
    }

    void twixtPegsAndLinks()
    {
        GameRecord game = emptyGame(GameKind::Twixt, 24, 24);
        const NodeId a = addTwixtPeg(game, 0, 5, 5, 1);
        const NodeId b = addTwixtPeg(game, a, 10, 10, 2);
        const NodeId c = addTwixtPeg(game, b, 6, 7, 1);
        const NodeId d = addTwixtPeg(game, c, 11, 12, 1); // a knight's move from player 2's peg: no link
        const HexTwixtPicture picture = buildHexTwixtPicture(game, d);
        QVERIFY2(picture.ok(), qPrintable(picture.error));
        QCOMPARE(picture.kind, GameKind::Twixt);
        QCOMPARE(picture.stones.size(), std::size_t(4));
        QCOMPARE(picture.links.size(), std::size_t(1));
        const PictureLink &link = picture.links.front();
        QCOMPARE(link.player, 1);
        QCOMPARE(link.link, *TwixtLink::between(5, 5, 6, 7));
        QCOMPARE(picture.lastMove, std::optional<QPoint>(QPoint(11, 12)));
        QCOMPARE(picture.playerAt(10, 10), 2);
    }

    void followUpsWithOutcomes()
    {
        GameRecord game = emptyGame(GameKind::Hex, 5, 5);
        const NodeId first = addHexStone(game, 0, 2, 2, 1);
        // Replies of player 2, each ending in a labelled twig.
        const NodeId winning = addHexStone(game, first, 0, 0, 2);
        game.tree.setEvaluation(winning, Eval::Player2Wins);
        const NodeId losing = addHexStone(game, first, 4, 4, 2);
        game.tree.setEvaluation(losing, Eval::Player1Wins);
        const NodeId deeper = addHexStone(game, first, 1, 3, 2);
        const NodeId deeperReply = addHexStone(game, deeper, 3, 1, 1);
        game.tree.setEvaluation(deeperReply, 500); // player 1 better: unfavourable for player 2's move
        const NodeId unexplored = addHexStone(game, first, 3, 3, 2);
        addHexStone(game, first, 2, 2, 2); // occupied: not a follow-up to show

        const HexTwixtPicture picture = buildHexTwixtPicture(game, first);
        QVERIFY2(picture.ok(), qPrintable(picture.error));
        QCOMPARE(picture.followUps.size(), std::size_t(4));
        const auto outcomeOf = [&](NodeId node) {
            for (const PictureFollowUp &f : picture.followUps)
                if (f.node == node)
                    return f.outcome;
            return Outcome::Tie; // never an expected value below
        };
        QCOMPARE(outcomeOf(winning), Outcome::Win);
        QCOMPARE(outcomeOf(losing), Outcome::Loss);
        QCOMPARE(outcomeOf(deeper), Outcome::Unfavourable);
        QCOMPARE(outcomeOf(unexplored), Outcome::Unknown);
        for (const PictureFollowUp &f : picture.followUps)
            QCOMPARE(f.player, 2);

        HexTwixtPictureOptions without;
        without.followUps = false;
        QVERIFY(buildHexTwixtPicture(game, first, without).followUps.empty());
    }
};

QTEST_GUILESS_MAIN(TestBoardPicture)
#include "tst_boardpicture.moc"
