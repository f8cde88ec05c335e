// What the Hex and Twixt boards show must not mislead (issue 33): a
// follow-up's mark that only a game record's labels give is hollow and the
// Evaluation panel says so, a proven one solid; the decided verdict is drawn
// in the winner's colour; Solve Position stars its winning moves and its
// legend agrees; an unevaluated follow-up is a plain dot; follow-ups leave
// the heat map's numbers readable and its legend is wide; Twixt's legend
// covers nothing; HexGui's empty node is named, not numbered.

#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/hextwixt/hexsolverun.h"
#include "games/hextwixt/hextwixtanalysis.h"
#include "games/hextwixt/hextwixtevaluationtools.h"
#include "games/hextwixt/hextwixtview.h"
#include "panels/evaluationpanel.h"
#include "panels/movelistpanel.h"
#include "pixels.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"
#include "settings/translations.h"
#include "treedocuments.h"

#include "games/twixt/twixtmove.h"

#include <QDir>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace kibitz;
using namespace kibitz::test;

class TestBoardMarks : public QObject {
    Q_OBJECT

private slots:
    void aGameRecordsLabelsAreNotAProof();
    void theDecidedVerdictIsInTheWinnersColour();
    void solvePositionStarsItsMovesAndTheTextsAgree();
    void anUnevaluatedFollowUpIsAPlainDot();
    void heatMapNumbersStayReadable();
    void twixtLegendCoversNothing();
    void hexGuisEmptyNodeIsNamed();
    void screenshots();
};

namespace {

int distance(const QColor &a, const QColor &b)
{
    return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()), std::abs(a.blue() - b.blue())});
}

bool colourNear(const QImage &image, const QPointF &point, const QColor &colour, int reach = 1, int tolerance = 40)
{
    for (int dy = -reach; dy <= reach; ++dy)
        for (int dx = -reach; dx <= reach; ++dx)
            if (distance(pixelAt(image, point + QPointF(dx, dy)), colour) <= tolerance)
                return true;
    return false;
}

HexRenderer rendererOf(const HexTwixtView &view)
{
    return HexRenderer(view.picture().columns, view.picture().rows, view.boardTarget(), view.renderOptions());
}

HexTwixtEvaluationTools *toolsOf(EvaluationPanel &panel)
{
    return panel.findChild<HexTwixtEvaluationTools *>();
}

} // namespace

