#include "settings/preferencesdialog.h"

#include "games/gameuitable.h"
#include "settings/preferenceshost.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

namespace {

QColor BoardColours::*member(PreferencesDialog::ColourRole role)
{
    switch (role) {
    case PreferencesDialog::ColourRole::Board:
        return &BoardColours::board;
    case PreferencesDialog::ColourRole::Player1:
        return &BoardColours::player1;
    case PreferencesDialog::ColourRole::Player2:
        return &BoardColours::player2;
    case PreferencesDialog::ColourRole::Team3:
        return &BoardColours::team3;
    case PreferencesDialog::ColourRole::Team4:
        return &BoardColours::team4;
    }
    return &BoardColours::board;
}

QColor themeColour(const BoardTheme &theme, PreferencesDialog::ColourRole role)
{
    switch (role) {
    case PreferencesDialog::ColourRole::Board:
        return theme.board;
    case PreferencesDialog::ColourRole::Player1:
        return theme.player1;
    case PreferencesDialog::ColourRole::Player2:
        return theme.player2;
    case PreferencesDialog::ColourRole::Team3:
        return theme.team3;
    case PreferencesDialog::ColourRole::Team4:
        return theme.team4;
    }
    return theme.board;
}

// A row whose label (set by retranslate) gives the field its mnemonic.
void addLabelledRow(QFormLayout *form, QWidget *field)
{
    auto *label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
}

QLabel *labelOf(QFormLayout *form, QWidget *field)
{
    return qobject_cast<QLabel *>(form->labelForField(field));
}

constexpr PreferencesDialog::ColourRole AllRoles[] = {
    PreferencesDialog::ColourRole::Board, PreferencesDialog::ColourRole::Player1,
    PreferencesDialog::ColourRole::Player2, PreferencesDialog::ColourRole::Team3, PreferencesDialog::ColourRole::Team4};

} // namespace

