// Geometry and pixels of the Rokkaku field renderer.

#include "pixels.h"
#include "render/rokkaku/rokkakurenderer.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include <cmath>

using namespace kibitz;
using test::pixelAt;

namespace {

// A 6x5 field (rows 0, 2 and 4 hold 5 hexels, rows 1 and 3 hold 6): team 0's
// dog at 1,1 (frozen), its samurai 1 at 4,3, every other agent at 5,3; hexel
// 2,2 owned by team 2, a gate at 0,4.
RokkakuPosition samplePosition()
{
    RokkakuSetup setup;
    setup.width = 6;
    setup.height = 5;
    setup.gates = {{0, 4}};
    setup.agents.fill({5, 3});
    setup.agents[0] = {1, 1};
    setup.agents[1] = {4, 3};
    RokkakuPosition position(setup);
    RokkakuTurn turn;
    turn.ownerChanges = {{{2, 2}, 2}};
    turn.frozen = {{0, 0}};
    if (position.applyTurn(turn))
        qFatal("the sample turn is inconsistent");
    return position;
}

QImage paint(const RokkakuPosition &position, const RenderOptions &options, const QSize &size = QSize(600, 500))
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(options.theme.background);
    QPainter painter(&image);
    RokkakuRenderer(position.width(), position.height(), QRectF(QPointF(0, 0), QSizeF(size)), options)
        .paint(painter, position);
    painter.end();
    return image;
}

} // namespace

class TestRokkakuRenderer : public QObject {
    Q_OBJECT
private slots:
    // The teams in the official visualizer's order, in both themes: the
    // first red, the second green, the third blue, the fourth yellow (by hue).
    void teamsInTheOfficialOrder()
    {
        for (const BoardTheme &theme : {BoardTheme::light(), BoardTheme::dark()}) {
            const auto hue = [&](int team) { return RokkakuRenderer::teamColour(theme, team).hsvHue(); };
            QVERIFY2(hue(0) <= 15 || hue(0) >= 345, qPrintable(QString::number(hue(0))));
            QVERIFY2(hue(1) >= 90 && hue(1) <= 150, qPrintable(QString::number(hue(1))));
            QVERIFY2(hue(2) >= 200 && hue(2) <= 240, qPrintable(QString::number(hue(2))));
            QVERIFY2(hue(3) >= 45 && hue(3) <= 60, qPrintable(QString::number(hue(3))));
            // Yellow, not orange or brown: bright and saturated.
            QVERIFY(RokkakuRenderer::teamColour(theme, 3).valueF() > 0.8);
            QVERIFY(RokkakuRenderer::teamColour(theme, 3).hsvSaturationF() > 0.75);
        }
    }

    void hexelAtInvertsHexelCenter_data()
    {
        QTest::addColumn<bool>("columnOffset");
        QTest::newRow("offset rows") << false;
        QTest::newRow("offset columns") << true;
    }
    void hexelAtInvertsHexelCenter()
    {
        QFETCH(bool, columnOffset);
        RenderOptions options;
        options.game.set(RokkakuColumnOffset, columnOffset);
        for (const auto &[w, h] : {std::pair(1, 1), std::pair(6, 5), std::pair(40, 40), std::pair(7, 2)}) {
            const RokkakuRenderer r(w, h, QRectF(10, 20, 700, 500), options);
            for (int y = 0; y < h; ++y) {
                // The even rows are a hexel shorter: nothing where their last one would be.
                if (!(y & 1)) {
                    QVERIFY(!r.hasHexel(w - 1, y));
                    QCOMPARE(r.hexelAt(r.hexelCenter(w - 1, y)), std::nullopt);
                }
                for (int x = 0; x < rokkakuRowLength(w, y); ++x) {
                    QVERIFY(r.hasHexel(x, y));
                    QCOMPARE(r.hexelAt(r.hexelCenter(x, y)), std::optional<QPoint>(QPoint(x, y)));
                    // Near a corner, still inside.
                    const QPointF corner = r.hexelPolygon(x, y).at(0);
                    QCOMPARE(r.hexelAt(r.hexelCenter(x, y) * 0.2 + corner * 0.8), std::optional<QPoint>(QPoint(x, y)));
                    QVERIFY(QRectF(10, 20, 700, 500).contains(r.hexelPolygon(x, y).boundingRect()));
                }
            }
            QCOMPARE(r.hexelAt(QPointF(12, 22)), std::nullopt);
        }
    }

