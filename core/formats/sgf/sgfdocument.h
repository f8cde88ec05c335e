#pragma once

// The generic syntax layer of SGF FF[4]: bytes <-> a compact document of game
// trees, nodes, properties and values, independent of any game. Mapping a
// document onto Kibitz's model (Hex GM[11], Twixt GM[21]) is the next layer up.
//
// A document keeps the source bytes and four flat vectors; a value is a slice
// of the source, unescaped only when asked (SgfDocument::text). Nothing is
// allocated per node, property or value while reading, and nothing is cached
// lazily afterwards, so const members may be called from several threads.
//
// Locations: lines and columns are 1-based. A line break is LF, CR, CR LF or
// LF CR (FF[4]'s definition of a linebreak, so line numbers agree with how
// FF[4] text splits lines). Columns count BYTES from the start of the line, not
// characters (a UTF-8 'é' is two columns; a tab is one). A UTF-8 byte order
// mark at the start of the file is not counted in line 1's columns.

#include "formats/formatresult.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace kibitz {

enum class SgfTextMode {
    // The bytes exactly as they stand between '[' and ']'.
    Raw,
    // FF[4] Text: "\x" is x, a backslash before a line break removes both
    // (soft line break), line breaks become '\n', other white space a space.
    Text,
    // FF[4] SimpleText: as Text, and line breaks become spaces as well.
    SimpleText,
    // Twixt move values (twixt-sgf-ff4.txt): only "\]" and "\\" are escapes;
    // every other backslash is literal, because "\I'4" is a link with negative
    // slope, not an escaped 'I'.
    RawMoveValue,
};

struct SgfNode {
    qint32 parent; // -1 for the root of a game tree
    qint32 firstChild; // -1 for a leaf
    qint32 nextSibling; // -1 for the last child
    quint32 firstProperty; // properties of node n: [firstProperty, next node's firstProperty)
    quint32 offset; // byte offset of the node's ';'
};

struct SgfProperty {
    quint32 firstValue; // values of property p: [firstValue, next property's firstValue)
    quint32 identifierOffset; // the identifier as written, in the source bytes
    quint16 identifierLength;
    quint16 identifierId; // index into SgfDocument::identifiers()
};

struct SgfValue {
    quint32 offset; // first byte after '['; the '[' is at offset - 1
    quint32 lengthAndFlags; // bits 0..30: length; bit 31: the raw text contains a backslash
    static constexpr quint32 BackslashFlag = 0x80000000u;
    quint32 length() const { return lengthAndFlags & ~BackslashFlag; }
    bool hasBackslash() const { return lengthAndFlags & BackslashFlag; }
};

struct SgfLocation {
    int line = 0;
    int column = 0;
};

// The text encoding of a game tree (CA). Encodings that Qt has built in are
// decoded directly; any other name that Qt's ICU backend knows (windows-1252,
// Shift_JIS, GB2312, KOI8-R, ...) through QStringDecoder(const char *).
class SgfCharset {
public:
    SgfCharset(); // UTF-8
    // Invalid (isValid() false) when no decoder knows the name.
    static SgfCharset forName(QByteArrayView name);
    // What a tree without CA gets: UTF-8, but a value that is not valid UTF-8 is
    // read as Latin-1, because old files without CA are usually Latin-1 and
    // valid UTF-8 almost never arises from Latin-1 text by accident.
    static SgfCharset defaultCharset();

