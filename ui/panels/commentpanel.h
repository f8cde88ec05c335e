#pragma once

// CommentPanel: the comment of the current node, editable. Typing becomes
// undoable comment edits; the keystrokes of one visit to a node merge into
// one undo step, which ends when the node changes or the editor loses focus.

#include "tree/gametree.h"

#include <QPointer>
#include <QWidget>

class QPlainTextEdit;

namespace kibitz {

class GameDocument;

class CommentPanel : public QWidget {
    Q_OBJECT

public:
    explicit CommentPanel(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);
    QPlainTextEdit *editor() const { return m_editor; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showCurrent();
    void textEdited();

    QPointer<GameDocument> m_document;
    QPlainTextEdit *m_editor = nullptr;
    NodeId m_node = NoNode;
    int m_session = 0;
    bool m_updating = false;
};

} // namespace kibitz
