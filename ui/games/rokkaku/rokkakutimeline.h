#pragma once

// RokkakuTimeline: what the Rokkaku view shows besides the field, computed
// once from the whole log: for every game its teams, round, and how many
// hexels each of its four teams owns after every turn of its main line; from
// these the tournament standings at any moment of the replay, scored as the
// official runtime scores them (rokkakutournament.h: points, ratio sum, area
// sum; a game counts once it is finished: every game before the shown one,
// and the shown one at its last turn, as the official visualizer ranks), the
// points the shown game would give if it ended at the current turn (shown
// apart, as projected), and the recomputed final totals that the log's final results are checked
// against. QtCore only; the view owns one per document.

#include "games/rokkaku/rokkakutournament.h"
#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <vector>

namespace kibitz {

class RokkakuTimeline {
    Q_DECLARE_TR_FUNCTIONS(RokkakuTimeline)

public:
    struct Game {
        std::array<int, 4> teams{-1, -1, -1, -1}; // tournament team numbers; -1 without a set-up
        int round = 0; // 0-based
        int indexInRound = 0; // 0-based
        int maxTurns = 0;
        int width = 0;
        int height = 0;
        // owned[k]: hexels each game team owns after k turns of the main line
        // (owned[0] is the set-up: each samurai's starting hexel). Stops before a turn that cannot
        // be replayed.
        std::vector<std::array<int, 4>> owned;
        int turns = 0; // main-line turns in the record
        bool occupation = false; // the last turn records a continental occupation
        QString problem; // why turn `problemTurn` cannot be replayed; empty when all can
        int problemTurn = -1;
        bool hasSetup() const { return teams[0] >= 0; }
        // Whether the game is over after `turn` turns: at its last turn on record.
        bool finishedAt(int turn) const { return turn >= turns; }
        // Owned counts after `turn` turns (clamped to what could be replayed).
        std::array<int, 4> ownedAt(int turn) const;
        const std::array<int, 4> & final() const { return owned.back(); }
    };

    // Result of comparing one written final result with the games.
    struct ResultCheck {
        TournamentInfo::Result written;
        int recomputedRank = 0;
        qint64 recomputedScore = 0;
        bool scoreDiffers = false;
        bool rankDiffers = false; // only when the log writes ranks
        bool knownTeam = true;
        bool disagrees() const { return scoreDiffers || rankDiffers || !knownTeam; }
    };

    RokkakuTimeline() = default;
    explicit RokkakuTimeline(const Collection &collection) { build(collection); }

    void build(const Collection &collection);
    // Replays one game again (after an edit) and updates the sums.
    void rebuildGame(const Collection &collection, int game);

    int teamCount() const { return int(m_teamNames.size()); }
    const QStringList &teamNames() const { return m_teamNames; }
    QString teamName(int team) const;
    int gameCount() const { return int(m_games.size()); }
    const Game &game(int index) const { return m_games[std::size_t(index)]; }
    int rounds() const { return m_rounds; }
    int gamesPerRound() const { return m_gamesPerRound; }

    // Every tournament team's points, ratio sum and area sum (by team
    // number) counting the finished games: those before `game` whole, and
    // `game` itself only when it is finished after `turn` turns.
    std::vector<RokkakuStanding> totalsAt(int game, int turn) const;
    // The game points each of `game`'s four teams (in game order) would get
    // if it ended after `turn` turns: its projected points.
    std::array<int, 4> projectedPointsAt(int game, int turn) const;
    // Their points alone.
    std::vector<qint64> scoresAt(int game, int turn) const;
    // The same, ranked (rokkakuAhead; ties share a rank: 1, 2, 2, 4), by rank then team.
    std::vector<RokkakuStanding> standingsAt(int game, int turn) const;
    // Every game counted whole.
    std::vector<RokkakuStanding> finalStandings() const;
    static std::vector<RokkakuStanding> rank(std::vector<RokkakuStanding> standings);

    // The log's final results, each compared with the recomputed totals (in
    // the order the log writes them); empty when the log has none.
    std::vector<ResultCheck> checkResults() const;
    int disagreements() const;

private:
    void replayGame(const GameRecord &record, Game &game) const;
    static void addGame(const Game &game, const std::array<int, 4> &owned, std::vector<RokkakuStanding> &totals);
    void sum();

    QStringList m_teamNames;
    int m_rounds = 0;
    int m_gamesPerRound = 0;
    std::vector<TournamentInfo::Result> m_results;
    std::vector<Game> m_games;
    // m_before[g * teams + t]: team t's totals from the games before game g;
    // one more row for the whole tournament.
    std::vector<RokkakuStanding> m_before;
};

} // namespace kibitz
