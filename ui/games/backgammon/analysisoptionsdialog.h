#pragma once

// The options of the analysis by GNU Backgammon: either one of gnubg's named
// settings (beginner .. grandmaster, gnubgrunner.h) or the plies for chequer
// play and for cube decisions. Accepting remembers them (QSettings,
// analysis/setting, analysis/chequerPlies, analysis/cubePlies), and
// runOptions() gives what the next analysis uses.

#include "analysis/backgammon/gnubgrunner.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace kibitz {

class AnalysisOptionsDialog : public QDialog {
    Q_OBJECT

public:
    explicit AnalysisOptionsDialog(QWidget *parent = nullptr);

    QComboBox *settingBox() const { return m_setting; }
    QSpinBox *chequerPliesBox() const { return m_chequer; }
    QSpinBox *cubePliesBox() const { return m_cube; }

    // The remembered choice (defaults: no named setting, 0 plies).
    static bganalysis::RunOptions remembered();

    void accept() override;

private:
    void updateEnabled();

    QComboBox *m_setting = nullptr;
    QSpinBox *m_chequer = nullptr;
    QSpinBox *m_cube = nullptr;
};

} // namespace kibitz
