#pragma once

// The Replayer of a Rokkaku Conquest game (games/replayer.h): the position
// cache, `check` and `positions` drive it like the other games; views and the
// CLI reach the position itself through position().

#include "games/replayer.h"
#include "games/rokkaku/rokkakuposition.h"

namespace kibitz {

class RokkakuReplayer : public Replayer {
public:
    explicit RokkakuReplayer(const RokkakuSetup &setup)
        : m_position(setup)
    {
    }
    // Null when the game's root holds no Rokkaku set-up.
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
    QString moveText(std::uint8_t tag, QByteArrayView data) const override;
    std::size_t memorySize() const override { return sizeof(*this) + m_position.memorySize(); }
    const RokkakuPosition &position() const { return m_position; }

private:
    RokkakuPosition m_position;
};

} // namespace kibitz
