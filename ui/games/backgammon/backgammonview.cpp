#include "games/backgammon/backgammonview.h"

#include "document/gamedocument.h"
#include "games/backgammon/backgammonboard.h"

#include "common/icons.h"
#include "common/playbackbar.h"
#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/backgammon/backgammonsetupdialog.h"
#include "render/boardexport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace kibitz {

namespace {

// Whether two pictures draw the same board (an annotation of the tree, such
// as gnubg's analysis, leaves it as it is: no repaint then).
bool samePicture(const BackgammonPicture &a, const BackgammonPicture &b)
{
    return a.columns == b.columns && a.rows == b.rows && a.ply == b.ply && a.toMove == b.toMove && a.winner == b.winner
        && a.error == b.error && a.failedAt == b.failedAt && a.variant == b.variant && a.position == b.position
        && a.player1 == b.player1 && a.player2 == b.player2 && a.matchLength == b.matchLength && a.score1 == b.score1
        && a.score2 == b.score2 && a.lastRoller == b.lastRoller && a.rollDiceCount == b.rollDiceCount
        && a.rollDice == b.rollDice && a.unusedDice == b.unusedDice;
}

int other(int player)
{
    return player == 1 ? 2 : 1;
}

int slotOfSource(const BgMove &move)
{
    return move.from == BgOff ? BackgammonRenderer::Waiting : move.from;
}

std::vector<int> rolledOf(const BackgammonEvent &event)
{
    return std::vector<int>(event.dice.begin(), event.dice.begin() + std::clamp(event.diceCount, 0, 3));
}

// The checkers that slide when `player` plays `move` in `before`: the checker
// itself and a blot it hits, which goes to the bar.
std::vector<BackgammonBoard::Motion> motionsOf(const BackgammonPosition &before, int player, const BgMove &move)
{
    std::vector<BackgammonBoard::Motion> motions{{player, slotOfSource(move), move.to}};
    if (move.to >= 1 && move.to <= 24 && before.checkers(move.to, other(player)) == 1)
        motions.push_back({other(player), move.to, BgBar});
    return motions;
}

// The same move taken back.
std::vector<BackgammonBoard::Motion> reversedMotionsOf(const BackgammonPosition &before, int player, const BgMove &move)
{
    std::vector<BackgammonBoard::Motion> motions{{player, move.to, slotOfSource(move)}};
    if (move.to >= 1 && move.to <= 24 && before.checkers(move.to, other(player)) == 1)
        motions.push_back({other(player), BgBar, move.to});
    return motions;
}

} // namespace

BackgammonView::BackgammonView(GameDocument *document, QWidget *parent)
    : DocumentView(document, parent)
{
    m_options.animationMilliseconds = RenderOptions().animationMilliseconds;
    createWidgets();
    connect(document, &GameDocument::currentNodeChanged, this, &BackgammonView::refresh);
    connect(document, &GameDocument::treeChanged, this, &BackgammonView::refresh);
    connect(document, &GameDocument::gameChanged, this, [this] {
        m_entry.setOpener(0);
        refresh();
    });
    connect(document, &GameDocument::gameInfoChanged, this, &BackgammonView::refresh);
    refresh();
}

