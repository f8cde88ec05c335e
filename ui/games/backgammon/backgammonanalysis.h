#pragma once

// The interface of the analysis by GNU Backgammon (core/analysis/backgammon):
// an Analysis menu and toolbar (Analyse Game, Analyse Match, options, next
// and previous error), a progress dialog per game with Cancel while gnubg
// runs (asynchronously: the interface thread never waits for it), and a
// panel that shows, for the current position, gnubg's candidate moves
// (move, equity, win/gammon/backgammon chances, difference to the best), the
// cube decision, the luck of the roll, and the statistics of the game and the
// match. MainWindow creates it once and tells it the current document.

#include "analysis/backgammon/gnubgrunner.h"
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
class QTableWidget;
class QToolBar;

namespace kibitz {

class GameDocument;

class BackgammonAnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit BackgammonAnalysisPanel(QWidget *parent = nullptr);
    void setDocument(GameDocument *document);
    QTableWidget *candidates() const { return m_candidates; }
    QTableWidget *statistics() const { return m_statistics; }
    QString summaryText() const;

public slots:
    void refresh();

private:
    QPointer<GameDocument> m_document;
    bganalysis::GameAnalysis m_cache; // of the document's current game
    bool m_cacheValid = false;
    QLabel *m_summary = nullptr;
    QTableWidget *m_candidates = nullptr;
    QTableWidget *m_statistics = nullptr;
};

class BackgammonAnalysis : public QObject {
    Q_OBJECT

public:
    // Adds its menu, toolbar and panel to `window`.
    explicit BackgammonAnalysis(QMainWindow *window);
    ~BackgammonAnalysis() override;

    void setDocument(GameDocument *document);
    BackgammonAnalysisPanel *panel() const { return m_panel; }
    QProgressDialog *progressDialog() const { return m_progress; }
    bool isRunning() const;
    // The last run's error (empty after a success); shown in a message box
    // unless quiet (the tests).
    QString lastError() const { return m_lastError; }
    void setQuiet(bool quiet) { m_quiet = quiet; }
    // Where gnubg is (a test may name another program).
    void setProgram(const QString &program) { m_program = program; }

    // -1: the whole match.
    void analyse(int game);
    void cancel();
    // Moves the document to the next (previous) marked move or cube decision
    // of the current game's main line; false when there is none.
    bool goToError(bool forward);

signals:
    void finished(bool ok);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void installMenu();
    void onFinished();
    void updateActions();
    void editOptions();

    QMainWindow *m_window;
    QPointer<GameDocument> m_document;
    BackgammonAnalysisPanel *m_panel = nullptr;
    std::unique_ptr<bganalysis::GnubgRunner> m_runner;
    QPointer<GameDocument> m_running; // the document being analysed
    QProgressDialog *m_progress = nullptr;
    QPointer<QMenu> m_menu;
    QPointer<QToolBar> m_toolBar;
    QPointer<QDockWidget> m_dock;
    QAction *m_analyseGame = nullptr;
    QAction *m_analyseMatch = nullptr;
    QAction *m_nextError = nullptr;
    QAction *m_previousError = nullptr;
    QAction *m_options = nullptr;
    QString m_lastError;
    QString m_program;
    bool m_quiet = false;
};

} // namespace kibitz
