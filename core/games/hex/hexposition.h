#pragma once

// A Hex position: the cells, whose turn it is, and the connection test. It is a
// plain copyable value so that the position cache can snapshot it. Turn order
// is tracked but not enforced: real SGF files hold runs of moves by one colour
// (HexGui after a swap, puzzles), so every stone names its own player.

#include "games/hex/hexmove.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

namespace kibitz {

class HexPosition {
    Q_DECLARE_TR_FUNCTIONS(HexPosition)

public:
    enum class Error {
        None,
        OutOfRange,
        Occupied,
        BadPlayer,
        SwapNotAllowed, // swap-pieces needs exactly one stone on the board
        BadEncoding, // applyMove got bytes that do not decode
    };

    explicit HexPosition(int size = 11);
    HexPosition(int columns, int rows);

    int size() const { return m_columns; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < m_columns && y < m_rows; }
    // 0 empty, else the player; 0 outside the board too.
    int at(int x, int y) const { return inside(x, y) ? m_cells[index(x, y)] : 0; }
    int stoneCount() const { return m_stoneCount; }

    // Player 1 starts; afterwards the opponent of whoever moved last.
    int toMove() const { return m_toMove; }
    void setToMove(int player); // SGF PL

    Error canPlace(const HexStone &stone) const;
    Error place(const HexStone &stone);
    // swap-pieces mirrors the single stone (x,y) -> (y,x) and gives it to
    // `player`, whose opponent then moves; swap-sides leaves the board and the
    // swapper's colour moves next; resign, forfeit and pass leave the board.
    Error applySpecial(SpecialMove move, int player);
    // Player 0 erases. All or nothing.
    Error applySetup(const std::vector<SetupStone> &stones);
    // Decodes a GameTree move (hexmove.h / boardmove.h) and applies it. The
    // position is unchanged when the result is not Error::None.
    Error applyMove(MoveTag tag, QByteArrayView data);

    // 0 while nobody has joined his two sides. Player 1 joins row 0 and the
    // last row, player 2 column 0 and the last column.
    int winner() const;
    // Cells of one shortest winning chain, from the winner's first side to
    // his second; empty while nobody has won.
    std::vector<std::pair<int, int>> winningChain() const;

    // Rows top to bottom joined by '/', cells '.', '1', '2' (`kibitz-cli positions`).
    QString toText() const;
    // SGF point name: "a1"; columns after z are aa, ab, ...
    static QString cellName(int x, int y);
    static QString errorText(Error error);

    // The same for equal positions (board size, stones, side to move), whatever
    // the order of the moves that made them (games/positionhash.h).
    std::uint64_t hashKey() const;

    bool operator==(const HexPosition &) const = default;

private:
    std::size_t index(int x, int y) const { return std::size_t(y) * std::size_t(m_columns) + std::size_t(x); }
    std::vector<std::pair<int, int>> chainFor(int player) const;

    int m_columns = 0;
    int m_rows = 0;
    int m_toMove = 1;
    int m_stoneCount = 0;
    std::vector<std::uint8_t> m_cells;
};

} // namespace kibitz
