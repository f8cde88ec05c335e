// Backgammon SGF (GM[6]) <-> the backgammon model (one event per node).
//
// Checked against the GM[6] page of the SGF specification and against what
// GNU Backgammon 1.07 writes ("save match", "export match sgf") and reads
// ("load match"); gnubg's sgf.c was read for facts only:
// - Players: White (PW, gnubg's player 0, 'O', the left column of a .mat
//   file) is player 1; Black (PB, player 1, 'X') is player 2.
// - Points are letters from White's side for both players: 'a' is White's
//   1 point (player 1's point 1 in the model's numbering), 'x' White's 24,
//   'y' the bar, 'z' off the board. So "1 r 5-3 13/8 24/21" of player 1 is
//   W[53mhxu], and a move of player 2 uses the same letters as its .match line.
// - A roll is its dice (digits 1..6, as the model holds them: highest first
//   from bgammon, as rolled from gnubg) and then a pair of letters per
//   checker move (none when the player cannot move).
// - The cube: B[double] then the other player's W[take] or W[drop] in the
//   next node; the model's double event holds both, with the cube value the
//   double makes. A double node with several answers (a take and a drop as
//   variations) gives one event per answer. The answer node's comment is
//   joined to the double's (gnubg comments both), its other properties are
//   kept with '@' before their identifier and written back on the answer.
//   A redouble as the answer (a beaver) cannot be held and is an error; a
//   double without an answer is left out with a warning.
// - Resignation: gnubg writes no node, only RE[W+2R] ('R': the loser
//   resigned). Reading such a game, a resignation of the loser is appended to
//   a main line that does not end the game. Kibitz writes a resignation event
//   as W[resign] / B[resign] (gnubg ignores a node whose roll does not parse)
//   and marks RE with 'R' when the main line ends with it.
// - RE[W+n]: n is what the game was worth, the cube included; the model
//   keeps the points without the cube, so n is the points times the cube at
//   the end of the main line. A bgammon.org game the loser abandoned scored
//   nothing: RE[W+0R].
// - MI[length:L][game:G][ws:S1][bs:S2]: match length (0: a money game),
//   scores before the game; gnubg numbers games from 0, so does the writer.
// - RU[Crawford] in match games, RU[Crawford:CrawfordGame] in the Crawford
//   game (both as gnubg writes them). Acey-deucey and tabula, which gnubg does
//   not play, are written with RU[acey-deucey] / RU[tabula]: SGF is the only
//   format that keeps comments and variations of those games, so they are
//   written rather than refused, and the writer warns that GNU Backgammon
//   would read them as backgammon.
// - DT[YYYY-MM-DD] is the date of the game's timestamp (UTC), and TS[seconds]
//   (a private property) the timestamp itself, so that nothing of a .match
//   file's metadata is lost; without TS, DT gives midnight UTC of its date.
// - V[] is positive when good for Black, so the model's evaluation (player
//   1's) is written with its sign flipped; UC[1] is "undetermined". gnubg's
//   GB/GW (luck), A/DA (analysis), BM/DO/IT/TE, LU and the rest are kept as
//   they are on their node, and the root properties that are not
//   interpreted (GS, EV, RO, PC, AN, GC, WR, BR, ...) in the header.
// - A set-up position, as gnubg writes one after "set board", "set cube"
//   and "set dice" (nodes without a move: AE[a:y] clears the board, AW and
//   AB add one checker per value, 'y' the bar, CV the cube value, CP[w|b]
//   its owner, PL the player on roll, DI the dice), is the game's start
//   (BgGameInfo::start) when it comes in the root or in nodes before the
//   first move; it changes the starting position, and checkers not on the
//   board are borne off. gnubg 1.07 reads AW and AB the right way round
//   only under PL[W] (with PL[B] in their node it swaps the sides), so the
//   writer writes ;PL[W]AE[a:y]AW..AB..CV..CP.. and then ;PL[B]DI[31] for
//   the player on roll and the dice; gnubg loads that file with the same
//   Position ID (checked by hand with gnubg 1.07.001).
//   Set-up properties after the first move (AB, AW, AE, CP, CV) cannot be
//   held and are errors. A node without a move (gnubg's PL[B]DI[31]) adds
//   its comment and properties to the node before it.
// - Legality is not checked while reading (as for .match files):
//   `kibitz-cli check` replays every variation and names the line:column of
//   the checker move at fault.

#include "formats/sgf/sgfbackgammon.h"

#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgftreewalk.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <set>

namespace kibitz::sgf::backgammon {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct SgfBackgammon {
    Q_DECLARE_TR_FUNCTIONS(SgfBackgammon)
};

constexpr int kMaxCube = 32768; // the event holds two bytes
constexpr int kMaxScore = 32767;

bool isAscii(QByteArrayView bytes)
{
    for (char c : bytes) {
        if (c & 0x80)
            return false;
    }
    return true;
}

QByteArray colour(int player)
{
    return player == 1 ? QByteArrayLiteral("W") : QByteArrayLiteral("B");
}

char letterOfSpace(int space)
{
    if (space == BgBar)
        return 'y';
    if (space == BgOff)
        return 'z';
    return char('a' + space - 1);
}

bool isAnswer(QByteArrayView v)
{
    return v == "take" || v == "drop";
}

class TreeReader {
public:
    TreeReader(const SgfDocument &doc, const ReadOptions &options, GameRecord &game, QStringList &warnings)
        : m_doc(doc)
        , m_options(options)
        , m_game(game)
        , m_warnings(warnings)
        , m_charset(doc.charset(0))
        , m_utf8(m_charset.name() == "UTF-8")
        , m_end(doc.nodeCount())
    { }

    bool run(CrawfordMark &crawford);

    QString message;
    qint64 offset = 0;

private:
    struct Slot {
        NodeId model = NoNode; // the model node this document node's moves continue from
        int cube = 1; // the cube value after this node
        int doubleNode = -1; // a double waiting for its answer
        int doublePlayer = 0;
        bool answer = false; // `model` is a double whose answer node this is (or follows, without a move)
    };

