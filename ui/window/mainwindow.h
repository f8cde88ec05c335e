#pragma once

// MainWindow: one tab per open file, the move list and the comment editor as
// dock panels, the menus, and the start page shown when nothing is open.

#include "common/userprompts.h"
#include "document/variationclipboard.h"
#include "formats/registry.h"
#include "help/helpmenu.h"
#include "record/gamerecord.h"
#include "render/renderoptions.h"
#include "settings/preferences.h"
#include "settings/preferenceshost.h"
#include "window/documentfiles.h"
#include "window/startpage.h"
#include "window/windowactions.h"
#include "window/windowappearance.h"
#include "window/windowhost.h"
#include "window/windowlayouts.h"
#include "window/windowpanels.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QStackedWidget;
class QTabWidget;
class QUndoGroup;
class QLabel;
class QUndoView;

namespace kibitz {

class AboutDialog;
class ShortcutsDialog;
class UserGuideDialog;
class WarningsButton;
class DocumentView;
class CommentPanel;
class EvaluationPanel;
class ExplorerPanel;
class GameInfoPanel;
class GameWindowPart;
class GameTreePanel;
class GameDocument;
class GamesPanel;
class MoveListPanel;
class PreferencesDialog;

class MainWindow
    : public QMainWindow
    , public PreferencesHost
    , private WindowHost {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file in a new tab (or shows its tab when it is open already).
    // Reports failures in a message box unless `error` is given.
    bool openFile(const QString &path, QString *error = nullptr) { return m_files->openFile(path, error); }
    // Opens files named on the command line: the window shows first, then
    // one message box over it lists those that could not be opened.
    // Returns how many opened.
    int openFiles(const QStringList &paths) { return m_files->openFiles(paths); }
    // Opens files, or every file Kibitz reads in folders (and their
    // subfolders), as one collection in one tab. Reports failures through
    // the prompts unless `error` is given.
    bool openCollection(const QStringList &paths, QString *error = nullptr)
    {
        return m_files->openCollection(paths, error);
    }
    // Saves the current document under `path`, in the format its extension
    // names. Warnings about what the format cannot hold go to the warning
    // handler first, which may refuse.
    bool saveCurrentAs(const QString &path, QString *error = nullptr) { return m_files->saveCurrentAs(path, error); }
    bool saveCurrent() { return m_files->saveCurrent(); }

    int documentCount() const;
    GameDocument *currentDocument() const;
    // The current tab's view; currentView<V>() is null unless it is a V.
    DocumentView *currentDocumentView() const;
    template <typename View>
    View *currentView() const
    {
        return qobject_cast<View *>(currentDocumentView());
    }
    MoveListPanel *moveListPanel() const { return m_panels->moveList(); }
    CommentPanel *commentPanel() const { return m_panels->comments(); }
    GameInfoPanel *gameInfoPanel() const { return m_panels->gameInfo(); }
    GameTreePanel *gameTreePanel() const { return m_panels->gameTree(); }
    EvaluationPanel *evaluationPanel() const { return m_panels->evaluation(); }
    ExplorerPanel *explorerPanel() const { return m_panels->explorer(); }
    GamesPanel *gamesPanel() const { return m_panels->games(); }
    QUndoView *undoView() const { return m_panels->undoView(); }
    // Every action by its objectName (tests and the shortcut reference use it).
    QAction *action(const QString &name) const;
    const RenderOptions &renderOptions() const override { return m_renderOptions; }
    void setRenderOptions(const RenderOptions &options) override;

    // Copies the current node's variation (its subtree) / pastes the last
    // copied one below the current node of the current document.
    bool copyVariation();
    bool pasteVariation(QString *error = nullptr);
    // Shows the next (or previous) match of the find bar's text.
    bool findNext(const QString &text, bool inComments, bool forward = true);
    // Writes the current board as PNG or SVG (by extension) at the view's size.
    bool exportBoardImage(const QString &path, QString *error = nullptr)
    {
        return m_files->exportBoardImage(path, error);
    }
    QWidget *startPage() const { return m_startPage; }
    // The status bar's count of the shown document's warnings.
    WarningsButton *warningsButton() const { return m_warnings; }
    bool isStartPageShown() const;
    QAction *undoAction() const { return m_actions->undo(); }
    QAction *redoAction() const { return m_actions->redo(); }
    // Whether boards and panels are drawn dark now (the theme, or the
    // system's palette when the theme follows it).
    bool isDarkTheme() const override { return m_appearance->isDark(); }
    // Chooses the light or the dark theme (not following the system).
    void setDarkTheme(bool dark);

    // Preferences (Edit > Preferences…; see WindowAppearance): theme,
    // language, board colours per game and what opens at start apply at
    // once to this window and are saved; coordinates, move numbers and the
    // animation speed are render options (setRenderOptions).
    const Preferences &preferences() const override { return m_appearance->preferences(); }
    void setPreferences(const Preferences &preferences) override { m_appearance->setPreferences(preferences); }
    ThemeChoice theme() const { return preferences().theme; }
    void setTheme(ThemeChoice theme);
    // Shows the (modeless) preferences dialog, made on first use.
    PreferencesDialog *showPreferences() { return m_appearance->showPreferences(); }
    // At start-up without files on the command line: the start page, the
    // files open when Kibitz was last quit, or nothing, as preferred.
    void openAtStart();

    // The File > Open dialog's filters: every format Kibitz reads, together
    // and one by one, then all files.
    static QStringList openFilters() { return DocumentFiles::openFilters(); }
    // The Save As dialog's choices for a collection: only the formats that
    // can hold its games (the first one is the preferred), each with its
    // filter text.
    using SaveFilter = DocumentFiles::SaveFilter;
    static std::vector<SaveFilter> saveFilters(const Collection &collection)
    {
        return DocumentFiles::saveFilters(collection);
    }

    // Every question the window asks the user and every notice it gives
    // (userprompts.h): message boxes, unless tests install their answers.
    void setUserPrompts(std::unique_ptr<UserPrompts> prompts) { m_prompts = std::move(prompts); }
    UserPrompts &userPrompts() const { return *m_prompts; }
    bool closeDocument(int index) { return closeTab(index); }

    // Crash recovery: copies of documents with unsaved edits are written
    // every `autosaveInterval` (setting recovery/intervalSeconds, 120 by
    // default) to the recovery folder; offerRecovery() asks about the copies
    // an earlier session left and reopens those the user accepts.
    RecoveryStore &recoveryStore() { return m_files->recoveryStore(); }
    void autosaveNow() { m_files->autosaveNow(); }
    int offerRecovery() { return m_files->offerRecovery(); }
    // How long a file may take to open or save before a progress dialog
    // shows (ms).
    void setProgressDelay(int milliseconds) { m_files->setProgressDelay(milliseconds); }
    // Files changed on disk by another program (DocumentFiles): a document
    // without unsaved edits is reloaded when the user agrees. How long
    // changes on disk settle before they are looked at (ms): an editor that
    // removes and recreates a file is one change.
    void setDiskCheckDelay(int milliseconds) { m_files->diskWatcher().setCheckDelay(milliseconds); }
    // Whether a document's file changed on disk since it was read or saved
    // (Save then asks before overwriting it).
    bool isChangedOnDisk(GameDocument *document) const { return m_files->diskWatcher().isChangedOnDisk(document); }

    // Saving keeps the previous version as FILE~ (setting save/backups).
    bool keepsBackups() const { return m_files->keepsBackups(); }
    void setKeepsBackups(bool keep) { m_files->setKeepsBackups(keep); }

    // The Help menu's windows (HelpMenu), made on first use and shown
    // without blocking.
    UserGuideDialog *showUserGuide() { return m_help->showUserGuide(); }
    ShortcutsDialog *showShortcuts() { return m_help->showShortcuts(); }
    AboutDialog *showAbout() { return m_help->showAbout(); }
    // The arrangement of the panels per game family (windowlayouts.h).
    WindowLayouts &layouts() const { return *m_layouts; }
    // View > Panels > Default Layout: the current family's default layout.
    void resetLayout();

    // Moves the keyboard focus to the next (or previous) of the board and
    // the open panels (Go > Next Panel, F6); false when there is none.
    bool focusNextPanel(bool forward = true) { return m_actions->focusNextPanel(forward); }

signals:
    void renderOptionsChanged(const kibitz::RenderOptions &options);
    void preferencesChanged(const kibitz::Preferences &preferences);

protected:
    void changeEvent(QEvent *event) override;
    void childEvent(QChildEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // Shows a document (or none) in every panel.
    void bindPanels(GameDocument *document);
    // WindowHost (windowhost.h): what the window's parts by responsibility
    // (DocumentFiles, WindowActions, WindowAppearance) use of its insides.
    QTabWidget &tabWidget() const override { return *m_tabs; }
    DocumentFiles &documentFiles() const override { return *m_files; }
    WindowActions &windowActions() const override { return *m_actions; }
    WindowPanels &windowPanels() const override { return *m_panels; }
    HelpMenu &helpMenu() const override { return *m_help; }
    QUndoGroup &undoGroup() const override { return *m_undoGroup; }
    void addDocument(std::unique_ptr<GameDocument> loaded, int index) override;
    void showStatus(const QString &message) override;
    void showWarnings(GameDocument *document, const QStringList &warnings) override;
    // The status bar's count of the current document's warnings.
    void updateWarnings();
    void rebuildStartPage() override;
    void currentTabChanged(int index);
    void updateTitles();
    void updateActions();
    bool closeTab(int index) override;
    int tabOf(GameDocument *document) const override;
    GameDocument *documentAt(int index) const override;
    void readSettings();
    void writeSettings() const;

    // The options a view gets: the window's, with the view's own flip.
    RenderOptions optionsFor(const DocumentView *view) const;

    void retranslateUi();

    QStackedWidget *m_central = nullptr;
    StartPage *m_startPage = nullptr;
    QTabWidget *m_tabs = nullptr;
    WindowPanels *m_panels = nullptr; // the docks
    // What the game families add to the window (GameUi::createWindowPart).
    std::vector<GameWindowPart *> m_gameParts;
    RenderOptions m_renderOptions;
    VariationClipboard m_clipboard;
    QUndoGroup *m_undoGroup = nullptr;
    // The status bar message a document view gave last, cleared when another
    // tab is shown.
    struct ViewMessage {
        QPointer<DocumentView> view;
        QString text;
    };
    ViewMessage m_viewMessage;
    QWidget *m_blankPage = nullptr; // "open nothing at start"
    QLabel *m_blankHint = nullptr;
    std::unique_ptr<UserPrompts> m_prompts;
    DocumentFiles *m_files = nullptr; // opening, saving, recovery, disk
    std::unique_ptr<WindowActions> m_actions; // menus, actions, find bar
    std::unique_ptr<WindowAppearance> m_appearance; // theme, colours, language
    std::unique_ptr<WindowLayouts> m_layouts; // the panels' arrangement per game family
    HelpMenu *m_help = nullptr;
    WarningsButton *m_warnings = nullptr;
};

} // namespace kibitz
