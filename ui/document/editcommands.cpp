#include "document/editcommands.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace kibitz::edits {

namespace {

enum CommandId { SetCommentId = 1 };

// Adds a move below a node. Undo detaches the new subtree and redo reattaches
// it, so its node ids keep meaning the same nodes (GameTree keeps detached
// nodes), and commands further up the stack that name them stay valid.
class AddMoveCommand : public QUndoCommand {
public:
    AddMoveCommand(GameDocument *document, int gameIndex, NodeId parent, std::uint8_t tag, QByteArray data,
                   const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_game(gameIndex)
        , m_parent(parent)
        , m_tag(tag)
        , m_data(std::move(data))
    { }

    void redo() override
    {
        GameTree &tree = m_document->mutableTree(m_game);
        if (m_node == NoNode)
            m_node = tree.addMove(m_parent, m_tag, m_data);
        else
            tree.reattachSubtree(m_node, m_parent, m_index);
        m_document->showNode(m_game, m_node);
        m_document->notifyTreeChanged();
    }

    void undo() override
    {
        GameTree &tree = m_document->mutableTree(m_game);
        m_index = tree.detachSubtree(m_node);
        m_document->showNode(m_game, m_parent);
        m_document->notifyTreeChanged();
    }

    NodeId node() const { return m_node; }

private:
    GameDocument *m_document;
    int m_game;
    NodeId m_parent;
    std::uint8_t m_tag;
    QByteArray m_data;
    NodeId m_node = NoNode;
    int m_index = 0;
};

class SetCommentCommand : public QUndoCommand {
public:
    SetCommentCommand(GameDocument *document, int gameIndex, NodeId node, const QString &text, int session)
        : QUndoCommand(QCoreApplication::translate("GameDocument", "Edit comment"))
        , m_document(document)
        , m_game(gameIndex)
        , m_node(node)
        , m_session(session)
        , m_newText(text)
    {
        const GameTree &tree = document->mutableTree(gameIndex);
        m_hadComment = tree.hasComment(node);
        m_oldBytes = tree.commentBytes(node);
    }

    int id() const override { return SetCommentId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SetCommentCommand *>(other);
        if (m_session < 0 || next->m_session != m_session || next->m_game != m_game || next->m_node != m_node)
            return false;
        m_newText = next->m_newText;
        return true;
    }

    void redo() override
    {
        GameTree &tree = m_document->mutableTree(m_game);
        if (m_newText.isEmpty())
            tree.clearComment(m_node);
        else
            tree.setComment(m_node, m_newText);
        m_document->showNode(m_game, m_node);
        m_document->notifyNodeChanged(m_node);
    }

    void undo() override
    {
        GameTree &tree = m_document->mutableTree(m_game);
        if (m_hadComment)
            tree.setCommentBytes(m_node, m_oldBytes); // the file's own bytes, not re-encoded
        else
            tree.clearComment(m_node);
        m_document->showNode(m_game, m_node);
        m_document->notifyNodeChanged(m_node);
    }

private:
    GameDocument *m_document;
    int m_game;
    NodeId m_node;
    int m_session;
    QString m_newText;
    QByteArray m_oldBytes;
    bool m_hadComment = false;
};

class SetEvaluationCommand : public QUndoCommand {
public:
    SetEvaluationCommand(GameDocument *document, int gameIndex, NodeId node, std::optional<int> value)
        : QUndoCommand(QCoreApplication::translate("GameDocument", "Set evaluation"))
        , m_document(document)
        , m_game(gameIndex)
        , m_node(node)
        , m_new(value)
        , m_old(document->mutableTree(gameIndex).evaluation(node))
    { }

    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }

private:
    void apply(std::optional<int> value)
    {
        GameTree &tree = m_document->mutableTree(m_game);
        if (value)
            tree.setEvaluation(m_node, *value);
        else
            tree.clearEvaluation(m_node);
        m_document->showNode(m_game, m_node);
        m_document->notifyNodeChanged(m_node);
    }

