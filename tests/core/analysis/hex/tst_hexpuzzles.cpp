// The Hex solver against published puzzles: the positions, the side to
// move and the expected winner or winning moves of benzene's solver
// regression file regression/dfpn-puzzle.tst (with its positions in
// sgf/puzzles/), boards up to 8x8, written here as a table of our own. Puzzles
// by Claude Berge, Bert Enderton, Ryan Hayward, Piet Hein, Philip Henderson
// and from Little Golem. Player 1 is benzene's black (top and bottom rows),
// cells are named column letter, row number as in HexPosition::cellName.
//
// benzene lists the winning moves among the moves it considers (the mustplay
// without the cells its inferior-cell analysis prunes), so its list is a part
// of ours: every move it names must be among ours (the moves we give beyond
// it are printed).

#include "analysis/hex/hexsolver.h"
#include "hexsweeps.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace kibitz;

namespace {

struct Puzzle {
    const char *name;
    int size;
    const char *black; // player 1's stones
    const char *white; // player 2's stones
    int toMove;
    int winner;
    const char *moves; // the winning moves benzene lists; "-": winner only
};

const Puzzle kPuzzles[] = {
    {"5x5-berge-1", 5, "b2 e2 e3 c3 a5", "a1 d2 d3 c4 b5", 2, 2, "-"},
    {"7x7-enderton-01", 7, "d2 d3 d4", "c2 f2", 2, 2, "d5"},
    {"7x7-enderton-02", 7, "e2 d4 c5 e5", "c3 d5 b7", 2, 2, "d6"},
    {"7x7-enderton-03", 7, "c2 e5", "b6", 2, 2, "e3 e6"},
    {"7x7-enderton-04", 7, "g5", "c2", 1, 1, "f2 e3 d4"},
    {"6x6-hayward-01", 6, "e1 e2", "d1 f1", 2, 2, "d3"},
    {"3x3-hein-02", 3, "a2 b3", "a1", 2, 2, "-"},
    {"6x6-hein-03", 6, "c3 f3 d5", "b1 b5", 2, 2, "-"},
    {"4x4-hein-04", 4, "d1 a4", "c2", 2, 2, "-"},
    {"4x4-hein-05", 4, "a4", "a1", 2, 2, "-"},
    {"5x5-hein-06", 5, "a2 b3 b4", "a3 c3 a5", 2, 2, "c2"},
    {"6x6-hein-07", 6, "b3 d3 f3 b4 a5 c5", "c1 e1 a2 c3 e3", 2, 2, "-"},
    {"6x6-henderson-02", 6, "a3 d4 d5", "e2 c4 b6", 1, 1, "b4"},
    {"6x6-henderson-04", 6, "a3 b4", "c2 b5", 1, 1, "c4"},
    {"7x7-henderson-05", 7, "e1 d4", "d2", 2, 2, "b6"},
    {"7x7-henderson-06", 7, "g1 a7", "f2 e5", 1, 1, "f4"},
    {"7x7-henderson-07", 7, "g1 a7", "f2 d3", 1, 1, "g2 c4"},
    {"7x7-henderson-08", 7, "g1 f3", "f2", 2, 2, "e3"},
    {"6x6-henderson-09", 6, "a3", "c4", 1, 1, "d4"},
    {"6x6-henderson-10", 6, "a4", "b5", 1, 1, "c4"},
    {"5x5-henderson-11", 5, "e1 c3 a4", "c2 b4", 2, 2, "c4"},
    {"5x5-henderson-12", 5, "e1 c3 a4", "c2 d2 b4", 1, 1, "b3"},
    {"6x6-henderson-13", 6, "c4 f6", "d5", 2, 2, "b6"},
    {"6x6-henderson-14", 6, "f3 e4", "d4", 2, 2, "e2"},
    {"6x6-henderson-15", 6, "d3 f3", "c4 d4", 1, 1, "b3 d5"},
    {"6x6-henderson-16", 6, "e2 f2 f3 d4", "f1 d3 e5", 2, 2, "e1 b5"},
    {"6x6-henderson-17", 6, "f2 b4", "d5", 2, 2, "c4"},
    {"6x6-henderson-18", 6, "d3 f6", "c4 d5", 1, 1, "f4"},
    {"6x6-henderson-19", 6, "c1", "d4", 1, 1, "c4"},
    {"6x6-henderson-20", 6, "a2", "", 2, 2, "d3"},
    {"6x6-henderson-21", 6, "f4", "e3", 1, 1, "b3 c3"},
    {"6x6-henderson-22", 6, "b2", "d3", 1, 1, "c4"},
    {"7x7-henderson-23", 7, "b2 b5 c5", "d2 d4", 2, 1, ""},
    {"7x7-henderson-24", 7, "c2 e3 f4", "c3 f3", 2, 2, "d5"},
    {"7x7-henderson-25", 7, "a5 c5", "e4 b6", 1, 1, "f2 f5"},
    {"7x7-henderson-26", 7, "a5 c5", "b6 c6", 1, 1, "d5"},
    {"7x7-henderson-27", 7, "d1 a4", "c2 b3", 1, 2, ""},
    {"7x7-henderson-28", 7, "g1 f3 c4", "e3 e4 c5", 1, 1, "d5"},
    {"7x7-henderson-29", 7, "b3 g4 c6", "e1 e5", 2, 2, "c5"},
    {"7x7-henderson-30", 7, "d1 c5", "d7", 2, 2, "d3"},
    {"7x7-henderson-31", 7, "a4 e4 d5 a6", "a5 c5 e5", 2, 2, "d3"},
    {"7x7-henderson-32", 7, "b2", "d4", 1, 1, "c5"},
    {"7x7-henderson-33", 7, "f1", "e2", 1, 1, "e4"},
    {"7x7-henderson-34", 7, "b2 c2 a4 b5 c5", "d2 b3 d4 e4 b6", 1, 1, "f2 f5"},
    {"7x7-henderson-35", 7, "g3 a4 a6", "d3 c4", 2, 2, "b2 b4"},
    {"7x7-henderson-36", 7, "e3 a4 c5 a6", "c4 d5 b6", 2, 2, "b5"},
    {"7x7-henderson-37", 7, "g3 a4 a6", "f2 d3 c4", 1, 1, "b4"},
    {"7x7-henderson-38", 7, "f4 c7", "e5 c6", 1, 1, "b3 b6"},
    {"7x7-henderson-39", 7, "c4 g5", "e4 c5", 1, 1, "d4"},
    {"7x7-henderson-40", 7, "a2 f2", "b3", 2, 2, "e3"},
    {"7x7-henderson-41", 7, "e3 a6", "a7", 2, 2, "d5"},
    {"7x7-henderson-42", 7, "d5 a6", "a7", 2, 2, "d4"},
    {"7x7-henderson-43", 7, "a6 e6", "a7", 2, 2, "c6"},
    {"7x7-henderson-44", 7, "e4 a6 b6 e6", "d5 e5 c6 a7", 1, 1, "b7"},
    {"7x7-henderson-45", 7, "d3 a6 b6 e6", "d5 c6 a7", 2, 2, "c2 f2"},
    {"7x7-henderson-46", 7, "a6 b6 e6", "c3 c6 a7", 1, 1, "d4"},
    {"7x7-henderson-47", 7, "a6 b6 e6", "d2 c6 a7", 1, 1, "f3 b4"},
    {"7x7-henderson-48", 7, "f3 a6 b6 e6", "e3 e4 c6 a7", 1, 1, "f2 c5"},
    {"7x7-henderson-49", 7, "b4 c5 a6 e6", "c4 b6 a7", 2, 2, "e3"},
    {"7x7-henderson-50", 7, "f2 d3 b4 b5 c5 a6 e6", "e1 c2 e3 c4 b6 a7", 2, 2, "d5"},
    {"7x7-henderson-51", 7, "b2", "d3", 1, 1, "c5"},
    {"7x7-henderson-52", 7, "b2 f2", "e3 f6", 1, 1, "e4"},
    {"7x7-henderson-53", 7, "b2 f2 d4", "e3 f6", 2, 2, "c5"},
    {"7x7-henderson-54", 7, "d2", "", 2, 2, "c5"},
    {"7x7-henderson-55", 7, "d2", "d4", 1, 1, "e4"},
    {"8x8-henderson-56", 8, "b2 c6", "b7", 2, 2, "e6"},
    {"7x7-henderson-57", 7, "a5", "e3", 1, 1, "c4"},
    {"7x7-henderson-58", 7, "a5 b6", "e3", 2, 2, "c2"},
    {"7x7-henderson-59", 7, "b3 a5 c5", "e3 b6", 2, 2, "b4"},
    {"7x7-henderson-60", 7, "b3 d3 c4 a5 c5", "e3 b4 d4 b6", 2, 2, "c7"},
    {"7x7-henderson-61", 7, "e3 a5 e5", "d3 d4", 2, 2, "e4"},
    {"7x7-henderson-62", 7, "g1 e3 d4 b5 c5 e5", "e2 f2 d3 e4 d5 c6", 1, 1, "f3"},
    {"8x8-henderson-66", 8, "c2", "", 2, 2, "d5"},
    {"7x7-henderson-74", 7, "a2 e4 b5", "e3 b4 d4", 1, 1, "c4"},
    {"7x7-henderson-75", 7, "a2 e4", "c3 e3", 1, 1, "d3"},
    {"7x7-henderson-76", 7, "a2 d5", "d4 c5", 1, 1, "g2"},
    {"7x7-henderson-77", 7, "a2", "d5", 1, 1, "c5"},
    {"7x7-henderson-78", 7, "e3 f3 a6", "d3 d4 e4", 1, 1, "c3"},
    {"7x7-henderson-79", 7, "a4 c4 e4", "e3 c5", 2, 2, "e5"},
    {"7x7-henderson-80", 7, "a4 d4 f5", "c5 d5", 2, 2, "e6"},
    {"7x7-henderson-81", 7, "d3 a4 f5", "e3 c5 e6", 1, 1, "e5"},
    {"6x6-henderson-82", 6, "b2 a4", "c3 b5", 1, 1, "c4"},
    {"8x8-henderson-88", 8, "g2 d4 d6", "e4 d5 e6", 1, 1, "g6 a7"},
    {"8x8-henderson-89", 8, "g2 e5 d6", "f3 e6", 2, 2, "c3"},
    {"8x8-henderson-90", 8, "b2 d5", "d3 e4", 1, 1, "a4 b4"},
    {"8x8-henderson-91", 8, "b2 b4", "d3", 2, 2, "d2 b3"},
    {"8x8-henderson-92", 8, "e2 g4 c5", "g3 d4 d5", 1, 1, "c4"},
    {"8x8-henderson-93", 8, "e2 e4 g4 c5", "d3 g3 d5", 2, 2, "e6"},
    {"8x8-henderson-94", 8, "e4 a5 c5 g6 a7 a8", "b3 b5 b6 c6 c7", 2, 2, "f3"},
    {"8x8-henderson-95", 8, "g2 g3 e4 b8", "f2 d4 e6", 2, 2, "d7"},
    {"8x8-henderson-96", 8, "c3 e4 c5 b7 b8", "c2 f2 d4 c7", 2, 2, "e1"},
    {"8x8-henderson-97", 8, "f1 f4 b5 a7", "g2 e3 e4", 2, 1, ""},
    {"8x8-henderson-98", 8, "b3 a5 f5 g5 e6 a7 b7", "c4 e4 f6 c7 a8 b8", 2, 2, "e3"},
    {"8x8-henderson-99", 8, "e3 c4 c5 e5 a6", "f3 d4 e4 d5 c6", 1, 1, "a7"},
    {"7x7-LG-01", 7, "b2 b5", "e3", 2, 2, "b6"},
};

std::pair<int, int> cellOf(const QString &name)
{
    return {name[0].unicode() - 'a', name.mid(1).toInt() - 1};
}

} // namespace

