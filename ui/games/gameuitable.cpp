#include "games/gameuitable.h"

#include "games/backgammon/backgammongameui.h"
#include "games/hextwixt/hextwixtgameui.h"
#include "games/rokkaku/rokkakugameui.h"

namespace kibitz {

const GameUi &gameUiFor(GameKind kind)
{
    static const HexTwixtGameUi hex(GameKind::Hex);
    static const HexTwixtGameUi twixt(GameKind::Twixt);
    static const BackgammonGameUi backgammon;
    static const RokkakuGameUi rokkaku;
    switch (kind) {
    case GameKind::Hex: return hex;
    case GameKind::Twixt: return twixt;
    case GameKind::Backgammon:
    case GameKind::AceyDeucey:
    case GameKind::Tabula: return backgammon;
    case GameKind::Rokkaku: return rokkaku;
    }
    return hex;
}

} // namespace kibitz
