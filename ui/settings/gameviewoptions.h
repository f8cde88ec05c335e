#pragma once

// The View menu's check boxes for the options only some games have (Hex's
// half turn, Twixt's guidelines: GameUi::viewOptions), so that the window
// names no game's option. Each is an action named by its option's key, which
// is also its settings key (view/<key>), checked when the option is on in the
// window's render options.

#include <QStringList>

class QMenu;
class QObject;

namespace kibitz {

class PreferencesHost;

struct RenderOptions;

// Adds one checkable action per option of every GameUi, in the table's
// order, to `menu`; toggling one sets the option in `host`'s render options
// (the host outlives the menu).
void addGameViewOptions(QMenu *menu, PreferencesHost &host);
// Checks those actions, found among `window`'s children, by `options` (their
// handlers then find nothing to change).
void syncGameViewOptions(const QObject *window, const RenderOptions &options);
// The keys of those options, as their actions are named.
QStringList gameViewOptionKeys();

} // namespace kibitz
