// Jgame writer (current format, gtv 2).
//
// A file read from Jgame is written back byte for byte when nothing was
// edited: header keys keep their order and raw values (a value is rewritten
// only when the model's value differs from what the raw bytes decode to), and
// nodes keep their key order through the tree's format hints.

#include "formats/jgame/jgame.h"

#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>

namespace kibitz::jgame {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct JgameWriter {
    Q_DECLARE_TR_FUNCTIONS(JgameWriter)
};

void put32(QByteArray &out, quint32 v)
{
    char b[4];
    qToBigEndian(v, b);
    out.append(b, 4);
}

void put16(QByteArray &out, quint16 v)
{
    char b[2];
    qToBigEndian(v, b);
    out.append(b, 2);
}

void putHeaderPair(QByteArray &out, const QByteArray &key, const QByteArray &value)
{
    out.append(char(key.size()));
    out.append(key);
    put32(out, quint32(value.size()));
    out.append(value);
}

QByteArray int32Value(qint32 v)
{
    QByteArray b;
    put32(b, quint32(v));
    return b;
}

// The raw bytes when they still say `text`, else the text in UTF-8.
qint64 rawInt(const QByteArray &raw)
{
    if (raw.isEmpty() || raw.size() > 4)
        return -1;
    quint32 v = 0;
    for (char c : raw)
        v = (v << 8) | quint8(c);
    return raw.size() == 4 ? qint64(qint32(v)) : qint64(v);
}

QByteArray textValue(const QByteArray &raw, const QString &text)
{
    return GameTree::decodeText(raw) == text ? raw : text.toUtf8();
}

QByteArray header(const GameRecord &game)
{
    const bool hex = game.kind == GameKind::Hex;
    const QByteArray type = hex ? QByteArrayLiteral("hex1") : QByteArrayLiteral("twixt1");
    const QByteArray gameVersionKey = hex ? QByteArrayLiteral("hgtv") : QByteArrayLiteral("tgtv");
    // Another format's header properties are not Jgame keys.
    static const std::vector<RawProperty> none;
    const std::vector<RawProperty> &kept = game.headerFormat == "jgame" ? game.header : none;

    // Known keys and the value the model gives them now (empty: leave out).
    auto current = [&](const QByteArray &key, const QByteArray &raw) -> QByteArray {
        if (key == "gtv")
            return rawInt(raw) == 2 ? raw : int32Value(2);
        if (key == "player1")
            return game.player1.isEmpty() ? QByteArray() : textValue(raw, game.player1);
        if (key == "player2")
            return game.player2.isEmpty() ? QByteArray() : textValue(raw, game.player2);
        if (key == "name")
            return game.name.isEmpty() ? QByteArray() : textValue(raw, game.name);
        if (key == "bdsize")
            return rawInt(raw) == game.columns ? raw : int32Value(game.columns);
        if (key == "type")
            return type;
        if (key == gameVersionKey)
            return rawInt(raw) >= 0 ? raw : int32Value(1);
        return raw;
    };
    static const QByteArray knownOrder[] = {"gtv", "player1", "player2", "name", "", "bdsize", "type"};
    auto isKnown = [&](const QByteArray &key) {
        return key == gameVersionKey || key == "gtv" || key == "player1" || key == "player2" || key == "name"
            || key == "bdsize" || key == "type";
    };

    QByteArray out;
    const bool fromJgame = std::any_of(kept.begin(), kept.end(), [](const RawProperty &p) { return p.key == "gtv"; });
    std::vector<QByteArray> written;
    auto emitKnownMissing = [&]() {
        for (QByteArray key : knownOrder) {
            if (key.isEmpty())
                key = gameVersionKey;
            if (std::find(written.begin(), written.end(), key) != written.end())
                continue;
            const QByteArray value = current(key, QByteArray());
            if (!value.isEmpty() || key == "gtv")
                putHeaderPair(out, key, value);
            written.push_back(key);
        }
    };
    if (!fromJgame)
        emitKnownMissing();
    for (const RawProperty &p : kept) {
        const QByteArray raw = p.values.isEmpty() ? QByteArray() : p.values.first();
        // The other game's version key would contradict 'type'.
        if ((p.key == "hgtv" || p.key == "tgtv") && p.key != gameVersionKey)
            continue;
        if (std::find(written.begin(), written.end(), p.key) != written.end())
            continue;
        if (isKnown(p.key)) {
            const QByteArray value = current(p.key, raw);
            written.push_back(p.key);
            // Left out when the model emptied it; a key the file itself
            // gave an empty value (a name left blank) stays as it was.
            if (value.isEmpty() && p.key != "gtv" && !raw.isEmpty())
                continue;
            putHeaderPair(out, p.key, value);
        } else {
            putHeaderPair(out, p.key, raw);
        }
    }
    emitKnownMissing();
    out.append('\0');
    return out;
}

void putNodePair(QByteArray &out, QByteArrayView key, QByteArrayView value)
{
    out.append(char(key.size()));
    out.append(key.data(), key.size());
    if (key == "c")
        put32(out, quint32(value.size()));
    else
        put16(out, quint16(value.size()));
    out.append(value.data(), value.size());
}

class Writer {
public:
    explicit Writer(const GameRecord &game)
        : m_game(game)
        , m_tree(game.tree)
        , m_ownNodeData(game.headerFormat == "jgame" || game.headerFormat.isEmpty())
    { }

