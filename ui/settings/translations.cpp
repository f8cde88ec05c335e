#include "settings/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace kibitz::translations {

namespace {

struct Installed {
    QString language = QStringLiteral("en");
    std::unique_ptr<QTranslator> kibitz;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

QString install(const QString &language)
{
    Installed &state = installed();
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto kibitz = std::make_unique<QTranslator>();
    // For the system's locale, the first of its UI languages with a
    // translation; English when none has one.
    const bool found = language != QLatin1String("en")
                    && kibitz->load(locale, QStringLiteral("kibitz"), QStringLiteral("_"), QStringLiteral(":/i18n"))
                    && !kibitz->language().startsWith(QLatin1String("en"));
    // English is the sources' language; its catalogue holds only the plural
    // forms ("1 turn", "80 turns" for "%n turn(s)").
    if (!found && !kibitz->load(QStringLiteral(":/i18n/kibitz_en.qm")))
        kibitz.reset();
    const QString now = found ? kibitz->language().section(QLatin1Char('_'), 0, 0) : QStringLiteral("en");
    // Numbers and dates follow the language shown.
    QLocale::setDefault(found ? QLocale(now) : language.isEmpty() ? QLocale::system() : QLocale(QLocale::English));
    if (now == state.language && (state.kibitz || !kibitz))
        return now; // already shown
    // Removing or installing a translator sends every widget a LanguageChange.
    if (state.kibitz)
        QCoreApplication::removeTranslator(state.kibitz.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.qt.reset();
    state.kibitz.reset();
    if (found) {
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(now), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            state.qt = std::move(qt);
        }
    }
    if (kibitz) {
        QCoreApplication::installTranslator(kibitz.get());
        state.kibitz = std::move(kibitz);
    }
    state.language = now;
    return now;
}

QString current()
{
    return installed().language;
}

} // namespace kibitz::translations
