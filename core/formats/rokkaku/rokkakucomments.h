#pragma once

// The results the official SamurAI 2013 runtime writes into its logs as `//`
// comments only (it writes no final-results section): `// Current Area
// Sizes: a b c d` after every turn, `// Game scores` after every game (one
// line per team: rank, team, area, points, total points, ratio sum, area
// sum) and `// Ranking after round N` after every round (one line per team:
// rank, team, total points, ratio sum, area sum). Kibitz computes all of
// these itself; `kibitz-cli check` compares them with what the log's
// comments say.

#include <QByteArrayView>

#include <vector>

namespace kibitz::rokkaku {

struct ResultComment {
    enum class Kind {
        Areas, // values: the four areas, in game order
        GameScore, // values: rank (0-based), team, area, points, total points, ratio sum, area sum
        Ranking, // values: rank (0-based), team, total points, ratio sum, area sum; round: N
    };
    Kind kind = Kind::Areas;
    int round = -1; // Ranking: the N of its `Ranking after round N` line
    std::vector<qint64> values;
    std::vector<qint64> offsets; // where each value starts in the log
};

// Every such comment at or after `from`, in the order of the log.
std::vector<ResultComment> resultComments(QByteArrayView content, qint64 from = 0);

} // namespace kibitz::rokkaku
