// kibitz-cli analyse against GNU Backgammon itself: the statistics equal what
// gnubg's own `analyse match` and `show statistics match` print for the same
// match and plies, gnubg loads the SGF Kibitz saves with its analysis intact,
// and a missing, failing or crashing gnubg, and games gnubg does not play,
// give clear errors and write nothing.

#include "clitesting.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::cli;
using kibitz::test::Run;
using kibitz::test::runProgram;

namespace {

const QString kGnubg = QStringLiteral("/usr/games/gnubg");

QString jellyfish(const char *name)
{
    return QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/") + QLatin1String(name);
}

// One player's figures as gnubg's "show statistics" prints them.
struct Printed {
    int unforced = -1;
    double chequer = 0;
    double cube = 0;
    double overall = 0;
    double luck = 0;
    int closeCube = -1;
};

// Parses the two columns of `show statistics match`: "Error total EMG
// (MWC)" comes three times (chequer play, cube, overall), in that order.
std::array<Printed, 2> parsePrinted(const QString &text)
{
    std::array<Printed, 2> p;
    int errorTotals = 0;
    static const QRegularExpression number(QStringLiteral("([-+]?\\d+\\.\\d+|[-+]?\\d+)"));
    for (const QString &line : text.split(u'\n')) {
        QStringList values;
        const QString rest = line.mid(42);
        for (const QRegularExpressionMatch &m : number.globalMatch(rest))
            values << m.captured(1);
        const auto take = [&](int index) { return values.size() > index ? values[index].toDouble() : 0.0; };
        if (line.startsWith(QLatin1String("Unforced moves"))) {
            p[0].unforced = int(take(0));
            p[1].unforced = int(take(1));
        } else if (line.startsWith(QLatin1String("Close or actual cube decisions"))) {
            p[0].closeCube = int(take(0));
            p[1].closeCube = int(take(1));
        } else if (line.startsWith(QLatin1String("Luck total EMG"))) {
            // "+0.871 (+51.449%)       -0.031 ( -4.421%)": EMG, MWC per player
            p[0].luck = take(0);
            p[1].luck = take(2);
        } else if (line.startsWith(QLatin1String("Error total EMG"))) {
            double *target[3][2]
                = {{&p[0].chequer, &p[1].chequer}, {&p[0].cube, &p[1].cube}, {&p[0].overall, &p[1].overall}};
            if (errorTotals < 3) {
                *target[errorTotals][0] = take(0);
                *target[errorTotals][1] = take(2);
            }
            ++errorTotals;
        }
    }
    return p;
}

} // namespace

