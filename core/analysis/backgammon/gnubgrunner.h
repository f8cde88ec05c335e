#pragma once

// Runs GNU Backgammon over a match and attaches its analysis to the games
// (QtCore only: QProcess, asynchronous; usable from the interface thread
// without blocking it, or blocking with run() from kibitz-cli).
//
// 1. The match (or one game) is written as .mat into a temporary folder.
// 2. gnubg runs in batch: `gnubg -t -q -r -s <temporary prefs folder>` reads a
//    command script on its standard input: the plies, `import mat`, then per
//    game `analyse game` and `show statistics game` (whose output is the
//    progress, and gives the count of close cube decisions that gnubg's SGF
//    does not hold), `next game`, finally `save match` as SGF.
// 3. gnubg's SGF is read back; every game must replay the same events as the
//    document's (the checker moves of a roll in any order), else the run
//    fails and nothing is attached. The analysis properties (A, DA, LU, MR,
//    BM, DO, BC, DC, GB, GW, GS) replace the games' old ones.

#include "analysis/backgammon/gnubganalysis.h"
#include "record/gamerecord.h"

#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

class QThread;
class QTimer;

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace kibitz::bganalysis {

// One of gnubg's predefined evaluation settings, as its manual (installed
// with gnubg 1.07: "Predefined settings", and the move filters of "Defining
// move filters") describes them. gnubg 1.07's command line has no command
// for them: the runner sets what each one stands for (plies, pruning nets,
// noise, move filter) with `set analysis ...` for chequer play and cube
// decisions alike.
struct NamedSetting {
    const char *name; // "world class": the word the CLI and settings keep
    int plies;
    bool prune; // gnubg's pruning neural nets
    double noise; // standard deviation, deterministic
    int moveFilter; // 0: none (0-ply looks at every move), 1: normal, 2: large
};
// beginner, casual, intermediate, advanced, expert, world class, supremo,
// grandmaster, in rising strength.
const std::vector<NamedSetting> &namedSettings();
// The setting of that name (case and spaces as in namedSettings()), or null.
const NamedSetting *namedSetting(const QString &name);
// Translated, for the interface.
QString namedSettingText(const NamedSetting &setting);
// The gnubg commands that select it, for the analysis (`what` "analysis") or
// for hints (`what` "evaluation").
QByteArray namedSettingScript(const NamedSetting &setting, const char *what = "analysis");

// GNU Backgammon in batch (`-t -q -r -s DIR/prefs`, its own preferences in
// the temporary folder `dir`, which is also its working folder), with English
// output: the callers read its printed figures by their labels.
std::unique_ptr<QProcess> gnubgProcess(const QString &program, const QTemporaryDir &dir);

// What gnubg printed (its standard output or error), as one short line of
// plain text for a message: its last `length` characters at most, binary
// and control characters dropped, white space collapsed; "…" marks a cut.
QString outputExcerpt(const QByteArray &output, int length = 160);

struct RunOptions {
    int chequerPlies = 0;
    int cubePlies = 0;
    // A named setting (namedSettings()); when set, it replaces the plies.
    QString setting;
    int game = -1; // 0-based; -1: the whole match
    QString program = QStringLiteral("/usr/games/gnubg");
    // gnubg prints each game's statistics as it finishes analysing it; when
    // it prints nothing for this long it is taken as stuck, stopped, and the
    // run fails. 0: by the plies (stuckAfterSeconds()).
    int stuckAfterSeconds = 0;
};

// The silence after which gnubg counts as stuck: `options.stuckAfterSeconds`,
// or by the plies: 5 minutes up to 1-ply, 15 at 2-ply, an hour at 3-ply and
// more (the time one long game's analysis can take at that depth).
int stuckAfterSeconds(const RunOptions &options);

struct RunResult {
    bool ok = false;
    bool cancelled = false;
    QString error;
    Collection
        analysed; // the input with the analysis attached (ok only; all games, one analysed with RunOptions::game)
    QString engine; // "GNU Backgammon 1.07.001"
    double engineMs = 0; // gnubg's run, start to exit (wall clock)
    double ownMs = 0; // Kibitz's share: export, read back, attach (wall clock)
    QString gnubgMatchStatistics; // what `show statistics match` printed
};

class GnubgRunner : public QObject {
    Q_OBJECT

public:
    explicit GnubgRunner(QObject *parent = nullptr);
    ~GnubgRunner() override;

    // Starts the analysis of `collection` (a copy is kept); finished() comes
    // later, also on an immediate failure (after returning).
    void start(const Collection &collection, const RunOptions &options);
    // Stops gnubg; finished() follows with `cancelled`.
    void cancel();
    bool isRunning() const;
    const RunResult &result() const { return m_result; }
    // The result moved out (the analysed collection is not copied).
    RunResult takeResult() { return std::move(m_result); }

    // Blocking, for kibitz-cli and tests.
    static RunResult run(const Collection &collection, const RunOptions &options);

    // Why the games cannot be analysed (acey-deucey, tabula, nothing to
    // analyse), or empty.
    static QString unsupportedReason(const Collection &collection, int game);
    // The analysis of gnubg's record attached to `target`'s games (the same
    // count, each replaying the same events), or why not; `closeCube` holds
    // gnubg's count of close cube decisions per game and player when known.
    static QString attach(Collection &target, const Collection &gnubgRecord,
                          const std::vector<std::array<int, 2>> &closeCube);

signals:
    void progress(int gamesDone, int games);
    void finished();

private:
    void fail(const QString &message);
    void onOutput();
    void onSilence();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);

    std::unique_ptr<QProcess> m_process;
    std::unique_ptr<QTemporaryDir> m_dir;
    Collection m_input; // what gnubg analyses
    Collection m_full; // the document, when one game of it is analysed
    RunOptions m_options;
    RunResult m_result;
    QByteArray m_output;
    qsizetype m_scanned = 0;
    int m_games = 0;
    int m_done = 0;
    std::vector<std::array<int, 2>> m_closeCube;
    QElapsedTimer m_engineClock;
    double m_ownMs = 0;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_stuck = false; // stopped after printing nothing for too long
    QTimer *m_silence = nullptr; // runs while gnubg prints nothing
    QThread *m_worker = nullptr; // reading gnubg's SGF back
};

} // namespace kibitz::bganalysis
