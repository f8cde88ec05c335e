#include "render/hextwixt/hextwixtpicture.h"

#include "games/hex/hexposition.h"
#include "games/replayer.h"
#include "games/twixt/twixtposition.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QPainter>

#include <algorithm>

namespace kibitz {

namespace {

struct PlacedCell {
    int x = 0;
    int y = 0;
    int player = 1;
};

// The cell a Place move puts a stone or peg on; none for Twixt link-only turns.
std::optional<PlacedCell> placedCell(GameKind kind, std::uint8_t tag, QByteArrayView data)
{
    if (tag != quint8(MoveTag::Place))
        return std::nullopt;
    if (kind == GameKind::Hex) {
        if (const auto stone = decodeHexStone(data))
            return PlacedCell{stone->x, stone->y, stone->player};
        return std::nullopt;
    }
    if (const auto move = decodeTwixtMove(data); move && move->hasPeg())
        return PlacedCell{move->x, move->y, move->player};
    return std::nullopt;
}

std::optional<int> moverRecordedIn(GameKind kind, std::uint8_t tag, QByteArrayView data)
{
    if (tag == quint8(MoveTag::Special)) {
        if (const auto special = decodeSpecial(data))
            return special->second;
        return std::nullopt;
    }
    if (tag != quint8(MoveTag::Place))
        return std::nullopt;
    if (kind == GameKind::Hex) {
        if (const auto stone = decodeHexStone(data))
            return stone->player;
    } else if (const auto move = decodeTwixtMove(data)) {
        return move->player;
    }
    return std::nullopt;
}

int occupant(const HexPosition &position, int x, int y)
{
    return position.at(x, y);
}
int occupant(const TwixtPosition &position, int x, int y)
{
    return position.pegAt(x, y);
}

bool canPlaceAt(const HexPosition &position, const PlacedCell &cell)
{
    return position.canPlace(HexStone{cell.x, cell.y, cell.player}) == HexPosition::Error::None;
}
bool canPlaceAt(const TwixtPosition &position, const PlacedCell &cell)
{
    return position.canPlacePeg(cell.x, cell.y, cell.player) == TwixtPosition::Error::None;
}

void collectLinks(const HexPosition &, HexTwixtPicture &) { }
void collectLinks(const TwixtPosition &position, HexTwixtPicture &picture)
{
    for (const TwixtLink &link : position.links())
        picture.links.push_back({link, position.pegAt(link.x, link.y)});
}

template <class Position>
void replayInto(const GameRecord &game, NodeId node, const HexTwixtPictureOptions &options, Position position,
                HexTwixtPicture &picture)
{
    const GameTree &tree = game.tree;
    const std::size_t cellCount = std::size_t(position.columns()) * std::size_t(position.rows());
    // The ply that put each stone down; stones that were set up keep 0.
    std::vector<int> moveNumbers(cellCount, 0);
    const auto cellIndex
        = [&](int x, int y) { return std::size_t(y) * std::size_t(position.columns()) + std::size_t(x); };

    const std::vector<NodeId> path = tree.pathFromRoot(node);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const NodeId id = path[i];
        const std::uint8_t tag = tree.moveTag(id);
        const QByteArrayView data = tree.moveData(id);
        if (tag == quint8(MoveTag::None))
            continue;
        const auto error = position.applyMove(MoveTag(tag), data);
        if (error != Position::Error::None) {
            const std::unique_ptr<Replayer> namer = Replayer::forGame(game);
            picture.error = QStringLiteral("%1: %2").arg(namer ? namer->moveText(tag, data) : QString(),
                                                         Position::errorText(error));
            picture.failedAt = id;
            break;
        }
        ++picture.ply;
        const int ply = int(i);
        picture.lastMove.reset();
        if (const auto cell = placedCell(game.kind, tag, data)) {
            moveNumbers[cellIndex(cell->x, cell->y)] = ply;
            picture.lastMove = QPoint(cell->x, cell->y);
        } else if (tag == quint8(MoveTag::Special)) {
            const auto special = decodeSpecial(data);
            if (special && special->first == SpecialMove::SwapPieces) {
                // The swapped stone is the only one; finding it once is cheaper
                // than teaching every position to report where it went.
                for (int y = 0; y < position.rows() && !picture.lastMove; ++y)
                    for (int x = 0; x < position.columns(); ++x)
                        if (occupant(position, x, y) != 0) {
                            moveNumbers[cellIndex(x, y)] = ply;
                            picture.lastMove = QPoint(x, y);
                            break;
                        }
            }
        } else if (tag == quint8(MoveTag::Setup)) {
            if (const auto stones = decodeSetup(data))
                for (const SetupStone &s : *stones)
                    moveNumbers[cellIndex(s.x, s.y)] = 0;
        }
    }

    for (int y = 0; y < position.rows(); ++y)
        for (int x = 0; x < position.columns(); ++x)
            if (const int player = occupant(position, x, y))
                picture.stones.push_back({x, y, player, moveNumbers[cellIndex(x, y)]});
    collectLinks(position, picture);
    picture.toMove = position.toMove();
    picture.winner = position.winner();

    if (!options.followUps || !picture.ok())
        return;
    const GameKind kind = game.kind;
    const auto moverOf = [&tree, kind](NodeId id) {
        if (const auto mover = moverRecordedIn(kind, tree.moveTag(id), tree.moveData(id)))
            return *mover;
        return tree.depth(id) % 2 == 1 ? 1 : 2; // moves without a player alternate from player 1
    };
    for (const auto &[child, outcome] : classifyFollowUps(tree, node, moverOf)) {
        const auto cell = placedCell(kind, tree.moveTag(child), tree.moveData(child));
        if (cell && canPlaceAt(position, *cell))
            picture.followUps.push_back({cell->x, cell->y, cell->player, outcome, child});
    }
}

} // namespace

int HexTwixtPicture::playerAt(int x, int y) const
{
    const auto it
        = std::find_if(stones.begin(), stones.end(), [x, y](const PictureStone &s) { return s.x == x && s.y == y; });
    return it == stones.end() ? 0 : it->player;
}

void HexTwixtPicture::paint(QPainter &painter, const QRectF &target, const RenderOptions &options,
                            BoardLayers layers) const
{
    switch (kind) {
    case GameKind::Hex:
        HexRenderer::paint(painter, target, *this, options, layers);
        return;
    case GameKind::Twixt:
        TwixtRenderer::paint(painter, target, *this, options, layers);
        return;
    default: // the picture of a game of another family: nothing to draw
        if (layers != BoardLayers::Pieces)
            painter.fillRect(target, options.theme.background);
        return;
    }
}

bool HexTwixtPicture::supports(GameKind kind)
{
    return kind == GameKind::Hex || kind == GameKind::Twixt;
}

HexTwixtPicture buildHexTwixtPicture(const GameRecord &game, NodeId node, const HexTwixtPictureOptions &options)
{
    HexTwixtPicture picture;
    picture.kind = game.kind;
    if (!startPicture(picture, game, node, HexTwixtPicture::supports(game.kind)))
        return picture;
    if (game.kind == GameKind::Hex)
        replayInto(game, node, options, HexPosition(game.columns, game.rows), picture);
    else
        replayInto(game, node, options, TwixtPosition(game.columns, game.rows, setupOf<TwixtSetup>(game).rules),
                   picture);
    picture.markup = game.tree.markup(node);
    picture.dimmed = dimmedCells(game.tree, node);
    return picture;
}

} // namespace kibitz
