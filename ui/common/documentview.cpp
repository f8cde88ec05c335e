#include "common/documentview.h"

#include "document/gamedocument.h"
#include "games/gameregistry.h"

namespace kibitz {

DocumentView::DocumentView(GameDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{ }

QString DocumentView::flipFamily() const
{
    if (!m_document)
        return QString();
    return QLatin1String(familyInfo(gameFamily(m_document->game().kind)).id);
}

QImage DocumentView::diagram()
{
    return grab().toImage();
}

bool DocumentView::playTypedMove(const QString &, QString *error)
{
    if (error)
        *error = tr("This board takes no typed moves.");
    return false;
}

bool DocumentView::switchPlayerToMove(QString *error)
{
    if (error)
        *error = tr("This board has no set-up mode.");
    return false;
}

bool DocumentView::openSetupDialog(const std::function<void(std::unique_ptr<GameDocument>)> &)
{
    return false;
}

} // namespace kibitz
