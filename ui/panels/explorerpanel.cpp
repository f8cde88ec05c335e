#include "panels/explorerpanel.h"

#include "common/compactheader.h"
#include "document/gamedocument.h"
#include "games/gameuitable.h"

#include <algorithm>
#include <numeric>

#include <QCheckBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace kibitz {

namespace {

// Sorts by a number kept apart from the text shown (a share "52% / 41%" by player 1's share).
class NumberItem : public QTableWidgetItem {
public:
    NumberItem(const QString &text, double value)
        : QTableWidgetItem(text)
    {
        setData(Qt::UserRole, value);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

constexpr int MoveIndexRole = Qt::UserRole + 1; // on the move column: index into m_shown

QString share(std::uint32_t part, std::uint32_t whole)
{
    return whole ? QLocale().toString(100.0 * part / whole, 'f', 0) + u'%' : QStringLiteral("–");
}

} // namespace

struct ExplorerPanel::Aggregate {
    OpeningTree tree;
    bool transpositions = false;
    std::optional<ExplorerBoard> board;
    std::optional<QVector<int>> subset;
    bool supported = false;
    // Per game of the document: a hash of the moves the aggregate took from
    // it, so that an edit off those moves (a variation, a comment) does not
    // make the whole aggregate again.
    std::vector<std::uint64_t> lines;
};

struct ExplorerPanel::Building {
    QPointer<GameDocument> document;
    std::shared_ptr<Aggregate> made;
    OpeningTree::Builder builder;
    std::vector<int> games; // the games to add, by index into the document's
    std::size_t next = 0; // into `games`, then into the document's games for `made->lines`
    bool reserved = false; // the builder has room for every game
    // A big aggregate is finished (its moves sorted) on a worker thread,
    // which touches only the builder's own data and `made->tree`.
    std::unique_ptr<QThread> finisher;

    ~Building()
    {
        if (finisher)
            finisher->wait();
    }
};

namespace {

std::uint64_t lineHash(const GameTree &tree, int depth)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ull;
    NodeId node = tree.root();
    for (int moves = 0; moves < depth;) {
        node = tree.mainChild(node);
        if (node == NoNode)
            break;
        if (!tree.hasMove(node))
            continue;
        const QByteArrayView data = tree.moveData(node);
        h = (h ^ tree.moveTag(node)) * 0x100000001b3ull;
        for (char c : data)
            h = (h ^ std::uint8_t(c)) * 0x100000001b3ull;
        h = (h ^ 0xff) * 0x100000001b3ull; // the end of a move
        ++moves;
    }
    return h;
}

} // namespace

ExplorerPanel::ExplorerPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_transpositions(new QCheckBox(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_rebuildTimer(new QTimer(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);
    layout->addWidget(m_transpositions);
    layout->addWidget(m_table, 1);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the panel; the arrows move between moves
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // Compact rows, as the Games panel's: a short dock shows many moves.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // In a narrow dock every column stays in sight: short headers (the long
    // names are their tool tips), the share column takes the room left and
    // elides, no horizontal scroll bar. Widths follow the rows in sight and
    // a few more, not every move of a position with hundreds.
    auto *header = new CompactHeader(m_table);
    header->setSectionsClickable(true);
    header->setHighlightSections(true);
    m_table->setHorizontalHeader(header);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ShareColumn, QHeaderView::Stretch);
    header->setResizeContentsPrecision(64);
    header->setMinimumSectionSize(24);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setWordWrap(false);
    // Most played first until the user sorts otherwise.
    m_table->horizontalHeader()->setSortIndicator(GamesColumn, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    m_table->installEventFilter(this);
    setFocusProxy(m_table);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row) { playRow(row); });
    connect(m_transpositions, &QCheckBox::toggled, this, [this] { rebuild(); });
    // Edits change the games aggregated; they come in bursts (a pasted
    // variation is many moves), so the aggregate is made again once they stop.
    m_rebuildTimer->setSingleShot(true);
    m_rebuildTimer->setInterval(300);
    connect(m_rebuildTimer, &QTimer::timeout, this, [this] {
        if (m_document)
            m_aggregates.remove(m_document);
        if (m_building && m_building->document == m_document)
            m_building.reset(); // it was counting the games before the edit
        rebuild();
    });
    m_sliceTimer = new QTimer(this);
    m_sliceTimer->setInterval(0);
    connect(m_sliceTimer, &QTimer::timeout, this, &ExplorerPanel::buildSlice);
    // A move played or a variation added changes the tree; only a change of
    // the moves the aggregate took from the game makes it again.
    m_lineCheckTimer = new QTimer(this);
    m_lineCheckTimer->setSingleShot(true);
    m_lineCheckTimer->setInterval(300);
    connect(m_lineCheckTimer, &QTimer::timeout, this, [this] {
        if (m_building && m_building->document == m_document) {
            m_rebuildTimer->start(0); // the games changed while being counted
            return;
        }
        const Aggregate *a = aggregate();
        if (!a || !m_document)
            return;
        const auto game = std::size_t(m_document->gameIndex());
        if (game >= a->lines.size() || a->lines[game] != lineHash(m_document->tree(), Depth))
            m_rebuildTimer->start(0);
    });
    retranslate();
    rebuild();
}

ExplorerPanel::~ExplorerPanel() = default;

void ExplorerPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::currentNodeChanged, this, &ExplorerPanel::showCurrent);
        // Another game may be on another board: its games are counted then.
        connect(document, &GameDocument::gameChanged, this, [this] { rebuild(); });
        connect(document, &GameDocument::treeChanged, m_lineCheckTimer, qOverload<>(&QTimer::start));
        connect(document, &GameDocument::gameInfoChanged, m_rebuildTimer, qOverload<>(&QTimer::start));
        connect(document, &QObject::destroyed, this, [this, document] { m_aggregates.remove(document); });
    }
    rebuild();
}

