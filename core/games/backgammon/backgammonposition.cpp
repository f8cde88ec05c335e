#include "games/backgammon/backgammonposition.h"

#include <utility>

#include <QStringList>

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

} // namespace kibitz
