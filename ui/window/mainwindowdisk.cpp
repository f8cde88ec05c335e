// MainWindow and the disk: work on a worker thread while the window stays
// responsive (saving), and files changed on disk by other programs.

#include "window/mainwindow.h"

#include "document/gamedocument.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QKeyEvent>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <atomic>

namespace kibitz {

namespace {

// A progress dialog that only its Cancel button (when it has one) closes:
// without one, neither Escape nor the window's close button hides it while
// the work it stands for is still running.
class WorkDialog : public QProgressDialog {
public:
    WorkDialog(const QString &label, bool cancellable, QWidget *parent)
        : QProgressDialog(label, QString(), 0, 0, parent), m_cancellable(cancellable)
    {
        if (cancellable)
            setCancelButtonText(MainWindow::tr("Cancel"));
    }

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if (!m_cancellable && event->key() == Qt::Key_Escape)
            return;
        QProgressDialog::keyPressEvent(event);
    }
    void closeEvent(QCloseEvent *event) override
    {
        if (!m_cancellable) {
            event->ignore();
            return;
        }
        QProgressDialog::closeEvent(event);
    }

private:
    bool m_cancellable;
};

} // namespace

bool MainWindow::runInBackground(const QString &label, bool cancellable, const std::function<void()> &work,
                                 BackgroundProgress *reported)
{
    ++m_busy;
    std::unique_ptr<QThread> worker(QThread::create(work));
    QEventLoop loop;
    connect(worker.get(), &QThread::finished, &loop, [&loop] { loop.exit(0); });
    QTimer delay;
    delay.setSingleShot(true);
    connect(&delay, &QTimer::timeout, &loop, [&loop] { loop.exit(1); });
    worker->start();
    delay.start(m_progressDelay);
    bool cancelled = false;
    // Until the dialog shows, user input waits in the queue (it is not
    // dropped) while timers and painting go on: nothing edits the document
    // the worker reads.
    if (loop.exec(QEventLoop::ExcludeUserInputEvents) == 1) {
        // Taking a while: a window-modal dialog keeps input away from the
        // window, and its Cancel (when it has one) is heard.
        WorkDialog progress(label, cancellable, this);
        progress.setObjectName(QStringLiteral("WorkProgress"));
        progress.setWindowTitle(tr("Kibitz"));
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(0);
        progress.setAutoReset(false);
        progress.setAutoClose(false);
        connect(&progress, &QProgressDialog::canceled, &progress, [&] {
            cancelled = true;
            if (reported)
                reported->cancel = true;
            progress.setLabelText(tr("Cancelling…"));
            progress.show(); // cancel() hid it: the work still ends first
        });
        progress.setValue(0);
        // Busy until the work reports how far it got.
        QTimer tick;
        if (reported) {
            connect(&tick, &QTimer::timeout, &progress, [&] {
                const qint64 total = reported->total.load();
                if (total > 0 && !cancelled) {
                    progress.setRange(0, 1000);
                    progress.setValue(int(reported->done.load() * 1000 / total));
                }
            });
            tick.start(50);
        }
        progress.show();
        loop.exec();
    }
    delay.stop();
    worker->wait();
    --m_busy;
    return !cancelled;
}

