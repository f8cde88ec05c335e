// SGF reader for Hex (GM[11]) and Twixt (GM[21]) game records.
//
// Checked against the producers in corpus/real (SOURCES.md there):
// - HexGui and benzene: "a1" points, swap written as W[swap-pieces], W[SWAP]
//   or W[swap] and FOLLOWED BY ANOTHER W NODE: HexGui leaves the first stone
//   where it is and does not change the side to move, which in colour terms is
//   a swap of sides. So a Hex swap keyword followed by a move of the same
//   colour is read as swap-sides; followed by the other colour (PlayHex writes
//   B[a2];W[swap-pieces];B[k5]) it is the spec's swap-pieces. The keyword as
//   written is kept (format hint) and written back.
// - twogtp.py (no FF), PlayHex (RE with no resign node), BL/WL time, AB/AW/AE
//   set-up with compressed point lists, CA charsets.
// - Little Golem Hex ("hsgf": no GM, two-letter points "mf" = m6, the first
//   node is W and the letters run opposite to PB/PW, RE names the winning
//   player): W nodes are player 1 (PB), B nodes player 2 (PW); B[swap] is
//   swap-pieces.
// - Little Golem Twixt ("tsgf": no GM, lower-case b (player 1, PB) and r
//   (player 2, PW), two-letter points with 'a' = 1, r[swap], r[resign], a draw
//   offer riding on a move as r[qi|draw]): read as Twixt with paper-and-pencil
//   rules. What follows '|' is kept as the private property LG[...] of the
//   node, since the model has no place for offers.
// - twixt-sgf-ff4.txt: letter(s)+number holes, long moves (-centre, /centre,
//   \centre, then the peg; the old '*' centres too), swap-pieces/swap-sides,
//   resign, forfeit, RU STD/PP/3M. A removal names only a centre; which of its
//   two links goes is settled by replaying the game once the tree is read.
//   What the spec forbids is an error, since no producer writes it: a second
//   IP, a swap in an HA game, a long move's parts out of order (removals,
//   additions, peg) and a long move without a peg outside a puzzle's set-up.
//
// Every root property that is not a move, set-up, comment or evaluation is
// kept in GameRecord::header in file order (the writer regenerates the ones
// the model interprets); other properties the model does not interpret are
// kept per node. Values are kept raw (escaped as in the file), converted to
// UTF-8 when the tree's charset is another one.

#include "formats/sgf/sgfgames.h"

#include "formats/sgf/sgfbackgammon.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfmarkup.h"
#include "formats/sgf/sgfmoves.h"
#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"
#include "games/twixt/twixtposition.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <new>
#include <span>
#include <thread>

namespace kibitz::sgf {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct SgfGameReader {
    Q_DECLARE_TR_FUNCTIONS(SgfGameReader)
};

constexpr int kMaxBoardSide = sgfmoves::MaxBoardSide;

enum class Dialect { Standard, LittleGolemHex, LittleGolemTwixt };

// Identifier ids of the properties the reader interprets (-1: absent).
struct Ids {
    int black, white, lgBlue, lgRed, addBlack, addWhite, addEmpty, comment, value, goodBlack, goodWhite, unclear;
    int game, size, playerBlack, playerWhite, gameName, result, rules, source, event;
    int initialPosition, handicap, puzzle; // Twixt's IP, HA, PZ
    int charset;
    int playerToMove; // PL
    // Which identifiers (by id) are board marks (sgfmarkup.h): asked of
    // every property, so looked up once per identifier, not compared as text.
    std::vector<bool> markup;
    explicit Ids(const SgfDocument &d)
        : black(d.findIdentifier("B"))
        , white(d.findIdentifier("W"))
        , lgBlue(d.findIdentifier("b"))
        , lgRed(d.findIdentifier("r"))
        , addBlack(d.findIdentifier("AB"))
        , addWhite(d.findIdentifier("AW"))
        , addEmpty(d.findIdentifier("AE"))
        , comment(d.findIdentifier("C"))
        , value(d.findIdentifier("V"))
        , goodBlack(d.findIdentifier("GB"))
        , goodWhite(d.findIdentifier("GW"))
        , unclear(d.findIdentifier("UC"))
        , game(d.findIdentifier("GM"))
        , size(d.findIdentifier("SZ"))
        , playerBlack(d.findIdentifier("PB"))
        , playerWhite(d.findIdentifier("PW"))
        , gameName(d.findIdentifier("GN"))
        , result(d.findIdentifier("RE"))
        , rules(d.findIdentifier("RU"))
        , source(d.findIdentifier("SO"))
        , event(d.findIdentifier("EV"))
        , initialPosition(d.findIdentifier("IP"))
        , handicap(d.findIdentifier("HA"))
        , puzzle(d.findIdentifier("PZ"))
        , charset(d.findIdentifier("CA"))
        , playerToMove(d.findIdentifier("PL"))
    {
        markup.reserve(std::size_t(d.identifiers().size()));
        for (const QByteArray &identifier : d.identifiers())
            markup.push_back(sgfmarkup::isMarkupIdentifier(identifier));
    }
    bool isMarkup(int id) const { return id >= 0 && std::size_t(id) < markup.size() && markup[std::size_t(id)]; }
};

QString peglessMessage()
{
    return SgfGameReader::tr("a long move without a peg: a Twixt turn ends by placing a peg (only a puzzle's "
                             "set-up before its IP may leave it out)");
}

struct ReadError {
    QString message;
    qint64 offset = 0;
};

bool isAscii(QByteArrayView bytes)
{
    const char *p = bytes.data();
    const char *const end = p + bytes.size();
    for (; end - p >= 8; p += 8) {
        quint64 word;
        std::memcpy(&word, p, 8);
        if (word & 0x8080808080808080ull)
            return false;
    }
    for (; p < end; ++p) {
        if (*p & 0x80)
            return false;
    }
    return true;
}

// A plain hole or Hex point of one letter and a row from 1 to 99 ("L6",
// "a11"): what parseLettersNumber gives for it, without the general loop.
// False for anything else (longer columns or rows, keywords, link changes),
// which takes the general path.
inline bool parseShortPoint(const char *s, quint32 length, int &x, int &y)
{
    if (length < 2 || length > 3)
        return false;
    const unsigned column = unsigned((static_cast<unsigned char>(s[0]) | 0x20) - 'a');
    const unsigned tens = unsigned(static_cast<unsigned char>(s[1]) - '1'); // no leading zero
    if (column >= 26 || tens >= 9)
        return false;
    unsigned row = tens + 1;
    if (length == 3) {
        const unsigned units = unsigned(static_cast<unsigned char>(s[2]) - '0');
        if (units >= 10)
            return false;
        row = row * 10 + units;
    }
    x = int(column);
    y = int(row) - 1;
    return true;
}

// What SgfTextMode::RawMoveValue changes: a backslash before a backslash or ']'.
bool hasMoveEscape(QByteArrayView raw)
{
    for (qsizetype i = 0; i + 1 < raw.size(); ++i) {
        if (raw[i] == '\\' && (raw[i + 1] == '\\' || raw[i + 1] == ']'))
            return true;
    }
    return false;
}

// twixtnotation::parseLinkCenter of Latin-1 bytes. The usual forms, one
// column letter and a number of one or two digits ("J4'" shallow, "J'4"
// steep, '*' for the half mark too), are read here; anything else goes to
// parseLinkCenter itself, through a QStringView of a buffer on the stack.
std::optional<twixtnotation::LinkCenter> parseLinkCenter(QByteArrayView text)
{
    auto isHalf = [](char c) { return c == '\'' || c == '*'; };
    auto digit = [](char c) { return unsigned(static_cast<unsigned char>(c) - '0'); };
    const qsizetype n = text.size();
    if (n >= 3 && n <= 4) {
        const unsigned column = unsigned((static_cast<unsigned char>(text[0]) | 0x20) - 'a');
        if (column < 26) {
            if (isHalf(text[n - 1]) && digit(text[1]) < 10 && (n == 3 || digit(text[2]) < 10)) {
                const int number = n == 3 ? int(digit(text[1])) : int(digit(text[1]) * 10 + digit(text[2]));
                if (number >= 1)
                    return twixtnotation::LinkCenter{false, int(column), number - 1};
            } else if (isHalf(text[1]) && digit(text[2]) < 10 && (n == 3 || digit(text[3]) < 10)) {
                const int number = n == 3 ? int(digit(text[2])) : int(digit(text[2]) * 10 + digit(text[3]));
                if (number >= 1)
                    return twixtnotation::LinkCenter{true, int(column), number - 1};
            }
        }
    }
    char16_t buffer[16];
    if (text.size() > qsizetype(std::size(buffer)))
        return twixtnotation::parseLinkCenter(QString::fromLatin1(text));
    for (qsizetype i = 0; i < text.size(); ++i)
        buffer[i] = char16_t(static_cast<unsigned char>(text[i]));
    return twixtnotation::parseLinkCenter(QStringView(buffer, text.size()));
}

// A board size of up to four plain digits, as nearly every SZ is; else
// QByteArrayView::toInt.
int parseSize(QByteArrayView text, bool *ok)
{
    if (text.size() >= 1 && text.size() <= 4) {
        int value = 0;
        bool digits = true;
        for (char c : text) {
            digits = digits && c >= '0' && c <= '9';
            value = value * 10 + (c - '0');
        }
        if (digits) {
            *ok = true;
            return value;
        }
    }
    return text.toInt(ok);
}

// What the reader reads: the file's bytes, or text that was decoded before
// (UTF-16 input, turned into UTF-8), whose values are UTF-8 whatever CA says
// (a file saved as UTF-16 rightly declares CA[UTF-16]).
enum class Input { Bytes, DecodedText };

// The charset of each tree, looked up again only when CA differs from the
// previous tree's (a collection usually declares one charset throughout).
class CharsetCache {
public:
    explicit CharsetCache(Input input)
        : m_input(input)
    { }

