// The format table (formattable.h): every row's name, extensions and detection
// lead back to it, read-only rows write nothing, and the dialogs' filters and
// kibitz-cli's list of formats are the table's rows.

#include "formats/registry.h"
#include "testfiles.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>

using namespace kibitz;
using test::readFile;

namespace {

// The 13 header lines of a T1j file, then two moves.
const QByteArray t1Game
    = "#\n#\n1 # version\nA # player 1\nB # player 2\n24 # y\n24 # x\nH #\nH #\n1 #\nV #\nY #\nN #\nI9\nswap\n";

// The start of a Jhex file of the old layout: a header key length below 16
// and the key "size" with a four-byte value.
const QByteArray oldJhex("\x04size\0\0\0\x01\x06\x00\x00", 12);

Collection collectionOf(const QByteArray &bytes)
{
    LoadResult r = loadBytes(bytes, detectFormat(bytes));
    return r.ok() ? *r.collection : Collection{};
}

} // namespace

class TestFormatTable : public QObject {
    Q_OBJECT

private slots:
    void everyFormatHasOneRow()
    {
        const std::vector<FormatRow> &table = formatTable();
        QCOMPARE(table.size(), std::size_t(7));
        for (FileFormat f : {FileFormat::Jgame, FileFormat::JgameOld, FileFormat::Sgf, FileFormat::BgammonMatch,
                             FileFormat::RokkakuLog, FileFormat::JellyfishMat, FileFormat::T1}) {
            QCOMPARE(std::count_if(table.cbegin(), table.cend(), [f](const FormatRow &r) { return r.format == f; }), 1);
            QVERIFY(formatRow(f));
            QCOMPARE(formatRow(f)->format, f);
        }
        QVERIFY(!formatRow(FileFormat::Unknown));
        QCOMPARE(formatName(FileFormat::Unknown), QStringLiteral("unknown"));
    }

    void namesRoundTrip()
    {
        for (const FormatRow &row : formatTable()) {
            QCOMPARE(formatName(row.format), QString(row.name));
            QCOMPARE(formatFromName(QString(row.name)), row.format);
            QCOMPARE(formatFromName(QString(row.name).toUpper()), row.format);
            for (const QString &alias : row.aliases)
                QCOMPARE(formatFromName(alias), row.format);
        }
        QCOMPARE(formatFromName(QStringLiteral("jhex")), FileFormat::Jgame);
        QCOMPARE(formatFromName(QStringLiteral("mat")), FileFormat::Unknown);
        QCOMPARE(formatFromName(QStringLiteral("unknown")), FileFormat::Unknown);
    }

    void extensionsMapBackToTheirRow()
    {
        for (const FormatRow &row : formatTable()) {
            for (const QString &extension : row.extensions) {
                QCOMPARE(formatForFileName(QStringLiteral("dir/game.") + extension), row.format);
                QCOMPARE(formatForFileName(QStringLiteral("game.") + extension.toUpper()), row.format);
                QCOMPARE(formatForFileName(QStringLiteral("game.") + extension.toLower()), row.format);
            }
            QCOMPARE(defaultExtension(row.format), row.extensions.value(0));
        }
        QCOMPARE(defaultExtension(FileFormat::T1), QStringLiteral("T1"));
        // .txt is a match export (the Jellyfish row); an unknown extension is no format.
        QCOMPARE(formatForFileName(QStringLiteral("game.xyz")), FileFormat::Unknown);
        QCOMPARE(formatForFileName(QStringLiteral("game")), FileFormat::Unknown);
    }

