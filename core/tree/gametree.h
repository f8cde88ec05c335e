#pragma once

// GameTree: the variation tree of one game, stored compactly.
//
// Nodes live in one vector and refer to each other by index (parent, first
// child, next sibling), so a million-node tree is a few dozen megabytes and
// loads without a heap allocation per node. Moves are opaque byte strings with a
// one-byte tag, both defined by the game (core/games/*): the tree compares them
// but never interprets them. Everything rarely present (comments, properties
// the program does not interpret) lives in a side table reached through an
// index, so that a plain node costs 28 bytes.
//
// Nothing here recurses over the depth of the tree: every walk is iterative.
//
// Deleting a subtree detaches it; its nodes stay allocated (and keep their ids)
// so that an undo can reattach them, and so that ids held elsewhere (position
// caches, views) never come to mean another node.

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include "tree/markup.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

namespace kibitz {

using NodeId = std::uint32_t;
inline constexpr NodeId NoNode = 0xffffffffu;

// Evaluations use the Jgame convention (jgame-game-tree-format.txt): from
// player 1's point of view, 10000 = player 1 wins, -10000 = player 2 wins,
// 0 = even, 12345 = undetermined, anything else an advantage.
namespace Eval {
inline constexpr int Player1Wins = 10000;
inline constexpr int Player2Wins = -10000;
inline constexpr int Even = 0;
inline constexpr int Undetermined = 12345;
} // namespace Eval

// A property kept verbatim because the program does not interpret it. Jgame
// properties have one value; SGF properties may have several.
struct RawProperty {
    QByteArray key;
    QList<QByteArray> values;
    bool operator==(const RawProperty &) const = default;
};

// Tree-wide statistics for `kibitz-cli info`.
struct TreeStats {
    std::size_t nodes = 0; // every live node including the root
    std::size_t mainLine = 0; // moves along the main line
    std::size_t depth = 0; // longest root-to-leaf path, in moves
    std::size_t leaves = 0;
    std::size_t comments = 0;
    std::size_t evaluations = 0;
};

class GameTree {
public:
    GameTree();

    // ---- structure -------------------------------------------------------
    NodeId root() const { return 0; }
    // Ids are below this bound; detached nodes included.
    std::size_t capacity() const { return m_nodes.size(); }
    std::size_t liveNodeCount() const { return m_liveNodes; }
    bool isValid(NodeId id) const { return id < m_nodes.size(); }
    // False for nodes of a detached subtree.
    bool isAttached(NodeId id) const;

    NodeId parent(NodeId id) const { return m_nodes[id].parent; }
    NodeId firstChild(NodeId id) const { return m_nodes[id].firstChild; }
    NodeId nextSibling(NodeId id) const { return m_nodes[id].nextSibling; }
    NodeId previousSibling(NodeId id) const;
    NodeId lastChild(NodeId id) const;
    int childCount(NodeId id) const;
    std::vector<NodeId> children(NodeId id) const;
    NodeId child(NodeId id, int index) const;
    int indexInParent(NodeId id) const;
    bool isLeaf(NodeId id) const { return m_nodes[id].firstChild == NoNode; }
    // The child marked as main line (Jgame 'g' true), otherwise the first child.
    NodeId mainChild(NodeId id) const;
    // Moves from the root to this node (the root has depth 0).
    int depth(NodeId id) const;
    // Root first, id last.
    std::vector<NodeId> pathFromRoot(NodeId id) const;
    // Child indices from the root; the inverse of nodeByPath.
    std::vector<int> indexPath(NodeId id) const;
    NodeId nodeByPath(const std::vector<int> &childIndices) const;
    // Root first, following mainChild to the end.
    std::vector<NodeId> mainLine() const;
    // Continues the line from id along main children to its end.
    NodeId endOfLine(NodeId id) const;
    bool isAncestor(NodeId ancestor, NodeId id) const;

    // Pre-order walk without recursion: the node after id in document order,
    // staying inside the subtree of `within` (NoNode at the end).
    NodeId nextInPreorder(NodeId id, NodeId within = 0) const;

