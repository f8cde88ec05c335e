// The follow-up marks of Hex and Twixt boards (issue 33): a mark that only
// the tree's labels give is drawn hollow, a proven one solid; an unevaluated
// follow-up is a small neutral dot, not a "?"; labels along the top of a Hex
// board share one baseline; a node without a move takes no move number.

#include "handmadegames.h"
#include "pixels.h"

#include "render/boardexport.h"
#include "render/boardpainting.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/hextwixtpicture.h"

#include <QGuiApplication>
#include <QPainter>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace kibitz;
using namespace kibitz::test;

namespace {

// The largest difference of the colour channels.
int distance(const QColor &a, const QColor &b)
{
    return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()), std::abs(a.blue() - b.blue())});
}

// Whether a pixel within `reach` pixels of `point` has about `colour`.
bool colourNear(const QImage &image, const QPointF &point, const QColor &colour, int reach = 1, int tolerance = 40)
{
    for (int dy = -reach; dy <= reach; ++dy)
        for (int dx = -reach; dx <= reach; ++dx)
            if (distance(pixelAt(image, point + QPointF(dx, dy)), colour) <= tolerance)
                return true;
    return false;
}

const PictureFollowUp *followUpAt(const HexTwixtPicture &picture, int x, int y)
{
    const auto it = std::find_if(picture.followUps.begin(), picture.followUps.end(),
                                 [&](const PictureFollowUp &f) { return f.x == x && f.y == y; });
    return it == picture.followUps.end() ? nullptr : &*it;
}

// The lowest row of ink of `text` drawn centred on a point.
int lowestInk(const QString &text)
{
    QImage image(80, 80, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    boardpainting::drawCentredText(painter, QPointF(40, 40), text, boardpainting::fontOfHeight(20), Qt::black);
    painter.end();
    int lowest = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) < 128)
                lowest = y;
    return lowest;
}

} // namespace

