#include "document/backgroundwork.h"

#include "document/gamedocument.h"

#include <QCloseEvent>
#include <QEventLoop>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>
#include <QWidget>

#include <new>

namespace kibitz {

namespace {

// A progress dialog that only its Cancel button (when it has one) closes:
// without one, neither Escape nor the window's close button hides it while
// the work it stands for is still running.
class WorkDialog : public QProgressDialog {
public:
    WorkDialog(const QString &label, const QString &cancelText, QWidget *parent)
        : QProgressDialog(label, QString(), 0, 0, parent)
        , m_cancellable(!cancelText.isEmpty())
    {
        if (m_cancellable)
            setCancelButtonText(cancelText);
        // The label names the file being read or written: plain text.
        if (auto *text = findChild<QLabel *>())
            text->setTextFormat(Qt::PlainText);
    }

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if (!m_cancellable && event->key() == Qt::Key_Escape)
            return;
        QProgressDialog::keyPressEvent(event);
    }
    void closeEvent(QCloseEvent *event) override
    {
        if (!m_cancellable) {
            event->ignore();
            return;
        }
        QProgressDialog::closeEvent(event);
    }

private:
    bool m_cancellable;
};

} // namespace

bool BackgroundWork::run(QWidget *window, int delayMilliseconds, const QString &label, bool cancellable,
                         const std::function<void()> &work, Progress *reported)
{
    std::unique_ptr<QThread> worker(QThread::create(work));
    QEventLoop loop;
    QObject::connect(worker.get(), &QThread::finished, &loop, [&loop] { loop.exit(0); });
    QTimer delay;
    delay.setSingleShot(true);
    QObject::connect(&delay, &QTimer::timeout, &loop, [&loop] { loop.exit(1); });
    worker->start();
    delay.start(delayMilliseconds);
    bool cancelled = false;
    // Until the dialog shows, user input waits in the queue (it is not
    // dropped) while timers and painting go on: nothing edits the document
    // the worker reads.
    if (loop.exec(QEventLoop::ExcludeUserInputEvents) == 1) {
        // Taking a while: a window-modal dialog keeps input away from the
        // window, and its Cancel (when it has one) is heard.
        WorkDialog progress(label, cancellable ? tr("Cancel") : QString(), window);
        progress.setObjectName(QStringLiteral("WorkProgress"));
        progress.setWindowTitle(tr("Kibitz"));
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(0);
        progress.setAutoReset(false);
        progress.setAutoClose(false);
        QObject::connect(&progress, &QProgressDialog::canceled, &progress, [&] {
            cancelled = true;
            if (reported)
                reported->cancel = true;
            progress.setLabelText(tr("Cancelling…"));
            progress.show(); // cancel() hid it: the work still ends first
        });
        progress.setValue(0);
        // Busy until the work reports how far it got.
        QTimer tick;
        if (reported) {
            QObject::connect(&tick, &QTimer::timeout, &progress, [&] {
                const qint64 total = reported->total.load();
                if (total > 0 && !cancelled) {
                    progress.setRange(0, 1000);
                    progress.setValue(int(reported->done.load() * 1000 / total));
                }
            });
            tick.start(50);
        }
        progress.show();
        loop.exec();
    }
    delay.stop();
    worker->wait();
    return !cancelled;
}

std::unique_ptr<GameDocument> BackgroundWork::load(QWidget *window, int delayMilliseconds, const QString &path,
                                                   QString *error, QStringList *warnings, bool *cancelled,
                                                   int *gamesBeforeError)
{
    // The file is read on a worker thread while this one keeps the window
    // alive; a window-modal progress dialog appears when reading takes long
    // and its Cancel stops the reader at its next progress report.
    std::atomic<bool> cancel{false};
    std::atomic<qint64> done{0}, total{0};
    ReadOptions options;
    options.progress = [&](qint64 d, qint64 t) {
        done = d;
        total = t;
        return !cancel.load();
    };
    std::unique_ptr<GameDocument> document;
    QThread *guiThread = window->thread();
    std::unique_ptr<QThread> worker(QThread::create([&] {
        // Readers refuse a file too dense for the memory budget
        // (filelimits.h); an allocation that fails all the same ends this
        // open with a message, not the program.
        try {
            document = GameDocument::load(path, error, warnings, options, cancelled, gamesBeforeError);
        } catch (const std::bad_alloc &) {
            document.reset();
            if (error)
                *error = tr("there is not enough memory to hold this file");
        }
        if (document)
            document->moveToThread(guiThread); // it lives where its views live
    }));
    QEventLoop loop;
    QObject::connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
    QProgressDialog progress(tr("Opening %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 1000, window);
    progress.setObjectName(QStringLiteral("OpenProgress"));
    progress.setWindowTitle(tr("Open"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(delayMilliseconds);
    progress.setAutoReset(false);
    progress.setValue(0);
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, [&] { cancel = true; });
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &progress, [&] {
        // Reading the file comes first and reports nothing: show it busy.
        const qint64 t = total.load();
        if (t <= 0)
            progress.setRange(0, 0);
        else {
            progress.setRange(0, 1000);
            progress.setValue(int(done.load() * 1000 / t));
        }
    });
    tick.start(50);
    worker->start();
    loop.exec(); // the finished signal is queued: it ends the loop even if the worker is already done
    worker->wait();
    return document;
}

} // namespace kibitz
