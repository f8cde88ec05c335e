#include "games/backgammon/backgammonposition.h"

#include <utility>

#include <QStringList>

#include <cstdlib>

#include <algorithm>

namespace kibitz {

namespace {

int other(int player)
{
    return player == 1 ? 2 : 1;
}

QString moveName(const BgMove &m)
{
    return QString::fromLatin1(backgammonSpaceText(m.from) + '/' + backgammonSpaceText(m.to));
}

// Writes `count` bits of `value` at bit `at`, least significant bit first, as
// gnubg packs its keys.
void putBits(unsigned char *key, int at, int count, unsigned value)
{
    for (int i = 0; i < count; ++i) {
        if (value & (1u << i))
            key[(at + i) / 8] |= static_cast<unsigned char>(1u << ((at + i) % 8));
    }
}

} // namespace

BackgammonPosition::BackgammonPosition(BgVariant variant, int matchLength, int score1, int score2, bool postCrawford)
    : m_variant(variant)
    , m_score{score1, score2}
    , m_matchLength(matchLength)
    , m_postCrawford(postCrawford)
{
    if (variant == BgVariant::Backgammon) {
        m_points[24] = 2;
        m_points[13] = 5;
        m_points[8] = 3;
        m_points[6] = 5;
        m_points[1] = -2;
        m_points[12] = -5;
        m_points[17] = -3;
        m_points[19] = -5;
    } else {
        m_waiting = {Checkers, Checkers};
    }
}

int BackgammonPosition::checkers(int point, int player) const
{
    if (point < 1 || point > 24)
        return 0;
    const int v = m_points[std::size_t(point)];
    return player == 1 ? std::max(v, 0) : std::max(-v, 0);
}

int BackgammonPosition::pipOf(int point, int player) const
{
    return player == 1 && m_variant != BgVariant::Tabula ? point : 25 - point;
}

int BackgammonPosition::pointOfPip(int pip, int player) const
{
    return player == 1 && m_variant != BgVariant::Tabula ? pip : 25 - pip;
}

int BackgammonPosition::pipCount(int player) const
{
    int pips = 25 * (bar(player) + waiting(player));
    for (int point = 1; point <= 24; ++point)
        pips += checkers(point, player) * pipOf(point, player);
    return pips;
}

bool BackgammonPosition::mayBearOff(int player) const
{
    if (bar(player) > 0 || waiting(player) > 0)
        return false;
    const int home = m_variant == BgVariant::Tabula ? 12 : 6;
    for (int point = 1; point <= 24; ++point) {
        if (checkers(point, player) > 0 && pipOf(point, player) > home)
            return false;
    }
    return true;
}

int BackgammonPosition::dieFor(int player, const BgMove &move, const std::vector<int> &dice, QString *why) const
{
    const auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return -1;
    };
    int fromPip = 25;
    if (move.from == BgBar) {
        if (bar(player) == 0)
            return fail(tr("player %1 has no checker on the bar").arg(player));
    } else if (move.from == BgOff) {
        if (m_variant == BgVariant::Backgammon)
            return fail(tr("no checker can move from off the board in backgammon"));
        if (waiting(player) == 0)
            return fail(tr("player %1 has no checker left to enter").arg(player));
    } else if (move.from >= 1 && move.from <= 24) {
        if (checkers(move.from, player) == 0)
            return fail(tr("player %1 has no checker on point %2").arg(player).arg(move.from));
        fromPip = pipOf(move.from, player);
    } else {
        return fail(tr("there is no space %1").arg(move.from));
    }
    if (bar(player) > 0 && move.from != BgBar)
        return fail(tr("player %1 must enter from the bar first").arg(player));
    if (move.to == BgBar)
        return fail(tr("a checker cannot move to the bar"));
    auto exact = [&dice](int distance) {
        const auto it = std::find(dice.begin(), dice.end(), distance);
        return it == dice.end() ? -1 : int(it - dice.begin());
    };
    if (move.to == BgOff) {
        if (move.from == BgBar || move.from == BgOff)
            return fail(tr("a checker cannot go off straight from the bar"));
        if (!mayBearOff(player))
            return fail(tr("player %1 cannot bear off before all checkers are home").arg(player));
        const int found = exact(fromPip);
        if (found >= 0)
            return found;
        // bgammon's rules library (tabula board.go, HaveRoll and UseRoll)
        // allows a larger die in backgammon only: acey-deucey and tabula bear
        // off with the exact die.
        if (m_variant != BgVariant::Backgammon)
            return fail(tr("no die of %1 to bear off from point %2 (a larger die bears off in backgammon only)")
                            .arg(fromPip)
                            .arg(move.from));
        // A larger die only when no checker of the player is farther back.
        for (int point = 1; point <= 24; ++point) {
            if (checkers(point, player) > 0 && pipOf(point, player) > fromPip)
                return fail(tr("no die of %1 to bear off from point %2").arg(fromPip).arg(move.from));
        }
        const auto highest = std::max_element(dice.begin(), dice.end());
        if (highest == dice.end() || *highest < fromPip)
            return fail(tr("no die of %1 or more to bear off from point %2").arg(fromPip).arg(move.from));
        return int(highest - dice.begin());
    }
    if (move.to < 1 || move.to > 24)
        return fail(tr("there is no space %1").arg(move.to));
    const int distance = fromPip - pipOf(move.to, player);
    if (distance <= 0)
        return fail(tr("player %1 cannot move backwards").arg(player));
    const int found = exact(distance);
    if (found < 0)
        return fail(tr("no die of %1").arg(distance));
    if (m_variant == BgVariant::Tabula && waiting(player) > 0 && move.to > 12)
        return fail(tr("no checker may pass point 12 before all have entered"));
    if (checkers(move.to, other(player)) >= 2)
        return fail(tr("point %1 is blocked").arg(move.to));
    return found;
}

