// Reader of bgammon.org replays (.match).
//
// Checked against the spec (shared/specs/bgammon-replay-format.md) and against
// what the server and its client actually write and read (tslocum/bgammon,
// read for facts only):
// - pkg/server/game.go, recordEvent and handleWin: roll lines are
//   "%d r %d-%d" plus "-%d" for tabula's third die, the dice sorted highest
//   first; the moves come from FormatMoves (game.go), which in some versions
//   joins them with ", " instead of " ": both separators are read.
// - game.go FormatSpace writes the bar of either player as "bar" and both
//   home slots as "off"; in acey-deucey and tabula the checkers that have not
//   entered wait in the home slot, so an entering move reads "off/20".
// - Tabula rolls three dice on every roll: the opener's first roll is rolled
//   anew (server_command.go, reroll), and serverGame.roll sets the third die.
// - addReplayHeader (game.go): the metadata line is "i <started> <p1> <p2>
//   <match length> <score1> <score2> <winner> <cube> <variant>": the ninth
//   field is the cube value (g.DoubleValue), which the spec calls points;
//   the points won are the server's winPoints times the cube. Which score
//   the line holds depends on how the game ended (Reader::deriveScores).
//   An older spec (REPLAY.md) had no timestamp, so nine fields are read too.
// - The server's game record joins lines with "\n" and has no final newline.
// - Termination: "%d t" names the player who resigned or abandoned.
// - pkg/server/server_command.go ("ok"): an acey-deucey 1-2 is recorded as its
//   own line, the double the player then chooses as a "d-d" line of the same
//   player, and the roll that follows as a third line of that player.
// The index table is checked against the games found by reading every line;
// when it is missing or wrong that is a warning, and the scan is used.

#include "formats/bgammon/bgammon.h"
#include "formats/textlines.h"

#include "games/backgammon/backgammonreplayer.h"
#include "record/text.h"

#include <QCoreApplication>

#include <algorithm>

namespace kibitz::bgammon {

namespace {

constexpr qint64 MaxIndexValue = Q_INT64_C(999999999999);

// The offset of the first byte that is not part of well-formed UTF-8 (the
// Unicode standard's table 3-7: no overlong forms, no surrogates, nothing
// above U+10FFFF), or -1 when every byte is.
qsizetype firstInvalidUtf8(QByteArrayView text)
{
    const auto *b = reinterpret_cast<const unsigned char *>(text.data());
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = b[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        unsigned char low = 0x80, high = 0xBF; // the range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            low = c == 0xE0 ? 0xA0 : 0x80;
            high = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        if (i + 1 >= n || b[i + 1] < low || b[i + 1] > high)
            return i;
        for (int k = 2; k < length; ++k) {
            if (i + k >= n || b[i + k] < 0x80 || b[i + k] > 0xBF)
                return i;
        }
        i += length;
    }
    return -1;
}

using Line = TextLine;

class Reader {
    Q_DECLARE_TR_FUNCTIONS(BgammonReader)

public:
    Reader(QByteArrayView data, const ReadOptions &options)
        : m_data(data)
        , m_options(options)
    { }

    LoadResult run();

private:
    bool fail(const Line &line, qsizetype column, const QString &message)
    {
        return failAt(m_result, line, column, message);
    }
    bool readIndex(const Line &line);
    bool readName(const Line &line, std::pair<qsizetype, qsizetype> field, int player, QString &name);
    bool readMetadata(const Line &line);
    bool readEvent(const Line &line);
    // `what` names the number for messages (marked with QT_TRANSLATE_NOOP).
    bool readNumber(const Line &line, qsizetype &at, qint64 max, qint64 &value, const char *what);
    bool readSpace(const Line &line, qsizetype &at, int &space);
    void deriveScores();
    // The error's result, with the games read whole before it.
    LoadResult failed();

    // The score fields and the ninth field of a game's metadata line, as written.
    struct Header {
        int score1 = 0;
        int score2 = 0;
        int ninth = 0;
    };
    std::vector<Header> m_headers;

