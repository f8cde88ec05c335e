#include "panels/gametreepanel.h"

#include "common/plaintext.h"
#include "games/analysismarks.h"

#include "document/gamedocument.h"

#include "analysis/followups.h"
#include "games/boardmove.h"
#include "games/replayer.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace kibitz {

// ---- GameTreeLayout ----------------------------------------------------------

void GameTreeLayout::clear()
{
    m_tree = nullptr;
    m_column.clear();
    m_byRow.clear();
    m_rowStart.clear();
    m_columns = 0;
}

void GameTreeLayout::compute(const GameTree &tree)
{
    m_tree = &tree;
    m_column.assign(tree.capacity(), -1);
    m_columns = 0;

    // First the number of nodes on each row, so that lines can be written
    // straight into their rows: a walk in document order that tracks the depth.
    std::vector<std::size_t> perRow;
    std::size_t depth = 0;
    for (NodeId n = tree.root();;) {
        if (depth == perRow.size())
            perRow.push_back(0);
        ++perRow[depth];
        if (const NodeId child = tree.firstChild(n); child != NoNode) {
            n = child;
            ++depth;
            continue;
        }
        while (n != tree.root() && tree.nextSibling(n) == NoNode) {
            n = tree.parent(n);
            --depth;
        }
        if (n == tree.root())
            break;
        n = tree.nextSibling(n);
    }
    const std::size_t rows = perRow.size();
    m_rowStart.assign(rows + 1, 0);
    for (std::size_t r = 0; r < rows; ++r)
        m_rowStart[r + 1] = m_rowStart[r] + perRow[r];
    m_byRow.resize(m_rowStart[rows]);
    // Where the next node of each row goes. Nodes are placed on a row in
    // increasing column order, so each row comes out sorted by column.
    std::vector<std::size_t> fill(m_rowStart.begin(), m_rowStart.end() - 1);
    // nextFree[r]: the first column right of every node placed so far on row r.
    std::vector<int> nextFree(rows, 0);

    struct Start {
        NodeId node;
        int row;
    };
    std::vector<Start> starts{{tree.root(), 0}}; // lines waiting to be placed
    while (!starts.empty()) {
        const Start start = starts.back();
        starts.pop_back();
        int column = start.row > 0 ? nextFree[std::size_t(start.row - 1)] : 0;
        int row = start.row;
        for (NodeId n = start.node; n != NoNode; n = tree.mainChild(n), ++row)
            column = std::max(column, nextFree[std::size_t(row)]);
        row = start.row;
        for (NodeId n = start.node; n != NoNode; n = tree.mainChild(n), ++row) {
            m_column[n] = column;
            nextFree[std::size_t(row)] = column + 1;
            m_byRow[fill[std::size_t(row)]++] = n;
        }
        m_columns = std::max(m_columns, column + 1);
        // Pre-order with the main child first visits the branches of the
        // deepest node of the line first, each node's in child order: push
        // shallow nodes first and each node's children reversed.
        row = start.row;
        for (NodeId n = start.node; n != NoNode; ++row) {
            const NodeId main = tree.mainChild(n);
            const std::size_t before = starts.size();
            for (NodeId c = tree.firstChild(n); c != NoNode; c = tree.nextSibling(c))
                if (c != main)
                    starts.push_back({c, row + 1});
            std::reverse(starts.begin() + std::ptrdiff_t(before), starts.end());
            n = main;
        }
    }
}

int GameTreeLayout::row(NodeId node) const
{
    return m_tree->depth(node);
}

std::span<const NodeId> GameTreeLayout::nodesInRow(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return std::span<const NodeId>(m_byRow.data() + m_rowStart[std::size_t(row)],
                                   m_rowStart[std::size_t(row) + 1] - m_rowStart[std::size_t(row)]);
}

std::size_t GameTreeLayout::firstAtOrAfter(int row, int column) const
{
    const std::span<const NodeId> nodes = nodesInRow(row);
    return std::size_t(std::partition_point(nodes.begin(), nodes.end(), [&](NodeId n) { return m_column[n] < column; })
                       - nodes.begin());
}

