#pragma once

// GameList: what the Games panel lists of every game of a collection, built
// once when a document opens (a 200 000-game collection in well under a
// second), then filtered, sorted and totalled per player without touching
// the games again.
//
// - players: the two players, or a Rokkaku game's four teams;
// - event: the SGF event (EV, with its round RO) or else the game's name; a
//   backgammon game's score before it ("3-1 of 5"); a Rokkaku game's round;
// - date: as the file writes it (SGF DT), a backgammon game's start (UTC);
// - result in the game's own words: "Bruno wins 2 points", "B+ (resign)", a
//   Rokkaku game's hexels per team at its end, best first;
// - length: moves (events, turns) along the main line; whether the game has
//   comments or variations; the file it came from (Collection::sourceFiles).
//
// The filter matches players, event and result, case-insensitively.

#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace kibitz {

class GameList {
    Q_DECLARE_TR_FUNCTIONS(GameList)

public:
    enum class Column { Number, Players, Event, Date, Result, Length, Notes, Source };

    struct Entry {
        QString players;
        QString event;
        QString date;
        QString result;
        QString resultDetail; // more than the column shows (a tool tip), may be empty
        QString source;       // empty unless the collection came from several files
        // The players (or teams) as indices into sideNames(), and who won:
        // 1 + the winner's place in `sides`, 0 when nobody did or it is not
        // known.
        std::array<int, 4> sides{-1, -1, -1, -1};
        int sideCount = 0;
        int winner = 0;
        int length = 0;
        bool comments = false;
        bool variations = false;
        QString folded; // players, event and result, case-folded, for the filter
    };

    struct PlayerTotals {
        int side = -1; // index into sideNames()
        int games = 0;
        int wins = 0;
        int losses = 0;
    };

    GameList() = default;
    explicit GameList(const Collection &collection);

    int size() const { return int(m_entries.size()); }
    const Entry &entry(int game) const { return m_entries[std::size_t(game)]; }
    const QString &sideName(int side) const { return m_sideNames[std::size_t(side)]; }
    int sideCount() const { return int(m_sideNames.size()); }
    // Whether the games came from several files (the Source column).
    bool hasSources() const { return m_hasSources; }

    // Makes one game's entry again (after its players, result or moves changed).
    void update(const Collection &collection, int game);

    // The games whose players, event or result contain `text` (ignoring case
    // and the spaces around it), in collection order; every game for an
    // empty text.
    std::vector<int> filter(const QString &text) const;
    // Orders games (indices) by a column; equal ones keep their order.
    void sort(std::vector<int> &games, Column column, bool descending) const;
    // Games, wins and losses of every player (team) of `games`, most games first.
    std::vector<PlayerTotals> totals(const std::vector<int> &games) const;

    // A column's text for a game, as the Games panel shows it.
    QString text(int game, Column column) const;

    // A backgammon game's result in words ("Bruno wins 2 points", "Not finished").
    static QString backgammonResultText(const GameRecord &game);
    // A Hex or Twixt result in the game's words: "B+ (resign)", "draw"; text
    // the file writes otherwise as it is.
    static QString resultText(const QString &result);

private:
    Entry makeEntry(const Collection &collection, int game);
    int sideId(const QString &name);

    std::vector<Entry> m_entries;
    std::vector<QString> m_sideNames;
    QHash<QString, int> m_sideIds;
    bool m_hasSources = false;
};

} // namespace kibitz
