#include "games/hex/hexmove.h"

namespace kibitz {

void encodeHexStone(const HexStone &stone, char (&out)[HexStoneSize])
{
    out[0] = char((stone.x >> 8) & 0xff);
    out[1] = char(stone.x & 0xff);
    out[2] = char((stone.y >> 8) & 0xff);
    out[3] = char(stone.y & 0xff);
    out[4] = char(stone.player);
}

QByteArray encodeHexStone(const HexStone &stone)
{
    char out[HexStoneSize];
    encodeHexStone(stone, out);
    return QByteArray(out, HexStoneSize);
}

std::optional<HexStone> decodeHexStone(QByteArrayView data)
{
    if (data.size() != HexStoneSize)
        return std::nullopt;
    return HexStone{bytes::get16(data, 0), bytes::get16(data, 2), std::uint8_t(data[4])};
}

} // namespace kibitz
