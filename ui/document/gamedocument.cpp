#include "document/gamedocument.h"

#include "analysis/gamelist.h"
#include "document/editcommands.h"
#include "document/unreadtrees.h"
#include "formats/filebytes.h"
#include "games/gameregistry.h"
#include "games/viewproperties.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>
#include <QThread>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace kibitz {

bool GameDocument::replaceAnnotations(const Collection &annotated, const QString &text)
{
    return applyAnnotationChanges(annotationChanges(m_collection, annotated), text);
}

GameDocument::AnnotationChanges GameDocument::annotationChanges(Collection before, const Collection &annotated)
{
    AnnotationChanges changes;
    if (annotated.games.size() != before.games.size())
        return changes;
    changes.nodes.resize(before.games.size());
    for (std::size_t g = 0; g < before.games.size(); ++g) {
        const GameTree &ours = before.games[g].tree;
        const GameTree &theirs = annotated.games[g].tree;
        if (ours.capacity() != theirs.capacity())
            return changes;
        changes.headers.push_back(annotated.games[g].header);
        for (NodeId id = 0; id < NodeId(ours.capacity()); ++id) {
            if (!ours.isAttached(id))
                continue;
            if (!theirs.isAttached(id) || ours.moveData(id) != theirs.moveData(id))
                return changes;
            if (ours.unknownProperties(id) != theirs.unknownProperties(id))
                changes.nodes[g].emplace_back(id, theirs.unknownProperties(id));
        }
    }
    changes.before = std::move(before);
    changes.valid = true;
    return changes;
}

bool GameDocument::applyAnnotationChanges(AnnotationChanges changes, const QString &text)
{
    // The document may have changed since `before` was copied: only the same
    // trees, headers and kept properties take the changes.
    if (!changes.valid || changes.before.games.size() != m_collection.games.size())
        return false;
    for (std::size_t g = 0; g < m_collection.games.size(); ++g) {
        const GameRecord &now = m_collection.games[g];
        const GameRecord &then = changes.before.games[g];
        if (now.header != then.header || now.tree.capacity() != then.tree.capacity())
            return false;
        for (NodeId id = 0; id < NodeId(now.tree.capacity()); ++id) {
            if (now.tree.isAttached(id) != then.tree.isAttached(id))
                return false;
            if (now.tree.isAttached(id)
                && (now.tree.moveData(id) != then.tree.moveData(id)
                    || now.tree.unknownProperties(id) != then.tree.unknownProperties(id)))
                return false;
        }
    }
    return pushEdit(edits::annotations(this, text, std::move(changes.headers), std::move(changes.nodes)));
}

void GameDocument::swapAnnotations(std::vector<std::vector<RawProperty>> &headers,
                                   std::vector<std::vector<std::pair<NodeId, std::vector<RawProperty>>>> &nodes)
{
    for (std::size_t g = 0; g < headers.size() && g < m_collection.games.size(); ++g) {
        std::swap(m_collection.games[g].header, headers[g]);
        GameTree &tree = m_collection.games[g].tree;
        for (auto &[id, props] : nodes[g]) {
            std::vector<RawProperty> old = tree.unknownProperties(id);
            tree.setUnknownProperties(id, std::move(props));
            props = std::move(old);
        }
    }
    emit treeChanged();
    emit gameInfoChanged();
}

GameDocument::GameDocument(Collection collection, const QString &path, FileFormat format, QObject *parent)
    : QObject(parent)
    , m_collection(std::move(collection))
    , m_path(path)
    , m_format(format)
    , m_undoStack(new QUndoStack(this))
{
    if (m_collection.games.empty())
        m_collection.games.emplace_back();
    m_positions.resize(m_collection.games.size());
    m_moveTexts.resize(m_collection.games.size());
    m_notation.resize(m_collection.games.size());
    m_notationMade.resize(m_collection.games.size(), 0);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    // A list made while reading says what the games were then.
    connect(this, &GameDocument::treeChanged, this, [this] { m_gameList.reset(); });
    connect(this, &GameDocument::gameInfoChanged, this, [this] { m_gameList.reset(); });
    if (m_collection.games.front().unreadTree.offset < 0) // else load() does it once the tree is read
        m_current = initialNode();
}

