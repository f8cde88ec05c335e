#pragma once

// T1 files (".T1"): Twixt games as T1j and twixtbot-ui save them. Read only;
// the conventions and their sources are at the top of t1reader.cpp.

#include "formats/formatresult.h"

namespace kibitz::t1 {

// Whether `content` starts like a T1 file: its first 13 lines (the header)
// each hold a '#' comment, and the board sizes on lines 6 and 7 are numbers
// or left out.
bool looksLikeT1(QByteArrayView content);
LoadResult read(const QByteArray &content, const ReadOptions &options = {});

} // namespace kibitz::t1
