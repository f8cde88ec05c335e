#include "panels/gamespanel.h"

#include "analysis/gamelist.h"
#include "common/compactheader.h"
#include "common/plaintext.h"
#include "document/gamedocument.h"
#include "games/gameuitable.h"

#include <QAbstractTableModel>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace kibitz {

using Column = GameList::Column;

// The games of a GameList in the shown order (filtered, sorted).
class GamesTableModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setList(std::shared_ptr<GameList> list, const GameUi *ui)
    {
        beginResetModel();
        m_list = std::move(list);
        m_ui = ui;
        m_rows.clear();
        m_columns.clear();
        if (m_list) {
            const bool dates = m_list->hasDates();
            m_columns = {Column::Number, Column::Players, Column::Event};
            if (dates)
                m_columns.push_back(Column::Date);
            m_columns.insert(m_columns.end(), {Column::Result, Column::Length, Column::Notes});
            if (m_list->hasSources())
                m_columns.push_back(Column::Source);
        }
        endResetModel();
    }
    const GameList *list() const { return m_list.get(); }
    // The section that shows `column`, -1 when none does.
    int sectionOf(Column column) const
    {
        const auto found = std::find(m_columns.begin(), m_columns.end(), column);
        return found == m_columns.end() ? -1 : int(found - m_columns.begin());
    }

    // Shows these games, in the current order.
    void setGames(std::vector<int> games)
    {
        beginResetModel();
        m_rows = std::move(games);
        order();
        endResetModel();
    }
    const std::vector<int> &games() const { return m_rows; }
    int rowOf(int game) const
    {
        return game >= 0 && std::size_t(game) < m_rowOf.size() ? m_rowOf[std::size_t(game)] : -1;
    }
    int gameAt(int row) const { return row >= 0 && std::size_t(row) < m_rows.size() ? m_rows[std::size_t(row)] : -1; }
    void gameChanged(int game)
    {
        const int row = rowOf(game);
        if (row >= 0)
            emit dataChanged(index(row, 0), index(row, columnCount() - 1));
    }
    void retranslate() { emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1); }
    // The order the rows are shown in; setOrder takes effect with the next
    // setGames.
    Column sortColumn() const { return m_sortColumn; }
    bool descending() const { return m_descending; }
    void setOrder(Column column, bool descending)
    {
        m_sortColumn = column;
        m_descending = descending;
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_columns.size());
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!m_list || !index.isValid())
            return {};
        const int game = m_rows[std::size_t(index.row())];
        const Column column = m_columns[std::size_t(index.column())];
        switch (role) {
        case Qt::DisplayRole:
            if (column == Column::Notes)
                return notesMarks(game);
            return m_list->text(game, column);
        case Qt::AccessibleTextRole:
            return m_list->text(game, column);
        case Qt::ToolTipRole: {
            // Names, events and file names as written (common/plaintext.h).
            if (column == Column::Notes)
                return plainText(m_list->text(game, column)); // the marks in words
            if (column == Column::Source)
                return plainText(m_list->source(game));
            if (column == Column::Result && !m_list->resultDetail(game).isEmpty())
                return plainText(m_list->resultDetail(game));
            if (column == Column::Players || column == Column::Event || column == Column::Result)
                return plainText(m_list->text(game, column));
            return {};
        }
        case Qt::TextAlignmentRole:
            if (column == Column::Number || column == Column::Length)
                return int(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        case Qt::UserRole:
            return game;
        default:
            return {};
        }
    }

    // A game's notes as marks, the way the move list marks a comment: ✎
    // for comments, ⎇ for variations (the words are the tool tip's), so
    // that a dated list fits its dock without scrolling sideways.
    QString notesMarks(int game) const
    {
        const GameList::Entry &e = m_list->entry(game);
        QString marks;
        if (e.comments)
            marks += QChar(0x270E);
        if (e.variations)
            marks += marks.isEmpty() ? QString(QChar(0x2387)) : QStringLiteral(" \u2387");
        return marks;
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
            return {};
        const Column column = m_columns[std::size_t(section)];
        // The names of the columns whose meaning depends on the game.
        const GameListColumns names = (m_ui ? m_ui : gameUis().front())->gameListColumns();
        if (role == Qt::DisplayRole) {
            switch (column) {
            case Column::Number:
                //: the column of the games' numbers in the Games panel
                return GamesPanel::tr("#");
            case Column::Players:
                return names.players;
            case Column::Event:
                return names.event;
            case Column::Date:
                return GamesPanel::tr("Date");
            case Column::Result:
                return GamesPanel::tr("Result");
            case Column::Length:
                return names.length;
            case Column::Notes:
                return GamesPanel::tr("Notes");
            case Column::Source:
                return GamesPanel::tr("File");
            }
        } else if (role == Qt::ToolTipRole) {
            switch (column) {
            case Column::Event:
                return names.eventToolTip.isEmpty() ? QVariant() : QVariant(plainText(names.eventToolTip));
            case Column::Length:
                return GamesPanel::tr("Along the main line");
            case Column::Notes:
                return GamesPanel::tr("Whether the game has comments or variations");
            case Column::Source:
                return GamesPanel::tr("The file the game came from");
            default:
                return {};
            }
        }
        return {};
    }

    void sort(int column, Qt::SortOrder order) override
    {
        if (column < 0 || column >= columnCount())
            return;
        // The rows are kept in the current order: sorting by it again (as
        // QTableView::sortByColumn does) has nothing to do.
        if (m_sortColumn == m_columns[std::size_t(column)] && m_descending == (order == Qt::DescendingOrder))
            return;
        m_sortColumn = m_columns[std::size_t(column)];
        m_descending = order == Qt::DescendingOrder;
        emit layoutAboutToBeChanged();
        const QModelIndexList before = persistentIndexList();
        std::vector<int> games;
        for (const QModelIndex &i : before)
            games.push_back(gameAt(i.row()));
        this->order();
        QModelIndexList after;
        for (std::size_t i = 0; i < games.size(); ++i)
            after << index(rowOf(games[i]), before[qsizetype(i)].column());
        changePersistentIndexList(before, after);
        emit layoutChanged();
    }

