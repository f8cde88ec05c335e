// HelpMenu: the Help menu and its windows (see helpmenu.h).

#include "help/helpmenu.h"

#include "help/helpdialogs.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace kibitz {

void HelpMenu::addMenu(QMenuBar *bar)
{
    QMenu *help = bar->addMenu(tr("&Help"));
    QAction *guide = help->addAction(tr("&User Guide"), this, &HelpMenu::showUserGuide);
    guide->setObjectName(QStringLiteral("userGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("How to open, browse, annotate, convert and replay game records"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &HelpMenu::showShortcuts);
    keys->setObjectName(QStringLiteral("keyboardShortcuts"));
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    keys->setStatusTip(tr("Every menu action and its keys"));
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Kibitz"), this, &HelpMenu::showAbout);
    about->setObjectName(QStringLiteral("about"));
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("aboutQt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

UserGuideDialog *HelpMenu::showUserGuide()
{
    if (!m_guide)
        m_guide = new UserGuideDialog(&m_window);
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
    return m_guide;
}

ShortcutsDialog *HelpMenu::showShortcuts()
{
    if (!m_shortcuts)
        m_shortcuts = new ShortcutsDialog(m_window.menuBar(), &m_window);
    m_shortcuts->show();
    m_shortcuts->raise();
    m_shortcuts->activateWindow();
    return m_shortcuts;
}

AboutDialog *HelpMenu::showAbout()
{
    if (!m_about)
        m_about = new AboutDialog(&m_window);
    m_about->show();
    m_about->raise();
    m_about->activateWindow();
    return m_about;
}

} // namespace kibitz