PreferencesDialog::PreferencesDialog(PreferencesHost &host, QWidget *window)
    : QDialog(window)
    , m_host(host)
    , m_window(window)
{
    setObjectName(QStringLiteral("PreferencesDialog"));

    m_theme = new QComboBox;
    m_theme->setObjectName(QStringLiteral("theme"));
    for (int i = 0; i < 3; ++i)
        m_theme->addItem(QString());
    m_theme->setItemData(0, int(ThemeChoice::System));
    m_theme->setItemData(1, int(ThemeChoice::Light));
    m_theme->setItemData(2, int(ThemeChoice::Dark));
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(QString(), QString()); // the system's
    for (const QString &code : languages())
        m_language->addItem(languageName(code), code);
    m_appearance = new QGroupBox;
    m_appearanceForm = new QFormLayout(m_appearance);
    addLabelledRow(m_appearanceForm, m_theme);
    addLabelledRow(m_appearanceForm, m_language);

    m_coordinates = new QCheckBox;
    m_coordinates->setObjectName(QStringLiteral("coordinates"));
    m_moveNumbers = new QCheckBox;
    m_moveNumbers->setObjectName(QStringLiteral("moveNumbers"));
    m_animation = new QSpinBox;
    m_animation->setObjectName(QStringLiteral("animation"));
    m_animation->setRange(0, 2000);
    m_animation->setSingleStep(50);
    m_board = new QGroupBox;
    m_boardForm = new QFormLayout(m_board);
    m_boardForm->addRow(m_coordinates);
    m_boardForm->addRow(m_moveNumbers);
    addLabelledRow(m_boardForm, m_animation);

    m_game = new QComboBox;
    m_game->setObjectName(QStringLiteral("colourGame"));
    for (int family = 0; family < GameFamilyCount; ++family)
        m_game->addItem(QString(), family);
    m_colours = new QGroupBox;
    m_coloursForm = new QFormLayout(m_colours);
    addLabelledRow(m_coloursForm, m_game);
    for (const ColourRole role : AllRoles) {
        auto *button = new QPushButton;
        button->setObjectName(QStringLiteral("colour%1").arg(int(role)));
        button->setIconSize(QSize(40, 16));
        connect(button, &QPushButton::clicked, this, [this, role] { pickColour(role); });
        m_colourButtons[int(role)] = button;
        addLabelledRow(m_coloursForm, button);
    }
    m_restoreColours = new QPushButton;
    m_restoreColours->setObjectName(QStringLiteral("restoreColours"));
    connect(m_restoreColours, &QPushButton::clicked, this, &PreferencesDialog::restoreDefaultColours);
    m_coloursForm->addRow(m_restoreColours);

    m_startup = new QComboBox;
    m_startup->setObjectName(QStringLiteral("startup"));
    for (const StartupChoice choice : {StartupChoice::StartPage, StartupChoice::LastFiles, StartupChoice::Nothing})
        m_startup->addItem(QString(), int(choice));
    m_start = new QGroupBox;
    m_startForm = new QFormLayout(m_start);
    addLabelledRow(m_startForm, m_startup);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_close = buttons->button(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(m_appearance);
    left->addWidget(m_board);
    left->addWidget(m_start);
    left->addStretch();
    columns->addLayout(left);
    auto *right = new QVBoxLayout;
    right->addWidget(m_colours);
    right->addStretch();
    columns->addLayout(right);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    connect(m_theme, &QComboBox::currentIndexChanged, this, [this] {
        const auto theme = ThemeChoice(m_theme->currentData().toInt());
        applyPreferences([theme](Preferences &p) { p.theme = theme; });
    });
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        const QString language = m_language->currentData().toString();
        applyPreferences([language](Preferences &p) { p.language = language; });
    });
    connect(m_startup, &QComboBox::currentIndexChanged, this, [this] {
        const auto startup = StartupChoice(m_startup->currentData().toInt());
        applyPreferences([startup](Preferences &p) { p.startup = startup; });
    });
    connect(m_coordinates, &QCheckBox::toggled, this,
            [this](bool on) { applyRenderOptions([on](RenderOptions &o) { o.coordinates = on; }); });
    connect(m_moveNumbers, &QCheckBox::toggled, this,
            [this](bool on) { applyRenderOptions([on](RenderOptions &o) { o.moveNumbers = on; }); });
    connect(m_animation, &QSpinBox::valueChanged, this,
            [this](int ms) { applyRenderOptions([ms](RenderOptions &o) { o.animationMilliseconds = ms; }); });
    connect(m_game, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateColourButtons);

    retranslate();
    showPreferences(host.preferences());
    showRenderOptions(host.renderOptions());
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        updateColourButtons(); // the theme's colours may have changed
    QDialog::changeEvent(event);
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_appearance->setTitle(tr("Appearance"));
    m_theme->setItemText(0, tr("Follow the system"));
    m_theme->setItemText(1, tr("Light"));
    m_theme->setItemText(2, tr("Dark"));
    labelOf(m_appearanceForm, m_theme)->setText(tr("&Theme:"));
    m_language->setItemText(0, tr("System language"));
    labelOf(m_appearanceForm, m_language)->setText(tr("&Language:"));

    m_board->setTitle(tr("Board"));
    m_coordinates->setText(tr("Show &coordinates"));
    m_moveNumbers->setText(tr("Show move &numbers"));
    m_animation->setSuffix(tr(" ms"));
    m_animation->setSpecialValueText(tr("Instant"));
    m_animation->setToolTip(tr("How long moving pieces take to slide or walk to their new place."));
    labelOf(m_boardForm, m_animation)->setText(tr("&Animation:"));

    m_colours->setTitle(tr("Board Colours"));
    for (int family = 0; family < GameFamilyCount; ++family)
        m_game->setItemText(m_game->findData(family), gameUiForFamily(GameFamily(family)).colourGroupName());
    labelOf(m_coloursForm, m_game)->setText(tr("&Game:"));
    m_restoreColours->setText(tr("&Restore Defaults"));
    m_restoreColours->setToolTip(tr("Forget the colours chosen for this game's boards"));
    updateColourButtons();

    m_start->setTitle(tr("Start"));
    m_startup->setItemText(0, tr("The start page"));
    m_startup->setItemText(1, tr("The files open when Kibitz was last quit"));
    m_startup->setItemText(2, tr("Nothing"));
    labelOf(m_startForm, m_startup)->setText(tr("&Open at start:"));
}

