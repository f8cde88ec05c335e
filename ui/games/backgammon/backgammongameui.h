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
    QString flipFamily() const override { return QStringLiteral("backgammon"); }
    ColourGroup colourGroup() const override { return ColourGroup::Backgammon; }
    QString colourGroupName() const override;
    std::vector<ColourRow> colourRows() const override;
    // Score (before the game), events.
    GameListColumns gameListColumns() const override;
    GameInfoFields infoFields() const override;
    // "Bruno wins 2 points", from the match information of the game.
    QString resultFromMoves(const GameRecord &game) const override;
};

} // namespace kibitz
