#pragma once

// GameDocument: one open file as the application edits it — the collection,
// which game and node are shown, where the file lives and in which format, and
// the undo stack every edit goes through. Views and panels observe it; only
// undo commands change the tree, so that every edit can be undone.

#include "formats/formatresult.h"
#include "formats/registry.h"
#include "games/replayer.h"
#include "record/gamerecord.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <thread>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace kibitz {

class GameList;
class UnreadTrees;

class GameDocument : public QObject {
    Q_OBJECT

public:
    GameDocument(Collection collection, const QString &path, FileFormat format, QObject *parent = nullptr);
    ~GameDocument() override;

    // Reads a file; null with `error` set when it cannot be opened.
    // `options.progress` may cancel: `cancelled` (when given) then says so.
    // When the file does not read but holds games whole before the damage
    // (a collection cut short), `gamesBeforeError` (when given) says how
    // many: loadPartial opens those.
    static std::unique_ptr<GameDocument> load(const QString &path, QString *error, QStringList *warnings = nullptr,
                                              const ReadOptions &options = {}, bool *cancelled = nullptr,
                                              int *gamesBeforeError = nullptr);
    // The games of a file that does not read, up to the damage: a partial
    // read (isPartialRead), whose `error` says where the reading stopped.
    // Null with `error` set when not one game reads whole.
    static std::unique_ptr<GameDocument> loadPartial(const QString &path, QString *error,
                                                     QStringList *warnings = nullptr);
    // The document holds the games of its file before an error, not all of
    // it: saving it over its file loses the rest, and the title says so.
    // Saving it to a file makes it that file's whole document.
    bool isPartialRead() const { return !m_partialReadError.isEmpty(); }
    QString partialReadError() const { return m_partialReadError; }

    // Every game whole: the trees a collection was listed without are read
    // first (finishReading), so a caller early after File > Open may wait.
    const Collection &collection() const;
    // The games as they are now: while trees are still unread (see
    // finishReading), those games hold their header and root alone.
    const Collection &listedCollection() const { return m_collection; }
    int gameCount() const { return int(m_collection.games.size()); }
    int gameIndex() const { return m_gameIndex; }
    const GameRecord &game() const { return m_collection.games[std::size_t(m_gameIndex)]; }
    const GameTree &tree() const { return game().tree; }
    NodeId currentNode() const { return m_current; }

    // Shows another game of the collection, at its root (its tree read
    // first when it was not yet).
    void setGameIndex(int index);

    // A big SGF collection is listed before its games' moves are read
    // (ReadOptions::headersOnly): load() reads the first game's tree, the
    // others are read one by one when shown and all together on threads
    // (readTreesInBackground), or at once when the whole collection is
    // needed (collection(), an edit, a save). Reading them all gives the
    // errors, warnings and violations of the whole file: on an error the
    // document cannot be edited or saved and readFailed says why.
    bool treesComplete() const { return !m_unread && m_readError.isEmpty(); }
    void readTreesInBackground();
    // Reads game `index`'s tree if it is unread; false when it does not
    // read, or when reading the file has failed.
    bool readTree(int index);
    // Reads every unread tree, waiting for the reading in the background;
    // false (readError() set) when the file does not read.
    bool finishReading();
    QString readError() const { return m_readError; }
    // The warnings and violations of the whole file, once its trees are read.
    QStringList readWarnings() const { return m_readWarnings; }
    // Shows a node of the current game (ignored unless attached).
    void setCurrentNode(NodeId node);
    // Shows a node of a game (for undo commands, which may act on a game
    // other than the one shown).
    void showNode(int gameIndex, NodeId node);

    // Navigation; each returns false when there is nowhere to go.
    bool goToParent();
    bool goToMainChild();
    bool goToPreviousSibling();
    bool goToNextSibling();
    bool goToRoot();
    bool goToEndOfLine();
    // Up to the nearest node above that has more than one child.
    bool goToBranchPoint();

    // The position after `node`'s move in the current game (null for games
    // without rules). When a move on the path is illegal the position stops
    // before it.
    const Replayer *positionAfter(NodeId node);
    QString moveText(NodeId node) const;
    // The move in the file's notation (Replayer::moveText), which moveText
    // may write otherwise for people.
    QString rawMoveText(NodeId node) const;
    // Who made `node`'s move (1 or 2; 0 when it names none), and a player's
    // name: the record's, else the game's word for the side ("Player 1").
    int moverOf(NodeId node) const;
    QString playerName(int player) const;

    enum class PlayResult { Illegal, Followed, Added };
    // Plays a move at the current node: follows the child that already holds
    // it, else adds a new variation through the undo stack. Illegal moves
    // change nothing.
    PlayResult play(std::uint8_t tag, QByteArrayView data);

