// sgf::readEach, the game-by-game SGF reader of `kibitz-cli info`: on one
// part and split into parts read on threads, it hands over exactly the games
// sgf::read gives, in order, and fails or warns exactly as sgf::read does
// (message, offset, line and column), wherever the split guesses land.

#include "modeldiff.h"

#include "../../../bench/twixtsgfcollection.h"

#include "formats/filebytes.h"
#include "formats/registry.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfgames.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz;

namespace {

// What readEach handed over: the games of each part, and how it began.
struct Handed {
    std::vector<int> begins; // the part counts begin() was called with
    std::vector<std::vector<GameRecord>> parts;
    QMutex mutex;

    sgf::GameVisitor visitor()
    {
        sgf::GameVisitor v;
        v.begin = [this](int n) {
            begins.push_back(n);
            parts.assign(std::size_t(n), {});
        };
        v.game = [this](int part, GameRecord &g) {
            // Each part has a vector of its own; the lock only guards
            // against a visitor called outside its part's thread.
            QMutexLocker lock(&mutex);
            parts[std::size_t(part)].push_back(g);
        };
        return v;
    }

    std::vector<const GameRecord *> games() const
    {
        std::vector<const GameRecord *> all;
        for (const auto &p : parts)
            for (const GameRecord &g : p)
                all.push_back(&g);
        return all;
    }
};

// readEach on `parts` parts against read(): the same outcome, the same games.
void compareWithRead(const QByteArray &data, int parts, int *partsRead = nullptr)
{
    const LoadResult whole = sgf::read(data);
    Handed handed;
    const LoadResult each = sgf::readEach(data, handed.visitor(), {}, parts);
    QVERIFY(!handed.begins.empty());
    if (partsRead)
        *partsRead = handed.begins.back();
    QCOMPARE(each.ok(), whole.ok());
    QCOMPARE(each.error.message, whole.error.message);
    QCOMPARE(each.error.offset, whole.error.offset);
    QCOMPARE(each.error.line, whole.error.line);
    QCOMPARE(each.error.column, whole.error.column);
    QCOMPARE(each.warnings, whole.warnings);
    QCOMPARE(each.violations, whole.violations);
    if (!whole.ok())
        return;
    QVERIFY(each.collection->games.empty());
    const std::vector<const GameRecord *> games = handed.games();
    QCOMPARE(games.size(), whole.collection->games.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        const QString difference = test::firstDifference(*games[i], whole.collection->games[i]);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("game %1: %2").arg(i + 1).arg(difference)));
    }
}

// The game information of `g` is that of `w`, the same game read whole.
void sameGameInfo(const GameRecord &g, const GameRecord &w)
{
    QCOMPARE(g.kind, w.kind);
    QCOMPARE(g.columns, w.columns);
    QCOMPARE(g.rows, w.rows);
    QCOMPARE(g.player1, w.player1);
    QCOMPARE(g.player2, w.player2);
    QCOMPARE(g.name, w.name);
    QCOMPARE(g.result, w.result);
    QCOMPARE(setupOf<TwixtSetup>(g).rules, setupOf<TwixtSetup>(w).rules);
}

