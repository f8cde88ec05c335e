#pragma once

// What the benchmarks that open windows share.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QWidget>
#include <QWindow>

#include <cstdio>

// Before the QApplication: draw offscreen unless QT_QPA_PLATFORM names a
// platform (e.g. xcb, to watch the benchmark).
inline void useOffscreenUnlessSet()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

// After the QApplication, for the benchmark's lifetime: settings in a
// temporary folder, so that a benchmark neither reads nor changes the user's.
class TemporarySettings {
public:
    TemporarySettings() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path()); }

private:
    QTemporaryDir m_dir;
};

// Repaints only reach a shown, exposed window: shows `widget` and waits (up
// to 5 s) until the platform exposes it.
inline void waitForExposure(QWidget &widget)
{
    widget.show();
    QElapsedTimer timer;
    timer.start();
    while (!(widget.windowHandle() && widget.windowHandle()->isExposed()) && timer.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!widget.windowHandle() || !widget.windowHandle()->isExposed())
        std::fprintf(stderr, "warning: the window was never exposed; repaints may be skipped\n");
}
