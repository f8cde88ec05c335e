#include "games/hextwixt/hextwixtevaluationtools.h"

#include "analysis/twixt/twixtanalysis.h"
#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/gameuitable.h"
#include "games/hextwixt/hexsolverun.h"
#include "games/hextwixt/hextwixtanalysis.h"
#include "games/hextwixt/hextwixtview.h"
#include "render/hextwixt/hextwixtpicture.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

LinkDistanceGraph::LinkDistanceGraph(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(50);
    setAccessibleName(tr("Link distances along the game"));
}

void LinkDistanceGraph::setValues(std::vector<std::array<int, 2>> values, int currentPly)
{
    m_values = std::move(values);
    m_current = currentPly;
    setVisible(!m_values.empty());
    update();
}

void LinkDistanceGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -14);
    painter.fillRect(rect(), palette().base());
    if (m_values.empty())
        return;
    int most = 1;
    for (const auto &v : m_values)
        most = std::max({most, v[0], v[1]});
    const double n = std::max<double>(1, double(m_values.size() - 1));
    const auto point = [&](std::size_t ply, int value) {
        return QPointF(area.left() + area.width() * double(ply) / n,
                       area.top() + area.height() * double(value) / double(most));
    };
    const std::array<QColor, 2> colours{palette().text().color(), QColor(200, 60, 40)};
    for (int p = 0; p < 2; ++p) {
        QPainterPath path;
        bool open = false;
        for (std::size_t i = 0; i < m_values.size(); ++i) {
            const int v = m_values[i][std::size_t(p)];
            if (v < 0) { // cut off: a mark on the bottom line
                open = false;
                painter.fillRect(QRectF(point(i, most).x() - 1, area.bottom() + 2, 3, 4), colours[std::size_t(p)]);
                continue;
            }
            if (open)
                path.lineTo(point(i, v));
            else
                path.moveTo(point(i, v));
            open = true;
        }
        painter.setPen(QPen(colours[std::size_t(p)], 1.5, p == 0 ? Qt::SolidLine : Qt::DashLine));
        painter.drawPath(path);
    }
    if (m_current >= 0 && std::size_t(m_current) < m_values.size()) {
        painter.setPen(QPen(palette().highlight().color(), 1));
        const double x = point(std::size_t(m_current), 0).x();
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    painter.setPen(palette().text().color());
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    painter.drawText(
        QRectF(rect()).adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignBottom,
        tr("Link distance (solid: player 1, dashed: player 2; lower is better; top 0, bottom %1)").arg(most));
}

