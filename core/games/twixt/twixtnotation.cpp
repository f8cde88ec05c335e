#include "games/twixt/twixtnotation.h"

#include <QStringList>

#include <cstdlib>

namespace kibitz::twixtnotation {

int columnFromLetters(QStringView letters)
{
    if (letters.isEmpty() || letters.size() > 2)
        return -1;
    int value = 0;
    for (QChar c : letters) {
        const char16_t u = c.toUpper().unicode();
        if (u < u'A' || u > u'Z')
            return -1;
        value = value * 26 + int(u - u'A') + 1;
    }
    return value - 1;
}

QString columnLetters(int column)
{
    QString out;
    int n = column + 1;
    while (n > 0) {
        const int rem = (n - 1) % 26;
        out.prepend(QChar(u'A' + rem));
        n = (n - 1) / 26;
    }
    return out;
}

namespace {
// Splits "AB12" into letters and a positive number; the rest must be empty.
bool splitLettersNumber(QStringView text, int &column, int &number, qsizetype &end)
{
    qsizetype i = 0;
    while (i < text.size() && text[i].isLetter() && text[i].unicode() < 128)
        ++i;
    column = columnFromLetters(text.first(i));
    qsizetype j = i;
    while (j < text.size() && text[j].isDigit() && text[j].unicode() < 128)
        ++j;
    if (column < 0 || j == i || j - i > 4)
        return false;
    number = text.mid(i, j - i).toInt();
    end = j;
    return number >= 1;
}
} // namespace

std::optional<std::pair<int, int>> parseHole(QStringView text)
{
    int column = 0, number = 0;
    qsizetype end = 0;
    if (!splitLettersNumber(text, column, number, end) || end != text.size())
        return std::nullopt;
    return std::make_pair(column, number - 1);
}

QString holeName(int x, int y)
{
    return columnLetters(x) + QString::number(y + 1);
}

std::optional<LinkCenter> parseLinkCenter(QStringView text)
{
    auto isHalf = [](QChar c) { return c == u'\'' || c == u'*'; };
    // Steep: letters, half mark, number.
    qsizetype i = 0;
    while (i < text.size() && text[i].isLetter() && text[i].unicode() < 128)
        ++i;
    if (i > 0 && i < text.size() && isHalf(text[i])) {
        const int column = columnFromLetters(text.first(i));
        const QStringView digits = text.mid(i + 1);
        bool ok = !digits.isEmpty() && digits.size() <= 4;
        for (QChar c : digits)
            ok = ok && c.isDigit() && c.unicode() < 128;
        const int number = ok ? digits.toInt() : 0;
        if (column < 0 || number < 1)
            return std::nullopt;
        return LinkCenter{true, column, number - 1};
    }
    // Shallow: letters, number, half mark.
    if (text.size() >= 3 && isHalf(text.back())) {
        int column = 0, number = 0;
        qsizetype end = 0;
        if (!splitLettersNumber(text.first(text.size() - 1), column, number, end) || end != text.size() - 1)
            return std::nullopt;
        return LinkCenter{false, column, number - 1};
    }
    return std::nullopt;
}

QString linkCenterName(const LinkCenter &c)
{
    return c.steep ? columnLetters(c.x) + u'\'' + QString::number(c.y + 1)
                   : columnLetters(c.x) + QString::number(c.y + 1) + u'\'';
}

LinkCenter centerOf(const TwixtLink &link)
{
    const int x1 = link.x, y1 = link.y, x2 = link.otherX(), y2 = link.otherY();
    const int minX = std::min(x1, x2), minY = std::min(y1, y2);
    if (std::abs(x1 - x2) == 1)
        return LinkCenter{true, minX, minY + 1};
    return LinkCenter{false, minX + 1, minY};
}

std::array<TwixtLink, 2> linksAt(const LinkCenter &c)
{
    if (c.steep) {
        return {*TwixtLink::between(c.x, c.y - 1, c.x + 1, c.y + 1),
                *TwixtLink::between(c.x, c.y + 1, c.x + 1, c.y - 1)};
    }
    return {*TwixtLink::between(c.x - 1, c.y, c.x + 1, c.y + 1), *TwixtLink::between(c.x - 1, c.y + 1, c.x + 1, c.y)};
}

bool risesToTheRight(const TwixtLink &link)
{
    // The bottom peg is the one with the larger y: the link rises to the right
    // when the other end lies to its right.
    return link.otherX() > link.x;
}

QString moveText(const TwixtMove &move)
{
    QStringList parts;
    if (move.longMove) {
        for (const TwixtLink &l : move.removed)
            parts << u'-' + linkCenterName(centerOf(l));
        for (const TwixtLink &l : move.added)
            parts << (risesToTheRight(l) ? u'/' : u'\\') + linkCenterName(centerOf(l));
    }
    if (move.hasPeg())
        parts << holeName(move.x, move.y);
    return parts.join(u' ');
}

} // namespace kibitz::twixtnotation
