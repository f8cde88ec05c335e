#include "analysis/gamelist.h"

#include "games/gameregistry.h"

#include <QFileInfo>
#include <QStringMatcher>

#include <algorithm>
#include <numeric>
#include <thread>

namespace kibitz {

namespace {

// An SGF value as text: escapes removed, spaces simplified.
QString sgfText(const QByteArray &raw)
{
    QByteArray plain;
    plain.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size())
            ++i;
        plain.append(raw[i]);
    }
    return QString::fromUtf8(plain).simplified();
}

// The SGF root properties the list shows (first values, raw), or null.
struct SgfHeader {
    const QByteArray *event = nullptr;
    const QByteArray *round = nullptr;
    const QByteArray *date = nullptr;
    const QByteArray *black = nullptr;
};

SgfHeader sgfHeader(const GameRecord &game)
{
    SgfHeader h;
    if (game.headerFormat != "sgf")
        return h;
    for (const RawProperty &p : game.header) {
        if (p.values.isEmpty() || p.key.size() != 2)
            continue;
        const QByteArray *value = &p.values.front();
        // Little Golem writes EV[null] for a game of no event.
        if (p.key == "EV" && *value != "null")
            h.event = value;
        else if (p.key == "RO")
            h.round = value;
        else if (p.key == "DT")
            h.date = value;
        else if (p.key == "PB")
            h.black = value;
    }
    return h;
}

// The colour an SGF-style result ("B+R", "W", "W+Time") names as the
// winner: 'B', 'W', or 0.
char resultColour(const QString &result)
{
    const QString r = result.trimmed();
    if (r.isEmpty())
        return 0;
    const QChar colour = r.front().toUpper();
    if ((colour != u'B' && colour != u'W') || (r.size() > 1 && r[1] != u'+'))
        return 0;
    return colour == u'B' ? 'B' : 'W';
}

} // namespace

GameList::GameList(const Collection &collection, int threads)
    : m_collection(&collection)
{
    m_hasSources = !collection.sourceFiles.isEmpty();
    const int n = int(collection.games.size());
    // A thread is worth it for a few thousand games.
    constexpr int GamesPerThread = 2000;
    threads = std::clamp(std::min(threads, n / GamesPerThread), 1, 64);
    if (threads == 1) {
        m_entries.reserve(collection.games.size());
        for (int g = 0; g < n; ++g)
            m_entries.push_back(makeEntry(collection.games[std::size_t(g)], &collection, g));
        return;
    }
    // Each range its own list (names and texts of its own), joined in order:
    // a name or text first met in a later range gets its id after those of
    // the earlier ones, as on one thread.
    std::vector<GameList> parts(static_cast<std::size_t>(threads));
    const auto build = [&](int t) {
        GameList &part = parts[std::size_t(t)];
        part.m_collection = &collection;
        part.m_hasSources = m_hasSources;
        const int begin = int(qint64(n) * t / threads), end = int(qint64(n) * (t + 1) / threads);
        part.m_entries.reserve(std::size_t(end - begin));
        for (int g = begin; g < end; ++g)
            part.m_entries.push_back(part.makeEntry(collection.games[std::size_t(g)], &collection, g));
    };
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t)
        workers.emplace_back(build, t);
    build(0);
    for (std::thread &w : workers)
        w.join();
    m_entries.reserve(collection.games.size());
    for (GameList &part : parts)
        append(std::move(part));
}

void GameList::Builder::begin(int parts)
{
    m_parts.assign(std::size_t(std::max(parts, 1)), GameList());
    m_counts.assign(m_parts.size(), 0);
}

void GameList::Builder::add(int part, const GameRecord &game)
{
    GameList &list = m_parts[std::size_t(part)];
    list.m_entries.push_back(list.makeEntry(game, nullptr, m_counts[std::size_t(part)]++));
}

std::unique_ptr<GameList> GameList::Builder::join(const Collection &collection)
{
    std::size_t total = 0;
    for (const GameList &part : m_parts)
        total += part.m_entries.size();
    // A game's file and its tournament round come from the collection, and
    // a reader that hands over no games (or reads otherwise) lists nothing.
    if (total == 0 || total != collection.games.size() || !collection.sourceFiles.isEmpty() || collection.tournament)
        return nullptr;
    auto list = std::make_unique<GameList>();
    for (GameList &part : m_parts)
        list->append(std::move(part));
    list->m_collection = &collection;
    m_parts.clear();
    m_counts.clear();
    return list;
}

