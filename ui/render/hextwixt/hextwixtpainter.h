#pragma once

// The painters of the connection games: Hex stones and Twixt pegs and links,
// replayed into a BoardPicture and drawn by HexRenderer or TwixtRenderer.

#include "render/gamepainter.h"

namespace kibitz {

class HexPainter : public GamePainter {
public:
    void buildPicture(const GameRecord &game, NodeId node, const PictureOptions &options,
                      BoardPicture &picture) const override;
    void paint(QPainter &painter, const QRectF &target, const BoardPicture &picture, const RenderOptions &options,
               BoardLayers layers) const override;
    std::vector<GameOption> gameOptions() const override;
};

class TwixtPainter : public GamePainter {
public:
    void buildPicture(const GameRecord &game, NodeId node, const PictureOptions &options,
                      BoardPicture &picture) const override;
    void paint(QPainter &painter, const QRectF &target, const BoardPicture &picture, const RenderOptions &options,
               BoardLayers layers) const override;
    std::vector<GameOption> gameOptions() const override;
};

} // namespace kibitz
