// writeFileAtomically: the file is written piece by piece with progress
// reports, and a report that asks to stop cancels the save before the file is
// replaced (the file, its backup and the folder stay as they were).

#include "formats/registry.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <vector>

using namespace kibitz;
using test::readFile;

namespace {

bool writePlain(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Bytes that differ from piece to piece, so that a piece written twice or
// left out shows.
QByteArray patterned(qint64 size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (qint64 i = 0; i < size; ++i)
        bytes[i] = char((i * 131 + i / WriteChunkSize) & 0xff);
    return bytes;
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT

private slots:
    void writesPieceByPieceAndReports()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.sgf"));
        const QByteArray data = patterned(3 * WriteChunkSize + 12345);
        std::vector<std::pair<qint64, qint64>> reports;
        WriteOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            reports.emplace_back(done, total);
            return true;
        };
        QCOMPARE(writeFileAtomically(path, data, QString(), options), QString());
        QCOMPARE(readFile(path), data);
        const std::vector<std::pair<qint64, qint64>> expected = {{WriteChunkSize, data.size()},
                                                                 {2 * WriteChunkSize, data.size()},
                                                                 {3 * WriteChunkSize, data.size()},
                                                                 {data.size(), data.size()}};
        QVERIFY(reports == expected);
    }

    void emptyContentReportsOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.log"));
        QVERIFY(writePlain(path, "old"));
        int reports = 0;
        WriteOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            ++reports;
            return done == 0 && total == 0;
        };
        QCOMPARE(writeFileAtomically(path, QByteArray(), QString(), options), QString());
        QCOMPARE(reports, 1);
        QCOMPARE(readFile(path), QByteArray());
    }

    void cancelledWriteLeavesFileAndBackup_data()
    {
        QTest::addColumn<int>("stopAt"); // the report that asks to stop, from 1
        QTest::newRow("after the first piece") << 1;
        QTest::newRow("in the middle") << 2;
        QTest::newRow("after the last piece") << 4;
    }

    void cancelledWriteLeavesFileAndBackup()
    {
        QFETCH(int, stopAt);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.jgame"));
        const QString backup = path + QLatin1Char('~');
        const QByteArray original = patterned(5000);
        const QByteArray olderBackup("an older backup");
        QVERIFY(writePlain(path, original));
        QVERIFY(writePlain(backup, olderBackup));
        const QStringList before = filesIn(dir.path());

        const QByteArray data = patterned(3 * WriteChunkSize + 1);
        int reports = 0;
        WriteOptions options;
        options.progress = [&](qint64, qint64) { return ++reports < stopAt; };
        const QString error = writeFileAtomically(path, data, backup, options);
        QCOMPARE(error, QStringLiteral("writing was cancelled"));
        QCOMPARE(reports, stopAt); // no report after the one that stopped
        QCOMPARE(readFile(path), original);
        QCOMPARE(readFile(backup), olderBackup);
        QCOMPARE(filesIn(dir.path()), before); // no temporary file left behind

        // The same write, not stopped, replaces the file and keeps the backup.
        QCOMPARE(writeFileAtomically(path, data, backup), QString());
        QCOMPARE(readFile(path), data);
        QCOMPARE(readFile(backup), original);
    }

    void cancelledWriteOfANewFileCreatesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.match"));
        WriteOptions options;
        options.progress = [](qint64, qint64) { return false; };
        QCOMPARE(writeFileAtomically(path, patterned(2 * WriteChunkSize), QString(), options),
                 QStringLiteral("writing was cancelled"));
        QVERIFY(!QFile::exists(path));
        QVERIFY(filesIn(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
