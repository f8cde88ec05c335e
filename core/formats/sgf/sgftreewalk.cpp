#include "formats/sgf/sgftreewalk.h"

#include "formats/sgf/sgfdocument.h"

#include <vector>

namespace kibitz {

bool writeSgfGameTree(SgfWriter &out, const GameTree &tree, const std::function<bool(NodeId)> &writeNode)
{
    // Each open variation on the stack remembers where its siblings continue.
    struct Branch {
        NodeId main;
        NodeId next; // the next sibling to consider
    };
    auto nextVariation = [&](Branch &b) {
        while (b.next != NoNode && b.next == b.main)
            b.next = tree.nextSibling(b.next);
        const NodeId n = b.next;
        if (n != NoNode)
            b.next = tree.nextSibling(n);
        return n;
    };
    std::vector<Branch> open;
    out.beginTree();
    NodeId id = tree.root();
    if (!writeNode(id))
        return false;
    for (;;) {
        const NodeId first = tree.firstChild(id);
        if (first != NoNode && tree.nextSibling(first) == NoNode) {
            id = first;
            if (!writeNode(id))
                return false;
            continue;
        }
        if (first != NoNode) {
            const Branch b{tree.mainChild(id), first};
            id = b.main;
            open.push_back(b);
            out.beginTree();
            if (!writeNode(id))
                return false;
            continue;
        }
        // A leaf: close variations until one has a sibling left.
        id = NoNode;
        while (!open.empty() && id == NoNode) {
            out.endTree();
            id = nextVariation(open.back());
            if (id == NoNode)
                open.pop_back();
        }
        if (id == NoNode)
            break;
        out.beginTree();
        if (!writeNode(id))
            return false;
    }
    out.endTree();
    return true;
}

} // namespace kibitz
