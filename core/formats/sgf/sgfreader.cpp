// SGF FF[4] syntax reader: bytes -> SgfDocument.
//
// Checked against the files of these producers in shared/corpus: HexGui
// (0.2 to 1.0, with nested variations split across lines and "(;" followed by a
// newline), Hex-benzene 0.1, twogtp.py (no FF, "(" and ";" on separate lines,
// a GC spanning several lines), PlayHex (one line, no final newline), Little
// Golem Hex collections (leading CRLF blank lines, several trees separated by
// blank lines, trailing spaces) and Little Golem Twixt tsgf (one line, all
// lower-case identifiers "b" and "r"), and the Twixt GM[21] examples written
// from twixt-sgf-ff4.txt (escaped brackets in comments, "[\I'4]" long moves).
//
// Leniency follows what real readers do: anything outside the game trees
// (before the first "(;", between trees, after the last ')') is skipped with a
// warning, because mail headers, separators and trailing text occur in the
// wild. Inside a tree the reader is strict and stops at the first error,
// since guessing there would silently change a game.
//
// Speed: one pass over the bytes with a table for white space; a value's end is
// found with a short inline scan and memchr for long values, and backslashes
// are only noted, not resolved (SgfDocument::text does that on demand). Lines
// and columns are computed only when an error or warning needs them. Variations
// are read with an explicit stack, so nesting depth is limited by memory only.

#include "formats/sgf/sgfdocument.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>

namespace kibitz {

namespace {

constexpr std::array<bool, 256> makeSpaceTable()
{
    std::array<bool, 256> table{};
    for (unsigned char c : {' ', '\t', '\n', '\r', '\v', '\f'})
        table[c] = true;
    return table;
}
constexpr std::array<bool, 256> spaceTable = makeSpaceTable();

inline bool isSpace(char c) { return spaceTable[static_cast<unsigned char>(c)]; }
inline bool isLetter(char c) { return unsigned((static_cast<unsigned char>(c) | 0x20) - 'a') < 26; }
inline bool isUpper(char c) { return unsigned(static_cast<unsigned char>(c) - 'A') < 26; }
// 1..52 for A..Z, a..z: the key of the identifier table for one- and two-letter identifiers.
inline int letterCode(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return u >= 'a' ? u - 'a' + 27 : u - 'A' + 1;
}

// Anything longer is not an identifier any producer writes; the limit keeps
// binary garbage from being taken for a name.
constexpr int maxIdentifierLength = 100;
constexpr quint32 maxValueLength = SgfValue::BackslashFlag - 1;

QString printable(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f)
        return QStringLiteral("'%1'").arg(QLatin1Char(c));
    //: a byte that is not a printable character, as in "unexpected byte 0x1b in a game tree"
    return QCoreApplication::translate("SgfReader", "byte 0x%1").arg(u, 2, 16, QLatin1Char('0'));
}

} // namespace

class SgfReader
{
    Q_DECLARE_TR_FUNCTIONS(SgfReader)

public:
    explicit SgfReader(SgfParseResult &result, const std::function<void(const SgfDocument &)> *onTree = nullptr,
                       const std::function<bool(qint64, qint64)> *progress = nullptr)
        : m_result(result)
        , m_onTree(onTree)
        , m_progress(progress && *progress ? progress : nullptr)
        , m_doc(result.document)
        , m_base(result.document.m_source.constData())
        , m_end(m_base + result.document.m_source.size())
    {
        m_shortIdentifiers.fill(0);
    }

    void run();

private:
    // One open '(' : the tree's last node so far and the last variation
    // attached to that node, which is where the next variation is linked.
    struct Frame {
        qint32 current;
        qint32 lastChild;
        quint32 open;
        bool hadVariation;
    };

    const char *skipSpace(const char *p) const
    {
        while (p < m_end && isSpace(*p))
            ++p;
        return p;
    }
    qint64 offsetOf(const char *p) const { return p - m_base; }