class TestFollowUpMarks : public QObject {
    Q_OBJECT

private slots:
    void labelsAloneAreHollowProofsSolid()
    {
        // 3x3: player 1 holds b1 and b2; after player 2's a2, b3 ends the
        // game (proven by the rules), c3 is only labelled a win.
        GameRecord game = emptyGame(GameKind::Hex, 3, 3);
        NodeId n = addHexStone(game, 0, 1, 0, 1);
        n = addHexStone(game, n, 0, 0, 2);
        n = addHexStone(game, n, 1, 1, 1);
        n = addHexStone(game, n, 0, 1, 2);
        const NodeId finishing = addHexStone(game, n, 1, 2, 1);
        const NodeId labelled = addHexStone(game, n, 2, 2, 1);
        game.tree.setEvaluation(labelled, Eval::Player1Wins);
        const NodeId unexplored = addHexStone(game, n, 2, 0, 1);
        const HexTwixtPicture picture = buildHexTwixtPicture(game, n);
        QCOMPARE(picture.followUps.size(), std::size_t(3));
        QVERIFY(followUpAt(picture, 1, 2)->proven);
        QCOMPARE(followUpAt(picture, 1, 2)->outcome, Outcome::Win);
        QVERIFY(!followUpAt(picture, 2, 2)->proven);
        QCOMPARE(followUpAt(picture, 2, 2)->outcome, Outcome::Win);
        QCOMPARE(followUpAt(picture, 2, 0)->outcome, Outcome::Unknown);
        QCOMPARE(followUpAt(picture, 2, 0)->node, unexplored);

        const RenderOptions options;
        const QImage image = renderImage(picture, QSize(420, 360), options);
        const HexRenderer renderer(3, 3, QRectF(0, 0, 420, 360), options);
        const BoardTheme &theme = options.theme;
        const double glyph = 0.58 * renderer.cellRadius();
        // Proven: a filled disc.
        QVERIFY(colourNear(image, renderer.cellCenter(1, 2), theme.outcomeColour(Outcome::Win), 0, 8));
        // Labels only: a ring, the cell showing through it.
        QVERIFY(colourNear(image, renderer.cellCenter(2, 2), theme.board, 0, 8));
        QVERIFY(colourNear(image, renderer.cellCenter(2, 2) + QPointF(0.55 * 0.85 * glyph, 0),
                           theme.outcomeColour(Outcome::Win), 1, 30));
        // Not evaluated: a small neutral dot, nothing around it (no "?").
        QVERIFY(colourNear(image, renderer.cellCenter(2, 0), theme.outcomeColour(Outcome::Unknown), 0, 8));
        for (const QPointF &off : {QPointF(0, -0.55 * glyph), QPointF(0, 0.55 * glyph), QPointF(0.5 * glyph, 0)})
            QVERIFY(colourNear(image, renderer.cellCenter(2, 0) + off, theme.board, 0, 8));
        // The neutral dot is neither of the outcome colours that judge.
        for (Outcome o : {Outcome::Win, Outcome::Loss, Outcome::Favourable, Outcome::Unfavourable, Outcome::Tie})
            QVERIFY(distance(theme.outcomeColour(Outcome::Unknown), theme.outcomeColour(o)) > 60);
        for (const BoardTheme &t : {BoardTheme::light(), BoardTheme::dark()}) {
            const QColor dot = t.outcomeColour(Outcome::Unknown);
            QVERIFY(std::abs(dot.red() - dot.blue()) < 30 && std::abs(dot.red() - dot.green()) < 30); // grey
            QVERIFY(distance(dot, t.board) > 60);
        }

        // A proof from outside the tree (the window's analysis) makes the
        // labelled move solid.
        HexTwixtPictureOptions proofs;
        proofs.provenResult
            = [labelled](NodeId node) { return node == labelled ? std::optional<int>(1) : std::nullopt; };
        const HexTwixtPicture proven = buildHexTwixtPicture(game, n, proofs);
        QVERIFY(followUpAt(proven, 2, 2)->proven);
        const QImage solid = renderImage(proven, QSize(420, 360), options);
        QVERIFY(colourNear(solid, renderer.cellCenter(2, 2), theme.outcomeColour(Outcome::Win), 0, 8));
        QCOMPARE(classifyHexTwixtMove(game, labelled, proofs).proven, true);
        QCOMPARE(classifyHexTwixtMove(game, labelled).proven, false);
        QCOMPARE(classifyHexTwixtMove(game, finishing).proven, true);
    }

    void aGameRecordProvesNothingBeforeItsEnd()
    {
        // One reply per move, the last position labelled: the first move's
        // mark repeats the label, it is not a proof.
        GameRecord game = emptyGame(GameKind::Hex, 5, 5);
        NodeId n = 0;
        for (int i = 0; i < 4; ++i)
            n = addHexStone(game, n, i, i % 2 == 0 ? 1 : 3, i % 2 == 0 ? 1 : 2);
        game.tree.setEvaluation(n, Eval::Player2Wins);
        const HexTwixtPicture picture = buildHexTwixtPicture(game, 0);
        QCOMPARE(picture.followUps.size(), std::size_t(1));
        QCOMPARE(picture.followUps[0].outcome, Outcome::Loss);
        QVERIFY(!picture.followUps[0].proven);
    }

