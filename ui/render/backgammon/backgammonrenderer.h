#pragma once

// BackgammonRenderer: draws a backgammon, acey-deucey or tabula position. The
// board is seen from player 1's side: points 13..24 along the top from left to
// right, 12..1 along the bottom, player 1's home (1..6) at the bottom right,
// the bar in the middle, borne-off checkers in the tray on the right and, in
// acey-deucey and tabula, the checkers still waiting to enter in the tray on
// the left (player 2's at the top, player 1's at the bottom throughout).
// Stacks taller than five show their count on the outermost checker. The last
// roll's dice lie in the right half, the cube in the left tray (in the middle
// while centred, else on its owner's side), and a line above and below the
// board names each player with the match score and the pip count.
// RenderOptions::flipped shows the board from player 2's side: the rows trade
// places (player 2's home at the bottom right, their checkers, bar, trays and
// name line at the bottom) and the point numbers are player 2's.

#include "render/backgammon/backgammonpicture.h"
#include "render/boardfit.h"
#include "render/renderoptions.h"

#include <QRectF>

#include <array>
#include <optional>
#include <vector>

class QPainter;

namespace kibitz {

// What a view draws over a position: checkers lifted from their stacks (in
// flight while a move is animated, or dragged), drawn where it says, and the
// highlighted source and destinations of a move being entered.
struct BackgammonOverlay {
    // Checkers not drawn on their slot, by player (0, 1) and slot (see
    // BackgammonRenderer::checkerCentre).
    std::array<std::array<int, 27>, 2> hidden{};
    struct Flying {
        QPointF centre; // in the target's coordinates
        int player = 1;
    };
    std::vector<Flying> flying;
    int selected = -1; // a slot, or -1
    int selectedPlayer = 1; // whose checker there is selected
    std::vector<int> targets; // slots
};

class BackgammonRenderer {
public:
    // The slots checkers lie in: points 1..24, BgBar, BgOff (the borne-off
    // tray) and Waiting (the tray where acey-deucey and tabula checkers wait
    // to enter; moves write it BgOff too).
    static constexpr int Waiting = 26;

    BackgammonRenderer(const QRectF &target, const RenderOptions &options = {});

    // The playing surface with trays and bar, without the name lines.
    QRectF boardRect() const;
    // The area of point 1..24 (its triangle's bounding box).
    QRectF pointRect(int point) const;

    // Where the `index`-th checker (0 first) of `player` in `slot` is drawn;
    // stacks taller than the board shows share the outermost place.
    QPointF checkerCentre(int slot, int player, int index) const;
    double checkerRadius() const { return 0.46 * m_scale; }
    // The slot under a point of the target (points by their whole half of
    // the board, the bar, either tray), if any; trays are BgOff on the right
    // and Waiting on the left.
    std::optional<int> slotAt(const QPointF &point) const;
    // Whether `player`'s side (bar, trays, name line) is the upper one.
    bool isUpperSide(int player) const { return (player == 2) != m_options.flipped; }

    void paint(QPainter &painter, const BackgammonPicture &picture, const BackgammonOverlay *overlay = nullptr) const;
    // The words at the right of `player`'s line, in the interface's language:
    // the match score (in a match) and the pip count.
    static QString scoreText(const BackgammonPicture &picture, int player);
    static void paint(QPainter &painter, const QRectF &target, const BackgammonPicture &picture,
                      const RenderOptions &options);

private:
    QPointF unit(double x, double y) const;
    double scale() const { return m_scale; }
    void paintChecker(QPainter &painter, const QPointF &centre, int player, int count) const;
    void paintDie(QPainter &painter, const QRectF &rect, int value, int player, bool used) const;
    bool isTopRow(int point) const;
    double columnOf(int point) const;

    RenderOptions m_options;
    QPointF m_origin;
    double m_scale = 1.0;
};

} // namespace kibitz
