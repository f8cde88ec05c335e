// Runs the real kibitz-cli binary on Rokkaku Conquest logs (tests/data/rokkaku
// and variants of them made for the test).

#include "clitesting.h"
#include "formats/registry.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "render/rokkaku/rokkakurenderer.h"
#include "testfiles.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
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
    return kibitz::test::readFile(dataPath(name));
}

QByteArray withLine(const QByteArray &text, int line, const QByteArray &replacement)
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
        QCOMPARE(game[QStringLiteral("owned")].toArray(), (QJsonArray{3, 4, 6, 3}));
        const QJsonObject t = root[QStringLiteral("tournament")].toObject();
        QCOMPARE(t[QStringLiteral("teams")].toArray(), (QJsonArray{"Alpha", "Beta", "Gamma", QStringLiteral("Délta")}));
        QCOMPARE(t[QStringLiteral("rounds")].toInt(), 1);
        const QJsonArray standings = t[QStringLiteral("standings")].toArray();
        // The runtime's scoring: areas 3 4 6 3 (samurai own their starting
        // hexels) give 1 4 6 1 points; ratio 1000000 * area / 16.
        const qint64 expected[4][5]
            = {{1, 3, 6, 375000, 6}, {2, 0, 4, 250000, 4}, {3, 1, 1, 187500, 3}, {3, 2, 1, 187500, 3}};
        QCOMPARE(standings.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject s = standings.at(i).toObject();
            QCOMPARE(s.keys(), (QStringList{"area_sum", "rank", "ratio_sum", "score", "team"}));
            QCOMPARE(s[QStringLiteral("rank")].toInteger(), expected[i][0]);
            QCOMPARE(s[QStringLiteral("team")].toInteger(), expected[i][1]);
            QCOMPARE(s[QStringLiteral("score")].toInteger(), expected[i][2]);
            QCOMPARE(s[QStringLiteral("ratio_sum")].toInteger(), expected[i][3]);
            QCOMPARE(s[QStringLiteral("area_sum")].toInteger(), expected[i][4]);
        }
    }

    void infoJsonOfficialStandings()
    {
        // The standings of a log of the official runtime are its last
        // `// Ranking after round N` (teams 0 and 3 tie on all three and share
        // rank 5), with its comments and without any.
        const QByteArray log = data("official-eight-2x40-11x9.log");
        QList<QByteArray> lines = log.split('\n');
        for (QByteArray &line : lines)
            if (const qsizetype at = line.indexOf("//"); at >= 0)
                line.truncate(at);
        const QString bare = write("bare.log", lines.join('\n'));
        const qint64 expected[8][5]
            = {{1, 4, 12, 709279, 60}, {2, 1, 8, 601530, 51}, {3, 5, 8, 544154, 46}, {4, 6, 6, 578320, 50},
               {5, 0, 6, 560974, 46},  {5, 3, 6, 560974, 46}, {7, 2, 2, 248155, 21}, {8, 7, 0, 196605, 17}};
        for (const QString &file : {dataPath("official-eight-2x40-11x9.log"), bare}) {
            const Run r = cli({QStringLiteral("info"), file, QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 0);
            const QJsonObject t
                = QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("tournament")].toObject();
            QCOMPARE(t[QStringLiteral("rounds")].toInt(), 2);
            const QJsonArray standings = t[QStringLiteral("standings")].toArray();
            QCOMPARE(standings.size(), 8);
            for (int i = 0; i < 8; ++i) {
                const QJsonObject s = standings.at(i).toObject();
                QCOMPARE(s[QStringLiteral("rank")].toInteger(), expected[i][0]);
                QCOMPARE(s[QStringLiteral("team")].toInteger(), expected[i][1]);
                QCOMPARE(s[QStringLiteral("score")].toInteger(), expected[i][2]);
                QCOMPARE(s[QStringLiteral("ratio_sum")].toInteger(), expected[i][3]);
                QCOMPARE(s[QStringLiteral("area_sum")].toInteger(), expected[i][4]);
            }
            const Run check = cli({QStringLiteral("check"), file});
            QCOMPARE(check.exitCode, 0);
            QVERIFY2(check.out.contains(QStringLiteral("OK, 4 games, 132 turns checked")), qPrintable(check.out));
        }
    }

    void infoText()
    {
        const Run r = cli({QStringLiteral("info"), dataPath("rank-comments.log")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.contains(QStringLiteral("game 2: rokkaku 4x2, Team Five // part of the name, Six, Seven, Eight")),
            qPrintable(r.out));
    }

    void checkConsistent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("summary");
        QTest::newRow("four, 13x11") << "official-four-1x80-13x11.log"
                                     << "OK, 1 game, 34 turns checked";
        QTest::newRow("four, syzygy") << "official-four-1x120-15x13.log"
                                      << "OK, 1 game, 61 turns checked";
        QTest::newRow("greedy, 9x7") << "official-greedy-1x300-9x7.log"
                                     << "OK, 1 game, 27 turns checked";
        QTest::newRow("eight, two rounds") << "official-eight-2x40-11x9.log"
                                           << "OK, 4 games, 132 turns checked";
    }
    void checkConsistent()
    {
        QFETCH(QString, file);
        QFETCH(QString, summary);
        const QString path = dataPath(file.toUtf8().constData());
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(summary), qPrintable(r.out));
        // The runtime's dialect: warnings, each at its place.
        QStringList warnings = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(warnings.size(), 2);
        QVERIFY2(warnings[0].contains(QRegularExpression(
                     QStringLiteral(":\\d+:1: warning: sieges and continental occupations name their team"))),
                 qPrintable(warnings[0]));
        QVERIFY2(warnings[1].contains(QStringLiteral(": warning: the log has no final results")),
                 qPrintable(warnings[1]));
    }

    void checkCorpus_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("summary");
        QTest::newRow("four teams") << "official-four-1x500-29x23.log"
                                    << "OK, 1 game, 134 turns checked";
        QTest::newRow("eight teams") << "official-mixed8-4x200-21x19.log"
                                     << "OK, 8 games, 991 turns checked";
    }
    void checkCorpus()
    {
        QFETCH(QString, file);
        QFETCH(QString, summary);
        const QString path = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/rokkaku/") + file;
        if (!QFile::exists(path))
            QSKIP("../shared/corpus is not beside the checkout");
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(summary), qPrintable(r.out));
        QCOMPARE(r.err.count(QStringLiteral(": warning: ")), 2);
    }

    void checkHandWritten_data()
    {
        // The hand-written logs follow the spec's syntax but not the
        // runtime's field: rule violations, found before any turn.
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("team score")
            << "team-score.log"
            << "10:3: game 1: gate 0,0 has no partner: gates join (x,0) to (x,3) and (0,y) to (4,y) on odd rows";
        QTest::newRow("rank team score")
            << "rank-comments.log"
            << "17:16: game 1: start of samurai 3 of team 0: hexel 2,2 is not on the field (row 2 holds hexels 0 to 1)";
    }
    void checkHandWritten()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const QString path = dataPath(file.toUtf8().constData());
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.split(u'\n').first(), path + u':' + message);
    }

    void checkOfficialDamaged_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        const QByteArray four = data("official-four-1x80-13x11.log");
        const QByteArray eight = data("official-eight-2x40-11x9.log");
        QTest::newRow("siege for another team")
            << withLine(four, 481, "3 1 // Sieged team and # of obtained hexels")
            << "481:1: game 1, turn 18: siege 1 (team 3, 1 hexels): the rules make team 1 take 0,0";
        QTest::newRow("siege team out of range")
            << withLine(four, 481, "7 1 // Sieged team and # of obtained hexels")
            << "481:1: game 1, turn 18: siege 1 (team 7, 1 hexels): the rules make team 1 take 0,0";
        QTest::newRow("area comment") << withLine(four, 484, "// Current Area Sizes: 25 33 16 14")
                                      << "484:33: the comment says team 3 owns 14; the games give 15";
        const int scores = int(eight.left(eight.indexOf("// Game scores")).count('\n')) + 1;
        const QByteArray firstScore = eight.split('\n')[scores];
        QTest::newRow("game score comment")
            << withLine(eight, scores + 1, QByteArray(firstScore).replace("; points = 6;", "; points = 5;"))
            << QStringLiteral("%1:%2: the comment says points 5; the games give 6")
                   .arg(scores + 1)
                   .arg(firstScore.indexOf("points = ") + 10);
        const int ranking = int(eight.left(eight.lastIndexOf("// Ranking after round")).count('\n')) + 1;
        QTest::newRow("ranking comment")
            << withLine(eight, ranking + 5, "// 4: team 0; total points = 6; ratio sum = 560975; area sum = 46")
            << QStringLiteral("%1:45: the comment says a ratio sum of 560975; the games give 560974").arg(ranking + 5);
        QTest::newRow("ranking order")
            << withLine(
                   withLine(eight, ranking + 2, "// 1: team 5; total points = 8; ratio sum = 544154; area sum = 46"),
                   ranking + 3, "// 2: team 1; total points = 8; ratio sum = 601530; area sum = 51")
            << QStringLiteral("%1:4: the comment ranks team 1 after team 5, which is behind it").arg(ranking + 3);
        const int end = int(four.left(four.indexOf("0 // Game terminates")).count('\n')) + 1;
        QTest::newRow("a turn after the end")
            << QByteArray(four).replace("0 // Game terminates", "1 0 0 0 0 0 0\n0 // Game terminates")
            << QStringLiteral("%1:1: game 1, turn 35: the game ended with the previous turn's continental occupation; "
                              "no turn follows")
                   .arg(end);
        QTest::newRow("score disagrees")
            << eight + "4 12\n1 8\n5 8\n6 6\n0 6\n3 7\n2 2\n7 0\n"
            << QStringLiteral("%1:1: final results: team 3 (Baku) has 7 points in the log, 6 from the games")
                   .arg(eight.count('\n') + 6);
        QTest::newRow("rank disagrees")
            << eight + "1 4 12\n2 1 8\n3 5 8\n4 6 6\n5 0 6\n6 3 6\n7 2 2\n8 7 0\n"
            << QStringLiteral("%1:1: final results: team 3 (Baku) is ranked 6 in the log, 5 from the games")
                   .arg(eight.count('\n') + 6);
    }
    void checkOfficialDamaged()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString file = write("damaged.log", content);
        const Run r = cli({QStringLiteral("check"), file});
        QCOMPARE(r.exitCode, 1);
        QStringList errors;
        for (const QString &line : r.err.split(u'\n', Qt::SkipEmptyParts))
            if (!line.contains(QStringLiteral(": warning: ")))
                errors << line;
        QCOMPARE(errors, QStringList{file + u':' + message});
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
        QTest::newRow("team out of range")
            << withLine(log, 7, "2 0 4 1") << "7:5: team 4 does not exist (the teams are 0 to 3)";
        QTest::newRow("truncated") << log.first(log.indexOf("1 4 1 3 1") + 5)
                                   << "23:6: the log ends where a move's target hexel should be";
        QTest::newRow("binary garbage") << QByteArray(
            "4\n\x01\x02\x03\n\xff\n\x00\n\x7f\n\x80\x81",
            14) << "6:1: expected the number of rounds (a non-negative integer), found \"\x80\x81\"";
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
        const Run r = cli(
            {QStringLiteral("positions"), dataPath("team-score.log"), QStringLiteral("--game"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        // Each samurai owns its starting hexel.
        QCOMPARE(lines[0], QStringLiteral("0\t-\tA:0,0;1,0;2,0;3,0;0,3;1,3;2,3;3,3;4,0;4,1;4,2;4,3;0,1;0,2;1,1;1,2 "
                                          "O:3,3,3,3 H:.000./.3..2/33..2/.1112"));
        QCOMPARE(lines[1], QStringLiteral(
                               "1\t1,0>2,1 1,3>2,2\tA:0,0;2,1;2,0;3,0;0,3;2,2;2,3;3,3;4,0;4,1;4,2;4,3;0,1;0,2*;1,1;1,2 "
                               "O:4,4,3,3 H:.000./.30.2/331.2/.1112"));
        // The syzygy 2,1 3,1 2,2 swaps samurai 1 of teams 0 and 1.
        QCOMPARE(lines[2],
                 QStringLiteral("2\t4,1>3,1\tA:0,0;2,2;2,0;3,0;0,3;2,1;2,3;3,3;4,0;3,1;4,2;4,3;0,1;0,2;1,1;1,2 "
                                "O:3,4,6,3 H:.000./.3222/33122/.1112"));
        const Run last = cli({QStringLiteral("positions"), dataPath("rank-comments.log"), QStringLiteral("--game"),
                              QStringLiteral("1"), QStringLiteral("--last")});
        QCOMPARE(last.exitCode, 0);
        QCOMPARE(last.out, QStringLiteral("0\t-\tA:0,0;0,1;1,1;2,2;1,0;1,0;1,0;1,0;2,0;2,1;2,1;2,1;0,2;1,2;1,2;2,2 "
                                          "O:2,1,1,2 H:.1./002/.33\n"));
        const Run bad = cli(
            {QStringLiteral("positions"), dataPath("team-score.log"), QStringLiteral("--game"), QStringLiteral("2")});
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
        const Run sgf
            = cli({QStringLiteral("convert"), dataPath("team-score.log"), m_dir.filePath(QStringLiteral("x.sgf"))});
        QCOMPARE(sgf.exitCode, 1);
        const QString hex = write("hex.sgf", "(;GM[11]SZ[3];B[a1])");
        const Run toLog = cli({QStringLiteral("convert"), hex, m_dir.filePath(QStringLiteral("x.log"))});
        QCOMPARE(toLog.exitCode, 1);
        QVERIFY2(toLog.err.contains(QStringLiteral("tournament")), qPrintable(toLog.err));
    }

    void render()
    {
        const QString png = m_dir.filePath(QStringLiteral("field.png"));
        const Run r
            = cli({QStringLiteral("render"), dataPath("team-score.log"), QStringLiteral("--game"), QStringLiteral("1"),
                   QStringLiteral("--ply"), QStringLiteral("1"), QStringLiteral("-o"), png, QStringLiteral("--size"),
                   QStringLiteral("300x250"), QStringLiteral("--theme"), QStringLiteral("dark")});
        QCOMPARE(r.exitCode, 0);
        QImage image;
        QVERIFY(image.load(png));
        QCOMPARE(image.size(), QSize(300, 250));
        const QString svg = m_dir.filePath(QStringLiteral("field.svg"));
        QCOMPARE(cli({QStringLiteral("render"), dataPath("rank-comments.log"), QStringLiteral("--game"),
                      QStringLiteral("2"), QStringLiteral("-o"), svg})
                     .exitCode,
                 0);
        QVERIFY(QFile(svg).size() > 0);
        QCOMPARE(cli({QStringLiteral("render"), dataPath("team-score.log"), QStringLiteral("--ply"),
                      QStringLiteral("3"), QStringLiteral("-o"), png})
                     .exitCode,
                 2);
        // An inconsistent turn on the way: its line:column.
        const QString bad = write("bad-render.log", withLine(data("team-score.log"), 16, "2 3 2 2 1 1 3 2 2"));
        const Run failed = cli({QStringLiteral("render"), bad, QStringLiteral("-o"), png});
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.startsWith(bad + QStringLiteral(":15:1: move from 3,2, where no agent stands")),
                 qPrintable(failed.err));
    }

    // --column-offset draws the field in flat-topped columns: the same image
    // the renderer makes with the option RokkakuColumnOffset.
    void renderColumnOffset()
    {
        const QString rows = m_dir.filePath(QStringLiteral("rows.png"));
        const QString columns = m_dir.filePath(QStringLiteral("columns.png"));
        const QStringList common{QStringLiteral("render"), dataPath("team-score.log"), QStringLiteral("--ply"),
                                 QStringLiteral("2"),      QStringLiteral("--size"),   QStringLiteral("320x240")};
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
        options.game.set(kibitz::RokkakuColumnOffset, true);
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
