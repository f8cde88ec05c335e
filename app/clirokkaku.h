#pragma once

// What kibitz-cli adds for Rokkaku Conquest tournament logs (clirokkaku.cpp):
// `check`, which points at the number that is inconsistent and compares the
// final results with the games. (The keys of `info --json` are the game's,
// games/rokkaku/rokkakuinfo.h.)

#include "formats/registry.h"

namespace kibitz {

// `kibitz-cli check` of a loaded log (read with locations): prints the
// problems as FILE:LINE:COLUMN: message, or the OK line; returns the exit code.
// `path` is the name as printed (control characters already escaped).
int checkRokkakuLog(const QString &path, const FileLoad &file);

} // namespace kibitz
