#include "games/hextwixt/hextwixtview.h"

#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/hextwixt/hexsolverun.h"
#include "games/hextwixt/hextwixtanalysis.h"
#include "games/hextwixt/hextwixtdescription.h"
#include "games/hextwixt/hextwixtsetup.h"
#include "games/hextwixt/marktools.h"

#include "games/boardmove.h"
#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"
#include "games/twixt/twixtnotation.h"
#include "games/viewproperties.h"
#include "render/boardexport.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QAction>
#include <QActionGroup>
#include <QContextMenuEvent>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPointer>
#include <QWheelEvent>

#include <algorithm>
#include <utility>

namespace kibitz {

HexTwixtView::HexTwixtView(GameDocument *document, QWidget *parent)
    : DocumentView(document, parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    connect(document, &GameDocument::currentNodeChanged, this, &HexTwixtView::refresh);
    connect(document, &GameDocument::treeChanged, this, &HexTwixtView::refresh);
    connect(document, &GameDocument::gameChanged, this, &HexTwixtView::refresh);
    // A mark set or taken away (an edit of the node, or its undo).
    // (Only the marks are taken again: a comment typed meanwhile must not
    // cancel a long move being built.)
    connect(document, &GameDocument::nodeChanged, this, [this](NodeId node) {
        if (!m_document || node != m_document->currentNode())
            return;
        m_picture.markup = m_document->tree().markup(node);
        m_picture.dimmed = dimmedCells(m_document->tree(), node);
        updateDescription();
        update();
    });
    // Solve Position's findings show on the board as they come.
    HexSolveRun *run = HexSolveRun::of(document);
    connect(run, &HexSolveRun::progressed, this, [this] {
        updateAnalysis();
        update();
    });
    connect(run, &HexSolveRun::finished, this, &DocumentView::statusMessage);
    refresh();
}

void HexTwixtView::setDarkTheme(bool dark)
{
    m_dark = dark;
    m_options.theme = boardTheme(dark);
    update();
}

void HexTwixtView::setRenderOptions(const RenderOptions &options)
{
    const BoardTheme theme = m_options.theme;
    const bool flipped = m_options.flipped;
    const bool followUpsChanged = options.followUps != m_options.followUps;
    m_options = options;
    m_options.theme = theme;
    applyOverlayOptions();
    if (followUpsChanged)
        refresh();
    else if (options.flipped != flipped)
        updateDescription(); // the description names the sides as shown
    update();
}

void HexTwixtView::refresh()
{
    if (!m_document)
        return;
    cancelManualLinking();
    m_picture = buildHexTwixtPicture(m_document->game(), m_document->currentNode(),
                                     pictureOptions(m_document, m_options.followUps));
    const std::optional<viewprops::ViewArea> area
        = viewprops::viewAreaAt(m_document->game(), m_document->currentNode());
    m_viewArea = area ? area->rects : std::vector<QRect>();
    updateAnalysis();
    updateDescription();
    update();
}

HexTwixtPictureOptions HexTwixtView::pictureOptions(const GameDocument *document, bool followUps)
{
    HexTwixtPictureOptions options;
    options.followUps = followUps;
    if (const AnalysisMarks *marks = AnalysisMarks::find(document)) {
        const QPointer<const AnalysisMarks> guard(marks);
        options.provenResult = [guard, game = document->gameIndex()](NodeId node) -> std::optional<int> {
            if (!guard)
                return std::nullopt;
            if (const std::optional<AnalysisMarks::Proof> proof = guard->proof(game, node))
                return proof->winner;
            return std::nullopt;
        };
    }
    return options;
}

QRectF HexTwixtView::boardTarget() const
{
    const QRectF whole(rect());
    if (!m_picture.ok() || !HexTwixtPicture::supports(m_picture.kind))
        return whole;
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const QRect area = whole.adjusted(8, 6, -8, 0).toAlignedRect();
    const QFontMetrics metrics = fontMetrics();
    int height = 0;
    if (m_picture.kind == GameKind::Twixt) {
        // Room for the longest legend at this width, so that the board does
        // not move while browsing.
        const GameDocument::GameInfo info = m_document ? m_document->gameInfo() : GameDocument::GameInfo();
        const QString white = info.player1.trimmed().isEmpty() ? tr("White") : info.player1.trimmed();
        const QString black = info.player2.trimmed().isEmpty() ? tr("Black") : info.player2.trimmed();
        const QString longest
            = tr("Decided: %1 wins (proven).").arg(white.size() >= black.size() ? white : black) + QLatin1Char(' ')
            + tr("Pegs still needed (link distance): %1 %2, %3 %4").arg(white, tr("cut off"), black, tr("cut off"))
            + QLatin1Char('\n')
            + HexOverlayPainter::followUpLegend({PictureFollowUp{0, 0, 1, Outcome::Win, NoNode, true},
                                                 PictureFollowUp{0, 0, 1, Outcome::Win, NoNode, false}});
        height = metrics.boundingRect(area, flags, longest).height();
    } else {
        // Two lines always (the overlays' legend is nearly always there),
        // more when this position's legend needs them.
        const QString text = legendText();
        height = std::max(2 * metrics.lineSpacing(),
                          text.isEmpty() ? 0 : metrics.boundingRect(area, flags, text).height());
    }
    if (height == 0)
        return whole;
    const double strip = std::min(whole.height() / 3, double(height) + 12);
    return whole.adjusted(0, strip, 0, 0);
}

QString HexTwixtView::legendText() const
{
    if (!m_picture.ok() || m_manual)
        return QString();
    if (m_picture.kind == GameKind::Twixt)
        return twixtLegend();
    if (m_picture.kind != GameKind::Hex)
        return QString();
    ensureAnalysis();
    return HexOverlayPainter::legend(m_overlay);
}

void HexTwixtView::ensureAnalysis() const
{
    if (!m_analysisStale)
        return;
    m_analysisStale = false;
    m_overlay.decided.reset();
    m_overlay.heatMap.reset();
    m_twixt.reset();
    if (!m_document || !m_picture.ok())
        return;
    const GameRecord &game = m_document->game();
    const GameDocument::GameInfo info = m_document->gameInfo();
    m_overlay.player1Name = info.player1.trimmed().isEmpty() ? tr("Red") : info.player1.trimmed();
    m_overlay.player2Name = info.player2.trimmed().isEmpty() ? tr("Blue") : info.player2.trimmed();
    m_overlay.followUps = m_options.followUps ? m_picture.followUps : std::vector<PictureFollowUp>();
    if (game.kind == GameKind::Hex && (m_overlay.showDecided || m_overlay.heat != HexOverlay::Heat::None)) {
        const std::optional<HexPosition> position = HexTwixtAnalysis::hexPositionAfter(game, m_document->currentNode());
        if (!position)
            return;
        if (m_overlay.showDecided)
            m_overlay.decided = hexDecided(*position);
        if (m_overlay.heat != HexOverlay::Heat::None)
            m_overlay.heatMap = hexHeatMap(*position);
    }
    if (game.kind == GameKind::Hex) {
        // What Solve Position proved here: the running or last solve's
        // winner and winning moves, else an earlier proof's winner.
        m_overlay.solving = false;
        m_overlay.solvedWinner = 0;
        m_overlay.winningMoves.clear();
        m_overlay.winningMovesComplete = false;
        m_overlay.proofSource.clear();
        const NodeId current = m_document->currentNode();
        if (const HexSolveRun *run = HexSolveRun::find(m_document); run && run->shows(current)) {
            m_overlay.solving = run->running();
            m_overlay.solvedWinner = run->winner();
            m_overlay.solvedToMove = run->toMove();
            m_overlay.winningMoves = run->winningMoves();
            m_overlay.winningMovesComplete = run->complete();
        } else if (const AnalysisMarks *marks = AnalysisMarks::find(m_document)) {
            const std::optional<AnalysisMarks::Proof> proof = marks->proof(m_document->gameIndex(), current);
            if (proof && proof->winner != 0) {
                m_overlay.solvedWinner = proof->winner;
                m_overlay.proofSource = proof->source;
            }
            m_overlay.solvedToMove = 0;
        }
    } else if (game.kind == GameKind::Twixt && m_showTwixt) {
        if (const std::optional<TwixtPosition> position
            = HexTwixtAnalysis::twixtPositionAfter(game, m_document->currentNode()))
            m_twixt = analyseTwixt(*position);
    }
}

void HexTwixtView::applyOverlayOptions()
{
    const GameOptions &game = m_options.game;
    const HexOverlay::Heat heat = game.value(HexResistanceHeat)  ? HexOverlay::Heat::Resistance
                                : game.value(HexTwoDistanceHeat) ? HexOverlay::Heat::TwoDistance
                                                                 : HexOverlay::Heat::None;
    const bool decided = game.value(HexShowDecided);
    const bool twixt = game.value(TwixtShowConnection);
    if (heat == m_overlay.heat && decided == m_overlay.showDecided && twixt == m_showTwixt)
        return;
    m_overlay.showDecided = decided;
    m_overlay.heat = heat;
    m_showTwixt = twixt;
    updateAnalysis();
    update();
}

void HexTwixtView::setOverlayOption(const GameOption &option, bool on)
{
    // The window's View menu holds the option when there is a window: its
    // action sets it in every view's render options and the settings.
    QAction *action = window() != this ? window()->findChild<QAction *>(QLatin1String(option.key)) : nullptr;
    if (action && action->isCheckable()) {
        action->setChecked(on);
        if (m_options.game.value(option) == on)
            return;
    }
    m_options.game.set(option, on);
    applyOverlayOptions();
}

void HexTwixtView::setShowDecided(bool show)
{
    setOverlayOption(HexShowDecided, show);
}

void HexTwixtView::setHeatMap(HexOverlay::Heat heat)
{
    // Switch the other one off first, so that at most one is on.
    if (heat != HexOverlay::Heat::TwoDistance)
        setOverlayOption(HexTwoDistanceHeat, false);
    if (heat != HexOverlay::Heat::Resistance)
        setOverlayOption(HexResistanceHeat, false);
    if (heat != HexOverlay::Heat::None)
        setOverlayOption(heat == HexOverlay::Heat::Resistance ? HexResistanceHeat : HexTwoDistanceHeat, true);
}

void HexTwixtView::setShowTwixtConnection(bool show)
{
    setOverlayOption(TwixtShowConnection, show);
}

QString HexTwixtView::twixtConnectionText() const
{
    ensureAnalysis();
    if (!m_twixt)
        return QString();
    const GameDocument::GameInfo info = m_document->gameInfo();
    const QString white = info.player1.trimmed().isEmpty() ? tr("White") : info.player1.trimmed();
    const QString black = info.player2.trimmed().isEmpty() ? tr("Black") : info.player2.trimmed();
    const auto distance = [](int d) { return d == TwixtAnalysis::Unreachable ? tr("cut off") : QString::number(d); };
    QString text;
    if (m_twixt->draw)
        text = tr("Draw: neither player can connect.");
    else if (m_twixt->decidedWinner != 0)
        text = tr("Decided: %1 wins (proven).").arg(m_twixt->decidedWinner == 1 ? white : black);
    return (text.isEmpty() ? QString() : text + QLatin1Char(' '))
         + tr("Pegs still needed (link distance): %1 %2, %3 %4")
               .arg(white, distance(m_twixt->distance[0]), black, distance(m_twixt->distance[1]));
}

QString HexTwixtView::twixtLegend() const
{
    if (m_picture.kind != GameKind::Twixt || m_manual)
        return QString();
    QStringList parts;
    if (const QString connection = twixtConnectionText(); !connection.isEmpty())
        parts << connection;
    if (m_options.followUps)
        if (const QString followUps = HexOverlayPainter::followUpLegend(m_picture.followUps); !followUps.isEmpty())
            parts << followUps;
    // A line each, as Hex's: the pegs still needed end without a full stop.
    return parts.join(QLatin1Char('\n'));
}

QMenu *HexTwixtView::createContextMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    if (!m_document)
        return menu;
    const GameKind kind = m_document->game().kind;
    if (kind == GameKind::Hex) {
        QAction *solve = menu->addAction(tr("Solve Position"), this, &HexTwixtView::solvePosition);
        solve->setObjectName(QStringLiteral("SolvePosition"));
    }
    QAction *analyse = menu->addAction(tr("Analyse Game"), this, &HexTwixtView::analyseGame);
    analyse->setObjectName(QStringLiteral("AnalyseGame"));
    menu->addSeparator();
    if (kind == GameKind::Hex) {
        QAction *decided = menu->addAction(tr("Show Decided Verdict"));
        decided->setObjectName(QStringLiteral("ShowDecided"));
        decided->setCheckable(true);
        decided->setChecked(m_overlay.showDecided);
        connect(decided, &QAction::toggled, this, &HexTwixtView::setShowDecided);
        auto *group = new QActionGroup(menu);
        group->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
        const auto heat = [&](const QString &text, const QString &name, HexOverlay::Heat which) {
            QAction *action = menu->addAction(text);
            action->setObjectName(name);
            action->setCheckable(true);
            action->setChecked(m_overlay.heat == which);
            group->addAction(action);
            connect(action, &QAction::toggled, this, [this, which](bool on) {
                if (on)
                    setHeatMap(which);
                else if (m_overlay.heat == which)
                    setHeatMap(HexOverlay::Heat::None);
            });
        };
        heat(tr("Two-Distance Heat Map"), QStringLiteral("HeatTwoDistance"), HexOverlay::Heat::TwoDistance);
        heat(tr("Resistance Heat Map"), QStringLiteral("HeatResistance"), HexOverlay::Heat::Resistance);
    } else if (kind == GameKind::Twixt) {
        QAction *connection = menu->addAction(tr("Show Connection Analysis"));
        connection->setObjectName(QStringLiteral("ShowTwixtConnection"));
        connection->setCheckable(true);
        connection->setChecked(m_showTwixt);
        connect(connection, &QAction::toggled, this, &HexTwixtView::setShowTwixtConnection);
    }
    menu->addSeparator();
    QPointer<HexTwixtView> self(this);
    const auto view = [self] { return self.data(); };
    QMenu *moveMarks = menu->addMenu(tr("Mark Move"));
    moveMarks->setObjectName(QStringLiteral("MarkMoveHere"));
    MarkTools::fillMoveMarks(moveMarks, view, false);
    QMenu *positionMarks = menu->addMenu(tr("Mark Position"));
    positionMarks->setObjectName(QStringLiteral("MarkPositionHere"));
    MarkTools::fillPositionMarks(positionMarks, view);
    return menu;
}

