#include "games/gameuitable.h"

#include "games/backgammon/backgammongameui.h"
#include "games/hextwixt/hextwixtgameui.h"
#include "games/rokkaku/rokkakugameui.h"

namespace kibitz {

namespace {

// Made on first use, so that the table can be asked from anywhere.
struct Table {
    HexTwixtGameUi hex{GameKind::Hex};
    HexTwixtGameUi twixt{GameKind::Twixt};
    BackgammonGameUi backgammon;
    RokkakuGameUi rokkaku;
    std::vector<const GameUi *> all{&hex, &twixt, &backgammon, &rokkaku};
};

const Table &table()
{
    static const Table t;
    return t;
}

} // namespace

const GameUi &gameUiFor(GameKind kind)
{
    const Table &t = table();
    switch (kind) {
    case GameKind::Hex:
        return t.hex;
    case GameKind::Twixt:
        return t.twixt;
    case GameKind::Backgammon:
    case GameKind::AceyDeucey:
    case GameKind::Tabula:
        return t.backgammon;
    case GameKind::Rokkaku:
        return t.rokkaku;
    }
    return t.hex;
}

const std::vector<const GameUi *> &gameUis()
{
    return table().all;
}

const GameUi &gameUiForColours(ColourGroup group)
{
    for (const GameUi *ui : gameUis())
        if (ui->colourGroup() == group)
            return *ui;
    return table().hex;
}

} // namespace kibitz
