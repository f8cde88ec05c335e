#include "games/backgammon/backgammongameui.h"

#include "analysis/gamelist.h"
#include "document/gamedocument.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/backgammon/backgammonview.h"
#include "render/gamepaintertable.h"

#include <QCoreApplication>

namespace kibitz {

const GamePainter &BackgammonGameUi::painter() const
{
    return *gamePainterFor(GameKind::Backgammon);
}

DocumentView *BackgammonGameUi::createView(GameDocument *document) const
{
    return new BackgammonView(document);
}

GameInfoFields BackgammonGameUi::infoFields() const
{
    // The result follows from the moves and the match; there is no board
    // size or rule set to choose.
    GameInfoFields fields;
    fields.boardSize = false;
    fields.resultFromMoves = true;
    return fields;
}

QString BackgammonGameUi::resultFromMoves(const GameRecord &game) const
{
    // The words the Games panel lists the game with.
    return GameList::backgammonResultText(game);
}

} // namespace kibitz