    bool fail(qint64 at, const QString &why)
    {
        message = why;
        offset = at;
        return false;
    }
    QString where(qint64 at) const
    {
        const SgfLocation l = m_doc.location(at);
        return QStringLiteral("%1:%2").arg(l.line).arg(l.column);
    }
    int moveProperty(int node, int &player);
    bool readRoot(CrawfordMark &crawford);
    bool readMatchInfo(int property);
    bool readRoll(int value, int player, BackgammonEvent &event);
    // Comment, evaluation and kept properties of `node` onto model node `id`;
    // `prefix` goes before the identifiers of kept properties.
    bool readAnnotations(int node, NodeId id, const char *prefix, bool evaluation);
    void addComment(NodeId id, const QByteArray &text);
    QByteArray keptRaw(int value) const;
    RawProperty keptProperty(int property, const char *prefix) const;
    QString simpleText(int property) const;
    NodeId appendEvent(NodeId parent, const BackgammonEvent &event, qint64 location);
    void appendResignation();
    // Reads the set-up properties of `node` when it holds any (AE, AB, AW,
    // CP, CV; PL and DI too once a set-up began) into m_setup, and sets
    // m_readingSetup so that readRoot and readAnnotations pass them over.
    bool readSetup(int node);
    bool isSetupProperty(QByteArrayView id) const;

