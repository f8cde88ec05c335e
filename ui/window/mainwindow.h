#pragma once

// MainWindow: one tab per open file, the move list and the comment editor as
// dock panels, the menus, and the start page shown when nothing is open.

#include "document/backgroundwork.h"
#include "formats/registry.h"
#include "settings/preferences.h"
#include "record/gamerecord.h"
#include "document/diskwatcher.h"
#include "document/recoverystore.h"
#include "window/startpage.h"
#include "window/userprompts.h"
#include "render/renderoptions.h"

#include <QDateTime>
#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QMenu;
class QStackedWidget;
class QTabWidget;
class QUndoGroup;
class QVBoxLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolBar;
class QUndoView;
class QTimer;

namespace kibitz {

class AboutDialog;
class ShortcutsDialog;
class UserGuideDialog;
class HexTwixtView;
class DocumentView;
class CommentPanel;
class EvaluationPanel;
class ExplorerPanel;
class BackgammonAnalysis;
class GameInfoPanel;
class GameTreePanel;
class GameDocument;
class GamesPanel;
class MoveListPanel;
class PreferencesDialog;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file in a new tab (or shows its tab when it is open already).
    // Reports failures in a message box unless `error` is given.
    bool openFile(const QString &path, QString *error = nullptr);
    // Opens files named on the command line: the window shows first, then
    // one message box over it lists those that could not be opened.
    // Returns how many opened.
    int openFiles(const QStringList &paths);
    // Opens files, or every file Kibitz reads in folders (and their
    // subfolders), as one collection in one tab (mainwindowcollection.cpp).
    // Reports failures in a message box unless `error` is given.
    bool openCollection(const QStringList &paths, QString *error = nullptr);
    void openFolderDialog();
    void openCollectionDialog();
    // Saves the current document under `path`, in the format its extension
    // names. Warnings about what the format cannot hold go to the warning
    // handler first, which may refuse.
    bool saveCurrentAs(const QString &path, QString *error = nullptr);
    bool saveCurrent();

    int documentCount() const;
    GameDocument *currentDocument() const;
    // The current tab's view; currentView() is null unless it is a HexTwixtView.
    DocumentView *currentDocumentView() const;
    HexTwixtView *currentView() const;
    MoveListPanel *moveListPanel() const { return m_moveList; }
    CommentPanel *commentPanel() const { return m_comments; }
    GameInfoPanel *gameInfoPanel() const { return m_gameInfo; }
    GameTreePanel *gameTreePanel() const { return m_gameTree; }
    EvaluationPanel *evaluationPanel() const { return m_evaluation; }
    ExplorerPanel *explorerPanel() const { return m_explorer; }
    GamesPanel *gamesPanel() const { return m_games; }
    QUndoView *undoView() const { return m_undoView; }
    // Every action by its objectName (tests and the shortcut reference use it).
    QAction *action(const QString &name) const;
    const RenderOptions &renderOptions() const { return m_renderOptions; }
    void setRenderOptions(const RenderOptions &options);

    // Copies the current node's variation (its subtree) / pastes the last
    // copied one below the current node of the current document.
    bool copyVariation();
    bool pasteVariation(QString *error = nullptr);
    // Shows the next (or previous) match of the find bar's text.
    bool findNext(const QString &text, bool inComments, bool forward = true);
    // Writes the current board as PNG or SVG (by extension) at the view's size.
    bool exportBoardImage(const QString &path, QString *error = nullptr);
    QWidget *startPage() const { return m_startPage; }
    bool isStartPageShown() const;
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    // Whether boards and panels are drawn dark now (the theme, or the
    // system's palette when the theme follows it).
    bool isDarkTheme() const { return m_dark; }
    // Chooses the light or the dark theme (not following the system).
    void setDarkTheme(bool dark);