void HexTwixtView::contextMenuEvent(QContextMenuEvent *event)
{
    // In set-up mode the right button puts down player 2's pieces.
    if (isSetupMode() && event->reason() == QContextMenuEvent::Mouse) {
        event->accept();
        return;
    }
    QMenu *menu = createContextMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
    event->accept();
}

void HexTwixtView::solvePosition()
{
    if (!m_document)
        return;
    const QString why = HexSolveRun::of(m_document)->start(m_document->currentNode());
    emit statusMessage(why.isEmpty() ? tr("Solving the position beside the window…") : why);
}

void HexTwixtView::analyseGame()
{
    if (!m_document)
        return;
    HexTwixtAnalysis::Options options;
    options.delayMilliseconds = m_progressDelay;
    emit statusMessage(HexTwixtAnalysis::analyseGame(window(), m_document, options));
}

QString HexTwixtView::positionDescription() const
{
    if (!m_document)
        return QString();
    HexTwixtDescription::Context context;
    const NodeId current = m_document->currentNode();
    if (current != m_document->tree().root())
        context.lastMoveText = m_document->moveText(current);
    context.flipped = m_options.flipped;
    return HexTwixtDescription::describe(m_picture, m_document->game(), context);
}

void HexTwixtView::updateDescription()
{
    if (!m_document)
        return;
    const QString name = HexTwixtDescription::name(m_picture);
    const QString description = positionDescription();
    // QWidget sends the NameChanged and DescriptionChanged events itself when
    // the text changes: screen readers learn of the new position once.
    setAccessibleName(name);
    setAccessibleDescription(description);
}

