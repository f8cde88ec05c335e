#include "games/replayer.h"

#include "games/gameregistry.h"
#include "games/hex/hexposition.h"
#include "games/positionhash.h"
#include "games/twixt/twixtnotation.h"
#include "games/twixt/twixtposition.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace kibitz {

namespace {

QString specialName(SpecialMove move)
{
    switch (move) {
    case SpecialMove::SwapPieces:
        return QStringLiteral("swap-pieces");
    case SpecialMove::SwapSides:
        return QStringLiteral("swap-sides");
    case SpecialMove::Resign:
        return QStringLiteral("resign");
    case SpecialMove::Forfeit:
        return QStringLiteral("forfeit");
    case SpecialMove::Pass:
        return QStringLiteral("pass");
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
        if (const int toMove = setupToMove(data))
            parts << QStringLiteral("PL%1").arg(toMove);
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
    { }
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
    int moverOf(std::uint8_t tag, QByteArrayView data) const override;
    QString moveNotation(std::uint8_t tag, QByteArrayView data) const override { return moveText(tag, data); }
    bool notationDependsOnPosition(std::uint8_t, QByteArrayView) const override { return false; }
    std::uint64_t positionHash() const override { return m_position.hashKey(); }
    std::size_t memorySize() const override
    {
        return sizeof(*this) + std::size_t(m_position.columns()) * std::size_t(m_position.rows());
    }
    const Position &position() const { return m_position; }

private:
    Position m_position;
};

template <>
int ConnectionReplayer<HexPosition>::moverOf(std::uint8_t tag, QByteArrayView data) const
{
    if (tag == quint8(MoveTag::Place)) {
        const auto stone = decodeHexStone(data);
        return stone ? stone->player : 0;
    }
    return Replayer::moverOf(tag, data);
}

template <>
int ConnectionReplayer<TwixtPosition>::moverOf(std::uint8_t tag, QByteArrayView data) const
{
    if (tag == quint8(MoveTag::Place)) {
        const auto move = decodeTwixtMove(data);
        return move ? move->player : 0;
    }
    return Replayer::moverOf(tag, data);
}

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

// A long move as a player reads it: the peg first, then how its links
// differ from those an ordinary move at that hole would give (the file's
// notation, "\Q'20 R21", says how to get there, not what is on the board).
template <>
bool ConnectionReplayer<TwixtPosition>::notationDependsOnPosition(std::uint8_t tag, QByteArrayView data) const
{
    // The long flag is the fifth byte of the encoding (twixtmove.h); a short
    // move is named without the position.
    return tag == quint8(MoveTag::Place) && data.size() > 5 && data[5] != 0;
}

template <>
QString ConnectionReplayer<TwixtPosition>::moveNotation(std::uint8_t tag, QByteArrayView data) const
{
    if (!notationDependsOnPosition(tag, data))
        return moveText(tag, data);
    const auto move = decodeTwixtMove(data);
    if (!move)
        return QStringLiteral("?");
    TwixtPosition played = m_position;
    if (played.apply(*move) != TwixtPosition::Error::None)
        return moveText(tag, data);
    TwixtPosition ordinary = m_position;
    if (move->hasPeg()) {
        TwixtMove peg;
        peg.x = move->x;
        peg.y = move->y;
        peg.player = move->player;
        if (ordinary.apply(peg) != TwixtPosition::Error::None)
            return moveText(tag, data);
    }
    const std::vector<TwixtLink> after = played.links();
    const std::vector<TwixtLink> usual = ordinary.links();
    const auto has = [](const std::vector<TwixtLink> &links, const TwixtLink &l) {
        return std::find(links.begin(), links.end(), l) != links.end();
    };
    // A link named by its ends, the new peg's end first, else the upper one.
    const auto linkName = [&](const TwixtLink &l) {
        const bool bottomFirst = move->hasPeg() && l.x == move->x && l.y == move->y;
        const QString bottom = twixtnotation::holeName(l.x, l.y), top = twixtnotation::holeName(l.otherX(), l.otherY());
        return bottomFirst ? bottom + u'–' + top : top + u'–' + bottom;
    };
    QStringList made, missing;
    bool onlyThePegsLinksMissing = true;
    for (const TwixtLink &l : after)
        if (!has(usual, l))
            made << u'+' + linkName(l);
    for (const TwixtLink &l : usual) {
        if (!has(after, l)) {
            missing << u'\u2212' + linkName(l);
            onlyThePegsLinksMissing
                = onlyThePegsLinksMissing && move->hasPeg()
               && ((l.x == move->x && l.y == move->y) || (l.otherX() == move->x && l.otherY() == move->y));
        }
    }
    const QString peg = move->hasPeg() ? twixtnotation::holeName(move->x, move->y) : QString();
    if (made.isEmpty() && missing.isEmpty())
        return move->hasPeg() ? QCoreApplication::translate("TwixtNotation", "%1 (long move, the usual links)").arg(peg)
                              : QCoreApplication::translate("TwixtNotation", "(links unchanged)");
    const bool pegUnlinked = std::none_of(after.begin(), after.end(), [&](const TwixtLink &l) {
        return (l.x == move->x && l.y == move->y) || (l.otherX() == move->x && l.otherY() == move->y);
    });
    if (move->hasPeg() && made.isEmpty() && onlyThePegsLinksMissing && pegUnlinked)
        return QCoreApplication::translate("TwixtNotation", "%1 (no links)").arg(peg);
    QStringList parts;
    if (move->hasPeg())
        parts << peg;
    parts << made << missing;
    return parts.join(u' ');
}

} // namespace

int Replayer::moverOf(std::uint8_t tag, QByteArrayView data) const
{
    if (tag == quint8(MoveTag::Special))
        if (const auto special = decodeSpecial(data))
            return special->second;
    return 0;
}

std::uint64_t Replayer::positionHash() const
{
    const QString text = positionText();
    return hashBytes(std::span(reinterpret_cast<const std::uint8_t *>(text.utf16()), std::size_t(text.size()) * 2), 0);
}

namespace {

// The connection games' start: the root may hold set-up stones (SGF AB/AW at
// the root); readers have checked that they lie on the board, so applying
// them cannot fail.
template <class Position>
std::unique_ptr<Replayer> connectionStart(const GameRecord &game, Position position)
{
    auto start = std::make_unique<ConnectionReplayer<Position>>(std::move(position));
    const GameTree &tree = game.tree;
    if (tree.hasMove(tree.root()))
        start->apply(tree.moveTag(tree.root()), tree.moveData(tree.root()));
    return start;
}

} // namespace

std::unique_ptr<Replayer> hexReplayer(const GameRecord &game)
{
    return connectionStart(game, HexPosition(game.columns, game.rows));
}

std::unique_ptr<Replayer> twixtReplayer(const GameRecord &game)
{
    return connectionStart(game, TwixtPosition(game.columns, game.rows, setupOf<TwixtSetup>(game).rules));
}

std::unique_ptr<Replayer> Replayer::forGame(const GameRecord &game)
{
    if (std::size_t(game.kind) >= std::size_t(GameKindCount))
        return nullptr;
    return gameInfo(game.kind).replayer(game);
}

} // namespace kibitz