    // An undoable comment change. Consecutive changes of one node with the
    // same non-negative `editSession` merge into one undo step.
    void setComment(NodeId node, const QString &text, int editSession = -1);
    // An undoable evaluation change (Jgame convention, see Eval); nullopt
    // clears it.
    void setEvaluation(NodeId node, std::optional<int> value);
    // An undoable change of a node's board marks, move and position marks
    // (tree/markup.h), one step named `text`; nothing when they are equal.
    void setMarkup(NodeId node, const NodeMarkup &markup, const QString &text);

    // Variation edits, all undoable; each returns false (changing nothing)
    // when it does not apply to `node`.
    // Removes the subtree at `node` (not the root); its parent becomes current.
    bool deleteVariation(NodeId node);
    // Makes `node`'s line the main line at every branch point above it.
    bool promoteVariation(NodeId node);
    // Moves `node` one place earlier (-1) or later (+1) among its siblings.
    bool moveVariation(NodeId node, int delta);
    // Copies the subtree at `from` of `source` below the current node; refused
    // when `source` is another kind of game or board, or when one of its moves
    // is illegal here (`error` says which).
    bool pasteVariation(const GameRecord &source, NodeId from, QString *error = nullptr);

    // Game information as the Game Info panel edits it.
    struct GameInfo {
        QString player1;
        QString player2;
        QString name;
        QString result;
        int columns = 0;
        int rows = 0;
        GameSetup setup; // the game family's own fields (Twixt's rules)
        bool operator==(const GameInfo &) const = default;
    };
    GameInfo gameInfo() const;

    // Replaces every game's header and the kept properties of its nodes by
    // those of `annotated`, a copy of this collection with the same trees
    // (an engine's analysis attached); undoable as `text`. False, changing
    // nothing, when the trees differ.
    bool replaceAnnotations(const Collection &annotated, const QString &text);
    // replaceAnnotations in two steps, so that the comparison of a long
    // match runs off the interface thread: annotationChanges() (any thread)
    // compares `annotated` with `before`, a copy of this document's
    // collection; applyAnnotationChanges() (the interface thread) pushes the
    // changes as one undoable step if the document still holds `before`'s
    // trees, headers and kept properties, and returns false otherwise.
    struct AnnotationChanges {
        bool valid = false; // `annotated` has `before`'s trees
        Collection before;
        std::vector<std::vector<RawProperty>> headers;
        std::vector<std::vector<std::pair<NodeId, std::vector<RawProperty>>>> nodes;
    };
    static AnnotationChanges annotationChanges(Collection before, const Collection &annotated);
    bool applyAnnotationChanges(AnnotationChanges changes, const QString &text);
    // For its undo command.
    void swapAnnotations(std::vector<std::vector<RawProperty>> &headers,
                         std::vector<std::vector<std::pair<NodeId, std::vector<RawProperty>>>> &nodes);
    // After a save that left something out of the file: the document takes
    // `saved` (the file read back) as one undoable step named `text`, and is
    // clean after it, so that the tab shows what the file holds and the
    // edits before the save can still be undone (undoing this step first
    // brings back all that the document held). The same game and node are
    // shown where `saved` has them, else the deepest node above.
    void takeSavedCollection(Collection saved, const QString &text);
    // For its undo command: swaps `other` in and shows game `gameIndex` at
    // the node `path` leads to (or the deepest above); `other`, `gameIndex`
    // and `path` get what was shown.
    void swapCollection(Collection &other, int &gameIndex, std::vector<int> &path);
    // Board size changes only while the game has no moves; returns false and
    // changes nothing otherwise.
    bool setGameInfo(const GameInfo &info);

    // Finds the next (or previous) node after `from` in document order, with
    // wrap-around, whose comment contains `text` (case-insensitive) or whose
    // move is written `text`. NoNode when none does.
    enum class FindWhat { Comment, Move };
    NodeId find(const QString &text, FindWhat what, NodeId from, bool forward = true) const;

