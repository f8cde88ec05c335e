#include "games/backgammon/backgammonnotation.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <functional>
#include <optional>

namespace kibitz {

namespace {

int other(int player)
{
    return player == 1 ? 2 : 1;
}

bool isPoint(int space)
{
    return space >= 1 && space <= 24;
}

// One checker's way in the written play: from, to and the points where it
// hit on the way (only hits are kept between the ends).
struct Segment {
    int from = 0;
    int to = 0;
    std::vector<int> hitsOnTheWay;
    bool hitAtEnd = false;
    int count = 1;
    bool sameWay(const Segment &s) const
    {
        return from == s.from && to == s.to && hitsOnTheWay == s.hitsOnTheWay && hitAtEnd == s.hitAtEnd;
    }
};

QString spaceText(BgVariant variant, int space, int player, bool asSource)
{
    if (space == BgBar)
        return QStringLiteral("bar");
    if (space == BgOff)
        return asSource ? QStringLiteral("in") : QStringLiteral("off");
    return QString::number(BackgammonNotation::pointNumber(variant, space, player));
}

// The pip distance of a space for `player`: points by their number, the bar
// and the start 25, off 0.
int pipOf(BgVariant variant, int space, int player, bool asSource)
{
    if (space == BgBar)
        return 25;
    if (space == BgOff)
        return asSource ? 25 : 0;
    return BackgammonNotation::pointNumber(variant, space, player);
}

} // namespace

int BackgammonNotation::pointNumber(BgVariant variant, int point, int player)
{
    if (!isPoint(point))
        return point;
    return player == 1 && variant != BgVariant::Tabula ? point : 25 - point;
}

int BackgammonNotation::boardPoint(BgVariant variant, int number, int player)
{
    // The mapping is its own inverse.
    return pointNumber(variant, number, player);
}

std::vector<int> BackgammonNotation::playableDice(BgVariant variant, const std::vector<int> &rolled)
{
    if (variant != BgVariant::Tabula && rolled.size() == 2 && rolled[0] == rolled[1])
        return std::vector<int>(4, rolled[0]);
    return rolled;
}

QString BackgammonNotation::diceText(const std::vector<int> &rolled)
{
    QStringList parts;
    for (int d : rolled)
        parts << QString::number(d);
    return parts.join(u'-');
}

QString BackgammonNotation::playText(const BackgammonPosition &before, int player, const std::vector<BgMove> &moves)
{
    const BgVariant variant = before.variant();
    BackgammonPosition position = before;
    bool applying = true;
    std::vector<Segment> segments;
    for (const BgMove &move : moves) {
        bool hit = false;
        if (applying) {
            hit = isPoint(move.to) && position.checkers(move.to, other(player)) == 1;
            // Any die will do here: the move is checked, not the dice.
            std::vector<int> dice{1, 2, 3, 4, 5, 6};
            if (!position.playChecker(player, move, dice)) {
                applying = false;
                hit = false;
            }
        }
        // The checker that just arrived on `move.from` goes on.
        auto continued = std::find_if(segments.rbegin(), segments.rend(), [&](const Segment &s) {
            return s.count == 1 && isPoint(s.to) && s.to == move.from;
        });
        if (continued != segments.rend() && isPoint(move.from)) {
            if (continued->hitAtEnd)
                continued->hitsOnTheWay.push_back(continued->to);
            continued->to = move.to;
            continued->hitAtEnd = hit;
            continue;
        }
        segments.push_back(Segment{move.from, move.to, {}, hit, 1});
    }
    // Identical ways counted at their first place.
    std::vector<Segment> counted;
    for (const Segment &s : segments) {
        auto same = std::find_if(counted.begin(), counted.end(), [&](const Segment &c) { return c.sameWay(s); });
        if (same != counted.end())
            ++same->count;
        else
            counted.push_back(s);
    }
    QStringList parts;
    for (const Segment &s : counted) {
        QString text = spaceText(variant, s.from, player, true);
        for (int point : s.hitsOnTheWay)
            text += u'/' + spaceText(variant, point, player, false) + u'*';
        text += u'/' + spaceText(variant, s.to, player, false);
        if (s.hitAtEnd)
            text += u'*';
        if (s.count > 1)
            text += QStringLiteral("(%1)").arg(s.count);
        parts << text;
    }
    return parts.join(u' ');
}

QString BackgammonNotation::eventText(const BackgammonPosition &before, const BackgammonEvent &event)
{
    switch (event.kind) {
    case BackgammonEvent::Kind::Roll: {
        std::vector<int> rolled(event.dice.begin(), event.dice.begin() + std::clamp(event.diceCount, 0, 3));
        const QString play = playText(before, event.player, event.moves);
        return tr("%1: %2").arg(diceText(rolled), play.isEmpty() ? tr("no move") : play);
    }
    case BackgammonEvent::Kind::Double:
        return event.accepted ? tr("doubles to %1, takes").arg(event.cubeValue)
                              : tr("doubles to %1, passes").arg(event.cubeValue);
    case BackgammonEvent::Kind::Terminate:
        return tr("resigns");
    }
    return QString();
}

QString BackgammonNotation::moveProblem(const BackgammonPosition &position, int player, const BgMove &move,
                                        const std::vector<int> &dice)
{
    BackgammonPosition trial = position;
    std::vector<int> left = dice;
    QString why;
    if (trial.playChecker(player, move, left, &why))
        return QString();
    const BgVariant variant = position.variant();
    const QString name
        = spaceText(variant, move.from, player, true) + u'/' + spaceText(variant, move.to, player, false);
    const auto problem = [&name](const QString &text) { return tr("%1: %2").arg(name, text); };
    if (dice.empty())
        return problem(tr("every die of the roll is played"));
    if (move.from == BgBar && position.bar(player) == 0)
        return problem(tr("you have no checker on the bar"));
    if (move.from == BgOff && position.waiting(player) == 0)
        return problem(variant == BgVariant::Backgammon ? tr("no checker enters from off the board in backgammon")
                                                        : tr("every checker has entered"));
    if (isPoint(move.from) && position.checkers(move.from, player) == 0)
        return problem(tr("you have no checker on %1").arg(pointNumber(variant, move.from, player)));
    if (position.bar(player) > 0 && move.from != BgBar)
        return problem(tr("a checker on the bar must enter first"));
    if (move.to == BgBar)
        return problem(tr("checkers cannot be moved to the bar"));
    const int fromPip = pipOf(variant, move.from, player, true);
    if (move.to == BgOff) {
        if (!isPoint(move.from))
            return problem(tr("a checker must enter before it can be borne off"));
        return problem(tr("you can bear off only when all your checkers are home, with a die of %1 or, when no "
                          "checker is farther back, a larger one")
                           .arg(fromPip));
    }
    const int distance = fromPip - pipOf(variant, move.to, player, false);
    if (distance <= 0)
        return problem(tr("checkers cannot move backwards"));
    if (std::find(dice.begin(), dice.end(), distance) == dice.end())
        return problem(tr("no die of %1 is left to play").arg(distance));
    if (position.checkers(move.to, other(player)) >= 2)
        return problem(tr("%1 is blocked").arg(pointNumber(variant, move.to, player)));
    return problem(why);
}

namespace {

// A written move: a chain of spaces with hit marks, repeated `count` times.
struct WrittenMove {
    std::vector<int> spaces; // board spaces; BgOff first is an entry, last a bear-off
    std::vector<bool> hits; // per space
    int count = 1;
    qsizetype column = 0; // where it starts, 0-based
    QString text;
};

// All ways of moving one checker from `from` to `to` with single dice of
// `dice`, as lists of single moves (legal in turn).
void findWays(const BackgammonPosition &position, int player, int from, int to, const std::vector<int> &dice,
              std::vector<BgMove> &way, std::vector<std::vector<BgMove>> &ways)
{
    const BgVariant variant = position.variant();
    const int fromPip = pipOf(variant, from, player, true);
    const int toPip = pipOf(variant, to, player, false);
    std::vector<int> tried;
    for (std::size_t i = 0; i < dice.size(); ++i) {
        const int d = dice[i];
        if (std::find(tried.begin(), tried.end(), d) != tried.end())
            continue;
        tried.push_back(d);
        const int pip = fromPip - d;
        BgMove step;
        if (pip == toPip || (to == BgOff && pip < 0)) {
            step = BgMove{from, to};
        } else if (pip > toPip && pip >= 1) {
            step = BgMove{from, BackgammonNotation::boardPoint(variant, pip, player)};
        } else {
            continue;
        }
        BackgammonPosition next = position;
        std::vector<int> left = dice;
        if (!next.playChecker(player, step, left))
            continue;
        way.push_back(step);
        if (step.to == to)
            ways.push_back(way);
        else
            findWays(next, player, step.to, to, left, way, ways);
        way.pop_back();
    }
}

// The mover's checkers after `moves` written as chains, counted per space
// (0 off, 1..24, 25 bar), ignoring order and legality; false when a chain
// takes a checker from a space that has none.
bool writtenOutcome(const BackgammonPosition &before, int player, const std::vector<WrittenMove> &written,
                    std::array<int, 26> &count, int &hits)
{
    count.fill(0);
    for (int point = 1; point <= 24; ++point)
        count[std::size_t(point)] = before.checkers(point, player);
    count[25] = before.bar(player);
    count[0] = before.borneOff(player);
    hits = 0;
    for (const WrittenMove &w : written) {
        const int from = w.spaces.front() == BgBar ? 25 : w.spaces.front();
        const int to = w.spaces.back();
        if (w.spaces.front() == BgOff || to == BgBar)
            return false;
        count[std::size_t(from)] -= w.count;
        count[std::size_t(to)] += w.count;
        if (count[std::size_t(from)] < 0)
            return false;
        for (std::size_t k = 1; k < w.hits.size(); ++k)
            hits += w.hits[k] ? w.count : 0;
    }
    return true;
}

bool sameOutcome(const BackgammonPosition &p, int player, const std::array<int, 26> &count)
{
    if (p.bar(player) != count[25] || p.borneOff(player) != count[0])
        return false;
    for (int point = 1; point <= 24; ++point) {
        if (p.checkers(point, player) != count[std::size_t(point)])
            return false;
    }
    return true;
}

// Every complete play (no die left that can be played) from `position`,
// depth first; stops at the first whose outcome is `count` with `hits`
// opponent checkers hit (or remembers the first with the outcome at all).
void searchPlays(const BackgammonPosition &position, int player, const std::vector<int> &dice,
                 const std::array<int, 26> &count, int hits, int hitsSoFar, std::vector<BgMove> &play,
                 std::optional<std::vector<BgMove>> &exact, std::optional<std::vector<BgMove>> &any, int &budget)
{
    if (exact || --budget < 0)
        return;
    const std::vector<BgMove> moves = dice.empty() ? std::vector<BgMove>() : position.legalSingleMoves(player, dice);
    if (moves.empty()) {
        if (sameOutcome(position, player, count)) {
            if (hitsSoFar == hits)
                exact = play;
            else if (!any)
                any = play;
        }
        return;
    }
    for (const BgMove &m : moves) {
        BackgammonPosition next = position;
        std::vector<int> left = dice;
        const bool hit = isPoint(m.to) && position.checkers(m.to, other(player)) == 1;
        if (!next.playChecker(player, m, left))
            continue;
        play.push_back(m);
        searchPlays(next, player, left, count, hits, hitsSoFar + (hit ? 1 : 0), play, exact, any, budget);
        play.pop_back();
        if (exact)
            return;
    }
}

// A play written in an order that cannot be played move by move, as
// Backgammon Studio writes "bar/21(2)" for 2-2 with two checkers on the bar
// (both enter before either goes on) or "10/off(2)" for 5-5: the legal play
// that leaves the mover's checkers where the written moves put them, as GNU
// Backgammon's import matches a written move against the legal ones.
std::optional<std::vector<BgMove>> playByOutcome(const BackgammonPosition &before, int player,
                                                 const std::vector<int> &dice, const std::vector<WrittenMove> &written)
{
    std::array<int, 26> count{};
    int hits = 0;
    if (written.empty() || !writtenOutcome(before, player, written, count, hits))
        return std::nullopt;
    std::optional<std::vector<BgMove>> exact;
    std::optional<std::vector<BgMove>> any;
    std::vector<BgMove> play;
    int budget = 200000;
    searchPlays(before, player, dice, count, hits, 0, play, exact, any, budget);
    return exact ? exact : any;
}

} // namespace

BackgammonNotation::Parsed BackgammonNotation::parsePlay(QStringView text, const BackgammonPosition &before, int player,
                                                         const std::vector<int> &rolled)
{
    Parsed result;
    const BgVariant variant = before.variant();
    const auto fail = [&result](qsizetype column, const QString &message) {
        result.moves.clear();
        result.error = tr("column %1: %2").arg(column + 1).arg(message);
        return result;
    };

    // Tokens: runs of characters other than white space and commas.
    std::vector<WrittenMove> written;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        while (i < n && (text[i].isSpace() || text[i] == u','))
            ++i;
        if (i >= n)
            break;
        const qsizetype start = i;
        while (i < n && !text[i].isSpace() && text[i] != u',')
            ++i;
        const QStringView token = text.mid(start, i - start);
        WrittenMove move;
        move.column = start;
        move.text = token.toString();
        qsizetype at = 0;
        const auto readSpace = [&](bool first) -> std::optional<int> {
            const qsizetype begin = at;
            while (at < token.size() && token[at].isLetterOrNumber())
                ++at;
            const QString word = token.mid(begin, at - begin).toString().toLower();
            bool number = false;
            const int value = word.toInt(&number);
            if (number && value >= 1 && value <= 24)
                return boardPoint(variant, value, player);
            if (word == u"bar" || (number && value == 25 && first))
                return BgBar;
            if (word == u"off" || word == u"in" || (number && value == 0 && !first))
                return BgOff;
            return std::nullopt;
        };
        for (bool first = true;; first = false) {
            const qsizetype spaceColumn = start + at;
            const std::optional<int> space = readSpace(first);
            if (!space)
                return fail(spaceColumn, tr("\"%1\": expected a point 1-24, bar or off").arg(move.text));
            move.spaces.push_back(*space);
            bool hit = false;
            if (at < token.size() && token[at] == u'*') {
                hit = true;
                ++at;
            }
            move.hits.push_back(hit);
            if (at < token.size() && token[at] == u'/') {
                ++at;
                continue;
            }
            break;
        }
        if (at < token.size() && token[at] == u'(') {
            const qsizetype close = token.indexOf(u')', at);
            bool number = false;
            const int count = close < 0 ? 0 : token.mid(at + 1, close - at - 1).toInt(&number);
            if (!number || count < 1 || count > 4)
                return fail(start + at, tr("\"%1\": a count is written (2), (3) or (4)").arg(move.text));
            move.count = count;
            at = close + 1;
        }
        if (move.spaces.size() < 2)
            return fail(start, tr("\"%1\": a move is written from/to, as 13/8").arg(move.text));
        if (at != token.size())
            return fail(start + at, tr("\"%1\": unexpected \"%2\"").arg(move.text, token.mid(at).toString()));
        written.push_back(std::move(move));
    }

