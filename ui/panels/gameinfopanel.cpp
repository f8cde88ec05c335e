#include "panels/gameinfopanel.h"

#include "document/gamedocument.h"

#include "games/gameuitable.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace kibitz {

GameInfoPanel::GameInfoPanel(QWidget *parent)
    : QWidget(parent)
    , m_player1(new QLineEdit)
    , m_player2(new QLineEdit)
    , m_name(new QLineEdit)
    , m_result(new QLineEdit)
    , m_size(new QWidget)
    , m_columns(new QSpinBox)
    , m_rows(new QSpinBox)
    , m_rules(new QComboBox)
{
    // A grid of labels and fields, not a QFormLayout: in Qt 6.4 that wrote
    // past its row arrays when rows were hidden and shown in a hidden dock.
    // A row whose label and field are hidden takes no room.
    auto *grid = new QGridLayout(this);
    grid->setColumnStretch(1, 1);
    auto *sizeLayout = new QHBoxLayout(m_size);
    sizeLayout->setContentsMargins(0, 0, 0, 0);
    sizeLayout->addWidget(m_columns);
    sizeLayout->addWidget(m_rows);
    // The labels' texts come from retranslate(); each gives its field a mnemonic.
    for (QWidget *field : std::initializer_list<QWidget *>{m_player1, m_player2, m_name, m_result, m_size, m_rules}) {
        auto *label = new QLabel;
        label->setBuddy(field == m_size ? static_cast<QWidget *>(m_columns) : field);
        const int row = int(m_labels.size());
        grid->addWidget(label, row, 0);
        grid->addWidget(field, row, 1);
        m_labels.emplace_back(field, label);
    }
    m_nothingOpen = new QLabel;
    m_nothingOpen->setWordWrap(true);
    m_nothingOpen->setEnabled(false); // drawn as a quiet note
    const int last = int(m_labels.size());
    grid->addWidget(m_nothingOpen, last, 0, 1, 2);
    grid->setRowStretch(last + 1, 1); // the rows stay together at the top
    retranslate();

    for (QLineEdit *edit : {m_player1, m_player2, m_name, m_result})
        connect(edit, &QLineEdit::editingFinished, this, &GameInfoPanel::commit);
    for (QSpinBox *spin : {m_columns, m_rows})
        connect(spin, &QSpinBox::editingFinished, this, &GameInfoPanel::commit);
    connect(m_rules, &QComboBox::activated, this, &GameInfoPanel::commit);
    showInfo();
}

void GameInfoPanel::setLabels(bool teams)
{
    const std::initializer_list<std::pair<QWidget *, QString>> labels
        = {{m_player1, teams ? tr("&Teams:") : tr("Player &1:")},
           {m_player2, tr("Player &2:")},
           {m_name, tr("&Name:")},
           {m_result, tr("&Result:")},
           {m_size, teams ? tr("&Field:") : tr("&Board:")},
           {m_rules, tr("R&ules:")}};
    for (const auto &[field, text] : labels)
        labelFor(field)->setText(text);
    m_player1->setAccessibleName(teams ? tr("Teams") : tr("Player 1"));
}

QLabel *GameInfoPanel::labelFor(const QWidget *field) const
{
    const auto row
        = std::find_if(m_labels.begin(), m_labels.end(), [field](const auto &r) { return r.first == field; });
    return row != m_labels.end() ? row->second : nullptr;
}

void GameInfoPanel::retranslate()
{
    setLabels(false);
    m_player2->setAccessibleName(tr("Player 2"));
    m_name->setAccessibleName(tr("Game name"));
    m_result->setAccessibleName(tr("Result"));
    m_columns->setAccessibleName(tr("Columns"));
    m_rows->setAccessibleName(tr("Rows"));
    m_columns->setAccessibleDescription(tr("Can change only while the game has no moves"));
    m_rows->setAccessibleDescription(tr("Can change only while the game has no moves"));
    m_columns->setSuffix(tr(" columns"));
    m_rows->setSuffix(tr(" rows"));
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
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_player1, m_player2, m_name, m_result, m_columns, m_rows, m_rules})
        w->setEnabled(open);
    // What the game has and what of it can be edited: its GameUi's answer
    // (with no document there is nothing to show: a note, no empty fields,
    // nor the last game's leftovers).
    const GameInfoFields fields = open ? gameUiFor(m_document->game()).infoFields() : GameInfoFields();
    setLabels(fields.teams);
    // A row shows or hides with its label and field.
    const auto showRow = [this](QWidget *field, bool shown) {
        if (QLabel *label = labelFor(field))
            label->setVisible(shown);
        field->setVisible(shown);
    };
    showRow(m_player1, open);
    showRow(m_player2, open && fields.player2);
    showRow(m_name, open);
    showRow(m_result, open && fields.result);
    showRow(m_size, open && fields.boardSize);
    showRow(m_rules, open && fields.rules);
    showRow(m_nothingOpen, !open);
    for (QLineEdit *edit : {m_player1, m_name})
        edit->setReadOnly(!fields.editable);
    m_result->setReadOnly(fields.resultFromMoves);
    m_player1->setToolTip(fields.teams ? tr("The log names the teams once for the whole tournament") : QString());
    m_name->setToolTip(fields.teams ? tr("Where the game stands in the tournament") : QString());
    m_result->setToolTip(
        fields.resultFromMoves ? tr("Who won and how many points, as the game's moves and the match tell") : QString());
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
    const GameUi &gameUi = gameUiFor(game);
    if (fields.teams) {
        m_player1->setText(gameUi.teamsText(m_document->collection(), game));
        m_player1->setCursorPosition(0);
    } else {
        m_player1->setText(info.player1);
    }
    m_player2->setText(info.player2);
    m_player1->setPlaceholderText(fields.player1Placeholder);
    m_player2->setPlaceholderText(fields.player2Placeholder);
    m_name->setText(info.name);
    m_result->setText(fields.resultFromMoves ? gameUi.resultFromMoves(game) : info.result);
    for (QSpinBox *spin : {m_columns, m_rows})
        spin->setRange(1, fields.largestSide);
    m_columns->setValue(info.columns);
    m_rows->setValue(info.rows);
    // A board size belongs to the moves already on it.
    const GameTree &tree = m_document->tree();
    const bool empty = tree.firstChild(tree.root()) == NoNode && !tree.hasMove(tree.root());
    m_columns->setEnabled(empty);
    m_rows->setEnabled(empty);
    m_columns->setToolTip(empty ? QString() : tr("The board size cannot change once the game has moves."));
    m_rows->setToolTip(m_columns->toolTip());
    m_rules->setEnabled(fields.rules);
    // The game's rule sets, named by its GameUi (in the current language).
    const QStringList ruleSets = gameUi.ruleSetNames();
    QStringList shown;
    for (int i = 0; i < m_rules->count(); ++i)
        shown << m_rules->itemText(i);
    if (shown != ruleSets) {
        m_rules->clear();
        m_rules->addItems(ruleSets);
    }
    m_rules->setAccessibleName(gameUi.ruleSetsName());
    m_rules->setCurrentIndex(gameUi.ruleSetOf(info.setup));
    m_updating = false;
}

void GameInfoPanel::commit()
{
    if (m_updating || !m_document || !gameUiFor(m_document->game()).infoFields().editable)
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
        info.setup = gameUiFor(m_document->game()).withRuleSet(info.setup, m_rules->currentIndex());
    if (!m_document->setGameInfo(info))
        showInfo(); // nothing changed, or a change that was refused
}

} // namespace kibitz
