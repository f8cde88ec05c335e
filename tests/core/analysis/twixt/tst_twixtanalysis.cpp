#include "analysis/twixt/twixtanalysis.h"
#include "formats/registry.h"

#include <QDir>
#include <QRandomGenerator>
#include <QtTest>

#include <map>
#include <queue>
#include <set>

using namespace kibitz;

namespace {
constexpr int kKnightDx[8] = {2, 1, -1, -2, -2, -1, 1, 2};
constexpr int kKnightDy[8] = {-1, -2, -2, -1, 1, 2, 2, 1};

TwixtMove peg(int x, int y, int player)
{
    TwixtMove m;
    m.x = x;
    m.y = y;
    m.player = player;
    return m;
}

void place(TwixtPosition &p, const std::vector<std::array<int, 3>> &pegs)
{
    for (const auto &[x, y, player] : pegs)
        QCOMPARE(p.apply(peg(x, y, player)), TwixtPosition::Error::None);
}

// Written apart from the analysis: segments cross when each one's ends lie
// strictly on both sides of the other's line, tested against the list of
// links on the board.
bool properCross(double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy)
{
    const auto side = [](double px, double py, double qx, double qy, double rx, double ry) {
        const double v = (qx - px) * (ry - py) - (qy - py) * (rx - px);
        return v > 0 ? 1 : v < 0 ? -1 : 0;
    };
    return side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0
        && side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0;
}

bool holeForbidden(const TwixtPosition &p, int player, int x, int y)
{
    if (!p.inside(x, y))
        return true;
    const bool sideColumn = x == 0 || x == p.columns() - 1;
    const bool sideRow = y == 0 || y == p.rows() - 1;
    return (sideColumn && sideRow) || (player == 1 ? sideColumn : sideRow) || p.pegAt(x, y) == 3 - player;
}

// The fewest pegs to place, by Dijkstra with a priority queue over holes,
// each candidate link checked against every opponent link on the board.
int distanceByDijkstra(const TwixtPosition &p, int player)
{
    std::vector<std::array<int, 4>> walls;
    for (const TwixtLink &l : p.links()) {
        if (p.pegAt(l.x, l.y) == 3 - player)
            walls.push_back({l.x, l.y, l.otherX(), l.otherY()});
    }
    const int w = p.columns(), h = p.rows();
    std::vector<int> best(std::size_t(w * h), 1 << 30);
    using Item = std::pair<int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    for (int i = 0; i < (player == 1 ? w : h); ++i) {
        const int x = player == 1 ? i : 0, y = player == 1 ? 0 : i;
        if (holeForbidden(p, player, x, y))
            continue;
        const int c = p.pegAt(x, y) == player ? 0 : 1;
        best[std::size_t(y * w + x)] = c;
        open.push({c, y * w + x});
    }
    while (!open.empty()) {
        const auto [cost, at] = open.top();
        open.pop();
        if (cost > best[std::size_t(at)])
            continue;
        const int x = at % w, y = at / w;
        if ((player == 1 ? y : x) == (player == 1 ? h : w) - 1)
            return cost;
        for (int k = 0; k < 8; ++k) {
            const int nx = x + kKnightDx[k], ny = y + kKnightDy[k];
            if (holeForbidden(p, player, nx, ny))
                continue;
            bool blocked = false;
            for (const auto &wall : walls)
                blocked = blocked || properCross(x, y, nx, ny, wall[0], wall[1], wall[2], wall[3]);
            if (blocked)
                continue;
            const int c = cost + (p.pegAt(nx, ny) == player ? 0 : 1);
            if (c < best[std::size_t(ny * w + nx)]) {
                best[std::size_t(ny * w + nx)] = c;
                open.push({c, ny * w + nx});
            }
        }
    }
    return TwixtAnalysis::Unreachable;
}

bool routeWhole(const TwixtPosition &p, int player, const TwixtRoute &route)
{
    if (p.pegAt(route.holeX, route.holeY) != 0)
        return false;
    for (const TwixtLink &l : route.links) {
        if (p.linkCrosses(l, player))
            return false;
    }
    return true;
}

// Plays the proof's strategy for `winner` with the game's own rules against
// the opponent's peg at (x, y) (a short move; x -1: none): close the open gap
// whose zone holds the peg, else the open gap whose later zone holds it, else
// the first open gap. `closed` marks the gaps already closed. Returns an
// empty string, or why the proof failed.
QString answer(TwixtPosition &p, int winner, const std::vector<TwixtGap> &proof, std::vector<bool> &closed, int x,
               int y)
{
    const auto holds = [&](const std::vector<std::pair<int, int>> &zone) {
        return std::find(zone.begin(), zone.end(), std::make_pair(x, y)) != zone.end();
    };
    int target = -1;
    for (std::size_t g = 0; g < proof.size() && target < 0; ++g) {
        if (!closed[g] && holds(proof[g].zone))
            target = int(g);
    }
    for (std::size_t g = 0; g < proof.size() && target < 0; ++g) {
        if (!closed[g] && holds(proof[g].laterZone))
            target = int(g);
    }
    for (std::size_t g = 0; g < proof.size(); ++g) {
        if (closed[g] || int(g) == target || holds(proof[g].zone) || holds(proof[g].laterZone))
            continue;
        // A gap whose zones the opponent did not enter keeps all its routes.
        for (const TwixtRoute &r : proof[g].routes) {
            if (!routeWhole(p, winner, r))
                return QStringLiteral("a peg at %1 outside the zones of gap %2 broke a route through %3")
                    .arg(TwixtPosition::holeName(x, y))
                    .arg(g)
                    .arg(TwixtPosition::holeName(r.holeX, r.holeY));
        }
    }
    for (std::size_t g = 0; g < proof.size() && target < 0; ++g) {
        if (!closed[g])
            target = int(g);
    }
    if (target < 0)
        return QString();
    for (const TwixtRoute &r : proof[std::size_t(target)].routes) {
        if (!routeWhole(p, winner, r))
            continue;
        TwixtMove m = peg(r.holeX, r.holeY, winner);
        if (p.rules() != TwixtRules::PaperAndPencil) {
            // Only the route's links, so that no other link gets in the way.
            m.longMove = true;
            m.added = r.links;
        }
        if (p.apply(m) != TwixtPosition::Error::None)
            return QStringLiteral("the route through %1 cannot be played")
                .arg(TwixtPosition::holeName(r.holeX, r.holeY));
        for (const TwixtLink &l : r.links) {
            if (!p.hasLink(l))
                return QStringLiteral("the route through %1 did not get its links")
                    .arg(TwixtPosition::holeName(r.holeX, r.holeY));
        }
        closed[std::size_t(target)] = true;
        return QString();
    }
    return QStringLiteral("after %1 no route of gap %2 is whole").arg(TwixtPosition::holeName(x, y)).arg(target);
}

std::vector<std::pair<int, int>> legalHoles(const TwixtPosition &p, int player)
{
    std::vector<std::pair<int, int>> holes;
    for (int y = 0; y < p.rows(); ++y) {
        for (int x = 0; x < p.columns(); ++x) {
            if (p.canPlacePeg(x, y, player) == TwixtPosition::Error::None)
                holes.emplace_back(x, y);
        }
    }
    return holes;
}

// Every single opponent peg, each answered by the strategy.
QString checkEveryReply(const TwixtPosition &position, int winner, const std::vector<TwixtGap> &proof)
{
    for (const auto &[x, y] : legalHoles(position, 3 - winner)) {
        TwixtPosition p = position;
        if (p.apply(peg(x, y, 3 - winner)) != TwixtPosition::Error::None)
            continue;
        std::vector<bool> closed(proof.size(), false);
        const QString why = answer(p, winner, proof, closed, x, y);
        if (!why.isEmpty())
            return why;
    }
    return QString();
}

// Every pair of opponent pegs, each answered by the strategy.
QString checkEveryTwoReplies(const TwixtPosition &position, int winner, const std::vector<TwixtGap> &proof)
{
    for (const auto &[x, y] : legalHoles(position, 3 - winner)) {
        TwixtPosition p = position;
        if (p.apply(peg(x, y, 3 - winner)) != TwixtPosition::Error::None)
            continue;
        std::vector<bool> closed(proof.size(), false);
        QString why = answer(p, winner, proof, closed, x, y);
        if (!why.isEmpty())
            return why;
        for (const auto &[x2, y2] : legalHoles(p, 3 - winner)) {
            TwixtPosition q = p;
            if (q.apply(peg(x2, y2, 3 - winner)) != TwixtPosition::Error::None)
                continue;
            std::vector<bool> closedToo = closed;
            why = answer(q, winner, proof, closedToo, x2, y2);
            if (!why.isEmpty())
                return TwixtPosition::holeName(x, y) + QLatin1String(", then ") + why;
        }
    }
    return QString();
}

// The strategy played to the end against an opponent who plays into the
// zones most of the time: the winner must be connected when every gap is
// closed.
QString playOut(const TwixtPosition &position, int winner, const std::vector<TwixtGap> &proof, QRandomGenerator &random)
{
    TwixtPosition p = position;
    std::vector<bool> closed(proof.size(), false);
    for (std::size_t turn = 0; turn <= proof.size(); ++turn) {
        std::vector<std::pair<int, int>> zoneHoles;
        for (std::size_t g = 0; g < proof.size(); ++g) {
            for (const auto *zone : {&proof[g].zone, &proof[g].laterZone}) {
                for (const auto &[x, y] : *zone) {
                    if (!closed[g] && p.canPlacePeg(x, y, 3 - winner) == TwixtPosition::Error::None)
                        zoneHoles.emplace_back(x, y);
                }
            }
        }
        // Holes in the zones of two open gaps are where a double threat
        // would start: the opponent favours them.
        std::vector<std::pair<int, int>> sharedHoles;
        for (const auto &hole : zoneHoles) {
            if (std::count(zoneHoles.begin(), zoneHoles.end(), hole) > 1)
                sharedHoles.push_back(hole);
        }
        const auto anywhere = legalHoles(p, 3 - winner);
        const int choice = int(random.bounded(4));
        const auto &from = !sharedHoles.empty() && choice < 2 ? sharedHoles
                         : !zoneHoles.empty() && choice < 3   ? zoneHoles
                                                              : anywhere;
        int x = -1, y = -1;
        if (!from.empty()) {
            std::tie(x, y) = from[std::size_t(random.bounded(int(from.size())))];
            if (p.apply(peg(x, y, 3 - winner)) != TwixtPosition::Error::None)
                return QStringLiteral("the opponent's peg was refused");
        }
        const QString why = answer(p, winner, proof, closed, x, y);
        if (!why.isEmpty())
            return why;
        if (std::all_of(closed.begin(), closed.end(), [](bool c) { return c; }))
            break;
    }
    if (p.winner() != winner)
        return QStringLiteral("every gap is closed but player %1 is not connected").arg(winner);
    return QString();
}

// A random game: pegs anywhere each player may put them.
TwixtPosition randomPosition(QRandomGenerator &random, int columns, int rows, TwixtRules rules, int pegs)
{
    TwixtPosition p(columns, rows, rules);
    for (int i = 0; i < pegs && p.winner() == 0; ++i) {
        const int player = 1 + i % 2;
        const auto holes = legalHoles(p, player);
        if (holes.empty())
            break;
        const auto [x, y] = holes[std::size_t(random.bounded(int(holes.size())))];
        p.apply(peg(x, y, player));
    }
    return p;
}

QString corpusDir()
{
    return QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/");
}
} // namespace