class TestCliAnalyse : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Kibitz's statistics against gnubg's own analysis of the same .mat at
    // the same plies; then gnubg loads Kibitz's saved SGF and prints the same.
    void statisticsEqualGnubgs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("plies");
        // A named setting (--setting), and the commands gnubg's manual says
        // it stands for, given to gnubg directly.
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("settingCommands");
        QTest::newRow("BackgammonGalaxy 5-point match, 0-ply")
            << jellyfish("galaxy-match1278964-5p.txt") << 0 << QString() << QString();
        QTest::newRow("Backgammon Studio 7-point match, 0-ply")
            << jellyfish("studio-llabba-pasiphae-7p.txt") << 0 << QString() << QString();
        QTest::newRow("GNU Backgammon 7-point match, 1-ply")
            << jellyfish("gnubg108-charlot-7p.mat") << 1 << QString() << QString();
        // Advanced: 0-ply with deterministic noise 0.015, so that both runs
        // see the same noise.
        QString advanced;
        for (const char *decision : {"chequerplay", "cubedecision"})
            advanced += QStringLiteral(
                            "set analysis %1 evaluation plies 0\nset analysis %1 evaluation prune off\n"
                            "set analysis %1 evaluation deterministic on\nset analysis %1 evaluation noise 0.015\n")
                            .arg(QLatin1String(decision));
        QTest::newRow("BackgammonGalaxy 5-point match, advanced")
            << jellyfish("galaxy-match1278964-5p.txt") << 0 << QStringLiteral("advanced") << advanced;
    }
    void statisticsEqualGnubgs()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        QFETCH(QString, file);
        QFETCH(int, plies);
        QFETCH(QString, setting);
        QFETCH(QString, settingCommands);
        const QString saved
            = m_dir.filePath(QStringLiteral("analysed-%1.sgf").arg(QTest::currentDataTag()).replace(u' ', u'_'));
        const QStringList depth = setting.isEmpty() ? QStringList{QStringLiteral("--plies"), QString::number(plies)}
                                                    : QStringList{QStringLiteral("--setting"), setting};
        const Run k = cli(QStringList{QStringLiteral("analyse"), file} + depth
                          + QStringList{QStringLiteral("--json"), QStringLiteral("-o"), saved});
        QCOMPARE(k.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(k.out.toUtf8()).object();
        QVERIFY2(json.value(QStringLiteral("engine")).toString().startsWith(QLatin1String("GNU Backgammon 1.")),
                 qPrintable(k.out.left(200)));
        QCOMPARE(json.value(QStringLiteral("plies")).toInt(), plies);
        QCOMPARE(json.value(QStringLiteral("setting")).toString(), setting);
        const QJsonArray stats = json.value(QStringLiteral("statistics")).toArray();
        QCOMPARE(stats.size(), 2);

        // gnubg on its own, the same match and plies.
        const QString depthCommands = setting.isEmpty()
                                        ? QStringLiteral("set analysis chequerplay evaluation plies %1\n"
                                                         "set analysis cubedecision evaluation plies %1\n")
                                              .arg(plies)
                                        : settingCommands;
        const QString script
            = depthCommands + QStringLiteral("import mat %1\nanalyse match\nshow statistics match\n").arg(file);
        const Run g = runProgram(
            kGnubg,
            {QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-r"), QStringLiteral("-s"), m_dir.path()},
            script.toUtf8());
        QCOMPARE(g.exitCode, 0);
        const std::array<Printed, 2> printed = parsePrinted(g.out);
        int marked = 0;
        for (int p = 0; p < 2; ++p) {
            const QJsonObject s = stats[p].toObject();
            QCOMPARE(s.value(QStringLiteral("unforced_moves")).toInt(), printed[std::size_t(p)].unforced);
            QCOMPARE(s.value(QStringLiteral("close_cube_decisions")).toInt(), printed[std::size_t(p)].closeCube);
            const auto near = [](double a, double b) { return std::abs(a - b) <= 0.002; };
            QVERIFY2(near(s.value(QStringLiteral("chequer_error_total")).toDouble(), printed[std::size_t(p)].chequer),
                     qPrintable(QStringLiteral("player %1 chequer %2 vs %3")
                                    .arg(p + 1)
                                    .arg(s.value(QStringLiteral("chequer_error_total")).toDouble())
                                    .arg(printed[std::size_t(p)].chequer)));
            QVERIFY(near(s.value(QStringLiteral("cube_error_total")).toDouble(), printed[std::size_t(p)].cube));
            QVERIFY(near(s.value(QStringLiteral("overall_error_total")).toDouble(), printed[std::size_t(p)].overall));
            QVERIFY(near(s.value(QStringLiteral("luck_total")).toDouble(), printed[std::size_t(p)].luck));
            // PR: half gnubg's overall error rate (mEMG), positive.
            const double unforced = s.value(QStringLiteral("unforced_moves")).toInt();
            const double close = s.value(QStringLiteral("close_cube_decisions")).toInt();
            QVERIFY(std::abs(s.value(QStringLiteral("pr")).toDouble()
                             - 500.0 * -s.value(QStringLiteral("overall_error_total")).toDouble() / (unforced + close))
                    < 0.01);
            marked += s.value(QStringLiteral("moves_marked_doubtful")).toInt()
                    + s.value(QStringLiteral("moves_marked_bad")).toInt()
                    + s.value(QStringLiteral("moves_marked_very_bad")).toInt();
        }
        // The moves' marks add up to the statistics' counts.
        int markedMoves = 0;
        for (const auto &game : json.value(QStringLiteral("games")).toArray()) {
            for (const auto &m : game.toObject().value(QStringLiteral("moves")).toArray()) {
                const QJsonObject move = m.toObject();
                QVERIFY(move.value(QStringLiteral("equity_loss")).toDouble() >= 0);
                markedMoves += !move.value(QStringLiteral("mark")).toString().isEmpty();
            }
        }
        QCOMPARE(markedMoves, marked);

        // gnubg loads the saved SGF with its analysis: the same statistics.
        const Run reload = runProgram(
            kGnubg,
            {QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-r"), QStringLiteral("-s"), m_dir.path()},
            QStringLiteral("load match %1\nshow statistics match\n").arg(saved).toUtf8());
        QCOMPARE(reload.exitCode, 0);
        const std::array<Printed, 2> again = parsePrinted(reload.out);
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(again[std::size_t(p)].unforced, printed[std::size_t(p)].unforced);
            QCOMPARE(again[std::size_t(p)].closeCube, printed[std::size_t(p)].closeCube);
            QCOMPARE(again[std::size_t(p)].chequer, printed[std::size_t(p)].chequer);
            QCOMPARE(again[std::size_t(p)].cube, printed[std::size_t(p)].cube);
            QCOMPARE(again[std::size_t(p)].luck, printed[std::size_t(p)].luck);
        }
        // And Kibitz reads its own saved analysis back: the same statistics.
        const Run reread = cli({QStringLiteral("info"), saved});
        QCOMPARE(reread.exitCode, 0);
        qInfo("%s: gnubg %.2f s, Kibitz's own share %.3f s", qPrintable(QString::fromLatin1(QTest::currentDataTag())),
              json.value(QStringLiteral("seconds")).toObject().value(QStringLiteral("gnubg")).toDouble(),
              json.value(QStringLiteral("seconds")).toObject().value(QStringLiteral("kibitz")).toDouble());
    }

    void matchCubeDecisionsInEmg()
    {
        // Match play: gnubg writes cube decisions as match winning chances;
        // Kibitz shows them as EMG converted through gnubg's match equity
        // table, and must equal what gnubg itself prints (export text, with
        // EMG output) within 0.001, decision by decision.
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        if (!QFile::exists(QStringLiteral("/usr/share/gnubg/met/Kazaross-XG2.xml")))
            QSKIP("gnubg's match equity table /usr/share/gnubg/met/Kazaross-XG2.xml is not installed");
        const QString saved = m_dir.filePath(QStringLiteral("cube-emg.sgf"));
        const QString text = m_dir.filePath(QStringLiteral("cube-emg.txt"));
        const Run k = cli({QStringLiteral("analyse"), jellyfish("galaxy-match1278964-5p.txt"), QStringLiteral("--json"),
                           QStringLiteral("-o"), saved});
        QCOMPARE(k.exitCode, 0);
        // Ours in the order of the game: the doubler's figures, which gnubg
        // prints for a take or drop from the taker's side (negated).
        std::vector<std::pair<double, double>> ours;
        int doubles = 0;
        for (const auto &game :
             QJsonDocument::fromJson(k.out.toUtf8()).object().value(QStringLiteral("games")).toArray()) {
            for (const auto &v : game.toObject().value(QStringLiteral("cube")).toArray()) {
                const QJsonObject c = v.toObject();
                QVERIFY(c.value(QStringLiteral("match_winning_chances")).toBool());
                QCOMPARE(c.value(QStringLiteral("double_pass_emg")).toDouble(), 1.0);
                const QString action = c.value(QStringLiteral("action")).toString();
                const double sign = action == QLatin1String("take") || action == QLatin1String("drop") ? -1.0 : 1.0;
                doubles += action == QLatin1String("double");
                ours.emplace_back(sign * c.value(QStringLiteral("no_double_emg")).toDouble(),
                                  sign * c.value(QStringLiteral("double_take_emg")).toDouble());
            }
        }
        QCOMPARE(doubles, 3);
        const Run g = runProgram(
            kGnubg,
            {QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-r"), QStringLiteral("-s"), m_dir.path()},
            QStringLiteral("set output mwc off\nload match %1\nexport match text %2\n").arg(saved, text).toUtf8());
        QCOMPARE(g.exitCode, 0);
        QFile file(text);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString exported = QString::fromUtf8(file.readAll());
        static const QRegularExpression noDouble(QStringLiteral("No double\\s+([-+]\\d+\\.\\d+)"));
        static const QRegularExpression doubleTake(QStringLiteral("Double, take\\s+([-+]\\d+\\.\\d+)"));
        std::vector<std::pair<double, double>> theirs;
        for (const QString &block : exported.split(QStringLiteral("Cube analysis")).mid(1)) {
            const auto nd = noDouble.match(block);
            const auto dt = doubleTake.match(block);
            if (nd.hasMatch() && dt.hasMatch())
                theirs.emplace_back(nd.captured(1).toDouble(), dt.captured(1).toDouble());
        }
        QCOMPARE(ours.size(), theirs.size());
        QVERIFY(ours.size() >= 10);
        for (std::size_t i = 0; i < ours.size(); ++i) {
            QVERIFY2(std::abs(ours[i].first - theirs[i].first) <= 0.001
                         && std::abs(ours[i].second - theirs[i].second) <= 0.001,
                     qPrintable(QStringLiteral("decision %1: Kibitz %2 / %3, gnubg %4 / %5")
                                    .arg(i + 1)
                                    .arg(ours[i].first)
                                    .arg(ours[i].second)
                                    .arg(theirs[i].first)
                                    .arg(theirs[i].second)));
        }
    }

    void oneGame()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        const QString out = m_dir.filePath(QStringLiteral("game3.sgf"));
        const Run k
            = cli({QStringLiteral("analyse"), jellyfish("studio-llabba-pasiphae-7p.txt"), QStringLiteral("--game"),
                   QStringLiteral("3"), QStringLiteral("--json"), QStringLiteral("-o"), out});
        QCOMPARE(k.exitCode, 0);
        const QJsonArray games
            = QJsonDocument::fromJson(k.out.toUtf8()).object().value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games.first().toObject().value(QStringLiteral("game")).toInt(), 3);
        QVERIFY(!games.first().toObject().value(QStringLiteral("moves")).toArray().isEmpty());
        // The saved file holds the whole match, game 3 analysed.
        const Run info = cli({QStringLiteral("info"), out, QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(info.out.toUtf8()).object().value(QStringLiteral("games")).toArray().size(),
                 4);
        const Run again = cli(
            {QStringLiteral("analyse"), out, QStringLiteral("--game"), QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(again.exitCode, 0);
    }

    void errors()
    {
        const QString mat = jellyfish("galaxy-match1278964-5p.txt");
        const QString out = m_dir.filePath(QStringLiteral("never.sgf"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // gnubg missing: how to install it.
        env.insert(QStringLiteral("KIBITZ_GNUBG"), m_dir.filePath(QStringLiteral("no-such-gnubg")));
        Run r = cli({QStringLiteral("analyse"), mat, QStringLiteral("-o"), out}, env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("apt-get install gnubg")), qPrintable(r.err));
        // gnubg failing, and crashing.
        const QString failing = m_dir.filePath(QStringLiteral("failing-gnubg"));
        const QString crashing = m_dir.filePath(QStringLiteral("crashing-gnubg"));
        for (const auto &[path, body] :
             {std::pair{failing, QByteArray("#!/bin/sh\ncat >/dev/null\necho broken >&2\nexit 3\n")},
              std::pair{crashing, QByteArray("#!/bin/sh\ncat >/dev/null\nkill -SEGV $$\n")}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(body);
            f.close();
            f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        env.insert(QStringLiteral("KIBITZ_GNUBG"), failing);
        r = cli({QStringLiteral("analyse"), mat, QStringLiteral("-o"), out}, env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("GNU Backgammon failed (exit code 3): broken")), qPrintable(r.err));
        env.insert(QStringLiteral("KIBITZ_GNUBG"), crashing);
        r = cli({QStringLiteral("analyse"), mat, QStringLiteral("-o"), out}, env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("crashed")), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        // Acey-deucey: gnubg does not play it.
        r = cli({QStringLiteral("analyse"), QStringLiteral(KIBITZ_TEST_DATA "/bgammon/acey-deucey.match")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("GNU Backgammon does not play it")), qPrintable(r.err));
        // Not backgammon at all, and usage errors.
        QCOMPARE(cli({QStringLiteral("analyse"), mat, QStringLiteral("--plies"), QStringLiteral("9")}).exitCode, 2);
        r = cli({QStringLiteral("analyse"), mat, QStringLiteral("--setting"), QStringLiteral("godlike")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("world class")), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("analyse"), mat, QStringLiteral("--setting"), QStringLiteral("expert"),
                      QStringLiteral("--plies"), QStringLiteral("1")})
                     .exitCode,
                 2);
        QCOMPARE(cli({QStringLiteral("analyse"), mat, QStringLiteral("--game"), QStringLiteral("2")}).exitCode, 2);
    }

    void help()
    {
        // The general usage and analyse's own help both name --setting; the
        // latter also the JSON's "setting" field.
        Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("--setting NAME")) && r.out.contains(QLatin1String("world class")),
                 qPrintable(r.out));
        r = cli({QStringLiteral("analyse"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("--setting NAME")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("grandmaster")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("setting (only with --setting")), qPrintable(r.out));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliAnalyse)
#include "tst_cli_analyse.moc"
