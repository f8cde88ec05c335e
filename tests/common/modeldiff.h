#pragma once

// The first difference between two models, in words (empty when they hold the
// same): what a round trip through a writer and a reader must preserve. Used
// by the tests and by the fuzzing harnesses, so it depends on QtCore only.

#include "record/gamerecord.h"

#include <QString>

namespace kibitz::test {

struct DiffOptions {
    // Also the kept node properties and empty comments: what a round trip
    // through the same format keeps.
    bool keptProperties = true;
    // Also the kept header, property by property. An SGF writer adds FF, GM
    // and SZ to a header that lacks them and normalises their values, so
    // SGF round trips compare the header of the second and third generation.
    bool header = true;
};

inline QString firstDifference(const GameRecord &a, const GameRecord &b, const DiffOptions &options = {})
{
    const auto differ = [](const char *what, const auto &x, const auto &y) {
        return x == y ? QString() : QStringLiteral("%1 differs").arg(QLatin1String(what));
    };
    for (const QString &d :
         {differ("kind", a.kind, b.kind), differ("columns", a.columns, b.columns), differ("rows", a.rows, b.rows),
          differ("player 1", a.player1, b.player1), differ("player 2", a.player2, b.player2),
          differ("name", a.name, b.name), differ("result", a.result, b.result),
          differ("rules", setupOf<TwixtSetup>(a).rules, setupOf<TwixtSetup>(b).rules)})
        if (!d.isEmpty())
            return d;
    if (options.keptProperties && options.header && a.header != b.header)
        return QStringLiteral("kept header properties differ");
    if (options.keptProperties && options.header && setupOf<BgGameInfo>(a) != setupOf<BgGameInfo>(b))
        return QStringLiteral("match information differs");
    NodeId x = a.tree.root(), y = b.tree.root();
    for (int n = 0; x != NoNode && y != NoNode; ++n) {
        const auto at = [n](const char *what) {
            return QStringLiteral("node %1 (pre-order): %2 differs").arg(n).arg(QLatin1String(what));
        };
        if (a.tree.moveTag(x) != b.tree.moveTag(y) || a.tree.moveData(x) != b.tree.moveData(y))
            return at("move");
        if (a.tree.comment(x) != b.tree.comment(y)
            || (options.keptProperties && a.tree.hasComment(x) != b.tree.hasComment(y)))
            return at("comment");
        if (a.tree.evaluation(x) != b.tree.evaluation(y))
            return at("evaluation");
        if (a.tree.childCount(x) != b.tree.childCount(y))
            return at("number of children");
        if ((a.tree.mainChild(x) == a.tree.firstChild(x)) != (b.tree.mainChild(y) == b.tree.firstChild(y)))
            return at("main line");
        if (options.keptProperties && a.tree.unknownProperties(x) != b.tree.unknownProperties(y))
            return at("kept properties");
        if (options.keptProperties && a.tree.markup(x) != b.tree.markup(y))
            return at("marks");
        x = a.tree.nextInPreorder(x);
        y = b.tree.nextInPreorder(y);
    }
    if (x != NoNode || y != NoNode)
        return QStringLiteral("the trees have different node counts");
    return QString();
}

inline QString firstDifference(const Collection &a, const Collection &b, const DiffOptions &options = {})
{
    if (a.games.size() != b.games.size())
        return QStringLiteral("%1 games against %2").arg(a.games.size()).arg(b.games.size());
    for (std::size_t i = 0; i < a.games.size(); ++i)
        if (const QString d = firstDifference(a.games[i], b.games[i], options); !d.isEmpty())
            return QStringLiteral("game %1: %2").arg(i + 1).arg(d);
    return QString();
}

} // namespace kibitz::test
