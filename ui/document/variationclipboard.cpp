// VariationClipboard: copying and pasting variations (see
// variationclipboard.h).

#include "document/variationclipboard.h"

#include "document/gamedocument.h"

namespace kibitz {

bool VariationClipboard::copy(const GameDocument *document, QString *message)
{
    if (!document || !document->tree().hasMove(document->currentNode())
        || document->currentNode() == document->tree().root()) {
        *message = tr("Go to a move to copy its variation.");
        return false;
    }
    GameRecord copy;
    const GameRecord &game = document->game();
    copy.kind = game.kind;
    copy.columns = game.columns;
    copy.rows = game.rows;
    copy.setup = game.setup;
    m_node = copy.tree.copySubtree(game.tree, document->currentNode(), copy.tree.root());
    m_copy = std::move(copy);
    *message = tr("Copied the variation from %1 (%n node(s))", nullptr, int(m_copy->tree.liveNodeCount()) - 1)
                   .arg(document->moveText(document->currentNode()));
    return true;
}

bool VariationClipboard::paste(GameDocument *document, QString *message) const
{
    if (!m_copy) {
        *message = tr("Copy a variation first.");
        return false;
    }
    return document && document->pasteVariation(*m_copy, m_node, message);
}

} // namespace kibitz
