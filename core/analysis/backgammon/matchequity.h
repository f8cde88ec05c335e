#pragma once

// Match equity: converting gnubg's match winning chances (MWC) into
// equivalent money equity (EMG) as GNU Backgammon does it (mwc2eq in its
// eval.c, getME in its matchequity.c): linear between the match winning
// chances after the player on roll loses and wins the current cube.
//
// The table is gnubg's own default, Kazaross XG2 (met/Kazaross-XG2.xml in
// its data folder), read from the installed file at run time; nothing of it
// is shipped with Kibitz.

#include <QString>

#include <optional>
#include <vector>

namespace kibitz::bganalysis {

struct MatchEquityTable {
    QString name;
    // pre[i][j]: the winning chances of a player needing i+1 points against
    // one needing j+1, before the Crawford game has been played.
    std::vector<std::vector<double>> pre;
    // post[i]: the winning chances of the trailer needing i+1 points after
    // the Crawford game (the leader needs 1).
    std::vector<double> post;

    // The winning chances of `player` (1 or 2) at score1-score2 in a match
    // to matchLength after `winner` wins `points`; nullopt beyond the table.
    std::optional<double> equityAfter(int matchLength, int score1, int score2, int player, int points,
                                      int winner) const;
    // gnubg's mwc2eq: `mwc` of `player`, who is on roll with the cube at
    // `cube`, as EMG. nullopt beyond the table.
    std::optional<double> mwcToEmg(double mwc, int matchLength, int score1, int score2, int player, int cube) const;
    // The inverse (gnubg's eq2mwc): EMG of `player` as match winning chances.
    std::optional<double> emgToMwc(double emg, int matchLength, int score1, int score2, int player, int cube) const;
};

// Reads one of gnubg's match equity table files (met/*.xml, explicit tables).
std::optional<MatchEquityTable> readMatchEquityTable(const QString &path, QString *error = nullptr);

// gnubg's default table as installed: KIBITZ_GNUBG_MET names another file,
// else /usr/share/gnubg/met/Kazaross-XG2.xml.
QString defaultMatchEquityTablePath();
// The default table, read once; null when it cannot be read (`error` then
// says which file and why).
const MatchEquityTable *defaultMatchEquityTable(QString *error = nullptr);

} // namespace kibitz::bganalysis
