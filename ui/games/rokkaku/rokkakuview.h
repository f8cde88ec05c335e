#pragma once

// RokkakuView: the tab of a Rokkaku Conquest tournament log, built to replay
// a tournament for an audience. Left: a playback toolbar, the field (animated
// turn by turn, see RokkakuField), a scoreboard of the shown game's teams and
// a plot of their owned hexels over the turns. Right: the standings so far,
// the log's final results checked against the games (their tables are
// rokkakustandings.h), and a chart of every team's score. The games, by
// round, are listed in the Games panel (panels/gamespanel.h), as every
// collection's are.
//
// The view follows the document like every other view: the main window's Go
// menu steps turns (Next Move animates the turn) and games; playback steps
// the document itself. Presentation mode shows the field and the scoreboard
// full screen in a window of their own; Escape leaves it.

#include "common/documentview.h"
#include "games/rokkaku/rokkakutimeline.h"

#include "games/rokkaku/rokkakuturn.h"
#include "tree/gametree.h"

#include <QStringList>

#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QToolBar;
class QVBoxLayout;

namespace kibitz {

class PlaybackBar;
class RokkakuField;
class RokkakuFinalResults;
class RokkakuOwnedPlot;
class RokkakuScoreBoard;
class RokkakuScoreChart;
class RokkakuStandings;

class RokkakuView : public DocumentView {
    Q_OBJECT

public:
    explicit RokkakuView(GameDocument *document, QWidget *parent = nullptr);
    ~RokkakuView() override;

    void setDarkTheme(bool dark) override;
    void setRenderOptions(const RenderOptions &options) override;
    bool exportImage(const QString &path, QString *error) const override;
    // The field in words (describeField).
    QString positionDescription() const override { return describeField(); }

    // Playback.
    void play();
    void pause();
    void togglePlay();
    bool isPlaying() const;
    // Speed factor: the phase length (RenderOptions::animationMilliseconds)
    // and the pauses between turns are divided by it.
    void setSpeed(double speed);
    double speed() const { return m_speed; }
    static const std::vector<double> &speeds();
    // Instant mode: turns show at once, without animation.
    void setInstant(bool instant);
    bool isInstant() const { return m_instant; }
    // At the end of a game, playback goes on with the next one (after the
    // last, the first): unattended display.
    void setAutoAdvance(bool on);
    bool autoAdvance() const { return m_autoAdvance; }
    // How long each animation phase lasts now (0 in instant mode), the pause
    // between turns while playing, and the pause at the end of a game.
    int phaseMilliseconds() const;
    int turnPause() const;
    int gameEndPause() const;

    // The shown turn (0: the set-up) of the shown game; jumping goes along
    // the main line.
    int currentTurn() const { return m_turn; }
    int turnCount() const { return int(m_line.size()) - 1; }
    void jumpToTurn(int turn);

    // Geometry and coordinates, for this view (the View menu's settings
    // change them for every view).
    void setColumnOffset(bool on);
    bool columnOffset() const;
    void setCoordinates(bool on);

    // Presentation mode: the field and the scoreboard full screen.
    void enterPresentation();
    void leavePresentation();
    bool isPresenting() const;
    QWidget *presentationWindow() const { return m_presentation; }

    RokkakuField *field() const { return m_field; }
    RokkakuOwnedPlot *ownedPlot() const { return m_ownedPlot; }
    RokkakuScoreChart *scoreChart() const { return m_scoreChart; }
    RokkakuScoreBoard *scoreBoard() const { return m_scoreBoard; }
    QTableWidget *standingsTable() const;
    QTableWidget *resultsTable() const;
    QLabel *resultsSummary() const;
    QTabWidget *sideTabs() const { return m_side; }
    QToolBar *toolBar() const;
    QToolBar *displayBar() const { return m_displayBar; }
    QSlider *turnSlider() const { return m_slider; }
    QSpinBox *turnSpin() const { return m_spin; }
    QComboBox *speedBox() const { return m_speedBox; }
    const RokkakuTimeline &timeline() const { return m_timeline; }
    // The view's actions by objectName ("rokkakuPlay", ...).
    QAction *action(const QString &name) const;
    // The field in words, as its accessibleDescription says it.
    QString describeField() const;

signals:
    // Playback started or stopped.
    void playingChanged(bool playing);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createToolBar();
    void createSide();
    void updateDisplayIcons();
    void showSpeed(); // the speed box shows the speed, or Instant
    void refresh(bool mayAnimate);
    void gameShown();
    void updateStandings();
    void updateResults();
    void updateScoreBoard();
    void updateThemes();
    void updateFieldOptions();
    void advance();
    void schedule(int milliseconds);
    void animationFinished();
    void hexelClicked(const QPoint &hexel);
    QString roundGameText(int game) const;
    QStringList gameTeamNames() const;

    RokkakuTimeline m_timeline;
    RenderOptions m_globalOptions;
    RenderOptions m_options; // as the field draws: global options, this view's toggles, the theme
    bool m_dark = false;

    // What is shown.
    int m_game = -1;
    NodeId m_node = NoNode;
    int m_turn = 0;
    std::vector<NodeId> m_line; // the shown game's main line, index = turn

    // Playback.
    bool m_atGameEnd = false; // playing: the end of a game is being shown
    bool m_instant = false;
    bool m_autoAdvance = false;
    double m_speed = 1.0;

    QSplitter *m_split = nullptr;
    QVBoxLayout *m_stageLayout = nullptr;
    QVBoxLayout *m_displayHome = nullptr; // where the display stands when not presenting
    QWidget *m_display = nullptr; // the part presentation mode shows
    QVBoxLayout *m_displayLayout = nullptr;
    QWidget *m_presentation = nullptr;
    QVBoxLayout *m_presentationLayout = nullptr;
    QLabel *m_title = nullptr;
    RokkakuField *m_field = nullptr;
    RokkakuScoreBoard *m_scoreBoard = nullptr;
    RokkakuOwnedPlot *m_ownedPlot = nullptr;
    PlaybackBar *m_toolBar = nullptr; // playback: steps, play, the turn; its timer
    QToolBar *m_displayBar = nullptr; // speed (or instant), auto-advance, geometry, presentation
    QSlider *m_slider = nullptr;
    QSpinBox *m_spin = nullptr;
    QComboBox *m_speedBox = nullptr;
    QTabWidget *m_side = nullptr;
    RokkakuStandings *m_standings = nullptr;
    std::vector<RokkakuStanding> m_finalStandings;
    RokkakuFinalResults *m_results = nullptr;
    RokkakuScoreChart *m_scoreChart = nullptr;
};

} // namespace kibitz