GameDocument::~GameDocument()
{
    m_unread.reset(); // stops a reading in the background before the rest goes
    if (m_freeing.joinable())
        m_freeing.join();
}

namespace {

// A read's error with its place in words: "byte 297" in a binary file, "line
// 3, column 7" in a text file (kibitz-cli writes FILE:297: as compilers do;
// people read words).
QString errorText(const FormatError &e, FileFormat format, const QByteArray &content, bool ioError)
{
    QString where;
    if (!ioError && e.line > 0) {
        where = GameDocument::tr("line %1, column %2").arg(e.line).arg(e.column);
    } else if (!ioError && e.offset >= 0) {
        const QStringList parts = describeOffset(format, content, e.offset).split(u':');
        where = parts.size() == 2 ? GameDocument::tr("line %1, column %2").arg(parts[0], parts[1])
                                  : GameDocument::tr("byte %1").arg(e.offset);
    }
    return where.isEmpty() ? e.message : QStringLiteral("%1: %2").arg(where, e.message);
}

} // namespace

std::unique_ptr<GameDocument> GameDocument::load(const QString &path, QString *error, QStringList *warnings,
                                                 const ReadOptions &options, bool *cancelled, int *gamesBeforeError)
{
    // In parts on every core where the format allows it (SGF collections),
    // the Games panel's list made by the parts as they read.
    GameList::Builder list;
    const GameVisitor listing{[&](int parts) { list.begin(parts); },
                              [&](int part, GameRecord &game) { list.add(part, game); }};
    // Copied, never mapped (see readFileBytes); a pipe that stays silent is
    // waited for only until the open is cancelled.
    FileLoad loaded = readFileBytes(path, [&options] { return !options.progress || options.progress(0, 0); });
    // Listed first, the games' moves read afterwards (see treesComplete).
    ReadOptions headers = options;
    headers.headersOnly = !options.recordLocations;
    if (!loaded.ioError)
        loaded.result
            = loadBytes(loaded.content, loaded.format, headers, std::max(1, QThread::idealThreadCount()), &listing);
    if (cancelled)
        *cancelled = loaded.result.error.cancelled;
    if (!loaded.result.ok()) {
        if (error)
            *error = errorText(loaded.result.error, loaded.format, loaded.content, loaded.ioError);
        if (gamesBeforeError)
            *gamesBeforeError = loaded.result.gamesBeforeError;
        return nullptr;
    }
    if (warnings)
        *warnings = loaded.result.warnings + loaded.result.violations;
    auto document = std::make_unique<GameDocument>(std::move(*loaded.result.collection), path, loaded.format);
    document->m_gameList = list.join(document->m_collection);
    auto unread = std::make_unique<UnreadTrees>(std::move(loaded.content), loaded.format, document->m_collection);
    if (unread->unreadCount() > 0) {
        document->m_unread = std::move(unread);
        // The game shown first is whole (a file of one game is read whole
        // at once); a file whose moves do not read is refused here as before
        // when that game's do not.
        const bool read = document->gameCount() == 1 ? document->finishReading() : document->readTree(0);
        if (!read) {
            if (error)
                *error = document->m_readError;
            return nullptr;
        }
        if (!document->m_unread && warnings) // that was the only unread tree
            *warnings = document->m_readWarnings;
    }
    document->m_current = document->initialNode();
    return document;
}

std::unique_ptr<GameDocument> GameDocument::loadPartial(const QString &path, QString *error, QStringList *warnings)
{
    // Read whole, on one thread: the games before the error come with
    // their trees (no tree is left to read from a file that does not read).
    FileLoad loaded = loadFile(path);
    const QString why = errorText(loaded.result.error, loaded.format, loaded.content, loaded.ioError);
    if (loaded.result.ok() || !loaded.result.partial || loaded.result.partial->games.empty()) {
        if (error)
            *error = loaded.result.ok() ? QString() : why;
        if (loaded.result.ok()) // changed meanwhile, and whole now
            return std::make_unique<GameDocument>(std::move(*loaded.result.collection), path, loaded.format);
        return nullptr;
    }
    if (warnings)
        *warnings = loaded.result.warnings + loaded.result.violations;
    auto document = std::make_unique<GameDocument>(std::move(*loaded.result.partial), path, loaded.format);
    document->m_partialReadError = why;
    return document;
}