    GameDocument *m_document;
    int m_game;
    NodeId m_node;
    std::optional<int> m_new;
    std::optional<int> m_old;
};

class SetMarkupCommand : public QUndoCommand {
public:
    SetMarkupCommand(GameDocument *document, int gameIndex, NodeId node, NodeMarkup markup, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_game(gameIndex)
        , m_node(node)
        , m_new(std::move(markup))
        , m_old(document->mutableTree(gameIndex).markup(node))
    { }

    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }

private:
    void apply(const NodeMarkup &markup)
    {
        m_document->mutableTree(m_game).setMarkup(m_node, markup);
        m_document->showNode(m_game, m_node);
        m_document->notifyNodeChanged(m_node);
    }

    GameDocument *m_document;
    int m_game;
    NodeId m_node;
    NodeMarkup m_new;
    NodeMarkup m_old;
};

// Detaches a subtree; undo reattaches it where it was. Node ids stay valid
// (detached nodes are kept), so commands above this one on the stack still
// name the right nodes.
class DeleteVariationCommand : public QUndoCommand {
public:
    DeleteVariationCommand(GameDocument *document, int gameIndex, NodeId node)
        : QUndoCommand(QCoreApplication::translate("GameDocument", "Delete variation"))
        , m_document(document)
        , m_game(gameIndex)
        , m_node(node)
        , m_parent(document->mutableTree(gameIndex).parent(node))
    { }

    void redo() override
    {
        m_index = m_document->mutableTree(m_game).detachSubtree(m_node);
        m_document->showNode(m_game, m_parent);
        m_document->notifyTreeChanged();
    }

    void undo() override
    {
        m_document->mutableTree(m_game).reattachSubtree(m_node, m_parent, m_index);
        m_document->showNode(m_game, m_node);
        m_document->notifyTreeChanged();
    }

private:
    GameDocument *m_document;
    int m_game;
    NodeId m_node;
    NodeId m_parent;
    int m_index = 0;
};

// A pasted subtree: redo copies it the first time and reattaches it after.
class PasteVariationCommand : public QUndoCommand {
public:
    PasteVariationCommand(GameDocument *document, int gameIndex, NodeId parent, GameTree source, NodeId from)
        : QUndoCommand(QCoreApplication::translate("GameDocument", "Paste variation"))
        , m_document(document)
        , m_game(gameIndex)
        , m_parent(parent)
        , m_source(std::move(source))
        , m_from(from)
    { }

    void redo() override
    {
        GameTree &tree = m_document->mutableTree(m_game);
        if (m_node == NoNode) {
            m_node = tree.copySubtree(m_source, m_from, m_parent);
            m_source.clear(); // no longer needed
        } else {
            tree.reattachSubtree(m_node, m_parent, m_index);
        }
        m_document->showNode(m_game, m_node);
        m_document->notifyTreeChanged();
    }

