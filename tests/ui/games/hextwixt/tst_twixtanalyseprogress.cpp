// Twixt's Analyse Game (issue 22) reports how far it got (positions done of
// the main line's) in its progress dialog, and its Cancel stops it with the
// document untouched.

#include "document/gamedocument.h"
#include "games/analysismarks.h"
#include "games/hextwixt/hextwixtview.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace kibitz;

namespace {

// A real game that fills most of the 24x24 board: hundreds of positions.
std::unique_ptr<GameDocument> longTwixtGame()
{
    const QString path
        = QDir(QStringLiteral(KIBITZ_SHARED_DIR)).filePath(QStringLiteral("corpus/real/twixt-t1/full_board.T1"));
    if (!QFileInfo::exists(path))
        return nullptr;
    QString error;
    std::unique_ptr<GameDocument> document = GameDocument::load(path, &error);
    if (!document)
        qWarning("%s", qPrintable(error));
    return document;
}

QProgressDialog *workDialog()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *dialog = qobject_cast<QProgressDialog *>(w);
            dialog && dialog->objectName() == QStringLiteral("WorkProgress") && dialog->isVisible())
            return dialog;
    return nullptr;
}

} // namespace

class TestTwixtAnalyseProgress : public QObject {
    Q_OBJECT

private slots:
    // The dialog's bar moves through values between its ends (not a busy
    // indicator), and the analysis finishes with every position done.
    void progressIsReported()
    {
        std::unique_ptr<GameDocument> document = longTwixtGame();
        if (!document)
            QSKIP("../shared/corpus/real is absent");
        HexTwixtView view(document.get());
        view.setProgressDelay(0);
        QList<int> values;
        int maximum = 0;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, [&] {
            if (QProgressDialog *dialog = workDialog()) {
                values << dialog->value();
                maximum = dialog->maximum();
            }
        });
        poll.start(10);
        QSignalSpy status(&view, &DocumentView::statusMessage);
        view.analyseGame();
        poll.stop();
        QCOMPARE(status.size(), 1);
        QVERIFY2(status.at(0).at(0).toString().startsWith(QStringLiteral("Analysed")),
                 qPrintable(status.at(0).at(0).toString()));
        QVERIFY(maximum > 0); // a range, not busy
        bool between = false;
        for (int v : values)
            between = between || (v > 0 && v < maximum);
        QVERIFY2(between, qPrintable(QStringLiteral("values seen: %1").arg(values.size())));
        QVERIFY(AnalysisMarks::find(document.get()));
        QCOMPARE(document->undoStack()->count(), 1);
    }

    // Cancel stops the analysis at its next position: nothing is changed.
    void cancelStops()
    {
        std::unique_ptr<GameDocument> document = longTwixtGame();
        if (!document)
            QSKIP("../shared/corpus/real is absent");
        HexTwixtView view(document.get());
        view.setProgressDelay(0);
        bool clicked = false;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, [&] {
            if (QProgressDialog *dialog = workDialog(); dialog && !clicked) {
                if (QPushButton *cancel = dialog->findChild<QPushButton *>()) {
                    clicked = true;
                    cancel->click();
                }
            }
        });
        poll.start(5);
        QSignalSpy status(&view, &DocumentView::statusMessage);
        view.analyseGame();
        poll.stop();
        QVERIFY(clicked);
        QCOMPARE(status.size(), 1);
        QVERIFY(status.at(0).at(0).toString().contains(QStringLiteral("cancelled")));
        QCOMPARE(document->undoStack()->count(), 0);
        QVERIFY(!document->isModified());
        const AnalysisMarks *marks = AnalysisMarks::find(document.get());
        QVERIFY(!marks || marks->firstDecided(0) == NoNode);
    }
};

QTEST_MAIN(TestTwixtAnalyseProgress)
#include "tst_twixtanalyseprogress.moc"