class TestTwixtAnalysis : public QObject {
    Q_OBJECT
private slots:
    void emptyBoard()
    {
        // 23 rows to cross, two per link at most: 12 links, 13 pegs.
        const TwixtAnalysis a = analyseTwixt(TwixtPosition(24, 24));
        QCOMPARE(a.canConnect[0], true);
        QCOMPARE(a.canConnect[1], true);
        QCOMPARE(a.distance[0], 13);
        QCOMPARE(a.distance[1], 13);
        QVERIFY(!a.draw);
        QCOMPARE(a.decidedWinner, 0);
        // On a board three columns wide player 1 has only the middle column,
        // where no knight's move stays: he can never connect.
        const TwixtAnalysis narrow = analyseTwixt(TwixtPosition(3, 8));
        QCOMPARE(narrow.canConnect[0], false);
        QCOMPARE(narrow.distance[0], TwixtAnalysis::Unreachable);
        QCOMPARE(narrow.canConnect[1], true);
    }

    void linkedChainHasWon()
    {
        TwixtPosition p(8, 8);
        place(p, {{3, 0, 1}, {4, 2, 1}, {3, 4, 1}, {4, 6, 1}, {2, 7, 1}});
        QCOMPARE(p.winner(), 1);
        const TwixtAnalysis a = analyseTwixt(p);
        QCOMPARE(a.decidedWinner, 1);
        QCOMPARE(a.distance[0], 0);
        QVERIFY(a.proof.empty());
        // The chain is a wall: player 2 cannot get across.
        QCOMPARE(a.canConnect[1], false);
        QCOMPARE(distanceByDijkstra(p, 2), TwixtAnalysis::Unreachable);
    }

