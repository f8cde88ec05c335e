#pragma once

// The Replayer of a Rokkaku Conquest game (games/replayer.h): the position
// cache, `check` and `positions` drive it like the other games; views and the
// CLI reach the position itself through position().

#include "games/replayer.h"
#include "games/rokkaku/rokkakuposition.h"

namespace kibitz {

class RokkakuReplayer : public Replayer {
public:
    // `teamNames`: the game's teams in game order, for moveNotation (which
    // numbers the teams 1-4 where a name is missing).
    explicit RokkakuReplayer(const RokkakuSetup &setup, const QStringList &teamNames = {})
        : m_position(setup)
        , m_teamNames(teamNames)
    { }
    // Null when the game's root holds no Rokkaku set-up. The teams' names are
    // the record's (GameRecord::teamNames).
    static std::unique_ptr<RokkakuReplayer> forGame(const GameRecord &game);

    std::unique_ptr<Replayer> clone() const override { return std::make_unique<RokkakuReplayer>(*this); }
    QString apply(std::uint8_t tag, QByteArrayView data) override
    {
        const auto problem = m_position.applyMove(tag, data);
        return problem ? problem->message : QString();
    }
    QString positionText() const override { return m_position.toText(); }
    int winner() const override { return 0; }
    int toMove() const override { return 1; }
    // The log's own tokens ("2,1>3,0 0,1>0,0"), for `positions` and Find.
    QString moveText(std::uint8_t tag, QByteArrayView data) const override;
    // The turn as a person reads it: which agent moved where, and what the
    // turn claimed, froze and besieged ("Kiwi samurai 2 to 3,0; Apple's dog
    // to 0,0 · 4 hexels claimed · 1 syzygy"), the teams by name ("team 3"
    // counting from 1 in game order where the record names none).
    QString moveNotation(std::uint8_t tag, QByteArrayView data) const override;
    bool notationDependsOnPosition() const override { return true; }
    std::size_t memorySize() const override { return sizeof(*this) + m_position.memorySize(); }
    const RokkakuPosition &position() const { return m_position; }

private:
    RokkakuPosition m_position;
    QStringList m_teamNames;
};

} // namespace kibitz
