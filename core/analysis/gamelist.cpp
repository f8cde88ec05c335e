#include "analysis/gamelist.h"

#include "games/backgammon/backgammonreplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QDateTime>
#include <QFileInfo>
#include <QStringMatcher>
#include <QTimeZone>

#include <algorithm>
#include <numeric>

namespace kibitz {

namespace {

// An SGF root property's first value as text: escapes removed, trimmed.
QString sgfHeaderText(const GameRecord &game, QByteArrayView key)
{
    if (game.headerFormat != "sgf")
        return QString();
    for (const RawProperty &p : game.header) {
        if (p.key != key || p.values.isEmpty())
            continue;
        const QByteArray &raw = p.values.front();
        QByteArray plain;
        plain.reserve(raw.size());
        for (qsizetype i = 0; i < raw.size(); ++i) {
            if (raw[i] == '\\' && i + 1 < raw.size())
                ++i;
            plain.append(raw[i]);
        }
        return QString::fromUtf8(plain).simplified();
    }
    return QString();
}

QString playerText(const QString &name)
{
    return name.isEmpty() ? QStringLiteral("?") : name;
}

// Which player won by an SGF-style result ("B+R", "W", "W+Time"): 1 or 2,
// 0 when it names no colour. Black is the player the root's PB names; the
// first player of Hex and the second of Twixt when the header does not say.
int colourWinner(const GameRecord &game)
{
    const QString result = game.result.trimmed();
    if (result.isEmpty())
        return 0;
    const QChar colour = result.front().toUpper();
    if ((colour != u'B' && colour != u'W') || (result.size() > 1 && result[1] != u'+'))
        return 0;
    int black = game.kind == GameKind::Twixt ? 2 : 1;
    const QString pb = sgfHeaderText(game, "PB");
    if (!pb.isEmpty() && pb == game.player1 && pb != game.player2)
        black = 1;
    else if (!pb.isEmpty() && pb == game.player2 && pb != game.player1)
        black = 2;
    return colour == u'B' ? black : 3 - black;
}

} // namespace

GameList::GameList(const Collection &collection)
{
    m_hasSources = !collection.sourceFiles.isEmpty();
    m_entries.reserve(collection.games.size());
    for (int g = 0; g < int(collection.games.size()); ++g)
        m_entries.push_back(makeEntry(collection, g));
}

void GameList::update(const Collection &collection, int game)
{
    if (game >= 0 && game < size() && std::size_t(game) < collection.games.size())
        m_entries[std::size_t(game)] = makeEntry(collection, game);
}

int GameList::sideId(const QString &name)
{
    const auto found = m_sideIds.constFind(name);
    if (found != m_sideIds.constEnd())
        return *found;
    const int id = int(m_sideNames.size());
    m_sideNames.push_back(name);
    m_sideIds.insert(name, id);
    return id;
}

QString GameList::backgammonResultText(const GameRecord &game)
{
    const BgGameInfo info = backgammonGameInfo(game);
    if (info.winner != 1 && info.winner != 2)
        return tr("Not finished");
    const QString &name = info.winner == 1 ? game.player1 : game.player2;
    const QString winner = !name.isEmpty() ? name : info.winner == 1 ? tr("Player 1") : tr("Player 2");
    if (info.abandoned)
        //: %1 is the winner's name; the loser left the game and nobody scored
        return tr("%1 wins, the game was abandoned").arg(winner);
    //: %1 is the winner's name; %n the points won
    return tr("%1 wins %n point(s)", nullptr, backgammonPointsWon(game)).arg(winner);
}

QString GameList::resultText(const QString &result)
{
    const QString r = result.trimmed();
    if (r.isEmpty())
        return QString();
    const QString lower = r.toLower();
    if (lower == u"0" || lower == u"draw" || lower == u"d" || lower == u"jigo")
        return tr("draw");
    if (lower == u"void")
        return tr("no result");
    if (r == u"?")
        return tr("unknown");
    const QChar colour = r.front().toUpper();
    if ((colour != u'B' && colour != u'W') || (r.size() > 1 && r[1] != u'+'))
        return r;
    const QString reason = r.mid(2).trimmed().toLower();
    const QString won = QString(colour) + u'+';
    if (reason.isEmpty())
        return won;
    //: %1 is the winner's colour and a plus, as SGF writes it ("B+")
    if (reason == u"r" || reason == u"resign")
        return tr("%1 (resign)").arg(won);
    if (reason == u"t" || reason == u"time")
        return tr("%1 (time)").arg(won);
    if (reason == u"f" || reason == u"forfeit")
        return tr("%1 (forfeit)").arg(won);
    return r; // points, or words of the file's own
}

GameList::Entry GameList::makeEntry(const Collection &collection, int index)
{
    const GameRecord &game = collection.games[std::size_t(index)];
    Entry e;
    const TreeStats stats = game.tree.stats();
    e.length = int(stats.mainLine);
    e.comments = stats.comments > 0;
    e.variations = stats.nodes > stats.mainLine + 1;
    if (m_hasSources && index < collection.sourceFiles.size())
        e.source = collection.sourceFiles[index];

    if (game.kind == GameKind::Rokkaku) {
        const std::vector<int> teams = rokkakuGameTeams(game);
        QStringList names;
        for (std::size_t t = 0; t < teams.size() && t < 4; ++t) {
            const int team = teams[t];
            const QString name = collection.tournament && team >= 0 && team < collection.tournament->teams.size()
                                     ? collection.tournament->teams[team]
                                 : int(t) < game.teamNames.size() ? game.teamNames[int(t)]
                                                                   : tr("team %1").arg(team + 1);
            names << name;
            e.sides[t] = sideId(name);
        }
        e.sideCount = int(names.size());
        e.players = names.join(QStringLiteral(" \u00b7 "));
        const TournamentInfo *info = collection.tournament ? &*collection.tournament : nullptr;
        if (info && info->gamesPerRound > 0)
            e.event = tr("Round %1, game %2").arg(index / info->gamesPerRound + 1).arg(index % info->gamesPerRound + 1);
        else
            e.event = game.name;
        if (e.sideCount == 4) {
            // The hexels each team owns at the end, most first.
            const std::array<int, 4> owned = rokkakuFinalOwned(game);
            std::array<int, 4> order{0, 1, 2, 3};
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return owned[a] > owned[b]; });
            QStringList parts;
            for (int t : order)
                parts << QStringLiteral("%1 %2").arg(names[t]).arg(owned[std::size_t(t)]);
            e.result = parts.join(QStringLiteral(" \u00b7 "));
            e.resultDetail = tr("Hexels each team owns at the end of the game");
            if (owned[std::size_t(order[0])] > owned[std::size_t(order[1])])
                e.winner = order[0] + 1;
        }
    } else {
        // Unnamed players get no totals.
        e.sides[0] = game.player1.isEmpty() ? -1 : sideId(game.player1);
        e.sides[1] = game.player2.isEmpty() ? -1 : sideId(game.player2);
        e.sideCount = 2;
        if (!game.player1.isEmpty() || !game.player2.isEmpty())
            e.players = QStringLiteral("%1 \u2013 %2").arg(playerText(game.player1), playerText(game.player2));
        if (isBackgammonKind(game.kind)) {
            const BgGameInfo info = backgammonGameInfo(game);
            //: the score before the game, and the points the match is played to
            e.event = info.matchLength > 1 ? tr("%1-%2 of %3").arg(info.score1).arg(info.score2).arg(info.matchLength)
                                           : tr("%1-%2").arg(info.score1).arg(info.score2);
            if (info.timestamp > 0)
                e.date = QDateTime::fromSecsSinceEpoch(info.timestamp, QTimeZone::utc()).toString(Qt::ISODate).left(10);
            e.result = backgammonResultText(game);
            e.winner = info.winner == 1 || info.winner == 2 ? info.winner : 0;
        } else {
            const QString event = sgfHeaderText(game, "EV");
            const QString round = sgfHeaderText(game, "RO");
            e.event = event.isEmpty() ? game.name
                      : round.isEmpty()
                          ? event
                          //: an event and its round ("Hex Olympiad, round 3")
                          : tr("%1, round %2").arg(event, round);
            e.date = sgfHeaderText(game, "DT");
            e.result = resultText(game.result);
            e.winner = colourWinner(game);
        }
    }
    e.folded = (e.players + u'\n' + e.event + u'\n' + e.result).toCaseFolded();
    return e;
}

