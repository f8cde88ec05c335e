// libFuzzer harness: Jgame game trees, the current format (gtv 2) and the old
// Jhex format (the reader tells them apart by the header).
#include "roundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    kibitz::fuzz::checkRoundTrip(input, kibitz::FileFormat::Jgame);
    return 0;
}
