// kibitz-cli explore, run as the real binary, against a brute-force count of
// generated collections made here without the explorer: main-line prefixes
// counted in a std::map (and, with --positions, the positions each game passes
// through, named by `kibitz-cli positions`' text). Several files are one
// collection.

#include "clitesting.h"
#include "openinggenerator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <tuple>

using kibitz::test::cli;
using kibitz::test::Run;

namespace {

// The outputs the big runs are compared in: JSON, and text too where a run
// is cheap (not under the sanitizers).
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kOutputs[] = {true};
#else
constexpr bool kOutputs[] = {true, false};
#endif

using Stats = std::tuple<int, int, int>; // games, wins of player 1, wins of player 2

// What the generated files say, read back by `kibitz-cli positions` (one
// game at a time) and `info --json` (results): the main-line moves and the
// position text after each.
struct GameLine {
    QStringList moves;
    QStringList positions; // positions[0]: the start
    int winner = 0;
};

int winnerOf(const QString &result, bool twixt)
{
    if (result.startsWith(QLatin1String("B+")))
        return twixt ? 2 : 1;
    if (result.startsWith(QLatin1String("W+")))
        return twixt ? 1 : 2;
    if (result == QLatin1String("Anna")) // PB: player 1 in Hex, player 2 in Twixt
        return twixt ? 2 : 1;
    return 0;
}

std::vector<GameLine> readGames(const QString &path, bool twixt)
{
    std::vector<GameLine> games;
    const Run info = cli({QStringLiteral("info"), path, QStringLiteral("--json")});
    const QJsonArray list
        = QJsonDocument::fromJson(info.out.toUtf8()).object().value(QStringLiteral("games")).toArray();
    for (int i = 0; i < list.size(); ++i) {
        GameLine line;
        line.winner = winnerOf(list[i].toObject().value(QStringLiteral("result")).toString(), twixt);
        const Run r = cli({QStringLiteral("positions"), path, QStringLiteral("--game"), QString::number(i + 1)});
        for (const QString &row : r.out.split(u'\n', Qt::SkipEmptyParts)) {
            const QStringList cells = row.split(u'\t');
            if (cells.size() != 3)
                return {};
            if (cells[0] == QLatin1String("0")) {
                line.positions << cells[2];
            } else if (!cells[1].isEmpty()) { // a node without a move is no move
                line.moves << cells[1];
                line.positions << cells[2];
            }
        }
        games.push_back(line);
    }
    return games;
}

void add(Stats &s, int winner)
{
    ++std::get<0>(s);
    std::get<1>(s) += winner == 1;
    std::get<2>(s) += winner == 2;
}

// The brute-force count: every move sequence of up to `depth` moves (the
// empty one too) -> the games that began with it.
std::map<QStringList, Stats> countBySequence(const std::vector<GameLine> &games, int depth)
{
    std::map<QStringList, Stats> counts;
    for (const GameLine &g : games) {
        QStringList prefix;
        add(counts[prefix], g.winner);
        for (int i = 0; i < g.moves.size() && i < depth; ++i) {
            prefix << g.moves[i];
            add(counts[prefix], g.winner);
        }
    }
    return counts;
}

Stats statsOf(const QJsonObject &o)
{
    const QJsonArray wins = o.value(QStringLiteral("wins")).toArray();
    return {o.value(QStringLiteral("games")).toInt(), wins.at(0).toInt(), wins.at(1).toInt()};
}

// The JSON tree as sequence -> stats (walked with a stack), checking the order of children.
std::map<QStringList, Stats> jsonSequences(const QJsonObject &root, bool *sorted)
{
    std::map<QStringList, Stats> counts;
    *sorted = true;
    std::vector<std::pair<QJsonObject, QStringList>> stack{{root, {}}};
    counts[{}] = statsOf(root);
    while (!stack.empty()) {
        const auto [node, prefix] = stack.back();
        stack.pop_back();
        const QJsonArray children = node.value(QStringLiteral("children")).toArray();
        int previous = INT_MAX;
        for (const auto &v : children) {
            const QJsonObject child = v.toObject();
            if (child.value(QStringLiteral("games")).toInt() > previous)
                *sorted = false;
            previous = child.value(QStringLiteral("games")).toInt();
            QStringList next = prefix;
            next << child.value(QStringLiteral("move")).toString();
            counts[next] = statsOf(child);
            stack.push_back({child, next});
        }
    }
    return counts;
}

} // namespace

