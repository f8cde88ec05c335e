// The registry of games (core/games/gameregistry.h): every GameKind has its
// row, and every table of core/ that builds on a kind (families, names, the
// replayer, the explorer, the formats that hold its games) has a row for it.
// The loops run over GameKind(0)..GameKindCount-1, so that a new kind without
// its rows fails here.

#include "analysis/collectionsummary.h"
#include "analysis/explorer.h"
#include "formats/formattable.h"
#include "formats/registry.h"
#include "games/gameregistry.h"
#include "games/replayer.h"

#include <QJsonObject>
#include <QtTest>

#include <set>

using namespace kibitz;

namespace {

std::vector<GameKind> allKinds()
{
    std::vector<GameKind> kinds;
    kinds.reserve(GameKindCount);
    for (int k = 0; k < GameKindCount; ++k)
        kinds.push_back(GameKind(k));
    return kinds;
}

QString nameOf(GameKind kind)
{
    return QStringLiteral("kind %1 (%2)").arg(int(kind)).arg(gameKindName(kind));
}

} // namespace

class TestGameRegistry : public QObject {
    Q_OBJECT

private slots:
    void everyKindHasItsRow()
    {
        std::set<QString> ids;
        for (const GameKind kind : allKinds()) {
            const GameInfo &row = gameInfo(kind);
            QVERIFY2(row.kind == kind, qPrintable(nameOf(kind)));
            QVERIFY2(row.id && *row.id, qPrintable(nameOf(kind)));
            QVERIFY2(ids.insert(QLatin1String(row.id)).second,
                     qPrintable(nameOf(kind) + QStringLiteral(" has another's id")));
            QCOMPARE(gameKindName(kind), QLatin1String(row.id));
            QVERIFY(gameKindNamed(gameKindName(kind)) == kind);
            QVERIFY2(!gameKindText(kind).isEmpty(), qPrintable(nameOf(kind)));
            QVERIFY2(int(row.family) >= 0 && int(row.family) < GameFamilyCount, qPrintable(nameOf(kind)));
            QVERIFY2(row.setup < std::variant_size_v<GameSetup>, qPrintable(nameOf(kind)));
            QVERIFY2(row.blackPlayer == 1 || row.blackPlayer == 2, qPrintable(nameOf(kind)));
            QVERIFY2(row.replayer != nullptr, qPrintable(nameOf(kind)));
        }
        QVERIFY(!gameKindNamed(QStringLiteral("chess")));
        QCOMPARE(gameKindName(GameKind(GameKindCount)), QString());
    }

    void everyFamilyHasItsRowAndItsKinds()
    {
        std::set<QString> ids;
        for (int f = 0; f < GameFamilyCount; ++f) {
            const GameFamily family = GameFamily(f);
            const GameFamilyInfo &row = familyInfo(family);
            QCOMPARE(int(row.family), f);
            QVERIFY(row.id && *row.id);
            QVERIFY2(ids.insert(QLatin1String(row.id)).second, row.id);
            // The kind that names the family is one of it.
            QCOMPARE(int(gameFamily(row.namedBy)), f);
            QCOMPARE(gameFamilyText(family), gameKindText(row.namedBy));
        }
        // The settings keys the families always had (colours, Flip Board).
        QCOMPARE(QLatin1String(familyInfo(gameFamily(GameKind::Tabula)).id), QLatin1String("backgammon"));
        QCOMPARE(QLatin1String(familyInfo(GameFamily::Hex).id), QLatin1String("hex"));
    }

    // The set-up each kind's records hold is the alternative its row names.
    void setupsFollowTheRow()
    {
        QCOMPARE(gameInfo(GameKind::Twixt).setup, setupIndex<TwixtSetup>());
        QCOMPARE(gameInfo(GameKind::Rokkaku).setup, setupIndex<RokkakuTeamNames>());
        QCOMPARE(gameInfo(GameKind::Hex).setup, setupIndex<std::monostate>());
        for (const GameKind kind : allKinds())
            if (gameInfo(kind).family == GameFamily::Backgammon)
                QCOMPARE(gameInfo(kind).setup, setupIndex<BgGameInfo>());
    }

    // Every kind's games can be saved in some format (the format table's
    // `holds`), and the summary's words name it.
    void everyKindHasAFormatAndWords()
    {
        for (const GameKind kind : allKinds()) {
            Collection c;
            GameRecord game;
            game.kind = kind;
            c.games.push_back(game);
            bool held = false;
            for (const FormatRow &row : formatTable())
                held = held || (row.holds && row.canWrite() && row.holds(c));
            QVERIFY2(held, qPrintable(nameOf(kind) + QStringLiteral(": no format holds its games")));
            QVERIFY2(describeCollection(c).contains(gameKindText(kind)), qPrintable(nameOf(kind)));
            const auto summary = collectionSummaryFromVariant(collectionSummaryToVariant(summarizeCollection(c)));
            QVERIFY2(summary && summary->kind == kind, qPrintable(nameOf(kind)));
        }
    }

