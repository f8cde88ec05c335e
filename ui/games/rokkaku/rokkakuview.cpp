#include "games/rokkaku/rokkakuview.h"

#include "common/icons.h"
#include "common/plaintext.h"
#include "common/playbackbar.h"
#include "document/gamedocument.h"
#include "games/rokkaku/rokkakufield.h"
#include "games/rokkaku/rokkakuplots.h"
#include "games/rokkaku/rokkakustandings.h"

#include "formats/registry.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "render/boardexport.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWindow>

#include <algorithm>
#include <cmath>

namespace kibitz {

namespace {

const RokkakuPosition *rokkakuPosition(const Replayer *replayer)
{
    const auto *r = dynamic_cast<const RokkakuReplayer *>(replayer);
    return r ? &r->position() : nullptr;
}

QString colourName(int team)
{
    // The colours the README names (the theme's shades of them).
    switch (team) {
    case 0:
        return RokkakuView::tr("red");
    case 1:
        return RokkakuView::tr("blue");
    case 2:
        return RokkakuView::tr("green");
    default:
        return RokkakuView::tr("amber");
    }
}

QString speedText(double speed)
{
    if (speed == 0.25)
        return QStringLiteral("¼×");
    if (speed == 0.5)
        return QStringLiteral("½×");
    return QStringLiteral("%1×").arg(speed);
}

} // namespace

RokkakuView::RokkakuView(GameDocument *document, QWidget *parent)
    : DocumentView(document, parent)
{
    m_timeline.build(document->collection());
    m_globalOptions = RenderOptions();
    m_instant = m_globalOptions.animationMilliseconds <= 0;
    m_options = m_globalOptions;

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    m_split = new QSplitter(Qt::Horizontal);
    m_split->setObjectName(QStringLiteral("RokkakuSplitter"));
    outer->addWidget(m_split);

    // The field first (issue 33's rule: at 1366x768 it takes half of the
    // window): the stage holds the toolbars and the display (title, field,
    // scoreboard); the standings and the plot of the hexels owned share the
    // narrow column beside it.
    auto *stage = new QWidget;
    m_stageLayout = new QVBoxLayout(stage);
    m_stageLayout->setContentsMargins(0, 0, 0, 0);
    m_stageLayout->setSpacing(0);
    // Its timer paces playback as the turns' animations and pauses say.
    m_toolBar = new PlaybackBar(tr("Playback"), this, Qt::WindowShortcut);
    m_toolBar->setObjectName(QStringLiteral("RokkakuPlayback"));
    connect(m_toolBar, &PlaybackBar::advanceRequested, this, &RokkakuView::advance);
    m_stageLayout->addWidget(m_toolBar);
    m_displayBar = new QToolBar(tr("Display"));
    m_displayBar->setObjectName(QStringLiteral("RokkakuDisplay"));
    m_displayBar->setAccessibleName(tr("Display"));
    m_displayBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_stageLayout->addWidget(m_displayBar);

    auto *displayHome = new QWidget;
    m_displayHome = new QVBoxLayout(displayHome);
    m_displayHome->setContentsMargins(0, 0, 0, 0);
    m_stageLayout->addWidget(displayHome, 1);
    m_display = new QWidget;
    m_display->setAutoFillBackground(true);
    m_displayLayout = new QVBoxLayout(m_display);
    m_displayLayout->setContentsMargins(0, 0, 0, 0);
    m_displayLayout->setSpacing(0);
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("RokkakuTitle"));
    m_title->setContentsMargins(8, 4, 8, 4);
    m_title->setAccessibleName(tr("Game"));
    m_field = new RokkakuField;
    m_scoreBoard = new RokkakuScoreBoard;
    m_displayLayout->addWidget(m_title);
    m_displayLayout->addWidget(m_field, 1);
    m_displayLayout->addWidget(m_scoreBoard);
    m_displayHome->addWidget(m_display);
    m_split->addWidget(stage);

