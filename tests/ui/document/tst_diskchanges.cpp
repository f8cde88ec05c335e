// The main window and the disk: files changed, replaced or removed by other
// programs while they are open (real file writes, noticed through
// QFileSystemWatcher), our own saves that must not look like such changes,
// and saving on a worker thread behind a progress dialog with Cancel.

#include "document/gamedocument.h"
#include "jgamegenerator.h"
#include "testfiles.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "formats/registry.h"

#include <QAction>
#include <QApplication>
#include <QProgressDialog>
#include <QPushButton>
#include <QSemaphore>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <atomic>
#include <cstdio>

using namespace kibitz;
using test::readFile;

namespace {

const QString hexSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame");

// The file's game with another name, as another program would write it.
QByteArray renamedGame(const QString &path, const QString &name)
{
    FileLoad loaded = loadFile(path);
    if (!loaded.result.ok())
        return QByteArray();
    loaded.result.collection->games.front().name = name;
    return serialize(*loaded.result.collection, FileFormat::Jgame).data;
}

// Rewrites the file in place (same inode), as most editors' plain saves do.
bool writeInPlace(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Writes a new file and renames it over the old one, as atomic saves do.
bool replaceByRename(const QString &path, const QByteArray &bytes)
{
    const QString temporary = path + QStringLiteral(".new");
    return writeInPlace(temporary, bytes)
        && std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(path).constData()) == 0;
}

} // namespace

