#pragma once

// The View menu's check boxes for the options only some games have (Hex's
// half turn, Twixt's guidelines: GameUi::viewOptions), so that the window
// names no game's option. Each is an action named by its option's key, which
// is also its settings key (view/<key>), checked when the option is on in the
// window's render options.

#include <QStringList>

class QMenu;

namespace kibitz {

class MainWindow;

struct RenderOptions;

// Adds one checkable action per option of every GameUi, in the table's
// order, to `menu`; toggling one sets the option in `window`'s render options.
void addGameViewOptions(QMenu *menu, MainWindow *window);
// Checks those actions by `options` (their handlers then find nothing to change).
void syncGameViewOptions(const MainWindow *window, const RenderOptions &options);
// The keys of those options, as their actions are named.
QStringList gameViewOptionKeys();

} // namespace kibitz
