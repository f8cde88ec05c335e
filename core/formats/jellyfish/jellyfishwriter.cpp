// Jellyfish .mat writer, laid out as GNU Backgammon's own "export match mat"
// writes it (checked against gnubg 1.07): " N point match", " Game N", the
// score line with the second name at column 33, then numbered lines
// "%3d) " + the first player's action padded to 28 columns + the second
// player's action. Moves are from the mover's side of the board (the
// bgammon events number every point from player 1's side), doubles read
// " Doubles => 2", answers " Takes" / " Drops", and the game ends with
// "Wins N point(s)" under the winner (beside a drop when that is where
// gnubg writes it). Header comments read from a .mat file come first.

#include "formats/jellyfish/jellyfish.h"

#include "games/backgammon/backgammonreplayer.h"
#include "games/gameregistry.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <optional>

namespace kibitz::jellyfish {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct JellyfishWriter {
    Q_DECLARE_TR_FUNCTIONS(JellyfishWriter)
};

constexpr int kLeftWidth = 28;

class GameLines {
public:
    explicit GameLines(QByteArray &out)
        : m_out(out)
    { }
    // side 0: player 1 (left column), 1: player 2.
    void add(int side, const QByteArray &text)
    {
        if (side == 0) {
            flush();
            startLine();
            m_line.append(text);
            m_haveLeft = true;
        } else {
            if (!m_haveLeft)
                startLine();
            pad();
            m_line.append(text);
            m_haveLeft = false;
            m_out.append(m_line).append('\n');
            m_line.clear();
        }
    }
    // The result goes under the winner: beside the loser's last action when
    // that opened a line (gnubg reads a separate line there as another
    // action), else on a line of its own without a number.
    void win(int side, const QByteArray &text)
    {
        if (side == 1 && m_haveLeft) {
            pad();
            m_line.append(text).append(' ');
            m_haveLeft = false;
            m_out.append(m_line).append('\n');
            m_line.clear();
            return;
        }
        flush();
        m_out.append(QByteArray(side == 0 ? 6 : 6 + kLeftWidth, ' ')).append(text).append('\n');
    }
    void flush()
    {
        if (m_haveLeft) {
            m_out.append(m_line).append('\n');
            m_line.clear();
            m_haveLeft = false;
        }
    }

private:
    void startLine()
    {
        m_line = QByteArray::number(++m_number).rightJustified(3, ' ') + ") ";
        m_lineStart = m_line.size();
    }
    void pad()
    {
        const qsizetype used = m_line.size() - m_lineStart;
        m_line.append(QByteArray(std::max<qsizetype>(kLeftWidth - used, 1), ' '));
    }
    QByteArray &m_out;
    QByteArray m_line;
    qsizetype m_lineStart = 0;
    int m_number = 0;
    bool m_haveLeft = false;
};

QByteArray spaceFor(int space, int player)
{
    if (space == BgBar)
        return QByteArrayLiteral("bar");
    if (space == BgOff)
        return QByteArrayLiteral("off");
    return QByteArray::number(player == 1 ? space : 25 - space);
}

QByteArray winsText(int points)
{
    return "Wins " + QByteArray::number(points) + (points == 1 ? " point" : " points");
}

} // namespace

