#include "render/hextwixt/hextwixtpicture.h"

#include "games/hex/hexposition.h"
#include "games/replayer.h"
#include "games/twixt/twixtposition.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QPainter>

#include <algorithm>
#include <memory>

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

MoverFunction moverFunction(const GameRecord &game)
{
    return [&tree = game.tree, kind = game.kind](NodeId id) {
        if (const auto mover = moverRecordedIn(kind, tree.moveTag(id), tree.moveData(id)))
            return *mover;
        return tree.depth(id) % 2 == 1 ? 1 : 2; // moves without a player alternate from player 1
    };
}

// Whether the children of a node hold every legal move of `position`, the
// position after it. A Hex move is a stone on an empty cell, or the swap
// while one stone is down. A Twixt turn may also add or remove links in many
// ways, so its replies are never taken as complete.
bool holdsEveryMove(const GameTree &tree, NodeId node, const HexPosition &position)
{
    if (position.winner() != 0)
        return false;
    const int mover = position.toMove();
    std::vector<char> stored(std::size_t(position.columns()) * std::size_t(position.rows()), 0);
    bool swap = false;
    for (NodeId c = tree.firstChild(node); c != NoNode; c = tree.nextSibling(c)) {
        if (const auto cell = placedCell(GameKind::Hex, tree.moveTag(c), tree.moveData(c));
            cell && cell->player == mover && position.at(cell->x, cell->y) == 0)
            stored[std::size_t(cell->y) * std::size_t(position.columns()) + std::size_t(cell->x)] = 1;
        else if (tree.moveTag(c) == quint8(MoveTag::Special))
            if (const auto special = decodeSpecial(tree.moveData(c)))
                swap = swap || special->first == SpecialMove::SwapPieces;
    }
    if (position.stoneCount() == 1 && !swap)
        return false;
    for (int y = 0; y < position.rows(); ++y)
        for (int x = 0; x < position.columns(); ++x)
            if (position.at(x, y) == 0 && !stored[std::size_t(y) * std::size_t(position.columns()) + std::size_t(x)])
                return false;
    return true;
}
bool holdsEveryMove(const GameTree &, NodeId, const TwixtPosition &)
{
    return false;
}

// What proves a follow-up's outcome below `top`, whose position is `base`:
// the caller's proofs, a finished game at a twig, every legal reply stored.
// Positions below `top` are replayed from it, within a budget of moves per
// picture so that huge trees stay quick (past it, nothing more is proven).
template <class Position>
FollowUpProofs followUpProofs(const GameRecord &game, NodeId top, const Position &base,
                              const HexTwixtPictureOptions &options)
{
    struct State {
        const GameTree *tree;
        NodeId top;
        Position base;
        long budget = 400000;
        std::optional<Position> after(NodeId id)
        {
            std::vector<NodeId> path;
            for (NodeId n = id; n != top && n != NoNode; n = tree->parent(n))
                path.push_back(n);
            if (budget < long(path.size()))
                return std::nullopt;
            budget -= long(path.size());
            Position position = base;
            for (auto it = path.rbegin(); it != path.rend(); ++it) {
                const std::uint8_t tag = tree->moveTag(*it);
                if (tag != quint8(MoveTag::None)
                    && position.applyMove(MoveTag(tag), tree->moveData(*it)) != Position::Error::None)
                    return std::nullopt;
            }
            return position;
        }
    };
    auto state = std::make_shared<State>(State{&game.tree, top, base});
    FollowUpProofs proofs;
    proofs.provenResult = [state, given = options.provenResult](NodeId id) -> std::optional<int> {
        if (given)
            if (const std::optional<int> result = given(id))
                return result;
        // A twig where the game is over is proven by the rules.
        if (!state->tree->isLeaf(id))
            return std::nullopt;
        const std::optional<Position> position = state->after(id);
        if (position && position->winner() != 0)
            return position->winner();
        return std::nullopt;
    };
    proofs.allMovesStored = [state](NodeId id) {
        const std::optional<Position> position = state->after(id);
        return position && holdsEveryMove(*state->tree, id, *position);
    };
    return proofs;
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

    // From the root on: its own move is the game's set-up (SGF AB/AW at the root).
    const std::vector<NodeId> path = tree.pathFromRoot(node);
    for (std::size_t i = 0; i < path.size(); ++i) {
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
        // Numbered as the Moves panel numbers them: nodes without a move
        // (HexGui's empty node after the root) take no number, nor does the
        // root's set-up.
        if (i > 0)
            ++picture.ply;
        const int ply = picture.ply;
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
    for (const FollowUp &f :
         classifyFollowUps(tree, node, moverFunction(game), followUpProofs(game, node, position, options))) {
        const auto cell = placedCell(game.kind, tree.moveTag(f.node), tree.moveData(f.node));
        if (cell && canPlaceAt(position, *cell))
            picture.followUps.push_back({cell->x, cell->y, cell->player, f.outcome, f.node, f.proven});
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

FollowUp classifyHexTwixtMove(const GameRecord &game, NodeId node, const HexTwixtPictureOptions &options)
{
    const GameTree &tree = game.tree;
    if (!HexTwixtPicture::supports(game.kind) || !tree.isValid(node) || node == tree.root())
        return {node, Outcome::Unknown, false, 1};
    const NodeId parent = tree.parent(node);
    // The position after the parent, replayed from the root.
    const auto classify = [&](auto position) -> FollowUp {
        using Position = decltype(position);
        const std::vector<NodeId> path = tree.pathFromRoot(parent);
        for (std::size_t i = 1; i < path.size(); ++i) {
            const std::uint8_t tag = tree.moveTag(path[i]);
            if (tag != quint8(MoveTag::None)
                && position.applyMove(MoveTag(tag), tree.moveData(path[i])) != Position::Error::None)
                return {node, Outcome::Unknown, false, 1};
        }
        return classifyNode(tree, node, moverFunction(game), followUpProofs(game, parent, position, options));
    };
    if (game.kind == GameKind::Hex)
        return classify(HexPosition(game.columns, game.rows));
    return classify(TwixtPosition(game.columns, game.rows, setupOf<TwixtSetup>(game).rules));
}

} // namespace kibitz