void ExplorerPanel::showReading(int games)
{
    setDocument(nullptr);
    //: the Explorer's summary while a collection just opened is read in the background
    m_summary->setText(tr("Reading the moves of %Ln game(s)…", nullptr, games));
}

void ExplorerPanel::setGameSubset(const QVector<int> &games)
{
    // The order of the games does not change what they played: a list sorted
    // another way is the same subset and aggregates nothing again.
    QVector<int> sorted = games;
    if (!std::is_sorted(sorted.begin(), sorted.end()))
        std::sort(sorted.begin(), sorted.end());
    if (m_subset && *m_subset == sorted)
        return;
    m_subset = std::move(sorted);
    // Called as the filter of the game list changes, on a keystroke: a
    // subset bigger than a slice is counted only after the keystroke is
    // answered (the next keystroke starts another count).
    rebuild(m_subset->size() > qsizetype(SliceGames));
}

void ExplorerPanel::clearGameSubset()
{
    if (!m_subset)
        return;
    m_subset.reset();
    // As a new subset: a collection bigger than a slice is counted only
    // after the keystroke that cleared the filter is answered (its count is
    // usually kept from before and shown at once).
    rebuild(m_document && std::size_t(m_document->gameCount()) > SliceGames);
}

ExplorerPanel::Aggregate *ExplorerPanel::aggregate() const
{
    if (!m_document)
        return nullptr;
    const auto found = m_aggregates.constFind(m_document);
    if (found == m_aggregates.constEnd() || found->empty())
        return nullptr;
    const bool merge = m_transpositions->isChecked();
    const std::optional<ExplorerBoard> board = wantedBoard();
    for (const std::shared_ptr<Aggregate> &a : *found)
        if (a->transpositions == merge && a->subset == m_subset && a->board == board)
            return a.get();
    return found->back().get();
}

