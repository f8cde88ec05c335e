// DocumentFiles: opening, saving, exporting and watching the main window's
// files (see documentfiles.h).

#include "window/documentfiles.h"

#include "analysis/collectionsummary.h"
#include "common/documentview.h"
#include "common/plaintext.h"
#include "document/gamedocument.h"
#include "window/mainwindow.h"
#include "window/startpage.h"
#include "window/windowhost.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryFile>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <atomic>

namespace kibitz {

namespace {

constexpr int MaxRecentFiles = 10;

QSettings settings()
{
    return QSettings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
}

QString canonical(const QString &path)
{
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? QFileInfo(path).absoluteFilePath() : c;
}

} // namespace

DocumentFiles::DocumentFiles(MainWindow &window, WindowHost &host)
    : QObject(&window)
    , m_window(window)
    , m_host(host)
{
    m_diskWatcher = new DiskWatcher([this] { return m_busy > 0; }, this);
    connect(m_diskWatcher, &DiskWatcher::fileChanged, this, &DocumentFiles::fileChangedOnDisk);
    m_autosave = new QTimer(this);
    m_autosave->setInterval(
        std::chrono::seconds(std::max(1, settings().value(QStringLiteral("recovery/intervalSeconds"), 120).toInt())));
    connect(m_autosave, &QTimer::timeout, this, &DocumentFiles::autosaveNow);
    m_autosave->start();
}

void DocumentFiles::forget(GameDocument *document)
{
    m_recovery.remove(document);
    m_diskWatcher->unwatch(document);
}

bool DocumentFiles::exportBoardImage(const QString &path, QString *error)
{
    DocumentView *view = m_window.currentDocumentView();
    if (!view)
        return false;
    QString message;
    if (!view->exportImage(path, &message))
        return fail(error, tr("Export Board Image"), message);
    m_host.showStatus(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void DocumentFiles::exportDialog()
{
    GameDocument *document = m_window.currentDocument();
    if (!document)
        return;
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG drawing (*.svg)");
    QString selected = png;
    const QString base = document->filePath().isEmpty() ? QDir::homePath() + QStringLiteral("/board")
                                                        : QFileInfo(document->filePath()).path() + QLatin1Char('/')
                                                              + QFileInfo(document->filePath()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(&m_window, tr("Export Board Image"), base + QStringLiteral(".png"),
                                                png + QStringLiteral(";;") + svg, &selected);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)
        && !path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        path += selected == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    exportBoardImage(path);
}

void DocumentFiles::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    menu->setToolTipsVisible(true); // the paths
    for (const QString &path : std::as_const(m_recentFiles)) {
        // The file's name and what it holds, as the start page says it; the
        // path in the tooltip. "&" would mark a shortcut key.
        const QString description = recentDescription(path);
        QString text = QFileInfo(path).fileName();
        if (!description.isEmpty())
            text = tr("%1 — %2", "recent file: its name — what it holds").arg(text, description);
        QAction *action = menu->addAction(shortcutSafeText(text));
        action->setToolTip(plainText(QDir::toNativeSeparators(path)));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (m_recentFiles.isEmpty()) {
        menu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    menu->addSeparator();
    menu->addAction(tr("Clear List"), this, [this] {
        m_recentFiles.clear();
        m_recentSummaries.clear();
        writeRecentFiles();
        m_host.rebuildStartPage();
    });
}

void DocumentFiles::addRecentFile(const QString &path, const Collection &collection)
{
    const QString absolute = canonical(path);
    m_recentFiles.removeAll(absolute);
    m_recentFiles.prepend(absolute);
    while (m_recentFiles.size() > MaxRecentFiles)
        m_recentFiles.removeLast();
    m_recentSummaries.insert(absolute, collectionSummaryToVariant(summarizeCollection(collection)));
    writeRecentFiles();
}

void DocumentFiles::readRecentFiles()
{
    const QSettings s = settings();
    m_recentFiles = s.value(QStringLiteral("recentFiles")).toStringList();
    m_recentSummaries.clear();
    const QVariantMap descriptions = s.value(QStringLiteral("recentFileDescriptions")).toMap();
    for (const QString &path : std::as_const(m_recentFiles))
        if (descriptions.contains(path))
            m_recentSummaries.insert(path, descriptions.value(path));
}

QString DocumentFiles::recentDescription(const QString &path) const
{
    const QVariant kept = m_recentSummaries.value(path);
    if (const std::optional<CollectionSummary> summary = collectionSummaryFromVariant(kept))
        return StartPage::describe(*summary);
    return kept.toString(); // an older version's text
}

QHash<QString, QString> DocumentFiles::recentDescriptions() const
{
    QHash<QString, QString> descriptions;
    for (const QString &path : m_recentFiles)
        if (const QString text = recentDescription(path); !text.isEmpty())
            descriptions.insert(path, text);
    return descriptions;
}

void DocumentFiles::writeRecentFiles() const
{
    QSettings s = settings();
    s.setValue(QStringLiteral("recentFiles"), m_recentFiles);
    QVariantMap descriptions; // only the listed files'
    for (const QString &path : m_recentFiles)
        if (m_recentSummaries.contains(path))
            descriptions.insert(path, m_recentSummaries.value(path));
    s.setValue(QStringLiteral("recentFileDescriptions"), descriptions);
}

bool DocumentFiles::openFile(const QString &path, QString *error)
{
    const QString absolute = canonical(path);
    for (int i = 0; i < m_host.tabWidget().count(); ++i) {
        GameDocument *document = m_host.documentAt(i);
        if (!document->filePath().isEmpty() && canonical(document->filePath()) == absolute) {
            m_host.tabWidget().setCurrentIndex(i);
            return true;
        }
    }
    QString message;
    QStringList warnings;
    bool cancelled = false;
    int gamesBeforeError = 0;
    std::unique_ptr<GameDocument> loaded = BackgroundWork::load(&m_window, m_progressDelay, absolute, &message,
                                                                &warnings, &cancelled, &gamesBeforeError);
    if (cancelled) {
        if (error)
            *error = tr("Opening %1 was cancelled.").arg(QDir::toNativeSeparators(path));
        m_host.showStatus(tr("Opening %1 was cancelled.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    if (!loaded && gamesBeforeError > 0 && m_window.userPrompts().openPartialRead(path, message, gamesBeforeError))
        return openPartialRead(absolute, message, error);
    if (!loaded)
        return fail(error, tr("Open"), tr("Cannot open %1:\n%2").arg(QDir::toNativeSeparators(path), message));
    addRecentFile(absolute, loaded->listedCollection());
    GameDocument *opened = loaded.get();
    m_host.addDocument(std::move(loaded));
    m_host.showWarnings(opened, warnings);
    return true;
}

bool DocumentFiles::openPartialRead(const QString &path, const QString &readError, QString *error)
{
    QString message;
    QStringList warnings;
    std::unique_ptr<GameDocument> partial;
    QThread *guiThread = m_window.thread();
    BackgroundWork::run(&m_window, m_progressDelay, tr("Opening %1…").arg(QFileInfo(path).fileName()), false, [&] {
        partial = GameDocument::loadPartial(path, &message, &warnings);
        if (partial)
            partial->moveToThread(guiThread); // it lives where its views live
    });
    if (!partial)
        return fail(
            error, tr("Open"),
            tr("Cannot open %1:\n%2").arg(QDir::toNativeSeparators(path), message.isEmpty() ? readError : message));
    const bool isPartial = partial->isPartialRead();
    const int games = partial->gameCount();
    const QString why = partial->partialReadError();
    GameDocument *opened = partial.get();
    m_host.addDocument(std::move(partial));
    if (isPartial)
        //: %1 is a file name, %2 where and why reading it stopped
        m_window.statusBar()->showMessage(
            tr("Partial read of %1: the %n game(s) before the damage (%2)", nullptr, games)
                .arg(QFileInfo(path).fileName(), why));
    else
        m_host.showWarnings(opened, warnings);
    return true;
}

int DocumentFiles::openFiles(const QStringList &paths)
{
    if (!m_window.isVisible())
        m_window.show();
    int opened = 0;
    QStringList failed;
    for (const QString &path : paths) {
        QString error;
        if (openFile(path, &error))
            ++opened;
        else
            failed << error;
    }
    if (!failed.isEmpty()) {
        // Over the window, not alone on an empty screen.
        QMessageBox box(QMessageBox::Critical, tr("Open"), failed.join(QStringLiteral("\n\n")), QMessageBox::Ok,
                        &m_window);
        box.setObjectName(QStringLiteral("OpenErrors"));
        box.setTextFormat(Qt::PlainText); // file names and what the files hold
        box.setWindowModality(Qt::WindowModal);
        box.exec();
    }
    return opened;
}

void DocumentFiles::autosaveNow()
{
    for (int i = 0; i < m_host.tabWidget().count(); ++i) {
        if (const QString error = m_recovery.update(m_host.documentAt(i)); !error.isEmpty())
            m_host.showStatus(
                tr("Cannot keep a recovery copy of %1: %2").arg(m_host.documentAt(i)->displayName(), error));
    }
}

int DocumentFiles::offerRecovery()
{
    int recovered = 0;
    for (const RecoveryStore::Entry &entry : m_recovery.leftovers()) {
        if (!m_window.userPrompts().recoverEdits(entry)) {
            m_recovery.discard(entry);
            continue;
        }
        QString error;
        std::unique_ptr<GameDocument> document = GameDocument::load(entry.copyPath, &error);
        if (!document) {
            m_host.showStatus(tr("Cannot recover %1: %2").arg(entry.originalPath, error));
            continue; // kept: perhaps a later version can read it
        }
        document->adoptRecovered(entry.originalPath, entry.format);
        GameDocument *shown = document.get();
        m_host.addDocument(std::move(document));
        m_recovery.update(shown); // this session's copy, before the old one goes
        m_recovery.discard(entry);
        ++recovered;
    }
    return recovered;
}

void DocumentFiles::setKeepsBackups(bool keep)
{
    m_keepBackups = keep;
    QSettings s = settings();
    s.setValue(QStringLiteral("save/backups"), keep);
}

QStringList DocumentFiles::openFilters()
{
    return openFileFilters() << tr("All files (*)");
}

void DocumentFiles::openDialog()
{
    const QString start = m_recentFiles.isEmpty() ? QDir::homePath() : QFileInfo(m_recentFiles.front()).absolutePath();
    const QStringList paths
        = QFileDialog::getOpenFileNames(&m_window, tr("Open"), start, openFilters().join(QStringLiteral(";;")));
    for (const QString &path : paths)
        openFile(path);
}

std::vector<DocumentFiles::SaveFilter> DocumentFiles::saveFilters(const Collection &collection)
{
    std::vector<SaveFilter> filters;
    for (FileFormat format : saveFormats(collection))
        filters.push_back({format, formatRow(format)->saveFilter()});
    return filters;
}

namespace {

// A format as the Open and Save dialogs name it ("bgammon.org replays"), not
// as kibitz-cli does ("bgammon-match").
QString formatText(FileFormat format)
{
    const FormatRow *row = formatRow(format);
    const QString text = row ? row->displayText() : QString();
    return text.isEmpty() ? formatName(format) : text;
}

} // namespace

bool DocumentFiles::saveDocument(GameDocument *document, const QString &path, FileFormat format, QString *error)
{
    const auto failSaving = [&](const QString &message) { return fail(error, tr("Save"), message); };
    if (!canWrite(format))
        return failSaving(tr("Kibitz cannot write %1 files.").arg(formatText(format)));
    if (m_busy)
        return failSaving(tr("Kibitz is busy reading or writing a file; save again when it is done."));
    // A partial read holds fewer games than its file: never silently over it.
    if (document->isPartialRead() && canonical(path) == canonical(document->filePath())
        && !m_window.userPrompts().overwriteWithPartialRead(path, document->gameCount())) {
        const QString message
            = tr("%1 was not saved: the tab holds a partial read of it.").arg(QDir::toNativeSeparators(path));
        if (error)
            *error = message;
        m_host.showStatus(message);
        return false;
    }
    // Never silently over what another program wrote meanwhile.
    if (!confirmOverwrite(document, path)) {
        if (error)
            *error = tr("%1 was not saved: the file changed on disk.").arg(QDir::toNativeSeparators(path));
        m_host.showStatus(tr("%1 was not saved: the file changed on disk.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    // Serializing and writing run on a worker thread; the window stays
    // responsive but takes no input until they are done (see runInBackground).
    // Every game whole first (a collection listed before its moves were read).
    if (!document->finishReading())
        return failSaving(tr("%1 cannot be saved: %2").arg(document->displayName(), document->readError()));
    const QString label = tr("Saving %1…").arg(QFileInfo(path).fileName());
    SaveResult result;
    if (!runInBackground(label, true, [&] { result = document->serializeAs(format); })) {
        const QString message
            = tr("Saving %1 was cancelled; the file was not changed.").arg(QDir::toNativeSeparators(path));
        if (error)
            *error = message;
        m_host.showStatus(message);
        return false;
    }
    if (!result.ok())
        return failSaving(tr("%1 cannot hold this file: %2").arg(formatText(format), result.error));
    if (!result.warnings.isEmpty() && !m_window.userPrompts().saveDespiteLosses(path, result.warnings))
        return false;
    // Cancel stops the writing before the file is replaced (the file on disk
    // and its backup stay as they were); once it is replaced, the save is done.
    QString writeError;
    const QString backup = m_keepBackups ? path + QLatin1Char('~') : QString();
    BackgroundWork::Progress writing;
    bool stopped = false;
    WriteOptions options;
    options.progress = [&](qint64 done, qint64 total) {
        writing.done = done;
        writing.total = total;
        m_window.userPrompts().savingProgressed(done, total);
        stopped = writing.cancel.load();
        return !stopped;
    };
    runInBackground(
        label, true, [&] { writeError = writeFileAtomically(path, result.data, backup, options); }, &writing);
    if (stopped) {
        const QString message
            = tr("Saving %1 was cancelled; the file was not changed.").arg(QDir::toNativeSeparators(path));
        if (error)
            *error = message;
        m_host.showStatus(message);
        return false;
    }
    if (!writeError.isEmpty()) {
        // The system's words ("No such file or directory" for a folder that
        // takes no files) say little: say what is wrong with the folder.
        const QFileInfo target(path);
        const QString folder = QDir::toNativeSeparators(target.absolutePath());
        if (!target.dir().exists())
            writeError = tr("The folder %1 does not exist.").arg(folder);
        else if (QTemporaryFile probe(target.absolutePath() + QStringLiteral("/.kibitz-XXXXXX")); !probe.open())
            writeError = tr("The folder %1 cannot be written to.").arg(folder);
        return failSaving(tr("Cannot write %1:\n%2").arg(QDir::toNativeSeparators(path), writeError));
    }
    document->markSaved(path, format);
    m_diskWatcher->watch(document); // our own write is not a change by another program
    addRecentFile(path, document->collection());
    if (!result.warnings.isEmpty()) {
        // The file holds less than the document did: a clean tab must show
        // what the file holds, so it is read back (same game and node), as
        // one step of the undo history, which stays: Undo brings back what
        // the file left out, then the edits before the save.
        FileLoad saved;
        runInBackground(tr("Reading %1 back…").arg(QFileInfo(path).fileName()), false, [&] { saved = loadFile(path); });
        if (!saved.result.ok() || !saved.result.collection) {
            document->undoStack()->resetClean(); // still differs from its file
            m_window.userPrompts().notice(tr("Save"),
                                          tr("Saved %1, but cannot read it back:\n%2")
                                              .arg(QDir::toNativeSeparators(path), saved.result.error.message));
            return true;
        }
        document->takeSavedCollection(std::move(*saved.result.collection),
                                      //: an Undo History entry; %1 is a file name
                                      tr("Saved as %1 (what the file holds)").arg(QFileInfo(path).fileName()));
        m_host.showStatus(tr("Saved %1; the tab now shows what the file holds (Undo brings back what it left out).")
                              .arg(QDir::toNativeSeparators(path)));
        return true;
    }
    m_window.statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool DocumentFiles::saveCurrentAs(const QString &path, QString *error)
{
    GameDocument *document = m_window.currentDocument();
    if (!document)
        return false;
    const FileFormat format = formatForFileName(path);
    if (!formatRow(format)) {
        //: %2 lists file name extensions, as ".jgame, .sgf"
        return fail(error, tr("Save As"),
                    tr("The file name %1 does not say which format to write; end it with one of %2.")
                        .arg(QFileInfo(path).fileName(), writableExtensionsText()));
    }
    return saveDocument(document, path, format, error);
}

bool DocumentFiles::saveCurrent()
{
    GameDocument *document = m_window.currentDocument();
    if (!document)
        return false;
    if (document->filePath().isEmpty() || !canWrite(document->format()))
        return saveAsDialog();
    return saveDocument(document, document->filePath(), document->format(), nullptr);
}

bool DocumentFiles::saveAsDialog()
{
    GameDocument *document = m_window.currentDocument();
    if (!document)
        return false;
    const std::vector<SaveFilter> filters = saveFilters(document->collection());
    if (filters.empty()) {
        return fail(nullptr, tr("Save As"), tr("Kibitz cannot write a file that holds these games."));
    }
    // The document's own format when it is offered, the first one otherwise.
    const SaveFilter *chosen = &filters.front();
    QStringList texts;
    for (const SaveFilter &f : filters) {
        texts << f.filter;
        if (f.format == document->format())
            chosen = &f;
    }
    QString selected = chosen->filter;
    QString suggestion = document->filePath();
    if (!suggestion.isEmpty() && formatForFileName(suggestion) != chosen->format)
        suggestion = QFileInfo(suggestion).path() + QLatin1Char('/') + QFileInfo(suggestion).completeBaseName()
                   + QLatin1Char('.') + defaultExtension(chosen->format);
    QString path = QFileDialog::getSaveFileName(&m_window, tr("Save As"), suggestion, texts.join(QStringLiteral(";;")),
                                                &selected);
    if (path.isEmpty())
        return false;
    if (!formatRow(formatForFileName(path))) {
        for (const SaveFilter &f : filters)
            if (f.filter == selected)
                chosen = &f;
        path += QLatin1Char('.') + defaultExtension(chosen->format);
    }
    return saveCurrentAs(path);
}

bool DocumentFiles::maybeSave(int index)
{
    GameDocument *document = m_host.documentAt(index);
    if (!document || !document->isModified())
        return true;
    m_host.tabWidget().setCurrentIndex(index);
    const UserPrompts::UnsavedAnswer answer = m_window.userPrompts().unsavedChanges(document->displayName());
    if (answer == UserPrompts::UnsavedAnswer::Cancel)
        return false;
    if (answer == UserPrompts::UnsavedAnswer::Discard)
        return true;
    return saveCurrent();
}

bool DocumentFiles::runInBackground(const QString &label, bool cancellable, const std::function<void()> &work,
                                    BackgroundWork::Progress *progress)
{
    ++m_busy;
    const bool finished = BackgroundWork::run(&m_window, m_progressDelay, label, cancellable, work, progress);
    --m_busy;
    return finished;
}

void DocumentFiles::fileChangedOnDisk(GameDocument *document, DiskWatcher::Change change)
{
    if (m_host.tabOf(document) < 0)
        return;
    const QString where = QDir::toNativeSeparators(m_diskWatcher->watchedPath(document));
    switch (change) {
    case DiskWatcher::Change::Removed:
        // The document is all that is left.
        document->undoStack()->resetClean(); // modified, with no step back to "saved"
        m_host.showStatus(tr("%1 was removed from disk.").arg(where));
        m_window.userPrompts().notice(tr("File Removed"),
                                      tr("%1 was removed or moved away by another program. The document "
                                         "stays open; save it to keep it.")
                                          .arg(where));
        return;
    case DiskWatcher::Change::Changed:
        // Kept as it was when not reloaded: saving it must still ask.
        if (!m_window.userPrompts().reloadChangedFile(document->displayName()) || !reloadDocument(document))
            m_diskWatcher->setChangedOnDisk(document, true);
        return;
    case DiskWatcher::Change::ChangedUnderEdits:
        m_host.showStatus(tr("%1 changed on disk.").arg(where));
        m_window.userPrompts().notice(
            tr("File Changed on Disk"),
            tr("%1 was changed by another program while it has unsaved edits here. The edits are "
               "kept; saving will ask before overwriting the file.")
                .arg(where));
        return;
    }
}

bool DocumentFiles::confirmOverwrite(GameDocument *document, const QString &path)
{
    return !m_diskWatcher->wouldOverwriteChange(document, path)
        || m_window.userPrompts().overwriteChangedFile(m_diskWatcher->watchedPath(document));
}

bool DocumentFiles::reloadDocument(GameDocument *document, const QString &status)
{
    const int index = m_host.tabOf(document);
    if (index < 0)
        return false;
    QString error;
    QStringList warnings;
    bool cancelled = false;
    std::unique_ptr<GameDocument> loaded
        = BackgroundWork::load(&m_window, m_progressDelay, document->filePath(), &error, &warnings, &cancelled);
    if (!loaded) {
        if (!cancelled)
            m_window.userPrompts().notice(
                tr("Reload"), tr("Cannot reload %1:\n%2").arg(QDir::toNativeSeparators(document->filePath()), error));
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
    const bool wasCurrent = m_host.tabWidget().currentIndex() == index;
    QWidget *current = m_host.tabWidget().currentWidget();
    GameDocument *reloaded = loaded.get();
    m_host.addDocument(std::move(loaded), index);
    document->undoStack()->setClean(); // nothing to ask about: it is replaced
    m_host.closeTab(index + 1);
    if (!wasCurrent)
        m_host.tabWidget().setCurrentWidget(current);
    m_host.showStatus(status.isEmpty() ? tr("Reloaded %1").arg(where) : status);
    m_host.showWarnings(reloaded, warnings);
    return true;
}

void DocumentFiles::readFailed(GameDocument *document, const QString &message)
{
    const int index = m_host.tabOf(document);
    if (index < 0)
        return;
    const QString path = QDir::toNativeSeparators(document->filePath());
    if (!document->isModified())
        m_host.closeTab(index);
    fail(nullptr, tr("Open"), tr("Cannot open %1:\n%2").arg(path, message));
}

bool DocumentFiles::fail(QString *error, const QString &title, const QString &message)
{
    if (error)
        *error = message;
    else
        m_window.userPrompts().failure(title, message);
    return false;
}

} // namespace kibitz
