#pragma once

// CompactHeader: a horizontal QHeaderView that keeps the room of a sort
// indicator for the sorted column only. QHeaderView widens every section by
// that room (an arrow and a margin) while an indicator is shown, which in a
// narrow dock is the room of a whole column; here the other columns keep the
// width of their title.

#include <QHeaderView>
#include <QStyle>

namespace kibitz {

class CompactHeader : public QHeaderView {
public:
    explicit CompactHeader(QWidget *parent)
        : QHeaderView(Qt::Horizontal, parent)
    { }

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override
    {
        QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
        if (isSortIndicatorShown() && logicalIndex != sortIndicatorSection())
            size.rwidth() -= size.height() + style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
        return size;
    }
};

} // namespace kibitz
