// Reader of Jellyfish match files (.mat, also called "match text"), checked
// against what GNU Backgammon 1.07 and 1.08 write ("export match mat") and
// read ("import mat"), and against files of other producers (README,
// "Jellyfish .mat dialects"):
//
//   ; [Key "Value"]                      optional header comments
//    7 point match                       0 for money play
//    Game 1
//    Anna : 0                   Bruno : 0
//     1) 52: 13/8 13/11          64: 24/18 13/9
//     2) 31: 8/5 6/5             Doubles => 2
//     3)  Takes                  65:
//                                 Wins 1 point
//
// A row holds the first player's action, then the second's; either may be
// missing (the opening roll of the second player, the last action of a
// game). Moves are in the mover's numbering: 25 or "bar" is the bar, 0 or
// "off" is off, "*" marks a hit; a move may cover several dice ("24/13") or
// be repeated ("8/5(2)"). Every play is checked against the position and the
// dice as it is read (BackgammonNotation::parsePlay and
// BackgammonPosition::apply), so an illegal move fails at its line:column.

#include "formats/bgammon/bgammon.h"
#include "formats/jellyfish/jellyfish.h"
#include "formats/textlines.h"

#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonreplayer.h"
#include "record/text.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>
#include <optional>

namespace kibitz::jellyfish {

namespace {

constexpr int kMaxRowNumber = 100000;

using Line = TextLine;

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

QByteArrayView trimmed(QByteArrayView v)
{
    return v.trimmed();
}

// "7 point match" (any amount of white space around), the length or -1.
int matchLengthOf(QByteArrayView line)
{
    const QByteArrayView t = trimmed(line);
    if (!t.endsWith(" point match"))
        return -1;
    const QByteArrayView number = trimmed(t.first(t.size() - 12));
    if (number.isEmpty() || number.size() > 5)
        return -1;
    for (char c : number) {
        if (c < '0' || c > '9')
            return -1;
    }
    return number.toInt();
}

// One whitespace-separated word of a row and its column (0-based).
struct Word {
    QByteArrayView text;
    qsizetype column;
};

std::vector<Word> wordsOf(QByteArrayView text, qsizetype from)
{
    std::vector<Word> words;
    qsizetype i = from;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i >= text.size())
            break;
        const qsizetype start = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        words.push_back({text.sliced(start, i - start), start});
    }
    return words;
}

