// kibitz-cli analyse FILE [--game N] [--plies P] [--setting NAME] [-o OUT.sgf] [--json]:
// GNU Backgammon's analysis of a backgammon match (core/analysis/backgammon).

#include "clicommands.h"
#include "clicommon.h"

#include "analysis/backgammon/gnubganalysis.h"
#include "analysis/backgammon/gnubgrunner.h"
#include "formats/formattable.h"
#include "formats/savefile.h"
#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSocketNotifier>

#include <array>
#include <cmath>
#include <csignal>
#include <fcntl.h>
#include <functional>
#include <unistd.h>

namespace kibitz::cli {

namespace {

using namespace bganalysis;

// The signal that interrupted the analysis, and the pipe its handler writes
// to: a signal handler may do little more, and the event loop reads the pipe.
volatile std::sig_atomic_t interruptedBy = 0;
int interruptPipe[2] = {-1, -1};
constexpr std::array<int, 3> kInterruptSignals = {SIGINT, SIGTERM, SIGHUP};

extern "C" void onInterruptSignal(int signal)
{
    interruptedBy = signal;
    const char byte = 1;
    (void)!::write(interruptPipe[1], &byte, 1);
}

// While it lives, SIGINT, SIGTERM and SIGHUP call `interrupt` from the event
// loop instead of ending the process at once: gnubg is stopped and the
// temporary folder with the match removed before the process ends.
class InterruptGuard {
public:
    explicit InterruptGuard(const std::function<void()> &interrupt)
    {
        if (::pipe2(interruptPipe, O_CLOEXEC | O_NONBLOCK) != 0)
            return; // without the pipe the signals keep their default action
        m_notifier = std::make_unique<QSocketNotifier>(interruptPipe[0], QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, m_notifier.get(), [interrupt] {
            char bytes[16];
            while (::read(interruptPipe[0], bytes, sizeof bytes) > 0) {
            }
            interrupt();
        });
        struct sigaction action = {};
        action.sa_handler = onInterruptSignal;
        sigemptyset(&action.sa_mask);
        for (std::size_t i = 0; i < kInterruptSignals.size(); ++i)
            ::sigaction(kInterruptSignals[i], &action, &m_previous[i]);
    }
    ~InterruptGuard()
    {
        if (!m_notifier)
            return;
        for (std::size_t i = 0; i < kInterruptSignals.size(); ++i)
            ::sigaction(kInterruptSignals[i], &m_previous[i], nullptr);
        m_notifier.reset();
        ::close(interruptPipe[0]);
        ::close(interruptPipe[1]);
        interruptPipe[0] = interruptPipe[1] = -1;
    }
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

private:
    std::array<struct sigaction, kInterruptSignals.size()> m_previous = {};
    std::unique_ptr<QSocketNotifier> m_notifier;
};

// GnubgRunner::run, stopped by SIGINT, SIGTERM or SIGHUP (interruptedBy
// then names the signal).
RunResult runInterruptibly(const Collection &collection, const RunOptions &options)
{
    GnubgRunner runner;
    QEventLoop loop;
    QObject::connect(&runner, &GnubgRunner::finished, &loop, &QEventLoop::quit);
    const InterruptGuard guard([&runner] { runner.cancel(); });
    runner.start(collection, options);
    loop.exec(); // finished() always comes from the event loop
    return runner.takeResult();
}

double rounded(double v, int digits = 6)
{
    const double f = std::pow(10.0, digits);
    return std::round(v * f) / f;
}

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(rounded(*v, 3)) : QJsonValue();
}

// Signs and values as gnubg's "show statistics" prints them: errors
// negative, luck with its sign, rates in mEMG.
QJsonObject statisticsJson(const QString &name, const PlayerStatistics &s)
{
    QJsonObject o;
    o[QStringLiteral("player")] = name;
    o[QStringLiteral("total_moves")] = s.totalMoves;
    o[QStringLiteral("unforced_moves")] = s.unforcedMoves;
    o[QStringLiteral("moves_marked_doubtful")] = s.marks[2];
    o[QStringLiteral("moves_marked_bad")] = s.marks[1];
    o[QStringLiteral("moves_marked_very_bad")] = s.marks[0];
    o[QStringLiteral("chequer_error_total")] = rounded(-s.chequerErrorEmg);
    o[QStringLiteral("chequer_error_rate")]
        = optional(s.chequerErrorRate() ? std::optional<double>(-*s.chequerErrorRate()) : std::nullopt);
    o[QStringLiteral("cube_decisions")] = s.totalCube;
    o[QStringLiteral("close_cube_decisions")] = s.closeCube ? QJsonValue(*s.closeCube) : QJsonValue();
    o[QStringLiteral("doubles")] = s.doubles;
    o[QStringLiteral("takes")] = s.takes;
    o[QStringLiteral("passes")] = s.passes;
    int cubeErrors = 0;
    for (int n : s.cubeErrors)
        cubeErrors += n;
    o[QStringLiteral("cube_errors")] = cubeErrors;
    o[QStringLiteral("cube_error_total")] = rounded(-s.cubeErrorTotalEmg());
    o[QStringLiteral("cube_error_rate")]
        = optional(s.cubeErrorRate() ? std::optional<double>(-*s.cubeErrorRate()) : std::nullopt);
    o[QStringLiteral("luck_total")] = rounded(s.luckEmg);
    o[QStringLiteral("overall_error_total")] = rounded(-s.overallErrorEmg());
    o[QStringLiteral("overall_error_rate")]
        = optional(s.overallErrorRate() ? std::optional<double>(-*s.overallErrorRate()) : std::nullopt);
    o[QStringLiteral("pr")] = optional(s.performanceRating());
    if (const auto rate = s.overallErrorRate())
        o[QStringLiteral("rating")] = ratingText(*rate / 1000.0);
    return o;
}

QJsonObject gameJson(const GameRecord &g, int number)
{
    QJsonObject game;
    game[QStringLiteral("game")] = number;
    const GameAnalysis a = readGameAnalysis(g);
    // Plies along the main line.
    std::map<NodeId, int> plies;
    int ply = 0;
    for (NodeId id = g.tree.mainChild(g.tree.root()); id != NoNode; id = g.tree.mainChild(id))
        plies[id] = ++ply;
    QJsonArray moves, cube;
    for (const NodeAnalysis &n : a.nodes) {
        if (n.move && n.move->played >= 0 && n.move->played < int(n.move->candidates.size())) {
            QJsonObject m;
            m[QStringLiteral("ply")] = plies[n.node];
            m[QStringLiteral("player")] = n.player;
            m[QStringLiteral("played")] = n.move->candidates[std::size_t(n.move->played)].move;
            m[QStringLiteral("best")] = n.move->candidates.front().move;
            m[QStringLiteral("equity_loss")] = rounded(n.move->equityLoss);
            m[QStringLiteral("mark")] = QLatin1String(markName(n.move->mark));
            if (n.luck)
                m[QStringLiteral("luck")] = rounded(*n.luck, 5);
            moves.append(m);
        }
        const auto event = decodeBackgammonEvent(g.tree.moveTag(n.node), g.tree.moveData(n.node));
        const bool isDouble = event && event->kind == BackgammonEvent::Kind::Double;
        for (const auto &[c, action, mark] :
             {std::tuple{n.cube, isDouble ? "double" : "no double", n.cubeMark},
              std::tuple{n.answer, isDouble && event->accepted ? "take" : "drop", n.answerMark}}) {
            if (!c)
                continue;
            QJsonObject d;
            d[QStringLiteral("ply")] = plies[n.node];
            d[QStringLiteral("player")]
                = std::string_view(action) == "take" || std::string_view(action) == "drop" ? 3 - n.player : n.player;
            d[QStringLiteral("action")] = QLatin1String(action);
            d[QStringLiteral("no_double")] = rounded(c->noDoubleEquity());
            d[QStringLiteral("double_take")] = rounded(c->doubleTakeEquity());
            // A pass is worth one cube to the doubler (EMG); in match play
            // gnubg writes the other two as match winning chances.
            d[QStringLiteral("double_pass")] = c->matchWinningChances ? optional(c->doublePassMwc) : QJsonValue(1.0);
            d[QStringLiteral("match_winning_chances")] = c->matchWinningChances;
            // EMG as gnubg shows it: in match play converted through gnubg's
            // match equity table (null without it).
            if (c->matchWinningChances) {
                const auto emg
                    = [](const std::optional<double> &v) { return v ? QJsonValue(rounded(*v, 4)) : QJsonValue(); };
                d[QStringLiteral("no_double_emg")] = emg(c->noDoubleEmg);
                d[QStringLiteral("double_take_emg")] = emg(c->doubleTakeEmg);
                d[QStringLiteral("double_pass_emg")] = c->noDoubleEmg ? QJsonValue(1.0) : QJsonValue();
            }
            d[QStringLiteral("mark")] = QLatin1String(markName(mark));
            cube.append(d);
        }
    }
    game[QStringLiteral("moves")] = moves;
    game[QStringLiteral("cube")] = cube;
    return game;
}

} // namespace

