#include "common/documentview.h"

#include "games/backgammon/backgammonview.h"
#include "games/hextwixt/hextwixtview.h"
#include "document/gamedocument.h"
#include "games/rokkaku/rokkakuview.h"

#include "games/backgammon/backgammonreplayer.h"

namespace kibitz {

DocumentView::DocumentView(GameDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
}

QString DocumentView::flipFamily() const
{
    if (!m_document)
        return QString();
    const GameKind kind = m_document->game().kind;
    return isBackgammonKind(kind) ? QStringLiteral("backgammon") : gameKindName(kind);
}

DocumentView *createDocumentView(GameDocument *document)
{
    DocumentView *view = nullptr;
    if (isBackgammonKind(document->game().kind))
        view = new BackgammonView(document);
    else if (document->game().kind == GameKind::Rokkaku)
        view = new RokkakuView(document);
    else
        view = new HexTwixtView(document);
    document->setParent(view); // the tab owns its document
    return view;
}

} // namespace kibitz
