// Reader of T1 files. The format has no specification; these conventions
// come from the source of the two programs that write it (read, not copied):
// - T1j by Johannes Schwagereit, as kept in eeichinger/twixt_t1j:
//   src/main/java/net/schwagereit/t1j/LoadSave.java (writeGameData,
//   loadGameData), MatchData.java, Match.java (prepareNewMatch, pieRule),
//   Board.java (YPLAYER "North-South", pinAllowed) and GuiBoard.java
//   (getHoleName, the board drawing);
// - twixtbot-ui, stevens68/twixtbot-ui: src/files.py (save_game,
//   parse_t1_file, str2twixt), src/backend/twixt.py (Game.play_swap, turn
//   order), src/backend/point.py (Point from "I9"), src/tbui.py
//   (handle_save_file, execute_move).
// It was checked against the six files of corpus/real/twixt-t1 (SOURCES.md).
//
// - The header is the first 13 lines, by position (twixtbot-ui reads them so;
//   T1j skips blank lines, which only differs on files T1j cannot read).
//   A line's value is what precedes its first '#', trimmed; an empty value
//   takes the default. 1-2 comments; 3 the file-format version, 1; 4-5 the
//   names of player 1 and player 2; 6 the y-size (rows) and 7 the x-size
//   (columns), default 24; 8-9 H(uman) or C(omputer) for each player; 10 the
//   starting player, 1 or 2; 11 the direction of letters, V; 12 the pie rule
//   and 13 "game already over", Y or N. Only the names, the sizes and the
//   starting player matter to the game: the pie rule does not change the
//   rules (a swap is a move of its own), and twixtbot-ui writes "game already
//   over" Y for every game (handle_save_file passes `self.game is not None`).
// - Both writers write V for the direction of letters and neither reader
//   looks at it (T1j: "mdLetterDir (ignored)", a constant true). What H would
//   mean, no source says: it is read as V, like T1j does, with a warning.
// - Then one move a line: a hole, column letters then the 1-based row ("I9":
//   column I, row 9; T1j names columns after Z AA, AB...), letters in either
//   case. x is the column and y the row, row 1 at the top, as in SGF Twixt.
//   Player 1 (T1j's Y player, twixtbot-ui's WHITE) may not use the left and
//   right columns and connects top and bottom; player 2 connects left and
//   right. Moves alternate from the starting player (line 10: "1 plays
//   top-down"; a 2 lets player 2 begin, as T1j's MatchData.mdYstarts).
// - `swap` (twixtbot-ui only, written "SWAP"): the second player takes the
//   first peg onto its mirror hole (column and row exchanged) in his own
//   colour, and player 1 moves next (Game.play_swap): the model's
//   swap-pieces. T1j writes no token for its pie rule: it exchanges the
//   players' names in the header, so its files need none.
// - `resign` (read by twixtbot-ui, which keeps a resignation out of the
//   moves it saves): the player to move resigns. No writer has another token
//   (twixtbot-ui's "draw" is a result, never written to a file).
// - Blank lines and '#' comments between moves are skipped (T1j does).
// Illegal moves (a peg on the opponent's border, a swap out of place) are
// read as written; `kibitz-cli check` reports them.

#include "formats/t1/t1.h"

#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfmoves.h"
#include "games/twixt/twixtmove.h"

#include <QCoreApplication>

#include <cstring>

