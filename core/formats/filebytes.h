#pragma once

// What loadFile (registry.h) does before loadBytes, for a caller that reads
// the bytes its own way (kibitz-cli info and check read SGF game by game).

#include "formats/registry.h"

namespace kibitz {

// The file's bytes and their format (or ioError and its message), with the
// bounds of filelimits.h; `result` is left empty.
FileLoad readFileBytes(const QString &path);

} // namespace kibitz
