// Runs the real kibitz-cli binary on Rokkaku Conquest logs (tests/data/rokkaku
// and variants of them made for the test).

#include "clitesting.h"
#include "formats/registry.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "render/rokkakurenderer.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::cli;
using kibitz::test::Run;

namespace {

QString dataPath(const char *name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/rokkaku/") + QLatin1String(name);
}

QByteArray data(const char *name)
{
    QFile f(dataPath(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray withLine(QByteArray text, int line, const QByteArray &replacement)
{
    QList<QByteArray> lines = text.split('\n');
    lines[line - 1] = replacement;
    return lines.join('\n');
}

} // namespace

class TestCliRokkaku : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void infoJson()
    {
        const Run r = cli({QStringLiteral("info"), dataPath("team-score.log"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(root[QStringLiteral("format")].toString(), QStringLiteral("rokkaku-log"));
        const QJsonObject game = root[QStringLiteral("games")].toArray().at(0).toObject();
        QCOMPARE(game[QStringLiteral("game")].toString(), QStringLiteral("rokkaku"));
        QCOMPARE(game[QStringLiteral("board")].toString(), QStringLiteral("5x4"));
        QCOMPARE(game[QStringLiteral("players")].toArray(),
                 (QJsonArray{"Gamma", "Alpha", QStringLiteral("Délta"), "Beta"}));
        QCOMPARE(game[QStringLiteral("teams")].toArray(), (QJsonArray{2, 0, 3, 1}));
        QCOMPARE(game[QStringLiteral("turns")].toInt(), 2);
        QCOMPARE(game[QStringLiteral("mainline")].toInt(), 2);
        QCOMPARE(game[QStringLiteral("nodes")].toInt(), 3);
        QCOMPARE(game[QStringLiteral("owned")].toArray(), (QJsonArray{0, 1, 3, 0}));
        const QJsonObject t = root[QStringLiteral("tournament")].toObject();
        QCOMPARE(t[QStringLiteral("teams")].toArray(), (QJsonArray{"Alpha", "Beta", "Gamma", QStringLiteral("Délta")}));
        QCOMPARE(t[QStringLiteral("rounds")].toInt(), 1);
        const QJsonArray standings = t[QStringLiteral("standings")].toArray();
        const int expected[4][3] = {{1, 3, 3}, {2, 0, 1}, {3, 1, 0}, {3, 2, 0}};
        QCOMPARE(standings.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject s = standings.at(i).toObject();
            QCOMPARE(s[QStringLiteral("rank")].toInt(), expected[i][0]);
            QCOMPARE(s[QStringLiteral("team")].toInt(), expected[i][1]);
            QCOMPARE(s[QStringLiteral("score")].toInt(), expected[i][2]);
        }
    }

    void infoText()
    {
        const Run r = cli({QStringLiteral("info"), dataPath("rank-comments.log")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("game 2: rokkaku 4x2, Team Five // part of the name, Six, Seven, Eight")),
                 qPrintable(r.out));
    }

    void checkConsistent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("summary");
        QTest::newRow("team score") << "team-score.log" << "OK, 1 game, 2 turns checked";
        QTest::newRow("rank team score") << "rank-comments.log" << "OK, 2 games, 1 turn checked";
        QTest::newRow("CR LF, BOM") << "crlf-bom.log" << "OK, 1 game, 2 turns checked";
        QTest::newRow("no results") << "no-results.log" << "OK, 1 game, 2 turns checked";
    }
    void checkConsistent()
    {
        QFETCH(QString, file);
        QFETCH(QString, summary);
        const Run r = cli({QStringLiteral("check"), dataPath(file.toUtf8().constData())});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(summary), qPrintable(r.out));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    void checkInconsistent_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        const QByteArray log = data("team-score.log");
        QTest::newRow("move from an empty hexel")
            << withLine(log, 16, "2 3 2 2 1 1 3 2 2") << "16:3: game 1, turn 1: move from 3,2, where no agent stands";
        QTest::newRow("frozen agent moves")
            << withLine(log, 23, "1 0 2 1 2")
            << "23:3: game 1, turn 2: samurai 1 of team 3 moves from 0,2 but was frozen after the previous turn";
        QTest::newRow("owner change to another team")
            << withLine(log, 18, "2 2 1 4 2 2 1")
            << "18:7: game 1, turn 1: owner change of 2,1 to team 4, which is not in the game (0-3)";
        QTest::newRow("starting hexel outside")
            << withLine(log, 11, "0 0 1 0 2 0 3 7")
            << "11:13: game 1: start of samurai 3 of team 0: hexel 3,7 is outside the 5x4 field";
        QTest::newRow("score disagrees")
            << withLine(log, 33, "3 4") << "33:1: final results: team 3 (Délta) has 4 points in the log, 3 from the games";
        QTest::newRow("rank disagrees")
            << withLine(data("rank-comments.log"), 42, "3 7 0")
            << "42:1: final results: team 7 (Eight) is ranked 3 in the log, 2 from the games";
    }
    void checkInconsistent()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString file = write("inconsistent.log", content);
        const Run r = cli({QStringLiteral("check"), file});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err, file + u':' + message + u'\n');
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        const QByteArray log = data("team-score.log");
        QTest::newRow("N not a multiple of four")
            << withLine(log, 1, "6") << "1:1: the number of teams must be a positive multiple of four, not 6";
        QTest::newRow("team out of range") << withLine(log, 7, "2 0 4 1") << "7:5: team 4 does not exist (the teams are 0 to 3)";
        QTest::newRow("truncated") << log.first(log.indexOf("1 4 1 3 1") + 5) << "23:6: the log ends where a move's target hexel should be";
        QTest::newRow("binary garbage") << QByteArray("4\n\x01\x02\x03\n\xff\n\x00\n\x7f\n\x80\x81", 14)
                                        << "6:1: expected the number of rounds (a non-negative integer), found \"\x80\x81\"";
    }
    void malformed()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString file = write("malformed.log", content);
        for (const char *command : {"check", "info", "positions"}) {
            const Run r = cli({QLatin1String(command), file});
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.err, file + u':' + message + u'\n');
        }
    }

    void positions()
    {
        const Run r = cli({QStringLiteral("positions"), dataPath("team-score.log"), QStringLiteral("--game"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QStringLiteral("0\t-\tA:0,0;1,0;2,0;3,0;0,3;1,3;2,3;3,3;4,0;4,1;4,2;4,3;0,1;0,2;1,1;1,2 "
                                          "O:0,0,0,0 H:...../...../...../....."));
        QCOMPARE(lines[1], QStringLiteral("1\t1,0>2,1 1,3>2,2\tA:0,0;2,1;2,0;3,0;0,3;2,2;2,3;3,3;4,0;4,1;4,2;4,3;0,1;0,2*;1,1;1,2 "
                                          "O:1,1,0,0 H:...../..0../..1../....."));
        const Run last = cli({QStringLiteral("positions"), dataPath("rank-comments.log"), QStringLiteral("--game"),
                              QStringLiteral("1"), QStringLiteral("--last")});
        QCOMPARE(last.exitCode, 0);
        QCOMPARE(last.out, QStringLiteral("0\t-\tA:0,0;0,1;1,1;2,2;1,0;1,0;1,0;1,0;2,0;2,1;2,1;2,1;0,2;1,2;1,2;2,2 "
                                          "O:0,0,0,0 H:.../.../...\n"));
        const Run bad = cli({QStringLiteral("positions"), dataPath("team-score.log"), QStringLiteral("--game"), QStringLiteral("2")});
        QCOMPARE(bad.exitCode, 2);
    }

    void convert()
    {
        for (const char *name : {"team-score.log", "rank-comments.log", "crlf-bom.log", "no-results.log"}) {
            const QString out = m_dir.filePath(QStringLiteral("copy.log"));
            const Run r = cli({QStringLiteral("convert"), dataPath(name), out});
            QCOMPARE(r.exitCode, 0);
            QFile f(out);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), data(name));
        }
        const Run sgf = cli({QStringLiteral("convert"), dataPath("team-score.log"), m_dir.filePath(QStringLiteral("x.sgf"))});
        QCOMPARE(sgf.exitCode, 1);
        const QString hex = write("hex.sgf", "(;GM[11]SZ[3];B[a1])");
        const Run toLog = cli({QStringLiteral("convert"), hex, m_dir.filePath(QStringLiteral("x.log"))});
        QCOMPARE(toLog.exitCode, 1);
        QVERIFY2(toLog.err.contains(QStringLiteral("tournament")), qPrintable(toLog.err));
    }

    void render()
    {
        const QString png = m_dir.filePath(QStringLiteral("field.png"));
        const Run r = cli({QStringLiteral("render"), dataPath("team-score.log"), QStringLiteral("--game"), QStringLiteral("1"),
                           QStringLiteral("--ply"), QStringLiteral("1"), QStringLiteral("-o"), png, QStringLiteral("--size"),
                           QStringLiteral("300x250"), QStringLiteral("--theme"), QStringLiteral("dark")});
        QCOMPARE(r.exitCode, 0);
        QImage image;
        QVERIFY(image.load(png));
        QCOMPARE(image.size(), QSize(300, 250));
        const QString svg = m_dir.filePath(QStringLiteral("field.svg"));
        QCOMPARE(cli({QStringLiteral("render"), dataPath("rank-comments.log"), QStringLiteral("--game"), QStringLiteral("2"),
                      QStringLiteral("-o"), svg})
                     .exitCode,
                 0);
        QVERIFY(QFile(svg).size() > 0);
        QCOMPARE(cli({QStringLiteral("render"), dataPath("team-score.log"), QStringLiteral("--ply"), QStringLiteral("3"),
                      QStringLiteral("-o"), png})
                     .exitCode,
                 2);
        // An inconsistent turn on the way: its line:column.
        const QString bad = write("bad-render.log", withLine(data("team-score.log"), 16, "2 3 2 2 1 1 3 2 2"));
        const Run failed = cli({QStringLiteral("render"), bad, QStringLiteral("-o"), png});
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.startsWith(bad + QStringLiteral(":15:1: move from 3,2, where no agent stands")), qPrintable(failed.err));
    }

    // --column-offset draws the field in flat-topped columns: the same image
    // the renderer makes with RenderOptions::rokkakuColumnOffset.
    void renderColumnOffset()
    {
        const QString rows = m_dir.filePath(QStringLiteral("rows.png"));
        const QString columns = m_dir.filePath(QStringLiteral("columns.png"));
        const QStringList common{QStringLiteral("render"), dataPath("team-score.log"), QStringLiteral("--ply"),
                                 QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("320x240")};
        QCOMPARE(cli(common + QStringList{QStringLiteral("-o"), rows}).exitCode, 0);
        const Run r = cli(common + QStringList{QStringLiteral("--column-offset"), QStringLiteral("-o"), columns});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));

        const kibitz::FileLoad file = kibitz::loadFile(dataPath("team-score.log"));
        QVERIFY(file.result.ok());
        const kibitz::GameRecord &game = file.result.collection->games.front();
        kibitz::PositionCache cache(game);
        const auto *replayer = dynamic_cast<const kibitz::RokkakuReplayer *>(cache.at(game.tree.mainLine().back()));
        QVERIFY(replayer);
        kibitz::RenderOptions options;
        options.rokkakuColumnOffset = true;
        QImage expected;
        QVERIFY(expected.loadFromData(kibitz::rokkakuPngBytes(replayer->position(), QSize(320, 240), options), "PNG"));
        QImage columnImage, rowImage;
        QVERIFY(columnImage.load(columns));
        QVERIFY(rowImage.load(rows));
        QCOMPARE(columnImage.convertToFormat(QImage::Format_ARGB32), expected.convertToFormat(QImage::Format_ARGB32));
        QVERIFY(rowImage.convertToFormat(QImage::Format_ARGB32) != expected.convertToFormat(QImage::Format_ARGB32));
        // A flat-topped hexel: the centre of hexel (1,0) lies half a hexel
        // lower than that of (0,0), in the owner's tint or the board colour.
        const kibitz::RokkakuRenderer renderer(5, 4, QRectF(0, 0, 320, 240), options);
        QVERIFY(renderer.hexelCenter(1, 0).y() > renderer.hexelCenter(0, 0).y());

        // Usage: a flag for Rokkaku fields only, and named in the help.
        const QString hex = m_dir.filePath(QStringLiteral("x.png"));
        const Run usage = cli({QStringLiteral("render"), QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame"),
                               QStringLiteral("--column-offset"), QStringLiteral("-o"), hex});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.contains(QStringLiteral("--column-offset")), qPrintable(usage.err));
        QVERIFY(!QFile::exists(hex));
        const Run help = cli({QStringLiteral("render")});
        QCOMPARE(help.exitCode, 2);
        QVERIFY2(help.err.contains(QStringLiteral("[--column-offset]")), qPrintable(help.err));
        QVERIFY(cli({}).err.contains(QStringLiteral("--column-offset")));
    }

private:
    QString write(const char *name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return path;
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestCliRokkaku) // a QGuiApplication: the test renders the expected image itself
#include "tst_clirokkaku.moc"
