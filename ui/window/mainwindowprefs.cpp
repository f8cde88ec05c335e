// MainWindow: the theme, the language and the other preferences, applied
// live to the open window.

#include "window/mainwindow.h"

#include "common/documentview.h"
#include "document/gamedocument.h"
#include "settings/gameviewoptions.h"
#include "settings/preferencesdialog.h"
#include "settings/translations.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>

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

void MainWindow::readPreferenceSettings()
{
    QSettings s(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
    RenderOptions options = m_renderOptions;
    options.animationMilliseconds = std::clamp(
        s.value(QStringLiteral("view/animationMilliseconds"), options.animationMilliseconds).toInt(), 0, 2000);
    setRenderOptions(options);
    m_preferences = Preferences::load();
    applyTheme();
    applyBoardColours();
    translations::install(m_preferences.language);
}

void MainWindow::setPreferences(const Preferences &preferences)
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
    emit preferencesChanged(m_preferences);
}

void MainWindow::setTheme(ThemeChoice theme)
{
    Preferences p = m_preferences;
    p.theme = theme;
    setPreferences(p);
}

void MainWindow::createThemeMenu(QMenu *menu)
{
    auto *group = new QActionGroup(menu);
    const auto add = [&](ThemeChoice theme, const QString &name, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setObjectName(name);
        action->setCheckable(true);
        action->setActionGroup(group);
        action->setData(int(theme));
        connect(action, &QAction::triggered, this, [this, theme] { setTheme(theme); });
        m_themeActions << action;
    };
    add(ThemeChoice::Light, QStringLiteral("themeLight"), tr("&Light"));
    add(ThemeChoice::Dark, QStringLiteral("themeDark"), tr("&Dark"));
    add(ThemeChoice::System, QStringLiteral("themeSystem"), tr("&Follow the System"));
}

void MainWindow::applyTheme()
{
    for (QAction *action : std::as_const(m_themeActions))
        action->setChecked(action->data().toInt() == int(m_preferences.theme));
    switch (m_preferences.theme) {
    case ThemeChoice::Dark: qApp->setPalette(darkPalette()); break;
    case ThemeChoice::Light: qApp->setPalette(qApp->style()->standardPalette()); break;
    // A palette with no colour set takes every colour from the platform's,
    // and keeps following it when the system's theme changes.
    case ThemeChoice::System: qApp->setPalette(QPalette()); break;
    }
    m_dark = m_preferences.theme == ThemeChoice::System ? isDarkPalette(QApplication::palette())
                                                        : m_preferences.theme == ThemeChoice::Dark;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *view = qobject_cast<DocumentView *>(m_tabs->widget(i)))
            view->setDarkTheme(m_dark);
}

void MainWindow::applyBoardColours()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *view = qobject_cast<DocumentView *>(m_tabs->widget(i));
        if (!view || !view->document())
            continue;
        view->setBoardColours(m_preferences.coloursOf(view->document()->game().kind));
        view->setDarkTheme(m_dark); // draws with them
    }
}

void MainWindow::syncBoardOptionActions()
{
    const auto sync = [this](const char *name, bool on) {
        if (QAction *option = action(QLatin1String(name)); option && option->isChecked() != on)
            option->setChecked(on); // its toggled handler finds nothing to change
    };
    sync("coordinates", m_renderOptions.coordinates);
    sync("moveNumbers", m_renderOptions.moveNumbers);
    sync("lastMove", m_renderOptions.lastMoveMarker);
    sync("followUps", m_renderOptions.followUps);
    sync("flip", m_renderOptions.flipped);
    syncGameViewOptions(this, m_renderOptions);
}

