#include "common/cachedtextdelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>

namespace kibitz {

CachedTextDelegate::CachedTextDelegate(QAbstractItemView *view)
    : QStyledItemDelegate(view)
    , m_texts(2048, view->textElideMode())
{ }

void CachedTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // Everything but the text, then the text where the style would put it.
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect
        = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget).adjusted(margin, 0, -margin, 0);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                     : (opt.state & QStyle::State_Active)   ? QPalette::Normal
                                                                            : QPalette::Inactive;
    const QPalette::ColorRole role = (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text;
    painter->save();
    if (m_texts.elideMode() == Qt::ElideNone)
        painter->setClipRect(opt.rect, Qt::IntersectClip); // the rest of a long text stays in its cell
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, role));
    m_texts.draw(*painter, textRect, opt.displayAlignment, text);
    painter->restore();
}

} // namespace kibitz
