#pragma once

// Repaints only reach a shown, exposed window: shows `widget` and waits (up
// to 5 s) until the platform exposes it.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QWidget>
#include <QWindow>

#include <cstdio>

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
