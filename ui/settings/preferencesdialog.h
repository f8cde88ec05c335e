#pragma once

// PreferencesDialog (Edit > Preferences…): theme, language, board colours per
// game, coordinates and move numbers, animation speed and what opens at
// start. Modeless; every change applies at once to the main window (and is
// saved by it), and changes made elsewhere (the View menu) show here.

#include "render/renderoptions.h"
#include "settings/preferences.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace kibitz {

class PreferencesHost;

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    // Shows and changes `host`'s preferences; `window` (the dialog's parent)
    // is the window that holds them.
    PreferencesDialog(PreferencesHost &host, QWidget *window);

    // The colour roles of a game's board, in the order the dialog lists them.
    using ColourRole = kibitz::ColourRole;
    // The game family whose colours are shown.
    GameFamily colourGroup() const;
    void setColourGroup(GameFamily family);
    // What a colour button does once the colour dialog returns a colour.
    void chooseColour(ColourRole role, const QColor &colour);
    // The colour a button shows: the user's, else the theme's.
    QColor shownColour(ColourRole role) const;
    QPushButton *colourButton(ColourRole role) const { return m_colourButtons[int(role)]; }
    // Forgets the colours chosen for the game shown.
    void restoreDefaultColours();
    // Changes made elsewhere (the View menu, another dialog) show here: the
    // window calls these when its preferences or render options change.
    void showPreferences(const Preferences &preferences);
    void showRenderOptions(const RenderOptions &options);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateColourButtons();
    void pickColour(ColourRole role);
    void applyPreferences(const std::function<void(Preferences &)> &change);
    void applyRenderOptions(const std::function<void(RenderOptions &)> &change);

    PreferencesHost &m_host;
    QPointer<QWidget> m_window; // the host's window: none once it is gone
    QGroupBox *m_appearance = nullptr;
    QGroupBox *m_board = nullptr;
    QGroupBox *m_colours = nullptr;
    QGroupBox *m_start = nullptr;
    QFormLayout *m_appearanceForm = nullptr;
    QFormLayout *m_boardForm = nullptr;
    QFormLayout *m_coloursForm = nullptr;
    QFormLayout *m_startForm = nullptr;
    QComboBox *m_theme = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_coordinates = nullptr;
    QCheckBox *m_moveNumbers = nullptr;
    QSpinBox *m_animation = nullptr;
    QComboBox *m_game = nullptr;
    QPushButton *m_colourButtons[5] = {};
    QPushButton *m_restoreColours = nullptr;
    QComboBox *m_startup = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace kibitz
