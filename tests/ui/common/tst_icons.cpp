// Icons: one set of painted glyphs, in the colour the caller gives.

#include "common/icons.h"

#include <QAction>
#include <QImage>
#include <QtTest>

using namespace kibitz;

namespace {

QImage image(const QIcon &icon, int size)
{
    return icon.pixmap(QSize(size, size)).toImage().convertToFormat(QImage::Format_ARGB32);
}

int inked(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += qAlpha(image.pixel(x, y)) > 128;
    return count;
}

// Equal but for antialiasing: no pixel's coverage differs by more than a few steps.
bool nearlyEqual(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return false;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (std::abs(qAlpha(a.pixel(x, y)) - qAlpha(b.pixel(x, y))) > 24)
                return false;
    return true;
}

} // namespace

class TestIcons : public QObject {
    Q_OBJECT

private slots:
    void everyGlyphIsDrawnAndDistinct()
    {
        const QList<Icons::Glyph> glyphs{Icons::Glyph::Start,       Icons::Glyph::Previous, Icons::Glyph::PreviousStep,
                                         Icons::Glyph::Play,        Icons::Glyph::Pause,    Icons::Glyph::NextStep,
                                         Icons::Glyph::Next,        Icons::Glyph::End,      Icons::Glyph::PreviousGame,
                                         Icons::Glyph::NextGame,    Icons::Glyph::Flip,     Icons::Glyph::Columns,
                                         Icons::Glyph::Coordinates, Icons::Glyph::Present,  Icons::Glyph::AutoAdvance};
        QList<QImage> seen;
        for (Icons::Glyph glyph : glyphs) {
            const QImage picture = image(Icons::icon(glyph, Qt::black), 32);
            QVERIFY2(inked(picture) > 20, qPrintable(QString::number(int(glyph))));
            QVERIFY2(inked(picture) < 32 * 32 * 3 / 4, qPrintable(QString::number(int(glyph))));
            QVERIFY2(!seen.contains(picture), qPrintable(QString::number(int(glyph))));
            seen.append(picture);
        }
        // The named ones are the same pictures.
        QCOMPARE(image(Icons::play(Qt::black), 32), image(Icons::icon(Icons::Glyph::Play, Qt::black), 32));
        QCOMPARE(image(Icons::columns(Qt::black), 24), image(Icons::icon(Icons::Glyph::Columns, Qt::black), 24));
    }

    void glyphsAreMirrored()
    {
        // Back and forward are each other's mirror image (the dots'
        // antialiasing aside).
        const auto mirrored = [](Icons::Glyph a, Icons::Glyph b) {
            return nearlyEqual(image(Icons::icon(a, Qt::black), 64).mirrored(true, false),
                               image(Icons::icon(b, Qt::black), 64));
        };
        QVERIFY(mirrored(Icons::Glyph::Start, Icons::Glyph::End));
        QVERIFY(mirrored(Icons::Glyph::Previous, Icons::Glyph::Next));
        QVERIFY(mirrored(Icons::Glyph::PreviousStep, Icons::Glyph::NextStep));
        QVERIFY(!mirrored(Icons::Glyph::Start, Icons::Glyph::Next));
        // The games before and after: upside down.
        QVERIFY(nearlyEqual(image(Icons::previousGame(Qt::black), 64).mirrored(false, true),
                            image(Icons::nextGame(Qt::black), 64)));
    }

    void lineDrawingsHaveTheirSizes()
    {
        const QIcon columns = Icons::columns(Qt::black);
        QCOMPARE(columns.availableSizes(), (QList<QSize>{QSize(16, 16), QSize(24, 24), QSize(32, 32)}));
        QCOMPARE(Icons::play(Qt::black).availableSizes(), QList<QSize>{QSize(64, 64)});
    }

    void inTheColourGiven()
    {
        const QImage red = image(Icons::next(QColor(220, 0, 0)), 64);
        const QImage white = image(Icons::next(Qt::white), 64);
        QCOMPARE(inked(red), inked(white));
        const QRgb centre = red.pixel(22, 32);
        QCOMPARE(qRed(centre), 220);
        QCOMPARE(qGreen(centre), 0);
        QCOMPARE(QColor(white.pixel(22, 32)), QColor(Qt::white));
    }

    void repaintGivesActionsTheirGlyphsAgain()
    {
        QObject owner;
        auto *withGlyph = new QAction(&owner);
        auto *without = new QAction(&owner);
        Icons::setGlyph(withGlyph, Icons::Glyph::Flip, Qt::black);
        QCOMPARE(image(withGlyph->icon(), 64), image(Icons::flip(Qt::black), 64));
        Icons::repaint(&owner, Qt::white);
        QCOMPARE(image(withGlyph->icon(), 64), image(Icons::flip(Qt::white), 64));
        QVERIFY(without->icon().isNull());
        // An action itself as the root.
        Icons::repaint(withGlyph, Qt::blue);
        QCOMPARE(image(withGlyph->icon(), 64), image(Icons::flip(Qt::blue), 64));
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
