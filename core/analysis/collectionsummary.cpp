#include "analysis/collectionsummary.h"

#include "games/backgammon/backgammonreplayer.h"

#include <QCoreApplication>
#include <QStringList>

namespace kibitz {

namespace {

// "Anna – Bruno" when every game has the same two players, else empty.
QString commonPlayers(const Collection &collection)
{
    const GameRecord &first = collection.games.front();
    if (first.player1.isEmpty() && first.player2.isEmpty())
        return QString();
    for (const GameRecord &g : collection.games)
        if (g.player1 != first.player1 || g.player2 != first.player2)
            return QString();
    const QString unknown = QStringLiteral("?");
    return QStringLiteral("%1 \u2013 %2")
        .arg(first.player1.isEmpty() ? unknown : first.player1, first.player2.isEmpty() ? unknown : first.player2);
}

QString boardSizes(const Collection &collection)
{
    const GameRecord &first = collection.games.front();
    for (const GameRecord &g : collection.games)
        if (g.columns != first.columns || g.rows != first.rows)
            return QCoreApplication::translate("CollectionSummary", "several board sizes");
    return QStringLiteral("%1\u00d7%2").arg(first.columns).arg(first.rows);
}

} // namespace

QString gameKindText(GameKind kind)
{
    switch (kind) {
    case GameKind::Hex:
        return QCoreApplication::translate("CollectionSummary", "Hex");
    case GameKind::Twixt:
        return QCoreApplication::translate("CollectionSummary", "Twixt");
    case GameKind::Backgammon:
        return QCoreApplication::translate("CollectionSummary", "backgammon");
    case GameKind::AceyDeucey:
        return QCoreApplication::translate("CollectionSummary", "acey-deucey");
    case GameKind::Tabula:
        return QCoreApplication::translate("CollectionSummary", "tabula");
    case GameKind::Rokkaku:
        break;
    }
    return QCoreApplication::translate("CollectionSummary", "Rokkaku");
}

QString describeCollection(const Collection &collection)
{
    if (collection.games.empty())
        return QCoreApplication::translate("CollectionSummary", "no games");
    const GameRecord &first = collection.games.front();
    const int count = int(collection.games.size());
    QStringList parts;
    if (first.kind == GameKind::Rokkaku) {
        if (collection.tournament) {
            const int teams = int(collection.tournament->teams.size());
            const int rounds = collection.tournament->rounds;
            parts << QCoreApplication::translate("CollectionSummary", "Rokkaku tournament")
                  << QCoreApplication::translate("CollectionSummary", "%Ln team(s)", nullptr, teams)
                  << QCoreApplication::translate("CollectionSummary", "%Ln round(s)", nullptr, rounds);
        } else {
            parts << gameKindText(first.kind)
                  << QCoreApplication::translate("CollectionSummary", "%Ln game(s)", nullptr, count);
        }
        return parts.join(QStringLiteral(", "));
    }
    if (isBackgammonKind(first.kind)) {
        const int length = backgammonGameInfo(first).matchLength;
        bool oneMatch = length > 1;
        for (const GameRecord &g : collection.games)
            oneMatch = oneMatch && g.kind == first.kind && backgammonGameInfo(g).matchLength == length;
        //: %1 is the game ("backgammon", "acey-deucey", "tabula"), %Ln the points the match is played to
        parts << (oneMatch ? QCoreApplication::translate("CollectionSummary", "%1 match to %Ln", nullptr, length)
                                 .arg(gameKindText(first.kind))
                           : gameKindText(first.kind))
              << QCoreApplication::translate("CollectionSummary", "%Ln game(s)", nullptr, count);
        if (const QString players = commonPlayers(collection); !players.isEmpty())
            parts << players;
        return parts.join(QStringLiteral(", "));
    }
    // Hex and Twixt: one game names its players; a collection says how many.
    parts << gameKindText(first.kind);
    if (count > 1)
        parts << QCoreApplication::translate("CollectionSummary", "%Ln game(s)", nullptr, count);
    parts << boardSizes(collection);
    if (count == 1) {
        if (const QString players = commonPlayers(collection); !players.isEmpty())
            parts << players;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace kibitz
