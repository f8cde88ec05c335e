// kibitz-cli against what the world sends besides game records (issue 32):
// streams that never end, a file cut short while it is read, and inputs whose
// reading would take time in the square of their games. Each must end with a
// message or a result, never a crash, never all the machine's memory.

#include "clitesting.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace kibitz::test;

// AddressSanitizer reserves terabytes of address space for its shadow
// memory, which an address-space limit (ulimit -v) refuses: a CLI built with
// it does not start under one. The sanitizer build checks the rest.
#if defined(__SANITIZE_ADDRESS__)
#define SKIP_UNDER_ADDRESS_LIMIT() QSKIP("ulimit -v cannot hold AddressSanitizer's shadow memory")
constexpr int kCutRuns = 4;
#else
#define SKIP_UNDER_ADDRESS_LIMIT() static_cast<void>(0)
constexpr int kCutRuns = 8;
#endif

class TestCliHostileInput : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // `script` run by sh with the CLI as "$CLI" and an address-space limit
    // (ulimit -v, in KiB): the size limit then follows it (filelimits.h), so
    // that an endless stream is refused after a hundred megabytes or so, and
    // a reading that kept growing would fail its allocations at once instead
    // of taking the machine's memory.
    static Run shell(const QString &script, int limitKiB = 2000000)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("CLI"), QStringLiteral(KIBITZ_CLI_PATH));
        return runProgram(QStringLiteral("sh"),
                          {QStringLiteral("-c"), QStringLiteral("ulimit -v %1; %2").arg(limitKiB).arg(script)},
                          QByteArray(), environment);
    }

