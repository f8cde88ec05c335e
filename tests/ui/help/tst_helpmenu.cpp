// The Help menu: the user guide opens in the application with its sections
// and screenshots; the shortcut reference lists the live actions of every
// menu and filters them; About names the version CMake declares, the licence
// and Qt. And the guide's shortcut table agrees with the actions.

#include "help/helpdialogs.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QTreeWidget>
#include <QtTest>

#include <functional>

using namespace kibitz;

namespace {

// Every menu action with a shortcut: "Menu|Action text|Keys" (portable text).
QStringList actionsWithShortcuts(QMenuBar *bar)
{
    QStringList rows;
    const std::function<void(QMenu *, const QString &)> walk = [&](QMenu *menu, const QString &path) {
        for (QAction *a : menu->actions()) {
            if (a->isSeparator())
                continue;
            if (a->menu()) {
                walk(a->menu(), path + QStringLiteral(" › ") + ShortcutsDialog::plainText(a->menu()->title()));
                continue;
            }
            if (!a->shortcut().isEmpty())
                rows << QStringLiteral("%1|%2|%3")
                            .arg(path, ShortcutsDialog::plainText(a->text()),
                                 a->shortcut().toString(QKeySequence::PortableText));
        }
    };
    for (QAction *top : bar->actions())
        if (top->menu())
            walk(top->menu(), ShortcutsDialog::plainText(top->menu()->title()));
    return rows;
}

QString guideText()
{
    QFile guide(QStringLiteral(":/help/user-guide.md"));
    return guide.open(QIODevice::ReadOnly) ? QString::fromUtf8(guide.readAll()) : QString();
}

} // namespace

