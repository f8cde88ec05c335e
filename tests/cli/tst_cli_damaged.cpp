// kibitz-cli info and check on a collection cut short (they say how many
// games read whole before the error, and still fail), and on text encodings
// that the SGF and .mat readers decode: UTF-16, CA[ISO-2022-JP], a CA no
// decoder knows, names that are not UTF-8, CR-only line ends.

#include "clitesting.h"

#include <QDir>
#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QtTest>

using namespace kibitz::test;

namespace {

QByteArray readData(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliDamaged : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return f.fileName();
    }

private slots:
    // Little Golem's download cut inside its fourth game.
    void sgfCutShort()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_SHARED_DIR "/corpus/real/hex-sgf/1381.txt"));
        qsizetype fourth = -1;
        for (int i = 0; i < 4; ++i)
            fourth = whole.indexOf("(;", fourth + 1);
        QVERIFY(fourth > 0);
        const QString path = write(QStringLiteral("cut.txt"), whole.left(whole.indexOf("RE[", fourth) + 1));
        for (const char *command : {"info", "check"}) {
            const Run r = cli({QString::fromLatin1(command), path});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QStringLiteral("property identifier 'R' without a value")), qPrintable(r.err));
            QVERIFY2(r.err.contains(path + QStringLiteral(": 3 games read whole before this error")),
                     qPrintable(r.err));
        }
        // A file damaged in its first game says nothing of games.
        const QString first = write(QStringLiteral("first.sgf"), "(;FF[4]GM[11]SZ[11];B[a1];W[");
        const Run r = cli({QStringLiteral("check"), first});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.err.contains(QStringLiteral("read whole")));
    }

    void matCutShort()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/gnubg108-charlot-7p.mat"));
        const QString path
            = write(QStringLiteral("cut.mat"), whole.left(whole.indexOf('/', whole.indexOf("Game 3")) + 1));
        for (const char *command : {"info", "check"}) {
            const Run r = cli({QString::fromLatin1(command), path});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(path + QStringLiteral(": 2 games read whole before this error")),
                     qPrintable(r.err));
        }
    }

    void matchCutShort()
    {
        const QByteArray whole = readData(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/server-7-point-match.match"));
        const qsizetype last = whole.lastIndexOf("\ni ");
        const QString path = write(QStringLiteral("cut.match"), whole.left(whole.indexOf('\n', last + 1) + 1 + 4));
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(path + QStringLiteral(": 6 games read whole before this error")), qPrintable(r.err));
    }

    void utf16Sgf()
    {
        const QString text = QStringLiteral("(;FF[4]GM[11]SZ[5]PB[Zo\u00eb]PW[Bob]\n;B[a1];W[b2]\n;B[a1])\n");
        QStringEncoder encoder(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
        const QString path = write(QStringLiteral("utf16.sgf"), encoder(text));
        const Run info = cli({QStringLiteral("info"), path});
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.out.contains(QStringLiteral("Zo\u00eb")), qPrintable(info.out));
        // The illegal move is placed on line 3 of the text.
        const Run check = cli({QStringLiteral("check"), path});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.err.contains(path + QStringLiteral(":3:3: ")), qPrintable(check.err));
        QVERIFY2(check.err.contains(path + QStringLiteral(": warning: 1:1: the file is in UTF-16 (little-endian)")),
                 qPrintable(check.err));
        // Converted, it is UTF-8.
        const QString out = m_dir.filePath(QStringLiteral("utf8.sgf"));
        QCOMPARE(cli({QStringLiteral("convert"), path, out}).exitCode, 0);
        QVERIFY(readData(out).contains("PB[Zo\xc3\xab]"));
    }

    void iso2022jpIsDecoded()
    {
        const QByteArray hello = "\x1b$B$3$s$K$A$O\x1b(B";
        const QString path = write(QStringLiteral("jp.sgf"),
                                   "(;FF[4]GM[11]CA[ISO-2022-JP]SZ[5]PB[" + hello + "]EV[" + hello + "];B[a1])");
        const QString out = m_dir.filePath(QStringLiteral("jp-utf8.sgf"));
        const Run r = cli({QStringLiteral("convert"), path, out});
        QCOMPARE(r.exitCode, 0);
        const QByteArray saved = readData(out);
        QVERIFY(!saved.contains('\x1b'));
        QVERIFY(saved.contains("CA[UTF-8]"));
        QVERIFY(saved.contains("EV[\xe3\x81\x93\xe3\x82\x93\xe3\x81\xab\xe3\x81\xa1\xe3\x81\xaf]"));
    }

    void encodingWarnings()
    {
        const QString path = write(QStringLiteral("names.sgf"), QByteArray("(;FF[4]GM[11]SZ[5]CA[x-unknown]\n"
                                                                           "PB[Zo\xeb]PW[A\0B];B[a1])",
                                                                           53));
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(path + QStringLiteral(": warning: 1:21: CA[x-unknown]")), qPrintable(r.err));
        QVERIFY2(r.err.contains(path + QStringLiteral(": warning: 2:3: PB[] is not UTF-8")), qPrintable(r.err));
        QVERIFY2(r.err.contains(path + QStringLiteral(": warning: 2:10: PW[] holds a NUL byte")), qPrintable(r.err));
    }

    void matWithCarriageReturnsAlone()
    {
        QByteArray mac = readData(QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/gnubg108-charlot-7p.mat"));
        mac.replace('\n', '\r');
        const QString path = write(QStringLiteral("mac.mat"), mac);
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral(": OK, 4 games")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCliDamaged)
#include "tst_cli_damaged.moc"