    void undo() override
    {
        m_index = m_document->mutableTree(m_game).detachSubtree(m_node);
        m_document->showNode(m_game, m_parent);
        m_document->notifyTreeChanged();
    }

private:
    GameDocument *m_document;
    int m_game;
    NodeId m_parent;
    GameTree m_source;
    NodeId m_from;
    NodeId m_node = NoNode;
    int m_index = 0;
};

// Reorders siblings: promotion (every branch point above a node) and moving a
// variation up or down. Undo puts every touched node back at its old index
// with its old main-line mark.
class ReorderCommand : public QUndoCommand {
public:
    enum class Kind { Promote, Move };
    ReorderCommand(GameDocument *document, int gameIndex, NodeId node, Kind kind, int delta, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_game(gameIndex)
        , m_node(node)
        , m_kind(kind)
        , m_delta(delta)
    {
        const GameTree &tree = document->mutableTree(gameIndex);
        for (NodeId n = node; tree.parent(n) != NoNode; n = tree.parent(n)) {
            for (NodeId sibling : tree.children(tree.parent(n)))
                m_saved.push_back({sibling, tree.indexInParent(sibling), tree.mainMark(sibling)});
            if (kind == Kind::Move)
                break;
        }
    }

    void redo() override
    {
        GameTree &tree = m_document->mutableTree(m_game);
        if (m_kind == Kind::Promote)
            tree.promoteToMainLine(m_node);
        else
            tree.moveToIndex(m_node, tree.indexInParent(m_node) + m_delta);
        finish();
    }

    void undo() override
    {
        GameTree &tree = m_document->mutableTree(m_game);
        // Siblings were saved in index order per parent, so moving each to its
        // old index in that order rebuilds the old order.
        for (const Saved &saved : m_saved) {
            tree.moveToIndex(saved.node, saved.index);
            tree.setMainMark(saved.node, saved.mark);
        }
        finish();
    }

private:
    struct Saved {
        NodeId node;
        int index;
        std::optional<std::uint8_t> mark;
    };

    void finish()
    {
        m_document->showNode(m_game, m_node);
        m_document->notifyTreeChanged();
    }

    GameDocument *m_document;
    int m_game;
    NodeId m_node;
    Kind m_kind;
    int m_delta;
    std::vector<Saved> m_saved;
};

class GameInfoCommand : public QUndoCommand {
public:
    GameInfoCommand(GameDocument *document, int gameIndex, const GameDocument::GameInfo &oldInfo,
                    const GameDocument::GameInfo &newInfo)
        : QUndoCommand(QCoreApplication::translate("GameDocument", "Edit game info"))
        , m_document(document)
        , m_game(gameIndex)
        , m_old(oldInfo)
        , m_new(newInfo)
    { }

    void redo() override { m_document->applyGameInfo(m_game, m_new); }
    void undo() override { m_document->applyGameInfo(m_game, m_old); }

private:
    GameDocument *m_document;
    int m_game;
    GameDocument::GameInfo m_old;
    GameDocument::GameInfo m_new;
};

class AnnotationsCommand : public QUndoCommand {
public:
    AnnotationsCommand(GameDocument *document, const QString &text, std::vector<std::vector<RawProperty>> headers,
                       std::vector<std::vector<std::pair<NodeId, std::vector<RawProperty>>>> nodes)
        : QUndoCommand(text)
        , m_document(document)
        , m_headers(std::move(headers))
        , m_nodes(std::move(nodes))
    { }

    // The same swap both ways: what is held goes in, what was there is held.
    void redo() override { m_document->swapAnnotations(m_headers, m_nodes); }
    void undo() override { m_document->swapAnnotations(m_headers, m_nodes); }

private:
    GameDocument *m_document;
    std::vector<std::vector<RawProperty>> m_headers;
    std::vector<std::vector<std::pair<NodeId, std::vector<RawProperty>>>> m_nodes;
};

// The whole collection: the same swap both ways, as AnnotationsCommand.
class ReplaceCollectionCommand : public QUndoCommand {
public:
    ReplaceCollectionCommand(GameDocument *document, Collection games, int gameIndex, std::vector<int> path,
                             const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_games(std::move(games))
        , m_gameIndex(gameIndex)
        , m_path(std::move(path))
    { }

    void redo() override { m_document->swapCollection(m_games, m_gameIndex, m_path); }
    void undo() override { m_document->swapCollection(m_games, m_gameIndex, m_path); }

private:
    GameDocument *m_document;
    Collection m_games;
    int m_gameIndex;
    std::vector<int> m_path;
};

// ---- set-up positions and the viewer's properties ----

class SetNodeMoveCommand : public QUndoCommand {
public:
    SetNodeMoveCommand(GameDocument *document, int gameIndex, NodeId node, std::uint8_t tag, QByteArray data,
                       const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_game(gameIndex)
        , m_node(node)
        , m_tag(tag)
        , m_data(std::move(data))
    {
        const GameTree &tree = document->mutableTree(gameIndex);
        m_oldTag = tree.moveTag(node);
        m_oldData = tree.moveData(node).toByteArray();
    }

    void redo() override { set(m_tag, m_data); }
    void undo() override { set(m_oldTag, m_oldData); }

private:
    void set(std::uint8_t tag, const QByteArray &data)
    {
        m_document->mutableTree(m_game).setMove(m_node, tag, data);
        m_document->showNode(m_game, m_node);
        m_document->notifyMovesChanged(m_game);
    }

    GameDocument *m_document;
    int m_game;
    NodeId m_node;
    std::uint8_t m_tag;
    QByteArray m_data;
    std::uint8_t m_oldTag = 0;
    QByteArray m_oldData;
};

class NodePropertiesCommand : public QUndoCommand {
public:
    NodePropertiesCommand(GameDocument *document, int gameIndex,
                          std::vector<std::pair<NodeId, std::vector<RawProperty>>> properties, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_game(gameIndex)
        , m_properties(std::move(properties))
    { }

    // The same swap both ways: what is held goes in, what was there is held.
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        for (auto &[node, properties] : m_properties)
            m_document->swapNodeProperties(m_game, node, properties);
    }

