// The Hex solver (core/analysis/hex): against a brute-force solver of its own
// here (plain minimax over every fill, boards up to 4x4) on random positions,
// winner and the set of winning moves; against the published winners of the
// 6x6 openings; and every full or semi virtual connection H-search claims
// on small boards played out by brute force inside its carrier (also where
// the incremental H-search and the one from scratch differ). The winner
// first and one winning move (solveOne), the observers, a stop from another
// thread, and several threads giving exactly the result of one; the proof
// sets the search keeps, played out by brute force.

#include "analysis/hex/hexdfpn.h"
#include "analysis/hex/hexinferior.h"
#include "analysis/hex/hexsolver.h"
#include "analysis/hex/hextable.h"
#include "analysis/hex/hexvc.h"
#include "hexbrute.h"
#include "hexrandom.h"
#include "hexsweeps.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtTest>

#include <atomic>
#include <thread>

#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

using namespace kibitz;
using namespace kibitz::hexsolve;
using kibitz::test::Brute;
using kibitz::test::randomHexPosition;
using kibitz::test::StoneColours;
using kibitz::test::Winner;

namespace {

std::vector<int> cellsOf(const HexPosition &p)
{
    std::vector<int> cells;
    for (int y = 0; y < p.rows(); ++y) {
        for (int x = 0; x < p.columns(); ++x)
            cells.push_back(p.at(x, y));
    }
    return cells;
}

// A connection claim played out: the owner's ends joined (by his stones,
// the end cells taken as his, and the cells of the carrier he gets) while
// the players alternate inside the carrier, the opponent first for a full
// connection and the owner first for a semi. Cells outside the carrier are
// the opponent's.
struct ConnectionGame {
    const Geometry<1> &g;
    Bits<1> own;
    Bits<1> carrier;
    Bits<1> seedA, seedB; // cells of the two ends
    int edgesA = 0, edgesB = 0;
    // By (the owner's cells, the free cells, whether the owner moves): a
    // hash of the two would mix up positions on boards of 64 cells.
    std::map<std::tuple<std::uint64_t, std::uint64_t, bool>, bool> memo;

    bool joined(const Bits<1> &mine) const
    {
        Bits<1> reach = seedA & mine;
        for (int e = 0; e < 4; ++e) {
            if (edgesA & (1 << e))
                reach |= g.edgeCells[std::size_t(e)] & mine;
        }
        Bits<1> frontier = reach;
        while (frontier.any()) {
            Bits<1> next;
            frontier.forEach([&](int c) { next |= g.neighbours[std::size_t(c)]; });
            next = (next & mine).minus(reach);
            reach |= next;
            frontier = next;
        }
        if (reach.intersects(seedB))
            return true;
        for (int e = 0; e < 4; ++e) {
            if ((edgesB & (1 << e)) && reach.intersects(g.edgeCells[std::size_t(e)]))
                return true;
        }
        return false;
    }
    // The game of joining H-search's ends `a` and `b` inside `carrier`.
    static ConnectionGame between(const Geometry<1> &g, const Bits<1> &own, const HSearch<1>::End &a,
                                  const HSearch<1>::End &b, const Bits<1> &carrier)
    {
        ConnectionGame game{g, own, carrier, a.stones, b.stones, a.edges, b.edges, {}};
        if (a.cell >= 0)
            game.seedA.set(a.cell);
        if (b.cell >= 0)
            game.seedB.set(b.cell);
        return game;
    }

    // Whether the owner joins the ends, `ownerMoves` to move, `free` left.
    bool play(const Bits<1> &mine, const Bits<1> &free, bool ownerMoves)
    {
        if (free.none())
            return joined(mine);
        const auto k = std::make_tuple(mine.w[0], free.w[0], ownerMoves);
        if (auto it = memo.find(k); it != memo.end())
            return it->second;
        bool result = !ownerMoves;
        free.forEach([&](int c) {
            if (result == ownerMoves)
                return;
            Bits<1> f = free;
            f.reset(c);
            Bits<1> m = mine;
            if (ownerMoves)
                m.set(c);
            if (play(m, f, !ownerMoves) == ownerMoves)
                result = ownerMoves;
        });
        memo.emplace(k, result);
        return result;
    }
};

} // namespace