    BackgammonPosition position = before;
    std::vector<int> dice = playableDice(variant, rolled);
    const QString rollText = diceText(rolled);
    // When the written order cannot be played move by move, the legal play
    // with the same outcome, if there is one.
    const auto failPlay = [&](qsizetype column, const QString &message) {
        if (auto play = playByOutcome(before, player, playableDice(variant, rolled), written)) {
            BackgammonPosition check = before;
            if (check.apply(rollEvent(player, rolled, *play)).isEmpty()) {
                result.moves = std::move(*play);
                result.error.clear();
                return result;
            }
        }
        return fail(column, message);
    };
    for (const WrittenMove &w : written) {
        for (int repeat = 0; repeat < w.count; ++repeat) {
            for (std::size_t k = 0; k + 1 < w.spaces.size(); ++k) {
                const int from = w.spaces[k];
                const int to = w.spaces[k + 1];
                if (k > 0 && !isPoint(from))
                    return failPlay(w.column, tr("\"%1\": a checker cannot go on from %2")
                                                  .arg(w.text, spaceText(variant, from, player, false)));
                if (to == BgBar)
                    return failPlay(w.column, tr("\"%1\": checkers cannot be moved to the bar").arg(w.text));
                if (from == BgOff && to == BgOff)
                    return failPlay(w.column, tr("\"%1\": from off to off is no move").arg(w.text));
                std::vector<BgMove> way;
                std::vector<std::vector<BgMove>> ways;
                findWays(position, player, from, to, dice, way, ways);
                if (ways.empty()) {
                    const BgMove single{from, to};
                    const int distance = pipOf(variant, from, player, true) - pipOf(variant, to, player, false);
                    QString why
                        = to == BgOff || distance <= 6 ? moveProblem(position, player, single, dice) : QString();
                    if (why.isEmpty()) {
                        why = dice.empty() ? tr("every die of %1 is already played").arg(rollText)
                                           : tr("%1/%2 cannot be played with what is left of %3")
                                                 .arg(spaceText(variant, from, player, true),
                                                      spaceText(variant, to, player, false), rollText);
                    }
                    return failPlay(w.column, why);
                }
                // Prefer the way whose hits are the ones written (none when
                // none is written): "24/16" passes the blot on 21, "24/21*/16" hits it.
                const bool wantsHit = w.hits[k + 1];
                const auto hitsOf = [&](const std::vector<BgMove> &candidate) {
                    BackgammonPosition p = position;
                    std::vector<int> left = dice;
                    int hits = 0;
                    bool hitAtEnd = false;
                    for (const BgMove &m : candidate) {
                        const bool hit = isPoint(m.to) && p.checkers(m.to, other(player)) == 1;
                        hits += hit ? 1 : 0;
                        hitAtEnd = hit && m.to == to;
                        p.playChecker(player, m, left);
                    }
                    return std::pair<int, bool>(hits - (hitAtEnd ? 1 : 0), hitAtEnd);
                };
                const std::vector<BgMove> *chosen = &ways.front();
                for (const auto &candidate : ways) {
                    const auto [onTheWay, atEnd] = hitsOf(candidate);
                    if (onTheWay == 0 && atEnd == wantsHit) {
                        chosen = &candidate;
                        break;
                    }
                }
                for (const BgMove &m : *chosen) {
                    position.playChecker(player, m, dice);
                    result.moves.push_back(m);
                }
            }
        }
    }
    if (position.borneOff(player) < BackgammonPosition::Checkers) {
        const std::vector<BgMove> left = position.legalSingleMoves(player, dice);
        if (!left.empty()) {
            const QString played = playText(before, player, result.moves);
            const QString example = playText(position, player, {left.front()});
            if (auto play = playByOutcome(before, player, playableDice(variant, rolled), written)) {
                BackgammonPosition check = before;
                if (check.apply(rollEvent(player, rolled, *play)).isEmpty()) {
                    result.moves = std::move(*play);
                    return result;
                }
            }
            result.moves.clear();
            result.error = played.isEmpty()
                             ? tr("%1 must be played (for example %2)").arg(rollText, example)
                             : tr("after %1, %2 can still be played (for example %3); a play uses every die it can")
                                   .arg(played, diceText(dice), example);
            return result;
        }
    }
    // The authority: the event as the replay will check it.
    BackgammonPosition check = before;
    const QString why = check.apply(rollEvent(player, rolled, result.moves));
    if (!why.isEmpty()) {
        result.moves.clear();
        result.error = why;
    }
    return result;
}

BackgammonEvent BackgammonNotation::rollEvent(int player, std::vector<int> rolled, const std::vector<BgMove> &moves)
{
    BackgammonEvent event;
    event.kind = BackgammonEvent::Kind::Roll;
    event.player = player;
    std::sort(rolled.begin(), rolled.end(), std::greater<int>());
    event.diceCount = int(std::min<std::size_t>(rolled.size(), 3));
    for (int i = 0; i < event.diceCount; ++i)
        event.dice[std::size_t(i)] = rolled[std::size_t(i)];
    event.moves = moves;
    return event;
}

} // namespace kibitz