std::optional<QPoint> HexTwixtView::cellAt(const QPointF &point) const
{
    if (m_picture.columns < 1 || m_picture.rows < 1)
        return std::nullopt;
    switch (m_picture.kind) {
    case GameKind::Hex:
        return HexRenderer(m_picture.columns, m_picture.rows, boardTarget(), shownOptions()).cellAt(point);
    case GameKind::Twixt:
        return TwixtRenderer(m_picture.columns, m_picture.rows, boardTarget(), shownOptions()).cellAt(point);
    default:
        return std::nullopt;
    }
}

RenderOptions HexTwixtView::shownOptions() const
{
    RenderOptions options = m_options;
    if (!options.wholeBoard)
        options.viewArea = m_viewArea;
    return options;
}

void HexTwixtView::paintEvent(QPaintEvent *)
{
    // Logical coordinates throughout: on a high-DPI screen the backing store
    // scales the painter, so lines and text stay crisp.
    const qreal ratio = devicePixelRatioF();
    const RenderOptions options = shownOptions();
    QString area;
    for (const QRect &r : options.viewArea)
        area += QStringLiteral(" %1,%2,%3,%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
    const QString key = QStringLiteral("%1 %2x%3 %4x%5 %6 %7%8%9%10%11 %12")
                            .arg(int(m_picture.kind))
                            .arg(m_picture.columns)
                            .arg(m_picture.rows)
                            .arg(width())
                            .arg(height())
                            .arg(ratio)
                            .arg(m_dark)
                            .arg(m_options.coordinates)
                            .arg(m_options.flipped)
                            .arg(m_options.game.value(HexRotated))
                            .arg(m_options.game.value(TwixtGuidelines))
                            .arg(boardTarget().top())
                      + area;
    if (key != m_backgroundKey) {
        m_background = QPixmap(size() * ratio);
        m_background.setDevicePixelRatio(ratio);
        m_background.fill(m_options.theme.background); // the legend's strip too
        QPainter background(&m_background);
        paintBoard(background, boardTarget(), m_picture, options, BoardLayers::Background);
        m_backgroundKey = key;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_background);
    paintBoard(painter, boardTarget(), m_manual ? shownPicture() : m_picture, options, BoardLayers::Pieces);
    ensureAnalysis();
    if (m_picture.kind == GameKind::Hex && m_picture.ok() && !m_manual && m_picture.columns > 0)
        HexOverlayPainter::paint(painter, HexRenderer(m_picture.columns, m_picture.rows, boardTarget(), options),
                                 m_overlay, m_options.theme);
    if (const QString text = legendText(); !text.isEmpty()) {
        // In the strip above the board that boardTarget() leaves free: the
        // legend covers nothing of the board at any size or language.
        const QRectF strip = QRectF(rect()).adjusted(8, 6, -8, 0);
        painter.setPen(m_options.theme.coordinates);
        painter.drawText(QRectF(strip.left(), strip.top(), strip.width(), boardTarget().top() - strip.top()),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    }
    QString message;
    if (m_document && !HexTwixtPicture::supports(m_document->game().kind))
        message = tr("Kibitz cannot show a board for this game yet.");
    else if (!m_picture.ok())
        message = tr("Illegal move: %1").arg(m_picture.error);
    else if (m_manual)
        message = tr("Manual linking: click a link to remove it, a peg to add its links; Ctrl-click or Enter "
                     "plays the move, Escape cancels.");
    else if (isSetupMode())
        message = tr("Set-up mode: a left click puts down player 1's piece, a right click (or Shift and a left "
                     "click) player 2's; clicking a piece of that colour takes it off.");
    if (!message.isEmpty()) {
        painter.setPen(m_options.theme.coordinates);
        painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, message);
    }
}

void HexTwixtView::focusInEvent(QFocusEvent *event)
{
    // A click that gives the board the focus (coming from the Games list,
    // say) only focuses: it adds no move (see handleClick).
    m_focusClick = event->reason() == Qt::MouseFocusReason;
    DocumentView::focusInEvent(event);
}

void HexTwixtView::focusOutEvent(QFocusEvent *event)
{
    m_focusClick = false;
    DocumentView::focusOutEvent(event);
}

void HexTwixtView::mousePressEvent(QMouseEvent *event)
{
    const bool focusing = std::exchange(m_focusClick, false);
    if (event->button() == Qt::LeftButton || (isSetupMode() && event->button() == Qt::RightButton)) {
        m_pressedCell = cellAt(event->position());
        m_pressedButton = event->button();
        m_pressFocused = focusing;
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void HexTwixtView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton && !(isSetupMode() && event->button() == Qt::RightButton)) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    // A click counts only when it is released over the cell it was pressed on,
    // so that a press dragged away can be taken back.
    const std::optional<QPoint> pressed = m_pressedCell;
    const Qt::MouseButton button = m_pressedButton;
    m_pressedCell.reset();
    m_pressedButton = Qt::NoButton;
    const std::optional<QPoint> released = cellAt(event->position());
    if (m_markTool != MarkTool::None && !m_manual && !isSetupMode()) {
        // Arrows and lines go from the cell pressed to the cell released on;
        // the other marks need a click.
        const bool drawn = m_markTool == MarkTool::Arrow || m_markTool == MarkTool::Line;
        if (pressed && released && (drawn ? *released != *pressed : *released == *pressed))
            applyMarkTool(m_markTool, *pressed, released);
        m_pressFocused = false;
        event->accept();
        return;
    }
    if (pressed && released == pressed && button == event->button()) {
        if (isSetupMode()) {
            const bool second = button == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier);
            QString error;
            if (!setUpClick(pressed->x(), pressed->y(), second ? 2 : 1, &error) && !error.isEmpty())
                emit statusMessage(tr("Cannot set up there: %1").arg(error));
        } else {
            handleClick(event->position(), event->modifiers(), std::exchange(m_pressFocused, false));
        }
    }
    event->accept();
}