    SaveResult run();

private:
    // The Jgame bytes of a node's move; empty with m_error set when the move
    // cannot be held.
    const QByteArray &moveBytes(NodeId id);
    void writeNode(NodeId id, QByteArray &out);
    bool writable(NodeId id) const;

    const GameRecord &m_game;
    const GameTree &m_tree;
    SaveResult m_result;
    // Unknown node properties and format hints are Jgame's own (not another
    // format's, which Jgame cannot hold).
    const bool m_ownNodeData;
    int m_droppedLeaves = 0;
    int m_droppedProperties = 0;
    int m_markedNodes = 0; // nodes with board marks, move or position marks (no Jgame key holds them)
    QStringList m_droppedViewerProperties; // IP, VW, N: what a viewer of the file loses
    QByteArray m_moveBuffer; // reused: no allocation per node
};

bool Writer::writable(NodeId id) const
{
    return m_tree.moveTag(id) == quint8(MoveTag::Place);
}

const QByteArray &Writer::moveBytes(NodeId id)
{
    static const QByteArray none;
    QByteArray &out = m_moveBuffer;
    out.resize(0);
    const QByteArrayView data = m_tree.moveData(id);
    if (m_game.kind == GameKind::Hex) {
        const auto stone = decodeHexStone(data);
        if (!stone)
            return none;
        out.append(char(stone->x)).append(char(stone->y)).append(char(stone->player));
        return out;
    }
    const auto move = decodeTwixtMove(data);
    if (!move || !move->hasPeg()) {
        m_result.error = JgameWriter::tr("Jgame cannot hold a Twixt turn that places no peg");
        return none;
    }
    if (move->notation && !move->added.empty()) {
        // Jgame cannot say "these links and the automatic ones" in one move.
        m_result.error
            = JgameWriter::tr("Jgame cannot hold a Twixt move that adds links by hand and links automatically");
        return none;
    }
    out.append(char(move->x)).append(char(move->y)).append(char(move->player));
    if (move->longMove) {
        out.append(char(move->notation ? 1 : move->pbemNull));
        for (const std::vector<TwixtLink> *list : {&move->removed, &move->added}) {
            put16(out, quint16(list->size()));
            for (const TwixtLink &l : *list)
                out.append(char(l.x)).append(char(l.y)).append(char(l.direction));
        }
    }
    if (out.size() > 0xffff)
        m_result.error = JgameWriter::tr("a long Twixt move has too many links for Jgame");
    return out;
}

void Writer::writeNode(NodeId id, QByteArray &out)
{
    static const QByteArray canonical("mrgc");
    const std::uint16_t hintId = m_ownNodeData ? m_tree.formatHint(id) : 0;
    const QByteArray hint = hintId ? m_tree.formatHintValue(hintId) : QByteArray();
    const QByteArray &order = hint.isEmpty() ? canonical : hint;
    static const std::vector<RawProperty> none;
    const std::vector<RawProperty> &unknown = m_ownNodeData ? m_tree.unknownProperties(id) : none;
    if (!m_ownNodeData) {
        m_droppedProperties += int(m_tree.unknownProperties(id).size());
        for (const RawProperty &p : m_tree.unknownProperties(id)) {
            const QString key = QString::fromLatin1(p.key);
            if ((p.key == "IP" || p.key == "VW" || p.key == "N") && !m_droppedViewerProperties.contains(key))
                m_droppedViewerProperties << key;
        }
    }
    if (m_tree.hasMarkup(id))
        ++m_markedNodes;
    std::size_t nextUnknown = 0;
    unsigned done = 0; // bits of the known keys written
    auto bit = [](char k) { return k == 'm' ? 1u : k == 'r' ? 2u : k == 'g' ? 4u : k == 'c' ? 8u : 0u; };
    auto emitKey = [&](char k) {
        if (done & bit(k))
            return;
        switch (k) {
        case 'm':
            if (id != m_tree.root() && m_tree.hasMove(id))
                putNodePair(out, "m", moveBytes(id));
            break;
        case 'r':
            if (auto e = m_tree.evaluation(id)) {
                char v[2];
                qToBigEndian(quint16(qint16(*e)), v);
                putNodePair(out, "r", QByteArrayView(v, 2));
            }
            break;
        case 'g':
            if (auto g = m_tree.mainMark(id)) {
                const char v = char(*g);
                putNodePair(out, "g", QByteArrayView(&v, 1));
            }
            break;
        case 'c':
            if (m_tree.hasComment(id))
                putNodePair(out, "c", m_tree.commentBytes(id));
            break;
        case 'u':
            if (nextUnknown < unknown.size()) {
                const RawProperty &p = unknown[nextUnknown++];
                putNodePair(out, p.key, p.values.isEmpty() ? QByteArray() : p.values.first());
            }
            break;
        }
        done |= bit(k);
    };
    for (char k : order)
        emitKey(k);
    for (char k : canonical)
        emitKey(k);
    while (nextUnknown < unknown.size())
        emitKey('u');
    out.append('\0');
}

SaveResult Writer::run()
{
    if (m_game.kind != GameKind::Hex && m_game.kind != GameKind::Twixt) {
        m_result.error = JgameWriter::tr("Jgame files hold only Hex and Twixt games");
        return m_result;
    }
    if (m_game.columns != m_game.rows || m_game.columns < 1 || m_game.columns > 256) {
        m_result.error = JgameWriter::tr("Jgame holds only square boards of 1 to 256 cells a side, not %1x%2")
                             .arg(m_game.columns)
                             .arg(m_game.rows);
        return m_result;
    }
    QByteArray out = header(m_game);
    out.reserve(out.size() + qsizetype(m_tree.liveNodeCount()) * 12);

    auto firstWritableFrom = [&](NodeId c) {
        while (c != NoNode && !writable(c))
            c = m_tree.nextSibling(c);
        return c;
    };
    NodeId id = m_tree.root();
    while (id != NoNode) {
        static const std::vector<RawProperty> none;
        for (const RawProperty &p : m_ownNodeData ? m_tree.unknownProperties(id) : none) {
            if (p.key.size() > 255 || (p.values.isEmpty() ? 0 : p.values.first().size()) > 0xffff) {
                m_result.error = JgameWriter::tr("the node property '%1' is too long for Jgame")
                                     .arg(QString::fromLatin1(p.key.left(40)));
                return m_result;
            }
        }
        writeNode(id, out);
        if (!m_result.error.isEmpty())
            return m_result;
        // A special move or setup at a leaf (a resignation ending a game) is
        // left out with a warning; anywhere else the game cannot be written.
        int count = 0;
        for (NodeId c = m_tree.firstChild(id); c != NoNode; c = m_tree.nextSibling(c)) {
            if (writable(c)) {
                ++count;
            } else if (m_tree.isLeaf(c)) {
                ++m_droppedLeaves;
            } else {
                m_result.error = JgameWriter::tr("Jgame cannot hold a swap or setup move that has moves after it");
                return m_result;
            }
        }
        if (count > 0xffff) {
            m_result.error = JgameWriter::tr("a node has %1 children; Jgame allows at most 65535").arg(count);
            return m_result;
        }
        put16(out, quint16(count));

        // Pre-order successor among the writable nodes.
        NodeId next = firstWritableFrom(m_tree.firstChild(id));
        for (NodeId n = id; next == NoNode && n != m_tree.root(); n = m_tree.parent(n))
            next = firstWritableFrom(m_tree.nextSibling(n));
        id = next;
    }
    if (m_droppedProperties > 0)
        //: %n is a number, %1 a format's name (sgf...)
        m_result.warnings << JgameWriter::tr("Jgame has no place for %n node property(s) of the %1 file", nullptr,
                                             m_droppedProperties)
                                 .arg(QString::fromLatin1(m_game.headerFormat));
    if (!m_droppedViewerProperties.isEmpty())
        //: %1 lists SGF properties: IP (the position to show first), VW (the part of the board shown), N (names
        //: and bookmarks)
        m_result.warnings << JgameWriter::tr("Jgame has no initial position, view area or bookmarks: the nodes' "
                                             "%1 are lost")
                                 .arg(m_droppedViewerProperties.join(QLatin1String(", ")));
    if (!m_ownNodeData) {
        static const QList<QByteArray> held = {"FF", "GM", "SZ", "PB", "PW", "GN", "CA", "RU"};
        QStringList lost;
        for (const RawProperty &p : m_game.header) {
            if (!held.contains(p.key) && !lost.contains(QString::fromLatin1(p.key)))
                lost << QString::fromLatin1(p.key);
        }
        if (!lost.isEmpty())
            //: %1 is a format's name (sgf...), %2 a list of its property identifiers
            m_result.warnings << JgameWriter::tr("Jgame has no place for the %1 header properties %2")
                                     .arg(QString::fromLatin1(m_game.headerFormat), lost.join(QLatin1String(", ")));
    }
    if (m_markedNodes > 0)
        //: %n is a number of nodes
        m_result.warnings << JgameWriter::tr("Jgame has no place for board marks (labels, shapes, arrows, lines) or "
                                             "move and position marks (!, ?, good for a side, hotspot): %n node(s) "
                                             "lose them",
                                             nullptr, m_markedNodes);
    if (m_droppedLeaves > 0)
        m_result.warnings << JgameWriter::tr(
                                 "Jgame cannot hold swap, resign, forfeit, pass or setup moves: %1 left out")
                                 .arg(m_droppedLeaves);
    m_result.data = std::move(out);
    return m_result;
}

// Set-up stones and a swap of sides have no Jgame form, but the positions
// they lead to do: stones put on the board are the same as moves of their
// colours, and a swap of sides leaves the board and the colour to move as
// they were. This copy of the tree says it that way. It is made only for
// games that need it; a set-up that takes stones off stays unwritable.
std::optional<GameRecord> jgameShaped(const GameRecord &game, QStringList &warnings)
{
    const GameTree &tree = game.tree;
    auto special = [&](NodeId id) {
        return tree.moveTag(id) == quint8(MoveTag::Special) ? decodeSpecial(tree.moveData(id)) : std::nullopt;
    };
    auto splices = [&](NodeId id) {
        const auto s = special(id);
        return s && s->first == SpecialMove::SwapSides && !tree.isLeaf(id);
    };
    auto placesOnly = [&](NodeId id) {
        if (tree.moveTag(id) != quint8(MoveTag::Setup))
            return false;
        const auto stones = decodeSetup(tree.moveData(id));
        return stones && std::all_of(stones->begin(), stones->end(), [](const SetupStone &s) { return s.player != 0; });
    };
    bool needed = false;
    for (NodeId id = tree.root(); id != NoNode && !needed; id = tree.nextInPreorder(id))
        needed = splices(id) || placesOnly(id);
    if (!needed)
        return std::nullopt;

    GameRecord shaped = game;
    shaped.tree = GameTree();
    shaped.nodeOffsets.clear();
    GameTree &out = shaped.tree;
    int swaps = 0, setups = 0;
    auto copyAnnotations = [&](NodeId from, NodeId to) {
        if (tree.hasComment(from))
            out.setCommentBytes(to, tree.commentBytes(from));
        if (auto e = tree.evaluation(from))
            out.setEvaluation(to, *e);
        if (auto g = tree.mainMark(from))
            out.setMainMark(to, g);
        if (!tree.unknownProperties(from).empty())
            out.setUnknownProperties(to, tree.unknownProperties(from));
        if (tree.hasMarkup(from))
            out.setMarkup(to, tree.markup(from));
        if (tree.formatHint(from))
            out.setFormatHint(to, tree.formatHintValue(tree.formatHint(from)));
    };
    // Each stone becomes a move; the last one carries the node's annotations
    // and its children. Returns where the children go.
    auto placeStones = [&](NodeId from, NodeId parent) {
        const std::vector<SetupStone> stones = decodeSetup(tree.moveData(from)).value_or(std::vector<SetupStone>());
        for (const SetupStone &s : stones) {
            QByteArray data;
            if (game.kind == GameKind::Hex) {
                data = encodeHexStone(HexStone{s.x, s.y, s.player});
            } else {
                TwixtMove m;
                m.x = s.x;
                m.y = s.y;
                m.player = s.player;
                data = encodeTwixtMove(m);
            }
            parent = out.appendChild(parent, quint8(MoveTag::Place), data);
        }
        ++setups;
        return parent;
    };
    copyAnnotations(tree.root(), out.root());
    NodeId rootTarget = out.root();
    if (placesOnly(tree.root()))
        rootTarget = placeStones(tree.root(), out.root());
    std::vector<std::pair<NodeId, NodeId>> stack; // source node, target parent of its children
    stack.emplace_back(tree.root(), rootTarget);
    while (!stack.empty()) {
        const auto [from, target] = stack.back();
        stack.pop_back();
        // A swap of sides gives way to its children, in its place.
        std::vector<NodeId> kids = tree.children(from);
        for (std::size_t i = 0; i < kids.size(); ++i) {
            const NodeId child = kids[i];
            if (splices(child)) {
                ++swaps;
                const std::vector<NodeId> grandchildren = tree.children(child);
                kids.insert(kids.begin() + std::ptrdiff_t(i) + 1, grandchildren.begin(), grandchildren.end());
                continue;
            }
            const NodeId to = placesOnly(child) ? placeStones(child, target)
                                                : out.appendChild(target, tree.moveTag(child), tree.moveData(child));
            copyAnnotations(child, to);
            stack.emplace_back(child, to);
        }
    }
    if (swaps > 0)
        warnings << JgameWriter::tr(
                        "Jgame has no swap of sides: %1 left out (the board and the colour to move are unchanged)")
                        .arg(swaps);
    if (setups > 0)
        warnings << JgameWriter::tr("Jgame has no set-up stones: %1 set-ups written as moves").arg(setups);
    int turns = 0;
    for (NodeId id = tree.root(); id != NoNode; id = tree.nextInPreorder(id))
        turns += tree.moveTag(id) == quint8(MoveTag::Setup) && setupToMove(tree.moveData(id)) != 0;
    if (turns > 0)
        //: PL is the SGF property that names the player to move after a set-up
        warnings << JgameWriter::tr("Jgame has no player to move (SGF PL): %n set-up(s) lose it", nullptr, turns);
    return shaped;
}

} // namespace

SaveResult write(const GameRecord &game)
{
    QStringList warnings;
    if (const std::optional<GameRecord> shaped = jgameShaped(game, warnings)) {
        SaveResult result = Writer(*shaped).run();
        result.warnings = warnings + result.warnings;
        return result;
    }
    return Writer(game).run();
}

} // namespace kibitz::jgame
