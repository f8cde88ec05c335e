#pragma once

// The move encoding shared by the connection games (Hex, Twixt) inside a
// GameTree node: a tag byte plus a byte string. Coordinates are 16-bit so that
// SGF boards up to 702 wide fit (Jgame's own coordinates are one byte).

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <optional>
#include <vector>

namespace kibitz {

enum class MoveTag : std::uint8_t {
    None = 0, // the root, or a node with no move
    Place = 1, // a stone / peg, possibly with link changes (Twixt long move)
    Special = 2, // swap, resign, forfeit, pass
    Setup = 3, // SGF AB/AW/AE: stones put on or taken off the board
};

enum class SpecialMove : std::uint8_t {
    SwapPieces = 1, // the first stone changes colour and moves to its mirror cell
    SwapSides = 2, // the players exchange colours; the board stays
    Resign = 3,
    Forfeit = 4,
    Pass = 5,
};

struct SetupStone {
    int x = 0;
    int y = 0;
    int player = 0; // 0 removes the stone (SGF AE)
    bool operator==(const SetupStone &) const = default;
};

// Little helpers for the big-endian byte strings used by the encodings.
namespace bytes {
inline void put16(QByteArray &out, int v)
{
    out.append(char((v >> 8) & 0xff));
    out.append(char(v & 0xff));
}
inline int get16(QByteArrayView in, qsizetype at)
{
    return (std::uint8_t(in[at]) << 8) | std::uint8_t(in[at + 1]);
}
} // namespace bytes

QByteArray encodeSpecial(SpecialMove move, int player);
std::optional<std::pair<SpecialMove, int>> decodeSpecial(QByteArrayView data);
// A set-up: five bytes per stone, and one more when it names the player to
// move next (SGF PL, 1 or 2; 0 leaves the turn as it was).
std::optional<std::vector<SetupStone>> decodeSetup(QByteArrayView data);
int setupToMove(QByteArrayView data);

// Decodes a tree move and hands it to the position: `place` for MoveTag::Place
// (decoded by `decodePlace`), applySpecial and applySetup for the others. The
// connection games share this dispatch; their Error enums both have None and
// BadEncoding.
template <class Position, class Decode, class Place>
typename Position::Error applyBoardMove(Position &position, MoveTag tag, QByteArrayView data, Decode decodePlace,
                                        Place place)
{
    using Error = typename Position::Error;
    switch (tag) {
    case MoveTag::None:
        return Error::None;
    case MoveTag::Place: {
        const auto move = decodePlace(data);
        return move ? place(*move) : Error::BadEncoding;
    }
    case MoveTag::Special: {
        const auto special = decodeSpecial(data);
        return special ? position.applySpecial(special->first, special->second) : Error::BadEncoding;
    }
    case MoveTag::Setup: {
        const auto stones = decodeSetup(data);
        if (!stones)
            return Error::BadEncoding;
        const Error error = position.applySetup(*stones);
        if (error == Error::None && setupToMove(data) != 0)
            position.setToMove(setupToMove(data));
        return error;
    }
    }
    return Error::BadEncoding;
}
QByteArray encodeSetup(const std::vector<SetupStone> &stones, int toMove = 0);

// The special moves, the same in both connection games: a swap only as the
// second move of a game (`pieces`, the pieces on the board, is 1); a pass
// hands the move over; resign and forfeit leave the position as it is.
// Swapping pieces moves the lone piece to its mirror cell in the swapper's
// colour: `mirrorLonePiece(player)` does it on the board and gives the
// position's error (None when done). Sets `toMove` when the move is legal.
template <class Position, class Mirror>
typename Position::Error applyBoardSpecial(SpecialMove move, int player, int pieces, int &toMove,
                                           Mirror mirrorLonePiece)
{
    using Error = typename Position::Error;
    if (player != 1 && player != 2)
        return Error::BadPlayer;
    switch (move) {
    case SpecialMove::SwapPieces: {
        if (pieces != 1)
            return Error::SwapNotAllowed;
        const Error error = mirrorLonePiece(player);
        if (error == Error::None)
            toMove = 3 - player;
        return error;
    }
    case SpecialMove::SwapSides:
        if (pieces != 1)
            return Error::SwapNotAllowed;
        // The swapper takes over the first player's pieces and colour; the
        // colour he had is the one to move.
        toMove = player;
        return Error::None;
    case SpecialMove::Pass:
        toMove = 3 - player;
        return Error::None;
    case SpecialMove::Resign:
    case SpecialMove::Forfeit:
        return Error::None;
    }
    return Error::BadEncoding;
}

} // namespace kibitz
