// Jgame reader, current (gtv 2) and old Jhex formats.
//
// Checked against the format pages of the Jhex/Jtwixt author (the two specs in
// shared/specs) and the programs' manuals; no real Jgame file is in the corpus,
// so tests build files byte by byte from the spec's examples.
//
// Orientation evidence. x is the column and y the row, with (0,0) the top-left
// hole: the Twixt section says "the upper left corner of the board is at x=0,
// y=0" and that the "bottom peg" of a link is the one with the larger y.
// Player 1 is the vertical player, who moves first and connects the top and
// bottom: the old format names its players 'vplayer' then 'hplayer' where the
// current one has 'player1' then 'player2'; the Jhex and Jtwixt manuals label
// positions "Vertical wins"/"Horizontal wins" where the file stores player 1/2;
// and the Hex convention these programs follow (HexWiki, "Coordinates") is that
// the first player is vertical and connects row 1 (top) with row n. Twixt SGF
// agrees: White moves first and connects top and bottom. So in Hex player 1
// joins y = 0 and y = n-1; in Twixt player 1 owns the border rows y = 0 and
// y = n-1.
//
// Robustness: every length is checked against the bytes that remain before
// anything is allocated, the tree is read with an explicit stack (no recursion
// over depth), and child counts are only trusted as far as data follows.

#include "formats/jgame/jgame.h"

#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cmath>
#include <cstring>

namespace kibitz::jgame {

namespace {

struct Cursor {
    const unsigned char *data;
    qint64 size;
    qint64 pos = 0;
    qint64 remaining() const { return size - pos; }
};

class Reader {
    Q_DECLARE_TR_FUNCTIONS(JgameReader)

public:
    Reader(QByteArrayView bytes, const ReadOptions &options)
        : m_cur{reinterpret_cast<const unsigned char *>(bytes.data()), bytes.size()}
        , m_options(options)
    { }

    LoadResult run();

private:
    struct Pair {
        QByteArrayView key; // into the file's bytes
        qint64 keyOffset;
        qint64 valueOffset;
        qint64 valueLength;
    };

    bool fail(qint64 offset, const QString &message)
    {
        if (m_error.message.isEmpty()) {
            m_error.offset = offset;
            m_error.message = message;
        }
        return false;
    }
    bool readKey(QByteArrayView &key, qint64 &keyOffset, bool &end);
    bool readLength(int width, qint64 &length, QByteArrayView key);
    bool readHeader(std::vector<Pair> &pairs);
    bool readChildCount(qint64 &count);
    bool interpretHeader(const std::vector<Pair> &pairs);
    bool storeMove(NodeId parent, const Pair &p, NodeId &created, NodeId lastChild);

    QByteArrayView bytesAt(qint64 offset, qint64 length) const
    {
        return QByteArrayView(reinterpret_cast<const char *>(m_cur.data) + offset, length);
    }
    quint32 be32(qint64 offset) const { return qFromBigEndian<quint32>(m_cur.data + offset); }
    quint16 be16(qint64 offset) const { return qFromBigEndian<quint16>(m_cur.data + offset); }