HexTwixtEvaluationTools::HexTwixtEvaluationTools(GameDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("HexTwixtEvaluationTools"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    m_solve = new QPushButton(tr("Solve Position"), this);
    m_solve->setObjectName(QStringLiteral("SolvePositionButton"));
    m_stopSolve = new QPushButton(tr("Stop Solving"), this);
    m_stopSolve->setObjectName(QStringLiteral("StopSolvingButton"));
    m_stopSolve->setToolTip(tr("Stop the solver; what it proved so far stays"));
    m_analyse = new QPushButton(tr("Analyse Game"), this);
    m_analyse->setObjectName(QStringLiteral("AnalyseGameButton"));
    buttons->addWidget(m_solve);
    buttons->addWidget(m_stopSolve);
    buttons->addWidget(m_analyse);
    buttons->addStretch();
    layout->addLayout(buttons);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("AnalysisNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setTextFormat(Qt::PlainText);
    layout->addWidget(m_note);
    m_graph = new LinkDistanceGraph(this);
    m_graph->setVisible(false);
    layout->addWidget(m_graph);
    const bool hex = document->game().kind == GameKind::Hex;
    m_solve->setVisible(hex);
    m_stopSolve->setVisible(false);
    m_solve->setToolTip(tr("Prove who wins the shown position with the exact solver and label it (Hex)"));
    m_analyse->setToolTip(hex ? tr("Find where the game was decided and label the positions proven won")
                              : tr("Find where neither player can connect any more and label the draw"));
    // Solve Position runs beside the window: the note follows its progress
    // while the user browses, and Stop Solving ends it.
    HexSolveRun *run = HexSolveRun::of(document);
    connect(m_solve, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        m_solveNoteNode = m_document->currentNode();
        m_solveNote = HexSolveRun::of(m_document)->start(m_solveNoteNode);
        refresh();
    });
    connect(m_stopSolve, &QPushButton::clicked, this, [this] {
        if (m_document)
            HexSolveRun::of(m_document)->stop();
    });
    connect(run, &HexSolveRun::progressed, this, &HexTwixtEvaluationTools::refresh);
    connect(run, &HexSolveRun::finished, this, [this](const QString &text) {
        m_solveNote = text;
        m_solveNoteNode = HexSolveRun::of(m_document)->node();
        refresh();
    });
    connect(m_analyse, &QPushButton::clicked, this, [this] {
        if (!m_document)
            return;
        HexTwixtAnalysis::Options options;
        options.delayMilliseconds = m_progressDelay;
        const QString text = HexTwixtAnalysis::analyseGame(window(), m_document, options);
        refresh();
        m_note->setText(text + (m_note->text().isEmpty() ? QString() : QStringLiteral("\n") + m_note->text()));
        m_note->setVisible(true);
    });
    connect(document, &GameDocument::currentNodeChanged, this, &HexTwixtEvaluationTools::refresh);
    connect(document, &GameDocument::treeChanged, this, &HexTwixtEvaluationTools::refresh);
    connect(document, &GameDocument::nodeChanged, this, &HexTwixtEvaluationTools::refresh);
    connect(document, &GameDocument::gameChanged, this, &HexTwixtEvaluationTools::refresh);
    refresh();
}

QString HexTwixtEvaluationTools::outcomeText(const FollowUp &followUp) const
{
    const int mover = followUp.mover == 2 ? 2 : 1;
    const GameDocument::GameInfo info = m_document->gameInfo();
    const auto name = [&](int player) {
        const QString stored = (player == 1 ? info.player1 : info.player2).trimmed();
        return stored.isEmpty() ? gameUiFor(m_document->game()).sideName(player) : stored;
    };
    switch (followUp.outcome) {
    case Outcome::Win:
        return tr("%1 wins").arg(name(mover));
    case Outcome::Loss:
        return tr("%1 wins").arg(name(3 - mover));
    case Outcome::Favourable:
        return tr("%1 is better").arg(name(mover));
    case Outcome::Unfavourable:
        return tr("%1 is better").arg(name(3 - mover));
    case Outcome::Tie:
        return m_document->game().kind == GameKind::Twixt ? tr("a tie") : tr("even");
    case Outcome::Unknown:
        break;
    }
    return QString();
}

void HexTwixtEvaluationTools::refresh()
{
    if (!m_document)
        return;
    QStringList lines;
    const NodeId current = m_document->currentNode();
    const GameRecord &game = m_document->game();
    // The solver's progress (or its last result) whichever node is shown.
    const HexSolveRun *run = HexSolveRun::find(m_document);
    const bool solving = run && run->running();
    m_stopSolve->setVisible(solving);
    if (solving) {
        lines << run->progressText();
        if (!run->shows(current))
            lines << tr("(The solved position is not the one shown.)");
    } else if (!m_solveNote.isEmpty() && m_solveNoteNode == current) {
        lines << m_solveNote;
    }
    const AnalysisMarks *marks = AnalysisMarks::find(m_document);
    if (marks) {
        const QString text = marks->describe(m_document, current);
        if (!text.isEmpty())
            lines << text;
    }
    // What the board's mark on this move says (drawn on the parent's
    // board), and what it rests on, unless a proof above said it already.
    if (current != game.tree.root() && !(marks && marks->proof(m_document->gameIndex(), current))) {
        const FollowUp followUp = classifyHexTwixtMove(game, current, HexTwixtView::pictureOptions(m_document));
        const QString outcome = outcomeText(followUp);
        if (!outcome.isEmpty())
            lines << (followUp.proven
                          ? tr("Proven by the stored moves: %1.").arg(outcome)
                          : tr("This tree's labels say: %1. Not proven (hollow mark on the board).").arg(outcome));
    }
    if (game.kind == GameKind::Twixt) {
        // Draw as soon as it is true, without asking for an analysis.
        if (const std::optional<TwixtPosition> position = HexTwixtAnalysis::twixtPositionAfter(game, current)) {
            const TwixtAnalysis analysis = analyseTwixt(*position);
            if (analysis.draw)
                lines << tr("Draw: neither player can connect any more.");
            else if (analysis.decidedWinner)
                lines << tr("Player %1 has a proven win.").arg(analysis.decidedWinner);
        }
        int ply = 0;
        for (NodeId n = current; n != game.tree.root() && n != NoNode; n = game.tree.parent(n))
            ++ply;
        const AnalysisMarks *marks = AnalysisMarks::find(m_document);
        m_graph->setValues(marks ? marks->plyValues(m_document->gameIndex()) : std::vector<std::array<int, 2>>{}, ply);
    }
    m_note->setText(lines.join(QLatin1Char('\n')));
    m_note->setVisible(!lines.isEmpty());
}

} // namespace kibitz
