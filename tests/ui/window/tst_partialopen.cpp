// File > Open of a collection cut short (a download stopped inside a game):
// the window offers the games before the damage, opens them in a tab that
// says it holds a partial read, and never saves them over the file without
// asking. And of a stream that never ends: refused at the size limit with a
// message, the window still there.

#include "formats/registry.h"
#include "windowtesting.h"

#include <QFile>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;

namespace {

QByteArray readData(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Little Golem's download of 32 Hex games, cut inside the fourth.
QByteArray cutCollection()
{
    const QByteArray whole = readData(QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/hex-sgf/1381.txt"));
    qsizetype fourth = -1;
    for (int i = 0; i < 4; ++i)
        fourth = whole.indexOf("(;", fourth + 1);
    return whole.left(whole.indexOf("RE[", fourth) + 1);
}

} // namespace

class TestPartialOpen : public QObject {
    Q_OBJECT

    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        // What SGF cannot hold of these games is not this test's question.
        scriptPrompts(*m_window).onSaveDespiteLosses = [](const QString &, const QStringList &) { return true; };
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { discardWindow(m_window); }

    void opensTheGamesBeforeTheDamage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("download.sgf"));
        const QByteArray cut = cutCollection();
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(cut);
        }
        ScriptedPrompts &prompts = scriptPrompts(*m_window);
        int asked = 0;
        prompts.onOpenPartialRead = [&](const QString &, const QString &error, int games) {
            ++asked;
            [&] {
                QCOMPARE(games, 3);
                QVERIFY2(error.contains(QStringLiteral("property identifier 'R' without a value")), qPrintable(error));
            }();
            return true;
        };
        QString error;
        QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
        QCOMPARE(asked, 1);
        GameDocument *document = m_window->currentDocument();
        QVERIFY(document);
        QCOMPARE(document->gameCount(), 3);
        QVERIFY(document->isPartialRead());
        QVERIFY2(m_window->windowTitle().contains(QStringLiteral("partial read")), qPrintable(m_window->windowTitle()));
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Partial read of download.sgf")),
                 qPrintable(m_window->statusBar()->currentMessage()));

        // Save over the file asks; declined, nothing is written.
        int overwriteAsked = 0;
        prompts.onOverwriteWithPartialRead = [&](const QString &, int games) {
            ++overwriteAsked;
            [&] { QCOMPARE(games, 3); }();
            return false;
        };
        QVERIFY(!m_window->saveCurrent());
        QCOMPARE(overwriteAsked, 1);
        QCOMPARE(readData(path), cut);

        // Save As elsewhere: that file is whole, and the tab is its document.
        const QString copy = dir.filePath(QStringLiteral("three.sgf"));
        QVERIFY2(m_window->saveCurrentAs(copy, &error), qPrintable(error));
        QCOMPARE(overwriteAsked, 1);
        QVERIFY(!document->isPartialRead());
        QVERIFY(!m_window->windowTitle().contains(QStringLiteral("partial read")));
        const FileLoad saved = loadFile(copy);
        QVERIFY(saved.result.ok());
        QCOMPARE(saved.result.collection->games.size(), std::size_t(3));
        QCOMPARE(readData(path), cut);
    }

    void overwritingWhenTheUserSaysSo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("download.sgf"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(cutCollection());
        }
        ScriptedPrompts &prompts = scriptPrompts(*m_window);
        prompts.onOpenPartialRead = [](const QString &, const QString &, int) { return true; };
        prompts.onOverwriteWithPartialRead = [](const QString &, int) { return true; };
        QVERIFY(m_window->openFile(path));
        QVERIFY(m_window->saveCurrent());
        QVERIFY(!m_window->currentDocument()->isPartialRead());
        const FileLoad saved = loadFile(path);
        QVERIFY(saved.result.ok());
        QCOMPARE(saved.result.collection->games.size(), std::size_t(3));
    }

    void decliningOpensNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("download.sgf"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(cutCollection());
        }
        ScriptedPrompts &prompts = scriptPrompts(*m_window);
        prompts.onOpenPartialRead = [](const QString &, const QString &, int) { return false; };
        QString error;
        QVERIFY(!m_window->openFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("without a value")), qPrintable(error));
        QCOMPARE(m_window->documentCount(), 0);
    }

    // A gnubg match file cut inside its third game: the two before it.
    void aMatchFileCutShort()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("charlot.mat"));
        const QByteArray whole = readData(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/gnubg108-charlot-7p.mat"));
        QVERIFY(!whole.isEmpty());
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(whole.left(whole.indexOf('/', whole.indexOf("Game 3")) + 1));
        }
        int asked = 0;
        scriptPrompts(*m_window).onOpenPartialRead = [&](const QString &, const QString &, int games) {
            ++asked;
            [&] { QCOMPARE(games, 2); }();
            return true;
        };
        QString error;
        QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
        QCOMPARE(asked, 1);
        QVERIFY(m_window->currentDocument()->isPartialRead());
        QCOMPARE(m_window->currentDocument()->gameCount(), 2);
    }

    // `kibitz /dev/zero` took all memory and aborted: the stream is read up
    // to the size limit and refused with a message that names it.
    void anEndlessStreamIsRefused()
    {
        if (!QFile::exists(QStringLiteral("/dev/zero")))
            QSKIP("no /dev/zero here");
        QString error;
        QVERIFY(!m_window->openFile(QStringLiteral("/dev/zero"), &error));
        QVERIFY2(error.contains(QStringLiteral("/dev/zero")) && error.contains(QStringLiteral("files up to")),
                 qPrintable(error));
        QCOMPARE(m_window->documentCount(), 0);
        QVERIFY(m_window->isVisible());
    }

    // A file damaged in its first game is refused without the question.
    void nothingToOfferAsksNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.sgf"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("(;FF[4]GM[11]SZ[11];B[a1];W[");
        }
        ScriptedPrompts &prompts = scriptPrompts(*m_window);
        int asked = 0;
        prompts.onOpenPartialRead = [&](const QString &, const QString &, int) { return ++asked > 0; };
        QVERIFY(!m_window->openFile(path));
        QCOMPARE(asked, 0);
    }
};

QTEST_MAIN(TestPartialOpen)
#include "tst_partialopen.moc"
