#pragma once

// The analysis overlays of a Hex board, drawn over the stones by
// paintHexOverlay with the geometry of the HexRenderer that drew them: the
// "decided" verdict (the winner's carrier cells tinted in his colour, the
// mustplay region of the player behind ringed, or dotted when large, in that
// player's colour) and a
// heat map of every empty cell (two-distance or electrical resistance, both
// estimates, each with its legend), and the exact solver's result: the
// winner in the legend and each proven winning move starred in his colour. HexTwixtView owns the data; nothing of it
// lives in the shared RenderOptions or HexTwixtPicture.

#include "analysis/hex/hexdecided.h"
#include "analysis/hex/hexheat.h"
#include "render/boardtheme.h"
#include "render/hextwixt/hextwixtpicture.h"
#include "render/renderoptions.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QPainter;

namespace kibitz {

class HexRenderer;

// The overlays as game options (RenderOptions::game), offered in the View menu
// and the board's context menu and remembered in the settings (view/<key>):
// Hex's decided verdict (on until switched off), its two heat maps (off; at
// most one at a time) and Twixt's connection analysis (on).
inline constexpr GameOption HexShowDecided{"hexDecided", true};
inline constexpr GameOption HexTwoDistanceHeat{"hexTwoDistance", false};
inline constexpr GameOption HexResistanceHeat{"hexResistance", false};
inline constexpr GameOption TwixtShowConnection{"twixtConnection", true};

struct HexOverlay {
    enum class Heat { None, TwoDistance, Resistance };
    // What the user switched on.
    bool showDecided = true;
    Heat heat = Heat::None;
    // What was computed for the shown position (only what is switched on).
    std::optional<HexDecided> decided;
    std::optional<HexHeatMap> heatMap;
    // What the exact solver proved about the shown position: the winner (0
    // none yet), the side to move (0 unknown), its winning moves proven so
    // far (x, y; starred), whether that list is complete, whether the solver
    // is still at work on it.
    int solvedWinner = 0;
    int solvedToMove = 0;
    std::vector<std::pair<int, int>> winningMoves;
    bool winningMovesComplete = false;
    bool solving = false;
    // Who proved the winner when it is not the solver's run ("analysis").
    QString proofSource;
    // The players' names for the legend.
    QString player1Name;
    QString player2Name;
    // The follow-ups the board shows (empty when they are hidden): the
    // legend says what their marks rest on, and over a heat map the overlay
    // draws them, small, above the cells' numbers.
    std::vector<PictureFollowUp> followUps;
};

class HexOverlayPainter {
    Q_DECLARE_TR_FUNCTIONS(HexOverlayPainter)

public:
    // The legend's lines for what the overlay shows (empty when nothing is).
    static QString legend(const HexOverlay &overlay);
    // The legend's line for follow-up marks, Hex's and Twixt's: what the
    // hollow ones rest on (empty when every mark is proven or says nothing).
    static QString followUpLegend(const std::vector<PictureFollowUp> &followUps);
    // The value written in an empty cell by the heat map, and its strength in
    // [0, 1] (1 the most important cell of the board); nullopt where none.
    static std::optional<std::pair<QString, double>> heatOf(const HexOverlay &overlay, int x, int y);
    // Draws the overlay over a board `renderer` painted; the legend is the
    // caller's to place (HexTwixtView puts it above the board).
    static void paint(QPainter &painter, const HexRenderer &renderer, const HexOverlay &overlay,
                      const BoardTheme &theme);
};

} // namespace kibitz
