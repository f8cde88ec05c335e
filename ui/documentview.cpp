#include "documentview.h"

#include "backgammonview.h"
#include "boardview.h"
#include "gamedocument.h"

#include "games/backgammon/backgammonreplayer.h"

namespace kibitz {

DocumentView::DocumentView(GameDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
}

DocumentView *createDocumentView(GameDocument *document)
{
    DocumentView *view = isBackgammonKind(document->game().kind) ? static_cast<DocumentView *>(new BackgammonView(document))
                                                                  : new BoardView(document);
    document->setParent(view); // the tab owns its document
    return view;
}

} // namespace kibitz
