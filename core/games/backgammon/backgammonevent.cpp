#include "games/backgammon/backgammonevent.h"

namespace kibitz {

std::uint8_t backgammonEventTag(const BackgammonEvent &event)
{
    switch (event.kind) {
    case BackgammonEvent::Kind::Roll:
        return std::uint8_t(BgEventTag::Roll);
    case BackgammonEvent::Kind::Double:
        return std::uint8_t(BgEventTag::Double);
    case BackgammonEvent::Kind::Terminate:
        break;
    }
    return std::uint8_t(BgEventTag::Terminate);
}

void encodeBackgammonEvent(const BackgammonEvent &event, QByteArray &out)
{
    out.clear();
    out.append(char(event.player));
    switch (event.kind) {
    case BackgammonEvent::Kind::Roll:
        out.append(char(event.diceCount));
        for (int i = 0; i < event.diceCount; ++i)
            out.append(char(event.dice[std::size_t(i)]));
        out.append(char(event.moves.size()));
        for (const BgMove &m : event.moves) {
            out.append(char(m.from));
            out.append(char(m.to));
        }
        break;
    case BackgammonEvent::Kind::Double:
        out.append(char((event.cubeValue >> 8) & 0xff));
        out.append(char(event.cubeValue & 0xff));
        out.append(char(event.accepted ? 1 : 0));
        break;
    case BackgammonEvent::Kind::Terminate:
        break;
    }
}

QByteArray encodeBackgammonEvent(const BackgammonEvent &event)
{
    QByteArray out;
    encodeBackgammonEvent(event, out);
    return out;
}

std::optional<BackgammonEvent> decodeBackgammonEvent(std::uint8_t tag, QByteArrayView data)
{
    if (data.isEmpty())
        return std::nullopt;
    BackgammonEvent e;
    e.player = std::uint8_t(data[0]);
    if (e.player != 1 && e.player != 2)
        return std::nullopt;
    const auto byte = [&](qsizetype i) { return int(std::uint8_t(data[i])); };
    switch (BgEventTag(tag)) {
    case BgEventTag::Roll: {
        if (data.size() < 3)
            return std::nullopt;
        e.kind = BackgammonEvent::Kind::Roll;
        e.diceCount = byte(1);
        if (e.diceCount < 2 || e.diceCount > 3 || data.size() < 3 + e.diceCount)
            return std::nullopt;
        for (int i = 0; i < e.diceCount; ++i)
            e.dice[std::size_t(i)] = byte(2 + i);
        const qsizetype countAt = 2 + e.diceCount;
        const int count = byte(countAt);
        if (data.size() != countAt + 1 + 2 * count)
            return std::nullopt;
        e.moves.resize(std::size_t(count));
        for (int i = 0; i < count; ++i)
            e.moves[std::size_t(i)] = {byte(countAt + 1 + 2 * i), byte(countAt + 2 + 2 * i)};
        return e;
    }
    case BgEventTag::Double:
        if (data.size() != 4)
            return std::nullopt;
        e.kind = BackgammonEvent::Kind::Double;
        e.cubeValue = (byte(1) << 8) | byte(2);
        e.accepted = byte(3) != 0;
        return e;
    case BgEventTag::Terminate:
        if (data.size() != 1)
            return std::nullopt;
        e.kind = BackgammonEvent::Kind::Terminate;
        return e;
    }
    return std::nullopt;
}

QByteArray backgammonSpaceText(int space)
{
    if (space == BgBar)
        return QByteArrayLiteral("bar");
    if (space == BgOff)
        return QByteArrayLiteral("off");
    return QByteArray::number(space);
}

namespace {

void appendSpace(int space, QByteArray &out)
{
    if (space == BgBar) {
        out.append("bar", 3);
    } else if (space == BgOff) {
        out.append("off", 3);
    } else {
        if (space >= 10)
            out.append(char('0' + space / 10));
        out.append(char('0' + space % 10));
    }
}

} // namespace

bool appendBackgammonEventLine(std::uint8_t tag, QByteArrayView data, QByteArray &out)
{
    if (tag != std::uint8_t(BgEventTag::Roll)) {
        const auto event = decodeBackgammonEvent(tag, data);
        if (!event)
            return false;
        out.append(backgammonEventLine(*event));
        return true;
    }
    // Validate exactly as decodeBackgammonEvent does, without building the event.
    const auto byte = [&](qsizetype i) { return int(std::uint8_t(data[i])); };
    if (data.size() < 3 || (byte(0) != 1 && byte(0) != 2))
        return false;
    const int dice = byte(1);
    if (dice < 2 || dice > 3 || data.size() < 3 + dice)
        return false;
    const qsizetype countAt = 2 + dice;
    const int count = byte(countAt);
    if (data.size() != countAt + 1 + 2 * count)
        return false;
    out.append(char('0' + byte(0)));
    out.append(" r ", 3);
    for (int i = 0; i < dice; ++i) {
        if (i > 0)
            out.append('-');
        out.append(char('0' + byte(2 + i)));
    }
    for (int i = 0; i < count; ++i) {
        out.append(' ');
        appendSpace(byte(countAt + 1 + 2 * i), out);
        out.append('/');
        appendSpace(byte(countAt + 2 + 2 * i), out);
    }
    return true;
}

QByteArray backgammonEventLine(const BackgammonEvent &event)
{
    QByteArray line;
    line.append(char('0' + event.player));
    switch (event.kind) {
    case BackgammonEvent::Kind::Roll:
        line.append(" r ");
        for (int i = 0; i < event.diceCount; ++i) {
            if (i > 0)
                line.append('-');
            line.append(char('0' + event.dice[std::size_t(i)]));
        }
        for (const BgMove &m : event.moves) {
            line.append(' ');
            line.append(backgammonSpaceText(m.from));
            line.append('/');
            line.append(backgammonSpaceText(m.to));
        }
        break;
    case BackgammonEvent::Kind::Double:
        line.append(" d ");
        line.append(QByteArray::number(event.cubeValue));
        line.append(event.accepted ? " 1" : " 0");
        break;
    case BackgammonEvent::Kind::Terminate:
        line.append(" t");
        break;
    }
    return line;
}

} // namespace kibitz