    const SgfCharset &charset(const SgfDocument &doc, int tree, int caId)
    {
        if (m_input == Input::DecodedText)
            return m_charset; // UTF-8
        const int root = doc.treeRoot(tree);
        const int first = doc.firstProperty(root);
        int ca = -1;
        for (int p = first; caId >= 0 && p < first + doc.propertyCount(root); ++p) {
            if (doc.identifierId(p) == caId) {
                ca = p;
                break;
            }
        }
        const bool declared = ca >= 0 && doc.valueCount(ca) > 0;
        const QByteArrayView raw = declared ? doc.raw(doc.firstValue(ca)) : QByteArrayView();
        if (!m_valid || declared != m_declared || (declared && raw != m_raw)) {
            m_charset = doc.charset(tree);
            m_utf8 = m_charset.name() == "UTF-8";
            m_declared = declared;
            m_raw = raw.toByteArray();
            m_valid = true;
        }
        return m_charset;
    }
    bool isUtf8() const { return m_utf8; }

private:
    Input m_input;
    SgfCharset m_charset;
    QByteArray m_raw;
    bool m_valid = false;
    bool m_declared = false;
    bool m_utf8 = true;
};

// Buffers every tree of a read reuses: nothing here is allocated per tree.
struct Scratch {
    // The last child so far of each node of the tree (see TreeReader::run).
    std::vector<NodeId> lastChild;
    std::vector<std::pair<int, QByteArray>> hints; // document node, special move keyword as written
    std::vector<NodeId> removals; // tree nodes whose moves remove links
    std::vector<std::pair<NodeId, qint64>> pegless; // a puzzle's long moves without a peg: node, offset of the move
    std::vector<std::uint8_t> marks; // resolving removals: see TreeReader::resolveRemovals
    std::vector<std::pair<NodeId, TwixtPosition>> replay; // resolveRemovals' stack
    TwixtMove twixtMove; // the move readTwixtMove builds: its link lists keep their capacity
    QByteArray moveBuffer;
    QByteArray unescaped;
    // The last two ASCII properties kept for each identifier id, the latest
    // first: a collection repeats most root properties (FF, GM, SZ, CA, AP,
    // RU, EV, ...) from game to game, or alternates them (RE[B+], RE[W+]),
    // and an equal one is shared instead of allocated again. Sharing costs
    // atomic reference counting, so an identifier whose values hardly ever
    // repeat (GN, most PB and PW) has only one value in 64 cached: enough to
    // notice when its values start repeating.
    struct Kept {
        std::array<RawProperty, 2> recent;
        quint64 hits = 0; // (a 4 GiB input has fewer than 2^32 properties, but hits * 8 must not wrap)
        quint64 misses = 0;
    };
    std::vector<Kept> kept;
};

class TreeReader {
public:
    TreeReader(const SgfDocument &doc, int tree, const Ids &ids, const ReadOptions &options, const SgfCharset &charset,
               bool utf8, Scratch &scratch, GameRecord &game)
        : m_doc(doc)
        , m_ids(ids)
        , m_options(options)
        , m_root(doc.treeRoot(tree))
        , m_end(tree + 1 < doc.treeCount() ? doc.treeRoot(tree + 1) : doc.nodeCount())
        , m_charset(charset)
        , m_utf8(utf8)
        , m_keepsAscii(charset.keepsAscii())
        , m_scratch(scratch)
        , m_lastChild(scratch.lastChild)
        , m_hints(scratch.hints)
        , m_moveBuffer(scratch.moveBuffer)
        , m_unescaped(scratch.unescaped)
        , m_game(game)
        , m_properties(doc.properties())
        , m_values(doc.values())
    {
        m_hints.clear();
        m_scratch.removals.clear();
        m_scratch.pegless.clear();
    }

    // Reads the tree into the GameRecord given to the constructor, which is
    // left half-filled on error.

    // Violations: what breaks FF[4] and no known producer writes (see LoadResult).
    bool run(ReadError &error, QStringList &warnings, QStringList &violations);

private:
    bool readGameInfo();
    bool readNode(int node, NodeId id);
    [[gnu::noinline]] bool readMove(int node, int property, int player, NodeId parent, NodeId lastChild, NodeId &id);
    [[gnu::always_inline]] inline bool readPlainMove(int property, int player, NodeId parent, NodeId lastChild,
                                                     NodeId &id);
    bool readHexMove(int property, int player, QByteArray &data, MoveTag &tag, int node);
    bool readTwixtMove(int property, int player, QByteArray &data, MoveTag &tag, NodeId id);
    bool readSetup(int node, NodeId id, int toMove);
    int playerToMove(int property) const;
    bool readPoint(int value, QByteArrayView text, int &x, int &y);
    // Board marks, move and position marks (sgfmarkup.h): false when the
    // property is to be kept verbatim instead.
    bool readMarkup(int property, NodeMarkup &markup);
    void readEvaluation(int first, int end, NodeId id, std::array<int, 2> &consumed);
    void resolveRemovals();
    bool checkPeglessMoves();
    bool readInitialPosition(int property, NodeId id);
    bool mayBeOnBoard(NodeId node, const TwixtLink &link) const;
    bool fail(qint64 offset, const QString &message);

    QByteArray keptBytes(QByteArrayView raw) const;
    RawProperty keptProperty(int property);
    QString simpleText(int property) const;
    // simpleText into `text`, reusing its room (a record read game after game).
    void setSimpleText(int property, QString &text) const;
    // Warns about what a name's bytes lose when they are decoded: a NUL,
    // bytes that are not the declared UTF-8 or, without CA, read as Latin-1.
    void checkNameBytes(int property);
    // Warns about a CA that no decoder knows.
    void checkCharset(int property);
    // Whether two properties have the same values, as written.
    bool sameValues(int a, int b) const;
    int playerOf(int identifierId) const;
    int colourOfNextMove(int node) const;
    void setMoveIdentifiers();
    struct TreeSizes {
        std::size_t annotatedNodes = 0;
        std::size_t moveBytes = 0;
    };
    TreeSizes treeSizes() const;