    bool isValid() const { return m_valid; }
    // Whether ASCII bytes stand for themselves in this charset, so that an
    // ASCII value needs no decoding. Not so in the stateful charsets, whose
    // escape sequences are ASCII bytes (ISO-2022-JP: "ESC $ B" switches to
    // JIS X 0208, whose characters are pairs of ASCII bytes), in UTF-7
    // ('+' starts base64) nor in UTF-16 and UTF-32.
    bool keepsAscii() const { return m_keepsAscii; }
    QByteArray name() const { return m_name; } // canonical name, e.g. "ISO-8859-1"
    QString decode(QByteArrayView bytes) const;
    // The raw (still escaped) bytes of a value in UTF-8, escapes kept, for
    // properties kept as they are. The text between escapes is decoded piece
    // by piece and a ']' or '\' it decodes to is escaped: decoding the whole
    // would let a charset that does not map those bytes to themselves (UTF-7
    // turns '\' into U+FFFD; in Shift_JIS 0x5C may be a second byte) undo an
    // escape, and the value would end early when written back.
    QByteArray rawToUtf8(QByteArrayView raw) const;

private:
    QByteArray m_name;
    int m_builtin = -1; // a QStringConverter::Encoding, or -1 for a name-only (ICU) decoder
    bool m_valid = true;
    bool m_latin1Fallback = false;
    bool m_keepsAscii = true;
};

// Line and column of many offsets in one source (e.g. a `check` report):
// builds a table of line starts once, then answers each query by binary search.
class SgfLineIndex {
public:
    explicit SgfLineIndex(QByteArrayView source);
    SgfLocation at(qint64 offset) const;

private:
    std::vector<qint64> m_lineStarts;
};

// Line and column of one offset, by scanning the source up to it.
SgfLocation sgfLocation(QByteArrayView source, qint64 offset);

struct SgfParseResult;

class SgfDocument {
public:
    // Reads a collection. Never throws and never fails to return; see
    // SgfParseResult for what an error leaves in the document.
    static SgfParseResult parse(QByteArray source);
    // Reads a collection one game tree at a time, for a reader that maps each
    // tree onto something else and needs no document of the whole file: after
    // each complete game tree, `onTree` gets a document that holds that tree
    // alone (tree 0, numbered from node 0; source() and every offset are those
    // of the whole input), and the tree is dropped before the next one is
    // read, so the document's memory is that of the largest tree and stays in
    // the cache. Errors and warnings are exactly those of parse(); on error
    // the document holds what was read of the tree with the error, and
    // `onTree` has seen every complete tree before it.
    // `progress` (ReadOptions::progress), when set, is called before each game
    // tree and every 16384 nodes with the byte offset reached and the input's
    // size; returning false stops the parse with an error that has
    // FormatError::cancelled set.
    static SgfParseResult parseTreeByTree(QByteArray source, const std::function<void(const SgfDocument &)> &onTree,
                                          const std::function<bool(qint64 done, qint64 total)> &progress = {});
    // As parseTreeByTree, without taking a copy of bytes that QByteArray
    // does not own (QByteArray::fromRawData, a piece of a larger input): the
    // bytes must outlive the result, whose document's source() they are.
    static SgfParseResult parseTreeByTreeInPlace(QByteArrayView source,
                                                 const std::function<void(const SgfDocument &)> &onTree,
                                                 const std::function<bool(qint64 done, qint64 total)> &progress = {});

    const QByteArray &source() const { return m_source; }
    // Tree by tree (parseTreeByTree): where the tree the document holds
    // stands in the source, from its '(' to just after its ')'.
    qint64 treeBegin() const { return m_treeBegin; }
    qint64 treeEnd() const { return m_treeEnd; }

    // Game trees: their root nodes, in file order.
    int treeCount() const { return int(m_roots.size()); }
    int treeRoot(int tree) const { return m_roots[size_t(tree)]; }
    std::span<const qint32> roots() const { return m_roots; }

    // Nodes, properties and values are numbered in file order, so a node's
    // properties and a property's values are consecutive index ranges.
    std::span<const SgfNode> nodes() const { return m_nodes; }
    std::span<const SgfProperty> properties() const { return m_properties; }
    std::span<const SgfValue> values() const { return m_values; }