class TestDiskChanges : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_reloadAsked;
    QStringList m_overwriteAsked;
    QStringList m_notices;
    bool m_reloadAnswer = true;
    bool m_overwriteAnswer = false;

    MainWindow *window() { return m_window.get(); }

    QString copyOfSample(const QTemporaryDir &dir)
    {
        const QString path = dir.filePath(QStringLiteral("game.jgame"));
        QFile::copy(hexSample, path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

    // Lets the watcher and the settle delay run without anything expected.
    void settle() { QTest::qWait(600); }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
    }

    void init()
    {
        m_reloadAsked.clear();
        m_overwriteAsked.clear();
        m_notices.clear();
        m_reloadAnswer = true;
        m_overwriteAnswer = false;
        m_window = std::make_unique<MainWindow>();
        m_window->setDiskCheckDelay(100);
        scriptPrompts(*m_window).onReloadChangedFile = [this](const QString &name) {
            m_reloadAsked << name;
            return m_reloadAnswer;
        };
        scriptPrompts(*m_window).onOverwriteChangedFile = [this](const QString &path) {
            m_overwriteAsked << path;
            return m_overwriteAnswer;
        };
        scriptPrompts(*m_window).onNotice = [this](const QString &title, const QString &message) {
            m_notices << title + QStringLiteral(": ") + message;
        };
        m_window->resize(900, 650);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { discardWindow(m_window); }

    void changedFileIsReloadedAtTheSamePlace()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        GameDocument *document = window()->currentDocument();
        document->goToEndOfLine();
        document->goToParent();
        const std::vector<int> place = document->tree().indexPath(document->currentNode());

        QVERIFY(writeInPlace(path, renamedGame(path, QStringLiteral("Edited elsewhere"))));
        QTRY_COMPARE(m_reloadAsked, QStringList({QStringLiteral("game.jgame")}));
        QTRY_COMPARE(window()->currentDocument()->game().name, QStringLiteral("Edited elsewhere"));
        document = window()->currentDocument();
        QCOMPARE(window()->documentCount(), 1);
        QVERIFY(!document->isModified());
        QCOMPARE(document->tree().indexPath(document->currentNode()), place);
        QVERIFY(m_notices.isEmpty());

        // A file replaced by rename is watched afresh after the reload.
        QVERIFY(replaceByRename(path, renamedGame(path, QStringLiteral("Replaced"))));
        QTRY_COMPARE(m_reloadAsked.size(), 2);
        QTRY_COMPARE(window()->currentDocument()->game().name, QStringLiteral("Replaced"));
    }

    void declinedReloadMakesSaveAsk()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        m_reloadAnswer = false;
        const QByteArray theirs = renamedGame(path, QStringLiteral("Theirs"));
        QVERIFY(writeInPlace(path, theirs));
        QTRY_COMPARE(m_reloadAsked.size(), 1);
        GameDocument *document = window()->currentDocument();
        QCOMPARE(window()->currentDocument(), document); // kept, not reloaded
        QVERIFY(document->game().name != QStringLiteral("Theirs"));
        QVERIFY(window()->isChangedOnDisk(document));

        // Save asks; No writes nothing.
        QString error;
        QVERIFY(!window()->saveCurrentAs(path, &error));
        QCOMPARE(m_overwriteAsked, QStringList({path}));
        QVERIFY2(error.contains(QStringLiteral("changed on disk")), qPrintable(error));
        QCOMPARE(readFile(path), theirs);
        // Yes overwrites, and later saves no longer ask.
        m_overwriteAnswer = true;
        QVERIFY(window()->saveCurrent());
        QVERIFY(readFile(path) != theirs);
        QVERIFY(!window()->isChangedOnDisk(document));
        document->setComment(document->currentNode(), QStringLiteral("more"));
        QVERIFY(window()->saveCurrent());
        QCOMPARE(m_overwriteAsked.size(), 2);
    }

    void ownSavesAreNotChanges()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        GameDocument *document = window()->currentDocument();
        for (const bool backups : {true, false}) {
            window()->setKeepsBackups(backups);
            for (int i = 0; i < 2; ++i) {
                document->setComment(document->currentNode(), QStringLiteral("edit %1 %2").arg(backups).arg(i));
                QVERIFY(window()->saveCurrent());
                settle();
            }
        }
        QVERIFY(m_reloadAsked.isEmpty());
        QVERIFY2(m_notices.isEmpty(), qPrintable(m_notices.join(QLatin1Char('\n'))));
        QVERIFY(m_overwriteAsked.isEmpty());
        QVERIFY(QFile::exists(path + QLatin1Char('~')));
        // Still watched after all those replacements of the file.
        QVERIFY(writeInPlace(path, renamedGame(path, QStringLiteral("After our saves"))));
        QTRY_COMPARE(m_reloadAsked.size(), 1);
        // A change of the backup is not a change of the file.
        QVERIFY(writeInPlace(path + QLatin1Char('~'), QByteArray("not a game")));
        settle();
        QCOMPARE(m_reloadAsked.size(), 1);
        window()->setKeepsBackups(true);
    }

    void changeUnderUnsavedEditsIsToldAndSaveAsks()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        GameDocument *document = window()->currentDocument();
        document->setComment(document->tree().root(), QStringLiteral("mine"));
        const QByteArray theirs = renamedGame(path, QStringLiteral("Theirs"));
        QVERIFY(replaceByRename(path, theirs));
        QTRY_COMPARE(m_notices.size(), 1);
        QVERIFY2(m_notices.front().contains(QStringLiteral("game.jgame")), qPrintable(m_notices.front()));
        QVERIFY(m_reloadAsked.isEmpty()); // unsaved edits are never reloaded away
        QCOMPARE(window()->currentDocument(), document);
        QVERIFY(document->isModified());
        QCOMPARE(document->tree().comment(document->tree().root()), QStringLiteral("mine"));
        QVERIFY(!window()->saveCurrent());
        QCOMPARE(m_overwriteAsked.size(), 1);
        QCOMPARE(readFile(path), theirs);
        QVERIFY(document->isModified());
    }

    void unnoticedChangeStillMakesSaveAsk()
    {
        // Saving right after another program wrote, before the watcher spoke.
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        window()->setDiskCheckDelay(60000);
        GameDocument *document = window()->currentDocument();
        document->setComment(document->tree().root(), QStringLiteral("mine"));
        const QByteArray theirs = renamedGame(path, QStringLiteral("Theirs, a much longer name"));
        QVERIFY(writeInPlace(path, theirs));
        QVERIFY(!window()->saveCurrent());
        QCOMPARE(m_overwriteAsked.size(), 1);
        QCOMPARE(readFile(path), theirs);
    }

    void removedFileKeepsTheDocumentModified()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        GameDocument *document = window()->currentDocument();
        QVERIFY(!document->isModified());
        QVERIFY(QFile::remove(path));
        QTRY_COMPARE(m_notices.size(), 1);
        QVERIFY2(m_notices.front().contains(QStringLiteral("removed")), qPrintable(m_notices.front()));
        QCOMPARE(window()->documentCount(), 1);
        QCOMPARE(window()->currentDocument(), document);
        QVERIFY(document->isModified());
        QVERIFY(m_reloadAsked.isEmpty());

        // Created again by someone else: the document has edits (the file
        // was gone), so it is told and Save asks.
        QVERIFY(writeInPlace(path, readFile(hexSample)));
        QTRY_COMPARE(m_notices.size(), 2);
        QVERIFY(window()->isChangedOnDisk(document));
        m_overwriteAnswer = true;
        QVERIFY(window()->saveCurrent());
        QCOMPARE(m_overwriteAsked.size(), 1);
        QVERIFY(!document->isModified());

        // Removed and saved back without a question: nothing to overwrite.
        QVERIFY(QFile::remove(path));
        QTRY_COMPARE(m_notices.size(), 3);
        QVERIFY(window()->saveCurrent());
        QCOMPARE(m_overwriteAsked.size(), 1);
        QVERIFY(QFile::exists(path));
    }

    void closedDocumentsAreNotWatched()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        QVERIFY(window()->closeDocument(0));
        QVERIFY(writeInPlace(path, renamedGame(path, QStringLiteral("Nobody looks"))));
        settle();
        QVERIFY(m_reloadAsked.isEmpty());
        QVERIFY(m_notices.isEmpty());
    }

    void bigSavesShowProgressAndCanBeCancelled()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.jgame"));
        QVERIFY(writeInPlace(path, bench::bigTree(1000000)));
        const QByteArray original = readFile(path);
        QVERIFY(window()->openFile(path));
        GameDocument *document = window()->currentDocument();
        document->setComment(document->tree().root(), QStringLiteral("a big edit"));
        window()->setProgressDelay(0);

        // Cancel as soon as the dialog shows: nothing is written.
        bool sawDialog = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *progress = window()->findChild<QProgressDialog *>(QStringLiteral("WorkProgress"));
            if (progress && progress->isVisible() && !sawDialog) {
                sawDialog = true;
                QCOMPARE(progress->windowModality(), Qt::WindowModal);
                QPushButton *cancel = progress->findChild<QPushButton *>();
                QVERIFY(cancel);
                cancel->click();
            }
        });
        poll.start(1);
        QString error;
        QVERIFY(!window()->saveCurrentAs(path, &error));
        poll.stop();
        QVERIFY(sawDialog);
        QVERIFY2(error.contains(QStringLiteral("cancelled")), qPrintable(error));
        QCOMPARE(readFile(path), original);
        QVERIFY(document->isModified());

        // Not cancelled, it saves, and the window's event loop runs meanwhile.
        int ticks = 0;
        QTimer heartbeat;
        connect(&heartbeat, &QTimer::timeout, this, [&] { ++ticks; });
        heartbeat.start(5);
        QVERIFY2(window()->saveCurrentAs(path, &error), qPrintable(error));
        heartbeat.stop();
        QVERIFY2(ticks > 0, "the event loop did not run while the file was saved");
        QVERIFY(!document->isModified());
        FileLoad reread = loadFile(path);
        QVERIFY(reread.result.ok());
        const GameTree &tree = reread.result.collection->games.front().tree;
        QCOMPARE(tree.comment(tree.root()), QStringLiteral("a big edit"));
        settle();
        QVERIFY(m_reloadAsked.isEmpty());
        window()->setProgressDelay(400);
    }

    void cancelDuringTheWriteLeavesTheFileUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.jgame"));
        QVERIFY(writeInPlace(path, bench::bigTree(1000000)));
        const QByteArray original = readFile(path);
        QVERIFY(original.size() > 3 * WriteChunkSize); // several pieces to write
        QVERIFY(window()->openFile(path));
        GameDocument *document = window()->currentDocument();
        document->setComment(document->tree().root(), QStringLiteral("an edit to lose"));
        window()->setProgressDelay(0);

        // The write's first progress report holds the worker until Cancel
        // has been pressed in the dialog: the cancellation lands in the
        // middle of the write, whatever the speed of the disk.
        QSemaphore reported, resume;
        std::atomic<int> reports{0};
        std::atomic<qint64> firstDone{0}, lastDone{0}, writeTotal{0};
        scriptPrompts(*window()).onSavingProgressed = [&](qint64 done, qint64 total) {
            if (reports++ == 0) {
                firstDone = done;
                writeTotal = total;
                reported.release();
                resume.tryAcquire(1, 20000);
            }
            lastDone = done;
        };
        bool clicked = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *progress = window()->findChild<QProgressDialog *>(QStringLiteral("WorkProgress"));
            if (clicked || !progress || !progress->isVisible() || !reported.tryAcquire())
                return;
            clicked = true;
            QPushButton *cancel = progress->findChild<QPushButton *>();
            QVERIFY(cancel);
            cancel->click();
            resume.release();
        });
        poll.start(1);
        QString error;
        QVERIFY(!window()->saveCurrentAs(path, &error));
        poll.stop();
        scriptPrompts(*window()).onSavingProgressed = {};
        QVERIFY(clicked);
        QCOMPARE(reports.load(), 1); // nothing written after the cancelled piece
        QCOMPARE(firstDone.load(), WriteChunkSize);
        QCOMPARE(lastDone.load(), WriteChunkSize);
        QVERIFY(writeTotal.load() > firstDone.load());
        QCOMPARE(
            error,
            QStringLiteral("Saving %1 was cancelled; the file was not changed.").arg(QDir::toNativeSeparators(path)));
        QCOMPARE(window()->statusBar()->currentMessage(), error);
        // The file on disk, byte for byte; no backup and no temporary file left.
        QCOMPARE(readFile(path), original);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({QStringLiteral("big.jgame")}));
        QVERIFY(document->isModified());
        QCOMPARE(document->filePath(), path);
        settle();
        QVERIFY(m_reloadAsked.isEmpty()); // our cancelled save is no change on disk

        // Saving again, without Cancel, writes every piece.
        std::atomic<int> pieces{0};
        scriptPrompts(*window()).onSavingProgressed = [&](qint64, qint64) { ++pieces; };
        QVERIFY2(window()->saveCurrentAs(path, &error), qPrintable(error));
        scriptPrompts(*window()).onSavingProgressed = {};
        QVERIFY(!document->isModified());
        QCOMPARE(qint64(pieces.load()), (QFileInfo(path).size() + WriteChunkSize - 1) / WriteChunkSize);
        FileLoad reread = loadFile(path);
        QVERIFY(reread.result.ok());
        const GameTree &tree = reread.result.collection->games.front().tree;
        QCOMPARE(tree.comment(tree.root()), QStringLiteral("an edit to lose"));
        window()->setProgressDelay(400);
    }

    void quickSavesShowNoDialog()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        QVERIFY(window()->openFile(path));
        window()->setProgressDelay(10000);
        window()->currentDocument()->setComment(window()->currentDocument()->tree().root(), QStringLiteral("quick"));
        QVERIFY(window()->saveCurrent());
        QVERIFY(!window()->findChild<QProgressDialog *>(QStringLiteral("WorkProgress")));
        window()->setProgressDelay(400);
    }
};

QTEST_MAIN(TestDiskChanges)
#include "tst_diskchanges.moc"
