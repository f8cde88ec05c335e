#include "window/mainwindow.h"

#include "analysis/collectionsummary.h"
#include "common/documentview.h"
#include "common/plaintext.h"
#include "document/gamedocument.h"
#include "games/gameuitable.h"
#include "help/helpmenu.h"
#include "settings/gameviewoptions.h"
#include "window/documentfiles.h"
#include "window/startpage.h"
#include "window/warningsbutton.h"
#include "window/windowactions.h"
#include "window/windowappearance.h"
#include "window/windowpanels.h"

#include <QAction>
#include <QChildEvent>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace kibitz {

namespace {

// The View menu's board options that apply to every tab (action object names,
// also settings keys). Flip Board is not one: it is per tab, remembered per
// game family (view/flip/FAMILY).
QStringList boardOptionNames()
{
    return QStringList{QStringLiteral("coordinates"), QStringLiteral("moveNumbers"), QStringLiteral("lastMove"),
                       QStringLiteral("followUps")}
         + gameViewOptionKeys();
}

QSettings settings()
{
    return QSettings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_undoGroup(new QUndoGroup(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setWindowTitle(tr("Kibitz"));

    m_central = new QStackedWidget(this);
    m_startPage = new StartPage;
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
    m_warnings = new WarningsButton;
    statusBar()->addPermanentWidget(m_warnings);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::currentTabChanged);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);

    m_prompts = std::make_unique<MessageBoxPrompts>(this);

    WindowHost &host = *this; // what the parts below see of the window's insides
    m_files = new DocumentFiles(*this, host);
    connect(m_startPage, &StartPage::openDialogRequested, m_files, &DocumentFiles::openDialog);
    m_actions = std::make_unique<WindowActions>(*this, host);
    m_appearance = std::make_unique<WindowAppearance>(*this, host);
    m_help = new HelpMenu(*this);
    m_panels = new WindowPanels(*this, m_undoGroup);
    m_actions->build();
    // What each game family adds to the window (backgammon: the analysis by
    // GNU Backgammon, its menu, toolbar and panel).
    m_layouts = std::make_unique<WindowLayouts>(*this, *m_panels);
    for (int f = 0; f < GameFamilyCount; ++f) {
        const GameUi &gameUi = gameUiForFamily(GameFamily(f));
        if (GameWindowPart *part = gameUi.createWindowPart(this, [this]() -> UserPrompts & { return *m_prompts; })) {
            m_gameParts.push_back(part);
            m_layouts->setFamilyDock(GameFamily(f), part->dock());
            m_actions->addPanelToggle(part->dock());
        }
    }
    m_actions->createFindBar();
    readSettings();
    m_layouts->show(std::nullopt); // the start page alone
    bindPanels(nullptr);
    rebuildStartPage();
    updateActions();
}

MainWindow::~MainWindow()
{
    // Panels observe documents owned by the views: unbind before they go.
    bindPanels(nullptr);
}

void MainWindow::bindPanels(GameDocument *document)
{
    m_panels->bind(document);
    for (GameWindowPart *part : m_gameParts)
        part->setDocument(document);
}

QAction *MainWindow::action(const QString &name) const
{
    return findChild<QAction *>(name);
}

void MainWindow::showStatus(const QString &message)
{
    statusBar()->showMessage(message, 5000);
}

void MainWindow::showWarnings(GameDocument *document, const QStringList &warnings)
{
    if (!document)
        return;
    document->setProperty("kibitzWarnings", warnings); // gone with the document
    updateWarnings();
}

void MainWindow::updateWarnings()
{
    GameDocument *document = currentDocument();
    m_warnings->setWarnings(document ? document->displayName() : QString(),
                            document ? document->property("kibitzWarnings").toStringList() : QStringList());
}

bool MainWindow::findNext(const QString &text, bool inComments, bool forward)
{
    GameDocument *document = currentDocument();
    if (!document || text.trimmed().isEmpty())
        return false;
    const NodeId found
        = document->find(text, inComments ? GameDocument::FindWhat::Comment : GameDocument::FindWhat::Move,
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
    QString message;
    const bool copied = m_clipboard.copy(currentDocument(), &message);
    showStatus(message);
    return copied;
}

bool MainWindow::pasteVariation(QString *error)
{
    QString message;
    if (m_clipboard.paste(currentDocument(), &message))
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
    m_actions->syncBoardOptionActions();
    emit renderOptionsChanged(m_renderOptions);
}

RenderOptions MainWindow::optionsFor(const DocumentView *view) const
{
    RenderOptions options = m_renderOptions;
    options.flipped = view->isFlipped();
    return options;
}

void MainWindow::rebuildStartPage()
{
    m_startPage->rebuild(m_files->recentFiles(), m_files->recentDescriptions());
}

void MainWindow::addDocument(std::unique_ptr<GameDocument> loaded, int index)
{
    GameDocument *document = loaded.release();
    DocumentView *view = createDocumentView(document);
    view->setBoardColours(preferences().coloursOf(document->game().kind));
    view->setDarkTheme(isDarkTheme());
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
    // A collection listed before its moves were read: what reading them
    // found, once they are (see GameDocument::treesComplete).
    connect(document, &GameDocument::treesRead, this, [this, document] {
        if (!document->readWarnings().isEmpty())
            showWarnings(document, document->readWarnings());
    });
    connect(
        document, &GameDocument::readFailed, this,
        [this, document = QPointer<GameDocument>(document)](const QString &message) {
            if (document)
                m_files->readFailed(document, message);
        },
        Qt::QueuedConnection);
    connect(document, &GameDocument::modifiedChanged, this, &MainWindow::updateTitles);
    connect(document, &GameDocument::filePathChanged, this, &MainWindow::updateTitles);
    connect(document, &GameDocument::modifiedChanged, this, [this, document](bool modified) {
        if (!modified)
            m_files->recoveryStore().remove(document); // saved, or undone back to the file
    });
    index = m_tabs->insertTab(index, view, shortcutSafeText(document->displayName()));
    m_tabs->setTabToolTip(index, plainText(QDir::toNativeSeparators(document->filePath())));
    m_files->diskWatcher().watch(document);
    m_central->setCurrentWidget(m_tabs);
    m_tabs->setCurrentIndex(index);
    currentTabChanged(index); // addTab of the first tab already signalled, before the tab was current
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
    // The panels as the document's family has them (none beside the start page).
    m_layouts->show(document ? std::optional<GameFamily>(gameFamily(document->game().kind)) : std::nullopt);
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
    m_actions->syncBoardOptionActions();
    m_actions->syncSetupMode();
    updateTitles();
    updateActions();
    updateWarnings();
}

void MainWindow::updateTitles()
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        GameDocument *document = documentAt(i);
        m_tabs->setTabText(i, shortcutSafeText(document->displayName())
                                  + (document->isModified() ? QStringLiteral(" *") : QString()));
        m_tabs->setTabToolTip(i, plainText(QDir::toNativeSeparators(document->filePath())));
    }
    if (GameDocument *document = currentDocument()) {
        setWindowTitle(tr("%1[*] — Kibitz").arg(windowTitleText(document->displayName())));
        setWindowModified(document->isModified());
    } else {
        setWindowTitle(tr("Kibitz"));
        setWindowModified(false);
    }
}