    // Preferences (Edit > Preferences…; see mainwindowprefs.cpp): theme,
    // language, board colours per game and what opens at start apply at
    // once to this window and are saved; coordinates, move numbers and the
    // animation speed are render options (setRenderOptions).
    const Preferences &preferences() const { return m_preferences; }
    void setPreferences(const Preferences &preferences);
    ThemeChoice theme() const { return m_preferences.theme; }
    void setTheme(ThemeChoice theme);
    // Shows the (modeless) preferences dialog, made on first use.
    PreferencesDialog *showPreferences();
    // At start-up without files on the command line: the start page, the
    // files open when Kibitz was last quit, or nothing, as preferred.
    void openAtStart();

    // The File > Open dialog's filters: every format Kibitz reads, together
    // and one by one, then all files.
    static QStringList openFilters();
    // The Save As dialog's choices for a collection: only the formats that
    // can hold its games (the first one is the preferred), each with its
    // filter text.
    struct SaveFilter {
        FileFormat format{};
        QString filter;
    };
    static std::vector<SaveFilter> saveFilters(const Collection &collection);

    // Every question the window asks the user and every notice it gives
    // (userprompts.h): message boxes, unless tests install their answers.
    void setUserPrompts(std::unique_ptr<UserPrompts> prompts) { m_prompts = std::move(prompts); }
    UserPrompts &userPrompts() const { return *m_prompts; }
    bool closeDocument(int index) { return closeTab(index); }

    // Crash recovery: copies of documents with unsaved edits are written
    // every `autosaveInterval` (setting recovery/intervalSeconds, 120 by
    // default) to the recovery folder; offerRecovery() asks about the copies
    // an earlier session left and reopens those the user accepts.
    RecoveryStore &recoveryStore() { return m_recovery; }
    void autosaveNow();
    int offerRecovery();
    // How long a file may take to open or save before a progress dialog
    // shows (ms).
    void setProgressDelay(int milliseconds) { m_progressDelay = milliseconds; }
    // Files changed on disk by another program (mainwindowdisk.cpp): a
    // document without unsaved edits is reloaded when the user agrees.
    // How long changes on disk settle before they are looked at (ms): an
    // editor that removes and recreates a file is one change.
    void setDiskCheckDelay(int milliseconds) { m_diskWatcher->setCheckDelay(milliseconds); }
    // Whether a document's file changed on disk since it was read or saved
    // (Save then asks before overwriting it).
    bool isChangedOnDisk(GameDocument *document) const { return m_diskWatcher->isChangedOnDisk(document); }

    // Saving keeps the previous version as FILE~ (setting save/backups).
    bool keepsBackups() const { return m_keepBackups; }
    void setKeepsBackups(bool keep);

    // The Help menu's windows (helpdialogs.h), made on first use and shown
    // without blocking.
    UserGuideDialog *showUserGuide();
    ShortcutsDialog *showShortcuts();
    AboutDialog *showAbout();
    // Moves the keyboard focus to the next (or previous) of the board and
    // the open panels (Go > Next Panel, F6); false when there is none.
    bool focusNextPanel(bool forward = true);

signals:
    void renderOptionsChanged(const kibitz::RenderOptions &options);
    void preferencesChanged(const kibitz::Preferences &preferences);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createDocks();
    // Shows a document (or none) in every panel.
    void bindPanels(GameDocument *document);
    QDockWidget *addPanel(QWidget *panel, const QString &title, const QString &name, Qt::DockWidgetArea area);
    QAction *addDocumentAction(QMenu *menu, const QString &name, const QString &text, const QKeySequence &shortcut,
                               std::function<void(GameDocument *)> run);
    void createFindBar();
    void createHelpMenu();
    // Edit > Type a Move and Go > Next/Previous Panel: what the mouse does,
    // for the keyboard.
    void createKeyboardActions(QMenu *edit, QMenu *go);
    void typeMoveDialog();
    // Shows a document in a new tab at `index` (-1: after the others).
    void addDocument(std::unique_ptr<GameDocument> document, int index = -1);
    void exportDialog();
    void showStatus(const QString &message);
    void rebuildStartPage();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void currentTabChanged(int index);
    void updateTitles();
    void updateActions();
    void openDialog();
    bool saveAsDialog();
    bool closeTab(int index);
    // Asks what to do with unsaved changes; false when the user cancels.
    bool maybeSave(int index);
    bool saveDocument(GameDocument *document, const QString &path, FileFormat format, QString *error);
    int tabOf(GameDocument *document) const;
    GameDocument *documentAt(int index) const;
    void readSettings();
    void writeSettings() const;

