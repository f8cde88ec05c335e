#include "games/rokkaku/rokkakureferee.h"

#include <algorithm>

namespace kibitz {

namespace {

QString hexelText(Hexel h)
{
    return QStringLiteral("%1,%2").arg(h.x).arg(h.y);
}

QString hexelsText(const std::vector<Hexel> &hexels)
{
    QStringList parts;
    for (const Hexel &h : hexels)
        parts << hexelText(h);
    return parts.join(u' ');
}

bool rowMajorLess(Hexel a, Hexel b)
{
    // The runtime sorts hexel pointers; its rows are allocated one after the
    // other, so that is the order of rows, then columns.
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

// Whether two lists hold the same hexels, in whatever order.
bool sameHexels(std::vector<Hexel> a, std::vector<Hexel> b)
{
    if (a.size() != b.size())
        return false;
    std::sort(a.begin(), a.end(), rowMajorLess);
    std::sort(b.begin(), b.end(), rowMajorLess);
    return a == b;
}

// Whether a list could be sorted by hexel address: each row's hexels
// together and in column order, the rows in any order.
bool inPointerOrder(const std::vector<Hexel> &hexels)
{
    std::vector<int> rowsSeen;
    for (std::size_t i = 0; i < hexels.size(); ++i) {
        if (i > 0 && hexels[i].y == hexels[i - 1].y) {
            if (hexels[i].x <= hexels[i - 1].x)
                return false;
            continue;
        }
        if (std::find(rowsSeen.begin(), rowsSeen.end(), hexels[i].y) != rowsSeen.end())
            return false;
        rowsSeen.push_back(hexels[i].y);
    }
    return true;
}

// The numbers of a turn record (RokkakuPosition::Problem::item): where each
// entry of each list starts.
struct TurnItems {
    explicit TurnItems(const RokkakuTurn &t)
    {
        int item = 1;
        moveCount = item++;
        for (std::size_t i = 0; i < t.moves.size(); ++i, item += 4)
            moves.push_back(item);
        syzygyCount = item++;
        for (const auto &g : t.syzygies) {
            syzygies.push_back(item);
            item += 1 + 2 * int(g.size());
        }
        ownerCount = item++;
        for (std::size_t i = 0; i < t.ownerChanges.size(); ++i, item += 3)
            owners.push_back(item);
        frozenCount = item++;
        for (std::size_t i = 0; i < t.frozen.size(); ++i, item += 2)
            frozen.push_back(item);
        siegeCount = item++;
        for (std::size_t i = 0; i < t.sieges.size(); ++i) {
            sieges.push_back(item);
            item += (t.siegeTeams.empty() ? 1 : 2) + 2 * int(t.sieges[i].size());
        }
        occupationCount = item++;
        for (std::size_t i = 0; i < t.occupations.size(); ++i) {
            occupations.push_back(item);
            item += (t.occupationTeams.empty() ? 1 : 2) + 2 * int(t.occupations[i].size());
        }
        end = item;
    }
    int end = 0;
    int moveCount = 0, syzygyCount = 0, ownerCount = 0, frozenCount = 0, siegeCount = 0, occupationCount = 0;
    std::vector<int> moves, syzygies, owners, frozen, sieges, occupations;
};

} // namespace

RokkakuReferee::RokkakuReferee(const RokkakuSetup &setup)
    : m_width(std::clamp(setup.width, 0, RokkakuMaxSide))
    , m_height(std::clamp(setup.height, 0, RokkakuMaxSide))
    , m_agents(setup.agents)
    , m_owners(std::size_t(m_width) * std::size_t(m_height), std::int8_t(-1))
    , m_gateDirs(m_owners.size(), 0)
{
    auto listed = [&](Hexel h) { return std::find(setup.gates.begin(), setup.gates.end(), h) != setup.gates.end(); };
    for (const Hexel &g : setup.gates) {
        if (!exists(g))
            continue;
        std::int8_t &dirs = m_gateDirs[index(g)];
        if (g.y == 0 && listed({g.x, m_height - 1}))
            dirs |= 0b000011;
        else if (g.y == m_height - 1 && listed({g.x, 0}))
            dirs |= 0b011000;
        else if (g.x == 0 && listed({m_width - 1, g.y}))
            dirs |= 0b100000;
        else if (g.x == m_width - 1 && listed({0, g.y}))
            dirs |= 0b000100;
    }
    for (int a = 0; a < RokkakuAgents; ++a) {
        const Hexel h = m_agents[std::size_t(a)];
        if (a % RokkakuAgentsPerTeam != 0 && exists(h))
            m_owners[index(h)] = std::int8_t(a / RokkakuAgentsPerTeam);
    }
}

std::optional<RokkakuReferee::Problem> RokkakuReferee::checkSetup(const RokkakuSetup &s)
{
    // Numbers of the set-up record: 4 team numbers, the maximum number of
    // turns, width, height, the gate count, the gates, the agents.
    if (s.width < 2 || s.width > RokkakuMaxSide)
        return Problem{tr("the field width must be 2 to %1").arg(RokkakuMaxSide), 5};
    if (s.height < 1 || s.height > RokkakuMaxSide)
        return Problem{tr("the field height must be 1 to %1").arg(RokkakuMaxSide), 6};
    const RokkakuReferee field(s);
    auto missing = [&](Hexel h) {
        if (h.y < 0 || h.y >= s.height)
            return tr("hexel %1 is not on the field (rows 0 to %2)").arg(hexelText(h)).arg(s.height - 1);
        return tr("hexel %1 is not on the field (row %2 holds hexels 0 to %3)")
            .arg(hexelText(h))
            .arg(h.y)
            .arg(field.rowLength(h.y) - 1);
    };
    int item = 8;
    for (const Hexel &g : s.gates) {
        if (!field.exists(g))
            return Problem{tr("gate: %1").arg(missing(g)), item};
        if (field.m_gateDirs[field.index(g)] == 0)
            return Problem{tr("gate %1 has no partner: gates join (x,0) to (x,%2) and (0,y) to (%3,y) on odd rows")
                               .arg(hexelText(g))
                               .arg(s.height - 1)
                               .arg(s.width - 1),
                           item};
        item += 2;
    }
    for (int a = 0; a < RokkakuAgents; ++a, item += 2) {
        const Hexel h = s.agents[std::size_t(a)];
        if (!field.exists(h))
            return Problem{tr("start of %1: %2").arg(RokkakuPosition::agentName(a), missing(h)), item};
        for (int b = 0; b < a; ++b) {
            if (s.agents[std::size_t(b)] == h)
                return Problem{tr("%1 starts on %2, where %3 stands")
                                   .arg(RokkakuPosition::agentName(a), hexelText(h), RokkakuPosition::agentName(b)),
                               item};
        }
    }
    return std::nullopt;
}

int RokkakuReferee::recordNumbers(const RokkakuTurn &turn)
{
    return TurnItems(turn).end;
}

int RokkakuReferee::firstGroupTeamItem(const RokkakuTurn &turn)
{
    const TurnItems items(turn);
    if (!turn.siegeTeams.empty())
        return items.sieges.front();
    if (!turn.occupationTeams.empty())
        return items.occupations.front();
    return -1;
}

std::optional<Hexel> RokkakuReferee::neighbour(Hexel h, int d) const
{
    const int bottom = m_height - 1;
    const int last = rowLength(h.y) - 1;
    Hexel n;
    if ((h.y & 1) == 0) {
        switch (d) {
        case 0:
            if (h.y == 0)
                return std::nullopt;
            n = {h.x, h.y - 1};
            break;
        case 1:
            if (h.y == 0)
                return std::nullopt;
            n = {h.x + 1, h.y - 1};
            break;
        case 2:
            if (h.x == last)
                return std::nullopt;
            n = {h.x + 1, h.y};
            break;
        case 3:
            if (h.y == bottom)
                return std::nullopt;
            n = {h.x + 1, h.y + 1};
            break;
        case 4:
            if (h.y == bottom)
                return std::nullopt;
            n = {h.x, h.y + 1};
            break;
        default:
            if (h.x == 0)
                return std::nullopt;
            n = {h.x - 1, h.y};
            break;
        }
    } else {
        // The runtime does not look below an odd bottom row (an even height,
        // which it never plays); there is nothing there.
        switch (d) {
        case 0:
            if (h.x == 0)
                return std::nullopt;
            n = {h.x - 1, h.y - 1};
            break;
        case 1:
            if (h.x == last)
                return std::nullopt;
            n = {h.x, h.y - 1};
            break;
        case 2:
            if (h.x == last)
                return std::nullopt;
            n = {h.x + 1, h.y};
            break;
        case 3:
            if (h.x == last || h.y == bottom)
                return std::nullopt;
            n = {h.x, h.y + 1};
            break;
        case 4:
            if (h.x == 0 || h.y == bottom)
                return std::nullopt;
            n = {h.x - 1, h.y + 1};
            break;
        default:
            if (h.x == 0)
                return std::nullopt;
            n = {h.x - 1, h.y};
            break;
        }
    }
    return exists(n) ? std::optional<Hexel>(n) : std::nullopt;
}

std::optional<Hexel> RokkakuReferee::step(Hexel h, int d) const
{
    if (const auto n = neighbour(h, d))
        return n;
    if (!exists(h) || !((m_gateDirs[index(h)] >> d) & 1))
        return std::nullopt;
    switch (d) {
    case 0:
    case 1:
        return Hexel{h.x, m_height - 1};
    case 3:
    case 4:
        return Hexel{h.x, 0};
    case 5:
        return Hexel{m_width - 1, h.y};
    default:
        return Hexel{0, h.y};
    }
}

int RokkakuReferee::agentAt(Hexel h) const
{
    for (int a = 0; a < RokkakuAgents; ++a)
        if (m_agents[std::size_t(a)] == h)
            return a;
    return -1;
}

std::array<int, RokkakuTeams> RokkakuReferee::areas() const
{
    std::array<int, RokkakuTeams> areas{};
    for (std::int8_t o : m_owners)
        if (o >= 0)
            ++areas[std::size_t(o)];
    return areas;
}

std::vector<std::vector<Hexel>> RokkakuReferee::findSyzygies() const
{
    // Field::syzygies, step by step: every pair of agents (in agent order)
    // with the agents after them on the same line; a line found through an
    // agent already in an earlier line marks that agent's hexel, and every
    // line through a marked hexel is dropped (so five agents in a line, found
    // again as a line of four, never swap).
    struct Slope {
        int dx, dy;
    };
    auto slope = [&](Hexel a, Hexel b) {
        const int ax = 2 * a.x + ((a.y & 1) ? 0 : 1);
        const int bx = 2 * b.x + ((b.y & 1) ? 0 : 1);
        return Slope{bx - ax, b.y - a.y};
    };
    auto same = [](Slope p, Slope q) { return p.dx * q.dy == q.dx * p.dy; };
    std::vector<std::vector<Hexel>> found;
    std::vector<bool> already(m_owners.size(), false);
    std::vector<bool> duplicated(m_owners.size(), false);
    for (int a = 0; a < RokkakuAgents; ++a) {
        const Hexel pa = m_agents[std::size_t(a)];
        for (int b = a + 1; b < RokkakuAgents; ++b) {
            const Hexel pb = m_agents[std::size_t(b)];
            const Slope ab = slope(pa, pb);
            std::vector<Hexel> line;
            bool dog = a % RokkakuAgentsPerTeam == 0 || b % RokkakuAgentsPerTeam == 0;
            for (int c = b + 1; c < RokkakuAgents; ++c) {
                const Hexel pc = m_agents[std::size_t(c)];
                if (same(ab, slope(pa, pc))) {
                    line.push_back(pc);
                    dog = dog || c % RokkakuAgentsPerTeam == 0;
                }
            }
            if (line.size() < 2 || !dog)
                continue;
            line.push_back(pa);
            line.push_back(pb);
            std::sort(line.begin(), line.end(), rowMajorLess);
            bool repeated = false;
            for (const Hexel &h : line) {
                if (already[index(h)]) {
                    duplicated[index(h)] = true;
                    repeated = true;
                    break;
                }
                already[index(h)] = true;
            }
            if (!repeated)
                found.push_back(std::move(line));
        }
    }
    std::vector<std::vector<Hexel>> syzygies;
    for (auto &line : found) {
        if (std::none_of(line.begin(), line.end(), [&](Hexel h) { return bool(duplicated[index(h)]); }))
            syzygies.push_back(std::move(line));
    }
    return syzygies;
}

RokkakuReferee::Outcome RokkakuReferee::resolve(const std::vector<std::vector<Hexel>> &syzygies)
{
    Outcome out;
    out.syzygies = syzygies;
    for (const auto &line : syzygies) {
        const std::size_t n = line.size();
        for (std::size_t p = 0; p < n / 2; ++p) {
            const int a1 = agentAt(line[p]);
            const int a2 = agentAt(line[n - p - 1]);
            if (a1 >= 0 && a2 >= 0)
                std::swap(m_agents[std::size_t(a1)], m_agents[std::size_t(a2)]);
        }
    }
    std::vector<int> agentOn(m_owners.size(), -1);
    for (int a = 0; a < RokkakuAgents; ++a)
        agentOn[index(m_agents[std::size_t(a)])] = a;
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < rowLength(y); ++x) {
            const std::size_t i = index({x, y});
            const int a = agentOn[i];
            if (a >= 0 && a % RokkakuAgentsPerTeam != 0 && m_owners[i] != a / RokkakuAgentsPerTeam) {
                m_owners[i] = std::int8_t(a / RokkakuAgentsPerTeam);
                out.conquests.push_back({{x, y}, a / RokkakuAgentsPerTeam});
            }
        }
    }

