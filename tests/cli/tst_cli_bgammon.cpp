// kibitz-cli on bgammon.org replays and backgammon SGF (GM[6]), run as the
// real binary; and the .mat export and the SGF reader and writer checked
// against GNU Backgammon itself.

#include "bgammongenerator.h"
#include "clitesting.h"

#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;

using kibitz::test::cli;
using kibitz::test::Run;
using kibitz::test::runProgram;

namespace {

QString data(const char *name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/bgammon/") + QLatin1String(name);
}

const QString kGnubg = QStringLiteral("/usr/games/gnubg");

// One record of gnubg's text export: what happens ("play", "cube", "double"),
// with the position before it.
struct GnubgRecord {
    QString kind;
    QString positionId;
    QString matchId;
    bool operator==(const GnubgRecord &) const = default;
};

// A Match ID without its dice (bits 15..20), as it is before the roll.
QString withoutDice(const QString &matchId)
{
    QByteArray key = QByteArray::fromBase64(matchId.toLatin1());
    if (key.size() != 9)
        return matchId;
    for (int bit = 15; bit <= 20; ++bit)
        key[bit / 8] = char(key[bit / 8] & ~(1 << (bit % 8)));
    return QString::fromLatin1(key.toBase64(QByteArray::OmitTrailingEquals));
}

// Records per game from `export match text`.
std::vector<std::vector<GnubgRecord>> parseGnubgText(const QString &text)
{
    std::vector<std::vector<GnubgRecord>> games;
    GnubgRecord *open = nullptr;
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(QLatin1String("The score (after"))) {
            games.emplace_back();
            open = nullptr;
        } else if (line.startsWith(QLatin1String("Move number")) && !games.empty()) {
            QString kind = QStringLiteral("other");
            if (line.contains(QLatin1String(" to play ")))
                kind = QStringLiteral("play");
            else if (line.contains(QLatin1String("cube decision")))
                kind = QStringLiteral("cube");
            else if (line.contains(QLatin1String(" doubles")))
                kind = QStringLiteral("double");
            games.back().push_back({kind, QString(), QString()});
            open = &games.back().back();
        } else if (open && line.contains(QLatin1String("Position ID:"))) {
            open->positionId = line.section(QLatin1String("Position ID:"), 1).trimmed();
        } else if (open && line.contains(QLatin1String("Match ID   :"))) {
            open->matchId = line.section(QLatin1String("Match ID   :"), 1).trimmed();
        }
    }
    for (auto &g : games)
        g.erase(
            std::remove_if(g.begin(), g.end(), [](const GnubgRecord &r) { return r.kind == QLatin1String("other"); }),
            g.end());
    return games;
}

// `positions` output with the checker moves of each event sorted.
QString sortedMoves(const QString &positions)
{
    QStringList lines = positions.split(u'\n');
    for (QString &line : lines) {
        QStringList columns = line.split(u'\t');
        if (columns.size() != 3)
            continue;
        QStringList tokens = columns[1].split(u' ');
        if (tokens.size() > 3) {
            QStringList moves = tokens.mid(3);
            moves.sort();
            columns[1] = (tokens.mid(0, 3) + moves).join(u' ');
        }
        line = columns.join(u'\t');
    }
    return lines.join(u'\n');
}

// A game's result as GNU Backgammon counts it: a dropped double wins the cube
// value (bgammon's server counts a drop like any other win, a gammon when the
// loser has borne off nothing; the scores of the following games, which
// gnubg takes from the file, carry that).
QString gnubgResult(const GameRecord &g)
{
    const BgEnding ending = backgammonEnding(g);
    if (ending.kind == BgEnding::Kind::Declined)
        return QStringLiteral("%1+1").arg(backgammonGameInfo(g).winner);
    return g.result;
}

} // namespace

