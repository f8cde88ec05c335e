// Benchmark of opening a big file in the desktop application (issue target in
// parentheses): a generated 1 000 000-node Jgame Hex tree opened through the
// main window, timed until the window is usable: the file read, the board
// and every panel (game tree included) laid out and painted once (< 1 s).
// Then the time to scroll the game tree to the far end of the main line.
// Run offscreen: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_open [nodes]

#include "benchwindow.h"
#include "jgamegenerator.h"

#include "document/gamedocument.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWindow>

#include <cstdio>

using namespace kibitz;

int main(int argc, char **argv)
{
    useOffscreenUnlessSet();
    QApplication app(argc, argv);
    const TemporarySettings settings;
    const int nodes = argc > 1 ? std::max(2, atoi(argv[1])) : 1000000;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.jgame"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bench::bigTree(nodes)) < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 2;
        }
    }
    std::printf("file: %d nodes, %.1f MB\n", nodes, double(QFileInfo(path).size()) / 1e6);

    MainWindow window;
    window.resize(1400, 900);
    waitForExposure(window);
    QCoreApplication::processEvents();

    QElapsedTimer timer;
    timer.start();
    QString error;
    if (!window.openFile(path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const double opened = double(timer.nsecsElapsed()) / 1e6;
    // Everything the open scheduled: layouts, the first paint of every widget.
    QCoreApplication::processEvents();
    window.repaint();
    const double usable = double(timer.nsecsElapsed()) / 1e6;
    std::printf("open: file read and window built %.0f ms; usable (everything painted) after %.0f ms "
                "(target < 1000 ms)\n",
                opened, usable);

    timer.restart();
    window.action(QStringLiteral("end"))->trigger();
    QCoreApplication::processEvents();
    std::printf("jump to the end of the main line, panels following: %.1f ms\n", double(timer.nsecsElapsed()) / 1e6);
    timer.restart();
    window.action(QStringLiteral("start"))->trigger();
    QCoreApplication::processEvents();
    std::printf("back to the start: %.1f ms\n", double(timer.nsecsElapsed()) / 1e6);
    window.currentDocument()->undoStack()->setClean();
    return 0;
}