    // Field::territories and the Territory constructor.
    std::vector<Hexel> edges;
    for (int y = 1; y < m_height - 1; ++y) {
        edges.push_back({0, y});
        edges.push_back({rowLength(y) - 1, y});
    }
    for (int x = 1; x < m_width - 1; ++x) {
        edges.push_back({x, 0});
        edges.push_back({x, m_height - 1});
    }
    struct Territory {
        int team = 0;
        std::vector<Hexel> hexels; // row-major
        std::vector<Hexel> sieges;
        bool transcontinental = false;
    };
    std::vector<Territory> territories;
    std::vector<int> territoryOf(m_owners.size(), -1);
    std::vector<Hexel> stack;
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < rowLength(y); ++x) {
            const std::size_t start = index({x, y});
            if (m_owners[start] < 0 || territoryOf[start] >= 0)
                continue;
            const int id = int(territories.size());
            Territory t;
            t.team = m_owners[start];
            bool guarded = false, north = false, south = false, east = false, west = false;
            stack.assign(1, Hexel{x, y});
            territoryOf[start] = id;
            while (!stack.empty()) {
                const Hexel h = stack.back();
                stack.pop_back();
                t.hexels.push_back(h);
                north = north || h.y == 0;
                south = south || h.y == m_height - 1;
                west = west || h.x == 0;
                east = east || h.x == rowLength(h.y) - 1;
                const int a = agentOn[index(h)];
                guarded = guarded || (a >= 0 && a / RokkakuAgentsPerTeam == t.team);
                for (int d = 0; d < 6; ++d) {
                    const auto n = neighbour(h, d);
                    if (n && m_owners[index(*n)] == t.team && territoryOf[index(*n)] < 0) {
                        territoryOf[index(*n)] = id;
                        stack.push_back(*n);
                    }
                }
            }
            std::sort(t.hexels.begin(), t.hexels.end(), rowMajorLess);
            t.transcontinental = (north && south) || (east && west);
            if (guarded && t.hexels.size() >= 6) {
                // Everything reachable from the edge (as the runtime lists it:
                // without the corners) without crossing the territory is
                // outside; the rest is enclosed.
                std::vector<bool> outside(m_owners.size(), false);
                for (const Hexel &e : edges) {
                    if (territoryOf[index(e)] == id || outside[index(e)])
                        continue;
                    outside[index(e)] = true;
                    stack.assign(1, e);
                    while (!stack.empty()) {
                        const Hexel v = stack.back();
                        stack.pop_back();
                        for (int d = 0; d < 6; ++d) {
                            const auto n = neighbour(v, d);
                            if (n && territoryOf[index(*n)] != id && !outside[index(*n)]) {
                                outside[index(*n)] = true;
                                stack.push_back(*n);
                            }
                        }
                    }
                }
                for (int yy = 0; yy < m_height; ++yy) {
                    for (int xx = 0; xx < rowLength(yy); ++xx) {
                        const std::size_t i = index({xx, yy});
                        const int a = agentOn[i];
                        if (!outside[i] && m_owners[i] != t.team && (a < 0 || a % RokkakuAgentsPerTeam == 0))
                            t.sieges.push_back({xx, yy});
                    }
                }
            }
            territories.push_back(std::move(t));
        }
    }
    std::stable_sort(territories.begin(), territories.end(),
                     [](const Territory &a, const Territory &b) { return a.hexels.size() < b.hexels.size(); });
    for (Territory &t : territories) {
        const int size = int(t.hexels.size());
        if (!t.sieges.empty())
            out.sieges.push_back({t.team, size, std::move(t.sieges)});
        if (t.transcontinental)
            out.occupations.push_back({t.team, size, std::move(t.hexels)});
    }
    return out;
}

