#include "formats/savefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

#include <algorithm>

namespace kibitz {

namespace {

// The translation context of this file's messages (core/ uses QtCore only),
// shared with the registry they came from.
struct FormatRegistry {
    Q_DECLARE_TR_FUNCTIONS(FormatRegistry)
};

// The file as it is now, under another name: a hard link where the file
// system has them (no copying, and the old content stays exactly as it was
// when the new file is renamed over the name), else a copy.
QString keepBackup(const QString &path, const QString &backupPath)
{
    if (!QFileInfo::exists(path))
        return QString();
    QFile::remove(backupPath);
#ifdef Q_OS_UNIX
    if (::link(QFile::encodeName(path).constData(), QFile::encodeName(backupPath).constData()) == 0)
        return QString();
#endif
    QFile original(path);
    if (!original.copy(backupPath))
        //: %1 is a file name, %2 the system's reason
        return FormatRegistry::tr("cannot keep a backup in %1: %2").arg(backupPath, original.errorString());
    return QString();
}

} // namespace

QString writeFileAtomically(const QString &path, const QByteArray &data, const QString &backupPath,
                            const WriteOptions &options)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    // Written piece by piece, so that a long write can report its progress
    // and be cancelled: cancelWriting() removes the temporary file and leaves
    // the file on disk untouched.
    const qint64 total = data.size();
    qint64 done = 0;
    do {
        const qint64 piece = std::min(WriteChunkSize, total - done);
        if (piece > 0 && file.write(data.constData() + done, piece) != piece) {
            const QString error = file.errorString();
            file.cancelWriting();
            return error;
        }
        done += piece;
        if (options.progress && !options.progress(done, total)) {
            file.cancelWriting();
            return FormatRegistry::tr("writing was cancelled");
        }
    } while (done < total);
    // Flushed here so that a full disk shows before the backup is made.
    if (!file.flush()) {
        const QString error = file.errorString();
        file.cancelWriting();
        return error;
    }
    // Only once the new content is safely written: a failed save must leave
    // both the file and its previous backup as they were.
    if (!backupPath.isEmpty()) {
        if (const QString error = keepBackup(path, backupPath); !error.isEmpty()) {
            file.cancelWriting();
            return error;
        }
    }
    if (!file.commit())
        return file.errorString();
    return QString();
}

} // namespace kibitz
