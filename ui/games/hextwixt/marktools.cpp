#include "games/hextwixt/marktools.h"

#include "document/gamedocument.h"
#include "render/boardtheme.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QIcon>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPixmap>
#include <QToolBar>

namespace kibitz {

namespace {

using Tool = HexTwixtView::MarkTool;

const char *const ToolProperty = "kibitzMarkTool";

// The tool bar's icons: the marks as the board draws them, in `ink` (the
// tool bar's text colour, so that they read in both themes).
QIcon toolIcon(Tool tool, const QColor &ink)
{
    QPixmap pixmap(QSize(32, 32));
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(ink, 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    const QPointF c(16, 16);
    QFont font = p.font();
    font.setPixelSize(18);
    font.setBold(true);
    p.setFont(font);
    switch (tool) {
    case Tool::None:
        p.setBrush(ink);
        p.drawEllipse(c, 10, 10);
        break;
    case Tool::Triangle:
        p.drawPolygon(QPolygonF({QPointF(16, 5), QPointF(27, 25), QPointF(5, 25)}));
        break;
    case Tool::Square:
        p.drawRect(QRectF(7, 7, 18, 18));
        break;
    case Tool::Circle:
        p.drawEllipse(c, 10, 10);
        break;
    case Tool::Cross:
        p.drawLine(QPointF(8, 8), QPointF(24, 24));
        p.drawLine(QPointF(8, 24), QPointF(24, 8));
        break;
    case Tool::Selected:
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(40, 120, 220, 160));
        p.drawEllipse(c, 12, 12);
        break;
    case Tool::Dimmed:
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 90));
        p.drawEllipse(c, 12, 12);
        break;
    case Tool::Letter:
        p.drawText(QRectF(0, 0, 32, 32), Qt::AlignCenter, QStringLiteral("A"));
        break;
    case Tool::Number:
        p.drawText(QRectF(0, 0, 32, 32), Qt::AlignCenter, QStringLiteral("1"));
        break;
    case Tool::Arrow:
        p.drawLine(QPointF(6, 26), QPointF(26, 6));
        p.drawLine(QPointF(26, 6), QPointF(16, 8));
        p.drawLine(QPointF(26, 6), QPointF(24, 16));
        break;
    case Tool::Line:
        p.drawLine(QPointF(6, 26), QPointF(26, 6));
        break;
    }
    return QIcon(pixmap);
}

} // namespace

MarkTools::MarkTools(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("MarkTools"));
    m_toolBar = new QToolBar(tr("Marks"), window);
    m_toolBar->setObjectName(QStringLiteral("MarksToolBar"));
    window->addToolBar(Qt::TopToolBarArea, m_toolBar);
    auto *group = new QActionGroup(this);
    const std::pair<Tool, QString> tools[] = {
        {Tool::None, tr("Play Moves")},
        {Tool::Triangle, tr("Triangle")},
        {Tool::Square, tr("Square")},
        {Tool::Circle, tr("Circle")},
        {Tool::Cross, tr("Cross")},
        {Tool::Selected, tr("Select Cells")},
        {Tool::Dimmed, tr("Dim Cells")},
        {Tool::Letter, tr("Letter Labels (A, B, C…)")},
        {Tool::Number, tr("Number Labels (1, 2, 3…)")},
        {Tool::Arrow, tr("Arrow (drag from cell to cell)")},
        {Tool::Line, tr("Line (drag from cell to cell)")},
    };
    const char *names[]
        = {"markToolPlay", "markToolTriangle", "markToolSquare", "markToolCircle", "markToolCross", "markToolSelect",
           "markToolDim",  "markToolLetter",   "markToolNumber", "markToolArrow",  "markToolLine"};
    int i = 0;
    for (const auto &[tool, text] : tools) {
        QAction *action = m_toolBar->addAction(text);
        action->setObjectName(QLatin1String(names[i++]));
        action->setProperty(ToolProperty, int(tool));
        action->setCheckable(true);
        action->setChecked(tool == Tool::None);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, tool = tool] { setTool(tool); });
    }
    paintIcons();
    m_toolBar->installEventFilter(this); // paints them again for a new theme

    // The Edit menu's Mark Move and Mark Position, before its Find.
    QMenu *edit = nullptr;
    for (QAction *a : window->menuBar()->actions()) {
        if (a->menu() && a->menu()->actions().contains(window->findChild<QAction *>(QStringLiteral("undo"))))
            edit = a->menu();
    }
    QAction *find = window->findChild<QAction *>(QStringLiteral("find"));
    m_moveMenu = new QMenu(tr("Mark Mo&ve"), window);
    m_moveMenu->setObjectName(QStringLiteral("markMoveMenu"));
    m_positionMenu = new QMenu(tr("Mark Posi&tion"), window);
    m_positionMenu->setObjectName(QStringLiteral("markPositionMenu"));
    const auto view = [this] { return currentView(); };
    fillMoveMarks(m_moveMenu, view, true);
    fillPositionMarks(m_positionMenu, view);
    if (edit) {
        QAction *before = find && edit->actions().contains(find) ? find : nullptr;
        edit->insertMenu(before, m_moveMenu);
        edit->insertMenu(before, m_positionMenu);
        edit->insertSeparator(before);
    }
    // The shortcuts work wherever the focus is in the window.
    window->addActions(m_moveMenu->actions());
    setDocument(nullptr);
}

