#include "formats/savefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <cerrno>

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

// The new file takes the place of an existing one with its permissions, and
// its owner and group where the process may set them (root may; another user
// keeps at least the group when a member of it): saving as root over a
// read-only file of another user must not make it root's and writable.
void keepModeAndOwner([[maybe_unused]] const QString &path, [[maybe_unused]] int handle)
{
#ifdef Q_OS_UNIX
    struct stat old;
    if (handle < 0 || ::stat(QFile::encodeName(path).constData(), &old) != 0)
        return;
    // Owner first: changing it clears the set-user-ID and set-group-ID bits.
    // A refusal (EPERM) leaves the new file the process's own, which it is.
    if (::fchown(handle, old.st_uid, old.st_gid) != 0)
        (void)!::fchown(handle, uid_t(-1), old.st_gid);
    // Qt gives the new file the old one's permissions as the process sees
    // them: to root a file of mode 0444 is writable, and became 0644.
    (void)!::fchmod(handle, old.st_mode & 07777);
#endif
}

// The system's reason for the last failure of `file`. On a full disk a write
// can first succeed in part, and Qt reports that short write with no reason
// ("Unknown error"): `errnoAfter` is errno as the failing call left it.
QString failureReason(const QFileDevice &file, int errnoAfter)
{
    if (file.error() != QFileDevice::NoError && file.error() != QFileDevice::UnspecifiedError)
        return file.errorString();
    return errnoAfter != 0 ? qt_error_string(errnoAfter) : file.errorString();
}

// Writes all of `length` bytes, retrying after a short write: the retry
// meets the error itself (no space left, file too large), with its reason.
bool writeAll(QSaveFile &file, const char *data, qint64 length)
{
    while (length > 0) {
        const qint64 written = file.write(data, length);
        if (written <= 0)
            return false;
        data += written;
        length -= written;
    }
    return true;
}

} // namespace

QString writeFileAtomically(const QString &path, const QByteArray &data, const QString &backupPath,
                            const WriteOptions &options)
{
    QSaveFile file(path);
    // Unbuffered: each piece goes to the system at once, so that a failing
    // write reports its own reason (Qt's buffer hides it behind a short write).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    keepModeAndOwner(path, file.handle());
    // Written piece by piece, so that a long write can report its progress
    // and be cancelled: cancelWriting() removes the temporary file and leaves
    // the file on disk untouched.
    const qint64 total = data.size();
    qint64 done = 0;
    do {
        const qint64 piece = std::min(WriteChunkSize, total - done);
        errno = 0;
        if (piece > 0 && !writeAll(file, data.constData() + done, piece)) {
            const QString error = failureReason(file, errno);
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
    errno = 0;
    if (!file.flush()) {
        const QString error = failureReason(file, errno);
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
    errno = 0;
    if (!file.commit())
        return failureReason(file, errno);
    return QString();
}

} // namespace kibitz