    int nodeCount() const { return int(m_nodes.size()); }
    int parent(int node) const { return m_nodes[size_t(node)].parent; }
    int firstChild(int node) const { return m_nodes[size_t(node)].firstChild; }
    int nextSibling(int node) const { return m_nodes[size_t(node)].nextSibling; }
    // Byte offset of the node's ';'.
    qint64 nodeOffset(int node) const { return m_nodes[size_t(node)].offset; }
    int firstProperty(int node) const { return int(m_nodes[size_t(node)].firstProperty); }
    // (Counts compare pointers with the end of the array: the size of an
    // array of 20- or 12-byte records takes a division.)
    int propertyCount(int node) const
    {
        const SgfNode *n = m_nodes.data() + node;
        const quint32 end = n + 1 != std::to_address(m_nodes.end()) ? n[1].firstProperty : quint32(m_properties.size());
        return int(end - n->firstProperty);
    }
    // The property of `node` with this FF[4] identifier, or -1.
    int findProperty(int node, QByteArrayView identifier) const;

    // The FF[4] identifier: the upper-case letters of the identifier as written
    // ("AddBlack" -> "AB"); an identifier without any upper-case letter (Little
    // Golem's "b", "r") is kept as written.
    QByteArrayView identifier(int property) const { return m_identifiers[m_properties[size_t(property)].identifierId]; }
    int identifierId(int property) const { return m_properties[size_t(property)].identifierId; }
    // The identifier exactly as written in the file.
    QByteArrayView spelling(int property) const;
    // Every distinct FF[4] identifier of the document, indexed by identifierId.
    const QList<QByteArray> &identifiers() const { return m_identifiers; }
    // The id of an FF[4] identifier, or -1 when no property in the document has it:
    // look it up once, then compare ints per property.
    int findIdentifier(QByteArrayView identifier) const;
    int firstValue(int property) const { return int(m_properties[size_t(property)].firstValue); }
    int valueCount(int property) const
    {
        const SgfProperty *p = m_properties.data() + property;
        const quint32 end = p + 1 != std::to_address(m_properties.end()) ? p[1].firstValue : quint32(m_values.size());
        return int(end - p->firstValue);
    }

    QByteArrayView raw(int value) const
    {
        const SgfValue &v = m_values[size_t(value)];
        return QByteArrayView(m_source.constData() + v.offset, v.length());
    }
    bool hasBackslash(int value) const { return m_values[size_t(value)].hasBackslash(); }
    // Whether some value read so far holds an unescaped ']' (Little Golem's
    // "PW[name]]", read as the name "name]"): its raw bytes are then not
    // valid SGF as they stand, and must go through escapeStrayBrackets
    // before they are written back verbatim.
    bool hasStrayBrackets() const { return m_strayBrackets; }
    // `raw` with a backslash before every ']' that is not escaped already.
    static QByteArray escapeStrayBrackets(QByteArrayView raw);
    // Byte offset of the value's '['.
    qint64 valueOffset(int value) const { return qint64(m_values[size_t(value)].offset) - 1; }
    // Line and column of the value's '[' (scans the source: for many values use
    // an SgfLineIndex over source()).
    SgfLocation valueLocation(int value) const { return location(valueOffset(value)); }
    SgfLocation location(qint64 offset) const { return sgfLocation(m_source, offset); }

    QByteArray text(int value, SgfTextMode mode = SgfTextMode::Text) const { return unescape(raw(value), mode); }
    QString string(int value, SgfTextMode mode, const SgfCharset &charset) const
    {
        return charset.decode(text(value, mode));
    }
    // The charset of a game tree: CA of its root node, else SgfCharset::defaultCharset().
    // A CA that no decoder knows gives the default too; declaredCharset tells.
    SgfCharset charset(int tree) const;
    QByteArray declaredCharset(int tree) const;

    static QByteArray unescape(QByteArrayView raw, SgfTextMode mode);
    // A compose value "a:b" split at its first ':' that is not escaped (still
    // raw: unescape each part), or nullopt when there is none.
    static std::optional<std::pair<QByteArrayView, QByteArrayView>> splitCompose(QByteArrayView raw);

private:
    friend class SgfReader;