    // ---- set-up positions and what a file asks of a viewer (SGF AB/AW/AE/PL, IP, VW, N[bookmark X]) ----
    // Sets up a position at the current node, as one undoable step named
    // `text`: `data` (a move of `tag` the game's own code made) replaces the
    // node's move when `inPlace` (the root, a set-up node or a node without a
    // move), else goes below it as a new node, which is shown. Refused
    // (false, `error` says why) when the game's rules refuse it there.
    bool setUpPosition(std::uint8_t tag, const QByteArray &data, bool inPlace, const QString &text,
                       QString *error = nullptr);
    // The node a file asks to be shown first (IP) in the current game, else
    // its root; the document shows it when it opens and when a game is chosen.
    NodeId initialNode() const;
    // The current game's bookmarks (N[bookmark X]), by number.
    std::vector<std::pair<int, NodeId>> bookmarks() const;
    std::optional<int> bookmarkAt(NodeId node) const;
    // Shows bookmark `number`; false when the game has none of that number.
    bool goToBookmark(int number);
    // Makes `node` bookmark `number` (a node that had that number loses
    // it), or clears its bookmark (nullopt), as one undoable step. False
    // when nothing changes, or when the game does not come from an SGF
    // file, whose properties alone are written back (`error` says so).
    bool setBookmark(NodeId node, std::optional<int> number, QString *error = nullptr);

    QUndoStack *undoStack() const { return m_undoStack; }
    bool isModified() const;

    // The Games panel's list of the games when load made it while reading
    // (a big SGF collection, in parts): handed over once; null otherwise, or
    // once a game changed (the list is then made from the games).
    // While trees are unread, the list reads a game's before counting it.
    std::shared_ptr<GameList> takeGameList();

    QString filePath() const { return m_path; }
    FileFormat format() const { return m_format; }
    // The file name, or the title (a collection of several files names its
    // folder), or "Untitled".
    QString displayName() const;
    void setTitle(const QString &title) { m_title = title; }

    // The bytes of the collection in a format, with the warnings listing what
    // the format cannot hold; nothing is written.
    SaveResult serializeAs(FileFormat format) const;
    // Writes bytes produced by serializeAs atomically; on success the
    // document takes the new path and format and becomes unmodified.
    // Returns an error message, empty on success.
    QString writeTo(const QString &path, FileFormat format, const QByteArray &data,
                    const QString &backupPath = QString());
    // What writeTo does once the bytes are on disk (for a caller that wrote
    // them itself, e.g. on a worker thread): the document takes the path and
    // format and becomes unmodified.
    void markSaved(const QString &path, FileFormat format);
    // A document read back from a recovery copy: it belongs to `path` (in
    // `format`) and holds edits that were never saved there.
    void adoptRecovered(const QString &path, FileFormat format);

    // For undo commands only.
    GameTree &mutableTree(int gameIndex) { return m_collection.games[std::size_t(gameIndex)].tree; }
    void notifyTreeChanged();
    void notifyNodeChanged(NodeId node);
    void applyGameInfo(int gameIndex, const GameInfo &info);
    // A node's move changed in place: the positions from it on are replayed.
    void notifyMovesChanged(int gameIndex);
    // Swaps `properties` with a node's kept ones (the root's: the header).
    void swapNodeProperties(int gameIndex, NodeId node, std::vector<RawProperty> &properties);

signals:
    void currentNodeChanged(kibitz::NodeId node);
    void gameChanged(int index);
    // The structure changed (moves added or removed).
    void treeChanged();
    // A node's annotations changed; the structure did not.
    void nodeChanged(kibitz::NodeId node);
    void modifiedChanged(bool modified);
    // Players, name, result, rules or board size changed.
    void gameInfoChanged();
    void filePathChanged(const QString &path);
    // Every tree of a collection listed before its moves were read is read.
    void treesRead();
    // Reading them failed (readError says where and why).
    void readFailed(const QString &message);

private:
    Collection m_collection;
    int m_gameIndex = 0;
    NodeId m_current = 0;
    QString m_path;
    QString m_title;
    QString m_partialReadError; // set for a partial read (isPartialRead)
    FileFormat m_format{}; // unknown
    QUndoStack *m_undoStack = nullptr;
    std::vector<std::unique_ptr<PositionCache>> m_positions; // per game, made on demand
    // Per game, for moveText: made when the game is first shown (a big
    // collection opens without a position per game).
    mutable std::vector<std::unique_ptr<Replayer>> m_notation;
    mutable std::vector<char> m_notationMade;
    const Replayer *notation() const;
    // Per game and node: the text of moves whose notation depends on the
    // position they are played from (backgammon), named once per line.
    mutable std::vector<std::vector<QString>> m_moveTexts;
    void nameLineThrough(NodeId node) const;
    std::shared_ptr<GameList> m_gameList; // see takeGameList
    std::unique_ptr<UnreadTrees> m_unread; // null once every tree is read
    std::thread m_freeing; // frees the listed games once they are read whole
    QString m_readError;
    QStringList m_readWarnings;
    // Pushes an edit once every tree is read; refused (deleted) otherwise.
    bool pushEdit(QUndoCommand *command);
};

} // namespace kibitz
