#pragma once

// Small Hex and Twixt games built move by move in a GameTree, so that the
// render tests know exactly what is on the board.

#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"
#include "record/gamerecord.h"

namespace kibitz::test {

inline GameRecord emptyGame(GameKind kind, int columns, int rows)
{
    GameRecord game;
    game.kind = kind;
    game.columns = columns;
    game.rows = rows;
    return game;
}

inline NodeId addHexStone(GameRecord &game, NodeId parent, int x, int y, int player)
{
    return game.tree.appendChild(parent, std::uint8_t(MoveTag::Place), encodeHexStone(HexStone{x, y, player}));
}

inline NodeId addTwixtPeg(GameRecord &game, NodeId parent, int x, int y, int player)
{
    TwixtMove move;
    move.x = x;
    move.y = y;
    move.player = player;
    return game.tree.appendChild(parent, std::uint8_t(MoveTag::Place), encodeTwixtMove(move));
}

} // namespace kibitz::test
