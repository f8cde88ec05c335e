#pragma once

// Rokkaku Conquest tournament logs (SamurAI Coding 2013), as specified by
// rokkaku-conquest-log-format.txt: the teams, the rounds, R*N/4 game records
// and the final results. A log becomes a Collection with one GameRecord per
// game (GameKind::Rokkaku: the set-up at the root, one node per turn, see
// games/rokkaku/rokkakuturn.h) and a TournamentInfo.
//
// What the spec leaves open, and how it is read (README.md repeats it):
// - Numbers are separated by any white space; `//` starts a comment up to the
//   end of the line anywhere outside a team name. A UTF-8 BOM and CR LF line
//   ends are accepted.
// - A team name is a whole line (UTF-8), white space around it trimmed; blank
//   lines and lines starting with `//` between the names are skipped.
// - Every game ends with the 0 that says no turn follows, also when it has
//   played its maximum number of turns; more turns than the maximum is an error.
// - The final results are either one `team score` line per team or one
//   `rank team score` line per team (told apart by how many numbers follow
//   the last game: 2N or 3N), or absent (the official runtime writes none);
//   they are kept as written.
// - Sieges and continental occupations are read as the spec writes them
//   (`<size> <hexels>`) or as the official runtime does (`<team> <size>
//   <hexels>`, RokkakuTurn::siegeTeams). The first turn of a game that has any
//   tells which: the form in which the next number starts a turn record and
//   each sieged hexel is among the turn's owner changes. The spec's form
//   wins when both fit.
//
// Writing: an unedited log is written back byte for byte. The reader keeps the
// text of every part (the head up to the number of rounds, each game, the
// final results) whose layout differs from the layout this writer produces,
// and the writer uses that text as long as it still says what the model says.

#include "formats/formatresult.h"

namespace kibitz::rokkaku {

bool looksLikeRokkakuLog(QByteArrayView content);
LoadResult read(const QByteArray &content, const ReadOptions &options = {});
SaveResult write(const Collection &collection);

// The offset of the `item`-th number (0-based) at or after `offset`, comments
// skipped: where a problem found by replaying (RokkakuPosition::Problem) is.
// -1 when there are fewer numbers.
qint64 numberOffset(QByteArrayView content, qint64 offset, int item);

} // namespace kibitz::rokkaku
