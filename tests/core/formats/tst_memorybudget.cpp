// The memory budget of reading (filelimits.h, issue 32): a file that says
// much in few bytes ((;GM[6]) a million times took 232 times its size) is
// refused at the place its reader had reached once the process holds more
// than its budget, instead of running out of memory; within the budget the
// reading is the same as without one, and a caller's own progress callback
// is still asked.

#include "formats/filelimits.h"
#include "formats/formattable.h"
#include "formats/registry.h"

#include <QtTest>

using namespace kibitz;

class TestMemoryBudget : public QObject {
    Q_OBJECT

    static QByteArray games(const QByteArray &game, int n)
    {
        QByteArray bytes;
        for (int i = 0; i < n; ++i)
            bytes += game;
        return bytes;
    }

private slots:
    void processMemoryIsKnown()
    {
        const qint64 held = processMemory();
        QVERIFY(held > 0);
        QVERIFY(MemoryBudget(held / 2).exceeded());
        QVERIFY(!MemoryBudget(qint64(1) << 50).exceeded());
        QVERIFY(!MemoryBudget(0).exceeded()); // unknown memory: no bound
    }

    void aSpentBudgetRefusesWithThePlace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("format");
        QTest::newRow("sgf, backgammon") << games("(;GM[6])\n", 3000) << int(FileFormat::Sgf);
        QTest::newRow("sgf, hex") << games("(;FF[4]GM[11]SZ[5];B[a1])\n", 3000) << int(FileFormat::Sgf);
        QByteArray match = " 99999 point match\n\n";
        for (int k = 1; k <= 300; ++k)
            match += QStringLiteral(" Game %1\n a : %2                           b : %3\n  1) 41: 13/9 24/23\n%4\n")
                         .arg(k)
                         .arg(k / 2)
                         .arg((k - 1) / 2)
                         .arg(k % 2 ? QStringLiteral("      Wins 1 point\n")
                                    : QStringLiteral("                                  Wins 1 point\n"))
                         .toUtf8();
        QTest::newRow("jellyfish") << match << int(FileFormat::JellyfishMat);
    }

    void aSpentBudgetRefusesWithThePlace()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, format);
        const FormatRow *row = formatRow(FileFormat(format));
        QVERIFY(row && row->read);

        // Within the budget: read as without one, the caller's callback asked.
        int asked = 0;
        ReadOptions own;
        own.progress = [&asked](qint64, qint64) {
            ++asked;
            return true;
        };
        MemoryBudget ample(qint64(1) << 50);
        LoadResult whole = row->read(bytes, ample.guard(own));
        ample.explain(whole);
        QVERIFY2(whole.ok(), qPrintable(whole.error.message));
        QVERIFY(asked > 0);
        QVERIFY(!whole.collection->games.empty());

        // A budget the process already exceeds: refused at the first place
        // the reader asks, with the refusal's words, not as a cancellation.
        MemoryBudget spent(1);
        LoadResult refused = row->read(bytes, spent.guard({}));
        spent.explain(refused);
        QVERIFY(!refused.ok());
        QVERIFY(!refused.error.cancelled);
        QVERIFY2(refused.error.message.contains(QStringLiteral("too dense to open")),
                 qPrintable(refused.error.message));
        QVERIFY2(!refused.error.location().isEmpty(), "the refusal names no place");
    }

    void anAllocationThatFailsNamesThePlaceReached()
    {
        // std::bad_alloc between two looks at the budget: the error names
        // the last offset the reader reported.
        MemoryBudget budget(qint64(1) << 50);
        const ReadOptions guarded = budget.guard({});
        QVERIFY(guarded.progress(100, 1000));
        QVERIFY(guarded.progress(640, 1000));
        const LoadResult r = budget.outOfMemory();
        QVERIFY(!r.ok());
        QCOMPARE(r.error.offset, qint64(640));
        QVERIFY2(r.error.message.contains(QStringLiteral("not enough memory")), qPrintable(r.error.message));
    }

    void loadBytesReadsWithinTheBudget()
    {
        // The default budget (three quarters of the memory) leaves ordinary
        // files alone.
        const LoadResult r = loadBytes(games("(;GM[6])\n", 100), FileFormat::Sgf);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.collection->games.size(), std::size_t(100));
    }
};

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
