#include "tree/gametree.h"

#include "record/text.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace kibitz {

namespace {
const std::vector<RawProperty> kNoProperties;
}

GameTree::GameTree()
{
    clear();
}

void GameTree::clear()
{
    m_nodes.assign(1, Node{});
    m_moves.clear();
    m_moveEnd = 0;
    m_extras.clear();
    m_mainMarks.clear();
    m_hints.clear();
    m_liveNodes = 1;
}

void GameTree::reserve(std::size_t nodes, std::size_t moveBytes, std::size_t annotatedNodes)
{
    m_nodes.reserve(nodes);
    m_moves.reserve(m_moveEnd + moveBytes);
    m_extras.reserve(annotatedNodes);
}

const char *GameTree::growMoves(std::size_t length, const char *bytes)
{
    // Room is added (zero-filled) in steps of up to 4 KB inside the capacity,
    // so that pages reserve() set aside are only touched when used; past the
    // capacity the vector grows geometrically.
    const auto address = reinterpret_cast<std::uintptr_t>(bytes);
    const auto begin = reinterpret_cast<std::uintptr_t>(m_moves.data());
    const bool inside = address >= begin && address < begin + m_moves.size();
    const std::size_t offset = inside ? std::size_t(address - begin) : 0;
    const std::size_t needed = m_moveEnd + length;
    const std::size_t capacity = m_moves.capacity();
    m_moves.resize(needed <= capacity ? std::min(capacity, std::max(needed, m_moveEnd + 4096))
                                      : std::max(needed, 2 * capacity));
    return inside ? m_moves.data() + offset : bytes;
}

bool GameTree::isAttached(NodeId id) const
{
    while (id != 0) {
        const NodeId p = m_nodes[id].parent;
        if (p == NoNode)
            return false;
        id = p;
    }
    return true;
}

NodeId GameTree::previousSibling(NodeId id) const
{
    const NodeId p = m_nodes[id].parent;
    if (p == NoNode)
        return NoNode;
    NodeId prev = NoNode;
    for (NodeId c = m_nodes[p].firstChild; c != NoNode && c != id; c = m_nodes[c].nextSibling)
        prev = c;
    return prev;
}

NodeId GameTree::lastChild(NodeId id) const
{
    NodeId last = NoNode;
    for (NodeId c = m_nodes[id].firstChild; c != NoNode; c = m_nodes[c].nextSibling)
        last = c;
    return last;
}

int GameTree::childCount(NodeId id) const
{
    int n = 0;
    for (NodeId c = m_nodes[id].firstChild; c != NoNode; c = m_nodes[c].nextSibling)
        ++n;
    return n;
}

std::vector<NodeId> GameTree::children(NodeId id) const
{
    std::vector<NodeId> out;
    for (NodeId c = m_nodes[id].firstChild; c != NoNode; c = m_nodes[c].nextSibling)
        out.push_back(c);
    return out;
}

NodeId GameTree::child(NodeId id, int index) const
{
    if (index < 0)
        return NoNode;
    NodeId c = m_nodes[id].firstChild;
    while (c != NoNode && index-- > 0)
        c = m_nodes[c].nextSibling;
    return c;
}

int GameTree::indexInParent(NodeId id) const
{
    const NodeId p = m_nodes[id].parent;
    if (p == NoNode)
        return 0;
    int i = 0;
    for (NodeId c = m_nodes[p].firstChild; c != NoNode && c != id; c = m_nodes[c].nextSibling)
        ++i;
    return i;
}

std::uint8_t GameTree::markOf(NodeId id) const
{
    return id < m_mainMarks.size() ? m_mainMarks[id] : 0;
}

NodeId GameTree::mainChild(NodeId id) const
{
    const NodeId first = m_nodes[id].firstChild;
    for (NodeId c = first; c != NoNode; c = m_nodes[c].nextSibling) {
        if ((m_nodes[c].flags & HasMainMark) && mainMarkByte(c) != 0)
            return c;
    }
    return first;
}

