// The opening explorer (core/analysis/explorer.h) against a brute-force count
// written independently: every game's main-line prefixes (or, with
// transpositions, the positions it passes through, named by their
// `positions` text) counted in std::maps.

#include "analysis/explorer.h"
#include "formats/registry.h"
#include "games/replayer.h"

#include "openinggenerator.h"

#include <QtTest>

#include <map>
#include <set>
#include <tuple>

using namespace kibitz;

namespace {

using Stats = std::tuple<int, int, int>; // games, wins of player 1, wins of player 2

Collection load(const QByteArray &sgf)
{
    LoadResult r = loadBytes(sgf, FileFormat::Sgf);
    if (!r.ok())
        qFatal("%s", qPrintable(r.error.message));
    return std::move(*r.collection);
}

// The main line's moves, nodes without a move left out.
std::vector<NodeId> mainMoves(const GameTree &tree)
{
    std::vector<NodeId> moves;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        if (tree.hasMove(id))
            moves.push_back(id);
    }
    return moves;
}

void add(Stats &s, int winner)
{
    ++std::get<0>(s);
    if (winner == 1)
        ++std::get<1>(s);
    if (winner == 2)
        ++std::get<2>(s);
}

Stats toTuple(const OpeningStats &s)
{
    return {int(s.games), int(s.wins[0]), int(s.wins[1])};
}

// Brute force without transpositions: move text sequence -> stats.
std::map<QStringList, Stats> bruteForceSequences(const Collection &c, int depth)
{
    std::map<QStringList, Stats> counts;
    for (const GameRecord &g : c.games) {
        const std::unique_ptr<Replayer> start = Replayer::forGame(g);
        const int winner = recordedWinner(g);
        QStringList prefix;
        add(counts[prefix], winner);
        const std::vector<NodeId> moves = mainMoves(g.tree);
        for (int i = 0; i < int(moves.size()) && i < depth; ++i) {
            prefix << start->moveText(g.tree.moveTag(moves[std::size_t(i)]), g.tree.moveData(moves[std::size_t(i)]));
            add(counts[prefix], winner);
        }
    }
    return counts;
}

// The tree's sequences, walked with an explicit stack.
std::map<QStringList, Stats> treeSequences(const OpeningTree &tree, bool *sorted)
{
    std::map<QStringList, Stats> counts;
    *sorted = true;
    std::vector<std::pair<int, QStringList>> stack{{tree.root(), {}}};
    counts[{}] = toTuple(tree.stats(tree.root()));
    while (!stack.empty()) {
        const auto [position, prefix] = stack.back();
        stack.pop_back();
        const std::vector<OpeningTree::Move> moves = tree.moves(position);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (i && moves[i].stats.games > moves[i - 1].stats.games)
                *sorted = false;
            QStringList next = prefix;
            next << tree.moveText(moves[i]);
            if (counts.contains(next))
                qFatal("a move appears twice at one position: %s", qPrintable(next.join(u' ')));
            counts[next] = toTuple(moves[i].stats);
            if (toTuple(tree.stats(moves[i].position)) != counts[next])
                *sorted = false; // in a tree of sequences a move and its position agree
            stack.push_back({moves[i].position, next});
        }
    }
    return counts;
}

struct PositionCounts {
    std::map<QString, Stats> positions; // position text -> games that reached it
    std::map<std::tuple<QString, QString, QString>, Stats> moves; // (from, move, to) -> games that played it
};

// Brute force with transpositions: positions by their text, each game counted
// once per position and per move.
PositionCounts bruteForcePositions(const Collection &c, int depth)
{
    PositionCounts counts;
    for (const GameRecord &g : c.games) {
        const int winner = recordedWinner(g);
        std::unique_ptr<Replayer> position = Replayer::forGame(g);
        std::set<QString> seenPositions{position->positionText()};
        std::set<std::tuple<QString, QString, QString>> seenMoves;
        const std::vector<NodeId> moves = mainMoves(g.tree);
        for (int i = 0; i < int(moves.size()) && i < depth; ++i) {
            const NodeId id = moves[std::size_t(i)];
            const QString before = position->positionText();
            const QString text = position->moveText(g.tree.moveTag(id), g.tree.moveData(id));
            if (!position->apply(g.tree.moveTag(id), g.tree.moveData(id)).isEmpty())
                break;
            seenPositions.insert(position->positionText());
            seenMoves.insert({before, text, position->positionText()});
        }
        for (const QString &p : seenPositions)
            add(counts.positions[p], winner);
        for (const auto &m : seenMoves)
            add(counts.moves[m], winner);
    }
    return counts;
}

