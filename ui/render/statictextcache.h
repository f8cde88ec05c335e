#pragma once

// StaticTextCache: single-line texts laid out and shaped once, then drawn
// many times. QPainter::drawText lays out and shapes its text at every call;
// in lists and charts that repaint dozens of rows at every step (the Rokkaku
// navigator, standings and score chart) that was most of the paint time.
// A cache serves one font: a draw with another font on the painter starts it
// over, as does reaching its capacity. Texts wider than their rect are elided
// at the right, or, with Qt::ElideNone, clipped by the caller's clip (the
// rect's width then does not matter).

#include <QFont>
#include <QHash>
#include <QRectF>
#include <QStaticText>
#include <QString>

class QPainter;

namespace kibitz {

class StaticTextCache {
public:
    explicit StaticTextCache(int capacity = 2048, Qt::TextElideMode elide = Qt::ElideRight)
        : m_capacity(capacity)
        , m_elide(elide)
    { }

    // Draws `text` on one line inside `rect` with the painter's font and pen:
    // centred vertically, placed horizontally as `alignment` says (left,
    // right or centre), elided where it is wider than the rect.
    void draw(QPainter &painter, const QRectF &rect, Qt::Alignment alignment, const QString &text);

    int size() const { return int(m_entries.size()); }
    Qt::TextElideMode elideMode() const { return m_elide; }
    void clear() { m_entries.clear(); }

private:
    struct Key {
        QString text;
        int width;
        friend bool operator==(const Key &a, const Key &b) { return a.width == b.width && a.text == b.text; }
        friend size_t qHash(const Key &key, size_t seed = 0) { return qHashMulti(seed, key.text, key.width); }
    };
    struct Entry {
        QStaticText text;
        QSizeF size;
    };

    int m_capacity;
    Qt::TextElideMode m_elide;
    QFont m_font;
    QHash<Key, Entry> m_entries;
};

} // namespace kibitz
