#pragma once

// GamePainter: how one game family draws its positions, without widgets, so
// that the views, image export and `kibitz-cli render` paint with the same
// code. Each family has its painter in ui/render/<family>/; the one table
// that finds the painter for a game is gamepaintertable.h. The widget side
// of a game (its view, its Game Info fields, its preferences) is its GameUi
// (ui/games/gameui.h), which refers to its painter.

#include "render/boardpicture.h"
#include "render/renderoptions.h"

#include <QByteArray>
#include <QRectF>
#include <QSize>
#include <QString>

#include <vector>

class QPainter;

namespace kibitz {

enum class ImageFormat { Png, Svg };

// An image of one position, or why there is none.
struct PositionImage {
    enum class Problem {
        None,
        NoPosition, // the game has nothing to replay (`message` says why)
        IllegalMove, // a move on the path is illegal: `failedAt` is the node
        NotProduced, // the image could not be encoded (empty `bytes`)
    };
    QByteArray bytes;
    Problem problem = Problem::None;
    QString message;
    NodeId failedAt = NoNode;
};

class GamePainter {
public:
    virtual ~GamePainter() = default;

    // The whole image of the position after `node`, as PNG or SVG bytes
    // (`kibitz-cli render`), drawn from the family's own picture of it.
    virtual PositionImage positionImage(const GameRecord &game, NodeId node, const QSize &size,
                                        const RenderOptions &options, ImageFormat format,
                                        const QString &title) const = 0;
    // The options only this family's boards have (RenderOptions::game), with
    // their defaults.
    virtual std::vector<GameOption> gameOptions() const { return {}; }
    bool hasGameOption(const char *key) const;

protected:
    // The image of a picture a family built: its error when a move on the
    // path is illegal (or nothing could be replayed), else `picture` painted.
    static PositionImage imageOf(const BoardPicture &picture, const QSize &size, const RenderOptions &options,
                                 ImageFormat format, const QString &title);
};

} // namespace kibitz
