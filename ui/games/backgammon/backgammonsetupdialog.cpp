#include "games/backgammon/backgammonsetupdialog.h"

#include "games/backgammon/backgammonboard.h"
#include "render/backgammon/backgammonpicture.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz {

namespace {

// The board of the dialog: a click on a slot puts a checker down, a right
// click or Shift+click takes one off; nothing is dragged.
class SetupBoard : public BackgammonBoard {
public:
    using BackgammonBoard::BackgammonBoard;
    std::function<void(int slot, bool remove)> clicked;

protected:
    void mousePressEvent(QMouseEvent *event) override
    {
        event->accept();
        const std::optional<int> slot = renderer().slotAt(event->position());
        if (!slot || !clicked)
            return;
        const bool remove
            = event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier) != Qt::NoModifier;
        if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)
            clicked(*slot, remove);
    }
    void mouseMoveEvent(QMouseEvent *event) override { event->accept(); }
    void mouseReleaseEvent(QMouseEvent *event) override { event->accept(); }
    void contextMenuEvent(QContextMenuEvent *event) override { event->accept(); }
};

} // namespace

BackgammonSetupDialog::BackgammonSetupDialog(const BackgammonPosition &position, const QString &player1,
                                             const QString &player2, const QString &note, const RenderOptions &options,
                                             QWidget *parent)
    : QDialog(parent)
    , m_player1(player1.isEmpty() ? tr("Player 1") : player1)
    , m_player2(player2.isEmpty() ? tr("Player 2") : player2)
{
    setWindowTitle(tr("Set Up Position"));
    auto *layout = new QVBoxLayout(this);

    auto *ids = new QGridLayout;
    m_idEdit = new QLineEdit;
    m_idEdit->setObjectName(QStringLiteral("setupPositionId"));
    m_idEdit->setPlaceholderText(tr("Position ID, Position ID:Match ID or XGID=…"));
    m_idEdit->setClearButtonEnabled(true);
    m_matchEdit = new QLineEdit;
    m_matchEdit->setObjectName(QStringLiteral("setupMatchId"));
    m_matchEdit->setPlaceholderText(tr("optional"));
    m_matchEdit->setClearButtonEnabled(true);
    auto *idLabel = new QLabel(tr("&Position ID or XGID:"));
    idLabel->setBuddy(m_idEdit);
    auto *matchLabel = new QLabel(tr("&Match ID:"));
    matchLabel->setBuddy(m_matchEdit);
    ids->addWidget(idLabel, 0, 0);
    ids->addWidget(m_idEdit, 0, 1);
    ids->addWidget(matchLabel, 0, 2);
    ids->addWidget(m_matchEdit, 0, 3);
    m_idMessage = new QLabel;
    m_idMessage->setObjectName(QStringLiteral("setupIdMessage"));
    m_idMessage->setTextFormat(Qt::PlainText);
    m_idMessage->setWordWrap(true);
    ids->addWidget(m_idMessage, 1, 1, 1, 3);
    ids->setColumnStretch(1, 3);
    ids->setColumnStretch(3, 2);
    layout->addLayout(ids);

    auto *board = new SetupBoard;
    board->clicked = [this](int slot, bool remove) { clickSlot(slot, remove); };
    m_board = board;
    m_board->setObjectName(QStringLiteral("setupBoard"));
    m_board->setAnimationMilliseconds(0);
    RenderOptions boardOptions = options;
    boardOptions.animationMilliseconds = 0;
    m_board->setRenderOptions(boardOptions);
    m_board->setMinimumSize(480, 340);
    m_board->setAccessibleName(tr("Board: click a point or the bar to put a checker down, right-click or "
                                  "Shift+click to take one off"));
    layout->addWidget(m_board, 1);

    auto *sides = new QHBoxLayout;
    sides->addWidget(new QLabel(tr("Clicks put down checkers of:")));
    m_side1 = new QRadioButton(m_player1);
    m_side2 = new QRadioButton(m_player2);
    m_side1->setObjectName(QStringLiteral("setupSide1"));
    m_side2->setObjectName(QStringLiteral("setupSide2"));
    m_side1->setChecked(true);
    auto *sideGroup = new QButtonGroup(this);
    sideGroup->addButton(m_side1);
    sideGroup->addButton(m_side2);
    sides->addWidget(m_side1);
    sides->addWidget(m_side2);
    sides->addStretch(1);
    auto *start = new QPushButton(tr("&Starting Position"));
    start->setObjectName(QStringLiteral("setupStart"));
    sides->addWidget(start);
    layout->addLayout(sides);

    auto *fields = new QGridLayout;
    m_onRoll = new QComboBox;
    m_onRoll->setObjectName(QStringLiteral("setupOnRoll"));
    m_onRoll->addItem(m_player1, 1);
    m_onRoll->addItem(m_player2, 2);
    m_die1 = new QSpinBox;
    m_die2 = new QSpinBox;
    for (QSpinBox *die : {m_die1, m_die2}) {
        die->setRange(0, 6);
        //: a die not rolled yet
        die->setSpecialValueText(tr("–"));
    }
    m_die1->setObjectName(QStringLiteral("setupDie1"));
    m_die2->setObjectName(QStringLiteral("setupDie2"));
    m_cubeValue = new QComboBox;
    m_cubeValue->setObjectName(QStringLiteral("setupCubeValue"));
    for (int value = 1; value <= 4096; value *= 2)
        m_cubeValue->addItem(QString::number(value), value);
    m_cubeOwner = new QComboBox;
    m_cubeOwner->setObjectName(QStringLiteral("setupCubeOwner"));
    m_cubeOwner->addItem(tr("in the middle"), 0);
    //: who owns the cube: %1 is a player
    m_cubeOwner->addItem(tr("owned by %1").arg(m_player1), 1);
    m_cubeOwner->addItem(tr("owned by %1").arg(m_player2), 2);
    m_length = new QSpinBox;
    m_length->setObjectName(QStringLiteral("setupMatchLength"));
    m_length->setRange(0, 99);
    m_length->setSpecialValueText(tr("money game"));
    m_score1 = new QSpinBox;
    m_score2 = new QSpinBox;
    m_score1->setObjectName(QStringLiteral("setupScore1"));
    m_score2->setObjectName(QStringLiteral("setupScore2"));
    for (QSpinBox *score : {m_score1, m_score2})
        score->setRange(0, 98);

    const auto label = [](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text);
        l->setBuddy(buddy);
        return l;
    };
    auto *dice = new QHBoxLayout;
    dice->addWidget(m_die1);
    dice->addWidget(m_die2);
    dice->addStretch(1);
    auto *cube = new QHBoxLayout;
    cube->addWidget(m_cubeValue);
    cube->addWidget(m_cubeOwner);
    cube->addStretch(1);
    auto *scores = new QHBoxLayout;
    scores->addWidget(m_score1);
    scores->addWidget(new QLabel(QStringLiteral("–")));
    scores->addWidget(m_score2);
    scores->addStretch(1);
    fields->addWidget(label(tr("On &roll:"), m_onRoll), 0, 0);
    fields->addWidget(m_onRoll, 0, 1);
    fields->addWidget(label(tr("&Dice:"), m_die1), 0, 2);
    fields->addLayout(dice, 0, 3);
    fields->addWidget(label(tr("&Cube:"), m_cubeValue), 1, 0);
    fields->addLayout(cube, 1, 1);
    fields->addWidget(label(tr("Match &length:"), m_length), 1, 2);
    fields->addWidget(m_length, 1, 3);
    //: the score of the players before the game, as "2 – 4"
    fields->addWidget(label(tr("Sc&ore:"), m_score1), 2, 2);
    fields->addLayout(scores, 2, 3);
    layout->addLayout(fields);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("setupStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    auto *noteLabel = new QLabel(note);
    noteLabel->setTextFormat(Qt::PlainText);
    noteLabel->setWordWrap(true);
    layout->addWidget(noteLabel);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_idEdit, &QLineEdit::textEdited, this, &BackgammonSetupDialog::idsEdited);
    connect(m_matchEdit, &QLineEdit::textEdited, this, &BackgammonSetupDialog::idsEdited);
    connect(start, &QPushButton::clicked, this, [this] {
        BackgammonPosition initial(BgVariant::Backgammon, matchLength(), score(1), score(2));
        load(initial);
    });
    for (QComboBox *box : {m_onRoll, m_cubeValue, m_cubeOwner})
        connect(box, &QComboBox::currentIndexChanged, this, &BackgammonSetupDialog::fieldsEdited);
    for (QSpinBox *box : {m_die1, m_die2, m_length, m_score1, m_score2})
        connect(box, &QSpinBox::valueChanged, this, &BackgammonSetupDialog::fieldsEdited);

    load(position);
    resize(760, 680);
}

