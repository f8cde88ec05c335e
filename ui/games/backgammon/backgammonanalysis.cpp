#include "games/backgammon/backgammonanalysis.h"

#include "analysis/backgammon/matchequity.h"

#include "common/userprompts.h"
#include "document/gamedocument.h"
#include "games/backgammon/analysisoptionsdialog.h"
#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/backgammon/backgammonview.h"
#include "games/gameuitable.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace kibitz {

using namespace bganalysis;

namespace {

QString signedNumber(double v, int decimals = 3)
{
    return (v >= 0 ? QStringLiteral("+") : QString()) + QString::number(v, 'f', decimals);
}

QString percent(double v, int decimals = 1)
{
    return QString::number(100.0 * v, 'f', decimals) + u'%';
}

const NodeAnalysis *analysisOf(const GameAnalysis &a, NodeId node)
{
    for (const NodeAnalysis &n : a.nodes) {
        if (n.node == node)
            return &n;
    }
    return nullptr;
}

bool isError(const NodeAnalysis &n)
{
    return (n.move && n.move->mark != Mark::None) || n.cubeMark != Mark::None || n.answerMark != Mark::None;
}

} // namespace

void BackgammonAnalysisPanel::setEquityHeader(const QString &text)
{
    m_candidates->horizontalHeaderItem(1)->setText(text);
    m_candidates->horizontalHeaderItem(0)->setText(text == tr("Equity") ? tr("Move") : tr("Cube action"));
}

void BackgammonAnalysisPanel::fillCube(const CubeAnalysis &cube)
{
    m_candidates->setRowCount(0);
    const bool match = cube.matchWinningChances;
    setEquityHeader(match ? tr("EMG (MWC)") : tr("Equity (EMG)"));
    // EMG for each action: gnubg's converted figures in match play (none
    // without its match equity table), the figures themselves for money.
    struct Action {
        QString name;
        std::optional<double> emg;
        std::optional<double> mwc;
        const std::array<double, 7> *chances;
    };
    const std::vector<Action> actions{
        {tr("No double"), match ? cube.noDoubleEmg : std::optional<double>(cube.noDoubleEquity()),
         match ? std::optional<double>(cube.noDoubleEquity()) : std::nullopt, &cube.noDouble},
        {tr("Double, take"), match ? cube.doubleTakeEmg : std::optional<double>(cube.doubleTakeEquity()),
         match ? std::optional<double>(cube.doubleTakeEquity()) : std::nullopt, &cube.doubleTake},
        {tr("Double, pass"), 1.0, match ? cube.doublePassMwc : std::nullopt, nullptr}};
    // The proper action's equity: the better of no double and the answer
    // the opponent should give (gnubg's "proper cube action").
    std::optional<double> best;
    if (actions[0].emg && actions[1].emg)
        best = std::max(*actions[0].emg, std::min(*actions[1].emg, 1.0));
    for (const Action &a : actions) {
        const int row = m_candidates->rowCount();
        m_candidates->insertRow(row);
        QString equity = a.emg ? signedNumber(*a.emg) : QStringLiteral("?");
        if (match)
            equity += a.mwc ? tr(" (%1)").arg(percent(*a.mwc)) : QString();
        QStringList cells{a.name, equity, best && a.emg ? signedNumber(*a.emg - *best) : QString()};
        if (a.chances) {
            const auto &c = *a.chances;
            cells << percent(c[0]) << percent(c[1]) << percent(c[2]) << percent(c[3]) + u'/' + percent(c[4]);
        }
        for (int col = 0; col < cells.size(); ++col)
            m_candidates->setItem(row, col, new QTableWidgetItem(cells[col]));
    }
}

