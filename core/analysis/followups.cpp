#include "analysis/followups.h"

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

std::vector<std::pair<NodeId, Outcome>> classifyFollowUps(const GameTree &tree, NodeId node,
                                                          const MoverFunction &moverOf)
{
    // Post-order over the subtree: a node's value (for player 1) is known once
    // all its children have theirs. A flat table indexed by node id: a hash
    // map cost five times as much on million-node trees.
    std::vector<Outcome> valueForOne(tree.capacity(), Outcome::Unknown);
    struct Frame {
        NodeId id;
        NodeId nextChild;
    };
    std::vector<Frame> stack;
    for (NodeId c = tree.firstChild(node); c != NoNode; c = tree.nextSibling(c)) {
        stack.push_back({c, tree.firstChild(c)});
        while (!stack.empty()) {
            Frame &top = stack.back();
            if (top.nextChild != NoNode) {
                const NodeId child = top.nextChild;
                top.nextChild = tree.nextSibling(child);
                stack.push_back({child, tree.firstChild(child)});
                continue;
            }
            const NodeId id = top.id;
            stack.pop_back();
            Outcome value;
            if (tree.isLeaf(id)) {
                value = outcomeOfLabel(tree.evaluation(id), 1);
            } else {
                // Each child is ranked by the player who makes it.
                bool any = false;
                Outcome bestForOne = Outcome::Unknown;
                int bestRank = -1;
                for (NodeId k = tree.firstChild(id); k != NoNode; k = tree.nextSibling(k)) {
                    const int mover = moverOf(k);
                    const Outcome forOne = valueForOne[k];
                    const int rank = int(forPlayer(forOne, 1, mover));
                    if (!any || rank > bestRank) {
                        bestRank = rank;
                        bestForOne = forOne;
                        any = true;
                    }
                }
                value = bestForOne;
            }
            valueForOne[id] = value;
        }
    }
    std::vector<std::pair<NodeId, Outcome>> out;
    for (NodeId c = tree.firstChild(node); c != NoNode; c = tree.nextSibling(c))
        out.emplace_back(c, forPlayer(valueForOne[c], 1, moverOf(c)));
    return out;
}

} // namespace kibitz
