#include "record/text.h"

#include <QStringDecoder>

namespace kibitz {

QString utf8Text(QByteArrayView bytes, bool *valid)
{
    QStringDecoder decoder(QStringConverter::Utf8,
                           QStringConverter::Flag::Stateless | QStringConverter::Flag::ConvertInitialBom);
    QString text = decoder.decode(bytes);
    if (valid)
        *valid = !decoder.hasError();
    return text;
}

} // namespace kibitz
