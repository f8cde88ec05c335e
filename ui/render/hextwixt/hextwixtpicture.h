#pragma once

// HexTwixtPicture: the picture of a Hex or Twixt board (see boardpicture.h):
// the stones or pegs along the path, Twixt links, the last move and the
// follow-ups stored below the node. Built by buildHexTwixtPicture, drawn by
// HexRenderer or TwixtRenderer.

#include "analysis/followupproofs.h"
#include "games/twixt/twixtmove.h"
#include "render/boardpicture.h"
#include "tree/markup.h"

#include <QPoint>

#include <functional>

#include <optional>
#include <vector>

namespace kibitz {

struct PictureStone {
    int x = 0;
    int y = 0;
    int player = 1;
    int moveNumber = 0; // its move's ply along the path; 0 when it was set up, not played
    bool operator==(const PictureStone &) const = default;
};

struct PictureLink {
    TwixtLink link;
    int player = 1;
    bool operator==(const PictureLink &) const = default;
};

// A move stored below the shown node that places a stone or peg on an empty
// cell, with its classification for the player who makes it and what that
// rests on (classifyFollowUps): a proof, or only the tree's labels.
struct PictureFollowUp {
    int x = 0;
    int y = 0;
    int player = 1;
    Outcome outcome = Outcome::Unknown;
    NodeId node = NoNode;
    bool proven = false;
};

struct HexTwixtPicture : BoardPicture {
    GameKind kind{}; // Hex or Twixt (the game's, whatever it is)
    std::vector<PictureStone> stones; // stones or pegs, by row then column
    std::vector<PictureLink> links; // Twixt's
    std::optional<QPoint> lastMove; // the cell of the last move when it placed one
    std::vector<PictureFollowUp> followUps;
    // The node's board marks and move mark, and the cells dimmed at it (its
    // own DD or one inherited, see dimmedCells), drawn by paintMarks.
    NodeMarkup markup;
    std::vector<MarkCell> dimmed;

    // 0 for an empty cell (and outside the board).
    int playerAt(int x, int y) const;
    void paint(QPainter &painter, const QRectF &target, const RenderOptions &options,
               BoardLayers layers) const override;

    // Whether the games of `kind` are drawn as HexTwixtPictures.
    static bool supports(GameKind kind);
};

struct HexTwixtPictureOptions {
    // Classifying follow-ups walks the whole subtree below the node; callers
    // that never show them can skip the walk.
    bool followUps = true;
    // Proofs kept beside the tree (the window's analysis marks): the winner
    // of the position after a node (0 a draw), nullopt for none. Finished
    // games and complete subtrees are proven without it.
    std::function<std::optional<int>(NodeId)> provenResult;
};

// The classification of one stored move, as the follow-ups of its parent
// give it (what the Evaluation panel says about the shown move).
FollowUp classifyHexTwixtMove(const GameRecord &game, NodeId node, const HexTwixtPictureOptions &options = {});

// The picture of the position after `node`; for a game that is not Hex or
// Twixt, an empty one with its error.
HexTwixtPicture buildHexTwixtPicture(const GameRecord &game, NodeId node, const HexTwixtPictureOptions &options = {});

} // namespace kibitz