    void fail(const char *at, const QString &message);
    // Reports the offset of `at`; false (after failing as cancelled) when the
    // progress callback asks to stop.
    bool report(const char *at);
    void warn(const char *at, const QString &message);
    bool readTree(const char *&p);
    bool readProperty(const char *&p);
    bool intern(const char *name, int length, quint16 &id)
    {
        if (length <= 2) {
            const int key = letterCode(name[0]) * 53 + (length == 2 ? letterCode(name[1]) : 0);
            if (const quint16 known = m_shortIdentifiers[size_t(key)]) {
                id = quint16(known - 1);
                return true;
            }
        }
        return internSlow(name, length, id);
    }
    bool internSlow(const char *name, int length, quint16 &id);
    bool addIdentifier(QByteArrayView spelling, quint16 &id);

    SgfParseResult &m_result;
    const std::function<void(const SgfDocument &)> *m_onTree; // tree by tree when set
    const std::function<bool(qint64, qint64)> *m_progress;    // null when nobody asks
    int m_trees = 0; // complete game trees read
    SgfDocument &m_doc;
    const char *m_base;
    const char *m_end;
    std::vector<Frame> m_stack;
    // Ids of one- and two-letter identifiers as written, plus one (0: not yet seen).
    std::array<quint16, 53 * 53> m_shortIdentifiers;
    QHash<QByteArray, quint16> m_longIdentifiers; // spelling -> id
    QHash<QByteArray, quint16> m_identifierIds;   // FF[4] identifier -> id
};

void SgfReader::fail(const char *at, const QString &message)
{
    FormatError &e = m_result.error;
    e.message = message;
    e.offset = offsetOf(at);
    const SgfLocation where = sgfLocation(m_doc.m_source, e.offset);
    e.line = where.line;
    e.column = where.column;
}

bool SgfReader::report(const char *at)
{
    if (!m_progress || (*m_progress)(offsetOf(at), qint64(m_end - m_base)))
        return true;
    fail(at, tr("reading was cancelled"));
    m_result.error.cancelled = true;
    return false;
}

void SgfReader::warn(const char *at, const QString &message)
{
    FormatError w;
    w.message = message;
    w.offset = offsetOf(at);
    const SgfLocation where = sgfLocation(m_doc.m_source, w.offset);
    w.line = where.line;
    w.column = where.column;
    m_result.warnings.append(w);
}

void SgfReader::run()
{
    const qsizetype size = m_doc.m_source.size();
    if (size == 0) {
        fail(m_base, tr("empty input"));
        return;
    }
    // Offsets are 32-bit to keep values at 8 bytes each.
    if (size > qsizetype(0xFFFFFFF0u)) {
        fail(m_base, tr("the file is larger than 4 GiB"));
        return;
    }

    // A move node ";W[L6]" takes about 8 bytes; reserving for that spares the
    // copies of vector growth, and pages never written stay virtual. Tree by
    // tree, the vectors hold one tree at a time and keep their capacity.
    const size_t guess = m_onTree ? std::min<size_t>(size_t(size) / 8 + 16, 4096) : size_t(size) / 8 + 16;
    m_doc.m_nodes.reserve(guess);
    m_doc.m_properties.reserve(guess);
    m_doc.m_values.reserve(guess);
    m_stack.reserve(64);

    const char *p = m_base;
    if (size >= 3 && std::memcmp(p, "\xEF\xBB\xBF", 3) == 0)
        p += 3;

    const char *firstBareParen = nullptr; // a '(' not followed by ';', for the error if no tree is found
    for (;;) {
        const char *junk = nullptr;
        while (p < m_end) {
            const char c = *p;
            if (isSpace(c)) {
                ++p;
                continue;
            }
            if (c == '(') {
                const char *q = skipSpace(p + 1);
                if (q < m_end && *q == ';')
                    break;
                if (!firstBareParen)
                    firstBareParen = q;
            }
            if (!junk)
                junk = p;
            ++p;
        }
        if (junk) {
            if (m_trees == 0)
                warn(junk, tr("text before the first game tree ignored"));
            else if (p == m_end)
                warn(junk, tr("text after the last game tree ignored"));
            else
                warn(junk, tr("text between game trees ignored"));
        }
        if (p == m_end)
            break;
        if (!report(p) || !readTree(p))
            return;
        ++m_trees;
        if (m_onTree) {
            (*m_onTree)(m_doc);
            m_doc.m_nodes.clear();
            m_doc.m_properties.clear();
            m_doc.m_values.clear();
            m_doc.m_roots.clear();
        }
    }

    if (m_trees == 0) {
        if (firstBareParen)
            fail(firstBareParen, tr("missing ';' after '('"));
        else
            fail(p, tr("no game tree: the input has no \"(;\""));
    }
}

