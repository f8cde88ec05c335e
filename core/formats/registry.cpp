#include "formats/registry.h"

#include "formats/bgammon/bgammon.h"
#include "formats/jellyfish/jellyfish.h"
#include "formats/jgame/jgame.h"
#include "formats/rokkaku/rokkakulog.h"
#include "formats/sgf/sgfbackgammon.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfgames.h"
#include "formats/t1/t1.h"

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

// The translation context of this file's messages (core/ uses QtCore only).
struct FormatRegistry {
    Q_DECLARE_TR_FUNCTIONS(FormatRegistry)
};

} // namespace

QString formatName(FileFormat format)
{
    switch (format) {
    case FileFormat::Jgame: return QStringLiteral("jgame");
    case FileFormat::JgameOld: return QStringLiteral("jgame-old");
    case FileFormat::Sgf: return QStringLiteral("sgf");
    case FileFormat::BgammonMatch: return QStringLiteral("bgammon-match");
    case FileFormat::RokkakuLog: return QStringLiteral("rokkaku-log");
    case FileFormat::JellyfishMat: return QStringLiteral("jellyfish-mat");
    case FileFormat::T1: return QStringLiteral("t1");
    case FileFormat::Unknown: break;
    }
    return QStringLiteral("unknown");
}

FileFormat formatFromName(const QString &name)
{
    const QString n = name.toLower();
    for (FileFormat f : {FileFormat::Jgame, FileFormat::JgameOld, FileFormat::Sgf, FileFormat::BgammonMatch,
                         FileFormat::RokkakuLog, FileFormat::JellyfishMat, FileFormat::T1}) {
        if (formatName(f) == n)
            return f;
    }
    if (n == QLatin1String("jhex") || n == QLatin1String("jtwixt"))
        return FileFormat::Jgame;
    return FileFormat::Unknown;
}

FileFormat formatForFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("jgame") || suffix == QLatin1String("jhex") || suffix == QLatin1String("jtwixt"))
        return FileFormat::Jgame;
    if (suffix == QLatin1String("sgf") || suffix == QLatin1String("tsgf") || suffix == QLatin1String("hsgf"))
        return FileFormat::Sgf;
    if (suffix == QLatin1String("match"))
        return FileFormat::BgammonMatch;
    if (suffix == QLatin1String("mat"))
        return FileFormat::JellyfishMat;
    if (suffix == QLatin1String("log"))
        return FileFormat::RokkakuLog;
    if (suffix == QLatin1String("t1"))
        return FileFormat::T1;
    return FileFormat::Unknown;
}

QString defaultExtension(FileFormat format)
{
    switch (format) {
    case FileFormat::Jgame:
    case FileFormat::JgameOld: return QStringLiteral("jgame");
    case FileFormat::Sgf: return QStringLiteral("sgf");
    case FileFormat::BgammonMatch: return QStringLiteral("match");
    case FileFormat::RokkakuLog: return QStringLiteral("log");
    case FileFormat::JellyfishMat: return QStringLiteral("mat");
    case FileFormat::T1: return QStringLiteral("T1");
    case FileFormat::Unknown: break;
    }
    return QString();
}

bool canWrite(FileFormat format)
{
    return format == FileFormat::Jgame || format == FileFormat::Sgf || format == FileFormat::BgammonMatch
        || format == FileFormat::JellyfishMat || format == FileFormat::RokkakuLog;
}

FileFormat detectFormat(QByteArrayView content, const QString &fileName)
{
    if (jgame::looksLikeJgame(content))
        return FileFormat::Jgame;
    if (jgame::looksLikeOldJhex(content))
        return FileFormat::JgameOld;
    if (sgf::looksLikeSgf(content))
        return FileFormat::Sgf;
    if (bgammon::looksLikeMatch(content))
        return FileFormat::BgammonMatch;
    if (rokkaku::looksLikeRokkakuLog(content))
        return FileFormat::RokkakuLog;
    if (t1::looksLikeT1(content))
        return FileFormat::T1;
    const FileFormat byName = formatForFileName(fileName);
    return byName;
}

LoadResult loadBytes(const QByteArray &content, FileFormat format, const ReadOptions &options)
{
    switch (format) {
    case FileFormat::Jgame:
    case FileFormat::JgameOld:
        return jgame::read(content, options);
    case FileFormat::Sgf:
        return sgf::read(content, options);
    case FileFormat::BgammonMatch:
        return bgammon::read(content, options);
    case FileFormat::RokkakuLog:
        return rokkaku::read(content, options);
    case FileFormat::T1:
        return t1::read(content, options);
    default:
        break;
    }
    LoadResult r;
    r.error.message = format == FileFormat::Unknown
        ? FormatRegistry::tr("unrecognised file format")
        //: %1 is a format's name as kibitz-cli writes it (jgame, sgf, bgammon-match...)
        : FormatRegistry::tr("reading %1 files is not supported").arg(formatName(format));
    r.error.offset = 0;
    return r;
}

