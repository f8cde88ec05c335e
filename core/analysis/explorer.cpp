#include "analysis/explorer.h"

#include "games/positionhash.h"
#include "games/replayer.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace kibitz {

namespace {

constexpr std::uint32_t NoIndex = 0xffffffffu;

std::uint64_t moveHash(std::uint32_t from, std::uint8_t tag, QByteArrayView data)
{
    const auto bytes = std::span(reinterpret_cast<const std::uint8_t *>(data.data()), std::size_t(data.size()));
    return hashBytes(bytes, (std::uint64_t(from) << 8) | tag);
}

// The first 8 bytes of a move, to compare moves without their bytes.
std::uint64_t moveHeadOf(QByteArrayView data)
{
    std::uint64_t head = 0;
    std::memcpy(&head, data.data(), std::size_t(std::min<qsizetype>(data.size(), 8)));
    return head;
}

// Counts a game once in `stats`, however often it passes (a pass can repeat a position).
void addGame(OpeningStats &stats, std::uint32_t &lastGame, std::uint32_t game, int winner)
{
    if (lastGame == game)
        return;
    lastGame = game;
    ++stats.games;
    if (winner == 1 || winner == 2)
        ++stats.wins[std::size_t(winner - 1)];
}

} // namespace

bool explorerSupports(GameKind kind)
{
    return gameInfo(kind).explorer != ExplorerKeying::None;
}

ExplorerBoard explorerBoard(const GameRecord &game)
{
    if (gameInfo(game.kind).explorer == ExplorerKeying::Kind)
        return {game.kind, 0, 0};
    return {game.kind, game.columns, game.rows};
}

QString explorerBoardName(const ExplorerBoard &board)
{
    if (gameInfo(board.kind).explorer == ExplorerKeying::Kind)
        return gameKindName(board.kind);
    return QStringLiteral("%1x%2").arg(board.columns).arg(board.rows);
}

bool explorerBoardNamed(const ExplorerBoard &board, const QString &name)
{
    const QString text = name.trimmed().toLower();
    if (gameInfo(board.kind).explorer == ExplorerKeying::Kind)
        return text == gameKindName(board.kind);
    return text == explorerBoardName(board) || (board.columns == board.rows && text == QString::number(board.columns));
}

OpeningTree::OpeningTree()
{
    m_positions.emplace_back(); // the start
}

OpeningTree::~OpeningTree() = default;
OpeningTree::OpeningTree(OpeningTree &&) noexcept = default;
OpeningTree &OpeningTree::operator=(OpeningTree &&) noexcept = default;

OpeningTree OpeningTree::build(const Collection &collection, Options options)
{
    std::vector<const GameRecord *> games;
    games.reserve(collection.games.size());
    for (const GameRecord &g : collection.games)
        games.push_back(&g);
    return build(games, options);
}

OpeningTree OpeningTree::build(const Collection &collection, std::span<const int> gameIndices, Options options)
{
    std::vector<const GameRecord *> games;
    games.reserve(gameIndices.size());
    for (int i : gameIndices) {
        if (i >= 0 && std::size_t(i) < collection.games.size())
            games.push_back(&collection.games[std::size_t(i)]);
    }
    return build(games, options);
}

OpeningTree OpeningTree::build(std::span<const GameRecord *const> games, Options options)
{
    Builder builder(options);
    for (const GameRecord *game : games)
        builder.add(game);
    return builder.finish();
}

struct OpeningTree::Builder::Variant {
    GameKind kind;
    int columns, rows;
    TwixtRules rules;
    bool operator==(const Variant &) const = default;
};

OpeningTree::Builder::Builder(Options options)
{
    m_tree.m_options = options;
}

OpeningTree::Builder::~Builder() = default;
OpeningTree::Builder::Builder(Builder &&) noexcept = default;
OpeningTree::Builder &OpeningTree::Builder::operator=(Builder &&) noexcept = default;

void OpeningTree::Builder::reserve(std::size_t games)
{
    OpeningTree &t = m_tree;
    const std::size_t moves = games * std::size_t(std::max(0, t.m_options.depth));
    t.m_edges.reserve(moves);
    t.m_positions.reserve(moves + 1);
    t.m_edgeSlots.reserve(moves, [this](std::uint32_t e) { return m_edgeHashes[e]; });
    m_edgeHashes.reserve(moves);
    if (t.m_options.transpositions) {
        t.m_positionKeys.reserve(moves + 1);
        t.m_positionSlots.reserve(moves + 1, [&t](std::uint32_t p) { return t.m_positionKeys[p]; });
    }
}

