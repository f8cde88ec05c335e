#pragma once

// The SGF FF[4] properties of NodeMarkup (core/tree/markup.h) for Hex and
// Twixt: read from a node's raw values, written in the spec's syntax.
//
// - TR SQ CR MA SL: list of point; DD: elist of point (DD[] ends the dimming
//   a node inherits). A value may be a compressed range "a1:c3", kept as one
//   range. Points are written as the game's moves are (Hex "a1", Twixt "A1").
// - LB: list of point:SimpleText (escapes "\]" "\\" "\:" in the text).
// - AR, LN: list of point:point, the two points different.
// - TE, BM: Double ("1" or "2"); DO, IT: none; GB GW DM UC HO: Double.
// A property whose values do not say one of these things (a point off the
// board, a second move mark) is not read: the caller keeps it verbatim.

#include "formats/sgf/sgfdocument.h"
#include "tree/markup.h"

#include <QByteArrayView>
#include <QString>

#include <functional>
#include <optional>
#include <span>

namespace kibitz::sgfmarkup {

// Whether the identifier is one of the properties above.
bool isMarkupIdentifier(QByteArrayView identifier);

struct Reading {
    // A point as the game writes it, inside the board; nullopt otherwise.
    std::function<std::optional<MarkCell>(QByteArrayView)> point;
    // A label's text (already unescaped) as text.
    std::function<QString(const QByteArray &)> decode;
};

// Adds one property (its raw values, escaped as in the file) to `markup`.
// False, and `markup` unchanged, when the values do not say what the
// property means; `why` then says what is wrong.
bool readProperty(QByteArrayView identifier, std::span<const QByteArrayView> values, const Reading &reading,
                  NodeMarkup &markup, QString *why = nullptr);

// Writes the markup's properties: move mark, position mark, hotspot, shapes,
// labels, arrows, lines.
void write(SgfWriter &out, const NodeMarkup &markup, const std::function<QByteArray(MarkCell)> &pointText);

// The identifier of a position mark ("GB"...), empty for none.
QByteArray positionIdentifier(PositionMark mark);

} // namespace kibitz::sgfmarkup
