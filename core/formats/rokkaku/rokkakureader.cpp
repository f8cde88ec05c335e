// Reader of Rokkaku Conquest logs. It follows rokkaku-conquest-log-format.txt
// (2013/08/19), checked against hand-written logs in every layout the spec
// allows (tests/data/rokkaku), and reads what the official SamurAI 2013 game
// manager (samuraiPlay) writes, checked against its logs (corpus/real/rokkaku
// and tests/data/rokkaku/official-*): a team before each siege and each
// continental occupation, `//` comments, no final results.
// See rokkakulog.h for how the spec's open points are read.

#include "formats/rokkaku/rokkakulog.h"
#include "formats/rokkaku/rokkakuparts.h"
#include "record/text.h"

#include "formats/sgf/sgfdocument.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <limits>

namespace kibitz::rokkaku {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct RokkakuReader {
    Q_DECLARE_TR_FUNCTIONS(RokkakuReader)
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool startsWithBom(QByteArrayView s)
{
    return s.size() >= 3 && s[0] == '\xef' && s[1] == '\xbb' && s[2] == '\xbf';
}

constexpr qint64 MaxCount = std::numeric_limits<int>::max();

// A part of the log ends after its last number plus the blanks and comment
// that follow on the same line, so that `0 // end of game 3` stays with game 3.
qsizetype endOfPart(QByteArrayView s, qsizetype pos)
{
    qsizetype end = pos;
    while (end < s.size() && (s[end] == ' ' || s[end] == '\t'))
        ++end;
    if (end + 1 < s.size() && s[end] == '/' && s[end + 1] == '/') {
        while (end < s.size() && s[end] != '\n')
            ++end;
        if (end < s.size() && s[end - 1] == '\r')
            --end;
        return end;
    }
    return pos;
}

} // namespace

// ---- Scanner ---------------------------------------------------------------

bool Scanner::atEnd()
{
    const qsizetype size = m_source.size();
    while (m_pos < size) {
        const char c = m_source[m_pos];
        if (isSpace(c)) {
            ++m_pos;
        } else if (c == '/' && m_pos + 1 < size && m_source[m_pos + 1] == '/') {
            while (m_pos < size && m_source[m_pos] != '\n')
                ++m_pos;
        } else {
            return false;
        }
    }
    return true;
}

void Scanner::fail(qsizetype offset, const QString &message)
{
    m_error.message = message;
    m_error.offset = offset;
}

bool Scanner::number(qint64 max, qint64 &value, const char *what)
{
    if (atEnd()) {
        //: %1 names a number of the log, as "the field width"
        fail(m_source.size(), RokkakuReader::tr("the log ends where %1 should be").arg(RokkakuReader::tr(what)));
        return false;
    }
    const qsizetype start = m_pos;
    m_lastStart = start;
    qint64 v = 0;
    bool tooLarge = false;
    while (m_pos < m_source.size() && m_source[m_pos] >= '0' && m_source[m_pos] <= '9') {
        v = v * 10 + (m_source[m_pos] - '0');
        if (v > max) {
            tooLarge = true;
            v = max;
        }
        ++m_pos;
    }
    const bool ended = m_pos == m_source.size() || isSpace(m_source[m_pos])
                    || (m_source[m_pos] == '/' && m_pos + 1 < m_source.size() && m_source[m_pos + 1] == '/');
    if (m_pos == start || !ended) {
        qsizetype end = m_pos;
        while (end < m_source.size() && !isSpace(m_source[end]) && end - start < 20)
            ++end;
        const QString found = QString::fromUtf8(m_source.sliced(start, end - start).toByteArray());
        //: %1 names a number of the log, as "the field width"
        fail(start, RokkakuReader::tr("expected %1 (a non-negative integer), found \"%2\"")
                        .arg(RokkakuReader::tr(what), found));
        return false;
    }
    if (tooLarge) {
        //: %1 names a number of the log, as "the field width"
        fail(start, RokkakuReader::tr("%1 is too large (at most %2)").arg(RokkakuReader::tr(what)).arg(max));
        return false;
    }
    value = v;
    return true;
}

bool Scanner::number(int &value, const char *what)
{
    qint64 v = 0;
    if (!number(RokkakuMaxNumber, v, what))
        return false;
    value = int(v);
    return true;
}

// ---- parts -------------------------------------------------------------------

bool readHead(Scanner &s, QStringList &teams, int &rounds)
{
    const QByteArrayView src = s.source();
    if (s.pos() == 0 && startsWithBom(src))
        s.setPos(3);
    qint64 n = 0;
    if (!s.number(RokkakuMaxNumber, n, QT_TRANSLATE_NOOP("RokkakuReader", "the number of teams")))
        return false;
    const qsizetype nAt = s.lastStart();
    if (n == 0 || n % RokkakuTeams != 0) {
        s.fail(nAt, RokkakuReader::tr("the number of teams must be a positive multiple of four, not %1").arg(n));
        return false;
    }
    // The rest of the line of N: nothing but white space or a comment.
    qsizetype pos = s.pos();
    while (pos < src.size() && src[pos] != '\n' && isSpace(src[pos]))
        ++pos;
    if (pos < src.size() && src[pos] != '\n' && !(src[pos] == '/' && pos + 1 < src.size() && src[pos + 1] == '/')) {
        s.fail(pos, RokkakuReader::tr("the number of teams must be alone on its line; the names follow one per line"));
        return false;
    }
    while (pos < src.size() && src[pos] != '\n')
        ++pos;
    teams.clear();
    qsizetype lineEnd = pos; // the end of the last line read (before its line break)
    while (teams.size() < n) {
        if (pos >= src.size()) {
            s.fail(src.size(), RokkakuReader::tr("the log ends where the name of team %1 should be").arg(teams.size()));
            return false;
        }
        const qsizetype start = pos + 1; // after the '\n'
        qsizetype end = start;
        while (end < src.size() && src[end] != '\n')
            ++end;
        pos = end;
        QByteArrayView line = src.sliced(start, end - start).trimmed();
        if (line.isEmpty() || line.startsWith("//"))
            continue;
        teams << utf8Text(line);
        lineEnd = end;
    }
    s.setPos(lineEnd);
    qint64 r = 0;
    if (!s.number(MaxCount, r, QT_TRANSLATE_NOOP("RokkakuReader", "the number of rounds")))
        return false;
    if (r == 0) {
        s.fail(s.lastStart(), RokkakuReader::tr("a tournament has at least one round"));
        return false;
    }
    rounds = int(r);
    return true;
}

namespace {

bool readHexel(Scanner &s, Hexel &h, const char *what)
{
    return s.number(h.x, what) && s.number(h.y, what);
}

// A count, then each group's size and hexels; with `teams`, each group's
// team (`teamWhat`) before its size.
bool readGroups(Scanner &s, std::vector<std::vector<Hexel>> &groups, const char *countWhat, const char *sizeWhat,
                const char *hexelWhat, std::vector<int> *teams = nullptr, const char *teamWhat = nullptr)
{
    // Grown as the numbers come, like readList.
    int count = 0;
    if (!s.number(count, countWhat))
        return false;
    groups.clear();
    for (int i = 0; i < count; ++i) {
        if (teams) {
            int team = 0;
            if (!s.number(team, teamWhat))
                return false;
            teams->push_back(team);
        }
        int size = 0;
        if (!s.number(size, sizeWhat))
            return false;
        groups.emplace_back();
        for (int k = 0; k < size; ++k) {
            groups.back().emplace_back();
            if (!readHexel(s, groups.back().back(), hexelWhat))
                return false;
        }
    }
    return true;
}

// A count read from the log sizes a vector only as far as the numbers that
// follow can fill it; a count beyond the end of the log fails on reading.
template <class T>
bool readList(Scanner &s, std::vector<T> &list, const char *countWhat, auto readOne)
{
    int count = 0;
    if (!s.number(count, countWhat))
        return false;
    list.clear();
    for (int i = 0; i < count; ++i) {
        list.emplace_back();
        if (!readOne(list.back()))
            return false;
    }
    return true;
}

// In the runtime's form (withTeams) each siege and occupation starts with its
// team; readGroups reads the rest of each group.
bool readTeamGroups(Scanner &s, std::vector<std::vector<Hexel>> &groups, std::vector<int> &teams, bool withTeams,
                    const char *countWhat, const char *teamWhat, const char *sizeWhat, const char *hexelWhat)
{
    teams.clear();
    return readGroups(s, groups, countWhat, sizeWhat, hexelWhat, withTeams ? &teams : nullptr, teamWhat);
}

// The sieges and the continental occupations that end a turn record.
bool readTail(Scanner &s, RokkakuTurn &turn, bool withTeams)
{
    return readTeamGroups(s, turn.sieges, turn.siegeTeams, withTeams,
                          QT_TRANSLATE_NOOP("RokkakuReader", "the number of sieges"),
                          QT_TRANSLATE_NOOP("RokkakuReader", "a siege's team"),
                          QT_TRANSLATE_NOOP("RokkakuReader", "the number of hexels of a siege"),
                          QT_TRANSLATE_NOOP("RokkakuReader", "a siege's hexel"))
        && readTeamGroups(s, turn.occupations, turn.occupationTeams, withTeams,
                          QT_TRANSLATE_NOOP("RokkakuReader", "the number of continental occupations"),
                          QT_TRANSLATE_NOOP("RokkakuReader", "a continental occupation's team"),
                          QT_TRANSLATE_NOOP("RokkakuReader", "the number of hexels of a continental occupation"),
                          QT_TRANSLATE_NOOP("RokkakuReader", "a continental occupation's hexel"));
}

// Whether a tail read one way makes sense, to tell the two ways apart: the
// next number is the 0 or 1 that starts the next turn record, groups are not
// empty, and every hexel a siege takes is among the turn's owner changes (the
// spec and the runtime both list them there). A team is not judged here: a
// wrong one is the rules' business (kibitz-cli check), not the syntax's.
bool plausibleTail(Scanner s, const RokkakuTurn &turn)
{
    qint64 flag = 0;
    if (!s.number(1, flag, "flag"))
        return false;
    for (const auto &group : turn.occupations)
        if (group.empty())
            return false;
    for (const auto &siege : turn.sieges) {
        if (siege.empty())
            return false;
        for (const Hexel &h : siege) {
            const bool listed = std::any_of(turn.ownerChanges.begin(), turn.ownerChanges.end(),
                                            [&](const RokkakuOwnerChange &c) { return c.hexel == h; });
            if (!listed)
                return false;
        }
    }
    return true;
}

} // namespace

bool readGame(Scanner &s, int teamCount, GameRecord &game, bool locations, QByteArray *canonical, const Layout &layout)
{
    RokkakuSetup setup;
    QSet<int> seen;
    qsizetype gameStart = -1;
    for (int &team : setup.teams) {
        if (!s.number(team, QT_TRANSLATE_NOOP("RokkakuReader", "a team number of the game")))
            return false;
        if (gameStart < 0)
            gameStart = s.lastStart();
        if (team >= teamCount) {
            s.fail(s.lastStart(),
                   RokkakuReader::tr("team %1 does not exist (the teams are 0 to %2)").arg(team).arg(teamCount - 1));
            return false;
        }
        if (seen.contains(team)) {
            s.fail(s.lastStart(), RokkakuReader::tr("team %1 is listed twice in this game").arg(team));
            return false;
        }
        seen.insert(team);
    }
    qint64 maxTurns = 0;
    if (!s.number(MaxCount, maxTurns, QT_TRANSLATE_NOOP("RokkakuReader", "the maximum number of turns")))
        return false;
    setup.maxTurns = int(maxTurns);
    if (!s.number(setup.width, QT_TRANSLATE_NOOP("RokkakuReader", "the field width")))
        return false;
    if (setup.width < 1 || setup.width > RokkakuMaxSide) {
        s.fail(s.lastStart(),
               RokkakuReader::tr("the field width must be 1 to %1, not %2").arg(RokkakuMaxSide).arg(setup.width));
        return false;
    }
    if (!s.number(setup.height, QT_TRANSLATE_NOOP("RokkakuReader", "the field height")))
        return false;
    if (setup.height < 1 || setup.height > RokkakuMaxSide) {
        s.fail(s.lastStart(),
               RokkakuReader::tr("the field height must be 1 to %1, not %2").arg(RokkakuMaxSide).arg(setup.height));
        return false;
    }
    if (!readList(s, setup.gates, QT_TRANSLATE_NOOP("RokkakuReader", "the number of gates"),
                  [&](Hexel &h) { return readHexel(s, h, QT_TRANSLATE_NOOP("RokkakuReader", "a gate's hexel")); }))
        return false;
    for (Hexel &h : setup.agents) {
        if (!readHexel(s, h, QT_TRANSLATE_NOOP("RokkakuReader", "an agent's starting hexel")))
            return false;
    }

    const QByteArray setupData = encodeRokkakuSetup(setup);
    if (setupData.size() > RokkakuMaxMoveBytes) {
        s.fail(gameStart, RokkakuReader::tr("the game's set-up is too long (%1 gates)").arg(setup.gates.size()));
        return false;
    }
    game = GameRecord();
    game.kind = GameKind::Rokkaku;
    game.columns = setup.width;
    game.rows = setup.height;
    GameTree &tree = game.tree;
    tree.setMove(tree.root(), std::uint8_t(RokkakuTag::Setup), setupData);
    if (locations)
        game.nodeOffsets.push_back(gameStart);
    if (canonical)
        appendSetup(*canonical, setup, layout);

    RokkakuTurn turn;
    QByteArray data;
    NodeId last = tree.root();
    int turns = 0;
    int teamsWritten = -1; // sieges and occupations: unknown, spec form (0), with teams (1)
    for (;;) {
        qint64 flag = 0;
        if (!s.number(1, flag, QT_TRANSLATE_NOOP("RokkakuReader", "0 (the game ends) or 1 (a turn follows)")))
            return false;
        const qsizetype turnStart = s.lastStart();
        if (flag == 0)
            break;
        if (turns == setup.maxTurns) {
            s.fail(turnStart, RokkakuReader::tr("a turn follows the game's maximum of %1 turns").arg(setup.maxTurns));
            return false;
        }
        const bool ok
            = readList(s, turn.moves, QT_TRANSLATE_NOOP("RokkakuReader", "the number of moves"),
                       [&](RokkakuMove &m) {
                           return readHexel(s, m.from, QT_TRANSLATE_NOOP("RokkakuReader", "a move's starting hexel"))
                               && readHexel(s, m.to, QT_TRANSLATE_NOOP("RokkakuReader", "a move's target hexel"));
                       })
           && readGroups(s, turn.syzygies, QT_TRANSLATE_NOOP("RokkakuReader", "the number of syzygies"),
                         QT_TRANSLATE_NOOP("RokkakuReader", "the number of agents in a syzygy"),
                         QT_TRANSLATE_NOOP("RokkakuReader", "a syzygy's hexel"))
           && readList(s, turn.ownerChanges, QT_TRANSLATE_NOOP("RokkakuReader", "the number of owner changes"),
                       [&](RokkakuOwnerChange &c) {
                           return readHexel(s, c.hexel, QT_TRANSLATE_NOOP("RokkakuReader", "an owner change's hexel"))
                               && s.number(c.team, QT_TRANSLATE_NOOP("RokkakuReader", "an owner change's new owner"));
                       })
           && readList(s, turn.frozen, QT_TRANSLATE_NOOP("RokkakuReader", "the number of frozen agents"),
                       [&](RokkakuAgentId &a) {
                           return s.number(a.team, QT_TRANSLATE_NOOP("RokkakuReader", "a frozen agent's team"))
                               && s.number(a.agent, QT_TRANSLATE_NOOP("RokkakuReader", "a frozen agent's number"));
                       });
        if (!ok)
            return false;
        // Sieges and occupations: as the spec writes them, or with the team
        // before each group's size as the official runtime does. The first
        // turn of a game that has any tells which (plausibleTail), and the rest of
        // the game is read that way.
        if (teamsWritten < 0) {
            Scanner spec = s;
            Scanner real = s;
            RokkakuTurn specTurn = turn;
            const bool specOk = readTail(spec, specTurn, false) && plausibleTail(spec, specTurn);
            const bool realOk = readTail(real, turn, true) && plausibleTail(real, turn);
            if (!turn.sieges.empty() || !turn.occupations.empty() || !specTurn.sieges.empty()
                || !specTurn.occupations.empty())
                teamsWritten = realOk && !specOk ? 1 : 0;
        }
        if (!readTail(s, turn, teamsWritten == 1))
            return false;
        if (!encodeRokkakuTurn(turn, data)) {
            s.fail(turnStart, RokkakuReader::tr("the turn record is too long (%1 bytes encoded, at most %2)")
                                  .arg(data.size())
                                  .arg(RokkakuMaxMoveBytes));
            return false;
        }
        last = tree.appendChildAfter(last, NoNode, std::uint8_t(RokkakuTag::Turn), data);
        if (locations)
            game.nodeOffsets.push_back(turnStart);
        if (canonical)
            appendTurn(*canonical, turn, layout);
        ++turns;
    }
    if (canonical)
        appendGameEnd(*canonical, layout);
    return true;
}

bool readResults(Scanner &s, int teamCount, std::vector<TournamentInfo::Result> &results)
{
    // Count the numbers first: 2N are `team score` pairs, 3N `rank team score`.
    struct Number {
        qint64 value;
        qsizetype at;
    };
    std::vector<Number> numbers;
    while (!s.atEnd()) {
        qint64 v = 0;
        if (!s.number(MaxCount, v, QT_TRANSLATE_NOOP("RokkakuReader", "a number of the final results")))
            return false;
        numbers.push_back({v, s.lastStart()});
        if (numbers.size() > std::size_t(3 * teamCount)) {
            s.fail(s.lastStart(), RokkakuReader::tr("the final results hold more than three numbers per team"));
            return false;
        }
    }
    results.clear();
    if (numbers.empty())
        return true;
    const std::size_t n = std::size_t(teamCount);
    if (numbers.size() != 2 * n && numbers.size() != 3 * n) {
        s.fail(
            numbers.size() < 2 * n ? s.source().size() : numbers[2 * n].at,
            RokkakuReader::tr("the final results hold %1 numbers; expected `team score` (%2) or `rank team score` (%3) "
                              "for each of the %4 teams")
                .arg(numbers.size())
                .arg(2 * n)
                .arg(3 * n)
                .arg(n));
        return false;
    }
    const int width = numbers.size() == 2 * n ? 2 : 3;
    std::vector<bool> listed(n, false);
    for (std::size_t i = 0; i < numbers.size(); i += std::size_t(width)) {
        TournamentInfo::Result r;
        r.offset = numbers[i].at;
        if (width == 3) {
            r.rank = int(numbers[i].value);
            if (r.rank < 1 || r.rank > teamCount) {
                s.fail(numbers[i].at, RokkakuReader::tr("rank %1 is not 1 to %2").arg(r.rank).arg(teamCount));
                return false;
            }
        }
        const Number &team = numbers[i + std::size_t(width) - 2];
        if (team.value >= teamCount) {
            s.fail(
                team.at,
                RokkakuReader::tr("team %1 does not exist (the teams are 0 to %2)").arg(team.value).arg(teamCount - 1));
            return false;
        }
        if (listed[std::size_t(team.value)]) {
            s.fail(team.at, RokkakuReader::tr("team %1 is listed twice in the final results").arg(team.value));
            return false;
        }
        listed[std::size_t(team.value)] = true;
        r.team = int(team.value);
        r.score = numbers[i + std::size_t(width) - 1].value;
        results.push_back(r);
    }
    return true;
}

// ---- the whole log -------------------------------------------------------------

bool looksLikeRokkakuLog(QByteArrayView content)
{
    // A number alone on the first line that holds anything but comments,
    // followed by a line of text (the first team's name).
    Scanner s(content, startsWithBom(content) ? 3 : 0);
    qint64 n = 0;
    if (!s.number(RokkakuMaxNumber, n, "n"))
        return false;
    qsizetype pos = s.pos();
    while (pos < content.size() && content[pos] != '\n') {
        if (content[pos] == '/' && pos + 1 < content.size() && content[pos + 1] == '/')
            return true;
        if (!isSpace(content[pos]))
            return false;
        ++pos;
    }
    return pos < content.size();
}

qint64 numberOffset(QByteArrayView content, qint64 offset, int item)
{
    Scanner s(content, offset);
    for (int i = 0; i <= item; ++i) {
        if (s.atEnd())
            return -1;
        const qsizetype start = s.pos();
        // A number ends at white space or at a comment glued to it ("3//").
        while (s.pos() < content.size() && !isSpace(content[s.pos()])
               && !(content[s.pos()] == '/' && s.pos() + 1 < content.size() && content[s.pos() + 1] == '/'))
            s.setPos(s.pos() + 1);
        if (i == item)
            return start;
    }
    return -1;
}

LoadResult read(const QByteArray &content, const ReadOptions &options)
{
    LoadResult result;
    Scanner s(content);
    auto failed = [&](const FormatError &e) {
        result.error = e;
        const SgfLocation where = sgfLocation(content, e.offset);
        result.error.line = where.line;
        result.error.column = where.column;
        return result;
    };

    Layout layout;
    const qsizetype firstBreak = content.indexOf('\n');
    if (firstBreak > 0 && content[firstBreak - 1] == '\r')
        layout.newline = "\r\n";

    TournamentInfo info;
    info.rawFormat = "rokkaku-log";
    if (!readHead(s, info.teams, info.rounds))
        return failed(s.error());
    s.setPos(endOfPart(content, s.pos()));
    const int teamCount = int(info.teams.size());
    info.gamesPerRound = teamCount / RokkakuTeams;
    QByteArray canonical;
    appendHead(canonical, info.teams, info.rounds, layout);
    if (QByteArrayView(content).first(s.pos()) != canonical)
        info.raw.push_back({"head", {content.first(s.pos())}});
    if (layout.newline != "\n")
        info.raw.push_back({"newline", {layout.newline}});

    Collection collection;
    const qint64 gameCount = qint64(info.rounds) * info.gamesPerRound;
    // Every game takes at least 41 numbers: never reserve more than the log can hold.
    collection.games.reserve(std::size_t(std::min<qint64>(gameCount, content.size() / 82 + 1)));
    for (qint64 g = 0; g < gameCount; ++g) {
        const qsizetype start = s.pos();
        // Each game reports how far reading got (ReadOptions::progress).
        if (options.progress && !options.progress(start, content.size())) {
            FormatError cancelled;
            cancelled.message = RokkakuReader::tr("reading was cancelled");
            cancelled.offset = start;
            cancelled.cancelled = true;
            return failed(cancelled);
        }
        collection.games.emplace_back();
        GameRecord &game = collection.games.back();
        canonical.resize(0); // keeps the capacity for the next part
        if (!readGame(s, teamCount, game, options.recordLocations, &canonical, layout))
            return failed(s.error());
        s.setPos(endOfPart(content, s.pos()));
        const QByteArrayView text = QByteArrayView(content).sliced(start, s.pos() - start);
        if (text != canonical) {
            game.header.push_back({"text", {text.toByteArray()}});
            game.headerFormat = "rokkaku-log";
        }
        const auto setup = decodeRokkakuSetup(game.tree.moveData(game.tree.root()));
        game.player1 = info.teams[setup->teams[0]];
        game.player2 = info.teams[setup->teams[1]];
        for (const int team : setup->teams)
            setupFor<RokkakuTeamNames>(game).teamNames << info.teams[team];
        //: the name of a game of the tournament, shown in the list of games
        game.name
            = RokkakuReader::tr("round %1, game %2").arg(g / info.gamesPerRound + 1).arg(g % info.gamesPerRound + 1);
    }

    const qsizetype resultsStart = s.pos();
    if (!readResults(s, teamCount, info.results))
        return failed(s.error());
    canonical.resize(0); // keeps the capacity for the next part
    appendResults(canonical, info.results, layout);
    const QByteArrayView resultsText = QByteArrayView(content).sliced(resultsStart);
    if (resultsText != canonical)
        info.raw.push_back({"results", {resultsText.toByteArray()}});

    collection.tournament = std::move(info);
    result.collection = std::move(collection);
    return result;
}

} // namespace kibitz::rokkaku
