// kibitz-cli: the headless half of Kibitz (DESIGN.md, "kibitz-cli").
// Exit codes: 0 success; 1 the file is unreadable, malformed or breaks the
// rules; 2 wrong usage or I/O failure. One file per command (clicommands.h);
// info and check run on each of several files (climany.h).

#include "cli.h"
#include "clicommands.h"
#include "clicommon.h"
#include "climany.h"

namespace kibitz {

using namespace cli;

int runCli(const QStringList &args)
{
    if (args.isEmpty())
        return usage(QString());
    const QString &command = args.first();
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("info"))
        return runOnEachFile(rest, cmdInfo);
    if (command == QLatin1String("check"))
        return runOnEachFile(rest, cmdCheck);
    if (command == QLatin1String("positions"))
        return cmdPositions(rest);
    if (command == QLatin1String("convert"))
        return cmdConvert(rest);
    if (command == QLatin1String("explore"))
        return cmdExplore(rest);
    if (command == QLatin1String("solve"))
        return cmdSolve(rest);
    if (command == QLatin1String("analyse"))
        return cmdAnalyse(rest);
    if (command == QLatin1String("render"))
        return runRenderCommand(rest);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out() << usageText();
        flushAll();
        return Ok;
    }
    return usage(QStringLiteral("unknown command %1").arg(command));
}

} // namespace kibitz