private:
    void order()
    {
        if (m_list && !(m_sortColumn == Column::Number && !m_descending))
            m_list->sort(m_rows, m_sortColumn, m_descending);
        m_rowOf.assign(m_list ? std::size_t(m_list->size()) : 0, -1);
        for (std::size_t r = 0; r < m_rows.size(); ++r)
            m_rowOf[std::size_t(m_rows[r])] = int(r);
    }

    std::shared_ptr<GameList> m_list;
    const GameUi *m_ui = nullptr; // the shown games' (none: no document)
    std::vector<Column> m_columns;
    std::vector<int> m_rows;
    std::vector<int> m_rowOf; // per game, its row; -1 when not shown
    Column m_sortColumn = Column::Number;
    bool m_descending = false;
};

// Each player's (team's) games, wins and losses among the shown games.
class PlayerTotalsModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setTotals(const GameList *list, std::vector<GameList::PlayerTotals> totals)
    {
        beginResetModel();
        m_list = list;
        m_totals = std::move(totals);
        endResetModel();
    }
    void retranslate() { emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1); }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_totals.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : 4; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!m_list || !index.isValid())
            return {};
        const GameList::PlayerTotals &t = m_totals[std::size_t(index.row())];
        if (role == Qt::DisplayRole) {
            switch (index.column()) {
            case 0:
                return m_list->sideName(t.side);
            case 1:
                return QLocale().toString(t.games);
            case 2:
                return QLocale().toString(t.wins);
            default:
                return QLocale().toString(t.losses);
            }
        }
        if (role == Qt::TextAlignmentRole && index.column() > 0)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return {};
        switch (section) {
        case 0:
            return GamesPanel::tr("Player");
        case 1:
            return GamesPanel::tr("Games");
        case 2:
            return GamesPanel::tr("Wins");
        default:
            return GamesPanel::tr("Losses");
        }
    }

private:
    const GameList *m_list = nullptr;
    std::vector<GameList::PlayerTotals> m_totals;
};