    void everyReplyStoredIsAProof()
    {
        // 2x2: player 1 b1, player 2 b2; player 1's two replies: a2 wins at
        // once, a1 lets player 2 win with a2. Both stored: a2 is a proven
        // win, a1 a proven loss.
        GameRecord game = emptyGame(GameKind::Hex, 2, 2);
        NodeId n = addHexStone(game, 0, 1, 0, 1);
        n = addHexStone(game, n, 1, 1, 2);
        const NodeId wins = addHexStone(game, n, 0, 1, 1);
        const NodeId a1 = addHexStone(game, n, 0, 0, 1);
        addHexStone(game, a1, 0, 1, 2); // player 2's only reply, which wins
        HexTwixtPicture picture = buildHexTwixtPicture(game, n);
        QVERIFY(followUpAt(picture, 0, 1)->proven);
        QCOMPARE(followUpAt(picture, 0, 1)->outcome, Outcome::Win);
        QVERIFY(followUpAt(picture, 0, 0)->proven);
        QCOMPARE(followUpAt(picture, 0, 0)->outcome, Outcome::Loss);
        // After b2 player 1 has a proven win: b2 is player 2's proven loss.
        picture = buildHexTwixtPicture(game, game.tree.child(0, 0));
        QCOMPARE(followUpAt(picture, 1, 1)->outcome, Outcome::Loss);
        QVERIFY(followUpAt(picture, 1, 1)->proven);
        // But b1 is not proven: player 2 had three other replies (a1, a2
        // and the swap), none stored.
        picture = buildHexTwixtPicture(game, 0);
        QCOMPARE(followUpAt(picture, 1, 0)->outcome, Outcome::Win);
        QVERIFY(!followUpAt(picture, 1, 0)->proven);
        QCOMPARE(classifyHexTwixtMove(game, wins).proven, true);
    }

    void everyReplyOfTheLoserStored()
    {
        // 2x2, player 1 on b1 and a1 (as a HexGui file may have it), player 2
        // to move: a2 and b2 both lose to player 1's answer. Both stored,
        // player 1's a1 is a proven win; one missing, it is not.
        GameRecord game = emptyGame(GameKind::Hex, 2, 2);
        const NodeId b1 = addHexStone(game, 0, 1, 0, 1);
        const NodeId a1 = addHexStone(game, b1, 0, 0, 1);
        addHexStone(game, addHexStone(game, a1, 0, 1, 2), 1, 1, 1);
        const NodeId b2 = addHexStone(game, a1, 1, 1, 2);
        addHexStone(game, b2, 0, 1, 1);
        HexTwixtPicture picture = buildHexTwixtPicture(game, b1);
        QCOMPARE(followUpAt(picture, 0, 0)->outcome, Outcome::Win);
        QVERIFY(followUpAt(picture, 0, 0)->proven);
        game.tree.detachSubtree(b2);
        picture = buildHexTwixtPicture(game, b1);
        QCOMPARE(followUpAt(picture, 0, 0)->outcome, Outcome::Win);
        QVERIFY(!followUpAt(picture, 0, 0)->proven);
    }

    void columnLettersShareABaseline()
    {
        const int a = lowestInk(QStringLiteral("a"));
        QVERIFY(a > 0);
        QCOMPARE(lowestInk(QStringLiteral("b")), a);
        QCOMPARE(lowestInk(QStringLiteral("h")), a);
        QCOMPARE(lowestInk(QStringLiteral("k")), a);
        QVERIFY(lowestInk(QStringLiteral("g")) > a); // its descender only
        const int h = lowestInk(QStringLiteral("H"));
        QCOMPARE(lowestInk(QStringLiteral("I")), h);
        QVERIFY(lowestInk(QStringLiteral("J")) >= h);
        QCOMPARE(lowestInk(QStringLiteral("12")), lowestInk(QStringLiteral("7")));
    }

    void anEmptyNodeTakesNoMoveNumber()
    {
        // HexGui writes an empty node after the root.
        GameRecord game = emptyGame(GameKind::Hex, 5, 5);
        const NodeId empty = game.tree.appendChild(0, std::uint8_t(MoveTag::None), QByteArray());
        const NodeId first = addHexStone(game, empty, 2, 2, 1);
        const NodeId second = addHexStone(game, first, 1, 3, 2);
        const HexTwixtPicture picture = buildHexTwixtPicture(game, second);
        QCOMPARE(picture.ply, 2);
        for (const PictureStone &stone : picture.stones)
            QCOMPARE(stone.moveNumber, stone.player == 1 ? 1 : 2);
    }
};

QTEST_MAIN(TestFollowUpMarks)
#include "tst_followupmarks.moc"
