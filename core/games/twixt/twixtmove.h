#pragma once

#include "games/boardmove.h"

namespace kibitz {

// A link as Jgame writes it: the bottom peg (the one with the larger y; y grows
// downwards, (0,0) is the top-left hole) and a direction from it:
// 1 = (x+2, y-1), 2 = (x+1, y-2), 3 = (x-1, y-2), 4 = (x-2, y-1).
// The link of direction d (1..4) from (x, y) ends at (x + kTwixtDx[d],
// y + kTwixtDy[d]); index 0 is unused.
inline constexpr int kTwixtDx[5] = {0, 2, 1, -1, -2};
inline constexpr int kTwixtDy[5] = {0, -1, -2, -2, -1};
// The eight knight's moves from a hole, every link either way.
inline constexpr int kTwixtKnightDx[8] = {2, 1, -1, -2, -2, -1, 1, 2};
inline constexpr int kTwixtKnightDy[8] = {-1, -2, -2, -1, 1, 2, 2, 1};

struct TwixtLink {
    int x = 0;
    int y = 0;
    int direction = 1;
    int otherX() const;
    int otherY() const;
    bool operator==(const TwixtLink &) const = default;
    // The same link described from either end; false when (ax,ay)-(bx,by) is
    // not a knight's move.
    static std::optional<TwixtLink> between(int ax, int ay, int bx, int by);
};

// A Twixt move. A short move places a peg and adds every available link to it.
// A long move comes in two kinds:
//  - Jgame's long form: the `removed` links go; then with pbem_null false the
//    `added` links are made and the peg gets no other link, and with pbem_null
//    true the peg gets its automatic links and the added list is ignored (the
//    spec: "Whether or not it is zero-length, it is ignored");
//  - the SGF notation (`notation` set): remove, add the listed links, then
//    place the peg, which gets its automatic links as usual.
struct TwixtMove {
    int x = -1; // -1: no peg (a link-only turn, allowed in SGF puzzles)
    int y = -1;
    int player = 1;
    bool longMove = false;
    bool notation = false;
    std::uint8_t pbemNull = 0; // the raw Jgame byte, kept for byte-exact saving
    bool autoLink() const { return !longMove || notation || pbemNull != 0; }
    bool addsListedLinks() const { return longMove && (notation || pbemNull == 0); }
    std::vector<TwixtLink> removed;
    std::vector<TwixtLink> added;
    bool hasPeg() const { return x >= 0 && y >= 0; }
    // Back to a default move, the link lists keeping their capacity (for
    // readers that reuse one move on their hot paths).
    void reset()
    {
        x = y = -1;
        player = 1;
        longMove = notation = false;
        pbemNull = 0;
        removed.clear();
        added.clear();
    }
    bool operator==(const TwixtMove &) const = default;
};

// Encoding of MoveTag::Place data: x, y (2 bytes each; 0xffff for no peg),
// player, kind (0 short, 1 Jgame long, 2 notation long), pbem_null byte, then for long moves the removed and added
// lists, each a 2-byte count and 5-byte links (x, y, direction).
QByteArray encodeTwixtMove(const TwixtMove &move);
// The same into `out` (replacing its content, keeping its capacity), for
// readers' hot paths.
void encodeTwixtMove(const TwixtMove &move, QByteArray &out);
std::optional<TwixtMove> decodeTwixtMove(QByteArrayView data);
// The same into `out`, whose link lists keep their capacity, for readers' hot
// paths; false (and `out` unspecified) when the bytes do not decode.
bool decodeTwixtMove(QByteArrayView data, TwixtMove &out);

} // namespace kibitz
