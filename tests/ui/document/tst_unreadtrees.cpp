// A collection listed before its games' moves are read (GameDocument::load
// with ReadOptions::headersOnly, see GameDocument::treesComplete): the games
// read one by one, in the background or all at once are those sgf::read
// gives; a file whose moves do not read fails as it did when it was read
// whole, and is then neither edited nor saved.

#include "../../bench/twixtsgfcollection.h"
#include "modeldiff.h"
#include "windowtesting.h"

#include "analysis/gamelist.h"
#include "document/gamedocument.h"
#include "formats/sgf/sgfgames.h"
#include "panels/explorerpanel.h"

#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

namespace {

// Twixt games and a Hex game with a comment and a variation.
QByteArray collectionBytes()
{
    return bench::generateTwixtSgfCollection(400).data
         + "(;FF[4]GM[11]SZ[5]PB[Black]PW[White]RE[B+]\n;B[c3]C[centre];W[b2](;B[d4])(;B[a1]C[other]))\n";
}

// Game 30 of 41 has a stone off the board: its syntax is sound, so the
// collection is listed, and reading its moves fails.
QByteArray brokenCollection()
{
    QByteArray bytes = bench::generateTwixtSgfCollection(40).data;
    const qsizetype at = bytes.indexOf("(;FF[4]", bytes.indexOf("GN[Bench game 30]") - 200);
    bytes.insert(at, "(;FF[4]GM[11]SZ[5]PB[a]PW[b]\n;B[c3];W[z9])\n");
    return bytes;
}

QString write(QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return QString();
    return path;
}

void compareGame(const GameRecord &a, const GameRecord &b, int index)
{
    const QString difference = test::firstDifference(a, b);
    QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("game %1: %2").arg(index + 1).arg(difference)));
}

} // namespace

class TestUnreadTrees : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Keep the user's settings out of the tests and the tests out of them.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        qputenv("XDG_DATA_HOME", m_settings.filePath(QStringLiteral("data")).toUtf8());
    }
    void listedFirstReadOnDemand();
    void readInTheBackground();
    void movesThatDoNotRead();
    void editWaitsForTheTrees();
    void closedWhileReading();
    void oneGameIsReadWhole();
    void windowReadsTheMovesAfterTheList();
    void windowClosesATabWhoseMovesDoNotRead();

private:
    QTemporaryDir m_settings;
};

