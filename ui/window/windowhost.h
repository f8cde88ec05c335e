#pragma once

// WindowHost: what MainWindow holds and does for the parts it is made of
// (DocumentFiles, WindowActions, WindowAppearance), beyond its public
// interface. Each part gets it at construction and sees nothing else of the
// window's insides; none is a friend of MainWindow, which implements this
// interface privately.

#include <QStringList>

#include <memory>

class QString;
class QTabWidget;
class QUndoGroup;

namespace kibitz {

class DocumentFiles;
class GameDocument;
class HelpMenu;
class WindowActions;
class WindowPanels;

class WindowHost {
public:
    // The tabs, one per open document, and the window's other parts.
    virtual QTabWidget &tabWidget() const = 0;
    virtual DocumentFiles &documentFiles() const = 0;
    virtual WindowActions &windowActions() const = 0;
    virtual WindowPanels &windowPanels() const = 0;
    virtual HelpMenu &helpMenu() const = 0;
    virtual QUndoGroup &undoGroup() const = 0;

    virtual GameDocument *documentAt(int index) const = 0;
    // The tab that shows `document`; -1 when none does.
    virtual int tabOf(GameDocument *document) const = 0;
    // Shows a document in a new tab at `index` (-1: after the others).
    virtual void addDocument(std::unique_ptr<GameDocument> document, int index = -1) = 0;
    // Closes a tab after offering to save its edits; false when it stays.
    virtual bool closeTab(int index) = 0;
    virtual void showStatus(const QString &message) = 0;
    // What reading `document`'s file warned about: counted in the status bar
    // while the document is shown, listed on demand (WarningsButton).
    virtual void showWarnings(GameDocument *document, const QStringList &warnings) = 0;
    // The start page's recent files, read again.
    virtual void rebuildStartPage() = 0;

protected:
    ~WindowHost() = default;
};

} // namespace kibitz