    void opponentLinkCutsBothWays()
    {
        // Four columns: player 1 has columns 1 and 2 and must zigzag
        // b1-c3-b5 or c1-b3-c5. Player 2's link a3-c2 crosses the first link
        // of both (worked out by hand: b1-c3 at 0.6 of its length, c1-b3 at
        // 2/3).
        TwixtPosition p(4, 5);
        QCOMPARE(analyseTwixt(p).distance[0], 3);
        place(p, {{2, 1, 2}});
        QCOMPARE(analyseTwixt(p).distance[0], 3); // a peg alone blocks neither
        place(p, {{0, 2, 2}});
        QVERIFY(p.hasLink(*TwixtLink::between(0, 2, 2, 1)));
        const TwixtAnalysis a = analyseTwixt(p);
        QCOMPARE(a.canConnect[0], false);
        QCOMPARE(a.distance[0], TwixtAnalysis::Unreachable);
        // Player 2 reaches his right border through d4, a hole player 1 may
        // not use, by a link nothing can cross: a proven win.
        QCOMPARE(a.canConnect[1], true);
        QCOMPARE(a.distance[1], 1);
        QCOMPARE(a.decidedWinner, 2);
        QCOMPARE(a.proof.size(), std::size_t(1));
        QCOMPARE(a.proof[0].routes.size(), std::size_t(1));
        QCOMPARE(a.proof[0].routes[0].holeX, 3);
        QCOMPARE(a.proof[0].routes[0].holeY, 3);
        QVERIFY(checkEveryReply(p, 2, a.proof).isEmpty());
    }

