#pragma once

// ExplorerPanel: the opening explorer (core/analysis/explorer.h) beside the
// board. For the current position of the open document it lists the moves the
// collection's games played next, with the games that played each, the wins of
// each player by the games' recorded results and their shares, most played
// first (every column sorts). Choosing a move plays it on the board through
// the document, as the game tree panel does: it follows the variation that
// holds it, else adds one. The aggregate is made once per document (and per
// subset of games, and again after an edit changes a game's first moves or a
// result), then each position is a lookup,
// so the panel follows the board as it moves. "Merge transpositions" counts
// every move order that reaches the position.
//
// The games aggregated are all the document's games, or those setGameSubset
// names (a filtered game list's rows), on the board of the shown game: the
// same moves on a board of another size (or in another backgammon variant)
// are another position, so those games are left out, and the summary says
// how many and on which board.

#include "analysis/explorer.h"
#include "document/gamedocument.h"

#include <QHash>
#include <QPointer>
#include <QVector>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QTableWidget;
class QTimer;

namespace kibitz {

class ExplorerPanel : public QWidget {
    Q_OBJECT
public:
    // How many moves from the start the panel aggregates.
    static constexpr int Depth = 16;
    enum Column { MoveColumn, GamesColumn, Player1WinsColumn, Player2WinsColumn, ShareColumn, ColumnCount };

    explicit ExplorerPanel(QWidget *parent = nullptr);
    ~ExplorerPanel() override;

    void setDocument(GameDocument *document);
    // Shows no document yet, saying that the moves of a collection of
    // `games` games are being read (GameDocument::treesComplete).
    void showReading(int games);
    GameDocument *document() const { return m_document; }

    QTableWidget *table() const { return m_table; }
    QCheckBox *transpositionsBox() const { return m_transpositions; }
    QLabel *summaryLabel() const { return m_summary; }
    // The aggregate the panel shows (null without a document or a supported game).
    const OpeningTree *openingTree() const;
    // The position of the current node in it, OpeningTree::NoPosition when no game reached it.
    int currentPosition() const { return m_position; }
    // The move on a row of the table as it is sorted now, and playing it.
    std::optional<OpeningTree::Move> moveAtRow(int row) const;
    // How many times the panel has aggregated games (tests, benchmarks).
    int buildCount() const { return m_builds; }
    // Whether an aggregate is being made. A big collection (or filtered
    // list) is aggregated in slices of at most this many milliseconds
    // between events (each slice adds at least 1,024 games), so the window
    // stays responsive; a small one is made at once.
    bool isBuilding() const { return m_building != nullptr; }
    // The games added so far to the aggregate being made (0 when none is).
    std::size_t gamesCounted() const;
    // The least a slice adds; a subset of at most this many games is counted
    // at once, a bigger one only from the next event on.
    static constexpr std::size_t SliceGames = 1024;
    void setSliceMilliseconds(int milliseconds) { m_sliceMilliseconds = milliseconds; }
    // From this many games on, the aggregate's moves are sorted on a worker
    // thread once every game is added (about 0.15 s for 200,000 games).
    static constexpr std::size_t FinishInBackgroundFrom = 20000;
    bool playRow(int row);

public slots:
    // Aggregates only these games of the document (indices from 0), e.g. the
    // rows a filter shows; an empty list means no game.
    void setGameSubset(const QVector<int> &games);
    // Back to every game of the document.
    void clearGameSubset();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override; // Return plays the current row

private:
    struct Aggregate;
    struct Building;
    // Makes the aggregate wanted if it is not kept; `later`: no slice now.
    void rebuild(bool later = false);
    // Adds the next slice of games to the aggregate being made; when it is
    // complete, keeps it and shows it.
    void buildSlice();
    // Keeps the aggregate just made and shows it.
    void keepBuilt();
    void showCurrent();
    void retranslate();
    // The shown document's aggregate for the transposition setting and the
    // subset, else the last made for it (shown until the wanted one is made).
    Aggregate *aggregate() const;
    // The board whose games the shown game's aggregate counts (none: the
    // game is of a kind the explorer does not take).
    std::optional<ExplorerBoard> wantedBoard() const;
    // "15 games on 13×13 not counted." for the games the tree left out.
    QString leftOutText(const OpeningTree &tree) const;

    QPointer<GameDocument> m_document;
    std::optional<QVector<int>> m_subset;
    // Per document, so that switching tabs does not aggregate again: the
    // aggregate of all its games (per transposition setting) and the latest
    // of a subset, the last made last, so that clearing a filter shows the
    // count of every game at once instead of counting them again.
    QHash<const GameDocument *, std::vector<std::shared_ptr<Aggregate>>> m_aggregates;
    std::vector<OpeningTree::Move> m_shown;
    int m_position = OpeningTree::NoPosition;
    int m_builds = 0;
    QLabel *m_summary = nullptr;
    QCheckBox *m_transpositions = nullptr;
    QTableWidget *m_table = nullptr;
    QTimer *m_rebuildTimer = nullptr;
    QTimer *m_lineCheckTimer = nullptr;
    std::unique_ptr<Building> m_building;
    QTimer *m_sliceTimer = nullptr;
    int m_sliceMilliseconds = 15;
};

} // namespace kibitz
