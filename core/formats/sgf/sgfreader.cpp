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
// Leniency follows what real readers do: anything outside the game trees is
// skipped, silently before the first "(;" (FF[4] allows any text there), and
// reported as a violation of FF[4] between trees and after the last ')'. One
// Little Golem quirk is read inside a value: a ']' that follows the value's
// closing ']' (LG writes names unescaped, "PW[Shumacher;]]"), with a warning.
// Otherwise the reader is strict inside a tree and stops at the first error,
// since guessing there would silently change a game.
//
// Speed: one pass over the bytes. The source is a QByteArray, whose owned data
// always ends in a '\0' byte: that byte stops white space and identifier scans
// without a bound check (an input that is not owned is copied first), and it is
// told apart from a NUL byte in the input by its offset only where it matters.
// Identifiers are scanned and interned through one table of letter codes;
// a value's end is found 16 bytes at a time (SSE2) or byte by byte, and
// backslashes are only noted, not resolved (SgfDocument::text does that on
// demand). Lines and columns are computed only when an error or warning needs
// them. Variations are read with an explicit stack, so nesting depth is limited
// by memory only.

#include "formats/sgf/sgfdocument.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

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

// 1..52 for A..Z, a..z, 0 for every other byte: tells letters and gives the key
// of the identifier table for one- and two-letter identifiers.
constexpr std::array<quint8, 256> makeLetterTable()
{
    std::array<quint8, 256> table{};
    for (int c = 'A'; c <= 'Z'; ++c)
        table[size_t(c)] = quint8(c - 'A' + 1);
    for (int c = 'a'; c <= 'z'; ++c)
        table[size_t(c)] = quint8(c - 'a' + 27);
    return table;
}
constexpr std::array<quint8, 256> letterTable = makeLetterTable();

inline bool isSpace(char c)
{
    return spaceTable[static_cast<unsigned char>(c)];
}
inline int letterCode(char c)
{
    return letterTable[static_cast<unsigned char>(c)];
}
inline bool isLetter(char c)
{
    return letterCode(c) != 0;
}
inline bool isUpper(char c)
{
    return unsigned(static_cast<unsigned char>(c) - 'A') < 26;
}

// The first ']' or '\\' in [q, end), or end.
inline const char *findValueStop(const char *q, const char *end)
{
#ifdef __SSE2__
    const __m128i close = _mm_set1_epi8(']');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (end - q >= 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
        const auto mask
            = unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(chunk, close), _mm_cmpeq_epi8(chunk, backslash))));
        if (mask)
            return q + std::countr_zero(mask);
        q += 16;
    }
#endif
    while (q < end && *q != ']' && *q != '\\')
        ++q;
    return q;
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

class SgfReader {
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

    // *m_end is '\0', which is not white space: no bound check needed.
    static const char *skipSpace(const char *p)
    {
        while (isSpace(*p))
            ++p;
        return p;
    }
    qint64 offsetOf(const char *p) const { return p - m_base; }

    void fail(const char *at, const QString &message);
    // Reports the offset of `at`; false (after failing as cancelled) when the
    // progress callback asks to stop.
    bool report(const char *at);
    void warn(const char *at, const QString &message);
    void violate(const char *at, const QString &message);
    bool readTree(const char *&p);
    [[gnu::always_inline]] inline bool readProperty(const char *&p);
    bool readIdentifier(const char *&p, int &length, quint16 &id);
    [[gnu::cold]] const char *takeStrayBrackets(const char *&p);
    [[gnu::cold]] bool failWithoutValue(const char *name, int length);
    [[gnu::cold]] bool failValue(const char *open, bool unterminated, quint32 firstValue);
    bool internSlow(const char *name, int length, quint16 &id);
    bool addIdentifier(QByteArrayView spelling, quint16 &id);

