// Accessibility of the main window: every control that takes the keyboard
// focus has an accessible name; the board describes its position in words
// (Hex and Twixt, checked against hand-made positions) and follows changes;
// Tab and F6 reach every panel from the keyboard, the evaluation graph and
// the game tree answer keys, and moves can be typed.

#include "document/gamedocument.h"
#include "games/backgammon/backgammonboard.h"
#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonview.h"
#include "games/hextwixt/hextwixtdescription.h"
#include "games/hextwixt/hextwixtview.h"
#include "games/rokkaku/rokkakufield.h"
#include "games/rokkaku/rokkakuview.h"
#include "panels/commentpanel.h"
#include "panels/evaluationpanel.h"
#include "panels/explorerpanel.h"
#include "panels/gameinfopanel.h"
#include "panels/gamespanel.h"
#include "panels/gametreepanel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include "formats/registry.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QInputDialog>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScopeGuard>
#include <QSettings>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <vector>

using namespace kibitz;

namespace {

const QString hexSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame");

// A document from SGF text, as if opened from a file.
std::unique_ptr<GameDocument> documentFromSgf(const QByteArray &sgf)
{
    LoadResult loaded = loadBytes(sgf, FileFormat::Sgf);
    if (!loaded.ok())
        qWarning() << loaded.error.message;
    return loaded.ok() ? std::make_unique<GameDocument>(std::move(*loaded.collection), QString(), FileFormat::Sgf)
                       : nullptr;
}

// The accessibility events sent while the update handler below is installed.
struct CaughtEvent {
    QObject *object;
    QAccessible::Event type;
    QString description; // the widget's description when the event came
};
std::vector<CaughtEvent> &caughtEvents()
{
    static std::vector<CaughtEvent> events;
    return events;
}
void catchEvent(QAccessibleEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(event->object());
    caughtEvents().push_back({event->object(), event->type(), widget ? widget->accessibleDescription() : QString()});
}
// The descriptions announced for `object`, for failure messages.
QString announced(QObject *object)
{
    QStringList texts;
    for (const CaughtEvent &e : caughtEvents())
        if (e.object == object && e.type == QAccessible::DescriptionChanged)
            texts << e.description;
    return texts.join(QStringLiteral("\n---\n"));
}
// Whether two events in a row announced the same description for `object`
// (a screen reader would read it twice).
bool announcedTwice(QObject *object)
{
    QString last;
    bool first = true;
    for (const CaughtEvent &e : caughtEvents()) {
        if (e.object != object || e.type != QAccessible::DescriptionChanged)
            continue;
        if (!first && e.description == last)
            return true;
        last = e.description;
        first = false;
    }
    return false;
}
int descriptionChanges(QObject *object)
{
    return int(std::count_if(caughtEvents().begin(), caughtEvents().end(), [object](const CaughtEvent &e) {
        return e.object == object && e.type == QAccessible::DescriptionChanged;
    }));
}

QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    return iface ? iface->text(QAccessible::Name) : QString();
}

QString describeWidget(QWidget *w)
{
    return QStringLiteral("%1 '%2' (parent %3)")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
             w->parentWidget() ? QString::fromLatin1(w->parentWidget()->metaObject()->className()) : QString());
}

