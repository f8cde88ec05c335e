#pragma once

// Jgame binary game trees (jgame-game-tree-format.txt): the current format
// (gtv 2, types hex1 and twixt1) read and written, and the older Jhex format
// (jgame-old-jhex-format.txt) read.

#include "formats/formatresult.h"

#include <QByteArrayView>

namespace kibitz::jgame {

// True when the bytes start like a Jgame file of either generation: a header
// key-value list whose first key is a known header key.
bool looksLikeJgame(QByteArrayView data);
bool looksLikeOldJhex(QByteArrayView data);

LoadResult read(QByteArrayView data, const ReadOptions &options = {});

// Writes the current format. Fails when the game is neither Hex nor Twixt, the
// board is larger than one-byte coordinates allow, or a move cannot be held
// (a Twixt turn without a peg, setup stones, swap) anywhere but at a leaf; a
// trailing resign/forfeit/pass leaf is dropped with a warning.
SaveResult write(const GameRecord &game);

} // namespace kibitz::jgame