    Cursor m_cur;
    ReadOptions m_options;
    FormatError m_error;
    std::uint32_t m_nodesRead = 0;
    QStringList m_violations;
    bool m_old = false;
    GameRecord m_game;
    // The node being read: its pairs, parsed in readNode.
    std::vector<Pair> m_pairs;
    QByteArray m_order; // the node's key order, reused from node to node
};

bool Reader::readKey(QByteArrayView &key, qint64 &keyOffset, bool &end)
{
    keyOffset = m_cur.pos;
    if (m_cur.remaining() < 1)
        return fail(m_cur.pos, tr("unexpected end of file: expected a key or the zero byte ending a key list"));
    const int length = m_cur.data[m_cur.pos++];
    end = length == 0;
    if (end)
        return true;
    if (m_cur.remaining() < length)
        return fail(keyOffset, tr("unexpected end of file inside a key of %1 bytes").arg(length));
    key = bytesAt(m_cur.pos, length);
    m_cur.pos += length;
    return true;
}

// What a key's value is, in words, for messages ("the move", not "'m'").
QString valueName(QByteArrayView key)
{
    if (key == "m")
        return QCoreApplication::translate("JgameReader", "the move");
    if (key == "c")
        return QCoreApplication::translate("JgameReader", "the comment");
    if (key == "r")
        return QCoreApplication::translate("JgameReader", "the evaluation");
    if (key == "g")
        return QCoreApplication::translate("JgameReader", "the main-line mark");
    if (key == "player1" || key == "player2")
        return QCoreApplication::translate("JgameReader", "a player's name");
    if (key == "name")
        return QCoreApplication::translate("JgameReader", "the game's name");
    if (key == "size" || key == "bdsize")
        return QCoreApplication::translate("JgameReader", "the board size");
    //: %1 is a Jgame key (not translated)
    return QCoreApplication::translate("JgameReader", "the value of '%1'")
        .arg(QString::fromLatin1(key.data(), key.size()));
}

bool Reader::readLength(int width, qint64 &length, QByteArrayView key)
{
    const qint64 at = m_cur.pos;
    if (m_cur.remaining() < width)
        return fail(
            at, tr("unexpected end of file in the length of '%1'").arg(QString::fromLatin1(key.data(), key.size())));
    length = width == 4 ? qint64(be32(at)) : qint64(be16(at));
    m_cur.pos += width;
    if (length > m_cur.remaining())
        //: %1 names what the bytes hold ("the move", "the comment"), %2 and %3 numbers of bytes
        return fail(at, tr("the file ends inside %1: it claims %2 bytes but only %3 remain")
                            .arg(valueName(key))
                            .arg(length)
                            .arg(m_cur.remaining()));
    return true;
}

bool Reader::readHeader(std::vector<Pair> &pairs)
{
    for (;;) {
        Pair p;
        bool end = false;
        if (!readKey(p.key, p.keyOffset, end))
            return false;
        if (end)
            return true;
        if (!readLength(4, p.valueLength, p.key))
            return false;
        p.valueOffset = m_cur.pos;
        m_cur.pos += p.valueLength;
        pairs.push_back(p);
    }
}

bool Reader::readChildCount(qint64 &count)
{
    const int width = m_old ? 4 : 2;
    if (m_cur.remaining() < width)
        return fail(m_cur.pos, tr("unexpected end of file: expected the number of child nodes"));
    count = m_old ? qint64(be32(m_cur.pos)) : qint64(be16(m_cur.pos));
    if (m_old && count > 0x7fffffff)
        return fail(m_cur.pos, tr("child count %1 is out of range").arg(count));
    m_cur.pos += width;
    return true;
}

// The writer's own order of node keys.
bool isCanonicalOrder(const QByteArray &order)
{
    static const char canonical[] = "mrgc";
    const char *next = canonical;
    for (char k : order) {
        next = std::strchr(next, k);
        if (!next)
            return false;
        ++next;
    }
    return true;
}

QString keyName(QByteArrayView key)
{
    return QString::fromLatin1(key.data(), key.size());
}

bool Reader::interpretHeader(const std::vector<Pair> &pairs)
{
    auto find = [&](const char *key) -> const Pair * {
        for (const Pair &p : pairs) {
            if (p.key == key)
                return &p;
        }
        return nullptr;
    };
    // Integers are big-endian. The spec's table gives bdsize and gtv 4 bytes,
    // but its own example encodes bdsize => 10 in one byte (the old 'size'
    // habit), so any width from 1 to 4 is accepted; the writer keeps the
    // width it read.
    auto intValue = [&](const Pair &p, int width, qint64 &out) {
        if (p.valueLength < 1 || p.valueLength > std::max(width, 4))
            //: %1 is a Jgame key (not translated), %2 and %3 numbers of bytes
            return fail(
                p.keyOffset,
                tr("'%1' must be a %2-byte integer, found %3 bytes").arg(keyName(p.key)).arg(width).arg(p.valueLength));
        quint32 v = 0;
        for (qint64 i = 0; i < p.valueLength; ++i)
            v = (v << 8) | m_cur.data[p.valueOffset + i];
        out = p.valueLength == 4 ? qint64(qint32(v)) : qint64(v);
        return true;
    };
    auto text = [&](const Pair *p) {
        return p ? GameTree::decodeText(bytesAt(p->valueOffset, p->valueLength).toByteArray()) : QString();
    };

    // A key given twice would leave the model and the kept header disagreeing
    // on its value: which one counts? Refuse, naming the second.
    for (std::size_t i = 1; i < pairs.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (pairs[i].key == pairs[j].key)
                return fail(pairs[i].keyOffset, tr("the header has a second '%1'").arg(keyName(pairs[i].key)));

    // An old file keeps its other keys and is saved in the current format,
    // where 'pov' is a 1-byte integer: checked in both, so that what is read
    // can be saved and read back.
    if (const Pair *pov = find("pov")) {
        qint64 v = 0;
        if (!intValue(*pov, 1, v))
            return false;
    }
    const Pair *gtv = find("gtv");
    m_old = gtv == nullptr;
    qint64 size = 0;
    if (m_old) {
        const Pair *sizePair = find("size");
        if (!sizePair)
            return fail(0, tr("not a Jgame file: the header has neither 'gtv' nor 'size'"));
        if (!intValue(*sizePair, 1, size))
            return false;
        m_game.kind = GameKind::Hex;
        m_game.player1 = text(find("vplayer"));
        m_game.player2 = text(find("hplayer"));
        m_game.name = text(find("name"));
        // Old files are saved in the current format; keep only what that
        // format has no key of its own for.
        for (const Pair &p : pairs) {
            if (p.key != "size" && p.key != "vplayer" && p.key != "hplayer" && p.key != "name")
                m_game.header.push_back({p.key.toByteArray(), {bytesAt(p.valueOffset, p.valueLength).toByteArray()}});
        }
    } else {
        qint64 version = 0;
        if (!intValue(*gtv, 4, version))
            return false;
        if (version != 2)
            return fail(gtv->keyOffset, tr("unsupported game tree version %1 (expected 2)").arg(version));
        const Pair *type = find("type");
        const QByteArray typeValue = type ? bytesAt(type->valueOffset, type->valueLength).toByteArray() : QByteArray();
        if (typeValue == "hex1" || (!type && find("hgtv")))
            m_game.kind = GameKind::Hex;
        else if (typeValue == "twixt1" || (!type && find("tgtv")))
            m_game.kind = GameKind::Twixt;
        else if (type)
            return fail(type->keyOffset, tr("unknown game type '%1'").arg(QString::fromLatin1(typeValue)));
        else
            return fail(0, tr("the header names no game type ('type', 'hgtv' or 'tgtv')"));
        const Pair *bdsize = find("bdsize");
        if (!bdsize)
            return fail(0, tr("the header has no board size ('bdsize')"));
        if (!intValue(*bdsize, 4, size))
            return false;
        // The game's version key and 'type' are required, and the other
        // game's version key contradicts 'type'. Such a header still reads;
        // saving writes it as the spec wants, which the user is told.
        const bool hex = m_game.kind == GameKind::Hex;
        const char *versionKey = hex ? "hgtv" : "tgtv";
        // No known producer writes such a header: violations of the spec,
        // which `check` reports as errors (at the key, or at 0 for a key
        // that is missing).
        const auto violation = [&](qint64 offset, const QString &message) {
            m_violations << QStringLiteral("%1: %2").arg(offset).arg(message);
        };
        if (const Pair *version = find(versionKey)) {
            // Kept when it is a version number: an integer of 1 to 4 bytes,
            // not negative.
            qint64 v = 0;
            if (version->valueLength < 1 || version->valueLength > 4 || !intValue(*version, 4, v) || v < 0)
                violation(
                    version->keyOffset,
                    tr("the header's '%1' is not a version number; saving writes 1").arg(QLatin1String(versionKey)));
        } else {
            violation(0, tr("the header lacks the required '%1'; saving adds it").arg(QLatin1String(versionKey)));
        }
        if (!type)
            violation(0, tr("the header lacks the required 'type'; saving adds it"));
        if (const Pair *other = find(hex ? "tgtv" : "hgtv"))
            //: %1 is a Jgame key (hgtv or tgtv), %2 the game: Hex or Twixt
            violation(other->keyOffset,
                      tr("the header's '%1' contradicts its %2 game; saving leaves it out")
                          .arg(QLatin1String(hex ? "tgtv" : "hgtv"), QLatin1String(hex ? "Hex" : "Twixt")));
        m_game.player1 = text(find("player1"));
        m_game.player2 = text(find("player2"));
        m_game.name = text(find("name"));
        for (const Pair &p : pairs)
            m_game.header.push_back({p.key.toByteArray(), {bytesAt(p.valueOffset, p.valueLength).toByteArray()}});
    }
    m_game.headerFormat = QByteArrayLiteral("jgame");
    if (size < 1 || size > 256) {
        const Pair *p = find(m_old ? "size" : "bdsize");
        return fail(p ? p->keyOffset : 0, tr("board size %1 is out of range (1 to 256)").arg(size));
    }
    m_game.columns = m_game.rows = int(size);
    return true;
}

// Decodes a Jgame 'm' value into the tree's encoding and appends the node.
bool Reader::storeMove(NodeId parent, const Pair &p, NodeId &created, NodeId lastChild)
{
    const qint64 at = p.valueOffset;
    const int n = m_game.columns;
    auto coordinatesOk = [&](qint64 offset) {
        const int x = m_cur.data[offset], y = m_cur.data[offset + 1];
        if (x >= n || y >= n)
            //: (%1,%2) are the move's column and row, %3 the board's side
            return fail(offset, tr("move (%1,%2) lies outside the %3x%3 board").arg(x).arg(y).arg(n));
        return true;
    };
    auto playerOk = [&](qint64 offset) {
        const int c = m_cur.data[offset];
        if (c != 1 && c != 2)
            return fail(offset, tr("move colour %1 is neither 1 nor 2").arg(c));
        return true;
    };
    if (p.valueLength < 3)
        return fail(p.keyOffset, tr("a move must be at least 3 bytes, found %1").arg(p.valueLength));
    if (!coordinatesOk(at) || !playerOk(at + 2))
        return false;
    const int x = m_cur.data[at], y = m_cur.data[at + 1], player = m_cur.data[at + 2];
    if (m_game.kind == GameKind::Hex) {
        if (p.valueLength != 3)
            return fail(p.keyOffset, tr("a Hex move must be 3 bytes, found %1").arg(p.valueLength));
        // Without an allocation: this is the hot path of a million-node load.
        char encoded[HexStoneSize];
        encodeHexStone({x, y, player}, encoded);
        created = m_game.tree.appendChildAfter(parent, lastChild, quint8(MoveTag::Place),
                                               QByteArrayView(encoded, HexStoneSize));
        return true;
    }
    QByteArray encoded;
    {
        TwixtMove move;
        move.x = x;
        move.y = y;
        move.player = player;
        if (p.valueLength != 3) {
            move.longMove = true;
            qint64 q = at + 3;
            const qint64 end = at + p.valueLength;
            if (end - q < 3)
                return fail(p.keyOffset, tr("a long Twixt move must be at least 8 bytes, found %1").arg(p.valueLength));
            move.pbemNull = m_cur.data[q++];
            for (std::vector<TwixtLink> *list : {&move.removed, &move.added}) {
                if (end - q < 2)
                    return fail(q, tr("long Twixt move: the link list count is missing"));
                const int count = be16(q);
                q += 2;
                if (end - q < qint64(count) * 3)
                    return fail(q - 2, tr("long Twixt move: %1 links do not fit in the move's %2 bytes")
                                           .arg(count)
                                           .arg(p.valueLength));
                list->reserve(std::size_t(count));
                for (int i = 0; i < count; ++i, q += 3) {
                    if (!coordinatesOk(q))
                        return false;
                    const TwixtLink link{m_cur.data[q], m_cur.data[q + 1], m_cur.data[q + 2]};
                    if (link.direction < 1 || link.direction > 4)
                        return fail(q + 2, tr("link direction %1 is not 1 to 4").arg(link.direction));
                    if (link.otherX() < 0 || link.otherX() >= n || link.otherY() < 0)
                        //: (%1,%2) are a column and row, %3 a Jgame link direction 1 to 4
                        return fail(q, tr("link from (%1,%2) in direction %3 leaves the board")
                                           .arg(link.x)
                                           .arg(link.y)
                                           .arg(link.direction));
                    list->push_back(link);
                }
            }
            if (q != end)
                return fail(
                    p.keyOffset,
                    tr("long Twixt move: %1 bytes, but its lists account for %2").arg(p.valueLength).arg(q - at));
        }
        encoded = encodeTwixtMove(move);
    }
    created = m_game.tree.appendChildAfter(parent, lastChild, quint8(MoveTag::Place), encoded);
    return true;
}

LoadResult Reader::run()
{
    LoadResult result;
    std::vector<Pair> header;
    if (!readHeader(header) || !interpretHeader(header)) {
        result.error = m_error;
        return result;
    }
    GameTree &tree = m_game.tree;
    tree.reserve(std::size_t(std::min<qint64>(m_cur.remaining() / 6 + 1, 1 << 26)),
                 std::size_t(std::min<qint64>(m_cur.remaining(), 1 << 28)));

    // Each stack entry is a node whose children are still being read.
    struct Open {
        NodeId id;
        qint64 remaining;
        NodeId lastChild;
    };
    std::vector<Open> stack;
    bool first = true;
    while (first || !stack.empty()) {
        NodeId parent = NoNode;
        if (!first) {
            Open &top = stack.back();
            if (top.remaining == 0) {
                stack.pop_back();
                continue;
            }
            --top.remaining;
            parent = top.id;
        }
        const qint64 nodeOffset = m_cur.pos;
        if ((++m_nodesRead & 0xfff) == 0 && m_options.progress && !m_options.progress(nodeOffset, m_cur.size)) {
            m_error.cancelled = true;
            fail(nodeOffset, tr("reading was cancelled"));
            break;
        }

        // Read the node's key-value list.
        m_pairs.clear();
        QByteArray &order = m_order;
        order.resize(0);
        for (;;) {
            Pair p;
            bool end = false;
            if (!readKey(p.key, p.keyOffset, end))
                break;
            if (end)
                break;
            const int width = m_old || p.key == "c" ? 4 : 2;
            if (!readLength(width, p.valueLength, p.key))
                break;
            p.valueOffset = m_cur.pos;
            m_cur.pos += p.valueLength;
            m_pairs.push_back(p);
        }
        if (!m_error.message.isEmpty())
            break;

        // The move decides the node's identity, so it is stored first.
        NodeId id = first ? tree.root() : NoNode;
        const Pair *move = nullptr;
        for (const Pair &p : m_pairs) {
            if (p.key == "m") {
                if (move) {
                    fail(p.keyOffset, tr("the node has two moves"));
                    break;
                }
                move = &p;
            }
        }
        if (!m_error.message.isEmpty())
            break;
        if (!first) {
            if (!move) {
                fail(nodeOffset, tr("a node other than the root has no move ('m')"));
                break;
            }
            if (!storeMove(parent, *move, id, stack.back().lastChild))
                break;
            stack.back().lastChild = id;
        }
        if (m_options.recordLocations) {
            if (tree.capacity() > m_game.nodeOffsets.size())
                m_game.nodeOffsets.resize(tree.capacity(), -1);
            m_game.nodeOffsets[id] = move ? move->keyOffset : nodeOffset;
        }

        bool seenR = false, seenG = false, seenC = false;
        for (const Pair &p : m_pairs) {
            const QByteArrayView value = bytesAt(p.valueOffset, p.valueLength);
            if (p.key == "m") {
                if (first) {
                    // A root move is not in the spec; keep it verbatim.
                    tree.addUnknownProperty(id, {p.key.toByteArray(), {value.toByteArray()}});
                    order.append('u');
                } else {
                    order.append('m');
                }
            } else if (p.key == (m_old ? "v" : "r")) {
                if (seenR) {
                    fail(p.keyOffset, tr("the node has two evaluations"));
                    break;
                }
                seenR = true;
                if (m_old) {
                    if (p.valueLength != 4) {
                        fail(p.keyOffset, tr("'v' must be a 4-byte float, found %1 bytes").arg(p.valueLength));
                        break;
                    }
                    const quint32 bits = be32(p.valueOffset);
                    float v;
                    std::memcpy(&v, &bits, 4);
                    if (!(v >= -1.0f && v <= 1.0f)) {
                        fail(p.valueOffset, tr("evaluation %1 is outside -1 to 1").arg(double(v)));
                        break;
                    }
                    tree.setEvaluation(id, int(std::lround(double(v) * 10000.0)));
                } else {
                    if (p.valueLength != 2) {
                        fail(p.keyOffset, tr("'r' must be a 2-byte integer, found %1 bytes").arg(p.valueLength));
                        break;
                    }
                    tree.setEvaluation(id, qint16(be16(p.valueOffset)));
                }
                order.append('r');
            } else if (p.key == "g") {
                if (seenG || p.valueLength != 1) {
                    fail(p.keyOffset, seenG ? tr("the node has two 'g' marks")
                                            : tr("'g' must be 1 byte, found %1 bytes").arg(p.valueLength));
                    break;
                }
                seenG = true;
                tree.setMainMark(id, m_cur.data[p.valueOffset]);
                order.append('g');
            } else if (p.key == "c") {
                if (seenC) {
                    fail(p.keyOffset, tr("the node has two comments"));
                    break;
                }
                seenC = true;
                tree.setCommentBytes(id, value.toByteArray());
                order.append('c');
            } else {
                tree.addUnknownProperty(id, {p.key.toByteArray(), {value.toByteArray()}});
                order.append('u');
            }
        }
        if (!m_error.message.isEmpty())
            break;
        // Only key orders the writer would not reproduce need a hint.
        if (!order.isEmpty() && (order.contains('u') || !isCanonicalOrder(order)))
            tree.setFormatHint(id, order);

        qint64 count = 0;
        if (!readChildCount(count))
            break;
        stack.push_back({id, count, NoNode});
        first = false;
    }
    if (m_error.message.isEmpty() && m_cur.remaining() > 0)
        fail(m_cur.pos, tr("%1 unexpected bytes after the end of the game tree").arg(m_cur.remaining()));
    if (!m_error.message.isEmpty()) {
        result.error = m_error;
        return result;
    }
    if (m_options.recordLocations)
        m_game.nodeOffsets.resize(tree.capacity(), -1);
    result.violations = m_violations;
    result.collection = Collection{};
    result.collection->games.push_back(std::move(m_game));
    return result;
}

} // namespace

bool looksLikeJgame(QByteArrayView data)
{
    // Every current-format header this program or Jhex/Jtwixt writes contains
    // 'gtv'; look for a plausible first key and the key somewhere in the header.
    if (data.size() < 5)
        return false;
    const int keyLength = std::uint8_t(data[0]);
    if (keyLength == 0 || keyLength > 32 || data.size() < 1 + keyLength + 4)
        return false;
    for (int i = 1; i <= keyLength; ++i) {
        const char c = data[i];
        if (c < 0x21 || c > 0x7e)
            return false;
    }
    return data.first(std::min<qsizetype>(data.size(), 4096)).indexOf(QByteArrayView("\x03gtv")) >= 0;
}

bool looksLikeOldJhex(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    return !looksLikeJgame(data) && data.size() >= 10 && std::uint8_t(data[0]) > 0 && std::uint8_t(data[0]) < 16
        && head.indexOf(QByteArrayView("\x04size\0\0\0\x01", 9)) >= 0;
}

LoadResult read(QByteArrayView data, const ReadOptions &options)
{
    return Reader(data, options).run();
}

} // namespace kibitz::jgame
