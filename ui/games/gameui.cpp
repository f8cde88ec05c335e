#include "games/gameui.h"

namespace kibitz {

GameListColumns GameUi::gameListColumns() const
{
    return {tr("Players"), tr("Event"), QString(), tr("Moves")};
}

WindowLayout GameUi::defaultLayout() const
{
    using P = WindowPanel;
    WindowLayout layout;
    layout.groups = {{Qt::RightDockWidgetArea, {P::GameTree, P::Moves, P::Games, P::Explorer}, 3},
                     {Qt::RightDockWidgetArea, {P::Comment, P::Evaluation, P::GameInfo, P::UndoHistory}, 2},
                     {Qt::BottomDockWidgetArea, {P::Family}, 1}};
    layout.shown = {P::GameTree, P::Moves, P::Games, P::Comment, P::Evaluation, P::GameInfo};
    layout.rightPercent = 30;
    return layout;
}

} // namespace kibitz