const Collection &GameDocument::collection() const
{
    // Reading the rest of the file changes nothing the document holds: it
    // completes what the collection always meant.
    const_cast<GameDocument *>(this)->finishReading();
    return m_collection;
}

void GameDocument::readTreesInBackground()
{
    if (!m_unread || m_unread->isStarted())
        return;
    m_unread->start([this] {
        // On the reading thread: the rest on this document's.
        QMetaObject::invokeMethod(
            this, [this] { finishReading(); }, Qt::QueuedConnection);
    });
}

bool GameDocument::readTree(int index)
{
    if (!m_unread || !m_unread->isUnread(index))
        return m_readError.isEmpty();
    if (m_unread->readOne(index, m_collection.games[std::size_t(index)])) {
        if (m_unread->unreadCount() == 0 && !m_unread->isStarted())
            return finishReading(); // the warnings of the whole file
        return true;
    }
    finishReading(); // says why
    return false;
}

bool GameDocument::finishReading()
{
    if (!m_unread)
        return m_readError.isEmpty();
    LoadResult &whole = m_unread->finish();
    if (whole.ok() && whole.collection->games.size() == m_collection.games.size()) {
        // Games read one by one meanwhile are the same and may be shown:
        // kept where they are. The others change places with their whole
        // selves, and the listed ones are freed on a thread of their own (a
        // million small blocks: a third of a second the window would wait).
        std::vector<GameRecord> &read = whole.collection->games;
        for (std::size_t g = 0; g < m_collection.games.size(); ++g) {
            if (m_unread->isUnread(int(g)))
                std::swap(m_collection.games[g], read[g]);
        }
        m_readWarnings = whole.warnings + whole.violations;
        if (m_freeing.joinable())
            m_freeing.join();
        m_freeing = std::thread([listed = std::move(read)] { lowerThreadPriority(); });
        m_unread.reset();
        emit treesRead();
        return true;
    }
    m_readError = whole.ok() ? tr("the games changed while they were read")
                             : errorText(whole.error, m_unread->format(), m_unread->content(), false);
    m_unread.reset();
    emit readFailed(m_readError);
    return false;
}

bool GameDocument::pushEdit(QUndoCommand *command)
{
    if (!finishReading()) {
        delete command;
        return false;
    }
    m_undoStack->push(command);
    return true;
}

std::shared_ptr<GameList> GameDocument::takeGameList()
{
    if (m_gameList && m_unread) {
        // A row's length and notes walk its tree: read first.
        QPointer<GameDocument> self(this);
        m_gameList->setTreeReader([self](int game) {
            if (self)
                game < 0 ? self->finishReading() : self->readTree(game);
        });
    }
    return std::move(m_gameList);
}