bool isNumber(QByteArrayView w)
{
    if (w.isEmpty() || w.size() > 9)
        return false;
    for (char c : w) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

bool equalsIgnoringCase(QByteArrayView a, const char *b)
{
    return a.compare(QByteArrayView(b), Qt::CaseInsensitive) == 0;
}

class Reader {
    Q_DECLARE_TR_FUNCTIONS(JellyfishReader)

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
    void warn(const Line &line, qsizetype column, const QString &message)
    {
        //: %1 and %2 are a line and column of the file, %3 what was found there
        m_result.warnings << tr("%1:%2: %3").arg(line.number).arg(column + 1).arg(message);
    }
    bool readHeader(const Line &line);
    bool startGame(const Line &line);
    bool readScores(const Line &line);
    bool readRow(const Line &line, qsizetype from, bool numbered);
    // The actions of a row, each with the player whose column it is in.
    bool roll(const Line &line, int player, const Word &dice, const std::vector<Word> &moves);
    bool cubeAnswer(const Line &line, int player, const Word &word);
    // The answering player redoubles at once ("Beavers", or gnubg's
    // "Doubles => N" in the answer's place): the double is taken and the
    // beaver waits for its answer.
    bool beaver(const Line &line, int player, const Word &word, qint64 value, qsizetype valueColumn);
    bool takePendingDouble(const Line &line, qsizetype column);
    bool result(const Line &line, int player, const Word &word, qint64 points, bool losses, bool andTheMatch);
    bool finishGame(const Line &line);
    void append(const BackgammonEvent &event, qint64 offset);
    // What the whole match settles in its games (the Crawford game).
    void settleMatch(Collection &collection) const;
    // The error's result, with the games read whole before it.
    LoadResult failed();

    QByteArrayView m_data;
    ReadOptions m_options;
    LoadResult m_result;
    Collection m_collection;
    std::vector<RawProperty> m_headerKeys; // "mat:Key" = value, in file order
    int m_matchLength = -1;
    bool m_crawford = true;
    QDate m_eventDate;
    QTime m_eventTime;
    // The game being read.
    GameRecord *m_game = nullptr;
    BgGameInfo m_info;
    bool m_expectScores = false;
    BackgammonPosition m_position;
    NodeId m_last = NoNode;
    int m_lastRow = 0;
    bool m_broken = false; // after "????": the rest of the game is not trusted
    // A double waiting for its answer.
    std::optional<BackgammonEvent> m_double;
    bool m_doubleIsBeaver = false; // a roll after a beaver takes it (gnubg's import.c does so)
    Line m_doubleLine{};
    qsizetype m_doubleColumn = 0;
    // A roll written without moves that the rules say must be played: fine
    // when the player resigns next (gnubg writes the roll of a player who
    // then resigned), an error otherwise.
    std::optional<QString> m_unplayed;
    Line m_unplayedLine{};
    qsizetype m_unplayedColumn = 0;
    int m_unplayedPlayer = 0;
    // "Wins" or "Losses" read for this game.
    int m_winner = 0;
    qint64 m_points = 0;
    bool m_resultEndsMatch = false;
    bool m_resultConflict = false; // the result lines name both players
    int m_winsWinner = 0; // who a "Wins" line names
    Line m_resultLine{};
    qsizetype m_resultColumn = 0;
};

bool Reader::readHeader(const Line &line)
{
    // "; [Key "Value"]"; other comment lines are skipped.
    QByteArrayView t = trimmed(line.text.sliced(1));
    if (!t.startsWith('[') || !t.endsWith(']'))
        return true;
    t = t.sliced(1, t.size() - 2);
    const qsizetype quote = t.indexOf('"');
    if (quote < 0 || !t.endsWith('"') || t.size() - 1 <= quote) {
        warn(line, 0, tr("a header comment that is not [Key \"Value\"] was ignored"));
        return true;
    }
    const QByteArrayView key = trimmed(t.first(quote));
    const QByteArrayView value = t.sliced(quote + 1, t.size() - quote - 2);
    if (key.isEmpty()) {
        warn(line, 0, tr("a header comment without a key was ignored"));
        return true;
    }
    if (!m_collection.games.empty()) {
        warn(line, 0, tr("a header comment after the first game was ignored"));
        return true;
    }
    if (key == "Variation" && !equalsIgnoringCase(value, "Backgammon"))
        return fail(line, 0,
                    tr("the variation \"%1\" is not supported (Kibitz reads backgammon)").arg(utf8Text(value)));
    if (key == "Crawford")
        m_crawford = !equalsIgnoringCase(value, "Off");
    // "2023.10.25" and "08.23" (eXtreme Gammon, Backgammon Studio, gnubg):
    // the match's time, UTC as nothing says otherwise.
    if (key == "EventDate") {
        const QDate date = QDate::fromString(QString::fromLatin1(value), QStringLiteral("yyyy.MM.dd"));
        if (date.isValid())
            m_eventDate = date;
        else
            warn(line, 0, tr("EventDate \"%1\" is not a date (yyyy.mm.dd)").arg(utf8Text(value)));
    }
    if (key == "EventTime") {
        const QTime time = QTime::fromString(QString::fromLatin1(value), QStringLiteral("HH.mm"));
        if (time.isValid())
            m_eventTime = time;
        else
            warn(line, 0, tr("EventTime \"%1\" is not a time (hh.mm)").arg(utf8Text(value)));
    }
    m_headerKeys.push_back({QByteArray("mat:") + key.toByteArray(), {value.toByteArray()}});
    return true;
}

bool Reader::startGame(const Line &line)
{
    if (m_game && !finishGame(line))
        return false;
    if (m_matchLength < 0)
        return fail(line, 0, tr("a game before the match length (\" N point match\")"));
    if (m_options.progress && !m_options.progress(line.offset, m_data.size())) {
        fail(line, 0, tr("reading was cancelled"));
        m_result.error.cancelled = true;
        return false;
    }
    m_collection.games.emplace_back();
    m_game = &m_collection.games.back();
    m_game->kind = GameKind::Backgammon;
    m_game->columns = 12;
    m_game->rows = 2;
    // Room for a typical game (160 nodes, 1600 move bytes), so that appending
    // rarely reallocates; no more than the bytes before the next game can
    // hold, so that a match of a hundred thousand short games does not set
    // aside 6 KB for each.
    const qsizetype next = m_data.indexOf(QByteArrayView("Game "), line.offset + line.text.size());
    const qint64 bytes = (next >= 0 ? next : m_data.size()) - line.offset;
    m_game->tree.reserve(std::size_t(std::clamp<qint64>(bytes / 8, 4, 160)),
                         std::size_t(std::clamp<qint64>(bytes, 16, 1600)));
    m_last = m_game->tree.root();
    if (m_options.recordLocations)
        m_game->nodeOffsets.assign(1, line.offset);
    m_info = BgGameInfo();
    m_info.matchLength = m_matchLength;
    if (m_eventDate.isValid())
        m_info.timestamp = QDateTime(m_eventDate, m_eventTime.isValid() ? m_eventTime : QTime(0, 0), QTimeZone::utc())
                               .toSecsSinceEpoch();
    m_expectScores = true;
    m_lastRow = 0;
    m_broken = false;
    m_double.reset();
    m_doubleIsBeaver = false;
    m_unplayed.reset();
    m_winner = 0;
    m_points = 0;
    m_resultEndsMatch = false;
    m_resultConflict = false;
    m_winsWinner = 0;
    return true;
}

// " Anna : 0                 Bruno : 0": names may be empty or hold spaces.
bool Reader::readScores(const Line &line)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(.*?)\\s*:\\s*(\\d{1,5})\\s+(.*?)\\s*:\\s*(\\d{1,5})\\s*$"));
    bool valid = true;
    QString text = utf8Text(line.text, &valid);
    if (!valid) {
        text = QString::fromLatin1(line.text);
        warn(line, 0, tr("the names are not UTF-8; they were read as Latin-1"));
    }
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return fail(line, 0, tr("expected the scores: \"name 1 : score  name 2 : score\""));
    m_game->player1 = m.captured(1);
    m_game->player2 = m.captured(3);
    m_info.score1 = m.captured(2).toInt();
    m_info.score2 = m.captured(4).toInt();
    // One match: the same players, and scores that grow from game to game
    // (what the writer keeps together as one match).
    if (m_collection.games.size() > 1) {
        const GameRecord &before = m_collection.games[m_collection.games.size() - 2];
        const BgGameInfo previous = backgammonGameInfo(before);
        if (before.player1 != m_game->player1 || before.player2 != m_game->player2)
            return fail(line, 0, tr("the players differ from the game before; a .mat file holds one match"));
        if (m_info.score1 < previous.score1 || m_info.score2 < previous.score2
            || (m_info.score1 == previous.score1 && m_info.score2 == previous.score2))
            return fail(line, 0,
                        tr("the score %1-%2 does not follow the game before's %3-%4; a .mat file holds one match")
                            .arg(m_info.score1)
                            .arg(m_info.score2)
                            .arg(previous.score1)
                            .arg(previous.score2));
    }
    m_position = BackgammonPosition(BgVariant::Backgammon, m_matchLength, m_info.score1, m_info.score2);
    m_expectScores = false;
    return true;
}

