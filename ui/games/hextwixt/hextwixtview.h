#pragma once

// HexTwixtView: the board of a document's current node, drawn by the game's
// renderer, and the mouse as a way to play moves and follow the ones stored
// in the tree. Geometry comes from the renderer built for the widget's
// rectangle, so painting and hit-testing can never disagree.

#include "analysis/twixt/twixtanalysis.h"
#include "common/documentview.h"
#include "document/gamedocument.h"
#include "render/hextwixt/hexoverlay.h"
#include "render/hextwixt/hextwixtpicture.h"
#include "render/renderoptions.h"

#include <QPixmap>
#include <QPointer>
#include <QWidget>

#include <optional>

class QMenu;

namespace kibitz {

class GameDocument;

class HexTwixtView : public DocumentView {
    Q_OBJECT

public:
    explicit HexTwixtView(GameDocument *document, QWidget *parent = nullptr);

    const RenderOptions &renderOptions() const { return m_options; }
    void setDarkTheme(bool dark) override;
    void setRenderOptions(const RenderOptions &options) override;
    bool exportImage(const QString &path, QString *error) const override;
    QString positionDescription() const override;
    bool isDarkTheme() const { return m_dark; }
    // The rectangle the renderer fills (logical pixels): the whole view, less
    // a strip along the top for the legend, which so covers nothing.
    QRectF boardTarget() const;
    // The legend drawn in that strip: Hex's overlays (hexoverlay.h) or
    // Twixt's connection line, and what the follow-ups' marks rest on.
    QString legendText() const;
    // The picture options of a document's board: follow-ups (when `followUps`)
    // proven by the document's analysis marks as well as by the tree.
    static HexTwixtPictureOptions pictureOptions(const GameDocument *document, bool followUps = true);
    const HexTwixtPicture &picture() const { return m_picture; }
    // The cell or hole under a widget point, if any.
    std::optional<QPoint> cellAt(const QPointF &point) const;

    // Twixt manual linking (as Jtwixt does it): a Ctrl-click on an empty
    // hole starts a long move there; then clicking a link of one's own
    // removes it (or takes back a link added), clicking a peg of one's own
    // adds its available links, and a second Ctrl-click (or Enter) plays the
    // move. Escape cancels.
    bool isManualLinking() const { return m_manual.has_value(); }
    const std::optional<TwixtMove> &manualMove() const { return m_manual; }
    void cancelManualLinking();
    bool finishManualLinking();

    // Plays the move at a cell typed in the game's notation ("f6" in Hex,
    // "K12" in Twixt; a Twixt peg gets its links as with a click): follows
    // the stored move when there is one, else adds a variation. False with
    // `error` set when the text names no free cell of the board or the move
    // is illegal.
    bool takesTypedMoves() const override { return true; }
    bool playTypedMove(const QString &text, QString *error = nullptr) override;

    // Set-up mode (HexTwixtSetup): a left click puts player 1's stone or peg
    // on a cell, a right click (or Shift and a left click) player 2's; a
    // click on a piece of that colour takes it off.
    bool offersSetupMode() const override { return true; }
    void setSetupMode(bool on) override;
    bool switchPlayerToMove(QString *error) override;
    // A set-up click on a cell: `player` 1 or 2 as the button says.
    bool setUpClick(int x, int y, int player, QString *error = nullptr);
    // The options the board is painted and hit-tested with: the view's,
    // with the area of the shown node's VW unless Show Whole Board is on.
    RenderOptions shownOptions() const;

    // The picture as painted: the stored position plus a long move being
    // built by hand.
    HexTwixtPicture shownPicture() const;

