#pragma once

// GameRecord: one game (metadata + variation tree). Collection: what one file
// holds (one or several games). Formats fill these; views and the CLI read them.

#include "record/bggameinfo.h"
#include "record/rokkakuteamnames.h"
#include "record/twixtsetup.h"
#include "tree/gametree.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <variant>
#include <vector>

namespace kibitz {

enum class GameKind { Hex, Twixt, Backgammon, AceyDeucey, Tabula, Rokkaku };
// How many kinds there are: GameKind(0) to GameKind(GameKindCount - 1).
// What each kind is (its names, family, replayer...) is its row in the
// registry of games, games/gameregistry.h.
inline constexpr int GameKindCount = int(GameKind::Rokkaku) + 1;

// What only one game family's records hold: Twixt's rule set, backgammon's
// match information, Rokkaku's team names (which one a kind holds is its row's
// `setup`, gameregistry.h). Hex holds nothing (std::monostate).
using GameSetup = std::variant<std::monostate, TwixtSetup, BgGameInfo, RokkakuTeamNames>;

struct GameRecord {
    GameKind kind = GameKind::Hex;
    int columns = 11;
    int rows = 11;
    QString player1; // moves first: Hex vertical, Twixt vertical (SGF White)
    QString player2;
    QString name;
    QString result; // empty: unknown
    GameSetup setup; // the family's own fields (setupOf, setupFor below)
    // Header properties a format keeps so that it writes them back verbatim
    // (Jgame: every header key in file order, raw value bytes; SGF: root
    // properties the program does not interpret).
    std::vector<RawProperty> header;
    QByteArray headerFormat; // which format wrote `header` ("jgame", "sgf")
    // Byte offset in the source of each node's move, indexed by NodeId; only
    // filled when a reader is asked for locations (for `check`).
    std::vector<qint64> nodeOffsets;
    GameTree tree;
    // Where the game's whole game tree stands in the input, from its '(' to
    // after its ')', when a reader asked for headers only left it unread
    // (ReadOptions::headersOnly): `tree` then holds the root alone. Offset
    // -1 when the tree was read.
    struct Span {
        qint64 offset = -1;
        qint64 length = 0;
    } unreadTree;
};

// The family setup `game` holds, or a default one when it holds another (or
// none): setupOf<TwixtSetup>(game).rules is Standard for a game that never
// named its rules.
template <typename Setup>
Setup setupOf(const GameRecord &game)
{
    const Setup *setup = std::get_if<Setup>(&game.setup);
    return setup ? *setup : Setup();
}

// The family setup of `game` to change, made (default) when it holds another.
template <typename Setup>
Setup &setupFor(GameRecord &game)
{
    if (!std::holds_alternative<Setup>(game.setup))
        game.setup = Setup();
    return std::get<Setup>(game.setup);
}

// What a file that holds a whole tournament (a Rokkaku Conquest log) says
// about it besides its games: the teams (numbered from 0 in this order), the
// rounds, and the final results exactly as the file wrote them, which may
// disagree with what the games add up to (`kibitz-cli check` compares them).
struct TournamentInfo {
    struct Result {
        int rank = 0; // 0 when the file lists `team score` without ranks
        int team = 0;
        qint64 score = 0;
        qint64 offset = -1; // where its line starts in the source, -1 unknown
        bool operator==(const Result &o) const { return rank == o.rank && team == o.team && score == o.score; }
    };
    QStringList teams;
    int rounds = 0;
    int gamesPerRound = 0;
    std::vector<Result> results; // in file order
    // Text a format keeps to write the tournament back as it was read
    // (comments, layout); `rawFormat` names the format that wrote it.
    std::vector<RawProperty> raw;
    QByteArray rawFormat;
};

struct Collection {
    std::vector<GameRecord> games;
    std::optional<TournamentInfo> tournament; // files holding a tournament only
    // A collection read from several files (File > Open Folder): the file
    // each game came from, one per game. Empty for a collection of one file.
    QStringList sourceFiles;
};

} // namespace kibitz
