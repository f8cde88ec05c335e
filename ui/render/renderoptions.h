#pragma once

// How a board picture is drawn. Geometry depends on these options and the
// target size only, never on the position, so a view can hit-test without
// painting.

#include "render/boardtheme.h"

#include <QMap>
#include <QRect>
#include <QString>

#include <vector>

namespace kibitz {

// Which part of a board to paint. Views cache the background (board, holes or
// cells, coordinates: everything that does not change from move to move) and
// paint only the pieces over it; exports paint everything at once.
enum class BoardLayers { All, Background, Pieces };

// An option that only one game family has (Hex's half turn, Twixt's
// guidelines, Rokkaku's offset columns): its key (also its View menu action's
// name and its settings key) and its value until someone sets it. Each
// family's GamePainter lists its own (GamePainter::gameOptions) and reads
// them from RenderOptions::game; its GameUi says which of them the View menu
// offers.
struct GameOption {
    const char *key;
    bool byDefault;
};

// The values of the game options that were set, by key.
class GameOptions {
public:
    bool value(const GameOption &option) const { return m_values.value(QLatin1String(option.key), option.byDefault); }
    void set(const GameOption &option, bool on) { m_values.insert(QLatin1String(option.key), on); }
    bool operator==(const GameOptions &) const = default;

private:
    QMap<QString, bool> m_values;
};

struct RenderOptions {
    BoardTheme theme = BoardTheme::light();
    bool coordinates = true;
    bool moveNumbers = false;
    bool lastMoveMarker = true;
    bool followUps = true;
    // Mirrors the board across its long diagonal (cell (x, y) is shown where
    // (y, x) would be), so that the board is seen from the other player's side:
    // player 1's edges become left and right.
    bool flipped = false;
    // The options of one game family only (see GameOption).
    GameOptions game;
    // The part of a Hex or Twixt board shown (SGF VW, a puzzle on a quarter
    // board): cell rectangles in board coordinates, fitted to the target;
    // empty shows the whole board. Views fill it from the shown node.
    std::vector<QRect> viewArea;
    // View > Show Whole Board: views leave viewArea empty.
    bool wholeBoard = false;
    // Views that animate moves (backgammon checkers sliding, Rokkaku agents
    // walking): how long one step's animation lasts; 0 shows moves at once.
    int animationMilliseconds = 300;
};

} // namespace kibitz
