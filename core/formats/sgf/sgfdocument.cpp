// SgfDocument queries: lazy unescaping of values, charsets, locations.

#include "formats/sgf/sgfdocument.h"

#include <QStringDecoder>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace kibitz {

namespace {

bool startsWithBom(QByteArrayView source)
{
    return source.size() >= 3 && std::memcmp(source.data(), "\xEF\xBB\xBF", 3) == 0;
}

inline bool isBreak(char c)
{
    return c == '\n' || c == '\r';
}

// Bytes that Text and SimpleText may change; every other byte stands for itself.
constexpr std::array<bool, 256> makeTextSpecialTable()
{
    std::array<bool, 256> table{};
    for (unsigned char c : {'\\', '\r', '\n', '\t', '\v', '\f'})
        table[c] = true;
    return table;
}
constexpr std::array<bool, 256> textSpecial = makeTextSpecialTable();

// The first byte in [p, end) that Text may change, or end.
inline const char *findTextSpecial(const char *p, const char *end)
{
#ifdef __SSE2__
    // '\t' '\n' '\v' '\f' '\r' are 9..13: (c - 9) <= 4 unsigned; and '\\'.
    const __m128i nine = _mm_set1_epi8(9);
    const __m128i four = _mm_set1_epi8(4);
    const __m128i backslash = _mm_set1_epi8('\\');
    while (end - p >= 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i shifted = _mm_sub_epi8(chunk, nine);
        const __m128i space = _mm_cmpeq_epi8(_mm_min_epu8(shifted, four), shifted);
        const auto mask = unsigned(_mm_movemask_epi8(_mm_or_si128(space, _mm_cmpeq_epi8(chunk, backslash))));
        if (mask)
            return p + std::countr_zero(mask);
        p += 16;
    }
#endif
    while (p < end && !textSpecial[static_cast<unsigned char>(*p)])
        ++p;
    return p;
}

// Length of the line break at source[i] (a known '\n' or '\r'): CR LF and
// LF CR count as one break, as in FF[4].
inline qsizetype breakLength(QByteArrayView s, qsizetype i)
{
    return (i + 1 < s.size() && isBreak(s[i + 1]) && s[i + 1] != s[i]) ? 2 : 1;
}

} // namespace

// --- locations ---------------------------------------------------------------

SgfLocation sgfLocation(QByteArrayView source, qint64 offset)
{
    offset = std::clamp<qint64>(offset, 0, source.size());
    const qsizetype start = startsWithBom(source) ? 3 : 0;
    int line = 1;
    qint64 lineStart = start;
    for (qsizetype i = start; i < offset;) {
        if (isBreak(source[i])) {
            const qsizetype length = breakLength(source, i);
            if (i + length > offset) // on the LF of a CR LF: still the line it ends
                break;
            i += length;
            ++line;
            lineStart = i;
        } else {
            ++i;
        }
    }
    // An offset inside the BOM counts as column 1.
    return {line, int(std::max<qint64>(1, offset - lineStart + 1))};
}

SgfLineIndex::SgfLineIndex(QByteArrayView source)
{
    const qsizetype start = startsWithBom(source) ? 3 : 0;
    m_lineStarts.push_back(start);
    for (qsizetype i = start; i < source.size();) {
        if (isBreak(source[i])) {
            i += breakLength(source, i);
            m_lineStarts.push_back(i);
        } else {
            ++i;
        }
    }
    m_lineStarts.push_back(source.size() + 1); // sentinel: clamps offsets at the end
}

SgfLocation SgfLineIndex::at(qint64 offset) const
{
    offset = std::clamp<qint64>(offset, 0, m_lineStarts.back() - 1);
    // The last line start <= offset (the sentinel is never chosen).
    auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end() - 1, offset);
    if (it != m_lineStarts.begin())
        --it;
    return {int(it - m_lineStarts.begin()) + 1, int(std::max<qint64>(1, offset - *it + 1))};
}

// --- structure ---------------------------------------------------------------

QByteArrayView SgfDocument::spelling(int property) const
{
    const SgfProperty &p = m_properties[size_t(property)];
    return QByteArrayView(m_source.constData() + p.identifierOffset, p.identifierLength);
}