void GameDocument::setGameIndex(int index)
{
    if (index < 0 || index >= gameCount() || index == m_gameIndex)
        return;
    readTree(index); // a failure is reported by readFailed
    m_gameIndex = index;
    m_current = initialNode();
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

bool GameDocument::goToBranchPoint()
{
    NodeId node = tree().parent(m_current);
    while (node != NoNode && tree().childCount(node) < 2 && node != tree().root())
        node = tree().parent(node);
    if (node == NoNode)
        return false;
    setCurrentNode(node);
    return true;
}

const Replayer *GameDocument::notation() const
{
    const std::size_t g = std::size_t(m_gameIndex);
    if (!m_notationMade[g]) {
        m_notation[g] = Replayer::forGame(m_collection.games[g]);
        m_notationMade[g] = 1;
    }
    return m_notation[g].get();
}

const Replayer *GameDocument::positionAfter(NodeId node)
{
    if (!notation())
        return nullptr;
    auto &cache = m_positions[std::size_t(m_gameIndex)];
    if (!cache)
        cache = std::make_unique<PositionCache>(game());
    return cache->at(node);
}

QString GameDocument::moveText(NodeId node) const
{
    const Replayer *notation = this->notation();
    if (!notation || !tree().hasMove(node))
        return QString();
    if (!notation->notationDependsOnPosition(tree().moveTag(node), tree().moveData(node)))
        return notation->moveNotation(tree().moveTag(node), tree().moveData(node));
    std::vector<QString> &texts = m_moveTexts[std::size_t(m_gameIndex)];
    if (texts.size() < tree().capacity())
        texts.resize(tree().capacity());
    if (texts[node].isNull())
        nameLineThrough(node);
    return texts[node];
}

int GameDocument::moverOf(NodeId node) const
{
    const Replayer *notation = this->notation();
    if (!notation || !tree().hasMove(node))
        return 0;
    return notation->moverOf(tree().moveTag(node), tree().moveData(node));
}

QString GameDocument::playerName(int player) const
{
    const QString &name = player == 1 ? game().player1 : game().player2;
    return name.isEmpty() ? tr("Player %1").arg(player) : name;
}

QString GameDocument::rawMoveText(NodeId node) const
{
    const Replayer *notation = this->notation();
    if (!notation || !tree().hasMove(node))
        return QString();
    return notation->moveText(tree().moveTag(node), tree().moveData(node));
}

void GameDocument::nameLineThrough(NodeId node) const
{
    // One replay names every move from the root to the end of the line
    // through `node`, so that a panel listing the line costs one replay. Moves
    // keep their meaning for good (node ids are never reused), so the names do
    // too. Past an illegal move the moves are named as the file writes them.
    const Replayer *notation = this->notation();
    std::vector<QString> &texts = m_moveTexts[std::size_t(m_gameIndex)];
    const GameTree &t = tree();
    std::unique_ptr<Replayer> position = notation->clone();
    bool legal = true;
    const std::vector<NodeId> path = t.pathFromRoot(t.endOfLine(node));
    for (std::size_t i = 1; i < path.size(); ++i) {
        const NodeId id = path[i];
        const std::uint8_t tag = t.moveTag(id);
        const QByteArrayView data = t.moveData(id);
        if (texts[id].isNull()) {
            QString text = legal ? position->moveNotation(tag, data) : notation->moveText(tag, data);
            texts[id] = text.isNull() ? QStringLiteral("") : text;
        }
        if (legal && !position->apply(tag, data).isEmpty())
            legal = false;
    }
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
    const QString text = tr("Play %1").arg(position->moveNotation(tag, data));
    return pushEdit(edits::addMove(this, m_gameIndex, m_current, tag, data.toByteArray(), text)) ? PlayResult::Added
                                                                                                 : PlayResult::Illegal;
}

void GameDocument::setComment(NodeId node, const QString &text, int editSession)
{
    if (!tree().isValid(node) || tree().comment(node) == text)
        return;
    pushEdit(edits::setComment(this, m_gameIndex, node, text, editSession));
}

void GameDocument::setEvaluation(NodeId node, std::optional<int> value)
{
    if (!tree().isValid(node) || tree().evaluation(node) == value)
        return;
    pushEdit(edits::setEvaluation(this, m_gameIndex, node, value));
}

void GameDocument::setMarkup(NodeId node, const NodeMarkup &markup, const QString &text)
{
    if (!tree().isValid(node) || tree().markup(node) == markup)
        return;
    pushEdit(edits::setMarkup(this, m_gameIndex, node, markup, text));
}

bool GameDocument::deleteVariation(NodeId node)
{
    if (!tree().isValid(node) || !tree().isAttached(node) || node == tree().root())
        return false;
    return pushEdit(edits::deleteVariation(this, m_gameIndex, node));
}

bool GameDocument::promoteVariation(NodeId node)
{
    if (!tree().isValid(node) || !tree().isAttached(node))
        return false;
    bool already = true;
    for (NodeId n = node; tree().parent(n) != NoNode; n = tree().parent(n))
        already = already && tree().mainChild(tree().parent(n)) == n && tree().firstChild(tree().parent(n)) == n;
    if (already)
        return false;
    return pushEdit(edits::promoteVariation(this, m_gameIndex, node, tr("Promote variation")));
}

bool GameDocument::moveVariation(NodeId node, int delta)
{
    if (!tree().isValid(node) || !tree().isAttached(node) || node == tree().root() || delta == 0)
        return false;
    const int index = tree().indexInParent(node);
    const int target = index + delta;
    if (target < 0 || target >= tree().childCount(tree().parent(node)))
        return false;
    return pushEdit(edits::moveVariation(this, m_gameIndex, node, delta,
                                         delta < 0 ? tr("Move variation up") : tr("Move variation down")));
}

bool GameDocument::pasteVariation(const GameRecord &source, NodeId from, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (source.kind != game().kind || source.columns != game().columns || source.rows != game().rows)
        return fail(tr("The variation was copied from a %1 game on a %2x%3 board; this is a %4 game on a %5x%6 board.")
                        .arg(gameKindName(source.kind))
                        .arg(source.columns)
                        .arg(source.rows)
                        .arg(gameKindName(game().kind))
                        .arg(game().columns)
                        .arg(game().rows));
    if (!source.tree.isValid(from) || !source.tree.hasMove(from))
        return fail(tr("There is no move to paste."));
    const Replayer *start = positionAfter(m_current);
    if (!start)
        return fail(tr("This game has no rules to check the variation against."));
    // Replays every line of the pasted subtree from the current position,
    // depth first with an explicit stack (no recursion over its depth).
    struct Pending {
        NodeId node;
        std::shared_ptr<const Replayer> before;
    };
    std::vector<Pending> stack{{from, std::shared_ptr<const Replayer>(start->clone())}};
    while (!stack.empty()) {
        Pending pending = std::move(stack.back());
        stack.pop_back();
        std::shared_ptr<Replayer> after(pending.before->clone());
        const QString problem = after->apply(source.tree.moveTag(pending.node), source.tree.moveData(pending.node));
        if (!problem.isEmpty())
            return fail(tr("The move %1 of the variation is illegal here: %2")
                            .arg(after->moveText(source.tree.moveTag(pending.node), source.tree.moveData(pending.node)),
                                 problem));
        for (NodeId child = source.tree.firstChild(pending.node); child != NoNode;
             child = source.tree.nextSibling(child))
            stack.push_back({child, after});
    }
    GameTree copy;
    const NodeId copied = copy.copySubtree(source.tree, from, copy.root());
    return pushEdit(edits::pasteVariation(this, m_gameIndex, m_current, std::move(copy), copied));
}

GameDocument::GameInfo GameDocument::gameInfo() const
{
    const GameRecord &g = game();
    return GameInfo{g.player1, g.player2, g.name, g.result, g.columns, g.rows, g.setup};
}

bool GameDocument::setGameInfo(const GameInfo &info)
{
    const GameInfo old = gameInfo();
    if (info == old)
        return false;
    const bool resized = info.columns != old.columns || info.rows != old.rows;
    if (resized
        && (tree().firstChild(tree().root()) != NoNode || tree().hasMove(tree().root()) || info.columns < 1
            || info.rows < 1))
        return false;
    return pushEdit(edits::gameInfo(this, m_gameIndex, old, info));
}

void GameDocument::applyGameInfo(int gameIndex, const GameInfo &info)
{
    GameRecord &g = m_collection.games[std::size_t(gameIndex)];
    const bool rulesChanged = g.columns != info.columns || g.rows != info.rows || g.setup != info.setup;
    g.player1 = info.player1;
    g.player2 = info.player2;
    g.name = info.name;
    g.result = info.result;
    g.columns = info.columns;
    g.rows = info.rows;
    g.setup = info.setup;
    if (rulesChanged) {
        // Positions depend on the board and the rules: start over.
        m_positions[std::size_t(gameIndex)].reset();
        m_moveTexts[std::size_t(gameIndex)].clear();
        m_notation[std::size_t(gameIndex)].reset();
        m_notationMade[std::size_t(gameIndex)] = 0;
    }
    setGameIndex(gameIndex);
    emit gameInfoChanged();
    if (rulesChanged)
        emit treeChanged();
}

NodeId GameDocument::find(const QString &text, FindWhat what, NodeId from, bool forward) const
{
    const QString needle = text.trimmed();
    if (needle.isEmpty())
        return NoNode;
    const GameTree &t = tree();
    const auto matches = [&](NodeId node) {
        if (what == FindWhat::Comment)
            return t.hasComment(node) && t.comment(node).contains(needle, Qt::CaseInsensitive);
        // As the Moves list writes it, or as the file does.
        return t.hasMove(node)
            && (moveText(node).compare(needle, Qt::CaseInsensitive) == 0
                || rawMoveText(node).compare(needle, Qt::CaseInsensitive) == 0);
    };
    // One pass in document order remembers the last match before `from`, the
    // first after it and the first and last overall (for wrapping).
    NodeId firstMatch = NoNode, lastMatch = NoNode, before = NoNode, after = NoNode;
    bool passed = false;
    for (NodeId node = t.root(); node != NoNode; node = t.nextInPreorder(node)) {
        if (node == from) {
            passed = true;
            continue;
        }
        if (!matches(node))
            continue;
        if (firstMatch == NoNode)
            firstMatch = node;
        lastMatch = node;
        if (!passed)
            before = node;
        else if (after == NoNode)
            after = node;
        if (forward && after != NoNode)
            return after;
    }
    if (forward)
        return after != NoNode ? after : firstMatch;
    return before != NoNode ? before : lastMatch;
}

bool GameDocument::isModified() const
{
    return !m_undoStack->isClean();
}

QString GameDocument::displayName() const
{
    if (!m_path.isEmpty() && isPartialRead())
        //: the tab and window title of a file of which only the games before an error were read
        return tr("%1 (partial read: %n game(s))", nullptr, gameCount()).arg(QFileInfo(m_path).fileName());
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    return m_title.isEmpty() ? tr("Untitled") : m_title;
}

SaveResult GameDocument::serializeAs(FileFormat format) const
{
    if (!m_readError.isEmpty())
        return {{}, tr("the file did not read: %1").arg(m_readError), {}};
    if (m_unread)
        return {{}, tr("the games are still being read"), {}};
    return serialize(m_collection, format);
}

void GameDocument::adoptRecovered(const QString &path, FileFormat format)
{
    m_path = path;
    m_format = format;
    m_undoStack->resetClean(); // modified until saved, with no step to undo
    emit filePathChanged(path);
    emit modifiedChanged(true);
}

QString GameDocument::writeTo(const QString &path, FileFormat format, const QByteArray &data, const QString &backupPath)
{
    const QString error = writeFileAtomically(path, data, backupPath);
    if (!error.isEmpty())
        return error;
    markSaved(path, format);
    return QString();
}

void GameDocument::markSaved(const QString &path, FileFormat format)
{
    // The file now holds what the document does.
    const bool pathChanged = path != m_path || isPartialRead();
    m_partialReadError.clear();
    m_path = path;
    m_format = format;
    m_undoStack->setClean();
    if (pathChanged)
        emit filePathChanged(path);
}

void GameDocument::takeSavedCollection(Collection saved, const QString &text)
{
    if (saved.games.empty())
        saved.games.emplace_back();
    m_undoStack->push(edits::replaceCollection(this, std::move(saved), m_gameIndex, tree().indexPath(m_current), text));
    m_undoStack->setClean();
}

void GameDocument::swapCollection(Collection &other, int &gameIndex, std::vector<int> &path)
{
    const int shownGame = m_gameIndex;
    std::vector<int> shownPath = tree().indexPath(m_current);
    std::swap(m_collection, other);
    const std::size_t games = m_collection.games.size();
    // Positions and notation belong to the games that went.
    m_positions.clear();
    m_positions.resize(games);
    m_moveTexts.clear();
    m_moveTexts.resize(games);
    m_notation.clear();
    m_notation.resize(games);
    m_notationMade.assign(games, 0);
    m_gameList.reset();
    m_gameIndex = std::clamp(gameIndex, 0, int(games) - 1);
    std::vector<int> wanted = gameIndex == m_gameIndex ? path : std::vector<int>();
    NodeId node = tree().nodeByPath(wanted);
    while (node == NoNode && !wanted.empty()) {
        wanted.pop_back();
        node = tree().nodeByPath(wanted);
    }
    m_current = node == NoNode ? tree().root() : node;
    gameIndex = shownGame;
    path = std::move(shownPath);
    emit gameChanged(m_gameIndex);
    emit treeChanged();
    emit gameInfoChanged();
    emit currentNodeChanged(m_current);
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

// ---- set-up positions and what a file asks of a viewer ----

bool GameDocument::setUpPosition(std::uint8_t tag, const QByteArray &data, bool inPlace, const QString &text,
                                 QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const NodeId node = m_current;
    const GameTree &t = tree();
    std::unique_ptr<Replayer> before;
    if (!inPlace) {
        if (const Replayer *position = positionAfter(node))
            before = position->clone();
    } else if (node == t.root()) {
        // The game's start without the root's own set-up.
        GameRecord start;
        start.kind = game().kind;
        start.columns = game().columns;
        start.rows = game().rows;
        start.setup = game().setup;
        before = Replayer::forGame(start);
    } else if (const Replayer *position = positionAfter(t.parent(node))) {
        before = position->clone();
    }
    if (!before)
        return fail(tr("This game has no positions to set up."));
    if (const QString why = before->apply(tag, data); !why.isEmpty())
        return fail(why);
    if (inPlace) {
        if (t.moveTag(node) == tag && t.moveData(node) == data)
            return fail(QString());
        return pushEdit(edits::setNodeMove(this, m_gameIndex, node, tag, data, text));
    }
    if (const NodeId existing = t.findChild(node, tag, data); existing != NoNode) {
        setCurrentNode(existing);
        return true;
    }
    return pushEdit(edits::addMove(this, m_gameIndex, node, tag, data, text));
}

void GameDocument::notifyMovesChanged(int gameIndex)
{
    // Positions and the names of moves that depend on them (node ids keep
    // their meaning, but a set-up changed under them changes what follows).
    const std::size_t g = std::size_t(gameIndex);
    if (m_positions[g])
        m_positions[g]->clear();
    m_moveTexts[g].clear();
    m_notation[g].reset(); // its start holds the root's set-up
    m_notationMade[g] = 0;
    notifyTreeChanged();
}

NodeId GameDocument::initialNode() const
{
    const NodeId ip = viewprops::initialPosition(game());
    return ip == NoNode ? tree().root() : ip;
}

std::vector<std::pair<int, NodeId>> GameDocument::bookmarks() const
{
    std::vector<std::pair<int, NodeId>> list;
    for (const viewprops::Bookmark &b : viewprops::bookmarks(game()))
        list.emplace_back(b.number, b.node);
    return list;
}

std::optional<int> GameDocument::bookmarkAt(NodeId node) const
{
    return viewprops::bookmarkAt(game(), node);
}

bool GameDocument::goToBookmark(int number)
{
    for (const viewprops::Bookmark &b : viewprops::bookmarks(game())) {
        if (b.number == number) {
            setCurrentNode(b.node);
            return true;
        }
    }
    return false;
}

bool GameDocument::setBookmark(NodeId node, std::optional<int> number, QString *error)
{
    if (!tree().isValid(node) || !tree().isAttached(node) || bookmarkAt(node) == number)
        return false;
    if (game().headerFormat != "sgf") {
        if (error)
            *error = tr("Bookmarks are SGF properties: save the game as SGF and open that file to set them.");
        return false;
    }
    std::vector<std::pair<NodeId, std::vector<RawProperty>>> changes;
    if (number) {
        // One node per number (twixt-sgf-ff4.txt): the one that had it loses it.
        for (const viewprops::Bookmark &b : viewprops::bookmarks(game())) {
            if (b.number == *number && b.node != node)
                changes.emplace_back(b.node,
                                     viewprops::withBookmark(viewprops::propertiesOf(game(), b.node), std::nullopt));
        }
    }
    changes.emplace_back(node, viewprops::withBookmark(viewprops::propertiesOf(game(), node), number));
    const QString text = number ? tr("Set bookmark %1").arg(*number) : tr("Clear bookmark");
    return pushEdit(edits::nodeProperties(this, m_gameIndex, std::move(changes), text));
}

void GameDocument::swapNodeProperties(int gameIndex, NodeId node, std::vector<RawProperty> &properties)
{
    GameRecord &g = m_collection.games[std::size_t(gameIndex)];
    if (node == g.tree.root()) {
        std::swap(g.header, properties);
    } else {
        std::vector<RawProperty> old = g.tree.unknownProperties(node);
        g.tree.setUnknownProperties(node, std::move(properties));
        properties = std::move(old);
    }
    showNode(gameIndex, node);
    emit nodeChanged(node);
}

} // namespace kibitz
