// The translation catalogues are complete: lupdate is run over the sources
// (ui/, app/, core/) into temporary copies of translations/kibitz_LANG.ts, as
// tools/translations.sh does, and every string must have a finished
// translation in every language, with the same placeholders (%1, %n), an
// accelerator (&) where the source has one, and every plural form. A string
// added to the sources without translations fails here, listed by language;
// `bash tools/translations.sh` adds it to the catalogues for translating.
// English has a catalogue of its plural forms only.

#include "settings/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <set>

namespace {

const QString sourceDir = QStringLiteral(KIBITZ_SOURCE_DIR);
const QStringList languages = {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("ja")};

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    bool vanished = false;
    QStringList translations; // one per plural form, or the one
};

QList<Message> readCatalogue(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            message = Message();
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QStringView type = xml.attributes().value(QLatin1String("type"));
            message.unfinished = type == QLatin1String("unfinished");
            message.vanished = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.translations << xml.readElementText();
            } else {
                message.translations << xml.readElementText();
            }
            messages << message;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

std::multiset<QString> placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    std::multiset<QString> found;
    for (const QRegularExpressionMatch &m : pattern.globalMatch(text))
        found.insert(m.captured(0));
    return found;
}

bool hasAccelerator(const QString &text)
{
    QString t = text;
    t.remove(QStringLiteral("&&"));
    static const QRegularExpression accelerator(QStringLiteral("&[^\\s;]"));
    return accelerator.match(t).hasMatch();
}

QString describe(const Message &m)
{
    return QStringLiteral("  [%1] \"%2\"").arg(m.context, m.source);
}

// Copies translations/kibitz_LANG.ts of each language into `dir` and runs
// lupdate over the sources into the copies, as tools/translations.sh does
// (with `options` added); returns the copies' paths, empty on failure.
QStringList updatedCopies(const QTemporaryDir &dir, const QStringList &langs, const QStringList &options = {})
{
    QStringList copies;
    for (const QString &lang : langs) {
        const QString original = sourceDir + QStringLiteral("/translations/kibitz_%1.ts").arg(lang);
        const QString copy = dir.filePath(QFileInfo(original).fileName());
        if (!QFile::copy(original, copy)) {
            qWarning("%s is missing", qPrintable(original));
            return {};
        }
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        copies << copy;
    }
    QProcess lupdate;
    lupdate.setWorkingDirectory(sourceDir);
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(KIBITZ_LUPDATE),
                  QStringList{QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                              QStringLiteral("-no-obsolete")}
                      + options
                      + QStringList{QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("ui"),
                                    QStringLiteral("app"), QStringLiteral("core"), QStringLiteral("-ts")}
                      + copies);
    if (!lupdate.waitForFinished(120000) || lupdate.exitStatus() != QProcess::NormalExit || lupdate.exitCode() != 0) {
        qWarning("lupdate failed: %s", qPrintable(QString::fromLocal8Bit(lupdate.readAll())));
        return {};
    }
    return copies;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everySourceStringIsTranslated()
    {
        QTemporaryDir dir;
        const QStringList copies = updatedCopies(dir, languages);
        QVERIFY(!copies.isEmpty());

        QStringList problems;
        int strings = -1;
        for (int i = 0; i < languages.size(); ++i) {
            QString error;
            const QList<Message> messages = readCatalogue(copies[i], &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const int forms = languages[i] == QLatin1String("ja") ? 1 : 2;
            QStringList untranslated, wrong;
            int live = 0;
            for (const Message &m : messages) {
                if (m.vanished)
                    continue;
                ++live;
                const bool empty = std::any_of(m.translations.begin(), m.translations.end(),
                                               [](const QString &t) { return t.isEmpty(); });
                if (m.unfinished || empty || m.translations.isEmpty()) {
                    untranslated << describe(m);
                    continue;
                }
                if (m.numerus && m.translations.size() != forms)
                    wrong << describe(m)
                                 + QStringLiteral(": %1 plural forms, not %2").arg(m.translations.size()).arg(forms);
                for (const QString &t : m.translations) {
                    // Plural forms may spell out the number instead of %n.
                    std::multiset<QString> want = placeholders(m.source), have = placeholders(t);
                    if (m.numerus) {
                        want.erase(QStringLiteral("%n"));
                        have.erase(QStringLiteral("%n"));
                    }
                    if (want != have)
                        wrong << describe(m) + QStringLiteral(": placeholders differ in \"%1\"").arg(t);
                    if (hasAccelerator(m.source) != hasAccelerator(t))
                        wrong << describe(m) + QStringLiteral(": the accelerator (&) differs in \"%1\"").arg(t);
                }
            }
            if (strings < 0)
                strings = live;
            if (!untranslated.isEmpty())
                problems << QStringLiteral("kibitz_%1.ts: %2 string(s) not translated (run bash "
                                           "tools/translations.sh, then translate them):")
                                .arg(languages[i])
                                .arg(untranslated.size())
                         << untranslated;
            if (!wrong.isEmpty())
                problems
                    << QStringLiteral("kibitz_%1.ts: %2 translation(s) to fix:").arg(languages[i]).arg(wrong.size())
                    << wrong;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
        QVERIFY(strings > 300);
        qInfo("%d strings, translated into %s", strings, qPrintable(languages.join(QStringLiteral(", "))));
    }

    // English, the sources' language, has a catalogue of plural forms only:
    // every numerus string of the sources, with its two forms.
    void englishHasEveryPluralForm()
    {
        QTemporaryDir dir;
        const QStringList copies
            = updatedCopies(dir, {QStringLiteral("en"), QStringLiteral("de")}, {QStringLiteral("-pluralonly")});
        QVERIFY(!copies.isEmpty());
        QString error;
        const QList<Message> english = readCatalogue(copies[0], &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> german = readCatalogue(copies[1], &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto live = [](const QList<Message> &messages) {
            int n = 0;
            for (const Message &m : messages)
                n += m.vanished ? 0 : 1;
            return n;
        };
        QStringList problems;
        for (const Message &m : english) {
            if (m.vanished)
                continue;
            if (!m.numerus || m.unfinished || m.translations.size() != 2
                || std::any_of(m.translations.begin(), m.translations.end(),
                               [](const QString &t) { return t.isEmpty(); }))
                problems << describe(m);
            for (const QString &t : m.translations)
                if (placeholders(t) != placeholders(m.source))
                    problems << describe(m) + QStringLiteral(": placeholders differ in \"%1\"").arg(t);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("kibitz_en.ts (bash tools/translations.sh en, then "
                                                               "write both forms):\n")
                                                + problems.join(QLatin1Char('\n'))));
        QVERIFY(live(english) >= 20);
        QCOMPARE(live(english), live(german)); // -pluralonly keeps the numerus strings of the German copy
    }

    void englishSaysOneSiegeAndTwoSieges()
    {
        QCOMPARE(kibitz::translations::install(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("kibitz::RokkakuView", "%n siege(s)", nullptr, 1),
                 QStringLiteral("1 siege"));
        QCOMPARE(QCoreApplication::translate("kibitz::RokkakuView", "%n siege(s)", nullptr, 80),
                 QStringLiteral("80 sieges"));
        QCOMPARE(kibitz::translations::install(QStringLiteral("de")), QStringLiteral("de"));
        QVERIFY(!QCoreApplication::translate("kibitz::RokkakuView", "%n siege(s)", nullptr, 1)
                     .contains(QStringLiteral("(s)")));
        QCOMPARE(kibitz::translations::install(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("kibitz::RokkakuView", "%n siege(s)", nullptr, 2),
                 QStringLiteral("2 sieges"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
