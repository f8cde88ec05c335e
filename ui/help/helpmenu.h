#pragma once

// HelpMenu: the main window's Help menu and its windows (helpdialogs.h: the
// user guide, the keyboard shortcuts, About), made on first use and shown
// without blocking.

#include <QMainWindow>

class QMenuBar;

namespace kibitz {

class AboutDialog;
class ShortcutsDialog;
class UserGuideDialog;

class HelpMenu : public QObject {
    Q_OBJECT

public:
    explicit HelpMenu(QMainWindow &window)
        : QObject(&window)
        , m_window(window)
    { }

    // Adds the Help menu to `bar` (again, after a language change).
    void addMenu(QMenuBar *bar);
    UserGuideDialog *showUserGuide();
    ShortcutsDialog *showShortcuts();
    AboutDialog *showAbout();

private:
    QMainWindow &m_window;
    UserGuideDialog *m_guide = nullptr;
    ShortcutsDialog *m_shortcuts = nullptr;
    AboutDialog *m_about = nullptr;
};

} // namespace kibitz
