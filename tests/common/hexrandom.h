#pragma once

// Random Hex positions for the tests that check the Hex analyses against an
// oracle (brute force, the solver) on many boards.

#include "games/hex/hexposition.h"

#include <QRandomGenerator>

namespace kibitz::test {

enum class StoneColours {
    Alternate, // player 1's, player 2's, player 1's... in the order placed
    Random, // each stone's owner drawn at random (unbalanced boards too)
};

enum class Winner {
    Allowed, // whatever the stones give, a won board too
    Excluded, // drawn again until neither player joins his sides; a random player to move
};

// A position of `columns` x `rows`: `draws` cells drawn at random, each
// taking a stone unless it holds one already (so `draws` may exceed the
// number of cells).
inline HexPosition randomHexPosition(QRandomGenerator &random, int columns, int rows, int draws,
                                     StoneColours colours = StoneColours::Alternate, Winner winner = Winner::Allowed)
{
    for (;;) {
        HexPosition p(columns, rows);
        int placed = 0;
        for (int k = 0; k < draws; ++k) {
            const int x = int(random.bounded(columns));
            const int y = int(random.bounded(rows));
            if (p.at(x, y) != 0)
                continue;
            const int player = colours == StoneColours::Alternate ? 1 + placed % 2 : int(random.bounded(2)) + 1;
            p.place({x, y, player});
            ++placed;
        }
        if (winner == Winner::Allowed)
            return p;
        p.setToMove(int(random.bounded(2)) + 1);
        if (p.winner() == 0)
            return p;
    }
}

} // namespace kibitz::test
