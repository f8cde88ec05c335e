#pragma once

// How big a file Kibitz reads: loadFile (registry.h) refuses a larger one
// before reading a byte, with a message naming its size.

#include "formats/formatresult.h"

#include <QString>

#include <chrono>

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

// The memory this process holds now as physicalMemory's bound counts it: its
// address space when an address-space limit (ulimit -v) is set, else its
// resident pages; 0 when it cannot be told.
qint64 processMemory();

// What reading a file may take before it is refused: a dense file (a game or
// a node in a few bytes) takes far more than MemoryPerFileByte times its
// size (up to a few hundred times), so the size limit alone does not bound
// the model. Every reader asks ReadOptions::progress whether to go on, for
// each game or every few thousand nodes, on the calling thread: guard()'s
// options answer there whether the process still holds less than the budget,
// and explain() turns the stop into a refusal at the place the reader had
// reached, instead of running out of memory. loadBytes (registry.h) reads
// within a budget, and so does readEachWithinBudget (registry.h) game by game.
class MemoryBudget {
public:
    // Three quarters of physicalMemory(); no bound when it is unknown.
    MemoryBudget();
    explicit MemoryBudget(qint64 bytes);
    // Whether the process holds more than the budget; looks at most every
    // few milliseconds, so that a reader may ask for each game.
    bool exceeded();
    qint64 bytes() const { return m_bytes; }
    // "holding the games of this file takes more than ..." for an error.
    QString refusal() const;
    // `options` whose progress callback also stops the reading once the
    // budget is spent (and asks options' own callback otherwise). This
    // budget must outlive the reading.
    ReadOptions guard(const ReadOptions &options);
    // After a reading with guard()'s options: when the budget stopped it,
    // its error is the refusal (at the reader's place), not a cancellation.
    void explain(LoadResult &result) const;
    // The error of a reading with guard()'s options that an allocation
    // ended (std::bad_alloc between two looks at the budget): out of memory
    // at the last place the reader reported.
    LoadResult outOfMemory() const;

private:
    bool m_stopped = false;
    qint64 m_bytes = 0;
    qint64 m_reached = 0; // the last offset the reader reported
    std::chrono::steady_clock::time_point m_next{};
    bool m_exceeded = false;
};

} // namespace kibitz
