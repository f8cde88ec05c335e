#include "panels/movelistpanel.h"

#include "common/plaintext.h"
#include "document/analysismarks.h"

#include "common/cachedtextdelegate.h"
#include "document/gamedocument.h"
#include "games/gameuitable.h"

#include <QAbstractListModel>
#include <QEvent>
#include <QListView>
#include <QVBoxLayout>

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
        if (role == Qt::ToolTipRole)
            return plainText(m_panel->rowToolTip(index.row()));
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
    // Long rows (a Rokkaku turn moves 16 agents) scroll rather than elide,
    // and their texts are shaped once, not at every step.
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setItemDelegate(new CachedTextDelegate(m_list));
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
            // An engine's notes on the moves (backgammon: gnubg's equity
            // losses and marks), read once per line.
            m_notes = gameUiFor(m_document->game()).moveNotes(m_document->game(), m_line);
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
    QString text = row == 0 ? tr("Start") : tr("%1. %2").arg(row).arg(m_document->moveText(node));
    // The annotator's mark of the move ("!", "?!"...), right after it.
    if (const NodeMarkup &markup = tree.markup(node); markup.move != MoveMark::None)
        text += moveMarkText(markup.move, markup.moveEmphasis);
    // Marks what other panels would show: other moves stored at this point,
    // and a comment.
    if (row > 0 && tree.childCount(tree.parent(node)) > 1)
        text += tr("  (+%1)").arg(tree.childCount(tree.parent(node)) - 1);
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
    return raw == m_document->moveText(node) ? QString() : tr("In the file: %1").arg(raw);
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
