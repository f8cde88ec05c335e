#include "games/rokkaku/rokkakustandings.h"

#include "common/cachedtextdelegate.h"
#include "common/plaintext.h"
#include "render/rokkaku/rokkakurenderer.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

namespace {

QIcon teamIcon(const BoardTheme &theme, int team)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(theme.stoneOutline, 1));
    painter.setBrush(RokkakuRenderer::teamColour(theme, team));
    painter.drawPolygon(QPolygonF{QPointF(7, 1), QPointF(13, 7), QPointF(7, 13), QPointF(1, 7)});
    return QIcon(pixmap);
}

QTableWidgetItem *cell(QTableWidget *table, int row, int column)
{
    QTableWidgetItem *item = table->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        table->setItem(row, column, item);
    }
    return item;
}

QColor tint(const QColor &base, const QColor &colour, double amount)
{
    return QColor::fromRgbF(float(base.redF() * (1 - amount) + colour.redF() * amount),
                            float(base.greenF() * (1 - amount) + colour.greenF() * amount),
                            float(base.blueF() * (1 - amount) + colour.blueF() * amount));
}

} // namespace

// ---------------------------------------------------------------- standings

RokkakuStandings::RokkakuStandings(QWidget *parent)
    : QTableWidget(0, 6, parent)
{
    setObjectName(QStringLiteral("RokkakuStandings"));
    setAccessibleName(tr("Standings so far"));
    // The official runtime's ranking: points, then ratio sum, then area sum.
    setHorizontalHeaderLabels({tr("Rank"), tr("Team"), tr("Points"), tr("Ratio"), tr("Area"), tr("Now")});
    horizontalHeaderItem(2)->setToolTip(tr("Game points: 6, 4, 2, 0 by final area; tied teams share"));
    horizontalHeaderItem(3)->setToolTip(tr("Ratio sum: a millionth of the owned field per game, summed"));
    horizontalHeaderItem(4)->setToolTip(tr("Area sum: hexels owned at the end of each game, summed"));
    horizontalHeaderItem(5)->setToolTip(
        tr("Hexels owned now in the shown game, and the points it would give if it ended now"));
    verticalHeader()->hide();
    setTextElideMode(Qt::ElideRight);
    setItemDelegate(new CachedTextDelegate(this));
    horizontalHeader()->setMinimumSectionSize(8);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    viewport()->installEventFilter(this);
    setToolTip(tr("Scores of the finished games: the shown game counts once it is over; until "
                  "then its projected points are in the Now column and on the scoreboard"));
}

void RokkakuStandings::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    for (int t = 0; t < 4; ++t)
        m_teamIcons[std::size_t(t)] = teamIcon(theme, t);
    ++m_themeSerial;
}

