#include "panels/evaluationpanel.h"

#include "common/plaintext.h"
#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/gameuitable.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kibitz {

namespace {

BoardTheme themeFor(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128 ? BoardTheme::dark() : BoardTheme::light();
}

// The evaluation graphed for a node: nullopt for none and for undetermined.
std::optional<int> graphedValue(const GameTree &tree, NodeId node)
{
    const std::optional<int> value = tree.evaluation(node);
    if (!value || *value == Eval::Undetermined)
        return std::nullopt;
    return std::clamp(*value, Eval::Player2Wins, Eval::Player1Wins);
}

// Which button describes a value.
std::optional<EvaluationPanel::Label> labelOf(std::optional<int> value)
{
    using Label = EvaluationPanel::Label;
    if (!value)
        return std::nullopt;
    if (*value == Eval::Undetermined)
        return Label::Undetermined;
    if (*value >= Eval::Player1Wins)
        return Label::Player1Wins;
    if (*value <= Eval::Player2Wins)
        return Label::Player2Wins;
    if (*value > 0)
        return Label::Player1Better;
    if (*value < 0)
        return Label::Player2Better;
    return Label::Even;
}

QIcon swatch(const QColor &colour, bool filled, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const double r = size / 2.0 - 1.5;
    painter.setPen(QPen(colour, filled ? 1.0 : 2.2));
    painter.setBrush(filled ? QBrush(colour) : QBrush(Qt::NoBrush));
    painter.drawEllipse(QPointF(size / 2.0, size / 2.0), r, r);
    return QIcon(pixmap);
}

} // namespace

// ---- EvaluationGraph -----------------------------------------------------------

EvaluationGraph::EvaluationGraph(QWidget *parent)
    : QWidget(parent)
    , m_theme(themeFor(palette()))
{
    setAccessibleName(tr("Evaluation graph"));
    setAccessibleDescription(tr("Evaluations along the current line; click to show a move."));
    // Keyboard: Left and Right step along the graphed line, Page Up and Page
    // Down by ten moves, Home and End to its ends.
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
}

void EvaluationGraph::setDocument(GameDocument *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        if (const AnalysisMarks *marks = AnalysisMarks::find(m_document))
            disconnect(marks, nullptr, this, nullptr);
    }
    m_document = document;
    if (document) {
        // An analysis's marks (the decided move, contradicted labels) are
        // drawn on the graph even when it changed no label.
        connect(AnalysisMarks::of(document), &AnalysisMarks::changed, this, qOverload<>(&QWidget::update));
        connect(document, &GameDocument::currentNodeChanged, this, &EvaluationGraph::followCurrent);
        connect(document, &GameDocument::treeChanged, this, &EvaluationGraph::rebuild);
        connect(document, &GameDocument::gameChanged, this, &EvaluationGraph::rebuild);
        connect(document, &GameDocument::nodeChanged, this, qOverload<>(&QWidget::update));
        connect(document, &GameDocument::nodeChanged, this, &EvaluationGraph::updateDescription);
    }
    rebuild();
}

void EvaluationGraph::rebuild()
{
    m_line.clear();
    m_currentPly = 0;
    if (m_document) {
        const GameTree &tree = m_document->tree();
        const NodeId current = m_document->currentNode();
        m_line = tree.pathFromRoot(tree.endOfLine(current));
        m_currentPly = tree.depth(current);
    }
    // An engine's analysis kept in the game (backgammon: gnubg's), plotted
    // as a second curve; empty for games without one.
    m_engine = m_document ? gameUiFor(m_document->game()).engineCurve(m_document->game(), m_line)
                          : std::vector<std::optional<double>>();
    updateDescription();
    update();
}

void EvaluationGraph::followCurrent()
{
    if (!m_document)
        return;
    const NodeId current = m_document->currentNode();
    const int depth = m_document->tree().depth(current);
    if (depth >= int(m_line.size()) || m_line[std::size_t(depth)] != current) {
        rebuild(); // the current node left the graphed line
        return;
    }
    m_currentPly = depth;
    updateDescription();
    update();
}

