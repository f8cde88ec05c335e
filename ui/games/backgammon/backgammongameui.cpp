#include "games/backgammon/backgammongameui.h"

#include "analysis/backgammon/gnubganalysis.h"
#include "analysis/gamelist.h"
#include "document/gamedocument.h"
#include "games/backgammon/backgammonanalysis.h"
#include "games/backgammon/backgammoninfo.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/backgammon/backgammonview.h"
#include "render/gamepaintertable.h"

#include <QCoreApplication>

namespace kibitz {

const GamePainter &BackgammonGameUi::painter() const
{
    return *gamePainterFor(GameKind::Backgammon);
}

DocumentView *BackgammonGameUi::createView(GameDocument *document) const
{
    return new BackgammonView(document);
}

GameWindowPart *BackgammonGameUi::createWindowPart(QMainWindow *window, std::function<UserPrompts &()> prompts) const
{
    auto *analysis = new BackgammonAnalysis(window);
    analysis->setPrompts(std::move(prompts));
    return analysis;
}

WindowLayout BackgammonGameUi::defaultLayout() const
{
    using P = WindowPanel;
    WindowLayout layout;
    layout.groups = {{Qt::RightDockWidgetArea, {P::Moves, P::Games, P::GameTree, P::Explorer}, 3},
                     {Qt::RightDockWidgetArea, {P::GameInfo, P::Comment, P::UndoHistory}, 1},
                     {Qt::BottomDockWidgetArea, {P::Family, P::Evaluation}, 1}};
    layout.shown = {P::Moves, P::GameInfo, P::Comment};
    layout.rightPercent = 24;
    layout.bottomPercent = 30;
    return layout;
}

QString BackgammonGameUi::colourGroupName() const
{
    return tr("Backgammon");
}

std::vector<ColourRow> BackgammonGameUi::colourRows() const
{
    return {{ColourRole::Board, tr("Board:")},
            {ColourRole::Player1, tr("Player 1:")},
            {ColourRole::Player2, tr("Player 2:")}};
}

GameListColumns BackgammonGameUi::gameListColumns() const
{
    return {tr("Players"), tr("Score"), tr("The score before the game"), tr("Events")};
}

QString BackgammonGameUi::explorerLeftOut(GameKind kind, int games) const
{
    // In the Explorer's translation context, where its other words are.
    struct LeftOut {
        GameKind kind;
        const char *text;
    };
    static constexpr LeftOut texts[] = {
        //: %n games of a backgammon variant the explorer did not count, the shown game being of another
        {GameKind::Backgammon, QT_TRANSLATE_N_NOOP("kibitz::ExplorerPanel", "%n game(s) of backgammon not counted")},
        {GameKind::AceyDeucey, QT_TRANSLATE_N_NOOP("kibitz::ExplorerPanel", "%n game(s) of acey-deucey not counted")},
        {GameKind::Tabula, QT_TRANSLATE_N_NOOP("kibitz::ExplorerPanel", "%n game(s) of tabula not counted")},
    };
    for (const LeftOut &t : texts)
        if (t.kind == kind)
            return QCoreApplication::translate("kibitz::ExplorerPanel", t.text, nullptr, games);
    return QString();
}

GameInfoFields BackgammonGameUi::infoFields() const
{
    // The result follows from the moves and the match; there is no board
    // size or rule set to choose.
    GameInfoFields fields;
    fields.boardSize = false;
    fields.resultFromMoves = true;
    return fields;
}

QString BackgammonGameUi::resultFromMoves(const GameRecord &game) const
{
    // The words the Games panel lists the game with.
    return backgammonResultText(game);
}

QColor BackgammonGameUi::markColour(int mark)
{
    // Readable on light and dark lists alike: amber, orange, red.
    switch (bganalysis::Mark(mark)) {
    case bganalysis::Mark::Doubtful:
        return QColor(190, 140, 0);
    case bganalysis::Mark::Bad:
        return QColor(225, 100, 20);
    case bganalysis::Mark::VeryBad:
        return QColor(215, 30, 30);
    case bganalysis::Mark::None:
        break;
    }
    return QColor();
}

std::unordered_map<NodeId, MoveNote> BackgammonGameUi::moveNotes(const GameRecord &game,
                                                                 const std::vector<NodeId> &line) const
{
    std::unordered_map<NodeId, MoveNote> notes;
    if (game.kind != GameKind::Backgammon)
        return notes;
    const bganalysis::GameAnalysis analysis = bganalysis::readGameAnalysis(game, false);
    if (analysis.nodes.empty())
        return notes;
    // The analysis covers the main line; only its nodes on `line` get notes.
    std::unordered_map<NodeId, const bganalysis::NodeAnalysis *> byNode;
    for (const bganalysis::NodeAnalysis &n : analysis.nodes)
        byNode.emplace(n.node, &n);
    for (const NodeId id : line) {
        const auto it = byNode.find(id);
        if (it == byNode.end())
            continue;
        const bganalysis::NodeAnalysis &n = *it->second;
        QStringList parts;
        bganalysis::Mark worst = bganalysis::Mark::None;
        if (n.cubeMark != bganalysis::Mark::None) {
            parts << tr("cube: %1").arg(bganalysis::markText(n.cubeMark));
            worst = std::max(worst, n.cubeMark);
        }
        if (n.answerMark != bganalysis::Mark::None) {
            parts << tr("answer: %1").arg(bganalysis::markText(n.answerMark));
            worst = std::max(worst, n.answerMark);
        }
        if (n.move && n.move->played >= 0) {
            // The equity lost, written as a loss (gnubg prints it negative).
            QString text = QString::number(-n.move->equityLoss, 'f', 3);
            if (n.move->equityLoss < 0.0005)
                text = QStringLiteral("0.000");
            if (n.move->mark != bganalysis::Mark::None)
                text += u' ' + bganalysis::markText(n.move->mark);
            parts.prepend(text);
            worst = std::max(worst, n.move->mark);
        }
        if (parts.isEmpty())
            continue;
        notes.emplace(id, MoveNote{parts.join(QStringLiteral(", ")), markColour(int(worst))});
    }
    return notes;
}

std::vector<std::optional<double>> BackgammonGameUi::engineCurve(const GameRecord &game,
                                                                 const std::vector<NodeId> &line) const
{
    if (game.kind != GameKind::Backgammon)
        return {};
    const bganalysis::GameAnalysis analysis = bganalysis::readGameAnalysis(game, false);
    std::unordered_map<NodeId, double> chances; // player 1's, after the node
    for (const bganalysis::NodeAnalysis &n : analysis.nodes) {
        if (!n.move || n.move->played < 0)
            continue;
        // The candidates' chances are the mover's, after the move.
        const double win = n.move->candidates[std::size_t(n.move->played)].win;
        chances.emplace(n.node, n.player == 1 ? win : 1.0 - win);
    }
    if (chances.empty())
        return {};
    std::vector<std::optional<double>> curve(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (const auto it = chances.find(line[i]); it != chances.end())
            curve[i] = 2.0 * it->second - 1.0;
    }
    return curve;
}

QString BackgammonGameUi::engineCurveName() const
{
    return tr("GNU Backgammon: winning chances");
}

} // namespace kibitz