void Reader::append(const BackgammonEvent &event, qint64 offset)
{
    m_last = m_game->tree.appendChildAfter(m_last, NoNode, backgammonEventTag(event), encodeBackgammonEvent(event));
    if (m_options.recordLocations) {
        if (m_game->nodeOffsets.size() <= m_last)
            m_game->nodeOffsets.resize(std::size_t(m_last) + 1, -1);
        m_game->nodeOffsets[m_last] = offset;
    }
}

bool Reader::roll(const Line &line, int player, const Word &dice, const std::vector<Word> &moves)
{
    if (m_unplayed)
        return fail(m_unplayedLine, m_unplayedColumn, *m_unplayed);
    if (m_double && m_doubleIsBeaver && !takePendingDouble(line, dice.column))
        return false;
    if (m_double)
        return fail(line, dice.column, tr("a roll where the answer to the double was expected"));
    // The moves as parsePlay reads them, at their columns of the line, so
    // that its "column N" is the line's.
    QString text(dice.column + 3, QLatin1Char(' '));
    for (const Word &w : moves) {
        if (text.size() < w.column)
            text.append(QString(w.column - text.size(), QLatin1Char(' ')));
        text.append(QString::fromLatin1(w.text));
    }
    const std::vector<int> rolled{dice.text[0] - '0', dice.text[1] - '0'};
    if (m_position.toAct() != 0 && m_position.toAct() != player)
        return fail(line, dice.column,
                    tr("player %1 rolls where it is player %2's turn").arg(player).arg(m_position.toAct()));
    const BackgammonNotation::Parsed parsed = BackgammonNotation::parsePlay(text, m_position, player, rolled);
    if (!parsed.ok()) {
        static const QRegularExpression located(QStringLiteral("^column (\\d+): "));
        const QRegularExpressionMatch m = located.match(parsed.error);
        qsizetype column = moves.empty() ? dice.column : moves.front().column;
        QString why = parsed.error;
        if (m.hasMatch()) {
            column = m.captured(1).toInt() - 1;
            why = parsed.error.mid(m.capturedLength());
        }
        if (moves.empty()) {
            m_unplayed = tr("%1 not played: %2").arg(BackgammonNotation::diceText(rolled), why);
            m_unplayedLine = line;
            m_unplayedColumn = dice.column;
            m_unplayedPlayer = player;
            return true;
        }
        return fail(line, column, why);
    }
    const BackgammonEvent event = BackgammonNotation::rollEvent(player, rolled, parsed.moves);
    if (const QString why = m_position.apply(event); !why.isEmpty())
        return fail(line, dice.column, why);
    append(event, line.offset + dice.column);
    return true;
}

