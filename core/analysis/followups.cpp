#include "analysis/followups.h"
#include "analysis/followupproofs.h"

#include <algorithm>
#include <vector>

namespace kibitz {

namespace {

// Player 1's view of an outcome that is `o` for `player`.
Outcome forPlayer(Outcome o, int from, int to)
{
    if (from == to)
        return o;
    switch (o) {
    case Outcome::Win:
        return Outcome::Loss;
    case Outcome::Loss:
        return Outcome::Win;
    case Outcome::Favourable:
        return Outcome::Unfavourable;
    case Outcome::Unfavourable:
        return Outcome::Favourable;
    case Outcome::Tie:
    case Outcome::Unknown:
        break;
    }
    return o;
}

} // namespace

Outcome outcomeOfLabel(std::optional<int> evaluation, int player)
{
    if (!evaluation || *evaluation == Eval::Undetermined)
        return Outcome::Unknown;
    const int v = *evaluation;
    Outcome forOne;
    if (v >= Eval::Player1Wins)
        forOne = Outcome::Win;
    else if (v <= Eval::Player2Wins)
        forOne = Outcome::Loss;
    else if (v > 0)
        forOne = Outcome::Favourable;
    else if (v < 0)
        forOne = Outcome::Unfavourable;
    else
        forOne = Outcome::Tie;
    return forPlayer(forOne, 1, player);
}

namespace {

Outcome outcomeOfResult(int winner)
{
    return winner == 1 ? Outcome::Win : winner == 2 ? Outcome::Loss : Outcome::Tie;
}

// Post-order over the subtrees of `tops`: a node's value (for player 1) is
// known once all its children have theirs. Flat tables indexed by node id: a
// hash map cost five times as much on million-node trees.
class SubtreeValues {
public:
    SubtreeValues(const GameTree &tree, const MoverFunction &moverOf, const FollowUpProofs &proofs)
        : m_tree(tree)
        , m_moverOf(moverOf)
        , m_proofs(proofs)
        , m_valueForOne(tree.capacity(), Outcome::Unknown)
        , m_proven(tree.capacity(), false)
    { }

    void evaluate(NodeId top)
    {
        struct Frame {
            NodeId id;
            NodeId nextChild;
        };
        std::vector<Frame> stack{{top, m_tree.firstChild(top)}};
        while (!stack.empty()) {
            Frame &frame = stack.back();
            if (frame.nextChild != NoNode) {
                const NodeId child = frame.nextChild;
                frame.nextChild = m_tree.nextSibling(child);
                stack.push_back({child, m_tree.firstChild(child)});
                continue;
            }
            const NodeId id = frame.id;
            stack.pop_back();
            settle(id);
        }
    }

    FollowUp followUp(NodeId id) const
    {
        const int mover = m_moverOf(id);
        return {id, forPlayer(m_valueForOne[id], 1, mover), bool(m_proven[id]), mover};
    }

private:
    void settle(NodeId id)
    {
        if (m_proofs.provenResult) {
            if (const std::optional<int> result = m_proofs.provenResult(id)) {
                m_valueForOne[id] = outcomeOfResult(*result);
                m_proven[id] = true;
                return;
            }
        }
        if (m_tree.isLeaf(id)) {
            m_valueForOne[id] = outcomeOfLabel(m_tree.evaluation(id), 1);
            return;
        }
        // Each child is ranked by the player who makes it.
        bool any = false;
        Outcome bestForOne = Outcome::Unknown;
        int bestRank = -1;
        bool allProven = true;
        bool provenWin = false;
        for (NodeId k = m_tree.firstChild(id); k != NoNode; k = m_tree.nextSibling(k)) {
            const int mover = m_moverOf(k);
            const Outcome forOne = m_valueForOne[k];
            const Outcome forMover = forPlayer(forOne, 1, mover);
            const int rank = int(forMover);
            allProven = allProven && m_proven[k];
            provenWin = provenWin || (m_proven[k] && forMover == Outcome::Win);
            if (!any || rank > bestRank) {
                bestRank = rank;
                bestForOne = forOne;
                any = true;
            }
        }
        m_valueForOne[id] = bestForOne;
        // A proven win is enough for the player who chooses; anything else
        // needs every reply, each proven.
        m_proven[id] = provenWin || (allProven && m_proofs.allMovesStored && m_proofs.allMovesStored(id));
    }

    const GameTree &m_tree;
    const MoverFunction &m_moverOf;
    const FollowUpProofs &m_proofs;
    std::vector<Outcome> m_valueForOne;
    std::vector<char> m_proven;
};

} // namespace

std::vector<FollowUp> classifyFollowUps(const GameTree &tree, NodeId node, const MoverFunction &moverOf,
                                        const FollowUpProofs &proofs)
{
    SubtreeValues values(tree, moverOf, proofs);
    std::vector<FollowUp> out;
    for (NodeId c = tree.firstChild(node); c != NoNode; c = tree.nextSibling(c)) {
        values.evaluate(c);
        out.push_back(values.followUp(c));
    }
    return out;
}

FollowUp classifyNode(const GameTree &tree, NodeId node, const MoverFunction &moverOf, const FollowUpProofs &proofs)
{
    if (!tree.isValid(node) || node == tree.root())
        return {node, Outcome::Unknown, false, 1};
    SubtreeValues values(tree, moverOf, proofs);
    values.evaluate(node);
    return values.followUp(node);
}

std::vector<std::pair<NodeId, Outcome>> classifyFollowUps(const GameTree &tree, NodeId node,
                                                          const MoverFunction &moverOf)
{
    std::vector<std::pair<NodeId, Outcome>> out;
    for (const FollowUp &f : classifyFollowUps(tree, node, moverOf, FollowUpProofs()))
        out.emplace_back(f.node, f.outcome);
    return out;
}

} // namespace kibitz
