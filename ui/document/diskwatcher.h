#pragma once

// DiskWatcher: notices when other programs change or remove the files of
// open documents. Changes settle for a delay first (an editor that removes
// and recreates a file is one change); each is then reported once, by
// fileChanged, to the window, which asks the user and reloads.

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

class QFileSystemWatcher;
class QTimer;

namespace kibitz {

class GameDocument;

class DiskWatcher : public QObject {
    Q_OBJECT

public:
    enum class Change {
        Removed, // removed or moved away
        Changed, // changed; the document has no unsaved edits
        ChangedUnderEdits, // changed while the document has unsaved edits
    };

    // `busy` says when not to look (a file is being read or written): the
    // check then waits for the next delay.
    explicit DiskWatcher(std::function<bool()> busy, QObject *parent = nullptr);

    // Starts (again) watching a document's file as it is on disk now.
    void watch(GameDocument *document);
    void unwatch(GameDocument *document);
    // Whether a document's file changed on disk since it was read or saved
    // (and the user kept the document as it is).
    bool isChangedOnDisk(GameDocument *document) const;
    void setChangedOnDisk(GameDocument *document, bool changed);
    // Whether writing `path` for `document` would overwrite a change by
    // another program (a file removed meanwhile is not one).
    bool wouldOverwriteChange(GameDocument *document, const QString &path) const;
    // The file a document is watched as (absolute), empty when none.
    QString watchedPath(GameDocument *document) const;
    // How long changes settle before they are looked at (ms).
    void setCheckDelay(int milliseconds);

signals:
    // Sent during a check, which waits for the receivers (they may ask the
    // user, reload or close the document).
    void fileChanged(kibitz::GameDocument *document, kibitz::DiskWatcher::Change change);

private:
    struct DiskState {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        QDateTime metadataChanged;
        bool operator==(const DiskState &) const = default;
    };
    static DiskState diskState(const QString &path);
    struct WatchedFile {
        QString path;
        DiskState known; // as last read, saved or seen
        bool changedOnDisk = false;
    };
    void updateWatchedPaths();
    void checkFiles();

    std::function<bool()> m_busy;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_check = nullptr;
    bool m_checking = false;
    QHash<GameDocument *, WatchedFile> m_watched;
};

} // namespace kibitz