void MarkTools::fillMoveMarks(QMenu *menu, const std::function<HexTwixtView *()> &view, bool shortcuts)
{
    struct Row {
        MoveMark mark;
        int emphasis;
        QString text;
        const char *name;
        Qt::Key key;
    };
    const Row rows[] = {
        {MoveMark::Good, 1, tr("&Good Move (!)"), "markGoodMove", Qt::Key_1},
        {MoveMark::Bad, 1, tr("&Bad Move (?)"), "markBadMove", Qt::Key_2},
        {MoveMark::Interesting, 1, tr("&Interesting Move (!?)"), "markInterestingMove", Qt::Key_3},
        {MoveMark::Doubtful, 1, tr("&Doubtful Move (?!)"), "markDoubtfulMove", Qt::Key_4},
        {MoveMark::Good, 2, tr("&Very Good Move (!!)"), "markVeryGoodMove", Qt::Key_5},
        {MoveMark::Bad, 2, tr("Very B&ad Move (?\?)"), "markVeryBadMove", Qt::Key_6},
        {MoveMark::None, 1, tr("&Clear Move Mark"), "clearMoveMark", Qt::Key_0},
    };
    for (const Row &row : rows) {
        if (row.mark == MoveMark::None)
            menu->addSeparator();
        QAction *action = menu->addAction(row.text);
        action->setObjectName(QLatin1String(row.name) + (shortcuts ? QString() : QStringLiteral("Here")));
        if (shortcuts)
            action->setShortcut(QKeySequence(Qt::ALT | row.key));
        QObject::connect(action, &QAction::triggered, menu, [view, row] {
            if (HexTwixtView *v = view())
                v->setMoveMark(row.mark, row.emphasis);
        });
    }
}

void MarkTools::fillPositionMarks(QMenu *menu, const std::function<HexTwixtView *()> &view)
{
    const std::pair<PositionMark, QString> rows[] = {
        {PositionMark::GoodForBlack, tr("Good for &Black")},
        {PositionMark::GoodForWhite, tr("Good for &White")},
        {PositionMark::Even, tr("&Even")},
        {PositionMark::Unclear, tr("&Unclear")},
        {PositionMark::None, tr("&Clear Position Mark")},
    };
    for (const auto &[mark, text] : rows) {
        QAction *action = menu->addAction(text);
        QObject::connect(action, &QAction::triggered, menu, [view, mark = mark] {
            if (HexTwixtView *v = view())
                v->setPositionMark(mark);
        });
    }
    menu->addSeparator();
    QAction *hotspot = menu->addAction(tr("&Hotspot"));
    hotspot->setObjectName(QStringLiteral("markHotspot"));
    QObject::connect(hotspot, &QAction::triggered, menu, [view] {
        if (HexTwixtView *v = view())
            v->setHotspot(v->document()->tree().markup(v->document()->currentNode()).hotspot ? 0 : 1);
    });
}

void MarkTools::paintIcons()
{
    const QColor ink = m_toolBar->palette().color(QPalette::ButtonText);
    for (QAction *action : m_toolBar->actions()) {
        const QVariant tool = action->property(ToolProperty);
        if (tool.isValid())
            action->setIcon(toolIcon(Tool(tool.toInt()), ink));
    }
}

bool MarkTools::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_toolBar && event->type() == QEvent::PaletteChange)
        paintIcons();
    return QObject::eventFilter(watched, event);
}

HexTwixtView *MarkTools::currentView() const
{
    if (!m_document)
        return nullptr;
    for (HexTwixtView *view : m_window->findChildren<HexTwixtView *>()) {
        if (view->document() == m_document)
            return view;
    }
    return nullptr;
}

void MarkTools::setTool(HexTwixtView::MarkTool tool)
{
    m_tool = tool;
    for (HexTwixtView *view : m_window->findChildren<HexTwixtView *>())
        view->setMarkTool(tool);
}

void MarkTools::setDocument(GameDocument *document)
{
    m_document = document;
    HexTwixtView *view = currentView();
    const bool on = view != nullptr;
    if (view)
        view->setMarkTool(m_tool);
    // Shown with the games it marks only (the board first for the others),
    // as the backgammon Analysis tool bar is.
    m_toolBar->setVisible(on);
    m_moveMenu->setEnabled(on);
    m_positionMenu->setEnabled(on);
    for (QAction *a : m_moveMenu->actions())
        a->setEnabled(on);
}

} // namespace kibitz