class TestCliExplore : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return QString();
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void sequencesOfSeveralFiles_data()
    {
        QTest::addColumn<bool>("twixt");
        QTest::newRow("hex") << false;
        QTest::newRow("twixt") << true;
    }

    void sequencesOfSeveralFiles()
    {
        QFETCH(bool, twixt);
        const int depth = 4;
        const QString a
            = write(QStringLiteral("a%1.sgf").arg(twixt), kibitz::test::generateOpeningCollection(40, 21, twixt));
        const QString b
            = write(QStringLiteral("b%1.sgf").arg(twixt), kibitz::test::generateOpeningCollection(30, 22, twixt));
        std::vector<GameLine> games = readGames(a, twixt);
        const std::vector<GameLine> more = readGames(b, twixt);
        QCOMPARE(int(games.size()), 40);
        QCOMPARE(int(more.size()), 30);
        games.insert(games.end(), more.begin(), more.end());

        const std::map<QStringList, Stats> expected = countBySequence(games, depth);

        const Run r = cli({QStringLiteral("explore"), a, b, QStringLiteral("--depth"), QString::number(depth),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QStringLiteral("games")).toInt(), 70);
        bool sorted = false;
        const auto fromJson = jsonSequences(o.value(QStringLiteral("root")).toObject(), &sorted);
        QVERIFY(sorted);
        QCOMPARE(fromJson.size(), expected.size());
        QVERIFY(fromJson == expected);

        // The text form says the same, one line per move, indented by depth.
        const Run text = cli({QStringLiteral("explore"), a, b, QStringLiteral("--depth"), QString::number(depth)});
        QCOMPARE(text.exitCode, 0);
        const QStringList lines = text.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), int(expected.size()) + 1); // the summary, the start, every move
        QVERIFY2(lines[0].startsWith(QLatin1String("70 games, depth 4")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QLatin1String("start: 70 games, wins ")), qPrintable(lines[1]));
    }

    // explore reads an SGF file game by game; one that holds backgammon
    // trees is read whole (readEach hands its games over again), and every
    // game still counts once.
    void backgammonTreesInAnSgfFile()
    {
        const QString hex = write(QStringLiteral("hex40.sgf"), kibitz::test::generateOpeningCollection(40, 23, false));
        const QString match = m_dir.filePath(QStringLiteral("match.sgf"));
        QCOMPARE(cli({QStringLiteral("convert"), QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"), match})
                     .exitCode,
                 0);
        QFile hexFile(hex), matchFile(match);
        QVERIFY(hexFile.open(QIODevice::ReadOnly) && matchFile.open(QIODevice::ReadOnly));
        const QString mixed = write(QStringLiteral("mixed.sgf"), hexFile.readAll() + matchFile.readAll());
        const Run info = cli({QStringLiteral("info"), match, QStringLiteral("--json")});
        const int matchGames
            = QJsonDocument::fromJson(info.out.toUtf8()).object().value(QStringLiteral("games")).toArray().size();
        QVERIFY(matchGames > 1);
        // Hex and backgammon are different boards: the Hex games (the most
        // common) by default, the match's with --board backgammon.
        for (const QString &board : {QString(), QStringLiteral("backgammon")}) {
            const QStringList options = board.isEmpty()
                                          ? QStringList{QStringLiteral("--json")}
                                          : QStringList{QStringLiteral("--board"), board, QStringLiteral("--json")};
            const Run r = cli(QStringList{QStringLiteral("explore"), hex, mixed} + options);
            QCOMPARE(r.exitCode, 0);
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QCOMPARE(o.value(QStringLiteral("games")).toInt(), board.isEmpty() ? 80 : matchGames);
            QVERIFY2(r.err.contains(board.isEmpty() ? QStringLiteral("left out %1 games of backgammon").arg(matchGames)
                                                    : QStringLiteral("left out 80 games on 4x4")),
                     qPrintable(r.err));
            const Run apart = cli(QStringList{QStringLiteral("explore"), hex, hex, match} + options);
            QCOMPARE(apart.exitCode, 0);
            QCOMPARE(r.out, apart.out);
        }
    }

    void transpositions()
    {
        const int depth = 5;
        const QString a = write(QStringLiteral("t.sgf"), kibitz::test::generateOpeningCollection(60, 31, false));
        const std::vector<GameLine> games = readGames(a, false);
        QCOMPARE(int(games.size()), 60);
        // (position before, move) -> games; position -> games.
        std::map<std::pair<QString, QString>, Stats> expectedMoves;
        std::map<QString, Stats> expectedPositions;
        for (const GameLine &g : games) {
            add(expectedPositions[g.positions[0]], g.winner);
            for (int i = 0; i < g.moves.size() && i < depth; ++i) {
                add(expectedMoves[{g.positions[i], g.moves[i]}], g.winner);
                add(expectedPositions[g.positions[i + 1]], g.winner);
            }
        }
        const Run r = cli({QStringLiteral("explore"), a, QStringLiteral("--depth"), QString::number(depth),
                           QStringLiteral("--positions"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("root")).toObject();
        QCOMPARE(statsOf(root), expectedPositions[games[0].positions[0]]);
        // Follow each game's moves through the JSON: every move out of a
        // position carries the figures of the games that played it there,
        // whatever the order they came by.
        int checked = 0;
        for (const GameLine &g : games) {
            QJsonObject node = root;
            for (int i = 0; i < g.moves.size() && i < depth; ++i) {
                const QJsonArray children = node.value(QStringLiteral("children")).toArray();
                QJsonObject found;
                for (const auto &v : children) {
                    if (v.toObject().value(QStringLiteral("move")).toString() == g.moves[i])
                        found = v.toObject();
                }
                QVERIFY2(!found.isEmpty(), qPrintable(g.moves.join(u' ')));
                const auto key = std::make_pair(g.positions[i], g.moves[i]);
                QCOMPARE(statsOf(found), expectedMoves[key]);
                node = found;
                ++checked;
            }
        }
        QVERIFY(checked > 100);
        // Merged move orders: some move's figures exceed those of its own sequence.
        const Run plain = cli({QStringLiteral("explore"), a, QStringLiteral("--depth"), QString::number(depth),
                               QStringLiteral("--json")});
        QVERIFY(plain.out != r.out);
    }

    // A file past 8 MB is read in parts on threads of their own, a tree per
    // part, merged in order: the output is that of the same games read one
    // after the other (each piece below 8 MB, read as one part), ties
    // between moves in the order of first play included.
    void partsOfABigFileMergeInOrder_data()
    {
        QTest::addColumn<bool>("twixt");
        QTest::addColumn<bool>("positions");
        QTest::newRow("hex") << false << false;
        QTest::newRow("twixt, positions") << true << true;
    }

    void partsOfABigFileMergeInOrder()
    {
        QFETCH(bool, twixt);
        QFETCH(bool, positions);
        QStringList pieces;
        QByteArray all;
        for (int i = 0; all.size() <= 9 * 1024 * 1024; ++i) {
            const QByteArray piece = kibitz::test::generateOpeningCollection(20000, 100 + std::uint64_t(i), twixt);
            all += piece;
            pieces << write(QStringLiteral("piece%1-%2.sgf").arg(twixt).arg(i), piece);
        }
        const QString big = write(QStringLiteral("big%1.sgf").arg(twixt), all);
        QVERIFY(!big.isEmpty());
        // Text and JSON; under the sanitizers JSON only (each run reads
        // 9 MB, half a minute there).
        for (const bool json : kOutputs) {
            QStringList options{QStringLiteral("--depth"), QStringLiteral("6")};
            if (positions)
                options << QStringLiteral("--positions");
            if (json)
                options << QStringLiteral("--json");
            const Run whole = cli(QStringList{QStringLiteral("explore"), big} + options);
            const Run apart = cli(QStringList{QStringLiteral("explore")} + pieces + options);
            QCOMPARE(whole.exitCode, 0);
            QCOMPARE(apart.exitCode, 0);
            QVERIFY(whole.out.size() > 1000);
            QVERIFY(whole.out == apart.out);
        }
    }

    // A collection of 4x4 and 5x5 Hex games playing the same moves: the tree
    // is that of one board (the most common, or --board's), as a brute force
    // over that board's games alone counts it, with and without
    // transpositions; a note on stderr names the games left out.
    void boardsApart()
    {
        const int depth = 5;
        const QByteArray smallGames = kibitz::test::generateOpeningCollection(40, 51, false);
        QByteArray bigGames = kibitz::test::generateOpeningCollection(30, 52, false);
        bigGames.replace("SZ[4]", "SZ[5]");
        const QString small = write(QStringLiteral("small.sgf"), smallGames);
        const QString big = write(QStringLiteral("big.sgf"), bigGames);
        // Interleaved in one file, a 5x5 game first.
        const auto gamesOf = [](const QByteArray &bytes) {
            QList<QByteArray> list;
            for (qsizetype at = bytes.indexOf("(;FF[4]"); at >= 0;) {
                const qsizetype next = bytes.indexOf("(;FF[4]", at + 1);
                list << bytes.mid(at, next < 0 ? -1 : next - at);
                at = next;
            }
            return list;
        };
        const QList<QByteArray> smallList = gamesOf(smallGames);
        const QList<QByteArray> bigList = gamesOf(bigGames);
        QCOMPARE(smallList.size(), 40);
        QCOMPARE(bigList.size(), 30);
        QByteArray mixedBytes;
        for (qsizetype i = 0; i < smallList.size(); ++i) {
            if (i < bigList.size())
                mixedBytes += bigList[i];
            mixedBytes += smallList[i];
        }
        const QString mixed = write(QStringLiteral("mixed.sgf"), mixedBytes);
        QVERIFY(!mixed.isEmpty());

        for (const bool positions : {false, true}) {
            QStringList options{QStringLiteral("--depth"), QString::number(depth), QStringLiteral("--json")};
            if (positions)
                options << QStringLiteral("--positions");
            // One board alone: no note.
            const Run smallAlone = cli(QStringList{QStringLiteral("explore"), small} + options);
            const Run bigAlone = cli(QStringList{QStringLiteral("explore"), big} + options);
            QCOMPARE(smallAlone.exitCode, 0);
            QVERIFY2(smallAlone.err.isEmpty(), qPrintable(smallAlone.err));
            QCOMPARE(QJsonDocument::fromJson(smallAlone.out.toUtf8()).object().value(QStringLiteral("games")).toInt(),
                     40);
            QCOMPARE(QJsonDocument::fromJson(bigAlone.out.toUtf8()).object().value(QStringLiteral("games")).toInt(),
                     30);
            // Mixed: the most common board by default, the tree of its games alone.
            const Run byDefault = cli(QStringList{QStringLiteral("explore"), mixed} + options);
            QCOMPARE(byDefault.exitCode, 0);
            QVERIFY(byDefault.out == smallAlone.out);
            QVERIFY2(byDefault.err.contains(QLatin1String("40 games on 4x4 (the most common board)")),
                     qPrintable(byDefault.err));
            QVERIFY2(byDefault.err.contains(QLatin1String("left out 30 games on 5x5")), qPrintable(byDefault.err));
            QVERIFY2(byDefault.err.contains(QLatin1String("--board 5x5")), qPrintable(byDefault.err));
            const Run named
                = cli(QStringList{QStringLiteral("explore"), mixed, QStringLiteral("--board"), QStringLiteral("5x5")}
                      + options);
            QCOMPARE(named.exitCode, 0);
            QVERIFY(named.out == bigAlone.out);
            QVERIFY2(named.err.contains(QLatin1String("left out 40 games on 4x4")), qPrintable(named.err));
            const Run square
                = cli(QStringList{QStringLiteral("explore"), mixed, QStringLiteral("--board"), QStringLiteral("4")}
                      + options);
            QVERIFY(square.out == smallAlone.out);
            // Several files: the same.
            const Run files = cli(QStringList{QStringLiteral("explore"), big, small} + options);
            QVERIFY(files.out == smallAlone.out);
        }

        // Against brute force over the 5x5 games alone.
        const std::vector<GameLine> games = readGames(big, false);
        QCOMPARE(int(games.size()), 30);
        const std::map<QStringList, Stats> expected = countBySequence(games, depth);
        const Run r = cli({QStringLiteral("explore"), mixed, QStringLiteral("--board"), QStringLiteral("5x5"),
                           QStringLiteral("--depth"), QString::number(depth), QStringLiteral("--json")});
        bool sorted = false;
        const auto fromJson = jsonSequences(
            QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("root")).toObject(), &sorted);
        QVERIFY(sorted);
        QVERIFY(fromJson == expected);
        // With transpositions: each game's moves followed through the JSON
        // carry the figures of the 5x5 games that played them there.
        std::map<std::pair<QString, QString>, Stats> expectedMoves;
        for (const GameLine &g : games) {
            for (int i = 0; i < g.moves.size() && i < depth; ++i)
                add(expectedMoves[{g.positions[i], g.moves[i]}], g.winner);
        }
        const Run merged = cli({QStringLiteral("explore"), mixed, QStringLiteral("--board"), QStringLiteral("5x5"),
                                QStringLiteral("--depth"), QString::number(depth), QStringLiteral("--positions"),
                                QStringLiteral("--json")});
        const QJsonObject root
            = QJsonDocument::fromJson(merged.out.toUtf8()).object().value(QStringLiteral("root")).toObject();
        QCOMPARE(statsOf(root), (Stats{30, std::get<1>(expected.at({})), std::get<2>(expected.at({}))}));
        int checked = 0;
        for (const GameLine &g : games) {
            QJsonObject node = root;
            for (int i = 0; i < g.moves.size() && i < depth; ++i) {
                QJsonObject found;
                for (const auto &v : node.value(QStringLiteral("children")).toArray()) {
                    if (v.toObject().value(QStringLiteral("move")).toString() == g.moves[i])
                        found = v.toObject();
                }
                QVERIFY2(!found.isEmpty(), qPrintable(g.moves.join(u' ')));
                QCOMPARE(statsOf(found), (expectedMoves[{g.positions[i], g.moves[i]}]));
                node = found;
                ++checked;
            }
        }
        QVERIFY(checked > 50);

        // A board the files do not hold.
        const Run none = cli({QStringLiteral("explore"), mixed, QStringLiteral("--board"), QStringLiteral("19x19")});
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains(QLatin1String("no game on 19x19")), qPrintable(none.err));
        QVERIFY2(none.err.contains(QLatin1String("5x5 (30 games), 4x4 (40 games)")), qPrintable(none.err));
        // The text output says nothing new; the note is on stderr.
        const Run text = cli({QStringLiteral("explore"), mixed, QStringLiteral("--depth"), QStringLiteral("2")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith(QLatin1String("40 games, depth 2;")));
    }

    void usageAndErrors()
    {
        const QString a = write(QStringLiteral("u.sgf"), kibitz::test::generateOpeningCollection(3, 1, false));
        Run r = cli({QStringLiteral("explore")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("explore"), a, QStringLiteral("--depth"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("--depth must be")), qPrintable(r.err));
        r = cli({QStringLiteral("explore"), a, m_dir.filePath(QStringLiteral("missing.sgf"))});
        QCOMPARE(r.exitCode, 2);
        const QString broken = write(QStringLiteral("broken.sgf"), "(;GM[11]SZ[4];B[a1]");
        r = cli({QStringLiteral("explore"), a, broken});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(broken + u':'), qPrintable(r.err));
        r = cli({QStringLiteral("--help")});
        QVERIFY(r.out.contains(
            QLatin1String("kibitz-cli explore FILE... [--depth D] [--positions] [--board 11x11|VARIANT] [--json]")));
    }
};

QTEST_GUILESS_MAIN(TestCliExplore)
#include "tst_cli_explore.moc"
