#pragma once

// What the widget tests share around a real MainWindow.

#include "common/userprompts.h"
#include "document/gamedocument.h"
#include "window/mainwindow.h"

#include <QUndoStack>

#include <functional>
#include <memory>

namespace kibitz {

// The window's questions answered as a test says: each `on…` that is set
// answers its question; the others are asked in message boxes as usual.
class ScriptedPrompts : public MessageBoxPrompts {
public:
    explicit ScriptedPrompts(QWidget *parent)
        : MessageBoxPrompts(parent)
    { }

    std::function<bool(const QString &path, const QStringList &warnings)> onSaveDespiteLosses;
    std::function<UnsavedAnswer(const QString &documentName)> onUnsavedChanges;
    std::function<bool(const RecoveryStore::Entry &entry)> onRecoverEdits;
    std::function<bool(const QString &documentName)> onReloadChangedFile;
    std::function<bool(const QString &path)> onOverwriteChangedFile;
    std::function<bool(const QString &path, const QString &error, int games)> onOpenPartialRead;
    std::function<bool(const QString &path, int games)> onOverwriteWithPartialRead;
    std::function<void(const QString &title, const QString &message)> onNotice;
    std::function<void(const QString &title, const QString &message)> onFailure;
    // Called on the worker thread that writes.
    std::function<void(qint64 done, qint64 total)> onSavingProgressed;

    bool saveDespiteLosses(const QString &path, const QStringList &warnings) override
    {
        return onSaveDespiteLosses ? onSaveDespiteLosses(path, warnings)
                                   : MessageBoxPrompts::saveDespiteLosses(path, warnings);
    }
    UnsavedAnswer unsavedChanges(const QString &name) override
    {
        return onUnsavedChanges ? onUnsavedChanges(name) : MessageBoxPrompts::unsavedChanges(name);
    }
    bool recoverEdits(const RecoveryStore::Entry &entry) override
    {
        return onRecoverEdits ? onRecoverEdits(entry) : MessageBoxPrompts::recoverEdits(entry);
    }
    bool reloadChangedFile(const QString &name) override
    {
        return onReloadChangedFile ? onReloadChangedFile(name) : MessageBoxPrompts::reloadChangedFile(name);
    }
    bool overwriteChangedFile(const QString &path) override
    {
        return onOverwriteChangedFile ? onOverwriteChangedFile(path) : MessageBoxPrompts::overwriteChangedFile(path);
    }
    bool openPartialRead(const QString &path, const QString &error, int games) override
    {
        return onOpenPartialRead ? onOpenPartialRead(path, error, games)
                                 : MessageBoxPrompts::openPartialRead(path, error, games);
    }
    bool overwriteWithPartialRead(const QString &path, int games) override
    {
        return onOverwriteWithPartialRead ? onOverwriteWithPartialRead(path, games)
                                          : MessageBoxPrompts::overwriteWithPartialRead(path, games);
    }
    void notice(const QString &title, const QString &message) override
    {
        if (onNotice)
            onNotice(title, message);
        else
            MessageBoxPrompts::notice(title, message);
    }
    void failure(const QString &title, const QString &message) override
    {
        if (onFailure)
            onFailure(title, message);
        else
            MessageBoxPrompts::failure(title, message);
    }
    void savingProgressed(qint64 done, qint64 total) override
    {
        if (onSavingProgressed)
            onSavingProgressed(done, total);
    }
};

// The window's ScriptedPrompts, installed on first use.
inline ScriptedPrompts &scriptPrompts(MainWindow &window)
{
    if (auto *scripted = dynamic_cast<ScriptedPrompts *>(&window.userPrompts()))
        return *scripted;
    auto prompts = std::make_unique<ScriptedPrompts>(&window);
    ScriptedPrompts &installed = *prompts;
    window.setUserPrompts(std::move(prompts));
    return installed;
}

// Marks every open document clean, so that closing asks nothing, and
// destroys the window.
inline void discardWindow(std::unique_ptr<MainWindow> &window)
{
    if (!window)
        return;
    for (GameDocument *document : window->findChildren<GameDocument *>())
        document->undoStack()->setClean();
    window.reset();
}

} // namespace kibitz