    void ownLinksAreNoObstacle()
    {
        // On 4x5 the link c2-b4 crosses b1-c3 and b3-c5 (by hand: at 3/4 of
        // b1-c3 and 1/4 of b3-c5), one link of each of player 1's two ways.
        // As player 2's link it cuts him off; as his own it does not (paper
        // and pencil lets him cross it, the other rules let him remove it).
        for (TwixtRules rules : {TwixtRules::Standard, TwixtRules::PaperAndPencil}) {
            TwixtPosition own(4, 5, rules);
            place(own, {{2, 1, 1}, {1, 3, 1}});
            QVERIFY(own.hasLink(*TwixtLink::between(2, 1, 1, 3)));
            QCOMPARE(analyseTwixt(own).distance[0], 3);
            TwixtPosition theirs(4, 5, rules);
            place(theirs, {{2, 1, 2}, {1, 3, 2}});
            QVERIFY(theirs.hasLink(*TwixtLink::between(2, 1, 1, 3)));
            QCOMPARE(analyseTwixt(theirs).distance[0], TwixtAnalysis::Unreachable);
        }
    }

    void doubleLinkToBothBorders()
    {
        // 9x9: the chain e2-f4 reaches the border row by c1 or g1 (links
        // from row 2 to row 1 cannot be crossed: player 2 may not use row
        // 1); the chain f6-e8 reaches row 9 by c9 or g9; f4 and f6 are
        // joined through d5 or h5, a double link. Player 2 cannot stop it.
        TwixtPosition p(9, 9);
        place(p, {{4, 1, 1}, {5, 3, 1}, {5, 5, 1}, {4, 7, 1}});
        const TwixtAnalysis a = analyseTwixt(p);
        QCOMPARE(a.decidedWinner, 1);
        QCOMPARE(a.proof.size(), std::size_t(3));
        QVERIFY(checkEveryReply(p, 1, a.proof).isEmpty());
        QRandomGenerator random(5);
        for (int game = 0; game < 20; ++game)
            QVERIFY(playOut(p, 1, a.proof, random).isEmpty());
        // A player 2 peg on h5 leaves f4-f6 a single bridge through d5,
        // which player 2 can take: no longer proven.
        p.apply(peg(7, 4, 2));
        QCOMPARE(analyseTwixt(p).decidedWinner, 0);

        // Two double links in a row, e2 to e6 (through d4 or f4) and e6 to
        // e8 (through c7 or g7): their zones share holes around e6, each
        // the first concern of one gap.
        TwixtPosition twice(9, 9);
        place(twice, {{4, 1, 1}, {4, 5, 1}, {4, 7, 1}});
        const TwixtAnalysis b = analyseTwixt(twice);
        QCOMPARE(b.decidedWinner, 1);
        QCOMPARE(b.proof.size(), std::size_t(4));
        QVERIFY(std::any_of(b.proof.begin(), b.proof.end(), [](const TwixtGap &g) { return !g.laterZone.empty(); }));
        QVERIFY(checkEveryTwoReplies(twice, 1, b.proof).isEmpty());
        for (int game = 0; game < 50; ++game)
            QVERIFY(playOut(twice, 1, b.proof, random).isEmpty());
    }

