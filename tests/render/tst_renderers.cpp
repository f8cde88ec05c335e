// Geometry and pixels of the Hex and Twixt renderers, and the image export.

#include "handmadegames.h"
#include "pixels.h"

#include "render/backgammon/backgammonpicture.h"
#include "render/boardexport.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QGuiApplication>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace kibitz;
using namespace kibitz::test;

namespace {

bool sameColour(const QColor &a, const QColor &b)
{
    return a.rgb() == b.rgb();
}

QString describe(const QColor &c)
{
    return c.name();
}

RenderOptions plainOptions()
{
    RenderOptions options;
    options.lastMoveMarker = false; // keep stone centres one colour
    options.followUps = false;
    return options;
}

} // namespace

class TestRenderers : public QObject {
    Q_OBJECT
private slots:
    void hexCellAtInvertsCellCenter_data()
    {
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<bool>("rotated");
        QTest::addColumn<bool>("coordinates");
        QTest::addColumn<QRectF>("target");
        for (const auto &[columns, rows] :
             {std::pair(1, 1), std::pair(3, 3), std::pair(11, 11), std::pair(5, 8), std::pair(19, 13)})
            for (const bool flipped : {false, true})
                for (const bool rotated : {false, true})
                    for (const bool coordinates : {false, true})
                        QTest::addRow("%dx%d%s%s%s", columns, rows, flipped ? " flipped" : "",
                                      rotated ? " rotated" : "", coordinates ? " coordinates" : "")
                            << columns << rows << flipped << rotated << coordinates << QRectF(13.5, 7.25, 640, 377);
        QTest::addRow("tiny target") << 11 << 11 << false << false << true << QRectF(0, 0, 60, 50);
    }

    void hexCellAtInvertsCellCenter()
    {
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(bool, flipped);
        QFETCH(bool, rotated);
        QFETCH(bool, coordinates);
        QFETCH(QRectF, target);
        RenderOptions options;
        options.flipped = flipped;
        options.game.set(HexRotated, rotated);
        options.coordinates = coordinates;
        const HexRenderer renderer(columns, rows, target, options);
        QVERIFY(target.contains(renderer.boardRect().adjusted(1e-6, 1e-6, -1e-6, -1e-6)));
        const double inner = renderer.cellRadius() * std::sqrt(3.0) / 2.0;
        for (int y = 0; y < rows; ++y) {
            for (int x = 0; x < columns; ++x) {
                const QPointF centre = renderer.cellCenter(x, y);
                QVERIFY(target.contains(centre));
                QCOMPARE(renderer.cellAt(centre), std::optional<QPoint>(QPoint(x, y)));
                // Anywhere well inside the hexagon belongs to the cell too.
                for (int k = 0; k < 6; ++k) {
                    const double angle = k * M_PI / 3.0;
                    const QPointF near = centre + 0.9 * inner * QPointF(std::cos(angle), std::sin(angle));
                    QCOMPARE(renderer.cellAt(near), std::optional<QPoint>(QPoint(x, y)));
                }
            }
        }
        if (rotated) // the rest probes beside the unrotated corners
            return;
        // Beyond the edges there is no cell.
        QCOMPARE(renderer.cellAt(renderer.cellCenter(0, 0) - QPointF(0, 2 * renderer.cellRadius())),
                 std::optional<QPoint>());
        QCOMPARE(renderer.cellAt(renderer.cellCenter(columns - 1, rows - 1) + QPointF(3 * inner, 0)),
                 std::optional<QPoint>());
        QCOMPARE(renderer.cellAt(target.topLeft() - QPointF(500, 500)), std::optional<QPoint>());
    }

