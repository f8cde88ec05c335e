// kibitz-cli solve: the JSON and the readable line, --game/--ply/--seconds,
// --one (the winner and one winning move, among those of the full solve),
// --threads (the same answer), and the errors (a Twixt game, bad options), on
// files made for the test.

#include "clitesting.h"
#include "jgamebuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::cli;
using kibitz::test::JgameBuilder;
using kibitz::test::Run;

namespace {

// 3x3 Hex: b1 (1), a2 (2), b2 (1).
QByteArray hexGame()
{
    JgameBuilder b = JgameBuilder::standard("hex1", 3, "Vert", "Horiz");
    b.children(1);
    b.move(1, 0, 1).children(1);
    b.move(0, 1, 2).children(1);
    b.move(1, 1, 1).children(0);
    return b.bytes();
}

QByteArray emptyHex(int size)
{
    JgameBuilder b = JgameBuilder::standard("hex1", size);
    b.children(0);
    return b.bytes();
}

QByteArray twixtGame()
{
    JgameBuilder b = JgameBuilder::standard("twixt1", 24, "V", "H");
    b.children(1);
    b.move(5, 5, 1).children(0);
    return b.bytes();
}

QJsonObject json(const Run &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

QStringList strings(const QJsonValue &v)
{
    QStringList list;
    for (const auto &e : v.toArray())
        list << e.toString();
    return list;
}

} // namespace

class TestCliSolve : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write("hex.jgame", hexGame());
        write("empty3.jgame", emptyHex(3));
        write("empty5.jgame", emptyHex(5));
        write("empty7.jgame", emptyHex(7));
        write("empty9.jgame", emptyHex(9));
        write("twixt.jgame", twixtGame());
    }

    void emptyBoardJson()
    {
        const Run r = cli({QStringLiteral("solve"), path("empty3.jgame"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("game")).toString(), QStringLiteral("hex"));
        QCOMPARE(o.value(QStringLiteral("board")).toString(), QStringLiteral("3x3"));
        QCOMPARE(o.value(QStringLiteral("to_move")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("winner")).toInt(), 1);
        // 3x3: the centre, the obtuse corners and the cells between them.
        QStringList moves = strings(o.value(QStringLiteral("winning_moves")));
        moves.sort();
        QCOMPARE(moves, QStringList({"a2", "a3", "b2", "c1", "c2"}));
        QVERIFY(o.value(QStringLiteral("seconds")).isDouble());
        QVERIFY(o.value(QStringLiteral("nodes")).toDouble() >= 1);
    }

    void plyAndLosingSide()
    {
        // After b1 the second player wins with b2 only.
        const Run r = cli({QStringLiteral("solve"), path("hex.jgame"), QStringLiteral("--ply"), QStringLiteral("1"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("to_move")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("winner")).toInt(), 2);
        QCOMPARE(strings(o.value(QStringLiteral("winning_moves"))), QStringList({"b2"}));
        // The end of the main line (default): b1 b2 against a2, player 2 to
        // move and lost: no winning move.
        const Run end = cli({QStringLiteral("solve"), path("hex.jgame"), QStringLiteral("--json")});
        QCOMPARE(end.exitCode, 0);
        o = json(end);
        QCOMPARE(o.value(QStringLiteral("to_move")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("winner")).toInt(), 1);
        QVERIFY(o.value(QStringLiteral("winning_moves")).toArray().isEmpty());
    }

    void readableLine()
    {
        const Run r = cli({QStringLiteral("solve"), path("hex.jgame"), QStringLiteral("--ply"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("3x3 after 1 move, player 2 to move: player 2 wins with b2")),
                 qPrintable(r.out));
        QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
        const Run lost = cli({QStringLiteral("solve"), path("hex.jgame")});
        QVERIFY2(lost.out.contains(QStringLiteral("player 1 wins, every move of player 2 loses")),
                 qPrintable(lost.out));
    }

    void oneWinningMove_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("ply");
        QTest::newRow("empty 3x3") << "empty3.jgame"
                                   << "0";
        QTest::newRow("3x3 after b1") << "hex.jgame"
                                      << "1";
        QTest::newRow("empty 5x5") << "empty5.jgame"
                                   << "0";
    }
    void oneWinningMove()
    {
        QFETCH(QString, file);
        QFETCH(QString, ply);
        const Run all
            = cli({QStringLiteral("solve"), path(file), QStringLiteral("--ply"), ply, QStringLiteral("--json")});
        const Run one = cli({QStringLiteral("solve"), path(file), QStringLiteral("--ply"), ply, QStringLiteral("--one"),
                             QStringLiteral("--json")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(one.exitCode, 0);
        const QJsonObject a = json(all), o = json(one);
        // The same shape and winner; the one move is one of every winning move.
        QCOMPARE(QStringList(o.keys()), QStringList(a.keys()));
        QCOMPARE(o.value(QStringLiteral("winner")).toInt(), a.value(QStringLiteral("winner")).toInt());
        const QStringList moves = strings(o.value(QStringLiteral("winning_moves")));
        QCOMPARE(moves.size(), 1);
        QVERIFY2(strings(a.value(QStringLiteral("winning_moves"))).contains(moves.first()), qPrintable(one.out));
        const Run line
            = cli({QStringLiteral("solve"), path(file), QStringLiteral("--ply"), ply, QStringLiteral("--one")});
        QVERIFY2(line.out.contains(QStringLiteral("wins, for one with ") + moves.first() + QStringLiteral(" (")),
                 qPrintable(line.out));
    }

    void emptySevenBoardWinnerSoon()
    {
        // Who wins the empty 7x7 board, and one winning move, after a few
        // hundred positions (every winning move takes about a million). The
        // count, not the time, is checked: the time depends on the machine
        // and the build (this test also runs under the sanitizers); the
        // limit only stops a search gone wrong.
        const Run r = cli({QStringLiteral("solve"), path("empty7.jgame"), QStringLiteral("--one"),
                           QStringLiteral("--seconds"), QStringLiteral("600"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("winner")).toInt(), 1);
        QCOMPARE(strings(o.value(QStringLiteral("winning_moves"))).size(), 1);
        QVERIFY2(o.value(QStringLiteral("nodes")).toInteger() < 5000,
                 qPrintable(QString::number(o.value(QStringLiteral("nodes")).toInteger())));
    }

    void threadsGiveTheSameAnswer()
    {
        const Run one = cli({QStringLiteral("solve"), path("empty5.jgame"), QStringLiteral("--json")});
        const Run two = cli({QStringLiteral("solve"), path("empty5.jgame"), QStringLiteral("--threads"),
                             QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(two.exitCode, 0);
        QCOMPARE(json(two).value(QStringLiteral("winner")), json(one).value(QStringLiteral("winner")));
        QCOMPARE(strings(json(two).value(QStringLiteral("winning_moves"))),
                 strings(json(one).value(QStringLiteral("winning_moves"))));
        QCOMPARE(cli({QStringLiteral("solve"), path("empty5.jgame"), QStringLiteral("--threads"), QStringLiteral("0")})
                     .exitCode,
                 2);
        const Run help = cli({QStringLiteral("solve")});
        QVERIFY2(help.err.contains(QStringLiteral("--one")) && help.err.contains(QStringLiteral("--threads T")),
                 qPrintable(help.err));
    }

    void timeRunsOut()
    {
        const Run r = cli({QStringLiteral("solve"), path("empty9.jgame"), QStringLiteral("--seconds"),
                           QStringLiteral("0.3"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QVERIFY(o.value(QStringLiteral("winner")).isNull());
        QVERIFY(o.value(QStringLiteral("winning_moves")).toArray().isEmpty());
        QVERIFY(o.value(QStringLiteral("seconds")).toDouble() < 5);
        const Run line
            = cli({QStringLiteral("solve"), path("empty9.jgame"), QStringLiteral("--seconds"), QStringLiteral("0.2")});
        QVERIFY2(line.out.contains(QStringLiteral("unsolved")), qPrintable(line.out));
    }

    void errors()
    {
        const Run twixt = cli({QStringLiteral("solve"), path("twixt.jgame")});
        QCOMPARE(twixt.exitCode, 1);
        QVERIFY2(twixt.err.contains(QStringLiteral("Hex games only")), qPrintable(twixt.err));
        QCOMPARE(
            cli({QStringLiteral("solve"), path("hex.jgame"), QStringLiteral("--ply"), QStringLiteral("4")}).exitCode,
            2);
        QCOMPARE(
            cli({QStringLiteral("solve"), path("hex.jgame"), QStringLiteral("--game"), QStringLiteral("2")}).exitCode,
            2);
        QCOMPARE(cli({QStringLiteral("solve"), path("hex.jgame"), QStringLiteral("--seconds"), QStringLiteral("x")})
                     .exitCode,
                 2);
        QCOMPARE(cli({QStringLiteral("solve")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("solve"), path("missing.jgame")}).exitCode, 2);
    }

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void write(const QString &name, const QByteArray &bytes)
    {
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_clisolve.moc"
