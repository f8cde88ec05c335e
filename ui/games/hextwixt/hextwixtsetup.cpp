#include "games/hextwixt/hextwixtsetup.h"

#include "games/boardmove.h"
#include "games/hextwixt/hextwixtdescription.h"
#include "render/hextwixt/hextwixtpicture.h"

#include <algorithm>

namespace kibitz {

namespace {

struct NodeSetup {
    std::vector<SetupStone> stones;
    int toMove = 0;
};

// What the set-up that is edited holds now: the current node's when it is
// edited in place, else nothing yet.
NodeSetup currentSetup(const GameDocument &document, bool inPlace)
{
    const GameTree &tree = document.tree();
    const NodeId node = document.currentNode();
    if (!inPlace || tree.moveTag(node) != quint8(MoveTag::Setup))
        return {};
    const QByteArrayView data = tree.moveData(node);
    return {decodeSetup(data).value_or(std::vector<SetupStone>()), setupToMove(data)};
}

bool store(GameDocument &document, const NodeSetup &setup, bool inPlace, const QString &text, QString *error)
{
    // An empty set-up is no move at all: the node (or root) as it was.
    const bool empty = setup.stones.empty() && setup.toMove == 0;
    const auto tag = std::uint8_t(empty ? MoveTag::None : MoveTag::Setup);
    const QByteArray data = empty ? QByteArray() : encodeSetup(setup.stones, setup.toMove);
    return document.setUpPosition(tag, data, inPlace, text, error);
}

} // namespace

bool HexTwixtSetup::editsInPlace(const GameDocument &document)
{
    const GameTree &tree = document.tree();
    const NodeId node = document.currentNode();
    return node == tree.root() || !tree.hasMove(node) || tree.moveTag(node) == quint8(MoveTag::Setup);
}

bool HexTwixtSetup::setCell(GameDocument &document, int x, int y, int player, QString *error)
{
    const GameRecord &game = document.game();
    if (!HexTwixtPicture::supports(game.kind) || x < 0 || y < 0 || x >= game.columns || y >= game.rows)
        return false;
    const bool inPlace = editsInPlace(document);
    const NodeId node = document.currentNode();
    // What the cell holds before this node's set-up: the start of the game
    // is empty; else the position the set-up is made in.
    int before = 0;
    if (!inPlace)
        before = buildHexTwixtPicture(game, node, {false, {}}).playerAt(x, y);
    else if (node != game.tree.root())
        before = buildHexTwixtPicture(game, game.tree.parent(node), {false, {}}).playerAt(x, y);
    NodeSetup setup = currentSetup(document, inPlace);
    std::erase_if(setup.stones, [&](const SetupStone &s) { return s.x == x && s.y == y; });
    if (player != before)
        setup.stones.push_back({x, y, player});
    const QString cell = HexTwixtDescription::cellName(game.kind, x, y);
    const QString text = player == 0 ? tr("Set up: clear %1").arg(cell) : tr("Set up: %1").arg(cell);
    return store(document, setup, inPlace, text, error);
}

bool HexTwixtSetup::setPlayerToMove(GameDocument &document, int player, QString *error)
{
    if (!HexTwixtPicture::supports(document.game().kind) || (player != 1 && player != 2))
        return false;
    const bool inPlace = editsInPlace(document);
    NodeSetup setup = currentSetup(document, inPlace);
    setup.toMove = player;
    return store(document, setup, inPlace, tr("Set up: player to move"), error);
}

} // namespace kibitz
