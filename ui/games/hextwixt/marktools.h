#pragma once

// MarkTools: what Hex and Twixt add to a main window for annotating (once per
// window, made by HexTwixtGameUi::createWindowPart): the Marks tool bar, as
// Sabaki's (play, triangle, square, circle, cross, select, dim, letter and
// number labels, arrow, line: pick one and click cells on the board, or drag
// for arrows and lines), and the Edit menu's Mark Move and Mark Position
// menus with their shortcuts. It works on the current tab's HexTwixtView;
// for other games its actions are disabled.

#include "games/gameui.h"
#include "games/hextwixt/hextwixtview.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;

namespace kibitz {

class MarkTools
    : public QObject
    , public GameWindowPart {
    Q_OBJECT

public:
    explicit MarkTools(QMainWindow *window);

    void setDocument(GameDocument *document) override;
    HexTwixtView::MarkTool tool() const { return m_tool; }
    QToolBar *toolBar() const { return m_toolBar; }

    // Fills `menu` with the move marks (!, ?, !?, ?!, !!, ??, clear) or the
    // position marks (good for Black or White, even, unclear, hotspot,
    // clear), acting on the view `view` gives. The shortcuts are set on the
    // Edit menu's actions only (`shortcuts`).
    static void fillMoveMarks(QMenu *menu, const std::function<HexTwixtView *()> &view, bool shortcuts);
    static void fillPositionMarks(QMenu *menu, const std::function<HexTwixtView *()> &view);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The tools' icons, in the tool bar's text colour.
    void paintIcons();
    HexTwixtView *currentView() const;
    void setTool(HexTwixtView::MarkTool tool);

    QMainWindow *m_window;
    QPointer<GameDocument> m_document;
    QToolBar *m_toolBar = nullptr;
    QMenu *m_moveMenu = nullptr;
    QMenu *m_positionMenu = nullptr;
    HexTwixtView::MarkTool m_tool = HexTwixtView::MarkTool::None;
};

} // namespace kibitz
