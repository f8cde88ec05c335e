#include "documentview.h"

#include "boardview.h"
#include "gamedocument.h"
#include "rokkakuview.h"

namespace kibitz {

DocumentView::DocumentView(GameDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
}

DocumentView *createDocumentView(GameDocument *document)
{
    DocumentView *view = document->game().kind == GameKind::Rokkaku ? static_cast<DocumentView *>(new RokkakuView(document))
                                                                      : new BoardView(document);
    document->setParent(view); // the tab owns its document
    return view;
}

} // namespace kibitz
