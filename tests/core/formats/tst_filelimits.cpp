// Resource limits of reading: files far bigger than memory are refused with a
// message naming their size before a byte is read (a sparse file stands in
// for one), and the bounds follow the computer's memory.

#include "formats/registry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;

namespace {

constexpr qint64 GiB = qint64(1) << 30;
constexpr qint64 MiB = qint64(1) << 20;

// A file of `size` bytes that takes no room on disk (false where the file
// system has no sparse files and the disk cannot hold it).
bool makeSparseFile(const QString &path, qint64 size)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.resize(size) && f.size() == size;
}

} // namespace

class TestFileLimits : public QObject {
    Q_OBJECT

private slots:
    void boundsFollowMemory()
    {
        // Unknown memory: the fixed bound alone.
        QCOMPARE(maxReadableFileSize(0), MaxFileSize);
        // Much memory: still the fixed bound.
        QCOMPARE(maxReadableFileSize(64 * GiB), MaxFileSize);
        QCOMPARE(maxReadableFileSize(32 * GiB), MaxFileSize);
        QCOMPARE(maxReadableFileSize(24 * GiB), 24 * GiB / MemoryPerFileByte);
        // Little memory: a part of it.
        QCOMPARE(maxReadableFileSize(4 * GiB), 4 * GiB / MemoryPerFileByte);
        QCOMPARE(maxReadableFileSize(512 * MiB), 512 * MiB / MemoryPerFileByte);
        // This computer's memory is known here (Linux), and the bound is below it.
        const qint64 memory = physicalMemory();
        QVERIFY(memory > 0);
        QVERIFY(maxReadableFileSize() <= memory / MemoryPerFileByte);
        QVERIFY(maxReadableFileSize() <= MaxFileSize);
    }

    void refusalsNameTheSize()
    {
        QVERIFY(fileSizeRefusal(MaxFileSize, 64 * GiB).isEmpty());
        QVERIFY(fileSizeRefusal(100 * MiB, 4 * GiB).isEmpty());
        QVERIFY(fileSizeRefusal(0, 0).isEmpty());

        const QString tooBig = fileSizeRefusal(3 * GiB, 64 * GiB);
        QVERIFY2(tooBig.contains(QLatin1String("the file is 3.0 GiB (3221225472 bytes)")), qPrintable(tooBig));
        QVERIFY2(tooBig.contains(QLatin1String("files up to 2.0 GiB")), qPrintable(tooBig));

        const QString tooBigForMemory = fileSizeRefusal(600 * MiB, 4 * GiB);
        QVERIFY2(tooBigForMemory.contains(QLatin1String("the file is 600.0 MiB (629145600 bytes)")),
                 qPrintable(tooBigForMemory));
        QVERIFY2(tooBigForMemory.contains(QLatin1String("4.0 GiB of memory")), qPrintable(tooBigForMemory));
        QVERIFY2(tooBigForMemory.contains(QLatin1String("files up to 256.0 MiB")), qPrintable(tooBigForMemory));

        QCOMPARE(formatByteSize(0), QStringLiteral("0 bytes"));
        QCOMPARE(formatByteSize(1023), QStringLiteral("1023 bytes"));
        QCOMPARE(formatByteSize(1536), QStringLiteral("1.5 KiB"));
        QCOMPARE(formatByteSize(5 * 1024 * GiB), QStringLiteral("5.0 TiB"));
    }

    // A file twice as big as the computer's memory (sparse, so that it costs
    // no disk space) is refused without being read.
    void fileBiggerThanMemoryIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const qint64 size = std::max(2 * physicalMemory(), 3 * GiB);
        const QString path = dir.filePath(QStringLiteral("huge.sgf"));
        if (!makeSparseFile(path, size))
            QSKIP("this file system cannot hold a sparse file of that size");
        const FileLoad load = loadFile(path);
        QVERIFY(load.ioError);
        QVERIFY(!load.result.ok());
        QVERIFY(load.content.isEmpty()); // refused before reading
        QVERIFY2(load.result.error.message.contains(QStringLiteral("(%1 bytes)").arg(size)),
                 qPrintable(load.result.error.message));
        QVERIFY2(load.result.error.message.contains(formatByteSize(size)), qPrintable(load.result.error.message));
    }

    // Just over the bound: refused too; a small file beside it reads.
    void fileJustOverTheBoundIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const qint64 size = maxReadableFileSize() + 1;
        const QString path = dir.filePath(QStringLiteral("over.jgame"));
        if (!makeSparseFile(path, size))
            QSKIP("this file system cannot hold a sparse file of that size");
        const FileLoad load = loadFile(path);
        QVERIFY(load.ioError);
        QVERIFY(load.content.isEmpty());
        QVERIFY2(load.result.error.message.contains(QStringLiteral("(%1 bytes)").arg(size)),
                 qPrintable(load.result.error.message));

        const QString small = dir.filePath(QStringLiteral("small.sgf"));
        QFile f(small);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("(;GM[11]SZ[3];B[a1];W[b2])");
        f.close();
        const FileLoad ok = loadFile(small);
        QVERIFY(!ok.ioError);
        QVERIFY2(ok.result.ok(), qPrintable(ok.result.error.message));
        QCOMPARE(ok.format, FileFormat::Sgf);
    }
};

QTEST_GUILESS_MAIN(TestFileLimits)
#include "tst_filelimits.moc"
