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

} // namespace kibitz
