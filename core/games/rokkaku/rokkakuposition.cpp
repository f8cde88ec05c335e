#include "games/rokkaku/rokkakuposition.h"

#include <QStringList>

namespace kibitz {

namespace {

void appendHexel(QString &text, Hexel h)
{
    text += QString::number(h.x);
    text += u',';
    text += QString::number(h.y);
}

QString hexelText(Hexel h)
{
    QString text;
    appendHexel(text, h);
    return text;
}

} // namespace

RokkakuPosition::RokkakuPosition(const RokkakuSetup &setup)
    : m_width(std::clamp(setup.width, 0, RokkakuMaxSide))
    , m_height(std::clamp(setup.height, 0, RokkakuMaxSide))
    , m_agents(setup.agents)
    , m_owners(std::size_t(m_width) * std::size_t(m_height), std::int8_t(-1))
    , m_gates(setup.gates)
{
    // Every samurai owns the hexel it starts on (the official runtime's
    // Hexel::place); the log lists no owner change for it.
    for (int a = 0; a < RokkakuAgents; ++a) {
        const Hexel h = m_agents[std::size_t(a)];
        if (a % RokkakuAgentsPerTeam == 0 || !inside(h))
            continue;
        std::int8_t &owner = m_owners[index(h)];
        if (owner >= 0)
            --m_owned[std::size_t(owner)];
        owner = std::int8_t(a / RokkakuAgentsPerTeam);
        ++m_owned[std::size_t(owner)];
    }
}

QString RokkakuPosition::agentName(int index)
{
    const int team = index / RokkakuAgentsPerTeam;
    const int agent = index % RokkakuAgentsPerTeam;
    return agent == 0 ? tr("the dog of team %1").arg(team) : tr("samurai %1 of team %2").arg(agent).arg(team);
}

QString RokkakuPosition::outside(Hexel h) const
{
    return tr("hexel %1 is outside the %2x%3 field").arg(hexelText(h)).arg(m_width).arg(m_height);
}

std::optional<RokkakuPosition::Problem> RokkakuPosition::checkSetup(const RokkakuSetup &s)
{
    // Numbers of the set-up record: 4 team numbers, the maximum number of
    // turns, width, height, the gate count, the gates, the agents.
    if (s.width < 1 || s.width > RokkakuMaxSide)
        return Problem{tr("the field width must be 1 to %1").arg(RokkakuMaxSide), 5};
    if (s.height < 1 || s.height > RokkakuMaxSide)
        return Problem{tr("the field height must be 1 to %1").arg(RokkakuMaxSide), 6};
    const RokkakuPosition field(s);
    int item = 8;
    for (const Hexel &g : s.gates) {
        if (!field.inside(g))
            return Problem{tr("gate: %1").arg(field.outside(g)), item};
        item += 2;
    }
    for (int a = 0; a < RokkakuAgents; ++a, item += 2) {
        if (!field.inside(s.agents[std::size_t(a)]))
            return Problem{tr("start of %1: %2").arg(agentName(a), field.outside(s.agents[std::size_t(a)])), item};
    }
    return std::nullopt;
}

std::optional<RokkakuPosition::Problem> RokkakuPosition::applyTurn(const RokkakuTurn &turn)
{
    // Check everything first, so that an inconsistent turn changes nothing.
    // `item` follows the numbers of the turn record: the leading 1, then each
    // list's count and its entries.
    int item = 1;
    std::array<int, RokkakuAgents> movers;
    movers.fill(-1);
    std::uint32_t claimed = 0;
    item += 1;
    for (std::size_t i = 0; i < turn.moves.size(); ++i, item += 4) {
        const RokkakuMove &m = turn.moves[i];
        if (!inside(m.from))
            return Problem{tr("move from %1").arg(outside(m.from)), item};
        if (!inside(m.to))
            return Problem{tr("move to %1").arg(outside(m.to)), item + 2};
        // Agents may share a hexel: the mover is the first one there that has
        // not moved yet in this turn and is not frozen.
        int agent = -1;
        int frozenThere = -1;
        for (int a = 0; a < RokkakuAgents && agent < 0; ++a) {
            if (m_agents[std::size_t(a)] != m.from || ((claimed >> a) & 1))
                continue;
            if (!isFrozen(a))
                agent = a;
            else if (frozenThere < 0)
                frozenThere = a;
        }
        if (agent < 0 && frozenThere >= 0)
            return Problem{tr("%1 moves from %2 but was frozen after the previous turn")
                               .arg(agentName(frozenThere), hexelText(m.from)),
                           item};
        if (agent < 0)
            return Problem{tr("move from %1, where no agent stands").arg(hexelText(m.from)), item};
        claimed |= 1u << agent;
        // Each move claims another agent, so there are at most 16 of them here.
        movers[i] = agent;
    }
    // `what` is translated only when there is a problem: this runs for every turn.
    auto checkGroups = [&](const std::vector<std::vector<Hexel>> &groups, const char *what) -> std::optional<Problem> {
        ++item;
        for (const auto &group : groups) {
            ++item;
            for (const Hexel &h : group) {
                if (!inside(h))
                    return Problem{QStringLiteral("%1: %2").arg(tr(what), outside(h)), item};
                item += 2;
            }
        }
        return std::nullopt;
    };
    if (auto p = checkGroups(turn.syzygies, QT_TR_NOOP("syzygy")))
        return p;
    ++item;
    for (const RokkakuOwnerChange &c : turn.ownerChanges) {
        if (!inside(c.hexel))
            return Problem{tr("owner change: %1").arg(outside(c.hexel)), item};
        if (c.team < 0 || c.team >= RokkakuTeams)
            return Problem{
                tr("owner change of %1 to team %2, which is not in the game (0-3)").arg(hexelText(c.hexel)).arg(c.team),
                item + 2};
        item += 3;
    }
    ++item;
    std::uint32_t frozen = 0;
    for (const RokkakuAgentId &a : turn.frozen) {
        if (a.team < 0 || a.team >= RokkakuTeams)
            return Problem{tr("frozen agent of team %1, which is not in the game (0-3)").arg(a.team), item};
        if (a.agent < 0 || a.agent >= RokkakuAgentsPerTeam)
            return Problem{tr("frozen agent %1: agents are 0 (the dog) to 3").arg(a.agent), item + 1};
        frozen |= 1u << (a.team * RokkakuAgentsPerTeam + a.agent);
        item += 2;
    }
    if (auto p = checkGroups(turn.sieges, QT_TR_NOOP("siege")))
        return p;
    if (auto p = checkGroups(turn.occupations, QT_TR_NOOP("continental occupation")))
        return p;

    // A syzygy swaps the agents on its hexels end for end (the first with
    // the last, ...), after the moves.
    std::array<Hexel, RokkakuAgents> agents = m_agents;
    for (std::size_t i = 0; i < turn.moves.size(); ++i)
        agents[std::size_t(movers[i])] = turn.moves[i].to;
    item = 2 + 4 * int(turn.moves.size()) + 1;
    for (const auto &group : turn.syzygies) {
        const std::size_t n = group.size();
        for (std::size_t p = 0; p < n / 2; ++p) {
            int pair[2] = {-1, -1};
            for (int side = 0; side < 2; ++side) {
                const Hexel h = group[side == 0 ? p : n - p - 1];
                for (int a = 0; a < RokkakuAgents && pair[side] < 0; ++a)
                    if (agents[std::size_t(a)] == h)
                        pair[side] = a;
                if (pair[side] < 0)
                    return Problem{tr("syzygy: no agent stands on %1").arg(hexelText(h)),
                                   item + 1 + 2 * int(side == 0 ? p : n - p - 1)};
            }
            std::swap(agents[std::size_t(pair[0])], agents[std::size_t(pair[1])]);
        }
        item += 1 + 2 * int(n);
    }
    m_agents = agents;
    for (const RokkakuOwnerChange &c : turn.ownerChanges) {
        std::int8_t &owner = m_owners[index(c.hexel)];
        if (owner >= 0)
            --m_owned[std::size_t(owner)];
        owner = std::int8_t(c.team);
        ++m_owned[std::size_t(c.team)];
    }
    m_frozen = frozen;
    ++m_turns;
    return std::nullopt;
}

std::optional<RokkakuPosition::Problem> RokkakuPosition::applyMove(std::uint8_t tag, QByteArrayView data)
{
    if (tag != std::uint8_t(RokkakuTag::Turn))
        return Problem{tr("not a Rokkaku turn"), 0};
    const auto turn = decodeRokkakuTurn(data);
    if (!turn)
        return Problem{tr("the turn record does not decode"), 0};
    return applyTurn(*turn);
}

QString RokkakuPosition::toText() const
{
    QString text;
    text.reserve(64 + 16 * 8 + int(m_owners.size()) + m_height);
    text += QLatin1String("A:");
    for (int a = 0; a < RokkakuAgents; ++a) {
        if (a > 0)
            text += u';';
        text += hexelText(m_agents[std::size_t(a)]);
        if (isFrozen(a))
            text += u'*';
    }
    text += QLatin1String(" O:");
    for (int t = 0; t < RokkakuTeams; ++t) {
        if (t > 0)
            text += u',';
        text += QString::number(m_owned[std::size_t(t)]);
    }
    text += QLatin1String(" H:");
    for (int y = 0; y < m_height; ++y) {
        if (y > 0)
            text += u'/';
        for (int x = 0; x < m_width; ++x) {
            const int o = m_owners[index({x, y})];
            text += o < 0 ? QChar(u'.') : QChar(char16_t(u'0' + o));
        }
    }
    return text;
}

QString RokkakuPosition::turnText(const RokkakuTurn &turn)
{
    if (turn.moves.empty())
        //: the move text of a turn in which no agent moves
        return tr("none");
    // Appended in place: the move list names every turn it shows, and
    // QString::arg per coordinate made that most of a jump to another game.
    QString text;
    text.reserve(qsizetype(turn.moves.size()) * 12);
    for (const RokkakuMove &m : turn.moves) {
        if (!text.isEmpty())
            text += u' ';
        appendHexel(text, m.from);
        text += u'>';
        appendHexel(text, m.to);
    }
    return text;
}

} // namespace kibitz
