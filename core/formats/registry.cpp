#include "formats/registry.h"

#include "formats/bgammon/bgammon.h"
#include "formats/jellyfish/jellyfish.h"
#include "formats/jgame/jgame.h"
#include "formats/rokkaku/rokkakulog.h"
#include "formats/sgf/sgfbackgammon.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfgames.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace kibitz {

QString formatName(FileFormat format)
{
    switch (format) {
    case FileFormat::Jgame: return QStringLiteral("jgame");
    case FileFormat::JgameOld: return QStringLiteral("jgame-old");
    case FileFormat::Sgf: return QStringLiteral("sgf");
    case FileFormat::BgammonMatch: return QStringLiteral("bgammon-match");
    case FileFormat::RokkakuLog: return QStringLiteral("rokkaku-log");
    case FileFormat::JellyfishMat: return QStringLiteral("jellyfish-mat");
    case FileFormat::Unknown: break;
    }
    return QStringLiteral("unknown");
}

FileFormat formatFromName(const QString &name)
{
    const QString n = name.toLower();
    for (FileFormat f : {FileFormat::Jgame, FileFormat::JgameOld, FileFormat::Sgf, FileFormat::BgammonMatch,
                         FileFormat::RokkakuLog, FileFormat::JellyfishMat}) {
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
    default:
        break;
    }
    LoadResult r;
    r.error.message = format == FileFormat::Unknown
        ? QStringLiteral("unrecognised file format")
        : QStringLiteral("reading %1 files is not supported").arg(formatName(format));
    r.error.offset = 0;
    return r;
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
    if (file.size() > MaxFileSize) {
        load.ioError = true;
        load.result.error.message = QStringLiteral("the file is %1 MB; files over %2 MB are refused")
                                        .arg(file.size() >> 20).arg(MaxFileSize >> 20);
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
        || format == FileFormat::JellyfishMat;
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
        r.error = QStringLiteral("there is no game to write");
        return r;
    }
    switch (format) {
    case FileFormat::Jgame:
        if (collection.games.size() > 1) {
            r.error = QStringLiteral("a Jgame file holds one game; this file has %1").arg(collection.games.size());
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
    r.error = QStringLiteral("writing %1 files is not supported").arg(formatName(format));
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
        return QStringLiteral("cannot keep a backup in %1: %2").arg(backupPath, original.errorString());
    return QString();
}

} // namespace

QString writeFileAtomically(const QString &path, const QByteArray &data, const QString &backupPath)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    // Flushed here so that a full disk shows before the backup is made.
    if (file.write(data) != data.size() || !file.flush()) {
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