    const SgfDocument &m_doc;
    const ReadOptions &m_options;
    GameRecord &m_game;
    QStringList &m_warnings;
    const SgfCharset m_charset;
    const bool m_utf8;
    const int m_end;
    std::vector<Slot> m_slots;
    std::vector<NodeId> m_lastChild; // per model node, for appending in order
    QByteArray m_encoded;
    BgGameInfo m_info;
    bool m_resigned = false;
    bool m_sawDate = false;
    qint64 m_resultOffset = 0;
    std::optional<BgSetup> m_setup;
    qint64 m_setupOffset = 0;
    bool m_readingSetup = false;
};

bool TreeReader::isSetupProperty(QByteArrayView id) const
{
    return m_readingSetup
        && (id == "AE" || id == "AB" || id == "AW" || id == "CP" || id == "CV" || id == "PL" || id == "DI");
}

bool TreeReader::readSetup(int node)
{
    m_readingSetup = false;
    const int first = m_doc.firstProperty(node);
    const int count = m_doc.propertyCount(node);
    bool changes = false;
    for (int p = first; p < first + count; ++p) {
        const QByteArrayView id = m_doc.identifier(p);
        if (id == "AE" || id == "AB" || id == "AW" || id == "CP" || id == "CV")
            changes = true;
    }
    if (!changes && !m_setup)
        return true;
    m_readingSetup = true;
    if (!m_setup) {
        m_setup = BackgammonPosition().setup(); // gnubg sets up on the board it has: the start
        m_setupOffset = m_doc.nodeOffset(node);
    }
    BgSetup &setup = *m_setup;
    for (int p = first; p < first + count; ++p) {
        const QByteArrayView id = m_doc.identifier(p);
        if (!isSetupProperty(id))
            continue;
        for (int v = m_doc.firstValue(p); v < m_doc.firstValue(p) + m_doc.valueCount(p); ++v) {
            const QByteArray raw = SgfDocument::unescape(m_doc.raw(v), SgfTextMode::SimpleText).trimmed();
            const qint64 at = m_doc.valueOffset(v);
            if (id == "AE" || id == "AB" || id == "AW") {
                // A point ('a'..'x' from White's side, 'y' the bar) or a range "a:y".
                const bool range = raw.size() == 3 && raw[1] == ':';
                const int from = raw.size() >= 1 ? pointOfLetter(raw[0]) : -1;
                const int to = range ? pointOfLetter(raw[2]) : from;
                if (!(raw.size() == 1 || range) || from < 1 || to < from || to > BgBar)
                    //: %1 is an SGF property identifier, %2 its value
                    return fail(at, SgfBackgammon::tr("%1[%2]: expected a point a..x or the bar y, or a range of them")
                                        .arg(QString::fromLatin1(id), QString::fromLatin1(raw.left(20))));
                for (int space = from; space <= to; ++space) {
                    if (id == "AE") {
                        if (space == BgBar)
                            setup.bar = {0, 0};
                        else
                            setup.points[std::size_t(space - 1)] = 0;
                        continue;
                    }
                    const int player = id == "AW" ? 1 : 2;
                    if (space == BgBar) {
                        ++setup.bar[std::size_t(player - 1)];
                        continue;
                    }
                    int &point = setup.points[std::size_t(space - 1)];
                    if ((player == 1 && point < 0) || (player == 2 && point > 0))
                        return fail(at, SgfBackgammon::tr("%1[%2]: the other player's checkers are on that point")
                                            .arg(QString::fromLatin1(id), QString::fromLatin1(raw)));
                    if (std::abs(point) >= BackgammonPosition::Checkers)
                        return fail(at, SgfBackgammon::tr("%1[%2]: more than 15 checkers")
                                            .arg(QString::fromLatin1(id), QString::fromLatin1(raw)));
                    point += player == 1 ? 1 : -1;
                }
            } else if (id == "CV") {
                bool ok = false;
                const int value = raw.toInt(&ok);
                if (!ok || value < 1 || value > kMaxCube)
                    return fail(
                        at,
                        SgfBackgammon::tr("CV[%1]: expected the cube's value").arg(QString::fromLatin1(raw.left(20))));
                setup.cubeValue = value;
            } else if (id == "CP" || id == "PL") {
                const char c = raw.size() == 1 ? char(raw[0] | 0x20) : '?';
                if (c != 'w' && c != 'b' && !(id == "CP" && c == 'c'))
                    //: %1 is an SGF property identifier, %2 its value; W and B are SGF values, not translated
                    return fail(at, SgfBackgammon::tr("%1[%2]: expected W or B")
                                        .arg(QString::fromLatin1(id), QString::fromLatin1(raw.left(20))));
                const int player = c == 'w' ? 1 : c == 'b' ? 2 : 0;
                if (id == "CP")
                    setup.cubeOwner = player;
                else
                    setup.onRoll = player;
            } else { // DI
                if (raw.size() != 2 || raw[0] < '1' || raw[0] > '6' || raw[1] < '1' || raw[1] > '6')
                    return fail(
                        at,
                        SgfBackgammon::tr("DI[%1]: expected two dice, as 52").arg(QString::fromLatin1(raw.left(20))));
                setup.dice = {raw[0] - '0', raw[1] - '0'};
            }
        }
    }
    return true;
}

QByteArray TreeReader::keptRaw(int value) const
{
    const QByteArrayView raw = m_doc.raw(value);
    if ((m_charset.keepsAscii() && isAscii(raw)) || (m_utf8 && raw.isValidUtf8()))
        return m_doc.hasStrayBrackets() ? SgfDocument::escapeStrayBrackets(raw) : raw.toByteArray();
    return m_charset.rawToUtf8(raw);
}

RawProperty TreeReader::keptProperty(int property, const char *prefix) const
{
    RawProperty p;
    p.key = QByteArray(prefix) + m_doc.identifier(property).toByteArray();
    const int first = m_doc.firstValue(property);
    for (int v = first; v < first + m_doc.valueCount(property); ++v)
        p.values.append(keptRaw(v));
    return p;
}

QString TreeReader::simpleText(int property) const
{
    if (m_doc.valueCount(property) == 0)
        return QString();
    return m_doc.string(m_doc.firstValue(property), SgfTextMode::SimpleText, m_charset).trimmed();
}

// The B or W property of a node (-1: none).
int TreeReader::moveProperty(int node, int &player)
{
    const int first = m_doc.firstProperty(node);
    int found = -1;
    for (int p = first; p < first + m_doc.propertyCount(node); ++p) {
        const QByteArrayView id = m_doc.identifier(p);
        if (id != "B" && id != "W")
            continue;
        if (found >= 0) {
            fail(m_doc.valueOffset(m_doc.firstValue(p)), SgfBackgammon::tr("a node holds one move"));
            return -2;
        }
        if (m_doc.valueCount(p) != 1) {
            fail(m_doc.valueOffset(m_doc.firstValue(p) + 1), SgfBackgammon::tr("a backgammon move has one value"));
            return -2;
        }
        found = p;
        player = id == "W" ? 1 : 2;
    }
    return found;
}

bool TreeReader::readMatchInfo(int property)
{
    const int first = m_doc.firstValue(property);
    for (int v = first; v < first + m_doc.valueCount(property); ++v) {
        const auto parts = SgfDocument::splitCompose(m_doc.raw(v));
        if (!parts) {
            //: %1 is the place in the file (line:column); %2 the value (not translated: MI is an SGF property)
            m_warnings << SgfBackgammon::tr("%1: MI[%2] is not tag:value; ignored")
                              .arg(where(m_doc.valueOffset(v)), QString::fromUtf8(keptRaw(v).left(40)));
            continue;
        }
        const QByteArray tag = SgfDocument::unescape(parts->first, SgfTextMode::SimpleText).trimmed().toLower();
        const QByteArray text = SgfDocument::unescape(parts->second, SgfTextMode::SimpleText).trimmed();
        int *target = nullptr;
        if (tag == "length")
            target = &m_info.matchLength;
        else if (tag == "ws")
            target = &m_info.score1;
        else if (tag == "bs")
            target = &m_info.score2;
        else if (tag == "game")
            target = nullptr; // the game's number in the match: follows from the order of the games
        else {
            //: %1 is the place in the file (line:column); %2 the value
            m_warnings << SgfBackgammon::tr("%1: unknown match information MI[%2]; ignored")
                              .arg(where(m_doc.valueOffset(v)), QString::fromUtf8(keptRaw(v).left(40)));
            continue;
        }
        bool ok = false;
        const int n = text.toInt(&ok);
        if (!ok || n < 0 || n > kMaxScore)
            return fail(m_doc.valueOffset(v), SgfBackgammon::tr("MI[%1]: expected a number from 0 to %2")
                                                  .arg(QString::fromUtf8(keptRaw(v).left(40)))
                                                  .arg(kMaxScore));
        if (target)
            *target = n;
    }
    return true;
}

bool TreeReader::readRoot(CrawfordMark &crawford)
{
    const int root = 0;
    m_info.matchLength = 0; // no MI: a money game, as gnubg reads it
    m_game.kind = GameKind::Backgammon;
    m_game.columns = 12;
    m_game.rows = 2;
    QByteArray ruCrawford;
    qint64 &resultOffset = m_resultOffset;
    qint64 matchInfoOffset = m_doc.nodeOffset(root);
    int dateProperty = -1;
    QString resultText;
    const int first = m_doc.firstProperty(root);
    std::vector<RawProperty> kept;
    if (!readSetup(root))
        return false;
    for (int p = first; p < first + m_doc.propertyCount(root); ++p) {
        const QByteArrayView id = m_doc.identifier(p);
        const int v = m_doc.valueCount(p) > 0 ? m_doc.firstValue(p) : -1;
        if (id == "B" || id == "W")
            return fail(m_doc.valueOffset(v), SgfBackgammon::tr("the root node holds the game information; the moves "
                                                                "start in the node after it"));
        if (isSetupProperty(id))
            continue; // read by readSetup
        if (id == "FF" || id == "GM" || id == "CA" || id == "AP") {
            continue; // AP names the program that wrote the file: not this one when it is saved again
        } else if (id == "MI") {
            matchInfoOffset = v >= 0 ? m_doc.valueOffset(v) : m_doc.nodeOffset(root);
            if (!readMatchInfo(p))
                return false;
        } else if (id == "PW") {
            m_game.player1 = simpleText(p);
        } else if (id == "PB") {
            m_game.player2 = simpleText(p);
        } else if (id == "GN") {
            m_game.name = simpleText(p);
        } else if (id == "RE") {
            resultOffset = v >= 0 ? m_doc.valueOffset(v) : m_doc.nodeOffset(root);
            resultText = simpleText(p);
            QByteArray raw = resultText.toLatin1();
            if (!resultText.isEmpty()) {
                // gnubg: "W+2", "B+1R".
                const char side = char(raw[0] & ~0x20);
                qsizetype at = 2;
                while (at < raw.size() && raw[at] >= '0' && raw[at] <= '9')
                    ++at;
                const bool digits = at > 2 && at - 2 <= 6;
                const bool suffix = at == raw.size() || (at + 1 == raw.size() && (raw[at] & ~0x20) == 'R');
                if ((side == 'W' || side == 'B') && raw.size() > 2 && raw[1] == '+' && digits && suffix) {
                    m_info.winner = side == 'W' ? 1 : 2;
                    m_info.points = raw.mid(2, at - 2).toInt();
                    m_resigned = at < raw.size();
                    continue;
                }
            }
            if (!resultText.isEmpty()) {
                //: %1 is the place in the file (line:column); %2 the value (RE is an SGF property, W+n and B+n its values)
                m_warnings << SgfBackgammon::tr("%1: RE[%2] is not a backgammon result (W+n or B+n); kept as it is")
                                  .arg(where(resultOffset), resultText.left(40));
                // As decoded: the raw bytes could read otherwise in UTF-8 (CA[UTF-7] reads "+" apart).
                kept.push_back(
                    {QByteArrayLiteral("RE"), {SgfWriter::escape(resultText.toUtf8(), SgfValueEscaping::Text)}});
            }
        } else if (id == "RU") {
            const QByteArray rules = simpleText(p).toLatin1();
            const QByteArray lower = rules.toLower();
            if (lower == "acey-deucey")
                m_game.kind = GameKind::AceyDeucey;
            else if (lower == "tabula")
                m_game.kind = GameKind::Tabula;
            else if (rules == "Crawford" || rules == "Crawford:CrawfordGame")
                ruCrawford = rules;
            else if (!rules.isEmpty())
                //: %1 is the place in the file (line:column); %2 the value
                m_warnings << SgfBackgammon::tr(
                                  "%1: RU[%2] is not a rule Kibitz plays by; backgammon with the Crawford "
                                  "rule is assumed")
                                  .arg(where(m_doc.valueOffset(v)), QString::fromLatin1(rules.left(40)));
        } else if (id == "DT") {
            dateProperty = p; // kept in its place (as decoded) unless it gives the timestamp (below)
            kept.push_back(
                {QByteArrayLiteral("DT"), {SgfWriter::escape(simpleText(p).toUtf8(), SgfValueEscaping::Text)}});
        } else if (id == "TS") {
            bool ok = false;
            const qint64 seconds = simpleText(p).toLongLong(&ok);
            if (!ok || seconds < 0 || seconds > Q_INT64_C(999999999999))
                return fail(m_doc.valueOffset(v), SgfBackgammon::tr("TS[%1]: expected the game's start in seconds "
                                                                    "since 1970")
                                                      .arg(simpleText(p).left(40)));
            m_info.timestamp = seconds;
            m_sawDate = true;
        } else if (id == "C") {
            if (v >= 0 && m_doc.raw(v).size() > 0)
                addComment(m_game.tree.root(), m_doc.text(v, SgfTextMode::Text));
        } else if (id == "V" || id == "UC") {
            continue; // read by readAnnotations
        } else {
            kept.push_back(keptProperty(p, ""));
        }
    }
    if (m_info.winner != 0) // a result was understood: an unreadable one beside it is dropped
        kept.erase(std::remove_if(kept.begin(), kept.end(), [](const RawProperty &p) { return p.key == "RE"; }),
                   kept.end());
    // DT gives the timestamp when TS does not; a date that is not
    // YYYY-MM-DD (from 1970 on) is kept as it is.
    bool dropDates = m_sawDate;
    if (dateProperty >= 0 && !m_sawDate) {
        const QDate date = QDate::fromString(simpleText(dateProperty).left(10), Qt::ISODate);
        const qint64 seconds = date.isValid() ? QDateTime(date, QTime(0, 0), Qt::UTC).toSecsSinceEpoch() : -1;
        if (seconds >= 0 && seconds <= Q_INT64_C(999999999999)) {
            m_info.timestamp = seconds;
            dropDates = true;
        }
    }
    if (dropDates || m_info.timestamp != 0) // the writer writes DT from the timestamp
        kept.erase(std::remove_if(kept.begin(), kept.end(), [](const RawProperty &p) { return p.key == "DT"; }),
                   kept.end());
    if (m_info.matchLength > 0 && (m_info.score1 >= m_info.matchLength || m_info.score2 >= m_info.matchLength))
        return fail(matchInfoOffset,
                    //: %1-%2 is the score, %3 the match length
                    SgfBackgammon::tr("MI: a score of %1-%2 has already won a %3-point match")
                        .arg(m_info.score1)
                        .arg(m_info.score2)
                        .arg(m_info.matchLength));
    if (m_game.kind == GameKind::Backgammon && m_info.matchLength > 1 && !ruCrawford.isEmpty())
        crawford = ruCrawford.endsWith("CrawfordGame") ? CrawfordMark::CrawfordGame : CrawfordMark::NotCrawfordGame;
    m_game.headerFormat = BgHeaderFormat;
    m_game.header = std::move(kept);
    setBackgammonGameInfo(m_game, m_info);
    // The evaluation of the root (its other properties went to the header).
    const bool read = readAnnotations(root, m_game.tree.root(), "", true);
    m_readingSetup = false;
    return read;
}

bool TreeReader::readRoll(int value, int player, BackgammonEvent &event)
{
    event = BackgammonEvent();
    event.kind = BackgammonEvent::Kind::Roll;
    event.player = player;
    const QByteArrayView raw = m_doc.raw(value);
    const qint64 base = m_doc.valueOffset(value) + 1;
    qsizetype i = 0;
    while (i < raw.size() && raw[i] >= '0' && raw[i] <= '9') {
        if (event.diceCount == 3)
            return fail(base + i, SgfBackgammon::tr("more than three dice"));
        const int die = raw[i] - '0';
        if (die < 1 || die > 6)
            return fail(base + i, SgfBackgammon::tr("a die shows 1 to 6, not %1").arg(die));
        event.dice[std::size_t(event.diceCount++)] = die;
        ++i;
    }
    if (event.diceCount < 2)
        return fail(base + i, SgfBackgammon::tr("expected a roll: two dice (\"53\") and the checker moves as point "
                                                "letters, or double, take, drop, resign"));
    while (i < raw.size()) {
        BgMove move;
        const int from = pointOfLetter(raw[i]);
        if (from < 0)
            return fail(base + i, SgfBackgammon::tr("'%1' is not a point: a to x are points 1 to 24 from White's side, "
                                                    "y the bar, z off the board")
                                      .arg(QChar::fromLatin1(raw[i])));
        if (i + 1 >= raw.size())
            return fail(base + i,
                        SgfBackgammon::tr("the move from '%1' has no destination").arg(QChar::fromLatin1(raw[i])));
        const int to = pointOfLetter(raw[i + 1]);
        if (to < 0)
            return fail(base + i + 1, SgfBackgammon::tr("'%1' is not a point: a to x are points 1 to 24 from White's "
                                                        "side, y the bar, z off the board")
                                          .arg(QChar::fromLatin1(raw[i + 1])));
        if (to == BgBar)
            return fail(base + i + 1, SgfBackgammon::tr("a checker cannot move to the bar (y)"));
        if (from == to)
            //: %1 is an SGF point letter
            return fail(base + i, SgfBackgammon::tr("a move must go somewhere (%1%1)").arg(QChar::fromLatin1(raw[i])));
        if (event.moves.size() == 255)
            return fail(base + i, SgfBackgammon::tr("more than 255 checker moves in one roll"));
        move.from = from;
        move.to = to;
        event.moves.push_back(move);
        i += 2;
    }
    return true;
}

void TreeReader::addComment(NodeId id, const QByteArray &text)
{
    const QByteArray utf8 = (m_charset.keepsAscii() && isAscii(text)) || (m_utf8 && QByteArrayView(text).isValidUtf8())
                              ? text
                              : m_charset.decode(text).toUtf8();
    if (m_game.tree.hasComment(id) && !m_game.tree.commentBytes(id).isEmpty())
        m_game.tree.setCommentBytes(id, m_game.tree.commentBytes(id) + "\n\n" + utf8);
    else
        m_game.tree.setCommentBytes(id, utf8);
}

bool TreeReader::readAnnotations(int node, NodeId id, const char *prefix, bool evaluation)
{
    const int first = m_doc.firstProperty(node);
    const bool root = node == 0;
    for (int p = first; p < first + m_doc.propertyCount(node); ++p) {
        const QByteArrayView pid = m_doc.identifier(p);
        const int v = m_doc.valueCount(p) > 0 ? m_doc.firstValue(p) : -1;
        if (pid == "B" || pid == "W")
            continue;
        if (isSetupProperty(pid))
            continue; // read by readSetup
        if (pid == "AB" || pid == "AW" || pid == "AE" || pid == "CP" || pid == "CV")
            //: %1 is an SGF property identifier
            return fail(m_doc.valueOffset(v), SgfBackgammon::tr("%1: a set-up after the first move cannot be held; "
                                                                "Kibitz sets up backgammon positions only at the "
                                                                "start of a game")
                                                  .arg(QString::fromLatin1(pid)));
        if (pid == "C" && !root) {
            if (m_doc.valueCount(p) == 1 && m_doc.raw(v).size() > 0)
                addComment(id, m_doc.text(v, SgfTextMode::Text));
            continue;
        }
        if (evaluation && m_doc.valueCount(p) == 1 && (pid == "V" || pid == "UC")) {
            if (pid == "UC" && m_doc.raw(v) == "1" && !m_game.tree.evaluation(id)) {
                m_game.tree.setEvaluation(id, Eval::Undetermined);
                continue;
            }
            if (pid == "V" && !m_game.tree.evaluation(id)) {
                bool ok = false;
                const double value = m_doc.raw(v).trimmed().toDouble(&ok);
                if (ok && value == std::floor(value) && std::abs(value) <= Eval::Player1Wins) {
                    m_game.tree.setEvaluation(id, -int(value)); // V is Black's, the model player 1's (White)
                    continue;
                }
            }
        }
        if (root)
            continue; // kept in the header by readRoot
        if (id == m_game.tree.root()) {
            // A node without a move after the root: its properties join the
            // root's, except those the root interprets, which would then be
            // read in place of what the model says.
            static const char *const interpreted[]
                = {"FF", "GM", "CA", "AP", "MI", "PW", "PB", "GN", "RE", "RU", "DT", "TS", "V", "UC"};
            if (std::any_of(std::begin(interpreted), std::end(interpreted), [&](const char *k) { return pid == k; })) {
                //: %1 is the place in the file (line:column); %2 an SGF property identifier
                m_warnings << SgfBackgammon::tr("%1: %2 in a node without a move after the root was left out")
                                  .arg(where(m_doc.nodeOffset(node)), QString::fromLatin1(pid));
                continue;
            }
            m_game.header.push_back(keptProperty(p, prefix));
        } else {
            m_game.tree.addUnknownProperty(id, keptProperty(p, prefix));
        }
    }
    return true;
}

NodeId TreeReader::appendEvent(NodeId parent, const BackgammonEvent &event, qint64 location)
{
    encodeBackgammonEvent(event, m_encoded);
    if (m_lastChild.size() <= parent)
        m_lastChild.resize(std::size_t(parent) + 1, NoNode);
    const NodeId id = m_game.tree.appendChildAfter(parent, m_lastChild[parent], backgammonEventTag(event), m_encoded);
    m_lastChild[parent] = id;
    if (m_options.recordLocations) {
        if (m_game.nodeOffsets.size() <= id)
            m_game.nodeOffsets.resize(std::size_t(id) + 1, -1);
        m_game.nodeOffsets[id] = location;
    }
    return id;
}

// gnubg records a resignation only in RE ("W+2R"): the loser resigns after
// the last move of the main line, unless that already ended the game.
void TreeReader::appendResignation()
{
    if (!m_resigned || m_info.winner == 0)
        return;
    BackgammonPosition position = backgammonStart(m_game);
    NodeId last = m_game.tree.root();
    for (NodeId id = m_game.tree.mainChild(last); id != NoNode; id = m_game.tree.mainChild(id)) {
        const auto event = decodeBackgammonEvent(m_game.tree.moveTag(id), m_game.tree.moveData(id));
        if (!event || !position.apply(*event).isEmpty())
            return; // an illegal line: `check` tells; nothing is guessed
        last = id;
    }
    if (position.isOver())
        return;
    BackgammonEvent resign;
    resign.kind = BackgammonEvent::Kind::Terminate;
    resign.player = m_info.winner == 1 ? 2 : 1;
    encodeBackgammonEvent(resign, m_encoded);
    const NodeId id = m_game.tree.appendChildAfter(last, NoNode, backgammonEventTag(resign), m_encoded); // a leaf
    if (m_options.recordLocations) {
        if (m_game.nodeOffsets.size() <= id)
            m_game.nodeOffsets.resize(std::size_t(id) + 1, -1);
        m_game.nodeOffsets[id] = -1;
    }
}

bool TreeReader::run(CrawfordMark &crawford)
{
    crawford = CrawfordMark::None;
    if (!readRoot(crawford))
        return false;
    if (m_options.recordLocations)
        m_game.nodeOffsets.assign(1, m_doc.nodeOffset(0));
    m_slots.assign(std::size_t(m_end), Slot());
    m_slots[0].model = m_game.tree.root();
    m_game.tree.reserve(std::size_t(m_end), std::size_t(m_end) * 8);
    BackgammonEvent event;
    for (int n = 1; n < m_end; ++n) {
        const Slot parent = m_slots[std::size_t(m_doc.parent(n))];
        Slot &slot = m_slots[std::size_t(n)];
        slot = parent;
        slot.doubleNode = -1;
        int player = 0;
        const int move = moveProperty(n, player);
        if (move == -2)
            return false;
        const int value = move >= 0 ? m_doc.firstValue(move) : -1;
        const QByteArrayView raw = value >= 0 ? m_doc.raw(value) : QByteArrayView();
        const qint64 location = value >= 0 ? m_doc.valueOffset(value) : m_doc.nodeOffset(n);
        if (parent.doubleNode >= 0) {
            // The answer to a double.
            if (move < 0 || !(isAnswer(raw) || raw == "double"))
                return fail(location, SgfBackgammon::tr("a double is answered by take or drop of the other player"));
            if (player == parent.doublePlayer)
                return fail(location, SgfBackgammon::tr("the player who doubled cannot answer the double"));
            if (raw == "double")
                return fail(location, SgfBackgammon::tr("a redouble as the answer (a beaver) cannot be held: bgammon "
                                                        "has no beavers"));
            if (2 * parent.cube > kMaxCube)
                return fail(location, SgfBackgammon::tr("the cube cannot go above %1").arg(kMaxCube));
            event = BackgammonEvent();
            event.kind = BackgammonEvent::Kind::Double;
            event.player = parent.doublePlayer;
            event.cubeValue = 2 * parent.cube;
            event.accepted = raw == "take";
            int doubler = 0;
            const int doubleValue = m_doc.firstValue(moveProperty(parent.doubleNode, doubler));
            slot.model = appendEvent(parent.model, event, m_doc.valueOffset(doubleValue));
            slot.cube = event.accepted ? event.cubeValue : parent.cube;
            slot.answer = true;
            if (!readAnnotations(parent.doubleNode, slot.model, "", true)
                || !readAnnotations(n, slot.model, "@", false))
                return false;
            continue;
        }
        if (move < 0) {
            // No move: what the node says belongs to the node before it, to
            // the answer of a double when that node is one (the writer puts
            // it there, after the answer's own properties). Before the first
            // move it may set up the position the game starts from.
            if (parent.model == m_game.tree.root() && !readSetup(n))
                return false;
            const bool read = readAnnotations(n, parent.model, parent.answer ? "@" : "", false);
            m_readingSetup = false;
            if (!read)
                return false;
            continue;
        }
        if (isAnswer(raw))
            //: %1 is take or drop (SGF values, not translated)
            return fail(location, SgfBackgammon::tr("%1 answers a double, but the node before is no double")
                                      .arg(QString::fromLatin1(raw.toByteArray())));
        if (raw == "double") {
            slot.doubleNode = n;
            slot.doublePlayer = player;
            if (m_doc.firstChild(n) < 0) {
                //: %1 is the place in the file (line:column)
                m_warnings << SgfBackgammon::tr("%1: a double without a take or drop was left out (the model holds a "
                                                "double with its answer)")
                                  .arg(where(location));
            }
            continue;
        }
        if (raw == "resign") {
            event = BackgammonEvent();
            event.kind = BackgammonEvent::Kind::Terminate;
            event.player = player;
        } else if (!readRoll(value, player, event)) {
            return false;
        }
        slot.model = appendEvent(parent.model, event, location);
        slot.answer = false;
        if (!readAnnotations(n, slot.model, "", true))
            return false;
    }
    if (m_setup) {
        if (m_game.kind != GameKind::Backgammon)
            return fail(m_setupOffset, SgfBackgammon::tr("set-up positions are held for backgammon only"));
        QString why;
        if (!BackgammonPosition::fromSetup(*m_setup, m_info.matchLength, m_info.score1, m_info.score2, false, &why))
            //: %1 says what is wrong with the position
            return fail(m_setupOffset, SgfBackgammon::tr("the set-up is no position: %1").arg(why));
        m_info.start = encodeBgSetup(*m_setup);
        setBackgammonGameInfo(m_game, m_info);
    }
    appendResignation();
    // RE's points include the cube at the end of the main line; the model's do not.
    if (m_info.winner != 0) {
        int cube = 1;
        for (NodeId id = m_game.tree.mainChild(m_game.tree.root()); id != NoNode; id = m_game.tree.mainChild(id)) {
            if (const auto e = decodeBackgammonEvent(m_game.tree.moveTag(id), m_game.tree.moveData(id));
                e && e->kind == BackgammonEvent::Kind::Double && e->accepted)
                cube = e->cubeValue;
        }
        if (m_info.points % cube != 0)
            //: %4 is the place in the file (line:column); %1 the result's points, %2 the cube value, %3 the points before the cube
            m_warnings << SgfBackgammon::tr(
                              "%4: RE: %1 points is not a multiple of the cube (%2) at the end of the game; "
                              "the game is recorded as worth %3 before the cube")
                              .arg(m_info.points)
                              .arg(cube)
                              .arg((m_info.points + cube - 1) / cube)
                              .arg(where(m_resultOffset));
        m_info.points = (m_info.points + cube - 1) / cube;
        // A win worth nothing that ends with a resignation is how Kibitz
        // writes a bgammon.org game the loser abandoned (no points scored).
        NodeId last = m_game.tree.root();
        while (m_game.tree.mainChild(last) != NoNode)
            last = m_game.tree.mainChild(last);
        m_info.abandoned = m_info.points == 0 && last != m_game.tree.root()
                        && m_game.tree.moveTag(last) == std::uint8_t(BgEventTag::Terminate);
        setBackgammonGameInfo(m_game, m_info);
        m_game.result = QStringLiteral("%1+%2").arg(m_info.winner).arg(m_info.points);
    }
    return true;
}

// ---- writing ---------------------------------------------------------------

class GameWriter {
public:
    GameWriter(const Collection &collection, std::size_t index, int gameInMatch, SgfWriter &out, SaveResult &result)
        : m_index(index)
        , m_gameInMatch(gameInMatch)
        , m_game(collection.games[index])
        , m_tree(m_game.tree)
        , m_out(out)
        , m_result(result)
        , m_info(backgammonGameInfo(m_game))
    { }
    bool run();

private:
    void writeRoot();
    // The set-up the game starts from, in a node of its own as gnubg writes it.
    void writeSetup(const BgSetup &setup);
    bool writeNode(NodeId id);
    void writeAnnotations(NodeId id, bool answer);
    int cubeAtEnd() const;
    bool endsWithResignation() const;