    createSide();
    auto *column = new QSplitter(Qt::Vertical);
    column->setObjectName(QStringLiteral("RokkakuColumn"));
    column->addWidget(m_side);
    m_ownedPlot = new RokkakuOwnedPlot;
    column->addWidget(m_ownedPlot);
    column->setStretchFactor(0, 3);
    column->setStretchFactor(1, 1);
    column->setSizes({450, 180});
    m_split->addWidget(column);
    // A larger window widens the field; the column keeps its width.
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 0);
    m_split->setSizes({800, 260});

    createToolBar();

    // Presentation mode: a window of its own, filled with the display.
    m_presentation = new QWidget(this, Qt::Window);
    m_presentation->setObjectName(QStringLiteral("RokkakuPresentation"));
    m_presentation->setWindowTitle(tr("Rokkaku Conquest — %1").arg(windowTitleText(document->displayName())));
    m_presentation->setAccessibleName(tr("Presentation"));
    m_presentation->setAutoFillBackground(true);
    m_presentationLayout = new QVBoxLayout(m_presentation);
    m_presentationLayout->setContentsMargins(0, 0, 0, 0);
    m_presentation->installEventFilter(this);
    const auto addPresentationKey = [this](const QKeySequence &key, std::function<void()> run) {
        auto *a = new QAction(m_presentation);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, std::move(run));
        m_presentation->addAction(a);
    };
    addPresentationKey(QKeySequence(Qt::Key_Escape), [this] { leavePresentation(); });
    addPresentationKey(QKeySequence(Qt::Key_F11), [this] { leavePresentation(); });
    addPresentationKey(QKeySequence(Qt::Key_Space), [this] { togglePlay(); });
    addPresentationKey(QKeySequence(Qt::Key_Right), [this] {
        if (m_document)
            m_document->goToMainChild();
    });
    addPresentationKey(QKeySequence(Qt::Key_Left), [this] {
        if (m_document)
            m_document->goToParent();
    });
    addPresentationKey(QKeySequence(Qt::Key_Home), [this] {
        if (m_document)
            m_document->goToRoot();
    });
    addPresentationKey(QKeySequence(Qt::Key_End), [this] {
        if (m_document)
            m_document->goToEndOfLine();
    });
    addPresentationKey(QKeySequence(Qt::ALT | Qt::Key_PageUp), [this] {
        if (m_document)
            m_document->setGameIndex(m_document->gameIndex() - 1);
    });
    addPresentationKey(QKeySequence(Qt::ALT | Qt::Key_PageDown), [this] {
        if (m_document)
            m_document->setGameIndex(m_document->gameIndex() + 1);
    });
    addPresentationKey(QKeySequence(Qt::Key_BracketRight),
                       [this] { action(QStringLiteral("rokkakuFaster"))->trigger(); });
    addPresentationKey(QKeySequence(Qt::Key_BracketLeft),
                       [this] { action(QStringLiteral("rokkakuSlower"))->trigger(); });

    connect(m_field, &RokkakuField::animationFinished, this, &RokkakuView::animationFinished);
    connect(m_field, &RokkakuField::hexelClicked, this, &RokkakuView::hexelClicked);
    connect(m_ownedPlot, &RokkakuOwnedPlot::turnRequested, this, &RokkakuView::jumpToTurn);
    connect(document, &GameDocument::currentNodeChanged, this, [this] { refresh(true); });
    connect(document, &GameDocument::gameChanged, this, [this] { refresh(false); });
    connect(document, &GameDocument::treeChanged, this, [this] {
        if (!m_document)
            return;
        m_timeline.rebuildGame(m_document->collection(), m_document->gameIndex());
        m_game = -1; // the main line may have changed
        m_node = NoNode;
        updateResults();
        refresh(false);
    });

    updateThemes();
    updateResults();
    updateFieldOptions();
    refresh(false);
    setFocusProxy(m_field);
}

RokkakuView::~RokkakuView() = default;