    void detectionOfEachSamplePicksItsRow()
    {
        const QList<std::pair<FileFormat, QByteArray>> samples = {
            {FileFormat::Jgame, readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame"))},
            {FileFormat::JgameOld, oldJhex},
            {FileFormat::Sgf, readFile(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/gnubg-saved.sgf"))},
            {FileFormat::BgammonMatch, readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"))},
            {FileFormat::RokkakuLog, readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/rokkaku-tournament.log"))},
            {FileFormat::T1, t1Game},
        };
        for (const auto &[format, bytes] : samples) {
            QVERIFY2(!bytes.isEmpty(), qPrintable(formatName(format)));
            QCOMPARE(detectFormat(bytes), format);
            // No other row claims the sample: for these, detection does not
            // depend on the order of the rows.
            for (const FormatRow &row : formatTable()) {
                if (row.looksLike && row.format != format)
                    QVERIFY2(!row.looksLike(bytes), qPrintable(formatName(format) + " vs " + QString(row.name)));
            }
        }
        // Jellyfish files, as Kibitz writes them, are found by their content
        // too, by no other row, and read back.
        const Collection match = collectionOf(samples[3].second);
        const SaveResult mat = serialize(match, FileFormat::JellyfishMat);
        QVERIFY2(mat.ok(), qPrintable(mat.error));
        QCOMPARE(detectFormat(mat.data), FileFormat::JellyfishMat);
        for (const FormatRow &row : formatTable()) {
            if (row.looksLike && row.format != FileFormat::JellyfishMat)
                QVERIFY2(!row.looksLike(mat.data), row.name.data());
        }
        QVERIFY(loadBytes(mat.data, FileFormat::JellyfishMat).ok());
    }

    void readOnlyRowsHaveNoWriter()
    {
        const Collection hex = collectionOf(readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame")));
        QCOMPARE(hex.games.size(), std::size_t(1));
        int readOnly = 0;
        for (const FormatRow &row : formatTable()) {
            QCOMPARE(canWrite(row.format), row.write != nullptr);
            if (row.canWrite())
                continue;
            ++readOnly;
            QVERIFY(row.canRead());
            const SaveResult r = serialize(hex, row.format);
            QVERIFY(!r.ok());
            QCOMPARE(r.error, QStringLiteral("writing %1 files is not supported").arg(QString(row.name)));
        }
        QCOMPARE(readOnly, 2); // the old Jhex layout and T1
        QVERIFY(!canWrite(FileFormat::T1));
        QVERIFY(!canWrite(FileFormat::JgameOld));
        QVERIFY(!canWrite(FileFormat::Unknown));
    }

    void saveFiltersAreTheWritableRowsThatHoldTheGames()
    {
        const auto formatsFor = [](const QByteArray &bytes) { return saveFormats(collectionOf(bytes)); };
        using F = std::vector<FileFormat>;
        const QByteArray hex = readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/hex-analysis.jgame"));
        QCOMPARE(formatsFor(hex), (F{FileFormat::Jgame, FileFormat::Sgf}));
        QCOMPARE(formatsFor(readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/twixt-game.jgame"))),
                 (F{FileFormat::Jgame, FileFormat::Sgf}));
        QCOMPARE(formatsFor(t1Game), (F{FileFormat::Jgame, FileFormat::Sgf}));
        const QByteArray match = readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/backgammon-match.match"));
        QCOMPARE(formatsFor(match), (F{FileFormat::BgammonMatch, FileFormat::Sgf, FileFormat::JellyfishMat}));
        QCOMPARE(formatsFor(readFile(QStringLiteral(KIBITZ_TEST_DATA "/bgammon/acey-deucey.match"))),
                 (F{FileFormat::BgammonMatch, FileFormat::Sgf}));
        QCOMPARE(formatsFor(readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/rokkaku-tournament.log"))),
                 (F{FileFormat::RokkakuLog}));
        Collection two = collectionOf(hex);
        two.games.push_back(two.games.front());
        QCOMPARE(saveFormats(two), (F{FileFormat::Sgf}));
        Collection mixed = collectionOf(hex);
        mixed.games.push_back(collectionOf(match).games.front());
        QCOMPARE(saveFormats(mixed), F{});
        QCOMPARE(saveFormats(Collection{}), F{});

        // Whatever is offered is writable, holds the games and writes them.
        for (const QByteArray &bytes : {hex, match, t1Game}) {
            const Collection c = collectionOf(bytes);
            for (FileFormat f : saveFormats(c)) {
                QVERIFY(canWrite(f));
                QVERIFY(formatRow(f)->holds(c));
                QVERIFY2(serialize(c, f).ok(), qPrintable(formatName(f)));
                QCOMPARE(formatRow(f)->saveFilter(),
                         QStringLiteral("%1 (*.%2)").arg(formatRow(f)->displayText(), defaultExtension(f)));
            }
        }
        QCOMPARE(treeKeepingFormats(), (F{FileFormat::Jgame, FileFormat::Sgf}));
    }

    void openFiltersListTheReadableRows()
    {
        const QStringList filters = openFileFilters();
        const auto globs = [](const QString &filter) {
            const qsizetype from = filter.lastIndexOf(QLatin1Char('(')), to = filter.lastIndexOf(QLatin1Char(')'));
            return filter.mid(from + 1, to - from - 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        };
        QVERIFY(filters.front().startsWith(QLatin1String("Game records (")));
        QStringList all;
        int own = 0;
        for (const FormatRow &row : formatTable()) {
            if (!row.canRead() || row.extensions.isEmpty())
                continue;
            ++own;
            QVERIFY(filters.contains(row.openFilter()));
            for (const QString &extension : row.extensions)
                all << QStringLiteral("*.") + extension;
        }
        QCOMPARE(globs(filters.front()), all);
        QCOMPARE(readableFilePatterns(), all);
        QCOMPARE(filters.size(), own + 1);
        QVERIFY(all.contains(QStringLiteral("*.mat")));
        // The "match text" exports (.txt) open as Jellyfish matches.
        QVERIFY(all.contains(QStringLiteral("*.txt")));
        QCOMPARE(formatRow(FileFormat::JellyfishMat)->openFilter(), QStringLiteral("Jellyfish matches (*.mat *.txt)"));
        QCOMPARE(formatForFileName(QStringLiteral("match1278964.txt")), FileFormat::JellyfishMat);
        QCOMPARE(detectFormat(QByteArray("; [Site \"BackgammonGalaxy\"]\n\n5 point match\n"), QStringLiteral("x.txt")),
                 FileFormat::JellyfishMat);
        QCOMPARE(formatRow(FileFormat::Sgf)->openFilter(), QStringLiteral("SGF (*.sgf *.hsgf *.tsgf)"));
    }

    void cliListOfFormats()
    {
        QCOMPARE(formatListText(), QStringLiteral("jgame, bgammon-match, sgf, rokkaku-log, jellyfish-mat, "
                                                  "t1 (read only)"));
        QCOMPARE(writableExtensionsText(), QStringLiteral(".jgame, .match, .sgf, .log, .mat"));
    }

    void desktopFileTypesAreFormatsOfTheTable()
    {
        // The freedesktop MIME types keep their own list (a packaging file);
        // each of their globs names a format Kibitz reads.
        const QByteArray mime
            = readFile(QStringLiteral(KIBITZ_SAMPLES_DIR "/../../packaging/io.kibitz.Kibitz.mime.xml"));
        QVERIFY(!mime.isEmpty());
        static const QRegularExpression glob(QStringLiteral("<glob pattern=\"\\*\\.([^\"]+)\"/>"));
        int globs = 0;
        for (const QRegularExpressionMatch &m : glob.globalMatch(QString::fromUtf8(mime))) {
            ++globs;
            const FileFormat f = formatForFileName(QStringLiteral("x.") + m.captured(1));
            QVERIFY2(formatRow(f) && formatRow(f)->canRead(), qPrintable(m.captured(1)));
        }
        QVERIFY(globs >= 5);
    }
};

QTEST_GUILESS_MAIN(TestFormatTable)
#include "tst_formattable.moc"
