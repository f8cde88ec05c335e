#include "games/replayer.h"

#include "games/backgammon/backgammonreplayer.h"
#include "games/hex/hexposition.h"
#include "games/rokkaku/rokkakureplayer.h"
#include "games/twixt/twixtnotation.h"
#include "games/twixt/twixtposition.h"

#include <QStringList>

namespace kibitz {

namespace {

QString specialName(SpecialMove move)
{
    switch (move) {
    case SpecialMove::SwapPieces: return QStringLiteral("swap-pieces");
    case SpecialMove::SwapSides: return QStringLiteral("swap-sides");
    case SpecialMove::Resign: return QStringLiteral("resign");
    case SpecialMove::Forfeit: return QStringLiteral("forfeit");
    case SpecialMove::Pass: return QStringLiteral("pass");
    }
    return QString();
}

// Text of the moves both connection games share: specials and setup.
QString commonMoveText(std::uint8_t tag, QByteArrayView data, QString (*pointName)(int, int))
{
    if (tag == quint8(MoveTag::Special)) {
        const auto s = decodeSpecial(data);
        return s ? specialName(s->first) : QStringLiteral("?");
    }
    if (tag == quint8(MoveTag::Setup)) {
        const auto stones = decodeSetup(data);
        if (!stones)
            return QStringLiteral("?");
        QStringList parts;
        for (const SetupStone &s : *stones)
            parts << (s.player == 0 ? QStringLiteral("-") : QString::number(s.player)) + pointName(s.x, s.y);
        return QStringLiteral("setup ") + parts.join(u' ');
    }
    if (tag == quint8(MoveTag::None))
        return QString();
    return QStringLiteral("?");
}

// The adapters differ only in the position type and in move notation.
template <class Position>
class ConnectionReplayer : public Replayer {
public:
    explicit ConnectionReplayer(Position position)
        : m_position(std::move(position))
    {
    }
    std::unique_ptr<Replayer> clone() const override { return std::make_unique<ConnectionReplayer>(*this); }
    QString apply(std::uint8_t tag, QByteArrayView data) override
    {
        if (tag == quint8(MoveTag::None))
            return QString();
        const auto error = m_position.applyMove(MoveTag(tag), data);
        return error == Position::Error::None ? QString() : Position::errorText(error);
    }
    QString positionText() const override { return m_position.toText(); }
    int winner() const override { return m_position.winner(); }
    int toMove() const override { return m_position.toMove(); }
    QString moveText(std::uint8_t tag, QByteArrayView data) const override;
    std::size_t memorySize() const override
    {
        return sizeof(*this) + std::size_t(m_position.columns()) * std::size_t(m_position.rows());
    }
    const Position &position() const { return m_position; }

private:
    Position m_position;
};

template <>
QString ConnectionReplayer<HexPosition>::moveText(std::uint8_t tag, QByteArrayView data) const
{
    if (tag == quint8(MoveTag::Place)) {
        const auto s = decodeHexStone(data);
        return s ? HexPosition::cellName(s->x, s->y) : QStringLiteral("?");
    }
    return commonMoveText(tag, data, &HexPosition::cellName);
}

template <>
QString ConnectionReplayer<TwixtPosition>::moveText(std::uint8_t tag, QByteArrayView data) const
{
    if (tag == quint8(MoveTag::Place)) {
        const auto m = decodeTwixtMove(data);
        return m ? twixtnotation::moveText(*m) : QStringLiteral("?");
    }
    return commonMoveText(tag, data, &twixtnotation::holeName);
}

} // namespace

std::unique_ptr<Replayer> Replayer::forGame(const GameRecord &game)
{
    std::unique_ptr<Replayer> start;
    switch (game.kind) {
    case GameKind::Hex:
        start = std::make_unique<ConnectionReplayer<HexPosition>>(HexPosition(game.columns, game.rows));
        break;
    case GameKind::Twixt:
        start = std::make_unique<ConnectionReplayer<TwixtPosition>>(
            TwixtPosition(game.columns, game.rows, game.twixtRules));
        break;
    case GameKind::Backgammon:
    case GameKind::AceyDeucey:
    case GameKind::Tabula:
        return makeBackgammonReplayer(game);
    case GameKind::Rokkaku:
        // The root holds the game's set-up, not a move.
        return RokkakuReplayer::forGame(game);
    default:
        return nullptr;
    }
    // The root may hold set-up stones (SGF AB/AW at the root); readers have
    // checked that they lie on the board, so applying them cannot fail.
    const GameTree &tree = game.tree;
    if (tree.hasMove(tree.root()))
        start->apply(tree.moveTag(tree.root()), tree.moveData(tree.root()));
    return start;
}

} // namespace kibitz
