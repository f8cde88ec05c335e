#pragma once

// The clock the benchmarks compare by: CPU time of the calling thread (user
// and system). The machine is shared, and the wall clock also counts the time
// other processes had the core.

#include <ctime>

inline double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}
