#include "render/boardtheme.h"

namespace kibitz {

namespace {

void setOutcomes(BoardTheme &theme, QColor loss, QColor unfavourable, QColor unknown, QColor tie, QColor favourable,
                 QColor win)
{
    theme.outcome[std::size_t(Outcome::Loss)] = loss;
    theme.outcome[std::size_t(Outcome::Unfavourable)] = unfavourable;
    theme.outcome[std::size_t(Outcome::Unknown)] = unknown;
    theme.outcome[std::size_t(Outcome::Tie)] = tie;
    theme.outcome[std::size_t(Outcome::Favourable)] = favourable;
    theme.outcome[std::size_t(Outcome::Win)] = win;
}

} // namespace

// Unknown's glyph colour is a neutral grey: a plain next-move marker that
// says nothing of the move.

BoardTheme BoardTheme::light()
{
    BoardTheme t;
    t.background = QColor(0xf4, 0xf1, 0xea);
    t.board = QColor(0xe8, 0xd3, 0xa6);
    t.grid = QColor(0x6b, 0x55, 0x35);
    t.player1 = QColor(0xc0, 0x1f, 0x2f);
    t.player2 = QColor(0x1f, 0x4e, 0xb4);
    t.team3 = QColor(0x1f, 0x8a, 0x3a);
    t.team4 = QColor(0xd9, 0xb3, 0x00);
    t.player1Edge = QColor(0xd9, 0x48, 0x4f);
    t.player2Edge = QColor(0x3d, 0x6f, 0xd6);
    t.stoneOutline = QColor(0x2a, 0x22, 0x18);
    t.coordinates = QColor(0x4a, 0x40, 0x33);
    t.lastMove = QColor(0xff, 0xff, 0xff);
    t.moveNumber = QColor(0xff, 0xff, 0xff);
    t.guideline = QColor(0x9c, 0x82, 0x5a);
    setOutcomes(t, QColor(0xb0, 0x00, 0x20), QColor(0xd9, 0x6c, 0x00), QColor(0x5c, 0x52, 0x46),
                QColor(0x00, 0x6d, 0x8f), QColor(0x3f, 0x8f, 0x1f), QColor(0x00, 0x7a, 0x33));
    t.glyphOutline = QColor(0xff, 0xff, 0xff, 200);
    return t;
}

BoardTheme BoardTheme::dark()
{
    BoardTheme t;
    t.background = QColor(0x1c, 0x1e, 0x22);
    t.board = QColor(0x3a, 0x3f, 0x47);
    t.grid = QColor(0x8a, 0x93, 0xa0);
    t.player1 = QColor(0xe5, 0x48, 0x4d);
    t.player2 = QColor(0x4c, 0x8d, 0xf6);
    t.team3 = QColor(0x5c, 0xc4, 0x6a);
    t.team4 = QColor(0xf5, 0xd3, 0x2a);
    t.player1Edge = QColor(0xc2, 0x3b, 0x40);
    t.player2Edge = QColor(0x35, 0x6f, 0xd0);
    t.stoneOutline = QColor(0x10, 0x10, 0x12);
    t.coordinates = QColor(0xc8, 0xcd, 0xd4);
    t.lastMove = QColor(0xff, 0xff, 0xff);
    t.moveNumber = QColor(0xff, 0xff, 0xff);
    t.guideline = QColor(0x6a, 0x72, 0x7e);
    setOutcomes(t, QColor(0xff, 0x5c, 0x6c), QColor(0xff, 0xa9, 0x4d), QColor(0xc8, 0xcd, 0xd4),
                QColor(0x4d, 0xd0, 0xe1), QColor(0xa5, 0xe0, 0x6a), QColor(0x3d, 0xdc, 0x84));
    t.glyphOutline = QColor(0x10, 0x10, 0x12, 200);
    return t;
}

BoardTheme BoardColours::appliedTo(BoardTheme theme) const
{
    if (board.isValid())
        theme.board = board;
    if (player1.isValid())
        theme.player1 = theme.player1Edge = player1;
    if (player2.isValid())
        theme.player2 = theme.player2Edge = player2;
    if (team3.isValid())
        theme.team3 = team3;
    if (team4.isValid())
        theme.team4 = team4;
    return theme;
}

} // namespace kibitz
