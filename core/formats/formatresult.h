#pragma once

// What readers and writers return: errors are values that name the place
// (DESIGN.md). Binary formats give a byte offset, text formats line:column.

#include "record/gamerecord.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace kibitz {

struct FormatError {
    QString message;
    qint64 offset = -1; // byte offset, for binary formats
    int line = 0; // 1-based, for text formats
    int column = 0;
    bool cancelled = false; // the progress callback asked to stop
    // "OFFSET" or "LINE:COLUMN" (empty when the place is unknown).
    QString location() const;
};

struct ReadOptions {
    // Fill GameRecord::nodeOffsets (costs memory; `check` wants it).
    bool recordLocations = false;
    // Leave out what the statistics of a game and the replay of its moves do
    // not need (`kibitz-cli info` and `check`): the header properties kept
    // for saving, the properties the model does not interpret, and the text
    // of comments (a comment is still marked, with an empty text, so that it
    // is counted). Errors, warnings and violations are the same. Honoured by
    // the SGF reader of Hex and Twixt games; other readers keep everything.
    bool withoutTexts = false;
    // Read each Hex or Twixt game's root node alone (its header, set-up and
    // annotations) and only check the rest of its tree for syntax: the record
    // then holds a tree of one node and says where its whole game tree stands
    // in the input (GameRecord::unreadTree), to be read when it is needed
    // (File > Open lists a big collection before its trees are read). Errors
    // of syntax are the same; errors, warnings and violations of the moves
    // come only when the trees are read. Honoured by the SGF reader; other
    // games and readers read everything. Not with recordLocations.
    bool headersOnly = false;
    // Called now and then from the reading thread with the offset reached
    // (growing) and the input's size: Jgame every 4096 nodes, SGF before each
    // game tree and every 16384 nodes of a tree, bgammon and Rokkaku before
    // each game (an SGF input read in parts: the bytes of all parts, on the
    // calling thread, every 10 ms while it waits for them). Returning false
    // cancels the read: it then fails at that offset with
    // FormatError::cancelled set.
    std::function<bool(qint64 done, qint64 total)> progress;
};

struct WriteOptions {
    // Called from the writing thread as writeFileAtomically writes the file,
    // after each piece (WriteChunkSize bytes, the last one shorter), with the
    // bytes written so far and the total. Returning false cancels the save
    // before the file is replaced: the file and its backup stay as they were.
    std::function<bool(qint64 done, qint64 total)> progress;
};

inline constexpr qint64 WriteChunkSize = qint64(1) << 20;

// What a format that reads game by game (FormatRow::readEach) hands the
// games to.
struct GameVisitor {
    // Called before any game: the input is read in `parts` parts, numbered
    // from 0 in file order. Called again (with 1) when the parts are thrown
    // away and the input read again as one part: forget what the games
    // handed over so far gave.
    std::function<void(int parts)> begin;
    // One game of part `part`, on that part's thread; a part's games come in
    // file order. The record is reused once this returns.
    std::function<void(int part, GameRecord &game)> game;
};

struct LoadResult {
    std::optional<Collection> collection;
    FormatError error;
    // Each "LOCATION: message". Warnings: deviations a known producer writes,
    // read on purpose (README, "Dialects Kibitz reads"). Violations: breaks
    // of the format's specification that no known producer writes, read
    // anyway where nothing is lost; `kibitz-cli check` reports them as
    // errors (exit 1), everything else shows them like warnings.
    QStringList warnings;
    QStringList violations;
    // On error, in a format that holds several games (SGF collections,
    // .mat and .match): how many games were read whole before the damage
    // (a download cut short inside a game), and, when the reader kept the
    // games (read, not readEach, which has handed them to its visitor),
    // those games, in file order: what a viewer may offer as a partial read.
    int gamesBeforeError = 0;
    std::optional<Collection> partial;
    bool ok() const { return collection.has_value(); }
};

struct SaveResult {
    QByteArray data;
    QString error; // empty on success
    QStringList warnings; // information the target format cannot hold
    bool ok() const { return error.isEmpty(); }
};

} // namespace kibitz
