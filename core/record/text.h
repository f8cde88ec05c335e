#pragma once

#include <QByteArrayView>
#include <QString>

namespace kibitz {

// Decodes UTF-8 text of a game record (a name, a comment, a property value)
// keeping a leading byte-order mark as the character U+FEFF. QString::fromUtf8
// and a default QStringDecoder drop it, so a value that starts with one would
// come back one character shorter after a save. Bytes that are not UTF-8
// become U+FFFD; `valid`, when given, says whether there were any.
QString utf8Text(QByteArrayView bytes, bool *valid = nullptr);

} // namespace kibitz