// readEach with ReadOptions::withoutTexts against read(): the same outcome;
// games with the same kind, board, players, name, result, rules, tree shape,
// moves, comment marks and evaluations, and no header, uninterpreted
// property or comment text.
void compareWithoutTexts(const QByteArray &data, int parts)
{
    const LoadResult whole = sgf::read(data);
    Handed handed;
    ReadOptions lean;
    lean.withoutTexts = true;
    const LoadResult each = sgf::readEach(data, handed.visitor(), lean, parts);
    QCOMPARE(each.ok(), whole.ok());
    QCOMPARE(each.error.message, whole.error.message);
    QCOMPARE(each.error.offset, whole.error.offset);
    QCOMPARE(each.warnings, whole.warnings);
    QCOMPARE(each.violations, whole.violations);
    if (!whole.ok())
        return;
    const std::vector<const GameRecord *> games = handed.games();
    QCOMPARE(games.size(), whole.collection->games.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GameRecord &g = *games[i];
        const GameRecord &w = whole.collection->games[i];
        if (w.kind != GameKind::Hex && w.kind != GameKind::Twixt)
            continue; // backgammon trees are read by their own reader, whole
        sameGameInfo(g, w);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(g.header.empty());
        const TreeStats a = g.tree.stats(), b = w.tree.stats();
        QCOMPARE(a.nodes, b.nodes);
        QCOMPARE(a.mainLine, b.mainLine);
        QCOMPARE(a.depth, b.depth);
        QCOMPARE(a.leaves, b.leaves);
        QCOMPARE(a.comments, b.comments);
        QCOMPARE(a.evaluations, b.evaluations);
        QCOMPARE(g.tree.capacity(), w.tree.capacity());
        for (NodeId n = 0; n < g.tree.capacity(); ++n) {
            QCOMPARE(g.tree.parent(n), w.tree.parent(n));
            QCOMPARE(g.tree.nextSibling(n), w.tree.nextSibling(n));
            QCOMPARE(g.tree.moveTag(n), w.tree.moveTag(n));
            QCOMPARE(g.tree.moveData(n).toByteArray(), w.tree.moveData(n).toByteArray());
            QCOMPARE(g.tree.hasComment(n), w.tree.hasComment(n));
            QCOMPARE(g.tree.evaluation(n), w.tree.evaluation(n));
            QVERIFY(g.tree.commentBytes(n).isEmpty());
            QVERIFY(g.tree.unknownProperties(n).empty());
        }
    }
}

// readEach with ReadOptions::headersOnly against read(): the same games
// with their root nodes alone, each saying where its game tree stands, whose
// bytes read alone give the whole game. Errors of syntax are read()'s; a
// file whose moves read() refuses is listed (`movesBroken`).
void compareHeadersOnly(const QByteArray &data, int parts, bool movesBroken = false)
{
    const LoadResult whole = sgf::read(data);
    Handed handed;
    ReadOptions headers;
    headers.headersOnly = true;
    const LoadResult each = sgf::readEach(data, handed.visitor(), headers, parts);
    if (movesBroken) {
        QVERIFY(!whole.ok());
        QVERIFY2(each.ok(), qPrintable(each.error.message));
        return;
    }
    QCOMPARE(each.ok(), whole.ok());
    QCOMPARE(each.error.message, whole.error.message);
    QCOMPARE(each.error.offset, whole.error.offset);
    if (!whole.ok())
        return;
    const std::vector<const GameRecord *> games = handed.games();
    QCOMPARE(games.size(), whole.collection->games.size());
    int unread = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GameRecord &g = *games[i];
        const GameRecord &w = whole.collection->games[i];
        const QString game = QStringLiteral("game %1").arg(i + 1);
        const bool hexOrTwixt = w.kind == GameKind::Hex || w.kind == GameKind::Twixt;
        if (!hexOrTwixt || w.tree.capacity() == 1) { // read whole
            QCOMPARE(g.unreadTree.offset, -1);
            QVERIFY2(test::firstDifference(g, w).isEmpty(), qPrintable(game));
            continue;
        }
        ++unread;
        QCOMPARE(g.tree.capacity(), std::size_t(1));
        sameGameInfo(g, w);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(g.header == w.header, qPrintable(game));
        QCOMPARE(g.tree.comment(0), w.tree.comment(0));
        QVERIFY(g.tree.unknownProperties(0) == w.tree.unknownProperties(0));
        QVERIFY(g.unreadTree.offset >= 0 && g.unreadTree.offset + g.unreadTree.length <= data.size());
        const QByteArray bytes = data.mid(g.unreadTree.offset, g.unreadTree.length);
        QVERIFY2(bytes.startsWith('(') && bytes.endsWith(')'), qPrintable(game));
        const LoadResult alone = sgf::read(bytes);
        QVERIFY2(alone.ok(), qPrintable(game + QStringLiteral(": ") + alone.error.message));
        QCOMPARE(alone.collection->games.size(), std::size_t(1));
        const QString difference = test::firstDifference(alone.collection->games.front(), w);
        QVERIFY2(difference.isEmpty(), qPrintable(game + QStringLiteral(": ") + difference));
    }
    QVERIFY(unread > 0 || games.empty());
}

