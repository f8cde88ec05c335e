#pragma once

// The opening explorer: the moves a collection's games played from the start,
// aggregated into a tree to a chosen depth. Each position has the number of
// games that reached it and the wins of each player by the games' recorded
// results (a game without a result, or drawn, counts in `games` only); each
// move out of a position has the same figures for the games that played it
// there. Moves follow each game's main line.
//
// Without transpositions the tree is a tree of move sequences: a position is
// a move order. With transpositions, move orders that reach the same position
// (same stones or pegs and links, same side to move: Replayer::positionHash)
// are one position, so a position can be reached by several moves; a game
// then stops contributing at its first illegal move, since its position is
// not known after it.
//
// Backgammon games explore like the others: a move is a roll with its play
// ("1 r 3-1 8/5 6/5"), so the moves out of a position are the openings by roll.
// Rokkaku (four teams) is left out: wins of two players do not describe it.
//
// The same moves on boards of other sizes (or in another backgammon variant)
// are other positions: Options::board keeps a tree to the games of one board
// (ExplorerBoard) and counts the others it left out, board by board.
//
// Built once per collection (200 000 games to depth 10 in well under a second,
// tests/bench/bench_collectioninfo.cpp; a builder per part of the collection on
// threads of their own, merged in order, gives the same tree), then asked per
// position; nothing here recurses.

#include "analysis/hashslots.h"
#include "games/gameregistry.h"
#include "record/gamerecord.h"

#include <QByteArrayView>
#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace kibitz {

class Replayer;

// recordedWinner (the winner by a game's recorded result) is the registry's,
// games/gameregistry.h.

// Whether the explorer takes games of this kind (two players, a replayer).
bool explorerSupports(GameKind kind);

// The board a game is played on, as the explorer tells positions apart: the
// game's kind and, for Hex and Twixt, its size (backgammon variants have one
// board each; columns and rows are 0 there).
struct ExplorerBoard {
    GameKind kind = GameKind::Hex;
    int columns = 0;
    int rows = 0;
    bool operator==(const ExplorerBoard &) const = default;
};
ExplorerBoard explorerBoard(const GameRecord &game);
// "11x11" for Hex and Twixt, the variant's name ("acey-deucey") for
// backgammon: how `kibitz-cli explore --board` names a board.
QString explorerBoardName(const ExplorerBoard &board);
// Whether `name` (as --board takes it: "11x11", "11" for a square board, or
// a backgammon variant's name) names `board`.
bool explorerBoardNamed(const ExplorerBoard &board, const QString &name);

struct OpeningStats {
    std::uint32_t games = 0;
    std::array<std::uint32_t, 2> wins{}; // player 1, player 2
    bool operator==(const OpeningStats &) const = default;
};

class OpeningTree {
public:
    struct Options {
        int depth = 10; // moves from the start
        bool transpositions = false; // merge move orders reaching one position
        // Only the games on this board (the others are counted in leftOut());
        // none: every game, whatever its board.
        std::optional<ExplorerBoard> board = std::nullopt;
    };
    // The games of one board left out because Options::board names another.
    struct LeftOut {
        ExplorerBoard board;
        std::size_t games = 0;
    };
    // A move out of a position.
    struct Move {
        std::uint8_t tag = 0;
        QByteArrayView data; // the GameTree move bytes; valid while the tree lives
        OpeningStats stats; // the games that played it from this position
        int position = -1; // the position it reaches
        int edge = -1; // for moveText
    };
    static constexpr int NoPosition = -1;

    OpeningTree();
    ~OpeningTree();
    OpeningTree(OpeningTree &&) noexcept;
    OpeningTree &operator=(OpeningTree &&) noexcept;

    // Every game of a supported kind among `games` (the others are counted
    // in skippedGames()).
    static OpeningTree build(std::span<const GameRecord *const> games, Options options);
    static OpeningTree build(const Collection &collection, Options options);
    // Only the games of `collection` with these indices (0-based), e.g. the
    // rows a filter shows; indices out of range are ignored.
    static OpeningTree build(const Collection &collection, std::span<const int> gameIndices, Options options);

    // Builds a tree game by game (below).
    class Builder;

    const Options &options() const { return m_options; }
    // The games aggregated, and those left out because of their kind.
    std::size_t gameCount() const;
    std::size_t skippedGames() const { return m_skipped; }
    // The games on other boards than Options::board, board by board in the
    // order first met (not in gameCount() nor skippedGames()).
    const std::vector<LeftOut> &leftOut() const { return m_leftOut; }
    std::size_t positionCount() const { return m_positions.size(); }
    std::size_t moveCount() const { return m_edges.size(); }

