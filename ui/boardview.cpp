#include "boardview.h"

#include "gamedocument.h"

#include "games/boardmove.h"
#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"
#include "render/boardexport.h"
#include "render/hexrenderer.h"
#include "render/twixtrenderer.h"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

namespace kibitz {

BoardView::BoardView(GameDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    connect(document, &GameDocument::currentNodeChanged, this, &BoardView::refresh);
    connect(document, &GameDocument::treeChanged, this, &BoardView::refresh);
    connect(document, &GameDocument::gameChanged, this, &BoardView::refresh);
    refresh();
}

void BoardView::setDarkTheme(bool dark)
{
    m_dark = dark;
    m_options.theme = dark ? BoardTheme::dark() : BoardTheme::light();
    update();
}

void BoardView::refresh()
{
    if (!m_document)
        return;
    m_picture = buildPicture(m_document->game(), m_document->currentNode(), PictureOptions{m_options.followUps});
    update();
}

std::optional<QPoint> BoardView::cellAt(const QPointF &point) const
{
    if (m_picture.columns < 1 || m_picture.rows < 1)
        return std::nullopt;
    switch (m_picture.kind) {
    case GameKind::Hex:
        return HexRenderer(m_picture.columns, m_picture.rows, boardTarget(), m_options).cellAt(point);
    case GameKind::Twixt:
        return TwixtRenderer(m_picture.columns, m_picture.rows, boardTarget(), m_options).cellAt(point);
    default:
        return std::nullopt;
    }
}

void BoardView::paintEvent(QPaintEvent *)
{
    // Logical coordinates throughout: on a high-DPI screen the backing store
    // scales the painter, so lines and text stay crisp.
    QPainter painter(this);
    paintBoard(painter, boardTarget(), m_picture, m_options);
    QString message;
    if (m_document && !BoardPictureBuilder::supports(m_document->game().kind))
        message = tr("Kibitz cannot show a board for this game yet.");
    else if (!m_picture.ok())
        message = tr("Illegal move: %1").arg(m_picture.error);
    if (!message.isEmpty()) {
        painter.setPen(m_options.theme.coordinates);
        painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, message);
    }
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressedCell = cellAt(event->position());
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    // A click counts only when it is released over the cell it was pressed on,
    // so that a press dragged away can be taken back.
    const std::optional<QPoint> pressed = m_pressedCell;
    m_pressedCell.reset();
    if (pressed && cellAt(event->position()) == pressed)
        handleClick(event->position());
    event->accept();
}

void BoardView::handleClick(const QPointF &point)
{
    if (!m_document || !m_picture.ok())
        return;
    const std::optional<QPoint> cell = cellAt(point);
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
    const Replayer *position = m_document->positionAfter(m_document->currentNode());
    if (!position)
        return;
    const int player = position->toMove();
    QByteArray data;
    switch (m_picture.kind) {
    case GameKind::Hex:
        data = encodeHexStone(HexStone{cell->x(), cell->y(), player});
        break;
    case GameKind::Twixt: {
        TwixtMove move;
        move.x = cell->x();
        move.y = cell->y();
        move.player = player;
        data = encodeTwixtMove(move);
        break;
    }
    default:
        return;
    }
    m_document->play(std::uint8_t(MoveTag::Place), data);
}

void BoardView::wheelEvent(QWheelEvent *event)
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
