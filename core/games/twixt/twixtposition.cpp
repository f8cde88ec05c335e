#include "games/twixt/twixtposition.h"

#include "games/positionhash.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <unordered_set>

namespace kibitz {

namespace {
const std::vector<TwixtLink> kNoLinks;

bool validPlayer(int player)
{
    return player == 1 || player == 2;
}

QString columnLetters(int x)
{
    // Bijective base 26: Z is followed by AA (twixt-sgf-ff4.txt).
    QString letters;
    for (int n = x + 1; n > 0; n = (n - 1) / 26)
        letters.prepend(QLatin1Char(char('A' + (n - 1) % 26)));
    return letters;
}
} // namespace

namespace {

long long orientation(int ax, int ay, int bx, int by, int cx, int cy)
{
    return (long long)(bx - ax) * (cy - ay) - (long long)(by - ay) * (cx - ax);
}

} // namespace

// Proper crossing only. A knight's-move segment has no lattice point inside
// it, so two links can meet only at a shared peg, which is not a crossing, and
// can never overlap along a line.
bool twixtSegmentsCross(int ax, int ay, int bx, int by, int cx, int cy, int dx, int dy)
{
    const long long o1 = orientation(ax, ay, bx, by, cx, cy);
    const long long o2 = orientation(ax, ay, bx, by, dx, dy);
    const long long o3 = orientation(cx, cy, dx, dy, ax, ay);
    const long long o4 = orientation(cx, cy, dx, dy, bx, by);
    return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
}

bool twixtLinksCross(const TwixtLink &a, const TwixtLink &b)
{
    return twixtSegmentsCross(a.x, a.y, a.otherX(), a.otherY(), b.x, b.y, b.otherX(), b.otherY());
}

const std::vector<TwixtCrossing> &twixtCrossings(int direction)
{
    // A crossing link's bottom peg is at most two columns and two rows from
    // either end of the link it crosses: within four of its bottom peg.
    static const std::array<std::vector<TwixtCrossing>, 5> table = [] {
        std::array<std::vector<TwixtCrossing>, 5> t;
        for (int d = 1; d <= 4; ++d) {
            for (int dy = -4; dy <= 4; ++dy) {
                for (int dx = -4; dx <= 4; ++dx) {
                    for (int e = 1; e <= 4; ++e) {
                        if (twixtSegmentsCross(0, 0, kTwixtDx[d], kTwixtDy[d], dx, dy, dx + kTwixtDx[e],
                                               dy + kTwixtDy[e]))
                            t[std::size_t(d)].push_back({dx, dy, e});
                    }
                }
            }
        }
        return t;
    }();
    return table[std::size_t(direction)];
}

TwixtPosition::TwixtPosition(int columns, int rows, TwixtRules rules)
    : m_columns(std::max(columns, 0))
    , m_rows(std::max(rows, 0))
    , m_rules(rules)
    , m_holes(std::size_t(m_columns) * std::size_t(m_rows), 0)
{ }

void TwixtPosition::setToMove(int player)
{
    if (validPlayer(player))
        m_toMove = player;
}

bool TwixtPosition::linkBit(int x, int y, int direction) const
{
    return inside(x, y) && (m_holes[index(x, y)] >> (kLinkShift + direction - 1)) & 1;
}

void TwixtPosition::setLinkBit(int x, int y, int direction, bool on)
{
    std::uint8_t &hole = m_holes[index(x, y)];
    const std::uint8_t bit = std::uint8_t(1u << (kLinkShift + direction - 1));
    if (bool(hole & bit) == on)
        return;
    hole = std::uint8_t(on ? hole | bit : hole & ~bit);
    m_linkCount += on ? 1 : -1;
}

bool TwixtPosition::blocks(int linkOwner, int player) const
{
    // Paper and pencil lets a player's own links cross; everything else blocks.
    return m_rules != TwixtRules::PaperAndPencil || player == 0 || linkOwner != player;
}

TwixtPosition::Error TwixtPosition::checkLinkShape(const TwixtLink &link) const
{
    if (link.direction < 1 || link.direction > 4)
        return Error::NotKnightMove;
    if (!inside(link.x, link.y) || !inside(link.otherX(), link.otherY()))
        return Error::OutOfRange;
    return Error::None;
}

bool TwixtPosition::hasLink(const TwixtLink &link) const
{
    return checkLinkShape(link) == Error::None && linkBit(link.x, link.y, link.direction);
}

std::vector<TwixtLink> TwixtPosition::links() const
{
    std::vector<TwixtLink> result;
    result.reserve(std::size_t(m_linkCount));
    for (int x = 0; x < m_columns && int(result.size()) < m_linkCount; ++x) {
        for (int y = 0; y < m_rows; ++y) {
            const int bits = m_holes[index(x, y)] >> kLinkShift;
            for (int d = 1; d <= 4; ++d) {
                if (bits & (1 << (d - 1)))
                    result.push_back({x, y, d});
            }
        }
    }
    return result;
}

bool TwixtPosition::crossesBoard(const TwixtLink &link, int player, const std::vector<TwixtLink> &ignored) const
{
    // A link is stored at its bottom peg, and both its pegs are on the board.
    for (const TwixtCrossing &c : twixtCrossings(link.direction)) {
        const int x = link.x + c.dx;
        const int y = link.y + c.dy;
        if (!inside(x, y))
            continue;
        const std::uint8_t hole = m_holes[index(x, y)];
        if (!((hole >> (kLinkShift + c.direction - 1)) & 1) || !blocks(hole & kColourMask, player))
            continue;
        if (std::find(ignored.begin(), ignored.end(), TwixtLink{x, y, c.direction}) == ignored.end())
            return true;
    }
    return false;
}

bool TwixtPosition::linkCrosses(const TwixtLink &link, int player) const
{
    if (checkLinkShape(link) != Error::None)
        return false;
    if (player == 0)
        player = pegAt(link.x, link.y);
    return crossesBoard(link, player, kNoLinks);
}

TwixtPosition::Error TwixtPosition::holeRule(int x, int y, int player) const
{
    if (!validPlayer(player))
        return Error::BadPlayer;
    if (!inside(x, y))
        return Error::OutOfRange;
    const bool edgeColumn = x == 0 || x == m_columns - 1;
    const bool edgeRow = y == 0 || y == m_rows - 1;
    if (edgeColumn && edgeRow)
        return Error::Corner;
    if ((player == 1 && edgeColumn) || (player == 2 && edgeRow))
        return Error::OpponentBorder;
    return Error::None;
}

TwixtPosition::Error TwixtPosition::canPlacePeg(int x, int y, int player) const
{
    const Error error = holeRule(x, y, player);
    if (error != Error::None)
        return error;
    if (m_holes[index(x, y)] & kColourMask)
        return Error::Occupied;
    return Error::None;
}

void TwixtPosition::addAutoLinks(int x, int y, int player)
{
    // Links from one peg share it, so they never block one another and the
    // order in which they are tried does not matter.
    for (int k = 0; k < 8; ++k) {
        const int nx = x + kTwixtKnightDx[k];
        const int ny = y + kTwixtKnightDy[k];
        if (pegAt(nx, ny) != player)
            continue;
        const TwixtLink link = *TwixtLink::between(x, y, nx, ny);
        if (!linkBit(link.x, link.y, link.direction) && !crossesBoard(link, player, kNoLinks))
            setLinkBit(link.x, link.y, link.direction, true);
    }
}

void TwixtPosition::removePeg(int x, int y)
{
    for (int d = 1; d <= 4; ++d) {
        setLinkBit(x, y, d, false);
        // The link that reaches this peg from below in direction d.
        const int bx = x - kTwixtDx[d];
        const int by = y - kTwixtDy[d];
        if (inside(bx, by))
            setLinkBit(bx, by, d, false);
    }
    std::uint8_t &hole = m_holes[index(x, y)];
    if (hole & kColourMask)
        --m_pegCount;
    hole = 0;
}

TwixtPosition::Error TwixtPosition::apply(const TwixtMove &move)
{
    const int player = move.player;
    if (!validPlayer(player))
        return Error::BadPlayer;
    if (!move.hasPeg() && !move.longMove)
        return Error::NoPeg;
    if (move.hasPeg()) {
        const Error error = canPlacePeg(move.x, move.y, player);
        if (error != Error::None)
            return error;
    }
    const std::vector<TwixtLink> &added = move.addsListedLinks() ? move.added : kNoLinks;
    if (!move.removed.empty() && m_rules == TwixtRules::PaperAndPencil)
        return Error::RemovalNotAllowed;

    for (std::size_t i = 0; i < move.removed.size(); ++i) {
        const TwixtLink &link = move.removed[i];
        const Error error = checkLinkShape(link);
        if (error != Error::None)
            return error;
        const auto earlier = move.removed.begin() + std::ptrdiff_t(i);
        if (!linkBit(link.x, link.y, link.direction) || std::find(move.removed.begin(), earlier, link) != earlier)
            return Error::NoSuchLink;
        if (pegAt(link.x, link.y) != player)
            return Error::NotOwnPegs;
    }

    // Added links are judged against the final position: after the removals,
    // with the new peg, and with the other added links.
    const auto finalPeg
        = [&](int x, int y) { return move.hasPeg() && x == move.x && y == move.y ? player : pegAt(x, y); };
    for (std::size_t i = 0; i < added.size(); ++i) {
        const TwixtLink &link = added[i];
        const Error error = checkLinkShape(link);
        if (error != Error::None)
            return error;
        if (finalPeg(link.x, link.y) != player || finalPeg(link.otherX(), link.otherY()) != player)
            return Error::NotOwnPegs;
        const auto earlier = added.begin() + std::ptrdiff_t(i);
        const bool stays = linkBit(link.x, link.y, link.direction)
                        && std::find(move.removed.begin(), move.removed.end(), link) == move.removed.end();
        if (stays || std::find(added.begin(), earlier, link) != earlier)
            return Error::LinkExists;
        if (crossesBoard(link, player, move.removed))
            return Error::LinkCrosses;
        // The other added links are the mover's own.
        if (blocks(player, player)) {
            for (auto it = added.begin(); it != earlier; ++it) {
                if (twixtLinksCross(link, *it))
                    return Error::LinkCrosses;
            }
        }
    }

    for (const TwixtLink &link : move.removed)
        setLinkBit(link.x, link.y, link.direction, false);
    if (move.hasPeg()) {
        m_holes[index(move.x, move.y)] = std::uint8_t(player);
        ++m_pegCount;
    }
    for (const TwixtLink &link : added)
        setLinkBit(link.x, link.y, link.direction, true);
    if (move.hasPeg() && move.autoLink())
        addAutoLinks(move.x, move.y, player);
    m_toMove = 3 - player;
    return Error::None;
}

TwixtPosition::Error TwixtPosition::applySpecial(SpecialMove move, int player)
{
    return applyBoardSpecial<TwixtPosition>(move, player, m_pegCount, m_toMove, [this](int swapper) {
        // A swap happens once per game, so a scan for the one peg is cheap
        // enough and saves every copy of the position from tracking it.
        const auto it
            = std::find_if(m_holes.begin(), m_holes.end(), [](std::uint8_t h) { return (h & kColourMask) != 0; });
        const int i = int(it - m_holes.begin());
        const int x = i % m_columns;
        const int y = i / m_columns;
        // On a handicap board the mirror hole may be missing or forbidden.
        const Error error = holeRule(y, x, swapper);
        if (error != Error::None)
            return error;
        // A lone peg has no links, so moving it is only a change of holes.
        m_holes[index(x, y)] = 0;
        m_holes[index(y, x)] = std::uint8_t(swapper);
        return Error::None;
    });
}

TwixtPosition::Error TwixtPosition::applySetup(const std::vector<SetupStone> &stones)
{
    for (const SetupStone &s : stones) {
        if (s.player == 0) {
            if (!inside(s.x, s.y))
                return Error::OutOfRange;
            continue;
        }
        const Error error = holeRule(s.x, s.y, s.player);
        if (error != Error::None)
            return error;
    }
    for (const SetupStone &s : stones) {
        if (pegAt(s.x, s.y) == s.player)
            continue;
        removePeg(s.x, s.y);
        if (s.player != 0) {
            m_holes[index(s.x, s.y)] = std::uint8_t(s.player);
            ++m_pegCount;
            addAutoLinks(s.x, s.y, s.player);
        }
    }
    return Error::None;
}

TwixtPosition::Error TwixtPosition::applyMove(MoveTag tag, QByteArrayView data)
{
    return applyBoardMove(
        *this, tag, data, [](QByteArrayView bytes) { return decodeTwixtMove(bytes); },
        [this](const TwixtMove &m) { return apply(m); });
}

bool TwixtPosition::connects(int player) const
{
    // Breadth-first along the player's links from his first border line. The
    // visited set grows with the chain, not with the board.
    const bool vertical = player == 1;
    const int span = vertical ? m_columns : m_rows;
    const int goal = (vertical ? m_rows : m_columns) - 1;
    if (goal <= 0)
        return false;
    std::vector<std::size_t> queue;
    std::unordered_set<std::size_t> seen;
    for (int i = 1; i + 1 < span; ++i) {
        const std::size_t at = vertical ? index(i, 0) : index(0, i);
        if ((m_holes[at] & kColourMask) == player && seen.insert(at).second)
            queue.push_back(at);
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::size_t at = queue[head];
        const int x = int(at % std::size_t(m_columns));
        const int y = int(at / std::size_t(m_columns));
        if ((vertical ? y : x) == goal)
            return true;
        std::array<std::pair<int, int>, 8> next;
        int count = 0;
        for (int d = 1; d <= 4; ++d) {
            if (linkBit(x, y, d))
                next[std::size_t(count++)] = {x + kTwixtDx[d], y + kTwixtDy[d]};
            const int bx = x - kTwixtDx[d];
            const int by = y - kTwixtDy[d];
            if (linkBit(bx, by, d))
                next[std::size_t(count++)] = {bx, by};
        }
        for (int n = 0; n < count; ++n) {
            const std::size_t ni = index(next[std::size_t(n)].first, next[std::size_t(n)].second);
            if ((m_holes[ni] & kColourMask) == player && seen.insert(ni).second)
                queue.push_back(ni);
        }
    }
    return false;
}

int TwixtPosition::winner() const
{
    for (int player = 1; player <= 2; ++player) {
        if (connects(player))
            return player;
    }
    return 0;
}

QString TwixtPosition::toText() const
{
    QStringList pegs;
    pegs.reserve(m_pegCount);
    for (int x = 0; x < m_columns && pegs.size() < m_pegCount; ++x) {
        for (int y = 0; y < m_rows; ++y) {
            if (const int p = m_holes[index(x, y)] & kColourMask)
                pegs.append(QStringLiteral("%1,%2,%3").arg(x).arg(y).arg(p));
        }
    }
    std::vector<std::array<int, 4>> ends;
    ends.reserve(std::size_t(m_linkCount));
    for (const TwixtLink &l : links()) {
        std::array<int, 4> e{l.x, l.y, l.otherX(), l.otherY()};
        if (std::make_pair(e[2], e[3]) < std::make_pair(e[0], e[1]))
            e = {e[2], e[3], e[0], e[1]};
        ends.push_back(e);
    }
    std::sort(ends.begin(), ends.end());
    QStringList linkTexts;
    linkTexts.reserve(qsizetype(ends.size()));
    for (const auto &e : ends)
        linkTexts.append(QStringLiteral("%1,%2,%3,%4").arg(e[0]).arg(e[1]).arg(e[2]).arg(e[3]));
    return QLatin1String("P:") + pegs.join(QLatin1Char(';')) + QLatin1String(" L:") + linkTexts.join(QLatin1Char(';'));
}

QString TwixtPosition::holeName(int x, int y)
{
    return columnLetters(x) + QString::number(y + 1);
}

QString TwixtPosition::errorText(Error error)
{
    switch (error) {
    case Error::None:
        return QString();
    case Error::OutOfRange:
        return tr("the hole is outside the board");
    case Error::Corner:
        return tr("the corner holes cannot be used");
    case Error::OpponentBorder:
        return tr("a peg cannot go in the opponent's border rows");
    case Error::Occupied:
        return tr("the hole already has a peg");
    case Error::NotOwnPegs:
        return tr("a link must join two of the mover's own pegs");
    case Error::LinkCrosses:
        return tr("the link would cross another link");
    case Error::NoSuchLink:
        return tr("the link to remove is not on the board");
    case Error::LinkExists:
        return tr("the link is already on the board");
    case Error::BadPlayer:
        return tr("the player must be 1 or 2");
    case Error::NotKnightMove:
        return tr("a link must join holes a knight's move apart");
    case Error::RemovalNotAllowed:
        return tr("links cannot be removed under paper-and-pencil rules");
    case Error::NoPeg:
        return tr("the move places no peg");
    case Error::SwapNotAllowed:
        return tr("a swap needs exactly one peg on the board");
    case Error::BadEncoding:
        return tr("the move data is malformed");
    }
    return QString();
}

std::uint64_t TwixtPosition::hashKey() const
{
    // One byte per hole holds everything on it (the peg and the links going up from it).
    const std::uint64_t seed = (std::uint64_t(std::uint32_t(m_columns)) << 40)
                             ^ (std::uint64_t(std::uint32_t(m_rows)) << 16) ^ std::uint64_t(std::uint32_t(m_toMove));
    return hashBytes(m_holes, seed);
}

} // namespace kibitz