void BackgammonView::createWidgets()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

    m_toolbar = new PlaybackBar(tr("Replay"), this, Qt::WidgetWithChildrenShortcut, this);
    // The event steps use no keys of their own: the main window's Go menu
    // (Home, Left, Right, End) steps every view.
    m_startAction = m_toolbar->addStart(QStringLiteral("bgStart"), tr("Start"), tr("Start of the game (Home)"));
    m_toolbar->addPrevious(QStringLiteral("bgPreviousEvent"), tr("Previous Event"), tr("Previous event (Left)"));
    m_previousChecker = m_toolbar->addButton(QStringLiteral("bgPreviousChecker"), tr("Previous Checker"),
                                             tr("Take back one checker move"), QKeySequence(Qt::CTRL | Qt::Key_Left),
                                             Icons::Glyph::PreviousStep);
    connect(m_previousChecker, &QAction::triggered, this, [this] { stepCheckerBack(); });
    m_playPause = m_toolbar->addPlayPause(QStringLiteral("bgPlayPause"), tr("Play the game event by event / pause"),
                                          QKeySequence(Qt::Key_Space));
    m_nextChecker = m_toolbar->addButton(QStringLiteral("bgNextChecker"), tr("Next Checker"),
                                         tr("Play one checker move of the next roll"),
                                         QKeySequence(Qt::CTRL | Qt::Key_Right), Icons::Glyph::NextStep);
    connect(m_nextChecker, &QAction::triggered, this, [this] { stepCheckerForward(); });
    m_toolbar->addNext(QStringLiteral("bgNextEvent"), tr("Next Event"), tr("Next event (Right)"));
    m_toolbar->addEnd(QStringLiteral("bgEnd"), tr("End"), tr("End of the line (End)"));
    connect(m_toolbar, &PlaybackBar::positionRequested, this, [this](PlaybackBar::Target target) {
        if (!m_document)
            return;
        if (target == PlaybackBar::Target::Start)
            m_document->goToRoot();
        else
            m_document->goToEndOfLine();
    });
    connect(m_toolbar, &PlaybackBar::stepRequested, this, [this](int direction) { stepEvent(direction > 0); });
    connect(m_toolbar, &PlaybackBar::playRequested, this, &BackgammonView::setAutoplay);
    connect(m_toolbar, &PlaybackBar::advanceRequested, this, &BackgammonView::autoplayTick);
    m_toolbar->addSeparator();
    auto *speedLabel = new QLabel(tr("Speed:"));
    QList<std::pair<QString, QVariant>> speeds;
    for (int ms : {4000, 2000, 1000, 500, 250})
        speeds.append({tr("%1 s per event").arg(ms / 1000.0), ms});
    m_speed = m_toolbar->speedBox(speeds);
    m_speed->setAccessibleName(tr("Autoplay speed"));
    m_speed->setToolTip(tr("Time between events while playing"));
    m_speed->setCurrentIndex(2);
    speedLabel->setBuddy(m_speed);
    m_toolbar->addWidget(speedLabel);
    m_toolbar->addWidget(m_speed);
    auto *slideLabel = new QLabel(tr(" Slide:"));
    m_slide = new QSpinBox;
    m_slide->setAccessibleName(tr("Checker slide duration"));
    m_slide->setToolTip(tr("How long a checker takes to slide; 0 shows moves at once"));
    m_slide->setRange(0, 3000);
    m_slide->setSingleStep(50);
    m_slide->setSuffix(tr(" ms"));
    m_slide->setSpecialValueText(tr("instant"));
    m_slide->setValue(m_options.animationMilliseconds);
    slideLabel->setBuddy(m_slide);
    m_toolbar->addWidget(slideLabel);
    m_toolbar->addWidget(m_slide);
    m_toolbar->addSeparator();
    m_flipAction = new QAction(tr("Flip Board"), this);
    Icons::setGlyph(m_flipAction, Icons::Glyph::Flip, palette().color(QPalette::WindowText));
    connect(m_flipAction, &QAction::triggered, this, &BackgammonView::flip);
    m_toolbar->addAction(m_flipAction);
    m_flipAction->setObjectName(QStringLiteral("bgFlip"));
    m_flipAction->setToolTip(tr("See the board from the other player's side (Ctrl+F2)"));
    layout->addWidget(m_toolbar);

    m_toolbar->setInterval(1000);
    connect(m_toolbar, &PlaybackBar::speedChosen, this,
            [this](const QVariant &ms) { setAutoplayInterval(ms.toInt()); });
    connect(m_slide, &QSpinBox::valueChanged, this, [this](int ms) { m_board->setAnimationMilliseconds(ms); });

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_board = new BackgammonBoard;
    m_board->setAnimationMilliseconds(m_options.animationMilliseconds);
    leftLayout->addWidget(m_board, 1);
    connect(m_board, &BackgammonBoard::moveRequested, this, [this](int from, int to) { moveChecker(from, to); });
    connect(m_board, &BackgammonBoard::emptyPress, this, [this](int) {
        if (const auto refusal = m_entry.possible(); refusal != BackgammonTurnEntry::Refusal::None)
            refuse(refusal);
        else if (!m_entry.roll() && !m_entry.storedNext())
            refuse(BackgammonTurnEntry::Refusal::NoDice);
    });
    connect(m_board, &BackgammonBoard::wheelStep, this, [this](int direction) { stepEvent(direction > 0); });

    // The entry row: dice, typed play, buttons; the message below.
    auto *entry = new QHBoxLayout;
    m_turnLabel = new QLabel;
    m_turnLabel->setTextFormat(Qt::PlainText); // it names the players
    m_turnLabel->setAccessibleName(tr("Turn"));
    entry->addWidget(m_turnLabel);
    // Before the opening roll: who plays it (the one who rolled the higher
    // die); the file's opening roller until the user chooses.
    m_openerBox = new QComboBox;
    m_openerBox->setAccessibleName(tr("Opening roll by"));
    m_openerBox->setToolTip(tr("Who plays the opening roll you enter"));
    m_openerBox->addItems({QString(), QString()});
    connect(m_openerBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_updating || index < 0)
            return;
        m_entry.setOpener(index + 1);
        if (m_entry.roll())
            clearEntry();
        else
            updateEntryWidgets();
    });
    entry->addWidget(m_openerBox);
    auto *diceLabel = new QLabel(tr("Dice:"));
    entry->addWidget(diceLabel);
    const QString dieNames[3] = {tr("First die"), tr("Second die"), tr("Third die")};
    for (int i = 0; i < 3; ++i) {
        auto *die = new QSpinBox;
        // 0 is "not set": a box shows no value until the dice are known
        // (the pending roll's, or the stored next roll's).
        die->setRange(0, 6);
        die->setSpecialValueText(tr("–", "a die that is not set"));
        die->setAccessibleName(dieNames[i]);
        die->setToolTip(tr("Set the dice to enter a roll of your own"));
        connect(die, &QSpinBox::valueChanged, this, [this](int) { diceEdited(); });
        entry->addWidget(die);
        m_dice.push_back(die);
    }
    diceLabel->setBuddy(m_dice.front());
    m_randomRoll = new QPushButton(tr("Roll"));
    m_randomRoll->setAccessibleName(tr("Roll random dice"));
    m_randomRoll->setToolTip(tr("Roll the dice at random for a play of your own"));
    connect(m_randomRoll, &QPushButton::clicked, this, [this] {
        // Tabula rolls three dice, the opening too.
        const bool tabula = shownPosition() && shownPosition()->variant() == BgVariant::Tabula;
        const int count = tabula ? 3 : 2;
        std::vector<int> dice;
        dice.reserve(std::size_t(count));
        for (int i = 0; i < count; ++i)
            dice.push_back(1 + int(QRandomGenerator::global()->bounded(6)));
        setRoll(dice);
    });
    entry->addWidget(m_randomRoll);
    entry->addStretch(1);
    leftLayout->addLayout(entry);
    auto *typed = new QHBoxLayout;
    auto *playLabel = new QLabel(tr("Play:"));
    typed->addWidget(playLabel);
    m_playEdit = new QLineEdit;
    m_playEdit->setAccessibleName(tr("Play in notation"));
    m_playEdit->setPlaceholderText(tr("e.g. 13/8 24/21"));
    m_playEdit->setToolTip(tr("Type the play for the pending roll, numbered from the mover's side: 13/8 24/21, "
                              "bar/22*, 6/off, 8/5(2); Enter plays it"));
    m_playEdit->setClearButtonEnabled(true);
    playLabel->setBuddy(m_playEdit);
    typed->addWidget(m_playEdit, 1);
    connect(m_playEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_playEdit->text().trimmed().isEmpty())
            submitPlay();
        else
            playTyped(m_playEdit->text());
    });
    m_playButton = new QPushButton(tr("Play"));
    m_playButton->setAccessibleName(tr("Play the entered moves"));
    connect(m_playButton, &QPushButton::clicked, this, [this] {
        if (m_playEdit->text().trimmed().isEmpty())
            submitPlay();
        else
            playTyped(m_playEdit->text());
    });
    typed->addWidget(m_playButton);
    m_undoButton = new QPushButton(tr("Undo Checker"));
    m_undoButton->setAccessibleName(tr("Take back the last checker moved"));
    connect(m_undoButton, &QPushButton::clicked, this, [this] { undoChecker(); });
    typed->addWidget(m_undoButton);
    m_clearButton = new QPushButton(tr("Clear"));
    m_clearButton->setAccessibleName(tr("Clear the entered roll and moves"));
    connect(m_clearButton, &QPushButton::clicked, this, &BackgammonView::clearEntry);
    typed->addWidget(m_clearButton);
    m_cubeButton = new QToolButton;
    m_cubeButton->setText(tr("Cube"));
    m_cubeButton->setAccessibleName(tr("Cube actions"));
    m_cubeButton->setToolTip(tr("Record a double (taken or passed) or a resignation as a variation"));
    m_cubeButton->setPopupMode(QToolButton::InstantPopup);
    auto *cubeMenu = new QMenu(m_cubeButton);
    cubeMenu->addAction(tr("Double, Taken"), this, [this] { playCubeAction(CubeAction::DoubleTaken); });
    cubeMenu->addAction(tr("Double, Passed"), this, [this] { playCubeAction(CubeAction::DoublePassed); });
    cubeMenu->addAction(tr("Resign"), this, [this] { playCubeAction(CubeAction::Resign); });
    m_cubeButton->setMenu(cubeMenu);
    entry->insertWidget(entry->count() - 1, m_cubeButton);
    leftLayout->addLayout(typed);

    m_messageLabel = new QLabel;
    m_messageLabel->setTextFormat(Qt::PlainText);
    m_messageLabel->setAccessibleName(tr("Entry message"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    leftLayout->addWidget(m_messageLabel);

    auto *ids = new QHBoxLayout;
    m_idLabel = new QLabel;
    m_idLabel->setAccessibleName(tr("GNU Backgammon IDs"));
    m_idLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    ids->addWidget(m_idLabel, 1);
    m_copyButton = new QToolButton;
    m_copyButton->setText(tr("Copy Position ID"));
    m_copyButton->setAccessibleName(tr("Copy Position ID"));
    m_copyButton->setToolTip(tr("Copy GNU Backgammon's Position ID of the shown position"));
    connect(m_copyButton, &QToolButton::clicked, this, [this] { copyPositionId(); });
    ids->addWidget(m_copyButton);
    leftLayout->addLayout(ids);

    m_copyPosition = new QAction(tr("Copy Position ID"), this);
    m_copyPosition->setObjectName(QStringLiteral("bgCopyPositionId"));
    connect(m_copyPosition, &QAction::triggered, this, [this] { copyPositionId(); });
    m_copyMatch = new QAction(tr("Copy Match ID"), this);
    m_copyMatch->setObjectName(QStringLiteral("bgCopyMatchId"));
    connect(m_copyMatch, &QAction::triggered, this, [this] { copyMatchId(); });
    m_copyBoth = new QAction(tr("Copy GNU Backgammon ID (Position:Match)"), this);
    m_copyBoth->setObjectName(QStringLiteral("bgCopyGnubgId"));
    connect(m_copyBoth, &QAction::triggered, this, [this] {
        const QString id = positionId() + u':' + matchId();
        if (positionId().isEmpty())
            return;
        QApplication::clipboard()->setText(id);
        showMessage(tr("Copied %1").arg(id));
    });

    // The games of the match are listed in the Games panel.
    layout->addWidget(left, 1);
    setFocusProxy(m_board);
}

void BackgammonView::changeEvent(QEvent *event)
{
    // The bar repaints its own glyphs; the flip is the view's.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        Icons::repaint(m_flipAction, palette().color(QPalette::WindowText));
    DocumentView::changeEvent(event);
}

QAction *BackgammonView::viewAction(const QString &name) const
{
    return findChild<QAction *>(name);
}

void BackgammonView::setDarkTheme(bool dark)
{
    m_dark = dark;
    m_options.theme = boardTheme(dark);
    m_board->setRenderOptions(m_options);
}

void BackgammonView::setRenderOptions(const RenderOptions &options)
{
    const BoardTheme theme = m_options.theme;
    const int oldSlide = m_options.animationMilliseconds;
    m_options = options;
    m_options.theme = theme;
    m_board->setRenderOptions(m_options);
    if (options.animationMilliseconds != oldSlide)
        m_slide->setValue(options.animationMilliseconds);
}

void BackgammonView::setAnimationMilliseconds(int milliseconds)
{
    m_slide->setValue(milliseconds);
}

bool BackgammonView::exportImage(const QString &path, QString *error) const
{
    const QSize size = m_board->size().expandedTo(QSize(200, 160));
    const BackgammonPicture picture = shownPicture();
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        return writeSvg(path, picture, size, m_options, m_document ? m_document->displayName() : QString(), error);
    return writePng(path, picture, size, m_options, error);
}

std::optional<BackgammonEvent> BackgammonView::eventAt(NodeId node) const
{
    if (!m_document || node == NoNode || !m_document->tree().hasMove(node))
        return std::nullopt;
    return decodeBackgammonEvent(m_document->tree().moveTag(node), m_document->tree().moveData(node));
}

NodeId BackgammonView::storedNextRoll() const
{
    if (!m_document)
        return NoNode;
    const NodeId child = m_document->tree().mainChild(m_document->currentNode());
    const auto event = eventAt(child);
    return event && event->kind == BackgammonEvent::Kind::Roll ? child : NoNode;
}

void BackgammonView::updateEntryBase()
{
    std::optional<BackgammonTurnEntry::StoredRoll> stored;
    if (const NodeId node = storedNextRoll(); node != NoNode)
        stored = BackgammonTurnEntry::StoredRoll{node, *eventAt(node)};
    m_entry.setBase(m_document ? m_picture.position : std::nullopt, m_picture.ok(), stored);
}

BackgammonPicture BackgammonView::pictureOf(const Roll &roll) const
{
    BackgammonPicture picture = m_picture;
    if (!picture.position)
        return picture;
    *picture.position = roll.position;
    picture.lastRoller = roll.player;
    picture.rollDiceCount = int(roll.rolled.size());
    for (std::size_t i = 0; i < roll.rolled.size() && i < 3; ++i)
        picture.rollDice[i] = roll.rolled[i];
    picture.unusedDice = roll.dice;
    return picture;
}

BackgammonPicture BackgammonView::shownPicture() const
{
    return m_entry.roll() ? pictureOf(*m_entry.roll()) : m_picture;
}

const BackgammonPosition *BackgammonView::shownPosition() const
{
    if (m_entry.roll())
        return &m_entry.roll()->position;
    return m_picture.position ? &*m_picture.position : nullptr;
}

void BackgammonView::refresh()
{
    if (!m_document)
        return;
    const int game = m_document->gameIndex();
    const NodeId node = m_document->currentNode();
    const GameTree &tree = m_document->tree();
    if (game == m_shownGame && node == m_shownNode && !m_keepPending) {
        // The tree changed around the shown node (a variation added or
        // removed elsewhere, or the node's own just played): its position is
        // the same, a roll being entered stays.
        BackgammonPicture rebuilt = buildBackgammonPicture(m_document->game(), node);
        // A set-up start changed (or its change undone): a roll entered
        // on the old start is gone with it.
        if (node == tree.root() && rebuilt.position != m_picture.position)
            m_entry.clear();
        const bool same = !m_entry.roll() && samePicture(rebuilt, m_picture);
        m_picture = std::move(rebuilt);
        updateEntryBase();
        if (m_entry.roll() && m_entry.roll()->follows != NoNode && !tree.isAttached(m_entry.roll()->follows))
            m_entry.forgetFollowed();
        if (!m_entry.roll()) {
            enterStartDice();
            if (m_entry.roll())
                m_board->showPicture(shownPicture());
        }
        if (!m_board->isAnimating() && !same)
            m_board->showPicture(shownPicture());
        updateState();
        return;
    }
    const std::optional<Roll> oldPending = m_entry.roll();
    m_entry.clear();
    const BackgammonPicture oldPicture = m_picture;
    const NodeId oldNode = m_shownNode;
    const bool sameGame = game == m_shownGame;
    m_picture = buildBackgammonPicture(m_document->game(), node);
    m_shownGame = game;
    m_shownNode = node;
    updateEntryBase();
    m_entry.setRoll(std::move(m_keepPending));
    m_keepPending.reset();
    if (!m_picture.position)
        m_entry.clear();
    else if (!m_entry.roll())
        enterStartDice();

    // One event forward or back slides its checkers; any other jump shows
    // the new position at once.
    bool animated = false;
    if (sameGame && m_picture.ok() && oldPicture.position && oldNode != NoNode && tree.isValid(oldNode)
        && oldNode != node) {
        if (tree.parent(node) == oldNode) {
            const auto event = eventAt(node);
            if (event && event->kind == BackgammonEvent::Kind::Roll && !event->moves.empty()) {
                Roll start = BackgammonTurnEntry::startRoll(*oldPicture.position, {node, *event});
                if (oldPending && oldPending->player == event->player && oldPending->rolled == start.rolled
                    && oldPending->moves.size() <= event->moves.size()
                    && std::equal(oldPending->moves.begin(), oldPending->moves.end(), event->moves.begin()))
                    start = *oldPending;
                if (start.moves.size() < event->moves.size()) {
                    m_board->showPicture(pictureOf(start));
                    for (std::size_t i = start.moves.size(); i < event->moves.size(); ++i) {
                        const BackgammonPosition before = start.position;
                        const BgMove move = event->moves[i];
                        start.position.playChecker(start.player, move, start.dice);
                        start.moves.push_back(move);
                        m_board->queueStep(i + 1 == event->moves.size() ? m_picture : pictureOf(start),
                                           motionsOf(before, start.player, move));
                    }
                    animated = true;
                }
            }
        } else if (tree.parent(oldNode) == node) {
            const auto event = eventAt(oldNode);
            if (event && event->kind == BackgammonEvent::Kind::Roll && !event->moves.empty() && m_picture.position) {
                // The positions after each of the event's moves, from the
                // position before it (the new node's).
                std::vector<Roll> states{BackgammonTurnEntry::startRoll(*m_picture.position, {oldNode, *event})};
                for (const BgMove &move : event->moves) {
                    Roll next = states.back();
                    next.position.playChecker(next.player, move, next.dice);
                    next.moves.push_back(move);
                    states.push_back(std::move(next));
                }
                const std::optional<Roll> &kept = m_entry.roll();
                const std::size_t keep = kept ? std::min(kept->moves.size(), event->moves.size()) : 0;
                m_board->showPicture(oldPicture);
                for (std::size_t k = event->moves.size(); k > keep; --k) {
                    const BackgammonPicture target = (k - 1 == keep && !kept) ? m_picture : pictureOf(states[k - 1]);
                    m_board->queueStep(target,
                                       reversedMotionsOf(states[k - 1].position, event->player, event->moves[k - 1]));
                }
                animated = true;
            }
        }
    }
    if (!animated)
        m_board->showPicture(shownPicture());
    if (!oldPending || !m_entry.roll())
        m_playEdit->clear();
    // A message spoke of the node or game shown before ("Added the
    // variation…", "The end of the line…"): no longer true here. Whoever
    // moved here says what happened after this.
    showMessage(QString());
    updateState();
}

QString BackgammonView::nameOf(int player) const
{
    if (!m_document)
        return QString();
    const QString name = player == 1 ? m_document->game().player1 : m_document->game().player2;
    return name.isEmpty() ? tr("player %1").arg(player) : name;
}

QString BackgammonView::refusalText(BackgammonTurnEntry::Refusal refusal) const
{
    using Refusal = BackgammonTurnEntry::Refusal;
    switch (refusal) {
    case Refusal::None:
        return QString();
    case Refusal::NoPosition:
        return tr("There is no backgammon position here.");
    case Refusal::IllegalLine:
        return tr("The line holds an illegal event (%1); go back before it to play.").arg(m_picture.error);
    case Refusal::GameOver:
        return tr("The game is over.");
    case Refusal::NoDice:
        return tr("Set the dice first (or roll them), then move the checkers.");
    case Refusal::DiceCount:
        return tr("This roll takes %1 dice of 1 to 6.").arg(m_entry.expectedDice());
    case Refusal::IllegalMove:
        return m_entry.moveProblem();
    case Refusal::NothingToUndo:
        return tr("No checker has been moved.");
    case Refusal::Incomplete: {
        const Roll &p = *m_entry.roll();
        const std::vector<BgMove> left = p.position.legalSingleMoves(p.player, p.dice);
        return tr("%1 can still be played (for example %2): a play uses every die it can.")
            .arg(BackgammonNotation::diceText(p.dice),
                 BackgammonNotation::playText(p.position, p.player, {left.front()}));
    }
    case Refusal::IllegalPlay:
        return m_entry.parseProblem();
    }
    return QString();
}

bool BackgammonView::refuse(BackgammonTurnEntry::Refusal refusal)
{
    showMessage(refusalText(refusal), true);
    return false;
}

void BackgammonView::updateState()
{
    updateEntryWidgets();
    const BackgammonPosition *position = shownPosition();
    const std::optional<Roll> &pending = m_entry.roll();
    // Movable checkers: those of the pending roll's player, or of the stored
    // next roll's when nothing is pending.
    if (pending && !pending->complete()) {
        m_board->setMovable(pending->player, pending->position.legalSingleMoves(pending->player, pending->dice));
    } else if (!pending && m_entry.possible() == BackgammonTurnEntry::Refusal::None && m_entry.storedNext()) {
        const Roll stored = BackgammonTurnEntry::startRoll(*position, *m_entry.storedNext());
        m_board->setMovable(stored.player, position->legalSingleMoves(stored.player, stored.dice));
    } else {
        m_board->setMovable(0, {});
    }

    // The IDs.
    const QString pid = positionId();
    if (pid.isEmpty())
        m_idLabel->setText(position ? tr("GNU Backgammon IDs exist for standard backgammon only.") : QString());
    else
        m_idLabel->setText(tr("Position ID: %1   Match ID: %2").arg(pid, matchId()));
    m_copyButton->setEnabled(!pid.isEmpty());
    m_copyPosition->setEnabled(!pid.isEmpty());
    m_copyMatch->setEnabled(!pid.isEmpty());
    m_copyBoth->setEnabled(!pid.isEmpty());

    // Stepping.
    const GameTree *tree = m_document ? &m_document->tree() : nullptr;
    const bool atRoot = !tree || m_document->currentNode() == tree->root();
    const bool atEnd = !tree || tree->mainChild(m_document->currentNode()) == NoNode;
    m_toolbar->setStepsEnabled(!atRoot, !atEnd);
    m_startAction->setEnabled(!atRoot || pending); // the start clears an entry at the root too
    m_previousChecker->setEnabled(!atRoot || pending);
    m_nextChecker->setEnabled(!atEnd && (!pending || pending->follows != NoNode));

    m_board->setAccessibleDescription(positionDescription());
}

void BackgammonView::updateEntryWidgets()
{
    m_updating = true;
    const BackgammonTurnEntry::Refusal refusal = m_entry.possible();
    const bool possible = refusal == BackgammonTurnEntry::Refusal::None;
    const std::optional<Roll> &pending = m_entry.roll();
    const BackgammonPosition *position = shownPosition();
    const bool tabula = position && position->variant() == BgVariant::Tabula;
    const bool threeDice = tabula;
    m_dice[2]->setVisible(threeDice);
    std::vector<int> shown;
    if (pending) {
        shown = pending->rolled;
    } else if (const auto &stored = m_entry.storedNext()) {
        shown = rolledOf(stored->event);
    }
    for (std::size_t i = 0; i < m_dice.size(); ++i)
        m_dice[i]->setValue(i < shown.size() ? shown[i] : 0);
    for (QSpinBox *die : m_dice)
        die->setEnabled(possible);
    m_randomRoll->setEnabled(possible);
    m_playEdit->setEnabled(possible);
    m_playButton->setEnabled(possible);
    m_undoButton->setEnabled(pending && !pending->moves.empty());
    m_clearButton->setEnabled(pending.has_value());
    const bool mayDouble = possible && position && position->variant() == BgVariant::Backgammon && !pending
                        && position->toAct() != 0
                        && (position->cubeOwner() == 0 || position->cubeOwner() == position->toAct());
    m_cubeButton->menu()->actions().at(0)->setEnabled(mayDouble);
    m_cubeButton->menu()->actions().at(1)->setEnabled(mayDouble);
    m_cubeButton->menu()->actions().at(2)->setEnabled(possible && !pending && position && position->toAct() != 0);
    m_cubeButton->setEnabled(possible && !pending);

    const bool opening = possible && !pending && position && position->toAct() == 0;
    m_openerBox->setVisible(opening);
    if (opening) {
        m_openerBox->setItemText(0, nameOf(1));
        m_openerBox->setItemText(1, nameOf(2));
        m_openerBox->setCurrentIndex(m_entry.playerToRoll() - 1);
    }
    QString turn;
    if (opening) {
        turn = tr("Opening roll by");
    } else if (!possible) {
        turn = position && position->isOver() ? tr("%1 wins").arg(nameOf(position->winner())) : QString();
    } else if (pending) {
        turn = tr("%1 to play %2").arg(nameOf(pending->player), BackgammonNotation::diceText(pending->rolled));
    } else {
        turn = tr("%1 on roll").arg(nameOf(m_entry.playerToRoll()));
    }
    m_turnLabel->setText(turn);
    m_updating = false;
}

void BackgammonView::showMessage(const QString &text, bool error)
{
    m_message = text;
    m_messageLabel->setText(text);
    QPalette palette = m_messageLabel->palette();
    palette.setColor(QPalette::WindowText,
                     error ? QColor(190, 30, 30) : QApplication::palette().color(QPalette::WindowText));
    m_messageLabel->setPalette(palette);
    // An empty text clears the window's status bar too, should it still
    // show this view's last message.
    if (!text.isEmpty() || m_messageEmitted)
        emit statusMessage(text);
    m_messageEmitted = !text.isEmpty();
}

QString BackgammonView::message() const
{
    return m_message;
}

void BackgammonView::diceEdited()
{
    if (m_updating)
        return;
    std::vector<int> dice;
    for (QSpinBox *die : m_dice)
        if (die->isVisibleTo(this))
            dice.push_back(die->value());
    if (std::find(dice.begin(), dice.end(), 0) == dice.end()) {
        setRoll(dice);
        return;
    }
    // Some die is still blank: no roll yet. A roll entered before is gone
    // (its dice are no longer the ones shown); the boxes keep what was set.
    std::vector<int> values;
    for (QSpinBox *die : m_dice)
        values.push_back(die->value());
    if (m_entry.roll()) {
        m_entry.clear();
        m_board->clearSelection();
        m_board->showPicture(m_picture);
    }
    showMessage(tr("Set every die to enter a roll."));
    updateState();
    m_updating = true;
    for (std::size_t i = 0; i < m_dice.size(); ++i)
        m_dice[i]->setValue(values[i]);
    m_updating = false;
}

bool BackgammonView::setRoll(const std::vector<int> &dice)
{
    if (const auto refusal = m_entry.possible(); refusal != BackgammonTurnEntry::Refusal::None)
        return refuse(refusal);
    // The dice are checked before autoplay stops.
    if (const auto refusal = m_entry.enterDice(dice); refusal != BackgammonTurnEntry::Refusal::None)
        return refuse(refusal);
    setAutoplay(false);
    const Roll &pending = *m_entry.roll();
    m_board->clearSelection();
    m_board->showPicture(shownPicture());
    if (pending.complete())
        showMessage(tr("No checker can move with %1: press Play to record the roll.")
                        .arg(BackgammonNotation::diceText(pending.rolled)));
    else
        showMessage(tr("%1 to play %2: move the checkers or type the play.")
                        .arg(nameOf(pending.player), BackgammonNotation::diceText(pending.rolled)));
    updateState();
    return true;
}

bool BackgammonView::moveChecker(int fromSlot, int toSlot)
{
    if (const auto refusal = m_entry.ensureRoll(); refusal != BackgammonTurnEntry::Refusal::None)
        return refuse(refusal);
    setAutoplay(false);
    if (toSlot == BackgammonRenderer::Waiting || fromSlot == BgOff) {
        showMessage(tr("Checkers cannot move there."), true);
        return false;
    }
    const BgMove move{fromSlot == BackgammonRenderer::Waiting ? BgOff : fromSlot, toSlot};
    const BackgammonPosition before = m_entry.roll()->position;
    if (const auto refusal = m_entry.moveChecker(move); refusal != BackgammonTurnEntry::Refusal::None) {
        refuse(refusal);
        updateState();
        return false;
    }
    const Roll &p = *m_entry.roll();
    m_board->queueStep(shownPicture(), motionsOf(before, p.player, move));
    if (p.complete())
        return submitPlay();
    showMessage(tr("%1 so far; %2 to play.")
                    .arg(BackgammonNotation::playText(*m_picture.position, p.player, p.moves),
                         BackgammonNotation::diceText(p.dice)));
    updateState();
    return true;
}

bool BackgammonView::undoChecker()
{
    BgMove last;
    if (const auto refusal = m_entry.undoChecker(&last); refusal != BackgammonTurnEntry::Refusal::None)
        return refuse(refusal);
    const Roll &p = *m_entry.roll();
    m_board->queueStep(shownPicture(), reversedMotionsOf(p.position, p.player, last));
    showMessage(QString());
    updateState();
    return true;
}

void BackgammonView::clearEntry()
{
    m_entry.clear();
    m_playEdit->clear();
    m_board->clearSelection();
    m_board->showPicture(m_picture);
    showMessage(QString());
    updateState();
}

bool BackgammonView::playEvent(const BackgammonEvent &event)
{
    BackgammonPosition check = *m_picture.position;
    const QString why = check.apply(event);
    if (!why.isEmpty()) {
        showMessage(tr("Not a legal event here: %1").arg(why), true);
        return false;
    }
    // The same play written in another order is the stored one: follow it.
    if (event.kind == BackgammonEvent::Kind::Roll) {
        const GameTree &tree = m_document->tree();
        std::vector<int> dice = rolledOf(event);
        std::sort(dice.begin(), dice.end());
        for (NodeId c = tree.firstChild(m_document->currentNode()); c != NoNode; c = tree.nextSibling(c)) {
            const auto stored = eventAt(c);
            if (!stored || stored->kind != BackgammonEvent::Kind::Roll || stored->player != event.player)
                continue;
            std::vector<int> storedDice = rolledOf(*stored);
            std::sort(storedDice.begin(), storedDice.end());
            BackgammonPosition theirs = *m_picture.position;
            if (storedDice == dice && theirs.apply(*stored).isEmpty() && theirs == check) {
                m_document->setCurrentNode(c);
                showMessage(tr("Followed the stored %1.").arg(m_document->moveText(c)));
                return true;
            }
        }
    }
    const GameDocument::PlayResult result = m_document->play(backgammonEventTag(event), encodeBackgammonEvent(event));
    if (result == GameDocument::PlayResult::Illegal) {
        showMessage(tr("Not a legal event here."), true);
        return false;
    }
    showMessage(result == GameDocument::PlayResult::Added
                    ? tr("Added the variation %1.").arg(m_document->moveText(m_document->currentNode()))
                    : tr("Followed the stored %1.").arg(m_document->moveText(m_document->currentNode())));
    return true;
}

bool BackgammonView::submitPlay()
{
    BackgammonEvent event;
    if (const auto refusal = m_entry.completePlay(&event); refusal != BackgammonTurnEntry::Refusal::None)
        return refuse(refusal);
    setAutoplay(false);
    return playEvent(event);
}

bool BackgammonView::playTyped(const QString &text)
{
    if (const auto refusal = m_entry.ensureRoll(); refusal != BackgammonTurnEntry::Refusal::None)
        return refuse(refusal);
    setAutoplay(false);
    BackgammonEvent event;
    if (m_entry.typedPlay(text, &event) != BackgammonTurnEntry::Refusal::None) {
        showMessage(
            tr("%1 is not a legal play of %2: %3")
                .arg(text.trimmed(), BackgammonNotation::diceText(m_entry.roll()->rolled), m_entry.parseProblem()),
            true);
        return false;
    }
    // The board slides the typed play from the position before it.
    m_board->showPicture(shownPicture());
    const bool played = playEvent(event);
    if (played)
        m_playEdit->clear();
    return played;
}

bool BackgammonView::playCubeAction(CubeAction action)
{
    if (const auto refusal = m_entry.possible(); refusal != BackgammonTurnEntry::Refusal::None)
        return refuse(refusal);
    setAutoplay(false);
    BackgammonEvent event;
    m_entry.cubeEvent(action, &event);
    return playEvent(event);
}

int BackgammonView::pendingPlayer() const
{
    return m_entry.roll() ? m_entry.roll()->player : 0;
}

std::vector<int> BackgammonView::pendingDice() const
{
    return m_entry.roll() ? m_entry.roll()->rolled : std::vector<int>();
}

std::vector<BgMove> BackgammonView::pendingMoves() const
{
    return m_entry.roll() ? m_entry.roll()->moves : std::vector<BgMove>();
}

bool BackgammonView::stepCheckerForward()
{
    if (!m_document || !m_picture.ok() || !m_picture.position)
        return false;
    m_board->finishAnimation();
    if (const std::optional<Roll> &pending = m_entry.roll()) {
        const std::optional<BgMove> move = m_entry.nextFollowedMove();
        if (!move)
            return false;
        if (pending->moves.size() + 1 == pending->followedMoves.size()) {
            // The last move completes the event: the document goes on to it
            // and the board slides what is left.
            m_document->setCurrentNode(pending->follows);
            return true;
        }
        const BackgammonPosition before = pending->position;
        m_entry.playNextFollowed();
        m_board->queueStep(shownPicture(), motionsOf(before, m_entry.roll()->player, *move));
        updateState();
        return true;
    }
    const NodeId child = m_document->tree().mainChild(m_document->currentNode());
    if (child == NoNode)
        return false;
    const auto event = eventAt(child);
    if (event && event->kind == BackgammonEvent::Kind::Roll && event->moves.size() > 1) {
        const BackgammonTurnEntry::StoredRoll stored{child, *event};
        m_entry.setRoll(BackgammonTurnEntry::partlyPlayed(*m_picture.position, stored, 1));
        m_board->queueStep(shownPicture(), motionsOf(*m_picture.position, event->player, event->moves.front()));
        updateState();
        return true;
    }
    m_document->setCurrentNode(child);
    return true;
}

bool BackgammonView::stepCheckerBack()
{
    if (!m_document)
        return false;
    m_board->finishAnimation();
    const std::optional<Roll> &pending = m_entry.roll();
    if (pending && !pending->moves.empty()) {
        if (pending->moves.size() == 1 && pending->follows != NoNode) {
            const int player = pending->player;
            const BgMove move = pending->moves.front();
            m_entry.clear();
            m_board->queueStep(m_picture, reversedMotionsOf(*m_picture.position, player, move));
            updateState();
            return true;
        }
        return undoChecker();
    }
    if (pending) {
        clearEntry();
        return true;
    }
    const NodeId node = m_document->currentNode();
    const NodeId parent = m_document->tree().parent(node);
    if (parent == NoNode)
        return false;
    const auto event = eventAt(node);
    if (event && event->kind == BackgammonEvent::Kind::Roll && event->moves.size() > 1 && m_picture.ok()) {
        // Back to the parent with all but the last move played.
        const BackgammonPicture before = buildBackgammonPicture(m_document->game(), parent);
        if (before.position)
            m_keepPending
                = BackgammonTurnEntry::partlyPlayed(*before.position, {node, *event}, event->moves.size() - 1);
    }
    m_document->setCurrentNode(parent);
    return true;
}

void BackgammonView::stepEvent(bool forward)
{
    if (!m_document)
        return;
    if (forward)
        m_document->goToMainChild();
    else if (!takeBackEntry())
        m_document->goToParent();
}

bool BackgammonView::takeBackEntry()
{
    if (!m_entry.roll())
        return false;
    clearEntry();
    return true;
}

void BackgammonView::setAutoplay(bool on)
{
    if (on == isAutoplaying())
        return;
    if (on && (!m_document || m_document->tree().mainChild(m_document->currentNode()) == NoNode)) {
        showMessage(tr("The end of the line: nothing more to play."));
        return;
    }
    m_toolbar->setPlaying(on);
}

bool BackgammonView::isAutoplaying() const
{
    return m_toolbar->isPlaying();
}

void BackgammonView::setAutoplayInterval(int milliseconds)
{
    m_toolbar->setInterval(milliseconds);
}

int BackgammonView::autoplayInterval() const
{
    return m_toolbar->interval();
}

void BackgammonView::autoplayTick()
{
    if (!m_document || !m_document->goToMainChild()
        || m_document->tree().mainChild(m_document->currentNode()) == NoNode)
        setAutoplay(false);
}

void BackgammonView::flip()
{
    // The main window's action keeps every view and its menu in step.
    if (QAction *windowFlip = window() ? window()->findChild<QAction *>(QStringLiteral("flip")) : nullptr) {
        windowFlip->trigger();
        return;
    }
    RenderOptions options = m_options;
    options.flipped = !options.flipped;
    setRenderOptions(options);
}

QString BackgammonView::positionId() const
{
    const BackgammonPosition *p = shownPosition();
    return p && p->variant() == BgVariant::Backgammon ? p->gnubgPositionId() : QString();
}

QString BackgammonView::matchId() const
{
    const BackgammonPosition *p = shownPosition();
    return p && p->variant() == BgVariant::Backgammon ? p->gnubgMatchId() : QString();
}

bool BackgammonView::copyPositionId()
{
    const QString id = positionId();
    if (id.isEmpty()) {
        showMessage(tr("GNU Backgammon IDs exist for standard backgammon only."), true);
        return false;
    }
    QApplication::clipboard()->setText(id);
    showMessage(tr("Copied the Position ID %1").arg(id));
    return true;
}

bool BackgammonView::copyMatchId()
{
    const QString id = matchId();
    if (id.isEmpty()) {
        showMessage(tr("GNU Backgammon IDs exist for standard backgammon only."), true);
        return false;
    }
    QApplication::clipboard()->setText(id);
    showMessage(tr("Copied the Match ID %1").arg(id));
    return true;
}

void BackgammonView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(m_copyPosition);
    menu.addAction(m_copyMatch);
    menu.addAction(m_copyBoth);
    menu.addSeparator();
    menu.addAction(m_flipAction);
    menu.addAction(m_playPause);
    if (const std::optional<Roll> &pending = m_entry.roll()) {
        menu.addSeparator();
        menu.addAction(tr("Undo Checker"), this, [this] { undoChecker(); })->setEnabled(!pending->moves.empty());
        menu.addAction(tr("Clear Entry"), this, &BackgammonView::clearEntry);
    }
    if (QAction *exportAction = window() ? window()->findChild<QAction *>(QStringLiteral("exportImage")) : nullptr) {
        menu.addSeparator();
        menu.addAction(exportAction);
    }
    menu.exec(event->globalPos());
}

