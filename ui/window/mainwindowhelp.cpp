// MainWindow: the Help menu and moving the keyboard focus between panels.
// (Kept apart from mainwindow.cpp: these touch nothing else of the window.)

#include "window/mainwindow.h"

#include "common/documentview.h"
#include "document/gamedocument.h"
#include "help/helpdialogs.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QInputDialog>
#include <QPointer>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QTabWidget>

namespace kibitz {

namespace {

// The widget that should take the focus when `container` is entered from the
// keyboard: itself when it takes focus by Tab, else its first descendant that
// does, in focus-chain order.
QWidget *focusTarget(QWidget *container)
{
    const auto takesFocus = [](QWidget *w) {
        return (w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && w->isVisible();
    };
    if (takesFocus(container))
        return container;
    for (QWidget *w = container->nextInFocusChain(); w && w != container; w = w->nextInFocusChain()) {
        if (!container->isAncestorOf(w))
            continue;
        if (takesFocus(w))
            return w;
    }
    return nullptr;
}

} // namespace

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guide = help->addAction(tr("&User Guide"), this, &MainWindow::showUserGuide);
    guide->setObjectName(QStringLiteral("userGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("How to open, browse, annotate, convert and replay game records"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setObjectName(QStringLiteral("keyboardShortcuts"));
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    keys->setStatusTip(tr("Every menu action and its keys"));
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Kibitz"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("about"));
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("aboutQt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createKeyboardActions(QMenu *edit, QMenu *go)
{
    // Where the platform has no standard key for these (a bare X session
    // without a desktop's theme), the keys Linux desktops give them, so that
    // they stay reachable from the keyboard.
    const std::pair<const char *, QKeySequence> fallbacks[] = {
        {"saveAs", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
        {"quit", QKeySequence(Qt::CTRL | Qt::Key_Q)},
        {"close", QKeySequence(Qt::CTRL | Qt::Key_W)},
        {"redo", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)},
    };
    for (const auto &[name, key] : fallbacks)
        if (QAction *a = action(QString::fromLatin1(name)); a && a->shortcut().isEmpty())
            a->setShortcut(key);

    QAction *type = addDocumentAction(edit, QStringLiteral("typeMove"), tr("&Type a Move…"),
                                      QKeySequence(Qt::CTRL | Qt::Key_Return), [this](GameDocument *) {
                                          typeMoveDialog();
                                      });
    type->setStatusTip(tr("Play a move by typing its cell, as in f6 or K12"));
    // After Edit's first group (undo, redo), where playing moves belongs.
    const QList<QAction *> editActions = edit->actions();
    if (editActions.size() > 2) {
        edit->removeAction(type);
        edit->insertAction(editActions.at(2), type);
    }

    QMenu *menu = go;
    menu->addSeparator();
    QAction *next = menu->addAction(tr("Next Pane&l"), this, [this] { focusNextPanel(true); });
    next->setObjectName(QStringLiteral("nextPanel"));
    next->setShortcut(QKeySequence(Qt::Key_F6));
    next->setStatusTip(tr("Move the keyboard focus to the next of the board and the open panels"));
    QAction *previous = menu->addAction(tr("P&revious Panel"), this, [this] { focusNextPanel(false); });
    previous->setObjectName(QStringLiteral("previousPanel"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    previous->setStatusTip(tr("Move the keyboard focus to the previous of the board and the open panels"));
}

bool MainWindow::focusNextPanel(bool forward)
{
    // The central area (the current board, or the start page), then each
    // open panel in the order the Panels menu lists them.
    QList<QWidget *> containers;
    if (isStartPageShown())
        containers << m_startPage;
    else if (QWidget *view = m_tabs->currentWidget())
        containers << view;
    for (QDockWidget *dock : std::as_const(m_docks))
        if (dock->toggleViewAction()->isChecked() && dock->widget()) // open, perhaps tabbed behind another
            containers << dock;
    if (containers.isEmpty())
        return false;
    QWidget *focus = QApplication::focusWidget();
    qsizetype current = -1;
    for (qsizetype i = 0; i < containers.size(); ++i)
        if (focus && (containers[i] == focus || containers[i]->isAncestorOf(focus)))
            current = i;
    const qsizetype n = containers.size();
    for (qsizetype step = 1; step <= n; ++step) {
        const qsizetype i = current < 0 ? (forward ? step - 1 : n - step)
                                        : ((current + (forward ? step : -step)) % n + n) % n;
        QWidget *container = containers[i];
        if (auto *dock = qobject_cast<QDockWidget *>(container)) {
            dock->raise(); // a panel tabbed behind another comes to the front
            container = dock->widget();
        }
        if (QWidget *target = focusTarget(container)) {
            target->setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    return false;
}

void MainWindow::typeMoveDialog()
{
    DocumentView *view = currentDocumentView();
    if (!view || !view->takesTypedMoves()) {
        showStatus(tr("Moves can be typed on Hex and Twixt boards only."));
        return;
    }
    // Window-modal, not blocking: the dialog asks, the board plays; what
    // cannot be played is said in a message box (a status bar message alone
    // would go unheard by a screen reader).
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("TypeMoveDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Type a Move"));
    dialog->setLabelText(tr("Cell to play (column letters and row number, as the coordinates show):"));
    dialog->setInputMode(QInputDialog::TextInput);
    dialog->setOption(QInputDialog::NoButtons, false);
    QPointer<DocumentView> target(view);
    connect(dialog, &QInputDialog::textValueSelected, this, [this, target](const QString &text) {
        QString error;
        if (!target)
            return;
        if (!target->playTypedMove(text, &error)) {
            showStatus(error);
            QMessageBox::warning(this, tr("Type a Move"), error);
        }
    });
    dialog->open();
}

UserGuideDialog *MainWindow::showUserGuide()
{
    if (!m_guide)
        m_guide = new UserGuideDialog(this);
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
    return m_guide;
}

ShortcutsDialog *MainWindow::showShortcuts()
{
    if (!m_shortcuts)
        m_shortcuts = new ShortcutsDialog(menuBar(), this);
    m_shortcuts->show();
    m_shortcuts->raise();
    m_shortcuts->activateWindow();
    return m_shortcuts;
}

AboutDialog *MainWindow::showAbout()
{
    if (!m_about)
        m_about = new AboutDialog(this);
    m_about->show();
    m_about->raise();
    m_about->activateWindow();
    return m_about;
}

} // namespace kibitz
