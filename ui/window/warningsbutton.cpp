#include "window/warningsbutton.h"

#include "common/plaintext.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QPlainTextEdit>
#include <QStyle>
#include <QVBoxLayout>

namespace kibitz {

WarningsButton::WarningsButton(QWidget *parent)
    : QToolButton(parent)
{
    setObjectName(QStringLiteral("WarningsButton"));
    setAutoRaise(true);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    connect(this, &QToolButton::clicked, this, &WarningsButton::showList);
    hide();
    retranslate();
}

void WarningsButton::setWarnings(const QString &name, const QStringList &warnings)
{
    m_name = name;
    m_warnings = warnings;
    setVisible(!warnings.isEmpty());
    retranslate();
    if (m_dialog && m_dialog->isVisible()) {
        if (warnings.isEmpty())
            m_dialog->hide();
        else
            showList();
    }
}

QDialog *WarningsButton::showList()
{
    if (!m_dialog) {
        m_dialog = new QDialog(window());
        m_dialog->setObjectName(QStringLiteral("WarningsDialog"));
        auto *layout = new QVBoxLayout(m_dialog);
        m_list = new QPlainTextEdit; // plain text: the warnings quote the file
        m_list->setObjectName(QStringLiteral("WarningsList"));
        m_list->setReadOnly(true);
        m_list->setLineWrapMode(QPlainTextEdit::WidgetWidth);
        layout->addWidget(m_list);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
        connect(buttons, &QDialogButtonBox::rejected, m_dialog, &QDialog::hide);
        layout->addWidget(buttons);
        m_dialog->resize(640, 360);
    }
    m_list->setPlainText(m_warnings.join(QLatin1Char('\n')));
    retranslate();
    m_dialog->show();
    m_dialog->raise();
    return m_dialog;
}

void WarningsButton::changeEvent(QEvent *event)
{
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void WarningsButton::retranslate()
{
    setText(tr("%n warning(s)", nullptr, int(m_warnings.size())));
    setToolTip(tr("What reading the file found and read past; click to list it"));
    setAccessibleName(text());
    if (m_dialog) {
        //: %1 is the name of a document
        m_dialog->setWindowTitle(tr("Warnings — %1").arg(windowTitleText(m_name)));
        m_list->setAccessibleName(tr("Warnings"));
    }
}

} // namespace kibitz