void EvaluationGraph::updateDescription()
{
    QString text;
    if (!m_document || m_line.empty()) {
        text = tr("Evaluations along the current line; click to show a move.");
    } else {
        const NodeId node = m_line[std::size_t(m_currentPly)];
        const int last = int(m_line.size()) - 1;
        text = m_currentPly == 0 ? tr("Start of a line of %n move(s).", nullptr, last)
                                 : tr("Move %1 of %2: %3.").arg(m_currentPly).arg(last).arg(m_document->moveText(node));
        int evaluated = 0;
        for (const NodeId n : m_line)
            evaluated += m_document->tree().evaluation(n).has_value() ? 1 : 0;
        if (const std::optional<int> value = m_document->tree().evaluation(node))
            text += QLatin1Char(' ') + tr("Evaluation: %1.").arg(EvaluationPanel::describeValue(value, m_document));
        else
            text += QLatin1Char(' ') + tr("Not evaluated.");
        text += QLatin1Char(' ') + tr("%n move(s) of the line evaluated.", nullptr, evaluated);
    }
    // QWidget sends DescriptionChanged itself when the text changes.
    setAccessibleDescription(text);
}

void EvaluationGraph::keyPressEvent(QKeyEvent *event)
{
    if (!m_document || m_line.empty() || (event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int last = int(m_line.size()) - 1;
    int ply = m_currentPly;
    switch (event->key()) {
    case Qt::Key_Left:
        ply -= 1;
        break;
    case Qt::Key_Right:
        ply += 1;
        break;
    case Qt::Key_PageUp:
        ply -= 10;
        break;
    case Qt::Key_PageDown:
        ply += 10;
        break;
    case Qt::Key_Home:
        ply = 0;
        break;
    case Qt::Key_End:
        ply = last;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    ply = std::clamp(ply, 0, last);
    if (ply != m_currentPly)
        m_document->setCurrentNode(m_line[std::size_t(ply)]);
    event->accept();
}

void EvaluationGraph::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void EvaluationGraph::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

QRectF EvaluationGraph::plotArea() const
{
    // A strip on the left shows whose side each half is; the insets leave
    // room for the bars of the first and the last ply.
    return QRectF(14, 6, std::max(1, width() - 24), std::max(1, height() - 12));
}

double EvaluationGraph::xOfPly(int ply) const
{
    const QRectF area = plotArea();
    if (m_line.size() < 2)
        return area.left() + area.width() / 2;
    return area.left() + area.width() * ply / double(m_line.size() - 1);
}

double EvaluationGraph::yOfValue(int value) const
{
    // Logarithmic: the advantages people label (a few hundred) stand well
    // off the even line, and a win (10000) still reaches the edge. On a
    // straight scale 300 would lie 3% of the way up.
    constexpr double knee = 150;
    const QRectF area = plotArea();
    const int clamped = std::clamp(value, Eval::Player2Wins, Eval::Player1Wins);
    const double fraction = std::log1p(std::abs(clamped) / knee) / std::log1p(Eval::Player1Wins / knee);
    return area.center().y() - area.height() / 2 * (clamped < 0 ? -fraction : fraction);
}

int EvaluationGraph::plyAt(double x) const
{
    if (m_line.empty())
        return -1;
    if (m_line.size() < 2)
        return 0;
    const QRectF area = plotArea();
    const double ply = (x - area.left()) / area.width() * double(m_line.size() - 1);
    return std::clamp(int(std::lround(ply)), 0, int(m_line.size()) - 1);
}

QSize EvaluationGraph::sizeHint() const
{
    return QSize(220, 110);
}

QSize EvaluationGraph::minimumSizeHint() const
{
    return QSize(80, 50);
}

void EvaluationGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    if (hasFocus()) {
        // The keyboard is here: a frame in the highlight colour says so.
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1.0, Qt::DotLine));
        painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    }
    const QRectF area = plotArea();
    const QColor text = palette().color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.25f);

    painter.fillRect(QRectF(2, area.top(), 4, area.height() / 2), m_theme.player1);
    painter.fillRect(QRectF(2, area.center().y(), 4, area.height() / 2), m_theme.player2);
    painter.setPen(QPen(faint, 1.0));
    painter.drawLine(QPointF(area.left(), area.top()), QPointF(area.right(), area.top()));
    painter.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()));
    painter.setPen(QPen(faint, 1.0, Qt::DashLine));
    painter.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    if (!m_document || m_line.empty())
        return;

    // The current ply's line goes under the values, so that a value there
    // (often the last ply, at the right edge) is never covered.
    const double currentX = xOfPly(m_currentPly);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2.0));
    painter.drawLine(QPointF(currentX, area.top() - 4), QPointF(currentX, area.bottom() + 4));

    // What an analysis marked (AnalysisMarks): the first decided move as a
    // dashed line in the winner's colour, contradicted labels as red ticks.
    if (const AnalysisMarks *marks = AnalysisMarks::find(m_document)) {
        const NodeId decided = marks->firstDecided(m_document->gameIndex());
        for (int ply = 0; ply < int(m_line.size()); ++ply) {
            const NodeId node = m_line[std::size_t(ply)];
            const double x = xOfPly(ply);
            if (node == decided) {
                const int winner = marks->firstDecidedWinner(m_document->gameIndex());
                painter.setPen(QPen(winner == 0 ? palette().color(QPalette::Text) : m_theme.playerColour(winner), 2.0,
                                    Qt::DashLine));
                painter.drawLine(QPointF(x, area.top() - 4), QPointF(x, area.bottom() + 4));
            }
            if (marks->contradicts(m_document, node)) {
                painter.setPen(QPen(QColor(220, 30, 30), 3.0));
                painter.drawLine(QPointF(x, area.top() - 4), QPointF(x, area.top() + 6));
            }
        }
    }

    const GameTree &tree = m_document->tree();
    const double zeroY = area.center().y();
    const int plies = int(m_line.size());
    const bool perPly = plies <= int(area.width());
    const double spacing = plies > 1 ? area.width() / (plies - 1) : area.width();
    const double barWidth = perPly ? std::clamp(spacing * 0.7, 1.0, 10.0) : 1.0;

    // One pass over the line. Values of plies sharing a pixel column become
    // one bar (the value farthest from even) and one vertical stroke (their
    // extent); consecutive evaluated plies are joined.
    QColor fill1 = m_theme.player1, fill2 = m_theme.player2;
    fill1.setAlphaF(0.35f);
    fill2.setAlphaF(0.35f);
    std::vector<QLineF> strokes;
    std::vector<QPointF> ends; // wins and losses, drawn as dots when there is room
    struct Column {
        int pixel = -1;
        double x = 0, minY = 0, maxY = 0, barY = 0;
        bool any = false;
    } column;
    bool anyValue = false;
    auto flush = [&] {
        if (!column.any)
            return;
        const double top = std::min(zeroY, column.barY), bottom = std::max(zeroY, column.barY);
        painter.fillRect(QRectF(column.x - barWidth / 2, top, barWidth, std::max(1.0, bottom - top)),
                         column.barY < zeroY ? fill1 : fill2);
        if (column.maxY > column.minY)
            strokes.emplace_back(column.x, column.minY, column.x, column.maxY);
    };
    std::optional<QPointF> previous;
    std::vector<QPointF> isolated; // values with no evaluated neighbour: no stroke shows them
    bool previousEvaluated = false;
    for (int ply = 0; ply < plies; ++ply) {
        const std::optional<int> value = graphedValue(tree, m_line[std::size_t(ply)]);
        const double x = xOfPly(ply);
        const int pixel = perPly ? ply : int(x);
        if (pixel != column.pixel) {
            flush();
            column = Column{pixel, perPly ? x : pixel + 0.5, 0, 0, 0, false};
        }
        if (!value) {
            previous.reset();
            previousEvaluated = false;
            continue;
        }
        anyValue = true;
        if (!previousEvaluated && (ply + 1 >= plies || !graphedValue(tree, m_line[std::size_t(ply + 1)])))
            isolated.push_back(QPointF(perPly ? x : int(x) + 0.5, yOfValue(*value)));
        previousEvaluated = true;
        const double y = yOfValue(*value);
        const QPointF point(column.x, y);
        if (!column.any) {
            column.minY = column.maxY = column.barY = y;
            column.any = true;
        } else {
            column.minY = std::min(column.minY, y);
            column.maxY = std::max(column.maxY, y);
            if (std::abs(y - zeroY) > std::abs(column.barY - zeroY))
                column.barY = y;
        }
        if (previous && previous->x() != point.x())
            strokes.emplace_back(*previous, point);
        if (std::abs(*value) == Eval::Player1Wins)
            ends.push_back(point);
        previous = point;
    }
    flush();

    if (perPly && spacing >= 6) {
        // A tick per ply, when they are far enough apart to count.
        painter.setPen(QPen(faint, 1.0));
        for (int ply = 0; ply < plies; ++ply)
            painter.drawLine(QPointF(xOfPly(ply), area.bottom()), QPointF(xOfPly(ply), area.bottom() - 3));
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(text, 1.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawLines(strokes.data(), int(strokes.size()));
    if (perPly && spacing >= 4) {
        // Single evaluated plies have no stroke: dots show every value.
        painter.setBrush(text);
        painter.setPen(Qt::NoPen);
        for (int ply = 0; ply < plies; ++ply)
            if (const std::optional<int> value = graphedValue(tree, m_line[std::size_t(ply)]))
                painter.drawEllipse(QPointF(xOfPly(ply), yOfValue(*value)), 2.0, 2.0);
        for (const QPointF &point : ends) {
            painter.setPen(QPen(m_theme.glyphOutline, 1.0));
            painter.setBrush(point.y() < zeroY ? m_theme.player1 : m_theme.player2);
            painter.drawEllipse(point, 3.5, 3.5);
        }
    }
    if (!(perPly && spacing >= 4)) {
        painter.setBrush(text);
        painter.setPen(Qt::NoPen);
        for (const QPointF &point : isolated)
            painter.drawEllipse(point, 2.5, 2.5);
    }
    if (m_engine.size() == m_line.size()) {
        // The engine's curve on a straight scale (its chances, not the
        // labels' logarithmic one): a line through the analysed plies, a dot
        // on each when there is room, and its name in the corner.
        const QColor colour = engineColour();
        const auto engineY = [&](double v) { return area.center().y() - area.height() / 2 * std::clamp(v, -1.0, 1.0); };
        QPainterPath path;
        bool open = false;
        for (int ply = 0; ply < plies; ++ply) {
            const std::optional<double> v = m_engine[std::size_t(ply)];
            if (!v)
                continue;
            const QPointF point(xOfPly(ply), engineY(*v));
            if (open)
                path.lineTo(point);
            else
                path.moveTo(point);
            open = true;
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
        if (perPly && spacing >= 4) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            for (int ply = 0; ply < plies; ++ply)
                if (const std::optional<double> v = m_engine[std::size_t(ply)])
                    painter.drawEllipse(QPointF(xOfPly(ply), engineY(*v)), 1.8, 1.8);
        }
        painter.setPen(colour);
        painter.drawText(area.adjusted(4, 2, -4, -2), Qt::AlignRight | Qt::AlignTop,
                         gameUiFor(m_document->game()).engineCurveName());
        anyValue = true;
    }
    if (!anyValue) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(area.adjusted(4, 0, -4, 0), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No evaluations on this line"));
    }
}

QColor EvaluationGraph::engineColour() const
{
    // Neither player's colour: the curve is nobody's side.
    return palette().color(QPalette::Base).lightness() < 128 ? QColor(120, 200, 255) : QColor(20, 110, 200);
}

void EvaluationGraph::showPlyAt(double x)
{
    const int ply = plyAt(x);
    if (m_document && ply >= 0)
        m_document->setCurrentNode(m_line[std::size_t(ply)]);
}

void EvaluationGraph::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        showPlyAt(event->position().x());
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void EvaluationGraph::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton) {
        showPlyAt(event->position().x());
        event->accept();
        return;
    }
    QWidget::mouseMoveEvent(event);
}