qint64 physicalMemory()
{
    qint64 memory = 0;
#if defined(Q_OS_UNIX) && defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
        memory = qint64(pages) * qint64(pageSize);
#endif
#ifdef Q_OS_LINUX
    // A container's memory limit (cgroup v2, then v1) when it is lower.
    for (const char *limitFile : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
        QFile f(QString::fromLatin1(limitFile));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        bool ok = false;
        const qint64 limit = f.readLine(64).trimmed().toLongLong(&ok); // "max" when unlimited
        if (ok && limit > 0 && (memory == 0 || limit < memory))
            memory = limit;
        break;
    }
#endif
    return memory;
}

qint64 maxReadableFileSize(qint64 memory)
{
    if (memory <= 0)
        return MaxFileSize;
    return std::min(MaxFileSize, memory / MemoryPerFileByte);
}

QString formatByteSize(qint64 bytes)
{
    if (bytes < 1024)
        return FormatRegistry::tr("%1 bytes").arg(bytes);
    const char *units[] = {"KiB", "MiB", "GiB", "TiB", "PiB"};
    double value = double(bytes) / 1024;
    int unit = 0;
    while (value >= 1024 && unit < 4) {
        value /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(value, 0, 'f', 1).arg(QLatin1String(units[unit]));
}

QString fileSizeRefusal(qint64 size, qint64 memory)
{
    const qint64 limit = maxReadableFileSize(memory);
    if (size <= limit)
        return QString();
    if (limit < MaxFileSize)
        //: %1, %3 and %4 are sizes as "1.5 GiB", %2 a number of bytes
        return FormatRegistry::tr("the file is %1 (%2 bytes), too big to read with this computer's %3 of memory: "
                                  "files up to %4 can be opened")
            .arg(formatByteSize(size)).arg(size).arg(formatByteSize(memory)).arg(formatByteSize(limit));
    //: %1 and %3 are sizes as "1.5 GiB", %2 a number of bytes
    return FormatRegistry::tr("the file is %1 (%2 bytes), too big to be a game record: files up to %3 can be opened")
        .arg(formatByteSize(size)).arg(size).arg(formatByteSize(limit));
}

FileLoad loadFile(const QString &path, const ReadOptions &options)
{
    FileLoad load;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        load.ioError = true;
        load.result.error.message = file.errorString();
        return load;
    }
    // Checked on the open file, before reading: a file far bigger than memory
    // is refused at once instead of being read until memory runs out.
    if (const QString refusal = fileSizeRefusal(file.size()); !refusal.isEmpty()) {
        load.ioError = true;
        load.result.error.message = refusal;
        return load;
    }
    load.content = file.readAll();
    const QByteArray &content = load.content;
    if (file.error() != QFileDevice::NoError) {
        load.ioError = true;
        load.result.error.message = file.errorString();
        return load;
    }
    load.format = detectFormat(content, path);
    load.result = loadBytes(content, load.format, options);
    return load;
}

bool isTextFormat(FileFormat format)
{
    return format == FileFormat::Sgf || format == FileFormat::BgammonMatch || format == FileFormat::RokkakuLog
        || format == FileFormat::JellyfishMat || format == FileFormat::T1;
}

QString describeOffset(FileFormat format, QByteArrayView content, qint64 offset)
{
    if (!isTextFormat(format))
        return QString::number(offset);
    if (format == FileFormat::BgammonMatch) {
        const auto [line, column] = bgammon::lineAndColumn(content, offset);
        return QStringLiteral("%1:%2").arg(line).arg(column);
    }
    // SGF's own rule for lines (CR, LF, CR LF, LF CR), used by the other text formats too.
    const SgfLocation where = sgfLocation(content, std::clamp<qint64>(offset, 0, content.size()));
    return QStringLiteral("%1:%2").arg(where.line).arg(where.column);
}

qint64 movePartOffset(FileFormat format, QByteArrayView content, qint64 nodeOffset, int part)
{
    if (part == -1 || nodeOffset < 0)
        return nodeOffset;
    if (format == FileFormat::BgammonMatch)
        return bgammon::eventPartOffset(content, nodeOffset, part);
    if (format == FileFormat::Sgf)
        return sgf::backgammon::eventPartOffset(content, nodeOffset, part);
    return nodeOffset;
}

SaveResult serialize(const Collection &collection, FileFormat format)
{
    SaveResult r;
    if (collection.games.empty()) {
        r.error = FormatRegistry::tr("there is no game to write");
        return r;
    }
    switch (format) {
    case FileFormat::Jgame:
        if (collection.games.size() > 1) {
            r.error = FormatRegistry::tr("a Jgame file holds one game; this file has %1").arg(collection.games.size());
            return r;
        }
        return jgame::write(collection.games.front());
    case FileFormat::Sgf:
        return sgf::write(collection);
    case FileFormat::BgammonMatch:
        return bgammon::write(collection);
    case FileFormat::JellyfishMat:
        return jellyfish::write(collection);
    case FileFormat::RokkakuLog:
        return rokkaku::write(collection);
    default:
        break;
    }
    //: %1 is a format's name as kibitz-cli writes it (jgame, sgf, bgammon-match...)
    r.error = FormatRegistry::tr("writing %1 files is not supported").arg(formatName(format));
    return r;
}

namespace {

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