void GameList::append(GameList &&part)
{
    if (m_entries.empty() && m_sideNames.empty() && m_texts.empty()) {
        m_entries = std::move(part.m_entries);
        m_sideNames = std::move(part.m_sideNames);
        m_sideIds = std::move(part.m_sideIds);
        m_texts = std::move(part.m_texts);
        m_textIds = std::move(part.m_textIds);
        m_rawEvents = std::move(part.m_rawEvents);
        m_rawDates = std::move(part.m_rawDates);
        m_rawBlack = std::move(part.m_rawBlack);
        m_rawResults = std::move(part.m_rawResults);
        return;
    }
    std::vector<int> sides(part.m_sideNames.size());
    for (std::size_t i = 0; i < sides.size(); ++i)
        sides[i] = sideId(part.m_sideNames[i]);
    std::vector<int> texts(part.m_texts.size());
    for (std::size_t i = 0; i < texts.size(); ++i)
        texts[i] = textId(part.m_texts[i]);
    const auto text = [&](int id) { return id < 0 ? -1 : texts[std::size_t(id)]; };
    const auto joinRaw = [&](auto &mine, const auto &theirs) {
        for (std::size_t i = 0; i < theirs.size(); ++i) {
            if (!mine.find(theirs.key(i)))
                mine.insert(theirs.key(i), text(theirs.id(i)));
        }
    };
    joinRaw(m_rawEvents, part.m_rawEvents);
    joinRaw(m_rawDates, part.m_rawDates);
    joinRaw(m_rawBlack, part.m_rawBlack);
    joinRaw(m_rawResults, part.m_rawResults);
    for (Entry &e : part.m_entries) {
        for (int &side : e.sides)
            side = side < 0 ? -1 : sides[std::size_t(side)];
        e.event = text(e.event);
        e.date = text(e.date);
        e.result = text(e.result);
        e.resultDetail = text(e.resultDetail);
        e.source = text(e.source);
        m_entries.push_back(std::move(e));
    }
}

void GameList::update(const Collection &collection, int game)
{
    m_collection = &collection;
    if (game >= 0 && game < size() && std::size_t(game) < collection.games.size()) {
        m_entries[std::size_t(game)] = makeEntry(collection.games[std::size_t(game)], &collection, game);
        m_namesFolded = false;
    }
}

int GameList::countedGames() const
{
    return int(std::count_if(m_entries.begin(), m_entries.end(), [](const Entry &e) { return e.counted; }));
}

void GameList::count(Entry &e, int game) const
{
    e.counted = true;
    if (!m_collection || std::size_t(game) >= m_collection->games.size())
        return;
    if (m_readTree)
        m_readTree(game);
    // What TreeStats says, without walking the whole tree: the nodes in it
    // are counted as it changes, and a comment is looked for by node id (on
    // a node still in the tree: a deleted variation keeps its nodes' ids).
    const GameTree &tree = m_collection->games[std::size_t(game)].tree;
    e.length = 0;
    for (NodeId n = tree.mainChild(tree.root()); n != NoNode; n = tree.mainChild(n))
        ++e.length;
    e.variations = tree.liveNodeCount() > std::size_t(e.length) + 1;
    e.comments = false;
    for (NodeId n = 0; n < tree.capacity() && !e.comments; ++n)
        e.comments = tree.hasComment(n) && tree.isAttached(n);
}

int GameList::sideId(const QString &name)
{
    if (const int *found = m_sideIds.find(name))
        return *found;
    const int id = int(m_sideNames.size());
    m_sideNames.push_back(name);
    m_sideIds.insert(name, id);
    return id;
}

int GameList::textId(const QString &text)
{
    if (text.isEmpty())
        return -1;
    if (const int *found = m_textIds.find(text))
        return *found;
    const int id = int(m_texts.size());
    m_texts.push_back(text);
    m_textIds.insert(text, id);
    return id;
}

