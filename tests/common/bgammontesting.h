#pragma once

// What the backgammon tests share: the test data of tests/data/bgammon and a
// game's main line as events.

#include "games/backgammon/backgammonevent.h"
#include "record/gamerecord.h"
#include "testfiles.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace kibitz::test {

// A file of tests/data/bgammon, empty when it cannot be read.
inline QByteArray bgammonDataFile(const char *name)
{
    return readFile(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/") + QLatin1String(name));
}

// The events of a game's main line.
inline std::vector<BackgammonEvent> eventsOf(const GameRecord &g)
{
    std::vector<BackgammonEvent> events;
    for (NodeId id = g.tree.mainChild(g.tree.root()); id != NoNode; id = g.tree.mainChild(id))
        events.push_back(*decodeBackgammonEvent(g.tree.moveTag(id), g.tree.moveData(id)));
    return events;
}

} // namespace kibitz::test
