#include "games/viewproperties.h"

#include "games/twixt/twixtnotation.h"

#include <algorithm>

namespace kibitz::viewprops {

namespace {

const RawProperty *find(const std::vector<RawProperty> &properties, QByteArrayView key)
{
    const auto it
        = std::find_if(properties.begin(), properties.end(), [&](const RawProperty &p) { return p.key == key; });
    return it == properties.end() ? nullptr : &*it;
}

std::optional<std::pair<int, int>> parsePoint(QByteArrayView text, int columns, int rows)
{
    const auto hole = twixtnotation::parseHole(QString::fromLatin1(text.trimmed()));
    if (!hole || hole->first < 0 || hole->second < 0 || hole->first >= columns || hole->second >= rows)
        return std::nullopt;
    return hole;
}

} // namespace

const std::vector<RawProperty> &propertiesOf(const GameRecord &game, NodeId node)
{
    return node == game.tree.root() ? game.header : game.tree.unknownProperties(node);
}

NodeId initialPosition(const GameRecord &game)
{
    const GameTree &tree = game.tree;
    for (NodeId node = tree.root(); node != NoNode; node = tree.nextInPreorder(node)) {
        if (find(propertiesOf(game, node), "IP"))
            return node;
    }
    return NoNode;
}

bool ViewArea::contains(int x, int y) const
{
    return std::any_of(rects.begin(), rects.end(), [&](const QRect &r) { return r.contains(x, y); });
}

QRect ViewArea::bounds() const
{
    QRect all;
    for (const QRect &r : rects)
        all = all.united(r);
    return all;
}

std::optional<ViewArea> parseViewArea(const QList<QByteArray> &values, int columns, int rows)
{
    ViewArea area;
    for (const QByteArray &value : values) {
        if (value.trimmed().isEmpty())
            continue;
        const qsizetype colon = value.indexOf(':');
        const auto first
            = parsePoint(colon < 0 ? QByteArrayView(value) : QByteArrayView(value).first(colon), columns, rows);
        const auto second = colon < 0 ? first : parsePoint(QByteArrayView(value).sliced(colon + 1), columns, rows);
        if (!first || !second)
            return std::nullopt;
        area.rects.push_back(
            QRect(QPoint(std::min(first->first, second->first), std::min(first->second, second->second)),
                  QPoint(std::max(first->first, second->first), std::max(first->second, second->second))));
    }
    if (area.rects.empty())
        return std::nullopt;
    return area;
}

std::optional<ViewArea> viewAreaAt(const GameRecord &game, NodeId node)
{
    const GameTree &tree = game.tree;
    if (!tree.isValid(node))
        return std::nullopt;
    for (NodeId n = node; n != NoNode; n = tree.parent(n)) {
        if (const RawProperty *vw = find(propertiesOf(game, n), "VW"))
            return parseViewArea(vw->values, game.columns, game.rows);
    }
    return std::nullopt;
}

std::optional<int> bookmarkNumber(const QList<QByteArray> &values)
{
    if (values.size() != 1)
        return std::nullopt;
    const QByteArray text = values.first().simplified();
    static constexpr QByteArrayView prefix = "bookmark ";
    if (!text.toLower().startsWith(prefix))
        return std::nullopt;
    bool ok = false;
    const int number = text.mid(prefix.size()).toInt(&ok);
    if (!ok || number < 1)
        return std::nullopt;
    return number;
}

std::optional<int> bookmarkAt(const GameRecord &game, NodeId node)
{
    if (!game.tree.isValid(node))
        return std::nullopt;
    const RawProperty *name = find(propertiesOf(game, node), "N");
    return name ? bookmarkNumber(name->values) : std::nullopt;
}

std::vector<Bookmark> bookmarks(const GameRecord &game)
{
    std::vector<Bookmark> found;
    const GameTree &tree = game.tree;
    for (NodeId node = tree.root(); node != NoNode; node = tree.nextInPreorder(node)) {
        const std::optional<int> number = bookmarkAt(game, node);
        if (number && std::none_of(found.begin(), found.end(), [&](const Bookmark &b) { return b.number == *number; }))
            found.push_back({*number, node});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Bookmark &a, const Bookmark &b) { return a.number < b.number; });
    return found;
}

std::vector<RawProperty> withBookmark(std::vector<RawProperty> properties, std::optional<int> number)
{
    const auto name
        = std::find_if(properties.begin(), properties.end(), [](const RawProperty &p) { return p.key == "N"; });
    if (!number) {
        if (name != properties.end() && bookmarkNumber(name->values))
            properties.erase(name);
        return properties;
    }
    const QByteArray value = "bookmark " + QByteArray::number(*number);
    if (name != properties.end())
        name->values = {value};
    else
        properties.push_back({QByteArrayLiteral("N"), {value}});
    return properties;
}

} // namespace kibitz::viewprops