void MainWindow::updateActions()
{
    m_actions->updateEnabled(currentDocument() != nullptr);
}

void MainWindow::resetLayout()
{
    m_layouts->resetToDefault();
    m_panels->showGamesFor(currentDocument());
}

void MainWindow::setDarkTheme(bool dark)
{
    setTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
}

bool MainWindow::closeTab(int index)
{
    if (index < 0 || index >= m_tabs->count() || !m_files->maybeSave(index))
        return false;
    QWidget *view = m_tabs->widget(index);
    GameDocument *document = documentAt(index);
    // Unbind the panels first: they must not see a half-destroyed document.
    bindPanels(nullptr);
    m_undoGroup->removeStack(document->undoStack());
    m_files->forget(document);
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
    if (m_files->isBusy()) { // a file is being read or written: not now
        event->ignore();
        return;
    }
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (!m_files->maybeSave(i)) {
            event->ignore();
            return;
        }
    }
    writeSettings();
    m_files->recoveryStore().clear(); // every document was saved or its edits discarded
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
    if (m_files->isBusy())
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
    m_files->readRecentFiles();
    m_files->readKeepsBackups(s.value(QStringLiteral("save/backups"), true).toBool());
    action(QStringLiteral("keepBackups"))->setChecked(m_files->keepsBackups());
    // 1366x768 at first (a common laptop screen, the size the layouts are
    // made for), within the screen.
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
        QSize size(1366, 768);
        if (const QScreen *screen = this->screen())
            size = size.boundedTo(screen->availableGeometry().size());
        resize(size);
    }
    m_appearance->readPreferenceSettings();
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
    m_layouts->remember(); // the shown family's arrangement of the panels
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

void MainWindow::setTheme(ThemeChoice theme)
{
    Preferences p = preferences();
    p.theme = theme;
    setPreferences(p);
}

void MainWindow::openAtStart()
{
    switch (preferences().startup) {
    case StartupChoice::StartPage:
        break;
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
    case QEvent::LanguageChange:
        retranslateUi();
        break;
    case QEvent::PaletteChange: // what an application palette change becomes
    case QEvent::ApplicationPaletteChange:
    case QEvent::ThemeChange:
        m_appearance->followSystemPalette(); // following the system: its palette changed
        break;
    default:
        break;
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::childEvent(QChildEvent *event)
{
    // The tab bars of panels stacked together, which the dock layout makes
    // whenever the layouts or the user stack panels, are named and kept out
    // of the Tab chain while they hold no tab (WindowLayouts::adoptTabBars).
    // A bar made while its docks are hidden is never polished: adopted once
    // it is constructed (a child is added before its constructor has run).
    if (event->type() == QEvent::ChildPolished && m_layouts && qobject_cast<QTabBar *>(event->child()))
        m_layouts->adoptTabBars();
    if (event->type() == QEvent::ChildAdded && m_layouts)
        QTimer::singleShot(0, this, [this] { m_layouts->adoptTabBars(); });
    QMainWindow::childEvent(event);
}

void MainWindow::retranslateUi()
{
    // The menus are made again in the new language, with the states they
    // had: board options, theme, backups, enabled actions.
    QMenuBar *old = menuBar();
    setMenuBar(new QMenuBar(this));
    delete old;
    m_actions->rebuild();
    updateActions();
    m_panels->retranslate();
    for (QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        bar->setAccessibleName(tr("Panels"));
    updateTitles();
    if (m_blankHint)
        m_blankHint->setText(tr("Open a game file with File > Open, or drop it here."));
    rebuildStartPage();
}

} // namespace kibitz
