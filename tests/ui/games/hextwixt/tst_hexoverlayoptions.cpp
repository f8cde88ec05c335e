// The Hex/Twixt analysis overlays as View menu options (issue 22): each is a
// check box of the View menu, the board's context menu sets the same option,
// the heat maps exclude each other, and the choice outlives the window.

#include "document/gamedocument.h"
#include "games/hextwixt/hextwixtview.h"
#include "render/hextwixt/hexoverlay.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace kibitz;

namespace {

const QString hexSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame");
const QString twixtSample = QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame");

QAction *menuAction(QMenu *menu, const QString &name)
{
    for (QAction *a : menu->actions())
        if (a->objectName() == name)
            return a;
    return nullptr;
}

} // namespace

class TestHexOverlayOptions : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;

    void openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(900, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    QAction *viewAction(const GameOption &option) { return m_window->findChild<QAction *>(QLatin1String(option.key)); }

    HexTwixtView *open(const QString &path)
    {
        QString error;
        if (!m_window->openFile(path, &error))
            qWarning("%s", qPrintable(error));
        QApplication::processEvents();
        return qobject_cast<HexTwixtView *>(m_window->currentView<HexTwixtView>());
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
    }

    void cleanup() { discardWindow(m_window); }

    // The View menu offers each overlay with its default: the decided verdict
    // and Twixt's connection analysis on, the heat maps off.
    void viewMenuOffersTheOverlays()
    {
        openWindow();
        for (const GameOption &option : {HexShowDecided, HexTwoDistanceHeat, HexResistanceHeat, TwixtShowConnection}) {
            QAction *action = viewAction(option);
            QVERIFY2(action, option.key);
            QVERIFY(action->isCheckable());
            QCOMPARE(action->isChecked(), option.byDefault);
        }
    }

    // Toggled in the View menu, the overlays change on the board; the heat
    // maps are one at a time; the context menu sets the same options.
    void viewMenuAndContextMenuAgree()
    {
        openWindow();
        HexTwixtView *view = open(hexSample);
        QVERIFY(view);
        QVERIFY(view->hexOverlay().showDecided);
        viewAction(HexShowDecided)->setChecked(false);
        QVERIFY(!view->hexOverlay().showDecided);
        QVERIFY(!view->hexOverlay().decided);
        viewAction(HexTwoDistanceHeat)->setChecked(true);
        QCOMPARE(view->hexOverlay().heat, HexOverlay::Heat::TwoDistance);
        QVERIFY(view->hexOverlay().heatMap);
        viewAction(HexResistanceHeat)->setChecked(true);
        QVERIFY(!viewAction(HexTwoDistanceHeat)->isChecked());
        QCOMPARE(view->hexOverlay().heat, HexOverlay::Heat::Resistance);
        QVERIFY(!m_window->renderOptions().game.value(HexTwoDistanceHeat));

        // The board's context menu shows the same state and sets the View menu.
        std::unique_ptr<QMenu> menu(view->createContextMenu(nullptr));
        QAction *decided = menuAction(menu.get(), QStringLiteral("ShowDecided"));
        QAction *resistance = menuAction(menu.get(), QStringLiteral("HeatResistance"));
        QVERIFY(decided && resistance);
        QVERIFY(!decided->isChecked());
        QVERIFY(resistance->isChecked());
        decided->setChecked(true);
        QVERIFY(viewAction(HexShowDecided)->isChecked());
        QVERIFY(m_window->renderOptions().game.value(HexShowDecided));
        QVERIFY(view->hexOverlay().showDecided);
        resistance->setChecked(false);
        QVERIFY(!viewAction(HexResistanceHeat)->isChecked());
        QCOMPARE(view->hexOverlay().heat, HexOverlay::Heat::None);

        HexTwixtView *twixt = open(twixtSample);
        QVERIFY(twixt);
        QVERIFY(twixt->showsTwixtConnection());
        viewAction(TwixtShowConnection)->setChecked(false);
        QVERIFY(!twixt->showsTwixtConnection());
        QVERIFY(!twixt->twixtAnalysis());
        twixt->setShowTwixtConnection(true);
        QVERIFY(viewAction(TwixtShowConnection)->isChecked());
        QVERIFY(twixt->twixtAnalysis());
    }

    // Switched in one window, still so in the next (the settings).
    void theChoiceOutlivesTheWindow()
    {
        openWindow();
        viewAction(HexShowDecided)->setChecked(false);
        viewAction(HexTwoDistanceHeat)->setChecked(true);
        viewAction(TwixtShowConnection)->setChecked(false);
        QVERIFY(m_window->close()); // writes the settings
        discardWindow(m_window);

        openWindow();
        QVERIFY(!viewAction(HexShowDecided)->isChecked());
        QVERIFY(viewAction(HexTwoDistanceHeat)->isChecked());
        QVERIFY(!viewAction(HexResistanceHeat)->isChecked());
        QVERIFY(!viewAction(TwixtShowConnection)->isChecked());
        HexTwixtView *view = open(hexSample);
        QVERIFY(view);
        QVERIFY(!view->hexOverlay().showDecided);
        QCOMPARE(view->hexOverlay().heat, HexOverlay::Heat::TwoDistance);
        HexTwixtView *twixt = open(twixtSample);
        QVERIFY(twixt);
        QVERIFY(!twixt->showsTwixtConnection());
    }
};

QTEST_MAIN(TestHexOverlayOptions)
#include "tst_hexoverlayoptions.moc"
