// The window's panels per game family (window/windowlayouts.h): every
// family's default layout places every panel once; at the default size
// (1366x768) each family's board takes at least half of the window and the
// shown panels scroll nowhere sideways; the start page stands alone; the
// user's arrangement is kept per family and View > Panels > Default Layout
// brings the default back; the status bar counts a document's warnings and
// lists them on demand. With KIBITZ_SCREENSHOTS=DIR set, it also saves each
// sample at 1366x768, 1024x768 and 1920x1080, light and dark, there.

#include "document/gamedocument.h"
#include "games/backgammon/backgammonboard.h"
#include "games/backgammon/backgammonview.h"
#include "games/gameuitable.h"
#include "games/hextwixt/hextwixtview.h"
#include "games/rokkaku/rokkakufield.h"
#include "games/rokkaku/rokkakuview.h"
#include "panels/gamespanel.h"
#include "settings/translations.h"
#include "window/mainwindow.h"
#include "window/warningsbutton.h"
#include "windowtesting.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <set>

using namespace kibitz;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(KIBITZ_SAMPLES_DIR "/") + QLatin1String(name);
}

// A Little Golem-like Hex collection: long names, tournaments as events.
QByteArray hexCollection()
{
    const char *names[] = {"Clark94", "Alexandra Kowalczyk", "budhess", "Nagy Fathy", "SeanWieder", "artsdesire189"};
    QByteArray out;
    for (int g = 0; g < 60; ++g) {
        out += "(;FF[4]GM[11]SZ[13]EV[hex.HEX13.mc.2016.jun.1.";
        out += QByteArray::number(g % 7);
        out += "]PB[";
        out += names[g % 6];
        out += "]PW[";
        out += names[(g + 1 + g / 6) % 6];
        out += "]RE[";
        out += g % 2 ? "B+Resign" : "W+";
        out += "];B[f6];W[e5];B[g4])\n";
    }
    return out;
}

// The widget that draws the board (a Rokkaku field), by family.
QWidget *boardOf(DocumentView *view)
{
    if (auto *backgammon = qobject_cast<BackgammonView *>(view))
        return backgammon->board();
    if (auto *rokkaku = qobject_cast<RokkakuView *>(view))
        return rokkaku->field();
    return view; // Hex and Twixt: the view is the board
}

