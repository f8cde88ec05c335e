// The Explorer panel over a generated collection: it lists the moves the
// games played at the current position with the figures of the explorer,
// follows the document, plays a clicked move (sorted or not), merges
// transpositions when asked, and aggregates a chosen subset of games.

#include "panels/explorerpanel.h"

#include "document/gamedocument.h"
#include "formats/registry.h"
#include "games/hex/hexmove.h"
#include "games/replayer.h"
#include "openinggenerator.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>

#include <map>
#include <tuple>

using namespace kibitz;

namespace {

std::unique_ptr<GameDocument> collectionDocument(int games, std::uint64_t seed, bool twixt)
{
    LoadResult r = loadBytes(kibitz::test::generateOpeningCollection(games, seed, twixt), FileFormat::Sgf);
    if (!r.ok())
        qFatal("%s", qPrintable(r.error.message));
    return std::make_unique<GameDocument>(std::move(*r.collection), QStringLiteral("openings.sgf"), FileFormat::Sgf);
}

int intAt(const QTableWidget *table, int row, int column)
{
    return table->item(row, column)->data(Qt::UserRole).toInt();
}

} // namespace

class TestExplorerPanel : public QObject {
    Q_OBJECT

private slots:
    // The figures as the Games panel writes them: "1,200 games" with the
    // locale's separator; a move none of whose games has a winner on record
    // shows "–", not "0% / 0%"; compact rows, so that a short dock lists many.
    void separatorsNoResultAndCompactRows()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        LoadResult r = loadBytes(kibitz::test::generateOpeningCollection(1200, 5, false), FileFormat::Sgf);
        QVERIFY(r.ok());
        for (GameRecord &g : r.collection->games)
            g.result.clear();
        GameDocument document(std::move(*r.collection), QStringLiteral("openings.sgf"), FileFormat::Sgf);
        ExplorerPanel panel;
        panel.setSliceMilliseconds(0);
        panel.setDocument(&document);
        QTRY_VERIFY(!panel.isBuilding());
        const QString summary = panel.summaryLabel()->text();
        QLocale::setDefault(before);
        QVERIFY2(summary.startsWith(QStringLiteral("1,200 game")), qPrintable(summary));
        QTableWidget *table = panel.table();
        QVERIFY(table->rowCount() > 1);
        for (int row = 0; row < table->rowCount(); ++row) {
            QCOMPARE(table->item(row, ExplorerPanel::ShareColumn)->text(), QStringLiteral("\u2013"));
            QVERIFY(!table->item(row, ExplorerPanel::ShareColumn)->toolTip().contains(QLatin1Char('%')));
        }
        QVERIFY(table->verticalHeader()->defaultSectionSize() <= table->fontMetrics().height() + 8);
        QCOMPARE(table->verticalHeader()->sectionResizeMode(0), QHeaderView::Fixed);
    }

    void showsTheMovesOfTheStart()
    {
        const auto document = collectionDocument(300, 4, false);
        ExplorerPanel panel;
        panel.setDocument(document.get());
        const OpeningTree expected = OpeningTree::build(document->collection(), {ExplorerPanel::Depth, false});
        const auto moves = expected.moves(expected.root());
        QTableWidget *table = panel.table();
        QCOMPARE(table->rowCount(), int(moves.size()));
        QVERIFY(table->rowCount() > 1);
        for (int row = 0; row < table->rowCount(); ++row) {
            const auto shown = panel.moveAtRow(row);
            QVERIFY(shown);
            QCOMPARE(table->item(row, ExplorerPanel::MoveColumn)->text(), expected.moveText(*shown));
            QCOMPARE(intAt(table, row, ExplorerPanel::GamesColumn), int(shown->stats.games));
            QCOMPARE(intAt(table, row, ExplorerPanel::Player1WinsColumn), int(shown->stats.wins[0]));
            QCOMPARE(intAt(table, row, ExplorerPanel::Player2WinsColumn), int(shown->stats.wins[1]));
            if (row)
                QVERIFY(intAt(table, row, ExplorerPanel::GamesColumn)
                        <= intAt(table, row - 1, ExplorerPanel::GamesColumn));
        }
        QCOMPARE(intAt(table, 0, ExplorerPanel::GamesColumn), int(moves.front().stats.games));
        QVERIFY2(panel.summaryLabel()->text().contains(QLatin1String("300")), qPrintable(panel.summaryLabel()->text()));
    }

    void clickingAMovePlaysItAndThePanelFollows()
    {
        const auto document = collectionDocument(300, 4, true);
        ExplorerPanel panel;
        panel.resize(500, 400);
        panel.setDocument(document.get());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTableWidget *table = panel.table();
        // Sorted by games, fewest first: the row clicked is still the move played.
        table->sortItems(ExplorerPanel::GamesColumn, Qt::AscendingOrder);
        const int row = table->rowCount() - 1;
        const auto move = panel.moveAtRow(row);
        QVERIFY(move);
        table->scrollToItem(table->item(row, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(row, ExplorerPanel::MoveColumn)).center());
        const NodeId played = document->currentNode();
        QVERIFY(played != document->tree().root());
        QCOMPARE(document->tree().moveTag(played), move->tag);
        QVERIFY(document->tree().moveData(played) == move->data);
        // The panel now shows the moves after it.
        const OpeningTree *tree = panel.openingTree();
        QVERIFY(tree);
        QCOMPARE(panel.currentPosition(), move->position);
        QCOMPARE(table->rowCount(), int(tree->moves(move->position).size()));
        // And goes back with the document.
        document->goToRoot();
        QCOMPARE(panel.currentPosition(), tree->root());
        QCOMPARE(table->rowCount(), int(tree->moves(tree->root()).size()));
        // Return plays the current row.
        table->setCurrentCell(0, 0);
        const auto first = panel.moveAtRow(0);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(panel.currentPosition(), first->position);
    }

    void followsTheGamesOwnMoves()
    {
        const auto document = collectionDocument(200, 9, false);
        ExplorerPanel panel;
        panel.setDocument(document.get());
        const OpeningTree *tree = panel.openingTree();
        QVERIFY(tree);
        // Along game 1's main line each position is the one its moves reach.
        document->setGameIndex(1);
        int expected = tree->root();
        for (NodeId id = document->tree().mainChild(0); id != NoNode; id = document->tree().mainChild(id)) {
            document->setCurrentNode(id);
            if (document->tree().hasMove(id))
                expected = tree->follow(expected, document->tree().moveTag(id), document->tree().moveData(id));
            QCOMPARE(panel.currentPosition(), expected);
            QVERIFY(expected != OpeningTree::NoPosition);
            QVERIFY(panel.table()->rowCount() == int(tree->moves(expected).size()));
        }
    }

    void transpositionsCountEveryMoveOrder()
    {
        const auto document = collectionDocument(400, 12, false);
        ExplorerPanel panel;
        panel.setDocument(document.get());
        // Find a game whose position after three moves was reached by more
        // games once move orders are merged.
        bool grew = false;
        for (int g = 0; g < document->gameCount() && !grew; ++g) {
            document->setGameIndex(g);
            const std::vector<NodeId> line = document->tree().mainLine();
            std::vector<NodeId> moves;
            for (NodeId id : line) {
                if (document->tree().hasMove(id))
                    moves.push_back(id);
            }
            if (moves.size() < 3)
                continue;
            document->setCurrentNode(moves[2]);
            panel.transpositionsBox()->setChecked(false);
            const int alone = int(panel.openingTree()->stats(panel.currentPosition()).games);
            panel.transpositionsBox()->setChecked(true);
            QVERIFY(panel.currentPosition() != OpeningTree::NoPosition);
            const int merged = int(panel.openingTree()->stats(panel.currentPosition()).games);
            QVERIFY(merged >= alone);
            grew = merged > alone;
        }
        QVERIFY(grew);
    }

    // 4x4 and 5x5 games playing the same moves: the panel counts the games
    // on the shown game's board (as a brute force over those alone does)
    // and says how many of the others it left out; showing a game on the
    // other board counts those.
    void boardsApart()
    {
        QByteArray bytes = kibitz::test::generateOpeningCollection(120, 61, false);
        QByteArray big = kibitz::test::generateOpeningCollection(80, 62, false);
        big.replace("SZ[4]", "SZ[5]");
        LoadResult r = loadBytes(bytes + big, FileFormat::Sgf);
        QVERIFY(r.ok());
        GameDocument document(std::move(*r.collection), QStringLiteral("mixed.sgf"), FileFormat::Sgf);
        ExplorerPanel panel;
        panel.setDocument(&document);
        // Brute force: the first moves of the games on one board.
        const auto firstMoves = [&](int columns, const QVector<int> &among) {
            std::map<QString, std::tuple<int, int, int>> counts;
            const auto &games = document.collection().games;
            for (int i = 0; i < int(games.size()); ++i) {
                const GameRecord &g = games[std::size_t(i)];
                if (g.columns != columns || (!among.isEmpty() && !among.contains(i)))
                    continue;
                NodeId node = g.tree.mainChild(g.tree.root());
                while (node != NoNode && !g.tree.hasMove(node))
                    node = g.tree.mainChild(node);
                if (node == NoNode)
                    continue;
                auto &c = counts[Replayer::forGame(g)->moveText(g.tree.moveTag(node), g.tree.moveData(node))];
                ++std::get<0>(c);
                std::get<1>(c) += recordedWinner(g) == 1;
                std::get<2>(c) += recordedWinner(g) == 2;
            }
            return counts;
        };
        const auto shown = [&] {
            std::map<QString, std::tuple<int, int, int>> counts;
            for (int row = 0; row < panel.table()->rowCount(); ++row)
                counts[panel.table()->item(row, ExplorerPanel::MoveColumn)->text()]
                    = {intAt(panel.table(), row, ExplorerPanel::GamesColumn),
                       intAt(panel.table(), row, ExplorerPanel::Player1WinsColumn),
                       intAt(panel.table(), row, ExplorerPanel::Player2WinsColumn)};
            return counts;
        };
        // "80 games on 5×5 not counted" (plural forms without a translator loaded: "game(s)").
        const auto saysLeftOut = [&](int games, int side) {
            const QString text = panel.summaryLabel()->text();
            const QString board = QStringLiteral("%1\u00d7%1 not counted").arg(side);
            return text.contains(QStringLiteral("%1 games on ").arg(games) + board)
                || text.contains(QStringLiteral("%1 game(s) on ").arg(games) + board);
        };
        QCOMPARE(document.game().columns, 4);
        QCOMPARE(panel.openingTree()->gameCount(), std::size_t(120));
        QVERIFY(shown() == firstMoves(4, {}));
        QVERIFY2(saysLeftOut(80, 5), qPrintable(panel.summaryLabel()->text()));
        document.setGameIndex(150);
        QCOMPARE(document.game().columns, 5);
        QTRY_COMPARE(panel.openingTree()->gameCount(), std::size_t(80));
        QVERIFY(shown() == firstMoves(5, {}));
        QVERIFY2(saysLeftOut(120, 4), qPrintable(panel.summaryLabel()->text()));
        // The filtered rows: only their games on this board count, and only
        // theirs on the other board are named.
        QVector<int> some;
        for (int i = 0; i < 200; i += 3)
            some << i;
        panel.setGameSubset(some);
        QTRY_COMPARE(panel.openingTree()->gameCount(), std::size_t(27)); // 120, 123, ..., 198
        QVERIFY(shown() == firstMoves(5, some));
        QVERIFY2(saysLeftOut(40, 4), qPrintable(panel.summaryLabel()->text()));
        // Back on a 4x4 game, the aggregate of the whole collection is kept.
        panel.clearGameSubset();
        const int builds = panel.buildCount();
        document.setGameIndex(3);
        QTRY_COMPARE(panel.openingTree()->gameCount(), std::size_t(120));
        QCOMPARE(panel.buildCount(), builds);
    }

    void subsetOfGames()
    {
        const auto document = collectionDocument(100, 2, false);
        ExplorerPanel panel;
        panel.setDocument(document.get());
        panel.setGameSubset({});
        QCOMPARE(panel.openingTree()->gameCount(), std::size_t(0));
        QCOMPARE(panel.table()->rowCount(), 0);
        // One game alone: its own first move, one game.
        int withMoves = 0;
        for (;; ++withMoves) {
            const GameTree &tree = document->collection().games[std::size_t(withMoves)].tree;
            const NodeId first = tree.mainChild(tree.root());
            if (first != NoNode && tree.hasMove(first))
                break;
        }
        panel.setGameSubset({withMoves});
        QCOMPARE(panel.openingTree()->gameCount(), std::size_t(1));
        QCOMPARE(panel.table()->rowCount(), 1);
        QCOMPARE(intAt(panel.table(), 0, ExplorerPanel::GamesColumn), 1);
        panel.clearGameSubset();
        QCOMPARE(panel.openingTree()->gameCount(), std::size_t(100));
    }

    // A variation leaves the aggregate as it is; a move that extends a game's
    // main line within the depth is counted after a moment.
    void editsOfTheFirstMovesAggregateAgain()
    {
        const auto document = collectionDocument(50, 6, false);
        ExplorerPanel panel;
        panel.setDocument(document.get());
        const int builds = panel.buildCount();
        // A game of at least two moves: a variation at its first move.
        int game = 0;
        for (;; ++game) {
            document->setGameIndex(game);
            if (document->tree().mainLine().size() >= 3 && document->tree().hasMove(document->tree().mainLine()[1]))
                break;
        }
        auto playSomewhere = [&] {
            for (int y = 0; y < 4; ++y) {
                for (int x = 0; x < 4; ++x) {
                    const int player = document->positionAfter(document->currentNode())->toMove();
                    if (document->play(std::uint8_t(MoveTag::Place), encodeHexStone({x, y, player}))
                        == GameDocument::PlayResult::Added)
                        return true;
                }
            }
            return false;
        };
        document->setCurrentNode(document->tree().mainLine()[1]);
        QVERIFY(playSomewhere()); // a second child: a variation
        QTest::qWait(800);
        QCOMPARE(panel.buildCount(), builds);
        // At the end of the main line the new move continues it.
        document->setCurrentNode(document->tree().mainLine().back());
        if (document->tree().depth(document->currentNode()) >= ExplorerPanel::Depth)
            QSKIP("the game is longer than the explorer's depth");
        QVERIFY(playSomewhere());
        QTRY_COMPARE(panel.buildCount(), builds + 1);
        const OpeningTree expected = OpeningTree::build(document->collection(), {ExplorerPanel::Depth, false});
        QCOMPARE(panel.openingTree()->moveCount(), expected.moveCount());
        QVERIFY(panel.currentPosition() != OpeningTree::NoPosition);
        QCOMPARE(panel.openingTree()->stats(panel.currentPosition()),
                 expected.stats(expected.positionAfter(document->tree(), document->currentNode())));
    }

    // A big collection is counted in slices between events: the panel says
    // so meanwhile, then shows what a whole build gives. A filter changed
    // and an edit made while counting start it again.
    void bigCollectionsAreCountedInSlices()
    {
        // Enough games for the moves to be sorted on a worker thread at the end.
        const int count = int(ExplorerPanel::FinishInBackgroundFrom) + 1000;
        const auto document = collectionDocument(count, 9, false);
        ExplorerPanel panel;
        panel.setSliceMilliseconds(0);
        panel.setDocument(document.get());
        QVERIFY(panel.isBuilding());
        QCOMPARE(panel.table()->rowCount(), 0);
        const QString counting = panel.summaryLabel()->text();
        QVERIFY2(counting.contains(QString::number(count)) || counting.contains(QLocale().toString(count)),
                 qPrintable(counting));
        QTRY_VERIFY(!panel.isBuilding());
        const OpeningTree all = OpeningTree::build(document->collection(), {ExplorerPanel::Depth, false});
        QCOMPARE(panel.openingTree()->gameCount(), all.gameCount());
        QCOMPARE(panel.openingTree()->moveCount(), all.moveCount());
        QCOMPARE(panel.table()->rowCount(), int(all.moves(all.root()).size()));

        // The filter changes twice while counting: the last one counts.
        QVector<int> even, firstThousands;
        for (int i = 0; i < count; ++i) {
            if (i % 2 == 0)
                even << i;
            if (i < count - 100)
                firstThousands << i;
        }
        panel.setGameSubset(even);
        QVERIFY(panel.isBuilding());
        panel.setGameSubset(firstThousands);
        QTRY_VERIFY(!panel.isBuilding());
        const std::vector<int> indices(firstThousands.begin(), firstThousands.end());
        const OpeningTree subset = OpeningTree::build(document->collection(), indices, {ExplorerPanel::Depth, false});
        QCOMPARE(panel.openingTree()->gameCount(), subset.gameCount());
        QCOMPARE(panel.openingTree()->moveCount(), subset.moveCount());
        QCOMPARE(panel.openingTree()->stats(panel.openingTree()->root()), subset.stats(subset.root()));

        // Back to every game: the count made before the filter is shown at
        // once, counting nothing again.
        const int builds = panel.buildCount();
        panel.clearGameSubset();
        QVERIFY(!panel.isBuilding());
        QCOMPARE(panel.buildCount(), builds);
        QCOMPARE(panel.openingTree()->gameCount(), all.gameCount());
        QCOMPARE(panel.openingTree()->moveCount(), all.moveCount());
        QCOMPARE(panel.table()->rowCount(), int(all.moves(all.root()).size()));

        // Another document shown while counting: the count still ends, kept
        // for when the document is shown again.
        panel.setGameSubset(even);
        QVERIFY(panel.isBuilding());
        panel.setDocument(nullptr);
        QTRY_VERIFY(!panel.isBuilding());
    }

    // A filter change (setGameSubset, called on each keystroke in the game
    // list) returns before any game of a big subset is counted; the panel
    // says it is counting; the next change drops that count; the counts
    // shown at the end are those of a count made by hand.
    void filterChangeReturnsBeforeTheRecount()
    {
        const int count = 6000;
        const auto document = collectionDocument(count, 17, true);
        ExplorerPanel panel;
        panel.setDocument(document.get());
        QTRY_VERIFY(!panel.isBuilding());
        QVector<int> third, odd;
        for (int i = 0; i < count; ++i) {
            if (i % 3 == 0)
                third << i;
            if (i % 2 == 1)
                odd << i;
        }
        QVERIFY(third.size() > int(ExplorerPanel::SliceGames));
        panel.setGameSubset(third);
        QVERIFY(panel.isBuilding());
        QCOMPARE(panel.gamesCounted(), std::size_t(0));
        QVERIFY2(panel.summaryLabel()->text().contains(QStringLiteral("…")), qPrintable(panel.summaryLabel()->text()));
        QCOMPARE(panel.table()->rowCount(), 0);
        panel.setGameSubset(odd); // the next keystroke
        QCOMPARE(panel.gamesCounted(), std::size_t(0));
        QTRY_VERIFY(!panel.isBuilding());

        // By hand: each first move of the odd games, with its games and wins.
        std::map<QString, std::tuple<int, int, int>> expected;
        int games = 0;
        for (int i : odd) {
            const GameRecord &g = document->collection().games[std::size_t(i)];
            ++games;
            const std::unique_ptr<Replayer> start = Replayer::forGame(g);
            NodeId node = g.tree.mainChild(g.tree.root());
            while (node != NoNode && !g.tree.hasMove(node))
                node = g.tree.mainChild(node);
            if (node == NoNode)
                continue;
            auto &[played, wins1, wins2] = expected[start->moveText(g.tree.moveTag(node), g.tree.moveData(node))];
            const int winner = recordedWinner(g);
            ++played;
            wins1 += winner == 1;
            wins2 += winner == 2;
        }
        QCOMPARE(panel.openingTree()->gameCount(), std::size_t(games));
        QCOMPARE(panel.table()->rowCount(), int(expected.size()));
        for (int row = 0; row < panel.table()->rowCount(); ++row) {
            const QString move = panel.table()->item(row, ExplorerPanel::MoveColumn)->text();
            QVERIFY2(expected.contains(move), qPrintable(move));
            const auto [played, wins1, wins2] = expected[move];
            QCOMPARE(intAt(panel.table(), row, ExplorerPanel::GamesColumn), played);
            QCOMPARE(intAt(panel.table(), row, ExplorerPanel::Player1WinsColumn), wins1);
            QCOMPARE(intAt(panel.table(), row, ExplorerPanel::Player2WinsColumn), wins2);
        }
    }

    // In a narrow dock (the width a new window gives it) every column is
    // in sight, the share column taking what is left, without a horizontal
    // scroll bar.
    void columnsFitANarrowPanel()
    {
        const auto document = collectionDocument(300, 4, true);
        ExplorerPanel panel;
        panel.setDocument(document.get());
        panel.resize(300, 400); // the dock's width in a new window
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.table()->rowCount() > 0);
        QHeaderView *header = panel.table()->horizontalHeader();
        QTRY_VERIFY(header->length() <= panel.table()->viewport()->width());
        QVERIFY(!panel.table()->horizontalScrollBar()->isVisible());
        for (int column = 0; column < ExplorerPanel::ColumnCount; ++column) {
            QVERIFY2(header->sectionSize(column) >= header->minimumSectionSize(), qPrintable(QString::number(column)));
            QVERIFY(!header->isSectionHidden(column));
        }
        // The games and wins columns are as wide as their numbers.
        const QFontMetrics metrics(panel.table()->font());
        const QString games = panel.table()->item(0, ExplorerPanel::GamesColumn)->text();
        QVERIFY(header->sectionSize(ExplorerPanel::GamesColumn) >= metrics.horizontalAdvance(games));
        // What is left is enough for the shares ("52% / 41%").
        const QString share = panel.table()->item(0, ExplorerPanel::ShareColumn)->text();
        QVERIFY2(header->sectionSize(ExplorerPanel::ShareColumn) >= metrics.horizontalAdvance(share),
                 qPrintable(QString::number(header->sectionSize(ExplorerPanel::ShareColumn))));
        QCOMPARE(header->sectionResizeMode(ExplorerPanel::ShareColumn), QHeaderView::Stretch);
        QVERIFY(!panel.table()->horizontalHeaderItem(ExplorerPanel::Player1WinsColumn)->toolTip().isEmpty());
    }

    // The window closes a tab while its collection is counted: the document
    // goes first, then the panel is shown none.
    void documentClosedWhileCounting()
    {
        auto document = collectionDocument(int(ExplorerPanel::FinishInBackgroundFrom) + 1000, 9, false);
        ExplorerPanel panel;
        panel.setSliceMilliseconds(0);
        panel.setDocument(document.get());
        QVERIFY(panel.isBuilding());
        document.reset();
        panel.setDocument(nullptr);
        QTRY_VERIFY(!panel.isBuilding());
        QCOMPARE(panel.table()->rowCount(), 0);
        QVERIFY(!panel.openingTree());
    }

    void withoutADocument()
    {
        ExplorerPanel panel;
        QCOMPARE(panel.table()->rowCount(), 0);
        QVERIFY(!panel.openingTree());
        QVERIFY(!panel.summaryLabel()->text().isEmpty());
        QVERIFY(!panel.playRow(0));
    }
};

QTEST_MAIN(TestExplorerPanel)
#include "tst_explorerpanel.moc"
