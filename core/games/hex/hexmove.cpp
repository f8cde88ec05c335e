#include "games/hex/hexmove.h"

namespace kibitz {

QByteArray encodeHexStone(const HexStone &stone)
{
    QByteArray out;
    out.reserve(5);
    bytes::put16(out, stone.x);
    bytes::put16(out, stone.y);
    out.append(char(stone.player));
    return out;
}

std::optional<HexStone> decodeHexStone(QByteArrayView data)
{
    if (data.size() != 5)
        return std::nullopt;
    return HexStone{bytes::get16(data, 0), bytes::get16(data, 2), std::uint8_t(data[4])};
}

} // namespace kibitz