// Every widget of `root` that Tab can reach now, without an accessible name.
QStringList unnamedFocusable(QWidget *root)
{
    QStringList unnamed;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(root) || !w->isEnabled())
            continue;
        if (accessibleName(w).trimmed().isEmpty())
            unnamed << describeWidget(w);
    }
    return unnamed;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() { return m_window.get(); }

    void openSample()
    {
        QString error;
        QVERIFY2(window()->openFile(hexSample, &error), qPrintable(error));
        QVERIFY(window()->currentView<HexTwixtView>());
        QApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1100, 750);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { discardWindow(m_window); }

    void everyViewDescribesItsPositionThroughDocumentView()
    {
        // The window asks DocumentView, never the game: each family's view
        // answers with its own describer, and that is what its board tells
        // screen readers (the view itself or the board widget inside it).
        const QString samples = QStringLiteral(KIBITZ_SAMPLES_DIR "/");
        for (const char *name :
             {"hex-analysis.jgame", "twixt-game.jgame", "backgammon-match.match", "rokkaku-tournament.log"}) {
            QString error;
            QVERIFY2(window()->openFile(samples + QLatin1String(name), &error), qPrintable(error));
            QApplication::processEvents();
            DocumentView *view = window()->currentDocumentView();
            QVERIFY(view);
            const QString description = view->positionDescription();
            QVERIFY2(!description.isEmpty(), name);
            bool announced = view->accessibleDescription() == description;
            for (const QWidget *w : view->findChildren<QWidget *>())
                announced = announced || w->accessibleDescription() == description;
            QVERIFY2(announced, name);
        }
    }

    void focusableWidgetsHaveNames()
    {
        // The walk finds a control without a name (a line edit with no label).
        {
            QWidget probe;
            auto *edit = new QLineEdit(&probe);
            QCOMPARE(unnamedFocusable(&probe).size(), 1);
            edit->setAccessibleName(QStringLiteral("named"));
            QVERIFY(unnamedFocusable(&probe).isEmpty());
        }
        // The start page, then a document with every panel showing (the
        // Undo History is tabbed behind Game Info: raise it too).
        QStringList unnamed = unnamedFocusable(window());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
        openSample();
        unnamed = unnamedFocusable(window());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
        for (QDockWidget *dock : window()->findChildren<QDockWidget *>()) {
            dock->raise();
            QApplication::processEvents();
            unnamed = unnamedFocusable(dock);
            QVERIFY2(unnamed.isEmpty(),
                     qPrintable(dock->objectName() + QLatin1String(": ") + unnamed.join(QLatin1Char('\n'))));
        }
        // The find bar, once shown.
        window()->action(QStringLiteral("find"))->trigger();
        QApplication::processEvents();
        unnamed = unnamedFocusable(window());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
        // The panels name themselves as their docks do.
        QCOMPARE(accessibleName(window()->gameTreePanel()), QStringLiteral("Game Tree"));
        QVERIFY(!accessibleName(window()->evaluationPanel()->graph()).isEmpty());
        QCOMPARE(accessibleName(window()->currentView<HexTwixtView>()), QStringLiteral("Hex board, 11 by 11"));
    }

    void hexPositionInWords()
    {
        std::unique_ptr<GameDocument> document
            = documentFromSgf("(;FF[4]GM[11]SZ[5]PB[Alice]PW[Bob];B[a1];W[b2];B[c3](;W[e5])(;W[d4]C[reply]))");
        QVERIFY(document);
        HexTwixtView view(document.release());
        GameDocument *doc = view.document();
        QCOMPARE(view.accessibleName(), QStringLiteral("Hex board, 5 by 5"));
        QCOMPARE(view.accessibleDescription(),
                 QStringLiteral("Hex board, 5 by 5. The start of the game. Alice to move. "
                                "Alice, top and bottom: no stones. Bob, left and right: no stones. "
                                "Stored follow-up moves: a1 (not evaluated)."));
        doc->goToMainChild();
        doc->goToMainChild();
        doc->goToMainChild();
        QCOMPARE(view.accessibleDescription(),
                 QStringLiteral("Hex board, 5 by 5. After move 3. Last move: c3. Bob to move. "
                                "Alice, top and bottom: 2 stones: a1, c3. Bob, left and right: 1 stone: b2. "
                                "Stored follow-up moves: e5 (not evaluated), d4 (not evaluated)."));
        // Flipped, player 1's sides are the left and right ones.
        RenderOptions options = view.renderOptions();
        options.flipped = true;
        view.setRenderOptions(options);
        QVERIFY(view.accessibleDescription().contains(QStringLiteral("Alice, left and right: 2 stones")));
        QVERIFY(view.accessibleDescription().contains(QStringLiteral("Bob, top and bottom: 1 stone")));
    }

    void hexWinnerAndEvaluatedFollowUps()
    {
        // Player 1 (Black, top to bottom) joins the edges on a 2x2 board.
        std::unique_ptr<GameDocument> document
            = documentFromSgf("(;FF[4]GM[11]SZ[2];B[a1];W[b1](;B[a2]V[10000]GB[2])(;B[b2]))");
        QVERIFY(document);
        HexTwixtView view(document.release());
        GameDocument *doc = view.document();
        doc->goToMainChild();
        doc->goToMainChild();
        QVERIFY2(view.accessibleDescription().contains(QStringLiteral("a2 (wins)")),
                 qPrintable(view.accessibleDescription()));
        doc->goToMainChild();
        const QString text = view.accessibleDescription();
        QVERIFY2(text.contains(QStringLiteral("Player 1 has won.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Player 1, top and bottom: 2 stones: a1, a2.")), qPrintable(text));
    }

    void twixtPositionInWords()
    {
        // White moves first in Twixt SGF: Ann is player 1 (top and bottom).
        std::unique_ptr<GameDocument> document = documentFromSgf("(;FF[4]GM[21]SZ[8]PW[Ann]PB[Ben];W[C3];B[F3];W[D5])");
        QVERIFY(document);
        HexTwixtView view(document.release());
        view.document()->goToEndOfLine();
        QCOMPARE(view.accessibleName(), QStringLiteral("Twixt board, 8 by 8"));
        QCOMPARE(view.accessibleDescription(),
                 QStringLiteral("Twixt board, 8 by 8. After move 3. Last move: D5. Ben to move. "
                                "Ann, top and bottom: 2 pegs: C3, D5. Ann has 1 link: C3 to D5. "
                                "Ben, left and right: 1 peg: F3. Ben has no links."));
    }

    void backgammonPositionInWords()
    {
        // Backgammon documents are shown (and described) by BackgammonView.
        QString error;
        std::unique_ptr<GameDocument> document
            = GameDocument::load(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/spec-example.match"), &error);
        QVERIFY2(document, qPrintable(error));
        BackgammonView view(document.release());
        GameDocument *doc = view.document();
        const QString start = view.positionDescription();
        QCOMPARE(view.board()->accessibleDescription(), start);
        QVERIFY2(start.startsWith(QStringLiteral("Backgammon, game 1 of 1.")), qPrintable(start));
        // The opening position, each player's checkers counted from their side.
        QVERIFY2(start.contains(QStringLiteral("Guest_385 (points counted from their side): 2 on 24, 5 on 13, "
                                               "3 on 8, 5 on 6; 0 borne off; 167 pips.")),
                 qPrintable(start));
        QVERIFY2(start.contains(QStringLiteral("BOT_tabula (points counted from their side): 2 on 24, 5 on 13, "
                                               "3 on 8, 5 on 6; 0 borne off; 167 pips.")),
                 qPrintable(start));
        QVERIFY2(start.contains(QStringLiteral("The cube is in the middle at 1.")), qPrintable(start));
        for (int i = 0; i < 8; ++i)
            doc->goToMainChild();
        const QString text = view.positionDescription();
        QCOMPARE(view.board()->accessibleDescription(), text);
        const BackgammonPicture picture = view.shownPicture();
        QVERIFY(picture.position);
        const BackgammonPosition &position = *picture.position;
        QVERIFY(picture.lastRoller != 0);
        QVERIFY2(text.contains(
                     QStringLiteral("%1 rolled ")
                         .arg(picture.lastRoller == 1 ? QStringLiteral("Guest_385") : QStringLiteral("BOT_tabula"))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("; %1 pips.").arg(position.pipCount(1))), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("; %1 pips.").arg(position.pipCount(2))), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("at %1.").arg(position.cubeValue())), qPrintable(text));
        // Every checker of player 1 on the points is named with its point.
        int listed = 0;
        for (int number = 1; number <= 24; ++number) {
            const int point = BackgammonNotation::boardPoint(position.variant(), number, 1);
            if (const int n = position.checkers(point, 1); n > 0) {
                QVERIFY2(text.contains(QStringLiteral("%1 on %2").arg(n).arg(number)), qPrintable(text));
                ++listed;
            }
        }
        QVERIFY(listed > 0);
    }

    void descriptionFollowsTheBoard()
    {
        openSample();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        GameDocument *document = window()->currentDocument();
        document->goToRoot();
        const QString atStart = view->accessibleDescription();
        QVERIFY(atStart.contains(QStringLiteral("The start of the game.")));
        document->goToMainChild();
        const QString afterOne = view->accessibleDescription();
        QVERIFY2(afterOne.contains(
                     QStringLiteral("After move 1. Last move: %1.").arg(document->moveText(document->currentNode()))),
                 qPrintable(afterOne));
        // (The DescriptionChanged event that goes with it: see
        // boardsAnnounceNewPositions.)
        // The board's description follows edits too: a typed move.
        const int before = int(view->picture().stones.size());
        QString error;
        QPoint free(-1, -1);
        for (int y = 0; y < view->picture().rows && free.x() < 0; ++y)
            for (int x = 0; x < view->picture().columns && free.x() < 0; ++x)
                if (view->picture().playerAt(x, y) == 0)
                    free = QPoint(x, y);
        const QString cell = HexTwixtDescription::cellName(GameKind::Hex, free.x(), free.y());
        QVERIFY2(view->playTypedMove(cell, &error), qPrintable(error));
        QCOMPARE(int(view->picture().stones.size()), before + 1);
        QVERIFY2(view->accessibleDescription().contains(QStringLiteral("Last move: %1.").arg(cell)),
                 qPrintable(view->accessibleDescription()));
    }

    // Every board tells screen readers when it shows another position: one
    // DescriptionChanged event from the widget whose description changed
    // (QWidget::setAccessibleDescription sends it; a second, hand-made one
    // would have the position read out twice). QAccessible hands events on
    // only while an accessibility bridge is active, which the offscreen
    // platform has not: the ctest ui/tst_accessibility_events runs this under
    // Xvfb with Qt's AT-SPI bridge.
    void boardsAnnounceNewPositions()
    {
        if (qEnvironmentVariableIsSet("KIBITZ_REQUIRE_ACCESSIBILITY"))
            QTRY_VERIFY2(QAccessible::isActive(), "the accessibility bridge did not become active");
        else if (!QAccessible::isActive())
            QSKIP("no active accessibility bridge on this platform (see ui/tst_accessibility_events)");
        const QAccessible::UpdateHandler previous = QAccessible::installUpdateHandler(catchEvent);
        const auto restore = qScopeGuard([previous] { QAccessible::installUpdateHandler(previous); });
        const QString samples = QStringLiteral(KIBITZ_SAMPLES_DIR "/");
        for (const char *sample :
             {"hex-analysis.jgame", "twixt-game.jgame", "backgammon-match.match", "rokkaku-tournament.log"}) {
            const QString path = samples + QLatin1String(sample);
            QString error;
            QVERIFY2(window()->openFile(path, &error), qPrintable(error));
            GameDocument *document = window()->currentDocument();
            QWidget *board = nullptr;
            if (HexTwixtView *view = window()->currentView<HexTwixtView>())
                board = view;
            else if (auto *view = qobject_cast<BackgammonView *>(window()->currentDocumentView()))
                board = view->board();
            else if (auto *view = qobject_cast<RokkakuView *>(window()->currentDocumentView()))
                board = view->field();
            QVERIFY2(board, sample);
            document->goToRoot();
            QApplication::processEvents();
            caughtEvents().clear();
            const QString atStart = board->accessibleDescription();
            QVERIFY2(!atStart.isEmpty(), sample);

            document->goToMainChild();
            QApplication::processEvents();
            QVERIFY2(board->accessibleDescription() != atStart, sample);
            QVERIFY2(descriptionChanges(board) == 1, qPrintable(QLatin1String(sample) + u'\n' + announced(board)));
            document->goToMainChild();
            QApplication::processEvents();
            QVERIFY2(descriptionChanges(board) == 2, qPrintable(QLatin1String(sample) + u'\n' + announced(board)));
            // Back where it was: the description and one more event.
            document->goToRoot();
            QApplication::processEvents();
            QCOMPARE(board->accessibleDescription(), atStart);
            QVERIFY2(descriptionChanges(board) == 3, qPrintable(QLatin1String(sample) + u'\n' + announced(board)));
            // Nothing new shown, nothing sent.
            document->goToRoot();
            QApplication::processEvents();
            QVERIFY2(descriptionChanges(board) == 3, qPrintable(QLatin1String(sample) + u'\n' + announced(board)));
            // The panels that describe the current move announce each change once.
            for (QWidget *panel : {static_cast<QWidget *>(window()->findChild<GameTreePanel *>()),
                                   static_cast<QWidget *>(window()->findChild<EvaluationGraph *>())}) {
                QVERIFY(panel);
                QVERIFY2(!announcedTwice(panel), qPrintable(QLatin1String(sample) + u'\n' + announced(panel)));
            }
            QVERIFY2(descriptionChanges(window()->findChild<GameTreePanel *>()) >= 3, sample);
        }
    }

    void typedMovesAreChecked()
    {
        std::unique_ptr<GameDocument> document = documentFromSgf("(;FF[4]GM[11]SZ[5];B[a1])");
        QVERIFY(document);
        HexTwixtView view(document.release());
        GameDocument *doc = view.document();
        doc->goToEndOfLine();
        QString error;
        QVERIFY(!view.playTypedMove(QStringLiteral("a1"), &error));
        QCOMPARE(error, QStringLiteral("a1 is taken."));
        QVERIFY(!view.playTypedMove(QStringLiteral("f1"), &error));
        QCOMPARE(error, QStringLiteral("f1 is not on this 5 by 5 board."));
        QVERIFY(!view.playTypedMove(QStringLiteral("1a"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("\"1a\" is not a cell")), qPrintable(error));
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY2(view.playTypedMove(QStringLiteral(" B2 "), &error), qPrintable(error));
        QCOMPARE(doc->moveText(doc->currentNode()), QStringLiteral("b2"));
        QCOMPARE(doc->undoStack()->count(), 1);
        // Typing a stored move follows it instead of adding a variation.
        doc->goToParent();
        QVERIFY(view.playTypedMove(QStringLiteral("b2"), &error));
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    void typeMoveDialogPlaysTheMove()
    {
        openSample();
        GameDocument *document = window()->currentDocument();
        document->goToRoot();
        QAction *type = window()->action(QStringLiteral("typeMove"));
        QVERIFY(type);
        QCOMPARE(type->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
        type->trigger();
        auto *dialog = window()->findChild<QInputDialog *>(QStringLiteral("TypeMoveDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        // A free cell at the start: the first move of a variation.
        const NodeId root = document->currentNode();
        dialog->setTextValue(QStringLiteral("a1"));
        dialog->accept();
        QApplication::processEvents();
        QVERIFY(document->currentNode() != root);
        QCOMPARE(document->moveText(document->currentNode()), QStringLiteral("a1"));
    }

    void tabReachesEveryPanelAndComesBack()
    {
        openSample();
        // The Explorer too: Hex's layout hides it until View > Panels shows it.
        window()->findChild<QDockWidget *>(QStringLiteral("ExplorerDock"))->show();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        view->setFocus();
        QApplication::processEvents();
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(view));
        const QList<QWidget *> wanted = {
            static_cast<QWidget *>(window()->gameTreePanel()),
            window()->moveListPanel()->list(),
            window()->commentPanel()->findChild<QPlainTextEdit *>(),
            window()->gameInfoPanel()->findChild<QLineEdit *>(),
            window()->evaluationPanel()->graph(),
            window()->evaluationPanel()->button(EvaluationPanel::Label::Player1Wins),
            window()->explorerPanel()->table(),
        };
        QList<QWidget *> visited;
        bool cameBack = false;
        for (int i = 0; i < 80; ++i) {
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus);
            QTest::keyClick(focus, Qt::Key_Tab);
            QApplication::processEvents();
            if (QApplication::focusWidget() == view) {
                cameBack = true;
                break;
            }
            visited << QApplication::focusWidget();
        }
        QVERIFY2(cameBack, "Tab never came back to the board");
        for (QWidget *w : wanted)
            QVERIFY2(visited.contains(w), qPrintable(QStringLiteral("Tab skips ") + describeWidget(w)));
        // One game: no Games panel to list it.
        QVERIFY(!visited.contains(window()->gamesPanel()->table()));
        // Shift+Tab goes the other way round.
        QTest::keyClick(view, Qt::Key_Backtab);
        QCOMPARE(QApplication::focusWidget(), visited.last());
    }

    void f6CyclesThroughBoardAndPanels()
    {
        openSample();
        // Every panel open: Hex's layout hides the Undo History and the
        // Explorer until View > Panels shows them.
        for (const char *name : {"UndoDock", "ExplorerDock"})
            window()->findChild<QDockWidget *>(QLatin1String(name))->show();
        HexTwixtView *view = window()->currentView<HexTwixtView>();
        view->setFocus();
        QApplication::processEvents();
        QList<QWidget *> stops;
        for (int i = 0; i < 12; ++i) {
            window()->action(QStringLiteral("nextPanel"))->trigger();
            QApplication::processEvents();
            stops << QApplication::focusWidget();
        }
        const auto reached = [&](QWidget *panel) {
            return std::any_of(stops.begin(), stops.end(),
                               [&](QWidget *w) { return w && (w == panel || panel->isAncestorOf(w)); });
        };
        for (QWidget *panel :
             {static_cast<QWidget *>(view), static_cast<QWidget *>(window()->gameTreePanel()),
              static_cast<QWidget *>(window()->moveListPanel()), static_cast<QWidget *>(window()->commentPanel()),
              static_cast<QWidget *>(window()->gameInfoPanel()),
              static_cast<QWidget *>(window()->findChild<QDockWidget *>(QStringLiteral("UndoDock"))),
              static_cast<QWidget *>(window()->evaluationPanel()), static_cast<QWidget *>(window()->explorerPanel())})
            QVERIFY2(reached(panel), qPrintable(QStringLiteral("F6 never reaches ") + describeWidget(panel)));
        // Eight stops (the board and seven panels: a one-game document has no
        // Games panel), then round again.
        QVERIFY(!reached(window()->gamesPanel()));
        QCOMPARE(stops.at(8), stops.at(0));
        QCOMPARE(window()->action(QStringLiteral("nextPanel"))->shortcut(), QKeySequence(Qt::Key_F6));
        // Back from the board is the last panel (the Explorer, the last made).
        view->setFocus();
        QVERIFY(window()->focusNextPanel(false));
        QVERIFY(window()->explorerPanel()->isAncestorOf(QApplication::focusWidget()));
        // A closed panel is left out.
        window()->findChild<QDockWidget *>(QStringLiteral("MovesDock"))->close();
        view->setFocus();
        for (int i = 0; i < 8; ++i) {
            QVERIFY(window()->focusNextPanel(true));
            QVERIFY(!window()->moveListPanel()->isAncestorOf(QApplication::focusWidget()));
        }
    }

    void evaluationGraphAnswersKeys()
    {
        openSample();
        GameDocument *document = window()->currentDocument();
        document->goToRoot();
        EvaluationGraph *graph = window()->evaluationPanel()->graph();
        QCOMPARE(graph->focusPolicy(), Qt::StrongFocus);
        graph->setFocus();
        const int length = int(graph->line().size());
        QVERIFY(length > 11);
        QTest::keyClick(graph, Qt::Key_PageDown);
        QCOMPARE(document->tree().depth(document->currentNode()), 10);
        QTest::keyClick(graph, Qt::Key_PageDown); // stops at the end
        QCOMPARE(document->tree().depth(document->currentNode()), length - 1);
        QTest::keyClick(graph, Qt::Key_Home);
        QCOMPARE(document->currentNode(), document->tree().root());
        QTest::keyClick(graph, Qt::Key_End);
        QCOMPARE(document->tree().depth(document->currentNode()), length - 1);
        QTest::keyClick(graph, Qt::Key_PageUp);
        QCOMPARE(document->tree().depth(document->currentNode()), length - 11);
        QTest::keyClick(graph, Qt::Key_Home);
        QCOMPARE(document->currentNode(), document->tree().root());
        QVERIFY2(graph->accessibleDescription().startsWith(QStringLiteral("Start of a line of")),
                 qPrintable(graph->accessibleDescription()));
        // Left and Right are the window's Go actions; the graph follows them.
        QTest::keyClick(graph, Qt::Key_Right);
        QCOMPARE(document->tree().depth(document->currentNode()), 1);
        QVERIFY2(
            graph->accessibleDescription().startsWith(
                QStringLiteral("Move 1 of %1: %2.").arg(length - 1).arg(document->moveText(document->currentNode()))),
            qPrintable(graph->accessibleDescription()));
    }

    void gameTreeDescribesTheCurrentNode()
    {
        openSample();
        GameDocument *document = window()->currentDocument();
        GameTreePanel *tree = window()->gameTreePanel();
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Home);
        QVERIFY2(tree->accessibleDescription().contains(QStringLiteral("Current: the start.")),
                 qPrintable(tree->accessibleDescription()));
        QTest::keyClick(tree, Qt::Key_Right);
        QTest::keyClick(tree, Qt::Key_Right);
        QCOMPARE(document->tree().depth(document->currentNode()), 2);
        QVERIFY2(tree->accessibleDescription().contains(
                     QStringLiteral("Current: move 2, %1.").arg(document->moveText(document->currentNode()))),
                 qPrintable(tree->accessibleDescription()));
        QTest::keyClick(tree, Qt::Key_End);
        QVERIFY(tree->accessibleDescription().contains(QStringLiteral("The end of the line.")));
    }

    void menusHaveMnemonics()
    {
        // Every menu and every item can be reached with Alt and a letter.
        QStringList missing;
        const std::function<void(QMenu *)> walk = [&](QMenu *menu) {
            for (QAction *a : menu->actions()) {
                if (a->isSeparator())
                    continue;
                // Panel toggles take the dock's title, which has no mnemonic.
                if (qobject_cast<QDockWidget *>(a->parent()))
                    continue;
                if (!QKeySequence::mnemonic(a->text()).isEmpty() || a->text().contains(QLatin1String("&&")))
                    ; // fine
                else if (!a->text().isEmpty())
                    missing << menu->title() + QLatin1String(" > ") + a->text();
                if (a->menu())
                    walk(a->menu());
            }
        };
        for (QAction *top : window()->menuBar()->actions()) {
            QVERIFY2(!QKeySequence::mnemonic(top->text()).isEmpty(), qPrintable(top->text()));
            walk(top->menu());
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
