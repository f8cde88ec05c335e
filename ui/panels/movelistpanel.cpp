#include "panels/movelistpanel.h"

#include "common/plaintext.h"
#include "games/analysismarks.h"

#include "common/cachedtextdelegate.h"
#include "document/gamedocument.h"
#include "games/gameuitable.h"

#include <QAbstractListModel>
#include <QEvent>
#include <QListView>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace kibitz {

// The panel's line as a list model; texts come from the panel when asked.
class MoveListModel : public QAbstractListModel {
public:
    explicit MoveListModel(MoveListPanel *panel)
        : QAbstractListModel(panel)
        , m_panel(panel)
    { }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : m_panel->rowCount();
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() >= m_panel->rowCount())
            return QVariant();
        if (role == Qt::ToolTipRole) {
            // A row cut at the list's edge (a Rokkaku turn moves 16 agents)
            // is shown whole in its tip.
            QString tip = m_panel->rowToolTip(index.row());
            const QString text = m_panel->rowText(index.row());
            const QListView *list = m_panel->list();
            if (list->fontMetrics().horizontalAdvance(text) > list->viewport()->width() - 8)
                tip = tip.isEmpty() ? text : text + u'\n' + tip;
            return plainText(tip);
        }
        if (role == Qt::ForegroundRole) {
            const QColor colour = m_panel->rowColour(index.row());
            return colour.isValid() ? QVariant(colour) : QVariant();
        }
        if (role != Qt::DisplayRole)
            return QVariant();
        return m_panel->rowText(index.row());
    }
    void reset(const std::function<void()> &change)
    {
        beginResetModel();
        change();
        endResetModel();
    }
    void rowChanged(int row) { emit dataChanged(index(row), index(row), {Qt::DisplayRole}); }

private:
    MoveListPanel *m_panel;
};

namespace {

// As wide as the list, whatever the text: rows are cut at its edge.
class RowDelegate : public CachedTextDelegate {
public:
    explicit RowDelegate(QListView *list)
        : CachedTextDelegate(list)
        , m_list(list)
    { }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = CachedTextDelegate::sizeHint(option, index);
        size.setWidth(std::min(size.width(), std::max(1, m_list->viewport()->width())));
        return size;
    }

private:
    QListView *m_list;
};

} // namespace

MoveListPanel::MoveListPanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListView(this))
{
    m_model = new MoveListModel(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    m_list->setModel(m_model);
    m_list->setUniformItemSizes(true); // long games: rows are laid out lazily
    // Long rows (a Rokkaku turn moves 16 agents) are cut at the list's edge,
    // whole in their tips, rather than scrolled sideways; their texts are
    // shaped once, not at every step.
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setItemDelegate(new RowDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setAccessibleName(tr("Moves of the current line"));
    m_list->setAccessibleDescription(tr("Choosing a move shows its position."));
    setFocusProxy(m_list);
    // The current move stays in sight when the list is shown or resized (a
    // list scrolled before it had its size would show the first rows).
    m_list->viewport()->installEventFilter(this);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { rowActivated(current.row()); });
}

void MoveListPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::currentNodeChanged, this, &MoveListPanel::followCurrent);
        connect(document, &GameDocument::treeChanged, this, &MoveListPanel::rebuild);
        connect(document, &GameDocument::gameChanged, this, &MoveListPanel::rebuild);
        connect(document, &GameDocument::nodeChanged, this, &MoveListPanel::updateRow);
    }
    rebuild();
}

void MoveListPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // "Start" and the move texts
    QWidget::changeEvent(event);
}