QAction *RokkakuView::action(const QString &name) const
{
    for (QAction *a : actions())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

QToolBar *RokkakuView::toolBar() const
{
    return m_toolBar;
}

QTableWidget *RokkakuView::standingsTable() const
{
    return m_standings;
}

QTableWidget *RokkakuView::resultsTable() const
{
    return m_results->table();
}

QLabel *RokkakuView::resultsSummary() const
{
    return m_results->summaryLabel();
}

const std::vector<double> &RokkakuView::speeds()
{
    static const std::vector<double> list{0.25, 0.5, 1, 2, 4, 8, 16};
    return list;
}

void RokkakuView::createToolBar()
{
    // The view's actions other than the playback bar's: the keys work while
    // this tab is shown, and those on the display bar have their buttons
    // named as the playback bar names its own.
    const auto add = [this](const QString &name, const QString &text, const QString &tip, const QKeySequence &key,
                            std::function<void()> run, QToolBar *bar = nullptr) {
        QAction *a = m_toolBar->addButton(name, text, tip, key, std::nullopt, bar, bar != nullptr);
        if (run)
            connect(a, &QAction::triggered, this, std::move(run));
        return a;
    };
    // Turn and game steps: the main window's Go menu has the keys for them.
    QAction *previousGame = m_toolBar->addButton(QStringLiteral("rokkakuPreviousGame"), tr("Previous Game"),
                                                 tr("Previous game (Alt+PgUp)"), {}, Icons::Glyph::PreviousGame);
    connect(previousGame, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->setGameIndex(m_document->gameIndex() - 1);
    });
    m_toolBar->addStart(QStringLiteral("rokkakuStart"), tr("Start of the Game"), tr("Start of the game (Home)"));
    m_toolBar->addPrevious(QStringLiteral("rokkakuBack"), tr("Previous Turn"), tr("Previous turn (Left)"));
    m_toolBar->addPlayPause(QStringLiteral("rokkakuPlay"), tr("Play / pause"), QKeySequence(Qt::Key_Space));
    m_toolBar->addNext(QStringLiteral("rokkakuForward"), tr("Next Turn"), tr("Next turn (Right)"));
    m_toolBar->addEnd(QStringLiteral("rokkakuEnd"), tr("End of the Game"), tr("End of the game (End)"));
    connect(m_toolBar, &PlaybackBar::positionRequested, this, [this](PlaybackBar::Target target) {
        if (!m_document)
            return;
        if (target == PlaybackBar::Target::Start)
            m_document->goToRoot();
        else
            m_document->goToEndOfLine();
    });
    connect(m_toolBar, &PlaybackBar::stepRequested, this, [this](int direction) {
        if (!m_document)
            return;
        if (direction > 0)
            m_document->goToMainChild();
        else
            m_document->goToParent();
    });
    connect(m_toolBar, &PlaybackBar::playRequested, this, [this](bool on) { on ? play() : pause(); });
    QAction *nextGame = m_toolBar->addButton(QStringLiteral("rokkakuNextGame"), tr("Next Game"),
                                             tr("Next game (Alt+PgDown)"), {}, Icons::Glyph::NextGame);
    connect(nextGame, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->setGameIndex(m_document->gameIndex() + 1);
    });
    m_toolBar->addSeparator();

    // The slider: a scrubber of its own row, the width of the stage.
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setAccessibleName(tr("Turn"));
    m_slider->setToolTip(tr("Drag to go to a turn"));
    auto *sliderRow = new QWidget;
    auto *sliderLayout = new QHBoxLayout(sliderRow);
    sliderLayout->setContentsMargins(8, 0, 8, 2);
    sliderLayout->addWidget(m_slider);
    m_stageLayout->insertWidget(2, sliderRow);
    // The turn box ("12 / 300") ends the playback row.
    m_spin = m_toolBar->addPositionBox(tr("Jump to turn"), tr("The turn shown; type one to jump to it (Ctrl+G)"));
    connect(m_slider, &QSlider::valueChanged, this, &RokkakuView::jumpToTurn);
    connect(m_toolBar, &PlaybackBar::positionChosen, this, &RokkakuView::jumpToTurn);
    add(QStringLiteral("rokkakuJump"), tr("Jump to Turn"), tr("Jump to turn"), QKeySequence(Qt::CTRL | Qt::Key_G),
        [this] {
            m_spin->setFocus();
            m_spin->selectAll();
        });

    // The display row: the speed (Instant is its first choice), then the
    // modes as pictures with their names in tooltips, so that the two rows
    // fit the stage at the window's default size.
    auto *speedLabel = new QLabel(tr("Speed") + QLatin1Char(' '));
    speedLabel->setContentsMargins(4, 0, 0, 0);
    m_displayBar->addWidget(speedLabel);
    QList<std::pair<QString, QVariant>> choices{{tr("Instant"), 0.0}};
    for (double s : speeds())
        choices.append({speedText(s), s});
    m_speedBox = m_toolBar->speedBox(choices);
    m_speedBox->setAccessibleName(tr("Speed"));
    m_speedBox->setToolTip(tr("Animation speed ([ slower, ] faster); Instant shows turns at once (Ctrl+I)"));
    speedLabel->setBuddy(m_speedBox);
    connect(m_toolBar, &PlaybackBar::speedChosen, this, [this](const QVariant &value) {
        const double speed = value.toDouble();
        if (speed > 0) {
            setInstant(false);
            setSpeed(speed);
        } else {
            setInstant(true);
        }
    });
    m_displayBar->addWidget(m_speedBox);
    add(QStringLiteral("rokkakuSlower"), tr("Slower"), tr("Slower"), QKeySequence(Qt::Key_BracketLeft), [this] {
        const auto &list = speeds();
        auto it = std::find(list.begin(), list.end(), m_speed);
        if (it != list.begin() && it != list.end())
            setSpeed(*(it - 1));
    });
    add(QStringLiteral("rokkakuFaster"), tr("Faster"), tr("Faster"), QKeySequence(Qt::Key_BracketRight), [this] {
        const auto &list = speeds();
        auto it = std::find(list.begin(), list.end(), m_speed);
        if (it != list.end() && it + 1 != list.end())
            setSpeed(*(it + 1));
    });
    QAction *instant = add(QStringLiteral("rokkakuInstant"), tr("Instant"), tr("Show turns at once, without animation"),
                           QKeySequence(Qt::CTRL | Qt::Key_I), {});
    instant->setCheckable(true);
    instant->setChecked(m_instant);
    connect(instant, &QAction::toggled, this, &RokkakuView::setInstant);
    m_displayBar->addSeparator();
    QAction *autoAdvance = add(QStringLiteral("rokkakuAutoAdvance"), tr("Auto-advance"),
                               tr("Auto-advance: go on with the next game at the end of a game"),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), {}, m_displayBar);
    autoAdvance->setCheckable(true);
    connect(autoAdvance, &QAction::toggled, this, &RokkakuView::setAutoAdvance);
    QAction *columns = add(QStringLiteral("rokkakuColumns"), tr("Columns"),
                           tr("Columns: flat-topped hexels in offset columns instead of offset rows"),
                           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), {}, m_displayBar);
    columns->setCheckable(true);
    connect(columns, &QAction::toggled, this, &RokkakuView::setColumnOffset);
    QAction *coordinates = add(QStringLiteral("rokkakuCoordinates"), tr("Coordinates"),
                               tr("Coordinates: show them along the field"), {}, {}, m_displayBar);
    coordinates->setCheckable(true);
    coordinates->setChecked(m_options.coordinates);
    connect(coordinates, &QAction::toggled, this, &RokkakuView::setCoordinates);
    add(
        QStringLiteral("rokkakuPresentation"), tr("Present"),
        tr("Presentation: the field and the scoreboard full screen; Escape leaves"), QKeySequence(Qt::Key_F11),
        [this] { isPresenting() ? leavePresentation() : enterPresentation(); }, m_displayBar);
    updateDisplayIcons();
    showSpeed();
}

