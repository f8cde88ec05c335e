// kibitz-cli: the headless half of Kibitz (DESIGN.md, "kibitz-cli").
// Exit codes: 0 success; 1 the file is unreadable, malformed or breaks the
// rules; 2 wrong usage or I/O failure.

#include "cli.h"
#include "clirokkaku.h"

#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/replayer.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

namespace kibitz {

namespace {

enum Exit { Ok = 0, Invalid = 1, Usage = 2 };

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

void flushAll()
{
    out().flush();
    err().flush();
}

const char *kUsage =
    "usage:\n"
    "  kibitz-cli info FILE [--json]\n"
    "  kibitz-cli check FILE\n"
    "  kibitz-cli convert IN OUT [--to FORMAT]\n"
    "  kibitz-cli positions FILE [--game N] [--last]\n"
    "  kibitz-cli render FILE -o OUT.png|OUT.svg [--game N] [--ply K] [--size WxH] [--theme light|dark]\n"
    "                    [--column-offset]   (Rokkaku: flat-topped hexels in offset columns)\n"
    "formats: jgame, sgf, bgammon-match, rokkaku-log, jellyfish-mat (write only), t1 (read only)\n";

int usage(const QString &message)
{
    if (!message.isEmpty())
        err() << "kibitz-cli: " << message << "\n";
    err() << kUsage;
    flushAll();
    return Usage;
}

// Options after the command: positional arguments and --name [value] flags.
struct Options {
    QStringList positional;
    QMap<QString, QString> values;
    QSet<QString> flags;
};

bool parseOptions(const QStringList &args, const QSet<QString> &withValue, const QSet<QString> &plain,
                  Options &opts, QString &error)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a.startsWith(QLatin1String("--"))) {
            if (withValue.contains(a)) {
                if (i + 1 >= args.size()) {
                    error = QStringLiteral("%1 needs a value").arg(a);
                    return false;
                }
                opts.values[a] = args[++i];
            } else if (plain.contains(a)) {
                opts.flags.insert(a);
            } else {
                error = QStringLiteral("unknown option %1").arg(a);
                return false;
            }
        } else {
            opts.positional << a;
        }
    }
    return true;
}

// Loads FILE or reports why not. Returns the exit code to use on failure.
// Violations of the format's spec are errors to `check`, which reports them
// itself (violationsAsWarnings false); other commands show them as warnings.
int load(const QString &path, FileLoad &load, bool locations = false, bool violationsAsWarnings = true)
{
    ReadOptions options;
    options.recordLocations = locations;
    load = loadFile(path, options);
    if (load.ioError) {
        err() << path << ": " << load.result.error.message << "\n";
        flushAll();
        return Usage;
    }
    if (!load.result.ok()) {
        const FormatError &e = load.result.error;
        const QString where = e.location();
        err() << path << ":" << (where.isEmpty() ? QStringLiteral("0") : where) << ": " << e.message << "\n";
        flushAll();
        return Invalid;
    }
    for (const QString &w : load.result.warnings)
        err() << path << ": warning: " << w << "\n";
    if (violationsAsWarnings) {
        for (const QString &v : load.result.violations)
            err() << path << ": warning: " << v << "\n";
    }
    return Ok;
}

bool gameNumber(const Options &opts, const Collection &c, int &index, QString &error)
{
    index = 0;
    if (opts.values.contains(QStringLiteral("--game"))) {
        bool ok = false;
        const int n = opts.values.value(QStringLiteral("--game")).toInt(&ok);
        if (!ok || n < 1 || n > int(c.games.size())) {
            error = QStringLiteral("--game must be 1 to %1").arg(c.games.size());
            return false;
        }
        index = n - 1;
    }
    return true;
}

QString count(std::size_t n, const char *singular, const char *plural)
{
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? singular : plural));
}

QString boardText(const GameRecord &g)
{
    return QStringLiteral("%1x%2").arg(g.columns).arg(g.rows);
}