    void wallsMakeADraw()
    {
        // 5x5 (found by a random search, checked by hand): player 2's pegs
        // fill row 3 of player 1's columns b-d, which he can only cross by a
        // link from row 2 to row 4; from b2 and d2 he cannot reach row 1
        // (a1 and e1 are corners) and from c2... likewise, and c4, the end
        // of his link d2-c4, has no way to row 5 (a5, e5 are player 2's).
        // Player 2 cannot reach column e: every way to e2, e3, e4 crosses
        // that link d2-c4 or needs row 1 or 5.
        TwixtPosition p(5, 5);
        place(p, {{1, 2, 2}, {2, 2, 2}, {3, 2, 2}, {3, 1, 1}, {2, 3, 1}});
        QVERIFY(p.hasLink(*TwixtLink::between(3, 1, 2, 3)));
        const TwixtAnalysis a = analyseTwixt(p);
        QCOMPARE(a.canConnect[0], false);
        QCOMPARE(a.canConnect[1], false);
        QVERIFY(a.draw);
        QCOMPARE(a.decidedWinner, 0);
        QCOMPARE(distanceByDijkstra(p, 1), TwixtAnalysis::Unreachable);
        QCOMPARE(distanceByDijkstra(p, 2), TwixtAnalysis::Unreachable);
        // Without player 1's link player 2 gets through.
        TwixtPosition open(5, 5);
        place(open, {{1, 2, 2}, {2, 2, 2}, {3, 2, 2}, {3, 1, 1}});
        QVERIFY(!analyseTwixt(open).draw);
    }