namespace {

void setUpTable(QTableView *table)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(false);
    // Tab leaves the table for the next control, as in every other panel.
    table->setTabKeyNavigation(false);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    // Fixed row heights: the view never measures 200 000 rows.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setResizeContentsPrecision(64);
}

} // namespace

GamesPanel::GamesPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("GamesFilter"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);
    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("GamesCount"));
    layout->addWidget(m_count);

    auto *split = new QSplitter(Qt::Vertical);
    m_model = new GamesTableModel(this);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("GamesTable"));
    // Only the sorted column has the room of the sort indicator.
    auto *header = new CompactHeader(m_table);
    header->setSectionsClickable(true);
    header->setHighlightSections(true);
    m_table->setHorizontalHeader(header);
    setUpTable(m_table);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    split->addWidget(m_table);
    m_totalsModel = new PlayerTotalsModel(this);
    m_totals = new QTableView;
    m_totals->setObjectName(QStringLiteral("PlayerTotals"));
    setUpTable(m_totals);
    m_totals->setSelectionMode(QAbstractItemView::NoSelection);
    m_totals->setModel(m_totalsModel);
    // The names take the room the counts leave.
    m_totals->horizontalHeader()->setStretchLastSection(false);
    m_totals->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_totals->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    split->addWidget(m_totals);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    // The list's own keys (Up, Down, Page Up, Page Down, Home, End) move in
    // the list, not along the game as the Go menu's do elsewhere.
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this); // the columns fit its width
    m_table->setTextElideMode(Qt::ElideRight);
    connect(m_filter, &QLineEdit::textChanged, this, &GamesPanel::applyFilter);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_selecting || !m_document || !current.isValid())
                    return;
                const int game = m_model->gameAt(current.row());
                if (game >= 0 && game < m_document->gameCount() && game != m_document->gameIndex())
                    m_document->setGameIndex(game);
            });
    connect(m_model, &QAbstractItemModel::layoutChanged, this, [this] {
        shownChanged();
        // Sorted: the shown game's row stays in view.
        if (m_table->currentIndex().isValid())
            m_table->scrollTo(m_table->currentIndex());
    });
    // The sorted column's title has the sort indicator's room beside it.
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this] {
        measureColumns();
        fitColumns();
    });
    retranslate();
}

GamesPanel::~GamesPanel() = default;

const GameList *GamesPanel::gameList() const
{
    return m_model->list();
}

void GamesPanel::setDocument(GameDocument *document)
{
    if (m_document == document)
        return;
    if (m_document) {
        // The filter and the order stay with the document they were chosen for.
        DocumentState &state = m_states[m_document.data()];
        state.filter = m_filter->text();
        state.sortColumn = int(m_model->sortColumn());
        state.descending = m_model->descending();
        disconnect(m_document, nullptr, this, nullptr);
    }
    m_document = document;
    DocumentState shown; // no document: no filter, the games' order
    if (document) {
        connect(document, &GameDocument::gameChanged, this, &GamesPanel::selectCurrentGame);
        connect(document, &GameDocument::gameInfoChanged, this, &GamesPanel::gameEdited);
        connect(document, &GameDocument::treeChanged, this, &GamesPanel::gameEdited);
        if (!m_states.contains(document))
            connect(document, &QObject::destroyed, this, [this, document] { m_states.erase(document); });
        shown = m_states[document];
    }
    {
        const QSignalBlocker quiet(m_filter); // rebuild() filters
        m_filter->setText(shown.filter);
    }
    m_model->setOrder(Column(shown.sortColumn), shown.descending);
    rebuild();
    {
        // The header shows the order without sorting again.
        const QSignalBlocker quiet(m_table->horizontalHeader());
        m_table->horizontalHeader()->setSortIndicator(std::max(0, m_model->sectionOf(Column(shown.sortColumn))),
                                                      shown.descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    }
    measureColumns(); // the sorted column's title has the indicator's room
    fitColumns();
    // A collection brings its list forward the first time it is shown.
    if (document && document->gameCount() > 1 && !document->property("kibitzGamesShown").toBool()) {
        document->setProperty("kibitzGamesShown", true);
        if (auto *dock = qobject_cast<QDockWidget *>(parentWidget()))
            dock->raise();
    }
}

void GamesPanel::rebuild()
{
    std::shared_ptr<GameList> list;
    if (m_document) {
        std::shared_ptr<GameList> &cached = m_states[m_document.data()].list;
        if (!cached)
            cached = m_document->takeGameList(); // made while the file was read
        if (!cached)
            cached = std::make_shared<GameList>(m_document->collection(), QThread::idealThreadCount());
        list = cached;
    }
    m_model->setList(list, m_document && m_document->gameCount() > 0 ? &gameUiFor(m_document->game()) : nullptr);
    applyFilter();
    measureColumns();
    fitColumns();
}

void GamesPanel::measureColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int count = header->count();
    m_contentWidths.assign(std::size_t(count), 0);
    const GameList *list = m_model->list();
    if (!list)
        return;
    // A delegate's text has this margin on each side.
    const int margin = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1);
    const QFontMetrics metrics = m_table->fontMetrics();
    const int widest = metrics.averageCharWidth() * 30; // players and events beyond it are elided
    for (int section = 0; section < count; ++section) {
        int width = std::max(header->sectionSizeHint(section),
                             static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(section));
        const int number = m_model->sectionOf(Column::Number);
        if (section == number) // the biggest number, wherever its row is
            width = std::max(width, metrics.horizontalAdvance(QLocale().toString(list->size())) + margin + 2);
        if (section == m_model->sectionOf(Column::Players) || section == m_model->sectionOf(Column::Event)
            || section == m_model->sectionOf(Column::Source))
            width = std::min(width, std::max(widest, header->sectionSizeHint(section)));
        m_contentWidths[std::size_t(section)] = width;
    }
}

