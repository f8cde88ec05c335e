#pragma once

// Jellyfish match files (.mat, "match text"), the text format GNU Backgammon
// imports ("import mat") and exports, as do eXtreme Gammon, Backgammon
// Galaxy and many others: one match of standard backgammon. Each game
// becomes one GameRecord of backgammon events (games/backgammon), its match
// information (BgGameInfo) and the file's "; [Key "Value"]" header comments,
// kept as header entries "mat:Key", in the record's header.

#include "formats/formatresult.h"

#include <QByteArrayView>

namespace kibitz::jellyfish {

// True when the first line that is neither blank nor a "; " comment is
// " N point match".
bool looksLikeMat(QByteArrayView data);

// Reads the match, checking every play against the position and the dice;
// an illegal move fails at its line:column. The producers' quirks that
// README lists are read with a located warning.
LoadResult read(QByteArrayView data, const ReadOptions &options = {});

// Writes the backgammon games of the collection as one match, with the
// first game's "mat:" header entries as "; [Key "Value"]" comments;
// acey-deucey and tabula games are skipped with a warning, so are the games
// from the first one that starts another match on, and a collection without
// a backgammon game is refused.
SaveResult write(const Collection &collection);

} // namespace kibitz::jellyfish
