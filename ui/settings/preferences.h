#pragma once

// The user's preferences as the Preferences dialog edits them and the main
// window applies them, stored with QSettings. The board options that the View
// menu also toggles (coordinates, move numbers) and the animation speed are
// RenderOptions and stay with the main window's other board options.

#include "games/gameregistry.h"
#include "record/gamerecord.h"
#include "render/boardtheme.h"

#include <QString>
#include <QStringList>

#include <array>

namespace kibitz {

enum class ThemeChoice { System, Light, Dark };
enum class StartupChoice { StartPage, LastFiles, Nothing };

struct Preferences {
    ThemeChoice theme = ThemeChoice::System;
    // Empty: the system's language; else a code of languages().
    QString language;
    StartupChoice startup = StartupChoice::StartPage;
    // Only the colours the user chose; the rest follow the theme. One set
    // per game family (the backgammon variants share backgammon's), kept
    // under the family's id ("colours/hex/board").
    std::array<BoardColours, GameFamilyCount> colours;

    BoardColours &coloursOf(GameFamily family) { return colours[std::size_t(family)]; }
    const BoardColours &coloursOf(GameFamily family) const { return colours[std::size_t(family)]; }
    const BoardColours &coloursOf(GameKind kind) const { return coloursOf(gameFamily(kind)); }

    bool operator==(const Preferences &) const = default;

    // Reads and writes the settings (QSettings "Kibitz"/"Kibitz").
    static Preferences load();
    void save() const;
};

// The languages the interface can be shown in: "en" (the source language)
// and those with a translation. Names are each language's own.
QStringList languages();
QString languageName(const QString &code);

QString themeKey(ThemeChoice theme);
QString startupKey(StartupChoice startup);

} // namespace kibitz