int BackgammonSetupDialog::matchLength() const
{
    return m_length->value();
}

int BackgammonSetupDialog::score(int player) const
{
    return matchLength() == 0 ? 0 : (player == 1 ? m_score1 : m_score2)->value();
}

std::optional<BackgammonPosition> BackgammonSetupDialog::position() const
{
    return BackgammonPosition::fromSetup(m_setup, matchLength(), score(1), score(2));
}

void BackgammonSetupDialog::setSide(int player)
{
    (player == 2 ? m_side2 : m_side1)->setChecked(true);
}

int BackgammonSetupDialog::side() const
{
    return m_side2->isChecked() ? 2 : 1;
}

void BackgammonSetupDialog::setDice(int die1, int die2)
{
    m_die1->setValue(die1);
    m_die2->setValue(die2);
}

void BackgammonSetupDialog::setOnRoll(int player)
{
    m_onRoll->setCurrentIndex(player == 2 ? 1 : 0);
}

void BackgammonSetupDialog::setCube(int value, int owner)
{
    m_cubeValue->setCurrentIndex(std::max(0, m_cubeValue->findData(value)));
    m_cubeOwner->setCurrentIndex(std::clamp(owner, 0, 2));
}

void BackgammonSetupDialog::setMatch(int length, int score1, int score2)
{
    m_length->setValue(length);
    m_score1->setValue(score1);
    m_score2->setValue(score2);
}