QByteArray twixtGames(int n)
{
    return bench::generateTwixtSgfCollection(n).data;
}

// A small Twixt game tree; `extra` goes into its root.
QByteArray twixtTree(const QByteArray &extra = {})
{
    return "(;FF[4]GM[21]SZ[24]PW[Ann]PB[Bo]" + extra + ";W[d5];B[e7](;W[g6];B[h8])(;W[k9]C[other line])(;W[l10]))\n";
}

} // namespace

class TestSgfReadEach : public QObject {
    Q_OBJECT

private slots:
    void sameGamesAsRead_data();
    void sameGamesAsRead();
    void splitsAtTreeBoundaries();
    void guessesInsideCommentsAndVariations();
    void errorsAndWarningsAsRead_data();
    void errorsAndWarningsAsRead();
    void everyPrefix();
    void backgammonReadWhole();
    void realCorpusAsOneCollection();
    void withoutTexts();
    void headersOnly();
    void mappedFile();
    void progressInParts();
    void cancelledInParts();
    void loadBytesInParts();
};

void TestSgfReadEach::sameGamesAsRead_data()
{
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("parts");
    for (int parts : {1, 2, 3, 8}) {
        QTest::addRow("1 game, %d parts", parts) << 1 << parts;
        QTest::addRow("200 games, %d parts", parts) << 200 << parts;
    }
}

void TestSgfReadEach::sameGamesAsRead()
{
    QFETCH(int, games);
    QFETCH(int, parts);
    compareWithRead(twixtGames(games), parts);
}

void TestSgfReadEach::splitsAtTreeBoundaries()
{
    // A clean input is read in the parts asked for, once.
    const QByteArray data = twixtGames(300);
    for (int parts : {2, 3}) {
        Handed handed;
        QVERIFY(sgf::readEach(data, handed.visitor(), {}, parts).ok());
        QCOMPARE(handed.begins, std::vector<int>{parts});
        for (const auto &p : handed.parts)
            QVERIFY(!p.empty());
    }
    // Not split: with locations asked for, or with one tree.
    ReadOptions located;
    located.recordLocations = true;
    Handed handed;
    QVERIFY(sgf::readEach(data, handed.visitor(), located, 2).ok());
    QCOMPARE(handed.begins, std::vector<int>{1});
    QCOMPARE(handed.parts.front().size(), std::size_t(300));
    const LoadResult whole = sgf::read(data, located);
    QCOMPARE(handed.parts.front().back().nodeOffsets, whole.collection->games.back().nodeOffsets);
    Handed single;
    QVERIFY(sgf::readEach(twixtTree(), single.visitor(), {}, 4).ok());
    QCOMPARE(single.begins, std::vector<int>{1});
}

void TestSgfReadEach::guessesInsideCommentsAndVariations()
{
    // Every split guess lands where a tree seems to start but does not: in a
    // comment that quotes a collection, and at variations whose node names
    // FF. The parts then fail, and the whole input is read again as one.
    const QByteArray quoted = "C[an SGF quoted: )\n(;FF[4]GM[21] and \\] (;GM[21]]";
    QByteArray data;
    for (int i = 0; i < 40; ++i)
        data += twixtTree(quoted);
    data.replace("(;W[k9]", "(;FF[4]W[k9]"); // a variation whose node names FF (a violation, read anyway)
    int partsRead = 0;
    compareWithRead(data, 2, &partsRead);
    QCOMPARE(partsRead, 1);
    // Only comments: still the same games.
    data.clear();
    for (int i = 0; i < 40; ++i)
        data += twixtTree(quoted);
    compareWithRead(data, 3);
}

