// Entering a backgammon turn without a window (BackgammonTurnEntry): the
// dice, checker moves checked one by one, taking them back, the complete
// play, a typed play, cube actions, and following the stored roll while the
// moves entered are its own.

#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonturnentry.h"

#include <QtTest>

using namespace kibitz;

namespace {

using Refusal = BackgammonTurnEntry::Refusal;

// Player 1's opening 3-1 made the usual way: 8/5 6/5.
BackgammonEvent openingThreeOne()
{
    BackgammonEvent e;
    e.kind = BackgammonEvent::Kind::Roll;
    e.player = 1;
    e.diceCount = 2;
    e.dice = {3, 1, 0};
    e.moves = {{8, 5}, {6, 5}};
    return e;
}

constexpr NodeId storedNode = 7;

BackgammonTurnEntry openingEntry(bool withStored)
{
    BackgammonTurnEntry entry;
    std::optional<BackgammonTurnEntry::StoredRoll> stored;
    if (withStored)
        stored = BackgammonTurnEntry::StoredRoll{storedNode, openingThreeOne()};
    entry.setBase(BackgammonPosition(), true, stored);
    return entry;
}

} // namespace

class TestBackgammonTurnEntry : public QObject {
    Q_OBJECT

private slots:
    void whetherATurnCanBeEntered()
    {
        BackgammonTurnEntry entry;
        QCOMPARE(entry.possible(), Refusal::NoPosition);
        QCOMPARE(entry.enterDice({3, 1}), Refusal::NoPosition);
        entry.setBase(BackgammonPosition(), false, std::nullopt);
        QCOMPARE(entry.possible(), Refusal::IllegalLine);
        QCOMPARE(entry.moveChecker({8, 5}), Refusal::IllegalLine);
        entry.setBase(BackgammonPosition(), true, std::nullopt);
        QCOMPARE(entry.possible(), Refusal::None);
        // No dice set and no stored roll to take them from.
        QCOMPARE(entry.moveChecker({8, 5}), Refusal::NoDice);
        QVERIFY(!entry.roll());
    }

    void whoPlaysTheOpeningRoll()
    {
        BackgammonTurnEntry entry = openingEntry(false);
        QCOMPARE(entry.playerToRoll(), 1);
        BackgammonEvent byTwo = openingThreeOne();
        byTwo.player = 2;
        entry.setBase(BackgammonPosition(), true, BackgammonTurnEntry::StoredRoll{storedNode, byTwo});
        QCOMPARE(entry.playerToRoll(), 2);
        entry.setOpener(1);
        QCOMPARE(entry.playerToRoll(), 1);
        // After the opening the position says who acts.
        BackgammonPosition after;
        QVERIFY(after.apply(openingThreeOne()).isEmpty());
        entry.setBase(after, true, std::nullopt);
        QCOMPARE(entry.playerToRoll(), after.toAct());
        QCOMPARE(after.toAct(), 2);
    }

    void diceAreChecked()
    {
        BackgammonTurnEntry entry = openingEntry(false);
        QCOMPARE(entry.expectedDice(), 2);
        QCOMPARE(entry.enterDice({3}), Refusal::DiceCount);
        QCOMPARE(entry.enterDice({3, 7}), Refusal::DiceCount);
        QCOMPARE(entry.enterDice({0, 2}), Refusal::DiceCount);
        QVERIFY(!entry.roll());
        QCOMPARE(entry.enterDice({1, 3}), Refusal::None);
        QCOMPARE(entry.roll()->player, 1);
        QCOMPARE(entry.roll()->rolled, (std::vector<int>{3, 1})); // highest first
        QCOMPARE(entry.roll()->dice.size(), std::size_t(2));
        QCOMPARE(entry.roll()->follows, NoNode);

        BackgammonTurnEntry tabula;
        tabula.setBase(BackgammonPosition(BgVariant::Tabula), true, std::nullopt);
        QCOMPARE(tabula.expectedDice(), 3);
        QCOMPARE(tabula.enterDice({3, 1}), Refusal::DiceCount);
        QCOMPARE(tabula.enterDice({3, 1, 2}), Refusal::None);
    }