void BackgammonPosition::play(int player, const BgMove &move)
{
    const std::int8_t delta = player == 1 ? 1 : -1;
    const std::size_t p = std::size_t(player - 1);
    if (move.from == BgBar)
        --m_bar[p];
    else if (move.from == BgOff)
        --m_waiting[p];
    else
        m_points[std::size_t(move.from)] -= delta;
    if (move.to == BgOff) {
        ++m_off[p];
        return;
    }
    if (checkers(move.to, other(player)) == 1) {
        m_points[std::size_t(move.to)] = 0;
        ++m_bar[std::size_t(other(player) - 1)];
    }
    m_points[std::size_t(move.to)] += delta;
}

bool BackgammonPosition::playChecker(int player, const BgMove &move, std::vector<int> &dice, QString *why)
{
    const int die = dieFor(player, move, dice, why);
    if (die < 0)
        return false;
    dice.erase(dice.begin() + die);
    play(player, move);
    return true;
}

std::vector<BgMove> BackgammonPosition::legalSingleMoves(int player, const std::vector<int> &dice) const
{
    std::vector<BgMove> moves;
    std::vector<int> sources;
    if (bar(player) > 0) {
        sources.push_back(BgBar);
    } else {
        if (waiting(player) > 0)
            sources.push_back(BgOff);
        for (int point = 1; point <= 24; ++point) {
            if (checkers(point, player) > 0)
                sources.push_back(point);
        }
    }
    for (int from : sources) {
        const int fromPip = from >= 1 && from <= 24 ? pipOf(from, player) : 25;
        for (int d = 1; d <= 6; ++d) {
            if (std::find(dice.begin(), dice.end(), d) == dice.end())
                continue;
            const int pip = fromPip - d;
            const BgMove move{from, pip > 0 ? pointOfPip(pip, player) : BgOff};
            if (std::find(moves.begin(), moves.end(), move) != moves.end())
                continue;
            if (dieFor(player, move, dice, nullptr) >= 0)
                moves.push_back(move);
        }
    }
    return moves;
}