bool Reader::cubeAnswer(const Line &line, int player, const Word &word)
{
    if (!m_double)
        return fail(line, word.column, tr("\"%1\" without a double").arg(QString::fromLatin1(word.text)));
    if (player == m_double->player)
        return fail(line, word.column, tr("player %1 answers their own double").arg(player));
    m_double->accepted = equalsIgnoringCase(word.text, "Takes") || equalsIgnoringCase(word.text, "Accepts");
    if (const QString why = m_position.apply(*m_double); !why.isEmpty())
        return fail(m_doubleLine, m_doubleColumn, why);
    append(*m_double, m_doubleLine.offset + m_doubleColumn);
    m_double.reset();
    m_doubleIsBeaver = false;
    return true;
}

bool Reader::takePendingDouble(const Line &line, qsizetype column)
{
    m_double->accepted = true;
    if (const QString why = m_position.apply(*m_double); !why.isEmpty())
        return fail(line, column, why);
    append(*m_double, m_doubleLine.offset + m_doubleColumn);
    m_double.reset();
    m_doubleIsBeaver = false;
    return true;
}

bool Reader::beaver(const Line &line, int player, const Word &word, qint64 value, qsizetype valueColumn)
{
    if (m_position.matchLength() != 0)
        return fail(line, word.column, tr("a beaver (an immediate redouble) is allowed in money play only"));
    if (m_doubleIsBeaver)
        return fail(line, word.column, tr("a beaver of a beaver (a raccoon) cannot be represented"));
    const int cube = m_double->cubeValue;
    if (!takePendingDouble(line, word.column))
        return false;
    if (value == 0)
        value = 2 * qint64(cube);
    BackgammonEvent e;
    e.kind = BackgammonEvent::Kind::Double;
    e.player = player;
    e.cubeValue = int(std::min<qint64>(value, 1 << 20));
    e.accepted = true;
    BackgammonPosition check = m_position;
    int part = BgPart::Event;
    if (const QString why = check.apply(e, &part); !why.isEmpty())
        return fail(line, part == BgPart::Cube ? valueColumn : word.column, why);
    m_double = e;
    m_doubleIsBeaver = true;
    m_doubleLine = line;
    m_doubleColumn = word.column;
    return true;
}

