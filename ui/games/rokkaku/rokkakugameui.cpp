#include "games/rokkaku/rokkakugameui.h"

#include "document/gamedocument.h"
#include "games/rokkaku/rokkakutournament.h"
#include "games/rokkaku/rokkakuview.h"
#include "render/gamepaintertable.h"

#include <QCoreApplication>
#include <QStringList>

namespace kibitz {

const GamePainter &RokkakuGameUi::painter() const
{
    return *gamePainterFor(GameKind::Rokkaku);
}

DocumentView *RokkakuGameUi::createView(GameDocument *document) const
{
    return new RokkakuView(document);
}

QString RokkakuGameUi::colourGroupName() const
{
    return tr("Rokkaku Conquest");
}

std::vector<ColourRow> RokkakuGameUi::colourRows() const
{
    return {{ColourRole::Board, tr("Board:")},
            {ColourRole::Player1, tr("Team 1:")},
            {ColourRole::Team3, tr("Team 2:")},
            {ColourRole::Player2, tr("Team 3:")},
            {ColourRole::Team4, tr("Team 4:")}};
}

GameListColumns RokkakuGameUi::gameListColumns() const
{
    return {tr("Teams"), tr("Round"), QString(), tr("Turns")};
}

GameInfoFields RokkakuGameUi::infoFields() const
{
    // Four teams, named once for the whole tournament, and nothing else of
    // the panel's is in the log: shown, not edited (an edit would be lost
    // on saving).
    GameInfoFields fields;
    fields.teams = true;
    fields.player2 = false;
    fields.result = false;
    fields.editable = false;
    return fields;
}

QString RokkakuGameUi::teamsText(const Collection &collection, const GameRecord &game) const
{
    QStringList teams;
    for (int team : rokkakuGameTeams(game))
        teams << (collection.tournament ? collection.tournament->teams.value(team) : QString());
    return teams.join(QStringLiteral(", "));
}

QString RokkakuGameUi::whyNoEvaluations() const
{
    return tr("A Rokkaku Conquest game has four teams, so it takes no evaluation of one player "
              "against the other. The tournament view shows how the teams stand: the scoreboard "
              "under the field, the plot of owned hexels and the Standings tab.");
}

WindowLayout RokkakuGameUi::defaultLayout() const
{
    using P = WindowPanel;
    WindowLayout layout;
    layout.groups = {{Qt::RightDockWidgetArea, {P::Games, P::Moves, P::GameTree, P::Explorer}, 3},
                     {Qt::RightDockWidgetArea, {P::GameInfo, P::Comment, P::Evaluation, P::UndoHistory}, 1},
                     {Qt::BottomDockWidgetArea, {P::Family}, 1}};
    // The view holds the tournament's own panels (standings, results, the
    // plot) beside the field, which takes the rest: no panel is shown. The
    // tournament's games are a step away (Go > Next Game, View > Panels >
    // Games).
    layout.shown = {};
    layout.rightPercent = 22;
    return layout;
}

} // namespace kibitz
