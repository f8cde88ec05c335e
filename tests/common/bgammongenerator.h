#pragma once

// Generates legal bgammon.org games and matches for tests and benchmarks:
// random checker moves until no die can be played, occasional doubles
// (accepted or declined) and resignations, acey-deucey's 1-2 followed by a
// chosen double and another roll (each a line of its own), tabula's three dice.

#include "games/backgammon/backgammonreplayer.h"

#include <QRandomGenerator>

#include <algorithm>

namespace kibitz::test {

struct BgGeneratorOptions {
    BgVariant variant = BgVariant::Backgammon;
    double doubleChance = 0.04; // per turn, when the player may double
    double takeChance = 0.75;
    double resignChance = 0.0; // per turn
    int maxEvents = 3000;
};

// Appends the events of one game to `game` (whose kind, players and match
// info are set) and fills in winner and points.
inline void generateBgGame(GameRecord &game, QRandomGenerator &rng, const BgGeneratorOptions &options)
{
    BackgammonPosition position = backgammonStart(game);
    BgGameInfo info = backgammonGameInfo(game);
    NodeId last = game.tree.root();
    auto append = [&](const BackgammonEvent &e) {
        const QString why = position.apply(e);
        Q_ASSERT_X(why.isEmpty(), "generateBgGame", qPrintable(why));
        last = game.tree.appendChildAfter(last, NoNode, backgammonEventTag(e), encodeBackgammonEvent(e));
    };
    // No doubling in the Crawford game (gnubg refuses it); after it, doubling is legal again.
    const bool crawfordish = info.matchLength > 1 && !info.postCrawford
                          && (info.score1 >= info.matchLength - 1 || info.score2 >= info.matchLength - 1);
    bool choose = false; // the next roll is acey-deucey's chosen double
    for (int n = 0; n < options.maxEvents && !position.isOver(); ++n) {
        const int player = position.toAct() == 0 ? 1 + int(rng.bounded(2)) : position.toAct();
        if (position.toAct() != 0 && !choose && rng.generateDouble() < options.resignChance) {
            BackgammonEvent e;
            e.kind = BackgammonEvent::Kind::Terminate;
            e.player = player;
            append(e);
            break;
        }
        if (options.variant == BgVariant::Backgammon && position.toAct() != 0 && !crawfordish && !choose
            && (position.cubeOwner() == 0 || position.cubeOwner() == player) && position.cubeValue() < 64
            && rng.generateDouble() < options.doubleChance) {
            BackgammonEvent e;
            e.kind = BackgammonEvent::Kind::Double;
            e.player = player;
            e.cubeValue = position.cubeValue() * 2;
            e.accepted = rng.generateDouble() < options.takeChance;
            append(e);
            if (!e.accepted)
                break;
        }
        BackgammonEvent e;
        e.player = player;
        const bool opening = position.toAct() == 0;
        // Tabula rolls three dice, the opening too; the variants' opening is
        // rolled anew for the opener, so only backgammon's has no double.
        e.diceCount = options.variant == BgVariant::Tabula ? 3 : 2;
        for (int i = 0; i < e.diceCount; ++i)
            e.dice[std::size_t(i)] = 1 + int(rng.bounded(6));
        if (opening && options.variant == BgVariant::Backgammon)
            while (e.dice[0] == e.dice[1])
                e.dice[1] = 1 + int(rng.bounded(6));
        // Highest first, as the server writes them (three compare-swaps; std::sort
        // on a two- or three-element range makes GCC 12 warn about bounds).
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i + 1 < e.diceCount; ++i) {
                if (e.dice[std::size_t(i)] < e.dice[std::size_t(i + 1)])
                    std::swap(e.dice[std::size_t(i)], e.dice[std::size_t(i + 1)]);
            }
        }
        if (choose) {
            e.dice[0] = e.dice[1] = 1 + int(rng.bounded(6));
            choose = false;
        }
        std::vector<int> dice(e.dice.begin(), e.dice.begin() + e.diceCount);
        const bool aceyDeucey = options.variant == BgVariant::AceyDeucey && e.dice[0] == 2 && e.dice[1] == 1;
        if (options.variant != BgVariant::Tabula && e.dice[0] == e.dice[1])
            dice.assign(4, e.dice[0]);
        BackgammonPosition scratch = position;
        for (;;) {
            const std::vector<BgMove> moves = scratch.legalSingleMoves(player, dice);
            if (moves.empty() || scratch.borneOff(player) == BackgammonPosition::Checkers)
                break;
            const BgMove m = moves[rng.bounded(quint32(moves.size()))];
            scratch.playChecker(player, m, dice);
            e.moves.push_back(m);
        }
        append(e);
        choose = aceyDeucey && e.moves.size() == 2 && !position.isOver();
    }
    info.winner = position.winner();
    // What the server counts for every ending, a resignation or a drop too.
    info.points = position.winPoints(info.winner);
    setBackgammonGameInfo(game, info);
    game.result = info.winner ? QStringLiteral("%1+%2").arg(info.winner).arg(info.points) : QString();
}

// A match of `length` points (or `games` games when length is 0: each a
// one-point match of its own) between two named players.
inline Collection generateBgMatch(quint32 seed, int length, int games, const BgGeneratorOptions &options)
{
    QRandomGenerator rng(seed);
    Collection c;
    int score1 = 0;
    int score2 = 0;
    for (int i = 0; length > 0 ? (score1 < length && score2 < length) : i < games; ++i) {
        c.games.emplace_back();
        GameRecord &g = c.games.back();
        g.kind = backgammonKind(options.variant);
        g.columns = 12;
        g.rows = 2;
        g.player1 = QStringLiteral("alice");
        g.player2 = QStringLiteral("bob");
        BgGameInfo info;
        info.timestamp = 1702738670 + i * 600;
        info.matchLength = length > 0 ? length : 1;
        info.score1 = length > 0 ? score1 : 0;
        info.score2 = length > 0 ? score2 : 0;
        setBackgammonGameInfo(g, info);
        markPostCrawford(c);
        generateBgGame(g, rng, options);
        const BgGameInfo done = backgammonGameInfo(g);
        BackgammonPosition end = backgammonStart(g);
        for (NodeId id = g.tree.mainChild(g.tree.root()); id != NoNode; id = g.tree.mainChild(id))
            end.apply(*decodeBackgammonEvent(g.tree.moveTag(id), g.tree.moveData(id)));
        const int won = done.points * end.cubeValue();
        (done.winner == 1 ? score1 : score2) += won;
    }
    return c;
}

} // namespace kibitz::test
