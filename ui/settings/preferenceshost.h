#pragma once

// PreferencesHost: what the Preferences dialog and the View menu's game
// options read and change, the preferences and render options in force, so
// that settings/ knows nothing of the window that holds them. MainWindow
// implements it; the window tells the dialog of changes made elsewhere
// (PreferencesDialog::showPreferences, showRenderOptions).

#include "render/renderoptions.h"
#include "settings/preferences.h"

namespace kibitz {

class PreferencesHost {
public:
    virtual const Preferences &preferences() const = 0;
    virtual void setPreferences(const Preferences &preferences) = 0;
    virtual const RenderOptions &renderOptions() const = 0;
    virtual void setRenderOptions(const RenderOptions &options) = 0;
    // Whether boards are drawn dark now (the colours the dialog shows).
    virtual bool isDarkTheme() const = 0;

protected:
    ~PreferencesHost() = default;
};

} // namespace kibitz
