#pragma once

// BoardFit: places a board laid out in its own units (Hex: the hexagon's
// circumradius; Twixt: the hole spacing) in a target rectangle, as large as
// fits, aspect ratio kept, centred. Renderers lay out in units and convert
// here, so geometry scales with the target and text sizes with it.

#include <QPointF>
#include <QRectF>

namespace kibitz {

class BoardFit {
public:
    BoardFit() = default;
    BoardFit(const QRectF &unitBounds, const QRectF &target);

    double scale() const { return m_scale; } // target pixels per unit
    QPointF toTarget(const QPointF &unit) const { return m_offset + unit * m_scale; }
    QPointF toUnit(const QPointF &point) const { return (point - m_offset) / m_scale; }
    QRectF toTarget(const QRectF &unit) const { return QRectF(toTarget(unit.topLeft()), toTarget(unit.bottomRight())); }
    double toTarget(double length) const { return length * m_scale; }

private:
    double m_scale = 1.0;
    QPointF m_offset;
};

} // namespace kibitz
