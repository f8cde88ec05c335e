// Names, events, comments and file names that hold markup show as written
// everywhere in the window: labels, buttons, tool tips (the evaluation
// buttons', the Games list's, the recent files'), the item views (Games list,
// Explorer, Rokkaku standings), the start page, the tabs, the window title
// and the message boxes (the crash-recovery question). Before, Qt took such a
// text for HTML: "<img src=x>" showed a broken image, "<font size=7>" large
// text.

#include "common/userprompts.h"
#include "panels/evaluationpanel.h"
#include "panels/gamespanel.h"
#include "window/mainwindow.h"
#include "windowtesting.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QWindow>

using namespace kibitz;

namespace {

// What the names and texts of the test files hold (the file name has no
// "/": it would name a folder).
const QStringList kMarkup = {
    QStringLiteral("<font size=7 color=red>"),
    QStringLiteral("<img src=x>"),
    QStringLiteral("<b>Open</b>"),
    QStringLiteral("<h1>big</h1>"),
    QStringLiteral("<i>root</i>"),
    QStringLiteral("<b>bold<b>"),
};

const QString kFileName = QStringLiteral("<b>bold<b> [*] & co.sgf");

QByteArray hexCollection()
{
    return "(;FF[4]GM[11]SZ[5]PB[<font size=7 color=red>Ann</font>]PW[<img src=x>Bob]EV[<b>Open</b> cup]RE[B+]"
           "C[<i>root</i>];B[c3]C[<h1>big</h1>];W[b2])\n"
           "(;FF[4]GM[11]SZ[5]PB[<img src=x>Bob]PW[<font size=7 color=red>Ann</font>]EV[<b>Open</b> cup];B[a1])\n";
}

// The text as a widget shows it: rich text is rendered (its tags vanish,
// an image becomes an object character), plain text as it is.
QString shown(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    const bool rich = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// Every text in `root` that holds markup of the files and does not show it
// as written, each with where it is.
QStringList renderedMarkup(QWidget *root)
{
    QStringList wrong;
    const auto check = [&](const QString &where, const QString &text, Qt::TextFormat format) {
        for (const QString &markup : kMarkup) {
            if (text.contains(markup) && !shown(text, format).contains(markup))
                wrong << QStringLiteral("%1: %2").arg(where, text);
        }
    };
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        const QString name = QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
        check(name + QStringLiteral(" tool tip"), w->toolTip(), Qt::AutoText);
        if (auto *label = qobject_cast<QLabel *>(w))
            check(name, label->text(), label->textFormat());
        if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                check(name + QStringLiteral(" tab tool tip"), tabs->tabToolTip(i), Qt::AutoText);
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            const QAbstractItemModel *model = view->model();
            for (int row = 0; row < std::min(model->rowCount(), 50); ++row) {
                for (int column = 0; column < model->columnCount(); ++column) {
                    const QModelIndex index = model->index(row, column);
                    check(name + QStringLiteral(" item tool tip"), index.data(Qt::ToolTipRole).toString(),
                          Qt::AutoText);
                }
            }
        }
    }
    for (QAction *action : root->findChildren<QAction *>())
        check(QStringLiteral("action ") + action->text(), action->toolTip(), Qt::AutoText);
    return wrong;
}

// Whether any of `texts` shows the markup as written, as a tool tip shows
// it (the check above finds nothing in a window that shows no name).
bool anyHolds(const QStringList &texts, const QString &markup)
{
    return std::any_of(texts.begin(), texts.end(), [&](const QString &t) { return shown(t).contains(markup); });
}

QStringList toolTipsIn(QWidget *root)
{
    QStringList tips;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        tips << w->toolTip();
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            for (int row = 0; row < std::min(view->model()->rowCount(), 50); ++row)
                for (int column = 0; column < view->model()->columnCount(); ++column)
                    tips << view->model()->index(row, column).data(Qt::ToolTipRole).toString();
        }
    }
    for (QAction *action : root->findChildren<QAction *>())
        tips << action->toolTip();
    return tips;
}

} // namespace

