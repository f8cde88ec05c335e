// MainWindow and the disk: saving on a worker thread while the window stays
// responsive (BackgroundWork), and what to do when other programs change the
// files of open documents (DiskWatcher notices, the user decides).

#include "window/mainwindow.h"

#include "document/gamedocument.h"

#include <QDir>
#include <QFileInfo>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace kibitz {

bool MainWindow::runInBackground(const QString &label, bool cancellable, const std::function<void()> &work,
                                 BackgroundWork::Progress *progress)
{
    ++m_busy;
    const bool finished = BackgroundWork::run(this, m_progressDelay, label, cancellable, work, progress);
    --m_busy;
    return finished;
}

void MainWindow::setUpDiskWatching()
{
    m_diskWatcher = new DiskWatcher([this] { return m_busy > 0; }, this);
    connect(m_diskWatcher, &DiskWatcher::fileChanged, this, &MainWindow::fileChangedOnDisk);
}

void MainWindow::fileChangedOnDisk(GameDocument *document, DiskWatcher::Change change)
{
    if (tabOf(document) < 0)
        return;
    const QString where = QDir::toNativeSeparators(m_diskWatcher->watchedPath(document));
    switch (change) {
    case DiskWatcher::Change::Removed:
        // The document is all that is left.
        document->undoStack()->resetClean(); // modified, with no step back to "saved"
        showStatus(tr("%1 was removed from disk.").arg(where));
        m_prompts->notice(tr("File Removed"), tr("%1 was removed or moved away by another program. The document "
                                                 "stays open; save it to keep it.")
                                                  .arg(where));
        return;
    case DiskWatcher::Change::Changed:
        // Kept as it was when not reloaded: saving it must still ask.
        if (!m_prompts->reloadChangedFile(document->displayName()) || !reloadDocument(document))
            m_diskWatcher->setChangedOnDisk(document, true);
        return;
    case DiskWatcher::Change::ChangedUnderEdits:
        showStatus(tr("%1 changed on disk.").arg(where));
        m_prompts->notice(tr("File Changed on Disk"),
                          tr("%1 was changed by another program while it has unsaved edits here. The edits are "
                             "kept; saving will ask before overwriting the file.")
                              .arg(where));
        return;
    }
}

bool MainWindow::confirmOverwrite(GameDocument *document, const QString &path)
{
    return !m_diskWatcher->wouldOverwriteChange(document, path)
        || m_prompts->overwriteChangedFile(m_diskWatcher->watchedPath(document));
}

bool MainWindow::reloadDocument(GameDocument *document, const QString &status)
{
    const int index = tabOf(document);
    if (index < 0)
        return false;
    QString error;
    QStringList warnings;
    bool cancelled = false;
    std::unique_ptr<GameDocument> loaded =
        BackgroundWork::load(this, m_progressDelay, document->filePath(), &error, &warnings, &cancelled);
    if (!loaded) {
        if (!cancelled)
            m_prompts->notice(tr("Reload"), tr("Cannot reload %1:\n%2")
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