int SgfDocument::findIdentifier(QByteArrayView identifier) const
{
    for (qsizetype i = 0; i < m_identifiers.size(); ++i)
        if (m_identifiers[i] == identifier)
            return int(i);
    return -1;
}

int SgfDocument::findProperty(int node, QByteArrayView identifier) const
{
    const int id = findIdentifier(identifier);
    if (id < 0)
        return -1;
    const int first = firstProperty(node);
    const int end = first + propertyCount(node);
    for (int p = first; p < end; ++p)
        if (m_properties[size_t(p)].identifierId == id)
            return p;
    return -1;
}

// --- values --------------------------------------------------------------------

QByteArray SgfDocument::escapeStrayBrackets(QByteArrayView raw)
{
    QByteArray out;
    out.reserve(raw.size() + 4);
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '\\' && i + 1 < raw.size()) { // an escape: both bytes as they are
            out.append(c).append(raw[++i]);
            continue;
        }
        if (c == ']')
            out.append('\\');
        out.append(c);
    }
    return out;
}

QByteArray SgfDocument::unescape(QByteArrayView raw, SgfTextMode mode)
{
    const qsizetype n = raw.size();
    if (mode == SgfTextMode::Raw || (mode == SgfTextMode::RawMoveValue && !raw.contains('\\')))
        return raw.toByteArray();

    // The result is never longer than the raw text: written through a
    // pointer into a buffer of that size, then cut to length.
    QByteArray out(n, Qt::Uninitialized);
    char *const begin = out.data();
    char *o = begin;
    if (mode == SgfTextMode::RawMoveValue) {
        for (qsizetype i = 0; i < n; ++i) {
            if (raw[i] == '\\' && i + 1 < n && (raw[i + 1] == '\\' || raw[i + 1] == ']'))
                ++i;
            *o++ = raw[i];
        }
        out.truncate(o - begin);
        return out;
    }

    const bool simple = mode == SgfTextMode::SimpleText;
    for (qsizetype i = 0; i < n;) {
        // A run of bytes that stand for themselves, copied at once.
        const qsizetype run = findTextSpecial(raw.data() + i, raw.data() + n) - raw.data();
        if (run > i) {
            std::memcpy(o, raw.data() + i, std::size_t(run - i));
            o += run - i;
            i = run;
            if (i == n)
                break;
        }
        char c = raw[i];
        if (c == '\\') {
            if (i + 1 == n) { // only reachable through a raw value built by hand
                ++i;
                continue;
            }
            c = raw[i + 1];
            if (isBreak(c)) { // soft line break
                i += 1 + breakLength(raw, i + 1);
                continue;
            }
            i += 2;
        } else if (isBreak(c)) {
            i += breakLength(raw, i);
            *o++ = simple ? ' ' : '\n';
            continue;
        } else {
            ++i;
        }
        if (c == '\t' || c == '\v' || c == '\f')
            c = ' ';
        *o++ = c;
    }
    out.truncate(o - begin);
    return out;
}

std::optional<std::pair<QByteArrayView, QByteArrayView>> SgfDocument::splitCompose(QByteArrayView raw)
{
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\')
            ++i;
        else if (raw[i] == ':')
            return std::make_pair(raw.first(i), raw.sliced(i + 1));
    }
    return std::nullopt;
}

QByteArray SgfDocument::declaredCharset(int tree) const
{
    const int property = findProperty(treeRoot(tree), "CA");
    if (property < 0 || valueCount(property) == 0)
        return {};
    return text(firstValue(property), SgfTextMode::SimpleText).trimmed();
}

SgfCharset SgfDocument::charset(int tree) const
{
    const QByteArray declared = declaredCharset(tree);
    if (declared.isEmpty())
        return SgfCharset::defaultCharset();
    SgfCharset charset = SgfCharset::forName(declared);
    return charset.isValid() ? charset : SgfCharset::defaultCharset();
}

// --- charsets ------------------------------------------------------------------

SgfCharset::SgfCharset()
    : m_name("UTF-8")
    , m_builtin(QStringConverter::Utf8)
{ }

SgfCharset SgfCharset::defaultCharset()
{
    SgfCharset charset;
    charset.m_latin1Fallback = true;
    return charset;
}

