#pragma once

// What a Twixt record holds besides its size, players and moves: the rule set
// its moves are replayed by. A GameRecord keeps it in its `setup`
// (gamerecord.h) only when the game is Twixt.

namespace kibitz {

// Twixt rule sets (twixt-sgf-ff4.txt, RU): STD removes links and forbids
// crossings; PP never removes links and lets one's own links cross.
enum class TwixtRules { Standard, PaperAndPencil, ThreeM };

struct TwixtSetup {
    TwixtRules rules = TwixtRules::Standard;
    bool operator==(const TwixtSetup &) const = default;
};

} // namespace kibitz
