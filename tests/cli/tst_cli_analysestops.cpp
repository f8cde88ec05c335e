// kibitz-cli analyse with a GNU Backgammon that does not behave (a fake gnubg
// named by KIBITZ_GNUBG): one that hangs is stopped as stuck after the
// silence --stuck-after allows; SIGINT, SIGTERM and SIGHUP end gnubg and
// remove the temporary folder (match.mat, prefs/) before kibitz-cli ends by
// the signal; gnubg's raw output (binary and control characters) is quoted
// as a short line of plain text.

#include "clitesting.h"
#include "fakegnubg.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::kHangingGnubgScript;
using kibitz::test::processGone;
using kibitz::test::readPid;
using kibitz::test::Run;
using kibitz::test::runProgram;
using kibitz::test::writeScript;

namespace {

const QString kMatch = QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/galaxy-match1278964-5p.txt");

} // namespace

class TestCliAnalyseStops : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_hanging; // reads the commands, writes its pid, then sleeps
    QString m_pidFile;

    // The environment of a run: the fake gnubg, and a temporary folder of
    // its own, so that what is left in it shows.
    QProcessEnvironment environment(const QString &gnubg, const QString &tmp)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KIBITZ_GNUBG"), gnubg);
        env.insert(QStringLiteral("TMPDIR"), tmp);
        env.insert(QStringLiteral("FAKE_GNUBG_PID"), m_pidFile);
        return env;
    }

    static QStringList leftIn(const QString &dir)
    {
        return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_hanging = m_dir.filePath(QStringLiteral("hanging-gnubg"));
        m_pidFile = m_dir.filePath(QStringLiteral("gnubg.pid"));
        QVERIFY(writeScript(m_hanging, kHangingGnubgScript));
    }

    void init() { QFile::remove(m_pidFile); }

    // gnubg prints nothing for the silence allowed: it is stopped, the
    // run fails naming it stuck, and nothing is left behind.
    void silentGnubgIsStoppedAsStuck()
    {
        QTemporaryDir tmp;
        const QString out = m_dir.filePath(QStringLiteral("never.sgf"));
        QElapsedTimer clock;
        clock.start();
        const Run r = runProgram(QStringLiteral(KIBITZ_CLI_PATH),
                                 {QStringLiteral("analyse"), kMatch, QStringLiteral("--stuck-after"),
                                  QStringLiteral("2"), QStringLiteral("-o"), out},
                                 QByteArray(), environment(m_hanging, tmp.path()));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(clock.elapsed() < 60000, "the stuck gnubg was waited for");
        QVERIFY2(r.err.contains(QLatin1String("printed nothing for 2 s")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("stuck")), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        QVERIFY2(leftIn(tmp.path()).isEmpty(), qPrintable(leftIn(tmp.path()).join(u' ')));
        const qint64 pid = readPid(m_pidFile);
        QVERIFY(pid > 0);
        QVERIFY2(processGone(pid), "the stuck gnubg still runs");
        // The option's value is checked.
        QCOMPARE(runProgram(QStringLiteral(KIBITZ_CLI_PATH),
                            {QStringLiteral("analyse"), kMatch, QStringLiteral("--stuck-after"), QStringLiteral("0")})
                     .exitCode,
                 2);
    }

    void interruptEndsGnubgAndRemovesTheFolder_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGHUP") << int(SIGHUP);
    }

    // Interrupted while gnubg runs: gnubg ends, the temporary folder with
    // the match goes, and kibitz-cli ends by the signal.
    void interruptEndsGnubgAndRemovesTheFolder()
    {
        QFETCH(int, signal);
        QTemporaryDir tmp;
        QProcess cli;
        cli.setProcessEnvironment(environment(m_hanging, tmp.path()));
        cli.start(QStringLiteral(KIBITZ_CLI_PATH), {QStringLiteral("analyse"), kMatch});
        QVERIFY(cli.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_pidFile), 30000);
        // The folder is there while gnubg runs.
        QCOMPARE(leftIn(tmp.path()).size(), 1);
        const qint64 pid = readPid(m_pidFile);
        QVERIFY(pid > 0);
        QCOMPARE(::kill(pid_t(cli.processId()), signal), 0);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitStatus(), QProcess::CrashExit); // ended by the signal
        QVERIFY2(leftIn(tmp.path()).isEmpty(), qPrintable(leftIn(tmp.path()).join(u' ')));
        QVERIFY2(processGone(pid), "gnubg still runs");
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(err.contains(QLatin1String("interrupted")), qPrintable(err));
    }

    void rawOutputIsQuotedShortAndClean_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("failing") << 3 << QStringLiteral("GNU Backgammon failed (exit code 3): ");
        QTest::newRow("no analysis") << 0 << QStringLiteral("GNU Backgammon wrote no analysis");
    }

    // gnubg writes about 600 bytes of binary and control characters: the
    // message quotes a short excerpt of it, on one line, without them.
    void rawOutputIsQuotedShortAndClean()
    {
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QByteArray garbage;
        for (int i = 0; i < 600; ++i)
            garbage += char((i * 37 + 11) & 0xff);
        garbage += "\x1b[31m\x1b]0;title\x07\r\nlast words\x1b[0m";
        const QString garbageFile = m_dir.filePath(QStringLiteral("garbage.bin"));
        QFile g(garbageFile);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(garbage);
        g.close();
        const QString gnubg = m_dir.filePath(QStringLiteral("garbling-gnubg-%1").arg(exitCode));
        QVERIFY(writeScript(gnubg, QByteArray("#!/bin/sh\ncat >/dev/null\ncat '") + garbageFile.toUtf8() + "'\ncat '"
                                       + garbageFile.toUtf8() + "' >&2\nexit " + QByteArray::number(exitCode) + "\n"));
        QTemporaryDir tmp;
        QProcess cli;
        cli.setProcessEnvironment(environment(gnubg, tmp.path()));
        cli.start(QStringLiteral(KIBITZ_CLI_PATH), {QStringLiteral("analyse"), kMatch});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 1);
        const QByteArray err = cli.readAllStandardError();
        QVERIFY2(err.contains(message.toUtf8()), err.constData());
        QVERIFY2(err.contains("last words"), err.constData());
        QVERIFY2(err.endsWith('\n') && err.count('\n') == 1, err.constData());
        for (const char c : err.chopped(1))
            QVERIFY2(uchar(c) >= 0x20 && c != 0x7f,
                     qPrintable(
                         QStringLiteral("control character %1 in %2").arg(int(uchar(c))).arg(QString::fromUtf8(err))));
        QVERIFY2(QString::fromUtf8(err).size() < 400, err.constData());
        QVERIFY(leftIn(tmp.path()).isEmpty());
    }
};

QTEST_MAIN(TestCliAnalyseStops)
#include "tst_cli_analysestops.moc"