    // The explorer keys every kind as its row says.
    void explorerFollowsTheRow()
    {
        for (const GameKind kind : allKinds()) {
            const GameInfo &row = gameInfo(kind);
            QCOMPARE(explorerSupports(kind), row.explorer != ExplorerKeying::None);
            GameRecord game;
            game.kind = kind;
            game.columns = 9;
            game.rows = 7;
            const ExplorerBoard board = explorerBoard(game);
            QCOMPARE(board.kind, kind);
            if (row.explorer == ExplorerKeying::Kind) {
                QCOMPARE(explorerBoardName(board), gameKindName(kind));
                QVERIFY(explorerBoardNamed(board, gameKindName(kind)));
            } else {
                QCOMPARE(explorerBoardName(board), QStringLiteral("9x7"));
                QVERIFY(explorerBoardNamed(board, QStringLiteral("9x7")));
            }
        }
    }

    // How each kind's result names its winner.
    void resultsNameWinnersByTheRow()
    {
        for (const GameKind kind : allKinds()) {
            const GameInfo &row = gameInfo(kind);
            GameRecord game;
            game.kind = kind;
            game.player1 = QStringLiteral("Anna");
            game.player2 = QStringLiteral("Bruno");
            game.result = QString();
            QCOMPARE(recordedWinner(game), 0);
            game.result = QStringLiteral("Bruno");
            QCOMPARE(recordedWinner(game), row.result == ResultStyle::Colours ? 2 : 0);
            game.result = QStringLiteral("2+1");
            QCOMPARE(recordedWinner(game), row.result == ResultStyle::WinnerAndPoints ? 2 : 0);
            game.result = QStringLiteral("B+R");
            QCOMPARE(recordedWinner(game), row.result == ResultStyle::Colours ? row.blackPlayer : 0);
            game.result = QStringLiteral("W+");
            QCOMPARE(recordedWinner(game), row.result == ResultStyle::Colours ? 3 - row.blackPlayer : 0);
        }
        // Twixt's White moves first (twixt-sgf-ff4.txt); Hex's Black does.
        QCOMPARE(gameInfo(GameKind::Twixt).blackPlayer, 2);
        QCOMPARE(gameInfo(GameKind::Hex).blackPlayer, 1);
    }

    // The row's replayer replays the samples, whatever game they hold; the
    // CLI's hooks add to `info --json` what DESIGN.md says; the list's hook
    // names every side, and the summary's words are the row's.
    void samplesReplayAndDescribe()
    {
        std::set<GameFamily> seen;
        const QDir samples(QStringLiteral(KIBITZ_SAMPLES_DIR));
        for (const QString &name : samples.entryList(QDir::Files)) {
            const FileLoad load = loadFile(samples.filePath(name));
            QVERIFY2(load.result.ok(), qPrintable(name));
            const Collection &c = *load.result.collection;
            QVERIFY2(!describeCollection(c).isEmpty(), qPrintable(name));
            int index = 0;
            for (const GameRecord &game : c.games) {
                if (const auto listing = gameInfo(game.kind).listing) {
                    const GameListing l = listing(&c, game, index);
                    QCOMPARE(int(l.sides.size()), gameFamily(game.kind) == GameFamily::Rokkaku ? 4 : 2);
                    QVERIFY2(l.winner >= 0 && l.winner <= l.sides.size(), qPrintable(name));
                    QVERIFY2(!l.result.isEmpty(), qPrintable(name));
                }
                ++index;
                seen.insert(gameFamily(game.kind));
                const std::unique_ptr<Replayer> start = Replayer::forGame(game);
                QVERIFY2(start, qPrintable(name));
                QVERIFY2(!start->positionText().isEmpty(), qPrintable(name));
                QJsonObject object;
                if (const auto add = gameInfo(game.kind).addInfoJson)
                    add(c, game, object);
                if (gameFamily(game.kind) == GameFamily::Backgammon)
                    QVERIFY(object.contains(QStringLiteral("matchLength")));
                if (gameFamily(game.kind) == GameFamily::Rokkaku) {
                    QVERIFY(object.contains(QStringLiteral("teams")));
                    QCOMPARE(gameInfo(game.kind).sideNames(c, game).size(), 4);
                }
            }
        }
        QCOMPARE(int(seen.size()), GameFamilyCount);
    }
};

QTEST_GUILESS_MAIN(TestGameRegistry)
#include "tst_gameregistry.moc"
