// WindowActions: the main window's menus, actions and find bar (see
// windowactions.h).

#include "window/windowactions.h"

#include "settings/gameviewoptions.h"

#include "common/documentview.h"
#include "document/gamedocument.h"
#include "games/gameuitable.h"
#include "help/helpmenu.h"
#include "window/documentfiles.h"
#include "window/mainwindow.h"
#include "window/windowhost.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoGroup>

#include <algorithm>

namespace kibitz {

namespace {

// The widget that should take the focus when `container` is entered from the
// keyboard: itself when it takes focus by Tab, else its first descendant that
// does, in focus-chain order.
QWidget *focusTarget(QWidget *container)
{
    const auto takesFocus
        = [](QWidget *w) { return (w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && w->isVisible(); };
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

QAction *WindowActions::addDocumentAction(QMenu *menu, const QString &name, const QString &text,
                                          const QKeySequence &shortcut, std::function<void(GameDocument *)> run)
{
    QAction *action = menu->addAction(text, &m_window, [this, run = std::move(run)] {
        if (GameDocument *document = m_window.currentDocument())
            run(document);
    });
    action->setObjectName(name);
    action->setShortcut(shortcut);
    m_documentActions << action;
    return action;
}

void WindowActions::createActions()
{
    QMenu *file = m_window.menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), &m_host.documentFiles(), &DocumentFiles::openDialog);
    open->setObjectName(QStringLiteral("open"));
    open->setShortcut(QKeySequence::Open);
    QAction *openFolder
        = file->addAction(tr("Open &Folder…"), &m_host.documentFiles(), &DocumentFiles::openFolderDialog);
    openFolder->setObjectName(QStringLiteral("openFolder"));
    file->addAction(tr("Open Files as One &Collection…"), &m_host.documentFiles(), &DocumentFiles::openCollectionDialog)
        ->setObjectName(QStringLiteral("openCollection"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QObject::connect(m_recentMenu, &QMenu::aboutToShow, &m_window,
                     [this] { m_host.documentFiles().fillRecentMenu(m_recentMenu); });
    file->addSeparator();
    m_save = file->addAction(tr("&Save"), &m_window, &MainWindow::saveCurrent);
    m_save->setObjectName(QStringLiteral("save"));
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = file->addAction(tr("Save &As…"), &m_host.documentFiles(), &DocumentFiles::saveAsDialog);
    m_saveAs->setObjectName(QStringLiteral("saveAs"));
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    QAction *backups = file->addAction(tr("Keep a &Backup When Saving"));
    backups->setObjectName(QStringLiteral("keepBackups"));
    backups->setCheckable(true);
    backups->setToolTip(tr("Saving keeps the previous version of the file as FILE~"));
    QObject::connect(backups, &QAction::toggled, &m_window, &MainWindow::setKeepsBackups);
    addDocumentAction(file, QStringLiteral("exportImage"), tr("&Export Board Image…"),
                      QKeySequence(Qt::CTRL | Qt::Key_E),
                      [this](GameDocument *) { m_host.documentFiles().exportDialog(); });
    file->addSeparator();
    m_close = file->addAction(tr("&Close"), &m_window, [this] { m_host.closeTab(m_host.tabWidget().currentIndex()); });
    m_close->setObjectName(QStringLiteral("close"));
    m_close->setShortcut(QKeySequence::Close);
    QAction *quit = file->addAction(tr("&Quit"), &m_window, &QWidget::close);
    quit->setObjectName(QStringLiteral("quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = m_window.menuBar()->addMenu(tr("&Edit"));
    m_undo = m_host.undoGroup().createUndoAction(&m_window, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_host.undoGroup().createRedoAction(&m_window, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    addDocumentAction(edit, QStringLiteral("copyVariation"), tr("&Copy Variation"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                      [this](GameDocument *) { m_window.copyVariation(); });
    addDocumentAction(edit, QStringLiteral("pasteVariation"), tr("&Paste Variation"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
                      [this](GameDocument *) { m_window.pasteVariation(); });
    addDocumentAction(edit, QStringLiteral("deleteVariation"), tr("&Delete Variation"),
                      QKeySequence(Qt::CTRL | Qt::Key_Delete),
                      [](GameDocument *d) { d->deleteVariation(d->currentNode()); });
    addDocumentAction(edit, QStringLiteral("promoteVariation"), tr("Pro&mote to Main Line"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                      [](GameDocument *d) { d->promoteVariation(d->currentNode()); });
    addDocumentAction(edit, QStringLiteral("moveVariationUp"), tr("Move Variation &Up"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up),
                      [](GameDocument *d) { d->moveVariation(d->currentNode(), -1); });
    addDocumentAction(edit, QStringLiteral("moveVariationDown"), tr("Move Variation Do&wn"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down),
                      [](GameDocument *d) { d->moveVariation(d->currentNode(), +1); });
    edit->addSeparator();
    // The board as shown, marks included, as an image on the clipboard.
    addDocumentAction(edit, QStringLiteral("copyDiagram"), tr("Copy Dia&gram"), QKeySequence(), [this](GameDocument *) {
        if (DocumentView *view = m_window.currentDocumentView())
            QGuiApplication::clipboard()->setImage(view->diagram());
    });
    createSetupActions(edit);
    edit->addSeparator();
    addDocumentAction(edit, QStringLiteral("find"), tr("&Find…"), QKeySequence::Find, [this](GameDocument *) {
        m_findBar->show();
        m_findText->setFocus();
        m_findText->selectAll();
    });
    addDocumentAction(
        edit, QStringLiteral("findNext"), tr("Find &Next"), QKeySequence::FindNext,
        [this](GameDocument *) { m_window.findNext(m_findText->text(), m_findWhat->currentIndex() == 0, true); });
    addDocumentAction(
        edit, QStringLiteral("findPrevious"), tr("Find Pre&vious"), QKeySequence::FindPrevious,
        [this](GameDocument *) { m_window.findNext(m_findText->text(), m_findWhat->currentIndex() == 0, false); });
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pre&ferences…"), &m_window, [this] { m_window.showPreferences(); });
    preferences->setObjectName(QStringLiteral("preferences"));
    // Ctrl+, where the platform has no standard key for it.
    preferences->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty()
                                  ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                  : QKeySequence::keyBindings(QKeySequence::Preferences));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *view = m_window.menuBar()->addMenu(tr("&View"));
    createThemeMenu(view->addMenu(tr("&Theme")));
    view->addSeparator();
    const auto addOption
        = [&](const QString &name, const QString &text, bool RenderOptions::*member, const QKeySequence &shortcut) {
              QAction *option = view->addAction(text);
              option->setObjectName(name);
              option->setCheckable(true);
              option->setChecked(m_window.renderOptions().*member);
              option->setShortcut(shortcut);
              QObject::connect(option, &QAction::toggled, &m_window, [this, member](bool on) {
                  RenderOptions options = m_window.renderOptions();
                  options.*member = on;
                  m_window.setRenderOptions(options);
              });
          };
    addOption(QStringLiteral("coordinates"), tr("&Coordinates"), &RenderOptions::coordinates, QKeySequence());
    addOption(QStringLiteral("moveNumbers"), tr("Move &Numbers"), &RenderOptions::moveNumbers,
              QKeySequence(Qt::CTRL | Qt::Key_M));
    addOption(QStringLiteral("lastMove"), tr("&Last Move Marker"), &RenderOptions::lastMoveMarker, QKeySequence());
    addOption(QStringLiteral("followUps"), tr("&Follow-up Moves"), &RenderOptions::followUps, QKeySequence());
    addOption(QStringLiteral("flip"), tr("F&lip Board"), &RenderOptions::flipped, QKeySequence(Qt::CTRL | Qt::Key_F2));
    addOption(QStringLiteral("wholeBoard"), tr("Show &Whole Board"), &RenderOptions::wholeBoard, QKeySequence());
    m_window.action(QStringLiteral("wholeBoard"))
        ->setStatusTip(tr("Show the whole board where the game asks to show part of it (a puzzle, SGF VW)"));
    addGameViewOptions(view, m_window);
    view->addSeparator();
    QMenu *panels = view->addMenu(tr("&Panels"));
    for (QDockWidget *dock : std::as_const(m_host.windowPanels().docks()))
        panels->addAction(dock->toggleViewAction());
    // The game families' own panels, once they are made (addPanelToggle).
    for (QDockWidget *dock : m_window.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        if (!m_host.windowPanels().docks().contains(dock))
            panels->addAction(dock->toggleViewAction());
    m_panelsMenu = panels;
    m_panelsEnd = panels->addSeparator();
    QAction *defaultLayout = panels->addAction(tr("&Default Layout"), &m_window, [this] { m_window.resetLayout(); });
    defaultLayout->setObjectName(QStringLiteral("defaultLayout"));
    defaultLayout->setStatusTip(tr("Arrange the panels as this game's documents first open"));
    m_documentActions << defaultLayout;

    QMenu *go = m_window.menuBar()->addMenu(tr("&Go"));
    const auto addGo
        = [&](const QString &name, const QString &text, const QKeySequence &key, bool (GameDocument::*step)()) {
              addDocumentAction(go, name, text, key, [step](GameDocument *d) { (d->*step)(); });
          };
    addDocumentAction(go, QStringLiteral("previousMove"), tr("&Previous Move"), QKeySequence(Qt::Key_Left),
                      [this](GameDocument *d) {
                          if (DocumentView *view = m_window.currentDocumentView(); !view || !view->takeBackEntry())
                              d->goToParent();
                      });
    addGo(QStringLiteral("nextMove"), tr("&Next Move"), QKeySequence(Qt::Key_Right), &GameDocument::goToMainChild);
    addGo(QStringLiteral("previousVariation"), tr("Previous &Variation"), QKeySequence(Qt::Key_Up),
          &GameDocument::goToPreviousSibling);
    addGo(QStringLiteral("nextVariation"), tr("Next V&ariation"), QKeySequence(Qt::Key_Down),
          &GameDocument::goToNextSibling);
    addGo(QStringLiteral("branchPoint"), tr("Up to &Branch Point"), QKeySequence(Qt::SHIFT | Qt::Key_Left),
          &GameDocument::goToBranchPoint);
    addGo(QStringLiteral("start"), tr("&Start"), QKeySequence(Qt::Key_Home), &GameDocument::goToRoot);
    addGo(QStringLiteral("end"), tr("&End of Line"), QKeySequence(Qt::Key_End), &GameDocument::goToEndOfLine);
    go->addSeparator();
    addDocumentAction(go, QStringLiteral("previousGame"), tr("Previous &Game"), QKeySequence(Qt::ALT | Qt::Key_PageUp),
                      [](GameDocument *d) { d->setGameIndex(d->gameIndex() - 1); });
    addDocumentAction(go, QStringLiteral("nextGame"), tr("Next G&ame"), QKeySequence(Qt::ALT | Qt::Key_PageDown),
                      [](GameDocument *d) { d->setGameIndex(d->gameIndex() + 1); });
    go->addSeparator();
    createBookmarkMenu(go);
    createKeyboardActions(edit, go);
}

void WindowActions::createFindBar()
{
    m_findBar = new QToolBar(&m_window);
    m_findBar->setObjectName(QStringLiteral("FindBar"));
    m_findText = new QLineEdit;
    m_findText->setClearButtonEnabled(true);
    m_findWhat = new QComboBox;
    m_findWhat->addItem(QString());
    m_findWhat->addItem(QString());
    m_findLabel = new QLabel;
    m_findBar->addWidget(m_findLabel);
    m_findBar->addWidget(m_findText);
    m_findBar->addWidget(m_findWhat);
    m_findBar->addAction(m_window.action(QStringLiteral("findPrevious")));
    m_findBar->addAction(m_window.action(QStringLiteral("findNext")));
    m_findClose = m_findBar->addAction(QString(), m_findBar, &QWidget::hide);
    retranslateFindBar(); // the texts
    QObject::connect(m_findText, &QLineEdit::returnPressed, &m_window,
                     [this] { m_window.findNext(m_findText->text(), m_findWhat->currentIndex() == 0, true); });
    m_window.addToolBarBreak(Qt::BottomToolBarArea);
    m_window.addToolBar(Qt::BottomToolBarArea, m_findBar);
    m_findBar->hide();
}

void WindowActions::createThemeMenu(QMenu *menu)
{
    auto *group = new QActionGroup(menu);
    const auto add = [&](ThemeChoice theme, const QString &name, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setObjectName(name);
        action->setCheckable(true);
        action->setActionGroup(group);
        action->setData(int(theme));
        QObject::connect(action, &QAction::triggered, &m_window, [this, theme] { m_window.setTheme(theme); });
        m_themeActions << action;
    };
    add(ThemeChoice::Light, QStringLiteral("themeLight"), tr("&Light"));
    add(ThemeChoice::Dark, QStringLiteral("themeDark"), tr("&Dark"));
    add(ThemeChoice::System, QStringLiteral("themeSystem"), tr("&Follow the System"));
}

void WindowActions::syncBoardOptionActions()
{
    const auto sync = [this](const char *name, bool on) {
        if (QAction *option = m_window.action(QLatin1String(name)); option && option->isChecked() != on)
            option->setChecked(on); // its toggled handler finds nothing to change
    };
    sync("coordinates", m_window.renderOptions().coordinates);
    sync("moveNumbers", m_window.renderOptions().moveNumbers);
    sync("lastMove", m_window.renderOptions().lastMoveMarker);
    sync("followUps", m_window.renderOptions().followUps);
    sync("flip", m_window.renderOptions().flipped);
    sync("wholeBoard", m_window.renderOptions().wholeBoard);
    syncGameViewOptions(&m_window, m_window.renderOptions());
}

void WindowActions::build()
{
    m_documentActions.clear();
    m_themeActions.clear();
    const QList<QAction *> before = m_window.findChildren<QAction *>(Qt::FindDirectChildrenOnly);
    createActions();
    m_host.helpMenu().addMenu(m_window.menuBar());
    m_menuActions.clear();
    for (QAction *a : m_window.findChildren<QAction *>(Qt::FindDirectChildrenOnly))
        if (!before.contains(a))
            m_menuActions << a;
}

void WindowActions::addPanelToggle(QDockWidget *dock)
{
    if (m_panelsMenu && dock && !m_panelsMenu->actions().contains(dock->toggleViewAction()))
        m_panelsMenu->insertAction(m_panelsEnd, dock->toggleViewAction());
}

void WindowActions::retranslateFindBar()
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

void WindowActions::createKeyboardActions(QMenu *edit, QMenu *go)
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
        if (QAction *a = m_window.action(QString::fromLatin1(name)); a && a->shortcut().isEmpty())
            a->setShortcut(key);

    QAction *type
        = addDocumentAction(edit, QStringLiteral("typeMove"), tr("&Type a Move…"),
                            QKeySequence(Qt::CTRL | Qt::Key_Return), [this](GameDocument *) { typeMoveDialog(); });
    type->setStatusTip(tr("Play a move by typing its cell, as in f6 or K12"));
    // After Edit's first group (undo, redo), where playing moves belongs.
    const QList<QAction *> editActions = edit->actions();
    if (editActions.size() > 2) {
        edit->removeAction(type);
        edit->insertAction(editActions.at(2), type);
    }

    QMenu *menu = go;
    menu->addSeparator();
    QAction *next = menu->addAction(tr("Next Pane&l"), &m_window, [this] { focusNextPanel(true); });
    next->setObjectName(QStringLiteral("nextPanel"));
    next->setShortcut(QKeySequence(Qt::Key_F6));
    next->setStatusTip(tr("Move the keyboard focus to the next of the board and the open panels"));
    QAction *previous = menu->addAction(tr("P&revious Panel"), &m_window, [this] { focusNextPanel(false); });
    previous->setObjectName(QStringLiteral("previousPanel"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    previous->setStatusTip(tr("Move the keyboard focus to the previous of the board and the open panels"));
}

bool WindowActions::focusNextPanel(bool forward)
{
    // The central area (the current board, or the start page), then each
    // open panel in the order the Panels menu lists them.
    QList<QWidget *> containers;
    if (m_window.isStartPageShown())
        containers << m_window.startPage();
    else if (QWidget *view = m_host.tabWidget().currentWidget())
        containers << view;
    for (QDockWidget *dock : std::as_const(m_host.windowPanels().docks()))
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
        const qsizetype i
            = current < 0 ? (forward ? step - 1 : n - step) : ((current + (forward ? step : -step)) % n + n) % n;
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

void WindowActions::typeMoveDialog()
{
    DocumentView *view = m_window.currentDocumentView();
    if (!view || !view->takesTypedMoves()) {
        m_host.showStatus(tr("Moves can be typed on %1 boards only.").arg(familiesThat(&GameUi::takesTypedMoves)));
        return;
    }
    // Window-modal, not blocking: the dialog asks, the board plays; what
    // cannot be played is said in a message box (a status bar message alone
    // would go unheard by a screen reader).
    auto *dialog = new QInputDialog(&m_window);
    dialog->setObjectName(QStringLiteral("TypeMoveDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Type a Move"));
    dialog->setLabelText(tr("Cell to play (column letters and row number, as the coordinates show):"));
    dialog->setInputMode(QInputDialog::TextInput);
    dialog->setOption(QInputDialog::NoButtons, false);
    QPointer<DocumentView> target(view);
    QObject::connect(dialog, &QInputDialog::textValueSelected, &m_window, [this, target](const QString &text) {
        QString error;
        if (!target)
            return;
        if (!target->playTypedMove(text, &error)) {
            m_host.showStatus(error);
            m_window.userPrompts().failure(tr("Type a Move"), error);
        }
    });
    dialog->open();
}

void WindowActions::rebuild()
{
    qDeleteAll(m_menuActions);
    m_menuActions.clear();
    build();
    if (QAction *backups = m_window.action(QStringLiteral("keepBackups")))
        backups->setChecked(m_host.documentFiles().keepsBackups());
    for (QAction *a : std::as_const(m_themeActions))
        a->setChecked(a->data().toInt() == int(m_window.theme()));
    m_findBar->insertAction(m_findClose, m_window.action(QStringLiteral("findPrevious")));
    m_findBar->insertAction(m_findClose, m_window.action(QStringLiteral("findNext")));
    retranslateFindBar();
    syncSetupMode();
}

void WindowActions::updateEnabled(bool documentOpen)
{
    m_save->setEnabled(documentOpen);
    m_saveAs->setEnabled(documentOpen);
    m_close->setEnabled(documentOpen);
    for (QAction *action : std::as_const(m_documentActions))
        action->setEnabled(documentOpen);
}

// ---- set-up positions and bookmarks ----

void WindowActions::createSetupActions(QMenu *edit)
{
    QAction *setup = addDocumentAction(edit, QStringLiteral("setupMode"), tr("Set &Up Position"),
                                       QKeySequence(Qt::CTRL | Qt::Key_U), [](GameDocument *) {});
    setup->setCheckable(true);
    setup->setStatusTip(tr("Clicks on the board put pieces down and take them off instead of playing: a left click "
                           "for player 1, a right click for player 2"));
    QObject::connect(setup, &QAction::toggled, &m_window, [this](bool on) {
        DocumentView *view = m_window.currentDocumentView();
        if (!view || view->isSetupMode() == on)
            return;
        if (on && view->openSetupDialog([this](std::unique_ptr<GameDocument> document) {
                m_host.addDocument(std::move(document));
            })) {
            syncSetupMode(); // a dialog, not a mode: the action stays unchecked
            return;
        }
        view->setSetupMode(on);
        if (on && !view->isSetupMode()) {
            m_host.showStatus(
                tr("Positions can be set up on %1 boards only.").arg(familyList(familiesWhere([](const GameInfo &row) {
                    const GameUi &ui = gameUiForFamily(row.family);
                    return ui.setsUpOnBoard() || ui.setsUpInDialog();
                }))));
            syncSetupMode();
        }
    });
    QAction *toMove = addDocumentAction(
        edit, QStringLiteral("setupSwitchToMove"), tr("S&witch Player to Move"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U), [this](GameDocument *) {
            DocumentView *view = m_window.currentDocumentView();
            if (view && !view->offersSetupMode()) {
                m_host.showStatus(
                    tr("The player to move is set up on %1 boards only.").arg(familiesThat(&GameUi::setsUpOnBoard)));
                return;
            }
            QString error;
            if (view && !view->switchPlayerToMove(&error) && !error.isEmpty())
                m_host.showStatus(error);
        });
    toMove->setStatusTip(tr("Set up the other player to move next (SGF PL)"));
}

void WindowActions::syncSetupMode()
{
    QAction *setup = m_window.action(QStringLiteral("setupMode"));
    DocumentView *view = m_window.currentDocumentView();
    const bool on = view && view->isSetupMode();
    if (setup && setup->isChecked() != on)
        setup->setChecked(on); // its toggled handler finds nothing to change
}

void WindowActions::createBookmarkMenu(QMenu *go)
{
    QMenu *menu = go->addMenu(tr("Boo&kmarks"));
    menu->setObjectName(QStringLiteral("bookmarksMenu"));
    QList<QAction *> jumps;
    for (int number = 1; number <= 9; ++number) {
        QAction *jump
            = addDocumentAction(menu, QStringLiteral("bookmark%1").arg(number), tr("Bookmark &%1").arg(number),
                                QKeySequence(Qt::Key(Qt::Key_0 + number)), [this, number](GameDocument *d) {
                                    if (!d->goToBookmark(number))
                                        m_host.showStatus(tr("This game has no bookmark %1.").arg(number));
                                });
        jumps << jump;
    }
    menu->addSeparator();
    QMenu *set = menu->addMenu(tr("&Set Bookmark"));
    for (int number = 1; number <= 9; ++number) {
        addDocumentAction(set, QStringLiteral("setBookmark%1").arg(number), tr("Bookmark &%1").arg(number),
                          QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + number)), [this, number](GameDocument *d) {
                              QString error;
                              if (d->setBookmark(d->currentNode(), number, &error))
                                  m_host.showStatus(tr("Bookmark %1 set").arg(number));
                              else if (!error.isEmpty())
                                  m_host.showStatus(error);
                          });
    }
    addDocumentAction(menu, QStringLiteral("clearBookmark"), tr("&Clear Bookmark"), QKeySequence(Qt::CTRL | Qt::Key_0),
                      [this](GameDocument *d) {
                          QString error;
                          if (d->setBookmark(d->currentNode(), std::nullopt, &error))
                              m_host.showStatus(tr("Bookmark cleared"));
                          else if (!error.isEmpty())
                              m_host.showStatus(error);
                      });
    // The list: each number says where its bookmark is, when there is one.
    QObject::connect(menu, &QMenu::aboutToShow, &m_window, [this, jumps] {
        GameDocument *document = m_window.currentDocument();
        const std::vector<std::pair<int, NodeId>> marks
            = document ? document->bookmarks() : std::vector<std::pair<int, NodeId>>();
        for (int number = 1; number <= int(jumps.size()); ++number) {
            const auto it = std::find_if(marks.begin(), marks.end(), [&](const auto &m) { return m.first == number; });
            QString where;
            if (it == marks.end())
                where = tr("none");
            else if (it->second == document->tree().root())
                where = tr("the start");
            else
                //: %1 is a move number, %2 the move ("12. K10")
                where = tr("%1. %2").arg(document->tree().depth(it->second)).arg(document->moveText(it->second));
            //: %1 is the bookmark's number (its key), %2 where it is: "none", "the start" or a move
            jumps[number - 1]->setText(tr("Bookmark &%1: %2").arg(number).arg(where));
        }
    });
}

} // namespace kibitz
