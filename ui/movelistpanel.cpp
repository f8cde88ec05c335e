#include "movelistpanel.h"

#include "gamedocument.h"

#include <QEvent>
#include <QListWidget>
#include <QVBoxLayout>

namespace kibitz {

MoveListPanel::MoveListPanel(QWidget *parent) : QWidget(parent), m_list(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    m_list->setUniformItemSizes(true); // long games: rows are laid out lazily
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAccessibleName(tr("Moves of the current line"));
    m_list->setAccessibleDescription(tr("Choosing a move shows its position."));
    setFocusProxy(m_list);
    connect(m_list, &QListWidget::currentRowChanged, this, &MoveListPanel::rowActivated);
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

void MoveListPanel::rebuild()
{
    m_updating = true;
    m_list->clear();
    m_line.clear();
    if (m_document) {
        const GameTree &tree = m_document->tree();
        m_line = tree.pathFromRoot(tree.endOfLine(m_document->currentNode()));
        QStringList rows;
        rows.reserve(qsizetype(m_line.size()));
        for (std::size_t i = 0; i < m_line.size(); ++i)
            rows.append(rowText(int(i)));
        m_list->addItems(rows);
    }
    m_updating = false;
    followCurrent();
}

QString MoveListPanel::rowText(int row) const
{
    const GameTree &tree = m_document->tree();
    const NodeId node = m_line[std::size_t(row)];
    QString text = row == 0 ? tr("Start") : tr("%1. %2").arg(row).arg(m_document->moveText(node));
    // Marks what other panels would show: other moves stored at this point,
    // and a comment.
    if (row > 0 && tree.childCount(tree.parent(node)) > 1)
        text += tr("  (+%1)").arg(tree.childCount(tree.parent(node)) - 1);
    if (tree.hasComment(node))
        text += QStringLiteral("  \u270E");
    return text;
}

void MoveListPanel::updateRow(NodeId node)
{
    if (!m_document)
        return;
    const int depth = m_document->tree().depth(node);
    if (depth < int(m_line.size()) && m_line[std::size_t(depth)] == node)
        m_list->item(depth)->setText(rowText(depth));
}

void MoveListPanel::followCurrent()
{
    if (!m_document)
        return;
    const GameTree &tree = m_document->tree();
    const NodeId current = m_document->currentNode();
    const int depth = tree.depth(current);
    if (depth >= int(m_line.size()) || m_line[std::size_t(depth)] != current) {
        rebuild(); // the current node left the listed line
        return;
    }
    m_updating = true;
    m_list->setCurrentRow(depth);
    m_list->scrollToItem(m_list->item(depth));
    m_updating = false;
}

void MoveListPanel::rowActivated(int row)
{
    if (m_updating || !m_document || row < 0 || row >= int(m_line.size()))
        return;
    m_document->setCurrentNode(m_line[std::size_t(row)]);
}

} // namespace kibitz