void BackgammonAnalysisPanel::fillCandidates(const std::vector<Candidate> &candidates, int played, Mark mark,
                                             const std::vector<double> &mwc)
{
    m_candidates->setRowCount(0);
    const bool withMwc = !mwc.empty() && mwc.size() == candidates.size();
    setEquityHeader(tr("Equity"));
    if (withMwc)
        m_candidates->horizontalHeaderItem(1)->setText(tr("EMG (MWC)"));
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const Candidate &c = candidates[i];
        const int row = m_candidates->rowCount();
        m_candidates->insertRow(row);
        const QString equity
            = withMwc ? tr("%1 (%2)").arg(signedNumber(c.equity), percent(mwc[i], 2)) : signedNumber(c.equity);
        const QStringList cells{c.move,
                                equity,
                                i == 0 ? QString() : signedNumber(c.equity - candidates.front().equity),
                                percent(c.win),
                                percent(c.winGammon),
                                percent(c.winBackgammon),
                                percent(c.loseGammon) + u'/' + percent(c.loseBackgammon)};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (int(i) == played)
                item->setBackground(mark == Mark::None ? QColor(200, 235, 200) : QColor(245, 200, 190));
            m_candidates->setItem(row, col, item);
        }
    }
}

void BackgammonAnalysisPanel::showHint(NodeId node, const HintResult &hint, const QString &roll)
{
    m_hintNode = node;
    m_hint = hint;
    m_hintRoll = roll;
    refresh();
}

void BackgammonAnalysisPanel::setHintRunning(bool running)
{
    m_cancelHint->setVisible(running);
    m_hintState->setVisible(running);
}

BackgammonAnalysisPanel::BackgammonAnalysisPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setTextFormat(Qt::PlainText); // it names the players
    m_candidates = new QTableWidget(0, 7);
    m_candidates->setObjectName(QStringLiteral("analysisCandidates"));
    m_candidates->setAccessibleName(tr("Candidate moves"));
    m_candidates->setHorizontalHeaderLabels(
        {tr("Move"), tr("Equity"), tr("Diff."), tr("Win"), tr("Gammon"), tr("Backgammon"), tr("Lose G/BG")});
    m_candidates->verticalHeader()->hide();
    m_candidates->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The move takes the room left; every figure column is as wide as its
    // widest cell ("+1.000 (53.8%)"), on one line.
    m_candidates->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < m_candidates->columnCount(); ++column)
        m_candidates->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_candidates->setWordWrap(false);
    m_statistics = new QTableWidget(0, 5);
    m_statistics->setObjectName(QStringLiteral("analysisStatistics"));
    m_statistics->setAccessibleName(tr("Statistics"));
    m_statistics->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_statistics->verticalHeader()->hide();
    m_statistics->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 5; ++column)
        m_statistics->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // Without analysis the table would show Qt's bare column numbers: a sentence stands in for it.
    m_statisticsEmpty = new QLabel(tr("Statistics: not analysed yet: Analysis > Analyse Game."));
    m_statisticsEmpty->setObjectName(QStringLiteral("analysisStatisticsEmpty"));
    m_statisticsEmpty->setWordWrap(true);
    m_statisticsEmpty->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_statistics->hide();
    auto *hintRow = new QHBoxLayout;
    m_hintState = new QLabel(tr("GNU Backgammon is looking for the best moves..."));
    m_cancelHint = new QPushButton(tr("Cancel Hint"));
    m_cancelHint->setObjectName(QStringLiteral("cancelHint"));
    hintRow->addWidget(m_hintState, 1);
    hintRow->addWidget(m_cancelHint);
    m_hintState->hide();
    m_cancelHint->hide();
    layout->addWidget(m_summary);
    layout->addLayout(hintRow);
    layout->addWidget(m_candidates, 3);
    layout->addWidget(m_statistics, 2);
    layout->addWidget(m_statisticsEmpty, 2);
}

QString BackgammonAnalysisPanel::summaryText() const
{
    return m_summary->text();
}

void BackgammonAnalysisPanel::setDocument(GameDocument *document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::currentNodeChanged, this, &BackgammonAnalysisPanel::refresh);
        // The analysis is read again only when the tree or the game changes.
        connect(document, &GameDocument::treeChanged, this, [this] {
            m_cacheValid = false;
            refresh();
        });
        connect(document, &GameDocument::gameChanged, this, [this] {
            m_cacheValid = false;
            m_hintNode = NoNode;
            refresh();
        });
    }
    m_hintNode = NoNode;
    m_cacheValid = false;
    refresh();
}