    // ---- moves -----------------------------------------------------------
    std::uint8_t moveTag(NodeId id) const { return m_nodes[id].moveTag; }
    QByteArrayView moveData(NodeId id) const
    {
        const Node &n = m_nodes[id];
        return n.moveLength ? QByteArrayView(m_moves.data() + n.moveOffset, n.moveLength) : QByteArrayView();
    }
    bool hasMove(NodeId id) const { return m_nodes[id].moveTag != 0 || m_nodes[id].moveLength != 0; }
    bool sameMove(NodeId id, std::uint8_t tag, QByteArrayView data) const;

    // Appends a child even when a sibling has the same move (readers must keep
    // exactly what the file holds).
    NodeId appendChild(NodeId parent, std::uint8_t tag, QByteArrayView data);
    // The same, in O(1) for readers that append children in order and know
    // the parent's current last child (NoNode when it has none). Inline: a
    // reader calls it once per node.
    NodeId appendChildAfter(NodeId parent, NodeId lastChild, std::uint8_t tag, QByteArrayView data)
    {
        const auto id = static_cast<NodeId>(m_nodes.size());
        Node &node = m_nodes.emplace_back();
        node.parent = parent;
        node.moveTag = tag;
        storeMove(node, data);
        (lastChild == NoNode ? m_nodes[parent].firstChild : m_nodes[lastChild].nextSibling) = id;
        ++m_liveNodes;
        return id;
    }
    // The editing operation: returns the existing child with this move, or
    // appends a new one. `created` tells which.
    NodeId addMove(NodeId parent, std::uint8_t tag, QByteArrayView data, bool *created = nullptr);
    NodeId findChild(NodeId parent, std::uint8_t tag, QByteArrayView data) const;
    // Replaces a node's move (the root's set-up stones, or a reader resolving
    // what a move means once the position is known). The old bytes stay in
    // the pool until the tree is cleared.
    void setMove(NodeId id, std::uint8_t tag, QByteArrayView data)
    {
        Node &node = m_nodes[id];
        node.moveTag = tag;
        storeMove(node, data);
    }

    // ---- editing -----------------------------------------------------------
    // Detaches the subtree at id (not the root). Returns its former index.
    int detachSubtree(NodeId id);
    // Reattaches a subtree detached by detachSubtree (for undo).
    void reattachSubtree(NodeId id, NodeId parent, int index);
    // Moves id to position `index` among its siblings (clamped).
    void moveToIndex(NodeId id, int index);
    // Makes id the main line at every branch point between the root and id: it
    // becomes the first child, and where a sibling carried the main-line mark
    // the mark moves to it.
    void promoteToMainLine(NodeId id);

    // ---- annotations -------------------------------------------------------
    // Comments are bytes as the file held them; text() decodes them as UTF-8
    // when valid, else Latin-1 (the Jgame rule), and setComment stores UTF-8.
    bool hasComment(NodeId id) const;
    QByteArray commentBytes(NodeId id) const;
    QString comment(NodeId id) const;
    void setCommentBytes(NodeId id, const QByteArray &bytes);
    void setComment(NodeId id, const QString &text);
    void clearComment(NodeId id);

    std::optional<int> evaluation(NodeId id) const;
    void setEvaluation(NodeId id, int value);
    void clearEvaluation(NodeId id);

    // The raw main-line mark (Jgame 'g' byte): absent, or the byte written.
    std::optional<std::uint8_t> mainMark(NodeId id) const;
    void setMainMark(NodeId id, std::optional<std::uint8_t> mark);

    // Properties the program does not interpret, in file order.
    const std::vector<RawProperty> &unknownProperties(NodeId id) const;
    void setUnknownProperties(NodeId id, std::vector<RawProperty> props);
    void addUnknownProperty(NodeId id, RawProperty prop);

    // ---- board marks, move and position marks (tree/markup.h) ---------------
    bool hasMarkup(NodeId id) const;
    // An empty NodeMarkup when the node has none.
    const NodeMarkup &markup(NodeId id) const;
    // An empty markup takes the node's away.
    void setMarkup(NodeId id, NodeMarkup markup);

