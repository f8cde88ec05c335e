#include "games/hex/hexmove.h"
#include "games/replayer.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace kibitz;

namespace {

NodeId playHex(GameTree &t, NodeId parent, int x, int y, int player)
{
    return t.appendChild(parent, quint8(MoveTag::Place), encodeHexStone({x, y, player}));
}

// The position of `node` replayed from scratch, without the cache.
QString replayed(const GameRecord &g, NodeId node)
{
    std::unique_ptr<Replayer> r = Replayer::forGame(g);
    for (NodeId n : g.tree.pathFromRoot(node)) {
        if (!r->apply(g.tree.moveTag(n), g.tree.moveData(n)).isEmpty())
            return QStringLiteral("illegal");
    }
    return r->positionText();
}

} // namespace

class TestPositionCache : public QObject {
    Q_OBJECT
private slots:
    void matchesReplayFromTheRoot()
    {
        // A long main line with side variations on a 40x40 board, visited in
        // random order so that snapshots are both made and reused.
        GameRecord g;
        g.kind = GameKind::Hex;
        g.columns = g.rows = 40;
        std::vector<NodeId> nodes{g.tree.root()};
        NodeId n = g.tree.root();
        for (int i = 0; i < 1500; ++i) {
            n = playHex(g.tree, n, i % 40, i / 40, 1 + i % 2);
            nodes.push_back(n);
            if (i % 97 == 0) {
                // A variation: the same cell's neighbour in the last row.
                NodeId v = playHex(g.tree, g.tree.parent(n), (i + 1) % 40, 39, 1 + i % 2);
                nodes.push_back(v);
                nodes.push_back(playHex(g.tree, v, (i + 2) % 40, 39, 2 - i % 2));
            }
        }
        PositionCache cache(g, 16);
        QRandomGenerator rng(11);
        for (int k = 0; k < 400; ++k) {
            const NodeId target = nodes[rng.bounded(int(nodes.size()))];
            QString error;
            const Replayer *p = cache.at(target, &error);
            QVERIFY(p);
            QVERIFY(error.isEmpty());
            QCOMPARE(p->positionText(), replayed(g, target));
        }
        // Edits do not disturb it: a new variation and a detached subtree.
        const NodeId fresh = playHex(g.tree, nodes[700], 39, 38, 1);
        QCOMPARE(cache.at(fresh)->positionText(), replayed(g, fresh));
        g.tree.detachSubtree(nodes[900]);
        QCOMPARE(cache.at(nodes[899])->positionText(), replayed(g, nodes[899]));
    }

    void reportsTheIllegalMove()
    {
        GameRecord g;
        g.kind = GameKind::Hex;
        g.columns = g.rows = 3;
        const NodeId a = playHex(g.tree, g.tree.root(), 1, 1, 1);
        const NodeId b = playHex(g.tree, a, 1, 1, 2); // occupied
        const NodeId c = playHex(g.tree, b, 0, 0, 1);
        PositionCache cache(g);
        QString error;
        NodeId failed = NoNode;
        const Replayer *p = cache.at(c, &error, &failed);
        QVERIFY(p);
        QCOMPARE(failed, b);
        QVERIFY(error.contains(QLatin1String("occupied"), Qt::CaseInsensitive));
        QCOMPARE(p->positionText(), QStringLiteral(".../.1./..."));
    }

    void unsupportedGame()
    {
        GameRecord g;
        g.kind = GameKind::Rokkaku;
        PositionCache cache(g);
        QVERIFY(!cache.at(g.tree.root()));
    }
};

QTEST_GUILESS_MAIN(TestPositionCache)
#include "tst_positioncache.moc"
