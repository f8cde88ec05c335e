// A collection cut short (a download stopped inside a game) keeps the games
// before the damage: the readers of every multi-game format (SGF
// collections, Jellyfish .mat and match text, bgammon.org .match) say how
// many read whole and hand them over as a partial read.

#include "formats/registry.h"

#include <QFile>
#include <QTest>

using namespace kibitz;

namespace {

QByteArray readData(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The offset of the `n`th (1-based) occurrence of `needle`, or -1.
qsizetype nthIndex(const QByteArray &data, const QByteArray &needle, int n)
{
    qsizetype at = -1;
    for (int i = 0; i < n; ++i) {
        at = data.indexOf(needle, at + 1);
        if (at < 0)
            return -1;
    }
    return at;
}

} // namespace

class TestPartialRead : public QObject {
    Q_OBJECT

private:
    // The games of `cut` before its error are the first `expected` games of
    // `whole`, read whole or game by game in parts.
    void comparePartial(const QByteArray &whole, const QByteArray &cut, FileFormat format, int expected)
    {
        const LoadResult all = loadBytes(whole, format);
        QVERIFY2(all.ok(), qPrintable(all.error.message));
        QVERIFY(int(all.collection->games.size()) > expected);
        for (const int parts : {1, 4}) {
            const LoadResult r = loadBytes(cut, format, {}, parts);
            QVERIFY(!r.ok());
            QVERIFY(!r.error.message.isEmpty());
            QCOMPARE(r.gamesBeforeError, expected);
            QVERIFY(r.partial.has_value());
            QCOMPARE(int(r.partial->games.size()), expected);
            for (int g = 0; g < expected; ++g) {
                const GameRecord &a = all.collection->games[std::size_t(g)];
                const GameRecord &b = r.partial->games[std::size_t(g)];
                QCOMPARE(b.player1, a.player1);
                QCOMPARE(b.player2, a.player2);
                QCOMPARE(b.result, a.result);
                QCOMPARE(b.tree.stats().nodes, a.tree.stats().nodes);
            }
        }
    }

private slots:
    // Little Golem's download of 32 Hex games cut inside the fourth game's
    // root node: "property identifier 'P' without a value", and three games.
    void sgfCollectionCutInsideTheFourthGame()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/hex-sgf/1381.txt"));
        QVERIFY(!whole.isEmpty());
        const qsizetype fourth = nthIndex(whole, "(;", 4);
        QVERIFY(fourth > 0);
        const QByteArray cut = whole.left(whole.indexOf("PW[", fourth) + 1);
        const LoadResult r = loadBytes(cut, FileFormat::Sgf);
        QVERIFY(r.error.message.contains(QStringLiteral("'P' without a value")));
        comparePartial(whole, cut, FileFormat::Sgf, 3);
    }

    // An error of the game layer (not of the syntax) in the fourth game:
    // the three before it still read.
    void sgfCollectionWithABadFourthGame()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/hex-sgf/1381.txt"));
        const qsizetype fourth = nthIndex(whole, "(;", 4);
        QByteArray bad = whole;
        bad.insert(fourth + 2, "SZ[0]");
        comparePartial(whole, bad, FileFormat::Sgf, 3);
    }

    void damageInTheFirstGameLeavesNothing()
    {
        const LoadResult r = loadBytes("(;FF[4]GM[11]SZ[11];B[a1];W[", FileFormat::Sgf);
        QVERIFY(!r.ok());
        QCOMPARE(r.gamesBeforeError, 0);
        QVERIFY(!r.partial);
    }

    // gnubg's export of a 7-point match (four games), cut in the middle of a
    // move of the fourth.
    void matCutInsideAGame()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/gnubg108-charlot-7p.mat"));
        const qsizetype fourth = whole.indexOf("Game 4");
        QVERIFY(fourth > 0);
        const QByteArray cut = whole.left(whole.indexOf('/', fourth) + 1);
        comparePartial(whole, cut, FileFormat::JellyfishMat, 3);
    }

    // bgammon.org's replay of a 7-point match (seven games), cut inside an
    // event line of the last.
    void matchCutInsideAGame()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/server-7-point-match.match"));
        const qsizetype last = whole.lastIndexOf("\ni ");
        QVERIFY(last > 0);
        const qsizetype event = whole.indexOf('\n', last + 1) + 1;
        const QByteArray cut = whole.left(event + 4); // "1 r 5"
        comparePartial(whole, cut, FileFormat::BgammonMatch, 6);
    }

    // Old Mac OS exports end their lines with CR alone: the same match.
    void matWithCarriageReturnsAlone()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/gnubg108-charlot-7p.mat"));
        QByteArray mac = whole;
        mac.replace("\r\n", "\n").replace('\n', '\r');
        QCOMPARE(detectFormat(mac, QStringLiteral("x.mat")), FileFormat::JellyfishMat);
        const LoadResult a = loadBytes(whole, FileFormat::JellyfishMat);
        const LoadResult b = loadBytes(mac, FileFormat::JellyfishMat);
        QVERIFY2(b.ok(), qPrintable(b.error.location() + u' ' + b.error.message));
        QCOMPARE(b.collection->games.size(), a.collection->games.size());
        for (std::size_t g = 0; g < a.collection->games.size(); ++g) {
            QCOMPARE(b.collection->games[g].player1, a.collection->games[g].player1);
            QCOMPARE(b.collection->games[g].result, a.collection->games[g].result);
            QCOMPARE(b.collection->games[g].tree.stats().nodes, a.collection->games[g].tree.stats().nodes);
        }
        QCOMPARE(b.warnings, a.warnings);

        // Places count CR-ended lines: a broken move on the 45th line.
        const qsizetype line45 = nthIndex(mac, "\r", 44) + 1;
        QByteArray broken = mac;
        const qsizetype slash = broken.indexOf('/', line45);
        broken.replace(slash, 1, "x");
        QByteArray brokenLf = whole;
        brokenLf.replace(brokenLf.indexOf('/', nthIndex(whole, "\n", 44) + 1), 1, "x");
        const LoadResult e = loadBytes(broken, FileFormat::JellyfishMat);
        const LoadResult f = loadBytes(brokenLf, FileFormat::JellyfishMat);
        QVERIFY(!e.ok());
        QVERIFY(!f.ok());
        QCOMPARE(e.error.line, f.error.line);
        QCOMPARE(e.error.column, f.error.column);
        QCOMPARE(e.error.message, f.error.message);
        QCOMPARE(describeOffset(FileFormat::JellyfishMat, broken, e.error.offset),
                 QStringLiteral("%1:%2").arg(e.error.line).arg(e.error.column));
    }
};

QTEST_GUILESS_MAIN(TestPartialRead)
#include "tst_partialread.moc"
