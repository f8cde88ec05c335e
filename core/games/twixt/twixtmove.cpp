#include "games/twixt/twixtmove.h"

namespace kibitz {

namespace {
inline char *put16(char *out, int v)
{
    out[0] = char((v >> 8) & 0xff);
    out[1] = char(v & 0xff);
    return out + 2;
}

char *putLinks(char *out, const std::vector<TwixtLink> &links)
{
    out = put16(out, int(links.size()));
    for (const TwixtLink &l : links) {
        out = put16(out, l.x);
        out = put16(out, l.y);
        *out++ = char(l.direction);
    }
    return out;
}

bool getLinks(QByteArrayView data, qsizetype &at, std::vector<TwixtLink> &links)
{
    if (at + 2 > data.size())
        return false;
    const int count = bytes::get16(data, at);
    at += 2;
    if (at + qsizetype(count) * 5 > data.size())
        return false;
    links.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i, at += 5) {
        const int dir = std::uint8_t(data[at + 4]);
        if (dir < 1 || dir > 4)
            return false;
        links.push_back({bytes::get16(data, at), bytes::get16(data, at + 2), dir});
    }
    return true;
}
} // namespace

int TwixtLink::otherX() const
{
    return x + kTwixtDx[direction];
}
int TwixtLink::otherY() const
{
    return y + kTwixtDy[direction];
}

std::optional<TwixtLink> TwixtLink::between(int ax, int ay, int bx, int by)
{
    if (by > ay || (by == ay && bx < ax)) {
        std::swap(ax, bx);
        std::swap(ay, by);
    }
    // Now (ax, ay) is the bottom peg.
    for (int d = 1; d <= 4; ++d) {
        if (ax + kTwixtDx[d] == bx && ay + kTwixtDy[d] == by)
            return TwixtLink{ax, ay, d};
    }
    return std::nullopt;
}

QByteArray encodeTwixtMove(const TwixtMove &move)
{
    QByteArray out;
    encodeTwixtMove(move, out);
    return out;
}

void encodeTwixtMove(const TwixtMove &move, QByteArray &out)
{
    // Sized once and written through a pointer (byte-wise appends cost a call
    // each).
    const qsizetype size = 7 + (move.longMove ? 4 + 5 * qsizetype(move.removed.size() + move.added.size()) : 0);
    out.resize(size);
    char *p = out.data();
    p = put16(p, move.hasPeg() ? move.x : 0xffff);
    p = put16(p, move.hasPeg() ? move.y : 0xffff);
    *p++ = char(move.player);
    *p++ = char(!move.longMove ? 0 : move.notation ? 2 : 1);
    *p++ = char(move.pbemNull);
    if (move.longMove) {
        p = putLinks(p, move.removed);
        putLinks(p, move.added);
    }
}

std::optional<TwixtMove> decodeTwixtMove(QByteArrayView data)
{
    TwixtMove m;
    if (!decodeTwixtMove(data, m))
        return std::nullopt;
    return m;
}

bool decodeTwixtMove(QByteArrayView data, TwixtMove &out)
{
    if (data.size() < 7)
        return false;
    out.reset();
    const int x = bytes::get16(data, 0);
    const int y = bytes::get16(data, 2);
    if (x != 0xffff || y != 0xffff) {
        out.x = x;
        out.y = y;
    }
    out.player = std::uint8_t(data[4]);
    if (std::uint8_t(data[5]) > 2)
        return false;
    out.longMove = data[5] != 0;
    out.notation = data[5] == 2;
    out.pbemNull = std::uint8_t(data[6]);
    qsizetype at = 7;
    if (out.longMove && (!getLinks(data, at, out.removed) || !getLinks(data, at, out.added)))
        return false;
    return at == data.size();
}

} // namespace kibitz