void PreferencesDialog::showPreferences(const Preferences &preferences)
{
    const QSignalBlocker themeBlocker(m_theme), languageBlocker(m_language), startupBlocker(m_startup);
    m_theme->setCurrentIndex(m_theme->findData(int(preferences.theme)));
    m_language->setCurrentIndex(std::max(0, m_language->findData(preferences.language)));
    m_startup->setCurrentIndex(m_startup->findData(int(preferences.startup)));
    updateColourButtons();
}

void PreferencesDialog::showRenderOptions(const RenderOptions &options)
{
    const QSignalBlocker coordinatesBlocker(m_coordinates), numbersBlocker(m_moveNumbers),
        animationBlocker(m_animation);
    m_coordinates->setChecked(options.coordinates);
    m_moveNumbers->setChecked(options.moveNumbers);
    m_animation->setValue(options.animationMilliseconds);
}

GameFamily PreferencesDialog::colourGroup() const
{
    return GameFamily(m_game->currentData().toInt());
}

void PreferencesDialog::setColourGroup(GameFamily family)
{
    m_game->setCurrentIndex(m_game->findData(int(family)));
}

QColor PreferencesDialog::shownColour(ColourRole role) const
{
    if (!m_window)
        return QColor();
    const BoardTheme theme = m_host.isDarkTheme() ? BoardTheme::dark() : BoardTheme::light();
    return themeColour(m_host.preferences().coloursOf(colourGroup()).appliedTo(theme), role);
}

void PreferencesDialog::updateColourButtons()
{
    if (!m_window)
        return;
    // The rows the game's boards have colours for, with its names for them.
    const std::vector<ColourRow> rows = gameUiForFamily(colourGroup()).colourRows();
    const BoardColours &chosen = m_host.preferences().coloursOf(colourGroup());
    for (const ColourRole role : AllRoles) {
        QPushButton *button = m_colourButtons[int(role)];
        const QColor colour = shownColour(role);
        QPixmap swatch(button->iconSize());
        swatch.fill(colour);
        QPainter(&swatch).drawRect(swatch.rect().adjusted(0, 0, -1, -1));
        button->setIcon(swatch);
        const bool own = (chosen.*member(role)).isValid();
        button->setText(own ? colour.name() : tr("Default"));
        button->setToolTip(tr("Choose a colour"));
        const auto row = std::find_if(rows.begin(), rows.end(), [role](const ColourRow &r) { return r.role == role; });
        const QString label = row != rows.end() ? row->label : QString();
        labelOf(m_coloursForm, button)->setText(label);
        button->setAccessibleName(label.isEmpty() ? QString() : label.chopped(1).trimmed());
        m_coloursForm->setRowVisible(button, row != rows.end());
    }
    m_restoreColours->setEnabled(!chosen.isEmpty());
}

void PreferencesDialog::pickColour(ColourRole role)
{
    const QColor colour = QColorDialog::getColor(shownColour(role), this, tr("Choose a Colour"));
    if (colour.isValid())
        chooseColour(role, colour);
}

void PreferencesDialog::chooseColour(ColourRole role, const QColor &colour)
{
    const GameFamily group = colourGroup();
    applyPreferences([&](Preferences &p) { p.coloursOf(group).*member(role) = colour; });
}

void PreferencesDialog::restoreDefaultColours()
{
    const GameFamily group = colourGroup();
    applyPreferences([group](Preferences &p) { p.coloursOf(group) = BoardColours(); });
}

void PreferencesDialog::applyPreferences(const std::function<void(Preferences &)> &change)
{
    if (!m_window)
        return;
    Preferences p = m_host.preferences();
    change(p);
    m_host.setPreferences(p);
}

void PreferencesDialog::applyRenderOptions(const std::function<void(RenderOptions &)> &change)
{
    if (!m_window)
        return;
    RenderOptions o = m_host.renderOptions();
    change(o);
    m_host.setRenderOptions(o);
}

} // namespace kibitz
