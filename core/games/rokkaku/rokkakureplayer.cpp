#include "games/rokkaku/rokkakureplayer.h"

#include <QCoreApplication>
#include <QStringList>

namespace kibitz {

std::unique_ptr<RokkakuReplayer> RokkakuReplayer::forGame(const GameRecord &game)
{
    const GameTree &tree = game.tree;
    if (tree.moveTag(tree.root()) != std::uint8_t(RokkakuTag::Setup))
        return nullptr;
    const auto setup = decodeRokkakuSetup(tree.moveData(tree.root()));
    if (!setup)
        return nullptr;
    return std::make_unique<RokkakuReplayer>(*setup, setupOf<RokkakuTeamNames>(game).teamNames);
}

QString RokkakuReplayer::moveText(std::uint8_t tag, QByteArrayView data) const
{
    if (tag != std::uint8_t(RokkakuTag::Turn))
        return QStringLiteral("?");
    const auto turn = decodeRokkakuTurn(data);
    return turn ? RokkakuPosition::turnText(*turn) : QStringLiteral("?");
}

QString RokkakuReplayer::moveNotation(std::uint8_t tag, QByteArrayView data) const
{
    if (tag != std::uint8_t(RokkakuTag::Turn))
        return moveText(tag, data);
    const auto turn = decodeRokkakuTurn(data);
    if (!turn)
        return QStringLiteral("?");
    // Who moved: the first agent on the hexel that has not moved in this
    // turn and is not frozen, as RokkakuPosition::applyTurn decides.
    QStringList moves;
    std::uint32_t claimed = 0;
    for (const RokkakuMove &m : turn->moves) {
        int agent = -1;
        for (int a = 0; a < RokkakuAgents && agent < 0; ++a)
            if (m_position.agent(a) == m.from && !((claimed >> a) & 1) && !m_position.isFrozen(a))
                agent = a;
        const QString to = QStringLiteral("%1,%2").arg(m.to.x).arg(m.to.y);
        if (agent < 0) {
            moves << QCoreApplication::translate("RokkakuNotation", "from %1,%2 to %3")
                         .arg(m.from.x)
                         .arg(m.from.y)
                         .arg(to);
            continue;
        }
        claimed |= 1u << agent;
        const int team = agent / RokkakuAgentsPerTeam, which = agent % RokkakuAgentsPerTeam;
        const QString name = m_teamNames.value(team);
        if (name.isEmpty()) {
            // Teams counted from 1 in the game's order (the scoreboard's), not
            // from 0 as the log does.
            //: %1 a team (1-4 in the game), %2 a hexel "x,y"
            moves << (which == 0
                          ? QCoreApplication::translate("RokkakuNotation", "team %1's dog to %2").arg(team + 1).arg(to)
                          //: %1 a team (1-4 in the game), %2 a samurai (1-3), %3 a hexel "x,y"
                          : QCoreApplication::translate("RokkakuNotation", "team %1 samurai %2 to %3")
                                .arg(team + 1)
                                .arg(which)
                                .arg(to));
        } else {
            //: %1 a team's name, %2 a hexel "x,y"
            moves << (which == 0 ? QCoreApplication::translate("RokkakuNotation", "%1's dog to %2").arg(name, to)
                                 //: %1 a team's name, %2 a samurai (1-3), %3 a hexel "x,y"
                                 : QCoreApplication::translate("RokkakuNotation", "%1 samurai %2 to %3")
                                       .arg(name, QString::number(which), to));
        }
    }
    QStringList parts;
    parts << (moves.isEmpty() ? QCoreApplication::translate("RokkakuNotation", "no agent moves")
                              : moves.join(QStringLiteral("; ")));
    if (!turn->ownerChanges.empty())
        parts << QCoreApplication::translate("RokkakuNotation", "%n hexel(s) claimed", nullptr,
                                             int(turn->ownerChanges.size()));
    if (!turn->syzygies.empty())
        parts << QCoreApplication::translate("RokkakuNotation", "%n syzygy(s)", nullptr, int(turn->syzygies.size()));
    if (!turn->sieges.empty())
        parts << QCoreApplication::translate("RokkakuNotation", "%n siege(s)", nullptr, int(turn->sieges.size()));
    if (!turn->occupations.empty())
        parts << QCoreApplication::translate("RokkakuNotation", "%n continental occupation(s)", nullptr,
                                             int(turn->occupations.size()));
    if (!turn->frozen.empty())
        parts << QCoreApplication::translate("RokkakuNotation", "%n agent(s) frozen", nullptr,
                                             int(turn->frozen.size()));
    return parts.join(QStringLiteral(" \u00b7 "));
}

} // namespace kibitz
