#pragma once

// RecoveryStore: copies of documents with unsaved edits, written every few
// minutes to a recovery folder, so that edits survive a crash. Each copy is
// a file in the document's own format (or Jgame/SGF when that format cannot
// be written) plus an index entry naming the file it belongs to. Saving,
// closing or a clean quit removes a document's copy; what is left at the next
// start came from a session that did not end well, and is offered back.

#include "formats/registry.h"

#include <QHash>
#include <QString>

#include <vector>

namespace kibitz {

class GameDocument;

class RecoveryStore {
public:
    // `folder` defaults to the application's data location + "/recovery".
    explicit RecoveryStore(const QString &folder = QString());

    QString folder() const { return m_folder; }

    // Writes (or rewrites) the copy of a document with unsaved edits, or
    // removes it when the document has none. Returns an error, empty on success.
    QString update(const GameDocument *document);
    void remove(const GameDocument *document);
    // Forgets every copy of this session (a clean quit).
    void clear();

    struct Entry {
        QString copyPath; // the recovered content
        QString originalPath; // the file it belongs to (empty: never saved)
        FileFormat format{}; // unknown when the index names none
        QString savedAt; // ISO date and time of the copy
    };
    // Copies left behind by earlier sessions.
    std::vector<Entry> leftovers() const;
    // Deletes a leftover once it has been recovered or declined.
    void discard(const Entry &entry);

private:
    QString indexPath(const QString &copyPath) const;

    QString m_folder;
    QHash<const GameDocument *, QString> m_copies; // this session's copies
};

} // namespace kibitz