std::uint16_t OpeningTree::Builder::variantOf(const GameRecord &g)
{
    const Variant variant{g.kind, g.columns, g.rows, setupOf<TwixtSetup>(g).rules};
    for (std::size_t i = 0; i < m_variants.size(); ++i) {
        if (m_variants[i] == variant)
            return std::uint16_t(i);
    }
    std::unique_ptr<Replayer> start = Replayer::forGame(g);
    return variantIndex(variant, start);
}

std::uint16_t OpeningTree::Builder::variantIndex(const Variant &variant, std::unique_ptr<Replayer> &start)
{
    for (std::size_t i = 0; i < m_variants.size(); ++i) {
        if (m_variants[i] == variant)
            return std::uint16_t(i);
    }
    m_variants.push_back(variant);
    m_tree.m_variants.push_back(std::move(start));
    return std::uint16_t(m_variants.size() - 1);
}

void OpeningTree::Builder::countLeftOut(const ExplorerBoard &board, std::size_t games)
{
    std::vector<LeftOut> &left = m_tree.m_leftOut;
    const auto found = std::find_if(left.begin(), left.end(), [&](const LeftOut &x) { return x.board == board; });
    if (found != left.end())
        found->games += games;
    else
        left.push_back({board, games});
}

std::uint32_t OpeningTree::Builder::positionFor(std::uint64_t key)
{
    OpeningTree &t = m_tree;
    const std::vector<std::uint64_t> &keys = t.m_positionKeys;
    const std::uint32_t found = t.m_positionSlots.find(key, [&keys, key](std::uint32_t p) { return keys[p] == key; });
    if (found != NoIndex)
        return found;
    const auto index = std::uint32_t(t.m_positions.size());
    t.m_positions.emplace_back();
    t.m_positionKeys.resize(index, 0); // the start (not in the table) has no key here
    t.m_positionKeys.push_back(key);
    t.m_positionSlots.insert(key, index, ++m_positionSlotsUsed, [&keys](std::uint32_t p) { return keys[p]; });
    return index;
}

void OpeningTree::Builder::add(const GameRecord *game)
{
    OpeningTree &t = m_tree;
    const Options &options = t.m_options;
    const bool merge = options.transpositions;
    ++m_added;
    if (!game || !explorerSupports(game->kind)) {
        ++t.m_skipped;
        return;
    }
    const GameRecord &g = *game;
    if (options.board) {
        const ExplorerBoard board = explorerBoard(g);
        if (board != *options.board) {
            countLeftOut(board, 1);
            return;
        }
    }
    const std::uint16_t variant = variantOf(g);
    if (!t.m_variants[variant]) {
        ++t.m_skipped;
        return;
    }
    const std::uint32_t number = m_gameNumber++;
    const int winner = recordedWinner(g);
    addGame(t.m_positions[0].stats, t.m_positions[0].lastGame, number, winner);
    std::unique_ptr<Replayer> replay;
    if (merge) {
        replay = Replayer::forGame(g);
        const std::uint64_t start = replay->positionHash();
        if (std::find(t.m_startKeys.begin(), t.m_startKeys.end(), start) == t.m_startKeys.end())
            t.m_startKeys.push_back(start);
    }
    const GameTree &tree = g.tree;
    std::uint32_t from = 0;
    std::uint32_t next = NoIndex; // the edge after the one last followed
    bool fresh = false; // `from` was made by this game: it has no moves yet
    NodeId node = tree.root();
    for (int depth = 0; depth < options.depth;) {
        node = tree.mainChild(node);
        if (node == NoNode)
            break;
        if (!tree.hasMove(node))
            continue;
        const std::uint8_t tag = tree.moveTag(node);
        const QByteArrayView data = tree.moveData(node);
        std::uint32_t to = NoIndex;
        std::uint64_t key = 0;
        if (merge) {
            if (!replay->apply(tag, data).isEmpty())
                break;
            key = replay->positionHash();
            to = positionFor(key);
        }
        // The edge made after the previous one is this one whenever an
        // earlier game with the same opening made them (a game's new edges
        // are made in a row), found without a probe into the table.
        std::uint32_t edge = !fresh && isEdge(next, from, to, tag, data) ? next : NoIndex;
        if (edge == NoIndex) {
            std::uint64_t hash = moveHash(from, tag, data);
            if (merge)
                hash = mixHash(hash ^ key);
            const std::size_t before = t.m_edges.size();
            edge = edgeFor(from, to, tag, data, hash, variant, fresh);
            // Without transpositions the position a new move reaches is new:
            // no game played a move from it yet.
            fresh = !merge && t.m_edges.size() > before;
        }
        next = edge + 1;
        Edge &e = t.m_edges[edge];
        addGame(e.stats, e.lastGame, number, winner);
        if (merge) { // else a position's games are those of its one move (finish())
            Position &reached = t.m_positions[e.to];
            addGame(reached.stats, reached.lastGame, number, winner);
        }
        from = e.to;
        ++depth;
    }
}

