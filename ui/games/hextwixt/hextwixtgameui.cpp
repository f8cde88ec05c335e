#include "games/hextwixt/hextwixtgameui.h"

#include "document/gamedocument.h"
#include "games/hextwixt/hextwixtevaluationtools.h"
#include "games/hextwixt/hextwixtview.h"
#include "games/hextwixt/marktools.h"
#include "render/gamepaintertable.h"
#include "render/hextwixt/hexoverlay.h"
#include "render/hextwixt/hexrenderer.h"
#include "render/hextwixt/twixtrenderer.h"

#include <QCoreApplication>

namespace kibitz {

const GamePainter &HexTwixtGameUi::painter() const
{
    return *gamePainterFor(m_kind);
}

DocumentView *HexTwixtGameUi::createView(GameDocument *document) const
{
    return new HexTwixtView(document);
}

QString HexTwixtGameUi::colourGroupName() const
{
    return m_kind == GameKind::Twixt ? tr("Twixt") : tr("Hex");
}

std::vector<ColourRow> HexTwixtGameUi::colourRows() const
{
    return {{ColourRole::Board, tr("Board:")},
            {ColourRole::Player1, tr("Player 1:")},
            {ColourRole::Player2, tr("Player 2:")}};
}

std::vector<ViewOption> HexTwixtGameUi::viewOptions() const
{
    if (m_kind == GameKind::Twixt)
        return {{TwixtGuidelines, tr("Twixt &Guidelines"), QKeySequence()},
                {TwixtShowConnection, tr("Twixt Connection &Analysis"), QKeySequence()}};
    return {{HexRotated, tr("&Rotate Hex Board Half a Turn"), QKeySequence(Qt::CTRL | Qt::Key_R)},
            {HexShowDecided, tr("Hex &Decided Verdict"), QKeySequence()},
            {HexTwoDistanceHeat, tr("Hex &Two-Distance Heat Map"), QKeySequence(), "hexHeat"},
            {HexResistanceHeat, tr("Hex Resistance &Heat Map"), QKeySequence(), "hexHeat"}};
}

QString HexTwixtGameUi::sideName(int player) const
{
    if (m_kind == GameKind::Twixt)
        return player == 1 ? tr("White") : tr("Black");
    return player == 1 ? tr("Red") : tr("Blue");
}

GameInfoFields HexTwixtGameUi::infoFields() const
{
    GameInfoFields fields;
    const bool twixt = m_kind == GameKind::Twixt;
    fields.rules = twixt;
    fields.largestSide = twixt ? 702 : 256;
    // Who is who in each game (the tree's player 1 moves first).
    fields.player1Placeholder
        = twixt ? tr("White: moves first, joins top and bottom") : tr("Red: moves first, joins top and bottom");
    fields.player2Placeholder = twixt ? tr("Black: joins left and right") : tr("Blue: joins left and right");
    return fields;
}

QStringList HexTwixtGameUi::ruleSetNames() const
{
    if (m_kind != GameKind::Twixt)
        return {};
    // In the Game Info panel's translation context, where they were; in the
    // order of TwixtRules.
    return {QCoreApplication::translate("kibitz::GameInfoPanel", "Standard"),
            QCoreApplication::translate("kibitz::GameInfoPanel", "Paper and pencil (PP)"),
            QCoreApplication::translate("kibitz::GameInfoPanel", "3M")};
}

QString HexTwixtGameUi::ruleSetsName() const
{
    return m_kind == GameKind::Twixt ? QCoreApplication::translate("kibitz::GameInfoPanel", "Twixt rules") : QString();
}

int HexTwixtGameUi::ruleSetOf(const GameSetup &setup) const
{
    // A game that never named its rules plays the standard ones.
    const auto *twixt = std::get_if<TwixtSetup>(&setup);
    return int(twixt ? twixt->rules : TwixtRules::Standard);
}

GameSetup HexTwixtGameUi::withRuleSet(const GameSetup &setup, int index) const
{
    // Only a chosen rule set is an edit.
    if (m_kind != GameKind::Twixt || index == ruleSetOf(setup) || index < 0 || index > int(TwixtRules::ThreeM))
        return setup;
    return TwixtSetup{TwixtRules(index)};
}

bool HexTwixtGameUi::evenIsTie() const
{
    return m_kind == GameKind::Twixt;
}

// NOLINTNEXTLINE(performance-unnecessary-value-param): the interface's signature
GameWindowPart *HexTwixtGameUi::createWindowPart(QMainWindow *window, std::function<UserPrompts &()> prompts) const
{
    Q_UNUSED(prompts);
    return m_kind == GameKind::Hex ? new MarkTools(window) : nullptr;
}

QWidget *HexTwixtGameUi::createEvaluationTools(GameDocument *document, QWidget *parent) const
{
    return new HexTwixtEvaluationTools(document, parent);
}

} // namespace kibitz