void RokkakuReferee::finishTurn(const std::vector<RokkakuOwnerChange> &sieged, bool syzygy,
                                const std::vector<Group> &occupations, std::uint32_t frozen)
{
    for (const RokkakuOwnerChange &c : sieged)
        m_owners[index(c.hexel)] = std::int8_t(c.team);
    if (syzygy)
        m_syzygyBan = SyzygyInterval;
    if (m_syzygyBan != 0)
        --m_syzygyBan;
    m_frozen = frozen;
    const std::array<int, RokkakuTeams> area = areas();
    for (const Group &o : occupations) {
        if (std::none_of(area.begin(), area.end(), [&](int a) { return a > area[std::size_t(o.team)]; }))
            m_over = true;
    }
    ++m_turns;
}

RokkakuTurn RokkakuReferee::decideTurn(const std::array<int, RokkakuAgents> &tries)
{
    // decideMoves in game.cc.
    RokkakuTurn turn;
    std::uint32_t frozen = m_frozen;
    auto freeze = [&](int a) {
        frozen |= 1u << a;
        turn.frozen.push_back({a / RokkakuAgentsPerTeam, a % RokkakuAgentsPerTeam});
    };
    struct Try {
        int agent;
        Hexel to;
    };
    std::vector<Try> tried;
    for (int a = 0; a < RokkakuAgents; ++a) {
        const int m = tries[std::size_t(a)];
        const Hexel from = m_agents[std::size_t(a)];
        if (m == -1) {
            frozen &= ~(1u << a);
            continue;
        }
        if (m < 0 || m >= 6 || isFrozen(a)) {
            freeze(a);
            continue;
        }
        const auto to = step(from, m);
        if (!to || agentAt(*to) >= 0) {
            freeze(a);
            continue;
        }
        bool nearDog = false;
        if (a % RokkakuAgentsPerTeam != 0) {
            for (int d = 0; d < 6 && !nearDog; ++d) {
                const auto n = neighbour(*to, d);
                const int b = n ? agentAt(*n) : -1;
                nearDog
                    = b >= 0 && b % RokkakuAgentsPerTeam == 0 && b / RokkakuAgentsPerTeam != a / RokkakuAgentsPerTeam;
            }
        }
        if (nearDog) {
            freeze(a);
            continue;
        }
        tried.push_back({a, *to});
    }
    for (const Try &t : tried) {
        const auto targets = std::count_if(tried.begin(), tried.end(), [&](const Try &u) { return u.to == t.to; });
        if (targets == 1) {
            turn.moves.push_back({m_agents[std::size_t(t.agent)], t.to});
            m_agents[std::size_t(t.agent)] = t.to;
        } else {
            freeze(t.agent);
        }
    }
    Outcome out = resolve(m_syzygyBan == 0 ? findSyzygies() : std::vector<std::vector<Hexel>>());
    turn.syzygies = out.syzygies;
    turn.ownerChanges = out.conquests;
    std::vector<RokkakuOwnerChange> sieged;
    for (const Group &g : out.sieges) {
        turn.sieges.push_back(g.hexels);
        turn.siegeTeams.push_back(g.team);
        for (const Hexel &h : g.hexels)
            sieged.push_back({h, g.team});
    }
    turn.ownerChanges.insert(turn.ownerChanges.end(), sieged.begin(), sieged.end());
    for (const Group &g : out.occupations) {
        turn.occupations.push_back(g.hexels);
        turn.occupationTeams.push_back(g.team);
    }
    finishTurn(sieged, !out.syzygies.empty(), out.occupations, frozen);
    return turn;
}