void BackgammonAnalysisPanel::refresh()
{
    m_candidates->setRowCount(0);
    setEquityHeader(tr("Equity"));
    if (!m_document || m_document->game().kind != GameKind::Backgammon) {
        m_summary->setText(tr("Analysis by GNU Backgammon: for backgammon games (Analysis menu)."));
        m_statistics->setRowCount(0);
        m_statistics->hide();
        m_statisticsEmpty->hide();
        m_cacheValid = false;
        return;
    }
    const GameRecord &game = m_document->game();
    if (!m_cacheValid) {
        // The statistics change only with the tree or the game, not with
        // the current node.
        m_cache = readGameAnalysis(game);
        m_cacheValid = true;
        fillStatistics();
    }
    const GameAnalysis &a = m_cache;
    if (a.isEmpty()) {
        m_summary->setText(tr("This game has no analysis yet: Analysis > Analyse Game or Analyse Match."));
    } else if (const NodeAnalysis *n = analysisOf(a, m_document->currentNode())) {
        QStringList lines;
        const QString who = n->player == 1 ? game.player1 : game.player2;
        if (n->move && n->move->played >= 0) {
            const MoveAnalysis &m = *n->move;
            lines << tr("%1 played %2: %3 EMG lost%4.")
                         .arg(who, m.candidates[std::size_t(m.played)].move, QString::number(m.equityLoss, 'f', 3),
                              m.mark == Mark::None ? QString() : tr(" (%1)").arg(markText(m.mark)));
            if (m_hintNode != m_document->currentNode())
                fillCandidates(m.candidates, m.played, m.mark);
        }
        for (const auto &[cube, mark, answer] :
             {std::tuple{n->cube, n->cubeMark, false}, std::tuple{n->answer, n->answerMark, true}}) {
            if (!cube)
                continue;
            // EMG as gnubg shows it; in match play with gnubg's match
            // winning chances in parentheses (EMG only with its table).
            const bool match = cube->matchWinningChances;
            const auto figure = [&](std::optional<double> emg, std::optional<double> mwc) {
                if (!match)
                    return signedNumber(*emg);
                if (!emg)
                    return mwc ? percent(*mwc) : QStringLiteral("?");
                return mwc ? tr("%1 (%2)").arg(signedNumber(*emg), percent(*mwc)) : signedNumber(*emg);
            };
            const QString nd = figure(match ? cube->noDoubleEmg : cube->noDoubleEquity(), cube->noDoubleEquity());
            const QString dt = figure(match ? cube->doubleTakeEmg : cube->doubleTakeEquity(), cube->doubleTakeEquity());
            const QString dp = figure(1.0, cube->doublePassMwc);
            const QString unit = !match ? tr("EMG")
                               : cube->noDoubleEmg
                                   ? tr("EMG, match winning chances in parentheses")
                                   : tr("match winning chances; EMG needs GNU Backgammon's match equity table %1")
                                         .arg(bganalysis::defaultMatchEquityTablePath());
            lines << (answer ? tr("The answer's cube decision: no double %1, double/take %2, double/pass %3 (%4)%5")
                             : tr("Cube decision: no double %1, double/take %2, double/pass %3 (%4)%5"))
                         .arg(nd, dt, dp, unit, mark == Mark::None ? QString() : tr(": %1").arg(markText(mark)));
        }
        // No move candidates (a double, a roll without a move): the cube
        // decision in the table.
        if (!n->move && (n->cube || n->answer) && m_hintNode != m_document->currentNode())
            fillCube(n->cube ? *n->cube : *n->answer);
        if (n->luck) {
            const QString luckWord = n->luckMark >= 2  ? tr("very lucky")
                                   : n->luckMark == 1  ? tr("lucky")
                                   : n->luckMark == -1 ? tr("unlucky")
                                   : n->luckMark <= -2 ? tr("very unlucky")
                                                       : QString();
            lines << tr("Luck of the roll: %1 EMG%2")
                         .arg(signedNumber(*n->luck), luckWord.isEmpty() ? QString() : tr(" (%1)").arg(luckWord));
        }
        m_summary->setText(lines.join(u'\n'));
    } else {
        m_summary->setText(tr("No analysis for this position."));
    }
    if (m_hintNode != NoNode && m_hintNode == m_document->currentNode()) {
        // gnubg's hint for this roll: its candidates, best first; in match
        // play in EMG with the match winning chances in parentheses.
        const QString unit = m_hint.matchWinningChances   ? tr("match winning chances")
                           : !m_hint.candidateMwc.empty() ? tr("EMG, match winning chances in parentheses")
                                                          : tr("EMG");
        //: %1 is a roll ("Maxence's 6-1"), %2 the unit of the equities
        const QString head = tr("Hint by GNU Backgammon for %1: %n candidate move(s), equities in %2.", nullptr,
                                int(m_hint.candidates.size()))
                                 .arg(m_hintRoll, unit);
        m_summary->setText(m_summary->text().isEmpty() || a.isEmpty() ? head : head + u'\n' + m_summary->text());
        fillCandidates(m_hint.candidates, -1, Mark::None, m_hint.candidateMwc);
    }
}