void TestSgfReadEach::errorsAndWarningsAsRead_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("fails"); // else it warns (a warning or a violation)
    const QByteArray games = twixtGames(100);
    const qsizetype late = games.size() * 3 / 4;
    const qsizetype cut = games.indexOf("\n(;", late) + 1;
    QTest::newRow("syntax error late") << QByteArray(games.left(cut) + "(;FF[4]GM[21]SZ[24];W[d5" + games.mid(cut))
                                       << true;
    QTest::newRow("mapping error late") << QByteArray(games.left(cut) + twixtTree().replace("W[d5]", "W[zz99]")
                                                      + games.mid(cut))
                                        << true;
    QTest::newRow("unclosed tree at the end") << QByteArray(games + "(;FF[4]GM[21];W[d5]") << true;
    QTest::newRow("violation late") << QByteArray(games.left(cut) + twixtTree().replace("PW[Ann]", "PW[Ann]PW[Cy]")
                                                  + games.mid(cut))
                                    << false;
    QTest::newRow("text between trees") << QByteArray(games.left(cut) + "some words\n" + games.mid(cut)) << false;
    // UTF-16 whose text, once decoded, again starts as UTF-16 would: it is
    // decoded once, by readEach as by read (found by fuzz_sgf).
    QTest::newRow("UTF-16 decoded once") << QByteArray::fromBase64("RgAAAAAAAAAoOykpAg==") << true;
}

void TestSgfReadEach::errorsAndWarningsAsRead()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, fails);
    const LoadResult whole = sgf::read(data);
    QCOMPARE(whole.ok(), !fails);
    if (!fails)
        QVERIFY(!whole.warnings.isEmpty() || !whole.violations.isEmpty());
    for (int parts : {1, 2, 3})
        compareWithRead(data, parts);
}

void TestSgfReadEach::everyPrefix()
{
    // Whatever a cut leaves (an error nearly always), readEach says what
    // read says.
    QByteArray data;
    for (int i = 0; i < 4; ++i)
        data += twixtTree(i % 2 ? QByteArray("C[a ) (; comment]") : QByteArray());
    for (qsizetype n = 0; n <= data.size(); ++n) {
        compareWithRead(data.left(n), 2);
        if (QTest::currentTestFailed()) {
            qWarning() << "prefix of" << n << "bytes";
            return;
        }
    }
}

void TestSgfReadEach::backgammonReadWhole()
{
    // GM[6] trees are read whole (the Crawford rule is settled across a
    // match's games) and then handed over: the same games as read().
    const QByteArray path = QByteArray(KIBITZ_SAMPLES_DIR "/backgammon-match.match");
    const FileLoad match = loadFile(QString::fromUtf8(path));
    QVERIFY(match.result.ok());
    const SaveResult saved = sgf::write(*match.result.collection);
    QVERIFY2(saved.ok(), qPrintable(saved.error));
    QByteArray data = saved.data;
    data = twixtGames(50) + data + data;
    for (int parts : {1, 2})
        compareWithRead(data, parts);
}

void TestSgfReadEach::realCorpusAsOneCollection()
{
    const QString dir = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real");
    if (!QDir(dir).exists())
        QSKIP("../shared/corpus/real is absent: no real files to read");
    QByteArray all;
    int files = 0;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    for (const QString &path : paths) {
        const FileLoad load = loadFile(path);
        if (load.format != FileFormat::Sgf || !load.result.ok())
            continue;
        compareWithRead(load.content, 2);
        all += load.content;
        all += '\n';
        ++files;
    }
    QVERIFY(files > 0);
    for (int parts : {1, 2, 3})
        compareWithRead(all, parts);
}

