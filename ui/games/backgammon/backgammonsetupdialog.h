#pragma once

// BackgammonSetupDialog: Edit > Set Up Position for a backgammon game. The
// user types GNU Backgammon's Position ID (and Match ID) or an XGID, which
// is read as it is typed (a bad one shows the decoder's reason), or places
// checkers by hand on a board (a click adds a checker of the chosen side,
// a right click or Shift+click takes one off; the bar too; the checkers not
// on the board are borne off), and sets the player on roll, the dice, the
// cube and the score. The view makes the game start from the result
// (BgGameInfo::start).

#include "games/backgammon/backgammonposition.h"
#include "render/renderoptions.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace kibitz {

class BackgammonBoard;

class BackgammonSetupDialog : public QDialog {
    Q_OBJECT

public:
    // Starts from `position` (its checkers, cube, player on roll, dice and
    // score). `note` says what OK will do; the board is drawn with `options`.
    BackgammonSetupDialog(const BackgammonPosition &position, const QString &player1, const QString &player2,
                          const QString &note, const RenderOptions &options, QWidget *parent = nullptr);

    // The position set up, when it is one (else problem() says why).
    std::optional<BackgammonPosition> position() const;
    QString problem() const { return m_problem; }
    BgSetup setup() const { return m_setup; }
    int matchLength() const;
    int score(int player) const;

    // Reads an ID as typing it does: "PositionID", "PositionID:MatchID" or
    // an XGID in the first field, an optional Match ID in the second. False
    // with idMessage() saying why when it is no position.
    bool setIds(const QString &positionOrXgid, const QString &matchId = QString());
    QString idMessage() const;
    // Puts a checker of the chosen side on a board slot (1..24, BgBar) or
    // takes one off (`remove`), as a click on the board does; false with
    // the reason in problem() when it cannot be done.
    bool clickSlot(int slot, bool remove);
    // Whose checkers clicks put down (1 or 2).
    void setSide(int player);
    int side() const;
    void setDice(int die1, int die2);
    void setOnRoll(int player);
    void setCube(int value, int owner);
    void setMatch(int length, int score1, int score2);

    QLineEdit *idEdit() const { return m_idEdit; }
    QLineEdit *matchIdEdit() const { return m_matchEdit; }
    BackgammonBoard *board() const { return m_board; }

private:
    void idsEdited();
    void fieldsEdited();
    // Shows m_setup in the fields and on the board.
    void load(const BackgammonPosition &position);
    void update();

    QString m_player1;
    QString m_player2;
    BgSetup m_setup;
    QString m_problem;
    bool m_loading = false;
    QLineEdit *m_idEdit = nullptr;
    QLineEdit *m_matchEdit = nullptr;
    QLabel *m_idMessage = nullptr;
    BackgammonBoard *m_board = nullptr;
    QRadioButton *m_side1 = nullptr;
    QRadioButton *m_side2 = nullptr;
    QComboBox *m_onRoll = nullptr;
    QSpinBox *m_die1 = nullptr;
    QSpinBox *m_die2 = nullptr;
    QComboBox *m_cubeValue = nullptr;
    QComboBox *m_cubeOwner = nullptr;
    QSpinBox *m_length = nullptr;
    QSpinBox *m_score1 = nullptr;
    QSpinBox *m_score2 = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace kibitz