void RokkakuView::updateDisplayIcons()
{
    const QColor ink = palette().color(QPalette::ButtonText);
    if (QAction *a = action(QStringLiteral("rokkakuColumns")))
        a->setIcon(Icons::columns(ink));
    if (QAction *a = action(QStringLiteral("rokkakuCoordinates")))
        a->setIcon(Icons::coordinates(ink));
    if (QAction *a = action(QStringLiteral("rokkakuAutoAdvance")))
        a->setIcon(Icons::autoAdvance(ink));
    if (QAction *a = action(QStringLiteral("rokkakuPresentation")))
        a->setIcon(Icons::present(ink));
}

void RokkakuView::showSpeed()
{
    m_toolBar->showSpeed(m_instant ? 0.0 : m_speed);
}

void RokkakuView::createSide()
{
    m_side = new QTabWidget;
    m_side->setObjectName(QStringLiteral("RokkakuSide"));
    m_side->setAccessibleName(tr("Tournament"));
    m_side->setMinimumWidth(240);
    // The tabs run down the side: across the top of a side this narrow
    // (1024x768, 1200x800) the four titles were cut to "Ga…", "Sta…", while
    // down its height they stay whole. Every tab stays in sight (shortened
    // only if the side is very short): behind the tab bar's scroll arrows
    // the last one (Scores) was easy to miss.
    m_side->setTabPosition(QTabWidget::West);
    m_side->setUsesScrollButtons(false);
    m_side->setElideMode(Qt::ElideRight);

    m_standings = new RokkakuStandings;
    m_side->addTab(m_standings, tr("Standings"));
    m_results = new RokkakuFinalResults;
    m_side->addTab(m_results, tr("Final Results"));

    m_scoreChart = new RokkakuScoreChart;
    m_scoreChart->setTeamNames(m_timeline.teamNames());
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_scoreChart);
    scroll->setAccessibleName(tr("Tournament scores"));
    m_side->addTab(scroll, tr("Scores"));
    // Titles may be shortened to fit: the tool tips say them whole (Final
    // Results has its own, the check's summary).
    for (int tab : {0, 2})
        m_side->setTabToolTip(tab, m_side->tabText(tab));
}

QString RokkakuView::roundGameText(int game) const
{
    if (game < 0 || game >= m_timeline.gameCount())
        return QString();
    const RokkakuTimeline::Game &g = m_timeline.game(game);
    return tr("Round %1, game %2").arg(g.round + 1).arg(g.indexInRound + 1);
}

