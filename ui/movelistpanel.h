#pragma once

// MoveListPanel: the moves of the current line — from the root through the
// current node to the end of its main continuation — in the game's notation,
// with the current move selected. Clicking a move shows it.

#include "tree/gametree.h"

#include <QPointer>
#include <QWidget>

#include <vector>

class QListWidget;

namespace kibitz {

class GameDocument;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);
    QListWidget *list() const { return m_list; }
    // The nodes listed, root first (row i shows line()[i]).
    const std::vector<NodeId> &line() const { return m_line; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void updateRow(NodeId node);
    QString rowText(int row) const;
    void followCurrent();
    void rowActivated(int row);

    QPointer<GameDocument> m_document;
    QListWidget *m_list = nullptr;
    std::vector<NodeId> m_line;
    bool m_updating = false;
};

} // namespace kibitz