QString BackgammonSetupDialog::idMessage() const
{
    return m_idMessage->text();
}

bool BackgammonSetupDialog::setIds(const QString &positionOrXgid, const QString &matchId)
{
    m_idEdit->setText(positionOrXgid);
    m_matchEdit->setText(matchId);
    idsEdited();
    return m_idMessage->property("ok").toBool();
}

void BackgammonSetupDialog::idsEdited()
{
    const QString text = m_idEdit->text().trimmed();
    const QString match = m_matchEdit->text().trimmed();
    m_idMessage->setProperty("ok", false);
    if (text.isEmpty()) {
        m_idMessage->setText(match.isEmpty() ? QString() : tr("Type the Position ID first."));
        return;
    }
    QString error;
    const std::optional<BackgammonPosition> read
        = text.startsWith(QLatin1String("XGID="), Qt::CaseInsensitive) && match.isEmpty()
            ? BackgammonPosition::fromXgid(text, &error)
            : BackgammonPosition::fromGnubgIds(text, match, &error);
    if (!read) {
        m_idMessage->setText(error);
        m_idMessage->setStyleSheet(QStringLiteral("color: #c62828;"));
        return;
    }
    m_idMessage->setStyleSheet(QString());
    m_idMessage->setProperty("ok", true);
    // A Position ID alone keeps the match, cube and dice of the fields.
    const bool positionOnly = !text.contains(QLatin1Char(':')) && match.isEmpty();
    if (positionOnly) {
        BgSetup setup = read->setup();
        setup.cubeValue = m_setup.cubeValue;
        setup.cubeOwner = m_setup.cubeOwner;
        setup.onRoll = m_setup.onRoll;
        setup.dice = m_setup.dice;
        m_setup = setup;
        m_idMessage->setText(tr("Position read: the checkers are set up."));
        update();
        return;
    }
    m_idMessage->setText(tr("Position read: checkers, cube, dice and score are set up."));
    load(*read);
}

