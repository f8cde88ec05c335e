#pragma once

// WindowActions: the main window's menus and actions (File, Edit, View, Go;
// the Help menu is HelpMenu's), the keyboard-only actions (typing a move,
// moving the focus between panels) and the find bar. The menus are made
// again when the language changes (build()).

#include <QCoreApplication>
#include <QKeySequence>

#include <functional>

class QAction;
class QMenu;

namespace kibitz {

class GameDocument;
class MainWindow;

class WindowActions {
    Q_DECLARE_TR_FUNCTIONS(WindowActions)

public:
    explicit WindowActions(MainWindow &window) : m_window(window) {}

    // Makes the menu bar's menus and their actions (again, after a language
    // change: the caller replaced the menu bar).
    void build();
    // The find bar at the bottom, hidden until Edit > Find.
    void createFindBar();
    void retranslateFindBar();
    // Checks the View menu's board options as the window's render options say.
    void syncBoardOptionActions();
    bool focusNextPanel(bool forward);

private:
    void createActions();
    QAction *addDocumentAction(QMenu *menu, const QString &name, const QString &text, const QKeySequence &shortcut,
                               std::function<void(GameDocument *)> run);
    void createThemeMenu(QMenu *menu);
    // Edit > Type a Move and Go > Next/Previous Panel: what the mouse does,
    // for the keyboard.
    void createKeyboardActions(QMenu *edit, QMenu *go);
    void typeMoveDialog();

    MainWindow &m_window;
};

} // namespace kibitz
