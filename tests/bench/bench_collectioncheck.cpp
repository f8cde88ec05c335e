// The collections `kibitz-cli check` is timed on (tests/bench/collection_check.sh):
// games whose every move is legal, so that check replays each to its end,
// where the games of twixtsgfcollection.h stop at their first illegal move
// (their pegs ignore the border rows). Generated from a fixed seed:
// - Twixt, GM[21] 24x24, 30-60 pegs placed where the rules allow (the
//   position says so), a comment on one move in twenty and a variation of
//   four moves near the end of one game in twenty;
// - Hex, GM[11] 13x13, 30-100 stones, the same comments and variations.
// Then it times, on each, what check does in the process: readEach with
// locations (one thread, as check reads) and the replay of every variation.
//
// Usage: bench_collectioncheck [--games N] [--dir DIR]
//   writes DIR/twixt-legal-N.sgf and DIR/hex-N.sgf (default 20000 games, /tmp)

#include "benchclock.h"

#include "formats/sgf/sgfgames.h"
#include "games/hex/hexposition.h"
#include "games/replayer.h"
#include "games/twixt/twixtposition.h"
#include "twixtsgfcollection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdio>
#include <memory>
#include <vector>

using namespace kibitz;

namespace {

using bench::detail::Random;

void appendPoint(QByteArray &out, int x, int y, bool lower)
{
    out.append(char((lower ? 'a' : 'A') + x));
    out.append(QByteArray::number(y + 1));
}

using bench::detail::appendComment;

// One game family: its root, its move letters and how a random legal move is found.
struct Family {
    bool twixt;
    int size;
};

// Appends `count` legal moves from `position` (advanced), the mover
// alternating from `first` (1 or 2); fewer when the board has no room.
template <class Position>
int appendMoves(QByteArray &out, Random &rng, Position &position, const Family &f, int count, int first)
{
    int made = 0;
    for (int i = 0; i < count; ++i) {
        const int player = ((first - 1 + i) % 2) + 1;
        bool placed = false;
        for (int attempt = 0; attempt < 200 && !placed; ++attempt) {
            const int x = rng.below(f.size), y = rng.below(f.size);
            if constexpr (std::is_same_v<Position, TwixtPosition>) {
                if (position.canPlacePeg(x, y, player) != TwixtPosition::Error::None)
                    continue;
                TwixtMove move;
                move.x = x;
                move.y = y;
                move.player = player;
                placed = position.apply(move) == TwixtPosition::Error::None;
            } else {
                placed = position.place(HexStone{x, y, player}) == HexPosition::Error::None;
            }
            if (placed) {
                // Twixt: W is player 1; Hex: B is player 1.
                const bool letterW = f.twixt ? player == 1 : player == 2;
                out.append(letterW ? ";W[" : ";B[");
                appendPoint(out, x, y, !f.twixt);
                out.append(']');
                if (rng.below(20) == 0)
                    appendComment(out, rng);
                out.append('\n');
            }
        }
        if (!placed)
            break;
        ++made;
    }
    return made;
}

template <class Position>
QByteArray generate(const Family &f, int games, qint64 &nodes)
{
    Random rng(0x2545F4914F6CDD1Dull);
    QByteArray out;
    out.reserve(qsizetype(games) * 700);
    for (int g = 0; g < games; ++g) {
        out.append(f.twixt ? "(;FF[4]GM[21]SZ[24]CA[UTF-8]AP[Kibitz:bench]RU[STD]\n"
                           : "(;FF[4]GM[11]SZ[13]CA[UTF-8]AP[Kibitz:bench]\n");
        out.append("GN[Bench game ").append(QByteArray::number(g + 1)).append("]");
        out.append("PW[Player ").append(QByteArray::number(rng.below(5000))).append("]");
        out.append("PB[Player ").append(QByteArray::number(rng.below(5000))).append("]");
        out.append(rng.below(2) ? "RE[W+]\n" : "RE[B+]\n");
        ++nodes;
        Position position(f.size, f.size);
        const int moves = f.twixt ? 30 + rng.below(31) : 30 + rng.below(71);
        if (rng.below(20) == 0) { // a variation near the end
            const int main = appendMoves(out, rng, position, f, moves - 4, 1);
            Position other = position;
            out.append("(");
            const int a = appendMoves(out, rng, position, f, 4, 1 + main % 2);
            out.append(")\n(");
            const int b = appendMoves(out, rng, other, f, 4, 1 + main % 2);
            out.append(")");
            nodes += main + a + b;
        } else {
            nodes += appendMoves(out, rng, position, f, moves, 1);
        }
        out.append(")\n");
    }
    return out;
}

// What `kibitz-cli check` does in the process: read with locations, replay
// every variation (a copy of the position for each branch but the last).
void timeCheck(const char *name, const QByteArray &data)
{
    std::size_t games = 0, nodes = 0, illegal = 0;
    sgf::GameVisitor visitor;
    visitor.begin = [&](int) { games = nodes = illegal = 0; };
    visitor.game = [&](int, GameRecord &g) {
        ++games;
        const GameTree &tree = g.tree;
        std::vector<std::pair<NodeId, std::unique_ptr<Replayer>>> stack;
        stack.emplace_back(tree.root(), Replayer::forGame(g));
        while (!stack.empty()) {
            auto [id, position] = std::move(stack.back());
            stack.pop_back();
            ++nodes;
            for (NodeId c = tree.firstChild(id); c != NoNode; c = tree.nextSibling(c)) {
                // NOLINTBEGIN(bugprone-use-after-move): moved only for the last child, after which the loop ends
                std::unique_ptr<Replayer> next
                    = tree.nextSibling(c) == NoNode ? std::move(position) : position->clone();
                // NOLINTEND(bugprone-use-after-move)
                if (!next->apply(tree.moveTag(c), tree.moveData(c)).isEmpty()) {
                    ++illegal;
                    continue;
                }
                stack.emplace_back(c, std::move(next));
            }
        }
    };
    ReadOptions options;
    options.recordLocations = true;
    options.withoutTexts = true;
    const std::int64_t t = threadCpuNs();
    const LoadResult r = sgf::readEach(data, visitor, options);
    const double ms = double(threadCpuNs() - t) / 1e6;
    std::printf("%-22s %8.1f ms CPU  %7.1f MB/s  %zu games, %zu nodes, %zu illegal moves%s\n", name, ms,
                double(data.size()) / 1e3 / ms, games, nodes, illegal, r.ok() ? "" : "  (read failed)");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int games = 20000;
    QString dir = QStringLiteral("/tmp");
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--games"))
            games = args[++i].toInt();
        else if (args[i] == QLatin1String("--dir"))
            dir = args[++i];
    }
    if (games <= 0) {
        std::fprintf(stderr, "usage: %s [--games N] [--dir DIR]\n", argv[0]);
        return 2;
    }
    struct Made {
        const char *name;
        QString file;
        QByteArray data;
        qint64 nodes = 0;
    };
    std::vector<Made> made(2);
    made[0].name = "twixt, legal";
    made[0].file = QDir(dir).filePath(QStringLiteral("twixt-legal-%1.sgf").arg(games));
    made[0].data = generate<TwixtPosition>({true, 24}, games, made[0].nodes);
    made[1].name = "hex 13x13";
    made[1].file = QDir(dir).filePath(QStringLiteral("hex-%1.sgf").arg(games));
    made[1].data = generate<HexPosition>({false, 13}, games, made[1].nodes);
    for (const Made &m : made) {
        QFile f(m.file);
        if (!f.open(QIODevice::WriteOnly) || f.write(m.data) != m.data.size()) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(m.file));
            return 2;
        }
        std::printf("%s: %d games, %lld nodes, %.2f MB\n", qPrintable(m.file), games, static_cast<long long>(m.nodes),
                    double(m.data.size()) / 1e6);
    }
    for (const Made &m : made)
        timeCheck(m.name, m.data);
    return 0;
}
