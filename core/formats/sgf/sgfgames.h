#pragma once

// SGF FF[4] game records of Hex (GM[11]) and Twixt (GM[21]) <-> Kibitz's model.
// Backgammon (GM[6], also acey-deucey and tabula) is mapped by
// sgfbackgammon.h; read() and write() hand those trees and games over to it.
// The syntax is SgfDocument's job; this layer gives the properties meaning.
//
// Players: player 1 moves first. In Hex it is Black (HexGui, PlayHex), in Twixt
// White (twixt-sgf-ff4.txt); Little Golem's files have no GM and colour
// letters of their own (see sgfgamereader.cpp).
//
// Evaluations: FF[4]'s V[] is positive when the position is good for Black;
// the model's (Jgame's) evaluation is positive when good for player 1, so Hex
// keeps the sign and Twixt flips it. A win (+-10000) is also written as
// GB[2] / GW[2], and "undetermined" (12345) as UC[1]. A V[] that is not an
// integer in -10000..10000 is kept as an uninterpreted property.

#include "formats/formatresult.h"

#include <QByteArrayView>
#include <QStringConverter>

#include <functional>
#include <optional>
#include <utility>

namespace kibitz::sgf {

// Whether the bytes are SGF, whatever the file's name (Little Golem
// collections are often saved as .txt): true when they start, after white
// space and a UTF-8 byte order mark, with "(" and then ";" (white space
// allowed between them), or when, since FF[4] allows any text before the
// first game tree, the first 64 KiB hold "(;" followed by a property
// ("(;FF[", "( ; PB [").
// Text in UTF-16 (with a byte order mark, or without one when its first
// character is ASCII) is SGF when its text is.
bool looksLikeSgf(QByteArrayView data);

// The encoding of input in UTF-16, or nullopt for input in bytes; and its
// text in UTF-8, which read() and readEach() read (a warning says so).
std::optional<QStringConverter::Encoding> utf16Encoding(QByteArrayView data);
QByteArray utf16ToUtf8(QByteArrayView data, QStringConverter::Encoding encoding);
// Line and column of an offset given by read() (an error's, a node's), and
// the place of part `part` of a move (FormatRow::movePartOffset): for input
// in UTF-16 the offset is in its text in UTF-8.
std::pair<int, int> lineAndColumn(QByteArrayView data, qint64 offset);
qint64 movePartOffset(QByteArrayView data, qint64 nodeOffset, int part);

LoadResult read(const QByteArray &data, const ReadOptions &options = {});

// What readEach hands the games to (formatresult.h).
using kibitz::GameVisitor;

// Reads as read() does without keeping the games: each is handed to the
// visitor as soon as it is read, so that memory holds the input and one game
// per part; the collection returned holds no games. With `parts` > 1 (and
// recordLocations not asked for), the input is split at game tree boundaries
// and the parts read on threads of their own (options.progress then sees the
// bytes of all parts together, on the calling thread, and stopping it stops
// every part: the read fails as cancelled, no part read again); when one of
// them has an error, a warning or a violation, the whole input is read again
// as one part, so that messages and their places are exactly read()'s. An
// input with backgammon trees (the Crawford rule is settled across a match's
// games) is read whole and then handed over.
LoadResult readEach(const QByteArray &data, const GameVisitor &visitor, const ReadOptions &options = {}, int parts = 1);

// Writes every game of the collection as one SGF collection: Hex, Twixt and
// backgammon games (a collection may mix them; each tree names its GM).
SaveResult write(const Collection &collection);

} // namespace kibitz::sgf
