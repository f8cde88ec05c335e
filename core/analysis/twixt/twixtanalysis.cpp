#include "analysis/twixt/twixtanalysis.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <map>

namespace kibitz {

namespace {
std::vector<int> sortedUnique(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

bool disjoint(const std::vector<int> &a, const std::vector<int> &b)
{
    auto i = a.begin();
    auto j = b.begin();
    while (i != a.end() && j != b.end()) {
        if (*i == *j)
            return false;
        if (*i < *j)
            ++i;
        else
            ++j;
    }
    return true;
}

std::vector<int> intersection(const std::vector<int> &a, const std::vector<int> &b)
{
    std::vector<int> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

std::vector<int> unionOf(const std::vector<int> &a, const std::vector<int> &b)
{
    std::vector<int> out;
    std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

class Analyser {
public:
    explicit Analyser(const TwixtPosition &position)
        : m_position(position)
        , m_columns(position.columns())
        , m_rows(position.rows())
    {
        const std::size_t holes = std::size_t(m_columns) * std::size_t(m_rows);
        for (int owner = 1; owner <= 2; ++owner) {
            m_crossedBy[std::size_t(owner)].assign(holes, 0);
            m_threatened[std::size_t(owner)].assign(holes, 0);
        }
        for (const TwixtLink &link : position.links()) {
            const int owner = position.pegAt(link.x, link.y);
            if (owner == 1 || owner == 2)
                markCrossing(link, m_crossedBy[std::size_t(owner)]);
        }
        // Links the opponent could still add between two of his pegs: those
        // no link of the player crosses.
        for (int y = 0; y < m_rows; ++y) {
            for (int x = 0; x < m_columns; ++x) {
                const int owner = position.pegAt(x, y);
                if (owner == 0)
                    continue;
                for (int d = 1; d <= 4; ++d) {
                    const TwixtLink link{x, y, d};
                    if (position.pegAt(link.otherX(), link.otherY()) == owner && !position.hasLink(link)
                        && !crossed(link, 3 - owner))
                        markCrossing(link, m_threatened[std::size_t(3 - owner)]);
                }
            }
        }
    }

    int index(int x, int y) const { return y * m_columns + x; }
    int xOf(int i) const { return i % m_columns; }
    int yOf(int i) const { return i / m_columns; }
    bool inside(int x, int y) const { return m_position.inside(x, y); }
    // Rows for player 1, columns for player 2.
    int along(int player, int x, int y) const { return player == 1 ? y : x; }
    int lastLine(int player) const { return (player == 1 ? m_rows : m_columns) - 1; }
    bool onBorder(int player, int x, int y) const
    {
        const int a = along(player, x, y);
        return a == 0 || a == lastLine(player);
    }

    // On the board, no corner, not on the opponent's border lines.
    bool allowed(int player, int x, int y) const { return inside(x, y) && holeAllowed(player, x, y); }
    bool usable(int player, int x, int y) const
    {
        const int peg = m_position.pegAt(x, y);
        return allowed(player, x, y) && (peg == 0 || peg == player);
    }
    bool emptyFor(int player, int x, int y) const { return allowed(player, x, y) && m_position.pegAt(x, y) == 0; }

    // A link of `owner`'s crosses `link`.
    bool crossed(const TwixtLink &link, int owner) const
    {
        return inside(link.x, link.y)
            && (m_crossedBy[std::size_t(owner)][std::size_t(index(link.x, link.y))] >> (link.direction - 1)) & 1;
    }
    bool threatened(const TwixtLink &link, int player) const
    {
        return inside(link.x, link.y)
            && (m_threatened[std::size_t(player)][std::size_t(index(link.x, link.y))] >> (link.direction - 1)) & 1;
    }

    int distance(int player) const;
    std::optional<std::vector<TwixtGap>> prove(int player) const;

private:
    bool holeAllowed(int player, int x, int y) const
    {
        const bool edgeColumn = x == 0 || x == m_columns - 1;
        const bool edgeRow = y == 0 || y == m_rows - 1;
        if (edgeColumn && edgeRow)
            return false;
        return !((player == 1 && edgeColumn) || (player == 2 && edgeRow));
    }

    void markCrossing(const TwixtLink &link, std::vector<std::uint8_t> &bits) const
    {
        for (const TwixtCrossing &o : twixtCrossings(link.direction)) {
            const int x = link.x + o.dx;
            const int y = link.y + o.dy;
            if (inside(x, y) && inside(x + kTwixtDx[o.direction], y + kTwixtDy[o.direction]))
                bits[std::size_t(index(x, y))] |= std::uint8_t(1u << (o.direction - 1));
        }
    }

    struct Route {
        int hole = 0;
        std::vector<TwixtLink> links;
        // The sets of empty holes that break the route once the opponent
        // has pegs in all of them (one or two holes each; -1 pads).
        std::vector<std::array<int, 2>> killSets;
        std::vector<int> breakers; // the kill sets of one hole
        std::vector<int> zone; // every hole of a kill set, and the route's hole
    };
    Route makeRoute(int player, int hole, std::vector<TwixtLink> links) const;
    bool routeLinkOk(int player, const TwixtLink &link) const
    {
        if (crossed(link, 3 - player) || threatened(link, player))
            return false;
        return m_position.rules() == TwixtRules::PaperAndPencil || !crossed(link, player);
    }

    const TwixtPosition &m_position;
    int m_columns;
    int m_rows;
    std::array<std::vector<std::uint8_t>, 3> m_crossedBy; // [owner]: per bottom hole, bits of directions
    std::array<std::vector<std::uint8_t>, 3> m_threatened; // [player]: crossed by links his opponent may add
};

int Analyser::distance(int player) const
{
    const std::size_t holes = std::size_t(m_columns) * std::size_t(m_rows);
    constexpr int kFar = std::numeric_limits<int>::max();
    std::vector<int> cost(holes, kFar);
    std::deque<int> queue;
    const int span = player == 1 ? m_columns : m_rows;
    for (int i = 0; i < span; ++i) {
        const int x = player == 1 ? i : 0;
        const int y = player == 1 ? 0 : i;
        if (!usable(player, x, y))
            continue;
        const int c = m_position.pegAt(x, y) == player ? 0 : 1;
        cost[std::size_t(index(x, y))] = c;
        if (c == 0)
            queue.push_front(index(x, y));
        else
            queue.push_back(index(x, y));
    }
    // 0-1 breadth-first: a hole can be queued twice; the later, dearer entry
    // is skipped by the cost check.
    std::vector<std::uint8_t> done(holes, 0);
    int best = kFar;
    while (!queue.empty()) {
        const int u = queue.front();
        queue.pop_front();
        if (done[std::size_t(u)])
            continue;
        done[std::size_t(u)] = 1;
        const int ux = xOf(u), uy = yOf(u);
        const int cu = cost[std::size_t(u)];
        if (along(player, ux, uy) == lastLine(player)) {
            best = std::min(best, cu);
            continue;
        }
        for (int k = 0; k < 8; ++k) {
            const int vx = ux + kTwixtKnightDx[k], vy = uy + kTwixtKnightDy[k];
            if (!usable(player, vx, vy))
                continue;
            if (crossed(*TwixtLink::between(ux, uy, vx, vy), 3 - player))
                continue;
            const int v = index(vx, vy);
            const int step = m_position.pegAt(vx, vy) == player ? 0 : 1;
            if (cu + step < cost[std::size_t(v)]) {
                cost[std::size_t(v)] = cu + step;
                if (step == 0)
                    queue.push_front(v);
                else
                    queue.push_back(v);
            }
        }
    }
    return best == kFar ? TwixtAnalysis::Unreachable : best;
}

Analyser::Route Analyser::makeRoute(int player, int hole, std::vector<TwixtLink> links) const
{
    const int opponent = 3 - player;
    Route route;
    route.hole = hole;
    route.links = std::move(links);
    // The opponent may take the hole unless it is on the player's border.
    if (emptyFor(opponent, xOf(hole), yOf(hole)))
        route.killSets.push_back({hole, -1});
    route.zone.push_back(hole);
    const auto available = [&](int x, int y) { return usable(opponent, x, y); };
    for (const TwixtLink &link : route.links) {
        for (const TwixtCrossing &o : twixtCrossings(link.direction)) {
            const TwixtLink c{link.x + o.dx, link.y + o.dy, o.direction};
            const int ax = c.x, ay = c.y, bx = c.otherX(), by = c.otherY();
            if (!available(ax, ay) || !available(bx, by) || crossed(c, player))
                continue; // the opponent can never make this link
            std::array<int, 2> set{-1, -1};
            int n = 0;
            if (m_position.pegAt(ax, ay) == 0)
                set[std::size_t(n++)] = index(ax, ay);
            if (m_position.pegAt(bx, by) == 0)
                set[std::size_t(n++)] = index(bx, by);
            if (n == 0)
                continue; // two opponent pegs: routeLinkOk has refused the route
            if (set[1] >= 0 && set[1] < set[0])
                std::swap(set[0], set[1]);
            route.killSets.push_back(set);
            route.zone.push_back(set[0]);
            if (set[1] >= 0)
                route.zone.push_back(set[1]);
        }
    }
    std::sort(route.killSets.begin(), route.killSets.end());
    route.killSets.erase(std::unique(route.killSets.begin(), route.killSets.end()), route.killSets.end());
    for (const auto &set : route.killSets) {
        if (set[1] < 0)
            route.breakers.push_back(set[0]);
    }
    route.breakers = sortedUnique(std::move(route.breakers));
    route.zone = sortedUnique(std::move(route.zone));
    return route;
}

std::optional<std::vector<TwixtGap>> Analyser::prove(int player) const
{
    const std::size_t holes = std::size_t(m_columns) * std::size_t(m_rows);
    // The player's pegs joined by his links, and which border each reaches:
    // terminal 0 the first border, 1 the second, 2 + n the n-th group.
    std::vector<int> group(holes, -1);
    int groups = 0;
    std::vector<int> queue;
    for (std::size_t start = 0; start < holes; ++start) {
        if (group[start] >= 0 || m_position.pegAt(xOf(int(start)), yOf(int(start))) != player)
            continue;
        group[start] = groups;
        queue.assign(1, int(start));
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int ux = xOf(queue[head]), uy = yOf(queue[head]);
            for (int k = 0; k < 8; ++k) {
                const int vx = ux + kTwixtKnightDx[k], vy = uy + kTwixtKnightDy[k];
                if (m_position.pegAt(vx, vy) != player || group[std::size_t(index(vx, vy))] >= 0)
                    continue;
                if (!m_position.hasLink(*TwixtLink::between(ux, uy, vx, vy)))
                    continue;
                group[std::size_t(index(vx, vy))] = groups;
                queue.push_back(index(vx, vy));
            }
        }
        ++groups;
    }
    std::vector<int> parent(std::size_t(groups) + 2);
    for (std::size_t i = 0; i < parent.size(); ++i)
        parent[i] = int(i);
    const auto find = [&](int t) {
        while (parent[std::size_t(t)] != t) {
            parent[std::size_t(t)] = parent[std::size_t(parent[std::size_t(t)])];
            t = parent[std::size_t(t)];
        }
        return t;
    };
    const auto unite = [&](int a, int b) { parent[std::size_t(find(a))] = find(b); };
    for (std::size_t i = 0; i < holes; ++i) {
        if (group[i] < 0)
            continue;
        const int a = along(player, xOf(int(i)), yOf(int(i)));
        if (a == 0)
            unite(2 + group[i], 0);
        if (a == lastLine(player))
            unite(2 + group[i], 1);
    }
    if (find(0) == find(1))
        return std::vector<TwixtGap>();

    // Routes, by the pair of terminals they join.
    std::map<std::pair<int, int>, std::vector<Route>> routesByGap;
    for (std::size_t i = 0; i < holes; ++i) {
        if (group[i] < 0)
            continue;
        const int ax = xOf(int(i)), ay = yOf(int(i));
        const int ta = find(2 + group[i]);
        for (int k = 0; k < 8; ++k) {
            const int hx = ax + kTwixtKnightDx[k], hy = ay + kTwixtKnightDy[k];
            if (!emptyFor(player, hx, hy))
                continue;
            const TwixtLink first = *TwixtLink::between(ax, ay, hx, hy);
            if (!routeLinkOk(player, first))
                continue;
            const int h = index(hx, hy);
            if (onBorder(player, hx, hy)) {
                const int tb = find(along(player, hx, hy) == 0 ? 0 : 1);
                if (tb != ta)
                    routesByGap[{std::min(ta, tb), std::max(ta, tb)}].push_back(makeRoute(player, h, {first}));
                continue;
            }
            for (int j = 0; j < 8; ++j) {
                const int bx = hx + kTwixtKnightDx[j], by = hy + kTwixtKnightDy[j];
                if (m_position.pegAt(bx, by) != player || index(bx, by) <= int(i))
                    continue; // each pair of pegs once
                const int tb = find(2 + group[std::size_t(index(bx, by))]);
                if (tb == ta)
                    continue;
                const TwixtLink second = *TwixtLink::between(hx, hy, bx, by);
                if (!routeLinkOk(player, second))
                    continue;
                routesByGap[{std::min(ta, tb), std::max(ta, tb)}].push_back(makeRoute(player, h, {first, second}));
            }
        }
    }

    // Gaps that hold, each with the fewest routes (the smallest zone) that
    // no single opponent peg breaks together.
    struct Gap {
        int a;
        int b;
        std::vector<const Route *> routes;
        std::vector<int> zone;
    };
    std::vector<Gap> gaps;
    for (const auto &[ends, routes] : routesByGap) {
        Gap best{ends.first, ends.second, {}, {}};
        bool found = false;
        const auto consider = [&](std::vector<const Route *> chosen, std::vector<int> zone) {
            if (!found || zone.size() < best.zone.size()) {
                best.routes = std::move(chosen);
                best.zone = std::move(zone);
                found = true;
            }
        };
        for (std::size_t r = 0; r < routes.size(); ++r) {
            if (routes[r].breakers.empty())
                consider({&routes[r]}, routes[r].zone);
            for (std::size_t s = r + 1; s < routes.size(); ++s) {
                if (disjoint(routes[r].breakers, routes[s].breakers))
                    consider({&routes[r], &routes[s]}, unionOf(routes[r].zone, routes[s].zone));
            }
        }
        if (!found && routes.size() > 2) {
            std::vector<int> common = routes[0].breakers;
            std::vector<int> zone = routes[0].zone;
            std::vector<const Route *> all{&routes[0]};
            for (std::size_t r = 1; r < routes.size(); ++r) {
                common = intersection(common, routes[r].breakers);
                zone = unionOf(zone, routes[r].zone);
                all.push_back(&routes[r]);
            }
            if (common.empty())
                consider(std::move(all), std::move(zone));
        }
        if (found)
            gaps.push_back(std::move(best));
    }

    // A chain of gaps from border to border, the shortest first. Where the
    // zones of two gaps overlap, each shared hole is first the concern of
    // one of them (the gap whose route goes through it, else the one it
    // alone breaks a route of, else the earlier one in the chain): an
    // opponent peg there is answered in that gap, or in the other one once
    // that gap is closed. So against a gap the opponent gets at most one
    // peg for free from each neighbour that comes first on some of its
    // holes, and then one more before it is closed. The chain holds when
    // for every set S of holes that would break all routes of a gap, at
    // least two holes of S are that gap's concern when they are played:
    // |S| - (the neighbours that come first on a hole of S) >= 2. Without
    // overlaps this is: no single hole breaks all the routes. Also no hole
    // is in three zones, no hole is the route hole of two gaps, and where own
    // links block, no route link crosses one of another gap. A gap in
    // conflict with the chain is left out and the search tried again.
    const int terminals = groups + 2;
    std::vector<std::uint8_t> banned(gaps.size(), 0);
    std::vector<std::array<int, 2>> zoneGaps(holes); // the chain gaps (by position) whose zone holds a hole
    std::vector<int> first(holes, -1); // the chain position that a shared hole concerns first
    for (int attempt = 0; attempt < 32; ++attempt) {
        std::vector<int> via(std::size_t(terminals), -2); // the gap that reached a terminal
        std::vector<int> bfs{find(0)};
        via[std::size_t(find(0))] = -1;
        for (std::size_t head = 0; head < bfs.size() && via[std::size_t(find(1))] == -2; ++head) {
            const int t = bfs[head];
            for (std::size_t g = 0; g < gaps.size(); ++g) {
                if (banned[g] || (gaps[g].a != t && gaps[g].b != t))
                    continue;
                const int next = gaps[g].a == t ? gaps[g].b : gaps[g].a;
                if (via[std::size_t(next)] != -2)
                    continue;
                via[std::size_t(next)] = int(g);
                bfs.push_back(next);
            }
        }
        if (via[std::size_t(find(1))] == -2)
            return std::nullopt;
        std::vector<int> chain;
        for (int t = find(1); via[std::size_t(t)] >= 0;) {
            const Gap &g = gaps[std::size_t(via[std::size_t(t)])];
            chain.push_back(via[std::size_t(t)]);
            t = g.a == t ? g.b : g.a;
        }
        std::reverse(chain.begin(), chain.end());
        const auto gapAt = [&](std::size_t c) -> const Gap & { return gaps[std::size_t(chain[c])]; };

        std::fill(zoneGaps.begin(), zoneGaps.end(), std::array<int, 2>{-1, -1});
        std::fill(first.begin(), first.end(), -1);
        int conflict = -1;
        for (std::size_t c = 0; c < chain.size() && conflict < 0; ++c) {
            for (int hole : gapAt(c).zone) {
                auto &in = zoneGaps[std::size_t(hole)];
                if (in[0] < 0)
                    in[0] = int(c);
                else if (in[1] < 0)
                    in[1] = int(c);
                else
                    conflict = chain[c]; // a third zone
            }
            for (std::size_t e = 0; e < c && conflict < 0; ++e) {
                for (const Route *r : gapAt(c).routes) {
                    for (const Route *s : gapAt(e).routes) {
                        if (r->hole == s->hole)
                            conflict = chain[c];
                        if (m_position.rules() == TwixtRules::PaperAndPencil)
                            continue;
                        for (const TwixtLink &l : r->links) {
                            for (const TwixtLink &m : s->links) {
                                if (twixtLinksCross(l, m))
                                    conflict = chain[c];
                            }
                        }
                    }
                }
            }
        }
        if (conflict >= 0) {
            banned[std::size_t(conflict)] = 1;
            continue;
        }
        const auto routeHoleOf = [&](std::size_t c, int hole) {
            for (const Route *r : gapAt(c).routes) {
                if (r->hole == hole)
                    return true;
            }
            return false;
        };
        const auto breaksAlone = [&](std::size_t c, int hole) {
            for (const Route *r : gapAt(c).routes) {
                if (std::binary_search(r->breakers.begin(), r->breakers.end(), hole))
                    return true;
            }
            return false;
        };
        for (std::size_t hole = 0; hole < holes; ++hole) {
            const auto [a, b] = zoneGaps[hole];
            if (b < 0)
                continue;
            const std::size_t ca = std::size_t(a), cb = std::size_t(b);
            if (routeHoleOf(ca, int(hole)) != routeHoleOf(cb, int(hole)))
                first[hole] = routeHoleOf(ca, int(hole)) ? a : b;
            else if (breaksAlone(ca, int(hole)) != breaksAlone(cb, int(hole)))
                first[hole] = breaksAlone(ca, int(hole)) ? a : b;
            else
                first[hole] = a;
        }
        // Every set that breaks all the routes of a gap: one kill set per
        // route, tried exhaustively (a gap has few routes and kill sets).
        // Returns the first gap where such a set has fewer than two holes of
        // its own concern, with that set, or -1.
        int failed[16];
        int failedSize = 0;
        const auto verify = [&]() -> int {
            for (std::size_t c = 0; c < chain.size(); ++c) {
                const std::vector<const Route *> &routes = gapAt(c).routes;
                if (std::any_of(routes.begin(), routes.end(), [](const Route *r) { return r->killSets.empty(); }))
                    continue; // a route nothing can break
                std::size_t combinations = 1;
                for (const Route *r : routes)
                    combinations *= r->killSets.size();
                if (combinations > 20000 || routes.size() > 8) {
                    failedSize = 0;
                    return int(c);
                }
                for (std::size_t n = 0; n < combinations; ++n) {
                    std::size_t rest = n;
                    int size = 0;
                    for (const Route *r : routes) {
                        const auto &k = r->killSets[rest % r->killSets.size()];
                        rest /= r->killSets.size();
                        for (int hole : k) {
                            if (hole >= 0 && std::find(failed, failed + size, hole) == failed + size)
                                failed[size++] = hole;
                        }
                    }
                    int freeFrom[16];
                    int free = 0;
                    for (int i = 0; i < size; ++i) {
                        const int f = first[std::size_t(failed[i])];
                        if (f >= 0 && f != int(c) && std::find(freeFrom, freeFrom + free, f) == freeFrom + free)
                            freeFrom[free++] = f;
                    }
                    if (size - free < 2) {
                        failedSize = size;
                        return int(c);
                    }
                }
            }
            return -1;
        };
        // Where a gap fails through shared holes, they become its concern
        // first (each hole changes hands once at most) and all is checked
        // again.
        std::vector<std::uint8_t> moved(holes, 0);
        for (;;) {
            const int c = verify();
            if (c < 0)
                break;
            bool changed = false;
            for (int i = 0; i < failedSize; ++i) {
                const std::size_t hole = std::size_t(failed[i]);
                if (first[hole] >= 0 && first[hole] != c && !moved[hole]) {
                    first[hole] = c;
                    moved[hole] = 1;
                    changed = true;
                }
            }
            if (!changed) {
                conflict = chain[std::size_t(c)];
                break;
            }
        }
        if (conflict >= 0) {
            banned[std::size_t(conflict)] = 1;
            continue;
        }
        std::vector<TwixtGap> proof;
        for (std::size_t c = 0; c < chain.size(); ++c) {
            TwixtGap gap;
            for (const Route *r : gapAt(c).routes)
                gap.routes.push_back({xOf(r->hole), yOf(r->hole), r->links});
            for (int hole : gapAt(c).zone) {
                const int f = first[std::size_t(hole)];
                (f < 0 || f == int(c) ? gap.zone : gap.laterZone).emplace_back(xOf(hole), yOf(hole));
            }
            proof.push_back(std::move(gap));
        }
        return proof;
    }
    return std::nullopt;
}
} // namespace

TwixtAnalysis analyseTwixt(const TwixtPosition &position)
{
    TwixtAnalysis result;
    const Analyser analyser(position);
    for (int player = 1; player <= 2; ++player) {
        result.distance[std::size_t(player - 1)] = analyser.distance(player);
        result.canConnect[std::size_t(player - 1)]
            = result.distance[std::size_t(player - 1)] != TwixtAnalysis::Unreachable;
    }
    result.draw = !result.canConnect[0] && !result.canConnect[1];
    if (const int winner = position.winner()) {
        result.decidedWinner = winner;
        return result;
    }
    // With one peg on the board the next move may swap it away.
    if (position.pegCount() <= 1)
        return result;
    for (int player = 1; player <= 2 && !result.draw; ++player) {
        if (!result.canConnect[std::size_t(player - 1)])
            continue;
        if (auto proof = analyser.prove(player)) {
            result.decidedWinner = player;
            result.proof = std::move(*proof);
            break;
        }
    }
    return result;
}

TwixtGameAnalysis analyseTwixtGame(const GameRecord &game, bool keepProofs, const std::function<bool(int)> &step)
{
    TwixtGameAnalysis result;
    TwixtPosition position(game.columns, game.rows, setupOf<TwixtSetup>(game).rules);
    const GameTree &tree = game.tree;
    const auto record = [&] {
        TwixtAnalysis a = analyseTwixt(position);
        if (!keepProofs)
            a.proof.clear();
        const int ply = int(result.plies.size());
        if (a.draw && result.drawFromPly < 0)
            result.drawFromPly = ply;
        if (a.decidedWinner != 0 && result.decidedFromPly < 0) {
            result.decidedFromPly = ply;
            result.decidedWinner = a.decidedWinner;
        }
        result.plies.push_back(std::move(a));
        return !step || step(int(result.plies.size()));
    };
    if (!record())
        return result;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        if (position.applyMove(MoveTag(tree.moveTag(id)), tree.moveData(id)) != TwixtPosition::Error::None) {
            result.illegalPly = int(result.plies.size());
            break;
        }
        if (!record())
            break;
    }
    return result;
}

} // namespace kibitz
