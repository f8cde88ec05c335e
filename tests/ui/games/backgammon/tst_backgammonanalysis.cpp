// The analysis by GNU Backgammon in the real main window, offscreen, with the
// real gnubg (skipped when it is missing): Analyse Match with a progress
// dialog per game while the interface thread keeps running (its longest pause
// is printed), the analysis
// attached (undoable), the panel's candidates and statistics, the keys to the
// next and previous error; Cancel leaves the document untouched; a missing
// gnubg says how to install it. With KIBITZ_SCREENSHOTS=DIR set it saves
// screenshots of an analysed match there.

#include "games/backgammon/backgammonanalysis.h"
#include "document/gamedocument.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "analysis/backgammon/gnubganalysis.h"

#include <QAction>
#include <QElapsedTimer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

namespace {

const QString kGnubg = QStringLiteral("/usr/games/gnubg");

} // namespace

class TestBackgammonAnalysis : public QObject {
    Q_OBJECT

    BackgammonAnalysis *analysis() const { return m_window->findChild<BackgammonAnalysis *>(); }
    GameDocument *document() const { return m_window->currentDocument(); }

    void openMatch(const char *name)
    {
        QString error;
        QVERIFY2(m_window->openFile(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/") + QLatin1String(name), &error),
                 qPrintable(error));
        QVERIFY(document());
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        scriptPrompts(*m_window).onSaveDespiteLosses = [](const QString &, const QStringList &) { return true; };
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(analysis());
        analysis()->setQuiet(true);
    }

    void cleanup() { discardWindow(m_window); }

    void analyseMatchWithProgress()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        openMatch("galaxy-match8067917-15games.txt");
        QAction *match = m_window->findChild<QAction *>(QStringLiteral("analyseMatch"));
        QVERIFY(match && match->isEnabled());
        QSignalSpy finished(analysis(), &BackgammonAnalysis::finished);
        // The interface thread keeps running: a 5 ms timer's longest gap.
        QElapsedTimer clock;
        qint64 last = 0;
        qint64 longest = 0;
        QTimer tick;
        tick.setInterval(5);
        connect(&tick, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            longest = std::max(longest, now - last);
            last = now;
        });
        std::vector<int> values;
        match->trigger();
        QProgressDialog *progress = analysis()->progressDialog();
        QVERIFY(progress && progress->isVisible());
        QCOMPARE(progress->maximum(), 15);
        connect(progress, &QProgressDialog::canceled, this, [] { QFAIL("cancelled"); });
        QTimer sample;
        connect(&sample, &QTimer::timeout, this, [&] {
            if (values.empty() || values.back() != progress->value())
                values.push_back(progress->value());
        });
        clock.start();
        tick.start();
        sample.start(1);
        QVERIFY(finished.wait(120000));
        QTest::qWait(200); // the ticks after the analysis was attached
        tick.stop();
        sample.stop();
        QVERIFY2(finished.first().first().toBool(), qPrintable(analysis()->lastError()));
        qInfo("progress values seen: %zu; the interface thread's longest pause: %lld ms", values.size(), longest);
        QVERIFY(values.size() >= 3); // game by game, not all at once
        // The longest pause is reported, not asserted: timings belong to the
        // benchmarks (DESIGN.md), and a loaded machine stretches it.
        QVERIFY(!progress->isVisible());
        // Attached to every game, undoably.
        for (const GameRecord &g : document()->collection().games)
            QVERIFY(bganalysis::readGameAnalysis(g).statistics);
        QCOMPARE(document()->undoStack()->undoText(), QStringLiteral("Analysis by GNU Backgammon"));
        // The panel: a move's candidates, and the statistics.
        document()->setGameIndex(0);
        const GameTree &tree = document()->game().tree;
        document()->setCurrentNode(tree.mainChild(tree.mainChild(tree.root())));
        QTableWidget *candidates = analysis()->panel()->candidates();
        QVERIFY(candidates->rowCount() >= 2);
        QVERIFY(analysis()->panel()->summaryText().contains(QLatin1String("EMG lost")));
        QVERIFY(analysis()->panel()->statistics()->rowCount() >= 8);
        // Next and previous error.
        document()->goToRoot();
        const NodeId before = document()->currentNode();
        if (analysis()->goToError(true)) {
            const NodeId error = document()->currentNode();
            QVERIFY(error != before);
            const bganalysis::GameAnalysis a = bganalysis::readGameAnalysis(document()->game());
            bool marked = false;
            for (const bganalysis::NodeAnalysis &n : a.nodes)
                marked = marked || (n.node == error && ((n.move && n.move->mark != bganalysis::Mark::None)
                                                         || n.cubeMark != bganalysis::Mark::None
                                                         || n.answerMark != bganalysis::Mark::None));
            QVERIFY(marked);
            QVERIFY(!analysis()->goToError(false)); // the first error: none before it
        }
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
            document()->setGameIndex(1);
            document()->goToRoot();
            analysis()->goToError(true);
            QCoreApplication::processEvents();
            m_window->grab().save(QDir(dir).filePath(QStringLiteral("analysis-window.png")));
            BackgammonAnalysisPanel panel;
            panel.setDocument(document());
            panel.resize(1100, 760);
            panel.grab().save(QDir(dir).filePath(QStringLiteral("analysis-panel.png")));
        }
        // Undo takes the analysis away again.
        document()->undoStack()->undo();
        QVERIFY(!bganalysis::readGameAnalysis(document()->collection().games.front()).statistics);
    }

    void cancelLeavesTheDocument()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        openMatch("galaxy-match8067917-15games.txt");
        const Collection before = document()->collection();
        QSignalSpy finished(analysis(), &BackgammonAnalysis::finished);
        analysis()->analyse(-1);
        QProgressDialog *progress = analysis()->progressDialog();
        QVERIFY(QTest::qWaitFor([&] { return progress->value() >= 1 || !finished.isEmpty(); }, 60000));
        QPushButton *cancelButton = progress->findChild<QPushButton *>();
        QVERIFY(cancelButton);
        cancelButton->click(); // the dialog's Cancel
        QVERIFY(finished.wait(30000) || !finished.isEmpty());
        QVERIFY(!finished.first().first().toBool());
        QVERIFY(analysis()->lastError().contains(QLatin1String("cancelled")));
        QVERIFY(!bganalysis::readGameAnalysis(document()->collection().games.front()).statistics);
        QCOMPARE(document()->undoStack()->count(), 0);
        QCOMPARE(document()->collection().games.size(), before.games.size());
    }

    void missingGnubgSaysHowToInstall()
    {
        openMatch("galaxy-match1278964-5p.txt");
        analysis()->setProgram(m_dir.filePath(QStringLiteral("no-gnubg-here")));
        QSignalSpy finished(analysis(), &BackgammonAnalysis::finished);
        m_window->findChild<QAction *>(QStringLiteral("analyseGame"))->trigger();
        QVERIFY(finished.wait(10000));
        QVERIFY(!finished.first().first().toBool());
        QVERIFY2(analysis()->lastError().contains(QLatin1String("apt-get install gnubg")), qPrintable(analysis()->lastError()));
        QCOMPARE(document()->undoStack()->count(), 0);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestBackgammonAnalysis)
#include "tst_backgammonanalysis.moc"
