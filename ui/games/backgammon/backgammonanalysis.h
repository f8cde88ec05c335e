#pragma once

// The interface of the analysis by GNU Backgammon (core/analysis/backgammon):
// an Analysis menu and toolbar (Analyse Game, Analyse Match, options, next
// and previous error), a progress dialog per game with Cancel while gnubg
// runs (asynchronously: the interface thread never waits for it), and a
// panel that shows, for the current position, gnubg's candidate moves
// (move, equity, win/gammon/backgammon chances, difference to the best), the
// cube decision, the luck of the roll, and the statistics of the game and the
// match. BackgammonGameUi makes it once per main window (a GameWindowPart),
// which tells it the current document.

#include "analysis/backgammon/gnubghint.h"
#include "analysis/backgammon/gnubgrunner.h"
#include "games/gameui.h"
#include "tree/gametree.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QProgressDialog;
class QPushButton;
class QTableWidget;
class QThread;
class QToolBar;

namespace kibitz {

class GameDocument;
class UserPrompts;

class BackgammonAnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit BackgammonAnalysisPanel(QWidget *parent = nullptr);
    void setDocument(GameDocument *document);
    QTableWidget *candidates() const { return m_candidates; }
    QTableWidget *statistics() const { return m_statistics; }
    QLabel *statisticsEmptyState() const { return m_statisticsEmpty; }
    QString summaryText() const;
    // gnubg's hint for a roll (`roll` names it: "Maxence's 6-1") asked at
    // `node`, shown in the candidates table while that node is the current one.
    void showHint(NodeId node, const bganalysis::HintResult &hint, const QString &roll);
    // While a hint is being computed: the words and the Cancel button.
    void setHintRunning(bool running);
    QPushButton *cancelHintButton() const { return m_cancelHint; }
    // The node the shown hint is for (NoNode: none).
    NodeId hintNode() const { return m_hintNode; }

public slots:
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    // `mwc`: each candidate's match winning chances (a hint in match play),
    // shown beside its EMG.
    void fillCandidates(const std::vector<bganalysis::Candidate> &candidates, int played, bganalysis::Mark mark,
                        const std::vector<double> &mwc = {});
    // A cube decision's three actions (no double, double/take, double/pass):
    // EMG, with gnubg's match winning chances in parentheses in match play.
    void fillCube(const bganalysis::CubeAnalysis &cube);
    void setEquityHeader(const QString &text);
    // The statistics of the current game and the match (m_cache's game).
    void fillStatistics();

    QPointer<GameDocument> m_document;
    bganalysis::GameAnalysis m_cache; // of the document's current game
    bool m_cacheValid = false;
    QLabel *m_summary = nullptr;
    QTableWidget *m_candidates = nullptr;
    QTableWidget *m_statistics = nullptr;
    QLabel *m_statisticsEmpty = nullptr; // shown instead of an empty statistics table
    QPushButton *m_cancelHint = nullptr;
    QLabel *m_hintState = nullptr;
    NodeId m_hintNode = NoNode;
    bganalysis::HintResult m_hint;
    QString m_hintRoll;
};

// Backgammon's GameWindowPart (BackgammonGameUi::createWindowPart).
class BackgammonAnalysis
    : public QObject
    , public GameWindowPart {
    Q_OBJECT

public:
    // Adds its menu, toolbar and panel to `window`.
    explicit BackgammonAnalysis(QMainWindow *window);
    ~BackgammonAnalysis() override;

    void setDocument(GameDocument *document) override;
    // Hidden until an analysis or a hint is asked for (Analyse Game, Analyse
    // Match, Hint show it), or View > Panels shows it.
    QDockWidget *dock() const override;
    BackgammonAnalysisPanel *panel() const { return m_panel; }
    QProgressDialog *progressDialog() const { return m_progress; }
    bool isRunning() const;
    // The last run's error (empty after a success); told through the
    // window's UserPrompts (notice) when one is set.
    QString lastError() const { return m_lastError; }
    // Where failures are told: the window's questions and notices
    // (MainWindow::userPrompts, which tests script).
    void setPrompts(std::function<UserPrompts &()> prompts) { m_prompts = std::move(prompts); }
    // Whether the Analysis menu is shown (the document's GameUi offers
    // gnubg's analysis).
    bool isMenuShown() const;
    // Where gnubg is (a test may name another program).
    void setProgram(const QString &program) { m_program = program; }

    // -1: the whole match.
    void analyse(int game);
    void cancel();
    // Moves the document to the next (previous) marked move or cube decision
    // of the current game's main line; false when there is none.
    bool goToError(bool forward);
    // gnubg's ranked candidate moves for the roll on the board, with the
    // remembered options; shown in the panel. The roll on the board is the
    // one the view is playing (partly played, checker by checker, or dice
    // set), from the current position, as gnubg's `hint` gives it; else the
    // current node's roll, from the position before it (on any line,
    // variations too). hintFinished() follows.
    void hint();
    void cancelHint();
    bool isHintRunning() const { return m_hint && m_hint->isRunning(); }
    QString lastHintError() const { return m_lastHintError; }

signals:
    void finished(bool ok);
    void hintFinished(bool ok);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void installMenu();
    void onFinished();
    void applyWhenReady();
    void finish(bool ok, bool cancelled);
    void updateActions();
    void editOptions();
    // Shows the panel beside a game gnubg analyses.
    void showDock();

    QMainWindow *m_window;
    QPointer<GameDocument> m_document;
    BackgammonAnalysisPanel *m_panel = nullptr;
    std::unique_ptr<bganalysis::GnubgRunner> m_runner;
    QPointer<GameDocument> m_running; // the document being analysed
    // Comparing gnubg's analysis with the document (off the interface
    // thread) after gnubg has finished; the run lasts until it is applied.
    QThread *m_preparing = nullptr;
    bool m_cancelPreparing = false;
    std::function<void()> m_apply; // once prepared and the window repainted
    bool m_windowRepainted = false;
    int m_runCount = 0;
    QProgressDialog *m_progress = nullptr;
    QPointer<QMenu> m_menu;
    QPointer<QToolBar> m_toolBar;
    QPointer<QDockWidget> m_dock;
    QAction *m_analyseGame = nullptr;
    QAction *m_analyseMatch = nullptr;
    QAction *m_nextError = nullptr;
    QAction *m_previousError = nullptr;
    QAction *m_options = nullptr;
    QAction *m_hintAction = nullptr;
    std::unique_ptr<bganalysis::GnubgHint> m_hint;
    QPointer<GameDocument> m_hintDocument;
    NodeId m_hintFor = NoNode;
    QString m_hintRoll; // "Maxence's 6-1"
    QString m_lastHintError;
    QString m_progressHead; // what the progress dialog says above the count
    QString m_lastError;
    QString m_program;
    std::function<UserPrompts &()> m_prompts;
};

} // namespace kibitz
