#include "common/documentview.h"

#include "document/gamedocument.h"
#include "games/gameregistry.h"
#include "games/gameuitable.h"

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
        *error = tr("Moves can be typed on Hex and Twixt boards only.");
    return false;
}

bool DocumentView::switchPlayerToMove(QString *error)
{
    if (error)
        *error = tr("Positions can be set up on Hex and Twixt boards only.");
    return false;
}

DocumentView *createDocumentView(GameDocument *document)
{
    DocumentView *view = gameUiFor(document->game()).createView(document);
    document->setParent(view); // the tab owns its document
    return view;
}

bool DocumentView::openSetupDialog(const std::function<void(std::unique_ptr<GameDocument>)> &)
{
    return false;
}

} // namespace kibitz
