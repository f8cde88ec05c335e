#pragma once

// Classifies the follow-up moves of a node from the labels on the twigs
// (leaves) of the tree, as Jhex and Jtwixt do: labels on inner nodes are
// ignored, and values are carried up the tree by minimax, each player choosing
// the child best for them.

#include "tree/gametree.h"

#include <functional>
#include <vector>

namespace kibitz {

// From the point of view of the player who makes the move.
enum class Outcome { Loss = 0, Unfavourable = 1, Unknown = 2, Tie = 3, Favourable = 4, Win = 5 };

// The outcome of a labelled twig for `player`, from its Jgame evaluation.
// 0 is a tie (Jtwixt's "Tie" button; in Hex an even position); 12345 and no
// label are unknown.
Outcome outcomeOfLabel(std::optional<int> evaluation, int player);

// `moverOf(node)` gives the player (1 or 2) who made the node's move.
using MoverFunction = std::function<int(NodeId)>;

// The outcome of every child of `node` for the player who makes it. Works
// bottom-up over the subtree with an explicit stack (no recursion).
//
// When a player chooses between children, the ranking is Win > Favourable >
// Tie > Unknown > Unfavourable > Loss: a known good move is preferred to an
// unexplored one, and an unexplored one to a known bad one.
std::vector<std::pair<NodeId, Outcome>> classifyFollowUps(const GameTree &tree, NodeId node,
                                                          const MoverFunction &moverOf);

} // namespace kibitz
