#pragma once

// The format registry: detect a file's format from its content (the extension
// only breaks ties), load it, and write a collection in a chosen format, each
// by going over the format table (formattable.h). A new format is one folder
// in core/formats plus one row of that table.

#include "formats/formattable.h"
// loadFile applies the bounds of filelimits.h; the bytes serialize returns
// are written with writeFileAtomically (savefile.h).
#include "formats/filelimits.h"
#include "formats/savefile.h"

#include <QString>

#include <memory>

namespace kibitz {

// The names used by `kibitz-cli info --json` and `convert --to`.
QString formatName(FileFormat format);
FileFormat formatFromName(const QString &name);
// The format a file name's extension asks for when saving (Unknown if none).
FileFormat formatForFileName(const QString &fileName);
// The usual extension (without the dot) for saving in a format.
QString defaultExtension(FileFormat format);
bool canWrite(FileFormat format);

FileFormat detectFormat(QByteArrayView content, const QString &fileName = QString());

struct FileLoad {
    FileFormat format = FileFormat::Unknown;
    QByteArray content;
    LoadResult result;
    // True when the file itself could not be read (missing, unreadable, too
    // big) rather than being malformed.
    bool ioError = false;
};

// With `parts` > 1, a format that reads game by game (FormatRow::readEach)
// is read in up to that many parts on threads, its games then joined in file
// order: the same collection, errors and warnings as on one thread, sooner
// (options.progress sees the bytes of all parts; see sgf::readEach).
// `observer`, when given, sees each game so read on its part's thread
// before it is kept (its begin as the reader calls it); a format read whole
// shows it nothing.
LoadResult loadBytes(const QByteArray &content, FileFormat format, const ReadOptions &options = {}, int parts = 1,
                     const GameVisitor *observer = nullptr);
FileLoad loadFile(const QString &path, const ReadOptions &options = {}, int parts = 1,
                  const GameVisitor *observer = nullptr);
// row.readEach within the memory budget, as loadBytes reads (filelimits.h):
// a file too dense for it is refused at the place reached, and so is one
// whose reading an allocation ends (std::bad_alloc).
LoadResult readEachWithinBudget(const FormatRow &row, const QByteArray &content, const GameVisitor &visitor,
                                const ReadOptions &options, int parts);

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

} // namespace kibitz
