#pragma once

// The painter of Rokkaku Conquest: the field after a turn, drawn by
// RokkakuRenderer from the replayed RokkakuPosition (Rokkaku has no board
// picture: its views draw the position itself).

#include "render/gamepainter.h"

namespace kibitz {

class RokkakuPainter : public GamePainter {
public:
    PositionImage positionImage(const GameRecord &game, NodeId node, const QSize &size, const RenderOptions &options,
                                ImageFormat format, const QString &title) const override;
    std::vector<GameOption> gameOptions() const override;
};

} // namespace kibitz
