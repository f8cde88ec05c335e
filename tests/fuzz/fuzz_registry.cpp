// libFuzzer harness: format detection from content, then the detected
// format's reader and writer, as opening an unknown file does.
#include "roundtrip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const kibitz::FileFormat format = kibitz::detectFormat(input);
    if (format != kibitz::FileFormat::Unknown)
        kibitz::fuzz::checkRoundTrip(input, format);
    return 0;
}
