#pragma once

// The byte reports of kibitz-cli (info, explore) are built as UTF-8 in a
// std::string, whose appends copy in place: QByteArray::append goes through
// the general insert(), and a collection of 200 000 games makes 32 MB of
// report in 5 000 000 pieces. Inline: they run once for each piece.

#include "clicommon.h"

#include <QString>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <string>

namespace kibitz::cli {

// `n` in decimal digits.
inline void appendNumber(std::string &out, std::uint64_t n)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, std::size_t(end - digits));
}

// A byte of UTF-8 text, escaped in a JSON string when `json`.
inline void appendByte(std::string &out, char byte, bool json)
{
    if (!json) {
        out += byte;
        return;
    }
    switch (byte) {
    case '"':
        out += "\\\"";
        break;
    case '\\':
        out += "\\\\";
        break;
    case '\n':
        out += "\\n";
        break;
    case '\r':
        out += "\\r";
        break;
    case '\t':
        out += "\\t";
        break;
    default:
        if (static_cast<unsigned char>(byte) < 0x20) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\u%04x", unsigned(byte));
            out += hex;
        } else {
            out += byte; // UTF-8 beyond ASCII: every byte from 0x80 on
        }
    }
}

// `text` in UTF-8 (as QTextStream writes it) with its control characters
// escaped (printable), or as a JSON string (quoted and
// escaped) when `json`. ASCII (nearly every name and move) is copied as it
// is, without a QByteArray in between.
inline void appendText(std::string &out, const QString &text, bool json = false)
{
    const qsizetype n = text.size();
    const ushort *u = text.utf16();
    if (!json) {
        const std::size_t start = out.size();
        out.resize(start + std::size_t(n));
        char *to = out.data() + start;
        for (qsizetype i = 0; i < n; ++i) {
            if (u[i] >= 0x7f || u[i] < 0x20) {
                // Beyond ASCII, or a control character: escaped (printable)
                // so that a name cannot forge a line of the report.
                out.resize(start);
                const QByteArray utf8 = printable(text).toUtf8();
                out.append(utf8.constData(), std::size_t(utf8.size()));
                return;
            }
            to[i] = char(u[i]);
        }
        return;
    }
    out += '"';
    bool ascii = true;
    for (qsizetype i = 0; i < n && ascii; ++i)
        ascii = u[i] < 0x80;
    if (ascii) {
        for (qsizetype i = 0; i < n; ++i)
            appendByte(out, char(u[i]), true);
    } else {
        for (char byte : text.toUtf8())
            appendByte(out, byte, true);
    }
    out += '"';
}

} // namespace kibitz::cli