std::vector<int> GameList::filter(const QString &text) const
{
    const QString needle = text.trimmed().toCaseFolded();
    std::vector<int> games;
    games.reserve(m_entries.size());
    if (needle.isEmpty()) {
        games.resize(m_entries.size());
        std::iota(games.begin(), games.end(), 0);
        return games;
    }
    const QStringMatcher matcher(needle, Qt::CaseSensitive);
    for (int g = 0; g < size(); ++g)
        if (matcher.indexIn(m_entries[std::size_t(g)].folded) >= 0)
            games.push_back(g);
    return games;
}

void GameList::sort(std::vector<int> &games, Column column, bool descending) const
{
    const auto key = [this](int g) -> const Entry & { return m_entries[std::size_t(g)]; };
    const auto compare = [&](int a, int b) -> int {
        const Entry &x = key(a);
        const Entry &y = key(b);
        switch (column) {
        case Column::Number:
            return a < b ? -1 : a > b ? 1 : 0;
        case Column::Players:
            return x.players.compare(y.players, Qt::CaseInsensitive);
        case Column::Event:
            return x.event.compare(y.event, Qt::CaseInsensitive);
        case Column::Date:
            return x.date.compare(y.date);
        case Column::Result:
            return x.result.compare(y.result, Qt::CaseInsensitive);
        case Column::Length:
            return x.length - y.length;
        case Column::Notes:
            return (x.comments * 2 + x.variations) - (y.comments * 2 + y.variations);
        case Column::Source:
            return x.source.compare(y.source, Qt::CaseInsensitive);
        }
        return 0;
    };
    if (descending)
        std::stable_sort(games.begin(), games.end(), [&](int a, int b) { return compare(b, a) < 0; });
    else
        std::stable_sort(games.begin(), games.end(), [&](int a, int b) { return compare(a, b) < 0; });
}

