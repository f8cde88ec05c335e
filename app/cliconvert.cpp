// kibitz-cli convert IN OUT [--to FORMAT]: a file written in another format.

#include "clicommands.h"
#include "clicommon.h"

namespace kibitz::cli {

int cmdConvert(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {QStringLiteral("--to")}, {}, opts, error))
        return usage(error);
    if (opts.positional.size() != 2)
        return usage(QStringLiteral("convert takes IN and OUT"));
    const QString in = opts.positional[0];
    const QString outPath = opts.positional[1];
    FileFormat target = opts.values.contains(QStringLiteral("--to"))
                          ? formatFromName(opts.values.value(QStringLiteral("--to")))
                          : formatForFileName(outPath);
    if (!formatRow(target))
        return usage(opts.values.contains(QStringLiteral("--to"))
                         ? QStringLiteral("unknown format %1").arg(opts.values.value(QStringLiteral("--to")))
                         : QStringLiteral("cannot tell the format from %1; use --to").arg(outPath));
    if (!canWrite(target))
        return usage(QStringLiteral("writing %1 files is not supported").arg(formatName(target)));
    FileLoad file;
    if (int rc = load(in, file))
        return rc;
    const SaveResult saved = serialize(*file.result.collection, target);
    for (const QString &w : saved.warnings)
        err() << printable(in) << ": warning: " << printable(w) << "\n";
    if (!saved.ok()) {
        err() << printable(in) << ": cannot convert to " << formatName(target) << ": " << saved.error << "\n";
        flushAll();
        return Invalid;
    }
    const QString ioError = writeFileAtomically(outPath, saved.data);
    if (!ioError.isEmpty()) {
        err() << printable(outPath) << ": " << ioError << "\n";
        flushAll();
        return Usage;
    }
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
