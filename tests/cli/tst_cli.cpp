// Runs the real kibitz-cli binary on files made for the test.

#include "jgamebuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::JgameBuilder;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(KIBITZ_CLI_PATH), args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// 3x3 Hex: main line b1 (1), a2 (2), b2 (1) with a variation c3 (2) after b1.
QByteArray hexGame()
{
    JgameBuilder b = JgameBuilder::standard("hex1", 3, "Vert", "Horiz");
    b.children(1);
    b.move(1, 0, 1).comment("centre top").children(2);
    b.move(0, 1, 2).children(1);
    b.move(1, 1, 1).eval(10000).children(0);
    b.move(2, 2, 2).children(0);
    return b.bytes();
}

// 24x24 Twixt: two pegs of player 1 a knight's move apart get linked.
QByteArray twixtGame()
{
    JgameBuilder b = JgameBuilder::standard("twixt1", 24, "V", "H");
    b.children(1);
    b.move(5, 5, 1).children(1);
    b.move(10, 10, 2).children(1);
    b.move(6, 7, 1).children(0);
    return b.bytes();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write("hex.jgame", hexGame());
        write("twixt.jgame", twixtGame());
    }

    void infoJson()
    {
        const Run r = cli({QStringLiteral("info"), path("hex.jgame"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("file")).toString(), path("hex.jgame"));
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("jgame"));
        const QJsonArray games = o.value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 1);
        const QJsonObject g = games.first().toObject();
        QCOMPARE(g.value(QStringLiteral("game")).toString(), QStringLiteral("hex"));
        QCOMPARE(g.value(QStringLiteral("board")).toString(), QStringLiteral("3x3"));
        QCOMPARE(g.value(QStringLiteral("players")).toArray(), (QJsonArray{QStringLiteral("Vert"), QStringLiteral("Horiz")}));
        QCOMPARE(g.value(QStringLiteral("nodes")).toInt(), 5);
        QCOMPARE(g.value(QStringLiteral("mainline")).toInt(), 3);
        QCOMPARE(g.value(QStringLiteral("depth")).toInt(), 3);
        QCOMPARE(g.value(QStringLiteral("leaves")).toInt(), 2);
        QCOMPARE(g.value(QStringLiteral("comments")).toInt(), 1);
        QCOMPARE(g.value(QStringLiteral("evaluations")).toInt(), 1);
        QVERIFY(g.value(QStringLiteral("result")).isNull());
    }

    void infoText()
    {
        const Run r = cli({QStringLiteral("info"), path("twixt.jgame")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("twixt 24x24")));
    }

    void positionsHex()
    {
        const Run r = cli({QStringLiteral("positions"), path("hex.jgame")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("0\t-\t.../.../...\n"
                                       "1\tb1\t.1./.../...\n"
                                       "2\ta2\t.1./2../...\n"
                                       "3\tb2\t.1./21./...\n"));
        const Run last = cli({QStringLiteral("positions"), path("hex.jgame"), QStringLiteral("--last")});
        QCOMPARE(last.exitCode, 0);
        QCOMPARE(last.out, QStringLiteral("3\tb2\t.1./21./...\n"));
    }

    void positionsTwixt()
    {
        const Run r = cli({QStringLiteral("positions"), path("twixt.jgame"), QStringLiteral("--last")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("3\tG8\tP:5,5,1;6,7,1;10,10,2 L:5,5,6,7\n"));
    }

    void checkValid()
    {
        const Run r = cli({QStringLiteral("check"), path("hex.jgame")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
    }

    void checkReportsIllegalMoveWithOffset()
    {
        // The second move plays on the occupied cell.
        JgameBuilder b = JgameBuilder::standard("hex1", 3);
        b.children(1);
        b.move(1, 1, 1).children(1);
        const qint64 offset = b.bytes().size();
        b.move(1, 1, 2).children(0);
        write("occupied.jgame", b.bytes());
        const Run r = cli({QStringLiteral("check"), path("occupied.jgame")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(path("occupied.jgame") + QStringLiteral(":%1: ").arg(offset)), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("occupied")));

        // Twixt: a peg in the opponent's border row (player 2 on row 0).
        JgameBuilder t = JgameBuilder::standard("twixt1", 24);
        t.children(1);
        t.move(5, 0, 2).children(0);
        write("border.jgame", t.bytes());
        const Run tr = cli({QStringLiteral("check"), path("border.jgame")});
        QCOMPARE(tr.exitCode, 1);
        QVERIFY(tr.err.contains(QLatin1String("border")));
    }

    void malformedFile()
    {
        QByteArray bytes = hexGame();
        bytes.chop(3);
        write("truncated.jgame", bytes);
        for (const QString &command : {QStringLiteral("info"), QStringLiteral("check"), QStringLiteral("positions")}) {
            const Run r = cli({command, path("truncated.jgame")});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.startsWith(path("truncated.jgame") + u':'), qPrintable(r.err));
            QVERIFY(r.err.contains(QLatin1String("unexpected end of file")));
        }
        write("empty.jgame", QByteArray());
        QCOMPARE(cli({QStringLiteral("info"), path("empty.jgame")}).exitCode, 1);
        write("random.bin", QByteArray("\x93\x11\xfe\x00garbage\xff", 12));
        QCOMPARE(cli({QStringLiteral("check"), path("random.bin")}).exitCode, 1);
    }

    void convertJgameToJgame()
    {
        const Run r = cli({QStringLiteral("convert"), path("hex.jgame"), path("copy.jgame")});
        QCOMPARE(r.exitCode, 0);
        QFile f(path("copy.jgame"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), hexGame());
        const Run to = cli({QStringLiteral("convert"), path("hex.jgame"), path("copy.bin"), QStringLiteral("--to"),
                            QStringLiteral("jgame")});
        QCOMPARE(to.exitCode, 0);
    }

    void usageErrors()
    {
        QCOMPARE(cli({}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info"), path("hex.jgame"), QStringLiteral("--bogus")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("positions"), path("hex.jgame"), QStringLiteral("--game"), QStringLiteral("2")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info"), path("does-not-exist.jgame")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("convert"), path("hex.jgame"), path("x.unknownext")}).exitCode, 2);
        // Writing into a directory that does not exist is an I/O failure.
        QCOMPARE(cli({QStringLiteral("convert"), path("hex.jgame"), path("no/such/dir/x.jgame")}).exitCode, 2);
    }

private:
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    void write(const char *name, const QByteArray &bytes)
    {
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