    QByteArrayView m_data;
    ReadOptions m_options;
    LoadResult m_result;
    Collection m_collection;
    GameRecord *m_game = nullptr;
    NodeId m_last = NoNode;
    std::vector<qint64> m_index;
    std::vector<qint64> m_gameStarts;
    BackgammonEvent m_event;
    QByteArray m_encoded;
};

bool Reader::readNumber(const Line &line, qsizetype &at, qint64 max, qint64 &value, const char *what)
{
    const qsizetype start = at;
    value = 0;
    while (at < line.text.size() && line.text[at] >= '0' && line.text[at] <= '9') {
        value = value * 10 + (line.text[at] - '0');
        if (value > max)
            //: %1 names a field of the file, as "the cube value"; %2 is a number
            return fail(line, start, tr("%1 is larger than %2").arg(tr(what)).arg(max));
        ++at;
    }
    if (at == start)
        //: %1 names a field of the file, as "the cube value"
        return fail(line, start, tr("expected %1 (a number)").arg(tr(what)));
    return true;
}

bool Reader::readSpace(const Line &line, qsizetype &at, int &space)
{
    const qsizetype start = at;
    const char *t = line.text.data() + at;
    if (line.text.size() - at >= 3 && t[0] == 'b' && t[1] == 'a' && t[2] == 'r') {
        space = BgBar;
        at += 3;
        return true;
    }
    if (line.text.size() - at >= 3 && t[0] == 'o' && t[1] == 'f' && t[2] == 'f') {
        space = BgOff;
        at += 3;
        return true;
    }
    qint64 value = 0;
    if (!readNumber(line, at, 99, value, QT_TRANSLATE_NOOP("BgammonReader", "a point, bar or off")))
        return false;
    if (value < 1 || value > 24)
        return fail(line, start, tr("there is no point %1 (points are 1 to 24)").arg(value));
    space = int(value);
    return true;
}

// Names are kept as text, so they must be what the spec says the whole file
// is: UTF-8. Anything else is refused at its first bad byte rather than
// replaced (which would change the name when the file is written back).
bool Reader::readName(const Line &line, std::pair<qsizetype, qsizetype> field, int player, QString &name)
{
    const QByteArrayView bytes(line.text.data() + field.first, field.second);
    if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0 || !bytes.isValidUtf8())
        return fail(line, field.first + std::max<qsizetype>(bad, 0),
                    tr("the name of player %1 is not UTF-8 (byte 0x%2)")
                        .arg(player)
                        .arg(uint(uchar(bytes[std::max<qsizetype>(bad, 0)])), 2, 16, QLatin1Char('0')));
    name = utf8Text(bytes);
    return true;
}

bool Reader::readIndex(const Line &line)
{
    constexpr qsizetype prefix = 15; // "bgammon-replay "
    if (!m_collection.games.empty())
        return fail(line, 0, tr("an index line after the first game"));
    if (line.text.size() <= prefix || line.text[prefix - 1] != ' ')
        return fail(line, std::min<qsizetype>(line.text.size(), prefix), tr("expected the byte offset of a game"));
    qsizetype at = prefix;
    qint64 offset = 0;
    if (!readNumber(line, at, MaxIndexValue, offset, QT_TRANSLATE_NOOP("BgammonReader", "the byte offset of a game")))
        return false;
    if (at != line.text.size())
        return fail(line, at, tr("unexpected text after the index"));
    m_index.push_back(offset);
    return true;
}

bool Reader::readMetadata(const Line &line)
{
    // Fields separated by single spaces.
    std::vector<std::pair<qsizetype, qsizetype>> fields; // start, length
    qsizetype start = 0;
    for (qsizetype i = 0; i <= line.text.size(); ++i) {
        if (i == line.text.size() || line.text[i] == ' ') {
            if (i == start)
                return fail(line, i, tr("empty field in the metadata line"));
            fields.emplace_back(start, i - start);
            start = i + 1;
        }
    }
    if (fields.size() != 10 && fields.size() != 9)
        return fail(line, fields.size() > 10 ? fields[10].first - 1 : line.text.size(),
                    tr("the metadata line has %1 fields; expected \"i <timestamp> <player1> <player2> "
                       "<total> <score1> <score2> <winner> <points> <variant>\"")
                        .arg(fields.size()));
    const bool hasTimestamp = fields.size() == 10;
    const std::size_t first = hasTimestamp ? 2 : 1;
    qint64 values[7] = {}; // timestamp, total, score1, score2, winner, points, variant
    // The fields' names, for the messages of readNumber.
    const char *names[7] = {
        QT_TRANSLATE_NOOP("BgammonReader", "the timestamp"),    QT_TRANSLATE_NOOP("BgammonReader", "the match length"),
        QT_TRANSLATE_NOOP("BgammonReader", "player 1's score"), QT_TRANSLATE_NOOP("BgammonReader", "player 2's score"),
        QT_TRANSLATE_NOOP("BgammonReader", "the winner"),       QT_TRANSLATE_NOOP("BgammonReader", "the points"),
        QT_TRANSLATE_NOOP("BgammonReader", "the variant")};
    const qint64 limits[7] = {Q_INT64_C(999999999999), 32767, 32767, 32767, 2, 32767, 2};
    const std::size_t fieldOf[7] = {1, first + 2, first + 3, first + 4, first + 5, first + 6, first + 7};
    for (int k = hasTimestamp ? 0 : 1; k < 7; ++k) {
        qsizetype at = fields[fieldOf[k]].first;
        if (!readNumber(line, at, limits[k], values[k], names[k]))
            return false;
        if (at != fields[fieldOf[k]].first + fields[fieldOf[k]].second)
            return fail(line, at, tr("expected %1 (a number)").arg(tr(names[k])));
    }
    if (values[1] < 1)
        return fail(line, fields[fieldOf[1]].first, tr("the match length must be at least 1"));

    QString player1, player2;
    if (!readName(line, fields[first], 1, player1) || !readName(line, fields[first + 1], 2, player2))
        return false;

    m_gameStarts.push_back(line.offset);
    m_collection.games.emplace_back();
    m_game = &m_collection.games.back();
    m_game->kind = backgammonKind(BgVariant(values[6]));
    m_game->columns = 12; // points per side of the board, two sides
    m_game->rows = 2;
    m_game->player1 = std::move(player1);
    m_game->player2 = std::move(player2);
    BgGameInfo info;
    info.timestamp = values[0];
    info.matchLength = int(values[1]);
    info.score1 = int(values[2]);
    info.score2 = int(values[3]);
    info.winner = int(values[4]);
    info.points = int(values[5]);
    setBackgammonGameInfo(*m_game, info);
    m_headers.push_back({info.score1, info.score2, info.points});
    // Room for a typical game (160 nodes, 1600 move bytes), so that appending
    // rarely reallocates; no more than the game's bytes in the file can hold
    // (the index says where the next game starts), so that a file of a
    // million short games does not set aside 6 KB for each.
    const std::size_t game = m_collection.games.size() - 1;
    const qint64 next = game + 1 < m_index.size() ? m_index[game + 1] : qint64(m_data.size());
    const qint64 bytes = next > line.offset ? next - line.offset : qint64(m_data.size());
    m_game->tree.reserve(std::size_t(std::clamp<qint64>(bytes / 8, 4, 160)),
                         std::size_t(std::clamp<qint64>(bytes, 16, 1600)));
    m_last = m_game->tree.root();
    if (m_options.recordLocations)
        m_game->nodeOffsets.assign(1, line.offset);
    return true;
}

bool Reader::readEvent(const Line &line)
{
    if (!m_game)
        return fail(line, 0, tr("an event before the first metadata line (\"i ...\")"));
    BackgammonEvent &e = m_event;
    e.moves.clear();
    e.diceCount = 0;
    e.dice = {};
    e.cubeValue = 0;
    e.accepted = false;
    const char *t = line.text.data();
    if (line.text.size() < 3 || (t[0] != '1' && t[0] != '2') || t[1] != ' ')
        return fail(line, 0, tr("expected an event: \"<player> r|d|t ...\" with player 1 or 2"));
    e.player = t[0] - '0';
    qsizetype at = 3;
    switch (t[2]) {
    case 't':
        e.kind = BackgammonEvent::Kind::Terminate;
        if (line.text.size() != 3)
            return fail(line, 3, tr("unexpected text after \"t\""));
        break;
    case 'd': {
        e.kind = BackgammonEvent::Kind::Double;
        if (line.text.size() < 4 || t[3] != ' ')
            return fail(line, 3, tr("expected the cube value after \"d\""));
        at = 4;
        qint64 value = 0;
        if (!readNumber(line, at, 65535, value, QT_TRANSLATE_NOOP("BgammonReader", "the cube value")))
            return false;
        if (value < 2)
            return fail(line, 4, tr("a double makes the cube at least 2"));
        e.cubeValue = int(value);
        if (at + 2 != line.text.size() || t[at] != ' ' || (t[at + 1] != '0' && t[at + 1] != '1'))
            return fail(line, std::min(at + 1, line.text.size()),
                        tr("expected 1 (accepted) or 0 (declined) after the cube value"));
        e.accepted = t[at + 1] == '1';
        break;
    }
    case 'r': {
        e.kind = BackgammonEvent::Kind::Roll;
        if (line.text.size() < 4 || t[3] != ' ')
            return fail(line, 3, tr("expected the dice after \"r\""));
        at = 4;
        for (;;) {
            if (at >= line.text.size() || t[at] < '1' || t[at] > '6')
                return fail(line, at, tr("expected a die from 1 to 6"));
            if (e.diceCount == 3)
                return fail(line, at, tr("more than three dice"));
            e.dice[std::size_t(e.diceCount++)] = t[at] - '0';
            ++at;
            if (at < line.text.size() && t[at] == '-') {
                ++at;
                continue;
            }
            break;
        }
        if (e.diceCount < 2)
            return fail(line, at, tr("expected two dice (\"5-3\")"));
        while (at < line.text.size()) {
            // The spec separates moves with a space; some server versions write ", ".
            if (t[at] == ',' && at + 1 < line.text.size() && t[at + 1] == ' ' && !e.moves.empty())
                at += 2;
            else if (t[at] == ' ')
                ++at;
            else
                return fail(line, at, tr("expected a space before the next move"));
            BgMove move;
            if (!readSpace(line, at, move.from))
                return false;
            if (at >= line.text.size() || t[at] != '/')
                return fail(line, at, tr("expected \"/\" between the two spaces of a move"));
            ++at;
            if (!readSpace(line, at, move.to))
                return false;
            if (move.from == move.to)
                return fail(line, at - 1, tr("a move must go somewhere"));
            if (move.to == BgBar)
                return fail(line, at - 3, tr("a move cannot end on the bar"));
            if (e.moves.size() == 255)
                return fail(line, at, tr("more than 255 moves in one turn"));
            e.moves.push_back(move);
        }
        break;
    }
    default:
        return fail(line, 2, tr("unknown event \"%1\" (expected r, d or t)").arg(QLatin1Char(t[2])));
    }
    encodeBackgammonEvent(e, m_encoded);
    m_last = m_game->tree.appendChildAfter(m_last, NoNode, backgammonEventTag(e), m_encoded);
    if (m_options.recordLocations) {
        if (m_game->nodeOffsets.size() <= m_last)
            m_game->nodeOffsets.resize(std::size_t(m_last) + 1, -1);
        m_game->nodeOffsets[m_last] = line.offset;
    }
    return true;
}

// The scores before each game and what its win was worth, from the metadata
// lines as bgammon's server writes them (pkg/server):
// - a game won by bearing off (game.go, handleWin): the line is written
//   before the points are added, so it holds the scores before the game;
// - a declined double ("d N 0") or a resignation ("t") (server_command.go,
//   resign): the points are added first, so the scores after the game;
// - an abandonment by inactivity or forfeit (server.go): also a "t" line,
//   but written before, and no points are added; it ends the match.
// The points are the server's winPoints (from the final position, also for a
// resignation or a drop) times the cube, which is the line's ninth field.
// A "t" reads as an abandonment when its player was not on turn (the server
// lets only the player on turn resign) or when the resignation's scores
// before would be negative; as a resignation when the winner's score reaches
// the match length, or when another game of the same players and match
// length follows (an abandonment ends the match; a file holding two such
// matches, the first abandoned, is read wrongly here); otherwise the game
// before decides (its scores after are this game's before). Where nothing
// decides (the first or only game of the file, the winner short of the
// match length) the "t" reads as a resignation: the server writes one at
// once when the player on turn resigns, while an abandonment needs a
// quarter of an hour without a move or a player leaving the match, so it is
// the likelier reading. What the server would not write is a warning: scores
// too low for a drop and a "t" that fits neither reading (the line's scores
// are then taken as before the game), a ninth field that is not the cube
// (the replay's cube counts), scores that do not follow from the game before.
void Reader::deriveScores()
{
    std::vector<GameRecord> &games = m_collection.games;
    const auto sameMatch = [&games](std::size_t a, std::size_t b) {
        return games[a].player1 == games[b].player1 && games[a].player2 == games[b].player2
            && backgammonGameInfo(games[a]).matchLength == backgammonGameInfo(games[b]).matchLength;
    };
    // The scores after the game before, when its match went on.
    bool havePrevious = false;
    int previous1 = 0, previous2 = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        GameRecord &g = games[i];
        const Header &h = m_headers[i];
        BgGameInfo info = backgammonGameInfo(g);
        const int length = info.matchLength;
        const int winner = info.winner;
        const BgEnding ending = backgammonEnding(g);
        const int cube = ending.position.cubeValue();
        const int type = winner != 0 ? ending.position.winPoints(winner) : 0;
        const int won = type * cube;
        const int headerWinner = winner == 1 ? h.score1 : winner == 2 ? h.score2 : 0;
        const bool previousKnown = havePrevious && i > 0 && sameMatch(i - 1, i);
        // Another game of the same players and match length follows (read
        // from the players and the length only, so that what the writer
        // writes back reads the same).
        const bool nextFollows = i + 1 < games.size() && sameMatch(i, i + 1);
        const QString number = QString::number(i + 1);
        bool after = false; // the line holds the scores after the game
        bool abandoned = false;
        switch (ending.kind) {
        case BgEnding::Kind::Unfinished:
        case BgEnding::Kind::BearOff:
            break;
        case BgEnding::Kind::Declined:
            after = winner != 0;
            if (after && headerWinner < won) {
                after = false;
                //: %1 is a game number, %2 a number of points
                m_result.warnings << tr("game %1: the scores of its metadata line are read as before the game: "
                                        "the declined double won %2 points, more than the winner's score")
                                         .arg(number)
                                         .arg(won);
            }
            break;
        case BgEnding::Kind::Terminated: {
            const bool resignation
                = winner != 0 && winner != ending.terminator && ending.terminatorOnTurn && headerWinner >= won;
            const bool abandonment = h.score1 < length && h.score2 < length;
            if (resignation && abandonment) {
                if (headerWinner >= length || nextFollows) {
                    after = true;
                } else if (previousKnown) {
                    const int before1 = h.score1 - (winner == 1 ? won : 0);
                    const int before2 = h.score2 - (winner == 2 ? won : 0);
                    abandoned = !(previous1 == before1 && previous2 == before2) && previous1 == h.score1
                             && previous2 == h.score2;
                    after = !abandoned;
                } else {
                    after = true;
                }
            } else if (resignation) {
                after = true;
            } else if (abandonment && !nextFollows) {
                abandoned = true;
            } else {
                //: %1 is a game number
                m_result.warnings << tr("game %1 ends with \"t\" but its metadata line fits neither a resignation "
                                        "nor an abandonment; its scores are read as before the game")
                                         .arg(number);
            }
            break;
        }
        }
        // An unfinished game (never written by the server) may have 0 there.
        if (h.ninth != cube && !(winner == 0 && h.ninth == 0)) {
            //: %1 is a game number, %2 the ninth field of a metadata line, %3 a cube value
            m_result.warnings << tr("game %1: the metadata line gives %2 where the server writes the cube value "
                                    "(%3 at the end of the game); the cube of the replay is used")
                                     .arg(number)
                                     .arg(h.ninth)
                                     .arg(cube);
        }
        info.score1 = h.score1 - (after && winner == 1 ? won : 0);
        info.score2 = h.score2 - (after && winner == 2 ? won : 0);
        info.points = abandoned ? 0 : type;
        info.abandoned = abandoned;
        if (previousKnown && (info.score1 != previous1 || info.score2 != previous2)) {
            //: %1 and %4 are game numbers, %2-%3 and %5-%6 scores
            m_result.warnings
                << tr("game %1: the score before it, %2-%3, does not follow from game %4 (%5-%6 after it)")
                       .arg(number)
                       .arg(info.score1)
                       .arg(info.score2)
                       .arg(i)
                       .arg(previous1)
                       .arg(previous2);
        }
        setBackgammonGameInfo(g, info);
        g.result = winner != 0 ? QStringLiteral("%1+%2").arg(winner).arg(info.points) : QString();
        previous1 = info.score1 + (winner == 1 && !abandoned ? won : 0);
        previous2 = info.score2 + (winner == 2 && !abandoned ? won : 0);
        havePrevious = winner != 0 && !abandoned && previous1 < length && previous2 < length;
    }
}

