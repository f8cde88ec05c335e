#pragma once

// UserPrompts: every question the main window asks the user, and every
// notice it gives, one method each. MessageBoxPrompts asks with message
// boxes; tests install their own answers (MainWindow::setUserPrompts).

#include "document/recoverystore.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QWidget;

namespace kibitz {

class UserPrompts {
public:
    enum class UnsavedAnswer { Save, Discard, Cancel };

    virtual ~UserPrompts() = default;

    // Before saving in a format that cannot hold everything (`warnings`
    // says what is lost): save anyway?
    virtual bool saveDespiteLosses(const QString &path, const QStringList &warnings) = 0;
    // A document with unsaved changes is about to close: Save, Discard or Cancel.
    virtual UnsavedAnswer unsavedChanges(const QString &documentName) = 0;
    // A copy of unsaved edits that an earlier session left: recover it?
    virtual bool recoverEdits(const RecoveryStore::Entry &entry) = 0;
    // The file of a document without unsaved edits changed on disk: reload it?
    virtual bool reloadChangedFile(const QString &documentName) = 0;
    // Saving over a file that another program changed since it was read or
    // saved: overwrite it? Nothing is written on false.
    virtual bool overwriteChangedFile(const QString &path) = 0;
    // A file does not read (`error` says where and why), but its first
    // `games` games read whole before the damage (a download cut short):
    // open those, as a partial read?
    virtual bool openPartialRead(const QString &path, const QString &error, int games) = 0;
    // Saving a partial read of `games` games over its own file, which held
    // more: overwrite it? Nothing is written on false.
    virtual bool overwriteWithPartialRead(const QString &path, int games) = 0;
    // Something the user should know that needs no answer (a file changed
    // under unsaved edits, a file removed); returns at once.
    virtual void notice(const QString &title, const QString &message) = 0;
    // Something the user asked for failed (`message` says why); returns at
    // once. A notice unless the prompts show failures differently.
    virtual void failure(const QString &title, const QString &message) { notice(title, message); }
    // Not a question: called on the worker thread each time a save reports
    // how much of the file it has written (tests press Cancel in the middle
    // of a write with it). Nothing by default.
    virtual void savingProgressed(qint64 done, qint64 total)
    {
        Q_UNUSED(done);
        Q_UNUSED(total);
    }
};

// The questions as message boxes over `parent`.
class MessageBoxPrompts : public UserPrompts {
    Q_DECLARE_TR_FUNCTIONS(UserPrompts)

public:
    explicit MessageBoxPrompts(QWidget *parent)
        : m_parent(parent)
    { }

    bool saveDespiteLosses(const QString &path, const QStringList &warnings) override;
    UnsavedAnswer unsavedChanges(const QString &documentName) override;
    bool recoverEdits(const RecoveryStore::Entry &entry) override;
    bool reloadChangedFile(const QString &documentName) override;
    bool overwriteChangedFile(const QString &path) override;
    bool openPartialRead(const QString &path, const QString &error, int games) override;
    bool overwriteWithPartialRead(const QString &path, int games) override;
    void notice(const QString &title, const QString &message) override;
    void failure(const QString &title, const QString &message) override;

private:
    void show(int icon, const QString &title, const QString &message);
    QWidget *m_parent;
};

} // namespace kibitz
