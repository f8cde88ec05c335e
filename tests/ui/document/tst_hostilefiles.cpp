// The window's side of files that are not what they seem (issue 32): a pipe
// that never writes must leave the window responsive and its open
// cancellable; a pipe that does write opens as a file does; a big collection
// cut short on disk after File > Open, while its games' moves are still
// unread, must not take the window down (its bytes were once mapped, and
// reading the lost pages killed it with SIGBUS).

#include "windowtesting.h"

#include "document/gamedocument.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace kibitz;

class TestHostileFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString fifo(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
            qWarning("mkfifo failed");
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        QVERIFY(m_dir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        m_window = std::make_unique<MainWindow>();
        m_window->show();
    }

    void cleanupTestCase() { discardWindow(m_window); }

    void aSilentPipeCanBeCancelled()
    {
        // Nobody ever opens this FIFO for writing: opening it used to wait
        // for a writer forever, out of Cancel's reach.
        const QString path = fifo(QStringLiteral("silent.sgf"));
        m_window->setProgressDelay(0);
        int ticks = 0;
        bool clicked = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            ++ticks; // the window's event loop runs meanwhile
            auto *progress = m_window->findChild<QProgressDialog *>(QStringLiteral("OpenProgress"));
            if (ticks >= 30 && !clicked && progress && progress->isVisible()) {
                clicked = true;
                QPushButton *cancel = progress->findChild<QPushButton *>();
                QVERIFY(cancel);
                cancel->click(); // as the user would
            }
        });
        poll.start(10);
        QString error;
        QVERIFY(!m_window->openFile(path, &error));
        poll.stop();
        QVERIFY(clicked);
        QVERIFY2(ticks >= 30, "the event loop did not run while the pipe was silent");
        QVERIFY2(error.contains(QStringLiteral("cancelled")), qPrintable(error));
        QCOMPARE(m_window->documentCount(), 0);
        m_window->setProgressDelay(400);
    }

    void aPipeThatWritesOpens()
    {
        const QString path = fifo(QStringLiteral("written.sgf"));
        std::thread writer([path] {
            const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY);
            if (fd < 0)
                return;
            const QByteArray game = "(;FF[4]GM[11]SZ[5]PB[Black]PW[White];B[c3];W[b2])\n";
            [[maybe_unused]] const ssize_t n = ::write(fd, game.constData(), std::size_t(game.size()));
            ::close(fd);
        });
        QString error;
        const bool opened = m_window->openFile(path, &error);
        writer.join();
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(m_window->documentCount(), 1);
        QCOMPARE(m_window->currentDocument()->collection().games.front().player1, QStringLiteral("Black"));
        discardWindow(m_window);
        m_window = std::make_unique<MainWindow>();
        m_window->show();
    }

    void aCollectionCutShortAfterOpenStillReads()
    {
        // 16 MiB and more, not a multiple of the page size: such a file was
        // mapped, and its games' moves are read after the Games panel shows.
        QByteArray bytes;
        int games = 0;
        while (bytes.size() < 17 * 1024 * 1024) {
            bytes += "(;FF[4]GM[11]SZ[11]PB[Black]PW[White];B[a1];W[b2];B[c3];W[d4];B[e5];W[f6])\n";
            ++games;
        }
        bytes += "(;FF[4]GM[11]SZ[11])\n";
        ++games;
        const QString path = m_dir.filePath(QStringLiteral("shrinks.sgf"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
        }
        QString error;
        std::unique_ptr<GameDocument> document = GameDocument::load(path, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->gameCount(), games);
        QVERIFY(!document->treesComplete());
        // Another program cuts the file short; the window reads on.
        QVERIFY(QFile::resize(path, 4096));
        QVERIFY(document->readTree(games - 2));
        QVERIFY(document->finishReading());
        QCOMPARE(document->collection().games.size(), std::size_t(games));
        QCOMPARE(document->collection().games[std::size_t(games) - 2].tree.liveNodeCount(), std::size_t(7));
    }
};

QTEST_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