NodeId GameTreeLayout::nodeAt(int row, int column) const
{
    const std::span<const NodeId> nodes = nodesInRow(row);
    const std::size_t i = firstAtOrAfter(row, column);
    return i < nodes.size() && m_column[nodes[i]] == column ? nodes[i] : NoNode;
}

// ---- GameTreePanel -------------------------------------------------------------

GameTreePanel::GameTreePanel(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    retranslate();
    updateDescription();
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    horizontalScrollBar()->setSingleStep(m_cell);
    verticalScrollBar()->setSingleStep(m_cell);
    updateTheme();
}

GameTreePanel::~GameTreePanel() = default;

void GameTreePanel::setDocument(GameDocument *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        if (const AnalysisMarks *marks = AnalysisMarks::find(m_document))
            disconnect(marks, nullptr, this, nullptr);
    }
    m_document = document;
    m_layout.clear();
    m_path.clear();
    m_layoutDirty = true;
    m_moveReader.reset();
    if (document) {
        connect(document, &GameDocument::currentNodeChanged, this, &GameTreePanel::followCurrent);
        connect(document, &GameDocument::treeChanged, this, &GameTreePanel::treeChanged);
        connect(document, &GameDocument::gameChanged, this, &GameTreePanel::treeChanged);
        connect(document, &GameDocument::nodeChanged, viewport(), qOverload<>(&QWidget::update));
        connect(document, &GameDocument::nodeChanged, this, &GameTreePanel::updateDescription);
        connect(document, &QObject::destroyed, this, [this] { setDocument(nullptr); });
        // An analysis's marks (proofs, contradicted labels, the decided move)
        // are drawn on the nodes and said in the description.
        connect(AnalysisMarks::of(document), &AnalysisMarks::changed, this, [this] {
            viewport()->update();
            updateDescription();
        });
    }
    updatePath();
    updateDescription();
    m_scrollPending = true;
    if (isVisible()) {
        ensureLayout();
        if (m_document)
            scrollToNode(m_document->currentNode());
    }
    viewport()->update();
}

const GameTreeLayout &GameTreePanel::layout()
{
    ensureLayout();
    return m_layout;
}

void GameTreePanel::ensureLayout()
{
    if (!m_layoutDirty)
        return;
    m_layoutDirty = false;
    if (m_document)
        m_layout.compute(m_document->tree());
    else
        m_layout.clear();
    updateScrollBars();
}

void GameTreePanel::treeChanged()
{
    // Several structural changes may arrive in one burst (an undo macro, a
    // game switch): lay out once, when the panel next needs it.
    const bool wasDirty = m_layoutDirty;
    m_layoutDirty = true;
    m_moveReader.reset(); // a game switch may change the game
    m_path.clear(); // the line may have changed shape
    updatePath();
    m_scrollPending = true;
    if (!wasDirty)
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (!isVisible() || !m_document)
                    return;
                ensureLayout();
                if (m_scrollPending)
                    scrollToNode(m_document->currentNode());
                viewport()->update();
            },
            Qt::QueuedConnection);
    viewport()->update();
}

void GameTreePanel::followCurrent()
{
    if (!m_document)
        return;
    const NodeId current = m_document->currentNode();
    updatePath();
    // A node the layout has not seen comes from a structural change whose
    // treeChanged is on its way; it scrolls once that has laid out.
    if (!m_layoutDirty && !m_layout.contains(current))
        treeChanged();
    m_scrollPending = true;
    if (isVisible() && !m_layoutDirty)
        scrollToNode(current);
    updateDescription();
    viewport()->update();
}

