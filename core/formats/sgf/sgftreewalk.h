#pragma once

#include "tree/gametree.h"

#include <functional>

namespace kibitz {

class SgfWriter;

// Writes `tree` as one SGF game tree: "(", its nodes with the variations in
// FF[4] order (the main line first at every branch point, then the other
// children in order), ")". Walks without recursion, so the deepest trees
// cannot overflow the stack. `writeNode` writes one node (beginNode and its
// properties); returning false stops the walk, and so does this function.
bool writeSgfGameTree(SgfWriter &out, const GameTree &tree, const std::function<bool(NodeId)> &writeNode);

} // namespace kibitz