class TestHexSolver : public QObject {
    Q_OBJECT
private slots:
    void smallBoardsAgainstBruteForce_data()
    {
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("minStones");
        QTest::addColumn<int>("fullCount");
        QTest::newRow("2x2") << 2 << 2 << 0 << 20;
        QTest::newRow("3x3") << 3 << 3 << 0 << 150;
        QTest::newRow("3x4") << 3 << 4 << 1 << 150;
        QTest::newRow("4x3") << 4 << 3 << 1 << 150;
        QTest::newRow("4x4") << 4 << 4 << 5 << 200;
    }
    void smallBoardsAgainstBruteForce()
    {
        QFETCH(int, cols);
        QFETCH(int, rows);
        QFETCH(int, minStones);
        QFETCH(int, fullCount);
        const int count = test::hexSweepCount(fullCount, fullCount / 3);
        QRandomGenerator rng(20261126u + unsigned(cols * 10 + rows));
        Brute brute{cols, rows, {}};
        int checkedWins = 0;
        for (int n = 0; n < count; ++n) {
            const int stones = minStones + int(rng.bounded(std::max(1, cols * rows / 2)));
            const HexPosition p = randomHexPosition(rng, cols, rows, stones, StoneColours::Random, Winner::Excluded);
            std::vector<int> cells = cellsOf(p);
            const int expected = brute.winner(cells, p.toMove());
            std::set<std::pair<int, int>> expectedMoves;
            if (expected == p.toMove()) {
                for (std::size_t i = 0; i < cells.size(); ++i) {
                    if (cells[i] != 0)
                        continue;
                    cells[i] = p.toMove();
                    if (brute.winner(cells, 3 - p.toMove()) == p.toMove())
                        expectedMoves.insert({int(i) % cols, int(i) / cols});
                    cells[i] = 0;
                }
                ++checkedWins;
            }
            HexSolver solver;
            const HexSolveResult r = solver.solve(p);
            const QByteArray where = p.toText().toUtf8() + " to move " + QByteArray::number(p.toMove());
            QVERIFY2(r.winner == expected, where.constData());
            const std::set<std::pair<int, int>> got(r.winningMoves.begin(), r.winningMoves.end());
            QVERIFY2(got == expectedMoves, where.constData());
        }
        QVERIFY(checkedWins > count / 5);
    }

    void proofSetsHold()
    {
        // The proof set the search keeps for a proven position (hexdfpn.h):
        // the winner still wins when the loser gets every empty cell outside
        // it, played out by brute force, for random positions and each of
        // their children (whose sets may come from a sibling's refutation).
        struct Size {
            int cols, rows, minStones, fullCount;
        };
        for (const Size size : {Size{4, 4, 5, 100}, Size{4, 3, 1, 60}, Size{5, 5, 15, 30}}) {
            QRandomGenerator rng(20261130u + unsigned(size.cols * 10 + size.rows));
            Brute brute{size.cols, size.rows, {}};
            const Geometry<1> g(size.cols, size.rows);
            int checked = 0;
            int smaller = 0;
            for (int n = 0; n < test::hexSweepCount(size.fullCount, size.fullCount / 8); ++n) {
                const int stones = size.minStones + int(rng.bounded(4));
                const HexPosition p
                    = randomHexPosition(rng, size.cols, size.rows, stones, StoneColours::Random, Winner::Excluded);
                Board<1> root;
                root.toMove = p.toMove();
                const std::vector<int> cells = cellsOf(p);
                for (int c = 0; c < g.cells; ++c) {
                    if (cells[std::size_t(c)])
                        root.of(cells[std::size_t(c)]).set(c);
                }
                Dfpn<1> dfpn(g, 14);
                std::vector<Board<1>> positions{root};
                g.all.minus(root.occupied()).forEach([&](int c) {
                    Board<1> child = root;
                    child.of(root.toMove).set(c);
                    child.toMove = 3 - root.toMove;
                    positions.push_back(child);
                });
                for (const Board<1> &b : positions) {
                    const auto outcome = dfpn.solve(b);
                    QVERIFY(outcome != Dfpn<1>::Outcome::Unknown);
                    const int winner = outcome == Dfpn<1>::Outcome::Win ? b.toMove : 3 - b.toMove;
                    const Bits<1> empty = g.all.minus(b.occupied());
                    const Bits<1> proof = dfpn.proofSet(b);
                    QVERIFY(proof.subsetOf(g.all));
                    std::vector<int> given(std::size_t(g.cells), 0);
                    for (int c = 0; c < g.cells; ++c)
                        given[std::size_t(c)] = b.of(1).test(c) ? 1 : b.of(2).test(c) ? 2 : 0;
                    empty.minus(proof).forEach([&](int c) { given[std::size_t(c)] = 3 - winner; });
                    const QByteArray where = p.toText().toUtf8() + " child set " + QByteArray::number(checked);
                    QVERIFY2(brute.winner(given, b.toMove) == winner, where.constData());
                    ++checked;
                    smaller += (empty.minus(proof)).any();
                }
            }
            // The sets leave cells out: the test can see a wrong one.
            QVERIFY(smaller > checked / 4);
        }
    }