QStringList RokkakuView::gameTeamNames() const
{
    QStringList names;
    if (m_game < 0 || m_game >= m_timeline.gameCount())
        return names;
    for (int team : m_timeline.game(m_game).teams)
        names << m_timeline.teamName(team);
    return names;
}

void RokkakuView::gameShown()
{
    // A game is shown anew: its line, its teams, its plot.
    const GameTree &tree = m_document->tree();
    m_line = tree.mainLine();
    if (m_line.empty() || m_line.front() != tree.root())
        m_line.insert(m_line.begin(), tree.root());
    const QStringList names = gameTeamNames();
    m_field->setTeamNames(names);
    const RokkakuTimeline::Game *game = m_game < m_timeline.gameCount() ? &m_timeline.game(m_game) : nullptr;
    m_ownedPlot->setSeries(game ? game->owned : std::vector<std::array<int, 4>>{}, turnCount(), names);
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, turnCount());
        m_toolBar->setRange(turnCount());
    }
}

void RokkakuView::refresh(bool mayAnimate)
{
    if (!m_document)
        return;
    const int game = m_document->gameIndex();
    const NodeId node = m_document->currentNode();
    const GameTree &tree = m_document->tree();
    const bool sameGame = game == m_game;
    const NodeId previous = m_node;
    if (sameGame && node == previous)
        return; // a game change signals the root as well
    if (!sameGame) {
        m_game = game;
        gameShown();
    }
    m_node = node;
    m_turn = tree.depth(node);
    const RokkakuPosition *position = rokkakuPosition(m_document->positionAfter(node));
    std::optional<RokkakuTurn> turn;
    if (node != tree.root())
        turn = decodeRokkakuTurn(tree.moveData(node));
    if (!position) {
        m_field->setMessage(tr("This game has no Rokkaku Conquest set-up."));
    } else {
        const RokkakuTimeline::Game *g = m_game < m_timeline.gameCount() ? &m_timeline.game(m_game) : nullptr;
        if (g && g->problemTurn > 0 && m_turn >= g->problemTurn)
            m_field->setMessage(tr("Turn %1 cannot be replayed: %2. The field shows the position before it.")
                                    .arg(g->problemTurn)
                                    .arg(g->problem));
        else
            m_field->setMessage(QString());
        const bool failed = g && g->problemTurn > 0 && m_turn >= g->problemTurn;
        const bool step
            = mayAnimate && sameGame && previous != NoNode && tree.parent(node) == previous && turn && !failed;
        if (step && phaseMilliseconds() > 0)
            m_field->animateTurn(*position, *turn, phaseMilliseconds());
        else
            m_field->showPosition(*position, failed ? std::nullopt : turn);
    }

    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setValue(m_turn);
        m_toolBar->setPosition(m_turn);
    }
    m_ownedPlot->setCurrentTurn(m_turn);
    updateStandings();
    updateScoreBoard();
    m_field->setAccessibleDescription(describeField());
}

void RokkakuView::updateStandings()
{
    const std::vector<RokkakuStanding> now = m_timeline.standingsAt(m_game, m_turn);
    m_standings->showStandings(m_timeline, m_game, m_turn, now);
    const RokkakuTimeline::Game *game
        = m_game >= 0 && m_game < m_timeline.gameCount() ? &m_timeline.game(m_game) : nullptr;
    const std::array<int, 4> gameTeams = game ? game->teams : std::array<int, 4>{-1, -1, -1, -1};
    std::vector<qint64> finals(std::size_t(m_timeline.teamCount()), 0);
    for (const RokkakuStanding &s : m_finalStandings)
        finals[std::size_t(s.team)] = s.score;
    m_scoreChart->setScores(now, finals, m_results->writtenScores(), gameTeams);
}

void RokkakuView::updateResults()
{
    m_finalStandings = m_timeline.finalStandings();
    m_standings->setTournament(m_timeline, m_finalStandings);
    m_results->showResults(m_timeline, m_dark);
    const int tab = m_side->indexOf(m_results);
    m_side->setTabText(tab, m_results->disagreements() > 0 ? tr("Final Results ⚠") : tr("Final Results"));
    m_side->setTabToolTip(tab, m_results->summary());
}

