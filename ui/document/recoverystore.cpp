#include "document/recoverystore.h"

#include "document/gamedocument.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

namespace kibitz {

RecoveryStore::RecoveryStore(const QString &folder)
    : m_folder(folder.isEmpty()
                   ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")
                   : folder)
{ }

QString RecoveryStore::indexPath(const QString &copyPath) const
{
    return copyPath + QStringLiteral(".ini");
}

QString RecoveryStore::update(const GameDocument *document)
{
    if (!document->isModified()) {
        remove(document);
        return QString();
    }
    // The document's own format when it can be written; after it, or instead
    // of it, the formats that keep whole trees (Jgame, then SGF for what Jgame
    // cannot hold). The last one's error when none can.
    const std::vector<FileFormat> keeping = treeKeepingFormats();
    std::vector<FileFormat> candidates = keeping;
    if (canWrite(document->format())) {
        const auto own = std::find(keeping.cbegin(), keeping.cend(), document->format());
        candidates.assign(own == keeping.cend() ? own : own + 1, keeping.cend());
        candidates.insert(candidates.begin(), document->format());
    }
    FileFormat format = document->format();
    SaveResult saved;
    for (FileFormat candidate : candidates) {
        format = candidate;
        saved = document->serializeAs(format);
        if (saved.ok())
            break;
    }
    if (!saved.ok())
        return saved.error;
    if (!QDir().mkpath(m_folder))
        return QStringLiteral("cannot create %1").arg(m_folder);
    QString &copy = m_copies[document];
    if (copy.isEmpty())
        copy = m_folder + QLatin1Char('/') + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (const QString error = writeFileAtomically(copy, saved.data); !error.isEmpty())
        return error;
    // The index is written after the copy: an entry always has its content.
    QSettings index(indexPath(copy), QSettings::IniFormat);
    index.setValue(QStringLiteral("original"), document->filePath());
    index.setValue(QStringLiteral("format"), formatName(format));
    index.setValue(QStringLiteral("savedAt"), QDateTime::currentDateTime().toString(Qt::ISODate));
    index.sync();
    return index.status() == QSettings::NoError ? QString() : QStringLiteral("cannot write the recovery index");
}

void RecoveryStore::remove(const GameDocument *document)
{
    const QString copy = m_copies.take(document);
    if (copy.isEmpty())
        return;
    QFile::remove(indexPath(copy)); // the index first: never an entry without content
    QFile::remove(copy);
}

void RecoveryStore::clear()
{
    const QList<const GameDocument *> documents = m_copies.keys();
    for (const GameDocument *document : documents)
        remove(document);
}

std::vector<RecoveryStore::Entry> RecoveryStore::leftovers() const
{
    std::vector<Entry> entries;
    const QFileInfoList indexes = QDir(m_folder).entryInfoList({QStringLiteral("*.ini")}, QDir::Files, QDir::Time);
    for (const QFileInfo &info : indexes) {
        Entry entry;
        entry.copyPath = info.absoluteFilePath().chopped(4);
        if (std::find(m_copies.cbegin(), m_copies.cend(), entry.copyPath) != m_copies.cend()
            || !QFileInfo::exists(entry.copyPath))
            continue;
        QSettings index(info.absoluteFilePath(), QSettings::IniFormat);
        entry.originalPath = index.value(QStringLiteral("original")).toString();
        entry.format = formatFromName(index.value(QStringLiteral("format")).toString());
        entry.savedAt = index.value(QStringLiteral("savedAt")).toString();
        entries.push_back(entry);
    }
    return entries;
}

void RecoveryStore::discard(const Entry &entry)
{
    QFile::remove(indexPath(entry.copyPath));
    QFile::remove(entry.copyPath);
}

} // namespace kibitz
