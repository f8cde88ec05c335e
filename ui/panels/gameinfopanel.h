#pragma once

// GameInfoPanel: the players, name, result, board size and rules of the
// shown game, editable; which of them a game has and which can be edited is
// its GameUi's GameInfoFields. Each finished edit is one undoable change; the board
// size can change only while the game has no moves.

#include <QPointer>
#include <QWidget>

#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace kibitz {

class GameDocument;

class GameInfoPanel : public QWidget {
    Q_OBJECT

public:
    explicit GameInfoPanel(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);

    QLineEdit *player1Edit() const { return m_player1; }
    QLineEdit *player2Edit() const { return m_player2; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *resultEdit() const { return m_result; }
    // "No game is open", shown instead of the fields while no document is.
    QLabel *nothingOpenLabel() const { return m_nothingOpen; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // Players and board or, for a game of teams, its teams and field.
    void setLabels(bool teams);
    // The rows the game's GameUi asks for (GameInfoFields), filled in.
    void showInfo();
    void commit();
    // The label of a field's row (none for the note of m_nothingOpen).
    QLabel *labelFor(const QWidget *field) const;

    QPointer<GameDocument> m_document;
    std::vector<std::pair<QWidget *, QLabel *>> m_labels; // each row's field and label
    QLineEdit *m_player1 = nullptr;
    QLineEdit *m_player2 = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_result = nullptr;
    QWidget *m_size = nullptr; // the columns and rows
    QSpinBox *m_columns = nullptr;
    QSpinBox *m_rows = nullptr;
    QComboBox *m_rules = nullptr;
    QLabel *m_nothingOpen = nullptr;
    bool m_updating = false;
};

} // namespace kibitz
