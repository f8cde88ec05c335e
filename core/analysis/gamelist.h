#pragma once

// GameList: what the Games panel lists of every game of a collection, built
// once when a document opens, then filtered, sorted and totalled per player
// without touching the games again. Only what the filter and the totals need
// is made for every game up front (players, event, date, result, winner,
// from the games' headers); a game's length and its comments and variations
// marks walk its tree, so they are counted when a row asks for them (and for
// every game when the list is sorted by them). The list refers to the
// collection it was made from, which must outlive it.
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
// The filter matches a player's (team's) name, the event or the result,
// case-insensitively.

#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace kibitz {

// Strings (QString or QByteArray) to ids, for interning the texts of a
// GameList: open addressing with a cheap hash of the bytes, each key's hash
// kept beside it so that a probe compares strings only when the hashes
// agree. A list of 200 000 games looks up several strings per game, and
// QHash's lookups were most of the time spent listing them.
template <typename Key>
class StringIds {
public:
    // The id kept for `key`, null when there is none.
    const int *find(const Key &key) const
    {
        if (m_slots.empty())
            return nullptr;
        const std::uint64_t h = hash(key);
        for (std::size_t s = h & (m_slots.size() - 1);; s = (s + 1) & (m_slots.size() - 1)) {
            const int k = m_slots[s];
            if (k < 0)
                return nullptr;
            if (m_hashes[std::size_t(k)] == h && m_keys[std::size_t(k)] == key)
                return &m_ids[std::size_t(k)];
        }
    }
    // Keeps `id` for a key that has none yet.
    void insert(const Key &key, int id)
    {
        if ((m_keys.size() + 1) * 2 > m_slots.size())
            grow();
        const std::uint64_t h = hash(key);
        m_keys.push_back(key);
        m_ids.push_back(id);
        m_hashes.push_back(h);
        place(int(m_keys.size()) - 1);
    }
    std::size_t size() const { return m_keys.size(); }
    const Key &key(std::size_t i) const { return m_keys[i]; }
    int id(std::size_t i) const { return m_ids[i]; }

private:
    static std::uint64_t hash(const Key &key)
    {
        // FNV-1a over the bytes, folded so that the low bits mix.
        const auto *p = reinterpret_cast<const unsigned char *>(key.constData());
        const std::size_t n = std::size_t(key.size()) * sizeof(*key.constData());
        std::uint64_t h = 14695981039346656037ull;
        for (std::size_t i = 0; i < n; ++i)
            h = (h ^ p[i]) * 1099511628211ull;
        return h ^ (h >> 29);
    }
    void place(int k)
    {
        std::size_t s = m_hashes[std::size_t(k)] & (m_slots.size() - 1);
        while (m_slots[s] >= 0)
            s = (s + 1) & (m_slots.size() - 1);
        m_slots[s] = k;
    }
    void grow()
    {
        m_slots.assign(std::max<std::size_t>(64, m_slots.size() * 2), -1);
        for (std::size_t k = 0; k < m_keys.size(); ++k)
            place(int(k));
    }

    std::vector<Key> m_keys;
    std::vector<int> m_ids;
    std::vector<std::uint64_t> m_hashes;
    std::vector<int> m_slots; // indices into m_keys, -1 free; a power of two
};

class GameList {
    Q_DECLARE_TR_FUNCTIONS(GameList)

public:
    enum class Column { Number, Players, Event, Date, Result, Length, Notes, Source };

    // A game's row. Texts are interned (most games share their event, date
    // and result, and a player plays many games): the entry holds indices,
    // so that building, filtering and sorting touch few strings.
    struct Entry {
        // The players (or teams) as indices into sideNames(), -1 unnamed, and
        // who won: 1 + the winner's place in `sides`, 0 when nobody did or it
        // is not known.
        std::array<int, 4> sides{-1, -1, -1, -1};
        int sideCount = 0;
        int winner = 0;
        QString name; // the game's name: the event when the file names none
        int event = -1; // indices into the texts, -1: none
        int date = -1;
        int result = -1;
        int resultDetail = -1;
        int source = -1;
        // Counted on demand (see entry()).
        int length = 0;
        bool comments = false;
        bool variations = false;
        bool counted = false;
    };

    struct PlayerTotals {
        int side = -1; // index into sideNames()
        int games = 0;
        int wins = 0;
        int losses = 0;
    };