    void openings3And4()
    {
        // 3x3 opening by opening against the brute force; 4x4 against the
        // published result (HexWiki "Small boards", Queenbee's opening
        // table): player 1 wins exactly with the short diagonal.
        Brute brute{3, 3, {}};
        for (int c = 0; c < 9; ++c) {
            HexPosition p(3);
            p.place({c % 3, c / 3, 1});
            std::vector<int> cells = cellsOf(p);
            const HexSolveResult r = HexSolver().solve(p);
            QCOMPARE(r.toMove, 2);
            QCOMPARE(r.winner, brute.winner(cells, 2));
        }
        for (int c = 0; c < 16; ++c) {
            HexPosition p(4);
            p.place({c % 4, c / 4, 1});
            const bool shortDiagonal = c % 4 + c / 4 == 3;
            QCOMPARE(HexSolver().solveWinner(p).winner, shortDiagonal ? 1 : 2);
        }
    }

    void published6x6Openings()
    {
        // benzene's regression/dfpn-solve-6x6.tst: the openings player 1
        // (black, top to bottom) wins; all others lose.
        const QStringList wins = QStringLiteral("a3 a4 a5 a6 b2 b3 b4 b5 c2 c3 c4 c5 d2 d3 d4 d5 e2 e3 e4 e5 "
                                                "f1 f2 f3 f4")
                                     .split(QLatin1Char(' '));
        // Without the full sweeps: openings of both winners that solve fast.
        const QStringList part = QStringLiteral("a1 e1 b2 c2 e2 d3 c4 b5 f5 b6").split(QLatin1Char(' '));
        for (int c = 0; c < 36; ++c) {
            if (!test::fullHexSweeps() && !part.contains(HexPosition::cellName(c % 6, c / 6)))
                continue;
            HexPosition p(6);
            p.place({c % 6, c / 6, 1});
            HexSolver solver;
            const HexSolveResult r = solver.solveWinner(p);
            const QString name = HexPosition::cellName(c % 6, c / 6);
            QVERIFY2(r.winner == (wins.contains(name) ? 1 : 2), qPrintable(name));
        }
    }

    void allWinningOpeningsOf5x5()
    {
        // The empty 5x5 board: the winning first moves are solved one by one
        // and must match the winners of the openings solved apart.
        HexSolver solver;
        const HexSolveResult r = solver.solve(HexPosition(5));
        QCOMPARE(r.winner, 1);
        std::set<std::pair<int, int>> got(r.winningMoves.begin(), r.winningMoves.end());
        std::set<std::pair<int, int>> expected;
        for (int c = 0; c < 25; ++c) {
            HexPosition p(5);
            p.place({c % 5, c / 5, 1});
            if (HexSolver().solveWinner(p).winner == 1)
                expected.insert({c % 5, c / 5});
        }
        QCOMPARE(got, expected);
        // The centre and the obtuse corners win, the acute corners lose.
        QVERIFY(got.contains({2, 2}) && got.contains({4, 0}) && got.contains({0, 4}));
        QVERIFY(!got.contains({0, 0}) && !got.contains({4, 4}));
    }

