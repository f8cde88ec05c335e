#include "tree/gametree.h"

#include <QtTest>

using namespace kibitz;

namespace {
QByteArray mv(char c)
{
    return QByteArray(1, c);
}
} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void emptyTree()
    {
        GameTree t;
        QCOMPARE(t.liveNodeCount(), std::size_t(1));
        QVERIFY(t.isLeaf(t.root()));
        QCOMPARE(t.mainChild(t.root()), NoNode);
        const TreeStats s = t.stats();
        QCOMPARE(s.nodes, std::size_t(1));
        QCOMPARE(s.leaves, std::size_t(1));
        QCOMPARE(s.depth, std::size_t(0));
        QCOMPARE(s.mainLine, std::size_t(0));
    }

    // Move bytes go into room kept ahead in one pool: a move copied from the
    // pool itself while the pool grows, a reserved tree, copies and a
    // cleared tree all keep every node's bytes.
    void movePool()
    {
        GameTree t;
        NodeId last = t.appendChild(t.root(), 1, QByteArray("first move"));
        std::vector<QByteArray> expected{QByteArray(), QByteArray("first move")};
        for (int i = 0; i < 3000; ++i) {
            // Bytes of an earlier node, passed as a view into the pool.
            const NodeId from = NodeId(1 + i % int(expected.size() - 1));
            const QByteArrayView own = t.moveData(from);
            const QByteArray copy = own.toByteArray();
            last = t.appendChildAfter(last, NoNode, std::uint8_t(1 + i % 3), own);
            expected.push_back(copy + QByteArray(i % 5, char('a' + i % 26)));
            t.setMove(last, t.moveTag(last), t.moveData(last).toByteArray() + QByteArray(i % 5, char('a' + i % 26)));
            if (i % 7 == 0) { // replaced by the bytes of another node of the pool
                t.setMove(last, 2, t.moveData(from));
                expected.back() = copy;
            }
        }
        auto check = [&](const GameTree &tree) {
            for (std::size_t id = 1; id < expected.size(); ++id) {
                if (tree.moveData(NodeId(id)) != QByteArrayView(expected[id]))
                    return false;
            }
            return true;
        };
        QVERIFY(check(t));
        const GameTree copy = t;
        QVERIFY(check(copy));
        t.clear();
        QVERIFY(!t.hasMove(t.root()));
        t.reserve(10, 20, 2);
        const NodeId a = t.appendChild(t.root(), 1, QByteArray(70000, 'x')); // longer than a move can be
        QCOMPARE(t.moveData(a).size(), qsizetype(0xffff));
        const NodeId b = t.appendChild(a, 1, QByteArray("after"));
        QCOMPARE(t.moveData(b), QByteArrayView("after"));
        QVERIFY(check(copy));
    }
    void addMoveReturnsExistingChild()
    {
        GameTree t;
        bool created = false;
        const NodeId a = t.addMove(t.root(), 1, mv('a'), &created);
        QVERIFY(created);
        const NodeId again = t.addMove(t.root(), 1, mv('a'), &created);
        QVERIFY(!created);
        QCOMPARE(again, a);
        // Same bytes, other tag: another move.
        const NodeId other = t.addMove(t.root(), 2, mv('a'), &created);
        QVERIFY(created);
        QVERIFY(other != a);
        QCOMPARE(t.childCount(t.root()), 2);
        // Readers keep duplicates.
        t.appendChild(t.root(), 1, mv('a'));
        QCOMPARE(t.childCount(t.root()), 3);
    }

    void navigation()
    {
        GameTree t;
        const NodeId a = t.appendChild(t.root(), 1, mv('a'));
        const NodeId b = t.appendChild(a, 1, mv('b'));
        const NodeId c = t.appendChild(a, 1, mv('c'));
        const NodeId d = t.appendChild(c, 1, mv('d'));
        QCOMPARE(t.parent(b), a);
        QCOMPARE(t.children(a), (std::vector<NodeId>{b, c}));
        QCOMPARE(t.nextSibling(b), c);
        QCOMPARE(t.previousSibling(c), b);
        QCOMPARE(t.previousSibling(b), NoNode);
        QCOMPARE(t.mainChild(a), b);
        QCOMPARE(t.pathFromRoot(d), (std::vector<NodeId>{t.root(), a, c, d}));
        QCOMPARE(t.indexPath(d), (std::vector<int>{0, 1, 0}));
        QCOMPARE(t.nodeByPath({0, 1, 0}), d);
        QCOMPARE(t.nodeByPath({0, 2}), NoNode);
        QCOMPARE(t.depth(d), 3);
        QCOMPARE(t.mainLine(), (std::vector<NodeId>{t.root(), a, b}));
        QCOMPARE(t.endOfLine(c), d);
        QVERIFY(t.isAncestor(a, d));
        QVERIFY(!t.isAncestor(b, d));
        QCOMPARE(t.moveData(c), QByteArrayView("c"));
        const TreeStats s = t.stats();
        QCOMPARE(s.nodes, std::size_t(5));
        QCOMPARE(s.leaves, std::size_t(2));
        QCOMPARE(s.depth, std::size_t(3));
        QCOMPARE(s.mainLine, std::size_t(2));
    }

    void mainMarkChoosesMainChild()
    {
        GameTree t;
        const NodeId a = t.appendChild(t.root(), 1, mv('a'));
        const NodeId b = t.appendChild(t.root(), 1, mv('b'));
        t.setMainMark(a, std::uint8_t(0));
        QCOMPARE(t.mainChild(t.root()), a); // a false mark is no mark
        t.setMainMark(b, std::uint8_t(1));
        QCOMPARE(t.mainChild(t.root()), b);
        QCOMPARE(t.mainMark(a), std::optional<std::uint8_t>(0));
        t.setMainMark(b, std::nullopt);
        QCOMPARE(t.mainMark(b), std::nullopt);
        QCOMPARE(t.mainChild(t.root()), a);
    }

    void promoteVariation()
    {
        GameTree t;
        const NodeId a = t.appendChild(t.root(), 1, mv('a'));
        const NodeId b = t.appendChild(t.root(), 1, mv('b'));
        const NodeId b1 = t.appendChild(b, 1, mv('x'));
        const NodeId b2 = t.appendChild(b, 1, mv('y'));
        t.promoteToMainLine(b2);
        QCOMPARE(t.mainLine(), (std::vector<NodeId>{t.root(), b, b2}));
        QCOMPARE(t.children(t.root()), (std::vector<NodeId>{b, a}));
        QCOMPARE(t.children(b), (std::vector<NodeId>{b2, b1}));

        // With Jgame marks, the mark moves to the promoted node.
        t.setMainMark(a, std::uint8_t(1));
        QCOMPARE(t.mainChild(t.root()), a);
        t.promoteToMainLine(b);
        QCOMPARE(t.mainChild(t.root()), b);
        QCOMPARE(t.mainMark(a), std::optional<std::uint8_t>(0));
        QCOMPARE(t.mainMark(b), std::optional<std::uint8_t>(1));
    }

    void reorderSiblings()
    {
        GameTree t;
        const NodeId a = t.appendChild(t.root(), 1, mv('a'));
        const NodeId b = t.appendChild(t.root(), 1, mv('b'));
        const NodeId c = t.appendChild(t.root(), 1, mv('c'));
        t.moveToIndex(c, 0);
        QCOMPARE(t.children(t.root()), (std::vector<NodeId>{c, a, b}));
        t.moveToIndex(c, 2);
        QCOMPARE(t.children(t.root()), (std::vector<NodeId>{a, b, c}));
        t.moveToIndex(a, 1);
        QCOMPARE(t.children(t.root()), (std::vector<NodeId>{b, a, c}));
        t.moveToIndex(b, 99);
        QCOMPARE(t.children(t.root()), (std::vector<NodeId>{a, c, b}));
        QCOMPARE(t.indexInParent(b), 2);
    }

    void detachAndReattach()
    {
        GameTree t;
        const NodeId a = t.appendChild(t.root(), 1, mv('a'));
        const NodeId b = t.appendChild(t.root(), 1, mv('b'));
        const NodeId c = t.appendChild(b, 1, mv('c'));
        QCOMPARE(t.liveNodeCount(), std::size_t(4));
        const int index = t.detachSubtree(b);
        QCOMPARE(index, 1);
        QCOMPARE(t.liveNodeCount(), std::size_t(2));
        QVERIFY(!t.isAttached(c));
        QCOMPARE(t.children(t.root()), (std::vector<NodeId>{a}));
        QCOMPARE(t.stats().nodes, std::size_t(2));
        t.reattachSubtree(b, t.root(), index);
        QCOMPARE(t.children(t.root()), (std::vector<NodeId>{a, b}));
        QVERIFY(t.isAttached(c));
        QCOMPARE(t.liveNodeCount(), std::size_t(4));
        QCOMPARE(t.detachSubtree(t.root()), -1);
    }

    void annotations()
    {
        GameTree t;
        const NodeId a = t.appendChild(t.root(), 1, mv('a'));
        QVERIFY(!t.hasComment(a));
        t.setComment(a, QStringLiteral("Schöner Zug"));
        QCOMPARE(t.comment(a), QStringLiteral("Schöner Zug"));
        QCOMPARE(t.commentBytes(a), QStringLiteral("Schöner Zug").toUtf8());
        // Latin-1 bytes are shown as Latin-1 and kept as they were.
        t.setCommentBytes(a, QByteArray("Sch\xf6n"));
        QCOMPARE(t.comment(a), QStringLiteral("Schön"));
        t.setComment(a, QStringLiteral("Schön"));
        QCOMPARE(t.commentBytes(a), QByteArray("Sch\xf6n"));
        t.clearComment(a);
        QVERIFY(!t.hasComment(a));
        // An empty comment is still a comment.
        t.setCommentBytes(a, QByteArray());
        QVERIFY(t.hasComment(a));

        QCOMPARE(t.evaluation(a), std::nullopt);
        t.setEvaluation(a, Eval::Player2Wins);
        QCOMPARE(t.evaluation(a), std::optional<int>(-10000));
        t.setEvaluation(a, 0);
        QCOMPARE(t.evaluation(a), std::optional<int>(0));
        t.clearEvaluation(a);
        QCOMPARE(t.evaluation(a), std::nullopt);

        t.addUnknownProperty(a, {"xy", {"1", "2"}});
        QCOMPARE(t.unknownProperties(a).size(), std::size_t(1));
        QCOMPARE(t.unknownProperties(a).front().values.size(), 2);
        QVERIFY(t.unknownProperties(t.root()).empty());
        const TreeStats s = t.stats();
        QCOMPARE(s.comments, std::size_t(1));
        QCOMPARE(s.evaluations, std::size_t(0));
    }

    void formatHintsAreInterned()
    {
        GameTree t;
        const NodeId a = t.appendChild(t.root(), 1, mv('a'));
        const NodeId b = t.appendChild(t.root(), 1, mv('b'));
        QVERIFY(t.setFormatHint(a, "cm"));
        QVERIFY(t.setFormatHint(b, "cm"));
        QCOMPARE(t.formatHint(a), t.formatHint(b));
        QCOMPARE(t.formatHintValue(t.formatHint(a)), QByteArray("cm"));
        QCOMPARE(t.formatHint(t.root()), std::uint16_t(0));
    }

    void deepLinearTreeHasNoRecursion()
    {
        // 200 000 moves in a line: stats, copy and walks must not recurse.
        GameTree t;
        NodeId n = t.root();
        for (int i = 0; i < 200000; ++i)
            n = t.appendChild(n, 1, mv(char('a' + i % 26)));
        const TreeStats s = t.stats();
        QCOMPARE(s.depth, std::size_t(200000));
        QCOMPARE(s.mainLine, std::size_t(200000));
        QCOMPARE(t.depth(n), 200000);
        GameTree copy;
        copy.copySubtree(t, t.child(t.root(), 0), copy.root());
        QCOMPARE(copy.stats().depth, std::size_t(200000));
        t.promoteToMainLine(n);
        QCOMPARE(t.endOfLine(t.root()), n);
    }

    // stats() counts a tree straight from its node array when nothing is
    // detached, and by a walk otherwise: both against a count made here from
    // the parent links, on random trees, before and after a detach.
    void statsOfRandomTrees()
    {
        quint32 seed = 12345;
        auto next = [&seed](quint32 n) {
            seed = seed * 1664525u + 1013904223u;
            return (seed >> 8) % n;
        };
        for (int round = 0; round < 20; ++round) {
            GameTree t;
            const int count = 1 + int(next(300));
            for (int i = 0; i < count; ++i) {
                const NodeId parent = NodeId(next(quint32(t.capacity())));
                const NodeId id = t.appendChild(parent, 1, mv(char('a' + next(3))));
                if (next(4) == 0)
                    t.setComment(id, QStringLiteral("c"));
                if (next(5) == 0)
                    t.setEvaluation(id, 10);
            }
            auto expected = [&t] {
                TreeStats e;
                for (NodeId id = 0; id < t.capacity(); ++id) {
                    if (!t.isAttached(id))
                        continue;
                    ++e.nodes;
                    e.comments += t.hasComment(id);
                    e.evaluations += t.evaluation(id).has_value();
                    if (t.isLeaf(id)) {
                        ++e.leaves;
                        e.depth = std::max(e.depth, std::size_t(t.depth(id)));
                    }
                }
                e.mainLine = t.mainLine().size() - 1;
                return e;
            };
            auto same = [](const TreeStats &a, const TreeStats &b) {
                return a.nodes == b.nodes && a.mainLine == b.mainLine && a.depth == b.depth && a.leaves == b.leaves
                    && a.comments == b.comments && a.evaluations == b.evaluations;
            };
            QVERIFY(same(t.stats(), expected()));
            if (t.capacity() > 2) {
                t.detachSubtree(NodeId(1 + next(quint32(t.capacity() - 1))));
                QVERIFY(same(t.stats(), expected()));
            }
        }
    }

    void copySubtreeKeepsAnnotations()
    {
        GameTree src;
        const NodeId a = src.appendChild(src.root(), 1, mv('a'));
        const NodeId b = src.appendChild(a, 1, mv('b'));
        src.appendChild(a, 1, mv('c'));
        src.setComment(b, QStringLiteral("note"));
        src.setEvaluation(b, 300);
        GameTree dst;
        const NodeId top = dst.copySubtree(src, a, dst.root());
        QCOMPARE(dst.childCount(top), 2);
        const NodeId b2 = dst.child(top, 0);
        QCOMPARE(dst.comment(b2), QStringLiteral("note"));
        QCOMPARE(dst.evaluation(b2), std::optional<int>(300));
        // Within one tree, onto a node of the copied subtree itself.
        const NodeId again = src.copySubtree(src, a, b);
        QCOMPARE(src.parent(again), b);
        QCOMPARE(src.stats().nodes, std::size_t(7));
    }
};

QTEST_GUILESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