LoadResult Reader::run()
{
    const qsizetype size = m_data.size();
    bool warnedCr = false;
    bool warnedBlank = false;
    TextLineSplitter lines(m_data);
    if (lines.skipByteOrderMark())
        m_result.warnings << tr("a UTF-8 byte order mark at the start was ignored");
    Line line;
    while (lines.next(line)) {
        if (lines.endedWithCr() && !warnedCr) {
            m_result.warnings << tr("line %1: carriage returns at line ends were ignored").arg(line.number);
            warnedCr = true;
        }
        // Tolerated at a line's end (a file saved with CR LF), a carriage
        // return anywhere else is not: the spec has none, and no field holds one.
        if (const qsizetype cr = line.text.indexOf('\r'); cr >= 0) {
            fail(line, cr, tr("a carriage return inside a line (lines end with \"\\n\" only)"));
            return std::move(m_result);
        }
        if (line.text.isEmpty()) {
            if (!warnedBlank) {
                m_result.warnings << tr("line %1: blank lines were ignored").arg(line.number);
                warnedBlank = true;
            }
            continue;
        }
        // Each game (its metadata line) reports how far reading got.
        if (m_options.progress && line.text[0] == 'i' && !m_options.progress(line.offset, size)) {
            fail(line, 0, tr("reading was cancelled"));
            m_result.error.cancelled = true;
            return std::move(m_result);
        }
        bool ok;
        if (line.text.startsWith("bgammon-replay"))
            ok = readIndex(line);
        else if (line.text[0] == 'i' && (line.text.size() == 1 || line.text[1] == ' '))
            ok = readMetadata(line);
        else
            ok = readEvent(line);
        if (!ok)
            return failed();
    }
    if (m_collection.games.empty()) {
        failAtEnd(m_result, m_data, tr("the file holds no game (no metadata line \"i ...\")"));
        return std::move(m_result);
    }
    if (m_index.empty()) {
        m_result.warnings << tr("there is no index table; the games were found by reading every line");
    } else if (m_index != m_gameStarts) {
        QString detail;
        if (m_index.size() != m_gameStarts.size()) {
            detail = tr("it lists %1 games, the file holds %2").arg(m_index.size()).arg(m_gameStarts.size());
        } else {
            for (std::size_t i = 0; i < m_index.size(); ++i) {
                if (m_index[i] != m_gameStarts[i]) {
                    detail = tr("game %1 starts at byte %2, not %3").arg(i + 1).arg(m_gameStarts[i]).arg(m_index[i]);
                    break;
                }
            }
        }
        //: %1 says what is wrong, as "game 2 starts at byte 310, not 300"
        m_result.warnings
            << tr("the index table is wrong (%1); the games were found by reading every line").arg(detail);
    }
    deriveScores();
    markPostCrawford(m_collection);
    m_result.collection = std::move(m_collection);
    return std::move(m_result);
}

