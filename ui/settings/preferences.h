#pragma once

// The user's preferences as the Preferences dialog edits them and the main
// window applies them, stored with QSettings. The board options that the View
// menu also toggles (coordinates, move numbers) and the animation speed are
// RenderOptions and stay with the main window's other board options.

#include "record/gamerecord.h"
#include "render/boardtheme.h"

#include <QString>
#include <QStringList>

#include <array>

namespace kibitz {

enum class ThemeChoice { System, Light, Dark };
enum class StartupChoice { StartPage, LastFiles, Nothing };

// The games whose boards have colours of their own; the backgammon variants
// share backgammon's.
enum class ColourGroup { Hex, Twixt, Backgammon, Rokkaku };
inline constexpr std::array<ColourGroup, 4> AllColourGroups{ColourGroup::Hex, ColourGroup::Twixt,
                                                            ColourGroup::Backgammon, ColourGroup::Rokkaku};
ColourGroup colourGroupOf(GameKind kind);
// The colours of a board; every game's boards have the first three (the
// first two teams are the players), Rokkaku's all five.
enum class ColourRole { Board, Player1, Player2, Team3, Team4 };
// A group's settings key ("hex", "twixt", "backgammon", "rokkaku").
QString colourGroupKey(ColourGroup group);

struct Preferences {
    ThemeChoice theme = ThemeChoice::System;
    // Empty: the system's language; else a code of languages().
    QString language;
    StartupChoice startup = StartupChoice::StartPage;
    // Only the colours the user chose; the rest follow the theme.
    std::array<BoardColours, 4> colours;

    BoardColours &coloursOf(ColourGroup group) { return colours[std::size_t(group)]; }
    const BoardColours &coloursOf(ColourGroup group) const { return colours[std::size_t(group)]; }
    const BoardColours &coloursOf(GameKind kind) const { return coloursOf(colourGroupOf(kind)); }

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
