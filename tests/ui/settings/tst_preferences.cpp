// The preferences dialog drives a real main window offscreen: theme (light,
// dark, following the system), board colours per game, coordinates and move
// numbers kept in step with the View menu, animation speed, what opens at
// start and the language, each applied at once to the open boards, menus and
// dialogs, and kept in the settings for the next window.

#include "document/gamedocument.h"
#include "games/hextwixt/hextwixtview.h"
#include "settings/preferencesdialog.h"
#include "settings/translations.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolBar>
#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

namespace {

const QString hexSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame");
const QString twixtSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame");

// The menu bar's menu titles, in order.
QStringList menuTitles(MainWindow *window)
{
    QStringList titles;
    for (QAction *action : window->menuBar()->actions())
        titles << action->text();
    return titles;
}

// Selects the item whose data is `data`, as a user picking it would.
void choose(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(index);
}

HexTwixtView *viewOf(MainWindow *window, GameKind kind)
{
    for (HexTwixtView *view : window->findChildren<HexTwixtView *>())
        if (view->document() && view->document()->game().kind == kind)
            return view;
    return nullptr;
}

} // namespace

class TestPreferences : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() { return m_window.get(); }
    PreferencesDialog *dialog()
    {
        window()->action(QStringLiteral("preferences"))->trigger();
        auto *d = window()->findChild<PreferencesDialog *>();
        return d && d->isVisible() ? d : nullptr;
    }
    template <typename T>
    T *field(const char *name)
    {
        PreferencesDialog *d = dialog();
        return d ? d->findChild<T *>(QLatin1String(name)) : nullptr;
    }
    void newWindow()
    {
        if (m_window)
            m_window->close(); // writes the settings
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
    }

    void init() { newWindow(); }

    void cleanup()
    {
        for (GameDocument *document : m_window->findChildren<GameDocument *>())
            document->undoStack()->setClean();
        m_window->close();
        m_window.reset();
        QSettings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz")).clear();
        translations::install(QStringLiteral("en"));
    }

    void preferencesOpenFromTheEditMenu()
    {
        QAction *preferences = window()->action(QStringLiteral("preferences"));
        QVERIFY(preferences);
        QVERIFY(!preferences->shortcut().isEmpty());
        QVERIFY(menuTitles(window()).contains(QStringLiteral("&Edit")));
        PreferencesDialog *d = dialog();
        QVERIFY(d);
        QVERIFY(!d->isModal()); // changes apply while it is open
        // One dialog, however often it is asked for.
        QCOMPARE(dialog(), d);
        QCOMPARE(window()->findChildren<PreferencesDialog *>().size(), 1);
    }

    void themeAppliesLiveAndPersists()
    {
        QVERIFY(window()->openFile(hexSample));
        auto *theme = field<QComboBox>("theme");
        QVERIFY(theme);
        choose(theme, int(ThemeChoice::Dark));
        QVERIFY(window()->isDarkTheme());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().theme.board, BoardTheme::dark().board);
        QVERIFY(window()->action(QStringLiteral("themeDark"))->isChecked());

        choose(theme, int(ThemeChoice::Light));
        QVERIFY(!window()->isDarkTheme());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() >= 128);
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().theme.board, BoardTheme::light().board);

        // The View menu's theme and the dialog agree.
        window()->action(QStringLiteral("themeDark"))->trigger();
        QCOMPARE(theme->currentData().toInt(), int(ThemeChoice::Dark));
        newWindow();
        QCOMPARE(window()->theme(), ThemeChoice::Dark);
        QVERIFY(window()->isDarkTheme());
    }

    void followingTheSystem()
    {
        QVERIFY(window()->openFile(hexSample));
        window()->setTheme(ThemeChoice::Dark);
        window()->setTheme(ThemeChoice::System);
        // The platform's palette comes back, and it decides (offscreen: light).
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() >= 128);
        QVERIFY(!window()->isDarkTheme());
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().theme.board, BoardTheme::light().board);
        QVERIFY(window()->action(QStringLiteral("themeSystem"))->isChecked());
        // The system turns dark (as a platform theme change sets the
        // application palette): the boards follow at once.
        QPalette dark = QApplication::palette();
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
        dark.setColor(QPalette::WindowText, Qt::white);
        QApplication::setPalette(dark);
        QTRY_VERIFY(window()->isDarkTheme());
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().theme.board, BoardTheme::dark().board);
        QPalette light = dark;
        light.setColor(QPalette::Window, QColor(0xf0, 0xf0, 0xf0));
        light.setColor(QPalette::WindowText, Qt::black);
        QApplication::setPalette(light);
        QTRY_VERIFY(!window()->isDarkTheme());
        // A chosen theme does not follow.
        window()->setTheme(ThemeChoice::Light);
        QApplication::setPalette(dark);
        QApplication::processEvents();
        QVERIFY(!window()->isDarkTheme());
        window()->setTheme(ThemeChoice::Light);
    }

    void boardColoursPerGame()
    {
        QVERIFY(window()->openFile(hexSample));
        QVERIFY(window()->openFile(twixtSample));
        window()->setTheme(ThemeChoice::Light);
        PreferencesDialog *d = dialog();
        QVERIFY(d);
        d->setColourGroup(GameFamily::Hex);
        const QColor green(0x10, 0xa0, 0x40), board(0xff, 0xee, 0xcc);
        d->chooseColour(PreferencesDialog::ColourRole::Player1, green);
        d->chooseColour(PreferencesDialog::ColourRole::Board, board);
        HexTwixtView *hex = viewOf(window(), GameKind::Hex);
        HexTwixtView *twixt = viewOf(window(), GameKind::Twixt);
        QVERIFY(hex && twixt);
        QCOMPARE(hex->renderOptions().theme.player1, green);
        QCOMPARE(hex->renderOptions().theme.player1Edge, green);
        QCOMPARE(hex->renderOptions().theme.board, board);
        QCOMPARE(hex->renderOptions().theme.player2, BoardTheme::light().player2);
        QCOMPARE(twixt->renderOptions().theme.player1, BoardTheme::light().player1); // another game
        QCOMPARE(d->colourButton(PreferencesDialog::ColourRole::Player1)->text(), green.name());
        // Kept in the dark theme too, and the button shows it.
        window()->setTheme(ThemeChoice::Dark);
        QCOMPARE(hex->renderOptions().theme.player1, green);
        QCOMPARE(hex->renderOptions().theme.player2, BoardTheme::dark().player2);
        QCOMPARE(d->shownColour(PreferencesDialog::ColourRole::Player2), BoardTheme::dark().player2);
        // Only Rokkaku shows its third and fourth teams.
        QVERIFY(!d->colourButton(PreferencesDialog::ColourRole::Team3)->isVisibleTo(d));
        d->setColourGroup(GameFamily::Rokkaku);
        QVERIFY(d->colourButton(PreferencesDialog::ColourRole::Team3)->isVisibleTo(d));
        QVERIFY(!d->findChild<QPushButton *>(QStringLiteral("restoreColours"))->isEnabled());

        // Persisted for the next window.
        newWindow();
        QVERIFY(window()->openFile(hexSample));
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().theme.player1, green);
        // Restore Defaults forgets them, live.
        d = dialog();
        d->setColourGroup(GameFamily::Hex);
        QPushButton *restore = d->findChild<QPushButton *>(QStringLiteral("restoreColours"));
        QVERIFY(restore->isEnabled());
        restore->click();
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().theme.player1, BoardTheme::dark().player1);
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().theme.board, BoardTheme::dark().board);
        QVERIFY(window()->preferences().coloursOf(GameFamily::Hex).isEmpty());
        QVERIFY(!restore->isEnabled());
    }

    void coordinatesAndMoveNumbersFollowTheViewMenu()
    {
        QVERIFY(window()->openFile(hexSample));
        auto *coordinates = field<QCheckBox>("coordinates");
        auto *numbers = field<QCheckBox>("moveNumbers");
        QVERIFY(coordinates && numbers);
        QAction *coordinatesAction = window()->action(QStringLiteral("coordinates"));
        QAction *numbersAction = window()->action(QStringLiteral("moveNumbers"));
        QCOMPARE(coordinates->isChecked(), coordinatesAction->isChecked());
        // The dialog changes the boards and the menu.
        coordinates->setChecked(!coordinates->isChecked());
        QCOMPARE(coordinatesAction->isChecked(), coordinates->isChecked());
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().coordinates, coordinates->isChecked());
        numbers->setChecked(true);
        QVERIFY(numbersAction->isChecked());
        QVERIFY(window()->currentView<HexTwixtView>()->renderOptions().moveNumbers);
        // The menu changes the dialog.
        numbersAction->trigger();
        QVERIFY(!numbers->isChecked());
        QVERIFY(!window()->currentView<HexTwixtView>()->renderOptions().moveNumbers);
        coordinatesAction->trigger();
        QCOMPARE(coordinates->isChecked(), coordinatesAction->isChecked());
    }

    void animationSpeed()
    {
        QVERIFY(window()->openFile(hexSample));
        auto *animation = field<QSpinBox>("animation");
        QVERIFY(animation);
        QCOMPARE(animation->value(), window()->renderOptions().animationMilliseconds);
        animation->setValue(0);
        QCOMPARE(window()->renderOptions().animationMilliseconds, 0);
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().animationMilliseconds, 0);
        QCOMPARE(animation->text(), QStringLiteral("Instant"));
        animation->setValue(650);
        QCOMPARE(window()->currentView<HexTwixtView>()->renderOptions().animationMilliseconds, 650);
        newWindow();
        QCOMPARE(window()->renderOptions().animationMilliseconds, 650);
    }

    void whatOpensAtStart()
    {
        auto *startup = field<QComboBox>("startup");
        QVERIFY(startup);
        choose(startup, int(StartupChoice::LastFiles));
        QVERIFY(window()->openFile(hexSample));
        QVERIFY(window()->openFile(twixtSample));
        newWindow();
        QCOMPARE(window()->documentCount(), 0);
        window()->openAtStart();
        QCOMPARE(window()->documentCount(), 2);
        QCOMPARE(window()->currentDocument()->game().kind, GameKind::Twixt);

        // Nothing: neither files nor the start page.
        choose(field<QComboBox>("startup"), int(StartupChoice::Nothing));
        newWindow();
        window()->openAtStart();
        QCOMPARE(window()->documentCount(), 0);
        QVERIFY(!window()->isStartPageShown());
        QWidget *blank = window()->findChild<QWidget *>(QStringLiteral("BlankPage"));
        QVERIFY(blank && blank->isVisible());
        // Opening a file and closing it leads to the start page as usual.
        QVERIFY(window()->openFile(hexSample));
        QVERIFY(window()->closeDocument(0));
        QVERIFY(window()->isStartPageShown());

        choose(field<QComboBox>("startup"), int(StartupChoice::StartPage));
        newWindow();
        window()->openAtStart();
        QCOMPARE(window()->documentCount(), 0);
        QVERIFY(window()->isStartPageShown());
    }

    void languageSwitchesLive_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fileMenu");
        QTest::addColumn<QString>("openAction");
        QTest::addColumn<QString>("dialogTitle");
        QTest::addColumn<QString>("languageLabel");
        QTest::addColumn<QString>("gamesDock");
        QTest::newRow("de") << "de"
                            << "&Datei"
                            << "&Öffnen…"
                            << "Einstellungen"
                            << "&Sprache:"
                            << "Spielbaum";
        QTest::newRow("fr") << "fr"
                            << "&Fichier"
                            << "&Ouvrir…"
                            << "Préférences"
                            << "&Langue :"
                            << "Arbre de la partie";
        QTest::newRow("ja") << "ja"
                            << "ファイル(&F)"
                            << "開く(&O)…"
                            << "設定"
                            << "言語(&L):"
                            << "ゲームツリー";
    }

    void languageSwitchesLive()
    {
        QFETCH(QString, language);
        QFETCH(QString, fileMenu);
        QFETCH(QString, openAction);
        QFETCH(QString, dialogTitle);
        QFETCH(QString, languageLabel);
        QFETCH(QString, gamesDock);
        QVERIFY(window()->openFile(hexSample));
        window()->action(QStringLiteral("flip"))->trigger(); // a state the new menus must keep
        QVERIFY(menuTitles(window()).startsWith(QStringLiteral("&File")));
        PreferencesDialog *d = dialog();
        auto *languageBox = d->findChild<QComboBox *>(QStringLiteral("language"));
        QLabel *label = nullptr;
        for (QLabel *l : d->findChildren<QLabel *>())
            if (l->buddy() == languageBox)
                label = l;
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("&Language:"));

        choose(languageBox, language);
        QCOMPARE(translations::current(), language);
        // A menu title, an action, a dialog and its label, a panel's title.
        QTRY_COMPARE(menuTitles(window()).value(0), fileMenu);
        QCOMPARE(window()->action(QStringLiteral("open"))->text(), openAction);
        QCOMPARE(d->windowTitle(), dialogTitle);
        QCOMPARE(label->text(), languageLabel);
        QCOMPARE(window()->findChild<QDockWidget *>(QStringLiteral("GameTreeDock"))->windowTitle(), gamesDock);
        // Qt's own strings too, when Qt's translations are installed.
        const QString qtCatalogue
            = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_%1.qm").arg(language);
        if (QFile::exists(qtCatalogue)) {
            auto *buttons = d->findChild<QDialogButtonBox *>();
            QVERIFY(buttons->button(QDialogButtonBox::Close)->text() != QStringLiteral("&Close"));
        }
        // The rebuilt menus work and keep their states.
        QVERIFY(window()->action(QStringLiteral("flip"))->isChecked());
        QVERIFY(window()->action(QStringLiteral("save"))->isEnabled());
        QVERIFY(window()
                    ->findChild<QToolBar *>(QStringLiteral("FindBar"))
                    ->actions()
                    .contains(window()->action(QStringLiteral("findNext"))));
        window()->action(QStringLiteral("nextMove"))->trigger();
        QCOMPARE(window()->currentDocument()->currentNode(),
                 window()->currentDocument()->tree().mainChild(window()->currentDocument()->tree().root()));
        QCOMPARE(window()->findChildren<QMenuBar *>().size(), 1);

        // Kept for the next start, and back to English.
        QCOMPARE(Preferences::load().language, language);
        choose(languageBox, QStringLiteral("en"));
        QTRY_COMPARE(menuTitles(window()).value(0), QStringLiteral("&File"));
        QCOMPARE(window()->action(QStringLiteral("open"))->text(), QStringLiteral("&Open…"));
        QCOMPARE(d->windowTitle(), QStringLiteral("Preferences"));
        QCOMPARE(label->text(), QStringLiteral("&Language:"));
        window()->action(QStringLiteral("flip"))->trigger();
    }

    void systemLanguageIsTheDefault()
    {
        QCOMPARE(window()->preferences().language, QString());
        auto *languageBox = field<QComboBox>("language");
        QCOMPARE(languageBox->currentIndex(), 0);
        QCOMPARE(languageBox->currentText(), QStringLiteral("System language"));
        // The tests run in the C locale: English.
        QCOMPARE(translations::install(QString()), QStringLiteral("en"));
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("set KIBITZ_SCREENSHOTS=DIR to save screenshots of the dialog");
        QDir().mkpath(dir);
        QVERIFY(window()->openFile(hexSample));
        PreferencesDialog *d = dialog();
        d->setColourGroup(GameFamily::Rokkaku);
        for (const QString &language :
             {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("ja")}) {
            choose(d->findChild<QComboBox *>(QStringLiteral("language")), language);
            QTest::qWait(100); // the new texts are laid out
            d->adjustSize();
            QVERIFY(d->grab().save(QStringLiteral("%1/preferences-%2.png").arg(dir, language)));
            QVERIFY(window()->grab().save(QStringLiteral("%1/window-%2.png").arg(dir, language)));
        }
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
