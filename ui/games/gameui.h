#pragma once

// GameUi: everything the window and the panels need from one game family, so
// that they never ask which game is showing. Each family implements it in
// ui/games/<family>/ and registers it once in gameuitable.cpp. Drawing
// without widgets (image export, `kibitz-cli render`) is the family's
// GamePainter (ui/render/gamepainter.h), which painter() gives.

#include "record/gamerecord.h"
#include "render/boardtheme.h"
#include "render/renderoptions.h"

#include <QColor>
#include <QCoreApplication>
#include <QKeySequence>
#include <QString>

#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>
class QDockWidget;
class QMainWindow;
class QWidget;

namespace kibitz {

class DocumentView;
class GameDocument;
class GamePainter;
class UserPrompts;

// What a game family adds to a main window once (the backgammon analysis:
// its menu, toolbar and dock), made by its GameUi and owned by the window
// (a QObject child). The window tells it every current document (null: none).
class GameWindowPart {
public:
    virtual ~GameWindowPart() = default;
    virtual void setDocument(GameDocument *document) = 0;
    // Its dock, which the family's layout places as WindowPanel::Family
    // (null: none). The window shows and hides it with the family's layout;
    // the part only hides it beside documents it does not apply to.
    virtual QDockWidget *dock() const { return nullptr; }
};

// What the Game Info panel shows of a game and what it lets the user edit.
// What an engine's analysis kept in a game says of one move, for the Moves
// panel: a short note after the move ("-0.084 bad") and the colour to write
// the row in (invalid: the list's own).
struct MoveNote {
    QString text;
    QColor colour;
};

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
    QString players; // who played
    QString event; // where the game belongs
    QString eventToolTip; // empty: none
    QString length; // how long the main line is
};

// A game option (renderoptions.h) that the View menu offers as a check box.
struct ViewOption {
    GameOption option;
    QString text; // the menu entry, with its mnemonic
    QKeySequence shortcut;
    // Options naming the same group exclude each other in the View menu
    // (checking one unchecks the other); none when null.
    const char *exclusiveGroup = nullptr;
};

// The main window's docked panels, as a family's layout names them.
enum class WindowPanel {
    GameTree,
    Moves,
    Comment,
    GameInfo,
    UndoHistory,
    Evaluation,
    Games,
    Explorer,
    // The family's own panel: its GameWindowPart's dock (backgammon's Analysis).
    Family,
};
inline constexpr int WindowPanelCount = int(WindowPanel::Family) + 1;

// One place of a layout: a panel, or several tabbed together (the first in
// front), in a dock area of the window.
struct PanelGroup {
    Qt::DockWidgetArea area = Qt::RightDockWidgetArea;
    std::vector<WindowPanel> panels;
    // Its share of the area's length beside the area's other groups (of the
    // height in the left and right areas, of the width in the bottom one).
    int stretch = 1;
};

// How a family's documents arrange the window until the user arranges it
// (GameUi::defaultLayout): the board first, in the middle; the panels the
// family uses around it; the others hidden in their places, where
// View > Panels shows them.
struct WindowLayout {
    // Every panel's place: each panel in one group, the groups of an area in
    // order (top to bottom at the sides, left to right at the bottom).
    std::vector<PanelGroup> groups;
    // The panels shown; the others are hidden. (The Games panel shows only
    // while the document holds several games, whatever the layout says.)
    std::vector<WindowPanel> shown;
    // How deep the areas are: percents of the window's width for the left
    // and right areas, of its height for the bottom one.
    int leftPercent = 0;
    int rightPercent = 0;
    int bottomPercent = 0;
};

class GameUi {
    Q_DECLARE_TR_FUNCTIONS(GameUi)

public:
    virtual ~GameUi() = default;

    // Draws the family's boards without widgets (export, `kibitz-cli render`).
    virtual const GamePainter &painter() const = 0;
    // A new view of `document` (createDocumentView gives it the document).
    virtual DocumentView *createView(GameDocument *document) const = 0;
    // The name of the family's colours in the Preferences dialog, and the
    // colours its boards have, in the order the dialog lists them. (Which
    // colours and which remembered Flip Board a game's boards take is its
    // family's, games/gameregistry.h.)
    virtual QString colourGroupName() const = 0;
    virtual std::vector<ColourRow> colourRows() const = 0;
    // The game options (GamePainter::gameOptions) that the View menu offers
    // for every window; the game's own toolbar offers the others.
    virtual std::vector<ViewOption> viewOptions() const { return {}; }

