#pragma once

// Generates consistent Rokkaku Conquest tournaments for tests and benchmarks.
// The play is made up, not the game manager's rules (kibitz-cli check finds
// rule violations in it; the bundled sample and tests/data/rokkaku/official-*
// are the runtime's own), but every record replays without a problem (a
// syzygy swaps its end agents, samurai own their starting hexels) and
// exercises what a viewer shows:
// agents walk to neighbouring hexels (samurai keep a heading for a while, so
// that they sweep across the field), a samurai takes the hexel it reaches,
// now and then a team's three samurai line up for a syzygy and take the
// hexels between them, a hexel whose neighbours all belong to one team falls
// to it by siege, an agent that ends its move next to an enemy dog is frozen
// for the next turn, and (when enabled) a team owning a connected chain of
// hexels from the left edge to the right edge makes a continental occupation,
// which ends the game. The final results are the recomputed standings.

#include "formats/rokkaku/rokkakulog.h"
#include "games/rokkaku/rokkakuposition.h"
#include "games/rokkaku/rokkakutournament.h"
#include "games/rokkaku/rokkakuturn.h"

#include <QRandomGenerator>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <deque>

namespace kibitz::testing {

struct RokkakuGeneratorOptions {
    int teams = 8; // a multiple of four
    int rounds = 2;
    int width = 12;
    int height = 10;
    int turns = 60; // maximum turns of every game
    int gates = 3;
    quint32 seed = 1;
    bool occupations = true; // end a game at a continental occupation
    QStringList names; // team names; "Team N" where missing
};

namespace rokkakugen {

inline std::vector<Hexel> neighbours(const Hexel &h, int width, int height)
{
    // Pointy-topped rows, every odd row shifted right.
    const int shift = (h.y & 1) ? 0 : -1;
    const Hexel around[6] = {{h.x - 1, h.y},         {h.x + 1, h.y},
                             {h.x + shift, h.y - 1}, {h.x + shift + 1, h.y - 1},
                             {h.x + shift, h.y + 1}, {h.x + shift + 1, h.y + 1}};
    std::vector<Hexel> out;
    for (const Hexel &n : around)
        if (n.x >= 0 && n.y >= 0 && n.x < width && n.y < height)
            out.push_back(n);
    return out;
}

// The hexels of `team`'s component that joins the left and right edges, if any.
inline std::vector<Hexel> crossingChain(const RokkakuPosition &p, int team)
{
    const int w = p.width(), h = p.height();
    std::vector<int> seen(std::size_t(w) * std::size_t(h), -1);
    int component = 0;
    for (int y = 0; y < h; ++y) {
        if (p.owner({0, y}) != team || seen[std::size_t(y) * std::size_t(w)] >= 0)
            continue;
        std::vector<Hexel> members;
        std::deque<Hexel> queue{{0, y}};
        seen[std::size_t(y) * std::size_t(w)] = component;
        bool right = false;
        while (!queue.empty()) {
            const Hexel c = queue.front();
            queue.pop_front();
            members.push_back(c);
            right = right || c.x == w - 1;
            for (const Hexel &n : neighbours(c, w, h)) {
                int &s = seen[std::size_t(n.y) * std::size_t(w) + std::size_t(n.x)];
                if (s < 0 && p.owner(n) == team) {
                    s = component;
                    queue.push_back(n);
                }
            }
        }
        if (right)
            return members;
        ++component;
    }
    return {};
}

} // namespace rokkakugen

inline GameRecord generateRokkakuGame(QRandomGenerator &rng, const RokkakuGeneratorOptions &o,
                                      const std::array<int, 4> &teams)
{
    using namespace rokkakugen;
    const int w = o.width, h = o.height;
    auto randomHexel = [&] { return Hexel{int(rng.bounded(w)), int(rng.bounded(h))}; };
    RokkakuSetup setup;
    setup.teams = teams;
    setup.maxTurns = o.turns;
    setup.width = w;
    setup.height = h;
    for (int g = 0; g < o.gates; ++g)
        setup.gates.push_back(randomHexel());
    // Each team starts around a corner of the field.
    const Hexel corners[4] = {{1, 1}, {w - 2, h - 2}, {w - 2, 1}, {1, h - 2}};
    for (int t = 0; t < RokkakuTeams; ++t) {
        for (int a = 0; a < RokkakuAgentsPerTeam; ++a) {
            const Hexel c = corners[t];
            setup.agents[std::size_t(t * 4 + a)] = {std::clamp(c.x + int(rng.bounded(3)) - 1, 0, w - 1),
                                                    std::clamp(c.y + int(rng.bounded(3)) - 1, 0, h - 1)};
        }
    }
    GameRecord game;
    game.kind = GameKind::Rokkaku;
    game.columns = w;
    game.rows = h;
    game.tree.setMove(0, std::uint8_t(RokkakuTag::Setup), encodeRokkakuSetup(setup));
    RokkakuPosition position(setup);
    std::array<int, RokkakuAgents> heading{};
    for (int &d : heading)
        d = int(rng.bounded(6));
    NodeId last = 0;
    QByteArray bytes;
    for (int turnNumber = 0; turnNumber < o.turns; ++turnNumber) {
        RokkakuTurn turn;
        std::array<Hexel, RokkakuAgents> after{};
        for (int a = 0; a < RokkakuAgents; ++a)
            after[std::size_t(a)] = position.agent(a);
        std::vector<int> owners(std::size_t(w) * std::size_t(h));
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                owners[std::size_t(y * w + x)] = position.owner({x, y});
        auto claim = [&](const Hexel &hx, int team) {
            int &owner = owners[std::size_t(hx.y * w + hx.x)];
            if (owner == team)
                return false;
            owner = team;
            turn.ownerChanges.push_back({hx, team});
            return true;
        };
        // Where agents share a hexel, the replay moves the first of them that
        // is not frozen: once one stays, the later ones stay too.
        std::vector<Hexel> staying;
        for (int a = 0; a < RokkakuAgents; ++a) {
            if (position.isFrozen(a))
                continue;
            if (std::find(staying.begin(), staying.end(), position.agent(a)) != staying.end() || rng.bounded(5) == 0) {
                staying.push_back(position.agent(a));
                continue;
            }
            const Hexel from = position.agent(a);
            const std::vector<Hexel> around = neighbours(from, w, h);
            if (rng.bounded(4) == 0)
                heading[std::size_t(a)] = int(rng.bounded(6));
            // Follow the heading when it stays inside, else turn.
            Hexel to = around[std::size_t(heading[std::size_t(a)]) % around.size()];
            if (around.size() < 6) {
                heading[std::size_t(a)] = int(rng.bounded(6));
                to = around[rng.bounded(quint32(around.size()))];
            }
            turn.moves.push_back({from, to});
            after[std::size_t(a)] = to;
        }
        for (int a = 0; a < RokkakuAgents; ++a)
            if (a % RokkakuAgentsPerTeam != 0)
                claim(after[std::size_t(a)], a / RokkakuAgentsPerTeam);
        // Now and then a syzygy: a team's samurai take the hexels between them.
        if (rng.bounded(9) == 0) {
            const int team = int(rng.bounded(RokkakuTeams));
            std::vector<Hexel> members;
            for (int s = 1; s < RokkakuAgentsPerTeam; ++s)
                members.push_back(after[std::size_t(team * 4 + s)]);
            turn.syzygies.push_back(members);
            for (std::size_t i = 0; i < members.size(); ++i) {
                const Hexel p = members[i], q = members[(i + 1) % members.size()];
                const int steps = std::max({std::abs(q.x - p.x), std::abs(q.y - p.y), 1});
                for (int k = 0; k <= steps; ++k)
                    claim({p.x + (q.x - p.x) * k / steps, p.y + (q.y - p.y) * k / steps}, team);
            }
        }
        // Sieges: a hexel all of whose neighbours belong to one team falls to it.
        std::array<std::vector<Hexel>, RokkakuTeams> sieged;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const std::vector<Hexel> around = neighbours({x, y}, w, h);
                const int team = owners[std::size_t(around.front().y * w + around.front().x)];
                if (team < 0 || owners[std::size_t(y * w + x)] == team || around.size() < 6)
                    continue;
                if (std::all_of(around.begin(), around.end(),
                                [&](const Hexel &n) { return owners[std::size_t(n.y * w + n.x)] == team; }))
                    sieged[std::size_t(team)].push_back({x, y});
            }
        }
        for (int team = 0; team < RokkakuTeams; ++team) {
            if (sieged[std::size_t(team)].empty())
                continue;
            for (const Hexel &hx : sieged[std::size_t(team)])
                claim(hx, team);
            turn.sieges.push_back(sieged[std::size_t(team)]);
        }
        // Agents next to an enemy dog are frozen for the next turn.
        for (int a = 0; a < RokkakuAgents; ++a) {
            const int team = a / RokkakuAgentsPerTeam;
            for (int other = 0; other < RokkakuTeams; ++other) {
                if (other == team)
                    continue;
                const Hexel dog = after[std::size_t(other * 4)];
                const std::vector<Hexel> around = neighbours(dog, w, h);
                if (std::find(around.begin(), around.end(), after[std::size_t(a)]) != around.end()
                    && rng.bounded(2) == 0) {
                    turn.frozen.push_back({team, a % RokkakuAgentsPerTeam});
                    break;
                }
            }
        }
        RokkakuPosition next = position;
        if (next.applyTurn(turn)) {
            std::fprintf(stderr, "the Rokkaku generator made an inconsistent turn\n");
            std::abort();
        }
        bool ends = false;
        if (o.occupations) {
            for (int team = 0; team < RokkakuTeams && !ends; ++team) {
                std::vector<Hexel> chain = crossingChain(next, team);
                if (!chain.empty()) {
                    turn.occupations.push_back(std::move(chain));
                    ends = true;
                }
            }
        }
        position = next;
        encodeRokkakuTurn(turn, bytes);
        last = game.tree.appendChildAfter(last, NoNode, std::uint8_t(RokkakuTag::Turn), bytes);
        if (ends)
            break;
    }
    return game;
}

