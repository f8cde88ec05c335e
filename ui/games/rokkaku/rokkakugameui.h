#pragma once

// Rokkaku Conquest's GameUi: four teams named once for the whole tournament,
// a field instead of a board, and no evaluations of one player against the
// other.

#include "games/gameui.h"

#include <QCoreApplication>

namespace kibitz {

class RokkakuGameUi : public GameUi {
    Q_DECLARE_TR_FUNCTIONS(RokkakuGameUi)

public:
    const GamePainter &painter() const override;
    DocumentView *createView(GameDocument *document) const override;
    QString colourGroupName() const override;
    // The board and the four teams.
    std::vector<ColourRow> colourRows() const override;
    // Teams, round, turns.
    GameListColumns gameListColumns() const override;
    GameInfoFields infoFields() const override;
    // The game's four teams, by the tournament's names.
    QString teamsText(const Collection &collection, const GameRecord &game) const override;
    QString whyNoEvaluations() const override;
    // The field and its view's own standings, with the tournament's games
    // beside them; the teams (the view's title names them), the move list,
    // the game tree, comments and evaluations (none for four teams) on
    // demand.
    WindowLayout defaultLayout() const override;
};

} // namespace kibitz