void TestUnreadTrees::listedFirstReadOnDemand()
{
    QTemporaryDir dir;
    const QByteArray bytes = collectionBytes();
    const QString path = write(dir, QStringLiteral("c.sgf"), bytes);
    const LoadResult whole = sgf::read(bytes);
    QVERIFY(whole.ok());
    QString error;
    std::unique_ptr<GameDocument> doc = GameDocument::load(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QSignalSpy read(doc.get(), &GameDocument::treesRead);
    QCOMPARE(doc->gameCount(), int(whole.collection->games.size()));
    QVERIFY(!doc->treesComplete());
    // The first game is shown whole; the others hold their header alone.
    compareGame(doc->game(), whole.collection->games[0], 0);
    QCOMPARE(doc->listedCollection().games[5].tree.capacity(), std::size_t(1));
    QCOMPARE(doc->listedCollection().games[5].player1, whole.collection->games[5].player1);
    doc->setGameIndex(5);
    compareGame(doc->game(), whole.collection->games[5], 5);
    // The list reads a game before counting its length and notes.
    std::shared_ptr<GameList> list = doc->takeGameList();
    QVERIFY(list);
    const int last = doc->gameCount() - 1;
    const GameList::Entry &e = list->entry(last);
    QCOMPARE(e.length, 3);
    QVERIFY(e.comments);
    QVERIFY(e.variations);
    QVERIFY(!doc->treesComplete());
    QCOMPARE(read.count(), 0);
    // All of them at once, the games read meanwhile kept.
    QVERIFY(doc->finishReading());
    QVERIFY(doc->treesComplete());
    QCOMPARE(read.count(), 1);
    const QString difference = test::firstDifference(doc->listedCollection(), *whole.collection);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(doc->finishReading());
    QCOMPARE(read.count(), 1);
    // A sort by length reads every game too (here all are read already).
    std::vector<int> games(std::size_t(doc->gameCount()));
    std::iota(games.begin(), games.end(), 0);
    list->sort(games, GameList::Column::Length, false);
    QCOMPARE(games.front(), last); // the shortest
}

void TestUnreadTrees::readInTheBackground()
{
    QTemporaryDir dir;
    const QByteArray bytes = collectionBytes();
    const QString path = write(dir, QStringLiteral("c.sgf"), bytes);
    std::unique_ptr<GameDocument> doc = GameDocument::load(path, nullptr);
    QVERIFY(doc);
    QSignalSpy read(doc.get(), &GameDocument::treesRead);
    doc->readTreesInBackground();
    doc->setGameIndex(3); // one read on demand meanwhile
    QVERIFY(read.wait(30000));
    QVERIFY(doc->treesComplete());
    QVERIFY(doc->readWarnings().isEmpty());
    const LoadResult whole = sgf::read(bytes);
    const QString difference = test::firstDifference(doc->collection(), *whole.collection);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QCOMPARE(doc->gameIndex(), 3);
    QCOMPARE(read.count(), 1);
}

void TestUnreadTrees::movesThatDoNotRead()
{
    // Reading the moves fails as reading the file whole does, with the
    // place in the file.
    const QByteArray bytes = brokenCollection();
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("broken.sgf"), bytes);
    ReadOptions whole;
    whole.recordLocations = true; // no headers only: the file is read whole
    QString wholeError;
    QVERIFY(!GameDocument::load(path, &wholeError, nullptr, whole));
    QVERIFY2(wholeError.contains(QStringLiteral("line ")), qPrintable(wholeError));

    QString error;
    std::unique_ptr<GameDocument> doc = GameDocument::load(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QSignalSpy failed(doc.get(), &GameDocument::readFailed);
    const SaveResult before = doc->serializeAs(FileFormat::Sgf);
    QVERIFY(!before.ok()); // not while games are unread
    QVERIFY(!doc->finishReading());
    QCOMPARE(failed.count(), 1);
    QCOMPARE(doc->readError(), wholeError);
    QCOMPARE(failed.first().first().toString(), wholeError);
    QVERIFY(!doc->treesComplete());
    // Neither edited nor saved.
    const NodeId first = doc->tree().mainChild(doc->tree().root());
    doc->setComment(first, QStringLiteral("lost?"));
    QVERIFY(doc->tree().comment(first).isEmpty());
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY(!doc->serializeAs(FileFormat::Sgf).ok());
    // The game shown first is read at load: when its moves do not read the
    // file is refused there, with the same words.
    QByteArray firstBroken
        = "(;FF[4]GM[11]SZ[5]PB[a]PW[b]\n;B[c3];W[z9])\n" + bench::generateTwixtSgfCollection(5).data;
    const QString path2 = write(dir, QStringLiteral("first.sgf"), firstBroken);
    QString error2, wholeError2;
    QVERIFY(!GameDocument::load(path2, &error2));
    QVERIFY(!GameDocument::load(path2, &wholeError2, nullptr, whole));
    QCOMPARE(error2, wholeError2);
}

void TestUnreadTrees::editWaitsForTheTrees()
{
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("c.sgf"), collectionBytes());
    std::unique_ptr<GameDocument> doc = GameDocument::load(path, nullptr);
    QVERIFY(doc);
    QVERIFY(!doc->treesComplete());
    const NodeId first = doc->tree().mainChild(doc->tree().root());
    doc->setComment(first, QStringLiteral("a note"));
    QVERIFY(doc->treesComplete()); // read before the edit
    QCOMPARE(doc->tree().comment(first), QStringLiteral("a note"));
    QVERIFY(doc->isModified());
    const SaveResult saved = doc->serializeAs(FileFormat::Sgf);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    const LoadResult again = sgf::read(saved.data);
    QVERIFY(again.ok());
    QCOMPARE(int(again.collection->games.size()), doc->gameCount());
    const QString difference = test::firstDifference(*again.collection, doc->collection());
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestUnreadTrees::closedWhileReading()
{
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("c.sgf"), collectionBytes());
    for (int i = 0; i < 5; ++i) {
        std::unique_ptr<GameDocument> doc = GameDocument::load(path, nullptr);
        QVERIFY(doc);
        doc->readTreesInBackground();
        if (i % 2)
            QTest::qWait(i);
        doc.reset(); // stops the reading and waits for it
        QCoreApplication::processEvents(); // a posted end of reading goes nowhere
    }
}

void TestUnreadTrees::oneGameIsReadWhole()
{
    QTemporaryDir dir;
    const QByteArray one = "(;FF[4]GM[11]SZ[5]PB[a]PW[b]\n;B[c3]C[x];W[b2])\n";
    const QString path = write(dir, QStringLiteral("one.sgf"), one);
    std::unique_ptr<GameDocument> doc = GameDocument::load(path, nullptr);
    QVERIFY(doc);
    QVERIFY(doc->treesComplete());
    compareGame(doc->game(), sgf::read(one).collection->games[0], 0);
}

void TestUnreadTrees::windowReadsTheMovesAfterTheList()
{
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("c.sgf"), collectionBytes());
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    GameDocument *doc = window.currentDocument();
    QVERIFY(doc);
    // The Explorer starts the reading after the list is shown, says so,
    // and counts once the moves are in.
    auto *explorer = window.findChild<ExplorerPanel *>();
    QVERIFY(explorer);
    QTRY_VERIFY_WITH_TIMEOUT(doc->treesComplete(), 30000);
    QTRY_VERIFY(!explorer->isBuilding() && explorer->openingTree());
    QCOMPARE(explorer->openingTree()->gameCount() + 1, std::size_t(doc->gameCount())); // the Hex game on its own board
    QCOMPARE(explorer->openingTree()->stats(explorer->openingTree()->root()).games,
             std::uint32_t(doc->gameCount() - 1));
}

void TestUnreadTrees::windowClosesATabWhoseMovesDoNotRead()
{
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("broken.sgf"), brokenCollection());
    MainWindow window;
    window.show();
    QStringList failures;
    scriptPrompts(window).onFailure = [&](const QString &, const QString &message) { failures << message; };
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error)); // listed
    QCOMPARE(window.documentCount(), 1);
    // The moves read after the list: the tab closes with the message File >
    // Open gives a file it cannot read.
    QTRY_COMPARE_WITH_TIMEOUT(window.documentCount(), 0, 30000);
    QCOMPARE(failures.size(), 1);
    QVERIFY2(failures.first().contains(QStringLiteral("broken.sgf"))
                 && failures.first().contains(QStringLiteral("line ")),
             qPrintable(failures.first()));
}

QTEST_MAIN(TestUnreadTrees)
#include "tst_unreadtrees.moc"
