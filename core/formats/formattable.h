#pragma once

// The format table: one row per file format Kibitz reads or writes, with
// everything the rest of the program asks about a format. The registry
// (registry.h) detects, loads and writes by going over it; the Open and Save
// dialogs' filters, kibitz-cli's format names and its list of formats are made
// from it. A new format is one folder in core/formats (its detection, reader
// and writer) plus one row in formattable.cpp.

#include "formats/formatresult.h"

#include <QByteArrayView>
#include <QLatin1StringView>
#include <QStringList>

#include <utility>
#include <vector>

namespace kibitz {

enum class FileFormat { Unknown, Jgame, JgameOld, Sgf, BgammonMatch, RokkakuLog, JellyfishMat, T1 };

struct FormatRow {
    FileFormat format = FileFormat::Unknown;
    // The name kibitz-cli writes (`info`, `info --json`) and `convert --to`
    // takes; `aliases` are further names `--to` takes.
    QLatin1StringView name;
    QStringList aliases;
    // The name in the Open and Save dialogs' filters, untranslated (the
    // context is "FormatRegistry"); null for a row with no filter of its own.
    const char *displayName = nullptr;
    // File name extensions without the dot, matched ignoring case; the first
    // is the one a saved file gets. Empty for a row found by content only
    // (the old Jhex layout, whose files carry Jgame's extensions).
    QStringList extensions;
    // True when the content is in this format. Detection asks the rows in
    // table order; the extension only breaks ties (no row claims the bytes).
    // Null for a format that is never read.
    bool (*looksLike)(QByteArrayView content) = nullptr;
    // Null for a format Kibitz does not read.
    LoadResult (*read)(const QByteArray &content, const ReadOptions &options) = nullptr;
    // Reads game by game, handing each to a visitor instead of keeping it,
    // in up to `parts` parts on threads (see sgf::readEach); null for a
    // format that is read whole.
    LoadResult (*readEach)(const QByteArray &content, const GameVisitor &visitor, const ReadOptions &options, int parts)
        = nullptr;
    // Null for a read-only format. Its SaveResult::warnings name what the
    // format cannot hold of the collection written (variations, comments,
    // games of other kinds...): what convert and Save As report.
    SaveResult (*write)(const Collection &collection) = nullptr;
    // Whether the format holds these games, so that Save As offers it (null:
    // never offered). The writer may still drop parts, with warnings.
    bool (*holds)(const Collection &collection) = nullptr;
    // Keeps a game's whole tree: variations, comments and evaluations.
    bool keepsTrees = false;
    // Error places are line:column in text formats, byte offsets otherwise.
    bool text = false;
    // Line and column of a byte offset in a text format whose lines differ
    // from SGF's rule (CR, LF, CR LF, LF CR); null: SGF's rule.
    std::pair<int, int> (*lineAndColumn)(QByteArrayView content, qint64 offset) = nullptr;
    // Where part `part` (Replayer::failedPart) of the move recorded at
    // `nodeOffset` stands in the file; null: the node's offset.
    qint64 (*movePartOffset)(QByteArrayView content, qint64 nodeOffset, int part) = nullptr;

    bool canRead() const { return read != nullptr; }
    bool canWrite() const { return write != nullptr; }
    // The display name, translated; empty when the row has none.
    QString displayText() const;
    // "Name (*.ext1 *.ext2)" for the Open dialog; "Name (*.ext1)" (the
    // extension of saved files only) for the Save dialog.
    QString openFilter() const;
    QString saveFilter() const;
};

// Every row, in the order of detection, of the Save dialog's filters and of
// kibitz-cli's list of formats.
const std::vector<FormatRow> &formatTable();
// The row of a format; null for FileFormat::Unknown.
const FormatRow *formatRow(FileFormat format);

// "*.jgame", "*.jhex"...: the extensions of every format Kibitz reads.
QStringList readableFilePatterns();
// The Open dialog's filters: "Game records (...)" with the extensions of every
// format Kibitz reads, then one filter per format read (without "All files").
QStringList openFileFilters();
// The formats Save As offers for a collection, each one writes it: the
// writable rows that hold its games, in table order.
std::vector<FileFormat> saveFormats(const Collection &collection);
// The formats, in table order, that keep whole trees and can be written: where
// a copy of a document goes when its own format cannot be written.
std::vector<FileFormat> treeKeepingFormats();
// The first of those that Save As offers for `collection` (saveFormats): the
// format that keeps all of its games' trees; Unknown when none holds them.
FileFormat treeKeepingFormatFor(const Collection &collection);
// ".jgame, .match, .sgf, .log, .mat": the extensions that name a writable
// format, as messages list them.
QString writableExtensionsText();
// kibitz-cli's list of formats: "jgame, sgf, ..., t1 (read only)".
QString formatListText();

} // namespace kibitz
