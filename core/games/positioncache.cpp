#include "games/replayer.h"

namespace kibitz {

PositionCache::PositionCache(const GameRecord &game, int spacing)
    : m_game(game)
    , m_spacing(std::max(spacing, 1))
{ }

void PositionCache::clear()
{
    m_snapshots.clear();
    m_current.reset();
    m_snapshotCount = 0;
}

const Replayer *PositionCache::at(NodeId node, QString *error, NodeId *failedAt)
{
    const GameTree &tree = m_game.tree;
    if (m_snapshots.size() < tree.capacity())
        m_snapshots.resize(tree.capacity());
    if (!m_snapshots[tree.root()]) {
        m_snapshots[tree.root()] = Replayer::forGame(m_game);
        if (!m_snapshots[tree.root()])
            return nullptr;
    }
    // Walk up to the nearest snapshot, remembering the way back down.
    std::vector<NodeId> down;
    NodeId start = node;
    while (!m_snapshots[start]) {
        down.push_back(start);
        start = tree.parent(start);
    }
    m_current = m_snapshots[start]->clone();
    // Copying a snapshot of S bytes costs about as much as replaying S/32
    // moves; spacing snapshots at least that far apart keeps both bounded.
    const int spacing = std::max<int>(m_spacing, int(std::min<std::size_t>(m_current->memorySize() / 32, 1 << 20)));
    int sinceSnapshot = 0;
    for (auto it = down.rbegin(); it != down.rend(); ++it) {
        const QString why = m_current->apply(tree.moveTag(*it), tree.moveData(*it));
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            if (failedAt)
                *failedAt = *it;
            return m_current.get();
        }
        if (++sinceSnapshot == spacing) {
            sinceSnapshot = 0;
            m_snapshots[*it] = m_current->clone();
            ++m_snapshotCount;
        }
    }
    if (error)
        error->clear();
    if (failedAt)
        *failedAt = NoNode;
    return m_current.get();
}

} // namespace kibitz
