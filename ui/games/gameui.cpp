#include "games/gameui.h"

namespace kibitz {

GameListColumns GameUi::gameListColumns() const
{
    return {tr("Players"), tr("Event"), QString(), tr("Moves")};
}

} // namespace kibitz
