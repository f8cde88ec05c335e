#include "games/backgammon/backgammonreplayer.h"

#include "games/backgammon/backgammonnotation.h"
#include "games/gameregistry.h"

namespace kibitz {

namespace {

class BackgammonReplayer : public Replayer {
public:
    explicit BackgammonReplayer(const BackgammonPosition &position)
        : m_position(position)
    { }
    std::unique_ptr<Replayer> clone() const override { return std::make_unique<BackgammonReplayer>(*this); }
    QString apply(std::uint8_t tag, QByteArrayView data) override
    {
        m_failedPart = BgPart::Event;
        if (tag == 0 && data.isEmpty())
            return QString();
        const auto event = decodeBackgammonEvent(tag, data);
        if (!event)
            return BackgammonPosition::tr("the event does not decode");
        return m_position.apply(*event, &m_failedPart);
    }
    int failedPart() const override { return m_failedPart; }
    QString positionText() const override { return m_position.toText(); }
    int winner() const override { return m_position.winner(); }
    int toMove() const override { return m_position.toAct() == 0 ? 1 : m_position.toAct(); }
    QString moveText(std::uint8_t tag, QByteArrayView data) const override
    {
        const auto event = decodeBackgammonEvent(tag, data);
        return event ? QString::fromUtf8(backgammonEventLine(*event)) : QStringLiteral("?");
    }
    QString moveNotation(std::uint8_t tag, QByteArrayView data) const override
    {
        const auto event = decodeBackgammonEvent(tag, data);
        return event ? BackgammonNotation::eventText(m_position, *event) : QStringLiteral("?");
    }
    bool notationDependsOnPosition() const override { return true; }
    // Who rolled, doubled or answered: every event names its player.
    int moverOf(std::uint8_t tag, QByteArrayView data) const override
    {
        const auto event = decodeBackgammonEvent(tag, data);
        return event ? event->player : 0;
    }
    std::size_t memorySize() const override { return sizeof(*this); }

private:
    BackgammonPosition m_position;
    int m_failedPart = BgPart::Event;
};

} // namespace

BgGameInfo backgammonGameInfo(const GameRecord &game)
{
    return setupOf<BgGameInfo>(game);
}

void setBackgammonGameInfo(GameRecord &game, const BgGameInfo &info)
{
    setupFor<BgGameInfo>(game) = info;
    game.headerFormat = BgHeaderFormat; // the header's other entries are a backgammon file's
}

void markPostCrawford(Collection &collection)
{
    const GameRecord *previous = nullptr;
    BgGameInfo before;
    for (GameRecord &g : collection.games) {
        if (!isBackgammonKind(g.kind)) {
            previous = nullptr;
            continue;
        }
        BgGameInfo info = backgammonGameInfo(g);
        const auto needsOne = [](const BgGameInfo &i) {
            return i.matchLength > 1 && (i.score1 == i.matchLength - 1 || i.score2 == i.matchLength - 1);
        };
        const bool sameMatch = previous && previous->player1 == g.player1 && previous->player2 == g.player2
                            && before.matchLength == info.matchLength;
        const bool post = needsOne(info) && sameMatch && needsOne(before);
        if (post != info.postCrawford) {
            info.postCrawford = post;
            setBackgammonGameInfo(g, info);
        }
        previous = &g;
        before = info;
    }
}

bool isBackgammonKind(GameKind kind)
{
    return gameFamily(kind) == GameFamily::Backgammon;
}

BgVariant backgammonVariant(GameKind kind)
{
    return kind == GameKind::AceyDeucey ? BgVariant::AceyDeucey
         : kind == GameKind::Tabula     ? BgVariant::Tabula
                                        : BgVariant::Backgammon;
}

GameKind backgammonKind(BgVariant variant)
{
    return variant == BgVariant::AceyDeucey ? GameKind::AceyDeucey
         : variant == BgVariant::Tabula     ? GameKind::Tabula
                                            : GameKind::Backgammon;
}

BackgammonPosition backgammonStart(const GameRecord &game)
{
    const BgGameInfo info = backgammonGameInfo(game);
    if (!info.start.isEmpty() && game.kind == GameKind::Backgammon) {
        // Readers and the set-up dialog keep only set-ups that are positions.
        if (const auto setup = decodeBgSetup(info.start)) {
            if (auto position
                = BackgammonPosition::fromSetup(*setup, info.matchLength, info.score1, info.score2, info.postCrawford))
                return *position;
        }
    }
    return BackgammonPosition(backgammonVariant(game.kind), info.matchLength, info.score1, info.score2,
                              info.postCrawford);
}

BgEnding backgammonEnding(const GameRecord &game)
{
    BgEnding ending;
    ending.position = backgammonStart(game);
    const GameTree &tree = game.tree;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        const auto event = decodeBackgammonEvent(tree.moveTag(id), tree.moveData(id));
        if (!event)
            break;
        const int toAct = ending.position.toAct();
        if (!ending.position.applyQuickly(*event).isEmpty())
            break;
        if (event->kind == BackgammonEvent::Kind::Terminate) {
            ending.kind = BgEnding::Kind::Terminated;
            ending.terminator = event->player;
            ending.terminatorOnTurn = toAct == event->player;
        } else if (event->kind == BackgammonEvent::Kind::Double && !event->accepted) {
            ending.kind = BgEnding::Kind::Declined;
        } else if (ending.position.isOver()) {
            ending.kind = BgEnding::Kind::BearOff;
        }
    }
    return ending;
}

int backgammonPointsWon(const GameRecord &game)
{
    const BgGameInfo info = backgammonGameInfo(game);
    if (info.winner == 0 || info.abandoned)
        return 0;
    return info.points * backgammonEnding(game).position.cubeValue();
}

std::unique_ptr<Replayer> makeBackgammonReplayer(const GameRecord &game)
{
    return std::make_unique<BackgammonReplayer>(backgammonStart(game));
}

} // namespace kibitz