    const SgfDocument &m_doc;
    const Ids &m_ids;
    const ReadOptions &m_options;
    const int m_root;
    const int m_end;
    const SgfCharset &m_charset;
    const bool m_utf8;
    const bool m_keepsAscii; // m_charset.keepsAscii(): an ASCII value is its own text
    Dialect m_dialect = Dialect::Standard;
    // Twixt (twixt-sgf-ff4.txt): a handicap game (HA) allows no swap; a puzzle
    // (PZ) allows long moves without a peg before its initial position (IP),
    // of which a game has one at most.
    bool m_handicap = false;
    bool m_puzzle = false;
    NodeId m_initialPosition = NoNode;
    qint64 m_initialPositionOffset = -1;
    // Identifier ids of player 1's and player 2's moves in this dialect, and
    // of the move properties this dialect forbids (-1: none).
    int m_move1 = -1, m_move2 = -1;
    int m_forbidden1 = -1, m_forbidden2 = -1;
    ReadError m_error;
    QStringList m_warnings;
    QStringList m_violations;
    Scratch &m_scratch;
    std::vector<NodeId> &m_lastChild;
    std::vector<std::pair<int, QByteArray>> &m_hints;
    QByteArray &m_moveBuffer; // reused: no allocation per move
    QByteArray &m_unescaped;
    GameRecord &m_game; // built in place, in the collection
    // The document's arrays, for the per-node paths.
    const std::span<const SgfProperty> m_properties;
    const std::span<const SgfValue> m_values;
};

bool TreeReader::fail(qint64 offset, const QString &message)
{
    m_error = {message, offset};
    return false;
}

QByteArray TreeReader::keptBytes(QByteArrayView raw) const
{
    if ((m_keepsAscii && isAscii(raw)) || (m_utf8 && raw.isValidUtf8()))
        return m_doc.hasStrayBrackets() ? SgfDocument::escapeStrayBrackets(raw) : raw.toByteArray();
    return m_charset.rawToUtf8(raw);
}

RawProperty TreeReader::keptProperty(int property)
{
    const int id = m_doc.identifierId(property);
    const int first = m_doc.firstValue(property);
    const int count = m_doc.valueCount(property);
    auto &cache = m_scratch.kept;
    if (cache.size() <= std::size_t(id))
        cache.resize(std::size_t(id) + 1);
    Scratch::Kept &kept = cache[std::size_t(id)];
    std::array<RawProperty, 2> &recent = kept.recent;
    // The cache holds ASCII values only, which are kept as they are written
    // whatever the charset: equal raw values, equal property.
    auto same = [&](const RawProperty &known) {
        if (known.key.isEmpty() || known.values.size() != count)
            return false;
        for (int i = 0; i < count; ++i) {
            const QByteArrayView raw = m_doc.raw(first + i);
            const QByteArray &value = known.values[i];
            if (raw.size() != value.size() || std::memcmp(raw.data(), value.constData(), std::size_t(raw.size())) != 0)
                return false;
        }
        return true;
    };
    if (m_keepsAscii && same(recent[0])) {
        ++kept.hits;
        return recent[0];
    }
    if (m_keepsAscii && same(recent[1])) {
        ++kept.hits;
        std::swap(recent[0], recent[1]);
        return recent[0];
    }
    ++kept.misses;
    RawProperty p;
    if (!m_keepsAscii) { // ASCII bytes may decode to other text: nothing is shared
        p.key = m_doc.identifiers()[id];
        for (int v = first; v < first + count; ++v)
            p.values.append(keptBytes(m_doc.raw(v)));
        return p;
    }
    p.key = m_doc.identifiers()[id]; // shared, not copied
    p.values.reserve(count);
    bool ascii = true;
    for (int v = first; v < first + count; ++v) {
        const QByteArrayView raw = m_doc.raw(v);
        if (m_keepsAscii && isAscii(raw)) {
            p.values.append(m_doc.hasStrayBrackets() ? SgfDocument::escapeStrayBrackets(raw) : raw.toByteArray());
        } else {
            ascii = false;
            p.values.append(keptBytes(raw));
        }
    }
    const bool repeats = kept.misses < 16 || kept.hits * 8 >= kept.misses || kept.misses % 64 == 0;
    if (ascii && repeats) {
        recent[1] = std::move(recent[0]);
        recent[0] = p;
    }
    return p;
}

bool TreeReader::sameValues(int a, int b) const
{
    if (m_doc.valueCount(a) != m_doc.valueCount(b))
        return false;
    for (int i = 0; i < m_doc.valueCount(a); ++i) {
        if (m_doc.raw(m_doc.firstValue(a) + i) != m_doc.raw(m_doc.firstValue(b) + i))
            return false;
    }
    return true;
}

QString TreeReader::simpleText(int property) const
{
    if (m_doc.valueCount(property) == 0)
        return QString();
    const int v = m_doc.firstValue(property);
    // Printable ASCII without escapes is its own SimpleText in UTF-8 (the
    // default): no unescaping and no decoder needed.
    const QByteArrayView raw = m_doc.raw(v);
    bool plain = !m_doc.hasBackslash(v);
    for (qsizetype i = 0; plain && i < raw.size(); ++i)
        plain = raw[i] >= 0x20 && raw[i] < 0x7f;
    if (plain && m_utf8)
        return QString::fromLatin1(raw.trimmed());
    return m_doc.string(v, SgfTextMode::SimpleText, m_charset).trimmed();
}

void TreeReader::setSimpleText(int property, QString &text) const
{
    if (m_doc.valueCount(property) > 0 && m_utf8) {
        const int v = m_doc.firstValue(property);
        const QByteArrayView raw = m_doc.raw(v);
        bool plain = !m_doc.hasBackslash(v);
        for (qsizetype i = 0; plain && i < raw.size(); ++i)
            plain = raw[i] >= 0x20 && raw[i] < 0x7f;
        if (plain) { // as simpleText: the trimmed bytes, one character each
            const QByteArrayView trimmed = raw.trimmed();
            text.resize(trimmed.size());
            QChar *out = text.data();
            for (qsizetype i = 0; i < trimmed.size(); ++i)
                out[i] = QLatin1Char(trimmed[i]);
            return;
        }
    }
    text = simpleText(property);
}

void TreeReader::checkNameBytes(int property)
{
    for (int v = m_doc.firstValue(property); v < m_doc.firstValue(property) + m_doc.valueCount(property); ++v) {
        const QByteArrayView raw = m_doc.raw(v);
        const bool nul = raw.contains('\0');
        const bool badUtf8 = m_utf8 && !isAscii(raw) && !raw.isValidUtf8();
        if (!nul && !badUtf8)
            continue;
        const SgfLocation at = m_doc.valueLocation(v);
        const QString name = QString::fromLatin1(m_doc.identifier(property));
        //: %1:%2 is the place in the file (line:column); %3 an SGF property such as PB
        const QString where = SgfGameReader::tr("%1:%2: %3[]").arg(at.line).arg(at.column).arg(name);
        if (nul)
            m_warnings << SgfGameReader::tr("%1 holds a NUL byte, which names cannot show: it is left out").arg(where);
        if (badUtf8 && m_doc.findProperty(m_root, "CA") < 0)
            m_warnings << SgfGameReader::tr("%1 is not UTF-8 and the game declares no charset (CA): read as "
                                            "Latin-1 (ISO-8859-1)")
                              .arg(where);
        else if (badUtf8)
            m_warnings << SgfGameReader::tr("%1 is not UTF-8 as CA declares: the bytes that are not are shown as "
                                            "replacement characters")
                              .arg(where);
    }
}

void TreeReader::checkCharset(int property)
{
    if (m_doc.valueCount(property) == 0)
        return;
    const int v = m_doc.firstValue(property);
    const QByteArray name = m_doc.text(v, SgfTextMode::SimpleText).trimmed();
    if (name.isEmpty() || SgfCharset::forName(name).isValid())
        return;
    const SgfLocation at = m_doc.valueLocation(v);
    //: %1:%2 is the place in the file (line:column); %3 the charset named by the SGF property CA
    m_warnings << SgfGameReader::tr("%1:%2: CA[%3]: no decoder here knows this charset; the texts are read as "
                                    "UTF-8, or as Latin-1 where they are not UTF-8")
                      .arg(at.line)
                      .arg(at.column)
                      .arg(QString::fromLatin1(name.left(40)));
}

// Which identifiers are moves, once the game and dialect are known.
void TreeReader::setMoveIdentifiers()
{
    switch (m_dialect) {
    case Dialect::Standard:
        m_move1 = m_game.kind == GameKind::Hex ? m_ids.black : m_ids.white;
        m_move2 = m_game.kind == GameKind::Hex ? m_ids.white : m_ids.black;
        break;
    case Dialect::LittleGolemHex:
        m_move1 = m_ids.white;
        m_move2 = m_ids.black;
        break;
    case Dialect::LittleGolemTwixt:
        m_move1 = m_ids.lgBlue;
        m_move2 = m_ids.lgRed;
        m_forbidden1 = m_ids.black;
        m_forbidden2 = m_ids.white;
        break;
    }
}

// 1 or 2 for a move property of this dialect, else 0.
int TreeReader::playerOf(int identifierId) const
{
    if (identifierId < 0)
        return 0;
    return identifierId == m_move1 ? 1 : identifierId == m_move2 ? 2 : 0;
}

int TreeReader::colourOfNextMove(int node) const
{
    const int next = m_doc.firstChild(node);
    if (next < 0)
        return 0;
    const int first = m_doc.firstProperty(next);
    for (int p = first; p < first + m_doc.propertyCount(next); ++p) {
        if (const int player = playerOf(m_doc.identifierId(p)))
            return player;
    }
    return 0;
}

bool TreeReader::readGameInfo()
{
    const int first = m_doc.firstProperty(m_root);
    const int count = m_doc.propertyCount(m_root);
    auto find = [&](int id) {
        for (int p = first; id >= 0 && p < first + count; ++p) {
            if (m_doc.identifierId(p) == id)
                return p;
        }
        return -1;
    };

    const int gm = find(m_ids.game);
    if (gm >= 0 && m_doc.valueCount(gm) > 0) {
        const int v = m_doc.firstValue(gm);
        const QByteArrayView raw = m_doc.raw(v);
        // As written almost always; SimpleText only when it could differ.
        const QByteArray text = raw == "21" || raw == "11" ? QByteArray::fromRawData(raw.data(), raw.size())
                                                           : m_doc.text(v, SgfTextMode::SimpleText).trimmed();
        if (text == "11")
            m_game.kind = GameKind::Hex;
        else if (text == "21")
            m_game.kind = GameKind::Twixt;
        else
            return fail(
                m_doc.valueOffset(v),
                SgfGameReader::tr("GM[%1]: only Hex (GM[11]), Twixt (GM[21]) and backgammon (GM[6]) games can be read")
                    .arg(QString::fromLatin1(text.left(20))));
    } else {
        // No GM: Little Golem's exports. Their Twixt files use the colour
        // letters b and r; everything else is Hex.
        bool twixt = false;
        for (int n = m_root; n < m_end && n < m_root + 3 && !twixt; ++n) {
            const int p0 = m_doc.firstProperty(n);
            for (int p = p0; p < p0 + m_doc.propertyCount(n); ++p) {
                const int id = m_doc.identifierId(p);
                if (id >= 0 && (id == m_ids.lgBlue || id == m_ids.lgRed))
                    twixt = true;
            }
        }
        const int ev = find(m_ids.event);
        if (ev >= 0 && m_doc.valueCount(ev) > 0 && m_doc.raw(m_doc.firstValue(ev)).startsWith("twixt"))
            twixt = true;
        const int so = find(m_ids.source);
        const bool littleGolem = so >= 0 && m_doc.valueCount(so) > 0
                              && m_doc.raw(m_doc.firstValue(so)).toByteArray().toLower().contains("littlegolem");
        m_game.kind = twixt ? GameKind::Twixt : GameKind::Hex;
        if (twixt) {
            m_dialect = Dialect::LittleGolemTwixt;
            setupFor<TwixtSetup>(m_game).rules = TwixtRules::PaperAndPencil;
        } else if (littleGolem) {
            m_dialect = Dialect::LittleGolemHex;
        }
    }
    const bool hex = m_game.kind == GameKind::Hex;
    m_game.columns = m_game.rows = hex ? 11 : 24;
    m_handicap = !hex && find(m_ids.handicap) >= 0;
    m_puzzle = !hex && find(m_ids.puzzle) >= 0;

    const int sz = find(m_ids.size);
    if (sz >= 0 && m_doc.valueCount(sz) > 0) {
        const int v = m_doc.firstValue(sz);
        const QByteArrayView raw = m_doc.raw(v);
        QByteArrayView columns = raw, rows = raw;
        if (const auto parts = SgfDocument::splitCompose(raw)) {
            columns = parts->first;
            rows = parts->second;
        }
        bool okColumns = false, okRows = false;
        const int c = parseSize(columns.trimmed(), &okColumns);
        const int r = parseSize(rows.trimmed(), &okRows);
        const int minimum = hex ? 1 : 3;
        if (!okColumns || !okRows || c < minimum || r < minimum || c > kMaxBoardSide || r > kMaxBoardSide)
            return fail(m_doc.valueOffset(v), SgfGameReader::tr("SZ[%1]: a board has %2 to %3 columns and rows")
                                                  .arg(QString::fromLatin1(raw.toByteArray().left(20)))
                                                  .arg(minimum)
                                                  .arg(kMaxBoardSide));
        m_game.columns = c;
        m_game.rows = r;
    }

    // FF[4] allows a property once per node. Of an interpreted one given
    // again the first counts, as for GM and SZ above, and is what saving
    // writes; a later one that says something else is reported, since
    // saving drops it.
    // (RU means something in Twixt only; a Hex file's RU is kept as written.)
    const std::array<int, 7> interpreted = {m_ids.game,     m_ids.size,   m_ids.playerBlack,     m_ids.playerWhite,
                                            m_ids.gameName, m_ids.result, hex ? -1 : m_ids.rules};
    std::array<int, 7> firstOf;
    firstOf.fill(-1);
    auto isLaterCopy = [&](int p) { // p is an interpreted property given before
        const int id = m_doc.identifierId(p);
        for (std::size_t k = 0; k < interpreted.size(); ++k) {
            if (id >= 0 && id == interpreted[k])
                return firstOf[k] != p;
        }
        return false;
    };
    for (int p = first; p < first + count; ++p) {
        const int id = m_doc.identifierId(p);
        for (std::size_t k = 0; k < interpreted.size(); ++k) {
            if (id < 0 || id != interpreted[k])
                continue;
            if (firstOf[k] < 0) {
                firstOf[k] = p;
            } else if (!sameValues(firstOf[k], p)) {
                const SgfLocation at = m_doc.valueLocation(m_doc.firstValue(p));
                //: %1:%2 is the place in the file (line:column); %3 an SGF property such as PB
                m_violations
                    << SgfGameReader::tr(
                           "%1:%2: %3 is given again in the same node; the first %3 counts, and saving drops this one")
                           .arg(at.line)
                           .arg(at.column)
                           .arg(QString::fromLatin1(m_doc.identifier(p)));
            }
            break;
        }
    }

    const bool blackFirst = hex; // standard dialects; Little Golem's PB moves first
    const bool lg = m_dialect != Dialect::Standard;
    for (int p = first; p < first + count; ++p) {
        const int id = m_doc.identifierId(p);
        if (isLaterCopy(p))
            continue;
        if (id >= 0 && (id == m_ids.playerBlack || id == m_ids.playerWhite || id == m_ids.gameName))
            checkNameBytes(p);
        else if (id >= 0 && id == m_ids.charset)
            checkCharset(p);
        if (id == m_ids.playerBlack)
            setSimpleText(p, lg || blackFirst ? m_game.player1 : m_game.player2);
        else if (id == m_ids.playerWhite)
            setSimpleText(p, lg || blackFirst ? m_game.player2 : m_game.player1);
        else if (id == m_ids.gameName)
            setSimpleText(p, m_game.name);
        else if (id == m_ids.result)
            setSimpleText(p, m_game.result);
        else if (id == m_ids.rules && !hex) {
            const QByteArrayView raw = m_doc.valueCount(p) > 0 ? m_doc.raw(m_doc.firstValue(p)) : QByteArrayView();
            if (raw == "STD") { // as usually written
                setupFor<TwixtSetup>(m_game).rules = TwixtRules::Standard;
                continue;
            }
            const QString rules = simpleText(p).toUpper();
            if (rules == QLatin1String("PP"))
                setupFor<TwixtSetup>(m_game).rules = TwixtRules::PaperAndPencil;
            else if (rules == QLatin1String("3M"))
                setupFor<TwixtSetup>(m_game).rules = TwixtRules::ThreeM;
            else if (rules == QLatin1String("STD") || rules.isEmpty())
                setupFor<TwixtSetup>(m_game).rules = TwixtRules::Standard;
            else
                //: %1:%2 is the place in the file (line:column); %3 the value of the SGF property RU
                m_violations << SgfGameReader::tr("%1:%2: unknown rule set RU[%3]; standard rules are used")
                                    .arg(m_doc.valueLocation(m_doc.firstValue(p)).line)
                                    .arg(m_doc.valueLocation(m_doc.firstValue(p)).column)
                                    .arg(rules);
        }
    }
    return true;
}

bool TreeReader::readPoint(int value, QByteArrayView text, int &x, int &y)
{
    std::optional<std::pair<int, int>> point = sgfmoves::parseLettersNumber(text);
    if (!point && m_dialect != Dialect::Standard)
        point = sgfmoves::parseTwoLetters(text);
    if (!point)
        return fail(m_doc.valueOffset(value),
                    SgfGameReader::tr("'%1' is not a point").arg(QString::fromUtf8(text.toByteArray().left(40))));
    if (point->first >= m_game.columns || point->second >= m_game.rows)
        //: %1 is a point as the file writes it, %2x%3 the board's columns and rows
        return fail(m_doc.valueOffset(value), SgfGameReader::tr("%1 is outside the %2x%3 board")
                                                  .arg(QString::fromUtf8(text))
                                                  .arg(m_game.columns)
                                                  .arg(m_game.rows));
    x = point->first;
    y = point->second;
    return true;
}

bool TreeReader::readMarkup(int property, NodeMarkup &markup)
{
    const int first = m_doc.firstValue(property);
    const int count = m_doc.valueCount(property);
    std::vector<QByteArrayView> values;
    values.reserve(std::size_t(count));
    for (int v = first; v < first + count; ++v)
        values.push_back(m_doc.raw(v));
    sgfmarkup::Reading reading;
    reading.point = [this](QByteArrayView text) -> std::optional<MarkCell> {
        std::optional<std::pair<int, int>> point = sgfmoves::parseLettersNumber(text);
        if (!point && m_dialect != Dialect::Standard)
            point = sgfmoves::parseTwoLetters(text);
        if (!point || point->first >= m_game.columns || point->second >= m_game.rows)
            return std::nullopt;
        return MarkCell{point->first, point->second};
    };
    reading.decode = [this](const QByteArray &bytes) {
        return (m_keepsAscii && isAscii(bytes)) || (m_utf8 && QByteArrayView(bytes).isValidUtf8())
                 ? QString::fromUtf8(bytes)
                 : m_charset.decode(bytes);
    };
    QString why;
    const QByteArray &identifier = m_doc.identifiers()[m_doc.identifierId(property)];
    if (sgfmarkup::readProperty(identifier, values, reading, markup, &why))
        return true;
    const SgfLocation at = m_doc.valueLocation(first);
    //: %1:%2 is the place in the file (line:column), %3 an SGF property identifier (LB, TR...), %4 what is wrong
    m_warnings << SgfGameReader::tr("%1:%2: %3 is kept as it is, not shown as a mark: %4")
                      .arg(at.line)
                      .arg(at.column)
                      .arg(QString::fromLatin1(identifier), why);
    return false;
}

bool TreeReader::readHexMove(int property, int player, QByteArray &data, MoveTag &tag, int node)
{
    const int v = m_doc.firstValue(property);
    if (m_doc.valueCount(property) != 1)
        return fail(m_doc.valueOffset(v), SgfGameReader::tr("a Hex move has one value"));
    const QByteArrayView raw = m_doc.raw(v);
    if (raw.isEmpty()) { // FF[4]'s pass
        tag = MoveTag::Special;
        data = encodeSpecial(SpecialMove::Pass, player);
        return true;
    }
    bool bareSwap = false;
    if (auto special = sgfmoves::parseSpecial(raw, &bareSwap)) {
        if (*special == SpecialMove::SwapPieces && colourOfNextMove(node) == player)
            special = SpecialMove::SwapSides; // HexGui: the swapper moves again
        tag = MoveTag::Special;
        data = encodeSpecial(*special, player);
        return true;
    }
    HexStone stone{0, 0, player};
    if (!readPoint(v, raw, stone.x, stone.y))
        return false;
    tag = MoveTag::Place;
    char bytes[HexStoneSize];
    encodeHexStone(stone, bytes);
    data.resize(0);
    data.append(bytes, HexStoneSize);
    return true;
}

bool TreeReader::readTwixtMove(int property, int player, QByteArray &data, MoveTag &tag, NodeId id)
{
    const int first = m_doc.firstValue(property);
    const int count = m_doc.valueCount(property);
    // A fresh move that keeps the capacity of the scratch move's link lists.
    TwixtMove &move = m_scratch.twixtMove;
    move.reset();
    move.player = player;
    for (int v = first; v < first + count; ++v) {
        // Only a value with an escaped backslash or ']' needs unescaping (and a
        // copy): the backslash of "\I'4" is literal.
        QByteArrayView text = m_doc.raw(v);
        if (m_doc.hasBackslash(v) && hasMoveEscape(text)) {
            m_unescaped = m_doc.text(v, SgfTextMode::RawMoveValue);
            text = m_unescaped;
        }
        if (m_dialect == Dialect::LittleGolemTwixt) {
            const qsizetype bar = text.indexOf('|');
            if (bar >= 0) {
                // Kept like any uninterpreted value: escaped (the text here
                // is not) and in UTF-8, so that it is written back as read.
                if (!m_options.withoutTexts)
                    m_game.tree.addUnknownProperty(
                        id, {QByteArrayLiteral("LG"),
                             {keptBytes(SgfWriter::escape(text.sliced(bar), SgfValueEscaping::Text))}});
                text.truncate(bar);
            }
        }
        if (count == 1) {
            if (auto special = sgfmoves::parseSpecial(text)) {
                if (m_handicap && (*special == SpecialMove::SwapPieces || *special == SpecialMove::SwapSides))
                    return fail(m_doc.valueOffset(v), SgfGameReader::tr("a swap in a handicap game (HA): "
                                                                        "Twixt allows no swap there"));
                tag = MoveTag::Special;
                data = encodeSpecial(*special, player);
                return true;
            }
            if (m_dialect == Dialect::LittleGolemTwixt && text.compare("draw", Qt::CaseInsensitive) == 0) {
                if (!m_options.withoutTexts)
                    m_game.tree.addUnknownProperty(id, {QByteArrayLiteral("LG"), {text.toByteArray()}});
                tag = MoveTag::None;
                data.resize(0);
                return true;
            }
        }
        const char op = text.isEmpty() ? 0 : text[0];
        if (op == '-' || op == '/' || op == '\\') {
            const auto center = parseLinkCenter(text.sliced(1));
            if (!center)
                return fail(m_doc.valueOffset(v),
                            SgfGameReader::tr("'%1' is not a link centre")
                                .arg(QString::fromUtf8(text.first(std::min<qsizetype>(40, text.size())))));
            const std::array<TwixtLink, 2> links = twixtnotation::linksAt(*center);
            const TwixtLink &link = links[op == '/' ? 1 : 0];
            auto inside = [&](int x, int y) { return x >= 0 && y >= 0 && x < m_game.columns && y < m_game.rows; };
            if (!inside(link.x, link.y) || !inside(link.otherX(), link.otherY()))
                //: %1 is a point as the file writes it, %2x%3 the board's columns and rows
                return fail(m_doc.valueOffset(v), SgfGameReader::tr("the link centre %1 is outside the %2x%3 board")
                                                      .arg(QString::fromUtf8(text.sliced(1)))
                                                      .arg(m_game.columns)
                                                      .arg(m_game.rows));
            if (op == '-' && !move.added.empty())
                return fail(m_doc.valueOffset(v), SgfGameReader::tr("a link removal after a link addition: a long "
                                                                    "move lists its removals, then its additions, "
                                                                    "then its peg"));
            move.longMove = true;
            move.notation = true;
            (op == '-' ? move.removed : move.added).push_back(link);
            if (op == '-' && (m_scratch.removals.empty() || m_scratch.removals.back() != id))
                m_scratch.removals.push_back(id);
            continue;
        }
        if (move.hasPeg())
            return fail(m_doc.valueOffset(v), SgfGameReader::tr("a Twixt move places at most one peg, and last"));
        if (!readPoint(v, text, move.x, move.y))
            return false;
        if (v != first + count - 1)
            return fail(m_doc.valueOffset(v + 1),
                        SgfGameReader::tr("the peg of a long move comes after its link changes"));
    }
    if (!move.hasPeg()) {
        // Only a puzzle may change links without placing a peg, and only in
        // building its position: known once the tree is read (its IP may
        // come later).
        if (!m_puzzle)
            return fail(m_doc.valueOffset(first), peglessMessage());
        m_scratch.pegless.emplace_back(id, m_doc.valueOffset(first));
    }
    tag = MoveTag::Place;
    encodeTwixtMove(move, data);
    return true;
}

// FF[4] allows each of AB, AW and AE once per node and a point in one of
// them only; files repeat them anyway (AB[..]AW[..]AB[..]). The stones are
// applied in file order, so a point set twice ends as its last property
// says (warned about); the set-up is kept grouped as the writer writes it,
// AB then AW then AE, which reads back to the same model.
bool TreeReader::readSetup(int node, NodeId id, int toMove)
{
    struct Read {
        SetupStone stone;
        int group; // 0 AB, 1 AW, 2 AE: the order the writer writes them in
        int value;
    };
    std::vector<Read> read;
    const int first = m_doc.firstProperty(node);
    const bool hex = m_game.kind == GameKind::Hex;
    for (int p = first; p < first + m_doc.propertyCount(node); ++p) {
        const int pid = m_doc.identifierId(p);
        int player, group;
        if (pid == m_ids.addBlack) {
            player = hex ? 1 : 2;
            group = 0;
        } else if (pid == m_ids.addWhite) {
            player = hex ? 2 : 1;
            group = 1;
        } else if (pid == m_ids.addEmpty) {
            player = 0;
            group = 2;
        } else {
            continue;
        }
        const int v0 = m_doc.firstValue(p);
        for (int v = v0; v < v0 + m_doc.valueCount(p); ++v) {
            const QByteArrayView raw = m_doc.raw(v);
            int x1, y1, x2, y2;
            if (const auto rect = SgfDocument::splitCompose(raw)) { // "a1:c3", a rectangle
                if (!readPoint(v, rect->first, x1, y1) || !readPoint(v, rect->second, x2, y2))
                    return false;
            } else {
                if (!readPoint(v, raw, x1, y1))
                    return false;
                x2 = x1;
                y2 = y1;
            }
            for (int y = std::min(y1, y2); y <= std::max(y1, y2); ++y) {
                for (int x = std::min(x1, x2); x <= std::max(x1, x2); ++x)
                    read.push_back({{x, y, player}, group, v});
            }
            if (read.size() > 13000)
                return fail(m_doc.valueOffset(v), SgfGameReader::tr("more than 13000 set-up stones in one node"));
        }
    }
    // The last word on a point wins: the earlier ones are dropped.
    std::vector<bool> dropped(read.size(), false);
    std::vector<std::pair<std::uint64_t, int>> points(read.size());
    for (std::size_t i = 0; i < read.size(); ++i)
        points[i] = {(std::uint64_t(std::uint32_t(read[i].stone.y)) << 32) | std::uint32_t(read[i].stone.x), int(i)};
    std::sort(points.begin(), points.end());
    int firstRepeat = -1; // in file order
    for (std::size_t i = 1; i < points.size(); ++i) {
        if (points[i].first == points[i - 1].first) {
            dropped[points[i - 1].second] = true;
            if (firstRepeat < 0 || points[i].second < firstRepeat)
                firstRepeat = points[i].second;
        }
    }
    if (firstRepeat >= 0) {
        const SgfLocation at = m_doc.valueLocation(read[firstRepeat].value);
        //: %1:%2 is the place in the file (line:column)
        m_violations << SgfGameReader::tr("%1:%2: a point is set up again in the same node; the last set-up counts")
                            .arg(at.line)
                            .arg(at.column);
    }
    std::vector<SetupStone> stones;
    stones.reserve(read.size());
    for (int group = 0; group < 3; ++group) {
        for (std::size_t i = 0; i < read.size(); ++i) {
            if (read[i].group == group && !dropped[i])
                stones.push_back(read[i].stone);
        }
    }
    m_game.tree.setMove(id, std::uint8_t(MoveTag::Setup), encodeSetup(stones, toMove));
    return true;
}

// The player PL names (1 or 2), 0 when its value is not a colour of this
// dialect: such a PL is kept as written. Little Golem's Twixt files name
// their colours b and r, and write no PL.
int TreeReader::playerToMove(int property) const
{
    if (m_doc.valueCount(property) != 1 || m_dialect == Dialect::LittleGolemTwixt)
        return 0;
    const QByteArrayView value = m_doc.raw(m_doc.firstValue(property)).trimmed();
    if (value != "B" && value != "W")
        return 0;
    // Black is player 1 in Hex, White in Twixt: as AB and AW say.
    return (value == "B") == (m_game.kind == GameKind::Hex) ? 1 : 2;
}

// V, GB, GW and UC become the node's evaluation when writing it back would
// give the same properties; the rest stay uninterpreted.
// `consumed` gets the properties the evaluation stands for (at most two).
void TreeReader::readEvaluation(int first, int end, NodeId id, std::array<int, 2> &consumed)
{
    int value = -1, good = -1, unclear = -1;
    for (int p = first; p < end; ++p) {
        const int pid = m_doc.identifierId(p);
        if (m_doc.valueCount(p) != 1)
            continue;
        if (pid == m_ids.value)
            value = p;
        else if (pid == m_ids.goodBlack || pid == m_ids.goodWhite)
            good = p;
        else if (pid == m_ids.unclear)
            unclear = p;
    }
    // The model's evaluation is player 1's; V is Black's.
    const int sign = m_game.kind == GameKind::Hex ? 1 : -1;
    if (value >= 0) {
        bool ok = false;
        const double v = m_doc.raw(m_doc.firstValue(value)).trimmed().toDouble(&ok);
        if (!ok || v != std::floor(v) || std::abs(v) > Eval::Player1Wins)
            return;
        const int evaluation = int(v) * sign;
        m_game.tree.setEvaluation(id, evaluation);
        consumed[0] = value;
        if (good >= 0 && m_doc.raw(m_doc.firstValue(good)) == "2") {
            const bool blackWins = (m_doc.identifierId(good) == m_ids.goodBlack);
            if (int(v) == (blackWins ? Eval::Player1Wins : Eval::Player2Wins))
                consumed[1] = good;
        }
    } else if (unclear >= 0 && m_doc.raw(m_doc.firstValue(unclear)) == "1") {
        m_game.tree.setEvaluation(id, Eval::Undetermined);
        consumed[0] = unclear;
    }
}

bool TreeReader::readNode(int node, NodeId id)
{
    const int first = m_doc.firstProperty(node);
    const int count = m_doc.propertyCount(node);
    const int end = first + count;
    // Only a node with V, GB, GW or UC may have an evaluation (identifier
    // ids are never negative; an absent identifier's id is -1).
    std::array<int, 2> consumed = {-1, -1};
    for (int p = first; p < end; ++p) {
        const int pid = m_properties[std::size_t(p)].identifierId;
        if (pid == m_ids.value || pid == m_ids.goodBlack || pid == m_ids.goodWhite || pid == m_ids.unclear) {
            readEvaluation(first, end, id, consumed);
            break;
        }
    }
    bool setup = false;
    bool commented = false;
    bool hasMove = m_game.tree.hasMove(id);
    NodeMarkup markup;
    int toMove = 0;
    // A node that repeats PL keeps every one as written: taking one of them
    // into the set-up would move it after the others on saving, and the
    // next reading would take another. Counted only in a node with a PL.
    const auto onePl = [&] {
        return std::count_if(m_properties.begin() + first, m_properties.begin() + end,
                             [&](const auto &property) { return property.identifierId == m_ids.playerToMove; })
            == 1;
    };
    for (int p = first; p < end; ++p) {
        const int pid = m_properties[std::size_t(p)].identifierId;
        if (playerOf(pid)) {
            continue; // the move, read when the node was created
        } else if (pid >= 0 && pid == m_ids.playerToMove && !hasMove && playerToMove(p) != 0 && onePl()) {
            // PL is a set-up property (FF[4]): the node's set-up holds it.
            // Beside a move, or repeated, it is kept as written.
            toMove = playerToMove(p);
            setup = true;
        } else if (pid >= 0 && (pid == m_ids.addBlack || pid == m_ids.addWhite || pid == m_ids.addEmpty)) {
            if (hasMove)
                return fail(m_doc.nodeOffset(node),
                            SgfGameReader::tr("a node cannot hold both a move and set-up stones"));
            setup = true;
        } else if (pid == m_ids.comment && m_doc.valueCount(p) == 1 && m_doc.raw(m_doc.firstValue(p)).size() > 0) {
            if (m_options.withoutTexts) {
                if (!commented)
                    m_game.tree.setCommentBytes(id, QByteArray());
                commented = true;
                continue;
            }
            const int v = m_doc.firstValue(p);
            const QByteArray text = m_doc.text(v, SgfTextMode::Text);
            QByteArray utf8 = (m_keepsAscii && isAscii(text)) || (m_utf8 && QByteArrayView(text).isValidUtf8())
                                ? text
                                : m_charset.decode(text).toUtf8();
            // FF[4] allows one C per node; a node that has more gets their
            // texts joined by a blank line (saved as one C: nothing lost).
            if (commented)
                utf8 = m_game.tree.commentBytes(id) + "\n\n" + utf8;
            m_game.tree.setCommentBytes(id, utf8);
            commented = true;
        } else if (p == consumed[0] || p == consumed[1]) {
            continue;
        } else if (pid >= 0 && pid == m_ids.initialPosition && m_game.kind == GameKind::Twixt) {
            if (!readInitialPosition(p, id))
                return false;
        } else if (m_ids.isMarkup(pid) && readMarkup(p, markup)) {
            continue; // read without texts too: a mark's warning is the same either way
        } else if (m_options.withoutTexts) {
            continue;
        } else if (id == m_game.tree.root()) {
            m_game.header.push_back(keptProperty(p));
        } else {
            m_game.tree.addUnknownProperty(id, keptProperty(p));
        }
    }
    if (!markup.isEmpty())
        m_game.tree.setMarkup(id, std::move(markup));
    if (setup && !readSetup(node, id, toMove))
        return false;
    if (m_options.recordLocations) {
        if (m_game.nodeOffsets.size() <= id)
            m_game.nodeOffsets.resize(std::size_t(id) + 1, -1);
        qint64 offset = m_doc.nodeOffset(node);
        for (int p = first; p < first + count; ++p) {
            if (playerOf(m_doc.identifierId(p)) && m_doc.valueCount(p) > 0) {
                offset = m_doc.valueOffset(m_doc.firstValue(p));
                break;
            }
        }
        m_game.nodeOffsets[id] = offset;
    }
    return true;
}

// Creates the tree node of `node` with its move, when readPlainMove could
// not (out of line: the per-node loop of run() stays small).
bool TreeReader::readMove(int node, int property, int player, NodeId parent, NodeId lastChild, NodeId &id)
{
    // The node exists before its move is read: a Little Golem draw offer is
    // stored on it.
    id = parent == NoNode ? m_game.tree.root() : m_game.tree.appendChildAfter(parent, lastChild, 0, {});
    if (property < 0)
        return true;
    QByteArray &data = m_moveBuffer;
    data.resize(0);
    MoveTag tag = MoveTag::None;
    const bool read = m_game.kind == GameKind::Hex ? readHexMove(property, player, data, tag, node)
                                                   : readTwixtMove(property, player, data, tag, id);
    if (!read)
        return false;
    m_game.tree.setMove(id, std::uint8_t(tag), data);
    if (tag == MoveTag::Special && m_doc.valueCount(property) == 1) {
        // Keep the keyword as written when it differs from ours.
        const QByteArrayView raw = m_doc.raw(m_doc.firstValue(property));
        if (raw != sgfmoves::specialKeyword(decodeSpecial(data)->first))
            m_hints.push_back({node, raw.toByteArray()});
    }
    return true;
}

// The common case, a plain peg or stone inside the board ("L6", "a11"): the
// node is created with the bytes readTwixtMove or readHexMove would encode
// (keywords, link changes and escapes never parse as a short point; anything
// else is left to readMove, and false returned). Inlined into run(): it runs
// once per node.
inline bool TreeReader::readPlainMove(int property, int player, NodeId parent, NodeId lastChild, NodeId &id)
{
    if (m_doc.valueCount(property) != 1)
        return false;
    const SgfValue &value = m_values[m_properties[std::size_t(property)].firstValue];
    int x, y;
    if (!parseShortPoint(m_doc.source().constData() + value.offset, value.lengthAndFlags, x, y) // no backslash flag
        || x >= m_game.columns || y >= m_game.rows)
        return false;
    const auto tag = std::uint8_t(MoveTag::Place);
    if (m_game.kind == GameKind::Twixt) {
        // encodeTwixtMove of a short move: x, y, player, kind 0, pbem_null 0.
        const char bytes[7] = {char(x >> 8), char(x), char(y >> 8), char(y), char(player), 0, 0};
        id = m_game.tree.appendChildAfter(parent, lastChild, tag, QByteArrayView(bytes, 7));
    } else {
        char bytes[HexStoneSize];
        encodeHexStone({x, y, player}, bytes);
        id = m_game.tree.appendChildAfter(parent, lastChild, tag, QByteArrayView(bytes, HexStoneSize));
    }
    return true;
}

// What GameTree::reserve needs, worked out from the tree's counts of nodes,
// properties and values without a pass over its nodes (a hint: a tree with
// empty nodes may need more, which the tree then allocates). Below the root,
// a node with more than one property (a move with a comment, say) may get
// an annotation, and a node with more than one value may hold a long move
// of as many links, at most 14 bytes a value beyond a short move's 7.
TreeReader::TreeSizes TreeReader::treeSizes() const
{
    const std::span<const SgfNode> nodes = m_doc.nodes();
    const auto propertyEnd = quint32(m_properties.size());
    auto firstProperty = [&](int node) {
        return std::size_t(node) < nodes.size() ? nodes[std::size_t(node)].firstProperty : propertyEnd;
    };
    auto firstValue = [&](quint32 property) {
        return property < propertyEnd ? m_properties[property].firstValue : quint32(m_values.size());
    };
    const auto count = std::size_t(m_end - m_root);
    const quint32 properties = firstProperty(m_end) - firstProperty(m_root + 1);
    const quint32 values = firstValue(firstProperty(m_end)) - firstValue(firstProperty(m_root + 1));
    const std::size_t below = count - 1;
    TreeSizes sizes;
    sizes.annotatedNodes = 1 + (properties > below ? properties - below : 0);
    sizes.moveBytes = 7 * count + 14 * (values > below ? values - below : 0);
    return sizes;
}

bool TreeReader::run(ReadError &error, QStringList &warnings, QStringList &violations)
{
    m_game.headerFormat = QByteArrayLiteral("sgf");
    if (!readGameInfo()) {
        error = m_error;
        return false;
    }
    setMoveIdentifiers();
    // Headers only: the root node alone, the rest of the tree left for later.
    const bool rootOnly = m_options.headersOnly && !m_options.recordLocations && m_end - m_root > 1;
    if (rootOnly)
        m_game.unreadTree = {m_doc.treeBegin(), m_doc.treeEnd() - m_doc.treeBegin()};
    const int count = rootOnly ? 1 : m_end - m_root;
    const int end = m_root + count;
    if (!m_options.withoutTexts)
        m_game.header.reserve(std::size_t(m_doc.propertyCount(m_root)));
    const TreeSizes sizes = rootOnly ? TreeSizes{1, 16} : treeSizes();
    m_game.tree.reserve(std::size_t(count), sizes.moveBytes, sizes.annotatedNodes);
    // The tree is built in file order, one tree node for each document node
    // of the tree, so document node n becomes tree node n - m_root. A node's
    // first child follows it in file order; a later child is linked after
    // the last child so far, which m_lastChild keeps (an entry is read only
    // after it has been written for this tree, so it needs no clearing).
    m_lastChild.resize(std::size_t(count));
    // The document's arrays directly: this loop runs once per node.
    const std::span<const SgfNode> nodes = m_doc.nodes();
    const std::span<const SgfProperty> properties = m_doc.properties();
    const int move1 = m_move1, move2 = m_move2, forbidden1 = m_forbidden1, forbidden2 = m_forbidden2;
    const bool recordLocations = m_options.recordLocations;
    for (int n = m_root; n < end; ++n) {
        const int first = int(nodes[std::size_t(n)].firstProperty);
        const int last = int(std::size_t(n) + 1 < nodes.size() ? nodes[std::size_t(n) + 1].firstProperty
                                                               : quint32(properties.size()));
        int moveProperty = -1, player = 0;
        for (int p = first; p < last; ++p) {
            const int pid = properties[std::size_t(p)].identifierId;
            // Little Golem's Twixt moves are b and r. B and W are moves in
            // every other SGF, the standard one the writer produces included:
            // a file that uses both is contradictory, and keeping B or W as an
            // uninterpreted property would turn it into a second move of the
            // node when the game is saved.
            if (pid == forbidden1 || pid == forbidden2) {
                fail(m_doc.valueOffset(m_doc.firstValue(p)),
                     //: %1 is an SGF property identifier (B or W)
                     SgfGameReader::tr("%1[] in a Little Golem Twixt record, whose moves are b[] and r[] (a GM[21] "
                                       "record uses B[] and W[])")
                         .arg(QString::fromLatin1(m_doc.identifiers()[m_doc.identifierId(p)])));
                error = m_error;
                return false;
            }
            if (const int who = pid == move1 ? 1 : pid == move2 ? 2 : 0) {
                if (moveProperty >= 0) {
                    fail(m_doc.valueOffset(m_doc.firstValue(p)), SgfGameReader::tr("a node holds one move"));
                    error = m_error;
                    return false;
                }
                moveProperty = p;
                player = who;
            }
        }
        const int parent = nodes[std::size_t(n)].parent;
        const NodeId parentId = parent < 0 ? NoNode : NodeId(parent - m_root);
        const NodeId lastSibling = parent < 0 || parent + 1 == n ? NoNode : m_lastChild[parentId];
        NodeId id = NoNode;
        // A node that holds its move and nothing else (most nodes) has
        // nothing more for readNode, unless locations are recorded.
        const bool moveOnly = moveProperty >= 0 && last - first == 1 && !recordLocations;
        const bool plain
            = parentId != NoNode && moveProperty >= 0 && readPlainMove(moveProperty, player, parentId, lastSibling, id);
        if ((!plain && !readMove(n, moveProperty, player, parentId, lastSibling, id))
            || (!moveOnly && !readNode(n, id))) {
            error = m_error;
            return false;
        }
        Q_ASSERT(id == NodeId(n - m_root));
        if (parent >= 0)
            m_lastChild[parentId] = id;
    }
    for (const auto &[node, spelling] : m_hints)
        m_game.tree.setFormatHint(NodeId(node - m_root), "m=" + spelling);
    if (!m_scratch.pegless.empty() && !checkPeglessMoves()) {
        error = m_error;
        return false;
    }
    if (!m_scratch.removals.empty())
        resolveRemovals();
    warnings += m_warnings;
    violations += m_violations;
    return true;
}

// IP, the initial position: once per game (twixt-sgf-ff4.txt: "more than one
// IP property in a game is illegal"). Kept as an uninterpreted property.
bool TreeReader::readInitialPosition(int property, NodeId id)
{
    const qint64 offset = m_doc.valueOffset(m_doc.firstValue(property));
    if (m_initialPosition != NoNode) {
        const SgfLocation first = m_doc.location(m_initialPositionOffset);
        //: %1:%2 is the place in the file (line:column) of the first IP
        return fail(offset, SgfGameReader::tr("a second IP: a game has one initial position at most (the first is at "
                                              "%1:%2)")
                                .arg(first.line)
                                .arg(first.column));
    }
    m_initialPosition = id;
    m_initialPositionOffset = offset;
    if (m_options.withoutTexts)
        return true;
    if (id == m_game.tree.root())
        m_game.header.push_back(keptProperty(property));
    else
        m_game.tree.addUnknownProperty(id, keptProperty(property));
    return true;
}

// Long moves without a peg were read in a puzzle (PZ); the spec allows them
// only before its initial position: on the line from the root to the IP
// node (its own move included, which builds the position IP shows).
bool TreeReader::checkPeglessMoves()
{
    std::vector<NodeId> building;
    for (NodeId n = m_initialPosition; n != NoNode; n = m_game.tree.parent(n))
        building.push_back(n);
    std::sort(building.begin(), building.end());
    for (const auto &[node, offset] : m_scratch.pegless) {
        if (!std::binary_search(building.begin(), building.end(), node))
            return fail(offset, peglessMessage());
    }
    return true;
}

// The link that crosses `link` at its centre.
TwixtLink crossingLink(const TwixtLink &link)
{
    const auto both = twixtnotation::linksAt(twixtnotation::centerOf(link));
    return both[0] == link ? both[1] : both[0];
}

// Whether `link` may be on the board when the move of `node` is made, judged
// from the moves above it without replaying them: a link joins two pegs of
// one colour, and on a line that only places pegs (no set-up, no swap), a
// hole's peg is the one the line placed there (a second peg in a hole would
// stop the replay before `node`). True when it cannot tell.
bool TreeReader::mayBeOnBoard(NodeId node, const TwixtLink &link) const
{
    const GameTree &tree = m_game.tree;
    int colour[2] = {0, 0}; // of the pegs placed at the link's two holes
    for (NodeId n = tree.parent(node); n != NoNode; n = tree.parent(n)) {
        const auto tag = MoveTag(tree.moveTag(n));
        if (tag == MoveTag::None)
            continue;
        const QByteArrayView data = tree.moveData(n);
        if (tag != MoveTag::Place || data.size() < 7)
            return true;
        const int x = bytes::get16(data, 0);
        const int y = bytes::get16(data, 2);
        if (x == link.x && y == link.y)
            colour[0] = static_cast<unsigned char>(data[4]);
        else if (x == link.otherX() && y == link.otherY())
            colour[1] = static_cast<unsigned char>(data[4]);
    }
    return colour[0] != 0 && colour[0] == colour[1];
}

// A removal names a link centre, where two links could lie; only the position
// tells which one is on the board. A removal is settled on the other link
// when that one is on the board and the one read is not, so when no other
// link can be there (mayBeOnBoard), nothing changes; otherwise this replays
// the lines that lead to a removal and settles each removal on the link that
// is there.
void TreeReader::resolveRemovals()
{
    GameTree &tree = m_game.tree;
    bool replay = false;
    for (std::size_t i = 0; i < m_scratch.removals.size() && !replay; ++i) {
        const NodeId removal = m_scratch.removals[i];
        if (tree.moveTag(removal) != std::uint8_t(MoveTag::Place))
            continue;
        TwixtMove &move = m_scratch.twixtMove;
        if (decodeTwixtMove(tree.moveData(removal), move) && move.notation) {
            for (const TwixtLink &link : move.removed)
                replay = replay || mayBeOnBoard(removal, crossingLink(link));
        }
    }
    if (!replay)
        return;
    // Marks: the node's move removes links; the node lies above a removal (its
    // position is needed).
    enum : std::uint8_t { Removal = 1, Above = 2 };
    std::vector<std::uint8_t> &marks = m_scratch.marks;
    marks.assign(tree.capacity(), 0);
    for (const NodeId removal : m_scratch.removals) {
        marks[removal] |= Removal;
        for (NodeId n = tree.parent(removal); n != NoNode && !(marks[n] & Above); n = tree.parent(n))
            marks[n] |= Above;
    }
    std::vector<std::pair<NodeId, TwixtPosition>> &stack = m_scratch.replay;
    stack.clear();
    stack.emplace_back(tree.root(), TwixtPosition(m_game.columns, m_game.rows, setupOf<TwixtSetup>(m_game).rules));
    if (tree.hasMove(tree.root()))
        stack.back().second.applyMove(MoveTag(tree.moveTag(tree.root())), tree.moveData(tree.root()));
    while (!stack.empty()) {
        auto [id, position] = std::move(stack.back());
        stack.pop_back();
        // Only children with a mark matter; the last of them takes the position over.
        NodeId lastMarked = NoNode;
        for (NodeId child = tree.firstChild(id); child != NoNode; child = tree.nextSibling(child)) {
            if (marks[child])
                lastMarked = child;
        }
        for (NodeId child = tree.firstChild(id); child != NoNode; child = tree.nextSibling(child)) {
            if (!marks[child])
                continue;
            // NOLINTNEXTLINE(bugprone-use-after-move): only the last marked child moves it; no later child is marked
            TwixtPosition next = child == lastMarked ? std::move(position) : position;
            if ((marks[child] & Removal) && tree.moveTag(child) == std::uint8_t(MoveTag::Place)) {
                if (auto move = decodeTwixtMove(tree.moveData(child));
                    move && move->notation && !move->removed.empty()) {
                    bool changed = false;
                    for (TwixtLink &link : move->removed) {
                        if (!next.hasLink(link)) {
                            const TwixtLink other = crossingLink(link);
                            if (next.hasLink(other)) {
                                link = other;
                                changed = true;
                            }
                        }
                    }
                    if (changed) {
                        encodeTwixtMove(*move, m_moveBuffer);
                        tree.setMove(child, std::uint8_t(MoveTag::Place), m_moveBuffer);
                    }
                }
            }
            if (!(marks[child] & Above))
                continue; // nothing below needs this position
            if (next.applyMove(MoveTag(tree.moveTag(child)), tree.moveData(child)) == TwixtPosition::Error::None)
                stack.emplace_back(child, std::move(next));
        }
    }
}

} // namespace

