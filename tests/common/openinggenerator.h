#pragma once

// Random SGF collections for the opening explorer's tests: many short Hex or
// Twixt games on a small board, so that games share openings and reach the
// same position by different move orders. Every game is legal. Some games
// have no result, a draw, or a result naming a player; some main lines hold
// nodes without a move (a comment) and variations the explorer must ignore.

#include <QByteArray>
#include <QList>

#include <algorithm>
#include <cstdint>

namespace kibitz::test {

class OpeningRandom {
public:
    explicit OpeningRandom(std::uint64_t seed)
        : m_state(seed * 0x9E3779B97F4A7C15ull + 1)
    { }
    int below(int n)
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return int((m_state >> 11) % std::uint64_t(n));
    }

private:
    std::uint64_t m_state;
};

// twixt: false for Hex (GM[11], Black first), true for Twixt (GM[21], White
// first, pegs only in the 4x4 holes away from the borders of a 6x6 board).
inline QByteArray generateOpeningCollection(int games, std::uint64_t seed, bool twixt, int maxMoves = 9)
{
    OpeningRandom rng(seed);
    QByteArray out;
    const int side = twixt ? 6 : 4;
    // Few distinct first moves, so that the tree has shared prefixes.
    QList<QByteArray> holes;
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            if (twixt && (x == 0 || y == 0 || x == side - 1 || y == side - 1))
                continue;
            holes << (twixt ? QByteArray(1, char('A' + x)) + QByteArray::number(y + 1)
                            : QByteArray(1, char('a' + x)) + QByteArray::number(y + 1));
        }
    }
    const char *first = twixt ? "W" : "B";
    const char *second = twixt ? "B" : "W";
    for (int g = 0; g < games; ++g) {
        out += twixt ? "(;FF[4]GM[21]SZ[6]" : "(;FF[4]GM[11]SZ[4]";
        out += "PB[Anna]PW[Bert]";
        switch (rng.below(7)) {
        case 0:
            out += "RE[B+]";
            break;
        case 1:
            out += "RE[W+R]";
            break;
        case 2:
            out += "RE[W+]";
            break;
        case 3:
            out += "RE[0]";
            break; // a draw
        case 4:
            out += "RE[Anna]";
            break; // a player's name
        case 5:
            break; // no result
        default:
            out += "RE[B+Resign]";
            break;
        }
        out += "\n";
        QList<QByteArray> free = holes;
        const int moves = rng.below(maxMoves + 1);
        const int branchAt = rng.below(4) == 0 ? rng.below(moves + 1) : -1;
        int pendingVariations = 0;
        for (int m = 0; m < moves; ++m) {
            if (m == branchAt && free.size() > 1) {
                // A variation: the main line goes on in the first child.
                out += "(";
                ++pendingVariations;
            }
            if (rng.below(10) == 0)
                out += ";C[a comment without a move]";
            // The first three moves among five holes: games share openings and
            // transpose (Black a, White b, Black c = Black c, White b, Black a).
            const int choices = m < 3 ? std::min<int>(5, int(free.size())) : int(free.size());
            const QByteArray hole = free.takeAt(rng.below(choices));
            out += ';';
            out += (m % 2 == 0) ? first : second;
            out += '[' + hole + ']';
        }
        for (; pendingVariations > 0; --pendingVariations) {
            out += ")(";
            out += ';';
            out += (branchAt % 2 == 0) ? first : second;
            out += '[' + free.first() + "])";
        }
        out += ")\n";
    }
    return out;
}

} // namespace kibitz::test