void MainWindow::setUpDiskWatching()
{
    m_watcher = new QFileSystemWatcher(this);
    m_diskCheck = new QTimer(this);
    m_diskCheck->setSingleShot(true);
    m_diskCheck->setInterval(300);
    connect(m_diskCheck, &QTimer::timeout, this, &MainWindow::checkFilesOnDisk);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_diskCheck, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_diskCheck, qOverload<>(&QTimer::start));
    // Checked again when the window is activated: the watcher may miss
    // changes on some file systems (network shares).
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive && !m_watched.isEmpty())
            m_diskCheck->start();
    });

    m_reloadHandler = [this](const QString &name) {
        return QMessageBox::question(this, tr("File Changed on Disk"),
                                     tr("%1 was changed by another program. Reload it?").arg(name),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
    };
    m_overwriteHandler = [this](const QString &path) {
        QMessageBox box(QMessageBox::Warning, tr("Save"),
                        tr("%1 was changed by another program since Kibitz read or saved it.")
                            .arg(QDir::toNativeSeparators(path)),
                        QMessageBox::Save | QMessageBox::Cancel, this);
        box.setInformativeText(tr("Overwrite it with this document? The other program's changes would be lost."));
        box.setDefaultButton(QMessageBox::Cancel);
        return box.exec() == QMessageBox::Save;
    };
    m_noticeHandler = [this](const QString &title, const QString &message) {
        auto *box = new QMessageBox(QMessageBox::Information, title, message, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open(); // returns at once
    };
}

void MainWindow::setDiskCheckDelay(int milliseconds)
{
    m_diskCheck->setInterval(milliseconds);
}

MainWindow::DiskState MainWindow::diskState(const QString &path)
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

bool MainWindow::isChangedOnDisk(GameDocument *document) const
{
    const auto it = m_watched.constFind(document);
    return it != m_watched.constEnd() && it->changedOnDisk;
}

void MainWindow::watchDocument(GameDocument *document)
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

void MainWindow::unwatchDocument(GameDocument *document)
{
    if (m_watched.remove(document))
        updateWatchedPaths();
}

void MainWindow::updateWatchedPaths()
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

void MainWindow::checkFilesOnDisk()
{
    // Not while a file is read or written, nor inside our own question.
    if (m_busy || m_checkingDisk) {
        m_diskCheck->start();
        return;
    }
    m_checkingDisk = true;
    const QList<GameDocument *> documents = m_watched.keys();
    for (GameDocument *document : documents) {
        if (!m_watched.contains(document) || tabOf(document) < 0)
            continue; // closed meanwhile
        WatchedFile &watched = m_watched[document];
        const DiskState now = diskState(watched.path);
        if (watched.path.isEmpty() || now == watched.known)
            continue;
        const bool wasThere = watched.known.exists;
        watched.known = now;
        const QString name = document->displayName();
        const QString where = QDir::toNativeSeparators(watched.path);
        if (!now.exists) {
            // Removed or moved away: the document is all that is left.
            watched.changedOnDisk = false;
            document->undoStack()->resetClean(); // modified, with no step back to "saved"
            showStatus(tr("%1 was removed from disk.").arg(where));
            m_noticeHandler(tr("File Removed"),
                            tr("%1 was removed or moved away by another program. The document stays open; "
                               "save it to keep it.")
                                .arg(where));
            continue;
        }
        if (!document->isModified() && wasThere) {
            if (m_reloadHandler(name)) {
                if (!reloadDocument(document) && m_watched.contains(document))
                    m_watched[document].changedOnDisk = true;
                continue;
            }
            // Kept as it was: saving it must still ask.
            if (m_watched.contains(document))
                m_watched[document].changedOnDisk = true;
            continue;
        }
        watched.changedOnDisk = true;
        showStatus(tr("%1 changed on disk.").arg(where));
        m_noticeHandler(tr("File Changed on Disk"),
                        tr("%1 was changed by another program while it has unsaved edits here. The edits are "
                           "kept; saving will ask before overwriting the file.")
                            .arg(where));
    }
    updateWatchedPaths();
    m_checkingDisk = false;
}

bool MainWindow::confirmOverwrite(GameDocument *document, const QString &path)
{
    const auto it = m_watched.constFind(document);
    if (it == m_watched.constEnd() || it->path.isEmpty() || QFileInfo(path).absoluteFilePath() != it->path)
        return true; // another file (Save As asked already when it exists)
    const DiskState now = diskState(it->path);
    // Changed and noticed, or changed since and not noticed yet; a removed
    // file can be written again without asking.
    const bool changed = it->changedOnDisk || (now.exists && now != it->known);
    return !changed || m_overwriteHandler(it->path);
}

bool MainWindow::reloadDocument(GameDocument *document, const QString &status)
{
    const int index = tabOf(document);
    if (index < 0)
        return false;
    QString error;
    QStringList warnings;
    bool cancelled = false;
    std::unique_ptr<GameDocument> loaded = loadInBackground(document->filePath(), &error, &warnings, &cancelled);
    if (!loaded) {
        if (!cancelled)
            m_noticeHandler(tr("Reload"), tr("Cannot reload %1:\n%2")
                                              .arg(QDir::toNativeSeparators(document->filePath()), error));
        return false;
    }
    // The same game and node where the new file still has them, else the
    // deepest node above that it has.
    loaded->setGameIndex(std::min(document->gameIndex(), loaded->gameCount() - 1));
    if (loaded->gameIndex() == document->gameIndex()) {
        std::vector<int> path = document->tree().indexPath(document->currentNode());
        NodeId node = loaded->tree().nodeByPath(path);
        while (node == NoNode && !path.empty()) {
            path.pop_back();
            node = loaded->tree().nodeByPath(path);
        }
        if (node != NoNode)
            loaded->setCurrentNode(node);
    }
    const QString where = QDir::toNativeSeparators(document->filePath());
    const bool wasCurrent = m_tabs->currentIndex() == index;
    QWidget *current = m_tabs->currentWidget();
    addDocument(std::move(loaded), index);
    document->undoStack()->setClean(); // nothing to ask about: it is replaced
    closeTab(index + 1);
    if (!wasCurrent)
        m_tabs->setCurrentWidget(current);
    showStatus(status.isEmpty() ? tr("Reloaded %1").arg(where) : status);
    if (!warnings.isEmpty())
        statusBar()->showMessage(warnings.join(QStringLiteral("; ")), 10000);
    return true;
}

} // namespace kibitz
