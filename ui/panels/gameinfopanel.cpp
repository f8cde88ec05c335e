#include "panels/gameinfopanel.h"

#include "analysis/gamelist.h"
#include "document/gamedocument.h"

#include "games/backgammon/backgammonreplayer.h"
#include "games/rokkaku/rokkakutournament.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace kibitz {

GameInfoPanel::GameInfoPanel(QWidget *parent)
    : QWidget(parent), m_player1(new QLineEdit), m_player2(new QLineEdit), m_name(new QLineEdit),
      m_result(new QLineEdit), m_columns(new QSpinBox), m_rows(new QSpinBox), m_rules(new QComboBox)
{
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *size = new QWidget;
    auto *sizeLayout = new QHBoxLayout(size);
    sizeLayout->setContentsMargins(0, 0, 0, 0);
    sizeLayout->addWidget(m_columns);
    sizeLayout->addWidget(m_rows);
    // The labels' texts come from retranslate(); each gives its field a mnemonic.
    for (QWidget *field : std::initializer_list<QWidget *>{m_player1, m_player2, m_name, m_result, size, m_rules}) {
        auto *label = new QLabel;
        label->setBuddy(field == size ? static_cast<QWidget *>(m_columns) : field);
        m_form->addRow(label, field);
    }
    m_nothingOpen = new QLabel;
    m_nothingOpen->setWordWrap(true);
    m_nothingOpen->setEnabled(false); // drawn as a quiet note
    m_form->addRow(m_nothingOpen);
    m_rules->addItem(QString(), int(TwixtRules::Standard));
    m_rules->addItem(QString(), int(TwixtRules::PaperAndPencil));
    m_rules->addItem(QString(), int(TwixtRules::ThreeM));
    retranslate();

    for (QLineEdit *edit : {m_player1, m_player2, m_name, m_result})
        connect(edit, &QLineEdit::editingFinished, this, &GameInfoPanel::commit);
    for (QSpinBox *spin : {m_columns, m_rows})
        connect(spin, &QSpinBox::editingFinished, this, &GameInfoPanel::commit);
    connect(m_rules, &QComboBox::activated, this, &GameInfoPanel::commit);
    showInfo();
}

void GameInfoPanel::setLabels(bool tournamentGame)
{
    const QStringList labels = {tournamentGame ? tr("&Teams:") : tr("Player &1:"),
                                tr("Player &2:"),
                                tr("&Name:"),
                                tr("&Result:"),
                                tournamentGame ? tr("&Field:") : tr("&Board:"),
                                tr("R&ules:")};
    for (int row = 0; row < m_form->rowCount() && row < labels.size(); ++row)
        if (auto *label = qobject_cast<QLabel *>(m_form->itemAt(row, QFormLayout::LabelRole)->widget()))
            label->setText(labels[row]);
    m_player1->setAccessibleName(tournamentGame ? tr("Teams") : tr("Player 1"));
}

void GameInfoPanel::retranslate()
{
    setLabels(false);
    m_player2->setAccessibleName(tr("Player 2"));
    m_name->setAccessibleName(tr("Game name"));
    m_result->setAccessibleName(tr("Result"));
    m_columns->setAccessibleName(tr("Columns"));
    m_rows->setAccessibleName(tr("Rows"));
    m_rules->setAccessibleName(tr("Twixt rules"));
    m_columns->setAccessibleDescription(tr("Can change only while the game has no moves"));
    m_rows->setAccessibleDescription(tr("Can change only while the game has no moves"));
    m_columns->setSuffix(tr(" columns"));
    m_rows->setSuffix(tr(" rows"));
    m_rules->setItemText(0, tr("Standard"));
    m_rules->setItemText(1, tr("Paper and pencil (PP)"));
    m_rules->setItemText(2, tr("3M"));
    m_nothingOpen->setText(tr("No game is open."));
}

void GameInfoPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showInfo(); // the placeholders and tool tips
    }
    QWidget::changeEvent(event);
}

void GameInfoPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::gameInfoChanged, this, &GameInfoPanel::showInfo);
        connect(document, &GameDocument::gameChanged, this, &GameInfoPanel::showInfo);
        connect(document, &GameDocument::treeChanged, this, &GameInfoPanel::showInfo);
    }
    showInfo();
}

