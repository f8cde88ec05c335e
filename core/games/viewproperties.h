#pragma once

// What an SGF file asks of a viewer besides the position (FF[4] and
// twixt-sgf-ff4.txt): IP, the node to show first; VW, the part of the board
// to show (inherited by the nodes below, VW[] shows the whole board again);
// and N[bookmark X], a node the user can jump to with key X. The model keeps
// them as the file wrote them, as uninterpreted properties (the root's in
// GameRecord::header), so that saving writes them back unchanged; this reads
// them, and makes the properties a bookmark edit leaves.
//
// Points are a Hex cell or Twixt hole as both games' SGF writes them: column
// letters and a 1-based row ("a1", "L12"); "a1:l12" is a rectangle.

#include "record/gamerecord.h"

#include <QList>
#include <QRect>

#include <optional>
#include <vector>

namespace kibitz::viewprops {

// A node's kept properties: the root's are the game's header.
const std::vector<RawProperty> &propertiesOf(const GameRecord &game, NodeId node);

// The node that holds IP, NoNode when none does (or it is detached).
NodeId initialPosition(const GameRecord &game);

// The cells VW lists, as rectangles in board coordinates (x column, y row).
struct ViewArea {
    std::vector<QRect> rects;
    bool contains(int x, int y) const;
    // The smallest rectangle holding every listed cell.
    QRect bounds() const;
    bool operator==(const ViewArea &) const = default;
};

// The values of a VW property; nullopt for VW[] (the whole board) and for
// values that name no cell of a columns x rows board.
std::optional<ViewArea> parseViewArea(const QList<QByteArray> &values, int columns, int rows);
// The area in force at `node`: the nearest VW on its path from the root.
std::optional<ViewArea> viewAreaAt(const GameRecord &game, NodeId node);

struct Bookmark {
    int number = 0; // X of N[bookmark X]
    NodeId node = NoNode;
    bool operator==(const Bookmark &) const = default;
};

// X when `values` are those of N[bookmark X] (X a number from 1), else nullopt.
std::optional<int> bookmarkNumber(const QList<QByteArray> &values);
std::optional<int> bookmarkAt(const GameRecord &game, NodeId node);
// Every bookmark of the attached nodes, by number; of two with one number
// (which the spec forbids) the first in document order.
std::vector<Bookmark> bookmarks(const GameRecord &game);
// `properties` with the node's N set to N[bookmark X], or removed when
// `number` is nullopt and it is a bookmark (a node's other name stays).
std::vector<RawProperty> withBookmark(std::vector<RawProperty> properties, std::optional<int> number);

} // namespace kibitz::viewprops
