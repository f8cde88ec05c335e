// Runs the real kibitz-cli binary on files made for the test.

#include "clitesting.h"
#include "deepgames.h"
#include "jgamebuilder.h"

#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using kibitz::test::JgameBuilder;

using kibitz::test::cli;
using kibitz::test::Run;

namespace {

// 3x3 Hex: main line b1 (1), a2 (2), b2 (1) with a variation c3 (2) after b1.
QByteArray hexGame()
{
    JgameBuilder b = JgameBuilder::standard("hex1", 3, "Vert", "Horiz");
    b.children(1);
    b.move(1, 0, 1).comment("centre top").children(2);
    b.move(0, 1, 2).children(1);
    b.move(1, 1, 1).eval(10000).children(0);
    b.move(2, 2, 2).children(0);
    return b.bytes();
}

// 24x24 Twixt: two pegs of player 1 a knight's move apart get linked.
QByteArray twixtGame()
{
    JgameBuilder b = JgameBuilder::standard("twixt1", 24, "V", "H");
    b.children(1);
    b.move(5, 5, 1).children(1);
    b.move(10, 10, 2).children(1);
    b.move(6, 7, 1).children(0);
    return b.bytes();
}

// The German translation of `source` in the desktop application's catalogue
// (empty when there is none).
QString germanTranslation(const QString &context, const QString &source)
{
    QFile file(QStringLiteral(KIBITZ_SAMPLES_DIR "/../../translations/kibitz_de.ts"));
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    QXmlStreamReader xml(&file);
    QString currentContext, currentSource;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            currentContext = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            currentSource = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && currentContext == context && currentSource == source)
            return xml.readElementText();
    }
    return QString();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write("hex.jgame", hexGame());
        write("twixt.jgame", twixtGame());
    }

    void infoJson()
    {
        const Run r = cli({QStringLiteral("info"), path("hex.jgame"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("file")).toString(), path("hex.jgame"));
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("jgame"));
        const QJsonArray games = o.value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 1);
        const QJsonObject g = games.first().toObject();
        QCOMPARE(g.value(QStringLiteral("game")).toString(), QStringLiteral("hex"));
        QCOMPARE(g.value(QStringLiteral("board")).toString(), QStringLiteral("3x3"));
        QCOMPARE(g.value(QStringLiteral("players")).toArray(),
                 (QJsonArray{QStringLiteral("Vert"), QStringLiteral("Horiz")}));
        QCOMPARE(g.value(QStringLiteral("nodes")).toInt(), 5);
        QCOMPARE(g.value(QStringLiteral("mainline")).toInt(), 3);
        QCOMPARE(g.value(QStringLiteral("depth")).toInt(), 3);
        QCOMPARE(g.value(QStringLiteral("leaves")).toInt(), 2);
        QCOMPARE(g.value(QStringLiteral("comments")).toInt(), 1);
        QCOMPARE(g.value(QStringLiteral("evaluations")).toInt(), 1);
        QVERIFY(g.value(QStringLiteral("result")).isNull());
    }

    void infoText()
    {
        const Run r = cli({QStringLiteral("info"), path("twixt.jgame")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("twixt 24x24")));
    }

    void positionsHex()
    {
        const Run r = cli({QStringLiteral("positions"), path("hex.jgame")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("0\t-\t.../.../...\n"
                                       "1\tb1\t.1./.../...\n"
                                       "2\ta2\t.1./2../...\n"
                                       "3\tb2\t.1./21./...\n"));
        const Run last = cli({QStringLiteral("positions"), path("hex.jgame"), QStringLiteral("--last")});
        QCOMPARE(last.exitCode, 0);
        QCOMPARE(last.out, QStringLiteral("3\tb2\t.1./21./...\n"));
    }

    void positionsTwixt()
    {
        const Run r = cli({QStringLiteral("positions"), path("twixt.jgame"), QStringLiteral("--last")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("3\tG8\tP:5,5,1;6,7,1;10,10,2 L:5,5,6,7\n"));
    }

    void checkValid()
    {
        const Run r = cli({QStringLiteral("check"), path("hex.jgame")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
    }

    void checkReportsIllegalMoveWithOffset()
    {
        // The second move plays on the occupied cell.
        JgameBuilder b = JgameBuilder::standard("hex1", 3);
        b.children(1);
        b.move(1, 1, 1).children(1);
        const qint64 offset = b.bytes().size();
        b.move(1, 1, 2).children(0);
        write("occupied.jgame", b.bytes());
        const Run r = cli({QStringLiteral("check"), path("occupied.jgame")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(path("occupied.jgame") + QStringLiteral(":%1: ").arg(offset)), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("occupied")));

        // Twixt: a peg in the opponent's border row (player 2 on row 0).
        JgameBuilder t = JgameBuilder::standard("twixt1", 24);
        t.children(1);
        t.move(5, 0, 2).children(0);
        write("border.jgame", t.bytes());
        const Run tr = cli({QStringLiteral("check"), path("border.jgame")});
        QCOMPARE(tr.exitCode, 1);
        QVERIFY(tr.err.contains(QLatin1String("border")));
    }

    void malformedFile()
    {
        QByteArray bytes = hexGame();
        bytes.chop(3);
        write("truncated.jgame", bytes);
        for (const QString &command : {QStringLiteral("info"), QStringLiteral("check"), QStringLiteral("positions")}) {
            const Run r = cli({command, path("truncated.jgame")});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.startsWith(path("truncated.jgame") + u':'), qPrintable(r.err));
            QVERIFY(r.err.contains(QLatin1String("unexpected end of file")));
        }
        write("empty.jgame", QByteArray());
        QCOMPARE(cli({QStringLiteral("info"), path("empty.jgame")}).exitCode, 1);
        write("random.bin", QByteArray("\x93\x11\xfe\x00garbage\xff", 12));
        QCOMPARE(cli({QStringLiteral("check"), path("random.bin")}).exitCode, 1);
    }

    // The output is a contract (DESIGN.md): English whatever the locale says,
    // though the desktop application translates the same messages.
    void messagesStayEnglishInAGermanLocale()
    {
        QProcessEnvironment german = QProcessEnvironment::systemEnvironment();
        german.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        german.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        german.insert(QStringLiteral("LC_MESSAGES"), QStringLiteral("de_DE.UTF-8"));
        german.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));

        // A malformed file: the reader's message with its line:column.
        write("bad-die.match", "i 1700000000 alice bob 3 0 0 0 0 0\n1 r 5-9 13/8\n");
        const QString die = QStringLiteral("expected a die from 1 to 6");
        const QString germanDie = germanTranslation(QStringLiteral("BgammonReader"), die);
        QVERIFY2(!germanDie.isEmpty() && germanDie != die, "the message has no German translation to avoid");
        for (const QString &command : {QStringLiteral("info"), QStringLiteral("check")}) {
            const Run r = cli({command, path("bad-die.match")}, german);
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.err, path("bad-die.match") + QStringLiteral(":2:7: ") + die + u'\n');
        }

        // An illegal move found by `check`: the rules' message.
        write("occupied.sgf", "(;FF[4]GM[11]SZ[5];B[a1];W[a1])");
        const QString occupied = QStringLiteral("the cell is already occupied");
        QVERIFY(!germanTranslation(QStringLiteral("HexPosition"), occupied).isEmpty());
        const Run check = cli({QStringLiteral("check"), path("occupied.sgf")}, german);
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.err.startsWith(path("occupied.sgf") + u':'), qPrintable(check.err));
        QVERIFY2(check.err.trimmed().endsWith(QStringLiteral(": ") + occupied), qPrintable(check.err));

        // A missing file: the system's reason, in English too.
        const Run missing = cli({QStringLiteral("info"), path("no-such-file.sgf")}, german);
        QCOMPARE(missing.exitCode, 2);
        QCOMPARE(missing.err, path("no-such-file.sgf") + QStringLiteral(": No such file or directory\n"));

        // Usage errors and a successful run.
        const Run usage = cli({QStringLiteral("info")}, german);
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.contains(QLatin1String("info takes one FILE")), qPrintable(usage.err));
        const Run ok = cli({QStringLiteral("check"), path("hex.jgame")}, german);
        QCOMPARE(ok.exitCode, 0);
        QVERIFY2(ok.out.contains(QLatin1String(": OK, 1 game, ")), qPrintable(ok.out));
    }

    void convertJgameToJgame()
    {
        const Run r = cli({QStringLiteral("convert"), path("hex.jgame"), path("copy.jgame")});
        QCOMPARE(r.exitCode, 0);
        QFile f(path("copy.jgame"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), hexGame());
        const Run to = cli({QStringLiteral("convert"), path("hex.jgame"), path("copy.bin"), QStringLiteral("--to"),
                            QStringLiteral("jgame")});
        QCOMPARE(to.exitCode, 0);
    }

    void usageErrors()
    {
        QCOMPARE(cli({}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("info"), path("hex.jgame"), QStringLiteral("--bogus")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("positions"), path("hex.jgame"), QStringLiteral("--game"), QStringLiteral("2")})
                     .exitCode,
                 2);
        QCOMPARE(cli({QStringLiteral("info"), path("does-not-exist.jgame")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("convert"), path("hex.jgame"), path("x.unknownext")}).exitCode, 2);
        // Writing into a directory that does not exist is an I/O failure.
        QCOMPARE(cli({QStringLiteral("convert"), path("hex.jgame"), path("no/such/dir/x.jgame")}).exitCode, 2);
    }

    void renderPng()
    {
        // Ply 2: b1 (player 1) and a2 (player 2, the last move, marked).
        const QString png = path("hex-ply2.png");
        const Run r
            = cli({QStringLiteral("render"), path("hex.jgame"), QStringLiteral("-o"), png, QStringLiteral("--ply"),
                   QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("300x200")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(300, 200));
        const kibitz::RenderOptions options;
        const kibitz::HexRenderer renderer(3, 3, QRectF(0, 0, 300, 200), options);
        const auto colourAt = [&](int x, int y) {
            const QPointF c = renderer.cellCenter(x, y);
            return image.pixelColor(int(c.x()), int(c.y())).rgb();
        };
        QCOMPARE(colourAt(1, 0), options.theme.player1.rgb());
        QCOMPARE(colourAt(2, 2), options.theme.board.rgb());
        QCOMPARE(image.pixelColor(0, 0).rgb(), options.theme.background.rgb());

        // The default is the last main-line position, 800x800.
        const QString last = path("hex-last.png");
        QCOMPARE(cli({QStringLiteral("render"), path("hex.jgame"), QStringLiteral("-o"), last}).exitCode, 0);
        const QImage lastImage(last);
        QCOMPARE(lastImage.size(), QSize(800, 800));
        const kibitz::HexRenderer big(3, 3, QRectF(0, 0, 800, 800), options);
        const QPointF b2 = big.cellCenter(1, 1) + QPointF(0.6 * big.cellRadius(), 0); // beside the marker
        QCOMPARE(lastImage.pixelColor(int(b2.x()), int(b2.y())).rgb(), options.theme.player1.rgb());
    }

    void renderTwixtDark()
    {
        const QString png = path("twixt-dark.png");
        const Run r = cli({QStringLiteral("render"), path("twixt.jgame"), QStringLiteral("-o"), png,
                           QStringLiteral("--theme"), QStringLiteral("dark")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(800, 800));
        kibitz::RenderOptions options;
        options.theme = kibitz::BoardTheme::dark();
        const kibitz::TwixtRenderer renderer(24, 24, QRectF(0, 0, 800, 800), options);
        const QPointF link = (renderer.cellCenter(5, 5) + renderer.cellCenter(6, 7)) / 2.0;
        QCOMPARE(image.pixelColor(int(link.x()), int(link.y())).rgb(), options.theme.player1.rgb());
        QCOMPARE(image.pixelColor(0, 0).rgb(), options.theme.background.rgb());
    }

    void renderSvg()
    {
        const QString svg = path("hex.svg");
        const Run r = cli({QStringLiteral("render"), path("hex.jgame"), QStringLiteral("-o"), svg});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray content = f.readAll();
        QVERIFY(content.startsWith("<?xml") || content.contains("<svg"));
        QVERIFY(content.contains("<svg"));
    }

    void renderErrors()
    {
        const QString out = path("never.png");
        const auto render = [&](const QStringList &more) {
            return cli(QStringList{QStringLiteral("render"), path("hex.jgame")} + more);
        };
        QCOMPARE(render({QStringLiteral("-o"), out, QStringLiteral("--ply"), QStringLiteral("4")}).exitCode, 2);
        QCOMPARE(render({QStringLiteral("-o"), out, QStringLiteral("--ply"), QStringLiteral("-1")}).exitCode, 2);
        QCOMPARE(render({QStringLiteral("-o"), out, QStringLiteral("--ply"), QStringLiteral("x")}).exitCode, 2);
        QCOMPARE(render({}).exitCode, 2);
        QCOMPARE(render({QStringLiteral("-o"), path("never.gif")}).exitCode, 2);
        QCOMPARE(render({QStringLiteral("-o"), out, QStringLiteral("--size"), QStringLiteral("big")}).exitCode, 2);
        QCOMPARE(render({QStringLiteral("-o"), out, QStringLiteral("--theme"), QStringLiteral("blue")}).exitCode, 2);
        QCOMPARE(render({QStringLiteral("-o"), out, QStringLiteral("--game"), QStringLiteral("2")}).exitCode, 2);
        QCOMPARE(render({QStringLiteral("-o"), path("no/such/dir/x.png")}).exitCode, 2);
        QVERIFY(!QFile::exists(out));

        // An illegal move on the main line: the file breaks the rules.
        JgameBuilder b = JgameBuilder::standard("hex1", 3);
        b.children(1);
        b.move(1, 1, 1).children(1);
        b.move(1, 1, 2).children(0);
        write("illegal.jgame", b.bytes());
        const Run illegal = cli({QStringLiteral("render"), path("illegal.jgame"), QStringLiteral("-o"), out});
        QCOMPARE(illegal.exitCode, 1);
        QVERIFY2(illegal.err.startsWith(path("illegal.jgame") + u':'), qPrintable(illegal.err));
        QVERIFY(!QFile::exists(out));
        // Before the illegal move the position is fine.
        QCOMPARE(cli({QStringLiteral("render"), path("illegal.jgame"), QStringLiteral("-o"), out,
                      QStringLiteral("--ply"), QStringLiteral("1")})
                     .exitCode,
                 0);
    }

    // Every SGF file of the shared corpus: info, check, positions and convert
    // (to SGF always; to Jgame when the file holds one game).
    void sgfCorpus()
    {
        const QDir real(QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real"));
        if (!real.exists())
            QSKIP("../shared/corpus is not beside the checkout");
        QStringList files;
        for (const QString &sub : {QStringLiteral("hex-sgf"), QStringLiteral("twixt-lg")}) {
            const QDir dir(real.filePath(sub));
            for (const QString &name : dir.entryList(QDir::Files))
                files << dir.filePath(name);
        }
        QVERIFY(files.size() >= 28);
        for (const QString &file : files) {
            const Run info = cli({QStringLiteral("info"), file, QStringLiteral("--json")});
            QVERIFY2(info.exitCode == 0, qPrintable(file + info.err));
            const QJsonObject o = QJsonDocument::fromJson(info.out.toUtf8()).object();
            QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("sgf"));
            const Run check = cli({QStringLiteral("check"), file});
            QVERIFY2(check.exitCode == 0, qPrintable(file + check.err));
            const Run positions = cli({QStringLiteral("positions"), file, QStringLiteral("--last")});
            QVERIFY2(positions.exitCode == 0, qPrintable(file + positions.err));
            const QString sgfOut = path("out.sgf");
            const Run toSgf = cli({QStringLiteral("convert"), file, sgfOut});
            QVERIFY2(toSgf.exitCode == 0, qPrintable(file + toSgf.err));
            QCOMPARE(cli({QStringLiteral("positions"), sgfOut, QStringLiteral("--last")}).out.section(u'\t', 2),
                     positions.out.section(u'\t', 2));
            const bool oneGame = o.value(QStringLiteral("games")).toArray().size() == 1;
            const Run toJgame = cli({QStringLiteral("convert"), file, path("out.jgame")});
            QVERIFY2(toJgame.exitCode == (oneGame ? 0 : 1), qPrintable(file + toJgame.err));
        }
    }

    // The check contract: what the Twixt SGF spec forbids, and what breaks
    // FF[4] in a way no known producer writes, is an error (exit 1) at its
    // line:column; a dialect Kibitz reads on purpose is a warning (exit 0);
    // text FF[4] allows is neither.
    void sgfCheckErrorsAndWarnings()
    {
        struct Case {
            const char *name;
            QByteArray text;
            int exitCode;
            QString expected; // on stderr after "FILE:", or "" for nothing at all
        };
        const Case cases[] = {
            {"two-ip.sgf", "(;FF[4]GM[21]SZ[24]\n;W[D4]IP[]\n;B[K4]IP[])", 1, ":3:9: a second IP"},
            {"handicap-swap.sgf", "(;FF[4]GM[21]SZ[24:20]HA[]\n;W[D4]\n;B[swap-pieces])", 1,
             ":3:3: a swap in a handicap game"},
            {"order.sgf", "(;FF[4]GM[21]SZ[24];W[D4];B[K4];W[D8]\n;B[-I'3][\\I'4][-J4'][M4])", 1,
             ":2:15: a link removal after a link addition"},
            {"no-peg.sgf", "(;FF[4]GM[21]SZ[24];W[D4];B[K4];W[F5]\n;B[-E4'])", 1, ":2:3: a long move without a peg"},
            {"puzzle.sgf", "(;FF[4]GM[21]SZ[24]PZ[];W[D4];W[F5];W[-E4']IP[];B[K4])", 0, ": OK"},
            {"lg-name.hsgf", "(;FF[4]PB[a]PW[Shumacher;]]SZ[11]SO[http://www.littlegolem.com];W[ff];B[ee])", 0,
             ": warning: 1:27: unescaped ']'"},
            {"trailing.sgf", "(;FF[4]GM[11]SZ[5];B[c3])\n-- end --\n", 1, ":2:1: text after the last game tree"},
            {"repeated.sgf", "(;FF[4]GM[11]SZ[5]PB[a]PB[b];B[c3])", 1, ":1:26: PB is given again"},
            {"rules.sgf", "(;FF[4]GM[21]SZ[24]RU[Avalon];W[D4])", 1, ":1:22: unknown rule set"},
        };
        for (const Case &c : cases) {
            write(c.name, c.text);
            const Run r = cli({QStringLiteral("check"), path(c.name)});
            QVERIFY2(r.exitCode == c.exitCode, qPrintable(QLatin1String(c.name) + u' ' + r.err));
            QVERIFY2((c.exitCode ? r.err : r.err + r.out).contains(path(c.name) + c.expected),
                     qPrintable(QLatin1String(c.name) + u' ' + r.err + r.out));
        }
        // Jgame and T1 follow the same contract: a header no known producer
        // writes is read (info warns) but is an error to check.
        write("game.sgf", "(;FF[4]GM[21]SZ[24];W[D4];B[K4])");
        QCOMPARE(cli({QStringLiteral("convert"), path("game.sgf"), path("game.jgame")}).exitCode, 0);
        QFile jgame(path("game.jgame"));
        QVERIFY(jgame.open(QIODevice::ReadOnly));
        QByteArray bytes = jgame.readAll();
        jgame.close();
        QVERIFY(bytes.contains("\x04type"));
        write("no-type.jgame", bytes.replace("\x04type", "\x04typf")); // an unknown key, kept; 'type' missing
        const Run noType = cli({QStringLiteral("check"), path("no-type.jgame")});
        QCOMPARE(noType.exitCode, 1);
        QVERIFY2(
            noType.err.contains(path("no-type.jgame") + QStringLiteral(":0: the header lacks the required 'type'")),
            qPrintable(noType.err));
        const Run noTypeInfo = cli({QStringLiteral("info"), path("no-type.jgame")});
        QCOMPARE(noTypeInfo.exitCode, 0);
        QVERIFY2(noTypeInfo.err.contains(QStringLiteral(": warning: 0: the header lacks the required 'type'")),
                 qPrintable(noTypeInfo.err));
        write("letters.T1", "# File created by T1j\n#\n1 # version\nAnna # player 1\nBert # player 2\n24 # rows\n"
                            "24 # columns\nH # human\nH # human\n1 # starting player\nH # direction of letters\n"
                            "Y # pie rule\nN # game over\nI9\n");
        const Run letters = cli({QStringLiteral("check"), path("letters.T1")});
        QCOMPARE(letters.exitCode, 1);
        QVERIFY2(letters.err.contains(path("letters.T1") + QStringLiteral(":11:1: the direction of letters is H")),
                 qPrintable(letters.err));
        QCOMPARE(cli({QStringLiteral("info"), path("letters.T1")}).exitCode, 0);

        // A Little Golem collection saved as .txt with a name line above it:
        // SGF by its content, the name line skipped without a word.
        write("monomero.txt", "monomero\r\n\r\n(;FF[4]EV[null]PB[monomero]PW[erset]SZ[11]RE[B]GC[ game #1931206]"
                              "SO[http://www.littlegolem.com];W[bb];B[resign])\n");
        const Run check = cli({QStringLiteral("check"), path("monomero.txt")});
        QCOMPARE(check.exitCode, 0);
        QCOMPARE(check.err, QString());
        const Run info = cli({QStringLiteral("info"), path("monomero.txt"), QStringLiteral("--json")});
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.out.contains(QStringLiteral("\"format\": \"sgf\"")), qPrintable(info.out));
        // Saved in the spec's form: the name escaped, and no warning when read back.
        QCOMPARE(cli({QStringLiteral("convert"), path("lg-name.hsgf"), path("lg-name-saved.sgf")}).exitCode, 0);
        QFile saved(path("lg-name-saved.sgf"));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("PW[Shumacher;\\]]"));
        const Run again = cli({QStringLiteral("check"), path("lg-name-saved.sgf")});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.err, QString());
    }

    void sgfCheckNamesLineAndColumn()
    {
        // A peg in the opponent's border row and a link crossing under STD rules.
        write("bad.sgf", "(;FF[4]GM[21]SZ[24]\n;W[L6]\n;B[L1]\n(;W[M8])\n(;W[B5]))");
        const Run r = cli({QStringLiteral("check"), path("bad.sgf")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(path("bad.sgf") + QStringLiteral(":3:3: L1:")), qPrintable(r.err));
        write("crossing.sgf", "(;FF[4]GM[21]SZ[24];W[K10];B[M10];W[L12];B[K11]\n;B[/L'11][A12])");
        const Run c = cli({QStringLiteral("check"), path("crossing.sgf")});
        QCOMPARE(c.exitCode, 1);
        QVERIFY2(c.err.contains(QStringLiteral(":2:3: /L'11 A12:")), qPrintable(c.err));
        // Malformed SGF: line:column of the problem.
        write("broken.sgf", "(;FF[4]GM[11]SZ[5]\n;B[a1]\n;W[q7])");
        const Run b = cli({QStringLiteral("info"), path("broken.sgf")});
        QCOMPARE(b.exitCode, 1);
        QVERIFY2(b.err.startsWith(path("broken.sgf") + QStringLiteral(":3:3: ")), qPrintable(b.err));
    }

    // `check` shows the first 100 problems, each at its place, and counts the
    // rest: a collection with an illegal move in each of its 150 games (one
    // game a line), then the same with a violation in the first game, which
    // comes before the illegal moves and takes one of the hundred lines.
    void checkShowsTheFirstHundredProblems()
    {
        QByteArray games;
        for (int i = 0; i < 150; ++i)
            games += "(;FF[4]GM[11]SZ[5];B[a1];W[a1])\n";
        write("occupied-150.sgf", games);
        const Run r = cli({QStringLiteral("check"), path("occupied-150.sgf")});
        QCOMPARE(r.exitCode, 1);
        QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 101);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(lines[i],
                     path("occupied-150.sgf") + QStringLiteral(":%1:27: a1: the cell is already occupied").arg(i + 1));
        QCOMPARE(lines[100], path("occupied-150.sgf") + QStringLiteral(": 50 more problems not shown"));

        games.replace(0, 32, "(;FF[4]GM[11]SZ[5]PB[a]PB[b];B[a1];W[a1])\n");
        write("violation-150.sgf", games);
        const Run v = cli({QStringLiteral("check"), path("violation-150.sgf")});
        QCOMPARE(v.exitCode, 1);
        lines = v.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 101);
        QVERIFY2(lines[0].startsWith(path("violation-150.sgf") + QStringLiteral(":1:26: PB is given again")),
                 qPrintable(lines[0]));
        QCOMPARE(lines[1], path("violation-150.sgf") + QStringLiteral(":1:37: a1: the cell is already occupied"));
        QCOMPARE(lines[99], path("violation-150.sgf") + QStringLiteral(":99:27: a1: the cell is already occupied"));
        QCOMPARE(lines[100], path("violation-150.sgf") + QStringLiteral(": 51 more problems not shown"));
    }

    void convertJgameToSgfWarns()
    {
        JgameBuilder b = JgameBuilder::standard("hex1", 3, "Vert", "Horiz");
        b.pair("pov", QByteArray(1, 1));
        b.children(1);
        b.move(1, 0, 1).eval(12345).children(0);
        write("pov.jgame", b.bytes());
        const Run r = cli({QStringLiteral("convert"), path("pov.jgame"), path("pov.sgf")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("warning")) && r.err.contains(QStringLiteral("pov")), qPrintable(r.err));
        QFile f(path("pov.sgf"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray sgf = f.readAll();
        QVERIFY2(sgf.contains("GM[11]") && sgf.contains(";B[b1]UC[1]") && sgf.contains("PB[Vert]"), sgf.constData());
    }

    // 200 000 nested variations and a 1 000 000-move game through the
    // binary: info, check and conversion both ways.
    void deepAndLongFiles_data()
    {
        QTest::addColumn<QByteArray>("sgf");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("depth");
        QTest::newRow("200 000 nested variations") << kibitz::test::nestedSgf(200000, true) << 400001 << 200000;
        QTest::newRow("1 000 000 moves") << kibitz::test::longSgf(1000000) << 1000001 << 1000000;
    }
    void deepAndLongFiles()
    {
        QFETCH(QByteArray, sgf);
        QFETCH(int, nodes);
        QFETCH(int, depth);
        write("deep.sgf", sgf);
        const auto infoOf = [&](const char *name) {
            const Run r = cli({QStringLiteral("info"), path(name), QStringLiteral("--json")});
            [&] { QCOMPARE(r.exitCode, 0); }();
            return QJsonDocument::fromJson(r.out.toUtf8())
                .object()
                .value(QStringLiteral("games"))
                .toArray()
                .first()
                .toObject();
        };
        QJsonObject g = infoOf("deep.sgf");
        QCOMPARE(g.value(QStringLiteral("nodes")).toInt(), nodes);
        QCOMPARE(g.value(QStringLiteral("depth")).toInt(), depth);
        QCOMPARE(cli({QStringLiteral("convert"), path("deep.sgf"), path("deep.jgame")}).exitCode, 0);
        g = infoOf("deep.jgame");
        QCOMPARE(g.value(QStringLiteral("nodes")).toInt(), nodes);
        QCOMPARE(g.value(QStringLiteral("depth")).toInt(), depth);
        QCOMPARE(cli({QStringLiteral("convert"), path("deep.jgame"), path("back.sgf")}).exitCode, 0);
        QFile back(path("back.sgf"));
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll().count('('), sgf.count('('));
        QCOMPARE(cli({QStringLiteral("convert"), path("back.sgf"), path("again.sgf")}).exitCode, 0);
        QFile again(path("again.sgf"));
        QVERIFY(again.open(QIODevice::ReadOnly));
        back.seek(0);
        QCOMPARE(again.readAll(), back.readAll());
    }

    // A file far bigger than memory (sparse: no disk space) is refused at once
    // with its size, as an I/O failure.
    void refusesFileBiggerThanMemory()
    {
        const QString huge = path("huge.sgf");
        {
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (!f.resize(qint64(64) << 30))
                QSKIP("this file system cannot hold a 64 GiB sparse file");
        }
        const Run r = cli({QStringLiteral("info"), huge});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(huge + QStringLiteral(": the file is 64.0 GiB (68719476736 bytes)")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("files up to")), qPrintable(r.err));
        QFile::remove(huge);
    }

private:
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    void write(const char *name, const QByteArray &bytes)
    {
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