    void hexLayoutRowsShiftRight()
    {
        const HexRenderer renderer(11, 11, QRectF(0, 0, 800, 600));
        // A row lies below the one before, half a cell further right.
        const QPointF a1 = renderer.cellCenter(0, 0);
        const QPointF b1 = renderer.cellCenter(1, 0);
        const QPointF a2 = renderer.cellCenter(0, 1);
        QCOMPARE(a1.y(), b1.y());
        QVERIFY(a2.y() > a1.y());
        QVERIFY(qAbs((a2.x() - a1.x()) - (b1.x() - a1.x()) / 2.0) < 1e-9);
        QVERIFY(qAbs((b1.x() - a1.x()) - std::sqrt(3.0) * renderer.cellRadius()) < 1e-9);
        // Flipping mirrors across the long diagonal.
        RenderOptions flipped;
        flipped.flipped = true;
        const HexRenderer mirror(11, 11, QRectF(0, 0, 800, 600), flipped);
        for (int y = 0; y < 11; ++y)
            for (int x = 0; x < 11; ++x)
                QCOMPARE(mirror.cellCenter(x, y), renderer.cellCenter(y, x));
        // Rotating turns the board half a turn about its centre.
        RenderOptions turned;
        turned.game.set(HexRotated, true);
        const HexRenderer rotated(11, 11, QRectF(0, 0, 800, 600), turned);
        const QPointF centre = renderer.cellCenter(5, 5);
        QCOMPARE(rotated.cellCenter(5, 5), centre);
        for (int y = 0; y < 11; ++y)
            for (int x = 0; x < 11; ++x)
                QVERIFY(QLineF(rotated.cellCenter(x, y), 2 * centre - renderer.cellCenter(x, y)).length() < 1e-9);
        // The board keeps its aspect ratio and is centred.
        const QRectF board = renderer.boardRect();
        const QRectF wide = HexRenderer(11, 11, QRectF(0, 0, 1600, 600)).boardRect();
        QVERIFY(qAbs(board.width() / board.height() - wide.width() / wide.height()) < 1e-9);
        QVERIFY(qAbs(wide.center().x() - 800) < 1e-6);
    }