    GameDocument *m_document;
    int m_game;
    std::vector<std::pair<NodeId, std::vector<RawProperty>>> m_properties;
};

} // namespace

QUndoCommand *replaceCollection(GameDocument *document, Collection games, int gameIndex, std::vector<int> path,
                                const QString &text)
{
    return new ReplaceCollectionCommand(document, std::move(games), gameIndex, std::move(path), text);
}

QUndoCommand *addMove(GameDocument *document, int gameIndex, NodeId parent, std::uint8_t tag, QByteArray data,
                      const QString &text)
{
    return new AddMoveCommand(document, gameIndex, parent, tag, std::move(data), text);
}

QUndoCommand *setComment(GameDocument *document, int gameIndex, NodeId node, const QString &text, int session)
{
    return new SetCommentCommand(document, gameIndex, node, text, session);
}

QUndoCommand *setMarkup(GameDocument *document, int gameIndex, NodeId node, NodeMarkup markup, const QString &text)
{
    return new SetMarkupCommand(document, gameIndex, node, std::move(markup), text);
}

QUndoCommand *setEvaluation(GameDocument *document, int gameIndex, NodeId node, std::optional<int> value)
{
    return new SetEvaluationCommand(document, gameIndex, node, value);
}

QUndoCommand *deleteVariation(GameDocument *document, int gameIndex, NodeId node)
{
    return new DeleteVariationCommand(document, gameIndex, node);
}

QUndoCommand *pasteVariation(GameDocument *document, int gameIndex, NodeId parent, GameTree source, NodeId from)
{
    return new PasteVariationCommand(document, gameIndex, parent, std::move(source), from);
}

QUndoCommand *promoteVariation(GameDocument *document, int gameIndex, NodeId node, const QString &text)
{
    return new ReorderCommand(document, gameIndex, node, ReorderCommand::Kind::Promote, 0, text);
}

QUndoCommand *moveVariation(GameDocument *document, int gameIndex, NodeId node, int delta, const QString &text)
{
    return new ReorderCommand(document, gameIndex, node, ReorderCommand::Kind::Move, delta, text);
}

QUndoCommand *gameInfo(GameDocument *document, int gameIndex, const GameDocument::GameInfo &oldInfo,
                       const GameDocument::GameInfo &newInfo)
{
    return new GameInfoCommand(document, gameIndex, oldInfo, newInfo);
}

QUndoCommand *annotations(GameDocument *document, const QString &text, std::vector<std::vector<RawProperty>> headers,
                          std::vector<std::vector<std::pair<NodeId, std::vector<RawProperty>>>> nodes)
{
    return new AnnotationsCommand(document, text, std::move(headers), std::move(nodes));
}

QUndoCommand *setNodeMove(GameDocument *document, int gameIndex, NodeId node, std::uint8_t tag, QByteArray data,
                          const QString &text)
{
    return new SetNodeMoveCommand(document, gameIndex, node, tag, std::move(data), text);
}

QUndoCommand *nodeProperties(GameDocument *document, int gameIndex,
                             std::vector<std::pair<NodeId, std::vector<RawProperty>>> properties, const QString &text)
{
    return new NodePropertiesCommand(document, gameIndex, std::move(properties), text);
}

} // namespace kibitz::edits