bool MoveListPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport() && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        // After the view has laid its rows out for the new size.
        QMetaObject::invokeMethod(
            this, [this] { m_list->scrollTo(m_list->currentIndex()); }, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void MoveListPanel::rebuild()
{
    m_updating = true;
    m_model->reset([this] {
        m_line.clear();
        if (m_document) {
            const GameTree &tree = m_document->tree();
            m_line = tree.pathFromRoot(tree.endOfLine(m_document->currentNode()));
            m_emptyRows.clear();
            for (std::size_t i = 1; i < m_line.size(); ++i)
                if (!tree.hasMove(m_line[i]))
                    m_emptyRows.push_back(int(i));
            // An engine's notes on the moves (backgammon: gnubg's equity
            // losses and marks), read once per line.
            m_notes = gameUiFor(m_document->game()).moveNotes(m_document->game(), m_line);
            m_namesPlayers = gameUiFor(m_document->game()).movesNameTheirPlayer();
        } else {
            m_notes.clear();
        }
    });
    m_updating = false;
    followCurrent();
}

int MoveListPanel::currentRow() const
{
    return m_list->currentIndex().row();
}

QString MoveListPanel::rowText(int row) const
{
    if (!m_document || row < 0 || row >= rowCount())
        return QString();
    const GameTree &tree = m_document->tree();
    const NodeId node = m_line[std::size_t(row)];
    // Moves are numbered by the nodes that hold one: a node without a move
    // (HexGui writes one after the root) is named, not numbered.
    QString text;
    if (row == 0) {
        text = tr("Start");
    } else if (!tree.hasMove(node)) {
        text = tr("(empty node)");
    } else {
        QString move = m_document->moveText(node);
        // Who acts, where the moves do not simply alternate (backgammon).
        if (m_namesPlayers) {
            if (const int mover = m_document->moverOf(node))
                //: a move in the Moves list: %1 is a player, %2 the move
                move = tr("%1: %2").arg(m_document->playerName(mover), move);
        }
        const auto empty = std::upper_bound(m_emptyRows.begin(), m_emptyRows.end(), row);
        const int number = row - int(empty - m_emptyRows.begin());
        text = tr("%1. %2").arg(number).arg(move);
        // The annotator's mark of the move ("!", "?!"...), right after it.
        if (const NodeMarkup &markup = tree.markup(node); markup.move != MoveMark::None)
            text += moveMarkText(markup.move, markup.moveEmphasis);
    }
    // Marks what other panels would show: other moves stored at this point
    // (the tip says more), and a comment.
    if (row > 0 && tree.childCount(tree.parent(node)) > 1)
        text += tr("  (+%n variation(s))", nullptr, tree.childCount(tree.parent(node)) - 1);
    if (tree.hasComment(node))
        text += QStringLiteral("  \u270E");
    if (const auto it = m_notes.find(node); it != m_notes.end())
        text += QStringLiteral("   ") + it->second.text;
    if (const AnalysisMarks *marks = AnalysisMarks::find(m_document); marks && row > 0) {
        const QString mark = marks->shortMark(m_document, node);
        if (!mark.isEmpty())
            text += QStringLiteral("  ") + mark;
    }
    return text;
}

QColor MoveListPanel::rowColour(int row) const
{
    if (row <= 0 || row >= rowCount())
        return QColor();
    const auto it = m_notes.find(m_line[std::size_t(row)]);
    return it == m_notes.end() ? QColor() : it->second.colour;
}

QString MoveListPanel::rowToolTip(int row) const
{
    // The file's own notation, where the list writes the move otherwise
    // (Rokkaku turns, Twixt long moves).
    if (!m_document || row <= 0 || row >= rowCount())
        return QString();
    const NodeId node = m_line[std::size_t(row)];
    const QString raw = m_document->rawMoveText(node);
    QStringList tips;
    if (raw != m_document->moveText(node))
        tips << tr("In the file: %1").arg(raw);
    const GameTree &tree = m_document->tree();
    if (const int others = tree.childCount(tree.parent(node)) - 1; others > 0)
        tips << tr("%n other move(s) stored at this point: the Game Tree shows them; Down (Go › Next Variation) "
                   "goes to the next.",
                   nullptr, others);
    return tips.join(u'\n');
}

void MoveListPanel::updateRow(NodeId node)
{
    if (!m_document)
        return;
    const int depth = m_document->tree().depth(node);
    if (depth < rowCount() && m_line[std::size_t(depth)] == node)
        m_model->rowChanged(depth);
}

void MoveListPanel::followCurrent()
{
    if (!m_document)
        return;
    const GameTree &tree = m_document->tree();
    const NodeId current = m_document->currentNode();
    const int depth = tree.depth(current);
    if (depth >= rowCount() || m_line[std::size_t(depth)] != current) {
        rebuild(); // the current node left the listed line
        return;
    }
    m_updating = true;
    const QModelIndex index = m_model->index(depth);
    m_list->setCurrentIndex(index);
    m_list->scrollTo(index);
    m_updating = false;
}

void MoveListPanel::rowActivated(int row)
{
    if (m_updating || !m_document || row < 0 || row >= rowCount())
        return;
    m_document->setCurrentNode(m_line[std::size_t(row)]);
}

} // namespace kibitz