    // The Game Info panel's rows for this game.
    virtual GameInfoFields infoFields() const = 0;
    // What a player (1 or 2) whose name the record lacks is called: the
    // colour that the game gives him, or "Player N".
    virtual QString sideName(int player) const { return tr("Player %1").arg(player); }
    // The text of the first row when infoFields().teams; else unused.
    virtual QString teamsText(const Collection &, const GameRecord &) const { return QString(); }
    // The result as the moves tell it when infoFields().resultFromMoves.
    virtual QString resultFromMoves(const GameRecord &) const { return QString(); }
    // The rule sets the Game Info panel lists when infoFields().rules, in
    // the list's order, and the list's name for screen readers.
    virtual QStringList ruleSetNames() const { return {}; }
    virtual QString ruleSetsName() const { return QString(); }
    // Which of them (an index of ruleSetNames) a game's set-up plays, and
    // the set-up that plays rule set `index` (the same when it already does).
    virtual int ruleSetOf(const GameSetup &) const { return 0; }
    virtual GameSetup withRuleSet(const GameSetup &setup, int index) const
    {
        Q_UNUSED(index);
        return setup;
    }

    // How the family's views edit a game (DocumentView says it for one view;
    // the window names the families that can when a view cannot): moves
    // typed as text, a position set up on the board itself (set-up mode), a
    // position set up in a dialog.
    virtual bool takesTypedMoves() const { return false; }
    virtual bool setsUpOnBoard() const { return false; }
    virtual bool setsUpInDialog() const { return false; }

    // The Moves panel writes who made each move before it ("Maxence: 6-1:
    // 13/7 8/7"): for games whose moves do not simply alternate.
    virtual bool movesNameTheirPlayer() const { return false; }
    // The Games panel's column names (by default: players, event, moves).
    virtual GameListColumns gameListColumns() const;
    // The Explorer's words for `games` games of `kind` (of this family) that
    // it left out because the shown game is of another kind; empty: its own
    // words for games on a board of another size.
    virtual QString explorerLeftOut(GameKind kind, int games) const
    {
        Q_UNUSED(kind);
        Q_UNUSED(games);
        return QString();
    }

    // Empty when a node can be labelled as better for one player or the
    // other (the Evaluation panel); else why it cannot, shown instead.
    virtual QString whyNoEvaluations() const { return QString(); }
    // The evaluation between the two players' is called a tie, not even.
    virtual bool evenIsTie() const { return false; }

    // The analysis by GNU Backgammon (the Analysis menu, toolbar and dock)
    // applies to this family's documents. The menu's actions still say why
    // a variant of the family cannot be analysed.
    virtual bool offersGnubgAnalysis() const { return false; }
    // The notes of the moves of `line` (node ids) that an engine's analysis
    // kept in the game gives, by node; empty when it has none.
    virtual std::unordered_map<NodeId, MoveNote> moveNotes(const GameRecord &, const std::vector<NodeId> &line) const
    {
        Q_UNUSED(line);
        return {};
    }
    // An engine's judgement along `line` for the evaluation graph, one entry
    // per node of the line: player 1's winning chances after the node as a
    // value in [-1, 1] (1: player 1 surely wins, 0: even), nullopt where the
    // analysis says nothing. Empty when the game holds no such analysis.
    virtual std::vector<std::optional<double>> engineCurve(const GameRecord &, const std::vector<NodeId> &line) const
    {
        Q_UNUSED(line);
        return {};
    }
    // What engineCurve() plots, for the graph's legend.
    virtual QString engineCurveName() const { return QString(); }
    // The family's own part of `window` (GameWindowPart), made once per
    // window, or null for none; `prompts` gives the window's questions and
    // notices (MainWindow::userPrompts). By value: an override keeps it.
    // NOLINTNEXTLINE(performance-unnecessary-value-param): only this default ignores it
    virtual GameWindowPart *createWindowPart(QMainWindow *window, std::function<UserPrompts &()> prompts) const
    {
        Q_UNUSED(window);
        Q_UNUSED(prompts);
        return nullptr;
    }
    // How the family's documents arrange the window by default. By default,
    // as Sabaki arranges a board game: the board, with the game tree and the
    // comment beside it, the moves, game information and evaluation a tab
    // away, the rest on demand.
    virtual WindowLayout defaultLayout() const;
    // The family's own part of the Evaluation panel (analysis buttons and
    // results) for `document`, or null for none.
    virtual QWidget *createEvaluationTools(GameDocument *, QWidget *) const { return nullptr; }
};

} // namespace kibitz