QString BackgammonView::positionDescription() const
{
    const BackgammonPosition *p = shownPosition();
    if (!m_document || !p)
        return QString();
    QStringList parts;
    const BgGameInfo info = backgammonGameInfo(m_document->game());
    const QString variant = p->variant() == BgVariant::AceyDeucey ? tr("Acey-deucey")
                          : p->variant() == BgVariant::Tabula     ? tr("Tabula")
                                                                  : tr("Backgammon");
    parts << tr("%1, game %2 of %3.").arg(variant).arg(m_document->gameIndex() + 1).arg(m_document->gameCount());
    if (info.matchLength > 1)
        parts << tr("Match to %1: %2 has %3, %4 has %5.")
                     .arg(info.matchLength)
                     .arg(nameOf(1))
                     .arg(info.score1)
                     .arg(nameOf(2))
                     .arg(info.score2);
    if (p->isOver()) {
        parts << tr("%1 has won.").arg(nameOf(p->winner()));
    } else if (const std::optional<Roll> &pending = m_entry.roll()) {
        parts << tr("%1 to play %2.").arg(nameOf(pending->player), BackgammonNotation::diceText(pending->rolled));
        if (!pending->moves.empty())
            parts << tr("Played so far: %1; left: %2.")
                         .arg(BackgammonNotation::playText(*m_picture.position, pending->player, pending->moves),
                              pending->dice.empty() ? tr("nothing") : BackgammonNotation::diceText(pending->dice));
    } else {
        if (m_picture.position && m_picture.lastRoller != 0 && p->diceCount() > 0) {
            std::vector<int> dice;
            dice.reserve(std::size_t(p->diceCount()));
            for (int i = 0; i < p->diceCount(); ++i)
                dice.push_back(p->die(i));
            parts << tr("%1 rolled %2.").arg(nameOf(m_picture.lastRoller), BackgammonNotation::diceText(dice));
        }
        parts << tr("%1 on roll.").arg(nameOf(p->toAct() == 0 ? m_entry.playerToRoll() : p->toAct()));
    }
    parts << (p->cubeOwner() == 0 ? tr("The cube is in the middle at %1.").arg(p->cubeValue())
                                  : tr("%1 owns the cube at %2.").arg(nameOf(p->cubeOwner())).arg(p->cubeValue()));
    for (int player : {1, 2}) {
        QStringList points;
        for (int number = 24; number >= 1; --number) {
            const int point = BackgammonNotation::boardPoint(p->variant(), number, player);
            if (const int n = p->checkers(point, player))
                points << tr("%1 on %2").arg(n).arg(number);
        }
        QString text = tr("%1 (points counted from their side): %2")
                           .arg(nameOf(player),
                                points.isEmpty() ? tr("no checker on the points") : points.join(QStringLiteral(", ")));
        if (p->bar(player))
            text += tr("; %1 on the bar").arg(p->bar(player));
        if (p->waiting(player))
            text += tr("; %1 waiting to enter").arg(p->waiting(player));
        text += tr("; %1 borne off; %2 pips.").arg(p->borneOff(player)).arg(p->pipCount(player));
        parts << text;
    }
    return parts.join(u' ');
}