std::optional<ExplorerBoard> ExplorerPanel::wantedBoard() const
{
    if (!m_document || m_document->gameCount() == 0 || !explorerSupports(m_document->game().kind))
        return std::nullopt;
    return explorerBoard(m_document->game());
}

QString ExplorerPanel::leftOutText(const OpeningTree &tree) const
{
    QStringList parts;
    for (const OpeningTree::LeftOut &x : tree.leftOut()) {
        const int games = int(x.games);
        const QString kindLeftOut = gameUiFor(x.board.kind).explorerLeftOut(x.board.kind, games);
        if (!kindLeftOut.isEmpty())
            parts << kindLeftOut;
        else
            //: %n games on a board of another size than the shown game's, %1 that size ("13×13")
            parts << tr("%n game(s) on %1 not counted", nullptr, games)
                         .arg(QStringLiteral("%1×%2").arg(x.board.columns).arg(x.board.rows));
    }
    if (parts.isEmpty())
        return QString();
    //: the games on other boards the explorer left out, after the summary of the position
    return QStringLiteral(" ")
         + tr("%1: the same moves on another board are another position.").arg(parts.join(QStringLiteral(", ")));
}

std::size_t ExplorerPanel::gamesCounted() const
{
    return m_building ? std::min(m_building->next, m_building->games.size()) : 0;
}

const OpeningTree *ExplorerPanel::openingTree() const
{
    const Aggregate *a = aggregate();
    return a && a->supported ? &a->tree : nullptr;
}

void ExplorerPanel::rebuild(bool later)
{
    if (m_document) {
        const bool merge = m_transpositions->isChecked();
        const std::optional<ExplorerBoard> board = wantedBoard();
        const Aggregate *a = aggregate();
        const auto wanted
            = [&](const Aggregate &x) { return x.transpositions == merge && x.subset == m_subset && x.board == board; };
        if (!a || !wanted(*a)) {
            if (!m_building || m_building->document != m_document || !wanted(*m_building->made)) {
                auto made = std::make_shared<Aggregate>();
                made->transpositions = merge;
                made->subset = m_subset;
                made->board = board;
                m_building.reset(
                    new Building{m_document, made, OpeningTree::Builder({Depth, merge, board}), {}, 0, false, {}});
                if (m_subset) {
                    m_building->games.assign(m_subset->begin(), m_subset->end());
                } else {
                    m_building->games.resize(m_document->collection().games.size());
                    std::iota(m_building->games.begin(), m_building->games.end(), 0);
                }
            }
            if (!later)
                buildSlice(); // a small collection is done at once
            if (m_building && !m_building->finisher)
                m_sliceTimer->start();
        }
    }
    showCurrent();
}

void ExplorerPanel::buildSlice()
{
    if (!m_building || !m_building->document) {
        m_building.reset();
        m_sliceTimer->stop();
        return;
    }
    if (m_building->finisher) { // every game is added
        m_sliceTimer->stop();
        return;
    }
    Building &b = *m_building;
    const Collection &c = b.document->collection();
    if (!b.reserved) { // room for every game, so that no slice stops to grow a table
        b.builder.reserve(b.games.size());
        b.reserved = true;
    }
    const std::size_t added = b.games.size();
    const std::size_t total = added + c.games.size(); // then a line hash per game
    // Every slice does some work, so that a small collection is done at once
    // however loaded the machine is.
    const std::size_t least = b.next + SliceGames;
    QElapsedTimer clock;
    clock.start();
    while (b.next < total) {
        for (const std::size_t end = std::min(total, b.next + 32); b.next < end; ++b.next) {
            if (b.next < added) {
                const auto index = std::size_t(b.games[b.next]);
                b.builder.add(index < c.games.size() ? &c.games[index] : nullptr);
            } else {
                b.made->lines.push_back(lineHash(c.games[b.next - added].tree, Depth));
            }
        }
        if (b.next >= least && b.next < total && clock.elapsed() >= m_sliceMilliseconds) {
            if (b.document == m_document)
                showCurrent(); // how far it got
            return;
        }
    }
    m_sliceTimer->stop();
    if (b.games.size() >= FinishInBackgroundFrom) {
        b.finisher.reset(
            QThread::create([made = b.made.get(), builder = &b.builder] { made->tree = builder->finish(); }));
        connect(b.finisher.get(), &QThread::finished, this, [this, thread = b.finisher.get()] {
            if (m_building && m_building->finisher.get() == thread)
                keepBuilt();
        });
        b.finisher->start();
        return;
    }
    b.made->tree = b.builder.finish();
    keepBuilt();
}

