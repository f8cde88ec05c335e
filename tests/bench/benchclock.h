#pragma once

// The clock the benchmarks compare by: CPU time of the calling thread (user
// and system). The machine is shared, and the wall clock also counts the time
// other processes had the core.

#include <cstdint>
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
