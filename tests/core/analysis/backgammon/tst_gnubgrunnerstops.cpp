// GnubgRunner with a GNU Backgammon that hangs (a fake gnubg): cancel() (the
// window's Cancel) and the silence limit end gnubg and remove the temporary
// folder with the match; outputExcerpt() quotes gnubg's raw output as one
// short line without control characters.

#include "analysis/backgammon/gnubgrunner.h"
#include "fakegnubg.h"
#include "formats/registry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;
using namespace kibitz::bganalysis;
using kibitz::test::processGone;

class TestGnubgRunnerStops : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_tmp; // TMPDIR of the runs: what is left in it shows
    QString m_hanging;
    QString m_pidFile;
    Collection m_match;

    QStringList leftInTmp() const
    {
        return QDir(m_tmp).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    }
    qint64 gnubgPid() const { return test::readPid(m_pidFile); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_tmp = m_dir.filePath(QStringLiteral("tmp"));
        QVERIFY(QDir().mkpath(m_tmp));
        qputenv("TMPDIR", QFile::encodeName(m_tmp));
        m_pidFile = m_dir.filePath(QStringLiteral("gnubg.pid"));
        qputenv("FAKE_GNUBG_PID", QFile::encodeName(m_pidFile));
        m_hanging = m_dir.filePath(QStringLiteral("hanging-gnubg"));
        QVERIFY(test::writeScript(m_hanging, test::kHangingGnubgScript));
        const FileLoad loaded = loadFile(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/galaxy-match1278964-5p.txt"));
        QVERIFY(loaded.result.ok());
        m_match = *loaded.result.collection;
    }

    void init() { QFile::remove(m_pidFile); }

    // The window's Cancel: gnubg ends and the folder goes.
    void cancelEndsGnubgAndRemovesTheFolder()
    {
        GnubgRunner runner;
        QSignalSpy finished(&runner, &GnubgRunner::finished);
        RunOptions options;
        options.program = m_hanging;
        runner.start(m_match, options);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_pidFile), 30000);
        QCOMPARE(leftInTmp().size(), 1); // the folder, while gnubg runs
        const qint64 pid = gnubgPid();
        QVERIFY(pid > 0);
        runner.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY(runner.result().cancelled);
        QVERIFY(!runner.isRunning());
        QVERIFY2(leftInTmp().isEmpty(), qPrintable(leftInTmp().join(u' ')));
        QVERIFY(processGone(pid));
    }

    // No output for the silence allowed: stopped as stuck.
    void silenceStopsGnubgAsStuck()
    {
        RunOptions options;
        options.program = m_hanging;
        options.stuckAfterSeconds = 1;
        QElapsedTimer clock;
        clock.start();
        const RunResult result = GnubgRunner::run(m_match, options);
        QVERIFY(clock.elapsed() < 30000);
        QVERIFY(!result.ok);
        QVERIFY(!result.cancelled);
        QVERIFY2(result.error.contains(QLatin1String("stuck")), qPrintable(result.error));
        QVERIFY2(leftInTmp().isEmpty(), qPrintable(leftInTmp().join(u' ')));
        QVERIFY(processGone(gnubgPid()));
    }

    // The default silence grows with the plies: a deep analysis of one long
    // game prints nothing for minutes.
    void defaultSilenceFollowsThePlies()
    {
        RunOptions options;
        QCOMPARE(stuckAfterSeconds(options), 300);
        options.chequerPlies = options.cubePlies = 2;
        QCOMPARE(stuckAfterSeconds(options), 900);
        options.setting = QStringLiteral("grandmaster");
        QCOMPARE(stuckAfterSeconds(options), 3600);
        options.stuckAfterSeconds = 7;
        QCOMPARE(stuckAfterSeconds(options), 7);
    }

    void excerptIsShortAndClean()
    {
        QByteArray raw;
        for (int i = 0; i < 600; ++i)
            raw += char((i * 37 + 11) & 0xff);
        raw += "\x1b[31m\r\n\tlast\x07 words\x1b[0m\n";
        const QString excerpt = outputExcerpt(raw);
        QVERIFY2(excerpt.size() <= 161, qPrintable(excerpt));
        QVERIFY(excerpt.startsWith(QStringLiteral("…")));
        QVERIFY2(excerpt.endsWith(QLatin1String("[31m last words [0m")), qPrintable(excerpt));
        for (const QChar c : excerpt)
            QVERIFY2(c.isPrint() && c != QChar::ReplacementCharacter, qPrintable(excerpt));
        QCOMPARE(outputExcerpt("  broken \n"), QStringLiteral("broken"));
        QCOMPARE(outputExcerpt(QByteArray()), QString());
    }
};

QTEST_MAIN(TestGnubgRunnerStops)
#include "tst_gnubgrunnerstops.moc"