QString BackgammonPosition::playRoll(const BackgammonEvent &event, int &failedPart, bool checkUnusedDice)
{
    failedPart = BgPart::Dice;
    const int player = event.player;
    const bool tabula = m_variant == BgVariant::Tabula;
    // Tabula rolls three dice, the opening too: the server decides the
    // opener with one die per player and then, in the variants, rolls the
    // opener's first roll anew (server_command.go, "roll": reroll), which in
    // tabula sets the third die (serverGame.roll).
    const int expectedDice = tabula ? 3 : 2;
    if (event.diceCount != expectedDice)
        //: %1 and %2 are numbers of dice; %3 names the game (backgammon, acey-deucey or tabula)
        return tr("%1 dice were rolled; %3 rolls %2")
            .arg(event.diceCount)
            .arg(expectedDice)
            .arg(m_variant == BgVariant::Tabula       ? tr("tabula")
                 : m_variant == BgVariant::AceyDeucey ? tr("acey-deucey")
                                                      : tr("backgammon"));
    std::vector<int> dice;
    for (int i = 0; i < event.diceCount; ++i) {
        const int d = event.dice[std::size_t(i)];
        if (d < 1 || d > 6)
            return tr("a die shows %1").arg(d);
        dice.push_back(d);
    }
    if (m_aceyPhase == AceyChoose && dice[0] != dice[1])
        return tr("after an acey-deucey player %1 plays a double of their choice, not %2-%3")
            .arg(player)
            .arg(dice[0])
            .arg(dice[1]);
    const bool aceyDeucey = m_variant == BgVariant::AceyDeucey && m_aceyPhase != AceyChoose && event.diceCount == 2
                         && std::min(dice[0], dice[1]) == 1 && std::max(dice[0], dice[1]) == 2;
    if (!tabula && dice[0] == dice[1])
        dice = {dice[0], dice[0], dice[0], dice[0]};

    BackgammonPosition next = *this;
    next.m_dice = event.dice;
    next.m_diceCount = event.diceCount;
    for (std::size_t i = 0; i < event.moves.size(); ++i) {
        const BgMove &move = event.moves[i];
        failedPart = int(i);
        if (next.m_winner != 0)
            return tr("move %1 (%2) comes after the last checker was borne off").arg(i + 1).arg(moveName(move));
        if (dice.empty())
            return tr("move %1 (%2): all dice are used").arg(i + 1).arg(moveName(move));
        QString why;
        const int die = next.dieFor(player, move, dice, &why);
        if (die < 0)
            return tr("move %1 (%2): %3").arg(i + 1).arg(moveName(move), why);
        dice.erase(dice.begin() + die);
        next.play(player, move);
        if (next.borneOff(player) == Checkers) {
            next.m_winner = player;
            next.m_gameState = 2;
        }
    }
    failedPart = BgPart::Dice;
    if (next.m_winner == 0 && checkUnusedDice) {
        const std::vector<BgMove> possible = next.legalSingleMoves(player, dice);
        if (!possible.empty())
            return tr("a die is left unused although %1 could be played").arg(moveName(possible.front()));
    }
    // bgammon's "ok" (pkg/server/server_command.go): a 1-2 whose two moves
    // were played is followed by the same player's chosen double, recorded as
    // a roll line of its own, and then by another roll of the same player.
    if (aceyDeucey && event.moves.size() == 2)
        next.m_aceyPhase = AceyChoose;
    else if (m_aceyPhase == AceyChoose)
        next.m_aceyPhase = AceyRollAgain;
    else
        next.m_aceyPhase = AceyNone;
    next.m_toAct = next.m_aceyPhase != AceyNone ? player : other(player);
    *this = next;
    failedPart = BgPart::Event;
    return QString();
}

QString BackgammonPosition::apply(const BackgammonEvent &event, int *failedPart)
{
    int part = BgPart::Event;
    const QString why = applyEvent(event, part, true);
    if (failedPart)
        *failedPart = why.isEmpty() ? BgPart::Event : part;
    return why;
}

QString BackgammonPosition::applyQuickly(const BackgammonEvent &event)
{
    int part = BgPart::Event;
    return applyEvent(event, part, false);
}

