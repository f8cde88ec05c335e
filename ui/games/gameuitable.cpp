#include "games/gameuitable.h"

#include "common/documentview.h"
#include "document/gamedocument.h"
#include "games/backgammon/backgammongameui.h"
#include "games/hextwixt/hextwixtgameui.h"
#include "games/rokkaku/rokkakugameui.h"

#include <QLocale>

#include <array>
#include <utility>

namespace kibitz {

namespace {

// Made on first use, so that the table can be asked from anywhere.
struct Table {
    HexTwixtGameUi hex{GameKind::Hex};
    HexTwixtGameUi twixt{GameKind::Twixt};
    BackgammonGameUi backgammon;
    RokkakuGameUi rokkaku;
    // The rows: the GameUi of each family of the registry of games.
    std::array<std::pair<GameFamily, const GameUi *>, GameFamilyCount> rows{{{GameFamily::Hex, &hex},
                                                                             {GameFamily::Twixt, &twixt},
                                                                             {GameFamily::Backgammon, &backgammon},
                                                                             {GameFamily::Rokkaku, &rokkaku}}};
    std::array<const GameUi *, GameFamilyCount> byFamily{}; // indexed by GameFamily
    std::vector<const GameUi *> all;

    Table()
    {
        for (const auto &[family, ui] : rows) {
            byFamily[std::size_t(family)] = ui;
            all.push_back(ui);
        }
    }
};

const Table &table()
{
    static const Table t;
    return t;
}

} // namespace

const GameUi *gameUiRowFor(GameFamily family)
{
    const std::size_t i = std::size_t(family);
    return i < table().byFamily.size() ? table().byFamily[i] : nullptr;
}

const GameUi &gameUiForFamily(GameFamily family)
{
    const GameUi *ui = gameUiRowFor(family);
    return ui ? *ui : table().hex;
}

const GameUi &gameUiFor(GameKind kind)
{
    return gameUiForFamily(gameFamily(kind));
}

const std::vector<const GameUi *> &gameUis()
{
    return table().all;
}

QString familiesThat(bool (GameUi::*can)() const)
{
    std::vector<GameFamily> families;
    for (const auto &[family, ui] : table().rows)
        if ((ui->*can)())
            families.push_back(family);
    return familyList(families);
}

DocumentView *createDocumentView(GameDocument *document)
{
    DocumentView *view = gameUiFor(document->game()).createView(document);
    document->setParent(view); // the tab owns its document
    return view;
}

} // namespace kibitz
