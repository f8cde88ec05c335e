#include "games/backgammon/backgammonturnentry.h"

#include "games/backgammon/backgammonnotation.h"

#include <algorithm>
#include <functional>

namespace kibitz {

namespace {

std::vector<int> rolledOf(const BackgammonEvent &event)
{
    return std::vector<int>(event.dice.begin(), event.dice.begin() + std::clamp(event.diceCount, 0, 3));
}

} // namespace

bool BackgammonTurnEntry::Roll::complete() const
{
    return position.borneOff(player) == BackgammonPosition::Checkers || position.legalSingleMoves(player, dice).empty();
}

void BackgammonTurnEntry::setBase(const std::optional<BackgammonPosition> &position, bool lineLegal,
                                  const std::optional<StoredRoll> &storedNext)
{
    m_base = position;
    m_lineLegal = lineLegal;
    m_stored = storedNext && storedNext->event.kind == BackgammonEvent::Kind::Roll ? storedNext : std::nullopt;
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::possible() const
{
    if (!m_base)
        return Refusal::NoPosition;
    if (!m_lineLegal)
        return Refusal::IllegalLine;
    if (m_base->isOver())
        return Refusal::GameOver;
    return Refusal::None;
}

int BackgammonTurnEntry::playerToRoll() const
{
    if (!m_base)
        return 1;
    if (const int toAct = m_base->toAct())
        return toAct;
    // Before the opening roll: who the user chose, else who rolled it in
    // the file, else player 1.
    if (m_opener != 0)
        return m_opener;
    return m_stored ? m_stored->event.player : 1;
}

int BackgammonTurnEntry::expectedDice() const
{
    return m_base && m_base->variant() == BgVariant::Tabula ? 3 : 2;
}

BackgammonTurnEntry::Roll BackgammonTurnEntry::startRoll(const BackgammonPosition &before, int player,
                                                         std::vector<int> rolled, NodeId follows,
                                                         std::vector<BgMove> followedMoves)
{
    Roll roll;
    roll.player = player;
    std::sort(rolled.begin(), rolled.end(), std::greater<int>());
    roll.rolled = std::move(rolled);
    roll.position = before;
    roll.dice = BackgammonNotation::playableDice(before.variant(), roll.rolled);
    roll.follows = follows;
    roll.followedMoves = std::move(followedMoves);
    return roll;
}

BackgammonTurnEntry::Roll BackgammonTurnEntry::startRoll(const BackgammonPosition &before, const StoredRoll &stored)
{
    return startRoll(before, stored.event.player, rolledOf(stored.event), stored.node, stored.event.moves);
}

BackgammonTurnEntry::Roll BackgammonTurnEntry::partlyPlayed(const BackgammonPosition &before, const StoredRoll &stored,
                                                            std::size_t moves)
{
    Roll roll = startRoll(before, stored);
    for (std::size_t i = 0; i < moves && i < stored.event.moves.size(); ++i) {
        roll.position.playChecker(roll.player, stored.event.moves[i], roll.dice);
        roll.moves.push_back(stored.event.moves[i]);
    }
    return roll;
}

void BackgammonTurnEntry::updateFollowing(Roll &roll) const
{
    if (roll.follows == NoNode)
        return;
    if (roll.moves.size() > roll.followedMoves.size()
        || !std::equal(roll.moves.begin(), roll.moves.end(), roll.followedMoves.begin())) {
        roll.follows = NoNode;
        roll.followedMoves.clear();
    }
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::enterDice(const std::vector<int> &dice)
{
    if (const Refusal refusal = possible(); refusal != Refusal::None)
        return refusal;
    if (int(dice.size()) != expectedDice()
        || std::any_of(dice.begin(), dice.end(), [](int d) { return d < 1 || d > 6; }))
        return Refusal::DiceCount;
    Roll roll = startRoll(*m_base, playerToRoll(), dice);
    // The stored roll when the dice are the same: stepping can go on with it.
    if (m_stored && m_stored->event.player == roll.player && rolledOf(m_stored->event) == roll.rolled) {
        roll.follows = m_stored->node;
        roll.followedMoves = m_stored->event.moves;
    }
    m_roll = std::move(roll);
    return Refusal::None;
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::ensureRoll()
{
    if (const Refusal refusal = possible(); refusal != Refusal::None)
        return refusal;
    if (m_roll)
        return Refusal::None;
    if (!m_stored)
        return Refusal::NoDice;
    m_roll = startRoll(*m_base, *m_stored);
    return Refusal::None;
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::moveChecker(const BgMove &move)
{
    if (const Refusal refusal = ensureRoll(); refusal != Refusal::None)
        return refusal;
    Roll &roll = *m_roll;
    m_problem = BackgammonNotation::moveProblem(roll.position, roll.player, move, roll.dice);
    if (!m_problem.isEmpty())
        return Refusal::IllegalMove;
    roll.position.playChecker(roll.player, move, roll.dice);
    roll.moves.push_back(move);
    updateFollowing(roll);
    return Refusal::None;
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::undoChecker(BgMove *taken)
{
    if (!m_roll || m_roll->moves.empty() || !m_base)
        return Refusal::NothingToUndo;
    Roll roll = startRoll(*m_base, m_roll->player, m_roll->rolled, m_roll->follows, m_roll->followedMoves);
    const std::vector<BgMove> moves(m_roll->moves.begin(), m_roll->moves.end() - 1);
    for (const BgMove &m : moves)
        roll.position.playChecker(roll.player, m, roll.dice);
    roll.moves = moves;
    updateFollowing(roll);
    if (taken)
        *taken = m_roll->moves.back();
    m_roll = std::move(roll);
    return Refusal::None;
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::completePlay(BackgammonEvent *event)
{
    if (const Refusal refusal = ensureRoll(); refusal != Refusal::None)
        return refusal;
    if (!m_roll->complete())
        return Refusal::Incomplete;
    if (event)
        *event = BackgammonNotation::rollEvent(m_roll->player, m_roll->rolled, m_roll->moves);
    return Refusal::None;
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::typedPlay(QStringView text, BackgammonEvent *event)
{
    if (const Refusal refusal = ensureRoll(); refusal != Refusal::None)
        return refusal;
    const BackgammonNotation::Parsed parsed
        = BackgammonNotation::parsePlay(text, *m_base, m_roll->player, m_roll->rolled);
    if (!parsed.ok()) {
        m_problem = parsed.error;
        return Refusal::IllegalPlay;
    }
    // The play is read from the base position: the moves entered go.
    m_roll = startRoll(*m_base, m_roll->player, m_roll->rolled, m_roll->follows, m_roll->followedMoves);
    if (event)
        *event = BackgammonNotation::rollEvent(m_roll->player, m_roll->rolled, parsed.moves);
    return Refusal::None;
}

BackgammonTurnEntry::Refusal BackgammonTurnEntry::cubeEvent(CubeAction action, BackgammonEvent *event)
{
    if (const Refusal refusal = possible(); refusal != Refusal::None)
        return refusal;
    BackgammonEvent e;
    e.player = m_base->toAct() == 0 ? 1 : m_base->toAct();
    if (action == CubeAction::Resign) {
        e.kind = BackgammonEvent::Kind::Terminate;
    } else {
        e.kind = BackgammonEvent::Kind::Double;
        e.cubeValue = 2 * m_base->cubeValue();
        e.accepted = action == CubeAction::DoubleTaken;
    }
    m_roll.reset();
    if (event)
        *event = e;
    return Refusal::None;
}

std::optional<BgMove> BackgammonTurnEntry::nextFollowedMove() const
{
    if (!m_roll || m_roll->follows == NoNode || m_roll->moves.size() >= m_roll->followedMoves.size())
        return std::nullopt;
    return m_roll->followedMoves[m_roll->moves.size()];
}

void BackgammonTurnEntry::playNextFollowed()
{
    const std::optional<BgMove> move = nextFollowedMove();
    if (!move)
        return;
    m_roll->position.playChecker(m_roll->player, *move, m_roll->dice);
    m_roll->moves.push_back(*move);
}

void BackgammonTurnEntry::forgetFollowed()
{
    if (!m_roll)
        return;
    m_roll->follows = NoNode;
    m_roll->followedMoves.clear();
}

} // namespace kibitz