void BackgammonSetupDialog::load(const BackgammonPosition &position)
{
    m_setup = position.setup();
    m_loading = true;
    setOnRoll(m_setup.onRoll);
    setDice(m_setup.dice[0], m_setup.dice[1]);
    setCube(m_setup.cubeValue, m_setup.cubeOwner);
    setMatch(position.matchLength(), position.score(1), position.score(2));
    m_loading = false;
    update();
}

void BackgammonSetupDialog::fieldsEdited()
{
    if (m_loading)
        return;
    m_setup.onRoll = m_onRoll->currentData().toInt();
    m_setup.dice = {m_die1->value(), m_die2->value()};
    m_setup.cubeValue = m_cubeValue->currentData().toInt();
    m_setup.cubeOwner = m_cubeOwner->currentData().toInt();
    update();
}

bool BackgammonSetupDialog::clickSlot(int slot, bool remove)
{
    const int player = side();
    const QString name = player == 1 ? m_player1 : m_player2;
    const auto refuse = [this](const QString &why) {
        m_status->setText(why);
        m_status->setStyleSheet(QStringLiteral("color: #c62828;"));
        return false;
    };
    int *count = nullptr;
    int signedCount = 0;
    if (slot == BgBar) {
        count = &m_setup.bar[std::size_t(player - 1)];
        signedCount = *count;
    } else if (slot >= 1 && slot <= 24) {
        int &point = m_setup.points[std::size_t(slot - 1)];
        if ((player == 1 && point < 0) || (player == 2 && point > 0))
            //: %1 is a player
            return refuse(tr("That point holds the checkers of the other player: take them off first (right "
                             "click) or choose the other side."));
        count = &point;
        signedCount = player == 1 ? point : -point;
    } else {
        return refuse(tr("Click a point or the bar: the checkers not on the board are borne off."));
    }
    if (remove) {
        if (signedCount == 0)
            //: %1 is a player
            return refuse(tr("%1 has no checker there.").arg(name));
        if (m_setup.borneOff(player) == BackgammonPosition::Checkers - 1)
            return refuse(tr("%1 keeps at least one checker on the board.").arg(name));
        *count += (slot == BgBar || player == 1) ? -1 : 1;
    } else {
        if (m_setup.borneOff(player) == 0)
            return refuse(tr("All 15 checkers of %1 are on the board: take one off first.").arg(name));
        *count += (slot == BgBar || player == 1) ? 1 : -1;
    }
    update();
    return true;
}

void BackgammonSetupDialog::update()
{
    QString why;
    const std::optional<BackgammonPosition> shown = position();
    if (!BackgammonPosition::fromSetup(m_setup, matchLength(), score(1), score(2), false, &why))
        m_problem = why;
    else if (matchLength() > 0 && (score(1) >= matchLength() || score(2) >= matchLength()))
        m_problem = tr("A score of %1 or more has already won a %1-point match.").arg(matchLength());
    else
        m_problem.clear();
    m_score1->setEnabled(matchLength() > 0);
    m_score2->setEnabled(matchLength() > 0);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_problem.isEmpty());
    m_status->setStyleSheet(m_problem.isEmpty() ? QString() : QStringLiteral("color: #c62828;"));
    if (!m_problem.isEmpty()) {
        m_status->setText(m_problem);
    } else {
        //: %1 and %2 are the checkers each player has borne off, %3 and %4 their pip counts, %5 GNU Backgammon's IDs
        m_status->setText(tr("Borne off: %1 and %2. Pips: %3 and %4. GNU Backgammon ID: %5")
                              .arg(m_setup.borneOff(1))
                              .arg(m_setup.borneOff(2))
                              .arg(shown->pipCount(1))
                              .arg(shown->pipCount(2))
                              .arg(shown->gnubgPositionId() + QLatin1Char(':') + shown->gnubgMatchId()));
    }
    if (!shown)
        return;
    BackgammonPicture picture;
    picture.position = *shown;
    picture.player1 = m_player1;
    picture.player2 = m_player2;
    picture.matchLength = matchLength();
    picture.score1 = score(1);
    picture.score2 = score(2);
    picture.lastRoller = m_setup.dice[0] != 0 ? m_setup.onRoll : 0;
    m_board->showPicture(picture);
}

} // namespace kibitz
