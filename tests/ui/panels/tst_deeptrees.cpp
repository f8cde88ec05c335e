// The views of extreme game records, opened from files as the application
// opens them: 200 000 SGF variations nested in one another and a game of
// 1 000 000 moves, through the document, the game tree panel and the move
// list. Nothing may recurse per level: a recursion that deep overflows the
// stack.

#include "deepgames.h"
#include "document/gamedocument.h"
#include "panels/gametreepanel.h"
#include "panels/movelistpanel.h"

#include <QListView>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {

std::unique_ptr<GameDocument> openFile(const QTemporaryDir &dir, const char *name, const QByteArray &bytes)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return nullptr;
    f.close();
    QString error;
    auto document = GameDocument::load(path, &error);
    if (!document)
        qWarning() << error;
    return document;
}

bool visibleInViewport(GameTreePanel &panel, NodeId node)
{
    const QPointF centre = panel.nodeCentre(node);
    const double r = panel.cellSize() / 2.0;
    return QRectF(panel.viewport()->rect()).contains(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r));
}

} // namespace

class TestDeepTrees : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void nestedVariations()
    {
        const int depth = 200000;
        auto document = openFile(m_dir, "nested.sgf", kibitz::test::nestedSgf(depth, true));
        QVERIFY(document);
        const GameTree &tree = document->tree();
        QCOMPARE(tree.liveNodeCount(), std::size_t(2 * depth + 1));

        GameTreePanel panel;
        panel.setDocument(document.get());
        panel.resize(300, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        MoveListPanel moves;
        moves.setDocument(document.get());

        const GameTreeLayout &layout = panel.layout();
        QCOMPARE(layout.rowCount(), depth + 1);
        QCOMPARE(layout.columnCount(), 2); // the main line, and every level's second move beside it
        QCOMPARE(layout.nodeCount(), std::size_t(2 * depth + 1));
        QCOMPARE(moves.rowCount(), depth + 1);

        // To the end of the main line with the keyboard, as a user would.
        panel.setFocus();
        QTest::keyClick(&panel, Qt::Key_End);
        const NodeId deepest = document->currentNode();
        QCOMPARE(tree.depth(deepest), depth);
        QCOMPARE(layout.row(deepest), depth);
        QCOMPARE(layout.column(deepest), 0);
        QVERIFY(visibleInViewport(panel, deepest));
        QCOMPARE(moves.currentRow(), depth);
        QVERIFY(!panel.viewport()->grab().isNull());

        // The other move of the deepest level: a line of its own in the list.
        QTest::keyClick(&panel, Qt::Key_Down);
        const NodeId sibling = document->currentNode();
        QVERIFY(sibling != deepest);
        QCOMPARE(tree.parent(sibling), tree.parent(deepest));
        QCOMPARE(layout.column(sibling), 1);
        QVERIFY(visibleInViewport(panel, sibling));
        QCOMPARE(moves.line().back(), sibling);
        QCOMPARE(moves.rowCount(), depth + 1);

        // Back to the branch point above, then to the root.
        QTest::keyClick(&panel, Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(document->currentNode(), tree.parent(deepest));
        QTest::keyClick(&panel, Qt::Key_Home);
        QCOMPARE(document->currentNode(), tree.root());
        QVERIFY(visibleInViewport(panel, tree.root()));
        QCOMPARE(moves.currentRow(), 0);

        // A click in the move list shows the move.
        moves.list()->setCurrentIndex(moves.list()->model()->index(depth / 2, 0));
        QCOMPARE(tree.depth(document->currentNode()), depth / 2);
        QVERIFY(visibleInViewport(panel, document->currentNode()));

        // Finding walks every node; saving writes every level.
        QCOMPARE(document->find(QStringLiteral("zz99"), GameDocument::FindWhat::Move, tree.root(), true), NoNode);
        const SaveResult saved = document->serializeAs(FileFormat::Sgf);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(saved.data.count('('), qsizetype(2 * depth + 1));
    }

    void millionMoves()
    {
        const int moves = 1000000;
        auto document = openFile(m_dir, "long.sgf", kibitz::test::longSgf(moves));
        QVERIFY(document);
        const GameTree &tree = document->tree();

        GameTreePanel panel;
        panel.setDocument(document.get());
        panel.resize(300, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        MoveListPanel list;
        list.setDocument(document.get());

        QCOMPARE(panel.layout().rowCount(), moves + 1);
        QCOMPARE(panel.layout().columnCount(), 1);
        QCOMPARE(list.rowCount(), moves + 1);
        QCOMPARE(list.rowText(moves),
                 QStringLiteral("%1. %2").arg(moves).arg(document->moveText(tree.endOfLine(tree.root()))));

        panel.setFocus();
        QTest::keyClick(&panel, Qt::Key_End);
        QCOMPARE(tree.depth(document->currentNode()), moves);
        QVERIFY(visibleInViewport(panel, document->currentNode()));
        QCOMPARE(list.currentRow(), moves);
        QVERIFY(!panel.viewport()->grab().isNull());
        QTest::keyClick(&panel, Qt::Key_Left);
        QCOMPARE(list.currentRow(), moves - 1);

        const SaveResult jgame = document->serializeAs(FileFormat::Jgame);
        QVERIFY2(jgame.ok(), qPrintable(jgame.error));
        QVERIFY(jgame.data.size() > moves);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestDeepTrees)
#include "tst_deeptrees.moc"