class TestCliBgammon : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void infoJson()
    {
        const Run r = cli({QStringLiteral("info"), data("spec-example.match"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("bgammon-match"));
        const QJsonObject g = o.value(QStringLiteral("games")).toArray().first().toObject();
        QCOMPARE(g.value(QStringLiteral("game")).toString(), QStringLiteral("backgammon"));
        QCOMPARE(g.value(QStringLiteral("players")).toArray(),
                 (QJsonArray{QStringLiteral("Guest_385"), QStringLiteral("BOT_tabula")}));
        QCOMPARE(g.value(QStringLiteral("mainline")).toInt(), 41);
        QCOMPARE(g.value(QStringLiteral("result")).toString(), QStringLiteral("1+1"));
        QCOMPARE(g.value(QStringLiteral("board")).toString(), QStringLiteral("12x2"));
        QCOMPARE(g.value(QStringLiteral("matchLength")).toInt(), 1);
        QCOMPARE(g.value(QStringLiteral("score")).toArray(), (QJsonArray{0, 0}));
        const Run t = cli({QStringLiteral("info"), data("tabula.match")});
        QCOMPARE(t.exitCode, 0);
        QVERIFY(t.out.contains(QLatin1String("game 1: tabula")));
    }

    void positions()
    {
        const Run r = cli({QStringLiteral("positions"), data("spec-example.match")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 42);
        QCOMPARE(lines[0], QStringLiteral("0\t-\t4HPwATDgc/ABMA:MAAgAAAAAAAE"));
        QVERIFY(lines[1].startsWith(QLatin1String("1\t1 r 4-1 13/9 9/8\t")));
        QVERIFY(lines[41].startsWith(QLatin1String("41\t1 r 2-1 1/off 2/off\t")));
        const Run acey = cli({QStringLiteral("positions"), data("acey-deucey.match"), QStringLiteral("--last")});
        QCOMPARE(acey.exitCode, 0);
        QVERIFY2(acey.out.startsWith(QLatin1String("7\t2 t\t")), qPrintable(acey.out));
        QVERIFY(acey.out.contains(QLatin1String("waiting:7,11")));
    }

    void checkReportsLineAndColumn()
    {
        QCOMPARE(cli({QStringLiteral("check"), data("acey-deucey.match")}).exitCode, 0);
        const QString bad = write("bad.match", "i 1 a b 1 0 0 0 0 0\n1 r 3-1 8/5 6/5\n2 r 6-5 1/7 12/18\n");
        const Run r = cli({QStringLiteral("check"), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(bad + QStringLiteral(":3:13: 2 r 6-5 1/7 12/18: move 2 (12/18): no die of 6")),
                 qPrintable(r.err));
        const QString broken = write("broken.match", "i 1 a b 1 0 0 0 0 0\n1 r 3-9\n");
        const Run b = cli({QStringLiteral("check"), broken});
        QCOMPARE(b.exitCode, 1);
        QVERIFY2(b.err.contains(broken + QStringLiteral(":2:7: expected a die from 1 to 6")), qPrintable(b.err));
    }

    void convertToMatSkipsVariants()
    {
        const Run none = cli({QStringLiteral("convert"), data("tabula.match"), path("t.mat")});
        QCOMPARE(none.exitCode, 1);
        QVERIFY(none.err.contains(QLatin1String("no standard backgammon game")));
        Collection mixed = *loadFile(data("acey-deucey.match")).result.collection;
        mixed.games.push_back(loadFile(data("spec-example.match")).result.collection->games.front());
        const QString mixedPath = write("mixed.match", serialize(mixed, FileFormat::BgammonMatch).data);
        const Run r = cli({QStringLiteral("convert"), mixedPath, path("mixed.mat")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("warning: game 1 (acey-deucey) skipped")), qPrintable(r.err));
        QFile f(path("mixed.mat"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray mat = f.readAll();
        // After the EventDate and EventTime of the replay's timestamp.
        QVERIFY(mat.startsWith("; [EventDate \""));
        QVERIFY2(mat.contains("\n\n 1 point match\n\n Game 1\n Guest_385 : 0                  BOT_tabula : 0\n"
                              "  1) 41: 13/9 9/8                61: 24/18 24/23\n"),
                 mat.left(300).constData());
        QVERIFY(mat.endsWith("      Wins 1 point\n\n"));
        // Two one-point matches in one file: only the first is written.
        Collection two = *loadFile(data("spec-example.match")).result.collection;
        two.games.push_back(two.games.front());
        const QString twoPath = write("two.match", serialize(two, FileFormat::BgammonMatch).data);
        const Run t = cli({QStringLiteral("convert"), twoPath, path("two.mat")});
        QCOMPARE(t.exitCode, 0);
        QVERIFY2(t.err.contains(QLatin1String("warning: game 2 starts another match")), qPrintable(t.err));
    }

    void render()
    {
        const QString out = path("board.png");
        const Run r
            = cli({QStringLiteral("render"), data("spec-example.match"), QStringLiteral("--game"), QStringLiteral("1"),
                   QStringLiteral("--ply"), QStringLiteral("12"), QStringLiteral("-o"), out, QStringLiteral("--size"),
                   QStringLiteral("640x480"), QStringLiteral("--theme"), QStringLiteral("dark")});
        QCOMPARE(r.exitCode, 0);
        QImage image(out);
        QCOMPARE(image.size(), QSize(640, 480));
        const Run tooFar = cli({QStringLiteral("render"), data("tabula.match"), QStringLiteral("--ply"),
                                QStringLiteral("9"), QStringLiteral("-o"), out});
        QCOMPARE(tooFar.exitCode, 2);
    }

    // Exports generated matches (hits, bar entries, doubles taken and
    // dropped, bear-offs, gammons, Crawford and post-Crawford games) as .mat,
    // imports them into GNU Backgammon, and compares its Position ID and
    // Match ID (without the dice) before every move and cube decision with
    // `kibitz-cli positions`.
    void gnubgAgrees_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("length");
        QTest::addColumn<double>("doubleChance");
        QTest::newRow("5-point match") << 11u << 5 << 0.08;
        QTest::newRow("7-point match") << 12u << 7 << 0.08;
        QTest::newRow("9-point match") << 13u << 9 << 0.08;
        QTest::newRow("3-point match, Crawford") << 21u << 3 << 0.02;
        QTest::newRow("11-point match, few doubles") << 22u << 11 << 0.02;
    }
    void gnubgAgrees()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        QFETCH(quint32, seed);
        QFETCH(int, length);
        QFETCH(double, doubleChance);
        test::BgGeneratorOptions options;
        options.doubleChance = doubleChance;
        const Collection match = test::generateBgMatch(seed, length, 0, options);
        const QString matchPath
            = write(QStringLiteral("g%1.match").arg(seed), serialize(match, FileFormat::BgammonMatch).data);
        const QString matPath = path(QStringLiteral("g%1.mat").arg(seed));
        const Run converted = cli({QStringLiteral("convert"), matchPath, matPath});
        QCOMPARE(converted.exitCode, 0);
        QCOMPARE(converted.err, QString());
        compareWithGnubg(match, matchPath, QStringLiteral("import mat %1").arg(matPath),
                         QStringLiteral("g%1").arg(seed));
        // Kibitz reads its .mat back, and gnubg's own export of the match:
        // the same positions as the .match (gnubg orders a roll's moves its own way).
        const QString gnubgMat = path(QStringLiteral("g%1-gnubg.mat").arg(seed));
        const Run exported
            = runProgram(kGnubg, {QStringLiteral("-t"), QStringLiteral("-q")},
                         QStringLiteral("import mat %1\nexport match mat %2\n").arg(matPath, gnubgMat).toUtf8());
        QCOMPARE(exported.exitCode, 0);
        for (std::size_t i = 0; i < match.games.size(); ++i) {
            const QStringList game{QStringLiteral("--game"), QString::number(i + 1)};
            const Run fromMatch = cli(QStringList{QStringLiteral("positions"), matchPath} + game);
            const Run fromMat = cli(QStringList{QStringLiteral("positions"), matPath} + game);
            const Run fromGnubg = cli(QStringList{QStringLiteral("positions"), gnubgMat} + game);
            QCOMPARE(fromMat.exitCode, 0);
            QCOMPARE(fromGnubg.exitCode, 0);
            QCOMPARE(fromMat.out, fromMatch.out);
            QCOMPARE(sortedMoves(fromGnubg.out), sortedMoves(fromMatch.out));
        }
    }

    // .mat files of other producers, read by Kibitz and imported by GNU
    // Backgammon ("import mat"): the same Position IDs and Match IDs before
    // every move and cube decision of every game.
    void gnubgReadsTheSameMat_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("GNU Backgammon 1.08 export") << QStringLiteral("gnubg108-charlot-7p.mat");
        QTest::newRow("eXtreme Gammon layout") << QStringLiteral("xg-style.mat");
        QTest::newRow("Backgammon Studio export") << QStringLiteral("studio-llabba-pasiphae-7p.txt");
        QTest::newRow("Backgammon Studio: bar/21(2) with two on the bar")
            << QStringLiteral("studio-kris-llabba-7p.txt");
        QTest::newRow("Backgammon Studio: bear-offs in another order") << QStringLiteral("studio-adidan-llabba-7p.txt");
        QTest::newRow("BackgammonGalaxy export") << QStringLiteral("galaxy-match1278964-5p.txt");
        QTest::newRow("BackgammonGalaxy export, 15 games") << QStringLiteral("galaxy-match8067917-15games.txt");
    }
    void gnubgReadsTheSameMat()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        QFETCH(QString, file);
        const QString matPath = QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/") + file;
        const FileLoad load = loadFile(matPath);
        QCOMPARE(load.format, FileFormat::JellyfishMat);
        const LoadResult &r = load.result;
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        compareWithGnubg(*r.collection, matPath, QStringLiteral("import mat %1").arg(matPath),
                         QFileInfo(file).completeBaseName());
    }

    // Real exports whose licence does not let them be copied here are
    // tested in place: every .mat and .txt file of the folder that
    // KIBITZ_REAL_MAT_DIR names (tests/data/SOURCES.md lists the ones used).
    void gnubgReadsRealMatsInPlace()
    {
        const QString dir = qEnvironmentVariable("KIBITZ_REAL_MAT_DIR");
        if (dir.isEmpty())
            QSKIP("KIBITZ_REAL_MAT_DIR is not set (a folder of real .mat exports to test in place)");
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        const QFileInfoList files
            = QDir(dir).entryInfoList({QStringLiteral("*.mat"), QStringLiteral("*.txt")}, QDir::Files);
        QVERIFY2(!files.isEmpty(), qPrintable(dir));
        for (const QFileInfo &file : files) {
            const FileLoad load = loadFile(file.filePath());
            QVERIFY2(load.result.ok(), qPrintable(file.fileName() + QLatin1String(": ") + load.result.error.message));
            compareWithGnubg(*load.result.collection, file.filePath(),
                             QStringLiteral("import mat %1").arg(file.filePath()), file.completeBaseName());
        }
    }

    void matFilesWorkInEveryCommand()
    {
        const QString mat = QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/xg-style.mat");
        const Run info = cli({QStringLiteral("info"), mat, QStringLiteral("--json")});
        QCOMPARE(info.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(info.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("jellyfish-mat"));
        const QJsonArray games = o.value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 3);
        QCOMPARE(games.first().toObject().value(QStringLiteral("players")).toArray().first().toString(),
                 QStringLiteral("Anna Maria"));
        const Run check = cli({QStringLiteral("check"), mat});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.err.contains(mat + QStringLiteral(": warning: 36:38: a roll the player did not play")),
                 qPrintable(check.err));
        const Run positions = cli({QStringLiteral("positions"), mat, QStringLiteral("--game"), QStringLiteral("2")});
        QCOMPARE(positions.exitCode, 0);
        QVERIFY2(positions.out.contains(QLatin1String("\t1 r 5-5 13/8 8/3 13/8 8/3\t")), qPrintable(positions.out));
        const Run render
            = cli({QStringLiteral("render"), mat, QStringLiteral("-o"), path("xg.png"), QStringLiteral("--game"),
                   QStringLiteral("2"), QStringLiteral("--ply"), QStringLiteral("3")});
        QCOMPARE(render.exitCode, 0);
        QVERIFY(!QImage(path("xg.png")).isNull());
        // An empty player name, on which gnubg 1.07 crashes.
        const QString empty = write("empty-name.mat", " 1 point match\n\n Game 1\n  : 0                  Bruno : 0\n"
                                                      "  1) 31: 8/5 6/5\n");
        const Run e = cli({QStringLiteral("info"), empty, QStringLiteral("--json")});
        QCOMPARE(e.exitCode, 0);
        const QJsonArray players = QJsonDocument::fromJson(e.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("games"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QStringLiteral("players"))
                                       .toArray();
        QCOMPARE(players.first().toString(), QString());
        QCOMPARE(cli({QStringLiteral("positions"), empty}).exitCode, 0);
        // An illegal move: the error names its line and column.
        const QString bad = write("bad.mat", " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 52: 13/8 13/10\n");
        const Run b = cli({QStringLiteral("check"), bad});
        QCOMPARE(b.exitCode, 1);
        QVERIFY2(b.err.contains(bad + QStringLiteral(":5:15: 13/10: no die of 3 is left to play")), qPrintable(b.err));
        // To SGF: the header comments have no place there, and say so.
        const Run sgf = cli({QStringLiteral("convert"), mat, path("xg.sgf")});
        QCOMPARE(sgf.exitCode, 0);
        QVERIFY2(sgf.err.contains(QLatin1String("SGF has no place for the .mat header comments Site, Match ID,")),
                 qPrintable(sgf.err));
        QCOMPARE(cli({QStringLiteral("check"), path("xg.sgf")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("positions"), path("xg.sgf"), QStringLiteral("--game"), QStringLiteral("2")}).out,
                 positions.out);
        // .mat to .match and back: the same positions.
        QCOMPARE(cli({QStringLiteral("convert"), mat, path("xg.match")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("convert"), path("xg.match"), path("xg-again.mat")}).exitCode, 0);
        for (const char *game : {"1", "2", "3"}) {
            QCOMPARE(
                cli({QStringLiteral("positions"), path("xg-again.mat"), QStringLiteral("--game"), QLatin1String(game)})
                    .out,
                cli({QStringLiteral("positions"), mat, QStringLiteral("--game"), QLatin1String(game)}).out);
        }
    }

    // A 7-point match in the server's form (a drop and a resignation whose
    // metadata lines hold the scores after the game, bear-offs, a Crawford
    // game) goes to ONE .mat file with the right scores, and gnubg agrees
    // with every position and Match ID.
    void serverMatchToOneMat()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        const QString matchPath = data("server-7-point-match.match");
        const QString matPath = path("server.mat");
        const Run converted = cli({QStringLiteral("convert"), matchPath, matPath});
        QCOMPARE(converted.exitCode, 0);
        QCOMPARE(converted.err, QString());
        QFile f(matPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray mat = f.readAll();
        // The replay's timestamp becomes the match's EventDate and EventTime (UTC).
        QVERIFY2(mat.startsWith("; [EventDate \"2024.11.12\"]\n; [EventTime \"16.00\"]\n\n"
                                " 7 point match\n\n Game 1\n Guest_412 : 0                  BOT_wildbg : 0\n"),
                 mat.left(200).constData());
        QCOMPARE(mat.count("point match"), 1);
        QCOMPARE(mat.count(" Game "), 7);
        QVERIFY(mat.contains(" Game 2\n Guest_412 : 0                  BOT_wildbg : 3\n"));
        QVERIFY(mat.contains(" Game 4\n Guest_412 : 4                  BOT_wildbg : 3\n"));
        QVERIFY(mat.contains(" Game 7\n Guest_412 : 6                  BOT_wildbg : 6\n"));
        const Collection match = *loadFile(matchPath).result.collection;
        compareWithGnubg(match, matchPath, QStringLiteral("import mat %1").arg(matPath), QStringLiteral("server"));
    }

    void serverVariantsCheckClean()
    {
        for (const char *name : {"server-tabula.match", "server-acey-deucey.match", "server-7-point-match.match"}) {
            const Run r = cli({QStringLiteral("check"), data(name)});
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.err, QString());
        }
        const Run t = cli({QStringLiteral("positions"), data("server-tabula.match")});
        QCOMPARE(t.exitCode, 0);
        QVERIFY2(t.out.section(u'\n', 1, 1).startsWith(QLatin1String("1\t1 r 5-5-4 off/5 off/4 5/10\t")),
                 qPrintable(t.out.left(200)));
    }

    // GM[6] files as Kibitz writes them, with comments and variations (the
    // other answer to each double, another roll), loaded by GNU Backgammon
    // ("load match"): its Position and Match IDs before every move and cube
    // decision agree with ours, it follows the main line, and what it saves
    // again reads back to the same main line with the same comments.
    void gnubgLoadsOurSgf_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("length");
        QTest::newRow("5-point match") << 41u << 5;
        QTest::newRow("7-point match") << 42u << 7;
        QTest::newRow("3-point match, Crawford") << 43u << 3;
    }
    void gnubgLoadsOurSgf()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        QFETCH(quint32, seed);
        QFETCH(int, length);
        test::BgGeneratorOptions options;
        options.doubleChance = 0.08;
        options.resignChance = 0.004;
        Collection match = test::generateBgMatch(seed, length, 0, options);
        QRandomGenerator rng(seed);
        int comments = 0;
        for (GameRecord &g : match.games) {
            const std::vector<NodeId> line = g.tree.mainLine();
            for (std::size_t k = 1; k < line.size(); ++k) {
                const NodeId id = line[k];
                const auto e = decodeBackgammonEvent(g.tree.moveTag(id), g.tree.moveData(id));
                if (e->kind != BackgammonEvent::Kind::Terminate && rng.bounded(4) == 0) {
                    g.tree.setComment(id, QStringLiteral("note %1: [a] \\ b").arg(k));
                    ++comments;
                }
                if (e->kind == BackgammonEvent::Kind::Double) {
                    BackgammonEvent other = *e;
                    other.accepted = !e->accepted;
                    g.tree.appendChild(line[k - 1], backgammonEventTag(other), encodeBackgammonEvent(other));
                }
            }
        }
        QVERIFY(comments > 0);
        const QString matchPath
            = write(QStringLiteral("s%1.match").arg(seed), serialize(match, FileFormat::BgammonMatch).data);
        const QString sgfPath = write(QStringLiteral("s%1.sgf").arg(seed), serialize(match, FileFormat::Sgf).data);
        compareWithGnubg(match, matchPath, QStringLiteral("load match %1").arg(sgfPath),
                         QStringLiteral("s%1").arg(seed));
        if (QTest::currentTestFailed())
            return;

        // gnubg saves it again: the same main lines and comments come back.
        const QString again = path(QStringLiteral("s%1-gnubg.sgf").arg(seed));
        const Run g = runProgram(kGnubg, {QStringLiteral("-t"), QStringLiteral("-q")},
                                 QStringLiteral("load match %1\nsave match %2\n").arg(sgfPath, again).toUtf8());
        QCOMPARE(g.exitCode, 0);
        const FileLoad back = loadFile(again);
        QVERIFY2(back.result.ok(), qPrintable(back.result.error.location() + ' ' + back.result.error.message));
        QCOMPARE(back.result.collection->games.size(), match.games.size());
        for (std::size_t i = 0; i < match.games.size(); ++i) {
            const GameRecord &a = match.games[i];
            const GameRecord &b = back.result.collection->games[i];
            QCOMPARE(b.player1, a.player1);
            QCOMPARE(b.result, gnubgResult(a));
            const BgGameInfo ia = backgammonGameInfo(a);
            const BgGameInfo ib = backgammonGameInfo(b);
            QCOMPARE(ib.matchLength, ia.matchLength);
            QCOMPARE(ib.score1, ia.score1);
            QCOMPARE(ib.score2, ia.score2);
            QCOMPARE(ib.postCrawford, ia.postCrawford);
            const std::vector<NodeId> la = a.tree.mainLine();
            const std::vector<NodeId> lb = b.tree.mainLine();
            QCOMPARE(lb.size(), la.size());
            for (std::size_t k = 1; k < la.size(); ++k) {
                QCOMPARE(b.tree.moveData(lb[k]), a.tree.moveData(la[k]));
                QCOMPARE(b.tree.comment(lb[k]), a.tree.comment(la[k]));
            }
        }
    }

    // The other way: GNU Backgammon writes SGF of a match it imported from
    // our .mat export; reading it gives the events and positions of the
    // original match.
    void gnubgWritesSgfWeRead_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("length");
        QTest::newRow("7-point match") << 51u << 7;
        QTest::newRow("9-point match") << 52u << 9;
    }
    void gnubgWritesSgfWeRead()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        QFETCH(quint32, seed);
        QFETCH(int, length);
        test::BgGeneratorOptions options;
        options.doubleChance = 0.08;
        const Collection match = test::generateBgMatch(seed, length, 0, options);
        const QString matchPath
            = write(QStringLiteral("w%1.match").arg(seed), serialize(match, FileFormat::BgammonMatch).data);
        const QString matPath = path(QStringLiteral("w%1.mat").arg(seed));
        QCOMPARE(cli({QStringLiteral("convert"), matchPath, matPath}).exitCode, 0);
        const QString sgfPath = path(QStringLiteral("w%1.sgf").arg(seed));
        const Run g = runProgram(kGnubg, {QStringLiteral("-t"), QStringLiteral("-q")},
                                 QStringLiteral("import mat %1\nsave match %2\n").arg(matPath, sgfPath).toUtf8());
        QCOMPARE(g.exitCode, 0);
        const Run check = cli({QStringLiteral("check"), sgfPath});
        QVERIFY2(check.exitCode == 0 && check.err.isEmpty(), qPrintable(check.err));
        int compared = 0;
        for (std::size_t i = 0; i < match.games.size(); ++i) {
            const QString game = QString::number(i + 1);
            const Run ours = cli({QStringLiteral("positions"), matchPath, QStringLiteral("--game"), game});
            const Run theirs = cli({QStringLiteral("positions"), sgfPath, QStringLiteral("--game"), game});
            QCOMPARE(theirs.exitCode, 0);
            // gnubg puts the checker moves of a roll in an order of its own.
            QCOMPARE(sortedMoves(theirs.out), sortedMoves(ours.out));
            compared += int(ours.out.count(u'\n'));
        }
        const Run info = cli({QStringLiteral("info"), sgfPath, QStringLiteral("--json")});
        const QJsonArray games
            = QJsonDocument::fromJson(info.out.toUtf8()).object().value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), qsizetype(match.games.size()));
        for (qsizetype i = 0; i < games.size(); ++i) {
            const BgGameInfo expected = backgammonGameInfo(match.games[std::size_t(i)]);
            const QJsonObject o = games[i].toObject();
            QCOMPARE(o.value(QStringLiteral("matchLength")).toInt(), expected.matchLength);
            QCOMPARE(o.value(QStringLiteral("score")).toArray(), (QJsonArray{expected.score1, expected.score2}));
            QCOMPARE(o.value(QStringLiteral("result")).toString(), gnubgResult(match.games[std::size_t(i)]));
        }
        qInfo("compared %d positions of %zu games written by gnubg", compared, match.games.size());
    }

    void sgfConvertInfoCheckPositions()
    {
        // .match -> .sgf -> .match gives the same bytes.
        const QString sgfPath = path("spec.sgf");
        const Run toSgf = cli({QStringLiteral("convert"), data("spec-example.match"), sgfPath});
        QCOMPARE(toSgf.exitCode, 0);
        QCOMPARE(toSgf.err, QString());
        const Run toMatch = cli({QStringLiteral("convert"), sgfPath, path("spec.match")});
        QCOMPARE(toMatch.exitCode, 0);
        QCOMPARE(toMatch.err, QString());
        QFile a(data("spec-example.match")), b(path("spec.match"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        // info, check and positions on the GM[6] file.
        const Run info = cli({QStringLiteral("info"), sgfPath, QStringLiteral("--json")});
        QCOMPARE(info.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(info.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("sgf"));
        const QJsonObject g = o.value(QStringLiteral("games")).toArray().first().toObject();
        QCOMPARE(g.value(QStringLiteral("game")).toString(), QStringLiteral("backgammon"));
        QCOMPARE(g.value(QStringLiteral("mainline")).toInt(), 41);
        QCOMPARE(g.value(QStringLiteral("matchLength")).toInt(), 1);
        const Run check = cli({QStringLiteral("check"), sgfPath});
        QCOMPARE(check.exitCode, 0);
        QVERIFY(check.out.contains(QLatin1String("OK, 1 game, 42 nodes checked")));
        QCOMPARE(cli({QStringLiteral("positions"), sgfPath}).out,
                 cli({QStringLiteral("positions"), data("spec-example.match")}).out);
        // Acey-deucey and tabula go to SGF with a warning, and come back.
        const Run acey = cli({QStringLiteral("convert"), data("acey-deucey.match"), path("acey.sgf")});
        QCOMPARE(acey.exitCode, 0);
        QVERIFY2(acey.err.contains(QLatin1String("GNU Backgammon has no such variants")), qPrintable(acey.err));
        QCOMPARE(cli({QStringLiteral("convert"), path("acey.sgf"), path("acey.match")}).exitCode, 0);
        QFile c(data("acey-deucey.match")), d(path("acey.match"));
        QVERIFY(c.open(QIODevice::ReadOnly) && d.open(QIODevice::ReadOnly));
        QCOMPARE(d.readAll(), c.readAll());
    }

    void sgfToMatchListsWhatIsDropped()
    {
        const QString annotated
            = write("annotated.sgf", "(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]PW[a]PB[b]EV[club night]\n"
                                     ";W[41miih]C[book move]\n"
                                     "(;B[61agab]V[30];W[31hefe]C[good])\n"
                                     "(;B[62agac]))\n");
        const Run r = cli({QStringLiteral("convert"), annotated, path("annotated.match")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("warning: a .match file holds the main line only; variations are "
                                              "dropped (variation starts: 1 in game 1)")),
                 qPrintable(r.err));
        QVERIFY2(
            r.err.contains(QLatin1String("warning: a .match file has no comments; comments are dropped (2 in game 1)")),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("evaluations are dropped (1 in game 1)")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("no place for the game information EV")), qPrintable(r.err));
        QFile f(path("annotated.match"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().endsWith("i 0 a b 3 0 0 0 0 0\n1 r 4-1 13/9 9/8\n2 r 6-1 1/7 1/2\n1 r 3-1 8/5 6/5\n"));
    }

    void checkSgfNamesTheCheckerMove()
    {
        // 6-1 for Black: the second move (c->d) is 1/3 with no die of 2.
        const QString bad = write("bad.sgf", "(;FF[4]GM[6]MI[length:1]\n;W[41miih]\n;B[61agcd])\n");
        const Run r = cli({QStringLiteral("check"), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(bad
                                + QStringLiteral(":3:8: 2 r 6-1 1/7 3/4: move 2 (3/4): player 2 has no checker "
                                                 "on point 3")),
                 qPrintable(r.err));
        const Run p = cli({QStringLiteral("positions"), bad});
        QCOMPARE(p.exitCode, 1);
        QVERIFY2(p.err.contains(bad + QStringLiteral(":3:8: ")), qPrintable(p.err));
        const QString broken = write("broken.sgf", "(;FF[4]GM[6]\n;W[41mi!q])\n");
        const Run b = cli({QStringLiteral("check"), broken});
        QCOMPARE(b.exitCode, 1);
        QVERIFY2(b.err.contains(broken + QStringLiteral(":2:8: '!' is not a point")), qPrintable(b.err));
        // A .match file: the column of the checker move, after ", " too.
        const QString match = write("cols.match", "i 1 a b 1 0 0 0 0 0\n1 r 3-1 8/5, 6/4\n");
        const Run m = cli({QStringLiteral("check"), match});
        QCOMPARE(m.exitCode, 1);
        QVERIFY2(m.err.contains(match + QStringLiteral(":2:14: 1 r 3-1 8/5 6/4: move 2 (6/4): no die of 2")),
                 qPrintable(m.err));
    }

private:
    // Loads a match into gnubg with `loadCommand`, exports it as text and
    // compares gnubg's Position ID and Match ID (without the dice) before
    // every move and cube decision with `kibitz-cli positions` of
    // `matchPath`, the .match file of `match`.
    void compareWithGnubg(const Collection &match, const QString &matchPath, const QString &loadCommand,
                          const QString &stem)
    {
        const int length = backgammonGameInfo(match.games.front()).matchLength;
        const QString textPath = path(stem + QStringLiteral(".txt"));
        const Run g = runProgram(kGnubg, {QStringLiteral("-t"), QStringLiteral("-q")},
                                 QStringLiteral("%1\nexport match text %2\n").arg(loadCommand, textPath).toUtf8());
        QCOMPARE(g.exitCode, 0);
        for (const QString &stream : {g.out, g.err}) {
            QVERIFY2(!stream.contains(QLatin1String("Invalid"), Qt::CaseInsensitive), qPrintable(stream));
            QVERIFY2(!stream.contains(QLatin1String("illegal"), Qt::CaseInsensitive), qPrintable(stream));
            QVERIFY2(!stream.contains(QLatin1String("warning"), Qt::CaseInsensitive), qPrintable(stream));
        }
        // gnubg writes one file per game: g.txt, g_002.txt, g_003.txt, ...
        QString exported;
        for (int n = 1;; ++n) {
            QFile text(n == 1 ? textPath : path(QStringLiteral("%1_%2.txt").arg(stem).arg(n, 3, 10, QLatin1Char('0'))));
            if (!text.open(QIODevice::ReadOnly))
                break;
            exported += QString::fromUtf8(text.readAll());
        }
        const auto gnubgGames = parseGnubgText(exported);
        QCOMPARE(gnubgGames.size(), match.games.size());

        int doubles = 0;
        int hits = 0;
        int records = 0;
        int oneAway = 0;
        int postCrawford = 0;
        for (std::size_t i = 0; i < match.games.size(); ++i) {
            const Run r
                = cli({QStringLiteral("positions"), matchPath, QStringLiteral("--game"), QString::number(i + 1)});
            QCOMPARE(r.exitCode, 0);
            const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
            std::vector<GnubgRecord> expected;
            for (int k = 1; k < lines.size(); ++k) {
                const QStringList before = lines[k - 1].section(u'\t', 2).split(u':');
                const QString event = lines[k].section(u'\t', 1, 1);
                if (event.mid(2, 1) == QLatin1String("r")) {
                    expected.push_back({QStringLiteral("play"), before[0], before[1]});
                } else if (event.mid(2, 1) == QLatin1String("d")) {
                    expected.push_back({QStringLiteral("cube"), before[0], before[1]});
                    expected.push_back({QStringLiteral("double"), before[0], QString()});
                    ++doubles;
                }
                const QStringList after = lines[k].section(u'\t', 2).split(u':');
                hits += after[0] != before[0] && event.contains(QLatin1String("bar/"));
            }
            std::vector<GnubgRecord> actual = gnubgGames[i];
            // gnubg shows a move with its dice rolled; kibitz shows the position
            // before the roll. A double's record has the offer set: not compared.
            for (GnubgRecord &rec : actual) {
                if (rec.kind == QLatin1String("double"))
                    rec.matchId.clear();
                else
                    rec.matchId = withoutDice(rec.matchId);
            }
            // Before the opening roll kibitz puts player 1 on roll; gnubg the opener.
            if (!lines.isEmpty() && lines.size() > 1 && lines[1].section(u'\t', 1, 1).startsWith(u'2')
                && !actual.empty() && !expected.empty())
                actual.front().matchId = expected.front().matchId;
            QCOMPARE(actual.size(), expected.size());
            records += int(actual.size());
            const BgGameInfo info = backgammonGameInfo(match.games[i]);
            oneAway += info.score1 == length - 1 || info.score2 == length - 1;
            postCrawford += info.postCrawford;
            for (std::size_t k = 0; k < expected.size(); ++k) {
                if (!(actual[k] == expected[k]))
                    QFAIL(qPrintable(QStringLiteral("game %1, record %2 (%3): gnubg %4 %5, kibitz %6 %7")
                                         .arg(i + 1)
                                         .arg(k + 1)
                                         .arg(expected[k].kind, actual[k].positionId, actual[k].matchId,
                                              expected[k].positionId, expected[k].matchId)));
            }
        }
        QVERIFY(doubles > 0);
        QVERIFY(hits > 0);
        qInfo("compared %d gnubg records in %zu games: %d doubles, %d games with a player one point away "
              "(%d after the Crawford game)",
              records, match.games.size(), doubles, oneAway, postCrawford);
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString path(const char *name) const { return path(QString::fromLatin1(name)); }
    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(path(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return path(name);
    }
    QString write(const char *name, const QByteArray &bytes) { return write(QString::fromLatin1(name), bytes); }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliBgammon)
#include "tst_cli_bgammon.moc"
