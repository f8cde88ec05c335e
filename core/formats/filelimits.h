#pragma once

// How big a file Kibitz reads: loadFile (registry.h) refuses a larger one
// before reading a byte, with a message naming its size.

#include <QString>

namespace kibitz {

// Files are read whole, so loadFile refuses, before reading a byte, a file
// larger than the smaller of two bounds:
// - MaxFileSize, 2 GiB: far beyond any real game record (the largest real
//   collections are tens of megabytes);
// - the computer's physical memory divided by MemoryPerFileByte: reading
//   holds the file's bytes, the syntax layer's index of a game tree and the
//   model at once. Measured as the peak memory of `kibitz-cli info` on a
//   3 000 000-move game, a dense SGF file (6 bytes a move) takes about 14
//   times its size and a Jgame file about 7 times; the views of a large tree
//   (game tree layout, move list) come on top. Total memory, not the
//   momentarily free part, so that the limit does not change from one
//   attempt to the next.
inline constexpr qint64 MaxFileSize = qint64(1) << 31;
inline constexpr int MemoryPerFileByte = 16;

// This computer's physical memory in bytes, or the process's limit when it
// is lower (a container's, or an address-space limit: ulimit -v); 0 when it
// cannot be told.
qint64 physicalMemory();
// The largest file loadFile reads with `memory` bytes of physical memory (0:
// unknown, then MaxFileSize alone applies).
qint64 maxReadableFileSize(qint64 memory = physicalMemory());
// Why a file of `size` bytes is refused with that much memory; empty when it
// is not.
QString fileSizeRefusal(qint64 size, qint64 memory = physicalMemory());
// "512 bytes", "1.5 MiB", "3.0 GiB": sizes as the messages above name them.
QString formatByteSize(qint64 bytes);

} // namespace kibitz
