#pragma once

// How much of the Hex solver's expensive test sweeps to run. The full sweeps
// (all 36 6x6 openings, thousands of random positions) take about a minute in
// an optimised build but many minutes under AddressSanitizer in a Debug
// build, where CI runs the core tests again. There, and in any build without
// optimisation, a representative part runs; KIBITZ_HEX_FULL_SWEEPS=1 in the
// environment asks for the full sweeps anyway (=0 for the part).

#include <QtGlobal>

namespace kibitz::test {

inline bool fullHexSweeps()
{
    bool set = false;
    const int forced = qEnvironmentVariableIntValue("KIBITZ_HEX_FULL_SWEEPS", &set);
    if (set)
        return forced != 0;
#if defined(__SANITIZE_ADDRESS__)
    return false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return false;
#endif
#endif
#if defined(NDEBUG) && defined(__OPTIMIZE__)
    return true;
#else
    return false;
#endif
}

// `full` in the full sweeps, else `part`.
inline int hexSweepCount(int full, int part)
{
    return fullHexSweeps() ? full : part;
}

} // namespace kibitz::test