class TestHexPuzzles : public QObject {
    Q_OBJECT
private slots:
    void puzzles_data()
    {
        // Most other 7x7 puzzles and the 8x8 ones take the solver over 15 s
        // each (the README has the figures): they are in the table but not
        // run.
        const QStringList larger = QStringLiteral("7x7-enderton-02 7x7-henderson-23 7x7-henderson-34 7x7-henderson-48 "
                                                  "7x7-henderson-50")
                                       .split(QLatin1Char(' '));
        // Without the full sweeps (sanitizer and Debug builds): up to 5x5 and
        // a few quick 6x6 ones.
        const QStringList part = QStringLiteral("6x6-hayward-01 6x6-hein-03 6x6-hein-07 6x6-henderson-14 "
                                                "6x6-henderson-16 6x6-henderson-22")
                                     .split(QLatin1Char(' '));
        QTest::addColumn<int>("index");
        int rows = 0;
        for (int i = 0; i < int(std::size(kPuzzles)); ++i) {
            const Puzzle &z = kPuzzles[i];
            const QString name = QString::fromLatin1(z.name);
            const bool run = z.size <= 5 || (z.size == 6 && (test::fullHexSweeps() || part.contains(name)))
                          || (z.size > 6 && test::fullHexSweeps() && larger.contains(name));
            if (!run)
                continue;
            QTest::newRow(z.name) << i;
            ++rows;
        }
        QVERIFY(rows >= (test::fullHexSweeps() ? 30 : 12));
    }
    void puzzles()
    {
        QFETCH(int, index);
        const Puzzle &z = kPuzzles[index];
        HexPosition p(z.size);
        for (const auto &[list, player] : {std::pair{z.black, 1}, std::pair{z.white, 2}}) {
            for (const QString &c : QString::fromLatin1(list).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const auto [x, y] = cellOf(c);
                QCOMPARE(p.place({x, y, player}), HexPosition::Error::None);
            }
        }
        p.setToMove(z.toMove);
        HexSolveOptions options;
        options.seconds = 120;
        QElapsedTimer clock;
        clock.start();
        const HexSolveResult r = HexSolver(options).solve(p);
        qInfo("%s: %.2f s, %lld positions", z.name, double(clock.nsecsElapsed()) / 1e9,
              static_cast<long long>(r.nodes));
        QVERIFY2(r.winner != 0, "unsolved in 120 s");
        QCOMPARE(r.winner, z.winner);
        if (QByteArray(z.moves) == "-")
            return;
        QStringList ours;
        for (const auto &[x, y] : r.winningMoves)
            ours << HexPosition::cellName(x, y);
        const QStringList theirs = QString::fromLatin1(z.moves).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &m : theirs)
            QVERIFY2(ours.contains(m), qPrintable(m + QStringLiteral(" missing from ") + ours.join(QLatin1Char(' '))));
        for (const QString &m : ours) {
            if (!theirs.contains(m))
                qInfo("%s: %s wins too (outside benzene's list)", z.name, qPrintable(m));
        }
    }
};

QTEST_GUILESS_MAIN(TestHexPuzzles)
#include "tst_hexpuzzles.moc"
