#pragma once

// The painter of backgammon, acey-deucey and tabula: the position and the
// match it belongs to, replayed into a BackgammonPicture and drawn by
// BackgammonRenderer.

#include "render/gamepainter.h"

namespace kibitz {

class BackgammonPainter : public GamePainter {
public:
    PositionImage positionImage(const GameRecord &game, NodeId node, const QSize &size, const RenderOptions &options,
                                ImageFormat format, const QString &title) const override;
};

} // namespace kibitz
