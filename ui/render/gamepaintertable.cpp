#include "render/gamepaintertable.h"

#include "render/backgammon/backgammonpainter.h"
#include "render/hextwixt/hextwixtpainter.h"
#include "render/rokkaku/rokkakupainter.h"

namespace kibitz {

const GamePainter *gamePainterFor(GameKind kind)
{
    static const HexPainter hex;
    static const TwixtPainter twixt;
    static const BackgammonPainter backgammon;
    static const RokkakuPainter rokkaku;
    switch (kind) {
    case GameKind::Hex:
        return &hex;
    case GameKind::Twixt:
        return &twixt;
    case GameKind::Backgammon:
    case GameKind::AceyDeucey:
    case GameKind::Tabula:
        return &backgammon;
    case GameKind::Rokkaku:
        return &rokkaku;
    }
    return nullptr;
}

} // namespace kibitz
