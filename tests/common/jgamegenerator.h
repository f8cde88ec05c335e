#pragma once

// Generated Jgame files for the benchmarks: a bushy analysis tree of an exact
// node count and a long linear game, written byte by byte as the spec says.

#include <QByteArray>
#include <QRandomGenerator>
#include <QtEndian>

#include <algorithm>
#include <vector>

namespace kibitz::bench {

inline void put16(QByteArray &out, quint16 v)
{
    char b[2];
    qToBigEndian(v, b);
    out.append(b, 2);
}

inline void header(QByteArray &out, int size)
{
    auto pair = [&](const char *key, const QByteArray &value) {
        out.append(char(qstrlen(key))).append(key);
        char b[4];
        qToBigEndian(quint32(value.size()), b);
        out.append(b, 4).append(value);
    };
    auto int32 = [](qint32 v) {
        QByteArray b(4, '\0');
        qToBigEndian(v, b.data());
        return b;
    };
    pair("gtv", int32(2));
    pair("player1", "Bench One");
    pair("player2", "Bench Two");
    pair("hgtv", int32(1));
    pair("bdsize", int32(size));
    pair("type", "hex1");
    out.append('\0');
}

inline void node(QByteArray &out, int x, int y, int player, int children, bool comment, bool eval)
{
    out.append('\1').append('m');
    put16(out, 3);
    out.append(char(x)).append(char(y)).append(char(player));
    if (eval) {
        out.append('\1').append('r');
        put16(out, 2);
        put16(out, quint16(qint16(player == 1 ? 10000 : -10000)));
    }
    if (comment) {
        out.append('\1').append('c');
        const QByteArray c("a comment on this move");
        char b[4];
        qToBigEndian(quint32(c.size()), b);
        out.append(b, 4).append(c);
    }
    out.append('\0');
    put16(out, quint16(children));
}

// A bushy analysis tree of exactly `total` nodes on 11x11: every node has up to
// four children, breadth-first sizes assigned so that the count is exact. It is
// written depth-first as the format wants, with an explicit stack.
inline QByteArray bigTree(int total)
{
    QRandomGenerator rng(7);
    // First decide the shape: children counts in BFS order.
    std::vector<int> childCount(std::size_t(total), 0);
    std::vector<int> depth(std::size_t(total), 0);
    int assigned = 1;
    for (int i = 0; i < total && assigned < total; ++i) {
        const int want = std::min<int>(1 + int(rng.bounded(4)), total - assigned);
        childCount[std::size_t(i)] = depth[std::size_t(i)] < 100 ? want : 0;
        for (int k = 0; k < childCount[std::size_t(i)]; ++k)
            depth[std::size_t(assigned + k)] = depth[std::size_t(i)] + 1;
        assigned += childCount[std::size_t(i)];
        if (i + 1 == assigned && assigned < total) {
            childCount[std::size_t(i)] += 1; // keep the tree growing
            depth[std::size_t(assigned)] = depth[std::size_t(i)] + 1;
            ++assigned;
        }
    }
    // BFS index of each node's first child.
    std::vector<int> firstChild(std::size_t(total), 0);
    int next = 1;
    for (int i = 0; i < total; ++i) {
        firstChild[std::size_t(i)] = next;
        next += childCount[std::size_t(i)];
    }
    QByteArray out;
    out.reserve(qsizetype(total) * 12);
    header(out, 11);
    std::vector<int> stack{0};
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int kids = childCount[std::size_t(i)];
        if (i == 0) {
            out.append('\0');
            put16(out, quint16(kids));
        } else {
            node(out, i % 11, (i / 11) % 11, 1 + depth[std::size_t(i)] % 2, kids, i % 97 == 0, kids == 0 && i % 3 == 0);
        }
        for (int k = kids - 1; k >= 0; --k)
            stack.push_back(firstChild[std::size_t(i)] + k);
    }
    return out;
}

inline QByteArray linearGame(int moves, int size)
{
    QByteArray out;
    header(out, size);
    out.append('\0');
    put16(out, 1);
    for (int i = 0; i < moves; ++i)
        node(out, i % size, i / size, 1 + i % 2, i + 1 < moves ? 1 : 0, false, false);
    return out;
}

} // namespace kibitz::bench