void TestSgfReadEach::withoutTexts()
{
    // Comments (one empty, one only a soft line break, two in one node),
    // evaluations, uninterpreted properties, a Hex game and errors.
    QByteArray data = twixtGames(200);
    data += "(;FF[4]GM[11]SZ[5]PB[Black]PW[White]RE[B+]AP[x]\n;B[c3]C[]XY[kept]\n;W[swap-pieces]C[\\\n]"
            "\n;B[b2]C[one]C[two]V[3](;W[a1]GB[2]V[10000])(;W[a2]UC[1]))\n";
    for (int parts : {1, 2})
        compareWithoutTexts(data, parts);
    for (const QByteArray &broken :
         {QByteArray(data + "(;FF[4]GM[11]SZ[5];B[z9])"), QByteArray(data + "(;FF[4]GM[11]SZ[5]PB[a]PB[b];B[c3])"),
          QByteArray(data + "(;FF[4]GM[11];B[c3")})
        compareWithoutTexts(broken, 2);
    const QString dir = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real");
    if (!QDir(dir).exists())
        QSKIP("../shared/corpus/real is absent: no real files to read");
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const FileLoad load = loadFile(it.next());
        if (load.format == FileFormat::Sgf)
            compareWithoutTexts(load.content, 1);
    }
}

void TestSgfReadEach::headersOnly()
{
    // Twixt and Hex games, a game of its root alone, comments, variations,
    // kept properties in the root and below, a backgammon game (read whole).
    QByteArray data = twixtGames(300);
    data += twixtTree("C[root words]XY[kept]");
    data += "(;FF[4]GM[11]SZ[5]PB[Black]PW[White]RE[B+]AP[x]C[only a root])\n";
    data += "(;FF[4]GM[11]SZ[5]PB[Black]PW[White]RE[B+]AP[x]\n;B[c3]C[]XY[kept]\n;W[swap-pieces]C[\\\n]"
            "\n;B[b2]C[one]C[two]V[3](;W[a1]GB[2]V[10000])(;W[a2]UC[1]))\n";
    data += "(;FF[4]GM[6]RU[Crawford]MI[length:3]PB[x]PW[y];B[31ab])\n";
    for (int parts : {1, 2, 3})
        compareHeadersOnly(data, parts);
    // Syntax errors are found; errors of the moves only when a tree is read.
    compareHeadersOnly(data + "(;FF[4]GM[11];B[c3", 2);
    compareHeadersOnly(data + "(;FF[4]GM[11]SZ[5]PB[a]PB[b];B[c3])", 2);
    compareHeadersOnly(data + "(;FF[4]GM[11]SZ[5];B[z9])", 2, true);
    const QString dir = QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real");
    if (!QDir(dir).exists())
        QSKIP("../shared/corpus/real is absent: no real files to read");
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const FileLoad load = loadFile(it.next());
        if (load.format == FileFormat::Sgf && load.result.ok())
            compareHeadersOnly(load.content, 2);
    }
}

void TestSgfReadEach::mappedFile()
{
    // A big SGF file (once mapped into memory, now copied a chunk at a time:
    // a mapping of a file cut short kills with SIGBUS) reads whole, with the
    // '\0' after its bytes that the SGF reader stops at, and readEach reads
    // it as read() does.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray data = twixtGames(2000);
    while (data.size() < 16 * 1024 * 1024 + 1)
        data += data;
    auto save = [&](const QString &name, const QByteArray &bytes) {
        QFile f(dir.filePath(name));
        const bool written = f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
        if (!written)
            qWarning() << "cannot write" << f.fileName();
        return dir.filePath(name);
    };
    const FileLoad big = readFileBytes(save(QStringLiteral("big.sgf"), data));
    QVERIFY(!big.ioError);
    QCOMPARE(big.format, FileFormat::Sgf);
    QVERIFY(big.content == data);
    QCOMPARE(big.content.constData()[big.content.size()], '\0');
    compareWithRead(big.content, 2);
    const FileLoad small = readFileBytes(save(QStringLiteral("small.sgf"), twixtGames(10)));
    QCOMPARE(small.format, FileFormat::Sgf);
    const FileLoad missing = readFileBytes(dir.filePath(QStringLiteral("none.sgf")));
    QVERIFY(missing.ioError);
}

