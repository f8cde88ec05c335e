#pragma once

// WindowLayouts: the arrangement of the main window's panels per game
// family. A document of a family shows its family's arrangement: the one the
// user left when the window last showed another family (or none), kept in
// the settings (layout/FAMILY/...), else the family's default layout
// (GameUi::defaultLayout: the board first, only the panels the family uses).
// With no document open, the start page stands alone: every panel is hidden.

#include "games/gameregistry.h"
#include "games/gameui.h"

#include <QByteArray>

#include <array>
#include <optional>

class QDockWidget;
class QMainWindow;

namespace kibitz {

class WindowPanels;

class WindowLayouts {
public:
    WindowLayouts(QMainWindow &window, WindowPanels &panels);

    // The dock a family's own panel is (GameWindowPart::dock).
    void setFamilyDock(GameFamily family, QDockWidget *dock);
    // The dock that shows `panel` for documents of `family`; null for a
    // family without a panel of its own.
    QDockWidget *dock(WindowPanel panel, GameFamily family) const;

    // Arranges the window for a document of `family` (none: the start page,
    // every panel hidden), after remembering the arrangement of the family
    // shown so far. Nothing changes while the family stays the same.
    void show(std::optional<GameFamily> family);
    std::optional<GameFamily> family() const { return m_family; }
    // The shown family's default layout again, its remembered arrangement
    // forgotten (View > Panels > Default Layout).
    void resetToDefault();
    // Remembers the shown family's arrangement (as leaving it does).
    void remember() const;
    // Names the tab bars of the panels stacked together for screen readers,
    // and lets Tab reach a bar only while it holds tabs. Bars already
    // adopted are left alone.
    void adoptTabBars() const;

private:
    void apply(const WindowLayout &layout, GameFamily family);

    QMainWindow &m_window;
    WindowPanels &m_panels;
    std::array<QDockWidget *, GameFamilyCount> m_familyDocks{};
    std::optional<GameFamily> m_family;
    bool m_shownOnce = false; // show() was called: m_family is what the window shows
};

} // namespace kibitz