QString BackgammonPosition::applyEvent(const BackgammonEvent &event, int &failedPart, bool checkUnusedDice)
{
    const int player = event.player;
    if (player != 1 && player != 2)
        return tr("there is no player %1").arg(player);
    if (m_winner != 0)
        return tr("the game is already over");
    const bool beaverOpen = std::exchange(m_beaverOpen, false);
    switch (event.kind) {
    case BackgammonEvent::Kind::Roll:
        if (m_toAct != 0 && player != m_toAct)
            return tr("it is player %1's turn").arg(m_toAct);
        return playRoll(event, failedPart, checkUnusedDice);
    case BackgammonEvent::Kind::Double:
        if (m_aceyPhase != AceyNone)
            return tr("player %1 is in the middle of an acey-deucey").arg(player);
        if (m_toAct == 0)
            return tr("nobody may double before the opening roll");
        if (beaverOpen && player == m_cubeOwner && player != m_toAct) {
            // A beaver (money play): the taker redoubles at once and keeps
            // the cube, as GNU Backgammon plays it (play.c, MOVE_DOUBLE
            // while a double is pending); declined, the beaverer wins the
            // cube before the beaver.
            if (event.cubeValue != 2 * m_cubeValue) {
                failedPart = BgPart::Cube;
                return tr("the cube is at %1, so a beaver makes it %2, not %3")
                    .arg(m_cubeValue)
                    .arg(2 * m_cubeValue)
                    .arg(event.cubeValue);
            }
            if (event.accepted) {
                m_cubeValue = event.cubeValue;
            } else {
                m_winner = player;
                m_gameState = 4;
            }
            return QString();
        }
        if (player != m_toAct)
            return tr("only player %1, who is on roll, may double").arg(m_toAct);
        if (m_cubeOwner != 0 && m_cubeOwner != player)
            return tr("player %1 owns the cube").arg(m_cubeOwner);
        if (event.cubeValue != 2 * m_cubeValue) {
            failedPart = BgPart::Cube;
            return tr("the cube is at %1, so a double makes it %2, not %3")
                .arg(m_cubeValue)
                .arg(2 * m_cubeValue)
                .arg(event.cubeValue);
        }
        if (event.accepted) {
            m_cubeValue = event.cubeValue;
            m_cubeOwner = other(player);
            m_beaverOpen = m_matchLength == 0 && m_variant == BgVariant::Backgammon;
        } else {
            m_winner = player;
            m_gameState = 4;
        }
        return QString();
    case BackgammonEvent::Kind::Terminate:
        m_winner = other(player);
        m_gameState = 3;
        return QString();
    }
    return tr("unknown event");
}

int BackgammonPosition::winPoints(int winner) const
{
    if (winner != 1 && winner != 2)
        return 0;
    const int loser = other(winner);
    // Acey-deucey: every checker the loser has not borne off.
    if (m_variant == BgVariant::AceyDeucey)
        return Checkers - borneOff(loser);
    // A backgammon: in tabula when the loser has not entered every checker;
    // else a loser's checker on the bar or in the winner's home row (tabula:
    // 13..24 for both players; backgammon: 1..6 for player 1, 19..24 for 2).
    bool backgammon = (m_variant == BgVariant::Tabula && waiting(loser) > 0) || bar(loser) > 0;
    const int homeFrom = m_variant == BgVariant::Tabula ? 13 : winner == 1 ? 1 : 19;
    const int homeTo = m_variant == BgVariant::Tabula ? 24 : winner == 1 ? 6 : 24;
    for (int point = homeFrom; point <= homeTo && !backgammon; ++point)
        backgammon = checkers(point, loser) > 0;
    if (backgammon)
        return 3;
    return borneOff(loser) == 0 ? 2 : 1;
}

QString BackgammonPosition::gnubgPositionId(int onRollGiven) const
{
    // gnubg's TanBoard: each side's checkers from its own side, index 0..23 its
    // points 1..24 and 24 its bar; the side not on roll first, each checker a
    // 1 bit and each point closed by a 0 bit.
    const int onRoll = onRollGiven != 0 ? onRollGiven : m_toAct == 0 ? 1 : m_toAct;
    std::array<unsigned char, 10> key{};
    int bit = 0;
    for (int player : {other(onRoll), onRoll}) {
        for (int i = 0; i < 25; ++i) {
            const int n = i == 24 ? bar(player) : checkers(pointOfPip(i + 1, player), player);
            putBits(key.data(), bit, n, (1u << n) - 1);
            bit += n + 1;
        }
    }
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(key.data()), qsizetype(key.size()))
                                   .toBase64(QByteArray::OmitTrailingEquals));
}

