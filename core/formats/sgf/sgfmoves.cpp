#include "formats/sgf/sgfmoves.h"

namespace kibitz::sgfmoves {

namespace {

bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int letterValue(char c)
{
    return (c | 0x20) - 'a';
}

bool equalsIgnoringCase(QByteArrayView text, const char *keyword)
{
    qsizetype i = 0;
    for (; keyword[i]; ++i) {
        if (i >= text.size())
            return false;
        char c = text[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c | 0x20);
        if (c != keyword[i])
            return false;
    }
    return i == text.size();
}

// Points are at most "ZZ702"; anything longer is not a point.
constexpr qsizetype kMaxDigits = 6;

} // namespace

std::optional<std::pair<int, int>> parseLettersNumber(QByteArrayView text)
{
    qsizetype i = 0;
    int column = 0;
    while (i < text.size() && isAsciiLetter(text[i])) {
        column = column * 26 + letterValue(text[i]) + 1;
        if (++i > 2)
            return std::nullopt; // three letters would be column 703 or more
    }
    if (i == 0 || i == text.size() || text.size() - i > kMaxDigits || text[i] == '0')
        return std::nullopt;
    int row = 0;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return std::nullopt;
        row = row * 10 + (c - '0');
    }
    return std::pair{column - 1, row - 1};
}

std::optional<std::pair<int, int>> parseTwoLetters(QByteArrayView text)
{
    if (text.size() != 2 || !isAsciiLetter(text[0]) || !isAsciiLetter(text[1]))
        return std::nullopt;
    auto value = [](char c) { return c >= 'a' ? c - 'a' : c - 'A' + 26; };
    return std::pair{value(text[0]), value(text[1])};
}

std::optional<SpecialMove> parseSpecial(QByteArrayView text, bool *bareSwap)
{
    if (bareSwap)
        *bareSwap = false;
    if (text.isEmpty() || !isAsciiLetter(text[0]) || text.size() > 11)
        return std::nullopt;
    if (equalsIgnoringCase(text, "swap-pieces"))
        return SpecialMove::SwapPieces;
    if (equalsIgnoringCase(text, "swap-sides"))
        return SpecialMove::SwapSides;
    if (equalsIgnoringCase(text, "swap")) {
        if (bareSwap)
            *bareSwap = true;
        return SpecialMove::SwapPieces;
    }
    if (equalsIgnoringCase(text, "resign"))
        return SpecialMove::Resign;
    if (equalsIgnoringCase(text, "forfeit"))
        return SpecialMove::Forfeit;
    if (equalsIgnoringCase(text, "pass"))
        return SpecialMove::Pass;
    return std::nullopt;
}

QByteArray specialKeyword(SpecialMove move)
{
    switch (move) {
    case SpecialMove::SwapPieces:
        return QByteArrayLiteral("swap-pieces");
    case SpecialMove::SwapSides:
        return QByteArrayLiteral("swap-sides");
    case SpecialMove::Resign:
        return QByteArrayLiteral("resign");
    case SpecialMove::Forfeit:
        return QByteArrayLiteral("forfeit");
    case SpecialMove::Pass:
        return QByteArrayLiteral("pass");
    }
    return QByteArray();
}

QByteArray hexPointText(int x, int y)
{
    return twixtnotation::columnLetters(x).toLower().toLatin1() + QByteArray::number(y + 1);
}

QByteArray twixtHoleText(int x, int y)
{
    return twixtnotation::holeName(x, y).toLatin1();
}

QList<QByteArray> twixtMoveValues(const TwixtMove &move)
{
    QList<QByteArray> values;
    if (move.longMove) {
        for (const TwixtLink &l : move.removed)
            values << '-' + twixtnotation::linkCenterName(twixtnotation::centerOf(l)).toLatin1();
        for (const TwixtLink &l : move.added)
            values << (twixtnotation::risesToTheRight(l) ? '/' : '\\')
                          + twixtnotation::linkCenterName(twixtnotation::centerOf(l)).toLatin1();
    }
    if (move.hasPeg())
        values << twixtHoleText(move.x, move.y);
    return values;
}

} // namespace kibitz::sgfmoves
