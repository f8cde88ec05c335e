// kibitz-cli info FILE... and check FILE...: the command once per file.
// `info --json` then prints one JSON object per file, one after the other
// (a stream of JSON values, as jq reads them).

#include "climany.h"

#include "clicommon.h"

#include "formats/collectionload.h"

#include <QFileInfo>

#include <algorithm>

namespace kibitz::cli {

int runOnEachFile(const QStringList &args, const std::function<int(const QStringList &)> &command)
{
    QStringList options;
    QStringList files;
    bool folders = false;
    bool optionsEnded = false; // after "--" every argument is a file
    for (const QString &a : args) {
        if (!optionsEnded && a == QLatin1String("--")) {
            optionsEnded = true;
        } else if (!optionsEnded && a.startsWith(u'-')) {
            options << a;
        } else if (QFileInfo(a).isDir()) {
            folders = true;
            const QStringList found = readableFilesIn(a, true);
            if (found.isEmpty()) {
                err() << printable(a) << ": no file Kibitz reads in this folder\n";
                flushAll();
                return Invalid;
            }
            files << found;
        } else {
            files << a;
        }
    }
    if (files.size() <= 1 && !folders)
        return command(args);
    int worst = Ok;
    for (const QString &file : files)
        worst = std::max(worst, command(options + QStringList{QStringLiteral("--"), file}));
    return worst;
}

} // namespace kibitz::cli
