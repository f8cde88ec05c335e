// Match equity: gnubg's table files read, and match winning chances turned
// into EMG as gnubg's mwc2eq does.
#include "analysis/backgammon/matchequity.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz::bganalysis;

class TestMatchEquity : public QObject {
    Q_OBJECT

    // A 3-point table in gnubg's format, written here (made-up figures).
    QString writeSmallTable()
    {
        const QString path = m_dir.filePath(QStringLiteral("small.xml"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write("<?xml version=\"1.0\"?>\n<met><info><name>Small</name><length>3</length></info>\n"
                "<pre-crawford-table type=\"explicit\">\n"
                "<row><me>0.5</me><me>0.7</me><me>0.8</me></row>\n"
                "<row><me>0.3</me><me>0.5</me><me>0.6</me></row>\n"
                "<row><me>0.2</me><me>0.4</me><me>0.5</me></row>\n"
                "</pre-crawford-table>\n"
                "<post-crawford-table type=\"explicit\" player=\"both\">\n"
                "<row><me>0.5</me><me>0.49</me><me>0.32</me></row>\n"
                "</post-crawford-table></met>\n");
        return path;
    }

private slots:
    void readsATable()
    {
        QString error;
        const auto t = readMatchEquityTable(writeSmallTable(), &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->name, QStringLiteral("Small"));
        QCOMPARE(t->pre.size(), std::size_t(3));
        QCOMPARE(t->pre[1][2], 0.6);
        QCOMPARE(t->post, (std::vector<double>{0.5, 0.49, 0.32}));
    }

    void missingOrBrokenFilesSayWhich()
    {
        QString error;
        const QString missing = m_dir.filePath(QStringLiteral("none.xml"));
        QVERIFY(!readMatchEquityTable(missing, &error));
        QVERIFY2(error.contains(missing), qPrintable(error));
        const QString broken = m_dir.filePath(QStringLiteral("broken.xml"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<met><pre-crawford-table type=\"explicit\"><row><me>seven</me></row></pre-crawford-table></met>");
        f.close();
        QVERIFY(!readMatchEquityTable(broken, &error));
        QVERIFY2(error.contains(QLatin1String("line 1")), qPrintable(error));
    }

    void equityAfterAGame()
    {
        const auto t = readMatchEquityTable(writeSmallTable());
        QVERIFY(t);
        // 3-point match at 0-0: player 1 wins 1 point, needs 2 against 3.
        QCOMPARE(*t->equityAfter(3, 0, 0, 1, 1, 1), 0.6);
        QCOMPARE(*t->equityAfter(3, 0, 0, 2, 1, 1), 0.4);
        // Winning 4 points wins the match.
        QCOMPARE(*t->equityAfter(3, 0, 0, 1, 4, 1), 1.0);
        QCOMPARE(*t->equityAfter(3, 0, 0, 2, 4, 1), 0.0);
        // Player 2 needs one (Crawford or after it): the post-Crawford table
        // for the trailer, player 1 needing 3 - 0 - 1 = 2 after losing nothing.
        QCOMPARE(*t->equityAfter(3, 0, 2, 1, 1, 1), 0.49); // player 1 then needs 2
        QCOMPARE(*t->equityAfter(3, 0, 2, 1, 1, 2), 0.0); // player 2 wins the match
        // Beyond the table.
        QVERIFY(!t->equityAfter(9, 0, 0, 1, 1, 1));
    }

    void mwcToEmgAsGnubg()
    {
        const auto t = readMatchEquityTable(writeSmallTable());
        QVERIFY(t);
        // 3-point match at 0-0, cube 1, player 1: winning gives 0.6, losing
        // 1 - pre[2][1] = 0.6 for player 2, 0.4 for player 1.
        QCOMPARE(*t->mwcToEmg(0.6, 3, 0, 0, 1, 1), 1.0);
        QCOMPARE(*t->mwcToEmg(0.4, 3, 0, 0, 1, 1), -1.0);
        QVERIFY(std::abs(*t->mwcToEmg(0.5, 3, 0, 0, 1, 1)) < 1e-12);
        QVERIFY(std::abs(*t->mwcToEmg(0.55, 3, 0, 0, 1, 1) - 0.5) < 1e-12);
    }

    void gnubgsInstalledTable()
    {
        const QString path = QStringLiteral("/usr/share/gnubg/met/Kazaross-XG2.xml");
        if (!QFile::exists(path))
            QSKIP("gnubg's match equity table is not installed (apt-get install gnubg-data)");
        QString error;
        const auto t = readMatchEquityTable(path, &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->pre.size(), std::size_t(25));
        QCOMPARE(t->post.size(), std::size_t(25));
        QCOMPARE(t->pre[0][0], 0.5);
        QCOMPARE(t->post[0], 0.5);
        // Symmetric: a player's chances and the opponent's add up to one.
        for (std::size_t i = 0; i < 25; ++i)
            for (std::size_t j = 0; j < 25; ++j)
                QVERIFY(std::abs(t->pre[i][j] + t->pre[j][i] - 1.0) < 1e-4);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestMatchEquity)
#include "tst_matchequity.moc"