void RokkakuStandings::showStandings(const RokkakuTimeline &timeline, int game, int turn,
                                     const std::vector<RokkakuStanding> &now)
{
    // Called on every turn shown: each cell is set only when it changes (a
    // changed cell repaints itself alone), and the columns keep the widths
    // sizeColumns gave them.
    const int teams = timeline.teamCount();
    const RokkakuTimeline::Game *g = game >= 0 && game < timeline.gameCount() ? &timeline.game(game) : nullptr;
    const std::array<int, 4> owned = g ? g->ownedAt(turn) : std::array<int, 4>{};
    const std::array<int, 4> gameTeams = g ? g->teams : std::array<int, 4>{-1, -1, -1, -1};
    const std::array<int, 4> projected = timeline.projectedPointsAt(game, turn);
    const bool live = g && !g->finishedAt(turn);
    if (rowCount() != teams) {
        setRowCount(teams);
        m_rows.assign(std::size_t(teams), Row());
    }
    const QColor base = palette().color(QPalette::Base);
    std::array<QBrush, 4> tints;
    for (int t = 0; t < 4; ++t)
        tints[std::size_t(t)] = QBrush(tint(base, RokkakuRenderer::teamColour(m_theme, t), 0.25));
    for (int row = 0; row < int(now.size()); ++row) {
        const RokkakuStanding &s = now[std::size_t(row)];
        const int inGame = int(std::find(gameTeams.begin(), gameTeams.end(), s.team) - gameTeams.begin());
        const int hexels = inGame < 4 ? owned[std::size_t(inGame)] : -1;
        Row &shown = m_rows[std::size_t(row)];
        if (shown.rank != s.rank)
            cell(this, row, 0)->setText(QString::number(s.rank));
        if (shown.team != s.team) {
            cell(this, row, 1)->setText(timeline.teamName(s.team));
            cell(this, row, 1)->setToolTip(plainText(timeline.teamName(s.team)));
            cell(this, row, 0)->setData(TeamRole, s.team);
        }
        if (shown.score != s.score || shown.ratioSum != s.ratioSum || shown.areaSum != s.areaSum) {
            cell(this, row, 2)->setText(QString::number(s.score));
            cell(this, row, 2)
                ->setToolTip(tr("%1 points; ratio sum %2, area sum %3 (the tie-breakers)")
                                 .arg(s.score)
                                 .arg(s.ratioSum)
                                 .arg(s.areaSum));
        }
        if (shown.ratioSum != s.ratioSum)
            cell(this, row, 3)->setText(QString::number(s.ratioSum));
        if (shown.areaSum != s.areaSum)
            cell(this, row, 4)->setText(QString::number(s.areaSum));
        const int points = inGame < 4 && live ? projected[std::size_t(inGame)] : -1;
        if (shown.hexels != hexels || shown.projected != points) {
            QTableWidgetItem *nowCell = cell(this, row, 5);
            nowCell->setText(hexels >= 0 ? QString::number(hexels) : QString());
            nowCell->setToolTip(
                hexels < 0 ? QString()
                : points >= 0
                    ? tr("%n hexel(s) owned now; %1 points if the game ended now", nullptr, hexels).arg(points)
                    : tr("%n hexel(s) owned at the end of the game", nullptr, hexels));
        }
        if (shown.inGame != inGame || shown.base != base || shown.themeSerial != m_themeSerial) {
            const QBrush background = inGame < 4 ? tints[std::size_t(inGame)] : QBrush();
            for (int c = 0; c < columnCount(); ++c)
                cell(this, row, c)->setBackground(background);
            cell(this, row, 1)->setIcon(inGame < 4 ? m_teamIcons[std::size_t(inGame)] : QIcon());
        }
        shown = {s.rank, s.team, s.score, s.ratioSum, s.areaSum, hexels, points, inGame, base, m_themeSerial};
    }
}

void RokkakuStandings::setTournament(const RokkakuTimeline &timeline, const std::vector<RokkakuStanding> &finals)
{
    qint64 topScore = 0, topRatio = 0, topArea = 0;
    for (const RokkakuStanding &s : finals) {
        topScore = std::max(topScore, s.score);
        topRatio = std::max(topRatio, s.ratioSum);
        topArea = std::max(topArea, s.areaSum);
    }
    int topHexels = 0;
    for (int g = 0; g < timeline.gameCount(); ++g)
        topHexels = std::max(topHexels, timeline.game(g).width * timeline.game(g).height);
    m_widestRank = QString::number(std::max(1, timeline.teamCount()));
    m_widestScore = QString::number(topScore);
    m_widestRatio = QString::number(topRatio);
    m_widestArea = QString::number(topArea);
    m_widestHexels = QString::number(topHexels);
    m_teamNames.clear();
    for (int t = 0; t < timeline.teamCount(); ++t)
        m_teamNames << plainText(timeline.teamName(t));
    sizeColumns();
}

void RokkakuStandings::sizeColumns()
{
    // Fixed widths, wide enough for the widest value any turn can show: a
    // column sized to its contents would measure every row again whenever a
    // cell changes, on every turn.
    const QFontMetrics metrics(font());
    const int margin = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) + 4;
    QHeaderView *header = horizontalHeader();
    const auto fit = [&](int column, const QString &widest) {
        header->setSectionResizeMode(column, QHeaderView::Fixed);
        const int width = std::max(header->sectionSizeHint(column), metrics.horizontalAdvance(widest) + margin);
        header->resizeSection(column, width);
        return width;
    };
    m_fixedWidth = fit(0, m_widestRank) + fit(2, m_widestScore) + fit(5, m_widestHexels);
    m_tieBreakersWidth = fit(3, m_widestRatio) + fit(4, m_widestArea);
    m_teamNamesWidth = 0;
    for (const QString &name : std::as_const(m_teamNames))
        m_teamNamesWidth = std::max(m_teamNamesWidth, metrics.horizontalAdvance(name));
    m_teamNamesWidth = std::min(m_teamNamesWidth, 10 * metrics.averageCharWidth()) + margin + 2 * metrics.height();
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    showTieBreakersIfRoom();
}

void RokkakuStandings::showTieBreakersIfRoom()
{
    const bool room = viewport()->width() >= m_fixedWidth + m_tieBreakersWidth + m_teamNamesWidth;
    setColumnHidden(3, !room);
    setColumnHidden(4, !room);
}

