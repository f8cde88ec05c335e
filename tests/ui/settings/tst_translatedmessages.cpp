// The messages of the core (readers, rules) reach the window in the interface
// language: with the German or Japanese translation installed, opening a
// malformed file shows the reader's message translated, the place it names
// (line:column for text formats, the byte offset for binary ones) intact, and
// the reader's warnings translated in the status bar.

#include "document/gamedocument.h"
#include "jgamebuilder.h"
#include "settings/translations.h"
#include "window/mainwindow.h"
#include "window/warningsbutton.h"
#include "windowtesting.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace kibitz;
using kibitz::test::JgameBuilder;

namespace {

// A bgammon.org replay whose second line has a die of 9 (line 2, column 7).
const QByteArray badDie = "i 1700000000 alice bob 3 0 0 0 0 0\n1 r 5-9 13/8\n";
// A double whose cube value is not a number (line 3, column 5): the message
// names the field, a translated text of its own.
const QByteArray badCube = "i 1700000000 alice bob 3 0 0 0 0 0\n1 r 5-3 13/8 13/10\n2 d x 1\n";
// A good replay without the index table: read with a warning.
const QByteArray noIndex = "i 1700000000 alice bob 3 0 0 0 0 0\n1 r 5-3 13/8 13/10\n";

// A 3x3 Hex game cut short inside its last node's key list.
QByteArray truncatedJgame()
{
    JgameBuilder b = JgameBuilder::standard("hex1", 3, "Vert", "Horiz");
    b.children(1);
    b.move(1, 0, 1).children(1);
    b.move(0, 1, 2).children(0);
    QByteArray bytes = b.bytes();
    bytes.chop(3); // the zero byte ending the key list and the child count
    return bytes;
}

} // namespace

class TestTranslatedMessages : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;

    QString file(const char *name, const QByteArray &bytes)
    {
        const QString path = m_files.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return QString();
        return path;
    }

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        qputenv("XDG_DATA_HOME", m_settingsDir.filePath(QStringLiteral("data")).toUtf8());
        QVERIFY(m_files.isValid());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(900, 650);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        discardWindow(m_window);
        translations::install(QStringLiteral("en"));
    }

    void openErrorsInTheInterfaceLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("place"); // where the error is: "line:column" or a byte offset
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("translated");

        const QString die = QStringLiteral("expected a die from 1 to 6");
        const QString cube = QStringLiteral("expected the cube value (a number)");
        const QString keyList
            = QStringLiteral("unexpected end of file: expected a key or the zero byte ending a key list");
        const QByteArray jgame = truncatedJgame();
        const QString offset = QString::number(jgame.size());

        QTest::newRow("de, line:column") << QStringLiteral("de") << QStringLiteral("die.match") << badDie
                                         << QStringLiteral("2:7") << die
                                         << QStringLiteral("Würfel von 1 bis 6 erwartet");
        QTest::newRow("de, a field's name")
            << QStringLiteral("de") << QStringLiteral("cube.match") << badCube << QStringLiteral("3:5") << cube
            << QStringLiteral("erwartet: der Wert des Dopplerwürfels (eine Zahl)");
        QTest::newRow("de, byte offset")
            << QStringLiteral("de") << QStringLiteral("cut.jgame") << jgame << offset << keyList
            << QStringLiteral("unerwartetes Dateiende: ein Schlüssel oder das Nullbyte am Ende einer Schlüsselliste "
                              "erwartet");
        QTest::newRow("ja, line:column") << QStringLiteral("ja") << QStringLiteral("die.match") << badDie
                                         << QStringLiteral("2:7") << die
                                         << QStringLiteral("1～6 のダイスの目が必要です");
        QTest::newRow("ja, a field's name")
            << QStringLiteral("ja") << QStringLiteral("cube.match") << badCube << QStringLiteral("3:5") << cube
            << QStringLiteral("キューブの値（数値）が必要です");
        QTest::newRow("ja, byte offset")
            << QStringLiteral("ja") << QStringLiteral("cut.jgame") << jgame << offset << keyList
            << QStringLiteral("予期しないファイルの終わりです: キー、またはキーの並びを終える 0 バイトが必要です");
    }

    void openErrorsInTheInterfaceLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, fileName);
        QFETCH(QByteArray, content);
        QFETCH(QString, place);
        QFETCH(QString, english);
        QFETCH(QString, translated);
        const QString path = file(fileName.toLatin1().constData(), content);
        QVERIFY(!path.isEmpty());

        // The window says the place in words, in the interface's language.
        const QStringList lineColumn = place.split(u':');
        const auto inWords = [&] {
            return lineColumn.size() == 2 ? GameDocument::tr("line %1, column %2").arg(lineColumn[0], lineColumn[1])
                                          : GameDocument::tr("byte %1").arg(place);
        };
        // In English first: the message the tests of the readers know.
        QString error;
        QVERIFY(!m_window->openFile(path, &error));
        const QString englishPlace = lineColumn.size() == 2
                                       ? QStringLiteral("line %1, column %2").arg(lineColumn[0], lineColumn[1])
                                       : QStringLiteral("byte %1").arg(place);
        QCOMPARE(inWords(), englishPlace);
        QCOMPARE(error,
                 QStringLiteral("Cannot open %1:\n%2: %3").arg(QDir::toNativeSeparators(path), englishPlace, english));

        QCOMPARE(translations::install(language), language);
        QVERIFY(!m_window->openFile(path, &error));
        const QString cannotOpen = DocumentFiles::tr("Cannot open %1:\n%2");
        QVERIFY(cannotOpen != QStringLiteral("Cannot open %1:\n%2"));
        QVERIFY(inWords() != englishPlace);
        QCOMPARE(error, cannotOpen.arg(QDir::toNativeSeparators(path), inWords() + QStringLiteral(": ") + translated));
        QCOMPARE(m_window->documentCount(), 0);
    }

    // What the user sees: the message box of a failed open.
    void theMessageBoxShowsTheTranslatedError()
    {
        const QString path = file("die.match", badDie);
        QCOMPARE(translations::install(QStringLiteral("de")), QStringLiteral("de"));
        QString shown, title;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            shown = box->text();
            title = box->windowTitle();
            box->accept();
        });
        poll.start(10);
        QVERIFY(!m_window->openFile(path));
        QTRY_VERIFY(!title.isEmpty()); // the box shows without blocking
        poll.stop();
        QCOMPARE(title, QStringLiteral("Öffnen"));
        QVERIFY2(shown.startsWith(DocumentFiles::tr("Cannot open %1:\n%2").section(QStringLiteral("%1"), 0, 0)),
                 qPrintable(shown));
        QVERIFY2(shown.endsWith(QStringLiteral("\nZeile 2, Spalte 7: Würfel von 1 bis 6 erwartet")), qPrintable(shown));
    }

    // A file that opens with a warning: the warning counted in the status
    // bar and listed on demand.
    void readerWarningsInTheInterfaceLanguage()
    {
        const QString path = file("noindex.match", noIndex);
        QCOMPARE(translations::install(QStringLiteral("fr")), QStringLiteral("fr"));
        QVERIFY(m_window->openFile(path));
        QCOMPARE(m_window->warningsButton()->warnings(),
                 QStringList{QStringLiteral(
                     "il n’y a pas de table d’index ; les parties ont été trouvées en lisant chaque ligne")});
    }
};

QTEST_MAIN(TestTranslatedMessages)
#include "tst_translatedmessages.moc"
