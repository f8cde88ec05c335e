#pragma once

// Writing a file so that a failure or a cancel never leaves it half written.

#include "formats/formatresult.h"

#include <QByteArray>
#include <QString>

namespace kibitz {

// Writes through QSaveFile: either the whole new content reaches the disk or
// the old file stays as it was. With `backupPath`, the file's previous content
// is kept there (replacing an older backup) once the new content is written.
// Returns an error message, empty on success. When options.progress asks to
// stop, nothing is replaced and the message says the writing was cancelled.
QString writeFileAtomically(const QString &path, const QByteArray &data, const QString &backupPath = QString(),
                            const WriteOptions &options = {});

} // namespace kibitz