    int root() const { return 0; }
    const OpeningStats &stats(int position) const;
    // The moves out of a position, most played first (ties: first played first).
    std::vector<Move> moves(int position) const;
    // The position a move leads to from `position`, or NoPosition when no game
    // played it there (within the depth).
    int follow(int position, std::uint8_t tag, QByteArrayView data) const;
    // The position at `node` of a game tree (moves on the path from its root;
    // nodes without a move are passed over), or NoPosition. With
    // transpositions, prefer positionOf: it finds the position whatever the
    // move order.
    int positionAfter(const GameTree &tree, NodeId node) const;
    // With transpositions: the position equal to this one, or NoPosition.
    int positionOf(const Replayer &position) const;
    // The move as `kibitz-cli positions` writes it ("d4", "swap-pieces").
    QString moveText(const Move &move) const;

private:
    struct Position {
        OpeningStats stats;
        std::uint32_t lastGame = 0xffffffffu; // the last game counted (a game counts once)
        std::uint32_t childBegin = 0; // into m_childOrder
        std::uint32_t childEnd = 0;
    };
    struct Edge {
        std::uint32_t from = 0;
        std::uint32_t to = 0;
        std::uint32_t moveOffset = 0; // into m_moveBytes
        std::uint32_t lastGame = 0xffffffffu;
        OpeningStats stats;
        std::uint64_t moveHead = 0; // the move's first 8 bytes: compared without m_moveBytes
        std::uint16_t moveLength = 0;
        std::uint16_t variant = 0; // into m_variants
        std::uint8_t tag = 0;
    };
    Options m_options;
    std::vector<Position> m_positions;
    std::vector<Edge> m_edges;
    std::vector<std::uint32_t> m_childOrder; // edges by position, each position's most played first
    std::vector<char> m_moveBytes;
    std::vector<std::unique_ptr<Replayer>> m_variants; // a starting position per kind and board, for moveText
    // Lookups (HashSlots): positions by their hash (transpositions; each
    // position's hash in m_positionKeys, 0 for the start) and, while
    // building, moves by the hash of their position and bytes.
    std::vector<std::uint64_t> m_positionKeys;
    HashSlots m_positionSlots;
    HashSlots m_edgeSlots;
    std::vector<std::uint64_t> m_startKeys; // the games' starting positions (transpositions)
    std::size_t m_skipped = 0;
    std::vector<LeftOut> m_leftOut;
};

// Builds a tree game by game, so that a caller can spread the work (an
// interface adds a slice of games between events). build() is add() of
// every game, then finish().
class OpeningTree::Builder {
public:
    explicit Builder(Options options);
    ~Builder();
    Builder(Builder &&) noexcept;
    Builder &operator=(Builder &&) noexcept;
    // Room for this many games of `depth` moves, so that adding them never
    // stops to grow a table (an interface adding games in slices would
    // pause for it).
    void reserve(std::size_t games);
    void add(const GameRecord *game); // null or an unsupported kind: skipped
    // Adds the games `other` (made with the same options) was given after
    // those given here, as if add() had been called with them: builders
    // filled with the parts of a collection on threads of their own, merged
    // in the parts' order, give the tree one builder gives (the same
    // positions and moves in the same order). `other` is left empty.
    void merge(Builder &&other);
    std::size_t added() const { return m_added; } // games passed to add()
    OpeningTree finish();

private:
    struct Variant;
    std::uint16_t variantOf(const GameRecord &game);
    std::uint16_t variantIndex(const Variant &variant, std::unique_ptr<Replayer> &start);
    std::uint32_t positionFor(std::uint64_t key);
    void countLeftOut(const ExplorerBoard &board, std::size_t games);
    // Whether `edge` is the move `tag data` from `from` (to `to`, unless NoIndex).
    bool isEdge(std::uint32_t edge, std::uint32_t from, std::uint32_t to, std::uint8_t tag, QByteArrayView data) const;
    // The edge `tag data` from `from` (to `to` with transpositions, else a
    // new position when it is new), created when no game played it yet;
    // `fresh`: `from` has no moves yet, the edge is made without a look.
    std::uint32_t edgeFor(std::uint32_t from, std::uint32_t to, std::uint8_t tag, QByteArrayView data,
                          std::uint64_t hash, std::uint16_t variant, bool fresh);

    OpeningTree m_tree;
    std::vector<Variant> m_variants;
    std::vector<std::uint64_t> m_edgeHashes; // each edge's hash, to grow m_tree.m_edgeSlots
    std::size_t m_positionSlotsUsed = 0;
    std::uint32_t m_gameNumber = 0;
    std::size_t m_added = 0;
};

} // namespace kibitz
