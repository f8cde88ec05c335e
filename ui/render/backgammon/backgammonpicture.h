#pragma once

// BackgammonPicture: the picture of a backgammon, acey-deucey or tabula board
// (see boardpicture.h): the position after the node and the match it belongs
// to. Built by buildBackgammonPicture, drawn by BackgammonRenderer.

#include "games/backgammon/backgammonposition.h"
#include "render/boardpicture.h"

#include <array>
#include <optional>
#include <vector>

namespace kibitz {

struct BackgammonPicture : BoardPicture {
    BgVariant variant = BgVariant::Backgammon; // how the points are numbered
    // The position; none when nothing could be replayed (the node is not in
    // the tree, say: `error` says why), and in an empty picture.
    std::optional<BackgammonPosition> position;
    QString player1;
    QString player2;
    int matchLength = 1;
    int score1 = 0; // before the game
    int score2 = 0;
    int lastRoller = 0; // who rolled the dice the position shows (0: nobody yet)
    // Set by views while a roll is being played checker by checker (the
    // position then holds the moves played so far): the dice rolled, shown
    // instead of the position's last roll and in `lastRoller`'s colours, and
    // the dice still to be played (the others are drawn faded).
    int rollDiceCount = 0;
    std::array<int, 3> rollDice{};
    std::vector<int> unusedDice;

    // One layer only: its background is the plain fill, and the pieces are
    // the whole board, painted over it.
    void paint(QPainter &painter, const QRectF &target, const RenderOptions &options,
               BoardLayers layers) const override;
};

// The picture of the position after `node` (games are linear lists of
// events, but any path works); for a game of another family, an empty one
// with its error.
BackgammonPicture buildBackgammonPicture(const GameRecord &game, NodeId node);

} // namespace kibitz
