#pragma once

// Several files read as one collection (File > Open Folder, several files
// opened together, `kibitz --collection`, `kibitz-cli info`/`check` over
// several files): every game keeps the file it came from
// (Collection::sourceFiles). A collection holds games of one family, as a
// file does: files of Hex and Twixt, or of backgammon, cannot be one. A
// Rokkaku log is a whole tournament (its teams, rounds and results): logs are
// never joined. Files that cannot be read are left out with a warning; only
// when none can be read is there no collection.

#include "formats/formatresult.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace kibitz {

// The files of a folder whose extension names a format Kibitz reads (a
// .txt file only when its content is a match export), in its subfolders too
// when `recursive`, sorted by path.
QStringList readableFilesIn(const QString &folder, bool recursive = true);

struct CollectionLoad {
    std::optional<Collection> collection;
    // Why there is no collection: no readable file, games of several families,
    // several Rokkaku logs, cancelled.
    QString error;
    bool cancelled = false;
    // "FILE: message": files left out, and what the files read warned about.
    QStringList warnings;
    // The files whose games the collection holds, in collection order.
    QStringList files;
    bool ok() const { return collection.has_value(); }
};

// Reads the files in the order given. `options.progress` (if set) sees the
// bytes read of all the files together.
CollectionLoad loadCollection(const QStringList &paths, const ReadOptions &options = {});

} // namespace kibitz
