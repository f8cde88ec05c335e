#pragma once

// VariationClipboard: Edit > Copy Variation and Paste Variation. The copy is
// a game holding only the copied subtree below its root, so that it outlives
// the document it came from.

#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace kibitz {

class GameDocument;

class VariationClipboard {
    Q_DECLARE_TR_FUNCTIONS(VariationClipboard)

public:
    // Copies the variation (subtree) of the document's current node; the
    // message says what was copied, or why nothing was.
    bool copy(const GameDocument *document, QString *message);
    // Pastes the last copied variation below the document's current node;
    // the message says why it was not pasted.
    bool paste(GameDocument *document, QString *message) const;

private:
    std::optional<GameRecord> m_copy;
    NodeId m_node = NoNode;
};

} // namespace kibitz