private slots:
    void endlessStreamsAreRefused_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("named");
        QTest::newRow("info /dev/zero") << QStringLiteral("exec \"$CLI\" info /dev/zero")
                                        << QStringLiteral("/dev/zero");
        QTest::newRow("check /dev/urandom")
            << QStringLiteral("exec \"$CLI\" check /dev/urandom") << QStringLiteral("/dev/urandom");
        QTest::newRow("info /dev/stdin < /dev/zero")
            << QStringLiteral("exec \"$CLI\" info /dev/stdin < /dev/zero") << QStringLiteral("/dev/stdin");
        QTest::newRow("a pipe fed by yes")
            << QStringLiteral("yes | \"$CLI\" info --json /dev/stdin") << QStringLiteral("/dev/stdin");
        QTest::newRow("a FIFO fed by yes")
            << QStringLiteral("rm -f \"$FIFO\"; mkfifo \"$FIFO\" && { yes > \"$FIFO\" 2>/dev/null & "
                              "\"$CLI\" convert \"$FIFO\" \"$FIFO.jgame\"; }")
            << QStringLiteral("stream.fifo");
    }

    void endlessStreamsAreRefused()
    {
        SKIP_UNDER_ADDRESS_LIMIT();
        QFETCH(QString, script);
        QFETCH(QString, named);
        qputenv("FIFO", QFile::encodeName(path(QStringLiteral("stream.fifo"))));
        const Run r = shell(script);
        // An I/O failure (exit 2) that names the file and the limit, not an
        // abort on bad_alloc (a crash: -2) nor a kill by the system.
        QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("files up to")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("MiB")), qPrintable(r.err));
    }

    void aFileCutShortWhileReadGivesNoCrash()
    {
        // Once mapped into memory when 16 MiB or more: the reader died of
        // SIGBUS when it reached the pages that a truncation had taken away.
        // Cut at different moments of the reading, several times: each run
        // ends by itself, with the file's games or an error.
        QByteArray game = "(;FF[4]GM[11]SZ[11]PB[Black]PW[White];B[a1];W[b2];B[c3];W[d4];B[e5])\n";
        QByteArray bytes;
        bytes.reserve(20 * 1024 * 1024);
        while (bytes.size() < 20 * 1024 * 1024)
            bytes += game;
        bytes += "(;GM[11]SZ[11])\n"; // not a multiple of the page size: the sizes once mapped
        const QString file = path(QStringLiteral("shrinking.sgf"));
        // Under the sanitizers a run takes 20-30 s: 4 runs there still try
        // both commands with both cuts.
        for (int run = 0; run < kCutRuns; ++run) {
            {
                QFile f(file);
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                QCOMPARE(f.write(bytes), bytes.size());
            }
            QProcess p;
            p.start(QStringLiteral(KIBITZ_CLI_PATH),
                    {run % 2 ? QStringLiteral("check") : QStringLiteral("info"), file});
            QVERIFY(p.waitForStarted());
            QThread::msleep(40 + 50 * run); // the process starts, then reads for a while
            QVERIFY(QFile::resize(file, run % 3 == 0 ? 0 : bytes.size() / 3));
            // Ends by itself: in seconds in a release build; a run under
            // the sanitizers on a loaded machine has taken over 50 s.
            QVERIFY(p.waitForFinished(600000));
            QVERIFY2(
                p.exitStatus() == QProcess::NormalExit,
                qPrintable(
                    QStringLiteral("run %1 crashed: %2").arg(run).arg(QString::fromUtf8(p.readAllStandardError()))));
            QVERIFY(p.exitCode() == 0 || p.exitCode() == 1 || p.exitCode() == 2);
        }
    }

    void aDenseFileIsRefusedWithinTheBudget_data()
    {
        // Files that say much in few bytes, far below the size limit, which
        // took all memory and aborted on bad_alloc: `(;GM[6])` in 8 bytes
        // became a game of about 1.9 kB (232 times the file), an empty SGF
        // node 56 times its byte, a minimal .match game 148 times its 44
        // bytes. Under an address-space limit of about 1 GB (the budget then
        // about 700 MB) each is read whole or refused at the place reached.
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("mustRefuse");
        const QStringList commands{QStringLiteral("info"), QStringLiteral("info --json"), QStringLiteral("check"),
                                   QStringLiteral("convert")};
        for (const QString &command : commands) {
            // 2,000,000 games of about 650 bytes each now: they cannot fit.
            QTest::addRow("%s, (;GM[6]) games", qPrintable(command)) << command << QStringLiteral("gm6.sgf") << true;
            QTest::addRow("%s, empty nodes", qPrintable(command)) << command << QStringLiteral("empty.sgf") << false;
            QTest::addRow("%s, .match games", qPrintable(command)) << command << QStringLiteral("games.match") << false;
        }
    }

    void aDenseFileIsRefusedWithinTheBudget()
    {
        SKIP_UNDER_ADDRESS_LIMIT();
        QFETCH(QString, command);
        QFETCH(QString, input);
        QFETCH(bool, mustRefuse);
        const QString file = path(input);
        if (!QFile::exists(file)) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (input == QLatin1String("gm6.sgf")) {
                const QByteArray games = QByteArray("(;GM[6])").repeated(100000);
                for (int i = 0; i < 20; ++i)
                    f.write(games);
            } else if (input == QLatin1String("empty.sgf")) {
                // 30,000,000 nodes: 1.7 GB at 56 times the file.
                f.write("(");
                const QByteArray nodes(1000000, ';');
                for (int i = 0; i < 30; ++i)
                    f.write(nodes);
                f.write(")");
            } else {
                // 1,000,000 games: 6.5 GB at 148 times the file. The index
                // first (a line per game, with the offset of its lines),
                // then each game's one line.
                const int games = 1000000;
                const QByteArray game("i 0 - - 1 0 0 0 0 0\n");
                const qint64 start = qint64(games) * 24;
                QByteArray index;
                index.reserve(games * 24);
                for (int i = 0; i < games; ++i)
                    index += "bgammon-replay " + QByteArray::number(start + i * game.size()).rightJustified(8, '0')
                           + '\n';
                f.write(index);
                f.write(game.repeated(games));
            }
        }
        qputenv("DENSE", QFile::encodeName(file));
        qputenv("DENSE_OUT",
                QFile::encodeName(path(input.endsWith(QLatin1String(".match")) ? QStringLiteral("dense-out.sgf")
                                                                               : QStringLiteral("dense-out.match"))));
        if (input == QLatin1String("empty.sgf"))
            qputenv("DENSE_OUT", QFile::encodeName(path(QStringLiteral("dense-out.jgame"))));
        const QString script = command == QLatin1String("convert")
                                 ? QStringLiteral("exec \"$CLI\" convert \"$DENSE\" \"$DENSE_OUT\"")
                                 : QStringLiteral("exec \"$CLI\" %1 \"$DENSE\"").arg(command);
        const Run r = shell(script, 1000000);
        // Refused at the place reached, once the budget is spent or when an
        // allocation fails between two looks at the budget: never an abort
        // on bad_alloc (a crash, -2), never an error without a place.
        const bool placed
            = r.exitCode == 1
           && r.err.contains(QRegularExpression(QRegularExpression::escape(input) + QStringLiteral(":\\d+:")));
        const bool refused = placed
                          && (r.err.contains(QStringLiteral("too dense to open"))
                              || r.err.contains(QStringLiteral("not enough memory to hold the games")));
        const bool read = !mustRefuse && r.exitCode == 0;
        QVERIFY2(refused || read, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err.left(2000))));
    }

    void convertingManyBackgammonGamesIsLinear()
    {
        // Writing GM[6] once counted each game's number in its match by
        // walking back over every game before it: 10,000 games took 32 to 95
        // seconds. Counted as the writer goes, 40,000 take well under a
        // second; the bound below is generous by two orders of magnitude and
        // far below what the square of the games took (minutes).
        QByteArray bytes;
        for (int i = 0; i < 40000; ++i)
            bytes += "(;GM[6])\n";
        const QString in = path(QStringLiteral("many.sgf"));
        const QString out = path(QStringLiteral("many-out.sgf"));
        {
            QFile f(in);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        QProcess p;
        QElapsedTimer clock;
        clock.start();
        p.start(QStringLiteral(KIBITZ_CLI_PATH), {QStringLiteral("convert"), in, out});
        const bool finished = p.waitForFinished(60000);
        if (!finished) {
            p.kill();
            p.waitForFinished();
        }
        QVERIFY2(finished, "convert of 40,000 (;GM[6]) games still ran after 60 s");
        QCOMPARE(p.exitCode(), 0);
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray text = written.readAll();
        // One match of 40,000 games (same players, same length), numbered
        // from 0 as gnubg does.
        QVERIFY(text.contains("[game:0]"));
        QVERIFY(text.contains("[game:39999]"));
        QVERIFY(!text.contains("[game:40000]"));
        qInfo("convert of 40,000 games: %lld ms", static_cast<long long>(clock.elapsed()));
    }
};

QTEST_GUILESS_MAIN(TestCliHostileInput)
#include "tst_cli_hostileinput.moc"
