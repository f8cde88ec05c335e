// kibitz-cli's text output cannot be forged by a file's name or content:
// control characters in file names and in values from the file are printed
// escaped (a name holding "\nfake.sgf:1:1: everything OK\n" stays on its
// line), and "--" ends the options, so that a file named --json can be given.

#include "clitesting.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::test::cli;
using kibitz::test::Run;

namespace {

const QByteArray kHexGame = "(;FF[4]GM[11]SZ[5]PB[Ann]PW[Bob];B[c3];W[b2])\n";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// kibitz-cli run in `dir` (for relative file names that look like options).
Run cliIn(const QString &dir, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral(KIBITZ_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

bool hasControlCharacters(const QString &text)
{
    for (const QChar c : text) {
        if ((c.unicode() < 0x20 && c != u'\n') || c.unicode() == 0x7f || (c.unicode() >= 0x80 && c.unicode() < 0xa0))
            return true;
    }
    return false;
}

} // namespace

class TestCliPrintable : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The case: a file name that holds a diagnostic line of its own.
    void fileNamesCannotForgeLines_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("check, valid") << kHexGame << QStringLiteral("check") << 0;
        QTest::newRow("check, broken") << QByteArray("(;FF[4]GM[11]SZ[5];B[c3];W[") << QStringLiteral("check") << 1;
        QTest::newRow("info, valid") << kHexGame << QStringLiteral("info") << 0;
        QTest::newRow("info, broken") << QByteArray("(;FF[4]GM[11]SZ[5];B[c3];W[") << QStringLiteral("info") << 1;
    }

    void fileNamesCannotForgeLines()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, command);
        QFETCH(int, exitCode);
        const QString name = QStringLiteral("evil\nfake.sgf:1:1: everything OK\n\x1b[2K.sgf");
        const QString path = m_dir.filePath(name);
        QVERIFY(writeFile(path, content));
        const Run r = cli({command, path});
        QCOMPARE(r.exitCode, exitCode);
        const QString all = r.out + r.err;
        for (const QString &line : all.split(u'\n', Qt::SkipEmptyParts)) {
            QVERIFY2(!line.startsWith(QLatin1String("fake.sgf")), qPrintable(all));
            QVERIFY2(line.startsWith(m_dir.path()) || line.startsWith(QLatin1String("game ")) || line.startsWith(u' '),
                     qPrintable(all));
        }
        QVERIFY2(!hasControlCharacters(all), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("evil\\nfake.sgf:1:1: everything OK\\n\\x1b[2K.sgf")), qPrintable(all));
        QFile::remove(path);
    }

    // Names and values from the file: printed with their control characters
    // escaped, in `info` and in the messages that quote them.
    void valuesFromTheFileAreEscaped()
    {
        const QString path = m_dir.filePath(QStringLiteral("names.sgf"));
        QVERIFY(writeFile(path, "(;FF[4]GM[11]SZ[5]PB[Ann\x1b[31mRed]PW[Bob\x07]GN[game\x1b\\]0;title\x07];B[c3])\n"));
        const Run r = cli({QStringLiteral("info"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!hasControlCharacters(r.out + r.err), qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QLatin1String("Ann\\x1b[31mRed vs Bob\\x07")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("\"game\\x1b]0;title\\x07\"")), qPrintable(r.out));
        // --json escapes by JSON's rules.
        const Run json = cli({QStringLiteral("info"), path, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(json.out.contains(QLatin1String("Ann\\u001b[31mRed")), qPrintable(json.out));
    }

    // "--" ends the options: a file named --json is a file, for the
    // commands of one file and of several.
    void doubleDashEndsTheOptions()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("--json")), kHexGame));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("-x.sgf")), kHexGame));
        Run r = cliIn(dir.path(), {QStringLiteral("check"), QStringLiteral("--"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QLatin1String("--json: OK, 1 game")), qPrintable(r.out + r.err));
        // Without "--" it stays an option.
        r = cliIn(dir.path(), {QStringLiteral("check"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 2);
        r = cliIn(dir.path(), {QStringLiteral("info"), QStringLiteral("--json"), QStringLiteral("--"),
                               QStringLiteral("--json"), QStringLiteral("-x.sgf")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("\"file\": \"--json\"")), qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QLatin1String("\"file\": \"-x.sgf\"")), qPrintable(r.out + r.err));
        r = cliIn(dir.path(), {QStringLiteral("info"), QStringLiteral("--"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QLatin1String("--json: sgf, 1 game")), qPrintable(r.out + r.err));
        r = cliIn(dir.path(), {QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("sgf"),
                               QStringLiteral("--"), QStringLiteral("--json"), QStringLiteral("--out")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("--out"))));
        r = cliIn(dir.path(), {QStringLiteral("positions"), QStringLiteral("--last"), QStringLiteral("--"),
                               QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QLatin1String("2\t")), qPrintable(r.out + r.err));
        r = cliIn(dir.path(), {QStringLiteral("render"), QStringLiteral("-o"), QStringLiteral("board.png"),
                               QStringLiteral("--"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("board.png"))));
    }
};

QTEST_MAIN(TestCliPrintable)
#include "tst_cli_printable.moc"