    void hexPixels()
    {
        GameRecord game = emptyGame(GameKind::Hex, 7, 7);
        const NodeId a = addHexStone(game, 0, 2, 3, 1);
        const NodeId b = addHexStone(game, a, 4, 1, 2);
        const HexTwixtPicture picture = buildHexTwixtPicture(game, b);
        QVERIFY(picture.ok());

        for (const bool dark : {false, true}) {
            RenderOptions options = plainOptions();
            options.theme = dark ? BoardTheme::dark() : BoardTheme::light();
            const QSize size(500, 400);
            const QImage image = renderImage(picture, size, options);
            QCOMPARE(image.size(), size);
            const HexRenderer renderer(7, 7, QRectF(QPointF(0, 0), QSizeF(size)), options);
            const BoardTheme &theme = options.theme;
            QVERIFY2(sameColour(pixelAt(image, renderer.cellCenter(2, 3)), theme.player1),
                     qPrintable(describe(pixelAt(image, renderer.cellCenter(2, 3)))));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(4, 1)), theme.player2));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(0, 0)), theme.board));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(6, 6)), theme.board));
            QVERIFY(sameColour(pixelAt(image, QPointF(1, 1)), theme.background));
            // Player 1's bands above the top row and below the bottom row,
            // player 2's left of the first column and right of the last.
            const double r = renderer.cellRadius();
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(3, 0) - QPointF(0, 1.25 * r)), theme.player1Edge));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(3, 6) + QPointF(0, 1.25 * r)), theme.player1Edge));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(0, 3) - QPointF(1.2 * r, 0)), theme.player2Edge));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(6, 3) + QPointF(1.2 * r, 0)), theme.player2Edge));
        }

        // Flipped, player 1's bands are left and right.
        RenderOptions flipped = plainOptions();
        flipped.flipped = true;
        const QImage image = renderImage(picture, QSize(500, 400), flipped);
        const HexRenderer renderer(7, 7, QRectF(0, 0, 500, 400), flipped);
        const double r = renderer.cellRadius();
        QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(2, 3)), flipped.theme.player1));
        // Model row 0 is now the left column, model column 0 the top row.
        QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(3, 0) - QPointF(1.2 * r, 0)), flipped.theme.player1Edge));
        QVERIFY(
            sameColour(pixelAt(image, renderer.cellCenter(0, 3) - QPointF(0, 1.25 * r)), flipped.theme.player2Edge));
    }

    void hexMarkersAndFollowUps()
    {
        GameRecord game = emptyGame(GameKind::Hex, 5, 5);
        const NodeId a = addHexStone(game, 0, 2, 2, 1);
        const NodeId win = addHexStone(game, a, 1, 1, 2);
        game.tree.setEvaluation(win, Eval::Player2Wins);
        // Proven (as by an analysis): a solid disc (tst_followupmarks has
        // the hollow marks of labels alone).
        HexTwixtPictureOptions proven;
        proven.provenResult = [win](NodeId node) { return node == win ? std::optional<int>(2) : std::nullopt; };
        const HexTwixtPicture picture = buildHexTwixtPicture(game, a, proven);
        const RenderOptions options; // marker and follow-ups on
        const QImage image = renderImage(picture, QSize(400, 400), options);
        const HexRenderer renderer(5, 5, QRectF(0, 0, 400, 400), options);
        QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(2, 2)), options.theme.lastMove));
        QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(2, 2) + QPointF(0.6 * renderer.cellRadius(), 0)),
                           options.theme.player1));
        QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(1, 1)), options.theme.outcomeColour(Outcome::Win)));
        RenderOptions hidden = options;
        hidden.followUps = false;
        QVERIFY(sameColour(pixelAt(renderImage(picture, QSize(400, 400), hidden), renderer.cellCenter(1, 1)),
                           options.theme.board));
    }

    void highDevicePixelRatio()
    {
        GameRecord game = emptyGame(GameKind::Hex, 5, 5);
        const NodeId a = addHexStone(game, 0, 1, 3, 2);
        const NodeId b = addHexStone(game, a, 3, 3, 1);
        const RenderOptions options = plainOptions();
        const QImage image = renderImage(buildHexTwixtPicture(game, b), QSize(300, 200), options, 2.0);
        QCOMPARE(image.size(), QSize(600, 400));
        QCOMPARE(image.devicePixelRatio(), 2.0);
        const HexRenderer renderer(5, 5, QRectF(0, 0, 300, 200), options);
        QVERIFY(sameColour(pixelAt(image, 2 * renderer.cellCenter(1, 3)), options.theme.player2));
    }

    void twixtCellAtInvertsCellCenter()
    {
        for (const auto &[columns, rows] : {std::pair(24, 24), std::pair(8, 12), std::pair(30, 30)}) {
            for (const bool flipped : {false, true}) {
                RenderOptions options;
                options.flipped = flipped;
                const QRectF target(5, 9, 700, 500);
                const TwixtRenderer renderer(columns, rows, target, options);
                QVERIFY(target.contains(renderer.boardRect()));
                const double step = renderer.holeSpacing();
                for (int y = 0; y < rows; ++y) {
                    for (int x = 0; x < columns; ++x) {
                        const bool corner = (x == 0 || x == columns - 1) && (y == 0 || y == rows - 1);
                        const std::optional<QPoint> expected
                            = corner ? std::nullopt : std::optional<QPoint>(QPoint(x, y));
                        QCOMPARE(renderer.cellAt(renderer.cellCenter(x, y)), expected);
                        QCOMPARE(renderer.cellAt(renderer.cellCenter(x, y) + QPointF(0.4 * step, -0.4 * step)),
                                 expected);
                    }
                }
                QCOMPARE(renderer.cellAt(renderer.cellCenter(0, 5) - QPointF(step, step)), std::optional<QPoint>());
                if (flipped) {
                    const TwixtRenderer plain(columns, rows, target);
                    // The flipped board is the plain one mirrored across its diagonal.
                    const QPointF origin = renderer.cellCenter(0, 0);
                    const QPointF plainOrigin = plain.cellCenter(0, 0);
                    const QPointF flippedOffset = (renderer.cellCenter(3, 1) - origin) / renderer.holeSpacing();
                    const QPointF plainOffset = (plain.cellCenter(1, 3) - plainOrigin) / plain.holeSpacing();
                    QVERIFY(qAbs(flippedOffset.x() - plainOffset.x()) < 1e-9);
                    QVERIFY(qAbs(flippedOffset.y() - plainOffset.y()) < 1e-9);
                }
            }
        }
    }

    void twixtLinkAt()
    {
        for (const bool flipped : {false, true}) {
            RenderOptions options;
            options.flipped = flipped;
            const TwixtRenderer renderer(24, 24, QRectF(0, 0, 600, 600), options);
            const auto midpoint = [&](const TwixtLink &link) {
                return (renderer.cellCenter(link.x, link.y) + renderer.cellCenter(link.otherX(), link.otherY())) / 2.0;
            };
            const auto along = [&](const TwixtLink &link, double t) {
                return renderer.cellCenter(link.x, link.y) * (1 - t)
                     + renderer.cellCenter(link.otherX(), link.otherY()) * t;
            };
            for (const TwixtLink &link :
                 {*TwixtLink::between(5, 5, 6, 7), *TwixtLink::between(6, 5, 5, 7), *TwixtLink::between(10, 10, 12, 11),
                  *TwixtLink::between(10, 11, 12, 10), *TwixtLink::between(1, 1, 3, 2)}) {
                // Crossing links share a midpoint: a point just off it along
                // one of them picks that one.
                QCOMPARE(renderer.linkAt(along(link, 0.45)), std::optional<TwixtLink>(link));
                QCOMPARE(renderer.linkAt(along(link, 0.55)), std::optional<TwixtLink>(link));
                QVERIFY(renderer.linkAt(midpoint(link)).has_value());
            }
            // A hole is far from every link midpoint.
            QCOMPARE(renderer.linkAt(renderer.cellCenter(8, 8)), std::optional<TwixtLink>());
            // No player can link a corner-adjacent border hole of one player to
            // the other's border.
            QCOMPARE(renderer.linkAt(midpoint(*TwixtLink::between(1, 0, 0, 2))), std::optional<TwixtLink>());
            // Off the board.
            QCOMPARE(renderer.linkAt(QPointF(-50, -50)), std::optional<TwixtLink>());
        }
    }

    void twixtPixels()
    {
        GameRecord game = emptyGame(GameKind::Twixt, 24, 24);
        const NodeId a = addTwixtPeg(game, 0, 5, 5, 1);
        const NodeId b = addTwixtPeg(game, a, 10, 10, 2);
        const NodeId c = addTwixtPeg(game, b, 6, 7, 1);
        const NodeId d = addTwixtPeg(game, c, 11, 12, 1); // not linked: the other end is player 2's
        const HexTwixtPicture picture = buildHexTwixtPicture(game, d);
        QVERIFY(picture.ok());
        QCOMPARE(picture.links.size(), std::size_t(1));

        for (const bool flipped : {false, true}) {
            RenderOptions options = plainOptions();
            options.flipped = flipped;
            const QSize size(800, 700);
            const QImage image = renderImage(picture, size, options);
            const TwixtRenderer renderer(24, 24, QRectF(QPointF(0, 0), QSizeF(size)), options);
            const BoardTheme &theme = options.theme;
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(5, 5)), theme.player1));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(10, 10)), theme.player2));
            const QPointF linked = (renderer.cellCenter(5, 5) + renderer.cellCenter(6, 7)) / 2.0;
            QVERIFY2(sameColour(pixelAt(image, linked), theme.player1), qPrintable(describe(pixelAt(image, linked))));
            const QPointF unlinked = (renderer.cellCenter(10, 10) + renderer.cellCenter(11, 12)) / 2.0;
            const QColor between = pixelAt(image, unlinked);
            QVERIFY2(!sameColour(between, theme.player1) && !sameColour(between, theme.player2),
                     qPrintable(describe(between)));
            QVERIFY(sameColour(between, theme.board));
            // Holes, the unused corners, the border lines in their owners' colours.
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(15, 3)), theme.grid));
            QVERIFY(sameColour(pixelAt(image, renderer.cellCenter(0, 0)), theme.board));
            const QPointF topLine = (renderer.cellCenter(12, 0) + renderer.cellCenter(12, 1)) / 2.0;
            QVERIFY2(sameColour(pixelAt(image, topLine), theme.player1Edge),
                     qPrintable(describe(pixelAt(image, topLine))));
            const QPointF leftLine = (renderer.cellCenter(0, 12) + renderer.cellCenter(1, 12)) / 2.0;
            QVERIFY(sameColour(pixelAt(image, leftLine), theme.player2Edge));
            // Flipping puts player 1's lines left and right.
            QCOMPARE(qAbs(topLine.x() - renderer.cellCenter(12, 0).x()) < 1e-9, !flipped);
        }
    }

    void themesDiffer()
    {
        GameRecord game = emptyGame(GameKind::Twixt, 12, 12);
        const HexTwixtPicture picture = buildHexTwixtPicture(game, addTwixtPeg(game, 0, 5, 5, 1));
        RenderOptions light;
        RenderOptions dark;
        dark.theme = BoardTheme::dark();
        const QImage a = renderImage(picture, QSize(300, 300), light);
        const QImage b = renderImage(picture, QSize(300, 300), dark);
        QVERIFY(a != b);
        QVERIFY(sameColour(a.pixelColor(0, 0), light.theme.background));
        QVERIFY(sameColour(b.pixelColor(0, 0), dark.theme.background));
        QVERIFY(light.theme.board != dark.theme.board);
        // Every glyph colour stands apart from the board in both themes.
        for (const BoardTheme &theme : {BoardTheme::light(), BoardTheme::dark()})
            for (const QColor &colour : theme.outcome)
                QVERIFY(colour != theme.board && colour.isValid());
    }

    void exportFiles()
    {
        GameRecord game = emptyGame(GameKind::Hex, 9, 9);
        const HexTwixtPicture picture = buildHexTwixtPicture(game, addHexStone(game, 0, 4, 4, 1));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        const QString png = dir.filePath(QStringLiteral("board.png"));
        QVERIFY2(writePng(png, picture, QSize(320, 240), {}, &error), qPrintable(error));
        QImage loaded(png);
        QCOMPARE(loaded.size(), QSize(320, 240));
        const QString svg = dir.filePath(QStringLiteral("board.svg"));
        QVERIFY2(writeSvg(svg, picture, QSize(320, 240), {}, QStringLiteral("Test"), &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
        QVERIFY(!writePng(dir.filePath(QStringLiteral("missing/dir/board.png")), picture, QSize(100, 100), {}, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(renderImage(picture, QSize(0, 10)).isNull());
    }

    void paintingAnErrorPictureDoesNotCrash()
    {
        GameRecord backgammon = emptyGame(GameKind::Backgammon, 0, 0);
        const QImage image = renderImage(buildBackgammonPicture(backgammon, 0), QSize(50, 50));
        QCOMPARE(image.size(), QSize(50, 50));
        QCOMPARE(image.pixelColor(25, 25).rgb(), RenderOptions().theme.background.rgb());
        const QImage notHex = renderImage(buildHexTwixtPicture(backgammon, 0), QSize(50, 50));
        QCOMPARE(notHex.size(), QSize(50, 50));
    }
};

QTEST_MAIN(TestRenderers)
#include "tst_renderers.moc"
