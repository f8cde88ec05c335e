#include "help/helpdialogs.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <functional>
#include <vector>

namespace kibitz {

QString kibitzVersion()
{
    return QStringLiteral(KIBITZ_VERSION);
}

// ---- UserGuideDialog -------------------------------------------------------

UserGuideDialog::UserGuideDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser)
    , m_contents(new QListWidget)
    , m_find(new QLineEdit)
{
    setObjectName(QStringLiteral("UserGuideDialog"));
    setWindowTitle(tr("Kibitz User Guide"));
    setAttribute(Qt::WA_DeleteOnClose, false);

    m_browser->setObjectName(QStringLiteral("UserGuideText"));
    m_browser->setAccessibleName(tr("User guide"));
    m_browser->setOpenExternalLinks(true);
    // The Markdown is a resource; its images are found beside it (qrc:/help/images/).
    m_browser->setSource(QUrl(guideUrl()), QTextDocument::MarkdownResource);
    fitImages(720);

    m_contents->setObjectName(QStringLiteral("UserGuideContents"));
    m_contents->setAccessibleName(tr("Contents"));
    m_contents->setAccessibleDescription(tr("The sections of the guide; choosing one shows it."));
    buildContents();
    connect(m_contents, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            showSection(m_contents->item(row)->data(Qt::UserRole).toString());
    });

    m_find->setObjectName(QStringLiteral("UserGuideFind"));
    m_find->setPlaceholderText(tr("Find in the guide"));
    m_find->setAccessibleName(tr("Find in the guide"));
    m_find->setClearButtonEnabled(true);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { find(m_find->text()); });
    auto *findLabel = new QLabel(tr("&Find:"));
    findLabel->setBuddy(m_find);

    auto *splitter = new QSplitter;
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 760});

    auto *findRow = new QHBoxLayout;
    findRow->addWidget(findLabel);
    findRow->addWidget(m_find, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    findRow->addWidget(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(findRow);
    resize(1060, 760);
    m_browser->setFocus();
}

void UserGuideDialog::fitImages(int maxWidth)
{
    // Screenshots of the whole window are wider than the text: show them
    // scaled down (the files keep their size, for other Markdown readers).
    QTextDocument *document = m_browser->document();
    struct Scaled {
        int position, length;
        QTextImageFormat format;
    };
    std::vector<Scaled> scaled;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat format = fragment.charFormat().toImageFormat();
            const QVariant data = m_browser->loadResource(QTextDocument::ImageResource, QUrl(format.name()));
            QImage image = data.value<QImage>();
            if (image.isNull())
                image = QImage::fromData(data.toByteArray());
            if (image.isNull() || image.width() <= maxWidth)
                continue;
            format.setWidth(maxWidth);
            format.setHeight(double(image.height()) * maxWidth / image.width());
            scaled.push_back({fragment.position(), fragment.length(), format});
        }
    }
    for (const Scaled &s : scaled) {
        QTextCursor cursor(document);
        cursor.setPosition(s.position);
        cursor.setPosition(s.position + s.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(s.format);
    }
}

QStringList UserGuideDialog::headings() const
{
    QStringList result;
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next())
        if (const int level = block.blockFormat().headingLevel(); level >= 1 && level <= 3)
            result << block.text();
    return result;
}

void UserGuideDialog::buildContents()
{
    m_contents->clear();
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level < 1 || level > 3)
            continue;
        auto *item = new QListWidgetItem(QString(4 * (level - 1), QLatin1Char(' ')) + block.text());
        item->setData(Qt::UserRole, block.text());
        m_contents->addItem(item);
    }
}

bool UserGuideDialog::showSection(const QString &heading)
{
    QTextDocument *document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || !block.text().startsWith(heading))
            continue;
        QTextCursor cursor(block);
        m_browser->setTextCursor(cursor);
        const QRectF rect = document->documentLayout()->blockBoundingRect(block);
        m_browser->verticalScrollBar()->setValue(int(rect.top()));
        return true;
    }
    return false;
}

bool UserGuideDialog::find(const QString &text, bool backward)
{
    if (text.isEmpty())
        return false;
    const QTextDocument::FindFlags flags = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (m_browser->find(text, flags))
        return true;
    // Wrap around once.
    QTextCursor cursor(m_browser->document());
    cursor.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
    m_browser->setTextCursor(cursor);
    return m_browser->find(text, flags);
}

// ---- ShortcutsDialog -------------------------------------------------------

