// Progress reports and cancellation of the readers through
// ReadOptions::progress (the desktop application's Open dialog shows them and
// its Cancel stops the read): every reader reports growing offsets within the
// input with the input's size, and a callback that returns false makes the read
// fail with FormatError::cancelled set and no collection.

#include "bgammongenerator.h"
#include "jgamegenerator.h"

#include "formats/bgammon/bgammon.h"
#include "formats/registry.h"
#include "formats/rokkaku/rokkakulog.h"
#include "formats/sgf/sgfgames.h"

#include <QFile>
#include <QtTest>

#include <algorithm>

using namespace kibitz;

namespace {

// A Hex SGF collection: `games` short games, then one game of `branches`
// variations of `length` moves each below the root.
QByteArray sgfCollection(int games, int branches, int length)
{
    const auto point
        = [](int cell) { return QByteArray(1, char('a' + cell % 19)) + QByteArray::number(cell / 19 + 1); };
    QByteArray out;
    for (int g = 0; g < games; ++g) {
        out += "(;FF[4]GM[11]SZ[19]PB[Black]PW[White]";
        for (int m = 0; m < 30; ++m)
            out += (m % 2 ? ";W[" : ";B[") + point((g + m * 7) % 361) + "]";
        out += ")\n";
    }
    out += "(;FF[4]GM[11]SZ[19]C[a bushy tree]";
    for (int b = 0; b < branches; ++b) {
        out += "(";
        for (int m = 0; m < length; ++m)
            out += (m % 2 ? ";W[" : ";B[") + point((b + m) % 361) + "]";
        out += ")";
    }
    out += ")\n";
    return out;
}

// A Rokkaku log of `rounds` rounds, each the one game of the test log with
// final team scores (four teams: one game per round).
QByteArray rokkakuLog(int rounds)
{
    QFile f(QStringLiteral(KIBITZ_TEST_DATA "/rokkaku/team-score.log"));
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    const QList<QByteArray> lines = f.readAll().split('\n');
    // 1: team count, 2-5: names, 6: rounds, 7..29: the game, 30..33: results.
    QByteArray out;
    for (int i = 0; i < 5; ++i)
        out += lines[i] + '\n';
    out += QByteArray::number(rounds) + '\n';
    for (int r = 0; r < rounds; ++r)
        for (int i = 6; i < 29; ++i)
            out += lines[i] + '\n';
    for (int i = 29; i < 33; ++i)
        out += lines[i] + '\n';
    return out;
}

using Reader = std::function<LoadResult(const QByteArray &, const ReadOptions &)>;

} // namespace

class TestReadProgress : public QObject {
    Q_OBJECT

private:
    // Reads `bytes` three times: reporting (growing offsets within the input,
    // at least `minimumReports` of them), cancelled at the first report, and
    // cancelled at the third one.
    void check(const Reader &read, const QByteArray &bytes, int minimumReports)
    {
        QVERIFY(!bytes.isEmpty());
        std::vector<qint64> reported;
        bool wrongTotal = false;
        ReadOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            wrongTotal = wrongTotal || total != bytes.size();
            reported.push_back(done);
            return true;
        };
        const LoadResult whole = read(bytes, options);
        QVERIFY2(whole.ok(), qPrintable(whole.error.message));
        QVERIFY(!wrongTotal);
        QVERIFY2(int(reported.size()) >= minimumReports, qPrintable(QString::number(reported.size())));
        QVERIFY(std::is_sorted(reported.begin(), reported.end()));
        QVERIFY(std::adjacent_find(reported.begin(), reported.end()) == reported.end()); // strictly growing
        QVERIFY(reported.front() >= 0);
        QVERIFY(reported.back() < bytes.size());

        // Without a callback the same collection comes back.
        const LoadResult plain = read(bytes, {});
        QVERIFY(plain.ok());
        QCOMPARE(plain.collection->games.size(), whole.collection->games.size());

        for (const int stopAt : {1, 3}) {
            int calls = 0;
            options.progress = [&](qint64, qint64) { return ++calls < stopAt; };
            const LoadResult cancelled = read(bytes, options);
            QVERIFY(!cancelled.ok());
            QVERIFY(cancelled.error.cancelled);
            QVERIFY2(cancelled.error.message.contains(QStringLiteral("cancelled")),
                     qPrintable(cancelled.error.message));
            QCOMPARE(calls, stopAt); // stops at once, asks nothing more
            // The place it stopped is the offset of that report.
            QCOMPARE(cancelled.error.offset, reported[std::size_t(stopAt - 1)]);
        }
    }

private slots:
    void sgf()
    {
        // One report per game tree, and every 16384 nodes inside a tree.
        const QByteArray bytes = sgfCollection(40, 250, 200);
        check([](const QByteArray &b, const ReadOptions &o) { return sgf::read(b, o); }, bytes, 41 + 3);
    }

    void sgfErrorsStillWinOverProgress()
    {
        // A syntax error after the last report is reported as before.
        ReadOptions options;
        int calls = 0;
        options.progress = [&](qint64, qint64) { return ++calls > 0; };
        const LoadResult broken = sgf::read("(;FF[4]GM[11]SZ[5];B[a1])\n(;FF[4]GM[11]SZ[5];B[a1]", options);
        QVERIFY(!broken.ok());
        QVERIFY(!broken.error.cancelled);
        QCOMPARE(calls, 2);
    }

    void bgammon()
    {
        // One report per game.
        const QByteArray bytes = bgammon::write(test::generateBgMatch(11, 0, 25, {})).data;
        check([](const QByteArray &b, const ReadOptions &o) { return bgammon::read(b, o); }, bytes, 25);
    }

    void rokkaku()
    {
        // One report per game.
        const QByteArray bytes = rokkakuLog(12);
        check([](const QByteArray &b, const ReadOptions &o) { return rokkaku::read(b, o); }, bytes, 12);
        QCOMPARE(rokkaku::read(bytes).collection->games.size(), std::size_t(12));
    }

    void jgame()
    {
        // Every 4096 nodes.
        const QByteArray bytes = bench::bigTree(40000);
        check([](const QByteArray &b, const ReadOptions &o) { return loadBytes(b, FileFormat::Jgame, o); }, bytes, 9);
    }

    void registryPassesTheCallbackOn_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("sgf") << sgfCollection(3, 1, 5);
        QTest::newRow("bgammon") << bgammon::write(test::generateBgMatch(5, 0, 3, {})).data;
        QTest::newRow("rokkaku") << rokkakuLog(3);
    }

    void registryPassesTheCallbackOn()
    {
        QFETCH(QByteArray, bytes);
        ReadOptions options;
        options.progress = [](qint64, qint64) { return false; };
        const LoadResult r = loadBytes(bytes, detectFormat(bytes), options);
        QVERIFY(r.error.cancelled);
    }
};

QTEST_GUILESS_MAIN(TestReadProgress)
#include "tst_readprogress.moc"