    // Analysis (see HexTwixtAnalysis and hexoverlay.h): Hex's "decided"
    // verdict (on by default) and heat maps (off), Twixt's connection line
    // (on); each is computed for the shown position only while it is on.
    // They are game options of the render options (HexShowDecided...); the
    // setters go through the window's View menu when the view has a window,
    // so that every view follows and the settings remember them.
    const HexOverlay &hexOverlay() const
    {
        ensureAnalysis();
        return m_overlay;
    }
    void setShowDecided(bool show);
    void setHeatMap(HexOverlay::Heat heat);
    bool showsTwixtConnection() const { return m_showTwixt; }
    void setShowTwixtConnection(bool show);
    // The Twixt analysis of the shown position, when it is computed.
    const std::optional<TwixtAnalysis> &twixtAnalysis() const
    {
        ensureAnalysis();
        return m_twixt;
    }
    // The text drawn over a Twixt board ("Draw: neither player can connect").
    QString twixtConnectionText() const;
    // The Twixt legend above the board: the connection text and what the
    // follow-ups' marks rest on.
    QString twixtLegend() const;
    // The board's context menu (Solve Position, Analyse Game, the overlays);
    // the caller owns it.
    QMenu *createContextMenu(QWidget *parent);
    // Solve Position starts the document's HexSolveRun beside the window
    // (its results show on the board as they come; statusMessage when it
    // ends); Analyse Game runs over this view's window.
    void solvePosition();
    void analyseGame();
    // How long analysis may take before its progress dialog shows (tests).
    void setProgressDelay(int milliseconds) { m_progressDelay = milliseconds; }

    // The mark tools (the Marks tool bar, MarkTools): with a tool other than
    // None, a click on a cell adds that mark to the current node, or takes it
    // away when the cell has it; labels count up by themselves (the next
    // free letter or number); arrows and lines are dragged from one cell to
    // another. Each change is one undo step.
    enum class MarkTool { None, Triangle, Square, Circle, Cross, Selected, Dimmed, Letter, Number, Arrow, Line };
    MarkTool markTool() const { return m_markTool; }
    void setMarkTool(MarkTool tool) { m_markTool = tool; }
    // Applies the tool at `cell` (for arrows and lines, from `cell` to `to`).
    void applyMarkTool(MarkTool tool, QPoint cell, std::optional<QPoint> to = std::nullopt);
    // The current node's move mark and position mark, each one undo step
    // (None clears it; emphasis 2 is "very").
    void setMoveMark(MoveMark mark, int emphasis = 1);
    void setPositionMark(PositionMark mark, int emphasis = 1);
    void setHotspot(int value);
    // The board with its marks as an image, for Edit > Copy Diagram.
    QImage diagram() override;

    QSize sizeHint() const override { return QSize(640, 560); }
    QSize minimumSizeHint() const override { return QSize(160, 140); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    // The overlays' data is computed when first needed after a change (when
    // painting, usually), so that stepping quickly through moves, or an
    // analysis labelling many nodes, costs one computation.
    void updateAnalysis() { m_analysisStale = true; }
    // Takes the overlays' switches from m_options.game.
    void applyOverlayOptions();
    void setOverlayOption(const GameOption &option, bool on);
    void ensureAnalysis() const;
    void refresh();
    // The accessible name and description: the position in words (see
    // HexTwixtDescription), announced to assistive technology when it changes.
    void updateDescription();
    // `focusing`: the click gave the board the focus; it adds no move then.
    void handleClick(const QPointF &point, Qt::KeyboardModifiers modifiers, bool focusing = false);
    // The bytes of a peg or stone at (x, y) for the side to move; empty when
    // there is no position to play in.
    QByteArray placeData(int x, int y) const;
    GameDocument::PlayResult playAt(int x, int y);
    void startManualLinking(int x, int y);
    void manualClick(const QPointF &point);
    // Applies `move` to the shown position; the error, empty when legal.
    QString tryMove(const TwixtMove &move) const;

    RenderOptions m_options;
    bool m_dark = false;
    HexTwixtPicture m_picture;
    std::optional<QPoint> m_pressedCell;
    MarkTool m_markTool = MarkTool::None;
    bool m_focusClick = false; // the focus came with a mouse press not yet seen
    bool m_pressFocused = false; // the pressed click gave the board the focus
    Qt::MouseButton m_pressedButton = Qt::NoButton;
    std::vector<QRect> m_viewArea; // the shown node's VW
    int m_wheelDelta = 0;
    std::optional<TwixtMove> m_manual;
    // The board without pieces, painted once per size, options and board:
    // stepping through moves repaints only the pieces over it.
    QPixmap m_background;
    QString m_backgroundKey;
    mutable HexOverlay m_overlay;
    bool m_showTwixt = true;
    mutable std::optional<TwixtAnalysis> m_twixt;
    mutable bool m_analysisStale = true;
    int m_progressDelay = 400;
};

} // namespace kibitz
