// What an analysis marks (issue 22) is seen, not only in tool tips: the game
// tree draws a proof's ring and the decided move's flag on the nodes and says
// them in its accessible description; the evaluation graph draws the first
// decided move (Hex's hexFirstDecided, a Twixt draw) as a line.

#include "analysis/hex/hexdecided.h"
#include "analysis/twixt/twixtanalysis.h"
#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/hextwixt/hextwixtview.h"
#include "panels/evaluationpanel.h"
#include "panels/gametreepanel.h"
#include "treedocuments.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QTest>

#include <memory>

using namespace kibitz;
using namespace kibitz::test;

namespace {

void analyse(GameDocument *document)
{
    HexTwixtView view(document);
    std::unique_ptr<QMenu> menu(view.createContextMenu(nullptr));
    for (QAction *action : menu->actions())
        if (action->objectName() == QStringLiteral("AnalyseGame"))
            action->trigger();
}

// The part of the panel's picture around a node, the node's own cell.
QImage around(GameTreePanel &panel, NodeId node)
{
    const QPointF centre = panel.nodeCentre(node);
    const double r = panel.cellSize() * 0.4;
    const QImage image = panel.viewport()->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    return image.copy(
        QRectF((centre.x() - r) * ratio, (centre.y() - r) * ratio, 2 * r * ratio, 2 * r * ratio).toRect());
}

// The graph's picture in the column of a ply.
QImage columnOf(EvaluationGraph *graph, int ply)
{
    const QImage image = graph->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    const int x = int(std::lround(graph->xOfPly(ply) * ratio));
    return image.copy(x - 1, 0, 3, image.height());
}

} // namespace

class TestAnalysisMarksShown : public QObject {
    Q_OBJECT

private slots:
    void theTreeDrawsTheMarks()
    {
        std::unique_ptr<GameDocument> document = documentOf(decidedHexGame(9));
        const HexGameDecided expected = hexFirstDecided(document->game());
        QVERIFY(expected.ply > 1);
        const std::vector<NodeId> line
            = document->tree().pathFromRoot(document->tree().endOfLine(document->tree().root()));
        const NodeId decided = line[std::size_t(expected.ply)];
        const NodeId before = line[std::size_t(expected.ply - 1)];
        GameTreePanel panel;
        panel.setDocument(document.get());
        panel.resize(220, 560);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QImage decidedBefore = around(panel, decided);
        const QImage earlierBefore = around(panel, before);

        // Marks alone, no label: the decided node gets its flag.
        AnalysisMarks::of(document.get())->setFirstDecided(0, decided, 1);
        QVERIFY(around(panel, decided) != decidedBefore);
        QCOMPARE(around(panel, before), earlierBefore);
        const QImage flagged = around(panel, decided);
        // A proof adds its ring.
        AnalysisMarks::of(document.get())->setProof(0, decided, AnalysisMarks::Proof{1, QStringLiteral("decided")});
        QVERIFY(around(panel, decided) != flagged);
        QCOMPARE(around(panel, before), earlierBefore);

        // The accessible description says the marks of the current node.
        document->setCurrentNode(decided);
        const QString marks = AnalysisMarks::find(document.get())->describe(document.get(), decided);
        QVERIFY(!marks.isEmpty());
        QVERIFY2(panel.accessibleDescription().contains(marks), qPrintable(panel.accessibleDescription()));
        document->setCurrentNode(before);
        QVERIFY(!panel.accessibleDescription().contains(marks));
    }

    // A contradicted label is drawn otherwise than an agreeing one.
    void aContradictedLabelLooksDifferent()
    {
        std::unique_ptr<GameDocument> agreeing = documentOf(decidedHexGame(7));
        std::unique_ptr<GameDocument> contradicting = documentOf(decidedHexGame(7));
        const NodeId end = agreeing->tree().endOfLine(agreeing->tree().root());
        contradicting->setEvaluation(end, Eval::Player2Wins);
        agreeing->setEvaluation(end, Eval::Player1Wins);
        GameTreePanel a, b;
        for (auto [panel, document] : {std::pair{&a, agreeing.get()}, std::pair{&b, contradicting.get()}}) {
            AnalysisMarks::of(document)->setProof(0, end, AnalysisMarks::Proof{1, QStringLiteral("solver")});
            panel->setDocument(document);
            panel->resize(220, 560);
            panel->show();
            QVERIFY(QTest::qWaitForWindowExposed(panel));
        }
        QVERIFY(AnalysisMarks::find(contradicting.get())->contradicts(contradicting.get(), end));
        QVERIFY(!AnalysisMarks::find(agreeing.get())->contradicts(agreeing.get(), end));
        QVERIFY(around(a, end) != around(b, end));
    }

    // Analyse Game on Hex: the graph draws a line at hexFirstDecided's ply.
    void theGraphMarksTheDecidedHexMove()
    {
        std::unique_ptr<GameDocument> document = documentOf(decidedHexGame(9));
        const HexGameDecided expected = hexFirstDecided(document->game());
        QVERIFY(expected.ply > 0);
        EvaluationPanel panel;
        panel.setDocument(document.get());
        panel.resize(400, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        analyse(document.get());
        const AnalysisMarks *marks = AnalysisMarks::find(document.get());
        QVERIFY(marks);
        const NodeId decided = marks->firstDecided(0);
        QCOMPARE(document->tree().depth(decided), expected.ply);
        EvaluationGraph *graph = panel.graph();
        QVERIFY(graph->isVisible());
        const QImage marked = columnOf(graph, expected.ply);
        AnalysisMarks::of(document.get())->setFirstDecided(0, NoNode, 0);
        QVERIFY(columnOf(graph, expected.ply) != marked);
    }

    // A real Twixt game that ends drawn: the graph draws the draw's first move.
    void theGraphMarksATwixtDraw()
    {
        const QString path
            = QDir(QStringLiteral(KIBITZ_SHARED_DIR)).filePath(QStringLiteral("corpus/real/twixt-t1/drawngame.T1"));
        if (!QFileInfo::exists(path))
            QSKIP("../shared/corpus/real is absent");
        QString error;
        std::unique_ptr<GameDocument> document = GameDocument::load(path, &error);
        QVERIFY2(document, qPrintable(error));
        EvaluationPanel panel;
        panel.setDocument(document.get());
        panel.resize(400, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        analyse(document.get());
        const TwixtGameAnalysis expected = analyseTwixtGame(document->game());
        const AnalysisMarks *marks = AnalysisMarks::find(document.get());
        QVERIFY(marks);
        QCOMPARE(document->tree().depth(marks->firstDecided(0)), expected.drawFromPly);
        const QImage marked = columnOf(panel.graph(), expected.drawFromPly);
        AnalysisMarks::of(document.get())->setFirstDecided(0, NoNode, 0);
        QVERIFY(columnOf(panel.graph(), expected.drawFromPly) != marked);
    }
};

QTEST_MAIN(TestAnalysisMarksShown)
#include "tst_analysismarksshown.moc"
