#pragma once

// The one registry of games: a row per GameKind that says everything shared
// code asks of a game (its names, its family, whether it is played with dice,
// which set-up its records hold, how its result names the winner, how the
// opening explorer keys its positions, and how its positions are replayed).
// Shared code reads the row instead of asking which game it is; the UI's
// tables (ui/games/gameuitable.cpp, ui/render/gamepaintertable.cpp) build on
// the row's family. Adding a game adds its folders and one row here
// (gameregistry.cpp).

#include "record/gamerecord.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <memory>
#include <optional>
#include <type_traits>
#include <variant>
#include <vector>

class QJsonObject;

namespace kibitz {

class Replayer;
struct CollectionSummary;

// The families of games: a family shares a board view, a painter, colours
// and a remembered Flip Board, and a collection (one file, or the files of a
// folder) holds games of one family.
enum class GameFamily { Hex, Twixt, Backgammon, Rokkaku };
// How many families there are: GameFamily(0) to GameFamily(GameFamilyCount - 1).
inline constexpr int GameFamilyCount = int(GameFamily::Rokkaku) + 1;

// How a game's recorded result (GameRecord::result) names its winner.
enum class ResultStyle {
    // SGF's "B+R", "W+", Little Golem's bare "B" / "W", or a player's name.
    Colours,
    // Backgammon's "1+2": the winner and the points.
    WinnerAndPoints,
};

// How the opening explorer keys a game's positions.
enum class ExplorerKeying {
    None, // the explorer does not take the game
    BoardSize, // one opening tree per board size
    Kind, // one board per kind: the kind's id names it ("acey-deucey")
};

// The index in GameSetup of the alternative `Setup`.
template <typename Setup, std::size_t I = 0>
constexpr std::size_t setupIndex()
{
    if constexpr (std::is_same_v<std::variant_alternative_t<I, GameSetup>, Setup>)
        return I;
    else
        return setupIndex<Setup, I + 1>();
}

// A game as the Games panel lists it (analysis/gamelist.h), in words: what a
// row's `listing` hook gives.
struct GameListing {
    // The sides' names in game order; an empty name: unnamed (no totals).
    QStringList sides;
    // Empty: none (the list shows the game's name instead of an event).
    QString event, date, result, resultDetail;
    // 1 + the winner's place in `sides`; 0: nobody, or not known.
    int winner = 0;
};

struct GameInfo {
    GameKind kind;
    // The name `kibitz-cli` and its JSON use ("acey-deucey"), gameKindName.
    const char *id;
    // The name people read, untranslated source text (gameKindText
    // translates it, in the context "CollectionSummary" where the
    // catalogues have it).
    const char *name;
    GameFamily family;
    bool dice;
    // Which GameSetup alternative the game's records hold (setupIndex<...>()).
    std::size_t setup;
    ResultStyle result;
    // The player SGF's Black is when the header does not say: Hex's first
    // player, Twixt's second (White moves first, twixt-sgf-ff4.txt); 1 for
    // the games without colours.
    int blackPlayer;
    ExplorerKeying explorer;
    // The starting position of a game of this kind (board size, rules and
    // set-up from the record).
    std::unique_ptr<Replayer> (*replayer)(const GameRecord &game);
    // The names of the game's sides as `kibitz-cli info` lists them (the
    // four teams of Rokkaku); null: its two players.
    QStringList (*sideNames)(const Collection &collection, const GameRecord &game);
    // What `kibitz-cli info --json` adds to the game's object (DESIGN.md):
    // backgammon its match, Rokkaku its teams; null: nothing.
    void (*addInfoJson)(const Collection &collection, const GameRecord &game, QJsonObject &object);
    // The game as the Games panel lists it, the `index`th of `collection`
    // (null when it is listed alone); null: by its SGF header, as Hex and
    // Twixt are (the players, EV and RO, DT, RE).
    GameListing (*listing)(const Collection *collection, const GameRecord &game, int index);
    // What a collection whose first game is of this kind adds to its summary
    // (analysis/collectionsummary.h): backgammon its one match, Rokkaku its
    // tournament; null: nothing.
    void (*summarize)(const Collection &collection, CollectionSummary &summary);
    // The summary's words, translated, given the players' "Anna – Bruno"
    // (empty when the games have no two same players); null: those of the
    // board games ("Hex, 12 games, 13×13").
    QStringList (*describe)(const CollectionSummary &summary, const QString &players);
};

struct GameFamilyInfo {
    GameFamily family;
    // The family's settings key ("backgammon"): its colours and its
    // remembered Flip Board are kept under it.
    const char *id;
    // The kind whose name names the family ("backgammon" for its variants).
    GameKind namedBy;
};

const GameInfo &gameInfo(GameKind kind);
const GameFamilyInfo &familyInfo(GameFamily family);

inline GameFamily gameFamily(GameKind kind)
{
    return gameInfo(kind).family;
}

// The names used by `kibitz-cli info --json` (DESIGN.md).
QString gameKindName(GameKind kind);
// The kind of that name, nullopt when none has it.
std::optional<GameKind> gameKindNamed(const QString &id);
// The game's name in words ("Hex", "Twixt", "backgammon", "acey-deucey",
// "tabula", "Rokkaku"), translated.
QString gameKindText(GameKind kind);
// The family's name in words, translated: its naming kind's.
QString gameFamilyText(GameFamily family);

// The families of which some kind's row has `has`, in GameFamily's order
// (what a message names when the game at hand lacks it).
std::vector<GameFamily> familiesWhere(bool (*has)(const GameInfo &row));
// Families named in words as a list in the current language ("Hex, Twixt,
// and backgammon"): what a message says of the games that can do something,
// and what the program's description says it reads.
QString familyList(const std::vector<GameFamily> &families);
// Every row (familiesWhere(everyGame): all families).
inline bool everyGame(const GameInfo &)
{
    return true;
}
// Whether the opening explorer takes games of the row's kind.
inline bool explored(const GameInfo &row)
{
    return row.explorer != ExplorerKeying::None;
}

// The winner by a game's recorded result (GameRecord::result): 1 or 2, 0 when
// the result is unknown, a draw, or names nobody. Read as the formats write
// it (the row's ResultStyle): backgammon "1+2"; SGF "B+", "W+R" (Black is the
// row's blackPlayer); Little Golem's bare "B" / "W" (its colour letters run
// the other way: W is player 1, who moves first); or a player's name.
int recordedWinner(const GameRecord &game);

} // namespace kibitz