int cmdInfo(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {}, {QStringLiteral("--json")}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("info takes one FILE"));
    const QString path = opts.positional.first();
    FileLoad file;
    if (int rc = load(path, file))
        return rc;
    const Collection &c = *file.result.collection;

    if (opts.flags.contains(QStringLiteral("--json"))) {
        QJsonArray games;
        for (const GameRecord &g : c.games) {
            const TreeStats s = g.tree.stats();
            QJsonObject o;
            o[QStringLiteral("game")] = gameKindName(g.kind);
            o[QStringLiteral("board")] = boardText(g);
            o[QStringLiteral("players")] = QJsonArray{g.player1, g.player2};
            o[QStringLiteral("nodes")] = qint64(s.nodes);
            o[QStringLiteral("mainline")] = qint64(s.mainLine);
            o[QStringLiteral("depth")] = qint64(s.depth);
            o[QStringLiteral("leaves")] = qint64(s.leaves);
            o[QStringLiteral("comments")] = qint64(s.comments);
            o[QStringLiteral("evaluations")] = qint64(s.evaluations);
            o[QStringLiteral("result")] = g.result.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(g.result);
            if (isBackgammonKind(g.kind)) {
                // The match this game belongs to: its length and the score before the game.
                const BgGameInfo match = backgammonGameInfo(g);
                o[QStringLiteral("matchLength")] = match.matchLength;
                o[QStringLiteral("score")] = QJsonArray{match.score1, match.score2};
            }
            if (g.kind == GameKind::Rokkaku)
                addRokkakuGameJson(c, g, o);
            games.append(o);
        }
        QJsonObject root;
        root[QStringLiteral("file")] = path;
        root[QStringLiteral("format")] = formatName(file.format);
        root[QStringLiteral("games")] = games;
        if (c.tournament)
            root[QStringLiteral("tournament")] = rokkakuTournamentJson(c);
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
        flushAll();
        return Ok;
    }

    out() << path << ": " << formatName(file.format) << ", " << count(c.games.size(), "game", "games") << "\n";
    int number = 1;
    for (const GameRecord &g : c.games) {
        const TreeStats s = g.tree.stats();
        out() << "game " << number++ << ": " << gameKindName(g.kind) << " " << boardText(g);
        if (g.kind == GameKind::Rokkaku)
            out() << ", " << rokkakuTeamNames(c, g).join(QStringLiteral(", "));
        else if (!g.player1.isEmpty() || !g.player2.isEmpty())
            out() << ", " << (g.player1.isEmpty() ? QStringLiteral("?") : g.player1) << " vs "
                  << (g.player2.isEmpty() ? QStringLiteral("?") : g.player2);
        if (!g.name.isEmpty())
            out() << ", \"" << g.name << "\"";
        out() << "\n  " << count(s.nodes, "node", "nodes") << ", " << count(s.mainLine, "main-line move", "main-line moves")
              << ", depth " << s.depth << ", " << count(s.leaves, "leaf", "leaves") << ", "
              << count(s.comments, "comment", "comments") << ", " << count(s.evaluations, "evaluation", "evaluations");
        if (!g.result.isEmpty())
            out() << ", result " << g.result;
        out() << "\n";
    }
    flushAll();
    return Ok;
}

// The place of a node's move; with `part` (Replayer::failedPart), of the part
// of the move at fault (a backgammon checker move, say).
QString locate(const FileLoad &file, const GameRecord &g, NodeId node, int part = -1)
{
    qint64 offset = node < g.nodeOffsets.size() ? g.nodeOffsets[node] : -1;
    offset = movePartOffset(file.format, file.content, offset, part);
    return offset < 0 ? QStringLiteral("0") : describeOffset(file.format, file.content, offset);
}

int cmdCheck(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {}, {}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("check takes one FILE"));
    const QString path = opts.positional.first();
    FileLoad file;
    if (int rc = load(path, file, true, false))
        return rc;
    const Collection &c = *file.result.collection;
    // What breaks the format's spec and no known producer writes: errors,
    // each at its place, as an illegal move is.
    for (const QString &v : file.result.violations)
        err() << path << ":" << v << "\n";
    if (file.format == FileFormat::RokkakuLog) {
        flushAll();
        const int rc = checkRokkakuLog(path, file);
        return file.result.violations.isEmpty() ? rc : std::max(rc, int(Invalid));
    }

    int problems = int(file.result.violations.size());
    constexpr int kMaxReported = 100;
    std::size_t nodes = 0;
    for (const GameRecord &g : c.games) {
        const GameTree &tree = g.tree;
        std::unique_ptr<Replayer> start = Replayer::forGame(g);
        if (!start)
            continue;
        // Depth-first over every variation with an explicit stack; a node's
        // position is handed to its last child and copied for the others.
        std::vector<std::pair<NodeId, std::unique_ptr<Replayer>>> stack;
        stack.emplace_back(tree.root(), std::move(start));
        while (!stack.empty()) {
            auto [id, position] = std::move(stack.back());
            stack.pop_back();
            ++nodes;
            const std::vector<NodeId> kids = tree.children(id);
            for (std::size_t i = 0; i < kids.size(); ++i) {
                const NodeId child = kids[kids.size() - 1 - i];
                std::unique_ptr<Replayer> next = i + 1 == kids.size() ? std::move(position) : position->clone();
                const QString why = next->apply(tree.moveTag(child), tree.moveData(child));
                if (!why.isEmpty()) {
                    if (++problems <= kMaxReported)
                        err() << path << ":" << locate(file, g, child, next->failedPart()) << ": "
                              << next->moveText(tree.moveTag(child), tree.moveData(child)) << ": " << why << "\n";
                    continue; // nothing after an illegal move can be judged
                }
                stack.emplace_back(child, std::move(next));
            }
        }
    }
    if (problems > kMaxReported)
        err() << path << ": " << (problems - kMaxReported) << " more problems not shown\n";
    if (problems > 0) {
        flushAll();
        return Invalid;
    }
    out() << path << ": OK, " << count(c.games.size(), "game", "games") << ", " << count(nodes, "node", "nodes")
          << " checked\n";
    flushAll();
    return Ok;
}

