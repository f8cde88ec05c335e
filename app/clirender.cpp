// `kibitz-cli render`: draws one position of a game as a PNG or SVG image with
// the board renderers of ui/render, the same code the views paint with.
// Exit codes as for every command (cli.cpp): 0 success, 1 the file is
// unreadable, malformed or breaks the rules, 2 wrong usage or I/O failure.

#include "cli.h"
#include "clicommon.h"

#include "formats/registry.h"
#include "games/gameregistry.h"
#include "render/gamepainter.h"
#include "render/gamepaintertable.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

namespace kibitz {

namespace {

enum Exit { Ok = 0, Invalid = 1, Usage = 2 };

const char *kRenderUsage
    = "usage: kibitz-cli render FILE -o OUT.png|OUT.svg [--game N] [--ply K] [--size WxH] [--theme light|dark]\n"
      "                         [--column-offset]\n";

constexpr int kMinimumSide = 16;
constexpr int kMaximumSide = 16384;

// Gives the command's messages a translation context lupdate can see.
struct RenderCommand {
    Q_DECLARE_TR_FUNCTIONS(RenderCommand)
};

int report(const QString &line, int exitCode)
{
    QTextStream err(stderr);
    err << cli::printable(line) << "\n"; // the file's name and values from it, escaped
    return exitCode;
}

int usageError(const QString &message)
{
    QTextStream err(stderr);
    err << "kibitz-cli: " << cli::printable(message) << "\n" << kRenderUsage;
    return Usage;
}

struct RenderRequest {
    QString input;
    QString output;
    bool svg = false;
    int game = 1;
    std::optional<int> ply;
    QSize size{800, 800};
    bool dark = false;
    bool columnOffset = false; // Rokkaku: flat-topped hexels in offset columns
};

// Returns an error message, empty when the arguments make a valid request.
QString parseRequest(const QStringList &args, RenderRequest &request)
{
    QStringList positional;
    bool haveOutput = false;
    bool optionsEnded = false; // after "--" every argument is a file
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (!optionsEnded && arg == QLatin1String("--")) {
            optionsEnded = true;
            continue;
        }
        if (optionsEnded || !arg.startsWith(u'-') || arg == QLatin1String("-")) {
            positional << arg;
            continue;
        }
        if (arg == QLatin1String("--column-offset")) {
            request.columnOffset = true;
            continue;
        }
        const bool takesValue = arg == QLatin1String("-o") || arg == QLatin1String("--output")
                             || arg == QLatin1String("--game") || arg == QLatin1String("--ply")
                             || arg == QLatin1String("--size") || arg == QLatin1String("--theme");
        if (!takesValue)
            return RenderCommand::tr("unknown option %1").arg(arg);
        if (i + 1 >= args.size())
            return RenderCommand::tr("%1 needs a value").arg(arg);
        const QString &value = args[++i];
        bool ok = false;
        if (arg == QLatin1String("-o") || arg == QLatin1String("--output")) {
            request.output = value;
            haveOutput = true;
        } else if (arg == QLatin1String("--game")) {
            request.game = value.toInt(&ok);
            if (!ok || request.game < 1)
                return RenderCommand::tr("--game must be a number from 1");
        } else if (arg == QLatin1String("--ply")) {
            const int ply = value.toInt(&ok);
            if (!ok || ply < 0)
                return RenderCommand::tr("--ply must be a number from 0");
            request.ply = ply;
        } else if (arg == QLatin1String("--size")) {
            static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,6})[xX](\\d{1,6})$"));
            const QRegularExpressionMatch match = sizePattern.match(value);
            const int width = match.hasMatch() ? match.captured(1).toInt() : 0;
            const int height = match.hasMatch() ? match.captured(2).toInt() : 0;
            if (width < kMinimumSide || height < kMinimumSide || width > kMaximumSide || height > kMaximumSide)
                return RenderCommand::tr("--size must be WIDTHxHEIGHT, each from %1 to %2 pixels")
                    .arg(kMinimumSide)
                    .arg(kMaximumSide);
            request.size = QSize(width, height);
        } else {
            if (value != QLatin1String("light") && value != QLatin1String("dark"))
                return RenderCommand::tr("--theme must be light or dark");
            request.dark = value == QLatin1String("dark");
        }
    }
    if (positional.size() != 1)
        return RenderCommand::tr("render takes one FILE");
    request.input = positional.first();
    if (!haveOutput || request.output.isEmpty())
        return RenderCommand::tr("render needs -o OUT.png or -o OUT.svg");
    const QString suffix = QFileInfo(request.output).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        return RenderCommand::tr("cannot tell the image format from %1; use .png or .svg").arg(request.output);
    request.svg = suffix == QLatin1String("svg");
    return QString();
}