    void checkersOneByOneToACompletePlay()
    {
        BackgammonTurnEntry entry = openingEntry(false);
        QCOMPARE(entry.enterDice({3, 1}), Refusal::None);
        BackgammonEvent event;
        QCOMPARE(entry.completePlay(&event), Refusal::Incomplete);
        // Player 1 has no checker on 2: 2/1 is refused with the rules' reason.
        QCOMPARE(entry.moveChecker({2, 1}), Refusal::IllegalMove);
        QVERIFY(!entry.moveProblem().isEmpty());
        QVERIFY(entry.roll()->moves.empty());
        QCOMPARE(entry.moveChecker({8, 5}), Refusal::None);
        QVERIFY(!entry.roll()->complete());
        QCOMPARE(entry.roll()->dice, std::vector<int>{1});
        QCOMPARE(entry.roll()->position.checkers(5, 1), 1);
        QCOMPARE(entry.moveChecker({6, 5}), Refusal::None);
        QVERIFY(entry.roll()->complete());
        QCOMPARE(entry.completePlay(&event), Refusal::None);
        QCOMPARE(event, BackgammonNotation::rollEvent(1, {3, 1}, {{8, 5}, {6, 5}}));
        BackgammonPosition check;
        QVERIFY(check.apply(event).isEmpty());
        // The same checkers as the event gives (the turn is the event's to pass).
        for (int point = 1; point <= 24; ++point) {
            QCOMPARE(entry.roll()->position.checkers(point, 1), check.checkers(point, 1));
            QCOMPARE(entry.roll()->position.checkers(point, 2), check.checkers(point, 2));
        }
    }

    void undoTakesBackTheLastChecker()
    {
        BackgammonTurnEntry entry = openingEntry(false);
        BgMove taken;
        QCOMPARE(entry.undoChecker(&taken), Refusal::NothingToUndo);
        QCOMPARE(entry.enterDice({3, 1}), Refusal::None);
        QCOMPARE(entry.undoChecker(&taken), Refusal::NothingToUndo);
        QCOMPARE(entry.moveChecker({8, 5}), Refusal::None);
        QCOMPARE(entry.moveChecker({6, 5}), Refusal::None);
        QCOMPARE(entry.undoChecker(&taken), Refusal::None);
        QCOMPARE(taken, (BgMove{6, 5}));
        QCOMPARE(entry.roll()->moves, (std::vector<BgMove>{{8, 5}}));
        QCOMPARE(entry.undoChecker(&taken), Refusal::None);
        QCOMPARE(taken, (BgMove{8, 5}));
        QCOMPARE(entry.roll()->position, BackgammonPosition());
        QCOMPARE(entry.roll()->dice.size(), std::size_t(2));
    }

    void followsTheStoredRollWhileTheMovesAreItsOwn()
    {
        BackgammonTurnEntry entry = openingEntry(true);
        // A checker moved without dice starts the stored roll.
        QCOMPARE(entry.moveChecker({8, 5}), Refusal::None);
        QCOMPARE(entry.roll()->follows, storedNode);
        QCOMPARE(entry.nextFollowedMove().value_or(BgMove{}), (BgMove{6, 5}));
        BgMove taken;
        QCOMPARE(entry.undoChecker(&taken), Refusal::None);
        QCOMPARE(entry.roll()->follows, storedNode);
        // The other order is not the stored roll's.
        QCOMPARE(entry.moveChecker({6, 5}), Refusal::None);
        QCOMPARE(entry.roll()->follows, NoNode);
        QVERIFY(!entry.nextFollowedMove());

        // The same dice set by hand follow it; other dice do not.
        entry.clear();
        QCOMPARE(entry.enterDice({1, 3}), Refusal::None);
        QCOMPARE(entry.roll()->follows, storedNode);
        QCOMPARE(entry.enterDice({4, 2}), Refusal::None);
        QCOMPARE(entry.roll()->follows, NoNode);

        // Stepping through it.
        entry.setRoll(BackgammonTurnEntry::startRoll(BackgammonPosition(), *entry.storedNext()));
        QCOMPARE(entry.nextFollowedMove().value_or(BgMove{}), (BgMove{8, 5}));
        entry.playNextFollowed();
        QCOMPARE(entry.roll()->moves, (std::vector<BgMove>{{8, 5}}));
        entry.playNextFollowed();
        QVERIFY(!entry.nextFollowedMove());
        const BackgammonTurnEntry::Roll partly
            = BackgammonTurnEntry::partlyPlayed(BackgammonPosition(), *entry.storedNext(), 1);
        QCOMPARE(partly.moves, (std::vector<BgMove>{{8, 5}}));
        QCOMPARE(partly.follows, storedNode);
        entry.setRoll(partly);
        entry.forgetFollowed();
        QCOMPARE(entry.roll()->follows, NoNode);
        QVERIFY(!entry.nextFollowedMove());
    }