namespace kibitz::t1 {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct T1Reader {
    Q_DECLARE_TR_FUNCTIONS(T1Reader)
};

constexpr int HeaderLines = 13;
constexpr int DefaultBoardSide = 24;
constexpr int MinBoardSide = 3;
constexpr qint64 ProgressEvery = 16384; // moves

// Lines as Java's readLine and Python's universal newlines split them: at LF,
// CR or CR LF. A UTF-8 byte-order mark before the first line is skipped.
class Lines {
public:
    explicit Lines(QByteArrayView s)
        : m_s(s)
    {
        if (s.startsWith("\xef\xbb\xbf"))
            m_pos = 3;
    }
    bool atEnd() const { return m_pos >= m_s.size(); }
    // The next line's bounds, without its line break; false at the end.
    bool next(qsizetype &start, qsizetype &end)
    {
        if (atEnd())
            return false;
        start = m_pos;
        const qsizetype n = m_s.size();
        qsizetype i = m_pos;
        while (i < n && m_s[i] != '\n' && m_s[i] != '\r')
            ++i;
        end = i;
        if (i < n)
            i += m_s[i] == '\r' && i + 1 < n && m_s[i + 1] == '\n' ? 2 : 1;
        m_pos = i;
        return true;
    }

private:
    QByteArrayView m_s;
    qsizetype m_pos = 0;
};

// A line's value: what comes before its '#' comment, trimmed as Java's trim()
// trims (every byte up to the space), and where it starts.
struct Value {
    qsizetype at = 0;
    QByteArrayView text;
};

Value valueOf(QByteArrayView s, qsizetype start, qsizetype end)
{
    QByteArrayView line = s.sliced(start, end - start);
    if (const qsizetype hash = line.indexOf('#'); hash >= 0)
        line.truncate(hash);
    qsizetype b = 0, e = line.size();
    while (b < e && static_cast<unsigned char>(line[b]) <= ' ')
        ++b;
    while (e > b && static_cast<unsigned char>(line[e - 1]) <= ' ')
        --e;
    return {start + b, line.sliced(b, e - b)};
}

// A board size, or -1 when the value is not a number (capped, so that a long
// run of digits cannot overflow).
int sizeValue(QByteArrayView text)
{
    if (text.isEmpty())
        return -1;
    int value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return -1;
        value = std::min(value * 10 + (c - '0'), 1000000);
    }
    return value;
}

// Whether a one-letter field holds one of `letters` (either case) or nothing.
bool isFlag(QByteArrayView text, const char *letters)
{
    if (text.isEmpty())
        return true;
    const char c = char(text[0] & ~0x20);
    return text.size() == 1 && c != 0 && std::strchr(letters, c) != nullptr;
}

// A value as messages quote it.
QString shown(QByteArrayView text)
{
    return GameTree::decodeText(text.first(std::min<qsizetype>(text.size(), 40)).toByteArray());
}

} // namespace

bool looksLikeT1(QByteArrayView content)
{
    Lines lines(content);
    bool anyValue = false;
    for (int n = 1; n <= HeaderLines; ++n) {
        qsizetype start = 0, end = 0;
        if (!lines.next(start, end) || content.sliced(start, end - start).indexOf('#') < 0)
            return false;
        const QByteArrayView value = valueOf(content, start, end).text;
        if ((n == 6 || n == 7) && !value.isEmpty() && sizeValue(value) < 0)
            return false;
        anyValue = anyValue || (n >= 3 && !value.isEmpty());
    }
    // Thirteen comment lines alone could be anything.
    return anyValue;
}

