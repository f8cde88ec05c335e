// libFuzzer harness: SGF collections of Hex and Twixt games.
#include "roundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    kibitz::fuzz::checkRoundTrip(input, kibitz::FileFormat::Sgf);
    return 0;
}
