#pragma once

#include "games/boardmove.h"

namespace kibitz {

// A Hex stone: x is the column (SGF letter, left to right), y the row (SGF
// number minus one, top to bottom). Player 1 moves first and connects the top
// and bottom rows; player 2 connects the left and right columns.
struct HexStone {
    int x = 0;
    int y = 0;
    int player = 1;
    bool operator==(const HexStone &) const = default;
};

// Encoding of MoveTag::Place data: x (2 bytes), y (2 bytes), player (1 byte).
inline constexpr int HexStoneSize = 5;
QByteArray encodeHexStone(const HexStone &stone);
// The same without an allocation, for readers' hot paths.
void encodeHexStone(const HexStone &stone, char (&out)[HexStoneSize]);
std::optional<HexStone> decodeHexStone(QByteArrayView data);

} // namespace kibitz
