#include "document/diskwatcher.h"

#include "document/gamedocument.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QGuiApplication>
#include <QTimer>

namespace kibitz {

DiskWatcher::DiskWatcher(std::function<bool()> busy, QObject *parent)
    : QObject(parent)
    , m_busy(std::move(busy))
    , m_watcher(new QFileSystemWatcher(this))
    , m_check(new QTimer(this))
{
    m_check->setSingleShot(true);
    m_check->setInterval(300);
    connect(m_check, &QTimer::timeout, this, &DiskWatcher::checkFiles);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_check, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_check, qOverload<>(&QTimer::start));
    // Checked again when the application is activated: the watcher may miss
    // changes on some file systems (network shares).
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive && !m_watched.isEmpty())
            m_check->start();
    });
}

void DiskWatcher::setCheckDelay(int milliseconds)
{
    m_check->setInterval(milliseconds);
}

DiskWatcher::DiskState DiskWatcher::diskState(const QString &path)
{
    DiskState state;
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return state;
    state.exists = true;
    state.size = info.size();
    state.modified = info.lastModified();
    state.metadataChanged = info.metadataChangeTime(); // a file replaced by rename has its own
    return state;
}

bool DiskWatcher::isChangedOnDisk(GameDocument *document) const
{
    const auto it = m_watched.constFind(document);
    return it != m_watched.constEnd() && it->changedOnDisk;
}

void DiskWatcher::setChangedOnDisk(GameDocument *document, bool changed)
{
    if (const auto it = m_watched.find(document); it != m_watched.end())
        it->changedOnDisk = changed;
}

QString DiskWatcher::watchedPath(GameDocument *document) const
{
    return m_watched.value(document).path;
}

void DiskWatcher::watch(GameDocument *document)
{
    WatchedFile &watched = m_watched[document];
    watched.path = document->filePath().isEmpty() ? QString() : QFileInfo(document->filePath()).absoluteFilePath();
    watched.known = diskState(watched.path);
    watched.changedOnDisk = false;
    // A save replaces the file (a new inode): watch the name afresh, else
    // the watch would follow the old file (perhaps now the backup FILE~).
    if (!watched.path.isEmpty())
        m_watcher->removePath(watched.path);
    updateWatchedPaths();
}

void DiskWatcher::unwatch(GameDocument *document)
{
    if (m_watched.remove(document))
        updateWatchedPaths();
}

void DiskWatcher::updateWatchedPaths()
{
    // Files that exist are watched; for those that do not, their folder, to
    // see them come back.
    QStringList wanted;
    for (const WatchedFile &watched : std::as_const(m_watched)) {
        if (watched.path.isEmpty())
            continue;
        if (QFileInfo::exists(watched.path))
            wanted << watched.path;
        else if (QFileInfo(watched.path).dir().exists())
            wanted << QFileInfo(watched.path).absolutePath();
    }
    wanted.removeDuplicates();
    QStringList unwanted;
    for (const QString &path : m_watcher->files() + m_watcher->directories())
        if (!wanted.contains(path))
            unwanted << path;
    if (!unwanted.isEmpty())
        m_watcher->removePaths(unwanted);
    QStringList missing;
    for (const QString &path : std::as_const(wanted))
        if (!m_watcher->files().contains(path) && !m_watcher->directories().contains(path))
            missing << path;
    if (!missing.isEmpty())
        m_watcher->addPaths(missing);
}

void DiskWatcher::checkFiles()
{
    // Not while a file is read or written, nor inside a receiver's question.
    if (m_busy() || m_checking) {
        m_check->start();
        return;
    }
    m_checking = true;
    const QList<GameDocument *> documents = m_watched.keys();
    for (GameDocument *document : documents) {
        if (!m_watched.contains(document))
            continue; // closed meanwhile
        WatchedFile &watched = m_watched[document];
        const DiskState now = diskState(watched.path);
        if (watched.path.isEmpty() || now == watched.known)
            continue;
        const bool wasThere = watched.known.exists;
        watched.known = now;
        if (!now.exists) {
            // Removed or moved away: the document is all that is left.
            watched.changedOnDisk = false;
            emit fileChanged(document, Change::Removed);
            continue;
        }
        if (!document->isModified() && wasThere) {
            // The receiver reloads the document (a new one is watched) or
            // keeps it, marked changed so that saving it still asks.
            emit fileChanged(document, Change::Changed);
            continue;
        }
        watched.changedOnDisk = true;
        emit fileChanged(document, Change::ChangedUnderEdits);
    }
    updateWatchedPaths();
    m_checking = false;
}

bool DiskWatcher::wouldOverwriteChange(GameDocument *document, const QString &path) const
{
    const auto it = m_watched.constFind(document);
    if (it == m_watched.constEnd() || it->path.isEmpty() || QFileInfo(path).absoluteFilePath() != it->path)
        return false; // another file (Save As asked already when it exists)
    const DiskState now = diskState(it->path);
    // Changed and noticed, or changed since and not noticed yet; a removed
    // file can be written again without asking.
    return it->changedOnDisk || (now.exists && now != it->known);
}

} // namespace kibitz
