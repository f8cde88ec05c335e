#include "record/gamerecord.h"

namespace kibitz {

QString gameKindName(GameKind kind)
{
    switch (kind) {
    case GameKind::Hex:
        return QStringLiteral("hex");
    case GameKind::Twixt:
        return QStringLiteral("twixt");
    case GameKind::Backgammon:
        return QStringLiteral("backgammon");
    case GameKind::AceyDeucey:
        return QStringLiteral("acey-deucey");
    case GameKind::Tabula:
        return QStringLiteral("tabula");
    case GameKind::Rokkaku:
        return QStringLiteral("rokkaku");
    }
    return QString();
}

} // namespace kibitz
