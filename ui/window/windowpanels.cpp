#include "window/windowpanels.h"

#include "document/gamedocument.h"
#include "panels/commentpanel.h"
#include "panels/evaluationpanel.h"
#include "panels/explorerpanel.h"
#include "panels/gameinfopanel.h"
#include "panels/gamespanel.h"
#include "panels/gametreepanel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QTimer>
#include <QUndoView>

namespace kibitz {

WindowPanels::WindowPanels(MainWindow &window, QUndoGroup *undoGroup)
    : QObject(&window)
    , m_window(window)
{
    m_gameTree = new GameTreePanel;
    QDockWidget *tree = addPanel(m_gameTree, QStringLiteral("GameTreeDock"), Qt::RightDockWidgetArea);
    m_moveList = new MoveListPanel;
    QDockWidget *moves = addPanel(m_moveList, QStringLiteral("MovesDock"), Qt::RightDockWidgetArea);
    m_comments = new CommentPanel;
    QDockWidget *comment = addPanel(m_comments, QStringLiteral("CommentDock"), Qt::RightDockWidgetArea);
    m_gameInfo = new GameInfoPanel;
    QDockWidget *info = addPanel(m_gameInfo, QStringLiteral("GameInfoDock"), Qt::LeftDockWidgetArea);
    m_undoView = new QUndoView(undoGroup);
    window.tabifyDockWidget(info, addPanel(m_undoView, QStringLiteral("UndoDock"), Qt::LeftDockWidgetArea));
    info->raise();
    m_evaluation = new EvaluationPanel;
    addPanel(m_evaluation, QStringLiteral("EvaluationDock"), Qt::LeftDockWidgetArea);
    m_games = new GamesPanel;
    m_gamesDock = addPanel(m_games, QStringLiteral("GamesDock"), Qt::LeftDockWidgetArea);
    window.tabifyDockWidget(info, m_gamesDock);
    // Shown by hand (View > Panels, the dock's close button) while a
    // collection is shown: wanted or not for the next collections too.
    connect(m_gamesDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!m_bindingGames && m_collectionBound)
            m_gamesWanted = shown;
    });
    m_explorer = new ExplorerPanel;
    window.tabifyDockWidget(moves, addPanel(m_explorer, QStringLiteral("ExplorerDock"), Qt::RightDockWidgetArea));
    moves->raise();
    // The explorer counts the games the list shows while a filter is set.
    connect(m_games, &GamesPanel::shownGamesChanged, m_explorer, [this](const QVector<int> &games) {
        if (m_games->filterText().isEmpty())
            m_explorer->clearGameSubset();
        else
            m_explorer->setGameSubset(games);
    });
    m_explorerTimer = new QTimer(this);
    m_explorerTimer->setSingleShot(true);
    m_explorerTimer->setInterval(0); // after the posted paint
    connect(m_explorerTimer, &QTimer::timeout, this, [this] {
        GameDocument *document = m_explorerPending;
        if (!document)
            return;
        const bool readable = document->readError().isEmpty();
        if (readable && !document->treesComplete()) {
            // Listed before its moves were read: they are read now, and
            // counted once they are (treesRead starts this timer again).
            document->readTreesInBackground();
            m_explorer->showReading(document->gameCount());
            return;
        }
        m_explorerPending = nullptr;
        m_explorer->setDocument(readable ? document : nullptr); // moves that did not read: nothing to count
    });
    retranslate(); // the titles
    window.resizeDocks({tree, info}, {280, 250}, Qt::Horizontal);
    window.resizeDocks({tree, moves, comment}, {380, 220, 150}, Qt::Vertical);
}