void GameTreePanel::updateDescription()
{
    QStringList parts;
    parts << tr("The variations of the current game, the main line down the left. Left and Right step back and "
                "forward, Up and Down change variation, Shift+Left goes up to the branch point.");
    if (m_document) {
        const GameTree &tree = m_document->tree();
        const NodeId node = m_document->currentNode();
        const int depth = tree.depth(node);
        parts << (node == tree.root() ? tr("Current: the start.")
                                      : tr("Current: move %1, %2.").arg(depth).arg(m_document->moveText(node)));
        if (node != tree.root()) {
            const NodeId parent = tree.parent(node);
            if (const int siblings = tree.childCount(parent); siblings > 1) {
                int index = 0;
                for (int i = 0; i < siblings; ++i)
                    if (tree.child(parent, i) == node)
                        index = i;
                parts << tr("Variation %1 of %2 at this point.").arg(index + 1).arg(siblings);
            }
        }
        if (const int children = tree.childCount(node); children > 1)
            parts << tr("%n moves follow.", nullptr, children);
        else if (children == 0)
            parts << tr("The end of the line.");
        if (const std::optional<int> value = tree.evaluation(node))
            parts << tr("Evaluation r = %1.").arg(*value);
        if (tree.hasComment(node))
            parts << tr("Comment: %1").arg(tree.comment(node).simplified());
        if (const AnalysisMarks *marks = AnalysisMarks::find(m_document)) {
            const QString analysis = marks->describe(m_document, node);
            if (!analysis.isEmpty())
                parts << analysis;
        }
    }
    const QString text = parts.join(QLatin1Char(' '));
    // QWidget sends DescriptionChanged itself when the text changes.
    setAccessibleDescription(text);
}

void GameTreePanel::updateScrollBars()
{
    const QScopedValueRollback<bool> scrolling(m_scrolling, true);
    const int width = 2 * m_margin + m_layout.columnCount() * m_cell;
    const int height = 2 * m_margin + m_layout.rowCount() * m_cell;
    const QSize view = viewport()->size();
    horizontalScrollBar()->setRange(0, std::max(0, width - view.width()));
    horizontalScrollBar()->setPageStep(view.width());
    verticalScrollBar()->setRange(0, std::max(0, height - view.height()));
    verticalScrollBar()->setPageStep(view.height());
}

QPointF GameTreePanel::contentCentre(int row, int column) const
{
    return QPointF(m_margin + column * m_cell + m_cell / 2.0, m_margin + row * m_cell + m_cell / 2.0);
}

QPointF GameTreePanel::nodeCentre(NodeId node)
{
    ensureLayout();
    if (!m_layout.contains(node))
        return QPointF(-1, -1);
    return contentCentre(m_layout.row(node), m_layout.column(node))
         - QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value());
}

NodeId GameTreePanel::nodeAt(const QPoint &viewportPoint)
{
    ensureLayout();
    const QPointF content
        = QPointF(viewportPoint) + QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value());
    const int row = int(std::floor((content.y() - m_margin) / m_cell));
    const int column = int(std::floor((content.x() - m_margin) / m_cell));
    const NodeId node = m_layout.nodeAt(row, column);
    if (node == NoNode)
        return NoNode;
    const QPointF delta = content - contentCentre(row, column);
    const double reach = m_cell * 0.5;
    return delta.x() * delta.x() + delta.y() * delta.y() <= reach * reach ? node : NoNode;
}

void GameTreePanel::scrollToNode(NodeId node)
{
    ensureLayout();
    m_scrollPending = false;
    if (!m_layout.contains(node))
        return;
    const QScopedValueRollback<bool> scrolling(m_scrolling, true);
    m_followingCurrent = m_document && node == m_document->currentNode();
    const QPointF centre = contentCentre(m_layout.row(node), m_layout.column(node));
    // A step to a neighbour scrolls just enough; a jump further than half a
    // page centres the node, so that its surroundings are visible too.
    auto follow = [this](QScrollBar *bar, double at, int extent) {
        const double margin = std::min(m_cell * 1.5, extent / 2.0);
        const double low = bar->value() + margin, high = bar->value() + extent - margin;
        if (at >= low && at <= high)
            return;
        const double distance = at < low ? low - at : at - high;
        if (distance > extent / 2.0)
            bar->setValue(int(std::lround(at - extent / 2.0)));
        else
            bar->setValue(int(std::lround(at < low ? at - margin : at + margin - extent)));
    };
    follow(horizontalScrollBar(), centre.x(), viewport()->width());
    follow(verticalScrollBar(), centre.y(), viewport()->height());
}