QString BackgammonPosition::gnubgMatchId(int onRollGiven) const
{
    // gnubg's players: 0 is player 1 (the left column of a .mat file), 1 is player 2.
    const int onRoll = (onRollGiven != 0 ? onRollGiven : m_toAct == 0 ? 1 : m_toAct) - 1;
    const bool underWay = onRollGiven != 0 || m_toAct != 0;
    std::array<unsigned char, 9> key{};
    int cubeLog = 0;
    while ((1 << cubeLog) < m_cubeValue && cubeLog < 15)
        ++cubeLog;
    const bool crawford = m_matchLength > 1 && !m_postCrawford
                       && ((m_score[0] == m_matchLength - 1) != (m_score[1] == m_matchLength - 1));
    putBits(key.data(), 0, 4, unsigned(cubeLog));
    putBits(key.data(), 4, 2, m_cubeOwner == 0 ? 3u : unsigned(m_cubeOwner - 1));
    putBits(key.data(), 6, 1, unsigned(onRoll));
    putBits(key.data(), 7, 1, crawford ? 1u : 0u);
    // Before the opening roll gnubg's game state is still "no game" (0).
    putBits(key.data(), 8, 3, m_winner != 0 ? unsigned(m_gameState) : underWay ? 1u : 0u);
    putBits(key.data(), 11, 1, unsigned(onRoll));
    putBits(key.data(), 21, 15, unsigned(std::max(m_matchLength, 0)));
    putBits(key.data(), 36, 15, unsigned(std::max(m_score[0], 0)));
    putBits(key.data(), 51, 15, unsigned(std::max(m_score[1], 0)));
    // gnubg sets the bit after the scores in every match ID it prints for
    // a standard match (its Jacoby setting, on by default).
    putBits(key.data(), 66, 1, 1u);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(key.data()), qsizetype(key.size()))
                                   .toBase64(QByteArray::OmitTrailingEquals));
}

QString BackgammonPosition::toText() const
{
    if (m_variant == BgVariant::Backgammon)
        return gnubgPositionId() + u':' + gnubgMatchId();
    QStringList points;
    for (int point = 1; point <= 24; ++point)
        points << QString::number(m_points[std::size_t(point)]);
    return QStringLiteral("%1 bar:%2,%3 waiting:%4,%5 off:%6,%7 cube:%8@%9 act:%10")
        .arg(points.join(u','))
        .arg(bar(1))
        .arg(bar(2))
        .arg(waiting(1))
        .arg(waiting(2))
        .arg(borneOff(1))
        .arg(borneOff(2))
        .arg(m_cubeValue)
        .arg(m_cubeOwner)
        .arg(m_toAct);
}

// ---- set-up positions from gnubg's IDs and eXtreme Gammon's XGID ----

namespace {

int getBits(const QByteArray &key, int at, int count)
{
    int value = 0;
    for (int i = 0; i < count; ++i)
        if (std::uint8_t(key[(at + i) / 8]) & (1u << ((at + i) % 8)))
            value |= 1 << i;
    return value;
}

// The bytes of a gnubg key of `characters` base64 characters, or nullopt.
std::optional<QByteArray> gnubgKey(QStringView text, int characters)
{
    if (text.size() != characters)
        return std::nullopt;
    for (QChar c : text)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'+' && c != u'/')
            return std::nullopt;
    auto decoded = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    return *decoded;
}

} // namespace

