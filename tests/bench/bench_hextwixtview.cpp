// Benchmark of the desktop application's stepping (issue target in
// parentheses): a 24x24 Twixt game of 300 pegs, stepped forward to the end
// and back to the start, each step including a synchronous repaint (< 5 ms per
// step). Measured twice: the board view alone, and the whole main window with
// its panels following the move (the move list, comment and game info), each
// step painting what it changed.
// Run offscreen: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_hextwixtview

#include "benchwindow.h"
#include "document/gamedocument.h"
#include "games/hextwixt/hextwixtview.h"
#include "window/mainwindow.h"

#include "games/boardmove.h"
#include "games/replayer.h"
#include "games/twixt/twixtmove.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QWindow>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace kibitz;

namespace {

// A legal 24x24 Twixt game of `pegs` pegs, chosen at random (fixed seed).
GameRecord twixtGame(int pegs)
{
    GameRecord game;
    game.kind = GameKind::Twixt;
    game.columns = game.rows = 24;
    game.player1 = QStringLiteral("Bench One");
    game.player2 = QStringLiteral("Bench Two");
    std::unique_ptr<Replayer> position = Replayer::forGame(game);
    QRandomGenerator random(24);
    NodeId node = game.tree.root();
    int placed = 0;
    while (placed < pegs) {
        TwixtMove move;
        move.x = random.bounded(24);
        move.y = random.bounded(24);
        move.player = position->toMove();
        const QByteArray data = encodeTwixtMove(move);
        std::unique_ptr<Replayer> trial = position->clone();
        if (!trial->apply(std::uint8_t(MoveTag::Place), data).isEmpty())
            continue;
        position = std::move(trial);
        node = game.tree.appendChild(node, std::uint8_t(MoveTag::Place), data);
        ++placed;
    }
    return game;
}

struct Figures {
    double mean = 0;
    double worst = 0;
};

// Steps to the end and back `rounds` times; `step` moves and repaints.
template <typename Step>
Figures measure(int steps, int rounds, Step step)
{
    std::vector<double> times;
    QElapsedTimer timer;
    for (int round = 0; round < rounds; ++round) {
        for (const bool forward : {true, false}) {
            for (int i = 0; i < steps; ++i) {
                timer.start();
                step(forward);
                times.push_back(double(timer.nsecsElapsed()) / 1e6);
            }
        }
    }
    Figures figures;
    for (double t : times)
        figures.mean += t;
    figures.mean /= double(times.size());
    figures.worst = *std::max_element(times.begin(), times.end());
    return figures;
}

} // namespace

int main(int argc, char **argv)
{
    useOffscreenUnlessSet();
    QApplication app(argc, argv);
    const TemporarySettings settings;
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    constexpr int pegs = 300;

    QElapsedTimer generation;
    generation.start();
    Collection collection;
    collection.games.push_back(twixtGame(pegs));
    std::printf("generated a 24x24 Twixt game of %d pegs in %.0f ms\n", pegs, double(generation.elapsed()));

    {
        auto *document = new GameDocument(collection, QString(), FileFormat::Jgame);
        HexTwixtView view(document);
        document->setParent(&view);
        view.resize(900, 800);
        waitForExposure(view);
        const Figures f = measure(pegs, rounds, [&](bool forward) {
            forward ? document->goToMainChild() : document->goToParent();
            view.repaint();
        });
        std::printf("board view 900x800: %.3f ms per step on average, %.3f ms at worst (target < 5 ms)\n", f.mean,
                    f.worst);
        // The two halves of a step: computing what to show, and painting it.
        const Figures model = measure(
            pegs, rounds, [&](bool forward) { forward ? document->goToMainChild() : document->goToParent(); });
        document->goToEndOfLine();
        const Figures paint = measure(pegs, rounds, [&](bool) { view.repaint(); });
        std::printf("  of which picture %.3f ms, repaint of the last position %.3f ms on average\n", model.mean,
                    paint.mean);
    }

    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bench.jgame"));
        const SaveResult saved = serialize(collection, FileFormat::Jgame);
        if (!saved.ok() || !writeFileAtomically(path, saved.data).isEmpty()) {
            std::fprintf(stderr, "cannot write the game: %s\n", qPrintable(saved.error));
            return 1;
        }
        MainWindow window;
        window.resize(1400, 900);
        waitForExposure(window);
        QString error;
        if (!window.openFile(path, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        QAction *next = window.action(QStringLiteral("nextMove"));
        QAction *previous = window.action(QStringLiteral("previousMove"));
        const Figures f = measure(pegs, rounds, [&](bool forward) {
            (forward ? next : previous)->trigger();
            // Paints what the step changed: the board, the move list's
            // selection, the panels that follow the node.
            QCoreApplication::processEvents();
        });
        std::printf("main window 1400x900 with panels: %.3f ms per step on average, %.3f ms at worst (target < 5 ms)\n",
                    f.mean, f.worst);
    }
    return 0;
}
