#pragma once

// GNU Backgammon's hint for one position and roll: its ranked candidate
// moves (QtCore only; asynchronous, cancellable). The position need not be
// part of an analysed match: any position Kibitz reaches, variations too.
//
// gnubg runs in batch as for the analysis (gnubgrunner.h) with the script
//   set evaluation ... (the plies or a named setting)
//   set matchid <the position's Match ID>   (score, cube, who is on roll)
//   set board <the position's Position ID>
//   set dice <d1> <d2>
//   set output mwc off   (equities as EMG, also in match play)
//   hint
// and its printed candidates are read back (parseHint): per move its rank,
// the plies, the move in the mover's numbering, the equity (cubeful when
// gnubg says "Cubeful") and the six chances of the line below it. In match
// play gnubg's hint shows EMG (its default, and what the script asks for);
// the match winning chances beside it are converted from the EMG with
// gnubg's match equity table, since gnubg prints EMG to three decimals but
// MWC only to two decimals of a percent (converted the other way, MWC would
// lose up to a few thousandths of EMG in a long match).

#include "analysis/backgammon/gnubganalysis.h"
#include "analysis/backgammon/gnubgrunner.h"
#include "analysis/backgammon/matchequity.h"
#include "games/backgammon/backgammonposition.h"

#include <QObject>
#include <QProcess>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace kibitz::bganalysis {

struct HintResult {
    bool ok = false;
    bool cancelled = false;
    QString error;
    std::vector<Candidate> candidates; // best first
    // The candidates' figures are match winning chances (gnubg printed
    // "MWC"), not EMG: only when no match equity table could convert them.
    bool matchWinningChances = false;
    // Match play: each candidate's match winning chances beside its EMG,
    // converted with gnubg's match equity table (matchequity.h) as gnubg
    // converts them; empty in money play or without the table.
    std::vector<double> candidateMwc;
};

// The candidates of gnubg's `hint` output; empty when there are none.
HintResult parseHint(const QByteArray &output);
// In match play (the position's match length > 0), the candidates of
// `hint` for `player` on roll in `position` in both units, EMG and MWC,
// converted with `table` (gnubg's mwc2eq and eq2mwc) from whichever gnubg
// printed. Without a table, or in money play, `hint` stays as it is.
void addMatchEquities(HintResult &hint, const BackgammonPosition &position, int player, const MatchEquityTable *table);

class GnubgHint : public QObject {
    Q_OBJECT

public:
    explicit GnubgHint(QObject *parent = nullptr);
    ~GnubgHint() override;

    // `position`: before the roll of `player` (1 or 2); the dice of the roll. finished() follows, also on an immediate failure.
    // Only `program`, the plies and `setting` of `options` count.
    void start(const BackgammonPosition &position, int player, int die1, int die2, const RunOptions &options);
    void cancel();
    bool isRunning() const { return m_running; }
    const HintResult &result() const { return m_result; }

    // Why a hint cannot be given for this position and roll, or empty.
    static QString unsupportedReason(const BackgammonPosition &position, int die1, int die2);

signals:
    void finished();

private:
    void fail(const QString &message);
    void onFinished(int exitCode, QProcess::ExitStatus status);

    std::unique_ptr<QProcess> m_process;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_program;
    BackgammonPosition m_position; // the position asked about, and who is on roll
    int m_player = 0;
    HintResult m_result;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace kibitz::bganalysis