bool GameList::hasDates() const
{
    return std::any_of(m_entries.begin(), m_entries.end(), [](const Entry &e) { return e.date >= 0; });
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

GameList::Entry GameList::makeEntry(const GameRecord &game, const Collection *collection, int index)
{
    Entry e; // its length and notes are counted when asked for
    if (m_hasSources && collection && index < collection->sourceFiles.size())
        e.source = textId(collection->sourceFiles[index]);

    if (const auto listing = gameInfo(game.kind).listing) {
        const GameListing l = listing(collection, game, index);
        e.sideCount = int(std::min(std::size_t(l.sides.size()), e.sides.size()));
        for (int s = 0; s < e.sideCount; ++s)
            e.sides[std::size_t(s)] = l.sides[s].isEmpty() ? -1 : sideId(l.sides[s]);
        const auto optionalText = [this](const QString &text) { return text.isEmpty() ? -1 : textId(text); };
        e.event = optionalText(l.event);
        if (e.event < 0)
            e.name = game.name;
        e.date = optionalText(l.date);
        e.result = optionalText(l.result);
        e.resultDetail = optionalText(l.resultDetail);
        e.winner = l.winner;
        return e;
    }

    // By the SGF header: Hex and Twixt. Unnamed players get no totals.
    e.sides[0] = game.player1.isEmpty() ? -1 : sideId(game.player1);
    e.sides[1] = game.player2.isEmpty() ? -1 : sideId(game.player2);
    e.sideCount = 2;
    // Most games share an event, a date, a result: each different raw value
    // is made into words once.
    const SgfHeader header = sgfHeader(game);
    const auto rawText = [this](StringIds<QByteArray> &known, const QByteArray &key, const auto &make) {
        if (const int *found = known.find(key))
            return *found;
        const int id = textId(make());
        known.insert(key, id);
        return id;
    };
    if (header.event) {
        const QByteArray key = header.round ? *header.event + '\0' + *header.round : *header.event;
        e.event = rawText(m_rawEvents, key, [&] {
            const QString event = sgfText(*header.event);
            const QString round = header.round ? sgfText(*header.round) : QString();
            //: an event and its round ("Hex Olympiad, round 3")
            return round.isEmpty() ? event : tr("%1, round %2").arg(event, round);
        });
    }
    if (e.event < 0)
        e.name = game.name;
    if (header.date)
        e.date = rawText(m_rawDates, *header.date, [&] { return sgfText(*header.date); });
    if (!game.result.isEmpty()) {
        if (const int *found = m_rawResults.find(game.result)) {
            e.result = *found;
        } else {
            e.result = textId(resultText(game.result));
            m_rawResults.insert(game.result, e.result);
        }
    }
    // Black is the player the root's PB names; the game's row says who when
    // the header does not (Hex's first player, Twixt's second).
    if (const char colour = resultColour(game.result)) {
        int black = gameInfo(game.kind).blackPlayer;
        if (header.black) {
            const int pb = rawText(m_rawBlack, *header.black, [&] { return sgfText(*header.black); });
            const QString name = textOf(pb);
            if (!name.isEmpty() && name == game.player1 && name != game.player2)
                black = 1;
            else if (!name.isEmpty() && name == game.player2 && name != game.player1)
                black = 2;
        }
        e.winner = colour == 'B' ? black : 3 - black;
    }
    return e;
}

std::vector<int> GameList::filter(const QString &text) const
{
    const QString needle = text.trimmed();
    std::vector<int> games;
    if (needle.isEmpty()) {
        games.resize(m_entries.size());
        std::iota(games.begin(), games.end(), 0);
        return games;
    }
    // Each name and text is matched once; the games then only look up theirs.
    const QStringMatcher matcher(needle, Qt::CaseInsensitive);
    // The games' own names in one search over their folded text.
    foldNames();
    std::vector<char> nameMatches(m_entries.size());
    const QString foldedNeedle = needle.toCaseFolded();
    const QStringMatcher folded(foldedNeedle, Qt::CaseSensitive);
    auto name = m_nameStarts.begin();
    const bool searchNames = !m_nameStarts.empty() && !foldedNeedle.contains(QChar(0));
    for (qsizetype at = searchNames ? folded.indexIn(m_foldedNames) : -1; at >= 0;) {
        // The name the match is in: the last that starts at or before it.
        while (std::next(name) != m_nameStarts.end() && std::next(name)->first <= at)
            ++name;
        nameMatches[std::size_t(name->second)] = 1;
        if (std::next(name) == m_nameStarts.end())
            break;
        at = folded.indexIn(m_foldedNames, std::next(name)->first);
    }
    std::vector<char> sideMatches(m_sideNames.size());
    for (std::size_t i = 0; i < m_sideNames.size(); ++i)
        sideMatches[i] = matcher.indexIn(m_sideNames[i]) >= 0;
    std::vector<char> textMatches(m_texts.size());
    for (std::size_t i = 0; i < m_texts.size(); ++i)
        textMatches[i] = matcher.indexIn(m_texts[i]) >= 0;
    games.reserve(m_entries.size());
    for (int g = 0; g < size(); ++g) {
        const Entry &e = m_entries[std::size_t(g)];
        bool match = (e.event >= 0 && textMatches[std::size_t(e.event)])
                  || (e.result >= 0 && textMatches[std::size_t(e.result)]) || nameMatches[std::size_t(g)];
        for (int s = 0; s < e.sideCount && !match; ++s)
            match = e.sides[std::size_t(s)] >= 0 && sideMatches[std::size_t(e.sides[std::size_t(s)])];
        if (match)
            games.push_back(g);
    }
    return games;
}

void GameList::foldNames() const
{
    if (m_namesFolded)
        return;
    m_namesFolded = true;
    m_foldedNames.clear();
    m_nameStarts.clear();
    qsizetype length = 0;
    for (const Entry &e : m_entries)
        length += e.name.isEmpty() ? 0 : e.name.size() + 1;
    m_foldedNames.reserve(length);
    for (std::size_t g = 0; g < m_entries.size(); ++g) {
        const QString &name = m_entries[g].name;
        if (name.isEmpty())
            continue;
        m_nameStarts.emplace_back(m_foldedNames.size(), int(g));
        m_foldedNames += name.toCaseFolded();
        // A null ends each name, so that no match runs into the next one
        // (a filter text holds none: QLineEdit takes no control characters).
        m_foldedNames += QChar(0);
    }
}

std::vector<int> GameList::ranks(const std::vector<QString> &texts) const
{
    std::vector<int> order(texts.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return texts[std::size_t(a)].compare(texts[std::size_t(b)], Qt::CaseInsensitive) < 0;
    });
    std::vector<int> rank(texts.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const bool same
            = i > 0 && texts[std::size_t(order[i - 1])].compare(texts[std::size_t(order[i])], Qt::CaseInsensitive) == 0;
        rank[std::size_t(order[i])] = same ? rank[std::size_t(order[i - 1])] : int(i);
    }
    return rank;
}

