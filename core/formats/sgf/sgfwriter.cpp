// SGF FF[4] writer: a stream of begin/end calls -> readable SGF text.
//
// A node is assembled in a buffer before it is placed, because whether it fits
// on the current line is only known once it is complete.

#include "formats/sgf/sgfdocument.h"

namespace kibitz {

namespace {

qsizetype firstLineLength(QByteArrayView text)
{
    const qsizetype newline = text.indexOf('\n');
    return newline < 0 ? text.size() : newline;
}

// The column after appending `text` at `column`.
qsizetype columnAfter(qsizetype column, QByteArrayView text)
{
    const qsizetype newline = text.lastIndexOf('\n');
    return newline < 0 ? column + text.size() : text.size() - newline - 1;
}

void appendEscaped(QByteArray &out, QByteArrayView value, SgfValueEscaping escaping)
{
    const qsizetype n = value.size();
    if (escaping == SgfValueEscaping::Raw || (!value.contains(']') && !value.contains('\\'))) {
        out.append(value);
        return;
    }
    for (qsizetype i = 0; i < n; ++i) {
        const char c = value[i];
        if (c == ']') {
            out.append("\\]");
        } else if (c == '\\') {
            // A Twixt move keeps its slope backslash as written ("[\I'4]", as
            // the spec shows it) unless a reader would take it for an escape.
            const bool literal
                = escaping == SgfValueEscaping::Move && i + 1 < n && value[i + 1] != '\\' && value[i + 1] != ']';
            out.append(literal ? "\\" : "\\\\");
        } else {
            out.append(c);
        }
    }
}

} // namespace

SgfWriter::SgfWriter()
    : SgfWriter(Options{})
{ }

SgfWriter::SgfWriter(Options options)
    : m_options(options)
{ }

QByteArray SgfWriter::escape(QByteArrayView value, SgfValueEscaping escaping)
{
    QByteArray out;
    out.reserve(value.size() + 8);
    appendEscaped(out, value, escaping);
    return out;
}

QByteArray SgfWriter::composeValue(QByteArrayView first, QByteArrayView second)
{
    QByteArray a = escape(first, SgfValueEscaping::Text);
    QByteArray b = escape(second, SgfValueEscaping::Text);
    a.replace(":", "\\:");
    b.replace(":", "\\:");
    return a + ':' + b;
}

void SgfWriter::newLine()
{
    m_out.append('\n');
    m_column = 0;
}

void SgfWriter::beginTree()
{
    flushNode();
    if (m_column > 0)
        newLine();
    m_out.append('(');
    m_column = 1;
    m_afterOpen = true;
    ++m_depth;
}

void SgfWriter::endTree()
{
    if (m_depth == 0)
        return;
    flushNode();
    m_out.append(')');
    ++m_column;
    m_afterOpen = false;
    if (--m_depth == 0)
        newLine();
}

void SgfWriter::beginNode()
{
    if (m_depth == 0)
        beginTree();
    flushNode();
    m_node.resize(0);
    m_node.append(';');
    // The first node after '(' shares its line; wrapping inside it counts that.
    m_nodeColumn = (m_afterOpen ? m_column : 0) + 1;
    m_inNode = true;
}

void SgfWriter::beginProperty(QByteArrayView identifier)
{
    if (!m_inNode)
        beginNode();
    // Held back so that an identifier never ends a line apart from its first value.
    m_pendingIdentifier.resize(0);
    m_pendingIdentifier.append(identifier);
}

void SgfWriter::value(QByteArrayView value, SgfValueEscaping escaping)
{
    if (!m_inNode)
        beginNode();
    // Written in place and moved to a new line afterwards if it does not fit:
    // no buffer per value.
    const qsizetype start = m_node.size();
    m_node.append(m_pendingIdentifier).append('[');
    appendEscaped(m_node, value, escaping);
    m_node.append(']');
    m_pendingIdentifier.resize(0);
    QByteArrayView token(m_node.constData() + start, m_node.size() - start);
    if (m_nodeColumn > 1 && m_nodeColumn + firstLineLength(token) > m_options.lineWidth) {
        m_node.insert(start, '\n');
        m_nodeColumn = 0;
        token = QByteArrayView(m_node.constData() + start + 1, m_node.size() - start - 1);
    }
    m_nodeColumn = columnAfter(m_nodeColumn, token);
}

void SgfWriter::property(QByteArrayView identifier, QByteArrayView value, SgfValueEscaping escaping)
{
    beginProperty(identifier);
    this->value(value, escaping);
}

void SgfWriter::property(QByteArrayView identifier, std::initializer_list<QByteArrayView> values,
                         SgfValueEscaping escaping)
{
    beginProperty(identifier);
    for (QByteArrayView v : values)
        value(v, escaping);
    m_pendingIdentifier.resize(0); // no values: SGF cannot hold the property
}

void SgfWriter::property(QByteArrayView identifier, const QList<QByteArray> &values, SgfValueEscaping escaping)
{
    beginProperty(identifier);
    for (const QByteArray &v : values)
        value(v, escaping);
    m_pendingIdentifier.resize(0);
}

void SgfWriter::flushNode()
{
    if (!m_inNode)
        return;
    m_inNode = false;
    m_pendingIdentifier.resize(0);
    bool breakBefore = m_column > 0 && !m_afterOpen;
    if (breakBefore && m_options.layout == Layout::Packed)
        breakBefore = m_column + firstLineLength(m_node) > m_options.lineWidth;
    if (breakBefore)
        newLine();
    m_out.append(m_node);
    m_column = columnAfter(m_column, m_node);
    m_afterOpen = false;
}

QByteArray SgfWriter::finish()
{
    while (m_depth > 0)
        endTree();
    flushNode();
    QByteArray out = std::move(m_out);
    m_out = QByteArray();
    m_column = 0;
    m_afterOpen = false;
    return out;
}

QByteArray writeSgf(const SgfDocument &document, const SgfWriter::Options &options)
{
    SgfWriter writer(options);
    writer.reserve(document.source().size() + document.source().size() / 8 + 64);
    auto writeNode = [&](int node) {
        writer.beginNode();
        const int first = document.firstProperty(node);
        const int end = first + document.propertyCount(node);
        for (int p = first; p < end; ++p) {
            writer.beginProperty(document.identifier(p));
            const int firstValue = document.firstValue(p);
            const int valueEnd = firstValue + document.valueCount(p);
            for (int v = firstValue; v < valueEnd; ++v)
                writer.value(document.raw(v), SgfValueEscaping::Raw);
        }
    };

    // Walk each tree depth first without recursion: `open` holds the first
    // node of every variation whose '(' is written and whose ')' is not yet.
    std::vector<int> open;
    for (const qint32 root : document.roots()) {
        writer.beginTree();
        int node = root;
        for (;;) {
            writeNode(node);
            const int child = document.firstChild(node);
            if (child >= 0) {
                if (document.nextSibling(child) >= 0) {
                    writer.beginTree();
                    open.push_back(child);
                }
                node = child;
                continue;
            }
            node = -1;
            while (!open.empty()) {
                const int variation = open.back();
                open.pop_back();
                writer.endTree();
                const int sibling = document.nextSibling(variation);
                if (sibling >= 0) {
                    writer.beginTree();
                    open.push_back(sibling);
                    node = sibling;
                    break;
                }
            }
            if (node < 0)
                break;
        }
        writer.endTree();
    }
    return writer.finish();
}

} // namespace kibitz