    void oneWinningMoveAndObservers()
    {
        // Random 5x5 and 6x6 positions: solveOne names the winner of solve()
        // and one of its winning moves; the observers hear the winner once,
        // before any move, and exactly the winning moves of the result.
        QRandomGenerator rng(20261129u);
        const int count = test::hexSweepCount(60, 20);
        for (int n = 0; n < count; ++n) {
            const int size = n % 2 == 0 ? 5 : 6;
            const HexPosition p
                = randomHexPosition(rng, size, size, 2 + int(rng.bounded(6)), StoneColours::Random, Winner::Excluded);
            const QByteArray where = p.toText().toUtf8() + " to move " + QByteArray::number(p.toMove());
            int heardWinner = 0;
            int winnerCalls = 0;
            bool moveBeforeWinner = false;
            std::set<std::pair<int, int>> heardMoves;
            HexSolveOptions options;
            options.onWinner = [&](int w) {
                heardWinner = w;
                ++winnerCalls;
            };
            options.onWinningMove = [&](int x, int y) {
                moveBeforeWinner = moveBeforeWinner || winnerCalls == 0;
                QVERIFY(heardMoves.insert({x, y}).second);
            };
            const HexSolveResult all = HexSolver(options).solve(p);
            QVERIFY2(all.winner != 0, where.constData());
            QCOMPARE(winnerCalls, 1);
            QCOMPARE(heardWinner, all.winner);
            QVERIFY(!moveBeforeWinner);
            const std::set<std::pair<int, int>> proven(all.winningMoves.begin(), all.winningMoves.end());
            QVERIFY2(heardMoves == proven, where.constData());
            const HexSolveResult one = HexSolver().solveOne(p);
            QVERIFY2(one.winner == all.winner, where.constData());
            if (all.winner == p.toMove()) {
                QCOMPARE(one.winningMoves.size(), std::size_t(1));
                QVERIFY2(heardMoves.contains(one.winningMoves.front()), where.constData());
            } else {
                QVERIFY(one.winningMoves.empty());
            }
        }
    }

    void threadsGiveTheResultOfOne()
    {
        // The same winner and winning moves with 1, 2 and 3 threads (the
        // dominated moves skipped depend on which losing moves are proven
        // first, the result does not).
        QRandomGenerator rng(20261130u);
        const int count = test::hexSweepCount(30, 10);
        for (int n = 0; n < count; ++n) {
            const int size = 5 + n % 2;
            const HexPosition p
                = randomHexPosition(rng, size, size, int(rng.bounded(5)), StoneColours::Random, Winner::Excluded);
            const QByteArray where = p.toText().toUtf8() + " to move " + QByteArray::number(p.toMove());
            const HexSolveResult single = HexSolver().solve(p);
            for (int threads : {2, 3}) {
                HexSolveOptions options;
                options.threads = threads;
                std::atomic<int> moves{0};
                options.onWinningMove = [&](int, int) { ++moves; };
                const HexSolveResult r = HexSolver(options).solve(p);
                QVERIFY2(r.winner == single.winner, where.constData());
                QVERIFY2(r.winningMoves == single.winningMoves, where.constData());
                QCOMPARE(std::size_t(moves.load()), r.winningMoves.size());
            }
        }
        // An empty board, every winning move, on two threads: 6x6 (5x5 in
        // the sweeps' part: 6x6 takes minutes under the sanitizers).
        HexSolveOptions two;
        two.threads = 2;
        const int size = test::hexSweepCount(6, 5);
        const HexSolveResult a = HexSolver().solve(HexPosition(size));
        const HexSolveResult b = HexSolver(two).solve(HexPosition(size));
        QCOMPARE(b.winner, 1);
        QCOMPARE(b.winningMoves, a.winningMoves);
    }