// Where a node's move is in the file, as `check` names it ("0" unknown).
QString locationOf(const FileLoad &file, const GameRecord &game, NodeId node)
{
    const qint64 offset = node < game.nodeOffsets.size() ? game.nodeOffsets[node] : -1;
    return offset < 0 ? QStringLiteral("0") : describeOffset(file.format, file.content, offset);
}

} // namespace

int runRenderCommand(const QStringList &args)
{
    RenderRequest request;
    if (const QString error = parseRequest(args, request); !error.isEmpty())
        return usageError(error);

    ReadOptions readOptions;
    readOptions.recordLocations = true; // to name the place of an illegal move
    const FileLoad file = loadFile(request.input, readOptions);
    if (file.ioError)
        return report(QStringLiteral("%1: %2").arg(request.input, file.result.error.message), Usage);
    if (!file.result.ok()) {
        const QString where = file.result.error.location();
        return report(QStringLiteral("%1:%2: %3")
                          .arg(request.input, where.isEmpty() ? QStringLiteral("0") : where, file.result.error.message),
                      Invalid);
    }
    for (const QString &warning : file.result.warnings + file.result.violations)
        report(QStringLiteral("%1: %2 %3").arg(request.input, RenderCommand::tr("warning:"), warning), Ok);

    const Collection &collection = *file.result.collection;
    if (request.game > int(collection.games.size()))
        return usageError(RenderCommand::tr("--game must be 1 to %1").arg(collection.games.size()));
    const GameRecord &game = collection.games[std::size_t(request.game - 1)];
    const GamePainter *painter = gamePainterFor(game.kind);
    if (!painter)
        return report(
            QStringLiteral("%1: %2").arg(
                request.input, RenderCommand::tr("render is not available for %1 games").arg(gameKindName(game.kind))),
            Invalid);

    // --column-offset sets the game option of that key, which only the
    // painters of boards that can be laid out in columns have.
    const char *const columnOffsetKey = "columnOffset";
    if (request.columnOffset && !painter->hasGameOption(columnOffsetKey)) {
        std::vector<GameFamily> families;
        for (int k = 0; k < GameKindCount; ++k) {
            const GamePainter *p = gamePainterFor(GameKind(k));
            const GameFamily family = gameFamily(GameKind(k));
            if (p && p->hasGameOption(columnOffsetKey)
                && std::find(families.begin(), families.end(), family) == families.end())
                families.push_back(family);
        }
        //: %1 lists the games whose boards can be drawn in columns ("Rokkaku")
        return usageError(RenderCommand::tr("--column-offset applies to %1 fields only").arg(familyList(families)));
    }

    // --ply counts moves along the main line; without it, its last position.
    const GameTree &tree = game.tree;
    NodeId node = tree.root();
    int mainLineMoves = 0;
    for (NodeId next = tree.mainChild(node); next != NoNode; next = tree.mainChild(next))
        ++mainLineMoves;
    const int ply = request.ply.value_or(mainLineMoves);
    if (ply > mainLineMoves)
        return usageError(RenderCommand::tr("--ply must be 0 to %1").arg(mainLineMoves));
    for (int i = 0; i < ply; ++i)
        node = tree.mainChild(node);

    RenderOptions options;
    options.theme = request.dark ? BoardTheme::dark() : BoardTheme::light();
    if (request.columnOffset)
        options.game.set(GameOption{columnOffsetKey, false}, true);
    const PositionImage image = painter->positionImage(game, node, request.size, options,
                                                       request.svg ? ImageFormat::Svg : ImageFormat::Png, game.name);
    switch (image.problem) {
    case PositionImage::Problem::NoPosition:
        return report(QStringLiteral("%1: %2").arg(request.input, image.message), Invalid);
    case PositionImage::Problem::IllegalMove:
        return report(
            QStringLiteral("%1:%2: %3").arg(request.input, locationOf(file, game, image.failedAt), image.message),
            Invalid);
    case PositionImage::Problem::NotProduced:
    case PositionImage::Problem::None:
        break;
    }
    const QString error = image.bytes.isEmpty() ? RenderCommand::tr("the image could not be produced")
                                                : writeFileAtomically(request.output, image.bytes);
    if (!error.isEmpty())
        return report(QStringLiteral("%1: %2").arg(request.output, error), Usage);
    return Ok;
}

} // namespace kibitz
