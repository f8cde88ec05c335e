#pragma once

// Reading and writing files on a worker thread while a window stays
// responsive: user input waits meanwhile, and when the work takes longer
// than a delay a window-modal progress dialog shows (its Cancel, when it has
// one, is heard). The main window opens and saves documents with these.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QWidget;

namespace kibitz {

class GameDocument;

class BackgroundWork {
    Q_DECLARE_TR_FUNCTIONS(BackgroundWork)

public:
    // How far work got, for the dialog; `cancel` is set by its Cancel and
    // polled by the work to stop early.
    struct Progress {
        std::atomic<bool> cancel{false};
        std::atomic<qint64> done{0};
        std::atomic<qint64> total{0};
    };

    // Runs `work` on a worker thread; past `delayMilliseconds` a dialog over
    // `window` shows `label`. False when its Cancel was pressed (the work
    // still ran to its end; the caller drops its result). With `reported`,
    // the dialog shows done/total and Cancel also sets its `cancel`.
    static bool run(QWidget *window, int delayMilliseconds, const QString &label, bool cancellable,
                    const std::function<void()> &work, Progress *reported = nullptr);
    // Reads a file into a document on a worker thread (GameDocument::load),
    // with a progress dialog over `window` whose Cancel stops the reader.
    // `gamesBeforeError`: see GameDocument::load.
    static std::unique_ptr<GameDocument> load(QWidget *window, int delayMilliseconds, const QString &path,
                                              QString *error, QStringList *warnings, bool *cancelled,
                                              int *gamesBeforeError = nullptr);
};

} // namespace kibitz