int GameTree::depth(NodeId id) const
{
    int d = 0;
    while (m_nodes[id].parent != NoNode) {
        id = m_nodes[id].parent;
        ++d;
    }
    return d;
}

std::vector<NodeId> GameTree::pathFromRoot(NodeId id) const
{
    std::vector<NodeId> path;
    for (NodeId n = id; n != NoNode; n = m_nodes[n].parent)
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<int> GameTree::indexPath(NodeId id) const
{
    std::vector<int> out;
    for (NodeId n = id; m_nodes[n].parent != NoNode; n = m_nodes[n].parent)
        out.push_back(indexInParent(n));
    std::reverse(out.begin(), out.end());
    return out;
}

NodeId GameTree::nodeByPath(const std::vector<int> &childIndices) const
{
    NodeId n = root();
    for (int index : childIndices) {
        n = child(n, index);
        if (n == NoNode)
            return NoNode;
    }
    return n;
}

std::vector<NodeId> GameTree::mainLine() const
{
    std::vector<NodeId> line;
    for (NodeId n = root(); n != NoNode; n = mainChild(n))
        line.push_back(n);
    return line;
}

NodeId GameTree::endOfLine(NodeId id) const
{
    for (NodeId next = mainChild(id); next != NoNode; next = mainChild(id))
        id = next;
    return id;
}

bool GameTree::isAncestor(NodeId ancestor, NodeId id) const
{
    for (NodeId n = id; n != NoNode; n = m_nodes[n].parent) {
        if (n == ancestor)
            return true;
    }
    return false;
}

NodeId GameTree::nextInPreorder(NodeId id, NodeId within) const
{
    if (m_nodes[id].firstChild != NoNode)
        return m_nodes[id].firstChild;
    for (NodeId n = id; n != within && n != NoNode; n = m_nodes[n].parent) {
        if (m_nodes[n].nextSibling != NoNode)
            return m_nodes[n].nextSibling;
    }
    return NoNode;
}

bool GameTree::sameMove(NodeId id, std::uint8_t tag, QByteArrayView data) const
{
    return m_nodes[id].moveTag == tag && moveData(id) == data;
}

NodeId GameTree::appendChild(NodeId parent, std::uint8_t tag, QByteArrayView data)
{
    return appendChildAfter(parent, lastChild(parent), tag, data);
}

NodeId GameTree::findChild(NodeId parent, std::uint8_t tag, QByteArrayView data) const
{
    for (NodeId c = m_nodes[parent].firstChild; c != NoNode; c = m_nodes[c].nextSibling) {
        if (sameMove(c, tag, data))
            return c;
    }
    return NoNode;
}

NodeId GameTree::addMove(NodeId parent, std::uint8_t tag, QByteArrayView data, bool *created)
{
    const NodeId existing = findChild(parent, tag, data);
    if (created)
        *created = existing == NoNode;
    return existing != NoNode ? existing : appendChild(parent, tag, data);
}

void GameTree::unlink(NodeId id)
{
    Node &n = m_nodes[id];
    if (n.parent == NoNode)
        return;
    Node &p = m_nodes[n.parent];
    if (p.firstChild == id) {
        p.firstChild = n.nextSibling;
    } else {
        NodeId c = p.firstChild;
        while (m_nodes[c].nextSibling != id)
            c = m_nodes[c].nextSibling;
        m_nodes[c].nextSibling = n.nextSibling;
    }
    n.parent = NoNode;
    n.nextSibling = NoNode;
}

// index < 0 appends. Appending walks the sibling list; sibling lists are short
// in practice, and readers that append to the same parent in a loop go through
// appendChild, whose cost is the same walk.
void GameTree::linkAt(NodeId id, NodeId parent, int index)
{
    Node &n = m_nodes[id];
    n.parent = parent;
    NodeId *slot = &m_nodes[parent].firstChild;
    while (*slot != NoNode && index != 0) {
        slot = &m_nodes[*slot].nextSibling;
        if (index > 0)
            --index;
    }
    n.nextSibling = *slot;
    *slot = id;
}

static std::size_t countSubtree(const GameTree &tree, NodeId id)
{
    std::size_t n = 0;
    for (NodeId c = id; c != NoNode; c = tree.nextInPreorder(c, id))
        ++n;
    return n;
}

int GameTree::detachSubtree(NodeId id)
{
    if (id == root() || m_nodes[id].parent == NoNode)
        return -1;
    const int index = indexInParent(id);
    m_liveNodes -= countSubtree(*this, id);
    unlink(id);
    return index;
}

void GameTree::reattachSubtree(NodeId id, NodeId parent, int index)
{
    if (id == root() || m_nodes[id].parent != NoNode)
        return;
    linkAt(id, parent, index);
    m_liveNodes += countSubtree(*this, id);
}

void GameTree::moveToIndex(NodeId id, int index)
{
    const NodeId p = m_nodes[id].parent;
    if (p == NoNode)
        return;
    unlink(id);
    linkAt(id, p, std::max(index, 0));
}

void GameTree::promoteToMainLine(NodeId id)
{
    for (NodeId n = id; m_nodes[n].parent != NoNode; n = m_nodes[n].parent) {
        const NodeId p = m_nodes[n].parent;
        const NodeId currentMain = mainChild(p);
        if (currentMain != n && currentMain != NoNode && (m_nodes[currentMain].flags & HasMainMark)
            && mainMarkByte(currentMain) != 0) {
            setMainMark(currentMain, std::uint8_t(0));
            setMainMark(n, std::uint8_t(1));
        }
        if (m_nodes[p].firstChild != n)
            moveToIndex(n, 0);
    }
}

GameTree::Extra &GameTree::extraFor(NodeId id)
{
    Node &n = m_nodes[id];
    if (n.extra == NoExtra) {
        n.extra = static_cast<std::uint32_t>(m_extras.size());
        m_extras.emplace_back();
    }
    return m_extras[n.extra];
}

const GameTree::Extra *GameTree::extraOf(NodeId id) const
{
    const std::uint32_t e = m_nodes[id].extra;
    return e == NoExtra ? nullptr : &m_extras[e];
}

bool GameTree::hasComment(NodeId id) const
{
    const Extra *e = extraOf(id);
    return e && e->hasComment;
}

QByteArray GameTree::commentBytes(NodeId id) const
{
    const Extra *e = extraOf(id);
    return e && e->hasComment ? e->comment : QByteArray();
}

QString GameTree::decodeText(const QByteArray &bytes)
{
    bool valid = false;
    QString text = utf8Text(bytes, &valid);
    if (valid)
        return text;
    return QString::fromLatin1(bytes);
}

QString GameTree::comment(NodeId id) const
{
    return decodeText(commentBytes(id));
}

void GameTree::setCommentBytes(NodeId id, const QByteArray &bytes)
{
    Extra &e = extraFor(id);
    e.comment = bytes;
    e.hasComment = true;
}

void GameTree::setComment(NodeId id, const QString &text)
{
    // Keep the stored bytes when the text is unchanged, so that a Latin-1
    // comment that was only looked at is written back as it was.
    if (hasComment(id) && comment(id) == text)
        return;
    setCommentBytes(id, text.toUtf8());
}

void GameTree::clearComment(NodeId id)
{
    if (m_nodes[id].extra == NoExtra)
        return;
    Extra &e = m_extras[m_nodes[id].extra];
    e.comment.clear();
    e.hasComment = false;
}

std::optional<int> GameTree::evaluation(NodeId id) const
{
    if (!(m_nodes[id].flags & HasEval))
        return std::nullopt;
    return m_nodes[id].eval;
}

void GameTree::setEvaluation(NodeId id, int value)
{
    m_nodes[id].eval = static_cast<std::int16_t>(std::clamp(value, -32768, 32767));
    m_nodes[id].flags |= HasEval;
}

void GameTree::clearEvaluation(NodeId id)
{
    m_nodes[id].flags &= ~HasEval;
    m_nodes[id].eval = 0;
}

std::optional<std::uint8_t> GameTree::mainMark(NodeId id) const
{
    if (!(m_nodes[id].flags & HasMainMark))
        return std::nullopt;
    return markOf(id);
}

void GameTree::setMainMark(NodeId id, std::optional<std::uint8_t> mark)
{
    if (!mark) {
        m_nodes[id].flags &= ~HasMainMark;
        if (id < m_mainMarks.size())
            m_mainMarks[id] = 0;
        return;
    }
    m_nodes[id].flags |= HasMainMark;
    if (*mark == 0 && id >= m_mainMarks.size())
        return;
    if (id >= m_mainMarks.size())
        m_mainMarks.resize(std::max<std::size_t>(id + 1, m_nodes.capacity()), 0);
    m_mainMarks[id] = *mark;
}

const std::vector<RawProperty> &GameTree::unknownProperties(NodeId id) const
{
    const Extra *e = extraOf(id);
    return e ? e->unknown : kNoProperties;
}

void GameTree::setUnknownProperties(NodeId id, std::vector<RawProperty> props)
{
    if (props.empty() && m_nodes[id].extra == NoExtra)
        return;
    extraFor(id).unknown = std::move(props);
}

void GameTree::addUnknownProperty(NodeId id, RawProperty prop)
{
    extraFor(id).unknown.push_back(std::move(prop));
}

bool GameTree::hasMarkup(NodeId id) const
{
    const Extra *e = extraOf(id);
    return e && e->markup;
}

const NodeMarkup &GameTree::markup(NodeId id) const
{
    static const NodeMarkup none;
    const Extra *e = extraOf(id);
    return e && e->markup ? *e->markup : none;
}

void GameTree::setMarkup(NodeId id, NodeMarkup markup)
{
    if (markup.isEmpty()) {
        if (m_nodes[id].extra != NoExtra)
            m_extras[m_nodes[id].extra].markup.reset();
        return;
    }
    extraFor(id).markup = std::make_shared<const NodeMarkup>(std::move(markup));
}

QByteArray GameTree::formatHintValue(std::uint16_t hint) const
{
    return hint != 0 && hint < m_hints.size() ? m_hints[hint] : QByteArray();
}

bool GameTree::setFormatHint(NodeId id, const QByteArray &value)
{
    if (value.isEmpty()) {
        m_nodes[id].hint = 0;
        return true;
    }
    // The table stays tiny (a file uses a handful of key orders), so a linear
    // search beats a hash here.
    for (std::size_t i = 1; i < m_hints.size(); ++i) {
        if (m_hints[i] == value) {
            m_nodes[id].hint = static_cast<std::uint16_t>(i);
            return true;
        }
    }
    if (m_hints.size() >= 0xffff) {
        m_nodes[id].hint = 0;
        return false;
    }
    if (m_hints.empty())
        m_hints.emplace_back(); // index 0: no hint
    m_hints.push_back(value);
    m_nodes[id].hint = static_cast<std::uint16_t>(m_hints.size() - 1);
    return true;
}

TreeStats GameTree::stats() const
{
    TreeStats s;
    // A tree as readers make it, with nothing detached and every parent
    // before its children in id order, is counted in one pass over the node
    // array: `info` on 200 000 games spent a tenth of its time walking them.
    if (m_liveNodes == m_nodes.size()) {
        thread_local std::vector<std::uint32_t> depths;
        depths.resize(m_nodes.size());
        bool ordered = true;
        bool marked = false; // some node has a main-line mark
        // Without marks the main line is the line of first children: a node
        // is on it when its parent is and it is that parent's first child
        // (the top bit of its depth), counted in the same pass.
        constexpr std::uint32_t OnFirstLine = 0x80000000u;
        depths[0] = OnFirstLine;
        std::size_t firstLine = 0;
        for (NodeId id = 0; id < m_nodes.size(); ++id) {
            const Node &n = m_nodes[id];
            marked = marked || (n.flags & HasMainMark);
            if (id != 0) {
                if (n.parent >= id) {
                    ordered = false;
                    break;
                }
                const std::uint32_t above = depths[n.parent];
                const bool first = (above & OnFirstLine) && m_nodes[n.parent].firstChild == id;
                firstLine += first;
                depths[id] = ((above & ~OnFirstLine) + 1) | (first ? OnFirstLine : 0);
            }
            if (n.extra != NoExtra && m_extras[n.extra].hasComment)
                ++s.comments;
            if (n.flags & HasEval)
                ++s.evaluations;
            if (n.firstChild == NoNode) {
                ++s.leaves;
                s.depth = std::max<std::size_t>(s.depth, depths[id] & ~OnFirstLine);
            }
        }
        if (ordered) {
            s.nodes = m_nodes.size();
            s.mainLine = firstLine;
            if (marked) {
                s.mainLine = 0;
                for (NodeId n = mainChild(root()); n != NoNode; n = mainChild(n))
                    ++s.mainLine;
            }
            return s;
        }
        s = TreeStats();
    }
    // Depth is tracked incrementally during the pre-order walk: descending adds
    // one, and each step up while looking for a next sibling subtracts one.
    std::size_t depthHere = 0;
    NodeId id = root();
    while (id != NoNode) {
        ++s.nodes;
        if (hasComment(id))
            ++s.comments;
        if (m_nodes[id].flags & HasEval)
            ++s.evaluations;
        if (m_nodes[id].firstChild != NoNode) {
            id = m_nodes[id].firstChild;
            ++depthHere;
            continue;
        }
        ++s.leaves;
        s.depth = std::max(s.depth, depthHere);
        NodeId n = id;
        id = NoNode;
        while (n != root()) {
            if (m_nodes[n].nextSibling != NoNode) {
                id = m_nodes[n].nextSibling;
                break;
            }
            n = m_nodes[n].parent;
            --depthHere;
        }
    }
    for (NodeId n = mainChild(root()); n != NoNode; n = mainChild(n))
        ++s.mainLine;
    return s;
}

NodeId GameTree::copySubtree(const GameTree &source, NodeId from, NodeId parent)
{
    if (&source == this) {
        // Copying within one tree would walk into the copy as it grows.
        GameTree snapshot;
        const NodeId top = snapshot.copySubtree(*this, from, snapshot.root());
        return copySubtree(snapshot, top, parent);
    }
    // Walk the source in pre-order, keeping a map from source ids to copies for
    // the nodes whose parents are still needed (the current path).
    std::vector<std::pair<NodeId, NodeId>> path; // (source, copy)
    NodeId top = NoNode;
    for (NodeId s = from; s != NoNode; s = source.nextInPreorder(s, from)) {
        while (!path.empty() && path.back().first != source.parent(s))
            path.pop_back();
        const NodeId copyParent = path.empty() ? parent : path.back().second;
        const NodeId c = appendChild(copyParent, source.moveTag(s), source.moveData(s));
        if (source.hasComment(s))
            setCommentBytes(c, source.commentBytes(s));
        if (auto e = source.evaluation(s))
            setEvaluation(c, *e);
        if (auto m = source.mainMark(s))
            setMainMark(c, m);
        setUnknownProperties(c, source.unknownProperties(s));
        if (source.hasMarkup(s))
            extraFor(c).markup = source.m_extras[source.m_nodes[s].extra].markup;
        if (s == from)
            top = c;
        path.emplace_back(s, c);
    }
    return top;
}

} // namespace kibitz
