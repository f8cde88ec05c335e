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

QString BackgammonGameUi::colourGroupName() const
{
    return tr("Backgammon");
}

std::vector<ColourRow> BackgammonGameUi::colourRows() const
{
    return {{ColourRole::Board, tr("Board:")},
            {ColourRole::Player1, tr("Player 1:")},
            {ColourRole::Player2, tr("Player 2:")}};
}

GameListColumns BackgammonGameUi::gameListColumns() const
{
    return {tr("Players"), tr("Score"), tr("The score before the game"), tr("Events")};
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
