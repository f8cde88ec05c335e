#include "analysis/followupproofs.h"
#include "analysis/followups.h"

#include <QtTest>

using namespace kibitz;

namespace {
// Moves are one byte: the mover's number.
NodeId play(GameTree &t, NodeId parent, int player, char tag = 'a')
{
    QByteArray m;
    m.append(char(player)).append(tag);
    return t.appendChild(parent, 1, m);
}
int moverOf(const GameTree &t, NodeId id)
{
    return t.moveData(id).isEmpty() ? 1 : int(t.moveData(id)[0]);
}
Outcome outcomeOf(const std::vector<std::pair<NodeId, Outcome>> &v, NodeId id)
{
    for (const auto &[n, o] : v) {
        if (n == id)
            return o;
    }
    return Outcome::Unknown;
}
} // namespace

class TestFollowUps : public QObject {
    Q_OBJECT
private slots:
    void labelsForEitherPlayer()
    {
        QCOMPARE(outcomeOfLabel(10000, 1), Outcome::Win);
        QCOMPARE(outcomeOfLabel(10000, 2), Outcome::Loss);
        QCOMPARE(outcomeOfLabel(-10000, 2), Outcome::Win);
        QCOMPARE(outcomeOfLabel(300, 1), Outcome::Favourable);
        QCOMPARE(outcomeOfLabel(300, 2), Outcome::Unfavourable);
        QCOMPARE(outcomeOfLabel(0, 2), Outcome::Tie);
        QCOMPARE(outcomeOfLabel(12345, 1), Outcome::Unknown);
        QCOMPARE(outcomeOfLabel(std::nullopt, 1), Outcome::Unknown);
    }

    void minimaxFromTwigsOnly()
    {
        GameTree t;
        auto mover = [&](NodeId id) { return moverOf(t, id); };
        // Player 1 chooses between a and b.
        const NodeId a = play(t, t.root(), 1, 'a');
        const NodeId b = play(t, t.root(), 1, 'b');
        const NodeId c = play(t, t.root(), 1, 'c');
        // After a, player 2 has a refutation: a is a loss for player 1.
        const NodeId a1 = play(t, a, 2, 'x');
        const NodeId a2 = play(t, a, 2, 'y');
        t.setEvaluation(a1, Eval::Player1Wins);
        t.setEvaluation(a2, Eval::Player2Wins);
        // The label on the inner node a is ignored.
        t.setEvaluation(a, Eval::Player1Wins);
        // After b, every reply loses for player 2: b wins.
        t.setEvaluation(play(t, b, 2, 'x'), Eval::Player1Wins);
        const NodeId b2 = play(t, b, 2, 'y');
        t.setEvaluation(play(t, b2, 1, 'z'), 200); // deeper: still player 1's choice
        t.setEvaluation(play(t, b2, 1, 'w'), Eval::Player1Wins);
        // c is an unlabelled twig.
        const auto r = classifyFollowUps(t, t.root(), mover);
        QCOMPARE(r.size(), std::size_t(3));
        QCOMPARE(outcomeOf(r, a), Outcome::Loss);
        QCOMPARE(outcomeOf(r, b), Outcome::Win);
        QCOMPARE(outcomeOf(r, c), Outcome::Unknown);

        // From b's children's point of view (player 2 moves).
        const auto rb = classifyFollowUps(t, b, mover);
        QCOMPARE(outcomeOf(rb, b2), Outcome::Loss);
    }

    void rankingPrefersKnownGoodOverUnknown()
    {
        GameTree t;
        auto mover = [&](NodeId id) { return moverOf(t, id); };
        const NodeId a = play(t, t.root(), 1);
        // Player 2 to choose: favourable for them, or unknown, or tie.
        t.setEvaluation(play(t, a, 2, 'x'), -500);
        play(t, a, 2, 'y');
        t.setEvaluation(play(t, a, 2, 'z'), 0);
        QCOMPARE(outcomeOf(classifyFollowUps(t, t.root(), mover), a), Outcome::Unfavourable);

        GameTree u;
        auto moverU = [&](NodeId id) { return moverOf(u, id); };
        const NodeId b = play(u, u.root(), 1);
        play(u, b, 2, 'x'); // bad for player 2 (labelled below)
        play(u, b, 2, 'y'); // unknown
        u.setEvaluation(u.child(b, 0), 500);
        QCOMPARE(outcomeOf(classifyFollowUps(u, u.root(), moverU), b), Outcome::Unknown);
        u.setEvaluation(u.child(b, 1), 0);
        QCOMPARE(outcomeOf(classifyFollowUps(u, u.root(), moverU), b), Outcome::Tie);
    }