bool EvaluationGraph::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_document) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int ply = plyAt(help->pos().x());
        if (ply < 0) {
            QToolTip::hideText();
            return true;
        }
        const NodeId node = m_line[std::size_t(ply)];
        const GameTree &tree = m_document->tree();
        QString text = ply == 0 ? tr("Start") : tr("Move %1: %2").arg(ply).arg(m_document->moveText(node));
        if (const std::optional<int> value = tree.evaluation(node))
            text += QLatin1Char('\n') + EvaluationPanel::describeValue(value, m_document);
        QToolTip::showText(help->globalPos(), plainText(text), this);
        return true;
    }
    return QWidget::event(event);
}

void EvaluationGraph::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_theme = themeFor(palette());
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Evaluation graph"));
        setAccessibleDescription(tr("Evaluations along the current line; click to show a move."));
        update(); // the empty graph's text is painted
    }
}

// ---- EvaluationPanel -----------------------------------------------------------

EvaluationPanel::EvaluationPanel(QWidget *parent)
    : QWidget(parent)
    , m_value(new QLabel(this))
    , m_graph(new EvaluationGraph(this))
{
    setAccessibleName(tr("Evaluation"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *grid = new QGridLayout;
    grid->setSpacing(3);
    for (int i = 0; i < LabelCount; ++i) {
        auto *button = new QToolButton(this);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setCheckable(Label(i) != Label::Clear);
        const Label which = Label(i);
        connect(button, &QToolButton::clicked, this, [this, which] { label(which); });
        m_buttons[std::size_t(i)] = button;
    }
    // Player 1 on the left, player 2 on the right; the neutral labels below.
    grid->addWidget(button(Label::Player1Wins), 0, 0);
    grid->addWidget(button(Label::Player2Wins), 0, 1);
    grid->addWidget(button(Label::Player1Better), 1, 0);
    grid->addWidget(button(Label::Player2Better), 1, 1);
    grid->addWidget(button(Label::Even), 2, 0);
    grid->addWidget(button(Label::Undetermined), 2, 1);
    grid->addWidget(button(Label::Clear), 3, 0, 1, 2);
    layout->addLayout(grid);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_value->setTextFormat(Qt::PlainText); // it names the players
    m_value->setWordWrap(true);
    layout->addWidget(m_value);
    layout->addWidget(m_graph, 1);
    // For a game that is not between two players: why there is nothing to
    // label. Focusable, so that F6 and a screen reader reach the sentence.
    m_notApplicable = new QLabel(this);
    m_notApplicable->setObjectName(QStringLiteral("EvaluationNotApplicable"));
    m_notApplicable->setWordWrap(true);
    m_notApplicable->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_notApplicable->setContentsMargins(4, 4, 4, 4);
    m_notApplicable->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_notApplicable->setFocusPolicy(Qt::StrongFocus);
    m_notApplicable->hide();
    layout->addWidget(m_notApplicable, 1);
    updateButtons();
    updateApplicability();
    showCurrent();
}

bool EvaluationPanel::isApplicable() const
{
    return !m_document || gameUiFor(m_document->game()).whyNoEvaluations().isEmpty();
}

void EvaluationPanel::updateApplicability()
{
    const bool applicable = isApplicable();
    m_notApplicable->setText(m_document ? gameUiFor(m_document->game()).whyNoEvaluations() : QString());
    m_notApplicable->setAccessibleName(tr("Evaluation"));
    m_notApplicable->setVisible(!applicable);
    for (QAbstractButton *b : m_buttons)
        b->setVisible(applicable);
    m_value->setVisible(applicable);
    m_graph->setVisible(applicable);
}

void EvaluationPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::currentNodeChanged, this, &EvaluationPanel::showCurrent);
        connect(document, &GameDocument::treeChanged, this, &EvaluationPanel::showCurrent);
        connect(document, &GameDocument::nodeChanged, this, &EvaluationPanel::showCurrent);
        // The buttons and the value name the players.
        const auto renamed = [this] {
            updateButtons();
            updateApplicability();
            updateTools();
            showCurrent();
        };
        connect(document, &GameDocument::gameChanged, this, renamed);
        connect(document, &GameDocument::gameInfoChanged, this, renamed);
        connect(document, &QObject::destroyed, this, [this] { setDocument(nullptr); });
    }
    // The graph follows only a document that takes evaluations (it is hidden
    // otherwise, and need not follow every move).
    m_graph->setDocument(isApplicable() ? document : nullptr);
    updateButtons();
    updateApplicability();
    updateTools();
    showCurrent();
}