std::optional<QStringConverter::Encoding> utf16Encoding(QByteArrayView data)
{
    if (data.size() < 2)
        return std::nullopt;
    const uchar first = uchar(data[0]), second = uchar(data[1]);
    if (first == 0xFF && second == 0xFE)
        return QStringConverter::Utf16LE;
    if (first == 0xFE && second == 0xFF)
        return QStringConverter::Utf16BE;
    // Without a byte order mark: SGF starts with ASCII ('(', white space or
    // a line of text), whose other byte in UTF-16 is 0, which no text in
    // bytes starts with.
    if (first != 0 && first < 0x80 && second == 0)
        return QStringConverter::Utf16LE;
    if (first == 0 && second != 0 && second < 0x80)
        return QStringConverter::Utf16BE;
    return std::nullopt;
}

QByteArray utf16ToUtf8(QByteArrayView data, QStringConverter::Encoding encoding)
{
    // The decoder drops a byte order mark at the start; an odd last byte or
    // a lone surrogate becomes U+FFFD.
    QStringDecoder decoder(encoding);
    return QString(decoder(data)).toUtf8();
}

namespace {

// The text of UTF-16 input in UTF-8, whose places are those of the decoded
// text; `data` itself otherwise.
QByteArrayView decodedText(QByteArrayView data, QByteArray &storage)
{
    if (const auto encoding = utf16Encoding(data)) {
        storage = utf16ToUtf8(data, *encoding);
        return storage;
    }
    return data;
}

} // namespace