bool Reader::result(const Line &line, int player, const Word &word, qint64 points, bool losses, bool andTheMatch)
{
    const int winner = losses ? 3 - player : player;
    if (!losses)
        m_winsWinner = winner;
    if (m_winner != 0) {
        if (m_winner != winner) {
            // BackgammonGalaxy writes the last game's "Losses" and "Wins ...
            // and the match" in columns that contradict each other: the
            // score then says who won (finishGame).
            if (!andTheMatch && !m_resultEndsMatch)
                return fail(line, word.column, tr("both players win this game"));
            m_resultConflict = true;
        }
        m_resultEndsMatch = m_resultEndsMatch || andTheMatch;
        return true; // "Losses N point" beside "Wins N point" of the same game
    }
    m_resultEndsMatch = andTheMatch;
    m_winner = winner;
    m_points = points;
    m_resultLine = line;
    m_resultColumn = word.column;
    return true;
}

bool Reader::finishGame(const Line &line)
{
    if (m_expectScores)
        return fail(line, 0, tr("the game has no score line"));
    if (m_double) {
        if (!m_broken)
            return fail(m_doubleLine, m_doubleColumn, tr("the double has no answer"));
        m_double.reset();
    }
    if (m_resultConflict) {
        // A player who rolled and did not play resigned; otherwise who
        // reaches the match length with these points won it; otherwise the
        // "Wins" line is taken.
        const bool first = m_info.score1 + m_points >= m_matchLength;
        const bool second = m_info.score2 + m_points >= m_matchLength;
        QString why;
        if (m_unplayed) {
            m_winner = 3 - m_unplayedPlayer;
            why = tr("the result lines name both players; player %1 wins, as player %2 rolled and resigned")
                      .arg(m_winner)
                      .arg(m_unplayedPlayer);
        } else if (first != second && m_matchLength > 0) {
            m_winner = first ? 1 : 2;
            why = tr("the result lines name both players; player %1 wins the match by the score").arg(m_winner);
        } else if (m_winsWinner != 0) {
            m_winner = m_winsWinner;
            why = tr("the result lines name both players; player %1 wins as the \"Wins\" line says").arg(m_winner);
        } else {
            return fail(m_resultLine, m_resultColumn, tr("both players win this game"));
        }
        warn(m_resultLine, m_resultColumn, why);
    }
    const int cube = m_position.cubeValue();
    if (m_unplayed) {
        if (m_winner == 0 || m_winner == m_unplayedPlayer)
            return fail(m_unplayedLine, m_unplayedColumn, *m_unplayed);
        warn(m_unplayedLine, m_unplayedColumn, tr("a roll the player did not play before resigning was left out"));
        m_unplayed.reset();
    }
    int kind = 0; // 1 single, 2 gammon, 3 backgammon
    if (m_position.isOver()) {
        const int w = m_position.winner();
        const int loser = 3 - w;
        kind = 1;
        if (m_position.borneOff(w) == BackgammonPosition::Checkers && m_position.borneOff(loser) == 0) {
            kind = 2;
            bool backgammon = m_position.bar(loser) > 0;
            for (int i = 1; i <= 6; ++i)
                backgammon = backgammon || m_position.checkers(w == 1 ? i : 25 - i, loser) > 0;
            if (backgammon)
                kind = 3;
        }
    }
    if (m_broken) {
        // After "????" the board is unknown: a result would need events
        // nobody recorded.
        m_winner = 0;
    } else if (m_position.isOver()) {
        // The board (or a dropped double) tells the points; a producer may
        // write fewer, capped by what the match still needed.
        qint64 computed = qint64(kind) * cube;
        // A declined double counts the cube alone in GNU Backgammon, but
        // bgammon.org counts the board's gammon or backgammon too (its
        // winPoints), and a match it played keeps that count in .mat.
        const int dropWinner = m_position.winner();
        if (m_position.borneOff(dropWinner) < BackgammonPosition::Checkers
            && m_points == qint64(m_position.winPoints(dropWinner)) * cube)
            computed = m_points;
        if (m_winner != 0 && m_position.winner() != m_winner)
            warn(m_resultLine, m_resultColumn,
                 tr("the result names player %1, but player %2 won").arg(m_winner).arg(m_position.winner()));
        else if (m_winner != 0 && m_points > computed)
            warn(m_resultLine, m_resultColumn,
                 tr("%1 points where the game gives %2; the points were taken from the position")
                     .arg(m_points)
                     .arg(computed));
        m_winner = m_position.winner();
        m_points = computed;
    } else if (m_winner != 0) {
        if (m_points < 1 || m_points > 3 * qint64(cube)) {
            warn(m_resultLine, m_resultColumn,
                 tr("%1 points cannot be won with the cube at %2; the game counts as a single game")
                     .arg(m_points)
                     .arg(cube));
            m_points = cube;
        }
        // A resignation: the loser gives up the game.
        BackgammonEvent resign;
        resign.kind = BackgammonEvent::Kind::Terminate;
        resign.player = 3 - m_winner;
        if (const QString why = m_position.apply(resign); !why.isEmpty())
            return fail(m_resultLine, m_resultColumn, why);
        append(resign, m_resultLine.offset + m_resultColumn);
    }
    if (m_winner != 0) {
        m_info.winner = m_winner;
        // BgGameInfo::points is what the game was worth before the cube.
        m_info.points = int(m_points % std::max(cube, 1) == 0 ? m_points / std::max(cube, 1) : m_points);
        m_game->result = QStringLiteral("%1+%2").arg(m_winner).arg(m_info.points);
    }
    setBackgammonGameInfo(*m_game, m_info);
    for (const RawProperty &p : m_headerKeys)
        m_game->header.push_back(p);
    return true;
}