void ExplorerPanel::keepBuilt()
{
    if (!m_building)
        return;
    Building &b = *m_building;
    if (b.finisher)
        b.finisher->wait(); // finished: this makes what it wrote visible here
    b.made->supported = b.made->tree.gameCount() > 0 || b.made->tree.skippedGames() == 0;
    if (b.document) {
        std::vector<std::shared_ptr<Aggregate>> &kept = m_aggregates[b.document.data()];
        std::erase_if(kept, [&](const std::shared_ptr<Aggregate> &a) {
            return a->subset
                     ? bool(b.made->subset)
                     : !b.made->subset && a->transpositions == b.made->transpositions && a->board == b.made->board;
        });
        kept.push_back(b.made);
    }
    ++m_builds;
    const bool shown = b.document && b.document == m_document;
    m_building.reset();
    if (shown)
        showCurrent();
}

void ExplorerPanel::showCurrent()
{
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    m_shown.clear();
    m_position = OpeningTree::NoPosition;
    // Both null when the document being counted was closed: nothing is shown then.
    if (m_building && m_document && m_building->document == m_document) {
        const Building &b = *m_building;
        const std::size_t total = b.games.size() + m_document->collection().games.size();
        //: %1 how many games, %2 how far the counting got ("45%")
        m_summary->setText(
            tr("Counting the moves of %1…%2")
                .arg(tr("%Ln game(s)", nullptr, int(b.games.size())),
                     total ? QStringLiteral(" ") + share(std::uint32_t(b.next), std::uint32_t(total)) : QString()));
        m_table->setSortingEnabled(true);
        return;
    }
    const Aggregate *a = aggregate();
    if (!m_document || !a) {
        m_summary->setText(tr("Open a collection to see the moves its games played here."));
        m_table->setSortingEnabled(true);
        return;
    }
    if (!a->supported) {
        m_summary->setText(tr("The explorer covers %1 games.").arg(familyList(familiesWhere(explored))));
        m_table->setSortingEnabled(true);
        return;
    }
    const OpeningTree &tree = a->tree;
    const NodeId node = m_document->currentNode();
    if (a->transpositions) {
        if (const Replayer *position = m_document->positionAfter(node))
            m_position = tree.positionOf(*position);
    } else {
        m_position = tree.positionAfter(m_document->tree(), node);
    }
    const QLocale locale;
    // "1,785 games", with the locale's separators, as the Games panel writes it.
    const QString games = tr("%Ln game(s)", nullptr, int(tree.gameCount()));
    if (m_position == OpeningTree::NoPosition) {
        m_summary->setText((m_document->tree().depth(node) >= Depth
                                ? tr("%1. The explorer follows the first %2 moves.").arg(games).arg(Depth)
                                : tr("%1. No game reached this position.").arg(games))
                           + leftOutText(tree));
        m_table->setSortingEnabled(true);
        return;
    }
    const OpeningStats &here = tree.stats(m_position);
    //: %1 the games of the collection ("1,785 games"), %2 how many reached the position, %3 and %4 the wins of each player
    m_summary->setText(tr("%1. Here: %2, player 1 won %3, player 2 won %4.")
                           .arg(games, tr("%Ln game(s)", nullptr, int(here.games)), locale.toString(here.wins[0]),
                                locale.toString(here.wins[1]))
                       + leftOutText(tree));
    m_shown = tree.moves(m_position);
    m_table->setRowCount(int(m_shown.size()));
    for (int row = 0; row < int(m_shown.size()); ++row) {
        const OpeningTree::Move &m = m_shown[std::size_t(row)];
        auto *move = new NumberItem(tree.moveText(m), row); // ties in the order most played first
        move->setData(MoveIndexRole, row);
        m_table->setItem(row, MoveColumn, move);
        m_table->setItem(row, GamesColumn, new NumberItem(locale.toString(m.stats.games), m.stats.games));
        m_table->setItem(row, Player1WinsColumn, new NumberItem(locale.toString(m.stats.wins[0]), m.stats.wins[0]));
        m_table->setItem(row, Player2WinsColumn, new NumberItem(locale.toString(m.stats.wins[1]), m.stats.wins[1]));
        const double share1 = m.stats.games ? double(m.stats.wins[0]) / m.stats.games : 0.0;
        // No winner on record among these games: nothing to share ("–",
        // not "0% / 0%"); sorted below every share.
        const bool anyWinner = m.stats.wins[0] + m.stats.wins[1] > 0;
        auto *shareItem = new NumberItem(anyWinner ? share(m.stats.wins[0], m.stats.games) + QStringLiteral(" / ")
                                                         + share(m.stats.wins[1], m.stats.games)
                                                   : QStringLiteral("\u2013"),
                                         anyWinner ? share1 : -1.0);
        //: the share of the games that played a move won by each player
        shareItem->setToolTip(
            anyWinner ? tr("Player 1 won %1 of these games, player 2 %2; the rest have no result or were drawn.")
                            .arg(share(m.stats.wins[0], m.stats.games), share(m.stats.wins[1], m.stats.games))
                      : tr("None of these games has a winner on record."));
        m_table->setItem(row, ShareColumn, shareItem);
        for (int column : {GamesColumn, Player1WinsColumn, Player2WinsColumn, ShareColumn})
            m_table->item(row, column)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    m_table->setSortingEnabled(true);
}

std::optional<OpeningTree::Move> ExplorerPanel::moveAtRow(int row) const
{
    const QTableWidgetItem *item = m_table->item(row, MoveColumn);
    if (!item)
        return std::nullopt;
    const int index = item->data(MoveIndexRole).toInt();
    if (index < 0 || std::size_t(index) >= m_shown.size())
        return std::nullopt;
    return m_shown[std::size_t(index)];
}

bool ExplorerPanel::playRow(int row)
{
    const std::optional<OpeningTree::Move> move = moveAtRow(row);
    if (!move || !m_document)
        return false;
    // The bytes live in the aggregate, which a rebuild may replace: copy them.
    const QByteArray data = move->data.toByteArray();
    return m_document->play(move->tag, data) != GameDocument::PlayResult::Illegal;
}

bool ExplorerPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && m_table->currentRow() >= 0) {
            playRow(m_table->currentRow());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ExplorerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showCurrent();
    }
    QWidget::changeEvent(event);
}

void ExplorerPanel::retranslate()
{
    m_transpositions->setText(tr("Merge transpositions"));
    m_transpositions->setToolTip(tr("Count every move order that reaches the position, not only the one played here."));
    //: column headers, short for a narrow panel: P1/P2 the games player 1/2 won, Share their shares
    m_table->setHorizontalHeaderLabels({tr("Move"), tr("Games"), tr("P1"), tr("P2"), tr("Share")});
    m_table->horizontalHeaderItem(Player1WinsColumn)->setToolTip(tr("Player 1 won"));
    m_table->horizontalHeaderItem(Player2WinsColumn)->setToolTip(tr("Player 2 won"));
    m_table->horizontalHeaderItem(ShareColumn)->setToolTip(tr("Share won"));
    m_table->setAccessibleName(tr("Moves played from this position"));
    m_table->setAccessibleDescription(tr("Choosing a move plays it on the board."));
}

} // namespace kibitz
