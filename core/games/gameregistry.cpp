#include "games/gameregistry.h"

#include "games/backgammon/backgammoninfo.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/replayer.h"
#include "games/rokkaku/rokkakuinfo.h"
#include "games/rokkaku/rokkakureplayer.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>

namespace kibitz {

namespace {

std::unique_ptr<Replayer> rokkakuReplayer(const GameRecord &game)
{
    // The root holds the game's set-up, not a move.
    return RokkakuReplayer::forGame(game);
}

constexpr std::size_t NoSetup = setupIndex<std::monostate>();

// One row per GameKind, in the enum's order (checked below).
constexpr std::array<GameInfo, GameKindCount> games{{
    {GameKind::Hex, "hex", QT_TRANSLATE_NOOP("CollectionSummary", "Hex"), GameFamily::Hex, false, NoSetup,
     ResultStyle::Colours, 1, ExplorerKeying::BoardSize, &hexReplayer, nullptr, nullptr, nullptr, nullptr, nullptr},
    {GameKind::Twixt, "twixt", QT_TRANSLATE_NOOP("CollectionSummary", "Twixt"), GameFamily::Twixt, false,
     setupIndex<TwixtSetup>(), ResultStyle::Colours, 2, ExplorerKeying::BoardSize, &twixtReplayer, nullptr, nullptr,
     nullptr, nullptr, nullptr},
    {GameKind::Backgammon, "backgammon", QT_TRANSLATE_NOOP("CollectionSummary", "backgammon"), GameFamily::Backgammon,
     true, setupIndex<BgGameInfo>(), ResultStyle::WinnerAndPoints, 1, ExplorerKeying::Kind, &makeBackgammonReplayer,
     nullptr, &addBackgammonGameJson, &backgammonListing, &summarizeBackgammon, &describeBackgammon},
    {GameKind::AceyDeucey, "acey-deucey", QT_TRANSLATE_NOOP("CollectionSummary", "acey-deucey"), GameFamily::Backgammon,
     true, setupIndex<BgGameInfo>(), ResultStyle::WinnerAndPoints, 1, ExplorerKeying::Kind, &makeBackgammonReplayer,
     nullptr, &addBackgammonGameJson, &backgammonListing, &summarizeBackgammon, &describeBackgammon},
    {GameKind::Tabula, "tabula", QT_TRANSLATE_NOOP("CollectionSummary", "tabula"), GameFamily::Backgammon, true,
     setupIndex<BgGameInfo>(), ResultStyle::WinnerAndPoints, 1, ExplorerKeying::Kind, &makeBackgammonReplayer, nullptr,
     &addBackgammonGameJson, &backgammonListing, &summarizeBackgammon, &describeBackgammon},
    {GameKind::Rokkaku, "rokkaku", QT_TRANSLATE_NOOP("CollectionSummary", "Rokkaku"), GameFamily::Rokkaku, false,
     setupIndex<RokkakuTeamNames>(), ResultStyle::Colours, 1, ExplorerKeying::None, &rokkakuReplayer, &rokkakuTeamNames,
     &addRokkakuGameJson, &rokkakuListing, &summarizeRokkaku, &describeRokkaku},
}};

// One row per GameFamily, in the enum's order.
constexpr std::array<GameFamilyInfo, GameFamilyCount> families{{
    {GameFamily::Hex, "hex", GameKind::Hex},
    {GameFamily::Twixt, "twixt", GameKind::Twixt},
    {GameFamily::Backgammon, "backgammon", GameKind::Backgammon},
    {GameFamily::Rokkaku, "rokkaku", GameKind::Rokkaku},
}};

constexpr bool rowsInOrder()
{
    for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i].kind != GameKind(i))
            return false;
    for (std::size_t i = 0; i < families.size(); ++i)
        if (families[i].family != GameFamily(i))
            return false;
    return true;
}
static_assert(rowsInOrder(), "one row per GameKind and per GameFamily, in the enums' order");

} // namespace

const GameInfo &gameInfo(GameKind kind)
{
    const std::size_t i = std::size_t(kind);
    // A kind outside the enum (a corrupt value) reads as the first row.
    return i < games.size() ? games[i] : games.front();
}

const GameFamilyInfo &familyInfo(GameFamily family)
{
    const std::size_t i = std::size_t(family);
    return i < families.size() ? families[i] : families.front();
}

QString gameKindName(GameKind kind)
{
    if (std::size_t(kind) >= games.size())
        return QString();
    return QLatin1String(gameInfo(kind).id);
}

std::optional<GameKind> gameKindNamed(const QString &id)
{
    for (const GameInfo &row : games)
        if (id == QLatin1String(row.id))
            return row.kind;
    return std::nullopt;
}

QString gameKindText(GameKind kind)
{
    return QCoreApplication::translate("CollectionSummary", gameInfo(kind).name);
}

QString gameFamilyText(GameFamily family)
{
    return gameKindText(familyInfo(family).namedBy);
}

std::vector<GameFamily> familiesWhere(bool (*has)(const GameInfo &row))
{
    std::vector<GameFamily> families;
    for (const GameInfo &row : games)
        if (has(row) && std::find(families.begin(), families.end(), row.family) == families.end())
            families.push_back(row.family);
    std::sort(families.begin(), families.end());
    return families;
}

QString familyList(const std::vector<GameFamily> &families)
{
    QStringList names;
    for (const GameFamily family : families)
        names.append(gameFamilyText(family));
    return QLocale().createSeparatedList(names);
}

int recordedWinner(const GameRecord &game)
{
    const QString result = game.result.trimmed();
    if (result.isEmpty())
        return 0;
    const GameInfo &row = gameInfo(game.kind);
    if (row.result == ResultStyle::WinnerAndPoints)
        return result.size() >= 2 && result[1] == u'+' && (result[0] == u'1' || result[0] == u'2')
                 ? result[0].digitValue()
                 : 0;
    const QChar colour = result[0].toUpper();
    if (colour == u'B' || colour == u'W') {
        const bool black = colour == u'B';
        if (result.size() == 1) // Little Golem: W moves first
            return black ? 2 : 1;
        if (result[1] == u'+')
            return black ? row.blackPlayer : 3 - row.blackPlayer;
    }
    if (!game.player1.isEmpty() && result == game.player1.trimmed())
        return 1;
    if (!game.player2.isEmpty() && result == game.player2.trimmed())
        return 2;
    return 0;
}

} // namespace kibitz