void TestBoardMarks::aGameRecordsLabelsAreNotAProof()
{
    // A game record (one reply per move) whose last position is labelled a
    // win for Alice, as Analyse Game labels the positions it proves.
    GameRecord game = hexGame(5);
    NodeId n = game.tree.root();
    std::vector<NodeId> line;
    for (const auto &[x, y] : std::vector<std::pair<int, int>>{{2, 2}, {1, 3}, {3, 1}, {0, 4}})
        line.push_back(n = addStone(game.tree, n, x, y));
    game.tree.setEvaluation(line.back(), Eval::Player1Wins);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    HexTwixtView view(document.get());
    view.setShowDecided(false);
    view.resize(600, 460);
    EvaluationPanel panel;
    panel.setDocument(document.get());
    HexTwixtEvaluationTools *tools = toolsOf(panel);
    QVERIFY(tools);

    // On the empty board, c3 says "Alice wins" from the labels only: hollow.
    QCOMPARE(view.picture().followUps.size(), std::size_t(1));
    const PictureFollowUp first = view.picture().followUps[0];
    QCOMPARE(first.outcome, Outcome::Win);
    QVERIFY(!first.proven);
    const BoardTheme theme = view.renderOptions().theme;
    const HexRenderer renderer = rendererOf(view);
    const double glyph = 0.58 * renderer.cellRadius();
    QImage image = view.grab().toImage();
    QVERIFY(colourNear(image, renderer.cellCenter(2, 2), theme.board, 0, 10));
    QVERIFY(colourNear(image, renderer.cellCenter(2, 2) + QPointF(0.55 * 0.85 * glyph, 0),
                       theme.outcomeColour(Outcome::Win), 1, 30));
    QVERIFY2(HexOverlayPainter::legend(view.hexOverlay()).contains(QStringLiteral("hollow")),
             qPrintable(HexOverlayPainter::legend(view.hexOverlay())));
    // The Evaluation panel at c3 says the same: the labels say so, nothing
    // proves it.
    document->setCurrentNode(line[0]);
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("labels say: Alice wins"))
                 && tools->noteLabel()->text().contains(QStringLiteral("Not proven")),
             qPrintable(tools->noteLabel()->text()));

    // An analysis proves the position after c3: the mark is solid, the
    // panel names the proof instead.
    document->setCurrentNode(document->tree().root());
    AnalysisMarks::of(document.get())->setProof(0, line[0], AnalysisMarks::Proof{1, QStringLiteral("analysis")});
    document->notifyTreeChanged();
    QVERIFY(view.picture().followUps[0].proven);
    QCOMPARE(rendererOf(view).cellCenter(2, 2), renderer.cellCenter(2, 2)); // the board did not move
    image = view.grab().toImage();
    QVERIFY(colourNear(image, renderer.cellCenter(2, 2), theme.outcomeColour(Outcome::Win), 0, 10));
    QVERIFY(!HexOverlayPainter::legend(view.hexOverlay()).contains(QStringLiteral("hollow")));
    document->setCurrentNode(line[0]);
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("Proven by the analysis: Alice wins"))
                 && !tools->noteLabel()->text().contains(QStringLiteral("labels say")),
             qPrintable(tools->noteLabel()->text()));
    // The next move's mark still rests on the labels only.
    QCOMPARE(view.picture().followUps.size(), std::size_t(1));
    QVERIFY(!view.picture().followUps[0].proven);
    document->setCurrentNode(line[1]);
    QVERIFY2(tools->noteLabel()->text().contains(QStringLiteral("labels say: Alice wins")),
             qPrintable(tools->noteLabel()->text()));
}

void TestBoardMarks::theDecidedVerdictIsInTheWinnersColour()
{
    std::unique_ptr<GameDocument> document = documentOf(decidedHexGame());
    document->goToEndOfLine();
    HexTwixtView view(document.get());
    view.resize(600, 460);
    const HexOverlay &overlay = view.hexOverlay();
    QVERIFY(overlay.decided && overlay.decided->winner == 1);
    QVERIFY(!overlay.decided->carrier.empty());
    for (const bool dark : {false, true}) {
        view.setDarkTheme(dark);
        const QImage image = view.grab().toImage();
        const HexRenderer renderer = rendererOf(view);
        const BoardTheme theme = view.renderOptions().theme;
        for (const auto &[x, y] : overlay.decided->carrier) {
            if (std::find(overlay.decided->mustplay.begin(), overlay.decided->mustplay.end(), std::make_pair(x, y))
                != overlay.decided->mustplay.end())
                continue;
            // Off the centre, clear of a mustplay dot: the tint, plainly red.
            const QColor c = pixelAt(image, renderer.cellCenter(x, y) + QPointF(0, 0.6 * renderer.cellRadius()));
            QVERIFY2(c.red() > std::max(c.green(), c.blue()) + 60,
                     qPrintable(QStringLiteral("%1 at %2,%3 (dark %4)").arg(c.name()).arg(x).arg(y).arg(dark)));
            QVERIFY(distance(c, theme.board) > 60);
        }
        // Where the loser must play is ringed or dotted in his colour, and
        // the legend says which.
        const QString legend = HexOverlayPainter::legend(overlay);
        if (overlay.decided->mustplay.empty()) {
            QVERIFY2(legend.contains(QStringLiteral("whatever Bob plays")), qPrintable(legend));
        } else {
            QVERIFY2(legend.contains(QStringLiteral("where Bob must play")), qPrintable(legend));
            const auto [mx, my] = overlay.decided->mustplay.front();
            QVERIFY(
                colourNear(image,
                           renderer.cellCenter(mx, my)
                               + QPointF(overlay.decided->mustplay.size() <= 6 ? 0.45 * renderer.cellRadius() : 0.0, 0),
                           theme.player2, 2, 50));
        }
    }
}

