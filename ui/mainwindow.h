#pragma once

// MainWindow: one tab per open file, the move list and the comment editor as
// dock panels, the menus, and the start page shown when nothing is open.

#include "formats/registry.h"

#include <QMainWindow>
#include <QStringList>

#include <functional>

class QAction;
class QDockWidget;
class QMenu;
class QStackedWidget;
class QTabWidget;
class QUndoGroup;
class QVBoxLayout;

namespace kibitz {

class BoardView;
class CommentPanel;
class GameDocument;
class MoveListPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file in a new tab (or shows its tab when it is open already).
    // Reports failures in a message box unless `error` is given.
    bool openFile(const QString &path, QString *error = nullptr);
    // Saves the current document under `path`, in the format its extension
    // names. Warnings about what the format cannot hold go to the warning
    // handler first, which may refuse.
    bool saveCurrentAs(const QString &path, QString *error = nullptr);
    bool saveCurrent();

    int documentCount() const;
    GameDocument *currentDocument() const;
    BoardView *currentView() const;
    MoveListPanel *moveListPanel() const { return m_moveList; }
    CommentPanel *commentPanel() const { return m_comments; }
    QWidget *startPage() const { return m_startPage; }
    bool isStartPageShown() const;
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    bool isDarkTheme() const { return m_dark; }
    void setDarkTheme(bool dark);

    // Asked before saving when the format cannot hold everything; true goes
    // on. The default shows a message box; tests replace it.
    using WarningHandler = std::function<bool(const QString &path, const QStringList &warnings)>;
    void setWarningHandler(WarningHandler handler) { m_warningHandler = std::move(handler); }

    // Where the bundled sample games are (the source tree and the installed
    // share/kibitz/samples), those that exist.
    static QStringList sampleDirectories();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createDocks();
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

    QStackedWidget *m_central = nullptr;
    QWidget *m_startPage = nullptr;
    QVBoxLayout *m_startList = nullptr;
    QTabWidget *m_tabs = nullptr;
    MoveListPanel *m_moveList = nullptr;
    CommentPanel *m_comments = nullptr;
    QDockWidget *m_moveDock = nullptr;
    QDockWidget *m_commentDock = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_close = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_darkAction = nullptr;
    QList<QAction *> m_goActions;
    QStringList m_recentFiles;
    bool m_dark = false;
    WarningHandler m_warningHandler;
};

} // namespace kibitz
