#include "games/rokkaku/rokkakuturn.h"

namespace kibitz {

namespace {

void put16(QByteArray &out, int v)
{
    out.append(char((v >> 8) & 0xff));
    out.append(char(v & 0xff));
}

void put32(QByteArray &out, qint64 v)
{
    put16(out, int((v >> 16) & 0xffff));
    put16(out, int(v & 0xffff));
}

void putHexel(QByteArray &out, const Hexel &h)
{
    put16(out, h.x);
    put16(out, h.y);
}

void putHexelList(QByteArray &out, const std::vector<Hexel> &hexels)
{
    put16(out, int(hexels.size()));
    for (const Hexel &h : hexels)
        putHexel(out, h);
}

void putGroups(QByteArray &out, const std::vector<std::vector<Hexel>> &groups)
{
    put16(out, int(groups.size()));
    for (const auto &g : groups)
        putHexelList(out, g);
}

// Reads the byte string front to back; any read past the end sets `ok` false
// and yields zeros, so a decoder checks once at the end.
struct Reader {
    QByteArrayView data;
    qsizetype at = 0;
    bool ok = true;

    int u16()
    {
        if (at + 2 > data.size()) {
            ok = false;
            at = data.size();
            return 0;
        }
        const int v = (std::uint8_t(data[at]) << 8) | std::uint8_t(data[at + 1]);
        at += 2;
        return v;
    }
    qint64 u32()
    {
        const qint64 high = u16();
        return (high << 16) | u16();
    }
    Hexel hexel()
    {
        const int x = u16();
        return {x, u16()};
    }
    // A count of items of at least `itemBytes` bytes each: a count the rest
    // cannot hold fails at once rather than allocating.
    int count(int itemBytes)
    {
        const int n = u16();
        if (qint64(n) * itemBytes > data.size() - at) {
            ok = false;
            return 0;
        }
        return n;
    }
    std::vector<Hexel> hexelList()
    {
        std::vector<Hexel> list(std::size_t(count(4)));
        for (Hexel &h : list)
            h = hexel();
        return list;
    }
    std::vector<std::vector<Hexel>> groups()
    {
        std::vector<std::vector<Hexel>> list(std::size_t(count(2)));
        for (auto &g : list)
            g = hexelList();
        return list;
    }
};

} // namespace

QByteArray encodeRokkakuSetup(const RokkakuSetup &setup)
{
    QByteArray out;
    out.reserve(8 + 12 + 4 * int(setup.gates.size()) + 4 * RokkakuAgents);
    for (int team : setup.teams)
        put16(out, team);
    put32(out, setup.maxTurns);
    put16(out, setup.width);
    put16(out, setup.height);
    putHexelList(out, setup.gates);
    for (const Hexel &h : setup.agents)
        putHexel(out, h);
    return out;
}

std::optional<RokkakuSetup> decodeRokkakuSetup(QByteArrayView data)
{
    Reader r{data};
    RokkakuSetup setup;
    for (int &team : setup.teams)
        team = r.u16();
    setup.maxTurns = int(r.u32());
    setup.width = r.u16();
    setup.height = r.u16();
    setup.gates = r.hexelList();
    for (Hexel &h : setup.agents)
        h = r.hexel();
    if (!r.ok || r.at != data.size())
        return std::nullopt;
    return setup;
}

bool encodeRokkakuTurn(const RokkakuTurn &turn, QByteArray &out)
{
    out.clear();
    put16(out, int(turn.moves.size()));
    for (const RokkakuMove &m : turn.moves) {
        putHexel(out, m.from);
        putHexel(out, m.to);
    }
    putGroups(out, turn.syzygies);
    put16(out, int(turn.ownerChanges.size()));
    for (const RokkakuOwnerChange &c : turn.ownerChanges) {
        putHexel(out, c.hexel);
        put16(out, c.team);
    }
    put16(out, int(turn.frozen.size()));
    for (const RokkakuAgentId &a : turn.frozen) {
        put16(out, a.team);
        put16(out, a.agent);
    }
    putGroups(out, turn.sieges);
    putGroups(out, turn.occupations);
    for (const std::vector<int> *teams : {&turn.siegeTeams, &turn.occupationTeams}) {
        put16(out, int(teams->size()));
        for (int team : *teams)
            put16(out, team);
    }
    return out.size() <= RokkakuMaxMoveBytes;
}

std::optional<RokkakuTurn> decodeRokkakuTurn(QByteArrayView data)
{
    Reader r{data};
    RokkakuTurn turn;
    turn.moves.resize(std::size_t(r.count(8)));
    for (RokkakuMove &m : turn.moves) {
        m.from = r.hexel();
        m.to = r.hexel();
    }
    turn.syzygies = r.groups();
    turn.ownerChanges.resize(std::size_t(r.count(6)));
    for (RokkakuOwnerChange &c : turn.ownerChanges) {
        c.hexel = r.hexel();
        c.team = r.u16();
    }
    turn.frozen.resize(std::size_t(r.count(4)));
    for (RokkakuAgentId &a : turn.frozen) {
        a.team = r.u16();
        a.agent = r.u16();
    }
    turn.sieges = r.groups();
    turn.occupations = r.groups();
    for (std::vector<int> *teams : {&turn.siegeTeams, &turn.occupationTeams}) {
        teams->resize(std::size_t(r.count(2)));
        for (int &team : *teams)
            team = r.u16();
    }
    if (!r.ok || r.at != data.size())
        return std::nullopt;
    return turn;
}

} // namespace kibitz