// `analyse --help`: the options and the JSON's fields.
const char *kAnalyseHelp
    = "usage: kibitz-cli analyse FILE [--game N] [--plies P] [--setting NAME] [-o OUT.sgf] [--json]\n"
      "  Analyses a backgammon match (or its game N) with GNU Backgammon (/usr/games/gnubg,\n"
      "  or the program KIBITZ_GNUBG names) and prints each game's marked moves and the\n"
      "  statistics per player.\n"
      "  --game N        only game N (1 = the first)\n"
      "  --plies P       plies for chequer play and cube decisions, 0 to 4 (default 0)\n"
      "  --setting NAME  one of gnubg's named settings instead of --plies: beginner, casual,\n"
      "                  intermediate, advanced, expert, \"world class\", supremo, grandmaster\n"
      "  -o OUT.sgf      save the analysed match as SGF (gnubg loads it with its analysis)\n"
      "  --stuck-after S stop gnubg as stuck when it prints nothing for S seconds (default:\n"
      "                  300 up to 1-ply, 900 at 2-ply, 3600 at 3-ply and more); gnubg prints\n"
      "                  as it finishes each game\n"
      "  --json          print JSON: engine, plies, setting (only with --setting: its name as\n"
      "                  gnubg spells it), games (moves and cube decisions), statistics (one\n"
      "                  object per player; totals in EMG with gnubg's signs), seconds\n";

