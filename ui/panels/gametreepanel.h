#pragma once

// GameTreePanel: the variations of the current game drawn as a graph, as
// Sabaki and HexGui do. The main line runs straight down the left column (a
// tall, narrow picture suits a dock at the side of the window); each variation
// is a straight column of its own to the right of its branch point, joined to
// it by an edge. Nodes are small circles in the colour of the player who
// moved; the current node is ringed and the path to it highlighted; comments
// and evaluations are marked. Clicking a node shows it.
//
// Trees of a million nodes must stay responsive, so the layout is computed
// once per structural change by an iterative O(n) pass into flat vectors (see
// GameTreeLayout), and painting and hit testing only touch the nodes of the
// visible rows and columns, found by binary search in per-row lists.

#include "document/gamedocument.h"
#include "games/replayer.h"
#include "render/boardtheme.h"
#include "tree/gametree.h"

#include <QAbstractScrollArea>
#include <QPixmap>
#include <QPointer>

#include <span>
#include <unordered_map>
#include <vector>

namespace kibitz {

// Grid positions of the attached nodes of a tree: row = depth (moves from the
// root), column = lane. Every maximal chain of main children (a "line") is one
// column, so the main line and each variation are straight. Lines are placed
// in pre-order (main child first) at the leftmost column that is right of
// everything already placed on the rows the line spans and on its parent's
// row; so no two nodes share a cell, a line is always right of its parent,
// and edges never cross (on every row, columns follow the pre-order, and so do
// the parents' columns).
//
// Cost: one walk counts the nodes of each row; then each line is walked three
// times (find its column, assign it, push its branches). The whole layout is
// O(n) time and O(n) memory, with explicit stacks instead of recursion.
class GameTreeLayout {
public:
    // Lays out the attached nodes of `tree`, which must outlive the layout
    // or the next compute() or clear().
    void compute(const GameTree &tree);
    void clear();

    bool contains(NodeId node) const { return node < m_column.size() && m_column[node] >= 0; }
    // The node's depth (O(depth): painting works row by row and knows it).
    int row(NodeId node) const;
    int column(NodeId node) const { return m_column[node]; }
    int rowCount() const { return int(m_rowStart.empty() ? 0 : m_rowStart.size() - 1); }
    int columnCount() const { return m_columns; }
    std::size_t nodeCount() const { return m_byRow.size(); }

    // The nodes of a row, by increasing column.
    std::span<const NodeId> nodesInRow(int row) const;
    // Index into nodesInRow(row) of the first node whose column is >= column.
    std::size_t firstAtOrAfter(int row, int column) const;
    // The node at a cell, or NoNode.
    NodeId nodeAt(int row, int column) const;

private:
    // Eight bytes a node: its column, and its place in the rows.
    const GameTree *m_tree = nullptr;
    std::vector<int> m_column; // by NodeId; -1: not laid out (detached)
    std::vector<NodeId> m_byRow; // nodes grouped by row, each row by column
    std::vector<std::size_t> m_rowStart; // row r is m_byRow[m_rowStart[r] .. m_rowStart[r + 1])
    int m_columns = 0;
};

class GameTreePanel : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit GameTreePanel(QWidget *parent = nullptr);
    ~GameTreePanel() override;

    void setDocument(GameDocument *document);
    GameDocument *document() const { return m_document; }

    // The layout, brought up to date with the document first.
    const GameTreeLayout &layout();
    // A node's centre in viewport coordinates (for tests and tools).
    QPointF nodeCentre(NodeId node);
    // The node drawn at a viewport point, or NoNode.
    NodeId nodeAt(const QPoint &viewportPoint);
    // Scrolls as little as needed to show the node with a margin around it.
    void scrollToNode(NodeId node);
    // Size of one grid cell in pixels.
    int cellSize() const { return m_cell; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void retranslate();
    bool viewportEvent(QEvent *event) override;

private:
    void treeChanged();
    void followCurrent();
    // The accessible description: how to use the panel, and the current node.
    void updateDescription();
    void ensureLayout();
    void updateScrollBars();
    void updateTheme();
    QPointF contentCentre(int row, int column) const;
    void updatePath();
    // For a node of `row`, 0: off the current line, 1: on its continuation
    // past the current node, 2: between the root and the current node.
    int onCurrentLine(NodeId node, int row) const;
    QString toolTipFor(NodeId node) const;
    void paintEdges(QPainter &painter, int firstRow, int lastRow, int firstColumn, int lastColumn);
    void paintNodes(QPainter &painter, int firstRow, int lastRow, int firstColumn, int lastColumn);

    // What a node looks like. Nodes are copied from sprites drawn once per
    // look: an antialiased circle costs far more than a copy, and a dense
    // view holds hundreds of nodes.
    struct NodeLook {
        enum Shape { Stone, Special, Root };
        int shape = Stone;
        int mover = 0; // 0 (none), 1 or 2
        bool comment = false;
        int outcome = 0; // 0: no evaluation, else 1 + Outcome
        bool current = false;
        int proof = 0; // AnalysisMarks: 0 none, else 1 + the proven winner (0 draw)
        bool contradicted = false;
        int decided = 0; // the first decided move: 0 no, else 1 + its winner
    };
    int spriteSize() const;
    const QPixmap &sprite(const NodeLook &look);
    void drawNode(QPainter &painter, QPointF centre, const NodeLook &look) const;

    QPointer<GameDocument> m_document;
    // Tells who made each move (its game's starting position: any position
    // of the game answers); made again when the tree or game changes.
    std::unique_ptr<Replayer> m_moveReader;
    GameTreeLayout m_layout;
    bool m_layoutDirty = true;
    bool m_scrollPending = false;
    // True while the view shows the current node as the panel last placed it:
    // a resize then keeps it in view. Scrolling by hand clears it.
    bool m_followingCurrent = true;
    bool m_scrolling = false; // the panel itself is moving the scroll bars
    // The current line, as the move list shows it: from the root through the
    // current node (at row m_currentRow) to the end of its main continuation.
    // A node of row r is on it when m_path[r] is that node.
    std::vector<NodeId> m_path;
    int m_currentRow = 0;
    BoardTheme m_theme;
    std::unordered_map<int, QPixmap> m_sprites; // by NodeLook key; cleared when colours change
    qreal m_spriteRatio = 0;
    int m_cell = 22;
    int m_margin = 10;
};

} // namespace kibitz
