#include "formats/formattable.h"

#include "formats/bgammon/bgammon.h"
#include "formats/jellyfish/jellyfish.h"
#include "formats/jgame/jgame.h"
#include "formats/rokkaku/rokkakulog.h"
#include "formats/sgf/sgfbackgammon.h"
#include "formats/sgf/sgfgames.h"
#include "formats/t1/t1.h"
#include "formats/textlines.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QCoreApplication>

#include <algorithm>

namespace kibitz {

namespace {

// The translation context of the table's texts and of the registry's messages
// (core/ uses QtCore only).
struct FormatRegistry {
    Q_DECLARE_TR_FUNCTIONS(FormatRegistry)
};

bool isBoardGame(GameKind kind)
{
    return kind == GameKind::Hex || kind == GameKind::Twixt;
}

// Every game of a non-empty collection is of a kind `kindFits`.
template <typename Fits>
bool allGames(const Collection &collection, Fits kindFits)
{
    return !collection.games.empty()
        && std::all_of(collection.games.cbegin(), collection.games.cend(),
                       [&](const GameRecord &game) { return kindFits(game.kind); });
}

bool oneBoardGame(const Collection &c)
{
    return c.games.size() == 1 && isBoardGame(c.games.front().kind);
}

bool oneTwixtGame(const Collection &c)
{
    return c.games.size() == 1 && c.games.front().kind == GameKind::Twixt;
}

bool boardGamesOrBackgammon(const Collection &c)
{
    return allGames(c, isBoardGame) || allGames(c, isBackgammonKind);
}

bool backgammonGames(const Collection &c)
{
    return allGames(c, isBackgammonKind);
}

// Jellyfish files hold standard backgammon only (the writer skips the rest).
bool someStandardBackgammon(const Collection &c)
{
    return allGames(c, isBackgammonKind) && std::any_of(c.games.cbegin(), c.games.cend(), [](const GameRecord &game) {
               return game.kind == GameKind::Backgammon;
           });
}

bool rokkakuGames(const Collection &c)
{
    return allGames(c, [](GameKind kind) { return kind == GameKind::Rokkaku; });
}

SaveResult writeJgame(const Collection &collection)
{
    if (collection.games.size() > 1) {
        SaveResult r;
        r.error = FormatRegistry::tr("a Jgame file holds one game; this file has %1").arg(collection.games.size());
        return r;
    }
    return jgame::write(collection.games.front());
}

LoadResult readJgame(const QByteArray &content, const ReadOptions &options)
{
    return jgame::read(content, options);
}

LoadResult readMatch(const QByteArray &content, const ReadOptions &options)
{
    return bgammon::read(content, options);
}

LoadResult readMat(const QByteArray &content, const ReadOptions &options)
{
    return jellyfish::read(content, options);
}

std::vector<FormatRow> makeTable()
{
    std::vector<FormatRow> rows;
    {
        FormatRow r;
        r.format = FileFormat::Jgame;
        r.name = QLatin1StringView("jgame");
        r.aliases = {QStringLiteral("jhex"), QStringLiteral("jtwixt")};
        r.displayName = QT_TRANSLATE_NOOP("FormatRegistry", "Jgame");
        r.extensions = {QStringLiteral("jgame"), QStringLiteral("jhex"), QStringLiteral("jtwixt")};
        r.looksLike = jgame::looksLikeJgame;
        r.read = readJgame;
        r.write = writeJgame;
        r.holds = oneBoardGame;
        r.keepsTrees = true;
        rows.push_back(r);
    }
    {
        FormatRow r;
        r.format = FileFormat::JgameOld;
        r.name = QLatin1StringView("jgame-old");
        r.looksLike = jgame::looksLikeOldJhex;
        r.read = readJgame;
        r.holds = oneBoardGame;
        r.keepsTrees = true;
        rows.push_back(r);
    }
    // Before SGF, so that Save As offers .match first for backgammon (the two
    // detections exclude each other: "bgammon-replay " or "i " against "(").
    {
        FormatRow r;
        r.format = FileFormat::BgammonMatch;
        r.name = QLatin1StringView("bgammon-match");
        r.displayName = QT_TRANSLATE_NOOP("FormatRegistry", "bgammon.org replays");
        r.extensions = {QStringLiteral("match")};
        r.looksLike = bgammon::looksLikeMatch;
        r.read = readMatch;
        r.write = bgammon::write;
        r.holds = backgammonGames;
        r.text = true;
        r.lineAndColumn = lineAndColumnOf;
        r.movePartOffset = bgammon::eventPartOffset;
        rows.push_back(r);
    }
    {
        FormatRow r;
        r.format = FileFormat::Sgf;
        r.name = QLatin1StringView("sgf");
        r.displayName = QT_TRANSLATE_NOOP("FormatRegistry", "SGF");
        r.extensions = {QStringLiteral("sgf"), QStringLiteral("hsgf"), QStringLiteral("tsgf")};
        r.looksLike = sgf::looksLikeSgf;
        r.read = sgf::read;
        r.readEach = sgf::readEach;
        r.write = sgf::write;
        r.holds = boardGamesOrBackgammon;
        r.keepsTrees = true;
        r.text = true;
        r.lineAndColumn = sgf::lineAndColumn;
        r.movePartOffset = sgf::movePartOffset;
        rows.push_back(r);
    }
    {
        FormatRow r;
        r.format = FileFormat::RokkakuLog;
        r.name = QLatin1StringView("rokkaku-log");
        r.displayName = QT_TRANSLATE_NOOP("FormatRegistry", "Rokkaku logs");
        r.extensions = {QStringLiteral("log")};
        r.looksLike = rokkaku::looksLikeRokkakuLog;
        r.read = rokkaku::read;
        r.write = rokkaku::write;
        r.holds = rokkakuGames;
        r.text = true;
        rows.push_back(r);
    }
    {
        FormatRow r;
        r.format = FileFormat::JellyfishMat;
        r.name = QLatin1StringView("jellyfish-mat");
        r.displayName = QT_TRANSLATE_NOOP("FormatRegistry", "Jellyfish matches");
        // .txt: the "match text" exports of eXtreme Gammon, BackgammonGalaxy
        // and Backgammon Studio (found by content first, like every format).
        r.extensions = {QStringLiteral("mat"), QStringLiteral("txt")};
        r.looksLike = jellyfish::looksLikeMat;
        r.read = readMat;
        r.write = jellyfish::write;
        r.holds = someStandardBackgammon;
        r.text = true;
        r.lineAndColumn = lineAndColumnOfAnyEnd;
        rows.push_back(r);
    }
    // Last: T1's detection (13 lines with a '#') could also accept an SGF,
    // .match or Rokkaku file with '#' on its first lines, which wins.
    {
        FormatRow r;
        r.format = FileFormat::T1;
        r.name = QLatin1StringView("t1");
        r.displayName = QT_TRANSLATE_NOOP("FormatRegistry", "T1j Twixt games");
        r.extensions = {QStringLiteral("T1"), QStringLiteral("t1")};
        r.looksLike = t1::looksLikeT1;
        r.read = t1::read;
        r.holds = oneTwixtGame;
        r.text = true;
        rows.push_back(r);
    }
    return rows;
}

QString patterns(const QStringList &extensions)
{
    QStringList globs;
    for (const QString &extension : extensions)
        globs << QStringLiteral("*.") + extension;
    return globs.join(QLatin1Char(' '));
}

// The rows the Open dialog lists.
bool opened(const FormatRow &row)
{
    return row.canRead() && row.displayName && !row.extensions.isEmpty();
}

} // namespace

QString FormatRow::displayText() const
{
    return displayName ? QCoreApplication::translate("FormatRegistry", displayName) : QString();
}

QString FormatRow::openFilter() const
{
    return QStringLiteral("%1 (%2)").arg(displayText(), patterns(extensions));
}

QString FormatRow::saveFilter() const
{
    return QStringLiteral("%1 (%2)").arg(displayText(), patterns(extensions.mid(0, 1)));
}

const std::vector<FormatRow> &formatTable()
{
    static const std::vector<FormatRow> table = makeTable();
    return table;
}

const FormatRow *formatRow(FileFormat format)
{
    for (const FormatRow &row : formatTable()) {
        if (row.format == format)
            return &row;
    }
    return nullptr;
}

QStringList readableFilePatterns()
{
    QStringList globs;
    for (const FormatRow &row : formatTable()) {
        if (opened(row))
            globs << patterns(row.extensions).split(QLatin1Char(' '));
    }
    return globs;
}

QStringList openFileFilters()
{
    QStringList filters;
    //: %1 lists the extensions of every format Kibitz reads, as "*.jgame *.sgf"
    filters << FormatRegistry::tr("Game records (%1)").arg(readableFilePatterns().join(QLatin1Char(' ')));
    for (const FormatRow &row : formatTable()) {
        if (opened(row))
            filters << row.openFilter();
    }
    return filters;
}

std::vector<FileFormat> saveFormats(const Collection &collection)
{
    std::vector<FileFormat> formats;
    for (const FormatRow &row : formatTable()) {
        if (row.canWrite() && row.displayName && !row.extensions.isEmpty() && row.holds && row.holds(collection))
            formats.push_back(row.format);
    }
    return formats;
}

std::vector<FileFormat> treeKeepingFormats()
{
    std::vector<FileFormat> formats;
    for (const FormatRow &row : formatTable()) {
        if (row.canWrite() && row.keepsTrees)
            formats.push_back(row.format);
    }
    return formats;
}

FileFormat treeKeepingFormatFor(const Collection &collection)
{
    for (const FormatRow &row : formatTable())
        if (row.canWrite() && row.keepsTrees && row.holds && row.holds(collection))
            return row.format;
    return FileFormat::Unknown;
}

QString writableExtensionsText()
{
    QStringList extensions;
    for (const FormatRow &row : formatTable()) {
        if (row.canWrite() && !row.extensions.isEmpty())
            extensions << QLatin1Char('.') + row.extensions.front();
    }
    return extensions.join(QLatin1String(", "));
}

QString formatListText()
{
    QStringList names;
    for (const FormatRow &row : formatTable()) {
        if (row.extensions.isEmpty()) // a variant found by content only
            continue;
        QString text = row.name;
        if (!row.canRead())
            text += QLatin1String(" (write only)");
        else if (!row.canWrite())
            text += QLatin1String(" (read only)");
        names << text;
    }
    return names.join(QLatin1String(", "));
}

} // namespace kibitz
