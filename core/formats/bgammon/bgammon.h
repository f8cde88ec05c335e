#pragma once

// bgammon.org replays (.match, shared/specs/bgammon-replay-format.md): one or
// many games of backgammon, acey-deucey or tabula. Each game becomes one
// GameRecord whose tree is the linear list of its events (encoded as in
// games/backgammon/backgammonevent.h); the metadata line's match length,
// scores before the game, winner, points and timestamp live in the record's
// header (games/backgammon/backgammonreplayer.h, BgGameInfo).

#include "formats/formatresult.h"

#include <QByteArrayView>

namespace kibitz::bgammon {

// True when the first line is an index line ("bgammon-replay ") or a
// metadata line ("i " and nine more fields).
bool looksLikeMatch(QByteArrayView data);

LoadResult read(QByteArrayView data, const ReadOptions &options = {});

// The byte offset of a part of the event line starting at `lineOffset`
// (BgPart::Dice or BgPart::Cube: the dice or the cube value; an index >= 0:
// that checker move); `lineOffset` itself for BgPart::Event or a part the
// line does not have.
qint64 eventPartOffset(QByteArrayView data, qint64 lineOffset, int part);

// Writes the index table and every game's main line as the spec says.
SaveResult write(const Collection &collection);

} // namespace kibitz::bgammon
