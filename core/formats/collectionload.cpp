#include "formats/collectionload.h"

#include "formats/registry.h"
#include "games/gameregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <map>

namespace kibitz {

QStringList readableFilesIn(const QString &folder, bool recursive)
{
    QStringList files;
    QDirIterator it(folder, readableFilePatterns(), QDir::Files | QDir::Readable,
                    recursive ? QDirIterator::Subdirectories | QDirIterator::FollowSymlinks
                              : QDirIterator::NoIteratorFlags);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        // ".txt" names match exports and every other text alike: a folder's
        // .txt file joins only when its beginning is a game record.
        if (info.suffix().compare(QLatin1String("txt"), Qt::CaseInsensitive) == 0) {
            QFile file(info.absoluteFilePath());
            if (!file.open(QIODevice::ReadOnly) || detectFormat(file.read(64 * 1024)) == FileFormat::Unknown)
                continue;
        }
        files << info.absoluteFilePath();
    }
    files.removeDuplicates();
    files.sort();
    return files;
}

CollectionLoad loadCollection(const QStringList &paths, const ReadOptions &options)
{
    CollectionLoad load;
    qint64 total = 0;
    for (const QString &path : paths)
        total += QFileInfo(path).size();
    qint64 before = 0; // bytes of the files already read

    Collection merged;
    std::map<GameFamily, QStringList> families; // the files of each family
    int rokkakuLogs = 0;
    for (const QString &path : paths) {
        ReadOptions fileOptions = options;
        if (options.progress) {
            fileOptions.progress = [&](qint64 done, qint64) { return options.progress(before + done, total); };
        }
        FileLoad file = loadFile(path, fileOptions);
        before += QFileInfo(path).size();
        const QString name = QDir::toNativeSeparators(path);
        if (file.result.error.cancelled) {
            load.cancelled = true;
            load.error = QCoreApplication::translate("CollectionLoad", "Reading was cancelled.");
            return load;
        }
        if (!file.result.ok()) {
            const QString where = file.result.error.location();
            const QString &message = file.result.error.message;
            load.warnings << (where.isEmpty() ? QStringLiteral("%1: %2").arg(name, message)
                                              : QStringLiteral("%1:%2: %3").arg(name, where, message));
            continue;
        }
        for (const QString &w : file.result.warnings + file.result.violations)
            load.warnings << QStringLiteral("%1:%2").arg(name, w);
        Collection &c = *file.result.collection;
        if (c.games.empty())
            continue;
        families[gameFamily(c.games.front().kind)] << name;
        if (c.tournament) {
            ++rokkakuLogs;
            merged.tournament = c.tournament;
        }
        load.files << path;
        for (GameRecord &g : c.games) {
            merged.games.push_back(std::move(g));
            merged.sourceFiles << path;
        }
    }
    if (families.size() > 1) {
        QStringList parts;
        for (const auto &[family, files] : families)
            //: %1 is a game family ("Hex"), %Ln how many files hold it
            parts << QCoreApplication::translate("CollectionLoad", "%1: %Ln file(s)", nullptr, int(files.size()))
                         .arg(gameFamilyText(family));
        load.error = QCoreApplication::translate("CollectionLoad",
                                                 "These files hold games of different kinds (%1). A collection holds "
                                                 "games of one kind: open them separately.")
                         .arg(parts.join(QStringLiteral(", ")));
        return load;
    }
    if (rokkakuLogs > 1) {
        load.error = QCoreApplication::translate(
            "CollectionLoad", "Each Rokkaku Conquest log is a whole tournament: open the logs one by one.");
        return load;
    }
    if (merged.games.empty()) {
        load.error = paths.isEmpty()
                       ? QCoreApplication::translate("CollectionLoad", "There are no game records here.")
                       : QCoreApplication::translate("CollectionLoad", "None of these files could be read.");
        return load;
    }
    load.collection = std::move(merged);
    return load;
}

} // namespace kibitz