void BackgammonAnalysisPanel::changeEvent(QEvent *event)
{
    // The statistics are filled once per tree: their words again in the
    // new language.
    if (event->type() == QEvent::LanguageChange) {
        m_cacheValid = false;
        refresh();
    }
    QWidget::changeEvent(event);
}

void BackgammonAnalysisPanel::fillStatistics()
{
    // This game's and the match's; each widget's visibility set once (a
    // hide and show again would lay the panel out twice).
    const GameRecord &game = m_document->game();
    const GameAnalysis &a = m_cache;
    const auto match = matchStatistics(m_document->collection());
    m_statistics->setRowCount(0);
    const bool shown = a.statistics || match;
    m_statisticsEmpty->setVisible(!shown);
    m_statistics->setVisible(shown);
    if (!shown)
        return;
    m_statistics->setHorizontalHeaderLabels({QString(), tr("%1 (game)").arg(game.player1),
                                             tr("%1 (game)").arg(game.player2), tr("%1 (match)").arg(game.player1),
                                             tr("%1 (match)").arg(game.player2)});
    const auto rate = [](const std::optional<double> &v) { return v ? QString::number(-*v, 'f', 1) : QString(); };
    using Row = std::function<QString(const PlayerStatistics &)>;
    const std::vector<std::pair<QString, Row>> rows{
        {tr("Unforced moves"), [](const PlayerStatistics &s) { return QString::number(s.unforcedMoves); }},
        {tr("Moves marked doubtful / bad / very bad"),
         [](const PlayerStatistics &s) {
             return QStringLiteral("%1 / %2 / %3").arg(s.marks[2]).arg(s.marks[1]).arg(s.marks[0]);
         }},
        {tr("Chequer play error total EMG"),
         [](const PlayerStatistics &s) { return QString::number(-s.chequerErrorEmg, 'f', 3); }},
        {tr("Chequer play error rate mEMG"), [&](const PlayerStatistics &s) { return rate(s.chequerErrorRate()); }},
        {tr("Cube decisions (close or actual)"),
         [](const PlayerStatistics &s) {
             return s.closeCube ? QStringLiteral("%1 (%2)").arg(s.totalCube).arg(*s.closeCube)
                                : QString::number(s.totalCube);
         }},
        {tr("Cube error total EMG"),
         [](const PlayerStatistics &s) { return QString::number(-s.cubeErrorTotalEmg(), 'f', 3); }},
        {tr("Overall error total EMG"),
         [](const PlayerStatistics &s) { return QString::number(-s.overallErrorEmg(), 'f', 3); }},
        {tr("Overall error rate mEMG"), [&](const PlayerStatistics &s) { return rate(s.overallErrorRate()); }},
        {tr("PR (500 x EMG lost per decision)"),
         [](const PlayerStatistics &s) {
             return s.performanceRating() ? QString::number(*s.performanceRating(), 'f', 1) : QString();
         }},
        {tr("Rating"),
         [](const PlayerStatistics &s) {
             return s.overallErrorRate() ? ratingText(*s.overallErrorRate() / 1000.0) : QString();
         }},
        {tr("Luck total EMG"), [](const PlayerStatistics &s) { return signedNumber(s.luckEmg); }},
    };
    for (const auto &[label, value] : rows) {
        const int row = m_statistics->rowCount();
        m_statistics->insertRow(row);
        m_statistics->setItem(row, 0, new QTableWidgetItem(label));
        for (int p = 0; p < 2; ++p) {
            if (a.statistics)
                m_statistics->setItem(row, 1 + p, new QTableWidgetItem(value((*a.statistics)[std::size_t(p)])));
            if (match)
                m_statistics->setItem(row, 3 + p, new QTableWidgetItem(value((*match)[std::size_t(p)])));
        }
    }
}