void GameInfoPanel::showInfo()
{
    m_updating = true;
    const bool open = m_document != nullptr;
    for (QWidget *w : std::initializer_list<QWidget *>{m_player1, m_player2, m_name, m_result, m_columns, m_rows, m_rules})
        w->setEnabled(open);
    // A Rokkaku Conquest game has four teams, named once for the whole
    // tournament, and nothing else of this panel's is in its log: shown,
    // not edited (an edit would be lost on saving). A backgammon game's
    // result follows from its moves and the match (shown, not edited), and
    // it has no board size or rules to choose; only Twixt has rule sets.
    const GameKind kind = open ? m_document->game().kind : GameKind::Twixt;
    const bool rokkaku = kind == GameKind::Rokkaku;
    const bool backgammon = isBackgammonKind(kind);
    setLabels(rokkaku);
    // With no document there is nothing to show: a note, no empty fields
    // (nor the last game's leftovers).
    m_form->setRowVisible(0, open);
    m_form->setRowVisible(1, open && !rokkaku);
    m_form->setRowVisible(2, open);
    m_form->setRowVisible(3, open && !rokkaku);
    m_form->setRowVisible(4, open && !backgammon);
    m_form->setRowVisible(5, open && kind == GameKind::Twixt);
    m_form->setRowVisible(6, !open);
    for (QLineEdit *edit : {m_player1, m_name})
        edit->setReadOnly(rokkaku);
    m_result->setReadOnly(backgammon);
    m_player1->setToolTip(rokkaku ? tr("The log names the teams once for the whole tournament") : QString());
    m_name->setToolTip(rokkaku ? tr("Where the game stands in the tournament") : QString());
    m_result->setToolTip(backgammon ? tr("Who won and how many points, as the game's moves and the match tell") : QString());
    if (!open) {
        for (QLineEdit *edit : {m_player1, m_player2, m_name, m_result}) {
            edit->clear();
            edit->setPlaceholderText(QString());
        }
        m_updating = false;
        return;
    }
    const GameDocument::GameInfo info = m_document->gameInfo();
    const GameRecord &game = m_document->game();
    const bool twixt = game.kind == GameKind::Twixt;
    if (rokkaku) {
        QStringList teams;
        const Collection &collection = m_document->collection();
        for (int team : rokkakuGameTeams(game))
            teams << (collection.tournament ? collection.tournament->teams.value(team) : QString());
        m_player1->setText(teams.join(QStringLiteral(", ")));
        m_player1->setCursorPosition(0);
    } else {
        m_player1->setText(info.player1);
    }
    m_player2->setText(info.player2);
    // Who is who in each game (the tree's player 1 moves first).
    m_player1->setPlaceholderText(backgammon ? QString()
                                  : twixt    ? tr("White: moves first, joins top and bottom")
                                             : tr("Red: moves first, joins top and bottom"));
    m_player2->setPlaceholderText(backgammon ? QString()
                                  : twixt    ? tr("Black: joins left and right")
                                             : tr("Blue: joins left and right"));
    m_name->setText(info.name);
    m_result->setText(backgammon ? backgammonResultText(game) : info.result);
    const int largest = twixt ? 702 : 256;
    for (QSpinBox *spin : {m_columns, m_rows})
        spin->setRange(1, largest);
    m_columns->setValue(info.columns);
    m_rows->setValue(info.rows);
    // A board size belongs to the moves already on it.
    const GameTree &tree = m_document->tree();
    const bool empty = tree.firstChild(tree.root()) == NoNode && !tree.hasMove(tree.root());
    m_columns->setEnabled(empty);
    m_rows->setEnabled(empty);
    m_columns->setToolTip(empty ? QString() : tr("The board size cannot change once the game has moves."));
    m_rows->setToolTip(m_columns->toolTip());
    m_rules->setEnabled(twixt);
    m_rules->setCurrentIndex(m_rules->findData(int(info.twixtRules)));
    m_updating = false;
}

QString GameInfoPanel::backgammonResultText(const GameRecord &game) const
{
    // The words the Games panel lists the game with.
    return GameList::backgammonResultText(game);
}

void GameInfoPanel::commit()
{
    if (m_updating || !m_document || m_document->game().kind == GameKind::Rokkaku)
        return;
    GameDocument::GameInfo info = m_document->gameInfo();
    info.player1 = m_player1->text();
    info.player2 = m_player2->text();
    info.name = m_name->text();
    if (!m_result->isReadOnly())
        info.result = m_result->text();
    if (m_columns->isEnabled()) {
        info.columns = m_columns->value();
        info.rows = m_rows->value();
    }
    if (m_rules->isEnabled())
        info.twixtRules = TwixtRules(m_rules->currentData().toInt());
    if (!m_document->setGameInfo(info))
        showInfo(); // nothing changed, or a change that was refused
}

} // namespace kibitz