    void sharedTableKeepsEntriesWhole()
    {
        // Threads storing and looking up keys that share buckets: what a
        // lookup finds is always a whole entry, one stored for that key
        // (each key's numbers are made from it), never a mix of two.
        TranspositionTable<1> table(10, true);
        const auto valuesOf = [](std::uint64_t key, std::uint32_t round) {
            return TranspositionTable<1>::Values{std::uint32_t(key) * 7 + round, std::uint32_t(key >> 32) + round};
        };
        std::atomic<int> torn{0};
        std::atomic<int> found{0};
        const auto work = [&](std::uint64_t seed) {
            QRandomGenerator rng{quint32(seed)};
            for (std::uint32_t round = 0; round < 20000; ++round) {
                // 64 keys over 8 buckets.
                const std::uint64_t key = (std::uint64_t(rng.bounded(64)) << 32) | (rng.bounded(8) * 2);
                const auto [phi, delta] = valuesOf(key, round % 4);
                table.store(key, phi, delta, round % 5);
                if (const auto e = table.lookup(key ^ (std::uint64_t(rng.bounded(2)) << 33))) {
                    ++found;
                    const std::uint64_t other = key ^ (std::uint64_t(1) << 33);
                    bool whole = false;
                    for (std::uint32_t r = 0; r < 4; ++r)
                        whole = whole || *e == valuesOf(key, r) || *e == valuesOf(other, r);
                    if (!whole)
                        ++torn;
                }
            }
        };
        std::vector<std::thread> threads;
        for (std::uint64_t t = 0; t < 4; ++t)
            threads.emplace_back(work, t + 1);
        for (std::thread &t : threads)
            t.join();
        QCOMPARE(torn.load(), 0);
        QVERIFY(found.load() > 0);
    }

    void stopFromAnotherThread()
    {
        // The empty 9x9 board takes far longer than this: a stop set from
        // another thread ends it, with two threads as with one.
        for (int threads : {1, 2}) {
            std::atomic<bool> stop{false};
            HexSolveOptions options;
            options.stop = &stop;
            options.threads = threads;
            HexSolveResult r;
            r.winner = -1;
            std::thread solving([&] { r = HexSolver(options).solve(HexPosition(9)); });
            QTest::qWait(300);
            QElapsedTimer clock;
            clock.start();
            stop = true;
            solving.join();
            QVERIFY2(clock.elapsed() < 5000, "the stop was not heard");
            QCOMPARE(r.winner, 0);
            QVERIFY(r.winningMoves.empty());
        }
    }

    void wideBoardAgrees()
    {
        // The six-word board (boards over 64 cells) gives the same answers
        // as the one-word board, on random 5x5 to 8x8 positions.
        QRandomGenerator rng(99u);
        const int count = test::hexSweepCount(60, 12);
        for (int n = 0; n < count; ++n) {
            const int size = 5 + n % 4;
            const HexPosition p = randomHexPosition(rng, size, size, size * size / 3 + int(rng.bounded(size * 2)),
                                                    StoneColours::Random, Winner::Excluded);
            HexSolveOptions narrowOptions;
            narrowOptions.seconds = 20;
            HexSolveOptions wideOptions = narrowOptions;
            wideOptions.wideBoard = true;
            const HexSolveResult narrow = HexSolver(narrowOptions).solve(p);
            const HexSolveResult wide = HexSolver(wideOptions).solve(p);
            QVERIFY2(narrow.winner == wide.winner, qPrintable(p.toText()));
            if (narrow.winner != 0) {
                QVERIFY(narrow.winningMoves == wide.winningMoves);
                QCOMPARE(narrow.nodes, wide.nodes);
            }
        }
    }

    void finishedAndTimedOut()
    {
        HexPosition won(3);
        for (int y = 0; y < 3; ++y)
            won.place({1, y, 1});
        const HexSolveResult r = HexSolver().solve(won);
        QCOMPARE(r.winner, 1);
        QVERIFY(r.winningMoves.empty());

        HexSolveOptions cancel;
        cancel.cancelled = [] { return true; };
        const HexSolveResult c = HexSolver(cancel).solve(HexPosition(8));
        QCOMPARE(c.winner, 0);
        QVERIFY(c.winningMoves.empty());

        HexSolveResult big = HexSolver().solve(HexPosition(20));
        QVERIFY(!big.supported);
    }

