// DocumentFiles: several files, or the files of folders, opened as one
// collection in one tab (File > Open Folder, File > Open as One Collection,
// `kibitz --collection`). The games keep the file each came from; the tab
// has no file of its own, so Save asks where to write them, as one file of a
// format that holds them all (Save As).

#include "window/documentfiles.h"

#include "window/mainwindow.h"
#include "window/windowhost.h"

#include "document/gamedocument.h"
#include "formats/collectionload.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace kibitz {

bool DocumentFiles::openCollection(const QStringList &paths, QString *error)
{
    const auto failOpening = [&](const QString &message) { return fail(error, tr("Open"), message); };
    QStringList files;
    QStringList folders;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            folders << QDir::toNativeSeparators(info.absoluteFilePath());
            files << readableFilesIn(info.absoluteFilePath(), true);
        } else {
            files << info.absoluteFilePath();
        }
    }
    files.removeDuplicates();
    // The tab's title: the folder's name, or the first file's and how many
    // more there are.
    QString title;
    if (paths.size() == 1 && QFileInfo(paths.front()).isDir())
        title = QFileInfo(QFileInfo(paths.front()).absoluteFilePath()).fileName();
    else if (!files.isEmpty())
        //: a tab's title: a file name and how many more files the tab holds
        title = files.size() == 1
                  ? QFileInfo(files.front()).fileName()
                  : tr("%1 and %n more", nullptr, int(files.size()) - 1).arg(QFileInfo(files.front()).fileName());
    if (files.isEmpty())
        return failOpening(tr("%1 holds no file that Kibitz reads.").arg(folders.join(QStringLiteral(", "))));

    CollectionLoad load;
    BackgroundWork::Progress progress;
    const bool finished = runInBackground(
        tr("Opening %1…").arg(title), true,
        [&] {
            ReadOptions options;
            options.progress = [&](qint64 done, qint64 total) {
                progress.done = done;
                progress.total = total;
                return !progress.cancel.load();
            };
            load = loadCollection(files, options);
        },
        &progress);
    if (!finished || load.cancelled) {
        const QString message = tr("Opening %1 was cancelled.").arg(title);
        if (error)
            *error = message;
        m_host.showStatus(message);
        return false;
    }
    if (!load.ok())
        return failOpening(tr("Cannot open %1 as one collection:\n%2").arg(title, load.error));
    auto document = std::make_unique<GameDocument>(std::move(*load.collection), QString(),
                                                   FileFormat{}); // no file of its own yet
    document->setTitle(title);
    GameDocument *opened = document.get();
    m_host.addDocument(std::move(document));
    m_host.showWarnings(opened, load.warnings);
    return true;
}

void DocumentFiles::openFolderDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(&m_window, tr("Open Folder"), QDir::homePath());
    if (!folder.isEmpty())
        openCollection({folder});
}

void DocumentFiles::openCollectionDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(&m_window, tr("Open Files as One Collection"),
                                                            QDir::homePath(), openFilters().join(QStringLiteral(";;")));
    if (!paths.isEmpty())
        openCollection(paths);
}

} // namespace kibitz