// p is at a '(' known to be followed by ';'.
bool SgfReader::readTree(const char *&p)
{
    std::vector<SgfNode> &nodes = m_doc.m_nodes;
    m_stack.clear();
    m_stack.push_back({-1, -1, quint32(offsetOf(p)), false});
    ++p;

    for (;;) {
        p = skipSpace(p);
        if (p == m_end) {
            const SgfLocation open = sgfLocation(m_doc.m_source, m_stack.back().open);
            fail(p, tr("missing ')': the game tree opened at %1:%2 is not closed")
                        .arg(open.line)
                        .arg(open.column));
            return false;
        }
        const char c = *p;
        if (c == ';') {
            Frame &frame = m_stack.back();
            if (frame.hadVariation) {
                fail(p, tr("a node after a variation: the nodes of a game tree must come before its variations"));
                return false;
            }
            if (nodes.size() >= size_t(std::numeric_limits<qint32>::max())) {
                fail(p, tr("too many nodes"));
                return false;
            }
            if ((m_progress && (nodes.size() & 0x3fff) == 0x3fff) && !report(p))
                return false;
            const auto node = qint32(nodes.size());
            qint32 parent = -1;
            if (frame.current >= 0) {
                parent = frame.current;
                nodes[size_t(parent)].firstChild = node;
            } else if (m_stack.size() == 1) {
                m_doc.m_roots.push_back(node);
            } else {
                Frame &outer = m_stack[m_stack.size() - 2];
                parent = outer.current;
                if (outer.lastChild >= 0)
                    nodes[size_t(outer.lastChild)].nextSibling = node;
                else
                    nodes[size_t(parent)].firstChild = node;
                outer.lastChild = node;
            }
            frame.current = node;
            frame.lastChild = -1;
            nodes.push_back({parent, -1, -1, quint32(m_doc.m_properties.size()), quint32(offsetOf(p))});
            ++p;
            for (;;) {
                p = skipSpace(p);
                if (p == m_end || !isLetter(*p))
                    break;
                if (!readProperty(p))
                    return false;
            }
            continue;
        }
        if (c == '(') {
            const char *open = p;
            p = skipSpace(p + 1);
            if (p == m_end || *p != ';') {
                fail(p, tr("missing ';' after '('"));
                return false;
            }
            m_stack.back().hadVariation = true;
            m_stack.push_back({-1, -1, quint32(offsetOf(open)), false});
            continue;
        }
        if (c == ')') {
            m_stack.pop_back();
            ++p;
            if (m_stack.empty())
                return true;
            continue;
        }
        if (isLetter(c)) // a node's properties are read with it, so this follows a ')'
            fail(p, tr("a property after a variation: properties belong to a node (';')"));
        else if (c == '[')
            fail(p, tr("a value without a property identifier"));
        else
            fail(p, tr("unexpected %1 in a game tree").arg(printable(c)));
        return false;
    }
}

