#pragma once

// WindowActions: the main window's menus and actions (File, Edit, View, Go;
// the Help menu is HelpMenu's), the keyboard-only actions (typing a move,
// moving the focus between panels) and the find bar. The menus are made
// again when the language changes (build()).

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QMenu>
#include <QPointer>

#include <functional>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QToolBar;

namespace kibitz {

class GameDocument;
class MainWindow;
class WindowHost;

class WindowActions {
    Q_DECLARE_TR_FUNCTIONS(WindowActions)

public:
    WindowActions(MainWindow &window, WindowHost &host)
        : m_window(window)
        , m_host(host)
    { }

    // Makes the menu bar's menus and their actions (again, after a language
    // change: the caller replaced the menu bar).
    void build();
    // The find bar at the bottom, hidden until Edit > Find.
    void createFindBar();
    void retranslateFindBar();
    // Checks the View menu's board options as the window's render options say.
    void syncBoardOptionActions();
    // Checks Edit > Set Up Position as the current tab's view says.
    void syncSetupMode();
    bool focusNextPanel(bool forward);
    // Lists a game family's own panel (GameWindowPart::dock) in
    // View > Panels, after the shared ones.
    void addPanelToggle(QDockWidget *dock);
    // Makes the menus again in the current language (the menu bar was
    // replaced), with the states they had.
    void rebuild();
    // Enables what needs an open document.
    void updateEnabled(bool documentOpen);
    QAction *undo() const { return m_undo; }
    QAction *redo() const { return m_redo; }
    const QList<QAction *> &themeActions() const { return m_themeActions; }

private:
    void createActions();
    QAction *addDocumentAction(QMenu *menu, const QString &name, const QString &text, const QKeySequence &shortcut,
                               std::function<void(GameDocument *)> run);
    void createThemeMenu(QMenu *menu);
    // Edit > Type a Move and Go > Next/Previous Panel: what the mouse does,
    // for the keyboard.
    void createKeyboardActions(QMenu *edit, QMenu *go);
    void typeMoveDialog();
    // Edit > Set Up Position and Switch Player to Move; Go > Bookmarks (the
    // N[bookmark X] nodes of twixt-sgf-ff4.txt: keys 1 to 9 jump to them,
    // Ctrl and the key sets one).
    void createSetupActions(QMenu *edit);
    void createBookmarkMenu(QMenu *go);

    MainWindow &m_window;
    WindowHost &m_host; // the window's tabs, parts and what only it does
    QMenu *m_recentMenu = nullptr;
    QPointer<QMenu> m_panelsMenu; // View > Panels
    QAction *m_panelsEnd = nullptr; // its separator after the panels
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_close = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QList<QAction *> m_documentActions; // enabled while a document is open
    QList<QAction *> m_menuActions; // made outside the menus
    QList<QAction *> m_themeActions;
    QToolBar *m_findBar = nullptr;
    QLineEdit *m_findText = nullptr;
    QComboBox *m_findWhat = nullptr;
    QLabel *m_findLabel = nullptr;
    QAction *m_findClose = nullptr;
};

} // namespace kibitz