void RokkakuView::updateScoreBoard()
{
    const RokkakuTimeline::Game *game
        = m_game >= 0 && m_game < m_timeline.gameCount() ? &m_timeline.game(m_game) : nullptr;
    const QString heading = tr("%1 · Turn %2 / %3").arg(roundGameText(m_game)).arg(m_turn).arg(turnCount());
    m_title->setText(
        QStringLiteral("<b>%1</b> — %2")
            .arg(roundGameText(m_game).toHtmlEscaped(), gameTeamNames().join(QStringLiteral(" · ")).toHtmlEscaped()));
    m_scoreBoard->setHeading(heading);
    std::array<RokkakuScoreBoard::Entry, 4> entries{};
    if (game && game->hasSetup()) {
        const std::vector<RokkakuStanding> now = m_timeline.standingsAt(m_game, m_turn);
        const std::array<int, 4> owned = game->ownedAt(m_turn);
        const std::array<int, 4> projected = m_timeline.projectedPointsAt(m_game, m_turn);
        const bool live = !game->finishedAt(m_turn);
        const RokkakuPosition *position = m_field->position() ? &*m_field->position() : nullptr;
        for (int t = 0; t < 4; ++t) {
            RokkakuScoreBoard::Entry &e = entries[std::size_t(t)];
            e.name = m_timeline.teamName(game->teams[std::size_t(t)]);
            e.owned = owned[std::size_t(t)];
            e.projected = live ? projected[std::size_t(t)] : -1;
            for (const RokkakuStanding &s : now) {
                if (s.team == game->teams[std::size_t(t)]) {
                    e.tournament = s.score;
                    e.rank = s.rank;
                }
            }
            for (int a = 0; position && a < RokkakuAgentsPerTeam; ++a)
                e.frozen += position->isFrozen(t * RokkakuAgentsPerTeam + a) ? 1 : 0;
        }
    }
    m_scoreBoard->setEntries(entries);
}

QString RokkakuView::describeField() const
{
    if (!m_field->position())
        return tr("No field.");
    const RokkakuPosition &p = *m_field->position();
    const RokkakuTimeline::Game *game
        = m_game >= 0 && m_game < m_timeline.gameCount() ? &m_timeline.game(m_game) : nullptr;
    QStringList parts;
    parts << tr("%1, turn %2 of %3, field %4 by %5.")
                 .arg(roundGameText(m_game))
                 .arg(m_turn)
                 .arg(turnCount())
                 .arg(p.width())
                 .arg(p.height());
    const QStringList names = gameTeamNames();
    for (int t = 0; t < RokkakuTeams; ++t) {
        QStringList agents;
        for (int a = 0; a < RokkakuAgentsPerTeam; ++a) {
            const int index = t * RokkakuAgentsPerTeam + a;
            const Hexel h = p.agent(index);
            const QString who = a == 0 ? tr("dog") : tr("samurai %1").arg(a);
            QString text = tr("%1 at %2,%3").arg(who).arg(h.x).arg(h.y);
            if (p.isFrozen(index))
                text += tr(", frozen");
            agents << text;
        }
        parts << tr("%1 (%2): %3; owns %n hexel(s).", nullptr, p.owned(t))
                     .arg(names.value(t, tr("team %1").arg(t + 1)), colourName(t), agents.join(QStringLiteral("; ")));
    }
    if (m_field->turn()) {
        const RokkakuTurn &turn = *m_field->turn();
        QStringList events;
        if (!turn.syzygies.empty())
            events << tr("%n syzygy(ies)", nullptr, int(turn.syzygies.size()));
        if (!turn.sieges.empty())
            events << tr("%n siege(s)", nullptr, int(turn.sieges.size()));
        if (!turn.occupations.empty())
            events << tr("a continental occupation");
        if (!events.isEmpty())
            parts << tr("This turn: %1.").arg(events.join(QStringLiteral(", ")));
    }
    if (game && game->problemTurn > 0 && m_turn >= game->problemTurn)
        parts << tr("Turn %1 cannot be replayed: %2.").arg(game->problemTurn).arg(game->problem);
    return parts.join(QLatin1Char(' '));
}

// ------------------------------------------------------------------ playback

int RokkakuView::phaseMilliseconds() const
{
    if (m_instant || m_globalOptions.animationMilliseconds <= 0)
        return 0;
    return std::max(1, int(std::lround(m_globalOptions.animationMilliseconds / m_speed)));
}

int RokkakuView::turnPause() const
{
    const int base = m_globalOptions.animationMilliseconds > 0 ? m_globalOptions.animationMilliseconds : 300;
    // Animated turns already take their time; instant ones need a beat to be seen.
    return std::max(1, int(std::lround((phaseMilliseconds() > 0 ? base * 0.6 : base * 1.5) / m_speed)));
}

int RokkakuView::gameEndPause() const
{
    return std::max(1, int(std::lround(3000 / m_speed)));
}

