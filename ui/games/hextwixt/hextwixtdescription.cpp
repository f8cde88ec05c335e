#include "games/hextwixt/hextwixtdescription.h"

#include "games/hex/hexposition.h"
#include "games/twixt/twixtposition.h"

#include <QStringList>

#include <iterator>
#include <tuple>

#include <algorithm>

namespace kibitz {

namespace {

QString kindTitle(GameKind kind)
{
    switch (kind) {
    case GameKind::Hex:
        return HexTwixtDescription::tr("Hex");
    case GameKind::Twixt:
        return HexTwixtDescription::tr("Twixt");
    case GameKind::Backgammon:
        return HexTwixtDescription::tr("Backgammon");
    case GameKind::AceyDeucey:
        return HexTwixtDescription::tr("Acey-deucey");
    case GameKind::Tabula:
        return HexTwixtDescription::tr("Tabula");
    case GameKind::Rokkaku:
        return HexTwixtDescription::tr("Rokkaku Conquest");
    }
    return QString();
}

// The sides a connection-game player joins, as the board is shown.
QString sides(int player, bool flipped)
{
    const bool vertical = (player == 1) != flipped;
    return vertical ? HexTwixtDescription::tr("top and bottom") : HexTwixtDescription::tr("left and right");
}

QString outcomeWords(Outcome outcome, GameKind kind)
{
    switch (outcome) {
    case Outcome::Win:
        return HexTwixtDescription::tr("wins");
    case Outcome::Loss:
        return HexTwixtDescription::tr("loses");
    case Outcome::Favourable:
        return HexTwixtDescription::tr("favourable");
    case Outcome::Unfavourable:
        return HexTwixtDescription::tr("unfavourable");
    case Outcome::Tie:
        return kind == GameKind::Twixt ? HexTwixtDescription::tr("tie") : HexTwixtDescription::tr("even");
    case Outcome::Unknown:
        return HexTwixtDescription::tr("not evaluated");
    }
    return QString();
}

void describeConnection(const HexTwixtPicture &picture, const GameRecord &game,
                        const HexTwixtDescription::Context &context, QStringList &sentences)
{
    const bool twixt = picture.kind == GameKind::Twixt;
    for (int player = 1; player <= 2; ++player) {
        std::vector<PictureStone> own;
        std::copy_if(picture.stones.begin(), picture.stones.end(), std::back_inserter(own),
                     [&](const PictureStone &s) { return s.player == player; });
        // Column by column, as one reads coordinates: a1, a2, b1.
        std::sort(own.begin(), own.end(),
                  [](const PictureStone &a, const PictureStone &b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
        QStringList cells;
        for (const PictureStone &stone : own)
            cells << HexTwixtDescription::cellName(picture.kind, stone.x, stone.y);
        const QString who = HexTwixtDescription::tr("%1, %2").arg(HexTwixtDescription::playerName(game, player),
                                                                  sides(player, context.flipped));
        if (cells.isEmpty()) {
            sentences << (twixt ? HexTwixtDescription::tr("%1: no pegs.").arg(who)
                                : HexTwixtDescription::tr("%1: no stones.").arg(who));
            continue;
        }
        sentences << (twixt ? HexTwixtDescription::tr("%1: %n peg(s): %2.", nullptr, int(cells.size()))
                                  .arg(who, cells.join(QStringLiteral(", ")))
                            : HexTwixtDescription::tr("%1: %n stone(s): %2.", nullptr, int(cells.size()))
                                  .arg(who, cells.join(QStringLiteral(", "))));
        if (!twixt)
            continue;
        QStringList links;
        std::vector<PictureLink> ownLinks;
        std::copy_if(picture.links.begin(), picture.links.end(), std::back_inserter(ownLinks),
                     [&](const PictureLink &l) { return l.player == player; });
        // Each link from its smaller end, in the same reading order.
        std::vector<std::pair<QPoint, QPoint>> ends;
        for (const PictureLink &l : ownLinks) {
            QPoint a(l.link.x, l.link.y), b(l.link.otherX(), l.link.otherY());
            if (b.x() < a.x() || (b.x() == a.x() && b.y() < a.y()))
                std::swap(a, b);
            ends.emplace_back(a, b);
        }
        std::sort(ends.begin(), ends.end(), [](const auto &p, const auto &q) {
            const auto key = [](const std::pair<QPoint, QPoint> &e) {
                return std::tuple(e.first.x(), e.first.y(), e.second.x(), e.second.y());
            };
            return key(p) < key(q);
        });
        for (const auto &[a, b] : ends)
            links << HexTwixtDescription::tr("%1 to %2")
                         .arg(HexTwixtDescription::cellName(picture.kind, a.x(), a.y()),
                              HexTwixtDescription::cellName(picture.kind, b.x(), b.y()));
        if (links.isEmpty())
            sentences << HexTwixtDescription::tr("%1 has no links.").arg(HexTwixtDescription::playerName(game, player));
        else
            sentences << HexTwixtDescription::tr("%1 has %n link(s): %2.", nullptr, int(links.size()))
                             .arg(HexTwixtDescription::playerName(game, player), links.join(QStringLiteral(", ")));
    }
    if (!picture.followUps.empty()) {
        QStringList moves;
        for (const PictureFollowUp &f : picture.followUps)
            moves << (f.proven || f.outcome == Outcome::Unknown
                          ? HexTwixtDescription::tr("%1 (%2)")
                          : HexTwixtDescription::tr("%1 (%2, by the labels only)"))
                         .arg(HexTwixtDescription::cellName(picture.kind, f.x, f.y),
                              outcomeWords(f.outcome, picture.kind));
        sentences << HexTwixtDescription::tr("Stored follow-up moves: %1.").arg(moves.join(QStringLiteral(", ")));
    }
}

// The node's move and position marks and its board marks, one sentence each.
void describeMarks(const HexTwixtPicture &picture, QStringList &sentences)
{
    using D = HexTwixtDescription;
    const NodeMarkup &m = picture.markup;
    const auto cell = [&](MarkCell c) { return D::cellName(picture.kind, c.x, c.y); };
    switch (m.move) {
    case MoveMark::None:
        break;
    case MoveMark::Good:
        sentences << (m.moveEmphasis >= 2 ? HexTwixtDescription::tr("The move is marked very good (!!).")
                                          : HexTwixtDescription::tr("The move is marked good (!)."));
        break;
    case MoveMark::Bad:
        sentences << (m.moveEmphasis >= 2 ? HexTwixtDescription::tr("The move is marked very bad (?\?).")
                                          : HexTwixtDescription::tr("The move is marked bad (?)."));
        break;
    case MoveMark::Doubtful:
        sentences << HexTwixtDescription::tr("The move is marked doubtful (?!).");
        break;
    case MoveMark::Interesting:
        sentences << HexTwixtDescription::tr("The move is marked interesting (!?).");
        break;
    }
    switch (m.position) {
    case PositionMark::None:
        break;
    case PositionMark::GoodForBlack:
        sentences << HexTwixtDescription::tr("Marked good for Black.");
        break;
    case PositionMark::GoodForWhite:
        sentences << HexTwixtDescription::tr("Marked good for White.");
        break;
    case PositionMark::Even:
        sentences << HexTwixtDescription::tr("Marked even.");
        break;
    case PositionMark::Unclear:
        sentences << HexTwixtDescription::tr("Marked unclear.");
        break;
    }
    if (m.hotspot)
        sentences << HexTwixtDescription::tr("Marked as a hotspot.");
    const std::pair<MarkShape, QString> shapes[] = {
        {MarkShape::Triangle, HexTwixtDescription::tr("Triangles: %1.")},
        {MarkShape::Square, HexTwixtDescription::tr("Squares: %1.")},
        {MarkShape::Circle, HexTwixtDescription::tr("Circles: %1.")},
        {MarkShape::Cross, HexTwixtDescription::tr("Crosses: %1.")},
        {MarkShape::Selected, HexTwixtDescription::tr("Selected: %1.")},
    };
    for (const auto &[shape, words] : shapes) {
        QStringList cells;
        for (const MarkCell &c : m.shape(shape).cells())
            cells << cell(c);
        if (!cells.isEmpty())
            sentences << words.arg(cells.join(QStringLiteral(", ")));
    }
    if (!picture.dimmed.empty()) {
        QStringList cells;
        for (const MarkCell &c : picture.dimmed)
            cells << cell(c);
        sentences << HexTwixtDescription::tr("Dimmed: %1.").arg(cells.join(QStringLiteral(", ")));
    }
    QStringList labels;
    for (const BoardLabel &l : m.labels)
        labels << HexTwixtDescription::tr("%1 on %2").arg(l.text, cell(l.at));
    if (!labels.isEmpty())
        sentences << HexTwixtDescription::tr("Labels: %1.").arg(labels.join(QStringLiteral(", ")));
    QStringList arrows;
    for (const BoardLine &l : m.arrows)
        arrows << HexTwixtDescription::tr("%1 to %2").arg(cell(l.from), cell(l.to));
    if (!arrows.isEmpty())
        sentences << HexTwixtDescription::tr("Arrows: %1.").arg(arrows.join(QStringLiteral(", ")));
    QStringList lines;
    for (const BoardLine &l : m.lines)
        lines << HexTwixtDescription::tr("%1 to %2").arg(cell(l.from), cell(l.to));
    if (!lines.isEmpty())
        sentences << HexTwixtDescription::tr("Lines: %1.").arg(lines.join(QStringLiteral(", ")));
}

} // namespace

QString HexTwixtDescription::playerName(const GameRecord &game, int player)
{
    const QString name = (player == 1 ? game.player1 : game.player2).trimmed();
    return name.isEmpty() ? tr("Player %1").arg(player) : name;
}

QString HexTwixtDescription::cellName(GameKind kind, int x, int y)
{
    return kind == GameKind::Twixt ? TwixtPosition::holeName(x, y) : HexPosition::cellName(x, y);
}

QString HexTwixtDescription::name(const HexTwixtPicture &picture)
{
    if (picture.kind == GameKind::Hex || picture.kind == GameKind::Twixt)
        return tr("%1 board, %2 by %3").arg(kindTitle(picture.kind)).arg(picture.columns).arg(picture.rows);
    return tr("%1 board").arg(kindTitle(picture.kind));
}

QString HexTwixtDescription::describe(const HexTwixtPicture &picture, const GameRecord &game, const Context &context)
{
    QStringList sentences;
    sentences << name(picture) + QLatin1Char('.');
    if (!HexTwixtPicture::supports(picture.kind)) {
        sentences << tr("Kibitz cannot describe this game yet.");
        return sentences.join(QLatin1Char(' '));
    }
    if (picture.ply == 0)
        sentences << tr("The start of the game.");
    else
        sentences << tr("After move %1.").arg(picture.ply);
    if (!context.lastMoveText.isEmpty())
        sentences << tr("Last move: %1.").arg(context.lastMoveText);
    if (!picture.ok())
        sentences << tr("The next move is illegal (%1); the position before it is shown.").arg(picture.error);
    if (picture.winner != 0)
        sentences << tr("%1 has won.").arg(playerName(game, picture.winner));
    else
        sentences << tr("%1 to move.").arg(playerName(game, picture.toMove));
    describeConnection(picture, game, context, sentences);
    describeMarks(picture, sentences);
    return sentences.join(QLatin1Char(' '));
}

} // namespace kibitz