LoadResult Reader::failed()
{
    // The game being read when the error came is not whole; those before it
    // are (a file cut short while it was downloaded or written). Their
    // scores are derived as for a whole file, but the index table is not
    // checked: it lists the games of the whole file.
    const std::size_t whole = m_collection.games.size() - (m_game ? 1 : 0);
    if (m_result.error.cancelled || whole == 0)
        return std::move(m_result);
    m_collection.games.resize(whole);
    m_game = nullptr;
    deriveScores();
    markPostCrawford(m_collection);
    m_result.gamesBeforeError = int(whole);
    m_result.partial = std::move(m_collection);
    return std::move(m_result);
}

} // namespace

bool looksLikeMatch(QByteArrayView data)
{
    if (data.startsWith("\xEF\xBB\xBF"))
        data = data.sliced(3);
    if (data.startsWith("bgammon-replay "))
        return true;
    if (!data.startsWith("i "))
        return false;
    const qsizetype end = data.indexOf('\n');
    const QByteArrayView first = end < 0 ? data : data.first(end);
    return first.count(' ') >= 8;
}

qint64 eventPartOffset(QByteArrayView data, qint64 lineOffset, int part)
{
    if (part == BgPart::Event || lineOffset < 0 || lineOffset >= data.size())
        return lineOffset;
    // Tokens: player, r|d, dice or cube value, then the checker moves
    // (separated by a space, or by ", " as some servers write them).
    const int wanted = part >= 0 ? 3 + part : 2;
    int token = 0;
    qsizetype i = qsizetype(lineOffset);
    while (i < data.size() && data[i] != '\n' && data[i] != '\r') {
        if (data[i] == ' ' || data[i] == ',') {
            ++i;
            continue;
        }
        if (token == wanted)
            return i;
        while (i < data.size() && data[i] != ' ' && data[i] != ',' && data[i] != '\n' && data[i] != '\r')
            ++i;
        ++token;
    }
    return lineOffset;
}

LoadResult read(QByteArrayView data, const ReadOptions &options)
{
    return Reader(data, options).run();
}

} // namespace kibitz::bgammon
