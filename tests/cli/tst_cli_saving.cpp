// kibitz-cli convert writing where the disk refuses, and over a file of
// another owner: a write that fails part way (the disk full, or the file
// size limit reached) gives the system's reason with the file's name, never
// "Unknown error", and leaves nothing behind; a replaced file keeps its
// permissions, and its owner and group where the process may set them.

#include "clitesting.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using kibitz::test::cli;
using kibitz::test::Run;

namespace {

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

// kibitz-cli with a file size limit of `bytes` (SIGXFSZ ignored, so that a
// write past the limit fails with EFBIG instead of killing the process).
Run cliWithFileSizeLimit(const QStringList &args, rlim_t bytes)
{
    QProcess p;
    p.setChildProcessModifier([bytes] {
        const struct rlimit limit = {bytes, bytes};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        ::signal(SIGXFSZ, SIG_IGN);
    });
    p.start(QStringLiteral(KIBITZ_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

bool runs(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestCliSaving : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_inputs;
    QString m_sample; // a game whose SGF (300 KB of comment) is larger than the limits below

private slots:
    void initTestCase()
    {
        QVERIFY(m_inputs.isValid());
        m_sample = m_inputs.filePath(QStringLiteral("big.sgf"));
        QFile f(m_sample);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("(;FF[4]GM[11]SZ[5]C[" + QByteArray(300000, 'x') + "];B[c3])\n");
    }

    // The write stops part way: the reason is the system's, the file is
    // named, and neither the output nor a temporary file is left.
    void writeFailingPartWayGivesTheReason()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.sgf"));
        const Run whole = cli({QStringLiteral("convert"), m_sample, out});
        QCOMPARE(whole.exitCode, 0);
        const qint64 size = QFileInfo(out).size();
        QVERIFY2(size > 65536, qPrintable(QString::number(size)));
        QVERIFY(QFile::remove(out));
        const Run r = cliWithFileSizeLimit({QStringLiteral("convert"), m_sample, out}, 4096);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(out + QStringLiteral(": File too large")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("Unknown error")), qPrintable(r.err));
        QVERIFY2(filesIn(dir.path()).isEmpty(), qPrintable(filesIn(dir.path()).join(u' ')));
    }

    // A real full disk, where the process may mount a small tmpfs (root);
    // skipped elsewhere.
    void fullDiskSaysNoSpaceLeft()
    {
        if (::geteuid() != 0)
            QSKIP("mounting a small tmpfs needs root");
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("small"));
        QVERIFY(QDir().mkpath(mountPoint));
        if (!runs(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                            QStringLiteral("size=8k"), QStringLiteral("tmpfs"), mountPoint}))
            QSKIP("no tmpfs can be mounted here");
        const QString out = mountPoint + QStringLiteral("/out.sgf");
        const Run r = cli({QStringLiteral("convert"), m_sample, out});
        const QStringList left = filesIn(mountPoint);
        QVERIFY(runs(QStringLiteral("umount"), {mountPoint}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(out + QStringLiteral(": No space left on device")), qPrintable(r.err));
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
    }

    // A replaced file keeps its permissions (as root too, to whom a file of
    // mode 0444 is writable: it became 0644).
    void replacedFileKeepsItsPermissions_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("0640") << 0640;
        QTest::newRow("0604") << 0604;
        if (::geteuid() == 0)
            QTest::newRow("0444, read-only") << 0444;
    }

    void replacedFileKeepsItsPermissions()
    {
        QFETCH(int, mode);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("kept.sgf"));
        QVERIFY(QFile(out).open(QIODevice::WriteOnly));
        QCOMPARE(::chmod(QFile::encodeName(out).constData(), mode_t(mode)), 0);
        const Run r = cli({QStringLiteral("convert"), m_sample, out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(out).size() > 0);
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(out).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 07777), mode);
    }

    // As root, saving over a file of another owner keeps its owner and group.
    void replacedFileKeepsItsOwnerAndGroup()
    {
        if (::geteuid() != 0)
            QSKIP("only root may give a file to another owner; the permissions are tested above");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("theirs.sgf"));
        QVERIFY(QFile(out).open(QIODevice::WriteOnly));
        const QByteArray name = QFile::encodeName(out);
        const uid_t nobody = 65534;
        const gid_t group = 4321;
        QCOMPARE(::chown(name.constData(), nobody, group), 0);
        QCOMPARE(::chmod(name.constData(), 0444), 0);
        const Run r = cli({QStringLiteral("convert"), m_sample, out});
        QCOMPARE(r.exitCode, 0);
        struct stat st;
        QCOMPARE(::stat(name.constData(), &st), 0);
        QVERIFY(st.st_size > 0);
        QCOMPARE(st.st_uid, nobody);
        QCOMPARE(st.st_gid, group);
        QCOMPARE(int(st.st_mode & 07777), 0444);
    }
};

QTEST_MAIN(TestCliSaving)
#include "tst_cli_saving.moc"
