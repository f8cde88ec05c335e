#pragma once

// MainWindow: one tab per open file, the move list and the comment editor as
// dock panels, the menus, and the start page shown when nothing is open.

#include "formats/registry.h"
#include "settings/preferences.h"
#include "record/gamerecord.h"
#include "document/recoverystore.h"
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
class QFileSystemWatcher;
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
class BackgammonAnalysis;
class GameInfoPanel;
class GameTreePanel;
class GameDocument;
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

    // Asked before saving when the format cannot hold everything; true goes
    // on. The default shows a message box; tests replace it.
    using WarningHandler = std::function<bool(const QString &path, const QStringList &warnings)>;
    void setWarningHandler(WarningHandler handler) { m_warningHandler = std::move(handler); }
    // Asked when a document with unsaved changes is about to close: Save,
    // Discard or Cancel. The default shows a message box; tests replace it.
    enum class UnsavedAnswer { Save, Discard, Cancel };
    using UnsavedHandler = std::function<UnsavedAnswer(const QString &documentName)>;
    void setUnsavedHandler(UnsavedHandler handler) { m_unsavedHandler = std::move(handler); }
    bool closeDocument(int index) { return closeTab(index); }

    // Crash recovery: copies of documents with unsaved edits are written
    // every `autosaveInterval` (setting recovery/intervalSeconds, 120 by
    // default) to the recovery folder; offerRecovery() asks about the copies
    // an earlier session left and reopens those the handler accepts.
    RecoveryStore &recoveryStore() { return m_recovery; }
    void autosaveNow();
    using RecoveryHandler = std::function<bool(const RecoveryStore::Entry &entry)>;
    void setRecoveryHandler(RecoveryHandler handler) { m_recoveryHandler = std::move(handler); }
    int offerRecovery();
    // How long a file may take to open or save before a progress dialog
    // shows (ms).
    void setProgressDelay(int milliseconds) { m_progressDelay = milliseconds; }
    // Called on the worker thread each time a save reports how much of the
    // file it has written (tests: to press Cancel in the middle of a write).
    using WriteProgressHook = std::function<void(qint64 done, qint64 total)>;
    void setWriteProgressHook(WriteProgressHook hook) { m_writeProgressHook = std::move(hook); }

    // Files changed on disk by another program (mainwindowdisk.cpp). Asked
    // when the file of a document without unsaved edits changed: reload it?
    using ReloadHandler = std::function<bool(const QString &documentName)>;
    void setReloadHandler(ReloadHandler handler) { m_reloadHandler = std::move(handler); }
    // Asked before saving over a file that another program changed since it
    // was opened or saved: overwrite it? Nothing is written on false.
    using OverwriteHandler = std::function<bool(const QString &path)>;
    void setOverwriteHandler(OverwriteHandler handler) { m_overwriteHandler = std::move(handler); }
    // Tells the user something that needs no answer (a file changed under
    // unsaved edits, a file removed). The default opens a message box and
    // returns at once; tests replace it.
    using NoticeHandler = std::function<void(const QString &title, const QString &message)>;
    void setNoticeHandler(NoticeHandler handler) { m_noticeHandler = std::move(handler); }
    // How long changes on disk settle before they are looked at (ms): an
    // editor that removes and recreates a file is one change.
    void setDiskCheckDelay(int milliseconds);
    // Whether a document's file changed on disk since it was read or saved
    // (Save then asks before overwriting it).
    bool isChangedOnDisk(GameDocument *document) const;

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

    // Where the bundled sample games are (the source tree and the installed
    // share/kibitz/samples), those that exist.
    static QStringList sampleDirectories();

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
    std::unique_ptr<GameDocument> loadInBackground(const QString &path, QString *error, QStringList *warnings,
                                                   bool *cancelled);
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

    // mainwindowdisk.cpp: saving on a worker thread, watching files.
    // Runs `work` on a worker thread while the window keeps painting; user
    // input waits meanwhile, and past the progress delay a window-modal
    // progress dialog shows `label`. False when its Cancel was pressed (the
    // work still ran to its end; the caller drops its result). With
    // `progress`, the dialog shows done/total and Cancel also sets its
    // `cancel`, which the work polls to stop early.
    struct BackgroundProgress {
        std::atomic<bool> cancel{false};
        std::atomic<qint64> done{0};
        std::atomic<qint64> total{0};
    };
    bool runInBackground(const QString &label, bool cancellable, const std::function<void()> &work,
                         BackgroundProgress *progress = nullptr);
    struct DiskState {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        QDateTime metadataChanged;
        bool operator==(const DiskState &) const = default;
    };
    static DiskState diskState(const QString &path);
    struct WatchedFile {
        QString path;
        DiskState known;        // as last read, saved or seen
        bool changedOnDisk = false;
    };
    // Starts (again) watching a document's file as it is on disk now.
    void watchDocument(GameDocument *document);
    void unwatchDocument(GameDocument *document);
    void updateWatchedPaths();
    void checkFilesOnDisk();
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
    void setUpDiskWatching();

    QStackedWidget *m_central = nullptr;
    QWidget *m_startPage = nullptr;
    QVBoxLayout *m_startList = nullptr;
    QTabWidget *m_tabs = nullptr;
    MoveListPanel *m_moveList = nullptr;
    CommentPanel *m_comments = nullptr;
    QDockWidget *m_moveDock = nullptr;
    QDockWidget *m_commentDock = nullptr;
    GameInfoPanel *m_gameInfo = nullptr;
    GameTreePanel *m_gameTree = nullptr;
    EvaluationPanel *m_evaluation = nullptr;
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
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_diskCheck = nullptr;
    bool m_checkingDisk = false;
    QHash<GameDocument *, WatchedFile> m_watched;
    ReloadHandler m_reloadHandler;
    OverwriteHandler m_overwriteHandler;
    NoticeHandler m_noticeHandler;
    WarningHandler m_warningHandler;
    RecoveryHandler m_recoveryHandler;
    RecoveryStore m_recovery;
    QTimer *m_autosave = nullptr;
    bool m_keepBackups = true;
    int m_progressDelay = 400;
    WriteProgressHook m_writeProgressHook;
    UnsavedHandler m_unsavedHandler;
    UserGuideDialog *m_guide = nullptr;
    ShortcutsDialog *m_shortcuts = nullptr;
    AboutDialog *m_about = nullptr;
};

} // namespace kibitz