void RokkakuView::setSpeed(double speed)
{
    if (!(speed > 0))
        return;
    m_speed = speed;
    showSpeed();
    emit statusMessage(tr("Speed %1").arg(speedText(speed)));
}

void RokkakuView::setInstant(bool instant)
{
    m_instant = instant;
    if (QAction *a = action(QStringLiteral("rokkakuInstant")); a && a->isChecked() != instant)
        a->setChecked(instant);
    if (m_speedBox)
        showSpeed();
    if (instant)
        m_field->finishAnimation();
}

void RokkakuView::setAutoAdvance(bool on)
{
    m_autoAdvance = on;
    if (QAction *a = action(QStringLiteral("rokkakuAutoAdvance")); a && a->isChecked() != on)
        a->setChecked(on);
}

void RokkakuView::play()
{
    if (isPlaying() || !m_document)
        return;
    m_toolBar->setPlaying(true);
    emit playingChanged(true);
    // At the end of a game without auto-advance, play it again from the start.
    if (!m_autoAdvance && m_document->tree().mainChild(m_document->currentNode()) == NoNode)
        m_document->goToRoot();
    if (!m_field->isAnimating())
        advance();
}

void RokkakuView::pause()
{
    if (!isPlaying())
        return;
    m_atGameEnd = false;
    m_toolBar->setPlaying(false);
    emit playingChanged(false);
}

void RokkakuView::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

bool RokkakuView::isPlaying() const
{
    return m_toolBar->isPlaying();
}

void RokkakuView::schedule(int milliseconds)
{
    m_toolBar->scheduleNext(milliseconds);
}

void RokkakuView::advance()
{
    if (!isPlaying() || !m_document)
        return;
    if (m_field->isAnimating())
        return; // animationFinished schedules the next step
    const GameTree &tree = m_document->tree();
    if (tree.mainChild(m_document->currentNode()) != NoNode) {
        m_atGameEnd = false;
        m_document->goToMainChild();
        if (!m_field->isAnimating())
            schedule(turnPause());
        return;
    }
    if (!m_autoAdvance || m_document->gameCount() < 1) {
        pause();
        return;
    }
    // The end of a game: show it for a while, then the next game.
    if (!m_atGameEnd) {
        m_atGameEnd = true;
        schedule(gameEndPause());
        return;
    }
    m_atGameEnd = false;
    const int next = (m_document->gameIndex() + 1) % m_document->gameCount();
    if (next == m_document->gameIndex())
        m_document->goToRoot();
    else
        m_document->setGameIndex(next);
    emit statusMessage(tr("Now playing: %1").arg(roundGameText(next)));
    schedule(turnPause());
}

void RokkakuView::animationFinished()
{
    if (isPlaying() && !m_toolBar->isScheduled())
        schedule(turnPause());
}

void RokkakuView::jumpToTurn(int turn)
{
    if (!m_document || m_line.empty())
        return;
    turn = std::clamp(turn, 0, turnCount());
    m_document->setCurrentNode(m_line[std::size_t(turn)]);
}

// ------------------------------------------------------------------- options

void RokkakuView::setColumnOffset(bool on)
{
    m_options.game.set(RokkakuColumnOffset, on);
    if (QAction *a = action(QStringLiteral("rokkakuColumns")); a && a->isChecked() != on)
        a->setChecked(on);
    updateFieldOptions();
}

bool RokkakuView::columnOffset() const
{
    return m_options.game.value(RokkakuColumnOffset);
}

void RokkakuView::setCoordinates(bool on)
{
    m_options.coordinates = on;
    if (QAction *a = action(QStringLiteral("rokkakuCoordinates")); a && a->isChecked() != on)
        a->setChecked(on);
    updateFieldOptions();
}

void RokkakuView::setRenderOptions(const RenderOptions &options)
{
    // This view's own toggles stay until the same setting changes for every view.
    const RenderOptions old = m_globalOptions;
    m_globalOptions = options;
    const bool coordinates = options.coordinates != old.coordinates ? options.coordinates : m_options.coordinates;
    const bool columns = options.game.value(RokkakuColumnOffset) != old.game.value(RokkakuColumnOffset)
                           ? options.game.value(RokkakuColumnOffset)
                           : m_options.game.value(RokkakuColumnOffset);
    const BoardTheme theme = m_options.theme;
    m_options = options;
    m_options.theme = theme;
    m_options.coordinates = coordinates;
    m_options.game.set(RokkakuColumnOffset, columns);
    if (options.animationMilliseconds != old.animationMilliseconds)
        setInstant(options.animationMilliseconds <= 0);
    if (QAction *a = action(QStringLiteral("rokkakuCoordinates")))
        a->setChecked(coordinates);
    if (QAction *a = action(QStringLiteral("rokkakuColumns")))
        a->setChecked(columns);
    updateFieldOptions();
}

