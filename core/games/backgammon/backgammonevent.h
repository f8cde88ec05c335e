#pragma once

// The events of a bgammon.org replay (shared/specs/bgammon-replay-format.md) as
// GameTree moves. A game is a linear tree with one node per event line:
//
//   tag Roll (0x20):      player, dice count (2 or 3), the dice as written,
//                         move count, then each move as two bytes (from, to)
//   tag Double (0x21):    player, cube value (2 bytes, big-endian), accepted (0/1)
//   tag Terminate (0x22): player
//
// Move spaces are numbered as the file writes them: from player 1's side of
// the board, 1..24 the points, BgBar the bar ("bar") and BgOff ("off"), which
// is where checkers are borne off to and, in acey-deucey and tabula, where the
// checkers that have not entered yet wait (bgammon writes both as "off": the
// starting stack lives in the same board slot as the borne-off checkers).

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace kibitz {

enum class BgEventTag : std::uint8_t { Roll = 0x20, Double = 0x21, Terminate = 0x22 };

inline constexpr int BgOff = 0;
inline constexpr int BgBar = 25;

struct BgMove {
    int from = 0; // 1..24, BgBar or BgOff
    int to = 0;
    bool operator==(const BgMove &) const = default;
};

struct BackgammonEvent {
    enum class Kind { Roll, Double, Terminate };
    Kind kind = Kind::Roll;
    int player = 1;
    int diceCount = 0;
    std::array<int, 3> dice{};
    std::vector<BgMove> moves;
    int cubeValue = 0;
    bool accepted = false;
    bool operator==(const BackgammonEvent &) const = default;
};

std::uint8_t backgammonEventTag(const BackgammonEvent &event);
QByteArray encodeBackgammonEvent(const BackgammonEvent &event);
// Into `out`, keeping its capacity (the reader's hot path).
void encodeBackgammonEvent(const BackgammonEvent &event, QByteArray &out);
std::optional<BackgammonEvent> decodeBackgammonEvent(std::uint8_t tag, QByteArrayView data);

// "13", "bar", "off".
QByteArray backgammonSpaceText(int space);
// The event line as the spec writes it, without the newline: "1 r 5-3 13/8 24/21".
QByteArray backgammonEventLine(const BackgammonEvent &event);
// The same straight from a tree move's bytes, appended to `out` (the writer's
// hot path); false when the bytes do not decode.
bool appendBackgammonEventLine(std::uint8_t tag, QByteArrayView data, QByteArray &out);

} // namespace kibitz
