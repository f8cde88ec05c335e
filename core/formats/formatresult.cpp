#include "formats/formatresult.h"

namespace kibitz {

QString FormatError::location() const
{
    if (line > 0)
        return QStringLiteral("%1:%2").arg(line).arg(column);
    if (offset >= 0)
        return QString::number(offset);
    return QString();
}

} // namespace kibitz