void EvaluationPanel::updateTools()
{
    delete m_tools;
    if (!m_document)
        return;
    m_tools = gameUiFor(m_document->game()).createEvaluationTools(m_document, this);
    if (auto *box = qobject_cast<QVBoxLayout *>(layout()); box && m_tools)
        box->insertWidget(box->indexOf(m_graph), m_tools);
}

std::optional<int> EvaluationPanel::valueOf(Label label)
{
    switch (label) {
    case Label::Player1Wins:
        return Eval::Player1Wins;
    case Label::Player1Better:
        return Advantage;
    case Label::Even:
        return Eval::Even;
    case Label::Player2Better:
        return -Advantage;
    case Label::Player2Wins:
        return Eval::Player2Wins;
    case Label::Undetermined:
        return Eval::Undetermined;
    case Label::Clear:
        return std::nullopt;
    }
    return std::nullopt;
}

QString EvaluationPanel::playerName(int player) const
{
    return nameOf(m_document, player);
}

QString EvaluationPanel::nameOf(const GameDocument *document, int player)
{
    QString name;
    if (document)
        name = player == 1 ? document->game().player1 : document->game().player2;
    return name.trimmed().isEmpty() ? tr("Player %1").arg(player) : name.trimmed();
}

QString EvaluationPanel::describe(std::optional<int> value) const
{
    return describeValue(value, m_document);
}