// The tree's positions and moves, named by replaying its moves from the start.
PositionCounts treePositions(const OpeningTree &tree, const GameRecord &anyGame)
{
    PositionCounts counts;
    std::map<int, std::unique_ptr<Replayer>> reached;
    reached[tree.root()] = Replayer::forGame(anyGame);
    std::vector<int> queue{tree.root()};
    while (!queue.empty()) {
        const int p = queue.back();
        queue.pop_back();
        const Replayer &here = *reached[p];
        counts.positions[here.positionText()] = toTuple(tree.stats(p));
        for (const OpeningTree::Move &m : tree.moves(p)) {
            std::unique_ptr<Replayer> next = here.clone();
            if (!next->apply(m.tag, m.data).isEmpty())
                qFatal("the tree holds an illegal move");
            counts.moves[{here.positionText(), tree.moveText(m), next->positionText()}] = toTuple(m.stats);
            if (!reached.contains(m.position)) {
                reached[m.position] = std::move(next);
                queue.push_back(m.position);
            } else if (reached[m.position]->positionText() != next->positionText()) {
                qFatal("one tree position stands for two board positions");
            }
        }
    }
    return counts;
}

} // namespace

class TestExplorer : public QObject {
    Q_OBJECT

private slots:
    void recordedResults_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("result");
        QTest::addColumn<int>("winner");
        const int hex = int(GameKind::Hex), twixt = int(GameKind::Twixt), bg = int(GameKind::Backgammon);
        QTest::newRow("hex B+") << hex << "B+" << 1;
        QTest::newRow("hex W+Resign") << hex << "W+Resign" << 2;
        QTest::newRow("twixt W+") << twixt << "W+" << 1;
        QTest::newRow("twixt B+R") << twixt << "B+R" << 2;
        QTest::newRow("little golem W") << hex << "W" << 1;
        QTest::newRow("little golem B") << hex << "B" << 2;
        QTest::newRow("draw") << hex << "0" << 0;
        QTest::newRow("void") << twixt << "Void" << 0;
        QTest::newRow("unknown") << hex << "" << 0;
        QTest::newRow("player 1 by name") << hex << "Anna" << 1;
        QTest::newRow("player 2 by name") << twixt << " Bert " << 2;
        QTest::newRow("backgammon 2+3") << bg << "2+3" << 2;
        QTest::newRow("backgammon 1+1") << bg << "1+1" << 1;
        QTest::newRow("backgammon nonsense") << bg << "W+" << 0;
    }

    void recordedResults()
    {
        QFETCH(int, kind);
        QFETCH(QString, result);
        QFETCH(int, winner);
        GameRecord g;
        g.kind = GameKind(kind);
        g.player1 = QStringLiteral("Anna");
        g.player2 = QStringLiteral("Bert");
        g.result = result;
        QCOMPARE(recordedWinner(g), winner);
    }

    void sequencesAgainstBruteForce_data()
    {
        QTest::addColumn<bool>("twixt");
        QTest::addColumn<int>("depth");
        QTest::newRow("hex depth 3") << false << 3;
        QTest::newRow("hex depth 9") << false << 9;
        QTest::newRow("twixt depth 4") << true << 4;
        QTest::newRow("twixt depth 1") << true << 1;
    }

    void sequencesAgainstBruteForce()
    {
        QFETCH(bool, twixt);
        QFETCH(int, depth);
        const Collection c = load(kibitz::test::generateOpeningCollection(400, 7, twixt));
        const OpeningTree tree = OpeningTree::build(c, {depth, false});
        QCOMPARE(tree.gameCount(), c.games.size());
        bool consistent = false;
        const auto fromTree = treeSequences(tree, &consistent);
        QVERIFY2(consistent, "moves sorted by games, each move's figures those of the position it reaches");
        const auto expected = bruteForceSequences(c, depth);
        QCOMPARE(fromTree.size(), expected.size());
        QVERIFY(fromTree == expected);
        // Games without a result or drawn count in games only.
        const OpeningStats &root = tree.stats(tree.root());
        QVERIFY(root.wins[0] + root.wins[1] < root.games);
        QVERIFY(root.wins[0] > 0 && root.wins[1] > 0);
    }

    void transpositionsAgainstBruteForce_data()
    {
        QTest::addColumn<bool>("twixt");
        QTest::addColumn<int>("depth");
        QTest::newRow("hex depth 4") << false << 4;
        QTest::newRow("hex depth 9") << false << 9;
        QTest::newRow("twixt depth 5") << true << 5;
        QTest::newRow("twixt depth 9") << true << 9;
    }

    void transpositionsAgainstBruteForce()
    {
        QFETCH(bool, twixt);
        QFETCH(int, depth);
        const Collection c = load(kibitz::test::generateOpeningCollection(400, 11, twixt));
        const OpeningTree merged = OpeningTree::build(c, {depth, true});
        const PositionCounts fromTree = treePositions(merged, c.games.front());
        const PositionCounts expected = bruteForcePositions(c, depth);
        QCOMPARE(fromTree.positions.size(), expected.positions.size());
        QVERIFY(fromTree.positions == expected.positions);
        QCOMPARE(fromTree.moves.size(), expected.moves.size());
        QVERIFY(fromTree.moves == expected.moves);
        // The collection does reach positions by several move orders.
        const OpeningTree sequences = OpeningTree::build(c, {depth, false});
        QVERIFY(merged.positionCount() < sequences.positionCount());
    }

    void lookUpPositions()
    {
        const Collection c = load(kibitz::test::generateOpeningCollection(300, 3, false));
        const OpeningTree sequences = OpeningTree::build(c, {6, false});
        const OpeningTree merged = OpeningTree::build(c, {6, true});
        // Every game's position after each of its first six moves is found
        // both ways, with figures at least those of its own move order.
        for (const GameRecord &g : c.games) {
            std::unique_ptr<Replayer> position = Replayer::forGame(g);
            QCOMPARE(merged.positionOf(*position), merged.root());
            const std::vector<NodeId> moves = mainMoves(g.tree);
            for (std::size_t i = 0; i < moves.size() && i < 6; ++i) {
                QVERIFY(position->apply(g.tree.moveTag(moves[i]), g.tree.moveData(moves[i])).isEmpty());
                const int bySequence = sequences.positionAfter(g.tree, moves[i]);
                const int byPosition = merged.positionOf(*position);
                QVERIFY(bySequence != OpeningTree::NoPosition);
                QVERIFY(byPosition != OpeningTree::NoPosition);
                QVERIFY(merged.stats(byPosition).games >= sequences.stats(bySequence).games);
            }
            if (moves.size() > 6)
                QCOMPARE(sequences.positionAfter(g.tree, moves[6]), OpeningTree::NoPosition);
        }
    }

    void subsetOfGames()
    {
        const Collection c = load(kibitz::test::generateOpeningCollection(200, 5, true));
        std::vector<int> even;
        Collection evenGames;
        for (int i = 0; i < int(c.games.size()); i += 2) {
            even.push_back(i);
            evenGames.games.push_back(c.games[std::size_t(i)]);
        }
        even.push_back(100000); // out of range: ignored
        const OpeningTree subset = OpeningTree::build(c, even, {5, false});
        bool consistent = false;
        QVERIFY(treeSequences(subset, &consistent) == bruteForceSequences(evenGames, 5));
        QCOMPARE(subset.gameCount(), evenGames.games.size());
        const OpeningTree none = OpeningTree::build(c, std::span<const int>(), {5, false});
        QCOMPARE(none.gameCount(), std::size_t(0));
        QVERIFY(none.moves(none.root()).empty());
    }

    // Builders of the parts of a collection, merged in order, give the tree
    // one builder gives: the same positions and moves, in the same order
    // (ties between moves keep the order of first play across the parts).
    void mergedPartsEqualOneBuilder_data()
    {
        QTest::addColumn<bool>("twixt");
        QTest::addColumn<bool>("transpositions");
        QTest::addColumn<QList<int>>("cuts"); // where the parts start
        QTest::newRow("hex, 2 parts") << false << false << QList<int>{0, 150};
        QTest::newRow("hex, positions, 3 parts") << false << true << QList<int>{0, 90, 91};
        QTest::newRow("twixt, 4 parts, one empty") << true << false << QList<int>{0, 10, 10, 200};
        QTest::newRow("twixt, positions, 5 parts") << true << true << QList<int>{0, 1, 60, 170, 299};
    }

    void mergedPartsEqualOneBuilder()
    {
        QFETCH(bool, twixt);
        QFETCH(bool, transpositions);
        QFETCH(QList<int>, cuts);
        Collection c = load(kibitz::test::generateOpeningCollection(300, 13, twixt));
        c.games[120].kind = GameKind::Rokkaku; // left out, in whichever part
        const OpeningTree::Options options{7, transpositions};
        const OpeningTree whole = OpeningTree::build(c, options);

        std::vector<OpeningTree::Builder> parts;
        for (int p = 0; p < cuts.size(); ++p) {
            OpeningTree::Builder &b = parts.emplace_back(options);
            const int end = p + 1 < cuts.size() ? cuts[p + 1] : int(c.games.size());
            for (int i = cuts[p]; i < end; ++i)
                b.add(&c.games[std::size_t(i)]);
        }
        OpeningTree::Builder merged = std::move(parts.front());
        for (std::size_t p = 1; p < parts.size(); ++p)
            merged.merge(std::move(parts[p]));
        QCOMPARE(merged.added(), c.games.size());
        // The builder keeps counting after a merge: one more copy of a game.
        OpeningTree::Builder oneMore(options);
        for (const GameRecord &g : c.games)
            oneMore.add(&g);
        oneMore.add(&c.games[7]);
        merged.add(&c.games[7]);
        const OpeningTree tree = merged.finish();
        const OpeningTree expected = oneMore.finish();

        QCOMPARE(tree.gameCount(), whole.gameCount() + 1);
        QCOMPARE(tree.skippedGames(), std::size_t(1));
        QCOMPARE(tree.positionCount(), expected.positionCount());
        QCOMPARE(tree.moveCount(), expected.moveCount());
        for (int p = 0; p < int(expected.positionCount()); ++p) {
            QCOMPARE(tree.stats(p), expected.stats(p));
            const std::vector<OpeningTree::Move> a = tree.moves(p);
            const std::vector<OpeningTree::Move> b = expected.moves(p);
            QCOMPARE(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                QCOMPARE(tree.moveText(a[i]), expected.moveText(b[i]));
                QCOMPARE(a[i].stats, b[i].stats);
                QCOMPARE(a[i].position, b[i].position);
            }
        }
        if (transpositions) {
            // Positions are found by their contents in the merged tree too.
            for (const GameRecord &g : c.games) {
                if (g.kind == GameKind::Rokkaku)
                    continue;
                std::unique_ptr<Replayer> position = Replayer::forGame(g);
                QCOMPARE(tree.positionOf(*position), tree.root());
                const std::vector<NodeId> moves = mainMoves(g.tree);
                for (std::size_t i = 0; i < moves.size() && i < 7; ++i) {
                    if (!position->apply(g.tree.moveTag(moves[i]), g.tree.moveData(moves[i])).isEmpty())
                        break;
                    QCOMPARE(tree.positionOf(*position), expected.positionOf(*position));
                }
            }
        }
    }

    // The same moves on a bigger board are other positions: a tree of one
    // board counts its games only, as a brute force over those games alone
    // does, and names the games it left out, board by board.
    void boardsApart_data()
    {
        QTest::addColumn<bool>("twixt");
        QTest::addColumn<bool>("merge");
        QTest::newRow("hex") << false << false;
        QTest::newRow("hex, transpositions") << false << true;
        QTest::newRow("twixt") << true << false;
        QTest::newRow("twixt, transpositions") << true << true;
    }

    void boardsApart()
    {
        QFETCH(bool, twixt);
        QFETCH(bool, merge);
        const int depth = 6;
        const QByteArray small = kibitz::test::generateOpeningCollection(300, 41, twixt);
        // The same kind of games on a bigger board: every move is legal there too.
        QByteArray big = kibitz::test::generateOpeningCollection(200, 42, twixt);
        big.replace(twixt ? "SZ[6]" : "SZ[4]", twixt ? "SZ[8]" : "SZ[5]");
        const Collection smallGames = load(small);
        const Collection bigGames = load(big);
        Collection all;
        for (std::size_t i = 0; i < 300; ++i) { // interleaved
            all.games.push_back(smallGames.games[i]);
            if (i < 200)
                all.games.push_back(bigGames.games[i]);
        }
        const ExplorerBoard smallBoard = explorerBoard(smallGames.games.front());
        const ExplorerBoard bigBoard = explorerBoard(bigGames.games.front());
        QVERIFY(!(smallBoard == bigBoard));
        QCOMPARE(explorerBoardName(bigBoard), twixt ? QStringLiteral("8x8") : QStringLiteral("5x5"));
        QVERIFY(explorerBoardNamed(bigBoard, twixt ? QStringLiteral("8") : QStringLiteral("5x5")));
        QVERIFY(!explorerBoardNamed(smallBoard, QStringLiteral("5x5")));

        for (const auto &[board, games, others, otherCount] :
             {std::tuple{smallBoard, &smallGames, bigBoard, 200}, std::tuple{bigBoard, &bigGames, smallBoard, 300}}) {
            OpeningTree::Options options{depth, merge, board};
            const OpeningTree tree = OpeningTree::build(all, options);
            QCOMPARE(tree.gameCount(), games->games.size());
            QCOMPARE(tree.skippedGames(), std::size_t(0));
            QCOMPARE(tree.leftOut().size(), std::size_t(1));
            QVERIFY(tree.leftOut()[0].board == others);
            QCOMPARE(tree.leftOut()[0].games, std::size_t(otherCount));
            if (merge) {
                const PositionCounts fromTree = treePositions(tree, games->games.front());
                const PositionCounts expected = bruteForcePositions(*games, depth);
                QVERIFY(fromTree.positions == expected.positions);
                QVERIFY(fromTree.moves == expected.moves);
            } else {
                bool consistent = false;
                QVERIFY(treeSequences(tree, &consistent) == bruteForceSequences(*games, depth));
                QVERIFY(consistent);
            }
            // Built in two parts and merged: the same tree, the same games left out.
            OpeningTree::Builder first(options);
            OpeningTree::Builder second(options);
            for (std::size_t i = 0; i < all.games.size(); ++i)
                (i < 250 ? first : second).add(&all.games[i]);
            first.merge(std::move(second));
            const OpeningTree parts = first.finish();
            QCOMPARE(parts.gameCount(), tree.gameCount());
            QCOMPARE(parts.leftOut().size(), std::size_t(1));
            QCOMPARE(parts.leftOut()[0].games, std::size_t(otherCount));
        }
        // Without a board the two are counted together (as before): the
        // root's moves then mix games of both boards.
        const OpeningTree mixed = OpeningTree::build(all, {depth, merge});
        QCOMPARE(mixed.gameCount(), std::size_t(500));
        QVERIFY(mixed.leftOut().empty());
    }

    void backgammonVariantsAreBoards()
    {
        Collection c = load(kibitz::test::generateOpeningCollection(10, 1, false));
        c.games[2].kind = GameKind::AceyDeucey;
        c.games[5].kind = GameKind::AceyDeucey;
        c.games[7].kind = GameKind::Tabula;
        const ExplorerBoard acey = explorerBoard(c.games[2]);
        QCOMPARE(acey.columns, 0);
        QCOMPARE(explorerBoardName(acey), QStringLiteral("acey-deucey"));
        QVERIFY(explorerBoardNamed(acey, QStringLiteral("acey-deucey")));
        QVERIFY(!explorerBoardNamed(explorerBoard(c.games[7]), QStringLiteral("acey-deucey")));
        const OpeningTree tree = OpeningTree::build(c, {4, false, explorerBoard(c.games[0])});
        QCOMPARE(tree.gameCount(), std::size_t(7));
        QCOMPARE(tree.leftOut().size(), std::size_t(2));
        QVERIFY(tree.leftOut()[0].board == acey);
        QCOMPARE(tree.leftOut()[0].games, std::size_t(2));
        QCOMPARE(tree.leftOut()[1].board.kind, GameKind::Tabula);
        QCOMPARE(tree.leftOut()[1].games, std::size_t(1));
    }

    void otherKindsLeftOut()
    {
        Collection c = load(kibitz::test::generateOpeningCollection(10, 1, false));
        c.games[3].kind = GameKind::Rokkaku;
        const OpeningTree tree = OpeningTree::build(c, {4, true});
        QCOMPARE(tree.gameCount(), std::size_t(9));
        QCOMPARE(tree.skippedGames(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestExplorer)
#include "tst_explorer.moc"
