#pragma once

// The painter of Rokkaku Conquest: the field after a turn, drawn by
// RokkakuRenderer from the replayed RokkakuPosition (Rokkaku has no
// BoardPicture: its views draw the position itself).

#include "render/gamepainter.h"

namespace kibitz {

class RokkakuPainter : public GamePainter {
public:
    bool drawsBoardPictures() const override { return false; }
    // Nothing: the picture keeps only its kind and size.
    void buildPicture(const GameRecord &, NodeId, const PictureOptions &, BoardPicture &) const override {}
    // Only the background (a picture holds no field to draw).
    void paint(QPainter &painter, const QRectF &target, const BoardPicture &picture, const RenderOptions &options,
               BoardLayers layers) const override;
    PositionImage positionImage(const GameRecord &game, NodeId node, const QSize &size, const RenderOptions &options,
                                ImageFormat format, const QString &title) const override;
    std::vector<GameOption> gameOptions() const override;
};

} // namespace kibitz
