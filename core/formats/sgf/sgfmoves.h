#pragma once

// Hex (GM[11]) and Twixt (GM[21]) point and move values, byte-level so that
// the reader allocates nothing for an ordinary move. Shared by the SGF reader
// and writer; the Twixt notation itself (link centres, names) is
// games/twixt/twixtnotation.

#include "games/boardmove.h"
#include "games/twixt/twixtnotation.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace kibitz::sgfmoves {

// The widest board the letters name: columns a..z, aa..zz (ZZ is 702). The
// readers of every format that writes holes this way (SGF, T1) accept boards
// up to this size.
inline constexpr int MaxBoardSide = 702;

// Column letters (case-insensitive) + 1-based row number, as both games write
// points: "a1", "K11", "aa12" -> (x, y), 0-based. nullopt when malformed.
std::optional<std::pair<int, int>> parseLettersNumber(QByteArrayView text);
// Little Golem's two-letter points ("dd" = column 4, row 4; 'a' is 1). The
// upper-case letters continue after 'z' on boards wider than 26.
std::optional<std::pair<int, int>> parseTwoLetters(QByteArrayView text);

// The special move a keyword names, case-insensitively: swap-pieces,
// swap-sides, resign, forfeit, pass. "swap" (Little Golem, old HexGui) is
// reported as SwapPieces with `bareSwap` set: the caller decides what it
// means from the moves around it.
std::optional<SpecialMove> parseSpecial(QByteArrayView text, bool *bareSwap = nullptr);
QByteArray specialKeyword(SpecialMove move);

// Hex points as HexGui writes them: lower-case column letters + row number.
QByteArray hexPointText(int x, int y);
QByteArray twixtHoleText(int x, int y); // upper case, as the Twixt spec writes

// The values of a Twixt long move ("-I'3", "\\I'4", "K4"), in the spec's order.
QList<QByteArray> twixtMoveValues(const TwixtMove &move);

} // namespace kibitz::sgfmoves
