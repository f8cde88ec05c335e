// kibitz-cli info and check over several files and folders: each file in
// turn, as if given alone; a folder stands for the files Kibitz reads in it
// and its subfolders; the exit code is the worst.

#include "clitesting.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz::test;

class TestCliCollections : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    void write(const QString &name, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path(name)).absolutePath());
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }

private slots:
    void initTestCase()
    {
        write(QStringLiteral("games/a.sgf"), "(;FF[4]GM[21]SZ[24]PW[Anna]PB[Bruno];W[D4];B[C5])");
        write(QStringLiteral("games/deeper/b.sgf"), "(;FF[4]GM[11]SZ[11];B[a1])(;FF[4]GM[11]SZ[11];B[b2];W[c3])");
        write(QStringLiteral("games/notes.txt"), "not a game record");
        write(QStringLiteral("illegal.sgf"), "(;FF[4]GM[11]SZ[5];B[a1];W[a1])");
    }

    void infoOnSeveralFiles()
    {
        const Run r = cli(
            {QStringLiteral("info"), path(QStringLiteral("games/a.sgf")), path(QStringLiteral("games/deeper/b.sgf"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(path(QStringLiteral("games/a.sgf")) + QStringLiteral(": sgf, 1 game")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(path(QStringLiteral("games/deeper/b.sgf")) + QStringLiteral(": sgf, 2 games")),
                 qPrintable(r.out));
        QVERIFY(r.out.indexOf(QStringLiteral("a.sgf")) < r.out.indexOf(QStringLiteral("b.sgf")));
    }

    void infoJsonOnAFolder()
    {
        const Run r = cli({QStringLiteral("info"), QStringLiteral("--json"), path(QStringLiteral("games"))});
        QCOMPARE(r.exitCode, 0);
        // One object per file, one after the other: a.sgf, then deeper/b.sgf
        // (path order); notes.txt is no game record.
        QList<QJsonObject> objects;
        QByteArray rest = r.out.toUtf8();
        while (!rest.trimmed().isEmpty()) {
            const qsizetype end = rest.indexOf("\n}") + 2;
            QVERIFY(end > 1);
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(rest.left(end), &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
            objects << doc.object();
            rest = rest.mid(end);
        }
        QCOMPARE(objects.size(), 2);
        QVERIFY(objects[0][QStringLiteral("file")].toString().endsWith(QStringLiteral("a.sgf")));
        QCOMPARE(objects[1][QStringLiteral("games")].toArray().size(), 2);
    }

    void checkReportsTheWorst()
    {
        const Run ok = cli({QStringLiteral("check"), path(QStringLiteral("games"))});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(ok.out.count(QStringLiteral(": OK, ")), 2);
        const Run bad
            = cli({QStringLiteral("check"), path(QStringLiteral("games/a.sgf")), path(QStringLiteral("illegal.sgf"))});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.out.contains(QStringLiteral("a.sgf: OK, 1 game")), qPrintable(bad.out));
        QVERIFY2(bad.err.startsWith(path(QStringLiteral("illegal.sgf")) + u':'), qPrintable(bad.err));
        const Run missing
            = cli({QStringLiteral("check"), path(QStringLiteral("illegal.sgf")), path(QStringLiteral("no-such.sgf"))});
        QCOMPARE(missing.exitCode, 2);
    }

    void emptyFolder()
    {
        QTemporaryDir empty;
        const Run r = cli({QStringLiteral("info"), empty.path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no file Kibitz reads")), qPrintable(r.err));
        // One file alone is the command as it always was.
        const Run none = cli({QStringLiteral("info")});
        QCOMPARE(none.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCollections)
#include "tst_cli_collections.moc"