    QByteArray m_source;
    std::vector<SgfNode> m_nodes;
    std::vector<SgfProperty> m_properties;
    std::vector<SgfValue> m_values;
    std::vector<qint32> m_roots;
    QList<QByteArray> m_identifiers;
    bool m_strayBrackets = false; // some value holds an unescaped ']' (see hasStrayBrackets)
    qint64 m_treeBegin = -1; // see treeBegin
    qint64 m_treeEnd = -1;
};

struct SgfParseResult {
    // On error, `document` still holds every node read before the error, with
    // the trees that were open treated as closed; a property whose values were
    // not complete is left out. A viewer may offer this for a truncated file.
    SgfDocument document;
    FormatError error; // message empty on success; line, column and offset set on error
    QList<FormatError> warnings; // Little Golem's unescaped ']' in a value
    QList<FormatError> violations; // text between or after the game trees, which was ignored
    bool ok() const { return error.message.isEmpty(); }
};

// How a value is escaped when it is written.
enum class SgfValueEscaping {
    // ']' and '\' are escaped. SgfTextMode::Text gives the value back, except
    // what FF[4] Text itself normalizes (tabs become spaces, CR LF becomes LF).
    Text,
    Move, // Twixt moves: a backslash stays literal unless it precedes '\', ']' or the end of the value
    Raw, // already escaped (e.g. SgfDocument::raw): written verbatim
};

// Writes SGF as a stream of calls, with no recursion, so a tree of any depth
// can be written. Layout: a game tree starts on a new line, each variation on a
// new line; nodes follow Options::layout; properties and the values of a
// property are wrapped so that no line is longer than lineWidth unless a single
// value is.
class SgfWriter {
public:
    enum class Layout {
        OneNodePerLine, // ";W[L6]C[...]" each on its own line (as in the Twixt spec examples)
        Packed, // nodes follow each other on a line up to lineWidth
    };
    struct Options {
        int lineWidth = 80;
        Layout layout = Layout::OneNodePerLine;
    };

    SgfWriter();
    explicit SgfWriter(Options options);

    void beginTree();
    void endTree();
    void beginNode();
    void property(QByteArrayView identifier, QByteArrayView value, SgfValueEscaping escaping = SgfValueEscaping::Text);
    void property(QByteArrayView identifier, std::initializer_list<QByteArrayView> values,
                  SgfValueEscaping escaping = SgfValueEscaping::Text);
    void property(QByteArrayView identifier, const QList<QByteArray> &values,
                  SgfValueEscaping escaping = SgfValueEscaping::Text);
    // For properties whose values come one by one.
    void beginProperty(QByteArrayView identifier);
    void value(QByteArrayView value, SgfValueEscaping escaping = SgfValueEscaping::Text);

    // Room for this many bytes of output, when the caller can guess it.
    void reserve(qsizetype bytes) { m_out.reserve(bytes); }

    // Trees still open are closed. The writer is empty afterwards.
    QByteArray finish();

    static QByteArray escape(QByteArrayView value, SgfValueEscaping escaping);
    // "a:b" with ':' and the Text escapes escaped in both parts, ready for
    // value(..., SgfValueEscaping::Raw).
    static QByteArray composeValue(QByteArrayView first, QByteArrayView second);

private:
    void flushNode();
    void newLine();

    Options m_options;
    QByteArray m_out;
    QByteArray m_node; // the node being written: laid out when it is complete
    QByteArray m_pendingIdentifier;
    qsizetype m_column = 0; // bytes on the current line of m_out
    qsizetype m_nodeColumn = 0;
    bool m_inNode = false;
    bool m_afterOpen = false; // the last thing written to m_out was '('
    int m_depth = 0;
};

// The whole document with SgfWriter: FF[4] identifiers, raw values unchanged.
QByteArray writeSgf(const SgfDocument &document, const SgfWriter::Options &options = {});

} // namespace kibitz
