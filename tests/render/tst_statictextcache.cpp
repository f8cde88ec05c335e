// StaticTextCache draws texts where QPainter::drawText would (alignment,
// vertical centring, elision at the right), and keeps one shaped text per
// text and width until the font changes or it is full.

#include "render/statictextcache.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <functional>

using namespace kibitz;

namespace {

// The bounding box of the pixels that are not white.
QRect ink(const QImage &image)
{
    QRect box;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) != qRgb(255, 255, 255))
                box |= QRect(x, y, 1, 1);
    return box;
}

QImage paint(const std::function<void(QPainter &)> &draw)
{
    QImage image(240, 60, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    QFont font = painter.font();
    font.setPixelSize(16);
    painter.setFont(font);
    painter.setPen(Qt::black);
    draw(painter);
    return image;
}

} // namespace

class TestStaticTextCache : public QObject {
    Q_OBJECT
private slots:
    void placesTextAsDrawTextDoes_data()
    {
        QTest::addColumn<int>("alignment");
        QTest::newRow("left") << int(Qt::AlignLeft);
        QTest::newRow("right") << int(Qt::AlignRight);
        QTest::newRow("centre") << int(Qt::AlignHCenter);
    }
    void placesTextAsDrawTextDoes()
    {
        QFETCH(int, alignment);
        const QRectF rect(20, 10, 200, 40);
        const QString text = QStringLiteral("Round 3, game 12");
        StaticTextCache cache;
        const QRect cached = ink(paint([&](QPainter &p) { cache.draw(p, rect, Qt::Alignment(alignment), text); }));
        const QRect drawn = ink(paint([&](QPainter &p) { p.drawText(rect, int(alignment) | Qt::AlignVCenter, text); }));
        QVERIFY(!cached.isEmpty());
        QVERIFY2(std::abs(cached.left() - drawn.left()) <= 1 && std::abs(cached.right() - drawn.right()) <= 1,
                 qPrintable(QStringLiteral("cached x %1..%2, drawText x %3..%4")
                                .arg(cached.left())
                                .arg(cached.right())
                                .arg(drawn.left())
                                .arg(drawn.right())));
        QVERIFY2(std::abs(cached.top() - drawn.top()) <= 1 && std::abs(cached.bottom() - drawn.bottom()) <= 1,
                 qPrintable(QStringLiteral("cached y %1..%2, drawText y %3..%4")
                                .arg(cached.top())
                                .arg(cached.bottom())
                                .arg(drawn.top())
                                .arg(drawn.bottom())));
    }

    void elidesAtTheRight()
    {
        const QRectF rect(20, 10, 60, 40);
        const QString text = QStringLiteral("Kitsune Research Laboratory");
        StaticTextCache cache;
        const QRect cached = ink(paint([&](QPainter &p) { cache.draw(p, rect, Qt::AlignLeft, text); }));
        const QRect whole
            = ink(paint([&](QPainter &p) { cache.draw(p, QRectF(20, 10, 220, 40), Qt::AlignLeft, text); }));
        QVERIFY(!cached.isEmpty());
        QVERIFY2(cached.right() <= rect.right() + 1, qPrintable(QString::number(cached.right())));
        QVERIFY(whole.right() > rect.right() + 20); // the same text, not elided, is much wider
        // Right-aligned, the elided text still starts inside the rect.
        const QRect right = ink(paint([&](QPainter &p) { cache.draw(p, rect, Qt::AlignRight, text); }));
        QVERIFY(right.left() >= rect.left() - 1);
    }

    void withoutElisionDrawsTheWholeText()
    {
        const QRectF rect(20, 10, 60, 40);
        const QString text = QStringLiteral("5,7>6,8 9,4>8,3 10,1>11,0");
        StaticTextCache cache(16, Qt::ElideNone);
        QCOMPARE(cache.elideMode(), Qt::ElideNone);
        const QRect narrow = ink(paint([&](QPainter &p) { cache.draw(p, rect, Qt::AlignLeft, text); }));
        const QRect wide
            = ink(paint([&](QPainter &p) { cache.draw(p, QRectF(20, 10, 220, 40), Qt::AlignLeft, text); }));
        QCOMPARE(narrow, wide); // the whole text both times, beyond the narrow rect
        QVERIFY(narrow.right() > rect.right() + 20);
        QCOMPARE(cache.size(), 1); // the width does not matter
    }

    void keepsOneShapedTextPerTextAndWidth()
    {
        StaticTextCache cache(3);
        paint([&](QPainter &p) {
            cache.draw(p, QRectF(0, 0, 100, 20), Qt::AlignLeft, QStringLiteral("12"));
            cache.draw(p, QRectF(50, 30, 100, 20), Qt::AlignRight, QStringLiteral("12"));
            QCOMPARE(cache.size(), 1); // same text and width: drawn from the same entry
            cache.draw(p, QRectF(0, 0, 80, 20), Qt::AlignLeft, QStringLiteral("12"));
            QCOMPARE(cache.size(), 2); // another width may elide otherwise
            cache.draw(p, QRectF(0, 0, 80, 20), Qt::AlignLeft, QString());
            QCOMPARE(cache.size(), 2); // nothing to draw, nothing kept
            cache.draw(p, QRectF(0, 0, 80, 20), Qt::AlignLeft, QStringLiteral("13"));
            QCOMPARE(cache.size(), 3);
            cache.draw(p, QRectF(0, 0, 80, 20), Qt::AlignLeft, QStringLiteral("14"));
            QCOMPARE(cache.size(), 1); // full: started over
            QFont bigger = p.font();
            bigger.setPixelSize(30);
            p.setFont(bigger);
            cache.draw(p, QRectF(0, 0, 80, 20), Qt::AlignLeft, QStringLiteral("15"));
            QCOMPARE(cache.size(), 1); // another font: started over
        });
    }

    void followsTheFont()
    {
        StaticTextCache cache;
        const QImage a
            = paint([&](QPainter &p) { cache.draw(p, QRectF(0, 0, 240, 60), Qt::AlignLeft, QStringLiteral("Tengu")); });
        const QImage b = paint([&](QPainter &p) {
            QFont font = p.font();
            font.setPixelSize(32);
            p.setFont(font);
            cache.draw(p, QRectF(0, 0, 240, 60), Qt::AlignLeft, QStringLiteral("Tengu"));
        });
        const QRect small = ink(a), large = ink(b);
        QVERIFY(large.width() > small.width() * 3 / 2);
        QVERIFY(large.height() > small.height() * 3 / 2);
    }
};

QTEST_MAIN(TestStaticTextCache)
#include "tst_statictextcache.moc"
