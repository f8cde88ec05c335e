// T1 files (T1j, twixtbot-ui): every real file of the shared corpus with what
// it says (sizes, names, moves, no winner where none won), the orientation
// checked by the borders the pegs stand on, swap and resign, detection, and
// malformed input with its place.

#include "formats/registry.h"
#include "formats/t1/t1.h"
#include "games/replayer.h"
#include "games/twixt/twixtmove.h"
#include "games/twixt/twixtposition.h"

#include <QDir>
#include <QFile>
#include <QRect>
#include <QSet>
#include <QtTest>

using namespace kibitz;

namespace {

QString corpusFile(const char *name)
{
    return QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/twixt-t1/") + QLatin1String(name);
}

QByteArray readCorpus(const char *name)
{
    QFile f(corpusFile(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

#define REQUIRE_CORPUS(name) \
    if (!QFile::exists(corpusFile(name))) \
        QSKIP("the shared corpus (../shared/corpus/real/twixt-t1) is not here");

// A header as twixtbot-ui writes it, with the given sizes and starting player.
QByteArray header(const QByteArray &rows = "24", const QByteArray &columns = "24", const QByteArray &starter = "1")
{
    return "# File created by twixtbot-ui\n# comment\n1 # version of file-format\nTom # Name of player 1\n"
           "Jerry # Name of player 2\n"
         + rows + " # y-size of board\n" + columns
         + " # x-size of board\n"
           "H # player 1 human or computer\nH # player 2 human or computer\n"
         + starter
         + " # starting player (1 plays top-down)\nV # direction of letters\nY # pierule?\nN # game already over?\n";
}

GameRecord mustRead(const QByteArray &content, bool locations = false)
{
    ReadOptions options;
    options.recordLocations = locations;
    LoadResult r = t1::read(content, options);
    if (!r.ok())
        qWarning("%s: %s", qPrintable(r.error.location()), qPrintable(r.error.message));
    return r.ok() ? std::move(r.collection->games.front()) : GameRecord{};
}

// The main line's moves, decoded.
std::vector<NodeId> moves(const GameRecord &g)
{
    std::vector<NodeId> line = g.tree.mainLine();
    line.erase(line.begin()); // the root
    return line;
}

std::optional<TwixtMove> peg(const GameRecord &g, NodeId id)
{
    if (g.tree.moveTag(id) != std::uint8_t(MoveTag::Place))
        return std::nullopt;
    return decodeTwixtMove(g.tree.moveData(id));
}

std::optional<std::pair<SpecialMove, int>> special(const GameRecord &g, NodeId id)
{
    if (g.tree.moveTag(id) != std::uint8_t(MoveTag::Special))
        return std::nullopt;
    return decodeSpecial(g.tree.moveData(id));
}

bool isSpecial(const GameRecord &g, NodeId id, SpecialMove move, int player)
{
    return special(g, id) == std::pair{move, player};
}

// Replays the main line; the position after the last legal move, the index of
// the first illegal move (-1 when all are legal) and the winner after each move.
struct Replay {
    std::unique_ptr<Replayer> position;
    int firstIllegal = -1;
    std::vector<int> winners;
};

Replay replay(const GameRecord &g)
{
    Replay r;
    r.position = Replayer::forGame(g);
    const std::vector<NodeId> line = moves(g);
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (!r.position->apply(g.tree.moveTag(line[i]), g.tree.moveData(line[i])).isEmpty()) {
            r.firstIllegal = int(i);
            break;
        }
        r.winners.push_back(r.position->winner());
    }
    return r;
}

// The position after the first `count` main-line moves.
TwixtPosition position(const GameRecord &g, std::size_t count)
{
    TwixtPosition p(g.columns, g.rows, setupOf<TwixtSetup>(g).rules);
    const std::vector<NodeId> line = moves(g);
    for (std::size_t i = 0; i < count; ++i)
        p.applyMove(MoveTag(g.tree.moveTag(line[i])), g.tree.moveData(line[i]));
    return p;
}

// The columns (x) and rows (y) spanned by the pegs linked to the peg at (x, y).
QRect chainExtent(const TwixtPosition &p, int x, int y)
{
    std::vector<std::pair<int, int>> todo{{x, y}};
    QSet<QPoint> seen{QPoint(x, y)};
    QRect extent(QPoint(x, y), QPoint(x, y));
    const std::vector<TwixtLink> links = p.links();
    while (!todo.empty()) {
        const auto [cx, cy] = todo.back();
        todo.pop_back();
        for (const TwixtLink &l : links) {
            QPoint other;
            if (l.x == cx && l.y == cy)
                other = QPoint(l.otherX(), l.otherY());
            else if (l.otherX() == cx && l.otherY() == cy)
                other = QPoint(l.x, l.y);
            else
                continue;
            if (!seen.contains(other)) {
                seen.insert(other);
                extent = extent.united(QRect(other, other));
                todo.push_back({other.x(), other.y()});
            }
        }
    }
    return extent;
}

// The error of reading `content`, as "LINE:COLUMN message".
QString errorOf(const QByteArray &content)
{
    const LoadResult r = t1::read(content);
    if (r.ok())
        return QStringLiteral("no error");
    if (r.error.offset < 0 || r.error.offset > content.size())
        return QStringLiteral("offset %1 outside the input").arg(r.error.offset);
    const QString where = describeOffset(FileFormat::T1, content, r.error.offset);
    if (where != r.error.location())
        return QStringLiteral("location %1 differs from the offset's %2").arg(r.error.location(), where);
    return where + QLatin1Char(' ') + r.error.message;
}

} // namespace

class TestT1 : public QObject {
    Q_OBJECT

private slots:
    void everyCorpusFileOpensAndIsDetectedByContent_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("moveCount");
        const std::pair<const char *, int> files[] = {{"drawngame.T1", 58}, {"full_board.T1", 572}, {"puzzle01.T1", 6},
                                                      {"sample.T1", 6},     {"scl-issue.T1", 43},   {"testwin.T1", 48}};
        for (const auto &[name, count] : files)
            QTest::newRow(name) << QString::fromLatin1(name) << count;
    }
    void everyCorpusFileOpensAndIsDetectedByContent()
    {
        QFETCH(QString, name);
        QFETCH(int, moveCount);
        const QByteArray n = name.toLatin1();
        REQUIRE_CORPUS(n.constData());
        const QByteArray content = readCorpus(n.constData());
        QCOMPARE(detectFormat(content), FileFormat::T1); // content alone, no name
        const FileLoad load = loadFile(corpusFile(n.constData()));
        QVERIFY2(load.result.ok(),
                 qPrintable(load.result.error.location() + QLatin1Char(' ') + load.result.error.message));
        QCOMPARE(load.format, FileFormat::T1);
        QVERIFY(load.result.warnings.isEmpty());
        QCOMPARE(load.result.collection->games.size(), std::size_t(1));
        const GameRecord &g = load.result.collection->games.front();
        QCOMPARE(g.kind, GameKind::Twixt);
        QCOMPARE(setupOf<TwixtSetup>(g).rules, TwixtRules::Standard);
        QCOMPARE(int(moves(g).size()), moveCount);
        // Moves alternate from player 1.
        int expected = 1;
        for (NodeId id : moves(g)) {
            const int player = peg(g, id) ? peg(g, id)->player : special(g, id)->second;
            QCOMPARE(player, expected);
            expected = 3 - expected;
        }
    }

    void t1jPuzzleIsAThirteenBoard()
    {
        REQUIRE_CORPUS("puzzle01.T1");
        const GameRecord g = mustRead(readCorpus("puzzle01.T1"));
        QCOMPARE(g.columns, 13);
        QCOMPARE(g.rows, 13);
        QCOMPARE(g.player1, QStringLiteral("Player 1"));
        QCOMPARE(g.player2, QStringLiteral("Player 2"));
        // D9 F6 F8 H7 E12 I9: column letter, then the row from the top.
        const std::vector<NodeId> line = moves(g);
        QCOMPARE(peg(g, line[0])->x, 3);
        QCOMPARE(peg(g, line[0])->y, 8);
        QCOMPARE(peg(g, line[4])->x, 4);
        QCOMPARE(peg(g, line[4])->y, 11);
        const Replay r = replay(g);
        QCOMPARE(r.firstIllegal, -1);
        QCOMPARE(r.position->winner(), 0);
    }

    void testwinsLastMoveJoinsAChainAcross()
    {
        // testwin.T1 says "game already over: Y" and does not resign, but no
        // peg of either player stands on a border line, so nobody has won by
        // the rules, read either way round (twixtbot-ui writes Y for every
        // game). What its last move does: player 2 (Jerry), who connects left
        // and right, joins 15 pegs into one chain from column D to column W.
        // Read transposed, the same chain would run from row 4 to row 23,
        // across its owner's direction.
        REQUIRE_CORPUS("testwin.T1");
        const GameRecord g = mustRead(readCorpus("testwin.T1"));
        QCOMPARE(g.player1, QStringLiteral("Tom"));
        QCOMPARE(g.player2, QStringLiteral("Jerry"));
        QCOMPARE(g.columns, 24);
        QCOMPARE(g.rows, 24);
        const Replay r = replay(g);
        QCOMPARE(r.firstIllegal, -1);
        QCOMPARE(r.position->winner(), 0);
        for (NodeId id : moves(g)) {
            const TwixtMove m = *peg(g, id);
            QVERIFY(m.x > 0 && m.y > 0 && m.x < 23 && m.y < 23);
        }
        const TwixtMove last = *peg(g, moves(g).back());
        QCOMPARE(last.player, 2);
        const TwixtPosition end = position(g, moves(g).size());
        QCOMPARE(chainExtent(end, last.x, last.y), QRect(QPoint(3, 4), QPoint(22, 15)));
        const TwixtMove before = *peg(g, moves(g)[moves(g).size() - 2]);
        QCOMPARE(chainExtent(position(g, moves(g).size() - 1), before.x, before.y).width(), 12);
    }

    void drawnGameHasNoWinner()
    {
        REQUIRE_CORPUS("drawngame.T1");
        const GameRecord g = mustRead(readCorpus("drawngame.T1"));
        QVERIFY(g.player1.isEmpty()); // " # Name of player 1"
        QVERIFY(g.player2.isEmpty());
        const Replay r = replay(g);
        QCOMPARE(r.firstIllegal, -1);
        QCOMPARE(r.position->winner(), 0);
    }

    void sampleHasSwapAndResign()
    {
        // e15 swap f17 H18 P12 resign, no final newline.
        REQUIRE_CORPUS("sample.T1");
        const GameRecord g = mustRead(readCorpus("sample.T1"));
        QCOMPARE(g.player1, QStringLiteral("Tom"));
        QCOMPARE(g.player2, QStringLiteral("Jerry"));
        const std::vector<NodeId> line = moves(g);
        QVERIFY(isSpecial(g, line[1], SpecialMove::SwapPieces, 2));
        QCOMPARE(peg(g, line[2])->player, 1); // after the swap player 1 moves again
        QCOMPARE(peg(g, line[3])->x, 7); // "H18" upper case
        QCOMPARE(peg(g, line[3])->y, 17);
        QVERIFY(isSpecial(g, line[5], SpecialMove::Resign, 2));
        // The swapper owns e15's mirror hole, o5.
        Replay r = replay(g);
        QCOMPARE(r.firstIllegal, -1);
        TwixtPosition p(24, 24);
        for (NodeId id : {line[0], line[1]})
            QCOMPARE(p.applyMove(MoveTag(g.tree.moveTag(id)), g.tree.moveData(id)), TwixtPosition::Error::None);
        QCOMPARE(p.pegAt(14, 4), 2);
        QCOMPARE(p.pegAt(4, 14), 0);
        QCOMPARE(p.toMove(), 1);
    }

    void commentLinesInsideTheHeaderArePositional()
    {
        // scl-issue.T1: free comments stand on header lines 8-11; names on 4-5.
        REQUIRE_CORPUS("scl-issue.T1");
        const GameRecord g = mustRead(readCorpus("scl-issue.T1"));
        QCOMPARE(g.player1, QStringLiteral("P1"));
        QCOMPARE(g.player2, QStringLiteral("P2"));
        QVERIFY(isSpecial(g, moves(g)[1], SpecialMove::SwapPieces, 2));
        QCOMPARE(replay(g).firstIllegal, -1);
    }

    void orientationByTheBorders()
    {
        // full_board.T1 fills every hole but the corners, border lines
        // included, and drawngame.T1 and scl-issue.T1 reach the borders: each
        // border peg belongs to the player who owns that border only when
        // player 1 owns the top and bottom rows. Read transposed, the checker
        // stops at a peg in the opponent's border row, which the node offsets
        // place on its line.
        for (const char *name : {"full_board.T1", "drawngame.T1", "scl-issue.T1"}) {
            REQUIRE_CORPUS(name);
            const QByteArray content = readCorpus(name);
            const GameRecord g = mustRead(content, true);
            QCOMPARE(g.nodeOffsets.size(), moves(g).size() + 1);
            QCOMPARE(replay(g).firstIllegal, -1);

            QList<QByteArray> lines = content.split('\n');
            for (qsizetype i = 13; i < lines.size(); ++i) {
                const QByteArray token = lines[i].trimmed();
                if (token.size() >= 2 && token.at(token.size() - 1) >= '0' && token.at(token.size() - 1) <= '9') {
                    const int x = (token.at(0) | 0x20) - 'a', y = token.mid(1).toInt() - 1;
                    lines[i] = QByteArray(1, char('A' + y)) + QByteArray::number(x + 1);
                }
            }
            const QByteArray transposedContent = lines.join('\n');
            const GameRecord transposed = mustRead(transposedContent, true);
            const Replay t = replay(transposed);
            QVERIFY2(t.firstIllegal >= 0, name);
            const NodeId bad = moves(transposed)[std::size_t(t.firstIllegal)];
            const TwixtMove m = *peg(transposed, bad);
            QVERIFY(m.player == 1 ? (m.x == 0 || m.x == 23) : (m.y == 0 || m.y == 23));
            const QString where = describeOffset(FileFormat::T1, transposedContent, transposed.nodeOffsets[bad]);
            const qsizetype line = transposedContent.left(transposed.nodeOffsets[bad]).count('\n') + 1;
            QCOMPARE(where, QStringLiteral("%1:1").arg(line));
            QCOMPARE(lines[line - 1].trimmed(), TwixtPosition::holeName(m.x, m.y).toLatin1());
        }
        QCOMPARE(mustRead(readCorpus("full_board.T1")).player1, QStringLiteral("Siegfried"));
        QCOMPARE(moves(mustRead(readCorpus("full_board.T1"))).size(), std::size_t(572));
    }

    void headerFieldsAndMoveLines()
    {
        // Rows come first (y-size), then columns; CR LF and a byte-order
        // mark; blank lines, comments and spaces between moves; letters after Z.
        QByteArray content = "\xef\xbb\xbf" + header("13", "30");
        content += "b2\n\n  # a comment\n  AD13  # the last column, the last row\nswap\nresign";
        content.replace("\n", "\r\n");
        QCOMPARE(detectFormat(content), FileFormat::T1);
        const GameRecord g = mustRead(content, true);
        QCOMPARE(g.rows, 13);
        QCOMPARE(g.columns, 30);
        const std::vector<NodeId> line = moves(g);
        QCOMPARE(line.size(), std::size_t(4));
        QCOMPARE(peg(g, line[1])->x, 29);
        QCOMPARE(peg(g, line[1])->y, 12);
        QCOMPARE(peg(g, line[1])->player, 2);
        QCOMPARE(describeOffset(FileFormat::T1, content, g.nodeOffsets[line[1]]), QStringLiteral("17:3"));
        QVERIFY(isSpecial(g, line[2], SpecialMove::SwapPieces, 1));
        QVERIFY(isSpecial(g, line[3], SpecialMove::Resign, 2));

        // Starting player 2: player 2 makes the first move.
        const GameRecord second = mustRead(header("24", "24", "2") + "c3\nd5\n");
        QCOMPARE(peg(second, moves(second)[0])->player, 2);
        QCOMPARE(peg(second, moves(second)[1])->player, 1);

        // A placeholder header (twixtbot-ui's hand-made files): defaults.
        const GameRecord placeholders = mustRead("#\n# \n# \nA # player 1\nB # player 2\n#\n#\n#\n#\n#\n#\n#\n#\nx23");
        QCOMPARE(placeholders.columns, 24);
        QCOMPARE(placeholders.rows, 24);
        QCOMPARE(placeholders.player2, QStringLiteral("B"));
        QCOMPARE(peg(placeholders, moves(placeholders)[0])->x, 23);

        // Names that are not UTF-8 are Latin-1 (T1j writes the platform's charset).
        QCOMPARE(mustRead(header().replace("Tom", "J\xf6rg")).player1, QStringLiteral("J\u00f6rg"));

        // The header alone is a game without moves.
        QCOMPARE(moves(mustRead(header())).size(), std::size_t(0));
    }

    void directionOfLettersH()
    {
        LoadResult r = t1::read(header().replace("V # direction", "H # direction") + "I9\n");
        QVERIFY(r.ok());
        // No known program writes H: a violation, an error to `check`.
        QVERIFY(r.warnings.isEmpty());
        QCOMPARE(r.violations.size(), 1);
        QVERIFY2(r.violations.front().startsWith(QStringLiteral("11:1: the direction of letters is H")),
                 qPrintable(r.violations.front()));
        QCOMPARE(peg(r.collection->games.front(), moves(r.collection->games.front())[0])->x, 8);
    }

    void detection()
    {
        // Content first; the extension breaks ties for what content cannot tell.
        QCOMPARE(detectFormat(QByteArray("#\n#\n")), FileFormat::Unknown);
        QCOMPARE(detectFormat(QByteArray("#\n#\n"), QStringLiteral("x.T1")), FileFormat::T1);
        QCOMPARE(detectFormat(QByteArray("#\n#\n"), QStringLiteral("x.t1")), FileFormat::T1);
        QCOMPARE(detectFormat(QByteArray("#\n").repeated(13)), FileFormat::Unknown); // comments alone
        QCOMPARE(detectFormat(header().replace("24 # y-size", "abc # y-size")), FileFormat::Unknown);
        QCOMPARE(detectFormat(header().replace("24 # y-size", "abc # y-size"), QStringLiteral("g.T1")), FileFormat::T1);
        QCOMPARE(formatName(FileFormat::T1), QStringLiteral("t1"));
        QCOMPARE(formatFromName(QStringLiteral("t1")), FileFormat::T1);
        QCOMPARE(formatForFileName(QStringLiteral("game.T1")), FileFormat::T1);
        QVERIFY(isTextFormat(FileFormat::T1));
    }

    void readOnly()
    {
        QVERIFY(!canWrite(FileFormat::T1));
        LoadResult r = loadBytes(header() + "I9\n", FileFormat::T1);
        QVERIFY(r.ok());
        QVERIFY(!serialize(*r.collection, FileFormat::T1).ok());
        // SGF keeps everything, swap included.
        r = loadBytes(header() + "I9\nswap\nK12\nresign\n", FileFormat::T1);
        const SaveResult sgf = serialize(*r.collection, FileFormat::Sgf);
        QVERIFY2(sgf.ok(), qPrintable(sgf.error));
        const LoadResult back = loadBytes(sgf.data, FileFormat::Sgf);
        QVERIFY(back.ok());
        const GameRecord &a = r.collection->games.front(), &b = back.collection->games.front();
        QCOMPARE(b.player1, a.player1);
        QCOMPARE(b.player2, a.player2);
        const std::vector<NodeId> ma = moves(a), mb = moves(b);
        QCOMPARE(mb.size(), ma.size());
        for (std::size_t i = 0; i < ma.size(); ++i) {
            QCOMPARE(b.tree.moveTag(mb[i]), a.tree.moveTag(ma[i]));
            QCOMPARE(b.tree.moveData(mb[i]).toByteArray(), a.tree.moveData(ma[i]).toByteArray());
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("error");
        const QByteArray h = header();
        QTest::newRow("empty") << QByteArray() << QStringLiteral("1:1 the file is empty");
        QTest::newRow("byte-order mark only") << QByteArray("\xef\xbb\xbf") << QStringLiteral("1:1 the file is empty");
        QTest::newRow("truncated header")
            << QByteArray("# x\n# y\n1 # version\n")
            << QStringLiteral("4:1 the file ends after line 3, in the header: a T1 file starts with 13 header lines");
        QTest::newRow("twelve lines")
            << h.left(h.indexOf("N # game"))
            << QStringLiteral("13:1 the file ends after line 12, in the header: a T1 file starts with 13 header lines");
        QTest::newRow("twelve lines, no newline")
            << h.left(h.indexOf("N # game") - 1)
            << QStringLiteral(
                   "12:13 the file ends after line 12, in the header: a T1 file starts with 13 header lines");
        QTest::newRow("binary garbage")
            << QByteArray("\x00\xff\xfe\x01\r\x80\x81", 7)
            << QStringLiteral("2:3 the file ends after line 2, in the header: a T1 file starts with 13 header lines");
        QTest::newRow("version") << QByteArray(h).replace("1 # version", "2 # version")
                                 << QStringLiteral("3:1 file-format version \"2\" is not known (1 is)");
        QTest::newRow("rows not a number")
            << header("2x4") << QStringLiteral("6:1 the y-size (rows) must be a number from 3 to 702, not \"2x4\"");
        QTest::newRow("rows too small") << header(
            "2") << QStringLiteral("6:1 the y-size (rows) must be a number from 3 to 702, not \"2\"");
        QTest::newRow("columns too large")
            << header("24", "703")
            << QStringLiteral("7:1 the x-size (columns) must be a number from 3 to 702, not \"703\"");
        QTest::newRow("columns overflowing")
            << header("24", "99999999999999999999")
            << QStringLiteral("7:1 the x-size (columns) must be a number from 3 to 702, not \"99999999999999999999\"");
        QTest::newRow("negative size") << header(
            "-5") << QStringLiteral("6:1 the y-size (rows) must be a number from 3 to 702, not \"-5\"");
        QTest::newRow("human or computer") << QByteArray(h).replace("H # player 2", "X # player 2")
                                           << QStringLiteral("9:1 expected H (human) or C (computer), found \"X\"");
        QTest::newRow("starting player") << header("24", "24", "3")
                                         << QStringLiteral("10:1 the starting player is 1 or 2, not \"3\"");
        QTest::newRow("direction of letters") << QByteArray(h).replace("V # direction", "D # direction")
                                              << QStringLiteral("11:1 the direction of letters is V or H, not \"D\"");
        QTest::newRow("pie rule") << QByteArray(h).replace("Y # pierule", "Yes # pierule")
                                  << QStringLiteral("12:1 expected Y or N, found \"Yes\"");
        QTest::newRow("bad token")
            << h + "I9\n  J10 K11\n"
            << QStringLiteral("15:3 \"J10 K11\" is not a move: a T1 move is a hole such as I9, swap or resign");
        QTest::newRow("row 0") << h + "I0"
                               << QStringLiteral(
                                      "14:1 \"I0\" is not a move: a T1 move is a hole such as I9, swap or resign");
        QTest::newRow("number only")
            << h + "123"
            << QStringLiteral("14:1 \"123\" is not a move: a T1 move is a hole such as I9, swap or resign");
        QTest::newRow("draw") << h + "draw"
                              << QStringLiteral(
                                     "14:1 \"draw\" is not a move: a T1 move is a hole such as I9, swap or resign");
        QTest::newRow("SGF swap keyword")
            << h + "I9\nswap-pieces"
            << QStringLiteral("15:1 \"swap-pieces\" is not a move: a T1 move is a hole such as I9, swap or resign");
        QTest::newRow("column outside") << h + "Y9" << QStringLiteral("14:1 Y9 is outside the 24x24 board");
        QTest::newRow("row outside") << header("13", "17") + "Q13\nQ14"
                                     << QStringLiteral("15:1 Q14 is outside the 17x13 board");
        QTest::newRow("three letters")
            << h + "AAA1"
            << QStringLiteral("14:1 \"AAA1\" is not a move: a T1 move is a hole such as I9, swap or resign");
        QTest::newRow("CR LF") << QByteArray(h + "I9\nJ\n").replace("\n", "\r\n")
                               << QStringLiteral(
                                      "15:1 \"J\" is not a move: a T1 move is a hole such as I9, swap or resign");
        QTest::newRow("long line") << h + QByteArray(1 << 20, 'a')
                                   << QStringLiteral(
                                          "14:1 \"%1\" is not a move: a T1 move is a hole such as I9, swap or resign")
                                          .arg(QString(40, QLatin1Char('a')));
    }
    void malformed()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, error);
        QCOMPARE(errorOf(content), error);
    }

    void largeGamesReadInOnePass()
    {
        // 300 000 moves (illegal ones: reading does not judge them) and a
        // cancelled read that stops where it was.
        QByteArray content = header("702", "702");
        for (int i = 0; i < 300000; ++i)
            content += "AB" + QByteArray::number(i % 700 + 1) + '\n';
        const GameRecord g = mustRead(content);
        QCOMPARE(moves(g).size(), std::size_t(300000));
        ReadOptions options;
        qint64 reached = 0;
        options.progress = [&](qint64 done, qint64) {
            reached = done;
            return done < content.size() / 2;
        };
        const LoadResult cancelled = t1::read(content, options);
        QVERIFY(!cancelled.ok());
        QVERIFY(cancelled.error.cancelled);
        QCOMPARE(cancelled.error.offset, reached);
    }
};

QTEST_GUILESS_MAIN(TestT1)
#include "tst_t1.moc"
