// The Rokkaku Conquest view in the real main window, offscreen: opening a
// tournament log, the Go menu, playback (play, pause, step, jump, speed,
// instant mode, auto-advance), the turn animation and its phases, the
// Games panel's rounds, the standings as turns advance, the check of the log's final
// results, the field geometry, presentation mode, the owned-hexels plot,
// export and accessibility. With KIBITZ_SCREENSHOTS=DIR set, it also saves
// screenshots of the field mid-game (light and dark, rows and columns) and of
// the whole tab there.

#include "document/gamedocument.h"
#include "games/rokkaku/rokkakufield.h"
#include "games/rokkaku/rokkakuplots.h"
#include "games/rokkaku/rokkakuview.h"
#include "panels/gameinfopanel.h"
#include "panels/gamespanel.h"
#include "rokkakugenerator.h"
#include "window/mainwindow.h"

#include "formats/registry.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "render/rokkaku/rokkakurenderer.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

namespace {

const QString sample = QStringLiteral(KIBITZ_SAMPLES_DIR "/rokkaku-tournament.log");

testing::RokkakuGeneratorOptions smallTournament()
{
    testing::RokkakuGeneratorOptions o;
    o.teams = 8;
    o.rounds = 2;
    o.width = 10;
    o.height = 8;
    o.turns = 30;
    o.seed = 77;
    o.names = {QStringLiteral("Ant"), QStringLiteral("Bee"), QStringLiteral("Cat"), QStringLiteral("Dog"),
               QStringLiteral("Eel"), QStringLiteral("Fox"), QStringLiteral("Gnu"), QStringLiteral("Hen")};
    return o;
}

// Replaces the score of the first final result line ("rank team score").
QByteArray withWrongResult(const QByteArray &log, int team, qint64 score)
{
    QList<QByteArray> lines = log.split('\n');
    for (int i = int(lines.size()) - 1; i >= 0; --i) {
        const QList<QByteArray> numbers = lines[i].simplified().split(' ');
        if (numbers.size() == 3 && numbers[1].toInt() == team) {
            lines[i] = numbers[0] + ' ' + numbers[1] + ' ' + QByteArray::number(score);
            break;
        }
    }
    return lines.join('\n');
}

} // namespace