QString EvaluationPanel::describeValue(std::optional<int> value, const GameDocument *document)
{
    // In words: the file's scale (10000 a win, 12345 unknown) is the
    // format's business; "better by 500" keeps the size of the advantage.
    if (!value)
        return tr("No evaluation");
    const int v = *value;
    const std::optional<Label> which = labelOf(value);
    switch (*which) {
    case Label::Player1Wins:
        return tr("%1 wins").arg(nameOf(document, 1));
    case Label::Player2Wins:
        return tr("%1 wins").arg(nameOf(document, 2));
    case Label::Player1Better:
        //: %1 a player, %2 a number up to 9999 (10000 is a win)
        return tr("%1 better by %2 (a win is 10000)").arg(nameOf(document, 1)).arg(v);
    case Label::Player2Better:
        return tr("%1 better by %2 (a win is 10000)").arg(nameOf(document, 2)).arg(-v);
    case Label::Undetermined:
        return tr("Undetermined");
    case Label::Even:
        return document && gameUiFor(document->game()).evenIsTie() ? tr("Tie") : tr("Even");
    case Label::Clear:
        break;
    }
    return tr("Value %1").arg(v);
}

void EvaluationPanel::label(Label which)
{
    if (m_document)
        m_document->setEvaluation(m_document->currentNode(), valueOf(which));
    showCurrent(); // a click toggled the button; the document decides its state
}