    // An opaque per-node hint a format keeps to write the node back as it was
    // read (e.g. the order of Jgame keys). 0 means none. Hints are interned.
    std::uint16_t formatHint(NodeId id) const { return m_nodes[id].hint; }
    QByteArray formatHintValue(std::uint16_t hint) const;
    // Returns false when the table is full (the node then gets no hint).
    bool setFormatHint(NodeId id, const QByteArray &value);

    // ---- whole tree ----------------------------------------------------------
    TreeStats stats() const;
    // Room for this many nodes, move bytes and annotated nodes (with a
    // comment or uninterpreted properties), for readers that know.
    void reserve(std::size_t nodes, std::size_t moveBytes, std::size_t annotatedNodes = 0);
    void clear();
    // Copies the subtree at `from` of `source` under `parent` here (for
    // paste between files). Returns the copied subtree's root.
    NodeId copySubtree(const GameTree &source, NodeId from, NodeId parent);

    static QString decodeText(const QByteArray &bytes);

private:
    struct Node {
        NodeId parent = NoNode;
        NodeId firstChild = NoNode;
        NodeId nextSibling = NoNode;
        std::uint32_t moveOffset = 0;
        std::uint16_t moveLength = 0;
        std::int16_t eval = 0;
        std::uint32_t extra = NoExtra; // index into m_extras
        std::uint16_t hint = 0;
        std::uint8_t moveTag = 0;
        std::uint8_t flags = 0;
    };
    struct Extra {
        QByteArray comment;
        std::vector<RawProperty> unknown;
        std::shared_ptr<const NodeMarkup> markup; // null: none (shared by copies of the tree)
        bool hasComment = false;
    };
    static constexpr std::uint32_t NoExtra = 0xffffffffu;
    enum Flags : std::uint8_t { HasEval = 1, HasMainMark = 2 };

    // Appends a move's bytes to m_moves and points the node at them.
    void storeMove(Node &node, QByteArrayView data)
    {
        const auto length = static_cast<std::uint16_t>(std::min<qsizetype>(data.size(), 0xffff));
        const char *bytes = data.data();
        if (m_moves.size() - m_moveEnd < length)
            bytes = growMoves(length, bytes);
        // Moves are a few bytes (a Twixt peg 7, a Hex stone 5): copied
        // inline, not through a call to memcpy for every node.
        char *to = m_moves.data() + m_moveEnd;
        if (length >= 4 && length <= 8) { // two 4-byte words, overlapping when shorter than 8
            std::uint32_t head, tail;
            std::memcpy(&head, bytes, 4);
            std::memcpy(&tail, bytes + length - 4, 4);
            std::memcpy(to, &head, 4);
            std::memcpy(to + length - 4, &tail, 4);
        } else if (length) {
            std::memcpy(to, bytes, length);
        }
        node.moveOffset = static_cast<std::uint32_t>(m_moveEnd);
        node.moveLength = length;
        m_moveEnd += length;
    }
    // Makes room for `length` more move bytes; returns where `bytes` (which
    // may point into m_moves) is afterwards.
    const char *growMoves(std::size_t length, const char *bytes);
    Extra &extraFor(NodeId id);
    const Extra *extraOf(NodeId id) const;
    void unlink(NodeId id);
    void linkAt(NodeId id, NodeId parent, int index);
    std::uint8_t mainMarkByte(NodeId id) const { return m_mainMarks.empty() ? 0 : markOf(id); }
    std::uint8_t markOf(NodeId id) const;

    std::vector<Node> m_nodes;
    // Move bytes: [0, m_moveEnd) are in use, the rest of the vector is room
    // kept ahead so that appending is a plain copy (vector::insert per move
    // costs several times as much).
    std::vector<char> m_moves;
    std::size_t m_moveEnd = 0;
    std::vector<Extra> m_extras;
    // Main-line mark bytes, kept apart because only marked nodes need them;
    // indexed by node id and grown on demand.
    std::vector<std::uint8_t> m_mainMarks;
    std::vector<QByteArray> m_hints; // index 0 unused; empty until a hint is set
    std::size_t m_liveNodes = 1;
};

} // namespace kibitz
