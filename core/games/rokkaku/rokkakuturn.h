#pragma once

// Rokkaku Conquest (SamurAI Coding 2013) inside a GameTree: the root holds the
// game's set-up (teams, field, gates, where the sixteen agents start) and each
// node below it one turn record of the log, exactly as the log wrote it
// (rokkaku-conquest-log-format.txt, sections 4 and 5).
//
// Encoding: every number 16-bit big-endian (so readers refuse larger ones),
// except the maximum number of turns (32-bit). Numbers are kept as the log
// wrote them, even out of range (a hexel outside the field, team 7 in a game),
// so that `check` can point at them. A node's move holds at most 65535 bytes
// (GameTree), which readers check.

#include <QByteArray>
#include <QByteArrayView>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace kibitz {

enum class RokkakuTag : std::uint8_t {
    Setup = 1, // the root of a game
    Turn = 2,
};

inline constexpr int RokkakuTeams = 4; // teams in one game
inline constexpr int RokkakuAgentsPerTeam = 4; // agent 0 is the dog, 1-3 the samurai
inline constexpr int RokkakuAgents = RokkakuTeams * RokkakuAgentsPerTeam;
// The largest field side the readers accept (coordinates are 16-bit, and the
// owners of every hexel are kept per position).
inline constexpr int RokkakuMaxSide = 1024;
inline constexpr int RokkakuMaxMoveBytes = 0xffff;
inline constexpr int RokkakuMaxNumber = 0xffff; // largest number a record holds (except maxTurns)

struct Hexel {
    int x = 0;
    int y = 0;
    bool operator==(const Hexel &) const = default;
};

// The official runtime's field (runtime/field.cc): row y holds width-1
// hexels when y is even and width when it is odd, and the even rows lie half
// a hexel to the right of the odd ones, so hexel (x, y) of an even row
// touches (x, y+-1) and (x+1, y+-1).
inline constexpr int rokkakuRowLength(int width, int y)
{
    return (y & 1) ? width : width - 1;
}
inline constexpr bool rokkakuHexelExists(int width, int height, Hexel h)
{
    return h.y >= 0 && h.y < height && h.x >= 0 && h.x < rokkakuRowLength(width, h.y);
}

struct RokkakuSetup {
    std::array<int, RokkakuTeams> teams{}; // tournament team numbers, in game order
    int maxTurns = 0;
    int width = 0;
    int height = 0;
    std::vector<Hexel> gates;
    // Agent a of game team t is agents[t * 4 + a].
    std::array<Hexel, RokkakuAgents> agents{};
    bool operator==(const RokkakuSetup &) const = default;
};

struct RokkakuMove {
    Hexel from;
    Hexel to;
    bool operator==(const RokkakuMove &) const = default;
};

struct RokkakuOwnerChange {
    Hexel hexel;
    int team = 0; // in-game team 0-3
    bool operator==(const RokkakuOwnerChange &) const = default;
};

struct RokkakuAgentId {
    int team = 0; // in-game team 0-3
    int agent = 0; // 0 dog, 1-3 samurai
    bool operator==(const RokkakuAgentId &) const = default;
};

// One turn record, in the order of the log.
struct RokkakuTurn {
    std::vector<RokkakuMove> moves;
    std::vector<std::vector<Hexel>> syzygies;
    std::vector<RokkakuOwnerChange> ownerChanges;
    std::vector<RokkakuAgentId> frozen; // frozen after this turn
    std::vector<std::vector<Hexel>> sieges;
    std::vector<std::vector<Hexel>> occupations; // continental occupations
    // The in-game team that each siege or occupation is for, when the log
    // writes it before the group's size as the official SamurAI 2013 runtime
    // does (`<team> <size> <hexels>`); empty when the log follows the spec,
    // which writes no team (the rules tell it). Either empty or as long as
    // the groups.
    std::vector<int> siegeTeams;
    std::vector<int> occupationTeams;
    bool operator==(const RokkakuTurn &) const = default;
};

QByteArray encodeRokkakuSetup(const RokkakuSetup &setup);
std::optional<RokkakuSetup> decodeRokkakuSetup(QByteArrayView data);
// Encodes into `out` (replacing its content); false when the record does not
// fit into one node (more than RokkakuMaxMoveBytes).
bool encodeRokkakuTurn(const RokkakuTurn &turn, QByteArray &out);
std::optional<RokkakuTurn> decodeRokkakuTurn(QByteArrayView data);

} // namespace kibitz
