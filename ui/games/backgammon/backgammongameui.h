#pragma once

// The GameUi of backgammon and its variants (acey-deucey, tabula): one
// BackgammonView, one painter, one set of colours for all three.

#include "games/gameui.h"

namespace kibitz {

class BackgammonGameUi : public GameUi {
public:
    const GamePainter &painter() const override;
    DocumentView *createView(GameDocument *document) const override;
    QString flipFamily() const override { return QStringLiteral("backgammon"); }
    ColourGroup colourGroup() const override { return ColourGroup::Backgammon; }
    GameInfoFields infoFields() const override;
    // "Bruno wins 2 points", from the match information of the game.
    QString resultFromMoves(const GameRecord &game) const override;
};

} // namespace kibitz