    void offsets()
    {
        // The runtime's field: even rows (row 0 first) shifted half a hexel
        // right of the odd rows, so (0,0) touches (0,1) and (1,1).
        const RokkakuRenderer rows(6, 5, QRectF(0, 0, 600, 500));
        const double step = rows.hexelCenter(1, 1).x() - rows.hexelCenter(0, 1).x();
        QVERIFY(step > 1);
        QCOMPARE(rows.hexelCenter(0, 0).x(), rows.hexelCenter(0, 1).x() + step / 2);
        QCOMPARE(rows.hexelCenter(0, 0).x(), rows.hexelCenter(1, 1).x() - step / 2);
        QCOMPARE(rows.hexelCenter(0, 2).x(), rows.hexelCenter(0, 0).x());
        QCOMPARE(rows.hexelCenter(0, 3).x(), rows.hexelCenter(0, 1).x());
        QCOMPARE(rows.hexelCenter(1, 0).y(), rows.hexelCenter(0, 0).y());
        // Neighbours in the runtime's sense are one hexel apart, others not.
        const auto apart = [](const RokkakuRenderer &r, QPoint a, QPoint b) {
            return QLineF(r.hexelCenter(a.x(), a.y()), r.hexelCenter(b.x(), b.y())).length()
                 / (r.hexelRadius() * std::sqrt(3.0));
        };
        QCOMPARE(qRound(apart(rows, {2, 2}, {2, 1}) * 100), 100);
        QCOMPARE(qRound(apart(rows, {2, 2}, {3, 3}) * 100), 100);
        QVERIFY(apart(rows, {2, 2}, {1, 1}) > 1.5);
        QCOMPARE(qRound(apart(rows, {2, 1}, {1, 0}) * 100), 100);
        QVERIFY(!rows.hasHexel(5, 0) && rows.hasHexel(5, 1) && !rows.hasHexel(5, 4));
        // Both ends of an odd row stick out half a hexel beyond the even rows.
        QVERIFY(rows.hexelCenter(5, 1).x() > rows.hexelCenter(4, 0).x());
        // Columns: the same field transposed, row y drawn as column y from the
        // top down, the even columns half a hexel lower.
        RenderOptions options;
        options.game.set(RokkakuColumnOffset, true);
        const RokkakuRenderer columns(6, 5, QRectF(0, 0, 600, 500), options);
        const double down = columns.hexelCenter(1, 1).y() - columns.hexelCenter(0, 1).y();
        QVERIFY(down > 1);
        QCOMPARE(columns.hexelCenter(0, 0).y(), columns.hexelCenter(0, 1).y() + down / 2);
        QCOMPARE(columns.hexelCenter(0, 2).y(), columns.hexelCenter(0, 0).y());
        QCOMPARE(columns.hexelCenter(0, 1).x() > columns.hexelCenter(0, 0).x(), true);
        QCOMPARE(columns.hexelCenter(1, 0).x(), columns.hexelCenter(0, 0).x());
        QCOMPARE(qRound(apart(columns, {2, 2}, {3, 3}) * 100), 100);
        QVERIFY(apart(columns, {2, 2}, {1, 1}) > 1.5);
    }

