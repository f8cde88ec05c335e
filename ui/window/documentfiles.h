#pragma once

// DocumentFiles: the main window's files. Opening (the Open dialog, its
// filters from the format table, the recent files), saving (the Save As
// dialog with the formats that can hold the games, the "cannot hold"
// warnings, saving on a worker thread, backups), exporting the board image,
// crash-recovery copies, and files that other programs change on disk. It
// works on the window's tabs and asks the user through its UserPrompts.

#include "document/backgroundwork.h"
#include "document/diskwatcher.h"
#include "document/recoverystore.h"
#include "formats/registry.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <functional>
#include <vector>

class QMenu;
class QTimer;

namespace kibitz {

class GameDocument;
class MainWindow;
class WindowHost;

class DocumentFiles : public QObject {
    Q_OBJECT

public:
    DocumentFiles(MainWindow &window, WindowHost &host);

    bool openFile(const QString &path, QString *error = nullptr);
    int openFiles(const QStringList &paths);
    void openDialog();
    // Opens files, or every file Kibitz reads in folders (and their
    // subfolders), as one collection in one tab (documentfilescollection.cpp).
    // Reports failures through the prompts unless `error` is given.
    bool openCollection(const QStringList &paths, QString *error = nullptr);
    void openFolderDialog();
    void openCollectionDialog();
    bool saveCurrentAs(const QString &path, QString *error = nullptr);
    bool saveCurrent();
    bool saveAsDialog();
    // Asks what to do with the unsaved changes of the tab at `index`; false
    // when the user cancels.
    bool maybeSave(int index);
    bool exportBoardImage(const QString &path, QString *error = nullptr);
    void exportDialog();

    // The File > Open dialog's filters: every format Kibitz reads, together
    // and one by one, then all files.
    static QStringList openFilters();
    // The Save As dialog's choices for a collection: only the formats that
    // can hold its games (the first one is the preferred), each with its
    // filter text.
    struct SaveFilter {
        FileFormat format{};
        QString filter;
    };
    static std::vector<SaveFilter> saveFilters(const Collection &collection);

    // The recent files, newest first, and what each holds in words (kept
    // from when it was last opened or saved: listing them reads no file).
    const QStringList &recentFiles() const { return m_recentFiles; }
    // The descriptions are kept as data and worded in the current language.
    QHash<QString, QString> recentDescriptions() const;
    void readRecentFiles(); // from the settings
    // Fills File > Open Recent (when it is about to show).
    void fillRecentMenu(QMenu *menu);

    RecoveryStore &recoveryStore() { return m_recovery; }
    void autosaveNow();
    int offerRecovery();
    void forget(GameDocument *document); // its tab closes
    // A collection listed before its moves were read (GameDocument::
    // treesComplete) whose moves then did not read: its tab closes (it
    // cannot have been edited) and the error shows, as when a file does not
    // open.
    void readFailed(GameDocument *document, const QString &message);

    void setProgressDelay(int milliseconds) { m_progressDelay = milliseconds; }
    int progressDelay() const { return m_progressDelay; }
    DiskWatcher &diskWatcher() const { return *m_diskWatcher; }
    // Whether a file is being read or written on a worker thread now.
    bool isBusy() const { return m_busy > 0; }
    bool keepsBackups() const { return m_keepBackups; }
    void setKeepsBackups(bool keep);
    void readKeepsBackups(bool keep) { m_keepBackups = keep; }

private:
    // The games of `path` before the damage that made it unreadable
    // (`readError`), in a tab that says it holds a partial read.
    bool openPartialRead(const QString &path, const QString &readError, QString *error);
    // Gives `message` to the caller through `error`, or to the user as a
    // failure titled `title`; returns false.
    bool fail(QString *error, const QString &title, const QString &message);
    bool saveDocument(GameDocument *document, const QString &path, FileFormat format, QString *error);
    void addRecentFile(const QString &path, const Collection &collection);
    void writeRecentFiles() const;
    QString recentDescription(const QString &path) const; // in the current language
    // Runs `work` on a worker thread (BackgroundWork::run), the window busy.
    bool runInBackground(const QString &label, bool cancellable, const std::function<void()> &work,
                         BackgroundWork::Progress *progress = nullptr);
    void fileChangedOnDisk(GameDocument *document, DiskWatcher::Change change);
    bool confirmOverwrite(GameDocument *document, const QString &path);
    // Replaces a document by what its file holds now, at the same game and
    // node; `status` (when given) replaces the "Reloaded" message.
    bool reloadDocument(GameDocument *document, const QString &status = QString());

    MainWindow &m_window;
    WindowHost &m_host; // the window's tabs and what only it does
    QStringList m_recentFiles;
    // By path: what the file holds (a CollectionSummary as
    // collectionSummaryToVariant keeps it), or the text that versions before
    // kept, in the language of then.
    QHash<QString, QVariant> m_recentSummaries;
    int m_busy = 0; // work running on a worker thread
    DiskWatcher *m_diskWatcher = nullptr;
    RecoveryStore m_recovery;
    QTimer *m_autosave = nullptr;
    bool m_keepBackups = true;
    int m_progressDelay = 400;
};

} // namespace kibitz