std::vector<GameList::PlayerTotals> GameList::totals(const std::vector<int> &games) const
{
    std::vector<PlayerTotals> all(m_sideNames.size());
    for (int g : games) {
        const Entry &e = m_entries[std::size_t(g)];
        for (int s = 0; s < e.sideCount; ++s) {
            if (e.sides[std::size_t(s)] < 0)
                continue;
            PlayerTotals &t = all[std::size_t(e.sides[std::size_t(s)])];
            ++t.games;
            if (e.winner == s + 1)
                ++t.wins;
            else if (e.winner != 0)
                ++t.losses;
        }
    }
    std::vector<PlayerTotals> shown;
    for (std::size_t s = 0; s < all.size(); ++s) {
        if (all[s].games > 0) {
            all[s].side = int(s);
            shown.push_back(all[s]);
        }
    }
    std::stable_sort(shown.begin(), shown.end(),
                     [](const PlayerTotals &a, const PlayerTotals &b) { return a.games > b.games; });
    return shown;
}

QString GameList::text(int game, Column column) const
{
    const Entry &e = entry(game);
    switch (column) {
    case Column::Number:
        return QString::number(game + 1);
    case Column::Players:
        return e.players;
    case Column::Event:
        return e.event;
    case Column::Date:
        return e.date;
    case Column::Result:
        return e.result;
    case Column::Length:
        return QString::number(e.length);
    case Column::Notes: {
        QStringList notes;
        if (e.comments)
            notes << tr("comments");
        if (e.variations)
            notes << tr("variations");
        return notes.join(QStringLiteral(", "));
    }
    case Column::Source:
        return QFileInfo(e.source).fileName();
    }
    return QString();
}

} // namespace kibitz
