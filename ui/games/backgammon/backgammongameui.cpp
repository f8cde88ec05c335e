#include "games/backgammon/backgammongameui.h"

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
    const BgGameInfo info = backgammonGameInfo(game);
    if (info.winner != 1 && info.winner != 2)
        return tr("Not finished");
    const QString &name = info.winner == 1 ? game.player1 : game.player2;
    const QString winner = !name.isEmpty()     ? name
        : info.winner == 1 ? tr("Player 1")
                           : tr("Player 2");
    if (info.abandoned)
        //: %1 is the winner's name; the loser left the game and nobody scored
        return tr("%1 wins, the game was abandoned").arg(winner);
    //: %1 is the winner's name; %n the points won
    return tr("%1 wins %n point(s)", nullptr, backgammonPointsWon(game))
        .arg(winner);
}

} // namespace kibitz
