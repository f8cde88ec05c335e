#pragma once

// GamesPanel: the games of the shown document, one row each (number, players,
// event or round, date, result in the game's words, length, comments and
// variations, and the file each came from when the document joins several),
// for every document that holds more than one game: Hex and Twixt
// collections, backgammon matches, Rokkaku tournaments.
//
// The table is a model over a GameList (core/analysis) and an index of the
// shown games: no widget per row, so that 200 000 games open, filter and
// scroll at once. A filter box matches players, event and result; clicking a
// header sorts; each document keeps its own filter and order (a file opens
// unfiltered, in the games' order); choosing a row shows that game
// (GameDocument::setGameIndex, as Go > Next Game does); Home and End choose
// the first and the last row. Below the table, each player's (team's) games,
// wins and losses among the shown rows.

#include <QPointer>
#include <QVector>
#include <QWidget>

#include <memory>
#include <unordered_map>

class QLabel;
class QLineEdit;
class QTableView;

namespace kibitz {

class GameDocument;
class GameList;
class GamesTableModel;
class PlayerTotalsModel;

class GamesPanel : public QWidget {
    Q_OBJECT

public:
    explicit GamesPanel(QWidget *parent = nullptr);
    ~GamesPanel() override;

    void setDocument(GameDocument *document);

    // Shows the games whose players, event or result contain `text`.
    void setFilterText(const QString &text);
    QString filterText() const;
    // The shown games (collection indices), in the table's order.
    QVector<int> shownGames() const;

    QTableView *table() const { return m_table; }
    // The width that shows every column of the list without scrolling
    // sideways, the players and events whole as far as a sample of rows
    // shows them (at most `limit`).
    int preferredWidth(int limit) const;
    QTableView *totalsTable() const { return m_totals; }
    QLineEdit *filterEdit() const { return m_filter; }
    QLabel *countLabel() const { return m_count; }
    const GameList *gameList() const;

signals:
    // The filter or the order changed, or another document is shown.
    void shownGamesChanged(const QVector<int> &games);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();
    void applyFilter();
    void shownChanged();
    void selectCurrentGame();
    void gameEdited();
    // The widths the columns' contents want (a sample of rows, as
    // QHeaderView::ResizeToContents measures), for fitColumns.
    void measureColumns();
    // Every column in the table's width: the compact ones (number, date,
    // result, length, notes, file) as wide as their contents, the players
    // as wide as theirs while the event keeps a few characters, elided
    // beyond (the tooltip has them whole), the event taking what is left.
    // Only a table narrower than the minimums scrolls sideways.
    void fitColumns();
    // The least the players (ten characters) and the event (six) keep,
    // and their titles.
    int playersMinimum() const;
    int eventMinimum() const;

    QPointer<GameDocument> m_document;
    // What the panel keeps of each document it has shown: its list (made
    // when it is first shown), and its own filter and order, which another
    // document's do not change.
    struct DocumentState {
        std::shared_ptr<GameList> list;
        QString filter;
        int sortColumn = 0; // a GameList::Column; the games' order by default
        bool descending = false;
    };
    std::unordered_map<const GameDocument *, DocumentState> m_states;
    QLineEdit *m_filter = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_table = nullptr;
    QTableView *m_totals = nullptr;
    GamesTableModel *m_model = nullptr;
    PlayerTotalsModel *m_totalsModel = nullptr;
    bool m_selecting = false;
    std::vector<int> m_contentWidths; // per section, by measureColumns
};

} // namespace kibitz
