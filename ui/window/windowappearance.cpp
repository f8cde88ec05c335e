// WindowAppearance: theme, board colours, language and the Preferences
// dialog, applied to the main window (see windowappearance.h).

#include "window/windowappearance.h"

#include "common/documentview.h"
#include "document/gamedocument.h"
#include "settings/preferencesdialog.h"
#include "settings/translations.h"
#include "window/mainwindow.h"
#include "window/windowactions.h"
#include "window/windowhost.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QTabWidget>

#include <algorithm>

namespace kibitz {

namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1f, 0x21, 0x24), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8d, 0x93));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xb6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb0, 0xff));
    p.setColor(QPalette::Light, QColor(0x44, 0x47, 0x4d));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3c, 0x41));
    p.setColor(QPalette::Mid, QColor(0x25, 0x27, 0x2a));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

// Qt 6.4 has no colour-scheme hint: a palette whose window colour is dark is
// a dark theme.
bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

} // namespace

void WindowAppearance::readPreferenceSettings()
{
    QSettings s(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
    RenderOptions options = m_window.renderOptions();
    options.animationMilliseconds = std::clamp(
        s.value(QStringLiteral("view/animationMilliseconds"), options.animationMilliseconds).toInt(), 0, 2000);
    m_window.setRenderOptions(options);
    m_preferences = Preferences::load();
    applyTheme();
    applyBoardColours();
    translations::install(m_preferences.language);
}

void WindowAppearance::setPreferences(const Preferences &preferences)
{
    const Preferences before = m_preferences;
    m_preferences = preferences;
    m_preferences.save();
    if (before.theme != preferences.theme)
        applyTheme();
    if (before.colours != preferences.colours)
        applyBoardColours();
    // Installs the translators: widgets retranslate on LanguageChange.
    translations::install(preferences.language);
    emit m_window.preferencesChanged(m_preferences);
}

void WindowAppearance::applyTheme()
{
    for (QAction *action : std::as_const(m_host.windowActions().themeActions()))
        action->setChecked(action->data().toInt() == int(m_preferences.theme));
    switch (m_preferences.theme) {
    case ThemeChoice::Dark:
        qApp->setPalette(darkPalette());
        break;
    case ThemeChoice::Light:
        qApp->setPalette(qApp->style()->standardPalette());
        break;
    // A palette with no colour set takes every colour from the platform's,
    // and keeps following it when the system's theme changes.
    case ThemeChoice::System:
        qApp->setPalette(QPalette());
        break;
    }
    m_dark = m_preferences.theme == ThemeChoice::System ? isDarkPalette(QApplication::palette())
                                                        : m_preferences.theme == ThemeChoice::Dark;
    for (int i = 0; i < m_host.tabWidget().count(); ++i)
        if (auto *view = qobject_cast<DocumentView *>(m_host.tabWidget().widget(i)))
            view->setDarkTheme(m_dark);
}

void WindowAppearance::applyBoardColours()
{
    for (int i = 0; i < m_host.tabWidget().count(); ++i) {
        auto *view = qobject_cast<DocumentView *>(m_host.tabWidget().widget(i));
        if (!view || !view->document())
            continue;
        view->setBoardColours(m_preferences.coloursOf(view->document()->game().kind));
        view->setDarkTheme(m_dark); // draws with them
    }
}

PreferencesDialog *WindowAppearance::showPreferences()
{
    if (!m_dialog) {
        m_dialog = new PreferencesDialog(m_window, &m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        // Changes made elsewhere (the View menu, another dialog) show in it.
        QObject::connect(&m_window, &MainWindow::preferencesChanged, m_dialog, &PreferencesDialog::showPreferences);
        QObject::connect(&m_window, &MainWindow::renderOptionsChanged, m_dialog, &PreferencesDialog::showRenderOptions);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

void WindowAppearance::followSystemPalette()
{
    if (m_preferences.theme == ThemeChoice::System && isDarkPalette(QApplication::palette()) != m_dark) {
        m_dark = !m_dark;
        for (int i = 0; i < m_host.tabWidget().count(); ++i)
            if (auto *view = qobject_cast<DocumentView *>(m_host.tabWidget().widget(i)))
                view->setDarkTheme(m_dark);
    }
}

} // namespace kibitz