void TestSgfReadEach::progressInParts()
{
    // Progress asked for: still read in parts, the same games; the callback
    // runs on the calling thread only, sees the bytes growing up to the
    // whole input, and the input's size as the total.
    const QByteArray data = twixtGames(3000);
    for (int parts : {2, 3}) {
        Handed handed;
        std::vector<qint64> seen;
        bool otherThread = false;
        const Qt::HANDLE caller = QThread::currentThreadId();
        ReadOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            otherThread = otherThread || QThread::currentThreadId() != caller;
            if (total != data.size())
                seen.push_back(-1);
            seen.push_back(done);
            return true;
        };
        const LoadResult each = sgf::readEach(data, handed.visitor(), options, parts);
        QVERIFY(each.ok());
        QCOMPARE(handed.begins, std::vector<int>{parts});
        QVERIFY(!otherThread);
        QVERIFY(!seen.empty());
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QVERIFY(seen.front() >= 0);
        QVERIFY(seen.back() <= data.size());
        const LoadResult whole = sgf::read(data);
        const std::vector<const GameRecord *> games = handed.games();
        QCOMPARE(games.size(), whole.collection->games.size());
        for (std::size_t i = 0; i < games.size(); i += 97)
            QVERIFY(test::firstDifference(*games[i], whole.collection->games[i]).isEmpty());
    }
}

void TestSgfReadEach::cancelledInParts()
{
    // The callback says stop: every part stops, nothing is read again, and
    // the read fails as cancelled at a place inside the input.
    const QByteArray data = twixtGames(3000);
    for (int after : {1, 5}) {
        Handed handed;
        int calls = 0;
        ReadOptions options;
        options.progress = [&](qint64, qint64) { return ++calls < after; };
        const LoadResult each = sgf::readEach(data, handed.visitor(), options, 2);
        QVERIFY(!each.ok());
        QVERIFY(each.error.cancelled);
        QCOMPARE(calls, after);
        QCOMPARE(handed.begins, std::vector<int>{2});
        QVERIFY(each.error.offset >= 0 && each.error.offset <= data.size());
        const SgfLocation where = sgfLocation(data, each.error.offset);
        QCOMPARE(each.error.line, where.line);
        QCOMPARE(each.error.column, where.column);
        QVERIFY(handed.games().size() < std::size_t(3000));
    }
}

void TestSgfReadEach::loadBytesInParts()
{
    // loadBytes in parts (as the window opens a file): the collection, the
    // errors and the warnings of loadBytes on one thread, with progress.
    const QByteArray games = twixtGames(500);
    const qsizetype cut = games.indexOf("\n(;", games.size() / 2) + 1;
    for (const QByteArray &data :
         {games, QByteArray(games.left(cut) + "(;FF[4]GM[21]SZ[24];W[d5" + games.mid(cut)),
          QByteArray(games.left(cut) + twixtTree().replace("PW[Ann]", "PW[Ann]PW[Cy]") + games.mid(cut))}) {
        ReadOptions options;
        qint64 last = -1;
        options.progress = [&](qint64 done, qint64) {
            last = done;
            return true;
        };
        const LoadResult one = loadBytes(data, FileFormat::Sgf);
        const LoadResult parts = loadBytes(data, FileFormat::Sgf, options, 2);
        QCOMPARE(parts.ok(), one.ok());
        QCOMPARE(parts.error.message, one.error.message);
        QCOMPARE(parts.error.line, one.error.line);
        QCOMPARE(parts.error.column, one.error.column);
        QCOMPARE(parts.warnings, one.warnings);
        QCOMPARE(parts.violations, one.violations);
        QVERIFY(last >= 0);
        if (!one.ok())
            continue;
        QCOMPARE(parts.collection->games.size(), one.collection->games.size());
        for (std::size_t i = 0; i < one.collection->games.size(); ++i)
            QVERIFY2(test::firstDifference(parts.collection->games[i], one.collection->games[i]).isEmpty(),
                     qPrintable(QString::number(i)));
    }
}

QTEST_GUILESS_MAIN(TestSgfReadEach)
#include "tst_sgfreadeach.moc"
