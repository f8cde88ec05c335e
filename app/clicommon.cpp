#include "clicommon.h"

#include <cstdio>
#include <cstdlib>

namespace kibitz::cli {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

void flushAll()
{
    out().flush();
    err().flush();
}

void writeOut(const QByteArray &bytes)
{
    out().flush();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
}

void exitWithoutFreeing(int code)
{
    flushAll();
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(code);
}

namespace {

const char *kCommands
    = "usage:\n"
      "  kibitz-cli info FILE... [--json]\n"
      "  kibitz-cli check FILE...\n"
      "  kibitz-cli convert IN OUT [--to FORMAT]\n"
      "  kibitz-cli positions FILE [--game N] [--last]\n"
      "  kibitz-cli explore FILE... [--depth D] [--positions] [--board 11x11|VARIANT] [--json]\n"
      "      (one board size or backgammon variant: the most common unless --board names one)\n"
      "  kibitz-cli solve FILE [--game N] [--ply K] [--seconds S] [--one] [--threads T] [--json]   (Hex: exact "
      "solution;\n"
      "      every winning move, or with --one the winner and one winning move; T threads, the same answer)\n"
      "  kibitz-cli analyse FILE [--game N] [--plies P] [--setting NAME] [-o OUT.sgf] [--json]   (backgammon, by GNU "
      "Backgammon;\n"
      "      NAME: beginner, casual, intermediate, advanced, expert, \"world class\", supremo, grandmaster)\n"
      "  kibitz-cli render FILE -o OUT.png|OUT.svg [--game N] [--ply K] [--size WxH] [--theme light|dark]\n"
      "                    [--column-offset]   (Rokkaku: flat-topped hexels in offset columns)\n";

} // namespace

// The commands, then the formats of the format table.
QString usageText()
{
    return QLatin1String(kCommands) + QStringLiteral("formats: %1\n").arg(formatListText());
}

int usage(const QString &message)
{
    if (!message.isEmpty())
        err() << "kibitz-cli: " << message << "\n";
    err() << usageText();
    flushAll();
    return Usage;
}

bool parseOptions(const QStringList &args, const QSet<QString> &withValue, const QSet<QString> &plain, Options &opts,
                  QString &error)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a.startsWith(QLatin1String("--"))) {
            if (withValue.contains(a)) {
                if (i + 1 >= args.size()) {
                    error = QStringLiteral("%1 needs a value").arg(a);
                    return false;
                }
                opts.values[a] = args[++i];
            } else if (plain.contains(a)) {
                opts.flags.insert(a);
            } else {
                error = QStringLiteral("unknown option %1").arg(a);
                return false;
            }
        } else {
            opts.positional << a;
        }
    }
    return true;
}

// Loads FILE or reports why not. Returns the exit code to use on failure.
// Violations of the format's spec are errors to `check`, which reports them
// itself (violationsAsWarnings false); other commands show them as warnings.
int load(const QString &path, FileLoad &load, bool locations, bool violationsAsWarnings)
{
    ReadOptions options;
    options.recordLocations = locations;
    load = loadFile(path, options);
    return reportLoad(path, load, violationsAsWarnings);
}

const FormatRow *gameByGameRow(const FileLoad &load)
{
    if (load.ioError)
        return nullptr;
    const FormatRow *row = formatRow(load.format);
    return row && row->readEach ? row : nullptr;
}

int reportLoad(const QString &path, const FileLoad &load, bool violationsAsWarnings)
{
    if (load.ioError) {
        err() << path << ": " << load.result.error.message << "\n";
        flushAll();
        return Usage;
    }
    if (!load.result.ok()) {
        const FormatError &e = load.result.error;
        const QString where = e.location();
        err() << path << ":" << (where.isEmpty() ? QStringLiteral("0") : where) << ": " << e.message << "\n";
        flushAll();
        return Invalid;
    }
    for (const QString &w : load.result.warnings)
        err() << path << ": warning: " << w << "\n";
    if (violationsAsWarnings) {
        for (const QString &v : load.result.violations)
            err() << path << ": warning: " << v << "\n";
    }
    return Ok;
}

QString count(std::size_t n, const char *singular, const char *plural)
{
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? singular : plural));
}

// The place of a node's move; with `part` (Replayer::failedPart), of the part
// of the move at fault (a backgammon checker move, say).
QString locate(const FileLoad &file, const GameRecord &g, NodeId node, int part)
{
    qint64 offset = node < g.nodeOffsets.size() ? g.nodeOffsets[node] : -1;
    offset = movePartOffset(file.format, file.content, offset, part);
    return offset < 0 ? QStringLiteral("0") : describeOffset(file.format, file.content, offset);
}

} // namespace kibitz::cli