    const std::size_t m_index;
    const int m_gameInMatch;
    const GameRecord &m_game;
    const GameTree &m_tree;
    SgfWriter &m_out;
    SaveResult &m_result;
    const BgGameInfo m_info;
};

int GameWriter::cubeAtEnd() const
{
    int cube = 1;
    for (NodeId id = m_tree.mainChild(m_tree.root()); id != NoNode; id = m_tree.mainChild(id)) {
        if (const auto e = decodeBackgammonEvent(m_tree.moveTag(id), m_tree.moveData(id));
            e && e->kind == BackgammonEvent::Kind::Double && e->accepted)
            cube = e->cubeValue;
    }
    return cube;
}

bool GameWriter::endsWithResignation() const
{
    const NodeId last = m_tree.endOfLine(m_tree.root());
    return last != m_tree.root() && m_tree.moveTag(last) == std::uint8_t(BgEventTag::Terminate);
}

void GameWriter::writeRoot()
{
    m_out.property("FF", "4");
    m_out.property("GM", "6");
    m_out.property("CA", "UTF-8");
    m_out.beginProperty("MI");
    m_out.value("length:" + QByteArray::number(m_info.matchLength), SgfValueEscaping::Raw);
    m_out.value("game:" + QByteArray::number(m_gameInMatch), SgfValueEscaping::Raw);
    m_out.value("ws:" + QByteArray::number(m_info.score1), SgfValueEscaping::Raw);
    m_out.value("bs:" + QByteArray::number(m_info.score2), SgfValueEscaping::Raw);
    m_out.property("PW", m_game.player1.toUtf8());
    m_out.property("PB", m_game.player2.toUtf8());
    if (m_info.timestamp != 0) {
        const QDateTime start = QDateTime::fromSecsSinceEpoch(m_info.timestamp, Qt::UTC);
        m_out.property("DT", start.date().toString(Qt::ISODate).toLatin1());
        m_out.property("TS", QByteArray::number(m_info.timestamp));
    }
    if (m_game.kind == GameKind::AceyDeucey) {
        m_out.property("RU", "acey-deucey");
    } else if (m_game.kind == GameKind::Tabula) {
        m_out.property("RU", "tabula");
    } else if (m_info.matchLength > 1) {
        const bool needsOne = m_info.score1 == m_info.matchLength - 1 || m_info.score2 == m_info.matchLength - 1;
        m_out.property("RU", needsOne && !m_info.postCrawford ? "Crawford:CrawfordGame" : "Crawford");
    }
    if (m_info.winner == 1 || m_info.winner == 2) {
        m_out.property("RE", colour(m_info.winner) + '+' + QByteArray::number(qint64(m_info.points) * cubeAtEnd())
                                 + (endsWithResignation() ? "R" : ""));
    }
    if (!m_game.name.isEmpty())
        m_out.property("GN", m_game.name.toUtf8());
    if (m_game.headerFormat == BgHeaderFormat) {
        QStringList matKeys;
        for (const RawProperty &p : m_game.header) {
            if (p.key.startsWith("mat:")) { // a .mat file's header comment: no SGF property
                matKeys << QString::fromUtf8(p.key.mid(4));
                continue;
            }
            if ((p.key == "RE" && m_info.winner != 0) || (p.key == "DT" && m_info.timestamp != 0))
                continue; // replaced by what the model says
            m_out.property(p.key, p.values, SgfValueEscaping::Raw);
        }
        //: %1 lists keys of a Jellyfish .mat file's header, as "Site, Round"
        const QString lost = SgfBackgammon::tr("SGF has no place for the .mat header comments %1; they are dropped")
                                 .arg(matKeys.join(QLatin1String(", ")));
        if (!matKeys.isEmpty() && !m_result.warnings.contains(lost))
            m_result.warnings << lost;
    }
}

void GameWriter::writeSetup(const BgSetup &setup)
{
    // gnubg 1.07 reads AW and AB the right way round only with White on
    // roll (PL[W]) in their node: the player on roll and the dice follow
    // in a node of their own, as gnubg writes "set dice".
    m_out.beginNode();
    m_out.property("PL", colour(1));
    m_out.property("AE", "a:y");
    for (int player = 1; player <= 2; ++player) {
        m_out.beginProperty(colour(player) == "W" ? "AW" : "AB");
        for (int point = 1; point <= 24; ++point) {
            const int n = setup.points[std::size_t(point - 1)];
            for (int i = 0; i < (player == 1 ? n : -n); ++i)
                m_out.value(QByteArray(1, letterOfSpace(point)), SgfValueEscaping::Raw);
        }
        for (int i = 0; i < setup.bar[std::size_t(player - 1)]; ++i)
            m_out.value("y", SgfValueEscaping::Raw);
    }
    if (setup.cubeValue != 1)
        m_out.property("CV", QByteArray::number(setup.cubeValue));
    if (setup.cubeOwner != 0)
        m_out.property("CP", colour(setup.cubeOwner).toLower());
    if (setup.onRoll == 1 && setup.dice[0] == 0)
        return;
    m_out.beginNode();
    m_out.property("PL", colour(setup.onRoll));
    if (setup.dice[0] != 0)
        m_out.property("DI", QByteArray::number(setup.dice[0] * 10 + setup.dice[1]));
}

void GameWriter::writeAnnotations(NodeId id, bool answer)
{
    // The evaluation before the kept properties: a kept V or UC (a second
    // one, or one that is no evaluation) must not be read back in its place.
    const std::optional<int> e = m_tree.evaluation(id);
    if (e && !answer) {
        if (*e == Eval::Undetermined)
            m_out.property("UC", "1");
        else
            m_out.property("V", QByteArray::number(-*e));
    }
    for (const RawProperty &p : m_tree.unknownProperties(id)) {
        const bool forAnswer = p.key.startsWith('@');
        if (forAnswer == answer)
            m_out.property(forAnswer ? p.key.mid(1) : p.key, p.values, SgfValueEscaping::Raw);
    }
    if (m_tree.hasComment(id) && !answer)
        m_out.property("C", m_tree.comment(id).toUtf8());
}

bool GameWriter::writeNode(NodeId id)
{
    m_out.beginNode();
    if (id == m_tree.root()) {
        writeRoot();
        writeAnnotations(id, false);
        if (const auto setup = decodeBgSetup(m_info.start))
            writeSetup(*setup);
        return true;
    }
    const auto event = decodeBackgammonEvent(m_tree.moveTag(id), m_tree.moveData(id));
    if (!event) {
        m_result.error = SgfBackgammon::tr("game %1 holds a move that is not a backgammon event").arg(m_index + 1);
        return false;
    }
    switch (event->kind) {
    case BackgammonEvent::Kind::Roll: {
        QByteArray value;
        for (int i = 0; i < event->diceCount; ++i)
            value.append(char('0' + event->dice[std::size_t(i)]));
        for (const BgMove &m : event->moves)
            value.append(letterOfSpace(m.from)).append(letterOfSpace(m.to));
        m_out.property(colour(event->player), value);
        writeAnnotations(id, false);
        break;
    }
    case BackgammonEvent::Kind::Double:
        m_out.property(colour(event->player), "double");
        writeAnnotations(id, false);
        m_out.beginNode();
        m_out.property(colour(event->player == 1 ? 2 : 1), event->accepted ? "take" : "drop");
        writeAnnotations(id, true);
        break;
    case BackgammonEvent::Kind::Terminate:
        m_out.property(colour(event->player), "resign");
        writeAnnotations(id, false);
        break;
    }
    return true;
}

bool GameWriter::run()
{
    // The main line first: gnubg follows the first variation.
    return writeSgfGameTree(m_out, m_tree, [this](NodeId id) { return writeNode(id); });
}

} // namespace

