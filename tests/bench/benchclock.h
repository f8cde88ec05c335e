#pragma once

// The clock the benchmarks compare by: CPU time of the calling thread (user
// and system). The machine is shared, and the wall clock also counts the time
// other processes had the core.

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>

#include <sys/resource.h>

#include <cstdint>
#include <cstdio>
#include <ctime>

// In nanoseconds, for timings short enough that a double of milliseconds
// would round.
inline std::int64_t threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return std::int64_t(t.tv_sec) * 1000000000 + t.tv_nsec;
}

inline double threadCpuMs()
{
    return double(threadCpuNs()) / 1e6;
}

// CPU time of the whole process (user and system of every thread).
inline double processCpuMs()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// The load averages over 1, 5 and 15 minutes, as /proc/loadavg says ("?"
// where it cannot be read): every figure of a shared machine goes with it.
inline QByteArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? f.readAll().split(' ').mid(0, 3).join(' ') : QByteArray("?");
}

// Wall clock and CPU time since it was made: the calling thread's, or with
// Process every thread's and the load average printed beside them.
class Stopwatch {
public:
    enum Cpu { Thread, Process };
    explicit Stopwatch(Cpu cpu = Thread)
        : m_process(cpu == Process)
        , m_cpu(cpuNow())
    {
        m_wall.start();
    }
    double wallMs() const { return double(m_wall.nsecsElapsed()) / 1e6; }
    double cpuMs() const { return cpuNow() - m_cpu; }
    // One row, with the target when there is one; returns the wall clock.
    double print(const char *what, double target = 0) const
    {
        const double wall = wallMs();
        std::printf("%-62s %8.1f ms wall %8.1f ms CPU", what, wall, cpuMs());
        if (m_process)
            std::printf("  load %s", loadAverage().constData());
        if (target > 0)
            std::printf("  (target < %.0f ms)", target);
        std::printf("\n");
        return wall;
    }

private:
    double cpuNow() const { return m_process ? processCpuMs() : threadCpuMs(); }
    bool m_process;
    QElapsedTimer m_wall;
    double m_cpu;
};
