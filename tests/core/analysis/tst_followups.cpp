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