BackgammonAnalysis::BackgammonAnalysis(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_panel = new BackgammonAnalysisPanel;
    auto *dock = new QDockWidget(tr("Analysis"), window);
    m_dock = dock;
    dock->setObjectName(QStringLiteral("AnalysisDock"));
    dock->setWidget(m_panel);
    m_panel->setAccessibleName(tr("Analysis"));
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);

    // The actions belong to this object: MainWindow makes its menu bar
    // again when the language changes (installMenu puts the menu back).
    m_analyseGame = new QAction(this);
    m_analyseGame->setObjectName(QStringLiteral("analyseGame"));
    connect(m_analyseGame, &QAction::triggered, this, [this] {
        if (m_document)
            analyse(m_document->gameIndex());
    });
    m_analyseMatch = new QAction(this);
    m_analyseMatch->setObjectName(QStringLiteral("analyseMatch"));
    connect(m_analyseMatch, &QAction::triggered, this, [this] { analyse(-1); });
    m_nextError = new QAction(this);
    m_nextError->setObjectName(QStringLiteral("nextError"));
    m_nextError->setShortcut(QKeySequence(Qt::Key_F8));
    connect(m_nextError, &QAction::triggered, this, [this] { goToError(true); });
    m_previousError = new QAction(this);
    m_previousError->setObjectName(QStringLiteral("previousError"));
    m_previousError->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    connect(m_previousError, &QAction::triggered, this, [this] { goToError(false); });
    m_hintAction = new QAction(this);
    m_hintAction->setObjectName(QStringLiteral("analysisHint"));
    m_hintAction->setShortcut(QKeySequence(Qt::Key_F9));
    connect(m_hintAction, &QAction::triggered, this, &BackgammonAnalysis::hint);
    connect(m_panel->cancelHintButton(), &QPushButton::clicked, this, &BackgammonAnalysis::cancelHint);
    m_options = new QAction(this);
    m_options->setObjectName(QStringLiteral("analysisOptions"));
    connect(m_options, &QAction::triggered, this, &BackgammonAnalysis::editOptions);
    installMenu();
    window->installEventFilter(this);
    QToolBar *bar = window->addToolBar(QString());
    m_toolBar = bar;
    bar->setObjectName(QStringLiteral("AnalysisToolBar"));
    bar->addAction(m_analyseGame);
    bar->addAction(m_analyseMatch);
    bar->addAction(m_hintAction);
    bar->addAction(m_previousError);
    bar->addAction(m_nextError);
    updateActions();
}

QDockWidget *BackgammonAnalysis::dock() const
{
    return m_dock;
}

void BackgammonAnalysis::showDock()
{
    // Asked for: the panel comes where the family's layout put it.
    if (m_dock && m_document && gameUiFor(m_document->game()).offersGnubgAnalysis()) {
        m_dock->show();
        m_dock->raise();
    }
}

BackgammonAnalysis::~BackgammonAnalysis()
{
    if (m_preparing) {
        m_preparing->disconnect(this);
        m_preparing->wait();
        delete m_preparing;
    }
}

void BackgammonAnalysis::installMenu()
{
    m_analyseGame->setText(tr("Analyse &Game"));
    m_analyseMatch->setText(tr("Analyse &Match"));
    m_nextError->setText(tr("&Next Error"));
    m_previousError->setText(tr("&Previous Error"));
    m_options->setText(tr("Analysis &Options..."));
    m_hintAction->setText(tr("&Hint"));
    if (m_toolBar)
        m_toolBar->setWindowTitle(tr("Analysis"));
    if (m_menu)
        return;
    // Before Help, which stays the last menu.
    QMenuBar *bar = m_window->menuBar();
    const QList<QAction *> tops = bar->actions();
    m_menu = new QMenu(tr("&Analysis"), bar);
    bar->insertMenu(tops.isEmpty() ? nullptr : tops.last(), m_menu);
    m_menu->menuAction()->setVisible(m_document && gameUiFor(m_document->game()).offersGnubgAnalysis());
    m_menu->setObjectName(QStringLiteral("analysisMenu"));
    m_menu->addAction(m_analyseGame);
    m_menu->addAction(m_analyseMatch);
    m_menu->addAction(m_hintAction);
    m_menu->addSeparator();
    m_menu->addAction(m_nextError);
    m_menu->addAction(m_previousError);
    m_menu->addSeparator();
    m_menu->addAction(m_options);
}

