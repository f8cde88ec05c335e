#pragma once

// BackgammonView: the tab of a backgammon, acey-deucey or tabula document.
//
// - The board (BackgammonBoard) shows the current node's position, or a roll
//   being played checker by checker: stepping by single checker moves
//   (Ctrl+Right / Ctrl+Left) shows the stored roll's moves one at a time
//   without leaving the node until the last one is played; checkers slide
//   (RenderOptions::animationMilliseconds by default, adjustable, 0 instant).
// - A replay toolbar: start, previous/next event (the Go menu's actions do
//   the same), previous/next checker, autoplay with play/pause (Space) and a
//   speed, the slide speed.
// The games of the match (the score before each, its winner) are listed in
// the Games panel (panels/gamespanel.h), as every collection's are.
// - Entering a play for the pending roll (the stored next roll, or dice set
//   with the dice pickers): by clicking or dragging checkers, or typed in
//   notation ("13/8 24/21"); the complete play becomes a variation through
//   GameDocument::play, which follows an existing identical event. Cube
//   actions (double taken or passed, resign) the same way.
// - GNU Backgammon's Position ID and Match ID of the shown position, with a
//   button and context menu entries to copy them.
// The board's accessible description says the shown position in words.

#include "common/documentview.h"
#include "games/backgammon/backgammonposition.h"
#include "games/backgammon/backgammonturnentry.h"
#include "record/gamerecord.h"
#include "render/backgammon/backgammonpicture.h"

#include <QPointer>

#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace kibitz {

class BackgammonBoard;
class BackgammonSetupDialog;
class PlaybackBar;

class BackgammonView : public DocumentView {
    Q_OBJECT

public:
    explicit BackgammonView(GameDocument *document, QWidget *parent = nullptr);

    void setDarkTheme(bool dark) override;
    void setRenderOptions(const RenderOptions &options) override;
    bool exportImage(const QString &path, QString *error) const override;
    bool takeBackEntry() override;

    BackgammonBoard *board() const { return m_board; }
    QLineEdit *playEdit() const { return m_playEdit; }
    QComboBox *openerBox() const { return m_openerBox; }
    QAction *viewAction(const QString &name) const;

    // What the board shows: the current node's picture, or the roll being
    // played with the moves played so far.
    BackgammonPicture shownPicture() const;
    const BackgammonPosition *shownPosition() const;

    // Single checker moves of the stored events; false when there is none.
    bool stepCheckerForward();
    bool stepCheckerBack();

    void setAutoplay(bool on);
    bool isAutoplaying() const;
    void setAutoplayInterval(int milliseconds);
    int autoplayInterval() const;
    void setAnimationMilliseconds(int milliseconds);

    // Entering a play. Each returns false and shows why when it cannot be done.
    // Dice for the pending roll (2 dice, or 3 in tabula after the opening).
    bool setRoll(const std::vector<int> &dice);
    // Plays one checker between two board slots (BackgammonRenderer's
    // numbering), as clicks and drags on the board do.
    bool moveChecker(int fromSlot, int toSlot);
    bool undoChecker();
    void clearEntry();
    // Plays the typed notation for the pending roll.
    bool playTyped(const QString &text);
    // Records the pending roll with the moves clicked so far (they must be a
    // complete play: every die played that can be).
    bool submitPlay();
    using CubeAction = BackgammonTurnEntry::CubeAction;
    bool playCubeAction(CubeAction action);

    // The pending roll: its player and dice (empty when none) and the moves
    // played so far.
    int pendingPlayer() const;
    std::vector<int> pendingDice() const;
    std::vector<BgMove> pendingMoves() const;
    // The last message of the entry row (why a play was refused, what to do).
    QString message() const;

    // GNU Backgammon's IDs of the shown position (empty for the variants).
    QString positionId() const;
    QString matchId() const;
    bool copyPositionId();
    bool copyMatchId();

    // The shown position in words (the board's accessible description).
    QString positionDescription() const override;

    // Edit > Set Up Position: the set-up dialog (backgammonsetupdialog.h),
    // from the shown position; OK applies it (applySetup).
    bool openSetupDialog(const std::function<void(std::unique_ptr<GameDocument>)> &open) override;
    // The open set-up dialog, else null.
    BackgammonSetupDialog *setupDialog() const;
    // Makes the shown game start from `position` (its match length and
    // score too) as one undoable step when the game has no events yet;
    // otherwise a new one-game document starting from it goes to `open`
    // (the game's players with it). False, with `error`, when neither can be done.
    bool applySetup(const BackgammonPosition &position, const std::function<void(std::unique_ptr<GameDocument>)> &open,
                    QString *error = nullptr);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    using Roll = BackgammonTurnEntry::Roll;

    void createWidgets();
    void refresh();
    void updateState();
    void updateEntryWidgets();
    void showMessage(const QString &text, bool error = false);
    void diceEdited();
    void stepEvent(bool forward);
    void autoplayTick();
    void flip();

    std::optional<BackgammonEvent> eventAt(NodeId node) const;
    // The main child's event when it is a roll.
    NodeId storedNextRoll() const;
    // The entry's base: the current node's position and its stored next roll.
    void updateEntryBase();
    QString refusalText(BackgammonTurnEntry::Refusal refusal) const;
    // Shows why as an error; false.
    bool refuse(BackgammonTurnEntry::Refusal refusal);
    BackgammonPicture pictureOf(const Roll &roll) const;
    QString nameOf(int player) const;
    bool playEvent(const BackgammonEvent &event);
    // A set-up start with its dice rolled: those dice are the roll to play
    // (and the one Hint ranks) at the root while nothing else is entered.
    void enterStartDice();

    BackgammonBoard *m_board = nullptr;
    PlaybackBar *m_toolbar = nullptr; // the replay toolbar, with the autoplay timer
    QAction *m_startAction = nullptr;
    QAction *m_previousChecker = nullptr;
    QAction *m_nextChecker = nullptr;
    QAction *m_playPause = nullptr;
    QAction *m_copyPosition = nullptr;
    QAction *m_copyMatch = nullptr;
    QAction *m_copyBoth = nullptr;
    bool m_messageEmitted = false; // the status bar may still show m_message
    QAction *m_flipAction = nullptr;
    QComboBox *m_speed = nullptr;
    QSpinBox *m_slide = nullptr;
    std::vector<QSpinBox *> m_dice;
    QPushButton *m_randomRoll = nullptr;
    QLineEdit *m_playEdit = nullptr;
    QPushButton *m_playButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QPushButton *m_clearButton = nullptr;
    QToolButton *m_cubeButton = nullptr;
    QLabel *m_turnLabel = nullptr;
    QComboBox *m_openerBox = nullptr;
    QLabel *m_messageLabel = nullptr;
    QLabel *m_idLabel = nullptr;
    QToolButton *m_copyButton = nullptr;

    RenderOptions m_options;
    bool m_dark = false;
    BackgammonPicture m_picture; // the current node's
    BackgammonTurnEntry m_entry; // the turn being entered on the current node
    std::optional<Roll> m_keepPending; // taken over by the next refresh
    int m_shownGame = -1;
    NodeId m_shownNode = NoNode;
    bool m_updating = false;
    QString m_message;
    QPointer<BackgammonSetupDialog> m_setupDialog;
};

} // namespace kibitz