LoadResult read(const QByteArray &content, const ReadOptions &options)
{
    LoadResult result;
    auto fail = [&](qsizetype offset, const QString &message, bool cancelled = false) {
        result.error.message = message;
        result.error.offset = offset;
        result.error.cancelled = cancelled;
        const SgfLocation where = sgfLocation(content, offset);
        result.error.line = where.line;
        result.error.column = where.column;
        return result;
    };

    GameRecord game;
    game.kind = GameKind::Twixt;
    game.columns = game.rows = DefaultBoardSide;
    setupFor<TwixtSetup>(game).rules = TwixtRules::Standard;
    int mover = 1;

    Lines lines(content);
    if (lines.atEnd())
        return fail(content.size(), T1Reader::tr("the file is empty"));
    for (int n = 1; n <= HeaderLines; ++n) {
        qsizetype start = 0, end = 0;
        if (!lines.next(start, end))
            return fail(
                content.size(),
                //: %1 is a number of lines
                T1Reader::tr("the file ends after line %1, in the header: a T1 file starts with 13 header lines")
                    .arg(n - 1));
        const Value v = valueOf(content, start, end);
        const QByteArrayView text = v.text;
        switch (n) {
        case 3:
            if (!text.isEmpty() && text != "1")
                return fail(v.at, T1Reader::tr("file-format version \"%1\" is not known (1 is)").arg(shown(text)));
            break;
        case 4:
            game.player1 = GameTree::decodeText(text.toByteArray());
            break;
        case 5:
            game.player2 = GameTree::decodeText(text.toByteArray());
            break;
        case 6:
        case 7:
            if (!text.isEmpty()) {
                const int size = sizeValue(text);
                if (size < MinBoardSide || size > sgfmoves::MaxBoardSide)
                    return fail(
                        v.at, (n == 6 ? T1Reader::tr("the y-size (rows) must be a number from %1 to %2, not \"%3\"")
                                      : T1Reader::tr("the x-size (columns) must be a number from %1 to %2, not \"%3\""))
                                  .arg(MinBoardSide)
                                  .arg(sgfmoves::MaxBoardSide)
                                  .arg(shown(text)));
                (n == 6 ? game.rows : game.columns) = size;
            }
            break;
        case 8:
        case 9:
            if (!isFlag(text, "HC"))
                return fail(v.at, T1Reader::tr("expected H (human) or C (computer), found \"%1\"").arg(shown(text)));
            break;
        case 10:
            if (!text.isEmpty() && text != "1" && text != "2")
                return fail(v.at, T1Reader::tr("the starting player is 1 or 2, not \"%1\"").arg(shown(text)));
            mover = text == "2" ? 2 : 1;
            break;
        case 11:
            if (!isFlag(text, "VH"))
                return fail(v.at, T1Reader::tr("the direction of letters is V or H, not \"%1\"").arg(shown(text)));
            if (!text.isEmpty() && (text[0] & ~0x20) == 'H') {
                // No known program writes it: a violation, an error to `check`.
                const SgfLocation where = sgfLocation(content, v.at);
                result.violations
                    << QStringLiteral("%1:%2: ").arg(where.line).arg(where.column)
                           + T1Reader::tr("the direction of letters is H, which no known program writes; "
                                          "the moves are read as with V (letters name the columns), as T1j reads them");
            }
            break;
        case 12:
        case 13:
            if (!isFlag(text, "YN"))
                return fail(v.at, T1Reader::tr("expected Y or N, found \"%1\"").arg(shown(text)));
            break;
        default: // lines 1 and 2: comments
            break;
        }
    }

    GameTree &tree = game.tree;
    if (options.recordLocations)
        game.nodeOffsets.push_back(0); // the root
    NodeId parent = tree.root();
    TwixtMove move;
    QByteArray data;
    qint64 moves = 0;
    qsizetype start = 0, end = 0;
    while (lines.next(start, end)) {
        const Value v = valueOf(content, start, end);
        if (v.text.isEmpty())
            continue;
        if (options.progress && ++moves % ProgressEvery == 0 && !options.progress(start, content.size()))
            return fail(start, T1Reader::tr("reading was cancelled"), true);
        MoveTag tag = MoveTag::Place;
        bool bareSwap = false;
        const std::optional<SpecialMove> special = sgfmoves::parseSpecial(v.text, &bareSwap);
        if (special && (bareSwap || *special == SpecialMove::Resign)) {
            tag = MoveTag::Special;
            data = encodeSpecial(*special, mover);
        } else {
            const auto hole = special ? std::nullopt : sgfmoves::parseLettersNumber(v.text);
            if (!hole)
                return fail(v.at, T1Reader::tr("\"%1\" is not a move: a T1 move is a hole such as I9, swap or resign")
                                      .arg(shown(v.text)));
            if (hole->first >= game.columns || hole->second >= game.rows)
                //: %1 is a hole as the file writes it, %2x%3 the board's columns and rows
                return fail(
                    v.at,
                    T1Reader::tr("%1 is outside the %2x%3 board").arg(shown(v.text)).arg(game.columns).arg(game.rows));
            move.reset();
            move.x = hole->first;
            move.y = hole->second;
            move.player = mover;
            encodeTwixtMove(move, data);
        }
        parent = tree.appendChildAfter(parent, NoNode, std::uint8_t(tag), data);
        if (options.recordLocations)
            game.nodeOffsets.push_back(v.at);
        mover = 3 - mover;
    }

    Collection collection;
    collection.games.push_back(std::move(game));
    result.collection = std::move(collection);
    return result;
}

} // namespace kibitz::t1