void TestBoardMarks::solvePositionStarsItsMovesAndTheTextsAgree()
{
    GameRecord game = hexGame(3);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    HexTwixtView view(document.get());
    view.resize(500, 400);
    EvaluationPanel panel;
    panel.setDocument(document.get());
    HexTwixtEvaluationTools *tools = toolsOf(panel);
    QVERIFY(tools);
    HexSolveRun *run = HexSolveRun::of(document.get());
    QSignalSpy finished(run, &HexSolveRun::finished);
    QCOMPARE(run->start(document->tree().root()), QString());
    QVERIFY(QTest::qWaitFor([&] { return !finished.isEmpty(); }, 60000));
    const HexOverlay &overlay = view.hexOverlay();
    QCOMPARE(overlay.solvedWinner, 1);
    QVERIFY(overlay.winningMovesComplete && !overlay.winningMoves.empty());
    // Each winning move is starred in the winner's colour on the board.
    const QImage image = view.grab().toImage();
    const HexRenderer renderer = rendererOf(view);
    for (const auto &[x, y] : overlay.winningMoves)
        QVERIFY(colourNear(image, renderer.cellCenter(x, y), view.renderOptions().theme.player1, 1, 20));
    // The legend and the Evaluation panel say the same, and nothing says
    // "not decided" beside the proof.
    const QString legend = HexOverlayPainter::legend(overlay);
    QVERIFY2(legend.contains(QStringLiteral("Proven by the solver: Alice wins"))
                 && legend.contains(QStringLiteral("starred")) && !legend.contains(QStringLiteral("Not decided")),
             qPrintable(legend));
    const QString note = tools->noteLabel()->text();
    QVERIFY2(note.contains(QStringLiteral("Alice wins")) && !note.contains(QStringLiteral("Not decided")),
             qPrintable(note));
}

void TestBoardMarks::anUnevaluatedFollowUpIsAPlainDot()
{
    GameRecord game = hexGame(5);
    addStone(game.tree, game.tree.root(), 2, 2);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    HexTwixtView view(document.get());
    view.resize(600, 460);
    QCOMPARE(view.picture().followUps.size(), std::size_t(1));
    QCOMPARE(view.picture().followUps[0].outcome, Outcome::Unknown);
    view.setShowDecided(false); // the empty 5x5 board is decided, its dots would cover the mark
    for (const bool dark : {false, true}) {
        view.setDarkTheme(dark);
        const BoardTheme theme = view.renderOptions().theme;
        const QImage image = view.grab().toImage();
        const HexRenderer renderer = rendererOf(view);
        const double glyph = 0.58 * renderer.cellRadius();
        const QPointF c = renderer.cellCenter(2, 2);
        QVERIFY(colourNear(image, c, theme.outcomeColour(Outcome::Unknown), 0, 10));
        // A dot: the cell all around it (a "?" would reach up and down).
        for (const QPointF &off :
             {QPointF(0, -0.6 * glyph), QPointF(0, 0.6 * glyph), QPointF(-0.5 * glyph, 0), QPointF(0.5 * glyph, 0)})
            QVERIFY(colourNear(image, c + off, theme.board, 0, 10));
    }
    // Nothing on the board claims anything: no legend line about marks.
    QVERIFY(!HexOverlayPainter::legend(view.hexOverlay()).contains(QStringLiteral("Follow-ups")));
}

