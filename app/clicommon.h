#pragma once

// What kibitz-cli's commands share: the output streams, the usage text,
// option parsing, loading FILE with its messages and naming a place in it.

#include "formats/formattable.h"
#include "formats/registry.h"

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstddef>

namespace kibitz::cli {

enum Exit { Ok = 0, Invalid = 1, Usage = 2 };

QTextStream &out();
QTextStream &err();
void flushAll();
// Writes bytes (UTF-8 text) to stdout after what out() holds.
void writeOut(const QByteArray &bytes);
// Flushes both streams and ends the process with `code` at once, without
// freeing what it holds: after a command's output is written, giving a big
// collection back to the allocator node by node (a sixth of `info`'s time on
// 200 000 games) does nothing the kernel does not do when the process ends.
// Nothing is left to write: commands call it only after their last output.
[[noreturn]] void exitWithoutFreeing(int code);

// `text` with its control characters escaped (\n, \r, \t, \xHH, \uHHHH; also
// the C1 controls, the line and paragraph separators and the bidirectional
// overrides): a file name or a value from a file printed in a message cannot
// start a line of its own, forge a diagnostic or drive the terminal.
QString printable(const QString &text);

// The commands, then the formats of the format table.
QString usageText();
// Writes `message` (if any) and the usage to stderr; returns Usage.
int usage(const QString &message);

// Options after the command: positional arguments and --name [value] flags;
// after "--" every argument is positional (a file named --json).
struct Options {
    QStringList positional;
    QMap<QString, QString> values;
    QSet<QString> flags;
};

bool parseOptions(const QStringList &args, const QSet<QString> &withValue, const QSet<QString> &plain, Options &opts,
                  QString &error);

// Loads FILE or reports why not. Returns the exit code to use on failure.
// Violations of the format's spec (LoadResult::violations) are printed as
// warnings unless violationsAsWarnings is false (check reports them as errors).
int load(const QString &path, FileLoad &load, bool locations = false, bool violationsAsWarnings = true);
// load()'s report of a FileLoad already made: the error, or the warnings.
int reportLoad(const QString &path, const FileLoad &load, bool violationsAsWarnings = true);

// The format row of a file that can be read game by game (its readEach), or
// null when the file is to be read whole (or could not be read at all).
const FormatRow *gameByGameRow(const FileLoad &load);

// "1 game", "3 games".
QString count(std::size_t n, const char *singular, const char *plural);

// The place of a node's move; with `part` (Replayer::failedPart), of the part
// of the move at fault (a backgammon checker move, say).
QString locate(const FileLoad &file, const GameRecord &g, NodeId node, int part = -1);

} // namespace kibitz::cli
