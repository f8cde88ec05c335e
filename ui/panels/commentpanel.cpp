#include "panels/commentpanel.h"

#include "document/gamedocument.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// Edit sessions of all panels share one counter so that two panels never
// merge into each other's undo steps.
int nextSession()
{
    static int session = 0;
    return ++session;
}
} // namespace

CommentPanel::CommentPanel(QWidget *parent)
    : QWidget(parent)
    , m_editor(new QPlainTextEdit(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor);
    // The document's undo stack holds comment edits; the editor's own undo
    // would fight it.
    m_editor->setUndoRedoEnabled(false);
    m_editor->setPlaceholderText(tr("No comment"));
    m_editor->setAccessibleName(tr("Comment on the current move"));
    // Tab leaves the editor (a comment needs no tab characters), so that the
    // keyboard can move on to the other panels.
    m_editor->setTabChangesFocus(true);
    setFocusProxy(m_editor);
    m_editor->installEventFilter(this);
    m_session = nextSession();
    connect(m_editor, &QPlainTextEdit::textChanged, this, &CommentPanel::textEdited);
    showCurrent();
}

void CommentPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_editor->setPlaceholderText(tr("No comment"));
    QWidget::changeEvent(event);
}

void CommentPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::currentNodeChanged, this, &CommentPanel::showCurrent);
        connect(document, &GameDocument::treeChanged, this, &CommentPanel::showCurrent);
        connect(document, &GameDocument::nodeChanged, this, &CommentPanel::showCurrent);
        connect(document, &GameDocument::gameChanged, this, &CommentPanel::showCurrent);
    }
    showCurrent();
}

void CommentPanel::showCurrent()
{
    if (!m_document) {
        m_updating = true;
        m_editor->clear();
        m_editor->setEnabled(false);
        m_updating = false;
        m_node = NoNode;
        return;
    }
    m_editor->setEnabled(true);
    const NodeId node = m_document->currentNode();
    const QString text = m_document->tree().comment(node);
    if (node != m_node)
        m_session = nextSession();
    m_node = node;
    if (m_editor->toPlainText() == text)
        return; // our own edit coming back: keep the cursor where it is
    // The comment changed from outside (undo, redo): later typing is a new step.
    m_session = nextSession();
    m_updating = true;
    m_editor->setPlainText(text);
    m_updating = false;
}

void CommentPanel::textEdited()
{
    if (m_updating || !m_document || m_node == NoNode)
        return;
    m_document->setComment(m_node, m_editor->toPlainText(), m_session);
}

bool CommentPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor) {
        if (event->type() == QEvent::FocusOut) {
            m_session = nextSession();
        } else if (event->type() == QEvent::ShortcutOverride) {
            // Let Undo and Redo reach the window's actions (the document's
            // stack) instead of the editor, which would swallow them.
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
                event->ignore();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace kibitz
