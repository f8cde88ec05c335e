#include "clicommon.h"

#include <algorithm>
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

bool isControl(char16_t c)
{
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

QString printable(const QString &text)
{
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return isControl(c.unicode()); }))
        return text;
    QString shown;
    shown.reserve(text.size() + 16);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!isControl(u))
            shown += c;
        else if (u == u'\n')
            shown += QLatin1String("\\n");
        else if (u == u'\r')
            shown += QLatin1String("\\r");
        else if (u == u'\t')
            shown += QLatin1String("\\t");
        else if (u < 0x100)
            shown += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else
            shown += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
    }
    return shown;
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
        err() << "kibitz-cli: " << printable(message) << "\n";
    err() << usageText();
    flushAll();
    return Usage;
}

bool parseOptions(const QStringList &args, const QSet<QString> &withValue, const QSet<QString> &plain, Options &opts,
                  QString &error)
{
    bool optionsEnded = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (!optionsEnded && a == QLatin1String("--")) {
            optionsEnded = true;
        } else if (!optionsEnded && a.startsWith(QLatin1String("--"))) {
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
        err() << printable(path) << ": " << printable(load.result.error.message) << "\n";
        flushAll();
        return Usage;
    }
    if (!load.result.ok()) {
        const FormatError &e = load.result.error;
        const QString where = e.location();
        err() << printable(path) << ":" << (where.isEmpty() ? QStringLiteral("0") : where) << ": "
              << printable(e.message) << "\n";
        // A collection cut short (a download stopped inside a game) still
        // holds the games before the damage: say how many, as the window
        // offers to open them.
        if (const int games = load.result.gamesBeforeError; games > 0)
            err() << printable(path) << ": " << count(std::size_t(games), "game", "games")
                  << " read whole before this error\n";
        flushAll();
        return Invalid;
    }
    for (const QString &w : load.result.warnings)
        err() << printable(path) << ": warning: " << printable(w) << "\n";
    if (violationsAsWarnings) {
        for (const QString &v : load.result.violations)
            err() << printable(path) << ": warning: " << printable(v) << "\n";
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
