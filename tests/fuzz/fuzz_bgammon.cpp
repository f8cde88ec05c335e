// libFuzzer harness: bgammon.org .match replays of the three variants.
#include "roundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    kibitz::fuzz::checkRoundTrip(input, kibitz::FileFormat::BgammonMatch);
    return 0;
}