int cmdAnalyse(const QStringList &args)
{
    // The options end at "--": what follows is the file, whatever its name.
    const QStringList optionArgs = args.mid(0, args.indexOf(QStringLiteral("--")));
    if (optionArgs.contains(QStringLiteral("--help")) || optionArgs.contains(QStringLiteral("-h"))) {
        out() << kAnalyseHelp;
        flushAll();
        return Ok;
    }
    Options opts;
    QString error;
    QStringList named = optionArgs;
    named.replaceInStrings(QRegularExpression(QStringLiteral("^-o$")), QStringLiteral("--output"));
    named += args.mid(optionArgs.size());
    if (!parseOptions(named,
                      {QStringLiteral("--game"), QStringLiteral("--plies"), QStringLiteral("--setting"),
                       QStringLiteral("--output"), QStringLiteral("--stuck-after")},
                      {QStringLiteral("--json")}, opts, error))
        return usage(error);
    if (opts.positional.size() != 1)
        return usage(QStringLiteral("analyse takes one FILE"));
    const QString path = opts.positional.first();
    FileLoad file;
    if (int rc = load(path, file))
        return rc;
    const Collection &c = *file.result.collection;
    RunOptions options;
    if (opts.values.contains(QStringLiteral("--game"))) {
        bool ok = false;
        const int n = opts.values.value(QStringLiteral("--game")).toInt(&ok);
        if (!ok || n < 1 || n > int(c.games.size()))
            return usage(QStringLiteral("--game must be 1 to %1").arg(c.games.size()));
        options.game = n - 1;
    }
    if (opts.values.contains(QStringLiteral("--plies"))) {
        bool ok = false;
        const int p = opts.values.value(QStringLiteral("--plies")).toInt(&ok);
        if (!ok || p < 0 || p > 4)
            return usage(QStringLiteral("--plies must be 0 to 4"));
        options.chequerPlies = options.cubePlies = p;
    }
    if (opts.values.contains(QStringLiteral("--setting"))) {
        // One of gnubg's named settings; it brings its own plies.
        const QString name = opts.values.value(QStringLiteral("--setting"));
        const NamedSetting *setting = namedSetting(name);
        if (!setting) {
            QStringList names;
            for (const NamedSetting &s : namedSettings())
                names << QString::fromLatin1(s.name);
            return usage(QStringLiteral("--setting must be one of: %1").arg(names.join(QStringLiteral(", "))));
        }
        if (opts.values.contains(QStringLiteral("--plies")))
            return usage(QStringLiteral("--setting and --plies exclude each other"));
        options.setting = QString::fromLatin1(setting->name);
        options.chequerPlies = options.cubePlies = setting->plies;
    }
    if (opts.values.contains(QStringLiteral("--stuck-after"))) {
        bool ok = false;
        const int seconds = opts.values.value(QStringLiteral("--stuck-after")).toInt(&ok);
        if (!ok || seconds < 1)
            return usage(QStringLiteral("--stuck-after must be a number of seconds from 1"));
        options.stuckAfterSeconds = seconds;
    }
    const QString gnubg = qEnvironmentVariable("KIBITZ_GNUBG");
    if (!gnubg.isEmpty())
        options.program = gnubg;
    if (const QString why = GnubgRunner::unsupportedReason(c, options.game); !why.isEmpty()) {
        err() << printable(path) << ": " << why << "\n";
        flushAll();
        return Invalid;
    }
    const RunResult r = runInterruptibly(c, options);
    if (interruptedBy != 0) {
        // gnubg is stopped and the temporary folder removed: the process
        // now ends by the signal, as the caller expects.
        err() << printable(path) << ": interrupted; GNU Backgammon was stopped\n";
        flushAll();
        const int signal = interruptedBy;
        std::signal(signal, SIG_DFL);
        std::raise(signal);
    }
    if (!r.ok) {
        err() << printable(path) << ": " << printable(r.error) << "\n";
        flushAll();
        return Invalid;
    }
    if (opts.values.contains(QStringLiteral("--output"))) {
        const QString target = opts.values.value(QStringLiteral("--output"));
        // Into the format that keeps the analysed trees whole (for these
        // games, GNU Backgammon's SGF).
        const SaveResult saved = serialize(r.analysed, treeKeepingFormatFor(r.analysed));
        if (!saved.ok()) {
            err() << printable(target) << ": " << saved.error << "\n";
            flushAll();
            return Usage;
        }
        if (const QString why = writeFileAtomically(target, saved.data); !why.isEmpty()) {
            err() << printable(target) << ": " << why << "\n";
            flushAll();
            return Usage;
        }
    }
    // The statistics of the game analysed, or of the match.
    std::optional<std::array<PlayerStatistics, 2>> stats;
    if (options.game >= 0) {
        stats = readGameAnalysis(r.analysed.games[std::size_t(options.game)]).statistics;
    } else {
        stats = matchStatistics(r.analysed);
    }
    const GameRecord &first = r.analysed.games[std::size_t(std::max(options.game, 0))];
    if (opts.flags.contains(QStringLiteral("--json"))) {
        QJsonObject root;
        root[QStringLiteral("engine")] = r.engine;
        root[QStringLiteral("plies")] = options.chequerPlies;
        if (!options.setting.isEmpty())
            root[QStringLiteral("setting")] = options.setting;
        QJsonArray games;
        for (std::size_t i = 0; i < r.analysed.games.size(); ++i) {
            if (options.game >= 0 && int(i) != options.game)
                continue;
            games.append(gameJson(r.analysed.games[i], int(i) + 1));
        }
        root[QStringLiteral("games")] = games;
        QJsonArray statistics;
        if (stats) {
            statistics.append(statisticsJson(first.player1, (*stats)[0]));
            statistics.append(statisticsJson(first.player2, (*stats)[1]));
        }
        root[QStringLiteral("statistics")] = statistics;
        root[QStringLiteral("seconds")] = QJsonObject{{QStringLiteral("gnubg"), rounded(r.engineMs / 1000.0, 3)},
                                                      {QStringLiteral("kibitz"), rounded(r.ownMs / 1000.0, 4)}};
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
        flushAll();
        return Ok;
    }
    out() << r.engine << ", " << options.chequerPlies << "-ply\n";
    int marked = 0;
    for (std::size_t i = 0; i < r.analysed.games.size(); ++i) {
        if (options.game >= 0 && int(i) != options.game)
            continue;
        const GameAnalysis a = readGameAnalysis(r.analysed.games[i]);
        for (const NodeAnalysis &n : a.nodes) {
            if (!n.move || n.move->mark == Mark::None || n.move->played < 0)
                continue;
            ++marked;
            out() << "game " << (i + 1) << ", player " << n.player << ": "
                  << n.move->candidates[std::size_t(n.move->played)].move << " (" << markName(n.move->mark) << ", -"
                  << QString::number(n.move->equityLoss, 'f', 3) << "; best " << n.move->candidates.front().move
                  << ")\n";
        }
    }
    if (stats) {
        for (int p = 0; p < 2; ++p) {
            const PlayerStatistics &s = (*stats)[std::size_t(p)];
            out() << (p == 0 ? first.player1 : first.player2) << ": " << s.unforcedMoves << " unforced moves, errors "
                  << QString::number(-s.overallErrorEmg(), 'f', 3) << " EMG (chequer "
                  << QString::number(-s.chequerErrorEmg, 'f', 3) << ", cube "
                  << QString::number(-s.cubeErrorTotalEmg(), 'f', 3) << "), luck "
                  << QString::number(s.luckEmg, 'f', 3);
            if (const auto pr = s.performanceRating())
                out() << ", PR " << QString::number(*pr, 'f', 1);
            out() << "\n";
        }
    }
    flushAll();
    return Ok;
}

} // namespace kibitz::cli