    // mainwindowdisk.cpp: saving on a worker thread, files changed on disk.
    // Runs `work` on a worker thread (BackgroundWork::run), the window busy.
    bool runInBackground(const QString &label, bool cancellable, const std::function<void()> &work,
                         BackgroundWork::Progress *progress = nullptr);
    void setUpDiskWatching();
    void fileChangedOnDisk(GameDocument *document, DiskWatcher::Change change);
    bool confirmOverwrite(GameDocument *document, const QString &path);
    // Replaces a document by what its file holds now, at the same game and
    // node; `status` (when given) replaces the "Reloaded" message.
    bool reloadDocument(GameDocument *document, const QString &status = QString());
    // The options a view gets: the window's, with the view's own flip.
    RenderOptions optionsFor(const DocumentView *view) const;

    // mainwindowprefs.cpp: theme, language, preferences.
    void applyTheme();
    void applyBoardColours();
    void retranslateUi();
    void buildMenus();
    void readPreferenceSettings();
    void createThemeMenu(QMenu *menu);
    void syncBoardOptionActions();
    void retranslateDocks();
    void retranslateFindBar();

    QStackedWidget *m_central = nullptr;
    StartPage *m_startPage = nullptr;
    QTabWidget *m_tabs = nullptr;
    MoveListPanel *m_moveList = nullptr;
    CommentPanel *m_comments = nullptr;
    QDockWidget *m_moveDock = nullptr;
    QDockWidget *m_commentDock = nullptr;
    GameInfoPanel *m_gameInfo = nullptr;
    GameTreePanel *m_gameTree = nullptr;
    EvaluationPanel *m_evaluation = nullptr;
    ExplorerPanel *m_explorer = nullptr;
    GamesPanel *m_games = nullptr;
    BackgammonAnalysis *m_bgAnalysis = nullptr;
    QUndoView *m_undoView = nullptr;
    QList<QDockWidget *> m_docks;
    QToolBar *m_findBar = nullptr;
    QLineEdit *m_findText = nullptr;
    QComboBox *m_findWhat = nullptr;
    RenderOptions m_renderOptions;
    // The last copied variation: a game holding only that subtree below its
    // root, so that it outlives the document it came from.
    std::optional<GameRecord> m_clipboard;
    NodeId m_clipboardNode = NoNode;
    QUndoGroup *m_undoGroup = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_close = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QList<QAction *> m_documentActions;
    QStringList m_recentFiles;
    bool m_dark = false;
    Preferences m_preferences;
    QPointer<PreferencesDialog> m_preferencesDialog;
    // The status bar message a document view gave last, cleared when another
    // tab is shown.
    struct ViewMessage {
        QPointer<DocumentView> view;
        QString text;
    };
    ViewMessage m_viewMessage;
    QList<QAction *> m_menuActions; // made by createActions outside the menus
    QList<QAction *> m_themeActions;
    QLabel *m_findLabel = nullptr;
    QAction *m_findClose = nullptr;
    QWidget *m_blankPage = nullptr; // "open nothing at start"
    QLabel *m_blankHint = nullptr;
    // Disk: saving and watching.
    int m_busy = 0; // work running on a worker thread
    DiskWatcher *m_diskWatcher = nullptr;
    std::unique_ptr<UserPrompts> m_prompts;
    RecoveryStore m_recovery;
    QTimer *m_autosave = nullptr;
    bool m_keepBackups = true;
    int m_progressDelay = 400;
    UserGuideDialog *m_guide = nullptr;
    ShortcutsDialog *m_shortcuts = nullptr;
    AboutDialog *m_about = nullptr;
};

} // namespace kibitz
