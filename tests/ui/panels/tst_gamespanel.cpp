// The Games panel in the real main window: a collection's games listed,
// filtered, sorted and totalled; choosing a row shows the game and the row
// follows Go > Next Game; backgammon matches and Rokkaku tournaments listed
// in their words; several files and folders opened as one collection, saved
// as one file.

#include "../../bench/twixtsgfcollection.h"

#include "analysis/explorer.h"
#include "analysis/gamelist.h"
#include "document/gamedocument.h"
#include "panels/explorerpanel.h"
#include "panels/gamespanel.h"
#include "settings/translations.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "formats/registry.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {

const char *const collection
    = "(;FF[4]GM[21]SZ[24]PW[Anna]PB[Bruno]EV[Twixt Cup]DT[2024-05-10]RE[B+R];W[J10];B[K12]C[note];W[L14])\n"
      "(;FF[4]GM[21]SZ[24]PW[Bruno]PB[Carla]DT[2024-05-11]RE[W+];W[D4](;B[E6];W[F8])(;B[G7]))\n"
      "(;FF[4]GM[21]SZ[24]PW[Carla]PB[Anna]GN[Friendly]RE[Draw];W[A2])\n"
      "(;FF[4]GM[21]SZ[24]PW[Anna]PB[Dora]EV[Twixt Cup]RE[W+];W[B3];B[C5])\n";

QString sample(const char *name)
{
    return QStringLiteral(KIBITZ_SAMPLES_DIR "/") + QLatin1String(name);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// A Little Golem-like collection: long player names, tournament names as
// events, results in words, 11x11 and 13x13 games, no dates (Little Golem
// writes none; with a date column the titles alone need more than the
// third of a 1200-pixel window the dock opens at).
QByteArray littleGolemLike()
{
    const char *names[] = {"Clark94", "Alexandra Kowalczyk", "budhess", "Nagy Fathy", "SeanWieder", "artsdesire189"};
    QByteArray out;
    for (int g = 0; g < 40; ++g) {
        out += "(;FF[4]GM[11]SZ[";
        out += g % 3 ? "11" : "13";
        out += "]EV[hex.HEX11.mc.2016.jun.1.";
        out += QByteArray::number(g % 7);
        out += "]PB[";
        out += names[g % 6];
        out += "]PW[";
        out += names[(g + 1 + g / 6) % 6];
        out += "]RE[";
        out += g % 2 ? "B+Resign" : "W+";
        out += "];B[f6];W[e5]";
        for (int m = 0; m < g % 30; ++m)
            out += m % 2 ? ";W[" : ";B[", out += char('a' + m % 11), out += QByteArray::number(8 + m / 11), out += "]";
        out += ")\n";
    }
    return out;
}

QString cell(const QTableView *table, int row, int column)
{
    return table->model()->index(row, column).data().toString();
}

int columnOf(const QTableView *table, const QString &title)
{
    for (int c = 0; c < table->model()->columnCount(); ++c)
        if (table->model()->headerData(c, Qt::Horizontal).toString() == title)
            return c;
    return -1;
}

} // namespace

