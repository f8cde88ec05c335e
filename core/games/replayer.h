#pragma once

// Replayer: a game's position, advanced one tree move at a time. Hides which
// game is played from the code that walks trees (position cache, `check`,
// `positions`, views).

#include "record/gamerecord.h"

#include <QByteArrayView>
#include <QString>

#include <memory>

namespace kibitz {

class Replayer {
public:
    virtual ~Replayer() = default;
    // The starting position of this game (board size, rules from the record);
    // null for games that have no replayer.
    static std::unique_ptr<Replayer> forGame(const GameRecord &game);

    virtual std::unique_ptr<Replayer> clone() const = 0;
    // Applies a node's move. Returns why it is illegal (empty when it is
    // legal); the position is then unchanged.
    virtual QString apply(std::uint8_t tag, QByteArrayView data) = 0;
    // Which part of the move the last apply() refused is at fault, so that
    // an error can point at its token: -1 the move as a whole, otherwise
    // the game's own numbering (backgammon: BgPart or a checker move index).
    virtual int failedPart() const { return -1; }
    // The `kibitz-cli positions` text of the position.
    virtual QString positionText() const = 0;
    // 0 while nobody has won, else the winning player.
    virtual int winner() const = 0;
    // The player to move next (1 or 2).
    virtual int toMove() const = 0;
    // The move in the game's own notation ("e5", "swap-pieces", "-J4' K4").
    virtual QString moveText(std::uint8_t tag, QByteArrayView data) const = 0;
    // The move as players write it, seen from this position (the one it is
    // played from): backgammon numbers points from the mover's side and marks
    // hits ("5-3: 13/8 24/21*"). By default the same as moveText.
    virtual QString moveNotation(std::uint8_t tag, QByteArrayView data) const { return moveText(tag, data); }
    // Whether moveNotation depends on the position it is asked of (else the
    // starting position will do for every move).
    virtual bool notationDependsOnPosition() const { return false; }
    // The same for one move: a game whose notation depends on the position
    // for some moves only (Twixt's long moves) says so per move.
    virtual bool notationDependsOnPosition(std::uint8_t, QByteArrayView) const { return notationDependsOnPosition(); }
    // Who made a move: the player (1 or 2) the move records, 0 when it names
    // none. Needs no position: any replayer of the game answers for any of
    // its moves (the game tree panel colours its nodes by it).
    virtual int moverOf(std::uint8_t tag, QByteArrayView data) const;
    // A hash that is the same for equal positions whatever the move order
    // (the opening explorer's transpositions, core/analysis/explorer.h). By
    // default a hash of positionText(); games with a compact board override it.
    virtual std::uint64_t positionHash() const;
    // Roughly what a copy of the position occupies, for the position cache.
    virtual std::size_t memorySize() const = 0;
};

// The starting positions of Hex and Twixt (their rows in the registry of
// games, gameregistry.h): the board size and rules of the record, and the
// set-up stones its root holds.
std::unique_ptr<Replayer> hexReplayer(const GameRecord &game);
std::unique_ptr<Replayer> twixtReplayer(const GameRecord &game);

// Positions of any node, computed by replaying from the nearest cached
// snapshot. Snapshots are kept every `spacing` moves along the paths asked for
// (more sparsely for big boards, where copying a snapshot costs more than
// replaying a few hundred moves), so jumping anywhere in a 60 000-move game
// replays a bounded number of moves once the line has been visited. Node ids never change meaning (GameTree keeps
// detached nodes), so edits do not invalidate the cache.
class PositionCache {
public:
    explicit PositionCache(const GameRecord &game, int spacing = 64);
    // The position after `node`'s move. When a move on the path is illegal the
    // position stops before it and `error` (if given) says which and why.
    const Replayer *at(NodeId node, QString *error = nullptr, NodeId *failedAt = nullptr);
    void clear();

private:
    const GameRecord &m_game;
    int m_spacing;
    std::vector<std::unique_ptr<Replayer>> m_snapshots; // indexed by NodeId, sparse
    std::unique_ptr<Replayer> m_current;
    std::size_t m_snapshotCount = 0;
};

} // namespace kibitz