void GameList::sort(std::vector<int> &games, Column column, bool descending) const
{
    if (column == Column::Players && m_sideRanks.size() != m_sideNames.size())
        m_sideRanks = ranks(m_sideNames);
    const bool byText
        = column == Column::Event || column == Column::Date || column == Column::Result || column == Column::Source;
    if (byText && m_textRanks.size() != m_texts.size())
        m_textRanks = ranks(m_texts);
    if (column == Column::Length || column == Column::Notes) {
        if (m_readTree && games.size() > 1)
            m_readTree(-1);
        for (int g : games)
            entry(g);
    }
    const auto textRank = [this](int id) { return id < 0 ? -1 : m_textRanks[std::size_t(id)]; };
    const auto compare = [&](int a, int b) -> int {
        const Entry &x = m_entries[std::size_t(a)];
        const Entry &y = m_entries[std::size_t(b)];
        switch (column) {
        case Column::Number:
            return a - b;
        case Column::Players:
            for (std::size_t s = 0; s < 4; ++s) {
                const int rx = x.sides[s] < 0 ? -1 : m_sideRanks[std::size_t(x.sides[s])];
                const int ry = y.sides[s] < 0 ? -1 : m_sideRanks[std::size_t(y.sides[s])];
                if (rx != ry)
                    return rx - ry;
            }
            return 0;
        case Column::Event:
            if (x.event >= 0 || y.event >= 0)
                return textRank(x.event) - textRank(y.event);
            return x.name.compare(y.name, Qt::CaseInsensitive);
        case Column::Date:
            return textRank(x.date) - textRank(y.date);
        case Column::Result:
            return textRank(x.result) - textRank(y.result);
        case Column::Length:
            return x.length - y.length;
        case Column::Notes:
            return (x.comments * 2 + x.variations) - (y.comments * 2 + y.variations);
        case Column::Source:
            return textRank(x.source) - textRank(y.source);
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

QString GameList::playersText(const Entry &e) const
{
    if (e.sideCount == 2) {
        if (e.sides[0] < 0 && e.sides[1] < 0)
            return QString();
        const QString unknown = QStringLiteral("?");
        return (e.sides[0] < 0 ? unknown : sideName(e.sides[0])) + QStringLiteral(" \u2013 ")
             + (e.sides[1] < 0 ? unknown : sideName(e.sides[1]));
    }
    QStringList names;
    for (int s = 0; s < e.sideCount; ++s)
        names << (e.sides[std::size_t(s)] < 0 ? QStringLiteral("?") : sideName(e.sides[std::size_t(s)]));
    return names.join(QStringLiteral(" \u00b7 "));
}

QString GameList::text(int game, Column column) const
{
    const Entry &e = entry(game);
    switch (column) {
    case Column::Number:
        return QString::number(game + 1);
    case Column::Players:
        return playersText(e);
    case Column::Event:
        return e.event >= 0 ? textOf(e.event) : e.name;
    case Column::Date:
        return textOf(e.date);
    case Column::Result:
        return textOf(e.result);
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
        return QFileInfo(textOf(e.source)).fileName();
    }
    return QString();
}

} // namespace kibitz