void BackgammonView::enterStartDice()
{
    if (!m_document || m_document->currentNode() != m_document->tree().root() || !m_picture.position)
        return;
    const BackgammonPosition &start = *m_picture.position;
    if (start.diceCount() != 2 || start.toAct() == 0 || storedNextRoll() != NoNode
        || m_entry.possible() != BackgammonTurnEntry::Refusal::None)
        return;
    m_entry.enterDice({start.die(0), start.die(1)});
}

BackgammonSetupDialog *BackgammonView::setupDialog() const
{
    return m_setupDialog.data();
}

bool BackgammonView::openSetupDialog(const std::function<void(std::unique_ptr<GameDocument>)> &open)
{
    if (!m_document)
        return false;
    if (m_document->game().kind != GameKind::Backgammon) {
        emit statusMessage(tr("Positions can be set up for backgammon only: GNU Backgammon, which analyses "
                              "them, does not play acey-deucey or tabula."));
        return true;
    }
    if (m_setupDialog) {
        m_setupDialog->raise();
        m_setupDialog->activateWindow();
        return true;
    }
    const BackgammonPosition *shown = shownPosition();
    BackgammonPosition from = shown && shown->variant() == BgVariant::Backgammon && !shown->isOver()
                                ? *shown
                                : backgammonStart(m_document->game());
    const bool fresh = m_document->tree().firstChild(m_document->tree().root()) == NoNode;
    const QString note = fresh ? tr("OK makes this game start from the position (Edit > Undo takes it back).")
                               : tr("This game has moves already: OK opens the position in a new tab, as a game "
                                    "of its own.");
    auto *dialog = new BackgammonSetupDialog(from, m_document->game().player1, m_document->game().player2, note,
                                             m_options, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_setupDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog, open] {
        const std::optional<BackgammonPosition> position = dialog->position();
        QString error;
        if (position && !applySetup(*position, open, &error))
            showMessage(error, true);
    });
    dialog->open();
    return true;
}

