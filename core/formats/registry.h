#pragma once

// The format registry: detect a file's format from its content (the extension
// only breaks ties), load it, and write a collection in a chosen format. A new
// format is one folder in core/formats plus an entry here.

#include "formats/formatresult.h"

#include <QString>

namespace kibitz {

enum class FileFormat { Unknown, Jgame, JgameOld, Sgf, BgammonMatch, RokkakuLog, JellyfishMat, T1 };

// The names used by `kibitz-cli info --json` and `convert --to`.
QString formatName(FileFormat format);
FileFormat formatFromName(const QString &name);
// The format a file name's extension asks for when saving (Unknown if none).
FileFormat formatForFileName(const QString &fileName);
// The usual extension (without the dot) for saving in a format.
QString defaultExtension(FileFormat format);
bool canWrite(FileFormat format);

FileFormat detectFormat(QByteArrayView content, const QString &fileName = QString());

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

// This computer's physical memory in bytes; 0 when it cannot be told.
qint64 physicalMemory();
// The largest file loadFile reads with `memory` bytes of physical memory (0:
// unknown, then MaxFileSize alone applies).
qint64 maxReadableFileSize(qint64 memory = physicalMemory());
// Why a file of `size` bytes is refused with that much memory; empty when it
// is not.
QString fileSizeRefusal(qint64 size, qint64 memory = physicalMemory());
// "512 bytes", "1.5 MiB", "3.0 GiB": sizes as the messages above name them.
QString formatByteSize(qint64 bytes);

struct FileLoad {
    FileFormat format = FileFormat::Unknown;
    QByteArray content;
    LoadResult result;
    // True when the file itself could not be read (missing, unreadable, too
    // big) rather than being malformed.
    bool ioError = false;
};

LoadResult loadBytes(const QByteArray &content, FileFormat format, const ReadOptions &options = {});
FileLoad loadFile(const QString &path, const ReadOptions &options = {});

bool isTextFormat(FileFormat format);
// A place in a file as error messages name it: the byte offset for binary
// formats, line:column (1-based) for text formats.
QString describeOffset(FileFormat format, QByteArrayView content, qint64 offset);

// Where part `part` (Replayer::failedPart) of the move recorded at
// `nodeOffset` (GameRecord::nodeOffsets) stands in the file: the token of a
// backgammon checker move, dice or cube value in .match and GM[6] files;
// `nodeOffset` itself otherwise.
qint64 movePartOffset(FileFormat format, QByteArrayView content, qint64 nodeOffset, int part);

SaveResult serialize(const Collection &collection, FileFormat format);

// Writes through QSaveFile: either the whole new content reaches the disk or
// the old file stays as it was. With `backupPath`, the file's previous content
// is kept there (replacing an older backup) once the new content is written.
// Returns an error message, empty on success. When options.progress asks to
// stop, nothing is replaced and the message says the writing was cancelled.
QString writeFileAtomically(const QString &path, const QByteArray &data, const QString &backupPath = QString(),
                            const WriteOptions &options = {});

} // namespace kibitz