int GamesPanel::playersMinimum() const
{
    const int section = m_model->sectionOf(Column::Players);
    const int title = section >= 0 ? m_table->horizontalHeader()->sectionSizeHint(section) : 0;
    return std::max(m_table->fontMetrics().averageCharWidth() * 10, title);
}

int GamesPanel::eventMinimum() const
{
    const int section = m_model->sectionOf(Column::Event);
    const int title = section >= 0 ? m_table->horizontalHeader()->sectionSizeHint(section) : 0;
    return std::max(m_table->fontMetrics().averageCharWidth() * 6, title);
}

void GamesPanel::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int count = header->count();
    if (count == 0 || std::size_t(count) != m_contentWidths.size())
        return;
    const int players = m_model->sectionOf(Column::Players);
    const int event = m_model->sectionOf(Column::Event);
    header->setStretchLastSection(false);
    // A long result (a Rokkaku game's hexels per team) gives up room down
    // to twelve characters, elided (its tool tip has it whole), before the
    // list scrolls sideways.
    const int result = m_model->sectionOf(Column::Result);
    int resultWidth = result >= 0 ? m_contentWidths[std::size_t(result)] : 0;
    int used = 0;
    for (int section = 0; section < count; ++section)
        if (section != players && section != event)
            used += m_contentWidths[std::size_t(section)];
    const int least = (players >= 0 ? playersMinimum() : 0) + (event >= 0 ? eventMinimum() : 0);
    const int over = used + least - m_table->viewport()->width();
    if (result >= 0 && over > 0) {
        const int resultLeast
            = std::max(m_table->fontMetrics().averageCharWidth() * 12, header->sectionSizeHint(result));
        const int shrunk = std::max(std::min(resultWidth, resultLeast), resultWidth - over);
        used -= resultWidth - shrunk;
        resultWidth = shrunk;
    }
    for (int section = 0; section < count; ++section) {
        if (section == players || section == event)
            continue;
        header->setSectionResizeMode(section, QHeaderView::Interactive);
        header->resizeSection(section, section == result ? resultWidth : m_contentWidths[std::size_t(section)]);
    }
    const int room = m_table->viewport()->width() - used;
    int playersWidth = 0;
    if (players >= 0) {
        const int wanted = std::max(playersMinimum(), m_contentWidths[std::size_t(players)]);
        playersWidth = std::clamp(room - (event >= 0 ? eventMinimum() : 0), playersMinimum(), wanted);
        header->setSectionResizeMode(players, QHeaderView::Interactive);
        header->resizeSection(players, playersWidth);
    }
    if (event >= 0) {
        if (room - playersWidth >= eventMinimum()) {
            header->setSectionResizeMode(event, QHeaderView::Stretch); // the rest
        } else { // too narrow: the list scrolls sideways
            header->setSectionResizeMode(event, QHeaderView::Interactive);
            header->resizeSection(event, eventMinimum());
        }
    }
}