SgfCharset SgfCharset::forName(QByteArrayView name)
{
    SgfCharset charset;
    const QByteArray key = name.trimmed().toByteArray();
    if (key.isEmpty()) {
        charset.m_valid = false;
        charset.m_name.clear();
        return charset;
    }
    if (const auto builtin = QStringConverter::encodingForName(key.constData())) {
        charset.m_builtin = *builtin;
        charset.m_name = QStringConverter::nameForEncoding(*builtin);
        charset.m_keepsAscii = *builtin == QStringConverter::Utf8 || *builtin == QStringConverter::Latin1
                            || *builtin == QStringConverter::System;
        return charset;
    }
    // Qt 6.4 built with ICU (as on Debian 12) decodes any ICU charset by name.
    QStringDecoder decoder(key.constData());
    charset.m_builtin = -1;
    if (decoder.isValid()) {
        charset.m_name = decoder.name();
        // Every ASCII byte but NUL, decoded at once: a charset whose escapes
        // or shifts are ASCII bytes (ISO-2022-*, HZ, UTF-7) does not give
        // them back one for one.
        QByteArray ascii;
        for (int c = 1; c < 0x80; ++c)
            ascii.append(char(c));
        charset.m_keepsAscii = charset.decode(ascii) == QString::fromLatin1(ascii);
    } else {
        charset.m_valid = false;
        charset.m_name = key;
    }
    return charset;
}

// Values are decoded one by one: no state carried between them, and a value
// that starts with a byte-order mark keeps it (as U+FEFF) so that it is
// written back.
constexpr QStringConverter::Flags kValueDecoding
    = QStringConverter::Flag::Stateless | QStringConverter::Flag::ConvertInitialBom;

// A decoder that yields UTF-16 units (UTF-7's base64, UTF-16 itself) passes
// on a surrogate without its pair where the bytes are ill-formed; such a text
// cannot be written as UTF-8 and read back the same. Each becomes U+FFFD, as
// any other undecodable byte does.
static void replaceLoneSurrogates(QString &text)
{
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (!c.isSurrogate())
            continue;
        if (c.isHighSurrogate() && i + 1 < n && text[i + 1].isLowSurrogate())
            ++i; // a pair
        else
            text[i] = QChar::ReplacementCharacter;
    }
}

QString SgfCharset::decode(QByteArrayView bytes) const
{
    if (!m_valid || m_builtin < 0) {
        QStringDecoder decoder(m_valid ? m_name.constData() : "UTF-8", kValueDecoding);
        QString text = decoder(bytes);
        // ICU's decoders drop an incomplete character at the end where the
        // builtin ones give U+FFFD: mark it too, so that nothing vanishes unseen.
        if (decoder.hasError() && !text.endsWith(QChar::ReplacementCharacter))
            text.append(QChar::ReplacementCharacter);
        replaceLoneSurrogates(text);
        return text;
    }
    QStringDecoder decoder(QStringConverter::Encoding(m_builtin), kValueDecoding);
    QString text = decoder(bytes);
    if (m_latin1Fallback && decoder.hasError())
        return QString::fromLatin1(bytes);
    if (m_builtin != QStringConverter::Utf8 && m_builtin != QStringConverter::Latin1)
        replaceLoneSurrogates(text); // the UTF-16 and UTF-32 decoders
    return text;
}

QByteArray SgfCharset::rawToUtf8(QByteArrayView raw) const
{
    QByteArray out;
    out.reserve(raw.size() + raw.size() / 2);
    const auto appendDecoded = [&](QByteArrayView piece) {
        for (const char c : decode(piece).toUtf8()) {
            if (c == ']' || c == '\\')
                out.append('\\');
            out.append(c);
        }
    };
    qsizetype start = 0;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] != '\\')
            continue;
        appendDecoded(raw.sliced(start, i - start));
        out.append('\\');
        start = i + 1;
        // An escaped ASCII byte is kept; anything else starts the next piece.
        if (start < raw.size() && uchar(raw[start]) < 0x80) {
            out.append(raw[start]);
            i = start;
            ++start;
        }
    }
    appendDecoded(raw.sliced(start));
    return out;
}

} // namespace kibitz