bool RokkakuStandings::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == viewport() && event->type() == QEvent::Resize)
        showTieBreakersIfRoom();
    return QTableWidget::eventFilter(watched, event);
}

void RokkakuStandings::changeEvent(QEvent *event)
{
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        sizeColumns();
}

// ------------------------------------------------------------ final results

RokkakuFinalResults::RokkakuFinalResults(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("RokkakuResultsSummary"));
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, 5);
    m_table->setObjectName(QStringLiteral("RokkakuResults"));
    m_table->setAccessibleName(tr("Final results"));
    m_table->setHorizontalHeaderLabels({tr("Rank"), tr("Team"), tr("Log"), tr("Games"), tr("Check")});
    m_table->horizontalHeaderItem(2)->setToolTip(tr("The score the log's final results give"));
    m_table->horizontalHeaderItem(3)->setToolTip(tr("The score the games add up to"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_table, 1);
}

QString RokkakuFinalResults::summary() const
{
    return m_summary->text();
}

void RokkakuFinalResults::showResults(const RokkakuTimeline &timeline, bool dark)
{
    const std::vector<RokkakuTimeline::ResultCheck> checks = timeline.checkResults();
    m_written.assign(std::size_t(timeline.teamCount()), std::nullopt);
    m_table->setRowCount(int(checks.size()));
    int disagreements = 0;
    const QColor bad = dark ? QColor(0x7a, 0x22, 0x22) : QColor(0xff, 0xd6, 0xd6);
    for (int row = 0; row < int(checks.size()); ++row) {
        const RokkakuTimeline::ResultCheck &c = checks[std::size_t(row)];
        if (c.knownTeam)
            m_written[std::size_t(c.written.team)] = c.written.score;
        cell(m_table, row, 0)->setText(c.written.rank > 0 ? QString::number(c.written.rank) : QString());
        cell(m_table, row, 1)
            ->setText(c.knownTeam ? timeline.teamName(c.written.team)
                                  : tr("team %1 (not in the tournament)").arg(c.written.team));
        cell(m_table, row, 2)->setText(QString::number(c.written.score));
        cell(m_table, row, 3)
            ->setText(c.knownTeam ? tr("%1 (rank %2)").arg(c.recomputedScore).arg(c.recomputedRank) : QString());
        QString why;
        if (!c.knownTeam)
            why = tr("The log lists a team that is not in the tournament.");
        else if (c.scoreDiffers && c.rankDiffers)
            why = tr("The log gives %1 points and rank %2; the games add up to %3 points, rank %4.")
                      .arg(c.written.score)
                      .arg(c.written.rank)
                      .arg(c.recomputedScore)
                      .arg(c.recomputedRank);
        else if (c.scoreDiffers)
            why = tr("The log gives %1 points; the games add up to %2.").arg(c.written.score).arg(c.recomputedScore);
        else if (c.rankDiffers)
            why = tr("The log ranks it %1; the games rank it %2.").arg(c.written.rank).arg(c.recomputedRank);
        QTableWidgetItem *check = cell(m_table, row, 4);
        check->setText(c.disagrees() ? tr("⚠ differs") : tr("✓"));
        check->setToolTip(c.disagrees() ? why : tr("Agrees with the games"));
        for (int col = 0; col < 5; ++col) {
            cell(m_table, row, col)->setBackground(c.disagrees() ? QBrush(bad) : QBrush());
            cell(m_table, row, col)->setToolTip(c.disagrees() ? why : QString());
        }
        if (c.disagrees())
            ++disagreements;
    }
    m_disagreements = disagreements;
    int unreplayable = 0;
    for (int g = 0; g < timeline.gameCount(); ++g)
        if (!timeline.game(g).problem.isEmpty())
            ++unreplayable;
    QString summary;
    if (checks.empty())
        summary = tr("The log has no final results; the standings are recomputed from the games.");
    else if (disagreements == 0)
        summary = tr("The log's final results agree with the games.");
    else
        summary = tr("⚠ %n team(s)' final results in the log disagree with what the games add up to (marked).", nullptr,
                     disagreements);
    if (unreplayable > 0)
        summary += QLatin1Char(' ')
                 + tr("%n game(s) cannot be replayed whole; they count up to their first "
                      "inconsistent turn.",
                      nullptr, unreplayable);
    m_summary->setText(summary);
    m_table->setVisible(!checks.empty());
}

} // namespace kibitz
