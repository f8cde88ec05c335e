#pragma once

// The GameUi of backgammon and its variants (acey-deucey, tabula): one
// BackgammonView, one painter, one set of colours for all three.

#include "games/gameui.h"

#include <QCoreApplication>

namespace kibitz {

class BackgammonGameUi : public GameUi {
    Q_DECLARE_TR_FUNCTIONS(BackgammonGameUi)

public:
    const GamePainter &painter() const override;
    DocumentView *createView(GameDocument *document) const override;
    QString colourGroupName() const override;
    std::vector<ColourRow> colourRows() const override;
    // Score (before the game), events.
    GameListColumns gameListColumns() const override;
    // "%n games of acey-deucey not counted".
    QString explorerLeftOut(GameKind kind, int games) const override;
    GameInfoFields infoFields() const override;
    // "Bruno wins 2 points", from the match information of the game.
    QString resultFromMoves(const GameRecord &game) const override;
    bool offersGnubgAnalysis() const override { return true; }
    bool setsUpInDialog() const override { return true; }
    // As GNU Backgammon and eXtreme Gammon arrange theirs: the board with
    // the score sheet (the moves) and the game's information beside it;
    // gnubg's analysis below it once asked for (Analyse, Hint), the match's
    // games on demand (Go > Next Game steps through them). No Evaluation
    // panel: gnubg's equities are the evaluation.
    WindowLayout defaultLayout() const override;
    // Rolls, doubles and answers: who acts is not simply the next player.
    bool movesNameTheirPlayer() const override { return true; }
    // The analysis by GNU Backgammon (BackgammonAnalysis).
    GameWindowPart *createWindowPart(QMainWindow *window, std::function<UserPrompts &()> prompts) const override;
    // gnubg's analysis kept in the game (core/analysis/backgammon): each
    // analysed move's equity loss and mark, cube decisions' marks; marked
    // moves in the colour of their mark.
    std::unordered_map<NodeId, MoveNote> moveNotes(const GameRecord &game,
                                                   const std::vector<NodeId> &line) const override;
    // Player 1's winning chances after each analysed move (the played
    // candidate's, from gnubg's evaluation).
    std::vector<std::optional<double>> engineCurve(const GameRecord &game,
                                                   const std::vector<NodeId> &line) const override;
    QString engineCurveName() const override;
    // The colour of a mark of gnubg's (doubtful, bad, very bad) in the Moves panel.
    static QColor markColour(int mark);
};

} // namespace kibitz
