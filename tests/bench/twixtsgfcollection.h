#pragma once

// The synthetic SGF collection the SGF benchmarks share: Twixt games (GM[21],
// 24x24, 30-60 moves, a few comments, now and then a long move or a
// variation), generated in memory from a fixed seed so that every run, every
// benchmark and every other parser fed with --write sees the same bytes.
// 20 000 games make about 13 MB.

#include <QByteArray>

#include <iterator>

namespace kibitz::bench {

struct TwixtSgfCollection {
    QByteArray data;
    int games = 0;
    qint64 nodes = 0; // SGF nodes (";"), root nodes included
};

namespace detail {

// xorshift64, from a fixed seed.
class Random {
public:
    explicit Random(quint64 seed = 0x9E3779B97F4A7C15ull)
        : m_state(seed)
    { }
    quint32 next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return quint32(m_state >> 11);
    }
    int below(int n) { return int(next() % quint32(n)); }

private:
    quint64 m_state;
};

inline void appendHole(QByteArray &out, Random &rng)
{
    out.append(char('A' + rng.below(24)));
    out.append(QByteArray::number(1 + rng.below(24)));
}

// A shallow link centre ("J4'": centred on column J, between rows 4 and 5),
// chosen so that the link fits on the 24x24 board: columns B..W, rows 1..23.
inline void appendCentre(QByteArray &out, Random &rng)
{
    out.append(char('B' + rng.below(22)));
    out.append(QByteArray::number(1 + rng.below(23)));
    out.append('\'');
}

inline const char *const commentWords[] = {
    "White",   "Black", "links",  "the", "peg",     "edge", "blocks", "a",    "strong", "move",  "threatens", "to",
    "connect", "here",  "better", "was", "instead", "of",   "this",   "line", "wins",   "loses", "tempo",     "setup"};

inline void appendComment(QByteArray &out, Random &rng)
{
    out.append("C[");
    const int words = 6 + rng.below(10);
    for (int w = 0; w < words; ++w) {
        if (w)
            out.append(rng.below(12) == 0 ? '\n' : ' ');
        out.append(commentWords[rng.below(int(std::size(commentWords)))]);
    }
    if (rng.below(6) == 0)
        out.append(" (see RE\\[W+\\])");
    out.append(".]");
}

inline void appendMoves(QByteArray &out, Random &rng, int count, int firstColour)
{
    for (int i = 0; i < count; ++i) {
        out.append(((i + firstColour) & 1) ? ";B[" : ";W[");
        if (i > 6 && rng.below(40) == 0) { // a long move: remove, add, place
            out.append('-');
            appendCentre(out, rng);
            out.append("][\\");
            appendCentre(out, rng);
            out.append("][");
        }
        appendHole(out, rng);
        out.append(']');
        if (rng.below(20) == 0)
            appendComment(out, rng);
        out.append('\n');
    }
}

} // namespace detail

inline TwixtSgfCollection generateTwixtSgfCollection(int games)
{
    using namespace detail;
    Random rng;
    TwixtSgfCollection result;
    result.games = games;
    QByteArray &out = result.data;
    out.reserve(qsizetype(games) * 700);
    for (int g = 0; g < games; ++g) {
        out.append("(;FF[4]GM[21]SZ[24]CA[UTF-8]AP[Kibitz:bench]RU[STD]\n");
        out.append("GN[Bench game ").append(QByteArray::number(g + 1)).append("]");
        out.append("PW[Player ").append(QByteArray::number(rng.below(5000))).append("]");
        out.append("PB[Player ").append(QByteArray::number(rng.below(5000))).append("]");
        out.append("DT[2024-05-").append(QByteArray::number(10 + rng.below(19))).append("]");
        out.append(rng.below(2) ? "RE[W+]\n" : "RE[B+]\n");
        if (rng.below(2) == 0) {
            appendComment(out, rng);
            out.append('\n');
        }
        const int moves = 30 + rng.below(31);
        result.nodes += 1; // the root
        if (rng.below(20) == 0) { // a variation near the end
            const int main = moves - 4;
            appendMoves(out, rng, main, 0);
            out.append("(");
            appendMoves(out, rng, 4, main);
            out.append(")\n(");
            appendMoves(out, rng, 3, main);
            out.append(")");
            result.nodes += main + 4 + 3;
        } else {
            appendMoves(out, rng, moves, 0);
            result.nodes += moves;
        }
        out.append(")\n");
    }
    return result;
}

// MB = 10^6 bytes.
inline double mbPerSecond(qint64 bytes, qint64 nanoseconds)
{
    return double(bytes) / 1e6 / (double(nanoseconds) / 1e9);
}

} // namespace kibitz::bench
