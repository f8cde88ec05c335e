// The interface's tables build on the registry of games: every GameKind
// (GameKind(0)..GameKindCount-1) has a GameUi, a painter and colours in the
// preferences, all by its family, so that a new kind or family without its
// rows fails here.

#include "common/documentview.h"
#include "games/gameregistry.h"
#include "games/gameuitable.h"
#include "render/gamepainter.h"
#include "render/gamepaintertable.h"
#include "settings/preferences.h"
#include "treedocuments.h"

#include <QtTest>

#include <set>

using namespace kibitz;

class TestGameUiTable : public QObject {
    Q_OBJECT

private slots:
    void everyFamilyHasItsRows()
    {
        std::set<const GameUi *> uis;
        for (int f = 0; f < GameFamilyCount; ++f) {
            const GameFamily family = GameFamily(f);
            const GameUi *ui = gameUiRowFor(family);
            QVERIFY2(ui, familyInfo(family).id);
            QVERIFY2(uis.insert(ui).second, familyInfo(family).id); // one GameUi per family
            QCOMPARE(&gameUiForFamily(family), ui);
            QVERIFY2(!ui->colourGroupName().isEmpty(), familyInfo(family).id);
            QVERIFY2(ui->colourRows().size() >= 3, familyInfo(family).id);
        }
        QCOMPARE(gameUis().size(), uis.size());
        for (const GameUi *ui : gameUis())
            QVERIFY(uis.contains(ui));
    }

    void everyKindHasItsRows()
    {
        Preferences preferences;
        for (int k = 0; k < GameKindCount; ++k) {
            const GameKind kind = GameKind(k);
            const QByteArray what = gameKindName(kind).toUtf8();
            const GameFamily family = gameFamily(kind);
            const GameUi &ui = gameUiFor(kind);
            QCOMPARE(&ui, gameUiRowFor(family));
            const GamePainter *painter = gamePainterFor(kind);
            QVERIFY2(painter, what.constData());
            // The GameUi draws with the same painter as the table gives.
            QCOMPARE(&ui.painter(), painter);
            // The kind's colours are its family's.
            preferences.coloursOf(family).board = QColor(Qt::red);
            QCOMPARE(preferences.coloursOf(kind).board, QColor(Qt::red));
            preferences.coloursOf(family).board = QColor();
        }
    }

    // What a family's GameUi says its views can do (the window names those
    // families when the shown game cannot) is what its views do.
    void capabilitiesAreTheViews()
    {
        for (int k = 0; k < GameKindCount; ++k) {
            const GameKind kind = GameKind(k);
            const QByteArray what = gameKindName(kind).toUtf8();
            const GameUi &ui = gameUiFor(kind);
            GameRecord game;
            game.kind = kind;
            auto *document = test::documentOf(std::move(game)).release();
            std::unique_ptr<DocumentView> view(createDocumentView(document));
            QVERIFY2(view->takesTypedMoves() == ui.takesTypedMoves(), what.constData());
            QVERIFY2(view->offersSetupMode() == ui.setsUpOnBoard(), what.constData());
            QVERIFY2(!(ui.setsUpOnBoard() && ui.setsUpInDialog()), what.constData());
        }
        QLocale::setDefault(QLocale(QLocale::English));
        QCOMPARE(familiesThat(&GameUi::takesTypedMoves), QStringLiteral("Hex and Twixt"));
        QCOMPARE(familiesThat(&GameUi::setsUpInDialog), QStringLiteral("backgammon"));
        QCOMPARE(familyList({GameFamily::Hex, GameFamily::Backgammon, GameFamily::Rokkaku}),
                 QStringLiteral("Hex, backgammon, and Rokkaku"));
        QCOMPARE(familyList(familiesWhere(explored)), QStringLiteral("Hex, Twixt, and backgammon"));
    }

    // The rule sets the Game Info panel offers come with their set-ups.
    void ruleSetsRoundTrip()
    {
        for (const GameUi *ui : gameUis()) {
            const QStringList names = ui->ruleSetNames();
            QCOMPARE(ui->ruleSetsName().isEmpty(), names.isEmpty());
            for (int i = 0; i < names.size(); ++i)
                QCOMPARE(ui->ruleSetOf(ui->withRuleSet(GameSetup(), i)), i);
        }
    }
};

QTEST_MAIN(TestGameUiTable)
#include "tst_gameuitable.moc"
