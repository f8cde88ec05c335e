// The analysis by GNU Backgammon in the real main window, offscreen, with the
// real gnubg (skipped when it is missing): Analyse Match with a progress
// dialog per game while the interface thread keeps running (its longest pause
// is printed), the analysis
// attached (undoable), the panel's candidates and statistics, the keys to the
// next and previous error; Cancel leaves the document untouched; a missing
// gnubg says how to install it. With KIBITZ_SCREENSHOTS=DIR set it saves
// screenshots of an analysed match there.

#include "document/gamedocument.h"
#include "games/backgammon/backgammonanalysis.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "analysis/backgammon/gnubganalysis.h"
#include "formats/registry.h"
#include "games/backgammon/analysisoptionsdialog.h"
#include "games/backgammon/backgammonboard.h"
#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/backgammon/backgammonsetupdialog.h"
#include "games/backgammon/backgammonview.h"
#include "panels/evaluationpanel.h"
#include "panels/movelistpanel.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
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

    // Plays `roll`'s dice at the current node with legal checker moves other
    // than its own (a new variation); false when there are none.
    bool playOtherMoves(const BackgammonEvent &roll) { return playSomeMoves(roll, &roll.moves); }

    bool playSomeMoves(BackgammonEvent roll, const std::vector<BgMove> *avoid = nullptr)
    {
        // The position before the roll, replayed along the current line.
        const GameTree &tree = document()->game().tree;
        BackgammonPosition position = backgammonStart(document()->game());
        const std::vector<NodeId> path = tree.pathFromRoot(document()->currentNode());
        for (std::size_t i = 1; i < path.size(); ++i)
            position.applyQuickly(*decodeBackgammonEvent(tree.moveTag(path[i]), tree.moveData(path[i])));
        const std::vector<int> dice{roll.dice[0], roll.dice[1]};
        for (const BgMove &first : position.legalSingleMoves(roll.player, dice)) {
            BackgammonPosition afterFirst = position;
            std::vector<int> left = dice;
            if (!afterFirst.playChecker(roll.player, first, left))
                continue;
            for (const BgMove &second : afterFirst.legalSingleMoves(roll.player, left)) {
                roll.moves = {first, second};
                if (avoid && (roll.moves == *avoid || std::vector<BgMove>{second, first} == *avoid))
                    continue;
                if (document()->play(backgammonEventTag(roll), encodeBackgammonEvent(roll))
                    == GameDocument::PlayResult::Added)
                    return true;
            }
        }
        return false;
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
        // Failures are told through the window's prompts: collected here.
        m_notices.clear();
        scriptPrompts(*m_window).onNotice = [this](const QString &title, const QString &message) {
            m_notices << title + QStringLiteral(": ") + message;
        };
    }

    void cleanup() { discardWindow(m_window); }

    // Edit > Set Up Position in a backgammon view: an XGID typed opens the
    // position in a new tab (the match has moves); a bad ID shows the
    // decoder's reason; checkers placed and taken off by hand in the new
    // game (no moves: one undoable step); Hint ranks the set-up roll.
    void setUpPositionAndHint()
    {
        openMatch("galaxy-match1278964-5p.txt");
        QAction *setup = m_window->findChild<QAction *>(QStringLiteral("setupMode"));
        QVERIFY(setup && setup->isEnabled());
        setup->trigger();
        auto *view = m_window->currentView<BackgammonView>();
        QVERIFY(view);
        QVERIFY(!setup->isChecked()); // a dialog, not a mode
        BackgammonSetupDialog *dialog = view->setupDialog();
        QVERIFY(dialog && dialog->isVisible());

        // A bad ID: the decoder's reason, as it is typed.
        QVERIFY(!dialog->setIds(QStringLiteral("4HPwATDgc/AB")));
        QString expected;
        BackgammonPosition::fromGnubgIds(u"4HPwATDgc/AB", u"", &expected);
        QCOMPARE(dialog->idMessage(), expected);
        QTest::keyClicks(dialog->idEdit(), QStringLiteral("XGID=-b----E-C---eE---c-e----B-:1:1:1:62:0:0:0:0:10x"));
        QVERIFY(dialog->idMessage().contains(QLatin1String("XGID")));
        // A good one: checkers, cube, dice and score.
        const QString xgid = QStringLiteral("XGID=-b----E-C---eE---c-e----B-:1:1:1:62:0:0:0:0:10");
        QVERIFY2(dialog->setIds(xgid), qPrintable(dialog->idMessage()));
        const auto fromXgid = BackgammonPosition::fromXgid(xgid);
        QVERIFY(fromXgid);
        QVERIFY(dialog->position());
        QCOMPARE(dialog->position()->setup(), fromXgid->setup());
        QCOMPARE(dialog->board()->picture().position->setup(), fromXgid->setup());
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
            QCoreApplication::processEvents();
            dialog->grab().save(QDir(dir).filePath(QStringLiteral("bgsetup-dialog.png")));
        }
        GameDocument *match = document();
        dialog->accept();
        QTRY_VERIFY(!view->setupDialog());
        // The match has moves: the position opens in a new tab.
        GameDocument *setUp = document();
        QVERIFY(setUp && setUp != match);
        QCOMPARE(match->undoStack()->count(), 0);
        QCOMPARE(backgammonStart(setUp->game()).setup(), fromXgid->setup());
        QCOMPARE(setUp->tree().firstChild(setUp->tree().root()), NoNode);
        view = m_window->currentView<BackgammonView>();
        QVERIFY(view && view->document() == setUp);
        // The set-up dice are the roll to play.
        QCOMPARE(view->pendingPlayer(), fromXgid->toAct());
        QCOMPARE(view->pendingDice(), (std::vector<int>{6, 2}));

        // By hand, in the new game (no moves: the same game, one undo step).
        setup->trigger();
        dialog = view->setupDialog();
        QVERIFY(dialog);
        dialog->setSide(2);
        int blackPoint = 0;
        for (int p = 1; p <= 24 && blackPoint == 0; ++p)
            blackPoint = dialog->setup().points[std::size_t(p - 1)] <= -2 ? p : 0;
        QVERIFY(blackPoint != 0);
        const int onBlackPoint = dialog->setup().points[std::size_t(blackPoint - 1)];
        // Every checker of player 2 is on the board: none to put down.
        QCOMPARE(dialog->setup().borneOff(2), 0);
        QVERIFY(!dialog->clickSlot(10, false));
        // A Shift+click takes one off (it is borne off then).
        QTest::mouseClick(dialog->board(), Qt::LeftButton, Qt::ShiftModifier,
                          dialog->board()->slotCentre(blackPoint, 2).toPoint());
        QCOMPARE(dialog->setup().points[std::size_t(blackPoint - 1)], onBlackPoint + 1);
        QCOMPARE(dialog->setup().borneOff(2), 1);
        // A click on point 10 puts it down there, a right click takes it off.
        const int before = dialog->setup().points[9];
        QVERIFY(before <= 0);
        const QPoint point10 = dialog->board()->slotCentre(10, 2).toPoint();
        QTest::mouseClick(dialog->board(), Qt::LeftButton, {}, point10);
        QCOMPARE(dialog->setup().points[9], before - 1);
        QTest::mouseClick(dialog->board(), Qt::RightButton, {}, point10);
        QCOMPARE(dialog->setup().points[9], before);
        // The bar too.
        QVERIFY(dialog->clickSlot(BgBar, false));
        QCOMPARE(dialog->setup().bar[1], fromXgid->bar(2) + 1);
        QCOMPARE(dialog->board()->picture().position->bar(2), fromXgid->bar(2) + 1);
        // Player 1's checkers cannot join player 2's.
        dialog->setSide(1);
        QVERIFY(!dialog->clickSlot(blackPoint, false));
        dialog->setDice(3, 1);
        dialog->setCube(4, 1);
        QVERIFY2(dialog->problem().isEmpty(), qPrintable(dialog->problem()));
        const BgSetup byHand = dialog->setup();
        dialog->accept();
        QTRY_VERIFY(!view->setupDialog());
        QCOMPARE(document(), setUp);
        QCOMPARE(backgammonStart(setUp->game()).setup(), byHand);
        QCOMPARE(setUp->undoStack()->undoText(), QStringLiteral("Set Up Position"));
        QCOMPARE(view->pendingDice(), (std::vector<int>{3, 1}));
        setUp->undoStack()->undo();
        QCOMPARE(backgammonStart(setUp->game()).setup(), fromXgid->setup());
        QCOMPARE(view->pendingDice(), (std::vector<int>{6, 2}));
        setUp->undoStack()->redo();
        QCOMPARE(backgammonStart(setUp->game()).setup(), byHand);

        // Saved as SGF and opened again: the same start.
        const QString path = m_dir.filePath(QStringLiteral("setup.sgf"));
        QString error;
        QVERIFY2(m_window->saveCurrentAs(path, &error), qPrintable(error));
        const LoadResult reread = loadBytes(
            [&] {
                QFile f(path);
                return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            }(),
            FileFormat::Sgf);
        QVERIFY(reread.collection);
        QCOMPARE(backgammonStart(reread.collection->games[0]).setup(), byHand);

        // Hint ranks the set-up roll from the set-up position.
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        QSignalSpy hinted(analysis(), &BackgammonAnalysis::hintFinished);
        m_window->findChild<QAction *>(QStringLiteral("analysisHint"))->trigger();
        QVERIFY(hinted.wait(60000));
        QVERIFY2(hinted.first().first().toBool(), qPrintable(analysis()->lastHintError()));
        QVERIFY(analysis()->panel()->candidates()->rowCount() >= 1);
        QVERIFY2(analysis()->panel()->summaryText().contains(QLatin1String("3-1")),
                 qPrintable(analysis()->panel()->summaryText()));
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
            for (const bool dark : {false, true}) {
                m_window->setDarkTheme(dark);
                QCoreApplication::processEvents();
                m_window->grab().save(QDir(dir).filePath(dark ? QStringLiteral("bgsetup-hint-dark.png")
                                                              : QStringLiteral("bgsetup-hint.png")));
            }
            setup->trigger();
            QCoreApplication::processEvents();
            view->setupDialog()->grab().save(QDir(dir).filePath(QStringLiteral("bgsetup-dialog-dark.png")));
            view->setupDialog()->reject();
            m_window->setDarkTheme(false);
        }
    }

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
        QVERIFY(!analysis()->panel()->statistics()->isHidden());
        QVERIFY(analysis()->panel()->statisticsEmptyState()->isHidden());
        // No move candidates (a double or a roll without a move): the cube
        // decision in the table, in EMG with
        // gnubg's match winning chances in parentheses (a 17-point match).
        if (QFile::exists(QStringLiteral("/usr/share/gnubg/met/Kazaross-XG2.xml"))) {
            bool shown = false;
            for (int gi = 0; gi < int(document()->collection().games.size()) && !shown; ++gi) {
                document()->setGameIndex(gi);
                for (const bganalysis::NodeAnalysis &n : bganalysis::readGameAnalysis(document()->game()).nodes) {
                    if (n.move || !n.cube || !n.cube->noDoubleEmg)
                        continue;
                    document()->setCurrentNode(n.node);
                    QCOMPARE(candidates->rowCount(), 3);
                    QCOMPARE(candidates->horizontalHeaderItem(1)->text(), QStringLiteral("EMG (MWC)"));
                    QCOMPARE(candidates->item(0, 0)->text(), QStringLiteral("No double"));
                    QVERIFY2(candidates->item(0, 1)->text().startsWith(
                                 QString::number(*n.cube->noDoubleEmg, 'f', 3)
                                     .prepend(*n.cube->noDoubleEmg >= 0 ? QStringLiteral("+") : QString())),
                             qPrintable(candidates->item(0, 1)->text()));
                    QVERIFY(candidates->item(0, 1)->text().endsWith(QLatin1String("%)")));
                    QCOMPARE(candidates->item(2, 1)->text().left(6), QStringLiteral("+1.000"));
                    // Every figure on one line: the columns are as wide as
                    // their cells ("+1.000 (53.8%)" once wrapped).
                    QVERIFY(!candidates->wordWrap());
                    for (int row = 0; row < candidates->rowCount(); ++row) {
                        for (int column = 1; column < candidates->columnCount(); ++column) {
                            const QTableWidgetItem *item = candidates->item(row, column);
                            if (!item)
                                continue;
                            QVERIFY2(candidates->columnWidth(column)
                                         >= candidates->fontMetrics().horizontalAdvance(item->text()),
                                     qPrintable(item->text()));
                        }
                    }
                    QVERIFY2(analysis()->panel()->summaryText().contains(
                                 QLatin1String("EMG, match winning chances in parentheses")),
                             qPrintable(analysis()->panel()->summaryText()));
                    shown = true;
                    // With KIBITZ_SCREENSHOTS=DIR: the window at this double
                    // (the cube table in EMG) and at the game's first marked
                    // move (its candidates), for looking at by eye.
                    if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
                        QTest::qWait(50);
                        QVERIFY(m_window->grab().save(dir + QStringLiteral("/analysis-cube.png")));
                        for (const bganalysis::NodeAnalysis &m :
                             bganalysis::readGameAnalysis(document()->game()).nodes) {
                            if (m.move && m.move->mark != bganalysis::Mark::None) {
                                document()->setCurrentNode(m.node);
                                QTest::qWait(50);
                                QVERIFY(m_window->grab().save(dir + QStringLiteral("/analysis-move.png")));
                                break;
                            }
                        }
                    }
                    break;
                }
            }
            QVERIFY(shown);
            document()->setGameIndex(0);
        }
        // The Moves panel: every analysed move with its equity loss, marked
        // moves in their mark's colour (through the GameUi, not the kind).
        document()->goToEndOfLine();
        MoveListPanel *moves = m_window->findChild<MoveListPanel *>();
        QVERIFY(moves);
        const bganalysis::GameAnalysis game0 = bganalysis::readGameAnalysis(document()->game());
        int noted = 0;
        int coloured = 0;
        for (const bganalysis::NodeAnalysis &n : game0.nodes) {
            const auto at = std::find(moves->line().begin(), moves->line().end(), n.node);
            QVERIFY(at != moves->line().end());
            const int row = int(at - moves->line().begin());
            if (n.move && n.move->played >= 0) {
                const QString loss = n.move->equityLoss < 0.0005 ? QStringLiteral("0.000")
                                                                 : QString::number(-n.move->equityLoss, 'f', 3);
                QVERIFY2(moves->rowText(row).contains(loss),
                         qPrintable(moves->rowText(row) + QStringLiteral(" / ") + loss));
                ++noted;
            }
            const bool marked = (n.move && n.move->mark != bganalysis::Mark::None)
                             || n.cubeMark != bganalysis::Mark::None || n.answerMark != bganalysis::Mark::None;
            QCOMPARE(moves->rowColour(row).isValid(), marked);
            if (marked) {
                ++coloured;
                const bganalysis::Mark mark = n.move && n.move->mark != bganalysis::Mark::None ? n.move->mark
                                            : n.cubeMark != bganalysis::Mark::None             ? n.cubeMark
                                                                                               : n.answerMark;
                QVERIFY2(moves->rowText(row).contains(bganalysis::markText(mark)), qPrintable(moves->rowText(row)));
            }
        }
        QVERIFY(noted >= 5);
        qInfo("game 1: %d moves with their equity loss, %d marked", noted, coloured);
        QCOMPARE(moves->rowColour(0).isValid(), false);
        // The evaluation graph: player 1's winning chances after each
        // analysed move, on the graphed line.
        EvaluationGraph *graph = m_window->findChild<EvaluationGraph *>();
        QVERIFY(graph);
        QCOMPARE(graph->engineCurve().size(), graph->line().size());
        int plotted = 0;
        for (std::size_t i = 0; i < graph->line().size(); ++i) {
            const auto it = std::find_if(game0.nodes.begin(), game0.nodes.end(),
                                         [&](const bganalysis::NodeAnalysis &n) { return n.node == graph->line()[i]; });
            const std::optional<double> v = graph->engineCurve()[i];
            if (it == game0.nodes.end() || !it->move || it->move->played < 0) {
                QVERIFY(!v);
                continue;
            }
            const double win = it->move->candidates[std::size_t(it->move->played)].win;
            QVERIFY(v);
            QVERIFY(qAbs(*v - (2 * (it->player == 1 ? win : 1 - win) - 1)) < 1e-9);
            ++plotted;
        }
        QCOMPARE(plotted, noted);
        // Next and previous error.
        document()->goToRoot();
        const NodeId before = document()->currentNode();
        if (analysis()->goToError(true)) {
            const NodeId error = document()->currentNode();
            QVERIFY(error != before);
            const bganalysis::GameAnalysis a = bganalysis::readGameAnalysis(document()->game());
            bool marked = false;
            for (const bganalysis::NodeAnalysis &n : a.nodes)
                marked = marked
                      || (n.node == error
                          && ((n.move && n.move->mark != bganalysis::Mark::None) || n.cubeMark != bganalysis::Mark::None
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

    void statisticsEmptyStateBeforeAnalysis()
    {
        // Not analysed: a sentence saying how to analyse, not an empty table
        // under Qt's bare column numbers.
        openMatch("galaxy-match8067917-15games.txt");
        BackgammonAnalysisPanel *panel = analysis()->panel();
        QVERIFY(!bganalysis::readGameAnalysis(document()->game()).statistics);
        QVERIFY(panel->statistics()->isHidden());
        QVERIFY(!panel->statisticsEmptyState()->isHidden());
        QVERIFY(panel->statisticsEmptyState()->text().contains(QLatin1String("Analyse Game")));
        // Another game of the same match: still the sentence.
        document()->setGameIndex(1);
        QVERIFY(panel->statistics()->isHidden());
        QVERIFY(!panel->statisticsEmptyState()->isHidden());
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
        QVERIFY2(analysis()->lastError().contains(QLatin1String("apt-get install gnubg")),
                 qPrintable(analysis()->lastError()));
        QCOMPARE(document()->undoStack()->count(), 0);
        // Told once, through the window's UserPrompts.
        QCOMPARE(m_notices.size(), 1);
        QVERIFY2(m_notices.front().contains(QLatin1String("apt-get install gnubg")), qPrintable(m_notices.front()));
    }

    void menuOnlyForGnubgFamilies()
    {
        // A Hex document: no Analysis menu, toolbar or dock.
        QString error;
        const QString hex = m_dir.filePath(QStringLiteral("game.sgf"));
        {
            QFile file(hex);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("(;FF[4]GM[11]SZ[5];B[a1];W[b2])");
        }
        QVERIFY2(m_window->openFile(hex, &error), qPrintable(error));
        QVERIFY(!analysis()->isMenuShown());
        QMenu *menu = m_window->findChild<QMenu *>(QStringLiteral("analysisMenu"));
        QVERIFY(menu);
        QVERIFY(!menu->menuAction()->isVisible());
        // A backgammon match: shown.
        openMatch("galaxy-match1278964-5p.txt");
        QVERIFY(analysis()->isMenuShown());
        QVERIFY(menu->menuAction()->isVisible());
        QVERIFY(m_notices.isEmpty());
    }

    void optionsRememberNamedSettings()
    {
        {
            AnalysisOptionsDialog dialog;
            QVERIFY(dialog.chequerPliesBox()->isEnabled());
            const int supremo = dialog.settingBox()->findData(QStringLiteral("supremo"));
            QVERIFY(supremo > 0);
            dialog.settingBox()->setCurrentIndex(supremo);
            QVERIFY(!dialog.chequerPliesBox()->isEnabled()); // the setting brings its plies
            dialog.accept();
        }
        QCOMPARE(AnalysisOptionsDialog::remembered().setting, QStringLiteral("supremo"));
        {
            AnalysisOptionsDialog dialog; // opens with the remembered choice
            QCOMPARE(dialog.settingBox()->currentData().toString(), QStringLiteral("supremo"));
            dialog.settingBox()->setCurrentIndex(0);
            dialog.chequerPliesBox()->setValue(1);
            dialog.cubePliesBox()->setValue(0);
            dialog.accept();
        }
        const bganalysis::RunOptions options = AnalysisOptionsDialog::remembered();
        QVERIFY(options.setting.isEmpty());
        QCOMPARE(options.chequerPlies, 1);
        QCOMPARE(options.cubePlies, 0);
        QSettings().remove(QStringLiteral("analysis"));
    }

    void analyseWithNamedSetting()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        // gnubg takes the commands a named setting stands for: the analysis
        // runs, and its candidates were evaluated at the setting's plies.
        QSettings().setValue(QStringLiteral("analysis/setting"), QStringLiteral("expert"));
        openMatch("galaxy-match1278964-5p.txt");
        QSignalSpy finished(analysis(), &BackgammonAnalysis::finished);
        analysis()->analyse(0);
        QVERIFY(analysis()->progressDialog()->labelText().contains(QLatin1String("Expert")));
        QVERIFY(finished.wait(120000));
        QVERIFY2(finished.first().first().toBool(), qPrintable(analysis()->lastError()));
        QSettings().remove(QStringLiteral("analysis"));
        const bganalysis::GameAnalysis a = bganalysis::readGameAnalysis(document()->collection().games.front());
        QVERIFY(!a.nodes.empty());
        QVERIFY(m_notices.isEmpty());
    }

    void hintForMainLineAndVariation()
    {
        if (!QFile::exists(kGnubg))
            QSKIP("GNU Backgammon is not installed (/usr/games/gnubg; apt-get install gnubg)");
        openMatch("galaxy-match1278964-5p.txt");
        const GameTree &tree = document()->game().tree;
        // The first roll of the main line, not analysed: gnubg ranks its moves.
        NodeId roll = tree.mainChild(tree.root());
        while (roll != NoNode) {
            const auto e = decodeBackgammonEvent(tree.moveTag(roll), tree.moveData(roll));
            if (e && e->kind == BackgammonEvent::Kind::Roll && e->diceCount == 2 && !e->moves.empty())
                break;
            roll = tree.mainChild(roll);
        }
        QVERIFY(roll != NoNode);
        document()->setCurrentNode(roll);
        QSignalSpy hinted(analysis(), &BackgammonAnalysis::hintFinished);
        QAction *hintAction = m_window->findChild<QAction *>(QStringLiteral("analysisHint"));
        QVERIFY(hintAction && hintAction->isEnabled());
        QCOMPARE(hintAction->shortcut(), QKeySequence(Qt::Key_F9));
        hintAction->trigger();
        QVERIFY(analysis()->isHintRunning());
        QVERIFY(analysis()->panel()->cancelHintButton()->isVisibleTo(analysis()->panel()));
        QVERIFY(hinted.wait(60000));
        QVERIFY2(hinted.first().first().toBool(), qPrintable(analysis()->lastHintError()));
        QCOMPARE(analysis()->panel()->hintNode(), roll);
        QTableWidget *candidates = analysis()->panel()->candidates();
        QVERIFY(candidates->rowCount() >= 2);
        QVERIFY(analysis()->panel()->summaryText().contains(QLatin1String("Hint")));
        // The played move is among gnubg's candidates (the same checkers, in
        // gnubg's order).
        QVERIFY(!candidates->item(0, 0)->text().isEmpty());
        // A 5-point match: the candidates in EMG, as gnubg's hint shows them
        // in match play, with the match winning chances in parentheses
        // (converted with gnubg's match equity table when it is installed).
        if (QFile::exists(QStringLiteral("/usr/share/gnubg/met/Kazaross-XG2.xml"))) {
            QCOMPARE(candidates->horizontalHeaderItem(1)->text(), QStringLiteral("EMG (MWC)"));
            QVERIFY2(QRegularExpression(QStringLiteral(R"(^[+-]\d\.\d{3} \(\d+\.\d\d%\)$)"))
                         .match(candidates->item(0, 1)->text())
                         .hasMatch(),
                     qPrintable(candidates->item(0, 1)->text()));
            QVERIFY2(
                analysis()->panel()->summaryText().contains(QLatin1String("EMG, match winning chances in parentheses")),
                qPrintable(analysis()->panel()->summaryText()));
        }
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
            QCoreApplication::processEvents();
            m_window->grab().save(QDir(dir).filePath(QStringLiteral("analysis-hint.png")));
        }

        // A variation: another move for the same roll, then the opponent's
        // roll in the new position; the hint is for that position.
        const auto played = decodeBackgammonEvent(tree.moveTag(roll), tree.moveData(roll));
        document()->setCurrentNode(tree.parent(roll));
        QVERIFY(playOtherMoves(*played));
        const NodeId variation = document()->currentNode();
        QVERIFY(variation != roll);
        BackgammonEvent reply;
        reply.kind = BackgammonEvent::Kind::Roll;
        reply.player = 3 - played->player;
        reply.diceCount = 2;
        reply.dice = {3, 1, 0};
        QVERIFY(playSomeMoves(reply));
        const NodeId reached = document()->currentNode();
        QVERIFY(tree.mainChild(tree.root()) != reached);
        hinted.clear();
        hintAction->trigger();
        QVERIFY(hinted.wait(60000));
        QVERIFY2(hinted.first().first().toBool(), qPrintable(analysis()->lastHintError()));
        QCOMPARE(analysis()->panel()->hintNode(), reached);
        QVERIFY(candidates->rowCount() >= 2);
        // Leaving the node takes the hint away.
        document()->goToParent();
        QVERIFY(!analysis()->panel()->summaryText().contains(QLatin1String("Hint by")));

        // Cancel: the hint stops, nothing is told.
        document()->setCurrentNode(reached);
        hinted.clear();
        QSettings().setValue(QStringLiteral("analysis/setting"), QStringLiteral("grandmaster"));
        hintAction->trigger();
        QSettings().remove(QStringLiteral("analysis"));
        QVERIFY(analysis()->isHintRunning());
        analysis()->panel()->cancelHintButton()->click();
        QVERIFY(hinted.wait(30000));
        QVERIFY(!hinted.first().first().toBool());
        QVERIFY2(analysis()->lastHintError().contains(QLatin1String("cancelled")),
                 qPrintable(analysis()->lastHintError()));
        QVERIFY(!analysis()->panel()->cancelHintButton()->isVisibleTo(analysis()->panel()));
        QVERIFY(m_notices.isEmpty());

        // On the start position there is no roll: told through the prompts.
        document()->goToRoot();
        hinted.clear();
        hintAction->trigger();
        QCOMPARE(hinted.size(), 1);
        QVERIFY(!hinted.first().first().toBool());
        QCOMPARE(m_notices.size(), 1);
    }

    // The hint is for the roll on the board, as gnubg's `hint` is: after
    // Next Checker has played one checker of the next roll, the board reads
    // "<player> to play <roll>" and the hint ranks that roll's plays from the
    // current position, not the roll played before it. Once the roll on the
    // board is cleared, the current node's roll again. A fake gnubg records
    // what it is asked.
    void hintForTheRollOnTheBoard()
    {
        const QString asked = m_dir.filePath(QStringLiteral("asked.txt"));
        const QString fake = m_dir.filePath(QStringLiteral("fake-gnubg"));
        {
            QFile script(fake);
            QVERIFY(script.open(QIODevice::WriteOnly));
            script.write("#!/bin/sh\ncat > '" + asked.toUtf8()
                         + "'\n"
                           "printf '    1. Cubeful 0-ply    13/7 8/7                     Eq.: +0.100\\n'\n"
                           "printf '       0.552 0.168 0.008 - 0.448 0.114 0.004\\n'\n");
            script.close();
            QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
        }
        analysis()->setProgram(fake);
        openMatch("galaxy-match1278964-5p.txt");
        const GameTree &tree = document()->game().tree;
        const auto eventAt = [&](NodeId id) { return decodeBackgammonEvent(tree.moveTag(id), tree.moveData(id)); };
        const auto isPlay = [](const std::optional<BackgammonEvent> &e) {
            return e && e->kind == BackgammonEvent::Kind::Roll && e->diceCount == 2 && e->moves.size() > 1;
        };
        const auto sortedDice = [](const BackgammonEvent &e) {
            return std::pair<int, int>(std::min(e.dice[0], e.dice[1]), std::max(e.dice[0], e.dice[1]));
        };
        // A played roll followed by the opponent's roll of other dice.
        NodeId node = tree.mainChild(tree.root());
        while (node != NoNode) {
            const NodeId next = tree.mainChild(node);
            if (next != NoNode && isPlay(eventAt(node)) && isPlay(eventAt(next))
                && eventAt(next)->player != eventAt(node)->player
                && sortedDice(*eventAt(next)) != sortedDice(*eventAt(node)))
                break;
            node = next;
        }
        QVERIFY(node != NoNode);
        const BackgammonEvent played = *eventAt(node);
        const BackgammonEvent coming = *eventAt(tree.mainChild(node));
        BackgammonPosition before = backgammonStart(document()->game());
        const std::vector<NodeId> path = tree.pathFromRoot(node);
        for (std::size_t i = 1; i + 1 < path.size(); ++i)
            QVERIFY(before.applyQuickly(*eventAt(path[i])).isEmpty());
        BackgammonPosition now = before;
        QVERIFY(now.applyQuickly(played).isEmpty());

        document()->setCurrentNode(node);
        BackgammonView *view = nullptr;
        for (BackgammonView *v : m_window->findChildren<BackgammonView *>())
            if (v->document() == document())
                view = v;
        QVERIFY(view);
        QVERIFY(view->stepCheckerForward());
        QCOMPARE(document()->currentNode(), node);
        QCOMPARE(view->pendingPlayer(), coming.player);
        QSignalSpy hinted(analysis(), &BackgammonAnalysis::hintFinished);
        const auto hintAsked = [&]() -> QByteArray {
            hinted.clear();
            QFile::remove(asked);
            m_window->findChild<QAction *>(QStringLiteral("analysisHint"))->trigger();
            if (!hinted.wait(30000) || !hinted.first().first().toBool())
                return QByteArray("failed: ") + analysis()->lastHintError().toUtf8();
            QFile f(asked);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("not asked");
        };
        const auto diceLine = [](const BackgammonEvent &e) {
            return "set dice " + QByteArray::number(e.dice[0]) + ' ' + QByteArray::number(e.dice[1]);
        };
        QByteArray script = hintAsked();
        QVERIFY2(script.contains(diceLine(coming)), script.constData());
        QVERIFY2(script.contains("set board " + now.gnubgPositionId(coming.player).toLatin1() + '\n'),
                 script.constData());
        QVERIFY2(script.contains("set matchid " + now.gnubgMatchId(coming.player).toLatin1() + '\n'),
                 script.constData());
        const QString comingDice = BackgammonNotation::diceText({coming.dice[0], coming.dice[1]});
        QVERIFY2(analysis()->panel()->summaryText().contains(comingDice),
                 qPrintable(analysis()->panel()->summaryText()));
        QCOMPARE(analysis()->panel()->hintNode(), node);
        QCOMPARE(analysis()->panel()->candidates()->item(0, 0)->text(), QStringLiteral("13/7 8/7"));

        // No roll on the board: the current node's roll, from before it.
        view->clearEntry();
        QCOMPARE(view->pendingPlayer(), 0);
        script = hintAsked();
        QVERIFY2(script.contains(diceLine(played)), script.constData());
        QVERIFY2(script.contains("set board " + before.gnubgPositionId(played.player).toLatin1() + '\n'),
                 script.constData());
        QVERIFY2(
            analysis()->panel()->summaryText().contains(BackgammonNotation::diceText({played.dice[0], played.dice[1]})),
            qPrintable(analysis()->panel()->summaryText()));
        QVERIFY(m_notices.isEmpty());
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_notices;
};

QTEST_MAIN(TestBackgammonAnalysis)
#include "tst_backgammonanalysis.moc"
