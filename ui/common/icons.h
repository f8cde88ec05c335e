#pragma once

// Icons: the application's own pictures, painted once here in a colour the
// caller takes from its palette, so that they read on a light and on a dark
// palette alike (repaint them on QEvent::PaletteChange). The playback glyphs
// (start, previous, play, ...) serve every view that replays a game; the
// others belong to one view's toolbar (flip the backgammon board, Rokkaku's
// geometry, coordinates, auto-advance and presentation).
//
// An action can carry its glyph (Icons::setGlyph): Icons::repaint then gives
// every such action under a widget its icon again in a new colour.

#include <QColor>
#include <QIcon>

class QAction;
class QObject;

namespace kibitz::Icons {

enum class Glyph {
    Start, // a bar and two triangles pointing back
    Previous, // two triangles pointing back
    PreviousStep, // a triangle pointing back and a dot: a small step back
    Play, // a triangle
    Pause, // two bars
    NextStep, // a dot and a triangle: a small step forward
    Next, // two triangles
    End, // two triangles and a bar
    PreviousGame, // a bar and a triangle pointing up: the game before (Page Up)
    NextGame, // a triangle pointing down and a bar: the game after (Page Down)
    Flip, // two arrows, up and down
    Columns, // hexagons in offset columns
    Coordinates, // a ruled corner
    Present, // four corners: full screen
    AutoAdvance, // an arrow turning round: on to the next game
};

QIcon icon(Glyph glyph, const QColor &ink);

inline QIcon start(const QColor &ink)
{
    return icon(Glyph::Start, ink);
}
inline QIcon previous(const QColor &ink)
{
    return icon(Glyph::Previous, ink);
}
inline QIcon previousStep(const QColor &ink)
{
    return icon(Glyph::PreviousStep, ink);
}
inline QIcon play(const QColor &ink)
{
    return icon(Glyph::Play, ink);
}
inline QIcon pause(const QColor &ink)
{
    return icon(Glyph::Pause, ink);
}
inline QIcon nextStep(const QColor &ink)
{
    return icon(Glyph::NextStep, ink);
}
inline QIcon next(const QColor &ink)
{
    return icon(Glyph::Next, ink);
}
inline QIcon end(const QColor &ink)
{
    return icon(Glyph::End, ink);
}
inline QIcon previousGame(const QColor &ink)
{
    return icon(Glyph::PreviousGame, ink);
}
inline QIcon nextGame(const QColor &ink)
{
    return icon(Glyph::NextGame, ink);
}
inline QIcon flip(const QColor &ink)
{
    return icon(Glyph::Flip, ink);
}
inline QIcon columns(const QColor &ink)
{
    return icon(Glyph::Columns, ink);
}
inline QIcon coordinates(const QColor &ink)
{
    return icon(Glyph::Coordinates, ink);
}
inline QIcon autoAdvance(const QColor &ink)
{
    return icon(Glyph::AutoAdvance, ink);
}
inline QIcon present(const QColor &ink)
{
    return icon(Glyph::Present, ink);
}

// The action shows `glyph` in `ink` from now on, and Icons::repaint repaints it.
void setGlyph(QAction *action, Glyph glyph, const QColor &ink);
// Every action under `root` (itself included) that carries a glyph, painted
// again in `ink`.
void repaint(QObject *root, const QColor &ink);

} // namespace kibitz::Icons
