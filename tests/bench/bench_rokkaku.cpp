// Benchmark of Rokkaku Conquest logs (issue targets in parentheses): a
// generated tournament of 64 teams and 10 rounds (160 games) on 40x40 fields
// with 300 turns each is
//  - opened: format detection and reading into the model (< 1 s);
//  - jumped around in: the position after any turn of any game through the
//    position cache, cold (first visit of a game) and warm (< 5 ms);
//  - replayed whole for the standings, and written back.
// Run from a Release build: build-release/tests/bench/bench_rokkaku [repetitions]
// (--write PATH saves the generated log).

#include "benchclock.h"
#include "formats/registry.h"
#include "formats/rokkaku/rokkakulog.h"
#include "games/replayer.h"
#include "games/rokkaku/rokkakuposition.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>

using namespace kibitz;

namespace {

constexpr int Teams = 64;
constexpr int Rounds = 10;
constexpr int Side = 40;
constexpr int Turns = 300;

double residentMb()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toDouble() * 4096.0 / (1024.0 * 1024.0) : -1;
}

Hexel randomHexel(QRandomGenerator &rng)
{
    return {int(rng.bounded(Side)), int(rng.bounded(Side))};
}

// One consistent game: agents walk to neighbouring hexels, samurai take the
// hexels they reach, a few agents are frozen after each turn (and so stand
// still in the next), with an occasional syzygy and siege.
GameRecord generateGame(QRandomGenerator &rng, const std::array<int, 4> &teams)
{
    RokkakuSetup setup;
    setup.teams = teams;
    setup.maxTurns = Turns;
    setup.width = setup.height = Side;
    for (int g = 0; g < 6; ++g)
        setup.gates.push_back(randomHexel(rng));
    for (Hexel &h : setup.agents)
        h = randomHexel(rng);
    GameRecord game;
    game.kind = GameKind::Rokkaku;
    game.columns = game.rows = Side;
    game.tree.reserve(Turns + 1, std::size_t(Turns) * 200);
    game.tree.setMove(0, std::uint8_t(RokkakuTag::Setup), encodeRokkakuSetup(setup));
    RokkakuPosition position(setup);
    NodeId last = 0;
    QByteArray bytes;
    for (int t = 0; t < Turns; ++t) {
        RokkakuTurn turn;
        for (int a = 0; a < RokkakuAgents; ++a) {
            if (position.isFrozen(a) || rng.bounded(4) == 0)
                continue;
            const Hexel from = position.agent(a);
            Hexel to{std::clamp(from.x + int(rng.bounded(3)) - 1, 0, Side - 1),
                     std::clamp(from.y + int(rng.bounded(3)) - 1, 0, Side - 1)};
            turn.moves.push_back({from, to});
            const int team = a / RokkakuAgentsPerTeam;
            if (a % RokkakuAgentsPerTeam != 0 && position.owner(to) != team)
                turn.ownerChanges.push_back({to, team});
        }
        if (rng.bounded(10) == 0 && turn.moves.size() >= 3)
            turn.syzygies.push_back({turn.moves[0].to, turn.moves[1].to, turn.moves[2].to});
        if (rng.bounded(8) == 0) {
            const int team = int(rng.bounded(RokkakuTeams));
            std::vector<Hexel> siege{randomHexel(rng), randomHexel(rng)};
            for (const Hexel &h : siege)
                turn.ownerChanges.push_back({h, team});
            turn.sieges.push_back(siege);
        }
        for (int k = int(rng.bounded(3)); k > 0; --k)
            turn.frozen.push_back({int(rng.bounded(RokkakuTeams)), int(rng.bounded(RokkakuAgentsPerTeam))});
        if (position.applyTurn(turn)) {
            std::fprintf(stderr, "generator made an inconsistent turn\n");
            std::exit(1);
        }
        encodeRokkakuTurn(turn, bytes);
        last = game.tree.appendChildAfter(last, NoNode, std::uint8_t(RokkakuTag::Turn), bytes);
    }
    return game;
}

