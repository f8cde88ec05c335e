#include "games/backgammon/backgammonreplayer.h"

#include "games/backgammon/backgammonnotation.h"
#include "games/gameregistry.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kibitz {

namespace {

const char *const kKeys[] = {"timestamp", "total", "score1", "score2", "winner", "points"};
// Derived, never written: the writers write the metadata fields only.
const char kPostCrawford[] = "post-crawford";
const char kAbandoned[] = "abandoned";

class BackgammonReplayer : public Replayer {
public:
    explicit BackgammonReplayer(BackgammonPosition position)
        : m_position(std::move(position))
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

bool isBackgammonInfoKey(QByteArrayView key)
{
    for (const char *k : kKeys) {
        if (key == k)
            return true;
    }
    return key == kPostCrawford || key == kAbandoned;
}

BgGameInfo backgammonGameInfo(const GameRecord &game)
{
    BgGameInfo info;
    if (game.headerFormat != BgHeaderFormat)
        return info;
    for (const RawProperty &p : game.header) {
        if (p.values.isEmpty())
            continue;
        const qint64 v = p.values.first().toLongLong();
        if (p.key == kKeys[0])
            info.timestamp = v;
        else if (p.key == kKeys[1])
            info.matchLength = int(v);
        else if (p.key == kKeys[2])
            info.score1 = int(v);
        else if (p.key == kKeys[3])
            info.score2 = int(v);
        else if (p.key == kKeys[4])
            info.winner = int(v);
        else if (p.key == kKeys[5])
            info.points = int(v);
        else if (p.key == kPostCrawford)
            info.postCrawford = v != 0;
        else if (p.key == kAbandoned)
            info.abandoned = v != 0;
    }
    return info;
}

void setBackgammonGameInfo(GameRecord &game, const BgGameInfo &info)
{
    const qint64 values[] = {info.timestamp, info.matchLength, info.score1, info.score2, info.winner, info.points};
    // Other entries (SGF root properties kept from a GM[6] file) stay, after ours.
    std::vector<RawProperty> kept;
    if (game.headerFormat == BgHeaderFormat) {
        for (RawProperty &p : game.header) {
            if (!isBackgammonInfoKey(p.key))
                kept.push_back(std::move(p));
        }
    }
    game.header.clear();
    for (std::size_t i = 0; i < std::size(kKeys); ++i)
        game.header.push_back({QByteArray(kKeys[i]), {QByteArray::number(values[i])}});
    if (info.abandoned)
        game.header.push_back({QByteArray(kAbandoned), {QByteArrayLiteral("1")}});
    if (info.postCrawford)
        game.header.push_back({QByteArray(kPostCrawford), {QByteArrayLiteral("1")}});
    for (RawProperty &p : kept)
        game.header.push_back(std::move(p));
    game.headerFormat = BgHeaderFormat;
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

void addBackgammonGameJson(const Collection &, const GameRecord &game, QJsonObject &object)
{
    // The match this game belongs to: its length and the score before the game.
    const BgGameInfo match = backgammonGameInfo(game);
    object[QStringLiteral("matchLength")] = match.matchLength;
    object[QStringLiteral("score")] = QJsonArray{match.score1, match.score2};
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