class TestPlainText : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_files.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return QString();
        return path;
    }

    void newWindow()
    {
        discardWindow(m_window);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1100, 750);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
        QVERIFY(m_files.isValid());
    }

    void cleanup() { discardWindow(m_window); }

    // The window with a collection whose names, event, comments and file
    // name hold markup: the Games list, the evaluation buttons, the panels,
    // the tab and the window title show them as written.
    void collectionShowsNamesAsWritten()
    {
        newWindow();
        const QString path = writeFile(kFileName, hexCollection());
        QVERIFY(!path.isEmpty());
        QString error;
        QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
        QApplication::processEvents();
        QTest::qWait(50);
        // The places named in the issue hold the markup at all: the
        // evaluation buttons' tool tips and the Games list's.
        QVERIFY2(anyHolds(toolTipsIn(m_window->evaluationPanel()), QStringLiteral("<font size=7 color=red>Ann")),
                 "no evaluation button names the players");
        QVERIFY2(anyHolds(toolTipsIn(m_window->gamesPanel()), QStringLiteral("<b>Open</b>")),
                 "the Games list names no event");
        const QStringList wrong = renderedMarkup(m_window.get());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        // The title: "[*]" of the name stays, and "&" in the tab is no
        // shortcut mark.
        QVERIFY(m_window->windowHandle());
        QVERIFY2(m_window->windowHandle()->title().contains(kFileName), qPrintable(m_window->windowHandle()->title()));
        auto *tabs = m_window->findChild<QTabWidget *>();
        QVERIFY(tabs);
        const QString tabText = tabs->tabText(tabs->currentIndex());
        QVERIFY2(tabText.startsWith(QStringLiteral("<b>bold<b> [*] && co.sgf")), qPrintable(tabText));
    }

    // The start page and File > Open Recent list the file by its name.
    void recentFilesShowTheNameAsWritten()
    {
        newWindow();
        const QString path = writeFile(kFileName, hexCollection());
        QVERIFY(m_window->openFile(path));
        newWindow(); // a new window lists it as a recent file on its start page
        QVERIFY(m_window->isStartPageShown());
        const QStringList wrong = renderedMarkup(m_window.get());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        QVERIFY2(anyHolds(toolTipsIn(m_window->startPage()), QStringLiteral("<b>bold<b>")),
                 "the start page does not list the file");
        QStringList buttons; // "&&" shows as "&" ("&" alone marks a shortcut key)
        for (const QAbstractButton *b : m_window->startPage()->findChildren<QAbstractButton *>())
            buttons << b->text();
        // A button's text is never rich text: it holds the name as written.
        QVERIFY2(std::any_of(buttons.begin(), buttons.end(),
                             [](const QString &b) { return b.contains(QStringLiteral("<b>bold<b> [*] && co.sgf")); }),
                 qPrintable(buttons.join(u'\n')));
    }

    // A Rokkaku log whose team names hold markup: the standings and the
    // view's labels show them as written.
    void rokkakuTeamNamesShowAsWritten()
    {
        QFile log(QStringLiteral(KIBITZ_TEST_DATA "/rokkaku/no-results.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QByteArray bytes = log.readAll();
        bytes.replace("Alpha\n", "<font size=7 color=red>Alpha</font>\n");
        bytes.replace("Beta\n", "<img src=x>Beta\n");
        const QString path = writeFile(QStringLiteral("teams.log"), bytes);
        newWindow();
        QString error;
        QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
        QApplication::processEvents();
        const QStringList wrong = renderedMarkup(m_window.get());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // The crash-recovery question names the file as written.
    void recoveryQuestionShowsTheFileNameAsWritten()
    {
        newWindow();
        MessageBoxPrompts prompts(m_window.get());
        RecoveryStore::Entry entry;
        entry.originalPath = m_files.filePath(kFileName);
        entry.savedAt = QStringLiteral("2026-11-29T06:00:00");
        QString text;
        Qt::TextFormat format = Qt::AutoText;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            answer.stop();
            text = box->text();
            format = box->textFormat();
            box->button(QMessageBox::No)->click();
        });
        answer.start();
        QVERIFY(!prompts.recoverEdits(entry));
        QVERIFY2(text.contains(QStringLiteral("<b>bold<b>")), qPrintable(text));
        QVERIFY2(shown(text, format).contains(QDir::toNativeSeparators(entry.originalPath)),
                 qPrintable(shown(text, format)));
    }
};

QTEST_MAIN(TestPlainText)
#include "tst_plaintext.moc"
