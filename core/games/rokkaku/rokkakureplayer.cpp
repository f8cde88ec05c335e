#include "games/rokkaku/rokkakureplayer.h"

namespace kibitz {

std::unique_ptr<RokkakuReplayer> RokkakuReplayer::forGame(const GameRecord &game)
{
    const GameTree &tree = game.tree;
    if (tree.moveTag(tree.root()) != std::uint8_t(RokkakuTag::Setup))
        return nullptr;
    const auto setup = decodeRokkakuSetup(tree.moveData(tree.root()));
    if (!setup)
        return nullptr;
    return std::make_unique<RokkakuReplayer>(*setup);
}

QString RokkakuReplayer::moveText(std::uint8_t tag, QByteArrayView data) const
{
    if (tag != std::uint8_t(RokkakuTag::Turn))
        return QStringLiteral("?");
    const auto turn = decodeRokkakuTurn(data);
    return turn ? RokkakuPosition::turnText(*turn) : QStringLiteral("?");
}

} // namespace kibitz
