#pragma once

// WindowAppearance: the preferences applied live to the main window: the
// theme (the application palette, light, dark or the system's), the board
// colours of every open tab, the language, and the Preferences dialog.

#include <QCoreApplication>
#include <QPointer>

class QPalette;

namespace kibitz {

class MainWindow;
class PreferencesDialog;
struct Preferences;

class WindowAppearance {
    Q_DECLARE_TR_FUNCTIONS(WindowAppearance)

public:
    explicit WindowAppearance(MainWindow &window) : m_window(window) {}

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
    QPointer<PreferencesDialog> m_dialog;
};

} // namespace kibitz