bool isBackgammonTree(const SgfDocument &doc)
{
    if (doc.treeCount() == 0)
        return false;
    const int root = doc.treeRoot(0);
    const int gm = doc.findProperty(root, "GM");
    return gm >= 0 && doc.valueCount(gm) > 0
        && SgfDocument::unescape(doc.raw(doc.firstValue(gm)), SgfTextMode::SimpleText).trimmed() == "6";
}

bool readTree(const SgfDocument &doc, const ReadOptions &options, GameRecord &game, CrawfordMark &crawford,
              QString &message, qint64 &offset, QStringList &warnings)
{
    TreeReader reader(doc, options, game, warnings);
    if (reader.run(crawford))
        return true;
    message = reader.message;
    offset = reader.offset;
    return false;
}

void settleCrawford(Collection &collection, const std::vector<CrawfordMark> &marks)
{
    markPostCrawford(collection);
    for (std::size_t i = 0; i < collection.games.size() && i < marks.size(); ++i) {
        if (marks[i] == CrawfordMark::None)
            continue;
        GameRecord &g = collection.games[i];
        BgGameInfo info = backgammonGameInfo(g);
        const bool needsOne
            = info.matchLength > 1 && (info.score1 == info.matchLength - 1 || info.score2 == info.matchLength - 1);
        const bool post = needsOne && marks[i] == CrawfordMark::NotCrawfordGame;
        if (post != info.postCrawford) {
            info.postCrawford = post;
            setBackgammonGameInfo(g, info);
        }
    }
}