bool OpeningTree::Builder::isEdge(std::uint32_t edge, std::uint32_t from, std::uint32_t to, std::uint8_t tag,
                                  QByteArrayView data) const
{
    const OpeningTree &t = m_tree;
    if (edge >= t.m_edges.size())
        return false;
    const Edge &x = t.m_edges[edge];
    return x.from == from && x.tag == tag && (to == NoIndex || x.to == to) && x.moveLength == data.size()
        && x.moveHead == moveHeadOf(data)
        && (data.size() <= 8
            || std::memcmp(t.m_moveBytes.data() + x.moveOffset + 8, data.data() + 8, std::size_t(data.size() - 8))
                   == 0);
}

std::uint32_t OpeningTree::Builder::edgeFor(std::uint32_t from, std::uint32_t to, std::uint8_t tag, QByteArrayView data,
                                            std::uint64_t hash, std::uint16_t variant, bool fresh)
{
    OpeningTree &t = m_tree;
    std::uint32_t edge
        = fresh ? NoIndex : t.m_edgeSlots.find(hash, [&](std::uint32_t e) { return isEdge(e, from, to, tag, data); });
    if (edge != NoIndex)
        return edge;
    if (to == NoIndex) {
        to = std::uint32_t(t.m_positions.size());
        t.m_positions.emplace_back();
    }
    edge = std::uint32_t(t.m_edges.size());
    Edge &e = t.m_edges.emplace_back();
    e.from = from;
    e.to = to;
    e.tag = tag;
    e.variant = variant;
    e.moveOffset = std::uint32_t(t.m_moveBytes.size());
    e.moveLength = std::uint16_t(std::min<qsizetype>(data.size(), 0xffff));
    e.moveHead = moveHeadOf(data.first(e.moveLength));
    t.m_moveBytes.insert(t.m_moveBytes.end(), data.data(), data.data() + e.moveLength);
    m_edgeHashes.push_back(hash);
    t.m_edgeSlots.insert(hash, edge, t.m_edges.size(), [this](std::uint32_t x) { return m_edgeHashes[x]; });
    return edge;
}

void OpeningTree::Builder::merge(Builder &&other)
{
    OpeningTree &t = m_tree;
    OpeningTree &o = other.m_tree;
    const bool transpositions = t.m_options.transpositions;
    std::vector<std::uint16_t> variants(other.m_variants.size());
    for (std::size_t i = 0; i < other.m_variants.size(); ++i)
        variants[i] = variantIndex(other.m_variants[i], o.m_variants[i]);
    for (std::uint64_t key : o.m_startKeys) {
        if (std::find(t.m_startKeys.begin(), t.m_startKeys.end(), key) == t.m_startKeys.end())
            t.m_startKeys.push_back(key);
    }
    // Where each of other's positions is here. With transpositions a
    // position is its key, taken here in other's order of first play (which
    // is the order add() would have met them in); else a position is the
    // one move that reaches it, mapped as its move is.
    std::vector<std::uint32_t> map(o.m_positions.size(), NoIndex);
    map[0] = 0;
    std::vector<std::uint64_t> keys;
    if (transpositions) {
        keys = o.m_positionKeys;
        keys.resize(o.m_positions.size(), 0);
        for (std::size_t p = 1; p < o.m_positions.size(); ++p)
            map[p] = positionFor(keys[p]);
    }
    t.m_edgeSlots.reserve(t.m_edges.size() + o.m_edges.size(), [this](std::uint32_t e) { return m_edgeHashes[e]; });
    for (const Edge &x : o.m_edges) {
        const std::uint32_t from = map[x.from];
        const QByteArrayView data(o.m_moveBytes.data() + x.moveOffset, x.moveLength);
        std::uint64_t hash = moveHash(from, x.tag, data);
        if (transpositions)
            hash = mixHash(hash ^ keys[x.to]);
        const std::uint32_t edge = edgeFor(from, map[x.to], x.tag, data, hash, variants[x.variant], false);
        Edge &e = t.m_edges[edge];
        e.stats.games += x.stats.games;
        e.stats.wins[0] += x.stats.wins[0];
        e.stats.wins[1] += x.stats.wins[1];
        map[x.to] = e.to;
    }
    for (std::size_t p = 0; p < o.m_positions.size(); ++p) {
        OpeningStats &s = t.m_positions[map[p]].stats;
        const OpeningStats &x = o.m_positions[p].stats;
        s.games += x.games;
        s.wins[0] += x.wins[0];
        s.wins[1] += x.wins[1];
    }
    // Other's games count after these (a game counts once in each position
    // and move: lastGame stays below the numbers still to come).
    m_gameNumber += other.m_gameNumber;
    m_added += other.m_added;
    t.m_skipped += o.m_skipped;
    for (const LeftOut &x : o.m_leftOut)
        countLeftOut(x.board, x.games);
    other = Builder(t.m_options);
}

