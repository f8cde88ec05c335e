#pragma once

// WarningsButton: the status bar's count of the shown document's warnings
// (what reading its file found and kept going past: "3 warnings"), hidden
// when it has none. Clicking it lists them, as plain text, in a window of
// their own, so that a long list is never cut off at the window's edge.

#include <QPointer>
#include <QStringList>
#include <QToolButton>

class QDialog;
class QPlainTextEdit;

namespace kibitz {

class WarningsButton : public QToolButton {
    Q_OBJECT

public:
    explicit WarningsButton(QWidget *parent = nullptr);

    // The warnings of the document named `name` (none: hidden).
    void setWarnings(const QString &name, const QStringList &warnings);
    const QStringList &warnings() const { return m_warnings; }
    // The list's window, made on first use and shown without blocking.
    QDialog *showList();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString m_name;
    QStringList m_warnings;
    QPointer<QDialog> m_dialog;
    QPlainTextEdit *m_list = nullptr;
};

} // namespace kibitz