std::pair<int, int> lineAndColumn(QByteArrayView data, qint64 offset)
{
    QByteArray storage;
    const QByteArrayView text = decodedText(data, storage);
    const SgfLocation where = sgfLocation(text, std::clamp<qint64>(offset, 0, text.size()));
    return {where.line, where.column};
}

qint64 movePartOffset(QByteArrayView data, qint64 nodeOffset, int part)
{
    QByteArray storage;
    return backgammon::eventPartOffset(decodedText(data, storage), nodeOffset, part);
}

bool looksLikeSgf(QByteArrayView data)
{
    if (const auto encoding = utf16Encoding(data)) {
        // The first 64 KiB, decoded (an even number of bytes).
        const QByteArray text = utf16ToUtf8(data.first(std::min<qsizetype>(data.size(), 64 * 1024)), *encoding);
        return !utf16Encoding(text) && looksLikeSgf(text);
    }
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    auto skipSpace = [&]() {
        while (i < data.size() && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n'))
            ++i;
    };
    skipSpace();
    if (i >= data.size())
        return false;
    if (data[i] == '(') {
        ++i;
        skipSpace();
        return i < data.size() && data[i] == ';';
    }
    // Text before the first tree: a tree's start must then be followed by a
    // property, so that a "(;" in other text is not taken for SGF.
    const QByteArrayView window = data.first(std::min<qsizetype>(data.size(), 64 * 1024));
    for (qsizetype open = window.indexOf('(', i); open >= 0; open = window.indexOf('(', open + 1)) {
        i = open + 1;
        skipSpace();
        if (i >= window.size() || window[i] != ';')
            continue;
        ++i;
        skipSpace();
        const qsizetype name = i;
        while (i < window.size() && ((window[i] >= 'A' && window[i] <= 'Z') || (window[i] >= 'a' && window[i] <= 'z')))
            ++i;
        if (i == name)
            continue;
        skipSpace();
        if (i < window.size() && window[i] == '[')
            return true;
    }
    return false;
}

namespace {

// Empties a record that the previous game was read into (and handed over)
// for the next one, keeping the room its tree and lists have: reading game
// after game into it allocates next to nothing once it has held the largest
// game so far. The fields the reader sets only when the file says so go back
// to their defaults; the others it sets for every game.
void clearForNextGame(GameRecord &game)
{
    // resize(0) keeps a string's room where clear() gives it back.
    game.player1.resize(0);
    game.player2.resize(0);
    game.name.resize(0);
    game.result.resize(0);
    game.setup = GameSetup();
    game.header.clear();
    game.nodeOffsets.clear();
    game.tree.clear();
    game.unreadTree = {};
}

// Reads `data` as read() does. With `onGame`, each game is handed to it as
// soon as it is read and then dropped, so that the collection returned holds
// no games; but when the input holds a backgammon tree, `wholeNeeded` is set
// and the rest of the input is only checked for syntax (the Crawford rule is
// settled across the games of a match, so those must be read whole).
LoadResult readGames(const QByteArray &data, const ReadOptions &options,
                     const std::function<void(GameRecord &)> &onGame, bool *wholeNeeded, Input input = Input::Bytes)
{
    // Each game tree is mapped as soon as the syntax layer has read it, while
    // its nodes are still in the cache; the document never holds more than one
    // tree. A syntax error anywhere still wins over a mapping error, as when
    // the whole document was read first: after a mapping error the rest is
    // only checked for syntax.
    LoadResult result;
    Collection collection;
    QStringList treeWarnings;
    QStringList treeViolations;
    std::optional<Ids> ids;
    qsizetype knownIdentifiers = -1;
    int caId = -1;
    CharsetCache charsets(input);
    Scratch scratch;
    int trees = 0;
    int errorTree = -1;
    int gamesRead = 0; // mapped whole, before any error
    ReadError error;
    // Backgammon (GM[6]) trees: what their RU said about the Crawford game.
    std::vector<backgammon::CrawfordMark> crawfordMarks;
    bool anyBackgammon = false;
    auto onTree = [&](const SgfDocument &doc) {
        const int t = trees++;
        if (errorTree >= 0)
            return;
        if (doc.identifiers().size() != knownIdentifiers) { // a tree brought new identifiers
            ids.emplace(doc);
            caId = doc.findIdentifier("CA");
            knownIdentifiers = doc.identifiers().size();
        }
        std::vector<GameRecord> &games = collection.games;
        if (onGame) {
            if (games.empty())
                games.emplace_back(); // one record, handed over and cleared for every game
        } else if (games.size() == games.capacity()) {
            // Room for as many games as the rest of the input holds at the
            // rate so far, so that games are moved a few times at most.
            const qint64 done = std::max<qint64>(doc.treeEnd(), 1); // the end of this tree
            const double perByte = double(games.size() + 1) / double(done);
            games.reserve(
                std::max<std::size_t>(games.size() * 2, std::size_t(double(data.size()) * perByte * 1.1) + 16));
        }
        // GM[21] and GM[11], as nearly always written, are not backgammon:
        // only other values need the full test.
        bool plainGame = false;
        if (ids->game >= 0) {
            const int root = doc.treeRoot(0);
            const int first = doc.firstProperty(root);
            for (int p = first; p < first + doc.propertyCount(root); ++p) {
                if (doc.identifierId(p) == ids->game && doc.valueCount(p) > 0) {
                    const QByteArrayView gm = doc.raw(doc.firstValue(p));
                    plainGame = gm == "21" || gm == "11";
                    break;
                }
            }
        }
        if (!plainGame && backgammon::isBackgammonTree(doc)) {
            if (onGame) {
                *wholeNeeded = true;
                errorTree = t; // no more mapping: the caller reads the input whole
                return;
            }
            GameRecord &game = collection.games.emplace_back();
            crawfordMarks.resize(collection.games.size(), backgammon::CrawfordMark::None);
            anyBackgammon = true;
            if (!backgammon::readTree(doc, options, game, crawfordMarks.back(), error.message, error.offset,
                                      treeWarnings)) {
                collection.games.pop_back();
                errorTree = t;
                return;
            }
            ++gamesRead;
            return;
        }
        const SgfCharset &charset = charsets.charset(doc, 0, caId);
        if (onGame) {
            GameRecord &game = games.front();
            clearForNextGame(game);
            if (!TreeReader(doc, 0, *ids, options, charset, charsets.isUtf8(), scratch, game)
                     .run(error, treeWarnings, treeViolations)) {
                errorTree = t;
                return;
            }
            ++gamesRead;
            onGame(game);
            return;
        }
        GameRecord &game = collection.games.emplace_back();
        if (!TreeReader(doc, 0, *ids, options, charset, charsets.isUtf8(), scratch, game)
                 .run(error, treeWarnings, treeViolations)) {
            collection.games.pop_back();
            errorTree = t;
            return;
        }
        ++gamesRead;
    };
    // `data` outlives the parse (and may be a piece of a larger input, not to be copied).
    const SgfParseResult parsed = SgfDocument::parseTreeByTreeInPlace(data, onTree, options.progress);
    const SgfDocument &doc = parsed.document;
    auto located
        = [&](const FormatError &e) { return QStringLiteral("%1:%2: %3").arg(e.line).arg(e.column).arg(e.message); };
    for (const FormatError &w : parsed.warnings)
        result.warnings << located(w);
    for (const FormatError &v : parsed.violations)
        result.violations << located(v);
    // The games read whole before an error: a collection cut short (a
    // download stopped inside a game) still offers the games before it.
    const auto keepPartial = [&] {
        if (result.error.cancelled || gamesRead == 0)
            return;
        result.gamesBeforeError = gamesRead;
        if (onGame)
            return;
        collection.games.resize(std::size_t(gamesRead));
        if (anyBackgammon) {
            crawfordMarks.resize(collection.games.size(), backgammon::CrawfordMark::None);
            backgammon::settleCrawford(collection, crawfordMarks);
        }
        result.partial = std::move(collection);
    };
    if (!parsed.ok()) {
        result.error = parsed.error;
        if (!(wholeNeeded && *wholeNeeded))
            keepPartial();
        return result;
    }
    result.warnings += treeWarnings;
    result.violations += treeViolations;
    if (wholeNeeded && *wholeNeeded)
        return result;
    if (trees == 0) {
        result.error.message = SgfGameReader::tr("the file holds no game tree");
        result.error.offset = 0;
        result.error.line = result.error.column = 1;
        return result;
    }
    if (errorTree >= 0) {
        const SgfLocation where = doc.location(error.offset);
        //: %1 is the number of the game in the file, %2 the error
        result.error.message
            = trees > 1 ? SgfGameReader::tr("game %1: %2").arg(errorTree + 1).arg(error.message) : error.message;
        result.error.offset = error.offset;
        result.error.line = where.line;
        result.error.column = where.column;
        keepPartial();
        return result;
    }
    if (anyBackgammon) {
        crawfordMarks.resize(collection.games.size(), backgammon::CrawfordMark::None);
        backgammon::settleCrawford(collection, crawfordMarks);
    }
    if (onGame)
        collection.games.clear();
    result.collection = std::move(collection);
    return result;
}

// Where a piece of the input may start: the first "(" at or after `from`
// that is preceded by ')' and white space only, followed by ';' (white space
// allowed between them), and whose node names GM or FF before its end, as a
// game tree's root does. Only a guess, and cheap: the same bytes may stand in
// a comment or start a variation, which the caller detects (the piece before
// then ends inside a value or a tree, a syntax error). -1 when there is none.
qsizetype treeStartAfter(QByteArrayView data, qsizetype from)
{
    auto blank = [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; };
    for (qsizetype i = from; i < data.size(); ++i) {
        i = data.indexOf('(', i);
        if (i < 0)
            return -1;
        qsizetype after = i + 1;
        while (after < data.size() && blank(data[after]))
            ++after;
        if (after == data.size() || data[after] != ';')
            continue;
        qsizetype before = i - 1;
        while (before >= 0 && blank(data[before]))
            --before;
        if (before < 0 || data[before] != ')')
            continue;
        // The root's identifiers: GM[ or FF[ before the node's end (the
        // next ';', '(' or ')'; values holding those are not looked into).
        const QByteArrayView node = data.sliced(after + 1, std::min<qsizetype>(256, data.size() - after - 1));
        qsizetype nodeEnd = node.size();
        for (qsizetype k = 0; k < node.size(); ++k) {
            if (node[k] == ';' || node[k] == '(' || node[k] == ')') {
                nodeEnd = k;
                break;
            }
        }
        const QByteArrayView head = node.first(nodeEnd);
        if (head.contains("GM[") || head.contains("FF["))
            return i;
    }
    return -1;
}

} // namespace

namespace {

// UTF-16 input (Sabaki and libsgfc++ read it, and Windows editors save text
// so) is read as its text in UTF-8: its places are line:column of the
// decoded text, and its nodes' offsets (GameRecord::nodeOffsets) offsets in
// that text, which lineAndColumn and movePartOffset decode again. Its trees
// are read with the headers (no GameRecord::unreadTree: those offsets would
// be in the decoded text, not in the file).
struct Utf16Input {
    QByteArray text; // empty when the input is not UTF-16
    ReadOptions options;
    QString warning;

    Utf16Input(const QByteArray &data, const ReadOptions &given)
        : options(given)
    {
        const auto encoding = utf16Encoding(data);
        if (!encoding)
            return;
        text = utf16ToUtf8(data, *encoding);
        options.headersOnly = false;
        //: %1 is "little-endian" or "big-endian"
        warning = SgfGameReader::tr("1:1: the file is in UTF-16 (%1), not in bytes as FF[4] has it: read as text")
                      .arg(*encoding == QStringConverter::Utf16LE ? SgfGameReader::tr("little-endian")
                                                                  : SgfGameReader::tr("big-endian"));
    }
    bool isUtf16() const { return !warning.isEmpty(); }
};

} // namespace

LoadResult read(const QByteArray &data, const ReadOptions &options)
{
    const Utf16Input utf16(data, options);
    if (utf16.isUtf16()) {
        LoadResult result = readGames(utf16.text, utf16.options, {}, nullptr, Input::DecodedText);
        result.warnings.prepend(utf16.warning);
        return result;
    }
    return readGames(data, options, {}, nullptr);
}

namespace {

// readEach() on bytes already decoded: text converted from UTF-16 is not
// looked at for UTF-16 again (read() does not either).
LoadResult readEachDecoded(const QByteArray &data, const GameVisitor &visitor, const ReadOptions &options, int parts,
                           Input input = Input::Bytes)
{
    // Pieces of the input, at guessed tree boundaries.
    std::vector<qsizetype> starts{0};
    if (parts > 1 && !options.recordLocations) {
        for (int p = 1; p < parts; ++p) {
            const qsizetype from = std::max(starts.back() + 1, data.size() * p / parts);
            const qsizetype start = treeStartAfter(data, from);
            if (start < 0)
                break;
            starts.push_back(start);
        }
    }
    if (starts.size() > 1) {
        const int n = int(starts.size());
        std::vector<LoadResult> results(static_cast<std::size_t>(n));
        std::vector<char> whole(std::size_t(n), 0);
        // Progress: each piece notes the bytes it has read; the caller's
        // callback sees their sum, always on the calling thread (from piece
        // 0's reports, then while it waits for the other pieces), and its
        // "stop" stops every piece at its next report.
        std::vector<std::atomic<qint64>> piecesDone(static_cast<std::size_t>(n));
        std::atomic<bool> stop{false};
        std::atomic<int> running{n};
        const auto report = [&] {
            qint64 sum = 0;
            for (const std::atomic<qint64> &d : piecesDone)
                sum += d.load(std::memory_order_relaxed);
            if (!stop.load() && !options.progress(std::min<qint64>(sum, data.size()), data.size()))
                stop = true;
            return !stop.load();
        };
        visitor.begin(n);
        auto readPiece = [&](int p) {
            const qsizetype end = p + 1 < n ? starts[std::size_t(p) + 1] : data.size();
            const QByteArray piece
                = QByteArray::fromRawData(data.constData() + starts[std::size_t(p)], end - starts[std::size_t(p)]);
            ReadOptions pieceOptions = options;
            if (options.progress) {
                pieceOptions.progress = [&, p](qint64 done, qint64) {
                    piecesDone[std::size_t(p)].store(done, std::memory_order_relaxed);
                    return p == 0 ? report() : !stop.load();
                };
            }
            bool wholeNeeded = false;
            results[std::size_t(p)] = readGames(
                piece, pieceOptions,
                [&](GameRecord &game) {
                    if (game.unreadTree.offset >= 0) // where it stands in `data`
                        game.unreadTree.offset += starts[std::size_t(p)];
                    visitor.game(p, game);
                },
                &wholeNeeded, input);
            whole[std::size_t(p)] = wholeNeeded;
            piecesDone[std::size_t(p)].store(piece.size(), std::memory_order_relaxed);
            --running;
        };
        // An allocation that fails in a piece stops them all and is thrown
        // again on the calling thread once every thread has ended
        // (registry.h reads within the memory budget and turns it into an
        // error at the place reached).
        std::atomic<bool> outOfMemory{false};
        const auto readGuarded = [&](int p) {
            try {
                readPiece(p);
            } catch (const std::bad_alloc &) {
                outOfMemory = true;
                stop = true;
                --running;
            }
        };
        std::vector<std::thread> threads;
        for (int p = 1; p < n; ++p)
            threads.emplace_back(readGuarded, p);
        readGuarded(0);
        if (options.progress) {
            while (running.load() > 0) {
                report();
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
        }
        for (std::thread &t : threads)
            t.join();
        if (outOfMemory) {
            if (options.progress)
                report(); // the place the pieces had reached together
            throw std::bad_alloc();
        }
        // Cancelled: no piece is read again; the read fails where the
        // pieces had come to together.
        for (int p = 0; p < n; ++p) {
            LoadResult &r = results[std::size_t(p)];
            if (!r.ok() && r.error.cancelled) {
                qint64 sum = 0;
                for (const std::atomic<qint64> &d : piecesDone)
                    sum += d.load();
                r.error.offset = std::min<qint64>(r.error.offset >= 0 ? starts[std::size_t(p)] + r.error.offset : sum,
                                                  data.size());
                const SgfLocation where = sgfLocation(data, r.error.offset);
                r.error.line = where.line;
                r.error.column = where.column;
                r.warnings.clear();
                r.violations.clear();
                return std::move(r);
            }
        }
        // The pieces stand for the whole only when each was read cleanly: an
        // error, warning or violation names a place relative to its piece (and
        // a game number), so the input is then read again as one piece.
        bool clean = true;
        for (int p = 0; p < n; ++p) {
            const LoadResult &r = results[std::size_t(p)];
            clean = clean && r.ok() && !whole[std::size_t(p)] && r.warnings.isEmpty() && r.violations.isEmpty();
        }
        if (clean)
            return std::move(results.front());
    }
    visitor.begin(1);
    bool wholeNeeded = false;
    LoadResult result = readGames(
        data, options, [&](GameRecord &game) { visitor.game(0, game); }, &wholeNeeded, input);
    if (!wholeNeeded)
        return result;
    // Backgammon: read whole, then handed over game by game (on error, the
    // games before it).
    visitor.begin(1);
    result = readGames(data, options, {}, nullptr, input);
    std::optional<Collection> &games = result.ok() ? result.collection : result.partial;
    if (games) {
        for (GameRecord &game : games->games)
            visitor.game(0, game);
        games->games.clear();
    }
    result.partial.reset();
    return result;
}

} // namespace

LoadResult readEach(const QByteArray &data, const GameVisitor &visitor, const ReadOptions &options, int parts)
{
    if (const Utf16Input utf16(data, options); utf16.isUtf16()) {
        LoadResult result = readEachDecoded(utf16.text, visitor, utf16.options, 1, Input::DecodedText);
        result.warnings.prepend(utf16.warning);
        return result;
    }
    return readEachDecoded(data, visitor, options, parts);
}

} // namespace kibitz::sgf
