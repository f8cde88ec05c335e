#pragma once

// The painter of backgammon, acey-deucey and tabula: the position and the
// match it belongs to, replayed into a BoardPicture and drawn by
// BackgammonRenderer.

#include "render/gamepainter.h"

namespace kibitz {

class BackgammonPainter : public GamePainter {
public:
    void buildPicture(const GameRecord &game, NodeId node, const PictureOptions &options,
                      BoardPicture &picture) const override;
    void paint(QPainter &painter, const QRectF &target, const BoardPicture &picture, const RenderOptions &options,
               BoardLayers layers) const override;
};

} // namespace kibitz