    void virtualConnectionsHold()
    {
        // Every full connection H-search claims on random 4x4 and 5x5
        // positions is won by its owner with the opponent moving first inside
        // the carrier; every semi connection with the owner moving first.
        QRandomGenerator rng(7u);
        int fulls = 0;
        int semis = 0;
        const int count = test::hexSweepCount(60, 20);
        for (int n = 0; n < count; ++n) {
            const int size = n % 2 ? 4 : 5;
            const HexPosition p
                = randomHexPosition(rng, size, size, int(rng.bounded(7)), StoneColours::Random, Winner::Excluded);
            Geometry<1> g(size, size);
            Board<1> b;
            for (int c = 0; c < size * size; ++c) {
                if (const int v = p.at(c % size, c / size))
                    b.of(v).set(c);
            }
            for (int player = 1; player <= 2; ++player) {
                HSearch<1> hs(g);
                hs.run(b, player, false);
                const auto &ends = hs.ends();
                for (int i = 0; i < int(ends.size()); ++i) {
                    for (int j = i + 1; j < int(ends.size()); ++j) {
                        auto check = [&](const Bits<1> &carrier, bool ownerFirst) {
                            if (carrier.count() > 11)
                                return;
                            ConnectionGame game = ConnectionGame::between(g, b.of(player), ends[std::size_t(i)],
                                                                          ends[std::size_t(j)], carrier);
                            QVERIFY(!carrier.intersects(game.seedA) && !carrier.intersects(game.seedB));
                            const Bits<1> mine = b.of(player) | game.seedA | game.seedB;
                            const bool holds = game.play(mine, carrier, ownerFirst);
                            const QByteArray where = p.toText().toUtf8() + " player " + QByteArray::number(player)
                                                   + " ends " + QByteArray::number(i) + "," + QByteArray::number(j);
                            QVERIFY2(holds, where.constData());
                        };
                        for (const Bits<1> &c : hs.fulls(i, j)) {
                            check(c, false);
                            ++fulls;
                        }
                        for (const auto &s : hs.semis(i, j)) {
                            QVERIFY(s.carrier.test(s.key));
                            check(s.carrier, true);
                            ++semis;
                        }
                    }
                }
            }
        }
        QVERIFY(fulls > 1000 * count / 60);
        QVERIFY(semis > 100 * count / 60);
    }

