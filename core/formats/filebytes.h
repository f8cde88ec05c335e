#pragma once

// What loadFile (registry.h) does before loadBytes, for a caller that reads
// the bytes its own way (kibitz-cli info and check read SGF game by game).

#include "formats/registry.h"

#include <functional>

namespace kibitz {

// The file's bytes and their format (or ioError and its message), with the
// bounds of filelimits.h; `result` is left empty. Everything is read the same
// way, a chunk at a time up to the limit: a regular file, a device (its size
// is 0 to the system: /dev/zero never ends) or a pipe. The bytes are copied,
// never mapped, so that a file cut short while it is read, or later while a
// window still reads its game trees, gives an error or what it still holds,
// never SIGBUS. `keepGoing`, when given, is asked before each chunk and while
// a pipe stays silent (every 0.1 s): false stops the reading, as cancelled.
FileLoad readFileBytes(const QString &path, const std::function<bool()> &keepGoing = {});

} // namespace kibitz
