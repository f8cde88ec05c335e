#pragma once

// The connection games' GameUi: Hex and Twixt share HexTwixtView; one
// instance serves each game.

#include "games/gameui.h"

#include <QCoreApplication>

namespace kibitz {

class HexTwixtGameUi : public GameUi {
    Q_DECLARE_TR_FUNCTIONS(HexTwixtGameUi)

public:
    explicit HexTwixtGameUi(GameKind kind)
        : m_kind(kind)
    { }

    const GamePainter &painter() const override;
    DocumentView *createView(GameDocument *document) const override;
    QString colourGroupName() const override;
    std::vector<ColourRow> colourRows() const override;
    // Hex: the half turn; Twixt: the guidelines.
    std::vector<ViewOption> viewOptions() const override;
    QString sideName(int player) const override;
    GameInfoFields infoFields() const override;
    // Twixt's rule sets (standard, paper and pencil, 3M), TwixtSetup.
    QStringList ruleSetNames() const override;
    QString ruleSetsName() const override;
    int ruleSetOf(const GameSetup &setup) const override;
    GameSetup withRuleSet(const GameSetup &setup, int index) const override;
    bool evenIsTie() const override;
    bool takesTypedMoves() const override { return true; }
    bool setsUpOnBoard() const override { return true; }
    QWidget *createEvaluationTools(GameDocument *document, QWidget *parent) const override;
    // The mark tools (marktools.h), made by the Hex row only: Hex and Twixt
    // share one tool bar.
    GameWindowPart *createWindowPart(QMainWindow *window, std::function<UserPrompts &()> prompts) const override;

private:
    GameKind m_kind;
};

} // namespace kibitz