class TestGamesPanel : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() { return m_window.get(); }
    GamesPanel *panel() { return m_window->gamesPanel(); }
    QTableView *table() { return panel()->table(); }

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
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        translations::install(QStringLiteral("en")); // the plural forms
        writeFile(m_files.filePath(QStringLiteral("cup.sgf")), collection);
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        scriptPrompts(*m_window).onSaveDespiteLosses = [](const QString &, const QStringList &) { return true; };
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { discardWindow(m_window); }

    void listsTheGamesOfACollection()
    {
        QVERIFY(panel());
        QCOMPARE(table()->model()->rowCount(), 0);
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        auto *dock = qobject_cast<QDockWidget *>(panel()->parentWidget());
        QVERIFY(dock);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Games"));
        QVERIFY(panel()->isVisible()); // a collection brings its list forward
        QCOMPARE(table()->model()->rowCount(), 4);
        const int players = columnOf(table(), QStringLiteral("Players"));
        const int event = columnOf(table(), QStringLiteral("Event"));
        const int date = columnOf(table(), QStringLiteral("Date"));
        const int result = columnOf(table(), QStringLiteral("Result"));
        const int moves = columnOf(table(), QStringLiteral("Moves"));
        const int notes = columnOf(table(), QStringLiteral("Notes"));
        QVERIFY(players > 0 && event > 0 && date > 0 && result > 0 && moves > 0 && notes > 0);
        QCOMPARE(columnOf(table(), QStringLiteral("File")), -1); // one file
        QCOMPARE(cell(table(), 0, 0), QStringLiteral("1"));
        QCOMPARE(cell(table(), 0, players), QStringLiteral("Anna \u2013 Bruno"));
        QCOMPARE(cell(table(), 0, event), QStringLiteral("Twixt Cup"));
        QCOMPARE(cell(table(), 0, date), QStringLiteral("2024-05-10"));
        QCOMPARE(cell(table(), 0, result), QStringLiteral("B+ (resign)"));
        QCOMPARE(cell(table(), 0, moves), QStringLiteral("3"));
        // Notes are marks, in words in their tool tip.
        QCOMPARE(cell(table(), 0, notes), QStringLiteral("\u270E"));
        QCOMPARE(cell(table(), 1, notes), QStringLiteral("\u2387"));
        QCOMPARE(table()->model()->index(0, notes).data(Qt::ToolTipRole).toString(), QStringLiteral("comments"));
        QCOMPARE(table()->model()->index(1, notes).data(Qt::ToolTipRole).toString(), QStringLiteral("variations"));
        QCOMPARE(panel()->countLabel()->text(), QStringLiteral("4 games"));
        // The first game is shown and its row is current.
        QCOMPARE(table()->currentIndex().row(), 0);
        // The dock opens wide enough to show every column without scrolling.
        QTRY_VERIFY2(table()->horizontalHeader()->sectionViewportPosition(notes)
                             + table()->horizontalHeader()->sectionSize(notes)
                         <= table()->viewport()->width(),
                     qPrintable(QStringLiteral("the last column ends at %1, the list is %2 wide")
                                    .arg(table()->horizontalHeader()->sectionViewportPosition(notes)
                                         + table()->horizontalHeader()->sectionSize(notes))
                                    .arg(table()->viewport()->width())));
    }

    void choosingARowShowsTheGame()
    {
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        GameDocument *document = window()->currentDocument();
        const QModelIndex third = table()->model()->index(2, 1);
        table()->scrollTo(third);
        QTest::mouseClick(table()->viewport(), Qt::LeftButton, {}, table()->visualRect(third).center());
        QCOMPARE(document->gameIndex(), 2);
        QCOMPARE(document->game().player1, QStringLiteral("Carla"));
        // Go > Next Game moves the row along.
        window()->action(QStringLiteral("nextGame"))->trigger();
        QCOMPARE(document->gameIndex(), 3);
        QCOMPARE(table()->currentIndex().row(), 3);
        // Keys in the table choose games too.
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_Up);
        QCOMPARE(document->gameIndex(), 2);
    }

    void filterAndTotals()
    {
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        GameDocument *document = window()->currentDocument();
        QSignalSpy shown(panel(), &GamesPanel::shownGamesChanged);
        QTest::keyClicks(panel()->filterEdit(), QStringLiteral("cup"));
        QVERIFY(!shown.isEmpty());
        QCOMPARE(shown.last().first().value<QVector<int>>(), (QVector<int>{0, 3}));
        QCOMPARE(panel()->shownGames(), (QVector<int>{0, 3}));
        QCOMPARE(table()->model()->rowCount(), 2);
        QCOMPARE(panel()->countLabel()->text(), QStringLiteral("2 of 4 games"));
        // Totals of the shown games only: Anna 2 games, 1 win, 1 loss.
        QAbstractItemModel *totals = panel()->totalsTable()->model();
        QCOMPARE(totals->rowCount(), 3);
        QCOMPARE(totals->index(0, 0).data().toString(), QStringLiteral("Anna"));
        QCOMPARE(totals->index(0, 1).data().toString(), QStringLiteral("2"));
        QCOMPARE(totals->index(0, 2).data().toString(), QStringLiteral("1"));
        QCOMPARE(totals->index(0, 3).data().toString(), QStringLiteral("1"));
        // The shown game is among them: its row stays current.
        QCOMPARE(table()->currentIndex().row(), 0);
        // Choosing the second shown row shows game 4.
        table()->setCurrentIndex(table()->model()->index(1, 0));
        QCOMPARE(document->gameIndex(), 3);
        panel()->setFilterText(QString());
        QCOMPARE(table()->model()->rowCount(), 4);
        QCOMPARE(table()->currentIndex().row(), 3);
        panel()->setFilterText(QStringLiteral("nobody"));
        QCOMPARE(table()->model()->rowCount(), 0);
        QCOMPARE(totals->rowCount(), 0);
        QCOMPARE(document->gameIndex(), 3); // the shown game stays
    }

    // File > Open reads a big collection in parts, which list the games as
    // they read them: the list shown is the one made from the document's
    // games afterwards (rows, their order, texts, filter, sorting, totals).
    void listMadeWhileReadingIsTheGamesList()
    {
        const QString path = m_files.filePath(QStringLiteral("generated.sgf"));
        writeFile(path, bench::generateTwixtSgfCollection(5000).data);
        open(path);
        const GameDocument *document = window()->currentDocument();
        QCOMPARE(document->gameCount(), 5000);
        const GameList after(document->collection());
        const GameList *shown = panel()->gameList();
        QVERIFY(shown);
        QCOMPARE(shown->size(), after.size());
        QCOMPARE(table()->model()->rowCount(), 5000);
        using C = GameList::Column;
        for (int g = 0; g < after.size(); g += 7) {
            QCOMPARE(table()->model()->index(g, 0).data(Qt::UserRole).toInt(), g);
            for (C column : {C::Number, C::Players, C::Event, C::Date, C::Result})
                QCOMPARE(shown->text(g, column), after.text(g, column));
        }
        const std::vector<GameList::PlayerTotals> totals = after.totals(after.filter(QString()));
        QAbstractItemModel *totalsModel = panel()->totalsTable()->model();
        QCOMPARE(totalsModel->rowCount(), int(totals.size()));
        for (int row : {0, 1, int(totals.size()) - 1}) {
            QCOMPARE(totalsModel->index(row, 0).data().toString(), after.sideName(totals[std::size_t(row)].side));
            QCOMPARE(totalsModel->index(row, 1).data().toString(), QLocale().toString(totals[std::size_t(row)].games));
            QCOMPARE(totalsModel->index(row, 2).data().toString(), QLocale().toString(totals[std::size_t(row)].wins));
            QCOMPARE(totalsModel->index(row, 3).data().toString(), QLocale().toString(totals[std::size_t(row)].losses));
        }
        panel()->setFilterText(QStringLiteral("player 42"));
        const std::vector<int> filtered = after.filter(QStringLiteral("player 42"));
        QVERIFY(!filtered.empty());
        QCOMPARE(panel()->shownGames(), QVector<int>(filtered.begin(), filtered.end()));
        table()->sortByColumn(1, Qt::DescendingOrder); // players
        std::vector<int> sorted = filtered;
        after.sort(sorted, C::Players, true);
        QCOMPARE(panel()->shownGames(), QVector<int>(sorted.begin(), sorted.end()));
        panel()->setFilterText(QString());
    }

    // The Explorer is given a collection after the window has painted it. A
    // second file opened before that, and a collection closed before that or
    // while it is counted, leave no stale rows and no dangling document.
    void explorerFollowsFilesOpenedAndClosedBeforeItCounts()
    {
        const QString big = m_files.filePath(QStringLiteral("counted.sgf"));
        writeFile(big, bench::generateTwixtSgfCollection(3000).data);
        const QString cup = m_files.filePath(QStringLiteral("cup.sgf"));
        ExplorerPanel *explorer = window()->explorerPanel();
        QString error;

        // The second file opened before the first was given to the Explorer.
        QVERIFY2(window()->openFile(big, &error), qPrintable(error));
        QVERIFY(!explorer->openingTree()); // not yet: after the paint
        QVERIFY2(window()->openFile(cup, &error), qPrintable(error));
        QTRY_VERIFY(explorer->openingTree() && !explorer->isBuilding());
        QCOMPARE(int(explorer->openingTree()->gameCount()), 4);
        QCOMPARE(table()->model()->rowCount(), 4);
        // Back to the first: its games, counted now.
        window()->findChild<QTabWidget *>()->setCurrentIndex(0);
        QCOMPARE(table()->model()->rowCount(), 3000);
        QTRY_VERIFY(explorer->openingTree() && !explorer->isBuilding());
        QCOMPARE(int(explorer->openingTree()->gameCount()), 3000);
        QVERIFY(window()->closeDocument(1));
        QVERIFY(window()->closeDocument(0));

        // Closed before the Explorer was given it.
        QVERIFY2(window()->openFile(big, &error), qPrintable(error));
        QVERIFY(window()->closeDocument(0));
        QApplication::processEvents();
        QVERIFY(!explorer->openingTree());
        QVERIFY(!explorer->isBuilding());
        QCOMPARE(table()->model()->rowCount(), 0);

        // Closed while the Explorer counts it in slices (of 1024 games each,
        // one per pass of the event loop).
        explorer->setSliceMilliseconds(0);
        QVERIFY2(window()->openFile(big, &error), qPrintable(error));
        QElapsedTimer waited;
        waited.start();
        while (!explorer->isBuilding() && !explorer->openingTree() && waited.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        QVERIFY(explorer->isBuilding());
        QVERIFY(window()->closeDocument(0));
        QTRY_VERIFY(!explorer->isBuilding());
        QVERIFY(!explorer->openingTree());
        QCOMPARE(table()->model()->rowCount(), 0);
        QCOMPARE(explorer->table()->rowCount(), 0);
    }

    void noStaleSelectionWhenTheShownGameIsFilteredOut()
    {
        // The filter leaves out the shown game: the board still shows it,
        // and the list selects no other row in its place.
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        GameDocument *document = window()->currentDocument();
        table()->setCurrentIndex(table()->model()->index(2, 0));
        QCOMPARE(document->gameIndex(), 2);
        panel()->setFilterText(QStringLiteral("cup"));
        QCOMPARE(table()->model()->rowCount(), 2);
        QCOMPARE(document->gameIndex(), 2);
        QVERIFY(!table()->currentIndex().isValid());
        QVERIFY(table()->selectionModel()->selectedIndexes().isEmpty());
        // Go > Next Game to a shown row selects it; Previous Game back to
        // the hidden one leaves none selected again.
        window()->action(QStringLiteral("nextGame"))->trigger();
        QCOMPARE(document->gameIndex(), 3);
        QCOMPARE(table()->currentIndex().row(), 1);
        QCOMPARE(table()->selectionModel()->selectedRows().size(), 1);
        window()->action(QStringLiteral("previousGame"))->trigger();
        QCOMPARE(document->gameIndex(), 2);
        QVERIFY(!table()->currentIndex().isValid());
        QVERIFY(table()->selectionModel()->selectedIndexes().isEmpty());
        // Sorting the shown rows does not bring a selection back.
        table()->sortByColumn(columnOf(table(), QStringLiteral("Players")), Qt::DescendingOrder);
        QVERIFY(table()->selectionModel()->selectedIndexes().isEmpty());
        QCOMPARE(document->gameIndex(), 2);
    }

    void sortingKeepsTheCurrentGame()
    {
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        GameDocument *document = window()->currentDocument();
        document->setGameIndex(1);
        const int players = columnOf(table(), QStringLiteral("Players"));
        QSignalSpy shown(panel(), &GamesPanel::shownGamesChanged);
        table()->sortByColumn(players, Qt::AscendingOrder);
        QCOMPARE(panel()->shownGames(), (QVector<int>{0, 3, 1, 2}));
        QVERIFY(!shown.isEmpty());
        QCOMPARE(table()->currentIndex().row(), 2);
        QCOMPARE(document->gameIndex(), 1);
        table()->sortByColumn(0, Qt::DescendingOrder);
        QCOMPARE(panel()->shownGames(), (QVector<int>{3, 2, 1, 0}));
        // A filter keeps the order.
        panel()->setFilterText(QStringLiteral("anna"));
        QCOMPARE(panel()->shownGames(), (QVector<int>{3, 2, 0}));
    }

    // Each document has its own filter and order: a filter typed in one tab
    // does not filter another, and a file opened later lists its games
    // unfiltered, in their order.
    void filterAndOrderPerDocument()
    {
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        panel()->setFilterText(QStringLiteral("cup"));
        table()->sortByColumn(columnOf(table(), QStringLiteral("Result")), Qt::DescendingOrder);
        const QVector<int> cup = panel()->shownGames();
        QCOMPARE(cup.size(), 2);
        open(sample("backgammon-match.match"));
        QCOMPARE(panel()->filterText(), QString());
        QCOMPARE(panel()->shownGames(), (QVector<int>{0, 1, 2}));
        QCOMPARE(panel()->countLabel()->text(), QStringLiteral("3 games"));
        QCOMPARE(table()->horizontalHeader()->sortIndicatorSection(), 0);
        QCOMPARE(table()->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
        // Filtered and sorted here...
        panel()->setFilterText(QStringLiteral("Anna wins"));
        QCOMPARE(panel()->shownGames().size(), 1);
        // ...and back: the first tab's filter and order as it left them.
        auto *tabs = window()->findChild<QTabWidget *>();
        tabs->setCurrentIndex(0);
        QCOMPARE(panel()->filterText(), QStringLiteral("cup"));
        QCOMPARE(panel()->shownGames(), cup);
        QCOMPARE(table()->horizontalHeader()->sortIndicatorSection(), columnOf(table(), QStringLiteral("Result")));
        QCOMPARE(table()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        // Clearing it here leaves the other tab's.
        panel()->setFilterText(QString());
        QCOMPARE(panel()->shownGames().size(), 4);
        tabs->setCurrentIndex(1);
        QCOMPARE(panel()->filterText(), QStringLiteral("Anna wins"));
        QCOMPARE(panel()->shownGames().size(), 1);
    }

    // Home and End choose the first and the last game of the list as shown
    // (not the first and last move, which they are elsewhere in the window).
    void homeAndEndChooseTheFirstAndLastGame()
    {
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        GameDocument *document = window()->currentDocument();
        table()->sortByColumn(columnOf(table(), QStringLiteral("Players")), Qt::AscendingOrder);
        const QVector<int> order = panel()->shownGames();
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_End);
        QCOMPARE(document->gameIndex(), order.last());
        QCOMPARE(table()->currentIndex().row(), 3);
        QTest::keyClick(table(), Qt::Key_Home);
        QCOMPARE(document->gameIndex(), order.first());
        QCOMPARE(table()->currentIndex().row(), 0);
    }

    // Sorting brings the shown game's row into view.
    void sortingKeepsTheShownGameInView()
    {
        const QString path = m_files.filePath(QStringLiteral("many.sgf"));
        writeFile(path, bench::generateTwixtSgfCollection(2000).data);
        open(path);
        GameDocument *document = window()->currentDocument();
        table()->setCurrentIndex(table()->model()->index(1500, 0));
        QCOMPARE(document->gameIndex(), 1500);
        const auto inView = [this] {
            const QRect row = table()->visualRect(table()->currentIndex());
            return row.isValid() && table()->viewport()->rect().contains(row.center());
        };
        QVERIFY(inView());
        for (const QString &column : {QStringLiteral("Players"), QStringLiteral("Result"), QStringLiteral("#")}) {
            table()->sortByColumn(columnOf(table(), column), Qt::DescendingOrder);
            QCOMPARE(document->gameIndex(), 1500);
            QVERIFY2(inView(), qPrintable(column));
        }
    }

    void editsShowInTheRow()
    {
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        GameDocument *document = window()->currentDocument();
        GameDocument::GameInfo info = document->gameInfo();
        info.player2 = QStringLiteral("Berta");
        info.result = QStringLiteral("W+T");
        QVERIFY(document->setGameInfo(info));
        const int players = columnOf(table(), QStringLiteral("Players"));
        const int result = columnOf(table(), QStringLiteral("Result"));
        QCOMPARE(cell(table(), 0, players), QStringLiteral("Anna \u2013 Berta"));
        QCOMPARE(cell(table(), 0, result), QStringLiteral("W+ (time)"));
        document->undoStack()->undo();
        QCOMPARE(cell(table(), 0, players), QStringLiteral("Anna \u2013 Bruno"));
    }

    void followsTheShownTab()
    {
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        open(sample("hex-analysis.jgame"));
        QCOMPARE(table()->model()->rowCount(), 1);
        window()->findChild<QTabWidget *>()->setCurrentIndex(0);
        QCOMPARE(table()->model()->rowCount(), 4);
        window()->closeDocument(1);
        window()->closeDocument(0);
        QCOMPARE(table()->model()->rowCount(), 0);
        QCOMPARE(panel()->totalsTable()->model()->rowCount(), 0);
    }

    void shownOnlyForSeveralGames()
    {
        auto *dock = qobject_cast<QDockWidget *>(panel()->parentWidget());
        QVERIFY(dock);
        QVERIFY(!dock->isVisible()); // no document
        open(sample("hex-analysis.jgame"));
        QCOMPARE(window()->currentDocument()->gameCount(), 1);
        QVERIFY(!dock->isVisible());
        QVERIFY(!dock->toggleViewAction()->isEnabled());
        open(m_files.filePath(QStringLiteral("cup.sgf")));
        QVERIFY(dock->isVisible());
        QVERIFY(panel()->isVisible()); // brought forward, not tabbed behind Game Info
        QVERIFY(dock->toggleViewAction()->isEnabled());
        auto *tabs = window()->findChild<QTabWidget *>();
        tabs->setCurrentIndex(0);
        QVERIFY(!dock->isVisible());
        tabs->setCurrentIndex(1);
        QVERIFY(dock->isVisible());
        // Closed by the user over a collection: it stays closed for the next ones...
        dock->close();
        tabs->setCurrentIndex(0);
        tabs->setCurrentIndex(1);
        QVERIFY(!dock->isVisible());
        // ...until the user shows it again.
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
        tabs->setCurrentIndex(0);
        tabs->setCurrentIndex(1);
        QVERIFY(dock->isVisible());
    }

    void backgammonMatchInItsWords()
    {
        open(sample("backgammon-match.match"));
        QCOMPARE(table()->model()->rowCount(), 3);
        const int score = columnOf(table(), QStringLiteral("Score"));
        const int result = columnOf(table(), QStringLiteral("Result"));
        QVERIFY(score > 0 && result > 0);
        QCOMPARE(columnOf(table(), QStringLiteral("Events")), result + 1);
        QVERIFY2(cell(table(), 0, score).startsWith(QStringLiteral("0-0 of ")), qPrintable(cell(table(), 0, score)));
        QCOMPARE(cell(table(), 0, result), QStringLiteral("Bruno wins 3 points"));
        QVERIFY2(cell(table(), 1, score).startsWith(QStringLiteral("0-3 of ")), qPrintable(cell(table(), 1, score)));
        QCOMPARE(cell(table(), 1, result), QStringLiteral("Anna wins 3 points"));
        table()->setCurrentIndex(table()->model()->index(1, 0));
        QCOMPARE(window()->currentDocument()->gameIndex(), 1);
    }

    void rokkakuTournamentByRound()
    {
        open(sample("rokkaku-tournament.log"));
        GameDocument *document = window()->currentDocument();
        QCOMPARE(table()->model()->rowCount(), document->gameCount());
        const int round = columnOf(table(), QStringLiteral("Round"));
        const int teams = columnOf(table(), QStringLiteral("Teams"));
        QVERIFY(round > 0 && teams > 0 && columnOf(table(), QStringLiteral("Turns")) > 0);
        QCOMPARE(columnOf(table(), QStringLiteral("Date")), -1); // no dates: no column
        QCOMPARE(cell(table(), 0, round), QStringLiteral("Round 1, game 1"));
        QCOMPARE(cell(table(), 0, teams).count(QStringLiteral(" \u00b7 ")), 3);
        table()->setCurrentIndex(table()->model()->index(2, 0));
        QCOMPARE(document->gameIndex(), 2);
    }

    void severalFilesAsOneCollection()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("one.sgf")), "(;FF[4]GM[21]SZ[24]PW[Anna]PB[Bruno]RE[W+];W[A2])");
        writeFile(dir.filePath(QStringLiteral("deeper/two.sgf")),
                  "(;FF[4]GM[21]SZ[24]PW[Carla]PB[Anna]RE[B+];W[B3])(;FF[4]GM[21]SZ[24]PW[Emil]PB[Anna];W[C4])");
        QString error;
        QVERIFY2(window()->openCollection({dir.path()}, &error), qPrintable(error));
        QCOMPARE(window()->documentCount(), 1);
        GameDocument *document = window()->currentDocument();
        QCOMPARE(document->gameCount(), 3);
        QCOMPARE(document->displayName(), QFileInfo(dir.path()).fileName());
        QVERIFY(document->filePath().isEmpty());
        const int file = columnOf(table(), QStringLiteral("File"));
        QVERIFY(file > 0);
        QCOMPARE(cell(table(), 0, file), QStringLiteral("two.sgf")); // deeper/ sorts before one.sgf
        QCOMPARE(cell(table(), 2, file), QStringLiteral("one.sgf"));
        QCOMPARE(table()->model()->index(2, file).data(Qt::ToolTipRole).toString(),
                 QFileInfo(dir.filePath(QStringLiteral("one.sgf"))).absoluteFilePath());
        QAbstractItemModel *totals = panel()->totalsTable()->model();
        QCOMPARE(totals->index(0, 0).data().toString(), QStringLiteral("Anna"));
        QCOMPARE(totals->index(0, 1).data().toString(), QStringLiteral("3"));
        // W+ in one.sgf (Twixt: White moves first) and B+ in two.sgf; the
        // third game has no result.
        QCOMPARE(totals->index(0, 2).data().toString(), QStringLiteral("2"));
        QCOMPARE(totals->index(0, 3).data().toString(), QStringLiteral("0"));

        // Saved as one file of a format that holds them all; the tab then
        // belongs to that file.
        const QString saved = m_files.filePath(QStringLiteral("joined.sgf"));
        QVERIFY2(window()->saveCurrentAs(saved, &error), qPrintable(error));
        QCOMPARE(document->filePath(), saved);
        FileLoad back = loadFile(saved);
        QVERIFY(back.result.ok());
        QCOMPARE(back.result.collection->games.size(), std::size_t(3));
        QCOMPARE(back.result.collection->games[2].player1, QStringLiteral("Anna"));

        // Several files named: one tab, the files in the order given.
        QVERIFY2(window()->openCollection(
                     {dir.filePath(QStringLiteral("one.sgf")), dir.filePath(QStringLiteral("deeper/two.sgf"))}, &error),
                 qPrintable(error));
        QCOMPARE(window()->documentCount(), 2);
        QCOMPARE(window()->currentDocument()->displayName(), QStringLiteral("one.sgf and 1 more"));
        QCOMPARE(window()->currentDocument()->game().player1, QStringLiteral("Anna"));
    }

    void differentFamiliesAreRefused()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("hex.sgf")), "(;FF[4]GM[11]SZ[11];B[a1])");
        writeFile(dir.filePath(QStringLiteral("twixt.sgf")), "(;FF[4]GM[21]SZ[24];W[A2])");
        QString error;
        QVERIFY(!window()->openCollection({dir.path()}, &error));
        QVERIFY2(error.contains(QStringLiteral("different kinds")) && error.contains(QStringLiteral("Hex: 1 file")),
                 qPrintable(error));
        QCOMPARE(window()->documentCount(), 0);
        QTemporaryDir empty;
        QVERIFY(!window()->openCollection({empty.path()}, &error));
        QVERIFY2(error.contains(QStringLiteral("holds no file")), qPrintable(error));
    }

    // Every column in view at the window's default size with the Explorer
    // open, the list whole or filtered: none is off to the right and no
    // horizontal scroll bar; the compact columns are as wide as their
    // contents. A narrowed dock keeps the players readable and scrolls.
    void everyColumnInViewAtTheDefaultSize_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("filter");
        QTest::newRow("generated") << QStringLiteral("generated") << QStringLiteral("Clark94");
        QTest::newRow("Little Golem 1381")
            << QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/hex-sgf/1381.txt") << QStringLiteral("Clark94");
    }

    void everyColumnInViewAtTheDefaultSize()
    {
        QFETCH(QString, file);
        QFETCH(QString, filter);
        if (file == QLatin1String("generated")) {
            file = m_files.filePath(QStringLiteral("golem.sgf"));
            writeFile(file, littleGolemLike());
        } else if (!QFile::exists(file)) {
            QSKIP("../shared/corpus/real is absent");
        }
        open(file);
        auto *explorerDock = qobject_cast<QDockWidget *>(window()->explorerPanel()->parentWidget());
        QVERIFY(explorerDock);
        explorerDock->show();
        explorerDock->raise();
        const QHeaderView *header = table()->horizontalHeader();
        const auto allInView = [&](const char *when) {
            QApplication::processEvents();
            const int width = table()->viewport()->width();
            QVERIFY2(!table()->horizontalScrollBar()->isVisible(), when);
            for (int section = 0; section < header->count(); ++section) {
                const QString title = table()->model()->headerData(section, Qt::Horizontal).toString();
                const int left = header->sectionViewportPosition(section);
                const int right = left + header->sectionSize(section);
                QVERIFY2(left >= 0 && right <= width,
                         qPrintable(QStringLiteral("%1: column %2 spans %3 to %4 in a list %5 wide")
                                        .arg(QLatin1String(when), title)
                                        .arg(left)
                                        .arg(right)
                                        .arg(width)));
                QVERIFY2(header->sectionSize(section) >= table()->fontMetrics().averageCharWidth() * 2,
                         qPrintable(title));
                if (title == QLatin1String("Players") || title == QLatin1String("Event"))
                    continue;
                // The compact columns show their contents whole.
                QVERIFY2(
                    header->sectionSize(section)
                        >= static_cast<const QAbstractItemView *>(table())->sizeHintForColumn(section),
                    qPrintable(QStringLiteral("%1: column %2 is %3 wide, its contents %4")
                                   .arg(QLatin1String(when), title)
                                   .arg(header->sectionSize(section))
                                   .arg(static_cast<const QAbstractItemView *>(table())->sizeHintForColumn(section))));
            }
        };
        QTRY_VERIFY(table()->isVisible() && table()->model()->rowCount() > 1);
        allInView("the whole list");
        if (QTest::currentTestFailed())
            return;
        QVERIFY(columnOf(table(), QStringLiteral("Moves")) > 0);
        panel()->setFilterText(filter);
        QVERIFY(table()->model()->rowCount() > 0);
        QVERIFY(table()->model()->rowCount() < 32);
        allInView("the list filtered");
        if (QTest::currentTestFailed())
            return;
        auto *dock = qobject_cast<QDockWidget *>(panel()->parentWidget());

        // Screenshots of the whole window in both themes, to look at.
        const QString shots = qEnvironmentVariable("KIBITZ_SCREENSHOTS");
        if (!shots.isEmpty()) {
            for (const bool dark : {false, true}) {
                window()->setDarkTheme(dark);
                QApplication::processEvents();
                QVERIFY(window()->grab().save(QStringLiteral("%1/games-%2-%3.png")
                                                  .arg(shots, QFileInfo(file).baseName(),
                                                       dark ? QStringLiteral("dark") : QStringLiteral("light"))));
            }
            window()->setDarkTheme(false);
        }

        // Narrowed: the players keep ten characters, the event six; the
        // list scrolls when they do not fit.
        window()->resizeDocks({dock}, {120}, Qt::Horizontal);
        QApplication::processEvents();
        const int players = columnOf(table(), QStringLiteral("Players"));
        const int event = columnOf(table(), QStringLiteral("Event"));
        QVERIFY(header->sectionSize(players) >= table()->fontMetrics().averageCharWidth() * 10);
        QVERIFY(header->sectionSize(event) >= table()->fontMetrics().averageCharWidth() * 6);
        QTRY_COMPARE(table()->horizontalScrollBar()->isVisible(), header->length() > table()->viewport()->width());
    }

    void openFolderIsInTheFileMenu()
    {
        QVERIFY(window()->action(QStringLiteral("openFolder")));
        QVERIFY(window()->action(QStringLiteral("openCollection")));
    }
};

QTEST_MAIN(TestGamesPanel)
#include "tst_gamespanel.moc"