void TestBoardMarks::heatMapNumbersStayReadable()
{
    GameRecord game = hexGame(9);
    const NodeId e5 = addStone(game.tree, game.tree.root(), 4, 4);
    game.tree.setEvaluation(addStone(game.tree, e5, 3, 5), Eval::Player1Wins); // a loss for Bob
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    document->setCurrentNode(e5);
    HexTwixtView view(document.get());
    view.resize(900, 620);
    view.setShowDecided(false);
    view.setHeatMap(HexOverlay::Heat::TwoDistance);
    const HexOverlay &overlay = view.hexOverlay();
    QVERIFY(overlay.heatMap);
    QCOMPARE(overlay.followUps.size(), std::size_t(1));
    const QImage image = view.grab().toImage();
    const HexRenderer renderer = rendererOf(view);
    const double radius = renderer.cellRadius();
    const QColor loss = view.renderOptions().theme.outcomeColour(Outcome::Loss);
    // The mark sits small in the top of its cell, the number in the middle
    // is not covered by it.
    QVERIFY(colourNear(image, renderer.cellCenter(3, 5) - QPointF(0, 0.6 * radius), loss, 2, 40));
    for (double dx = -0.3; dx <= 0.3; dx += 0.1)
        QVERIFY(!colourNear(image, renderer.cellCenter(3, 5) + QPointF(dx * radius, 0.05 * radius), loss, 0, 40));

    // The legend: in a strip above the board, as wide as the view, in few
    // lines.
    const QString text = view.legendText();
    QVERIFY2(text.contains(QStringLiteral("heat map")) && text.contains(QStringLiteral("hollow")), qPrintable(text));
    const QRect wrapped = view.fontMetrics().boundingRect(QRect(8, 6, view.width() - 16, 10000),
                                                          Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    QVERIFY2(wrapped.bottom() <= view.boardTarget().top(), qPrintable(QString::number(view.boardTarget().top())));
    QVERIFY2(wrapped.height() <= 4 * view.fontMetrics().lineSpacing(), qPrintable(QString::number(wrapped.height())));
    QVERIFY(renderer.boardRect().top() >= view.boardTarget().top());
}

void TestBoardMarks::twixtLegendCoversNothing()
{
    GameRecord game;
    game.kind = GameKind::Twixt;
    game.columns = 24;
    game.rows = 24;
    game.player1 = QStringLiteral("Wilhelmine Schwarzenberger-Oberhausen");
    game.player2 = QStringLiteral("Bartholomäus Zimmermann");
    TwixtMove move;
    move.x = 10;
    move.y = 10;
    move.player = 1;
    const NodeId first = game.tree.appendChild(0, std::uint8_t(MoveTag::Place), encodeTwixtMove(move));
    move.x = 12;
    move.y = 14;
    move.player = 2;
    game.tree.setEvaluation(game.tree.appendChild(first, std::uint8_t(MoveTag::Place), encodeTwixtMove(move)),
                            Eval::Player2Wins);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    document->setCurrentNode(first);
    HexTwixtView view(document.get());
    for (const QSize size : {QSize(360, 420), QSize(640, 560), QSize(1000, 640), QSize(500, 900), QSize(1600, 1000)}) {
        view.resize(size);
        const QString legend = view.legendText();
        QVERIFY2(legend.contains(QStringLiteral("Pegs still needed")) && legend.contains(QStringLiteral("hollow")),
                 qPrintable(legend));
        // The follow-ups' legend on a line of its own, not run on after the
        // last player's count.
        QVERIFY2(legend.contains(QStringLiteral("\nFollow-ups:")), qPrintable(legend));
        // The legend's strip is above the board: everything the board
        // draws (its coordinates too) is in boardTarget().
        const QRectF target = view.boardTarget();
        QVERIFY(target.top() > 0);
        const QRect wrapped = view.fontMetrics().boundingRect(QRect(8, 6, view.width() - 16, 10000),
                                                              Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, legend);
        QVERIFY2(wrapped.bottom() <= target.top(), qPrintable(QStringLiteral("%1x%2: text to %3, board from %4")
                                                                  .arg(size.width())
                                                                  .arg(size.height())
                                                                  .arg(wrapped.bottom())
                                                                  .arg(target.top())));
        // The strip is the background colour where no text is.
        const QImage image = view.grab().toImage();
        QCOMPARE(image.pixelColor(view.width() - 3, 2), view.renderOptions().theme.background);
    }
    // Clicking a hole still hits the hole drawn there.
    QCOMPARE(view.cellAt(TwixtRenderer(24, 24, view.boardTarget(), view.renderOptions()).cellCenter(5, 7)),
             std::optional<QPoint>(QPoint(5, 7)));
}

void TestBoardMarks::hexGuisEmptyNodeIsNamed()
{
    GameRecord game = hexGame(5);
    const NodeId empty = game.tree.appendChild(game.tree.root(), std::uint8_t(MoveTag::None), QByteArray());
    const NodeId first = addStone(game.tree, empty, 2, 2, 1);
    addStone(game.tree, first, 1, 3, 2);
    std::unique_ptr<GameDocument> document = documentOf(std::move(game));
    document->goToEndOfLine();
    MoveListPanel moves;
    moves.setDocument(document.get());
    QCOMPARE(moves.rowText(1), QStringLiteral("(empty node)"));
    QVERIFY2(moves.rowText(2).startsWith(QStringLiteral("1. c3")), qPrintable(moves.rowText(2)));
    QVERIFY2(moves.rowText(3).startsWith(QStringLiteral("2. ")), qPrintable(moves.rowText(3)));
}

void TestBoardMarks::screenshots()
{
    const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots");
    const QDir shared(QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real"));
    if (!shared.exists())
        QSKIP("../shared/corpus/real is absent");
    QDir().mkpath(dir);
    const auto save = [&](QWidget &widget, const QString &name) {
        QVERIFY(widget.grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
    };
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        translations::install(language);
        for (const bool dark : {false, true}) {
            const QString tag = language + (dark ? QStringLiteral("-dark") : QStringLiteral("-light"));
            // An 11x11 game after Analyse Game: hollow marks before the
            // decided move, the verdict at it.
            QString error;
            std::unique_ptr<GameDocument> hex
                = GameDocument::load(shared.filePath(QStringLiteral("hex-sgf/mw1.sgf")), &error);
            QVERIFY2(hex, qPrintable(error));
            HexTwixtAnalysis::Options options;
            options.solveCells = 0;
            HexTwixtAnalysis::analyseGame(nullptr, hex.get(), options);
            HexTwixtView view(hex.get());
            view.setDarkTheme(dark);
            view.resize(900, 620);
            hex->setCurrentNode(hex->tree().root());
            save(view, QStringLiteral("hex-analysed-start-") + tag);
            const NodeId decided = AnalysisMarks::find(hex.get())->firstDecided(0);
            if (decided != NoNode) {
                hex->setCurrentNode(decided);
                save(view, QStringLiteral("hex-decided-") + tag);
                hex->setCurrentNode(hex->tree().parent(decided));
                save(view, QStringLiteral("hex-before-decided-") + tag);
            }
            view.setShowDecided(false);
            view.setHeatMap(HexOverlay::Heat::TwoDistance);
            hex->setCurrentNode(hex->tree().root());
            save(view, QStringLiteral("hex-heat-") + tag);
            view.resize(700, 460);
            save(view, QStringLiteral("hex-heat-small-") + tag);
            // A Little Golem Twixt game at three sizes.
            const QStringList twixts = QDir(shared.filePath(QStringLiteral("twixt-lg")))
                                           .entryList({QStringLiteral("*.tsgf")}, QDir::Files, QDir::Name);
            QVERIFY(!twixts.isEmpty());
            std::unique_ptr<GameDocument> twixt
                = GameDocument::load(shared.filePath(QStringLiteral("twixt-lg/") + twixts.front()), &error);
            QVERIFY2(twixt, qPrintable(error));
            twixt->goToEndOfLine();
            twixt->goToParent();
            HexTwixtView twixtView(twixt.get());
            twixtView.setDarkTheme(dark);
            for (const QSize size : {QSize(480, 420), QSize(760, 620), QSize(1200, 800)}) {
                twixtView.resize(size);
                save(twixtView, QStringLiteral("twixt-%1x%2-").arg(size.width()).arg(size.height()) + tag);
            }
        }
    }
    translations::install(QStringLiteral("en"));
}

QTEST_MAIN(TestBoardMarks)
#include "tst_boardmarks.moc"