class TestHelpMenu : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() { return m_window.get(); }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        // A backgammon match, so that every menu shows (Analysis shows only
        // beside a game that GNU Backgammon analyses).
        QString error;
        QVERIFY2(m_window->openFile(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/galaxy-match1278964-5p.txt"), &error),
                 qPrintable(error));
    }

    void cleanup() { m_window.reset(); }

    void helpMenuIsLastWithItsActions()
    {
        const QList<QAction *> menus = window()->menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        QCOMPARE(ShortcutsDialog::plainText(menus.last()->text()), QStringLiteral("Help"));
        QStringList items;
        for (QAction *a : menus.last()->menu()->actions())
            if (!a->isSeparator())
                items << ShortcutsDialog::plainText(a->text());
        QCOMPARE(items, QStringList({QStringLiteral("User Guide"), QStringLiteral("Keyboard Shortcuts"),
                                     QStringLiteral("About Kibitz"), QStringLiteral("About Qt")}));
        QCOMPARE(window()->action(QStringLiteral("userGuide"))->shortcut(), QKeySequence(QKeySequence::HelpContents));
    }

    void userGuideOpensWithSectionsAndPictures()
    {
        QVERIFY(window()->findChild<UserGuideDialog *>() == nullptr);
        window()->action(QStringLiteral("userGuide"))->trigger();
        auto *guide = window()->findChild<UserGuideDialog *>();
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
        const QStringList headings = guide->headings();
        for (const QString &section :
             {QStringLiteral("Opening files"), QStringLiteral("Browsing"), QStringLiteral("Annotating"),
              QStringLiteral("Saving and converting"), QStringLiteral("Replaying matches and tournaments"),
              QStringLiteral("Backups and recovery"), QStringLiteral("Preferences"),
              QStringLiteral("Keyboard shortcuts")})
            QVERIFY2(headings.contains(section),
                     qPrintable(section + QLatin1String(" missing from: ") + headings.join(QLatin1String(", "))));
        QCOMPARE(guide->contents()->count(), headings.size());
        // Tables and code came through the Markdown reader.
        const QString plain = guide->browser()->toPlainText();
        QVERIFY(plain.contains(QStringLiteral("kibitz-cli convert game.jgame game.sgf")));
        QVERIFY(!plain.contains(QStringLiteral("| menu |")));

        // Every picture the guide shows is compiled in and loads: one per
        // game's board, the main window and the backgammon and Rokkaku views.
        QStringList images;
        QTextDocument *document = guide->browser()->document();
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it)
                if (it.fragment().charFormat().isImageFormat())
                    images << it.fragment().charFormat().toImageFormat().name();
        for (const QString &name :
             {QStringLiteral("images/hex-board.png"), QStringLiteral("images/twixt-board.png"),
              QStringLiteral("images/backgammon-board.png"), QStringLiteral("images/rokkaku-field.png"),
              QStringLiteral("images/main-window.png"), QStringLiteral("images/backgammon-view.png"),
              QStringLiteral("images/rokkaku-view.png")})
            QVERIFY2(images.contains(name),
                     qPrintable(name + QLatin1String(" not in ") + images.join(QLatin1Char(' '))));
        for (const QString &name : images) {
            const QVariant resource = guide->browser()->loadResource(QTextDocument::ImageResource, QUrl(name));
            QImage image = resource.value<QImage>();
            if (image.isNull())
                image = QImage::fromData(resource.toByteArray());
            QVERIFY2(!image.isNull(), qPrintable(name + QLatin1String(" does not load")));
            QVERIFY(image.width() >= 300);
        }
        // Wide pictures are shown scaled to the text.
        QVERIFY(guide->browser()->horizontalScrollBar()->maximum() == 0);

        // Choosing a section shows it; finding wraps around.
        const int before = guide->browser()->verticalScrollBar()->value();
        guide->contents()->setCurrentRow(int(headings.indexOf(QStringLiteral("Keyboard shortcuts"))));
        QApplication::processEvents();
        QVERIFY(guide->browser()->verticalScrollBar()->value() > before);
        QCOMPARE(guide->browser()->textCursor().block().text(), QStringLiteral("Keyboard shortcuts"));
        QVERIFY(guide->find(QStringLiteral("recovery folder")));
        QVERIFY(guide->find(QStringLiteral("recovery folder")));
        QVERIFY(!guide->find(QStringLiteral("no such words in the guide")));
        QVERIFY(!guide->showSection(QStringLiteral("No such section")));

        // With KIBITZ_SCREENSHOTS=DIR, a picture of the guide to look at.
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty()) {
            guide->showSection(QStringLiteral("The boards"));
            QApplication::processEvents();
            QVERIFY(guide->grab().save(dir + QStringLiteral("/user-guide.png")));
        }

        // F1 again shows the same window.
        window()->action(QStringLiteral("userGuide"))->trigger();
        QCOMPARE(window()->findChildren<UserGuideDialog *>().size(), 1);
    }

    void shortcutsDialogListsLiveActions()
    {
        window()->action(QStringLiteral("keyboardShortcuts"))->trigger();
        auto *dialog = window()->findChild<ShortcutsDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QTreeWidget *table = dialog->table();
        QStringList rows;
        for (int i = 0; i < table->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *row = table->topLevelItem(i);
            rows << QStringLiteral("%1|%2|%3")
                        .arg(row->text(0), row->text(1),
                             QKeySequence(row->text(2), QKeySequence::NativeText).toString(QKeySequence::PortableText));
        }
        QCOMPARE(rows, actionsWithShortcuts(window()->menuBar()));
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty())
            QVERIFY(dialog->grab().save(dir + QStringLiteral("/shortcuts.png")));
        QVERIFY(rows.contains(QStringLiteral("Go|Next Move|Right")));
        QVERIFY(rows.contains(QStringLiteral("Edit|Promote to Main Line|Ctrl+Shift+P")));
        QVERIFY(rows.contains(QStringLiteral("Help|User Guide|F1")));

        // Filtering by words, by menu and by keys typed the portable way.
        dialog->filterEdit()->setText(QStringLiteral("variation"));
        QVERIFY(dialog->visibleRowCount() >= 6);
        for (int i = 0; i < table->topLevelItemCount(); ++i)
            if (!table->topLevelItem(i)->isHidden())
                QVERIFY(table->topLevelItem(i)->text(1).contains(QStringLiteral("Variation")));
        dialog->filterEdit()->setText(QStringLiteral("ctrl+shift+p"));
        QCOMPARE(dialog->visibleRowCount(), 1);
        dialog->filterEdit()->setText(QStringLiteral("nothing matches this"));
        QCOMPARE(dialog->visibleRowCount(), 0);
        dialog->filterEdit()->clear();
        QCOMPARE(dialog->visibleRowCount(), table->topLevelItemCount());

        // Actions without keys on request, and changes seen when shown again.
        dialog->allActionsBox()->setChecked(true);
        QVERIFY(table->topLevelItemCount() > rows.size());
        dialog->allActionsBox()->setChecked(false);
        dialog->hide();
        window()->action(QStringLiteral("coordinates"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
        window()->action(QStringLiteral("keyboardShortcuts"))->trigger();
        QCOMPARE(table->topLevelItemCount(), rows.size() + 1);
        QVERIFY(!table
                     ->findItems(QKeySequence(Qt::CTRL | Qt::Key_K).toString(QKeySequence::NativeText),
                                 Qt::MatchExactly, ShortcutsDialog::ShortcutColumn)
                     .isEmpty());
    }

    void plainTextDropsMnemonics()
    {
        QCOMPARE(ShortcutsDialog::plainText(QStringLiteral("Save &As…")), QStringLiteral("Save As…"));
        QCOMPARE(ShortcutsDialog::plainText(QStringLiteral("Copy && Paste")), QStringLiteral("Copy & Paste"));
        QCOMPARE(ShortcutsDialog::plainText(QStringLiteral("&&&Bold")), QStringLiteral("&Bold"));
    }

    void aboutShowsVersionLicenceAndQt()
    {
        window()->action(QStringLiteral("about"))->trigger();
        auto *about = window()->findChild<AboutDialog *>();
        QVERIFY(about);
        QVERIFY(about->isVisible());
        const QString text = about->text();
        QVERIFY2(text.contains(QStringLiteral("Kibitz " KIBITZ_PROJECT_VERSION)), qPrintable(text));
        QCOMPARE(kibitzVersion(), QStringLiteral(KIBITZ_PROJECT_VERSION));
        QVERIFY(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$")).match(kibitzVersion()).hasMatch());
        QVERIFY2(text.contains(QStringLiteral("MIT licence")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("running on Qt %1").arg(QString::fromLatin1(qVersion()))),
                 qPrintable(text));
        // The licence is the project's LICENSE, shown on request.
        QVERIFY(!about->licence()->isVisible());
        auto *show = about->findChild<QAbstractButton *>(QStringLiteral("AboutShowLicence"));
        QVERIFY(show);
        show->click();
        QVERIFY(about->licence()->isVisible());
        QVERIFY(about->licence()->toPlainText().startsWith(QStringLiteral("MIT License")));
        QVERIFY(about->licence()->toPlainText().contains(QStringLiteral("Permission is hereby granted")));
        QVERIFY(about->findChild<QAbstractButton *>(QStringLiteral("AboutQtButton")));
        if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS"); !dir.isEmpty())
            QVERIFY(about->grab().save(dir + QStringLiteral("/about.png")));
        QVERIFY(window()->action(QStringLiteral("aboutQt")));
    }

    void guideShortcutTableMatchesTheActions()
    {
        // The guide's table (menu | action | keys) lists exactly the menu
        // actions that have a shortcut, with the keys they have; keys marked
        // "\*" are the desktop's standard ones, which vary: there the action
        // only has to have a shortcut.
        const QString guide = guideText();
        QVERIFY(!guide.isEmpty());
        const qsizetype start = guide.indexOf(QStringLiteral("| menu | action | keys |"));
        QVERIFY(start >= 0);
        QStringList documented;
        const QStringList lines = guide.mid(start).split(QLatin1Char('\n'));
        for (qsizetype i = 2; i < lines.size() && lines[i].startsWith(QLatin1Char('|')); ++i) {
            QStringList cells = lines[i].split(QLatin1Char('|'));
            QCOMPARE(cells.size(), 5);
            QString keys = cells[3].trimmed();
            if (keys.endsWith(QLatin1String("\\*")))
                keys = QStringLiteral("*");
            documented << QStringLiteral("%1|%2|%3").arg(cells[1].trimmed(), cells[2].trimmed(), keys);
        }
        QStringList live = actionsWithShortcuts(window()->menuBar());
        for (QString &row : live) {
            const QString withoutKeys = row.left(row.lastIndexOf(QLatin1Char('|')) + 1);
            if (documented.contains(withoutKeys + QLatin1Char('*')))
                row = withoutKeys + QLatin1Char('*');
        }
        QStringList stale, undocumented;
        for (const QString &row : documented)
            if (!live.contains(row))
                stale << row;
        for (const QString &row : live)
            if (!documented.contains(row))
                undocumented << row;
        QStringList table;
        for (const QString &row : live)
            table << QStringLiteral("| %1 |").arg(row.split(QLatin1Char('|')).join(QLatin1String(" | ")));
        QVERIFY2(stale.isEmpty() && undocumented.isEmpty(),
                 qPrintable(QStringLiteral("docs/user-guide.md is out of date.\nIn the guide, not in the menus:\n  %1\n"
                                           "In the menus, not in the guide:\n  %2\nThe table as it should be:\n%3")
                                .arg(stale.join(QLatin1String("\n  ")), undocumented.join(QLatin1String("\n  ")),
                                     table.join(QLatin1Char('\n')))));
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
