#pragma once

// Hand-made game trees wrapped in documents, for the widget tests: the moves
// are Hex stones (legal where a test plays on, arbitrary where only the shape
// of the tree matters).

#include "document/gamedocument.h"

#include "games/boardmove.h"
#include "games/hex/hexmove.h"
#include "record/gamerecord.h"

#include <memory>

namespace kibitz::test {

inline GameRecord hexGame(int size = 11, const QString &player1 = QStringLiteral("Alice"),
                          const QString &player2 = QStringLiteral("Bob"))
{
    GameRecord game;
    game.kind = GameKind::Hex;
    game.columns = size;
    game.rows = size;
    game.player1 = player1;
    game.player2 = player2;
    return game;
}

// A stone below `parent`; the player alternates with the depth.
inline NodeId addStone(GameTree &tree, NodeId parent, int x, int y)
{
    const int player = tree.depth(parent) % 2 == 0 ? 1 : 2;
    return tree.appendChild(parent, std::uint8_t(MoveTag::Place), encodeHexStone(HexStone{x, y, player}));
}

// The same without the depth walk, for very deep trees.
inline NodeId addStone(GameTree &tree, NodeId parent, int x, int y, int player)
{
    return tree.appendChild(parent, std::uint8_t(MoveTag::Place), encodeHexStone(HexStone{x, y, player}));
}

// Appends `moves` moves in a line below `from`; returns the last node.
inline NodeId addLine(GameTree &tree, NodeId from, int moves, int size = 11)
{
    const int startDepth = tree.depth(from);
    NodeId node = from;
    for (int i = 0; i < moves; ++i) {
        const int cell = (startDepth + i) % (size * size);
        node = addStone(tree, node, cell % size, cell / size, (startDepth + i) % 2 == 0 ? 1 : 2);
    }
    return node;
}

inline std::unique_ptr<GameDocument> documentOf(GameRecord game)
{
    Collection collection;
    collection.games.push_back(std::move(game));
    return std::make_unique<GameDocument>(std::move(collection), QString(), FileFormat::Jgame);
}

// Player 1 (top to bottom) holds the middle column down to the row before
// the last, player 2 stones in the first column: the last position is
// decided for player 1 (the last row is two free cells away).
inline GameRecord decidedHexGame(int size = 5)
{
    GameRecord game = hexGame(size, QStringLiteral("Alice"), QStringLiteral("Bob"));
    GameTree &tree = game.tree;
    NodeId n = tree.root();
    for (int i = 0; i + 1 < size; ++i) {
        n = addStone(tree, n, size / 2, i, 1);
        n = addStone(tree, n, 0, i, 2);
    }
    return game;
}

} // namespace kibitz::test