    void whatAnOutcomeRestsOn()
    {
        // A game record: one reply per move, the last position labelled.
        GameTree t;
        auto mover = [&](NodeId id) { return moverOf(t, id); };
        const NodeId a = play(t, t.root(), 1);
        const NodeId b = play(t, a, 2);
        const NodeId c = play(t, b, 1);
        t.setEvaluation(c, Eval::Player1Wins);
        std::optional<int> provenAtC;
        bool everyReply = false;
        int completeness = 0; // how often allMovesStored was asked
        FollowUpProofs proofs;
        proofs.provenResult = [&](NodeId id) { return id == c ? provenAtC : std::nullopt; };
        proofs.allMovesStored = [&](NodeId) {
            ++completeness;
            return everyReply;
        };
        // The label alone: the outcome is the same, nothing proves it.
        std::vector<FollowUp> r = classifyFollowUps(t, t.root(), mover, proofs);
        QCOMPARE(r.size(), std::size_t(1));
        QCOMPARE(r[0].outcome, Outcome::Win);
        QVERIFY(!r[0].proven);
        QCOMPARE(r[0].mover, 1);
        QCOMPARE(completeness, 0); // never asked while a child is unproven
        // A proof of c: player 1's choice of c at b is a proven win, but
        // player 2 had other replies at a than b.
        provenAtC = 1;
        r = classifyFollowUps(t, t.root(), mover, proofs);
        QCOMPARE(r[0].outcome, Outcome::Win);
        QVERIFY(!r[0].proven);
        // After b player 1 has a proven win (c): b is player 2's proven loss.
        QCOMPARE(classifyFollowUps(t, a, mover, proofs)[0].outcome, Outcome::Loss);
        QVERIFY(classifyFollowUps(t, a, mover, proofs)[0].proven);
        QVERIFY(classifyNode(t, b, mover, proofs).proven);
        QVERIFY(completeness > 0); // asked at a, whose only stored reply is proven
        // Every reply of player 2 stored: a is proven.
        everyReply = true;
        r = classifyFollowUps(t, t.root(), mover, proofs);
        QCOMPARE(r[0].outcome, Outcome::Win);
        QVERIFY(r[0].proven);
        // A proof overrides the labels below it, and the label on its node.
        provenAtC = 2;
        QCOMPARE(classifyFollowUps(t, b, mover, proofs)[0].outcome, Outcome::Loss);
        QVERIFY(classifyFollowUps(t, b, mover, proofs)[0].proven);
        // classifyNode agrees with the parent's classification.
        everyReply = false;
        provenAtC.reset();
        const FollowUp alone = classifyNode(t, a, mover, proofs);
        QCOMPARE(alone.node, a);
        QCOMPARE(alone.outcome, Outcome::Win);
        QVERIFY(!alone.proven);
        QCOMPARE(classifyNode(t, t.root(), mover, proofs).outcome, Outcome::Unknown);
    }

    void provenDrawsAndLosses()
    {
        // Player 1 to choose between a (proven loss) and b (proven draw),
        // every move stored: the draw is proven; without b stored, a's loss
        // is proven only at a, not for the position.
        GameTree t;
        auto mover = [&](NodeId id) { return moverOf(t, id); };
        const NodeId top = play(t, t.root(), 2);
        const NodeId a = play(t, top, 1, 'a');
        const NodeId b = play(t, top, 1, 'b');
        FollowUpProofs proofs;
        proofs.provenResult = [&](NodeId id) -> std::optional<int> {
            if (id == a)
                return 2;
            if (id == b)
                return 0;
            return std::nullopt;
        };
        proofs.allMovesStored = [](NodeId) { return true; };
        const FollowUp atTop = classifyNode(t, top, mover, proofs);
        QCOMPARE(atTop.outcome, Outcome::Tie);
        QVERIFY(atTop.proven);
        const std::vector<FollowUp> r = classifyFollowUps(t, top, mover, proofs);
        QCOMPARE(r[0].outcome, Outcome::Loss);
        QCOMPARE(r[1].outcome, Outcome::Tie);
        QVERIFY(r[0].proven && r[1].proven);
        proofs.allMovesStored = [](NodeId) { return false; };
        QVERIFY(!classifyNode(t, top, mover, proofs).proven);
    }

    void deepLineNoRecursion()
    {
        GameTree t;
        NodeId n = t.root();
        for (int i = 0; i < 100000; ++i)
            n = play(t, n, 1 + i % 2);
        t.setEvaluation(n, Eval::Player2Wins);
        const auto r = classifyFollowUps(t, t.root(), [&](NodeId id) { return moverOf(t, id); });
        QCOMPARE(r.front().second, Outcome::Loss);
    }
};

QTEST_GUILESS_MAIN(TestFollowUps)
#include "tst_followups.moc"