bool BackgammonAnalysis::eventFilter(QObject *watched, QEvent *event)
{
    // After MainWindow has made its menus again in the new language.
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        QTimer::singleShot(0, this, &BackgammonAnalysis::installMenu);
    // The window's repaint after the progress dialog closed: the analysis is
    // applied in a later event.
    if (watched == m_window && event->type() == QEvent::UpdateRequest && m_apply && !m_windowRepainted) {
        m_windowRepainted = true;
        QMetaObject::invokeMethod(this, &BackgammonAnalysis::applyWhenReady, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void BackgammonAnalysis::setDocument(GameDocument *document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (document)
        connect(document, &GameDocument::gameChanged, this, &BackgammonAnalysis::updateActions);
    m_panel->setDocument(document);
    updateActions();
}

bool BackgammonAnalysis::isMenuShown() const
{
    return m_menu && m_menu->menuAction()->isVisible();
}

bool BackgammonAnalysis::isRunning() const
{
    return (m_runner && m_runner->isRunning()) || m_preparing || m_apply;
}

void BackgammonAnalysis::updateActions()
{
    const bool backgammon = m_document && m_document->game().kind == GameKind::Backgammon;
    // The menu, the panel and the toolbar take room only beside a game
    // whose family gnubg analyses (its GameUi says so). The panel shows as
    // the family's layout places it (window/windowlayouts.h).
    const bool offered = m_document && gameUiFor(m_document->game()).offersGnubgAnalysis();
    if (m_dock) {
        if (!offered)
            m_dock->hide();
        m_dock->toggleViewAction()->setEnabled(offered);
    }
    if (m_toolBar)
        m_toolBar->setVisible(offered);
    if (m_menu)
        m_menu->menuAction()->setVisible(offered);
    m_analyseGame->setEnabled(backgammon && !isRunning());
    m_analyseMatch->setEnabled(backgammon && !isRunning());
    m_hintAction->setEnabled(backgammon && !isHintRunning());
    m_nextError->setEnabled(backgammon);
    m_previousError->setEnabled(backgammon);
}

void BackgammonAnalysis::editOptions()
{
    AnalysisOptionsDialog dialog(m_window);
    dialog.exec();
}

void BackgammonAnalysis::analyse(int game)
{
    if (!m_document || isRunning())
        return;
    showDock();
    m_lastError.clear();
    RunOptions options = AnalysisOptionsDialog::remembered();
    options.game = game;
    if (!m_program.isEmpty())
        options.program = m_program;
    m_running = m_document;
    m_runner = std::make_unique<GnubgRunner>();
    if (!m_progress) {
        m_progress = new QProgressDialog(m_window);
        m_progress->setObjectName(QStringLiteral("analysisProgress"));
        m_progress->setWindowTitle(tr("Analysis by GNU Backgammon"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setMinimumDuration(0);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        connect(m_progress, &QProgressDialog::canceled, this, &BackgammonAnalysis::cancel);
    }
    const int games = game >= 0 ? 1 : int(m_document->collection().games.size());
    m_progress->setRange(0, games);
    m_progress->setValue(0);
    const NamedSetting *named = namedSetting(options.setting);
    m_progressHead
        = named ? tr("GNU Backgammon analyses %n game(s) at %1...", nullptr, games).arg(namedSettingText(*named))
                : tr("GNU Backgammon analyses %n game(s) at %1-ply...", nullptr, games).arg(options.chequerPlies);
    m_progress->setLabelText(m_progressHead);
    m_progress->show();
    connect(m_runner.get(), &GnubgRunner::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
        m_progress->setLabelText(m_progressHead + u'\n'
                                 + tr("GNU Backgammon: game %1 of %2 analysed").arg(done).arg(total));
    });
    connect(m_runner.get(), &GnubgRunner::finished, this, &BackgammonAnalysis::onFinished);
    m_runner->start(m_document->collection(), options);
    updateActions();
}

void BackgammonAnalysis::cancel()
{
    if (m_runner)
        m_runner->cancel();
    if (m_preparing || m_apply)
        m_cancelPreparing = true;
}

void BackgammonAnalysis::onFinished()
{
    RunResult result = m_runner->takeResult();
    m_runner.release()->deleteLater();
    if (m_progress)
        m_progress->hide();
    if (!result.ok) {
        m_lastError = result.error;
        return finish(false, result.cancelled);
    }
    if (!m_running) {
        m_lastError = tr("the document was closed during the analysis");
        return finish(false, false);
    }
    // Onto the document as it is now (it stays usable during the run): the
    // comparison of every node of every game runs on a worker thread, and
    // the interface thread only swaps the prepared properties in, once the
    // window has repainted after the progress dialog closed (its whole area:
    // it is active again), so that the two do not make one long pause.
    using Changes = GameDocument::AnnotationChanges;
    struct Prepared {
        QString error;
        Changes changes;
    };
    auto prepared = std::make_shared<Prepared>();
    m_cancelPreparing = false;
    m_windowRepainted = !m_window->isVisible();
    const int run = ++m_runCount;
    m_preparing = QThread::create(
        [prepared, before = m_running->collection(), analysed = std::move(result.analysed)]() mutable {
            Collection annotated = before;
            prepared->error = GnubgRunner::attach(annotated, analysed, {});
            if (prepared->error.isEmpty())
                prepared->changes = GameDocument::annotationChanges(std::move(before), annotated);
        });
    m_apply = [this, prepared] {
        if (m_cancelPreparing) {
            m_lastError = tr("the analysis was cancelled");
            return finish(false, true);
        }
        if (!m_running) {
            m_lastError = tr("the document was closed during the analysis");
            return finish(false, false);
        }
        if (!prepared->error.isEmpty()) {
            m_lastError = prepared->error;
            return finish(false, false);
        }
        if (!m_running->applyAnnotationChanges(std::move(prepared->changes), tr("Analysis by GNU Backgammon"))) {
            m_lastError = tr("the document changed during the analysis");
            return finish(false, false);
        }
        finish(true, false);
    };
    connect(m_preparing, &QThread::finished, this, [this] {
        m_preparing->deleteLater();
        m_preparing = nullptr;
        applyWhenReady();
    });
    // A window that does not repaint (minimised, say), or repaints late on
    // a loaded machine, holds it up for 250 ms at most.
    QTimer::singleShot(250, this, [this, run] {
        if (run != m_runCount)
            return;
        m_windowRepainted = true;
        applyWhenReady();
    });
    m_preparing->start();
}

void BackgammonAnalysis::applyWhenReady()
{
    if (!m_apply || m_preparing || !m_windowRepainted)
        return;
    const std::function<void()> apply = std::move(m_apply);
    m_apply = nullptr;
    apply();
}

void BackgammonAnalysis::finish(bool ok, bool cancelled)
{
    m_running = nullptr;
    updateActions();
    if (!ok && !cancelled && m_prompts)
        m_prompts().notice(tr("Analysis by GNU Backgammon"), m_lastError);
    emit finished(ok);
}

void BackgammonAnalysis::hint()
{
    if (!m_document || isHintRunning())
        return;
    showDock();
    m_lastHintError.clear();
    const GameRecord &game = m_document->game();
    const GameTree &tree = game.tree;
    const NodeId node = m_document->currentNode();
    // The position at the current node and the one before its event, both
    // replayed along its own line, so that a variation the user played gets
    // its hint too.
    BackgammonPosition before = backgammonStart(game);
    BackgammonPosition current = before;
    std::optional<BackgammonEvent> last;
    bool replayed = true;
    const std::vector<NodeId> path = tree.pathFromRoot(node);
    for (std::size_t i = 1; i < path.size() && replayed; ++i) {
        const auto event = decodeBackgammonEvent(tree.moveTag(path[i]), tree.moveData(path[i]));
        if (!event || !current.applyQuickly(*event).isEmpty()) {
            replayed = false;
            break;
        }
        if (i + 1 == path.size())
            last = event;
        else
            before.applyQuickly(*event);
    }
    // The roll on the board: the one the view is playing (partly played,
    // or dice set), else the current node's.
    int player = 0;
    std::vector<int> dice;
    BackgammonPosition asked;
    const BackgammonView *view = nullptr;
    for (const BackgammonView *v : m_window->findChildren<BackgammonView *>()) {
        if (v->document() == m_document && v->pendingPlayer() != 0)
            view = v;
    }
    if (view && replayed) {
        player = view->pendingPlayer();
        dice = view->pendingDice();
        asked = current;
    } else if (last && last->kind == BackgammonEvent::Kind::Roll && last->diceCount == 2) {
        player = last->player;
        dice = {last->dice[0], last->dice[1]};
        asked = before;
    }
    QString why;
    if (player == 0 || dice.size() != 2)
        why = tr("Hint: show a roll first (the hint ranks the moves for the roll on the board: the one being "
                 "played, else the last one played, from the position before it).");
    if (why.isEmpty())
        why = GnubgHint::unsupportedReason(asked, dice[0], dice[1]);
    if (!why.isEmpty()) {
        m_lastHintError = why;
        if (m_prompts)
            m_prompts().notice(tr("Hint"), why);
        emit hintFinished(false);
        return;
    }
    const QString name = player == 1 ? game.player1 : game.player2;
    //: %1 is a player, %2 a roll ("6-1")
    const QString rollText
        = tr("%1's %2").arg(name.isEmpty() ? tr("Player %1").arg(player) : name, BackgammonNotation::diceText(dice));
    RunOptions options = AnalysisOptionsDialog::remembered();
    if (!m_program.isEmpty())
        options.program = m_program;
    m_hint = std::make_unique<GnubgHint>();
    m_hintDocument = m_document;
    m_hintFor = node;
    m_hintRoll = rollText;
    connect(m_hint.get(), &GnubgHint::finished, this, [this] {
        const HintResult result = m_hint->result();
        m_hint.release()->deleteLater();
        m_panel->setHintRunning(false);
        const bool ok = result.ok && m_hintDocument && m_hintDocument == m_document;
        if (ok) {
            m_panel->showHint(m_hintFor, result, m_hintRoll);
        } else {
            m_lastHintError = result.ok ? tr("the document changed") : result.error;
            if (!result.cancelled && m_prompts)
                m_prompts().notice(tr("Hint"), m_lastHintError);
        }
        updateActions();
        emit hintFinished(ok);
    });
    m_panel->setHintRunning(true);
    m_hint->start(asked, player, dice[0], dice[1], options);
    updateActions();
}

void BackgammonAnalysis::cancelHint()
{
    if (m_hint)
        m_hint->cancel();
}

bool BackgammonAnalysis::goToError(bool forward)
{
    if (!m_document)
        return false;
    const GameAnalysis a = readGameAnalysis(m_document->game());
    const GameTree &tree = m_document->game().tree;
    std::vector<NodeId> line;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id))
        line.push_back(id);
    const auto at = std::find(line.begin(), line.end(), m_document->currentNode());
    const std::ptrdiff_t current = at == line.end() ? (forward ? -1 : std::ptrdiff_t(line.size())) : at - line.begin();
    std::vector<std::ptrdiff_t> errors;
    for (const NodeAnalysis &n : a.nodes) {
        if (!isError(n))
            continue;
        if (const auto it = std::find(line.begin(), line.end(), n.node); it != line.end())
            errors.push_back(it - line.begin());
    }
    std::sort(errors.begin(), errors.end());
    if (forward) {
        for (std::ptrdiff_t e : errors) {
            if (e > current) {
                m_document->setCurrentNode(line[std::size_t(e)]);
                return true;
            }
        }
    } else {
        for (auto it = errors.rbegin(); it != errors.rend(); ++it) {
            if (*it < current) {
                m_document->setCurrentNode(line[std::size_t(*it)]);
                return true;
            }
        }
    }
    return false;
}

} // namespace kibitz
