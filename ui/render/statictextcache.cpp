#include "statictextcache.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace kibitz {

void StaticTextCache::draw(QPainter &painter, const QRectF &rect, Qt::Alignment alignment, const QString &text)
{
    if (text.isEmpty() || rect.width() <= 0)
        return;
    if (painter.font() != m_font || m_entries.size() >= m_capacity) {
        m_entries.clear();
        m_font = painter.font();
    }
    const Key key{text, m_elide == Qt::ElideNone ? 0 : int(std::floor(rect.width()))};
    auto it = m_entries.find(key);
    if (it == m_entries.end()) {
        const QFontMetricsF metrics(m_font);
        QStaticText shaped(m_elide == Qt::ElideNone ? text : metrics.elidedText(text, m_elide, key.width));
        shaped.setTextFormat(Qt::PlainText);
        shaped.prepare(QTransform(), m_font);
        it = m_entries.insert(key, Entry{shaped, shaped.size()});
    }
    const QSizeF size = it->size;
    double x = rect.left();
    if (alignment & Qt::AlignRight)
        x = rect.right() - size.width();
    else if (alignment & Qt::AlignHCenter)
        x = rect.left() + (rect.width() - size.width()) / 2;
    const double y = rect.top() + (rect.height() - size.height()) / 2;
    painter.drawStaticText(QPointF(x, y), it->text);
}

} // namespace kibitz
