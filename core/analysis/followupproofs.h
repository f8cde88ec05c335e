#pragma once

// What a follow-up's outcome (followups.h) rests on. Minimax over a tree
// that stores one reply per move (a game record) repeats the labels; it
// proves nothing: such an outcome is "from the labels". It is proven when a
// proof covers the node (a finished game, a solver's or an analysis'
// result), when the player to move there has a proven winning move, or when
// every legal move there is stored and each is proven.

#include "analysis/followups.h"

#include <functional>
#include <optional>
#include <vector>

namespace kibitz {

// What the caller knows beyond the labels; either may be empty (nothing
// proven that way).
struct FollowUpProofs {
    // The proven result of the position after a node: the winner (1 or 2),
    // 0 for a draw, nullopt when nothing proves it.
    std::function<std::optional<int>(NodeId)> provenResult;
    // Whether a node's children hold every legal move of the position after
    // it (asked only when each of its children is proven).
    std::function<bool(NodeId)> allMovesStored;
};

struct FollowUp {
    NodeId node = NoNode;
    Outcome outcome = Outcome::Unknown; // for the player who makes the move
    bool proven = false; // false: the tree's labels say so, nothing proves it
    int mover = 1; // the player who makes the move
};

// classifyFollowUps with the basis of each outcome.
std::vector<FollowUp> classifyFollowUps(const GameTree &tree, NodeId node, const MoverFunction &moverOf,
                                        const FollowUpProofs &proofs);
// The outcome of `node` itself for the player who made it, as its parent's
// classification gives it.
FollowUp classifyNode(const GameTree &tree, NodeId node, const MoverFunction &moverOf, const FollowUpProofs &proofs);

} // namespace kibitz