void EvaluationPanel::updateButtons()
{
    const BoardTheme theme = themeFor(palette());
    const int icon = fontMetrics().height() - 2;
    const QFontMetrics metrics = fontMetrics();
    auto shortName = [&](int player) { return metrics.elidedText(playerName(player), Qt::ElideRight, 90); };
    const bool tie = m_document && gameUiFor(m_document->game()).evenIsTie();
    const std::array<QString, LabelCount> texts = {
        tr("%1 wins").arg(shortName(1)),
        tr("%1 better").arg(shortName(1)),
        tie ? tr("Tie") : tr("Even"),
        tr("%1 better").arg(shortName(2)),
        tr("%1 wins").arg(shortName(2)),
        tr("Unknown"),
        tr("Clear"),
    };
    for (int i = 0; i < LabelCount; ++i) {
        QAbstractButton *b = m_buttons[std::size_t(i)];
        b->setText(texts[std::size_t(i)]);
        const std::optional<int> value = valueOf(Label(i));
        b->setToolTip(
            plainText(value ? tr("Label the current node: %1").arg(describe(value)) : tr("Remove the evaluation")));
    }
    button(Label::Player1Wins)->setIcon(swatch(theme.player1, true, icon));
    button(Label::Player1Better)->setIcon(swatch(theme.player1, false, icon));
    button(Label::Player2Wins)->setIcon(swatch(theme.player2, true, icon));
    button(Label::Player2Better)->setIcon(swatch(theme.player2, false, icon));
}

void EvaluationPanel::showCurrent()
{
    const std::optional<int> value
        = m_document ? m_document->tree().evaluation(m_document->currentNode()) : std::optional<int>();
    m_value->setText(m_document ? describe(value) : QString());
    const std::optional<Label> which = labelOf(value);
    for (int i = 0; i < LabelCount; ++i) {
        QAbstractButton *b = m_buttons[std::size_t(i)];
        b->setEnabled(m_document != nullptr && isApplicable());
        if (b->isCheckable())
            b->setChecked(which == Label(i));
    }
    button(Label::Clear)->setEnabled(m_document && isApplicable() && value.has_value());
}

void EvaluationPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        updateButtons();
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Evaluation"));
        updateButtons();
        updateApplicability();
        showCurrent();
    }
}

} // namespace kibitz