std::optional<BackgammonPosition> BackgammonPosition::fromGnubgIds(QStringView positionId, QStringView matchId,
                                                                   QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::optional<BackgammonPosition>();
    };
    QStringView pid = positionId.trimmed();
    QStringView mid = matchId.trimmed();
    if (mid.isEmpty() && pid.contains(u':')) { // GNUBGID: "PositionID:MatchID"
        mid = pid.sliced(pid.indexOf(u':') + 1).trimmed();
        pid = pid.first(pid.indexOf(u':')).trimmed();
    }
    const std::optional<QByteArray> board = gnubgKey(pid, 14);
    if (!board)
        return fail(tr("\"%1\" is not a Position ID: it is 14 letters, digits, + or /.").arg(pid.left(40)));
    std::optional<QByteArray> match;
    if (!mid.isEmpty()) {
        match = gnubgKey(mid, 12);
        if (!match)
            return fail(tr("\"%1\" is not a Match ID: it is 12 letters, digits, + or /.").arg(mid.left(40)));
    }

    BackgammonPosition position(BgVariant::Backgammon, 0);
    position.m_points.fill(0);
    int onRoll = 1;
    if (match) {
        const QByteArray &key = *match;
        const int cubeLog = getBits(key, 0, 4);
        const int owner = getBits(key, 4, 2);
        const bool crawford = getBits(key, 7, 1) != 0;
        const int state = getBits(key, 8, 3);
        onRoll = getBits(key, 11, 1) + 1;
        const int die1 = getBits(key, 15, 3), die2 = getBits(key, 18, 3);
        const int length = getBits(key, 21, 15);
        const int score1 = getBits(key, 36, 15), score2 = getBits(key, 51, 15);
        if (owner == 2 || cubeLog > 12 || die1 > 6 || die2 > 6 || (die1 == 0) != (die2 == 0) || state > 4)
            return fail(
                tr("The Match ID %1 holds no game of backgammon (its cube, dice or state are out of range).").arg(mid));
        if (length > 0 && (score1 >= length || score2 >= length))
            return fail(tr("The Match ID %1 gives a score of %2-%3 in a match to %4: the match is over.")
                            .arg(mid)
                            .arg(score1)
                            .arg(score2)
                            .arg(length));
        position.m_cubeValue = 1 << cubeLog;
        position.m_cubeOwner = owner == 3 ? 0 : owner + 1;
        position.m_matchLength = length;
        position.m_score = {score1, score2};
        position.m_postCrawford
            = length > 0 && !crawford && (score1 == length - 1 || score2 == length - 1) && score1 != score2;
        if (die1 != 0) {
            position.m_diceCount = 2;
            position.m_dice = {die1, die2, 0};
        }
    }
    // gnubg's TanBoard, as gnubgPositionId writes it: the side not on roll
    // first, each of its points from its own side, the bar last.
    int bit = 0;
    for (int player : {other(onRoll), onRoll}) {
        int total = 0;
        for (int i = 0; i < 25; ++i) {
            int n = 0;
            while (bit < 80 && getBits(*board, bit, 1)) {
                ++n;
                ++bit;
            }
            if (bit >= 80)
                return fail(tr("The Position ID %1 does not end as a position does.").arg(pid));
            ++bit;
            total += n;
            if (total > Checkers)
                return fail(tr("The Position ID %1 gives a player more than 15 checkers.").arg(pid));
            if (n == 0)
                continue;
            if (i == 24) {
                position.m_bar[std::size_t(player - 1)] = n;
                continue;
            }
            std::int8_t &point = position.m_points[std::size_t(position.pointOfPip(i + 1, player))];
            if (point != 0)
                return fail(tr("The Position ID %1 puts checkers of both players on one point.").arg(pid));
            point = std::int8_t(player == 1 ? n : -n);
        }
        position.m_off[std::size_t(player - 1)] = Checkers - total;
    }
    position.m_toAct = onRoll;
    if (error)
        error->clear();
    return position;
}

