#pragma once

// What loadFile (registry.h) does before loadBytes, for a caller that reads
// the bytes its own way (kibitz-cli info and check read SGF game by game).

#include "formats/registry.h"

namespace kibitz {

// The file's bytes and their format (or ioError and its message), with the
// bounds of filelimits.h; `result` is left empty.
FileLoad readFileBytes(const QString &path);

// As readFileBytes, but the bytes of a big SGF file are mapped into memory,
// not copied: `content` is then a QByteArray over the mapping (fromRawData),
// which `storage` keeps. The pages are read as the reader reaches them, on
// the threads that read the parts (kibitz-cli info and check), instead of in
// one copy before any reading starts (a tenth of `info`'s time). Only when
// the size is not a multiple of the page size, so that the zero bytes after
// the end of the file in its last page give the '\0' after the bytes that an
// owned QByteArray has and the SGF reader stops at; other formats, smaller
// files and files the system will not map are read as readFileBytes does.
FileLoad mapFileBytes(const QString &path);

} // namespace kibitz
