#pragma once

// MoveListPanel: the moves of the current line — from the root through the
// current node to the end of its main continuation — in the game's notation,
// with the current move selected. Clicking a move shows it.
// The list is a view on the line's node ids: a row's text is made when the
// view shows the row, so that showing another game or a line of 60 000 moves
// costs the ids only, not the naming of every move.

#include "games/gameui.h"
#include "tree/gametree.h"

#include <unordered_map>

#include <QPointer>
#include <QWidget>

#include <vector>

class QListView;

namespace kibitz {

class GameDocument;
class MoveListModel;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);
    QListView *list() const { return m_list; }
    // The nodes listed, root first (row i shows line()[i]).
    const std::vector<NodeId> &line() const { return m_line; }
    int currentRow() const;
    int rowCount() const { return int(m_line.size()); }
    // What row `row` shows.
    QString rowText(int row) const;
    // The move as the file writes it, when the list writes it otherwise, and
    // what "(+2 variations)" means, when the row says it.
    QString rowToolTip(int row) const;
    // The colour an engine's note gives the row (a gnubg mark), or invalid.
    QColor rowColour(int row) const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void updateRow(NodeId node);
    void followCurrent();
    void rowActivated(int row);

    QPointer<GameDocument> m_document;
    QListView *m_list = nullptr;
    MoveListModel *m_model = nullptr;
    std::vector<NodeId> m_line;
    std::vector<int> m_emptyRows; // rows of m_line whose node holds no move, ascending
    std::unordered_map<NodeId, MoveNote> m_notes; // GameUi::moveNotes of the line
    bool m_namesPlayers = false; // GameUi::movesNameTheirPlayer
    bool m_updating = false;
};

} // namespace kibitz