// p is at the first letter of an identifier.
bool SgfReader::readProperty(const char *&p)
{
    const char *name = p;
    while (p < m_end && isLetter(*p))
        ++p;
    const auto length = int(std::min<qint64>(p - name, maxIdentifierLength + 1));
    if (length > maxIdentifierLength) {
        fail(name, tr("property identifier longer than %1 letters").arg(maxIdentifierLength));
        return false;
    }
    quint16 id = 0;
    if (!intern(name, length, id)) {
        fail(name, tr("too many different property identifiers"));
        return false;
    }
    p = skipSpace(p);
    if (p == m_end || *p != '[') {
        fail(name, tr("property identifier '%1' without a value").arg(QString::fromLatin1(name, length)));
        return false;
    }

    std::vector<SgfValue> &values = m_doc.m_values;
    const auto firstValue = quint32(values.size());
    m_doc.m_properties.push_back({firstValue, quint32(offsetOf(name)), quint16(length), id});
    do {
        const char *open = p;
        const char *q = p + 1;
        bool backslash = false;
        // Most values are a few bytes (moves, sizes): a plain loop beats memchr's call there.
        const char *shortEnd = m_end - q > 32 ? q + 32 : m_end;
        while (q < shortEnd && *q != ']' && *q != '\\')
            ++q;
        if (q == shortEnd || *q == '\\') {
            for (;;) {
                const auto *close = static_cast<const char *>(std::memchr(q, ']', size_t(m_end - q)));
                if (!close) {
                    values.resize(firstValue);
                    m_doc.m_properties.pop_back();
                    fail(open, tr("unterminated value: no ']' before the end of the input"));
                    return false;
                }
                const auto *slash = static_cast<const char *>(std::memchr(q, '\\', size_t(close - q)));
                if (!slash) {
                    q = close;
                    break;
                }
                backslash = true;
                // "\x" is x for every x, so pairs are skipped; landing past the
                // ']' means it was escaped and the value goes on.
                const char *s = slash;
                while (s < close)
                    s += *s == '\\' ? 2 : 1;
                q = s;
                if (s == close)
                    break;
            }
        }
        const auto length = quint64(q - (open + 1));
        if (length > maxValueLength) {
            values.resize(firstValue);
            m_doc.m_properties.pop_back();
            fail(open, tr("value longer than 2 GiB"));
            return false;
        }
        values.push_back({quint32(offsetOf(open + 1)), quint32(length) | (backslash ? SgfValue::BackslashFlag : 0u)});
        p = skipSpace(q + 1);
    } while (p < m_end && *p == '[');
    return true;
}

bool SgfReader::internSlow(const char *name, int length, quint16 &id)
{
    if (length <= 2) {
        const int key = letterCode(name[0]) * 53 + (length == 2 ? letterCode(name[1]) : 0);
        quint16 &slot = m_shortIdentifiers[size_t(key)];
        if (!addIdentifier(QByteArrayView(name, length), id))
            return false;
        slot = quint16(id + 1);
        return true;
    }
    const QByteArray spelling = QByteArray::fromRawData(name, length);
    const auto it = m_longIdentifiers.constFind(spelling);
    if (it != m_longIdentifiers.constEnd()) {
        id = it.value();
        return true;
    }
    if (!addIdentifier(spelling, id))
        return false;
    m_longIdentifiers.insert(QByteArray(name, length), id);
    return true;
}

bool SgfReader::addIdentifier(QByteArrayView spelling, quint16 &id)
{
    // FF[3] wrote "AddBlack" for AB: FF[4] keeps the capitals. An identifier
    // without capitals (Little Golem's "b", "r") is left for the mapping layer.
    QByteArray ff4;
    for (char c : spelling)
        if (isUpper(c))
            ff4.append(c);
    if (ff4.isEmpty())
        ff4 = spelling.toByteArray();
    const auto it = m_identifierIds.constFind(ff4);
    if (it != m_identifierIds.constEnd()) {
        id = it.value();
        return true;
    }
    if (m_doc.m_identifiers.size() >= 0xFFFF)
        return false;
    id = quint16(m_doc.m_identifiers.size());
    m_doc.m_identifiers.append(ff4);
    m_identifierIds.insert(ff4, id);
    return true;
}

SgfParseResult SgfDocument::parse(QByteArray source)
{
    SgfParseResult result;
    result.document.m_source = std::move(source);
    SgfReader(result).run();
    return result;
}

SgfParseResult SgfDocument::parseTreeByTree(QByteArray source, const std::function<void(const SgfDocument &)> &onTree,
                                            const std::function<bool(qint64, qint64)> &progress)
{
    SgfParseResult result;
    result.document.m_source = std::move(source);
    SgfReader(result, &onTree, &progress).run();
    return result;
}

} // namespace kibitz
