#pragma once

// WindowAppearance: the preferences applied live to the main window: the
// theme (the application palette, light, dark or the system's), the board
// colours of every open tab, the language, and the Preferences dialog.

#include "settings/preferences.h"

#include <QCoreApplication>
#include <QPointer>

class QPalette;

namespace kibitz {

class MainWindow;
class PreferencesDialog;
class WindowHost;

class WindowAppearance {
    Q_DECLARE_TR_FUNCTIONS(WindowAppearance)

public:
    WindowAppearance(MainWindow &window, WindowHost &host)
        : m_window(window)
        , m_host(host)
    { }

    // The preferences in force, and whether boards and panels are drawn
    // dark now (the theme, or the system's palette when the theme follows it).
    const Preferences &preferences() const { return m_preferences; }
    bool isDark() const { return m_dark; }

    // At start: the saved preferences and animation speed, applied.
    void readPreferenceSettings();
    void setPreferences(const Preferences &preferences);
    void applyTheme();
    void applyBoardColours();
    // The system's palette changed: when the theme follows it, the boards
    // are drawn dark or light again.
    void followSystemPalette();
    // Shows the (modeless) preferences dialog, made on first use.
    PreferencesDialog *showPreferences();

private:
    MainWindow &m_window;
    WindowHost &m_host; // the window's tabs and actions
    Preferences m_preferences;
    bool m_dark = false;
    QPointer<PreferencesDialog> m_dialog;
};

} // namespace kibitz
