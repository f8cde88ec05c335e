#pragma once

// The painters of the connection games: Hex stones and Twixt pegs and links,
// replayed into a HexTwixtPicture and drawn by HexRenderer or TwixtRenderer.

#include "render/gamepainter.h"

namespace kibitz {

class HexTwixtPainter : public GamePainter {
public:
    PositionImage positionImage(const GameRecord &game, NodeId node, const QSize &size, const RenderOptions &options,
                                ImageFormat format, const QString &title) const override;
};

class HexPainter : public HexTwixtPainter {
public:
    std::vector<GameOption> gameOptions() const override;
};

class TwixtPainter : public HexTwixtPainter {
public:
    std::vector<GameOption> gameOptions() const override;
};

} // namespace kibitz
