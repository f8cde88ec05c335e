#pragma once

// A Rokkaku Conquest position: where the sixteen agents stand, who owns each
// hexel (at the start, each samurai's own), which agents are frozen after the last turn,
// and how many hexels each team owns. A plain copyable value, so that the
// position cache can snapshot it.
//
// The log lists every owner change (sieges included), so replaying needs no
// rules of its own: it checks that the record is consistent (the rules are
// RokkakuReferee's, which `check` applies). Moves of one turn
// are simultaneous: each names the hexel its agent stood on when the turn
// began, so an agent moving onto a hexel another one leaves is no conflict.
// Where agents share a hexel, a move from it moves the first of them (in
// agent order: team 0's dog first) that has not moved in this turn and is not
// frozen; the log does not say which one, and nothing else depends on it.
// After the moves, each syzygy swaps the agents on its hexels end for end,
// in the order the log lists the hexels.

#include "games/rokkaku/rokkakuturn.h"

#include <QCoreApplication>
#include <QString>

namespace kibitz {

class RokkakuPosition {
    Q_DECLARE_TR_FUNCTIONS(RokkakuPosition)

public:
    // Why a set-up or a turn is inconsistent, and which of the record's numbers
    // it concerns: 0 is the first number of the record as the log writes it
    // (a game's first team number, a turn's leading 1), so that a reader can
    // point at the number.
    struct Problem {
        QString message;
        int item = -1;
    };

    // The field must be 1..RokkakuMaxSide on each side (checkSetup).
    explicit RokkakuPosition(const RokkakuSetup &setup);
    // Field size, gates and starting hexels inside the field.
    static std::optional<Problem> checkSetup(const RokkakuSetup &setup);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool inside(Hexel h) const { return h.x >= 0 && h.y >= 0 && h.x < m_width && h.y < m_height; }
    const std::vector<Hexel> &gates() const { return m_gates; }
    // Agent a of game team t is agent(t * 4 + a).
    Hexel agent(int index) const { return m_agents[std::size_t(index)]; }
    bool isFrozen(int index) const { return (m_frozen >> index) & 1; }
    // -1 when nobody owns the hexel (or it is outside the field).
    int owner(Hexel h) const { return inside(h) ? m_owners[index(h)] : -1; }
    int owned(int team) const { return m_owned[std::size_t(team)]; }
    std::array<int, RokkakuTeams> ownedCounts() const { return m_owned; }
    int turns() const { return m_turns; }

    // Applies a turn when it is consistent with this position; otherwise the
    // position is unchanged and the problem is returned.
    std::optional<Problem> applyTurn(const RokkakuTurn &turn);
    // Decodes a tree move (rokkakuturn.h) and applies it.
    std::optional<Problem> applyMove(std::uint8_t tag, QByteArrayView data);

    // The `kibitz-cli positions` text (README.md).
    QString toText() const;
    static QString turnText(const RokkakuTurn &turn);
    static QString agentName(int index);
    std::size_t memorySize() const { return sizeof(*this) + m_owners.size() + m_gates.size() * sizeof(Hexel); }

private:
    std::size_t index(Hexel h) const { return std::size_t(h.y) * std::size_t(m_width) + std::size_t(h.x); }
    QString outside(Hexel h) const;

    int m_width = 0;
    int m_height = 0;
    int m_turns = 0;
    std::uint32_t m_frozen = 0; // bit per agent index
    std::array<Hexel, RokkakuAgents> m_agents{};
    std::array<int, RokkakuTeams> m_owned{};
    std::vector<std::int8_t> m_owners;
    std::vector<Hexel> m_gates;
};

} // namespace kibitz