    void typedPlays()
    {
        BackgammonTurnEntry entry = openingEntry(false);
        BackgammonEvent event;
        QCOMPARE(entry.typedPlay(u"8/5 6/5", &event), Refusal::NoDice);
        QCOMPARE(entry.enterDice({3, 1}), Refusal::None);
        QCOMPARE(entry.typedPlay(u"24/18", &event), Refusal::IllegalPlay);
        QVERIFY(!entry.parseProblem().isEmpty());
        QCOMPARE(entry.moveChecker({8, 5}), Refusal::None);
        QCOMPARE(entry.typedPlay(u"6/5 8/5", &event), Refusal::None);
        QCOMPARE(event.player, 1);
        QCOMPARE(event.moves.size(), std::size_t(2));
        // The moves entered by hand gave way to the typed play.
        QVERIFY(entry.roll()->moves.empty());
        QCOMPARE(entry.roll()->position, BackgammonPosition());
    }

    void cubeActions()
    {
        BackgammonPosition after;
        QVERIFY(after.apply(openingThreeOne()).isEmpty());
        BackgammonTurnEntry entry;
        entry.setBase(after, true, std::nullopt);
        QCOMPARE(entry.enterDice({6, 5}), Refusal::None);
        BackgammonEvent event;
        QCOMPARE(entry.cubeEvent(BackgammonTurnEntry::CubeAction::DoubleTaken, &event), Refusal::None);
        QVERIFY(!entry.roll()); // the roll entered gives way
        QCOMPARE(event.kind, BackgammonEvent::Kind::Double);
        QCOMPARE(event.player, 2);
        QCOMPARE(event.cubeValue, 2);
        QVERIFY(event.accepted);
        QCOMPARE(entry.cubeEvent(BackgammonTurnEntry::CubeAction::DoublePassed, &event), Refusal::None);
        QVERIFY(!event.accepted);
        QCOMPARE(entry.cubeEvent(BackgammonTurnEntry::CubeAction::Resign, &event), Refusal::None);
        QCOMPARE(event.kind, BackgammonEvent::Kind::Terminate);
        QCOMPARE(event.player, 2);
        // Before the opening: player 1's.
        BackgammonTurnEntry opening = openingEntry(false);
        QCOMPARE(opening.cubeEvent(BackgammonTurnEntry::CubeAction::Resign, &event), Refusal::None);
        QCOMPARE(event.player, 1);
        // The game a resignation ended takes no turn.
        BackgammonPosition over = after;
        QCOMPARE(entry.cubeEvent(BackgammonTurnEntry::CubeAction::Resign, &event), Refusal::None);
        QVERIFY(over.apply(event).isEmpty());
        QVERIFY(over.isOver());
        entry.setBase(over, true, std::nullopt);
        QCOMPARE(entry.possible(), Refusal::GameOver);
        QCOMPARE(entry.enterDice({6, 5}), Refusal::GameOver);
    }
};

QTEST_GUILESS_MAIN(TestBackgammonTurnEntry)
#include "tst_backgammonturnentry.moc"
