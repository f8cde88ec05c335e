// kibitz-cli against what the world sends besides game records (issue 32):
// streams that never end, a file cut short while it is read, and inputs whose
// reading would take time in the square of their games. Each must end with a
// message or a result, never a crash, never all the machine's memory.

#include "clitesting.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace kibitz::test;

class TestCliHostileInput : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
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