QSize GameTreePanel::sizeHint() const
{
    return QSize(220, 320);
}

QSize GameTreePanel::minimumSizeHint() const
{
    return QSize(4 * m_cell, 4 * m_cell);
}

void GameTreePanel::updateTheme()
{
    m_theme = palette().color(QPalette::Base).lightness() < 128 ? BoardTheme::dark() : BoardTheme::light();
    m_sprites.clear();
}

void GameTreePanel::updatePath()
{
    if (!m_document) {
        m_path.clear();
        m_currentRow = 0;
        return;
    }
    const GameTree &tree = m_document->tree();
    const NodeId current = m_document->currentNode();
    const int row = tree.depth(current);
    m_currentRow = row;
    if (row < int(m_path.size()) && m_path[std::size_t(row)] == current)
        return; // moved along the line shown
    m_path = tree.pathFromRoot(tree.endOfLine(current));
}

int GameTreePanel::onCurrentLine(NodeId node, int row) const
{
    if (row >= int(m_path.size()) || m_path[std::size_t(row)] != node)
        return 0;
    return row <= m_currentRow ? 2 : 1;
}

void GameTreePanel::paintEvent(QPaintEvent *)
{
    ensureLayout();
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    if (!m_document || m_layout.nodeCount() == 0)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    const int dx = horizontalScrollBar()->value(), dy = verticalScrollBar()->value();
    painter.translate(-dx, -dy);
    // The cells that touch the viewport, one more on each side for the marks
    // that reach past a node's own cell.
    const int firstRow = std::max(0, (dy - m_margin) / m_cell - 1);
    const int lastRow = std::min(m_layout.rowCount() - 1, (dy + viewport()->height() - m_margin) / m_cell + 1);
    const int firstColumn = std::max(0, (dx - m_margin) / m_cell - 1);
    const int lastColumn = (dx + viewport()->width() - m_margin) / m_cell + 1;
    paintEdges(painter, firstRow, std::min(m_layout.rowCount() - 1, lastRow + 1), firstColumn, lastColumn);
    paintNodes(painter, firstRow, lastRow, firstColumn, lastColumn);
}

void GameTreePanel::paintEdges(QPainter &painter, int firstRow, int lastRow, int firstColumn, int lastColumn)
{
    const GameTree &tree = m_document->tree();
    const double half = m_cell / 2.0;
    // Separate segments with round caps rather than one stroked path: much
    // cheaper to rasterise, and the caps make the joins.
    std::vector<QLineF> normal, continuation, highlighted;
    int row = 0;
    auto edge = [&](NodeId child) {
        const QPointF from = contentCentre(row - 1, m_layout.column(tree.parent(child)));
        const QPointF to = contentCentre(row, m_layout.column(child));
        const int onLine = onCurrentLine(child, row);
        std::vector<QLineF> &lines = onLine == 2 ? highlighted : onLine == 1 ? continuation : normal;
        if (to.x() > from.x()) {
            // Down-right into the gap between the rows, along it, and down-right
            // into the child: nothing else is drawn in the gap.
            const QPointF down(from.x() + half, from.y() + half), across(to.x() - half, from.y() + half);
            lines.emplace_back(from, down);
            if (across.x() > down.x())
                lines.emplace_back(down, across);
            lines.emplace_back(across, to);
        } else {
            lines.emplace_back(from, to);
        }
    };
    for (row = std::max(1, firstRow); row <= lastRow; ++row) {
        const std::span<const NodeId> nodes = m_layout.nodesInRow(row);
        std::size_t i = m_layout.firstAtOrAfter(row, firstColumn);
        for (; i < nodes.size() && m_layout.column(nodes[i]) <= lastColumn; ++i)
            edge(nodes[i]);
        // Children right of the view whose parent is not: their edges cross
        // the view along the gap between the rows. Parents' columns grow along
        // a row, and children of one parent share the crossing part, so one
        // edge per parent suffices, found by binary search.
        while (i < nodes.size()) {
            const int parentColumn = m_layout.column(tree.parent(nodes[i]));
            if (parentColumn > lastColumn)
                break;
            edge(nodes[i]);
            // The current line may pass through a sibling further right: its
            // highlight crosses the view too.
            if (row < int(m_path.size())) {
                const NodeId onLine = m_path[std::size_t(row)];
                if (onLine != nodes[i] && tree.parent(onLine) == tree.parent(nodes[i]))
                    edge(onLine);
            }
            const auto rest = nodes.subspan(i + 1);
            i += 1
               + std::size_t(
                     std::partition_point(rest.begin(), rest.end(),
                                          [&](NodeId n) { return m_layout.column(tree.parent(n)) <= parentColumn; })
                     - rest.begin());
        }
    }
    // Opaque, so that segments meeting at a join or shared by siblings do not
    // darken where they overlap.
    const QColor text = palette().color(QPalette::Text), base = palette().color(QPalette::Base);
    const auto mix = [](int a, int b) { return (a * 55 + b * 45) / 100; };
    const QColor line(mix(base.red(), text.red()), mix(base.green(), text.green()), mix(base.blue(), text.blue()));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(line, 1.3, Qt::SolidLine, Qt::RoundCap));
    painter.drawLines(normal.data(), int(normal.size()));
    const QColor highlight = palette().color(QPalette::Highlight);
    painter.setPen(QPen(highlight, 3.0, Qt::SolidLine, Qt::RoundCap));
    painter.drawLines(highlighted.data(), int(highlighted.size()));
    painter.setPen(QPen(highlight, 1.5, Qt::SolidLine, Qt::RoundCap));
    painter.drawLines(continuation.data(), int(continuation.size()));
}

