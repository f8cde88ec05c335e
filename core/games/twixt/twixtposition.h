#pragma once

// A Twixt position: pegs, links, whose turn it is, and the connection test.
// One byte per hole holds the peg's colour and the links going up from it (the
// Jgame directions), so a position is a compact copyable value for the
// position cache. Boards reach 702x702 (SGF), so a move only looks at the holes
// near it; nothing per move scans the board. Turn order is tracked but not
// enforced (SGF puzzles let one colour move several times).

#include "games/twixt/twixtmove.h"
#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace kibitz {

// Whether two segments between holes cross properly (end points shared are
// no crossing): the rule that links may not cross.
bool twixtSegmentsCross(int ax, int ay, int bx, int by, int cx, int cy, int dx, int dy);
bool twixtLinksCross(const TwixtLink &a, const TwixtLink &b);

// A link that crosses another, placed relative to the other's bottom peg.
struct TwixtCrossing {
    int dx;
    int dy;
    int direction;
};
// Every link that crosses a link of `direction` (1..4) whose bottom peg is
// at (0, 0): the one table of crossings of the position and the analyses.
const std::vector<TwixtCrossing> &twixtCrossings(int direction);

class TwixtPosition {
    Q_DECLARE_TR_FUNCTIONS(TwixtPosition)

public:
    enum class Error {
        None,
        OutOfRange,
        Corner, // the four corner holes are never used
        OpponentBorder, // the rows (player 1) or columns (player 2) the opponent owns
        Occupied,
        NotOwnPegs, // a link to add or remove does not join two of the mover's pegs
        LinkCrosses,
        NoSuchLink,
        LinkExists,
        BadPlayer,
        NotKnightMove, // a link direction other than 1..4
        RemovalNotAllowed, // paper-and-pencil rules never remove links
        NoPeg, // a short move must place a peg
        SwapNotAllowed, // swap-pieces needs exactly one peg on the board
        BadEncoding, // applyMove got bytes that do not decode
    };

    TwixtPosition(int columns = 24, int rows = 24, TwixtRules rules = TwixtRules::Standard);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    TwixtRules rules() const { return m_rules; }
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < m_columns && y < m_rows; }
    // 0 empty, else the player; 0 outside the board too.
    int pegAt(int x, int y) const { return inside(x, y) ? m_holes[index(x, y)] & kColourMask : 0; }
    int pegCount() const { return m_pegCount; }
    int linkCount() const { return m_linkCount; }

    // Player 1 starts; afterwards the opponent of whoever moved last.
    int toMove() const { return m_toMove; }
    void setToMove(int player); // SGF PL

    bool hasLink(const TwixtLink &link) const;
    // Every link, sorted by bottom peg (x, then y) and direction.
    std::vector<TwixtLink> links() const;
    // Whether `link` would cross a link on the board that blocks `player`
    // (every link under standard rules, only the opponent's under
    // paper-and-pencil). player 0: the owner of the peg at the link's bottom
    // end, or every link blocks when there is none. Links sharing a peg never
    // cross.
    bool linkCrosses(const TwixtLink &link, int player = 0) const;

    Error canPlacePeg(int x, int y, int player) const;
    // A TwixtMove as twixtmove.h defines it. Removals, the peg, and added links
    // are checked against the final position, so their order in the move does
    // not matter; on error the position is unchanged.
    Error apply(const TwixtMove &move);
    // swap-pieces moves the single peg to its mirror hole (column and row
    // exchanged) in the swapper's colour, and player 1 moves next; swap-sides
    // leaves the board and the swapper's colour (player 2) moves next; resign,
    // forfeit and pass leave the board.
    Error applySpecial(SpecialMove move, int player);
    // Each peg set up gets its available links, like a short move; player 0
    // takes the peg and its links off. All or nothing.
    Error applySetup(const std::vector<SetupStone> &stones);
    // Decodes a GameTree move (twixtmove.h / boardmove.h) and applies it.
    Error applyMove(MoveTag tag, QByteArrayView data);

    // 0 while nobody has a linked chain between his two border lines: player 1
    // rows 0 and rows()-1, player 2 columns 0 and columns()-1.
    int winner() const;

    // "P:x,y,p;... L:x1,y1,x2,y2;..." (`kibitz-cli positions`): pegs by x then
    // y, links with the smaller end (x, then y) first, sorted.
    QString toText() const;
    // SGF Twixt hole name: "A1"; columns after Z are AA, AB, ...
    static QString holeName(int x, int y);
    static QString errorText(Error error);

    // The same for equal positions (board size, pegs and links, side to move), whatever
    // the order of the moves that made them (games/positionhash.h).
    std::uint64_t hashKey() const;

    bool operator==(const TwixtPosition &) const = default;

private:
    static constexpr std::uint8_t kColourMask = 0x03;
    static constexpr int kLinkShift = 2; // bit kLinkShift + direction - 1

    std::size_t index(int x, int y) const { return std::size_t(y) * std::size_t(m_columns) + std::size_t(x); }
    bool linkBit(int x, int y, int direction) const;
    void setLinkBit(int x, int y, int direction, bool on);
    bool blocks(int linkOwner, int player) const;
    // Whether a-b crosses a link on the board that blocks `player`, skipping
    // the links in `ignored` (removed in the same move).
    bool crossesBoard(const TwixtLink &link, int player, const std::vector<TwixtLink> &ignored) const;
    Error checkLinkShape(const TwixtLink &link) const;
    // canPlacePeg without the occupancy test.
    Error holeRule(int x, int y, int player) const;
    void addAutoLinks(int x, int y, int player);
    void removePeg(int x, int y);
    bool connects(int player) const;

    int m_columns = 0;
    int m_rows = 0;
    TwixtRules m_rules = TwixtRules::Standard;
    int m_toMove = 1;
    int m_pegCount = 0;
    int m_linkCount = 0;
    std::vector<std::uint8_t> m_holes;
};

} // namespace kibitz
