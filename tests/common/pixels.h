#pragma once

// Reading back what a renderer painted: the colour of the pixel under a
// point in the picture's coordinates.

#include <QColor>
#include <QImage>
#include <QPointF>

#include <cmath>

namespace kibitz::test {

// The pixel that holds `point` (the one whose square contains it).
inline QColor pixelAt(const QImage &image, const QPointF &point)
{
    return image.pixelColor(int(std::floor(point.x())), int(std::floor(point.y())));
}

} // namespace kibitz::test