void GameTreePanel::paintNodes(QPainter &painter, int firstRow, int lastRow, int firstColumn, int lastColumn)
{
    const GameTree &tree = m_document->tree();
    const NodeId current = m_document->currentNode();
    const qreal ratio = viewport()->devicePixelRatioF();
    if (ratio != m_spriteRatio) {
        m_sprites.clear();
        m_spriteRatio = ratio;
    }
    const int half = spriteSize() / 2;
    if (!m_moveReader)
        m_moveReader = Replayer::forGame(m_document->game());
    const AnalysisMarks *marks = AnalysisMarks::find(m_document);
    const int game = m_document->gameIndex();
    const NodeId decided = marks ? marks->firstDecided(game) : NoNode;
    for (int row = firstRow; row <= lastRow; ++row) {
        const std::span<const NodeId> nodes = m_layout.nodesInRow(row);
        for (std::size_t i = m_layout.firstAtOrAfter(row, firstColumn);
             i < nodes.size() && m_layout.column(nodes[i]) <= lastColumn; ++i) {
            const NodeId node = nodes[i];
            NodeLook look;
            look.mover = m_moveReader ? m_moveReader->moverOf(tree.moveTag(node), tree.moveData(node)) : 0;
            if (look.mover != 1 && look.mover != 2)
                look.mover = 0; // a damaged file's player byte
            look.shape = node == tree.root()                                  ? NodeLook::Root
                       : tree.moveTag(node) == std::uint8_t(MoveTag::Special) ? NodeLook::Special
                                                                              : NodeLook::Stone;
            look.comment = tree.hasComment(node);
            if (const std::optional<int> value = tree.evaluation(node))
                look.outcome = 1 + int(outcomeOfLabel(value, look.mover ? look.mover : 1));
            look.current = node == current;
            if (marks) {
                if (const std::optional<AnalysisMarks::Proof> proof = marks->proof(game, node))
                    look.proof = 1 + std::clamp(proof->winner, 0, 2);
                look.contradicted = look.proof && marks->contradicts(m_document, node);
                if (node == decided)
                    look.decided = 1 + std::clamp(marks->firstDecidedWinner(game), 0, 2);
            }
            // Centres fall on whole pixels and sprites have an even size, so
            // the copies land on the pixel grid.
            const QPointF centre = contentCentre(row, m_layout.column(node));
            painter.drawPixmap(QPointF(centre.x() - half, centre.y() - half), sprite(look));
            // The annotator's mark of the move ("!", "?!"...) at the node's
            // upper right.
            if (const NodeMarkup &markup = tree.markup(node); markup.move != MoveMark::None) {
                QFont font = painter.font();
                font.setPixelSize(std::max(8, m_cell / 3));
                font.setBold(true);
                painter.setFont(font);
                painter.setPen(palette().color(QPalette::Text));
                painter.drawText(QRectF(centre.x() + half * 0.35, centre.y() - half * 1.15, half * 1.6, half),
                                 Qt::AlignLeft | Qt::AlignVCenter, moveMarkText(markup.move, markup.moveEmphasis));
            }
        }
    }
}