    void gameAnalysisNamesTheFirstPly()
    {
        // The draw of wallsMakeADraw played as a game: it holds from the
        // fifth move on, not before.
        GameRecord drawn;
        drawn.kind = GameKind::Twixt;
        drawn.columns = drawn.rows = 5;
        NodeId at = drawn.tree.root();
        for (const auto &[x, y, player] :
             std::vector<std::array<int, 3>>{{1, 2, 2}, {3, 1, 1}, {2, 2, 2}, {2, 3, 1}, {3, 2, 2}})
            at = drawn.tree.appendChild(at, std::uint8_t(MoveTag::Place), encodeTwixtMove(peg(x, y, player)));
        const TwixtGameAnalysis a = analyseTwixtGame(drawn);
        QCOMPARE(a.plies.size(), std::size_t(6));
        QCOMPARE(a.drawFromPly, 5);
        QVERIFY(!a.plies[4].draw);
        QCOMPARE(a.decidedFromPly, -1);
        QCOMPARE(a.illegalPly, -1);

        // The chain of doubleLinkToBothBorders, player 2 playing far away:
        // proven once e8 is placed (ply 7), and the proof is kept on request.
        GameRecord won;
        won.kind = GameKind::Twixt;
        won.columns = won.rows = 9;
        at = won.tree.root();
        for (const auto &[x, y, player] : std::vector<std::array<int, 3>>{
                 {4, 1, 1}, {0, 1, 2}, {5, 3, 1}, {0, 6, 2}, {5, 5, 1}, {0, 3, 2}, {4, 7, 1}})
            at = won.tree.appendChild(at, std::uint8_t(MoveTag::Place), encodeTwixtMove(peg(x, y, player)));
        const TwixtGameAnalysis b = analyseTwixtGame(won, true);
        QCOMPARE(b.decidedFromPly, 7);
        QCOMPARE(b.decidedWinner, 1);
        QVERIFY(!b.plies[7].proof.empty());
        QVERIFY(analyseTwixtGame(won).plies[7].proof.empty());
        // A move the rules refuse stops the analysis before it.
        won.tree.appendChild(at, std::uint8_t(MoveTag::Place), encodeTwixtMove(peg(4, 7, 2)));
        QCOMPARE(analyseTwixtGame(won).illegalPly, 8);
        QCOMPARE(analyseTwixtGame(won).plies.size(), std::size_t(8));

        // Progress: called once per position with the count so far; false
        // stops the analysis there.
        std::vector<int> steps;
        const TwixtGameAnalysis all = analyseTwixtGame(won, false, [&](int analysed) {
            steps.push_back(analysed);
            return true;
        });
        QCOMPARE(steps, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(all.plies.size(), std::size_t(8));
        const TwixtGameAnalysis stopped = analyseTwixtGame(won, false, [](int analysed) { return analysed < 3; });
        QCOMPARE(stopped.plies.size(), std::size_t(3));
        QCOMPARE(stopped.decidedFromPly, -1);
    }

    void randomPositionsAgreeWithDijkstra()
    {
        QRandomGenerator random(22);
        int cannot = 0;
        for (int round = 0; round < 600; ++round) {
            const int w = 5 + int(random.bounded(8)), h = 5 + int(random.bounded(8));
            const TwixtRules rules = round % 2 ? TwixtRules::PaperAndPencil : TwixtRules::Standard;
            const TwixtPosition p = randomPosition(random, w, h, rules, int(random.bounded(w * h)));
            const TwixtAnalysis a = analyseTwixt(p);
            for (int player = 1; player <= 2; ++player) {
                QCOMPARE(a.distance[std::size_t(player - 1)], distanceByDijkstra(p, player));
                cannot += a.canConnect[std::size_t(player - 1)] ? 0 : 1;
            }
            QCOMPARE(a.draw, !a.canConnect[0] && !a.canConnect[1]);
        }
        // The positions exercise both answers.
        QVERIFY(cannot > 50);
    }

    void randomProofsHold()
    {
        // Every proof found on random small boards survives every single
        // reply, and its strategy wins when played out.
        QRandomGenerator random(2022);
        int proofs = 0, shared = 0;
        const int rounds = qEnvironmentVariableIntValue("KIBITZ_TWIXT_PROOF_ROUNDS") > 0
                             ? qEnvironmentVariableIntValue("KIBITZ_TWIXT_PROOF_ROUNDS")
                             : 1500;
        for (int round = 0; round < rounds; ++round) {
            const int w = 6 + int(random.bounded(6)), h = 6 + int(random.bounded(6));
            const TwixtRules rules = round % 2 ? TwixtRules::PaperAndPencil : TwixtRules::Standard;
            const TwixtPosition p = randomPosition(random, w, h, rules, int(random.bounded(w * h / 3 + 1)));
            const TwixtAnalysis a = analyseTwixt(p);
            if (a.decidedWinner == 0 || a.proof.empty())
                continue;
            ++proofs;
            const bool overlapping
                = std::any_of(a.proof.begin(), a.proof.end(), [](const TwixtGap &g) { return !g.laterZone.empty(); });
            shared += overlapping ? 1 : 0;
            QVERIFY(a.canConnect[std::size_t(a.decidedWinner - 1)]);
            QVERIFY(!a.draw);
            const QString every = checkEveryReply(p, a.decidedWinner, a.proof);
            QVERIFY2(every.isEmpty(), qPrintable(p.toText() + QLatin1String(": ") + every));
            for (int game = 0; game < (overlapping ? 20 : 3); ++game) {
                const QString why = playOut(p, a.decidedWinner, a.proof, random);
                QVERIFY2(why.isEmpty(), qPrintable(p.toText() + QLatin1String(": ") + why));
            }
        }
        qInfo("%d proofs checked, %d with zones shared between gaps", proofs, shared);
        QVERIFY(proofs > 50);
    }

    void chainProofsHold()
    {
        // Positions made to hold chains: player 1's pegs a double link apart
        // (steps that leave two bridge holes) from row 2 to the row before
        // the last, a few opponent pegs scattered over them, and the same
        // position mirrored for player 2. Most proofs here share zones
        // between gaps.
        QRandomGenerator random(1822);
        const int steps[][2] = {{0, 2}, {1, 1}, {-1, 1}, {1, 3}, {-1, 3}, {3, 1}, {-3, 1}, {3, 3}, {-3, 3}, {0, 4}};
        int proofs = 0, shared = 0;
        const int rounds = qEnvironmentVariableIntValue("KIBITZ_TWIXT_PROOF_ROUNDS") > 0
                             ? qEnvironmentVariableIntValue("KIBITZ_TWIXT_PROOF_ROUNDS")
                             : 600;
        for (int round = 0; round < rounds; ++round) {
            const int w = 7 + int(random.bounded(10)), h = 7 + int(random.bounded(10));
            const TwixtRules rules = round % 2 ? TwixtRules::PaperAndPencil : TwixtRules::Standard;
            // From row 2 to the row before the last: the links to the
            // border rows cannot be crossed there.
            std::vector<std::array<int, 3>> pegs;
            for (int x = 1 + int(random.bounded(w - 2)), y = 1;;) {
                pegs.push_back({x, y, 1});
                if (y == h - 2)
                    break;
                int nx, ny;
                do {
                    const auto &step = steps[random.bounded(10)];
                    nx = x + step[0] * (random.bounded(2) ? 1 : -1);
                    ny = y + step[1];
                } while (nx < 1 || nx > w - 2 || ny > h - 2 || ny == h - 3);
                x = nx;
                y = ny;
            }
            const int opponents = int(random.bounded(w * h / 24 + 1));
            for (int i = 0; i < opponents; ++i)
                pegs.push_back({int(random.bounded(w)), int(random.bounded(h)), 2});
            for (bool mirrored : {false, true}) {
                TwixtPosition p(mirrored ? h : w, mirrored ? w : h, rules);
                for (const auto &[px, py, player] : pegs) {
                    if (mirrored)
                        p.apply(peg(py, px, 3 - player));
                    else
                        p.apply(peg(px, py, player));
                }
                const TwixtAnalysis a = analyseTwixt(p);
                if (a.decidedWinner == 0 || a.proof.empty())
                    continue;
                ++proofs;
                const bool overlapping = std::any_of(a.proof.begin(), a.proof.end(),
                                                     [](const TwixtGap &g) { return !g.laterZone.empty(); });
                shared += overlapping ? 1 : 0;
                const QString every = overlapping && shared <= 10 ? checkEveryTwoReplies(p, a.decidedWinner, a.proof)
                                                                  : checkEveryReply(p, a.decidedWinner, a.proof);
                QVERIFY2(every.isEmpty(), qPrintable(p.toText() + QLatin1String(": ") + every));
                for (int game = 0; game < 10; ++game) {
                    const QString why = playOut(p, a.decidedWinner, a.proof, random);
                    QVERIFY2(why.isEmpty(), qPrintable(p.toText() + QLatin1String(": ") + why));
                }
            }
        }
        qInfo("%d proofs checked, %d with zones shared between gaps", proofs, shared);
        QVERIFY(shared > 30);
    }

    void realGames()
    {
        const QStringList folders{QStringLiteral("twixt-lg"), QStringLiteral("twixt-t1")};
        if (!QDir(corpusDir()).exists())
            QSKIP("the shared corpus (../shared/corpus/real) is not here");
        QRandomGenerator random(9);
        std::map<QString, int> drawFrom;
        for (const QString &folder : folders) {
            const QDir dir(corpusDir() + folder);
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
                const FileLoad file = loadFile(dir.filePath(name));
                QVERIFY2(file.result.ok(), qPrintable(name));
                int number = 0;
                for (const GameRecord &game : file.result.collection->games) {
                    ++number;
                    const TwixtGameAnalysis analysis = analyseTwixtGame(game, true);
                    QCOMPARE(analysis.illegalPly, -1);
                    // Replay to check every position against the independent
                    // search, and each first proof against every reply.
                    TwixtPosition p(game.columns, game.rows, setupOf<TwixtSetup>(game).rules);
                    std::size_t ply = 0;
                    int lastWinner = 0;
                    for (NodeId id = game.tree.root(); id != NoNode; id = game.tree.mainChild(id), ++ply) {
                        if (id != game.tree.root())
                            QCOMPARE(p.applyMove(MoveTag(game.tree.moveTag(id)), game.tree.moveData(id)),
                                     TwixtPosition::Error::None);
                        const TwixtAnalysis &a = analysis.plies[ply];
                        for (int player = 1; player <= 2; ++player)
                            QCOMPARE(a.distance[std::size_t(player - 1)], distanceByDijkstra(p, player));
                        if (a.decidedWinner != 0 && !a.proof.empty() && a.decidedWinner != lastWinner) {
                            const QString every = checkEveryReply(p, a.decidedWinner, a.proof);
                            QVERIFY2(every.isEmpty(),
                                     qPrintable(QStringLiteral("%1 ply %2: %3").arg(name).arg(ply).arg(every)));
                            for (int k = 0; k < 10; ++k) {
                                const QString why = playOut(p, a.decidedWinner, a.proof, random);
                                QVERIFY2(why.isEmpty(),
                                         qPrintable(QStringLiteral("%1 ply %2: %3").arg(name).arg(ply).arg(why)));
                            }
                        }
                        // Once proven, a winner stays proven or wins.
                        if (lastWinner != 0)
                            QCOMPARE(a.decidedWinner == 0 || a.decidedWinner == lastWinner, true);
                        lastWinner = a.decidedWinner ? a.decidedWinner : lastWinner;
                    }
                    qInfo("%s game %d (%dx%d, %d plies, result \"%s\"): draw from ply %d, decided for player %d from "
                          "ply %d",
                          qPrintable(folder + QLatin1Char('/') + name), number, game.columns, game.rows,
                          int(analysis.plies.size()) - 1, qPrintable(game.result), analysis.drawFromPly,
                          analysis.decidedWinner, analysis.decidedFromPly);
                    drawFrom[name] = analysis.drawFromPly;
                }
            }
        }
        // twixtbot-ui's file of a drawn game ends in a draw.
        if (drawFrom.contains(QStringLiteral("drawngame.T1")))
            QVERIFY(drawFrom[QStringLiteral("drawngame.T1")] >= 0);
    }
};

QTEST_MAIN(TestTwixtAnalysis)
#include "tst_twixtanalysis.moc"