int cmdPositions(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {QStringLiteral("--game")}, {QStringLiteral("--last")}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("positions takes one FILE"));
    const QString path = opts.positional.first();
    FileLoad file;
    if (int rc = load(path, file, true))
        return rc;
    const Collection &c = *file.result.collection;
    int index = 0;
    if (!gameNumber(opts, c, index, error))
        return usage(error);
    const GameRecord &g = c.games[std::size_t(index)];
    std::unique_ptr<Replayer> position = Replayer::forGame(g);
    if (!position) {
        err() << path << ": positions are not available for " << gameKindName(g.kind) << " games\n";
        flushAll();
        return Invalid;
    }
    const bool lastOnly = opts.flags.contains(QStringLiteral("--last"));
    const GameTree &tree = g.tree;
    int ply = 0;
    QString lastMove = QStringLiteral("-");
    if (!lastOnly)
        out() << 0 << '\t' << lastMove << '\t' << position->positionText() << '\n';
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        lastMove = position->moveText(tree.moveTag(id), tree.moveData(id));
        const QString why = position->apply(tree.moveTag(id), tree.moveData(id));
        if (!why.isEmpty()) {
            out().flush();
            err() << path << ":" << locate(file, g, id, position->failedPart()) << ": " << lastMove << ": " << why
                  << "\n";
            flushAll();
            return Invalid;
        }
        ++ply;
        if (!lastOnly)
            out() << ply << '\t' << lastMove << '\t' << position->positionText() << '\n';
    }
    if (lastOnly)
        out() << ply << '\t' << lastMove << '\t' << position->positionText() << '\n';
    flushAll();
    return Ok;
}

int cmdConvert(const QStringList &args)
{
    Options opts;
    QString error;
    if (!parseOptions(args, {QStringLiteral("--to")}, {}, opts, error))
        return usage(error);
    if (opts.positional.size() != 2)
        return usage(QStringLiteral("convert takes IN and OUT"));
    const QString in = opts.positional[0];
    const QString outPath = opts.positional[1];
    FileFormat target = opts.values.contains(QStringLiteral("--to"))
        ? formatFromName(opts.values.value(QStringLiteral("--to")))
        : formatForFileName(outPath);
    if (target == FileFormat::Unknown)
        return usage(opts.values.contains(QStringLiteral("--to"))
                         ? QStringLiteral("unknown format %1").arg(opts.values.value(QStringLiteral("--to")))
                         : QStringLiteral("cannot tell the format from %1; use --to").arg(outPath));
    if (!canWrite(target))
        return usage(QStringLiteral("writing %1 files is not supported").arg(formatName(target)));
    FileLoad file;
    if (int rc = load(in, file))
        return rc;
    const SaveResult saved = serialize(*file.result.collection, target);
    for (const QString &w : saved.warnings)
        err() << in << ": warning: " << w << "\n";
    if (!saved.ok()) {
        err() << in << ": cannot convert to " << formatName(target) << ": " << saved.error << "\n";
        flushAll();
        return Invalid;
    }
    const QString ioError = writeFileAtomically(outPath, saved.data);
    if (!ioError.isEmpty()) {
        err() << outPath << ": " << ioError << "\n";
        flushAll();
        return Usage;
    }
    flushAll();
    return Ok;
}

} // namespace

int runCli(const QStringList &args)
{
    if (args.isEmpty())
        return usage(QString());
    const QString command = args.first();
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("info"))
        return cmdInfo(rest);
    if (command == QLatin1String("check"))
        return cmdCheck(rest);
    if (command == QLatin1String("positions"))
        return cmdPositions(rest);
    if (command == QLatin1String("convert"))
        return cmdConvert(rest);
    if (command == QLatin1String("render"))
        return runRenderCommand(rest);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out() << kUsage;
        flushAll();
        return Ok;
    }
    return usage(QStringLiteral("unknown command %1").arg(command));
}

} // namespace kibitz