int GameTreePanel::spriteSize() const
{
    return m_cell + 4;
}

const QPixmap &GameTreePanel::sprite(const NodeLook &look)
{
    const int key = look.shape | look.mover << 2 | int(look.comment) << 4 | look.outcome << 5 | int(look.current) << 8
                  | look.proof << 9 | int(look.contradicted) << 11 | look.decided << 12;
    const auto found = m_sprites.find(key);
    if (found != m_sprites.end())
        return found->second;
    const int size = spriteSize();
    QPixmap pixmap(QSize(size, size) * m_spriteRatio);
    pixmap.setDevicePixelRatio(m_spriteRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    drawNode(painter, QPointF(size / 2.0, size / 2.0), look);
    painter.end();
    return m_sprites.emplace(key, std::move(pixmap)).first->second;
}

void GameTreePanel::drawNode(QPainter &painter, QPointF centre, const NodeLook &look) const
{
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const QColor colour = look.mover ? m_theme.playerColour(look.mover) : palette().color(QPalette::Mid);
    const double radius = m_cell * 0.3;
    if (look.current) {
        // In the text colour: it must stand out from both players' colours
        // and from the highlighted path.
        painter.setPen(QPen(text, 2.2));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, radius + 3.5, radius + 3.5);
    }
    switch (look.shape) {
    case NodeLook::Root:
        // The starting position: a square, in neither player's colour.
        painter.setPen(QPen(text, 1.5));
        painter.setBrush(base);
        painter.drawRect(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius));
        break;
    case NodeLook::Special:
        // Swap, pass, resign: a ring in the mover's colour.
        painter.setPen(QPen(colour, 2.6));
        painter.setBrush(base);
        painter.drawEllipse(centre, radius - 0.8, radius - 0.8);
        break;
    default:
        painter.setPen(QPen(m_theme.stoneOutline, 1.0));
        painter.setBrush(colour);
        painter.drawEllipse(centre, radius, radius);
        break;
    }
    // What an analysis proved: a ring in the winner's colour (grey for a
    // draw), red and dashed where the stored label says otherwise.
    if (look.proof) {
        const int winner = look.proof - 1;
        QPen pen(winner ? m_theme.playerColour(winner) : palette().color(QPalette::Mid), 1.8);
        if (look.contradicted) {
            pen.setColor(QColor(0xd0, 0x20, 0x20));
            pen.setStyle(Qt::DashLine);
            pen.setWidthF(2.0);
        }
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, radius + 1.8, radius + 1.8);
    }
    // The move after which the game was decided: a flag at the top left in
    // the winner's colour.
    if (look.decided) {
        const int winner = look.decided - 1;
        const QPointF at = centre + QPointF(-radius * 0.95, -radius * 0.95);
        const double s = 4.2;
        const QPointF flag[3] = {at + QPointF(-s, -s), at + QPointF(s, -s), at + QPointF(0, s * 0.6)};
        painter.setPen(QPen(m_theme.glyphOutline, 1.2));
        painter.setBrush(winner ? m_theme.playerColour(winner) : palette().color(QPalette::Mid));
        painter.drawPolygon(flag, 3);
    }
    if (look.comment) {
        painter.setPen(QPen(base, 1.0));
        painter.setBrush(text);
        painter.drawEllipse(centre + QPointF(radius * 0.95, -radius * 0.95), 2.6, 2.6);
    }
    if (look.outcome) {
        const QPointF at = centre + QPointF(radius * 0.95, radius * 0.95);
        const double s = 4.0;
        const QPointF diamond[4] = {at + QPointF(0, -s), at + QPointF(s, 0), at + QPointF(0, s), at + QPointF(-s, 0)};
        painter.setPen(QPen(m_theme.glyphOutline, 1.2));
        painter.setBrush(m_theme.outcomeColour(Outcome(look.outcome - 1)));
        painter.drawPolygon(diamond, 4);
    }
}