SaveResult write(const Collection &collection)
{
    SaveResult r;
    QByteArray body;
    int exported = 0;
    int matchLength = 0;
    int number = 0;
    BgGameInfo previous;
    const GameRecord *previousGame = nullptr;
    for (const GameRecord &g : collection.games) {
        ++number;
        if (!isBackgammonKind(g.kind)) {
            //: %1 is a game number, %2 a game's name in words (Hex, Twixt...)
            r.error = JellyfishWriter::tr("game %1 is a %2 game; Jellyfish match files hold backgammon")
                          .arg(number)
                          .arg(gameKindText(g.kind));
            return r;
        }
        if (!backgammonGameInfo(g).start.isEmpty()) {
            //: %1 is a game number
            r.error = JellyfishWriter::tr("game %1 starts from a set-up position, which a Jellyfish match file cannot "
                                          "hold (its games start from the usual position); save it as SGF")
                          .arg(number);
            return r;
        }
        if (g.kind != GameKind::Backgammon) {
            //: %1 is a game number, %2 a game kind as kibitz-cli names it (acey-deucey, tabula)
            r.warnings << JellyfishWriter::tr(
                              "game %1 (%2) skipped: Jellyfish match files hold standard backgammon only")
                              .arg(number)
                              .arg(gameKindName(g.kind));
            continue;
        }
        const BgGameInfo info = backgammonGameInfo(g);
        // One file holds one match: a game with other players or length, or
        // with a score lower than the game before, starts another match.
        if (previousGame
            && (info.matchLength != previous.matchLength || g.player1 != previousGame->player1
                || g.player2 != previousGame->player2 || info.score1 < previous.score1 || info.score2 < previous.score2
                || (info.score1 == previous.score1 && info.score2 == previous.score2))) {
            r.warnings << JellyfishWriter::tr(
                              "game %1 starts another match; a Jellyfish file holds one match, so it and "
                              "the games after it are skipped")
                              .arg(number);
            break;
        }
        previous = info;
        previousGame = &g;
        if (exported == 0)
            matchLength = info.matchLength;
        ++exported;
        body.append(" Game ").append(QByteArray::number(exported)).append('\n');
        QByteArray scores = ' ' + g.player1.toUtf8() + " : " + QByteArray::number(info.score1);
        scores.append(QByteArray(std::max<qsizetype>(32 - scores.size(), 1), ' '));
        scores.append(g.player2.toUtf8() + " : " + QByteArray::number(info.score2));
        body.append(scores).append('\n');

        BackgammonPosition position = backgammonStart(g);
        GameLines lines(body);
        const GameTree &tree = g.tree;
        int winPoints = 0;
        int ply = 0;
        for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
            ++ply;
            const auto event = decodeBackgammonEvent(tree.moveTag(id), tree.moveData(id));
            const int cubeBefore = position.cubeValue();
            const QString why = event ? position.apply(*event) : JellyfishWriter::tr("not a backgammon event");
            if (!why.isEmpty()) {
                //: %1 is a game number, %2 an event number, %3 why the event cannot be played
                r.error = JellyfishWriter::tr("game %1, event %2: %3").arg(number).arg(ply).arg(why);
                return r;
            }
            const int side = event->player - 1;
            switch (event->kind) {
            case BackgammonEvent::Kind::Roll: {
                QByteArray text = QByteArray::number(event->dice[0]) + QByteArray::number(event->dice[1]) + ':';
                for (const BgMove &m : event->moves)
                    text.append(' ')
                        .append(spaceFor(m.from, event->player))
                        .append('/')
                        .append(spaceFor(m.to, event->player));
                lines.add(side, text);
                if (position.isOver()) {
                    const int loser = event->player == 1 ? 2 : 1;
                    int kind = 1;
                    if (position.borneOff(loser) == 0) {
                        kind = 2;
                        bool backgammon = position.bar(loser) > 0;
                        for (int i = 1; i <= 6; ++i)
                            backgammon = backgammon || position.checkers(event->player == 1 ? i : 25 - i, loser) > 0;
                        if (backgammon)
                            kind = 3;
                    }
                    winPoints = kind * position.cubeValue();
                }
                break;
            }
            case BackgammonEvent::Kind::Double: {
                lines.add(side, " Doubles => " + QByteArray::number(event->cubeValue));
                // A beaver follows: its "Doubles => N" (as gnubg's export
                // writes it) stands in the place of the take.
                const NodeId next = tree.mainChild(id);
                const auto following
                    = next != NoNode ? decodeBackgammonEvent(tree.moveTag(next), tree.moveData(next)) : std::nullopt;
                const bool beaverFollows = event->accepted && following
                                        && following->kind == BackgammonEvent::Kind::Double
                                        && following->player != event->player && position.toAct() == event->player;
                if (!beaverFollows)
                    lines.add(1 - side, event->accepted ? QByteArrayLiteral(" Takes") : QByteArrayLiteral(" Drops"));
                // bgammon's server counts a drop like any win (winPoints, a
                // gammon when the loser has borne off nothing) times the cube.
                if (!event->accepted)
                    winPoints = std::max(info.points, 1) * cubeBefore;
                break;
            }
            case BackgammonEvent::Kind::Terminate:
                winPoints = std::max(info.points, 1) * position.cubeValue();
                break;
            }
        }
        // An abandoned game scored nothing: it stays without a result.
        if (position.isOver() && !info.abandoned)
            lines.win(position.winner() - 1, winsText(winPoints));
        lines.flush();
        body.append('\n');
    }
    if (exported == 0) {
        r.error = JellyfishWriter::tr("there is no standard backgammon game to write");
        return r;
    }
    // The header comments a .mat file was read with ("mat:Key" entries of
    // the first game written), one "; [Key "Value"]" line each.
    QByteArray header;
    for (const GameRecord &g : collection.games) {
        if (g.kind != GameKind::Backgammon)
            continue;
        // The match's time, when no EventDate comes with the header comments
        // (a bgammon.org replay's timestamp).
        const qint64 timestamp = backgammonGameInfo(g).timestamp;
        const bool hasDate = std::any_of(g.header.begin(), g.header.end(),
                                         [](const RawProperty &p) { return p.key == "mat:EventDate"; });
        if (timestamp > 0 && !hasDate) {
            const QDateTime when = QDateTime::fromSecsSinceEpoch(timestamp, QTimeZone::utc());
            header.append("; [EventDate \"" + when.toString(QStringLiteral("yyyy.MM.dd")).toLatin1() + "\"]\n");
            header.append("; [EventTime \"" + when.toString(QStringLiteral("HH.mm")).toLatin1() + "\"]\n");
        }
        for (const RawProperty &p : g.header) {
            if (!p.key.startsWith("mat:") || p.values.isEmpty())
                continue;
            QByteArray value = p.values.first();
            value.replace('\n', ' ');
            header.append("; [").append(p.key.mid(4)).append(" \"").append(value).append("\"]\n");
        }
        break;
    }
    if (!header.isEmpty())
        header.append('\n');
    r.data = header + " " + QByteArray::number(matchLength) + " point match\n\n" + body;
    return r;
}

} // namespace kibitz::jellyfish
