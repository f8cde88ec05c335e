#include "render/boardfit.h"

#include <algorithm>

namespace kibitz {

BoardFit::BoardFit(const QRectF &unitBounds, const QRectF &target)
{
    if (unitBounds.width() <= 0 || unitBounds.height() <= 0 || target.width() <= 0 || target.height() <= 0) {
        // A degenerate target still gets a usable (if invisible) mapping so
        // that hit tests never divide by zero.
        m_scale = 1e-6;
        m_offset = target.center() - unitBounds.center() * m_scale;
        return;
    }
    m_scale = std::min(target.width() / unitBounds.width(), target.height() / unitBounds.height());
    m_offset = target.center() - unitBounds.center() * m_scale;
}

} // namespace kibitz
