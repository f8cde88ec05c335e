#include "formats/registry.h"
#include "formats/filebytes.h"

#include "formats/sgf/sgfdocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <deque>
#include <iterator>
#include <vector>

#include <unistd.h>

namespace kibitz {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct FormatRegistry {
    Q_DECLARE_TR_FUNCTIONS(FormatRegistry)
};

} // namespace

QString formatName(FileFormat format)
{
    const FormatRow *row = formatRow(format);
    return row ? QString(row->name) : QStringLiteral("unknown");
}

FileFormat formatFromName(const QString &name)
{
    const QString n = name.toLower();
    for (const FormatRow &row : formatTable()) {
        if (row.name == n || row.aliases.contains(n))
            return row.format;
    }
    return FileFormat::Unknown;
}

FileFormat formatForFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix();
    for (const FormatRow &row : formatTable()) {
        if (row.extensions.contains(suffix, Qt::CaseInsensitive))
            return row.format;
    }
    return FileFormat::Unknown;
}

QString defaultExtension(FileFormat format)
{
    const FormatRow *row = formatRow(format);
    return row && !row->extensions.isEmpty() ? row->extensions.front() : QString();
}

bool canWrite(FileFormat format)
{
    const FormatRow *row = formatRow(format);
    return row && row->canWrite();
}

FileFormat detectFormat(QByteArrayView content, const QString &fileName)
{
    for (const FormatRow &row : formatTable()) {
        if (row.looksLike && row.looksLike(content))
            return row.format;
    }
    return formatForFileName(fileName);
}

LoadResult loadBytes(const QByteArray &content, FileFormat format, const ReadOptions &options, int parts,
                     const GameVisitor *observer)
{
    const FormatRow *row = formatRow(format);
    if (row && row->canRead() && row->readEach && parts > 1 && !options.recordLocations) {
        // Each part's games in its own list (a part has a thread of its
        // own), joined in file order at the end; deques, so that a game is
        // moved once, into the collection, and not again as a list grows.
        std::vector<std::deque<GameRecord>> games;
        const GameVisitor visitor{[&](int n) {
                                      games.assign(std::size_t(n), {});
                                      if (observer && observer->begin)
                                          observer->begin(n);
                                  },
                                  [&](int part, GameRecord &game) {
                                      if (observer && observer->game)
                                          observer->game(part, game);
                                      games[std::size_t(part)].push_back(std::move(game));
                                  }};
        LoadResult r = row->readEach(content, visitor, options, parts);
        if (!r.ok() && r.gamesBeforeError > 0) {
            // The games handed over before the error: a partial read.
            Collection partial;
            for (std::deque<GameRecord> &part : games) {
                for (GameRecord &game : part) {
                    if (partial.games.size() < std::size_t(r.gamesBeforeError))
                        partial.games.push_back(std::move(game));
                }
            }
            r.partial = std::move(partial);
        }
        if (r.ok()) {
            std::size_t total = 0;
            for (const std::deque<GameRecord> &part : games)
                total += part.size();
            std::vector<GameRecord> &all = r.collection->games;
            all.reserve(total);
            for (std::deque<GameRecord> &part : games) {
                std::move(part.begin(), part.end(), std::back_inserter(all));
                part = {};
            }
        }
        return r;
    }
    if (row && row->canRead())
        return row->read(content, options);
    LoadResult r;
    r.error.message = format == FileFormat::Unknown
                        ? FormatRegistry::tr("unrecognised file format")
                        //: %1 is a format's name as kibitz-cli writes it (jgame, sgf, bgammon-match...)
                        : FormatRegistry::tr("reading %1 files is not supported").arg(formatName(format));
    r.error.offset = 0;
    return r;
}

FileLoad readFileBytes(const QString &path)
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
    return load;
}

FileLoad mapFileBytes(const QString &path)
{
    // Below this a copy costs little, and the mapping's set-up is not worth it.
    constexpr qint64 kMapFrom = 16 * 1024 * 1024;
    auto file = std::make_shared<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return readFileBytes(path);
    const qint64 size = file->size();
    const long page = sysconf(_SC_PAGESIZE);
    if (size < kMapFrom || page <= 0 || size % page == 0 || !fileSizeRefusal(size).isEmpty())
        return readFileBytes(path);
    uchar *bytes = file->map(0, size);
    if (!bytes)
        return readFileBytes(path);
    FileLoad load;
    load.content = QByteArray::fromRawData(reinterpret_cast<const char *>(bytes), size);
    load.format = detectFormat(load.content, path);
    if (load.format != FileFormat::Sgf)
        return readFileBytes(path);
    load.storage = std::move(file); // the mapping lasts as long as the file is open
    return load;
}

FileLoad loadFile(const QString &path, const ReadOptions &options, int parts, const GameVisitor *observer)
{
    FileLoad load = readFileBytes(path);
    if (!load.ioError)
        load.result = loadBytes(load.content, load.format, options, parts, observer);
    return load;
}

bool isTextFormat(FileFormat format)
{
    const FormatRow *row = formatRow(format);
    return row && row->text;
}

QString describeOffset(FileFormat format, QByteArrayView content, qint64 offset)
{
    const FormatRow *row = formatRow(format);
    if (!row || !row->text)
        return QString::number(offset);
    if (row->lineAndColumn) {
        const auto [line, column] = row->lineAndColumn(content, offset);
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
    const FormatRow *row = formatRow(format);
    return row && row->movePartOffset ? row->movePartOffset(content, nodeOffset, part) : nodeOffset;
}

SaveResult serialize(const Collection &collection, FileFormat format)
{
    SaveResult r;
    if (collection.games.empty()) {
        r.error = FormatRegistry::tr("there is no game to write");
        return r;
    }
    if (const FormatRow *row = formatRow(format); row && row->canWrite())
        return row->write(collection);
    //: %1 is a format's name as kibitz-cli writes it (jgame, sgf, bgammon-match...)
    r.error = FormatRegistry::tr("writing %1 files is not supported").arg(formatName(format));
    return r;
}

} // namespace kibitz
