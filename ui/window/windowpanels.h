#pragma once

// WindowPanels: the main window's dock panels (game tree, moves, comment,
// game info, undo history, evaluation, games, explorer). It makes them and
// their docks, shows the current document in each, and names them in the
// current language.

#include "games/gameui.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QTimer;
class QUndoGroup;
class QUndoView;
class QWidget;

namespace kibitz {

class CommentPanel;
class EvaluationPanel;
class ExplorerPanel;
class GameDocument;
class GameInfoPanel;
class GameTreePanel;
class GamesPanel;
class MainWindow;
class MoveListPanel;

class WindowPanels : public QObject {
    Q_OBJECT

public:
    // Makes the panels and docks them in `window`.
    WindowPanels(MainWindow &window, QUndoGroup *undoGroup);

    // Shows a document (or none) in every panel.
    void bind(GameDocument *document);
    // Shows the Games panel beside a document of several games (unless the
    // user closed it over one), hides it beside others.
    void showGamesFor(GameDocument *document);
    // Whether the Games panel shows beside documents of several games: as
    // the shown family's arrangement has it, until the user closes or shows
    // it over one (WindowLayouts keeps it per family).
    bool gamesWanted() const { return m_gamesWanted; }
    void setGamesWanted(bool wanted) { m_gamesWanted = wanted; }
    // Whether the next list of games shown opens its dock as wide as its
    // columns need (after a family's default layout; not in the user's).
    void setWidenGames(bool widen) { m_widenGames = widen; }
    // The dock titles (and the panels' accessible names) in the current language.
    void retranslate();

    const QList<QDockWidget *> &docks() const { return m_docks; }
    // The dock of a shared panel (null for WindowPanel::Family, which is a
    // game family's, GameWindowPart::dock).
    QDockWidget *dock(WindowPanel panel) const;
    MoveListPanel *moveList() const { return m_moveList; }
    CommentPanel *comments() const { return m_comments; }
    GameInfoPanel *gameInfo() const { return m_gameInfo; }
    GameTreePanel *gameTree() const { return m_gameTree; }
    EvaluationPanel *evaluation() const { return m_evaluation; }
    ExplorerPanel *explorer() const { return m_explorer; }
    GamesPanel *games() const { return m_games; }
    QUndoView *undoView() const { return m_undoView; }

private:
    QDockWidget *addPanel(QWidget *panel, const QString &name, Qt::DockWidgetArea area);

    MainWindow &m_window;
    MoveListPanel *m_moveList = nullptr;
    CommentPanel *m_comments = nullptr;
    GameInfoPanel *m_gameInfo = nullptr;
    GameTreePanel *m_gameTree = nullptr;
    EvaluationPanel *m_evaluation = nullptr;
    ExplorerPanel *m_explorer = nullptr;
    GamesPanel *m_games = nullptr;
    QDockWidget *m_gamesDock = nullptr;
    bool m_widenGames = false; // once per default layout: after that the width is the user's
    bool m_gamesWanted = true; // false once the user closed the Games panel over a collection
    bool m_bindingGames = false; // bind() shows or hides it, not the user
    bool m_collectionBound = false;
    QUndoView *m_undoView = nullptr;
    QList<QDockWidget *> m_docks;
    // A collection is given to the Explorer once the window has shown it
    // (the Explorer counts its first slice of games at once).
    QPointer<GameDocument> m_explorerPending;
    QTimer *m_explorerTimer = nullptr;
};

} // namespace kibitz