ShortcutsDialog::ShortcutsDialog(QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
    , m_menus(menus)
    , m_table(new QTreeWidget)
    , m_filter(new QLineEdit)
    , m_all(new QCheckBox(tr("Show actions &without a shortcut")))
{
    setObjectName(QStringLiteral("ShortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));

    m_filter->setObjectName(QStringLiteral("ShortcutsFilter"));
    m_filter->setPlaceholderText(tr("Type to filter by menu, action or key"));
    m_filter->setAccessibleName(tr("Filter shortcuts"));
    m_filter->setClearButtonEnabled(true);
    auto *filterLabel = new QLabel(tr("&Filter:"));
    filterLabel->setBuddy(m_filter);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::setFilter);

    m_all->setObjectName(QStringLiteral("ShortcutsShowAll"));
    connect(m_all, &QCheckBox::toggled, this, &ShortcutsDialog::refresh);

    m_table->setObjectName(QStringLiteral("ShortcutsTable"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setColumnCount(3);
    m_table->setHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->setSortingEnabled(false);
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_all);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filterRow);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 640);
    refresh();
    m_filter->setFocus();
}

QString ShortcutsDialog::plainText(const QString &actionText)
{
    // "&&" is a literal ampersand; a single "&" marks the mnemonic.
    QString text;
    for (qsizetype i = 0; i < actionText.size(); ++i) {
        if (actionText[i] == QLatin1Char('&')) {
            if (i + 1 < actionText.size() && actionText[i + 1] == QLatin1Char('&')) {
                text += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        text += actionText[i];
    }
    return text;
}

void ShortcutsDialog::refresh()
{
    m_table->clear();
    if (!m_menus)
        return;
    const bool all = m_all->isChecked();
    // Menus and their submenus, depth first, in the order the menu bar shows them.
    const std::function<void(QMenu *, const QString &)> walk = [&](QMenu *menu, const QString &path) {
        // Recent-file lists and the like are filled as they open: show what is there.
        for (QAction *action : menu->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            if (QMenu *sub = action->menu()) {
                walk(sub, tr("%1 › %2").arg(path, plainText(sub->title())));
                continue;
            }
            QStringList keys;
            for (const QKeySequence &key : action->shortcuts())
                if (!key.isEmpty())
                    keys << key.toString(QKeySequence::NativeText);
            if (keys.isEmpty() && !all)
                continue;
            auto *row = new QTreeWidgetItem(m_table);
            row->setText(MenuColumn, path);
            row->setText(ActionColumn, plainText(action->text()));
            row->setText(ShortcutColumn, keys.join(QStringLiteral(", ")));
            row->setToolTip(ActionColumn, action->toolTip());
        }
    };
    for (QAction *top : m_menus->actions())
        if (QMenu *menu = top->menu(); menu && top->isVisible())
            walk(menu, plainText(menu->title()));
    setFilter(m_filter->text());
}

void ShortcutsDialog::setFilter(const QString &text)
{
    const QString needle = text.trimmed();
    for (int i = 0; i < m_table->topLevelItemCount(); ++i) {
        QTreeWidgetItem *row = m_table->topLevelItem(i);
        bool match = needle.isEmpty();
        for (int column = 0; column < 3 && !match; ++column)
            match = row->text(column).contains(needle, Qt::CaseInsensitive);
        // Keys typed in portable form ("Ctrl+Z") match too.
        if (!match && !row->text(ShortcutColumn).isEmpty())
            match = QKeySequence(row->text(ShortcutColumn), QKeySequence::NativeText)
                        .toString(QKeySequence::PortableText)
                        .contains(needle, Qt::CaseInsensitive);
        row->setHidden(!match);
    }
}

int ShortcutsDialog::visibleRowCount() const
{
    int count = 0;
    for (int i = 0; i < m_table->topLevelItemCount(); ++i)
        count += m_table->topLevelItem(i)->isHidden() ? 0 : 1;
    return count;
}

void ShortcutsDialog::showEvent(QShowEvent *event)
{
    refresh(); // actions may have changed since the dialog was made
    QDialog::showEvent(event);
}

// ---- AboutDialog -----------------------------------------------------------

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QLabel)
    , m_licence(new QTextBrowser)
{
    setObjectName(QStringLiteral("AboutDialog"));
    setWindowTitle(tr("About Kibitz"));

    auto *icon = new QLabel;
    icon->setPixmap(QPixmap(QStringLiteral(":/help/kibitz.png")));
    icon->setAlignment(Qt::AlignTop);
    icon->setAccessibleName(tr("Kibitz icon"));

    m_text->setObjectName(QStringLiteral("AboutText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setOpenExternalLinks(true);
    m_text->setText(
        QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p><p>%4</p><p>%5</p>")
            .arg(tr("Kibitz %1").arg(kibitzVersion()).toHtmlEscaped(),
                 tr("A viewer and editor of game records: Hex and Twixt game trees (Jgame, SGF), backgammon "
                    "replays from bgammon.org and Rokkaku Conquest tournament logs.")
                     .toHtmlEscaped(),
                 tr("Copyright © 2026 The Kibitz developers. Kibitz is free software under the MIT licence.")
                     .toHtmlEscaped(),
                 tr("Built with Qt %1, running on Qt %2.")
                     .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()))
                     .toHtmlEscaped(),
                 tr("The same program works headless as kibitz-cli (info, check, convert, positions, render).")
                     .toHtmlEscaped()));
    m_text->setAccessibleName(tr("About Kibitz"));

    m_licence->setObjectName(QStringLiteral("AboutLicence"));
    m_licence->setAccessibleName(tr("Licence"));
    QFile licence(QStringLiteral(":/help/LICENSE"));
    m_licence->setPlainText(licence.open(QIODevice::ReadOnly) ? QString::fromUtf8(licence.readAll())
                                                              : tr("The licence text is missing from this build."));
    m_licence->setVisible(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *showLicence = buttons->addButton(tr("&Licence"), QDialogButtonBox::ActionRole);
    showLicence->setObjectName(QStringLiteral("AboutShowLicence"));
    showLicence->setCheckable(true);
    connect(showLicence, &QPushButton::toggled, this, [this](bool on) {
        m_licence->setVisible(on);
        adjustSize();
    });
    QPushButton *aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::ActionRole);
    aboutQt->setObjectName(QStringLiteral("AboutQtButton"));
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_licence, 1);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

QString AboutDialog::text() const
{
    QTextDocument document;
    document.setHtml(m_text->text());
    return document.toPlainText();
}

} // namespace kibitz
