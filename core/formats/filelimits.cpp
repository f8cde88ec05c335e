#include "formats/filelimits.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
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

} // namespace

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
#ifdef Q_OS_UNIX
    // An address-space limit (ulimit -v) when it is lower: past it every
    // allocation fails, whatever memory the computer has.
    rlimit space{};
    if (::getrlimit(RLIMIT_AS, &space) == 0 && space.rlim_cur != RLIM_INFINITY
        && (memory == 0 || qint64(space.rlim_cur) < memory))
        memory = qint64(space.rlim_cur);
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
            .arg(formatByteSize(size))
            .arg(size)
            .arg(formatByteSize(memory))
            .arg(formatByteSize(limit));
    //: %1 and %3 are sizes as "1.5 GiB", %2 a number of bytes
    return FormatRegistry::tr("the file is %1 (%2 bytes), too big to be a game record: files up to %3 can be opened")
        .arg(formatByteSize(size))
        .arg(size)
        .arg(formatByteSize(limit));
}

qint64 processMemory()
{
#ifdef Q_OS_LINUX
    // /proc/self/statm: the address space's size and the resident set, in pages.
    std::FILE *statm = std::fopen("/proc/self/statm", "r");
    if (!statm)
        return 0;
    unsigned long long size = 0, resident = 0;
    const int read = std::fscanf(statm, "%llu %llu", &size, &resident);
    std::fclose(statm);
    const long page = ::sysconf(_SC_PAGESIZE);
    if (read != 2 || page <= 0)
        return 0;
    rlimit space{};
    const bool spaceLimited = ::getrlimit(RLIMIT_AS, &space) == 0 && space.rlim_cur != RLIM_INFINITY;
    return qint64(spaceLimited ? size : resident) * page;
#else
    return 0;
#endif
}

MemoryBudget::MemoryBudget()
    : MemoryBudget(physicalMemory() / 4 * 3)
{ }

MemoryBudget::MemoryBudget(qint64 bytes)
    : m_bytes(bytes)
{ }

bool MemoryBudget::exceeded()
{
    if (m_exceeded || m_bytes <= 0)
        return m_exceeded;
    const auto now = std::chrono::steady_clock::now();
    if (now < m_next)
        return false;
    // Memory grows by a few hundred megabytes a second at most while a file
    // is read: looking every 5 ms overshoots the budget by little.
    m_next = now + std::chrono::milliseconds(5);
    m_exceeded = processMemory() > m_bytes;
    return m_exceeded;
}

QString MemoryBudget::refusal() const
{
    //: %1 is a size as "1.5 GiB"
    return FormatRegistry::tr(
               "holding the games of this file takes more than %1, the memory Kibitz allows itself "
               "for reading (three quarters of the memory it may use here): the file is too dense to open")
        .arg(formatByteSize(m_bytes));
}

ReadOptions MemoryBudget::guard(const ReadOptions &options)
{
    ReadOptions guarded = options;
    guarded.progress = [this, own = options.progress](qint64 done, qint64 total) {
        m_reached = std::max(m_reached, done);
        if (exceeded()) {
            m_stopped = true;
            return false;
        }
        return !own || own(done, total);
    };
    return guarded;
}

void MemoryBudget::explain(LoadResult &result) const
{
    if (m_stopped && !result.ok() && result.error.cancelled) {
        result.error.cancelled = false;
        result.error.message = refusal();
    }
}

LoadResult MemoryBudget::outOfMemory() const
{
    LoadResult result;
    result.error.message
        = FormatRegistry::tr("there is not enough memory to hold the games of this file: reading stopped here");
    result.error.offset = m_reached;
    return result;
}

} // namespace kibitz