    void incrementalHSearchHolds()
    {
        // H-search started from the connections of the position one move
        // (and its fill-in) before, as the solver runs it, along random move
        // sequences on 4x4 to 8x8, each run starting from the last one's
        // snapshot: every connection it finds that the run from scratch does
        // not find (or the other way round; the per-pair caps may keep
        // others) is played out by brute force inside its carrier.
        QRandomGenerator rng(2207u);
        const int sequences = test::hexSweepCount(600, 60);
        long same = 0;
        long differing = 0;
        long checked = 0;
        long incremental = 0;
        long runs = 0;
        std::set<std::tuple<int, std::uint64_t, std::uint64_t, std::uint64_t, std::uint64_t, int>> played;
        for (int n = 0; n < sequences; ++n) {
            const int size = 4 + n % 5;
            Geometry<1> g(size, size);
            Inferior<1> inferior(g);
            Board<1> b;
            b.toMove = 1;
            std::array<HSearch<1>::Snapshot, 2> snaps;
            const int moves = int(rng.bounded(size * size / 2)) + 1;
            for (int m = 0; m < moves; ++m) {
                const Bits<1> empty = g.all.minus(b.occupied());
                if (empty.none())
                    break;
                std::vector<int> cells;
                empty.forEach([&](int c) { cells.push_back(c); });
                b.of(b.toMove).set(cells[rng.bounded(int(cells.size()))]);
                b.toMove = 3 - b.toMove;
                if (rng.bounded(2))
                    inferior.fill(b);
                for (int player = 1; player <= 2; ++player) {
                    HSearch<1> scratch(g);
                    scratch.run(b, player);
                    HSearch<1> hs(g);
                    hs.run(b, player, false, false, &snaps[std::size_t(player - 1)]);
                    ++runs;
                    if (hs.wasIncremental())
                        ++incremental;
                    hs.snapshot(b, snaps[std::size_t(player - 1)]);
                    QCOMPARE(hs.ends().size(), scratch.ends().size());
                    if (scratch.edgesFull() || hs.edgesFull())
                        continue; // a run stops there
                    const auto &ends = hs.ends();
                    auto check = [&](int i, int j, const Bits<1> &carrier, bool ownerFirst, const char *which = "") {
                        if (carrier.count() > 8)
                            return;
                        const auto &a = ends[std::size_t(i)];
                        const auto &e = ends[std::size_t(j)];
                        ConnectionGame game = ConnectionGame::between(g, b.of(player), a, e, carrier);
                        QVERIFY(!carrier.intersects(game.seedA) && !carrier.intersects(game.seedB));
                        QVERIFY(!carrier.intersects(b.occupied()));
                        const Bits<1> mine = b.of(player) | game.seedA | game.seedB;
                        // The same claim recurs along a sequence: played out once.
                        if (!played
                                 .insert({size, mine.w[0], game.seedA.w[0], game.seedB.w[0], carrier.w[0],
                                          a.edges * 32 + e.edges * 2 + (ownerFirst ? 1 : 0)})
                                 .second)
                            return;
                        const bool holds = game.play(mine, carrier, ownerFirst);
                        const QByteArray where = "size " + QByteArray::number(size) + " sequence "
                                               + QByteArray::number(n) + " player " + QByteArray::number(player)
                                               + " ends " + QByteArray::number(i) + "," + QByteArray::number(j) + " "
                                               + which + (ownerFirst ? " semi" : " full");
                        QVERIFY2(holds, where.constData());
                        ++checked;
                    };
                    for (int i = 0; i < int(ends.size()); ++i) {
                        for (int j = i + 1; j < int(ends.size()); ++j) {
                            const auto f1 = hs.fulls(i, j);
                            const auto f2 = scratch.fulls(i, j);
                            for (const Bits<1> &c : f1) {
                                const bool both = std::find(f2.begin(), f2.end(), c) != f2.end();
                                both ? ++same : ++differing;
                                if (!both)
                                    check(i, j, c, false, "incremental");
                            }
                            for (const Bits<1> &c : f2) {
                                if (std::find(f1.begin(), f1.end(), c) == f1.end()) {
                                    ++differing;
                                    check(i, j, c, false);
                                }
                            }
                            const auto s1 = hs.semis(i, j);
                            const auto s2 = scratch.semis(i, j);
                            auto has = [](const auto &list, const auto &s) {
                                return std::any_of(list.begin(), list.end(), [&](const auto &t) {
                                    return t.carrier == s.carrier && t.key == s.key;
                                });
                            };
                            for (const auto &x : s1) {
                                QVERIFY(x.carrier.test(x.key));
                                const bool both = has(s2, x);
                                both ? ++same : ++differing;
                                if (!both)
                                    check(i, j, x.carrier, true, "incremental");
                            }
                            for (const auto &x : s2) {
                                if (!has(s1, x)) {
                                    ++differing;
                                    check(i, j, x.carrier, true);
                                }
                            }
                        }
                    }
                }
            }
        }
        qInfo("incremental H-search: %ld of %ld runs incremental; %ld connections the same, %ld differing, %ld of "
              "those played out",
              incremental, runs, same, differing, checked);
        QVERIFY(incremental > runs / 2);
        QVERIFY(same > 1000 * sequences / 250);
    }

    void deadCellsAreDead()
    {
        // A cell the inferior-cell analysis calls dead changes no winner:
        // brute force with the cell given to either player, either to move.
        QRandomGenerator rng(11u);
        int dead = 0;
        for (int n = 0; n < 300 && dead < 60; ++n) {
            const HexPosition p
                = randomHexPosition(rng, 4, 4, 4 + int(rng.bounded(6)), StoneColours::Random, Winner::Excluded);
            Geometry<1> g(4, 4);
            Inferior<1> inferior(g);
            Bits<1> s1, s2;
            std::vector<int> cells = cellsOf(p);
            for (int c = 0; c < 16; ++c) {
                if (cells[std::size_t(c)] == 1)
                    s1.set(c);
                if (cells[std::size_t(c)] == 2)
                    s2.set(c);
            }
            Brute brute{4, 4, {}};
            for (int c = 0; c < 16; ++c) {
                if (cells[std::size_t(c)] != 0 || !inferior.dead(s1, s2, c))
                    continue;
                ++dead;
                for (int toMove = 1; toMove <= 2; ++toMove) {
                    cells[std::size_t(c)] = 1;
                    const int w1 = brute.winner(cells, toMove);
                    cells[std::size_t(c)] = 2;
                    const int w2 = brute.winner(cells, toMove);
                    cells[std::size_t(c)] = 0;
                    QVERIFY2(w1 == w2, qPrintable(p.toText()));
                }
            }
        }
        QVERIFY(dead >= 20);
    }
};

QTEST_GUILESS_MAIN(TestHexSolver)
#include "tst_hexsolver.moc"
