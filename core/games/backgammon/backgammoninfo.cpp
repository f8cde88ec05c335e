#include "games/backgammon/backgammoninfo.h"

#include "games/backgammon/backgammonreplayer.h"
#include "record/collectionsummary.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimeZone>

namespace kibitz {

void addBackgammonGameJson(const Collection &, const GameRecord &game, QJsonObject &object)
{
    const BgGameInfo match = backgammonGameInfo(game);
    object[QStringLiteral("matchLength")] = match.matchLength;
    object[QStringLiteral("score")] = QJsonArray{match.score1, match.score2};
}

GameListing backgammonListing(const Collection *, const GameRecord &game, int)
{
    const BgGameInfo info = backgammonGameInfo(game);
    GameListing listing;
    listing.sides = {game.player1, game.player2};
    //: the score before the game, and the points the match is played to
    listing.event = info.matchLength > 1
                      ? QCoreApplication::translate("GameList", "%1-%2 of %3")
                            .arg(info.score1)
                            .arg(info.score2)
                            .arg(info.matchLength)
                      : QCoreApplication::translate("GameList", "%1-%2").arg(info.score1).arg(info.score2);
    if (info.timestamp > 0)
        listing.date = QDateTime::fromSecsSinceEpoch(info.timestamp, QTimeZone::utc()).toString(Qt::ISODate).left(10);
    listing.result = backgammonResultText(game);
    listing.winner = info.winner == 1 || info.winner == 2 ? info.winner : 0;
    return listing;
}

void summarizeBackgammon(const Collection &collection, CollectionSummary &summary)
{
    const GameRecord &first = collection.games.front();
    const int length = backgammonGameInfo(first).matchLength;
    bool oneMatch = length > 1;
    for (const GameRecord &g : collection.games)
        oneMatch = oneMatch && g.kind == first.kind && backgammonGameInfo(g).matchLength == length;
    summary.matchLength = oneMatch ? length : 0;
}

QStringList describeBackgammon(const CollectionSummary &summary, const QString &players)
{
    QStringList parts;
    //: %1 is the game ("backgammon", "acey-deucey", "tabula"), %Ln the points the match is played to
    parts << (summary.matchLength > 0
                  ? QCoreApplication::translate("CollectionSummary", "%1 match to %Ln", nullptr, summary.matchLength)
                        .arg(gameKindText(summary.kind))
                  : gameKindText(summary.kind))
          << QCoreApplication::translate("CollectionSummary", "%Ln game(s)", nullptr, summary.games);
    if (!players.isEmpty())
        parts << players;
    return parts;
}

QString backgammonResultText(const GameRecord &game)
{
    const BgGameInfo info = backgammonGameInfo(game);
    if (info.winner != 1 && info.winner != 2)
        return QCoreApplication::translate("GameList", "Not finished");
    const QString &name = info.winner == 1 ? game.player1 : game.player2;
    const QString winner = !name.isEmpty()  ? name
                         : info.winner == 1 ? QCoreApplication::translate("GameList", "Player 1")
                                            : QCoreApplication::translate("GameList", "Player 2");
    if (info.abandoned)
        //: %1 is the winner's name; the loser left the game and nobody scored
        return QCoreApplication::translate("GameList", "%1 wins, the game was abandoned").arg(winner);
    //: %1 is the winner's name; %n the points won
    return QCoreApplication::translate("GameList", "%1 wins %n point(s)", nullptr, backgammonPointsWon(game))
        .arg(winner);
}

} // namespace kibitz