QStringList shownDocks(const MainWindow &window)
{
    QStringList names;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        if (!dock->isHidden())
            names << dock->objectName();
    names.sort();
    return names;
}

} // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() { return m_window.get(); }

    QDockWidget *dock(const char *name) { return window()->findChild<QDockWidget *>(QLatin1String(name)); }

    // A window as Kibitz opens one, with the settings as they are.
    void makeWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void open(const QString &path)
    {
        QString error;
        QVERIFY2(window()->openFile(path, &error), qPrintable(error));
        QApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
        translations::install(QStringLiteral("en")); // the plural forms
        QFile collection(m_files.filePath(QStringLiteral("golem.sgf")));
        QVERIFY(collection.open(QIODevice::WriteOnly));
        collection.write(hexCollection());
    }

    void init()
    {
        // Each test starts from the default layouts.
        QSettings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz")).clear();
        makeWindow();
    }

    void cleanup() { discardWindow(m_window); }

    // Every family's default layout places every panel in one group and
    // shows only panels it places.
    void everyPanelPlacedOnce()
    {
        for (int f = 0; f < GameFamilyCount; ++f) {
            const WindowLayout layout = gameUiForFamily(GameFamily(f)).defaultLayout();
            std::vector<int> placed(std::size_t(WindowPanelCount), 0);
            for (const PanelGroup &group : layout.groups) {
                QVERIFY(!group.panels.empty());
                QVERIFY(group.stretch > 0);
                for (const WindowPanel panel : group.panels)
                    ++placed[std::size_t(panel)];
            }
            for (int p = 0; p < WindowPanelCount; ++p)
                QVERIFY2(placed[std::size_t(p)] == 1, qPrintable(QStringLiteral("family %1, panel %2 placed %3 times")
                                                                     .arg(f)
                                                                     .arg(p)
                                                                     .arg(placed[std::size_t(p)])));
            // The Rokkaku view holds the tournament's panels itself.
            QVERIFY(!layout.shown.empty() || GameFamily(f) == GameFamily::Rokkaku);
            QVERIFY(layout.leftPercent + layout.rightPercent < 50);
            QVERIFY(layout.bottomPercent < 50);
        }
    }

    // The board first: at 1366x768 each family's board takes at least half
    // of the window, only the family's panels are shown, and none of them
    // scrolls sideways.
    void boardTakesHalfTheWindow_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QStringList>("hidden");
        const QStringList hexShown{QStringLiteral("CommentDock"), QStringLiteral("EvaluationDock"),
                                   QStringLiteral("GameInfoDock"), QStringLiteral("GameTreeDock"),
                                   QStringLiteral("MovesDock")};
        const QStringList notHex{QStringLiteral("AnalysisDock"), QStringLiteral("ExplorerDock"),
                                 QStringLiteral("UndoDock")};
        QTest::newRow("hex") << sample("hex-analysis.jgame") << hexShown << notHex + QStringList{"GamesDock"};
        QTest::newRow("hex collection") << m_files.filePath(QStringLiteral("golem.sgf"))
                                        << hexShown + QStringList{"GamesDock"} << notHex;
        QTest::newRow("twixt") << sample("twixt-game.jgame") << hexShown << notHex + QStringList{"GamesDock"};
        // gnubg's analysis shows once asked for; the match's games on demand.
        QTest::newRow("backgammon") << sample("backgammon-match.match")
                                    << QStringList{"CommentDock", "GameInfoDock", "MovesDock"}
                                    << QStringList{"AnalysisDock", "EvaluationDock", "ExplorerDock",
                                                   "GameTreeDock", "GamesDock",      "UndoDock"};
        QTest::newRow("rokkaku") << sample("rokkaku-tournament.log") << QStringList{}
                                 << QStringList{"AnalysisDock", "CommentDock",  "EvaluationDock",
                                                "ExplorerDock", "GameInfoDock", "GameTreeDock",
                                                "GamesDock",    "MovesDock",    "UndoDock"};
    }

    void boardTakesHalfTheWindow()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, shown);
        QFETCH(QStringList, hidden);
        open(file);
        QTest::qWait(50); // the docks laid out
        const QStringList docks = shownDocks(*window());
        for (const QString &name : shown)
            QVERIFY2(docks.contains(name), qPrintable(name + QLatin1String(" is hidden; shown: ") + docks.join(u' ')));
        for (const QString &name : hidden)
            QVERIFY2(!docks.contains(name), qPrintable(name + QLatin1String(" is shown")));

        QWidget *board = boardOf(window()->currentDocumentView());
        const double share = double(board->width()) * board->height() / (window()->width() * window()->height());
        QVERIFY2(share >= 0.5, qPrintable(QStringLiteral("the board is %1x%2, %3 % of the window")
                                              .arg(board->width())
                                              .arg(board->height())
                                              .arg(share * 100, 0, 'f', 1)));
        for (const QDockWidget *dock : window()->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
            if (!dock->isVisible())
                continue;
            for (const QAbstractScrollArea *area : dock->findChildren<QAbstractScrollArea *>()) {
                if (!area->isVisible())
                    continue;
                QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                         qPrintable(QStringLiteral("%1: %2 scrolls sideways (%3 wide, %4 of contents)")
                                        .arg(dock->objectName(), area->metaObject()->className())
                                        .arg(area->viewport()->width())
                                        .arg(area->horizontalScrollBar()->maximum() + area->viewport()->width())));
            }
        }
    }

    // Every tool button the window shows has an icon that reads on its
    // background in both themes: the inked pixels differ in lightness from
    // the button's background (a glyph painted in a fixed dark grey would
    // vanish on the dark theme).
    void toolIconsReadInBothThemes_data() { boardTakesHalfTheWindow_data(); }

    void toolIconsReadInBothThemes()
    {
        QFETCH(QString, file);
        open(file);
        for (const bool dark : {false, true}) {
            window()->setDarkTheme(dark);
            QApplication::processEvents();
            int checked = 0;
            for (const QToolButton *button : window()->findChildren<QToolButton *>()) {
                if (!button->isVisible() || button->icon().isNull() || !button->isEnabled())
                    continue;
                const QImage image
                    = button->icon().pixmap(QSize(32, 32)).toImage().convertToFormat(QImage::Format_ARGB32);
                const int background = button->palette().color(QPalette::Button).lightness();
                double ink = 0;
                int inked = 0;
                for (int y = 0; y < image.height(); ++y) {
                    for (int x = 0; x < image.width(); ++x) {
                        const QRgb pixel = image.pixel(x, y);
                        if (qAlpha(pixel) > 60) {
                            ink += QColor(pixel).lightness();
                            ++inked;
                        }
                    }
                }
                QVERIFY2(inked > 0, qPrintable(button->objectName()));
                const QString name
                    = button->defaultAction() ? button->defaultAction()->objectName() : button->objectName();
                QVERIFY2(std::abs(ink / inked - background) >= 60,
                         qPrintable(QStringLiteral("%1 (%2 theme): ink lightness %3 on %4")
                                        .arg(name, dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                        .arg(ink / inked, 0, 'f', 0)
                                        .arg(background)));
                ++checked;
            }
            QVERIFY(checked > 0);
        }
        window()->setDarkTheme(false);
    }

    // Screenshots to look at, with KIBITZ_SCREENSHOTS=DIR: each sample
    // opened in a window of each size, light and dark.
    void screenshots_data() { boardTakesHalfTheWindow_data(); }

    void screenshots()
    {
        QFETCH(QString, file);
        const QString shots = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("KIBITZ_SCREENSHOTS is not set");
        const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        for (const QSize size : {QSize(1366, 768), QSize(1024, 768), QSize(1920, 1080)}) {
            cleanup();
            init(); // the default layouts
            window()->resize(size);
            QTest::qWait(20);
            open(file);
            for (const bool dark : {false, true}) {
                window()->setDarkTheme(dark);
                QTest::qWait(50);
                QVERIFY(window()->grab().save(QStringLiteral("%1/layout-%2-%3x%4-%5.png")
                                                  .arg(shots, name)
                                                  .arg(size.width())
                                                  .arg(size.height())
                                                  .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));
            }
        }
    }

    // No document: the start page alone, without empty panels around it;
    // closing the last document brings it back so.
    void startPageStandsAlone()
    {
        QVERIFY(window()->isStartPageShown());
        QCOMPARE(shownDocks(*window()), QStringList());
        open(sample("hex-analysis.jgame"));
        QVERIFY(!shownDocks(*window()).isEmpty());
        QVERIFY(window()->closeDocument(0));
        QVERIFY(window()->isStartPageShown());
        QCOMPARE(shownDocks(*window()), QStringList());
    }

    // Each family has its own arrangement: what the user changed in one is
    // kept for it while another family's document is shown, and in the
    // settings for the next window; Default Layout brings the default back.
    void arrangementKeptPerFamily()
    {
        open(sample("hex-analysis.jgame"));
        QVERIFY(dock("CommentDock")->isVisible());
        QVERIFY(!dock("AnalysisDock")->isVisible());
        dock("CommentDock")->close();
        dock("UndoDock")->show();
        const QStringList hexArranged = shownDocks(*window());

        open(sample("backgammon-match.match"));
        QVERIFY(!dock("AnalysisDock")->isVisible()); // until asked for
        QVERIFY(dock("CommentDock")->isVisible()); // backgammon's own layout
        QVERIFY(!dock("EvaluationDock")->isVisible());
        QVERIFY(!dock("UndoDock")->isVisible());
        // View > Panels lists gnubg's panel too, and shows it; the user
        // also shows the match's games.
        QAction *toggle = dock("AnalysisDock")->toggleViewAction();
        QVERIFY(toggle->isEnabled());
        toggle->trigger();
        QVERIFY(dock("AnalysisDock")->isVisible());
        dock("GamesDock")->toggleViewAction()->trigger();
        QVERIFY(!dock("GamesDock")->isHidden());
        const QStringList backgammonArranged = shownDocks(*window());
        // Each family keeps its arrangement while the other is shown.
        auto *tabs = window()->findChild<QTabWidget *>();
        tabs->setCurrentIndex(0);
        QCOMPARE(shownDocks(*window()), hexArranged);
        QVERIFY(!dock("AnalysisDock")->toggleViewAction()->isEnabled()); // not for Hex
        tabs->setCurrentIndex(1);
        QCOMPARE(shownDocks(*window()), backgammonArranged);
        dock("AnalysisDock")->close();

        // A new window shows each family as it was left.
        tabs->setCurrentIndex(0);
        m_window->close(); // as quitting does: the shown family's arrangement is kept
        discardWindow(m_window);
        makeWindow();
        open(sample("backgammon-match.match"));
        QVERIFY(!dock("AnalysisDock")->isVisible());
        QVERIFY(!dock("GamesDock")->isHidden()); // wanted for backgammon now
        open(sample("twixt-game.jgame")); // Twixt is a family of its own
        QVERIFY(dock("CommentDock")->isVisible());
        QVERIFY(!dock("UndoDock")->isVisible());
        open(sample("hex-analysis.jgame"));
        QCOMPARE(shownDocks(*window()), hexArranged);

        // Default Layout: the family's default again, remembered so.
        QAction *reset = window()->action(QStringLiteral("defaultLayout"));
        QVERIFY(reset);
        QVERIFY(reset->isEnabled());
        reset->trigger();
        QVERIFY(dock("CommentDock")->isVisible());
        QVERIFY(!dock("UndoDock")->isVisible());
        window()->findChild<QTabWidget *>()->setCurrentIndex(0);
        window()->findChild<QTabWidget *>()->setCurrentIndex(2);
        QVERIFY(dock("CommentDock")->isVisible());
        QVERIFY(!dock("UndoDock")->isVisible());
    }

    // Back from a one-game document to a collection, its list is in front of
    // the panels tabbed with it.
    void gamesInFrontOnReturningToACollection()
    {
        open(m_files.filePath(QStringLiteral("golem.sgf")));
        QDockWidget *games = dock("GamesDock");
        // The user moves it behind the Undo History.
        dock("UndoDock")->show();
        window()->tabifyDockWidget(games, dock("UndoDock"));
        dock("UndoDock")->raise();
        QApplication::processEvents();
        QVERIFY(games->visibleRegion().isEmpty());
        open(sample("hex-analysis.jgame"));
        QVERIFY(games->isHidden());
        window()->findChild<QTabWidget *>()->setCurrentIndex(0);
        QApplication::processEvents();
        QVERIFY(!games->isHidden());
        QVERIFY(!games->visibleRegion().isEmpty());
        QVERIFY(window()->gamesPanel()->table()->isVisible());
    }

    // The status bar counts the shown document's warnings and lists them on
    // demand, as plain text; a document without warnings shows no count.
    void warningsCountedAndListed()
    {
        const QString path = m_files.filePath(QStringLiteral("noindex.match"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("i 1700000000 alice bob 3 0 0 0 0 0\n1 r 5-3 13/8 13/10\n"); // no index table
        file.close();
        WarningsButton *button = window()->warningsButton();
        QVERIFY(button);
        QVERIFY(button->isHidden());
        open(path);
        QCOMPARE(button->warnings().size(), 1);
        QVERIFY(!button->isHidden());
        QCOMPARE(button->text(), QStringLiteral("1 warning"));
        QTest::mouseClick(button, Qt::LeftButton);
        auto *dialog = window()->findChild<QDialog *>(QStringLiteral("WarningsDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        auto *list = dialog->findChild<QPlainTextEdit *>();
        QVERIFY(list);
        QCOMPARE(list->toPlainText(), button->warnings().join(u'\n'));
        dialog->hide();

        // Another tab without warnings: no count; back: the count again.
        open(sample("hex-analysis.jgame"));
        QVERIFY(button->isHidden());
        window()->findChild<QTabWidget *>()->setCurrentIndex(0);
        QVERIFY(!button->isHidden());
        QVERIFY(window()->closeDocument(0));
        QVERIFY(window()->closeDocument(0));
        QVERIFY(button->isHidden());
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
