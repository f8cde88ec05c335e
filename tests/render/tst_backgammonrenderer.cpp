// The backgammon board picture and renderer: what the picture holds, and
// which colour lands where.

#include "formats/registry.h"
#include "pixels.h"
#include "render/backgammon/backgammonpicture.h"
#include "render/backgammon/backgammonrenderer.h"
#include "render/boardexport.h"

#include <QGuiApplication>
#include <QtTest>

#include <cmath>

using namespace kibitz;
using test::pixelAt;

namespace {

Collection load(const char *name)
{
    FileLoad file = loadFile(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/") + QLatin1String(name));
    return file.result.ok() ? *file.result.collection : Collection();
}

NodeId nodeAtPly(const GameRecord &g, int ply)
{
    NodeId node = g.tree.root();
    for (int i = 0; i < ply; ++i)
        node = g.tree.mainChild(node);
    return node;
}

} // namespace

class TestBackgammonRenderer : public QObject {
    Q_OBJECT
private slots:
    void pictureHoldsThePosition()
    {
        const Collection c = load("spec-example.match");
        QCOMPARE(c.games.size(), std::size_t(1));
        const GameRecord &g = c.games.front();
        const BackgammonPicture start = buildBackgammonPicture(g, g.tree.root());
        QVERIFY(start.ok());
        QVERIFY(start.position);
        QCOMPARE(start.variant, BgVariant::Backgammon);
        QCOMPARE(start.position->checkers(24, 1), 2);
        QCOMPARE(start.lastRoller, 0);
        const BackgammonPicture later = buildBackgammonPicture(g, nodeAtPly(g, 4));
        QCOMPARE(later.ply, 4);
        QCOMPARE(later.lastRoller, 2);
        QCOMPARE(later.position->diceCount(), 2);
        QCOMPARE(later.player1, QStringLiteral("Guest_385"));
        const BackgammonPicture end = buildBackgammonPicture(g, nodeAtPly(g, 41));
        QCOMPARE(end.winner, 1);
    }

    void illegalEventStopsThePicture()
    {
        const LoadResult r
            = loadBytes("i 1 a b 1 0 0 0 0 0\n1 r 3-1 8/5 6/5\n2 r 6-5 1/7 12/18\n", FileFormat::BgammonMatch);
        QVERIFY(r.ok());
        const GameRecord &g = r.collection->games.front();
        const BackgammonPicture p = buildBackgammonPicture(g, nodeAtPly(g, 2));
        QVERIFY(!p.ok());
        QCOMPARE(p.failedAt, nodeAtPly(g, 2));
        QCOMPARE(p.ply, 1);
    }

    void checkersLandOnTheirPoints_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void checkersLandOnTheirPoints()
    {
        QFETCH(bool, dark);
        const Collection c = load("spec-example.match");
        const GameRecord &g = c.games.front();
        const BackgammonPicture picture = buildBackgammonPicture(g, g.tree.root());
        RenderOptions options;
        options.theme = dark ? BoardTheme::dark() : BoardTheme::light();
        const QSize size(900, 700);
        const QImage image = renderImage(picture, size, options);
        QCOMPARE(image.size(), size);
        const BackgammonRenderer renderer(QRectF(QPointF(0, 0), QSizeF(size)), options);
        // The first checker of a stack lies half a checker from the board's edge.
        const auto firstChecker = [&](int point) {
            const QRectF r = renderer.pointRect(point);
            const double d = r.width() / 2;
            return point >= 13 ? QPointF(r.center().x(), r.top() + d) : QPointF(r.center().x(), r.bottom() - d);
        };
        QCOMPARE(pixelAt(image, firstChecker(24)).rgb(), options.theme.player1.rgb());
        QCOMPARE(pixelAt(image, firstChecker(6)).rgb(), options.theme.player1.rgb());
        QCOMPARE(pixelAt(image, firstChecker(1)).rgb(), options.theme.player2.rgb());
        QCOMPARE(pixelAt(image, firstChecker(19)).rgb(), options.theme.player2.rgb());
        // Points 13..24 run along the top from left to right, 12..1 along the bottom.
        QVERIFY(renderer.pointRect(13).left() < renderer.pointRect(24).left());
        QVERIFY(renderer.pointRect(13).top() < renderer.pointRect(12).top());
        QVERIFY(renderer.pointRect(1).left() > renderer.pointRect(12).left());
        QVERIFY(renderer.boardRect().contains(renderer.pointRect(7)));
        QCOMPARE(image.pixelColor(2, 2).rgb(), options.theme.background.rgb());
    }

    void waitingCheckersOfTheVariants()
    {
        const Collection c = load("tabula.match");
        const GameRecord &g = c.games.front();
        const BackgammonPicture picture = buildBackgammonPicture(g, nodeAtPly(g, 5));
        QVERIFY(picture.ok());
        QCOMPARE(picture.variant, BgVariant::Tabula);
        QCOMPARE(picture.position->waiting(1), 11);
        QCOMPARE(picture.position->diceCount(), 3);
        const QImage image = renderImage(picture, QSize(600, 500));
        QVERIFY(!image.isNull());
        QVERIFY(!pngBytes(picture, QSize(300, 240)).isEmpty());
        QVERIFY(svgBytes(picture, QSize(300, 240)).contains("<svg"));
    }
};

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    TestBackgammonRenderer test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_backgammonrenderer.moc"
