#include "games/backgammon/analysisoptionsdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>

namespace kibitz {

namespace {

const QString kSetting = QStringLiteral("analysis/setting");
const QString kChequer = QStringLiteral("analysis/chequerPlies");
const QString kCube = QStringLiteral("analysis/cubePlies");

} // namespace

AnalysisOptionsDialog::AnalysisOptionsDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Analysis Options"));
    m_setting = new QComboBox;
    m_setting->setObjectName(QStringLiteral("analysisSetting"));
    m_setting->addItem(tr("Plies chosen below"), QString());
    for (const bganalysis::NamedSetting &s : bganalysis::namedSettings()) {
        m_setting->addItem(tr("%1 (%n-ply)", nullptr, s.plies).arg(bganalysis::namedSettingText(s)),
                           QString::fromLatin1(s.name));
    }
    m_chequer = new QSpinBox;
    m_chequer->setObjectName(QStringLiteral("analysisChequerPlies"));
    m_chequer->setRange(0, 4);
    m_cube = new QSpinBox;
    m_cube->setObjectName(QStringLiteral("analysisCubePlies"));
    m_cube->setRange(0, 4);

    const bganalysis::RunOptions options = remembered();
    m_setting->setCurrentIndex(std::max(0, m_setting->findData(options.setting)));
    m_chequer->setValue(options.chequerPlies);
    m_cube->setValue(options.cubePlies);

    auto *form = new QFormLayout(this);
    form->addRow(tr("GNU Backgammon's &setting:"), m_setting);
    form->addRow(tr("Plies for &chequer play:"), m_chequer);
    form->addRow(tr("Plies for c&ube decisions:"), m_cube);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_setting, &QComboBox::currentIndexChanged, this, &AnalysisOptionsDialog::updateEnabled);
    updateEnabled();
}

void AnalysisOptionsDialog::updateEnabled()
{
    // A named setting brings its own plies.
    const bool custom = m_setting->currentData().toString().isEmpty();
    m_chequer->setEnabled(custom);
    m_cube->setEnabled(custom);
}

bganalysis::RunOptions AnalysisOptionsDialog::remembered()
{
    QSettings settings;
    bganalysis::RunOptions options;
    const QString setting = settings.value(kSetting).toString();
    if (bganalysis::namedSetting(setting))
        options.setting = setting;
    options.chequerPlies = std::clamp(settings.value(kChequer, 0).toInt(), 0, 4);
    options.cubePlies = std::clamp(settings.value(kCube, options.chequerPlies).toInt(), 0, 4);
    return options;
}

void AnalysisOptionsDialog::accept()
{
    QSettings settings;
    settings.setValue(kSetting, m_setting->currentData().toString());
    settings.setValue(kChequer, m_chequer->value());
    settings.setValue(kCube, m_cube->value());
    QDialog::accept();
}

} // namespace kibitz