    SgfParseResult &m_result;
    const std::function<void(const SgfDocument &)> *m_onTree; // tree by tree when set
    const std::function<bool(qint64, qint64)> *m_progress; // null when nobody asks
    int m_trees = 0; // complete game trees read
    SgfDocument &m_doc;
    const char *m_base;
    const char *m_end;
    std::vector<Frame> m_stack;
    // Ids of one- and two-letter identifiers as written, plus one (0: not yet seen).
    std::array<quint16, 53 * 53> m_shortIdentifiers;
    QHash<QByteArray, quint16> m_longIdentifiers; // spelling -> id
    QHash<QByteArray, quint16> m_identifierIds; // FF[4] identifier -> id
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

namespace {

FormatError locatedAt(const QByteArray &source, qint64 offset, const QString &message)
{
    FormatError e;
    e.message = message;
    e.offset = offset;
    const SgfLocation where = sgfLocation(source, offset);
    e.line = where.line;
    e.column = where.column;
    return e;
}

} // namespace

void SgfReader::warn(const char *at, const QString &message)
{
    m_result.warnings.append(locatedAt(m_doc.m_source, offsetOf(at), message));
}

void SgfReader::violate(const char *at, const QString &message)
{
    m_result.violations.append(locatedAt(m_doc.m_source, offsetOf(at), message));
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
        // FF[4] allows any text before the first game tree (a name line over
        // a downloaded collection, a mail header): it is skipped without a
        // word. Text between or after trees breaks FF[4]'s grammar, and no
        // known producer writes it (Little Golem separates its trees by
        // white space): skipped, and a violation, which `check` reports.
        if (junk && m_trees > 0) {
            if (p == m_end)
                violate(junk, tr("text after the last game tree ignored"));
            else
                violate(junk, tr("text between game trees ignored"));
        }
        if (p == m_end)
            break;
        const char *treeStart = p;
        if (!report(p) || !readTree(p))
            return;
        ++m_trees;
        if (m_onTree) {
            m_doc.m_treeBegin = offsetOf(treeStart);
            m_doc.m_treeEnd = offsetOf(p);
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
        const char c = *p; // '\0' at m_end

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
            p = skipSpace(p + 1);
            // readProperty leaves p after the white space that follows.
            while (isLetter(*p)) {
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
        if (p == m_end) {
            const SgfLocation open = sgfLocation(m_doc.m_source, m_stack.back().open);
            fail(p, tr("missing ')': the game tree opened at %1:%2 is not closed").arg(open.line).arg(open.column));
        } else if (isLetter(c)) { // a node's properties are read with it, so this follows a ')'
            fail(p, tr("a property after a variation: properties belong to a node (';')"));
        } else if (c == '[') {
            fail(p, tr("a value without a property identifier"));
        } else {
            fail(p, tr("unexpected %1 in a game tree").arg(printable(c)));
        }
        return false;
    }
}

// p is at the first letter of an identifier. Inlined into readTree: it runs
// once per property; what is rare (new or long identifiers, errors) is out
// of line.
inline bool SgfReader::readProperty(const char *&p)
{
    const char *name = p;
    // One- and two-letter identifiers (nearly all) are found in a table keyed
    // by their letter codes; the '\0' at m_end ends any scan.
    const int first = letterCode(p[0]);
    const int second = letterCode(p[1]);
    int length;
    quint16 id = 0;
    if ((!second || !isLetter(p[2])) && m_shortIdentifiers[size_t(first * 53 + second)]) {
        length = second ? 2 : 1;
        p += length;
        id = quint16(m_shortIdentifiers[size_t(first * 53 + second)] - 1);
    } else if (!readIdentifier(p, length, id)) {
        return false;
    }
    p = skipSpace(p);
    if (*p != '[') // at m_end too: *m_end is '\0'
        return failWithoutValue(name, length);

    std::vector<SgfValue> &values = m_doc.m_values;
    const auto firstValue = quint32(values.size());
    m_doc.m_properties.push_back({firstValue, quint32(offsetOf(name)), quint16(length), id});
    do {
        const char *open = p;
        const char *q = findValueStop(p + 1, m_end);
        bool backslash = false;
        // "\x" is x for every x: the byte after a backslash is skipped, so an
        // escaped ']' does not end the value.
        while (*q == '\\' && q < m_end) {
            backslash = true;
            q = q + 2 < m_end ? findValueStop(q + 2, m_end) : m_end;
        }
        if (q == m_end)
            return failValue(open, true, firstValue);
        p = skipSpace(q + 1);
        if (*p == ']') [[unlikely]]
            q = takeStrayBrackets(p);
        const auto length = quint64(q - (open + 1));
        if (length > maxValueLength)
            return failValue(open, false, firstValue);
        values.push_back({quint32(offsetOf(open + 1)), quint32(length) | (backslash ? SgfValue::BackslashFlag : 0u)});
    } while (*p == '[');
    return true;
}

// An identifier the table does not know yet, or one of three letters or
// more: p is at its first letter, and is left after it.
bool SgfReader::readIdentifier(const char *&p, int &length, quint16 &id)
{
    const char *name = p;
    while (isLetter(*p))
        ++p;
    length = int(std::min<qint64>(p - name, maxIdentifierLength + 1));
    if (length > maxIdentifierLength) {
        fail(name, tr("property identifier longer than %1 letters").arg(maxIdentifierLength));
        return false;
    }
    if (!internSlow(name, length, id)) {
        fail(name, tr("too many different property identifiers"));
        return false;
    }
    return true;
}

// Little Golem writes players' names unescaped: "PW[Shumacher;]]" is the
// name "Shumacher;]". A ']' right after a value's closing ']' (white space
// between allowed) can start nothing in FF[4], so it is taken as closing the
// same value and the ']' before it as part of the text. p is at the stray ']'
// and is left after the white space that follows the last one; the return is
// the last one, the value's new end.
const char *SgfReader::takeStrayBrackets(const char *&p)
{
    warn(p, tr("unescaped ']' inside a value: read as part of it (Little Golem writes names so)"));
    const char *close;
    do {
        close = p;
        p = skipSpace(p + 1);
    } while (*p == ']');
    m_doc.m_strayBrackets = true;
    return close;
}

bool SgfReader::failWithoutValue(const char *name, int length)
{
    fail(name, tr("property identifier '%1' without a value").arg(QString::fromLatin1(name, length)));
    return false;
}

// The value opened at `open` has no end (or is too long): the property goes.
bool SgfReader::failValue(const char *open, bool unterminated, quint32 firstValue)
{
    m_doc.m_values.resize(firstValue);
    m_doc.m_properties.pop_back();
    if (unterminated)
        fail(open, tr("unterminated value: no ']' before the end of the input"));
    else
        fail(open, tr("value longer than 2 GiB"));
    return false;
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

namespace {

// The reader relies on the '\0' that ends the data a QByteArray owns; data it
// does not own (QByteArray::fromRawData) may end anywhere, so it is copied.
QByteArray ownedSource(QByteArray source)
{
    if (!source.data_ptr().isMutable() && !source.isEmpty())
        return QByteArray(source.constData(), source.size());
    return source;
}

} // namespace

SgfParseResult SgfDocument::parse(QByteArray source)
{
    SgfParseResult result;
    result.document.m_source = ownedSource(std::move(source));
    SgfReader(result).run();
    return result;
}

SgfParseResult SgfDocument::parseTreeByTree(QByteArray source, const std::function<void(const SgfDocument &)> &onTree,
                                            const std::function<bool(qint64, qint64)> &progress)
{
    SgfParseResult result;
    result.document.m_source = ownedSource(std::move(source));
    SgfReader(result, &onTree, &progress).run();
    return result;
}

SgfParseResult SgfDocument::parseTreeByTreeInPlace(QByteArrayView source,
                                                   const std::function<void(const SgfDocument &)> &onTree,
                                                   const std::function<bool(qint64, qint64)> &progress)
{
    SgfParseResult result;
    result.document.m_source = QByteArray::fromRawData(source.data(), source.size());
    SgfReader(result, &onTree, &progress).run();
    return result;
}

} // namespace kibitz
