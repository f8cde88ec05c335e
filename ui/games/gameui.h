#pragma once

// GameUi: everything the window and the panels need from one game family, so
// that they never ask which game is showing. Each family implements it in
// ui/games/<family>/ and registers it once in gameuitable.cpp. Drawing
// without widgets (image export, `kibitz-cli render`) is the family's
// GamePainter (ui/render/gamepainter.h), which painter() gives.

#include "record/gamerecord.h"
#include "render/renderoptions.h"
#include "settings/preferences.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QString>

#include <vector>

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

// One colour of a game's boards as the Preferences dialog lists it.
struct ColourRow {
    ColourRole role;
    QString label; // "Player 1:"
};

// The Games panel's names for the columns whose meaning depends on the game.
struct GameListColumns {
    QString players;      // who played
    QString event;        // where the game belongs
    QString eventToolTip; // empty: none
    QString length;       // how long the main line is
};

// A game option (renderoptions.h) that the View menu offers as a check box.
struct ViewOption {
    GameOption option;
    QString text; // the menu entry, with its mnemonic
    QKeySequence shortcut;
};

class GameUi {
    Q_DECLARE_TR_FUNCTIONS(GameUi)

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
    // The name of those colours' game in the Preferences dialog, and the
    // colours its boards have, in the order the dialog lists them.
    virtual QString colourGroupName() const = 0;
    virtual std::vector<ColourRow> colourRows() const = 0;
    // The game options (GamePainter::gameOptions) that the View menu offers
    // for every window; the game's own toolbar offers the others.
    virtual std::vector<ViewOption> viewOptions() const { return {}; }

    // The Game Info panel's rows for this game.
    virtual GameInfoFields infoFields() const = 0;
    // The text of the first row when infoFields().teams; else unused.
    virtual QString teamsText(const Collection &, const GameRecord &) const { return QString(); }
    // The result as the moves tell it when infoFields().resultFromMoves.
    virtual QString resultFromMoves(const GameRecord &) const { return QString(); }

    // The Games panel's column names (by default: players, event, moves).
    virtual GameListColumns gameListColumns() const;

    // Empty when a node can be labelled as better for one player or the
    // other (the Evaluation panel); else why it cannot, shown instead.
    virtual QString whyNoEvaluations() const { return QString(); }
    // The evaluation between the two players' is called a tie, not even.
    virtual bool evenIsTie() const { return false; }
};

} // namespace kibitz
