#pragma once

// GameUi: everything the window and the panels need from one game family, so
// that they never ask which game is showing. Each family implements it in
// ui/games/<family>/ and registers it once in gameuitable.cpp. Drawing
// without widgets (image export, `kibitz-cli render`) is the family's
// GamePainter (ui/render/gamepainter.h), which painter() gives.

#include "record/gamerecord.h"
#include "settings/preferences.h"

#include <QString>

class QWidget;

namespace kibitz {

class DocumentView;
class GameDocument;
class GamePainter;

// What the Game Info panel shows of a game and what it lets the user edit.
struct GameInfoFields {
    // The first row lists the game's teams (read only, from the file) instead
    // of player 1's name, and the board is called a field.
    bool teams = false;
    bool player2 = true;
    bool result = true;
    bool boardSize = true;
    // The rule set (Twixt's: standard, paper and pencil, 3M).
    bool rules = false;
    // Whether any field can be edited (an edit to a game whose file keeps
    // none of them would be lost on saving).
    bool editable = true;
    // The result follows from the moves (shown, not typed).
    bool resultFromMoves = false;
    // The largest board side the size fields accept.
    int largestSide = 256;
    // Who is who, shown in the empty player fields.
    QString player1Placeholder;
    QString player2Placeholder;
};

class GameUi {
public:
    virtual ~GameUi() = default;

    // Draws the family's boards without widgets (export, `kibitz-cli render`).
    virtual const GamePainter &painter() const = 0;
    // A new view of `document` (createDocumentView gives it the document).
    virtual DocumentView *createView(GameDocument *document) const = 0;
    // The boards that share a remembered Flip Board ("backgammon" for all
    // its variants, else the game's name).
    virtual QString flipFamily() const = 0;
    // Whose colours the game's boards take (Preferences).
    virtual ColourGroup colourGroup() const = 0;

    // The Game Info panel's rows for this game.
    virtual GameInfoFields infoFields() const = 0;
    // The text of the first row when infoFields().teams; else unused.
    virtual QString teamsText(const Collection &, const GameRecord &) const { return QString(); }
    // The result as the moves tell it when infoFields().resultFromMoves.
    virtual QString resultFromMoves(const GameRecord &) const { return QString(); }

    // Empty when a node can be labelled as better for one player or the
    // other (the Evaluation panel); else why it cannot, shown instead.
    virtual QString whyNoEvaluations() const { return QString(); }
    // The evaluation between the two players' is called a tie, not even.
    virtual bool evenIsTie() const { return false; }
    // The family's own part of the Evaluation panel (analysis buttons and
    // results) for `document`, or null for none.
    virtual QWidget *createEvaluationTools(GameDocument *, QWidget *) const { return nullptr; }
};

} // namespace kibitz