// The actions of a row (or of an unnumbered line holding a result) from
// column `from`.
bool Reader::readRow(const Line &line, qsizetype from, bool numbered)
{
    const std::vector<Word> words = wordsOf(line.text, from);
    if (words.empty()) {
        if (numbered)
            warn(line, 0, tr("an empty row was ignored"));
        return true;
    }
    // Which column the first action is in: far from the row number (or, on
    // a line without one, from the margin) it is the second player's.
    int player = words.front().column - from > (numbered ? 10 : 20) ? 2 : 1;
    bool first = true;
    std::size_t i = 0;
    while (i < words.size()) {
        const Word &w = words[i];
        // The second action of a row is the second player's.
        const bool isResult = equalsIgnoringCase(w.text, "Wins") || equalsIgnoringCase(w.text, "Losses");
        if (!first && player == 1)
            player = 2;
        else if (!first && !isResult) // BackgammonGalaxy writes "Wins" far right after both columns
            return fail(line, w.column, tr("a third action in one row"));
        first = false;
        if (w.text.endsWith(')') && isNumber(w.text.chopped(1))) {
            warn(line, w.column, tr("a move number repeated in the middle of a row was ignored"));
            first = true;
            ++i;
            continue;
        }
        if (w.text == "????") {
            if (!m_broken)
                warn(line, w.column,
                     tr("an unknown move (\"????\"): the rest of this game and its result are left out"));
            m_broken = true;
            ++i;
            // Its dice or moves, if any, up to the next action.
            while (i < words.size() && !equalsIgnoringCase(words[i].text, "Wins")
                   && !equalsIgnoringCase(words[i].text, "Losses") && !words[i].text.endsWith(':'))
                ++i;
            continue;
        }
        if (w.text.endsWith(':')) {
            const QByteArrayView d = w.text.chopped(1);
            if (d.size() != 2 || d[0] < '1' || d[0] > '6' || d[1] < '1' || d[1] > '6')
                return fail(line, w.column,
                            tr("\"%1\" is not a roll (two dice 1 to 6, as \"52:\")").arg(QString::fromLatin1(w.text)));
            std::vector<Word> moves;
            ++i;
            // "52: ???" (eXtreme Gammon, sometimes "????"): the player rolled
            // and resigned, as GNU Backgammon's import.c reads it; "52:
            // Cannot Move" (Backgammon Studio): nothing could be played.
            if (i < words.size() && (words[i].text == "???" || words[i].text == "????")) {
                ++i;
            } else if (i + 1 < words.size() && equalsIgnoringCase(words[i].text, "Cannot")
                       && equalsIgnoringCase(words[i + 1].text, "Move")) {
                i += 2;
            }
            while (i < words.size()) {
                const QByteArrayView t = words[i].text;
                if (t.endsWith(':') || t == "????" || equalsIgnoringCase(t, "Doubles") || equalsIgnoringCase(t, "Takes")
                    || equalsIgnoringCase(t, "Drops") || equalsIgnoringCase(t, "Beavers")
                    || equalsIgnoringCase(t, "Wins") || equalsIgnoringCase(t, "Losses")
                    || (t.endsWith(')') && isNumber(t.chopped(1))))
                    break;
                moves.push_back(words[i]);
                ++i;
            }
            if (!m_broken && !roll(line, player, w, moves))
                return false;
            continue;
        }
        if (equalsIgnoringCase(w.text, "Doubles")) {
            std::size_t k = i + 1;
            if (k < words.size() && words[k].text == "=>")
                ++k;
            if (k >= words.size() || !isNumber(words[k].text))
                return fail(line, k < words.size() ? words[k].column : line.text.size(),
                            tr("expected the cube value after \"Doubles =>\""));
            const qint64 value = words[k].text.toLongLong();
            i = k + 1;
            if (m_broken)
                continue;
            if (m_unplayed)
                return fail(m_unplayedLine, m_unplayedColumn, *m_unplayed);
            if (m_double && player != m_double->player) {
                if (!beaver(line, player, w, value, words[k].column))
                    return false;
                continue;
            }
            if (m_double)
                return fail(line, w.column, tr("a double where the answer to the double was expected"));
            if (value < 2 || value > 65536)
                return fail(line, words[k].column,
                            tr("a double makes the cube %1, not %2").arg(2 * m_position.cubeValue()).arg(value));
            BackgammonEvent e;
            e.kind = BackgammonEvent::Kind::Double;
            e.player = player;
            e.cubeValue = int(value);
            // Checked now, with an answer assumed: the place is the double's.
            BackgammonPosition check = m_position;
            e.accepted = true;
            int part = BgPart::Event;
            if (const QString why = check.apply(e, &part); !why.isEmpty())
                return fail(line, part == BgPart::Cube ? words[k].column : w.column, why);
            m_double = e;
            m_doubleLine = line;
            m_doubleColumn = w.column;
            continue;
        }
        if (equalsIgnoringCase(w.text, "Beavers")) {
            std::size_t k = i + 1;
            if (k < words.size() && words[k].text == "=>")
                ++k;
            qint64 value = 0;
            qsizetype valueColumn = w.column;
            if (k < words.size() && isNumber(words[k].text)) {
                value = words[k].text.toLongLong();
                valueColumn = words[k].column;
                i = k + 1;
            } else {
                i = i + 1;
            }
            if (m_broken)
                continue;
            if (!m_double)
                return fail(line, w.column, tr("\"%1\" without a double").arg(QString::fromLatin1(w.text)));
            if (player == m_double->player)
                return fail(line, w.column, tr("player %1 answers their own double").arg(player));
            if (!beaver(line, player, w, value, valueColumn))
                return false;
            continue;
        }
        if (equalsIgnoringCase(w.text, "Takes") || equalsIgnoringCase(w.text, "Drops")
            || equalsIgnoringCase(w.text, "Accepts") || equalsIgnoringCase(w.text, "Passes")
            || equalsIgnoringCase(w.text, "Rejects")) {
            ++i;
            if (!m_broken && !cubeAnswer(line, player, w))
                return false;
            continue;
        }
        if (equalsIgnoringCase(w.text, "Wins") || equalsIgnoringCase(w.text, "Losses")) {
            const bool losses = equalsIgnoringCase(w.text, "Losses");
            if (i + 2 >= words.size() || !isNumber(words[i + 1].text)
                || !(equalsIgnoringCase(words[i + 2].text, "point") || equalsIgnoringCase(words[i + 2].text, "points")))
                return fail(line, w.column, tr("expected \"%1 N point(s)\"").arg(QString::fromLatin1(w.text)));
            const qint64 points = words[i + 1].text.toLongLong();
            i += 3;
            // "and the match"
            bool andTheMatch = false;
            if (i + 2 < words.size() && equalsIgnoringCase(words[i].text, "and")
                && equalsIgnoringCase(words[i + 1].text, "the") && equalsIgnoringCase(words[i + 2].text, "match")) {
                i += 3;
                andTheMatch = true;
            }
            if (!result(line, player, w, points, losses, andTheMatch))
                return false;
            continue;
        }
        return fail(line, w.column,
                    tr("unexpected \"%1\" (expected a roll \"52:\", \"Doubles => N\", "
                       "\"Takes\", \"Drops\" or \"Wins N point\")")
                        .arg(utf8Text(w.text)));
    }
    return true;
}