QDockWidget *WindowPanels::addPanel(QWidget *panel, const QString &name, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(&m_window);
    dock->setObjectName(name); // saveState/restoreState find docks by name
    dock->setWidget(panel);
    m_window.addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

QDockWidget *WindowPanels::dock(WindowPanel panel) const
{
    QWidget *widget = nullptr;
    switch (panel) {
    case WindowPanel::GameTree:
        widget = m_gameTree;
        break;
    case WindowPanel::Moves:
        widget = m_moveList;
        break;
    case WindowPanel::Comment:
        widget = m_comments;
        break;
    case WindowPanel::GameInfo:
        widget = m_gameInfo;
        break;
    case WindowPanel::UndoHistory:
        widget = m_undoView;
        break;
    case WindowPanel::Evaluation:
        widget = m_evaluation;
        break;
    case WindowPanel::Games:
        widget = m_games;
        break;
    case WindowPanel::Explorer:
        widget = m_explorer;
        break;
    case WindowPanel::Family:
        break;
    }
    return widget ? qobject_cast<QDockWidget *>(widget->parentWidget()) : nullptr;
}

void WindowPanels::bind(GameDocument *document)
{
    m_gameTree->setDocument(document);
    m_moveList->setDocument(document);
    m_comments->setDocument(document);
    m_gameInfo->setDocument(document);
    m_evaluation->setDocument(document);
    // A collection's games are counted by the Explorer after the window has
    // painted the document and its list: the first paint does not wait for
    // the first slice. Until then the Explorer shows no document.
    m_explorerTimer->stop();
    m_explorerPending = nullptr;
    if (document && document->gameCount() > 1) {
        m_explorer->setDocument(nullptr);
        m_explorerPending = document;
        connect(document, &GameDocument::treesRead, m_explorerTimer, qOverload<>(&QTimer::start), Qt::UniqueConnection);
        connect(document, &GameDocument::readFailed, m_explorerTimer, qOverload<>(&QTimer::start),
                Qt::UniqueConnection);
        m_explorerTimer->start();
    } else {
        m_explorer->setDocument(document);
    }
    showGamesFor(document);
    m_games->setDocument(document); // raises the dock the first time a collection is shown
    // The first list of games shown: its dock as wide as its columns need
    // (up to a third of the window: the board keeps its room), so that the
    // list does not open scrolled sideways.
    if (document && document->gameCount() > 1 && m_widenGames && m_gamesDock->isVisible()
        && !m_gamesDock->isFloating()) {
        m_widenGames = false;
        const int wanted = m_games->preferredWidth(m_window.width() / 3);
        if (m_gamesDock->width() < wanted)
            m_window.resizeDocks({m_gamesDock}, {wanted}, Qt::Horizontal);
    }
}

void WindowPanels::showGamesFor(GameDocument *document)
{
    // The Games panel is for documents of several games (a collection, a
    // match, a tournament); a one-game document has nothing to list.
    const bool collection = document && document->gameCount() > 1;
    m_collectionBound = collection;
    m_bindingGames = true;
    m_gamesDock->toggleViewAction()->setEnabled(collection);
    const bool wasHidden = m_gamesDock->isHidden();
    m_gamesDock->setVisible(collection && m_gamesWanted);
    // Back to a collection: its list in front of the panels tabbed with it.
    if (wasHidden && !m_gamesDock->isHidden())
        m_gamesDock->raise();
    m_bindingGames = false;
}

void WindowPanels::retranslate()
{
    const QList<std::pair<const char *, QString>> titles
        = {{"GameTreeDock", tr("Game Tree")}, {"MovesDock", tr("Moves")},       {"CommentDock", tr("Comment")},
           {"GameInfoDock", tr("Game Info")}, {"UndoDock", tr("Undo History")}, {"EvaluationDock", tr("Evaluation")},
           {"GamesDock", tr("Games")},        {"ExplorerDock", tr("Explorer")}};
    for (QDockWidget *dock : std::as_const(m_docks)) {
        for (const auto &[name, title] : titles) {
            if (dock->objectName() == QLatin1String(name)) {
                dock->setWindowTitle(title);
                dock->widget()->setAccessibleName(title);
            }
        }
    }
    m_undoView->setEmptyLabel(tr("<opened>"));
}

} // namespace kibitz