void GamesPanel::setFilterText(const QString &text)
{
    m_filter->setText(text);
}

QString GamesPanel::filterText() const
{
    return m_filter->text();
}

QVector<int> GamesPanel::shownGames() const
{
    const std::vector<int> &games = m_model->games();
    return QVector<int>(games.begin(), games.end());
}

void GamesPanel::applyFilter()
{
    const GameList *list = m_model->list();
    m_model->setGames(list ? list->filter(m_filter->text()) : std::vector<int>());
    shownChanged();
    selectCurrentGame();
}

void GamesPanel::shownChanged()
{
    const GameList *list = m_model->list();
    const std::vector<int> &games = m_model->games();
    m_totalsModel->setTotals(list, list ? list->totals(games) : std::vector<GameList::PlayerTotals>());
    const int total = list ? list->size() : 0;
    m_count->setText(int(games.size()) == total
                         ? tr("%Ln game(s)", nullptr, total)
                         //: %1 is how many games the filter shows, %Ln how many the file holds
                         : tr("%1 of %Ln game(s)", nullptr, total).arg(QLocale().toString(qlonglong(games.size()))));
    emit shownGamesChanged(shownGames());
}

void GamesPanel::selectCurrentGame()
{
    if (!m_document)
        return;
    const int row = m_model->rowOf(m_document->gameIndex());
    m_selecting = true;
    if (row < 0) {
        m_table->selectionModel()->clear();
    } else {
        const QModelIndex index = m_model->index(row, 0);
        m_table->selectionModel()->setCurrentIndex(index,
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(index);
    }
    m_selecting = false;
}

void GamesPanel::gameEdited()
{
    if (!m_document)
        return;
    auto found = m_states.find(m_document.data());
    if (found == m_states.end() || !found->second.list)
        return;
    found->second.list->update(m_document->collection(), m_document->gameIndex());
    m_model->gameChanged(m_document->gameIndex());
    m_totalsModel->setTotals(m_model->list(), m_model->list()->totals(m_model->games()));
}

void GamesPanel::retranslate()
{
    m_filter->setPlaceholderText(tr("Filter by player, event or result"));
    m_filter->setAccessibleName(tr("Filter games"));
    m_table->setAccessibleName(tr("Games"));
    m_totals->setAccessibleName(tr("Players' games, wins and losses"));
    m_totals->setToolTip(tr("Games, wins and losses of each player among the games shown"));
}

bool GamesPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    // Home and End choose the first and the last game (the table's own
    // move along the row's columns).
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Home || key->key() == Qt::Key_End)
            && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            const int rows = m_model->rowCount();
            if (rows > 0) {
                const QModelIndex target = m_model->index(key->key() == Qt::Key_Home ? 0 : rows - 1,
                                                          std::max(0, m_table->currentIndex().column()));
                m_table->setCurrentIndex(target);
                m_table->scrollTo(target);
            }
            return true;
        }
    }
    if (watched == m_table && event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = (key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier;
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
        case Qt::Key_Home:
        case Qt::Key_End:
            if (plain) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GamesPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The lists hold translated words: made again in the new language.
        for (auto &[document, state] : m_states)
            state.list.reset();
        if (m_document)
            rebuild();
        m_totalsModel->retranslate();
    }
}

int GamesPanel::preferredWidth(int limit) const
{
    int width = m_table->verticalHeader()->isVisible() ? m_table->verticalHeader()->width() : 0;
    width += 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    // The panel's own margins.
    const QMargins margins = layout()->contentsMargins();
    width += margins.left() + margins.right();
    for (const int w : m_contentWidths)
        width += w;
    return std::min(width, limit);
}

} // namespace kibitz
