#include "formats/registry.h"
#include "formats/filebytes.h"

#include "formats/sgf/sgfdocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <deque>
#include <iterator>
#include <new>
#include <tuple>
#include <vector>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
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

namespace {

// The line and column of `offset` in a text format's `content`.
std::pair<int, int> lineAndColumn(const FormatRow &row, QByteArrayView content, qint64 offset)
{
    if (row.lineAndColumn)
        return row.lineAndColumn(content, offset);
    // SGF's own rule for lines (CR, LF, CR LF, LF CR), used by the other text formats too.
    const SgfLocation where = sgfLocation(content, std::clamp<qint64>(offset, 0, content.size()));
    return {where.line, where.column};
}

LoadResult readBytes(const QByteArray &content, FileFormat format, const ReadOptions &options, int parts,
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

} // namespace

namespace {

// `read(options)` within the memory budget (filelimits.h): refused at the
// place reached once the budget is spent, or once an allocation fails.
template <typename Read>
LoadResult readWithinBudget(const QByteArray &content, const FormatRow *row, const ReadOptions &options, Read read)
{
    MemoryBudget budget;
    try {
        LoadResult r = read(budget.guard(options));
        budget.explain(r);
        return r;
    } catch (const std::bad_alloc &) {
        // What was read is freed as the exception unwinds: enough is left to
        // say where reading stopped.
        LoadResult r = budget.outOfMemory();
        if (row && row->text)
            std::tie(r.error.line, r.error.column) = lineAndColumn(*row, content, r.error.offset);
        return r;
    }
}

} // namespace

LoadResult loadBytes(const QByteArray &content, FileFormat format, const ReadOptions &options, int parts,
                     const GameVisitor *observer)
{
    return readWithinBudget(content, formatRow(format), options, [&](const ReadOptions &guarded) {
        return readBytes(content, format, guarded, parts, observer);
    });
}

LoadResult readEachWithinBudget(const FormatRow &row, const QByteArray &content, const GameVisitor &visitor,
                                const ReadOptions &options, int parts)
{
    return readWithinBudget(content, &row, options,
                            [&](const ReadOptions &guarded) { return row.readEach(content, visitor, guarded, parts); });
}

namespace {

// Why reading stopped, in the words of the system (errno), for messages.
QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// A chunk of the file's bytes at a time, never more than `limit` + 1 in all:
// a device or a pipe (size 0 to QFile) may never end.
constexpr qint64 kChunk = 1 << 20;

} // namespace

FileLoad readFileBytes(const QString &path, const std::function<bool()> &keepGoing)
{
    FileLoad load;
    const auto fail = [&load](const QString &message) {
        load.ioError = true;
        load.result.error.message = message;
        return std::move(load);
    };
    // Opened without waiting: opening a FIFO for reading would otherwise
    // wait, uninterruptibly, for a writer that may never come.
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return fail(systemError(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st { };
    if (::fstat(fd, &st) != 0)
        return fail(systemError(errno));
    if (S_ISDIR(st.st_mode))
        return fail(systemError(EISDIR));
    const bool regular = S_ISREG(st.st_mode);
    const qint64 limit = maxReadableFileSize();
    // Checked on the open file, before reading: a file far bigger than memory
    // is refused at once instead of being read until memory runs out.
    if (regular) {
        if (const QString refusal = fileSizeRefusal(st.st_size); !refusal.isEmpty())
            return fail(refusal);
    }
    // A regular file is read as a stream too, so that one that grows while
    // it is read still stops at the limit, and one that shrinks is read as
    // far as it goes (its bytes are copied, never mapped: a mapping of a
    // file cut short kills the reader with SIGBUS when it reaches the lost
    // pages).
    if (regular)
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QByteArray &content = load.content;
    if (regular && st.st_size > 0)
        content.reserve(std::min<qint64>(st.st_size, limit) + 1);
    for (;;) {
        if (keepGoing && !keepGoing()) {
            load.result.error.cancelled = true;
            return fail(FormatRegistry::tr("reading was cancelled"));
        }
        if (!regular) {
            // Waits a little at a time, so that a reader in the window can be
            // cancelled while a pipe stays silent.
            pollfd p{fd, POLLIN, 0};
            const int ready = ::poll(&p, 1, 100);
            if (ready < 0 && errno != EINTR)
                return fail(systemError(errno));
            if (ready <= 0)
                continue;
        }
        const qsizetype before = content.size();
        qint64 room = std::min(kChunk, limit + 1 - qint64(before));
        // A regular file fills what was reserved for its size (and one byte
        // more, where its end shows); past that, as a stream does, the
        // buffer grows by doubling.
        if (content.capacity() > before)
            room = std::min<qint64>(room, content.capacity() - before);
        else
            content.reserve(std::max<qsizetype>(2 * content.capacity(), before + room));
        content.resize(before + room);
        const ssize_t n = ::read(fd, content.data() + before, std::size_t(room));
        if (n < 0) {
            content.resize(before);
            if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK)
                continue;
            return fail(systemError(errno));
        }
        content.resize(before + n);
        if (n == 0)
            break;
        if (content.size() > limit) {
            content = QByteArray();
            //: %1 is a size as "1.5 GiB"
            return fail(FormatRegistry::tr("the file holds more than %1 (a device or a stream that does not end?): "
                                           "files up to %1 can be opened")
                            .arg(formatByteSize(limit)));
        }
    }
    load.format = detectFormat(content, path);
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
    const auto [line, column] = lineAndColumn(*row, content, offset);
    return QStringLiteral("%1:%2").arg(line).arg(column);
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
