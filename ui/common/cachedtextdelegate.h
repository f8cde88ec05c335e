#pragma once

// CachedTextDelegate: an item delegate that paints like QStyledItemDelegate
// (the style draws the background, selection, icon and focus) but draws the
// text from a StaticTextCache instead of laying it out again at every paint.
// For views whose rows repaint often and whose texts repeat (the Rokkaku
// navigator and standings): a third of the time of a jump to another game
// went into laying out their texts. Single-line texts only, elided as the
// view's textElideMode() says when the delegate is made; the cell's font,
// alignment and text colour are honoured.

#include "render/statictextcache.h"

#include <QStyledItemDelegate>

namespace kibitz {

class CachedTextDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit CachedTextDelegate(QAbstractItemView *view);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    mutable StaticTextCache m_texts;
};

} // namespace kibitz