void HexTwixtView::setSetupMode(bool on)
{
    if (on == isSetupMode())
        return;
    cancelManualLinking();
    DocumentView::setSetupMode(on);
    emit statusMessage(on ? tr("Set-up mode: clicks put pieces down and take them off") : tr("Set-up mode ended"));
    update();
}

bool HexTwixtView::setUpClick(int x, int y, int player, QString *error)
{
    if (!m_document || !m_picture.ok())
        return false;
    // A click on a piece of the clicked colour takes it off.
    const int target = m_picture.playerAt(x, y) == player ? 0 : player;
    return HexTwixtSetup::setCell(*m_document, x, y, target, error);
}

bool HexTwixtView::switchPlayerToMove(QString *error)
{
    if (!m_document || !m_picture.ok()) {
        if (error)
            *error = tr("The shown position has an illegal move before it.");
        return false;
    }
    return HexTwixtSetup::setPlayerToMove(*m_document, 3 - m_picture.toMove, error);
}

void HexTwixtView::handleClick(const QPointF &point, Qt::KeyboardModifiers modifiers, bool focusing)
{
    if (!m_document || !m_picture.ok())
        return;
    const bool manualModifier = modifiers & Qt::ControlModifier;
    if (m_manual) {
        if (manualModifier)
            finishManualLinking();
        else
            manualClick(point);
        return;
    }
    const std::optional<QPoint> cell = cellAt(point);
    if (cell && manualModifier && m_picture.kind == GameKind::Twixt && m_picture.playerAt(cell->x(), cell->y()) == 0) {
        startManualLinking(cell->x(), cell->y());
        return;
    }
    if (!cell)
        return;
    // A follow-up glyph names its node: follow that one, even when the tree
    // holds the same move twice.
    for (const PictureFollowUp &followUp : m_picture.followUps) {
        if (followUp.x == cell->x() && followUp.y == cell->y() && followUp.node != NoNode) {
            m_document->setCurrentNode(followUp.node);
            return;
        }
    }
    if (m_picture.playerAt(cell->x(), cell->y()) != 0)
        return;
    // The click that focused the board follows a stored move but adds none:
    // a new move in a file read from disk must be a deliberate second click.
    const QString name = HexTwixtDescription::cellName(m_picture.kind, cell->x(), cell->y());
    if (focusing) {
        const QByteArray data = placeData(cell->x(), cell->y());
        if (data.isEmpty()
            || m_document->tree().findChild(m_document->currentNode(), std::uint8_t(MoveTag::Place), data) == NoNode) {
            emit statusMessage(tr("The board has the focus; click %1 again to play it.").arg(name));
            return;
        }
    }
    if (playAt(cell->x(), cell->y()) == GameDocument::PlayResult::Added)
        emit statusMessage(tr("Added %1 as a new variation; Undo (%2) takes it back.")
                               .arg(m_document->moveText(m_document->currentNode()),
                                    QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
}

QByteArray HexTwixtView::placeData(int x, int y) const
{
    const Replayer *position = m_document ? m_document->positionAfter(m_document->currentNode()) : nullptr;
    if (!position)
        return QByteArray();
    const int player = position->toMove();
    switch (m_picture.kind) {
    case GameKind::Hex:
        return encodeHexStone(HexStone{x, y, player});
    case GameKind::Twixt: {
        TwixtMove move;
        move.x = x;
        move.y = y;
        move.player = player;
        return encodeTwixtMove(move);
    }
    default:
        return QByteArray();
    }
}

GameDocument::PlayResult HexTwixtView::playAt(int x, int y)
{
    const QByteArray data = placeData(x, y);
    if (data.isEmpty())
        return GameDocument::PlayResult::Illegal;
    return m_document->play(std::uint8_t(MoveTag::Place), data);
}

bool HexTwixtView::playTypedMove(const QString &text, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!m_document || (m_picture.kind != GameKind::Hex && m_picture.kind != GameKind::Twixt))
        return fail(tr("Moves can be typed on Hex and Twixt boards only."));
    if (!m_picture.ok())
        return fail(tr("The shown position has an illegal move before it: %1").arg(m_picture.error));
    cancelManualLinking();
    const QString cell = text.trimmed();
    // Both games name cells by column letters and a 1-based row: "f6", "K12".
    const std::optional<std::pair<int, int>> hole = twixtnotation::parseHole(cell);
    if (!hole)
        return fail(tr("\"%1\" is not a cell: write its column letters and row number, as in %2.")
                        .arg(cell, HexTwixtDescription::cellName(m_picture.kind, 3, 4)));
    const auto [x, y] = *hole;
    if (x < 0 || y < 0 || x >= m_picture.columns || y >= m_picture.rows)
        return fail(tr("%1 is not on this %2 by %3 board.").arg(cell).arg(m_picture.columns).arg(m_picture.rows));
    if (m_picture.playerAt(x, y) != 0)
        return fail(tr("%1 is taken.").arg(HexTwixtDescription::cellName(m_picture.kind, x, y)));
    if (playAt(x, y) == GameDocument::PlayResult::Illegal)
        return fail(tr("%1 cannot be played here.").arg(HexTwixtDescription::cellName(m_picture.kind, x, y)));
    return true;
}

QString HexTwixtView::tryMove(const TwixtMove &move) const
{
    const Replayer *position = m_document ? m_document->positionAfter(m_document->currentNode()) : nullptr;
    if (!position)
        return tr("no position");
    std::unique_ptr<Replayer> trial = position->clone();
    return trial->apply(std::uint8_t(MoveTag::Place), encodeTwixtMove(move));
}

void HexTwixtView::startManualLinking(int x, int y)
{
    const Replayer *position = m_document->positionAfter(m_document->currentNode());
    if (!position)
        return;
    TwixtMove move;
    move.x = x;
    move.y = y;
    move.player = position->toMove();
    move.longMove = true; // Jgame's long form: only the listed links are made
    const QString error = tryMove(move);
    if (!error.isEmpty()) {
        emit statusMessage(tr("Cannot place a peg there: %1").arg(error));
        return;
    }
    m_manual = move;
    emit statusMessage(tr("Manual linking started"));
    update();
}

void HexTwixtView::manualClick(const QPointF &point)
{
    TwixtMove &move = *m_manual;
    const TwixtRenderer renderer(m_picture.columns, m_picture.rows, boardTarget(), shownOptions());
    const std::optional<QPoint> cell = cellAt(point);
    const auto pegOwner
        = [&](int x, int y) { return x == move.x && y == move.y ? move.player : m_picture.playerAt(x, y); };
    // A peg of the mover: add every link from it that the rules allow now.
    if (cell && pegOwner(cell->x(), cell->y()) == move.player) {
        static constexpr int knight[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int added = 0;
        for (const auto &d : knight) {
            const int ox = cell->x() + d[0], oy = cell->y() + d[1];
            if (pegOwner(ox, oy) != move.player)
                continue;
            const std::optional<TwixtLink> link = TwixtLink::between(cell->x(), cell->y(), ox, oy);
            if (!link || std::find(move.added.begin(), move.added.end(), *link) != move.added.end())
                continue;
            const bool onBoard = std::any_of(m_picture.links.begin(), m_picture.links.end(),
                                             [&](const PictureLink &l) { return l.link == *link; });
            const bool removed = std::find(move.removed.begin(), move.removed.end(), *link) != move.removed.end();
            if (onBoard && !removed)
                continue;
            TwixtMove trial = move;
            if (removed)
                trial.removed.erase(std::find(trial.removed.begin(), trial.removed.end(), *link));
            else
                trial.added.push_back(*link);
            if (tryMove(trial).isEmpty()) {
                move = trial;
                ++added;
            }
        }
        emit statusMessage(added ? tr("%n link(s) added", nullptr, added) : tr("No link can be added to that peg"));
        update();
        return;
    }
    // A link: take back one added by hand, or remove one of the mover's.
    if (const std::optional<TwixtLink> link = renderer.linkAt(point)) {
        const auto addedIt = std::find(move.added.begin(), move.added.end(), *link);
        if (addedIt != move.added.end()) {
            move.added.erase(addedIt);
            emit statusMessage(tr("Link taken back"));
        } else {
            const auto onBoard = std::find_if(m_picture.links.begin(), m_picture.links.end(),
                                              [&](const PictureLink &l) { return l.link == *link; });
            if (onBoard == m_picture.links.end() || onBoard->player != move.player) {
                emit statusMessage(tr("Only your own links can be removed"));
                return;
            }
            const auto removedIt = std::find(move.removed.begin(), move.removed.end(), *link);
            if (removedIt != move.removed.end()) {
                move.removed.erase(removedIt); // clicked again: keep it after all
                emit statusMessage(tr("Link kept"));
            } else {
                move.removed.push_back(*link);
                emit statusMessage(tr("Link removed"));
            }
        }
        update();
    }
}

bool HexTwixtView::finishManualLinking()
{
    if (!m_manual || !m_document)
        return false;
    const TwixtMove move = *m_manual;
    m_manual.reset();
    const QString error = tryMove(move);
    if (!error.isEmpty()) {
        emit statusMessage(tr("Illegal move: %1").arg(error));
        update();
        return false;
    }
    emit statusMessage(QString()); // "Manual linking started", "n links added": over
    m_document->play(std::uint8_t(MoveTag::Place), encodeTwixtMove(move));
    update();
    return true;
}

void HexTwixtView::cancelManualLinking()
{
    if (!m_manual)
        return;
    m_manual.reset();
    emit statusMessage(QString()); // the linking messages are over
    update();
}

void HexTwixtView::applyMarkTool(MarkTool tool, QPoint cell, std::optional<QPoint> to)
{
    if (!m_document || tool == MarkTool::None || !m_picture.ok())
        return;
    const NodeId node = m_document->currentNode();
    NodeMarkup markup = m_document->tree().markup(node);
    const int x = cell.x(), y = cell.y();
    QString text;
    auto toggleShape = [&](MarkShape shape, const QString &added, const QString &removed) {
        CellList &list = markup.shape(shape);
        if (list.contains(x, y)) {
            list.remove(x, y);
            text = removed;
            return;
        }
        // A cell holds one of the four shapes: the new one replaces another.
        if (shape != MarkShape::Selected)
            for (MarkShape other : {MarkShape::Triangle, MarkShape::Square, MarkShape::Circle, MarkShape::Cross})
                markup.shape(other).remove(x, y);
        list.add(x, y);
        text = added;
    };
    switch (tool) {
    case MarkTool::None:
        return;
    case MarkTool::Triangle:
        toggleShape(MarkShape::Triangle, tr("Add Triangle"), tr("Remove Triangle"));
        break;
    case MarkTool::Square:
        toggleShape(MarkShape::Square, tr("Add Square"), tr("Remove Square"));
        break;
    case MarkTool::Circle:
        toggleShape(MarkShape::Circle, tr("Add Circle"), tr("Remove Circle"));
        break;
    case MarkTool::Cross:
        toggleShape(MarkShape::Cross, tr("Add Cross"), tr("Remove Cross"));
        break;
    case MarkTool::Selected:
        toggleShape(MarkShape::Selected, tr("Select Cell"), tr("Unselect Cell"));
        break;
    case MarkTool::Dimmed: {
        // Dimming is inherited from the nodes above: the node gets a list of
        // its own, the inherited one with the cell added or taken away.
        CellList &own = markup.shape(MarkShape::Dimmed);
        if (own.isEmpty() && !markup.undim)
            for (const MarkCell &c : m_picture.dimmed)
                own.add(c.x, c.y);
        if (own.contains(x, y)) {
            own.remove(x, y);
            text = tr("Undim Cell");
        } else {
            own.add(x, y);
            text = tr("Dim Cell");
        }
        // Nothing dimmed here while the nodes above dim something: DD[].
        markup.undim = own.isEmpty() && !dimmedCells(m_document->tree(), m_document->tree().parent(node)).empty();
        if (node == m_document->tree().root())
            markup.undim = false;
        break;
    }
    case MarkTool::Letter:
    case MarkTool::Number: {
        const auto at = std::find_if(markup.labels.begin(), markup.labels.end(), [&](const BoardLabel &l) {
            return l.at == MarkCell{x, y};
        });
        if (at != markup.labels.end()) {
            markup.labels.erase(at);
            text = tr("Remove Label");
        } else {
            markup.labels.push_back({{x, y}, nextFreeLabel(markup, tool == MarkTool::Number)});
            text = tr("Add Label");
        }
        break;
    }
    case MarkTool::Arrow:
    case MarkTool::Line: {
        if (!to || *to == cell)
            return;
        const bool arrow = tool == MarkTool::Arrow;
        std::vector<BoardLine> &lines = arrow ? markup.arrows : markup.lines;
        const BoardLine line{{x, y}, {to->x(), to->y()}};
        const BoardLine reversed{line.to, line.from};
        const auto at = std::find_if(lines.begin(), lines.end(),
                                     [&](const BoardLine &l) { return l == line || (!arrow && l == reversed); });
        if (at != lines.end()) {
            lines.erase(at);
            text = arrow ? tr("Remove Arrow") : tr("Remove Line");
        } else {
            lines.push_back(line);
            text = arrow ? tr("Add Arrow") : tr("Add Line");
        }
        break;
    }
    }
    m_document->setMarkup(node, markup, text);
}

void HexTwixtView::setMoveMark(MoveMark mark, int emphasis)
{
    if (!m_document)
        return;
    const NodeId node = m_document->currentNode();
    NodeMarkup markup = m_document->tree().markup(node);
    markup.move = mark;
    markup.moveEmphasis = mark == MoveMark::Good || mark == MoveMark::Bad ? emphasis : 1;
    m_document->setMarkup(node, markup, mark == MoveMark::None ? tr("Clear Move Mark") : tr("Mark Move"));
}

void HexTwixtView::setPositionMark(PositionMark mark, int emphasis)
{
    if (!m_document)
        return;
    const NodeId node = m_document->currentNode();
    NodeMarkup markup = m_document->tree().markup(node);
    markup.position = mark;
    markup.positionEmphasis = emphasis;
    m_document->setMarkup(node, markup, mark == PositionMark::None ? tr("Clear Position Mark") : tr("Mark Position"));
}

void HexTwixtView::setHotspot(int value)
{
    if (!m_document)
        return;
    const NodeId node = m_document->currentNode();
    NodeMarkup markup = m_document->tree().markup(node);
    markup.hotspot = value;
    m_document->setMarkup(node, markup, value ? tr("Mark Hotspot") : tr("Clear Hotspot"));
}

QImage HexTwixtView::diagram()
{
    return renderImage(shownPicture(), size().expandedTo(QSize(200, 200)), m_options);
}

bool HexTwixtView::exportImage(const QString &path, QString *error) const
{
    const QSize size = this->size().expandedTo(QSize(200, 200));
    const HexTwixtPicture picture = shownPicture();
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        return writeSvg(path, picture, size, shownOptions(), m_document ? m_document->displayName() : QString(), error);
    return writePng(path, picture, size, shownOptions(), error);
}

HexTwixtPicture HexTwixtView::shownPicture() const
{
    if (!m_manual)
        return m_picture;
    HexTwixtPicture picture = m_picture;
    const TwixtMove &move = *m_manual;
    std::erase_if(picture.links, [&](const PictureLink &l) {
        return std::find(move.removed.begin(), move.removed.end(), l.link) != move.removed.end();
    });
    for (const TwixtLink &link : move.added)
        picture.links.push_back({link, move.player});
    picture.stones.push_back({move.x, move.y, move.player, picture.ply + 1});
    picture.lastMove = QPoint(move.x, move.y);
    picture.followUps.clear();
    return picture;
}

void HexTwixtView::keyPressEvent(QKeyEvent *event)
{
    if (m_manual && event->key() == Qt::Key_Escape) {
        cancelManualLinking();
        emit statusMessage(tr("Manual linking cancelled"));
        return;
    }
    if (m_manual && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        finishManualLinking();
        return;
    }
    QWidget::keyPressEvent(event);
}

void HexTwixtView::wheelEvent(QWheelEvent *event)
{
    if (!m_document) {
        event->ignore();
        return;
    }
    // Touchpads send many small deltas: step once per notch (120).
    m_wheelDelta += event->angleDelta().y();
    while (m_wheelDelta >= 120) {
        m_document->goToParent();
        m_wheelDelta -= 120;
    }
    while (m_wheelDelta <= -120) {
        m_document->goToMainChild();
        m_wheelDelta += 120;
    }
    event->accept();
}

} // namespace kibitz
