#include "render/gamepaintertable.h"

#include "render/backgammon/backgammonpainter.h"
#include "render/hextwixt/hextwixtpainter.h"
#include "render/rokkaku/rokkakupainter.h"

#include <array>
#include <utility>

namespace kibitz {

namespace {

struct Table {
    HexPainter hex;
    TwixtPainter twixt;
    BackgammonPainter backgammon;
    RokkakuPainter rokkaku;
    // The rows: the painter of each family of the registry of games.
    std::array<std::pair<GameFamily, const GamePainter *>, GameFamilyCount> rows{{{GameFamily::Hex, &hex},
                                                                                  {GameFamily::Twixt, &twixt},
                                                                                  {GameFamily::Backgammon, &backgammon},
                                                                                  {GameFamily::Rokkaku, &rokkaku}}};
    std::array<const GamePainter *, GameFamilyCount> byFamily{}; // indexed by GameFamily

    Table()
    {
        for (const auto &[family, painter] : rows)
            byFamily[std::size_t(family)] = painter;
    }
};

} // namespace

const GamePainter *gamePainterFor(GameKind kind)
{
    static const Table table;
    if (std::size_t(kind) >= std::size_t(GameKindCount))
        return nullptr;
    return table.byFamily[std::size_t(gameFamily(kind))];
}

} // namespace kibitz