std::optional<RokkakuReferee::Problem> RokkakuReferee::playTurn(const RokkakuTurn &turn)
{
    const TurnItems items(turn);
    if (m_over)
        return Problem{tr("the game ended with the previous turn's continental occupation; no turn follows"), 0};
    RokkakuReferee next = *this;

    // The moves, judged on the places where the turn begins.
    std::uint32_t moved = 0;
    int previous = -1;
    for (std::size_t i = 0; i < turn.moves.size(); ++i) {
        const RokkakuMove &m = turn.moves[i];
        const int at = items.moves[i];
        const int a = agentAt(m.from);
        if (a < 0)
            return Problem{tr("move from %1, where no agent stands").arg(hexelText(m.from)), at};
        const QString who = RokkakuPosition::agentName(a);
        if (a <= previous)
            return Problem{tr("the moves are listed in agent order, but %1 moves after %2")
                               .arg(who, RokkakuPosition::agentName(previous)),
                           at};
        previous = a;
        if (isFrozen(a))
            return Problem{tr("%1 moves from %2 but was frozen after the previous turn").arg(who, hexelText(m.from)),
                           at};
        bool reachable = false;
        for (int d = 0; d < 6 && !reachable; ++d)
            reachable = step(m.from, d) == std::optional<Hexel>(m.to);
        if (!reachable)
            return Problem{
                tr("%1 moves from %2 to %3, which is not one step away").arg(who, hexelText(m.from), hexelText(m.to)),
                at + 2};
        if (const int b = agentAt(m.to); b >= 0)
            return Problem{tr("%1 moves to %2, where %3 stands when the turn begins")
                               .arg(who, hexelText(m.to), RokkakuPosition::agentName(b)),
                           at + 2};
        if (a % RokkakuAgentsPerTeam != 0) {
            for (int d = 0; d < 6; ++d) {
                const auto n = neighbour(m.to, d);
                const int b = n ? agentAt(*n) : -1;
                if (b >= 0 && b % RokkakuAgentsPerTeam == 0 && b / RokkakuAgentsPerTeam != a / RokkakuAgentsPerTeam)
                    return Problem{tr("%1 moves to %2, next to %3: a samurai may not approach another team's dog")
                                       .arg(who, hexelText(m.to), RokkakuPosition::agentName(b)),
                                   at + 2};
            }
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (turn.moves[j].to == m.to)
                return Problem{tr("two agents move to %1: the runtime freezes both").arg(hexelText(m.to)), at + 2};
        }
        moved |= 1u << a;
        next.m_agents[std::size_t(a)] = m.to;
    }
    std::uint32_t frozen = 0;
    for (std::size_t i = 0; i < turn.frozen.size(); ++i) {
        const RokkakuAgentId &f = turn.frozen[i];
        if (f.team < 0 || f.team >= RokkakuTeams)
            return Problem{tr("frozen agent of team %1, which is not in the game (0-3)").arg(f.team), items.frozen[i]};
        if (f.agent < 0 || f.agent >= RokkakuAgentsPerTeam)
            return Problem{tr("frozen agent %1: agents are 0 (the dog) to 3").arg(f.agent), items.frozen[i] + 1};
        const int a = f.team * RokkakuAgentsPerTeam + f.agent;
        if ((frozen >> a) & 1)
            return Problem{tr("%1 is listed twice as frozen").arg(RokkakuPosition::agentName(a)), items.frozen[i]};
        if ((moved >> a) & 1)
            return Problem{tr("%1 moved in this turn and cannot be frozen by it").arg(RokkakuPosition::agentName(a)),
                           items.frozen[i]};
        frozen |= 1u << a;
    }

    const bool syzygiesAllowed = m_syzygyBan == 0;
    const std::vector<std::vector<Hexel>> found
        = syzygiesAllowed ? next.findSyzygies() : std::vector<std::vector<Hexel>>();
    if (turn.syzygies.size() != found.size()) {
        if (!syzygiesAllowed)
            return Problem{tr("no syzygy can happen in this turn (none before turn %1 of the game, and none for %2 "
                              "turns after one)")
                               .arg(InitialSyzygyBan + 1)
                               .arg(SyzygyInterval),
                           items.syzygyCount};
        return Problem{tr("%1 syzygies; the agents' places make %2").arg(turn.syzygies.size()).arg(found.size()),
                       items.syzygyCount};
    }
    for (std::size_t i = 0; i < found.size(); ++i) {
        if (!sameHexels(turn.syzygies[i], found[i]))
            return Problem{
                tr("syzygy %1: the agents' places make %2").arg(hexelsText(turn.syzygies[i]), hexelsText(found[i])),
                items.syzygies[i]};
        if (!inPointerOrder(turn.syzygies[i]))
            return Problem{tr("syzygy %1: the runtime lists each row's hexels together, in column order")
                               .arg(hexelsText(turn.syzygies[i])),
                           items.syzygies[i]};
    }
    Outcome out = next.resolve(turn.syzygies);

    // Sieges and occupations may come in any order among territories of the
    // same size; each must be one the rules make, for its team.
    auto match
        = [&](const std::vector<std::vector<Hexel>> &logged, const std::vector<int> &teams,
              const std::vector<Group> &made, int countItem, const std::vector<int> &groupItems, const char *what,
              const char *whatOne, std::vector<const Group *> &matched) -> std::optional<Problem> {
        if (logged.size() != made.size())
            return Problem{tr("%1 %2; the rules make %3").arg(logged.size()).arg(tr(what)).arg(made.size()), countItem};
        std::vector<bool> used(made.size(), false);
        int lastSize = 0;
        for (std::size_t i = 0; i < logged.size(); ++i) {
            const int team = teams.empty() ? -1 : teams[i];
            const Group *found = nullptr;
            for (std::size_t k = 0; k < made.size() && !found; ++k) {
                if (!used[k] && sameHexels(made[k].hexels, logged[i]) && (team < 0 || team == made[k].team)) {
                    used[k] = true;
                    found = &made[k];
                }
            }
            if (!found) {
                const auto first = std::find(used.begin(), used.end(), false) - used.begin();
                return Problem{tr("%1 %2 (team %3, %4 hexels): the rules make team %5 take %6")
                                   .arg(tr(whatOne))
                                   .arg(i + 1)
                                   .arg(team < 0 ? QStringLiteral("?") : QString::number(team))
                                   .arg(logged[i].size())
                                   .arg(made[std::size_t(first)].team)
                                   .arg(hexelsText(made[std::size_t(first)].hexels)),
                               groupItems[i]};
            }
            if (!inPointerOrder(logged[i]))
                return Problem{tr("%1 %2: the runtime lists each row's hexels together, in column order")
                                   .arg(tr(whatOne))
                                   .arg(i + 1),
                               groupItems[i]};
            if (found->territorySize < lastSize)
                return Problem{tr("%1 %2 comes after a larger territory's: the runtime lists them by territory size")
                                   .arg(tr(whatOne))
                                   .arg(i + 1),
                               groupItems[i]};
            lastSize = found->territorySize;
            matched.push_back(found);
        }
        return std::nullopt;
    };
    std::vector<const Group *> sieges;
    if (auto p = match(turn.sieges, turn.siegeTeams, out.sieges, items.siegeCount, items.sieges, QT_TR_NOOP("sieges"),
                       QT_TR_NOOP("siege"), sieges))
        return p;
    std::vector<RokkakuOwnerChange> expected = out.conquests;
    std::vector<RokkakuOwnerChange> sieged;
    for (std::size_t i = 0; i < sieges.size(); ++i)
        for (const Hexel &h : turn.sieges[i])
            sieged.push_back({h, sieges[i]->team});
    expected.insert(expected.end(), sieged.begin(), sieged.end());
    for (std::size_t i = 0; i < std::min(expected.size(), turn.ownerChanges.size()); ++i) {
        const RokkakuOwnerChange &c = turn.ownerChanges[i];
        if (c != expected[i])
            return Problem{tr("owner change %1 to team %2: the rules make %3 go to team %4 here")
                               .arg(hexelText(c.hexel))
                               .arg(c.team)
                               .arg(hexelText(expected[i].hexel))
                               .arg(expected[i].team),
                           items.owners[i]};
    }
    if (expected.size() != turn.ownerChanges.size())
        return Problem{tr("%1 owner changes; the rules make %2").arg(turn.ownerChanges.size()).arg(expected.size()),
                       items.ownerCount};
    std::vector<const Group *> occupations;
    if (auto p
        = match(turn.occupations, turn.occupationTeams, out.occupations, items.occupationCount, items.occupations,
                QT_TR_NOOP("continental occupations"), QT_TR_NOOP("continental occupation"), occupations))
        return p;

    next.finishTurn(sieged, !out.syzygies.empty(), out.occupations, frozen);
    *this = std::move(next);
    return std::nullopt;
}

} // namespace kibitz
