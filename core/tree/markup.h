#pragma once

// NodeMarkup: what an annotator puts on one node of a Hex or Twixt game, typed.
// They are SGF FF[4]'s markup and annotation properties:
// - board marks: shapes on cells (TR triangle, SQ square, CR circle, MA
//   cross, SL selected, DD dimmed), labels (LB), arrows (AR) and lines (LN)
//   between cells;
// - the move's mark: TE good, BM bad (both with an emphasis of 1 or 2), DO
//   doubtful, IT interesting;
// - the position's mark: GB good for Black, GW good for White, DM even, UC
//   unclear (emphasis 1 or 2), and HO hotspot (1 or 2).
// Colours are SGF's: Black and White as the game's SGF names them (in Hex
// Black is player 1, in Twixt White). Kibitz's evaluation (the Jgame value)
// is another thing, kept in GameTree::evaluation.
//
// Cells are 0-based (x column, y row). A list of cells keeps the ranges a
// file wrote ("a1:c3" is one range), so that an unedited list is written back
// as it was read.

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace kibitz {

struct MarkCell {
    int x = 0;
    int y = 0;
    bool operator==(const MarkCell &) const = default;
};

// A rectangle of cells, corners included; one cell when both corners agree.
struct CellRange {
    MarkCell first;
    MarkCell last;
    bool contains(int x, int y) const;
    bool operator==(const CellRange &) const = default;
};

class CellList {
public:
    bool isEmpty() const { return m_ranges.empty(); }
    bool contains(int x, int y) const;
    // Appends the cell unless the list holds it.
    void add(int x, int y);
    // Takes the cell out; a range holding it is split into the cells left.
    void remove(int x, int y);
    void appendRange(CellRange range) { m_ranges.push_back(range); }
    const std::vector<CellRange> &ranges() const { return m_ranges; }
    // Every cell once, in the ranges' order.
    std::vector<MarkCell> cells() const;
    bool operator==(const CellList &) const = default;

private:
    std::vector<CellRange> m_ranges;
};

enum class MarkShape : std::uint8_t { Triangle, Square, Circle, Cross, Selected, Dimmed };
inline constexpr int MarkShapeCount = 6;

struct BoardLabel {
    MarkCell at;
    QString text;
    bool operator==(const BoardLabel &) const = default;
};

// An arrow (from -> to) or a line between two cells.
struct BoardLine {
    MarkCell from;
    MarkCell to;
    bool operator==(const BoardLine &) const = default;
};

enum class MoveMark : std::uint8_t { None, Good, Bad, Doubtful, Interesting }; // TE BM DO IT
enum class PositionMark : std::uint8_t { None, GoodForBlack, GoodForWhite, Even, Unclear }; // GB GW DM UC

struct NodeMarkup {
    std::array<CellList, MarkShapeCount> shapes;
    std::vector<BoardLabel> labels;
    std::vector<BoardLine> arrows;
    std::vector<BoardLine> lines;
    MoveMark move = MoveMark::None;
    int moveEmphasis = 1; // 2: "very" (TE[2], BM[2]); DO and IT have none
    PositionMark position = PositionMark::None;
    int positionEmphasis = 1;
    int hotspot = 0; // HO: 0 none, 1 or 2
    // DD[]: the node dims no cell, whatever the nodes before it dimmed (FF[4]'s
    // DD is inherited: the dimmed cells of a node are its own DD's, else those
    // of the closest node above it that has a DD).
    bool undim = false;

    bool isEmpty() const
    {
        return !hasBoardMarks() && move == MoveMark::None && position == PositionMark::None && !hotspot;
    }
    bool hasBoardMarks() const;
    const CellList &shape(MarkShape s) const { return shapes[std::size_t(s)]; }
    CellList &shape(MarkShape s) { return shapes[std::size_t(s)]; }
    // The first shape in MarkShape's order that holds the cell.
    std::optional<MarkShape> shapeAt(int x, int y) const;
    // The label at the cell (the last one a file gave it), or nullptr.
    const BoardLabel *labelAt(int x, int y) const;
    bool operator==(const NodeMarkup &) const = default;
};

// The cells dimmed at a node (see NodeMarkup::undim), given the markup of
// the node and of the nodes above it, closest first.
class GameTree;
using NodeId = std::uint32_t;
std::vector<MarkCell> dimmedCells(const GameTree &tree, NodeId id);

// The move mark as annotators write it: "!" "?" "?!" "!?", doubled ("!!",
// "??") for an emphasis of 2; empty for none.
QString moveMarkText(MoveMark mark, int emphasis);

// The next label the label tool gives: the first of A, B, ... Z, AA, AB ...
// (or of 1, 2, 3 ... when `numbers`) that no label of the markup uses.
QString nextFreeLabel(const NodeMarkup &markup, bool numbers);

} // namespace kibitz