std::optional<BackgammonPosition> BackgammonPosition::fromXgid(QStringView xgid, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::optional<BackgammonPosition>();
    };
    QStringView text = xgid.trimmed();
    if (text.startsWith(u"XGID=", Qt::CaseInsensitive))
        text = text.sliced(5);
    const QList<QStringView> fields = text.split(u':');
    if (fields.size() < 9 || fields.first().size() != 26)
        return fail(tr("\"%1\" is not an XGID: it is XGID= and 26 characters of position, then the cube, whose turn, "
                       "dice, score and match length, separated by colons.")
                        .arg(xgid.left(60)));
    std::array<int, 9> number{};
    for (int f = 1; f < 9; ++f) {
        if (f == 4)
            continue; // the dice
        bool ok = false;
        number[std::size_t(f)] = fields[f].toInt(&ok);
        if (!ok)
            return fail(tr("The XGID's field %1 (\"%2\") is not a number.").arg(f + 1).arg(fields[f].left(20)));
    }
    // The position as the player at the bottom (upper case) sees it: the top
    // player's bar, the bottom player's points 1 to 24, the bottom player's
    // bar. gnubg reads the bottom player as its player 1, which Kibitz's
    // player 2 is (gnubgMatchId): the top player is player 1, whose points
    // count from the other side.
    BackgammonPosition position(BgVariant::Backgammon, 0);
    position.m_points.fill(0);
    std::array<int, 2> total{};
    const QStringView board = fields.first();
    for (int i = 0; i < 26; ++i) {
        const QChar c = board[i];
        if (c == u'-')
            continue;
        const bool upper = c >= u'A' && c <= u'O';
        const bool lower = c >= u'a' && c <= u'o';
        if (!upper && !lower)
            return fail(
                tr("The XGID's position has \"%1\" where a point's checkers (- or A to O, a to o) belong.").arg(c));
        const int player = upper ? 2 : 1;
        const int n = c.unicode() - (upper ? u'A' : u'a') + 1;
        total[std::size_t(player - 1)] += n;
        if (i == 0 || i == 25) {
            if ((i == 25) != (player == 2))
                return fail(tr("The XGID's position puts checkers on the other player's bar."));
            position.m_bar[std::size_t(player - 1)] = n;
        } else {
            position.m_points[std::size_t(25 - i)] = std::int8_t(player == 1 ? n : -n);
        }
    }
    if (total[0] > Checkers || total[1] > Checkers)
        return fail(tr("The XGID's position gives a player more than 15 checkers."));
    position.m_off = {Checkers - total[0], Checkers - total[1]};
    const int cubeLog = number[1], cubePosition = number[2], turn = number[3];
    const int score1 = number[5], score2 = number[6], crawford = number[7], length = number[8];
    if (cubeLog < 0 || cubeLog > 12 || cubePosition < -1 || cubePosition > 1 || (turn != 1 && turn != -1))
        return fail(tr("The XGID's cube or turn is out of range."));
    if (length < 0 || score1 < 0 || score2 < 0 || (length > 0 && (score1 >= length || score2 >= length)))
        return fail(tr("The XGID's score %1-%2 does not fit a match to %3.").arg(score1).arg(score2).arg(length));
    const QStringView dice = fields[4];
    if (dice.size() == 2 && dice[0] >= u'1' && dice[0] <= u'6' && dice[1] >= u'1' && dice[1] <= u'6') {
        position.m_diceCount = 2;
        position.m_dice = {dice[0].unicode() - u'0', dice[1].unicode() - u'0', 0};
    } else if (dice != u"00" && dice != u"0") {
        return fail(tr("The XGID's dice \"%1\" are not two dice from 1 to 6, nor 00 (to roll).").arg(dice.left(10)));
    }
    // The bottom player's score comes first, and 1 names the bottom player.
    position.m_cubeValue = 1 << cubeLog;
    position.m_cubeOwner = cubePosition == 0 ? 0 : cubePosition == 1 ? 2 : 1;
    position.m_matchLength = length;
    position.m_score = {score2, score1};
    position.m_postCrawford
        = length > 0 && crawford == 0 && (score1 == length - 1 || score2 == length - 1) && score1 != score2;
    position.m_toAct = turn == 1 ? 2 : 1;
    if (error)
        error->clear();
    return position;
}

int BgSetup::borneOff(int player) const
{
    int on = bar[std::size_t(player - 1)];
    for (int n : points) {
        if ((player == 1 && n > 0) || (player == 2 && n < 0))
            on += std::abs(n);
    }
    return BackgammonPosition::Checkers - on;
}

