#pragma once

// The Help menu's windows: the user guide (docs/user-guide.md and its
// screenshots, compiled in as Qt resources under :/help), the keyboard
// shortcut reference (made from the live actions of a menu bar each time it
// is shown, so it can never go stale) and the About dialog.

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenuBar;
class QTextBrowser;
class QTreeWidget;

namespace kibitz {

// The version CMake's project() declares.
QString kibitzVersion();

class UserGuideDialog : public QDialog {
    Q_OBJECT

public:
    // The guide as a Qt resource (Markdown).
    static QString guideUrl() { return QStringLiteral("qrc:/help/user-guide.md"); }

    explicit UserGuideDialog(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    QListWidget *contents() const { return m_contents; }
    // The headings of the guide, in order (level 1 to 3).
    QStringList headings() const;
    // Scrolls to the first heading that starts with `heading`; false when none does.
    bool showSection(const QString &heading);
    // Finds the next occurrence of `text` after the cursor, wrapping around.
    bool find(const QString &text, bool backward = false);

private:
    void buildContents();
    // Shows pictures wider than `maxWidth` scaled down to it.
    void fitImages(int maxWidth);

    QTextBrowser *m_browser = nullptr;
    QListWidget *m_contents = nullptr;
    QLineEdit *m_find = nullptr;
};

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    // Columns of the table.
    enum Column { MenuColumn, ActionColumn, ShortcutColumn };

    explicit ShortcutsDialog(QMenuBar *menus, QWidget *parent = nullptr);

    QTreeWidget *table() const { return m_table; }
    QLineEdit *filterEdit() const { return m_filter; }
    QCheckBox *allActionsBox() const { return m_all; }
    // Reads the menus again (done each time the dialog is shown).
    void refresh();
    // Shows only rows with `text` in their menu, action or shortcut.
    void setFilter(const QString &text);
    // The rows the filter lets through.
    int visibleRowCount() const;
    // An action's text as its menu shows it, without the mnemonic marks.
    static QString plainText(const QString &actionText);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QPointer<QMenuBar> m_menus;
    QTreeWidget *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_all = nullptr;
};

class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // What the dialog says, as plain text (for tests and the clipboard).
    QString text() const;
    QTextBrowser *licence() const { return m_licence; }

private:
    QLabel *m_text = nullptr;
    QTextBrowser *m_licence = nullptr;
};

} // namespace kibitz
