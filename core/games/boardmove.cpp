#include "games/boardmove.h"

namespace kibitz {

QByteArray encodeSpecial(SpecialMove move, int player)
{
    QByteArray out;
    out.append(char(move));
    out.append(char(player));
    return out;
}

std::optional<std::pair<SpecialMove, int>> decodeSpecial(QByteArrayView data)
{
    if (data.size() != 2)
        return std::nullopt;
    const int code = std::uint8_t(data[0]);
    const int player = std::uint8_t(data[1]);
    if (code < int(SpecialMove::SwapPieces) || code > int(SpecialMove::Pass) || player < 1 || player > 2)
        return std::nullopt;
    return std::make_pair(SpecialMove(code), player);
}

QByteArray encodeSetup(const std::vector<SetupStone> &stones, int toMove)
{
    QByteArray out;
    out.reserve(qsizetype(stones.size()) * 5 + 1);
    for (const SetupStone &s : stones) {
        bytes::put16(out, s.x);
        bytes::put16(out, s.y);
        out.append(char(s.player));
    }
    if (toMove == 1 || toMove == 2)
        out.append(char(toMove));
    return out;
}

int setupToMove(QByteArrayView data)
{
    return data.size() % 5 == 1 ? std::uint8_t(data.back()) : 0;
}

std::optional<std::vector<SetupStone>> decodeSetup(QByteArrayView data)
{
    const qsizetype stoneBytes = data.size() - data.size() % 5;
    if (data.size() % 5 > 1 || (data.size() % 5 == 1 && data.back() != 1 && data.back() != 2))
        return std::nullopt;
    std::vector<SetupStone> stones;
    stones.reserve(std::size_t(data.size() / 5));
    for (qsizetype at = 0; at < stoneBytes; at += 5) {
        const int player = std::uint8_t(data[at + 4]);
        if (player > 2)
            return std::nullopt;
        stones.push_back({bytes::get16(data, at), bytes::get16(data, at + 2), player});
    }
    return stones;
}

} // namespace kibitz
