// libFuzzer harness: Rokkaku Conquest tournament logs.
#include "roundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    kibitz::fuzz::checkRoundTrip(input, kibitz::FileFormat::RokkakuLog);
    return 0;
}