qint64 eventPartOffset(QByteArrayView source, qint64 valueOffset, int part)
{
    if (part == BgPart::Event || valueOffset < 0 || valueOffset + 1 >= source.size() || source[valueOffset] != '[')
        return valueOffset;
    qint64 i = valueOffset + 1;
    if (part == BgPart::Dice || part == BgPart::Cube)
        return i;
    while (i < source.size() && source[i] >= '0' && source[i] <= '9')
        ++i;
    const qint64 at = i + 2 * qint64(part);
    for (qint64 k = i; k <= at; ++k) {
        if (k >= source.size() || source[k] == ']')
            return valueOffset;
    }
    return at;
}

bool writeGame(const Collection &collection, std::size_t index, int gameInMatch, SgfWriter &out, SaveResult &result)
{
    return GameWriter(collection, index, gameInMatch, out, result).run();
}

bool continuesMatch(const GameRecord &before, const GameRecord &game)
{
    return before.kind == game.kind && before.player1 == game.player1 && before.player2 == game.player2
        && backgammonGameInfo(before).matchLength == backgammonGameInfo(game).matchLength;
}

int pointOfLetter(char c)
{
    if (c >= 'a' && c <= 'x')
        return c - 'a' + 1;
    if (c == 'y')
        return BgBar;
    if (c == 'z')
        return BgOff;
    return -1;
}

} // namespace kibitz::sgf::backgammon
