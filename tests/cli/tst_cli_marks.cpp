// `kibitz-cli render` draws board marks (issue 34): a square and a dimmed
// cell on a Hex board, a circle on a Twixt hole, in both themes, compared
// pixel by pixel with the same position without marks.

#include "clitesting.h"
#include "pixels.h"

#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/markpainting.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::cli;
using kibitz::test::pixelAt;
using kibitz::test::Run;

namespace {

bool close(const QColor &a, const QColor &b, int tolerance = 48)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

QString describe(const QColor &c)
{
    return c.name();
}

} // namespace

class TestCliMarks : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(content);
        return path;
    }

    QImage render(const QString &file, const QString &theme)
    {
        const QString png = file + QLatin1Char('-') + theme + QStringLiteral(".png");
        const Run r = cli({QStringLiteral("render"), file, QStringLiteral("-o"), png, QStringLiteral("--size"),
                           QStringLiteral("600x600"), QStringLiteral("--theme"), theme});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return QImage(png);
    }

private slots:
    void hexMarks_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << QStringLiteral("light");
        QTest::newRow("dark") << QStringLiteral("dark");
    }

    void hexMarks()
    {
        QFETCH(QString, theme);
        const QString plain = write(QStringLiteral("hex.sgf"), "(;FF[4]GM[11]SZ[9];B[e5])");
        const QString marked = write(QStringLiteral("hex-marked.sgf"), "(;FF[4]GM[11]SZ[9];B[e5]SQ[g7]DD[c7])");
        const QImage a = render(plain, theme);
        const QImage b = render(marked, theme);
        QCOMPARE(a.size(), QSize(600, 600));
        QCOMPARE(b.size(), a.size());
        kibitz::RenderOptions options;
        options.theme = theme == QLatin1String("dark") ? kibitz::BoardTheme::dark() : kibitz::BoardTheme::light();
        const kibitz::HexRenderer renderer(9, 9, QRectF(0, 0, 600, 600), options);
        // The square's left side, 0.35 of a cell's radius from its centre.
        const QPointF side = renderer.cellCenter(6, 6) - QPointF(0.35 * renderer.cellRadius(), 0);
        const QColor ink = kibitz::markpainting::contrastingColour(options.theme.board);
        QVERIFY2(close(pixelAt(a, side), options.theme.board), qPrintable(describe(pixelAt(a, side))));
        QVERIFY2(close(pixelAt(b, side), ink), qPrintable(describe(pixelAt(b, side))));
        // The square is hollow.
        const QPointF centre = renderer.cellCenter(6, 6);
        QCOMPARE(pixelAt(b, centre), pixelAt(a, centre));
        // A dimmed cell is veiled with the background colour.
        const QPointF dimmed = renderer.cellCenter(2, 6);
        QCOMPARE(pixelAt(a, dimmed).rgb(), options.theme.board.rgb());
        QVERIFY(pixelAt(b, dimmed) != pixelAt(a, dimmed));
        QVERIFY2(close(pixelAt(b, dimmed), options.theme.background, 60), qPrintable(describe(pixelAt(b, dimmed))));
        // An unmarked cell is as it was.
        const QPointF other = renderer.cellCenter(0, 0);
        QCOMPARE(pixelAt(b, other), pixelAt(a, other));
    }

    void twixtCircle()
    {
        const QString plain = write(QStringLiteral("twixt.sgf"), "(;FF[4]GM[21]SZ[12];W[F5])");
        const QString marked = write(QStringLiteral("twixt-marked.sgf"), "(;FF[4]GM[21]SZ[12];W[F5]CR[D4])");
        const QImage a = render(plain, QStringLiteral("light"));
        const QImage b = render(marked, QStringLiteral("light"));
        QCOMPARE(b.size(), QSize(600, 600));
        const kibitz::RenderOptions options;
        const kibitz::TwixtRenderer renderer(12, 12, QRectF(0, 0, 600, 600), options);
        // The circle's right edge: 0.75 of the mark's radius (0.36 spacings).
        const QPointF edge = renderer.cellCenter(3, 3) + QPointF(0.27 * renderer.holeSpacing(), 0);
        const QColor ink = kibitz::markpainting::contrastingColour(options.theme.board);
        QVERIFY2(close(pixelAt(a, edge), options.theme.board), qPrintable(describe(pixelAt(a, edge))));
        // The stroke is under 3 pixels wide: one of the pixels around the
        // edge is the ink's.
        bool inked = false;
        for (int dx = -2; dx <= 2; ++dx)
            inked = inked || close(pixelAt(b, edge + QPointF(dx, 0)), ink);
        QVERIFY2(inked, qPrintable(describe(pixelAt(b, edge))));
    }
};

QTEST_GUILESS_MAIN(TestCliMarks)
#include "tst_cli_marks.moc"