QByteArray generateLog()
{
    QRandomGenerator rng(2013);
    Collection c;
    TournamentInfo info;
    for (int t = 0; t < Teams; ++t)
        info.teams << QStringLiteral("Team %1").arg(t);
    info.rounds = Rounds;
    info.gamesPerRound = Teams / RokkakuTeams;
    c.tournament = info;
    std::vector<int> order(Teams);
    for (int r = 0; r < Rounds; ++r) {
        for (int t = 0; t < Teams; ++t)
            order[std::size_t(t)] = t;
        std::shuffle(order.begin(), order.end(), rng);
        for (int g = 0; g < info.gamesPerRound; ++g)
            c.games.push_back(generateGame(rng, {order[std::size_t(4 * g)], order[std::size_t(4 * g + 1)],
                                                 order[std::size_t(4 * g + 2)], order[std::size_t(4 * g + 3)]}));
    }
    for (const RokkakuStanding &s : rokkakuStandings(c))
        c.tournament->results.push_back({s.rank, s.team, s.score, -1});
    const SaveResult saved = rokkaku::write(c);
    if (!saved.ok()) {
        std::fprintf(stderr, "writing the generated log failed: %s\n", qPrintable(saved.error));
        std::exit(1);
    }
    return saved.data;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    int repetitions = 5;
    QString writePath;
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--write") && i + 1 < args.size())
            writePath = args[++i];
        else
            repetitions = std::max(1, args[i].toInt());
    }

    QElapsedTimer timer;
    timer.start();
    const QByteArray log = generateLog();
    std::printf("generated: %d teams, %d rounds, %d games of %d turns on %dx%d, %.1f MB, in %lld ms\n", Teams, Rounds,
                Rounds * Teams / 4, Turns, Side, Side, log.size() / 1048576.0, timer.elapsed());
    if (!writePath.isEmpty()) {
        const QString error = writeFileAtomically(writePath, log);
        std::printf("%s\n",
                    error.isEmpty() ? qPrintable(QStringLiteral("written to ") + writePath) : qPrintable(error));
    }

    const double before = residentMb();
    double best = 1e9;
    LoadResult loaded;
    for (int r = 0; r < repetitions; ++r) {
        loaded = LoadResult();
        timer.start();
        const FileFormat format = detectFormat(log, QStringLiteral("bench.log"));
        loaded = loadBytes(log, format);
        best = std::min(best, timer.nsecsElapsed() / 1e6);
        if (format != FileFormat::RokkakuLog || !loaded.ok()) {
            std::fprintf(stderr, "reading failed: %s %s\n", qPrintable(loaded.error.location()),
                         qPrintable(loaded.error.message));
            return 1;
        }
    }
    const Collection &c = *loaded.collection;
    std::printf(
        "open (detect + read): %.1f ms best of %d (target < 1000 ms), %.1f MB/s; model about %.0f MB resident\n", best,
        repetitions, log.size() / 1048576.0 / (best / 1000.0), residentMb() - before);

    // Jumps: random (game, turn) pairs through one position cache per game.
    QRandomGenerator rng(6);
    std::vector<std::unique_ptr<PositionCache>> caches(c.games.size());
    std::vector<std::vector<NodeId>> lines(c.games.size());
    for (std::size_t g = 0; g < c.games.size(); ++g)
        lines[g] = c.games[g].tree.mainLine();
    std::vector<double> cold;
    std::vector<double> warm;
    std::vector<double> coldCpu;
    std::vector<double> warmCpu;
    for (int i = 0; i < 20000; ++i) {
        const std::size_t g = rng.bounded(quint32(c.games.size()));
        const std::vector<NodeId> &line = lines[g];
        const NodeId node = line[rng.bounded(quint32(line.size()))];
        timer.start();
        const double cpuStart = threadCpuMs();
        const bool first = !caches[g];
        if (first)
            caches[g] = std::make_unique<PositionCache>(c.games[g]);
        QString error;
        const Replayer *position = caches[g]->at(node, &error);
        const double ms = timer.nsecsElapsed() / 1e6;
        const double cpu = threadCpuMs() - cpuStart;
        if (!position || !error.isEmpty()) {
            std::fprintf(stderr, "jump failed: %s\n", qPrintable(error));
            return 1;
        }
        (first ? cold : warm).push_back(ms);
        (first ? coldCpu : warmCpu).push_back(cpu);
    }
    auto report = [](const char *what, std::vector<double> &v) {
        std::sort(v.begin(), v.end());
        double sum = 0;
        for (double x : v)
            sum += x;
        std::printf("jump %s: %zu jumps, mean %.3f ms, median %.3f ms, 99%% %.3f ms, max %.3f ms (target < 5 ms)\n",
                    what, v.size(), sum / double(v.size()), v[v.size() / 2], v[v.size() * 99 / 100], v.back());
    };
    report("cold (first in its game), wall clock", cold);
    report("cold (first in its game), thread CPU", coldCpu);
    report("warm, wall clock", warm);
    report("warm, thread CPU", warmCpu);

    timer.start();
    const std::vector<RokkakuStanding> standings = rokkakuStandings(c);
    std::printf("standings (replaying all %zu games): %.1f ms; leader team %d with %lld hexels\n", c.games.size(),
                timer.nsecsElapsed() / 1e6, standings.front().team, qint64(standings.front().score));

    timer.start();
    const SaveResult saved = serialize(c, FileFormat::RokkakuLog);
    std::printf("write: %.1f ms, %s\n", timer.nsecsElapsed() / 1e6,
                saved.data == log ? "byte-identical" : "DIFFERENT from the generated log");
    return saved.data == log ? 0 : 1;
}
