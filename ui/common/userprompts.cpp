#include "common/userprompts.h"

#include "common/plaintext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace kibitz {

namespace {

// Every message names files or quotes them: shown as plain text
// (common/plaintext.h); the informative text has no format of its own.
void showAsPlainText(QMessageBox &box)
{
    box.setTextFormat(Qt::PlainText);
    if (!box.informativeText().isEmpty())
        box.setInformativeText(plainText(box.informativeText()));
}

bool ask(QWidget *parent, const QString &title, const QString &question)
{
    QMessageBox box(QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::No, parent);
    box.setDefaultButton(QMessageBox::Yes);
    showAsPlainText(box);
    return box.exec() == QMessageBox::Yes;
}

} // namespace

bool MessageBoxPrompts::saveDespiteLosses(const QString &path, const QStringList &warnings)
{
    QMessageBox box(QMessageBox::Warning, tr("Save As"),
                    tr("%1 cannot hold everything in this file:").arg(QFileInfo(path).fileName()),
                    QMessageBox::Save | QMessageBox::Cancel, m_parent);
    box.setInformativeText(QStringLiteral("• ") + warnings.join(QStringLiteral("\n• ")) + QStringLiteral("\n\n")
                           + tr("Save anyway? The tab will then show what the file holds."));
    box.setDefaultButton(QMessageBox::Cancel);
    showAsPlainText(box);
    return box.exec() == QMessageBox::Save;
}

UserPrompts::UnsavedAnswer MessageBoxPrompts::unsavedChanges(const QString &name)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"), tr("%1 has unsaved changes. Save them?").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_parent);
    box.setDefaultButton(QMessageBox::Save);
    showAsPlainText(box);
    const auto answer = box.exec();
    return answer == QMessageBox::Save    ? UnsavedAnswer::Save
         : answer == QMessageBox::Discard ? UnsavedAnswer::Discard
                                          : UnsavedAnswer::Cancel;
}

bool MessageBoxPrompts::recoverEdits(const RecoveryStore::Entry &entry)
{
    const QString name
        = entry.originalPath.isEmpty() ? tr("an unsaved document") : QDir::toNativeSeparators(entry.originalPath);
    return ask(m_parent, tr("Recover Unsaved Edits"),
               tr("Kibitz did not close properly. Unsaved edits of %1 from %2 were kept. "
                  "Recover them?")
                   .arg(name, entry.savedAt));
}

bool MessageBoxPrompts::reloadChangedFile(const QString &name)
{
    return ask(m_parent, tr("File Changed on Disk"), tr("%1 was changed by another program. Reload it?").arg(name));
}

bool MessageBoxPrompts::overwriteChangedFile(const QString &path)
{
    QMessageBox box(
        QMessageBox::Warning, tr("Save"),
        tr("%1 was changed by another program since Kibitz read or saved it.").arg(QDir::toNativeSeparators(path)),
        QMessageBox::Save | QMessageBox::Cancel, m_parent);
    box.setInformativeText(tr("Overwrite it with this document? The other program's changes would be lost."));
    box.setDefaultButton(QMessageBox::Cancel);
    showAsPlainText(box);
    return box.exec() == QMessageBox::Save;
}

bool MessageBoxPrompts::openPartialRead(const QString &path, const QString &error, int games)
{
    // Plain text: the error may quote the file.
    QMessageBox box(QMessageBox::Warning, tr("Open"),
                    tr("Cannot open %1:\n%2").arg(QDir::toNativeSeparators(path), error), QMessageBox::NoButton,
                    m_parent);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(
        tr("The %n game(s) before the damage read whole. Open them? The tab will say that it holds a partial read.",
           nullptr, games));
    QPushButton *open = box.addButton(tr("Open %n Game(s)", nullptr, games), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(open);
    box.exec();
    return box.clickedButton() == open;
}

bool MessageBoxPrompts::overwriteWithPartialRead(const QString &path, int games)
{
    QMessageBox box(QMessageBox::Warning, tr("Save"),
                    tr("This tab holds the %n game(s) that read of %1, which holds more.", nullptr, games)
                        .arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Save | QMessageBox::Cancel, m_parent);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Overwrite it with them? The rest of the file would be lost; Save As keeps it."));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Save;
}

void MessageBoxPrompts::notice(const QString &title, const QString &message)
{
    show(QMessageBox::Information, title, message);
}

void MessageBoxPrompts::failure(const QString &title, const QString &message)
{
    show(QMessageBox::Critical, title, message);
}

void MessageBoxPrompts::show(int icon, const QString &title, const QString &message)
{
    auto *box = new QMessageBox(QMessageBox::Icon(icon), title, message, QMessageBox::Ok, m_parent);
    showAsPlainText(*box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open(); // returns at once
}

} // namespace kibitz
