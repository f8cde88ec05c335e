#pragma once

// The rules of Rokkaku Conquest as the official SamurAI 2013 game manager
// (samuraiPlay, runtime/field.cc and runtime/game.cc) applies them, for
// `kibitz-cli check` and for generating logs that follow them.
//
// The field: row y holds width-1 hexels when y is even and width when it is
// odd; odd rows are shifted left by half a hexel. A gate on the top row
// (x,0) joins (x,height-1) and one on the left edge (0,y) joins
// (width-1,y); a move takes a gate only in a direction that has no
// neighbour. Every samurai owns its starting hexel.
//
// A turn: every agent tries to move one step or stays. A try is refused
// and the agent frozen when the agent is frozen already (staying melts it),
// when the target is occupied when the turn begins, when a samurai would
// stand next to another team's dog, or when two agents try the same hexel;
// the log lists the moves made (in agent order) and the agents frozen.
// From turn 50 on, four or more agents (a dog among them) in a straight
// line swap places end for end (a syzygy; then none for 30 turns). A
// samurai takes the hexel it stands on. A territory (a connected set of one
// team's hexels) of six or more hexels on which an own agent stands takes
// every hexel it encloses (not reachable from the field's edge without
// crossing it) that is not the team's and holds no other team's samurai
// (a siege). A territory touching the top and bottom rows, or the left and
// right ends of rows, is a continental occupation; it ends the game when its
// team then owns no fewer hexels than any other.
//
// What the runtime leaves to chance is read from the log, not checked: the
// order of sieges and occupations of territories of equal size (std::sort);
// the order of rows in a list of hexels (the runtime sorts hexel pointers,
// and where the rows of a field lie in memory varies from game to game: a
// list must hold each row's hexels together, in column order), which also
// decides which agents of a syzygy swap (first with last, in the log's
// order); and which agents tried illegal moves (frozen agents need no
// reason). Syzygies are found with the rows in order; where five or more
// agents are involved the runtime's result can depend on the row order too.

#include "games/rokkaku/rokkakuposition.h"

#include <QCoreApplication>

namespace kibitz {

class RokkakuReferee {
    Q_DECLARE_TR_FUNCTIONS(RokkakuReferee)

public:
    using Problem = RokkakuPosition::Problem;

    static constexpr int InitialSyzygyBan = 50; // turns without syzygies at the start (game.hh)
    static constexpr int SyzygyInterval = 30; // turns without syzygies after one (game.hh)

    explicit RokkakuReferee(const RokkakuSetup &setup);
    // The set-up against the runtime's field: hexels that exist, gates in
    // pairs on the edges, sixteen agents on sixteen hexels.
    static std::optional<Problem> checkSetup(const RokkakuSetup &setup);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int rowLength(int y) const { return rokkakuRowLength(m_width, y); }
    bool exists(Hexel h) const { return rokkakuHexelExists(m_width, m_height, h); }
    // The neighbour in direction d (0 upper left, then clockwise), if any.
    std::optional<Hexel> neighbour(Hexel h, int d) const;
    // Where a move in direction d leads: the neighbour, else through a gate.
    std::optional<Hexel> step(Hexel h, int d) const;

    // Checks a turn record against the rules and plays it; on a problem the
    // referee is unchanged. `item` of a problem counts the turn record's
    // numbers as RokkakuPosition::Problem does.
    std::optional<Problem> playTurn(const RokkakuTurn &turn);
    // The record the runtime writes for a turn in which agent i tries
    // direction tries[i] (-1 stays), and plays it. Ties among territories of
    // equal size keep the order in which they were found.
    RokkakuTurn decideTurn(const std::array<int, RokkakuAgents> &tries);

    // How many numbers a turn record takes in the log, its leading 1 and the
    // teams of sieges and occupations (when written) included.
    static int recordNumbers(const RokkakuTurn &turn);
    // The number of the record (as Problem::item counts) where the team of
    // the first siege or occupation is written; -1 when the record writes none.
    static int firstGroupTeamItem(const RokkakuTurn &turn);

    Hexel agent(int index) const { return m_agents[std::size_t(index)]; }
    bool isFrozen(int index) const { return (m_frozen >> index) & 1; }
    int owner(Hexel h) const { return exists(h) ? m_owners[index(h)] : -1; }
    std::array<int, RokkakuTeams> areas() const;
    int turns() const { return m_turns; }
    // The last turn ended the game with a continental occupation.
    bool gameOver() const { return m_over; }

private:
    struct Group {
        int team = 0;
        int territorySize = 0;
        std::vector<Hexel> hexels;
    };
    // What follows from the agents' places after the turn's moves.
    struct Outcome {
        std::vector<std::vector<Hexel>> syzygies;
        std::vector<RokkakuOwnerChange> conquests; // by samurai, after the syzygies
        std::vector<Group> sieges;
        std::vector<Group> occupations;
    };

    std::size_t index(Hexel h) const { return std::size_t(h.y) * std::size_t(m_width) + std::size_t(h.x); }
    int agentAt(Hexel h) const;
    std::vector<std::vector<Hexel>> findSyzygies() const;
    // Swaps the agents of the syzygies, takes the samurai's hexels and finds
    // sieges and occupations; changes the agents and owners.
    Outcome resolve(const std::vector<std::vector<Hexel>> &syzygies);
    void finishTurn(const std::vector<RokkakuOwnerChange> &sieged, bool syzygy, const std::vector<Group> &occupations,
                    std::uint32_t frozen);

    int m_width = 0;
    int m_height = 0;
    int m_turns = 0;
    int m_syzygyBan = InitialSyzygyBan;
    bool m_over = false;
    std::uint32_t m_frozen = 0;
    std::array<Hexel, RokkakuAgents> m_agents{};
    std::vector<std::int8_t> m_owners; // -1 nobody
    std::vector<std::int8_t> m_gateDirs; // bit d: a gate leads out in direction d
};

} // namespace kibitz
