#include "games/hex/hexposition.h"

#include "games/positionhash.h"

#include <algorithm>

namespace kibitz {

namespace {
// The six neighbours on a rhombus whose (0,0) corner is acute.
constexpr int kNeighbourDx[6] = {1, -1, 0, 0, 1, -1};
constexpr int kNeighbourDy[6] = {0, 0, 1, -1, -1, 1};

bool validPlayer(int player)
{
    return player == 1 || player == 2;
}
} // namespace

HexPosition::HexPosition(int size)
    : HexPosition(size, size)
{ }

HexPosition::HexPosition(int columns, int rows)
    : m_columns(std::max(columns, 0))
    , m_rows(std::max(rows, 0))
    , m_cells(std::size_t(m_columns) * std::size_t(m_rows), 0)
{ }

void HexPosition::setToMove(int player)
{
    if (validPlayer(player))
        m_toMove = player;
}

HexPosition::Error HexPosition::canPlace(const HexStone &stone) const
{
    if (!validPlayer(stone.player))
        return Error::BadPlayer;
    if (!inside(stone.x, stone.y))
        return Error::OutOfRange;
    if (m_cells[index(stone.x, stone.y)] != 0)
        return Error::Occupied;
    return Error::None;
}

HexPosition::Error HexPosition::place(const HexStone &stone)
{
    const Error error = canPlace(stone);
    if (error != Error::None)
        return error;
    m_cells[index(stone.x, stone.y)] = std::uint8_t(stone.player);
    ++m_stoneCount;
    m_toMove = 3 - stone.player;
    return Error::None;
}

HexPosition::Error HexPosition::applySpecial(SpecialMove move, int player)
{
    return applyBoardSpecial<HexPosition>(move, player, m_stoneCount, m_toMove, [this](int swapper) {
        // A swap happens once per game, so a scan for the one stone is cheap
        // enough and saves every copy of the position from tracking it.
        const auto it = std::find_if(m_cells.begin(), m_cells.end(), [](std::uint8_t c) { return c != 0; });
        const int i = int(it - m_cells.begin());
        const int x = i % m_columns;
        const int y = i / m_columns;
        if (!inside(y, x))
            return Error::OutOfRange;
        m_cells[index(x, y)] = 0;
        m_cells[index(y, x)] = std::uint8_t(swapper);
        return Error::None;
    });
}

HexPosition::Error HexPosition::applySetup(const std::vector<SetupStone> &stones)
{
    for (const SetupStone &s : stones) {
        if (s.player != 0 && !validPlayer(s.player))
            return Error::BadPlayer;
        if (!inside(s.x, s.y))
            return Error::OutOfRange;
    }
    for (const SetupStone &s : stones) {
        std::uint8_t &cell = m_cells[index(s.x, s.y)];
        m_stoneCount += (s.player != 0) - (cell != 0);
        cell = std::uint8_t(s.player);
    }
    return Error::None;
}

HexPosition::Error HexPosition::applyMove(MoveTag tag, QByteArrayView data)
{
    return applyBoardMove(*this, tag, data, decodeHexStone, [this](const HexStone &m) { return place(m); });
}

std::vector<std::pair<int, int>> HexPosition::chainFor(int player) const
{
    // Breadth-first from the player's first side; the parent links give a
    // shortest chain once the far side is reached.
    const bool vertical = player == 1;
    const int span = vertical ? m_columns : m_rows;
    const int depth = vertical ? m_rows : m_columns;
    if (span == 0 || depth == 0)
        return {};
    std::vector<int> parent(m_cells.size(), -2); // -2 unvisited, -1 start
    std::vector<int> queue;
    for (int i = 0; i < span; ++i) {
        const int x = vertical ? i : 0;
        const int y = vertical ? 0 : i;
        const int at = int(index(x, y));
        if (m_cells[std::size_t(at)] == player) {
            parent[std::size_t(at)] = -1;
            queue.push_back(at);
        }
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int at = queue[head];
        const int x = at % m_columns;
        const int y = at / m_columns;
        if ((vertical ? y : x) == depth - 1) {
            std::vector<std::pair<int, int>> chain;
            for (int c = at; c != -1; c = parent[std::size_t(c)])
                chain.emplace_back(c % m_columns, c / m_columns);
            std::reverse(chain.begin(), chain.end());
            return chain;
        }
        for (int n = 0; n < 6; ++n) {
            const int nx = x + kNeighbourDx[n];
            const int ny = y + kNeighbourDy[n];
            if (!inside(nx, ny))
                continue;
            const std::size_t ni = index(nx, ny);
            if (m_cells[ni] == player && parent[ni] == -2) {
                parent[ni] = at;
                queue.push_back(int(ni));
            }
        }
    }
    return {};
}

int HexPosition::winner() const
{
    for (int player = 1; player <= 2; ++player) {
        if (!chainFor(player).empty())
            return player;
    }
    return 0;
}

std::vector<std::pair<int, int>> HexPosition::winningChain() const
{
    for (int player = 1; player <= 2; ++player) {
        std::vector<std::pair<int, int>> chain = chainFor(player);
        if (!chain.empty())
            return chain;
    }
    return {};
}

QString HexPosition::toText() const
{
    QString text;
    text.reserve(qsizetype(m_cells.size()) + m_rows);
    for (int y = 0; y < m_rows; ++y) {
        if (y > 0)
            text += QLatin1Char('/');
        for (int x = 0; x < m_columns; ++x) {
            const int c = m_cells[index(x, y)];
            text += c == 0 ? QLatin1Char('.') : QLatin1Char(char('0' + c));
        }
    }
    return text;
}

QString HexPosition::cellName(int x, int y)
{
    // Bijective base 26, as SGF and HexGui name columns beyond z.
    QString letters;
    for (int n = x + 1; n > 0; n = (n - 1) / 26)
        letters.prepend(QLatin1Char(char('a' + (n - 1) % 26)));
    return letters + QString::number(y + 1);
}

QString HexPosition::errorText(Error error)
{
    switch (error) {
    case Error::None:
        return QString();
    case Error::OutOfRange:
        return tr("the cell is outside the board");
    case Error::Occupied:
        return tr("the cell is already occupied");
    case Error::BadPlayer:
        return tr("the player must be 1 or 2");
    case Error::SwapNotAllowed:
        return tr("a swap needs exactly one stone on the board");
    case Error::BadEncoding:
        return tr("the move data is malformed");
    }
    return QString();
}

std::uint64_t HexPosition::hashKey() const
{
    // One byte per cell holds everything on it.
    const std::uint64_t seed = (std::uint64_t(std::uint32_t(m_columns)) << 40)
                             ^ (std::uint64_t(std::uint32_t(m_rows)) << 16) ^ std::uint64_t(std::uint32_t(m_toMove));
    return hashBytes(m_cells, seed);
}

} // namespace kibitz