inline Collection generateRokkakuTournament(const RokkakuGeneratorOptions &o)
{
    QRandomGenerator rng(o.seed);
    Collection c;
    TournamentInfo info;
    for (int t = 0; t < o.teams; ++t)
        info.teams << (t < o.names.size() ? o.names[t] : QStringLiteral("Team %1").arg(t));
    info.rounds = o.rounds;
    info.gamesPerRound = o.teams / RokkakuTeams;
    std::vector<int> order(std::size_t(o.teams));
    for (int r = 0; r < o.rounds; ++r) {
        for (int t = 0; t < o.teams; ++t)
            order[std::size_t(t)] = t;
        std::shuffle(order.begin(), order.end(), rng);
        for (int g = 0; g < info.gamesPerRound; ++g) {
            GameRecord game = generateRokkakuGame(rng, o,
                                                  {order[std::size_t(4 * g)], order[std::size_t(4 * g + 1)],
                                                   order[std::size_t(4 * g + 2)], order[std::size_t(4 * g + 3)]});
            game.player1 = info.teams[order[std::size_t(4 * g)]];
            game.player2 = info.teams[order[std::size_t(4 * g + 1)]];
            game.name = QStringLiteral("round %1, game %2").arg(r + 1).arg(g + 1);
            c.games.push_back(std::move(game));
        }
    }
    c.tournament = info;
    for (const RokkakuStanding &s : rokkakuStandings(c))
        c.tournament->results.push_back({s.rank, s.team, s.score, -1});
    return c;
}

inline QByteArray generateRokkakuLog(const RokkakuGeneratorOptions &o)
{
    const SaveResult saved = rokkaku::write(generateRokkakuTournament(o));
    if (!saved.ok()) {
        std::fprintf(stderr, "writing the generated Rokkaku log failed: %s\n", qPrintable(saved.error));
        std::abort();
    }
    return saved.data;
}

} // namespace kibitz::testing