    GameList() = default;
    // With `threads` > 1, a big collection is listed in that many ranges of
    // games on threads, joined in order: the same list as on one thread.
    explicit GameList(const Collection &collection, int threads = 1);

    // Lists the games while a reader hands them over (FormatRow::readEach,
    // each part on a thread of its own), so that the list is ready when the
    // reading is, made from each game while it is fresh in the cache:
    // begin(parts) (again when the reader starts over), add(part, game) on
    // the part's thread in the part's order, then join() with the collection
    // the games were kept in. The same list as GameList(collection).
    class Builder {
    public:
        void begin(int parts);
        void add(int part, const GameRecord &game);
        // Null when `collection` does not hold the games added, or holds what
        // the games alone do not say (the files they came from, a
        // tournament's rounds): the list is then made from the collection.
        std::unique_ptr<GameList> join(const Collection &collection);

    private:
        std::vector<GameList> m_parts;
        std::vector<int> m_counts;
    };

    int size() const { return int(m_entries.size()); }
    // A game's row, its length and notes counted if they were not yet.
    const Entry &entry(int game) const
    {
        Entry &e = m_entries[std::size_t(game)];
        if (!e.counted)
            count(e, game);
        return e;
    }
    // How many games have their length and notes counted so far.
    int countedGames() const;
    const QString &sideName(int side) const { return m_sideNames[std::size_t(side)]; }
    int sideCount() const { return int(m_sideNames.size()); }
    // Whether the games came from several files (the Source column), and
    // whether any game has a date.
    bool hasSources() const { return m_hasSources; }
    bool hasDates() const;
    // More than the result column says (a tool tip), and the game's file
    // (its path); empty when there is none.
    QString resultDetail(int game) const { return textOf(entry(game).resultDetail); }
    QString source(int game) const { return textOf(entry(game).source); }

    // For a collection listed before its trees were read (ReadOptions::
    // headersOnly): `read` is called with a game before its tree is walked,
    // and with -1 before every game's is (a sort by length).
    void setTreeReader(std::function<void(int game)> read) { m_readTree = std::move(read); }

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

    // A Hex or Twixt result in the game's words: "B+ (resign)", "draw"; text
    // the file writes otherwise as it is.
    static QString resultText(const QString &result);

private:
    // `collection` (null while reading) gives a game's file and its round.
    Entry makeEntry(const GameRecord &game, const Collection *collection, int index);
    // Adds the entries of a list of the games that follow this one's, its
    // names and texts joined with this one's.
    void append(GameList &&part);
    // Walks the game's tree for its length, comments and variations.
    void count(Entry &e, int game) const;
    int sideId(const QString &name);
    int textId(const QString &text);
    QString textOf(int id) const { return id < 0 ? QString() : m_texts[std::size_t(id)]; }
    QString playersText(const Entry &e) const;
    // Each text's (or side name's) place in case-insensitive order.
    std::vector<int> ranks(const std::vector<QString> &texts) const;

    const Collection *m_collection = nullptr;
    std::function<void(int game)> m_readTree; // see setTreeReader
    mutable std::vector<Entry> m_entries; // mutable: counted on demand
    std::vector<QString> m_sideNames;
    StringIds<QString> m_sideIds;
    std::vector<QString> m_texts;
    StringIds<QString> m_textIds;
    // Building: an SGF header value's raw bytes (key and value), and a result
    // as the file writes it, to its text.
    StringIds<QByteArray> m_rawEvents;
    StringIds<QByteArray> m_rawDates;
    StringIds<QByteArray> m_rawBlack;
    StringIds<QString> m_rawResults;
    // Filtering: the games' own names (Entry::name, most games have one of
    // their own), case-folded one after the other, each ended by a null, and
    // where each starts: one search over them all instead of one per game.
    // Made when first filtered, again after update().
    void foldNames() const;
    mutable QString m_foldedNames;
    mutable std::vector<std::pair<qsizetype, int>> m_nameStarts; // (start, game)
    mutable bool m_namesFolded = false;
    // Sorting: the ranks of the texts and names, made again when they grew.
    mutable std::vector<int> m_textRanks;
    mutable std::vector<int> m_sideRanks;
    bool m_hasSources = false;
};

} // namespace kibitz
