#include "tree/markup.h"

#include "tree/gametree.h"

#include <algorithm>

namespace kibitz {

bool CellRange::contains(int x, int y) const
{
    return x >= std::min(first.x, last.x) && x <= std::max(first.x, last.x) && y >= std::min(first.y, last.y)
        && y <= std::max(first.y, last.y);
}

bool CellList::contains(int x, int y) const
{
    return std::any_of(m_ranges.begin(), m_ranges.end(), [&](const CellRange &r) { return r.contains(x, y); });
}

void CellList::add(int x, int y)
{
    if (!contains(x, y))
        m_ranges.push_back({{x, y}, {x, y}});
}

void CellList::remove(int x, int y)
{
    std::vector<CellRange> kept;
    kept.reserve(m_ranges.size());
    for (const CellRange &r : m_ranges) {
        if (!r.contains(x, y)) {
            kept.push_back(r);
            continue;
        }
        for (int cy = std::min(r.first.y, r.last.y); cy <= std::max(r.first.y, r.last.y); ++cy) {
            for (int cx = std::min(r.first.x, r.last.x); cx <= std::max(r.first.x, r.last.x); ++cx) {
                if (cx != x || cy != y)
                    kept.push_back({{cx, cy}, {cx, cy}});
            }
        }
    }
    m_ranges = std::move(kept);
}

std::vector<MarkCell> CellList::cells() const
{
    std::vector<MarkCell> out;
    for (const CellRange &r : m_ranges) {
        for (int y = std::min(r.first.y, r.last.y); y <= std::max(r.first.y, r.last.y); ++y) {
            for (int x = std::min(r.first.x, r.last.x); x <= std::max(r.first.x, r.last.x); ++x) {
                if (std::find(out.begin(), out.end(), MarkCell{x, y}) == out.end())
                    out.push_back({x, y});
            }
        }
    }
    return out;
}

bool NodeMarkup::hasBoardMarks() const
{
    return undim || !labels.empty() || !arrows.empty() || !lines.empty()
        || std::any_of(shapes.begin(), shapes.end(), [](const CellList &l) { return !l.isEmpty(); });
}

std::optional<MarkShape> NodeMarkup::shapeAt(int x, int y) const
{
    for (int s = 0; s < MarkShapeCount; ++s) {
        if (shapes[std::size_t(s)].contains(x, y))
            return MarkShape(s);
    }
    return std::nullopt;
}

const BoardLabel *NodeMarkup::labelAt(int x, int y) const
{
    for (auto it = labels.rbegin(); it != labels.rend(); ++it) {
        if (it->at == MarkCell{x, y})
            return &*it;
    }
    return nullptr;
}

std::vector<MarkCell> dimmedCells(const GameTree &tree, NodeId id)
{
    for (NodeId n = id; n != NoNode; n = tree.parent(n)) {
        if (!tree.hasMarkup(n))
            continue;
        const NodeMarkup &m = tree.markup(n);
        if (m.undim || !m.shape(MarkShape::Dimmed).isEmpty())
            return m.shape(MarkShape::Dimmed).cells();
    }
    return {};
}

QString moveMarkText(MoveMark mark, int emphasis)
{
    const bool twice = emphasis >= 2;
    switch (mark) {
    case MoveMark::None:
        return QString();
    case MoveMark::Good:
        return twice ? QStringLiteral("!!") : QStringLiteral("!");
    case MoveMark::Bad:
        return twice ? QStringLiteral("??") : QStringLiteral("?");
    case MoveMark::Doubtful:
        return QStringLiteral("?!");
    case MoveMark::Interesting:
        return QStringLiteral("!?");
    }
    return QString();
}

QString nextFreeLabel(const NodeMarkup &markup, bool numbers)
{
    auto used = [&](const QString &text) {
        return std::any_of(markup.labels.begin(), markup.labels.end(),
                           [&](const BoardLabel &l) { return l.text == text; });
    };
    for (int n = 1;; ++n) {
        QString text;
        if (numbers) {
            text = QString::number(n);
        } else {
            for (int k = n; k > 0; k = (k - 1) / 26)
                text.prepend(QChar(u'A' + (k - 1) % 26));
        }
        if (!used(text))
            return text;
    }
}

} // namespace kibitz
