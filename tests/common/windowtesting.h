#pragma once

// What the widget tests share around a real MainWindow.

#include "document/gamedocument.h"
#include "window/mainwindow.h"

#include <QUndoStack>

#include <memory>

namespace kibitz {

// Marks every open document clean, so that closing asks nothing, and
// destroys the window.
inline void discardWindow(std::unique_ptr<MainWindow> &window)
{
    if (!window)
        return;
    for (GameDocument *document : window->findChildren<GameDocument *>())
        document->undoStack()->setClean();
    window.reset();
}

} // namespace kibitz