QByteArray encodeBgSetup(const BgSetup &setup)
{
    QByteArray bytes;
    bytes.reserve(32);
    bytes.append(char(1)); // the layout's version
    for (int n : setup.points)
        bytes.append(char(std::int8_t(n)));
    bytes.append(char(setup.bar[0])).append(char(setup.bar[1]));
    int log = 0;
    while (log < 15 && (1 << log) < setup.cubeValue)
        ++log;
    bytes.append(char(log)).append(char(setup.cubeOwner)).append(char(setup.onRoll));
    bytes.append(char(setup.dice[0])).append(char(setup.dice[1]));
    return bytes;
}

std::optional<BgSetup> decodeBgSetup(QByteArrayView bytes)
{
    if (bytes.size() != 32 || bytes[0] != 1)
        return std::nullopt;
    BgSetup setup;
    for (int i = 0; i < 24; ++i)
        setup.points[std::size_t(i)] = std::int8_t(bytes[1 + i]);
    setup.bar = {std::uint8_t(bytes[25]), std::uint8_t(bytes[26])};
    if (std::uint8_t(bytes[27]) > 15)
        return std::nullopt;
    setup.cubeValue = 1 << std::uint8_t(bytes[27]);
    setup.cubeOwner = std::uint8_t(bytes[28]);
    setup.onRoll = std::uint8_t(bytes[29]);
    setup.dice = {std::uint8_t(bytes[30]), std::uint8_t(bytes[31])};
    return setup;
}

BgSetup BackgammonPosition::setup() const
{
    BgSetup setup;
    for (int point = 1; point <= 24; ++point)
        setup.points[std::size_t(point - 1)] = m_points[std::size_t(point)];
    setup.bar = m_bar;
    setup.cubeValue = m_cubeValue;
    setup.cubeOwner = m_cubeOwner;
    setup.onRoll = m_toAct == 0 ? 1 : m_toAct;
    if (m_diceCount == 2)
        setup.dice = {m_dice[0], m_dice[1]};
    return setup;
}

std::optional<BackgammonPosition> BackgammonPosition::fromSetup(const BgSetup &setup, int matchLength, int score1,
                                                                int score2, bool postCrawford, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::optional<BackgammonPosition>();
    };
    for (int player = 1; player <= 2; ++player) {
        const int off = setup.borneOff(player);
        if (setup.bar[std::size_t(player - 1)] < 0 || off < 0)
            return fail(tr("Player %1 has more than 15 checkers.").arg(player));
        if (off == Checkers)
            return fail(tr("Player %1 has no checker left on the board: the game is over.").arg(player));
    }
    const int value = setup.cubeValue;
    if (value < 1 || value > 4096 || (value & (value - 1)) != 0)
        return fail(tr("The cube shows 1, 2, 4 and so on up to 4096, not %1.").arg(value));
    if (setup.cubeOwner < 0 || setup.cubeOwner > 2)
        return fail(tr("The cube belongs to player 1, player 2 or nobody."));
    if (setup.cubeOwner != 0 && value == 1)
        return fail(tr("A cube at 1 has not been turned: it stays in the middle."));
    if (setup.onRoll != 1 && setup.onRoll != 2)
        return fail(tr("Player 1 or player 2 is on roll."));
    const auto die = [](int d) { return d >= 1 && d <= 6; };
    if (!(setup.dice[0] == 0 && setup.dice[1] == 0) && !(die(setup.dice[0]) && die(setup.dice[1])))
        return fail(tr("Dice are two numbers from 1 to 6, or none."));
    BackgammonPosition position(BgVariant::Backgammon, matchLength, score1, score2, postCrawford);
    position.m_points.fill(0);
    for (int point = 1; point <= 24; ++point)
        position.m_points[std::size_t(point)] = std::int8_t(setup.points[std::size_t(point - 1)]);
    position.m_bar = setup.bar;
    position.m_off = {setup.borneOff(1), setup.borneOff(2)};
    position.m_waiting = {0, 0};
    position.m_cubeValue = value;
    position.m_cubeOwner = setup.cubeOwner;
    position.m_toAct = setup.onRoll;
    if (setup.dice[0] != 0) {
        position.m_diceCount = 2;
        position.m_dice = {setup.dice[0], setup.dice[1], 0};
    }
    if (error)
        error->clear();
    return position;
}

} // namespace kibitz
