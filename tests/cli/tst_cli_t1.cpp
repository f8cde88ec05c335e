// kibitz-cli on T1 files (read only), run as the real binary: info, check
// (illegal moves located by line:column), positions, conversion to SGF and
// Jgame and the refusal to write T1. Hand-made files, and the real ones of
// the shared corpus when it is there.

#include "clitesting.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::cli;
using kibitz::test::Run;

namespace {

QString corpusFile(const char *name)
{
    return QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/twixt-t1/") + QLatin1String(name);
}

// twixtbot-ui's header (version 1, 24x24, player 1 starts) and moves.
const QByteArray kHeader
    = "# File created by twixtbot-ui\n# comment\n1 # version of file-format\nAnna # Name of player 1\n"
      "Bert # Name of player 2\n24 # y-size of board\n24 # x-size of board\nH # player 1 human or computer\n"
      "H # player 2 human or computer\n1 # starting player (1 plays top-down)\nV # direction of letters\n"
      "Y # pierule?\nN # game already over?\n";

} // namespace

class TestCliT1 : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const char *name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return QString();
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void info()
    {
        const QString game = write("game.T1", kHeader + "I9\nswap\nK12\nresign\n");
        Run r = cli({QStringLiteral("info"), game, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("t1"));
        const QJsonObject g = o.value(QStringLiteral("games")).toArray().first().toObject();
        QCOMPARE(g.value(QStringLiteral("game")).toString(), QStringLiteral("twixt"));
        QCOMPARE(g.value(QStringLiteral("board")).toString(), QStringLiteral("24x24"));
        QCOMPARE(g.value(QStringLiteral("players")).toArray(),
                 (QJsonArray{QStringLiteral("Anna"), QStringLiteral("Bert")}));
        QCOMPARE(g.value(QStringLiteral("mainline")).toInt(), 4);
        r = cli({QStringLiteral("info"), game});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String(": t1, 1 game")), qPrintable(r.out));
    }

    void positions()
    {
        // I9 for player 1; the swap moves it to its mirror hole for player 2.
        const QString game = write("positions.T1", kHeader + "I9\nswap\nK12\n");
        const Run r = cli({QStringLiteral("positions"), game});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[1].contains(QLatin1String("P:8,8,1")), qPrintable(lines[1]));
        QVERIFY2(lines[2].contains(QLatin1String("P:8,8,2")), qPrintable(lines[2]));
        QVERIFY2(lines[3].contains(QLatin1String("10,11,1")), qPrintable(lines[3]));
    }

    void checkLocatesIllegalMoves()
    {
        // Player 1 owns the top and bottom rows, player 2 the left and right
        // columns: player 2's a5 is on its own border, its c1 on player 1's.
        const QString good = write("good.T1", kHeader + "I9\na5\n");
        Run r = cli({QStringLiteral("check"), good});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("OK, 1 game, 3 nodes checked")), qPrintable(r.out));
        const QString bad = write("bad.T1", kHeader + "I9\n  # player 2 on player 1's border row\n   c1\nd4\n");
        r = cli({QStringLiteral("check"), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(bad + QStringLiteral(":16:4: ")), qPrintable(r.err));
    }

    void malformedFilesNameTheirPlace()
    {
        const QString file = write("malformed.T1", QByteArray(kHeader).replace("24 # x-size", "abc # x-size") + "I9\n");
        Run r = cli({QStringLiteral("info"), file});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 file + QStringLiteral(":7:1: the x-size (columns) must be a number from 3 to 702, not \"abc\"\n"));
        const QString token = write("token.T1", kHeader + "I9\nJ 10\n");
        r = cli({QStringLiteral("check"), token});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(token + QStringLiteral(":15:1: ")), qPrintable(r.err));
    }

    void convertsToSgfAndJgameButNotToT1()
    {
        const QString game = write("convert.T1", kHeader + "I9\nK12\nresign\n");
        const QString sgf = m_dir.filePath(QStringLiteral("convert.sgf"));
        const QString jgame = m_dir.filePath(QStringLiteral("convert.jgame"));
        Run r = cli({QStringLiteral("convert"), game, sgf});
        QCOMPARE(r.exitCode, 0);
        QFile f(sgf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(text.contains("GM[21]") && text.contains("PW[Anna]") && text.contains("PB[Bert]"), text.constData());
        QVERIFY2(QByteArray(text).replace('\n', "").contains(";W[I9];B[K12];W[resign])"), text.constData());
        r = cli({QStringLiteral("convert"), game, jgame});
        QCOMPARE(r.exitCode, 0); // a trailing resign is dropped with a warning
        QVERIFY(r.err.contains(QLatin1String("warning")));
        const Run original = cli({QStringLiteral("positions"), game, QStringLiteral("--last")});
        for (const QString &copy : {sgf, jgame}) {
            const Run converted = cli({QStringLiteral("positions"), copy, QStringLiteral("--last")});
            QCOMPARE(converted.exitCode, 0);
            QCOMPARE(converted.out.section(QLatin1Char('\t'), 2), original.out.section(QLatin1Char('\t'), 2));
        }

        r = cli({QStringLiteral("convert"), sgf, m_dir.filePath(QStringLiteral("back.T1"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("writing t1 files is not supported")), qPrintable(r.err));
        r = cli({QStringLiteral("convert"), sgf, m_dir.filePath(QStringLiteral("back.txt")), QStringLiteral("--to"),
                 QStringLiteral("t1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("writing t1 files is not supported")), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("back.txt"))));
    }

    void corpusFiles()
    {
        if (!QFile::exists(corpusFile("testwin.T1")))
            QSKIP("the shared corpus (../shared/corpus/real/twixt-t1) is not here");
        // Every move of the real files is legal, full_board.T1's border pegs
        // included (each stands on a border of its owner).
        for (const char *name :
             {"drawngame.T1", "full_board.T1", "puzzle01.T1", "sample.T1", "scl-issue.T1", "testwin.T1"}) {
            const Run r = cli({QStringLiteral("check"), corpusFile(name)});
            QVERIFY2(r.exitCode == 0, qPrintable(QLatin1String(name) + QLatin1Char(' ') + r.err));
        }

        // testwin converts to both formats and keeps its winning position.
        const QString sgf = m_dir.filePath(QStringLiteral("testwin.sgf"));
        const QString jgame = m_dir.filePath(QStringLiteral("testwin.jgame"));
        QCOMPARE(cli({QStringLiteral("convert"), corpusFile("testwin.T1"), sgf}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("convert"), corpusFile("testwin.T1"), jgame}).exitCode, 0);
        const Run original = cli({QStringLiteral("positions"), corpusFile("testwin.T1"), QStringLiteral("--last")});
        QCOMPARE(original.exitCode, 0);
        for (const QString &copy : {sgf, jgame}) {
            const Run converted = cli({QStringLiteral("positions"), copy, QStringLiteral("--last")});
            QCOMPARE(converted.out.section(QLatin1Char('\t'), 2), original.out.section(QLatin1Char('\t'), 2));
        }
        // A swap-pieces followed by moves is more than Jgame can hold; SGF keeps it.
        const Run swapped
            = cli({QStringLiteral("convert"), corpusFile("sample.T1"), m_dir.filePath(QStringLiteral("s.jgame"))});
        QCOMPARE(swapped.exitCode, 1);
        QCOMPARE(
            cli({QStringLiteral("convert"), corpusFile("sample.T1"), m_dir.filePath(QStringLiteral("s.sgf"))}).exitCode,
            0);
    }
};

QTEST_GUILESS_MAIN(TestCliT1)
#include "tst_cli_t1.moc"