OpeningTree OpeningTree::Builder::finish()
{
    OpeningTree &t = m_tree;
    if (!t.m_options.transpositions) { // a position is reached by its one move
        for (const Edge &e : t.m_edges)
            t.m_positions[e.to].stats = e.stats;
    }
    // Each position's moves, most played first; ties keep the order of first play.
    std::vector<std::uint32_t> counts(t.m_positions.size() + 1, 0);
    for (const Edge &e : t.m_edges)
        ++counts[e.from + 1];
    std::partial_sum(counts.begin(), counts.end(), counts.begin());
    t.m_childOrder.resize(t.m_edges.size());
    std::vector<std::uint32_t> fill(counts.begin(), counts.end() - 1);
    for (std::uint32_t i = 0; i < t.m_edges.size(); ++i)
        t.m_childOrder[fill[t.m_edges[i].from]++] = i;
    for (std::size_t p = 0; p < t.m_positions.size(); ++p) {
        Position &pos = t.m_positions[p];
        pos.childBegin = counts[p];
        pos.childEnd = counts[p + 1];
        std::stable_sort(
            t.m_childOrder.begin() + pos.childBegin, t.m_childOrder.begin() + pos.childEnd,
            [&](std::uint32_t a, std::uint32_t b) { return t.m_edges[a].stats.games > t.m_edges[b].stats.games; });
    }
    // The lookup table of edges is only needed while building.
    t.m_edgeSlots.clear();
    m_edgeHashes = {};
    return std::move(t);
}

const OpeningStats &OpeningTree::stats(int position) const
{
    return m_positions[std::size_t(position)].stats;
}

std::size_t OpeningTree::gameCount() const
{
    return m_positions[0].stats.games;
}

std::vector<OpeningTree::Move> OpeningTree::moves(int position) const
{
    std::vector<Move> result;
    if (position < 0 || std::size_t(position) >= m_positions.size())
        return result;
    const Position &p = m_positions[std::size_t(position)];
    result.reserve(p.childEnd - p.childBegin);
    for (std::uint32_t i = p.childBegin; i < p.childEnd; ++i) {
        const std::uint32_t index = m_childOrder[i];
        const Edge &e = m_edges[index];
        Move m;
        m.tag = e.tag;
        m.data = QByteArrayView(m_moveBytes.data() + e.moveOffset, e.moveLength);
        m.stats = e.stats;
        m.position = int(e.to);
        m.edge = int(index);
        result.push_back(m);
    }
    return result;
}

int OpeningTree::follow(int position, std::uint8_t tag, QByteArrayView data) const
{
    if (position < 0 || std::size_t(position) >= m_positions.size())
        return NoPosition;
    const Position &p = m_positions[std::size_t(position)];
    for (std::uint32_t i = p.childBegin; i < p.childEnd; ++i) {
        const Edge &e = m_edges[m_childOrder[i]];
        if (e.tag == tag && QByteArrayView(m_moveBytes.data() + e.moveOffset, e.moveLength) == data)
            return int(e.to);
    }
    return NoPosition;
}

int OpeningTree::positionAfter(const GameTree &tree, NodeId node) const
{
    if (!tree.isValid(node))
        return NoPosition;
    int position = root();
    for (NodeId id : tree.pathFromRoot(node)) {
        if (id == tree.root() || !tree.hasMove(id))
            continue;
        position = follow(position, tree.moveTag(id), tree.moveData(id));
        if (position == NoPosition)
            return NoPosition;
    }
    return position;
}

int OpeningTree::positionOf(const Replayer &position) const
{
    if (!m_options.transpositions)
        return NoPosition;
    const std::uint64_t key = position.positionHash();
    if (std::find(m_startKeys.begin(), m_startKeys.end(), key) != m_startKeys.end())
        return root();
    const std::uint32_t found
        = m_positionSlots.find(key, [this, key](std::uint32_t p) { return m_positionKeys[p] == key; });
    return found == NoIndex ? NoPosition : int(found);
}

QString OpeningTree::moveText(const Move &move) const
{
    if (move.edge < 0 || std::size_t(move.edge) >= m_edges.size())
        return QString();
    const Edge &e = m_edges[std::size_t(move.edge)];
    const Replayer *start = m_variants[e.variant].get();
    return start ? start->moveText(e.tag, QByteArrayView(m_moveBytes.data() + e.moveOffset, e.moveLength)) : QString();
}

} // namespace kibitz
