#include "window/mainwindow.h"

#include "games/backgammon/backgammonanalysis.h"
#include "games/hextwixt/hextwixtview.h"
#include "panels/commentpanel.h"
#include "document/gamedocument.h"
#include "panels/evaluationpanel.h"
#include "panels/explorerpanel.h"
#include "panels/gameinfopanel.h"
#include "panels/gametreepanel.h"
#include "panels/gamespanel.h"
#include "analysis/collectionsummary.h"
#include "common/documentview.h"
#include "help/helpdialogs.h"
#include "panels/movelistpanel.h"
#include "window/startpage.h"

#include "games/backgammon/backgammonreplayer.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QLineEdit>
#include <QTemporaryFile>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPalette>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <atomic>

namespace kibitz {

namespace {

constexpr int MaxRecentFiles = 10;

// The View menu's board options that apply to every tab (action object names,
// also settings keys). Flip Board is not one: it is per tab, remembered per
// game family (view/flip/FAMILY).
QStringList boardOptionNames()
{
    return {QStringLiteral("coordinates"), QStringLiteral("moveNumbers"), QStringLiteral("lastMove"),
            QStringLiteral("followUps"),   QStringLiteral("guidelines"),  QStringLiteral("rotate")};
}

QSettings settings()
{
    return QSettings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
}

QString canonical(const QString &path)
{
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? QFileInfo(path).absoluteFilePath() : c;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_undoGroup(new QUndoGroup(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setWindowTitle(tr("Kibitz"));

    m_central = new QStackedWidget(this);
    m_startPage = new StartPage;
    connect(m_startPage, &StartPage::openDialogRequested, this, &MainWindow::openDialog);
    connect(m_startPage, &StartPage::fileChosen, this, [this](const QString &path) { openFile(path); });
    m_tabs = new QTabWidget;
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->setAccessibleName(tr("Open files"));
    m_central->addWidget(m_startPage);
    m_central->addWidget(m_tabs);
    setCentralWidget(m_central);
    // Made now, not on the first message: appearing later would shift the
    // board up by its height.
    statusBar();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::currentTabChanged);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);

    m_prompts = std::make_unique<MessageBoxPrompts>(this);

    createDocks();
    buildMenus();
    // Backgammon analysis by GNU Backgammon: its menu, toolbar and panel.
    m_bgAnalysis = new BackgammonAnalysis(this);
    m_bgAnalysis->setPrompts([this]() -> UserPrompts & { return *m_prompts; });
    createFindBar();
    setUpDiskWatching();
    readSettings();
    m_autosave = new QTimer(this);
    m_autosave->setInterval(std::chrono::seconds(
        std::max(1, settings().value(QStringLiteral("recovery/intervalSeconds"), 120).toInt())));
    connect(m_autosave, &QTimer::timeout, this, &MainWindow::autosaveNow);
    m_autosave->start();
    rebuildStartPage();
    updateActions();
}

MainWindow::~MainWindow()
{
    // Panels observe documents owned by the views: unbind before they go.
    bindPanels(nullptr);
}

QDockWidget *MainWindow::addPanel(QWidget *panel, const QString &title, const QString &name,
                                  Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name); // saveState/restoreState find docks by name
    dock->setWidget(panel);
    panel->setAccessibleName(title);
    addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

void MainWindow::bindPanels(GameDocument *document)
{
    m_gameTree->setDocument(document);
    m_moveList->setDocument(document);
    m_comments->setDocument(document);
    m_gameInfo->setDocument(document);
    m_evaluation->setDocument(document);
    m_explorer->setDocument(document);
    m_games->setDocument(document);
    if (m_bgAnalysis)
        m_bgAnalysis->setDocument(document);
}

void MainWindow::createDocks()
{
    m_gameTree = new GameTreePanel;
    QDockWidget *tree = addPanel(m_gameTree, QString(), QStringLiteral("GameTreeDock"), Qt::RightDockWidgetArea);
    m_moveList = new MoveListPanel;
    m_moveDock = addPanel(m_moveList, QString(), QStringLiteral("MovesDock"), Qt::RightDockWidgetArea);
    m_comments = new CommentPanel;
    m_commentDock = addPanel(m_comments, QString(), QStringLiteral("CommentDock"), Qt::RightDockWidgetArea);
    m_gameInfo = new GameInfoPanel;
    QDockWidget *info = addPanel(m_gameInfo, QString(), QStringLiteral("GameInfoDock"), Qt::LeftDockWidgetArea);
    m_undoView = new QUndoView(m_undoGroup);
    QDockWidget *history = addPanel(m_undoView, QString(), QStringLiteral("UndoDock"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(info, history);
    info->raise();
    m_evaluation = new EvaluationPanel;
    addPanel(m_evaluation, QString(), QStringLiteral("EvaluationDock"), Qt::LeftDockWidgetArea);
    m_games = new GamesPanel;
    tabifyDockWidget(info, addPanel(m_games, QString(), QStringLiteral("GamesDock"), Qt::LeftDockWidgetArea));
    m_explorer = new ExplorerPanel;
    tabifyDockWidget(m_moveDock, addPanel(m_explorer, QString(), QStringLiteral("ExplorerDock"), Qt::RightDockWidgetArea));
    m_moveDock->raise();
    // The explorer counts the games the list shows while a filter is set.
    connect(m_games, &GamesPanel::shownGamesChanged, m_explorer, [this](const QVector<int> &games) {
        if (m_games->filterText().isEmpty())
            m_explorer->clearGameSubset();
        else
            m_explorer->setGameSubset(games);
    });
    retranslateDocks(); // the titles
    resizeDocks({tree, info}, {280, 250}, Qt::Horizontal);
    resizeDocks({tree, m_moveDock, m_commentDock}, {380, 220, 150}, Qt::Vertical);
}

QAction *MainWindow::addDocumentAction(QMenu *menu, const QString &name, const QString &text,
                                       const QKeySequence &shortcut, std::function<void(GameDocument *)> run)
{
    QAction *action = menu->addAction(text, this, [this, run = std::move(run)] {
        if (GameDocument *document = currentDocument())
            run(document);
    });
    action->setObjectName(name);
    action->setShortcut(shortcut);
    m_documentActions << action;
    return action;
}

QAction *MainWindow::action(const QString &name) const
{
    return findChild<QAction *>(name);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::openDialog);
    open->setObjectName(QStringLiteral("open"));
    open->setShortcut(QKeySequence::Open);
    QAction *openFolder = file->addAction(tr("Open &Folder…"), this, &MainWindow::openFolderDialog);
    openFolder->setObjectName(QStringLiteral("openFolder"));
    file->addAction(tr("Open Files as One &Collection…"), this, &MainWindow::openCollectionDialog)
        ->setObjectName(QStringLiteral("openCollection"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    file->addSeparator();
    m_save = file->addAction(tr("&Save"), this, &MainWindow::saveCurrent);
    m_save->setObjectName(QStringLiteral("save"));
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = file->addAction(tr("Save &As…"), this, &MainWindow::saveAsDialog);
    m_saveAs->setObjectName(QStringLiteral("saveAs"));
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    QAction *backups = file->addAction(tr("Keep a &Backup When Saving"));
    backups->setObjectName(QStringLiteral("keepBackups"));
    backups->setCheckable(true);
    backups->setToolTip(tr("Saving keeps the previous version of the file as FILE~"));
    connect(backups, &QAction::toggled, this, &MainWindow::setKeepsBackups);
    addDocumentAction(file, QStringLiteral("exportImage"), tr("&Export Board Image…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                      [this](GameDocument *) { exportDialog(); });
    file->addSeparator();
    m_close = file->addAction(tr("&Close"), this, [this] { closeTab(m_tabs->currentIndex()); });
    m_close->setObjectName(QStringLiteral("close"));
    m_close->setShortcut(QKeySequence::Close);
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    addDocumentAction(edit, QStringLiteral("copyVariation"), tr("&Copy Variation"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), [this](GameDocument *) { copyVariation(); });
    addDocumentAction(edit, QStringLiteral("pasteVariation"), tr("&Paste Variation"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), [this](GameDocument *) { pasteVariation(); });
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
    addDocumentAction(edit, QStringLiteral("find"), tr("&Find…"), QKeySequence::Find, [this](GameDocument *) {
        m_findBar->show();
        m_findText->setFocus();
        m_findText->selectAll();
    });
    addDocumentAction(edit, QStringLiteral("findNext"), tr("Find &Next"), QKeySequence::FindNext,
                      [this](GameDocument *) { findNext(m_findText->text(), m_findWhat->currentIndex() == 0, true); });
    addDocumentAction(edit, QStringLiteral("findPrevious"), tr("Find Pre&vious"), QKeySequence::FindPrevious,
                      [this](GameDocument *) { findNext(m_findText->text(), m_findWhat->currentIndex() == 0, false); });
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pre&ferences…"), this, [this] { showPreferences(); });
    preferences->setObjectName(QStringLiteral("preferences"));
    // Ctrl+, where the platform has no standard key for it.
    preferences->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty()
                                  ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
                                  : QKeySequence::keyBindings(QKeySequence::Preferences));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    createThemeMenu(view->addMenu(tr("&Theme")));
    view->addSeparator();
    const auto addOption = [&](const QString &name, const QString &text, bool RenderOptions::*member,
                               const QKeySequence &shortcut) {
        QAction *option = view->addAction(text);
        option->setObjectName(name);
        option->setCheckable(true);
        option->setChecked(m_renderOptions.*member);
        option->setShortcut(shortcut);
        connect(option, &QAction::toggled, this, [this, member](bool on) {
            RenderOptions options = m_renderOptions;
            options.*member = on;
            setRenderOptions(options);
        });
    };
    addOption(QStringLiteral("coordinates"), tr("&Coordinates"), &RenderOptions::coordinates, QKeySequence());
    addOption(QStringLiteral("moveNumbers"), tr("Move &Numbers"), &RenderOptions::moveNumbers,
              QKeySequence(Qt::CTRL | Qt::Key_M));
    addOption(QStringLiteral("lastMove"), tr("&Last Move Marker"), &RenderOptions::lastMoveMarker, QKeySequence());
    addOption(QStringLiteral("followUps"), tr("&Follow-up Moves"), &RenderOptions::followUps, QKeySequence());
    addOption(QStringLiteral("guidelines"), tr("Twixt &Guidelines"), &RenderOptions::guidelines, QKeySequence());
    addOption(QStringLiteral("flip"), tr("F&lip Board"), &RenderOptions::flipped, QKeySequence(Qt::CTRL | Qt::Key_F2));
    addOption(QStringLiteral("rotate"), tr("&Rotate Hex Board Half a Turn"), &RenderOptions::rotated,
              QKeySequence(Qt::CTRL | Qt::Key_R));
    view->addSeparator();
    QMenu *panels = view->addMenu(tr("&Panels"));
    for (QDockWidget *dock : std::as_const(m_docks))
        panels->addAction(dock->toggleViewAction());

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    const auto addGo = [&](const QString &name, const QString &text, const QKeySequence &key,
                           bool (GameDocument::*step)()) {
        addDocumentAction(go, name, text, key, [step](GameDocument *d) { (d->*step)(); });
    };
    addDocumentAction(go, QStringLiteral("previousMove"), tr("&Previous Move"), QKeySequence(Qt::Key_Left),
                      [this](GameDocument *d) {
                          if (DocumentView *view = currentDocumentView(); !view || !view->takeBackEntry())
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
    createKeyboardActions(edit, go);
}

void MainWindow::createFindBar()
{
    m_findBar = new QToolBar(this);
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
    m_findBar->addAction(action(QStringLiteral("findPrevious")));
    m_findBar->addAction(action(QStringLiteral("findNext")));
    m_findClose = m_findBar->addAction(QString(), m_findBar, &QWidget::hide);
    retranslateFindBar(); // the texts
    connect(m_findText, &QLineEdit::returnPressed, this,
            [this] { findNext(m_findText->text(), m_findWhat->currentIndex() == 0, true); });
    addToolBarBreak(Qt::BottomToolBarArea);
    addToolBar(Qt::BottomToolBarArea, m_findBar);
    m_findBar->hide();
}

void MainWindow::showStatus(const QString &message)
{
    statusBar()->showMessage(message, 5000);
}

bool MainWindow::findNext(const QString &text, bool inComments, bool forward)
{
    GameDocument *document = currentDocument();
    if (!document || text.trimmed().isEmpty())
        return false;
    const NodeId found = document->find(text, inComments ? GameDocument::FindWhat::Comment : GameDocument::FindWhat::Move,
                                        document->currentNode(), forward);
    if (found == NoNode) {
        showStatus(tr("Not found: %1").arg(text));
        return false;
    }
    document->setCurrentNode(found);
    return true;
}

bool MainWindow::copyVariation()
{
    GameDocument *document = currentDocument();
    if (!document || !document->tree().hasMove(document->currentNode()) ||
        document->currentNode() == document->tree().root()) {
        showStatus(tr("Go to a move to copy its variation."));
        return false;
    }
    GameRecord copy;
    const GameRecord &game = document->game();
    copy.kind = game.kind;
    copy.columns = game.columns;
    copy.rows = game.rows;
    copy.twixtRules = game.twixtRules;
    m_clipboardNode = copy.tree.copySubtree(game.tree, document->currentNode(), copy.tree.root());
    m_clipboard = std::move(copy);
    showStatus(tr("Copied the variation from %1 (%n node(s))", nullptr,
                  int(m_clipboard->tree.liveNodeCount()) - 1)
                   .arg(document->moveText(document->currentNode())));
    return true;
}

bool MainWindow::pasteVariation(QString *error)
{
    GameDocument *document = currentDocument();
    QString message;
    if (!m_clipboard)
        message = tr("Copy a variation first.");
    else if (document && document->pasteVariation(*m_clipboard, m_clipboardNode, &message))
        return true;
    if (error)
        *error = message;
    else if (!message.isEmpty())
        showStatus(message);
    return false;
}

void MainWindow::setRenderOptions(const RenderOptions &options)
{
    // Every option applies to every tab but Flip Board, which flips the
    // current tab only and is remembered for its game family.
    DocumentView *current = currentDocumentView();
    if (current && current->isFlipped() != options.flipped) {
        current->setFlipped(options.flipped);
        settings().setValue(QStringLiteral("view/flip/") + current->flipFamily(), options.flipped);
    }
    m_renderOptions = options;
    m_renderOptions.flipped = current && current->isFlipped();
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *view = qobject_cast<DocumentView *>(m_tabs->widget(i)))
            view->setRenderOptions(optionsFor(view));
    syncBoardOptionActions();
    emit renderOptionsChanged(m_renderOptions);
}

RenderOptions MainWindow::optionsFor(const DocumentView *view) const
{
    RenderOptions options = m_renderOptions;
    options.flipped = view->isFlipped();
    return options;
}

bool MainWindow::exportBoardImage(const QString &path, QString *error)
{
    DocumentView *view = currentDocumentView();
    if (!view)
        return false;
    QString message;
    if (!view->exportImage(path, &message)) {
        if (error)
            *error = message;
        else
            QMessageBox::critical(this, tr("Export Board Image"), message);
        return false;
    }
    showStatus(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::exportDialog()
{
    GameDocument *document = currentDocument();
    if (!document)
        return;
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG drawing (*.svg)");
    QString selected = png;
    const QString base = document->filePath().isEmpty()
                             ? QDir::homePath() + QStringLiteral("/board")
                             : QFileInfo(document->filePath()).path() + QLatin1Char('/') +
                                   QFileInfo(document->filePath()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Board Image"), base + QStringLiteral(".png"),
                                                png + QStringLiteral(";;") + svg, &selected);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive) &&
        !path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        path += selected == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    exportBoardImage(path);
}

void MainWindow::rebuildStartPage()
{
    m_startPage->rebuild(m_recentFiles);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    for (const QString &path : m_recentFiles) {
        QAction *action = m_recentMenu->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (m_recentFiles.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("Clear List"), this, [this] {
        m_recentFiles.clear();
        writeSettings();
        rebuildStartPage();
    });
}

void MainWindow::addRecentFile(const QString &path)
{
    const QString absolute = canonical(path);
    m_recentFiles.removeAll(absolute);
    m_recentFiles.prepend(absolute);
    while (m_recentFiles.size() > MaxRecentFiles)
        m_recentFiles.removeLast();
    QSettings s = settings();
    s.setValue(QStringLiteral("recentFiles"), m_recentFiles);
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    const QString absolute = canonical(path);
    for (int i = 0; i < m_tabs->count(); ++i) {
        GameDocument *document = documentAt(i);
        if (!document->filePath().isEmpty() && canonical(document->filePath()) == absolute) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    }
    QString message;
    QStringList warnings;
    bool cancelled = false;
    std::unique_ptr<GameDocument> loaded =
        BackgroundWork::load(this, m_progressDelay, absolute, &message, &warnings, &cancelled);
    if (cancelled) {
        if (error)
            *error = tr("Opening %1 was cancelled.").arg(QDir::toNativeSeparators(path));
        showStatus(tr("Opening %1 was cancelled.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    if (!loaded) {
        const QString text = tr("Cannot open %1:\n%2").arg(QDir::toNativeSeparators(path), message);
        if (error)
            *error = text;
        else
            QMessageBox::critical(this, tr("Open"), text);
        return false;
    }
    addDocument(std::move(loaded));
    addRecentFile(absolute);
    if (!warnings.isEmpty())
        statusBar()->showMessage(warnings.join(QStringLiteral("; ")), 10000);
    return true;
}

int MainWindow::openFiles(const QStringList &paths)
{
    if (!isVisible())
        show();
    int opened = 0;
    QStringList failed;
    for (const QString &path : paths) {
        QString error;
        if (openFile(path, &error))
            ++opened;
        else
            failed << error;
    }
    if (!failed.isEmpty()) {
        // Over the window, not alone on an empty screen.
        QMessageBox box(QMessageBox::Critical, tr("Open"), failed.join(QStringLiteral("\n\n")), QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("OpenErrors"));
        box.setWindowModality(Qt::WindowModal);
        box.exec();
    }
    return opened;
}

void MainWindow::addDocument(std::unique_ptr<GameDocument> loaded, int index)
{
    GameDocument *document = loaded.release();
    DocumentView *view = createDocumentView(document);
    view->setBoardColours(m_preferences.coloursOf(document->game().kind));
    view->setDarkTheme(m_dark);
    view->setFlipped(settings().value(QStringLiteral("view/flip/") + view->flipFamily(), false).toBool());
    view->setRenderOptions(optionsFor(view));
    // An empty message: what the view said last is no longer true.
    connect(view, &DocumentView::statusMessage, this, [this, view](const QString &message) {
        if (message.isEmpty()) {
            statusBar()->clearMessage();
            m_viewMessage = {};
        } else {
            showStatus(message);
            m_viewMessage = {view, message};
        }
    });
    m_undoGroup->addStack(document->undoStack());
    connect(document, &GameDocument::modifiedChanged, this, &MainWindow::updateTitles);
    connect(document, &GameDocument::filePathChanged, this, &MainWindow::updateTitles);
    connect(document, &GameDocument::modifiedChanged, this, [this, document](bool modified) {
        if (!modified)
            m_recovery.remove(document); // saved, or undone back to the file
    });
    index = m_tabs->insertTab(index, view, document->displayName());
    m_tabs->setTabToolTip(index, QDir::toNativeSeparators(document->filePath()));
    m_diskWatcher->watch(document);
    m_central->setCurrentWidget(m_tabs);
    m_tabs->setCurrentIndex(index);
    currentTabChanged(index); // addTab of the first tab already signalled, before the tab was current
}

void MainWindow::autosaveNow()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (const QString error = m_recovery.update(documentAt(i)); !error.isEmpty())
            showStatus(tr("Cannot keep a recovery copy of %1: %2").arg(documentAt(i)->displayName(), error));
    }
}

int MainWindow::offerRecovery()
{
    int recovered = 0;
    for (const RecoveryStore::Entry &entry : m_recovery.leftovers()) {
        if (!m_prompts->recoverEdits(entry)) {
            m_recovery.discard(entry);
            continue;
        }
        QString error;
        std::unique_ptr<GameDocument> document = GameDocument::load(entry.copyPath, &error);
        if (!document) {
            showStatus(tr("Cannot recover %1: %2").arg(entry.originalPath, error));
            continue; // kept: perhaps a later version can read it
        }
        document->adoptRecovered(entry.originalPath, entry.format);
        GameDocument *shown = document.get();
        addDocument(std::move(document));
        m_recovery.update(shown); // this session's copy, before the old one goes
        m_recovery.discard(entry);
        ++recovered;
    }
    return recovered;
}

void MainWindow::setKeepsBackups(bool keep)
{
    m_keepBackups = keep;
    QSettings s = settings();
    s.setValue(QStringLiteral("save/backups"), keep);
}

int MainWindow::documentCount() const
{
    return m_tabs->count();
}

GameDocument *MainWindow::documentAt(int index) const
{
    auto *view = qobject_cast<DocumentView *>(m_tabs->widget(index));
    return view ? view->document() : nullptr;
}

int MainWindow::tabOf(GameDocument *document) const
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (documentAt(i) == document)
            return i;
    return -1;
}

GameDocument *MainWindow::currentDocument() const
{
    return documentAt(m_tabs->currentIndex());
}

HexTwixtView *MainWindow::currentView() const
{
    return qobject_cast<HexTwixtView *>(m_tabs->currentWidget());
}

DocumentView *MainWindow::currentDocumentView() const
{
    return qobject_cast<DocumentView *>(m_tabs->currentWidget());
}

bool MainWindow::isStartPageShown() const
{
    return m_central->currentWidget() == m_startPage;
}

void MainWindow::currentTabChanged(int)
{
    GameDocument *document = currentDocument();
    bindPanels(document);
    m_undoGroup->setActiveStack(document ? document->undoStack() : nullptr);
    DocumentView *view = currentDocumentView();
    if (view)
        view->setFocus();
    // What another tab's view said is about that tab: it goes with it (a
    // message of the window's own, shown since, stays).
    if (m_viewMessage.view != view && !m_viewMessage.text.isEmpty()
        && statusBar()->currentMessage() == m_viewMessage.text)
        statusBar()->clearMessage();
    m_viewMessage = {};
    // The View menu shows this tab's flip.
    m_renderOptions.flipped = view && view->isFlipped();
    syncBoardOptionActions();
    updateTitles();
    updateActions();
}

void MainWindow::updateTitles()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        GameDocument *document = documentAt(i);
        m_tabs->setTabText(i, document->displayName() + (document->isModified() ? QStringLiteral(" *") : QString()));
        m_tabs->setTabToolTip(i, QDir::toNativeSeparators(document->filePath()));
    }
    if (GameDocument *document = currentDocument()) {
        setWindowTitle(tr("%1[*] — Kibitz").arg(document->displayName()));
        setWindowModified(document->isModified());
    } else {
        setWindowTitle(tr("Kibitz"));
        setWindowModified(false);
    }
}

void MainWindow::updateActions()
{
    const bool open = currentDocument() != nullptr;
    m_save->setEnabled(open);
    m_saveAs->setEnabled(open);
    m_close->setEnabled(open);
    for (QAction *action : std::as_const(m_documentActions))
        action->setEnabled(open);
}

void MainWindow::setDarkTheme(bool dark)
{
    setTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
}

QStringList MainWindow::openFilters()
{
    return openFileFilters() << tr("All files (*)");
}

void MainWindow::openDialog()
{
    const QString start = m_recentFiles.isEmpty() ? QDir::homePath() : QFileInfo(m_recentFiles.front()).absolutePath();
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Open"), start, openFilters().join(QStringLiteral(";;")));
    for (const QString &path : paths)
        openFile(path);
}

std::vector<MainWindow::SaveFilter> MainWindow::saveFilters(const Collection &collection)
{
    std::vector<SaveFilter> filters;
    for (FileFormat format : saveFormats(collection))
        filters.push_back({format, formatRow(format)->saveFilter()});
    return filters;
}

bool MainWindow::saveDocument(GameDocument *document, const QString &path, FileFormat format, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        else
            QMessageBox::critical(this, tr("Save"), message);
        return false;
    };
    if (!canWrite(format))
        return fail(tr("Kibitz cannot write %1 files.").arg(formatName(format)));
    if (m_busy)
        return fail(tr("Kibitz is busy reading or writing a file; save again when it is done."));
    // Never silently over what another program wrote meanwhile.
    if (!confirmOverwrite(document, path)) {
        if (error)
            *error = tr("%1 was not saved: the file changed on disk.").arg(QDir::toNativeSeparators(path));
        showStatus(tr("%1 was not saved: the file changed on disk.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    // Serializing and writing run on a worker thread; the window stays
    // responsive but takes no input until they are done (see runInBackground).
    const QString label = tr("Saving %1…").arg(QFileInfo(path).fileName());
    SaveResult result;
    if (!runInBackground(label, true, [&] { result = document->serializeAs(format); })) {
        const QString message = tr("Saving %1 was cancelled; the file was not changed.")
                                    .arg(QDir::toNativeSeparators(path));
        if (error)
            *error = message;
        showStatus(message);
        return false;
    }
    if (!result.ok())
        return fail(tr("%1 cannot hold this file: %2").arg(formatName(format), result.error));
    if (!result.warnings.isEmpty() && !m_prompts->saveDespiteLosses(path, result.warnings))
        return false;
    // Cancel stops the writing before the file is replaced (the file on disk
    // and its backup stay as they were); once it is replaced, the save is done.
    QString writeError;
    const QString backup = m_keepBackups ? path + QLatin1Char('~') : QString();
    BackgroundWork::Progress writing;
    bool stopped = false;
    WriteOptions options;
    options.progress = [&](qint64 done, qint64 total) {
        writing.done = done;
        writing.total = total;
        m_prompts->savingProgressed(done, total);
        stopped = writing.cancel.load();
        return !stopped;
    };
    runInBackground(label, true, [&] { writeError = writeFileAtomically(path, result.data, backup, options); },
                    &writing);
    if (stopped) {
        const QString message = tr("Saving %1 was cancelled; the file was not changed.")
                                    .arg(QDir::toNativeSeparators(path));
        if (error)
            *error = message;
        showStatus(message);
        return false;
    }
    if (!writeError.isEmpty()) {
        // The system's words ("No such file or directory" for a folder that
        // takes no files) say little: say what is wrong with the folder.
        const QFileInfo target(path);
        const QString folder = QDir::toNativeSeparators(target.absolutePath());
        if (!target.dir().exists())
            writeError = tr("The folder %1 does not exist.").arg(folder);
        else if (QTemporaryFile probe(target.absolutePath() + QStringLiteral("/.kibitz-XXXXXX")); !probe.open())
            writeError = tr("The folder %1 cannot be written to.").arg(folder);
        return fail(tr("Cannot write %1:\n%2").arg(QDir::toNativeSeparators(path), writeError));
    }
    document->markSaved(path, format);
    m_diskWatcher->watch(document); // our own write is not a change by another program
    addRecentFile(path);
    if (!result.warnings.isEmpty()) {
        // The file holds less than the document did: a clean tab must show
        // what the file holds, so it is read back (same game and node).
        if (!reloadDocument(document, tr("Saved %1; the tab now shows what the file holds.")
                                          .arg(QDir::toNativeSeparators(path))))
            document->undoStack()->resetClean(); // still differs from its file
        return true;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::saveCurrentAs(const QString &path, QString *error)
{
    GameDocument *document = currentDocument();
    if (!document)
        return false;
    const FileFormat format = formatForFileName(path);
    if (!formatRow(format)) {
        //: %2 lists file name extensions, as ".jgame, .sgf"
        const QString message = tr("The file name %1 does not say which format to write; end it with one of %2.")
                                    .arg(QFileInfo(path).fileName(), writableExtensionsText());
        if (error)
            *error = message;
        else
            QMessageBox::critical(this, tr("Save As"), message);
        return false;
    }
    return saveDocument(document, path, format, error);
}

bool MainWindow::saveCurrent()
{
    GameDocument *document = currentDocument();
    if (!document)
        return false;
    if (document->filePath().isEmpty() || !canWrite(document->format()))
        return saveAsDialog();
    return saveDocument(document, document->filePath(), document->format(), nullptr);
}

bool MainWindow::saveAsDialog()
{
    GameDocument *document = currentDocument();
    if (!document)
        return false;
    const std::vector<SaveFilter> filters = saveFilters(document->collection());
    if (filters.empty()) {
        QMessageBox::critical(this, tr("Save As"), tr("Kibitz cannot write a file that holds these games."));
        return false;
    }
    // The document's own format when it is offered, the first one otherwise.
    const SaveFilter *chosen = &filters.front();
    QStringList texts;
    for (const SaveFilter &f : filters) {
        texts << f.filter;
        if (f.format == document->format())
            chosen = &f;
    }
    QString selected = chosen->filter;
    QString suggestion = document->filePath();
    if (!suggestion.isEmpty() && formatForFileName(suggestion) != chosen->format)
        suggestion = QFileInfo(suggestion).path() + QLatin1Char('/') + QFileInfo(suggestion).completeBaseName() +
                     QLatin1Char('.') + defaultExtension(chosen->format);
    QString path = QFileDialog::getSaveFileName(this, tr("Save As"), suggestion, texts.join(QStringLiteral(";;")),
                                                &selected);
    if (path.isEmpty())
        return false;
    if (!formatRow(formatForFileName(path))) {
        for (const SaveFilter &f : filters)
            if (f.filter == selected)
                chosen = &f;
        path += QLatin1Char('.') + defaultExtension(chosen->format);
    }
    return saveCurrentAs(path);
}

bool MainWindow::maybeSave(int index)
{
    GameDocument *document = documentAt(index);
    if (!document || !document->isModified())
        return true;
    m_tabs->setCurrentIndex(index);
    const UserPrompts::UnsavedAnswer answer = m_prompts->unsavedChanges(document->displayName());
    if (answer == UserPrompts::UnsavedAnswer::Cancel)
        return false;
    if (answer == UserPrompts::UnsavedAnswer::Discard)
        return true;
    return saveCurrent();
}

bool MainWindow::closeTab(int index)
{
    if (index < 0 || index >= m_tabs->count() || !maybeSave(index))
        return false;
    QWidget *view = m_tabs->widget(index);
    GameDocument *document = documentAt(index);
    // Unbind the panels first: they must not see a half-destroyed document.
    bindPanels(nullptr);
    m_undoGroup->removeStack(document->undoStack());
    m_recovery.remove(document);
    m_diskWatcher->unwatch(document);
    m_tabs->removeTab(index);
    delete view;
    if (m_tabs->count() == 0) {
        rebuildStartPage();
        m_central->setCurrentWidget(m_startPage);
    }
    currentTabChanged(m_tabs->currentIndex());
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_busy) { // a file is being read or written: not now
        event->ignore();
        return;
    }
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (!maybeSave(i)) {
            event->ignore();
            return;
        }
    }
    writeSettings();
    m_recovery.clear(); // every document was saved or its edits discarded
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    for (const QUrl &url : urls) {
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    if (m_busy)
        return;
    const QList<QUrl> urls = event->mimeData()->urls();
    for (const QUrl &url : urls)
        if (url.isLocalFile())
            openFile(url.toLocalFile());
    event->acceptProposedAction();
}

void MainWindow::readSettings()
{
    QSettings s = settings();
    m_recentFiles = s.value(QStringLiteral("recentFiles")).toStringList();
    m_keepBackups = s.value(QStringLiteral("save/backups"), true).toBool();
    action(QStringLiteral("keepBackups"))->setChecked(m_keepBackups);
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1200, 800);
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    readPreferenceSettings();
    // The View menu's check boxes carry the board options: setting them
    // applies the saved choices.
    for (const QString &name : boardOptionNames())
        if (QAction *option = action(name))
            option->setChecked(s.value(QStringLiteral("view/") + name, option->isChecked()).toBool());
}

void MainWindow::writeSettings() const
{
    QSettings s = settings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("recentFiles"), m_recentFiles);
    s.setValue(QStringLiteral("view/animationMilliseconds"), m_renderOptions.animationMilliseconds);
    // For "open the files open at the last quit".
    QStringList open;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (!documentAt(i)->filePath().isEmpty())
            open << documentAt(i)->filePath();
    s.setValue(QStringLiteral("startup/lastFiles"), open);
    for (const QString &name : boardOptionNames())
        if (QAction *option = action(name))
            s.setValue(QStringLiteral("view/") + name, option->isChecked());
}

} // namespace kibitz