    void noHexelBeyondEvenRows_data()
    {
        QTest::addColumn<bool>("columnOffset");
        QTest::newRow("offset rows") << false;
        QTest::newRow("offset columns") << true;
    }
    void noHexelBeyondEvenRows()
    {
        // Where an even row's last hexel would be, the background shows; the
        // odd row's last hexel is drawn.
        QFETCH(bool, columnOffset);
        RenderOptions options;
        options.game.set(RokkakuColumnOffset, columnOffset);
        options.coordinates = false;
        const RokkakuPosition position = samplePosition();
        const QImage image = paint(position, options);
        const RokkakuRenderer r(6, 5, QRectF(0, 0, 600, 500), options);
        for (int y : {0, 2, 4})
            QCOMPARE(pixelAt(image, r.hexelCenter(5, y)).rgb(), options.theme.background.rgb());
        QCOMPARE(pixelAt(image, r.hexelCenter(5, 1)).rgb(), options.theme.board.rgb());
    }

    void pixels_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("columnOffset");
        QTest::newRow("light") << false << false;
        QTest::newRow("dark") << true << false;
        QTest::newRow("light, columns") << false << true;
    }
    void pixels()
    {
        QFETCH(bool, dark);
        QFETCH(bool, columnOffset);
        RenderOptions options;
        options.theme = dark ? BoardTheme::dark() : BoardTheme::light();
        options.game.set(RokkakuColumnOffset, columnOffset);
        const RokkakuPosition position = samplePosition();
        const QImage image = paint(position, options);
        const RokkakuRenderer r(6, 5, QRectF(0, 0, 600, 500), options);
        // An empty hexel shows the board, an owned one a tint of its owner.
        QCOMPARE(pixelAt(image, r.hexelCenter(3, 0)).rgb(), options.theme.board.rgb());
        const QColor owned = pixelAt(image, r.hexelCenter(2, 2));
        QVERIFY(owned.rgb() != options.theme.board.rgb());
        auto distance = [](const QColor &a, const QColor &b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        };
        for (int team : {0, 1, 3})
            QVERIFY2(distance(owned, RokkakuRenderer::teamColour(options.theme, 2))
                         < distance(owned, RokkakuRenderer::teamColour(options.theme, team)),
                     qPrintable(owned.name()));
        // Agents in their team's colour: the dog's diamond next to its centre
        // (the centre carries the frozen cross), samurai 1's disc beside its number.
        const QColor team0 = RokkakuRenderer::teamColour(options.theme, 0);
        const double radius = r.hexelRadius();
        QCOMPARE(pixelAt(image, r.hexelCenter(1, 1) + QPointF(radius * 0.3, 0)).rgb(), team0.rgb());
        QCOMPARE(pixelAt(image, r.hexelCenter(4, 3) + QPointF(0, radius * 0.33)).rgb(), team0.rgb());
        // The frozen dog has an icy ring outside its diamond, within its hexel.
        const QColor ring = pixelAt(image, r.hexelCenter(1, 1) + QPointF(radius * 0.36, radius * 0.36));
        QVERIFY2(ring.rgb() != options.theme.board.rgb() && ring.rgb() != team0.rgb(), qPrintable(ring.name()));
        // The gate's ring.
        const QColor gate
            = pixelAt(image, r.hexelCenter(0, 4) + QPointF(0, -radius * 0.72 * (columnOffset ? 0.866 : 1.0)));
        QVERIFY2(gate.rgb() != options.theme.board.rgb(), qPrintable(gate.name()));
    }

    void exports()
    {
        const RokkakuPosition position = samplePosition();
        const QByteArray png = rokkakuPngBytes(position, QSize(320, 240));
        QImage image;
        QVERIFY(image.loadFromData(png, "PNG"));
        QCOMPARE(image.size(), QSize(320, 240));
        const QByteArray svg = rokkakuSvgBytes(position, QSize(320, 240), RenderOptions(), QStringLiteral("game 1"));
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("<title>game 1</title>"));
        QVERIFY(rokkakuPngBytes(position, QSize()).isEmpty());
    }
};

QTEST_MAIN(TestRokkakuRenderer)
#include "tst_rokkakurenderer.moc"
