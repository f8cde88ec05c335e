#pragma once

// The undoable edits of a GameDocument, as QUndoCommands for its undo stack.
// Each changes the document through its edit hooks (mutableTree, showNode,
// notifyTreeChanged/notifyNodeChanged, applyGameInfo, swapAnnotations) and
// puts it back on undo. Edits that add or remove a subtree detach and
// reattach it (GameTree keeps detached nodes), so the node ids named by
// commands further up the stack keep meaning the same nodes.

#include "document/gamedocument.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

class QUndoCommand;

namespace kibitz::edits {

// A move below `parent`; redo shows the new node.
QUndoCommand *addMove(GameDocument *document, int gameIndex, NodeId parent, std::uint8_t tag, QByteArray data,
                      const QString &text);
// A node's comment; the edits of one session (`session`, the comment
// panel's typing) merge into one step.
QUndoCommand *setComment(GameDocument *document, int gameIndex, NodeId node, const QString &text, int session);
QUndoCommand *setEvaluation(GameDocument *document, int gameIndex, NodeId node, std::optional<int> value);
// A node's board marks, move and position marks (tree/markup.h), replaced
// whole; `text` names the change in the Edit menu's Undo.
QUndoCommand *setMarkup(GameDocument *document, int gameIndex, NodeId node, NodeMarkup markup, const QString &text);
// The subtree from `node` on.
QUndoCommand *deleteVariation(GameDocument *document, int gameIndex, NodeId node);
// A copy of `source` from `from` on, below `parent`.
QUndoCommand *pasteVariation(GameDocument *document, int gameIndex, NodeId parent, GameTree source, NodeId from);
// `node` onto the main line at every branch point above it.
QUndoCommand *promoteVariation(GameDocument *document, int gameIndex, NodeId node, const QString &text);
// `node` `delta` places up (negative) or down among its siblings.
QUndoCommand *moveVariation(GameDocument *document, int gameIndex, NodeId node, int delta, const QString &text);
QUndoCommand *gameInfo(GameDocument *document, int gameIndex, const GameDocument::GameInfo &oldInfo,
                       const GameDocument::GameInfo &newInfo);
// Headers and node properties swapped in (GameDocument::swapAnnotations).
QUndoCommand *annotations(GameDocument *document, const QString &text, std::vector<std::vector<RawProperty>> headers,
                          std::vector<std::vector<std::pair<NodeId, std::vector<RawProperty>>>> nodes);

// Every game swapped for `games` (a lossy save's file read back), shown at
// game `gameIndex`, node `path` (GameDocument::swapCollection).
QUndoCommand *replaceCollection(GameDocument *document, Collection games, int gameIndex, std::vector<int> path,
                                const QString &text);

// ---- set-up positions and the viewer's properties (SGF AB/AW/AE/PL, N) ----
// Replaces `node`'s move (its set-up stones) with `tag` and `data`; the
// positions from `node` on are replayed afresh.
QUndoCommand *setNodeMove(GameDocument *document, int gameIndex, NodeId node, std::uint8_t tag, QByteArray data,
                          const QString &text);
// Replaces the kept properties of nodes (the root's are the game's header).
QUndoCommand *nodeProperties(GameDocument *document, int gameIndex,
                             std::vector<std::pair<NodeId, std::vector<RawProperty>>> properties, const QString &text);

} // namespace kibitz::edits
