// No data loss: backups on save, failed saves that leave the file alone (a
// full disk, a removed folder, no permission), and crash recovery: a Kibitz
// process is killed mid-edit and the next one gets the edits back.
//
// The kill test runs this same executable as the victim (`--victim FILE`):
// it opens FILE in a real main window, edits it, lets the autosave write its
// recovery copy, says so on stdout and waits to be killed.

#include "document/gamedocument.h"
#include "games/hextwixt/hextwixtview.h"
#include "testfiles.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "formats/registry.h"
#include "render/hextwixt/hexrenderer.h"

#include <QAction>
#include <QApplication>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace kibitz;
using test::readFile;

namespace {

const QString hexSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame");

QString copyOfSample(const QTemporaryDir &dir, const QString &name = QStringLiteral("game.jgame"))
{
    const QString path = dir.filePath(name);
    QFile::copy(hexSample, path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

// Plays a stone on the first empty cell after the first move: an edit.
void playSomewhere(MainWindow &window)
{
    GameDocument *document = window.currentDocument();
    HexTwixtView *view = window.currentView<HexTwixtView>();
    document->setCurrentNode(document->tree().mainChild(document->tree().root()));
    const HexTwixtPicture &picture = view->picture();
    for (int y = 0; y < picture.rows; ++y)
        for (int x = 0; x < picture.columns; ++x)
            if (picture.playerAt(x, y) == 0) {
                const QPointF centre
                    = HexRenderer(picture.columns, picture.rows, view->boardTarget(), view->renderOptions())
                          .cellCenter(x, y);
                QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
                return;
            }
}

int victim(const QString &path)
{
    MainWindow window;
    window.show();
    QString error;
    if (!window.openFile(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 3;
    }
    playSomewhere(window);
    window.currentDocument()->setComment(window.currentDocument()->currentNode(), QStringLiteral("kept by autosave"));
    // The interval comes from the settings the test wrote (one second).
    QTimer::singleShot(1500, [&] {
        std::printf("autosaved\n");
        std::fflush(stdout);
    });
    return QApplication::exec(); // until killed
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        // Settings and the recovery folder of these tests, shared with the
        // victim process through the environment.
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
    }

    void saveKeepsABackup()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        const QByteArray original = readFile(path);
        MainWindow window;
        window.setKeepsBackups(true);
        QVERIFY(window.openFile(path));
        playSomewhere(window);
        QVERIFY(window.saveCurrent());
        QCOMPARE(readFile(path + QLatin1Char('~')), original);
        const QByteArray firstSave = readFile(path);
        QVERIFY(firstSave != original);
        playSomewhere(window);
        window.currentDocument()->setComment(window.currentDocument()->currentNode(), QStringLiteral("more"));
        QVERIFY(window.saveCurrent());
        QCOMPARE(readFile(path + QLatin1Char('~')), firstSave);

        // Without backups, the old one stays as it was and no new one comes.
        window.setKeepsBackups(false);
        const QByteArray secondSave = readFile(path);
        window.currentDocument()->setComment(window.currentDocument()->currentNode(), QStringLiteral("again"));
        QVERIFY(window.saveCurrent());
        QCOMPARE(readFile(path + QLatin1Char('~')), firstSave);
        QVERIFY(readFile(path) != secondSave);
        window.setKeepsBackups(true);
        window.currentDocument()->undoStack()->setClean();
    }

    void fullDiskLeavesTheFileUntouched()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        const QByteArray original = readFile(path);
        MainWindow window;
        QVERIFY(window.openFile(path));
        playSomewhere(window);
        // A file size limit below the file's size: writing fails as on a
        // full disk (EFBIG instead of ENOSPC), with the signal ignored.
        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit tiny = saved;
        tiny.rlim_cur = 256;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &tiny), 0);
        QString error;
        const bool ok = window.saveCurrentAs(path, &error);
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!ok);
        QVERIFY2(error.contains(QStringLiteral("game.jgame")), qPrintable(error));
        QCOMPARE(readFile(path), original);
        QVERIFY(window.currentDocument()->isModified());
        // Nothing is left behind beside it but the file itself.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("game.jgame")});
        window.currentDocument()->undoStack()->setClean();
    }

    void removedFolderIsReported()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("games"));
        const QString path = copyOfSample(dir, QStringLiteral("games/game.jgame"));
        MainWindow window;
        QVERIFY(window.openFile(path));
        playSomewhere(window);
        QVERIFY(QDir(dir.filePath(QStringLiteral("games"))).removeRecursively());
        QString error;
        QVERIFY(!window.saveCurrentAs(path, &error));
        QVERIFY2(!error.isEmpty(), "no message");
        QVERIFY(window.currentDocument()->isModified());
        window.currentDocument()->undoStack()->setClean();
    }

    void readOnlyFolderIsReported()
    {
        if (geteuid() == 0)
            QSKIP("running as root: file permissions do not stop root from writing");
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        const QByteArray original = readFile(path);
        MainWindow window;
        QVERIFY(window.openFile(path));
        playSomewhere(window);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        QString error;
        const bool ok = window.saveCurrentAs(path, &error);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!ok);
        QVERIFY(!error.isEmpty());
        QCOMPARE(readFile(path), original);
        window.currentDocument()->undoStack()->setClean();
    }

    void autosaveFollowsEdits()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        MainWindow window;
        QVERIFY(window.openFile(path));
        const QString folder = window.recoveryStore().folder();
        const auto copies = [&] { return QDir(folder).entryList({QStringLiteral("*.ini")}, QDir::Files).size(); };
        const int before = int(copies());
        window.autosaveNow();
        QCOMPARE(int(copies()), before); // nothing unsaved, nothing copied
        playSomewhere(window);
        window.autosaveNow();
        QCOMPARE(int(copies()), before + 1);
        window.undoAction()->trigger(); // back to the file: the copy goes
        QCOMPARE(int(copies()), before);
        playSomewhere(window);
        window.autosaveNow();
        QVERIFY(window.saveCurrent());
        QCOMPARE(int(copies()), before);
    }

    void killedProcessEditsAreRecovered()
    {
        QTemporaryDir dir;
        const QString path = copyOfSample(dir);
        {
            QSettings settings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
            settings.setValue(QStringLiteral("recovery/intervalSeconds"), 1);
        }
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        process.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--victim"), path});
        QVERIFY(process.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += process.readAllStandardOutput()).contains("autosaved")
                                     || process.state() != QProcess::Running,
                                 20000);
        QVERIFY2(process.state() == QProcess::Running, process.readAllStandardError().constData());
        process.kill(); // SIGKILL: no chance to clean up
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        {
            QSettings settings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
            settings.remove(QStringLiteral("recovery/intervalSeconds"));
        }

        MainWindow window;
        QStringList offered;
        scriptPrompts(window).onRecoverEdits = [&](const RecoveryStore::Entry &entry) {
            offered << entry.originalPath;
            return true;
        };
        QCOMPARE(window.offerRecovery(), 1);
        QCOMPARE(offered, QStringList{QFileInfo(path).canonicalFilePath()});
        GameDocument *document = window.currentDocument();
        QVERIFY(document);
        QCOMPARE(document->filePath(), QFileInfo(path).canonicalFilePath());
        QVERIFY(document->isModified());
        // The edit is there: a comment only the victim wrote.
        bool found = false;
        for (NodeId n = document->tree().root(); n != NoNode; n = document->tree().nextInPreorder(n))
            found = found || document->tree().comment(n) == QStringLiteral("kept by autosave");
        QVERIFY(found);
        // The file itself was never touched; saving now writes the edits.
        QCOMPARE(readFile(path), readFile(hexSample));
        QVERIFY(window.saveCurrent());
        QVERIFY(!document->isModified());
        // Nothing more to offer.
        MainWindow next;
        scriptPrompts(next).onRecoverEdits = [](const RecoveryStore::Entry &) { return true; };
        QCOMPARE(next.offerRecovery(), 0);
    }
};

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--victim") == 0) {
        QApplication app(argc, argv);
        return victim(QString::fromLocal8Bit(argv[2]));
    }
    QApplication app(argc, argv);
    TestRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