LoadResult Reader::run()
{
    // Lines end in LF, CR LF or, in exports of the classic Mac OS, CR alone.
    TextLineSplitter lines(m_data, true);
    lines.skipByteOrderMark();
    Line line{};
    while (lines.next(line)) {
        const QByteArrayView t = trimmed(line.text);
        if (t.isEmpty())
            continue;
        bool ok = true;
        if (t.startsWith(';')) {
            ok = readHeader(
                Line{line.text.sliced(line.text.indexOf(';')), line.offset + line.text.indexOf(';'), line.number});
        } else if (const int length = matchLengthOf(line.text); length >= 0) {
            if (m_matchLength >= 0)
                ok = fail(line, 0, tr("a second match length; a file holds one match"));
            m_matchLength = length;
        } else if (t.startsWith("Game ") && isNumber(trimmed(t.sliced(5)))) {
            ok = startGame(line);
        } else if (!m_game) {
            ok = fail(line, line.text.indexOf(t[0]),
                      m_matchLength < 0 ? tr("expected \" N point match\"") : tr("expected \" Game 1\""));
        } else if (m_expectScores) {
            ok = readScores(line);
        } else {
            const qsizetype lead = line.text.indexOf(t[0]);
            const qsizetype paren = t.indexOf(')');
            if (paren > 0 && isNumber(t.first(paren))) {
                const int row = t.first(paren).toInt();
                if (row > kMaxRowNumber)
                    ok = fail(line, lead, tr("row number %1 is larger than %2").arg(row).arg(kMaxRowNumber));
                else if (row != m_lastRow + 1)
                    warn(line, lead, tr("row %1 follows row %2").arg(row).arg(m_lastRow));
                m_lastRow = row;
                if (ok)
                    ok = readRow(line, lead + paren + 1, true);
            } else {
                ok = readRow(line, 0, false);
            }
        }
        if (!ok)
            return failed();
    }
    if (m_matchLength < 0 || m_collection.games.empty()) {
        failAtEnd(m_result, m_data,
                  m_matchLength < 0 ? tr("the file holds no match (no \" N point match\" line)")
                                    : tr("the file holds no game (no \" Game 1\" line)"),
                  true);
        return std::move(m_result);
    }
    if (!finishGame(line))
        return failed();
    settleMatch(m_collection);
    m_result.collection = std::move(m_collection);
    return std::move(m_result);
}