class TestRokkakuView : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;
    QString m_log;

    MainWindow *window() { return m_window.get(); }
    RokkakuView *view() { return qobject_cast<RokkakuView *>(m_window->currentDocumentView()); }
    GameDocument *document() { return m_window->currentDocument(); }

    void open(const QString &path)
    {
        QString error;
        QVERIFY2(window()->openFile(path, &error), qPrintable(error));
        QVERIFY(view());
    }
    // Short animations so that tests run quickly.
    void setAnimation(int milliseconds)
    {
        RenderOptions options = window()->renderOptions();
        options.animationMilliseconds = milliseconds;
        window()->setRenderOptions(options);
    }
    const RokkakuPosition &documentPosition()
    {
        const auto *r = dynamic_cast<const RokkakuReplayer *>(document()->positionAfter(document()->currentNode()));
        if (!r)
            qFatal("no Rokkaku position");
        return r->position();
    }
    // The first turn of a game (along the main line) whose record has `what`.
    int turnWith(const std::function<bool(const RokkakuTurn &)> &what)
    {
        const std::vector<NodeId> line = document()->tree().mainLine();
        for (std::size_t k = 1; k < line.size(); ++k) {
            const auto turn = decodeRokkakuTurn(document()->tree().moveData(line[k]));
            if (turn && what(*turn))
                return int(k);
        }
        return -1;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
        m_log = m_dir.filePath(QStringLiteral("small.log"));
        QCOMPARE(writeFileAtomically(m_log, testing::generateRokkakuLog(smallTournament())), QString());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 820);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        if (RokkakuView *v = view())
            v->leavePresentation();
        m_window.reset();
    }

    void startPageOffersTheSample()
    {
        QVERIFY(QFileInfo::exists(sample));
        QPushButton *button = nullptr;
        for (QPushButton *b : window()->startPage()->findChildren<QPushButton *>())
            if (b->text().contains(QStringLiteral("rokkaku-tournament.log")))
                button = b;
        QVERIFY(button);
        button->click();
        QVERIFY(view());
        QCOMPARE(document()->game().kind, GameKind::Rokkaku);
        // The sample is consistent and its results agree with its games.
        QCOMPARE(view()->timeline().disagreements(), 0);
        for (int g = 0; g < view()->timeline().gameCount(); ++g)
            QVERIFY2(view()->timeline().game(g).problem.isEmpty(), qPrintable(view()->timeline().game(g).problem));
        QVERIFY(view()->resultsSummary()->text().contains(QStringLiteral("agree")));
    }

    void opensAsTournament()
    {
        open(m_log);
        RokkakuView *v = view();
        QCOMPARE(v->timeline().gameCount(), 4);
        // Two rounds of two games, each with its four teams, in the Games panel.
        QAbstractItemModel *games = window()->gamesPanel()->table()->model();
        QCOMPARE(games->rowCount(), 4);
        QCOMPARE(games->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Round"));
        QCOMPARE(games->index(0, 2).data().toString(), QStringLiteral("Round 1, game 1"));
        QCOMPARE(games->index(3, 2).data().toString(), QStringLiteral("Round 2, game 2"));
        QCOMPARE(games->index(3, 1).data().toString().count(QStringLiteral(" · ")), 3);
        QVERIFY(v->field()->position().has_value());
        QCOMPARE(v->currentTurn(), 0);
        QCOMPARE(v->field()->position()->width(), 10);
        // Every team appears in the standings; before the first game is over
        // (round 1, game 1, turn 0) no team has points: all share rank 1, as
        // the official visualizer ranks them before the game. The shown
        // game's projected points are apart: in the Now column's tips and on
        // the scoreboard.
        QCOMPARE(v->standingsTable()->rowCount(), 8);
        const std::array<int, 4> start = v->timeline().game(0).ownedAt(0);
        const RokkakuGameScore startScore = rokkakuGameScore(start);
        int nowCells = 0;
        for (int row = 0; row < 8; ++row) {
            QCOMPARE(v->standingsTable()->item(row, 0)->text(), QStringLiteral("1"));
            for (int column : {2, 3, 4})
                QCOMPARE(v->standingsTable()->item(row, column)->text(), QStringLiteral("0"));
            const int team = v->standingsTable()->item(row, 0)->data(Qt::UserRole + 1).toInt();
            const auto &teams = v->timeline().game(0).teams;
            const auto slot = std::find(teams.begin(), teams.end(), team) - teams.begin();
            QTableWidgetItem *now = v->standingsTable()->item(row, 5);
            if (slot < 4) {
                ++nowCells;
                QCOMPARE(now->text(), QString::number(start[std::size_t(slot)]));
                QVERIFY2(
                    now->toolTip().contains(
                        QStringLiteral("%1 points if the game ended now").arg(startScore.points[std::size_t(slot)])),
                    qPrintable(now->toolTip()));
            } else {
                QVERIFY(now->text().isEmpty());
            }
        }
        QCOMPARE(nowCells, 4);
        for (int t = 0; t < 4; ++t) {
            const RokkakuScoreBoard::Entry &e = v->scoreBoard()->entries()[std::size_t(t)];
            QCOMPARE(e.tournament, qint64(0));
            QCOMPARE(e.rank, 1);
            QCOMPARE(e.projected, startScore.points[std::size_t(t)]);
        }
        QVERIFY(v->field()->accessibleDescription().contains(QStringLiteral("turn 0 of")));
    }

    void goMenuStepsTurnsAndGames()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(v->currentTurn(), 1);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(v->currentTurn(), 2);
        QCOMPARE(v->field()->position()->ownedCounts(), documentPosition().ownedCounts());
        window()->action(QStringLiteral("previousMove"))->trigger();
        QCOMPARE(v->currentTurn(), 1);
        window()->action(QStringLiteral("end"))->trigger();
        QCOMPARE(v->currentTurn(), v->turnCount());
        QVERIFY(v->turnCount() > 2);
        window()->action(QStringLiteral("start"))->trigger();
        QCOMPARE(v->currentTurn(), 0);
        window()->action(QStringLiteral("nextGame"))->trigger();
        QCOMPARE(document()->gameIndex(), 1);
        QCOMPARE(window()->gamesPanel()->table()->currentIndex().row(), 1);
        window()->action(QStringLiteral("previousGame"))->trigger();
        QCOMPARE(document()->gameIndex(), 0);
        // The toolbar's buttons do the same.
        v->action(QStringLiteral("rokkakuForward"))->trigger();
        QCOMPARE(v->currentTurn(), 1);
        v->action(QStringLiteral("rokkakuEnd"))->trigger();
        QCOMPARE(v->currentTurn(), v->turnCount());
        v->action(QStringLiteral("rokkakuNextGame"))->trigger();
        QCOMPARE(document()->gameIndex(), 1);
        // Keys reach the Go menu with the field focused.
        v->field()->setFocus();
        QTest::keyClick(v->field(), Qt::Key_Right);
        QCOMPARE(v->currentTurn(), 1);
    }

    void jumpToTurn()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        v->jumpToTurn(12);
        QCOMPARE(v->currentTurn(), 12);
        QCOMPARE(v->turnSlider()->value(), 12);
        QCOMPARE(v->turnSpin()->value(), 12);
        QCOMPARE(v->field()->position()->ownedCounts(), documentPosition().ownedCounts());
        // The spin box and the slider jump too.
        v->turnSpin()->setValue(5);
        QCOMPARE(v->currentTurn(), 5);
        v->turnSlider()->setValue(20);
        QCOMPARE(v->currentTurn(), 20);
        // Out of range: clamped.
        v->jumpToTurn(100000);
        QCOMPARE(v->currentTurn(), v->turnCount());
        // Ctrl+G puts the focus on the turn box.
        QVERIFY(v->action(QStringLiteral("rokkakuJump")));
        v->action(QStringLiteral("rokkakuJump"))->trigger();
        QCOMPARE(v->window()->focusWidget(), static_cast<QWidget *>(v->turnSpin()));
    }

    void playPauseStep()
    {
        open(m_log);
        setAnimation(10);
        RokkakuView *v = view();
        v->setSpeed(4);
        QCOMPARE(v->phaseMilliseconds(), 3); // 10 ms at 4x, rounded
        QSignalSpy playing(v, &RokkakuView::playingChanged);
        v->action(QStringLiteral("rokkakuPlay"))->trigger();
        QVERIFY(v->isPlaying());
        QVERIFY(v->action(QStringLiteral("rokkakuPlay"))->isChecked());
        QTRY_VERIFY(v->currentTurn() >= 4);
        v->action(QStringLiteral("rokkakuPlay"))->trigger();
        QVERIFY(!v->isPlaying());
        QCOMPARE(playing.count(), 2);
        QTRY_VERIFY(!v->field()->isAnimating());
        const int stopped = v->currentTurn();
        QTest::qWait(150);
        QCOMPARE(v->currentTurn(), stopped);
        // Stepping while paused.
        v->action(QStringLiteral("rokkakuForward"))->trigger();
        QCOMPARE(v->currentTurn(), stopped + 1);
        // Playing to the end of the game stops there without auto-advance.
        v->setSpeed(16);
        v->jumpToTurn(v->turnCount() - 2);
        v->play();
        QTRY_VERIFY(!v->isPlaying());
        QCOMPARE(v->currentTurn(), v->turnCount());
        QCOMPARE(document()->gameIndex(), 0);
        // Space plays and pauses while the tab is shown.
        v->jumpToTurn(0);
        v->field()->setFocus();
        QTest::keyClick(v->field(), Qt::Key_Space);
        QVERIFY(v->isPlaying());
        QTest::keyClick(v->field(), Qt::Key_Space);
        QVERIFY(!v->isPlaying());
        // Speed: the box, and [ and ].
        v->setSpeed(1);
        v->action(QStringLiteral("rokkakuFaster"))->trigger();
        QCOMPARE(v->speed(), 2.0);
        QCOMPARE(v->speedBox()->currentText(), QStringLiteral("2×"));
        v->action(QStringLiteral("rokkakuSlower"))->trigger();
        v->action(QStringLiteral("rokkakuSlower"))->trigger();
        QCOMPARE(v->speed(), 0.5);
        QCOMPARE(v->phaseMilliseconds(), 20);
    }

    void animationRunsThroughItsPhases()
    {
        open(m_log);
        RokkakuView *v = view();
        // A turn with owner changes and a syzygy (the generator makes some).
        const int turn = turnWith([](const RokkakuTurn &t) { return !t.syzygies.empty() && !t.ownerChanges.empty(); });
        QVERIFY(turn > 0);
        setAnimation(0);
        v->jumpToTurn(turn - 1);
        setAnimation(400);
        QVERIFY(!v->isInstant());
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(v->currentTurn(), turn);
        RokkakuField *field = v->field();
        QVERIFY(field->isAnimating());
        QCOMPARE(field->phase(), RokkakuField::Phase::Move);
        const auto record = decodeRokkakuTurn(document()->tree().moveData(document()->currentNode()));
        QVERIFY(record);
        // Move, owners, syzygy, then sieges and an occupation (twice as long) when the turn has them.
        QCOMPARE(field->animationDuration(),
                 400 * (3 + (record->sieges.empty() ? 0 : 1) + (record->occupations.empty() ? 0 : 2)));
        QTRY_COMPARE_WITH_TIMEOUT(field->phase(), RokkakuField::Phase::Ownership, 2000);
        QTRY_COMPARE_WITH_TIMEOUT(field->phase(), RokkakuField::Phase::Syzygy, 2000);
        QVERIFY(field->captionText().startsWith(QStringLiteral("Syzygy")));
        QSignalSpy finished(field, &RokkakuField::animationFinished);
        QTRY_VERIFY_WITH_TIMEOUT(!field->isAnimating(), 3000);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(field->position()->ownedCounts(), documentPosition().ownedCounts());
        for (int a = 0; a < RokkakuAgents; ++a)
            QCOMPARE(field->position()->agent(a), documentPosition().agent(a));
        // Going back shows at once; only a step forward animates.
        window()->action(QStringLiteral("previousMove"))->trigger();
        QVERIFY(!field->isAnimating());
        // A step during an animation finishes it first.
        window()->action(QStringLiteral("nextMove"))->trigger();
        QVERIFY(field->isAnimating());
        window()->action(QStringLiteral("nextMove"))->trigger();
        QVERIFY(field->isAnimating());
        QCOMPARE(v->currentTurn(), turn + 1);
        QTRY_VERIFY_WITH_TIMEOUT(!field->isAnimating(), 3000);
        QCOMPARE(field->position()->ownedCounts(), documentPosition().ownedCounts());
    }

    void sieges()
    {
        open(m_log);
        RokkakuView *v = view();
        int game = 0, turn = -1;
        for (; game < document()->gameCount() && turn < 0; ++game) {
            document()->setGameIndex(game);
            turn = turnWith([](const RokkakuTurn &t) { return !t.sieges.empty(); });
        }
        if (turn < 0)
            QSKIP("the generated tournament has no siege");
        setAnimation(0);
        v->jumpToTurn(turn - 1);
        setAnimation(300);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(v->field()->phase(), RokkakuField::Phase::Siege, 4000);
        QVERIFY2(v->field()->captionText().contains(QStringLiteral("iege")), qPrintable(v->field()->captionText()));
        QVERIFY(v->field()->accessibleDescription().contains(QStringLiteral("siege")));
        QTRY_VERIFY_WITH_TIMEOUT(!v->field()->isAnimating(), 4000);
    }

    void instantMode()
    {
        open(m_log);
        RokkakuView *v = view();
        setAnimation(300);
        QVERIFY(!v->isInstant());
        v->action(QStringLiteral("rokkakuInstant"))->trigger();
        QVERIFY(v->isInstant());
        QCOMPARE(v->phaseMilliseconds(), 0);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QVERIFY(!v->field()->isAnimating());
        QCOMPARE(v->field()->position()->ownedCounts(), documentPosition().ownedCounts());
        // Switching instant mode on finishes a running animation.
        v->setInstant(false);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QVERIFY(v->field()->isAnimating());
        v->setInstant(true);
        QVERIFY(!v->field()->isAnimating());
        // An animation length of 0 in the options means instant mode.
        v->setInstant(false);
        setAnimation(0);
        QVERIFY(v->isInstant());
        QVERIFY(v->action(QStringLiteral("rokkakuInstant"))->isChecked());
        // Playing in instant mode still steps turn by turn.
        v->setSpeed(16);
        v->play();
        QTRY_VERIFY(v->currentTurn() >= 6);
        v->pause();
    }

    void autoAdvanceGoesToTheNextGame()
    {
        open(m_log);
        RokkakuView *v = view();
        setAnimation(10);
        v->setSpeed(16);
        v->action(QStringLiteral("rokkakuAutoAdvance"))->trigger();
        QVERIFY(v->autoAdvance());
        v->jumpToTurn(v->turnCount() - 1);
        v->play();
        QTRY_COMPARE_WITH_TIMEOUT(document()->gameIndex(), 1, 5000);
        QVERIFY(v->isPlaying());
        QTRY_VERIFY(v->currentTurn() >= 1);
        QCOMPARE(window()->gamesPanel()->table()->currentIndex().row(), 1);
        // After the last game, the first.
        v->pause();
        document()->setGameIndex(3);
        v->jumpToTurn(v->turnCount());
        v->play();
        QTRY_COMPARE_WITH_TIMEOUT(document()->gameIndex(), 0, 5000);
        v->pause();
    }

    void gamesPanelSelectsGames()
    {
        open(m_log);
        RokkakuView *v = view();
        QTableView *table = window()->gamesPanel()->table();
        table->setCurrentIndex(table->model()->index(2, 0)); // round 2, game 1
        QCOMPARE(document()->gameIndex(), 2);
        QCOMPARE(v->currentTurn(), 0);
        table->setCurrentIndex(table->model()->index(1, 0));
        QCOMPARE(document()->gameIndex(), 1);
        // The title and the scoreboard name the game and its teams.
        const RokkakuTimeline::Game &g = v->timeline().game(1);
        QVERIFY(v->scoreBoard()->heading().startsWith(QStringLiteral("Round 1, game 2")));
        QCOMPARE(v->scoreBoard()->entries()[0].name, v->timeline().teamName(g.teams[0]));
        // Clicking a game in the list.
        const QModelIndex last = table->model()->index(3, 1);
        table->scrollTo(last);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(last).center());
        QCOMPARE(document()->gameIndex(), 3);
    }

    void gameInfoShowsTheTeams()
    {
        open(m_log);
        GameInfoPanel *panel = window()->gameInfoPanel();
        QLineEdit *teams = panel->player1Edit();
        const auto teamsOf = [&](int game) {
            QStringList names;
            for (int team : view()->timeline().game(game).teams)
                names << view()->timeline().teamName(team);
            return names.join(QStringLiteral(", "));
        };
        QCOMPARE(teams->text(), teamsOf(0));
        QCOMPARE(teams->accessibleName(), QStringLiteral("Teams"));
        // Shown, not edited: the log names the teams once for the tournament
        // and holds no game names, players or results.
        QVERIFY(teams->isReadOnly());
        QVERIFY(panel->nameEdit()->isReadOnly());
        QVERIFY(!panel->player2Edit()->isVisibleTo(panel));
        QVERIFY(!panel->resultEdit()->isVisibleTo(panel));
        const int undoable = document()->undoStack()->count();
        teams->setText(QStringLiteral("Somebody else"));
        emit teams->editingFinished();
        QCOMPARE(document()->undoStack()->count(), undoable);
        // Another game, its teams.
        document()->setGameIndex(3);
        QCOMPARE(teams->text(), teamsOf(3));
        // No document: the players' form again, hidden behind "No game is
        // open" (nothing of the last game is left in it).
        panel->setDocument(nullptr);
        QCOMPARE(teams->accessibleName(), QStringLiteral("Player 1"));
        QVERIFY(!teams->isReadOnly());
        QVERIFY(teams->text().isEmpty());
        QVERIFY(!panel->player2Edit()->isVisibleTo(panel));
        QVERIFY(panel->nothingOpenLabel()->isVisibleTo(panel));
        panel->setDocument(document());
        QVERIFY(teams->isReadOnly());
        // A two-player game in another tab: players again, editable.
        QString error;
        QVERIFY2(window()->openFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame"), &error), qPrintable(error));
        QCOMPARE(teams->accessibleName(), QStringLiteral("Player 1"));
        QVERIFY(!teams->isReadOnly());
        QVERIFY(panel->player2Edit()->isVisibleTo(panel));
        QVERIFY(panel->resultEdit()->isVisibleTo(panel));
    }

    void standingsFollowTheReplay()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        const RokkakuTimeline &t = v->timeline();
        document()->setGameIndex(1);
        const auto scoreOf = [&](int team) {
            QTableWidget *table = v->standingsTable();
            for (int row = 0; row < table->rowCount(); ++row)
                if (table->item(row, 0)->data(Qt::UserRole + 1).toInt() == team)
                    return table->item(row, 2)->text().toLongLong();
            return qint64(-1);
        };
        // At the start of game 2: game 1 counted whole.
        const int team = t.game(1).teams[0];
        const int firstGameTeam = t.game(0).teams[0];
        QCOMPARE(scoreOf(firstGameTeam), qint64(t.scoresAt(1, 0)[std::size_t(firstGameTeam)]));
        // Points as the official runtime gives them (not in game 2: same round).
        QCOMPARE(scoreOf(firstGameTeam), qint64(rokkakuGameScore(t.game(0).final()).points[0]));
        // Game 2 under way does not count yet: its teams' scores stay as
        // they were until its last turn; its projected points follow the turns.
        const qint64 before = t.scoresAt(1, 0)[std::size_t(team)];
        QCOMPARE(before, t.scoresAt(1, t.game(1).turns - 1)[std::size_t(team)]);
        v->jumpToTurn(10);
        QCOMPARE(scoreOf(team), before);
        QVERIFY(t.game(1).ownedAt(10)[0] > 0);
        QCOMPARE(v->scoreBoard()->entries()[0].projected, rokkakuGameScore(t.game(1).ownedAt(10)).points[0]);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(scoreOf(team), before);
        QCOMPARE(v->scoreBoard()->entries()[0].projected, rokkakuGameScore(t.game(1).ownedAt(11)).points[0]);
        // At its last turn the game counts, and nothing is projected.
        window()->action(QStringLiteral("end"))->trigger();
        QCOMPARE(v->currentTurn(), t.game(1).turns);
        QCOMPARE(scoreOf(team), before + rokkakuGameScore(t.game(1).final()).points[0]);
        QCOMPARE(v->scoreBoard()->entries()[0].projected, -1);
        v->jumpToTurn(11);
        // Ranked by score; the rows of the shown game's teams say what they own now.
        QTableWidget *table = v->standingsTable();
        for (int row = 1; row < table->rowCount(); ++row)
            QVERIFY(table->item(row - 1, 2)->text().toLongLong() >= table->item(row, 2)->text().toLongLong());
        int nowCells = 0;
        for (int row = 0; row < table->rowCount(); ++row)
            nowCells += table->item(row, 5)->text().isEmpty() ? 0 : 1;
        QCOMPARE(nowCells, 4);
        // At the end of the tournament the standings are the recomputed ones.
        document()->setGameIndex(3);
        window()->action(QStringLiteral("end"))->trigger();
        const std::vector<RokkakuStanding> finals = rokkakuStandings(document()->collection());
        for (const RokkakuStanding &s : finals)
            QCOMPARE(scoreOf(s.team), s.score);
        // Ranked as compareScores ranks: points, then ratio sum, then area sum.
        for (int row = 0; row < table->rowCount(); ++row) {
            const int shownTeam = table->item(row, 0)->data(Qt::UserRole + 1).toInt();
            const auto s = std::find_if(finals.begin(), finals.end(),
                                        [&](const RokkakuStanding &x) { return x.team == shownTeam; });
            QCOMPARE(table->item(row, 0)->text(), QString::number(s->rank));
            QCOMPARE(table->item(row, 3)->text(), QString::number(s->ratioSum));
            QCOMPARE(table->item(row, 4)->text(), QString::number(s->areaSum));
        }
    }

    void disagreeingResultsAreMarked()
    {
        const QByteArray log = testing::generateRokkakuLog(smallTournament());
        const QString path = m_dir.filePath(QStringLiteral("disagreeing.log"));
        QCOMPARE(writeFileAtomically(path, withWrongResult(log, 5, 9999)), QString());
        open(path);
        RokkakuView *v = view();
        QCOMPARE(v->timeline().disagreements(), 1);
        QTableWidget *results = v->resultsTable();
        int marked = -1;
        for (int row = 0; row < results->rowCount(); ++row) {
            if (results->item(row, 4)->text().contains(QStringLiteral("differs"))) {
                QCOMPARE(marked, -1);
                marked = row;
            } else {
                QCOMPARE(results->item(row, 4)->text(), QStringLiteral("✓"));
            }
        }
        QVERIFY(marked >= 0);
        QCOMPARE(results->item(marked, 1)->text(), QStringLiteral("Fox"));
        QCOMPARE(results->item(marked, 2)->text(), QStringLiteral("9999"));
        QVERIFY(results->item(marked, 4)->toolTip().contains(QStringLiteral("9999")));
        QVERIFY(results->item(marked, 0)->background() != results->item(marked == 0 ? 1 : 0, 0)->background());
        QVERIFY(v->resultsSummary()->text().contains(QStringLiteral("disagree")));
        QVERIFY(v->sideTabs()->tabText(1).contains(QStringLiteral("⚠")));
        // The consistent log shows no mark.
        open(m_log);
        QCOMPARE(view()->timeline().disagreements(), 0);
        QVERIFY(!view()->sideTabs()->tabText(1).contains(QStringLiteral("⚠")));
    }

    void geometryToggle()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        v->jumpToTurn(15);
        RokkakuField *field = v->field();
        const QImage rows = field->grab().toImage();
        QVERIFY(!field->renderOptions().game.value(RokkakuColumnOffset));
        v->action(QStringLiteral("rokkakuColumns"))->trigger();
        QVERIFY(v->columnOffset());
        QVERIFY(field->renderOptions().game.value(RokkakuColumnOffset));
        const QImage columns = field->grab().toImage();
        QVERIFY(rows != columns);
        // Every owned hexel shows its owner's tint where the column geometry puts it.
        const RokkakuRenderer renderer(10, 8, QRectF(field->rect()), field->renderOptions());
        const RokkakuPosition &p = *field->position();
        int checked = 0;
        for (int y = 0; y < p.height(); ++y) {
            for (int x = 0; x < p.width(); ++x) {
                bool agent = false;
                for (int a = 0; a < RokkakuAgents; ++a)
                    agent = agent || p.agent(a) == Hexel{x, y};
                // The generated log owns hexels past the even rows' ends,
                // which the runtime's field (and the renderer) has not.
                if (agent || p.owner({x, y}) < 0 || !renderer.hasHexel(x, y))
                    continue;
                const QPointF c = renderer.hexelCenter(x, y) * columns.devicePixelRatio();
                const QColor pixel = columns.pixelColor(c.toPoint());
                const QColor team = RokkakuRenderer::teamColour(field->renderOptions().theme, p.owner({x, y}));
                QVERIFY2(pixel != field->renderOptions().theme.board,
                         qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
                // The tint is the team's colour blended into the board.
                const QColor board = field->renderOptions().theme.board;
                int best = 0;
                int bestDistance = 1 << 30;
                for (int t = 0; t < 4; ++t) {
                    const QColor c = RokkakuRenderer::teamColour(field->renderOptions().theme, t);
                    const QColor tc((board.red() * 45 + c.red() * 55) / 100,
                                    (board.green() * 45 + c.green() * 55) / 100,
                                    (board.blue() * 45 + c.blue() * 55) / 100);
                    const int d = std::abs(tc.red() - pixel.red()) + std::abs(tc.green() - pixel.green())
                                + std::abs(tc.blue() - pixel.blue());
                    if (d < bestDistance) {
                        bestDistance = d;
                        best = t;
                    }
                }
                QCOMPARE(RokkakuRenderer::teamColour(field->renderOptions().theme, best), team);
                ++checked;
            }
        }
        QVERIFY(checked > 5);
        // The shortcut toggles back; the View menu's coordinates reach the field.
        v->field()->setFocus();
        QTest::keyClick(v->field(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!v->columnOffset());
        window()->action(QStringLiteral("coordinates"))->setChecked(false);
        QVERIFY(!field->renderOptions().coordinates);
        v->action(QStringLiteral("rokkakuCoordinates"))->trigger();
        QVERIFY(field->renderOptions().coordinates);
        // A global change of another option keeps this view's toggles.
        v->setColumnOffset(true);
        window()->action(QStringLiteral("moveNumbers"))->toggle();
        QVERIFY(field->renderOptions().game.value(RokkakuColumnOffset));
        QVERIFY(field->renderOptions().coordinates);
    }

    void presentationMode()
    {
        open(m_log);
        RokkakuView *v = view();
        v->action(QStringLiteral("rokkakuPresentation"))->trigger();
        QVERIFY(v->isPresenting());
        QWidget *presentation = v->presentationWindow();
        QVERIFY(presentation->windowState() & Qt::WindowFullScreen);
        QCOMPARE(v->field()->window(), presentation);
        QCOMPARE(v->scoreBoard()->window(), presentation);
        QVERIFY(v->scoreBoard()->height() >= 96);
        QVERIFY(QTest::qWaitForWindowExposed(presentation));
        presentation->activateWindow();
        QTRY_VERIFY(presentation->isActiveWindow());
        // Keys of its own: Right steps, Space plays, Escape leaves.
        setAnimation(0);
        QTest::keyClick(presentation, Qt::Key_Right);
        QCOMPARE(v->currentTurn(), 1);
        QTest::keyClick(presentation, Qt::Key_Space);
        QVERIFY(v->isPlaying());
        QTest::keyClick(presentation, Qt::Key_Space);
        QVERIFY(!v->isPlaying());
        QTest::keyClick(presentation, Qt::Key_Escape);
        QVERIFY(!v->isPresenting());
        QCOMPARE(v->field()->window(), window());
        QVERIFY(v->field()->isVisible());
        QTRY_VERIFY(v->scoreBoard()->height() < 96);
        // F11 enters as well.
        window()->activateWindow();
        QTRY_VERIFY(window()->isActiveWindow());
        v->field()->setFocus();
        QTest::keyClick(v->field(), Qt::Key_F11);
        QVERIFY(v->isPresenting());
        v->leavePresentation();
        QVERIFY(!v->isPresenting());
        // Closing the presentation window (as a window manager does) brings the field back.
        v->enterPresentation();
        QVERIFY(v->presentationWindow()->close());
        QTRY_COMPARE(v->field()->window(), window());
        QVERIFY(v->field()->isVisible());
    }

    void plotClickJumps()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        RokkakuOwnedPlot *plot = v->ownedPlot();
        QCOMPARE(plot->turns(), v->turnCount());
        QTest::mouseClick(plot, Qt::LeftButton, {}, plot->pointFor(17, 0).toPoint());
        QCOMPARE(v->currentTurn(), 17);
        QCOMPARE(plot->currentTurn(), 17);
        QTest::mouseClick(plot, Qt::LeftButton, {}, plot->pointFor(3, 0).toPoint());
        QCOMPARE(v->currentTurn(), 3);
        QVERIFY(plot->accessibleDescription().startsWith(QStringLiteral("Turn 3 of")));
        // The marker follows navigation.
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(plot->currentTurn(), 4);
        QVERIFY(QTest::qWaitForWindowExposed(window()));
        // The plot paints the series of the shown game: the owned counts at the last turn.
        const auto last = v->timeline().game(0).final();
        QVERIFY(*std::max_element(last.begin(), last.end()) > 0);
    }

    void exportShowsTheField()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        v->jumpToTurn(9);
        const QString png = m_dir.filePath(QStringLiteral("field.png"));
        QString error;
        QVERIFY2(window()->exportBoardImage(png, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(png));
        QCOMPARE(image.size(), v->field()->size().expandedTo(QSize(200, 200)));
        QImage shown = v->field()->frameImage(v->field()->size());
        QCOMPARE(image.convertToFormat(QImage::Format_RGB32), shown.convertToFormat(QImage::Format_RGB32));
        // In the column geometry the export follows.
        v->setColumnOffset(true);
        QVERIFY(window()->exportBoardImage(png, &error));
        QImage columns;
        QVERIFY(columns.load(png));
        QVERIFY(columns.convertToFormat(QImage::Format_RGB32) != image.convertToFormat(QImage::Format_RGB32));
        const QString svg = m_dir.filePath(QStringLiteral("field.svg"));
        QVERIFY2(window()->exportBoardImage(svg, &error), qPrintable(error));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("small.log"));
        // Into a folder that does not exist: an error, no file.
        QVERIFY(!window()->exportBoardImage(m_dir.filePath(QStringLiteral("no/such/field.png")), &error));
        QVERIFY(!error.isEmpty());
    }

    void accessibility()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        v->jumpToTurn(6);
        const QString description = v->field()->accessibleDescription();
        QCOMPARE(description, v->describeField());
        QVERIFY2(description.contains(QStringLiteral("turn 6 of")), qPrintable(description));
        const RokkakuPosition &p = documentPosition();
        const Hexel dog = p.agent(0);
        QVERIFY2(description.contains(QStringLiteral("dog at %1,%2").arg(dog.x).arg(dog.y)), qPrintable(description));
        QVERIFY(description.contains(QStringLiteral("owns %1 hexel").arg(p.owned(0))));
        // Frozen agents are named as such.
        int frozenTurn = -1;
        const std::vector<NodeId> line = document()->tree().mainLine();
        for (std::size_t k = 1; k < line.size() && frozenTurn < 0; ++k) {
            const auto t = decodeRokkakuTurn(document()->tree().moveData(line[k]));
            if (t && !t->frozen.empty())
                frozenTurn = int(k);
        }
        QVERIFY(frozenTurn > 0);
        v->jumpToTurn(frozenTurn);
        QVERIFY2(v->field()->accessibleDescription().contains(QStringLiteral(", frozen")),
                 qPrintable(v->field()->accessibleDescription()));
        // Every control of the tab has a name.
        QList<QWidget *> controls = v->toolBar()->findChildren<QWidget *>();
        controls += v->displayBar()->findChildren<QWidget *>();
        for (QWidget *w : controls) {
            if (!w->isVisible() || qobject_cast<QLabel *>(w) || w->inherits("QToolBarSeparator")
                || w->inherits("QToolBarExtension") || w->inherits("QToolBarLayout"))
                continue;
            if (w->inherits("QToolButton") || w->inherits("QAbstractSlider") || w->inherits("QAbstractSpinBox")
                || w->inherits("QComboBox"))
                QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
        }
        for (QWidget *w : {static_cast<QWidget *>(v->standingsTable()), static_cast<QWidget *>(v->resultsTable()),
                           static_cast<QWidget *>(v->ownedPlot()), static_cast<QWidget *>(v->scoreChart()),
                           static_cast<QWidget *>(v->scoreBoard()), static_cast<QWidget *>(v->field())})
            QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
        QVERIFY(
            v->scoreBoard()->accessibleDescription().contains(v->timeline().teamName(v->timeline().game(0).teams[0])));
    }

    void shortcutsDoNotCollide()
    {
        open(m_log);
        RokkakuView *v = view();
        QStringList mine;
        for (QAction *a : v->actions())
            if (!a->shortcut().isEmpty())
                mine << a->shortcut().toString();
        QVERIFY(mine.contains(QStringLiteral("Space")));
        QVERIFY(mine.contains(QStringLiteral("F11")));
        QCOMPARE(QSet<QString>(mine.begin(), mine.end()).size(), mine.size());
        const auto insideView = [v](QObject *o) {
            for (; o; o = o->parent())
                if (o == v)
                    return true;
            return false;
        };
        for (QAction *a : window()->findChildren<QAction *>()) {
            if (a->shortcut().isEmpty() || insideView(a))
                continue;
            for (const QKeySequence &key : a->shortcuts())
                QVERIFY2(!mine.contains(key.toString()),
                         qPrintable(a->objectName() + QLatin1Char(' ') + key.toString()));
        }
    }

    // The largest difference of one colour channel between two images of a size.
    static int largestDifference(const QImage &a, const QImage &b)
    {
        const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
        if (x.size() != y.size())
            return 256;
        int largest = 0;
        for (int row = 0; row < x.height(); ++row) {
            const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
            const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
            for (int col = 0; col < x.width(); ++col)
                largest
                    = std::max({largest, std::abs(qRed(p[col]) - qRed(q[col])),
                                std::abs(qGreen(p[col]) - qGreen(q[col])), std::abs(qBlue(p[col]) - qBlue(q[col]))});
        }
        return largest;
    }

    void cachedFieldMatchesAFreshDrawing_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("40x40: small hexels, filled pixel runs") << 40;
        QTest::newRow("10x8: large antialiased hexels") << 0;
    }

    // The field paints from its cache (outlines, fills updated hexel by
    // hexel, gates composed over them): after jumps across turns and games,
    // in both geometries and themes, it shows what a fresh drawing shows.
    void cachedFieldMatchesAFreshDrawing()
    {
        QFETCH(int, size);
        QString path = m_log;
        if (size > 0) {
            testing::RokkakuGeneratorOptions o = smallTournament();
            o.width = o.height = size;
            o.rounds = 1;
            o.turns = 40;
            o.gates = 5;
            path = m_dir.filePath(QStringLiteral("large.log"));
            QCOMPARE(writeFileAtomically(path, testing::generateRokkakuLog(o)), QString());
        }
        open(path);
        setAnimation(0);
        RokkakuView *v = view();
        RokkakuField *field = v->field();
        const auto compare = [&](const char *where) {
            const QImage cached = field->grab().toImage();
            const QImage fresh = field->frameImage(field->size());
            const int difference = largestDifference(cached, fresh);
            // The fills are the same pixels; the antialiased outlines, drawn
            // once over transparency and composed over the fills instead of
            // drawn on them, round their blended edge pixels a little
            // differently (up to 4 of 255: one pixel where three outlines
            // meet in the 40x40 columns layout). A missed update differs by
            // far more.
            QVERIFY2(difference <= 4,
                     qPrintable(QStringLiteral("%1: a channel differs by %2").arg(where).arg(difference)));
        };
        const auto hexelSize = [&] {
            const RokkakuPosition &p = *field->position();
            return RokkakuRenderer(p.width(), p.height(), QRectF(field->rect()), field->renderOptions()).hexelRadius();
        };
        if (size > 0)
            QVERIFY2(hexelSize() < 16, "small hexels: filled unantialiased");
        else
            QVERIFY2(hexelSize() >= 16, "large hexels: filled antialiased");
        compare("the set-up");
        const int turns = v->turnCount();
        for (const int turn : {1, 2, 3, turns / 2, turns / 2 + 1, turns, 4}) {
            v->jumpToTurn(turn);
            compare(qPrintable(QStringLiteral("turn %1").arg(turn)));
        }
        document()->setGameIndex(1);
        v->jumpToTurn(v->turnCount() / 3);
        compare("another game");
        v->setColumnOffset(true);
        compare("columns");
        window()->setDarkTheme(true);
        v->jumpToTurn(v->turnCount() / 3 + 1);
        compare("dark theme");
        v->setCoordinates(!field->renderOptions().coordinates);
        compare("coordinates toggled");
        window()->setDarkTheme(false);
        v->setColumnOffset(false);
        // A turn animated to its end goes through the cache's single-turn updates.
        setAnimation(30);
        for (int k = 0; k < 3; ++k) {
            window()->action(QStringLiteral("nextMove"))->trigger();
            QTRY_VERIFY(!field->isAnimating());
            compare(qPrintable(QStringLiteral("after an animated turn %1").arg(k + 1)));
        }
    }

    // The tables follow the theme like the rest of the window: in the dark
    // theme their base (and what a grab shows) is dark, and light again after.
    void tablesFollowTheDarkTheme()
    {
        open(m_log);
        setAnimation(0);
        RokkakuView *v = view();
        v->jumpToTurn(5);
        const auto tables = [v] { return std::vector<QAbstractItemView *>{v->standingsTable(), v->resultsTable()}; };
        const auto shownBase = [v](QAbstractItemView *table, int tab) {
            v->sideTabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            // Below the last row: the view's base, nothing drawn over it.
            const QImage image = table->viewport()->grab().toImage();
            return image.pixelColor(image.width() / 2, image.height() - 3);
        };
        const std::vector<int> tabs{0, 1};
        for (const bool dark : {true, false, true}) {
            window()->setDarkTheme(dark);
            // Every item view of the window (the panels' lists, the headers) too.
            for (QAbstractItemView *other : window()->findChildren<QAbstractItemView *>()) {
                const QColor base = other->palette().color(QPalette::Base);
                QVERIFY2(dark ? base.lightness() < 100 : base.lightness() > 180,
                         qPrintable(QStringLiteral("%1 base %2").arg(other->metaObject()->className(), base.name())));
            }
            for (std::size_t i = 0; i < tables().size(); ++i) {
                QAbstractItemView *table = tables()[i];
                const QColor base = table->palette().color(QPalette::Base);
                QVERIFY2(dark ? base.lightness() < 100 : base.lightness() > 180,
                         qPrintable(QStringLiteral("%1 base %2").arg(table->objectName(), base.name())));
                const QColor text = table->palette().color(QPalette::Text);
                QVERIFY2(dark ? text.lightness() > 160 : text.lightness() < 100, qPrintable(table->objectName()));
                const QColor shown = shownBase(table, tabs[i]);
                QVERIFY2(dark ? shown.lightness() < 100 : shown.lightness() > 180,
                         qPrintable(QStringLiteral("%1 shows %2").arg(table->objectName(), shown.name())));
            }
            // The standings' rows of the shown game are tinted from that base.
            const QTableWidgetItem *tinted = nullptr;
            for (int row = 0; row < v->standingsTable()->rowCount() && !tinted; ++row)
                if (v->standingsTable()->item(row, 5) && !v->standingsTable()->item(row, 5)->text().isEmpty())
                    tinted = v->standingsTable()->item(row, 0);
            QVERIFY(tinted);
            const int lightness = tinted->background().color().lightness();
            QVERIFY2(dark ? lightness < 110 : lightness > 150, qPrintable(QString::number(lightness)));
        }
    }

    // At the window's default size (the first start: no saved geometry) with
    // its panels open, every control of the playback and display bars is
    // shown, none behind the toolbar's extension button, and each keeps its
    // keyboard access.
    void controlsFitAtTheDefaultWidth()
    {
        m_window.reset();
        QSettings().remove(QStringLiteral("window"));
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        open(sample);
        RokkakuView *v = view();
        QCoreApplication::processEvents();
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        for (const bool dark : {false, true}) {
            window()->setDarkTheme(dark);
            QCoreApplication::processEvents();
            if (!dir.isEmpty())
                QVERIFY(window()->grab().save(QStringLiteral("%1/rokkaku-default-%2.png")
                                                  .arg(dir, dark ? QStringLiteral("dark") : QStringLiteral("light"))));
        }
        window()->setDarkTheme(false);
        for (QToolBar *bar : {v->toolBar(), v->displayBar()}) {
            QVERIFY2(bar->isVisible(), qPrintable(bar->objectName()));
            for (QWidget *extension : bar->findChildren<QWidget *>())
                if (extension->inherits("QToolBarExtension"))
                    QVERIFY2(!extension->isVisible(),
                             qPrintable(bar->objectName() + QStringLiteral(": controls overflow")));
            for (QAction *a : bar->actions()) {
                if (a->isSeparator())
                    continue;
                QWidget *shown = bar->widgetForAction(a);
                QVERIFY2(shown && shown->isVisible(), qPrintable(a->objectName() + a->text()));
                QVERIFY2(bar->rect().contains(shown->geometry()), qPrintable(a->objectName() + a->text()));
            }
        }
        // Keyboard access: the turn box, the speed box and the slider take
        // the focus; the actions keep their shortcuts.
        for (QWidget *w : {static_cast<QWidget *>(v->turnSpin()), static_cast<QWidget *>(v->speedBox()),
                           static_cast<QWidget *>(v->turnSlider())})
            QVERIFY2(w->isVisible() && w->focusPolicy() != Qt::NoFocus, w->metaObject()->className());
        QCOMPARE(v->action(QStringLiteral("rokkakuInstant"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_I));
        QCOMPARE(v->action(QStringLiteral("rokkakuPlay"))->shortcut(), QKeySequence(Qt::Key_Space));
    }

    void sideTabsKeepTheirTitles()
    {
        // Issue 21 item 5: at 1200x800 and 1024x768 the side's tabs showed
        // "Ga…", "Sta…"; each tab must be long enough for its whole title.
        m_window.reset();
        QSettings().remove(QStringLiteral("window"));
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        open(sample);
        auto *side = view()->findChild<QTabWidget *>(QStringLiteral("RokkakuSide"));
        QVERIFY(side);
        QCOMPARE(side->count(), 3);
        for (const QSize &size : {QSize(1200, 800), QSize(1024, 768)}) {
            window()->resize(size);
            QCoreApplication::processEvents();
            QTabBar *bar = side->tabBar();
            const bool vertical = side->tabPosition() == QTabWidget::West || side->tabPosition() == QTabWidget::East;
            for (int i = 0; i < side->count(); ++i) {
                const QRect r = bar->tabRect(i);
                const int along = vertical ? r.height() : r.width();
                QVERIFY2(along > bar->fontMetrics().horizontalAdvance(side->tabText(i)),
                         qPrintable(QStringLiteral("%1 at %2x%3: %4 pixels")
                                        .arg(side->tabText(i))
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(along)));
            }
        }
    }

    void screenshots()
    {
        open(sample);
        RokkakuView *v = view();
        setAnimation(0);
        // Mid-game, on a turn whose record has a syzygy (so its marks show):
        // the official runtime allows none before turn 51 of a game.
        int turn = -1;
        for (int game = 0; game < int(document()->collection().games.size()) && turn < 0; ++game) {
            document()->setGameIndex(game);
            const std::vector<NodeId> line = document()->tree().mainLine();
            // Preferably one after which agents are frozen, so that their marks show.
            for (const bool needFrozen : {true, false}) {
                for (std::size_t k = 12; k < line.size() && turn < 0; ++k) {
                    const auto t = decodeRokkakuTurn(document()->tree().moveData(line[k]));
                    if (t && !t->syzygies.empty() && (!needFrozen || !t->frozen.empty()))
                        turn = int(k);
                }
            }
        }
        QVERIFY2(turn > 0, "a game of the sample has a syzygy after turn 12");
        v->jumpToTurn(turn);
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        for (const bool dark : {false, true}) {
            window()->setDarkTheme(dark);
            for (const bool columns : {false, true}) {
                v->setColumnOffset(columns);
                const QImage field = v->field()->grab().toImage();
                // The field is drawn: more than the background colour.
                QVERIFY(field.pixelColor(field.width() / 2, field.height() / 2)
                        != v->field()->renderOptions().theme.background);
                if (!dir.isEmpty())
                    QVERIFY(field.save(QStringLiteral("%1/rokkaku-field-%2-%3.png")
                                           .arg(dir, dark ? QStringLiteral("dark") : QStringLiteral("light"),
                                                columns ? QStringLiteral("columns") : QStringLiteral("rows"))));
            }
        }
        v->setColumnOffset(false);
        window()->setDarkTheme(false);
        // Mid-animation: the move phase and a highlight phase.
        v->jumpToTurn(turn - 1);
        setAnimation(2000);
        window()->action(QStringLiteral("nextMove"))->trigger();
        QTest::qWait(700);
        if (!dir.isEmpty())
            v->field()->grab().save(dir + QStringLiteral("/rokkaku-field-moving.png"));
        QTRY_COMPARE_WITH_TIMEOUT(v->field()->phase(), RokkakuField::Phase::Syzygy, 8000);
        QTest::qWait(900);
        if (!dir.isEmpty())
            v->field()->grab().save(dir + QStringLiteral("/rokkaku-field-syzygy.png"));
        v->field()->finishAnimation();
        setAnimation(0);
        if (!dir.isEmpty()) {
            window()->grab().save(dir + QStringLiteral("/rokkaku-window.png"));
            v->sideTabs()->setCurrentIndex(0);
            window()->grab().save(dir + QStringLiteral("/rokkaku-window-standings.png"));
            v->sideTabs()->setCurrentIndex(2);
            window()->grab().save(dir + QStringLiteral("/rokkaku-window-scores.png"));
            window()->setDarkTheme(true);
            v->sideTabs()->setCurrentIndex(1);
            window()->grab().save(dir + QStringLiteral("/rokkaku-window-dark.png"));
            window()->setDarkTheme(false);
            v->enterPresentation();
            QVERIFY(QTest::qWaitForWindowExposed(v->presentationWindow()));
            v->presentationWindow()->grab().save(dir + QStringLiteral("/rokkaku-presentation.png"));
            v->leavePresentation();
        }
    }
};

QTEST_MAIN(TestRokkakuView)
#include "tst_rokkakuview.moc"