QString GameTreePanel::toolTipFor(NodeId node) const
{
    const GameTree &tree = m_document->tree();
    QStringList lines;
    const int depth = m_layout.row(node);
    lines << (node == tree.root() ? tr("Start") : tr("Move %1: %2").arg(depth).arg(m_document->moveText(node)));
    if (const NodeMarkup &markup = tree.markup(node); markup.move != MoveMark::None)
        lines.back() += moveMarkText(markup.move, markup.moveEmphasis);
    if (const std::optional<int> value = tree.evaluation(node))
        lines << tr("r = %1").arg(*value);
    if (tree.hasComment(node)) {
        QString comment = tree.comment(node).simplified();
        if (comment.size() > 120)
            comment = comment.left(119) + QChar(0x2026);
        lines << comment;
    }
    if (const AnalysisMarks *marks = AnalysisMarks::find(m_document)) {
        const QString text = marks->describe(m_document, node);
        if (!text.isEmpty())
            lines << text;
    }
    const int children = tree.childCount(node);
    if (children > 1)
        lines << tr("%n variation(s)", nullptr, children);
    return lines.join(QLatin1Char('\n'));
}

bool GameTreePanel::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_document) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const NodeId node = nodeAt(help->pos());
        if (node == NoNode)
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), plainText(toolTipFor(node)), viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void GameTreePanel::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_document) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const NodeId node = nodeAt(event->position().toPoint());
    if (node != NoNode)
        m_document->setCurrentNode(node);
    event->accept();
}

void GameTreePanel::mouseReleaseEvent(QMouseEvent *event)
{
    // The press did the work; the release belongs to it.
    event->setAccepted(event->button() == Qt::LeftButton && m_document);
}

void GameTreePanel::keyPressEvent(QKeyEvent *event)
{
    // The keys of the application's Go menu, so that the panel answers the
    // same way whether or not the window's shortcuts see the key first.
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (!m_document || (modifiers != Qt::NoModifier && modifiers != Qt::ShiftModifier)) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    const bool shift = modifiers == Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Left:
        if (shift)
            m_document->goToBranchPoint();
        else
            m_document->goToParent();
        break;
    case Qt::Key_Right:
        m_document->goToMainChild();
        break;
    case Qt::Key_Up:
        m_document->goToPreviousSibling();
        break;
    case Qt::Key_Down:
        m_document->goToNextSibling();
        break;
    case Qt::Key_Home:
        m_document->goToRoot();
        break;
    case Qt::Key_End:
        m_document->goToEndOfLine();
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void GameTreePanel::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    // Showing the scroll bars, or docking the panel elsewhere, must not hide
    // the current node.
    if (m_followingCurrent && m_document && !m_layoutDirty)
        scrollToNode(m_document->currentNode());
}

void GameTreePanel::scrollContentsBy(int dx, int dy)
{
    if (!m_scrolling)
        m_followingCurrent = false;
    QAbstractScrollArea::scrollContentsBy(dx, dy);
}

void GameTreePanel::showEvent(QShowEvent *event)
{
    QAbstractScrollArea::showEvent(event);
    ensureLayout();
    if (m_scrollPending && m_document)
        scrollToNode(m_document->currentNode());
}

void GameTreePanel::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        updateTheme();
        viewport()->update();
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void GameTreePanel::retranslate()
{
    // As its dock is titled (the main window names the panel so too).
    setAccessibleName(tr("Game Tree"));
    setAccessibleDescription(tr("The variations of the current game, the main line down the left. Click a node to "
                                "show it; Left and Right step back and forward, Up and Down change variation."));
}

} // namespace kibitz
