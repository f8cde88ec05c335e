#pragma once

// The line scaffolding of the line-based text readers (bgammon's .match,
// Jellyfish .mat): splitting the bytes into numbered lines and failing at a
// line's column, so that every such reader names places the same way
// (DESIGN.md: text formats give line:column, and the byte offset too).

#include "formats/formatresult.h"

#include <QByteArrayView>

#include <algorithm>
#include <cstring>
#include <utility>

namespace kibitz {

// One line of a text file, without its line end.
struct TextLine {
    QByteArrayView text;
    qint64 offset = 0; // of the line's first byte in the file
    int number = 0; // 1-based
};

// Hands out the lines of `data` one by one, split at '\n'. A '\r' just before
// the '\n' (a file saved with CR LF) is not part of the line; endedWithCr()
// says whether the last line had one. With `crEndsLines`, a '\r' alone ends
// a line too (files of the classic Mac OS end their lines so).
class TextLineSplitter {
public:
    explicit TextLineSplitter(QByteArrayView data, bool crEndsLines = false)
        : m_data(data)
        , m_crEndsLines(crEndsLines)
    { }

    // Skips a UTF-8 byte order mark at the start; returns whether there was one.
    bool skipByteOrderMark()
    {
        if (m_pos != 0 || !m_data.startsWith("\xEF\xBB\xBF"))
            return false;
        m_pos = 3;
        return true;
    }

    // The next line, or false at the end of the data.
    bool next(TextLine &line)
    {
        const qsizetype size = m_data.size();
        if (m_pos >= size)
            return false;
        const char *start = m_data.data() + m_pos;
        if (m_crEndsLines) {
            const char *end = m_data.data() + size;
            const char *p = start;
            while (p < end && *p != '\n' && *p != '\r')
                ++p;
            line = TextLine{QByteArrayView(start, p - start), m_pos, ++m_number};
            m_endedWithCr = p < end && *p == '\r';
            m_pos = p - m_data.data();
            if (p < end)
                m_pos += m_endedWithCr && p + 1 < end && p[1] == '\n' ? 2 : 1;
            return true;
        }
        const void *nl = std::memchr(start, '\n', std::size_t(size - m_pos));
        qsizetype length = nl ? static_cast<const char *>(nl) - start : size - m_pos;
        line = TextLine{QByteArrayView(start, length), m_pos, ++m_number};
        m_pos += length + (nl ? 1 : 0);
        m_endedWithCr = length > 0 && start[length - 1] == '\r';
        if (m_endedWithCr)
            line.text.chop(1);
        return true;
    }

    bool endedWithCr() const { return m_endedWithCr; }

private:
    QByteArrayView m_data;
    qsizetype m_pos = 0;
    int m_number = 0;
    bool m_crEndsLines = false;
    bool m_endedWithCr = false;
};

// Sets `result`'s error to `message` at the 0-based `column` of `line`, and
// returns false, for `return failAt(...)` in a reader.
inline bool failAt(LoadResult &result, const TextLine &line, qsizetype column, const QString &message)
{
    result.error.message = message;
    result.error.offset = line.offset + column;
    result.error.line = line.number;
    result.error.column = int(column + 1);
    return false;
}

// Line and column (1-based) of a byte offset as TextLineSplitter counts them:
// lines end at "\n" (and at a '\r' alone with `crEndsLines`), a leading byte
// order mark is not counted.
inline std::pair<int, int> lineAndColumnOf(QByteArrayView data, qint64 offset, bool crEndsLines)
{
    offset = std::clamp<qint64>(offset, 0, data.size());
    const qint64 start = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    int line = 1;
    qint64 lineStart = start;
    for (qint64 i = start; i < offset; ++i) {
        const char c = data[qsizetype(i)];
        if (c == '\n' || (crEndsLines && c == '\r' && (i + 1 >= data.size() || data[qsizetype(i) + 1] != '\n'))) {
            ++line;
            lineStart = i + 1;
        }
    }
    return {line, int(std::max<qint64>(1, offset - lineStart + 1))};
}

inline std::pair<int, int> lineAndColumnOf(QByteArrayView data, qint64 offset)
{
    return lineAndColumnOf(data, offset, false);
}

// As lineAndColumnOf, '\r' alone ending a line too.
inline std::pair<int, int> lineAndColumnOfAnyEnd(QByteArrayView data, qint64 offset)
{
    return lineAndColumnOf(data, offset, true);
}

// failAt() at the end of `data` (for what is missing when the file ends).
inline bool failAtEnd(LoadResult &result, QByteArrayView data, const QString &message, bool crEndsLines = false)
{
    const auto [number, column] = lineAndColumnOf(data, data.size(), crEndsLines);
    const TextLine end{QByteArrayView(), data.size() - (column - 1), number};
    return failAt(result, end, column - 1, message);
}

} // namespace kibitz
