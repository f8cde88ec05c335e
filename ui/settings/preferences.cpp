#include "settings/preferences.h"

#include <QSettings>

namespace kibitz {

namespace {

QSettings settings()
{
    return QSettings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
}

// The colours of a family by settings name.
struct ColourSetting {
    const char *key;
    QColor BoardColours::*member;
};
constexpr std::array<ColourSetting, 5> colourRoles{{{"board", &BoardColours::board},
                                                    {"player1", &BoardColours::player1},
                                                    {"player2", &BoardColours::player2},
                                                    {"team3", &BoardColours::team3},
                                                    {"team4", &BoardColours::team4}}};

// The settings key of a family's colour `role` ("colours/hex/board").
QString colourKey(GameFamily family, const ColourSetting &role)
{
    return QStringLiteral("colours/%1/%2").arg(QLatin1String(familyInfo(family).id), QLatin1String(role.key));
}

} // namespace

QString themeKey(ThemeChoice theme)
{
    switch (theme) {
    case ThemeChoice::Light:
        return QStringLiteral("light");
    case ThemeChoice::Dark:
        return QStringLiteral("dark");
    case ThemeChoice::System:
        break;
    }
    return QStringLiteral("system");
}

QString startupKey(StartupChoice startup)
{
    switch (startup) {
    case StartupChoice::LastFiles:
        return QStringLiteral("lastFiles");
    case StartupChoice::Nothing:
        return QStringLiteral("nothing");
    case StartupChoice::StartPage:
        break;
    }
    return QStringLiteral("startPage");
}

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("ja")};
}

QString languageName(const QString &code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("fr"))
        return QStringLiteral("Français");
    if (code == QLatin1String("ja"))
        return QStringLiteral("日本語");
    return QStringLiteral("English");
}

Preferences Preferences::load()
{
    QSettings s = settings();
    Preferences p;
    // Before there was a choice of following the system, a dark-theme switch.
    const QString theme = s.value(QStringLiteral("appearance/theme")).toString();
    if (theme.isEmpty() && s.contains(QStringLiteral("view/dark")))
        p.theme = s.value(QStringLiteral("view/dark")).toBool() ? ThemeChoice::Dark : ThemeChoice::Light;
    for (const ThemeChoice t : {ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark})
        if (theme == themeKey(t))
            p.theme = t;
    const QString language = s.value(QStringLiteral("appearance/language")).toString();
    p.language = languages().contains(language) ? language : QString();
    const QString startup = s.value(QStringLiteral("startup/open")).toString();
    for (const StartupChoice c : {StartupChoice::StartPage, StartupChoice::LastFiles, StartupChoice::Nothing})
        if (startup == startupKey(c))
            p.startup = c;
    for (int f = 0; f < GameFamilyCount; ++f) {
        const GameFamily family = GameFamily(f);
        for (const ColourSetting &role : colourRoles) {
            const QColor colour(s.value(colourKey(family, role)).toString());
            p.coloursOf(family).*role.member = colour.isValid() ? colour : QColor();
        }
    }
    return p;
}

void Preferences::save() const
{
    QSettings s = settings();
    s.setValue(QStringLiteral("appearance/theme"), themeKey(theme));
    s.remove(QStringLiteral("view/dark"));
    s.setValue(QStringLiteral("appearance/language"), language);
    s.setValue(QStringLiteral("startup/open"), startupKey(startup));
    for (int f = 0; f < GameFamilyCount; ++f) {
        const GameFamily family = GameFamily(f);
        for (const ColourSetting &role : colourRoles) {
            const QString key = colourKey(family, role);
            const QColor &colour = coloursOf(family).*role.member;
            if (colour.isValid())
                s.setValue(key, colour.name());
            else
                s.remove(key);
        }
    }
}

} // namespace kibitz
