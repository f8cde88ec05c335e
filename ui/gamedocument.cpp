#include "gamedocument.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

namespace kibitz {

namespace {

enum CommandId { SetCommentId = 1 };

// Adds a move below a node. Undo detaches the new subtree and redo reattaches
// it, so its node ids keep meaning the same nodes (GameTree keeps detached
// nodes), and commands further up the stack that name them stay valid.
class AddMoveCommand : public QUndoCommand {
public:
    AddMoveCommand(GameDocument *document, int gameIndex, NodeId parent, std::uint8_t tag, QByteArray data,
                   const QString &text)
        : QUndoCommand(text), m_document(document), m_game(gameIndex), m_parent(parent), m_tag(tag),
          m_data(std::move(data))
    {
    }

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
        : QUndoCommand(QCoreApplication::translate("GameDocument", "Edit comment")), m_document(document),
          m_game(gameIndex), m_node(node), m_session(session), m_newText(text)
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
        : QUndoCommand(QCoreApplication::translate("GameDocument", "Set evaluation")), m_document(document),
          m_game(gameIndex), m_node(node), m_new(value), m_old(document->mutableTree(gameIndex).evaluation(node))
    {
    }

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

} // namespace

GameDocument::GameDocument(Collection collection, const QString &path, FileFormat format, QObject *parent)
    : QObject(parent), m_collection(std::move(collection)), m_path(path), m_format(format),
      m_undoStack(new QUndoStack(this))
{
    if (m_collection.games.empty())
        m_collection.games.emplace_back();
    m_positions.resize(m_collection.games.size());
    for (const GameRecord &game : m_collection.games)
        m_notation.push_back(Replayer::forGame(game));
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

GameDocument::~GameDocument() = default;

std::unique_ptr<GameDocument> GameDocument::load(const QString &path, QString *error, QStringList *warnings)
{
    FileLoad loaded = loadFile(path);
    if (!loaded.result.ok()) {
        if (error) {
            const QString where = loaded.ioError
                                      ? QString()
                                      : describeOffset(loaded.format, loaded.content, loaded.result.error.offset);
            *error = where.isEmpty() || loaded.result.error.location().isEmpty()
                         ? loaded.result.error.message
                         : QStringLiteral("%1: %2").arg(loaded.result.error.location(), loaded.result.error.message);
        }
        return nullptr;
    }
    if (warnings)
        *warnings = loaded.result.warnings;
    return std::make_unique<GameDocument>(std::move(*loaded.result.collection), path, loaded.format);
}

void GameDocument::setGameIndex(int index)
{
    if (index < 0 || index >= gameCount() || index == m_gameIndex)
        return;
    m_gameIndex = index;
    m_current = tree().root();
    emit gameChanged(index);
    emit currentNodeChanged(m_current);
}

void GameDocument::setCurrentNode(NodeId node)
{
    if (!tree().isValid(node) || !tree().isAttached(node) || node == m_current)
        return;
    m_current = node;
    emit currentNodeChanged(node);
}

void GameDocument::showNode(int gameIndex, NodeId node)
{
    setGameIndex(gameIndex);
    setCurrentNode(node);
}

bool GameDocument::goToParent()
{
    const NodeId parent = tree().parent(m_current);
    if (parent == NoNode)
        return false;
    setCurrentNode(parent);
    return true;
}

bool GameDocument::goToMainChild()
{
    const NodeId child = tree().mainChild(m_current);
    if (child == NoNode)
        return false;
    setCurrentNode(child);
    return true;
}

bool GameDocument::goToPreviousSibling()
{
    if (m_current == tree().root())
        return false;
    const NodeId sibling = tree().previousSibling(m_current);
    if (sibling == NoNode)
        return false;
    setCurrentNode(sibling);
    return true;
}

bool GameDocument::goToNextSibling()
{
    if (m_current == tree().root())
        return false;
    const NodeId sibling = tree().nextSibling(m_current);
    if (sibling == NoNode)
        return false;
    setCurrentNode(sibling);
    return true;
}

bool GameDocument::goToRoot()
{
    if (m_current == tree().root())
        return false;
    setCurrentNode(tree().root());
    return true;
}

bool GameDocument::goToEndOfLine()
{
    const NodeId end = tree().endOfLine(m_current);
    if (end == m_current)
        return false;
    setCurrentNode(end);
    return true;
}

const Replayer *GameDocument::positionAfter(NodeId node)
{
    if (!m_notation[std::size_t(m_gameIndex)])
        return nullptr;
    auto &cache = m_positions[std::size_t(m_gameIndex)];
    if (!cache)
        cache = std::make_unique<PositionCache>(game());
    return cache->at(node);
}

QString GameDocument::moveText(NodeId node) const
{
    const Replayer *notation = m_notation[std::size_t(m_gameIndex)].get();
    if (!notation || !tree().hasMove(node))
        return QString();
    return notation->moveText(tree().moveTag(node), tree().moveData(node));
}

GameDocument::PlayResult GameDocument::play(std::uint8_t tag, QByteArrayView data)
{
    const Replayer *position = positionAfter(m_current);
    if (!position)
        return PlayResult::Illegal;
    const NodeId existing = tree().findChild(m_current, tag, data);
    if (existing != NoNode) {
        setCurrentNode(existing);
        return PlayResult::Followed;
    }
    std::unique_ptr<Replayer> trial = position->clone();
    if (!trial->apply(tag, data).isEmpty())
        return PlayResult::Illegal;
    const QString text = tr("Play %1").arg(position->moveText(tag, data));
    m_undoStack->push(new AddMoveCommand(this, m_gameIndex, m_current, tag, data.toByteArray(), text));
    return PlayResult::Added;
}

void GameDocument::setComment(NodeId node, const QString &text, int editSession)
{
    if (!tree().isValid(node) || tree().comment(node) == text)
        return;
    m_undoStack->push(new SetCommentCommand(this, m_gameIndex, node, text, editSession));
}

void GameDocument::setEvaluation(NodeId node, std::optional<int> value)
{
    if (!tree().isValid(node) || tree().evaluation(node) == value)
        return;
    m_undoStack->push(new SetEvaluationCommand(this, m_gameIndex, node, value));
}

bool GameDocument::isModified() const
{
    return !m_undoStack->isClean();
}

QString GameDocument::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

SaveResult GameDocument::serializeAs(FileFormat format) const
{
    return serialize(m_collection, format);
}

QString GameDocument::writeTo(const QString &path, FileFormat format, const QByteArray &data)
{
    const QString error = writeFileAtomically(path, data);
    if (!error.isEmpty())
        return error;
    const bool pathChanged = path != m_path;
    m_path = path;
    m_format = format;
    m_undoStack->setClean();
    if (pathChanged)
        emit filePathChanged(path);
    return QString();
}

void GameDocument::notifyNodeChanged(NodeId node)
{
    emit nodeChanged(node);
}

void GameDocument::notifyTreeChanged()
{
    // Commands show an attached node before they notify; should the node
    // shown still be detached, views must not show it, so fall back to the root.
    if (!tree().isAttached(m_current)) {
        m_current = tree().root();
        emit currentNodeChanged(m_current);
    }
    emit treeChanged();
}

} // namespace kibitz
