#pragma once

// The property every fuzzing harness checks: whatever a reader accepts, its
// writer writes, and the reader re-reads to the same model; what it refuses,
// it refuses with an error that names a place inside the input.

#include "modeldiff.h"

#include "formats/registry.h"
#include "formats/sgf/sgfgames.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace kibitz::fuzz {

[[noreturn]] inline void failure(const char *what, const QString &detail)
{
    std::fprintf(stderr, "round-trip property broken: %s: %s\n", what, qPrintable(detail));
    std::abort();
}

inline void checkRoundTrip(const QByteArray &input, FileFormat format)
{
    const LoadResult first = loadBytes(input, format);
    if (!first.ok()) {
        const qint64 offset = first.error.offset;
        // SGF in UTF-16 names places in its decoded text (docs/formats.md),
        // up to half as long again as the input.
        qint64 size = input.size();
        if (format == FileFormat::Sgf)
            if (const auto encoding = sgf::utf16Encoding(input))
                size = sgf::utf16ToUtf8(input, *encoding).size();
        if (offset < 0 || offset > size)
            failure("error offset outside the input", QString::number(offset));
        describeOffset(format, input, offset); // must not crash
        return;
    }
    // The old Jgame format is read, never written: it converts to the new one.
    const FileFormat target = format == FileFormat::JgameOld ? FileFormat::Jgame : format;
    if (!canWrite(target))
        return;
    const SaveResult saved = serialize(*first.collection, target);
    if (!saved.ok())
        failure("the writer refused what the reader accepted", saved.error);
    const LoadResult second = loadBytes(saved.data, target);
    if (!second.ok())
        failure("the reader refused what the writer wrote", second.error.message);
    // The Jgame reader reads the old Jhex format too (told by the header's
    // lack of a gtv key), whatever format it is asked for; the writer then
    // converts its header and node keys, so those are compared from the
    // second generation on.
    const bool jgameFamily = format == FileFormat::Jgame || format == FileFormat::JgameOld;
    const auto &header
        = first.collection->games.empty() ? std::vector<RawProperty>() : first.collection->games.front().header;
    const bool oldJhex = jgameFamily && std::none_of(header.begin(), header.end(), [](const RawProperty &p) {
                             return p.key == "gtv";
                         });
    // A Jgame header the reader reported as breaking the spec (a required
    // key missing, a contradicting one) is written as the spec wants:
    // compared from the second generation on too.
    test::DiffOptions options;
    options.keptProperties = format == target && !oldJhex;
    options.header = jgameFamily && !oldJhex && first.warnings.isEmpty() && first.violations.isEmpty();
    const QString difference = test::firstDifference(*first.collection, *second.collection, options);
    if (!difference.isEmpty())
        failure("the model changed", difference);
    // Writing again gives the same bytes and reading them the same model,
    // kept header included: the first save normalised everything it will.
    const SaveResult again = serialize(*second.collection, target);
    if (!again.ok() || again.data != saved.data)
        failure("a second save differs from the first", again.error);
    const LoadResult third = loadBytes(again.data, target);
    if (!third.ok())
        failure("the reader refused the second save", third.error.message);
    if (const QString d = test::firstDifference(*second.collection, *third.collection); !d.isEmpty())
        failure("the model changed on the second round trip", d);
}

} // namespace kibitz::fuzz
