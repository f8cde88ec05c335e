#include "common/plaintext.h"

#include <QTextDocument>

namespace kibitz {

QString plainText(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString windowTitleText(const QString &name)
{
    // setWindowTitle shows "[*][*]" as "[*]".
    QString escaped = name;
    return escaped.replace(QLatin1String("[*]"), QLatin1String("[*][*]"));
}

QString shortcutSafeText(const QString &name)
{
    QString escaped = name;
    return escaped.replace(QLatin1Char('&'), QLatin1String("&&"));
}

} // namespace kibitz