void RokkakuView::updateFieldOptions()
{
    m_field->setRenderOptions(m_options);
}

void RokkakuView::setDarkTheme(bool dark)
{
    // The application palette reaches the widgets through a posted event:
    // let it arrive first, so that the tables are dark now (a grab right away
    // shows them so) and the standings' tints start from their new base.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    m_dark = dark;
    m_options.theme = boardTheme(dark);
    updateThemes();
    updateFieldOptions();
    updateResults();
    updateStandings();
}

void RokkakuView::updateThemes()
{
    const BoardTheme &theme = m_options.theme;
    m_standings->setTheme(theme);
    m_ownedPlot->setTheme(theme);
    m_scoreChart->setTheme(theme);
    m_scoreBoard->setTheme(theme);
    QPalette p = m_display->palette();
    p.setColor(QPalette::Window, theme.background);
    p.setColor(QPalette::WindowText, theme.coordinates);
    m_display->setPalette(p);
    m_presentation->setPalette(p);
}

// ------------------------------------------------------------- presentation

void RokkakuView::enterPresentation()
{
    if (isPresenting())
        return;
    m_presentationLayout->addWidget(m_display); // out of the splitter
    m_scoreBoard->setFixedHeight(std::max(96, screen() ? screen()->geometry().height() / 9 : 96));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(QFont().pointSizeF() * 1.6);
    m_title->setFont(titleFont);
    m_presentation->showFullScreen();
    m_presentation->activateWindow();
    m_field->setFocus();
    emit statusMessage(tr("Presentation: Space plays or pauses, arrows step, Escape leaves"));
}

bool RokkakuView::eventFilter(QObject *watched, QEvent *event)
{
    // Closed by the window manager: the display comes back to the tab.
    if (watched == m_presentation && event->type() == QEvent::Close)
        QTimer::singleShot(0, this, &RokkakuView::leavePresentation);
    return DocumentView::eventFilter(watched, event);
}

void RokkakuView::changeEvent(QEvent *event)
{
    DocumentView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateDisplayIcons();
}

void RokkakuView::leavePresentation()
{
    if (m_display->parentWidget() != m_presentation)
        return;
    m_presentation->hide();
    m_presentationLayout->removeWidget(m_display);
    m_displayHome->addWidget(m_display);
    m_scoreBoard->setMinimumHeight(0);
    m_scoreBoard->setMaximumHeight(QWIDGETSIZE_MAX);
    m_title->setFont(QFont());
    m_display->show();
    if (QWidget *w = window())
        w->activateWindow();
    m_field->setFocus();
}

bool RokkakuView::isPresenting() const
{
    return m_presentation && m_presentation->isVisible();
}

// ------------------------------------------------------------------- export

bool RokkakuView::exportImage(const QString &path, QString *error) const
{
    const QSize size = m_field->size().expandedTo(QSize(200, 200));
    const QByteArray bytes
        = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive) ? svgBytes(
              size, QColor(),
              m_document ? QStringLiteral("%1 — %2").arg(m_document->displayName(), roundGameText(m_game)) : QString(),
              describeField(),
              [this](QPainter &painter, const QRectF &target) { m_field->paintFrame(painter, target, false); })
                                                                     : pngBytes(m_field->frameImage(size));
    return writeImageFile(path, bytes, error);
}

void RokkakuView::hexelClicked(const QPoint &hexel)
{
    if (!m_field->position())
        return;
    const RokkakuPosition &p = *m_field->position();
    const QStringList names = gameTeamNames();
    const int owner = p.owner({hexel.x(), hexel.y()});
    QString text = tr("Hexel %1,%2: %3")
                       .arg(hexel.x())
                       .arg(hexel.y())
                       .arg(owner < 0 ? tr("nobody's") : tr("owned by %1").arg(names.value(owner)));
    for (int a = 0; a < RokkakuAgents; ++a) {
        if (p.agent(a) != Hexel{hexel.x(), hexel.y()})
            continue;
        const int team = a / RokkakuAgentsPerTeam, number = a % RokkakuAgentsPerTeam;
        text += QStringLiteral("; ")
              + (number == 0 ? tr("dog of %1").arg(names.value(team))
                             : tr("samurai %1 of %2").arg(number).arg(names.value(team)));
        if (p.isFrozen(a))
            text += tr(" (frozen)");
    }
    emit statusMessage(text);
}

} // namespace kibitz