void Reader::settleMatch(Collection &collection) const
{
    markPostCrawford(collection);
    if (!m_crawford) {
        // Without the Crawford rule no game is a Crawford game: as if it had been played.
        for (GameRecord &g : collection.games) {
            BgGameInfo info = backgammonGameInfo(g);
            info.postCrawford = true;
            setBackgammonGameInfo(g, info);
        }
    }
}

LoadResult Reader::failed()
{
    // The game being read when the error came is not whole; those before it
    // are (a file cut short while it was downloaded or written).
    const std::size_t whole = m_collection.games.size() - (m_game ? 1 : 0);
    if (!m_result.error.cancelled && whole > 0) {
        m_collection.games.resize(whole);
        settleMatch(m_collection);
        m_result.gamesBeforeError = int(whole);
        m_result.partial = std::move(m_collection);
    }
    return std::move(m_result);
}

} // namespace

bool looksLikeMat(QByteArrayView data)
{
    if (data.startsWith("\xEF\xBB\xBF"))
        data = data.sliced(3);
    // Header comments and blank lines, then " N point match".
    qsizetype pos = 0;
    for (int lines = 0; lines < 200 && pos < data.size(); ++lines) {
        // (A '\r' alone ends a line too, as the reader takes it.)
        qsizetype end = pos;
        while (end < data.size() && data[end] != '\n' && data[end] != '\r')
            ++end;
        QByteArrayView line = data.sliced(pos, end - pos);
        pos = end + 1;
        const QByteArrayView t = line.trimmed();
        if (t.isEmpty() || t.startsWith(';'))
            continue;
        return matchLengthOf(t) >= 0;
    }
    return false;
}

LoadResult read(QByteArrayView data, const ReadOptions &options)
{
    return Reader(data, options).run();
}

} // namespace kibitz::jellyfish