bool BackgammonView::applySetup(const BackgammonPosition &position,
                                const std::function<void(std::unique_ptr<GameDocument>)> &open, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!m_document || m_document->game().kind != GameKind::Backgammon)
        return fail(tr("Positions can be set up for backgammon only."));
    const GameRecord &game = m_document->game();
    BgGameInfo info = backgammonGameInfo(game);
    info.start = encodeBgSetup(position.setup());
    info.matchLength = position.matchLength();
    info.score1 = position.score(1);
    info.score2 = position.score(2);
    info.postCrawford = false;
    info.winner = 0;
    info.points = 0;
    info.abandoned = false;
    if (m_document->tree().firstChild(m_document->tree().root()) == NoNode) {
        GameDocument::GameInfo changed = m_document->gameInfo();
        changed.setup = info;
        changed.result.clear();
        if (changed == m_document->gameInfo())
            return true;
        QUndoStack *stack = m_document->undoStack();
        stack->beginMacro(tr("Set Up Position"));
        const bool done = m_document->setGameInfo(changed);
        stack->endMacro();
        if (!done)
            return fail(tr("The position could not be set up."));
        m_document->setCurrentNode(m_document->tree().root());
        showMessage(tr("The game starts from the position set up."));
        return true;
    }
    if (!open)
        return fail(tr("This game has moves already, and no new tab can be opened here."));
    Collection collection;
    GameRecord record;
    record.kind = GameKind::Backgammon;
    record.columns = game.columns;
    record.rows = game.rows;
    record.player1 = game.player1;
    record.player2 = game.player2;
    setBackgammonGameInfo(record, info);
    collection.games.push_back(std::move(record));
    auto document = std::make_unique<GameDocument>(std::move(collection), QString(), FileFormat{});
    document->setTitle(tr("Set-Up Position"));
    open(std::move(document));
    return true;
}

} // namespace kibitz