PreferencesDialog *MainWindow::showPreferences()
{
    if (!m_preferencesDialog) {
        m_preferencesDialog = new PreferencesDialog(this);
        m_preferencesDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_preferencesDialog->show();
    m_preferencesDialog->raise();
    m_preferencesDialog->activateWindow();
    return m_preferencesDialog;
}

void MainWindow::openAtStart()
{
    switch (m_preferences.startup) {
    case StartupChoice::StartPage: break;
    case StartupChoice::LastFiles: {
        QSettings s(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
        QStringList failed;
        for (const QString &path : s.value(QStringLiteral("startup/lastFiles")).toStringList()) {
            QString error;
            if (!openFile(path, &error))
                failed << error;
        }
        if (!failed.isEmpty())
            statusBar()->showMessage(failed.join(QStringLiteral("; ")), 10000);
        break;
    }
    case StartupChoice::Nothing:
        if (m_tabs->count() > 0)
            break;
        if (!m_blankPage) {
            m_blankPage = new QWidget;
            m_blankPage->setObjectName(QStringLiteral("BlankPage"));
            auto *layout = new QVBoxLayout(m_blankPage);
            m_blankHint = new QLabel;
            m_blankHint->setAlignment(Qt::AlignCenter);
            m_blankHint->setEnabled(false); // a quiet hint
            layout->addWidget(m_blankHint);
            m_central->addWidget(m_blankPage);
            m_blankHint->setText(tr("Open a game file with File > Open, or drop it here."));
        }
        m_central->setCurrentWidget(m_blankPage);
        break;
    }
}

void MainWindow::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange: retranslateUi(); break;
    case QEvent::PaletteChange: // what an application palette change becomes
    case QEvent::ApplicationPaletteChange:
    case QEvent::ThemeChange:
        // Following the system: its palette changed.
        if (m_preferences.theme == ThemeChoice::System && isDarkPalette(QApplication::palette()) != m_dark) {
            m_dark = !m_dark;
            for (int i = 0; i < m_tabs->count(); ++i)
                if (auto *view = qobject_cast<DocumentView *>(m_tabs->widget(i)))
                    view->setDarkTheme(m_dark);
        }
        break;
    default: break;
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::buildMenus()
{
    m_documentActions.clear();
    m_themeActions.clear();
    const QList<QAction *> before = findChildren<QAction *>(Qt::FindDirectChildrenOnly);
    createActions();
    createHelpMenu();
    m_menuActions.clear();
    for (QAction *a : findChildren<QAction *>(Qt::FindDirectChildrenOnly))
        if (!before.contains(a))
            m_menuActions << a;
}

void MainWindow::retranslateUi()
{
    // The menus are made again in the new language, with the states they
    // had: board options, theme, backups, enabled actions.
    QMenuBar *old = menuBar();
    setMenuBar(new QMenuBar(this));
    delete old;
    qDeleteAll(m_menuActions);
    m_menuActions.clear();
    buildMenus();
    if (QAction *backups = action(QStringLiteral("keepBackups")))
        backups->setChecked(m_keepBackups);
    for (QAction *a : std::as_const(m_themeActions))
        a->setChecked(a->data().toInt() == int(m_preferences.theme));
    m_findBar->insertAction(m_findClose, action(QStringLiteral("findPrevious")));
    m_findBar->insertAction(m_findClose, action(QStringLiteral("findNext")));
    updateActions();
    retranslateDocks();
    retranslateFindBar();
    updateTitles();
    if (m_blankHint)
        m_blankHint->setText(tr("Open a game file with File > Open, or drop it here."));
    rebuildStartPage();
}

void MainWindow::retranslateDocks()
{
    const QList<std::pair<const char *, QString>> titles = {
        {"GameTreeDock", tr("Game Tree")},     {"MovesDock", tr("Moves")},
        {"CommentDock", tr("Comment")},        {"GameInfoDock", tr("Game Info")},
        {"UndoDock", tr("Undo History")},      {"EvaluationDock", tr("Evaluation")},
        {"GamesDock", tr("Games")},            {"ExplorerDock", tr("Explorer")}};
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

void MainWindow::retranslateFindBar()
{
    m_findBar->setWindowTitle(tr("Find"));
    m_findText->setPlaceholderText(tr("Comment text or move"));
    m_findText->setAccessibleName(tr("Find"));
    m_findWhat->setItemText(0, tr("in comments"));
    m_findWhat->setItemText(1, tr("as a move"));
    m_findWhat->setAccessibleName(tr("Find where"));
    m_findLabel->setText(tr("Find:") + QLatin1Char(' '));
    m_findClose->setText(tr("Close"));
    m_findClose->setToolTip(tr("Close the find bar"));
}

} // namespace kibitz
