#pragma once

// Extreme game records for the tests that nothing recurses per depth: SGF
// variations nested hundreds of thousands deep, games of a million moves,
// and the same shapes as Jgame. Hex 11x11; the moves repeat cells (readers,
// writers and tree walks do not judge legality).

#include "jgamebuilder.h"

#include <QByteArray>

namespace kibitz::test {

// The SGF point of the i-th cell of an 11x11 board ("a1" .. "k11").
inline QByteArray hexPoint(int i)
{
    const int cell = i % 121;
    return QByteArray(1, char('a' + cell % 11)) + QByteArray::number(1 + cell / 11);
}

// `depth` variations each nested in the previous one:
// (;GM[11]SZ[11](;B[a1](;W[b1](;B[c1] ... ))). With `siblings`, every level
// also has a second, one-move variation after the nested one, so that the
// tree is as deep and has a branch point at every level:
// (;GM[11]SZ[11](;B[a1](;W[b1]...)(;W[k11]))(;B[k11])).
inline QByteArray nestedSgf(int depth, bool siblings)
{
    QByteArray s;
    s.reserve(qsizetype(depth) * (siblings ? 20 : 9) + 32);
    s += "(;GM[11]SZ[11]";
    for (int i = 0; i < depth; ++i)
        s.append("(;").append(i % 2 ? "W[" : "B[").append(hexPoint(i)).append(']');
    for (int i = depth - 1; i >= 0; --i) {
        s += ')';
        if (siblings)
            s.append("(;").append(i % 2 ? "W[" : "B[").append(hexPoint(i + 60)).append("])");
    }
    s += ")\n";
    return s;
}

// One game of `moves` moves in a single sequence.
inline QByteArray longSgf(int moves)
{
    QByteArray s;
    s.reserve(qsizetype(moves) * 7 + 32);
    s += "(;GM[11]SZ[11]";
    for (int i = 0; i < moves; ++i)
        s.append(i % 2 ? ";W[" : ";B[").append(hexPoint(i)).append(']');
    s += ")\n";
    return s;
}

// The Jgame tree of the same shapes: `depth` moves in a line, with
// `siblings` a second, childless move at every level (written, in pre-order,
// after the whole line).
inline QByteArray deepJgame(int depth, bool siblings)
{
    JgameBuilder b = JgameBuilder::standard("hex1", 11);
    b.children(depth > 0 ? (siblings ? 2 : 1) : 0);
    for (int i = 0; i < depth; ++i) {
        const int cell = i % 121;
        b.move(cell % 11, cell / 11, 1 + i % 2).children(i + 1 < depth ? (siblings ? 2 : 1) : 0);
    }
    if (siblings) {
        for (int i = depth - 1; i >= 0; --i) {
            const int cell = (i + 60) % 121;
            b.move(cell % 11, cell / 11, 1 + i % 2).children(0);
        }
    }
    return b.bytes();
}

} // namespace kibitz::test
